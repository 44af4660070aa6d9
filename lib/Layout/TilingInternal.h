//===- TilingInternal.h - Helpers shared by the tiling sources --*- C++ -*-===//
//
// Not installed: small layout utilities the tiled copy, tiled MMA and
// fragment sources share.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LAYOUT_TILINGINTERNAL_H
#define FLY_LAYOUT_TILINGINTERNAL_H

#include "fly/Layout/Tiling.h"

#include "Internal.h"

#include <string>
#include <vector>

namespace fly::layout::tiling {

inline Result<Layout> modeOf(const Layout &l, size_t i, const char *what) {
  if (l.shape.isLeaf()) {
    if (i == 0)
      return l;
  } else if (i < l.rank()) {
    return l.mode(i);
  }
  return fail(std::string(what) + " " + l.str() + " has no mode " +
              std::to_string(i));
}

inline Result<int64_t> staticSize(const IntTuple &shape, const std::string &what) {
  FLY_TRY(s, detail::sizeLeaf(shape));
  if (!s.isStatic() || s.isBasis())
    return fail(what + " must have a static size, got " + shape.str());
  return s.value;
}

using detail::refoldLeaves;

inline Layout pair2(const Layout &a, const Layout &b) {
  return detail::pairLayouts({a, b});
}

/// The top-level modes of l (a leaf layout is one mode).
inline std::vector<Layout> modesOf(const Layout &l) {
  std::vector<Layout> out;
  if (l.shape.isLeaf())
    out.push_back(l);
  else
    for (size_t i = 0; i < l.rank(); ++i)
      out.push_back(l.mode(i));
  return out;
}

/// (first, modes of rest...) as a flat top-level tuple.
inline Layout prependModes(const Layout &first, const std::vector<Layout> &rest) {
  std::vector<Layout> all{first};
  all.insert(all.end(), rest.begin(), rest.end());
  return detail::zeroSize1Strides(detail::pairLayouts(all));
}

inline Result<int> checkStatic(const Layout &l, const char *what) {
  FLY_TRY(v, detail::validate(l, what));
  (void)v;
  if (!detail::isPlainStatic(l))
    return fail(std::string(what) + " " + l.str() + " must be static");
  return 0;
}

/// Replace the outer layout of a (possibly nested) composed layout by the
/// partition `fn` computes, folding its offset into the innermost offset.
template <typename Fn>
Result<ComposedLayout> foldComposed(const ComposedLayout &c, Fn fn) {
  ComposedLayout out = c;
  if (auto *l = std::get_if<Layout>(&c.outer)) {
    FLY_TRY(p, fn(*l));
    FLY_TRY(off, tupleAdd(c.offset, p.offset));
    out.offset = off;
    out.outer = p.layout;
    return out;
  }
  if (auto *n = std::get_if<std::shared_ptr<ComposedLayout>>(&c.outer)) {
    if (!*n)
      return fail("composed layout with a null outer layout");
    FLY_TRY(r, foldComposed(**n, fn));
    out.outer = std::make_shared<ComposedLayout>(std::move(r));
    return out;
  }
  return fail("the outer part of a composed layout must be a layout");
}


} // namespace fly::layout::tiling

#endif // FLY_LAYOUT_TILINGINTERNAL_H
