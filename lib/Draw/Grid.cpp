//===- Grid.cpp - Shared helpers of the figure builders -------------------===//

#include "Grid.h"

#include <algorithm>

using namespace fly::layout;

namespace fly::draw {

Result<int64_t> staticSize(const IntTuple &shape, const std::string &what) {
  if (!shape.isStatic())
    return fail(what + " has dynamic extents " + shape.str() +
                ": give their values with --set");
  for (const Leaf &l : shape.leaves())
    if (l.isNone() || l.isBasis() || l.value < 1)
      return fail(what + " has an extent that is not a positive integer: " +
                  shape.str());
  auto n = tupleProduct(shape);
  if (!n)
    return fail("the size of " + what + ": " + n.error());
  return n->leaf().value;
}

GridShape makeGrid(int64_t rows, int64_t cols, bool mayWrap) {
  if (mayWrap && cols == 1 && rows > kWrapAbove)
    return GridShape{(rows + kWrapWidth - 1) / kWrapWidth, kWrapWidth, rows, true};
  return GridShape{rows, cols, rows * cols, false};
}

Result<GridShape> gridOf(const IntTuple &shape, const std::string &what,
                         bool mayWrap) {
  FLY_TRY(total, staticSize(shape, what));
  int64_t rows = total;
  if (shape.isTuple()) {
    FLY_TRY(r, staticSize(shape[0], what));
    rows = r;
  }
  return makeGrid(rows, total / rows, mayWrap);
}

int colourOfIndex(int64_t value) {
  int64_t m = value % kPaletteSize;
  return static_cast<int>(m < 0 ? m + kPaletteSize : m);
}

std::string valueLabel(const IntTuple &value) {
  if (value.isLeaf() && value.leaf().isStatic() && !value.leaf().isBasis())
    return std::to_string(value.leaf().value);
  return value.str();
}

Result<int64_t> staticIndex(const IntTuple &value, const std::string &what) {
  if (!value.isLeaf() || !value.leaf().isStatic() || value.leaf().isBasis())
    return fail(what + " is " + value.str() + ", not a static index");
  return value.leaf().value;
}

OwnerGrid::OwnerGrid(GridShape grid)
    : grid(grid), cells(static_cast<size_t>(grid.rows * grid.cols)) {}

/// How many owners a tooltip lists.
static constexpr size_t kListedOwners = 8;

Result<bool> OwnerGrid::add(int64_t r, int64_t c, int64_t t, int64_t v,
                            const std::string &what) {
  if (r < 0 || r >= grid.rows || c < 0 || c >= grid.cols ||
      grid.indexOf(r, c) < 0)
    return fail(what + ": T" + std::to_string(t) + "V" + std::to_string(v) +
                " falls on (" + std::to_string(r) + "," + std::to_string(c) +
                "), outside the " + std::to_string(grid.rows) + " x " +
                std::to_string(grid.cols) + " tile");
  Owners &o = cells[r * grid.cols + c];
  ++o.count;
  auto pos = std::lower_bound(o.list.begin(), o.list.end(), std::make_pair(t, v));
  o.list.insert(pos, {t, v});
  if (o.list.size() > kListedOwners)
    o.list.pop_back();
  return true;
}

Result<bool> OwnerGrid::addIndex(int64_t i, int64_t t, int64_t v,
                                 const std::string &what) {
  if (i < 0 || i >= grid.size)
    return fail(what + ": T" + std::to_string(t) + "V" + std::to_string(v) +
                " maps to index " + std::to_string(i) + ", outside the " +
                std::to_string(grid.size) + " elements of the tile");
  auto [r, c] = grid.cellOf(i);
  return add(r, c, t, v, what);
}

static std::string tv(const std::pair<int64_t, int64_t> &p) {
  return "T" + std::to_string(p.first) + "V" + std::to_string(p.second);
}

Panel OwnerGrid::panel(std::string title) const {
  Panel p = grid.panel(std::move(title));
  for (size_t i = 0; i < cells.size(); ++i) {
    const Owners &o = cells[i];
    if (o.count == 0)
      continue;
    Cell &cell = p.cells[i];
    cell.label = tv(o.list.front());
    cell.colour = colourOfIndex(o.list.front().first);
    if (o.count > 1) {
      cell.tip = "held by " + std::to_string(o.count) + ":";
      for (const auto &owner : o.list)
        cell.tip += " " + tv(owner);
      if (o.count > static_cast<int64_t>(o.list.size()))
        cell.tip += " ...";
    }
  }
  return p;
}

int64_t OwnerGrid::sharedCells() const {
  return std::count_if(cells.begin(), cells.end(),
                       [](const Owners &o) { return o.count > 1; });
}

int64_t OwnerGrid::emptyCells() const {
  // Cells past the end of a wrapped 1-D grid hold no element.
  return std::count_if(cells.begin(), cells.end(),
                       [](const Owners &o) { return o.count == 0; }) -
         (grid.rows * grid.cols - grid.size);
}

void noteOwnership(Figure &fig, const std::string &panel, const OwnerGrid &g) {
  if (int64_t n = g.sharedCells())
    fig.notes.push_back(panel + ": " + std::to_string(n) +
                        " cells are held by more than one (thread, value); "
                        "each shows the lowest thread, then value");
  if (int64_t n = g.emptyCells())
    fig.notes.push_back(panel + ": " + std::to_string(n) +
                        " cells are held by no thread");
}

} // namespace fly::draw
