"""fly_nvvm's matrix atoms executed on an NVIDIA GPU, lane by lane.

One kernel per atom form, one warp, one atom: every lane writes out the
registers it holds, and the host compares each (lane, slot) with the
hardware model of flytools.models.nvidia_mma_lanes (the PTX ISA's fragment
formulas, docs/notes/nvidia-atoms.md).

- mma_sync: A, B and C are loaded through Fly's tiled_mma partitions of
  column-major global tiles (A as (M,K), B as (N,K), C as (M,N)); the lane
  writes out its A, B, C and D registers and the kernel stores D through the
  C partition. Each case runs twice: inputs that identify every element (all
  distinct; for 8-bit types two launches whose code pairs are distinct), and
  small random integers, exact in every type, for which D must equal numpy's
  A @ B^T + C exactly, element by element and register by register.
- ldmatrix: shared memory holds n stacked 8x8 16-bit matrices, row by row;
  a tiled copy whose TV layout is the model's register layout loads them
  with the atom. The lane writes out its registers (each slot must hold the
  element the model names) and stores them through Fly's destination
  partition (the stored matrices must come back unchanged).
- stmatrix: the registers are loaded through Fly's source partition and
  written out; the atom stores them to shared memory, which is copied back
  out and must equal the input.
- wgmma (Hopper, one warpgroup of 128 threads per kernel): kernels and
  checks in flytools.gpu.wgmma (notes 9).

  python3 -m flytools.gpu.atoms --build DIR [--fly-opt PATH]
      PTX + manifest, no GPU
  python3 -m flytools.gpu.atoms --run DIR [--only REGEX]
      every case in a process of its own (numpy)
"""

import json
import os
import re
import subprocess
import sys
import tempfile

from flytools import cli
from flytools.gpu import wgmma
from flytools.models.nvidia_mma_lanes import (BITS, LANES, hw_layout,
                                              parse_payload, register_tv)

CHIP = "sm_90a"
FP8_FEATURES = "+ptx84"

MMA_CASES = [
    ("mma_sync<16x8x16, (f16, f16) -> f32>", ""),
    ("mma_sync<16x8x16, (f16, f16) -> f16>", ""),
    ("mma_sync<16x8x16, (bf16, bf16) -> f32>", ""),
    ("mma_sync<16x8x8, (f32, f32) -> f32>", ""),
    ("mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = true>", ""),
    ("mma_sync<16x8x32, (i8, i8) -> i32, signA = false, signB = true>", ""),
    ("mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>", ""),
    ("mma_sync<16x8x32, (i8, i8) -> i32, signA = false, signB = false>", ""),
    ("mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>", FP8_FEATURES),
    ("mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>", FP8_FEATURES),
    ("mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>", FP8_FEATURES),
    ("mma_sync<16x8x32, (f8E5M2, f8E5M2) -> f32>", FP8_FEATURES),
]
COPY_CASES = [f"{op}<x{n}{t}>" for op in ("ldmatrix", "stmatrix")
              for t in ("", ", trans") for n in (1, 2, 4)]
# 8-bit values through the .b16 instruction (no trans: docs/reference/nvvm.md
# "8-bit values through ldmatrix and stmatrix"): payload, element type.
COPY8_CASES = ["ldmatrix<x4>", "ldmatrix<x2>", "stmatrix<x4>"]


def case_name(payload):
    kind = parse_payload(payload)
    if kind[0] == "mma":
        _, m, n, k, a, b, c = kind
        signs = re.search(r"signA = (\w+), signB = (\w+)", payload)
        if signs:
            a = "s8" if signs.group(1) == "true" else "u8"
            b = "s8" if signs.group(2) == "true" else "u8"
        return f"mma-{m}x{n}x{k}-{a}-{b}-{c}"
    name, n, trans = kind
    return f"{name}-x{n}{'-trans' if trans else ''}"


def module_name(case):
    return re.sub(r"[^A-Za-z0-9]", "_", case)


# ---------------------------------------------------------------------------
# Result types: what fly-opt infers for an op, read from the verifier's
# "inferred type(s)" diagnostic on a placeholder result (as
# flytools.models.nvidia_mma_lanes reads partitions). One query is one
# function whose arguments have the operand types.
# ---------------------------------------------------------------------------

INFERRED = re.compile(r":(\d+):\d+: error: '([\w.]+)' op inferred type\(s\) "
                      r"'([^']*)'")
PLACEHOLDER = "!fly.memref<i8, register, 1:0>"


def infer_types(fly_opt, queries):
    """queries: [(op text with {0}, {1}... for the operands, [operand
    types])] -> [result type]."""
    lines, lines_of = [], {}
    for q, (op, types) in enumerate(queries):
        args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
        lines.append(f"func.func @q{q}({args}) {{")
        lines_of[len(lines) + 1] = q
        operands = [f"%a{i}" for i in range(len(types))]
        lines.append(f"  %r = {op.format(*operands)} : "
                     f"({', '.join(types)}) -> {PLACEHOLDER}")
        lines += ["  return", "}"]
    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as probe:
        probe.write("\n".join(lines) + "\n")
        probe.flush()
        run = subprocess.run([fly_opt, probe.name], capture_output=True,
                             text=True)
    found = {}
    for line in run.stderr.splitlines():
        m = INFERRED.search(line)
        if m and int(m.group(1)) in lines_of:
            found[lines_of[int(m.group(1))]] = m.group(3)
    missing = [q for q in range(len(queries)) if q not in found]
    if missing:
        op, types = queries[missing[0]]
        raise RuntimeError(f"fly-opt inferred no type for {op} on {types}:\n"
                           f"{run.stderr[:3000]}")
    return [found[q] for q in range(len(queries))]


def ptr(elem, space="global"):
    return f"!fly.ptr<{elem}, {space}, align<16>>"


def view(elem, layout, space="global"):
    return f"!fly.memref<{elem}, {space}, {layout}, align<16>>"


def dump_slice_query(elem, count):
    dump = view(elem, f"({count},32):(1,{count})")
    return ("fly.slice({0}, {1})", [dump, "!fly.int_tuple<(*,?)>"])


# ---------------------------------------------------------------------------
# MMA kernels.
# ---------------------------------------------------------------------------


def mma_prologue(atom, tmma):
    """The first lines of a one-atom MMA kernel (this module's and
    flytools.gpu.wgmma's): the atom, its tiled MMA of one atom, the thread
    index as %tid (int_tuple<?>) and as %at, the slice (*, t)."""
    return [f"      %atom = fly.make_mma_atom : {atom}",
            "      %al = fly.static : !fly.layout<(1,1,1):(0,0,0)>",
            f"      %tmma = fly.make_tiled_mma(%atom, %al) : ({atom}, "
            f"!fly.layout<(1,1,1):(0,0,0)>) -> {tmma}",
            "      %tx = gpu.thread_id x",
            "      %txi = arith.index_cast %tx : index to i32",
            "      %tid = fly.make_int_tuple(%txi) : (i32) -> !fly.int_tuple<?>",
            "      %at = fly.make_int_tuple(%txi) : (i32) -> !fly.int_tuple<(*,?)>"]


def mma_module(fly_opt, payload, case):
    _, m, n, k, ta, tb, tc = parse_payload(payload)
    atom = f"!fly.mma_atom<!fly_nvvm.{payload}>"
    tmma = f"!fly.tiled_mma<{atom}, !fly.layout<(1,1,1):(0,0,0)>>"
    operands = {
        "a": (ta, f"({m},{k}):(1,{m})", len(hw_layout(payload, "A")[0])),
        "b": (tb, f"({n},{k}):(1,{n})", len(hw_layout(payload, "B")[0])),
        "c": (tc, f"({m},{n}):(1,{m})", len(hw_layout(payload, "C")[0])),
    }
    views = {x: view(e, lay) for x, (e, lay, _) in operands.items()}
    queries = []
    for x in "abc":
        queries.append((f"fly.tiled_mma.partition({x}, {{0}}, {{1}}, {{2}})",
                        [tmma, views[x], "!fly.int_tuple<?>"]))
        queries.append((f"fly.mma.make_fragment({x}, {{0}}, {{1}})",
                        [tmma, views[x]]))
        e, _, count = operands[x]
        queries.append(dump_slice_query(e, count))
    types = infer_types(fly_opt, queries)
    t = {x: dict(zip(("part", "frag", "slice"), types[3 * i:3 * i + 3]))
         for i, x in enumerate("abc")}

    body = mma_prologue(atom, tmma)
    emit = body.append
    for x, (e, lay, count) in operands.items():
        emit(f"      %l{x} = fly.static : !fly.layout<{lay}>")
        emit(f"      %V{x} = fly.make_view(%{x}, %l{x}) : ({ptr(e)}, "
             f"!fly.layout<{lay}>) -> {views[x]}")
        emit(f"      %t{x} = fly.tiled_mma.partition({x}, %tmma, %V{x}, %tid)"
             f" : ({tmma}, {views[x]}, !fly.int_tuple<?>) -> {t[x]['part']}")
        emit(f"      %r{x} = fly.mma.make_fragment({x}, %tmma, %V{x}) : "
             f"({tmma}, {views[x]}) -> {t[x]['frag']}")
        bits = BITS[e]
        emit(f"      %cp{x} = fly.make_copy_atom {{valBits = {bits} : i32}} "
             f": !fly.copy_atom<!fly.universal_copy<{bits}>, {bits}>")
        emit(f"      fly.copy(%cp{x}, %t{x}, %r{x}) : (!fly.copy_atom<"
             f"!fly.universal_copy<{bits}>, {bits}>, {t[x]['part']}, "
             f"{t[x]['frag']}) -> ()")
    # D: the C view of the output, a fragment of its own (C stays intact).
    ec, lc, _ = operands["c"]
    emit(f"      %Vd = fly.make_view(%d, %lc) : ({ptr(ec)}, "
         f"!fly.layout<{lc}>) -> {views['c']}")
    emit(f"      %td = fly.tiled_mma.partition(c, %tmma, %Vd, %tid) : "
         f"({tmma}, {views['c']}, !fly.int_tuple<?>) -> {t['c']['part']}")
    emit(f"      %rd = fly.mma.make_fragment(c, %tmma, %Vd) : ({tmma}, "
         f"{views['c']}) -> {t['c']['frag']}")
    emit(f"      fly.gemm(%tmma, %rd, %ra, %rb, %rc) : ({tmma}, "
         f"{t['c']['frag']}, {t['a']['frag']}, {t['b']['frag']}, "
         f"{t['c']['frag']}) -> ()")
    bc = BITS[ec]
    emit(f"      fly.copy(%cpc, %rd, %td) : (!fly.copy_atom<"
         f"!fly.universal_copy<{bc}>, {bc}>, {t['c']['frag']}, "
         f"{t['c']['part']}) -> ()")
    # Every register the lane holds, in slot order.
    for x, src in (("a", "ra"), ("b", "rb"), ("c", "rc"), ("d", "rd")):
        e, _, count = operands["c" if x == "d" else x]
        frag = t["c" if x == "d" else x]["frag"]
        dump = view(e, f"({count},32):(1,{count})")
        sl = t["c" if x == "d" else x]["slice"]
        emit(f"      %D{x}l = fly.static : !fly.layout<({count},32):"
             f"(1,{count})>")
        emit(f"      %D{x} = fly.make_view(%dump{x}, %D{x}l) : ({ptr(e)}, "
             f"!fly.layout<({count},32):(1,{count})>) -> {dump}")
        emit(f"      %S{x} = fly.slice(%D{x}, %at) : ({dump}, "
             f"!fly.int_tuple<(*,?)>) -> {sl}")
        emit(f"      %v{x} = fly.memref.load_vec(%{src}) : ({frag}) -> "
             f"vector<{count}x{e}>")
        emit(f"      fly.memref.store_vec(%v{x}, %S{x}) : "
             f"(vector<{count}x{e}>, {sl}) -> ()")
    args = ", ".join(
        [f"%{x}: {ptr(operands[x][0])}" for x in "abc"]
        + [f"%d: {ptr(tc)}"]
        + [f"%dump{x}: {ptr(operands['c' if x == 'd' else x][0])}"
           for x in "abcd"])
    return kernel_module(case, args, body)


def kernel_module(case, args, body, block=LANES):
    return ("module attributes {gpu.container_module} {\n"
            f"  gpu.module @{module_name(case)} {{\n"
            f"    gpu.func @kernel({args}) kernel attributes "
            f"{{known_block_size = array<i32: {block}, 1, 1>}} {{\n"
            + "\n".join(body) + "\n      gpu.return\n    }\n  }\n}\n")


# ---------------------------------------------------------------------------
# ldmatrix / stmatrix kernels. The matrices are a (8 columns, 8n rows) tile
# stored row by row: element (col, row) at col + 8 * row.
# ---------------------------------------------------------------------------


def copy_module(fly_opt, payload, case, elem="f16"):
    name, n, _ = parse_payload(payload)
    bits = BITS[elem]
    per = 16 // bits  # elements per 16-bit matrix element
    rows, slots, cols = 8 * n, 2 * n * per, 8 * per
    tile = f"!fly.tile<[{cols}:1|{rows}:1]>"
    lay = f"({cols},{rows}):(1,{cols})"
    g, s = view(elem, lay), view(elem, lay, "shared")
    atom = f"!fly.copy_atom<!fly_nvvm.{payload}, {bits}>"
    tv = f"!fly.layout<{register_tv(payload, bits)}>"
    tc = f"!fly.tiled_copy<{atom}, {tv}, {tile}>"
    ucp = f"!fly.copy_atom<!fly.universal_copy<{bits}>, {bits}>"
    fill_tv = f"!fly.layout<(32,{slots}):({slots},1)>"
    fill = f"!fly.tiled_copy<{ucp}, {fill_tv}, {tile}>"
    tid = "!fly.int_tuple<?>"
    regs_view, rows_view = (("dst", "src") if name == "ldmatrix"
                            else ("src", "dst"))
    # ldmatrix: rows from shared, registers stored to global `out`;
    # stmatrix: registers from global `in`, rows to shared.
    reg_tensor = g
    row_tensor = s
    q1 = [
        (f"fly.tiled_copy.partition_{rows_view}({{0}}, {{1}}, {{2}})",
         [tc, row_tensor, tid]),
        (f"fly.tiled_copy.partition_{regs_view}({{0}}, {{1}}, {{2}})",
         [tc, reg_tensor, tid]),
        ("fly.tiled_copy.partition_src({0}, {1}, {2})", [fill, g, tid]),
        ("fly.tiled_copy.partition_dst({0}, {1}, {2})", [fill, s, tid]),
        ("fly.tiled_copy.partition_src({0}, {1}, {2})", [fill, s, tid]),
        ("fly.tiled_copy.partition_dst({0}, {1}, {2})", [fill, g, tid]),
        dump_slice_query(elem, slots),
    ]
    t_rows, t_regs, f_gs, f_sd, f_ss, f_gd, t_slice = infer_types(fly_opt, q1)
    t_frag, f_frag = infer_types(fly_opt, [
        ("fly.make_fragment_like({0})", [t_regs]),
        ("fly.make_fragment_like({0})", [f_gs])])

    body = []
    emit = body.append
    emit("      %tx = gpu.thread_id x")
    emit("      %txi = arith.index_cast %tx : index to i32")
    emit(f"      %tid = fly.make_int_tuple(%txi) : (i32) -> {tid}")
    emit("      %at = fly.make_int_tuple(%txi) : (i32) -> "
         "!fly.int_tuple<(*,?)>")
    emit(f"      %atom = fly.make_copy_atom {{valBits = {bits} : i32}} : {atom}")
    emit(f"      %tv = fly.static : {tv}")
    emit(f"      %tile = fly.static : {tile}")
    emit(f"      %tc = fly.make_tiled_copy(%atom, %tv, %tile) : ({atom}, "
         f"{tv}, {tile}) -> {tc}")
    emit(f"      %ucp = fly.make_copy_atom {{valBits = {bits} : i32}} : {ucp}")
    emit(f"      %ftv = fly.static : {fill_tv}")
    emit(f"      %fill = fly.make_tiled_copy(%ucp, %ftv, %tile) : ({ucp}, "
         f"{fill_tv}, {tile}) -> {fill}")
    emit(f"      %lay = fly.static : !fly.layout<{lay}>")
    emit(f"      %In = fly.make_view(%in, %lay) : ({ptr(elem)}, "
         f"!fly.layout<{lay}>) -> {g}")
    emit(f"      %Out = fly.make_view(%out, %lay) : ({ptr(elem)}, "
         f"!fly.layout<{lay}>) -> {g}")
    emit(f"      %sp = fly.make_ptr() {{dictAttrs = {{allocBytes = "
         f"{2 * 64 * n} : i64, allocAlign = 16 : i64}}}} : () -> "
         f"{ptr(elem, 'shared')}")
    emit(f"      %S = fly.make_view(%sp, %lay) : ({ptr(elem, 'shared')}, "
         f"!fly.layout<{lay}>) -> {s}")

    def plain_copy(src, src_t, dst, dst_t, atom_value="%ucp", atom_t=ucp):
        emit(f"      fly.copy({atom_value}, {src}, {dst}) : ({atom_t}, "
             f"{src_t}, {dst_t}) -> ()")

    def partition(result, side, tcv, tct, tensor, tensor_t, res_t):
        emit(f"      {result} = fly.tiled_copy.partition_{side}({tcv}, "
             f"{tensor}, %tid) : ({tct}, {tensor_t}, {tid}) -> {res_t}")

    partition("%fgs", "src", "%fill", fill, "%In", g, f_gs)
    partition("%fsd", "dst", "%fill", fill, "%S", s, f_sd)
    partition("%fss", "src", "%fill", fill, "%S", s, f_ss)
    partition("%fgd", "dst", "%fill", fill, "%Out", g, f_gd)
    emit(f"      %frag = fly.make_fragment_like(%fgs) : ({f_gs}) -> {f_frag}")
    if name == "ldmatrix":
        # global -> shared, element by element
        plain_copy("%fgs", f_gs, "%frag", f_frag, "%fill", fill)
        plain_copy("%frag", f_frag, "%fsd", f_sd, "%fill", fill)
        emit("      gpu.barrier")
        partition("%trows", "src", "%tc", tc, "%S", s, t_rows)
        partition("%tregs", "dst", "%tc", tc, "%Out", g, t_regs)
        emit(f"      %r = fly.make_fragment_like(%tregs) : ({t_regs}) -> "
             f"{t_frag}")
        plain_copy("%trows", t_rows, "%r", t_frag, "%tc", tc)
        dump_registers(emit, elem, slots, t_frag, t_slice)
        plain_copy("%r", t_frag, "%tregs", t_regs)
    else:
        partition("%tregs", "src", "%tc", tc, "%In", g, t_regs)
        partition("%trows", "dst", "%tc", tc, "%S", s, t_rows)
        emit(f"      %r = fly.make_fragment_like(%tregs) : ({t_regs}) -> "
             f"{t_frag}")
        plain_copy("%tregs", t_regs, "%r", t_frag)
        dump_registers(emit, elem, slots, t_frag, t_slice)
        plain_copy("%r", t_frag, "%trows", t_rows, "%tc", tc)
        emit("      gpu.barrier")
        plain_copy("%fss", f_ss, "%frag", f_frag, "%fill", fill)
        plain_copy("%frag", f_frag, "%fgd", f_gd, "%fill", fill)
    args = (f"%in: {ptr(elem)}, %out: {ptr(elem)}, %dump: {ptr(elem)}")
    return kernel_module(case, args, body)


def dump_registers(emit, elem, slots, frag_t, slice_t):
    dump = view(elem, f"({slots},32):(1,{slots})")
    emit(f"      %Dl = fly.static : !fly.layout<({slots},32):(1,{slots})>")
    emit(f"      %D = fly.make_view(%dump, %Dl) : ({ptr(elem)}, "
         f"!fly.layout<({slots},32):(1,{slots})>) -> {dump}")
    emit(f"      %Ds = fly.slice(%D, %at) : ({dump}, !fly.int_tuple<(*,?)>) "
         f"-> {slice_t}")
    emit(f"      %v = fly.memref.load_vec(%r) : ({frag_t}) -> "
         f"vector<{slots}x{elem}>")
    emit(f"      fly.memref.store_vec(%v, %Ds) : (vector<{slots}x{elem}>, "
         f"{slice_t}) -> ()")


# ---------------------------------------------------------------------------
# Build phase.
# ---------------------------------------------------------------------------


def build(opts):
    os.makedirs(opts.build, exist_ok=True)
    cases, failed = [], 0
    work = ([{"payload": p, "features": f} for p, f in MMA_CASES]
            + [{"payload": p, "features": ""} for p in COPY_CASES]
            + [{"payload": p, "features": "", "elem": "i8",
                "name": case_name(p) + "-b8"} for p in COPY8_CASES]
            + wgmma.entries())
    for entry in work:
        payload, features = entry["payload"], entry["features"]
        if "name" not in entry:
            entry["name"] = case_name(payload)
        entry["kind"] = parse_payload(payload)[0]
        case = entry["name"]
        src = os.path.join(opts.build, f"{case}.mlir")
        try:
            if entry["kind"] == "wgmma":
                text = wgmma.wgmma_module(sys.modules[__name__], opts.fly_opt,
                                          entry)
            else:
                if entry["kind"] == "mma":
                    text = mma_module(opts.fly_opt, payload, case)
                else:
                    text = copy_module(opts.fly_opt, payload, case,
                                       entry.get("elem", "f16"))
        except RuntimeError as e:
            print(f"  {case}: FAILURE (writing the kernel)\n    " +
                  "\n    ".join(str(e).splitlines()[:12]))
            failed += 1
            continue
        with open(src, "w") as f:
            f.write(text)
        pipeline = f"chip={CHIP} output-dir={opts.build}"
        if features:
            pipeline += f" features={features}"
        cmd = [opts.fly_opt, src, f"--fly-nvvm-pipeline={pipeline}",
               "-o", os.devnull]
        run = subprocess.run(cmd, capture_output=True, text=True)
        ptx = f"{module_name(case)}.{CHIP}.ptx"
        if run.returncode != 0 or not os.path.exists(
                os.path.join(opts.build, ptx)):
            print(f"  {case}: FAILURE (compiling)\n    $ "
                  + " ".join(f"'{c}'" if " " in c else c for c in cmd)
                  + "\n    " + "\n    ".join(run.stderr.splitlines()[:12]))
            failed += 1
            continue
        entry["ptx"] = ptx
        cases.append(entry)
        print(f"  {case}: {ptx}")
    with open(os.path.join(opts.build, "manifest.json"), "w") as f:
        json.dump({"chip": CHIP, "cases": cases}, f, indent=1)
    print(f"gpu-nvidia-atoms build: {len(cases)} cases compiled to PTX for "
          f"{CHIP}, {failed} failed")
    return 1 if failed else 0


# ---------------------------------------------------------------------------
# Run phase (numpy): element encodings, inputs, checks.
# ---------------------------------------------------------------------------


def np_module():
    import numpy
    return numpy


def fp8_code(value, exp_bits):
    """The e4m3 (exp_bits 4, bias 7) or e5m2 (5, bias 15) code of a small
    integer, which must be exact in the format."""
    man_bits = 7 - exp_bits
    bias = (1 << (exp_bits - 1)) - 1
    sign = 0x80 if value < 0 else 0
    v = abs(int(value))
    if v == 0:
        return sign
    e = v.bit_length() - 1
    frac = v - (1 << e)
    if frac << man_bits & ((1 << e) - 1):
        raise ValueError(f"{value} is not exact with {man_bits} mantissa bits")
    return sign | (e + bias) << man_bits | (frac << man_bits) >> e


def encode(np, elem, values):
    """Integer-valued array -> raw bits of the element type (an unsigned
    numpy array of the element's width)."""
    values = np.asarray(values)
    if elem == "f32":
        return values.astype(np.float32).view(np.uint32)
    if elem == "f16":
        return values.astype(np.float16).view(np.uint16)
    if elem == "bf16":
        return (values.astype(np.float32).view(np.uint32) >> 16).astype(
            np.uint16)
    if elem == "i32":
        return values.astype(np.int32).view(np.uint32)
    if elem == "i8":
        return values.astype(np.int64).astype(np.uint8)
    if elem in ("f8E4M3FN", "f8E5M2"):
        exp_bits = 4 if elem == "f8E4M3FN" else 5
        return np.array([fp8_code(v, exp_bits) for v in values.ravel()],
                        dtype=np.uint8).reshape(values.shape)
    raise ValueError(elem)


def decode(np, elem, raw):
    """Raw bits -> numeric values (float64 or int64)."""
    if elem == "f32":
        return raw.view(np.float32).astype(np.float64)
    if elem == "f16":
        return raw.view(np.float16).astype(np.float64)
    if elem == "i32":
        return raw.view(np.int32).astype(np.int64)
    raise ValueError(elem)


def uint_type(np, elem):
    return {8: np.uint8, 16: np.uint16, 32: np.uint32}[BITS[elem]]


def mma_datasets(np, payload, seed):
    """[(label, {'a','b','c': raw bits column-major}, values or None)]:
    identifying inputs (the (lane, slot) checks), then exact small
    integers (D too)."""
    _, m, n, k, ta, tb, tc = parse_payload(payload)
    rng = np.random.default_rng(seed)
    signs = re.search(r"signA = (\w+), signB = (\w+)", payload)
    unsigned = {"a": signs and signs.group(1) == "false",
                "b": signs and signs.group(2) == "false"}
    shapes = {"a": (m, k), "b": (n, k), "c": (m, n)}
    elems = {"a": ta, "b": tb, "c": tc}
    sets = []
    # Identifying inputs: every element a different value (16- and 32-bit
    # types), or two launches whose pair of 6-bit codes differs for every
    # element (8-bit types: 512 elements, 256 codes).
    ident = {x: rng.permutation(shapes[x][0] * shapes[x][1])
             for x in "abc"}
    digits = 2 if BITS[ta] == 8 else 1
    for d in range(digits):
        raw = {}
        for x in "abc":
            count = shapes[x][0] * shapes[x][1]
            if BITS[elems[x]] == 8:
                codes = (ident[x] >> (6 * d)) & 63
                raw[x] = codes.astype(np.uint8)
            else:
                raw[x] = encode(np, elems[x], ident[x] - count // 2)
        sets.append((f"identifying inputs {d + 1}/{digits}", raw, None))
    # Exact small integers: A, B in [-4, 4] ([0, 8] unsigned), C in [-8, 8].
    vals = {}
    for x in "ab":
        lo, hi = (0, 8) if unsigned[x] else (-4, 4)
        vals[x] = rng.integers(lo, hi + 1, size=shapes[x])
    vals["c"] = rng.integers(-8, 9, size=shapes["c"])
    raw = {x: encode(np, elems[x], vals[x].ravel(order="F")) for x in "abc"}
    sets.append(("small integers", raw, vals))
    return sets


def launch(drv, manifest_dir, entry, buffers, block=LANES):
    """buffers: [(numpy array to upload or None, nbytes)] in kernel order;
    returns the downloaded bytes of each."""
    import ctypes
    with open(os.path.join(manifest_dir, entry["ptx"])) as f:
        module = drv.load_ptx(f.read())
    fn = drv.function(module, "kernel")
    ptrs = []
    for data, nbytes in buffers:
        p = drv.alloc(nbytes)
        drv.memset(p, 0xA5, nbytes)
        if data is not None:
            drv.upload(p, data.tobytes())
        ptrs.append(p)
    drv.launch(fn, (1, 1, 1), (block, 1, 1),
               [ctypes.c_uint64(p) for p in ptrs])
    drv.synchronize()
    out = [drv.download(p, nbytes) for p, (_, nbytes) in zip(ptrs, buffers)]
    drv.free_all()
    return out


def check_mma(np, drv, root, entry, seed):
    payload = entry["payload"]
    _, m, n, k, ta, tb, tc = parse_payload(payload)
    elems = {"a": ta, "b": tb, "c": tc}
    shapes = {"a": (m, k), "b": (n, k), "c": (m, n)}
    hw = {x: hw_layout(payload, x.upper()) for x in "abc"}
    errors = []
    for label, raw, vals in mma_datasets(np, payload, seed):
        size = {x: raw[x].nbytes for x in "abc"}
        slots = {x: len(hw[x][0]) for x in "abc"}
        dump = {x: LANES * slots[x] * raw[x].itemsize for x in "abc"}
        out = launch(drv, root, entry, [
            (raw["a"], size["a"]), (raw["b"], size["b"]),
            (raw["c"], size["c"]), (None, size["c"]),
            (None, dump["a"]), (None, dump["b"]), (None, dump["c"]),
            (None, dump["c"])])
        u = {x: uint_type(np, elems[x]) for x in "abc"}
        c_after = np.frombuffer(out[2], dtype=u["c"])
        d_mem = np.frombuffer(out[3], dtype=u["c"])
        regs = {"a": np.frombuffer(out[4], dtype=u["a"]),
                "b": np.frombuffer(out[5], dtype=u["b"]),
                "c": np.frombuffer(out[6], dtype=u["c"]),
                "d": np.frombuffer(out[7], dtype=u["c"])}
        if not np.array_equal(c_after, raw["c"]):
            errors.append(f"{label}: C was modified")

        def check_regs(name, table, matrix, rows):
            bad = []
            for lane in range(LANES):
                for s, (i, j) in enumerate(table[lane]):
                    want = matrix[i + rows * j]
                    have = regs[name][lane * len(table[lane]) + s]
                    if have != want:
                        bad.append(f"lane {lane} slot {s}: holds "
                                   f"{int(have):#x}, the model says element "
                                   f"({i}, {j}) = {int(want):#x}")
            if bad:
                errors.append(f"{label}: {name.upper()} registers: "
                              f"{len(bad)} wrong, e.g. " + "; ".join(bad[:3]))
        for x in "abc":
            check_regs(x, hw[x], raw[x], shapes[x][0])
        # D registers against the D the kernel stored (both ways of reading
        # the accumulator must agree with the model).
        check_regs("d", hw["c"], d_mem, m)
        if vals is not None:
            want = (vals["a"].astype(np.int64) @ vals["b"].astype(np.int64).T
                    + vals["c"])
            have = decode(np, tc, d_mem.copy()).reshape((n, m)).T
            wrong = np.argwhere(have != want)
            if len(wrong):
                i, j = wrong[0]
                errors.append(f"{label}: D differs from A @ B^T + C at "
                              f"{len(wrong)} elements, e.g. ({i}, {j}): "
                              f"{have[i, j]} instead of {want[i, j]}")
    return errors


def check_copy(np, drv, root, entry, seed):
    payload = entry["payload"]
    name, n, _ = parse_payload(payload)
    bits = BITS[entry.get("elem", "f16")]
    per = 16 // bits
    count, slots, cols = 64 * n * per, 2 * n * per, 8 * per
    rng = np.random.default_rng(seed)
    if bits == 16:
        # Distinct finite positive f16 codes, in random order.
        launches = [rng.choice(np.arange(1, 0x7C00, dtype=np.uint16),
                               size=count, replace=False).astype(np.uint16)]
    else:
        # 8-bit: a random permutation of the element indices, sent as its
        # low byte and then its high byte: the pair names every element.
        perm = rng.permutation(count)
        launches = [(perm & 0xFF).astype(np.uint8),
                    (perm >> 8).astype(np.uint8)]
    u = np.uint16 if bits == 16 else np.uint8
    regs = hw_layout(payload, "regs")
    errors, bad, got = [], [], []
    for data in launches:
        out, _, dump = launch(drv, root, entry, [
            (data, data.nbytes), (None, data.nbytes),
            (None, data.itemsize * LANES * slots)])
        out = np.frombuffer(out, dtype=u)
        dump = np.frombuffer(dump, dtype=u)
        got.append(dump)
        wrong = np.flatnonzero(out != data)
        if len(wrong):
            e = wrong[0]
            errors.append(f"the matrices came back different at {len(wrong)} "
                          f"elements, e.g. matrix {e // (8 * cols)} row "
                          f"{e // cols % 8} col {e % cols}: {int(out[e]):#06x} "
                          f"instead of {int(data[e]):#06x}")
    for lane in range(LANES):
        for s8 in range(slots):
            # Element (byte, for 8-bit data) s8 of the lane: byte s8 % per of
            # the model's 16-bit slot s8 // per.
            j, r, c = regs[lane][s8 // per]
            idx = per * c + s8 % per + cols * (8 * j + r)
            for data, dump in zip(launches, got):
                if dump[lane * slots + s8] != data[idx]:
                    bad.append(f"lane {lane} slot {s8}: holds "
                               f"{int(dump[lane * slots + s8]):#06x}, the "
                               f"model says matrix {j} row {r} col "
                               f"{per * c + s8 % per} = {int(data[idx]):#06x}")
                    break
    if bad:
        errors.append(f"registers: {len(bad)} wrong, e.g. " +
                      "; ".join(bad[:3]))
    return errors


def run_one(root, case):
    from flytools.gpu import cuda_driver
    np = np_module()
    with open(os.path.join(root, "manifest.json")) as f:
        manifest = json.load(f)
    entry = [c for c in manifest["cases"] if c["name"] == case][0]
    drv = cuda_driver.Driver()
    seed = sum(map(ord, case))
    try:
        if entry["kind"] == "wgmma":
            errors = wgmma.check_wgmma(sys.modules[__name__], np, drv, root,
                                       entry, seed)
        else:
            check = check_mma if entry["kind"] == "mma" else check_copy
            errors = check(np, drv, root, entry, seed)
    except cuda_driver.CudaError as e:
        errors = [str(e)]
    if errors:
        print("outcome: FAILURE\n" + "\n".join(errors), flush=True)
    else:
        print("outcome: ok", flush=True)


def run(opts):
    from flytools.gpu import cuda_driver
    drv = cuda_driver.Driver()
    major, minor = drv.compute_capability()
    print(f"gpu-nvidia-atoms: {drv.name()}, sm_{major}{minor}, driver CUDA "
          f"{drv.driver_version()}")
    del drv
    with open(os.path.join(opts.run, "manifest.json")) as f:
        manifest = json.load(f)
    if (major, minor) != (9, 0) and manifest["chip"] == "sm_90a":
        print("gpu-nvidia-atoms: the PTX is for sm_90a, which only an sm_90 "
              "device runs")
    cases = [c["name"] for c in manifest["cases"]
             if not opts.only or re.search(opts.only, c["name"])]
    failed = 0
    for case in cases:
        try:
            argv, env = cli.module_command("flytools.gpu.atoms", "--run-one",
                                           opts.run, case)
            p = subprocess.run(argv, env=env, capture_output=True, text=True,
                               timeout=120)
            text = p.stdout + p.stderr
        except subprocess.TimeoutExpired:
            text = "timed out after 120 s"
        lines = text.splitlines()
        ok = "outcome: ok" in lines
        print(f"  {case}: {'ok' if ok else 'FAILURE'}")
        if not ok:
            failed += 1
            print("\n".join("    " + ln for ln in lines[-12:]))
    print(f"gpu-nvidia-atoms: {len(cases) - failed} passed, {failed} failed")
    return 1 if failed else 0


def main(argv=None):
    ap = cli.make_parser(__doc__, __spec__)
    ap.add_argument("--build", metavar="DIR",
                    help="write every case's kernel, its PTX and a manifest "
                         "to DIR (no GPU)")
    cli.add_fly_opt_argument(ap)
    ap.add_argument("--run", metavar="DIR",
                    help="run the cases built in DIR on the GPU")
    ap.add_argument("--only", metavar="REGEX",
                    help="with --run: only the cases whose name matches")
    ap.add_argument("--run-one", nargs=2, metavar=("DIR", "CASE"),
                    help="run one case in this process (what --run starts "
                         "for each case)")
    opts = ap.parse_args(argv)
    if opts.build:
        opts.fly_opt = cli.fly_opt(ap, opts.fly_opt)
        sys.exit(build(opts))
    elif opts.run:
        sys.exit(run(opts))
    elif opts.run_one:
        run_one(*opts.run_one)
    else:
        ap.error("one of --build, --run, --run-one")


if __name__ == "__main__":
    main()
