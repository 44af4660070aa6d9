//===- Figure.cpp - Palette and size limits of fly-draw pictures ----------===//

#include "fly/Draw/Figure.h"

namespace fly::draw {

// Sixteen light hues (HLS lightness 0.8, saturation 0.65), hue i*7/16 of the
// circle so that neighbouring indices (threads t and t+1) differ strongly.
const char *const kPalette[kPaletteSize] = {
    "#edabab", "#abedd4", "#edabdd", "#b3edab", "#ccabed", "#e5edab",
    "#abbbed", "#edc4ab", "#abeded", "#edabc4", "#abedbb", "#e5abed",
    "#ccedab", "#b3abed", "#edddab", "#abd4ed"};

layout::Result<int64_t> checkExtent(const std::string &what, int64_t rows,
                                    int64_t cols, int64_t already) {
  if (rows < 1 || cols < 1)
    return layout::fail(what + " has no cells");
  if (rows > kMaxExtent || cols > kMaxExtent)
    return layout::fail(what + " is " + std::to_string(rows) + " x " +
                        std::to_string(cols) +
                        " cells: too big to draw (at most " +
                        std::to_string(kMaxExtent) + " rows and columns)");
  // rows, cols <= kMaxExtent, so the product cannot overflow.
  if (already + rows * cols > kMaxCells)
    return layout::fail(what + " needs " +
                        std::to_string(already + rows * cols) +
                        " cells: too big to draw (at most " +
                        std::to_string(kMaxCells) + " cells in one picture)");
  return already + rows * cols;
}

} // namespace fly::draw
