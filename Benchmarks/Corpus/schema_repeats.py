#!/usr/bin/env python3
"""How much of each corpus document's schema text repeats a schema written earlier in the same document.

    python3 Benchmarks/Corpus/schema_repeats.py [NAME ...]    # documents in .build/corpus/ (corpus.py makes them)

Walks every schema in document order (components' schemas, `schema:` of parameters and media types, and inside a
schema its `properties`, `items`, `additionalProperties`, `not`, `allOf`, `anyOf`, `oneOf`). A schema written alike
(the same JSON, keys in any order) earlier counts as a repeat with every node it holds, and is not walked into; any
other schema counts its own node and its keys, and is walked into. Prints the schema nodes and the share in repeats:
what a decoder that decodes each schema once per content does not decode again.
"""
import glob
import json
import os
import sys

import yaml

CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '.build', 'corpus')
SINGLE = ('schema', 'items', 'additionalProperties', 'not')
LISTS = ('allOf', 'oneOf', 'anyOf')


def size(value):
    if isinstance(value, dict):
        return 1 + sum(size(item) for item in value.values())
    if isinstance(value, list):
        return 1 + sum(size(item) for item in value)
    return 1


def count(document):
    seen, totals = set(), {'nodes': 0, 'repeated': 0}

    def schema(value):
        if not isinstance(value, dict):
            return
        key = json.dumps(value, sort_keys=True)
        if key in seen:
            nodes = size(value)
            totals['nodes'] += nodes
            totals['repeated'] += nodes
            return
        seen.add(key)
        totals['nodes'] += 1 + len(value)
        for name, item in value.items():
            if name in SINGLE:
                schema(item)
            elif name in LISTS and isinstance(item, list):
                for member in item:
                    schema(member)
            elif name == 'properties' and isinstance(item, dict):
                for member in item.values():
                    schema(member)

    def walk(value):
        if isinstance(value, dict):
            for name, item in value.items():
                if name == 'schema':
                    schema(item)
                elif name == 'schemas' and isinstance(item, dict):
                    for member in item.values():
                        schema(member)
                else:
                    walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(document)
    return totals


def main():
    names = sys.argv[1:]
    paths = sorted(glob.glob(os.path.join(CORPUS, '*')))
    if names:
        paths = [path for path in paths if os.path.splitext(os.path.basename(path))[0] in names]
    for path in paths:
        with open(path) as handle:
            document = json.load(handle) if path.endswith('.json') else yaml.safe_load(handle)
        totals = count(document)
        share = 100 * totals['repeated'] / max(totals['nodes'], 1)
        print(f"{os.path.basename(path):20} schema nodes {totals['nodes']:8,}  in repeats {totals['repeated']:8,} ({share:.0f} %)")


if __name__ == '__main__':
    main()
