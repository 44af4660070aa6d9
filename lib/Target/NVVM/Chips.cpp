//===- Chips.cpp - The NVIDIA chips Fly targets ---------------------------===//
//
// sm_80 is the oldest chip the examples' 128-bit vector copies and
// redux.sync (convert-gpu-to-nvvm has-redux) assume; CUDA 13's ptxas
// assembles all of them.
//
//===----------------------------------------------------------------------===//

#include "fly/Target/NVVM/Chips.h"

#include "llvm/ADT/StringSwitch.h"

using namespace mlir::fly;

std::optional<NVIDIAChip> mlir::fly::getNVIDIAChip(llvm::StringRef chip) {
  return llvm::StringSwitch<std::optional<NVIDIAChip>>(chip)
      .Case("sm_80", NVIDIAChip{80, "Ampere", false})
      .Case("sm_86", NVIDIAChip{86, "Ampere", false})
      .Case("sm_89", NVIDIAChip{89, "Ada", false})
      .Case("sm_90", NVIDIAChip{90, "Hopper", true})
      .Case("sm_90a", NVIDIAChip{90, "Hopper", true})
      .Case("sm_100", NVIDIAChip{100, "Blackwell", true})
      .Default(std::nullopt);
}

llvm::StringRef mlir::fly::getNVIDIAChipsText() {
  return "sm_80, sm_86, sm_89, sm_90, sm_90a, sm_100";
}
