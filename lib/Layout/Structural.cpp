//===- Structural.cpp - get/take/select/group/append/slice, sizes (6.E) ---===//
#include "Internal.h"

namespace fly::layout {
namespace {

Failure rangeError(const char *op, int64_t i, size_t rank) {
  return fail(std::string(op) + ": mode index " + std::to_string(i) +
              " is out of range for rank " + std::to_string(rank));
}

/// The top-level modes of t (a leaf counts as one mode).
std::vector<IntTuple> modesOf(const IntTuple &t) {
  if (t.isLeaf())
    return {t};
  return t.elements();
}

IntTuple makeTupleOrLeaf(std::vector<IntTuple> elems) {
  if (elems.size() == 1)
    return std::move(elems[0]);
  return IntTuple::tuple(std::move(elems));
}

Result<int> sliceImpl(const IntTuple &t, const IntTuple &c, bool keepNone,
                      std::vector<IntTuple> &out, int depth) {
  if (depth > detail::kMaxAlgebraDepth)
    return detail::depthFailure("slice");
  if (c.isLeaf()) {
    if (c.leaf().isNone() == keepNone)
      out.push_back(t);
    return 0;
  }
  if (t.isLeaf() || t.rank() != c.rank())
    return fail("coordinate " + c.str() + " does not match the profile of " +
                t.str());
  for (size_t i = 0; i < c.rank(); ++i) {
    FLY_TRY(r, sliceImpl(t[i], c[i], keepNone, out, depth + 1));
    (void)r;
  }
  return 0;
}

Result<IntTuple> sliceOrDice(const IntTuple &t, const IntTuple &c,
                             bool keepNone) {
  std::vector<IntTuple> out;
  FLY_TRY(r, sliceImpl(t, c, keepNone, out, 0));
  (void)r;
  if (out.empty())
    return fail(std::string(keepNone ? "slice" : "dice") + " of " + t.str() +
                " by " + c.str() + " keeps no mode");
  return makeTupleOrLeaf(std::move(out));
}

} // namespace

Result<IntTuple> tupleGet(const IntTuple &t, const std::vector<int32_t> &path) {
  return t.at(path);
}

Result<IntTuple> tupleTake(const IntTuple &t, int32_t begin, int32_t end) {
  auto m = modesOf(t);
  if (begin < 0 || end > static_cast<int32_t>(m.size()) || begin >= end)
    return fail("take: range [" + std::to_string(begin) + "," +
                std::to_string(end) + ") is invalid for rank " +
                std::to_string(m.size()));
  return makeTupleOrLeaf(std::vector<IntTuple>(m.begin() + begin, m.begin() + end));
}

Result<IntTuple> tupleSelect(const IntTuple &t,
                             const std::vector<int32_t> &indices) {
  auto m = modesOf(t);
  if (indices.empty())
    return fail("select: no mode indices");
  std::vector<IntTuple> out;
  for (int32_t i : indices) {
    if (i < 0 || static_cast<size_t>(i) >= m.size())
      return rangeError("select", i, m.size());
    out.push_back(m[static_cast<size_t>(i)]);
  }
  return makeTupleOrLeaf(std::move(out));
}

Result<IntTuple> tupleGroup(const IntTuple &t, int32_t begin, int32_t end) {
  auto m = modesOf(t);
  if (begin < 0 || end > static_cast<int32_t>(m.size()) || begin >= end)
    return fail("group: range [" + std::to_string(begin) + "," +
                std::to_string(end) + ") is invalid for rank " +
                std::to_string(m.size()));
  std::vector<IntTuple> out(m.begin(), m.begin() + begin);
  std::vector<IntTuple> g(m.begin() + begin, m.begin() + end);
  out.push_back(IntTuple::tuple(std::move(g)));
  out.insert(out.end(), m.begin() + end, m.end());
  return IntTuple::tuple(std::move(out));
}

Result<IntTuple> tupleAppend(const IntTuple &t, const IntTuple &elem,
                             int32_t n) {
  auto m = modesOf(t);
  if (n < 0) {
    m.push_back(elem);
  } else {
    if (static_cast<size_t>(n) < m.size())
      return fail("append: target rank " + std::to_string(n) +
                  " is smaller than rank " + std::to_string(m.size()));
    if (n > 1 << 20)
      return fail("append: target rank " + std::to_string(n) + " too large");
    while (m.size() < static_cast<size_t>(n))
      m.push_back(elem);
  }
  return makeTupleOrLeaf(std::move(m));
}

Result<IntTuple> tuplePrepend(const IntTuple &t, const IntTuple &elem,
                              int32_t n) {
  auto m = modesOf(t);
  std::vector<IntTuple> out;
  if (n < 0) {
    out.push_back(elem);
  } else {
    if (static_cast<size_t>(n) < m.size())
      return fail("prepend: target rank " + std::to_string(n) +
                  " is smaller than rank " + std::to_string(m.size()));
    if (n > 1 << 20)
      return fail("prepend: target rank " + std::to_string(n) + " too large");
    out.assign(static_cast<size_t>(n) - m.size(), elem);
  }
  out.insert(out.end(), m.begin(), m.end());
  return makeTupleOrLeaf(std::move(out));
}

Result<IntTuple> tupleSlice(const IntTuple &t, const IntTuple &coord) {
  return sliceOrDice(t, coord, true);
}
Result<IntTuple> tupleDice(const IntTuple &t, const IntTuple &coord) {
  return sliceOrDice(t, coord, false);
}

Result<Layout> layoutGet(const Layout &l, const std::vector<int32_t> &path) {
  FLY_TRY(s, l.shape.at(path));
  FLY_TRY(d, l.stride.at(path));
  return Layout(s, d);
}
Result<Layout> layoutTake(const Layout &l, int32_t b, int32_t e) {
  FLY_TRY(s, tupleTake(l.shape, b, e));
  FLY_TRY(d, tupleTake(l.stride, b, e));
  return Layout(s, d);
}
Result<Layout> layoutSelect(const Layout &l, const std::vector<int32_t> &idx) {
  FLY_TRY(s, tupleSelect(l.shape, idx));
  FLY_TRY(d, tupleSelect(l.stride, idx));
  return Layout(s, d);
}
Result<Layout> layoutGroup(const Layout &l, int32_t b, int32_t e) {
  FLY_TRY(s, tupleGroup(l.shape, b, e));
  FLY_TRY(d, tupleGroup(l.stride, b, e));
  return Layout(s, d);
}
Result<Layout> layoutAppend(const Layout &l, const Layout &elem, int32_t n) {
  FLY_TRY(s, tupleAppend(l.shape, elem.shape, n));
  FLY_TRY(d, tupleAppend(l.stride, elem.stride, n));
  return Layout(s, d);
}
Result<Layout> layoutPrepend(const Layout &l, const Layout &elem, int32_t n) {
  FLY_TRY(s, tuplePrepend(l.shape, elem.shape, n));
  FLY_TRY(d, tuplePrepend(l.stride, elem.stride, n));
  return Layout(s, d);
}
Result<Layout> layoutSlice(const Layout &l, const IntTuple &coord) {
  FLY_TRY(s, tupleSlice(l.shape, coord));
  FLY_TRY(d, tupleSlice(l.stride, coord));
  return Layout(s, d);
}
Result<Layout> layoutDice(const Layout &l, const IntTuple &coord) {
  FLY_TRY(s, tupleDice(l.shape, coord));
  FLY_TRY(d, tupleDice(l.stride, coord));
  return Layout(s, d);
}

Result<IntTuple> layoutSize(const Layout &l) { return tupleProduct(l.shape); }

Result<IntTuple> layoutCosize(const Layout &l) {
  if (detail::tooDeep(l.shape))
    return detail::depthFailure("cosize");
  // 1 + sum (s-1)*d, which is L(size-1)+1 for non-negative strides.
  Leaf acc = Leaf::ofStatic(1);
  for (const auto &m : detail::flatModes(l)) {
    if (m.stride.isBasis())
      return fail("cosize of a layout with scaled-basis strides; use coshape");
    FLY_TRY(sm1, leafSub(m.shape, Leaf::ofStatic(1)));
    FLY_TRY(t, leafMul(sm1, m.stride));
    FLY_TRY(a, leafAdd(acc, t));
    acc = a;
  }
  return IntTuple(acc);
}

Result<IntTuple> layoutCoshape(const Layout &l) {
  bool anyBasis = false;
  for (const auto &m : detail::flatModes(l))
    anyBasis |= m.stride.isBasis();
  if (!anyBasis)
    return layoutCosize(l);
  // With basis strides the codomain is a tuple: one past the largest
  // coordinate reached in every codomain mode.
  IntTuple acc = IntTuple::of(0);
  for (const auto &m : detail::flatModes(l)) {
    FLY_TRY(sm1, leafSub(m.shape, Leaf::ofStatic(1)));
    FLY_TRY(t, leafMul(sm1, m.stride));
    FLY_TRY(a, tupleAdd(acc, IntTuple(t)));
    acc = a;
  }
  IntTuple ones = acc;
  std::vector<IntTuple> stack;
  // Add one to every leaf.
  struct Inc {
    static Result<IntTuple> run(const IntTuple &t) {
      if (t.isLeaf()) {
        FLY_TRY(v, leafAdd(t.leaf(), Leaf::ofStatic(1)));
        return IntTuple(v);
      }
      std::vector<IntTuple> out;
      for (const auto &e : t.elements()) {
        FLY_TRY(r, run(e));
        out.push_back(std::move(r));
      }
      return IntTuple::tuple(std::move(out));
    }
  };
  return Inc::run(ones);
}

Result<IntTuple> layoutCoprofile(const Layout &l) {
  FLY_TRY(cs, layoutCoshape(l));
  struct Zero {
    static IntTuple run(const IntTuple &t) {
      if (t.isLeaf())
        return IntTuple::of(0);
      std::vector<IntTuple> out;
      for (const auto &e : t.elements())
        out.push_back(run(e));
      return IntTuple::tuple(std::move(out));
    }
  };
  return Zero::run(cs);
}

} // namespace fly::layout
