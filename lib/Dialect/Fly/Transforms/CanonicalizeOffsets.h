//===- CanonicalizeOffsets.h - Pointer offsets in canonical form -*- C++ -*-===//
#ifndef FLY_LIB_DIALECT_FLY_TRANSFORMS_CANONICALIZEOFFSETS_H
#define FLY_LIB_DIALECT_FLY_TRANSFORMS_CANONICALIZEOFFSETS_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::fly {

/// Rewrites every chain of `fly.add_offset` on pointers under `root` into
/// the canonical `add_offset(add_offset(base, dynamic), static)` form of
/// docs/reference/lowering.md#offset-form (either part omitted when it is
/// zero).
void canonicalizePointerOffsets(Operation *root, RewriterBase &rewriter);

/// Erases every op under `root` that is trivially dead (no uses, no side
/// effects), dead trees included, in one bottom-up sweep; the ops `keep`
/// answers true for stay.
void eraseDeadOps(Operation *root, RewriterBase &rewriter,
                  function_ref<bool(Operation *)> keep = {});

/// canonicalizePointerOffsets, then the dead ops erased, then CSE on `root`: fly-canonicalize-offsets,
/// the last phase of fly-layout-lowering.
void canonicalizeOffsetsAndCSE(Operation *root, RewriterBase &rewriter);

} // namespace mlir::fly

#endif // FLY_LIB_DIALECT_FLY_TRANSFORMS_CANONICALIZEOFFSETS_H
