//===- Coordinates.cpp - crd2idx, idx2crd and friends ---------------------===//
//
// docs/reference/algebra.md#layouts-are-functions.
//
//===----------------------------------------------------------------------===//
#include "Internal.h"

#include <algorithm>

namespace fly::layout {
namespace {

/// Sum of two index values; scaled bases make it a coordinate tuple.
Result<IntTuple> addIndex(const IntTuple &a, const IntTuple &b) {
  if (a.isLeaf() && b.isLeaf()) {
    const Leaf &x = a.leaf(), &y = b.leaf();
    if (x.basis == y.basis || x.is(0) || y.is(0)) {
      FLY_TRY(r, leafAdd(x, y));
      return IntTuple(r);
    }
  }
  return tupleAdd(a, b);
}

Result<IntTuple> scaled(const Leaf &c, const Leaf &d) {
  FLY_TRY(r, leafMul(c, d));
  return IntTuple(r);
}

/// A 1-D index into a (sub)layout: colexicographic split, the last mode
/// takes the excess (extension rule).
Result<IntTuple> indexInto(const Leaf &idx, const IntTuple &s,
                           const IntTuple &d, int depth) {
  if (depth > detail::kMaxAlgebraDepth)
    return detail::depthFailure("crd2idx");
  if (s.isLeaf()) {
    if (!d.isLeaf())
      return fail("crd2idx: shape " + s.str() + " and stride " + d.str() +
                  " are not congruent");
    return scaled(idx, d.leaf());
  }
  if (d.isLeaf() || d.rank() != s.rank())
    return fail("crd2idx: shape " + s.str() + " and stride " + d.str() +
                " are not congruent");
  Leaf rest = idx;
  IntTuple acc = IntTuple::of(0);
  for (size_t i = 0; i < s.rank(); ++i) {
    Leaf ci = rest;
    if (i + 1 < s.rank()) {
      FLY_TRY(sz, detail::sizeLeaf(s[i]));
      FLY_TRY(m, leafMod(rest, sz));
      FLY_TRY(q, leafDiv(rest, sz));
      ci = m;
      rest = q;
    }
    FLY_TRY(term, indexInto(ci, s[i], d[i], depth + 1));
    FLY_TRY(sum, addIndex(acc, term));
    acc = sum;
  }
  return acc;
}

Result<IntTuple> coordInto(const IntTuple &c, const IntTuple &s,
                           const IntTuple &d, int depth) {
  if (depth > detail::kMaxAlgebraDepth)
    return detail::depthFailure("crd2idx");
  if (c.isLeaf()) {
    Leaf ci = c.leaf();
    // A '*' coordinate contributes nothing (slicing reads it as 0).
    if (ci.isNone())
      return IntTuple::of(0);
    if (ci.isBasis())
      return fail("crd2idx: coordinate leaf " + c.str() + " is a scaled basis");
    return indexInto(ci, s, d, depth);
  }
  if (s.isLeaf() || c.rank() != s.rank() || d.isLeaf() || d.rank() != s.rank())
    return fail("crd2idx: coordinate " + c.str() +
                " does not match the shape " + s.str());
  IntTuple acc = IntTuple::of(0);
  for (size_t i = 0; i < c.rank(); ++i) {
    FLY_TRY(term, coordInto(c[i], s[i], d[i], depth + 1));
    FLY_TRY(sum, addIndex(acc, term));
    acc = sum;
  }
  return acc;
}

/// A final basis leaf is a coordinate: write it as a tuple.
IntTuple basisToTuple(const IntTuple &t) {
  if (!t.isLeaf() || !t.leaf().isBasis() || t.leaf().basis[0] > 4096)
    return t;
  auto r = tupleAdd(IntTuple::tuple({IntTuple::of(0)}), t);
  return r ? r.value() : t;
}

/// Leaf at a mode path of a coordinate, for the coordinate swizzle.
Result<Leaf *> leafAt(IntTuple &t, const std::vector<int32_t> &path) {
  IntTuple *cur = &t;
  for (int32_t i : path) {
    if (cur->isLeaf() || i < 0 || static_cast<size_t>(i) >= cur->rank())
      return fail("coordinate swizzle mode path does not select a leaf of " +
                  t.str());
    cur = &cur->elements()[static_cast<size_t>(i)];
  }
  if (!cur->isLeaf())
    return fail("coordinate swizzle mode path selects the tuple " + cur->str() +
                ", not a leaf");
  return &cur->leaf();
}

Result<IntTuple> idx2crdImpl(const IntTuple &idx, const IntTuple &s,
                             const IntTuple &d, int depth) {
  if (depth > detail::kMaxAlgebraDepth)
    return detail::depthFailure("idx2crd");
  if (s.isLeaf()) {
    if (!idx.isLeaf())
      return fail("idx2crd: index " + idx.str() + " does not match shape " +
                  s.str());
    if (!d.isLeaf())
      return fail("idx2crd: shape and stride are not congruent");
    const Leaf &st = d.leaf();
    if (st.is(0))
      return fail("idx2crd: mode of shape " + s.str() +
                  " has stride 0, so its coordinate is not determined");
    if (st.isBasis() || idx.leaf().isBasis() || idx.leaf().isNone())
      return fail("idx2crd: unsupported index " + idx.str() + " or stride " +
                  d.str());
    FLY_TRY(q, leafDiv(idx.leaf(), st));
    FLY_TRY(m, leafMod(q, s.leaf()));
    return IntTuple(m);
  }
  if (d.isLeaf() || d.rank() != s.rank())
    return fail("idx2crd: shape and stride are not congruent");
  if (idx.isTuple() && idx.rank() != s.rank())
    return fail("idx2crd: index " + idx.str() + " does not match shape " +
                s.str());
  std::vector<IntTuple> out;
  for (size_t i = 0; i < s.rank(); ++i) {
    FLY_TRY(c, idx2crdImpl(idx.isLeaf() ? idx : idx[i], s[i], d[i], depth + 1));
    out.push_back(std::move(c));
  }
  return IntTuple::tuple(std::move(out));
}

/// Column-major linearization of a coordinate within a shape.
Result<Leaf> linearize(const IntTuple &c, const IntTuple &s) {
  FLY_TRY(d, compactColMajor(s));
  FLY_TRY(r, coordInto(c, s, d, 0));
  if (!r.isLeaf())
    return fail("get_1d_coord: non-scalar result");
  return r.leaf();
}

} // namespace

Result<IntTuple> crd2idx(const IntTuple &coord, const Layout &l) {
  FLY_TRY(r, coordInto(coord, l.shape, l.stride, 0));
  return basisToTuple(r);
}

Result<IntTuple> crd2idx(const IntTuple &coord, const Swizzle &s) {
  if (!coord.isLeaf() || coord.leaf().isNone() || coord.leaf().isBasis())
    return fail("a swizzle applies to a scalar index, got " + coord.str());
  const Leaf &x = coord.leaf();
  if (x.isStatic())
    return IntTuple::of(s.apply(x.value));
  // Only bits at and above `base` change, so 2^base divisibility survives.
  int64_t g = detail::powerOfTwoDividing(x.div, s.base);
  if (s.isTrivial())
    return coord;
  Leaf out = Leaf::ofDynamic(x.width, g);
  if (ExprRef e = x.valueExpr()) {
    // x ^ ((x & (((1<<mask)-1) << (base+shift))) >> shift)
    int32_t w = std::max<int32_t>(32, x.bitWidth());
    int64_t mask = ((int64_t(1) << s.mask) - 1) << (s.base + s.shift);
    ExprRef bits = exprBinary(ExprOp::And, e, exprConst(mask, w));
    ExprRef moved = exprBinary(ExprOp::ShrU, bits, exprConst(s.shift, w));
    out.expr = exprBinary(ExprOp::Xor, e, moved);
  }
  return IntTuple(out);
}

Result<IntTuple> crd2idx(const IntTuple &coord, const CoordSwizzle &cs) {
  IntTuple out = coord;
  FLY_TRY(row, leafAt(out, cs.rowPath));
  Leaf rowLeaf = *row;
  FLY_TRY(col, leafAt(out, cs.colPath));
  if (cs.mask == 0)
    return out;
  if (rowLeaf.isStatic() && col->isStatic() && !rowLeaf.isBasis() &&
      !col->isBasis()) {
    int64_t mask = (int64_t(1) << cs.mask) - 1;
    col->value ^= ((rowLeaf.value >> cs.baseRow) & mask) << cs.baseCol;
    return out;
  }
  int64_t g = detail::powerOfTwoDividing(col->divisibility(), cs.baseCol);
  int32_t w = std::max({32, col->bitWidth(), rowLeaf.bitWidth()});
  Leaf mixed = Leaf::ofDynamic(w, g);
  ExprRef ec = col->valueExpr(), er = rowLeaf.valueExpr();
  if (ec && er && !col->isBasis() && !rowLeaf.isBasis()) {
    // col ^ (((row >> baseRow) & ((1<<mask)-1)) << baseCol)
    ExprRef shifted = exprBinary(ExprOp::ShrU, er, exprConst(cs.baseRow, w));
    ExprRef bits = exprBinary(ExprOp::And, shifted,
                              exprConst((int64_t(1) << cs.mask) - 1, w));
    ExprRef moved = exprBinary(ExprOp::Shl, bits, exprConst(cs.baseCol, w));
    mixed.expr = exprBinary(ExprOp::Xor, ec, moved);
  }
  *col = std::move(mixed);
  return out;
}

Result<IntTuple> crd2idx(const IntTuple &coord, const ComposedLayout &c) {
  FLY_TRY(o, crd2idx(coord, c.outer));
  FLY_TRY(sum, tupleAdd(c.offset, o));
  return crd2idx(sum, c.inner);
}

Result<IntTuple> crd2idx(const IntTuple &coord, const LayoutFn &f) {
  if (auto *l = std::get_if<Layout>(&f))
    return crd2idx(coord, *l);
  if (auto *s = std::get_if<Swizzle>(&f))
    return crd2idx(coord, *s);
  if (auto *cs = std::get_if<CoordSwizzle>(&f))
    return crd2idx(coord, *cs);
  if (auto *c = std::get_if<std::shared_ptr<ComposedLayout>>(&f)) {
    if (!*c)
      return fail("null composed layout");
    return crd2idx(coord, **c);
  }
  return fail("unknown layout function");
}

Result<IntTuple> idx2crd(const IntTuple &idx, const Layout &l) {
  return idx2crdImpl(idx, l.shape, l.stride, 0);
}

Result<IntTuple> getFlatCoord(const IntTuple &idx, const Layout &l) {
  FLY_TRY(c, idx2crd(idx, l));
  if (l.shape.isLeaf())
    return c;
  std::vector<IntTuple> out;
  for (size_t i = 0; i < l.shape.rank(); ++i) {
    FLY_TRY(v, linearize(c[i], l.shape[i]));
    out.emplace_back(v);
  }
  return IntTuple::tuple(std::move(out));
}

Result<IntTuple> get1dCoord(const IntTuple &idx, const Layout &l) {
  FLY_TRY(c, idx2crd(idx, l));
  FLY_TRY(v, linearize(c, l.shape));
  return IntTuple(v);
}

Result<int64_t> evalStatic(const Layout &l, int64_t idx) {
  FLY_TRY(r, coordInto(IntTuple::of(idx), l.shape, l.stride, 0));
  if (!r.isLeaf() || !r.leaf().isStatic() || r.leaf().isBasis())
    return fail("layout " + l.str() + " does not evaluate to a static index");
  return r.leaf().value;
}

} // namespace fly::layout
