#!/usr/bin/env python3
"""Replays real recorded responses through imported code: for each vendor of sources.json with a corpus document,
gen-import imports the document, gen generates Swift, and a scratch package decodes every recorded 2xx JSON body
(extract.py's .build/replay/<vendor>.jsonl) as the matched endpoint's response type, with the endpoint's date coding
and as-is keys, as a generated request's `decode` does. Prints per vendor: exchanges, matched to an endpoint,
decoded, and the failures by class (DecodingError's kind: a key missing, null, a type mismatch, a value the type
refuses) with the most frequent places.

    python3 extract.py && python3 replay.py --tools DIR            # DIR: release builds of gen and gen-import
    python3 replay.py --tools DIR --only linode,slack --overlay linode=fixes.yaml
    python3 replay.py --tools DIR --learn half     # learn an overlay from the even exchanges, decode the odd ones
    python3 replay.py --tools DIR --learn all      # learn from all, decode all: what no overlay fixes is left

With --learn, gen-import imports with the overlay it learns from recorded exchanges (--responses, --write-overlay;
the overlay is left in the vendor's work folder as fixes.yaml) and its own verdict is printed beside the table.

An exchange is matched by method and path against each endpoint's path template (the service's base URL path taken
off first; literal segments beat parameters; a path alone matches when no method does). Endpoints with several typed statuses (`responses:`) and those whose
response is not decoded (no body, raw data) are counted apart.
"""
import argparse
import collections
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import urllib.parse

import yaml

# A plain `=` is YAML 1.1's "value" key, which PyYAML can't construct: here it is the text it is (an enum value).
yaml.CSafeLoader.add_constructor("tag:yaml.org,2002:value", lambda loader, node: loader.construct_scalar(node))

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
CORPUS = os.path.join(REPO, ".build", "corpus")

MANIFEST = """// swift-tools-version: 6.2
// Scratch package of Benchmarks/Replay/replay.py.
import PackageDescription

let package = Package(
    name: "Replay",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "Specgen", path: %(repo)s)],
    targets: [
        .target(name: "ReplayAPI", dependencies: [.product(name: "SpecgenRuntime", package: "Specgen")]),
        .executableTarget(name: "replay",
                          dependencies: ["ReplayAPI", .product(name: "SpecgenRuntime", package: "Specgen")]),
    ]
)
"""

MAIN = """import Foundation
import ReplayAPI
import SpecgenRuntime

/// Reads `matches.tsv` (line, request type, date coding) and the vendor's JSON Lines; writes one result per line.
func coding(_ text: String) -> DateCoding {
    switch text {
    case "iso8601": return .iso8601
    case "rfc3339": return .rfc3339
    case "seconds": return .seconds
    case "milliseconds": return .milliseconds
    default: return .format(String(text.dropFirst("format:".count)))
    }
}

func place(_ path: [any CodingKey]) -> String {
    path.map { $0.intValue.map { "[\\($0)]" } ?? "." + $0.stringValue }.joined()
}

func outcome(_ error: any Swift.Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, let context)?: return "key missing\\t" + place(context.codingPath + [key])
    case .valueNotFound(_, let context)?: return "null\\t" + place(context.codingPath)
    case .typeMismatch(_, let context)?: return "type mismatch\\t" + place(context.codingPath)
    case .dataCorrupted(let context)?:
        let what = context.debugDescription.prefix(60).replacingOccurrences(of: "\\t", with: " ")
        return "value refused\\t" + place(context.codingPath) + " " + what
    default: return "other\\t\\(error)"
    }
}

let arguments = CommandLine.arguments
let lines = try String(contentsOfFile: arguments[1], encoding: .utf8).split(separator: "\\n", omittingEmptySubsequences: false)
var results: [String] = []
for match in try String(contentsOfFile: arguments[2], encoding: .utf8).split(separator: "\\n") {
    let fields = match.split(separator: "\\t", omittingEmptySubsequences: false).map(String.init)
    let index = Int(fields[0])!
    let record = try JSONSerialization.jsonObject(with: Data(lines[index].utf8)) as! [String: Any]
    let body = try JSONSerialization.data(withJSONObject: record["body"]!, options: [.fragmentsAllowed])
    let decoder = JSONCoding(dates: coding(fields[2])).makeDecoder()
    do {
        try decode(fields[1], body, decoder)
        results.append("\\(index)\\tdecoded\\t")
    } catch {
        results.append("\\(index)\\t" + outcome(error))
    }
}
try results.joined(separator: "\\n").write(toFile: arguments[3], atomically: true, encoding: .utf8)
"""


def log(text):
    print(text, file=sys.stderr, flush=True)


def document(name):
    """The corpus document `name` as Benchmarks/Corpus/outputs.py finds it (a file, or a split document's root)."""
    spec = importlib.util.spec_from_file_location("outputs", os.path.join(REPO, "Benchmarks", "Corpus", "outputs.py"))
    outputs = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(outputs)
    for found, path, _ in outputs.documents(CORPUS):
        if found == name:
            return path
    raise SystemExit("no corpus document %s in %s (run Benchmarks/Corpus/corpus.py)" % (name, CORPUS))


def endpoints(specs):
    """(method, path regex, literal segments, endpoint name, response type text or None, dates, base path)."""
    found, files = [], []
    for name in sorted(os.listdir(specs)):
        if name.endswith(".yaml"):
            with open(os.path.join(specs, name)) as f:
                # libyaml's loader: PyYAML's own reads `{ type: String?, … }` otherwise (a `?` in a flow mapping).
                files.append(yaml.load(f, Loader=yaml.CSafeLoader) or {})
    # The base URL belongs to the service (one service here): any one file gives it.
    base = next((urllib.parse.urlparse(s["baseURL"]).path.rstrip("/") for s in files if s.get("baseURL")), "")
    for spec in files:
        dates = spec.get("dates", "iso8601")
        if dates not in ("iso8601", "rfc3339", "seconds", "milliseconds"):
            dates = "format:" + dates
        for key, endpoint in (spec.get("endpoints") or {}).items():
            path = endpoint["path"]
            parts = [p for p in path.split("/") if p]
            pattern = "^/" + "/".join("[^/]+" if re.fullmatch(r"\{[^}]+\}", p) else re.escape(p) for p in parts) + "/?$"
            literal = sum(1 for p in parts if not p.startswith("{"))
            found.append((endpoint.get("method", "GET").upper(), re.compile(pattern), literal, str(key),
                          endpoint.get("response") if "responses" not in endpoint else None,
                          "responses" in endpoint, dates, base))
    return found


def request_types(swift):
    """Each generated request type and its Response."""
    types = {}
    for name in os.listdir(swift):
        with open(os.path.join(swift, name)) as f:
            text = f.read()
        for m in re.finditer(r"public struct (\w+): Request \{\n    public typealias Response = (.+)\n", text):
            types[m.group(1)] = m.group(2)
    return types


def upper_camel(name):
    words = re.split(r"[^A-Za-z0-9]+", name)
    return "".join(w[:1].upper() + w[1:] for w in words if w)


def match(exchange, table):
    """The endpoint the exchange's method and path match (literal segments beat parameters); else one its path alone
    matches (Slack's SDKs POST every method the document calls GET, and the server answers both alike)."""
    url = urllib.parse.urlparse(exchange["url"])
    best = None
    for entry in table:
        method, pattern, literal, _, _, _, _, base = entry
        path = url.path
        if base and (path == base or path.startswith(base + "/")):
            path = path[len(base):] or "/"
        if not pattern.match(path):
            continue
        rank = (method == exchange["method"].upper(), literal)
        if best is None or rank > best[0]:
            best = (rank, entry)
    return best[1] if best else None


def replay(vendor, doc, exchanges_file, tools, work, overlays, learn="none"):
    """Decodes the vendor's exchanges; with `learn` "half", the import takes the overlay gen-import learns from the
    even exchanges (--responses, --write-overlay) and the odd ones are decoded; with "all", it learns from all."""
    shutil.rmtree(work, ignore_errors=True)
    specs, pkg = os.path.join(work, "specs"), os.path.join(work, "pkg")
    api = os.path.join(pkg, "Sources", "ReplayAPI")
    overlay_args = [a for o in overlays for a in ("--overlay", o)]
    with open(exchanges_file) as f:
        lines = [line for line in f if line.strip()]
    learned = ""
    if learn != "none":
        os.makedirs(work, exist_ok=True)
        teacher = os.path.join(work, "learn.jsonl")
        with open(teacher, "w") as f:
            f.writelines(lines[::2] if learn == "half" else lines)
        overlay_args += ["--responses", teacher, "--write-overlay", os.path.join(work, "fixes.yaml")]
    run = subprocess.run([os.path.join(tools, "gen-import"), doc, "-o", specs, "--service", "Replay"] + overlay_args,
                         check=True, capture_output=True, text=True)
    for line in run.stdout.splitlines():
        if line.startswith("recorded:"):
            learned = line
    subprocess.run([os.path.join(tools, "gen"), specs, "-o", api, "-q"], check=True)
    table = endpoints(specs)
    types = request_types(api)
    records = [json.loads(line) for line in lines]
    counts = collections.Counter()
    matches, cases = [], {}
    for index, record in enumerate(records):
        if learn == "half" and index % 2 == 0:
            continue
        found = match(record, table)
        if not found:
            counts["unmatched"] += 1
            continue
        _, _, _, name, response, several, dates, _ = found
        request = upper_camel(name) + "Request"
        response_type = types.get(request)
        if several:
            counts["several statuses"] += 1
        elif response_type is None:
            counts["request type not found"] += 1
        elif response_type in ("Void", "Data", "String"):
            counts["not decoded (%s)" % response_type] += 1
        else:
            matches.append("%d\t%s\t%s" % (index, request, dates))
            cases[request] = response_type
    os.makedirs(os.path.join(pkg, "Sources", "replay"), exist_ok=True)
    with open(os.path.join(pkg, "Package.swift"), "w") as f:
        f.write(MANIFEST % {"repo": json.dumps(REPO)})
    with open(os.path.join(pkg, "Sources", "replay", "main.swift"), "w") as f:
        f.write(MAIN)
    with open(os.path.join(pkg, "Sources", "replay", "Decode.swift"), "w") as f:
        f.write("import Foundation\nimport ReplayAPI\n\n/// Decodes `body` as the response of the request named.\n"
                "func decode(_ request: String, _ body: Data, _ decoder: JSONDecoder) throws {\n"
                "    switch request {\n")
        for request in sorted(cases):
            f.write("    case %s: _ = try decoder.decode(%s.Response.self, from: body)\n" % (json.dumps(request), request))
        f.write("    default: fatalError(request)\n    }\n}\n")
    with open(os.path.join(work, "matches.tsv"), "w") as f:
        f.write("\n".join(matches))
    log("%s: %d exchanges, %d to decode through %d request types; building ..." % (
        vendor, len(records), len(matches), len(cases)))
    build = subprocess.run(["swift", "build"], cwd=pkg, capture_output=True, text=True)
    if build.returncode != 0:
        raise SystemExit("%s: the package doesn't build:\n%s" % (vendor, build.stdout[-3000:] + build.stderr[-2000:]))
    results = os.path.join(work, "results.tsv")
    subprocess.run([os.path.join(pkg, ".build", "debug", "replay"), os.path.abspath(exchanges_file),
                    os.path.join(work, "matches.tsv"), results], check=True)
    places = collections.Counter()
    with open(results) as f:
        for line in f:
            _, kind, where = (line.rstrip("\n").split("\t") + [""])[:3]
            counts[kind] += 1
            if kind != "decoded":
                places[(kind, re.sub(r"\[\d+\]", "[]", where))] += 1
    tested = len(records) // 2 if learn == "half" else len(records)
    return tested, counts, places, learned


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tools", required=True, help="a folder holding release builds of gen and gen-import")
    parser.add_argument("--recorded", default=os.path.join(REPO, ".build", "replay"))
    parser.add_argument("--work", default=os.path.join(REPO, ".build", "replay-work"))
    parser.add_argument("--only", default="")
    parser.add_argument("--overlay", action="append", default=[], help="VENDOR=FILE (repeatable)")
    parser.add_argument("--learn", choices=["none", "half", "all"], default="none",
                        help="import with the overlay gen-import learns (--responses) from the even exchanges, and "
                             "decode the odd ones (half), or learn from all and decode all (all)")
    args = parser.parse_args()
    with open(os.path.join(HERE, "sources.json")) as f:
        sources = json.load(f)
    only = set(filter(None, args.only.split(",")))
    overlays = collections.defaultdict(list)
    for item in args.overlay:
        vendor, path = item.split("=", 1)
        overlays[vendor].append(os.path.abspath(path))
    vendors = {}
    for source in sources:
        if source.get("corpus_document") and (not only or source["vendor"] in only):
            vendors[source["vendor"]] = source["corpus_document"]
    print("| vendor | exchanges | matched, decodable | decoded | failed, by class | most frequent places |")
    print("|---|---:|---:|---:|---|---|")
    for vendor, doc in sorted(vendors.items()):
        total, counts, places, learned = replay(vendor, document(doc),
                                                os.path.join(args.recorded, vendor + ".jsonl"), args.tools,
                                                os.path.join(args.work, vendor), overlays[vendor], args.learn)
        if learned:
            log("%s: %s" % (vendor, learned))
        tried = sum(v for k, v in counts.items() if k == "decoded" or k in ("key missing", "null", "type mismatch",
                                                                                 "value refused", "other"))
        failed = ", ".join("%s %d" % (k, v) for k, v in counts.most_common()
                           if k not in ("decoded",))
        top = "; ".join("%s %s (%d)" % (k, w, n) for (k, w), n in places.most_common(3))
        print("| %s | %d | %d | %d (%.1f %%) | %s | %s |" % (
            vendor, total, tried, counts["decoded"], 100.0 * counts["decoded"] / max(tried, 1), failed, top),
            flush=True)


if __name__ == "__main__":
    main()
