#!/usr/bin/env python3
"""Executed differential test of fly-layout-lowering on the CPU.

For each golden layout-algebra case (shared/golden/layout-algebra.jsonl) this
builds the same computation in Fly IR with EVERY input leaf dynamic:

  func.func @case_N(%l0: i32, %l1: i32, ...) {
    <operands in normal form: fly.make_int_tuple / fly.make_layout of the
     i32 arguments; tiles are fly.static (always static in Fly)>
    %r = fly.<op>(...) : (...) -> <result type inferred by fly-opt>
    layout result:   scf.for i in [0, size) : print crd2idx(make_int_tuple(i), %r)
    int tuple result: print every leaf of fly.get_leaves(%r)
  }

and @main calls every case with arith.constant arguments equal to the golden
input values; crd2idx and idx2crd cases are instead called over their whole
domain (every coordinate of the golden coordinate's profile, every index),
with the layout leaves at their golden values. Result types are never written by hand: fly-opt is run on
probes whose result types are deliberately wrong, and the "inferred type(s)"
of its diagnostics are used. The module is lowered with fly-layout-lowering
and the standard conversions to LLVM, run with mlir-runner, and the printed
numbers are compared with an independent oracle: a small CuTe layout
evaluator below (colexicographic idx2crd where the last mode absorbs the
excess, inner product with the strides) applied to the golden `expect`.

Cases whose operation cannot be evaluated with all-dynamic inputs (fly-opt
rejects them, e.g. complement of several modes with dynamic strides) are
counted per op and skipped. Cases whose golden input values violate a
condition the dynamic algorithm assumes (a dynamic divisor that is 0, stride
or shape divisibility that only static coalescing provides, injectivity)
are outside the domain on which the dynamic answer equals the static one;
the algebra library records those conditions, and SymbolicGoldenTest writes
the golden lines that violate one (FLY_CONDITIONS_OUT). They are passed in
with --excluded, counted and skipped. Every other case must match.

Usage: golden_exec.py --fly-opt PATH --mlir-runner PATH --lib-dir DIR
                      [--excluded LINES_FILE] golden.jsonl
Prints a per-op summary and "golden-exec: N passed, M failed"; exits
non-zero on any mismatch or lowering failure.
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile
import time

import golden_text

# ---------------------------------------------------------------------------
# Text of int tuples and layouts
# ---------------------------------------------------------------------------


def parse_tuple(text):
    """`(4,(2,3))` -> (4, (2, 3)); a leaf is an int."""
    return golden_text.parse_tuple(text, int)


def parse_layout(text):
    return golden_text.parse_layout(text, int)


def leaves(t):
    if isinstance(t, tuple):
        out = []
        for e in t:
            out.extend(leaves(e))
        return out
    return [t]


def dyn_text(t):
    """The all-dynamic type text of a tuple of the same structure."""
    if isinstance(t, tuple):
        return "(" + ",".join(dyn_text(e) for e in t) + ")"
    return "?"


# ---------------------------------------------------------------------------
# The oracle: CuTe's layout function, independent of the C++ library
# ---------------------------------------------------------------------------


def size(shape):
    if isinstance(shape, tuple):
        n = 1
        for s in shape:
            n *= size(s)
        return n
    return shape


def layout_eval(shape, stride, idx):
    """L(idx): split idx colexicographically over the shape (the last mode of
    every tuple takes the excess: CuTe's extension rule) and take the inner
    product of the coordinate with the strides."""
    if not isinstance(shape, tuple):
        return idx * stride
    total = 0
    for k, (s, d) in enumerate(zip(shape, stride)):
        if k + 1 == len(shape):
            total += layout_eval(s, d, idx)
        else:
            n = size(s)
            total += layout_eval(s, d, idx % n)
            idx //= n
    return total


def crd2idx(crd, shape, stride):
    """CuTe crd2idx: a 1-D index into a mode is split colexicographically
    (the last mode absorbs the excess); a tuple maps mode by mode."""
    if not isinstance(crd, tuple):
        return layout_eval(shape, stride, crd)
    return sum(crd2idx(c, s, d) for c, s, d in zip(crd, shape, stride))


def idx2crd_leaves(idx, shape, stride):
    """FlyDSL's idx2crd: every leaf is (idx / stride) % shape."""
    if not isinstance(shape, tuple):
        return [(idx // stride) % shape]
    out = []
    for s, d in zip(shape, stride):
        out += idx2crd_leaves(idx, s, d)
    return out


def coordinate_extents(crd, shape):
    """The range of every leaf of a coordinate of this profile: a leaf
    indexes its whole (sub)shape."""
    if not isinstance(crd, tuple):
        return [size(shape)]
    out = []
    for c, s in zip(crd, shape):
        out += coordinate_extents(c, s)
    return out


def with_leaves(profile, values):
    """A tuple of `profile`'s structure holding `values` in order."""
    it = iter(values)

    def build(p):
        return tuple(build(e) for e in p) if isinstance(p, tuple) else next(it)
    return build(profile)


def colex(i, extents):
    out = []
    for n in extents:
        out.append(i % n)
        i //= n
    return out


def expected_numbers(case):
    if case["result_kind"] == "layout":
        shape, stride = parse_layout(case["expect"])
        return [layout_eval(shape, stride, i) for i in range(size(shape))]
    return leaves(parse_tuple(case["expect"]))


# ---------------------------------------------------------------------------
# IR generation
# ---------------------------------------------------------------------------

# Deliberately wrong result types. Not 1:x: the verifier accepts any stride
# for a size-1 mode, so a probe of 1:7777 against an inferred 1:0 passes.
WRONG = {"layout": "!fly.layout<(7777,7777):(7777,7777)>",
         "int_tuple": "!fly.int_tuple<7777>"}


class CaseIR:
    """The pieces of one case's function; result types filled in by probing."""

    def __init__(self, index, case):
        self.index = index
        self.case = case
        self.values = []  # golden input values, one per i32 argument
        self.body = []  # lines building the operands
        self.operands = []  # (ssa name, type)
        n = 0
        for k, (text, kind) in enumerate(zip(case["args"], case["kinds"])):
            if kind == "tile":
                ty = f"!fly.tile<{text}>"
                self.body.append(f"  %a{k} = fly.static : {ty}")
                self.operands.append((f"%a{k}", ty))
                continue
            parts = ([parse_tuple(text)] if kind == "int_tuple"
                     else list(parse_layout(text)))
            tuple_vals = []
            for j, t in enumerate(parts):
                ls = leaves(t)
                args = [f"%l{n + i}" for i in range(len(ls))]
                self.values.extend(ls)
                n += len(ls)
                ty = f"!fly.int_tuple<{dyn_text(t)}>"
                name = f"%a{k}" if kind == "int_tuple" else f"%a{k}_{j}"
                self.body.append(
                    f"  {name} = fly.make_int_tuple({', '.join(args)}) : "
                    f"({', '.join(['i32'] * len(ls))}) -> {ty}")
                tuple_vals.append((name, ty, dyn_text(t)))
            if kind == "int_tuple":
                self.operands.append(tuple_vals[0][:2])
            else:
                (s, st, sd), (d, dt, dd) = tuple_vals
                ty = f"!fly.layout<{sd}:{dd}>"
                self.body.append(f"  %a{k} = fly.make_layout({s}, {d}) : "
                                 f"({st}, {dt}) -> {ty}")
                self.operands.append((f"%a{k}", ty))
        self.nargs = n
        self.result_type = None  # of the op
        self.eval_type = None  # crd2idx result type (layout results)
        self.leaf_types = None  # get_leaves result types (int tuple results)
        self.expected = expected_numbers(case)
        # crd2idx and idx2crd run over their whole domain: every coordinate
        # (in the golden coordinate's profile), every index.
        self.sweep = None
        if case["op"] in ("crd2idx", "idx2crd"):
            crd = parse_tuple(case["args"][0])
            shape, stride = parse_layout(case["args"][1])
            extents = coordinate_extents(crd, shape)
            total = 1
            for n in extents:
                total *= n
            self.sweep = extents
            self.expected = []
            for i in range(total):
                point = with_leaves(crd, colex(i, extents))
                if case["op"] == "crd2idx":
                    self.expected.append(crd2idx(point, shape, stride))
                else:
                    self.expected += idx2crd_leaves(point, shape, stride)

    def func(self, phase):
        """phase 1: op with a wrong result type; phase 2: the evaluation ops
        with wrong types; phase 3: everything inferred."""
        c = self.case
        params = ", ".join(f"%l{i}: i32" for i in range(self.nargs))
        lines = [f"func.func @case_{self.index}({params}) {{"]
        lines += self.body
        opnds = ", ".join(n for n, _ in self.operands)
        otys = ", ".join(t for _, t in self.operands)
        rty = self.result_type if phase > 1 else WRONG[c["result_kind"]]
        lines.append(f"  %r = fly.{c['op']}({opnds}) : ({otys}) -> {rty}")
        self.op_line = len(lines)  # 1-based within the function
        if phase > 1:
            if c["result_kind"] == "layout":
                ety = self.eval_type if phase > 2 else WRONG["int_tuple"]
                n = len(self.expected)
                lines += [
                    "  %c0 = arith.constant 0 : i32",
                    "  %c1 = arith.constant 1 : i32",
                    f"  %cn = arith.constant {n} : i32",
                    "  scf.for %i = %c0 to %cn step %c1 : i32 {",
                    "    %crd = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>",
                    f"    %x = fly.crd2idx(%crd, %r) : (!fly.int_tuple<?>, {rty}) -> {ety}",
                ]
                self.eval_line = len(lines)
                if phase > 2:
                    lines += [
                        f"    %v = fly.get_scalar(%x) : ({ety}) -> i32",
                        "    vector.print %v : i32",
                    ]
                lines.append("  }")
            else:
                lts = self.leaf_types if phase > 2 else ["i64"] * 1
                outs = ", ".join(f"%v{i}" for i in range(len(lts)))
                lines.append(f"  {outs} = fly.get_leaves(%r) : ({rty}) -> "
                             f"({', '.join(lts)})")
                self.eval_line = len(lines)
                if phase > 2:
                    for i, t in enumerate(lts):
                        if t != "i32":
                            lines.append(f"  %w{i} = arith.trunci %v{i} : {t} to i32")
                            lines.append(f"  vector.print %w{i} : i32")
                        else:
                            lines.append(f"  vector.print %v{i} : i32")
        lines.append("  return")
        lines.append("}")
        return lines

    def sweep_func(self):
        """Calls the case at every point of the domain: the coordinate leaves
        are the colexicographic digits of a loop counter, the layout leaves
        the golden constants."""
        n_crd = len(self.sweep)
        total = 1
        for n in self.sweep:
            total *= n
        lines = [f"func.func @sweep_{self.index}() {{",
                 "  %z = arith.constant 0 : i32",
                 "  %one = arith.constant 1 : i32",
                 f"  %total = arith.constant {total} : i32"]
        for i, v in enumerate(self.values[n_crd:]):
            lines.append(f"  %k{i} = arith.constant {v} : i32")
        lines.append("  scf.for %i = %z to %total step %one : i32 {")
        q = "%i"
        for k, n in enumerate(self.sweep):
            lines += [f"    %n{k} = arith.constant {n} : i32",
                      f"    %d{k} = arith.remsi {q}, %n{k} : i32",
                      f"    %q{k} = arith.divsi {q}, %n{k} : i32"]
            q = f"%q{k}"
        args = [f"%d{k}" for k in range(n_crd)]
        args += [f"%k{i}" for i in range(len(self.values) - n_crd)]
        lines.append(f"    func.call @case_{self.index}({', '.join(args)}) : "
                     f"({', '.join(['i32'] * self.nargs)}) -> ()")
        lines += ["  }", "  return", "}"]
        return lines

    def call(self):
        if self.sweep is not None:
            return [f"  func.call @sweep_{self.index}() : () -> ()"]
        consts = []
        args = []
        for i, v in enumerate(self.values):
            consts.append(f"  %k{self.index}_{i} = arith.constant {v} : i32")
            args.append(f"%k{self.index}_{i}")
        return consts + [f"  func.call @case_{self.index}({', '.join(args)}) : "
                         f"({', '.join(['i32'] * self.nargs)}) -> ()"]


DIAG = re.compile(r"^[^:]*:(\d+):\d+: error: (.*)$")
INFERRED = re.compile(r"inferred type\(s\) '(.*)' are incompatible")


def probe(fly_opt, cases, phase, attr, line_attr, workdir):
    """Runs fly-opt on the phase-`phase` functions (split per case) and
    returns {case: inferred types or error message}."""
    text, starts = [], []
    for c in cases:
        starts.append((len(text), c))
        text += c.func(phase)
        text.append("// -----")
    path = os.path.join(workdir, f"probe{phase}.mlir")
    with open(path, "w") as f:
        f.write("\n".join(text) + "\n")
    p = subprocess.run([fly_opt, "--split-input-file", path],
                       capture_output=True, text=True)
    by_line = {}
    for line in p.stderr.splitlines():
        m = DIAG.match(line)
        if m:
            by_line.setdefault(int(m.group(1)), []).append(m.group(2))
    out = {}
    for start, c in starts:
        msgs = []
        for ln in range(start + 1, start + len(c.func(phase)) + 1):
            msgs += by_line.get(ln, [])
        want_line = start + getattr(c, line_attr)
        inferred = None
        for msg in by_line.get(want_line, []):
            m = INFERRED.search(msg)
            if m:
                inferred = m.group(1)
        out[c] = inferred if inferred is not None else (
            "error: " + ("; ".join(msgs) or "no diagnostic"))
    return out


def run_batch(opts, batch, workdir, tag):
    lines = []
    for c in batch:
        lines += c.func(3)
        if c.sweep is not None:
            lines += c.sweep_func()
    lines.append("func.func @main() {")
    for c in batch:
        lines += c.call()
    lines += ["  return", "}"]
    src = os.path.join(workdir, f"exec{tag}.mlir")
    with open(src, "w") as f:
        f.write("\n".join(lines) + "\n")
    lower = subprocess.run(
        [opts.fly_opt, src, "--fly-canonicalize", "--fly-layout-lowering",
         "--canonicalize", "--convert-scf-to-cf", "--convert-vector-to-llvm",
         "--convert-arith-to-llvm", "--convert-cf-to-llvm",
         "--convert-func-to-llvm", "--reconcile-unrealized-casts"],
        capture_output=True, text=True)
    if lower.returncode != 0:
        return None, f"lowering of {src} failed:\n{lower.stderr[:4000]}"
    libs = ",".join(os.path.join(opts.lib_dir, l) for l in
                    ("libmlir_c_runner_utils.so", "libmlir_runner_utils.so"))
    run = subprocess.run(
        [opts.mlir_runner, "-e", "main", "-entry-point-result=void",
         f"-shared-libs={libs}"], input=lower.stdout, capture_output=True,
        text=True)
    if run.returncode != 0:
        return None, (f"mlir-runner on {src} exited with {run.returncode}:\n"
                      f"{run.stderr[:4000]}")
    nums = []
    for tok in run.stdout.split():
        try:
            nums.append(int(tok))
        except ValueError:
            return None, f"unexpected runner output {tok!r}"
    return nums, None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fly-opt", default="fly-opt")
    ap.add_argument("--mlir-runner", default="mlir-runner")
    ap.add_argument("--lib-dir", required=True,
                    help="directory of libmlir_(c_)runner_utils.so")
    ap.add_argument("--batches", type=int, default=4)
    ap.add_argument("--keep", help="write the generated files here")
    ap.add_argument("--excluded",
                    help="file of golden line numbers whose inputs violate an "
                         "assumed condition (from SymbolicGoldenTest)")
    ap.add_argument("jsonl")
    opts = ap.parse_args()
    t0 = time.time()

    with open(opts.jsonl) as f:
        golden = [(n + 1, json.loads(l)) for n, l in enumerate(f) if l.strip()]

    excluded_lines = set()
    if opts.excluded:
        with open(opts.excluded) as f:
            excluded_lines = {int(l) for l in f if l.strip()}
    per_op = collections.defaultdict(collections.Counter)
    excluded = []
    cases = []
    for line, case in golden:
        op = case["op"]
        if line in excluded_lines:
            per_op[op]["excluded: assumed condition violated"] += 1
            excluded.append(line)
            continue
        c = CaseIR(len(cases), case)
        c.line = line
        cases.append(c)

    workdir = opts.keep or tempfile.mkdtemp(prefix="golden-exec-")
    os.makedirs(workdir, exist_ok=True)

    # Phase 1: the op's result type with all-dynamic operands.
    res = probe(opts.fly_opt, cases, 1, "result_type", "op_line", workdir)
    runnable = []
    for c in cases:
        r = res[c]
        if r.startswith("error: "):
            per_op[c.case["op"]]["not dynamically evaluable"] += 1
            continue
        c.result_type = r
        # right_inverse follows only the static strides (CuTe cannot order
        # dynamic ones): with all strides dynamic the answer is the trivial,
        # fully static right inverse 1:0. It is a right inverse, not the
        # golden one, and there is nothing dynamic to execute.
        if c.case["op"] == "right_inverse" and "?" not in r:
            per_op[c.case["op"]]["static trivial inverse"] += 1
            continue
        runnable.append(c)
    # Phase 2: the types of crd2idx / get_leaves on that result.
    res = probe(opts.fly_opt, runnable, 2, None, "eval_line", workdir)
    failures = []
    ready = []
    for c in runnable:
        r = res[c]
        if r.startswith("error: "):
            failures.append(f"line {c.line} {c.case['op']}: cannot type the "
                            f"evaluation of {c.result_type}: {r}")
            per_op[c.case["op"]]["failed"] += 1
            continue
        if c.case["result_kind"] == "layout":
            c.eval_type = r
        else:
            c.leaf_types = [t.strip().strip("'") for t in r.split(",")]
        ready.append(c)

    # Renumber so that each batch is a self-contained module.
    nb = max(1, min(opts.batches, len(ready)))
    batches = [ready[i::nb] for i in range(nb)]
    for bi, batch in enumerate(batches):
        nums, err = run_batch(opts, batch, workdir, bi)
        if err is not None:
            failures.append(f"batch {bi}: {err}")
            for c in batch:
                per_op[c.case["op"]]["failed"] += 1
            continue
        pos = 0
        for c in batch:
            got = nums[pos:pos + len(c.expected)]
            pos += len(c.expected)
            if got == c.expected:
                per_op[c.case["op"]]["passed"] += 1
            else:
                per_op[c.case["op"]]["failed"] += 1
                bad = next((i for i, (g, w) in enumerate(zip(got, c.expected))
                            if g != w), min(len(got), len(c.expected)))
                failures.append(
                    f"line {c.line} {c.case['op']}({', '.join(c.case['args'])})"
                    f" -> {c.result_type}: index {bad}: expected "
                    f"{c.expected[bad] if bad < len(c.expected) else 'end'}, got "
                    f"{got[bad] if bad < len(got) else 'end'} (expected "
                    f"{c.expected[:16]}, got {got[:16]})")
        if pos != len(nums):
            failures.append(f"batch {bi}: {len(nums) - pos} extra numbers")

    passed = sum(v["passed"] for v in per_op.values())
    failed = sum(v["failed"] for v in per_op.values())
    keys = ["passed", "failed", "not dynamically evaluable",
            "static trivial inverse",
            "excluded: assumed condition violated"]
    for op in sorted(per_op):
        print(f"  {op}: " + ", ".join(f"{per_op[op][k]} {k}" for k in keys
                                      if per_op[op][k]))
    print(f"excluded (an assumed condition is false at the golden inputs): "
          f"{len(excluded)}")
    for f in failures:
        print("FAILURE: " + f)
    print(f"golden-exec: {passed} passed, {failed} failed "
          f"({len(golden)} golden cases, {time.time() - t0:.1f}s)")
    if failed or failures:
        return 1
    if passed < 300:
        print("golden-exec: fewer than 300 cases executed")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
