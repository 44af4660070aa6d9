//===- Registration.cpp - Register Fly in an MLIR tool --------------------===//

#include "fly/Registration/Registration.h"

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"
#include "fly/Conversion/Passes.h"
#include "fly/Dialect/Fly/IR/FlyDialect.h"
#include "fly/Dialect/Fly/Transforms/Passes.h"
#include "fly/Dialect/FlyNVVM/IR/FlyNVVMDialect.h"
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h"
#include "fly/Dialect/FlyROCDL/Transforms/Passes.h"
#include "fly/Target/NVVM/Passes.h"
#include "fly/Target/NVVM/Pipelines.h"
#include "fly/Target/ROCDL/Passes.h"
#include "fly/Target/ROCDL/Pipelines.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/Transforms/Passes.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "mlir/Target/LLVM/NVVM/Target.h"
#include "mlir/Target/LLVM/ROCDL/Target.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/GPU/GPUToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/ROCDL/ROCDLToLLVMIRTranslation.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

void mlir::fly::registerFlyDialects(DialectRegistry &registry) {
  registry.insert<FlyDialect, fly_rocdl::FlyROCDLDialect,
                  fly_nvvm::FlyNVVMDialect, func::FuncDialect,
                  arith::ArithDialect,
                  scf::SCFDialect, vector::VectorDialect, gpu::GPUDialect,
                  LLVM::LLVMDialect, ROCDL::ROCDLDialect,
                  NVVM::NVVMDialect>();
  // #rocdl.target and #nvvm.target serialization and the translations they
  // run.
  ROCDL::registerROCDLTargetInterfaceExternalModels(registry);
  NVVM::registerNVVMTargetInterfaceExternalModels(registry);
  registerBuiltinDialectTranslation(registry);
  registerGPUDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registerROCDLDialectTranslation(registry);
  registerNVVMDialectTranslation(registry);
  // Upstream --convert-to-llvm lowers Fly ops too.
  registerConvertFlyToLLVMInterface(registry);
}

void mlir::fly::registerFlyPasses() {
  registerFlyTransformsPasses();
  registerFlyROCDLTransformsPasses();
  registerFlyConversionPasses();
  registerFlyROCDLTargetPasses();
  registerFlyNVVMTargetPasses();
}

void mlir::fly::registerFlyPipelines() {
  // The pipelines are textual and name upstream passes (canonicalize,
  // convert-gpu-to-rocdl, convert-gpu-to-nvvm, gpu-module-to-binary, ...):
  // make sure a tool that registered nothing else can parse them. Registering
  // a pass again is a no-op, and the Fly pipelines register themselves once,
  // so calling this again is harmless.
  registerTransformsPasses();
  registerConversionPasses();
  registerGPUPasses();
  LLVM::registerLLVMPasses();
  registerFlyPasses();
  registerFlyROCDLPipelines();
  registerFlyNVVMPipelines();
}

const char *mlir::fly::getFlyVersion() { return FLY_VERSION_STRING; }

void mlir::fly::registerFlyVersionPrinter() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::cl::AddExtraVersionPrinter([](llvm::raw_ostream &os) {
      os << "Fly version " << getFlyVersion() << " (built against LLVM/MLIR "
         << LLVM_VERSION_STRING << ")\n";
    });
  });
}
