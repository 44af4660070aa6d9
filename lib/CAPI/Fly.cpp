//===- Fly.cpp - C API of the Fly dialects and passes ---------------------===//

#include "fly-c/Fly.h"

#include "fly/Dialect/Fly/IR/FlyDialect.h"
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h"
#include "fly/Registration/Registration.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"

#include <mutex>

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Fly, fly, mlir::fly::FlyDialect)
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(FlyROCDL, fly_rocdl,
                                      mlir::fly_rocdl::FlyROCDLDialect)

void flyRegisterDialects(MlirDialectRegistry registry) {
  mlir::fly::registerFlyDialects(*unwrap(registry));
}

void flyRegisterPassesAndPipelines(void) {
  // Registering a pass name twice is an error in MLIR's registry.
  static std::once_flag once;
  std::call_once(once, [] {
    mlir::fly::registerFlyPasses();
    mlir::fly::registerFlyPipelines();
  });
}
