"""The AMD lane model: which matrix element each lane and register element
of an AMD MFMA/WMMA operand holds, as the hardware defines it, compared with
Fly's atom layouts.

The hardware model below is written from AMD's descriptions (the ISA guides'
matrix chapters, the AMD Matrix Instruction Calculator, AMD's published
examples), in the direction those documents use: matrix element -> (lane,
slot). A slot is an element index inside the lane's operand vector, i.e. the
element that starts at bit slot * element_bits of the lane's concatenated
registers (VGPR slot * bits / 32). It is not derived from Fly's C++; the
derivation of every rule and its sources are in docs/notes/amd-atoms.md
(section numbers below refer to it).

Fly's side is read from fly-opt itself: for every atom, operand and lane the
script writes a `fly.tiled_mma.partition` of the identity coordinate tensor of
the atom tile with a placeholder result type, runs fly-opt, and takes the
inferred type from the verifier's "inferred type(s) '...'" diagnostic. That
coordinate tensor is the lane's view: its base is the coordinate of value 0
and its layout maps value v to the coordinate offset of value v. Every (lane,
value) is then compared with the hardware model.

Usage:
  python3 -m flytools.models.amd_mma_lanes [--fly-opt PATH]
      compare every atom; exit 1 on a mismatch
  python3 -m flytools.models.amd_mma_lanes --print ATOM
      the hardware (lane, slot) table of one atom (an index or a substring
      of its type); needs no fly-opt
"""

import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field

from flytools import cli

# ---------------------------------------------------------------------------
# Hardware model. Each rule maps one matrix element to the (lane, slot)
# places that hold it (gfx11 A/B are held twice). `i` is the row of A, the
# column of B (both operands are written as (M or N, K) tiles), `k` the
# reduction index; for C, `i` is the row and `j` the column.
# ---------------------------------------------------------------------------

BITS = {"f64": 64, "f32": 32, "i32": 32, "f16": 16, "bf16": 16,
        "f8E4M3FNUZ": 8, "f8E5M2FNUZ": 8, "f8E4M3FN": 8, "f8E5M2": 8,
        "i8": 8, "f6E2M3FN": 6, "f6E3M2FN": 6, "f4E2M1FN": 4, "i4": 4}


def mfma_operand(mn, k_total, blocks, bits):
    """CDNA3/CDNA4 MFMA A/B (notes 1.1, 1.3, 2.1). The 64 lanes are `blocks`
    blocks of `mn` lanes (block-major for the 4x4 shapes) times G = 64 /
    (mn * blocks) lane groups along K; each lane holds KP = K / G values.
    Byte-or-wider elements with more than 16 values per lane (the 8-bit
    scaled MFMA) are dealt out in 16-element chunks round-robin over the
    lane groups; sub-byte elements stay contiguous."""
    groups = 64 // (mn * blocks)
    per_lane = k_total // groups

    def place(i, k, block=0):
        if per_lane > 16 and bits >= 8:
            chunk = k // 16
            group = chunk % groups
            slot = (chunk // groups) * 16 + k % 16
        else:
            group = k // per_lane
            slot = k % per_lane
        return [(block * mn + group * mn * blocks + i, slot)]
    return place


def mfma_accumulator(m, n, blocks):
    """CDNA MFMA C/D (notes 1.2): 4 consecutive rows per register group,
    lane = column + N * (row / 4 % (64 / N)), register 4 * (row / (4 * 64 /
    N)) + row % 4; the 4x4 shapes hold block b in lanes 4b..4b+3."""
    if blocks > 1:
        return lambda i, j, block=0: [(block * n + j, i)]
    rows_per_group = 64 // n

    def place(i, j, block=0):
        lane = j + n * ((i // 4) % rows_per_group)
        reg = 4 * (i // (4 * rows_per_group)) + i % 4
        return [(lane, reg)]
    return place


def gfx11_operand(i, k):
    """RDNA3 WMMA A/B (notes 3.1): lane i holds row (column) i, all 16 K in
    order; lanes 16-31 hold a copy."""
    return [(i, k), (i + 16, k)]


def gfx11_accumulator(i, j):
    """RDNA3 WMMA 32-bit C/D (notes 3.1): rows alternate between the half
    waves, lane = column + 16 * (row % 2), VGPR = row / 2."""
    return [(j + 16 * (i % 2), i // 2)]


def gfx12_operand(bits):
    """RDNA4 WMMA A/B, wave32 (notes 4.1): the half waves take turns on
    8-byte K blocks: 16-bit K = 8 * (e / 4) + 4 * (lane / 16) + e % 4,
    8-bit K = 8 * (lane / 16) + e."""
    block = 64 // bits

    def place(i, k):
        half = (k // block) % 2
        slot = (k // (2 * block)) * block + k % block
        return [(i + 16 * half, slot)]
    return place


def rows_by_half_wave(i, j):
    """gfx12 / gfx1250 C/D (notes 4.2, 5.2): lanes 0-15 rows 0-7, lanes
    16-31 rows 8-15, one row per element (16-bit results packed in element
    order)."""
    return [(j + 16 * (i // 8), i % 8)]


def gfx1250_operand(bits, k_total, scaled=False):
    """gfx1250 WMMA A/B (notes 5.1, 6.1): the half waves take turns on
    16-byte K blocks (f32 K = 4 splits K in halves). The scaled WMMA does the
    same with 16-element fp8 blocks and 32-element fp6/fp4 blocks."""
    if bits == 32:
        return lambda i, k: [(i + 16 * (k // 2), k % 2)]
    block = 32 if scaled and bits < 8 else 128 // bits

    def place(i, k):
        half = (k // block) % 2
        slot = (k // (2 * block)) * block + k % block
        return [(i + 16 * half, slot)]
    return place


def gfx1250_scale_a_32rows(i, k):
    """v_wmma_scale_f32_32x16x128_f4 A (notes 6.2): rows 0-15 are a 16x128
    fp4 operand in the first 8 VGPRs, rows 16-31 one in the next 8."""
    [(lane, slot)] = gfx1250_operand(4, 128, scaled=True)(i % 16, k)
    return [(lane, slot + 64 * (i // 16))]


def gfx1250_scale_c_32rows(i, j):
    """32x16 C/D (notes 6.2): two 16x16 accumulators, rows 16-31 in
    VGPRs 8-15."""
    [(lane, slot)] = rows_by_half_wave(i % 16, j)
    return [(lane, slot + 8 * (i // 16))]


# ---------------------------------------------------------------------------
# The atoms Fly lowers to an instruction, with their hardware rules.
# ---------------------------------------------------------------------------


@dataclass
class Operand:
    """One operand tile: its (rows, cols) shape and the rule placing each
    element; `blocks` > 1 for the 4x4 MFMAs (Fly's atom is one block that
    every block repeats, so block b's element (i, k) is compared with the
    atom's element (i, k))."""
    shape: tuple
    place: object
    blocks: int = 1


@dataclass
class Atom:
    note: str
    payload: str
    lanes: int
    a: Operand
    b: Operand
    c: Operand
    instruction: str = field(default="")


def mfma_atom(m, k, a, b, c, instruction, note="1"):
    blocks = 16 if m == 4 else 1
    payload = f"cdna3.mfma<{m}x{m}x{k}, ({a}, {b}) -> {c}>"
    return Atom(note, payload, 64,
                Operand((m, k), mfma_operand(m, k, blocks, BITS[a]), blocks),
                Operand((m, k), mfma_operand(m, k, blocks, BITS[b]), blocks),
                Operand((m, m), mfma_accumulator(m, m, blocks), blocks),
                instruction)


def mfma_scale_atom(m, k, a, b):
    payload = (f"cdna4.mfma_scale<{m}x{m}x{k}, ({a}, {b}) -> f32, "
               "opselA = 0, opselB = 0>")
    return Atom("2", payload, 64,
                Operand((m, k), mfma_operand(m, k, 1, BITS[a])),
                Operand((m, k), mfma_operand(m, k, 1, BITS[b])),
                Operand((m, m), mfma_accumulator(m, m, 1)),
                f"v_mfma_scale_f32_{m}x{m}x{k}_f8f6f4")


def gfx11_atom(a, c):
    return Atom("3", f"gfx11.wmma<16x16x16, ({a}, {a}) -> {c}>", 32,
                Operand((16, 16), gfx11_operand),
                Operand((16, 16), gfx11_operand),
                Operand((16, 16), gfx11_accumulator),
                f"v_wmma_{c}_16x16x16_{a}")


def gfx12_atom(a, b, c):
    """gfx120x.wmma_isa: the lanes the instruction reads."""
    return Atom("4", f"gfx120x.wmma_isa<16x16x16, ({a}, {b}) -> {c}>", 32,
                Operand((16, 16), gfx12_operand(BITS[a])),
                Operand((16, 16), gfx12_operand(BITS[b])),
                Operand((16, 16), rows_by_half_wave),
                f"v_wmma_{c}_16x16x16 ({a}, {b})")


def gfx12_flydsl_atom(a, b, c):
    """gfx120x.wmma: FlyDSL's A/B lanes, K = 8 * (lane / 16) + e for every
    type (its GFX120X atom reuses the gfx1250 helper's 8-value blocks); the
    hardware's for 8-bit types, a K relabelling of A and B alike for 16-bit
    ones (docs/flydsl-compat.md#gfx12-wmma-lanes)."""
    return Atom("4", f"gfx120x.wmma<16x16x16, ({a}, {b}) -> {c}>", 32,
                Operand((16, 16), gfx12_operand(8)),
                Operand((16, 16), gfx12_operand(8)),
                Operand((16, 16), rows_by_half_wave),
                f"v_wmma_{c}_16x16x16 ({a}, {b}), FlyDSL's lanes")


def gfx1250_atom(k, a, b, c):
    return Atom("5", f"gfx1250.wmma<16x16x{k}, ({a}, {b}) -> {c}>", 32,
                Operand((16, k), gfx1250_operand(BITS[a], k)),
                Operand((16, k), gfx1250_operand(BITS[b], k)),
                Operand((16, 16), rows_by_half_wave),
                f"v_wmma_{c}_16x16x{k} ({a}, {b})")


def gfx1250_scale_atom(m, a, b):
    payload = f"gfx1250.wmma_scale<{m}x16x128, ({a}, {b}) -> f32>"
    if m == 32:
        return Atom("6", payload, 32,
                    Operand((32, 128), gfx1250_scale_a_32rows),
                    Operand((16, 128), gfx1250_operand(4, 128, scaled=True)),
                    Operand((32, 16), gfx1250_scale_c_32rows),
                    "v_wmma_scale_f32_32x16x128_f4")
    return Atom("6", payload, 32,
                Operand((16, 128), gfx1250_operand(BITS[a], 128, scaled=True)),
                Operand((16, 128), gfx1250_operand(BITS[b], 128, scaled=True)),
                Operand((16, 16), rows_by_half_wave),
                "v_wmma_scale_f32_16x16x128_f8f6f4")


ATOMS = [
    # CDNA3 / CDNA4 MFMA: every shape and type Fly lowers.
    mfma_atom(4, 1, "f32", "f32", "f32", "v_mfma_f32_4x4x1_16b_f32"),
    mfma_atom(4, 4, "f16", "f16", "f32", "v_mfma_f32_4x4x4_16b_f16"),
    mfma_atom(4, 4, "bf16", "bf16", "f32", "v_mfma_f32_4x4x4_16b_bf16"),
    mfma_atom(4, 4, "i8", "i8", "i32", "v_mfma_i32_4x4x4_16b_i8"),
    mfma_atom(16, 4, "f32", "f32", "f32", "v_mfma_f32_16x16x4_f32"),
    mfma_atom(32, 2, "f32", "f32", "f32", "v_mfma_f32_32x32x2_f32"),
    mfma_atom(16, 16, "f16", "f16", "f32", "v_mfma_f32_16x16x16_f16"),
    mfma_atom(32, 8, "f16", "f16", "f32", "v_mfma_f32_32x32x8_f16"),
    mfma_atom(16, 32, "f16", "f16", "f32", "v_mfma_f32_16x16x32_f16"),
    mfma_atom(32, 16, "f16", "f16", "f32", "v_mfma_f32_32x32x16_f16"),
    mfma_atom(16, 16, "bf16", "bf16", "f32", "v_mfma_f32_16x16x16_bf16"),
    mfma_atom(32, 8, "bf16", "bf16", "f32", "v_mfma_f32_32x32x8_bf16"),
    mfma_atom(16, 32, "bf16", "bf16", "f32", "v_mfma_f32_16x16x32_bf16"),
    mfma_atom(32, 16, "bf16", "bf16", "f32", "v_mfma_f32_32x32x16_bf16"),
    mfma_atom(16, 32, "f8E4M3FNUZ", "f8E5M2FNUZ", "f32",
              "v_mfma_f32_16x16x32_fp8_bf8"),
    mfma_atom(32, 16, "f8E5M2FNUZ", "f8E5M2FNUZ", "f32",
              "v_mfma_f32_32x32x16_bf8_bf8"),
    mfma_atom(16, 32, "f8E4M3FN", "f8E4M3FN", "f32",
              "v_mfma_f32_16x16x32_fp8_fp8"),
    mfma_atom(32, 16, "f8E5M2", "f8E4M3FN", "f32",
              "v_mfma_f32_32x32x16_bf8_fp8"),
    mfma_atom(16, 32, "i8", "i8", "i32", "v_mfma_i32_16x16x32_i8"),
    mfma_atom(32, 16, "i8", "i8", "i32", "v_mfma_i32_32x32x16_i8"),
    mfma_atom(16, 64, "i8", "i8", "i32", "v_mfma_i32_16x16x64_i8"),
    mfma_atom(32, 32, "i8", "i8", "i32", "v_mfma_i32_32x32x32_i8"),
    # gfx950 block-scaled MFMA: A and B each in their own format.
    mfma_scale_atom(16, 128, "f8E4M3FN", "f8E4M3FN"),
    mfma_scale_atom(16, 128, "f8E5M2", "f4E2M1FN"),
    mfma_scale_atom(16, 128, "f6E2M3FN", "f6E3M2FN"),
    mfma_scale_atom(16, 128, "f4E2M1FN", "f8E4M3FN"),
    mfma_scale_atom(32, 64, "f8E4M3FN", "f8E5M2"),
    mfma_scale_atom(32, 64, "f8E5M2", "f4E2M1FN"),
    mfma_scale_atom(32, 64, "f6E3M2FN", "f8E4M3FN"),
    mfma_scale_atom(32, 64, "f4E2M1FN", "f4E2M1FN"),
    # RDNA3 WMMA (wave32).
    gfx11_atom("f16", "f32"),
    gfx11_atom("bf16", "f32"),
    gfx11_atom("i8", "i32"),
    gfx11_atom("i4", "i32"),
    # RDNA4 WMMA (wave32).
    gfx12_atom("f16", "f16", "f32"),
    gfx12_atom("bf16", "bf16", "f32"),
    gfx12_atom("f8E4M3FN", "f8E5M2", "f32"),
    gfx12_atom("f8E5M2", "f8E5M2", "f32"),
    gfx12_flydsl_atom("f16", "f16", "f32"),
    gfx12_flydsl_atom("bf16", "bf16", "f32"),
    gfx12_flydsl_atom("f8E4M3FN", "f8E5M2", "f32"),
    # gfx1250 WMMA.
    gfx1250_atom(4, "f32", "f32", "f32"),
    gfx1250_atom(32, "f16", "f16", "f32"),
    gfx1250_atom(32, "f16", "f16", "f16"),
    gfx1250_atom(32, "bf16", "bf16", "f32"),
    gfx1250_atom(32, "bf16", "bf16", "bf16"),
    gfx1250_atom(64, "f8E4M3FN", "f8E5M2", "f32"),
    gfx1250_atom(64, "f8E5M2", "f8E5M2", "f16"),
    gfx1250_atom(128, "f8E4M3FN", "f8E4M3FN", "f32"),
    gfx1250_atom(128, "f8E5M2", "f8E4M3FN", "f16"),
    gfx1250_atom(64, "i8", "i8", "i32"),
    # gfx1250 block-scaled WMMA.
    gfx1250_scale_atom(16, "f8E4M3FN", "f8E4M3FN"),
    gfx1250_scale_atom(16, "f8E5M2", "f4E2M1FN"),
    gfx1250_scale_atom(16, "f4E2M1FN", "f8E4M3FN"),
    gfx1250_scale_atom(16, "f6E2M3FN", "f6E3M2FN"),
    gfx1250_scale_atom(32, "f4E2M1FN", "f4E2M1FN"),
]


def hardware_table(atom, operand):
    """(lane, slot) -> (row, col) for one operand; checks that the rule puts
    every element of every block somewhere and every (lane, slot) holds one
    element."""
    rows, cols = operand.shape
    table = {}
    for block in range(operand.blocks):
        for i in range(rows):
            for j in range(cols):
                args = (i, j, block) if operand.blocks > 1 else (i, j)
                for place in operand.place(*args):
                    if place in table and table[place] != (i, j):
                        raise ValueError(f"{atom.payload}: {place} holds "
                                         f"{table[place]} and {(i, j)}")
                    table[place] = (i, j)
    lanes = {lane for lane, _ in table}
    per_lane = len(table) // atom.lanes
    if lanes != set(range(atom.lanes)) or any(
            (lane, s) not in table for lane in range(atom.lanes)
            for s in range(per_lane)):
        raise ValueError(f"{atom.payload}: the rule does not fill "
                         f"{atom.lanes} lanes x {per_lane} slots")
    return table, per_lane


# ---------------------------------------------------------------------------
# Fly's layouts, read from fly-opt.
# ---------------------------------------------------------------------------


def split_top(text):
    """Top-level comma split of a parenthesized tuple's inside."""
    parts, depth, start = [], 0, 0
    for pos, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:pos])
            start = pos + 1
    parts.append(text[start:])
    return parts


def parse_tuple(text):
    text = text.strip()
    if text.startswith("("):
        return [parse_tuple(p) for p in split_top(text[1:-1])]
    return text


def leaf_vector(leaf, rank):
    """An integer stride (0) or a scaled basis `nEd` as a rank-vector."""
    vec = [0] * rank
    m = re.fullmatch(r"(-?\d+)E(\d+)", leaf)
    if m:
        vec[int(m.group(2))] = int(m.group(1))
    elif int(leaf) != 0:
        raise ValueError(f"unexpected stride {leaf}")
    return vec


def flatten(shape, stride):
    if isinstance(shape, list):
        out = []
        for s, d in zip(shape, stride):
            out += flatten(s, d)
        return out
    return [(int(shape), stride)]


def coord_tensor_values(type_text, rank=2):
    """Coordinates of every value of a partitioned coordinate tensor
    `!fly.coord_tensor<base, (FrgV, 1, 1):(...)>`, value order = the
    colexicographic order of FrgV."""
    m = re.fullmatch(r"!fly\.coord_tensor<(.*)>", type_text)
    base_text, layout_text = split_top(m.group(1))
    base = [int(x) for x in parse_tuple(base_text)]
    shape_text, stride_text = layout_text.split(":", 1)
    shape, stride = parse_tuple(shape_text), parse_tuple(stride_text)
    for rest in shape[1:]:
        if rest != "1":
            raise ValueError(f"rest modes of {type_text} are not 1")
    leaves = flatten(shape[0], stride[0])
    count = 1
    for size, _ in leaves:
        count *= size
    coords = []
    for v in range(count):
        coord, rem = list(base), v
        for size, leaf in leaves:
            vec = leaf_vector(leaf, rank)
            step = rem % size
            rem //= size
            coord = [c + step * x for c, x in zip(coord, vec)]
        coords.append(tuple(coord))
    return coords


def fly_tables(atoms, fly_opt):
    """{(atom index, operand, lane): [coordinate of value v]} from fly-opt."""
    lines, keys = [], {}
    for index, atom in enumerate(atoms):
        tiled = (f"!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.{atom.payload}>, "
                 "!fly.layout<(1,1,1):(0,0,0)>>")
        lines.append(f"!tm{index} = {tiled}")
        for name in "abc":
            rows, cols = getattr(atom, name).shape
            ct = f"!fly.coord_tensor<(0,0), ({rows},{cols}):(1E0,1E1)>"
            for lane in range(atom.lanes):
                lines.append(
                    f"func.func @p{index}_{name}_{lane}(%tm: !tm{index}, "
                    f"%ct: {ct}) {{")
                lines.append(f"  %l = fly.static : !fly.int_tuple<{lane}>")
                keys[len(lines) + 1] = (index, name, lane)
                lines.append(
                    f"  %p = fly.tiled_mma.partition({name}, %tm, %ct, %l) : "
                    f"(!tm{index}, {ct}, !fly.int_tuple<{lane}>) -> "
                    "!fly.coord_tensor<(0,0), 1:0>")
                lines.append("  return")
                lines.append("}")
    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as probe:
        probe.write("\n".join(lines) + "\n")
        probe.flush()
        run = subprocess.run([fly_opt, probe.name], capture_output=True,
                             text=True)
    found = {}
    pattern = re.compile(r":(\d+):\d+: error: 'fly\.tiled_mma\.partition' op "
                         r"inferred type\(s\) '([^']*)'")
    for line in run.stderr.splitlines():
        m = pattern.search(line)
        if m and int(m.group(1)) in keys:
            found[keys[int(m.group(1))]] = coord_tensor_values(m.group(2))
    missing = [k for k in keys.values() if k not in found]
    if missing:
        sys.exit(f"fly-opt inferred no partition for {len(missing)} probes, "
                 f"e.g. {atoms[missing[0][0]].payload} "
                 f"{missing[0][1]}:\n{run.stderr[:2000]}")
    return found


def compare(fly_opt):
    tables = fly_tables(ATOMS, fly_opt)
    mismatches = 0
    for index, atom in enumerate(ATOMS):
        for name in "abc":
            hw, per_lane = hardware_table(atom, getattr(atom, name))
            bad = []
            for lane in range(atom.lanes):
                fly = tables[(index, name, lane)]
                if len(fly) != per_lane:
                    bad.append(f"lane {lane}: {len(fly)} values, the "
                               f"instruction takes {per_lane}")
                    continue
                for v, coord in enumerate(fly):
                    if hw[(lane, v)] != coord:
                        bad.append(f"lane {lane} value {v}: Fly {coord}, "
                                   f"hardware {hw[(lane, v)]}")
            status = "ok" if not bad else f"MISMATCH ({len(bad)})"
            print(f"{status}: {atom.payload} {name.upper()} "
                  f"[notes {atom.note}]")
            for line in bad[:4]:
                print(f"    {line}")
            mismatches += len(bad)
    print(f"{len(ATOMS)} atoms, {mismatches} mismatching (lane, value) "
          "pairs")
    return mismatches == 0


def print_table(selector):
    chosen = [a for i, a in enumerate(ATOMS)
              if selector == str(i) or selector in a.payload]
    for atom in chosen:
        print(f"{atom.payload}  ({atom.instruction})")
        for name in "abc":
            hw, per_lane = hardware_table(atom, getattr(atom, name))
            print(f"  {name.upper()}: {per_lane} slots per lane")
            for lane in range(atom.lanes):
                cells = " ".join(f"{hw[(lane, s)]}" for s in range(per_lane))
                print(f"    lane {lane:2}: {cells}")


def run_cli(doc, spec, print_table, compare, argv=None):
    """The command line of a lane model: --print SELECTOR prints the model's
    tables; otherwise they are compared with the layouts of the fly-opt the
    --fly-opt rule finds (exit 1 on a difference)."""
    parser = cli.make_parser(doc, spec)
    cli.add_fly_opt_argument(parser)
    parser.add_argument("--print", dest="selector", metavar="ATOM",
                        help="print the hardware (lane, slot) table of the "
                             "atoms whose index is ATOM or whose type "
                             "contains it, instead of comparing")
    args = parser.parse_args(argv)
    if args.selector is not None:
        print_table(args.selector)
        return 0
    return 0 if compare(cli.fly_opt(parser, args.fly_opt)) else 1


def main(argv=None):
    return run_cli(__doc__, __spec__, print_table, compare, argv)


if __name__ == "__main__":
    sys.exit(main())
