//===- fly-opt.cpp - The Fly optimizer driver -----------------------------===//
//
// MlirOptMain with every upstream dialect, pass and extension plus Fly
// (registered through fly/Registration, as any embedding compiler would):
// runs any Fly pass or pipeline on a .mlir file.
//
//===----------------------------------------------------------------------===//

#include "fly/Registration/Registration.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::fly::registerFlyVersionPrinter();
  mlir::registerAllPasses();
  mlir::fly::registerFlyPasses();
  mlir::fly::registerFlyPipelines();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // LLVM IR translations: gpu-module-to-binary serializes gpu.modules.
  mlir::registerAllToLLVMIRTranslations(registry);
  mlir::fly::registerFlyDialects(registry);

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv,
      "Fly optimizer driver: the fly layout-algebra dialect on MLIR 22\n",
      registry));
}
