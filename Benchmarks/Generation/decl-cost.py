#!/usr/bin/env python3
"""What a stored property's spelling costs the emit-module job, the job a one-file rebuild waits for.

Writes one file of --n structs of two optional properties in each spelling below, and times the compiler's
emit-module job on it (`swift-frontend -emit-module` with function bodies skipped, as SwiftPM's debug builds run it),
the spellings in turn, --rounds times; prints the median user + sys CPU of each.

    python3 decl-cost.py                  # 4,000 structs, 3 rounds
    python3 decl-cost.py --n 2000 --rounds 5
"""

import argparse
import os
import resource
import statistics
import subprocess
import tempfile

INIT = "    public init(a: String?%(d)s, b: Int?%(d)s) { self.a = a; self.b = b }\n"
SPELLINGS = {
    "public var T?, init defaults": ("public var a: String?\n    public var b: Int?\n", " = nil"),
    "public var Optional<T>, init defaults": ("public var a: Optional<String>\n    public var b: Optional<Int>\n", " = nil"),
    "public var T?, no init defaults": ("public var a: String?\n    public var b: Int?\n", ""),
    "public var Optional<T>, no init defaults": ("public var a: Optional<String>\n    public var b: Optional<Int>\n", ""),
    "public let T?, no init defaults": ("public let a: String?\n    public let b: Int?\n", ""),
    "internal var Optional<T>, no init defaults": ("var a: Optional<String>\n    var b: Optional<Int>\n", ""),
}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--n", type=int, default=4000, help="structs per file")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="decl-cost-")
    files = {}
    for index, (name, (members, default)) in enumerate(SPELLINGS.items()):
        path = os.path.join(work, "V%d.swift" % index)
        with open(path, "w") as f:
            for i in range(args.n):
                f.write("public struct S%d {\n    %s%s}\n" % (i, members, INIT % {"d": default}))
        files[name] = path
    times = {name: [] for name in SPELLINGS}
    for _ in range(args.rounds):
        for name, path in files.items():
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            subprocess.run(["swiftc", "-frontend", "-emit-module", "-experimental-skip-non-inlinable-function-bodies-without-types",
                            "-parse-as-library", "-Onone", "-module-name", "M", path, "-o", path + ".swiftmodule"], check=True)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            times[name].append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    print("| %d structs of two optional properties | emit-module CPU (median of %d) | runs |" % (args.n, args.rounds))
    print("|---|---:|---|")
    for name, ts in times.items():
        print("| %s | %.2f s | %s |" % (name, statistics.median(ts), ", ".join("%.2f" % t for t in ts)))


if __name__ == "__main__":
    main()
