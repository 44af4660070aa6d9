//===- Chips.h - Which NVIDIA chip runs which fly_nvvm payload --*- C++ -*-===//
//
// The one table of fly_nvvm legality: the compute capability (and PTX ISA
// version) each payload needs. fly-nvvm-check-target asks it for every atom
// before any code is generated.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_DIALECT_FLYNVVM_IR_CHIPS_H
#define FLY_DIALECT_FLYNVVM_IR_CHIPS_H

#include "mlir/IR/Types.h"

#include <optional>
#include <string>

namespace mlir::fly_nvvm {

/// What the chip and the PTX version the code is compiled for offer.
struct NVVMTargetLevel {
  /// The compute capability times ten (90 for sm_90 and sm_90a).
  unsigned smVersion;
  /// Whether the chip name ends in `a` (sm_90a: wgmma, setmaxnreg).
  bool archSpecific;
  /// The PTX ISA version times ten that the PTX will declare (84 for 8.4).
  unsigned ptxVersion;
};

/// The PTX ISA version LLVM 22's NVPTX backend declares for `smVersion`
/// (and `archSpecific`) when no +ptxNN feature is given.
unsigned defaultPtxVersion(unsigned smVersion, bool archSpecific);

/// Why `payload` (a fly_nvvm payload) cannot run at `level`, or nullopt.
/// Payloads of other dialects give nullopt.
std::optional<std::string> checkPayloadOnChip(Type payload,
                                              const NVVMTargetLevel &level);

} // namespace mlir::fly_nvvm

#endif // FLY_DIALECT_FLYNVVM_IR_CHIPS_H
