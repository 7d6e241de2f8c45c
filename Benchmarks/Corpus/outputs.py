#!/usr/bin/env python3
"""What gen-import and gen make of every corpus document, written file by file, so that two builds of the tools can be
compared byte for byte (a change that should not change any output: `diff -r` of two runs' folders).

For each document in .build/corpus/ (Benchmarks/Corpus/corpus.py re-creates them), the two descriptions of
../shared/openapi/ and GitHub's issues/pulls/users/search operations: gen-import's specs and what it
printed (`import.log`), then gen's Swift for those specs with mock networkers (`swift/`, `mocks/`, `gen.log`). Runs
the documents two at a time.

    python3 outputs.py --tools DIR --out OUT      # DIR holds release builds of gen and gen-import
    diff -r OUT_BEFORE OUT_AFTER
"""

import argparse
import concurrent.futures
import os
import shutil
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
SHARED = os.path.abspath(os.path.join(REPO, "..", "shared", "openapi"))


def documents(corpus):
    docs = []
    if os.path.isdir(corpus):
        for name in sorted(os.listdir(corpus)):
            if name.endswith((".json", ".yaml")):
                docs.append((name.rsplit(".", 1)[0], os.path.join(corpus, name), []))
            elif os.path.isfile(os.path.join(corpus, name, ".root")):
                # A document split over many files (corpus.py writes its folder, and names the document in .root).
                with open(os.path.join(corpus, name, ".root")) as f:
                    docs.append((name, os.path.join(corpus, name, f.read().strip()), []))
    docs.append(("shared-petstore", os.path.join(SHARED, "petstore.yaml"), []))
    docs.append(("shared-discord", os.path.join(SHARED, "discord.json"), []))
    github = os.path.join(corpus, "github.json")
    if os.path.exists(github):
        tags = ["issues", "pulls", "users", "search"]
        docs.append(("github-slice", github, [f for tag in tags for f in ("--tag", tag)]))
        docs.append(("github-no-paging", github, ["--no-paging", "--tag", "repos"]))
    return docs


def run(tools, out, name, doc, flags):
    work = os.path.join(out, name)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    specs = os.path.join(work, "specs")
    imported = subprocess.run([os.path.join(tools, "gen-import"), doc, "-o", specs] + flags,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=work)
    with open(os.path.join(work, "import.log"), "wb") as f:
        f.write(imported.stdout.replace(doc.encode(), b"DOC").replace(work.encode(), b"OUT") + b"\nexit %d\n" % imported.returncode)
    if imported.returncode == 0 and os.path.isdir(specs):
        generated = subprocess.run([os.path.join(tools, "gen"), "specs", "-o", "swift", "--mocks-output", "mocks",
                                    "--module", "API"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=work)
        with open(os.path.join(work, "gen.log"), "wb") as f:
            f.write(generated.stdout + b"\nexit %d\n" % generated.returncode)
    return name, imported.returncode


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tools", required=True, help="a folder with release builds of gen and gen-import")
    parser.add_argument("--out", required=True, help="the folder to write each document's outputs to")
    parser.add_argument("--corpus", default=os.path.join(REPO, ".build", "corpus"))
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    tools = os.path.abspath(args.tools)
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        jobs = [pool.submit(run, tools, os.path.abspath(args.out), *doc) for doc in documents(args.corpus)]
        for job in jobs:
            name, code = job.result()
            print("%-20s gen-import exit %d" % (name, code), flush=True)


if __name__ == "__main__":
    main()
