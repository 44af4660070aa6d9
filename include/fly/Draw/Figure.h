//===- Figure.h - The picture model every fly-draw output is made from ----===//
//
// A figure is a set of panels, each a grid of labelled, coloured cells, plus
// notes (summary lines such as a bank-conflict count). The builders
// (LayoutFigures.h, BankMap.h) compute figures from algebra values; the
// emitters (Emit.h) turn one figure into SVG, text, Typst or TikZ. Keeping
// the two apart means every format shows exactly the same cells.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_DRAW_FIGURE_H
#define FLY_DRAW_FIGURE_H

#include "fly/Layout/Result.h"

#include <cstdint>
#include <string>
#include <vector>

namespace fly::draw {

/// The most cells one figure may have (all panels together). A 128x64 grid
/// fits; anything larger is not readable as a picture, and its SVG would run
/// into megabytes, so the builders refuse it with an error instead.
constexpr int64_t kMaxCells = 8192;
/// The most rows or columns of one panel.
constexpr int64_t kMaxExtent = 512;

/// A one-dimensional picture (a rank-1 layout or tile) longer than
/// kWrapAbove elements is wrapped into rows of kWrapWidth: element i sits at
/// row i / kWrapWidth, column i % kWrapWidth, and each row is labelled with
/// its first element.
constexpr int64_t kWrapAbove = 64;
constexpr int64_t kWrapWidth = 32;

/// Number of fill colours; colour i of a cell is kPalette[i % kPaletteSize].
constexpr int kPaletteSize = 16;
/// The fill colours (RGB hex), pastel so black labels stay readable. Thread
/// t of a TV picture, bank b of a bank map and index i of a layout use
/// colour t, b and i modulo kPaletteSize.
extern const char *const kPalette[kPaletteSize];

/// One grid cell.
struct Cell {
  /// The text in the cell ("12", "T3V1"); empty for a cell nothing maps to.
  std::string label;
  /// Palette index, or -1 for no fill (white).
  int colour = -1;
  /// Drawn with a red frame (a bank conflict).
  bool highlight = false;
  /// Dimmed (a bank-map cell the drawn instruction does not touch).
  bool dim = false;
  /// A longer description (SVG tooltip), e.g. every owner of a cell.
  std::string tip;
};

/// A grid of cells: rows are mode 0, columns the rest (CuTe's convention).
struct Panel {
  std::string title;
  int64_t rows = 0, cols = 0;
  /// Row-major, rows * cols entries.
  std::vector<Cell> cells;
  /// Where the panel sits among the figure's panels (a tiled MMA puts B
  /// above C and A left of it).
  int gridRow = 0, gridCol = 0;
  /// Row r is labelled r * rowStep (kWrapWidth for a wrapped 1-D picture).
  int64_t rowStep = 1;

  Panel() = default;
  Panel(std::string title, int64_t rows, int64_t cols)
      : title(std::move(title)), rows(rows), cols(cols),
        cells(static_cast<size_t>(rows * cols)) {}
  Cell &at(int64_t r, int64_t c) { return cells[r * cols + c]; }
  const Cell &at(int64_t r, int64_t c) const { return cells[r * cols + c]; }
};

struct Figure {
  /// What was drawn: "layout", "composed-layout", "swizzle", "tv-layout",
  /// "tiled-copy", "tiled-mma", "copy-atom", "mma-atom", "bank-map".
  std::string kind;
  /// The value drawn, in its textual form.
  std::string title;
  std::vector<Panel> panels;
  /// Lines printed under the picture.
  std::vector<std::string> notes;
  /// Machine-readable facts (SVG data-* attributes of the figure), e.g.
  /// {"conflicts", "3"}.
  std::vector<std::pair<std::string, std::string>> attributes;

  int64_t numCells() const {
    int64_t n = 0;
    for (const Panel &p : panels)
      n += p.rows * p.cols;
    return n;
  }
};

/// The cells of the picture with a panel `what` of `rows` x `cols` cells
/// added to `already` cells of other panels, or a failure when that exceeds
/// the limits (kMaxExtent rows or columns, kMaxCells in all).
layout::Result<int64_t> checkExtent(const std::string &what, int64_t rows,
                                    int64_t cols, int64_t already = 0);

} // namespace fly::draw

#endif // FLY_DRAW_FIGURE_H
