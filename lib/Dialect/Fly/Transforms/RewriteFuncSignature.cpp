//===- RewriteFuncSignature.cpp ----------------------------------------------------------===//
// PLACEHOLDER: being written.

#include "fly/Dialect/Fly/Transforms/Passes.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYREWRITEFUNCSIGNATUREPASS
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"
} // namespace mlir::fly

namespace {
struct FlyRewriteFuncSignaturePassImpl : mlir::fly::impl::FlyRewriteFuncSignaturePassBase<FlyRewriteFuncSignaturePassImpl> {
  void runOnOperation() override {}
};
} // namespace
