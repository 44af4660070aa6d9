//===- ConvertAtomCallToSSAForm.cpp - Atom calls on register vectors ------===//
//
// `fly-convert-atom-call-to-ssa-form`. An operand of an atom call is
// "promotable" when it is a view of register memory whose layout is static
// and coalesces to n:1 (or to a single element): its elements are then the n
// consecutive elements at the view's iterator, and the view can travel as one
// vector<n x T>.
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
//   An atom whose values are wider than the elements (valBits 128 on f32)
//   holds valBits / elementBits consecutive elements per element position of
//   a view: a register view of such values is promoted when its positions
//   are that far apart (n:4 for 128-bit values of f32), as the vector of all
//   the elements. The SSA op carries one call: a copy whose views hold k
//   calls' worth (8 x 16 bits for a 64-bit atom) becomes k SSA ops, call i on
//   the vector elements i*c .. i*c+c-1 of the register side (c the elements
//   of one call) and on the i-th part of the other side's view, which must
//   then have a static layout (logical_divide by the call's values: mode 0
//   is the call's layout, mode 1 the calls' offsets). Otherwise, and for a
//   predicated copy of several calls, the copy stays on views.
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
/// a static layout that coalesces to n:perValue (n values of perValue
/// consecutive elements each, see the file comment; n:1 for atom values that
/// are the elements) or to one value.
VectorType promotedType(Type t, int64_t perValue = 1) {
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
  if (shape.value != 1 && !stride.is(perValue))
    return {};
  Type elem = memref.getElemType();
  if (!VectorType::isValidElementType(elem))
    return {};
  return VectorType::get({shape.value * perValue}, elem);
}

/// The static number of element positions of a view, if static.
std::optional<int64_t> staticValues(Type view) {
  auto memref = cast<FlyMemRefType>(view);
  algebra::Layout l;
  if (auto c = dyn_cast<ComposedLayoutAttr>(memref.getLayout()))
    l = c.getValue().outerLayout();
  else
    l = cast<LayoutAttr>(memref.getLayout()).getValue();
  auto n = algebra::layoutSize(l);
  if (!n || !n->isLeaf() || !n->leaf().isStatic())
    return std::nullopt;
  return n->leaf().value;
}

/// Elements per atom value of a copy view: valBits / elementBits when the
/// atom's values are wider than the view's elements, else 1.
int64_t elementsPerValue(CopyAtomType atom, Type view) {
  auto bits =
      PointerType::getElementBits(cast<FlyMemRefType>(view).getElemType());
  int64_t valBits = atom.getValBits();
  if (!bits || *bits <= 0 || *bits % 8 != 0 || valBits <= *bits ||
      valBits % *bits != 0)
    return 1;
  return valBits / *bits;
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

/// `ptr` moved by `elems` elements (a static add_offset).
Value offsetBy(OpBuilder &b, Location loc, Value ptr, int64_t elems) {
  if (elems == 0)
    return ptr;
  Value off = MakeIntTupleOp::create(
      b, loc, IntTupleType::get(b.getContext(), algebra::IntTuple::of(elems)),
      ValueRange{});
  return AddOffsetOp::create(b, loc, ptr, off);
}

/// How a (non-promoted) copy operand splits into `calls` calls of `perCall`
/// positions: mode 0 of its static layout divided by perCall:1 is the layout
/// of one call, mode 1 gives the calls' offsets. Needs a make_view of a
/// static plain layout.
struct ViewSplit {
  Value iter;
  algebra::Layout callLayout;
  SmallVector<int64_t> offsets;
};

std::optional<ViewSplit> planSplit(Value view, int64_t perCall, int64_t calls) {
  auto mv = view.getDefiningOp<MakeViewOp>();
  auto layoutAttr =
      dyn_cast<LayoutAttr>(cast<FlyMemRefType>(view.getType()).getLayout());
  if (!mv || !layoutAttr || !layoutAttr.getValue().isStatic())
    return std::nullopt;
  auto divided = algebra::logicalDivide(
      layoutAttr.getValue(), algebra::Layout(algebra::IntTuple::of(perCall),
                                             algebra::IntTuple::of(1)));
  if (!divided || divided->rank() != 2)
    return std::nullopt;
  ViewSplit plan{mv.getIter(), divided->mode(0), {}};
  for (int64_t i = 0; i < calls; ++i) {
    auto off = algebra::evalStatic(divided->mode(1), i);
    if (!off)
      return std::nullopt;
    plan.offsets.push_back(*off);
  }
  return plan;
}

/// The views of the calls of a planned split.
SmallVector<Value> emitSplit(OpBuilder &b, Location loc,
                             const ViewSplit &plan) {
  MLIRContext *ctx = b.getContext();
  Value layout = StaticOp::create(
      b, loc, LayoutType::get(ctx, LayoutAttr::get(ctx, plan.callLayout)));
  SmallVector<Value> out;
  for (int64_t off : plan.offsets)
    out.push_back(
        MakeViewOp::create(b, loc, offsetBy(b, loc, plan.iter, off), layout));
  return out;
}

void convertCopy(CopyAtomCallOp op) {
  // A coordinate-tensor source (a whole-tile TMA load) stays as it is.
  if (!isa<FlyMemRefType>(op.getSrc().getType()))
    return;
  auto atom = cast<CopyAtomType>(op.getCopyAtom().getType());
  int64_t srcPer = elementsPerValue(atom, op.getSrc().getType());
  int64_t dstPer = elementsPerValue(atom, op.getDst().getType());
  VectorType srcTy = promotedType(op.getSrc().getType(), srcPer);
  VectorType dstTy = promotedType(op.getDst().getType(), dstPer);
  Value pred = op.getPred();
  // A predicated copy into registers keeps its destination in memory.
  if (pred)
    dstTy = {};
  if (!srcTy && !dstTy)
    return;

  // The calls the views hold (a whole-tile atom, valBits 0, is one call).
  int64_t calls = 1, perCall = 1;
  if (atom.getValBits() > 0 && atom.getCopyBits() > 0) {
    perCall = atom.getCopyBits() / atom.getValBits();
    std::optional<int64_t> values = staticValues(op.getSrc().getType());
    if (perCall > 0 && values && *values % perCall == 0)
      calls = *values / perCall;
  }

  OpBuilder b(op);
  Location loc = op.getLoc();
  // The operands of call i: the promoted side is elements i*c .. of its
  // vector, the other side the i-th part of its view.
  SmallVector<Value> srcViews{op.getSrc()}, dstViews{op.getDst()};
  if (calls > 1) {
    if (pred)
      return;
    std::optional<ViewSplit> srcSplit, dstSplit;
    if (!srcTy && !(srcSplit = planSplit(op.getSrc(), perCall, calls)))
      return;
    if (!dstTy && !(dstSplit = planSplit(op.getDst(), perCall, calls)))
      return;
    if (srcSplit)
      srcViews = emitSplit(b, loc, *srcSplit);
    if (dstSplit)
      dstViews = emitSplit(b, loc, *dstSplit);
  }
  auto callVector = [&](VectorType whole) {
    return VectorType::get({whole.getNumElements() / calls},
                           whole.getElementType());
  };
  SmallVector<Value> srcs(srcViews);
  if (srcTy) {
    VectorType t = callVector(srcTy);
    Value iter = iterOf(b, loc, op.getSrc());
    srcs.clear();
    for (int64_t i = 0; i < calls; ++i)
      srcs.push_back(PtrLoadOp::create(
          b, loc, t, offsetBy(b, loc, iter, i * t.getNumElements())));
  }
  if (pred)
    if (VectorType predTy = promotedType(pred.getType()))
      pred = loadVector(b, loc, pred, predTy);
  Value dstIter;
  for (int64_t i = 0; i < calls; ++i) {
    if (!dstTy) {
      CopyAtomCallSsaOp::create(b, loc, TypeRange{}, op.getCopyAtom(), srcs[i],
                                dstViews[calls > 1 ? i : 0], pred);
      continue;
    }
    VectorType t = callVector(dstTy);
    auto ssa = CopyAtomCallSsaOp::create(b, loc, TypeRange{t}, op.getCopyAtom(),
                                         srcs[i], Value(), pred);
    if (!dstIter)
      dstIter = iterOf(b, loc, op.getDst());
    PtrStoreOp::create(b, loc, ssa.getResult(0),
                       offsetBy(b, loc, dstIter, i * t.getNumElements()));
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
    auto ssa = MmaAtomCallSsaOp::create(b, loc, TypeRange{dTy}, op.getMmaAtom(),
                                        Value(), a, bv, c);
    PtrStoreOp::create(b, loc, ssa.getResult(0), iterOf(b, loc, op.getD()));
  } else {
    MmaAtomCallSsaOp::create(b, loc, TypeRange{}, op.getMmaAtom(), op.getD(), a,
                             bv, c);
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
    // No call: the IR stays as it is (the pass manager then keeps its
    // analyses and does not verify the module again).
    if (calls.empty())
      return markAllAnalysesPreserved();
    for (Operation *op : calls) {
      if (auto copy = dyn_cast<CopyAtomCallOp>(op))
        convertCopy(copy);
      else
        convertMma(cast<MmaAtomCallOp>(op));
    }
  }
};

} // namespace
