//===- Decompose.cpp - A composed layout as offset + plain layout ---------===//
//
// fly.decomposition moves the constant part of a composed layout into the
// view's iterator: for C = g o o o h, with h itself plain or composed,
//
//   C(c) = g(o + h(c)) = k + L(c)
//
// must hold for every coordinate c. Working from the innermost level out,
// h(c) = k_h + L_h(c) (k_h = 0 and L_h = h for a plain h), and then
//
//   - a layout g (or a composed g of layouts) that is linear on indices,
//     g(x) = s * x, gives k = g(o + k_h) and L = L_h with every stride
//     multiplied by s;
//   - a swizzle g at the outermost level only gives k = g(o + k_h) and
//     L = L_h: the swizzle leaves the layout and acts on the pointer (the
//     documented FlyDSL semantics of the op; DecomposeViews.cpp turns a
//     swizzled view into a swizzled pointer for the accesses);
//   - anything else (a multi-mode g that is not linear, a swizzle under
//     another function) has no such form and is an error.
//
// Each level's offset is thereby mapped through every function applied
// after it, which the one-level formula k = g(o) missed.
//
//===----------------------------------------------------------------------===//
#include "Internal.h"

#include <vector>

namespace fly::layout {

namespace {

/// `t` with every leaf multiplied by `s`.
Result<IntTuple> scaleLeaves(const IntTuple &t, const Leaf &s) {
  if (t.isLeaf()) {
    FLY_TRY(v, leafMul(t.leaf(), s));
    return IntTuple(v);
  }
  std::vector<IntTuple> elems;
  elems.reserve(t.rank());
  for (const IntTuple &e : t.elements()) {
    FLY_TRY(v, scaleLeaves(e, s));
    elems.push_back(std::move(v));
  }
  return IntTuple::tuple(std::move(elems));
}

/// The scale s with f(x) = f(0) + s * x for every 1-D index x, if the
/// layout function is affine: a plain layout whose coalesced form is one
/// mode, or a composed layout of such functions. `depth` bounds the
/// recursion through composed inner functions.
Result<Leaf> linearScale(const LayoutFn &f, int depth) {
  if (depth > detail::kMaxAlgebraDepth)
    return detail::depthFailure("decomposition");
  if (const auto *l = std::get_if<Layout>(&f)) {
    FLY_TRY(c, coalesce(*l));
    const IntTuple *shape = &c.shape, *stride = &c.stride;
    while (shape->isTuple() && shape->rank() == 1) {
      shape = &(*shape)[0];
      stride = &(*stride)[0];
    }
    if (!shape->isLeaf())
      return fail("the layout " + l->str() +
                  " does not map indices linearly (it coalesces to more than "
                  "one mode), so no offset and plain layout describe the view");
    return stride->leaf();
  }
  if (const auto *p = std::get_if<std::shared_ptr<ComposedLayout>>(&f)) {
    if (!*p)
      return fail("null composed layout");
    const ComposedLayout &c = **p;
    FLY_TRY(outer, linearScale(c.outer, depth + 1));
    FLY_TRY(inner, linearScale(c.inner, depth + 1));
    return leafMul(inner, outer);
  }
  return fail("a swizzle below another function of the composed layout "
              "cannot leave the layout; only the outermost function may be "
              "a swizzle");
}

} // namespace

Result<DecomposedLayout> decomposeComposed(const ComposedLayout &c) {
  // The levels from the outermost function in: levels[0] is c itself.
  std::vector<const ComposedLayout *> levels{&c};
  while (const auto *next =
             std::get_if<std::shared_ptr<ComposedLayout>>(&levels.back()->outer)) {
    if (!*next)
      return fail("null composed layout");
    if (levels.size() > size_t(detail::kMaxAlgebraDepth))
      return detail::depthFailure("decomposition");
    levels.push_back(next->get());
  }
  DecomposedLayout out{IntTuple::of(0), std::get<Layout>(levels.back()->outer)};
  for (size_t i = levels.size(); i-- > 0;) {
    const ComposedLayout &level = *levels[i];
    FLY_TRY(shifted, tupleAdd(level.offset, out.offset));
    // A plain layout is evaluated in its coalesced form: the same function,
    // and for a linear one a single multiplication instead of one
    // div/mod per mode.
    LayoutFn inner = level.inner;
    if (const auto *g = std::get_if<Layout>(&level.inner)) {
      FLY_TRY(c, coalesce(*g));
      inner = std::move(c);
    }
    FLY_TRY(k, crd2idx(shifted, inner));
    out.offset = std::move(k);
    bool swizzle = std::holds_alternative<Swizzle>(level.inner) ||
                   std::holds_alternative<CoordSwizzle>(level.inner);
    if (swizzle && i == 0)
      break;
    FLY_TRY(s, linearScale(level.inner, 0));
    if (s.is(1))
      continue;
    FLY_TRY(stride, scaleLeaves(out.layout.stride, s));
    out.layout.stride = std::move(stride);
  }
  return out;
}

} // namespace fly::layout
