//===- Text.h - Parse layout-algebra values from strings ------------------===//
//
// String front end of TextParser.h, for tests and tools that work without
// MLIR. The whole string must be consumed; errors carry the byte offset.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LAYOUT_TEXT_H
#define FLY_LAYOUT_TEXT_H

#include "fly/Layout/Layout.h"

#include <string_view>

namespace fly::layout {

Result<IntTuple> parseIntTuple(std::string_view text);
Result<Layout> parseLayout(std::string_view text);
Result<Swizzle> parseSwizzle(std::string_view text);
Result<CoordSwizzle> parseCoordSwizzle(std::string_view text);
/// A layout, swizzle, coordinate swizzle or composed layout.
Result<LayoutFn> parseLayoutFn(std::string_view text);
Result<Tile> parseTile(std::string_view text);

} // namespace fly::layout

#endif // FLY_LAYOUT_TEXT_H
