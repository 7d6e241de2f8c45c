"""What the import benchmark checks of gen-import's output on every document: diagnostics a person reads.

- no line longer than 300 characters;
- no message printed twice in one run (the same words at many places are folded into one line);
- no wording of the libraries gen-import reads with (OpenAPIKit's Markdown and phrases, libyaml's descriptions);
- a summary by class that agrees with the diagnostics (each class's count is the number of its diagnostics, folded
  ones included) and with the operations' line (no class costs more operations than the line counts, and the
  approximated and skipped operations the line counts are each charged to some class).
"""

import re

LONGEST_LINE = 300

# Phrases of OpenAPIKit's and libyaml's own descriptions, which gen-import words in its own.
FOREIGN_WORDING = [
    "`", "**", "Expected to find", "Expected `", "to be parsable", "Problem encountered", "Inconsistency encountered",
    "Found neither", "Found nothing", "could not be parsed", "but it was not", "...",
    "did not find expected", "could not find expected", "are not allowed in this context", "while parsing",
    "while scanning", "found character that cannot start", "found unexpected", "found undefined", "libyaml",
    "OpenAPIKit",
]

DIAGNOSTIC = re.compile(r"^(?P<place>.*?:\d+:\d+): (?P<kind>error|warning|note): (?P<message>.*)$")
FOLDED = re.compile(r" \(and (?P<more>\d+) more like it; --verbose lists them\)(?= \[|$)")
CLASS_TAG = re.compile(r" \[(?P<name>[a-z0-9.-]+)\]$")
CLASS_LINE = re.compile(r"^(?P<count>\d+) × (?P<phrase>.*?)"
                        r"(?: \(operations: (?P<costs>[^)]*)\))?(?: \[(?P<name>[a-z0-9.-]+)\])?$")
SUMMARY = re.compile(r"(?P<total>\d+) operations?: (?P<exact>\d+) exact, (?P<approximated>\d+) approximated, "
                     r"(?P<skipped>\d+) skipped")


def counts(output):
    """The diagnostics a run found by kind, each folded line counted with the ones it stands for."""
    found = {"error": 0, "warning": 0, "note": 0}
    for line in output.splitlines():
        match = DIAGNOSTIC.match(line)
        if match:
            folded = FOLDED.search(match.group("message"))
            found[match.group("kind")] += 1 + (int(folded.group("more")) if folded else 0)
    return found


def problems(output):
    """What breaks the rules above in one run's output (stdout and stderr), in words."""
    found = []
    messages = {}
    by_class = {}
    classes = {}
    summary = None
    for line in output.splitlines():
        if len(line) > LONGEST_LINE:
            found.append("a line of %d characters: %s…" % (len(line), line[:120]))
        for phrase in FOREIGN_WORDING:
            if phrase in line:
                found.append("foreign wording %r: %s" % (phrase, line[:200]))
        match = DIAGNOSTIC.match(line)
        if match:
            message = match.group("message")
            tag = CLASS_TAG.search(message)
            folded = FOLDED.search(message)
            words = FOLDED.sub("", CLASS_TAG.sub("", message))
            key = (match.group("kind"), words)
            if key in messages:
                found.append("printed twice: %s (at %s and %s)" % (words[:120], messages[key], match.group("place")))
            messages[key] = match.group("place")
            if tag and match.group("kind") != "error":
                name = tag.group("name")
                by_class[name] = by_class.get(name, 0) + 1 + (int(folded.group("more")) if folded else 0)
            continue
        match = CLASS_LINE.match(line)
        if match:
            costs = {"approximated": 0, "skipped": 0}
            for part in (match.group("costs") or "").split(", "):
                if part:
                    number, what = part.split(" ", 1)
                    costs[what] = int(number)
            classes[match.group("name") or match.group("phrase")] = (int(match.group("count")), costs)
            continue
        match = SUMMARY.search(line)
        if match:
            summary = {key: int(value) for key, value in match.groupdict().items()}
    for name, count in by_class.items():
        if name not in classes:
            found.append("class %s has %d diagnostics but no summary line" % (name, count))
        elif classes[name][0] != count:
            found.append("class %s: the summary says %d, the diagnostics are %d" % (name, classes[name][0], count))
    if summary:
        for what in ("approximated", "skipped"):
            charged = [costs[what] for _, costs in classes.values()]
            if any(value > summary[what] for value in charged):
                found.append("a class costs more %s operations than the line's %d" % (what, summary[what]))
            if summary[what] > 0 and sum(charged) < summary[what]:
                found.append("%d %s operations, but the classes account for %d" % (summary[what], what, sum(charged)))
    return found
