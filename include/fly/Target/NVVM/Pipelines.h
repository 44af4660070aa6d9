//===- Pipelines.h - Fly's registered NVVM pipelines ------------*- C++ -*-===//
//
// --fly-nvvm-pipeline: a Fly module to NVIDIA GPU binaries (PTX, cubin or
// fatbin), the counterpart of --fly-rocdl-pipeline; --fly-lower-to-nvvm
// stops before gpu-module-to-binary, for debugging.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_TARGET_NVVM_PIPELINES_H
#define FLY_TARGET_NVVM_PIPELINES_H

#include "mlir/Pass/PassOptions.h"

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace mlir::fly {

struct NVVMPipelineOptions : PassPipelineOptions<NVVMPipelineOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip",
      llvm::cl::desc("Target chip: sm_80, sm_86, sm_89, sm_90, sm_90a, "
                     "sm_100"),
      llvm::cl::init("sm_90")};
  PassOptions::Option<unsigned> optLevel{
      *this, "opt-level",
      llvm::cl::desc("Optimisation level, 0 to 3 (LLVM and ptxas)"),
      llvm::cl::init(2)};
  PassOptions::Option<std::string> format{
      *this, "format",
      llvm::cl::desc("Output of gpu-module-to-binary: isa (PTX, no CUDA "
                     "toolkit needed), bin (cubin, needs ptxas), fatbin "
                     "(cubin and PTX, needs ptxas and fatbinary) or llvm "
                     "(LLVM bitcode)"),
      llvm::cl::init("isa")};
  PassOptions::Option<std::string> features{
      *this, "features",
      llvm::cl::desc("PTX ISA version as a target feature, e.g. +ptx86 "
                     "(default: the chip's minimum)"),
      llvm::cl::init("")};
  PassOptions::Option<bool> fastMath{
      *this, "fast-math",
      llvm::cl::desc("Fast floating-point math: the fast fast-math flags "
                     "on every floating-point op of the kernels"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> ftz{
      *this, "ftz",
      llvm::cl::desc("Flush f32 denormals to zero in the kernels (the .ftz "
                     "instruction forms)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> checks{
      *this, "checks",
      llvm::cl::desc("Check at run time what the layout algebra assumes of "
                     "dynamic values (fly-layout-lowering{runtime-checks})"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> debugInfo{
      *this, "debug-info",
      llvm::cl::desc("Emit line-table debug information (ptxas "
                     "-lineinfo)"),
      llvm::cl::init(false)};
  PassOptions::Option<std::string> cudaPath{
      *this, "cuda-path",
      llvm::cl::desc("CUDA toolkit for ptxas, fatbinary and libdevice "
                     "(searched first, then $CUDA_PATH, then PATH)"),
      llvm::cl::init("")};
  PassOptions::Option<std::string> outputDir{
      *this, "output-dir",
      llvm::cl::desc("Also write each gpu.module's PTX (.ptx) and, with "
                     "ptxas, its cubin (.cubin) into this directory"),
      llvm::cl::init("")};
  PassOptions::Option<bool> report{
      *this, "report",
      llvm::cl::desc("Print one line per kernel: registers, spills, stack "
                     "and shared memory bytes (from ptxas -v when found)"),
      llvm::cl::init(false)};
};

/// Where a pipeline stops.
enum class NVVMPipelineStage { LLVM, Binary };

/// Checks the options (chip, format, level, features, the tools the format
/// needs) and adds the passes up to `stage`; on invalid options reports
/// through `emitError`, listing the valid values or where Fly looked for a
/// missing tool, and adds nothing.
LogicalResult buildNVVMPipeline(
    OpPassManager &pm, const NVVMPipelineOptions &options,
    NVVMPipelineStage stage,
    llvm::function_ref<LogicalResult(const llvm::Twine &)> emitError);

/// Registers --fly-nvvm-pipeline and --fly-lower-to-nvvm.
void registerFlyNVVMPipelines();

} // namespace mlir::fly

#endif // FLY_TARGET_NVVM_PIPELINES_H
