// The NVVM pipeline with checks=true: the layout lowering's runtime checks
// reach PTX as a vprintf of the message with the divisor's value, then
// __assertfail (which prints the assertion and traps), both on the path where
// the divisor is zero; the division is on the other path. checks=false (the
// default) leaves neither. The PTX assembles with ptxas.
// RUN: rm -rf %t.on %t.off %t.empty && mkdir -p %t.empty
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_90 checks=true output-dir=%t.on" -o /dev/null
// RUN: FileCheck %s --input-file=%t.on/kernels.sm_90.ptx
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_90 output-dir=%t.off" -o /dev/null
// RUN: FileCheck %s --input-file=%t.off/kernels.sm_90.ptx --check-prefix=OFF
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.on/kernels.sm_90.ptx -o %t.cubin %}

// CHECK: .extern .func __assertfail
// CHECK: .extern .func {{.*}} vprintf
// CHECK: .visible .entry div(
// CHECK: setp.ne.b32 [[P:%p[0-9]+]], [[B:%r[0-9]+]], 0;
// CHECK: @[[P]] bra [[OK:\$L__BB0_[0-9]+]];
// CHECK: [[OK]]:
// CHECK: div.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, [[B]];
// CHECK: call.uni (retval0), vprintf,
// CHECK: call.uni __assertfail,

// OFF-NOT: vprintf
// OFF-NOT: __assertfail
// OFF: div.s32
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @div(%a: i32, %b: i32, %out: !llvm.ptr) kernel {
      %x = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<?>
      %y = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<?>
      %z = fly.int_tuple_div(%x, %y) : (!fly.int_tuple<?>, !fly.int_tuple<?>) -> !fly.int_tuple<?>
      %v = fly.get_scalar(%z) : (!fly.int_tuple<?>) -> i32
      llvm.store %v, %out : i32, !llvm.ptr
      gpu.return
    }
  }
}
