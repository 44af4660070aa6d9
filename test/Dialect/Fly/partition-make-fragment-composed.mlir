// RUN: fly-opt %s | FileCheck %s
// fly.mma.make_fragment of a memref with a composed (swizzled) layout: as in
// CuTe's partition_fragment_A/B of a swizzled shared-memory tile (the usual
// case): make_fragment_like of a composed layout is make_fragment_like of its
// outer layout, so the register fragment is the same as for the plain
// (8,8):(1,8) tile (partition-ops.mlir): (1,4,8):(0,1,4).

!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>

// CHECK-LABEL: func.func @make_fragment_swizzled
func.func @make_fragment_swizzled(%tm: !tm, %m: !fly.memref<f32, shared, S<1,1,1> o 0 o (8,8):(1,8)>) {
  // CHECK: fly.mma.make_fragment(a, {{.*}}) -> !fly.memref<f32, register, (1,4,8):(0,1,4)>
  %f = fly.mma.make_fragment(a, %tm, %m) : (!tm, !fly.memref<f32, shared, S<1,1,1> o 0 o (8,8):(1,8)>) -> !fly.memref<f32, register, (1,4,8):(0,1,4)>
  return
}
