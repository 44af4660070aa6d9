//===- Passes.td - Passes that check and package Fly kernels for NVIDIA ---===//
//
// The passes fly-nvvm-pipeline adds around the upstream GPU lowering
// (docs/reference/passes.md). The ```mlir examples of the descriptions are
// run by test/Dialect/Fly/doc-examples.test.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_TARGET_NVVM_PASSES_TD
#define FLY_TARGET_NVVM_PASSES_TD

include "mlir/Pass/PassBase.td"

def FlyNVVMCheckTargetPass
    : Pass<"fly-nvvm-check-target", "::mlir::ModuleOp"> {
  let summary = "Reject what an NVIDIA chip cannot run: AMD atoms, AMD ops "
                "and attributes, and unknown chips";
  let description = [{
    The NVIDIA counterpart of fly-rocdl-check-target, run on the IR as
    written, before any lowering. In every `gpu.module` that is compiled for
    an NVIDIA chip it reports, at the first op that uses it:
    - a `fly_rocdl` atom (buffer copies, LDS DMA, MFMA, WMMA, TDM, ...) or
      any other `fly_rocdl` type or attribute (the buffer-descriptor address
      space), naming the op, the atom and the chip;
    - an op of the `fly_rocdl`, `rocdl` or `amdgpu` dialects, and a `rocdl.*`
      attribute on an op;
    - a `!fly.universal_atomic` whose synchronisation scope NVPTX does not
      have (AMDGPU's "agent", "workgroup", "wavefront", ...), or the
      "cluster" scope on a chip without clusters (before sm_90);
    - a `fly_nvvm` atom the chip cannot run (`stmatrix` before sm_90, the
      8-bit float `mma_sync` before sm_89 or below PTX ISA 8.4: see
      lib/Dialect/FlyNVVM/IR/Chips.cpp), with what it needs.

    With `chip` set, every `gpu.module` is about to be compiled for that chip
    (fly-nvvm-pipeline runs this pass first and nvvm-attach-target after the
    `gpu.module` nest): an unknown chip is an error listing the valid ones,
    and a module that already carries a target (`#nvvm.target`,
    `#rocdl.target`) is an error, since it would be compiled twice or for the
    wrong vendor. Without `chip`, the modules carrying an `#nvvm.target` are
    checked against its chip.

    ```mlir
    // fly-opt --fly-nvvm-check-target=chip=sm_90
    // error: uses the AMD atom '!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>', which sm_90 cannot run
    gpu.module @k {
      gpu.func @f() kernel {
        %a = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>>
        gpu.return
      }
    }
    ```
  }];
  let options = [
    Option<"chip", "chip", "std::string", "\"\"",
           "Chip the modules will be compiled for (sm_80, sm_86, sm_89, "
           "sm_90, sm_90a, sm_100); they must not have a target yet">,
    Option<"features", "features", "std::string", "\"\"",
           "With chip: the PTX version feature the pipeline will pass "
           "(+ptx84; empty: the chip's default version)">,
  ];
}

def FlyNVVMExpandGpuOpsPass : Pass<"fly-nvvm-expand-gpu-ops"> {
  let summary = "Expand the gpu ops convert-gpu-to-nvvm cannot lower: "
                "subgroup reductions redux.sync cannot do, subgroup ids";
  let description = [{
    convert-gpu-to-nvvm turns a `gpu.subgroup_reduce` into one `redux.sync`
    only when it reduces a uniform i32 over the whole warp (add, and, or,
    xor, min, max); any other (f32, f16, a vector, a `cluster(size = N)`
    one, 64-bit values, a product, one not marked `uniform`) fails to
    legalize. This pass rewrites those ops with MLIR's own patterns first:
    values wider than 32 bits or vectors are broken into 32-bit pieces, and
    each piece is reduced by a butterfly of `gpu.shuffle xor` (5 steps for
    32 lanes, log2 N for a cluster of N), which convert-gpu-to-nvvm lowers
    to `shfl.sync.bfly`. Every lane gets the result. What `redux.sync` can
    do is left to it (one instruction). `gpu.subgroup_id` and
    `gpu.num_subgroups`, which convert-gpu-to-nvvm has no pattern for,
    become the linear thread id over 32 and the block's thread count over 32
    (rounded up). Run on the gpu.module (or anything holding it) before
    convert-gpu-to-nvvm; docs/reference/nvvm.md lists every gpu op the NVVM
    pipeline lowers.

    A maximum over clusters of 4 lanes: two butterfly steps (lane masks 1
    and 2) over the warp's 32 lanes.

    ```mlir
    // fly-opt --fly-nvvm-expand-gpu-ops
    gpu.module @k {
      gpu.func @max4(%x: f32) -> f32 {
        %s = gpu.subgroup_reduce maximumf %x cluster(size = 4) : (f32) -> f32
        gpu.return %s : f32
      }
    }
    ```

    ```mlir
    gpu.module @k {
      gpu.func @max4(%arg0: f32) -> f32 {
        %c1_i32 = arith.constant 1 : i32
        %c32_i32 = arith.constant 32 : i32
        %shuffleResult, %valid = gpu.shuffle  xor %arg0, %c1_i32, %c32_i32 : f32
        %0 = arith.maximumf %arg0, %shuffleResult : f32
        %c2_i32 = arith.constant 2 : i32
        %c32_i32_0 = arith.constant 32 : i32
        %shuffleResult_1, %valid_2 = gpu.shuffle  xor %0, %c2_i32, %c32_i32_0 : f32
        %1 = arith.maximumf %0, %shuffleResult_1 : f32
        gpu.return %1 : f32
      }
    }
    ```
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::vector::VectorDialect"];
}

def FlyNVVMMathFlagsPass : Pass<"fly-nvvm-math-flags"> {
  let summary = "Make the fast-math and flush-to-zero options reach the "
                "NVPTX backend";
  let description = [{
    MLIR 22's NVVM serialization records `#nvvm.target`'s `fast` and `ftz`
    flags but compiles the same PTX with or without them. This pass makes
    them take effect, as clang's CUDA options do: `fast-math` puts the
    `fast` fast-math flags on every floating-point LLVM op (the backend may
    then reassociate, contract and use approximate division), `ftz` sets
    `denormal_fp_math_f32 = "preserve-sign"` on every `llvm.func` (the
    backend then selects the `.ftz` forms of f32 instructions). Run inside
    `gpu.module(...)` after convert-gpu-to-nvvm.

    ```mlir
    // fly-opt --fly-nvvm-math-flags="fast-math=true ftz=true"
    gpu.module @k {
      llvm.func @f(%a: f32, %b: f32) -> f32 {
        %c = llvm.fadd %a, %b : f32
        llvm.return %c : f32
      }
    }
    ```

    ```mlir
    gpu.module @k {
      llvm.func @f(%arg0: f32, %arg1: f32) -> f32 attributes {denormal_fp_math_f32 = "preserve-sign"} {
        %0 = llvm.fadd %arg0, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
        llvm.return %0 : f32
      }
    }
    ```
  }];
  let options = [
    Option<"fastMath", "fast-math", "bool", "false",
           "Put the fast fast-math flags on every floating-point op">,
    Option<"ftz", "ftz", "bool", "false",
           "Flush f32 denormals to zero in every function">,
  ];
}

def FlyNVVMCheckLibdevicePass
    : Pass<"fly-nvvm-check-libdevice", "::mlir::ModuleOp"> {
  let summary = "Fail early when a kernel needs CUDA's libdevice and no CUDA "
                "toolkit provides it";
  let description = [{
    A `gpu.module` that declares `__nv_*` functions (e.g. `math.sin` lowered
    by convert-gpu-to-nvvm to `__nv_sinf`) can only be compiled with CUDA's
    `nvvm/libdevice/libdevice.10.bc` linked in; without it the PTX would
    call an undefined function. When `libdevice` is empty, reports the call,
    the library it needs, where Fly looked (`looked`) and how to point Fly
    at a CUDA toolkit. Kernels that need nothing compile without CUDA.

    ```mlir
    // fly-opt --fly-nvvm-check-libdevice
    // error: gpu.module 'k' calls '__nv_sinf', defined in CUDA's libdevice (nvvm/libdevice/libdevice.10.bc), which was not found
    gpu.module @k {
      llvm.func @__nv_sinf(f32) -> f32
    }
    ```
  }];
  let options = [
    Option<"libdevice", "libdevice", "std::string", "\"\"",
           "The libdevice.10.bc gpu-module-to-binary will link (empty: none)">,
    Option<"looked", "looked", "std::string", "\"\"",
           "Where Fly looked for it, for the message">,
  ];
}

def FlyNVVMEmitKernelsPass
    : Pass<"fly-nvvm-emit-kernels", "::mlir::ModuleOp"> {
  let summary = "Write each gpu.module's PTX (and cubin), and report its "
                "kernels' registers, spills and shared memory";
  let description = [{
    Compiles every `gpu.module` to PTX for each of its `#nvvm.target`s (the
    serialization gpu-module-to-binary performs, with the same toolkit) and,
    with `output-dir`, writes `<dir>/<module>.<chip>.ptx`. With `ptxas` (the
    path of a ptxas executable) it also assembles the PTX with `ptxas -v`,
    writes `<dir>/<module>.<chip>.cubin` and takes the report from ptxas.
    With `report`, prints one line per kernel to standard output: registers,
    spill stores and loads, stack frame and static shared memory bytes from
    `ptxas -v` (`source=ptxas`); without ptxas, the stack frame (the PTX
    local depot) and the static shared memory declared in the PTX (in the
    kernel and at module level), and `n/a` for what only ptxas knows
    (`source=ptx`). The module is left unchanged. A report line (the
    numbers are ptxas's):

    ```text
    kernel gemm_fma::gemm_fma chip=sm_90 regs=48 spill-stores=0 spill-loads=0 stack=0 smem=8192 barriers=1 source=ptxas
    ```

    fly-nvvm-pipeline runs it last with `report=true` or `output-dir=`
    (docs/pipeline.md); test/Target/NVVM checks the files and the report.
  }];
  let options = [
    Option<"outputDir", "output-dir", "std::string", "\"\"",
           "Directory for the .ptx and .cubin files (none: no files)">,
    Option<"report", "report", "bool", "false",
           "Print a one-line resource report per kernel">,
    Option<"ptxas", "ptxas", "std::string", "\"\"",
           "The ptxas executable (none: PTX only)">,
    Option<"ptxasOptions", "ptxas-options", "std::string", "\"\"",
           "More ptxas options, space-separated (gpu-module-to-binary's "
           "opts, e.g. -lineinfo)">,
    Option<"toolkit", "toolkit", "std::string", "\"\"",
           "The toolkit directory gpu-module-to-binary uses (libdevice)">,
  ];
}

#endif // FLY_TARGET_NVVM_PASSES_TD
