//===- Helpers.cpp - Shared helpers of the algebra sources ----------------===//
#include "Internal.h"

namespace fly::layout::detail {

bool tooDeep(const IntTuple &t, int limit) {
  if (t.isLeaf())
    return false;
  if (limit <= 0)
    return true;
  for (const auto &e : t.elements())
    if (tooDeep(e, limit - 1))
      return true;
  return false;
}

Failure depthFailure(const char *what) {
  return fail(std::string(what) + ": nesting deeper than " +
              std::to_string(kMaxAlgebraDepth) + " levels");
}

static void collectModes(const IntTuple &s, const IntTuple &d,
                         std::vector<Mode> &out) {
  if (s.isLeaf()) {
    // A congruent stride has a leaf here; a hand-built mismatch falls back
    // to the first stride leaf so this never reads out of bounds.
    const IntTuple *dl = &d;
    while (!dl->isLeaf())
      dl = &dl->elements()[0];
    out.push_back(Mode{s.leaf(), dl->leaf()});
    return;
  }
  for (size_t i = 0; i < s.elements().size(); ++i) {
    const IntTuple &di = d.isLeaf() ? d : (i < d.rank() ? d[i] : d[d.rank() - 1]);
    collectModes(s.elements()[i], di, out);
  }
}

std::vector<Mode> flatModes(const Layout &l) {
  std::vector<Mode> out;
  collectModes(l.shape, l.stride, out);
  return out;
}

Layout fromModes(const std::vector<Mode> &modes) {
  if (modes.size() == 1)
    return Layout(IntTuple(modes[0].shape), IntTuple(modes[0].stride));
  std::vector<IntTuple> s, d;
  for (const auto &m : modes) {
    s.emplace_back(m.shape);
    d.emplace_back(m.stride);
  }
  return Layout(IntTuple::tuple(std::move(s)), IntTuple::tuple(std::move(d)));
}

static void zeroSize1(const IntTuple &s, IntTuple &d) {
  if (s.isLeaf()) {
    if (d.isLeaf() && s.leaf().is(1))
      d = IntTuple::of(0);
    return;
  }
  if (d.isLeaf() || d.rank() != s.rank())
    return;
  for (size_t i = 0; i < s.rank(); ++i)
    zeroSize1(s[i], d.elements()[i]);
}

Layout zeroSize1Strides(const Layout &l) {
  Layout r = l;
  zeroSize1(r.shape, r.stride);
  return r;
}

IntTuple unwrapRank1(const IntTuple &t) {
  if (t.isLeaf())
    return t;
  if (t.rank() == 1)
    return unwrapRank1(t[0]);
  std::vector<IntTuple> elems;
  for (const auto &e : t.elements())
    elems.push_back(unwrapRank1(e));
  return IntTuple::tuple(std::move(elems));
}

Layout resultForm(const Layout &l) {
  return zeroSize1Strides(Layout(unwrapRank1(l.shape), unwrapRank1(l.stride)));
}

Layout pairLayouts(const std::vector<Layout> &modes) {
  std::vector<IntTuple> s, d;
  for (const auto &m : modes) {
    s.push_back(m.shape);
    d.push_back(m.stride);
  }
  return Layout(IntTuple::tuple(std::move(s)), IntTuple::tuple(std::move(d)));
}

bool mulOverflow(int64_t a, int64_t b, int64_t &out) {
  return __builtin_mul_overflow(a, b, &out);
}
bool addOverflow(int64_t a, int64_t b, int64_t &out) {
  return __builtin_add_overflow(a, b, &out);
}

bool isPlainStatic(const Layout &l) {
  for (const auto &m : flatModes(l))
    if (!m.shape.isStatic() || !m.stride.isStatic() || m.shape.isBasis() ||
        m.stride.isBasis() || m.shape.isNone() || m.stride.isNone())
      return false;
  return true;
}

Result<Leaf> sizeLeaf(const IntTuple &shape) {
  Leaf acc = Leaf::ofStatic(1);
  for (const auto &l : shape.leaves()) {
    FLY_TRY(p, leafMul(acc, l));
    acc = p;
  }
  return acc;
}

IntTuple expandModes(const IntTuple &t, const std::vector<size_t> &indices) {
  if (t.isLeaf())
    return t;
  std::vector<IntTuple> out;
  for (size_t i = 0; i < t.rank(); ++i) {
    bool expand = false;
    for (size_t k : indices)
      expand |= (k == i);
    if (expand && t[i].isTuple())
      for (const auto &e : t[i].elements())
        out.push_back(e);
    else
      out.push_back(t[i]);
  }
  return IntTuple::tuple(std::move(out));
}

Result<int> validate(const Layout &l, const char *role) {
  if (tooDeep(l.shape) || tooDeep(l.stride))
    return depthFailure(role);
  if (!l.shape.congruent(l.stride))
    return fail(std::string(role) + " " + l.str() +
                ": shape and stride are not congruent");
  auto modes = flatModes(l);
  for (size_t i = 0; i < modes.size(); ++i) {
    const Leaf &s = modes[i].shape, &d = modes[i].stride;
    if (s.isNone() || d.isNone())
      return fail(std::string(role) + " " + l.str() + ": '*' in leaf " +
                  std::to_string(i));
    if (s.isBasis())
      return fail(std::string(role) + " " + l.str() +
                  ": shape leaf is a scaled basis");
    if (s.isStatic() && s.value <= 0)
      return fail(std::string(role) + " " + l.str() + ": shape leaf " +
                  std::to_string(i) + " is " + std::to_string(s.value) +
                  "; extents must be positive");
  }
  return 0;
}

int64_t powerOfTwoDividing(int64_t d, int maxLog2) {
  int64_t g = 1;
  for (int i = 0; i < maxLog2 && i < 62 && d % (g * 2) == 0; ++i)
    g *= 2;
  return g;
}

IntTuple refoldLeaves(const IntTuple &t, const std::vector<Leaf> &ls,
                      size_t &k) {
  if (t.isLeaf())
    return IntTuple(ls[k++]);
  std::vector<IntTuple> out;
  for (const auto &e : t.elements())
    out.push_back(refoldLeaves(e, ls, k));
  return IntTuple::tuple(std::move(out));
}

} // namespace fly::layout::detail
