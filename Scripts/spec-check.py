#!/usr/bin/env python3
"""Checks spec files (and specgen.yml) the way other tools read them, independently of gen:

- each file loads with PyYAML's pure-Python loader (SafeLoader, YAML 1.1) and with its libyaml loader (CSafeLoader),
  and both read the same value;
- that value is what gen reads: the YAML 1.2 core schema's reading (gen's), made here by libyaml's parser with the
  core schema's resolvers, and, when given, the reading gen's own YAML target made (`ours`);
- it is valid against Schemas/spec.schema.json (Schemas/specgen-config.schema.json for specgen.yml), checked with
  the `jsonschema` package (Draft 7).

    Scripts/spec-check.py Specs/ Tests/Scenarios/Paging/Paging.yaml   # files, or folders of *.yaml and *.yml
    Scripts/spec-check.py --json FILE…                                 # one JSON object per file
    Scripts/spec-check.py --stdin < items.json                         # what the Swift tests send (see `check_items`)

Exit status: 0 when every file passes, 1 when one doesn't, 2 when PyYAML (with libyaml) or jsonschema is missing.
"""

import json
import math
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMAS = os.path.join(HERE, "..", "Schemas")
CONFIG_NAMES = ("specgen.yml", "specgen.yaml")

try:
    import yaml
    import jsonschema
    from yaml import CSafeLoader  # noqa: F401 (PyYAML built with libyaml)
except ImportError as error:
    MISSING = "needs PyYAML built with libyaml (CSafeLoader) and jsonschema (%s): apt-get install python3-yaml " \
              "python3-jsonschema, or pip install pyyaml jsonschema" % error
else:
    MISSING = None


def core_loader():
    """A loader of libyaml's parser (gen's) that resolves plain scalars by the YAML 1.2 core schema, as gen's YAML
    target does (Sources/YAML/Scalar.swift): null, true/false, integers (decimal, 0x, 0o), floats, .inf and .nan."""

    class CoreResolver(yaml.resolver.BaseResolver):
        pass

    rules = [
        ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", list("~nN") + [""]),
        ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", list("tTfF")),
        ("tag:yaml.org,2002:int", r"^[-+]?(?:[0-9]+|0x[0-9a-fA-F]+|0o[0-7]+)$", list("-+0123456789")),
        ("tag:yaml.org,2002:float",
         r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
         list("-+0123456789.")),
    ]
    for tag, pattern, first in rules:
        CoreResolver.add_implicit_resolver(tag, re.compile(pattern), first)
    CoreResolver.add_implicit_resolver("tag:yaml.org,2002:merge", re.compile(r"^(?:<<)$"), ["<"])

    class CoreConstructor(yaml.constructor.SafeConstructor):
        def construct_core_int(self, node):
            text = self.construct_scalar(node)
            sign = -1 if text.startswith("-") else 1
            body = text.lstrip("-+")
            value = sign * (int(body[2:], 16) if body.startswith("0x") else
                            int(body[2:], 8) if body.startswith("0o") else int(body, 10))
            # gen reads an integer beyond 64 bits as a float.
            return value if -2 ** 63 <= value < 2 ** 63 else float(text)

        def construct_core_float(self, node):
            text = self.construct_scalar(node).lower()
            if text.endswith(".inf"):
                return -math.inf if text.startswith("-") else math.inf
            return math.nan if text == ".nan" else float(text)

    CoreConstructor.add_constructor("tag:yaml.org,2002:int", CoreConstructor.construct_core_int)
    CoreConstructor.add_constructor("tag:yaml.org,2002:float", CoreConstructor.construct_core_float)

    class CoreLoader(yaml.cyaml.CParser, CoreConstructor, CoreResolver):
        def __init__(self, stream):
            yaml.cyaml.CParser.__init__(self, stream)
            CoreConstructor.__init__(self)
            CoreResolver.__init__(self)

    return CoreLoader


def canonical(value):
    """A value in the form gen's test sends its own reading in: scalars as JSON (integers as {"int": digits}, floats as
    {"float": number or "nan", "inf", "-inf"}), lists as lists, mappings as {"map": [[key, value], …]} sorted by key,
    anything else (a date YAML 1.1 reads) as {"other": its text}."""
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        return {"int": str(value)}
    if isinstance(value, float):
        return {"float": "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf") if math.isinf(value) else value}
    if isinstance(value, list):
        return [canonical(item) for item in value]
    if isinstance(value, dict):
        pairs = [[canonical(k), canonical(v)] for k, v in value.items()]
        return {"map": sorted(pairs, key=lambda pair: json.dumps(pair[0], sort_keys=True))}
    return {"other": "%s %s" % (type(value).__name__, value)}


def first_difference(a, b, path=()):
    """The path to the first place two canonical values differ, and what each holds there; None when they are equal."""
    if isinstance(a, dict) and isinstance(b, dict) and "map" in a and "map" in b:
        keys_a = {json.dumps(k, sort_keys=True): v for k, v in a["map"]}
        keys_b = {json.dumps(k, sort_keys=True): v for k, v in b["map"]}
        for key in sorted(set(keys_a) | set(keys_b)):
            if key not in keys_a or key not in keys_b:
                return path + (json.loads(key),), {"key": key in keys_a}, {"key": key in keys_b}
            found = first_difference(keys_a[key], keys_b[key], path + (json.loads(key),))
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for index, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, path + (index,))
            if found:
                return found
        return None
    return None if a == b else (path, a, b)


def plain(value):
    """A canonical value shown as YAML would write it."""
    if isinstance(value, dict) and len(value) == 1:
        (kind, inner), = value.items()
        if kind == "key":
            return "a key" if inner else "no such key"
        if kind in ("int", "float", "other"):
            return "%s %s" % (kind, inner)
        if kind == "map":
            return "a mapping"
    return "a list" if isinstance(value, list) else json.dumps(value)


def dotted(path):
    return ".".join(str(part.get("int", part) if isinstance(part, dict) else part) for part in path) or "the document"


def as_json(value):
    """A loaded value as JSON holds it: keys as text (`200` → "200"), dates as their ISO text."""
    if isinstance(value, dict):
        return {json_key(k): as_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [as_json(item) for item in value]
    if hasattr(value, "isoformat"):
        return value.isoformat()
    return value


def json_key(key):
    if isinstance(key, str):
        return key
    return json.dumps(key) if isinstance(key, (bool, type(None))) else str(key)


def schema_errors(validator, instance):
    """Every place the instance breaks the schema: (path, message), the path ending at the offending key for an
    unknown key."""
    found = []
    for error in validator.iter_errors(instance):
        leaves = [error]
        while leaves and any(leaf.context for leaf in leaves):
            leaves = [sub for leaf in leaves for sub in (leaf.context or [leaf])]
        for leaf in leaves:
            path = list(leaf.absolute_path)
            if leaf.validator == "additionalProperties" and isinstance(leaf.instance, dict):
                known = set(leaf.schema.get("properties", {}))
                extras = [key for key in leaf.instance if key not in known]
                for key in extras:
                    found.append((path + [key], "unknown key '%s'" % key))
                continue
            found.append((path, leaf.message))
    unique = []
    for item in found:
        if item not in unique:
            unique.append(item)
    return unique


LOADERS = [] if MISSING else [("PyYAML's pure-Python loader", yaml.SafeLoader),
                               ("PyYAML's libyaml loader", yaml.CSafeLoader),
                               ("the YAML 1.2 core schema", core_loader())]


def load_schemas():
    schemas = {}
    for kind, name in (("spec", "spec.schema.json"), ("config", "specgen-config.schema.json")):
        with open(os.path.join(SCHEMAS, name), encoding="utf-8") as f:
            schema = json.load(f)
        jsonschema.Draft7Validator.check_schema(schema)
        schemas[kind] = jsonschema.Draft7Validator(schema)
    return schemas


def check_text(text, schema, validators, ours=None, has_ours=False):
    """What is wrong with one file's text: a list of problems (empty when none), and the schema's errors as
    (path, message). `schema` is "spec", "config" or None (load only); `ours` is gen's reading in canonical form."""
    problems = []
    readings = {}
    pure = None
    for name, loader in LOADERS:
        try:
            value = yaml.load(text, Loader=loader)
        except yaml.YAMLError as error:
            problems.append("%s refuses it: %s" % (name, " ".join(str(error).split())))
            continue
        readings[name] = canonical(value)
        if loader is yaml.SafeLoader:
            pure = (value,)
    if has_ours:
        readings["gen"] = ours
    names = list(readings)
    for other in names[1:]:
        found = first_difference(readings[names[0]], readings[other])
        if found:
            path, a, b = found
            problems.append("%s and %s read %s differently: %s, %s" % (names[0], other, dotted(path), plain(a),
                                                                       plain(b)))
    errors = []
    if schema and pure:
        errors = schema_errors(validators[schema], as_json(pure[0]))
        problems += ["not valid against the %s schema at %s: %s" % (schema, dotted(path), message)
                     for path, message in errors]
    return problems, errors


def check_items(items):
    """`items`: [{"name", "text", "schema": "spec" | "config" | null, "ours": canonical value (optional)}] → for
    each, {"name", "problems": [text], "schemaErrors": [{"path": [keys and indices], "message"}]}."""
    validators = load_schemas()
    results = []
    for item in items:
        problems, errors = check_text(item["text"], item.get("schema"), validators, item.get("ours"), "ours" in item)
        results.append({"name": item["name"], "problems": problems,
                        "schemaErrors": [{"path": path, "message": message} for path, message in errors]})
    return results


def spec_files(paths):
    """Files as given, and the *.yaml and *.yml files of folders (not their subfolders or hidden files)."""
    for path in paths:
        if os.path.isdir(path):
            for name in sorted(os.listdir(path)):
                full = os.path.join(path, name)
                if name.endswith((".yaml", ".yml")) and not name.startswith(".") and os.path.isfile(full):
                    yield full
        else:
            yield path


def check_files(paths):
    """Each file checked against the schema its name calls for: (path, problems)."""
    validators = load_schemas()
    for path in spec_files(paths):
        with open(path, encoding="utf-8-sig") as f:
            text = f.read()
        kind = "config" if os.path.basename(path) in CONFIG_NAMES else "spec"
        yield path, check_text(text, kind, validators)[0]


def main(argv):
    if MISSING:
        print("spec-check: " + MISSING, file=sys.stderr)
        return 2
    if argv[:1] == ["--stdin"]:
        json.dump(check_items(json.load(sys.stdin)), sys.stdout)
        return 0
    as_lines = argv[:1] == ["--json"]
    paths = argv[1:] if as_lines else argv
    if not paths or any(p.startswith("-") for p in paths):
        print(__doc__, file=sys.stderr)
        return 64
    failed = total = 0
    for path, problems in check_files(paths):
        total += 1
        failed += bool(problems)
        if as_lines:
            print(json.dumps({"file": path, "problems": problems}))
        else:
            for problem in problems:
                print("%s: %s" % (path, problem))
    if not as_lines:
        print("%d files: %d pass, %d fail" % (total, total - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
