//===- fly-draw.cpp - Pictures of Fly layouts, tiled atoms and modules ----===//
//
//   fly-draw [options] '!fly.layout<((2,4),8):((1,16),2)>'   SVG on stdout
//   fly-draw --page kernel.mlir -o page.html                HTML page
//
// A thin driver over fly/Draw/Draw.h: the options go through
// setDrawOption (shared with the C API), every failure is one `error:` line
// on stderr and exit status 1, and nothing is written then.
//
//===----------------------------------------------------------------------===//

#include "fly/Draw/Draw.h"
#include "fly/Registration/Registration.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory category("fly-draw options");
static cl::opt<std::string> input(cl::Positional, cl::Required,
                                  cl::desc("<type | module.mlir with --page>"),
                                  cl::cat(category));
static cl::opt<std::string> outputFile("o", cl::desc("Output file (default: stdout)"),
                                       cl::value_desc("file"), cl::init("-"),
                                       cl::cat(category));
static cl::opt<bool> page("page",
                          cl::desc("Draw every layout-typed value of the "
                                   "module <input> on one HTML page"),
                          cl::cat(category));
static cl::opt<std::string> format("format", cl::desc("svg (default), text, typst or tikz"),
                                   cl::cat(category));
static cl::list<std::string>
    setValues("set", cl::desc("Values of the dynamic leaves, in written order "
                              "(--set=8,16 or --set=8 --set=16)"),
              cl::cat(category));
static cl::opt<std::string> tile("tile",
                                 cl::desc("Draw a layout as a TV layout "
                                          "(thread, value) over this tile, "
                                          "e.g. '[32|64]'"),
                                 cl::cat(category));
static cl::opt<std::string> bankMap("bank-map",
                                    cl::desc("Draw the shared-memory bank map for "
                                             "this chip (gfx942, gfx950, gfx12, "
                                             "gfx1250, sm_80, sm_90, ...)"),
                                    cl::cat(category));
static cl::opt<std::string> elemBits("elem-bits",
                                     cl::desc("Element width of a bank map "
                                              "(a view's element type gives it)"),
                                     cl::cat(category));
static cl::opt<std::string> access("access",
                                   cl::desc("Bank map access: rows (default), cols, "
                                            "or a (lane,value) layout into the grid"),
                                   cl::cat(category));
static cl::opt<std::string> vectorBits("vector-bits",
                                       cl::desc("Bits per lane for rows/cols "
                                                "access (default 128)"),
                                       cl::cat(category));
static cl::opt<std::string> wave("wave", cl::desc("Which wave's instruction (default 0)"),
                                 cl::cat(category));
static cl::opt<std::string> waveSize("wave-size",
                                     cl::desc("Lanes per wave (default: the chip's)"),
                                     cl::cat(category));

static int fail(const std::string &message) {
  llvm::errs() << "error: " << message << "\n";
  return 1;
}

static int write(const std::string &text) {
  std::string error;
  auto out = mlir::openOutputFile(outputFile, &error);
  if (!out)
    return fail(error);
  out->os() << text;
  out->keep();
  return 0;
}

static int drawModulePage(const std::string &path) {
  auto buffer = llvm::MemoryBuffer::getFileOrSTDIN(path);
  if (!buffer)
    return fail("cannot read '" + path + "': " + buffer.getError().message());
  std::string source = (*buffer)->getBuffer().str();
  DialectRegistry registry;
  registerAllDialects(registry);
  mlir::fly::registerFlyDialects(registry);
  MLIRContext ctx(registry);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
  SourceMgrDiagnosticHandler handler(sourceMgr, &ctx);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &ctx);
  if (!module)
    return 1; // the parser reported the error
  return write(mlir::fly::draw::drawPage(*module, source, path));
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "fly-draw: pictures of Fly layouts, TV layouts, tiled copies and MMAs, "
      "atoms and shared-memory bank maps (SVG, text, Typst, TikZ), and HTML "
      "pages of a module's layouts\n");

  struct Flag {
    const char *name;
    cl::opt<std::string> *opt;
  } flags[] = {{"format", &format},   {"tile", &tile},
               {"bank-map", &bankMap}, {"elem-bits", &elemBits},
               {"access", &access},   {"vector-bits", &vectorBits},
               {"wave", &wave},       {"wave-size", &waveSize}};
  mlir::fly::draw::DrawOptions options;
  bool anyDrawOption = !setValues.empty();
  for (const Flag &f : flags) {
    if (f.opt->getNumOccurrences() == 0)
      continue;
    anyDrawOption = true;
    auto ok = mlir::fly::draw::setDrawOption(options, f.name, *f.opt);
    if (!ok)
      return fail(ok.error());
  }
  for (const std::string &s : setValues) {
    auto ok = mlir::fly::draw::setDrawOption(options, "set", s);
    if (!ok)
      return fail(ok.error());
  }

  if (page) {
    if (anyDrawOption)
      return fail("--page draws every value as it is; the drawing options "
                  "(--format, --set, --tile, --bank-map, ...) apply to one type");
    return drawModulePage(input);
  }
  MLIRContext ctx;
  auto text = mlir::fly::draw::drawTypeText(&ctx, input, options);
  if (!text)
    return fail(text.error());
  return write(*text);
}
