"""Checks a picture fly-draw wrote against the independent model of
flytools.draw.model: every cell's label and fill colour, the grid sizes, and
for a bank map the conflict count, the red (conflicting) and dimmed cells.

The picture is read back structurally: the SVG is parsed as XML (each
<g class="cell" data-row data-col> holds a <rect fill> and a <text>); the
HTML page's figures come from flytools.draw.page_check, which parses the DOM
the browser produced into the same Picture form.

Usage (python3 -m flytools.draw.check ...):
  ... layout  TYPE FILE.svg          a layout or composed layout
  ... tv      TYPE TILE FILE.svg     a layout drawn with --tile
  ... tiled-copy TYPE FILE.svg
  ... tiled-mma  TYPE FILE.svg       a tiled MMA or an MMA atom
  ... copy-atom  TYPE FILE.svg       a single-lane copy atom
  ... bank-map TYPE FILE.svg --chip C --elem-bits N
      [--access A] [--vector-bits N] [--wave N] [--byte-swizzle S<..>]
Prints "draw-check: <kind>: N cells match" or the mismatches; exits 1 on any.
"""

import sys
import xml.etree.ElementTree as ET

from flytools import cli
from flytools.draw import model

SVG = "{http://www.w3.org/2000/svg}"


class Picture:
    """What a figure shows: its attributes and, per panel title, the grid
    size and each cell's (label, fill, classes)."""

    def __init__(self, kind, attrs):
        self.kind, self.attrs, self.panels = kind, attrs, {}


def picture_from_svg(root):
    """A Picture from an <svg class="fly-figure"> element (ElementTree, with
    or without the SVG namespace)."""
    def tag(e):
        return e.tag.replace(SVG, "")

    pic = Picture(root.get("data-kind"),
                  {k[5:]: v for k, v in root.attrib.items() if k.startswith("data-")})
    for panel in root:
        if tag(panel) != "g" or panel.get("class") != "panel":
            continue
        cells = {}
        for cell in panel:
            classes = (cell.get("class") or "").split()
            if tag(cell) != "g" or "cell" not in classes:
                continue
            rect = [e for e in cell if tag(e) == "rect"][0]
            text = [e for e in cell if tag(e) == "text"][0]
            key = (int(cell.get("data-row")), int(cell.get("data-col")))
            assert key not in cells, f"cell {key} drawn twice"
            cells[key] = (text.text or "", rect.get("fill"), set(classes))
        pic.panels[panel.get("data-title")] = (
            int(panel.get("data-rows")), int(panel.get("data-cols")), cells)
    return pic


def panel_named(pic, prefix):
    """The panel whose title starts with `prefix` ('' for an untitled one)."""
    found = [t for t in pic.panels if (t.startswith(prefix) if prefix else t == "")]
    if len(found) != 1:
        raise AssertionError(f"expected one panel '{prefix}...', found {list(pic.panels)}")
    return pic.panels[found[0]]


def compare_panels(pic, expected, errors):
    """expected: {title prefix: (rows, cols, {(r, c): (label, fill)})}; an
    expected empty cell is one no model entry names."""
    checked = 0
    for prefix, (rows, cols, cells) in expected.items():
        got_rows, got_cols, got = panel_named(pic, prefix)
        if (got_rows, got_cols) != (rows, cols):
            errors.append(f"panel '{prefix}': {got_rows}x{got_cols}, expected {rows}x{cols}")
            continue
        if len(got) != rows * cols:
            errors.append(f"panel '{prefix}': {len(got)} cells, expected {rows * cols}")
        for r in range(rows):
            for c in range(cols):
                want = cells.get((r, c), ("", "#ffffff"))
                label, fill, _ = got.get((r, c), (None, None, None))
                if (label, fill) != want:
                    errors.append(f"panel '{prefix}' cell ({r},{c}): "
                                  f"{label!r} {fill}, expected {want[0]!r} {want[1]}")
                checked += 1
    return checked


def expected_for(kind, type_text, tile=None):
    """The model's panels for a figure of `kind` drawn from `type_text`."""
    if kind in ("layout", "composed-layout"):
        body = type_text
        for prefix in ("!fly.layout", "!fly.composed_layout"):
            if type_text.startswith(prefix + "<"):
                body = model.type_body(type_text, prefix)
        return model.expect_layout(model.parse_fn(body))
    if kind == "tv-layout":
        tv = model.Layout.parse(model.type_body(type_text, "!fly.layout"))
        rows, cols, cells = model.expect_tv(tv, model.parse_tile(tile))
        return {"": (rows, cols, cells)}
    if kind == "tiled-copy":
        return model.expect_tiled_copy(type_text)
    if kind in ("tiled-mma", "mma-atom"):
        return model.expect_tiled_mma(type_text)
    if kind == "copy-atom":
        return model.expect_copy_atom(type_text)
    raise NotImplementedError(kind)


def check_picture(pic, kind, type_text, tile=None):
    """Errors of a picture against the model (an empty list: it matches),
    and the number of cells compared."""
    errors = []
    if pic.kind != kind:
        return [f"figure kind {pic.kind!r}, expected {kind!r}"], 0
    checked = compare_panels(pic, expected_for(kind, type_text, tile), errors)
    return errors, checked


def check_bank_map(pic, type_text, opts):
    errors = []
    body = type_text
    byte_swizzle = model.parse_primary(opts.byte_swizzle) if opts.byte_swizzle else None
    if type_text.startswith("!fly.memref<"):
        body = ", ".join(model.split_top(model.type_body(type_text, "!fly.memref"), ",")[2:3])
    for prefix in ("!fly.layout", "!fly.composed_layout"):
        if type_text.startswith(prefix + "<"):
            body = model.type_body(type_text, prefix)
    want = model.simulate_banks(model.parse_fn(body), opts.elem_bits, opts.chip,
                                opts.access, opts.vector_bits, opts.wave,
                                byte_swizzle=byte_swizzle)
    for key, attr in (("conflicts", "conflicts"), ("max_ways", "max-ways"),
                      ("phases", "phases")):
        if pic.attrs.get(attr) != str(want[key]):
            errors.append(f"{attr} = {pic.attrs.get(attr)}, brute force: {want[key]}")
    checked = compare_panels(pic, {"banks": (want["rows"], want["cols"], want["cells"])},
                             errors)
    _, _, cells = panel_named(pic, "banks")
    red = {rc for rc, (_, _, cls) in cells.items() if "conflict" in cls}
    dim = {rc for rc, (_, _, cls) in cells.items() if "dim" in cls}
    if red != want["conflict_cells"]:
        errors.append(f"conflicting cells differ: drawn only {sorted(red - want['conflict_cells'])[:8]}, "
                      f"missing {sorted(want['conflict_cells'] - red)[:8]}")
    if dim != want["dim_cells"]:
        errors.append("dimmed (untouched) cells differ")
    return errors, checked, want


def main(argv=None):
    ap = cli.make_parser(__doc__, __spec__)
    ap.add_argument("kind", choices=["layout", "tv", "tiled-copy", "tiled-mma",
                                     "copy-atom", "bank-map"],
                    help="what the picture shows (see below)")
    ap.add_argument("args", nargs="+", metavar="ARG",
                    help="the type drawn, for tv its tile, then the SVG file")
    ap.add_argument("--chip", help="bank-map: the chip whose banks are drawn")
    ap.add_argument("--elem-bits", type=int, metavar="N",
                    help="bank-map: the element width in bits")
    ap.add_argument("--access", default="rows",
                    help="bank-map: rows, cols or a (lane, value) layout, as "
                         "fly-draw --access (default: rows)")
    ap.add_argument("--vector-bits", type=int, default=128, metavar="N",
                    help="bank-map: bits per access (default: 128)")
    ap.add_argument("--wave", type=int, default=0, metavar="N",
                    help="bank-map: the wave (or warp) drawn (default: 0)")
    ap.add_argument("--byte-swizzle", metavar="S<B,M,S>",
                    help="bank-map: a swizzle of the byte addresses")
    opts = ap.parse_args(argv)
    type_text, svg = opts.args[0], opts.args[-1]
    pic = picture_from_svg(ET.parse(svg).getroot())
    if opts.kind == "bank-map":
        errors, checked, want = check_bank_map(pic, type_text, opts)
        summary = f"{checked} cells match, {want['conflicts']} extra cycles " \
                  f"(worst {want['max_ways']}-way) by brute force"
    else:
        kind = {"tv": "tv-layout"}.get(opts.kind, opts.kind)
        if opts.kind == "layout" and pic.kind == "composed-layout":
            kind = "composed-layout"
        if opts.kind == "tiled-mma" and pic.kind == "mma-atom":
            kind = "mma-atom"
        tile = opts.args[1] if opts.kind == "tv" else None
        errors, checked = check_picture(pic, kind, type_text, tile)
        summary = f"{checked} cells match"
    for e in errors[:20]:
        print("MISMATCH:", e)
    if errors:
        print(f"draw-check: {opts.kind}: {len(errors)} mismatches")
        return 1
    print(f"draw-check: {opts.kind}: {summary}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
