//===- Fly.cpp - C API of the Fly dialects and passes ---------------------===//

#include "fly-c/Fly.h"

#include "fly/Dialect/Fly/IR/FlyDialect.h"
#include "fly/Dialect/FlyNVVM/IR/FlyNVVMDialect.h"
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h"
#include "fly/Registration/Registration.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"


MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Fly, fly, mlir::fly::FlyDialect)
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(FlyROCDL, fly_rocdl,
                                      mlir::fly_rocdl::FlyROCDLDialect)
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(FlyNVVM, fly_nvvm,
                                      mlir::fly_nvvm::FlyNVVMDialect)

void flyRegisterDialects(MlirDialectRegistry registry) {
  mlir::fly::registerFlyDialects(*unwrap(registry));
}

void flyRegisterPassesAndPipelines(void) {
  // Both are idempotent: passes registered again are no-ops, and the
  // pipelines are registered once (registerFlyROCDLPipelines).
  mlir::fly::registerFlyPasses();
  mlir::fly::registerFlyPipelines();
}
