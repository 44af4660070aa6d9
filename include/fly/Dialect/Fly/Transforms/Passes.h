//===- Passes.h - fly passes ------------------------------------*- C++ -*-===//
#ifndef FLY_DIALECT_FLY_TRANSFORMS_PASSES_H
#define FLY_DIALECT_FLY_TRANSFORMS_PASSES_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::fly {

#define GEN_PASS_DECL
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"

} // namespace mlir::fly

#endif // FLY_DIALECT_FLY_TRANSFORMS_PASSES_H
