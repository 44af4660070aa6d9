//===- Construction.cpp - make_layout and friends -------------------------===//
#include "Internal.h"

#include <algorithm>

namespace fly::layout {

Result<Layout> makeLayout(const IntTuple &shape, const IntTuple &stride) {
  if (detail::tooDeep(shape) || detail::tooDeep(stride))
    return detail::depthFailure("make_layout");
  if (!shape.congruent(stride))
    return fail("shape " + shape.str() + " and stride " + stride.str() +
                " are not congruent");
  auto leaves = shape.leaves();
  for (size_t i = 0; i < leaves.size(); ++i) {
    const Leaf &l = leaves[i];
    if (l.isNone() || l.isBasis())
      return fail("shape leaf " + std::to_string(i) + " of " + shape.str() +
                  " must be an integer");
    // Static extents must be positive; dynamic ones cannot be checked here.
    if (l.isStatic() && l.value <= 0)
      return fail("shape leaf " + std::to_string(i) + " of " + shape.str() +
                  " is " + std::to_string(l.value) + "; extents must be positive");
  }
  return Layout(shape, stride);
}

/// Compact strides assigned to flat modes in the given rank order.
static Result<Layout> orderedFlat(const IntTuple &shape,
                                  const std::vector<int64_t> &order) {
  std::vector<IntTuple> modes = shape.isLeaf() ? std::vector<IntTuple>{shape}
                                               : shape.elements();
  if (order.size() != modes.size())
    return fail("order has " + std::to_string(order.size()) +
                " entries but the shape " + shape.str() + " has rank " +
                std::to_string(modes.size()));
  std::vector<size_t> idx(modes.size());
  for (size_t i = 0; i < idx.size(); ++i)
    idx[i] = i;
  std::stable_sort(idx.begin(), idx.end(),
                   [&](size_t a, size_t b) { return order[a] < order[b]; });
  std::vector<IntTuple> strides(modes.size());
  Leaf cur = Leaf::ofStatic(1);
  for (size_t k : idx) {
    // Within a nested mode the strides are compact column-major.
    auto cm = compactColMajor(modes[k]);
    if (!cm)
      return cm.failure();
    // Scale every leaf of the compact stride by the running product.
    struct Scale {
      static Result<IntTuple> run(const IntTuple &t, const Leaf &f) {
        if (t.isLeaf()) {
          FLY_TRY(v, leafMul(t.leaf(), f));
          return IntTuple(v);
        }
        std::vector<IntTuple> out;
        for (const auto &e : t.elements()) {
          FLY_TRY(r, run(e, f));
          out.push_back(std::move(r));
        }
        return IntTuple::tuple(std::move(out));
      }
    };
    FLY_TRY(sd, Scale::run(*cm, cur));
    strides[k] = sd;
    FLY_TRY(sz, detail::sizeLeaf(modes[k]));
    FLY_TRY(next, leafMul(cur, sz));
    cur = next;
  }
  if (shape.isLeaf())
    return Layout(shape, strides[0]);
  return Layout(shape, IntTuple::tuple(std::move(strides)));
}

Result<Layout> makeOrderedLayout(const IntTuple &shape, const IntTuple &order) {
  if (detail::tooDeep(shape) || detail::tooDeep(order))
    return detail::depthFailure("make_ordered_layout");
  // A fully congruent order ranks every leaf; otherwise it ranks top modes.
  IntTuple s = shape;
  if (order.isTuple() && shape.isTuple() && order.congruent(shape) &&
      order.depth() > 1) {
    s = flatten(shape);
  }
  std::vector<int64_t> ord;
  for (const auto &l : order.leaves()) {
    if (!l.isStatic() || l.isBasis())
      return fail("order " + order.str() + " must be static integers");
    ord.push_back(l.value);
  }
  FLY_TRY(flat, orderedFlat(s, ord));
  if (s == shape)
    return flat;
  // Restore the nesting of the original shape.
  auto leaves = flat.stride.leaves();
  size_t k = 0;
  return Layout(shape, detail::refoldLeaves(shape, leaves, k));
}

Result<Layout> makeLayoutLike(const Layout &l) {
  // CuTe make_layout_like: a compact layout with the same shape whose modes
  // are ordered like the strides of l (stride-0 modes stay 0).
  if (detail::tooDeep(l.shape))
    return detail::depthFailure("make_layout_like");
  auto modes = detail::flatModes(l);
  std::vector<int64_t> ord;
  for (size_t i = 0; i < modes.size(); ++i) {
    const Leaf &d = modes[i].stride;
    ord.push_back(d.isStatic() && !d.isBasis() ? std::abs(d.value)
                                               : INT64_MAX - 1 - int64_t(modes.size()) + int64_t(i));
  }
  // Stride-0 modes take no room: order the others as if their extent were 1.
  std::vector<IntTuple> fs;
  for (const auto &m : modes)
    fs.push_back(m.stride.is(0) ? IntTuple::of(1) : IntTuple(m.shape));
  IntTuple flatShape = fs.size() == 1 ? fs[0] : IntTuple::tuple(fs);
  FLY_TRY(flat, orderedFlat(flatShape, ord));
  auto ls = flat.stride.leaves();
  for (size_t i = 0; i < modes.size(); ++i)
    if (modes[i].stride.is(0))
      ls[i] = Leaf::ofStatic(0);
  size_t k = 0;
  return Layout(l.shape, detail::refoldLeaves(l.shape, ls, k));
}

static IntTuple basisLike(const IntTuple &s, std::vector<int32_t> &path) {
  if (s.isLeaf()) {
    Leaf b = Leaf::ofStatic(1);
    b.basis = path;
    return IntTuple(b);
  }
  std::vector<IntTuple> out;
  for (size_t i = 0; i < s.rank(); ++i) {
    path.push_back(static_cast<int32_t>(i));
    out.push_back(basisLike(s[i], path));
    path.pop_back();
  }
  return IntTuple::tuple(std::move(out));
}

Result<Layout> makeIdentityLayout(const IntTuple &shape) {
  if (detail::tooDeep(shape))
    return detail::depthFailure("make_identity_layout");
  std::vector<int32_t> path;
  // CuTe: a scalar shape maps to itself with stride 1 (no basis needed).
  return makeLayout(shape, basisLike(shape, path));
}

Result<Layout> makeFragmentLayoutLike(const Layout &l) {
  if (!l.shape.isStatic())
    return fail("make_fragment_like needs a static shape, got " + l.shape.str());
  FLY_TRY(d, compactColMajor(l.shape));
  return detail::zeroSize1Strides(Layout(l.shape, d));
}

} // namespace fly::layout
