// The device form of fly.print reaches the ROCDL level: gpu.printf with the
// HIP runtime becomes the hostcall printf of the device library (__ockl_*),
// with the format as a NUL-terminated global. (Linking a binary needs ROCm's
// ockl bitcode, which this toolchain does not ship.)
// RUN: fly-opt --convert-fly-to-llvm %s \
// RUN: | fly-opt --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-rocdl{runtime=HIP}))' \
// RUN: | FileCheck %s

// CHECK: llvm.mlir.global internal constant @[[FMT:.*]]("a=%lld b=%f l=(2,4):(4,1)\0A\00")
// CHECK: llvm.func @kernel
// CHECK: llvm.call @__ockl_printf_begin
// CHECK: llvm.mlir.addressof @[[FMT]]
// CHECK: llvm.call @__ockl_printf_append_string_n
// CHECK: llvm.call @__ockl_printf_append_args
// CHECK-NOT: fly.print
// CHECK-NOT: gpu.printf
gpu.module @m {
  gpu.func @kernel(%a: i32, %b: f32) kernel {
    %l = fly.static : !fly.layout<(2,4):(4,1)>
    fly.print(%a, %b, %l) {format = "a={} b={} l={}"} : (i32, f32, !fly.layout<(2,4):(4,1)>) -> ()
    gpu.return
  }
}
