// RUN: fly-opt %s --fly-layout-lowering --canonicalize -split-input-file | FileCheck %s
// fly.copy and fly.gemm are unrolled into atom calls on slices of their
// views; the slices lower to add_offset + make_view.

// A 4x8 row-major f16 tile partitioned for thread t by the tiled copy of
// docs/reference/algebra.md#tv-layouts (TV ((2,2),2):((4,1),2) over
// [2:1|4:1]): each thread
// holds ((2,1),2,2):((1,0),16,4): two contiguous values per atom call and a
// 2x2 rest with strides (16,4). The thread's base is (t%2)*2 + (t/2)*8 and
// the four calls start at rest offsets 0, 16, 4, 20 (first rest mode
// fastest), each copying one (2,1):(1,0) pair: add_offset(add_offset(base,
// thread part), static part), the canonical offset form.
// CHECK-LABEL: func.func @copy_tiled(
// CHECK: fly.copy_atom_call(%{{.*}}, %{{.*}}, %{{.*}}) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.memref<f16, generic, (2,1):(1,0), align<4>>, !fly.memref<f16, generic, (2,1):(1,0), align<4>>) -> ()
// CHECK: fly.make_int_tuple() : () -> !fly.int_tuple<16>
// CHECK: fly.copy_atom_call
// CHECK: fly.make_int_tuple() : () -> !fly.int_tuple<4>
// CHECK: fly.copy_atom_call
// CHECK: fly.make_int_tuple() : () -> !fly.int_tuple<20>
// CHECK: fly.copy_atom_call
// CHECK-NOT: fly.copy(
func.func @copy_tiled(%p: !fly.ptr<f16, generic, align<16>>, %q: !fly.ptr<f16, generic, align<16>>, %t: i32) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 16>
  %tv = fly.static : !fly.layout<((2,2),2):((4,1),2)>
  %tile = fly.static : !fly.tile<[2:1|4:1]>
  %tc = fly.make_tiled_copy(%atom, %tv, %tile) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
  %st = fly.make_int_tuple() : () -> !fly.int_tuple<(8,1)>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(8,1)>) -> !fly.layout<(4,8):(8,1)>
  %vs = fly.make_view(%p, %l) : (!fly.ptr<f16, generic, align<16>>, !fly.layout<(4,8):(8,1)>) -> !fly.memref<f16, generic, (4,8):(8,1), align<16>>
  %vd = fly.make_view(%q, %l) : (!fly.ptr<f16, generic, align<16>>, !fly.layout<(4,8):(8,1)>) -> !fly.memref<f16, generic, (4,8):(8,1), align<16>>
  %tid = fly.make_int_tuple(%t) : (i32) -> !fly.int_tuple<?>
  %s = fly.tiled_copy.partition_src(%tc, %vs, %tid) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>, !fly.memref<f16, generic, (4,8):(8,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f16, generic, ((2,1),2,2):((1,0),16,4), align<4>>
  %d = fly.tiled_copy.partition_dst(%tc, %vd, %tid) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>, !fly.memref<f16, generic, (4,8):(8,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f16, generic, ((2,1),2,2):((1,0),16,4), align<4>>
  fly.copy(%tc, %s, %d) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>, !fly.memref<f16, generic, ((2,1),2,2):((1,0),16,4), align<4>>, !fly.memref<f16, generic, ((2,1),2,2):((1,0),16,4), align<4>>) -> ()
  return
}

// -----

// gemm of (1,2,2) a, (1,2,2) b into (1,2,2) c/d fragments with the FMA atom:
// M = N = K = 2, eight calls in the order mnk (k innermost); the first k step
// reads c, the second d (CuTe's accumulation). The fragments are
// column-major (1,2,2):(0,1,2), so (m,k) is at m + 2k, (n,k) at n + 2k,
// (m,n) at m + 2n.
// CHECK-LABEL: func.func @gemm_fma(
// CHECK-COUNT-8: fly.mma_atom_call
// CHECK-NOT: fly.gemm
func.func @gemm_fma(%pd: !fly.ptr<f32, register>, %pa: !fly.ptr<f32, register>, %pb: !fly.ptr<f32, register>, %pc: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
  %s = fly.make_int_tuple() : () -> !fly.int_tuple<(1,2,2)>
  %t = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1,2)>
  %l = fly.make_layout(%s, %t) : (!fly.int_tuple<(1,2,2)>, !fly.int_tuple<(0,1,2)>) -> !fly.layout<(1,2,2):(0,1,2)>
  %d = fly.make_view(%pd, %l) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !fly.memref<f32, register, (1,2,2):(0,1,2)>
  %a = fly.make_view(%pa, %l) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !fly.memref<f32, register, (1,2,2):(0,1,2)>
  %b = fly.make_view(%pb, %l) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !fly.memref<f32, register, (1,2,2):(0,1,2)>
  %c = fly.make_view(%pc, %l) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !fly.memref<f32, register, (1,2,2):(0,1,2)>
  fly.gemm(%atom, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order mnk>} : (!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.memref<f32, register, (1,2,2):(0,1,2)>, !fly.memref<f32, register, (1,2,2):(0,1,2)>, !fly.memref<f32, register, (1,2,2):(0,1,2)>, !fly.memref<f32, register, (1,2,2):(0,1,2)>) -> ()
  return
}
