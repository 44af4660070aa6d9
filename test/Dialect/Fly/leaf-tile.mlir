// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// Leaf tiles (FlyDSL's `#fly.tile<32>`, FlyAttrDefs.td TileAttr): one integer
// or layout without brackets. They print back without brackets (a leaf tile
// and the one-mode tile `[32]` are different tilers), and they tile the
// WHOLE layout as one function: dividing by the leaf `16` is dividing by the
// layout 16:1, where `[16]` divides mode 0 only. The CHECK lines would fail if
// the leaf printed as `[N]` or were treated as a by-mode tile.
//
// Hand derivations, CuTe logical_divide(A, B) = A o (B, complement(B, size A)),
// zipped_divide = logical_divide with the tile modes gathered into mode 0 (for
// a leaf tiler the logical_divide result as is, CuTe zip2_by of a non-tuple
// guide). A = (8,8):(8,1), size 64, maps (i,j) -> 8i + j.
//
// leaf 16: complement(16:1, 64) = 4:16. A o 16:1 takes mode 0 whole (8:8)
// and 2 of mode 1 (2:1): (8,2):(8,1). A o 4:16: 16 / 8 = 2 steps mode 1:
// 4:2. Result ((8,2),4):((8,1),2) (16 elements across both modes).
// [16]: mode 0 8:8 / 16:1; 16 > 8 rounds up (not an error, see
// algebra-divide-product.mlir): 8:8 o 16:1 = 16:8, complement(16:1, 8) is
// size 1 (stride 0); mode 1 kept: ((16,1),8):((8,0),1).
// leaf 4: A o 4:1 = 4:8; complement(4:1, 64) = 16:4, A o 16:4: stride 4 in
// mode 0 leaves 8/4 = 2 at 4*8 = 32, then mode 1 8:1: (2,8):(32,1). Result
// (4,(2,8)):(8,(32,1)).
// [4]: mode 0 8:8 / 4:1 = (4,2):(8,32), mode 1 kept: ((4,2),8):((8,32),1).
// zipped [4]: mode 0's tile part (4) alone, rest (2, mode 1 8):
// (4,(2,8)):(8,(32,1)) (the same as logical_divide by the leaf 4).
// leaf (4,2):(2,1): its image is 0..7, complement(., 64) = 8:8.
// A o 4:2 = 4:16, A o 2:1 = 2:8, A o 8:8 = mode 1 8:1: ((4,2),8):((16,8),1).

// CHECK-LABEL: func.func private @attrs()
// CHECK-SAME: a = #fly.tile<32>, b = #fly.tile<(4,2):(2,1)>, c = #fly.tile<[32]>
func.func private @attrs() attributes {a = #fly.tile<32>, b = #fly.tile<(4,2):(2,1)>, c = #fly.tile<[32]>}

// CHECK-LABEL: func.func @statics
// CHECK: fly.static : !fly.tile<32>{{$}}
// CHECK: fly.static : !fly.tile<(4,2):(2,1)>{{$}}
// CHECK: fly.static : !fly.tile<[32]>{{$}}
func.func @statics() {
  %0 = fly.static : !fly.tile<32>
  %1 = fly.static : !fly.tile<(4,2):(2,1)>
  %2 = fly.static : !fly.tile<[32]>
  return
}

// CHECK-LABEL: func.func @divide_leaf_vs_mode0
// CHECK: fly.logical_divide(%arg0, %arg1) : (!fly.layout<(8,8):(8,1)>, !fly.tile<16>) -> !fly.layout<((8,2),4):((8,1),2)>
// CHECK: fly.logical_divide(%arg0, %arg2) : (!fly.layout<(8,8):(8,1)>, !fly.tile<[16]>) -> !fly.layout<((16,1),8):((8,0),1)>
// CHECK: fly.logical_divide(%arg0, %arg3) : (!fly.layout<(8,8):(8,1)>, !fly.tile<4>) -> !fly.layout<(4,(2,8)):(8,(32,1))>
// CHECK: fly.logical_divide(%arg0, %arg4) : (!fly.layout<(8,8):(8,1)>, !fly.tile<[4]>) -> !fly.layout<((4,2),8):((8,32),1)>
// CHECK: fly.zipped_divide(%arg0, %arg1) : (!fly.layout<(8,8):(8,1)>, !fly.tile<16>) -> !fly.layout<((8,2),4):((8,1),2)>
// CHECK: fly.zipped_divide(%arg0, %arg4) : (!fly.layout<(8,8):(8,1)>, !fly.tile<[4]>) -> !fly.layout<(4,(2,8)):(8,(32,1))>
// CHECK: fly.logical_divide(%arg0, %arg5) : (!fly.layout<(8,8):(8,1)>, !fly.tile<(4,2):(2,1)>) -> !fly.layout<((4,2),8):((16,8),1)>
// CHECK: fly.zipped_divide(%arg0, %arg5) : (!fly.layout<(8,8):(8,1)>, !fly.tile<(4,2):(2,1)>) -> !fly.layout<((4,2),8):((16,8),1)>
func.func @divide_leaf_vs_mode0(%a: !fly.layout<(8,8):(8,1)>, %l16: !fly.tile<16>, %b16: !fly.tile<[16]>, %l4: !fly.tile<4>, %b4: !fly.tile<[4]>, %ll: !fly.tile<(4,2):(2,1)>) {
  %0 = fly.logical_divide(%a, %l16) : (!fly.layout<(8,8):(8,1)>, !fly.tile<16>) -> !fly.layout<((8,2),4):((8,1),2)>
  %1 = fly.logical_divide(%a, %b16) : (!fly.layout<(8,8):(8,1)>, !fly.tile<[16]>) -> !fly.layout<((16,1),8):((8,0),1)>
  %2 = fly.logical_divide(%a, %l4) : (!fly.layout<(8,8):(8,1)>, !fly.tile<4>) -> !fly.layout<(4,(2,8)):(8,(32,1))>
  %3 = fly.logical_divide(%a, %b4) : (!fly.layout<(8,8):(8,1)>, !fly.tile<[4]>) -> !fly.layout<((4,2),8):((8,32),1)>
  %4 = fly.zipped_divide(%a, %l16) : (!fly.layout<(8,8):(8,1)>, !fly.tile<16>) -> !fly.layout<((8,2),4):((8,1),2)>
  %5 = fly.zipped_divide(%a, %b4) : (!fly.layout<(8,8):(8,1)>, !fly.tile<[4]>) -> !fly.layout<(4,(2,8)):(8,(32,1))>
  %6 = fly.logical_divide(%a, %ll) : (!fly.layout<(8,8):(8,1)>, !fly.tile<(4,2):(2,1)>) -> !fly.layout<((4,2),8):((16,8),1)>
  %7 = fly.zipped_divide(%a, %ll) : (!fly.layout<(8,8):(8,1)>, !fly.tile<(4,2):(2,1)>) -> !fly.layout<((4,2),8):((16,8),1)>
  return
}

// A tiled copy with a leaf tile on a rank-1 view (FlyDSL's MoE kernels:
// universal_copy<32> of i32 in LDS, tile 32). Here the tile is 8 and the TV
// layout (8,1):(1,0) gives thread t tile element t (one 32-bit value, one
// atom call). 32:1 divided by 8:1 is (8,4):(1,8): thread t's slice is element
// t of each of the 4 tiles, ((1,1),4):((0,0),8) (ATOM_V = 1 atom value, 1
// value group; static size-1 modes get stride 0). Its start is element t,
// 4t bytes from the 16-byte aligned base: t = 0 keeps align<16>, t = 1 is
// only element-aligned (align elided), t = 2 is 8 bytes: align<8>.
!ca = !fly.copy_atom<!fly.universal_copy<32>, 32>
!tv = !fly.layout<(8,1):(1,0)>
!tc = !fly.tiled_copy<!ca, !tv, !fly.tile<8>>
!sv = !fly.memref<i32, shared, 32:1, align<16>>
// CHECK-LABEL: func.func @tiled_copy_leaf
// CHECK: fly.make_tiled_copy(%{{.*}}, %{{.*}}, %{{.*}}) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<(8,1):(1,0)>, !fly.tile<8>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<(8,1):(1,0)>, !fly.tile<8>>
// CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<i32, shared, ((1,1),4):((0,0),8), align<16>>
// CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<i32, shared, ((1,1),4):((0,0),8)>{{$}}
// CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<i32, shared, ((1,1),4):((0,0),8), align<8>>
func.func @tiled_copy_leaf(%v: !sv) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !ca
  %tv = fly.static : !tv
  %tile = fly.static : !fly.tile<8>
  %tc = fly.make_tiled_copy(%atom, %tv, %tile) : (!ca, !tv, !fly.tile<8>) -> !tc
  %t0 = fly.static : !fly.int_tuple<0>
  %t1 = fly.static : !fly.int_tuple<1>
  %t2 = fly.static : !fly.int_tuple<2>
  %s0 = fly.tiled_copy.partition_src(%tc, %v, %t0) : (!tc, !sv, !fly.int_tuple<0>) -> !fly.memref<i32, shared, ((1,1),4):((0,0),8), align<16>>
  %s1 = fly.tiled_copy.partition_src(%tc, %v, %t1) : (!tc, !sv, !fly.int_tuple<1>) -> !fly.memref<i32, shared, ((1,1),4):((0,0),8)>
  %s2 = fly.tiled_copy.partition_src(%tc, %v, %t2) : (!tc, !sv, !fly.int_tuple<2>) -> !fly.memref<i32, shared, ((1,1),4):((0,0),8), align<8>>
  return
}
