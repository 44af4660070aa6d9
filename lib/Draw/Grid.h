//===- Grid.h - Shared helpers of the figure builders -----------*- C++ -*-===//
//
// Internal to lib/Draw: the grid a shape is drawn on, cell labels, and the
// ownership grid of TV pictures (which thread and value hold each cell).
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LIB_DRAW_GRID_H
#define FLY_LIB_DRAW_GRID_H

#include "fly/Draw/LayoutFigures.h"

namespace fly::draw {

/// The grid a shape is drawn on: mode 0 down the rows, the other modes
/// across, so the 1-D (colexicographic) coordinate i is at (i % rows,
/// i / rows); a long 1-D shape is wrapped instead (Figure.h, kWrapAbove).
struct GridShape {
  int64_t rows = 0, cols = 0;
  /// Elements: rows * cols, or fewer when wrapped (the last row is short).
  int64_t size = 0;
  bool wrapped = false;

  std::pair<int64_t, int64_t> cellOf(int64_t i) const {
    return wrapped ? std::make_pair(i / cols, i % cols)
                   : std::make_pair(i % rows, i / rows);
  }
  /// The 1-D coordinate of cell (r, c), or -1 past the last element.
  int64_t indexOf(int64_t r, int64_t c) const {
    int64_t i = wrapped ? r * cols + c : r + rows * c;
    return i < size ? i : -1;
  }
  /// A panel of this grid (its row labels follow the wrapping).
  Panel panel(std::string title) const {
    Panel p(std::move(title), rows, cols);
    p.rowStep = wrapped ? cols : 1;
    return p;
  }
};
/// The grid of `rows` x `cols` elements, wrapped when cols is 1 and rows
/// is more than kWrapAbove (and `mayWrap`).
GridShape makeGrid(int64_t rows, int64_t cols, bool mayWrap = true);
/// The grid of a static shape: the size of mode 0 (all of a leaf shape) by
/// the size of the rest.
Result<GridShape> gridOf(const layout::IntTuple &shape, const std::string &what,
                         bool mayWrap = true);

/// Palette index of an index value (non-negative modulo).
int colourOfIndex(int64_t value);

/// The label of a value computed by a layout: the integer, or the tuple's
/// text for a coordinate (basis strides).
std::string valueLabel(const layout::IntTuple &value);

/// The static integer of a leaf result, or a failure naming `what`.
Result<int64_t> staticIndex(const layout::IntTuple &value,
                            const std::string &what);

/// Which (thread, value) pairs hold each cell of a grid. When several do (a
/// broadcast, an MMA operand shared by atoms along the other mode), the cell
/// shows the lowest thread, then the lowest value, and its tooltip lists the
/// others; the figure notes how many such cells there are.
class OwnerGrid {
public:
  explicit OwnerGrid(GridShape grid);
  /// Record that thread t's value v holds cell (r, c); fails outside the grid.
  Result<bool> add(int64_t r, int64_t c, int64_t t, int64_t v,
                   const std::string &what);
  /// The same for the element at 1-D coordinate i.
  Result<bool> addIndex(int64_t i, int64_t t, int64_t v, const std::string &what);
  /// The panel: labels T<t>V<v>, filled with thread t's colour.
  Panel panel(std::string title) const;
  int64_t sharedCells() const;
  int64_t emptyCells() const;

private:
  struct Owners {
    int64_t count = 0;
    std::vector<std::pair<int64_t, int64_t>> list; // the first few, sorted
  };
  GridShape grid;
  std::vector<Owners> cells;
};

/// Notes on cells with several owners or none, for `panel`.
void noteOwnership(Figure &fig, const std::string &panel, const OwnerGrid &g);

} // namespace fly::draw

#endif // FLY_LIB_DRAW_GRID_H
