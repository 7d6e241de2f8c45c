#!/usr/bin/env python3
"""The generated API target and its mocks target, built side by side: how each grows with the API.

For each case — the synthetic spec of make-specs.py at each N of --ns, and each folder of specs given with --specs
(what gen-import wrote for a document) — gen writes the API and its mock networkers into a scratch package whose
`BenchAPI` target holds the API and `BenchAPIMocks` the mocks. After a warm-up build of SpecgenRuntime, it times the
first debug build of `BenchAPI`, then of `BenchAPIMocks` (the API already built), each with the compiler's
per-function type-check timer on, and reports wall and CPU time, the largest process, and the slowest functions of
each target (`-debug-time-function-bodies`).

    python3 mocks.py --gen ../../.build/release/gen --ns 250,500,1000,2000
    python3 mocks.py --gen GEN --ns "" --specs cloudflare=.build/import-bench/cloudflare/specs
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
import importlib.util  # noqa: E402

_spec = importlib.util.spec_from_file_location("make_specs", os.path.join(HERE, "make-specs.py"))
make_specs = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_specs)
_spec = importlib.util.spec_from_file_location("run", os.path.join(HERE, "run.py"))
run = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(run)

MANIFEST = """// swift-tools-version: 6.2
// Scratch package of Benchmarks/Generation/mocks.py: gen's API and mocks for %(case)s.
import PackageDescription

let package = Package(
    name: "MockBench",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "Specgen", path: %(repo)s)],
    targets: [
        .target(name: "BenchAPI", dependencies: [.product(name: "SpecgenRuntime", package: "Specgen")]),
        .target(name: "BenchAPIMocks",
                dependencies: ["BenchAPI", .product(name: "SpecgenRuntime", package: "Specgen")]),
    ]
)
"""

TIMERS = ["-Xswiftc", "-Xfrontend", "-Xswiftc", "-debug-time-function-bodies"]
TIMER_LINE = re.compile(r"^(\d+(?:\.\d+)?)ms\t([^\t]+)\t(.+)$")


def slowest(output, count, folder):
    """The `count` slowest function bodies the timer printed for files in `folder`: (ms, where, what)."""
    found = {}
    for line in output.splitlines():
        m = TIMER_LINE.match(line.strip())
        if m and folder in m.group(2):
            found[(m.group(2), m.group(3))] = max(found.get((m.group(2), m.group(3)), 0.0), float(m.group(1)))
    ranked = sorted(found.items(), key=lambda item: -item[1])[:count]
    return [(ms, where, what.split("@")[0]) for (where, what), ms in ranked]


def bench(case, specs, gen, work, top):
    pkg = os.path.join(work, case)
    shutil.rmtree(pkg, ignore_errors=True)
    api, mocks = os.path.join(pkg, "Sources", "BenchAPI"), os.path.join(pkg, "Sources", "BenchAPIMocks")
    os.makedirs(api)
    os.makedirs(mocks)
    subprocess.run([gen, specs, "-o", api, "--mocks-output", mocks, "--module", "BenchAPI", "-q"], check=True,
                   stdout=subprocess.DEVNULL)
    with open(os.path.join(pkg, "Package.swift"), "w") as f:
        f.write(MANIFEST % {"case": case, "repo": json.dumps(REPO)})
    run.log("%s: warm-up (SpecgenRuntime) ..." % case)
    # With the timer's flags too: flags that differ would build the runtime again with the API.
    run.measure(["swift", "build", "--target", "SpecgenRuntime"] + TIMERS, cwd=pkg)
    row = {"case": case}
    for target in ("BenchAPI", "BenchAPIMocks"):
        wall, maxrss, tree, out, cpu = run.measure(["swift", "build", "--target", target] + TIMERS, cwd=pkg,
                                                   tree=True)
        files = [n for n in os.listdir(os.path.join(pkg, "Sources", target)) if n.endswith(".swift")]
        row[target] = {"wall": wall, "cpu": cpu, "maxrss": maxrss, "tree": tree, "files": len(files),
                       "warnings": out.count(": warning:"), "slowest": slowest(out, top, "/Sources/%s/" % target)}
        run.log("  %s: %.1f s (CPU %.1f s), largest process %.0f MB, %d files, %d warnings; slowest %s" % (
            target, wall, cpu, maxrss / 1e6, len(files), row[target]["warnings"],
            ", ".join("%.1f ms %s" % (ms, what) for ms, _, what in row[target]["slowest"][:3])))
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--gen", required=True, help="a release build of gen")
    parser.add_argument("--ns", default="250,500,1000,2000", help="synthetic sizes, comma-separated ('' for none)")
    parser.add_argument("--specs", action="append", default=[], metavar="NAME=DIR",
                        help="a folder of specs (gen-import's output) to build as case NAME")
    parser.add_argument("--top", type=int, default=5, help="how many of the slowest functions to keep")
    parser.add_argument("--work", default=os.path.join(HERE, ".build", "mocks-bench"))
    parser.add_argument("--json", help="write the rows to this file")
    args = parser.parse_args()
    gen = os.path.abspath(args.gen)
    cases = []
    for n in [int(x) for x in args.ns.split(",") if x]:
        d = os.path.join(args.work, "specs-%d" % n)
        make_specs.write(n, d)
        cases.append(("N=%d" % n, os.path.join(d, "Specs")))
    for item in args.specs:
        name, _, folder = item.partition("=")
        cases.append((name, os.path.abspath(folder)))
    rows = [bench(case, specs, gen, args.work, args.top) for case, specs in cases]
    print("| case | API: time (CPU) | mocks: time (CPU) | mocks / API | slowest function, API | slowest, mocks |")
    print("|---|---:|---:|---:|---|---|")
    for row in rows:
        a, m = row["BenchAPI"], row["BenchAPIMocks"]
        slow = [r["slowest"][0] if r["slowest"] else (0.0, "", "") for r in (a, m)]
        print("| %s | %.1f s (%.1f) | %.1f s (%.1f) | %.2f | %.1f ms %s | %.1f ms %s |" % (
            row["case"], a["wall"], a["cpu"], m["wall"], m["cpu"], m["wall"] / a["wall"],
            slow[0][0], slow[0][2], slow[1][0], slow[1][2]))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
