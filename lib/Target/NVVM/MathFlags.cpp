//===- MathFlags.cpp - fast-math and flush-to-zero for the NVPTX backend --===//
//
// fly-nvvm-math-flags: the NVPTX backend reads fast-math from the flags of
// each instruction and flush-to-zero from the "denormal-fp-math-f32"
// function attribute; #nvvm.target's `fast` and `ftz` flags reach neither
// in MLIR 22.1, so the pipeline's options are applied here.
//
//===----------------------------------------------------------------------===//

#include "fly/Target/NVVM/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMInterfaces.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYNVVMMATHFLAGSPASS
#include "fly/Target/NVVM/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;

namespace {
struct FlyNVVMMathFlagsPass
    : mlir::fly::impl::FlyNVVMMathFlagsPassBase<FlyNVVMMathFlagsPass> {
  using FlyNVVMMathFlagsPassBase::FlyNVVMMathFlagsPassBase;
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    getOperation()->walk([&](Operation *op) {
      if (ftz)
        if (auto fn = dyn_cast<LLVM::LLVMFuncOp>(op))
          fn.setDenormalFpMathF32Attr(StringAttr::get(ctx, "preserve-sign"));
      if (!fastMath)
        return;
      auto fmf = dyn_cast<LLVM::FastmathFlagsInterface>(op);
      if (!fmf)
        return;
      LLVM::FastmathFlags flags = LLVM::FastmathFlags::fast;
      if (LLVM::FastmathFlagsAttr old = fmf.getFastmathAttr())
        flags = flags | old.getValue();
      op->setAttr(fmf.getFastmathAttrName(),
                  LLVM::FastmathFlagsAttr::get(ctx, flags));
    });
  }
};
} // namespace
