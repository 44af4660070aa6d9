//===- TargetLegality.cpp - Atoms and wave size against the chip ----------===//
//
// fly-ir.md 11.5: before any LLVM code is generated, every atom used inside
// a gpu.module is checked against the chip of each of the module's
// #rocdl.target attributes (Chips.h has the table), and the module's wave
// size (target features +wavefrontsize32/64, else the chip's default)
// against the chip and the atoms.
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToROCDL/FlyToROCDL.h"

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"
#include "fly/Conversion/Passes.h"
#include "fly/Dialect/FlyROCDL/IR/Chips.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYROCDLCHECKTARGETPASS
#include "fly/Conversion/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;
using namespace mlir::fly_rocdl;

namespace {

/// The wave size a target runs: from its features (or the `no_wave64` flag
/// rocdl-attach-target{wave64=false} sets), else the chip default.
int waveSizeOf(ROCDL::ROCDLTargetAttr target, const ChipInfo &info) {
  if (DictionaryAttr flags = target.getFlags(); flags && flags.get("no_wave64"))
    return 32;
  StringRef features = target.getFeatures();
  if (features.contains("+wavefrontsize64"))
    return 64;
  if (features.contains("+wavefrontsize32"))
    return 32;
  return info.defaultWaveSize;
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

LogicalResult checkModule(gpu::GPUModuleOp module,
                          ROCDL::ROCDLTargetAttr target) {
  StringRef chip = target.getChip();
  std::optional<ChipInfo> info = getChipInfo(chip);
  if (!info)
    return module.emitError("unknown chip '")
           << chip << "' in " << target
           << "; Fly targets: " << getSupportedChipsText();
  int wave = waveSizeOf(target, *info);
  if (wave != info->defaultWaveSize && !(wave == 64 && info->supportsWave64))
    return module.emitError("wave size ")
           << wave << " is not supported by " << chip << " ("
           << getFamilyName(info->family) << " runs wave"
           << info->defaultWaveSize << ")";
  bool ok = true;
  // One error per illegal payload, at the first op (in walk order, i.e.
  // where the atom is made) that uses it; later uses add nothing new.
  llvm::SmallPtrSet<Type::ImplType *, 4> reported;
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    for (Type payload : payloadsOf(op))
      if (std::optional<std::string> why =
              checkPayloadOnChip(payload, chip, *info, wave)) {
        ok = false;
        if (reported.insert(payload.getImpl()).second)
          op->emitOpError("uses an atom the target cannot run: ") << *why;
        return;
      }
  });
  return success(ok);
}

} // namespace

LogicalResult mlir::fly_rocdl::checkROCDLTargets(Operation *root) {
  bool ok = true;
  root->walk([&](gpu::GPUModuleOp module) {
    ArrayAttr targets = module.getTargetsAttr();
    if (!targets)
      return;
    for (Attribute t : targets)
      if (auto rocdl = dyn_cast<ROCDL::ROCDLTargetAttr>(t))
        ok &= succeeded(checkModule(module, rocdl));
  });
  return success(ok);
}

namespace {
struct FlyROCDLCheckTargetPass
    : mlir::fly::impl::FlyROCDLCheckTargetPassBase<FlyROCDLCheckTargetPass> {
  void runOnOperation() override {
    if (failed(checkROCDLTargets(getOperation())))
      signalPassFailure();
  }
};
} // namespace
