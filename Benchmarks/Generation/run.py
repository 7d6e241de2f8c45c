#!/usr/bin/env python3
"""Generation benchmark: gen vs. apple/swift-openapi-generator 1.14.3, in one run, interleaved.

For each N (endpoints): writes the synthetic spec and its OpenAPI twin (make-specs.py), then runs
gen and swift-openapi-generator (types + client) alternately, run by run, each into an empty output folder,
and reports the median wall time, the median peak RSS (GNU time's %M) and the output size.

For each N of --compile-ns: puts each tool's output into a scratch package (gen's with SpecgenRuntime from this
repository, the OpenAPI one with OpenAPIRuntime + HTTPTypes), builds it once (debug) to warm the dependencies,
then times `swift build --target BenchAPI` after touching all generated files and after touching one, gen and
openapi alternately, and reports medians of wall time, of GNU time's %M (largest single process of the build's
process tree) and of the sampled peak of the summed RSS of the whole tree (all concurrent compiler processes).

Everything it writes goes under --work (default: .build/bench/ beside this script, which git ignores).

    python3 run.py                              # N = 10, 100, 1000, 5000; compile at 100, 1000
    python3 run.py --ns 1000 --runs 9 --compile-ns ""   # generation only
"""

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
import importlib.util  # noqa: E402

_spec = importlib.util.spec_from_file_location("make_specs", os.path.join(HERE, "make-specs.py"))
make_specs = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_specs)

PAGE = os.sysconf("SC_PAGE_SIZE")


def log(*args):
    print(*args, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------------------------
# Measuring one command


class TreeRSSSampler(threading.Thread):
    """Samples the summed RSS of a process and all its descendants every `interval` seconds."""

    def __init__(self, root_pid, interval=0.05):
        super().__init__(daemon=True)
        self.root = root_pid
        self.interval = interval
        self.peak = 0
        self.stop = threading.Event()

    def sample(self):
        children, rss = {}, {}
        for name in os.listdir("/proc"):
            if not name.isdigit():
                continue
            try:
                with open("/proc/%s/stat" % name) as f:
                    s = f.read()
            except OSError:
                continue
            fields = s[s.rfind(")") + 2:].split()
            pid = int(name)
            children.setdefault(int(fields[1]), []).append(pid)
            rss[pid] = int(fields[21]) * PAGE
        total, todo = 0, [self.root]
        while todo:
            pid = todo.pop()
            total += rss.get(pid, 0)
            todo.extend(children.get(pid, ()))
        return total

    def run(self):
        while not self.stop.is_set():
            self.peak = max(self.peak, self.sample())
            self.stop.wait(self.interval)


def measure(cmd, cwd=None, tree=False, quiet=True):
    """Runs cmd under /usr/bin/time; returns (wall s, %M bytes, tree peak bytes or None, output, user+sys s)."""
    tf = os.path.join(HERE, ".build", "time.out")
    os.makedirs(os.path.dirname(tf), exist_ok=True)
    full = ["/usr/bin/time", "-o", tf, "-f", "%e %M %U %S"] + cmd
    start = time.perf_counter()
    p = subprocess.Popen(full, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    sampler = None
    if tree:
        sampler = TreeRSSSampler(p.pid)
        sampler.start()
    out, _ = p.communicate()
    wall = time.perf_counter() - start
    if sampler:
        sampler.stop.set()
        sampler.join()
    if p.returncode != 0:
        sys.stderr.write(out.decode(errors="replace")[-5000:])
        raise SystemExit("failed (%d): %s" % (p.returncode, " ".join(cmd)))
    with open(tf) as f:
        fields = f.read().split()[-4:]
    maxrss_kb, cpu = int(fields[1]), float(fields[2]) + float(fields[3])
    return wall, maxrss_kb * 1024, (sampler.peak if sampler else None), out.decode(errors="replace"), cpu


def folder_size(folder):
    files = size = lines = 0
    for root, _, names in os.walk(folder):
        for n in names:
            if n.endswith(".swift"):
                p = os.path.join(root, n)
                files += 1
                size += os.path.getsize(p)
                with open(p, "rb") as f:
                    lines += f.read().count(b"\n")
    return files, size, lines


# ---------------------------------------------------------------------------------------------------------------
# Tools


def build_gen(args):
    if args.gen:
        return os.path.abspath(args.gen)
    log("building gen (release) into %s ..." % args.gen_scratch)
    subprocess.run(["swift", "build", "-c", "release", "--product", "gen", "--scratch-path", args.gen_scratch],
                   cwd=REPO, check=True, stdout=subprocess.DEVNULL)
    return os.path.join(args.gen_scratch, "release", "gen")


def build_oag(args):
    if args.oag:
        return os.path.abspath(args.oag)
    log("building swift-openapi-generator 1.14.3 (release) ...")
    subprocess.run(["swift", "build", "-c", "release", "--product", "swift-openapi-generator"],
                   cwd=HERE, check=True, stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=HERE, check=True,
                              capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "swift-openapi-generator")


def gen_cmd(gen, d, out):
    return [gen, os.path.join(d, "Specs"), "-o", out, "-q"]


def oag_cmd(oag, d, out):
    return [oag, "generate", "--mode", "types", "--mode", "client", "--access-modifier", "public",
            "--output-directory", out, os.path.join(d, "openapi.yaml")]


# ---------------------------------------------------------------------------------------------------------------
# Generation


def bench_generation(args, gen, oag):
    results = []
    for n in args.ns:
        d = os.path.join(args.work, "N%d" % n)
        make_specs.write(n, d)
        runs = {"gen": [], "oag": [], "gen-same": []}
        sizes = {}
        log("N=%d: %d interleaved runs each" % (n, args.runs))
        trash = []
        for r in range(args.runs):
            # gen into a new folder, openapi into a new folder, then gen again over its unchanged output.
            for kind in ("gen", "oag", "gen-same"):
                tool = "oag" if kind == "oag" else "gen"
                # Every run writes into a folder of its own that did not exist (gen writes only files whose bytes
                # change: "gen-same" measures that case). Nothing is deleted until the N is done: on this VM's
                # ext4 (mounted with `discard`) deleting thousands of files right before a run slows that run's
                # file creation by seconds. `sync` first, so no run pays for the previous one's writeback.
                out = os.path.join(d, "%s-out-%d" % (tool, r))
                if kind != "gen-same":
                    shutil.rmtree(out, ignore_errors=True)
                    os.makedirs(out)
                    trash.append(out)
                subprocess.run(["sync"], check=True)
                cmd = gen_cmd(gen, d, out) if tool == "gen" else oag_cmd(oag, d, out)
                wall, rss, _, _, cpu = measure(cmd)
                runs[kind].append((wall, rss, cpu))
                sizes[kind] = folder_size(out)
        for kind in ("gen", "oag"):  # the compile comparison copies the last run's output
            final = os.path.join(d, kind + "-out")
            shutil.rmtree(final, ignore_errors=True)
            os.rename(os.path.join(d, "%s-out-%d" % (kind, args.runs - 1)), final)
        for t in trash:
            shutil.rmtree(t, ignore_errors=True)
        subprocess.run(["sync"], check=True)
        row = {"n": n}
        for kind in ("gen", "oag", "gen-same"):
            row[kind] = {
                "time": statistics.median(w for w, _, _ in runs[kind]),
                "time_min": min(w for w, _, _ in runs[kind]),
                "time_max": max(w for w, _, _ in runs[kind]),
                "cpu": statistics.median(c for _, _, c in runs[kind]),
                "rss": statistics.median(m for _, m, _ in runs[kind]),
                "files": sizes[kind][0], "bytes": sizes[kind][1], "lines": sizes[kind][2],
                "runs": runs[kind],
            }
        log("  gen %.3f s (cpu %.3f s) %.1f MB | unchanged output %.3f s | openapi %.3f s (cpu %.3f s) %.1f MB" % (
            row["gen"]["time"], row["gen"]["cpu"], row["gen"]["rss"] / 1e6, row["gen-same"]["time"],
            row["oag"]["time"], row["oag"]["cpu"], row["oag"]["rss"] / 1e6))
        results.append(row)
    return results


# ---------------------------------------------------------------------------------------------------------------
# Compile time of the generated code

GEN_MANIFEST = """// swift-tools-version: 6.2
// Scratch package of the generation benchmark (Benchmarks/Generation/run.py): gen's output for N = %(n)d.
import PackageDescription

let package = Package(
    name: "GenBench",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "Specgen", path: %(repo)s)],
    targets: [
        .target(name: "BenchAPI", dependencies: [.product(name: "SpecgenRuntime", package: "Specgen")]),
    ]
)
"""

OAG_MANIFEST = """// swift-tools-version: 6.2
// Scratch package of the generation benchmark (Benchmarks/Generation/run.py): swift-openapi-generator's output
// (types + client) for N = %(n)d.
import PackageDescription

let package = Package(
    name: "OpenAPIBench",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4"),
        .package(url: "https://github.com/apple/swift-http-types", exact: "1.8.0"),
    ],
    targets: [
        .target(
            name: "BenchAPI",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
    ]
)
"""


def holder(files, text):
    """The first of `files` whose text contains `text`."""
    for path in files:
        with open(path) as f:
            if text in f.read():
                return path
    raise SystemExit("no file holds %r" % text)


def touch(paths):
    now = time.time()
    for p in paths:
        os.utime(p, (now, now))


def bench_compile(args, gen, oag):
    results = []
    for n in args.compile_ns:
        d = os.path.join(args.work, "N%d" % n)
        make_specs.write(n, d)
        pkgs = {}
        for kind in ("gen", "oag"):
            # Generated afresh every time: an output left by an earlier run may come from another gen.
            out = os.path.join(d, kind + "-out")
            shutil.rmtree(out, ignore_errors=True)
            os.makedirs(out)
            subprocess.run(gen_cmd(gen, d, out) if kind == "gen" else oag_cmd(oag, d, out), check=True,
                           stdout=subprocess.DEVNULL)
            pkg = os.path.join(args.work, "compile", "%s-%d" % (kind, n))
            src = os.path.join(pkg, "Sources", "BenchAPI")
            shutil.rmtree(src, ignore_errors=True)
            shutil.copytree(out, src)
            manifest = (GEN_MANIFEST if kind == "gen" else OAG_MANIFEST) % {"n": n, "repo": json.dumps(REPO)}
            with open(os.path.join(pkg, "Package.swift"), "w") as f:
                f.write(manifest)
            files = sorted(os.path.join(src, f) for f in os.listdir(src) if f.endswith(".swift"))
            # The file that holds the Resource1 model: gen's Bench+API.swift (Resource1.swift with
            # --layout per-type), the OpenAPI generator's Types+Components+Schemas.swift (1.14 splits Types.swift:
            # schemas, operations, ...).
            one = os.path.join(src, "Types+Components+Schemas.swift") if kind == "oag" else holder(files, "struct Resource1:")
            pkgs[kind] = (pkg, files, one)
            log("N=%d %s: warm-up build (dependencies + target) ..." % (n, kind))
            wall, rss, tree, out_text, _ = measure(["swift", "build", "--target", "BenchAPI"], cwd=pkg, tree=True)
            warnings = out_text.count(": warning:")
            log("  %.1f s, %d warnings" % (wall, warnings))
            pkgs[kind] += (wall, warnings)
        runs = {(k, t): [] for k in ("gen", "oag") for t in ("all", "one")}
        for r in range(args.compile_runs):
            for what in ("all", "one"):
                for kind in ("gen", "oag"):
                    pkg, files, one, _, _ = pkgs[kind]
                    touch(files if what == "all" else [one])
                    m = measure(["swift", "build", "--target", "BenchAPI"], cwd=pkg, tree=True)
                    runs[(kind, what)].append(m[:3])
                    log("  N=%d %s touch-%s: %.1f s, max process %.0f MB, tree %.0f MB" % (
                        n, kind, what, m[0], m[1] / 1e6, m[2] / 1e6))
        row = {"n": n}
        for kind in ("gen", "oag"):
            row[kind] = {"warm_build": pkgs[kind][3], "warnings": pkgs[kind][4], "files": len(pkgs[kind][1])}
            for what in ("all", "one"):
                rs = runs[(kind, what)]
                row[kind][what] = {
                    "time": statistics.median(x[0] for x in rs),
                    "time_min": min(x[0] for x in rs), "time_max": max(x[0] for x in rs),
                    "maxrss": statistics.median(x[1] for x in rs),
                    "tree": statistics.median(x[2] for x in rs),
                    "tree_max": max(x[2] for x in rs),
                    "runs": rs,
                }
        results.append(row)
    return results


# ---------------------------------------------------------------------------------------------------------------
# Report


def mb(b):
    return "%.1f MB" % (b / 1e6) if b < 1e9 else "%.2f GB" % (b / 1e9)


def kb(b):
    return "%.0f KB" % (b / 1e3) if b < 1e6 else "%.1f MB" % (b / 1e6)


def report(gen_rows, compile_rows, meta):
    out = ["Machine: %s" % meta["machine"], "", "gen built from: %s" % meta.get("commit", "?"), ""]
    if gen_rows:
        out += ["### Generation (median of %d interleaved runs each, every run into a new output folder)" % meta["runs"], "",
                "Wall time (user+sys CPU time in parentheses); peak RSS is GNU time's %M.", "",
                "| N | gen time | gen peak RSS | gen output | openapi time | openapi peak RSS | openapi output | time ratio (openapi/gen) | RSS ratio |",
                "|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for r in gen_rows:
            g, o = r["gen"], r["oag"]
            out.append("| %s | %.3f s (%.3f s) | %s | %s, %d files, %s lines | %.2f s (%.2f s) | %s | %s, %d files, %s lines | %.1f× | %.1f× |" % (
                "{:,}".format(r["n"]), g["time"], g["cpu"], mb(g["rss"]), kb(g["bytes"]), g["files"], "{:,}".format(g["lines"]),
                o["time"], o["cpu"], mb(o["rss"]), kb(o["bytes"]), o["files"], "{:,}".format(o["lines"]),
                o["time"] / g["time"], o["rss"] / g["rss"]))
        out += ["", "gen again over its own unchanged output (renders and compares, writes nothing):", "",
                "| N | time | CPU | peak RSS | openapi / this |", "|---:|---:|---:|---:|---:|"]
        for r in gen_rows:
            g = r["gen-same"]
            out.append("| %s | %.3f s | %.3f s | %s | %.0f× |" % ("{:,}".format(r["n"]), g["time"], g["cpu"], mb(g["rss"]),
                                                             r["oag"]["time"] / g["time"]))
        out.append("")
        base = {r["n"]: r for r in gen_rows}
        if 1000 in base and 5000 in base:
            for kind, name in (("gen", "gen"), ("oag", "openapi")):
                t1, t5 = base[1000][kind]["time"], base[5000][kind]["time"]
                m1, m5 = base[1000][kind]["rss"], base[5000][kind]["rss"]
                out.append("Growth %s, N = 5,000 vs 1,000: time ×%.2f (%.2f ms → %.2f ms per endpoint), peak RSS ×%.2f." % (
                    name, t5 / t1, t1 / 1000 * 1e3, t5 / 5000 * 1e3, m5 / m1))
            out.append("")
        for r in gen_rows:
            out.append("N = %s, every run (wall s): gen %s; openapi %s; gen unchanged %s" % (
                "{:,}".format(r["n"]), " ".join("%.3f" % x[0] for x in r["gen"]["runs"]),
                " ".join("%.3f" % x[0] for x in r["oag"]["runs"]), " ".join("%.3f" % x[0] for x in r["gen-same"]["runs"])))
        out.append("")
    if compile_rows:
        out += ["### Debug rebuild of the generated code (`swift build --target BenchAPI`, median of %d interleaved runs)" % meta["compile_runs"], "",
                "| N | touched | gen time | gen max process / tree peak | openapi time | openapi max process / tree peak | gen / openapi time |",
                "|---:|---|---:|---:|---:|---:|---:|"]
        for r in compile_rows:
            for what, label in (("all", "all files"), ("one", "one (Resource1's)")):
                g, o = r["gen"][what], r["oag"][what]
                out.append("| %s | %s | %.1f s | %s / %s | %.1f s | %s / %s | 1/%.1f |" % (
                    "{:,}".format(r["n"]), label, g["time"], mb(g["maxrss"]), mb(g["tree"]), o["time"], mb(o["maxrss"]),
                    mb(o["tree"]), o["time"] / g["time"]))
        out.append("")
        for r in compile_rows:
            out.append("N = %s: gen %d files (first build with dependencies %.1f s, %d warnings); openapi %d files (%.1f s, %d warnings)." % (
                "{:,}".format(r["n"]), r["gen"]["files"], r["gen"]["warm_build"], r["gen"]["warnings"],
                r["oag"]["files"], r["oag"]["warm_build"], r["oag"]["warnings"]))
        out.append("")
    return "\n".join(out)


def machine():
    mem = subprocess.run(["free", "-g"], capture_output=True, text=True).stdout.split("\n")[1].split()[1]
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.split("\n")[0]
    return "%s %s, %d cores (nproc), %s GiB RAM (free -g), %s" % (platform.system(), platform.machine(),
                                                                    os.cpu_count(), mem, swift)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ints = lambda s: [int(x) for x in s.split(",") if x]  # noqa: E731
    ap.add_argument("--ns", type=ints, default=[10, 100, 1000, 5000], help="endpoint counts (default 10,100,1000,5000)")
    ap.add_argument("--runs", type=int, default=5, help="generation runs per tool and N (default 5)")
    ap.add_argument("--compile-ns", type=ints, default=[100, 1000], help="N for the compile comparison (default 100,1000; '' skips)")
    ap.add_argument("--compile-runs", type=int, default=3, help="measured rebuilds per tool, N and touch kind (default 3)")
    ap.add_argument("--gen", help="a gen binary (default: build one into <repo>/.build-bench)")
    ap.add_argument("--gen-scratch", default=os.path.join(REPO, ".build-bench"), help="scratch path for building gen")
    ap.add_argument("--oag", help="a swift-openapi-generator binary (default: build it from this package)")
    ap.add_argument("--work", default=os.path.join(HERE, ".build", "bench"), help="work folder (default .build/bench)")
    args = ap.parse_args()
    args.work = os.path.abspath(args.work)
    os.makedirs(args.work, exist_ok=True)

    gen, oag = build_gen(args), build_oag(args)
    log("gen: %s\nswift-openapi-generator: %s" % (gen, oag))
    head = subprocess.run(["git", "-C", REPO, "log", "-1", "--format=%h %s"], capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", REPO, "status", "--porcelain", "--", "Sources"], capture_output=True,
                           text=True).stdout.strip()
    meta = {"machine": machine(), "runs": args.runs, "compile_runs": args.compile_runs,
            "commit": head + (" (+ uncommitted changes in Sources/)" if dirty else ""),
            "date": time.strftime("%Y-%m-%d %H:%M"), "gen": gen, "oag": oag,
            "load_before": os.getloadavg()}
    gen_rows = bench_generation(args, gen, oag) if args.ns else []
    with open(os.path.join(args.work, "results-generation.md"), "w") as f:  # in case the compile part is cut short
        f.write(report(gen_rows, [], meta))
    compile_rows = bench_compile(args, gen, oag) if args.compile_ns else []
    meta["load_after"] = os.getloadavg()
    text = report(gen_rows, compile_rows, meta)
    text += "\nLoad average before / after: %.2f / %.2f. %s\n" % (meta["load_before"][0], meta["load_after"][0], meta["date"])
    with open(os.path.join(args.work, "results.json"), "w") as f:
        json.dump({"meta": meta, "generation": gen_rows, "compile": compile_rows}, f, indent=1)
    with open(os.path.join(args.work, "results.md"), "w") as f:
        f.write(text)
    print(text)


if __name__ == "__main__":
    main()
