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

/// Calls fn(shape leaf, stride leaf) for each flat mode, depth first; stops
/// and returns false as soon as fn does.
template <typename Fn>
static bool forEachMode(const IntTuple &s, const IntTuple &d, Fn &fn) {
  if (s.isLeaf()) {
    // A congruent stride has a leaf here; a hand-built mismatch falls back
    // to the first stride leaf so this never reads out of bounds.
    const IntTuple *dl = &d;
    while (!dl->isLeaf())
      dl = &dl->elements()[0];
    return fn(s.leaf(), dl->leaf());
  }
  for (size_t i = 0; i < s.elements().size(); ++i) {
    const IntTuple &di = d.isLeaf() ? d : (i < d.rank() ? d[i] : d[d.rank() - 1]);
    if (!forEachMode(s.elements()[i], di, fn))
      return false;
  }
  return true;
}

static void collectModes(const IntTuple &s, const IntTuple &d,
                         std::vector<Mode> &out) {
  auto add = [&](const Leaf &shape, const Leaf &stride) {
    out.push_back(Mode{shape, stride});
    return true;
  };
  forEachMode(s, d, add);
}

std::vector<Mode> flatModes(const Layout &l) {
  std::vector<Mode> out;
  // One growth step per mode otherwise: the tuple walk is cheaper.
  out.reserve(l.shape.numLeaves());
  collectModes(l.shape, l.stride, out);
  return out;
}

Layout fromModes(const std::vector<Mode> &modes) {
  if (modes.size() == 1)
    return Layout(IntTuple(modes[0].shape), IntTuple(modes[0].stride));
  std::vector<IntTuple> s, d;
  s.reserve(modes.size());
  d.reserve(modes.size());
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

/// Whether some tuple in t has rank 1.
static bool hasRank1(const IntTuple &t) {
  if (t.isLeaf())
    return false;
  if (t.rank() == 1)
    return true;
  for (const auto &e : t.elements())
    if (hasRank1(e))
      return true;
  return false;
}

IntTuple unwrapRank1(const IntTuple &t) {
  // Most tuples have nothing to unwrap; a copy shares their elements.
  if (!hasRank1(t))
    return t;
  if (t.rank() == 1)
    return unwrapRank1(t[0]);
  std::vector<IntTuple> elems;
  elems.reserve(t.rank());
  for (const auto &e : t.elements())
    elems.push_back(unwrapRank1(e));
  return IntTuple::tuple(std::move(elems));
}

Layout resultForm(const Layout &l) {
  return zeroSize1Strides(Layout(unwrapRank1(l.shape), unwrapRank1(l.stride)));
}

Layout pairLayouts(const std::vector<Layout> &modes) {
  std::vector<IntTuple> s, d;
  s.reserve(modes.size());
  d.reserve(modes.size());
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
  // The modes of flatModes, without building them.
  auto plain = [](const Leaf &shape, const Leaf &stride) {
    return shape.isStatic() && stride.isStatic() && !shape.isBasis() &&
           !stride.isBasis();
  };
  return forEachMode(l.shape, l.stride, plain);
}

/// acc * (the leaves of t), in depth-first order.
static Result<Leaf> multiplyLeaves(Leaf acc, const IntTuple &t) {
  if (t.isLeaf())
    return leafMul(acc, t.leaf());
  for (const IntTuple &e : t.elements()) {
    FLY_TRY(p, multiplyLeaves(std::move(acc), e));
    acc = std::move(p);
  }
  return acc;
}

Result<Leaf> sizeLeaf(const IntTuple &shape) {
  return multiplyLeaves(Leaf::ofStatic(1), shape);
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

std::string modePathText(const std::vector<size_t> &path) {
  std::string out;
  for (size_t i = 0; i < path.size(); ++i)
    out += (i ? "," : "") + std::to_string(path[i]);
  return out;
}

} // namespace fly::layout::detail
