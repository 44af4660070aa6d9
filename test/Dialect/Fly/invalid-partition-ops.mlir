// RUN: fly-opt %s -split-input-file -verify-diagnostics
// Negative tests of the partitioning ops. When type
// inference fails MLIR reports the specific error and then "failed to infer
// returned types" at the same op.

!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
// A stage count must be positive.
func.func @make_fragment_stages_zero(%tm: !tm, %m: !fly.memref<f32, global, (8,8):(1,8)>) {
  // expected-error @+2 {{stages = 0 must be positive}}
  // expected-error @+1 {{failed to infer returned types}}
  %f = fly.mma.make_fragment(c, %tm, %m, stages = 0) : (!tm, !fly.memref<f32, global, (8,8):(1,8)>) -> !fly.memref<f32, register, (1,4,4):(0,1,4)>
  return
}

// -----

!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
func.func @make_fragment_stages_negative(%tm: !tm, %m: !fly.memref<f32, global, (8,8):(1,8)>) {
  // expected-error @+2 {{stages = -1 must be positive}}
  // expected-error @+1 {{failed to infer returned types}}
  %f = fly.mma.make_fragment(c, %tm, %m, stages = -1) : (!tm, !fly.memref<f32, global, (8,8):(1,8)>) -> !fly.memref<f32, register, (1,4,4):(0,1,4)>
  return
}

// -----

!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
// stages = 2 appends a stage mode: (1,4,4,2):(0,1,4,16), not (1,4,4).
func.func @make_fragment_stages_dropped(%tm: !tm, %m: !fly.memref<f32, global, (8,8):(1,8)>) {
  // expected-error @+2 {{inferred type(s) '!fly.memref<f32, register, (1,4,4,2):(0,1,4,16)>' are incompatible with return type(s) of operation '!fly.memref<f32, register, (1,4,4):(0,1,4)>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %f = fly.mma.make_fragment(c, %tm, %m, stages = 2) : (!tm, !fly.memref<f32, global, (8,8):(1,8)>) -> !fly.memref<f32, register, (1,4,4):(0,1,4)>
  return
}

// -----

!tc = !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
// A partition takes a view, not a bare layout.
func.func @partition_of_layout(%tc: !tc, %l: !fly.layout<(2,4):(4,1)>, %t: !fly.int_tuple<0>) {
  // expected-error @+1 {{operand #1 must be !fly.coord_tensor<base, L> or !fly.memref<E, AS, L[, align<N>][, S<m,b,s>]>, but got '!fly.layout<(2,4):(4,1)>'}}
  %p = fly.tiled_copy.partition_src(%tc, %l, %t) : (!tc, !fly.layout<(2,4):(4,1)>, !fly.int_tuple<0>) -> !fly.layout<(2,4):(4,1)>
  return
}

// -----

!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
func.func @mma_partition_of_int_tuple(%tm: !tm, %x: !fly.int_tuple<(8,8)>, %t: !fly.int_tuple<0>) {
  // expected-error @+1 {{operand #1 must be !fly.coord_tensor<base, L> or !fly.memref<E, AS, L[, align<N>][, S<m,b,s>]>, but got '!fly.int_tuple<(8,8)>'}}
  %p = fly.tiled_mma.partition(c, %tm, %x, %t) : (!tm, !fly.int_tuple<(8,8)>, !fly.int_tuple<0>) -> !fly.int_tuple<(8,8)>
  return
}

// -----

!tc = !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
// Thread 1 starts at element 2 = 4 bytes: the result is only 4-byte aligned.
func.func @partition_wrong_alignment(%tc: !tc, %m: !fly.memref<f16, global, (2,4):(4,1), align<16>>, %t: !fly.int_tuple<1>) {
  // expected-error @+2 {{inferred type(s) '!fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<4>>' are incompatible with return type(s) of operation '!fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<16>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %p = fly.tiled_copy.partition_src(%tc, %m, %t) : (!tc, !fly.memref<f16, global, (2,4):(4,1), align<16>>, !fly.int_tuple<1>) -> !fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<16>>
  return
}

// -----

!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
// The thread index is one integer.
func.func @mma_partition_tuple_thread(%tm: !tm, %m: !fly.memref<f32, global, (8,8):(1,8)>, %t: !fly.int_tuple<(0,1)>) {
  // expected-error @+2 {{thread index (0,1) must be an integer}}
  // expected-error @+1 {{failed to infer returned types}}
  %p = fly.tiled_mma.partition(c, %tm, %m, %t) : (!tm, !fly.memref<f32, global, (8,8):(1,8)>, !fly.int_tuple<(0,1)>) -> !fly.memref<f32, global, (1,4,4):(0,2,16)>
  return
}

// -----

!tc = !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
// retile works on plain register layouts only.
func.func @retile_composed(%tc: !tc, %m: !fly.memref<f16, register, S<1,1,1> o 0 o (2,2,2):(1,2,4)>) {
  // expected-error @+2 {{retile needs a memref with a plain layout}}
  // expected-error @+1 {{failed to infer returned types}}
  %p = fly.tiled_copy.retile(%tc, %m) : (!tc, !fly.memref<f16, register, S<1,1,1> o 0 o (2,2,2):(1,2,4)>) -> !fly.memref<f16, register, ((2,1),2,2):((1,0),2,4)>
  return
}
