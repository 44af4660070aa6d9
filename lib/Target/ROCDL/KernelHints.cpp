//===- KernelHints.cpp - Occupancy and register hints on kernels ----------===//
//
// fly-rocdl-kernel-hints: FlyDSL passes --amdgpu-waves-per-eu and
// --amdgpu-num-vgpr to the backend; LLVM 22.1 has neither option, but its
// AMDGPU backend reads the function attributes "amdgpu-waves-per-eu" (from
// rocdl.waves_per_eu) and "amdgpu-num-vgpr" (an llvm.func passthrough).
//
//===----------------------------------------------------------------------===//

#include "fly/Target/ROCDL/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYROCDLKERNELHINTSPASS
#include "fly/Target/ROCDL/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;

namespace {
struct FlyROCDLKernelHintsPass
    : mlir::fly::impl::FlyROCDLKernelHintsPassBase<FlyROCDLKernelHintsPass> {
  using FlyROCDLKernelHintsPassBase::FlyROCDLKernelHintsPassBase;
  void runOnOperation() override {
    getOperation()->walk([&](LLVM::LLVMFuncOp fn) {
      if (!fn->hasAttr(ROCDL::ROCDLDialect::getKernelFuncAttrName()))
        return;
      Builder b(fn.getContext());
      if (wavesPerEu)
        fn->setAttr("rocdl.waves_per_eu", b.getI32IntegerAttr(wavesPerEu));
      if (maxVgprs) {
        SmallVector<Attribute> entries;
        if (ArrayAttr old = fn.getPassthroughAttr())
          llvm::append_range(entries, old.getValue());
        entries.push_back(
            b.getArrayAttr({b.getStringAttr("amdgpu-num-vgpr"),
                            b.getStringAttr(std::to_string(maxVgprs))}));
        fn.setPassthroughAttr(b.getArrayAttr(entries));
      }
    });
  }
};
} // namespace
