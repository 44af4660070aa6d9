/*===- Fly.h - C API of the Fly dialects and passes --------------*- C -*-===*\
|*                                                                            *|
|* For bindings: dialect handles of fly, fly_rocdl and fly_nvvm (load them    *|
|* into an MlirContext with mlirDialectHandleLoadDialect, or insert them into *|
|* an MlirDialectRegistry), the full Fly registration (dialects plus what     *|
|* their lowering and serialization need), and registration of every Fly      *|
|* pass and pipeline so that mlirParsePassPipeline understands them, and      *|
|* fly-draw's pictures of Fly types (flyDrawType).                            *|
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
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(FlyNVVM, fly_nvvm);

/// registerFlyDialects: fly, fly_rocdl, fly_nvvm, the dialects their lowering
/// produces,
/// the ROCDL target serialization and the LLVM IR translations.
MLIR_CAPI_EXPORTED void flyRegisterDialects(MlirDialectRegistry registry);

/// registerFlyPasses and registerFlyPipelines (process-wide, idempotent).
MLIR_CAPI_EXPORTED void flyRegisterPassesAndPipelines(void);

/// fly-draw's picture of a Fly type given in its textual form, e.g.
/// "!fly.layout<(4,8):(8,1)>" (docs/draw.md). `options` holds fly-draw's
/// options as space-separated key=value words, e.g. "format=text set=8,16"
/// or "bank-map=gfx942 elem-bits=16"; empty for an SVG picture. Loads the
/// fly and fly_rocdl dialects into `ctx`, then calls `callback` once: with
/// the picture on success, or with one line "error: <why>" when the type
/// does not parse, is not a type fly-draw draws, or cannot be drawn (dynamic
/// leaves without values, too big, a bad option).
MLIR_CAPI_EXPORTED MlirLogicalResult flyDrawType(MlirContext ctx,
                                                 MlirStringRef type,
                                                 MlirStringRef options,
                                                 MlirStringCallback callback,
                                                 void *userData);

#ifdef __cplusplus
}
#endif

#endif // FLY_C_FLY_H
