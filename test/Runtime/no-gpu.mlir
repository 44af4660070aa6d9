// The host path end to end without a GPU: a host function allocates with
// gpu.alloc, launches a Fly kernel with gpu.launch_func async and frees; the
// pipeline lowers it with the upstream gpu-to-llvm, mlir-runner executes it
// with the HIP runtime wrappers (lib/Runtime). With no AMD GPU every mgpu
// call reports a clear error (one explanation first) and the program ends
// normally: no crash, exit code 0.
// REQUIRES: hip-runtime, no-amd-gpu, no-sanitize, ld.lld
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942" | %mlir_runner -e main --entry-point-result=void --shared-libs=%fly_hip_runtime 2>&1 | FileCheck %s

// CHECK: fly-hip-runtime: no AMD GPU is available (hipGetDeviceCount: {{.*}}); GPU calls will report errors and do nothing
// The binary is loaded by a constructor, then main runs.
// CHECK-NEXT: fly-hip-runtime: mgpuModuleLoad: hipModuleLoadData failed: hipError{{.*}}
// CHECK-NEXT: fly-hip-runtime: mgpuStreamCreate: hipStreamCreate failed: hipError{{.*}}
// CHECK-NEXT: fly-hip-runtime: mgpuMemAlloc: hipMalloc failed: hipError{{.*}}
// CHECK-NEXT: fly-hip-runtime: mgpuModuleGetFunction: no module (an earlier call failed)
// CHECK-NEXT: fly-hip-runtime: mgpuLaunchKernel: no kernel function (an earlier call failed)
// CHECK-NEXT: fly-hip-runtime: mgpuMemFree: no allocation (an earlier call failed)
// CHECK-NEXT: fly-hip-runtime: mgpuStreamSynchronize: no stream (an earlier call failed)
// CHECK-NEXT: fly-hip-runtime: mgpuStreamDestroy: no stream (an earlier call failed)
// CHECK-NEXT: fly-hip-runtime: mgpuModuleUnload: no module (an earlier call failed)
// CHECK-NOT: {{.}}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%p: !fly.ptr<f32, global>) kernel {
      %x = fly.ptr.load(%p) : (!fly.ptr<f32, global>) -> f32
      %y = arith.addf %x, %x : f32
      fly.ptr.store(%y, %p) : (f32, !fly.ptr<f32, global>) -> ()
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %t0 = gpu.wait async
    %buf, %t1 = gpu.alloc async [%t0] () : memref<64xf32>
    %pi = memref.extract_aligned_pointer_as_index %buf : memref<64xf32> -> index
    %pi64 = arith.index_cast %pi : index to i64
    %lp = llvm.inttoptr %pi64 : i64 to !llvm.ptr<1>
    %p = builtin.unrealized_conversion_cast %lp : !llvm.ptr<1> to !fly.ptr<f32, global>
    %t2 = gpu.launch_func async [%t1] @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%p : !fly.ptr<f32, global>)
    %t3 = gpu.dealloc async [%t2] %buf : memref<64xf32>
    gpu.wait [%t3]
    return
  }
}
