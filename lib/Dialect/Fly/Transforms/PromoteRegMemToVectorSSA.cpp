//===- PromoteRegMemToVectorSSA.cpp ----------------------------------------------------------===//
// PLACEHOLDER: being written.

#include "fly/Dialect/Fly/Transforms/Passes.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYPROMOTEREGMEMTOVECTORSSAPASS
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"
} // namespace mlir::fly

namespace {
struct FlyPromoteRegMemToVectorSSAPassImpl : mlir::fly::impl::FlyPromoteRegMemToVectorSSAPassBase<FlyPromoteRegMemToVectorSSAPassImpl> {
  void runOnOperation() override {}
};
} // namespace
