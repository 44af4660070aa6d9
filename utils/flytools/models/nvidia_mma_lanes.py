"""The NVIDIA lane model: which matrix element each lane and register slot
of an NVIDIA warp-level (and Hopper warpgroup-level) matrix instruction
holds, as the PTX ISA defines it, compared with Fly's fly_nvvm atom layouts.

The hardware model below transcribes the formulas of the PTX ISA's fragment
sections ("Matrix Fragments for mma.m16n8k16 with floating point type",
"... for mma.m16n8k8", "... for mma.m16n8k32", and the ldmatrix / stmatrix
instruction sections) in the direction the PTX text uses: (lane, element
index) -> matrix coordinate, with groupID = lane >> 2 and threadID_in_group
= lane % 4. wgmma (notes 9): the PTX section "Register Fragments and Shared
Memory Matrix Layouts" gives the D and register-A distributions of
.m64nNk16 as figures; the rule below reads them off (thread of the
warpgroup -> warp rank, lane; element index -> (row, col)). A or B in
shared memory is read whole through a descriptor by every thread. A slot
is the element index inside the lane's concatenated operand registers
(packed low half first). It is written from those documents, not from
Fly's C++ or from CuTe's layouts; the derivations are in
docs/notes/nvidia-atoms.md (section numbers below refer to it).

Fly's side is read from fly-opt. MMA (and wgmma, 128 threads): for every
atom, operand and lane a `fly.tiled_mma.partition` of the identity
coordinate tensor of the atom tile, its type taken from the verifier's
"inferred type(s)" diagnostic (as flytools.models.amd_mma_lanes does). ldmatrix /
stmatrix: a tiled copy of the atom (its TV layout is the model's register
layout, over a tile of 8 columns x 8n rows, n matrices stacked) partitioned
with `fly.tiled_copy.partition_src` and `partition_dst` on the identity
coordinate tensor. Both partitions are in the same tile coordinates, so
matching them says, for every register slot, which lane's row and which
element of it the atom's layouts move there; that must be the lane that the
PTX text says supplies the row (lanes 8j..8j+7 for matrix j) and the
element's column.

Usage:
  python3 -m flytools.models.nvidia_mma_lanes [--fly-opt PATH]
      compare every atom; exit 1 on a mismatch
  python3 -m flytools.models.nvidia_mma_lanes --print ATOM
      the hardware (lane, slot) table of one atom (an index or a
      substring); needs no fly-opt

From other modules: hw_layout(payload_text, operand).
"""

import re
import subprocess
import sys
import tempfile

from flytools.models.amd_mma_lanes import coord_tensor_values, run_cli

LANES = 32
BITS = {"f32": 32, "i32": 32, "f16": 16, "bf16": 16, "i8": 8,
        "f8E4M3FN": 8, "f8E5M2": 8}


def group_id(lane):
    return lane >> 2


def thread_in_group(lane):
    return lane % 4


# ---------------------------------------------------------------------------
# mma.sync fragments, transcribed from the PTX formulas. Each function takes
# (lane, i) for element ai / bi / ci and returns the PTX (row, col) of the
# matrix: A is M x K, B is K x N (row = k, col = n), C/D is M x N.
# ---------------------------------------------------------------------------


def m16n8k16_a(lane, i):
    """notes 1.1: a0..a7, .f16/.bf16."""
    g, t = group_id(lane), thread_in_group(lane)
    row = g if (0 <= i < 2 or 4 <= i < 6) else g + 8
    col = t * 2 + (i & 0x1) if i < 4 else t * 2 + (i & 0x1) + 8
    return row, col


def m16n8k16_b(lane, i):
    """notes 1.2: b0..b3."""
    g, t = group_id(lane), thread_in_group(lane)
    row = t * 2 + (i & 0x1) if i < 2 else t * 2 + (i & 0x1) + 8
    return row, g


def m16n8_c(lane, i):
    """notes 1.3, 2.3, 3.3: c0..c3 of every 16x8 accumulator (f32, f16
    packed in two .f16x2 registers, s32)."""
    g, t = group_id(lane), thread_in_group(lane)
    row = g if i < 2 else g + 8
    return row, t * 2 + (i & 0x1)


def m16n8k8_tf32_a(lane, i):
    """notes 2.1: a0..a3, .tf32."""
    g, t = group_id(lane), thread_in_group(lane)
    row = g if i in (0, 2) else g + 8
    col = t if i in (0, 1) else t + 4
    return row, col


def m16n8k8_tf32_b(lane, i):
    """notes 2.2: b0, b1, .tf32."""
    g, t = group_id(lane), thread_in_group(lane)
    return (t if i == 0 else t + 4), g


def m16n8k32_a(lane, i):
    """notes 3.1: a0..a15, .s8/.u8/.e4m3/.e5m2."""
    g, t = group_id(lane), thread_in_group(lane)
    row = g if (0 <= i < 4 or 8 <= i < 12) else g + 8
    col = t * 4 + (i & 0x3) if i < 8 else t * 4 + (i & 0x3) + 16
    return row, col


def m16n8k32_b(lane, i):
    """notes 3.2: b0..b7."""
    g, t = group_id(lane), thread_in_group(lane)
    row = t * 4 + (i & 0x3) if i < 4 else t * 4 + (i & 0x3) + 16
    return row, g


# (M, N, K, A bits) -> (A rule, elements of A, B rule, elements of B)
MMA_SHAPES = {
    (16, 8, 16, 16): (m16n8k16_a, 8, m16n8k16_b, 4),
    (16, 8, 8, 32): (m16n8k8_tf32_a, 4, m16n8k8_tf32_b, 2),
    (16, 8, 32, 8): (m16n8k32_a, 16, m16n8k32_b, 8),
}


# ---------------------------------------------------------------------------
# wgmma.mma_async .m64nNk16 (notes 9). Thread x of the warpgroup (128
# threads, four warps) is lane x % 32 of warp rank x // 32; the PTX figures
# give warp rank w the 16 rows 16w .. 16w + 15 of D and of a register A.
# ---------------------------------------------------------------------------

WARPGROUP = 128


def wgmma_d(thread, i):
    """notes 9.1: d_i (i < N/2) of a thread: element pair 2j, 2j+1 of an
    8-column block holds two adjacent columns of one row; d0..d3 cover the
    first 8 columns (rows g and g + 8 of the warp's slice), d4..d7 the next
    8 columns, and so on."""
    w, lane = thread // 32, thread % 32
    g, t = group_id(lane), thread_in_group(lane)
    row = 16 * w + g + 8 * ((i >> 1) & 1)
    col = 8 * (i >> 2) + 2 * t + (i & 1)
    return row, col


def wgmma_a(thread, i):
    """notes 9.2: a0..a7 of a register A (64 x 16, .f16/.bf16): within the
    warp's 16 rows, as d0..d7 over the 16 columns k."""
    if not 0 <= i < 8:
        raise ValueError(f"wgmma register A has 8 elements, not a{i}")
    return wgmma_d(thread, i)


def wgmma_a8(thread, i):
    """a0..a15 of an 8-bit register A (64 x 32, .e4m3/.e5m2; the PTX figure
    for .m64nNk32, as mma.sync's m16n8k32 A within the warp's 16 rows):
    a0..a3 row g, k 4t .. 4t + 3; a4..a7 row g + 8, the same k; a8..a15 the
    same for k + 16."""
    if not 0 <= i < 16:
        raise ValueError(f"8-bit wgmma register A has 16 elements, not a{i}")
    w, lane = thread // 32, thread % 32
    g, t = group_id(lane), thread_in_group(lane)
    return 16 * w + g + 8 * ((i >> 2) & 1), 4 * t + (i & 3) + 16 * (i >> 3)


def whole_tile(rows, cols):
    """notes 9.3: an operand read from shared memory through a descriptor:
    every thread's part is the whole rows x cols tile, value v = element
    (v % rows, v // rows) (column-major, the order in which Fly's lowering
    reads the view to derive the descriptor)."""
    return [(v % rows, v // rows) for v in range(rows * cols)]


# ---------------------------------------------------------------------------
# ldmatrix / stmatrix (.m8n8, .b16), notes 4 and 5. Register j of every lane
# holds a fragment of matrix j; slot 2j + e is half e of register j.
# ---------------------------------------------------------------------------


def matrix_fragment(lane, slot, trans):
    """(matrix, row, col) of the stored matrices held in `slot` (notes 4.2,
    4.3: a group of four lanes holds a row, two consecutive elements per
    lane; .trans holds the transposed matrix)."""
    j, e = slot // 2, slot % 2
    g, t = group_id(lane), thread_in_group(lane)
    if trans:
        return j, 2 * t + e, g
    return j, g, 2 * t + e


def row_supplier(matrix, row):
    """notes 4.1: lanes 8j..8j+7 give the addresses of rows 0-7 of matrix j."""
    return 8 * matrix + row


# ---------------------------------------------------------------------------
# Payloads.
# ---------------------------------------------------------------------------

MMA_RE = re.compile(r"mma_sync<(\d+)x(\d+)x(\d+), \((\w+), (\w+)\) -> (\w+)"
                    r"(?:, signA = (true|false), signB = (true|false))?>")
MATRIX_RE = re.compile(r"(ldmatrix|stmatrix)<x([124])(, trans)?>")
WGMMA_RE = re.compile(r"wgmma<64x(\d+)x(16|32), \((\w+), (\w+)\) -> (\w+), "
                      r"a = (smem|reg)>")


def strip(payload_text):
    text = payload_text.strip()
    for prefix in ("!fly_nvvm.", "fly_nvvm."):
        if text.startswith(prefix):
            text = text[len(prefix):]
    return text


def parse_payload(payload_text):
    """('mma', M, N, K, a, b, c), ('wgmma', 64, N, K, a, b, c, a_in_regs)
    or ('ldmatrix'|'stmatrix', n, trans)."""
    text = strip(payload_text)
    m = WGMMA_RE.fullmatch(text)
    if m:
        return ("wgmma", 64, int(m.group(1)), int(m.group(2)), m.group(3),
                m.group(4), m.group(5), m.group(6) == "reg")
    m = MMA_RE.fullmatch(text)
    if m:
        return ("mma", int(m.group(1)), int(m.group(2)), int(m.group(3)),
                m.group(4), m.group(5), m.group(6))
    m = MATRIX_RE.fullmatch(text)
    if m:
        return (m.group(1), int(m.group(2)), m.group(3) is not None)
    raise ValueError(f"not an NVIDIA matrix payload this model knows: "
                     f"{payload_text!r}")


def mma_rules(kind):
    _, m, n, k, a, b, c = kind
    key = (m, n, k, BITS[a])
    if key not in MMA_SHAPES or BITS[b] != BITS[a]:
        raise ValueError(f"no PTX fragment rule for mma {m}x{n}x{k} "
                         f"({a}, {b}) -> {c}")
    return MMA_SHAPES[key]


def threads_of(payload_text):
    """Threads that execute the instruction: a warp, or a warpgroup."""
    return WARPGROUP if parse_payload(payload_text)[0] == "wgmma" else LANES


def hw_layout(payload_text, operand):
    """For each lane, the matrix coordinate each slot holds.

    MMA (operand "A", "B", "C"): (row, col) of A as (M,K), B as (N,K), C as
    (M,N). wgmma: the same for each of the 128 threads; an operand in shared
    memory is the whole tile in every thread (whole_tile). ldmatrix "dst" /
    stmatrix "src" (also "regs" for either): (matrix, row, col) of the
    stored matrices. ldmatrix "src" / stmatrix "dst" (also
    "rows"): for each lane the elements of the row it supplies, (matrix, row,
    col) for col 0..7; [] for lanes whose address the instruction does not
    read."""
    kind = parse_payload(payload_text)
    if kind[0] == "wgmma":
        _, m, n, k, _, _, _, a_regs = kind
        op = operand.upper()
        if op == "A" and a_regs:
            if k == 32:
                return [[wgmma_a8(x, i) for i in range(16)]
                        for x in range(WARPGROUP)]
            return [[wgmma_a(x, i) for i in range(8)]
                    for x in range(WARPGROUP)]
        if op in ("A", "B"):
            tile = whole_tile(m if op == "A" else n, k)
            return [tile for _ in range(WARPGROUP)]
        if op in ("C", "D"):
            return [[wgmma_d(x, i) for i in range(n // 2)]
                    for x in range(WARPGROUP)]
        raise ValueError(f"wgmma operand {operand!r}: A, B or C")
    if kind[0] == "mma":
        a_rule, a_count, b_rule, b_count = mma_rules(kind)
        op = operand.upper()
        if op == "A":
            return [[a_rule(l, i) for i in range(a_count)]
                    for l in range(LANES)]
        if op == "B":
            # PTX (row, col) = (k, n); Fly's B tile is (N,K).
            return [[tuple(reversed(b_rule(l, i))) for i in range(b_count)]
                    for l in range(LANES)]
        if op in ("C", "D"):
            return [[m16n8_c(l, i) for i in range(4)] for l in range(LANES)]
        raise ValueError(f"MMA operand {operand!r}: A, B or C")
    name, n, trans = kind
    regs = "dst" if name == "ldmatrix" else "src"
    if operand in (regs, "regs"):
        return [[matrix_fragment(l, s, trans) for s in range(2 * n)]
                for l in range(LANES)]
    if operand in ("src", "dst", "rows"):
        return [[(l // 8, l % 8, c) for c in range(8)] if l < 8 * n else []
                for l in range(LANES)]
    raise ValueError(f"{name} operand {operand!r}: src, dst, regs or rows")


def check_bijective(payload, operand, table, shape):
    """Every element of the tile is held by exactly one (lane, slot)."""
    seen = {}
    for lane, slots in enumerate(table):
        for s, coord in enumerate(slots):
            if coord in seen:
                raise ValueError(f"{payload} {operand}: {coord} held by "
                                 f"{seen[coord]} and {(lane, s)}")
            if any(not 0 <= x < e for x, e in zip(coord, shape)):
                raise ValueError(f"{payload} {operand}: {coord} outside "
                                 f"{shape}")
            seen[coord] = (lane, s)
    total = 1
    for e in shape:
        total *= e
    if len(seen) != total:
        raise ValueError(f"{payload} {operand}: {len(seen)} of {total} "
                         "elements held")


def operand_shape(payload_text, operand):
    kind = parse_payload(payload_text)
    if kind[0] in ("mma", "wgmma"):
        _, m, n, k = kind[:4]
        return {"A": (m, k), "B": (n, k), "C": (m, n)}[operand.upper()]
    return (kind[1], 8, 8)


# ---------------------------------------------------------------------------
# The atoms checked.
# ---------------------------------------------------------------------------

MMA_ATOMS = [
    ("1", "mma_sync<16x8x16, (f16, f16) -> f32>"),
    ("1", "mma_sync<16x8x16, (f16, f16) -> f16>"),
    ("1", "mma_sync<16x8x16, (bf16, bf16) -> f32>"),
    ("2", "mma_sync<16x8x8, (f32, f32) -> f32>"),
    ("3", "mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = true>"),
    ("3", "mma_sync<16x8x32, (i8, i8) -> i32, signA = false, signB = true>"),
    ("3", "mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>"),
    ("3", "mma_sync<16x8x32, (i8, i8) -> i32, signA = false, signB = false>"),
    ("3", "mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>"),
    ("3", "mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>"),
    ("3", "mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>"),
    ("3", "mma_sync<16x8x32, (f8E5M2, f8E5M2) -> f32>"),
]
WGMMA_ATOMS = [
    ("9", "wgmma<64x8x16, (bf16, bf16) -> f32, a = smem>"),
    ("9", "wgmma<64x24x16, (f16, f16) -> f32, a = smem>"),
    ("9", "wgmma<64x64x16, (f16, f16) -> f32, a = reg>"),
    ("9", "wgmma<64x64x32, (f8E4M3FN, f8E4M3FN) -> f32, a = reg>"),
    ("9", "wgmma<64x128x32, (f8E5M2, f8E4M3FN) -> f32, a = smem>"),
    ("9", "wgmma<64x64x16, (f16, f16) -> f16, a = reg>"),
    ("9", "wgmma<64x128x16, (bf16, bf16) -> f32, a = smem>"),
    ("9", "wgmma<64x256x16, (f16, f16) -> f16, a = smem>"),
    ("9", "wgmma<64x256x16, (bf16, bf16) -> f32, a = reg>"),
]
COPY_ATOMS = [(("4" if name == "ldmatrix" else "5"),
               f"{name}<x{n}{', trans' if trans else ''}>")
              for name in ("ldmatrix", "stmatrix")
              for trans in (False, True) for n in (1, 2, 4)]
ATOMS = MMA_ATOMS + WGMMA_ATOMS + COPY_ATOMS


def register_tv(payload, elem_bits=16):
    """The model's register layout as a Fly TV layout in 16-bit values over
    the (8 columns, 8n rows) tile: column-major index col + 8 * (8j + row).
    With elem_bits 8, in bytes over the (16 columns, 8n rows) tile: byte e
    of 16-bit value (c, r) is column 2c + e (little-endian, the bits the
    instruction moves). The map is a sum of one term per lane bit and per
    slot bit; the layout has one mode of size 2 per bit."""
    table = hw_layout(payload, "regs")
    per = 16 // elem_bits  # elements per 16-bit value
    slots = len(table[0]) * per
    width = 8 * per

    def index(lane, slot):
        j, r, c = table[lane][slot // per]
        return per * c + slot % per + width * (8 * j + r)

    lane_bits = [index(1 << b, 0) - index(0, 0) for b in range(5)]
    slot_bits = [index(0, 1 << b) - index(0, 0)
                 for b in range(slots.bit_length() - 1)]
    for lane in range(LANES):
        for s in range(slots):
            linear = index(0, 0) + sum(
                d for b, d in enumerate(lane_bits) if lane >> b & 1) + sum(
                d for b, d in enumerate(slot_bits) if s >> b & 1)
            if linear != index(lane, s):
                raise ValueError(f"{payload}: register layout not linear")

    def mode(strides):
        if len(strides) == 1:
            return "2", str(strides[0])
        return ("(" + ",".join("2" for _ in strides) + ")",
                "(" + ",".join(map(str, strides)) + ")")
    ls, ld = mode(lane_bits)
    vs, vd = mode(slot_bits)
    return f"({ls},{vs}):({ld},{vd})"


# ---------------------------------------------------------------------------
# Fly's layouts, read from fly-opt.
# ---------------------------------------------------------------------------

INFERRED = re.compile(r":(\d+):\d+: error: '([\w.]+)' op inferred type\(s\) "
                      r"'([^']*)'")


def run_probes(fly_opt, lines, keys):
    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as probe:
        probe.write("\n".join(lines) + "\n")
        probe.flush()
        run = subprocess.run([fly_opt, probe.name], capture_output=True,
                             text=True)
    found, parsed = {}, {}
    for line in run.stderr.splitlines():
        m = INFERRED.search(line)
        if m and int(m.group(1)) in keys:
            # The 128 threads' views of a shared-memory wgmma operand are
            # one type (the whole tile): parse each type once.
            if m.group(3) not in parsed:
                parsed[m.group(3)] = coord_tensor_values(m.group(3))
            found[keys[int(m.group(1))]] = parsed[m.group(3)]
    missing = [k for k in keys.values() if k not in found]
    if missing:
        sys.exit(f"fly-opt inferred no partition for {len(missing)} probes, "
                 f"e.g. {missing[0]}:\n{run.stderr[:3000]}")
    return found


def fly_mma_tables(fly_opt):
    lines, keys = [], {}
    for index, (_, payload) in enumerate(MMA_ATOMS + WGMMA_ATOMS):
        lines.append(f"!tm{index} = !fly.tiled_mma<!fly.mma_atom<"
                     f"!fly_nvvm.{payload}>, !fly.layout<(1,1,1):(0,0,0)>>")
        for name in "abc":
            rows, cols = operand_shape(payload, name)
            ct = f"!fly.coord_tensor<(0,0), ({rows},{cols}):(1E0,1E1)>"
            for lane in range(threads_of(payload)):
                lines.append(f"func.func @m{index}_{name}_{lane}(%tm: "
                             f"!tm{index}, %ct: {ct}) {{")
                lines.append(f"  %l = fly.static : !fly.int_tuple<{lane}>")
                keys[len(lines) + 1] = (index, name, lane)
                lines.append(
                    f"  %p = fly.tiled_mma.partition({name}, %tm, %ct, %l) : "
                    f"(!tm{index}, {ct}, !fly.int_tuple<{lane}>) -> "
                    "!fly.coord_tensor<(0,0), 1:0>")
                lines += ["  return", "}"]
    return run_probes(fly_opt, lines, keys)


def shared_operand(payload, name):
    """Whether a wgmma operand is read from shared memory (descriptor)."""
    kind = parse_payload(payload)
    return kind[0] == "wgmma" and (name.upper() == "B" or (
        name.upper() == "A" and not kind[7]))


def check_whole_tile(payload, operand, table, shape):
    """Every thread's part is each element of the tile once."""
    want = {(i, j) for i in range(shape[0]) for j in range(shape[1])}
    for thread, coords in enumerate(table):
        if len(coords) != len(want) or set(coords) != want:
            raise ValueError(f"{payload} {operand}: thread {thread} does not "
                             "hold the whole tile once")


def tiled_copy_type(payload):
    n = parse_payload(payload)[1]
    return (f"!fly.tiled_copy<!fly.copy_atom<!fly_nvvm.{payload}, 16>, "
            f"!fly.layout<{register_tv(payload)}>, !fly.tile<[8:1|{8 * n}:1]>>")


def fly_copy_tables(fly_opt):
    lines, keys = [], {}
    for index, (_, payload) in enumerate(COPY_ATOMS):
        n = parse_payload(payload)[1]
        lines.append(f"!tc{index} = {tiled_copy_type(payload)}")
        ct = f"!fly.coord_tensor<(0,0), (8,{8 * n}):(1E0,1E1)>"
        for side in ("src", "dst"):
            for lane in range(LANES):
                lines.append(f"func.func @c{index}_{side}_{lane}(%tc: "
                             f"!tc{index}, %ct: {ct}) {{")
                lines.append(f"  %l = fly.static : !fly.int_tuple<{lane}>")
                keys[len(lines) + 1] = (index, side, lane)
                lines.append(
                    f"  %p = fly.tiled_copy.partition_{side}(%tc, %ct, %l) : "
                    f"(!tc{index}, {ct}, !fly.int_tuple<{lane}>) -> "
                    "!fly.coord_tensor<(0,0), 1:0>")
                lines += ["  return", "}"]
    return run_probes(fly_opt, lines, keys)


def compare_mma(fly_opt):
    tables = fly_mma_tables(fly_opt)
    bad_total = 0
    for index, (note, payload) in enumerate(MMA_ATOMS + WGMMA_ATOMS):
        for name in "abc":
            hw = hw_layout(payload, name)
            shape = operand_shape(payload, name)
            if shared_operand(payload, name):
                check_whole_tile(payload, name, hw, shape)
            else:
                check_bijective(payload, name, hw, shape)
            bad = []
            for lane in range(threads_of(payload)):
                fly = tables[(index, name, lane)]
                if len(fly) != len(hw[lane]):
                    bad.append(f"lane {lane}: {len(fly)} values, the "
                               f"instruction takes {len(hw[lane])}")
                    continue
                for v, coord in enumerate(fly):
                    if hw[lane][v] != coord:
                        bad.append(f"lane {lane} value {v}: Fly {coord}, "
                                   f"hardware {hw[lane][v]}")
            where = (" (shared memory: the whole tile)"
                     if shared_operand(payload, name) else "")
            print(f"{'ok' if not bad else f'MISMATCH ({len(bad)})'}: "
                  f"{payload} {name.upper()}{where} [notes {note}]")
            for line in bad[:4]:
                print(f"    {line}")
            bad_total += len(bad)
    return bad_total


def compare_copies(fly_opt):
    """For every register slot: the (lane, element) of the row that Fly's
    source and destination partitions move there, against the lane that
    supplies that row (notes 4.1) and the element's column.

    A lane's row-side view is where its row starts: both sides of a Fly copy
    hold the same bits per lane, 2n 16-bit values for xn, so the row side of
    x1 and x2 covers the first 2 or 4 elements of each row, and the
    instruction reads the whole 16-byte row from there. So the row side must
    start at column 0 and run along the row; every element of the row is then
    moved from that lane, at its column."""
    tables = fly_copy_tables(fly_opt)
    bad_total = 0
    for index, (note, payload) in enumerate(COPY_ATOMS):
        name, n, _ = parse_payload(payload)
        regs_side, rows_side = (("dst", "src") if name == "ldmatrix"
                                else ("src", "dst"))
        regs = hw_layout(payload, "regs")
        check_bijective(payload, "regs", regs, (n, 8, 8))
        where, bad = {}, []
        for lane in range(8 * n):
            row = tables[(index, rows_side, lane)]
            if len(row) != 2 * n or any(
                    coord != (v, row[0][1]) for v, coord in enumerate(row)):
                bad.append(f"lane {lane}: its row-side view {row} is not the "
                           f"first {2 * n} elements of one row")
                continue
            for c in range(8):
                where.setdefault((c, row[0][1]), []).append((lane, c))
        for lane in range(LANES):
            fly = tables[(index, regs_side, lane)]
            if len(fly) != len(regs[lane]):
                bad.append(f"lane {lane}: {len(fly)} register values, the "
                           f"instruction has {len(regs[lane])}")
                continue
            for s, coord in enumerate(fly):
                j, r, c = regs[lane][s]
                want = [(row_supplier(j, r), c)]
                got = where.get(coord, [])
                if got != want:
                    bad.append(f"lane {lane} slot {s} (matrix {j}, row {r}, "
                               f"col {c}): Fly moves it from (lane, element) "
                               f"{got}, hardware from {want}")
        print(f"{'ok' if not bad else f'MISMATCH ({len(bad)})'}: "
              f"{payload} [notes {note}]")
        for line in bad[:4]:
            print(f"    {line}")
        bad_total += len(bad)
    return bad_total


def compare(fly_opt):
    mismatches = compare_mma(fly_opt) + compare_copies(fly_opt)
    print(f"{len(MMA_ATOMS)} MMA atoms, {len(WGMMA_ATOMS)} wgmma atoms, "
          f"{len(COPY_ATOMS)} matrix copy atoms, "
          f"{mismatches} mismatching (lane, value) pairs")
    return mismatches == 0


def print_table(selector):
    chosen = [p for i, (_, p) in enumerate(ATOMS)
              if selector == str(i) or selector in p]
    if not chosen:
        sys.exit(f"no atom matches {selector!r}")
    for payload in chosen:
        kind = parse_payload(payload)
        print(payload)
        operands = "ABC" if kind[0] in ("mma", "wgmma") else ["regs", "rows"]
        for name in operands:
            table = hw_layout(payload, name)
            shape = operand_shape(payload, name)
            if shared_operand(payload, name):
                check_whole_tile(payload, name, table, shape)
                print(f"  {name}: shared memory, every thread the whole "
                      f"{shape[0]} x {shape[1]} tile")
                continue
            if name != "rows":
                check_bijective(payload, name, table, shape)
            noun, width = (("thread", 3) if kind[0] == "wgmma"
                           else ("lane", 2))
            print(f"  {name}: {max(len(s) for s in table)} slots per {noun}")
            for lane in range(len(table)):
                if table[lane]:
                    cells = " ".join(str(c) for c in table[lane])
                    print(f"    {noun} {lane:{width}}: {cells}")


def main(argv=None):
    return run_cli(__doc__, __spec__, print_table, compare, argv)


if __name__ == "__main__":
    sys.exit(main())
