//===- Pipelines.cpp - Fly's registered NVVM pipelines --------------------===//
//
// The ROCDL pipeline's shape with the NVIDIA pieces, written as one textual
// pipeline so that --dump-pass-pipeline shows exactly what runs:
// - fly-nvvm-check-target{chip} first, on the user's IR: an AMD atom or op
//   is reported at the op that made it before any lowering, and a
//   gpu.module that already carries a target is rejected (the pipeline
//   attaches #nvvm.target after the gpu.module nest, as the ROCDL one does).
// - The same Fly passes, then convert-fly-to-nvvm: the target-neutral
//   conversion with NVPTX's register address space (0; the target is
//   attached later) plus the fly_nvvm atoms.
// - gpu.module(convert-gpu-to-nvvm): bare pointers as for ROCDL; every chip
//   Fly targets has redux.sync (sm_80+), and the subgroup reductions it
//   cannot do become shuffles first (fly-nvvm-expand-gpu-ops). fast-math and ftz also become
//   instruction flags and a function attribute (fly-nvvm-math-flags): the
//   #nvvm.target flags alone change nothing in MLIR 22.1's PTX.
// - nvvm-attach-target with the chip, the level, the math flags and the PTX
//   version feature; then the host conversions of the ROCDL pipeline.
// - gpu-module-to-binary gets a toolkit that Fly found (Toolchain.h), after
//   fly-nvvm-check-libdevice; fly-nvvm-emit-kernels writes files and the
//   report when asked.
//
//===----------------------------------------------------------------------===//

#include "fly/Target/NVVM/Pipelines.h"

#include "fly/Target/NVVM/Chips.h"
#include "fly/Target/NVVM/Toolchain.h"
#include "fly/Target/TargetSupport.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <mutex>

using namespace mlir;
using namespace mlir::fly;

/// The registered name of the pipeline that stops at `stage`.
static StringRef pipelineName(NVVMPipelineStage stage) {
  return stage == NVVMPipelineStage::LLVM ? "fly-lower-to-nvvm"
                                          : "fly-nvvm-pipeline";
}

/// Whether `features` is empty or one PTX version feature, "+ptxNN".
static bool isPtxVersionFeature(StringRef features) {
  if (features.empty())
    return true;
  if (!features.consume_front("+ptx") || features.empty())
    return false;
  return llvm::all_of(features, llvm::isDigit);
}

LogicalResult
mlir::fly::buildNVVMPipeline(OpPassManager &pm, const NVVMPipelineOptions &o,
                             NVVMPipelineStage stage,
                             function_ref<LogicalResult(const Twine &)> err) {
  StringRef who = pipelineName(stage);
  if (!getNVIDIAChip(o.chip))
    return err(who + ": unknown chip '" + o.chip +
               "'; valid chips: " + getNVIDIAChipsText());
  StringRef format = o.format;
  if (!llvm::is_contained({"isa", "bin", "fatbin", "llvm"}, format))
    return err(who + ": invalid format='" + format +
               "'; valid formats: isa (PTX), bin (cubin), fatbin, llvm");
  if (o.optLevel > 3)
    return err(who + ": invalid opt-level=" + Twine(unsigned(o.optLevel)) +
               "; valid levels: 0, 1, 2, 3");
  if (!isPtxVersionFeature(o.features))
    return err(who + ": invalid features='" + o.features +
               "'; expected a PTX version such as +ptx80 or +ptx86 (or "
               "nothing for the chip's minimum)");
  // The binary options mean nothing to the pipeline that stops before
  // gpu-module-to-binary; accepting them silently would hide a mistake.
  if (stage != NVVMPipelineStage::Binary &&
      (format != "isa" || o.report || !o.outputDir.empty() ||
       !o.cudaPath.empty()))
    return err(who + ": format, report, output-dir and cuda-path apply only "
                     "to fly-nvvm-pipeline (this pipeline stops before "
                     "gpu-module-to-binary)");

  auto b = [](bool v) { return v ? "true" : "false"; };
  std::string chip = o.chip;
  std::string text = llvm::formatv(
      "fly-nvvm-check-target{{chip={0} features={2}},"
      "fly-rewrite-func-signature,fly-unroll-register-loops,fly-canonicalize,"
      "fly-layout-lowering{{runtime-checks={1}},"
      "fly-int-swizzle-simplify,canonicalize,"
      "fly-convert-atom-call-to-ssa-form,fly-promote-regmem-to-vectorssa,"
      "convert-fly-to-nvvm,canonicalize,"
      "gpu.module(convert-scf-to-cf,cse,fly-nvvm-expand-gpu-ops,"
      "convert-gpu-to-nvvm{{has-redux=true "
      "index-bitwidth=0 use-bare-ptr-memref-call-conv=true}",
      chip, b(o.checks), o.features.getValue());
  if (o.fastMath || o.ftz)
    text += llvm::formatv(",fly-nvvm-math-flags{{fast-math={0} ftz={1}}",
                          b(o.fastMath), b(o.ftz))
                .str();
  text +=
      llvm::formatv(
          "),nvvm-attach-target{{O={1} chip={0} fast={2} features={3} ftz={4} "
          "module= triple=nvptx64-nvidia-cuda},"
          "convert-scf-to-cf,convert-cf-to-llvm,"
          "gpu-to-llvm{{use-bare-pointers-for-host=true "
          "use-bare-pointers-for-kernels=true},"
          "convert-vector-to-llvm,convert-arith-to-llvm,convert-func-to-llvm,"
          "reconcile-unrealized-casts",
          chip, unsigned(o.optLevel), b(o.fastMath), o.features.getValue(),
          b(o.ftz))
          .str();
  // Line directives only (.file/.loc, what ptxas -lineinfo and the
  // profilers read): fuller debug information marks the PTX target `debug`,
  // which ptxas refuses to assemble at any optimisation level but 0.
  if (o.debugInfo)
    text += ",ensure-debug-info-scope-on-llvm-func{emission-kind="
            "DebugDirectivesOnly}";
  if (stage == NVVMPipelineStage::Binary) {
    CudaToolkit toolkit;
    if (failed(findCudaToolkit(o.cudaPath, toolkit, [&](const Twine &why) {
          return err(who + ": " + why);
        })))
      return failure();
    // PTX needs nothing; a cubin needs ptxas, a fatbin ptxas and fatbinary.
    bool needsPtxas = format == "bin" || format == "fatbin";
    if (needsPtxas && toolkit.ptxas.empty())
      return err(who + ": format=" + format +
                 " needs ptxas, which was not found; looked in " +
                 toolkit.ptxasLooked +
                 ". Install the CUDA toolkit and pass cuda-path=<dir> or set "
                 "CUDA_PATH, or use format=isa (PTX), which needs no CUDA "
                 "toolkit");
    if (format == "fatbin" && toolkit.fatbinary.empty())
      return err(who +
                 ": format=fatbin needs fatbinary, which was not "
                 "found; looked in " +
                 toolkit.fatbinaryLooked +
                 ". Pass cuda-path=<dir> or set CUDA_PATH, or use format=bin "
                 "(cubin) or format=isa (PTX)");
    // Where Fly looked matters only for the message when there is none.
    if (format != "llvm")
      text += llvm::formatv(",fly-nvvm-check-libdevice{{libdevice={0} "
                            "looked={1}}",
                            quotedOption(toolkit.libdevice),
                            quotedOption(toolkit.libdevice.empty()
                                             ? toolkit.libdeviceLooked
                                             : ""))
                  .str();
    std::string ptxasOptions = o.debugInfo ? "-lineinfo" : "";
    if (!o.outputDir.empty() || o.report)
      text +=
          llvm::formatv(",fly-nvvm-emit-kernels{{output-dir={0} "
                        "ptxas={1} ptxas-options={2} report={3} "
                        "toolkit={4}}",
                        quotedOption(o.outputDir), quotedOption(toolkit.ptxas),
                        quotedOption(ptxasOptions), b(o.report),
                        quotedOption(toolkit.path))
              .str();
    text += llvm::formatv(",gpu-module-to-binary{{format={0} opts={1} "
                          "toolkit={2}}",
                          format, quotedOption(needsPtxas ? ptxasOptions : ""),
                          quotedOption(toolkit.path))
                .str();
  }
  return addPipelineText(pm, text, who, err);
}

/// Registers the two pipelines (once: registerFlyNVVMPipelines).
static void registerPipelines() {
  auto reg = [](StringRef name, StringRef desc, NVVMPipelineStage stage) {
    registerFlyPipeline(name, desc, stage, buildNVVMPipeline);
  };
  reg("fly-nvvm-pipeline",
      "Compile a Fly module to NVIDIA GPU binaries: the Fly passes, "
      "convert-fly-to-llvm, convert-gpu-to-nvvm, nvvm-attach-target, the "
      "LLVM conversions and gpu-module-to-binary for one chip (PTX by "
      "default; see docs/pipeline.md)",
      NVVMPipelineStage::Binary);
  reg("fly-lower-to-nvvm",
      "--fly-nvvm-pipeline without gpu-module-to-binary: everything in the "
      "LLVM/NVVM dialects, host code included, with the #nvvm.target "
      "attached",
      NVVMPipelineStage::LLVM);
}

void mlir::fly::registerFlyNVVMPipelines() {
  // MLIR's registry rejects a pipeline name registered twice: register once
  // however often this is called.
  static std::once_flag once;
  std::call_once(once, registerPipelines);
}
