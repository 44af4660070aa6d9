//===- Complement.cpp - complement(A, M) ----------------------------------===//
//
// docs/reference/algebra.md#complement.
// Drop stride-0 modes, coalesce, sort by stride, fill the gap below every
// stride, then repeat up to the codomain size and coalesce. A stride smaller
// than the extent reached so far means A is not injective: CuTe rejects that
// statically and so do we (FlyDSL and pycute return a shape-0 mode).
//
//===----------------------------------------------------------------------===//
#include "Internal.h"

#include <algorithm>

namespace fly::layout {
namespace {

/// Shape leaves whose static stride is 0 become 1 (they add no image).
IntTuple filterZeroStrides(const IntTuple &s, const IntTuple &d) {
  if (s.isLeaf())
    return d.isLeaf() && d.leaf().is(0) ? IntTuple::of(1) : s;
  std::vector<IntTuple> out;
  for (size_t i = 0; i < s.rank(); ++i)
    out.push_back(filterZeroStrides(s[i], d.isLeaf() ? d : d[i]));
  return IntTuple::tuple(std::move(out));
}

} // namespace

Result<Layout> complement(const Layout &a,
                          const std::optional<IntTuple> &codomainSize) {
  if (detail::tooDeep(a.shape) || detail::tooDeep(a.stride))
    return detail::depthFailure("complement");
  if (!a.shape.congruent(a.stride))
    return fail("complement: shape " + a.shape.str() + " and stride " +
                a.stride.str() + " are not congruent");
  FLY_TRY(v_a, detail::validate(a, "layout"));
  (void)v_a;
  if (codomainSize && !codomainSize->isLeaf())
    return fail("complement: the codomain size " + codomainSize->str() +
                " must be an integer");
  Layout filtered(filterZeroStrides(a.shape, a.stride), a.stride);
  FLY_TRY(coal, coalesce(filtered));
  Leaf m;
  if (codomainSize) {
    m = codomainSize->leaf();
    if (m.isNone() || m.isBasis())
      return fail("complement: bad codomain size " + codomainSize->str());
  } else {
    FLY_TRY(cs, layoutCosize(coal));
    m = cs.leaf();
  }
  auto modes = detail::flatModes(coal);
  if (modes.size() == 1 && modes[0].stride.is(0))
    // Nothing to complement: FlyDSL's form is M:1.
    return Layout(IntTuple(m), IntTuple::of(1));
  for (size_t i = 0; i < modes.size(); ++i) {
    const Leaf &d = modes[i].stride;
    if (d.isBasis())
      return fail("complement: mode " + std::to_string(i) +
                  " has a scaled-basis stride " + leafToString(d));
    if (d.isStatic() && d.value < 0)
      return fail("complement: mode " + std::to_string(i) +
                  " has negative stride " + std::to_string(d.value));
    if (modes.size() > 1 && !d.isStatic())
      return fail("complement: dynamic stride " + leafToString(d) + " in mode " +
                  std::to_string(i) +
                  " of a layout with several modes cannot be sorted");
  }
  std::stable_sort(modes.begin(), modes.end(),
                   [](const detail::Mode &x, const detail::Mode &y) {
                     return x.stride.value < y.stride.value;
                   });
  std::vector<detail::Mode> out;
  Leaf extent = Leaf::ofStatic(1);
  Leaf gapStride = Leaf::ofStatic(1);
  for (size_t i = 0; i < modes.size(); ++i) {
    const Leaf &d = modes[i].stride;
    if (d.isStatic() && extent.isStatic() && d.value < extent.value)
      return fail("complement: the layout " + a.str() +
                  " is not injective: stride " + std::to_string(d.value) +
                  " lies inside the extent " + std::to_string(extent.value) +
                  " already covered by the modes of smaller stride");
    if (!(d.isStatic() && extent.isStatic()) && recordingConditions()) {
      // Injectivity (and a non-zero stride) is assumed for dynamic leaves
      // (recorded for the runtime checks only).
      ExprRef ed = d.valueExpr(), ee = extent.valueExpr();
      // So is a stride that the extent below it divides: otherwise the gap
      // d / extent rounds down and the result does not fill the codomain
      // (and a dynamic size-1 mode, which static evaluation would drop,
      // gives another result than the static one).
      const char *injective = "complement: injectivity: the modes of "
                              "smaller stride end at or before this stride";
      const char *exact = "complement: the extent of the modes of smaller "
                          "stride divides this stride";
      if (ed && ee) {
        recordCondition(exprBinary(ExprOp::CmpLe, ee, ed), injective);
        if (!extent.is(1))
          recordCondition(exprBinary(ExprOp::CmpEq,
                                     exprBinary(ExprOp::Rem, ed, ee),
                                     exprConst(0, 32)),
                          exact);
      } else {
        recordUnstatableCondition(injective);
      }
    }
    FLY_TRY(gap, leafDiv(d, extent));
    out.push_back(detail::Mode{gap, gapStride});
    FLY_TRY(next, leafMul(d, modes[i].shape));
    extent = next;
    gapStride = next;
  }
  FLY_TRY(rest, leafCeilDiv(m, extent));
  out.push_back(detail::Mode{rest, extent});
  return coalesce(detail::fromModes(out));
}

} // namespace fly::layout
