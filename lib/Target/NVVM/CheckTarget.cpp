//===- CheckTarget.cpp - What an NVIDIA chip cannot run
//--------------------===//
//
// fly-nvvm-check-target: the fly_rocdl atoms, the rocdl/amdgpu ops and the
// AMDGPU synchronisation scopes lower to nothing an NVIDIA chip runs (or not
// at all: LLVM's NVPTX backend has no AMDGPU intrinsics), so they are
// errors at the op that uses them, before any lowering, naming the op, the
// atom and the chip.
//
//===----------------------------------------------------------------------===//

#include "fly/Target/NVVM/Passes.h"

#include "fly/Dialect/Fly/IR/FlyDialect.h"
#include "fly/Dialect/FlyNVVM/IR/Chips.h"
#include "fly/Dialect/FlyNVVM/IR/FlyNVVMDialect.h"
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h"
#include "fly/Target/NVVM/Chips.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

#include "llvm/ADT/DenseSet.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYNVVMCHECKTARGETPASS
#include "fly/Target/NVVM/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;
using namespace mlir::fly;

namespace {

/// The dialects whose ops, types and attributes only AMD chips have.
bool isAMDDialect(StringRef ns) {
  return ns == "fly_rocdl" || ns == "rocdl" || ns == "amdgpu";
}

/// Why an NVIDIA `chip` cannot run a universal atomic with `scope`, or "".
std::string checkScope(StringRef scope, StringRef chipName,
                       const NVIDIAChip &chip) {
  if (scope.empty() || scope == "singlethread" || scope == "block" ||
      scope == "device")
    return "";
  if (scope == "cluster") {
    if (chip.hasClusters)
      return "";
    return ("its synchronisation scope \"cluster\" needs thread block "
            "clusters, which " +
            chipName + " (" + chip.architecture +
            ") does not have (sm_90 and later)")
        .str();
  }
  return ("its synchronisation scope \"" + scope +
          "\" is not an NVPTX scope (\"" + scope +
          "\" is AMDGPU's); NVPTX has \"\" (system), \"singlethread\", "
          "\"block\", \"cluster\" (sm_90 and later) and \"device\"")
      .str();
}

/// The PTX ISA version (times ten) a "+ptxNN" feature string asks for, or
/// the chip's default when it names none.
unsigned ptxVersionOf(StringRef features, StringRef chipName,
                      const NVIDIAChip &chip) {
  unsigned version = 0;
  if (features.consume_front("+ptx") && !features.getAsInteger(10, version))
    return version;
  return fly_nvvm::defaultPtxVersion(chip.smVersion,
                                     chipName.ends_with("a"));
}

/// Checks one gpu.module against an NVIDIA chip.
class ModuleChecker {
public:
  ModuleChecker(StringRef chipName, const NVIDIAChip &chip,
                StringRef features)
      : chipName(chipName), chip(chip),
        level{chip.smVersion, chipName.ends_with("a"),
              ptxVersionOf(features, chipName, chip)} {}

  /// Reports every AMD-only construct of `module` once, at the first op (in
  /// walk order, i.e. where it is made) that uses it.
  LogicalResult check(gpu::GPUModuleOp module) {
    module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op == module.getOperation())
        return WalkResult::advance();
      StringRef ns = op->getName().getDialectNamespace();
      if (isAMDDialect(ns)) {
        op->emitOpError("is an AMD operation (the ")
            << ns << " dialect), which " << chipName << " cannot run";
        ok = false;
        return WalkResult::skip();
      }
      for (NamedAttribute attr : op->getDiscardableAttrs())
        if (attr.getName().getValue().starts_with("rocdl.")) {
          op->emitOpError("has the AMD attribute '")
              << attr.getName().getValue() << "', which means nothing on "
              << chipName << ": remove it";
          ok = false;
        }
      checkEntities(op);
      return WalkResult::advance();
    });
    return success(ok);
  }

private:
  /// Every type and attribute `op` touches: its operands, results, block
  /// arguments (function signatures) and attributes, with what they nest.
  void checkEntities(Operation *op) {
    // Pre-order, so that an AMD type is reported rather than what it nests.
    auto visitType = [&](Type t) { return checkType(op, t); };
    auto visitAttr = [&](Attribute a) { return checkAttr(op, a); };
    auto walkType = [&](Type t) {
      t.walk<WalkOrder::PreOrder>(visitType, visitAttr);
    };
    for (Type t : op->getOperandTypes())
      walkType(t);
    for (Type t : op->getResultTypes())
      walkType(t);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          walkType(arg.getType());
    op->getAttrDictionary().walk<WalkOrder::PreOrder>(visitType, visitAttr);
  }

  /// Whether `entity` (a type or attribute) is reported for the first time.
  bool firstReport(const void *entity) {
    return reported.insert(entity).second;
  }

  WalkResult checkType(Operation *op, Type t) {
    if (auto atomic = dyn_cast<UniversalAtomicType>(t)) {
      std::string why = checkScope(atomic.getScope(), chipName, chip);
      if (!why.empty()) {
        ok = false;
        if (firstReport(t.getAsOpaquePointer()))
          op->emitOpError("uses ")
              << t << ", which " << chipName << " cannot run: " << why;
      }
      return WalkResult::skip();
    }
    if (isa<fly_nvvm::FlyNVVMDialect>(t.getDialect())) {
      if (std::optional<std::string> why =
              fly_nvvm::checkPayloadOnChip(t, level)) {
        ok = false;
        if (firstReport(t.getAsOpaquePointer()))
          op->emitOpError("uses ")
              << t << ", which " << chipName << " cannot run: " << *why;
      }
      return WalkResult::skip();
    }
    if (!isAMDDialect(t.getDialect().getNamespace()))
      return WalkResult::advance();
    ok = false;
    if (!firstReport(t.getAsOpaquePointer()))
      return WalkResult::skip();
    if (isa<CopyOpTypeInterface, MmaOpTypeInterface>(t))
      op->emitOpError("uses the AMD atom ")
          << t << ", which " << chipName
          << " cannot run: fly_rocdl atoms need an AMD chip "
             "(fly-rocdl-pipeline); for NVIDIA use a universal atom "
             "(!fly.universal_copy, !fly.universal_fma, "
             "!fly.universal_atomic)";
    else
      op->emitOpError("uses the AMD-only type ")
          << t << ", which " << chipName << " cannot run";
    return WalkResult::skip();
  }

  WalkResult checkAttr(Operation *op, Attribute a) {
    if (!isAMDDialect(a.getDialect().getNamespace()))
      return WalkResult::advance();
    ok = false;
    if (!firstReport(a.getAsOpaquePointer()))
      return WalkResult::skip();
    if (isa<fly_rocdl::BufferDescAttr>(a))
      op->emitOpError("uses the AMD buffer-descriptor address space ")
          << a << ", which " << chipName
          << " does not have: use a global pointer";
    else
      op->emitOpError("uses the AMD-only attribute ")
          << a << ", which " << chipName << " does not have";
    return WalkResult::skip();
  }

  StringRef chipName;
  NVIDIAChip chip;
  fly_nvvm::NVVMTargetLevel level;
  bool ok = true;
  llvm::DenseSet<const void *> reported;
};

struct FlyNVVMCheckTargetPass
    : mlir::fly::impl::FlyNVVMCheckTargetPassBase<FlyNVVMCheckTargetPass> {
  using FlyNVVMCheckTargetPassBase::FlyNVVMCheckTargetPassBase;

  void runOnOperation() override {
    Operation *root = getOperation();
    std::optional<NVIDIAChip> pending;
    if (!chip.empty()) {
      pending = getNVIDIAChip(chip);
      if (!pending) {
        root->emitError(getArgument())
            << ": unknown chip '" << chip
            << "'; valid chips: " << getNVIDIAChipsText();
        return signalPassFailure();
      }
    }
    bool ok = true;
    root->walk([&](gpu::GPUModuleOp module) {
      ArrayAttr targets = module.getTargetsAttr();
      if (pending) {
        // The pipeline attaches #nvvm.target after the gpu.module nest.
        if (targets && !targets.empty()) {
          module.emitError("gpu.module '")
              << module.getName() << "' already has " << targets[0]
              << ", but it is to be compiled for " << chip
              << " with a target attached later; a second target would "
                 "compile every kernel twice (or for the wrong chip or "
                 "vendor): remove the module's targets";
          ok = false;
          return;
        }
        ok &= succeeded(
            ModuleChecker(chip, *pending, features).check(module));
        return;
      }
      if (!targets)
        return;
      for (Attribute attr : targets) {
        auto nvvm = dyn_cast<NVVM::NVVMTargetAttr>(attr);
        if (!nvvm)
          continue;
        std::optional<NVIDIAChip> info = getNVIDIAChip(nvvm.getChip());
        if (!info) {
          module.emitError("unknown chip '")
              << nvvm.getChip() << "' in " << nvvm
              << "; valid chips: " << getNVIDIAChipsText();
          ok = false;
          continue;
        }
        ok &= succeeded(ModuleChecker(nvvm.getChip(), *info,
                                      nvvm.getFeatures())
                            .check(module));
      }
    });
    if (!ok)
      signalPassFailure();
  }
};

} // namespace
