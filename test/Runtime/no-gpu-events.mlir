// The rest of the mgpu* surface without a GPU: default device, allocations
// on two streams joined through events (gpu-to-llvm makes an event per extra
// dependency), 32- and 16-bit memsets, frees. Each call reports its HIP
// failure or the missing handle from the earlier failure, in program order;
// the program ends normally (exit code 0).
// REQUIRES: hip-runtime, no-amd-gpu, no-sanitize, ld.lld
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942" | %mlir_runner -e main --entry-point-result=void --shared-libs=%fly_hip_runtime 2>&1 | FileCheck %s

// CHECK: fly-hip-runtime: no AMD GPU is available
// CHECK-NEXT: fly-hip-runtime: mgpuSetDefaultDevice: hipSetDevice failed: hipError{{.*}}
// CHECK-NEXT: fly-hip-runtime: mgpuStreamCreate: hipStreamCreate failed: hipError{{.*}}
// CHECK-NEXT: fly-hip-runtime: mgpuMemAlloc: hipMalloc failed: hipError{{.*}}
// CHECK-NEXT: fly-hip-runtime: mgpuStreamCreate: hipStreamCreate failed: hipError{{.*}}
// CHECK-NEXT: fly-hip-runtime: mgpuMemAlloc: hipMalloc failed: hipError{{.*}}
// CHECK-NEXT: fly-hip-runtime: mgpuMemAlloc: hipMalloc failed: hipError{{.*}}
// CHECK-NEXT: fly-hip-runtime: mgpuMemset32: no destination (an earlier call failed)
// CHECK-NEXT: fly-hip-runtime: mgpuEventCreate: hipEventCreateWithFlags failed: hipError{{.*}}
// CHECK-NEXT: fly-hip-runtime: mgpuEventRecord: no event (an earlier call failed)
// CHECK-NEXT: fly-hip-runtime: mgpuMemset16: no destination (an earlier call failed)
// CHECK-NEXT: fly-hip-runtime: mgpuEventCreate: hipEventCreateWithFlags failed: hipError{{.*}}
// CHECK-NEXT: fly-hip-runtime: mgpuEventRecord: no event (an earlier call failed)
// CHECK-NEXT: fly-hip-runtime: mgpuStreamCreate: hipStreamCreate failed: hipError{{.*}}
// CHECK-NEXT: fly-hip-runtime: mgpuStreamWaitEvent: no stream (an earlier call failed)
// CHECK-NEXT: fly-hip-runtime: mgpuStreamWaitEvent: no stream (an earlier call failed)
// CHECK-NEXT: fly-hip-runtime: mgpuEventDestroy: no event (an earlier call failed)
// CHECK-NEXT: fly-hip-runtime: mgpuEventDestroy: no event (an earlier call failed)
// CHECK-NEXT: fly-hip-runtime: mgpuMemFree: no allocation (an earlier call failed)
// CHECK-NEXT: fly-hip-runtime: mgpuMemFree: no allocation (an earlier call failed)
// CHECK-NEXT: fly-hip-runtime: mgpuMemFree: no allocation (an earlier call failed)
// CHECK-NEXT: fly-hip-runtime: mgpuStreamSynchronize: no stream (an earlier call failed)
// CHECK-NEXT: fly-hip-runtime: mgpuStreamDestroy: no stream (an earlier call failed)
// CHECK-NOT: {{.}}
module attributes {gpu.container_module} {
  func.func @main() {
    %c0 = arith.constant 0 : i32
    %f = arith.constant 1.0 : f32
    %h = arith.constant 2.0 : f16
    gpu.set_default_device %c0
    %s1 = gpu.wait async
    %x, %s2 = gpu.alloc async [%s1] () : memref<64xf32>
    %s3 = gpu.wait async
    %y, %s4 = gpu.alloc async [%s3] () : memref<64xf32>
    %z, %s4b = gpu.alloc async [%s4] () : memref<64xf16>
    %s5 = gpu.memset async [%s2] %x, %f : memref<64xf32>, f32
    %s5b = gpu.memset async [%s4b] %z, %h : memref<64xf16>, f16
    %s6 = gpu.wait async [%s5, %s5b]
    %s7 = gpu.dealloc async [%s6] %x : memref<64xf32>
    %s8 = gpu.dealloc async [%s7] %y : memref<64xf32>
    %s9 = gpu.dealloc async [%s8] %z : memref<64xf16>
    gpu.wait [%s9]
    return
  }
}
