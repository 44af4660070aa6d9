//===- LowerViewAccess.h - Loads and stores through views -------*- C++ -*-===//
#ifndef FLY_LIB_DIALECT_FLY_TRANSFORMS_LOWERVIEWACCESS_H
#define FLY_LIB_DIALECT_FLY_TRANSFORMS_LOWERVIEWACCESS_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::fly {

/// Replaces register allocations (memref.alloca, make_fragment_like,
/// mma.make_fragment) by make_ptr() {dictAttrs = {allocSize = cosize}} and
/// make_view of their static layout.
LogicalResult lowerRegisterAllocations(Operation *root,
                                       RewriterBase &rewriter);

/// Lowers memref.load/store(_vec) on views in weak normal form to pointer
/// loads and stores; reports what cannot be lowered.
LogicalResult lowerViewAccesses(Operation *root, RewriterBase &rewriter);

} // namespace mlir::fly

#endif // FLY_LIB_DIALECT_FLY_TRANSFORMS_LOWERVIEWACCESS_H
