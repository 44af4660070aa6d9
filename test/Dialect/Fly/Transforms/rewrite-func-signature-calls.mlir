// RUN: fly-opt %s --fly-rewrite-func-signature | FileCheck %s
// func.call: dynamic operands are packed at the call site, static ones
// dropped; dynamic results are unpacked after the call and rebuilt in normal
// form, static results re-created with fly.static.

func.func private @callee(!fly.int_tuple<(?,?{i64})>, !fly.layout<(4,8):(1,4)>, i32)
    -> (!fly.layout<?:1>, !fly.int_tuple<(2,3)>)

// CHECK-LABEL: func.func @caller(%arg0: i32, %arg1: i64)
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple(%arg0, %arg1) : (i32, i64) -> !fly.int_tuple<(?,?{i64})>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<packed (i32, i64)>
// CHECK-NEXT: %[[I0:.*]] = llvm.insertvalue %arg0, %[[U]][0] : !llvm.struct<packed (i32, i64)>
// CHECK-NEXT: %[[I1:.*]] = llvm.insertvalue %arg1, %[[I0]][1] : !llvm.struct<packed (i32, i64)>
// CHECK-NEXT: %[[L:.*]] = fly.static : !fly.layout<(4,8):(1,4)>
// CHECK-NEXT: %[[R:.*]] = call @callee(%[[I1]], %arg0) : (!llvm.struct<packed (i32, i64)>, i32) -> !llvm.struct<packed (struct<packed (i32)>)>
// CHECK-NEXT: %[[A:.*]] = llvm.extractvalue %[[R]][0, 0] : !llvm.struct<packed (struct<packed (i32)>)>
// CHECK-NEXT: %[[SH:.*]] = fly.make_int_tuple(%[[A]]) : (i32) -> !fly.int_tuple<?>
// CHECK-NEXT: %[[ST:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<1>
// CHECK-NEXT: %[[RL:.*]] = fly.make_layout(%[[SH]], %[[ST]]) : (!fly.int_tuple<?>, !fly.int_tuple<1>) -> !fly.layout<?:1>
// CHECK-NEXT: %[[S:.*]] = fly.static : !fly.int_tuple<(2,3)>
// CHECK-NEXT: fly.get_shape(%[[RL]])
// CHECK-NEXT: fly.get(%[[S]])
func.func @caller(%a: i32, %b: i64) {
  %t = fly.make_int_tuple(%a, %b) : (i32, i64) -> !fly.int_tuple<(?,?{i64})>
  %l = fly.static : !fly.layout<(4,8):(1,4)>
  %r:2 = call @callee(%t, %l, %a) : (!fly.int_tuple<(?,?{i64})>, !fly.layout<(4,8):(1,4)>, i32) -> (!fly.layout<?:1>, !fly.int_tuple<(2,3)>)
  %sh = fly.get_shape(%r#0) : (!fly.layout<?:1>) -> !fly.int_tuple<?>
  %g = fly.get(%r#1) {mode = array<i32: 0>} : (!fly.int_tuple<(2,3)>) -> !fly.int_tuple<2>
  return
}

// A call result returned directly forwards the struct; an argument passed
// directly to a call forwards its struct too.
// CHECK-LABEL: func.func @forward(%arg0: !llvm.struct<packed (i32, i64)>) -> !llvm.struct<packed (struct<packed (i32)>)>
// CHECK: %[[R:.*]] = call @callee(%arg0, %{{.*}}) : (!llvm.struct<packed (i32, i64)>, i32) -> !llvm.struct<packed (struct<packed (i32)>)>
// CHECK-NEXT: return %[[R]] : !llvm.struct<packed (struct<packed (i32)>)>
func.func @forward(%t: !fly.int_tuple<(?,?{i64})>) -> !fly.layout<?:1> {
  %l = fly.static : !fly.layout<(4,8):(1,4)>
  %c = arith.constant 1 : i32
  %r:2 = call @callee(%t, %l, %c) : (!fly.int_tuple<(?,?{i64})>, !fly.layout<(4,8):(1,4)>, i32) -> (!fly.layout<?:1>, !fly.int_tuple<(2,3)>)
  return %r#0 : !fly.layout<?:1>
}

// Recursion through a definition with a composed layout.
// CHECK-LABEL: func.func @self(%arg0: !llvm.struct<packed (struct<packed (struct<packed (i32)>)>)>) -> !llvm.struct<packed (struct<packed (struct<packed (i32)>)>)>
// CHECK-NEXT: %[[R:.*]] = call @self(%arg0) : (!llvm.struct<packed (struct<packed (struct<packed (i32)>)>)>) -> !llvm.struct<packed (struct<packed (struct<packed (i32)>)>)>
// CHECK-NEXT: return %[[R]]
func.func @self(%c: !fly.composed_layout<S<3,3,3> o 0 o (8,?):(8,1)>) -> !fly.composed_layout<S<3,3,3> o 0 o (8,?):(8,1)> {
  %r = call @self(%c) : (!fly.composed_layout<S<3,3,3> o 0 o (8,?):(8,1)>) -> !fly.composed_layout<S<3,3,3> o 0 o (8,?):(8,1)>
  return %r : !fly.composed_layout<S<3,3,3> o 0 o (8,?):(8,1)>
}

// Calls without Fly types are untouched.
// CHECK-LABEL: func.func @plain
// CHECK-NEXT: call @plain(%arg0) : (i32) -> i32
func.func @plain(%x: i32) -> i32 {
  %r = call @plain(%x) : (i32) -> i32
  return %r : i32
}
