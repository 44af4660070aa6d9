//===- TiledFigure.cpp - Pictures of TV layouts, tiled copies and MMAs ----===//
//
// Which thread and value hold each element of a tile. The tiled copy and
// tiled MMA pictures partition a compact tile-sized tensor with the same
// library functions that infer the types of fly.tiled_copy.partition_src /
// partition_dst and fly.tiled_mma.partition, one thread index at a time: a
// thread's value v sits at offset + layout(v) of that partition.
//
//===----------------------------------------------------------------------===//

#include "Grid.h"

using namespace fly::layout;

namespace fly::draw {

/// Threads drawn at most (each is one partition computation).
static constexpr int64_t kMaxThreads = 8192;

Result<std::vector<int64_t>> tileExtents(const Tile &tile) {
  std::vector<int64_t> extents;
  for (size_t i = 0; i < tile.elems.size(); ++i) {
    const TileElem &e = tile.elems[i];
    std::string mode = "mode " + std::to_string(i) + " of the tile " + tile.str();
    if (e.kind == TileElem::Kind::Int) {
      if (e.n < 1)
        return fail(mode + " is not a positive extent");
      extents.push_back(e.n);
    } else if (e.kind == TileElem::Kind::Layout) {
      FLY_TRY(n, staticSize(e.layout.shape, mode));
      extents.push_back(n);
    } else {
      return fail(mode + " has no extent to draw ('*' or a nested tile)");
    }
  }
  if (extents.empty())
    return fail("the tile " + tile.str() + " has no modes");
  return extents;
}

/// Rows (mode 0) and columns (the other modes) of a tile's grid.
static GridShape tileGrid(const std::vector<int64_t> &extents) {
  int64_t cols = 1;
  for (size_t i = 1; i < extents.size(); ++i)
    cols *= extents[i];
  return makeGrid(extents[0], cols);
}

static void noteWrap(Figure &fig, const GridShape &grid) {
  if (grid.wrapped)
    fig.notes.push_back("one-dimensional tile: element i is at row i / " +
                        std::to_string(grid.cols) + ", column i % " +
                        std::to_string(grid.cols));
}

static Result<int64_t> threadCount(const IntTuple &n, const std::string &what) {
  FLY_TRY(count, staticSize(n, what));
  if (count > kMaxThreads)
    return fail(what + " has " + std::to_string(count) +
                " threads: too many to draw (at most " +
                std::to_string(kMaxThreads) + ")");
  return count;
}

Result<Figure> drawTVLayout(const Layout &tv, const Tile &tile,
                            const std::string &title) {
  if (tv.rank() != 2)
    return fail("a TV layout has two modes, (thread, value); " + tv.str() +
                " has " + std::to_string(tv.rank()));
  FLY_TRY(extents, tileExtents(tile));
  GridShape grid = tileGrid(extents);
  if (auto fits =
          checkExtent("the tile " + tile.str(), grid.rows, grid.cols);
      !fits)
    return fits.failure();
  FLY_TRY(threads, threadCount(tv.shape[0], "the TV layout"));
  FLY_TRY(total, staticSize(tv.shape, "the TV layout"));
  int64_t values = total / threads;
  OwnerGrid owners(grid);
  for (int64_t t = 0; t < threads; ++t)
    for (int64_t v = 0; v < values; ++v) {
      FLY_TRY(idx, evalStatic(tv, t + threads * v));
      FLY_TRY(ok, owners.addIndex(idx, t, v, "the TV layout " + tv.str()));
      (void)ok;
    }
  Figure fig;
  fig.kind = "tv-layout";
  fig.title = title;
  fig.panels.push_back(owners.panel(""));
  fig.notes.push_back(std::to_string(threads) + " threads x " +
                      std::to_string(values) + " values over the tile " +
                      tile.str());
  noteOwnership(fig, "the tile", owners);
  noteWrap(fig, grid);
  return fig;
}

/// A thread's elements in its partition: add(offset + layout(v), v) for
/// each value v.
template <typename AddFn>
static Result<bool> forEachValue(const PartitionedLayout &p, AddFn add) {
  FLY_TRY(offset, staticIndex(p.offset, "a partition offset"));
  FLY_TRY(n, staticSize(p.layout.shape, "a partition"));
  for (int64_t v = 0; v < n; ++v) {
    FLY_TRY(idx, evalStatic(p.layout, v));
    FLY_TRY(ok, add(offset + idx, v));
    (void)ok;
  }
  return true;
}

Result<Figure> drawTiledCopy(const TiledCopyDesc &desc,
                             const std::string &title) {
  FLY_TRY(extents, tileExtents(desc.tile));
  GridShape grid = tileGrid(extents);
  // Two panels of the tile's size.
  if (auto fits = checkExtent("the tiled copy's tile", grid.rows, grid.cols,
                              grid.rows * grid.cols);
      !fits)
    return fits.failure();
  IntTuple shape = IntTuple::of(extents[0]);
  if (extents.size() > 1) {
    std::vector<IntTuple> modes;
    for (int64_t e : extents)
      modes.push_back(IntTuple::of(e));
    shape = IntTuple::tuple(modes);
  }
  FLY_TRY(stride, compactColMajor(shape));
  Layout tensor(shape, stride);
  if (desc.tiledTV.rank() != 2)
    return fail("the tiled copy's TV layout " + desc.tiledTV.str() +
                " does not have two modes (thread, value)");
  FLY_TRY(threads, threadCount(desc.tiledTV.shape[0], "the tiled copy"));

  Figure fig;
  fig.kind = "tiled-copy";
  fig.title = title;
  for (bool src : {true, false}) {
    OwnerGrid owners(grid);
    std::string what = src ? "the source partition" : "the destination partition";
    for (int64_t t = 0; t < threads; ++t) {
      auto p = src ? tiledCopyPartitionSrc(desc, tensor, IntTuple::of(t))
                   : tiledCopyPartitionDst(desc, tensor, IntTuple::of(t));
      if (!p)
        return fail(what + " of thread " + std::to_string(t) + ": " + p.error());
      FLY_TRY(ok, forEachValue(*p, [&](int64_t idx, int64_t v) {
        return owners.addIndex(idx, t, v, what);
      }));
      (void)ok;
    }
    Panel panel = owners.panel(src ? "source" : "destination");
    panel.gridCol = src ? 0 : 1;
    fig.panels.push_back(std::move(panel));
    noteOwnership(fig, src ? "source" : "destination", owners);
  }
  fig.notes.insert(fig.notes.begin(),
                   std::to_string(threads) + " threads; tile " +
                       desc.tile.str() + " (" + std::to_string(grid.rows) +
                       " x " + std::to_string(grid.cols) + ")");
  noteWrap(fig, grid);
  return fig;
}

/// The extent of mode i (M, N or K) of a tiled MMA's tile: the permutation's
/// entry, or the atom's extent times the number of atoms along the mode.
static Result<int64_t> mmaTileExtent(const TiledMmaDesc &desc, size_t i) {
  const char *name = i == 0 ? "M" : i == 1 ? "N" : "K";
  if (i < desc.permutation.elems.size()) {
    const TileElem &e = desc.permutation.elems[i];
    if (e.kind == TileElem::Kind::Int)
      return e.n;
    if (e.kind == TileElem::Kind::Layout)
      return staticSize(e.layout.shape, std::string("the permutation's ") + name);
    if (e.kind == TileElem::Kind::Tile)
      return fail(std::string("the permutation's ") + name +
                  " entry is a nested tile; fly-draw cannot size it");
  }
  if (!desc.shapeMNK.isTuple() || desc.shapeMNK.rank() <= i)
    return fail("the atom shape " + desc.shapeMNK.str() + " has no mode " + name);
  FLY_TRY(atom, staticSize(desc.shapeMNK[i], std::string("the atom's ") + name));
  int64_t count = 1;
  if (desc.atomLayout.rank() > i) {
    FLY_TRY(n, staticSize(desc.atomLayout.shape[i],
                          std::string("the atom layout's ") + name));
    count = n;
  }
  return atom * count;
}

Result<Figure> drawTiledMma(const TiledMmaDesc &desc, const std::string &title,
                            const std::string &kind) {
  FLY_TRY(m, mmaTileExtent(desc, 0));
  FLY_TRY(n, mmaTileExtent(desc, 1));
  FLY_TRY(k, mmaTileExtent(desc, 2));
  FLY_TRY(cellsA, checkExtent("the A panel", m, k));
  FLY_TRY(cellsAB, checkExtent("the B panel", k, n, cellsA));
  if (auto fits = checkExtent("the C panel", m, n, cellsAB); !fits)
    return fits.failure();
  FLY_TRY(numThreads, tiledMmaNumThreads(desc));
  FLY_TRY(threads, threadCount(numThreads, "the tiled MMA"));

  Figure fig;
  fig.kind = kind;
  fig.title = title;
  struct Operand {
    char letter;
    int64_t rows, cols; // of the tensor partitioned: (M,K), (N,K), (M,N)
    bool transposed;    // drawn as (cols, rows)
    int gridRow, gridCol;
    std::string title;
  };
  auto dims = [](int64_t a, int64_t b) {
    return " (" + std::to_string(a) + " x " + std::to_string(b) + ")";
  };
  Operand operands[] = {
      {'a', m, k, false, 1, 0, "A: M x K" + dims(m, k)},
      {'b', n, k, true, 0, 1, "B: K x N" + dims(k, n)},
      {'c', m, n, false, 1, 1, "C: M x N" + dims(m, n)},
  };
  for (const Operand &op : operands) {
    Layout tensor(IntTuple::ofStatics({op.rows, op.cols}),
                  IntTuple::ofStatics({1, op.rows}));
    OwnerGrid owners(op.transposed ? makeGrid(op.cols, op.rows, false)
                                   : makeGrid(op.rows, op.cols, false));
    std::string what = std::string("partition ") + op.letter;
    for (int64_t t = 0; t < threads; ++t) {
      auto p = tiledMmaPartition(desc, op.letter, tensor, IntTuple::of(t));
      if (!p)
        return fail(what + " of thread " + std::to_string(t) + ": " + p.error());
      FLY_TRY(ok, forEachValue(*p, [&](int64_t idx, int64_t v) {
        int64_t r = idx % op.rows, c = idx / op.rows;
        return op.transposed ? owners.add(c, r, t, v, what)
                             : owners.add(r, c, t, v, what);
      }));
      (void)ok;
    }
    Panel panel = owners.panel(op.title);
    panel.gridRow = op.gridRow;
    panel.gridCol = op.gridCol;
    fig.panels.push_back(std::move(panel));
    noteOwnership(fig, std::string(1, static_cast<char>(op.letter - 32)), owners);
  }
  fig.notes.insert(fig.notes.begin(), std::to_string(threads) +
                                          " threads; tile M x N x K = " +
                                          std::to_string(m) + " x " +
                                          std::to_string(n) + " x " +
                                          std::to_string(k));
  return fig;
}

Result<Figure> drawCopyAtom(const Layout &srcTV, const Layout &dstTV,
                            const std::string &title) {
  Figure fig;
  fig.kind = "copy-atom";
  fig.title = title;
  int64_t already = 0;
  int col = 0;
  for (const auto &[tv, name] : {std::make_pair(&srcTV, "source"),
                                 std::make_pair(&dstTV, "destination")}) {
    FLY_TRY(grid, gridOf(tv->shape, std::string("the atom's ") + name + " layout",
                         /*mayWrap=*/false));
    if (auto fits = checkExtent(std::string("the atom's ") + name + " layout",
                                grid.rows, grid.cols, already);
        !fits)
      return fits.failure();
    already += grid.rows * grid.cols;
    Panel panel(std::string(name) + " " + tv->str() +
                    ": thread (row), value (column) -> offset",
                grid.rows, grid.cols);
    for (int64_t t = 0; t < grid.rows; ++t)
      for (int64_t v = 0; v < grid.cols; ++v) {
        FLY_TRY(offset, evalStatic(*tv, t + grid.rows * v));
        panel.at(t, v).label = std::to_string(offset);
        panel.at(t, v).colour = colourOfIndex(t);
      }
    panel.gridCol = col++;
    fig.panels.push_back(std::move(panel));
  }
  return fig;
}

} // namespace fly::draw
