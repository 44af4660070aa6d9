//===- CheckLibdevice.cpp - libdevice is there when a kernel needs it -----===//
//
// fly-nvvm-check-libdevice: convert-gpu-to-nvvm lowers math ops (math.sin,
// math.exp, ...) to calls of CUDA's libdevice (`__nv_sinf`, ...). Without
// libdevice linked in, the PTX would call undefined functions and fail only
// later, in ptxas or at load time; this names the call and says how to
// point Fly at a CUDA toolkit instead.
//
//===----------------------------------------------------------------------===//

#include "fly/Target/NVVM/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYNVVMCHECKLIBDEVICEPASS
#include "fly/Target/NVVM/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;

namespace {
struct FlyNVVMCheckLibdevicePass
    : mlir::fly::impl::FlyNVVMCheckLibdevicePassBase<
          FlyNVVMCheckLibdevicePass> {
  using FlyNVVMCheckLibdevicePassBase::FlyNVVMCheckLibdevicePassBase;
  void runOnOperation() override {
    if (!libdevice.empty())
      return;
    bool ok = true;
    getOperation()->walk([&](gpu::GPUModuleOp module) {
      module.walk([&](LLVM::LLVMFuncOp fn) {
        if (!fn.isExternal() || !fn.getName().starts_with("__nv_"))
          return;
        fn.emitError("gpu.module '")
            << module.getName() << "' calls '" << fn.getName()
            << "', defined in CUDA's libdevice "
               "(nvvm/libdevice/libdevice.10.bc), which was not found; "
               "looked in "
            << (looked.empty() ? std::string("no CUDA directory")
                               : std::string(looked))
            << ". Pass cuda-path=<CUDA toolkit> to fly-nvvm-pipeline (or "
               "set CUDA_PATH), or avoid the call (e.g. no libm math in "
               "kernels)";
        ok = false;
      });
    });
    if (!ok)
      signalPassFailure();
  }
};
} // namespace
