//===- FlyToNVVM.cpp - convert-fly-to-nvvm --------------------------------===//
//
// The target-neutral conversion (FlyToLLVM.h) with NVPTX's register address
// space (0: allocas are generic pointers, which the backend puts in .local)
// plus the fly_nvvm atom calls. Which chip can run an atom is checked
// before, by fly-nvvm-check-target (--fly-nvvm-pipeline runs it first).
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToNVVM/FlyToNVVM.h"

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"
#include "fly/Conversion/Passes.h"
#include "fly/Dialect/FlyNVVM/IR/FlyNVVMDialect.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"

namespace mlir::fly {
#define GEN_PASS_DEF_CONVERTFLYTONVVMPASS
#include "fly/Conversion/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;
using namespace mlir::fly_nvvm;

void mlir::fly_nvvm::populateFlyToNVVMTypeConversions(
    TypeConverter &converter) {
  mlir::fly::populateStatelessAtomTypeConversions(
      converter, TypeID::get<FlyNVVMDialect>());
}

void mlir::fly_nvvm::populateFlyToNVVMPatterns(const TypeConverter &converter,
                                               RewritePatternSet &patterns) {
  populateFlyNVVMMmaPatterns(converter, patterns);
  populateFlyNVVMWgmmaPatterns(converter, patterns);
  populateFlyNVVMMatrixCopyPatterns(converter, patterns);
  populateFlyNVVMCpAsyncPatterns(converter, patterns);
  populateFlyNVVMTmaPatterns(converter, patterns);
}

namespace {
struct ConvertFlyToNVVMPass
    : mlir::fly::impl::ConvertFlyToNVVMPassBase<ConvertFlyToNVVMPass> {
  using ConvertFlyToNVVMPassBase::ConvertFlyToNVVMPassBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(mlir::fly::verifyPrintOperands(module)) ||
        failed(mlir::fly::spillSsaCopyCalls(module)))
      return signalPassFailure();
    auto addNVVM = [](TypeConverter &converter, ConversionTarget &target,
                      RewritePatternSet &patterns) {
      populateFlyToNVVMTypeConversions(converter);
      target.addLegalDialect<NVVM::NVVMDialect>();
      populateFlyToNVVMPatterns(converter, patterns);
    };
    if (failed(mlir::fly::convertFlyOpsToLLVM(
            module, /*registerAddressSpace=*/0, addNVVM)) ||
        failed(mlir::fly::eraseDeadFlyOpsAndCheckNoneRemain(module,
                                                            getArgument())))
      signalPassFailure();
  }
};
} // namespace
