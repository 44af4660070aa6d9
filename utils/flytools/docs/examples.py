"""Check the examples in the ODS descriptions against fly-opt, at test time.

Every ```mlir block inside a `let description = [{ ... }]` of the given .td
files is an example that the generated reference shows; this script makes
sure each one is what fly-opt accepts and prints, so the documentation cannot
drift from the compiler. The kind of a block is decided by its content:

- lines that each start with `!` (types) or `#` (attributes): every line must
  parse, verify and print back exactly as written;
- a block whose first line is `// error: TEXT`: fly-opt must reject the rest
  of the block with a diagnostic containing TEXT;
- a block whose first lines are `// fly-opt ARGS` and `// error: TEXT`:
  fly-opt ARGS must reject the rest of the block with that diagnostic;
- a block whose first line is `// fly-opt ARGS`: the input of a pass example.
  fly-opt ARGS runs on it, and the next ```mlir block of the same description
  (the expected output) must equal what it prints;
- anything else: ops that must verify and print back exactly as written.

Op snippets that are not whole modules (no `func.func`, `llvm.func`,
`gpu.module` or `module` line) are wrapped in a function; values they use without defining
become its arguments, typed from the trailing functional type of the op that
uses them (`fly.op(%a, %b) : (!A, !B) -> !R`). "Exactly as written" means the
same text after comments are removed, runs of blanks are made one blank and
SSA names are numbered in order of appearance (so `%l` may stand for `%0`).

Usage: python3 -m flytools.docs.examples [--fly-opt PATH] [--verbose] FILE.td...
Prints every failure (with --verbose also one line per checked definition)
and a summary; exits 1 on a mismatch.
"""

import re
import shlex
import subprocess
import sys

from flytools import cli

FENCE = re.compile(r"```mlir\n(.*?)```", re.S)
SSA = re.compile(r"%[A-Za-z0-9_$.\-]+")
MODULE_LINE = re.compile(r"^\s*(func\.func|llvm\.func|gpu\.module|module)\b", re.M)


def descriptions(path):
    """(definition name, line, text) of every description in a .td file, or
    of every `## ` section of a Markdown file."""
    text = open(path).read()
    out = []
    if path.endswith(".md"):
        starts = [m.start() for m in re.finditer(r"^## ", text, re.M)] or [0]
        starts = ([0] if starts[0] else []) + starts
        for b, e in zip(starts, starts[1:] + [len(text)]):
            title = text[b:].split("\n", 1)[0].lstrip("# ").strip()
            out.append((title, text.count("\n", 0, b) + 1, text[b:e]))
        return out
    for m in re.finditer(r"let\s+description\s*=\s*\[\{(.*?)\}\];", text, re.S):
        defs = list(re.finditer(r"^\s*(?:def|class)\s+(\w+)", text[: m.start()], re.M))
        name = defs[-1].group(1) if defs else "?"
        line = text.count("\n", 0, m.start()) + 1
        out.append((name, line, m.group(1)))
    return out


def dedent(block):
    lines = block.split("\n")
    indents = [len(l) - len(l.lstrip()) for l in lines if l.strip()]
    cut = min(indents) if indents else 0
    return "\n".join(l[cut:] for l in lines).strip("\n") + "\n"


def strip_comments(text):
    return "\n".join(re.sub(r"//.*$", "", l) for l in text.split("\n"))


def normalize(text):
    """Comments removed, blanks collapsed, SSA names numbered."""
    text = " ".join(strip_comments(text).split())
    names = {}

    def rename(m):
        return names.setdefault(m.group(0), "%%v%d" % len(names))

    return SSA.sub(rename, text)


def run(fly_opt, args, source):
    p = subprocess.run([fly_opt, "--mlir-print-local-scope"] + args,
                       input=source, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def split_top(text, sep):
    """Splits at `sep` outside (), <>, [], {} and strings."""
    parts, depth, cur, quote = [], 0, "", False
    for i, ch in enumerate(text):
        if quote:
            cur += ch
            quote = ch != '"'
            continue
        if ch == '"':
            quote = True
        elif ch in "(<[{":
            depth += 1
        elif ch in ")>]}" and not (ch == ">" and text[i - 1] == "-"):
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    return parts


def statements(snippet):
    """Op statements, continuation lines joined (an op ends where the next
    line starts with `%` or a dialect op name)."""
    stmts = []
    for line in strip_comments(snippet).split("\n"):
        if not line.strip():
            continue
        if stmts and not re.match(r"^\s*(%|\w+\.\w|return|\})", line):
            stmts[-1] += " " + line.strip()
        else:
            stmts.append(line.strip())
    return stmts


def operand_types(stmt):
    """{operand name: type} from an op's trailing `: (T...) -> R` or `: T ->`."""
    m = re.match(r"^((?:%[\w$.\-]+(?::\d+)?\s*,\s*)*%[\w$.\-]+(?::\d+)?)\s*=\s*", stmt)
    body = stmt[m.end():] if m else stmt
    parts = split_top(body, ":")
    if len(parts) < 2:
        return {}
    head, types = parts[0], ":".join(parts[1:]).strip()
    operands = [o.split("#")[0] for o in SSA.findall(head)]
    if types.startswith("("):
        inner = split_top(types, "-")[0].strip()
        inner = inner[1: inner.rindex(")")] if ")" in inner else ""
        tys = [t.strip() for t in split_top(inner, ",") if t.strip()]
    else:
        tys = [split_top(types, "-")[0].strip()]
    if len(tys) != len(operands):
        return {}
    return dict(zip(operands, tys))


ALIAS = re.compile(r"^\s*([!#][\w.$-]+)\s*=\s*(.*)$")


def split_aliases(snippet):
    """(alias lines, the rest, the rest with every alias written out)."""
    aliases, rest = [], []
    for line in snippet.split("\n"):
        (aliases if ALIAS.match(line) else rest).append(line)
    rest = "\n".join(rest)
    expanded = rest
    defs = [ALIAS.match(l).groups() for l in aliases]
    for name, body in sorted(defs, key=lambda d: -len(d[0])):
        expanded = re.sub(re.escape(name) + r"(?![\w.$-])", lambda _: body.strip(), expanded)
    return "".join(l + "\n" for l in aliases), rest, expanded


def wrap_ops(snippet):
    """The snippet as the body of one function; undefined values become its
    arguments. Returns (module text, error)."""
    aliases, snippet, _ = split_aliases(snippet)
    defined, args = set(), []
    for stmt in statements(snippet):
        m = re.match(r"^(%[^=]*?)\s*=\s", stmt)
        uses = SSA.findall(stmt[m.end():] if m else stmt)
        types = operand_types(stmt)
        for u in uses:
            name = u.split("#")[0]
            if name in defined or name in [a for a, _ in args]:
                continue
            if name not in types:
                return None, "cannot tell the type of %s in: %s" % (name, stmt)
            args.append((name, types[name]))
        if m:
            for r in SSA.findall(m.group(1)):
                defined.add(r)
    sig = ", ".join("%s: %s" % (n, t) for n, t in args)
    return "%sfunc.func @doc_example(%s) {\n%s\n  return\n}\n" % (aliases, sig, snippet), None


def printed_body(out):
    """The body of the one wrapping function fly-opt printed."""
    lines = out.split("\n")
    start = next(i for i, l in enumerate(lines) if "func.func @doc_example" in l)
    end = max(i for i, l in enumerate(lines) if l.strip() == "return")
    return "\n".join(lines[start + 1: end])


def printed_module(out, source):
    """What fly-opt printed, without the implicit top-level module."""
    if re.match(r"^\s*module\b", strip_comments(source).lstrip()):
        return out
    lines = [l for l in out.split("\n") if l.strip()]
    if lines and lines[0].strip().startswith("module") and lines[-1].strip() == "}":
        return "\n".join(lines[1:-1])
    return out


def check_decl_lines(fly_opt, block):
    """Types or attributes, one per line, must print back as written."""
    items = [l.strip() for l in strip_comments(block).split("\n") if l.strip()]
    if items[0].startswith("!"):
        src = "".join("func.func private @t%d(%s)\n" % (i, t) for i, t in enumerate(items))
        pattern = r"func\.func private @t(\d+)\((.*)\)$"
    else:
        src = "".join("func.func private @a%d() attributes {doc = %s}\n" % (i, a)
                      for i, a in enumerate(items))
        pattern = r"func\.func private @a(\d+)\(\) attributes \{doc = (.*)\}$"
    rc, out, err = run(fly_opt, [], src)
    if rc:
        return "fly-opt rejected it:\n" + err
    got = {}
    for line in out.split("\n"):
        m = re.search(pattern, line.strip())
        if m:
            got[int(m.group(1))] = m.group(2)
    for i, item in enumerate(items):
        if got.get(i) != item:
            return "%s prints as %s" % (item, got.get(i))
    return None


def check_ops(fly_opt, block):
    whole = bool(MODULE_LINE.search(block))
    src, err = (block, None) if whole else wrap_ops(block)
    if err:
        return err
    rc, out, err = run(fly_opt, [], src)
    if rc:
        return "fly-opt rejected it:\n" + err
    got = printed_module(out, block) if whole else printed_body(out)
    if normalize(got) != normalize(split_aliases(block)[2]):
        return "it prints differently:\n" + got
    return None


def check_error(fly_opt, block, args=()):
    first, rest = block.split("\n", 1)
    want = first.split("// error:", 1)[1].strip()
    whole = bool(MODULE_LINE.search(rest))
    src, err = (rest, None) if whole else wrap_ops(rest)
    if err:
        return err
    rc, out, err = run(fly_opt, list(args), src)
    if rc == 0:
        return "fly-opt accepted it"
    if want not in " ".join(err.split()):
        return "the diagnostic does not say '%s':\n%s" % (want, err)
    return None


def check_pass(fly_opt, block, expected):
    first, rest = block.split("\n", 1)
    args = shlex.split(first.split("// fly-opt", 1)[1])
    if expected is None:
        return "a pass example needs the expected output as the next ```mlir block"
    whole = bool(MODULE_LINE.search(rest))
    src, err = (rest, None) if whole else wrap_ops(rest)
    if err:
        return err
    rc, out, err = run(fly_opt, args, src)
    if rc:
        return "fly-opt %s failed:\n%s" % (" ".join(args), err)
    got = printed_module(out, rest) if whole else printed_body(out)
    if normalize(got) != normalize(split_aliases(expected)[2]):
        return "fly-opt %s prints:\n%s" % (" ".join(args), got)
    return None


def check_description(fly_opt, text):
    """(number of examples, list of failures) of one description."""
    blocks = [dedent(b) for b in FENCE.findall(dedent(text))]
    failures, count, i = [], 0, 0
    while i < len(blocks):
        block, first = blocks[i], blocks[i].lstrip().split("\n", 1)[0]
        items = [l.strip() for l in strip_comments(block).split("\n") if l.strip()]
        lines = block.lstrip().split("\n")
        if first.startswith("// fly-opt") and len(lines) > 1 and \
                lines[1].startswith("// error:"):
            args = shlex.split(first.split("// fly-opt", 1)[1])
            problem = check_error(fly_opt, block.lstrip().split("\n", 1)[1], args)
            i += 1
        elif first.startswith("// fly-opt"):
            expected = blocks[i + 1] if i + 1 < len(blocks) else None
            problem = check_pass(fly_opt, block, expected)
            i += 2
        elif first.startswith("// error:"):
            problem = check_error(fly_opt, block)
            i += 1
        elif items and all(l[0] in "!#" for l in items):
            problem = check_decl_lines(fly_opt, block)
            i += 1
        else:
            problem = check_ops(fly_opt, block)
            i += 1
        count += 1
        if problem:
            failures.append("example:\n%s%s" % (block, problem))
    return count, failures


def main(argv=None):
    ap = cli.make_parser(__doc__, __spec__)
    cli.add_fly_opt_argument(ap)
    ap.add_argument("--verbose", action="store_true",
                    help="also print one line per checked definition")
    ap.add_argument("files", nargs="+", metavar="FILE.td",
                    help="the ODS files whose descriptions are checked")
    a = ap.parse_args(argv)
    a.fly_opt = cli.fly_opt(ap, a.fly_opt)
    total, failed = 0, 0
    for path in a.files:
        for name, line, text in descriptions(path):
            n, failures = check_description(a.fly_opt, text)
            total += n
            for f in failures:
                failed += 1
                print("FAIL %s:%d (%s): %s" % (path, line, name, f))
            if a.verbose:
                print("%s %s: %d example(s)" % ("ok" if not failures else "FAIL", name, n))
    print("doc-examples: %d checked, %d failed" % (total, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
