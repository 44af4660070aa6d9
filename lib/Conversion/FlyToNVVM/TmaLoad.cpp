//===- TmaLoad.cpp - tma_load calls to cp.async.bulk.tensor ---------------===//
//
// One call is one TMA tile load, `nvvm.cp.async.bulk.tensor.shared.cluster.
// global` (cp.async.bulk.tensor.Nd...tile.mbarrier::complete_tx::bytes):
//  - the box's coordinates are the base of the source coordinate tensor
//    (its normal form: fly.make_view of a fly.make_int_tuple of the dynamic
//    leaves), given to the instruction innermost first: tensor-map dimension
//    j is mode rank - 1 - j;
//  - the destination is the address of the shared view's first element (as
//    a shared::cluster address: the block's own window is part of it);
//  - the tensor map and the mbarrier come from the atom's state (i64 generic
//    and shared addresses).
// Issuing it from one thread, expecting its bytes on the mbarrier and
// waiting for them are the program's.
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"
#include "fly/Conversion/FlyToNVVM/FlyToNVVM.h"
#include "fly/Dialect/FlyNVVM/IR/FlyNVVMDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::fly_nvvm;

namespace {

/// The i32 values of the leaves of a coordinate tensor's base, in mode
/// order.
FailureOr<SmallVector<Value>> baseCoordinates(OpBuilder &b, Location loc,
                                              Operation *op, Value tensor) {
  // A static base is in the type; a dynamic one comes from the normal form.
  auto tensorType = cast<mlir::fly::CoordTensorType>(tensor.getType());
  ::fly::layout::IntTuple base = tensorType.getBase().getValue();
  mlir::fly::MakeIntTupleOp make;
  if (!base.isStatic()) {
    auto view = tensor.getDefiningOp<mlir::fly::MakeViewOp>();
    make = view ? view.getIter().getDefiningOp<mlir::fly::MakeIntTupleOp>()
                : mlir::fly::MakeIntTupleOp();
    if (!make)
      return op->emitError("the base of the tma_load source ")
             << tensorType.getBase()
             << " is dynamic and not in normal form (fly.make_view of a "
                "fly.make_int_tuple of its dynamic leaves); run "
                "fly-layout-lowering first";
  }
  SmallVector<Value> out;
  unsigned next = 0;
  bool ok = true;
  std::optional<int64_t> outOfRange;
  ::fly::layout::forEachLeaf(base, [&](const auto &leaf) {
    if (!ok)
      return;
    if (leaf.isStatic() && !leaf.isBasis()) {
      // TMA coordinates are signed 32-bit.
      if (leaf.value < INT32_MIN || leaf.value > INT32_MAX) {
        outOfRange = leaf.value;
        ok = false;
        return;
      }
      out.push_back(arith::ConstantOp::create(
          b, loc, b.getI32Type(), b.getI32IntegerAttr(int32_t(leaf.value))));
      return;
    }
    if (!make || next >= make->getNumOperands() || leaf.isBasis()) {
      ok = false;
      return;
    }
    Value v = make->getOperand(next++);
    if (v.getType().isInteger(64))
      v = arith::TruncIOp::create(b, loc, b.getI32Type(), v);
    out.push_back(v);
  });
  if (outOfRange)
    return op->emitError("the tma_load coordinate ")
           << *outOfRange << " does not fit the instruction's signed 32 bits";
  if (!ok)
    return op->emitError("the base of the tma_load source ")
           << tensorType.getBase()
           << " is not in normal form (a fly.make_int_tuple of its dynamic "
              "leaves)";
  return out;
}

struct TmaLoadCall : mlir::fly::CopyAtomCallLowering<TmaLoadType> {
  using CopyAtomCallLowering::CopyAtomCallLowering;
  LogicalResult lowerCall(mlir::fly::CopyAtomCallOp op, mlir::fly::CopyAtomType,
                          TmaLoadType payload, OpAdaptor adaptor,
                          ConversionPatternRewriter &rewriter) const override {
    if (!isa<mlir::fly::CoordTensorType>(op.getSrc().getType()))
      return op.emitError()
             << payload
             << " reads through its tensor map: its source is a coordinate "
                "tensor of the box, not "
             << op.getSrc().getType();
    FailureOr<mlir::fly::StaticView> dst = mlir::fly::getStaticView(
        *getTypeConverter(), [&] { return op.emitError(); }, "destination",
        op.getDst(), adaptor.getDst(), /*allowPackedGroup=*/true,
        /*allowDynamicStrides=*/true);
    if (failed(dst))
      return failure();
    if (mlir::fly::getLLVMAddressSpace(dst->type.getAddressSpace()) != 3u)
      return op.emitError() << payload << " loads into shared memory; the "
                                          "destination is "
                            << dst->type;
    Location loc = op.getLoc();
    FailureOr<SmallVector<Value>> coords =
        baseCoordinates(rewriter, loc, op, op.getSrc());
    if (failed(coords))
      return failure();
    if (int64_t(coords->size()) != payload.getRank())
      return op.emitError() << payload << " takes " << payload.getRank()
                            << " coordinates; the source has "
                            << coords->size();
    std::reverse(coords->begin(), coords->end());
    FailureOr<Value> map = mlir::fly::getAtomStateField(
        rewriter, loc, adaptor.getCopyAtom(), payload, "tensor_map");
    FailureOr<Value> mbar = mlir::fly::getAtomStateField(
        rewriter, loc, adaptor.getCopyAtom(), payload, "mbar");
    if (failed(map) || failed(mbar))
      return op.emitError("the tma_load atom has no tensor_map/mbar fields");
    MLIRContext *ctx = rewriter.getContext();
    Value mapPtr = LLVM::IntToPtrOp::create(
        rewriter, loc, LLVM::LLVMPointerType::get(ctx), *map);
    Value mbarPtr = LLVM::IntToPtrOp::create(
        rewriter, loc, LLVM::LLVMPointerType::get(ctx, 3), *mbar);
    return mlir::fly::emitCopyCall(
        *getTypeConverter(), op, adaptor, rewriter,
        [&](OpBuilder &b) -> LogicalResult {
          // The instruction names a shared::cluster address; the block's own
          // shared-memory address is one (address space 3 -> 7).
          Value to = LLVM::AddrSpaceCastOp::create(
              b, loc, LLVM::LLVMPointerType::get(b.getContext(), 7),
              dst->addressOfValue(b, loc, 0));
          NVVM::CpAsyncBulkTensorGlobalToSharedClusterOp::create(
              b, loc, to, mapPtr, *coords, mbarPtr, ValueRange(),
              /*multicastMask=*/Value(), /*l2CacheHint=*/Value(),
              NVVM::TMALoadMode::TILE, /*isCTAOnly=*/false,
              /*group=*/NVVM::CTAGroupKindAttr(), /*predicate=*/Value());
          return success();
        });
  }
};

} // namespace

void mlir::fly_nvvm::populateFlyNVVMTmaPatterns(const TypeConverter &converter,
                                                RewritePatternSet &patterns) {
  patterns.add<TmaLoadCall>(converter, patterns.getContext());
}
