"""Names every test lit skipped and decides whether the skip is allowed
(scripts/test.sh runs it on lit's report).

Reads lit's JUnit report (--xunit-xml-output): a skipped test carries lit's
reason, "Missing required feature(s): a, b", "Unsupported configuration"
(an UNSUPPORTED: line matched) or "Test not selected" (a partial run). A
skip is allowed only when every missing feature is one of --optional, the
features that stand for an optional outside tool (a GPU present or absent,
ptxas); any other reason fails.

Usage: python3 -m flytools.lit_skips --optional "f1 f2 ..." REPORT.xml
Prints one line per skipped test and a verdict; exits 1 if a skip is not
allowed (or the report is missing).
"""

import sys
import xml.etree.ElementTree as ET

from flytools import cli

MISSING = "Missing required feature(s): "


def main(argv=None):
    ap = cli.make_parser(__doc__, __spec__)
    ap.add_argument("--optional", default="", metavar="FEATURES",
                    help="space-separated features of optional outside tools")
    ap.add_argument("report", metavar="REPORT.xml",
                    help="lit's JUnit report (--xunit-xml-output)")
    opts = ap.parse_args(argv)
    optional = set(opts.optional.split())
    try:
        root = ET.parse(opts.report).getroot()
    except (OSError, ET.ParseError) as e:
        print(f"skips: cannot read lit's report {opts.report}: {e}")
        return 1
    allowed = refused = unselected = 0
    for case in root.iter("testcase"):
        skipped = case.find("skipped")
        if skipped is None:
            continue
        name = f"{case.get('classname')}/{case.get('name')}"
        reason = skipped.get("message", "")
        if reason.startswith("Test not selected"):
            unselected += 1  # a partial run (--filter or --max-tests)
            continue
        features = (reason[len(MISSING):].split(", ")
                    if reason.startswith(MISSING) else [])
        if features and set(features) <= optional:
            allowed += 1
            print(f"skipped: {name} ({reason}; optional outside tool)")
        else:
            refused += 1
            print(f"SKIPPED, NOT ALLOWED: {name} ({reason})")
    if unselected:
        print(f"SKIPPED, NOT ALLOWED: {unselected} tests not selected "
              "(--filter or --max-tests: a partial run)")
        refused += unselected
    print(f"skips: {allowed} allowed, {refused} not allowed")
    return 1 if refused else 0


if __name__ == "__main__":
    sys.exit(main())
