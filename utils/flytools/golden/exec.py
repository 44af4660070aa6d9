"""Executed differential test of fly-layout-lowering on the CPU.

For each golden layout-algebra case (test/Golden/Inputs/layout-algebra.jsonl)
this builds the same computation in Fly IR with EVERY input leaf dynamic:

  func.func @case_N(%l0: i32, %l1: i32, ...) {
    <operands in normal form: fly.make_int_tuple / fly.make_layout of the
     i32 arguments; tiles are fly.static (always static in Fly)>
    %r = fly.<op>(...) : (...) -> <result type inferred by fly-opt>
    layout result:   print fly.size(%r), then for i in [0, size(golden)):
                     print crd2idx(make_int_tuple(i), %r)
    int tuple result: print every leaf of fly.get_leaves(%r)
  }

and @main calls every case with arith.constant arguments equal to the golden
input values; crd2idx and idx2crd cases are instead called over their whole
domain (every coordinate of the golden coordinate's profile, every index),
with the layout leaves at their golden values. Result types are never
written by hand: fly-opt is run on probes whose result types are
deliberately wrong, and the "inferred type(s)" of its diagnostics are used.
The module is lowered with fly-layout-lowering and the standard conversions
to LLVM, run with mlir-runner, and the printed numbers are compared with an
independent oracle: a small CuTe layout evaluator below (colexicographic
idx2crd where the last mode absorbs the excess, inner product with the
strides) applied to the golden `expect`.

What each case must do is decided before fly-opt runs, from the golden
inputs alone, by flytools.golden.domain (the reasons are documented there):

  evaluable  fly-opt must accept the op, and the executed result must equal
             the golden answer (a rejection is a failure);
  reject     complement of several modes with dynamic strides (also inside
             divides and products), left inverse with a dynamic stride:
             fly-opt must reject the op (an acceptance is a failure);
  partial    right inverse with dynamic strides: CuTe's algorithm follows
             only static strides, so the result is the static right inverse
             1:0; it must be a prefix R of the golden right inverse with
             L(R(i)) = i, checked here;
  outside    a CuTe precondition that the dynamic algorithm assumes (stride
             and shape divisibility in composition, injectivity in
             complement, non-zero divisors) is false at the golden values:
             the case is not run.

The library under test never excuses a case. The summary prints the counts
of each class (per reason) and "golden-exec: N passed, M failed"; the lit
test pins every count.

Usage: python3 -m flytools.golden.exec [--fly-opt PATH] [--mlir-runner PATH]
           --lib-dir DIR golden.jsonl
Exits non-zero on any mismatch, unexpected rejection or acceptance, or
lowering failure.
"""

import collections
import os
import re
import subprocess
import sys
import tempfile
import time

from flytools import cli
from flytools.golden import domain as golden_domain
from flytools.golden import text as golden_text
from flytools.golden.text import size

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
    """What the case prints: for a layout its size, then its value at every
    index below the size; for an int tuple its leaves."""
    if case["result_kind"] == "layout":
        shape, stride = parse_layout(case["expect"])
        n = size(shape)
        return [n] + [layout_eval(shape, stride, i) for i in range(n)]
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
        # Inferred types by slot: "op" (the op's result), "size" (fly.size
        # of a layout result), "eval" (crd2idx of a layout result, or the
        # get_leaves types of an int tuple result).
        self.types = {}
        self.slots = (["op", "size", "eval"] if case["result_kind"] == "layout"
                      else ["op", "eval"])
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

    def func(self):
        """The case's function with the known types; an unknown one is
        written wrong, so that fly-opt reports it (the verifier stops at the
        first wrong type, so one unknown slot is learnt per run).
        self.slot_line[slot] is the 1-based line of the slot's op."""
        c = self.case
        t = self.types
        params = ", ".join(f"%l{i}: i32" for i in range(self.nargs))
        lines = [f"func.func @case_{self.index}({params}) {{"]
        lines += self.body
        self.slot_line = {}
        opnds = ", ".join(n for n, _ in self.operands)
        otys = ", ".join(ty for _, ty in self.operands)
        rty = t.get("op", WRONG[c["result_kind"]])
        lines.append(f"  %r = fly.{c['op']}({opnds}) : ({otys}) -> {rty}")
        self.slot_line["op"] = len(lines)
        if c["result_kind"] == "layout":
            sty = t.get("size", WRONG["int_tuple"])
            lines.append(f"  %sz = fly.size(%r) : ({rty}) -> {sty}")
            self.slot_line["size"] = len(lines)
            ety = t.get("eval", WRONG["int_tuple"])
            lines += [
                f"  %szv = fly.get_scalar(%sz) : ({sty}) -> i32",
                "  vector.print %szv : i32",
                "  %c0 = arith.constant 0 : i32",
                "  %c1 = arith.constant 1 : i32",
                f"  %cn = arith.constant {len(self.expected) - 1} : i32",
                "  scf.for %i = %c0 to %cn step %c1 : i32 {",
                "    %crd = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>",
                f"    %x = fly.crd2idx(%crd, %r) : (!fly.int_tuple<?>, {rty}) -> {ety}",
            ]
            self.slot_line["eval"] = len(lines)
            lines += [
                f"    %v = fly.get_scalar(%x) : ({ety}) -> i32",
                "    vector.print %v : i32",
                "  }",
            ]
        else:
            lts = t.get("eval", ["i64"])
            outs = ", ".join(f"%v{i}" for i in range(len(lts)))
            lines.append(f"  {outs} = fly.get_leaves(%r) : ({rty}) -> "
                         f"({', '.join(lts)})")
            self.slot_line["eval"] = len(lines)
            for i, ty in enumerate(lts):
                if ty != "i32":
                    lines.append(f"  %w{i} = arith.trunci %v{i} : {ty} to i32")
                    lines.append(f"  vector.print %w{i} : i32")
                else:
                    lines.append(f"  vector.print %v{i} : i32")
        lines.append("  return")
        lines.append("}")
        return lines

    def pending(self):
        return next((k for k in self.slots if k not in self.types), None)

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


def probe(fly_opt, cases, workdir, tag):
    """Runs fly-opt on the cases' functions (split per case). Returns
    {case: (slot, inferred type text or None, error messages)} for the
    first unknown slot of each case."""
    text, starts = [], []
    for c in cases:
        fn = c.func()
        starts.append((len(text), len(fn), c))
        text += fn
        text.append("// -----")
    path = os.path.join(workdir, f"probe{tag}.mlir")
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
    for start, n, c in starts:
        slot = c.pending()
        msgs = []
        for ln in range(start + 1, start + n + 1):
            msgs += by_line.get(ln, [])
        inferred = None
        for msg in by_line.get(start + c.slot_line[slot], []):
            m = INFERRED.search(msg)
            if m:
                inferred = m.group(1)
        out[c] = (slot, inferred, msgs)
    return out


def run_batch(opts, batch, workdir, tag):
    lines = []
    for c in batch:
        lines += c.func()
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


def check_partial_inverse(case, result_type):
    """None if `result_type` (a static layout type) is a prefix R of the
    golden right inverse with L(R(i)) = i for every i < size(R); else why
    not."""
    m = re.fullmatch(r"!fly\.layout<(.*)>", result_type)
    if not m or "?" in m.group(1):
        return f"expected a static layout, got {result_type}"
    shape, stride = parse_layout(m.group(1))
    gshape, gstride = parse_layout(case["expect"])
    lshape, lstride = parse_layout(case["args"][0])
    n = size(shape)
    if n > size(gshape):
        return f"{result_type} is larger than the golden {case['expect']}"
    for i in range(n):
        r = layout_eval(shape, stride, i)
        if r != layout_eval(gshape, gstride, i):
            return f"{result_type} differs from {case['expect']} at {i}"
        if layout_eval(lshape, lstride, r) != i:
            return f"L(R({i})) != {i} for R = {result_type}"
    return None


def main(argv=None):
    ap = cli.make_parser(__doc__, __spec__)
    cli.add_fly_opt_argument(ap)
    ap.add_argument("--mlir-runner", default="mlir-runner", metavar="PATH",
                    help="the mlir-runner to run (default: mlir-runner on PATH)")
    ap.add_argument("--lib-dir", required=True, metavar="DIR",
                    help="directory of libmlir_(c_)runner_utils.so")
    ap.add_argument("--batches", type=int, default=4, metavar="N",
                    help="run the evaluable cases in N modules (default: 4)")
    ap.add_argument("--keep", metavar="DIR",
                    help="write the generated files here")
    ap.add_argument("jsonl", help="the golden cases, one JSON object a line")
    opts = ap.parse_args(argv)
    opts.fly_opt = cli.fly_opt(ap, opts.fly_opt)
    t0 = time.time()

    golden = golden_domain.load(opts.jsonl)
    per_op = collections.defaultdict(collections.Counter)
    totals = collections.Counter()
    failures = []

    def fail(c, what):
        per_op[c.case["op"]]["failed"] += 1
        failures.append(f"line {c.line} {c.case['op']}"
                        f"({', '.join(c.case['args'])}): {what}")

    cases = []
    for line, case in golden:
        cls, reason = golden_domain.classify(
            case, [True] * len(golden_domain.operand_leaves(case)))
        if cls == "outside":
            per_op[case["op"]]["outside"] += 1
            totals[f"outside the dynamic domain ({reason})"] += 1
            continue
        c = CaseIR(len(cases), case)
        c.line, c.cls, c.reason = line, cls, reason
        cases.append(c)

    workdir = opts.keep or tempfile.mkdtemp(prefix="golden-exec-")
    os.makedirs(workdir, exist_ok=True)

    # Learn the inferred types slot by slot. A case whose op fly-opt rejects
    # leaves here: as expected ("reject") or as a failure.
    ready = []
    pending = list(cases)
    for round_ in range(3):
        if not pending:
            break
        res = probe(opts.fly_opt, pending, workdir, round_)
        still = []
        for c in pending:
            slot, inferred, msgs = res[c]
            if inferred is None:
                if slot != "op":
                    fail(c, f"cannot type the {slot} slot of "
                            f"{c.types['op']}: {'; '.join(msgs)}")
                elif c.cls == "reject":
                    # Rejected by the step the reason names ("complement",
                    # "left_inverse"), not for something else.
                    step = c.reason.split(":")[0]
                    if any(step in m for m in msgs):
                        per_op[c.case["op"]]["rejected"] += 1
                        totals[f"rejected as expected ({c.reason})"] += 1
                    else:
                        fail(c, "rejected for another reason: "
                                + "; ".join(msgs))
                else:
                    fail(c, "unexpected rejection: "
                            + ("; ".join(msgs) or "no diagnostic"))
                continue
            if slot == "op" and c.cls == "reject":
                fail(c, f"expected a rejection ({c.reason}), fly-opt "
                        f"inferred {inferred}")
                continue
            if slot == "op" and c.cls == "partial":
                why = check_partial_inverse(c.case, inferred)
                if why:
                    fail(c, why)
                else:
                    per_op[c.case["op"]]["partial"] += 1
                    totals[f"partial inverse checked ({c.reason})"] += 1
                continue
            if slot == "eval" and c.case["result_kind"] == "int_tuple":
                inferred = [t.strip().strip("'") for t in inferred.split(",")]
            c.types[slot] = inferred
            (still if c.pending() else ready).append(c)
        pending = still
    for c in pending:
        fail(c, "types not inferred after three probes")

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
                continue
            bad = next((i for i, (g, w) in enumerate(zip(got, c.expected))
                        if g != w), min(len(got), len(c.expected)))
            fail(c, f"-> {c.types['op']}: printed number {bad}: expected "
                    f"{c.expected[bad] if bad < len(c.expected) else 'end'}, "
                    f"got {got[bad] if bad < len(got) else 'end'} (expected "
                    f"{c.expected[:16]}, got {got[:16]})")
        if pos != len(nums):
            failures.append(f"batch {bi}: {len(nums) - pos} extra numbers")

    passed = sum(v["passed"] for v in per_op.values())
    # Failed cases, or at least 1 when only a batch-level check failed.
    failed = max(sum(v["failed"] for v in per_op.values()),
                 1 if failures else 0)
    keys = ["passed", "failed", "rejected", "partial", "outside"]
    for op in sorted(per_op):
        print(f"  {op}: " + ", ".join(f"{per_op[op][k]} {k}" for k in keys
                                      if per_op[op][k]))
    for key in sorted(totals):
        print(f"golden-exec: {totals[key]} {key}")
    for f in failures:
        print("FAILURE: " + f)
    print(f"golden-exec: {passed} passed, {failed} failed "
          f"({len(golden)} golden cases, {time.time() - t0:.1f}s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
