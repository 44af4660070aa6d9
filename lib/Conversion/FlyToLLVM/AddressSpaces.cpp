//===- AddressSpaces.cpp - Fly address spaces as LLVM address spaces ------===//
//
// Generic (0), global (1) and shared (3) have the same LLVM numbers on every
// target Fly compiles for: AMDGPU (flat, global, LDS), NVPTX (generic,
// global, shared) and the host (where only 0 is used). Register memory does
// not: it is where `llvm.alloca` puts things, which the target's data layout
// decides (AMDGPU: A5, the private address space; NVPTX and the host: 0;
// an NVPTX alloca in address space 5 is invalid IR for the backend, which
// expects generic allocas and moves them to .local itself). So register
// memory is resolved per module from what the IR says about its target.
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"

using namespace mlir;
using namespace mlir::fly;

std::optional<unsigned> mlir::fly::getLLVMAddressSpace(Attribute as) {
  auto flyAs = dyn_cast_or_null<AddressSpaceAttr>(as);
  if (!flyAs)
    return std::nullopt;
  switch (flyAs.getValue()) {
  case AddressSpace::Generic:
    return 0;
  case AddressSpace::Global:
    return 1;
  case AddressSpace::Shared:
    return 3;
  case AddressSpace::Register:
    return std::nullopt; // the target's: getRegisterAddressSpace
  }
  return std::nullopt;
}

std::optional<unsigned>
mlir::fly::getLLVMAddressSpace(Attribute as, unsigned registerAddressSpace) {
  auto flyAs = dyn_cast_or_null<AddressSpaceAttr>(as);
  if (flyAs && flyAs.getValue() == AddressSpace::Register)
    return registerAddressSpace;
  return getLLVMAddressSpace(as);
}

std::optional<unsigned>
mlir::fly::getTargetRegisterAddressSpace(Attribute gpuTarget) {
  if (isa_and_nonnull<ROCDL::ROCDLTargetAttr>(gpuTarget))
    return kAMDGPUPrivateAddressSpace;
  if (isa_and_nonnull<NVVM::NVVMTargetAttr>(gpuTarget))
    return 0;
  return std::nullopt;
}

/// The alloca memory space the data layout spec of `op` names, if it is a
/// data layout scope with such an entry.
static FailureOr<std::optional<unsigned>> dataLayoutAllocaSpace(Operation *op) {
  // builtin.module holds a data layout without implementing the interface.
  DataLayoutSpecInterface spec;
  if (auto module = dyn_cast<ModuleOp>(op))
    spec = module.getDataLayoutSpec();
  else if (auto scope = dyn_cast<DataLayoutOpInterface>(op))
    spec = scope.getDataLayoutSpec();
  if (!spec)
    return std::optional<unsigned>();
  DataLayoutEntryInterface entry = spec.getSpecForIdentifier(
      spec.getAllocaMemorySpaceIdentifier(op->getContext()));
  if (!entry)
    return std::optional<unsigned>();
  auto value = dyn_cast_or_null<IntegerAttr>(entry.getValue());
  if (!value || value.getValue().isNegative() ||
      value.getValue().getActiveBits() > 32)
    return op->emitError("the alloca memory space of the data layout must be "
                         "an address space number, got ")
           << entry.getValue();
  return std::optional<unsigned>(unsigned(value.getInt()));
}

FailureOr<unsigned>
mlir::fly::getRegisterAddressSpace(Operation *scope,
                                   std::optional<unsigned> fallback) {
  auto gpuModule = dyn_cast<gpu::GPUModuleOp>(scope);
  // 1. The data layout: the scope's own, and for a host scope its
  //    enclosing ones (a gpu.module compiles for another machine than the
  //    module around it, so it does not inherit that one's layout).
  for (Operation *op = scope; op; op = op->getParentOp()) {
    FailureOr<std::optional<unsigned>> dl = dataLayoutAllocaSpace(op);
    if (failed(dl))
      return failure();
    if (*dl)
      return **dl;
    if (gpuModule)
      break;
  }
  // 2. The gpu.module's targets.
  if (gpuModule) {
    std::optional<unsigned> fromTargets;
    Attribute first;
    for (Attribute target : gpuModule.getTargetsAttr()
                                ? gpuModule.getTargetsAttr().getValue()
                                : ArrayRef<Attribute>()) {
      std::optional<unsigned> as = getTargetRegisterAddressSpace(target);
      if (!as)
        continue;
      if (fromTargets && *fromTargets != *as)
        return gpuModule.emitError("targets ")
               << first << " and " << target
               << " put register memory (allocas) in different address "
                  "spaces ("
               << *fromTargets << " and " << *as
               << "); compile them from separate gpu.modules";
      fromTargets = as;
      if (!first)
        first = target;
    }
    if (fromTargets)
      return *fromTargets;
  }
  // 3. The pass option; 4. LLVM's default.
  return fallback.value_or(0u);
}
