//===- Passes.td - Passes that package Fly kernels for AMD GPUs -----------===//
//
// The passes fly-rocdl-pipeline adds around the upstream GPU lowering
// (docs/reference/passes.md). The ```mlir examples of the descriptions are
// run by test/Dialect/Fly/doc-examples.test.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_TARGET_ROCDL_PASSES_TD
#define FLY_TARGET_ROCDL_PASSES_TD

include "mlir/Pass/PassBase.td"

def FlyROCDLKernelHintsPass : Pass<"fly-rocdl-kernel-hints"> {
  let summary = "Put occupancy and register hints on every kernel";
  let description = [{
    On each `llvm.func` marked `rocdl.kernel`: `waves-per-eu=N` sets
    `rocdl.waves_per_eu = N` (the backend's "amdgpu-waves-per-eu") and
    `max-vgprs=N` the passthrough attribute `["amdgpu-num-vgpr", "N"]`.
    0 leaves a hint unset. LLVM 22.1 has no command-line options for
    these, so they travel on the functions. Run inside `gpu.module(...)`
    after convert-gpu-to-rocdl.

    ```mlir
    // fly-opt --fly-rocdl-kernel-hints="waves-per-eu=2 max-vgprs=128"
    llvm.func @k() attributes {rocdl.kernel} {
      llvm.return
    }
    ```

    ```mlir
    llvm.func @k() attributes {passthrough = [["amdgpu-num-vgpr", "128"]], rocdl.kernel, rocdl.waves_per_eu = 2 : i32} {
      llvm.return
    }
    ```
  }];
  let options = [
    Option<"wavesPerEu", "waves-per-eu", "unsigned", "0",
           "Minimum waves per execution unit to aim for (0: no hint)">,
    Option<"maxVgprs", "max-vgprs", "unsigned", "0",
           "Maximum VGPRs per lane (0: no limit)">,
  ];
}

def FlyROCDLCheckDeviceLibsPass
    : Pass<"fly-rocdl-check-device-libs", "::mlir::ModuleOp"> {
  let summary = "Fail early when a kernel needs ROCm device bitcode that "
                "is not installed";
  let description = [{
    A gpu.module that declares functions of the ROCm device libraries
    (`__ocml_*`, `__ockl_*`, `__oclc_*`, e.g. from math lowering) can only
    be linked with their bitcode. When `<toolkit>/amdgcn/bitcode` does not
    hold it, reports which function needs which library and how to point
    Fly at ROCm (`rocm-path=` or `ROCM_PATH`). Kernels that need nothing
    compile without ROCm.

    ```mlir
    // fly-opt --fly-rocdl-check-device-libs=toolkit=/nonexistent
    // error: gpu.module 'k' calls '__ocml_sin_f32', defined in the ROCm device library ocml.bc
    gpu.module @k {
      llvm.func @__ocml_sin_f32(f32) -> f32
    }
    ```
  }];
  let options = [
    Option<"toolkit", "toolkit", "std::string", "\"\"",
           "The toolkit directory gpu-module-to-binary will use">,
    Option<"rocmHint", "rocm-hint", "std::string", "\"\"",
           "The ROCm path the user gave, for the message">,
  ];
}

def FlyROCDLEmitKernelsPass
    : Pass<"fly-rocdl-emit-kernels", "::mlir::ModuleOp"> {
  let summary = "Write each gpu.module's code object and ISA, and report "
                "its kernels' resources";
  let description = [{
    Compiles every `gpu.module` for each of its `#rocdl.target`s (the same
    serialization gpu-module-to-binary performs) and, with `output-dir`,
    writes `<dir>/<module>.<chip>.hsaco` and `<dir>/<module>.<chip>.s`.
    With `report`, prints one line per kernel to standard output: VGPRs,
    AGPRs, SGPRs, static LDS bytes, scratch bytes and wave size, read from
    the code object's metadata. The module is left unchanged. A report line
    (the numbers are the backend's):

    ```text
    kernel gemm::gemm_kernel chip=gfx942 vgpr=96 agpr=0 sgpr=32 lds=0 scratch=0 wave=64
    ```

    fly-rocdl-pipeline runs it last with `report=true` or `output-dir=`
    (docs/pipeline.md); test/Target/ROCDL checks the files and the report.
  }];
  let options = [
    Option<"outputDir", "output-dir", "std::string", "\"\"",
           "Directory for the .hsaco and .s files (none: no files)">,
    Option<"report", "report", "bool", "false",
           "Print a one-line resource report per kernel">,
    Option<"toolkit", "toolkit", "std::string", "\"\"",
           "Toolkit directory (ld.lld in llvm/bin, bitcode in amdgcn)">,
  ];
}

#endif // FLY_TARGET_ROCDL_PASSES_TD
