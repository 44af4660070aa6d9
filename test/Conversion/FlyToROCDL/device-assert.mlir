// convert-fly-to-rocdl makes a cf.assert in device code a trap taken when its
// condition is false: AMDGPU has no abort to call (the LLVM conversion's
// lowering of cf.assert), and this is how fly-layout-lowering's runtime
// checks stop a kernel after printing their message. A host cf.assert is left
// to the LLVM conversion.
// RUN: fly-opt %s --fly-layout-lowering --convert-fly-to-rocdl="chip=gfx942" | FileCheck %s
// The whole AMD pipeline with runtime checks, to LLVM: the message goes
// through the device library's printf (hostcall), then the trap.
// RUN: fly-opt %s --fly-lower-to-llvm="chip=gfx942 checks=true" | FileCheck %s --check-prefix=PIPE

// CHECK-LABEL: gpu.func @kernel(
// CHECK-SAME: %[[OK:[a-z0-9]+]]: i1
// CHECK-NOT: cf.assert
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: %[[BAD:.*]] = arith.xori %[[OK]], %[[TRUE]] : i1
// CHECK-NEXT: scf.if %[[BAD]] {
// CHECK-NEXT: llvm.intr.trap
// CHECK-NEXT: }
// CHECK-NEXT: gpu.return
// CHECK-LABEL: func.func @host(
// CHECK: cf.assert %{{.*}}, "host check"
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%ok: i1) kernel {
      cf.assert %ok, "device check"
      gpu.return
    }
    // PIPE-LABEL: llvm.func @div_kernel(
    // PIPE: llvm.call @__ockl_printf_begin(
    // PIPE: llvm.intr.trap
    // PIPE: llvm.sdiv
    gpu.func @div_kernel(%a: i32, %b: i32, %out: !llvm.ptr) kernel {
      %x = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<?>
      %y = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<?>
      %z = fly.int_tuple_div(%x, %y) : (!fly.int_tuple<?>, !fly.int_tuple<?>) -> !fly.int_tuple<?>
      %v = fly.get_scalar(%z) : (!fly.int_tuple<?>) -> i32
      llvm.store %v, %out : i32, !llvm.ptr
      gpu.return
    }
  }
  func.func @host(%ok: i1) {
    cf.assert %ok, "host check"
    return
  }
}
