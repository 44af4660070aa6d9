"""Loads a page of `fly-draw --page` in a real headless browser and checks
the DOM the browser built.

1. The values the page must show are counted independently: fly-opt prints
   the module in generic form (one op per line, every result and block
   argument typed), and every result or block argument whose type is a
   layout, composed layout, swizzle, tiled copy, tiled MMA, copy atom or MMA
   atom is one expected figure.
2. chromium --headless --dump-dom loads the page (no sandbox, no GPU, a fresh
   profile, every host name unresolvable so nothing could be fetched) and
   prints the DOM after parsing; that DOM is read back here.
3. The DOM must hold one <figure class="fly-value"> per expected value (the
   same multiset of types), each captioned with its type and a location,
   each with its SVG picture, unless the type has dynamic leaves (then a
   reason); nothing may load anything (no script, link, img, iframe, object,
   embed, src attribute, external href or CSS url()).
4. Every drawn figure whose kind flytools.draw.model knows (layouts,
   composed layouts, tiled copies with single-lane atoms, tiled MMAs and MMA
   atoms with universal FMA or AMD MFMA/WMMA atoms, single-lane copy atoms) is
   compared cell by cell with the model (flytools.draw.check).

Usage: python3 -m flytools.draw.page_check --chromium PATH [--fly-opt PATH]
           MODULE.mlir PAGE.html
Prints one summary line (with the browser's time); exits 1 on any failure.
"""

import collections
import html.parser
import os
import re
import subprocess
import sys
import tempfile
import time

from flytools import cli
from flytools.draw import check as draw_check
from flytools.draw import model

DRAWN = ("!fly.layout<", "!fly.composed_layout<", "!fly.swizzle<",
         "!fly.tiled_copy<", "!fly.tiled_mma<", "!fly.copy_atom<",
         "!fly.mma_atom<")


# --- The values of a module, from fly-opt's generic form. ---------------------


def generic_value_types(fly_opt, module):
    out = subprocess.run([fly_opt, "--mlir-print-op-generic", module],
                         capture_output=True, text=True, check=True).stdout
    types = []
    pending = []  # result counts of region-holding ops, by nesting
    for line in out.splitlines():
        text = line.strip()
        block = re.match(r"\^bb\d+\((.*)\):$", text)
        if block:
            for arg in model.split_top(block.group(1), ","):
                types.append(arg.split(":", 1)[1].strip())
            continue
        results = None
        if text.startswith("%") and " = \"" in text:
            results = text
            if text.endswith("({"):
                pending.append(text)  # its types come at the closing "})"
                continue
        elif text.startswith("})") and pending and " : " in text:
            results = pending.pop()
            text = results + text
        elif text.endswith("({"):
            pending.append("")
            continue
        elif text.startswith("})") and pending:
            pending.pop()
            continue
        if results:
            signature = model.split_top(text, " : ")[-1]
            outs = model.split_top(signature, "->")[-1].strip()
            if outs.startswith("(") and outs.endswith(")"):
                outs = model.split_top(outs[1:-1], ",")
            else:
                outs = [outs]
            types.extend(t.strip() for t in outs if t.strip())
    return [t for t in types if t.startswith(DRAWN)]


# --- The DOM, as the browser printed it. --------------------------------------

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link",
        "meta", "source", "track", "wbr"}


class Element:
    """Enough of ElementTree's interface for draw_check.picture_from_svg."""

    def __init__(self, tag, attrib):
        self.tag, self.attrib, self.children, self.text = tag, attrib, [], ""

    def get(self, key, default=None):
        return self.attrib.get(key, default)

    def __iter__(self):
        return iter(self.children)

    def iter(self):
        yield self
        for c in self.children:
            yield from c.iter()

    def all_text(self):
        return self.text + "".join(c.all_text() for c in self.children)


class DomBuilder(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Element("#document", {})
        self.stack = [self.root]

    def handle_starttag(self, tag, attrs):
        e = Element(tag, {k: (v or "") for k, v in attrs})
        self.stack[-1].children.append(e)
        if tag not in VOID:
            self.stack.append(e)

    def handle_startendtag(self, tag, attrs):
        self.stack[-1].children.append(Element(tag, {k: (v or "") for k, v in attrs}))

    def handle_endtag(self, tag):
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tag == tag:
                del self.stack[i:]
                return

    def handle_data(self, data):
        self.stack[-1].text += data


def load_in_browser(chromium, page):
    with tempfile.TemporaryDirectory() as profile:
        cmd = [chromium, "--headless", "--no-sandbox", "--disable-gpu",
               "--disable-dev-shm-usage", "--no-first-run", "--disable-extensions",
               "--disable-background-networking", "--user-data-dir=" + profile,
               "--host-resolver-rules=MAP * ~NOTFOUND",
               "--dump-dom", "file://" + os.path.abspath(page)]
        start = time.monotonic()
        run = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        seconds = time.monotonic() - start
    if run.returncode != 0 or "<html" not in run.stdout:
        raise RuntimeError(f"chromium failed ({run.returncode}): {run.stderr[-2000:]}")
    dom = DomBuilder()
    dom.feed(run.stdout)
    return dom.root, seconds


def classes(e):
    return (e.get("class") or "").split()


# --- Checks. ------------------------------------------------------------------


def model_kind(type_text, picture_kind):
    """The draw_check kind to compare a figure of this type with, or None."""
    try:
        if picture_kind in ("layout", "composed-layout"):
            return picture_kind
        if picture_kind == "tiled-copy":
            model.parse_tiled_copy(type_text)
            return picture_kind
        if picture_kind in ("tiled-mma", "mma-atom"):
            model.atom_model(model.parse_tiled_mma(type_text)[0])
            return picture_kind
        if picture_kind == "copy-atom":
            model.expect_copy_atom(type_text)
            return picture_kind
    except NotImplementedError:
        return None
    return None


def check_page(root, expected):
    errors = []
    for e in root.iter():
        if e.tag in ("script", "link", "img", "iframe", "object", "embed", "base"):
            errors.append(f"the page has a <{e.tag}> element")
        if "src" in e.attrib:
            errors.append(f"<{e.tag}> has a src attribute")
        href = e.get("href")
        if href is not None and not href.startswith("#"):
            errors.append(f"<{e.tag}> links outside the page: {href}")
        if e.tag == "style" and ("url(" in e.all_text() or "@import" in e.all_text()):
            errors.append("a style sheet loads a resource")
    figures = [e for e in root.iter() if e.tag == "figure" and "fly-value" in classes(e)]
    got = collections.Counter(f.get("data-type") for f in figures)
    want = collections.Counter(expected)
    if got != want:
        errors.append(f"{len(figures)} figures for {len(expected)} values; "
                      f"missing {list((want - got).elements())[:5]}, "
                      f"extra {list((got - want).elements())[:5]}")
    sections = [e for e in root.iter() if e.tag == "section" and "function" in classes(e)]
    in_sections = sum(1 for s in sections for e in s.iter()
                      if e.tag == "figure" and "fly-value" in classes(e))
    if in_sections != len(figures):
        errors.append("figures outside a function section")
    drawn = compared = dynamic = cells = 0
    for f in figures:
        type_text = f.get("data-type")
        caption = [e for e in f if e.tag == "figcaption"]
        if not caption or type_text not in caption[0].all_text():
            errors.append(f"figure of {type_text}: no caption with its type")
        if not re.fullmatch(r"[^:]+:\d+:\d+", f.get("data-loc") or ""):
            errors.append(f"figure of {type_text}: no location ({f.get('data-loc')!r})")
        svgs = [e for e in f if e.tag == "svg"]
        if not svgs:
            why = " ".join(e.all_text() for e in f if e.tag == "p")
            if "?" in type_text and "dynamic" in why:
                dynamic += 1
            else:
                errors.append(f"figure of {type_text} not drawn: {why}")
            continue
        drawn += 1
        pic = draw_check.picture_from_svg(svgs[0])
        for title, (rows, cols, got_cells) in pic.panels.items():
            cells += len(got_cells)
            if len(got_cells) != rows * cols or not rows * cols:
                errors.append(f"figure of {type_text}: panel {title!r} has "
                              f"{len(got_cells)} cells for {rows}x{cols}")
        kind = model_kind(type_text, pic.kind)
        if kind:
            errs, _ = draw_check.check_picture(pic, kind, type_text)
            errors.extend(f"figure of {type_text}: {e}" for e in errs[:5])
            compared += 1
    return errors, {"figures": len(figures), "drawn": drawn, "compared": compared,
                    "dynamic": dynamic, "cells": cells, "sections": len(sections)}


def main(argv=None):
    ap = cli.make_parser(__doc__, __spec__)
    ap.add_argument("--chromium", required=True, metavar="PATH",
                    help="the browser that loads the page (headless)")
    cli.add_fly_opt_argument(ap)
    ap.add_argument("module", help="the module fly-draw --page drew")
    ap.add_argument("page", help="the HTML page fly-draw --page wrote")
    opts = ap.parse_args(argv)
    opts.fly_opt = cli.fly_opt(ap, opts.fly_opt)
    expected = generic_value_types(opts.fly_opt, opts.module)
    root, seconds = load_in_browser(opts.chromium, opts.page)
    errors, n = check_page(root, expected)
    for e in errors[:30]:
        print("FAILED:", e)
    name = os.path.basename(opts.page)
    print(f"draw-page-check: {name}: {n['figures']} figures for {len(expected)} "
          f"values in {n['sections']} sections; {n['drawn']} drawn "
          f"({n['cells']} cells), {n['compared']} compared with the model, "
          f"{n['dynamic']} dynamic; browser {seconds:.1f} s"
          + (f"; {len(errors)} FAILURES" if errors else ""))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
