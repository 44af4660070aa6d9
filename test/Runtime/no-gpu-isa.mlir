// A gpu.binary in assembly form (format=isa) makes the host code load it
// with mgpuModuleLoadJIT, which HIP cannot do: the wrapper says so and how to
// compile instead, and the launch that follows reports the missing module.
// REQUIRES: hip-runtime, no-amd-gpu, no-sanitize
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=isa" | %mlir_runner -e main --entry-point-result=void --shared-libs=%fly_hip_runtime 2>&1 | FileCheck %s

// CHECK: fly-hip-runtime: mgpuModuleLoadJIT: HIP cannot load assembly; compile with format=fatbin or format=bin
// CHECK: fly-hip-runtime: mgpuModuleGetFunction: no module (an earlier call failed)
// CHECK: fly-hip-runtime: mgpuLaunchKernel: no kernel function (an earlier call failed)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @noop(%p: !fly.ptr<f32, global>) kernel {
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %z = llvm.mlir.zero : !llvm.ptr<1>
    %p = builtin.unrealized_conversion_cast %z : !llvm.ptr<1> to !fly.ptr<f32, global>
    gpu.launch_func @kernels::@noop blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%p : !fly.ptr<f32, global>)
    return
  }
}
