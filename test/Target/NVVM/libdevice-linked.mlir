// With a CUDA toolkit, libdevice is linked: __nv_sinf's body is compiled into
// the PTX, which declares and calls no external function, and ptxas
// assembles the cubin.
// REQUIRES: ptxas
// RUN: fly-opt %S/libdevice.mlir --fly-nvvm-pipeline="chip=sm_90 cuda-path=%cuda_path" | FileCheck %s
// RUN: fly-opt %S/libdevice.mlir --fly-nvvm-pipeline="chip=sm_90 cuda-path=%cuda_path format=bin" | FileCheck %s --check-prefix=BIN
// CHECK: gpu.binary @trig
// CHECK-SAME: .visible .entry sine(
// CHECK-NOT: .extern
// CHECK-NOT: call.uni
// CHECK-SAME: ">]
// BIN: gpu.binary @trig  [#gpu.object<#nvvm.target<chip = "sm_90">, {{.*}}bin = "\7FELF
