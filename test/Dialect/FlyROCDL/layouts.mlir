// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// Thread-value layouts of the fly_rocdl MMA and copy atoms, checked through
// type inference (the hardware lane layouts and their
// sources are docs/notes/amd-atoms.md, cited below by section). Every
// expected type is derived by hand in the comment above it from the lane
// formula of that section; inference checks the written type, and the CHECK
// lines pin the printed form. lane-layouts-hw.test compares every lane of
// every atom with the hardware model of utils/flytools/models/amd_mma_lanes.py.
//
// Conventions. An MMA atom's A, B and C layouts map (lane, value) to the
// column-major index of the (M,K), (N,K) and (M,N) atom tile: index i of an
// R-row tile is (i % R, i / R).
//
// partition_shape (CuTe partition_shape_A/B/C; see the comment block of
// test/Dialect/Fly/atom-ops.mlir): a compact tensor of the given shape is
// divided by the permutation (default: atom extent x atom count per mode),
// zipped-divided by the atom tile, composed with the atom's TV layout for
// the operand, and the rest is divided by the atom counts. The result is
// (FrgV, Rest0, Rest1): FrgV is the value mode of the operand's atom layout
// (a value leaf stays one leaf when it lies inside one mode of the atom
// tile, which holds for every layout below), and Rest_i = extent_i /
// (atom extent_i * atom count_i). With the single-atom layout
// (1,1,1):(0,0,0) the atom counts are 1.
//
// tiled_mma.partition of an identity coordinate tensor of the atom tile
// shows the layout itself: the base is the coordinate of (lane, value 0),
// and the value strides are basis vectors (1E0 = one row, 1E1 = one column).
// The rest modes have size 1 and, as all static size-1 modes, stride 0.

!single = !fly.layout<(1,1,1):(0,0,0)>

//===----------------------------------------------------------------------===//
// cdna3.mfma 16x16x16 f16 (wave64). amd-atoms.md 1.1, 1.2, MN = 16, G = 4
// lane groups along K, KP = 16/4 = 4 values per lane:
//   A = B = ((16,4),4):((1,64),16): lane l, value v -> (l%16, 4*(l/16) + v).
//   C = ((16,4),(4,1)):((16,4),(1,16)): lane l, value v -> (4*(l/16) + v,
//       l%16).
// FrgV: A, B 4; C (4,1) (the value mode keeps its size-1 second leaf).
//===----------------------------------------------------------------------===//

!m16 = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>
!tm16 = !fly.tiled_mma<!m16, !single>

// CHECK-LABEL: func.func @mfma_16x16x16
func.func @mfma_16x16x16() {
  %atom = fly.make_mma_atom : !m16
  %al = fly.static : !single
  // CHECK: fly.make_tiled_mma(%{{.*}}, %{{.*}}) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>) -> !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>
  %tm = fly.make_tiled_mma(%atom, %al) : (!m16, !single) -> !tm16
  %s32x32 = fly.static : !fly.int_tuple<(32,32)>
  %s64x32 = fly.static : !fly.int_tuple<(64,32)>
  // a (M,K) = (32,32): FrgV 4, M 32/16 = 2, K 32/16 = 2.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(4,2,2)>
  %a0 = fly.tiled_mma.partition_shape(a, %tm, %s32x32) : (!tm16, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(4,2,2)>
  // a (64,32): M 64/16 = 4, K 2.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<(4,4,2)>
  %a1 = fly.tiled_mma.partition_shape(a, %tm, %s64x32) : (!tm16, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<(4,4,2)>
  // b (N,K) = (32,32): same layout as A: (4,2,2).
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(4,2,2)>
  %b0 = fly.tiled_mma.partition_shape(b, %tm, %s32x32) : (!tm16, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(4,2,2)>
  // b (64,32): N 64/16 = 4, K 2.
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<(4,4,2)>
  %b1 = fly.tiled_mma.partition_shape(b, %tm, %s64x32) : (!tm16, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<(4,4,2)>
  // c (M,N) = (32,32): FrgV (4,1), M 2, N 2.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((4,1),2,2)>
  %c0 = fly.tiled_mma.partition_shape(c, %tm, %s32x32) : (!tm16, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((4,1),2,2)>
  // c (64,32): M 4, N 2.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<((4,1),4,2)>
  %c1 = fly.tiled_mma.partition_shape(c, %tm, %s64x32) : (!tm16, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<((4,1),4,2)>
  return
}

// The lane mapping itself, on the 16x16 identity tensor.
// CHECK-LABEL: func.func @mfma_16x16x16_lanes
func.func @mfma_16x16x16_lanes(%tm: !tm16, %ct: !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>) {
  %l17 = fly.static : !fly.int_tuple<17>
  %l63 = fly.static : !fly.int_tuple<63>
  // A, lane 17: (17%16, 4*(17/16)) = (1,4); value v adds (0,v): 4:1E1.
  // (amd-atoms.md 1.1 spot check: lane 17, value 2 is (1,6).)
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(1,4), (4,1,1):(1E1,0,0)>
  %a = fly.tiled_mma.partition(a, %tm, %ct, %l17) : (!tm16, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<17>) -> !fly.coord_tensor<(1,4), (4,1,1):(1E1,0,0)>
  // B uses the same formula over (N,K): lane 63 is (15, 4*3) = (15,12).
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.coord_tensor<(15,12), (4,1,1):(1E1,0,0)>
  %b = fly.tiled_mma.partition(b, %tm, %ct, %l63) : (!tm16, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<63>) -> !fly.coord_tensor<(15,12), (4,1,1):(1E1,0,0)>
  // C, lane 17: (4*(17/16), 17%16) = (4,1); value v adds (v,0): (4,1) with
  // strides (1E0, 0) (the size-1 leaf has stride 0).
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(4,1), ((4,1),1,1):((1E0,0),0,0)>
  %c = fly.tiled_mma.partition(c, %tm, %ct, %l17) : (!tm16, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<17>) -> !fly.coord_tensor<(4,1), ((4,1),1,1):((1E0,0),0,0)>
  // C, lane 63: (4*3, 15) = (12,15).
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(12,15), ((4,1),1,1):((1E0,0),0,0)>
  %c2 = fly.tiled_mma.partition(c, %tm, %ct, %l63) : (!tm16, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<63>) -> !fly.coord_tensor<(12,15), ((4,1),1,1):((1E0,0),0,0)>
  return
}

// Four atoms in a 2x2 (M,N) grid, (2,2,1):(1,2,0): the default permutation
// tiles 32 rows and 32 columns per step (16 x 2 atoms), K 16 x 1.
// c (64,64): FrgV (4,1), M 64/(16*2) = 2, N 64/(16*2) = 2.
// a (64,32): FrgV 4, M 64/(16*2) = 2, K 32/16 = 2.
// CHECK-LABEL: func.func @mfma_16x16x16_2x2
func.func @mfma_16x16x16_2x2() {
  %atom = fly.make_mma_atom : !m16
  %al = fly.static : !fly.layout<(2,2,1):(1,2,0)>
  %tm = fly.make_tiled_mma(%atom, %al) : (!m16, !fly.layout<(2,2,1):(1,2,0)>) -> !fly.tiled_mma<!m16, !fly.layout<(2,2,1):(1,2,0)>>
  %s64x64 = fly.static : !fly.int_tuple<(64,64)>
  %s64x32 = fly.static : !fly.int_tuple<(64,32)>
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(64,64)>) -> !fly.int_tuple<((4,1),2,2)>
  %c = fly.tiled_mma.partition_shape(c, %tm, %s64x64) : (!fly.tiled_mma<!m16, !fly.layout<(2,2,1):(1,2,0)>>, !fly.int_tuple<(64,64)>) -> !fly.int_tuple<((4,1),2,2)>
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<(4,2,2)>
  %a = fly.tiled_mma.partition_shape(a, %tm, %s64x32) : (!fly.tiled_mma<!m16, !fly.layout<(2,2,1):(1,2,0)>>, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<(4,2,2)>
  return
}

//===----------------------------------------------------------------------===//
// cdna3.mfma 32x32x8 f16, amd-atoms.md 1.1, 1.2. MN = 32, G = 2, KP = 4:
//   A = B = ((32,2),4):((1,128),32): lane l, value v -> (l%32, 4*(l/32) + v).
//   C = ((32,2),(4,4)):((32,4),(1,8)): lane l, value v ->
//       (8*(v/4) + 4*(l/32) + v%4, l%32).
// FrgV: A, B 4; C (4,4).
//===----------------------------------------------------------------------===//

!m32 = !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x8, (f16, f16) -> f32>>
!tm32 = !fly.tiled_mma<!m32, !single>

// CHECK-LABEL: func.func @mfma_32x32x8
func.func @mfma_32x32x8() {
  %atom = fly.make_mma_atom : !m32
  %al = fly.static : !single
  %tm = fly.make_tiled_mma(%atom, %al) : (!m32, !single) -> !tm32
  %s32x32 = fly.static : !fly.int_tuple<(32,32)>
  %s64x32 = fly.static : !fly.int_tuple<(64,32)>
  // a (32,32): FrgV 4, M 32/32 = 1, K 32/8 = 4.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(4,1,4)>
  %a0 = fly.tiled_mma.partition_shape(a, %tm, %s32x32) : (!tm32, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(4,1,4)>
  // a (64,32): M 64/32 = 2, K 4.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<(4,2,4)>
  %a1 = fly.tiled_mma.partition_shape(a, %tm, %s64x32) : (!tm32, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<(4,2,4)>
  // b (32,32): N 1, K 4.
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(4,1,4)>
  %b0 = fly.tiled_mma.partition_shape(b, %tm, %s32x32) : (!tm32, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(4,1,4)>
  // c (32,32): FrgV (4,4), M 1, N 1.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((4,4),1,1)>
  %c0 = fly.tiled_mma.partition_shape(c, %tm, %s32x32) : (!tm32, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((4,4),1,1)>
  // c (64,32): M 2, N 1.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<((4,4),2,1)>
  %c1 = fly.tiled_mma.partition_shape(c, %tm, %s64x32) : (!tm32, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<((4,4),2,1)>
  return
}

// CHECK-LABEL: func.func @mfma_32x32x8_lanes
func.func @mfma_32x32x8_lanes(%tm: !tm32, %ak: !fly.coord_tensor<(0,0), (32,8):(1E0,1E1)>, %mn: !fly.coord_tensor<(0,0), (32,32):(1E0,1E1)>) {
  %l33 = fly.static : !fly.int_tuple<33>
  // A, lane 33: (33%32, 4*(33/32)) = (1,4); values 4:1E1.
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(1,4), (4,1,1):(1E1,0,0)>
  %a = fly.tiled_mma.partition(a, %tm, %ak, %l33) : (!tm32, !fly.coord_tensor<(0,0), (32,8):(1E0,1E1)>, !fly.int_tuple<33>) -> !fly.coord_tensor<(1,4), (4,1,1):(1E1,0,0)>
  // C, lane 33: (4*(33/32), 33%32) = (4,1); value v adds (v%4 + 8*(v/4), 0):
  // (4,4):(1E0,8E0). (amd-atoms.md 1.2: lane 33, value 5 is (4+1+8, 1) = (13,1).)
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(4,1), ((4,4),1,1):((1E0,8E0),0,0)>
  %c = fly.tiled_mma.partition(c, %tm, %mn, %l33) : (!tm32, !fly.coord_tensor<(0,0), (32,32):(1E0,1E1)>, !fly.int_tuple<33>) -> !fly.coord_tensor<(4,1), ((4,4),1,1):((1E0,8E0),0,0)>
  return
}

//===----------------------------------------------------------------------===//
// gfx11.wmma 16x16x16 f16 (wave32), amd-atoms.md 3.1:
//   A = B = ((16,2),16):((1,0),16): lane l, value v -> (l%16, v); lanes l
//       and l+16 hold the same data (stride 0).
//   C = ((16,2),8):((16,1),2): lane l, value v -> (2v + l/16, l%16).
// FrgV: A, B 16; C 8.
//===----------------------------------------------------------------------===//

!w11 = !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (f16, f16) -> f32>>
!tw11 = !fly.tiled_mma<!w11, !single>

// CHECK-LABEL: func.func @gfx11_wmma
func.func @gfx11_wmma() {
  %atom = fly.make_mma_atom : !w11
  %al = fly.static : !single
  %tm = fly.make_tiled_mma(%atom, %al) : (!w11, !single) -> !tw11
  %s32x32 = fly.static : !fly.int_tuple<(32,32)>
  %s64x32 = fly.static : !fly.int_tuple<(64,32)>
  // a (32,32): FrgV 16, M 32/16 = 2, K 32/16 = 2.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(16,2,2)>
  %a0 = fly.tiled_mma.partition_shape(a, %tm, %s32x32) : (!tw11, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(16,2,2)>
  // a (64,32): M 4, K 2.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<(16,4,2)>
  %a1 = fly.tiled_mma.partition_shape(a, %tm, %s64x32) : (!tw11, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<(16,4,2)>
  // b (32,32): (16,2,2).
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(16,2,2)>
  %b0 = fly.tiled_mma.partition_shape(b, %tm, %s32x32) : (!tw11, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(16,2,2)>
  // c (32,32): FrgV 8, M 2, N 2.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(8,2,2)>
  %c0 = fly.tiled_mma.partition_shape(c, %tm, %s32x32) : (!tw11, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(8,2,2)>
  // c (64,32): M 4, N 2.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<(8,4,2)>
  %c1 = fly.tiled_mma.partition_shape(c, %tm, %s64x32) : (!tw11, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<(8,4,2)>
  return
}

// CHECK-LABEL: func.func @gfx11_wmma_lanes
func.func @gfx11_wmma_lanes(%tm: !tw11, %ct: !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>) {
  %l1 = fly.static : !fly.int_tuple<1>
  %l17 = fly.static : !fly.int_tuple<17>
  // A, lanes 1 and 17 both start at (1,0); values run along K: 16:1E1.
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(1,0), (16,1,1):(1E1,0,0)>
  %a1 = fly.tiled_mma.partition(a, %tm, %ct, %l1) : (!tw11, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<1>) -> !fly.coord_tensor<(1,0), (16,1,1):(1E1,0,0)>
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(1,0), (16,1,1):(1E1,0,0)>
  %a17 = fly.tiled_mma.partition(a, %tm, %ct, %l17) : (!tw11, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<17>) -> !fly.coord_tensor<(1,0), (16,1,1):(1E1,0,0)>
  // C, lane 17: (17/16, 17%16) = (1,1); value v adds (2v,0): 8:2E0.
  // (amd-atoms.md 3.1: lane 17, value 3 is (7,1).)
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(1,1), (8,1,1):(2E0,0,0)>
  %c = fly.tiled_mma.partition(c, %tm, %ct, %l17) : (!tw11, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<17>) -> !fly.coord_tensor<(1,1), (8,1,1):(2E0,0,0)>
  return
}

//===----------------------------------------------------------------------===//
// gfx120x.wmma_isa 16x16x16 (wave32): the lanes the instruction reads,
// amd-atoms.md 4 (gfx120x.wmma, FlyDSL's lanes, follows). The half-waves take turns
// on 8-byte K blocks (4.1), 4 values for f16/bf16: lane 0 holds K 0-3 and
// 8-11 of row 0, lane 16 K 4-7 and 12-15:
//   A = B = ((16,2),(4,2)):((1,64),(16,128)): lane l, value v ->
//       (l%16, 8*(v/4) + 4*(l/16) + v%4); index m + 16k: lane l/16 adds
//       4 columns (64), v%4 one (16), v/4 eight (128).
//   C = ((16,2),8):((16,8),1): lane l, value v -> (8*(l/16) + v, l%16) (4.2).
// 8-bit operands take 8 values per turn: ((16,2),8):((1,128),16), lane l,
// value v -> (l%16, 8*(l/16) + v).
// FrgV: f16 A, B (4,2) (two leaves: K steps 1 and 8 are not one stride);
// fp8 A, B 8; C 8.
//===----------------------------------------------------------------------===//

!w12 = !fly.mma_atom<!fly_rocdl.gfx120x.wmma_isa<16x16x16, (f16, f16) -> f32>>
!tw12 = !fly.tiled_mma<!w12, !single>
!w12f8 = !fly.mma_atom<!fly_rocdl.gfx120x.wmma_isa<16x16x16, (f8E4M3FN, f8E5M2) -> f32>>
!tw12f8 = !fly.tiled_mma<!w12f8, !single>

// CHECK-LABEL: func.func @gfx120x_wmma
func.func @gfx120x_wmma() {
  %atom = fly.make_mma_atom : !w12
  %al = fly.static : !single
  %tm = fly.make_tiled_mma(%atom, %al) : (!w12, !single) -> !tw12
  %s32x32 = fly.static : !fly.int_tuple<(32,32)>
  %s64x32 = fly.static : !fly.int_tuple<(64,32)>
  // a (32,32): FrgV (4,2), M 2, K 32/16 = 2.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((4,2),2,2)>
  %a0 = fly.tiled_mma.partition_shape(a, %tm, %s32x32) : (!tw12, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((4,2),2,2)>
  // a (64,32): M 4, K 2.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<((4,2),4,2)>
  %a1 = fly.tiled_mma.partition_shape(a, %tm, %s64x32) : (!tw12, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<((4,2),4,2)>
  // b (64,32): N 4, K 2.
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<((4,2),4,2)>
  %b1 = fly.tiled_mma.partition_shape(b, %tm, %s64x32) : (!tw12, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<((4,2),4,2)>
  // c (32,32): FrgV 8, M 2, N 2.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(8,2,2)>
  %c0 = fly.tiled_mma.partition_shape(c, %tm, %s32x32) : (!tw12, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(8,2,2)>
  // c (64,32): M 4, N 2.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<(8,4,2)>
  %c1 = fly.tiled_mma.partition_shape(c, %tm, %s64x32) : (!tw12, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<(8,4,2)>
  return
}

// CHECK-LABEL: func.func @gfx120x_wmma_lanes
func.func @gfx120x_wmma_lanes(%tm: !tw12, %tm8: !tw12f8, %ct: !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>) {
  %l0 = fly.static : !fly.int_tuple<0>
  %l17 = fly.static : !fly.int_tuple<17>
  // f16 A, lane 0: (0,0); value v adds (0, v%4 + 8*(v/4)): (4,2):(1E1,8E1),
  // i.e. K 0,1,2,3,8,9,10,11.
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(0,0), ((4,2),1,1):((1E1,8E1),0,0)>
  %a0 = fly.tiled_mma.partition(a, %tm, %ct, %l0) : (!tw12, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<0>) -> !fly.coord_tensor<(0,0), ((4,2),1,1):((1E1,8E1),0,0)>
  // f16 A, lane 17: (17%16, 4*(17/16)) = (1,4): K 4-7 and 12-15 of row 1.
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(1,4), ((4,2),1,1):((1E1,8E1),0,0)>
  %a = fly.tiled_mma.partition(a, %tm, %ct, %l17) : (!tw12, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<17>) -> !fly.coord_tensor<(1,4), ((4,2),1,1):((1E1,8E1),0,0)>
  // f16 B, lane 17: the same formula over (N,K): (1,4).
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.coord_tensor<(1,4), ((4,2),1,1):((1E1,8E1),0,0)>
  %b = fly.tiled_mma.partition(b, %tm, %ct, %l17) : (!tw12, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<17>) -> !fly.coord_tensor<(1,4), ((4,2),1,1):((1E1,8E1),0,0)>
  // fp8 A, lane 17: (17%16, 8*(17/16)) = (1,8); values 8:1E1 (K 8-15).
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(1,8), (8,1,1):(1E1,0,0)>
  %a8 = fly.tiled_mma.partition(a, %tm8, %ct, %l17) : (!tw12f8, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<17>) -> !fly.coord_tensor<(1,8), (8,1,1):(1E1,0,0)>
  // C, lane 17: (8*(17/16), 17%16) = (8,1); values 8:1E0.
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(8,1), (8,1,1):(1E0,0,0)>
  %c = fly.tiled_mma.partition(c, %tm, %ct, %l17) : (!tw12, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<17>) -> !fly.coord_tensor<(8,1), (8,1,1):(1E0,0,0)>
  return
}

//===----------------------------------------------------------------------===//
// gfx120x.wmma 16x16x16: FlyDSL's A/B lanes (its GFX120X atom reuses the
// gfx1250 helper's 8-value blocks for every type, docs/flydsl-compat.md):
//   A = B = ((16,2),8):((1,128),16): lane l, value v -> (l%16, 8*(l/16) + v),
// for f16 as for fp8 (where it is the hardware's, above). FrgV 8, one leaf:
// FlyDSL's fragments (8,M,K). C as gfx120x.wmma_isa.
//===----------------------------------------------------------------------===//

!w12d = !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (f16, f16) -> f32>>
!tw12d = !fly.tiled_mma<!w12d, !single>

// CHECK-LABEL: func.func @gfx120x_wmma_flydsl
func.func @gfx120x_wmma_flydsl(%tm: !tw12d, %ct: !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>) {
  %s32x32 = fly.static : !fly.int_tuple<(32,32)>
  %l17 = fly.static : !fly.int_tuple<17>
  // a (32,32): FrgV 8, M 2, K 2.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}) -> !fly.int_tuple<(8,2,2)>
  %a0 = fly.tiled_mma.partition_shape(a, %tm, %s32x32) : (!tw12d, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(8,2,2)>
  // f16 A, lane 17: (17%16, 8*(17/16)) = (1,8); values 8:1E1 (K 8-15),
  // where the instruction reads K 4-7 and 12-15 there.
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(1,8), (8,1,1):(1E1,0,0)>
  %a = fly.tiled_mma.partition(a, %tm, %ct, %l17) : (!tw12d, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<17>) -> !fly.coord_tensor<(1,8), (8,1,1):(1E1,0,0)>
  // B alike.
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.coord_tensor<(1,8), (8,1,1):(1E1,0,0)>
  %b = fly.tiled_mma.partition(b, %tm, %ct, %l17) : (!tw12d, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<17>) -> !fly.coord_tensor<(1,8), (8,1,1):(1E1,0,0)>
  return
}

//===----------------------------------------------------------------------===//
// gfx1250.wmma 16x16x32 f16 -> f32 (wave32), amd-atoms.md 5.1, 5.2: the
// half-waves take turns on 16-byte K blocks, 8 f16 values; K/2 = 16 values
// per lane in nb = 2 blocks of 8:
//   A = B = ((16,2),(8,2)):((1,128),(16,256)): lane l, value v ->
//       (l%16, 16*(v/8) + 8*(l/16) + v%8).
//   C (32-bit acc) = ((16,2),8):((16,8),1): lane l, value v ->
//       (8*(l/16) + v, l%16).
// FrgV: A, B (8,2) (8 along K at stride 1, then 2 blocks at stride 16,
// both inside the 32 columns of the atom tile); C 8.
//===----------------------------------------------------------------------===//

!w1250 = !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (f16, f16) -> f32>>
!tw1250 = !fly.tiled_mma<!w1250, !single>

// CHECK-LABEL: func.func @gfx1250_wmma
func.func @gfx1250_wmma() {
  %atom = fly.make_mma_atom : !w1250
  %al = fly.static : !single
  %tm = fly.make_tiled_mma(%atom, %al) : (!w1250, !single) -> !tw1250
  %s32x32 = fly.static : !fly.int_tuple<(32,32)>
  %s64x32 = fly.static : !fly.int_tuple<(64,32)>
  %s32x64 = fly.static : !fly.int_tuple<(32,64)>
  // a (32,32): FrgV (8,2), M 32/16 = 2, K 32/32 = 1.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((8,2),2,1)>
  %a0 = fly.tiled_mma.partition_shape(a, %tm, %s32x32) : (!tw1250, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((8,2),2,1)>
  // a (64,32): M 4, K 1.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<((8,2),4,1)>
  %a1 = fly.tiled_mma.partition_shape(a, %tm, %s64x32) : (!tw1250, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<((8,2),4,1)>
  // a (32,64): M 2, K 64/32 = 2.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(32,64)>) -> !fly.int_tuple<((8,2),2,2)>
  %a2 = fly.tiled_mma.partition_shape(a, %tm, %s32x64) : (!tw1250, !fly.int_tuple<(32,64)>) -> !fly.int_tuple<((8,2),2,2)>
  // b (32,64): N 2, K 2.
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(32,64)>) -> !fly.int_tuple<((8,2),2,2)>
  %b2 = fly.tiled_mma.partition_shape(b, %tm, %s32x64) : (!tw1250, !fly.int_tuple<(32,64)>) -> !fly.int_tuple<((8,2),2,2)>
  // c (32,32): FrgV 8, M 2, N 2.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(8,2,2)>
  %c0 = fly.tiled_mma.partition_shape(c, %tm, %s32x32) : (!tw1250, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(8,2,2)>
  // c (64,32): M 4, N 2.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<(8,4,2)>
  %c1 = fly.tiled_mma.partition_shape(c, %tm, %s64x32) : (!tw1250, !fly.int_tuple<(64,32)>) -> !fly.int_tuple<(8,4,2)>
  return
}

// CHECK-LABEL: func.func @gfx1250_wmma_lanes
func.func @gfx1250_wmma_lanes(%tm: !tw1250, %mk: !fly.coord_tensor<(0,0), (16,32):(1E0,1E1)>, %mn: !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>) {
  %l20 = fly.static : !fly.int_tuple<20>
  // A, lane 20: (20%16, 8*(20/16)) = (4,8); value v adds
  // (0, v%8 + 16*(v/8)): (8,2):(1E1,16E1). (amd-atoms.md 5.1: lane 20, value 10
  // is (4, 8+2+16) = (4,26).)
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(4,8), ((8,2),1,1):((1E1,16E1),0,0)>
  %a = fly.tiled_mma.partition(a, %tm, %mk, %l20) : (!tw1250, !fly.coord_tensor<(0,0), (16,32):(1E0,1E1)>, !fly.int_tuple<20>) -> !fly.coord_tensor<(4,8), ((8,2),1,1):((1E1,16E1),0,0)>
  // C, lane 20: (8*(20/16), 20%16) = (8,4); values 8:1E0.
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(8,4), (8,1,1):(1E0,0,0)>
  %c = fly.tiled_mma.partition(c, %tm, %mn, %l20) : (!tw1250, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<20>) -> !fly.coord_tensor<(8,4), (8,1,1):(1E0,0,0)>
  return
}

//===----------------------------------------------------------------------===//
// A tiled copy with cdna3.buffer_copy<128> and 16-bit values. The atom moves
// (1,128):(0,1) bits per thread, i.e. one group of 128/16 = 8 values, which
// must be 8 consecutive elements in memory (one 128-bit buffer load).
//
// Tile [4:1|128:1] is a 4x128 tile, indexed column-major: (m,n) -> m + 4n.
// TV ((4,16),8):((1,32),4): thread t = t0 + 4*t1 (t0 < 4, t1 < 16), value v
// -> index t0 + 32*t1 + 4*v, i.e. (m,n) = (t0, 8*t1 + v). So thread t owns
// row t%4, columns 8*(t/4) .. 8*(t/4)+7: 8 consecutive columns, exactly one
// atom value group per thread, 64 threads x 8 values = 512 = 4*128 elements,
// each once (index t0 + 4*(8*t1 + v) is a bijection onto 0..511).
//
// On a row-major (4,128):(128,1) f16 buffer view, (m,n) is at 128m + n:
// a thread's 8 values are 1 element apart, ATOM_V = (8 values, 1 group) =
// (8,1):(1,0); the rest modes have size 1. Thread t starts at
// 128*(t%4) + 8*(t/4) elements, a multiple of 8 elements = 16 bytes, so the
// 16-byte alignment of the view survives for every thread, and for an
// unknown thread index too (gcd(128, 8) = 8 elements).
//===----------------------------------------------------------------------===//

!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
!tv = !fly.layout<((4,16),8):((1,32),4)>
!tile = !fly.tile<[4:1|128:1]>
!tc = !fly.tiled_copy<!bc, !tv, !tile>
!buf = !fly.memref<f16, #fly_rocdl.buffer_desc, (4,128):(128,1), align<16>>

// CHECK-LABEL: func.func @buffer_copy_tiled
func.func @buffer_copy_tiled(%v: !buf, %tid: !fly.int_tuple<?>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !bc
  %tv = fly.static : !tv
  %tile = fly.static : !tile
  // CHECK: fly.make_tiled_copy(%{{.*}}, %{{.*}}, %{{.*}}) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((4,16),8):((1,32),4)>, !fly.tile<[4:1|128:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((4,16),8):((1,32),4)>, !fly.tile<[4:1|128:1]>>
  %tc = fly.make_tiled_copy(%atom, %tv, %tile) : (!bc, !tv, !tile) -> !tc
  %t0 = fly.static : !fly.int_tuple<0>
  %t5 = fly.static : !fly.int_tuple<5>
  // Thread 0 starts at element 0.
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0), align<16>>
  %p0 = fly.tiled_copy.partition_src(%tc, %v, %t0) : (!tc, !buf, !fly.int_tuple<0>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0), align<16>>
  // Thread 5 = (t0,t1) = (1,1) starts at (1,8): 128 + 8 = 136 elements =
  // 272 bytes, a multiple of 16.
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0), align<16>>
  %p5 = fly.tiled_copy.partition_src(%tc, %v, %t5) : (!tc, !buf, !fly.int_tuple<5>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0), align<16>>
  // Unknown thread: offsets are multiples of gcd(128, 8) = 8 elements.
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0), align<16>>
  %pd = fly.tiled_copy.partition_src(%tc, %v, %tid) : (!tc, !buf, !fly.int_tuple<?>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0), align<16>>
  return
}

// 4x4x4 f16 MFMA (amd-atoms.md 1.3): 16 blocks of 4 lanes, every block
// computing the same 4x4x4 product: A ((4,16),4):((1,0),4) (lane l: row
// l % 4, its 4 K values), C ((4,16),4):((4,0),1) (lane l: column l % 4,
// value v: row v).
// a over (M,K) = (8,8): FrgV = 4 values, M 8/4 = 2, K 8/4 = 2 -> (4,2,2).
// c over (M,N) = (8,8): FrgV = 4 values, 8/4 = 2 each -> (4,2,2).
!m44 = !fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x4, (f16, f16) -> f32>>
!tm44 = !fly.tiled_mma<!m44, !fly.layout<(1,1,1):(0,0,0)>>
// CHECK-LABEL: func.func @mfma_4x4x4
func.func @mfma_4x4x4() {
  %m = fly.make_mma_atom : !m44
  %al = fly.static : !fly.layout<(1,1,1):(0,0,0)>
  %tm = fly.make_tiled_mma(%m, %al) : (!m44, !fly.layout<(1,1,1):(0,0,0)>) -> !tm44
  %s = fly.static : !fly.int_tuple<(8,8)>
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}) -> !fly.int_tuple<(4,2,2)>
  %pa = fly.tiled_mma.partition_shape(a, %tm, %s) : (!tm44, !fly.int_tuple<(8,8)>) -> !fly.int_tuple<(4,2,2)>
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}) -> !fly.int_tuple<(4,2,2)>
  %pc = fly.tiled_mma.partition_shape(c, %tm, %s) : (!tm44, !fly.int_tuple<(8,8)>) -> !fly.int_tuple<(4,2,2)>
  return
}

//===----------------------------------------------------------------------===//
// cdna4.mfma_scale 16x16x128 (wave64), amd-atoms.md 2. Each operand is laid
// out by its own format (2.1): 32 values per lane, 16 rows per lane group,
// G = 4 lane groups along K.
//   fp6 / fp4 A, B = ((16,4),32):((1,512),16): lane l, value v ->
//       (l%16, 32*(l/16) + v), 32 consecutive K per lane.
//   fp8 A, B = ((16,4),(16,2)):((1,256),(16,1024)): lane l, value v ->
//       (l%16, 64*(v/16) + 16*(l/16) + v%16): 16-value chunks dealt round
//       the 4 lane groups, so lane 0 holds K 0-15 and 64-79 (index m + 16k:
//       lane group +16 K = 256, v%16 one K = 16, v/16 64 K = 1024).
//   C = ((16,4),(4,1)):((16,4),(1,16)): lane l, value v -> (4*(l/16) + v,
//       l%16), the MFMA accumulator (1.2).
// FrgV: fp8 A, B (16,2) (K steps 1 and 64); fp6/fp4 A, B 32; C (4,1).
//===----------------------------------------------------------------------===//

!ms16 = !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>
!tms16 = !fly.tiled_mma<!ms16, !single>
!ms16f4 = !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f6E3M2FN) -> f32, opselA = 1, opselB = 2>>
!tms16f4 = !fly.tiled_mma<!ms16f4, !single>

// CHECK-LABEL: func.func @mfma_scale_16x16x128
func.func @mfma_scale_16x16x128() {
  %atom = fly.make_mma_atom : !ms16
  %al = fly.static : !single
  %tm = fly.make_tiled_mma(%atom, %al) : (!ms16, !single) -> !tms16
  %s32x256 = fly.static : !fly.int_tuple<(32,256)>
  %s64x128 = fly.static : !fly.int_tuple<(64,128)>
  %s32x32 = fly.static : !fly.int_tuple<(32,32)>
  // fp8 a (M,K) = (32,256): FrgV (16,2), M 32/16 = 2, K 256/128 = 2.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(32,256)>) -> !fly.int_tuple<((16,2),2,2)>
  %a0 = fly.tiled_mma.partition_shape(a, %tm, %s32x256) : (!tms16, !fly.int_tuple<(32,256)>) -> !fly.int_tuple<((16,2),2,2)>
  // fp8 b (N,K) = (64,128): N 64/16 = 4, K 1.
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(64,128)>) -> !fly.int_tuple<((16,2),4,1)>
  %b0 = fly.tiled_mma.partition_shape(b, %tm, %s64x128) : (!tms16, !fly.int_tuple<(64,128)>) -> !fly.int_tuple<((16,2),4,1)>
  // c (M,N) = (32,32): FrgV (4,1), 2, 2.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((4,1),2,2)>
  %c0 = fly.tiled_mma.partition_shape(c, %tm, %s32x32) : (!tms16, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<((4,1),2,2)>
  // c (64,128): M 4, N 8.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(64,128)>) -> !fly.int_tuple<((4,1),4,8)>
  %c1 = fly.tiled_mma.partition_shape(c, %tm, %s64x128) : (!tms16, !fly.int_tuple<(64,128)>) -> !fly.int_tuple<((4,1),4,8)>
  return
}

// CHECK-LABEL: func.func @mfma_scale_16x16x128_lanes
func.func @mfma_scale_16x16x128_lanes(%tm: !tms16, %tm4: !tms16f4, %mk: !fly.coord_tensor<(0,0), (16,128):(1E0,1E1)>, %mn: !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>) {
  %l17 = fly.static : !fly.int_tuple<17>
  %l46 = fly.static : !fly.int_tuple<46>
  %l63 = fly.static : !fly.int_tuple<63>
  // fp8 A, lane 17: (17%16, 16*(17/16)) = (1,16); values: 16 along K
  // (1E1), then the chunk 64 K further (64E1): K 16-31 and 80-95.
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(1,16), ((16,2),1,1):((1E1,64E1),0,0)>
  %a = fly.tiled_mma.partition(a, %tm, %mk, %l17) : (!tms16, !fly.coord_tensor<(0,0), (16,128):(1E0,1E1)>, !fly.int_tuple<17>) -> !fly.coord_tensor<(1,16), ((16,2),1,1):((1E1,64E1),0,0)>
  // fp8 B, lane 63: (15, 16*3) = (15,48): K 48-63 and 112-127.
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.coord_tensor<(15,48), ((16,2),1,1):((1E1,64E1),0,0)>
  %b = fly.tiled_mma.partition(b, %tm, %mk, %l63) : (!tms16, !fly.coord_tensor<(0,0), (16,128):(1E0,1E1)>, !fly.int_tuple<63>) -> !fly.coord_tensor<(15,48), ((16,2),1,1):((1E1,64E1),0,0)>
  // fp4 A and fp6 B (other opsels): 32 consecutive K from 32*(l/16).
  // Lane 46: (14, 64); values 32:1E1.
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(14,64), (32,1,1):(1E1,0,0)>
  %a4 = fly.tiled_mma.partition(a, %tm4, %mk, %l46) : (!tms16f4, !fly.coord_tensor<(0,0), (16,128):(1E0,1E1)>, !fly.int_tuple<46>) -> !fly.coord_tensor<(14,64), (32,1,1):(1E1,0,0)>
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.coord_tensor<(14,64), (32,1,1):(1E1,0,0)>
  %b4 = fly.tiled_mma.partition(b, %tm4, %mk, %l46) : (!tms16f4, !fly.coord_tensor<(0,0), (16,128):(1E0,1E1)>, !fly.int_tuple<46>) -> !fly.coord_tensor<(14,64), (32,1,1):(1E1,0,0)>
  // C, lane 17: (4*1, 1) = (4,1); values (v,0): ((4,1)):((1E0,0)).
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(4,1), ((4,1),1,1):((1E0,0),0,0)>
  %c = fly.tiled_mma.partition(c, %tm, %mn, %l17) : (!tms16, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<17>) -> !fly.coord_tensor<(4,1), ((4,1),1,1):((1E0,0),0,0)>
  // C, lane 46: (4*2, 14) = (8,14).
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(8,14), ((4,1),1,1):((1E0,0),0,0)>
  %c2 = fly.tiled_mma.partition(c, %tm4, %mn, %l46) : (!tms16f4, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<46>) -> !fly.coord_tensor<(8,14), ((4,1),1,1):((1E0,0),0,0)>
  return
}

//===----------------------------------------------------------------------===//
// cdna4.mfma_scale 32x32x64, amd-atoms.md 2.1 with 32 rows per lane group
// and G = 2 lane groups along K; here A is fp8 and B fp4:
//   fp8 A = ((32,2),(16,2)):((1,512),(32,1024)): lane l, value v ->
//       (l%32, 32*(v/16) + 16*(l/32) + v%16): lane 0 holds K 0-15 and
//       32-47, lane 32 K 16-31 and 48-63 (index m + 32k).
//   fp4 B = ((32,2),32):((1,1024),32): lane l, value v -> (l%32,
//       32*(l/32) + v).
//   C = ((32,2),(4,4)):((32,4),(1,8)): lane l, value v ->
//       (8*(v/4) + 4*(l/32) + v%4, l%32) (1.2).
// FrgV: A (16,2); B 32; C (4,4).
//===----------------------------------------------------------------------===//

!ms32 = !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E5M2, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>
!tms32 = !fly.tiled_mma<!ms32, !single>

// CHECK-LABEL: func.func @mfma_scale_32x32x64
func.func @mfma_scale_32x32x64() {
  %atom = fly.make_mma_atom : !ms32
  %al = fly.static : !single
  %tm = fly.make_tiled_mma(%atom, %al) : (!ms32, !single) -> !tms32
  %s64x128 = fly.static : !fly.int_tuple<(64,128)>
  %s32x64 = fly.static : !fly.int_tuple<(32,64)>
  %s64x64 = fly.static : !fly.int_tuple<(64,64)>
  // a (64,128): FrgV (16,2), M 64/32 = 2, K 128/64 = 2.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(64,128)>) -> !fly.int_tuple<((16,2),2,2)>
  %a0 = fly.tiled_mma.partition_shape(a, %tm, %s64x128) : (!tms32, !fly.int_tuple<(64,128)>) -> !fly.int_tuple<((16,2),2,2)>
  // b (32,64): one atom.
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(32,64)>) -> !fly.int_tuple<(32,1,1)>
  %b0 = fly.tiled_mma.partition_shape(b, %tm, %s32x64) : (!tms32, !fly.int_tuple<(32,64)>) -> !fly.int_tuple<(32,1,1)>
  // c (64,64): FrgV (4,4), M 2, N 2.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(64,64)>) -> !fly.int_tuple<((4,4),2,2)>
  %c0 = fly.tiled_mma.partition_shape(c, %tm, %s64x64) : (!tms32, !fly.int_tuple<(64,64)>) -> !fly.int_tuple<((4,4),2,2)>
  return
}

// CHECK-LABEL: func.func @mfma_scale_32x32x64_lanes
func.func @mfma_scale_32x32x64_lanes(%tm: !tms32, %mk: !fly.coord_tensor<(0,0), (32,64):(1E0,1E1)>, %mn: !fly.coord_tensor<(0,0), (32,32):(1E0,1E1)>) {
  %l31 = fly.static : !fly.int_tuple<31>
  %l33 = fly.static : !fly.int_tuple<33>
  %l62 = fly.static : !fly.int_tuple<62>
  // fp8 A, lane 33: (1, 16); values 16 along K, then 32 K further:
  // (16,2):(1E1,32E1). Lane 31: (31, 0).
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(1,16), ((16,2),1,1):((1E1,32E1),0,0)>
  %a = fly.tiled_mma.partition(a, %tm, %mk, %l33) : (!tms32, !fly.coord_tensor<(0,0), (32,64):(1E0,1E1)>, !fly.int_tuple<33>) -> !fly.coord_tensor<(1,16), ((16,2),1,1):((1E1,32E1),0,0)>
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(31,0), ((16,2),1,1):((1E1,32E1),0,0)>
  %a2 = fly.tiled_mma.partition(a, %tm, %mk, %l31) : (!tms32, !fly.coord_tensor<(0,0), (32,64):(1E0,1E1)>, !fly.int_tuple<31>) -> !fly.coord_tensor<(31,0), ((16,2),1,1):((1E1,32E1),0,0)>
  // fp4 B, lane 62: (30, 32), 32 consecutive K.
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.coord_tensor<(30,32), (32,1,1):(1E1,0,0)>
  %b = fly.tiled_mma.partition(b, %tm, %mk, %l62) : (!tms32, !fly.coord_tensor<(0,0), (32,64):(1E0,1E1)>, !fly.int_tuple<62>) -> !fly.coord_tensor<(30,32), (32,1,1):(1E1,0,0)>
  // C, lane 33: (4*(33/32), 33%32) = (4,1); values (v%4 + 8*(v/4), 0):
  // (4,4):(1E0,8E0).
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(4,1), ((4,4),1,1):((1E0,8E0),0,0)>
  %c = fly.tiled_mma.partition(c, %tm, %mn, %l33) : (!tms32, !fly.coord_tensor<(0,0), (32,32):(1E0,1E1)>, !fly.int_tuple<33>) -> !fly.coord_tensor<(4,1), ((4,4),1,1):((1E0,8E0),0,0)>
  // C, lane 31: (0, 31).
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(0,31), ((4,4),1,1):((1E0,8E0),0,0)>
  %c2 = fly.tiled_mma.partition(c, %tm, %mn, %l31) : (!tms32, !fly.coord_tensor<(0,0), (32,32):(1E0,1E1)>, !fly.int_tuple<31>) -> !fly.coord_tensor<(0,31), ((4,4),1,1):((1E0,8E0),0,0)>
  return
}

//===----------------------------------------------------------------------===//
// gfx1250.wmma 16x16x4 f32 (wave32), amd-atoms.md 5.1, 5.2: each half-wave
// holds two of the four K, one 32-bit value per VGPR:
//   A = B = ((16,2),2):((1,32),16): lane l, value v -> (l%16, 2*(l/16) + v).
//   C = ((16,2),8):((16,8),1): lane l, value v -> (8*(l/16) + v, l%16).
// FrgV: A, B 2; C 8.
//===----------------------------------------------------------------------===//

!w4 = !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x4, (f32, f32) -> f32>>
!tw4 = !fly.tiled_mma<!w4, !single>

// CHECK-LABEL: func.func @gfx1250_wmma_k4
func.func @gfx1250_wmma_k4() {
  %atom = fly.make_mma_atom : !w4
  %al = fly.static : !single
  %tm = fly.make_tiled_mma(%atom, %al) : (!w4, !single) -> !tw4
  %s32x8 = fly.static : !fly.int_tuple<(32,8)>
  %s16x4 = fly.static : !fly.int_tuple<(16,4)>
  %s32x32 = fly.static : !fly.int_tuple<(32,32)>
  // a (32,8): FrgV 2, M 2, K 8/4 = 2.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(32,8)>) -> !fly.int_tuple<(2,2,2)>
  %a0 = fly.tiled_mma.partition_shape(a, %tm, %s32x8) : (!tw4, !fly.int_tuple<(32,8)>) -> !fly.int_tuple<(2,2,2)>
  // b (16,4): one atom.
  // CHECK: fly.tiled_mma.partition_shape(b, {{.*}}, !fly.int_tuple<(16,4)>) -> !fly.int_tuple<(2,1,1)>
  %b0 = fly.tiled_mma.partition_shape(b, %tm, %s16x4) : (!tw4, !fly.int_tuple<(16,4)>) -> !fly.int_tuple<(2,1,1)>
  // c (32,32): FrgV 8, 2, 2.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(8,2,2)>
  %c0 = fly.tiled_mma.partition_shape(c, %tm, %s32x32) : (!tw4, !fly.int_tuple<(32,32)>) -> !fly.int_tuple<(8,2,2)>
  return
}

// CHECK-LABEL: func.func @gfx1250_wmma_k4_lanes
func.func @gfx1250_wmma_k4_lanes(%tm: !tw4, %mk: !fly.coord_tensor<(0,0), (16,4):(1E0,1E1)>, %mn: !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>) {
  %l3 = fly.static : !fly.int_tuple<3>
  %l20 = fly.static : !fly.int_tuple<20>
  // A, lane 20: (4, 2*1) = (4,2); values 2:1E1.
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(4,2), (2,1,1):(1E1,0,0)>
  %a = fly.tiled_mma.partition(a, %tm, %mk, %l20) : (!tw4, !fly.coord_tensor<(0,0), (16,4):(1E0,1E1)>, !fly.int_tuple<20>) -> !fly.coord_tensor<(4,2), (2,1,1):(1E1,0,0)>
  // B, lane 3: (3, 0).
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.coord_tensor<(3,0), (2,1,1):(1E1,0,0)>
  %b = fly.tiled_mma.partition(b, %tm, %mk, %l3) : (!tw4, !fly.coord_tensor<(0,0), (16,4):(1E0,1E1)>, !fly.int_tuple<3>) -> !fly.coord_tensor<(3,0), (2,1,1):(1E1,0,0)>
  // C, lane 20: (8, 4); values 8:1E0.
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(8,4), (8,1,1):(1E0,0,0)>
  %c = fly.tiled_mma.partition(c, %tm, %mn, %l20) : (!tw4, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<20>) -> !fly.coord_tensor<(8,4), (8,1,1):(1E0,0,0)>
  return
}

//===----------------------------------------------------------------------===//
// gfx1250.wmma with 8-bit floats, K = 64 and K = 128, and gfx1250.wmma_scale
// 16x16x128. The 8-bit A and B take turns between the half-waves on 16-byte
// = 16-value K blocks (amd-atoms.md 5.1), as wmma_scale's fp8 operands do:
//   K = 64:  A = B = ((16,2),(16,2)):((1,256),(16,512)),
//   K = 128: A = B = ((16,2),(16,4)):((1,256),(16,512)):
//       lane l, value v -> (l%16, 32*(v/16) + 16*(l/16) + v%16); lane 0
//       holds K 0-15, 32-47 (, 64-79, 96-111), lane 16 K 16-31, 48-63 (...).
// The accumulator is the 16x16 gfx12/gfx1250 one for 32- and 16-bit results
// alike (5.2; 16-bit results packed two per VGPR in element order):
//   C = ((16,2),8):((16,8),1): lane l, value v -> (8*(l/16) + v, l%16).
// FrgV: A, B (16,2) and (16,4); C 8. (wmma_scale's A and B are checked in
// @gfx1250_wmma_scale_operands below.)
//===----------------------------------------------------------------------===//

!w64 = !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E4M3FN, f8E5M2) -> f32>>
!tw64 = !fly.tiled_mma<!w64, !single>
!w128 = !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E5M2, f8E4M3FN) -> f16>>
!tw128 = !fly.tiled_mma<!w128, !single>
!wsc = !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 1, modC = 0, reuseA = false, reuseB = false, blockSize = 16>>
!twsc = !fly.tiled_mma<!wsc, !single>

// CHECK-LABEL: func.func @gfx1250_wmma_acc
func.func @gfx1250_wmma_acc(%t64: !tw64, %t128: !tw128, %tsc: !twsc, %mn: !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, %mk64: !fly.coord_tensor<(0,0), (16,64):(1E0,1E1)>, %mk128: !fly.coord_tensor<(0,0), (16,128):(1E0,1E1)>) {
  %s32x48 = fly.static : !fly.int_tuple<(32,48)>
  %s32x128 = fly.static : !fly.int_tuple<(32,128)>
  %l5 = fly.static : !fly.int_tuple<5>
  %l17 = fly.static : !fly.int_tuple<17>
  // a (32,128) of the K = 64 atom: FrgV (16,2), M 2, K 128/64 = 2.
  // CHECK: fly.tiled_mma.partition_shape(a, {{.*}}, !fly.int_tuple<(32,128)>) -> !fly.int_tuple<((16,2),2,2)>
  %pa64 = fly.tiled_mma.partition_shape(a, %t64, %s32x128) : (!tw64, !fly.int_tuple<(32,128)>) -> !fly.int_tuple<((16,2),2,2)>
  %l31 = fly.static : !fly.int_tuple<31>
  // c (32,48): FrgV 8, M 32/16 = 2, N 48/16 = 3.
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(32,48)>) -> !fly.int_tuple<(8,2,3)>
  %p64 = fly.tiled_mma.partition_shape(c, %t64, %s32x48) : (!tw64, !fly.int_tuple<(32,48)>) -> !fly.int_tuple<(8,2,3)>
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(32,48)>) -> !fly.int_tuple<(8,2,3)>
  %p128 = fly.tiled_mma.partition_shape(c, %t128, %s32x48) : (!tw128, !fly.int_tuple<(32,48)>) -> !fly.int_tuple<(8,2,3)>
  // CHECK: fly.tiled_mma.partition_shape(c, {{.*}}, !fly.int_tuple<(32,48)>) -> !fly.int_tuple<(8,2,3)>
  %psc = fly.tiled_mma.partition_shape(c, %tsc, %s32x48) : (!twsc, !fly.int_tuple<(32,48)>) -> !fly.int_tuple<(8,2,3)>
  // K = 64 A, lane 17: (17%16, 16*(17/16)) = (1,16); values: 16 along K
  // (1E1), then the next block 32 K further (32E1).
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(1,16), ((16,2),1,1):((1E1,32E1),0,0)>
  %a64 = fly.tiled_mma.partition(a, %t64, %mk64, %l17) : (!tw64, !fly.coord_tensor<(0,0), (16,64):(1E0,1E1)>, !fly.int_tuple<17>) -> !fly.coord_tensor<(1,16), ((16,2),1,1):((1E1,32E1),0,0)>
  // K = 128 B, lane 5: (5, 0); four blocks of 16, 32 K apart.
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.coord_tensor<(5,0), ((16,4),1,1):((1E1,32E1),0,0)>
  %b128 = fly.tiled_mma.partition(b, %t128, %mk128, %l5) : (!tw128, !fly.coord_tensor<(0,0), (16,128):(1E0,1E1)>, !fly.int_tuple<5>) -> !fly.coord_tensor<(5,0), ((16,4),1,1):((1E1,32E1),0,0)>
  // C, lane 5: (0, 5); lane 31: (8, 15); values run down the column: 8:1E0.
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(0,5), (8,1,1):(1E0,0,0)>
  %c64 = fly.tiled_mma.partition(c, %t64, %mn, %l5) : (!tw64, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<5>) -> !fly.coord_tensor<(0,5), (8,1,1):(1E0,0,0)>
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(8,15), (8,1,1):(1E0,0,0)>
  %c128 = fly.tiled_mma.partition(c, %t128, %mn, %l31) : (!tw128, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<31>) -> !fly.coord_tensor<(8,15), (8,1,1):(1E0,0,0)>
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(8,15), (8,1,1):(1E0,0,0)>
  %csc = fly.tiled_mma.partition(c, %tsc, %mn, %l31) : (!twsc, !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<31>) -> !fly.coord_tensor<(8,15), (8,1,1):(1E0,0,0)>
  return
}

//===----------------------------------------------------------------------===//
// gfx1250.wmma_scale A and B, amd-atoms.md 6: the layout depends on the
// operand's format. fp8 takes turns between the half-waves every 16 values,
// as the unscaled 8-bit gfx1250 WMMA (5.1); fp6 and fp4 every 32 values
// (6.1, ROCm Composable Kernel test/mx_wmma_op/mx_wmma_op.hpp register
// tables: fp8 "Reg 0 - 3 | K0-K15 | K16-K31", fp4 "Reg 0 - 3 | K0-K31 |
// K32-K63"). The 32x16x128 f4 op is two 16x16x128 fp4 ops on the low and
// high 8 VGPRs of A and of the accumulator (6.2):
//   fp8 A/B (16,128): ((16,2),(16,4)):((1,256),(16,512)):
//       lane l, value v -> (l%16, 32*(v/16) + 16*(l/16) + v%16)
//   fp4/fp6 A/B:      ((16,2),(32,2)):((1,512),(16,1024)):
//       lane l, value v -> (l%16, 64*(v/32) + 32*(l/16) + v%32)
//   32x16x128 A (32,128): ((16,2),(32,2,2)):((1,1024),(32,2048,16)):
//       lane l, value 64*h + e -> (16*h + l%16, 64*(e/32) + 32*(l/16) + e%32)
//   32x16 C (32,16): ((16,2),(8,2)):((32,8),(1,16)):
//       lane l, value 8*h + w -> (16*h + 8*(l/16) + w, l%16)
//===----------------------------------------------------------------------===//

!wsf8 = !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f4E2M1FN) -> f32>>
!twsf8 = !fly.tiled_mma<!wsf8, !single>
!ws32 = !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32>>
!tws32 = !fly.tiled_mma<!ws32, !single>

// CHECK-LABEL: func.func @gfx1250_wmma_scale_operands
func.func @gfx1250_wmma_scale_operands(%t: !twsf8, %t32: !tws32, %mk: !fly.coord_tensor<(0,0), (16,128):(1E0,1E1)>, %mk32: !fly.coord_tensor<(0,0), (32,128):(1E0,1E1)>, %mn32: !fly.coord_tensor<(0,0), (32,16):(1E0,1E1)>) {
  %l17 = fly.static : !fly.int_tuple<17>
  %l20 = fly.static : !fly.int_tuple<20>
  %l31 = fly.static : !fly.int_tuple<31>
  // fp8 A, lane 17: (17%16, 16*(17/16)) = (1,16); values: 16 along K (1E1),
  // then 4 blocks of 32 K (32E1).
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(1,16), ((16,4),1,1):((1E1,32E1),0,0)>
  %a = fly.tiled_mma.partition(a, %t, %mk, %l17) : (!twsf8, !fly.coord_tensor<(0,0), (16,128):(1E0,1E1)>, !fly.int_tuple<17>) -> !fly.coord_tensor<(1,16), ((16,4),1,1):((1E1,32E1),0,0)>
  // fp4 B, lane 31: (15, 32); values: 32 along K, then 2 blocks of 64 K.
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.coord_tensor<(15,32), ((32,2),1,1):((1E1,64E1),0,0)>
  %b = fly.tiled_mma.partition(b, %t, %mk, %l31) : (!twsf8, !fly.coord_tensor<(0,0), (16,128):(1E0,1E1)>, !fly.int_tuple<31>) -> !fly.coord_tensor<(15,32), ((32,2),1,1):((1E1,64E1),0,0)>
  // 32x16x128 A, lane 20: (4, 32); values: 32 along K, 2 blocks of 64 K,
  // then the second 16 rows (16E0).
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.coord_tensor<(4,32), ((32,2,2),1,1):((1E1,64E1,16E0),0,0)>
  %a32 = fly.tiled_mma.partition(a, %t32, %mk32, %l20) : (!tws32, !fly.coord_tensor<(0,0), (32,128):(1E0,1E1)>, !fly.int_tuple<20>) -> !fly.coord_tensor<(4,32), ((32,2,2),1,1):((1E1,64E1,16E0),0,0)>
  // 32x16 C, lane 31: (8, 15); values: 8 rows (1E0), then 16 rows down.
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(8,15), ((8,2),1,1):((1E0,16E0),0,0)>
  %c32 = fly.tiled_mma.partition(c, %t32, %mn32, %l31) : (!tws32, !fly.coord_tensor<(0,0), (32,16):(1E0,1E1)>, !fly.int_tuple<31>) -> !fly.coord_tensor<(8,15), ((8,2),1,1):((1E0,16E0),0,0)>
  return
}
