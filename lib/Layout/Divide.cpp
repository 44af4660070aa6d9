//===- Divide.cpp - logical/zipped/tiled/flat divide ----------------------===//
//
// docs/reference/algebra.md#divides.
// logical_divide(A, B) = A o (B, complement(B, size(A))); a tile applies it
// mode by mode. The other divides regroup the (tile, rest) pairs. Results
// are built with CuTe's structure (rank-1 wrappers kept, so a one-element
// tile regroups like CuTe) and converted to FlyDSL's form at the end.
//
//===----------------------------------------------------------------------===//
#include "Composition.h"

#include <optional>

namespace fly::layout {
namespace {

using detail::resultForm;

Result<Layout> divideRaw(const Layout &a, const Layout &b,
                         const std::string &where) {
  if (!b.shape.congruent(b.stride))
    return fail(where + "divisor shape and stride are not congruent");
  FLY_TRY(ca, coalesce(a));
  FLY_TRY(size, layoutSize(ca));
  auto comp = complement(b, size);
  if (!comp)
    return fail(where + comp.error());
  Layout rhs = detail::pairLayouts({b, comp.value()});
  return detail::composeRaw(a, rhs, where);
}

Result<Layout> divideTileRaw(const Layout &a, const std::vector<TileElem> &t,
                             const std::string &where, int depth) {
  FLY_TRY(modes, detail::applyTileByMode(a, t, where, depth, "divide",
                                         divideRaw, divideTileRaw));
  // A leaf layout is one mode: keep the divided mode as mode 0 of a rank-1
  // tuple so the regrouping below sees the (tile, rest) pair as one mode.
  return detail::pairLayouts(modes);
}

/// CuTe zip2_by with a tile guide: mode i < rank(tile) is a (tile, rest)
/// pair; tiles go first, rests and untiled modes second. A `*` element
/// keeps its whole mode in the tile part (it is "not divided").
/// Split one divided mode into its tile part and its rest part; a nested
/// tile splits each of its sub-modes the same way.
std::pair<Layout, std::optional<Layout>> splitMode(const Layout &m,
                                                   const TileElem &e) {
  if (e.kind == TileElem::Kind::None || m.shape.isLeaf())
    return {m, std::nullopt};
  if (e.kind != TileElem::Kind::Tile)
    return {m.mode(0), m.mode(1)};
  std::vector<Layout> firsts, seconds;
  for (size_t i = 0; i < m.rank(); ++i) {
    if (i < e.sub.size()) {
      auto [f, s] = splitMode(m.mode(i), e.sub[i]);
      firsts.push_back(f);
      if (s)
        seconds.push_back(*s);
    } else {
      seconds.push_back(m.mode(i));
    }
  }
  std::optional<Layout> rest;
  if (!seconds.empty())
    rest = detail::pairLayouts(seconds);
  return {detail::pairLayouts(firsts), rest};
}

Layout zipByTile(const Layout &l, const std::vector<TileElem> &t) {
  std::vector<Layout> firsts, seconds;
  for (size_t i = 0; i < l.rank(); ++i) {
    Layout m = l.mode(i);
    if (i < t.size()) {
      auto [f, s] = splitMode(m, t[i]);
      firsts.push_back(f);
      if (s)
        seconds.push_back(*s);
    } else {
      seconds.push_back(m);
    }
  }
  std::vector<Layout> out;
  out.push_back(detail::pairLayouts(firsts));
  if (!seconds.empty())
    out.push_back(detail::pairLayouts(seconds));
  return detail::pairLayouts(out);
}

Layout expand(const Layout &l, const std::vector<size_t> &idx) {
  return Layout(detail::expandModes(l.shape, idx),
                detail::expandModes(l.stride, idx));
}

} // namespace

Result<Layout> logicalDivide(const Layout &a, const Layout &b) {
  FLY_TRY(v_a, detail::validate(a, "layout"));
  (void)v_a;
  FLY_TRY(v_b, detail::validate(b, "inner layout"));
  (void)v_b;
  FLY_TRY(r, divideRaw(a, b, ""));
  return resultForm(r);
}
Result<Layout> logicalDivide(const Layout &a, const Tile &b) {
  if (std::optional<Layout> whole = b.leafLayout())
    return logicalDivide(a, *whole);
  FLY_TRY(v_a, detail::validate(a, "layout"));
  (void)v_a;
  FLY_TRY(r, divideTileRaw(a, b.elems, "", 0));
  return resultForm(r);
}

// With a layout divisor the logical divide is already (tile, rest).
Result<Layout> zippedDivide(const Layout &a, const Layout &b) {
  FLY_TRY(v_a, detail::validate(a, "layout"));
  (void)v_a;
  FLY_TRY(v_b, detail::validate(b, "inner layout"));
  (void)v_b;
  return logicalDivide(a, b);
}
Result<Layout> zippedDivide(const Layout &a, const Tile &b) {
  if (std::optional<Layout> whole = b.leafLayout())
    return zippedDivide(a, *whole);
  FLY_TRY(v_a, detail::validate(a, "layout"));
  (void)v_a;
  FLY_TRY(r, divideTileRaw(a, b.elems, "", 0));
  return resultForm(zipByTile(r, b.elems));
}

Result<Layout> tiledDivide(const Layout &a, const Layout &b) {
  FLY_TRY(v_a, detail::validate(a, "layout"));
  (void)v_a;
  FLY_TRY(v_b, detail::validate(b, "inner layout"));
  (void)v_b;
  FLY_TRY(r, divideRaw(a, b, ""));
  return resultForm(expand(r, {1}));
}
Result<Layout> tiledDivide(const Layout &a, const Tile &b) {
  if (std::optional<Layout> whole = b.leafLayout())
    return tiledDivide(a, *whole);
  FLY_TRY(v_a, detail::validate(a, "layout"));
  (void)v_a;
  FLY_TRY(r, divideTileRaw(a, b.elems, "", 0));
  return resultForm(expand(zipByTile(r, b.elems), {1}));
}

Result<Layout> flatDivide(const Layout &a, const Layout &b) {
  FLY_TRY(v_a, detail::validate(a, "layout"));
  (void)v_a;
  FLY_TRY(v_b, detail::validate(b, "inner layout"));
  (void)v_b;
  FLY_TRY(r, divideRaw(a, b, ""));
  return resultForm(expand(r, {0, 1}));
}
Result<Layout> flatDivide(const Layout &a, const Tile &b) {
  if (std::optional<Layout> whole = b.leafLayout())
    return flatDivide(a, *whole);
  FLY_TRY(v_a, detail::validate(a, "layout"));
  (void)v_a;
  FLY_TRY(r, divideTileRaw(a, b.elems, "", 0));
  return resultForm(expand(zipByTile(r, b.elems), {0, 1}));
}

} // namespace fly::layout
