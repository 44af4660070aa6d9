//===- ConvertAtomCallToSSAForm.cpp ----------------------------------------------------------===//
// PLACEHOLDER: being written.

#include "fly/Dialect/Fly/Transforms/Passes.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYCONVERTATOMCALLTOSSAFORMPASS
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"
} // namespace mlir::fly

namespace {
struct FlyConvertAtomCallToSSAFormPassImpl : mlir::fly::impl::FlyConvertAtomCallToSSAFormPassBase<FlyConvertAtomCallToSSAFormPassImpl> {
  void runOnOperation() override {}
};
} // namespace
