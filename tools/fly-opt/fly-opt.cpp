//===- fly-opt.cpp - The Fly optimizer driver -----------------------------===//
//
// MlirOptMain with every upstream dialect, pass and extension plus the Fly
// dialects: runs any Fly pass or pipeline on a .mlir file.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/FlyDialect.h"
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h"
#include "fly/Conversion/Passes.h"
#include "fly/Dialect/Fly/Transforms/Passes.h"
#include "fly/Target/ROCDL/Passes.h"
#include "fly/Target/ROCDL/Pipelines.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::fly::registerFlyPasses();
  mlir::fly::registerFlyConversionPasses();
  mlir::fly::registerFlyROCDLTargetPasses();
  mlir::fly::registerFlyROCDLPipelines();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // LLVM IR translations: gpu-module-to-binary serializes gpu.modules.
  mlir::registerAllToLLVMIRTranslations(registry);
  registry.insert<mlir::fly::FlyDialect, mlir::fly_rocdl::FlyROCDLDialect>();

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv,
      "Fly optimizer driver: the fly layout-algebra dialect on MLIR 22\n",
      registry));
}
