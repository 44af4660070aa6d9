// RUN: rm -rf %t.out
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=isa output-dir=%t.out" -o /dev/null
// RUN: FileCheck %s < %t.out/kernels.gfx942.s
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx950 format=isa output-dir=%t.out" -o /dev/null
// RUN: FileCheck %s < %t.out/kernels.gfx950.s

// Through the whole pipeline, a kernel's fast exp2 is one v_exp_f32, with no
// OCML range reduction (no v_ldexp_f32, no compare against its thresholds)
// and no device library, which this test does not provide.
gpu.module @kernels {
  gpu.func @softmax_exp(%p: !llvm.ptr<1>) kernel {
    %x = llvm.load %p : !llvm.ptr<1> -> f32
    %e = math.exp2 %x fastmath<fast> : f32
    llvm.store %e, %p : f32, !llvm.ptr<1>
    gpu.return
  }
  gpu.func @norm_rsqrt(%p: !llvm.ptr<1>) kernel {
    %x = llvm.load %p : !llvm.ptr<1> -> f32
    %r = math.rsqrt %x fastmath<fast> : f32
    llvm.store %r, %p : f32, !llvm.ptr<1>
    gpu.return
  }
  gpu.func @afn_rsqrt(%p: !llvm.ptr<1>) kernel {
    %x = llvm.load %p : !llvm.ptr<1> -> f32
    %r = math.rsqrt %x fastmath<afn> : f32
    llvm.store %r, %p : f32, !llvm.ptr<1>
    gpu.return
  }
}
// CHECK-LABEL: softmax_exp:
// CHECK: v_exp_f32
// CHECK-NOT: v_ldexp_f32
// CHECK-NOT: v_cmp
// CHECK: s_endpgm

// A fast rsqrt is one v_rsq_f32, without OCML's denormal scaling (v_ldexp_f32
// and the compare that picks the scale). With afn alone LLVM may not fuse the
// division into the root (that takes the other fast flags too): v_sqrt_f32
// and v_rcp_f32, still without the scaling.
// CHECK-LABEL: norm_rsqrt:
// CHECK: v_rsq_f32
// CHECK-NOT: v_ldexp_f32
// CHECK-NOT: v_cmp
// CHECK-NOT: v_sqrt
// CHECK-NOT: v_rcp
// CHECK: s_endpgm
// CHECK-LABEL: afn_rsqrt:
// CHECK: v_sqrt_f32
// CHECK-NEXT: v_rcp_f32
// CHECK-NOT: v_ldexp_f32
// CHECK-NOT: v_cmp
// CHECK: s_endpgm
