// RUN: fly-opt %s --fly-layout-lowering --convert-fly-to-nvvm | FileCheck %s
// convert-fly-to-nvvm on tma_load calls (lib/Conversion/FlyToNVVM/
// TmaLoad.cpp). PTX ISA "cp.async.bulk.tensor": `cp.async.bulk.tensor.Nd.
// shared::cluster.global.tile.mbarrier::complete_tx::bytes [dstMem],
// [tensorMap, tensorCoords], [mbar]` copies the box at tensorCoords (N
// signed 32-bit coordinates, dimension 0 first: the innermost, contiguous
// dimension) of the tensor the tensor map describes into shared memory,
// and completes its bytes as transactions on the mbarrier. One call is one
// nvvm.cp.async.bulk.tensor.shared.cluster.global, with
//  - the destination: the address of the shared view's first element, cast
//    from the shared (3) to the shared::cluster (7) address space;
//  - the tensor map: state field 0 (tensor_map, i64), inttoptr to a generic
//    pointer; the mbarrier: state field 1 (mbar, i64), inttoptr to a shared
//    pointer;
//  - the coordinates: the leaves of the source coordinate tensor's base, in
//    reverse mode order (mode 0 of a row-major coordinate tensor is the
//    outermost dimension, tensor-map dimension rank - 1), each as i32: a
//    static leaf is an i32 constant, an i64 leaf is truncated.
// A predicated call issues the instruction under scf.if on the predicate's
// first element; what does not depend on the predicate (the state fields,
// the coordinates) is computed before it. The first four functions give the
// source in normal form (fly.make_view of a fly.make_int_tuple of the
// dynamic leaves), which fly-layout-lowering leaves as it is; every
// coordinate is a distinct function argument, so a swap of two of them
// fails the test. The last one builds the source as
// examples/nvidia-07-tma-gemm.mlir does, and fly-layout-lowering brings it
// to normal form first.

!tma1 = !fly.copy_atom<!fly_nvvm.tma_load<1>, 0>
!tma2 = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
!tma3 = !fly.copy_atom<!fly_nvvm.tma_load<3>, 0>
!tma5 = !fly.copy_atom<!fly_nvvm.tma_load<5>, 0>

// 2-D: the box (row, col) of a row-major matrix: mode 0 is the row
// (dimension 1), mode 1 the column (dimension 0, innermost): box[col, row].
// tensor_map is field 0, mbar field 1 of the atom's struct.
!c2 = !fly.coord_tensor<(?,?), (64,32):(1E0,1E1)>
!s2 = !fly.memref<bf16, shared, (64,32):(32,1), align<128>>
// CHECK-LABEL: func.func @tma_2d(
// CHECK-SAME: %[[ROW:[^:]+]]: i32, %[[COL:[^:]+]]: i32, %[[MAP:[^:]+]]: i64, %[[BAR:[^:]+]]: i64, %[[S:[^:]+]]: !llvm.ptr<3>)
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.zero : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[A1:.*]] = llvm.insertvalue %[[MAP]], %[[Z]][0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[A2:.*]] = llvm.insertvalue %[[BAR]], %[[A1]][1] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[F0:.*]] = llvm.extractvalue %[[A2]][0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[F1:.*]] = llvm.extractvalue %[[A2]][1] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[MP:.*]] = llvm.inttoptr %[[F0]] : i64 to !llvm.ptr{{$}}
// CHECK-NEXT: %[[BP:.*]] = llvm.inttoptr %[[F1]] : i64 to !llvm.ptr<3>
// CHECK-NEXT: %[[D:.*]] = llvm.addrspacecast %[[S]] : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[D]], %[[MP]], %[[BP]], box[%[[COL]], %[[ROW]]] : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: return
func.func @tma_2d(%row: i32, %col: i32, %map: i64, %bar: i64, %s: !s2) {
  %a0 = fly.make_copy_atom {valBits = 0 : i32} : !tma2
  %a1 = fly.atom.set_value(%a0, "tensor_map", %map) : (!tma2, i64) -> !tma2
  %a = fly.atom.set_value(%a1, "mbar", %bar) : (!tma2, i64) -> !tma2
  %base = fly.make_int_tuple(%row, %col) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %l = fly.static : !fly.layout<(64,32):(1E0,1E1)>
  %c = fly.make_view(%base, %l) : (!fly.int_tuple<(?,?)>, !fly.layout<(64,32):(1E0,1E1)>) -> !c2
  fly.copy_atom_call(%a, %c, %s) : (!tma2, !c2, !s2) -> ()
  return
}

// 3-D, predicated: base (x, 7, z) with x an i64 leaf and 7 static. Mode 2
// (z) is dimension 0: box[z, 7, trunc(x)]. The fields are set in the other
// order (mbar first): the struct is still (tensor_map, mbar), so the
// mbarrier goes to [1] first, then the map to [0]. The leaves are
// converted in mode order before the fields are read: x's truncation, then
// 7's constant. Only the address cast and the copy are under the scf.if.
!c3 = !fly.coord_tensor<(?{i64},7,?), (4,16,8):(1E0,1E1,1E2)>
!s3 = !fly.memref<f16, shared, (4,16,8):(128,8,1), align<128>>
!pr = !fly.memref<i1, register, 1:0>
// CHECK-LABEL: func.func @tma_3d_predicated(
// CHECK-SAME: %[[X:[^:]+]]: i64, %[[ZC:[^:]+]]: i32, %[[MAP:[^:]+]]: i64, %[[BAR:[^:]+]]: i64, %[[S:[^:]+]]: !llvm.ptr<3>, %[[P:[^:]+]]: !llvm.ptr)
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.zero : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[A1:.*]] = llvm.insertvalue %[[BAR]], %[[Z]][1] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[A2:.*]] = llvm.insertvalue %[[MAP]], %[[A1]][0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[XT:.*]] = arith.trunci %[[X]] : i64 to i32
// CHECK-NEXT: %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT: %[[F0:.*]] = llvm.extractvalue %[[A2]][0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[F1:.*]] = llvm.extractvalue %[[A2]][1] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[MP:.*]] = llvm.inttoptr %[[F0]] : i64 to !llvm.ptr{{$}}
// CHECK-NEXT: %[[BP:.*]] = llvm.inttoptr %[[F1]] : i64 to !llvm.ptr<3>
// CHECK-NEXT: %[[ON:.*]] = llvm.load %[[P]] {{.*}} : !llvm.ptr -> i1
// CHECK-NEXT: scf.if %[[ON]] {
// CHECK-NEXT: %[[D:.*]] = llvm.addrspacecast %[[S]] : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[D]], %[[MP]], %[[BP]], box[%[[ZC]], %[[C7]], %[[XT]]] : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: {{^ *}$}}
// CHECK-NEXT: return
func.func @tma_3d_predicated(%x: i64, %z: i32, %map: i64, %bar: i64, %s: !s3, %p: !pr) {
  %a0 = fly.make_copy_atom {valBits = 0 : i32} : !tma3
  %a1 = fly.atom.set_value(%a0, "mbar", %bar) : (!tma3, i64) -> !tma3
  %a = fly.atom.set_value(%a1, "tensor_map", %map) : (!tma3, i64) -> !tma3
  %base = fly.make_int_tuple(%x, %z) : (i64, i32) -> !fly.int_tuple<(?{i64},7,?)>
  %l = fly.static : !fly.layout<(4,16,8):(1E0,1E1,1E2)>
  %c = fly.make_view(%base, %l) : (!fly.int_tuple<(?{i64},7,?)>, !fly.layout<(4,16,8):(1E0,1E1,1E2)>) -> !c3
  fly.copy_atom_call(%a, %c, %s, %p) : (!tma3, !c3, !s3, !pr) -> ()
  return
}

// 1-D and 5-D, the extreme ranks: one coordinate as is, five reversed.
// No field is set: the struct stays the zero one.
!c1 = !fly.coord_tensor<?, 32:1E0>
!s1 = !fly.memref<f32, shared, 32:1, align<128>>
// CHECK-LABEL: func.func @tma_1d(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[S:[^:]+]]: !llvm.ptr<3>)
// CHECK: %[[D:.*]] = llvm.addrspacecast %[[S]] : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[D]], %{{.*}}, %{{.*}}, box[%[[X]]] : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: return
func.func @tma_1d(%x: i32, %s: !s1) {
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tma1
  %base = fly.make_int_tuple(%x) : (i32) -> !fly.int_tuple<?>
  %l = fly.static : !fly.layout<32:1E0>
  %c = fly.make_view(%base, %l) : (!fly.int_tuple<?>, !fly.layout<32:1E0>) -> !c1
  fly.copy_atom_call(%a, %c, %s) : (!tma1, !c1, !s1) -> ()
  return
}

!c5 = !fly.coord_tensor<(?,?,?,?,?), (2,2,2,2,8):(1E0,1E1,1E2,1E3,1E4)>
!s5 = !fly.memref<f32, shared, (2,2,2,2,8):(64,32,16,8,1), align<128>>
// CHECK-LABEL: func.func @tma_5d(
// CHECK-SAME: %[[V0:[^:]+]]: i32, %[[V1:[^:]+]]: i32, %[[V2:[^:]+]]: i32, %[[V3:[^:]+]]: i32, %[[V4:[^:]+]]: i32, %[[S:[^:]+]]: !llvm.ptr<3>)
// CHECK: %[[D:.*]] = llvm.addrspacecast %[[S]] : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[D]], %{{.*}}, %{{.*}}, box[%[[V4]], %[[V3]], %[[V2]], %[[V1]], %[[V0]]] : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: return
func.func @tma_5d(%v0: i32, %v1: i32, %v2: i32, %v3: i32, %v4: i32, %s: !s5) {
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tma5
  %base = fly.make_int_tuple(%v0, %v1, %v2, %v3, %v4) : (i32, i32, i32, i32, i32) -> !fly.int_tuple<(?,?,?,?,?)>
  %l = fly.static : !fly.layout<(2,2,2,2,8):(1E0,1E1,1E2,1E3,1E4)>
  %c = fly.make_view(%base, %l) : (!fly.int_tuple<(?,?,?,?,?)>, !fly.layout<(2,2,2,2,8):(1E0,1E1,1E2,1E3,1E4)>) -> !c5
  fly.copy_atom_call(%a, %c, %s) : (!tma5, !c5, !s5) -> ()
  return
}

// The example's flow (nvidia-07): the coordinates of the 128x64 tile
// (bx, kt) of an M x K matrix come from an identity coordinate tensor,
// flat_divide'd by the tile and sliced at (bx, kt): base (128 bx, 64 kt),
// so box[64 kt, 128 bx]. The destination is stage st of three swizzled
// 128x64 bf16 stages (8192 elements apart): its first element is 8192 st
// elements past the pointer, where S<3,3,3> changes nothing (element bits
// 6-8 are zero), so the address is a plain getelementptr.
!cAB = !fly.coord_tensor<(0,0), (?{div=128},?{div=64}):(1E0,1E1)>
!cAB_tiles = !fly.coord_tensor<(0,0), (128,64,?,?):(1E0,1E1,128E0,64E1)>
!cAB_k = !fly.coord_tensor<(?{div=128},?{div=64}), (128,64):(1E0,1E1)>
!sAll = !fly.memref<bf16, shared, S<3,3,3> o 0 o (128,64,3):(64,1,8192), align<1024>>
!sAB = !fly.memref<bf16, shared, S<3,3,3> o ?{div=8192} o (128,64):(64,1), align<1024>>
// CHECK-LABEL: func.func @tma_example_flow(
// CHECK-SAME: %[[M:[^:]+]]: i32, %[[K:[^:]+]]: i32, %[[BX:[^:]+]]: i32, %[[KT:[^:]+]]: i32, %[[ST:[^:]+]]: i32, %[[MAP:[^:]+]]: i64, %[[BAR:[^:]+]]: i64, %[[P:[^:]+]]: !llvm.ptr<3>)
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : i32
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : i32
// CHECK-DAG: %[[C8192:.*]] = arith.constant 8192 : i32
// CHECK-DAG: %[[ROW:.*]] = arith.muli %[[BX]], %[[C128]] : i32
// CHECK-DAG: %[[COL:.*]] = arith.muli %[[KT]], %[[C64]] : i32
// CHECK-DAG: %[[OFF:.*]] = arith.muli %[[ST]], %[[C8192]] : i32
// CHECK-DAG: %[[OFF64:.*]] = arith.extsi %[[OFF]] : i32 to i64
// CHECK-DAG: %[[SP:.*]] = llvm.getelementptr %[[P]][%[[OFF64]]] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
// CHECK: %[[D:.*]] = llvm.addrspacecast %[[SP]] : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[D]], %{{.*}}, %{{.*}}, box[%[[COL]], %[[ROW]]] : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: return
func.func @tma_example_flow(%m: i32, %k: i32, %bx: i32, %kt: i32, %st: i32, %map: i64, %bar: i64, %p: !fly.ptr<bf16, shared, align<1024>>) {
  %a0 = fly.make_copy_atom {valBits = 0 : i32} : !tma2
  %a1 = fly.atom.set_value(%a0, "tensor_map", %map) : (!tma2, i64) -> !tma2
  %a = fly.atom.set_value(%a1, "mbar", %bar) : (!tma2, i64) -> !tma2
  %shape = fly.make_int_tuple(%m, %k) : (i32, i32) -> !fly.int_tuple<(?{div=128},?{div=64})>
  %origin = fly.static : !fly.int_tuple<(0,0)>
  %id = fly.make_identity_layout(%shape) : (!fly.int_tuple<(?{div=128},?{div=64})>) -> !fly.layout<(?{div=128},?{div=64}):(1E0,1E1)>
  %c = fly.make_view(%origin, %id) : (!fly.int_tuple<(0,0)>, !fly.layout<(?{div=128},?{div=64}):(1E0,1E1)>) -> !cAB
  %tile = fly.static : !fly.tile<[128:1|64:1]>
  %tiles = fly.flat_divide(%c, %tile) : (!cAB, !fly.tile<[128:1|64:1]>) -> !cAB_tiles
  %at = fly.make_int_tuple(%bx, %kt) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
  %ck = fly.slice(%tiles, %at) : (!cAB_tiles, !fly.int_tuple<(*,*,?,?)>) -> !cAB_k
  %la = fly.static : !fly.composed_layout<S<3,3,3> o 0 o (128,64,3):(64,1,8192)>
  %all = fly.make_view(%p, %la) : (!fly.ptr<bf16, shared, align<1024>>, !fly.composed_layout<S<3,3,3> o 0 o (128,64,3):(64,1,8192)>) -> !sAll
  %as = fly.make_int_tuple(%st) : (i32) -> !fly.int_tuple<(*,*,?)>
  %s = fly.slice(%all, %as) : (!sAll, !fly.int_tuple<(*,*,?)>) -> !sAB
  fly.copy_atom_call(%a, %ck, %s) : (!tma2, !cAB_k, !sAB) -> ()
  return
}
