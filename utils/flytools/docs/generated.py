"""Check the reference that `fly-doc` generates from ODS (<build>/docs).

Every op, attribute, type and pass entry of the generated Markdown must have
a summary (the `_..._` line under its heading), a description (prose besides
the generated syntax, traits and tables) and an example (a ```mlir block; a
```text block for the passes whose output is files). Enum entries have a
summary and their cases; their meaning is the description of the enum
attribute of the same name. Prints the number of entries of each kind per
file, so that a test can pin them, and every incomplete entry; exits 1 if
there is one.

Usage: python3 -m flytools.docs.generated <build>/docs
"""

import os
import re
import sys

from flytools import cli

DIALECTS = ["Dialects/FlyDialect.md", "Dialects/FlyROCDLDialect.md",
            "Dialects/FlyNVVMDialect.md"]
PASSES = ["FlyPasses.md", "FlyROCDLPasses.md", "FlyConversionPasses.md",
          "FlyROCDLTargetPasses.md", "FlyNVVMTargetPasses.md"]

# Lines tblgen writes around the description, which do not count as prose.
GENERATED = re.compile(r"^(Syntax:|Traits:|Interfaces:|Effects:|#### |\| |\[TOC\])")


def sections(text, level):
    """(heading, body) of each heading of `level` ('##' or '###')."""
    parts = re.split(r"^(%s [^\n]*)$" % re.escape(level), text, flags=re.M)
    return list(zip(parts[1::2], parts[2::2]))


def strip_code(body):
    """The body without fenced blocks, and the languages of those blocks."""
    langs = re.findall(r"^```(\w*)", body, re.M)[::2]
    return re.sub(r"^```.*?^```", "", body, flags=re.M | re.S), langs


def check_entry(heading, body, need_example):
    """A list of what the entry lacks."""
    missing = []
    prose, langs = strip_code(body)
    lines = [l for l in prose.split("\n") if l.strip()]
    if not lines or not re.match(r"^_.+_$", lines[0].strip()):
        missing.append("summary")
    text = [l for l in lines[1:] if not GENERATED.match(l.strip())]
    if not text:
        missing.append("description")
    if need_example and not ({"mlir", "text"} & set(langs)):
        missing.append("example")
    return missing


def check_dialect(path, problems):
    counts = {}
    text = open(path).read()
    for title, group in sections(text, "##"):
        kind = title[3:].strip().lower()
        entries = sections(group, "###")
        counts[kind] = len(entries)
        for heading, body in entries:
            if kind == "enums":
                prose, _ = strip_code(body)
                if not re.search(r"^_.+_$", prose, re.M) or "#### Cases" not in body:
                    problems.append("%s: %s: no summary or cases" % (path, heading))
                continue
            for what in check_entry(heading, body, need_example=True):
                problems.append("%s: %s: no %s" % (path, heading, what))
    return counts


def check_passes(path, problems):
    entries = sections(open(path).read(), "###")
    for heading, body in entries:
        # Options tables follow the description; they are not prose.
        body = body.split("#### Options")[0]
        for what in check_entry(heading, body, need_example=True):
            problems.append("%s: %s: no %s" % (path, heading, what))
    return len(entries)


def main(argv=None):
    ap = cli.make_parser(__doc__, __spec__)
    ap.add_argument("docs", metavar="DIR",
                    help="the generated reference: <build>/docs")
    root = ap.parse_args(argv).docs
    problems = []
    for rel in DIALECTS:
        counts = check_dialect(os.path.join(root, rel), problems)
        print("%s: %s" % (rel, ", ".join("%d %s" % (counts.get(k, 0), k) for k in
                                         ["operations", "attributes", "types", "enums"])))
    total = 0
    for rel in PASSES:
        n = check_passes(os.path.join(root, rel), problems)
        total += n
        print("%s: %d passes" % (rel, n))
    print("passes: %d" % total)
    for p in problems:
        print("INCOMPLETE " + p)
    print("generated-docs: %d incomplete entries" % len(problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
