#!/usr/bin/env python3
"""Two packages' emit-module jobs, A and B at once: the job a one-file rebuild of one module waits for, measured
without the rest of the build, and with the machine's drift weighing on both alike.

A one-file rebuild of a big generated module is one core's work, the emit-module job (it type-checks every
declaration of the module); on this machine the same build moves by a fifth from minute to minute, more than the
changes to the code's shape being compared. This script takes each package's emit-module command from `swift build
-v` (after touching a file) and then runs the two commands side by side, one per core, --rounds times, starting them
in turn in alternate order. Prints each round's CPU time (user + sys) and B / A, and the median ratio.

    python3 compile-ab.py GEN_A GEN_B --specs DIR --one 'struct Foo:'   # leaves .build/compile-ab/{A,B}
    python3 emit-module-ab.py .build/compile-ab/A .build/compile-ab/B --rounds 8

Both packages must have been built once (compile-ab.py's warm-up does it). The jobs write their outputs into a
temporary folder, not into the packages' build folders.
"""

import argparse
import os
import shlex
import statistics
import subprocess
import sys
import tempfile


def emit_module_command(pkg, target, out):
    """The package's emit-module frontend command, as `swift build -v` runs it, its outputs moved under `out`."""
    src = os.path.join(pkg, "Sources", target)
    first = sorted(f for f in os.listdir(src) if f.endswith(".swift"))[0]
    os.utime(os.path.join(src, first))
    log = subprocess.run(["swift", "build", "-v", "--target", target], cwd=pkg, capture_output=True, text=True, check=True).stdout
    lines = [l for l in log.splitlines() if " -frontend -emit-module " in l and "-module-name %s " % target in l]
    if not lines:
        sys.exit("%s: no emit-module job in `swift build -v`" % pkg)
    build = os.path.join(os.path.realpath(pkg), ".build") + os.sep
    command = []
    for arg in shlex.split(lines[-1]):
        # Outputs (module, docs, dependencies, diagnostics) go to `out`; inputs (sources, the runtime's module) stay.
        if arg.startswith(build) and ("%s.build" % target in arg or os.sep + "Modules" + os.sep + target in arg):
            arg = os.path.join(out, os.path.basename(arg))
        command.append(arg)
    return command


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--target", default="BenchAPI")
    parser.add_argument("--rounds", type=int, default=8)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="emit-module-ab-")
    commands = {}
    for kind, pkg in (("A", args.a), ("B", args.b)):
        out = os.path.join(work, kind)
        os.makedirs(out)
        commands[kind] = emit_module_command(pkg, args.target, out)
    ratios = []
    for r in range(args.rounds):
        running = {}
        for kind in ("A", "B") if r % 2 == 0 else ("B", "A"):
            running[subprocess.Popen(commands[kind], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).pid] = kind
        cpu = {}
        while running:
            pid, status, usage = os.wait4(-1, 0)
            kind = running.pop(pid)
            if status:
                sys.exit("%s's emit-module job failed" % kind)
            cpu[kind] = usage.ru_utime + usage.ru_stime
        ratios.append(cpu["B"] / cpu["A"])
        print("round %d: A %.2f s, B %.2f s, B / A %.3f" % (r + 1, cpu["A"], cpu["B"], ratios[-1]), flush=True)
    print("B / A: median %.3f (%s)" % (statistics.median(ratios), ", ".join("%.3f" % x for x in ratios)))


if __name__ == "__main__":
    main()
