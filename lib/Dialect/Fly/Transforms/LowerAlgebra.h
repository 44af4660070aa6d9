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
LogicalResult lowerAlgebra(Operation *root, RewriterBase &rewriter,
                           bool runtimeChecks = false);

} // namespace mlir::fly

#endif // FLY_LIB_DIALECT_FLY_TRANSFORMS_LOWERALGEBRA_H
