"""Executed test of tiled copies on the CPU (issue 4, test (a)).

For each configuration (a copy atom, a TV layout over a tile, a 2-D tensor
shape, source and destination layouts) this writes Fly IR in which the host
loops over every thread index, partitions the source and the destination
views for that thread (fly.tiled_copy.partition_src/dst with the thread index
as a dynamic value) and copies them with fly.copy. The module is lowered
(fly-layout-lowering, convert-fly-to-llvm, the standard conversions) and run
with mlir-runner.

Each thread copies from its own source buffer (same layout), whose element
at offset i holds the id t * 1000 + i. The destination therefore shows, at
every position, WHICH thread moved WHICH source element. It must hold, at
every position of the destination layout, the id of
- the thread that the TV layout assigns to that logical coordinate: the
  ownership map computed here from the TV layout and the tile alone
  (TV(t, v) is an index into the tile, column-major; the tile repeats over
  the tensor), and
- the source element of the same logical coordinate (row/column-major index
  arithmetic),
both computed independently of the library. A copy that moves the right
elements with the wrong threads (threads and values exchanged in the TV
layout, a partition at the wrong thread index) fails; before this check the
test saw only the permutation.

Result types of the partitions are never written by hand: a first fly-opt run
on deliberately wrong types reports the inferred ones.

Configurations also cover a swizzled destination pointer (fly.apply_swizzle:
the XOR acts on byte addresses at every store), a swizzled destination
layout (a composed layout S o 0 o L: the XOR acts on element indices) and
predicated copies (a partitioned i1 view guards every atom call).

Usage: python3 -m flytools.exec.tiled_copy [--fly-opt PATH] --mlir-runner PATH
           --lib-dir DIR
Prints "tiled-copy-exec: N passed, M failed" and exits non-zero on failure.
"""

import sys

from flytools.exec.harness import (WRONG, inferred_types, lower_and_run,
                                   parse_args)
from flytools.golden import text as golden_text
from flytools.golden.text import size

# (name, copy bits, value bits, TV layout, tile, threads, shape (M,N),
#  source layout, destination layout, destination swizzle or None as
#  ("ptr" | "layout", mask, base, shift), predicated)
CONFIGS = [
    ("rows_2vals", 64, 32, "((4,2),2):((1,8),4)", "[4:1|4:1]", 8, (4, 4),
     "(4,4):(4,1)", "(4,4):(1,4)", None, False),
    ("algebra12", 64, 32, "((2,2),2):((4,1),2)", "[2:1|4:1]", 4, (4, 8),
     "(4,8):(8,1)", "(4,8):(1,4)", None, False),
    ("one_val", 32, 32, "(16,1):(1,0)", "[4:1|4:1]", 16, (4, 4),
     "(4,4):(4,1)", "(4,4):(1,4)", None, False),
    ("col_to_row", 64, 32, "((2,4),2):((8,1),4)", "[4:1|4:1]", 8, (4, 8),
     "(4,8):(1,4)", "(4,8):(8,1)", None, False),
    # A swizzled destination pointer: the XOR acts on byte addresses, so
    # 8-byte pairs (base 3) and 4-byte values (base 2) move as units.
    ("rows_2vals_swizzled", 64, 32, "((4,2),2):((1,8),4)", "[4:1|4:1]", 8,
     (4, 4), "(4,4):(4,1)", "(4,4):(1,4)", ("ptr", 1, 3, 3), False),
    # 64-bit copies of pairs contiguous on both sides, through a swizzle of
    # 4-byte units: the pair is not a unit of the XOR, so each value must be
    # stored on its own.
    ("rows_2vals_fine_swizzle", 64, 32, "((4,2),2):((1,8),4)", "[4:1|4:1]", 8,
     (4, 4), "(4,4):(4,1)", "(4,4):(4,1)", ("ptr", 1, 2, 2), False),
    ("one_val_swizzled", 32, 32, "(16,1):(1,0)", "[4:1|4:1]", 16, (4, 4),
     "(4,4):(4,1)", "(4,4):(1,4)", ("ptr", 2, 2, 2), False),
    # A swizzled destination layout (a composed layout S o 0 o L, the XOR on
    # element indices): the view is decomposed into a swizzled pointer and
    # the outer layout. Pairs of elements (base 1) and single ones (base 0).
    ("rows_2vals_composed", 64, 32, "((4,2),2):((1,8),4)", "[4:1|4:1]", 8,
     (4, 4), "(4,4):(4,1)", "(4,4):(1,4)", ("layout", 1, 1, 3), False),
    ("one_val_composed", 32, 32, "(16,1):(1,0)", "[4:1|4:1]", 16, (4, 4),
     "(4,4):(4,1)", "(4,4):(1,4)", ("layout", 2, 0, 2), False),
    ("col_to_row_composed_pred", 32, 32, "(16,1):(1,0)", "[4:1|4:1]", 16,
     (4, 4), "(4,4):(1,4)", "(4,4):(4,1)", ("layout", 1, 1, 2), True),
    # Predicated: one value per call, copied only where the predicate holds.
    ("one_val_predicated", 32, 32, "(16,1):(1,0)", "[4:1|4:1]", 16, (4, 4),
     "(4,4):(4,1)", "(4,4):(1,4)", None, True),
]



def offset(layout, m, n):
    """A 2-D layout 'shape:stride' with integer modes, at (m, n)."""
    _, stride = layout.split(":")
    s0, s1 = (int(x) for x in stride.strip("()").split(","))
    return m * s0 + n * s1


def copy_body(cfg, types, space, indent, src_ptr, tid_inside):
    """The ops of a configuration's tiled copy, shared by this CPU test and
    the GPU kernels of flytools.gpu.cases.copy: the tiled copy, views of the
    source %p (of type `src_ptr`) and the destination %q (swizzled as the
    configuration says), the partitions at thread %tid and fly.copy,
    predicated by %r's view when the configuration is; %tid (from %t) is
    made here when `tid_inside`. Each line indented by `indent`; `types`:
    the partitions' (source, destination, predicate) types."""
    name, bits, vbits, tv, tile, threads, (M, N), src, dst, swz, pred = cfg
    atom = f"!fly.copy_atom<!fly.universal_copy<{bits}>, {vbits}>"
    tc = f"!fly.tiled_copy<{atom}, !fly.layout<{tv}>, !fly.tile<{tile}>>"
    ptr = f"!fly.ptr<f32, {space}>"
    # The destination pointer: a swizzled layout moves into the pointer only
    # when the pointer type proves alignment to the swizzle period.
    qptr = (f"!fly.ptr<f32, {space}, align<1024>>"
            if swz and swz[0] == "layout" else ptr)
    msrc = f"!fly.memref<f32, {space}, {src}>"
    mdst = f"!fly.memref<f32, {space}, {dst}>"
    ts, td, tp = types
    if swz and swz[0] == "layout":
        sw = f"S<{swz[1]},{swz[2]},{swz[3]}>"
        cl = f"!fly.composed_layout<{sw} o 0 o {dst}>"
        mdst = f"!fly.memref<f32, {space}, {sw} o 0 o {dst}, align<1024>>"
        dst_view = [f"%cl = fly.static : {cl}",
                    f"%vd = fly.make_view(%q, %cl) : ({qptr}, {cl}) -> {mdst}"]
    elif swz:
        sw = f"S<{swz[1]},{swz[2]},{swz[3]}>"
        mdst = f"!fly.memref<f32, {space}, {dst}, {sw}>"
        sptr = f"!fly.ptr<f32, {space}, {sw}>"
        dst_view = [f"%sw = fly.static : !fly.swizzle<{sw}>",
                    f"%qs = fly.apply_swizzle(%q, %sw) : ({ptr}, !fly.swizzle<{sw}>) -> {sptr}",
                    f"%vd = fly.make_view(%qs, %ld) : ({sptr}, !fly.layout<{dst}>) -> {mdst}"]
    else:
        dst_view = [f"%vd = fly.make_view(%q, %ld) : ({ptr}, !fly.layout<{dst}>) -> {mdst}"]
    if pred:
        mpred = f"!fly.memref<i1, {space}, {dst}>"
        copy = [f"%vp = fly.make_view(%r, %ld) : (!fly.ptr<i1, {space}>, !fly.layout<{dst}>) -> {mpred}",
                f"%pp = fly.tiled_copy.partition_dst(%tc, %vp, %tid) : ({tc}, {mpred}, !fly.int_tuple<?>) -> {tp}",
                f"fly.copy(%tc, %s, %d, %pp) : ({tc}, {ts}, {td}, {tp}) -> ()"]
    else:
        copy = [f"fly.copy(%tc, %s, %d) : ({tc}, {ts}, {td}) -> ()"]
    lines = [f"%atom = fly.make_copy_atom {{valBits = {vbits} : i32}} : {atom}",
             f"%tv = fly.static : !fly.layout<{tv}>",
             f"%tile = fly.static : !fly.tile<{tile}>",
             f"%tc = fly.make_tiled_copy(%atom, %tv, %tile) : ({atom}, !fly.layout<{tv}>, !fly.tile<{tile}>) -> {tc}",
             f"%ls = fly.static : !fly.layout<{src}>",
             f"%ld = fly.static : !fly.layout<{dst}>",
             f"%vs = fly.make_view(%p, %ls) : ({src_ptr}, !fly.layout<{src}>) -> {msrc}"]
    lines += dst_view
    if tid_inside:
        lines.append("%tid = fly.make_int_tuple(%t) : (i32) -> !fly.int_tuple<?>")
    lines += [f"%s = fly.tiled_copy.partition_src(%tc, %vs, %tid) : ({tc}, {msrc}, !fly.int_tuple<?>) -> {ts}",
              f"%d = fly.tiled_copy.partition_dst(%tc, %vd, %tid) : ({tc}, {mdst}, !fly.int_tuple<?>) -> {td}"]
    lines += copy
    return "\n".join(indent + line for line in lines)


def module(cfg, types):
    name, bits, vbits, tv, tile, threads, (M, N), src, dst, swz, pred = cfg
    ptr = "!fly.ptr<f32, generic>"
    qptr = ("!fly.ptr<f32, generic, align<1024>>"
            if swz and swz[0] == "layout" else ptr)
    size = M * N
    return f"""
func.func @copy_{name}(%p: {ptr}, %q: {qptr}, %r: !fly.ptr<i1, generic>, %t: i32) {{
{copy_body(cfg, types, "generic", "  ", ptr, True)}
  return
}}

func.func @run_{name}() {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant {size} : index
  // One source per thread, each filled with the ids t * 1000 + i.
  %src = memref.alloca() : memref<{threads * size}xf32>
  // Aligned beyond every swizzle period used here: a pointer swizzle acts on
  // absolute byte addresses, which equal the offsets' swizzle only for a
  // period-aligned base (as for CuTe's shared-memory swizzles).
  %dst = memref.alloca() {{alignment = 1024 : i64}} : memref<{size}xf32>
  %prd = memref.alloca() : memref<{size}xi1>
  %c3 = arith.constant 3 : index
  %minus = arith.constant -1.0 : f32
  %cts = arith.constant {threads * size} : index
  %c1000 = arith.constant 1000 : index
  scf.for %i = %c0 to %cts step %c1 {{
    %owner = arith.divui %i, %cn : index
    %elem = arith.remui %i, %cn : index
    %base = arith.muli %owner, %c1000 : index
    %id = arith.addi %base, %elem : index
    %ii = arith.index_cast %id : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %src[%i] : memref<{threads * size}xf32>
  }}
  scf.for %i = %c0 to %cn step %c1 {{
    memref.store %minus, %dst[%i] : memref<{size}xf32>
    // The predicate at destination position i: i % 3 != 0.
    %r3 = arith.remui %i, %c3 : index
    %keep = arith.cmpi ne, %r3, %c0 : index
    memref.store %keep, %prd[%i] : memref<{size}xi1>
  }}
  %ps = memref.extract_aligned_pointer_as_index %src : memref<{threads * size}xf32> -> index
  %pd = memref.extract_aligned_pointer_as_index %dst : memref<{size}xf32> -> index
  %ps64 = arith.index_cast %ps : index to i64
  %pd64 = arith.index_cast %pd : index to i64
  %q = fly.inttoptr(%pd64) : (i64) -> {qptr}
  %srcbytes = arith.constant {4 * size} : i64
  %pr = memref.extract_aligned_pointer_as_index %prd : memref<{size}xi1> -> index
  %pr64 = arith.index_cast %pr : index to i64
  %r = fly.inttoptr(%pr64) : (i64) -> !fly.ptr<i1, generic>
  %t0 = arith.constant 0 : i32
  %t1 = arith.constant 1 : i32
  %tn = arith.constant {threads} : i32
  scf.for %t = %t0 to %tn step %t1 : i32 {{
    // Thread t reads its own source.
    %t64 = arith.extui %t : i32 to i64
    %soff = arith.muli %t64, %srcbytes : i64
    %pt64 = arith.addi %ps64, %soff : i64
    %p = fly.inttoptr(%pt64) : (i64) -> {ptr}
    func.call @copy_{name}(%p, %q, %r, %t) : ({ptr}, {qptr}, !fly.ptr<i1, generic>, i32) -> ()
  }}
  scf.for %i = %c0 to %cn step %c1 {{
    %v = memref.load %dst[%i] : memref<{size}xf32>
    %vi = arith.fptosi %v : f32 to i32
    vector.print %vi : i32
  }}
  return
}}
"""


def swizzle(x, mask, base, shift):
    return x ^ ((x & (((1 << mask) - 1) << (base + shift))) >> shift)


def layout_at(shape, stride, crd):
    """A layout at a coordinate: an int indexes its (sub)shape
    colexicographically, a tuple maps mode by mode."""
    if not isinstance(shape, tuple):
        return crd * stride
    if isinstance(crd, tuple):
        return sum(layout_at(s, d, c) for s, d, c in zip(shape, stride, crd))
    total = 0
    for s, d in zip(shape, stride):
        n = size(s)
        total += layout_at(s, d, crd % n)
        crd //= n
    return total


def owners(cfg):
    """{(m, n): thread} from the TV layout and the tile: TV(t, v) is the
    column-major index of a coordinate of the tile, and the tile repeats
    over the (M, N) tensor."""
    _, _, _, tv, tile, threads, (M, N), _, _, _, _ = cfg
    shape, stride = golden_text.parse_layout(tv, int)
    tm, tn = (int(e.split(":")[0]) for e in tile.strip("[]").split("|"))
    values = size(shape[1])
    out = {}
    for t in range(threads):
        for v in range(values):
            idx = layout_at(shape, stride, (t, v))
            lm, ln = idx % tm, idx // tm
            for rm in range(M // tm):
                for rn in range(N // tn):
                    crd = (rm * tm + lm, rn * tn + ln)
                    if crd in out:
                        raise ValueError(f"{cfg[0]}: {crd} has two owners")
                    out[crd] = t
    if len(out) != M * N:
        raise ValueError(f"{cfg[0]}: the TV layout covers {len(out)} of "
                         f"{M * N} coordinates")
    return out


def expected(cfg):
    """The destination: at the position of coordinate (m, n), the id
    owner * 1000 + (source offset of (m, n)); -1 where the predicate is
    false."""
    _, _, _, _, _, _, (M, N), src, dst, swz, pred = cfg
    owner = owners(cfg)
    out = [-1] * (M * N)
    for m in range(M):
        for n in range(N):
            j = offset(dst, m, n)
            if pred and j % 3 == 0:
                continue  # the predicate at destination position j is false
            if swz and swz[0] == "ptr":
                # The XOR acts on the byte address of the f32 element.
                j = swizzle(4 * j, *swz[1:]) // 4
            elif swz:
                # The XOR acts on the element index.
                j = swizzle(j, *swz[1:])
            out[j] = owner[(m, n)] * 1000 + offset(src, m, n)
    return out


def describe(got, want):
    """The first differing positions as (expected thread, element) vs (got
    thread, element)."""
    bad = [i for i, (g, w) in enumerate(zip(got, want)) if g != w]
    split = (lambda x: "-" if x < 0 else f"t{x // 1000}:e{x % 1000}")
    return ", ".join(f"[{i}] want {split(want[i])} got {split(got[i])}"
                     for i in bad[:6]) + f" ({len(bad)} positions differ)"


def main(argv=None):
    opts = parse_args(__doc__, __spec__, "tiled-copy-exec-", argv)
    passed = failed = 0
    for cfg in CONFIGS:
        name = cfg[0]
        # The inferred partition types: the verifier stops at the first
        # wrong type, so probe until both are known.
        types = [WRONG, WRONG, "!fly.memref<i1, generic, 7777:7777>"]
        for _ in range(3):
            text = module(cfg, tuple(types))
            found, stderr = inferred_types(opts, name, text)
            lines = text.splitlines()
            src_line = next(i + 1 for i, l in enumerate(lines) if "partition_src" in l)
            dst_lines = [i + 1 for i, l in enumerate(lines) if "partition_dst" in l]
            if src_line in found:
                types[0] = found[src_line]
            if dst_lines[0] in found:
                types[1] = found[dst_lines[0]]
            if len(dst_lines) > 1 and dst_lines[1] in found:
                types[2] = found[dst_lines[1]]
            if not found:
                break
        if WRONG in types[:2] or (cfg[10] and "7777" in types[2]):
            print(f"FAILURE {name}: partition types not inferred:\n{stderr[:2000]}")
            failed += 1
            continue
        got, error = lower_and_run(opts, name, module(cfg, tuple(types)))
        want = expected(cfg)
        if got == want:
            passed += 1
            print(f"  {name}: {cfg[5]} threads, {len(want)} elements, each "
                  f"moved by its owner: ok")
        elif got is None or len(got) != len(want):
            failed += 1
            print(f"FAILURE {name}: expected {want}\n  got {got}\n  {error or ''}")
        else:
            failed += 1
            print(f"FAILURE {name}: {describe(got, want)}")
    print(f"tiled-copy-exec: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
