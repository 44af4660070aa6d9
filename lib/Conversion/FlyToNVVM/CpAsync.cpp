//===- CpAsync.cpp - cp_async calls to nvvm.cp.async.shared.global --------===//
//
// One lane copies its bits from a global view to a shared view, both
// contiguous and aligned to the copy's size (the instruction's own
// requirement). Swizzles apply to both addresses. A predicated call that is
// off zero-fills its destination by default: the copy is issued with a
// source size (cp.async's src-size) of 0 bytes, so no global byte is read
// and all of the destination's become 0, with no branch. With `skip` the
// call is branched around and shared memory keeps what it held.
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"
#include "fly/Conversion/FlyToNVVM/FlyToNVVM.h"
#include "fly/Dialect/FlyNVVM/IR/FlyNVVMDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::fly_nvvm;
using mlir::fly::StaticView;

namespace {

struct CpAsyncCall : mlir::fly::CopyAtomCallLowering<CpAsyncType> {
  using CopyAtomCallLowering::CopyAtomCallLowering;
  LogicalResult lowerCall(mlir::fly::CopyAtomCallOp op, mlir::fly::CopyAtomType,
                          CpAsyncType payload, OpAdaptor adaptor,
                          ConversionPatternRewriter &rewriter) const override {
    FailureOr<mlir::fly::StaticCopyViews> views = mlir::fly::getStaticCopyViews(
        *getTypeConverter(), op, adaptor.getSrc(), adaptor.getDst(),
        /*allowPackedGroup=*/false, /*allowDynamicStrides=*/true);
    if (failed(views))
      return failure();
    StaticView &src = views->src, &dst = views->dst;
    if (mlir::fly::getLLVMAddressSpace(src.type.getAddressSpace()) != 1u ||
        mlir::fly::getLLVMAddressSpace(dst.type.getAddressSpace()) != 3u)
      return op.emitError() << payload
                            << " copies from a global view to a shared view; "
                               "got "
                            << src.type << " -> " << dst.type;
    int64_t bits = payload.getBits(), bytes = bits / 8;
    for (auto [side, v] : {std::pair<StringRef, StaticView *>{"source", &src},
                           {"destination", &dst}}) {
      int64_t n = v->offsets.size();
      if (n * v->elemBits != bits || !v->isContiguous(0, n))
        return op.emitError() << payload << " copies " << bits
                              << " contiguous bits per lane; the " << side
                              << " holds " << n << " x " << v->elemBits
                              << " bits"
                              << (n * v->elemBits == bits ? ", not contiguous"
                                                          : "");
      int64_t align = v->alignmentOfValue(0);
      if (align % bytes != 0)
        return op.emitError()
               << payload << " needs " << bytes << "-byte aligned addresses; "
               << "the " << side << " is only known to be " << align
               << "-byte aligned (give its pointer align<" << bytes << ">)";
      if (v->swizzle && !v->swizzle.getValue().isTrivial() &&
          (int64_t(1) << v->swizzle.getValue().base) < bytes)
        return op.emitError() << payload << ": the swizzle of the " << side
                              << " moves bytes inside one copy";
    }
    Location loc = op.getLoc();
    auto emitCopy = [&](OpBuilder &b, Value srcSize) {
      Value from = mlir::fly::applyByteSwizzle(
          b, loc, src.addressOfValue(b, loc, 0), src.swizzle);
      Value to = mlir::fly::applyByteSwizzle(
          b, loc, dst.addressOfValue(b, loc, 0), dst.swizzle);
      NVVM::CpAsyncOp::create(b, loc, to, from, uint32_t(bytes),
                              payload.getBypassL1()
                                  ? NVVM::LoadCacheModifierKind::CG
                                  : NVVM::LoadCacheModifierKind::CA,
                              srcSize);
    };
    if (op.getPred() && payload.getZeroFill()) {
      FailureOr<Value> on = mlir::fly::loadPredicateFlag(
          *getTypeConverter(), op, op.getPred(), adaptor.getPred(), rewriter);
      if (failed(on))
        return failure();
      Type i32 = rewriter.getI32Type();
      Value full = LLVM::ConstantOp::create(rewriter, loc, i32, bytes);
      Value none = LLVM::ConstantOp::create(rewriter, loc, i32, 0);
      emitCopy(rewriter,
               LLVM::SelectOp::create(rewriter, loc, *on, full, none));
      rewriter.eraseOp(op);
      return success();
    }
    return mlir::fly::emitCopyCall(*getTypeConverter(), op, adaptor, rewriter,
                                   [&](OpBuilder &b) -> LogicalResult {
                                     emitCopy(b, Value());
                                     return success();
                                   });
  }
};

} // namespace

void mlir::fly_nvvm::populateFlyNVVMCpAsyncPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<CpAsyncCall>(converter, patterns.getContext());
}
