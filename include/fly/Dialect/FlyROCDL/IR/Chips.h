//===- Chips.h - AMD chip families and what each can run --------*- C++ -*-===//
//
// The chips Fly targets (gfx942, gfx950, gfx11xx, gfx1200/gfx1201, gfx1250),
// their families and wave sizes, and which fly_rocdl payloads each family
// can execute. Used by the legality check before any LLVM code is generated
// and by the pipeline options.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_DIALECT_FLYROCDL_IR_CHIPS_H
#define FLY_DIALECT_FLYROCDL_IR_CHIPS_H

#include "mlir/IR/Types.h"

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace mlir::fly_rocdl {

enum class ChipFamily { CDNA3, CDNA4, RDNA3, RDNA4, GFX1250 };

struct ChipInfo {
  ChipFamily family;
  /// The wave size the chip runs by default (64 on CDNA, 32 otherwise).
  int defaultWaveSize;
  /// Whether the chip can also run the other wave size (RDNA: wave64).
  bool supportsWave64;
};

/// The family of `chip` ("gfx942", "gfx1201", ...), or nullopt for a chip
/// Fly does not target.
std::optional<ChipInfo> getChipInfo(llvm::StringRef chip);

/// The chips Fly targets, for diagnostics and --help.
llvm::StringRef getSupportedChipsText();

/// The family name for diagnostics ("CDNA3 (gfx942)", ...).
llvm::StringRef getFamilyName(ChipFamily family);

/// Why `payload` (a fly_rocdl copy or MMA payload, or a universal one) cannot
/// run on `chip` with `waveSize`; nullopt if it can.
std::optional<std::string> checkPayloadOnChip(Type payload,
                                              llvm::StringRef chip,
                                              const ChipInfo &info,
                                              int waveSize);

} // namespace mlir::fly_rocdl

#endif // FLY_DIALECT_FLYROCDL_IR_CHIPS_H
