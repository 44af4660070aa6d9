//===- Coalesce.cpp - coalesce and by-mode coalesce -----------------------===//
//
// docs/reference/algebra.md#coalesce.
// Walks the flattened modes right to left (FlyDSL's order): static size-1
// modes vanish, and two modes merge when both are fully static and
// s_prev * d_prev == d_next. With dynamic leaves fewer merges are provable.
//
//===----------------------------------------------------------------------===//
#include "Internal.h"

#include <algorithm>

namespace fly::layout {

Result<Layout> coalesce(const Layout &l) {
  if (detail::tooDeep(l.shape) || detail::tooDeep(l.stride))
    return detail::depthFailure("coalesce");
  if (!l.shape.congruent(l.stride))
    return fail("coalesce: shape " + l.shape.str() + " and stride " +
                l.stride.str() + " are not congruent");
  auto modes = detail::flatModes(l);
  if (modes.size() == 1) {
    if (modes[0].shape.is(1))
      return Layout(IntTuple::of(1), IntTuple::of(0));
    // FlyDSL keeps a single mode as written, wrapper included: (6):(1).
    return l;
  }
  std::vector<detail::Mode> out; // built right to left
  detail::Mode cur = modes.back();
  for (size_t k = modes.size() - 1; k-- > 0;) {
    const detail::Mode &next = modes[k];
    if (next.shape.is(1))
      continue;
    if (cur.shape.is(1)) {
      cur = next;
      continue;
    }
    bool merged = false;
    if (next.shape.isStatic() && next.stride.isStatic() &&
        cur.shape.isStatic() && cur.stride.isStatic() && !next.shape.isBasis() &&
        !cur.shape.isBasis()) {
      auto ext = leafMul(next.shape, next.stride);
      if (ext && ext.value() == cur.stride) {
        FLY_TRY(s, leafMul(next.shape, cur.shape));
        cur = detail::Mode{s, next.stride};
        merged = true;
      }
    }
    if (!merged) {
      out.push_back(cur);
      cur = next;
    }
  }
  if (out.empty() && cur.shape.is(1))
    return Layout(IntTuple::of(1), IntTuple::of(0));
  out.push_back(cur);
  std::reverse(out.begin(), out.end());
  return detail::fromModes(out);
}

static Result<Layout> coalesceBy(const Layout &l, const IntTuple &profile,
                                 int depth) {
  if (depth > detail::kMaxAlgebraDepth)
    return detail::depthFailure("coalesce");
  if (profile.isLeaf())
    return coalesce(l);
  if (profile.rank() > l.rank())
    return fail("coalesce: profile " + profile.str() + " has rank " +
                std::to_string(profile.rank()) + " but the layout " + l.str() +
                " has rank " + std::to_string(l.rank()));
  if (l.shape.isLeaf())
    return coalesceBy(l, profile[0], depth + 1);
  std::vector<Layout> modes;
  for (size_t i = 0; i < l.rank(); ++i) {
    if (i < profile.rank()) {
      FLY_TRY(m, coalesceBy(l.mode(i), profile[i], depth + 1));
      modes.push_back(std::move(m));
    } else {
      modes.push_back(l.mode(i));
    }
  }
  return detail::pairLayouts(modes);
}

Result<Layout> coalesce(const Layout &l, const IntTuple &profile) {
  if (!l.shape.congruent(l.stride))
    return fail("coalesce: shape and stride are not congruent");
  return coalesceBy(l, profile, 0);
}

} // namespace fly::layout
