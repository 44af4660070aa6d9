//===- LowerViewAccess.cpp - Loads and stores through views to pointers ---===//
//
// fly-lower-view-access, a phase of fly-layout-lowering
// (docs/reference/lowering.md): after the algebra ops are lowered (and
// swizzled views decomposed), every view is make_view(pointer, normal-form
// layout), so an access at a coordinate becomes an access of the pointer
// advanced by crd2idx(coordinate, layout) (computed with the algebra on
// expression leaves, like any other result); a whole-view vector access
// becomes one vector access when the layout is contiguous and element
// accesses otherwise.
//
//===----------------------------------------------------------------------===//

#include "LowerViewAccess.h"

#include "LeafExprs.h"
#include "NormalForm.h"

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"
#include "fly/Dialect/Fly/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYLOWERVIEWACCESSPASS
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"

namespace {
using mlir::fly::MemRefType;

/// A view's pointer and layout, with the layout's dynamic leaves numbered
/// as inputs (appended to `inputs`).
struct ViewParts {
  Value iter;
  AlgebraValue layout;
};

FailureOr<ViewParts> viewParts(Operation *op, Value view,
                               SmallVectorImpl<Value> &inputs) {
  auto make = view.getDefiningOp<MakeViewOp>();
  std::optional<SmallVector<Value>> leaves =
      make ? normalFormLeaves(make.getLayout()) : std::nullopt;
  if (!make || !leaves) {
    op->emitOpError("cannot be lowered: its view is not make_view of a "
                    "pointer and a normal-form layout");
    return failure();
  }
  std::optional<AlgebraValue> layout =
      algebraValueOfType(make.getLayout().getType());
  size_t k = 0;
  forEachDynamicLeaf(*layout, [&](algebra::Leaf &leaf) {
    leaf.expr = algebra::exprInput(inputs.size() + k++, leaf.width);
  });
  inputs.append(leaves->begin(), leaves->end());
  return ViewParts{make.getIter(), std::move(*layout)};
}

/// The coordinate operand with its dynamic leaves numbered as inputs.
FailureOr<algebra::IntTuple> coordinate(Operation *op, Value coord,
                                        SmallVectorImpl<Value> &inputs) {
  std::optional<SmallVector<Value>> leaves = normalFormLeaves(coord);
  if (!leaves) {
    op->emitOpError("cannot be lowered: the coordinate is not in normal form");
    return failure();
  }
  AlgebraValue value = *algebraValueOfType(coord.getType());
  size_t k = 0;
  forEachDynamicLeaf(value, [&](algebra::Leaf &leaf) {
    leaf.expr = algebra::exprInput(inputs.size() + k++, leaf.width);
  });
  inputs.append(leaves->begin(), leaves->end());
  return *std::get_if<algebra::IntTuple>(&value);
}

/// `iter` advanced by `index` (an int tuple leaf), as add_offset.
FailureOr<Value> advance(OpBuilder &b, Location loc, ExprEmitter &emitter,
                         Value iter, const algebra::IntTuple &index) {
  const algebra::IntTuple *leaf = &index;
  while (leaf->isTuple() && leaf->rank() == 1)
    leaf = &(*leaf)[0];
  if (!leaf->isLeaf() || leaf->leaf().isBasis())
    return failure();
  if (leaf->leaf().is(0))
    return iter;
  SmallVector<Value> dyn;
  if (leaf->leaf().isDynamic()) {
    Value v = emitter.emit(leaf->leaf().expr);
    if (!v)
      return failure();
    dyn.push_back(emitter.castTo(v, leaf->leaf().width > 32 ? 64 : 32));
  }
  Value off = buildNormalForm(
      b, loc, IntTupleType::get(b.getContext(), algebra::IntTuple(leaf->leaf())),
      dyn);
  return Value(AddOffsetOp::create(b, loc, iter, off));
}

/// The element pointer of `view` at `coord`.
FailureOr<Value> elementPointer(Operation *op, OpBuilder &b, Value view,
                                Value coord) {
  SmallVector<Value> inputs;
  FailureOr<ViewParts> parts = viewParts(op, view, inputs);
  if (failed(parts))
    return failure();
  FailureOr<algebra::IntTuple> crd = coordinate(op, coord, inputs);
  if (failed(crd))
    return failure();
  algebra::Result<algebra::IntTuple> index = algebra::fail("");
  if (auto *l = std::get_if<algebra::Layout>(&parts->layout))
    index = algebra::crd2idx(*crd, *l);
  else if (auto *c = std::get_if<algebra::ComposedLayout>(&parts->layout))
    index = algebra::crd2idx(*crd, *c);
  if (!index) {
    op->emitOpError("cannot be lowered: ") << index.error();
    return failure();
  }
  ExprEmitter emitter(b, op->getLoc(), inputs);
  FailureOr<Value> ptr = advance(b, op->getLoc(), emitter, parts->iter, *index);
  if (failed(ptr))
    op->emitOpError("cannot be lowered: the index ")
        << index->str() << " is not one integer";
  return ptr;
}

/// The static element offsets of a whole view, in view order.
FailureOr<SmallVector<int64_t>> staticOffsets(Operation *op, Value view) {
  auto make = view.getDefiningOp<MakeViewOp>();
  auto layout = make ? dyn_cast<LayoutType>(make.getLayout().getType())
                     : LayoutType();
  if (!layout || !layout.getAttr().isStatic()) {
    op->emitOpError("cannot be lowered: a whole-view access needs a view "
                    "with a static plain layout");
    return failure();
  }
  algebra::Layout l = layout.getValue();
  auto size = algebra::layoutSize(l);
  SmallVector<int64_t> out;
  for (int64_t i = 0; size && i < size->leaf().value; ++i) {
    auto v = algebra::evalStatic(l, i);
    if (!v) {
      op->emitOpError("cannot be lowered: ") << v.error();
      return failure();
    }
    out.push_back(*v);
  }
  return out;
}

bool contiguous(ArrayRef<int64_t> offsets) {
  for (size_t i = 0; i < offsets.size(); ++i)
    if (offsets[i] != offsets.front() + int64_t(i))
      return false;
  return true;
}

Value pointerAt(OpBuilder &b, Location loc, Value iter, int64_t offset) {
  if (offset == 0)
    return iter;
  Value off = buildNormalForm(
      b, loc, IntTupleType::get(b.getContext(), algebra::IntTuple::of(offset)),
      {});
  return AddOffsetOp::create(b, loc, iter, off);
}

LogicalResult lowerLoad(MemRefLoadOp op, RewriterBase &rewriter) {
  if (!isa<MemRefType>(op.getMemref().getType()))
    return success(); // coordinate tensors: the value is the coordinate
  rewriter.setInsertionPoint(op);
  FailureOr<Value> ptr =
      elementPointer(op, rewriter, op.getMemref(), op.getIndices());
  if (failed(ptr))
    return failure();
  rewriter.replaceOpWithNewOp<PtrLoadOp>(op, op.getType(), *ptr);
  return success();
}

LogicalResult lowerStore(MemRefStoreOp op, RewriterBase &rewriter) {
  rewriter.setInsertionPoint(op);
  FailureOr<Value> ptr =
      elementPointer(op, rewriter, op.getMemref(), op.getIndices());
  if (failed(ptr))
    return failure();
  rewriter.replaceOpWithNewOp<PtrStoreOp>(op, op.getValue(), *ptr);
  return success();
}

/// load_vec of a coordinate tensor: each element is the coordinate
/// base + layout(i), computed from the tensor's leaves.
LogicalResult lowerCoordinateLoadVec(MemRefLoadVecOp op,
                                     RewriterBase &rewriter) {
  Value tensor = op.getMemref();
  std::optional<SmallVector<Value>> leaves = normalFormLeaves(tensor);
  std::optional<AlgebraValue> value = algebraValueOfType(tensor.getType());
  if (!leaves || !value)
    return op->emitOpError("cannot be lowered: the coordinate tensor is not "
                           "in normal form");
  size_t k = 0;
  forEachDynamicLeaf(*value, [&](algebra::Leaf &leaf) {
    leaf.expr = algebra::exprInput(k++, leaf.width);
  });
  const auto &coords = std::get<CoordTensorValue>(*value);
  auto vecType = cast<VectorType>(op.getType());
  unsigned width = vecType.getElementTypeBitWidth();
  rewriter.setInsertionPoint(op);
  Location loc = op.getLoc();
  ExprEmitter emitter(rewriter, loc, *leaves);
  // All coordinates are computed before any is emitted: the emitter
  // memoizes by expression node, so the nodes must stay alive meanwhile.
  std::vector<algebra::IntTuple> sums;
  for (int64_t i = 0, n = vecType.getNumElements(); i < n; ++i) {
    auto crd = algebra::crd2idx(algebra::IntTuple::of(i), coords.layout);
    auto sum = crd ? algebra::tupleAdd(coords.base, *crd) : crd;
    if (!sum)
      return op->emitOpError("cannot be lowered: ") << sum.error();
    sums.push_back(std::move(*sum));
  }
  SmallVector<Value> elements;
  for (auto [i, sum] : llvm::enumerate(sums)) {
    const algebra::IntTuple *leaf = &sum;
    while (leaf->isTuple() && leaf->rank() == 1)
      leaf = &(*leaf)[0];
    Value v;
    if (leaf->isLeaf() && leaf->leaf().isStatic() && !leaf->leaf().isBasis())
      v = arith::ConstantOp::create(
          rewriter, loc,
          rewriter.getIntegerAttr(vecType.getElementType(),
                                  leaf->leaf().value));
    else if (leaf->isLeaf() && leaf->leaf().isDynamic())
      v = emitter.emit(leaf->leaf().expr);
    if (!v)
      return op->emitOpError("cannot be lowered: coordinate ")
             << i << " (" << sum.str() << ") has no known computation";
    elements.push_back(emitter.castTo(v, width));
  }
  rewriter.replaceOpWithNewOp<vector::FromElementsOp>(op, vecType, elements);
  return success();
}

LogicalResult lowerLoadVec(MemRefLoadVecOp op, RewriterBase &rewriter) {
  if (isa<CoordTensorType>(op.getMemref().getType()))
    return lowerCoordinateLoadVec(op, rewriter);
  FailureOr<SmallVector<int64_t>> offsets = staticOffsets(op, op.getMemref());
  if (failed(offsets))
    return failure();
  rewriter.setInsertionPoint(op);
  Location loc = op.getLoc();
  Value iter = op.getMemref().getDefiningOp<MakeViewOp>().getIter();
  auto vecType = cast<VectorType>(op.getType());
  if (contiguous(*offsets)) {
    Value p = pointerAt(rewriter, loc, iter, offsets->front());
    rewriter.replaceOpWithNewOp<PtrLoadOp>(op, vecType, p);
    return success();
  }
  Value vec = ub::PoisonOp::create(rewriter, loc, vecType);
  for (auto [i, off] : llvm::enumerate(*offsets)) {
    Value p = pointerAt(rewriter, loc, iter, off);
    Value e = PtrLoadOp::create(rewriter, loc, vecType.getElementType(), p);
    vec = vector::InsertOp::create(rewriter, loc, e, vec, int64_t(i));
  }
  rewriter.replaceOp(op, vec);
  return success();
}

LogicalResult lowerStoreVec(MemRefStoreVecOp op, RewriterBase &rewriter) {
  FailureOr<SmallVector<int64_t>> offsets = staticOffsets(op, op.getMemref());
  if (failed(offsets))
    return failure();
  rewriter.setInsertionPoint(op);
  Location loc = op.getLoc();
  Value iter = op.getMemref().getDefiningOp<MakeViewOp>().getIter();
  if (contiguous(*offsets)) {
    Value p = pointerAt(rewriter, loc, iter, offsets->front());
    rewriter.replaceOpWithNewOp<PtrStoreOp>(op, op.getVector(), p);
    return success();
  }
  for (auto [i, off] : llvm::enumerate(*offsets)) {
    Value p = pointerAt(rewriter, loc, iter, off);
    Value e = vector::ExtractOp::create(rewriter, loc, op.getVector(),
                                        int64_t(i));
    PtrStoreOp::create(rewriter, loc, e, p);
  }
  rewriter.eraseOp(op);
  return success();
}

/// extract_aligned_pointer_as_index: the view's base pointer, as FlyDSL
/// lowers it (whatever the name says): an LLVM pointer of the result's
/// address space (an addrspacecast when it differs from the view's), or the
/// address as the result's integer type.
LogicalResult lowerExtractPointer(ExtractAlignedPointerAsIndexOp op,
                                  RewriterBase &rewriter) {
  SmallVector<Value> inputs;
  FailureOr<ViewParts> parts = viewParts(op, op.getSource(), inputs);
  if (failed(parts))
    return failure();
  rewriter.setInsertionPoint(op);
  Location loc = op.getLoc();
  Type type = op.getType();
  if (auto llvmPtr = dyn_cast<LLVM::LLVMPointerType>(type)) {
    rewriter.replaceOp(op, ToLLVMPtrOp::create(
                               rewriter, loc, type, parts->iter,
                               rewriter.getI32IntegerAttr(
                                   llvmPtr.getAddressSpace())));
    return success();
  }
  if (!type.isIntOrIndex())
    return op.emitOpError("yields ")
           << type << "; the base pointer is an !llvm.ptr or an integer";
  auto ptr = dyn_cast<PointerType>(parts->iter.getType());
  if (!ptr)
    return op.emitOpError("cannot be lowered: its view's iterator is not a "
                          "pointer");
  Value address = PtrToIntOp::create(
      rewriter, loc,
      ptr.getFlyAddressSpace() == AddressSpace::Shared ? rewriter.getI32Type()
                                                    : rewriter.getI64Type(),
      parts->iter);
  if (type.isIndex())
    address = arith::IndexCastUIOp::create(rewriter, loc, type, address);
  else if (type.getIntOrFloatBitWidth() >
           address.getType().getIntOrFloatBitWidth())
    address = arith::ExtUIOp::create(rewriter, loc, type, address);
  else if (type != address.getType())
    address = arith::TruncIOp::create(rewriter, loc, type, address);
  rewriter.replaceOp(op, address);
  return success();
}

} // namespace

LogicalResult lowerViewAccesses(Operation *root, RewriterBase &rewriter) {
  SmallVector<Operation *> ops;
  root->walk([&](Operation *op) {
    if (isa<MemRefLoadOp, MemRefStoreOp, MemRefLoadVecOp, MemRefStoreVecOp,
            ExtractAlignedPointerAsIndexOp>(op))
      ops.push_back(op);
  });
  bool ok = true;
  for (Operation *op : ops) {
    if (auto l = dyn_cast<MemRefLoadOp>(op))
      ok &= succeeded(lowerLoad(l, rewriter));
    else if (auto s = dyn_cast<MemRefStoreOp>(op))
      ok &= succeeded(lowerStore(s, rewriter));
    else if (auto lv = dyn_cast<MemRefLoadVecOp>(op))
      ok &= succeeded(lowerLoadVec(lv, rewriter));
    else if (auto e = dyn_cast<ExtractAlignedPointerAsIndexOp>(op))
      ok &= succeeded(lowerExtractPointer(e, rewriter));
    else
      ok &= succeeded(lowerStoreVec(cast<MemRefStoreVecOp>(op), rewriter));
  }
  return success(ok);
}

namespace {

struct FlyLowerViewAccessPass
    : impl::FlyLowerViewAccessPassBase<FlyLowerViewAccessPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    if (failed(lowerViewAccesses(getOperation(), rewriter)))
      signalPassFailure();
  }
};

} // namespace

} // namespace mlir::fly
