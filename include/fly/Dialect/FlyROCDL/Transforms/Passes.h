//===- Passes.h - fly_rocdl passes ------------------------------*- C++ -*-===//
//
// fly-rocdl-check-target and fly-rocdl-cluster-attr, and the chip checks
// that the first runs (convert-fly-to-rocdl runs them too, before it
// generates any code).
//
//===----------------------------------------------------------------------===//
#ifndef FLY_DIALECT_FLYROCDL_TRANSFORMS_PASSES_H
#define FLY_DIALECT_FLYROCDL_TRANSFORMS_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::fly_rocdl {

/// Checks every atom used inside each `gpu.module` against the chip and
/// wave size of its `#rocdl.target`s; reports each violation at the op
/// using the atom. A module without a target is checked against
/// `pendingChip` and `pendingWaveSize` (0: the chip's default) when a chip
/// is given. With `rejectAttachedTargets`, a module that already has a
/// target is an error (its target is to be attached later). With
/// `ignoreUnusedAtoms`, an op that makes an atom nothing uses is not checked.
LogicalResult checkROCDLTargets(Operation *root, StringRef pendingChip = {},
                                unsigned pendingWaveSize = 0,
                                bool rejectAttachedTargets = false,
                                bool ignoreUnusedAtoms = false);

/// An error at `root`, naming `passName`, if the chip option `chip` is not
/// empty and not a chip Fly targets.
LogicalResult checkChipOption(Operation *root, StringRef passName,
                              StringRef chip);

/// The chip `op` is compiled for: that of the first `#rocdl.target` of its
/// (enclosing) `gpu.module`, else `pendingChip` if not empty.
std::optional<StringRef> getTargetChip(Operation *op,
                                       StringRef pendingChip = {});

} // namespace mlir::fly_rocdl

namespace mlir::fly {

#define GEN_PASS_DECL
#include "fly/Dialect/FlyROCDL/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "fly/Dialect/FlyROCDL/Transforms/Passes.h.inc"

} // namespace mlir::fly

#endif // FLY_DIALECT_FLYROCDL_TRANSFORMS_PASSES_H
