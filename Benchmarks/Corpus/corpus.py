#!/usr/bin/env python3
"""Re-create the corpus of real-world OpenAPI descriptions listed in corpus.json.

Each entry of corpus.json pins one document published by an API vendor: a GitHub repository, a full commit id
and a path. This script finds a local bare git copy of each repository, runs
`git --git-dir=DIR show COMMIT:PATH`, writes the document to the output folder as `<name>.<format>`, checks its
size against corpus.json and prints a table (name, format, openapi, bytes, operations).

The documents themselves are not committed (several are close to 4 MB); CI does not need them. Only this
script and corpus.json live in the repository.

Git copies are looked up under /work/.mirror/<owner>+<name>/ (or under --mirror DIR): the folder itself if it
is a git directory, otherwise the git directory inside it (e.g. `<owner>+<name>/repo`). When one is missing,
the script names the repository to fetch and exits 1.

A document split over many files names a `folder` too: the whole folder at that commit is written to
`<out>/<name>/`, with a file `.root` that names the document in it (its path inside the folder); its size is the
document's own file's, and its operations are not counted here (they sit in the files its `$ref`s name).

Usage: corpus.py [--mirror DIR] [--out DIR] [--only NAME ...]
"""

import argparse
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(os.path.dirname(HERE))
DEFAULT_MIRROR = "/work/.mirror"
DEFAULT_OUT = os.path.join(REPO_ROOT, ".build", "corpus")
METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


def is_git_dir(path):
    return (
        os.path.isfile(os.path.join(path, "HEAD"))
        and os.path.isdir(os.path.join(path, "objects"))
        and os.path.isdir(os.path.join(path, "refs"))
    )


def find_git_dir(mirror, repo):
    """The git directory for owner/name under mirror, or None."""
    base = os.path.join(mirror, repo.replace("/", "+"))
    if not os.path.isdir(base):
        return None
    if is_git_dir(base):
        return base
    for candidate in ("repo", "repo.git", ".git"):
        path = os.path.join(base, candidate)
        if is_git_dir(path):
            return path
    # Any git directory up to two levels down.
    for root, dirs, _ in os.walk(base):
        if root[len(base):].count(os.sep) >= 2:
            dirs[:] = []
            continue
        for d in sorted(dirs):
            path = os.path.join(root, d)
            if is_git_dir(path):
                return path
    return None


def git_show(git_dir, commit, path):
    result = subprocess.run(
        ["git", "--git-dir", git_dir, "show", f"{commit}:{path}"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    if result.returncode != 0:
        return None, result.stderr.decode("utf-8", "replace").strip()
    return result.stdout, None


def write_folder(git_dir, commit, folder, dest):
    """The folder at `commit` written to `dest` (emptied first); an error text, or None."""
    result = subprocess.run(["git", "--git-dir", git_dir, "archive", "--format=tar", commit, folder],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if result.returncode != 0:
        return result.stderr.decode("utf-8", "replace").strip()
    shutil.rmtree(dest, ignore_errors=True)
    os.makedirs(dest)
    prefix = folder.rstrip("/") + "/"
    with tarfile.open(fileobj=io.BytesIO(result.stdout)) as tar:
        for member in tar.getmembers():
            if not member.isfile() or not member.name.startswith(prefix):
                continue
            target = os.path.join(dest, member.name[len(prefix):])
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as f:
                f.write(tar.extractfile(member).read())
    return None


def count_operations(data, fmt):
    """(version, operation count) of a document — `openapi:`, or `swagger:` for a Swagger 2.0 one, whose `x-ms-paths`
    count too — or (None, None) when it cannot be parsed here."""
    try:
        if fmt == "json":
            doc = json.loads(data)
        else:
            import yaml  # PyYAML is optional: without it YAML documents are written but not counted.

            loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
            doc = yaml.load(data, Loader=loader)
    except ImportError:
        return None, None
    items = list((doc.get("paths") or {}).values()) + list((doc.get("x-ms-paths") or {}).values())
    ops = sum(1 for item in items if isinstance(item, dict) for key in item if key in METHODS)
    return str(doc.get("openapi") or doc.get("swagger")), ops


def entry_version(entry):
    """The version an entry says: `openapi`, or `swagger` for a Swagger 2.0 document."""
    return entry.get("openapi") or entry["swagger"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mirror", default=DEFAULT_MIRROR, help=f"folder of git copies (default {DEFAULT_MIRROR})")
    parser.add_argument("--out", default=DEFAULT_OUT, help="output folder (default <repo root>/.build/corpus)")
    parser.add_argument("--corpus", default=os.path.join(HERE, "corpus.json"), help="corpus list (default: beside this script)")
    parser.add_argument("--only", nargs="*", metavar="NAME", help="re-create only these entries")
    args = parser.parse_args()

    with open(args.corpus) as f:
        entries = json.load(f)
    if args.only:
        unknown = set(args.only) - {e["name"] for e in entries}
        if unknown:
            sys.exit(f"error: not in {args.corpus}: {', '.join(sorted(unknown))}")
        entries = [e for e in entries if e["name"] in args.only]

    missing = []
    for e in entries:
        if find_git_dir(args.mirror, e["repo"]) is None:
            missing.append(e)
    if missing:
        for e in missing:
            print(
                f"error: no git copy of {e['repo']} (needed for '{e['name']}') under {args.mirror}; "
                f"fetch github:{e['repo']} (or pass --mirror DIR)",
                file=sys.stderr,
            )
        return 1

    os.makedirs(args.out, exist_ok=True)
    failures = 0
    rows = []
    for e in entries:
        git_dir = find_git_dir(args.mirror, e["repo"])
        data, err = git_show(git_dir, e["commit"], e["path"])
        if data is None:
            print(
                f"error: {e['name']}: cannot read {e['commit']}:{e['path']} in {git_dir} ({err}); "
                f"fetch github:{e['repo']} again (its snapshot may lack that commit or that blob)",
                file=sys.stderr,
            )
            failures += 1
            continue
        if len(data) != e["bytes"]:
            print(f"error: {e['name']}: {len(data)} bytes, corpus.json says {e['bytes']}", file=sys.stderr)
            failures += 1
            continue
        if "folder" in e:
            dest = os.path.join(args.out, e["name"])
            err = write_folder(git_dir, e["commit"], e["folder"], dest)
            if err is not None:
                print(f"error: {e['name']}: cannot write {e['commit']}:{e['folder']} ({err})", file=sys.stderr)
                failures += 1
                continue
            with open(os.path.join(dest, ".root"), "w") as f:
                f.write(os.path.relpath(e["path"], e["folder"]) + "\n")
            rows.append((e["name"], e["format"], entry_version(e), len(data), e["operations"]))
            continue
        dest = os.path.join(args.out, f"{e['name']}.{e['format']}")
        with open(dest, "wb") as f:
            f.write(data)
        found, ops = count_operations(data, e["format"])
        if found is not None and (found != entry_version(e) or ops != e["operations"]):
            print(
                f"warning: {e['name']}: version {found} / {ops} operations, "
                f"corpus.json says {entry_version(e)} / {e['operations']}",
                file=sys.stderr,
            )
        rows.append((e["name"], e["format"], found or entry_version(e), len(data), ops if ops is not None else e["operations"]))

    if rows:
        print(f"{'name':<12} {'format':<6} {'version':<8} {'bytes':>10} {'operations':>10}")
        for name, fmt, version, size, ops in rows:
            print(f"{name:<12} {fmt:<6} {version:<8} {size:>10,} {ops:>10,}")
        print(f"{len(rows)} documents, {sum(r[3] for r in rows):,} bytes, {sum(r[4] for r in rows):,} operations -> {args.out}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
