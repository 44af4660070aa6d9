"""Executed test of nested composed views and fly.decomposition on the CPU.

A composed layout C = g o o o h (h plain or itself composed) is the function
c -> g(o + h(c)). For each configuration this writes a module that fills an
i32 buffer with its own indices, makes a view of it with a nested composed
layout, and loads every coordinate twice: through the composed view (index
arithmetic at every level) and through fly.decomposition of it (iterator +
offset, plain layout). The module is lowered (fly-layout-lowering,
convert-fly-to-llvm, the standard conversions) and run with mlir-runner; each
printed value is the index the coordinate reached.

The expected indices are computed here, independently of the library: a
small CuTe evaluator (colexicographic coordinates, strides, swizzles, the
composition rule above). For decomposition the expectation is the same
function, except that an outermost swizzle leaves the layout (the op's
documented semantics: the swizzle goes to the pointer), so the expected
index is S(o + k_h) + L(c) there.

Some configurations take their offsets as runtime i32 arguments
(fly.make_composed_layout of make_int_tuple values), so the lowering
computes them with arith at run time.

Usage: python3 -m flytools.exec.composed_view [--fly-opt PATH] --mlir-runner PATH
           --lib-dir DIR
Prints "composed-view-exec: N passed, M failed" and exits non-zero on failure.
"""

import sys

from flytools.exec.harness import lower_and_run, parse_args


# --- An independent evaluator of layouts, swizzles and composed layouts. ---

def parse_tuple(text):
    """'(4,(2,3))' -> nested tuples of ints; '8' -> 8."""
    pos = 0

    def parse():
        nonlocal pos
        if text[pos] == "(":
            pos += 1
            items = []
            while True:
                items.append(parse())
                if text[pos] == ",":
                    pos += 1
                    continue
                assert text[pos] == ")"
                pos += 1
                return tuple(items)
        start = pos
        while pos < len(text) and (text[pos].isdigit() or text[pos] == "-"):
            pos += 1
        return int(text[start:pos])

    value = parse()
    assert pos == len(text), text
    return value


def flatten(t):
    return [x for e in t for x in flatten(e)] if isinstance(t, tuple) else [t]


class Layout:
    def __init__(self, text):
        shape, stride = text.split(":")
        self.shape = flatten(parse_tuple(shape))
        self.stride = flatten(parse_tuple(stride))
        self.text = text

    def size(self):
        n = 1
        for s in self.shape:
            n *= s
        return n

    def __call__(self, i):
        """The layout at 1-D index i (colexicographic; the last mode takes
        whatever exceeds the others, CuTe's extension rule)."""
        out = 0
        for k, (s, d) in enumerate(zip(self.shape, self.stride)):
            last = k == len(self.shape) - 1
            c = i if last else i % s
            i = i // s
            out += c * d
        return out


class Swizzle:
    def __init__(self, mask, base, shift):
        self.mask, self.base, self.shift = mask, base, shift
        self.text = f"S<{mask},{base},{shift}>"

    def __call__(self, x):
        m = ((1 << self.mask) - 1) << (self.base + self.shift)
        return x ^ ((x & m) >> self.shift)


class Composed:
    """inner o offset o outer: c -> inner(offset + outer(c))."""

    def __init__(self, inner, offset, outer):
        self.inner, self.offset, self.outer = inner, offset, outer

    def __call__(self, i):
        return self.inner(self.offset + self.outer(i))

    def plain(self):
        return self.outer.plain() if isinstance(self.outer, Composed) else self.outer

    def size(self):
        return self.plain().size()

    def text(self, offsets_text):
        """The Fly type text; offsets_text[k] replaces level k's offset."""
        outer = (f"[{self.outer.text(offsets_text[1:])}]"
                 if isinstance(self.outer, Composed) else self.outer.text)
        return f"{self.inner.text} o {offsets_text[0]} o {outer}"

    def levels(self):
        return [self] + (self.outer.levels() if isinstance(self.outer, Composed) else [])


def decomposed(c, i):
    """Where decomposition sends 1-D index i: C itself, except that an
    outermost swizzle is applied to the offset only."""
    if isinstance(c.inner, Swizzle):
        k = c.inner(c.offset + c.outer(0))
        return k + (c.outer(i) - c.outer(0))
    return c(i)


# (name, composed layout, dynamic offsets)
CONFIGS = [
    # The issue's view: 2*(5 + 3*(7 + L(c))), offset 52 at c = 0.
    ("scaled_two_levels",
     Composed(Layout("128:2"), 5, Composed(Layout("128:3"), 7, Layout("(4,8):(1,4)"))),
     False),
    ("scaled_two_levels_dynamic",
     Composed(Layout("128:2"), 5, Composed(Layout("128:3"), 7, Layout("(4,8):(1,4)"))),
     True),
    # Multi-mode inner layouts that coalesce to one mode, a row-major plain
    # layout, three levels.
    ("identity_levels",
     Composed(Layout("(8,8):(1,8)"), 3,
              Composed(Layout("64:1"), 9, Composed(Layout("(4,16):(1,4)"), 2,
                                                   Layout("(2,4):(4,1)")))),
     False),
    ("identity_levels_dynamic",
     Composed(Layout("(8,8):(1,8)"), 3,
              Composed(Layout("64:1"), 9, Composed(Layout("(4,16):(1,4)"), 2,
                                                   Layout("(2,4):(4,1)")))),
     True),
    # A scale from a two-mode layout ((2,32):(3,6) coalesces to 64:3).
    ("scale_from_two_modes",
     Composed(Layout("(2,32):(3,6)"), 1, Composed(Layout("64:1"), 4,
                                                  Layout("((2,2),3):((1,6),2)"))),
     False),
    # An outermost swizzle over a scaled level: the composed view applies it
    # to every index; decomposition moves S(o + k_h) into the iterator.
    ("swizzle_over_scaled",
     Composed(Swizzle(2, 1, 2), 3, Composed(Layout("64:2"), 1, Layout("(4,4):(4,1)"))),
     False),
]


def module(name, c, dynamic):
    levels = c.levels()
    offsets = [lvl.offset for lvl in levels]
    ctype = "!fly.composed_layout<" + c.text(["?" if dynamic else str(o) for o in offsets]) + ">"
    size = c.size()
    plain = c.plain()
    span = max(max(c(i), decomposed(c, i)) for i in range(size)) + 1
    ptr = "!fly.ptr<i32, generic>"
    view_t = "!fly.memref<i32, generic, " + ctype[len("!fly.composed_layout<"):-1] + ">"

    lines = []
    args = "".join(f", %o{k}: i32" for k in range(len(levels))) if dynamic else ""
    lines.append(f"func.func @view_{name}(%p: {ptr}{args}) {{")
    if dynamic:
        # Rebuild the composed layout from the innermost level outwards.
        def fn_type(f):
            return f"!fly.swizzle<{f.text}>" if isinstance(f, Swizzle) else f"!fly.layout<{f.text}>"
        prev_val, prev_type = "%plain", f"!fly.layout<{plain.text}>"
        lines.append(f"  %plain = fly.static : {prev_type}")
        for k in reversed(range(len(levels))):
            lvl = levels[k]
            inner_t = fn_type(lvl.inner)
            lines.append(f"  %g{k} = fly.static : {inner_t}")
            lines.append(f"  %t{k} = fly.make_int_tuple(%o{k}) : (i32) -> !fly.int_tuple<?>")
            sub = lvl.text(["?"] * (len(levels) - k))
            ltype = f"!fly.composed_layout<{sub}>"
            lines.append(f"  %c{k} = fly.make_composed_layout(%g{k}, %t{k}, {prev_val}) : "
                         f"({inner_t}, !fly.int_tuple<?>, {prev_type}) -> {ltype}")
            prev_val, prev_type = f"%c{k}", ltype
        lines.append(f"  %v = fly.make_view(%p, %c0) : ({ptr}, {ctype}) -> {view_t}")
    else:
        lines.append(f"  %l = fly.static : {ctype}")
        lines.append(f"  %v = fly.make_view(%p, %l) : ({ptr}, {ctype}) -> {view_t}")
    lines.append(f"  %d = fly.decomposition(%v) : ({view_t}) -> DECOMPOSED")
    for i in range(size):
        lines.append(f"  %i{i} = fly.static : !fly.int_tuple<{i}>")
        lines.append(f"  %x{i} = fly.memref.load(%v, %i{i}) : ({view_t}, !fly.int_tuple<{i}>) -> i32")
        lines.append(f"  vector.print %x{i} : i32")
        lines.append(f"  %y{i} = fly.memref.load(%d, %i{i}) : (DECOMPOSED, !fly.int_tuple<{i}>) -> i32")
        lines.append(f"  vector.print %y{i} : i32")
    lines.append("  return")
    lines.append("}")
    call_args = "".join(f", %k{k}" for k in range(len(levels))) if dynamic else ""
    consts = "".join(f"  %k{k} = arith.constant {o} : i32\n" for k, o in enumerate(offsets)) if dynamic else ""
    call_types = "".join(", i32" for _ in levels) if dynamic else ""
    lines.append(f"""
func.func @run_{name}() {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant {span} : index
  %buf = memref.alloca() : memref<{span}xi32>
  scf.for %i = %c0 to %cn step %c1 {{
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %buf[%i] : memref<{span}xi32>
  }}
  %pb = memref.extract_aligned_pointer_as_index %buf : memref<{span}xi32> -> index
  %pb64 = arith.index_cast %pb : index to i64
  %p = fly.inttoptr(%pb64) : (i64) -> {ptr}
{consts}  func.call @view_{name}(%p{call_args}) : ({ptr}{call_types}) -> ()
  return
}}
""")
    return "\n".join(lines), size


def decomposed_type(c):
    """The decomposition's plain layout, computed here: strides scaled by
    every linear level, an outermost swizzle dropped."""
    scale = 1
    for lvl in c.levels():
        if isinstance(lvl.inner, Layout):
            # A linear layout: its value at 1 is its scale.
            scale *= lvl.inner(1) - lvl.inner(0)
    plain = c.plain()
    shape, stride = plain.text.split(":")
    scaled = stride
    # Scale every integer of the stride text.
    out, num = "", ""
    for ch in stride + " ":
        if ch.isdigit():
            num += ch
            continue
        if num:
            out += str(int(num) * scale)
            num = ""
        out += ch
    return f"!fly.memref<i32, generic, {shape}:{out.strip()}>"


def main(argv=None):
    opts = parse_args(__doc__, __spec__, "composed-view-exec-", argv)
    passed = failed = 0
    for name, c, dynamic in CONFIGS:
        text, size = module(name, c, dynamic)
        text = text.replace("DECOMPOSED", decomposed_type(c))
        got, error = lower_and_run(opts, name, text)
        want = []
        for i in range(size):
            want += [c(i), decomposed(c, i)]
        if got == want:
            passed += 1
            print(f"  {name}: {size} coordinates: ok")
        else:
            failed += 1
            print(f"FAILURE {name}: expected {want}\n  got {got}\n  {error or ''}")
    print(f"composed-view-exec: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
