"""Executed test of tiled GEMMs on the CPU (issue 4, test (b)).

For each configuration (a tiled MMA of the universal FMA atom over a thread
layout, problem sizes M, N, K and a traversal order) this writes Fly IR in
which the host loops over every thread index, partitions A (M,K), B (N,K),
C (M,N) and a separate D (M,N) for that thread with fly.tiled_mma.partition
(dynamic thread index), and runs fly.gemm(D, A, B, C). After lowering and
running with mlir-runner, the bits of every element of D and of C are
printed: D must equal, bit for bit, the f32 result of the declared
accumulation order (below), and C must be unchanged.

The reference (computed here, not by the library):
- Thread t of the atom layout (TM,TN,1):(s_m,s_n,0) sits at (tm,tn) with
  t = tm*s_m + tn*s_n. Its fragments hold the global rows tm + TM*i and
  columns tn + TN*j (i < M/TM, j < N/TN) and every k.
- fly.gemm visits the (i,j,k) of a thread's fragments in the traversal
  order, read as FlyDSL reads it: the letters name the loops fastest first
  (mnk: i innermost, k outermost); `_serpentine` runs the middle loop
  backwards on odd passes of the outer one, and the innermost loop
  backwards on odd passes of the two outer ones together. The first
  visit of (i,j) computes d = fma(a, b, c(i,j)), every later visit
  d = fma(a, b, d(i,j)) (CuTe's accumulation), with one f32 rounding per
  step (llvm.intr.fma), emulated here with exact rationals.
- D starts as a sentinel (-2^25) that no correct step reads.

The data make the order visible: C0 is near 2^24, where the f32 spacing is
2, and the products are small integers, so every step rounds and the sum
depends on the order in which the products arrive. For each configuration
the script also computes D under wrong traversals (k always ascending,
i.e. serpentine ignored; c read at k == 0 instead of at the first visit;
the letters read outermost first) and reports which of them give a
different D: a test whose order a wrong traversal would not change could
not catch it, so each configuration must differ from every alternative it
lists (MUST_DIFFER).

Inputs are stored as f32 constants. Result types of the partitions come
from the verifier (probe runs), never written by hand.

Usage: python3 -m flytools.exec.tiled_gemm [--fly-opt PATH] --mlir-runner PATH
           --lib-dir DIR
Prints "tiled-gemm-exec: N passed, M failed" and exits non-zero on failure.
"""

import fractions
import struct
import sys

from flytools.exec.harness import (WRONG, inferred_types, lower_and_run,
                                   parse_args)

# (name, atom layout, threads, M, N, K, traversal order, the wrong
#  traversals whose D must differ from the declared one's; every
#  configuration must also differ from "always-c" and "never-c")
CONFIGS = [
    # k innermost and ascending on every pass: only the c-then-d
    # accumulation can go wrong (D is a separate buffer).
    ("rowmajor_2x2_knm", "(2,2,1):(2,1,0)", 4, 8, 8, 4, "knm", []),
    ("colmajor_4x2_nmk", "(4,2,1):(1,4,0)", 8, 8, 4, 3, "nmk", []),
    # k innermost and backwards on every other (i,j) pass: the order of the
    # products changes the rounding, and c must be read at k = K-1 there.
    ("rowmajor_2x2_knm_serpentine", "(2,2,1):(2,1,0)", 4, 8, 8, 4,
     "knm_serpentine", ["ascending", "k==0", "outermost-first"]),
    ("rowmajor_2x4_kmn_serpentine", "(2,4,1):(4,1,0)", 8, 4, 8, 3,
     "kmn_serpentine", ["ascending", "k==0", "outermost-first"]),
    # k in the middle: the serpentine runs k backwards on odd passes of the
    # outer loop; read outermost first, k would be the outer loop and never
    # run backwards.
    ("colmajor_2x2_nkm_serpentine", "(2,2,1):(1,2,0)", 4, 4, 8, 4,
     "nkm_serpentine", ["ascending", "outermost-first"]),
    ("one_thread_mnk", "(1,1,1):(0,0,0)", 1, 3, 5, 4, "mnk", []),
]

# Wrong accumulations every configuration must tell apart: c read at every
# step (D treated as C), and c never read (the first step reads D).
ALWAYS = ["always-c", "never-c"]

FMA = "!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>"

# D's initial value: not a value any correct step reads.
SENTINEL = -(2.0 ** 25)


def a_val(m, k):
    return float((3 * m + 5 * k) % 7 - 3)


def b_val(n, k):
    return float((2 * n + 3 * k) % 5 + 1)


def c_val(m, n):
    return float(2 ** 24 + 2 * ((m + 3 * n) % 5))


# ---------------------------------------------------------------------------
# f32 arithmetic, exactly
# ---------------------------------------------------------------------------


def round_f32(x):
    """The f32 nearest to the rational x (ties to even); normal range only,
    which the data stay in."""
    if x == 0:
        return 0.0
    sign = -1 if x < 0 else 1
    x = abs(x)
    e = x.numerator.bit_length() - x.denominator.bit_length()
    if fractions.Fraction(2) ** e > x:
        e -= 1
    ulp = fractions.Fraction(2) ** (e - 23)
    q, r = divmod(x, ulp)
    half = ulp / 2
    if r > half or (r == half and q % 2 == 1):
        q += 1
    return sign * float(q * ulp)


def fma_f32(a, b, c):
    f = fractions.Fraction
    return round_f32(f(a) * f(b) + f(c))


def bits(x):
    return struct.unpack("<i", struct.pack("<f", x))[0]


# ---------------------------------------------------------------------------
# The reference
# ---------------------------------------------------------------------------


def thread_coords(atom_layout, t):
    """(tm, tn) of thread t in an atom layout (TM,TN,1):(s_m,s_n,0)."""
    shape, stride = atom_layout.split(":")
    tmx, tnx, _ = (int(x) for x in shape.strip("()").split(","))
    for tm in range(tmx):
        for tn in range(tnx):
            sm, sn, _ = (int(x) for x in stride.strip("()").split(","))
            if tm * sm + tn * sn == t:
                return tm, tn, tmx, tnx
    raise ValueError(f"no thread {t} in {atom_layout}")


def visits(order, extents, variant):
    """The (i, j, k) sequence of one thread's fragments. Declared (FlyDSL's
    reading): the letters name the loops fastest first (mnk: i innermost,
    k outermost); _serpentine runs the middle loop backwards on odd passes
    of the outer one, and the innermost loop backwards on odd passes of the
    two outer ones together. Variants: "ascending" ignores _serpentine;
    "outermost-first" reads the letters outermost first and runs only the
    innermost loop backwards (another reading of the names)."""
    name, serp = order.split("_")[0], order.endswith("serpentine")
    if variant == "ascending":
        serp = False
    outer_first = variant == "outermost-first"
    loops = name if outer_first else name[::-1]
    e = [extents["mnk".index(d)] for d in loops]
    out = []
    for i0 in range(e[0]):
        for j1 in range(e[1]):
            i1 = e[1] - 1 - j1 if serp and not outer_first and i0 % 2 else j1
            backwards = serp and (i0 * e[1] + j1) % 2 == 1
            for j in range(e[2]):
                i2 = e[2] - 1 - j if backwards else j
                idx = dict(zip(loops, (i0, i1, i2)))
                out.append((idx["m"], idx["n"], idx["k"]))
    return out


def reference(cfg, variant="declared"):
    """D after every thread's gemm, as f32 values in column-major order."""
    _, atom_layout, threads, M, N, K, order, _ = cfg
    d = {(m, n): SENTINEL for m in range(M) for n in range(N)}
    for t in range(threads):
        tm, tn, TM, TN = thread_coords(atom_layout, t)
        seen = set()
        for i, j, k in visits(order, (M // TM, N // TN, K), variant):
            m, n = tm + TM * i, tn + TN * j
            first = k == 0 if variant == "k==0" else (i, j) not in seen
            seen.add((i, j))
            if variant in ALWAYS:
                first = variant == "always-c"
            acc = c_val(m, n) if first else d[(m, n)]
            d[(m, n)] = fma_f32(a_val(m, k), b_val(n, k), acc)
    return [d[(m, n)] for n in range(N) for m in range(M)]


# ---------------------------------------------------------------------------
# IR
# ---------------------------------------------------------------------------


def gemm_body(cfg, types, space, indent):
    """The ops of a configuration's GEMM, shared by this CPU test and the GPU
    kernels of flytools.gpu.cases.gemm: views of the f32 pointers %pa, %pb,
    %pc, %pd (address space `space`), partitioned at thread %t (i32), and
    fly.gemm(D, A, B, C) in the configuration's order; each line indented
    by `indent`."""
    name, atom_layout, threads, M, N, K, order, _ = cfg
    tm = f"!fly.tiled_mma<{FMA}, !fly.layout<{atom_layout}>>"
    ptr = f"!fly.ptr<f32, {space}>"
    la, lb, lc = f"({M},{K}):(1,{M})", f"({N},{K}):(1,{N})", f"({M},{N}):(1,{M})"
    ma, mb, mc = (f"!fly.memref<f32, {space}, {l}>" for l in (la, lb, lc))
    ta, tb, tc = types
    lines = f"""%atom = fly.make_mma_atom : {FMA}
%al = fly.static : !fly.layout<{atom_layout}>
%tm = fly.make_tiled_mma(%atom, %al) : ({FMA}, !fly.layout<{atom_layout}>) -> {tm}
%la = fly.static : !fly.layout<{la}>
%lb = fly.static : !fly.layout<{lb}>
%lc = fly.static : !fly.layout<{lc}>
%va = fly.make_view(%pa, %la) : ({ptr}, !fly.layout<{la}>) -> {ma}
%vb = fly.make_view(%pb, %lb) : ({ptr}, !fly.layout<{lb}>) -> {mb}
%vc = fly.make_view(%pc, %lc) : ({ptr}, !fly.layout<{lc}>) -> {mc}
%vd = fly.make_view(%pd, %lc) : ({ptr}, !fly.layout<{lc}>) -> {mc}
%tid = fly.make_int_tuple(%t) : (i32) -> !fly.int_tuple<?>
%sa = fly.tiled_mma.partition(a, %tm, %va, %tid) : ({tm}, {ma}, !fly.int_tuple<?>) -> {ta}
%sb = fly.tiled_mma.partition(b, %tm, %vb, %tid) : ({tm}, {mb}, !fly.int_tuple<?>) -> {tb}
%sc = fly.tiled_mma.partition(c, %tm, %vc, %tid) : ({tm}, {mc}, !fly.int_tuple<?>) -> {tc}
%sd = fly.tiled_mma.partition(c, %tm, %vd, %tid) : ({tm}, {mc}, !fly.int_tuple<?>) -> {tc}
fly.gemm(%tm, %sd, %sa, %sb, %sc) {{traversalOrder = #fly<gemm_traversal_order {order}>}} : ({tm}, {tc}, {ta}, {tb}, {tc}) -> ()"""
    return "\n".join(indent + line for line in lines.split("\n"))


def module(cfg, types):
    name, atom_layout, threads, M, N, K, order, _ = cfg
    ptr = "!fly.ptr<f32, generic>"
    bufs = (("a", M * K), ("b", N * K), ("c", M * N), ("d", M * N))
    alloc = "\n".join(f"  %{buf} = memref.alloca() : memref<{n}xf32>"
                      for buf, n in bufs)
    ptrs = "\n".join(
        f"  %p_{buf} = memref.extract_aligned_pointer_as_index %{buf} : memref<{n}xf32> -> index\n"
        f"  %i_{buf} = arith.index_cast %p_{buf} : index to i64\n"
        f"  %q{buf} = fly.inttoptr(%i_{buf}) : (i64) -> {ptr}"
        for buf, n in bufs)
    prints = "\n".join(f"""  scf.for %i = %c0 to %cmn step %c1 {{
    %v = memref.load %{buf}[%i] : memref<{M * N}xf32>
    %vi = arith.bitcast %v : f32 to i32
    vector.print %vi : i32
  }}""" for buf in ("d", "c"))
    return f"""
func.func @gemm_{name}(%pa: {ptr}, %pb: {ptr}, %pc: {ptr}, %pd: {ptr}, %t: i32) {{
{gemm_body(cfg, types, "generic", "  ")}
  return
}}

func.func @run_{name}() {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
{alloc}
{fill(M, N, K)}
{ptrs}
  %t0 = arith.constant 0 : i32
  %t1 = arith.constant 1 : i32
  %tn = arith.constant {threads} : i32
  scf.for %t = %t0 to %tn step %t1 : i32 {{
    func.call @gemm_{name}(%qa, %qb, %qc, %qd, %t) : ({ptr}, {ptr}, {ptr}, {ptr}, i32) -> ()
  }}
  %cmn = arith.constant {M * N} : index
{prints}
  return
}}
"""


def fill(M, N, K):
    """Stores the inputs and D's sentinel with constants (small sizes:
    unrolled). Every matrix is column-major."""
    out = []
    for m in range(M):
        for k in range(K):
            out.append(store("a", m + M * k, a_val(m, k), M * K))
    for n in range(N):
        for k in range(K):
            out.append(store("b", n + N * k, b_val(n, k), N * K))
    for m in range(M):
        for n in range(N):
            out.append(store("c", m + M * n, c_val(m, n), M * N))
            out.append(store("d", m + M * n, SENTINEL, M * N))
    return "\n".join(out)


_counter = [0]


def store(buf, idx, val, size):
    _counter[0] += 1
    k = _counter[0]
    return (f"  %s{k}i = arith.constant {idx} : index\n"
            f"  %s{k}v = arith.constant {val!r} : f32\n"
            f"  memref.store %s{k}v, %{buf}[%s{k}i] : memref<{size}xf32>")


def main(argv=None):
    opts = parse_args(__doc__, __spec__, "tiled-gemm-exec-", argv)
    passed = failed = 0
    for cfg in CONFIGS:
        name, M, N = cfg[0], cfg[3], cfg[4]
        want_d = reference(cfg)
        # The data must make every listed wrong traversal visible.
        blind = [v for v in ALWAYS + cfg[7] if reference(cfg, v) == want_d]
        if blind:
            print(f"FAILURE {name}: the data do not tell the declared order "
                  f"from {', '.join(blind)}")
            failed += 1
            continue
        # The verifier stops at the first wrong type: probe until all three
        # partition types are known.
        types = [WRONG, WRONG, WRONG]
        for _ in range(4):
            text = module(cfg, tuple(types))
            found, stderr = inferred_types(opts, name, text)
            lines = text.splitlines()
            where = [next(i + 1 for i, l in enumerate(lines)
                          if f"tiled_mma.partition({op}," in l) for op in "abc"]
            for j, ln in enumerate(where):
                if ln in found:
                    types[j] = found[ln]
            if not found:
                break
        if WRONG in types:
            print(f"FAILURE {name}: partition types not inferred:\n{stderr[:2000]}")
            failed += 1
            continue
        got, error = lower_and_run(opts, name, module(cfg, tuple(types)))
        want = ([bits(x) for x in want_d] +
                [bits(c_val(m, n)) for n in range(N) for m in range(M)])
        if got == want:
            passed += 1
            print(f"  {name}: {cfg[2]} threads, {M}x{N}x{cfg[5]}, order "
                  f"{cfg[6]}: D bit-exact, C unchanged; the data tell it "
                  f"from {', '.join(ALWAYS + cfg[7])}: ok")
        else:
            failed += 1
            bad = ([i for i, (g, w) in enumerate(zip(got, want)) if g != w]
                   if got else [])
            print(f"FAILURE {name}: {len(bad)} of {len(want)} printed words "
                  f"differ (first: {bad[:8]})\n  expected {want}\n  got "
                  f"{got}\n  {error or ''}")
    print(f"tiled-gemm-exec: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
