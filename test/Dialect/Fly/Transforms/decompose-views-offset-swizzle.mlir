// RUN: fly-opt %s --fly-decompose-views -split-input-file -verify-diagnostics | FileCheck %s
// A swizzled view S<m,b,s> o off o L read by an atom call, whose pointer's
// alignment does not cover the swizzle period (FlyDSL's shared-memory views:
// align<16> under S<3,3,3>, a 1024-byte period for bf16), is decomposed the
// way FlyDSL decomposes every swizzled view: the swizzle applied to the
// offset alone, as integer arithmetic, make_view(ptr + S(off), L). That is
// exact when adding L(c) to off changes no bit S reads or writes: off
// divisible by 2^k (k <= b) and L's image below 2^k. S<3,3,3>(x) =
// x ^ ((x & (7 << 6)) >> 3): the mask is 448, the shift 3.

!A = !fly.copy_atom<!fly.universal_copy<128>, 16>
// off divisible by 8 = 2^3 = 2^b; L = 8:1 reaches 7 < 8: exact.
// CHECK-LABEL: func.func @offset_swizzle(
// CHECK-SAME: %[[G:[^:]*]]: !fly.ptr<bf16, global>, %[[S:[^:]*]]: !fly.ptr<bf16, shared, align<16>>, %[[I:[^:]*]]: i32)
// CHECK: %[[M:.*]] = arith.constant 448 : i32
// CHECK-NEXT: %[[AND:.*]] = arith.andi %[[I]], %[[M]] : i32
// CHECK-NEXT: %[[SH:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[MOVED:.*]] = arith.shrui %[[AND]], %[[SH]] : i32
// CHECK-NEXT: %[[X:.*]] = arith.xori %[[I]], %[[MOVED]] : i32
// CHECK-NEXT: %[[OFF:.*]] = fly.make_int_tuple(%[[X]]) : (i32) -> !fly.int_tuple<?{div=8}>
// CHECK-NEXT: %[[P:.*]] = fly.add_offset(%[[S]], %[[OFF]])
// CHECK-NEXT: %[[V:.*]] = fly.make_view(%[[P]], %{{.*}}) : ({{.*}}, !fly.layout<8:1>) -> !fly.memref<bf16, shared, 8:1, align<16>>
// CHECK-NEXT: fly.copy_atom_call(%{{.*}}, %{{.*}}, %[[V]])
// CHECK-NOT: fly.apply_swizzle
func.func @offset_swizzle(%g: !fly.ptr<bf16, global>, %s: !fly.ptr<bf16, shared, align<16>>, %i: i32) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !A
  %l = fly.static : !fly.layout<8:1>
  %src = fly.make_view(%g, %l) : (!fly.ptr<bf16, global>, !fly.layout<8:1>) -> !fly.memref<bf16, global, 8:1>
  %sw = fly.static : !fly.swizzle<S<3,3,3>>
  %d = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?{div=8}>
  %cl = fly.make_composed_layout(%sw, %d, %l) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<?{div=8}>, !fly.layout<8:1>) -> !fly.composed_layout<S<3,3,3> o ?{div=8} o 8:1>
  %dst = fly.make_view(%s, %cl) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o ?{div=8} o 8:1>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o 8:1, align<16>>
  fly.copy_atom_call(%atom, %src, %dst) : (!A, !fly.memref<bf16, global, 8:1>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o 8:1, align<16>>) -> ()
  return
}

// -----

!A = !fly.copy_atom<!fly.universal_copy<64>, 16>
// off divisible by 4 only: the free low bits are 2^2; L = 4:1 reaches 3.
// Exact again (no carry leaves bit 2), and the offset keeps div 4.
// CHECK-LABEL: func.func @offset_div4(
// CHECK: arith.xori
// CHECK-NEXT: fly.make_int_tuple(%{{.*}}) : (i32) -> !fly.int_tuple<?{div=4}>
func.func @offset_div4(%g: !fly.ptr<bf16, global>, %s: !fly.ptr<bf16, shared, align<16>>, %i: i32) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !A
  %l = fly.static : !fly.layout<4:1>
  %src = fly.make_view(%g, %l) : (!fly.ptr<bf16, global>, !fly.layout<4:1>) -> !fly.memref<bf16, global, 4:1>
  %sw = fly.static : !fly.swizzle<S<3,3,3>>
  %d = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?{div=4}>
  %cl = fly.make_composed_layout(%sw, %d, %l) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<?{div=4}>, !fly.layout<4:1>) -> !fly.composed_layout<S<3,3,3> o ?{div=4} o 4:1>
  %dst = fly.make_view(%s, %cl) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o ?{div=4} o 4:1>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=4} o 4:1, align<16>>
  fly.copy_atom_call(%atom, %src, %dst) : (!A, !fly.memref<bf16, global, 4:1>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=4} o 4:1, align<16>>) -> ()
  return
}

// -----

!A = !fly.copy_atom<!fly.universal_copy<128>, 16>
// off divisible by 4, but L = 8:1 reaches 7: off + 4 can carry into bit 3,
// which S writes. The offset-only form would name another address than the
// layout does: still an error.
func.func @offset_too_coarse(%g: !fly.ptr<bf16, global>, %s: !fly.ptr<bf16, shared, align<16>>, %i: i32) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !A
  %l = fly.static : !fly.layout<8:1>
  %src = fly.make_view(%g, %l) : (!fly.ptr<bf16, global>, !fly.layout<8:1>) -> !fly.memref<bf16, global, 8:1>
  %sw = fly.static : !fly.swizzle<S<3,3,3>>
  %d = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?{div=4}>
  %cl = fly.make_composed_layout(%sw, %d, %l) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<?{div=4}>, !fly.layout<8:1>) -> !fly.composed_layout<S<3,3,3> o ?{div=4} o 8:1>
  %dst = fly.make_view(%s, %cl) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o ?{div=4} o 8:1>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=4} o 8:1, align<16>>
  // expected-error @+1 {{cannot decompose the swizzled view '!fly.memref<bf16, shared, S<3,3,3> o ?{div=4} o 8:1, align<16>>': the pointer's alignment (16 bytes) does not cover the swizzle period (1024 bytes)}}
  fly.copy_atom_call(%atom, %src, %dst) : (!A, !fly.memref<bf16, global, 8:1>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=4} o 8:1, align<16>>) -> ()
  return
}
