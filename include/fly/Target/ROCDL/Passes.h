//===- Passes.h - Passes that package Fly kernels for AMD GPUs --*- C++ -*-===//
#ifndef FLY_TARGET_ROCDL_PASSES_H
#define FLY_TARGET_ROCDL_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::fly {

#define GEN_PASS_DECL
#include "fly/Target/ROCDL/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "fly/Target/ROCDL/Passes.h.inc"

} // namespace mlir::fly

#endif // FLY_TARGET_ROCDL_PASSES_H
