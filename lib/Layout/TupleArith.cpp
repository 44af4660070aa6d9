//===- TupleArith.cpp - Int tuple arithmetic and reductions (6.D) ---------===//
#include "Internal.h"

namespace fly::layout {
namespace {

using LeafFn = Result<Leaf> (*)(const Leaf &, const Leaf &);

/// A basis leaf kEi0Ei1... as the coordinate tuple it stands for.
IntTuple basisAsTuple(const Leaf &l, size_t k = 0) {
  if (k >= l.basis.size()) {
    Leaf v = l;
    v.basis.clear();
    return IntTuple(v);
  }
  std::vector<IntTuple> elems(static_cast<size_t>(l.basis[k]) + 1,
                              IntTuple::of(0));
  elems.back() = basisAsTuple(l, k + 1);
  return IntTuple::tuple(std::move(elems));
}

Result<IntTuple> binary(const IntTuple &a, const IntTuple &b, LeafFn fn,
                        const char *name, int depth) {
  if (depth > detail::kMaxAlgebraDepth)
    return detail::depthFailure(name);
  if (a.isLeaf() && b.isLeaf()) {
    const Leaf &x = a.leaf(), &y = b.leaf();
    // Two scaled bases of different modes add as coordinate tuples.
    bool spread = fn == &leafAdd && x.isBasis() && y.isBasis() &&
                  x.basis != y.basis && x.basis[0] < 4096 && y.basis[0] < 4096;
    if (!spread) {
      FLY_TRY(r, fn(x, y));
      return IntTuple(r);
    }
    return binary(basisAsTuple(x), basisAsTuple(y), fn, name, depth + 1);
  }
  // 0 is the additive identity of every tuple (a stride-0 term of a
  // coordinate sum is the integer 0).
  if (fn == &leafAdd && a.isLeaf() && a.leaf().is(0))
    return b;
  if (fn == &leafAdd && b.isLeaf() && b.leaf().is(0))
    return a;
  // Adding a scaled basis to a tuple adds into that mode.
  if (fn == &leafAdd && a.isLeaf() && a.leaf().isBasis() && a.leaf().basis[0] < 4096)
    return binary(basisAsTuple(a.leaf()), b, fn, name, depth + 1);
  if (fn == &leafAdd && b.isLeaf() && b.leaf().isBasis() && b.leaf().basis[0] < 4096)
    return binary(a, basisAsTuple(b.leaf()), fn, name, depth + 1);
  if (a.isLeaf() || b.isLeaf())
    return fail(std::string(name) + ": mismatched profiles " + a.str() +
                " and " + b.str());
  std::vector<IntTuple> out;
  size_t n = std::min(a.rank(), b.rank());
  for (size_t i = 0; i < n; ++i) {
    FLY_TRY(r, binary(a[i], b[i], fn, name, depth + 1));
    out.push_back(std::move(r));
  }
  for (size_t i = n; i < a.rank(); ++i)
    out.push_back(a[i]);
  for (size_t i = n; i < b.rank(); ++i)
    out.push_back(b[i]);
  return IntTuple::tuple(std::move(out));
}

/// CuTe's fold of a tuple by a scalar divisor, consumed from the left.
Result<IntTuple> foldDiv(const IntTuple &a, Leaf &rest, LeafFn fn, int depth) {
  if (depth > detail::kMaxAlgebraDepth)
    return detail::depthFailure("shape_div");
  if (a.isLeaf()) {
    FLY_TRY(q, fn(a.leaf(), rest));
    FLY_TRY(r, fn(rest, a.leaf()));
    rest = r;
    return IntTuple(q);
  }
  std::vector<IntTuple> out;
  for (const auto &e : a.elements()) {
    FLY_TRY(q, foldDiv(e, rest, fn, depth + 1));
    out.push_back(std::move(q));
  }
  return IntTuple::tuple(std::move(out));
}

Result<IntTuple> divLike(const IntTuple &a, const IntTuple &b, LeafFn fn,
                         int depth) {
  if (depth > detail::kMaxAlgebraDepth)
    return detail::depthFailure("shape_div");
  if (a.isLeaf()) {
    FLY_TRY(bs, detail::sizeLeaf(b));
    FLY_TRY(q, fn(a.leaf(), bs));
    return IntTuple(q);
  }
  if (b.isLeaf()) {
    Leaf rest = b.leaf();
    return foldDiv(a, rest, fn, depth);
  }
  std::vector<IntTuple> out;
  size_t n = std::min(a.rank(), b.rank());
  for (size_t i = 0; i < n; ++i) {
    FLY_TRY(q, divLike(a[i], b[i], fn, depth + 1));
    out.push_back(std::move(q));
  }
  for (size_t i = n; i < a.rank(); ++i)
    out.push_back(a[i]);
  return IntTuple::tuple(std::move(out));
}

} // namespace

Result<IntTuple> tupleAdd(const IntTuple &a, const IntTuple &b) {
  return binary(a, b, &leafAdd, "add", 0);
}
Result<IntTuple> tupleSub(const IntTuple &a, const IntTuple &b) {
  return binary(a, b, &leafSub, "sub", 0);
}
Result<IntTuple> tupleMul(const IntTuple &a, const IntTuple &b) {
  return binary(a, b, &leafMul, "mul", 0);
}
Result<IntTuple> tupleDiv(const IntTuple &a, const IntTuple &b) {
  return binary(a, b, &leafDiv, "div", 0);
}
Result<IntTuple> tupleMod(const IntTuple &a, const IntTuple &b) {
  return binary(a, b, &leafMod, "mod", 0);
}

Result<IntTuple> tupleProduct(const IntTuple &t) {
  if (detail::tooDeep(t))
    return detail::depthFailure("product");
  FLY_TRY(p, detail::sizeLeaf(t));
  return IntTuple(p);
}

Result<IntTuple> tupleProductEach(const IntTuple &t) {
  if (t.isLeaf())
    return t;
  std::vector<IntTuple> out;
  for (const auto &e : t.elements()) {
    FLY_TRY(p, tupleProduct(e));
    out.push_back(std::move(p));
  }
  return IntTuple::tuple(std::move(out));
}

static Result<IntTuple> productLike(const IntTuple &a, const IntTuple &like,
                                    std::vector<size_t> &path, int depth) {
  if (depth > detail::kMaxAlgebraDepth)
    return detail::depthFailure("product_like");
  if (like.isLeaf())
    return tupleProduct(a);
  if (a.isLeaf() || a.rank() != like.rank())
    return fail("product_like: mismatched profiles at mode [" +
                detail::modePathText(path) + "]: " + a.str() + " has rank " +
                std::to_string(a.rank()) + " but the profile " + like.str() +
                " has rank " + std::to_string(like.rank()));
  std::vector<IntTuple> out;
  out.reserve(a.rank());
  for (size_t i = 0; i < a.rank(); ++i) {
    path.push_back(i);
    Result<IntTuple> p = productLike(a[i], like[i], path, depth + 1);
    path.pop_back();
    if (!p)
      return p;
    out.push_back(std::move(p).value());
  }
  return IntTuple::tuple(std::move(out));
}

Result<IntTuple> tupleProductLike(const IntTuple &a, const IntTuple &like) {
  std::vector<size_t> path;
  return productLike(a, like, path, 0);
}

Result<IntTuple> tupleShapeDiv(const IntTuple &a, const IntTuple &b) {
  return divLike(a, b, &leafShapeDiv, 0);
}
Result<IntTuple> tupleCeilDiv(const IntTuple &a, const IntTuple &b) {
  return divLike(a, b, &leafCeilDiv, 0);
}

namespace {
/// A 1-bit leaf: static 0/1, or dynamic with the expression computing it.
Leaf boolLeaf(bool v) { return Leaf::ofStatic(v ? 1 : 0); }

Leaf dynamicBool(ExprRef e) {
  Leaf l = Leaf::ofDynamic(32, 1);
  l.width = 1;
  l.expr = std::move(e);
  return l;
}

/// a && b on 1-bit leaves.
Leaf boolAnd(const Leaf &a, const Leaf &b) {
  if (a.is(0) || b.is(0))
    return boolLeaf(false);
  if (a.is(1))
    return b;
  if (b.is(1))
    return a;
  ExprRef ea = a.valueExpr(), eb = b.valueExpr();
  return dynamicBool(ea && eb ? exprBinary(ExprOp::And, ea, eb) : nullptr);
}

/// The comparison `op` of two scalar leaves.
Leaf compareLeaves(ExprOp op, const Leaf &x, const Leaf &y) {
  if (x.isStatic() && y.isStatic())
    return boolLeaf(op == ExprOp::CmpLt ? x.value < y.value
                                        : x.value == y.value);
  ExprRef ex = x.valueExpr(), ey = y.valueExpr();
  return dynamicBool(ex && ey ? exprBinary(op, ex, ey) : nullptr);
}
} // namespace

static Result<Leaf> elemLess(const IntTuple &a, const IntTuple &b, int depth) {
  if (depth > detail::kMaxAlgebraDepth)
    return detail::depthFailure("elem_less");
  if (a.isLeaf() && b.isLeaf()) {
    const Leaf &x = a.leaf(), &y = b.leaf();
    if (x.isNone() || y.isNone() || x.isBasis() || y.isBasis())
      return fail("elem_less: cannot compare " + a.str() + " and " + b.str());
    return compareLeaves(ExprOp::CmpLt, x, y);
  }
  if (a.isLeaf() || b.isLeaf())
    return fail("elem_less: mismatched profiles " + a.str() + " and " + b.str());
  if (a.rank() > b.rank())
    return boolLeaf(false);
  Leaf acc = boolLeaf(true);
  for (size_t i = 0; i < a.rank(); ++i) {
    FLY_TRY(r, elemLess(a[i], b[i], depth + 1));
    acc = boolAnd(acc, r);
  }
  return acc;
}

Result<Leaf> tupleElemLessLeaf(const IntTuple &a, const IntTuple &b) {
  return elemLess(a, b, 0);
}

Result<Leaf> tupleEqualLeaf(const IntTuple &a, const IntTuple &b) {
  if (!a.congruent(b))
    return boolLeaf(false);
  auto la = a.leaves(), lb = b.leaves();
  Leaf acc = boolLeaf(true);
  for (size_t i = 0; i < la.size(); ++i) {
    if (la[i].isStatic() && lb[i].isStatic()) {
      if (!(la[i] == lb[i]))
        return boolLeaf(false);
      continue;
    }
    if (la[i].isNone() || lb[i].isNone() || la[i].basis != lb[i].basis)
      return fail("equal: cannot compare leaf " + std::to_string(i) + " of " +
                  a.str() + " and " + b.str());
    acc = boolAnd(acc, compareLeaves(ExprOp::CmpEq, la[i], lb[i]));
  }
  return acc;
}

/// The static answer of a 1-bit leaf, nullopt when it is dynamic.
static Result<std::optional<bool>> staticAnswer(Result<Leaf> r) {
  if (!r)
    return r.failure();
  if (r->isStatic())
    return std::optional<bool>(r->value != 0);
  return std::optional<bool>();
}

Result<std::optional<bool>> tupleElemLess(const IntTuple &a,
                                          const IntTuple &b) {
  return staticAnswer(tupleElemLessLeaf(a, b));
}

Result<std::optional<bool>> tupleEqual(const IntTuple &a, const IntTuple &b) {
  return staticAnswer(tupleEqualLeaf(a, b));
}

static Result<IntTuple> colMajor(const IntTuple &s, Leaf &cur, int depth) {
  if (depth > detail::kMaxAlgebraDepth)
    return detail::depthFailure("compact stride");
  if (s.isLeaf()) {
    Leaf here = cur;
    FLY_TRY(next, leafMul(cur, s.leaf()));
    cur = next;
    return IntTuple(here);
  }
  std::vector<IntTuple> out;
  for (const auto &e : s.elements()) {
    FLY_TRY(d, colMajor(e, cur, depth + 1));
    out.push_back(std::move(d));
  }
  return IntTuple::tuple(std::move(out));
}

Result<IntTuple> compactColMajor(const IntTuple &shape) {
  Leaf cur = Leaf::ofStatic(1);
  return colMajor(shape, cur, 0);
}

IntTuple flatten(const IntTuple &t) {
  if (t.isLeaf())
    return t;
  std::vector<IntTuple> out;
  for (const auto &l : t.leaves())
    out.emplace_back(l);
  return IntTuple::tuple(std::move(out));
}

} // namespace fly::layout
