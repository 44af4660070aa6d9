//===- Recast.cpp - recast_layout, upcast, downcast, tile_to_shape --------===//
//
// recast_layout<Old,New> reduces the bit ratio and applies upcast by the
// numerator, then downcast by the denominator
// (docs/reference/algebra.md#recast).
//
//===----------------------------------------------------------------------===//
#include "Internal.h"

#include <numeric>

namespace fly::layout {
namespace {

Result<IntTuple> mapModes(const IntTuple &s, const IntTuple &d, int depth,
                          bool wantShape,
                          Result<std::pair<Leaf, Leaf>> (*fn)(const Leaf &,
                                                             const Leaf &,
                                                             int64_t),
                          int64_t n) {
  if (depth > detail::kMaxAlgebraDepth)
    return detail::depthFailure("recast");
  if (s.isLeaf()) {
    FLY_TRY(r, fn(s.leaf(), d.leaf(), n));
    return IntTuple(wantShape ? r.first : r.second);
  }
  std::vector<IntTuple> out;
  for (size_t i = 0; i < s.rank(); ++i) {
    FLY_TRY(e, mapModes(s[i], d[i], depth + 1, wantShape, fn, n));
    out.push_back(std::move(e));
  }
  return IntTuple::tuple(std::move(out));
}

Result<std::pair<Leaf, Leaf>> upLeaf(const Leaf &s, const Leaf &d, int64_t n) {
  if (d.is(0) || d.isNone())
    return std::make_pair(s, d);
  if (!d.isStatic()) {
    FLY_TRY(q, leafDiv(d, Leaf::ofStatic(n)));
    return std::make_pair(s, q);
  }
  if (d.isBasis())
    return fail("upcast of a scaled-basis stride " + leafToString(d));
  int64_t ad = d.value < 0 ? -d.value : d.value;
  if (ad % n != 0 && n % ad != 0)
    return fail("upcast by " + std::to_string(n) + ": stride " +
                std::to_string(d.value) + " and " + std::to_string(n) +
                " do not divide one another");
  FLY_TRY(scale, leafCeilDiv(Leaf::ofStatic(n), Leaf::ofStatic(ad)));
  FLY_TRY(ns, leafCeilDiv(s, scale));
  FLY_TRY(nd, leafCeilDiv(Leaf::ofStatic(ad), Leaf::ofStatic(n)));
  if (d.value < 0)
    nd.value = -nd.value;
  return std::make_pair(ns, nd);
}

Result<std::pair<Leaf, Leaf>> downLeaf(const Leaf &s, const Leaf &d,
                                       int64_t n) {
  if (d.is(1) || d.is(-1)) {
    FLY_TRY(ns, leafMul(s, Leaf::ofStatic(n)));
    return std::make_pair(ns, d);
  }
  if (d.isNone())
    return std::make_pair(s, d);
  FLY_TRY(nd, leafMul(d, Leaf::ofStatic(n)));
  return std::make_pair(s, nd);
}

Result<Layout> apply(const Layout &l, int64_t n,
                     Result<std::pair<Leaf, Leaf>> (*fn)(const Leaf &,
                                                        const Leaf &, int64_t)) {
  if (n == 1)
    return l;
  FLY_TRY(s, mapModes(l.shape, l.stride, 0, true, fn, n));
  FLY_TRY(d, mapModes(l.shape, l.stride, 0, false, fn, n));
  return Layout(s, d);
}

} // namespace

Result<Layout> recastLayout(const Layout &l, int64_t oldBits, int64_t newBits) {
  if (oldBits <= 0 || newBits <= 0)
    return fail("recast_layout: bit widths must be positive, got " +
                std::to_string(oldBits) + " and " + std::to_string(newBits));
  if (!l.shape.congruent(l.stride))
    return fail("recast_layout: shape and stride are not congruent");
  int64_t g = std::gcd(oldBits, newBits);
  int64_t num = newBits / g, den = oldBits / g;
  if (den != 1 && l.isStatic()) {
    // CuTe's downcast needs a unit-stride mode to widen.
    bool unit = false, allZero = true;
    for (const auto &m : detail::flatModes(l)) {
      unit |= m.stride.is(1) || m.stride.is(-1);
      allZero &= m.stride.is(0);
    }
    if (!unit && !allZero && num == 1)
      return fail("recast_layout: downcast by " + std::to_string(den) +
                  " needs a stride-1 mode in " + l.str());
  }
  FLY_TRY(up, apply(l, num, upLeaf));
  return apply(up, den, downLeaf);
}

Result<Layout> tileToShape(const Layout &block, const IntTuple &target,
                           const IntTuple &order) {
  FLY_TRY(bs, tupleProductEach(block.shape));
  if (bs.rank() != target.rank() && !(bs.isLeaf() && target.isLeaf()))
    return fail("tile_to_shape: block " + block.str() + " has rank " +
                std::to_string(bs.rank()) + " but the target " + target.str() +
                " has rank " + std::to_string(target.rank()));
  for (size_t i = 0; i < target.rank(); ++i) {
    if (!target[i].isLeaf())
      return fail("tile_to_shape: target mode " + std::to_string(i) +
                  " must be an integer");
    const Leaf &t = target[i].leaf(), &b = bs[i].leaf();
    if (t.isStatic() && b.isStatic() && (b.value == 0 || t.value % b.value != 0))
      return fail("tile_to_shape: block extent " + std::to_string(b.value) +
                  " of mode " + std::to_string(i) + " does not divide target " +
                  std::to_string(t.value));
  }
  FLY_TRY(reps, tupleCeilDiv(target, bs));
  FLY_TRY(ordered, makeOrderedLayout(reps, order));
  return blockedProduct(block, ordered);
}

} // namespace fly::layout
