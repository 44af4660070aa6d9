//===- FlyCanonicalize.cpp - Bring Fly values into normal form ------------===//
//
// fly-canonicalize: make_shape/make_stride/make_coord become make_int_tuple,
// and every single-result fly op whose result type is fully static is
// replaced by the normal-form constructor of that type (the type alone
// determines the value). Constructors already in normal form stay.
//
//===----------------------------------------------------------------------===//

#include "NormalForm.h"

#include "fly/Dialect/Fly/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYCANONICALIZEPASS
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;
using namespace mlir::fly;

namespace {

/// Already the normal-form constructor of its (static) result.
bool isStaticNormalForm(Operation *op) {
  if (auto t = dyn_cast<MakeIntTupleOp>(op))
    return t->getNumOperands() == 0;
  if (isa<MakeLayoutOp, MakeComposedLayoutOp>(op))
    return normalFormLeaves(op->getResult(0)).has_value();
  // fly.static stays for types whose normal form it is.
  if (isa<StaticOp>(op))
    return !isa<IntTupleType, LayoutType, ComposedLayoutType>(
        op->getResult(0).getType());
  return false;
}

bool hasStaticFlyResult(Operation *op) {
  if (op->getNumResults() != 1 || !isa<FlyDialect>(op->getDialect()))
    return false;
  Type type = op->getResult(0).getType();
  std::optional<bool> isStatic = isStaticFlyType(type);
  return isStatic && *isStatic && isNormalFormType(type);
}

struct FlyCanonicalizePass
    : mlir::fly::impl::FlyCanonicalizePassBase<FlyCanonicalizePass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    bool changed = replaceTupleAliases(getOperation(), rewriter);
    SmallVector<Operation *> statics;
    getOperation()->walk([&](Operation *op) {
      if (hasStaticFlyResult(op) && !isStaticNormalForm(op))
        statics.push_back(op);
    });
    for (Operation *op : statics) {
      // Only pure computations may be replaced by their value.
      if (!isPure(op))
        continue;
      rewriter.setInsertionPoint(op);
      Value v = buildNormalForm(rewriter, op->getLoc(),
                                op->getResult(0).getType(), {});
      rewriter.replaceOp(op, v);
      changed = true;
    }
    // Unchanged IR: the pass manager then keeps its analyses and does not
    // verify the module again.
    if (!changed)
      markAllAnalysesPreserved();
  }
};

} // namespace
