//===- DecomposeViews.h - Swizzled layouts into swizzled pointers -*- C++ -*-===//
#ifndef FLY_LIB_DIALECT_FLY_TRANSFORMS_DECOMPOSEVIEWS_H
#define FLY_LIB_DIALECT_FLY_TRANSFORMS_DECOMPOSEVIEWS_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::fly {

/// Gives every atom call, load and store under `root` that reads a view
/// with a swizzled composed layout (S o off o L) the decomposed view
/// make_view(add_offset(apply_swizzle(ptr, S in bytes), off), L) instead;
/// fly-decompose-views, part of fly-layout-lowering. Fails (with a
/// diagnostic) for an atom call whose view cannot be decomposed.
LogicalResult decomposeSwizzledViews(Operation *root, RewriterBase &rewriter);

} // namespace mlir::fly

#endif // FLY_LIB_DIALECT_FLY_TRANSFORMS_DECOMPOSEVIEWS_H
