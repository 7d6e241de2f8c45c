#!/usr/bin/env python3
"""Filtered imports, two gen-import binaries side by side: whether they write the same, and how long they take.

    python3 filtered.py same BEFORE AFTER      # every corpus document, seeded random filters: byte-equal output?
    python3 filtered.py time BEFORE AFTER      # the slices below, runs interleaved: median wall time, peak RSS

`same` runs each document of the corpus (Benchmarks/Corpus/corpus.py re-creates it in .build/corpus/) with one
random tag, three tags, one path prefix and five operationIds (seeded by the document's name), and compares the
files written and everything printed. `time` imports the slices named in SLICES, --runs times each, alternating.
"""

import argparse
import json
import os
import random
import re
import shutil
import statistics
import subprocess

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, '..', '..', '.build', 'corpus')
WORK = os.path.join(HERE, '.build', 'filtered')
SLICES = [
    ('GitHub: issues, pulls, users, search', 'github.json', ['--tag', 'issues', '--tag', 'pulls', '--tag', 'users', '--tag', 'search']),
    ('Stripe: /v1/customers', 'stripe.json', ['--path-prefix', '/v1/customers']),
    ('Cloudflare: AI Gateway', 'cloudflare.json', ['--path-prefix', '/accounts/{account_id}/ai-gateway']),
    ('Meraki: wireless', 'meraki.json', ['--tag', 'wireless']),
    ('Cloudflare, whole', 'cloudflare.json', []),
]


def run(binary, document, args):
    """gen-import's exit status, output and files, writing to one folder so that what it prints compares."""
    out = os.path.join(WORK, 'out')
    shutil.rmtree(out, ignore_errors=True)
    done = subprocess.run([binary, document, '-o', out] + args, capture_output=True, text=True)
    files = {name: open(os.path.join(out, name), 'rb').read() for name in sorted(os.listdir(out))} if os.path.isdir(out) else {}
    return done.returncode, done.stdout, done.stderr, files


def filters(document):
    with open(document) as f:
        tree = json.load(f) if document.endswith('.json') else yaml.load(f, Loader=yaml.CSafeLoader)
    operations = [(path, op) for path, item in (tree.get('paths') or {}).items() if isinstance(item, dict)
                  for method, op in item.items() if method in ('get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace')
                  and isinstance(op, dict)]
    tags = sorted({t for _, op in operations for t in op.get('tags') or [] if isinstance(t, str)})
    prefixes = sorted({'/' + path.strip('/').split('/')[0] for path, _ in operations})
    ids = [op['operationId'] for _, op in operations if isinstance(op.get('operationId'), str)]
    rnd = random.Random(os.path.basename(document))
    cases = []
    if tags:
        cases.append(['--tag', rnd.choice(tags)])
    if len(tags) > 2:
        cases.append([a for t in rnd.sample(tags, 3) for a in ('--tag', t)])
    if prefixes:
        cases.append(['--path-prefix', rnd.choice(prefixes)])
    if ids:
        cases.append([a for i in rnd.sample(ids, min(5, len(ids))) for a in ('--operation', i)])
    return cases


def same(args):
    total = differ = 0
    for name in sorted(os.listdir(args.corpus)):
        document = os.path.join(args.corpus, name)
        for case in filters(document):
            total += 1
            if run(args.before, document, case) != run(args.after, document, case):
                differ += 1
                print('differs:', name, ' '.join(case))
    print(f'{total - differ} of {total} filtered imports the same')
    return 1 if differ else 0


def time(args):
    for label, name, case in SLICES:
        document = os.path.join(args.corpus, name)
        if not os.path.exists(document):
            print(f'{label}: {name} not in the corpus; skipped')
            continue
        results = {args.before: [], args.after: []}
        for index in range(args.runs):
            for binary in (args.before, args.after) if index % 2 == 0 else (args.after, args.before):
                shutil.rmtree(os.path.join(WORK, 'out'), ignore_errors=True)
                done = subprocess.run(['/usr/bin/time', '-f', 'TIME %e %M', binary, document, '-o', os.path.join(WORK, 'out'), '--quiet'] + case,
                                      capture_output=True, text=True)
                wall, rss = re.search(r'TIME ([\d.]+) (\d+)', done.stderr).groups()
                results[binary].append((float(wall), int(rss) // 1024))
        before, after = results[args.before], results[args.after]
        a, b = statistics.median(r[0] for r in before), statistics.median(r[0] for r in after)
        print(f'{label}: {a:.2f} s, {max(r[1] for r in before)} MB -> {b:.2f} s, {max(r[1] for r in after)} MB ({100 * (b - a) / a:+.0f} %)')
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('mode', choices=['same', 'time'])
    parser.add_argument('before')
    parser.add_argument('after')
    parser.add_argument('--corpus', default=CORPUS)
    parser.add_argument('--runs', type=int, default=5)
    args = parser.parse_args()
    os.makedirs(WORK, exist_ok=True)
    return same(args) if args.mode == 'same' else time(args)


if __name__ == '__main__':
    raise SystemExit(main())
