// RUN: fly-opt %s --fly-rewrite-func-signature | FileCheck %s
// Fly values carried through scf.for, scf.if and scf.while travel as
// structs: unpacked at region entry and after the op, packed at yields;
// static values are dropped from the op and re-created with fly.static.

!L = !fly.layout<(?,64):(1,?{i64})>

// CHECK-LABEL: func.func @for_loop(%arg0: !llvm.struct<packed (struct<packed (i32)>, struct<packed (i64)>)>, %arg1: index)
// CHECK: %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %arg1 step %{{.*}} iter_args(%[[A:.*]] = %arg0) -> (!llvm.struct<packed (struct<packed (i32)>, struct<packed (i64)>)>) {
// CHECK-NEXT: %[[X:.*]] = llvm.extractvalue %[[A]][0, 0]
// CHECK-NEXT: %[[Y:.*]] = llvm.extractvalue %[[A]][1, 0]
// CHECK-NEXT: %[[SH:.*]] = fly.make_int_tuple(%[[X]]) : (i32) -> !fly.int_tuple<(?,64)>
// CHECK-NEXT: %[[ST:.*]] = fly.make_int_tuple(%[[Y]]) : (i64) -> !fly.int_tuple<(1,?{i64})>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[SH]], %[[ST]])
// CHECK-NEXT: %[[T:.*]] = fly.static : !fly.int_tuple<(4,8)>
// CHECK-NEXT: fly.get(%[[T]])
// CHECK-NEXT: %[[NSH:.*]] = fly.get_shape(%[[L]])
// CHECK-NEXT: %[[NST:.*]] = fly.get_stride(%[[L]])
// CHECK-NEXT: fly.make_layout(%[[NSH]], %[[NST]])
// CHECK-NEXT: %[[P:.*]] = fly.get_leaves(%[[NSH]]) {dynamicOnly = true} : (!fly.int_tuple<(?,64)>) -> i32
// CHECK-NEXT: %[[Q:.*]] = fly.get_leaves(%[[NST]]) {dynamicOnly = true} : (!fly.int_tuple<(1,?{i64})>) -> i64
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef
// CHECK-NEXT: %[[I0:.*]] = llvm.insertvalue %[[P]], %[[U]][0, 0]
// CHECK-NEXT: %[[I1:.*]] = llvm.insertvalue %[[Q]], %[[I0]][1, 0]
// CHECK-NEXT: scf.yield %[[I1]] : !llvm.struct<packed (struct<packed (i32)>, struct<packed (i64)>)>
// CHECK-NEXT: }
// CHECK-NEXT: %[[T2:.*]] = fly.static : !fly.int_tuple<(4,8)>
// CHECK-NEXT: fly.get(%[[T2]])
// CHECK-NEXT: return %[[R]]
func.func @for_loop(%l: !L, %n: index) -> !L {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %st = fly.static : !fly.int_tuple<(4,8)>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %l, %s = %st) -> (!L, !fly.int_tuple<(4,8)>) {
    %g = fly.get(%s) {mode = array<i32: 0>} : (!fly.int_tuple<(4,8)>) -> !fly.int_tuple<4>
    %sh = fly.get_shape(%a) : (!L) -> !fly.int_tuple<(?,64)>
    %sd = fly.get_stride(%a) : (!L) -> !fly.int_tuple<(1,?{i64})>
    %b = fly.make_layout(%sh, %sd) : (!fly.int_tuple<(?,64)>, !fly.int_tuple<(1,?{i64})>) -> !L
    scf.yield %b, %s : !L, !fly.int_tuple<(4,8)>
  }
  %g2 = fly.get(%r#1) {mode = array<i32: 0>} : (!fly.int_tuple<(4,8)>) -> !fly.int_tuple<4>
  return %r#0 : !L
}

// scf.if: the branches yield structs; the result is unpacked after the op.
// CHECK-LABEL: func.func @if_else(%arg0: i1, %arg1: !llvm.struct<packed (struct<packed (i32)>, struct<packed (i64)>)>, %arg2: i32, %arg3: i64)
// CHECK: %[[R:.*]] = scf.if %arg0 -> (!llvm.struct<packed (struct<packed (i32)>, struct<packed (i64)>)>) {
// CHECK-NEXT: scf.yield %arg1
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[SH:.*]] = fly.make_int_tuple(%arg2)
// CHECK-NEXT: %[[ST:.*]] = fly.make_int_tuple(%arg3)
// CHECK-NEXT: fly.make_layout(%[[SH]], %[[ST]])
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef
// CHECK-NEXT: %[[I0:.*]] = llvm.insertvalue %arg2, %[[U]][0, 0]
// CHECK-NEXT: %[[I1:.*]] = llvm.insertvalue %arg3, %[[I0]][1, 0]
// CHECK-NEXT: scf.yield %[[I1]]
// CHECK-NEXT: }
// CHECK-NEXT: %[[X:.*]] = llvm.extractvalue %[[R]][0, 0]
// CHECK-NEXT: %[[Y:.*]] = llvm.extractvalue %[[R]][1, 0]
// CHECK-NEXT: %[[RSH:.*]] = fly.make_int_tuple(%[[X]])
// CHECK-NEXT: %[[RST:.*]] = fly.make_int_tuple(%[[Y]])
// CHECK-NEXT: %[[RL:.*]] = fly.make_layout(%[[RSH]], %[[RST]])
// CHECK-NEXT: fly.get_shape(%[[RL]])
func.func @if_else(%c: i1, %l: !L, %x: i32, %y: i64) {
  %r = scf.if %c -> !L {
    scf.yield %l : !L
  } else {
    %sh = fly.make_int_tuple(%x) : (i32) -> !fly.int_tuple<(?,64)>
    %st = fly.make_int_tuple(%y) : (i64) -> !fly.int_tuple<(1,?{i64})>
    %m = fly.make_layout(%sh, %st) : (!fly.int_tuple<(?,64)>, !fly.int_tuple<(1,?{i64})>) -> !L
    scf.yield %m : !L
  }
  %s = fly.get_shape(%r) : (!L) -> !fly.int_tuple<(?,64)>
  return
}

// A static scf.if result disappears; the op keeps its non-Fly result.
// CHECK-LABEL: func.func @if_static(%arg0: i1)
// CHECK: %[[R:.*]] = scf.if %arg0 -> (i32) {
// CHECK: scf.yield %{{.*}} : i32
// CHECK: scf.yield %{{.*}} : i32
// CHECK: %[[S:.*]] = fly.static : !fly.layout<(4,8):(1,4)>
// CHECK-NEXT: fly.get_shape(%[[S]])
// CHECK-NEXT: return %[[R]] : i32
func.func @if_static(%c: i1) -> i32 {
  %r:2 = scf.if %c -> (!fly.layout<(4,8):(1,4)>, i32) {
    %a = fly.static : !fly.layout<(4,8):(1,4)>
    %i = arith.constant 1 : i32
    scf.yield %a, %i : !fly.layout<(4,8):(1,4)>, i32
  } else {
    %a = fly.static : !fly.layout<(4,8):(1,4)>
    %i = arith.constant 2 : i32
    scf.yield %a, %i : !fly.layout<(4,8):(1,4)>, i32
  }
  %s = fly.get_shape(%r#0) : (!fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<(4,8)>
  return %r#1 : i32
}

// scf.while: before and after arguments, scf.condition and the yield.
// CHECK-LABEL: func.func @while_loop(%arg0: !llvm.struct<packed (i32)>, %arg1: i1)
// CHECK: %[[W:.*]] = scf.while (%[[A:.*]] = %arg0) : (!llvm.struct<packed (i32)>) -> !llvm.struct<packed (i32)> {
// CHECK-NEXT: %[[X:.*]] = llvm.extractvalue %[[A]][0] : !llvm.struct<packed (i32)>
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple(%[[X]]) : (i32) -> !fly.int_tuple<(?,4)>
// CHECK-NEXT: fly.get_leaves(%[[T]])
// CHECK-NEXT: scf.condition(%arg1) %[[A]] : !llvm.struct<packed (i32)>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[B:.*]]: !llvm.struct<packed (i32)>):
// CHECK-NEXT: %[[Y:.*]] = llvm.extractvalue %[[B]][0]
// CHECK-NEXT: %[[T2:.*]] = fly.make_int_tuple(%[[Y]]) : (i32) -> !fly.int_tuple<(?,4)>
// CHECK-NEXT: %[[N:.*]] = fly.int_tuple_add(%[[T2]], %[[T2]])
// CHECK-NEXT: %[[L:.*]] = fly.get_leaves(%[[N]]) {dynamicOnly = true} : (!fly.int_tuple<(?,8)>) -> i32
// CHECK-NEXT: fly.make_int_tuple(%[[L]]) : (i32) -> !fly.int_tuple<(?,4)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<packed (i32)>
// CHECK-NEXT: %[[I:.*]] = llvm.insertvalue %[[L]], %[[U]][0]
// CHECK-NEXT: scf.yield %[[I]] : !llvm.struct<packed (i32)>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[W]] : !llvm.struct<packed (i32)>
func.func @while_loop(%t: !fly.int_tuple<(?,4)>, %c: i1) -> !fly.int_tuple<(?,4)> {
  %sw = fly.static : !fly.swizzle<S<1,1,1>>
  %w:2 = scf.while (%a = %t, %s = %sw) : (!fly.int_tuple<(?,4)>, !fly.swizzle<S<1,1,1>>) -> (!fly.int_tuple<(?,4)>, !fly.swizzle<S<1,1,1>>) {
    %l = fly.get_leaves(%a) {dynamicOnly = true} : (!fly.int_tuple<(?,4)>) -> i32
    scf.condition(%c) %a, %s : !fly.int_tuple<(?,4)>, !fly.swizzle<S<1,1,1>>
  } do {
  ^bb0(%b: !fly.int_tuple<(?,4)>, %s2: !fly.swizzle<S<1,1,1>>):
    %n = fly.int_tuple_add(%b, %b) : (!fly.int_tuple<(?,4)>, !fly.int_tuple<(?,4)>) -> !fly.int_tuple<(?,8)>
    %l2 = fly.get_leaves(%n) {dynamicOnly = true} : (!fly.int_tuple<(?,8)>) -> i32
    %m = fly.make_int_tuple(%l2) : (i32) -> !fly.int_tuple<(?,4)>
    scf.yield %m, %s2 : !fly.int_tuple<(?,4)>, !fly.swizzle<S<1,1,1>>
  }
  return %w#0 : !fly.int_tuple<(?,4)>
}
