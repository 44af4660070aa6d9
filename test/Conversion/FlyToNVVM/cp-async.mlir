// RUN: fly-opt %s --fly-layout-lowering --convert-fly-to-nvvm | FileCheck %s
// convert-fly-to-nvvm on cp_async calls (lib/Conversion/FlyToNVVM/
// CpAsync.cpp). PTX ISA "cp.async": `cp.async.{ca,cg}.shared.global [dst],
// [src], cp-size` copies cp-size = 4, 8 or 16 bytes (cg: 16 only) from a
// global to a shared address, both aligned to cp-size. Each lane's call is
// one nvvm.cp.async.shared.global with the addresses of value 0 of its
// shared (destination) and global (source) views, in that order, the size
// bits/8 and the cache mode; each view's byte swizzle is applied to its own
// address. A predicated call zero-fills by default: the optional fifth
// operand, src-size, is `pred ? cp-size : 0` (PTX: "the remaining
// cp-size - src-size bytes of the destination are filled with zeros"), no
// branch; with `skip` it is under an scf.if and issues nothing when off. The
// functions take the views as arguments: %arg0 the global source, %arg1 the
// shared destination.

!ca32 = !fly.copy_atom<!fly_nvvm.cp_async<32, ca>, 32>
!ca64 = !fly.copy_atom<!fly_nvvm.cp_async<64, ca>, 16>
!ca128 = !fly.copy_atom<!fly_nvvm.cp_async<128, ca>, 8>
!cg = !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 16>
!cgskip = !fly.copy_atom<!fly_nvvm.cp_async<128, cg, skip>, 16>

// 32 bits, one f32: 4 bytes, cache = ca.
// CHECK-LABEL: func.func @ca_32(
// CHECK-SAME: %[[G:.*]]: !llvm.ptr<1>, %[[S:.*]]: !llvm.ptr<3>)
// CHECK-NEXT: llvm.mlir.zero : !llvm.struct<()>
// CHECK-NEXT: nvvm.cp.async.shared.global %[[S]], %[[G]], 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NEXT: return
func.func @ca_32(%g: !fly.memref<f32, global, 1:1>, %s: !fly.memref<f32, shared, 1:1>) {
  %a = fly.make_copy_atom {valBits = 32 : i32} : !ca32
  fly.copy_atom_call(%a, %g, %s) : (!ca32, !fly.memref<f32, global, 1:1>, !fly.memref<f32, shared, 1:1>) -> ()
  return
}

// 64 bits, four f16 on 8-byte aligned views: 8 bytes.
// CHECK-LABEL: func.func @ca_64(
// CHECK-SAME: %[[G:.*]]: !llvm.ptr<1>, %[[S:.*]]: !llvm.ptr<3>)
// CHECK-NEXT: llvm.mlir.zero : !llvm.struct<()>
// CHECK-NEXT: nvvm.cp.async.shared.global %[[S]], %[[G]], 8, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NEXT: return
func.func @ca_64(%g: !fly.memref<f16, global, 4:1, align<8>>, %s: !fly.memref<f16, shared, 4:1, align<8>>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !ca64
  fly.copy_atom_call(%a, %g, %s) : (!ca64, !fly.memref<f16, global, 4:1, align<8>>, !fly.memref<f16, shared, 4:1, align<8>>) -> ()
  return
}

// 128 bits through L1 (ca), 16 bytes of i8.
// CHECK-LABEL: func.func @ca_128(
// CHECK-SAME: %[[G:.*]]: !llvm.ptr<1>, %[[S:.*]]: !llvm.ptr<3>)
// CHECK-NEXT: llvm.mlir.zero : !llvm.struct<()>
// CHECK-NEXT: nvvm.cp.async.shared.global %[[S]], %[[G]], 16, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NEXT: return
func.func @ca_128(%g: !fly.memref<i8, global, 16:1, align<16>>, %s: !fly.memref<i8, shared, 16:1, align<16>>) {
  %a = fly.make_copy_atom {valBits = 8 : i32} : !ca128
  fly.copy_atom_call(%a, %g, %s) : (!ca128, !fly.memref<i8, global, 16:1, align<16>>, !fly.memref<i8, shared, 16:1, align<16>>) -> ()
  return
}

// 128 bits bypassing L1 (cg).
// CHECK-LABEL: func.func @cg_128(
// CHECK-SAME: %[[G:.*]]: !llvm.ptr<1>, %[[S:.*]]: !llvm.ptr<3>)
// CHECK-NEXT: llvm.mlir.zero : !llvm.struct<()>
// CHECK-NEXT: nvvm.cp.async.shared.global %[[S]], %[[G]], 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NEXT: return
func.func @cg_128(%g: !fly.memref<f16, global, 8:1, align<16>>, %s: !fly.memref<f16, shared, 8:1, align<16>>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !cg
  fly.copy_atom_call(%a, %g, %s) : (!cg, !fly.memref<f16, global, 8:1, align<16>>, !fly.memref<f16, shared, 8:1, align<16>>) -> ()
  return
}

// Predicated with skip, both views swizzled: the global address (64-bit)
// with S<3,4,3> (mask bits 7-9 = 896, shifted right 3), the shared one
// (32-bit) with S<2,4,3> (bits 7-8 = 384, right 3); all under the predicate.
// CHECK-LABEL: func.func @predicated_swizzled(
// CHECK-SAME: %[[G:.*]]: !llvm.ptr<1>, %[[S:.*]]: !llvm.ptr<3>, %[[P:.*]]: !llvm.ptr)
// CHECK: %[[F:.*]] = llvm.load %[[P]] {{.*}} : !llvm.ptr -> i1
// CHECK-NEXT: scf.if %[[F]] {
// CHECK-NEXT: %[[GA:.*]] = llvm.ptrtoint %[[G]] : !llvm.ptr<1> to i64
// CHECK-NEXT: %[[GM:.*]] = arith.constant 896 : i64
// CHECK-NEXT: %[[GX:.*]] = arith.andi %[[GA]], %[[GM]] : i64
// CHECK-NEXT: %[[GS:.*]] = arith.constant 3 : i64
// CHECK-NEXT: %[[GY:.*]] = arith.shrui %[[GX]], %[[GS]] : i64
// CHECK-NEXT: %[[GZ:.*]] = arith.xori %[[GA]], %[[GY]] : i64
// CHECK-NEXT: %[[GQ:.*]] = llvm.inttoptr %[[GZ]] : i64 to !llvm.ptr<1>
// CHECK-NEXT: %[[SA:.*]] = llvm.ptrtoint %[[S]] : !llvm.ptr<3> to i32
// CHECK-NEXT: %[[SM:.*]] = arith.constant 384 : i32
// CHECK-NEXT: %[[SX:.*]] = arith.andi %[[SA]], %[[SM]] : i32
// CHECK-NEXT: %[[SS:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[SY:.*]] = arith.shrui %[[SX]], %[[SS]] : i32
// CHECK-NEXT: %[[SZ:.*]] = arith.xori %[[SA]], %[[SY]] : i32
// CHECK-NEXT: %[[SQ:.*]] = llvm.inttoptr %[[SZ]] : i32 to !llvm.ptr<3>
// CHECK-NEXT: nvvm.cp.async.shared.global %[[SQ]], %[[GQ]], 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NEXT: {{^ *}$}}
// CHECK-NEXT: return
func.func @predicated_swizzled(%g: !fly.memref<f16, global, 8:1, align<16>, S<3,4,3>>, %s: !fly.memref<f16, shared, 8:1, align<16>, S<2,4,3>>, %p: !fly.memref<i1, register, 1:0>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !cgskip
  fly.copy_atom_call(%a, %g, %s, %p) : (!cgskip, !fly.memref<f16, global, 8:1, align<16>, S<3,4,3>>, !fly.memref<f16, shared, 8:1, align<16>, S<2,4,3>>, !fly.memref<i1, register, 1:0>) -> ()
  return
}

// Predicated, zero-fill (the default): no branch; the copy is issued with
// src-size = 16 when the predicate holds and 0 when it does not.
// CHECK-LABEL: func.func @predicated_zero_fill(
// CHECK-SAME: %[[G:.*]]: !llvm.ptr<1>, %[[S:.*]]: !llvm.ptr<3>, %[[P:.*]]: !llvm.ptr)
// CHECK: %[[F:.*]] = llvm.load %[[P]] {{.*}} : !llvm.ptr -> i1
// CHECK-NOT: scf.if
// CHECK-DAG: %[[FULL:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-DAG: %[[NONE:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: %[[N:.*]] = llvm.select %[[F]], %[[FULL]], %[[NONE]] : i1, i32
// CHECK-NEXT: nvvm.cp.async.shared.global %[[S]], %[[G]], 16, cache = cg, %[[N]] : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK-NEXT: return
func.func @predicated_zero_fill(%g: !fly.memref<f16, global, 8:1, align<16>>, %s: !fly.memref<f16, shared, 8:1, align<16>>, %p: !fly.memref<i1, register, 1:0>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !cg
  fly.copy_atom_call(%a, %g, %s, %p) : (!cg, !fly.memref<f16, global, 8:1, align<16>>, !fly.memref<f16, shared, 8:1, align<16>>, !fly.memref<i1, register, 1:0>) -> ()
  return
}

// A global tile with a runtime row stride s (a multiple of 8 elements, so
// every row start stays 16-byte aligned): fly.copy of two rows of 8 f16
// into a shared tile with 64-element rows is two calls; the second one
// reads s elements further and writes 64 further.
// CHECK-LABEL: func.func @dynamic_global_stride(
// CHECK-SAME: %[[G:.*]]: !llvm.ptr<1>, %[[S:.*]]: !llvm.ptr<3>, %[[N:.*]]: i32)
// CHECK-NEXT: llvm.mlir.zero : !llvm.struct<()>
// CHECK-NEXT: nvvm.cp.async.shared.global %[[S]], %[[G]], 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NEXT: %[[N64:.*]] = arith.extsi %[[N]] : i32 to i64
// CHECK-NEXT: %[[G1:.*]] = llvm.getelementptr %[[G]][%[[N64]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
// CHECK-NEXT: %[[S1:.*]] = llvm.getelementptr %[[S]][64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
// CHECK-NEXT: nvvm.cp.async.shared.global %[[S1]], %[[G1]], 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NEXT: return
!dsrc = !fly.memref<f16, global, (8,2):(1,?{div=8}), align<16>>
!ddst = !fly.memref<f16, shared, (8,2):(1,64), align<16>>
func.func @dynamic_global_stride(%p: !fly.ptr<f16, global, align<16>>, %q: !fly.ptr<f16, shared, align<16>>, %n: i32) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !cg
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(8,2)>
  %st = fly.make_int_tuple(%n) : (i32) -> !fly.int_tuple<(1,?{div=8})>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(8,2)>, !fly.int_tuple<(1,?{div=8})>) -> !fly.layout<(8,2):(1,?{div=8})>
  %ld = fly.static : !fly.layout<(8,2):(1,64)>
  %vs = fly.make_view(%p, %l) : (!fly.ptr<f16, global, align<16>>, !fly.layout<(8,2):(1,?{div=8})>) -> !dsrc
  %vd = fly.make_view(%q, %ld) : (!fly.ptr<f16, shared, align<16>>, !fly.layout<(8,2):(1,64)>) -> !ddst
  fly.copy(%atom, %vs, %vd) : (!cg, !dsrc, !ddst) -> ()
  return
}

// The tiled flow for thread 5 of the 8x32 cp_async tile of
// test/Dialect/FlyNVVM/layouts.mlir (TV ((4,8),8):((64,1),8): thread
// t0 + 4*t1 copies row t1, columns 8*t0 .. 8*t0+7): thread 5 copies row 1
// from column 8, element 32 + 8 = 40 of both row-major (8,32):(32,1) f16
// tiles. The shared tile's index swizzle S<2,3,3> is the byte swizzle
// S<2,4,3> (mask 384, shift 3), applied to base + 40 elements.
!tv = !fly.layout<((4,8),8):((64,1),8)>
!tile = !fly.tile<[8:1|32:1]>
!tc = !fly.tiled_copy<!cg, !tv, !tile>
!gt = !fly.memref<f16, global, (8,32):(32,1), align<16>>
!st = !fly.memref<f16, shared, S<2,3,3> o 0 o (8,32):(32,1), align<1024>>
// CHECK-LABEL: func.func @tiled_thread5(
// CHECK-SAME: %[[G:.*]]: !llvm.ptr<1>, %[[S:.*]]: !llvm.ptr<3>)
// CHECK: %[[GP:.*]] = llvm.getelementptr %[[G]][40] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
// CHECK: %[[SP:.*]] = llvm.getelementptr %[[S]][40] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
// CHECK-NEXT: %[[SA:.*]] = llvm.ptrtoint %[[SP]] : !llvm.ptr<3> to i32
// CHECK-NEXT: %[[SM:.*]] = arith.constant 384 : i32
// CHECK-NEXT: %[[SX:.*]] = arith.andi %[[SA]], %[[SM]] : i32
// CHECK-NEXT: %[[SS:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[SY:.*]] = arith.shrui %[[SX]], %[[SS]] : i32
// CHECK-NEXT: %[[SZ:.*]] = arith.xori %[[SA]], %[[SY]] : i32
// CHECK-NEXT: %[[SQ:.*]] = llvm.inttoptr %[[SZ]] : i32 to !llvm.ptr<3>
// CHECK-NEXT: nvvm.cp.async.shared.global %[[SQ]], %[[GP]], 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NOT: nvvm.cp.async
// CHECK: return
func.func @tiled_thread5(%g: !fly.ptr<f16, global, align<16>>, %s: !fly.ptr<f16, shared, align<1024>>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !cg
  %tvl = fly.static : !tv
  %tl = fly.static : !tile
  %tc = fly.make_tiled_copy(%atom, %tvl, %tl) : (!cg, !tv, !tile) -> !tc
  %gl = fly.static : !fly.layout<(8,32):(32,1)>
  %gv = fly.make_view(%g, %gl) : (!fly.ptr<f16, global, align<16>>, !fly.layout<(8,32):(32,1)>) -> !gt
  %sl = fly.static : !fly.composed_layout<S<2,3,3> o 0 o (8,32):(32,1)>
  %sv = fly.make_view(%s, %sl) : (!fly.ptr<f16, shared, align<1024>>, !fly.composed_layout<S<2,3,3> o 0 o (8,32):(32,1)>) -> !st
  %t5 = fly.static : !fly.int_tuple<5>
  %src = fly.tiled_copy.partition_src(%tc, %gv, %t5) : (!tc, !gt, !fly.int_tuple<5>) -> !fly.memref<f16, global, ((8,1),1,1):((1,0),0,0), align<16>>
  %dst = fly.tiled_copy.partition_dst(%tc, %sv, %t5) : (!tc, !st, !fly.int_tuple<5>) -> !fly.memref<f16, shared, S<2,3,3> o 40 o ((8,1),1,1):((1,0),0,0), align<1024>>
  fly.copy(%atom, %src, %dst) : (!cg, !fly.memref<f16, global, ((8,1),1,1):((1,0),0,0), align<16>>, !fly.memref<f16, shared, S<2,3,3> o 40 o ((8,1),1,1):((1,0),0,0), align<1024>>) -> ()
  return
}
