//===- ConvertAtomCallToSSAForm.cpp - Atom calls on register vectors ------===//
//
// `fly-convert-atom-call-to-ssa-form` (fly-ir.md 8.1). An operand of an
// atom call is "promotable" when it is a view of register memory whose
// layout is static and coalesces to n:1 (or to a single element): its
// elements are then the n consecutive elements at the view's iterator, and
// the view can travel as one vector<n x T>.
//
//   fly.copy_atom_call(atom, src, dst [, pred])
//     register src   -> %v = fly.ptr.load(iter(src)) : vector<n x T>
//     register dst   -> %r = fly.copy_atom_call_ssa(atom, src') : vector
//                       fly.ptr.store(%r, iter(dst))
//     register pred  -> loaded as vector<n x i1> like src (only when src or
//                       dst is promoted)
//   A predicated copy keeps a register dst as a memref: elements whose
//   predicate is false must keep their old values, and the SSA op with a
//   destination has no result (its verifier), so there is nothing to store.
//   A copy in which neither src nor dst is promotable is left unchanged.
//
//   fly.mma_atom_call(atom, d, a, b, c)
//     register a, b, c -> vector loads
//     register d       -> the SSA op yields d (its type is c's, so this
//                         needs c promoted to the same vector type too),
//                         followed by a ptr.store into d's iterator
//   An MMA in which no operand is promotable is left unchanged.
//
// The iterator of a view is the pointer operand of its fly.make_view when
// there is one (the form after fly-layout-lowering), otherwise a new
// fly.get_iter of the view.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"
#include "fly/Dialect/Fly/Transforms/Passes.h"

#include "fly/Layout/Algebra.h"

#include "llvm/ADT/SetVector.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYCONVERTATOMCALLTOSSAFORMPASS
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;
using namespace mlir::fly;
using FlyMemRefType = mlir::fly::MemRefType;

namespace {

/// The vector type a view is carried as, if the view is a register view with
/// a static layout that coalesces to n:1 or to one element.
VectorType promotedType(Type t) {
  auto memref = dyn_cast<FlyMemRefType>(t);
  if (!memref || memref.getFlyAddressSpace() != AddressSpace::Register)
    return {};
  if (!memref.getSwizzle().getValue().isTrivial())
    return {};
  auto layoutAttr = dyn_cast<LayoutAttr>(memref.getLayout());
  if (!layoutAttr)
    return {};
  algebra::Layout layout = layoutAttr.getValue();
  if (!layout.isStatic())
    return {};
  auto coalesced = algebra::coalesce(layout);
  if (!coalesced || !coalesced->shape.isLeaf() || !coalesced->stride.isLeaf())
    return {};
  const algebra::Leaf &shape = coalesced->shape.leaf();
  const algebra::Leaf &stride = coalesced->stride.leaf();
  if (!shape.isStatic() || shape.isBasis() || shape.value <= 0)
    return {};
  if (shape.value != 1 && !stride.is(1))
    return {};
  Type elem = memref.getElemType();
  if (!VectorType::isValidElementType(elem))
    return {};
  return VectorType::get({shape.value}, elem);
}

/// The iterator of a view.
Value iterOf(OpBuilder &b, Location loc, Value view) {
  if (auto mv = view.getDefiningOp<MakeViewOp>())
    return mv.getIter();
  return GetIterOp::create(b, loc, view);
}

Value loadVector(OpBuilder &b, Location loc, Value view, VectorType type) {
  return PtrLoadOp::create(b, loc, type, iterOf(b, loc, view));
}

/// Erase `op` and the fly.make_view ops of its operands that it leaves
/// without uses.
void eraseWithDeadViews(Operation *op) {
  llvm::SetVector<Operation *> views;
  for (Value v : op->getOperands())
    if (auto mv = v.getDefiningOp<MakeViewOp>())
      views.insert(mv);
  op->erase();
  for (Operation *mv : views)
    if (mv->use_empty())
      mv->erase();
}

void convertCopy(CopyAtomCallOp op) {
  VectorType srcTy = promotedType(op.getSrc().getType());
  VectorType dstTy = promotedType(op.getDst().getType());
  Value pred = op.getPred();
  // A predicated copy into registers keeps its destination in memory.
  if (pred)
    dstTy = {};
  if (!srcTy && !dstTy)
    return;

  OpBuilder b(op);
  Location loc = op.getLoc();
  Value src = op.getSrc();
  if (srcTy)
    src = loadVector(b, loc, src, srcTy);
  if (pred)
    if (VectorType predTy = promotedType(pred.getType()))
      pred = loadVector(b, loc, pred, predTy);

  if (dstTy) {
    auto ssa = CopyAtomCallSsaOp::create(b, loc, TypeRange{dstTy},
                                         op.getCopyAtom(), src, Value(), pred);
    PtrStoreOp::create(b, loc, ssa.getResult(0),
                       iterOf(b, loc, op.getDst()));
  } else {
    CopyAtomCallSsaOp::create(b, loc, TypeRange{}, op.getCopyAtom(), src,
                              op.getDst(), pred);
  }
  eraseWithDeadViews(op);
}

void convertMma(MmaAtomCallOp op) {
  VectorType dTy = promotedType(op.getD().getType());
  VectorType aTy = promotedType(op.getA().getType());
  VectorType bTy = promotedType(op.getB().getType());
  VectorType cTy = promotedType(op.getC().getType());
  // Without d the op yields a value of c's type: d is promoted only when c
  // is, to the same vector type.
  if (dTy && dTy != cTy)
    dTy = {};
  if (!dTy && !aTy && !bTy && !cTy)
    return;

  OpBuilder b(op);
  Location loc = op.getLoc();
  Value a = aTy ? loadVector(b, loc, op.getA(), aTy) : op.getA();
  Value bv = bTy ? loadVector(b, loc, op.getB(), bTy) : op.getB();
  Value c = cTy ? loadVector(b, loc, op.getC(), cTy) : op.getC();
  if (dTy) {
    auto ssa = MmaAtomCallSsaOp::create(b, loc, TypeRange{dTy},
                                        op.getMmaAtom(), Value(), a, bv, c);
    PtrStoreOp::create(b, loc, ssa.getResult(0), iterOf(b, loc, op.getD()));
  } else {
    MmaAtomCallSsaOp::create(b, loc, TypeRange{}, op.getMmaAtom(), op.getD(),
                             a, bv, c);
  }
  eraseWithDeadViews(op);
}

struct FlyConvertAtomCallToSSAFormPassImpl
    : mlir::fly::impl::FlyConvertAtomCallToSSAFormPassBase<
          FlyConvertAtomCallToSSAFormPassImpl> {
  void runOnOperation() override {
    SmallVector<Operation *> calls;
    getOperation()->walk([&](Operation *op) {
      if (isa<CopyAtomCallOp, MmaAtomCallOp>(op))
        calls.push_back(op);
    });
    for (Operation *op : calls) {
      if (auto copy = dyn_cast<CopyAtomCallOp>(op))
        convertCopy(copy);
      else
        convertMma(cast<MmaAtomCallOp>(op));
    }
  }
};

} // namespace
