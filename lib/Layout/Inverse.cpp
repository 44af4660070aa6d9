//===- Inverse.cpp - right and left inverse -------------------------------===//
//
// docs/reference/algebra.md#inverses.
// Both work on the coalesced layout with its static strides sorted. The
// right inverse follows the chain 1, s*d, ... of strides that L hits
// contiguously. The left inverse uses FlyDSL's form: every stride gap gets a
// stride-0 mode, e.g. left_inverse(4:2) = (2,4):(0,1).
//
//===----------------------------------------------------------------------===//
#include "Internal.h"
#include "StaticEval.h"

#include <algorithm>

namespace fly::layout {
namespace {

struct Prepared {
  std::vector<detail::Mode> modes;
  std::vector<Leaf> prefix; // exclusive prefix products of the shapes
  std::vector<size_t> sorted;
  bool hasDynamicStride = false;
};

Result<Prepared> prepare(const Layout &l) {
  if (detail::tooDeep(l.shape) || detail::tooDeep(l.stride))
    return detail::depthFailure("inverse");
  FLY_TRY(v, detail::validate(l, "layout"));
  (void)v;
  FLY_TRY(c, coalesce(l));
  Prepared p;
  p.modes = detail::flatModes(c);
  p.prefix.push_back(Leaf::ofStatic(1));
  for (const auto &m : p.modes) {
    if (m.stride.isBasis() || m.stride.isNone())
      return fail("inverse of a layout with non-integer stride " +
                  leafToString(m.stride));
    FLY_TRY(n, leafMul(p.prefix.back(), m.shape));
    p.prefix.push_back(n);
  }
  // Dynamic strides cannot be ordered; CuTe ignores them, so the result is
  // the static answer only when they would not have taken part.
  for (size_t i = 0; i < p.modes.size(); ++i) {
    if (p.modes[i].stride.isStatic())
      p.sorted.push_back(i);
    else
      p.hasDynamicStride = true;
  }
  std::stable_sort(p.sorted.begin(), p.sorted.end(), [&](size_t a, size_t b) {
    return p.modes[a].stride.value < p.modes[b].stride.value;
  });
  return p;
}

} // namespace

Result<Layout> rightInverse(const Layout &l) {
  FLY_TRY(p, prepare(l));
  if (p.hasDynamicStride)
    recordUnstatableCondition("right_inverse: the modes with dynamic "
                              "strides take no part in the inverse");
  std::vector<detail::Mode> out{{Leaf::ofStatic(1), Leaf::ofStatic(0)}};
  int64_t next = 1;
  for (size_t i : p.sorted) {
    const auto &m = p.modes[i];
    if (m.stride.value != next)
      continue;
    out.push_back(detail::Mode{m.shape, p.prefix[i]});
    // As in CuTe's inverse_seq, a dynamic extent ends the chain: the next
    // stride to look for is not known.
    if (!m.shape.isStatic())
      break;
    if (__builtin_mul_overflow(m.shape.value, m.stride.value, &next))
      return fail("right_inverse: static overflow");
  }
  return coalesce(detail::fromModes(out));
}

Result<Layout> leftInverse(const Layout &l) {
  FLY_TRY(p, prepare(l));
  // Ignoring a dynamic stride would not give a left inverse at all.
  for (size_t i = 0; i < p.modes.size(); ++i)
    if (!p.modes[i].stride.isStatic() && !p.modes[i].shape.is(1))
      return fail("left_inverse: stride " + leafToString(p.modes[i].stride) +
                  " of mode " + std::to_string(i) +
                  " of the coalesced layout is dynamic; the left inverse "
                  "needs static strides");
  std::vector<Leaf> shapes;
  std::vector<Leaf> strides{Leaf::ofStatic(0)};
  Leaf covered = Leaf::ofStatic(1);
  Leaf prod = Leaf::ofStatic(1);
  std::optional<size_t> last;
  for (size_t i : p.sorted) {
    const auto &m = p.modes[i];
    if (m.stride.is(0))
      continue;
    if (m.stride.value < 0)
      return fail("left_inverse: negative stride " +
                  std::to_string(m.stride.value));
    // L must be injective: a stride inside the covered range collides.
    if (covered.isStatic() && m.stride.value < covered.value)
      return fail("left_inverse: the layout " + l.str() +
                  " is not injective (stride " +
                  std::to_string(m.stride.value) + " repeats an index)");
    // The mode before this one spans up to this stride: its shape in Q is
    // the ratio of consecutive strides (the product of gaps telescopes).
    FLY_TRY(gap, leafDiv(m.stride, prod));
    shapes.push_back(gap);
    strides.push_back(p.prefix[i]);
    FLY_TRY(np, leafMul(prod, gap));
    prod = np;
    FLY_TRY(ext, leafMul(m.stride, m.shape));
    covered = ext;
    last = i;
  }
  shapes.push_back(last ? p.modes[*last].shape : Leaf::ofStatic(1));
  std::vector<detail::Mode> out;
  for (size_t i = 0; i < shapes.size(); ++i)
    out.push_back(detail::Mode{shapes[i], strides[i]});
  FLY_TRY(q, coalesce(detail::fromModes(out)));
  // Static inputs: verify Q(L(i)) == i, which fails exactly when the strides
  // are not tractable (a stride that is not a multiple of the extent below).
  if (detail::isPlainStatic(l) && detail::isPlainStatic(q)) {
    FLY_TRY(n, detail::sizeLeaf(l.shape));
    detail::StaticEvaluator evalL(l), evalQ(q);
    for (int64_t i = 0; i < n.value && i < detail::kBruteForceLimit; ++i) {
      // The evaluator's answer where it has one (no overflow anywhere);
      // else evalStatic, which reports why.
      int64_t li = 0, qi = 0;
      if (!evalL.eval(i, li)) {
        FLY_TRY(v, evalStatic(l, i));
        li = v;
      }
      if (li < 0 || !evalQ.eval(li, qi)) {
        FLY_TRY(v, evalStatic(q, li));
        qi = v;
      }
      if (qi != i)
        return fail("left_inverse: " + l.str() +
                    " has no left inverse layout: the candidate " + q.str() +
                    " maps L(" + std::to_string(i) + ") = " +
                    std::to_string(li) + " to " + std::to_string(qi));
    }
  }
  return q;
}

} // namespace fly::layout
