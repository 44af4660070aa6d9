//===- fly-fill-types.cpp - Write the types Fly infers into a file --------===//
//
// Reads a .mlir file whose result types are missing or wrong and writes it
// back with the types Fly infers, keeping everything else as written:
// comments, aliases, layout and names stay; a written type is replaced only
// where Fly's inference or a use says it differs, and an op that left its
// results out gets `-> types`. A type that is the body of one of the file's
// aliases is written as the alias. `!_` stands for a type not known yet (an
// operand's, whose value comes from an op that left its results out): it is
// filled like a wrong type. Errors that no type fixes (a divisibility
// violation, an unknown op) are reported as fly-opt reports them, and the
// tool exits 1 without writing.
//
//   fly-fill-types kernel.mlir            the filled file on stdout
//   fly-fill-types kernel.mlir -i         rewrite kernel.mlir in place
//   fly-fill-types kernel.mlir -o out.mlir
//
//===----------------------------------------------------------------------===//

#include "fly/Registration/Registration.h"
#include "fly/Tools/InferredTypeFixes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;

static cl::opt<std::string> inputFilename(cl::Positional,
                                          cl::desc("<input .mlir file>"),
                                          cl::init("-"));
static cl::opt<std::string> outputFilename("o", cl::desc("Output file"),
                                           cl::value_desc("filename"),
                                           cl::init("-"));
static cl::opt<bool> inPlace("i", cl::desc("Rewrite the input file in place"));
static cl::opt<bool> stats("report",
                           cl::desc("Print the rounds and the types written "
                                    "to stderr"));

int main(int argc, char **argv) {
  InitLLVM initLLVM(argc, argv);
  mlir::fly::registerFlyVersionPrinter();
  cl::ParseCommandLineOptions(
      argc, argv,
      "fly-fill-types: writes the result types Fly infers into a .mlir file, "
      "keeping everything else as written.\n");
  if (inPlace && inputFilename == "-") {
    WithColor::error() << "-i needs an input file\n";
    return 1;
  }
  std::string error;
  std::unique_ptr<MemoryBuffer> input =
      mlir::openInputFile(inputFilename, &error);
  if (!input) {
    WithColor::error() << error << "\n";
    return 1;
  }

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::fly::registerFlyDialects(registry);
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();

  std::string name = inputFilename == "-" ? "<stdin>" : inputFilename.getValue();
  mlir::fly::tools::FillResult result =
      mlir::fly::tools::fillInferredTypes(input->getBuffer(), context, name);
  if (!result.ok) {
    errs() << result.error << "\n";
    return 1;
  }
  if (stats)
    errs() << "fly-fill-types: " << result.edits << " type(s) written in "
           << result.rounds << " round(s)\n";
  std::string out = inPlace ? inputFilename.getValue() : outputFilename.getValue();
  std::unique_ptr<ToolOutputFile> file = mlir::openOutputFile(out, &error);
  if (!file) {
    WithColor::error() << error << "\n";
    return 1;
  }
  file->os() << result.text;
  file->keep();
  return 0;
}
