"""The golden generator: turns the golden layout-algebra cases
(test/Golden/Inputs/layout-algebra.jsonl) into Fly IR, at test time.

--mode valid    one function per case whose written result type is the golden
                answer; fly-opt must accept all of them (the verifier compares
                the written type with the inferred one). CHECK lines make
                FileCheck confirm that every case was printed back unchanged.
--mode mutated  the same functions with one leaf of the result type changed
                (a shape leaf, or a stride leaf of a mode of size > 1, so the
                layout is a different function); each must be rejected with
                the verifier's "incompatible" diagnostic (-verify-diagnostics).

Usage: python3 -m flytools.golden.to_mlir --mode valid|mutated [--limit N]
           golden.jsonl
Writes the module to stdout and the number of cases to stderr.
"""

import json
import re
import sys

from flytools import cli
from flytools.golden import text as golden_text
from flytools.golden.text import split_top


def as_lists(t):
    return [as_lists(e) for e in t] if isinstance(t, tuple) else t


def parse_tuple(text):
    """`(4,(2,3))` -> [4, [2, 3]] (lists, so leaves can be replaced)."""
    return as_lists(golden_text.parse_tuple(text))


def print_tuple(t):
    if isinstance(t, list):
        return "(" + ",".join(print_tuple(e) for e in t) + ")"
    return t


def leaf_paths(t, path=()):
    if isinstance(t, list):
        for i, e in enumerate(t):
            yield from leaf_paths(e, path + (i,))
    else:
        yield path


def get_at(t, path):
    for i in path:
        t = t[i]
    return t


def set_at(t, path, value):
    if not path:
        return value
    t = list(t)
    t[path[0]] = set_at(t[path[0]], path[1:], value)
    return t


def bump(leaf):
    m = re.fullmatch(r"(-?\d+)(.*)", leaf)
    if not m:
        return None
    return str(int(m.group(1)) + 1) + m.group(2)


def mutate(kind, expect):
    """A result of the same structure that is a different value/function."""
    if kind == "int_tuple":
        t = parse_tuple(expect)
        for p in leaf_paths(t):
            b = bump(get_at(t, p))
            if b is not None:
                return print_tuple(set_at(t, p, b))
        return None
    shape_txt, stride_txt = split_top(expect, ":")
    shape, stride = parse_tuple(shape_txt), parse_tuple(stride_txt)
    # Prefer a stride leaf of a mode of size > 1: FlyDSL and CuTe may write
    # any stride for size-1 modes, so changing one of those is not an error.
    for p in leaf_paths(shape):
        if get_at(shape, p) != "1":
            b = bump(get_at(stride, p))
            if b is not None:
                return print_tuple(shape) + ":" + print_tuple(set_at(stride, p, b))
    for p in leaf_paths(shape):
        b = bump(get_at(shape, p))
        if b is not None:
            return print_tuple(set_at(shape, p, b)) + ":" + print_tuple(stride)
    return None


def case_function(index, case, result_text):
    args = case["args"]
    kinds = case["kinds"]
    arg_types = [f"!fly.{k}<{a}>" for k, a in zip(kinds, args)]
    result_type = f"!fly.{case['result_kind']}<{result_text}>"
    params = ", ".join(f"%a{i}: {t}" for i, t in enumerate(arg_types))
    operands = ", ".join(f"%a{i}" for i in range(len(args)))
    return (
        f"func.func @case_{index}({params}) -> {result_type} {{\n"
        f"  %r = fly.{case['op']}({operands}) : ({', '.join(arg_types)}) -> {result_type}\n"
        f"  return %r : {result_type}\n"
        f"}}\n"
    )


def main(argv=None):
    ap = cli.make_parser(__doc__, __spec__)
    ap.add_argument("--mode", choices=["valid", "mutated"], required=True,
                    help="what to write (see below)")
    ap.add_argument("--limit", type=int, default=0, metavar="N",
                    help="only the first N cases (default: all)")
    ap.add_argument("jsonl", help="the golden cases, one JSON object a line")
    opts = ap.parse_args(argv)

    with open(opts.jsonl) as f:
        cases = [json.loads(line) for line in f if line.strip()]
    if opts.limit:
        cases = cases[: opts.limit]

    out = sys.stdout
    out.write(f"// Generated from {len(cases)} golden cases; do not edit.\n")
    emitted = 0
    for i, case in enumerate(cases):
        if opts.mode == "valid":
            out.write(f"// CHECK-LABEL: func.func @case_{i}(\n")
            out.write(
                f"// CHECK: fly.{case['op']}({{{{.*}}}}) -> "
                f"!fly.{case['result_kind']}<{case['expect']}>\n"
            )
            out.write(case_function(i, case, case["expect"]))
            emitted += 1
        else:
            wrong = mutate(case["result_kind"], case["expect"])
            if wrong is None:
                sys.exit(f"golden_to_mlir: case {i} ({case['expect']}) "
                         "has no leaf to change")
            if emitted:
                out.write("\n// -----\n\n")
            fn = case_function(i, case, wrong).splitlines(keepends=True)
            # Both diagnostics are reported at the op (second line): the
            # comparison of the types, then MLIR's summary.
            fn.insert(1, "  // expected-error @+2 {{are incompatible with return type}}\n"
                         "  // expected-error @+1 {{failed to infer returned types}}\n")
            out.write("".join(fn))
            emitted += 1
    sys.stderr.write(f"golden_to_mlir: {emitted} {opts.mode} cases\n")


if __name__ == "__main__":
    main()
