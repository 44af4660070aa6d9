//===- LowerViewAccess.h - Loads and stores through views -------*- C++ -*-===//
#ifndef FLY_LIB_DIALECT_FLY_TRANSFORMS_LOWERVIEWACCESS_H
#define FLY_LIB_DIALECT_FLY_TRANSFORMS_LOWERVIEWACCESS_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::fly {

/// Lowers memref.load/store(_vec) on views in weak normal form to pointer
/// loads and stores; fly-lower-view-access, part of fly-layout-lowering.
/// Reports what cannot be lowered.
LogicalResult lowerViewAccesses(Operation *root, RewriterBase &rewriter);

} // namespace mlir::fly

#endif // FLY_LIB_DIALECT_FLY_TRANSFORMS_LOWERVIEWACCESS_H
