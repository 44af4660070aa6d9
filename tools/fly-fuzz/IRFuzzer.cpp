//===- IRFuzzer.cpp - libFuzzer target: Fly IR through the pipeline ------===//
//
// Takes the input bytes as Fly IR and runs what fly-opt would, each stage
// only when the one before succeeded: parse and verify; fly's passes
// (rewrite-func-signature, canonicalize, layout-lowering,
// int-swizzle-simplify, canonicalize, atom calls to SSA form, register
// promotion, SSA-copy spilling); then convert-fly-to-llvm, or, for a module
// with a gpu.module, fly-rocdl-check-target and convert-fly-to-rocdl for a
// chip chosen from the input's length. Every other length (by fours) runs
// the layout lowering with its runtime checks. Diagnostics are the expected answer
// to bad input and are dropped; a crash, hang, leak or sanitizer report is a
// finding. Built only with -DFLY_ENABLE_FUZZERS=ON.
//
//===----------------------------------------------------------------------===//

#include "fly/Registration/Registration.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

#include <string>

using namespace mlir;

namespace {
std::string flyPasses(bool runtimeChecks) {
  return std::string("builtin.module(fly-rewrite-func-signature,"
                     "fly-canonicalize,fly-layout-lowering{runtime-checks=") +
         (runtimeChecks ? "true" : "false") +
         "},fly-int-swizzle-simplify,canonicalize,"
         "fly-convert-atom-call-to-ssa-form,fly-promote-regmem-to-vectorssa,"
         "fly-spill-ssa-copy-calls)";
}
const char *const kChips[] = {"gfx942", "gfx950", "gfx1201", "gfx1250"};

DialectRegistry &registry() {
  static DialectRegistry *r = [] {
    auto *reg = new DialectRegistry();
    fly::registerFlyDialects(*reg);
    return reg;
  }();
  return *r;
}

LogicalResult runPipeline(MLIRContext &ctx, ModuleOp module,
                          const std::string &pipeline) {
  PassManager pm(&ctx);
  if (failed(parsePassPipeline(pipeline, pm)))
    return failure();
  return pm.run(module);
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  registerTransformsPasses();
  fly::registerFlyPasses();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  MLIRContext ctx(registry(), MLIRContext::Threading::DISABLED);
  ScopedDiagnosticHandler dropDiagnostics(
      &ctx, [](Diagnostic &) { return success(); });
  std::string text(reinterpret_cast<const char *>(data), size);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(text, ParserConfig(&ctx));
  if (!module)
    return 0;
  if (failed(runPipeline(ctx, *module, flyPasses((size / 4) % 2 == 1))))
    return 0;
  bool hasGpuModule = false;
  module->walk([&](gpu::GPUModuleOp) { hasGpuModule = true; });
  if (!hasGpuModule) {
    (void)runPipeline(ctx, *module, "builtin.module(convert-fly-to-llvm)");
    return 0;
  }
  std::string chip = kChips[size % 4];
  std::string wave = chip == "gfx942" || chip == "gfx950" ? "64" : "32";
  (void)runPipeline(ctx, *module,
                    "builtin.module(fly-rocdl-check-target{chip=" + chip +
                        " wave-size=" + wave +
                        "},convert-fly-to-rocdl{chip=" + chip +
                        " wave-size=" + wave + "})");
  return 0;
}
