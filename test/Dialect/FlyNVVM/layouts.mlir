// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// Thread-value layouts of the fly_nvvm atoms, checked through type
// inference: tiled_mma.partition_shape and .partition, tiled_copy
// .partition_src / .partition_dst and .retile. The atom layouts are those of
// lib/Dialect/FlyNVVM/IR/MmaPayloads.cpp and CopyPayloads.cpp (derived from
// the PTX ISA fragment figures in docs/notes/nvidia-atoms.md, cited below by
// section); every expected type is derived by hand in the comment above it
// from the lane formula, and the CHECK line pins the printed form.
// lane-layouts-hw.test compares every lane with the independent model of
// utils/flytools/models/nvidia_mma_lanes.py; this file checks what the partitioning ops
// make of the layouts.
//
// Conventions. Lane l = t + 4g (g = l / 4 the group, t = l % 4). An MMA
// atom's A, B and C layouts map (lane, value) to the column-major index of
// the (M,K), (N,K), (M,N) tile: index i of an R-row tile is (i % R, i / R).
// partition_shape is (FrgV, Rest0, Rest1): FrgV the value mode of the
// operand layout, Rest_i = extent_i / (atom extent_i * atom count_i).
// Partitioning the identity coordinate tensor of a tile shows the layout:
// the base is the coordinate of (lane, value 0), value strides are basis
// vectors (1E0 one row, 1E1 one column); static size-1 modes have stride 0.
//
// Copy atoms are in bits and recast to valBits-bit values (16 here, unless
// said). A tiled copy partitions the source by the atom's source layout:
// for each (lane, value) of the atom's source, the reference (lane, value)
// holding the same bit is found (for ldmatrix / stmatrix the register side,
// whose lane (t,g) register j half e is element (g, 2t+e) of matrix j, or
// (2t+e, g) with trans), and the tiled TV layout says where in the tile that
// reference (lane, value) lies. The per-lane view is ((atom values, value
// groups), Rest0, Rest1).

!single = !fly.layout<(1,1,1):(0,0,0)>
!c16x16 = !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>
!c16x8 = !fly.coord_tensor<(0,0), (16,8):(1E0,1E1)>
!c8x16 = !fly.coord_tensor<(0,0), (8,16):(1E0,1E1)>
!c8x8 = !fly.coord_tensor<(0,0), (8,8):(1E0,1E1)>
!c16x32 = !fly.coord_tensor<(0,0), (16,32):(1E0,1E1)>
!c8x32 = !fly.coord_tensor<(0,0), (8,32):(1E0,1E1)>
!c32x32 = !fly.coord_tensor<(0,0), (32,32):(1E0,1E1)>
!c64x32 = !fly.coord_tensor<(0,0), (64,32):(1E0,1E1)>
!c32x16 = !fly.coord_tensor<(0,0), (32,16):(1E0,1E1)>

//===----------------------------------------------------------------------===//
// mma_sync<16x8x16>, nvidia-atoms.md 1 (f16 and bf16 A/B, f32 or f16 C
// share the layouts):
//   A ((4,8),(2,2,2)):((32,1),(16,8,128)) on (16,16): lane l, value v ->
//     (g + 8*((v/2)%2), 2t + v%2 + 8*(v/4)); value strides 16 = one K
//     (1E1), 8 = eight rows (8E0), 128 = eight K (8E1).
//   B ((4,8),(2,2)):((16,1),(8,64)) on (N,K) = (8,16): lane l, value v ->
//     (g, 2t + v%2 + 8*(v/2)); 8 = one K (1E1), 64 = eight K (8E1).
//   C ((4,8),(2,2)):((32,1),(16,8)) on (16,8): lane l, value v ->
//     (g + 8*(v/2), 2t + v%2); 16 = one N (1E1), 8 = eight rows (8E0).
// FrgV: A (2,2,2), B (2,2), C (2,2).
//===----------------------------------------------------------------------===//

!m16 = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f32>>
!tm16 = !fly.tiled_mma<!m16, !single>
!bf16 = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>
!tbf16 = !fly.tiled_mma<!bf16, !single>
!h16 = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f16>>
!th16 = !fly.tiled_mma<!h16, !single>

// CHECK-LABEL: func.func @k16_shapes
func.func @k16_shapes(%tm: !tm16, %tb: !tbf16, %th: !th16) {
  %s16x16 = fly.static : !fly.int_tuple<(16,16)>
  %s32x32 = fly.static : !fly.int_tuple<(32,32)>
  %s8x16 = fly.static : !fly.int_tuple<(8,16)>
  %s16x8 = fly.static : !fly.int_tuple<(16,8)>
  %s64x32 = fly.static : !fly.int_tuple<(64,32)>
  // a on the atom tile (16,16): ((2,2,2),1,1).
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(16,16)>) -> !fly.int_tuple<((2,2,2),1,1)>
  %a0 = fly.tiled_mma.partition_shape(a, %tm, %s16x16) : (!tm16, !fly.int_tuple<(16,16)>) -> !fly.int_tuple<((2,2,2),1,1)>
  // a (32,32): M 32/16 = 2, K 32/16 = 2.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((2,2,2),2,2)>
  %a1 = fly.tiled_mma.partition_shape(a, %tm, %s32x32) : (!tm16, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((2,2,2),2,2)>
  // b (8,16): ((2,2),1,1); b (32,32): N 32/8 = 4, K 2.
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(8,16)>) -> !fly.int_tuple<((2,2),1,1)>
  %b0 = fly.tiled_mma.partition_shape(b, %tm, %s8x16) : (!tm16, !fly.int_tuple<(8,16)>) -> !fly.int_tuple<((2,2),1,1)>
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((2,2),4,2)>
  %b1 = fly.tiled_mma.partition_shape(b, %tm, %s32x32) : (!tm16, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((2,2),4,2)>
  // c (16,8): ((2,2),1,1); c (64,32): M 64/16 = 4, N 32/8 = 4.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(16,8)>) -> !fly.int_tuple<((2,2),1,1)>
  %c0 = fly.tiled_mma.partition_shape(c, %tm, %s16x8) : (!tm16, !fly.int_tuple<(16,8)>) -> !fly.int_tuple<((2,2),1,1)>
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<((2,2),4,4)>
  %c1 = fly.tiled_mma.partition_shape(c, %tm, %s64x32) : (!tm16, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<((2,2),4,4)>
  // bf16 operands and the f16 accumulator: the same layouts, so the same
  // shapes.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((2,2,2),2,2)>
  %a2 = fly.tiled_mma.partition_shape(a, %tb, %s32x32) : (!tbf16, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((2,2,2),2,2)>
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((2,2),4,2)>
  %b2 = fly.tiled_mma.partition_shape(b, %tb, %s32x32) : (!tbf16, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((2,2),4,2)>
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<((2,2),4,4)>
  %c2 = fly.tiled_mma.partition_shape(c, %th, %s64x32) : (!th16, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<((2,2),4,4)>
  return
}

// The lane mapping on the identity tensors of the atom tiles.
// CHECK-LABEL: func.func @k16_lanes
func.func @k16_lanes(%tm: !tm16, %th: !th16, %ak: !c16x16, %bk: !c8x16, %mn: !c16x8) {
  %l0 = fly.static : !fly.int_tuple<0>
  %l5 = fly.static : !fly.int_tuple<5>
  %l31 = fly.static : !fly.int_tuple<31>
  // A, lane 0: (0,0). Lane 5 (g 1, t 1): (1,2), then (1,3) (9,2) (9,3)
  // (1,10) ... as notes 1.1 lists. Lane 31 (g 7, t 3): (7,6).
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(0,0), ((2,2,2),1,1):((1E1,8E0,8E1),0,0)>
  %a0 = fly.tiled_mma.partition(a, %tm, %ak, %l0) : (!tm16, !c16x16, !fly.int_tuple<0>) -> !fly.coord_tensor<(0,0), ((2,2,2),1,1):((1E1,8E0,8E1),0,0)>
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(1,2), ((2,2,2),1,1):((1E1,8E0,8E1),0,0)>
  %a5 = fly.tiled_mma.partition(a, %tm, %ak, %l5) : (!tm16, !c16x16, !fly.int_tuple<5>) -> !fly.coord_tensor<(1,2), ((2,2,2),1,1):((1E1,8E0,8E1),0,0)>
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(7,6), ((2,2,2),1,1):((1E1,8E0,8E1),0,0)>
  %a31 = fly.tiled_mma.partition(a, %tm, %ak, %l31) : (!tm16, !c16x16, !fly.int_tuple<31>) -> !fly.coord_tensor<(7,6), ((2,2,2),1,1):((1E1,8E0,8E1),0,0)>
  // B (n,k), lane 5: (1,2), values (1,3) (1,10) (1,11) (notes 1.2).
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.coord_tensor<(1,2), ((2,2),1,1):((1E1,8E1),0,0)>
  %b5 = fly.tiled_mma.partition(b, %tm, %bk, %l5) : (!tm16, !c8x16, !fly.int_tuple<5>) -> !fly.coord_tensor<(1,2), ((2,2),1,1):((1E1,8E1),0,0)>
  // B, lane 31: (7,6).
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.coord_tensor<(7,6), ((2,2),1,1):((1E1,8E1),0,0)>
  %b31 = fly.tiled_mma.partition(b, %tm, %bk, %l31) : (!tm16, !c8x16, !fly.int_tuple<31>) -> !fly.coord_tensor<(7,6), ((2,2),1,1):((1E1,8E1),0,0)>
  // C, lane 5: (1,2), values (1,3) (9,2) (9,3) (notes 1.3), f32 and f16
  // accumulators alike.
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(1,2), ((2,2),1,1):((1E1,8E0),0,0)>
  %c5 = fly.tiled_mma.partition(c, %tm, %mn, %l5) : (!tm16, !c16x8, !fly.int_tuple<5>) -> !fly.coord_tensor<(1,2), ((2,2),1,1):((1E1,8E0),0,0)>
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(7,6), ((2,2),1,1):((1E1,8E0),0,0)>
  %h31 = fly.tiled_mma.partition(c, %th, %mn, %l31) : (!th16, !c16x8, !fly.int_tuple<31>) -> !fly.coord_tensor<(7,6), ((2,2),1,1):((1E1,8E0),0,0)>
  return
}

// C on a row-major f32 (16,8):(8,1) global tile, 16-byte aligned: lane l
// starts at (g, 2t) = 8g + 2t elements; value strides: one column 1, eight
// rows 64. Lane 5 starts at 10 elements = 40 bytes: align 8; lane 4 (g 1,
// t 0) at 8 elements = 32 bytes: align 16; a dynamic lane at 8g + 2t, a
// multiple of 2 elements = 8 bytes: align 8.
!gC = !fly.memref<f32, global, (16,8):(8,1), align<16>>
// CHECK-LABEL: func.func @k16_c_memref
func.func @k16_c_memref(%tm: !tm16, %v: !gC, %tid: !fly.int_tuple<?>) {
  %l4 = fly.static : !fly.int_tuple<4>
  %l5 = fly.static : !fly.int_tuple<5>
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<8>>
  %c5 = fly.tiled_mma.partition(c, %tm, %v, %l5) : (!tm16, !gC, !fly.int_tuple<5>) -> !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<8>>
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<16>>
  %c4 = fly.tiled_mma.partition(c, %tm, %v, %l4) : (!tm16, !gC, !fly.int_tuple<4>) -> !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<16>>
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<8>>
  %cd = fly.tiled_mma.partition(c, %tm, %v, %tid) : (!tm16, !gC, !fly.int_tuple<?>) -> !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<8>>
  return
}

// Four warps on a 2x2 (M,N) grid, (2,2,1):(1,2,0): thread layout
// (32,2,2,1):(1,32,64,0), so thread t is lane t%32 of the warp at
// m = (t/32)%2, n = t/64. The warps take adjacent atom tiles (warp m the
// rows 16m..16m+15, warp n the columns 8n..8n+7), and the rest repeats
// every 32 rows and 16 columns.
//   a (32,32): M 32/(16*2) = 1, K 32/16 = 2 -> ((2,2,2),1,2)
//   a (64,64): M 2, K 4;  b (N,K) = (32,32): N 32/(8*2) = 2, K 2
//   c (32,32): M 1, N 2;  c (64,32): M 2, N 2
!tm2x2 = !fly.tiled_mma<!m16, !fly.layout<(2,2,1):(1,2,0)>>
// CHECK-LABEL: func.func @k16_2x2
func.func @k16_2x2(%tm: !tm2x2, %ak: !c32x32, %bk: !c32x16, %mn: !c64x32) {
  %s32x32 = fly.static : !fly.int_tuple<(32,32)>
  %s64x64 = fly.static : !fly.int_tuple<(64,64)>
  %s64x32 = fly.static : !fly.int_tuple<(64,32)>
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((2,2,2),1,2)>
  %a0 = fly.tiled_mma.partition_shape(a, %tm, %s32x32) : (!tm2x2, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((2,2,2),1,2)>
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(64,64)>) -> !fly.int_tuple<((2,2,2),2,4)>
  %a1 = fly.tiled_mma.partition_shape(a, %tm, %s64x64) : (!tm2x2, !fly.int_tuple<(64,64)>) -> !fly.int_tuple<((2,2,2),2,4)>
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((2,2),2,2)>
  %b0 = fly.tiled_mma.partition_shape(b, %tm, %s32x32) : (!tm2x2, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((2,2),2,2)>
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((2,2),1,2)>
  %c0 = fly.tiled_mma.partition_shape(c, %tm, %s32x32) : (!tm2x2, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((2,2),1,2)>
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<((2,2),2,2)>
  %c1 = fly.tiled_mma.partition_shape(c, %tm, %s64x32) : (!tm2x2, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<((2,2),2,2)>
  %t37 = fly.static : !fly.int_tuple<37>
  %t69 = fly.static : !fly.int_tuple<69>
  %t101 = fly.static : !fly.int_tuple<101>
  // Thread 37: lane 5 of warp (m 1, n 0). A (32,32): the lane's (1,2)
  // moved 16 rows: (17,2); the K rest (2 tiles) steps 16 columns.
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(17,2), ((2,2,2),1,2):((1E1,8E0,8E1),0,16E1)>
  %a37 = fly.tiled_mma.partition(a, %tm, %ak, %t37) : (!tm2x2, !c32x32, !fly.int_tuple<37>) -> !fly.coord_tensor<(17,2), ((2,2,2),1,2):((1E1,8E0,8E1),0,16E1)>
  // Thread 69: lane 5 of warp (m 0, n 1). A does not depend on n: (1,2).
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(1,2), ((2,2,2),1,2):((1E1,8E0,8E1),0,16E1)>
  %a69 = fly.tiled_mma.partition(a, %tm, %ak, %t69) : (!tm2x2, !c32x32, !fly.int_tuple<69>) -> !fly.coord_tensor<(1,2), ((2,2,2),1,2):((1E1,8E0,8E1),0,16E1)>
  // B (N,K) = (32,16) for thread 69: n 8 + 1, k 2: (9,2); N rest 32/16 = 2
  // steps 16 rows of B (16E0), K 16/16 = 1.
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.coord_tensor<(9,2), ((2,2),2,1):((1E1,8E1),16E0,0)>
  %b69 = fly.tiled_mma.partition(b, %tm, %bk, %t69) : (!tm2x2, !c32x16, !fly.int_tuple<69>) -> !fly.coord_tensor<(9,2), ((2,2),2,1):((1E1,8E1),16E0,0)>
  // C (64,32) for thread 101 (lane 5, m 1, n 1): (16+1, 8+2) = (17,10);
  // rests step 32 rows and 16 columns.
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(17,10), ((2,2),2,2):((1E1,8E0),32E0,16E1)>
  %c101 = fly.tiled_mma.partition(c, %tm, %mn, %t101) : (!tm2x2, !c64x32, !fly.int_tuple<101>) -> !fly.coord_tensor<(17,10), ((2,2),2,2):((1E1,8E0),32E0,16E1)>
  return
}

//===----------------------------------------------------------------------===//
// mma_sync<16x8x8> tf32, nvidia-atoms.md 2:
//   A ((4,8),(2,2)):((16,1),(8,64)) on (16,8): lane l, value v ->
//     (g + 8*(v%2), t + 4*(v/2)); 16 = one K, so t is the column; value
//     strides 8 = eight rows (8E0), 64 = four K (4E1).
//   B ((4,8),2):((8,1),32) on (8,8): lane l, value v -> (g, t + 4v); 32 =
//     four K (4E1).
//   C as 16x8x16.
// FrgV: A (2,2), B 2 (a leaf), C (2,2).
//===----------------------------------------------------------------------===//

!tf = !fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>, !single>
// CHECK-LABEL: func.func @tf32
func.func @tf32(%tm: !tf, %ak: !c16x8, %bk: !c8x8, %mn: !c16x8) {
  %s16x8 = fly.static : !fly.int_tuple<(16,8)>
  %s32x32 = fly.static : !fly.int_tuple<(32,32)>
  %s8x8 = fly.static : !fly.int_tuple<(8,8)>
  // a (16,8): ((2,2),1,1); a (32,32): M 2, K 32/8 = 4.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(16,8)>) -> !fly.int_tuple<((2,2),1,1)>
  %a0 = fly.tiled_mma.partition_shape(a, %tm, %s16x8) : (!tf, !fly.int_tuple<(16,8)>) -> !fly.int_tuple<((2,2),1,1)>
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((2,2),2,4)>
  %a1 = fly.tiled_mma.partition_shape(a, %tm, %s32x32) : (!tf, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((2,2),2,4)>
  // b (8,8): (2,1,1); b (32,32): N 4, K 4.
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(8,8)>) -> !fly.int_tuple<(2,1,1)>
  %b0 = fly.tiled_mma.partition_shape(b, %tm, %s8x8) : (!tf, !fly.int_tuple<(8,8)>) -> !fly.int_tuple<(2,1,1)>
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(2,4,4)>
  %b1 = fly.tiled_mma.partition_shape(b, %tm, %s32x32) : (!tf, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(2,4,4)>
  // c (32,32): M 2, N 4.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((2,2),2,4)>
  %c0 = fly.tiled_mma.partition_shape(c, %tm, %s32x32) : (!tf, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((2,2),2,4)>
  %l5 = fly.static : !fly.int_tuple<5>
  %l30 = fly.static : !fly.int_tuple<30>
  // A, lane 5: (1,1), values (9,1) (1,5) (9,5) (notes 2.1); the first value
  // bit moves the row.
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(1,1), ((2,2),1,1):((8E0,4E1),0,0)>
  %a5 = fly.tiled_mma.partition(a, %tm, %ak, %l5) : (!tf, !c16x8, !fly.int_tuple<5>) -> !fly.coord_tensor<(1,1), ((2,2),1,1):((8E0,4E1),0,0)>
  // A, lane 30 (g 7, t 2): (7,2).
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(7,2), ((2,2),1,1):((8E0,4E1),0,0)>
  %a30 = fly.tiled_mma.partition(a, %tm, %ak, %l30) : (!tf, !c16x8, !fly.int_tuple<30>) -> !fly.coord_tensor<(7,2), ((2,2),1,1):((8E0,4E1),0,0)>
  // B, lane 5: (1,1), value 1 at (1,5) (notes 2.2).
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.coord_tensor<(1,1), (2,1,1):(4E1,0,0)>
  %b5 = fly.tiled_mma.partition(b, %tm, %bk, %l5) : (!tf, !c8x8, !fly.int_tuple<5>) -> !fly.coord_tensor<(1,1), (2,1,1):(4E1,0,0)>
  // C, lane 30: (7,4).
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(7,4), ((2,2),1,1):((1E1,8E0),0,0)>
  %c30 = fly.tiled_mma.partition(c, %tm, %mn, %l30) : (!tf, !c16x8, !fly.int_tuple<30>) -> !fly.coord_tensor<(7,4), ((2,2),1,1):((1E1,8E0),0,0)>
  return
}

//===----------------------------------------------------------------------===//
// mma_sync<16x8x32>, nvidia-atoms.md 3 (i8 in every sign combination and
// every fp8 pair share the layouts):
//   A ((4,8),(4,2,2)):((64,1),(16,8,256)) on (16,32): lane l, value v ->
//     (g + 8*((v/4)%2), 4t + v%4 + 16*(v/8)); 16 = one K (1E1), 8 = eight
//     rows (8E0), 256 = sixteen K (16E1).
//   B ((4,8),(4,2)):((32,1),(8,128)) on (8,32): lane l, value v ->
//     (g, 4t + v%4 + 16*(v/4)); 8 = one K, 128 = sixteen K.
// FrgV: A (4,2,2), B (4,2), C (2,2).
//===----------------------------------------------------------------------===//

!ti8 = !fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = false, signB = true>>, !single>
!tf8 = !fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>, !single>
// CHECK-LABEL: func.func @k32
func.func @k32(%tm: !ti8, %tf: !tf8, %ak: !c16x32, %bk: !c8x32) {
  %s16x32 = fly.static : !fly.int_tuple<(16,32)>
  %s32x64 = fly.static : !fly.int_tuple<(32,64)>
  %s8x32 = fly.static : !fly.int_tuple<(8,32)>
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(16,32)>) -> !fly.int_tuple<((4,2,2),1,1)>
  %a0 = fly.tiled_mma.partition_shape(a, %tm, %s16x32) : (!ti8, !fly.int_tuple<(16,32)>) -> !fly.int_tuple<((4,2,2),1,1)>
  // a (32,64): M 2, K 64/32 = 2.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(32,64)>) -> !fly.int_tuple<((4,2,2),2,2)>
  %a1 = fly.tiled_mma.partition_shape(a, %tf, %s32x64) : (!tf8, !fly.int_tuple<(32,64)>) -> !fly.int_tuple<((4,2,2),2,2)>
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(8,32)>) -> !fly.int_tuple<((4,2),1,1)>
  %b0 = fly.tiled_mma.partition_shape(b, %tm, %s8x32) : (!ti8, !fly.int_tuple<(8,32)>) -> !fly.int_tuple<((4,2),1,1)>
  // b (32,64): N 4, K 2.
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(32,64)>) -> !fly.int_tuple<((4,2),4,2)>
  %b1 = fly.tiled_mma.partition_shape(b, %tf, %s32x64) : (!tf8, !fly.int_tuple<(32,64)>) -> !fly.int_tuple<((4,2),4,2)>
  %l6 = fly.static : !fly.int_tuple<6>
  %l31 = fly.static : !fly.int_tuple<31>
  // A, lane 6 (g 1, t 2): (1,8): K 8-11 of rows 1 and 9, then K 24-27
  // (notes 3.1).
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(1,8), ((4,2,2),1,1):((1E1,8E0,16E1),0,0)>
  %a6 = fly.tiled_mma.partition(a, %tm, %ak, %l6) : (!ti8, !c16x32, !fly.int_tuple<6>) -> !fly.coord_tensor<(1,8), ((4,2,2),1,1):((1E1,8E0,16E1),0,0)>
  // The fp8 atom: the same. Lane 31 (g 7, t 3): (7,12).
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(7,12), ((4,2,2),1,1):((1E1,8E0,16E1),0,0)>
  %a31 = fly.tiled_mma.partition(a, %tf, %ak, %l31) : (!tf8, !c16x32, !fly.int_tuple<31>) -> !fly.coord_tensor<(7,12), ((4,2,2),1,1):((1E1,8E0,16E1),0,0)>
  // B, lane 6: (1,8), values K 9-11, 24-27 (notes 3.2).
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.coord_tensor<(1,8), ((4,2),1,1):((1E1,16E1),0,0)>
  %b6 = fly.tiled_mma.partition(b, %tf, %bk, %l6) : (!tf8, !c8x32, !fly.int_tuple<6>) -> !fly.coord_tensor<(1,8), ((4,2),1,1):((1E1,16E1),0,0)>
  return
}

//===----------------------------------------------------------------------===//
// ldmatrix<x4> with the A layout of mma_sync<16x8x16> over the 16x16 tile
// (CuTe's make_tiled_copy_A). nvidia-atoms.md 4:
//   source (rows) (32,128):(128,1) bits = (32,8):(8,1) values: lane l
//     gives row l%8 of matrix l/8, value c its column c;
//   registers ((4,8),(32,4)):((32,128),(1,1024)) bits =
//     ((4,8),(2,4)):((2,8),(1,64)) values: lane (t,g), value (e,j) is
//     element (g, 2t+e) of matrix j (index 64j + 8g + 2t + e).
// Element (r, c) of matrix j is held by register lane (t,g) = (c/2, r),
// value (e,j) = (c%2, j), which the A layout puts at (m,k) =
// (g + 8*(j%2), 2t + e + 8*(j/2)) = (r + 8*(j%2), c + 8*(j/2)). So source
// lane l (j = l/8, r = l%8) reads row m = l%16, columns 8*(l/16) + c:
// base (l%16, 8*(l/16)), 8 values along K (1E1), one value group. The
// destination is the register side: the A layout itself, ((2,2,2), 1 group).
//===----------------------------------------------------------------------===//

!ld4 = !fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 16>
!ld4t = !fly.copy_atom<!fly_nvvm.ldmatrix<x4, trans>, 16>
!tvA = !fly.layout<((4,8),(2,2,2)):((32,1),(16,8,128))>
!t16 = !fly.tile<[16:1|16:1]>
!tcA = !fly.tiled_copy<!ld4, !tvA, !t16>
!tcAt = !fly.tiled_copy<!ld4t, !tvA, !t16>

// CHECK-LABEL: func.func @ldmatrix_x4
func.func @ldmatrix_x4(%ct: !c16x16) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !ld4
  %tv = fly.static : !tvA
  %tile = fly.static : !t16
  // CHECK: fly.make_tiled_copy(%{{.*}}, %{{.*}}, %{{.*}}) : (!fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 16>, !fly.layout<((4,8),(2,2,2)):((32,1),(16,8,128))>, !fly.tile<[16:1|16:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 16>, !fly.layout<((4,8),(2,2,2)):((32,1),(16,8,128))>, !fly.tile<[16:1|16:1]>>
  %tc = fly.make_tiled_copy(%atom, %tv, %tile) : (!ld4, !tvA, !t16) -> !tcA
  %l0 = fly.static : !fly.int_tuple<0>
  %l5 = fly.static : !fly.int_tuple<5>
  %l13 = fly.static : !fly.int_tuple<13>
  %l21 = fly.static : !fly.int_tuple<21>
  %l31 = fly.static : !fly.int_tuple<31>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(0,0), ((8,1),1,1):((1E1,0),0,0)>
  %s0 = fly.tiled_copy.partition_src(%tc, %ct, %l0) : (!tcA, !c16x16, !fly.int_tuple<0>) -> !fly.coord_tensor<(0,0), ((8,1),1,1):((1E1,0),0,0)>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(5,0), ((8,1),1,1):((1E1,0),0,0)>
  %s5 = fly.tiled_copy.partition_src(%tc, %ct, %l5) : (!tcA, !c16x16, !fly.int_tuple<5>) -> !fly.coord_tensor<(5,0), ((8,1),1,1):((1E1,0),0,0)>
  // Lane 13: matrix 1, row 5 -> m = 13, k from 0.
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(13,0), ((8,1),1,1):((1E1,0),0,0)>
  %s13 = fly.tiled_copy.partition_src(%tc, %ct, %l13) : (!tcA, !c16x16, !fly.int_tuple<13>) -> !fly.coord_tensor<(13,0), ((8,1),1,1):((1E1,0),0,0)>
  // Lane 21: matrix 2, row 5 -> m = 5, k from 8.
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(5,8), ((8,1),1,1):((1E1,0),0,0)>
  %s21 = fly.tiled_copy.partition_src(%tc, %ct, %l21) : (!tcA, !c16x16, !fly.int_tuple<21>) -> !fly.coord_tensor<(5,8), ((8,1),1,1):((1E1,0),0,0)>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(15,8), ((8,1),1,1):((1E1,0),0,0)>
  %s31 = fly.tiled_copy.partition_src(%tc, %ct, %l31) : (!tcA, !c16x16, !fly.int_tuple<31>) -> !fly.coord_tensor<(15,8), ((8,1),1,1):((1E1,0),0,0)>
  // Destination, lane 5: the A fragment of lane 5, (1,2) with the A value
  // strides, as one atom value group.
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.coord_tensor<(1,2), (((2,2,2),1),1,1):(((1E1,8E0,8E1),0),0,0)>
  %d5 = fly.tiled_copy.partition_dst(%tc, %ct, %l5) : (!tcA, !c16x16, !fly.int_tuple<5>) -> !fly.coord_tensor<(1,2), (((2,2,2),1),1,1):(((1E1,8E0,8E1),0),0,0)>
  return
}

// The source on shared memory. A row-major f16 (16,16):(16,1) tile, 16-byte
// aligned: lane l's row starts at 16*(l%16) + 8*(l/16) elements, 32*(l%16) +
// 16*(l/16) bytes, a multiple of 16 for every lane (lane 21: 176 bytes),
// dynamic lanes included (the lane mode is (16,2):(16,8), gcd 8 elements).
// With 20-element rows (a padded (16,16):(20,1)) lane 1 starts at 40 bytes:
// only 8-byte aligned. A (16,64):(64,1) tile holds four 16x16 tiles along
// K: rest (1,4) with K stride 16; under a swizzle the lane's offset (lane
// 21: 64*5 + 8 = 328; dynamic: a multiple of 8) goes into the composed
// layout.
!sA = !fly.memref<f16, shared, (16,16):(16,1), align<16>>
!sP = !fly.memref<f16, shared, (16,16):(20,1), align<16>>
!sW = !fly.memref<f16, shared, S<3,3,3> o 0 o (16,64):(64,1), align<16>>
// CHECK-LABEL: func.func @ldmatrix_x4_shared
func.func @ldmatrix_x4_shared(%tc: !tcA, %a: !sA, %p: !sP, %w: !sW, %tid: !fly.int_tuple<?>) {
  %l1 = fly.static : !fly.int_tuple<1>
  %l21 = fly.static : !fly.int_tuple<21>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, shared, ((8,1),1,1):((1,0),0,0), align<16>>
  %a21 = fly.tiled_copy.partition_src(%tc, %a, %l21) : (!tcA, !sA, !fly.int_tuple<21>) -> !fly.memref<f16, shared, ((8,1),1,1):((1,0),0,0), align<16>>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, shared, ((8,1),1,1):((1,0),0,0), align<16>>
  %ad = fly.tiled_copy.partition_src(%tc, %a, %tid) : (!tcA, !sA, !fly.int_tuple<?>) -> !fly.memref<f16, shared, ((8,1),1,1):((1,0),0,0), align<16>>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, shared, ((8,1),1,1):((1,0),0,0), align<8>>
  %p1 = fly.tiled_copy.partition_src(%tc, %p, %l1) : (!tcA, !sP, !fly.int_tuple<1>) -> !fly.memref<f16, shared, ((8,1),1,1):((1,0),0,0), align<8>>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, shared, S<3,3,3> o 328 o ((8,1),1,4):((1,0),0,16), align<16>>
  %w21 = fly.tiled_copy.partition_src(%tc, %w, %l21) : (!tcA, !sW, !fly.int_tuple<21>) -> !fly.memref<f16, shared, S<3,3,3> o 328 o ((8,1),1,4):((1,0),0,16), align<16>>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),1,4):((1,0),0,16), align<16>>
  %wd = fly.tiled_copy.partition_src(%tc, %w, %tid) : (!tcA, !sW, !fly.int_tuple<?>) -> !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),1,4):((1,0),0,16), align<16>>
  return
}

// ldmatrix<x4, trans> with the same A layout: register lane (t,g), value
// (e,j) is element (2t+e, g) of matrix j (notes 4.3), which the A layout
// puts at (g + 8*(j%2), 2t + e + 8*(j/2)): element (r, c) of matrix j lies
// at (c + 8*(j%2), r + 8*(j/2)). Source lane l reads the stored row
// r = l%8 of matrix j = l/8: (m,k) = (8*((l/8)%2) + c, l%8 + 8*(l/16)), its
// 8 values along M (1E0): A stored M-major.
// CHECK-LABEL: func.func @ldmatrix_x4_trans
func.func @ldmatrix_x4_trans(%ct: !c16x16, %cm: !fly.memref<f16, shared, (16,16):(1,16), align<16>>, %tid: !fly.int_tuple<?>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !ld4t
  %tv = fly.static : !tvA
  %tile = fly.static : !t16
  %tc = fly.make_tiled_copy(%atom, %tv, %tile) : (!ld4t, !tvA, !t16) -> !tcAt
  %l5 = fly.static : !fly.int_tuple<5>
  %l13 = fly.static : !fly.int_tuple<13>
  %l21 = fly.static : !fly.int_tuple<21>
  %l29 = fly.static : !fly.int_tuple<29>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(0,5), ((8,1),1,1):((1E0,0),0,0)>
  %s5 = fly.tiled_copy.partition_src(%tc, %ct, %l5) : (!tcAt, !c16x16, !fly.int_tuple<5>) -> !fly.coord_tensor<(0,5), ((8,1),1,1):((1E0,0),0,0)>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(8,5), ((8,1),1,1):((1E0,0),0,0)>
  %s13 = fly.tiled_copy.partition_src(%tc, %ct, %l13) : (!tcAt, !c16x16, !fly.int_tuple<13>) -> !fly.coord_tensor<(8,5), ((8,1),1,1):((1E0,0),0,0)>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(0,13), ((8,1),1,1):((1E0,0),0,0)>
  %s21 = fly.tiled_copy.partition_src(%tc, %ct, %l21) : (!tcAt, !c16x16, !fly.int_tuple<21>) -> !fly.coord_tensor<(0,13), ((8,1),1,1):((1E0,0),0,0)>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(8,13), ((8,1),1,1):((1E0,0),0,0)>
  %s29 = fly.tiled_copy.partition_src(%tc, %ct, %l29) : (!tcAt, !c16x16, !fly.int_tuple<29>) -> !fly.coord_tensor<(8,13), ((8,1),1,1):((1E0,0),0,0)>
  // The destination is the register side, the A layout as without trans.
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.coord_tensor<(1,2), (((2,2,2),1),1,1):(((1E1,8E0,8E1),0),0,0)>
  %d5 = fly.tiled_copy.partition_dst(%tc, %ct, %l5) : (!tcAt, !c16x16, !fly.int_tuple<5>) -> !fly.coord_tensor<(1,2), (((2,2,2),1),1,1):(((1E1,8E0,8E1),0),0,0)>
  // On the column-major (16,16):(1,16) tile the 8 values are contiguous;
  // lane 13 starts at 8 + 16*5 = 88 elements = 176 bytes (align 16), and a
  // dynamic lane at 8*((l/8)%2) + 16*(l%8) + 128*(l/16): a multiple of 8
  // elements, 16 bytes.
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, shared, ((8,1),1,1):((1,0),0,0), align<16>>
  %m13 = fly.tiled_copy.partition_src(%tc, %cm, %l13) : (!tcAt, !fly.memref<f16, shared, (16,16):(1,16), align<16>>, !fly.int_tuple<13>) -> !fly.memref<f16, shared, ((8,1),1,1):((1,0),0,0), align<16>>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, shared, ((8,1),1,1):((1,0),0,0), align<16>>
  %md = fly.tiled_copy.partition_src(%tc, %cm, %tid) : (!tcAt, !fly.memref<f16, shared, (16,16):(1,16), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f16, shared, ((8,1),1,1):((1,0),0,0), align<16>>
  return
}

//===----------------------------------------------------------------------===//
// ldmatrix<x2> with the B layout of mma_sync<16x8x16> over (N,K) = (8,16),
// and with the A layout (two value groups). Both sides of a copy hold the
// same bits per lane, 32n for n matrices, so for x2 (x1) a lane's row view
// is the first 64 (32) bits of its row, which starts where the
// instruction's 16-byte row starts: x2 sources are ((16,2),64):((128,0),1)
// bits = ((16,2),4):((8,0),1) values, lanes 16-31 repeating lanes 0-15
// (stride 0); x1 ((8,4),32):((128,0),1) bits = ((8,4),2):((8,0),1).
// B: element (r, c) of matrix j is register lane (c/2, r), value (c%2, j),
// which the B layout puts at (g, 2t + e + 8j) = (r, c + 8j): source lane l
// (l < 16) reads n = l%8, k = 8*(l/8) + c, c < 4 in its view.
// With trans, element (r, c) of matrix j is register lane (r/2, c), value
// (r%2, j): (n,k) = (c, r + 8j), so lane l (< 16) reads k = l, n = c (1E0).
// Each view: (4 values, 1 group).
//===----------------------------------------------------------------------===//

!ld2 = !fly.copy_atom<!fly_nvvm.ldmatrix<x2>, 16>
!ld2t = !fly.copy_atom<!fly_nvvm.ldmatrix<x2, trans>, 16>
!tvB = !fly.layout<((4,8),(2,2)):((16,1),(8,64))>
!t8x16 = !fly.tile<[8:1|16:1]>
!tcB = !fly.tiled_copy<!ld2, !tvB, !t8x16>
!tcBt = !fly.tiled_copy<!ld2t, !tvB, !t8x16>
// CHECK-LABEL: func.func @ldmatrix_x2
func.func @ldmatrix_x2(%tc: !tcB, %tct: !tcBt, %ct: !c8x16) {
  %l5 = fly.static : !fly.int_tuple<5>
  %l13 = fly.static : !fly.int_tuple<13>
  %l21 = fly.static : !fly.int_tuple<21>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(5,0), ((4,1),1,1):((1E1,0),0,0)>
  %s5 = fly.tiled_copy.partition_src(%tc, %ct, %l5) : (!tcB, !c8x16, !fly.int_tuple<5>) -> !fly.coord_tensor<(5,0), ((4,1),1,1):((1E1,0),0,0)>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(5,8), ((4,1),1,1):((1E1,0),0,0)>
  %s13 = fly.tiled_copy.partition_src(%tc, %ct, %l13) : (!tcB, !c8x16, !fly.int_tuple<13>) -> !fly.coord_tensor<(5,8), ((4,1),1,1):((1E1,0),0,0)>
  // Lane 21 repeats lane 5.
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(5,0), ((4,1),1,1):((1E1,0),0,0)>
  %s21 = fly.tiled_copy.partition_src(%tc, %ct, %l21) : (!tcB, !c8x16, !fly.int_tuple<21>) -> !fly.coord_tensor<(5,0), ((4,1),1,1):((1E1,0),0,0)>
  // Destination: the B fragment of lane 5, (1,2) (notes 1.2).
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.coord_tensor<(1,2), (((2,2),1),1,1):(((1E1,8E1),0),0,0)>
  %d5 = fly.tiled_copy.partition_dst(%tc, %ct, %l5) : (!tcB, !c8x16, !fly.int_tuple<5>) -> !fly.coord_tensor<(1,2), (((2,2),1),1,1):(((1E1,8E1),0),0,0)>
  // trans: lane 5 reads k = 5, lane 13 k = 13, lane 21 repeats lane 5.
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(0,5), ((4,1),1,1):((1E0,0),0,0)>
  %t5 = fly.tiled_copy.partition_src(%tct, %ct, %l5) : (!tcBt, !c8x16, !fly.int_tuple<5>) -> !fly.coord_tensor<(0,5), ((4,1),1,1):((1E0,0),0,0)>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(0,13), ((4,1),1,1):((1E0,0),0,0)>
  %t13 = fly.tiled_copy.partition_src(%tct, %ct, %l13) : (!tcBt, !c8x16, !fly.int_tuple<13>) -> !fly.coord_tensor<(0,13), ((4,1),1,1):((1E0,0),0,0)>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(0,5), ((4,1),1,1):((1E0,0),0,0)>
  %t21 = fly.tiled_copy.partition_src(%tct, %ct, %l21) : (!tcBt, !c8x16, !fly.int_tuple<21>) -> !fly.coord_tensor<(0,5), ((4,1),1,1):((1E0,0),0,0)>
  return
}

// ldmatrix<x2> with the A layout: the atom's 4 values are A values 0-3
// (value (e,j) of the atom is A value e + 2j: rows g and g+8, K 2t, 2t+1),
// the second group A values 4-7 (K + 8, 8E1). Element (r, c) of matrix j
// lies at (r + 8j, c): lane l (< 16) gives row l at K 0 (its view: K 0-3;
// the instruction reads K 0-7), then at K 8 in the second call.
!tcA2 = !fly.tiled_copy<!ld2, !tvA, !t16>
// CHECK-LABEL: func.func @ldmatrix_x2_groups
func.func @ldmatrix_x2_groups(%tc: !tcA2, %ct: !c16x16) {
  %l13 = fly.static : !fly.int_tuple<13>
  %l29 = fly.static : !fly.int_tuple<29>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(13,0), ((4,2),1,1):((1E1,8E1),0,0)>
  %s13 = fly.tiled_copy.partition_src(%tc, %ct, %l13) : (!tcA2, !c16x16, !fly.int_tuple<13>) -> !fly.coord_tensor<(13,0), ((4,2),1,1):((1E1,8E1),0,0)>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(13,0), ((4,2),1,1):((1E1,8E1),0,0)>
  %s29 = fly.tiled_copy.partition_src(%tc, %ct, %l29) : (!tcA2, !c16x16, !fly.int_tuple<29>) -> !fly.coord_tensor<(13,0), ((4,2),1,1):((1E1,8E1),0,0)>
  // Destination, lane 13 (g 3, t 1): (3,2); atom values (1E1, 8E0), the
  // group 8E1.
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.coord_tensor<(3,2), (((2,2),2),1,1):(((1E1,8E0),8E1),0,0)>
  %d13 = fly.tiled_copy.partition_dst(%tc, %ct, %l13) : (!tcA2, !c16x16, !fly.int_tuple<13>) -> !fly.coord_tensor<(3,2), (((2,2),2),1,1):(((1E1,8E0),8E1),0,0)>
  return
}

//===----------------------------------------------------------------------===//
// ldmatrix<x1>: one 8x8 matrix, lanes 0-7 give its rows (((8,4),128):
// ((128,0),1) bits: lanes 8-31 repeat lanes 0-7). Tiled over an (8,8) tile
// with the TV layout that is the register side itself, lane (t,g), value e
// -> (g, 2t+e): ((4,8),2):((16,1),8). Source lane l gives row l%8 (its view
// the first 2 elements, along K, 1E1); with trans, column l%8 (1E0).
//===----------------------------------------------------------------------===//

!tv1 = !fly.layout<((4,8),2):((16,1),8)>
!t8 = !fly.tile<[8:1|8:1]>
!tc1 = !fly.tiled_copy<!fly.copy_atom<!fly_nvvm.ldmatrix<x1>, 16>, !tv1, !t8>
!tc1t = !fly.tiled_copy<!fly.copy_atom<!fly_nvvm.ldmatrix<x1, trans>, 16>, !tv1, !t8>
// CHECK-LABEL: func.func @ldmatrix_x1
func.func @ldmatrix_x1(%tc: !tc1, %tct: !tc1t, %ct: !c8x8) {
  %l5 = fly.static : !fly.int_tuple<5>
  %l29 = fly.static : !fly.int_tuple<29>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(5,0), ((2,1),1,1):((1E1,0),0,0)>
  %s5 = fly.tiled_copy.partition_src(%tc, %ct, %l5) : (!tc1, !c8x8, !fly.int_tuple<5>) -> !fly.coord_tensor<(5,0), ((2,1),1,1):((1E1,0),0,0)>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(5,0), ((2,1),1,1):((1E1,0),0,0)>
  %s29 = fly.tiled_copy.partition_src(%tc, %ct, %l29) : (!tc1, !c8x8, !fly.int_tuple<29>) -> !fly.coord_tensor<(5,0), ((2,1),1,1):((1E1,0),0,0)>
  // Destination, lane 5: (1,2), (1,3).
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.coord_tensor<(1,2), ((2,1),1,1):((1E1,0),0,0)>
  %d5 = fly.tiled_copy.partition_dst(%tc, %ct, %l5) : (!tc1, !c8x8, !fly.int_tuple<5>) -> !fly.coord_tensor<(1,2), ((2,1),1,1):((1E1,0),0,0)>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(0,5), ((2,1),1,1):((1E0,0),0,0)>
  %t29 = fly.tiled_copy.partition_src(%tct, %ct, %l29) : (!tc1t, !c8x8, !fly.int_tuple<29>) -> !fly.coord_tensor<(0,5), ((2,1),1,1):((1E0,0),0,0)>
  return
}

//===----------------------------------------------------------------------===//
// stmatrix (notes 5): the register side is the source, the rows the
// destination, which for x2 (((16,2),8):((8,0),1) values) lanes 16-31
// repeat lanes 0-15.
// x2 with the C layout of mma_sync<16x8x16, (f16, f16) -> f16> over (16,8):
// element (r, c) of matrix j is register lane (c/2, r), value (c%2, j),
// which C puts at (g + 8j, 2t + e) = (r + 8j, c): destination lane l (< 16)
// gives row l at column 0 (the 64-bit view: columns 0-3, 1E1; the
// instruction writes 0-7).
// x4 with the 16x16 layout of two 16x8 C tiles side by side (values (e,
// rows + 8, columns + 8): the A form ((4,8),(2,2,2)):((32,1),(16,8,128)))
// writes like ldmatrix<x4> reads: lane l row l%16 from column 8*(l/16);
// with trans lane l column l%8 + 8*(l/16) from row 8*((l/8)%2) (1E0).
//===----------------------------------------------------------------------===//

!tvC = !fly.layout<((4,8),(2,2)):((32,1),(16,8))>
!t16x8 = !fly.tile<[16:1|8:1]>
!st2 = !fly.tiled_copy<!fly.copy_atom<!fly_nvvm.stmatrix<x2>, 16>, !tvC, !t16x8>
!st4 = !fly.tiled_copy<!fly.copy_atom<!fly_nvvm.stmatrix<x4>, 16>, !tvA, !t16>
!st4t = !fly.tiled_copy<!fly.copy_atom<!fly_nvvm.stmatrix<x4, trans>, 16>, !tvA, !t16>
!sC = !fly.memref<f16, shared, (16,8):(8,1), align<16>>
// CHECK-LABEL: func.func @stmatrix
func.func @stmatrix(%t2: !st2, %t4: !st4, %t4t: !st4t, %mn: !c16x8, %ct: !c16x16, %s: !sC, %tid: !fly.int_tuple<?>) {
  %l5 = fly.static : !fly.int_tuple<5>
  %l13 = fly.static : !fly.int_tuple<13>
  %l21 = fly.static : !fly.int_tuple<21>
  // x2 source: the C fragment of lane 5.
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(1,2), (((2,2),1),1,1):(((1E1,8E0),0),0,0)>
  %r5 = fly.tiled_copy.partition_src(%t2, %mn, %l5) : (!st2, !c16x8, !fly.int_tuple<5>) -> !fly.coord_tensor<(1,2), (((2,2),1),1,1):(((1E1,8E0),0),0,0)>
  // x2 destination: lanes 5, 13, 21 write rows 5, 13, 5.
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.coord_tensor<(5,0), ((4,1),1,1):((1E1,0),0,0)>
  %d5 = fly.tiled_copy.partition_dst(%t2, %mn, %l5) : (!st2, !c16x8, !fly.int_tuple<5>) -> !fly.coord_tensor<(5,0), ((4,1),1,1):((1E1,0),0,0)>
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.coord_tensor<(13,0), ((4,1),1,1):((1E1,0),0,0)>
  %d13 = fly.tiled_copy.partition_dst(%t2, %mn, %l13) : (!st2, !c16x8, !fly.int_tuple<13>) -> !fly.coord_tensor<(13,0), ((4,1),1,1):((1E1,0),0,0)>
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.coord_tensor<(5,0), ((4,1),1,1):((1E1,0),0,0)>
  %d21 = fly.tiled_copy.partition_dst(%t2, %mn, %l21) : (!st2, !c16x8, !fly.int_tuple<21>) -> !fly.coord_tensor<(5,0), ((4,1),1,1):((1E1,0),0,0)>
  // On a row-major (16,8):(8,1) f16 tile, lane 13's row is at 104 elements
  // = 208 bytes (align 16), any lane's at 16*(l%16) bytes (align 16).
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.memref<f16, shared, ((4,1),1,1):((1,0),0,0), align<16>>
  %m13 = fly.tiled_copy.partition_dst(%t2, %s, %l13) : (!st2, !sC, !fly.int_tuple<13>) -> !fly.memref<f16, shared, ((4,1),1,1):((1,0),0,0), align<16>>
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.memref<f16, shared, ((4,1),1,1):((1,0),0,0), align<16>>
  %md = fly.tiled_copy.partition_dst(%t2, %s, %tid) : (!st2, !sC, !fly.int_tuple<?>) -> !fly.memref<f16, shared, ((4,1),1,1):((1,0),0,0), align<16>>
  // x4: lane 21 writes row 5 from column 8; trans: column 13 from row 0.
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.coord_tensor<(5,8), ((8,1),1,1):((1E1,0),0,0)>
  %e21 = fly.tiled_copy.partition_dst(%t4, %ct, %l21) : (!st4, !c16x16, !fly.int_tuple<21>) -> !fly.coord_tensor<(5,8), ((8,1),1,1):((1E1,0),0,0)>
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.coord_tensor<(0,13), ((8,1),1,1):((1E0,0),0,0)>
  %f21 = fly.tiled_copy.partition_dst(%t4t, %ct, %l21) : (!st4t, !c16x16, !fly.int_tuple<21>) -> !fly.coord_tensor<(0,13), ((8,1),1,1):((1E0,0),0,0)>
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.coord_tensor<(8,5), ((8,1),1,1):((1E0,0),0,0)>
  %f13 = fly.tiled_copy.partition_dst(%t4t, %ct, %l13) : (!st4t, !c16x16, !fly.int_tuple<13>) -> !fly.coord_tensor<(8,5), ((8,1),1,1):((1E0,0),0,0)>
  return
}

//===----------------------------------------------------------------------===//
// retile: a lane's register fragment (MMA value order) regrouped as
// ((atom values, value groups), rest...) for the tiled copy. ldmatrix<x4>
// with the A layout: the atom's value (e, j) is A value e + 2j (the register
// side is the A layout itself), so the 8 fragment values are one atom call
// in order, strides 1, 2, 4 as in the fragment, i.e. 8 contiguous
// registers (8:1). The A fragment of a 32x32 tile,
// ((2,2,2),2,2):((1,2,4),8,16), becomes ((8,1),2,2): one call per (M,K)
// tile.
// ldmatrix<x2> with the A layout: atom values are A values 0-3 (registers
// 0-3, 4:1), the group A values 4-7 (stride 4): ((4,2),1,1):((1,4),0,0).
// stmatrix<x2> with the C layout: the C fragment's 4 values are one call,
// ((4,1),1,1):((1,0),0,0).
//===----------------------------------------------------------------------===//

!tcC2 = !fly.tiled_copy<!fly.copy_atom<!fly_nvvm.stmatrix<x2>, 16>, !tvC, !t16x8>
// CHECK-LABEL: func.func @retile
func.func @retile(%tc4: !tcA, %tc2: !tcA2, %ts: !tcC2,
                  %fa: !fly.memref<f16, register, ((2,2,2),2,2):((1,2,4),8,16)>,
                  %fa1: !fly.memref<f16, register, ((2,2,2),1,1):((1,2,4),0,0)>,
                  %fc: !fly.memref<f16, register, ((2,2),1,1):((1,2),0,0)>) {
  // CHECK: fly.tiled_copy.retile({{.*}}) -> !fly.memref<f16, register, ((8,1),2,2):((1,0),8,16)>
  %a = fly.tiled_copy.retile(%tc4, %fa) : (!tcA, !fly.memref<f16, register, ((2,2,2),2,2):((1,2,4),8,16)>) -> !fly.memref<f16, register, ((8,1),2,2):((1,0),8,16)>
  // CHECK: fly.tiled_copy.retile({{.*}}) -> !fly.memref<f16, register, ((4,2),1,1):((1,4),0,0)>
  %b = fly.tiled_copy.retile(%tc2, %fa1) : (!tcA2, !fly.memref<f16, register, ((2,2,2),1,1):((1,2,4),0,0)>) -> !fly.memref<f16, register, ((4,2),1,1):((1,4),0,0)>
  // CHECK: fly.tiled_copy.retile({{.*}}) -> !fly.memref<f16, register, ((4,1),1,1):((1,0),0,0)>
  %c = fly.tiled_copy.retile(%ts, %fc) : (!tcC2, !fly.memref<f16, register, ((2,2),1,1):((1,2),0,0)>) -> !fly.memref<f16, register, ((4,1),1,1):((1,0),0,0)>
  return
}

//===----------------------------------------------------------------------===//
// cp_async (notes 6): one thread moving `bits` contiguous bits, source and
// destination (1,bits):(0,1), thread layout 1:0. cp_async<128, cg> with
// f16 values: 8 values per call. Tiled over an 8x32 tile with thread
// t = t0 + 4*t1 (t0 < 4) holding row t1, columns 8*t0 + v:
// TV ((4,8),8):((64,1),8) (index m + 8k = t1 + 8*(8*t0 + v)).
//===----------------------------------------------------------------------===//

!cg = !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 16>
!tvG = !fly.layout<((4,8),8):((64,1),8)>
!t8x32 = !fly.tile<[8:1|32:1]>
!tcG = !fly.tiled_copy<!cg, !tvG, !t8x32>
!gG = !fly.memref<f16, global, (16,64):(64,1), align<16>>
!gD = !fly.memref<f16, global, (16,64):(?{div=8},1), align<16>>
!gU = !fly.memref<f16, global, (16,64):(?,1), align<16>>
!sG = !fly.memref<f16, shared, S<3,3,3> o 0 o (16,64):(64,1), align<128>>
// CHECK-LABEL: func.func @cp_async
func.func @cp_async(%ct: !c8x32, %g: !gG, %gd: !gD, %gu: !gU, %s: !sG, %tid: !fly.int_tuple<?>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !cg
  %tv = fly.static : !tvG
  %tile = fly.static : !t8x32
  %tc = fly.make_tiled_copy(%atom, %tv, %tile) : (!cg, !tvG, !t8x32) -> !tcG
  %t5 = fly.static : !fly.int_tuple<5>
  %t31 = fly.static : !fly.int_tuple<31>
  // Thread 5 (t0 1, t1 1): row 1, columns 8-15: (1,8), 8 values along K.
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(1,8), ((8,1),1,1):((1E1,0),0,0)>
  %c5 = fly.tiled_copy.partition_src(%tc, %ct, %t5) : (!tcG, !c8x32, !fly.int_tuple<5>) -> !fly.coord_tensor<(1,8), ((8,1),1,1):((1E1,0),0,0)>
  // Thread 31: row 7, columns 24-31. The destination side is the same.
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.coord_tensor<(7,24), ((8,1),1,1):((1E1,0),0,0)>
  %c31 = fly.tiled_copy.partition_dst(%tc, %ct, %t31) : (!tcG, !c8x32, !fly.int_tuple<31>) -> !fly.coord_tensor<(7,24), ((8,1),1,1):((1E1,0),0,0)>
  // A row-major (16,64) global view is 2x2 tiles: the M rest steps 8 rows
  // (512), the K rest 32 columns. Thread 5 starts at 64 + 8 = 72 elements =
  // 144 bytes, a multiple of 16; any thread at 64*t1 + 8*t0.
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, global, ((8,1),2,2):((1,0),512,32), align<16>>
  %g5 = fly.tiled_copy.partition_src(%tc, %g, %t5) : (!tcG, !gG, !fly.int_tuple<5>) -> !fly.memref<f16, global, ((8,1),2,2):((1,0),512,32), align<16>>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, global, ((8,1),2,2):((1,0),512,32), align<16>>
  %gt = fly.tiled_copy.partition_src(%tc, %g, %tid) : (!tcG, !gG, !fly.int_tuple<?>) -> !fly.memref<f16, global, ((8,1),2,2):((1,0),512,32), align<16>>
  // A dynamic row stride that is a multiple of 8 elements keeps every row
  // start 16-byte aligned; the M rest is 8 such rows (?{div=64}).
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, global, ((8,1),2,2):((1,0),?{div=64},32), align<16>>
  %d5 = fly.tiled_copy.partition_src(%tc, %gd, %t5) : (!tcG, !gD, !fly.int_tuple<5>) -> !fly.memref<f16, global, ((8,1),2,2):((1,0),?{div=64},32), align<16>>
  // An unknown row stride s: thread 5 starts at s + 8 elements, known only
  // to be element aligned (no align); the M rest steps 8 rows, 8s
  // (?{div=8}).
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, global, ((8,1),2,2):((1,0),?{div=8},32)>
  %u5 = fly.tiled_copy.partition_src(%tc, %gu, %t5) : (!tcG, !gU, !fly.int_tuple<5>) -> !fly.memref<f16, global, ((8,1),2,2):((1,0),?{div=8},32)>
  // The swizzled shared destination: the offset 72 goes into the composed
  // layout.
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.memref<f16, shared, S<3,3,3> o 72 o ((8,1),2,2):((1,0),512,32), align<128>>
  %s5 = fly.tiled_copy.partition_dst(%tc, %s, %t5) : (!tcG, !sG, !fly.int_tuple<5>) -> !fly.memref<f16, shared, S<3,3,3> o 72 o ((8,1),2,2):((1,0),512,32), align<128>>
  return
}

// cp_async<32, ca> with f32 values: one value per call, so a thread holding
// a row of 4 values (TV (32,4):(1,32) over [32:1|4:1]) makes 4 calls: the
// view is ((1 atom value, 4 groups), 1, 1), the groups one element apart
// on a row-major (32,4):(4,1) tile; thread 3 starts at 12 elements = 48
// bytes (align 16 kept), thread 1 at 16 bytes... 4*4 = 16 bytes.
!ca = !fly.copy_atom<!fly_nvvm.cp_async<32, ca>, 32>
!tc32 = !fly.tiled_copy<!ca, !fly.layout<(32,4):(1,32)>, !fly.tile<[32:1|4:1]>>
// CHECK-LABEL: func.func @cp_async_32
func.func @cp_async_32(%tc: !tc32, %g: !fly.memref<f32, global, (32,4):(4,1), align<16>>) {
  %t3 = fly.static : !fly.int_tuple<3>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f32, global, ((1,4),1,1):((0,1),0,0), align<16>>
  %p = fly.tiled_copy.partition_src(%tc, %g, %t3) : (!tc32, !fly.memref<f32, global, (32,4):(4,1), align<16>>, !fly.int_tuple<3>) -> !fly.memref<f32, global, ((1,4),1,1):((0,1),0,0), align<16>>
  return
}
