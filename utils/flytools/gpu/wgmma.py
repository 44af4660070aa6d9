"""The Hopper wgmma cases of flytools.gpu.atoms (one warpgroup, one atom;
docs/notes/nvidia-atoms.md 9 and 8): lists them, or prints the Fly kernel of
one, with no GPU.

flytools.gpu.atoms builds and runs these kernels on the GPU (with its other
atoms); this module writes them and checks their results, and as a command
shows what that run covers:

  python3 -m flytools.gpu.wgmma [--only REGEX]
      one line per case: its name (as --run prints it), the atom, the
      swizzle row of the shared tiles, how much of K it multiplies, the
      majors of A and B, and the register slots per thread of the lane model
  python3 -m flytools.gpu.wgmma --module CASE [--fly-opt PATH]
      the case's kernel module (Fly IR, result types inferred by fly-opt),
      exactly as flytools.gpu.atoms --build writes it before compiling

Each kernel runs on one warpgroup (block of 128 threads, sm_90a):

- A (for `a = smem`) and B are copied by the threads, element by element,
  from column-major global tiles into shared memory through a swizzled Fly
  view, `S<b,3,3> o 0 o (R,W/2):(W/2,1)` for rows of W = 128, 64 or 32
  bytes: K-major, every row one swizzle row, so Fly does the swizzling the
  descriptor names (byte swizzle S<b,4,3>, b = log2(W/16)). The tiles are
  R x W/2 (K 64, 32 or 16); the kernel multiplies either their first k
  block of 16 (one wgmma: the views are flat_divide'd by 16 columns and
  sliced at k block 0) or every k block (fly.gemm, one wgmma per block).
- `nvvm.fence.proxy` (async.shared, cta) and a barrier order the stores
  before the wgmma's shared-memory reads (async proxy); then
  `nvvm.wgmma.fence.aligned`, fly.gemm, `commit.group`, `wait.group 0`.
- C (and a register A) are loaded through Fly's tiled_mma partitions of
  global tiles; D is stored through the C partition; every thread writes
  out its D registers (and A registers) in slot order.

The host checks every (thread, slot) against the model of
flytools.models.nvidia_mma_lanes and D against numpy, on three launches:
two "position" launches whose D values are exact and, as pairs, different
for every element (so each D register names its element), A's unused
columns carrying codes that identify every A element; and small random
integers over all of K, for which D = A @ B^T + C exactly.
"""

import re
import sys

from flytools import cli
from flytools.models.nvidia_mma_lanes import (BITS, WARPGROUP, hw_layout,
                                              parse_payload)

# (payload, swizzle row bytes, multiply every k block of the shared tile,
# the majors of A and B: k (K-major) or m (MN-major, 16-bit only))
WGMMA_CASES = [
    ("wgmma<64x128x16, (bf16, bf16) -> f32, a = smem>", 128, False, "kk"),
    ("wgmma<64x64x16, (f16, f16) -> f32, a = reg>", 128, False, "kk"),
    ("wgmma<64x256x16, (f16, f16) -> f16, a = smem>", 128, False, "kk"),
    ("wgmma<64x8x16, (bf16, bf16) -> f32, a = smem>", 64, False, "kk"),
    ("wgmma<64x16x16, (f16, f16) -> f32, a = smem>", 32, False, "kk"),
    ("wgmma<64x128x16, (bf16, bf16) -> f32, a = smem>", 128, True, "kk"),
    ("wgmma<64x64x16, (f16, f16) -> f16, a = reg>", 64, True, "kk"),
    # MN-major (transposed) operands: N-major B, M-major A, both.
    ("wgmma<64x128x16, (bf16, bf16) -> f32, a = smem>", 128, False, "km"),
    ("wgmma<64x64x16, (f16, f16) -> f32, a = smem>", 128, True, "mk"),
    ("wgmma<64x64x16, (bf16, bf16) -> f32, a = smem>", 64, False, "mm"),
    ("wgmma<64x32x16, (f16, f16) -> f32, a = reg>", 32, True, "km"),
    # 8-bit floats, .m64nNk32, K-major.
    ("wgmma<64x128x32, (f8E4M3FN, f8E4M3FN) -> f32, a = smem>", 128, False, "kk"),
    ("wgmma<64x64x32, (f8E5M2, f8E4M3FN) -> f32, a = smem>", 128, True, "kk"),
    ("wgmma<64x64x32, (f8E4M3FN, f8E5M2) -> f16, a = reg>", 64, False, "kk"),
]


def case_name(payload, row_bytes, all_k, majors="kk"):
    _, m, n, k, a, b, c, a_regs = parse_payload(payload)
    name = (f"wgmma-{m}x{n}x{k}-{a}-{b}-{c}-{'reg' if a_regs else 'smem'}"
            f"-sw{row_bytes}")
    name += "".join(f"-{x}{'m' if x == 'a' else 'n'}major"
                    for x, mj in zip("ab", majors) if mj == "m")
    return name + (f"-k{row_bytes * 8 // BITS[a]}" if all_k else "")


def entries():
    """The cases as flytools.gpu.atoms builds them (its manifest entries
    before compiling)."""
    return [{"payload": p, "features": "", "row_bytes": w, "all_k": k,
             "majors": mj, "name": case_name(p, w, k, mj)}
            for p, w, k, mj in WGMMA_CASES]


def shapes(entry):
    """(N, tile K (the shared rows' width in elements), multiplied K)."""
    kind = parse_payload(entry["payload"])
    n, kinst = kind[2], kind[3]
    ks = entry["row_bytes"] * 8 // BITS[kind[4]]
    return n, ks, (ks if entry["all_k"] else kinst)


def swizzled(elem, rows, ks, row_bytes, mn_major=False):
    """The shared view of a rows x ks operand tile: K-major, every row one
    swizzle row; or MN-major, runs of row_bytes along the rows (M or N),
    one per k, then the next run of rows. The swizzle is the byte swizzle
    S<b,4,3> in elements (S<b,3,3> on 16-bit values)."""
    bits = {128: 3, 64: 2, 32: 1}[row_bytes]
    ebytes = BITS[elem] // 8
    sw = f"S<{bits},{4 - (ebytes // 2)},3>"
    if mn_major:
        run = row_bytes // ebytes
        lay = f"(({run},{rows // run}),{ks}):((1,{run * ks}),{run})"
    else:
        lay = f"({rows},{ks}):({ks},1)"
    return (f"{sw} o 0 o {lay}",
            f"!fly.memref<{elem}, shared, {sw} o 0 o {lay}, align<1024>>")


def wgmma_module(base, fly_opt, entry):
    """The kernel of one case; `base` is the gpu_nvidia_atoms module."""
    payload, row_bytes, all_k = (entry["payload"], entry["row_bytes"],
                                 entry["all_k"])
    _, m, n, kinst, ta, tb, tc, a_regs = parse_payload(payload)
    _, ks, kk = shapes(entry)
    majors = entry.get("majors", "kk")
    atom = f"!fly.mma_atom<!fly_nvvm.{payload}>"
    tmma = f"!fly.tiled_mma<{atom}, !fly.layout<(1,1,1):(0,0,0)>>"
    tid, at = "!fly.int_tuple<?>", "!fly.int_tuple<(*,?)>"
    eb = BITS[ta]
    ucp = f"!fly.copy_atom<!fly.universal_copy<{eb}>, {eb}>"
    ptr, view = base.ptr, base.view
    body = base.mma_prologue(atom, tmma)
    emit = body.append
    emit(f"      %ucp = fly.make_copy_atom {{valBits = {eb} : i32}} : {ucp}")

    # Shared tiles: global (R, ks) column-major -> registers -> swizzled
    # shared view, through a tiled copy of thread t, value v -> element
    # t + 128 v.
    operands = {}  # name -> (the view given to the MMA partition, its type)
    shared = [("b", tb, n)] + ([] if a_regs else [("a", ta, m)])
    for x, elem, rows in shared:
        vals = rows * ks // WARPGROUP
        glay = f"({rows},{ks}):(1,{rows})"
        slay, stype = swizzled(elem, rows, ks, row_bytes,
                               majors["ab".index(x)] == "m")
        tv = f"!fly.layout<({WARPGROUP},{vals}):(1,{WARPGROUP})>"
        tile = f"!fly.tile<[{rows}:1|{ks}:1]>"
        fill = f"!fly.tiled_copy<{ucp}, {tv}, {tile}>"
        g = view(elem, glay)
        t_src, t_dst = base.infer_types(fly_opt, [
            ("fly.tiled_copy.partition_src({0}, {1}, {2})", [fill, g, tid]),
            ("fly.tiled_copy.partition_dst({0}, {1}, {2})",
             [fill, stype, tid])])
        (t_frag,) = base.infer_types(fly_opt, [
            ("fly.make_fragment_like({0})", [t_src])])
        emit(f"      %tv{x} = fly.static : {tv}")
        emit(f"      %tile{x} = fly.static : {tile}")
        emit(f"      %fill{x} = fly.make_tiled_copy(%ucp, %tv{x}, %tile{x}) "
             f": ({ucp}, {tv}, {tile}) -> {fill}")
        emit(f"      %gl{x} = fly.static : !fly.layout<{glay}>")
        emit(f"      %G{x} = fly.make_view(%{x}, %gl{x}) : ({ptr(elem)}, "
             f"!fly.layout<{glay}>) -> {g}")
        emit(f"      %sp{x} = fly.make_ptr() {{dictAttrs = {{allocBytes = "
             f"{rows * ks * BITS[elem] // 8} : i64, allocAlign = 1024 : "
             f"i64}}}} : () -> !fly.ptr<{elem}, shared, align<1024>>")
        emit(f"      %sl{x} = fly.static : !fly.composed_layout<{slay}>")
        emit(f"      %S{x} = fly.make_view(%sp{x}, %sl{x}) : (!fly.ptr<{elem},"
             f" shared, align<1024>>, !fly.composed_layout<{slay}>) -> "
             f"{stype}")
        emit(f"      %fs{x} = fly.tiled_copy.partition_src(%fill{x}, %G{x}, "
             f"%tid) : ({fill}, {g}, {tid}) -> {t_src}")
        emit(f"      %fd{x} = fly.tiled_copy.partition_dst(%fill{x}, %S{x}, "
             f"%tid) : ({fill}, {stype}, {tid}) -> {t_dst}")
        emit(f"      %fr{x} = fly.make_fragment_like(%fs{x}) : ({t_src}) -> "
             f"{t_frag}")
        emit(f"      fly.copy(%fill{x}, %fs{x}, %fr{x}) : ({fill}, {t_src}, "
             f"{t_frag}) -> ()")
        emit(f"      fly.copy(%fill{x}, %fr{x}, %fd{x}) : ({fill}, {t_frag}, "
             f"{t_dst}) -> ()")
        if all_k:
            operands[x] = (f"%S{x}", stype)
        else:
            # k block 0 of the shared tile: flat_divide by (rows, K), slice.
            dtile = f"!fly.tile<[{rows}:1|{kinst}:1]>"
            (t_div,) = base.infer_types(fly_opt, [
                ("fly.flat_divide({0}, {1})", [stype, dtile])])
            (t_k0,) = base.infer_types(fly_opt, [
                ("fly.slice({0}, {1})",
                 [t_div, "!fly.int_tuple<(*,*,0,0)>"])])
            emit(f"      %dt{x} = fly.static : {dtile}")
            emit(f"      %Sd{x} = fly.flat_divide(%S{x}, %dt{x}) : ({stype}, "
                 f"{dtile}) -> {t_div}")
            emit(f"      %k0{x} = fly.static : !fly.int_tuple<(*,*,0,0)>")
            emit(f"      %Sk{x} = fly.slice(%Sd{x}, %k0{x}) : ({t_div}, "
                 "!fly.int_tuple<(*,*,0,0)>) -> " + t_k0)
            operands[x] = (f"%Sk{x}", t_k0)
    # Stores to shared memory (generic proxy) before the wgmma reads them
    # (async proxy): a proxy fence, then every thread's stores.
    emit("      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, "
         "space = #nvvm.shared_space<cta>}")
    emit("      gpu.barrier")

    # Register operands through the MMA partitions of global tiles.
    regs = [("c", tc, f"({m},{n}):(1,{m})")]
    if a_regs:
        regs.insert(0, ("a", ta, f"({m},{kk}):(1,{m})"))
    queries = []
    for x, elem, lay in regs:
        queries.append((f"fly.tiled_mma.partition({x}, {{0}}, {{1}}, {{2}})",
                        [tmma, view(elem, lay), tid]))
        queries.append((f"fly.mma.make_fragment({x}, {{0}}, {{1}})",
                        [tmma, view(elem, lay)]))
    for x in "ab":
        if x in operands:
            queries.append((f"fly.tiled_mma.partition({x}, {{0}}, {{1}}, "
                            "{2})", [tmma, operands[x][1], tid]))
    types = base.infer_types(fly_opt, queries)
    t = {}
    for x, elem, lay in regs:
        t[x] = {"part": types.pop(0), "frag": types.pop(0)}
    for x in "ab":
        if x in operands:
            t[x] = {"part": types.pop(0)}
    for x, elem, lay in regs:
        g = view(elem, lay)
        emit(f"      %l{x} = fly.static : !fly.layout<{lay}>")
        emit(f"      %V{x} = fly.make_view(%{x}, %l{x}) : ({ptr(elem)}, "
             f"!fly.layout<{lay}>) -> {g}")
        emit(f"      %t{x} = fly.tiled_mma.partition({x}, %tmma, %V{x}, %tid)"
             f" : ({tmma}, {g}, {tid}) -> {t[x]['part']}")
        emit(f"      %r{x} = fly.mma.make_fragment({x}, %tmma, %V{x}) : "
             f"({tmma}, {g}) -> {t[x]['frag']}")
        bits = BITS[elem]
        cp = f"!fly.copy_atom<!fly.universal_copy<{bits}>, {bits}>"
        emit(f"      %cp{x} = fly.make_copy_atom {{valBits = {bits} : i32}} "
             f": {cp}")
        emit(f"      fly.copy(%cp{x}, %t{x}, %r{x}) : ({cp}, {t[x]['part']}, "
             f"{t[x]['frag']}) -> ()")
    for x in "ab":
        if x in operands:
            src, st = operands[x]
            emit(f"      %r{x} = fly.tiled_mma.partition({x}, %tmma, {src}, "
                 f"%tid) : ({tmma}, {st}, {tid}) -> {t[x]['part']}")
    ra_t = t["a"]["frag"] if a_regs else t["a"]["part"]
    rb_t = t["b"]["part"]
    gc = view(tc, regs[-1][2])
    emit(f"      %Vd = fly.make_view(%d, %lc) : ({ptr(tc)}, "
         f"!fly.layout<{regs[-1][2]}>) -> {gc}")
    emit(f"      %td = fly.tiled_mma.partition(c, %tmma, %Vd, %tid) : "
         f"({tmma}, {gc}, {tid}) -> {t['c']['part']}")
    emit(f"      %rd = fly.mma.make_fragment(c, %tmma, %Vd) : ({tmma}, {gc}) "
         f"-> {t['c']['frag']}")
    emit("      nvvm.wgmma.fence.aligned")
    emit(f"      fly.gemm(%tmma, %rd, %ra, %rb, %rc) : ({tmma}, "
         f"{t['c']['frag']}, {ra_t}, {rb_t}, {t['c']['frag']}) -> ()")
    emit("      nvvm.wgmma.commit.group.sync.aligned")
    emit("      nvvm.wgmma.wait.group.sync.aligned 0")
    bc = BITS[tc]
    emit(f"      fly.copy(%cpc, %rd, %td) : (!fly.copy_atom<"
         f"!fly.universal_copy<{bc}>, {bc}>, {t['c']['frag']}, "
         f"{t['c']['part']}) -> ()")
    dumps = [("d", tc, n // 2, t["c"]["frag"], "rd")]
    if a_regs:
        # 64 x kk values over 128 threads.
        dumps.append(("a", ta, kk // 2, t["a"]["frag"], "ra"))
    for x, elem, count, frag, src in dumps:
        dump = view(elem, f"({count},{WARPGROUP}):(1,{count})")
        (sl,) = base.infer_types(fly_opt, [
            ("fly.slice({0}, {1})", [dump, at])])
        emit(f"      %D{x}l = fly.static : !fly.layout<({count},{WARPGROUP})"
             f":(1,{count})>")
        emit(f"      %D{x} = fly.make_view(%dump{x}, %D{x}l) : ({ptr(elem)}, "
             f"!fly.layout<({count},{WARPGROUP}):(1,{count})>) -> {dump}")
        emit(f"      %S{x}d = fly.slice(%D{x}, %at) : ({dump}, {at}) -> {sl}")
        emit(f"      %v{x} = fly.memref.load_vec(%{src}) : ({frag}) -> "
             f"vector<{count}x{elem}>")
        emit(f"      fly.memref.store_vec(%v{x}, %S{x}d) : "
             f"(vector<{count}x{elem}>, {sl}) -> ()")
    args = ", ".join([f"%a: {ptr(ta)}", f"%b: {ptr(tb)}", f"%c: {ptr(tc)}",
                      f"%d: {ptr(tc)}", f"%dumpd: {ptr(tc)}"]
                     + ([f"%dumpa: {ptr(ta)}"] if a_regs else []))
    return base.kernel_module(entry["name"], args, body, WARPGROUP)


# ---------------------------------------------------------------------------
# Run phase (numpy).
# ---------------------------------------------------------------------------


def datasets(np, entry, seed):
    """[(label, {'a','b','c': values (m,ks), (n,ks), (m,n)}, raw A codes of
    the identifying columns or None)]."""
    _, m, _, _, ta, _, _, _ = parse_payload(entry["payload"])
    n, ks, _ = shapes(entry)
    rows, cols = np.arange(m), np.arange(n)
    sets = []
    if BITS[ta] == 8:
        # The position values (up to 64 * 8 + 64) are not exact in e4m3 or
        # e5m2; small integers are (|x| <= 4), and so is their f32 sum.
        rng = np.random.default_rng(seed)
        for r in range(2):
            sets.append((f"small integers {r + 1}/2", {
                "a": rng.integers(-4, 5, size=(m, ks)).astype(float),
                "b": rng.integers(-4, 5, size=(n, ks)).astype(float),
                "c": rng.integers(-8, 9, size=(m, n)).astype(float)}, None))
        return sets
    # Positions: D[i, j] = 64 * digit(j) + i (+ 64 in launch 2), exact in
    # f16; the pair of launches differs for every (i, j). A's columns 0
    # and 1 differ as pairs too; its other columns (multiplied by zeros of
    # B) carry negative codes, distinct for every element.
    for d, digit in enumerate((cols % 32, cols // 32)):
        a = np.zeros((m, ks))
        b = np.zeros((n, ks))
        if d == 0:
            a[:, 0], a[:, 1] = 1, rows
            b[:, 0], b[:, 1] = 64 * digit, 1
        else:
            a[:, 0], a[:, 1] = rows + 64, 1
            b[:, 0], b[:, 1] = 1, 64 * digit
        codes = (0xBC00 if ta == "f16" else 0xBF80) + np.arange(
            m * (ks - 2)).reshape((ks - 2, m)).T
        sets.append((f"positions {d + 1}/2",
                     {"a": a, "b": b, "c": np.zeros((m, n))},
                     codes.astype(np.uint16)))
    rng = np.random.default_rng(seed)
    sets.append(("small integers", {
        "a": rng.integers(-4, 5, size=(m, ks)).astype(float),
        "b": rng.integers(-4, 5, size=(n, ks)).astype(float),
        "c": rng.integers(-8, 9, size=(m, n)).astype(float)}, None))
    return sets


def check_wgmma(base, np, drv, root, entry, seed):
    payload = entry["payload"]
    _, m, _, kinst, ta, tb, tc, a_regs = parse_payload(payload)
    n, ks, kk = shapes(entry)
    hw_d = hw_layout(payload, "C")
    hw_a = hw_layout(payload, "A") if a_regs else None
    nd = len(hw_d[0])
    errors = []
    for label, vals, codes in datasets(np, entry, seed):
        raw = {x: base.encode(np, e, vals[x].ravel(order="F"))
               for x, e in (("a", ta), ("b", tb), ("c", tc))}
        if codes is not None:
            a_raw = raw["a"].reshape((ks, m)).T.copy()
            a_raw[:, 2:] = codes
            raw["a"] = a_raw.ravel(order="F")
        if a_regs:
            # The global A the kernel reads is (m, kk).
            raw["a"] = raw["a"][:m * kk]
        want = vals["a"][:, :kk] @ vals["b"][:, :kk].T + vals["c"]
        buffers = [(raw["a"], raw["a"].nbytes), (raw["b"], raw["b"].nbytes),
                   (raw["c"], raw["c"].nbytes), (None, raw["c"].nbytes),
                   (None, WARPGROUP * nd * raw["c"].itemsize)]
        if a_regs:
            buffers.append((None, WARPGROUP * kk // 2 * BITS[ta] // 8))
        out = base.launch(drv, root, entry, buffers, block=WARPGROUP)
        u = base.uint_type(np, tc)
        d_mem = base.decode(np, tc, np.frombuffer(out[3], dtype=u).copy())
        d_regs = base.decode(np, tc, np.frombuffer(out[4], dtype=u).copy())
        have = d_mem.reshape((n, m)).T
        wrong = np.argwhere(have != want)
        if len(wrong):
            i, j = wrong[0]
            errors.append(f"{label}: D differs from A @ B^T + C at "
                          f"{len(wrong)} elements, e.g. ({i}, {j}): "
                          f"{have[i, j]} instead of {want[i, j]}")
        bad = []
        for x in range(WARPGROUP):
            for s, (i, j) in enumerate(hw_d[x]):
                got = d_regs[x * nd + s]
                if got != want[i, j]:
                    bad.append(f"thread {x} slot {s}: holds {got}, the model "
                               f"says D({i}, {j}) = {want[i, j]}")
        if bad:
            errors.append(f"{label}: D registers: {len(bad)} wrong, e.g. "
                          + "; ".join(bad[:3]))
        if a_regs:
            na = kk // 2
            per = kinst // 2  # A values per thread of one instruction
            a_dump = np.frombuffer(out[5], dtype=base.uint_type(np, ta))
            a_mat = raw["a"].reshape((kk, m)).T
            bad = []
            for x in range(WARPGROUP):
                for s in range(na):
                    # Value s of k block s // per is slot s % per of that
                    # call.
                    i, j = hw_a[x][s % per]
                    j += kinst * (s // per)
                    if a_dump[x * na + s] != a_mat[i, j]:
                        bad.append(f"thread {x} slot {s}: holds "
                                   f"{int(a_dump[x * na + s]):#06x}, the "
                                   f"model says A({i}, {j}) = "
                                   f"{int(a_mat[i, j]):#06x}")
            if bad:
                errors.append(f"{label}: A registers: {len(bad)} wrong, "
                              "e.g. " + "; ".join(bad[:3]))
    return errors


# ---------------------------------------------------------------------------
# The command: the cases, or one case's kernel.
# ---------------------------------------------------------------------------


def describe(entry):
    """One line about a case: what its kernel multiplies and holds."""
    _, m, n, kinst, ta, tb, tc, a_regs = parse_payload(entry["payload"])
    _, ks, kk = shapes(entry)
    majors = entry.get("majors", "kk")
    regs = f"D {len(hw_layout(entry['payload'], 'C')[0])}"
    if a_regs:
        regs += f", A {len(hw_layout(entry['payload'], 'A')[0])}"
    blocks = kk // kinst
    return (f"{entry['name']}: {entry['payload']}; swizzle row "
            f"{entry['row_bytes']} B (tile K {ks}); K {kk} multiplied "
            f"({blocks} wgmma{'s' if blocks > 1 else ''}); A "
            f"{'register' if a_regs else ('M' if majors[0] == 'm' else 'K') + '-major'}"
            f", B {'N' if majors[1] == 'm' else 'K'}-major; {regs} slots "
            f"per thread")


def main(argv=None):
    ap = cli.make_parser(__doc__, __spec__)
    ap.add_argument("--only", metavar="REGEX",
                    help="list only the cases whose name matches")
    ap.add_argument("--module", metavar="CASE",
                    help="print the kernel module of this case (a name "
                         "the list shows) instead of the list")
    cli.add_fly_opt_argument(ap)
    opts = ap.parse_args(argv)
    cases = entries()
    if opts.module is None:
        shown = [e for e in cases
                 if not opts.only or re.search(opts.only, e["name"])]
        for entry in shown:
            print(describe(entry))
        print(f"wgmma: {len(shown)} of {len(cases)} cases (built and run on "
              "the GPU by python3 -m flytools.gpu.atoms)")
        return 0
    chosen = [e for e in cases if e["name"] == opts.module]
    if not chosen:
        ap.error(f"no case {opts.module!r}; the cases are: "
                 + ", ".join(e["name"] for e in cases))
    fly_opt = cli.fly_opt(ap, opts.fly_opt)
    from flytools.gpu import atoms
    try:
        sys.stdout.write(wgmma_module(atoms, fly_opt, chosen[0]))
    except RuntimeError as e:
        print(f"wgmma: {opts.module}: FAILURE (writing the kernel)\n    "
              + "\n    ".join(str(e).splitlines()[:12]))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
