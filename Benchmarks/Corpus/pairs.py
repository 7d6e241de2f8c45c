#!/usr/bin/env python3
"""Compare the imports of the two forms of one API: each Swagger 2.0 document of corpus.json that names a `pair`
(the vendor's OpenAPI 3 form of the same version, at the same commit) is imported by gen-import, and so is its pair;
the specs written are compared endpoint by endpoint and model by model.

For each pair it prints the endpoints (by name: method and path) and models in both, in one only, and of those in
both how many are written alike; then, for those written differently, which of their keys differ (`query`, `body`,
`response`, `properties`, …), counted, with one example each. A difference comes from the documents (two generators
say different things), or from how gen-import reads one of them: the examples say which.

Needs the corpus (corpus.py) and release builds of gen-import (--tools DIR, default .build/release).

Usage: pairs.py [--tools DIR] [--corpus DIR] [--only NAME ...]
"""

import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile


HERE = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(os.path.dirname(HERE))


def document(corpus, entry):
    """The path of an entry's document in the corpus folder."""
    if "folder" in entry:
        folder = os.path.join(corpus, entry["name"])
        with open(os.path.join(folder, ".root")) as f:
            return os.path.join(folder, f.read().strip())
    return os.path.join(corpus, f"{entry['name']}.{entry['format']}")


def blocks(text, section):
    """The entries of a spec's top-level `section` (`endpoints`, `models`) by name, each a mapping of its keys to
    their lines as written (spec text is read by its indentation: an entry at two spaces, its keys at four)."""
    entries = {}
    inside, entry, key = False, None, None
    for line in text.splitlines():
        if not line.strip():
            continue
        if not line.startswith(" "):
            inside = line.rstrip() == section + ":"
            continue
        if not inside:
            continue
        if not line.startswith("    "):
            entry = line.strip().split(":", 1)[0].strip('"')
            entries[entry] = {}
            rest = line.split(":", 1)[1].strip()
            if rest:
                entries[entry]["(value)"] = rest
            continue
        if line.startswith("    ") and not line.startswith("     ") and not line.strip().startswith("- "):
            key = line.strip().split(":", 1)[0]
        entries[entry][key] = entries[entry].get(key, "") + line.strip() + "\n"
    return entries


def imported(tool, path, out):
    """The endpoints and models of the specs gen-import writes for `path`, by name, and its last line."""
    result = subprocess.run([tool, path, "--output", out], capture_output=True, text=True)
    endpoints, models = {}, {}
    for name in sorted(os.listdir(out)) if os.path.isdir(out) else []:
        if not name.endswith(".yaml"):
            continue
        with open(os.path.join(out, name)) as f:
            text = f.read()
        endpoints.update(blocks(text, "endpoints"))
        models.update(blocks(text, "models"))
    return endpoints, models, (result.stdout.strip().splitlines() or [result.stderr.strip()])[-1]


def differing_keys(a, b):
    """The keys whose lines differ between two entries."""
    return sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k))


def compare(kind, two, three):
    """Print what `two` (the 2.0 import's items of `kind`) and `three` share and how they differ."""
    both = sorted(set(two) & set(three))
    alike = [n for n in both if two[n] == three[n]]
    print(f"  {kind}: {len(two)} and {len(three)}; {len(both)} in both, {len(alike)} of them alike; "
          f"only in 2.0: {len(set(two) - set(three))}, only in 3: {len(set(three) - set(two))}")
    keys = collections.Counter()
    example = {}
    for name in both:
        if two[name] == three[name]:
            continue
        for key in differing_keys(two[name], three[name]):
            keys[key] += 1
            if key not in example:
                a = two[name].get(key, "").splitlines()
                b = three[name].get(key, "").splitlines()
                # The first line that differs, and the line the other writes there.
                at = next((i for i in range(max(len(a), len(b)))
                           if (a[i] if i < len(a) else None) != (b[i] if i < len(b) else None)), 0)
                example[key] = (name, json.dumps(a[at] if at < len(a) else "")[:200],
                                json.dumps(b[at] if at < len(b) else "")[:200])
    for key, count in keys.most_common():
        name, a, b = example[key]
        print(f"    {count:4} × {key}: e.g. {name}: 2.0 {a} | 3 {b}")
    for label, names in (("only in 2.0", set(two) - set(three)), ("only in 3", set(three) - set(two))):
        if names:
            print(f"    {label}: {', '.join(sorted(names)[:8])}{' …' if len(names) > 8 else ''}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tools", default=os.path.join(REPO_ROOT, ".build", "release"))
    parser.add_argument("--corpus", default=os.path.join(REPO_ROOT, ".build", "corpus"))
    parser.add_argument("--list", default=os.path.join(HERE, "corpus.json"))
    parser.add_argument("--only", nargs="*", metavar="NAME")
    args = parser.parse_args()
    with open(args.list) as f:
        entries = json.load(f)
    by_name = {e["name"]: e for e in entries}
    tool = os.path.join(args.tools, "gen-import")
    for entry in entries:
        if "swagger" not in entry or "pair" not in entry or args.only and entry["name"] not in args.only:
            continue
        pair = by_name[entry["pair"]]
        print(f"{entry['name']} (2.0) and {pair['name']} ({pair['openapi']})")
        with tempfile.TemporaryDirectory() as work:
            two = imported(tool, document(args.corpus, entry), os.path.join(work, "two"))
            three = imported(tool, document(args.corpus, pair), os.path.join(work, "three"))
        print(f"  {two[2]}\n  {three[2]}")
        compare("endpoints", two[0], three[0])
        compare("models", two[1], three[1])
    return 0


if __name__ == "__main__":
    sys.exit(main())
