#!/usr/bin/env python3
"""Import benchmark: OpenAPI document -> gen-import -> gen -> a scratch package that compiles, beside
apple/swift-openapi-generator 1.14.3 fed the same document.

Every run checks the specs gen-import wrote (Scripts/spec-check.py): each must read alike in PyYAML's pure-Python and
libyaml loaders and in the YAML 1.2 core schema (gen's reading), and be valid against Schemas/spec.schema.json; the
tables end with the count.

With --corpus (the public documents Benchmarks/Corpus/corpus.py re-creates in .build/corpus/), it runs every one
of them and prints a table per document: operations exact / approximated / skipped, warnings by kind, import time
and peak memory (release), gen time, and whether the generated code compiles (debug: time, peak memory of the build
tree, warnings). swift-openapi-generator is left out there unless --oag is given; then a JSON document it would
refuse whole for a defect gen-import reads past (a duplicate key, a bound beyond a 64-bit integer, a media type without
a slash) is replaced, for both tools, by a repaired copy, and the run says what it repaired.

Per document (the Petstore and Discord descriptions in ../shared/openapi/, Discord filtered to the operations
whose swift-openapi-generator code compiles — both tools fed the same operations — and the synthetic OpenAPI twin
of make-specs.py, N = 2,000 by default, 2.3 MB): operations exact / approximated / skipped (gen-import's summary),
import time and peak RSS (release build, GNU time's %M, median of --runs), gen time on the imported specs, and the
debug build of each tool's generated code (after a warm-up build of the dependencies: the time of building the
target with every generated file touched and with one model's file touched, median of --compile-runs, the two tools'
builds alternating run by run; the sampled peak RSS of the whole build tree).

Everything it writes goes under --work (default .build/import-bench/ beside this script, which git ignores).

    python3 import.py                               # the four documents, compile included
    python3 import.py --compile-runs 0 --runs 9     # import and gen only
    python3 import.py --only synthetic-2000 --compile-runs 0
    python3 import.py --only github-slice --compile-runs 3 --synthetic 0    # GitHub's issues, pulls, users, search
    python3 import.py --only cloudflare-zones --synthetic 0 --oag OAG      # Cloudflare's 426 operations under /zones/
    python3 import.py --corpus --runs 1 --first-build-only                  # the corpus: one build of each import
    python3 import.py --corpus --runs 1 --first-build-only --resume LOG     # go on from an interrupted run's log
    python3 import.py --corpus --compile-runs 0 --tools DIR                 # with release builds of gen and gen-import in DIR
    python3 import.py --corpus --only cloudflare --only stripe --only meraki --only github-slice --only synthetic-1000 \
        --runs 1 --compile-runs 1 --oag OAG                                 # the build aims' documents, both tools (hours)
    python3 import.py --corpus --only github --only okta --first-build-only --mocks --runs 1 --synthetic 0 --oag OAG
                                                                            # first builds, gen's with its mocks
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
SHARED = os.path.abspath(os.path.join(REPO, "..", "shared", "openapi"))
sys.path.insert(0, HERE)
import importlib.util  # noqa: E402

_spec = importlib.util.spec_from_file_location("run", os.path.join(HERE, "run.py"))
run = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(run)
import diagnostics_check  # noqa: E402

_spec = importlib.util.spec_from_file_location("spec_check", os.path.join(REPO, "Scripts", "spec-check.py"))
spec_check = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(spec_check)


def build_tools(args):
    if args.tools:
        return os.path.join(args.tools, "gen"), os.path.join(args.tools, "gen-import")
    scratch = os.path.join(args.work, "release")
    run.log("building gen and gen-import (release) ...")
    for product in ("gen", "gen-import"):
        subprocess.run(["swift", "build", "-c", "release", "--product", product, "--scratch-path", scratch],
                       cwd=REPO, check=True, stdout=subprocess.DEVNULL)
    return os.path.join(scratch, "release", "gen"), os.path.join(scratch, "release", "gen-import")


# Component schemas whose swift-openapi-generator code doesn't compile (1.14.3: an `additionalProperties` oneOf in
# ApplicationFormPartial, request bodies it doesn't make Encodable): "discord-filtered" feeds both tools the
# operations that reach none of them.
OAG_DOES_NOT_COMPILE = {"discord": {"ApplicationFormPartial", "SDKMessageRequest", "SlackWebhook"}}
# Corpus operations whose swift-openapi-generator code doesn't compile: with --oag both tools get the document without
# them. Cloudflare's: a request body whose oneOf holds a binary member (`HTTPBody` is not Codable).
OAG_OPERATIONS_DO_NOT_COMPILE = {"cloudflare": {"workers-ai-post-run-model"}}


def operation_ids(doc, keep=lambda path, operation: True):
    """The operationIds of `doc` (a JSON document) whose operation `keep(path, operation)` takes, in document order."""
    with open(doc) as f:
        paths = json.load(f).get("paths", {})
    return [operation["operationId"] for path, item in paths.items() if isinstance(item, dict) for operation in item.values()
            if isinstance(operation, dict) and "operationId" in operation and keep(path, operation)]


def operations_avoiding(doc, schemas):
    """The operationIds of `doc` (a JSON document) whose parameters, bodies and responses reach none of `schemas`."""
    with open(doc) as f:
        document = json.load(f)

    def refs(node, out):
        if isinstance(node, dict):
            if isinstance(node.get("$ref"), str):
                out.add(node["$ref"])
            for value in node.values():
                refs(value, out)
        elif isinstance(node, list):
            for value in node:
                refs(value, out)

    def reached(node):
        seen, pending = set(), set()
        refs(node, pending)
        while pending:
            ref = pending.pop()
            if ref in seen or not ref.startswith("#/components/"):
                continue
            seen.add(ref)
            kind, name = ref.split("/")[2:4]
            refs(document["components"].get(kind, {}).get(name), pending)
        return {ref.split("/")[-1] for ref in seen}

    chosen = []
    for item in document["paths"].values():
        for method, operation in item.items():
            if method in ("get", "put", "post", "patch", "delete") and not reached([operation, item.get("parameters", [])]) & schemas:
                chosen.append(operation["operationId"])
    return chosen


def corpus_documents(args):
    """The corpus documents, smallest first; with --oag, a JSON document swift-openapi-generator would refuse is
    replaced by a repaired copy (``repaired_for_oag``) that both tools get."""
    folder = os.path.abspath(args.corpus)
    if not os.path.isdir(folder):
        raise SystemExit("no corpus in %s: run Benchmarks/Corpus/corpus.py first" % folder)
    docs = []
    for f in os.listdir(folder):
        if f.endswith((".json", ".yaml")):
            docs.append((os.path.splitext(f)[0], os.path.join(folder, f), None))
        elif os.path.isfile(os.path.join(folder, f, ".root")):
            # A document split over many files: corpus.py writes its folder and names the document in .root.
            with open(os.path.join(folder, f, ".root")) as root:
                docs.append((f, os.path.join(folder, f, root.read().strip()), None))
    docs = sorted(docs, key=lambda d: os.path.getsize(d[1]))
    if args.oag:
        docs = [(name, repaired_for_oag(args, name, path), ops) if (not args.only or name in args.only) else (name, path, ops)
                for name, path, ops in docs]
        docs = [(name, path, operation_ids(path, lambda _, op: op["operationId"] not in OAG_OPERATIONS_DO_NOT_COMPILE[name]))
                if name in OAG_OPERATIONS_DO_NOT_COMPILE and (not args.only or name in args.only) else (name, path, ops)
                for name, path, ops in docs]
    return docs


INT64 = 2 ** 63


def repaired_for_oag(args, name, path):
    """`path`, or a copy without the defects swift-openapi-generator refuses a whole document for (gen-import reads
    past them with a warning): the first of each duplicate key kept, a bound beyond a 64-bit integer clamped to it, a
    media type without a slash (`string`, `undefined`) read as `text/plain`, a path parameter not marked required
    marked so. Returns the copy's path when it repaired something, saying what."""
    if not path.endswith(".json"):
        return path
    with open(path) as f:
        text = f.read()
    document = json.loads(text, object_pairs_hook=first_of_each_key)
    repairs = ["duplicate keys"] if json.loads(text) != document else []

    def media_types(holder):
        content = holder.get("content") if isinstance(holder, dict) else None
        for media in [k for k in content or {} if "/" not in k]:
            content.setdefault("text/plain", content.pop(media))
            repairs.append("media type %r" % media)

    def path_parameters(parameters):
        for parameter in parameters or []:
            if isinstance(parameter, dict) and parameter.get("in") == "path" and parameter.get("required") is not True:
                parameter["required"] = True
                repairs.append("path parameter %r not required" % parameter.get("name"))

    components = document.get("components", {})
    path_parameters(components.get("parameters", {}).values())
    for item in document.get("paths", {}).values():
        path_parameters(item.get("parameters"))
        for op in item.values():
            if isinstance(op, dict):
                path_parameters(op.get("parameters"))
                media_types(op.get("requestBody"))
                for response in (op.get("responses") or {}).values():
                    media_types(response)
    for holder in list(components.get("responses", {}).values()) + list(components.get("requestBodies", {}).values()):
        media_types(holder)

    def bounds(node):
        if isinstance(node, dict):
            for k in ("minimum", "maximum"):
                v = node.get(k)
                if isinstance(v, (int, float)) and not isinstance(v, bool) and not -INT64 <= v < INT64:
                    node[k] = INT64 - 1 if v > 0 else -INT64
                    repairs.append("%s %r" % (k, v))
            for v in node.values():
                bounds(v)
        elif isinstance(node, list):
            for v in node:
                bounds(v)
    bounds(document)
    if not repairs:
        return path
    copy = os.path.join(args.work, "%s-repaired.json" % name)
    os.makedirs(args.work, exist_ok=True)
    with open(copy, "w") as f:
        json.dump(document, f)
    run.log("%s: both tools get a repaired copy (%s)" % (name, ", ".join(repairs)))
    return copy


def warning_kinds(output):
    """Diagnostics by class, from the summary gen-import prints after them: (phrase, count), most frequent first."""
    kinds = []
    for line in output.splitlines():
        match = diagnostics_check.CLASS_LINE.match(line)
        if match:
            kinds.append((match.group("phrase"), int(match.group("count"))))
    return sorted(kinds, key=lambda kv: -kv[1])


# GitHub's v1.1.4 description (the corpus copy), cut to the operations of four tags: a real API of 105 operations.
GITHUB_SLICE_TAGS = ["issues", "pulls", "users", "search"]


def first_of_each_key(pairs):
    """A JSON object's members, the first of each key kept, in their order."""
    members = {}
    for key, value in pairs:
        members.setdefault(key, value)
    return members


def documents(args):
    """(name, path, operationIds to import or None for all). With --corpus, the corpus documents and those of the
    others that --only names (github-slice, synthetic-N), so that one run measures both kinds."""
    if args.corpus:
        return corpus_documents(args) + [d for d in builtin_documents(args) if d[0] in args.only]
    return builtin_documents(args)


def builtin_documents(args):
    """Petstore, Discord (whole and filtered), GitHub's slice when the corpus has GitHub, Cloudflare's zones when named
    and the corpus has Cloudflare, the synthetic twin."""
    discord = os.path.join(SHARED, "discord.json")
    docs = [("petstore", os.path.join(SHARED, "petstore.yaml"), None), ("discord", discord, None),
            ("discord-filtered", discord, operations_avoiding(discord, OAG_DOES_NOT_COMPILE["discord"]))]
    github = os.path.join(REPO, ".build", "corpus", "github.json")
    if os.path.exists(github) and (not args.only or "github-slice" in args.only):
        # swift-openapi-generator refuses the document whole for its duplicate keys (gen-import keeps the first of each,
        # with a warning): both tools get a copy without them, the first of each kept.
        unique = os.path.join(args.work, "github-unique-keys.json")
        with open(github) as f:
            document = json.load(f, object_pairs_hook=first_of_each_key)
        os.makedirs(args.work, exist_ok=True)
        with open(unique, "w") as f:
            json.dump(document, f, indent=1)
        docs.append(("github-slice", unique, operation_ids(unique, lambda _, op: set(op.get("tags", [])) & set(GITHUB_SLICE_TAGS))))
    cloudflare = os.path.join(REPO, ".build", "corpus", "cloudflare.json")
    if os.path.exists(cloudflare) and "cloudflare-zones" in args.only:
        # swift-openapi-generator's code for the whole document doesn't build in half an hour: both tools get the
        # operations under /zones/ (of a repaired copy with --oag).
        zones = repaired_for_oag(args, "cloudflare", cloudflare) if args.oag else cloudflare
        docs.append(("cloudflare-zones", zones, operation_ids(zones, lambda path, op: path.startswith("/zones/") and
                                                              op["operationId"] not in OAG_OPERATIONS_DO_NOT_COMPILE["cloudflare"])))
    if args.synthetic:
        d = os.path.join(args.work, "synthetic")
        run.make_specs.write(args.synthetic, d)
        docs.append(("synthetic-%d" % args.synthetic, os.path.join(d, "openapi.yaml"), None))
    return docs


def bench_document(args, name, doc, operations, gen, gen_import, oag):
    work = os.path.join(args.work, name)
    os.makedirs(work, exist_ok=True)
    specs = os.path.join(work, "specs")
    size = os.path.getsize(doc)
    tree = os.path.join(os.path.abspath(args.corpus), name) if isinstance(args.corpus, str) else None
    if tree and os.path.isfile(os.path.join(tree, ".root")):
        # A document split over many files: all of them.
        size = sum(os.path.getsize(os.path.join(folder, f)) for folder, _, files in os.walk(tree) for f in files)
    row = {"document": name, "bytes": size, "operations": len(operations) if operations is not None else None}
    imports, gens = [], []
    for _ in range(args.runs):
        shutil.rmtree(specs, ignore_errors=True)
        chosen = [flag for operation in operations or [] for flag in ("--operation", operation)]
        imports.append(run.measure([gen_import, doc, "-o", specs, "--service", "BenchService"] + chosen))
        out = os.path.join(work, "gen-out")
        shutil.rmtree(out, ignore_errors=True)
        mocks = ["--mocks-output", os.path.join(work, "gen-mocks"), "--module", "BenchAPI"] if args.mocks else []
        shutil.rmtree(os.path.join(work, "gen-mocks"), ignore_errors=True)
        gens.append(run.measure([gen, specs, "-o", out, "-q"] + mocks))
    summary = [line for line in imports[-1][3].splitlines() if " operation" in line][-1]
    row["summary"] = summary.split(": ", 1)[1].split(";")[0]
    said = diagnostics_check.counts(imports[-1][3])
    row["notes"], row["warnings"] = said["note"], said["warning"]
    row["warning_kinds"] = warning_kinds(imports[-1][3])
    row["output_lines"] = len(imports[-1][3].splitlines())
    row["diagnostic_problems"] = diagnostics_check.problems(imports[-1][3])
    row["import_s"] = statistics.median(m[0] for m in imports)
    row["import_rss"] = statistics.median(m[1] for m in imports)
    row["gen_s"] = statistics.median(m[0] for m in gens)
    row["spec_check"] = check_specs(specs)
    oag_out = os.path.join(work, "oag-out")
    shutil.rmtree(oag_out, ignore_errors=True)
    os.makedirs(oag_out)
    if oag is None:
        row["oag_error"] = "not run"
    else:
        options = ["--mode", "types", "--mode", "client", "--access-modifier", "public"]
        if operations is not None:
            # The same operations through its config's filter (which keeps the schemas they use).
            config_path = os.path.join(work, "openapi-generator-config.yaml")
            with open(config_path, "w") as f:
                f.write("generate: [types, client]\naccessModifier: public\nfilter:\n  operations:\n"
                        + "".join("    - %s\n" % op for op in operations))
            options = ["--config", config_path]
        try:
            m = run.measure([oag, "generate", "--output-directory", oag_out] + options + [doc])
            row["oag_s"], row["oag_rss"] = m[0], m[1]
            row["oag_bytes"] = run.folder_size(oag_out)[1]
        except SystemExit as error:
            row["oag_error"] = str(error)
    if args.compile_runs or args.first_build_only:
        # Its code past --oag-max-mb is not built: Cloudflare's 44 MB would take an hour or more and may not fit in memory.
        build_oag = "oag_s" in row and row["oag_bytes"] <= args.oag_max_mb * 1e6
        if "oag_s" in row and not build_oag:
            run.log("%s: swift-openapi-generator's code (%.1f MB) is over --oag-max-mb %d: not built" % (
                name, row["oag_bytes"] / 1e6, args.oag_max_mb))
        row["compile"] = compile_both(args, name, work, oag_out if build_oag else None)
    run.log(json.dumps(row))
    return row


def check_specs(specs):
    """The specs gen-import wrote, checked as other tools read them (Scripts/spec-check.py): how many, and each
    problem as `file: problem`."""
    if spec_check.MISSING:
        raise SystemExit("import.py checks the specs it imports: " + spec_check.MISSING)
    checked = list(spec_check.check_files([specs]))
    problems = ["%s: %s" % (os.path.basename(path), problem) for path, found in checked for problem in found]
    return {"files": len(checked), "failed": sum(1 for _, found in checked if found), "problems": problems}


def spec_check_line(rows):
    """What the checks of the imported specs found, over every row."""
    checked = [r for r in rows if "spec_check" in r]
    files = sum(r["spec_check"]["files"] for r in checked)
    failed = [(r["document"], problem) for r in checked for problem in r["spec_check"]["problems"]]
    return ("\nImported specs: %d files of %d documents, %d failing (each read alike by PyYAML's pure-Python and libyaml "
            "loaders and the YAML 1.2 core schema, and valid against Schemas/spec.schema.json)%s" % (
                files, len(checked), sum(r["spec_check"]["failed"] for r in checked),
                "".join("\n- %s: %s" % item for item in failed[:50])))


# gen's scratch package with its mocks: the target run.py's manifest declares, and the mocks' beside it.
MOCKLESS_TARGETS = """        .target(name: "BenchAPI", dependencies: [.product(name: "SpecgenRuntime", package: "Specgen")]),\n"""
MOCKS_TARGET = """        .target(name: "BenchAPIMocks",
                dependencies: ["BenchAPI", .product(name: "SpecgenRuntime", package: "Specgen")]),\n"""


def compile_both(args, name, work, oag_out):
    """Each tool's code in a scratch package of its own, built once (dependencies included); then, --compile-runs
    times, every generated file touched and one model's file touched, the two tools' builds alternating so that the
    machine's drift over the hour weighs on both alike. Medians per tool, and each run's ratio of the two."""
    result, pkgs = {}, {}
    outputs = {"gen": os.path.join(work, "gen-out")}
    if oag_out:
        outputs["oag"] = oag_out
    for kind, out in outputs.items():
        pkg = os.path.join(args.work, "compile", "%s-%s" % (kind, name))
        src = os.path.join(pkg, "Sources", "BenchAPI")
        shutil.rmtree(src, ignore_errors=True)
        shutil.copytree(out, src)
        manifest = (run.GEN_MANIFEST if kind == "gen" else run.OAG_MANIFEST) % {"n": 0, "repo": json.dumps(REPO)}
        target = "BenchAPI"
        if kind == "gen" and args.mocks:
            # The mocks too, in a target of their own (swift-openapi-generator's code has none).
            shutil.rmtree(os.path.join(pkg, "Sources", "BenchAPIMocks"), ignore_errors=True)
            shutil.copytree(os.path.join(work, "gen-mocks"), os.path.join(pkg, "Sources", "BenchAPIMocks"))
            manifest = manifest.replace(MOCKLESS_TARGETS, MOCKLESS_TARGETS + MOCKS_TARGET)
            target = "BenchAPIMocks"
        with open(os.path.join(pkg, "Package.swift"), "w") as f:
            f.write(manifest)
        files = [os.path.join(src, f) for f in os.listdir(src) if f.endswith(".swift")]
        try:
            warm = run.measure(["swift", "build", "--target", target], cwd=pkg, tree=True)
        except SystemExit:
            # The generated code doesn't compile: say so (the first error is in the log above) and go on.
            result[kind] = {"error": "does not compile"}
            continue
        result[kind] = {"warm_s": warm[0], "warm_tree": warm[2], "warnings": warm[3].count(": warning:"), "files": len(files)}
        if not args.first_build_only:
            # One model's file: gen's file that holds the first model its specs declare, swift-openapi-generator's file
            # of schemas (it writes every model there).
            one = os.path.join(src, "Types+Components+Schemas.swift") if kind == "oag" else first_model_file(work, files)
            pkgs[kind] = (pkg, files, one)
    measured = {kind: {"all": [], "one": []} for kind in pkgs}
    for _ in range(args.compile_runs):
        for touched in ("all", "one"):
            for kind, (pkg, files, one) in pkgs.items():
                run.touch(files if touched == "all" else [one])
                measured[kind][touched].append(run.measure(["swift", "build", "--target", "BenchAPI"], cwd=pkg, tree=True))
    for kind, (pkg, files, one) in pkgs.items():
        runs, ones = measured[kind]["all"], measured[kind]["one"]
        result[kind].update({"all_s": statistics.median(m[0] for m in runs), "tree": statistics.median(m[2] for m in runs),
                             "maxrss": statistics.median(m[1] for m in runs), "one_file": os.path.basename(one),
                             "one_s": statistics.median(m[0] for m in ones), "one_tree": statistics.median(m[2] for m in ones),
                             "all_runs": [m[0] for m in runs], "one_runs": [m[0] for m in ones]})
    return result


def first_model_file(work, files):
    """The generated file that holds the first model of the imported specs (the first `struct` of a `+API` file)."""
    for path in sorted(f for f in files if "+API" in os.path.basename(f)):
        with open(path) as f:
            for line in f:
                if line.startswith("public struct "):
                    return path
    raise SystemExit("no model file among gen's output in %s" % work)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--work", default=os.path.join(HERE, ".build", "import-bench"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--compile-runs", type=int, default=2)
    parser.add_argument("--first-build-only", action="store_true",
                        help="build each generated package once (the runtime included): whether it compiles, its warnings, the time")
    parser.add_argument("--tools", help="a folder holding release builds of gen and gen-import to use (default: build them here)")
    parser.add_argument("--resume", help="a log of an earlier run (its JSON lines): the documents it measured are taken from it")
    parser.add_argument("--synthetic", type=int, default=2000, help="endpoints of the synthetic twin (0: none)")
    parser.add_argument("--oag", help="a built swift-openapi-generator (default: build it here)")
    parser.add_argument("--mocks", action="store_true",
                        help="gen writes mocks too, and its first build builds them (a target of their own)")
    parser.add_argument("--only", action="append", default=[],
                        help="only this document (petstore, discord, discord-filtered, github-slice, cloudflare-zones, "
                             "synthetic-N, or with --corpus a corpus document's name); repeat for several; synthetic-N "
                             "sets --synthetic N")
    parser.add_argument("--oag-max-mb", type=float, default=30,
                        help="swift-openapi-generator's code larger than this is generated but not built (default 30)")
    parser.add_argument("--corpus", nargs="?", const=os.path.join(REPO, ".build", "corpus"),
                        help="run the corpus documents (default folder: .build/corpus) instead")
    args = parser.parse_args()
    for name in args.only:
        synthetic = re.fullmatch(r"synthetic-(\d+)", name)
        if synthetic:
            args.synthetic = int(synthetic.group(1))
    os.makedirs(args.work, exist_ok=True)
    gen, gen_import = build_tools(args)
    oag = run.build_oag(args) if not args.corpus or args.oag else None
    if args.corpus:
        return corpus_table(args, gen, gen_import, oag)
    rows = [bench_document(args, name, doc, operations, gen, gen_import, oag) for name, doc, operations in documents(args)
            if not args.only or name in args.only]
    print("| document | size | operations: exact / approximated / skipped | import (release) | peak RSS | gen | "
          "debug build, gen's code | swift-openapi-generator | its debug build |")
    print("|---|---:|---|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        c = r.get("compile", {})
        g, o = c.get("gen", {}), c.get("oag", {})
        # With --first-build-only a tool has its first build (warm_s) alone.
        g = dict(g, all_s=g["warm_s"], tree=g["warm_tree"]) if "all_s" not in g and "warm_s" in g else g
        o = dict(o, all_s=o["warm_s"], tree=o["warm_tree"]) if "all_s" not in o and "warm_s" in o else o
        g = g if "all_s" in g else {}
        if "error" in o:
            o = {"all_s": float("nan"), "warnings": -1, "tree": 0}
        print("| %s | %.2f MB | %s | %.2f s | %.0f MB | %.2f s | %s | %s | %s |" % (
            r["document"], r["bytes"] / 1e6, r["summary"], r["import_s"], r["import_rss"] / 1e6, r["gen_s"],
            "%.1f s (%d files, %d warnings, tree %.2f GB)" % (g["all_s"], g["files"], g["warnings"], g["tree"] / 1e9) if g else "—",
            "%.2f s" % r["oag_s"] if "oag_s" in r else "failed",
            "%.1f s (%d warnings, tree %.2f GB)" % (o["all_s"], o["warnings"], o["tree"] / 1e9) if o else "—"))
    print(spec_check_line(rows))
    builds_table(rows)
    with open(os.path.join(args.work, "results.json"), "w") as f:
        json.dump(rows, f, indent=1)


def builds_table(rows):
    """Debug builds of both tools' code side by side: every file touched and one model's file touched. A document whose
    swift-openapi-generator code was not built (refused, or over --oag-max-mb) shows gen's figures and why."""
    rows = [r for r in rows if "all_s" in r.get("compile", {}).get("gen", {})]
    if not rows:
        return
    print("\n| document | touched | gen's code: time, max process / tree peak | swift-openapi-generator's | gen / it: time, tree |")
    print("|---|---|---:|---:|---:|")
    for r in rows:
        g, o = r["compile"]["gen"], r["compile"].get("oag", {})
        if "all_s" not in o:
            why = (o.get("error") or r.get("oag_error")
                   or ("not built: %.1f MB of Swift, over --oag-max-mb" % (r["oag_bytes"] / 1e6) if "oag_bytes" in r else "not run"))
            print("| %s | all files | %.1f s, %.0f MB / %.2f GB | %s | |" % (
                r["document"], g["all_s"], g["maxrss"] / 1e6, g["tree"] / 1e9, why))
            print("| | one model's file (%s) | %.1f s, tree %.2f GB | | |" % (g["one_file"], g["one_s"], g["one_tree"] / 1e9))
            continue
        print("| %s | all files | %.1f s, %.0f MB / %.2f GB | %.1f s, %.0f MB / %.2f GB | 1/%.1f%s, 1/%.1f |" % (
            r["document"], g["all_s"], g["maxrss"] / 1e6, g["tree"] / 1e9, o["all_s"], o["maxrss"] / 1e6, o["tree"] / 1e9,
            o["all_s"] / g["all_s"], run_ratios(g, o, "all_runs"), o["tree"] / g["tree"]))
        print("| | one model's file (%s; %s) | %.1f s, tree %.2f GB | %.1f s, tree %.2f GB | 1/%.1f%s, 1/%.1f |" % (
            g["one_file"], o["one_file"], g["one_s"], g["one_tree"] / 1e9, o["one_s"], o["one_tree"] / 1e9,
            o["one_s"] / g["one_s"], run_ratios(g, o, "one_runs"), o["one_tree"] / g["one_tree"]))


def run_ratios(g, o, key):
    """Each run's ratio of the two tools' times (their builds alternate), when there is more than one run."""
    pairs = list(zip(g.get(key, []), o.get(key, [])))
    return " (runs: %s)" % ", ".join("1/%.1f" % (b / a) for a, b in pairs) if len(pairs) > 1 else ""


def corpus_table(args, gen, gen_import, oag):
    done = {}
    if args.resume:
        with open(args.resume) as f:
            for line in f:
                if line.startswith('{"document"'):
                    row = json.loads(line)
                    done[row["document"]] = row
    rows = [done[name] if name in done else bench_document(args, name, doc, operations, gen, gen_import, oag)
            for name, doc, operations in documents(args) if not args.only or name in args.only]
    print("| document | size | operations | exact / approx. / skipped | paged of list-shaped (by pattern) | warnings (most frequent kind) "
          "| gen-import | peak RSS | gen | first debug build of gen's code |")
    print("|---|---:|---:|---|---|---|---:|---:|---:|---|")
    totals = [0, 0, 0, 0, 0, 0]
    for r in rows:
        counts = [int(x) for x in re.match(r"(\d+) operations?: (\d+) exact, (\d+) approximated, (\d+) skipped", r["summary"]).groups()]
        paging = re.search(r"(\d+) of (\d+) list-shaped paged(?: \(([^)]*)\))?", r["summary"])
        paged, shaped, patterns = (int(paging.group(1)), int(paging.group(2)), paging.group(3) or "") if paging else (0, 0, "")
        for i, value in enumerate(counts + [paged, shaped]):
            totals[i] += value
        kinds = r["warning_kinds"]
        top = "%d × %s" % (kinds[0][1], kinds[0][0]) if kinds else ""
        g = r.get("compile", {}).get("gen", {})
        # The first build of the generated package (SpecgenRuntime included): every row has it.
        build = ("%.1f s, tree %.2f GB, %d warnings" % (g["warm_s"], g.get("warm_tree", g.get("tree", 0)) / 1e9, g["warnings"])
                 if "warm_s" in g else g.get("error", "—"))
        print("| %s | %.2f MB | %d | %d / %d / %d (%.1f %%) | %s | %d (%s) | %.2f s | %.0f MB | %.2f s | %s |" % (
            r["document"], r["bytes"] / 1e6, counts[0], counts[1], counts[2], counts[3], 100.0 * counts[1] / max(counts[0], 1),
            "%d of %d (%s)" % (paged, shaped, patterns) if paged else "0 of %d" % shaped,
            r["warnings"], top, r["import_s"], r["import_rss"] / 1e6, r["gen_s"], build))
    print("| **all %d** | | %d | %d / %d / %d (%.1f %% exact) | %d of %d | | | | | |" % (
        len(rows), totals[0], totals[1], totals[2], totals[3], 100.0 * totals[1] / max(totals[0], 1), totals[4], totals[5]))
    # What diagnostics_check.py asks of gen-import's output, over every document.
    lines = sum(r.get("output_lines", 0) for r in rows)
    broken = [(r["document"], problem) for r in rows for problem in r.get("diagnostic_problems", [])]
    print("\nDiagnostics: %d lines of output over %d documents (most: %s); %d problems%s" % (
        lines, len(rows), ", ".join("%s %d" % (r["document"], r.get("output_lines", 0))
                                    for r in sorted(rows, key=lambda r: -r.get("output_lines", 0))[:3]),
        len(broken), "".join("\n- %s: %s" % item for item in broken)))
    print(spec_check_line(rows))
    builds_table(rows)
    with open(os.path.join(args.work, "corpus-results.json"), "w") as f:
        json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
