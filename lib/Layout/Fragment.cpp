//===- Fragment.cpp - make_fragment_like ---------------------------------===//
//
// CuTe's make_fragment_like: a compact register layout for a view, mode 0
// first, the other modes in the order of their strides.
//
//===----------------------------------------------------------------------===//
#include "fly/Layout/Tiling.h"

#include "TilingInternal.h"

#include <algorithm>
#include <climits>
#include <memory>

namespace fly::layout {
using namespace tiling;

//===----------------------------------------------------------------------===//
// Fragments
//===----------------------------------------------------------------------===//

Result<Layout> makeFragmentLike(const Layout &layout) {
  FLY_TRY(vx, detail::validate(layout, "layout"));
  (void)vx;
  if (!layout.shape.isStatic())
    return fail("make_fragment_like needs a static shape, got " +
                layout.shape.str());
  if (layout.shape.isLeaf() || layout.rank() == 1) {
    FLY_TRY(d, compactColMajor(layout.shape));
    return detail::zeroSize1Strides(Layout(layout.shape, d));
  }
  // Mode 0: compact, its stride-0 sub-modes take no room (stride 0).
  Layout m0 = layout.mode(0);
  std::vector<detail::Mode> modes0 = detail::flatModes(m0);
  IntTuple filtered = m0.shape;
  {
    auto leaves = m0.shape.leaves();
    std::vector<Leaf> fl;
    for (size_t i = 0; i < leaves.size(); ++i)
      fl.push_back(modes0[i].stride.is(0) ? Leaf::ofStatic(1) : leaves[i]);
    size_t k = 0;
    filtered = refoldLeaves(m0.shape, fl, k);
  }
  FLY_TRY(d0c, compactColMajor(filtered));
  IntTuple d0 = d0c;
  {
    // CuTe keeps the compact stride of the filtered (size-1) position,
    // which aliases the next sub-mode; a broadcast takes no room: stride 0.
    std::vector<Leaf> dl = d0c.leaves();
    for (size_t i = 0; i < dl.size() && i < modes0.size(); ++i)
      if (modes0[i].stride.is(0))
        dl[i] = Leaf::ofStatic(0);
    size_t k = 0;
    d0 = refoldLeaves(d0c, dl, k);
  }
  Layout mode0(m0.shape, d0);
  // The rest, compact in the order of its strides (dynamic strides rank
  // after all static ones, in mode order).
  std::vector<Layout> restModes;
  for (size_t i = 1; i < layout.rank(); ++i)
    restModes.push_back(layout.mode(i));
  Layout rest = restModes.size() == 1 ? restModes[0]
                                      : detail::pairLayouts(restModes);
  auto rm = detail::flatModes(rest);
  std::vector<int64_t> ord;
  for (size_t i = 0; i < rm.size(); ++i) {
    const Leaf &s = rm[i].stride;
    ord.push_back(s.isStatic() && !s.isBasis()
                      ? (s.value < 0 ? -s.value : s.value)
                      : INT64_MAX / 2 + int64_t(i));
  }
  IntTuple order = ord.size() == 1 ? IntTuple::of(ord[0])
                                   : IntTuple::ofStatics(ord);
  // makeOrderedLayout ranks leaves when the order is congruent to the
  // shape; build the order with the shape's nesting.
  if (!rest.shape.isLeaf() && rest.shape.depth() > 1) {
    std::vector<Leaf> ls;
    for (int64_t o : ord)
      ls.push_back(Leaf::ofStatic(o));
    size_t k = 0;
    order = refoldLeaves(rest.shape, ls, k);
  }
  FLY_TRY(orderedRest, makeOrderedLayout(rest.shape, order));
  // tiled_product(mode0, orderedRest) keeping one result mode per input
  // mode (CuTe's take<1,R> is a tuple of R-1 modes).
  Layout tiler = restModes.size() == 1 ? detail::pairLayouts({orderedRest})
                                       : orderedRest;
  FLY_TRY(p, logicalProduct(mode0, tiler));
  // p = (mode0, (rest modes...)) in result form.
  FLY_TRY(p0, modeOf(p, 0, "fragment"));
  FLY_TRY(p1, modeOf(p, 1, "fragment"));
  std::vector<Layout> out;
  if (restModes.size() == 1)
    out.push_back(p1);
  else
    out = modesOf(p1);
  if (out.size() != restModes.size())
    return fail("make_fragment_like: unexpected product " + p.str());
  // Keep the input's nesting of mode 0 and of each rest mode.
  Layout res = prependModes(p0, out);
  if (!res.shape.congruent(layout.shape))
    return fail("make_fragment_like: result " + res.str() +
                " does not keep the profile of " + layout.str());
  return res;
}

} // namespace fly::layout
