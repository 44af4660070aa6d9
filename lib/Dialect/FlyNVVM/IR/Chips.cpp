//===- Chips.cpp - Which NVIDIA chip runs which fly_nvvm payload ----------===//
//
// From the PTX ISA's target and version notes of each instruction:
//   ldmatrix                         sm_75, PTX 6.5
//   mma.sync m16n8k16 f16/bf16,
//            m16n8k8 tf32,
//            m16n8k32 s8/u8          sm_80, PTX 7.0
//   cp.async                         sm_80, PTX 7.0
//   mma.sync m16n8k32 e4m3/e5m2      sm_89, PTX 8.4
//   stmatrix                         sm_90, PTX 7.8
//   wgmma.mma_async                  sm_90a, PTX 8.0
//   cp.async.bulk.tensor (TMA)       sm_90, PTX 8.0 (sm_90's default is 7.8)
// Every chip Fly targets is sm_80 or later, so ldmatrix, the 16-bit, tf32 and
// integer mma.sync and cp.async run everywhere.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/FlyNVVM/IR/Chips.h"

#include "fly/Dialect/FlyNVVM/IR/FlyNVVMDialect.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::fly_nvvm;

unsigned mlir::fly_nvvm::defaultPtxVersion(unsigned smVersion,
                                           bool archSpecific) {
  // LLVM 22's NVPTX processor table (the minimum PTX of each sm_*).
  if (smVersion >= 100)
    return 86;
  if (smVersion >= 90)
    return archSpecific ? 80 : 78;
  if (smVersion >= 89)
    return 78;
  if (smVersion >= 86)
    return 71;
  return 70;
}

namespace {
/// "needs sm_NN (...)" when the chip is older, else "".
std::string needsChip(StringRef what, unsigned needed, const NVVMTargetLevel &l,
                      StringRef since) {
  if (l.smVersion >= needed)
    return "";
  return (what + " needs sm_" + Twine(needed) + " or later (" + since +
          "); the chip is sm_" + Twine(l.smVersion))
      .str();
}
/// "needs PTX ISA x.y, and the PTX would declare ...": the version the
/// pipeline's `features` (or the chip's default) gives is too old.
std::string needsPtx(StringRef what, unsigned needed,
                     const NVVMTargetLevel &l) {
  return (what + " needs PTX ISA " + Twine(needed / 10) + "." +
          Twine(needed % 10) + ", and the PTX would declare " +
          Twine(l.ptxVersion / 10) + "." + Twine(l.ptxVersion % 10) +
          ": pass features=+ptx" + Twine(needed) +
          " (or later) to the pipeline")
      .str();
}
} // namespace

std::optional<std::string>
mlir::fly_nvvm::checkPayloadOnChip(Type payload, const NVVMTargetLevel &level) {
  std::string why =
      llvm::TypeSwitch<Type, std::string>(payload)
          .Case([&](MmaSyncType t) -> std::string {
            if (!isa<Float8E4M3FNType, Float8E5M2Type>(t.getElemA()))
              return needsChip("mma.sync", 80, level, "Ampere");
            std::string chip =
                needsChip("mma.sync on 8-bit floats", 89, level, "Ada");
            if (!chip.empty() || level.ptxVersion >= 84)
              return chip;
            return needsPtx("mma.sync on 8-bit floats", 84, level);
          })
          .Case([&](WgmmaType) -> std::string {
            if (level.smVersion == 90 && level.archSpecific)
              return "";
            return ("wgmma needs sm_90a (Hopper's arch-specific features); "
                    "the chip is sm_" +
                    Twine(level.smVersion) + (level.archSpecific ? "a" : ""))
                .str();
          })
          .Case([&](StMatrixType) {
            return needsChip("stmatrix", 90, level, "Hopper");
          })
          .Case([&](TmaLoadType) -> std::string {
            std::string chip = needsChip("the TMA (cp.async.bulk.tensor)", 90,
                                         level, "Hopper");
            if (!chip.empty() || level.ptxVersion >= 80)
              return chip;
            return needsPtx("the TMA (cp.async.bulk.tensor)", 80, level);
          })
          .Case([&](CpAsyncType) {
            return needsChip("cp.async", 80, level, "Ampere");
          })
          .Default([](Type) { return std::string(); });
  if (why.empty())
    return std::nullopt;
  return why;
}
