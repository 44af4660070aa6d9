//===- Passes.h - Fly conversion passes -------------------------*- C++ -*-===//
#ifndef FLY_CONVERSION_PASSES_H
#define FLY_CONVERSION_PASSES_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::fly {

#define GEN_PASS_DECL
#include "fly/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "fly/Conversion/Passes.h.inc"

} // namespace mlir::fly

#endif // FLY_CONVERSION_PASSES_H
