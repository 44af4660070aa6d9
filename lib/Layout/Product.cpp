//===- Product.cpp - logical/zipped/tiled/flat/blocked/raked products -----===//
//
// logical_product(A, B) = (A, complement(A, size(A)*cosize(B)) o B).
// zipped/tiled/flat regroup that pair; blocked and raked pad A and B to the
// same rank with 1:0 modes and interleave their modes
// (docs/reference/algebra.md#products).
//
//===----------------------------------------------------------------------===//
#include "Composition.h"

namespace fly::layout {
namespace {

using detail::resultForm;

Result<Layout> productRaw(const Layout &a, const Layout &b) {
  if (!a.shape.congruent(a.stride) || !b.shape.congruent(b.stride))
    return fail("product: shape and stride are not congruent");
  FLY_TRY(sa, layoutSize(a));
  FLY_TRY(cb, layoutCosize(b));
  FLY_TRY(m, leafMul(sa.leaf(), cb.leaf()));
  auto comp = complement(a, IntTuple(m));
  if (!comp)
    return fail("product: " + comp.error());
  FLY_TRY(rest, detail::composeRaw(comp.value(), b, "product: "));
  return detail::pairLayouts({a, rest});
}

Layout expand(const Layout &l, const std::vector<size_t> &idx) {
  return Layout(detail::expandModes(l.shape, idx),
                detail::expandModes(l.stride, idx));
}

/// Top-level modes, a leaf layout counting as one; padded with 1:0.
std::vector<Layout> paddedModes(const Layout &l, size_t rank) {
  std::vector<Layout> out;
  for (size_t i = 0; i < l.rank(); ++i)
    out.push_back(l.shape.isLeaf() ? l : l.mode(i));
  while (out.size() < rank)
    out.push_back(Layout(IntTuple::of(1), IntTuple::of(0)));
  return out;
}

Result<Layout> rankProduct(const Layout &a, const Layout &b, bool raked) {
  size_t r = std::max(a.rank(), b.rank());
  auto am = paddedModes(a, r), bm = paddedModes(b, r);
  Layout pa = detail::pairLayouts(am), pb = detail::pairLayouts(bm);
  FLY_TRY(p, productRaw(pa, pb));
  Layout first = p.mode(0), second = p.mode(1);
  std::vector<Layout> out;
  for (size_t i = 0; i < r; ++i) {
    Layout x = first.mode(i);
    Layout y = second.shape.isLeaf() ? second : second.mode(i);
    out.push_back(raked ? detail::pairLayouts({y, x})
                        : detail::pairLayouts({x, y}));
  }
  return resultForm(detail::pairLayouts(out));
}

} // namespace

Result<Layout> logicalProduct(const Layout &a, const Layout &b) {
  FLY_TRY(v_a, detail::validate(a, "layout"));
  (void)v_a;
  FLY_TRY(v_b, detail::validate(b, "tiler"));
  (void)v_b;
  FLY_TRY(r, productRaw(a, b));
  return resultForm(r);
}
// For a layout tiler the zipped product is the logical product's pair.
Result<Layout> zippedProduct(const Layout &a, const Layout &b) {
  return logicalProduct(a, b);
}
Result<Layout> tiledProduct(const Layout &a, const Layout &b) {
  FLY_TRY(v_a, detail::validate(a, "layout"));
  (void)v_a;
  FLY_TRY(v_b, detail::validate(b, "tiler"));
  (void)v_b;
  FLY_TRY(r, productRaw(a, b));
  return resultForm(expand(r, {1}));
}
Result<Layout> flatProduct(const Layout &a, const Layout &b) {
  FLY_TRY(v_a, detail::validate(a, "layout"));
  (void)v_a;
  FLY_TRY(v_b, detail::validate(b, "tiler"));
  (void)v_b;
  FLY_TRY(r, productRaw(a, b));
  return resultForm(expand(r, {0, 1}));
}
Result<Layout> blockedProduct(const Layout &a, const Layout &b) {
  FLY_TRY(v_a, detail::validate(a, "layout"));
  (void)v_a;
  FLY_TRY(v_b, detail::validate(b, "tiler"));
  (void)v_b;
  return rankProduct(a, b, false);
}
Result<Layout> rakedProduct(const Layout &a, const Layout &b) {
  FLY_TRY(v_a, detail::validate(a, "layout"));
  (void)v_a;
  FLY_TRY(v_b, detail::validate(b, "tiler"));
  (void)v_b;
  return rankProduct(a, b, true);
}

} // namespace fly::layout
