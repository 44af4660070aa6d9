// Host side: a host function launches a Fly kernel with gpu.launch_func
// async; the upstream gpu-to-llvm lowering takes the launch stream from the
// async token (mgpuStreamCreate for gpu.wait async), the !fly.ptr argument
// reaches the launch as a device pointer, and the fatbin is embedded and
// loaded by a constructor. mlir-translate turns the result into LLVM IR.
// REQUIRES: ld.lld
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942" | mlir-translate --mlir-to-llvmir | FileCheck %s

// CHECK: @kernels_binary = internal constant [{{[0-9]+}} x i8] c"\7FELF
// CHECK: define void @launch(ptr addrspace(1) %[[P:[0-9]+]], i32 %[[N:[0-9]+]])
// CHECK: %[[S:[0-9]+]] = call ptr @mgpuStreamCreate()
// CHECK: store ptr addrspace(1) %[[P]], ptr
// CHECK: store i32 %[[N]], ptr
// CHECK: %[[F:[0-9]+]] = call ptr @mgpuModuleGetFunction(ptr %{{[0-9]+}}, ptr @kernels_scale_name)
// CHECK: call void @mgpuLaunchKernel(ptr %[[F]], i64 2, i64 1, i64 1, i64 64, i64 1, i64 1, i32 0, ptr %[[S]], ptr %{{[0-9]+}}, ptr null, i64 2)
// CHECK: call void @mgpuStreamSynchronize(ptr %[[S]])
// CHECK: call void @mgpuStreamDestroy(ptr %[[S]])
// CHECK: call ptr @mgpuModuleLoad(ptr @kernels_binary, i64 {{[0-9]+}})
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%p: !fly.ptr<f32, global>, %n: i32) kernel {
      %x = fly.ptr.load(%p) : (!fly.ptr<f32, global>) -> f32
      %y = arith.addf %x, %x : f32
      fly.ptr.store(%y, %p) : (f32, !fly.ptr<f32, global>) -> ()
      gpu.return
    }
  }
  func.func @launch(%p: !fly.ptr<f32, global>, %n: i32) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@scale blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1) args(%p : !fly.ptr<f32, global>, %n : i32)
    gpu.wait [%t1]
    return
  }
}
