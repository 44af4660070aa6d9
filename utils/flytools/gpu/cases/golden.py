"""The golden layout cases evaluated in GPU kernels.

flytools.golden.exec (golden_exec below) rebuilds every golden case with all
input leaves dynamic and runs it on the CPU, printing the results;
flytools.golden.domain decides from the inputs alone which cases must
evaluate to the golden answer ("evaluable").
Here the same case functions (golden_exec.CaseIR, result types learnt with
golden_exec.probe) run on the GPU: one kernel per op, thread i calls case i
(crd2idx and idx2crd sweep their whole domain, as on the CPU), and each
`vector.print` of the CPU version becomes a call of @emit, which appends the
value to the thread's own slice of an output buffer. The expected numbers
are golden_exec's oracle (a CuTe layout evaluator applied to the golden
answer). Rejections, partial inverses and the cases outside the dynamic
domain are decided at compile time and checked by the CPU test; only the
evaluable cases run here.
"""

import collections
import os
import re

from flytools.golden import domain as golden_domain
from flytools.golden import exec as golden_exec

THREADS = 128

PRINT = re.compile(r"vector\.print (%\w+) : i32")

# Appends a value to the calling thread's slice of the output: the kernel
# stores its buffer pointers in these globals, the cursor of global thread g
# starts at g's first output position.
EMIT = """
    llvm.mlir.global internal @emit_out() {addr_space = 1 : i32} : !llvm.ptr<1> {
      %z = llvm.mlir.zero : !llvm.ptr<1>
      llvm.return %z : !llvm.ptr<1>
    }
    llvm.mlir.global internal @emit_cursor() {addr_space = 1 : i32} : !llvm.ptr<1> {
      %z = llvm.mlir.zero : !llvm.ptr<1>
      llvm.return %z : !llvm.ptr<1>
    }
    func.func @global_thread() -> i32 {
      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %b = arith.muli %bx, %bd : index
      %g = arith.addi %b, %tx : index
      %g32 = arith.index_cast %g : index to i32
      return %g32 : i32
    }
    func.func @emit(%v: i32) {
      %g = func.call @global_thread() : () -> i32
      %ao = llvm.mlir.addressof @emit_out : !llvm.ptr<1>
      %out = llvm.load %ao : !llvm.ptr<1> -> !llvm.ptr<1>
      %ac = llvm.mlir.addressof @emit_cursor : !llvm.ptr<1>
      %cur = llvm.load %ac : !llvm.ptr<1> -> !llvm.ptr<1>
      %cp = llvm.getelementptr %cur[%g] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %c = llvm.load %cp : !llvm.ptr<1> -> i32
      %op = llvm.getelementptr %out[%c] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %v, %op : i32, !llvm.ptr<1>
      %one = arith.constant 1 : i32
      %next = arith.addi %c, %one : i32
      llvm.store %next, %cp : i32, !llvm.ptr<1>
      return
    }
"""


def to_gpu(lines):
    """A case function's lines with every print turned into an emit."""
    out = []
    for line in lines:
        m = PRINT.search(line)
        out.append(line[:m.start()] + f"func.call @emit({m.group(1)}) : (i32) -> ()"
                   if m else line)
    return out


def learn_types(fly_opt, cases, workdir):
    """golden_exec's probing, for evaluable cases only: returns the cases
    whose every slot was typed; raises on any other outcome (the CPU test
    reports those in detail)."""
    pending, ready, problems = list(cases), [], []
    for round_ in range(3):
        if not pending:
            break
        res = golden_exec.probe(fly_opt, pending, workdir, f"gpu{round_}")
        still = []
        for c in pending:
            slot, inferred, msgs = res[c]
            if inferred is None:
                problems.append(f"line {c.line} {c.case['op']}: slot {slot} "
                                f"not typed: {'; '.join(msgs)[:300]}")
                continue
            if slot == "eval" and c.case["result_kind"] == "int_tuple":
                inferred = [t.strip().strip("'") for t in inferred.split(",")]
            c.types[slot] = inferred
            (still if c.pending() else ready).append(c)
        pending = still
    problems += [f"line {c.line}: types not inferred" for c in pending]
    if problems:
        raise RuntimeError("golden cases fly-opt did not type:\n  "
                           + "\n  ".join(problems[:20]))
    return ready


def module(op, group):
    """One gpu.module per op: the case functions, @emit, and a kernel in
    which global thread i runs case i."""
    body = []
    for c in group:
        body += to_gpu(c.func())
        if c.sweep is not None:
            body += to_gpu(c.sweep_func())
    switch = []
    for i, c in enumerate(group):
        switch.append(f"      case {i} {{")
        switch += ["    " + l for l in c.call()]
        switch.append("        scf.yield")
        switch.append("      }")
    name = f"golden_{op}"
    return "\n".join([
        "module attributes {gpu.container_module} {",
        f"  gpu.module @{name} {{",
        EMIT,
        "\n".join("    " + l for l in body),
        f"    gpu.func @{name}(%out: !llvm.ptr<1>, %cursor: !llvm.ptr<1>) kernel {{",
        "      %ao = llvm.mlir.addressof @emit_out : !llvm.ptr<1>",
        "      llvm.store %out, %ao : !llvm.ptr<1>, !llvm.ptr<1>",
        "      %ac = llvm.mlir.addressof @emit_cursor : !llvm.ptr<1>",
        "      llvm.store %cursor, %ac : !llvm.ptr<1>, !llvm.ptr<1>",
        "      %g = func.call @global_thread() : () -> i32",
        "      %gi = arith.index_cast %g : i32 to index",
        "      scf.index_switch %gi",
        "\n".join(switch),
        "      default {",
        "      }",
        "      gpu.return",
        "    }",
        "  }",
        "}",
        ""])


def cases(fly_opt, tmp, jsonl):
    golden = golden_domain.load(jsonl)
    evaluable = []
    for line, case in golden:
        cls, _ = golden_domain.classify(
            case, [True] * len(golden_domain.operand_leaves(case)))
        if cls != "evaluable":
            continue
        c = golden_exec.CaseIR(len(evaluable), case)
        c.line = line
        evaluable.append(c)
    workdir = os.path.join(tmp, "golden")
    os.makedirs(workdir, exist_ok=True)
    ready = learn_types(fly_opt, evaluable, workdir)
    by_op = collections.defaultdict(list)
    for c in ready:
        by_op[c.case["op"]].append(c)
    out = []
    for op in sorted(by_op):
        group = by_op[op]
        # The case functions are named by their index: renumber per kernel.
        for i, c in enumerate(group):
            c.index = i
        expected, cursor, segments = [], [], []
        for c in group:
            cursor.append(len(expected))
            segments.append([f"line {c.line} {op}({', '.join(c.case['args'])})",
                             len(expected), len(c.expected)])
            expected += c.expected
        blocks = (len(group) + THREADS - 1) // THREADS
        cursor += [len(expected)] * (blocks * THREADS - len(group))
        out.append({
            "name": f"golden/{op}",
            "module": module(op, group),
            "gpu_module": f"golden_{op}",
            "kernel": f"golden_{op}",
            "grid": [blocks, 1, 1], "block": [THREADS, 1, 1], "shared": 0,
            "buffers": [
                {"name": "out", "dtype": "int32", "count": len(expected) + 1,
                 "init": {"fill": -7777}},
                {"name": "cursor", "dtype": "int32", "init": {"data": cursor}},
            ],
            "args": [{"buffer": "out"}, {"buffer": "cursor"}],
            "checks": [{"buffer": "out", "compare": "exact",
                        # The extra last word must stay untouched: no case
                        # emits more numbers than its oracle.
                        "expect": {"data": expected + [-7777]},
                        "segments": segments}],
            "units": len(group),
            "ok": (f"{len(group)} evaluable golden cases, {len(expected)} "
                   f"numbers equal the oracle"),
        })
    return out
