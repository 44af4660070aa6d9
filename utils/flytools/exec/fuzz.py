"""Random fly IR against fly-opt: every input must end in success or an
`error:` diagnostic (exit 0 or 1), never a crash, an abort or a hang.

Generates `--count` functions (split with `// -----`), each applying one
algebra, structural, arithmetic or coordinate op to random operands: static
leaves (including 0, negatives and values near 2^63), dynamic leaves with
widths and divisibilities, `*`, bases, stride 0, deep and wide tuples, tiles.
The written result type is arbitrary, so most cases are rejected; inference
still runs the algebra on every input.

With --lower, a first run collects the inferred result type of every case
(from the verifier's "inferred type(s) '...'" diagnostic), the cases are
rewritten with those types, and the second run also applies the lowering
passes (fly-rewrite-func-signature, fly-canonicalize, fly-layout-lowering,
canonicalize), so the lowering sees random valid inputs.

A run that ends without a crash proves little if few inputs got far:
--min-valid N makes the script also count the cases whose op inferred a
result type (the algebra accepted the operands; without --lower) or that
went through the lowering without an error (with --lower), and print
"fuzz: at least N valid: yes" or "... no" (then exit 1).

Usage: python3 -m flytools.exec.fuzz [--fly-opt PATH] [--seed N] [--count N]
           [--timeout S] [--lower] [--min-valid N]
Exits 1 and prints the offending chunk when fly-opt crashes or times out.
"""

import bisect
import random
import re
import subprocess
import sys
import tempfile

from flytools import cli


def leaf(rng, allow_special=True):
    r = rng.random()
    if not allow_special or r < 0.6:
        return str(rng.choice([1, 1, 2, 2, 3, 4, 4, 5, 6, 8, 8, 12, 16, 32]))
    if r < 0.7:
        return rng.choice(["?", "?{i64}", "?{div=4}", "?{i64 div=16}", "?{div=8}"])
    if r < 0.75:
        return rng.choice(["0", "-1", "-4"])
    if r < 0.8:
        return rng.choice(["4294967296", "9223372036854775807", "65536", "2147483648"])
    return str(rng.randint(1, 100))


def tuple_(rng, depth=0):
    if depth >= 3 or rng.random() < 0.45:
        return leaf(rng)
    n = rng.randint(1, 4)
    return "(" + ",".join(tuple_(rng, depth + 1) for _ in range(n)) + ")"


def congruent_like(rng, shape):
    """A stride tuple with the structure of `shape`."""
    out, i = "", 0
    while i < len(shape):
        c = shape[i]
        if c in "(),":
            out += c
            i += 1
            continue
        j = i
        while j < len(shape) and shape[j] not in "(),":
            j += 1
        r = rng.random()
        if r < 0.15:
            out += "0"
        elif r < 0.25:
            out += rng.choice(["1E0", "1E1", "2E0"])
        else:
            out += leaf(rng)
        i = j
    return out


def layout(rng):
    s = tuple_(rng)
    return f"{s}:{congruent_like(rng, s)}"


def tile(rng):
    elems = []
    for _ in range(rng.randint(1, 3)):
        r = rng.random()
        if r < 0.2:
            elems.append("*")
        elif r < 0.5:
            elems.append(str(rng.randint(1, 8)))
        else:
            elems.append(layout(rng))
    return "[" + "|".join(elems) + "]"


def operand(rng, kind):
    if kind == "layout":
        return f"!fly.layout<{layout(rng)}>"
    if kind == "tuple":
        return f"!fly.int_tuple<{tuple_(rng)}>"
    if kind == "tile":
        return f"!fly.tile<{tile(rng)}>"
    if kind == "composed":
        return f"!fly.composed_layout<S<{rng.randint(0,3)},{rng.randint(0,3)},3> o 0 o {layout(rng)}>"
    if kind == "swizzle":
        return f"!fly.swizzle<S<{rng.randint(0,3)},{rng.randint(0,3)},3>>"
    raise ValueError(kind)


OPS = [
    ("coalesce", ["layout"]), ("coalesce", ["layout", "tuple"]),
    ("composition", ["layout", "layout"]), ("composition", ["layout", "tile"]),
    ("composition", ["composed", "layout"]),
    ("complement", ["layout"]), ("complement", ["layout", "tuple"]),
    ("right_inverse", ["layout"]), ("left_inverse", ["layout"]),
    ("logical_divide", ["layout", "layout"]), ("zipped_divide", ["layout", "tile"]),
    ("tiled_divide", ["layout", "layout"]), ("flat_divide", ["layout", "tile"]),
    ("logical_product", ["layout", "layout"]), ("zipped_product", ["layout", "layout"]),
    ("tiled_product", ["layout", "layout"]), ("flat_product", ["layout", "layout"]),
    ("blocked_product", ["layout", "layout"]), ("raked_product", ["layout", "layout"]),
    ("tile_to_shape", ["layout", "tuple", "tuple"]),
    ("crd2idx", ["tuple", "layout"]), ("crd2idx", ["tuple", "swizzle"]),
    ("crd2idx", ["tuple", "composed"]), ("idx2crd", ["tuple", "layout"]),
    ("get_flat_coord", ["tuple", "layout"]), ("get_1d_coord", ["tuple", "layout"]),
    ("size", ["layout"]), ("size", ["tuple"]), ("cosize", ["layout"]),
    ("coshape", ["layout"]), ("coprofile", ["layout"]),
    ("int_tuple_add", ["tuple", "tuple"]), ("int_tuple_sub", ["tuple", "tuple"]),
    ("int_tuple_mul", ["tuple", "tuple"]), ("int_tuple_div", ["tuple", "tuple"]),
    ("int_tuple_mod", ["tuple", "tuple"]), ("int_tuple_product", ["tuple"]),
    ("int_tuple_product_each", ["tuple"]), ("int_tuple_product_like", ["tuple", "tuple"]),
    ("shape_div", ["tuple", "tuple"]), ("ceil_div", ["tuple", "tuple"]),
    ("slice", ["layout", "tuple"]), ("dice", ["layout", "tuple"]),
    ("slice", ["composed", "tuple"]), ("slice", ["tuple", "tuple"]),
    ("make_layout", ["tuple", "tuple"]), ("make_ordered_layout", ["tuple", "tuple"]),
    ("make_identity_layout", ["tuple"]), ("make_layout_like", ["layout"]),
    ("make_fragment_layout_like", ["layout"]),
]

ATTR_OPS = [
    ("get", "layout", lambda r: f"{{mode = array<i32: {r.randint(-1, 4)}, {r.randint(0, 2)}>}}"),
    ("take", "layout", lambda r: f"{{begin = {r.randint(-1, 3)} : i32, end = {r.randint(0, 5)} : i32}}"),
    ("select", "tuple", lambda r: f"{{indices = array<i32: {r.randint(-1, 4)}, 0>}}"),
    ("group", "layout", lambda r: f"{{begin = {r.randint(0, 3)} : i32, end = {r.randint(0, 5)} : i32}}"),
    ("recast_layout", "layout", lambda r: f"{{new_type_bits = {r.choice([0, 4, 8, 16, 32, 48])} : i32, old_type_bits = {r.choice([1, 8, 16, 32])} : i32}}"),
]


def case(rng, i):
    if rng.random() < 0.15:
        name, kind, attr = rng.choice(ATTR_OPS)
        types = [operand(rng, kind)]
    else:
        name, kinds = rng.choice(OPS)
        types = [operand(rng, k) for k in kinds]
        attr = lambda r: ""
    result = rng.choice(["!fly.layout<1:0>", "!fly.int_tuple<1>", "!fly.layout<(2,2):(1,2)>"])
    params = ", ".join(f"%a{j}: {t}" for j, t in enumerate(types))
    ops = ", ".join(f"%a{j}" for j in range(len(types)))
    return (f"func.func @f{i}({params}) {{\n"
            f"  %r = fly.{name}({ops}) {attr(rng)} : ({', '.join(types)}) -> {result}\n"
            f"  return\n}}\n")


LOWERING = ["--fly-rewrite-func-signature", "--fly-canonicalize",
            "--fly-layout-lowering", "--canonicalize"]
INFERRED = re.compile(r":(\d+):\d+: error: .* inferred type\(s\) '([^']*)' are incompatible")
ERROR = re.compile(r":(\d+):\d+: error: ")


def chunk_of(chunks):
    """Maps a line of the joined file to the index of its chunk."""
    starts, line = [], 1
    for c in chunks:
        starts.append(line)
        line += c.count("\n") + 2  # the "// -----" separator line
    return lambda lineno: bisect.bisect_right(starts, lineno) - 1


def with_inferred_types(chunks, stderr):
    """The chunks whose op reported its inferred type, rewritten to use it."""
    index = chunk_of(chunks)
    fixed = []
    for m in INFERRED.finditer(stderr):
        lineno, inferred = int(m.group(1)), m.group(2)
        i = index(lineno)
        if "," in inferred.split("<")[0]:
            continue  # several results
        head, _, tail = chunks[i].partition(") -> ")
        fixed.append(head + ") -> " + inferred + "\n" + tail.split("\n", 1)[1])
    return fixed


def count_valid(chunks, stderr, lowering):
    """Cases that got far: without lowering, those whose op inferred a type
    (no error, or only the written type disagreed); with lowering, those
    without any error."""
    index = chunk_of(chunks)
    failed = {index(int(m.group(1))) for m in ERROR.finditer(stderr)}
    if lowering:
        return len(chunks) - len(failed)
    inferred = {index(int(m.group(1))) for m in INFERRED.finditer(stderr)}
    return len(chunks) - len(failed) + len(inferred & failed)


def run(fly_opt, text, timeout, passes=()):
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
        path = f.name
    try:
        p = subprocess.run([fly_opt, path, "-split-input-file", *passes, "-o", "/dev/null"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           timeout=timeout, text=True, errors="replace")
        return p.returncode, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", ""


def run_group(opts, chunks):
    """One fly-opt run over `chunks` (after a typing run with --lower).
    Returns (cases run, error diagnostics, valid count, None) or a failure
    message as the last element."""
    passes = ()
    if opts.lower:
        _, err = run(opts.fly_opt, "\n// -----\n".join(chunks), opts.timeout)
        chunks = with_inferred_types(chunks, err)
        passes = LOWERING
    code, err = run(opts.fly_opt, "\n// -----\n".join(chunks), opts.timeout,
                    passes)
    if code in (0, 1):
        return (len(chunks), err.count("error:"),
                count_valid(chunks, err, opts.lower), None)
    # Find the first offending chunk one by one.
    for c in chunks:
        c_code, _ = run(opts.fly_opt, c, opts.timeout, passes)
        if c_code not in (0, 1):
            return 0, 0, 0, f"fly-opt ended with {c_code} on:\n{c}"
    return 0, 0, 0, (f"fly-opt ended with {code} on a whole group (no single "
                     "chunk reproduces)")


# fly-opt's time grows faster than linearly with the number of chunks of one
# file, so the cases go in groups.
GROUP = 2000


def main(argv=None):
    ap = cli.make_parser(__doc__, __spec__)
    cli.add_fly_opt_argument(ap)
    ap.add_argument("--seed", type=int, default=1, metavar="N",
                    help="the random generator's seed (default: 1)")
    ap.add_argument("--count", type=int, default=2000, metavar="N",
                    help="how many functions to generate (default: 2000)")
    ap.add_argument("--timeout", type=float, default=120, metavar="S",
                    help="seconds one fly-opt run may take (default: 120)")
    ap.add_argument("--lower", action="store_true",
                    help="type the cases first, then run the lowering "
                         "passes on them too")
    ap.add_argument("--min-valid", type=int, metavar="N",
                    help="fail unless at least this many cases inferred a "
                         "type (or lowered, with --lower)")
    opts = ap.parse_args(argv)
    opts.fly_opt = cli.fly_opt(ap, opts.fly_opt)
    rng = random.Random(opts.seed)
    chunks = [case(rng, i) for i in range(opts.count)]
    cases = errors = valid = 0
    for g in range(0, len(chunks), GROUP):
        n, e, v, failure = run_group(opts, chunks[g:g + GROUP])
        if failure:
            print(f"fuzz: {failure}")
            return 1
        cases, errors, valid = cases + n, errors + e, valid + v
    if opts.lower:
        print(f"fuzz: lowering {cases} valid cases")
    print(f"fuzz: {cases} cases, seed {opts.seed}: no crash "
          f"({errors} error diagnostics)")
    if opts.min_valid is None:
        return 0
    what = "lowered" if opts.lower else "valid"
    ok = valid >= opts.min_valid
    print(f"fuzz: {valid} {what}")
    print(f"fuzz: at least {opts.min_valid} {what}: {'yes' if ok else 'no'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
