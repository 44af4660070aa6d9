/*===- Fly.h - C API of the Fly dialects and passes --------------*- C -*-===*\
|*                                                                            *|
|* For bindings: dialect handles of fly and fly_rocdl (load them into an      *|
|* MlirContext with mlirDialectHandleLoadDialect, or insert them into an      *|
|* MlirDialectRegistry), the full Fly registration (dialects plus what their  *|
|* lowering and serialization need), and registration of every Fly pass and  *|
|* pipeline so that mlirParsePassPipeline understands them.                  *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
#ifndef FLY_C_FLY_H
#define FLY_C_FLY_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Fly, fly);
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(FlyROCDL, fly_rocdl);

/// registerFlyDialects: fly, fly_rocdl, the dialects their lowering produces,
/// the ROCDL target serialization and the LLVM IR translations.
MLIR_CAPI_EXPORTED void flyRegisterDialects(MlirDialectRegistry registry);

/// registerFlyPasses and registerFlyPipelines (process-wide, idempotent).
MLIR_CAPI_EXPORTED void flyRegisterPassesAndPipelines(void);

#ifdef __cplusplus
}
#endif

#endif // FLY_C_FLY_H
