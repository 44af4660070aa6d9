//===- FlyCanonicalize.cpp ----------------------------------------------------------===//
// PLACEHOLDER: being written.

#include "fly/Dialect/Fly/Transforms/Passes.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYCANONICALIZEPASS
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"
} // namespace mlir::fly

namespace {
struct FlyCanonicalizePassImpl : mlir::fly::impl::FlyCanonicalizePassBase<FlyCanonicalizePassImpl> {
  void runOnOperation() override {}
};
} // namespace
