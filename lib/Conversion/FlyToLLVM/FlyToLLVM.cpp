//===- FlyToLLVM.cpp - Fly pointers, views and universal atoms to LLVM ----===//
// PLACEHOLDER: being written.

#include "fly/Conversion/Passes.h"
#include "fly/Dialect/Fly/IR/FlyDialect.h"

namespace mlir::fly {
#define GEN_PASS_DEF_CONVERTFLYTOLLVMPASS
#include "fly/Conversion/Passes.h.inc"
} // namespace mlir::fly

namespace {
struct ConvertFlyToLLVMPass
    : mlir::fly::impl::ConvertFlyToLLVMPassBase<ConvertFlyToLLVMPass> {
  void runOnOperation() override {}
};
} // namespace
