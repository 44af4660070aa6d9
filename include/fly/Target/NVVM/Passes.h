//===- Passes.h - Checking and packaging kernels for NVIDIA --*- C++ -*-===//
#ifndef FLY_TARGET_NVVM_PASSES_H
#define FLY_TARGET_NVVM_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::fly {

#define GEN_PASS_DECL
#include "fly/Target/NVVM/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "fly/Target/NVVM/Passes.h.inc"

} // namespace mlir::fly

#endif // FLY_TARGET_NVVM_PASSES_H
