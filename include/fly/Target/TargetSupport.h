//===- TargetSupport.h - What the ROCDL and NVVM targets share --*- C++ -*-===//
//
// The two targets build their pipelines the same way (one textual pipeline,
// so that --dump-pass-pipeline shows exactly what runs; options parsed and
// checked before anything is added) and write their kernel files the same
// way. Header-only: each target library stays on its own.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_TARGET_TARGETSUPPORT_H
#define FLY_TARGET_TARGETSUPPORT_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace mlir::fly {

/// How pipeline builders report errors: there is no IR to attach a
/// diagnostic to, so they use the handler registerPassPipeline passes.
using PipelineErrorFn = function_ref<LogicalResult(const Twine &)>;

/// `s` quoted for a pass option value (paths may hold spaces).
inline std::string quotedOption(StringRef s) {
  return ("\"" + s + "\"").str();
}

/// Adds the textual pipeline `text` to `pm`. The text is built by Fly, so
/// a parse error is Fly's bug: reported as an internal error of `who`.
inline LogicalResult addPipelineText(OpPassManager &pm, StringRef text,
                                     StringRef who, PipelineErrorFn err) {
  std::string parseErrors;
  llvm::raw_string_ostream os(parseErrors);
  if (failed(parsePassPipeline(text, pm, os)))
    return err(who + ": internal error building '" + text +
               "': " + parseErrors);
  return success();
}

/// Registers the pipeline `name` that parses its options into `Options` and
/// builds with `build(pm, options, stage, err)`; option parse errors are
/// reported as "<name>: <what the parser said>".
template <typename Options, typename Stage>
void registerFlyPipeline(
    StringRef name, StringRef description, Stage stage,
    LogicalResult (*build)(OpPassManager &, const Options &, Stage,
                           PipelineErrorFn)) {
  std::string who = name.str();
  registerPassPipeline(
      name, description,
      [who, stage, build](OpPassManager &pm, StringRef optionsText,
                          PipelineErrorFn errorHandler) {
        Options options;
        std::string parseErrors;
        llvm::raw_string_ostream os(parseErrors);
        if (failed(options.parseFromString(optionsText, os)))
          return errorHandler(Twine(who) + ": " + parseErrors);
        return build(pm, options, stage, errorHandler);
      },
      [](function_ref<void(const detail::PassOptions &)> optHandler) {
        optHandler(Options());
      });
}

/// Writes `data` to the file `path` (replacing it).
inline LogicalResult writeOutputFile(StringRef path, StringRef data,
                                     function_ref<InFlightDiagnostic()>
                                         emitError) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return emitError() << "cannot write '" << path << "': " << ec.message();
  os << data;
  return success();
}

} // namespace mlir::fly

#endif // FLY_TARGET_TARGETSUPPORT_H
