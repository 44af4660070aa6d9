//===- LayoutFigures.h - Pictures of layouts, TV layouts and tiled atoms --===//
//
// Builders from algebra values (no MLIR) to figures. Every cell is computed
// with the layout library: plain layouts by evaluating them at each
// coordinate, TV layouts by evaluating (thread, value), tiled copies and
// MMAs through the same partition functions that fly.tiled_copy.partition_*
// and fly.tiled_mma.partition use to infer their types, one thread at a time.
// Conventions (CuTe's): rows are mode 0, columns mode 1; nested modes are
// flattened and modes past 1 are folded into the columns (column index =
// the colexicographic index over modes 1..). Values must be static.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_DRAW_LAYOUTFIGURES_H
#define FLY_DRAW_LAYOUTFIGURES_H

#include "fly/Draw/Figure.h"
#include "fly/Layout/Tiling.h"

namespace fly::draw {

template <typename T> using Result = ::fly::layout::Result<T>;

/// A layout, composed layout or coordinate-swizzled layout: cell (r, c) is
/// labelled with f(r + rows * c), the value at that 1-D coordinate (an index,
/// or a coordinate for layouts with basis strides), coloured by the index.
Result<Figure> drawLayout(const layout::LayoutFn &fn, const std::string &title);

/// One period of a swizzle S<B,M,S> (not a layout: it maps indices): 2^B
/// rows of 2^(M+S) columns, cell (r, c) labelled S(r * columns + c).
Result<Figure> drawSwizzle(const layout::Swizzle &s, const std::string &title);

/// A TV layout (thread, value) -> column-major index into `tile`: the tile,
/// each cell labelled T<t>V<v> and coloured by thread t.
Result<Figure> drawTVLayout(const layout::Layout &tv, const layout::Tile &tile,
                            const std::string &title);

/// A tiled copy: its tile twice, as the source and the destination
/// partition it (partition_src / partition_dst of a tile-sized tensor).
Result<Figure> drawTiledCopy(const layout::TiledCopyDesc &desc,
                             const std::string &title);

/// A tiled MMA (or an MMA atom, as a tiled MMA of one atom): panels A (M x K)
/// left of C (M x N), and B (drawn K x N, transposed) above C, each cell
/// labelled with the (thread, value) of fly.tiled_mma.partition that holds it.
Result<Figure> drawTiledMma(const layout::TiledMmaDesc &desc,
                            const std::string &title,
                            const std::string &kind = "tiled-mma");

/// A copy atom's lane layouts: the source and destination (thread, value) ->
/// offset layouts (in values), rows = thread, columns = value.
Result<Figure> drawCopyAtom(const layout::Layout &srcTV,
                            const layout::Layout &dstTV,
                            const std::string &title);

/// The extent of each mode of a tile (an integer, or the size of a layout
/// element); fails for `*` and nested tiles.
Result<std::vector<int64_t>> tileExtents(const layout::Tile &tile);

/// The static size of a layout or int tuple, or a failure naming `what`.
Result<int64_t> staticSize(const layout::IntTuple &shape,
                           const std::string &what);

} // namespace fly::draw

#endif // FLY_DRAW_LAYOUTFIGURES_H
