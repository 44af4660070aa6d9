//===- Emit.h - Writing a figure as SVG, text, Typst or TikZ --------------===//
//
// One emitter per format, each a pure function of the figure:
//   svg    a standalone SVG document (the default); every cell is a
//          <g class="cell" data-row data-col> holding its <rect> (fill =
//          palette colour) and <text> (label), so tools and tests can read
//          the picture back;
//   text   a grid for a terminal, in the style of CuTe's print_layout;
//   typst  a Typst document (tables), for papers;
//   tikz   a standalone LaTeX/TikZ document, for papers.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_DRAW_EMIT_H
#define FLY_DRAW_EMIT_H

#include "fly/Draw/Figure.h"

#include <optional>
#include <string_view>

namespace fly::draw {

enum class Format { Svg, Text, Typst, Tikz };

/// "svg", "text", "typst" or "tikz".
std::optional<Format> parseFormat(std::string_view name);

std::string emit(const Figure &fig, Format format);

/// The <svg> element alone (no XML declaration), for embedding in HTML.
std::string emitSvgElement(const Figure &fig);
std::string emitSvg(const Figure &fig);
std::string emitText(const Figure &fig);
std::string emitTypst(const Figure &fig);
std::string emitTikz(const Figure &fig);

/// `s` with &, <, > and " escaped, for SVG and HTML text and attributes.
std::string escapeMarkup(std::string_view s);

} // namespace fly::draw

#endif // FLY_DRAW_EMIT_H
