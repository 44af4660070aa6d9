//===- Chips.h - The NVIDIA chips Fly targets -------------------*- C++ -*-===//
//
// The sm_* names --fly-nvvm-pipeline and fly-nvvm-check-target accept, and
// what the target check needs to know about each.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_TARGET_NVVM_CHIPS_H
#define FLY_TARGET_NVVM_CHIPS_H

#include "llvm/ADT/StringRef.h"

#include <optional>

namespace mlir::fly {

struct NVIDIAChip {
  /// The compute capability times ten (90 for sm_90 and sm_90a).
  unsigned smVersion;
  /// The architecture, for messages ("Hopper").
  llvm::StringRef architecture;
  /// Thread block clusters (and the "cluster" synchronisation scope): sm_90
  /// and later.
  bool hasClusters;
};

/// What Fly knows about `chip` ("sm_90", ...), or nullopt for a chip it does
/// not target.
std::optional<NVIDIAChip> getNVIDIAChip(llvm::StringRef chip);

/// The chips Fly targets, for diagnostics and --help: "sm_80, sm_86, ...".
llvm::StringRef getNVIDIAChipsText();

} // namespace mlir::fly

#endif // FLY_TARGET_NVVM_CHIPS_H
