//===- Layout.h - Layouts, swizzles, composed layouts and tiles -----------===//
//
// Value types of the layout algebra. A Layout is a shape:stride pair of
// congruent int tuples; a Swizzle and a CoordSwizzle are index and coordinate
// bijections; a ComposedLayout is `inner o offset o outer`; a Tile is a by-mode
// tiler `[B0|B1|...]`.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LAYOUT_LAYOUT_H
#define FLY_LAYOUT_LAYOUT_H

#include "fly/Layout/IntTuple.h"

#include <memory>
#include <variant>

namespace fly::layout {

struct Layout {
  IntTuple shape;
  IntTuple stride;

  Layout() = default;
  Layout(IntTuple shape, IntTuple stride)
      : shape(std::move(shape)), stride(std::move(stride)) {}

  size_t rank() const { return shape.rank(); }
  /// Mode i as a layout.
  Layout mode(size_t i) const { return Layout(shape[i], stride[i]); }
  bool isStatic() const { return shape.isStatic() && stride.isStatic(); }
  bool operator==(const Layout &o) const {
    return shape == o.shape && stride == o.stride;
  }
  bool operator!=(const Layout &o) const { return !(*this == o); }
  /// `shape:stride`, no spaces.
  std::string str() const;
  /// The same text, appended to `out`.
  void appendTo(std::string &out) const;
};

/// S<mask,base,shift>: y = x ^ ((x & (((1<<mask)-1) << (base+shift))) >> shift)
struct Swizzle {
  int32_t mask = 0, base = 0, shift = 0;

  bool isTrivial() const { return mask == 0; }
  int64_t apply(int64_t x) const;
  /// 1 << (mask + base + shift).
  int64_t period() const;
  bool operator==(const Swizzle &o) const {
    return mask == o.mask && base == o.base && shift == o.shift;
  }
  std::string str() const;
};

/// CS<mask,baseRow,[rowPath],baseCol,[colPath]>: on a coordinate,
/// col ^= ((row >> baseRow) & ((1<<mask)-1)) << baseCol.
struct CoordSwizzle {
  int32_t mask = 0, baseRow = 0;
  std::vector<int32_t> rowPath;
  int32_t baseCol = 0;
  std::vector<int32_t> colPath;

  bool operator==(const CoordSwizzle &o) const {
    return mask == o.mask && baseRow == o.baseRow && rowPath == o.rowPath &&
           baseCol == o.baseCol && colPath == o.colPath;
  }
  std::string str() const;
};

struct ComposedLayout;

/// Any function usable as the inner part of a composed layout.
using LayoutFn =
    std::variant<Layout, Swizzle, CoordSwizzle, std::shared_ptr<ComposedLayout>>;

/// inner o offset o outer, the function c -> inner(offset + outer(c)).
struct ComposedLayout {
  LayoutFn inner;
  IntTuple offset;
  /// A Layout or a ComposedLayout (printed in brackets).
  LayoutFn outer;

  /// The outermost plain layout (following nested outers).
  const Layout &outerLayout() const;
  bool isStatic() const;
  bool operator==(const ComposedLayout &o) const;
  std::string str() const;
};

bool layoutFnEqual(const LayoutFn &a, const LayoutFn &b);
std::string layoutFnStr(const LayoutFn &f, bool bracketComposed);

/// One entry of a by-mode tiler.
struct TileElem {
  enum class Kind : uint8_t { None, Int, Layout, Tile };
  Kind kind = Kind::None;
  int64_t n = 0;                // Kind::Int
  fly::layout::Layout layout;   // Kind::Layout
  std::vector<TileElem> sub;    // Kind::Tile

  static TileElem none() { return TileElem{}; }
  static TileElem ofInt(int64_t v) {
    TileElem e;
    e.kind = Kind::Int;
    e.n = v;
    return e;
  }
  static TileElem ofLayout(fly::layout::Layout l) {
    TileElem e;
    e.kind = Kind::Layout;
    e.layout = std::move(l);
    return e;
  }
  static TileElem ofTile(std::vector<TileElem> s) {
    TileElem e;
    e.kind = Kind::Tile;
    e.sub = std::move(s);
    return e;
  }
  bool operator==(const TileElem &o) const;
  std::string str() const;
};

/// `[B0|B1|...]`: mode i of a layout is composed with / divided by B_i.
/// A leaf tile (FlyDSL's `!fly.tile<32>`, printed without brackets) is one
/// element applied to the whole layout, not to its mode 0: dividing by it is
/// dividing by the layout `32:1` (or by its layout element).
struct Tile {
  std::vector<TileElem> elems;
  bool leaf = false;

  size_t rank() const { return elems.size(); }
  bool operator==(const Tile &o) const {
    return leaf == o.leaf && elems == o.elems;
  }
  std::string str() const;
  /// The layout a leaf tile stands for (n:1 for an integer element); null
  /// for a by-mode tile or a leaf that is no layout.
  std::optional<Layout> leafLayout() const;
};

} // namespace fly::layout

#endif // FLY_LAYOUT_LAYOUT_H
