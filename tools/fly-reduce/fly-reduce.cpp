//===- fly-reduce.cpp - Reduce a Fly test case ----------------------------===//
//
// MLIR's reduce driver (mlir-reduce) with what fly-opt registers: the
// upstream dialects and passes plus Fly's, so that a module with fly ops
// parses and Fly passes can serve as reduction steps
// (-opt-reduction-pass='opt-pass=...'). docs/debugging.md says how to use it.
//
//===----------------------------------------------------------------------===//

#include "fly/Registration/Registration.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-reduce/MlirReduceMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::fly::registerFlyPasses();
  mlir::fly::registerFlyPipelines();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::fly::registerFlyDialects(registry);
  mlir::MLIRContext context(registry);
  return mlir::failed(mlir::mlirReduceMain(argc, argv, context));
}
