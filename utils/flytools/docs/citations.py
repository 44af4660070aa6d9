"""Check the citations of the reference pages (docs/reference) in the sources.

Code comments cite sections as `docs/reference/<page>.md#<section>`, and the pages
link to each other as `[text](PAGE.md#anchor)`. Every cited page must exist
and every anchor must be the GitHub anchor of one of its headings. Nothing
in the repository may point outside it to the reference documents it was
written from (the names in OUTSIDE). Prints each problem and a summary line;
exits 1 on a problem.

Usage: python3 -m flytools.docs.citations <repository root>
"""

import os
import re
import sys

from flytools import cli

# Skipped: build trees, version control and tool state.
SKIP_DIRS = {"build", "node_modules", "__pycache__"}
TEXT = (".md", ".td", ".h", ".cpp", ".c", ".py", ".mlir", ".test", ".txt",
        ".cmake", ".sh", ".in", ".json", ".cfg", ".toml", ".yml", ".yaml")
# Documents outside the repository that nothing may cite (spelled in pieces
# so that this file does not cite them itself).
OUTSIDE = ["fly-ir" + ".md", "layout-algebra" + ".md", ".." + "/shared"]

CITATION = re.compile(r"docs/reference/([\w.-]+\.md)(#[\w-]+)?")
LINK = re.compile(r"\]\(([\w.-]*\.md)?(#[\w-]+)?\)")


def slug(heading):
    """GitHub's anchor of a heading."""
    text = heading.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    text = re.sub(r"^```.*?^```", "", open(path).read(), flags=re.M | re.S)
    return {slug(m.group(1)) for m in re.finditer(r"^#+ (.*)$", text, re.M)}


def files(root):
    for d, dirs, names in os.walk(root):
        dirs[:] = [x for x in dirs if not x.startswith(".") and x not in SKIP_DIRS]
        for n in names:
            if n.endswith(TEXT) or n in ("CMakeLists.txt", "README", "run"):
                yield os.path.join(d, n)


def main(argv=None):
    ap = cli.make_parser(__doc__, __spec__)
    ap.add_argument("root", metavar="ROOT",
                    help="the repository whose files are checked")
    root = os.path.abspath(ap.parse_args(argv).root)
    ref = os.path.join(root, "docs", "reference")
    problems, cited = [], 0

    def check(where, page, anchor):
        path = os.path.join(ref, page)
        if not os.path.exists(path):
            problems.append("%s: cites %s, which does not exist" % (where, page))
        elif anchor and anchor[1:] not in anchors(path):
            problems.append("%s: cites %s%s, which has no such section" % (where, page, anchor))

    for path in files(root):
        rel = os.path.relpath(path, root)
        try:
            text = open(path, encoding="utf-8").read()
        except (UnicodeDecodeError, OSError):
            continue
        for name in OUTSIDE:
            for i, line in enumerate(text.split("\n"), 1):
                if name in line:
                    problems.append("%s:%d: refers to %s, which is not in the repository" % (rel, i, name))
        for m in CITATION.finditer(text):
            cited += 1
            line = text.count("\n", 0, m.start()) + 1
            check("%s:%d" % (rel, line), m.group(1), m.group(2))
        if os.path.dirname(path) == ref:
            for m in LINK.finditer(text):
                page, anchor = m.group(1), m.group(2)
                if page and ("/" in page or not page.endswith(".md")):
                    continue
                cited += 1
                line = text.count("\n", 0, m.start()) + 1
                check("%s:%d" % (rel, line), page or os.path.basename(path), anchor)
    for p in problems:
        print("BAD " + p)
    print("doc-citations: %d checked, %d bad" % (cited, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
