//===- fly-opt.cpp - The Fly optimizer driver -----------------------------===//
//
// MlirOptMain with every upstream dialect, pass and extension plus Fly
// (registered through fly/Registration, as any embedding compiler would):
// runs any Fly pass or pipeline on a .mlir file. The input is read through
// Fly's upgrade of upstream forms newer than MLIR 22.1 (FlyDSL prints with a
// newer MLIR: fly/AsmUpgrade/UpstreamForms.h) before MLIR parses it.
//
//===----------------------------------------------------------------------===//

#include "fly/AsmUpgrade/UpstreamForms.h"
#include "fly/Registration/Registration.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/ToolOutputFile.h"

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
  llvm::InitLLVM initLLVM(argc, argv);
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
  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();
  assumeVerifiedWhenAlreadyVerified(config);
  // Listing dialects or passes reads no input: MLIR's own driver does it.
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(mlir::MlirOptMain(
        argc, argv, inputFilename, outputFilename, registry));

  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFilename, &errorMessage);
  if (!input) {
    llvm::errs() << errorMessage << "\n";
    return EXIT_FAILURE;
  }
  input = mlir::fly::upgradeUpstreamForms(std::move(input), llvm::errs());
  if (!input)
    return EXIT_FAILURE;
  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << errorMessage << "\n";
    return EXIT_FAILURE;
  }
  if (mlir::failed(mlir::MlirOptMain(output->os(), std::move(input), registry,
                                     config)))
    return EXIT_FAILURE;
  output->keep();
  return EXIT_SUCCESS;
}
