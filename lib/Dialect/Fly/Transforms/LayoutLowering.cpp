//===- LayoutLowering.cpp ----------------------------------------------------------===//
// PLACEHOLDER: being written.

#include "fly/Dialect/Fly/Transforms/Passes.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYLAYOUTLOWERINGPASS
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"
} // namespace mlir::fly

namespace {
struct FlyLayoutLoweringPassImpl : mlir::fly::impl::FlyLayoutLoweringPassBase<FlyLayoutLoweringPassImpl> {
  void runOnOperation() override {}
};
} // namespace
