// consumer-opt: an opt tool of another compiler that embeds Fly through the
// installed package (find_package(Fly)), registering only what it needs.
#include "fly/Registration/Registration.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::fly::registerFlyPasses();
  mlir::fly::registerFlyPipelines();
  mlir::DialectRegistry registry;
  mlir::fly::registerFlyDialects(registry);
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "consumer-opt: Fly embedded\n", registry));
}
