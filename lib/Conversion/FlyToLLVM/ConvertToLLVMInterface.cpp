//===- ConvertToLLVMInterface.cpp - Fly in upstream --convert-to-llvm ----===//
//
// Upstream's convert-to-llvm collects the patterns of every loaded dialect
// that implements ConvertToLLVMPatternInterface into one conversion with one
// LLVMTypeConverter. Fly contributes its type conversions (without the
// identity fallback: the LLVM converter has its own) and the patterns of
// convert-fly-to-llvm, but not its func/scf signature patterns, which the
// func and scf dialects' own interfaces handle. Register memory goes to the
// data layout's alloca address space.
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"

#include "mlir/Conversion/ConvertToLLVM/ToLLVMInterface.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace mlir::fly;

namespace {
struct FlyToLLVMDialectInterface : public ConvertToLLVMPatternInterface {
  using ConvertToLLVMPatternInterface::ConvertToLLVMPatternInterface;

  void loadDependentDialects(MLIRContext *context) const final {
    context->loadDialect<LLVM::LLVMDialect>();
  }

  void populateConvertToLLVMConversionPatterns(
      ConversionTarget &target, LLVMTypeConverter &typeConverter,
      RewritePatternSet &patterns) const final {
    unsigned registerSpace =
        typeConverter.getOptions().dataLayout.getAllocaAddrSpace();
    populateFlyToLLVMTypeConversions(typeConverter, registerSpace,
                                     /*identityFallback=*/false);
    configureFlyOpsToLLVMLegality(target, typeConverter);
    populateFlyPointerToLLVMPatterns(typeConverter, patterns);
    populateFlySharedMemoryToLLVMPatterns(typeConverter, patterns);
    populateFlyUniversalAtomToLLVMPatterns(typeConverter, patterns);
    populateFlyPrintToLLVMPatterns(typeConverter, patterns);
  }
};
} // namespace

void mlir::fly::registerConvertFlyToLLVMInterface(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, FlyDialect *dialect) {
    dialect->addInterfaces<FlyToLLVMDialectInterface>();
  });
}
