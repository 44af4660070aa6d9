//===- ExpandCopyGemm.h - fly.copy / fly.gemm to atom calls -----*- C++ -*-===//
#ifndef FLY_LIB_DIALECT_FLY_TRANSFORMS_EXPANDCOPYGEMM_H
#define FLY_LIB_DIALECT_FLY_TRANSFORMS_EXPANDCOPYGEMM_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::fly {

/// Unrolls every fly.copy and fly.gemm under `root` into atom calls on their
/// views or slices of them, as CuTe's copy and gemm dispatch on the ranks;
/// fly-expand-copy-gemm, part of fly-layout-lowering. Reports what cannot be
/// unrolled.
LogicalResult expandCopyAndGemm(Operation *root, RewriterBase &rewriter);

} // namespace mlir::fly

#endif // FLY_LIB_DIALECT_FLY_TRANSFORMS_EXPANDCOPYGEMM_H
