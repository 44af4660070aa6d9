//===- ExpandCopyGemm.cpp - fly.copy / fly.gemm to atom calls -------------===//
//
// Part of fly-layout-lowering: a whole-tensor copy or gemm is unrolled at
// compile time into calls of its atom (fly-ir.md 6.H, 9.6). The views are
// (ATOM_V, REST...): every static coordinate of the rest modes gives one
// call on the views sliced at (*, rest...). The slices are ordinary fly.slice
// ops, lowered afterwards like any view op.
//
//===----------------------------------------------------------------------===//

#include "ExpandCopyGemm.h"

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"

namespace mlir::fly {
namespace {
using mlir::fly::MemRefType;

/// The outer layout of a view type.
algebra::Layout viewLayout(Type t) {
  auto m = cast<MemRefType>(t);
  if (auto c = dyn_cast<ComposedLayoutAttr>(m.getLayout()))
    return c.getValue().outerLayout();
  return cast<LayoutAttr>(m.getLayout()).getValue();
}

/// Static extents of the modes of a view's layout.
FailureOr<SmallVector<int64_t>> modeExtents(Operation *op, Value view,
                                            const char *name) {
  algebra::Layout l = viewLayout(view.getType());
  SmallVector<int64_t> out;
  for (size_t i = 0; i < l.rank(); ++i) {
    auto n = algebra::tupleProduct(l.shape[i]);
    if (!n || !n->isLeaf() || !n->leaf().isStatic()) {
      op->emitOpError("cannot be unrolled: mode ")
          << i << " of the " << name << " view " << l.str()
          << " has no static size";
      return failure();
    }
    out.push_back(n->leaf().value);
  }
  return out;
}

/// `view` sliced at (*, rest...): the atom's values at one rest coordinate.
Value sliceAt(OpBuilder &b, Location loc, Value view, ArrayRef<int64_t> rest) {
  std::vector<algebra::IntTuple> crd{algebra::IntTuple::none()};
  for (int64_t r : rest)
    crd.push_back(algebra::IntTuple::of(r));
  algebra::IntTuple coord = crd.size() == 1 ? crd.front()
                                            : algebra::IntTuple::tuple(crd);
  Value c = StaticOp::create(b, loc, IntTupleType::get(b.getContext(), coord));
  return SliceOp::create(b, loc, view, c);
}

/// Every coordinate of `extents`, first mode fastest (colexicographic).
SmallVector<SmallVector<int64_t>> allCoords(ArrayRef<int64_t> extents) {
  SmallVector<SmallVector<int64_t>> out;
  int64_t total = 1;
  for (int64_t n : extents)
    total *= n;
  for (int64_t i = 0; i < total; ++i) {
    SmallVector<int64_t> c;
    int64_t q = i;
    for (int64_t n : extents) {
      c.push_back(q % n);
      q /= n;
    }
    out.push_back(std::move(c));
  }
  return out;
}

LogicalResult expandCopy(CopyOp op, RewriterBase &rewriter) {
  Type atomType = op.getCopyAtom().getType();
  Value atom = op.getCopyAtom();
  if (auto tiled = dyn_cast<TiledCopyType>(atomType)) {
    rewriter.setInsertionPoint(op);
    atom = StaticOp::create(rewriter, op.getLoc(), tiled.getCopyAtom());
  }
  auto copyAtom = cast<CopyAtomType>(atom.getType());
  FailureOr<SmallVector<int64_t>> src = modeExtents(op, op.getSrc(), "source");
  FailureOr<SmallVector<int64_t>> dst =
      modeExtents(op, op.getDst(), "destination");
  if (failed(src) || failed(dst))
    return failure();
  if (*src != *dst)
    return op.emitOpError("cannot be unrolled: source and destination modes "
                          "differ");
  // Mode 0 holds the values of one atom call.
  if (copyAtom.getValBits() > 0) {
    int64_t perCall = copyAtom.getCopyBits() / copyAtom.getValBits();
    if (src->front() != perCall)
      return op.emitOpError("cannot be unrolled: mode 0 of the views holds ")
             << src->front() << " values, but one call of " << copyAtom
             << " copies " << perCall;
  }
  Value pred = op.getPred();
  if (pred && viewLayout(pred.getType()).rank() != src->size())
    return op.emitOpError("cannot be unrolled: the predicate needs the rank "
                          "of the views (a value mode of size 1 where one "
                          "predicate covers the atom's values)");
  rewriter.setInsertionPoint(op);
  SmallVector<int64_t> rest(src->begin() + 1, src->end());
  for (const SmallVector<int64_t> &r : allCoords(rest)) {
    Value s = sliceAt(rewriter, op.getLoc(), op.getSrc(), r);
    Value d = sliceAt(rewriter, op.getLoc(), op.getDst(), r);
    Value p = pred ? sliceAt(rewriter, op.getLoc(), pred, r) : Value();
    CopyAtomCallOp::create(rewriter, op.getLoc(), atom, s, d, p);
  }
  rewriter.eraseOp(op);
  return success();
}

LogicalResult expandGemm(GemmOp op, RewriterBase &rewriter) {
  if (op.getTraversalLayout())
    return op.emitOpError("cannot be unrolled: traversal layouts are not "
                          "supported yet; use a traversal order");
  Value atom = op.getMmaAtom();
  rewriter.setInsertionPoint(op);
  if (auto tiled = dyn_cast<TiledMmaType>(atom.getType()))
    atom = StaticOp::create(rewriter, op.getLoc(), tiled.getMmaAtom());
  FailureOr<SmallVector<int64_t>> a = modeExtents(op, op.getA(), "a");
  FailureOr<SmallVector<int64_t>> b = modeExtents(op, op.getB(), "b");
  FailureOr<SmallVector<int64_t>> c = modeExtents(op, op.getC(), "c");
  if (failed(a) || failed(b) || failed(c))
    return failure();
  if (a->size() != 3 || b->size() != 3 || c->size() != 3)
    return op.emitOpError("cannot be unrolled: expects (V,M,K) a, (V,N,K) b "
                          "and (V,M,N) c and d fragments");
  int64_t M = (*c)[1], N = (*c)[2], K = (*a)[2];
  GemmTraversalOrder order = GemmTraversalOrder::MNK;
  if (auto o = op.getTraversalOrderAttr())
    order = o.getValue();
  // The loop nest: outer to inner dimension names, and serpentine (the
  // innermost loop alternates direction).
  std::string name = stringifyGemmTraversalOrder(order).str();
  bool serpentine = name.size() > 3;
  std::string dims = name.substr(0, 3);
  auto extent = [&](char d) { return d == 'm' ? M : d == 'n' ? N : K; };
  int64_t e0 = extent(dims[0]), e1 = extent(dims[1]), e2 = extent(dims[2]);
  for (int64_t i0 = 0; i0 < e0; ++i0)
    for (int64_t i1 = 0; i1 < e1; ++i1)
      for (int64_t j = 0; j < e2; ++j) {
        bool reverse = serpentine && ((i0 * e1 + i1) % 2 == 1);
        int64_t i2 = reverse ? e2 - 1 - j : j;
        int64_t idx[3] = {i0, i1, i2};
        int64_t m = 0, n = 0, k = 0;
        for (int d = 0; d < 3; ++d)
          (dims[d] == 'm' ? m : dims[d] == 'n' ? n : k) = idx[d];
        Location loc = op.getLoc();
        Value dv = sliceAt(rewriter, loc, op.getD(), {m, n});
        Value av = sliceAt(rewriter, loc, op.getA(), {m, k});
        Value bv = sliceAt(rewriter, loc, op.getB(), {n, k});
        // The first k step accumulates into c, the others into d (CuTe).
        Value cv = k == 0 ? sliceAt(rewriter, loc, op.getC(), {m, n}) : dv;
        MmaAtomCallOp::create(rewriter, loc, atom, dv, av, bv, cv);
      }
  rewriter.eraseOp(op);
  return success();
}

} // namespace

LogicalResult expandCopyAndGemm(Operation *root, RewriterBase &rewriter) {
  SmallVector<Operation *> ops;
  root->walk([&](Operation *op) {
    if (isa<CopyOp, GemmOp>(op))
      ops.push_back(op);
  });
  bool ok = true;
  for (Operation *op : ops) {
    if (auto copy = dyn_cast<CopyOp>(op))
      ok &= succeeded(expandCopy(copy, rewriter));
    else
      ok &= succeeded(expandGemm(cast<GemmOp>(op), rewriter));
  }
  return success(ok);
}

} // namespace mlir::fly
