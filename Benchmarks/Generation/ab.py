#!/usr/bin/env python3
"""A/B of gen binaries, interleaved run by run, on one spec folder — or of gen-import binaries on one document.

    python3 ab.py SPECS BIN_A BIN_B [BIN_C ...] [--runs 15] [--scenario new|unchanged|check]
    python3 ab.py DOCUMENT GEN_IMPORT_A GEN_IMPORT_B [--runs 5] --scenario import

new: each run into a new folder (deleted at the end); unchanged: each binary over its own earlier output;
check: no output folder; import: `gen-import DOCUMENT -o <new folder> -q` (the folder deleted after the run, outside
its time). Each round runs every binary once, the order rotated round by round. Prints each binary's median wall
time (and its spread), user+sys CPU and peak RSS (the process's own, from wait4; at least the ~15 MB of the Python
that starts it), and its difference to the first: of the medians, and the median of the rounds' differences
(paired). Build the binaries from the variants to compare (e.g. `swift build -c release --product gen` in a
worktree with one measure taken out) and copy them aside.
"""
import argparse, os, shutil, statistics, subprocess, tempfile, time

parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
parser.add_argument('specs')
parser.add_argument('binaries', nargs='+')
parser.add_argument('--runs', type=int, default=15)
parser.add_argument('--scenario', choices=['new', 'unchanged', 'check', 'import'], default='new')
options = parser.parse_args()
work = tempfile.mkdtemp(prefix='gen-ab-')
names = [f'{index}-{os.path.basename(binary)}' for index, binary in enumerate(options.binaries)]

def arguments(index, run):
    if options.scenario == 'import':
        return [options.specs, '-o', f'{work}/import-{run}-{index}', '-q']
    if options.scenario == 'new':
        return [options.specs, '-o', f'{work}/new-{run}-{index}', '-q']
    if options.scenario == 'unchanged':
        return [options.specs, '-o', f'{work}/unchanged-{index}', '-q']
    return [options.specs, '-q']

if options.scenario == 'unchanged':
    for index, binary in enumerate(options.binaries):
        subprocess.run([binary] + arguments(index, 0), check=True)
results = {name: [] for name in names}
for run in range(options.runs):
    for step in range(len(options.binaries)):
        index = (run + step) % len(options.binaries)
        binary = options.binaries[index]
        subprocess.run(['sync'])
        start = time.perf_counter()
        process = subprocess.Popen([binary] + arguments(index, run), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode != 0:
            raise SystemExit(f'{binary} exited with {process.returncode}')
        results[names[index]].append((wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024))
        if options.scenario == 'import':
            shutil.rmtree(f'{work}/import-{run}-{index}', ignore_errors=True)
first = statistics.median(wall for wall, _, _ in results[names[0]])
for name in names:
    walls = [w for w, _, _ in results[name]]
    wall = statistics.median(walls)
    cpu = statistics.median(c for _, c, _ in results[name])
    rss = statistics.median(r for _, _, r in results[name])
    paired = statistics.median(w - w0 for (w, _, _), (w0, _, _) in zip(results[name], results[names[0]]))
    print(f'{options.scenario:9} {name:24} wall {wall * 1000:7.1f} ms ({min(walls) * 1000:.0f}–{max(walls) * 1000:.0f}; '
          f'{(wall / first - 1) * 100:+5.1f} %, paired {paired * 1000:+7.1f} ms)  cpu {cpu * 1000:7.1f} ms  peak RSS {rss:6.1f} MB')
shutil.rmtree(work)
