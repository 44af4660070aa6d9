//===- IntSwizzleSimplify.cpp ----------------------------------------------------------===//
// PLACEHOLDER: being written.

#include "fly/Dialect/Fly/Transforms/Passes.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYINTSWIZZLESIMPLIFYPASS
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"
} // namespace mlir::fly

namespace {
struct FlyIntSwizzleSimplifyPassImpl : mlir::fly::impl::FlyIntSwizzleSimplifyPassBase<FlyIntSwizzleSimplifyPassImpl> {
  void runOnOperation() override {}
};
} // namespace
