// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// Thread-value layouts of fly_nvvm.wgmma (lib/Dialect/FlyNVVM/IR/
// WgmmaPayload.cpp), checked through type inference of
// tiled_mma.partition_shape, tiled_mma.partition and mma.make_fragment. Each
// op states its result type, which the op's inference must reproduce; every
// expected type below is derived by hand in the comment above it from the
// PTX ISA's wgmma fragment description ("Register Fragments and Shared
// Memory Matrix Layouts" of the wgmma section, .m64nNk16) and from CuTe's
// partitioning rules (cute/atom/mma_atom.hpp: thrfrg_A/B/C, partition_A/B/C,
// partition_shape_*, partition_fragment_*; make_fragment_like and
// make_ordered_layout of cute/layout.hpp).
//
// The atom, for a warpgroup of 128 threads (thread l = lane + 32 w, lane =
// t + 4 g with t = lane % 4, g = lane / 4, w the warp):
//   C (64 x N, column-major index m + 64 n): value v of thread l is at row
//     16w + g + 8 ((v/2) % 2), column 2t + v % 2 + 8 (v/4):
//     ((4,8,4),(2,2,N/8)):((128,1,16),(64,8,512)): t moves two columns
//     (128), g one row (1), w sixteen rows (16); v0 one column (64), v1
//     eight rows (8), v2 eight columns (512).
//   A in registers (64 x 16, index m + 64 k): the same spread with k for n,
//     eight values: ((4,8,4),(2,2,2)):((128,1,16),(64,8,512)).
//   A in shared memory (64 x 16) and B (N x 16, index n + N k): not split
//     over the threads, every thread's part is the whole tile:
//     (128,(64,16)):(0,(1,64)) and (128,(N,16)):(0,(1,N)).
//
// Conventions: partition_shape is (FrgV, Rest0, Rest1) with FrgV the value
// mode of the operand layout and Rest_i = extent_i / (atom extent_i * atom
// count_i). Partitioning an identity coordinate tensor shows where a
// thread's values are: the base is the coordinate of its value 0, value
// strides are basis vectors (1E0 one row (or n for B), 1E1 one column (k
// for A and B)); static size-1 modes print stride 0. A memref partition
// moves the pointer by the thread's offset (the alignment is the gcd of
// the old one and the offset in bytes).

!single = !fly.layout<(1,1,1):(0,0,0)>
!two_m = !fly.layout<(2,1,1):(1,0,0)>

!ss128 = !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (bf16, bf16) -> f32, a = smem>>
!t128 = !fly.tiled_mma<!ss128, !single>
!t128x2 = !fly.tiled_mma<!ss128, !two_m>
!rs64 = !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> f16, a = reg>>
!t64r = !fly.tiled_mma<!rs64, !single>
!rs8 = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = reg>>
!t8r = !fly.tiled_mma<!rs8, !single>
!ss256 = !fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (f16, f16) -> f32, a = smem>>
!t256 = !fly.tiled_mma<!ss256, !single>

//===----------------------------------------------------------------------===//
// partition_shape
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @shapes
func.func @shapes(%t: !t128, %r: !t64r, %r8: !t8r, %w: !t256) {
  %mn64x128 = fly.static : !fly.int_tuple<(64,128)>
  %mn128x256 = fly.static : !fly.int_tuple<(128,256)>
  %mk64x16 = fly.static : !fly.int_tuple<(64,16)>
  %mk64x64 = fly.static : !fly.int_tuple<(64,64)>
  %mk128x64 = fly.static : !fly.int_tuple<(128,64)>
  %nk128x16 = fly.static : !fly.int_tuple<(128,16)>
  %nk256x64 = fly.static : !fly.int_tuple<(256,64)>
  %mn64x8 = fly.static : !fly.int_tuple<(64,8)>
  %mn64x256 = fly.static : !fly.int_tuple<(64,256)>
  // C of 64x128 (the description's example): FrgV (2,2,128/8 = 16), one
  // atom along M and N.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(64,128)>) -> !fly.int_tuple<((2,2,16),1,1)>
  %c0 = fly.tiled_mma.partition_shape(c, %t, %mn64x128) : (!t128, !fly.int_tuple<(64,128)>) -> !fly.int_tuple<((2,2,16),1,1)>
  // C of 128x256: 128/64 = 2 along M, 256/128 = 2 along N.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(128,256)>) -> !fly.int_tuple<((2,2,16),2,2)>
  %c1 = fly.tiled_mma.partition_shape(c, %t, %mn128x256) : (!t128, !fly.int_tuple<(128,256)>) -> !fly.int_tuple<((2,2,16),2,2)>
  // Shared A: FrgV is the whole (64,16) tile. 64x64: K 64/16 = 4;
  // 128x64: M 2, K 4.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(64,16)>) -> !fly.int_tuple<((64,16),1,1)>
  %a0 = fly.tiled_mma.partition_shape(a, %t, %mk64x16) : (!t128, !fly.int_tuple<(64,16)>) -> !fly.int_tuple<((64,16),1,1)>
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(64,64)>) -> !fly.int_tuple<((64,16),1,4)>
  %a1 = fly.tiled_mma.partition_shape(a, %t, %mk64x64) : (!t128, !fly.int_tuple<(64,64)>) -> !fly.int_tuple<((64,16),1,4)>
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(128,64)>) -> !fly.int_tuple<((64,16),2,4)>
  %a2 = fly.tiled_mma.partition_shape(a, %t, %mk128x64) : (!t128, !fly.int_tuple<(128,64)>) -> !fly.int_tuple<((64,16),2,4)>
  // B (N,K): FrgV (128,16); 256x64: N 256/128 = 2, K 4.
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(128,16)>) -> !fly.int_tuple<((128,16),1,1)>
  %b0 = fly.tiled_mma.partition_shape(b, %t, %nk128x16) : (!t128, !fly.int_tuple<(128,16)>) -> !fly.int_tuple<((128,16),1,1)>
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(256,64)>) -> !fly.int_tuple<((128,16),2,4)>
  %b1 = fly.tiled_mma.partition_shape(b, %t, %nk256x64) : (!t128, !fly.int_tuple<(256,64)>) -> !fly.int_tuple<((128,16),2,4)>
  // Register A: eight values (2,2,2); 128x64: M 2, K 4.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(64,16)>) -> !fly.int_tuple<((2,2,2),1,1)>
  %ra0 = fly.tiled_mma.partition_shape(a, %r, %mk64x16) : (!t64r, !fly.int_tuple<(64,16)>) -> !fly.int_tuple<((2,2,2),1,1)>
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(128,64)>) -> !fly.int_tuple<((2,2,2),2,4)>
  %ra1 = fly.tiled_mma.partition_shape(a, %r, %mk128x64) : (!t64r, !fly.int_tuple<(128,64)>) -> !fly.int_tuple<((2,2,2),2,4)>
  // The register-A atom's B is still the shared (N,16) tile: (64,16).
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(64,64)>) -> !fly.int_tuple<((64,16),1,4)>
  %rb0 = fly.tiled_mma.partition_shape(b, %r, %mk64x64) : (!t64r, !fly.int_tuple<(64,64)>) -> !fly.int_tuple<((64,16),1,4)>
  // Its f16 accumulator has the f32 one's spread: 64/8 = 8 column blocks.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(128,64)>) -> !fly.int_tuple<((2,2,8),2,1)>
  %rc0 = fly.tiled_mma.partition_shape(c, %r, %mk128x64) : (!t64r, !fly.int_tuple<(128,64)>) -> !fly.int_tuple<((2,2,8),2,1)>
  // N = 8, the smallest: N/8 = 1 column block, FrgV (2,2,1) (CuTe's
  // CLayout_64x8 writes it (2,2); the same values).
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(64,8)>) -> !fly.int_tuple<((2,2,1),1,1)>
  %c8 = fly.tiled_mma.partition_shape(c, %r8, %mn64x8) : (!t8r, !fly.int_tuple<(64,8)>) -> !fly.int_tuple<((2,2,1),1,1)>
  // N = 256, the largest: 32 column blocks, 128 values per thread.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(64,256)>) -> !fly.int_tuple<((2,2,32),1,1)>
  %c256 = fly.tiled_mma.partition_shape(c, %w, %mn64x256) : (!t256, !fly.int_tuple<(64,256)>) -> !fly.int_tuple<((2,2,32),1,1)>
  return
}

// The (2,1,1) atom layout of examples/nvidia-06-wgmma-gemm.mlir: two
// warpgroups stacked along M (256 threads; thread l is thread l % 128 of
// atom m = l / 128). The tiled extent is 128 x 128: a 128 x 128 C and a
// 128 x 64 A or B are one tiled step along M and N, the K rest is 64/16 = 4.
// 256 x 256: M 256/128 = 2, N 256/128 = 2.
// CHECK-LABEL: func.func @two_warpgroup_shapes
func.func @two_warpgroup_shapes(%t: !t128x2) {
  %s128x128 = fly.static : !fly.int_tuple<(128,128)>
  %s128x64 = fly.static : !fly.int_tuple<(128,64)>
  %s256x256 = fly.static : !fly.int_tuple<(256,256)>
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(128,128)>) -> !fly.int_tuple<((2,2,16),1,1)>
  %c0 = fly.tiled_mma.partition_shape(c, %t, %s128x128) : (!t128x2, !fly.int_tuple<(128,128)>) -> !fly.int_tuple<((2,2,16),1,1)>
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(256,256)>) -> !fly.int_tuple<((2,2,16),2,2)>
  %c1 = fly.tiled_mma.partition_shape(c, %t, %s256x256) : (!t128x2, !fly.int_tuple<(256,256)>) -> !fly.int_tuple<((2,2,16),2,2)>
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(128,64)>) -> !fly.int_tuple<((64,16),1,4)>
  %a0 = fly.tiled_mma.partition_shape(a, %t, %s128x64) : (!t128x2, !fly.int_tuple<(128,64)>) -> !fly.int_tuple<((64,16),1,4)>
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(128,64)>) -> !fly.int_tuple<((128,16),1,4)>
  %b0 = fly.tiled_mma.partition_shape(b, %t, %s128x64) : (!t128x2, !fly.int_tuple<(128,64)>) -> !fly.int_tuple<((128,16),1,4)>
  return
}

//===----------------------------------------------------------------------===//
// partition of identity coordinate tensors: which thread holds what
//===----------------------------------------------------------------------===//

!cmn = !fly.coord_tensor<(0,0), (64,128):(1E0,1E1)>
!cmk = !fly.coord_tensor<(0,0), (64,16):(1E0,1E1)>
!cnk = !fly.coord_tensor<(0,0), (128,16):(1E0,1E1)>
!c2mn = !fly.coord_tensor<(0,0), (128,128):(1E0,1E1)>
!c2mk = !fly.coord_tensor<(0,0), (128,16):(1E0,1E1)>

// C: value strides v0 one column (1E1), v1 eight rows (8E0), v2 eight
// columns (8E1). Thread 0: (0,0). Thread 37 (warp 1, lane 5: g 1, t 1):
// (16 + 1, 2) = (17,2). Thread 127 (warp 3, lane 31: g 7, t 3): (48 + 7, 6)
// = (55,6).
// CHECK-LABEL: func.func @c_lanes
func.func @c_lanes(%t: !t128, %mn: !cmn) {
  %l0 = fly.static : !fly.int_tuple<0>
  %l37 = fly.static : !fly.int_tuple<37>
  %l127 = fly.static : !fly.int_tuple<127>
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(0,0), ((2,2,16),1,1):((1E1,8E0,8E1),0,0)>
  %c0 = fly.tiled_mma.partition(c, %t, %mn, %l0) : (!t128, !cmn, !fly.int_tuple<0>) -> !fly.coord_tensor<(0,0), ((2,2,16),1,1):((1E1,8E0,8E1),0,0)>
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(17,2), ((2,2,16),1,1):((1E1,8E0,8E1),0,0)>
  %c37 = fly.tiled_mma.partition(c, %t, %mn, %l37) : (!t128, !cmn, !fly.int_tuple<37>) -> !fly.coord_tensor<(17,2), ((2,2,16),1,1):((1E1,8E0,8E1),0,0)>
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(55,6), ((2,2,16),1,1):((1E1,8E0,8E1),0,0)>
  %c127 = fly.tiled_mma.partition(c, %t, %mn, %l127) : (!t128, !cmn, !fly.int_tuple<127>) -> !fly.coord_tensor<(55,6), ((2,2,16),1,1):((1E1,8E0,8E1),0,0)>
  return
}

// Register A: the same spread on (m, k) with two k blocks: v2 is eight k
// (8E1). Thread 37: (17,2); thread 127: (55,6); thread 72 (warp 2, lane 8:
// g 2, t 0): (32 + 2, 0) = (34,0).
// Shared A and B: every thread's part is the whole tile from (0,0): value
// strides 1E0 (one row of A, one n of B) then 1E1 (one k).
// CHECK-LABEL: func.func @a_b_lanes
func.func @a_b_lanes(%t: !t128, %r: !t64r, %mk: !cmk, %nk: !cnk) {
  %l37 = fly.static : !fly.int_tuple<37>
  %l72 = fly.static : !fly.int_tuple<72>
  %l127 = fly.static : !fly.int_tuple<127>
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(17,2), ((2,2,2),1,1):((1E1,8E0,8E1),0,0)>
  %ra37 = fly.tiled_mma.partition(a, %r, %mk, %l37) : (!t64r, !cmk, !fly.int_tuple<37>) -> !fly.coord_tensor<(17,2), ((2,2,2),1,1):((1E1,8E0,8E1),0,0)>
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(34,0), ((2,2,2),1,1):((1E1,8E0,8E1),0,0)>
  %ra72 = fly.tiled_mma.partition(a, %r, %mk, %l72) : (!t64r, !cmk, !fly.int_tuple<72>) -> !fly.coord_tensor<(34,0), ((2,2,2),1,1):((1E1,8E0,8E1),0,0)>
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(55,6), ((2,2,2),1,1):((1E1,8E0,8E1),0,0)>
  %ra127 = fly.tiled_mma.partition(a, %r, %mk, %l127) : (!t64r, !cmk, !fly.int_tuple<127>) -> !fly.coord_tensor<(55,6), ((2,2,2),1,1):((1E1,8E0,8E1),0,0)>
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(0,0), ((64,16),1,1):((1E0,1E1),0,0)>
  %sa37 = fly.tiled_mma.partition(a, %t, %mk, %l37) : (!t128, !cmk, !fly.int_tuple<37>) -> !fly.coord_tensor<(0,0), ((64,16),1,1):((1E0,1E1),0,0)>
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(0,0), ((64,16),1,1):((1E0,1E1),0,0)>
  %sa127 = fly.tiled_mma.partition(a, %t, %mk, %l127) : (!t128, !cmk, !fly.int_tuple<127>) -> !fly.coord_tensor<(0,0), ((64,16),1,1):((1E0,1E1),0,0)>
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.coord_tensor<(0,0), ((128,16),1,1):((1E0,1E1),0,0)>
  %sb37 = fly.tiled_mma.partition(b, %t, %nk, %l37) : (!t128, !cnk, !fly.int_tuple<37>) -> !fly.coord_tensor<(0,0), ((128,16),1,1):((1E0,1E1),0,0)>
  return
}

// (2,1,1): thread l of the block is thread l % 128 of the warpgroup atom at
// m = l / 128, 64 rows further for m = 1. C: thread 5 (lane 5: (1,2)) and
// thread 133 (m 1, lane 5): (64 + 1, 2) = (65,2); thread 255 (m 1, warp 3,
// lane 31): (64 + 55, 6) = (119,6). A: thread 5 reads rows 0..63 from
// (0,0), thread 133 rows 64..127 from (64,0). B: both warpgroups read the
// whole 128 x 16 B from (0,0) (one atom along N).
// CHECK-LABEL: func.func @two_warpgroup_lanes
func.func @two_warpgroup_lanes(%t: !t128x2, %mn: !c2mn, %mk: !c2mk, %nk: !cnk) {
  %l5 = fly.static : !fly.int_tuple<5>
  %l133 = fly.static : !fly.int_tuple<133>
  %l255 = fly.static : !fly.int_tuple<255>
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(1,2), ((2,2,16),1,1):((1E1,8E0,8E1),0,0)>
  %c5 = fly.tiled_mma.partition(c, %t, %mn, %l5) : (!t128x2, !c2mn, !fly.int_tuple<5>) -> !fly.coord_tensor<(1,2), ((2,2,16),1,1):((1E1,8E0,8E1),0,0)>
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(65,2), ((2,2,16),1,1):((1E1,8E0,8E1),0,0)>
  %c133 = fly.tiled_mma.partition(c, %t, %mn, %l133) : (!t128x2, !c2mn, !fly.int_tuple<133>) -> !fly.coord_tensor<(65,2), ((2,2,16),1,1):((1E1,8E0,8E1),0,0)>
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(119,6), ((2,2,16),1,1):((1E1,8E0,8E1),0,0)>
  %c255 = fly.tiled_mma.partition(c, %t, %mn, %l255) : (!t128x2, !c2mn, !fly.int_tuple<255>) -> !fly.coord_tensor<(119,6), ((2,2,16),1,1):((1E1,8E0,8E1),0,0)>
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(0,0), ((64,16),1,1):((1E0,1E1),0,0)>
  %a5 = fly.tiled_mma.partition(a, %t, %mk, %l5) : (!t128x2, !c2mk, !fly.int_tuple<5>) -> !fly.coord_tensor<(0,0), ((64,16),1,1):((1E0,1E1),0,0)>
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(64,0), ((64,16),1,1):((1E0,1E1),0,0)>
  %a133 = fly.tiled_mma.partition(a, %t, %mk, %l133) : (!t128x2, !c2mk, !fly.int_tuple<133>) -> !fly.coord_tensor<(64,0), ((64,16),1,1):((1E0,1E1),0,0)>
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.coord_tensor<(0,0), ((128,16),1,1):((1E0,1E1),0,0)>
  %b133 = fly.tiled_mma.partition(b, %t, %nk, %l133) : (!t128x2, !cnk, !fly.int_tuple<133>) -> !fly.coord_tensor<(0,0), ((128,16),1,1):((1E0,1E1),0,0)>
  return
}

//===----------------------------------------------------------------------===//
// partition of memrefs
//===----------------------------------------------------------------------===//

// C on a row-major f32 64 x 128 global tile (64,128):(128,1), 16-byte
// aligned: a row is 128 elements, a column 1. Value strides: v0 one column
// 1, v1 eight rows 8 * 128 = 1024, v2 eight columns 8. Thread l starts at
// (16w + g, 2t) = 128 (16w + g) + 2t: thread 37 at 128 * 17 + 2 = 2178
// elements = 8712 bytes, gcd(16, 8712) = 8: align 8; thread 32 (warp 1,
// lane 0) at 128 * 16 = 2048 elements = 8192 bytes: align 16.
!gC = !fly.memref<f32, global, (64,128):(128,1), align<16>>
// CHECK-LABEL: func.func @c_memref
func.func @c_memref(%t: !t128, %v: !gC) {
  %l32 = fly.static : !fly.int_tuple<32>
  %l37 = fly.static : !fly.int_tuple<37>
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.memref<f32, global, ((2,2,16),1,1):((1,1024,8),0,0), align<16>>
  %c32 = fly.tiled_mma.partition(c, %t, %v, %l32) : (!t128, !gC, !fly.int_tuple<32>) -> !fly.memref<f32, global, ((2,2,16),1,1):((1,1024,8),0,0), align<16>>
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.memref<f32, global, ((2,2,16),1,1):((1,1024,8),0,0), align<8>>
  %c37 = fly.tiled_mma.partition(c, %t, %v, %l37) : (!t128, !gC, !fly.int_tuple<37>) -> !fly.memref<f32, global, ((2,2,16),1,1):((1,1024,8),0,0), align<8>>
  return
}

// Register A on a row-major f16 64 x 64 shared tile (64,64):(64,1),
// 1024-byte aligned: v0 one k 1, v1 eight rows 512, v2 eight k 8; K rest 4
// blocks of 16 k: 16; M rest 1: 0. Thread 37 (row 17, k 2) at 64 * 17 + 2 =
// 1090 elements = 2180 bytes, gcd(1024, 2180) = 4; thread 0 at 0: 1024.
!sA64 = !fly.memref<f16, shared, (64,64):(64,1), align<1024>>
// CHECK-LABEL: func.func @a_reg_memref
func.func @a_reg_memref(%r: !t64r, %v: !sA64) {
  %l0 = fly.static : !fly.int_tuple<0>
  %l37 = fly.static : !fly.int_tuple<37>
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.memref<f16, shared, ((2,2,2),1,4):((1,512,8),0,16), align<1024>>
  %a0 = fly.tiled_mma.partition(a, %r, %v, %l0) : (!t64r, !sA64, !fly.int_tuple<0>) -> !fly.memref<f16, shared, ((2,2,2),1,4):((1,512,8),0,16), align<1024>>
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.memref<f16, shared, ((2,2,2),1,4):((1,512,8),0,16), align<4>>
  %a37 = fly.tiled_mma.partition(a, %r, %v, %l37) : (!t64r, !sA64, !fly.int_tuple<37>) -> !fly.memref<f16, shared, ((2,2,2),1,4):((1,512,8),0,16), align<4>>
  return
}

// The example's shared tiles: 128 x 64 bf16, k contiguous (row stride 64),
// with the element swizzle S<3,3,3> (the 128-byte swizzle on 2-byte
// elements), A at element 0 and B at 8192. With (2,1,1), the A part of
// thread l is the 64 x 16 tile of rows 64 (l / 128) ..: ((64,16),1,4) with
// strides row 64, k 1, K rest 16 (one k block), offset 64 * 64 = 4096 for
// the second warpgroup, folded into the composed layout's offset; B is the
// whole 128 x 16 tile for every thread: ((128,16),1,4):((64,1),0,16), offset
// unchanged.
!sA = !fly.memref<bf16, shared, S<3,3,3> o 0 o (128,64):(64,1), align<1024>>
!sB = !fly.memref<bf16, shared, S<3,3,3> o 8192 o (128,64):(64,1), align<1024>>
// CHECK-LABEL: func.func @two_warpgroup_shared
func.func @two_warpgroup_shared(%t: !t128x2, %a: !sA, %b: !sB) {
  %l5 = fly.static : !fly.int_tuple<5>
  %l133 = fly.static : !fly.int_tuple<133>
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o ((64,16),1,4):((64,1),0,16), align<1024>>
  %a5 = fly.tiled_mma.partition(a, %t, %a, %l5) : (!t128x2, !sA, !fly.int_tuple<5>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o ((64,16),1,4):((64,1),0,16), align<1024>>
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.memref<bf16, shared, S<3,3,3> o 4096 o ((64,16),1,4):((64,1),0,16), align<1024>>
  %a133 = fly.tiled_mma.partition(a, %t, %a, %l133) : (!t128x2, !sA, !fly.int_tuple<133>) -> !fly.memref<bf16, shared, S<3,3,3> o 4096 o ((64,16),1,4):((64,1),0,16), align<1024>>
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.memref<bf16, shared, S<3,3,3> o 8192 o ((128,16),1,4):((64,1),0,16), align<1024>>
  %b133 = fly.tiled_mma.partition(b, %t, %b, %l133) : (!t128x2, !sB, !fly.int_tuple<133>) -> !fly.memref<bf16, shared, S<3,3,3> o 8192 o ((128,16),1,4):((64,1),0,16), align<1024>>
  return
}

// The same with a runtime thread index: the offset of A is 4096 (l / 128),
// a multiple of 4096 (the example's !tCsA, whose tile offset is a multiple
// of 8192 itself, has ?{div=4096}); B's stays 8192.
// CHECK-LABEL: func.func @two_warpgroup_shared_dynamic
func.func @two_warpgroup_shared_dynamic(%t: !t128x2, %a: !sA, %b: !sB, %tid: !fly.int_tuple<?>) {
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=4096} o ((64,16),1,4):((64,1),0,16), align<1024>>
  %pa = fly.tiled_mma.partition(a, %t, %a, %tid) : (!t128x2, !sA, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=4096} o ((64,16),1,4):((64,1),0,16), align<1024>>
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.memref<bf16, shared, S<3,3,3> o 8192 o ((128,16),1,4):((64,1),0,16), align<1024>>
  %pb = fly.tiled_mma.partition(b, %t, %b, %tid) : (!t128x2, !sB, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o 8192 o ((128,16),1,4):((64,1),0,16), align<1024>>
  return
}

//===----------------------------------------------------------------------===//
// make_fragment
//===----------------------------------------------------------------------===//

// make_fragment_like of the thread's partition: mode 0 (FrgV) made compact
// column-major, the rest modes ordered by their strides in the partition
// (smallest first) and placed after it; size-1 modes print stride 0. The
// fragment is a register memref of the view's element type.
//   C of the 64 x 128 tile: (2,2,16):(1,2,4), 64 values, rest (1,1): the
//     example's !rC.
//   C of a row-major 128 x 256 tile (single atom): rest M (stride 64 rows =
//     64 * 256 = 16384) and N (stride 128 columns = 128): N is smaller, so N
//     gets 64 (after the 64 values) and M 128: ((2,2,16),2,2):((1,2,4),128,64).
//   C of a column-major 128 x 256 tile: rest M stride 64, N 128 * 128: M
//     first: ((2,2,16),2,2):((1,2,4),64,128).
//   Register A of the 64 x 64 tile: (2,2,2):(1,2,4), K rest 4 after 8
//     values: ((2,2,2),1,4):((1,2,4),0,8).
//   Shared A of the 64 x 64 tile: the whole (64,16) per thread, compact
//     (1,64), 1024 values, K rest 4: ((64,16),1,4):((1,64),0,1024). (CuTe's
//     partition_fragment_A makes a tensor of matrix descriptors here, its
//     FrgTypeA being GMMA::smem_desc; Fly's make_fragment follows the
//     documented layout into a register fragment of every value.)
//   B of the 128 x 64 tile: (128,16):(1,128), 2048 values, K rest 4:
//     ((128,16),1,4):((1,128),0,2048).
//   A swizzled shared view gives the fragment of its outer layout: the
//     example's A (2,1,1) tile S<3,3,3> o 0 o (128,64):(64,1) as the
//     shared A above.
!gC256 = !fly.memref<f32, global, (128,256):(256,1), align<16>>
!gC256c = !fly.memref<f32, global, (128,256):(1,128), align<16>>
!sB128 = !fly.memref<bf16, shared, (128,64):(64,1), align<1024>>
// CHECK-LABEL: func.func @fragments
func.func @fragments(%t: !t128, %r: !t64r, %t2: !t128x2, %c: !gC, %c256: !gC256, %c256c: !gC256c, %a: !sA64, %b: !sB128, %sa: !sA) {
  // CHECK: fly.mma.make_fragment(c, {{.*}}) -> !fly.memref<f32, register, ((2,2,16),1,1):((1,2,4),0,0)>
  %fc = fly.mma.make_fragment(c, %t, %c) : (!t128, !gC) -> !fly.memref<f32, register, ((2,2,16),1,1):((1,2,4),0,0)>
  // CHECK: fly.mma.make_fragment(c, {{.*}}) -> !fly.memref<f32, register, ((2,2,16),2,2):((1,2,4),128,64)>
  %fc2 = fly.mma.make_fragment(c, %t, %c256) : (!t128, !gC256) -> !fly.memref<f32, register, ((2,2,16),2,2):((1,2,4),128,64)>
  // CHECK: fly.mma.make_fragment(c, {{.*}}) -> !fly.memref<f32, register, ((2,2,16),2,2):((1,2,4),64,128)>
  %fc3 = fly.mma.make_fragment(c, %t, %c256c) : (!t128, !gC256c) -> !fly.memref<f32, register, ((2,2,16),2,2):((1,2,4),64,128)>
  // CHECK: fly.mma.make_fragment(a, {{.*}}) -> !fly.memref<f16, register, ((2,2,2),1,4):((1,2,4),0,8)>
  %fra = fly.mma.make_fragment(a, %r, %a) : (!t64r, !sA64) -> !fly.memref<f16, register, ((2,2,2),1,4):((1,2,4),0,8)>
  // The fragment holds the atom's A type (bf16), whatever the view holds.
  // CHECK: fly.mma.make_fragment(a, {{.*}}) -> !fly.memref<bf16, register, ((64,16),1,4):((1,64),0,1024)>
  %fsa = fly.mma.make_fragment(a, %t, %a) : (!t128, !sA64) -> !fly.memref<bf16, register, ((64,16),1,4):((1,64),0,1024)>
  // CHECK: fly.mma.make_fragment(b, {{.*}}) -> !fly.memref<bf16, register, ((128,16),1,4):((1,128),0,2048)>
  %fsb = fly.mma.make_fragment(b, %t, %b) : (!t128, !sB128) -> !fly.memref<bf16, register, ((128,16),1,4):((1,128),0,2048)>
  // CHECK: fly.mma.make_fragment(a, {{.*}}) -> !fly.memref<bf16, register, ((64,16),1,4):((1,64),0,1024)>
  %fsw = fly.mma.make_fragment(a, %t2, %sa) : (!t128x2, !sA) -> !fly.memref<bf16, register, ((64,16),1,4):((1,64),0,1024)>
  return
}

// (2,1,1) C of the example's 128 x 128 tile: one atom step along M and N,
// so the fragment is the 64 values of one warpgroup's part: the example's
// !rC.
!gC128 = !fly.memref<f32, global, (128,128):(128,1), align<16>>
// CHECK-LABEL: func.func @two_warpgroup_fragment
func.func @two_warpgroup_fragment(%t: !t128x2, %c: !gC128) {
  // CHECK: fly.mma.make_fragment(c, {{.*}}) -> !fly.memref<f32, register, ((2,2,16),1,1):((1,2,4),0,0)>
  %f = fly.mma.make_fragment(c, %t, %c) : (!t128x2, !gC128) -> !fly.memref<f32, register, ((2,2,16),1,1):((1,2,4),0,0)>
  return
}
