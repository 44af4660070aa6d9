//===- CheckDeviceLibs.cpp - Device bitcode is there when needed ----------===//
//
// fly-rocdl-check-device-libs: a kernel that calls into the ROCm device
// libraries (math lowered to __ocml_*, __ockl_* runtime helpers) links
// their bitcode; without ROCm, gpu-module-to-binary would fail with a bare
// "could not find" deep in serialization. This names the function and the
// library instead and says how to point Fly at ROCm.
//
//===----------------------------------------------------------------------===//

#include "fly/Target/ROCDL/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

#include "llvm/Support/FileSystem.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYROCDLCHECKDEVICELIBSPASS
#include "fly/Target/ROCDL/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;

namespace {

/// The device library defining `name`, or "" for none.
StringRef libraryOf(StringRef name) {
  if (name.starts_with("__ocml_"))
    return "ocml.bc";
  if (name.starts_with("__ockl_"))
    return "ockl.bc";
  if (name.starts_with("__oclc_"))
    return "oclc_*.bc";
  return "";
}

struct FlyROCDLCheckDeviceLibsPass
    : mlir::fly::impl::FlyROCDLCheckDeviceLibsPassBase<
          FlyROCDLCheckDeviceLibsPass> {
  using FlyROCDLCheckDeviceLibsPassBase::FlyROCDLCheckDeviceLibsPassBase;
  void runOnOperation() override {
    std::string bitcode = toolkit + "/amdgcn/bitcode";
    // oclc_* come as several per-chip files: the directory stands for them.
    auto present = [&](StringRef lib) {
      return !toolkit.empty() &&
             llvm::sys::fs::exists(lib.starts_with("oclc_")
                                       ? bitcode
                                       : bitcode + "/" + lib.str());
    };
    bool ok = true;
    getOperation()->walk([&](gpu::GPUModuleOp module) {
      module.walk([&](LLVM::LLVMFuncOp fn) {
        StringRef lib = libraryOf(fn.getName());
        if (lib.empty() || !fn.isExternal() || present(lib))
          return;
        std::string where =
            rocmHint.empty()
                ? "no ROCm installation was given (rocm-path= or ROCM_PATH) "
                  "and no device-library package was found (Debian: "
                  "rocm-device-libs)"
                : "'" + rocmHint + "' has no amdgcn/bitcode/" + lib.str();
        fn.emitError("gpu.module '")
            << module.getName() << "' calls '" << fn.getName()
            << "', defined in the ROCm device library " << lib << "; "
            << where
            << ". Install the ROCm device libraries and pass "
               "rocm-path=<dir> to fly-rocdl-pipeline (or set ROCM_PATH), "
               "or avoid the call (e.g. no libm math in kernels)";
        ok = false;
      });
    });
    if (!ok)
      return signalPassFailure();
    // A check only: the pass manager keeps its analyses and does not verify
    // the unchanged module again.
    markAllAnalysesPreserved();
  }
};

} // namespace
