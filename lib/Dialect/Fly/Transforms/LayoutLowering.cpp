//===- LayoutLowering.cpp - All layout-lowering phases in one pass --------===//
//
// fly-layout-lowering runs the phases that each have a pass of their own,
// in the order in which each one's precondition is the previous one's
// result (docs/reference/passes.md):
//
//   fly-lower-register-memory  register allocations -> make_view(make_ptr)
//   fly-expand-copy-gemm       fly.copy / fly.gemm -> atom calls on slices
//   fly-lower-algebra          algebra ops (and those slices) -> arith
//   fly-decompose-views        swizzled views -> swizzled pointers
//   fly-lower-view-access      view loads/stores -> pointer loads/stores
//   fly-canonicalize-offsets   offset chains in canonical form, then CSE
//
// One pass instead of six runs the phases back to back on the same op
// without scheduling each through the pass manager; the output is the same.
//
//===----------------------------------------------------------------------===//

#include "CanonicalizeOffsets.h"
#include "DecomposeViews.h"
#include "ExpandCopyGemm.h"
#include "LowerAlgebra.h"
#include "LowerRegisterMemory.h"
#include "LowerViewAccess.h"
#include "RuntimeChecks.h"

#include "fly/Dialect/Fly/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYLAYOUTLOWERINGPASS
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;
using namespace mlir::fly;

namespace {

struct FlyLayoutLoweringPass
    : mlir::fly::impl::FlyLayoutLoweringPassBase<FlyLayoutLoweringPass> {
  using FlyLayoutLoweringPassBase::FlyLayoutLoweringPassBase;
  void getDependentDialects(DialectRegistry &registry) const override {
    FlyLayoutLoweringPassBase::getDependentDialects(registry);
    if (runtimeChecks)
      insertRuntimeCheckDialects(registry);
  }
  void runOnOperation() override {
    Operation *root = getOperation();
    IRRewriter rewriter(root->getContext());
    // Register memory first: views on it are then in weak normal form.
    if (failed(lowerRegisterAllocations(root, rewriter)))
      return signalPassFailure();
    // Unrolled copies and gemms create view slices, lowered with the
    // algebra.
    if (failed(expandCopyAndGemm(root, rewriter)))
      return signalPassFailure();
    if (failed(lowerAlgebra(root, rewriter, runtimeChecks,
                            /*eraseDead=*/true)))
      return signalPassFailure();
    // Views are now in weak normal form. Swizzled layouts move into the
    // pointers of the views that atoms and accesses read; then accesses
    // become pointer accesses.
    if (failed(decomposeSwizzledViews(root, rewriter)))
      return signalPassFailure();
    if (failed(lowerViewAccesses(root, rewriter)))
      return signalPassFailure();
    canonicalizeOffsetsAndCSE(root, rewriter);
  }
};

} // namespace
