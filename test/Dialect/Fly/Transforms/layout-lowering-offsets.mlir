// RUN: fly-opt %s --fly-layout-lowering -split-input-file | FileCheck %s
// fly-layout-lowering leaves every pointer offset chain as
// add_offset(add_offset(base, dynamic), static), dropping zero parts.
// Constant addends are peeled off arith.addi/subi; the outer add_offset
// keeps the original result type (the alignment the chain proved).

!P = !fly.ptr<f16, global, align<16>>

// Two static offsets fold into one: 1 + 7 = 8. The chain proved only 2-byte
// alignment (after +1), and the result keeps that type although 8 elements
// would give 16 bytes.
// CHECK-LABEL: func.func @static_static(
// CHECK-NEXT: %[[C:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<8>
// CHECK-NEXT: %[[R:.*]] = fly.add_offset(%arg0, %[[C]]) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<8>) -> !fly.ptr<f16, global>
// CHECK-NEXT: return %[[R]]
func.func @static_static(%p: !P) -> !fly.ptr<f16, global> {
  %c1 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
  %c7 = fly.make_int_tuple() : () -> !fly.int_tuple<7>
  %a = fly.add_offset(%p, %c1) : (!P, !fly.int_tuple<1>) -> !fly.ptr<f16, global>
  %b = fly.add_offset(%a, %c7) : (!fly.ptr<f16, global>, !fly.int_tuple<7>) -> !fly.ptr<f16, global>
  return %b : !fly.ptr<f16, global>
}

// Static then dynamic: the dynamic part moves inside.
// CHECK-LABEL: func.func @static_dynamic(
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%arg1) : (i32) -> !fly.int_tuple<?{div=8}>
// CHECK-NEXT: %[[P1:.*]] = fly.add_offset(%arg0, %[[D]]) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<?{div=8}>) -> !fly.ptr<f16, global, align<16>>
// CHECK-NEXT: %[[C:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<4>
// CHECK-NEXT: %[[R:.*]] = fly.add_offset(%[[P1]], %[[C]]) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<4>) -> !fly.ptr<f16, global, align<8>>
// CHECK-NEXT: return %[[R]]
func.func @static_dynamic(%p: !P, %i: i32) -> !fly.ptr<f16, global, align<8>> {
  %c4 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
  %d = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?{div=8}>
  %a = fly.add_offset(%p, %c4) : (!P, !fly.int_tuple<4>) -> !fly.ptr<f16, global, align<8>>
  %b = fly.add_offset(%a, %d) : (!fly.ptr<f16, global, align<8>>, !fly.int_tuple<?{div=8}>) -> !fly.ptr<f16, global, align<8>>
  return %b : !fly.ptr<f16, global, align<8>>
}

// Two dynamic offsets are added (the narrower one sign-extended); the sum's
// divisibility is the gcd, 2.
// CHECK-LABEL: func.func @dynamic_dynamic(
// CHECK-NEXT: %[[E:.*]] = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg2, %[[E]] : i64
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%[[S]]) : (i64) -> !fly.int_tuple<?{i64 div=2}>
// CHECK-NEXT: %[[R:.*]] = fly.add_offset(%arg0, %[[D]]) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<?{i64 div=2}>) -> !fly.ptr<f16, global, align<4>>
// CHECK-NEXT: return %[[R]]
func.func @dynamic_dynamic(%p: !P, %i: i32, %j: i64) -> !fly.ptr<f16, global, align<4>> {
  %d = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?{div=4}>
  %e = fly.make_int_tuple(%j) : (i64) -> !fly.int_tuple<?{i64 div=2}>
  %a = fly.add_offset(%p, %d) : (!P, !fly.int_tuple<?{div=4}>) -> !fly.ptr<f16, global, align<8>>
  %b = fly.add_offset(%a, %e) : (!fly.ptr<f16, global, align<8>>, !fly.int_tuple<?{i64 div=2}>) -> !fly.ptr<f16, global, align<4>>
  return %b : !fly.ptr<f16, global, align<4>>
}

// A constant addend of a dynamic offset is peeled: i*64 + 3 becomes
// (i*64) then 3; i*64 is known to be divisible by 64 from its muli.
// CHECK-LABEL: func.func @peel_addi(
// CHECK-NEXT: %[[C64:.*]] = arith.constant 64 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg1, %[[C64]] : i32
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%[[M]]) : (i32) -> !fly.int_tuple<?{div=64}>
// CHECK-NEXT: %[[P1:.*]] = fly.add_offset(%arg0, %[[D]]) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<?{div=64}>) -> !fly.ptr<f16, global, align<16>>
// CHECK-NEXT: %[[C:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<3>
// CHECK-NEXT: %[[R:.*]] = fly.add_offset(%[[P1]], %[[C]]) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<3>) -> !fly.ptr<f16, global>
// CHECK-NEXT: return %[[R]]
func.func @peel_addi(%p: !P, %i: i32) -> !fly.ptr<f16, global> {
  %c64 = arith.constant 64 : i32
  %c3 = arith.constant 3 : i32
  %m = arith.muli %i, %c64 : i32
  %s = arith.addi %m, %c3 : i32
  %d = fly.make_int_tuple(%s) : (i32) -> !fly.int_tuple<?>
  %a = fly.add_offset(%p, %d) : (!P, !fly.int_tuple<?>) -> !fly.ptr<f16, global>
  return %a : !fly.ptr<f16, global>
}

// x - 2 peels to x then -2; a constant on the left of addi peels too and the
// constants of the whole chain add up: (5 + y) then (x - 2) -> x + y, 3
// (terms are summed from the outer link inwards).
// CHECK-LABEL: func.func @peel_sub_and_left(
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%[[S]]) : (i32) -> !fly.int_tuple<?>
// CHECK-NEXT: %[[P1:.*]] = fly.add_offset(%arg0, %[[D]])
// CHECK-NEXT: %[[C:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<3>
// CHECK-NEXT: %[[R:.*]] = fly.add_offset(%[[P1]], %[[C]])
// CHECK-NEXT: return %[[R]]
func.func @peel_sub_and_left(%p: !P, %x: i32, %y: i32) -> !fly.ptr<f16, global> {
  %c2 = arith.constant 2 : i32
  %c5 = arith.constant 5 : i32
  %xs = arith.subi %x, %c2 : i32
  %ys = arith.addi %c5, %y : i32
  %dx = fly.make_int_tuple(%xs) : (i32) -> !fly.int_tuple<?>
  %dy = fly.make_int_tuple(%ys) : (i32) -> !fly.int_tuple<?>
  %a = fly.add_offset(%p, %dy) : (!P, !fly.int_tuple<?>) -> !fly.ptr<f16, global>
  %b = fly.add_offset(%a, %dx) : (!fly.ptr<f16, global>, !fly.int_tuple<?>) -> !fly.ptr<f16, global>
  return %b : !fly.ptr<f16, global>
}

// -----

// A static zero offset disappears when the types agree.
!P = !fly.ptr<f16, global, align<16>>
// CHECK-LABEL: func.func @zero(
// CHECK-NEXT: return %arg0
func.func @zero(%p: !P) -> !P {
  %c0 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
  %a = fly.add_offset(%p, %c0) : (!P, !fly.int_tuple<0>) -> !P
  return %a : !P
}

// Already canonical chains are left exactly as written.
// CHECK-LABEL: func.func @canonical(
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%arg1) : (i32) -> !fly.int_tuple<?{div=8}>
// CHECK-NEXT: %[[P1:.*]] = fly.add_offset(%arg0, %[[D]])
// CHECK-NEXT: %[[C:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<2>
// CHECK-NEXT: %[[R:.*]] = fly.add_offset(%[[P1]], %[[C]])
// CHECK-NEXT: %[[R2:.*]] = fly.add_offset(%arg0, %[[C]])
// CHECK-NEXT: return %[[R]], %[[R2]]
func.func @canonical(%p: !P, %i: i32) -> (!fly.ptr<f16, global, align<4>>, !fly.ptr<f16, global, align<4>>) {
  %d = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?{div=8}>
  %a = fly.add_offset(%p, %d) : (!P, !fly.int_tuple<?{div=8}>) -> !P
  %c2 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
  %b = fly.add_offset(%a, %c2) : (!P, !fly.int_tuple<2>) -> !fly.ptr<f16, global, align<4>>
  %e = fly.add_offset(%p, %c2) : (!P, !fly.int_tuple<2>) -> !fly.ptr<f16, global, align<4>>
  return %b, %e : !fly.ptr<f16, global, align<4>>, !fly.ptr<f16, global, align<4>>
}

// When the regrouped chain cannot prove the alignment the result claims,
// the chain stays: (x + 2) with ?{div=8} on f32 proves 32 bytes, but x alone
// is known only to be even (gcd(8, 2)), so x then +2 proves just 8.
// CHECK-LABEL: func.func @keeps_alignment(
// CHECK: %[[S:.*]] = arith.addi %arg1, %{{.*}} : i32
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%[[S]]) : (i32) -> !fly.int_tuple<?{div=8}>
// CHECK-NEXT: %[[R:.*]] = fly.add_offset(%arg0, %[[D]]) : (!fly.ptr<f32, global, align<32>>, !fly.int_tuple<?{div=8}>) -> !fly.ptr<f32, global, align<32>>
// CHECK-NEXT: return %[[R]]
func.func @keeps_alignment(%p: !fly.ptr<f32, global, align<32>>, %x: i32) -> !fly.ptr<f32, global, align<32>> {
  %c2 = arith.constant 2 : i32
  %s = arith.addi %x, %c2 : i32
  %d = fly.make_int_tuple(%s) : (i32) -> !fly.int_tuple<?{div=8}>
  %a = fly.add_offset(%p, %d) : (!fly.ptr<f32, global, align<32>>, !fly.int_tuple<?{div=8}>) -> !fly.ptr<f32, global, align<32>>
  return %a : !fly.ptr<f32, global, align<32>>
}

// -----

// A three-link chain on a swizzled shared pointer (the swizzle is applied
// at the access, so the arithmetic regroups): +1, +i, +6 -> +i, +7. The
// intermediate pointer used elsewhere is kept for that use.
!S = !fly.ptr<f16, shared, align<16>, S<3,3,3>>
// CHECK-LABEL: func.func @swizzled_chain(
// CHECK-DAG: %[[C1:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<1>
// CHECK-DAG: %[[A:.*]] = fly.add_offset(%arg0, %[[C1]])
// CHECK-DAG: %[[D:.*]] = fly.make_int_tuple(%arg1) : (i32) -> !fly.int_tuple<?>
// CHECK-DAG: %[[P1:.*]] = fly.add_offset(%arg0, %[[D]]) : (!fly.ptr<f16, shared, align<16>, S<3,3,3>>, !fly.int_tuple<?>) -> !fly.ptr<f16, shared, S<3,3,3>>
// CHECK-DAG: %[[C7:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<7>
// CHECK-DAG: %[[R:.*]] = fly.add_offset(%[[P1]], %[[C7]]) : (!fly.ptr<f16, shared, S<3,3,3>>, !fly.int_tuple<7>) -> !fly.ptr<f16, shared, S<3,3,3>>
// CHECK: return %[[R]], %[[A]]
func.func @swizzled_chain(%p: !S, %i: i32) -> (!fly.ptr<f16, shared, S<3,3,3>>, !fly.ptr<f16, shared, S<3,3,3>>) {
  %c1 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
  %c6 = fly.make_int_tuple() : () -> !fly.int_tuple<6>
  %d = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>
  %a = fly.add_offset(%p, %c1) : (!S, !fly.int_tuple<1>) -> !fly.ptr<f16, shared, S<3,3,3>>
  %b = fly.add_offset(%a, %d) : (!fly.ptr<f16, shared, S<3,3,3>>, !fly.int_tuple<?>) -> !fly.ptr<f16, shared, S<3,3,3>>
  %c = fly.add_offset(%b, %c6) : (!fly.ptr<f16, shared, S<3,3,3>>, !fly.int_tuple<6>) -> !fly.ptr<f16, shared, S<3,3,3>>
  return %c, %a : !fly.ptr<f16, shared, S<3,3,3>>, !fly.ptr<f16, shared, S<3,3,3>>
}

// -----

// Element accesses through views end in canonical form: row i, column 3 of
// (?,64):(64,1) is i*64 then +3, and two accesses in the same row share the
// dynamic base.
!M = !fly.memref<f16, global, (?,64):(64,1), align<16>>
// CHECK-LABEL: func.func @view_accesses(
// CHECK: %[[M:.*]] = arith.muli %arg2, %{{.*}} : i32
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%[[M]]) : (i32) -> !fly.int_tuple<?{div=64}>
// CHECK-NEXT: %[[B:.*]] = fly.add_offset(%arg0, %[[D]]) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<?{div=64}>) -> !fly.ptr<f16, global, align<16>>
// CHECK-NEXT: %[[C3:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<3>
// CHECK-NEXT: %[[P3:.*]] = fly.add_offset(%[[B]], %[[C3]])
// CHECK-NEXT: fly.ptr.load(%[[P3]])
// CHECK: %[[C8:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<8>
// CHECK-NEXT: %[[P8:.*]] = fly.add_offset(%[[B]], %[[C8]]) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<8>) -> !fly.ptr<f16, global, align<16>>
// CHECK-NEXT: fly.ptr.load(%[[P8]])
func.func @view_accesses(%p: !fly.ptr<f16, global, align<16>>, %n: i32, %i: i32) -> (f16, f16) {
  %sh = fly.make_int_tuple(%n) : (i32) -> !fly.int_tuple<(?,64)>
  %st = fly.make_int_tuple() : () -> !fly.int_tuple<(64,1)>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(?,64)>, !fly.int_tuple<(64,1)>) -> !fly.layout<(?,64):(64,1)>
  %m = fly.make_view(%p, %l) : (!fly.ptr<f16, global, align<16>>, !fly.layout<(?,64):(64,1)>) -> !M
  %c3 = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<(?,3)>
  %c8 = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<(?,8)>
  %a = fly.memref.load(%m, %c3) : (!M, !fly.int_tuple<(?,3)>) -> f16
  %b = fly.memref.load(%m, %c8) : (!M, !fly.int_tuple<(?,8)>) -> f16
  return %a, %b : f16, f16
}
