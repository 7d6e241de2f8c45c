#!/usr/bin/env python3
"""Extract recorded 2xx JSON HTTP exchanges from public test cassettes.

Reads sources.json (next to this script unless --sources is given), reads each
source's cassette files straight out of the fetched bare git mirror
(/work/.mirror/<owner>+<name>/repo, as produced by the `fetch` tool) with
`git cat-file --batch`, and writes one JSON Lines file per vendor:

    out/<vendor>.jsonl   one line per exchange:
    {"method", "url", "status", "headers": {"content-type"}, "body", "source"}

Only the response content-type header is kept; every other request/response
header is dropped (cassettes often still hold tokens or cookies).

Supported layouts (detected per file, the "format" field is informative):
  * Ruby VCR YAML / JSON      (http_interactions, body.string / base64_string, !binary)
  * vcrpy YAML / JSON         (interactions, body.string (str or !!binary bytes),
                               plus the pydantic-ai `parsed_body` and the
                               cloud-custodian `body.data` serializer variants)
  * go-vcr v1 / v2 YAML       (interactions, request.url, response.code/status, body str)
  * betamax JSON              (http_interactions, body.string / base64_string,
                               status {code} or status_code)
Bodies that are gzip (magic 1f 8b) after base64/binary decoding are gunzipped.

Per-source options in sources.json:
  paths            list of file paths or folder prefixes (folders end with "/")
  include_regex    only files whose path matches (default: .yml/.yaml/.json)
  exclude_regex    skip files whose path matches
  url_regex        keep only exchanges whose URL matches (re.search)
  substitutions    {placeholder: value} applied to URL and body text before JSON
                   parsing; used to undo a cassette filter exactly as the
                   recording library does on playback (see notes in sources.json)

Bodies are copied verbatim except that string values of credential-named fields
(token, access_token, client_secret, password, private_key, api_key, ...) and values that
look like PEM private keys or known token formats are replaced by "REDACTED"
(same JSON type); --no-redact keeps them.

Usage: python3 extract.py [--sources sources.json] [--out out] [--mirror-root /work/.mirror]
       [--only vendor[,vendor]] [--no-redact] [--report report.json]
Standard library + PyYAML (uses the libyaml C loader when present).
"""
import argparse
import base64
import gzip
import json
import os
import re
import subprocess
import sys
import zlib
from collections import OrderedDict, defaultdict

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))

# --------------------------------------------------------------------------- YAML

_Base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class CassetteLoader(_Base):
    """Safe loader that tolerates Ruby/Python specific tags found in cassettes."""


def _binary(loader, node):
    value = loader.construct_scalar(node)
    return base64.b64decode("".join(value.split()))


def _str(loader, node):
    return loader.construct_scalar(node)


def _fallback(loader, suffix, node):
    if isinstance(node, yaml.MappingNode):
        return loader.construct_mapping(node, deep=True)
    if isinstance(node, yaml.SequenceNode):
        return loader.construct_sequence(node, deep=True)
    return loader.construct_scalar(node)


CassetteLoader.add_constructor("!binary", _binary)
CassetteLoader.add_constructor("tag:yaml.org,2002:python/unicode", _str)
CassetteLoader.add_constructor("tag:yaml.org,2002:python/str", _str)
CassetteLoader.add_multi_constructor("!", _fallback)
CassetteLoader.add_multi_constructor("tag:yaml.org,2002:python/", _fallback)
CassetteLoader.add_multi_constructor("tag:yaml.org,2002:ruby/", _fallback)


def load_document(path, data):
    text = data.decode("utf-8", errors="replace")
    stripped = text.lstrip()
    if path.endswith(".json") or stripped.startswith("{"):
        try:
            return json.loads(text)
        except ValueError:
            pass
    return yaml.load(text, Loader=CassetteLoader)


# --------------------------------------------------------------------------- git


class Mirror:
    def __init__(self, git_dir, commit):
        self.git_dir = git_dir
        self.commit = commit

    def list_files(self, prefixes):
        out = subprocess.run(
            ["git", "--git-dir", self.git_dir, "ls-tree", "-r", "--name-only", self.commit, "--"]
            + [p.rstrip("/") for p in prefixes],
            check=True, capture_output=True).stdout.decode("utf-8", "replace")
        files = [l for l in out.splitlines() if l]
        want = []
        for f in files:
            for p in prefixes:
                if f == p or (p.endswith("/") and f.startswith(p)) or f.startswith(p.rstrip("/") + "/"):
                    want.append(f)
                    break
        return want

    def read_many(self, paths):
        """Yield (path, bytes or None) using one `git cat-file --batch` process."""
        proc = subprocess.Popen(["git", "--git-dir", self.git_dir, "cat-file", "--batch"],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        try:
            for p in paths:
                proc.stdin.write(("%s:%s\n" % (self.commit, p)).encode("utf-8"))
                proc.stdin.flush()
                header = proc.stdout.readline().decode("utf-8", "replace").rstrip("\n")
                if header.endswith(" missing") or not header:
                    yield p, None
                    continue
                size = int(header.split()[-1])
                data = proc.stdout.read(size)
                proc.stdout.read(1)  # trailing newline
                yield p, data
        finally:
            proc.stdin.close()
            proc.wait()


# --------------------------------------------------------------------------- interactions


def _first(value):
    if isinstance(value, list):
        return value[0] if value else None
    return value


def header_lookup(headers, name):
    if not isinstance(headers, dict):
        return None
    for k, v in headers.items():
        if str(k).lower() == name:
            v = _first(v)
            return None if v is None else str(v)
    return None


def status_code(resp):
    st = resp.get("status")
    if isinstance(st, dict) and "code" in st:
        return int(st["code"])
    if "code" in resp and resp["code"] is not None:
        try:
            return int(resp["code"])
        except (TypeError, ValueError):
            pass
    if "status_code" in resp:
        return int(resp["status_code"])
    if isinstance(st, int):
        return st
    if isinstance(st, str):
        m = re.match(r"\s*(\d{3})", st)
        if m:
            return int(m.group(1))
    return None


_NOVALUE = object()


def raw_body(resp):
    """Return (kind, value): kind 'json' for already-parsed bodies, 'bytes', 'text' or None."""
    if "parsed_body" in resp:  # pydantic-ai serializer
        return "json", resp["parsed_body"]
    body = resp.get("body", _NOVALUE)
    if body is _NOVALUE or body is None:
        return None, None
    if isinstance(body, dict):
        if "data" in body and "string" not in body:  # cloud-custodian azure serializer
            return "json", body["data"]
        b64 = body.get("base64_string")
        if b64:
            return "bytes", base64.b64decode("".join(b64.split()))
        s = body.get("string")
        if isinstance(s, (bytes, bytearray)):
            return "bytes", bytes(s)
        if isinstance(s, str):
            return "text", s
        return None, None
    if isinstance(body, (bytes, bytearray)):
        return "bytes", bytes(body)
    if isinstance(body, str):
        return "text", body
    return None, None


def decode_bytes(data, headers):
    if data[:2] == b"\x1f\x8b":
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError, zlib.error):
            return None
    elif (header_lookup(headers, "content-encoding") or "").lower() == "deflate":
        for wbits in (zlib.MAX_WBITS, -zlib.MAX_WBITS):
            try:
                data = zlib.decompress(data, wbits)
                break
            except zlib.error:
                pass
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def substitute(text, subs):
    for k, v in subs.items():
        text = text.replace(k, v)
    return text


# Credential-looking values inside bodies (test-account tokens, sandbox client secrets,
# PEM private keys...).  They are public in the source repositories and usually long
# expired, but are replaced by a same-typed placeholder string so that nothing that
# looks like a secret is copied.  Disable with --no-redact.
SECRET_FIELDS = {
    "token", "access_token", "refresh_token", "id_token", "client_secret", "password",
    "private_key", "secret", "api_key", "apikey", "app_key", "application_key",
    "signing_secret", "webhook_secret", "secret_key", "access_key_secret",
}
SECRET_VALUE = re.compile(
    r"-----BEGIN [A-Z ]*PRIVATE KEY-----|^(gh[pousr]_[A-Za-z0-9]{20,}|v1\.[0-9a-f]{40}|xox[abpr]-[A-Za-z0-9-]{10,}"
    r"|sk_(live|test)_[A-Za-z0-9]{10,}|rk_(live|test)_[A-Za-z0-9]{10,}|whsec_[A-Za-z0-9]{10,})$")
REDACTED = "REDACTED"


def redact(value, stats):
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if isinstance(v, str) and v and k.lower().replace("-", "_") in SECRET_FIELDS:
                stats["redacted_values"] += 1
                out[k] = REDACTED
            else:
                out[k] = redact(v, stats)
        return out
    if isinstance(value, list):
        return [redact(v, stats) for v in value]
    if isinstance(value, str) and SECRET_VALUE.search(value):
        stats["redacted_values"] += 1
        return REDACTED
    return value


def iter_interactions(doc):
    if not isinstance(doc, dict):
        return []
    for key in ("http_interactions", "interactions"):
        if isinstance(doc.get(key), list):
            return doc[key]
    return []


def extract_file(doc, src, path, stats):
    subs = src.get("substitutions") or {}
    url_re = re.compile(src["url_regex"]) if src.get("url_regex") else None
    rows = []
    for idx, inter in enumerate(iter_interactions(doc)):
        if not isinstance(inter, dict):
            continue
        req = inter.get("request") or {}
        resp = inter.get("response") or {}
        stats["interactions"] += 1
        url = req.get("uri") or req.get("url") or resp.get("url")
        method = (req.get("method") or "").upper()
        if not url:
            stats["skip_no_url"] += 1
            continue
        url = substitute(str(url), subs)
        if url_re and not url_re.search(url):
            stats["skip_url_filter"] += 1
            continue
        code = status_code(resp)
        if code is None or not (200 <= code < 300):
            stats["skip_non_2xx"] += 1
            continue
        headers = resp.get("headers") or {}
        ctype = header_lookup(headers, "content-type")
        kind, value = raw_body(resp)
        if kind is None:
            stats["skip_no_body"] += 1
            continue
        if kind == "json":
            if ctype and "json" not in ctype.lower():
                stats["skip_not_json"] += 1
                continue
            if subs:
                value = json.loads(substitute(json.dumps(value, ensure_ascii=False), subs))
            body = value
        else:
            text = decode_bytes(value, headers) if kind == "bytes" else value
            if text is None:
                stats["skip_undecodable"] += 1
                continue
            if not text.strip():
                stats["skip_empty_body"] += 1
                continue
            if ctype and "json" not in ctype.lower():
                stats["skip_not_json"] += 1
                continue
            text = substitute(text, subs)
            try:
                body = json.loads(text)
            except ValueError:
                stats["skip_invalid_json"] += 1
                continue
            if ctype is None and not isinstance(body, (dict, list)):
                stats["skip_not_json"] += 1
                continue
        if src.get("_redact", True):
            body = redact(body, stats)
        out_headers = {"content-type": ctype} if ctype else {}
        rows.append(OrderedDict([
            ("method", method),
            ("url", url),
            ("status", code),
            ("headers", out_headers),
            ("body", body),
            ("source", "%s@%s:%s#%d" % (src["repo"], src["commit"], path, idx)),
        ]))
        stats["written"] += 1
    return rows


def process_source(src, mirror_root, stats):
    git_dir = src.get("git_dir") or os.path.join(mirror_root, src["repo"].replace("/", "+"), "repo")
    if not os.path.isdir(git_dir):
        raise SystemExit("mirror %s missing: fetch github:%s first" % (git_dir, src["repo"]))
    if subprocess.run(["git", "--git-dir", git_dir, "cat-file", "-e", src["commit"] + "^{commit}"],
                      capture_output=True).returncode != 0:
        raise SystemExit("commit %s of %s is not in %s (snapshot moved on?)" % (src["commit"], src["repo"], git_dir))
    m = Mirror(git_dir, src["commit"])
    inc = re.compile(src.get("include_regex") or r"\.(ya?ml|json)$")
    exc = re.compile(src["exclude_regex"]) if src.get("exclude_regex") else None
    files = [f for f in m.list_files(src["paths"]) if inc.search(f) and not (exc and exc.search(f))]
    rows = []
    for path, data in m.read_many(files):
        stats["files"] += 1
        if data is None:
            stats["files_missing_from_snapshot"] += 1
            continue
        try:
            doc = load_document(path, data)
        except Exception as e:  # noqa: BLE001 - report and go on
            stats["files_unparseable"] += 1
            print("  cannot parse %s: %s" % (path, str(e).splitlines()[0][:120]), file=sys.stderr)
            continue
        rows.extend(extract_file(doc, src, path, stats))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sources", default=os.path.join(HERE, "sources.json"))
    ap.add_argument("--out", default=os.path.join(HERE, "..", "..", ".build", "replay"))
    ap.add_argument("--mirror-root", default="/work/.mirror")
    ap.add_argument("--only", default="", help="comma-separated vendor names")
    ap.add_argument("--no-redact", action="store_true",
                    help="keep credential-looking body values verbatim")
    ap.add_argument("--report", default=os.path.join(HERE, "..", "..", ".build", "replay", "report.json"),
                    help="per-source statistics (JSON); empty string to skip")
    args = ap.parse_args()

    with open(args.sources) as fh:
        sources = json.load(fh)
    only = set(filter(None, args.only.split(",")))
    os.makedirs(args.out, exist_ok=True)

    per_vendor = defaultdict(list)
    report = []
    for src in sources:
        if only and src["vendor"] not in only:
            continue
        stats = defaultdict(int)
        src = dict(src, _redact=not args.no_redact)
        rows = process_source(src, args.mirror_root, stats)
        per_vendor[src["vendor"]].extend(rows)
        report.append({"vendor": src["vendor"], "repo": src["repo"], "commit": src["commit"],
                       "paths": src["paths"], "stats": dict(sorted(stats.items()))})
        print("%-22s %-40s files=%-5d interactions=%-6d written=%d" % (
            src["vendor"], src["repo"], stats["files"], stats["interactions"], stats["written"]))
        extra = {k: v for k, v in sorted(stats.items())
                 if k not in ("files", "interactions", "written") and v}
        if extra:
            print("    " + ", ".join("%s=%d" % kv for kv in extra.items()))

    total = 0
    for vendor, rows in sorted(per_vendor.items()):
        with open(os.path.join(args.out, vendor + ".jsonl"), "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
        total += len(rows)
    print("-" * 60)
    for vendor, rows in sorted(per_vendor.items()):
        print("%-22s %6d" % (vendor, len(rows)))
    print("%-22s %6d" % ("TOTAL", total))
    if args.report and not only:
        with open(args.report, "w") as fh:
            json.dump({"sources": report,
                       "per_vendor": {v: len(r) for v, r in sorted(per_vendor.items())},
                       "total": total}, fh, indent=1)


if __name__ == "__main__":
    main()
