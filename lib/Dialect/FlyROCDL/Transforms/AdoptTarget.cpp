//===- AdoptTarget.cpp - A pre-attached target for the pipeline's chip ----===//
//
// fly-rocdl-adopt-target: FlyDSL 0.3.2 attaches #rocdl.target<chip = ...> to
// its gpu.module, and the pipeline attaches its own later. Two targets would
// compile every kernel twice, so a target that asks for nothing the pipeline
// does not already do is removed here; one that asks for something else
// (another chip, flags, link files) is an error, never silently replaced.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/FlyROCDL/Transforms/Passes.h"

#include "fly/Dialect/FlyROCDL/IR/Chips.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYROCDLADOPTTARGETPASS
#include "fly/Dialect/FlyROCDL/Transforms/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;

namespace {

/// Why `target` asks for something other than what the pipeline attaches
/// for `chip` at `optLevel` running waves of `waveSize`; "" when it does not.
std::string disagreement(ROCDL::ROCDLTargetAttr target, StringRef chip,
                         unsigned waveSize, unsigned optLevel) {
  if (target.getChip() != chip)
    return ("chip '" + target.getChip() + "'").str();
  if (target.getTriple() != "amdgcn-amd-amdhsa")
    return ("triple '" + target.getTriple() + "'").str();
  if (target.getO() != 2 && unsigned(target.getO()) != optLevel)
    return "O = " + std::to_string(target.getO()) + " (the pipeline's " +
           "opt-level is " + std::to_string(optLevel) + ")";
  StringRef features = target.getFeatures();
  std::string wave = "+wavefrontsize" + std::to_string(waveSize);
  if (!features.empty() && features != wave)
    return ("features \"" + features + "\"").str();
  if (DictionaryAttr flags = target.getFlags(); flags && !flags.empty())
    return "flags (set them as pipeline options: fast-math, unsafe-math, "
           "wave64)";
  if (ArrayAttr link = target.getLink(); link && !link.empty())
    return "link files";
  return "";
}

struct FlyROCDLAdoptTargetPass
    : mlir::fly::impl::FlyROCDLAdoptTargetPassBase<FlyROCDLAdoptTargetPass> {
  using FlyROCDLAdoptTargetPassBase::FlyROCDLAdoptTargetPassBase;
  void runOnOperation() override {
    std::optional<fly_rocdl::ChipInfo> info = fly_rocdl::getChipInfo(chip);
    if (!info) {
      getOperation().emitError(getArgument())
          << ": unknown chip '" << chip
          << "'; Fly targets: " << fly_rocdl::getSupportedChipsText();
      return signalPassFailure();
    }
    unsigned wave = waveSize ? unsigned(waveSize) : info->defaultWaveSize;
    bool ok = true, changed = false;
    getOperation().walk([&](gpu::GPUModuleOp module) {
      ArrayAttr targets = module.getTargetsAttr();
      if (!targets || targets.empty())
        return;
      for (Attribute t : targets) {
        auto rocdl = dyn_cast<ROCDL::ROCDLTargetAttr>(t);
        std::string why =
            rocdl ? disagreement(rocdl, chip, wave, optLevel)
                  : std::string("a target that is not #rocdl.target");
        if (why.empty())
          continue;
        module.emitError("gpu.module '")
            << module.getName() << "' carries " << t << " with " << why
            << ", but it is compiled for " << chip << " (wave" << wave
            << ", O" << unsigned(optLevel)
            << "): remove the module's target or compile for its chip";
        ok = false;
        return;
      }
      module.removeTargetsAttr();
      changed = true;
    });
    if (!ok)
      return signalPassFailure();
    if (!changed)
      markAllAnalysesPreserved();
  }
};

} // namespace
