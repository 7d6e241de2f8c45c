#!/usr/bin/env python3
"""A/B of gen binaries, interleaved run by run, on one spec folder — or of gen-import binaries on one document.

    python3 ab.py SPECS BIN_A BIN_B [BIN_C ...] [--runs 15] [--scenario new|unchanged|check]
    python3 ab.py DOCUMENT GEN_IMPORT_A GEN_IMPORT_B [--runs 5] --scenario import

new: each run into a new folder (deleted at the end); unchanged: each binary over its own earlier output;
check: no output folder; import: `gen-import DOCUMENT -o <new folder> -q`. Prints the median wall time and
user+sys CPU of each binary, and the difference to the first. Build the binaries from the variants to compare (e.g. `swift build -c release --product gen` in a
worktree with one measure taken out) and copy them aside.
"""
import argparse, os, resource, shutil, statistics, subprocess, tempfile, time

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
    for index, binary in enumerate(options.binaries):
        subprocess.run(['sync'])
        before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
        subprocess.run([binary] + arguments(index, run), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        wall, after = time.perf_counter() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
        results[names[index]].append((wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime))
first = statistics.median(wall for wall, _ in results[names[0]])
for name in names:
    wall = statistics.median(w for w, _ in results[name])
    cpu = statistics.median(c for _, c in results[name])
    print(f'{options.scenario:9} {name:24} wall {wall * 1000:7.1f} ms ({(wall / first - 1) * 100:+5.1f} %)  cpu {cpu * 1000:7.1f} ms')
shutil.rmtree(work)
