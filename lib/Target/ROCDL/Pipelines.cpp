//===- Pipelines.cpp - Fly's registered ROCDL pipelines -------------------===//
//
// The pipeline is FlyDSL's (docs/reference/passes.md#pipelines), in its
// order and with its
// options, written as one textual pipeline so that --dump-pass-pipeline
// shows exactly what runs. Additions, each deliberate:
// - fly-rocdl-adopt-target{chip} runs first: a #rocdl.target that a
//   gpu.module already carries (FlyDSL 0.3.2's front end attaches one) is
//   removed when it agrees with the pipeline, and is an error otherwise (the
//   pipeline attaches its own after the gpu.module nest, and two targets
//   compile every kernel twice: FlyDSL issue #1054).
// - fly-rocdl-check-target{chip} runs next, on the user's IR, so an atom on
//   the wrong chip is reported at the op that made it before any lowering.
// - fly-spill-ssa-copy-calls runs as a pass of its own just before
//   convert-fly-to-rocdl (which would otherwise do the same first), so that
//   its result can be dumped and tested apart from the conversion.
// - fly-rocdl-fast-math stands where FlyDSL runs convert-rocdl-fastmath-ops
//   (a pass newer than MLIR 22.1), with the same rule.
// - fly-rocdl-pack-f32 on CDNA3/CDNA4 pairs scalar f32 arithmetic into
//   packed FP32 ops, which LLVM 22.1's SLP vectorizer does not form there.
// - convert-fly-to-rocdl gets the chip: the target is not attached yet, and
//   the chip decides the default buffer-descriptor flags.
// - waves-per-eu / max-vgprs become kernel attributes
//   (fly-rocdl-kernel-hints): LLVM 22.1 has no command-line options for them.
// - wave64 on an RDNA chip adds the +wavefrontsize64 feature.
// - gpu-module-to-binary gets a `toolkit` whose llvm/bin/ld.lld exists
//   (Toolchain.h), and fly-rocdl-check-device-libs runs before it.
// - fly-rocdl-emit-kernels writes files and the report when asked.
// - The backend schedules with the AMDGPU register-pressure trackers
//   (amdgpu-trackers, on by default): LLVM 22.1's default trackers spill a
//   gfx1201 WMMA GEMM of FlyDSL's that its newer LLVM compiles without.
//
//===----------------------------------------------------------------------===//

#include "fly/Target/ROCDL/Pipelines.h"

#include "fly/Dialect/FlyROCDL/IR/Chips.h"
#include "fly/Target/ROCDL/Toolchain.h"
#include "fly/Target/TargetSupport.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"

#include <mutex>

using namespace mlir;
using namespace mlir::fly;

namespace {

/// The wave size the options ask for, or an error.
FailureOr<bool> resolveWave64(const ROCDLPipelineOptions &o,
                              const fly_rocdl::ChipInfo &info, StringRef who,
                              function_ref<LogicalResult(const Twine &)> err) {
  StringRef w = o.wave64;
  bool wantW64;
  if (w == "auto")
    return info.defaultWaveSize == 64;
  if (w == "true" || w == "1")
    wantW64 = true;
  else if (w == "false" || w == "0")
    wantW64 = false;
  else
    return err(who + ": invalid wave64='" + w +
               "'; valid values: auto, true, false");
  bool can = wantW64 ? (info.defaultWaveSize == 64 || info.supportsWave64)
                     : info.defaultWaveSize == 32;
  if (!can)
    return err(who + ": chip " + o.chip + " cannot run wave" +
               (wantW64 ? "64" : "32") + " (" +
               fly_rocdl::getFamilyName(info.family) + " runs wave" +
               Twine(info.defaultWaveSize) + "); valid: wave64=auto or wave64=" +
               (info.defaultWaveSize == 64 ? "true" : "false"));
  return wantW64;
}

/// Sets the LLVM command-line options `text` ("name=value ..."), as
/// `llc -name=value` would: the backend reads them while it compiles. They
/// are process-wide, like those given to fly-opt itself.
LogicalResult setLLVMOptions(StringRef text, StringRef who,
                             function_ref<LogicalResult(const Twine &)> err) {
  SmallVector<StringRef> items;
  text.split(items, ' ', -1, /*KeepEmpty=*/false);
  auto &registered =
      llvm::cl::getRegisteredOptions();
  for (StringRef item : items) {
    auto [name, value] = item.split('=');
    name = name.ltrim('-');
    auto it = registered.find(name);
    if (it == registered.end())
      return err(who + ": unknown LLVM option '" + name + "' in llvm-options");
    if (it->second->addOccurrence(1, name, value))
      return err(who + ": invalid value '" + value + "' for LLVM option '" +
                 name + "'");
  }
  return success();
}

} // namespace

/// The registered name of the pipeline that stops at `stage`.
static StringRef pipelineName(ROCDLPipelineStage stage) {
  switch (stage) {
  case ROCDLPipelineStage::ROCDL:
    return "fly-lower-to-rocdl";
  case ROCDLPipelineStage::LLVM:
    return "fly-lower-to-llvm";
  case ROCDLPipelineStage::Binary:
    break;
  }
  return "fly-rocdl-pipeline";
}

LogicalResult mlir::fly::buildROCDLPipeline(
    OpPassManager &pm, const ROCDLPipelineOptions &o, ROCDLPipelineStage stage,
    function_ref<LogicalResult(const Twine &)> err) {
  StringRef who = pipelineName(stage);
  std::optional<fly_rocdl::ChipInfo> info = fly_rocdl::getChipInfo(o.chip);
  if (!info)
    return err(who + ": unknown chip '" + o.chip +
               "'; valid chips: " + fly_rocdl::getSupportedChipsText());
  FailureOr<bool> w64 = resolveWave64(o, *info, who, err);
  if (failed(w64))
    return failure();
  StringRef format = o.format;
  if (!llvm::is_contained({"fatbin", "bin", "isa", "llvm"}, format))
    return err(who + ": invalid format='" + format +
               "'; valid formats: fatbin, bin, isa, llvm");
  if (o.optLevel > 3)
    return err(who + ": invalid opt-level=" + Twine(unsigned(o.optLevel)) +
               "; valid levels: 0, 1, 2, 3");
  // The binary options mean nothing to the pipelines that stop before
  // gpu-module-to-binary; accepting them silently would hide a mistake.
  if (stage != ROCDLPipelineStage::Binary &&
      (format != "fatbin" || o.report || !o.outputDir.empty() ||
       !o.rocmPath.empty()))
    return err(who + ": format, report, output-dir and rocm-path apply only "
                     "to fly-rocdl-pipeline (this pipeline stops before "
                     "gpu-module-to-binary)");

  if (stage == ROCDLPipelineStage::Binary) {
    std::string llvmOpts = o.llvmOptions;
    if (o.amdgpuTrackers)
      llvmOpts = "amdgpu-use-amdgpu-trackers=1 " + llvmOpts;
    if (failed(setLLVMOptions(llvmOpts, who, err)))
      return failure();
  }

  auto b = [](bool v) { return v ? "true" : "false"; };
  std::string chip = o.chip;
  unsigned waveSize = *w64 ? 64 : 32;
  std::string text = llvm::formatv(
      "fly-rocdl-adopt-target{{chip={0} wave-size={1} opt-level={3}},"
      "fly-rocdl-check-target{{chip={0} ignore-unused-atoms=true "
      "wave-size={1}},"
      "fly-rewrite-func-signature,fly-unroll-register-loops,fly-canonicalize,"
      "fly-layout-lowering{{runtime-checks={2}},"
      "fly-int-swizzle-simplify,canonicalize,"
      "fly-convert-atom-call-to-ssa-form,fly-promote-regmem-to-vectorssa,"
      "fly-spill-ssa-copy-calls,"
      "convert-fly-to-rocdl{{chip={0} wave-size={1}},canonicalize,"
      "gpu.module(convert-scf-to-cf,cse,fly-rocdl-fast-math,{4}"
      "convert-gpu-to-rocdl{{chipset={0} "
      "index-bitwidth=0 runtime=HIP use-bare-ptr-memref-call-conv=true},"
      "fly-rocdl-cluster-attr",
      chip, waveSize, b(o.checks), unsigned(o.optLevel),
      info->family == fly_rocdl::ChipFamily::CDNA3 ||
              info->family == fly_rocdl::ChipFamily::CDNA4
          ? "fly-rocdl-pack-f32,"
          : "");
  if (o.wavesPerEu || o.maxVgprs)
    text += llvm::formatv(",fly-rocdl-kernel-hints{{max-vgprs={0} "
                          "waves-per-eu={1}}",
                          unsigned(o.maxVgprs), unsigned(o.wavesPerEu))
                .str();
  text += ")";
  if (stage != ROCDLPipelineStage::ROCDL) {
    text += llvm::formatv(
        ",rocdl-attach-target{{O={0} abi=600 chip={1} correct-sqrt=true "
        "daz=false fast={2} features={5} finite-only=false module= "
        "triple=amdgcn-amd-amdhsa unsafe-math={3} wave64={4}}",
        unsigned(o.optLevel), chip, b(o.fastMath), b(o.unsafeMath), b(*w64),
        // rocdl-attach-target's wave64=true only keeps a chip's default;
        // wave64 on a wave32-by-default (RDNA) chip is the subtarget feature.
        *w64 && info->defaultWaveSize == 32 ? "+wavefrontsize64" : "");
    text += ",convert-scf-to-cf,convert-cf-to-llvm,"
            "gpu-to-llvm{use-bare-pointers-for-host=true "
            "use-bare-pointers-for-kernels=true},"
            "convert-vector-to-llvm,convert-arith-to-llvm,"
            "convert-func-to-llvm,reconcile-unrealized-casts";
    if (o.debugInfo)
      text += ",ensure-debug-info-scope-on-llvm-func{emission-kind="
              "LineTablesOnly}";
  }
  if (stage == ROCDLPipelineStage::Binary) {
    // ld.lld is needed to link code objects (fatbin, bin, and the files
    // and report of fly-rocdl-emit-kernels); isa and llvm need none.
    bool needsLinker = format == "fatbin" || format == "bin" ||
                       !o.outputDir.empty() || o.report;
    // Without a linker, the passes that need none still get the ROCm tree.
    Toolkit toolkit;
    if (failed(findToolkit(o.rocmPath, toolkit,
                           [&](const Twine &why) {
                             return needsLinker ? err(who + ": " + why)
                                                : failure();
                           })) &&
        needsLinker)
      return failure();
    // The device-library error names the ROCm tree the user pointed at
    // (rocm-path= or ROCM_PATH).
    if (format != "llvm")
      text += llvm::formatv(",fly-rocdl-check-device-libs{{rocm-hint={0} "
                            "toolkit={1}}",
                            quotedOption(toolkit.rocm),
                            quotedOption(toolkit.path))
                  .str();
    if (!o.outputDir.empty() || o.report)
      text += llvm::formatv(",fly-rocdl-emit-kernels{{output-dir={0} "
                            "report={1} toolkit={2}}",
                            quotedOption(o.outputDir), b(o.report),
                            quotedOption(toolkit.path))
                  .str();
    text += llvm::formatv(",gpu-module-to-binary{{format={0} opts={1} "
                          "toolkit={2}}",
                          format, quotedOption(o.debugInfo ? "-g" : ""),
                          quotedOption(toolkit.path))
                .str();
  }
  return addPipelineText(pm, text, who, err);
}

/// Registers the three pipelines (once: registerFlyROCDLPipelines).
static void registerPipelines() {
  auto reg = [](StringRef name, StringRef desc, ROCDLPipelineStage stage) {
    registerFlyPipeline(name, desc, stage, buildROCDLPipeline);
  };
  reg("fly-rocdl-pipeline",
      "Compile a Fly module to AMD GPU binaries: the Fly passes, "
      "convert-fly-to-rocdl, convert-gpu-to-rocdl, the LLVM conversions and "
      "gpu-module-to-binary for one chip (see docs/pipeline.md)",
      ROCDLPipelineStage::Binary);
  reg("fly-lower-to-rocdl",
      "The first part of --fly-rocdl-pipeline: up to and including the "
      "gpu.module(...) nest (kernels in the llvm/rocdl dialects, no target "
      "attached yet); takes chip, wave64, opt-level, the math flags and the "
      "kernel hints",
      ROCDLPipelineStage::ROCDL);
  reg("fly-lower-to-llvm",
      "--fly-rocdl-pipeline without gpu-module-to-binary: everything in the "
      "LLVM dialect, host code included, with the #rocdl.target attached",
      ROCDLPipelineStage::LLVM);
}

void mlir::fly::registerFlyROCDLPipelines() {
  // MLIR's registry rejects a pipeline name registered twice (a fatal error
  // in builds with assertions): register once however often this is called.
  static std::once_flag once;
  std::call_once(once, registerPipelines);
}
