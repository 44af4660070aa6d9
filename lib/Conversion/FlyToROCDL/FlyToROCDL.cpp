//===- FlyToROCDL.cpp - convert-fly-to-rocdl ------------------------------===//
//
// The target-neutral conversion (FlyToLLVM.h, which also lowers shared
// memory) plus the fly_rocdl pieces:
// buffer fat pointers, stateless fly_rocdl atoms as empty structs, and the
// buffer and MMA atom patterns. The chip legality check
// (fly/Dialect/FlyROCDL/Transforms/Passes.h) runs first, so an atom the
// target cannot run is reported before any code is generated.
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToROCDL/FlyToROCDL.h"

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"
#include "fly/Conversion/Passes.h"
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h"
#include "fly/Dialect/FlyROCDL/Transforms/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"

namespace mlir::fly {
#define GEN_PASS_DEF_CONVERTFLYTOROCDLPASS
#include "fly/Conversion/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;
using namespace mlir::fly_rocdl;

void mlir::fly_rocdl::populateFlyToROCDLTypeConversions(
    TypeConverter &converter) {
  auto fatPointer = [](MLIRContext *ctx) {
    return LLVM::LLVMStructType::getLiteral(
        ctx, {LLVM::LLVMPointerType::get(ctx, 8), IntegerType::get(ctx, 32)});
  };
  converter.addConversion([=](mlir::fly::PointerType t) -> std::optional<Type> {
    if (isa<BufferDescAttr>(t.getAddressSpace()))
      return fatPointer(t.getContext());
    return std::nullopt;
  });
  converter.addConversion([=](mlir::fly::MemRefType t) -> std::optional<Type> {
    if (isa<BufferDescAttr>(t.getAddressSpace()))
      return fatPointer(t.getContext());
    return std::nullopt;
  });
  // Stateless fly_rocdl payloads: the atom is an empty struct (stateful ones
  // are the struct of their fields, converted by the neutral conversion).
  mlir::fly::populateStatelessAtomTypeConversions(
      converter, TypeID::get<FlyROCDLDialect>());
}

void mlir::fly_rocdl::populateFlyToROCDLPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns,
    StringRef pendingChip) {
  populateFlyROCDLBufferPatterns(converter, patterns, pendingChip);
  populateFlyROCDLLdsPatterns(converter, patterns);
  populateFlyROCDLMmaPatterns(converter, patterns);
  populateFlyROCDLTensorDataMoverPatterns(converter, patterns);
}

namespace {
/// A `cf.assert` in device code becomes a trap when its condition is false.
/// AMDGPU has no abort to call (the LLVM conversion's form), and the NVVM
/// conversion's `__assertfail` has no AMD counterpart; the runtime checks
/// of fly-layout-lowering print their message with gpu.printf first.
void trapFailedDeviceAsserts(ModuleOp module) {
  SmallVector<cf::AssertOp> asserts;
  module.walk([&](cf::AssertOp op) {
    if (op->getParentOfType<gpu::GPUModuleOp>())
      asserts.push_back(op);
  });
  for (cf::AssertOp op : asserts) {
    OpBuilder b(op);
    Value bad = arith::XOrIOp::create(
        b, op.getLoc(), op.getArg(),
        arith::ConstantOp::create(b, op.getLoc(), b.getBoolAttr(true)));
    auto ifBad = scf::IfOp::create(b, op.getLoc(), bad, false);
    b.setInsertionPoint(ifBad.thenBlock()->getTerminator());
    LLVM::Trap::create(b, op.getLoc());
    op.erase();
  }
}

struct ConvertFlyToROCDLPass
    : mlir::fly::impl::ConvertFlyToROCDLPassBase<ConvertFlyToROCDLPass> {
  using ConvertFlyToROCDLPassBase::ConvertFlyToROCDLPassBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // fly-rocdl-pipeline runs fly-spill-ssa-copy-calls just before, so there
    // the spilling finds nothing; it stays here so that the conversion alone
    // (and convert-fly-to-llvm, which does the same) accepts calls still in
    // SSA form.
    if (failed(checkChipOption(module, getArgument(), chip)) ||
        failed(checkROCDLTargets(module, chip, waveSize)) ||
        failed(mlir::fly::verifyPrintOperands(module)) ||
        failed(mlir::fly::spillSsaCopyCalls(module)))
      return signalPassFailure();
    trapFailedDeviceAsserts(module);
    // Register memory is AMDGPU's private address space, whatever the
    // module's target attribute or data layout (the ROCDL pipeline attaches
    // the target only later).
    auto addROCDL = [&](TypeConverter &converter, ConversionTarget &target,
                        RewritePatternSet &patterns) {
      populateFlyToROCDLTypeConversions(converter);
      target.addLegalDialect<ROCDL::ROCDLDialect>();
      target.addIllegalOp<GetBufferRsrcOp>();
      populateFlyToROCDLPatterns(converter, patterns, chip);
    };
    if (failed(mlir::fly::convertFlyOpsToLLVM(
            module, mlir::fly::kAMDGPUPrivateAddressSpace, addROCDL)) ||
        failed(mlir::fly::eraseDeadFlyOpsAndCheckNoneRemain(module,
                                                            getArgument())))
      signalPassFailure();
  }
};
} // namespace
