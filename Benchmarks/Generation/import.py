#!/usr/bin/env python3
"""Import benchmark: OpenAPI document -> gen-import -> gen -> a scratch package that compiles, beside
apple/swift-openapi-generator 1.14.3 fed the same document.

Per document (the Petstore and Discord descriptions in ../shared/openapi/, Discord filtered to the operations
whose swift-openapi-generator code compiles — both tools fed the same operations — and the synthetic OpenAPI twin
of make-specs.py, N = 2,000 by default, 2.3 MB): operations exact / approximated / skipped (gen-import's summary),
import time and peak RSS (release build, GNU time's %M, median of --runs), gen time on the imported specs, and the
debug build of each tool's generated code (after a warm-up build of the dependencies: the time of building the
target with every generated file touched, median of --compile-runs; the sampled peak RSS of the whole build tree).

Everything it writes goes under --work (default .build/import-bench/ beside this script, which git ignores).

    python3 import.py                               # the four documents, compile included
    python3 import.py --compile-runs 0 --runs 9     # import and gen only
    python3 import.py --only synthetic-2000 --compile-runs 0
"""

import argparse
import json
import os
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


def build_tools(args):
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


def documents(args):
    """(name, path, operationIds to import or None for all)."""
    discord = os.path.join(SHARED, "discord.json")
    docs = [("petstore", os.path.join(SHARED, "petstore.yaml"), None), ("discord", discord, None),
            ("discord-filtered", discord, operations_avoiding(discord, OAG_DOES_NOT_COMPILE["discord"]))]
    if args.synthetic:
        d = os.path.join(args.work, "synthetic")
        run.make_specs.write(args.synthetic, d)
        docs.append(("synthetic-%d" % args.synthetic, os.path.join(d, "openapi.yaml"), None))
    return docs


def bench_document(args, name, doc, operations, gen, gen_import, oag):
    work = os.path.join(args.work, name)
    os.makedirs(work, exist_ok=True)
    specs = os.path.join(work, "specs")
    row = {"document": name, "bytes": os.path.getsize(doc), "operations": len(operations) if operations is not None else None}
    imports, gens = [], []
    for _ in range(args.runs):
        shutil.rmtree(specs, ignore_errors=True)
        chosen = [flag for operation in operations or [] for flag in ("--operation", operation)]
        imports.append(run.measure([gen_import, doc, "-o", specs, "--service", "BenchService"] + chosen))
        out = os.path.join(work, "gen-out")
        shutil.rmtree(out, ignore_errors=True)
        gens.append(run.measure([gen, specs, "-o", out, "-q"]))
    summary = [line for line in imports[-1][3].splitlines() if " operation" in line][-1]
    row["summary"] = summary.split(": ", 1)[1].split(";")[0]
    row["warnings"] = imports[-1][3].count(": warning:")
    row["import_s"] = statistics.median(m[0] for m in imports)
    row["import_rss"] = statistics.median(m[1] for m in imports)
    row["gen_s"] = statistics.median(m[0] for m in gens)
    oag_out = os.path.join(work, "oag-out")
    shutil.rmtree(oag_out, ignore_errors=True)
    os.makedirs(oag_out)
    try:
        options = ["--mode", "types", "--mode", "client", "--access-modifier", "public"]
        if operations is not None:
            # The same operations through its config's filter (which keeps the schemas they use).
            config_path = os.path.join(work, "openapi-generator-config.yaml")
            with open(config_path, "w") as f:
                f.write("generate: [types, client]\naccessModifier: public\nfilter:\n  operations:\n"
                        + "".join("    - %s\n" % op for op in operations))
            options = ["--config", config_path]
        m = run.measure([oag, "generate", "--output-directory", oag_out] + options + [doc])
        row["oag_s"], row["oag_rss"] = m[0], m[1]
    except SystemExit as error:
        row["oag_error"] = str(error)
    if args.compile_runs:
        row["compile"] = compile_both(args, name, work, oag_out if "oag_s" in row else None)
    run.log(json.dumps(row))
    return row


def compile_both(args, name, work, oag_out):
    result = {}
    outputs = {"gen": os.path.join(work, "gen-out")}
    if oag_out:
        outputs["oag"] = oag_out
    for kind, out in outputs.items():
        pkg = os.path.join(args.work, "compile", "%s-%s" % (kind, name))
        src = os.path.join(pkg, "Sources", "BenchAPI")
        shutil.rmtree(src, ignore_errors=True)
        shutil.copytree(out, src)
        manifest = (run.GEN_MANIFEST if kind == "gen" else run.OAG_MANIFEST) % {"n": 0, "repo": json.dumps(REPO)}
        with open(os.path.join(pkg, "Package.swift"), "w") as f:
            f.write(manifest)
        files = [os.path.join(src, f) for f in os.listdir(src) if f.endswith(".swift")]
        try:
            warm = run.measure(["swift", "build", "--target", "BenchAPI"], cwd=pkg, tree=True)
        except SystemExit:
            # The generated code doesn't compile: say so (the first error is in the log above) and go on.
            result[kind] = {"error": "does not compile"}
            continue
        runs = []
        for _ in range(args.compile_runs):
            run.touch(files)
            runs.append(run.measure(["swift", "build", "--target", "BenchAPI"], cwd=pkg, tree=True))
        result[kind] = {"warm_s": warm[0], "warnings": warm[3].count(": warning:"), "files": len(files),
                        "all_s": statistics.median(m[0] for m in runs), "tree": statistics.median(m[2] for m in runs)}
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--work", default=os.path.join(HERE, ".build", "import-bench"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--compile-runs", type=int, default=2)
    parser.add_argument("--synthetic", type=int, default=2000, help="endpoints of the synthetic twin (0: none)")
    parser.add_argument("--oag", help="a built swift-openapi-generator (default: build it here)")
    parser.add_argument("--only", action="append", default=[], help="only this document (petstore, discord, synthetic-N)")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    gen, gen_import = build_tools(args)
    oag = run.build_oag(args)
    rows = [bench_document(args, name, doc, operations, gen, gen_import, oag) for name, doc, operations in documents(args)
            if not args.only or name in args.only]
    print("| document | size | operations: exact / approximated / skipped | import (release) | peak RSS | gen | "
          "debug build, gen's code | swift-openapi-generator | its debug build |")
    print("|---|---:|---|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        c = r.get("compile", {})
        g, o = c.get("gen", {}), c.get("oag", {})
        g = g if "all_s" in g else {}
        if "error" in o:
            o = {"all_s": float("nan"), "warnings": -1, "tree": 0}
        print("| %s | %.2f MB | %s | %.2f s | %.0f MB | %.2f s | %s | %s | %s |" % (
            r["document"], r["bytes"] / 1e6, r["summary"], r["import_s"], r["import_rss"] / 1e6, r["gen_s"],
            "%.1f s (%d files, %d warnings, tree %.2f GB)" % (g["all_s"], g["files"], g["warnings"], g["tree"] / 1e9) if g else "—",
            "%.2f s" % r["oag_s"] if "oag_s" in r else "failed",
            "%.1f s (%d warnings, tree %.2f GB)" % (o["all_s"], o["warnings"], o["tree"] / 1e9) if o else "—"))
    with open(os.path.join(args.work, "results.json"), "w") as f:
        json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
