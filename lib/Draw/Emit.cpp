//===- Emit.cpp - Format selection ----------------------------------------===//

#include "fly/Draw/Emit.h"

namespace fly::draw {

std::optional<Format> parseFormat(std::string_view name) {
  if (name == "svg")
    return Format::Svg;
  if (name == "text")
    return Format::Text;
  if (name == "typst")
    return Format::Typst;
  if (name == "tikz")
    return Format::Tikz;
  return std::nullopt;
}

std::string emit(const Figure &fig, Format format) {
  switch (format) {
  case Format::Svg:
    return emitSvg(fig);
  case Format::Text:
    return emitText(fig);
  case Format::Typst:
    return emitTypst(fig);
  case Format::Tikz:
    return emitTikz(fig);
  }
  return "";
}

} // namespace fly::draw
