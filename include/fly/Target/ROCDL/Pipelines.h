//===- Pipelines.h - Fly's registered ROCDL pipelines -----------*- C++ -*-===//
//
// --fly-rocdl-pipeline: a Fly module to AMD GPU binaries
// (docs/reference/passes.md#pipelines); --fly-lower-to-rocdl and
// --fly-lower-to-llvm stop after the
// gpu.module(...) nest and before gpu-module-to-binary, for debugging.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_TARGET_ROCDL_PIPELINES_H
#define FLY_TARGET_ROCDL_PIPELINES_H

#include "mlir/Pass/PassOptions.h"

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace mlir::fly {

struct ROCDLPipelineOptions : PassPipelineOptions<ROCDLPipelineOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip",
      llvm::cl::desc("Target chip: gfx942, gfx950, gfx1200, gfx1201, "
                     "gfx1250 (also gfx1100-gfx1153)"),
      llvm::cl::init("gfx942")};
  PassOptions::Option<std::string> wave64{
      *this, "wave64",
      llvm::cl::desc("Wave size: auto (64 on CDNA, 32 on RDNA and gfx1250), "
                     "true (wave64) or false (wave32)"),
      llvm::cl::init("auto")};
  PassOptions::Option<unsigned> optLevel{
      *this, "opt-level", llvm::cl::desc("LLVM optimisation level, 0 to 3"),
      llvm::cl::init(2)};
  PassOptions::Option<std::string> format{
      *this, "format",
      llvm::cl::desc("Output of gpu-module-to-binary: fatbin, bin (code "
                     "object), isa (assembly) or llvm (LLVM IR)"),
      llvm::cl::init("fatbin")};
  PassOptions::Option<bool> fastMath{
      *this, "fast-math", llvm::cl::desc("Fast floating-point math"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> unsafeMath{
      *this, "unsafe-math",
      llvm::cl::desc("Unsafe floating-point math optimisations"),
      llvm::cl::init(false)};
  PassOptions::Option<unsigned> wavesPerEu{
      *this, "waves-per-eu",
      llvm::cl::desc("Occupancy hint on every kernel (0: none)"),
      llvm::cl::init(0)};
  PassOptions::Option<unsigned> maxVgprs{
      *this, "max-vgprs",
      llvm::cl::desc("VGPR limit on every kernel (0: none)"),
      llvm::cl::init(0)};
  PassOptions::Option<bool> amdgpuTrackers{
      *this, "amdgpu-trackers",
      llvm::cl::desc("Schedule with the AMDGPU register-pressure trackers "
                     "(LLVM's -amdgpu-use-amdgpu-trackers; on by default: "
                     "without them LLVM 22.1 spills where FlyDSL's newer "
                     "LLVM does not)"),
      llvm::cl::init(true)};
  PassOptions::Option<std::string> llvmOptions{
      *this, "llvm-options",
      llvm::cl::desc("LLVM command-line options for the backend, "
                     "space-separated name=value (FlyDSL's llvm_options "
                     "compile hint); they apply to the whole process"),
      llvm::cl::init("")};
  PassOptions::Option<bool> checks{
      *this, "checks",
      llvm::cl::desc("Check at run time what the layout algebra assumes of "
                     "dynamic values (fly-layout-lowering{runtime-checks})"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> debugInfo{
      *this, "debug-info",
      llvm::cl::desc("Emit line-table debug information"),
      llvm::cl::init(false)};
  PassOptions::Option<std::string> rocmPath{
      *this, "rocm-path",
      llvm::cl::desc("ROCm installation for ld.lld and device bitcode "
                     "(default: $ROCM_PATH; without ROCm, ld.lld comes from "
                     "the LLVM installation or PATH)"),
      llvm::cl::init("")};
  PassOptions::Option<std::string> outputDir{
      *this, "output-dir",
      llvm::cl::desc("Also write each gpu.module's code object (.hsaco) "
                     "and ISA (.s) into this directory"),
      llvm::cl::init("")};
  PassOptions::Option<bool> report{
      *this, "report",
      llvm::cl::desc("Print one line per kernel: VGPRs, AGPRs, SGPRs, LDS "
                     "and scratch bytes, wave size"),
      llvm::cl::init(false)};
};

/// Where a pipeline stops.
enum class ROCDLPipelineStage { ROCDL, LLVM, Binary };

/// Checks the options (chip, wave size, format, level) and adds the passes
/// up to `stage`; on invalid options reports through `emitError`, listing
/// the valid values, and adds nothing.
LogicalResult
buildROCDLPipeline(OpPassManager &pm, const ROCDLPipelineOptions &options,
                   ROCDLPipelineStage stage,
                   llvm::function_ref<LogicalResult(const llvm::Twine &)>
                       emitError);

/// Registers --fly-rocdl-pipeline, --fly-lower-to-rocdl, --fly-lower-to-llvm.
void registerFlyROCDLPipelines();

} // namespace mlir::fly

#endif // FLY_TARGET_ROCDL_PIPELINES_H
