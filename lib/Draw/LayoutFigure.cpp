//===- LayoutFigure.cpp - Pictures of layouts and swizzles ----------------===//

#include "Grid.h"

using namespace fly::layout;

namespace fly::draw {

/// The layout whose shape is the domain of `fn`.
static Result<Layout> domainOf(const LayoutFn &fn) {
  if (auto *l = std::get_if<Layout>(&fn))
    return *l;
  if (auto *c = std::get_if<std::shared_ptr<ComposedLayout>>(&fn))
    return (*c)->outerLayout();
  return fail("a swizzle on its own has no shape to draw; draw a composed "
              "layout that uses it (S<...> o 0 o shape:stride)");
}

Result<Figure> drawLayout(const LayoutFn &fn, const std::string &title) {
  FLY_TRY(domain, domainOf(fn));
  FLY_TRY(grid, gridOf(domain.shape, "the layout"));
  if (auto fits = checkExtent("the layout", grid.rows, grid.cols); !fits)
    return fits.failure();
  Figure fig;
  fig.kind = std::holds_alternative<Layout>(fn) ? "layout" : "composed-layout";
  fig.title = title;
  Panel panel = grid.panel("");
  for (int64_t i = 0; i < grid.size; ++i) {
      // The 1-D coordinate i is the coordinate (i % rows, i / rows) with
      // each mode's hierarchy flattened colexicographically.
      FLY_TRY(value, crd2idx(IntTuple::of(i), fn));
      auto [r, c] = grid.cellOf(i);
      Cell &cell = panel.at(r, c);
      cell.label = valueLabel(value);
      if (value.isLeaf() && value.leaf().isStatic() && !value.leaf().isBasis())
        cell.colour = colourOfIndex(value.leaf().value);
    }
  fig.panels.push_back(std::move(panel));
  if (grid.wrapped)
    fig.notes.push_back("one-dimensional: element i is at row i / " +
                        std::to_string(grid.cols) + ", column i % " +
                        std::to_string(grid.cols));
  return fig;
}

Result<Figure> drawSwizzle(const Swizzle &s, const std::string &title) {
  // One period: the low base+shift bits select the column, the mask bits
  // above them the row; the swizzle permutes the columns of each row.
  int64_t colBits = s.base + s.shift, rowBits = s.mask;
  if (colBits > 20 || rowBits > 20)
    return fail("the swizzle " + s.str() + " has a period too big to draw");
  int64_t rows = int64_t(1) << rowBits, cols = int64_t(1) << colBits;
  if (auto fits = checkExtent("one period of " + s.str(), rows, cols); !fits)
    return fits.failure();
  Figure fig;
  fig.kind = "swizzle";
  fig.title = title;
  Panel panel("", rows, cols);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c) {
      int64_t y = s.apply(r * cols + c);
      panel.at(r, c).label = std::to_string(y);
      panel.at(r, c).colour = colourOfIndex(y);
    }
  fig.panels.push_back(std::move(panel));
  fig.notes.push_back("one period of " + std::to_string(rows * cols) +
                      " indices, row-major: cell (r, c) is S(r*" +
                      std::to_string(cols) + " + c)");
  return fig;
}

} // namespace fly::draw
