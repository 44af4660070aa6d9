//===- fly-opt.cpp - The Fly optimizer driver -----------------------------===//
//
// MlirOptMain with every upstream dialect, pass and extension plus Fly
// (registered through fly/Registration, as any embedding compiler would):
// runs any Fly pass or pipeline on a .mlir file.
//
//===----------------------------------------------------------------------===//

#include "fly/Registration/Registration.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

#include "llvm/Support/CommandLine.h"

namespace {
/// MlirOptMain verifies the module after parsing and after every pass, and
/// then, before printing it, verifies the whole module once more (so that
/// invalid IR falls back to the generic form). When the earlier
/// verifications ran, that last one can only repeat their answer: on large
/// inputs it was a tenth of a parse-and-print run. It is skipped then, as
/// `--mlir-print-assume-verified` would. It stays when the user set that
/// flag, turned a verifier off, or asked for IR printed around passes
/// (after a failed pass or verifier, that IR may be invalid).
void assumeVerifiedWhenAlreadyVerified(const mlir::MlirOptMainConfig &config) {
  auto &options = llvm::cl::getRegisteredOptions();
  auto *assumeVerified = options.lookup("mlir-print-assume-verified");
  if (!assumeVerified || assumeVerified->getNumOccurrences() ||
      !config.shouldVerifyPasses() || !config.shouldVerifyOnParsing())
    return;
  for (auto &entry : options)
    if (entry.first.starts_with("mlir-print-ir") &&
        entry.second->getNumOccurrences())
      return;
  assumeVerified->addOccurrence(0, "mlir-print-assume-verified", "true");
}
} // namespace

int main(int argc, char **argv) {
  mlir::fly::registerFlyVersionPrinter();
  mlir::registerAllPasses();
  mlir::fly::registerFlyPasses();
  mlir::fly::registerFlyPipelines();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // LLVM IR translations: gpu-module-to-binary serializes gpu.modules.
  mlir::registerAllToLLVMIRTranslations(registry);
  mlir::fly::registerFlyDialects(registry);

  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv,
      "Fly optimizer driver: the fly layout-algebra dialect on MLIR 22\n",
      registry);
  assumeVerifiedWhenAlreadyVerified(
      mlir::MlirOptMainConfig::createFromCLOptions());
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, inputFilename, outputFilename, registry));
}
