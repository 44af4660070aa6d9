//===- LowerRegisterMemory.cpp - Register allocations to pointers --------===//
//
// fly-lower-register-memory, the first phase of fly-layout-lowering: an
// allocation of register memory (fly.memref.alloca, fly.make_fragment_like,
// fly.mma.make_fragment) becomes a register pointer that owns `cosize`
// elements, `fly.make_ptr() {dictAttrs = {allocSize = N}}`, viewed through
// the allocation's layout. The views on register memory are then in weak
// normal form (docs/reference/concepts.md#normal-form) like any view on a
// pointer, so the algebra ops on them lower the same way. The layout must be
// static: the size of a register allocation is fixed at compile time.
//
//===----------------------------------------------------------------------===//

#include "LowerRegisterMemory.h"

#include "NormalForm.h"

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"
#include "fly/Dialect/Fly/Transforms/Passes.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYLOWERREGISTERMEMORYPASS
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;
using namespace mlir::fly;
// The fly view type, not the builtin memref.
using mlir::fly::MemRefType;

LogicalResult mlir::fly::lowerRegisterAllocations(Operation *root,
                                                  RewriterBase &rewriter) {
  SmallVector<Operation *> ops;
  root->walk([&](Operation *op) {
    if (isa<MemRefAllocaOp, MakeFragmentLikeOp, MmaMakeFragmentOp>(op))
      ops.push_back(op);
  });
  bool ok = true;
  for (Operation *op : ops) {
    auto memref = cast<MemRefType>(op->getResult(0).getType());
    auto layout = dyn_cast<LayoutAttr>(memref.getLayout());
    auto cosize = layout ? algebra::layoutCosize(layout.getValue())
                         : algebra::Result<algebra::IntTuple>(
                               algebra::fail("not a plain layout"));
    if (!layout || !layout.isStatic() || !cosize || !cosize->isLeaf()) {
      op->emitOpError("cannot be lowered: register memory needs a static "
                      "plain layout, got ")
          << memref.getLayout();
      ok = false;
      continue;
    }
    // make_ptr() {dictAttrs = {allocSize = cosize}} + make_view.
    rewriter.setInsertionPoint(op);
    Location loc = op->getLoc();
    MLIRContext *ctx = op->getContext();
    auto ptrType = memref.getPointerType();
    auto dict = DictionaryAttr::get(
        ctx, {NamedAttribute(StringAttr::get(ctx, "allocSize"),
                             rewriter.getI64IntegerAttr(
                                 std::max<int64_t>(1, cosize->leaf().value)))});
    Value ptr = MakePtrOp::create(rewriter, loc, ptrType, ValueRange{}, dict);
    Value l = buildNormalForm(rewriter, loc, LayoutType::get(ctx, layout), {});
    rewriter.replaceOpWithNewOp<MakeViewOp>(op, memref, ptr, l);
  }
  return success(ok);
}

namespace {

struct FlyLowerRegisterMemoryPass
    : mlir::fly::impl::FlyLowerRegisterMemoryPassBase<
          FlyLowerRegisterMemoryPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    if (failed(lowerRegisterAllocations(getOperation(), rewriter)))
      signalPassFailure();
  }
};

} // namespace
