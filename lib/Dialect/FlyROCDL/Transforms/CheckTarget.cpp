//===- CheckTarget.cpp - Atoms and wave size against the chip -------------===//
//
// fly-rocdl-check-target (docs/reference/rocdl.md#chip-legality): before
// any LLVM code is generated, every atom used inside a gpu.module is
// checked against the chip of each of the module's #rocdl.target
// attributes (Chips.h has the table), and the module's wave size (target
// features +wavefrontsize32/64, else the chip's default) against the chip
// and the atoms. convert-fly-to-rocdl runs the same checks first.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/FlyROCDL/Transforms/Passes.h"

#include "fly/Dialect/Fly/IR/FlyDialect.h"
#include "fly/Dialect/FlyROCDL/IR/Chips.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYROCDLCHECKTARGETPASS
#include "fly/Dialect/FlyROCDL/Transforms/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;
using namespace mlir::fly_rocdl;

namespace {

/// The wave size a target asks for: from its features (or the `no_wave64`
/// flag rocdl-attach-target{wave64=false} sets); 0 for the chip default.
int waveSizeOf(ROCDL::ROCDLTargetAttr target) {
  if (DictionaryAttr flags = target.getFlags(); flags && flags.get("no_wave64"))
    return 32;
  StringRef features = target.getFeatures();
  if (features.contains("+wavefrontsize64"))
    return 64;
  if (features.contains("+wavefrontsize32"))
    return 32;
  return 0;
}

/// The atom payloads among the types an op touches.
SmallVector<Type> payloadsOf(Operation *op) {
  SmallVector<Type> types(op->getOperandTypes());
  llvm::append_range(types, op->getResultTypes());
  if (auto fn = dyn_cast<FunctionOpInterface>(op))
    llvm::append_range(types, fn.getArgumentTypes());
  SmallVector<Type> payloads;
  for (Type t : types)
    if (Type p = mlir::fly::getAtomPayload(t))
      if (!llvm::is_contained(payloads, p))
        payloads.push_back(p);
  return payloads;
}

/// Checks `module`'s atoms against `chip` running `wave` (0: the chip's
/// default); `source` says where the chip came from, for the messages.
LogicalResult checkModule(gpu::GPUModuleOp module, StringRef chip,
                          int wave, const Twine &source,
                          bool ignoreUnused = false) {
  std::optional<ChipInfo> info = getChipInfo(chip);
  if (!info)
    return module.emitError("unknown chip '")
           << chip << "' in " << source
           << "; Fly targets: " << getSupportedChipsText();
  if (wave == 0)
    wave = info->defaultWaveSize;
  if (wave != info->defaultWaveSize && !(wave == 64 && info->supportsWave64))
    return module.emitError("wave size ")
           << wave << " is not supported by " << chip << " ("
           << getFamilyName(info->family) << " runs wave"
           << info->defaultWaveSize << ")";
  bool ok = true;
  // One error per illegal payload, at the first op (in walk order, i.e.
  // where the atom is made) that uses it; later uses add nothing new.
  llvm::SmallPtrSet<Type::ImplType *, 4> reported;
  // The verdict per payload: a kernel uses few atoms on many ops.
  llvm::DenseMap<Type, std::optional<std::string>> verdicts;
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    // An atom made and never used runs nothing on the chip (FlyDSL's flash
    // attention makes a gfx950 atom on every chip and calls it on gfx950
    // only); canonicalization erases it before any lowering.
    if (ignoreUnused && op->getNumResults() && op->use_empty() &&
        wouldOpBeTriviallyDead(op))
      return;
    for (Type payload : payloadsOf(op)) {
      auto [it, inserted] = verdicts.try_emplace(payload);
      if (inserted)
        it->second = checkPayloadOnChip(payload, chip, *info, wave);
      if (const std::optional<std::string> &why = it->second) {
        ok = false;
        if (reported.insert(payload.getImpl()).second)
          op->emitOpError("uses an atom the target cannot run: ") << *why;
        return;
      }
    }
  });
  return success(ok);
}

SmallVector<ROCDL::ROCDLTargetAttr> rocdlTargets(gpu::GPUModuleOp module) {
  SmallVector<ROCDL::ROCDLTargetAttr> targets;
  if (ArrayAttr all = module.getTargetsAttr())
    for (Attribute t : all)
      if (auto rocdl = dyn_cast<ROCDL::ROCDLTargetAttr>(t))
        targets.push_back(rocdl);
  return targets;
}

} // namespace

std::optional<StringRef>
mlir::fly_rocdl::getTargetChip(Operation *op, StringRef pendingChip) {
  auto module = dyn_cast<gpu::GPUModuleOp>(op);
  if (!module)
    module = op->getParentOfType<gpu::GPUModuleOp>();
  if (module)
    if (SmallVector<ROCDL::ROCDLTargetAttr> targets = rocdlTargets(module);
        !targets.empty())
      return targets.front().getChip();
  if (!pendingChip.empty())
    return pendingChip;
  return std::nullopt;
}

LogicalResult mlir::fly_rocdl::checkChipOption(Operation *root,
                                               StringRef passName,
                                               StringRef chip) {
  if (chip.empty() || getChipInfo(chip))
    return success();
  return root->emitError(passName)
         << ": unknown chip '" << chip
         << "'; Fly targets: " << getSupportedChipsText();
}

LogicalResult mlir::fly_rocdl::checkROCDLTargets(Operation *root,
                                                 StringRef pendingChip,
                                                 unsigned pendingWaveSize,
                                                 bool rejectAttachedTargets,
                                                 bool ignoreUnusedAtoms) {
  bool ok = true;
  root->walk([&](gpu::GPUModuleOp module) {
    SmallVector<ROCDL::ROCDLTargetAttr> targets = rocdlTargets(module);
    if (rejectAttachedTargets && !targets.empty()) {
      module.emitError("gpu.module '")
          << module.getName() << "' already has " << targets.front()
          << ", but it is to be compiled for " << pendingChip
          << " with a target attached later; a second target would compile "
             "every kernel twice (or for the wrong chip): remove the "
             "module's targets";
      ok = false;
      return;
    }
    for (ROCDL::ROCDLTargetAttr target : targets) {
      std::string source;
      llvm::raw_string_ostream(source) << target;
      ok &= succeeded(
          checkModule(module, target.getChip(), waveSizeOf(target), source,
                      ignoreUnusedAtoms));
    }
    if (targets.empty() && !pendingChip.empty())
      ok &= succeeded(checkModule(module, pendingChip, pendingWaveSize,
                                  "the chip option", ignoreUnusedAtoms));
  });
  return success(ok);
}

namespace {
struct FlyROCDLCheckTargetPass
    : mlir::fly::impl::FlyROCDLCheckTargetPassBase<FlyROCDLCheckTargetPass> {
  using FlyROCDLCheckTargetPassBase::FlyROCDLCheckTargetPassBase;
  void runOnOperation() override {
    if (failed(checkChipOption(getOperation(), getArgument(), chip)) ||
        failed(checkROCDLTargets(getOperation(), chip, waveSize,
                                 /*rejectAttachedTargets=*/!chip.empty(),
                                 ignoreUnusedAtoms)))
      return signalPassFailure();
    // A check only: the pass manager keeps its analyses and does not verify
    // the unchanged module again.
    markAllAnalysesPreserved();
  }
};
} // namespace
