"""Which golden cases a dynamic evaluation must reproduce, decided from the
inputs alone (never from the library under test).

The golden cases are static. The differential tests (the SymbolicGolden unit
test, flytools.golden.exec) rebuild each case with some of its input leaves
dynamic. A dynamic leaf hides its value from the algebra, so the algorithm
takes a different path than for static inputs:

- coalesce merges two modes, and drops a size-1 mode, only when the leaves
  that prove it are static; so the later steps walk more modes;
- the CuTe preconditions (stride and shape divisibility in composition,
  injectivity in complement, non-zero divisors) cannot be checked for
  dynamic leaves: the algorithm assumes them. The dynamic answer equals the
  static one only where they hold for the modes it actually walks;
- complement sorts the modes by stride: with several modes left and one
  stride dynamic there is no order, and the op is rejected; a left inverse
  likewise needs every stride static; a right inverse follows only the
  static strides (a chain that a dynamic stride or extent ends early).

This module re-runs CuTe's algorithms on (value, static) leaves, following
those rules and checking every precondition numerically on the modes the
dynamic algorithm sees, and classifies a case as

  evaluable   every precondition holds: the dynamic result must equal the
              golden answer (as a function for layouts);
  reject      complement of several modes with a dynamic stride, or a left
              inverse with a dynamic stride: the library must reject it;
  partial     right inverse with a dynamic leaf: the result must be a
              prefix of the golden right inverse R with L(R(i)) = i;
  outside     a precondition the dynamic algorithm assumes is false at the
              golden values (the reason names it): the dynamic answer is
              not defined to be the static one, so it is not compared.

Used as a module by flytools.golden.exec (every leaf dynamic) and, from
the command line, to write the plan of the SymbolicGolden unit test:

  python3 -m flytools.golden.domain --plan golden.jsonl -o plan.tsv

one line per golden case and mode ("dynamic": every leaf; "mixed-a" and
"mixed-b": complementary halves of the leaves chosen by a fixed-seed
generator): `line<TAB>mode<TAB>mask<TAB>class<TAB>reason`, the mask one
character per input leaf in operand order (a layout's shape leaves, then its
stride leaves, depth first; int tuples' leaves; tiles have none), `1` for
dynamic. `--summary` prints the counts per mode, class and reason instead.
"""

import collections
import json
import sys

from flytools import cli
from flytools.golden import text as golden_text


class Outside(Exception):
    """A precondition the dynamic algorithm assumes is false."""


class Reject(Exception):
    """An input the dynamic algorithm cannot handle and must reject."""


class V:
    """A leaf: its golden value and whether the algebra sees it."""

    __slots__ = ("v", "static")

    def __init__(self, v, static=True):
        self.v = v
        self.static = static

    def is_(self, n):
        return self.static and self.v == n

    def __repr__(self):
        return str(self.v) if self.static else f"?{self.v}"


def op(a, b, value):
    return V(value, a.static and b.static)


def mul(a, b):
    return op(a, b, a.v * b.v)


def divisor(b, what):
    if b.v == 0:
        raise Outside(f"{what}: divisor 0")


def div(a, b, what):
    divisor(b, what)
    return op(a, b, a.v // b.v)


def ceil_div(a, b, what):
    divisor(b, what)
    return op(a, b, -(-a.v // b.v))


def vmin(a, b):
    return op(a, b, min(a.v, b.v))


# ---------------------------------------------------------------------------
# Layouts: (shape, stride) of nested tuples of V; modes are (shape, stride)
# pairs of leaves.
# ---------------------------------------------------------------------------


def leaves(t):
    if isinstance(t, tuple):
        return [x for e in t for x in leaves(e)]
    return [t]


def flat_modes(layout):
    return list(zip(leaves(layout[0]), leaves(layout[1])))


def from_modes(modes):
    if len(modes) == 1:
        return modes[0]
    return tuple(m[0] for m in modes), tuple(m[1] for m in modes)


def size(shape):
    n = V(1)
    for s in leaves(shape):
        n = mul(n, s)
    return n


def cosize(layout):
    total, static = 1, True
    for s, d in flat_modes(layout):
        total += (s.v - 1) * d.v
        static = static and s.static and d.static
    return V(total, static)


def coalesce(layout):
    """CuTe's coalesce where it is provable: a size-1 mode vanishes when its
    shape is static, and two neighbours merge when all four leaves are
    static and s0 * d0 == d1."""
    out = []
    for s, d in flat_modes(layout):
        if s.is_(1):
            continue
        if out:
            ps, pd = out[-1]
            if (ps.static and pd.static and s.static and d.static
                    and ps.v * pd.v == d.v):
                out[-1] = (V(ps.v * s.v), pd)
                continue
        out.append((s, d))
    return out or [(V(1), V(0))]


def complement(layout, m=None):
    """complement(L, m): drop (static) stride-0 modes, coalesce, sort by
    stride, fill every gap, then cover up to m."""
    kept = [(V(1) if d.is_(0) else s, d) for s, d in flat_modes(layout)]
    modes = coalesce(from_modes(kept))
    if m is None:
        m = cosize(from_modes(modes))
    if len(modes) == 1 and modes[0][1].is_(0):
        return [(m, V(1))]
    if len(modes) > 1 and not all(d.static for _, d in modes):
        raise Reject("complement: several modes, a dynamic stride")
    modes.sort(key=lambda sd: sd[1].v)
    out = []
    extent = V(1)
    for s, d in modes:
        if d.v < extent.v:
            raise Outside("complement: not injective")
        if d.v % extent.v != 0:
            raise Outside("complement: stride not a multiple of the extent")
        out.append((div(d, extent, "complement"), extent))
        extent = mul(d, s)
    out.append((ceil_div(m, extent, "complement"), extent))
    return coalesce(from_modes(out))


def compose_mode(a, bs, bd):
    """One leaf mode bs:bd of B through A's (coalesced) modes: divide the
    stride out, take bs elements, the last mode absorbing the rest."""
    if bd.is_(0):
        return [(bs, bd)]
    if len(a) == 1:
        return [(bs, mul(a[0][1], bd))]
    rest_s, rest_d = bs, bd
    out = []
    for si, di in a[:-1]:
        if rest_s.is_(1):
            break
        divisor(si, "composition")
        divisor(rest_d, "composition")
        divides = rest_d.v % si.v == 0 or si.v % rest_d.v == 0
        inside = rest_s.v <= -(-si.v // rest_d.v)
        if not (divides or inside):
            raise Outside("composition: stride divisibility")
        next_s = ceil_div(si, rest_d, "composition")
        next_d = ceil_div(rest_d, si, "composition")
        if next_s.is_(1):
            rest_d = next_d
            continue
        new_s = vmin(next_s, rest_s)
        divisor(new_s, "composition")
        if rest_s.v % new_s.v != 0:
            raise Outside("composition: shape divisibility")
        out.append((new_s, mul(rest_d, di)))
        rest_s = div(rest_s, new_s, "composition")
        rest_d = next_d
    if out and rest_s.is_(1):
        return out
    return out + [(rest_s, mul(rest_d, a[-1][1]))]


def distribute(a, bs, bd):
    if isinstance(bs, tuple):
        parts = [distribute(a, s, d) for s, d in zip(bs, bd)]
        return tuple(p[0] for p in parts), tuple(p[1] for p in parts)
    return from_modes(compose_mode(a, bs, bd))


def compose(a, b):
    return distribute(coalesce(a), b[0], b[1])


def mode(layout, i):
    s, d = layout
    if not isinstance(s, tuple):
        return layout
    return s[i], d[i]


def rank(layout):
    return len(layout[0]) if isinstance(layout[0], tuple) else 1


def tile_layout(elem):
    return elem if isinstance(elem, tuple) else (V(elem), V(1))


def compose_tile(a, tile):
    return [compose(mode(a, i), tile_layout(e)) for i, e in enumerate(tile)]


def divide(a, b):
    m = size(from_modes(coalesce(a))[0])
    comp = from_modes(complement(b, m))
    return compose(a, ((b[0], comp[0]), (b[1], comp[1])))


def divide_tile(a, tile):
    return [divide(mode(a, i), tile_layout(e)) for i, e in enumerate(tile)]


def product(a, b):
    m = mul(size(a[0]), cosize(b))
    comp = from_modes(complement(a, m))
    return compose(comp, b)


def rank_product(a, b):
    r = max(rank(a), rank(b))

    def padded(l):
        ms = [mode(l, i) for i in range(rank(l))]
        ms += [(V(1), V(0))] * (r - len(ms))
        return tuple(m[0] for m in ms), tuple(m[1] for m in ms)
    return product(padded(a), padded(b))


def right_inverse(layout):
    modes = coalesce(layout)
    if any(not (s.static and d.static) for s, d in modes):
        return "partial"
    return None


def left_inverse(layout):
    modes = coalesce(layout)
    for s, d in modes:
        if not d.static and not s.is_(1):
            raise Reject("left_inverse: a dynamic stride")
    covered = 1
    for s, d in sorted(modes, key=lambda sd: sd[1].v):
        if d.v == 0:
            continue
        if d.v < covered:
            raise Outside("left_inverse: not injective")
        covered = d.v * s.v
    return None


def idx2crd(layout):
    for s, d in flat_modes(layout):
        divisor(d, "idx2crd")
        divisor(s, "idx2crd")
    return None


# ---------------------------------------------------------------------------
# Cases
# ---------------------------------------------------------------------------


def operand_leaves(case):
    """The golden values of the input leaves in the tests' order."""
    out = []
    for text, kind in zip(case["args"], case["kinds"]):
        if kind == "layout":
            s, d = golden_text.parse_layout(text, int)
            out += leaves(s) + leaves(d)
        elif kind == "int_tuple":
            out += leaves(golden_text.parse_tuple(text, int))
    return out


def build_operands(case, mask):
    """The operands with V leaves, dynamic where `mask` says so."""
    it = iter(mask)

    def wrap(t):
        if isinstance(t, tuple):
            return tuple(wrap(e) for e in t)
        return V(t, not next(it))
    ops = []
    for text, kind in zip(case["args"], case["kinds"]):
        if kind == "layout":
            s, d = golden_text.parse_layout(text, int)
            ops.append((wrap(s), wrap(d)))
        elif kind == "int_tuple":
            ops.append(wrap(golden_text.parse_tuple(text, int)))
        else:
            elems = []
            for e in golden_text.split_top(text.strip()[1:-1], "|"):
                if ":" in e:
                    s, d = golden_text.parse_layout(e, int)
                    elems.append((wrap_static(s), wrap_static(d)))
                else:
                    elems.append(int(e))
            ops.append(elems)
    return ops


def wrap_static(t):
    if isinstance(t, tuple):
        return tuple(wrap_static(e) for e in t)
    return V(t)


def classify(case, mask):
    """(class, reason) of `case` with the input leaves of `mask` dynamic."""
    ops = build_operands(case, mask)
    name = case["op"]
    tile = case["kinds"][-1] == "tile"
    try:
        if name == "complement":
            m = leaves(ops[1])[0] if len(ops) > 1 else None
            complement(ops[0], m)
        elif name == "composition":
            compose_tile(ops[0], ops[1]) if tile else compose(ops[0], ops[1])
        elif name.endswith("_divide"):
            divide_tile(ops[0], ops[1]) if tile else divide(ops[0], ops[1])
        elif name in ("blocked_product", "raked_product"):
            rank_product(ops[0], ops[1])
        elif name.endswith("_product"):
            product(ops[0], ops[1])
        elif name == "right_inverse":
            if right_inverse(ops[0]):
                return "partial", "right_inverse: a dynamic leaf"
        elif name == "left_inverse":
            left_inverse(ops[0])
        elif name == "idx2crd":
            idx2crd(ops[1])
        elif name not in ("coalesce", "crd2idx", "size", "cosize"):
            raise ValueError(f"unknown golden op {name}")
    except Reject as e:
        return "reject", str(e)
    except Outside as e:
        return "outside", str(e)
    return "evaluable", ""


# ---------------------------------------------------------------------------
# The masks of the unit test
# ---------------------------------------------------------------------------


class SplitMix64:
    """A fixed generator (not Python's random, whose algorithms may change
    between versions): the masks and so the pinned counts are stable."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & (2**64 - 1)
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & (2**64 - 1)
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & (2**64 - 1)
        return z ^ (z >> 31)


def random_half(n, rng):
    """Exactly n // 2 of n leaves, by a Fisher-Yates shuffle."""
    idx = list(range(n))
    for i in range(n - 1, 0, -1):
        j = rng.next() % (i + 1)
        idx[i], idx[j] = idx[j], idx[i]
    mask = [False] * n
    for i in idx[: n // 2]:
        mask[i] = True
    return mask


def load(path):
    with open(path) as f:
        return [(n + 1, json.loads(l)) for n, l in enumerate(f) if l.strip()]


def plan(golden):
    """(line, mode, mask, class, reason) for every case and mode."""
    rng = SplitMix64(0x5F1A7)
    for line, case in golden:
        n = len(operand_leaves(case))
        half = random_half(n, rng)
        for mode, mask in (("dynamic", [True] * n), ("mixed-a", half),
                           ("mixed-b", [not x for x in half])):
            cls, reason = classify(case, mask)
            yield line, mode, mask, cls, reason


def main(argv=None):
    ap = cli.make_parser(__doc__, __spec__)
    ap.add_argument("--plan", action="store_true",
                    help="write the unit test's plan (TSV)")
    ap.add_argument("--summary", action="store_true",
                    help="print counts per mode, class and reason")
    ap.add_argument("-o", "--output", metavar="FILE",
                    help="write here instead of stdout")
    ap.add_argument("jsonl", help="the golden cases, one JSON object a line")
    opts = ap.parse_args(argv)
    golden = load(opts.jsonl)
    rows = list(plan(golden))
    out = []
    if opts.plan:
        for line, mode, mask, cls, reason in rows:
            bits = "".join("1" if b else "0" for b in mask)
            out.append(f"{line}\t{mode}\t{bits}\t{cls}\t{reason}")
    if opts.summary:
        counts = collections.Counter((m, c, r) for _, m, _, c, r in rows)
        for key in sorted(counts):
            out.append(f"{key[0]} {key[1]} {counts[key]} {key[2]}")
    text = "".join(l + "\n" for l in out)
    if opts.output:
        with open(opts.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
