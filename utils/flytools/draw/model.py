"""An independent model of what fly-draw must draw, for its tests.

Nothing here calls Fly: the layouts, swizzles and composed layouts are
evaluated from their text with CuTe's definitions (colexicographic
coordinates, dot product with the strides, S<B,M,S> on indices, composition
as function composition); a TV layout or tiled copy is the (thread, value)
-> tile index function itself; a tiled MMA is built from its atom's lane
tables (universal FMA, or the AMD lane model flytools.models.amd_mma_lanes)
placed by CuTe's tiling rules (thread = atom lane + atom lanes * atomLayout(m, n, k),
atom blocks along each mode, a permutation layout mapping the tiled
coordinate to the tensor's); a bank map is a simulation of the banks serving
one word per cycle. Cells with several owners show the lowest (thread,
value), as docs/draw.md specifies.

Used by flytools.draw.check (one SVG) and flytools.draw.page_check (an HTML
page).
"""

import math

# docs/draw.md, "Colours": colour i is PALETTE[i % 16].
PALETTE = ["#edabab", "#abedd4", "#edabdd", "#b3edab", "#ccabed", "#e5edab",
           "#abbbed", "#edc4ab", "#abeded", "#edabc4", "#abedbb", "#e5abed",
           "#ccedab", "#b3abed", "#edddab", "#abd4ed"]


def colour(i):
    return PALETTE[i % len(PALETTE)]


# ---------------------------------------------------------------------------
# Text of Fly types.
# ---------------------------------------------------------------------------

OPEN, CLOSE = "(<[{", ")>]}"


def split_top(text, sep):
    """Split at `sep` (a string) outside brackets."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(text):
        ch = text[i]
        if ch in OPEN:
            depth += 1
        elif ch in CLOSE and not (ch == ">" and text[i - 1:i] == "-"):
            depth -= 1  # the '>' of a function type's '->' closes nothing
        elif depth == 0 and text.startswith(sep, i):
            parts.append(text[start:i])
            i += len(sep)
            start = i
            continue
        i += 1
    parts.append(text[start:])
    return [p.strip() for p in parts]


def type_body(text, prefix):
    """'!fly.layout<X>' -> 'X' for prefix '!fly.layout'."""
    text = text.strip()
    assert text.startswith(prefix + "<") and text.endswith(">"), text
    return text[len(prefix) + 1:-1]


def parse_tuple(text):
    text = text.strip()
    if text.startswith("("):
        assert text.endswith(")"), text
        return tuple(parse_tuple(p) for p in split_top(text[1:-1], ","))
    if text.startswith("?"):
        raise ValueError("dynamic leaf in " + text)
    return int(text)


def flat(t):
    return [t] if isinstance(t, int) else [x for e in t for x in flat(e)]


def size(t):
    return math.prod(flat(t))


class Layout:
    def __init__(self, shape, stride):
        self.shape, self.stride = shape, stride

    @staticmethod
    def parse(text):
        shape, stride = split_top(text, ":")
        return Layout(parse_tuple(shape), parse_tuple(stride))

    def size(self):
        return size(self.shape)

    def mode_size(self, i):
        return size(self.shape[i]) if isinstance(self.shape, tuple) else size(self.shape)

    def grid(self):
        """(rows, cols): mode 0 down, the rest across."""
        rows = self.mode_size(0) if isinstance(self.shape, tuple) else self.size()
        return rows, self.size() // rows

    def __call__(self, i):
        """CuTe's 1-D evaluation: colexicographic coordinates, and an index
        past the size extends the last mode (the inner layout of a composed
        layout is evaluated there when an offset pushes it past its end)."""
        shape, stride = flat(self.shape), flat(self.stride)
        out = 0
        for k, (s, d) in enumerate(zip(shape, stride)):
            last = k == len(shape) - 1
            out += (i if last else i % s) * d
            i //= s
        return out

    def at(self, coord):
        """A flat coordinate, one integer per top-level mode."""
        modes = self.shape if isinstance(self.shape, tuple) else (self.shape,)
        strides = self.stride if isinstance(self.stride, tuple) else (self.stride,)
        return sum(Layout(s, d)(c) for s, d, c in zip(modes, strides, coord))


class Swizzle:
    def __init__(self, bits, base, shift):
        self.bits, self.base, self.shift = bits, base, shift

    def __call__(self, x):
        mask = ((1 << self.bits) - 1) << (self.base + self.shift)
        return x ^ ((x & mask) >> self.shift)


class Composed:
    """inner o offset o outer: c -> inner(offset + outer(c))."""

    def __init__(self, inner, offset, outer):
        self.inner, self.offset, self.outer = inner, offset, outer

    def domain(self):
        return self.outer.domain() if isinstance(self.outer, Composed) else self.outer

    def __call__(self, i):
        return self.inner(self.offset + self.outer(i))


def parse_primary(text):
    text = text.strip()
    if text.startswith("[") and text.endswith("]"):
        return parse_fn(text[1:-1])
    if text.startswith("S<"):
        return Swizzle(*(int(x) for x in text[2:-1].split(",")))
    return Layout.parse(text)


def parse_fn(text):
    """A layout, swizzle or composed layout `A o off o B o off o C ...`."""
    parts = split_top(text, " o ")
    fn = parse_primary(parts[0])
    for k in range(1, len(parts), 2):
        fn = Composed(fn, parse_tuple(parts[k]), parse_primary(parts[k + 1]))
    return fn


def domain(fn):
    return fn.domain() if isinstance(fn, Composed) else fn


def parse_tile(text):
    """'[32:1|64:1]' or '[32|64]' -> list of entries: int, Layout or None."""
    text = text.strip()
    assert text.startswith("[") and text.endswith("]"), text
    out = []
    for e in split_top(text[1:-1], "|"):
        if e == "*":
            out.append(None)
        elif ":" in e:
            out.append(Layout.parse(e))
        else:
            out.append(int(e))
    return out


def extent(entry):
    return entry if isinstance(entry, int) else entry.size()


# docs/draw.md, "Conventions": a 1-D picture longer than 64 elements is
# wrapped into rows of 32.
WRAP_ABOVE, WRAP_WIDTH = 64, 32


class Grid:
    """Where the 1-D coordinate i of a rows x cols picture is drawn."""

    def __init__(self, rows, cols, may_wrap=True):
        self.size = rows * cols
        self.wrapped = may_wrap and cols == 1 and rows > WRAP_ABOVE
        if self.wrapped:
            self.rows, self.cols = -(-rows // WRAP_WIDTH), WRAP_WIDTH
        else:
            self.rows, self.cols = rows, cols

    def cell(self, i):
        return divmod(i, self.cols) if self.wrapped else (i % self.rows, i // self.rows)


# ---------------------------------------------------------------------------
# Expected pictures: {panel title -> {(row, col): (label, colour)}}, with
# owners resolved to the lowest (thread, value).
# ---------------------------------------------------------------------------


class Owners:
    def __init__(self, rows, cols):
        self.rows, self.cols, self.cells = rows, cols, {}

    def add(self, r, c, t, v):
        assert 0 <= r < self.rows and 0 <= c < self.cols, (r, c, t, v)
        self.cells.setdefault((r, c), []).append((t, v))

    @staticmethod
    def of(grid):
        return Owners(grid.rows, grid.cols)

    def expected(self):
        out = {}
        for rc, owners in self.cells.items():
            t, v = min(owners)
            out[rc] = (f"T{t}V{v}", colour(t))
        return out


def expect_layout(fn):
    grid = Grid(*domain(fn).grid())
    cells = {}
    for i in range(grid.size):
        value = fn(i)
        cells[grid.cell(i)] = (str(value), colour(value))
    return {"": (grid.rows, grid.cols, cells)}


def expect_tv(tv, tile):
    grid = Grid(extent(tile[0]), math.prod(extent(e) for e in tile[1:]))
    threads = tv.mode_size(0)
    values = tv.size() // threads
    owners = Owners.of(grid)
    for t in range(threads):
        for v in range(values):
            owners.add(*grid.cell(tv(t + threads * v)), t, v)
    return grid.rows, grid.cols, owners.expected()


def parse_tiled_copy(text):
    atom, tv, tile = split_top(type_body(text, "!fly.tiled_copy"), ",")
    payload = split_top(type_body(atom, "!fly.copy_atom"), ",")[0]
    if not (payload.startswith("!fly.universal_copy<")
            or payload.startswith("!fly_rocdl.cdna3.buffer_copy<")):
        raise NotImplementedError("the model knows single-lane copy atoms "
                                  "only, not " + payload)
    return Layout.parse(type_body(tv, "!fly.layout")), parse_tile(type_body(tile, "!fly.tile"))


def expect_tiled_copy(text):
    """Single-lane atoms whose source, destination and reference layouts
    agree: both grids are the TV layout's (thread, value) -> tile index."""
    tv, tile = parse_tiled_copy(text)
    rows, cols, cells = expect_tv(tv, tile)
    return {"source": (rows, cols, cells), "destination": (rows, cols, cells)}


def expect_copy_atom(text):
    """A single-lane copy atom moving BITS-bit values: one row (the lane),
    value v at offset v, in both the source and the destination."""
    payload, bits = split_top(type_body(text, "!fly.copy_atom"), ",")
    head = payload.split("<")[0]
    if head not in ("!fly.universal_copy", "!fly_rocdl.cdna3.buffer_copy"):
        raise NotImplementedError("no lane model for " + payload)
    moved = int(split_top(payload[len(head) + 1:-1], ",")[0])
    values = moved // int(bits)
    cells = {(0, v): (str(v), colour(0)) for v in range(values)}
    return {"source": (1, values, cells), "destination": (1, values, cells)}


# --- Tiled MMA --------------------------------------------------------------


class AtomModel:
    """An MMA atom as lane tables: place[op](i, j) -> [(lane, slot)], over
    operand shapes A (M, K), B (N, K), C (M, N)."""

    def __init__(self, lanes, m, n, k, places, per_lane):
        self.lanes, self.m, self.n, self.k = lanes, m, n, k
        self.places, self.per_lane = places, per_lane


def atom_model(payload):
    if payload.startswith("!fly.universal_fma<"):
        one = lambda i, j: [(0, 0)]
        return AtomModel(1, 1, 1, 1, {"a": one, "b": one, "c": one},
                         {"a": 1, "b": 1, "c": 1})
    from flytools.models import amd_mma_lanes

    def essential(p):
        """A payload without its `key = value` options (signs, clamps,
        operand selects), which do not move any lane."""
        head, body = p.split("<", 1)
        keep = [x for x in split_top(body[:-1], ",") if "=" not in x]
        return head + "<" + ", ".join(keep) + ">"

    name = essential(payload.removeprefix("!fly_rocdl."))
    for atom in amd_mma_lanes.ATOMS:
        if essential(atom.payload) == name and atom.a.blocks == 1:
            places, per_lane = {}, {}
            for op, operand in (("a", atom.a), ("b", atom.b), ("c", atom.c)):
                _, per_lane[op] = amd_mma_lanes.hardware_table(atom, operand)
                places[op] = operand.place
            return AtomModel(atom.lanes, atom.a.shape[0], atom.b.shape[0],
                             atom.a.shape[1], places, per_lane)
    raise NotImplementedError("no lane model for " + payload)


def parse_tiled_mma(text):
    """(atom payload, atom layout, permutation entries) of a tiled MMA or an
    MMA atom (one atom, no permutation)."""
    if text.startswith("!fly.mma_atom<"):
        return type_body(text, "!fly.mma_atom"), Layout((1, 1, 1), (0, 0, 0)), [None] * 3
    parts = split_top(type_body(text, "!fly.tiled_mma"), ",")
    payload = type_body(parts[0], "!fly.mma_atom")
    layout = Layout.parse(type_body(parts[1], "!fly.layout"))
    perm = parse_tile(type_body(parts[2], "!fly.tile")) if len(parts) > 2 else [None] * 3
    return payload, layout, perm + [None] * (3 - len(perm))


def expect_tiled_mma(text):
    payload, layout, perm = parse_tiled_mma(text)
    atom = atom_model(payload)
    atom_mnk = (atom.m, atom.n, atom.k)
    reps = [layout.mode_size(i) for i in range(3)]
    tile = [extent(perm[i]) if perm[i] is not None else atom_mnk[i] * reps[i]
            for i in range(3)]

    def tensor_coord(mode, rep, rest, within):
        """The tensor coordinate of an atom element along `mode`."""
        tiled = (rep + reps[mode] * rest) * atom_mnk[mode] + within
        return perm[mode](tiled) if isinstance(perm[mode], Layout) else tiled

    panels = {}
    # (operand, its two modes, drawn transposed)
    for op, (d0, d1), transposed in (("a", (0, 2), False), ("b", (1, 2), True),
                                     ("c", (0, 1), False)):
        rows, cols = tile[d0], tile[d1]
        owners = Owners(cols, rows) if transposed else Owners(rows, cols)
        rest0 = tile[d0] // (atom_mnk[d0] * reps[d0])
        rest1 = tile[d1] // (atom_mnk[d1] * reps[d1])
        for mi in range(reps[0]):
            for ni in range(reps[1]):
                for ki in range(reps[2]):
                    base = atom.lanes * layout.at((mi, ni, ki))
                    rep = (mi, ni, ki)
                    for i in range(atom_mnk[d0]):
                        for j in range(atom_mnk[d1]):
                            for lane, slot in atom.places[op](i, j):
                                for r0 in range(rest0):
                                    for r1 in range(rest1):
                                        x = tensor_coord(d0, rep[d0], r0, i)
                                        y = tensor_coord(d1, rep[d1], r1, j)
                                        v = slot + atom.per_lane[op] * (r0 + rest0 * r1)
                                        if transposed:
                                            owners.add(y, x, base + lane, v)
                                        else:
                                            owners.add(x, y, base + lane, v)
        key = {"a": "A", "b": "B", "c": "C"}[op]
        panels[key] = (owners.rows, owners.cols, owners.expected())
    return panels


# --- Bank maps ----------------------------------------------------------------

# docs/draw.md, "Bank maps": banks, bytes per bank, lanes per wave.
CHIPS = {"gfx942": (32, 4, 64), "gfx950": (64, 4, 64), "gfx12": (32, 4, 32),
         "gfx1200": (32, 4, 32), "gfx1201": (32, 4, 32), "gfx1250": (64, 4, 32),
         "sm_80": (32, 4, 32), "sm_86": (32, 4, 32), "sm_89": (32, 4, 32),
         "sm_90": (32, 4, 32), "sm_90a": (32, 4, 32), "sm_100": (32, 4, 32)}


def lane_cells(grid, elem_bits, access, vector_bits):
    """Each lane's 1-D (column-major) coordinates: `vector_bits` of the
    drawn grid's elements in row-major (rows) or column-major (cols) order
    per lane, or a (lane, value) -> coordinate layout."""
    if access in ("rows", "cols"):
        where = {grid.cell(i): i for i in range(grid.size)}
        if access == "rows":
            positions = [(r, c) for r in range(grid.rows) for c in range(grid.cols)]
        else:
            positions = [(r, c) for c in range(grid.cols) for r in range(grid.rows)]
        order = [where[p] for p in positions if p in where]
        vec = vector_bits // elem_bits
        return [order[q:q + vec] for q in range(0, len(order), vec)]
    tv = Layout.parse(access)
    n = tv.mode_size(0)
    return [[tv(l + n * v) for v in range(tv.size() // n)] for l in range(n)]


def simulate_banks(fn, elem_bits, chip, access="rows", vector_bits=128, wave=0,
                   wave_size=None, byte_swizzle=None):
    """Serve one wave instruction bank by bank, one word per bank per cycle,
    and count the cycles. Returns the expected picture and numbers."""
    banks, bank_bytes, chip_wave = CHIPS[chip]
    wave_size = wave_size or chip_wave
    grid = Grid(*domain(fn).grid())
    bank_bits = bank_bytes * 8

    def words(idx):
        bit = fn(idx) * elem_bits
        if byte_swizzle:
            bit = byte_swizzle(bit // 8) * 8 + bit % 8
        return range(bit // bank_bits, (bit + elem_bits - 1) // bank_bits + 1)

    lanes = lane_cells(grid, elem_bits, access, vector_bits)
    first, last = wave * wave_size, min(len(lanes), (wave + 1) * wave_size)
    lane_bits = max(len(lanes[l]) * elem_bits for l in range(first, last))
    per_phase = max(1, min(wave_size, banks * bank_bits // lane_bits))
    extra = worst = phases = 0
    conflict, touched = set(), set()
    for lo in range(first, last, per_phase):
        phases += 1
        requests = {(w % banks, w) for l in range(lo, min(last, lo + per_phase))
                    for idx in lanes[l] for w in words(idx)}
        cycles = 0
        while requests:  # each bank serves its lowest pending word
            served = {}
            for bank, w in sorted(requests):
                served.setdefault(bank, w)
            requests -= {(b, w) for b, w in served.items()}
            cycles += 1
        extra += cycles - 1
        worst = max(worst, cycles)
        # an element conflicts when its bank holds another word this phase
        per_bank = {}
        for l in range(lo, min(last, lo + per_phase)):
            for idx in lanes[l]:
                touched.add(idx)
                for w in words(idx):
                    per_bank.setdefault(w % banks, set()).add(w)
        for l in range(lo, min(last, lo + per_phase)):
            for idx in lanes[l]:
                if any(len(per_bank[w % banks]) > 1 for w in words(idx)):
                    conflict.add(idx)
    cells = {}
    for idx in range(grid.size):
        bank = words(idx)[0] % banks
        cells[grid.cell(idx)] = (str(bank), colour(bank))
    return {"rows": grid.rows, "cols": grid.cols, "cells": cells,
            "conflicts": extra, "max_ways": worst, "phases": phases,
            "conflict_cells": {grid.cell(i) for i in conflict},
            "dim_cells": {grid.cell(i) for i in range(grid.size) if i not in touched}}
