//===- LowerAlgebra.h - The layout algebra on dynamic values ----*- C++ -*-===//
#ifndef FLY_LIB_DIALECT_FLY_TRANSFORMS_LOWERALGEBRA_H
#define FLY_LIB_DIALECT_FLY_TRANSFORMS_LOWERALGEBRA_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::fly {

/// Replaces every algebra op under `root` whose operands are in normal form
/// (views: make_view of a pointer and a normal-form layout) by normal-form
/// constructors of its results, their dynamic leaves computed with arith;
/// fly-lower-algebra, part of fly-layout-lowering. Reports every op that
/// cannot be lowered. With `runtimeChecks`, what the algebra assumes of the
/// dynamic leaves is checked before each op's arith (RuntimeChecks.h).
/// With `eraseDead`, the ops left trivially dead in a function are erased
/// when the lowering moves on to the next one (fly-layout-lowering, which
/// erases them at its end anyway); the pass alone leaves them.
LogicalResult lowerAlgebra(Operation *root, RewriterBase &rewriter,
                           bool runtimeChecks = false, bool eraseDead = false);

} // namespace mlir::fly

#endif // FLY_LIB_DIALECT_FLY_TRANSFORMS_LOWERALGEBRA_H
