// RUN: fly-opt %s --fly-layout-lowering --canonicalize | FileCheck %s
// RUN: fly-opt %s --fly-layout-lowering | FileCheck %s --check-prefix=RAW
// fly-layout-lowering on the construction ops. Every
// expected sequence is derived by hand from the op's definition.

// make_shape / make_stride / make_coord are aliases of make_int_tuple: the
// pass rewrites them to make_int_tuple with the same operands and type; no
// arith. The i64 leaf keeps its width.
// CHECK-LABEL: func.func @aliases(
// CHECK-DAG: %[[S:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<(?,64)>
// CHECK-DAG: %[[D:.*]] = fly.make_int_tuple(%arg1) : (i64) -> !fly.int_tuple<(1,?{i64})>
// CHECK-DAG: %[[C:.*]] = fly.make_int_tuple(%arg0, %arg0) : (i32, i32) -> !fly.int_tuple<(?,?)>
// CHECK: return %[[S]], %[[D]], %[[C]]
// RAW-LABEL: func.func @aliases(
// RAW-NOT: fly.make_shape
// RAW-NOT: fly.make_stride
// RAW-NOT: fly.make_coord
// RAW: return
func.func @aliases(%a: i32, %b: i64) -> (!fly.int_tuple<(?,64)>, !fly.int_tuple<(1,?{i64})>, !fly.int_tuple<(?,?)>) {
  %s = fly.make_shape(%a) : (i32) -> !fly.int_tuple<(?,64)>
  %d = fly.make_stride(%b) : (i64) -> !fly.int_tuple<(1,?{i64})>
  %c = fly.make_coord(%a, %a) : (i32, i32) -> !fly.int_tuple<(?,?)>
  return %s, %d, %c : !fly.int_tuple<(?,64)>, !fly.int_tuple<(1,?{i64})>, !fly.int_tuple<(?,?)>
}

// make_layout of two aliases: the layout constructor stays, its operands
// become make_int_tuple; get_leaves of its shape and stride are the
// arguments themselves: shape (a,64) leaves a, 64; stride (1,b) leaves 1, b.
// CHECK-LABEL: func.func @make_layout(
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : i32
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NOT: arith.
// CHECK: return %arg0, %[[C64]], %[[C1]], %arg1 : i32, i32, i32, i64
// RAW-LABEL: func.func @make_layout(
// RAW-NOT: fly.get_shape
// RAW-NOT: fly.get_stride
// RAW: return
func.func @make_layout(%a: i32, %b: i64) -> (i32, i32, i32, i64) {
  %s = fly.make_shape(%a) : (i32) -> !fly.int_tuple<(?,64)>
  %d = fly.make_stride(%b) : (i64) -> !fly.int_tuple<(1,?{i64})>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,64)>, !fly.int_tuple<(1,?{i64})>) -> !fly.layout<(?,64):(1,?{i64})>
  %ss = fly.get_shape(%l) : (!fly.layout<(?,64):(1,?{i64})>) -> !fly.int_tuple<(?,64)>
  %dd = fly.get_stride(%l) : (!fly.layout<(?,64):(1,?{i64})>) -> !fly.int_tuple<(1,?{i64})>
  %v:2 = fly.get_leaves(%ss) : (!fly.int_tuple<(?,64)>) -> (i32, i32)
  %w:2 = fly.get_leaves(%dd) : (!fly.int_tuple<(1,?{i64})>) -> (i32, i64)
  return %v#0, %v#1, %w#0, %w#1 : i32, i32, i32, i64
}

// fly.static as an operand: (a,4) * static (2,1) = (a*2, 4*1) = (a*2, 4);
// the static leaf times 1 folds away, only one muli remains.
// CHECK-LABEL: func.func @static_operand(
// CHECK: %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C2]] : i32
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple(%[[M]]) : (i32) -> !fly.int_tuple<(?{div=2},4)>
// CHECK-NEXT: return %[[T]]
func.func @static_operand(%a: i32) -> !fly.int_tuple<(?{div=2},4)> {
  %x = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,4)>
  %y = fly.static : !fly.int_tuple<(2,1)>
  %z = fly.int_tuple_mul(%x, %y) : (!fly.int_tuple<(?,4)>, !fly.int_tuple<(2,1)>) -> !fly.int_tuple<(?{div=2},4)>
  return %z : !fly.int_tuple<(?{div=2},4)>
}

// make_layout_like((a,b,4):(4,1,2)): compact with the same stride order.
// Modes by increasing stride: mode 1 (1), mode 2 (2), mode 0 (4), so
// d1 = 1, d2 = b, d0 = b*4: (a,b,4):(b*4,1,b).
// CHECK-LABEL: func.func @make_layout_like(
// CHECK: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-DAG: %[[M:.*]] = arith.muli %arg1, %[[C4]] : i32
// CHECK-DAG: %[[S:.*]] = fly.make_int_tuple(%arg0, %arg1) : (i32, i32) -> !fly.int_tuple<(?,?,4)>
// CHECK: %[[D:.*]] = fly.make_int_tuple(%[[M]], %arg1) : (i32, i32) -> !fly.int_tuple<(?{div=4},1,?)>
// CHECK: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(?,?,4)>, !fly.int_tuple<(?{div=4},1,?)>) -> !fly.layout<(?,?,4):(?{div=4},1,?)>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @make_layout_like(
// RAW-NOT: fly.make_layout_like
// RAW: return
func.func @make_layout_like(%a: i32, %b: i32) -> !fly.layout<(?,?,4):(?{div=4},1,?)> {
  %s = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(?,?,4)>
  %d = fly.make_int_tuple() : () -> !fly.int_tuple<(4,1,2)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,?,4)>, !fly.int_tuple<(4,1,2)>) -> !fly.layout<(?,?,4):(4,1,2)>
  %r = fly.make_layout_like(%l) : (!fly.layout<(?,?,4):(4,1,2)>) -> !fly.layout<(?,?,4):(?{div=4},1,?)>
  return %r : !fly.layout<(?,?,4):(?{div=4},1,?)>
}

// make_layout_like with an i64 leaf: (a:i64, b, 2):(2,4,1). Order: mode 2
// (1), mode 0 (2), mode 1 (4): d2 = 1, d0 = 2, d1 = 2*a, in i64.
// CHECK-LABEL: func.func @make_layout_like_i64(
// CHECK: %[[C2:.*]] = arith.constant 2 : i64
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C2]] : i64
// CHECK-NEXT: return %arg0, %arg1, %[[M]] : i64, i32, i64
func.func @make_layout_like_i64(%a: i64, %b: i32) -> (i64, i32, i64) {
  %s = fly.make_int_tuple(%a, %b) : (i64, i32) -> !fly.int_tuple<(?{i64},?,2)>
  %d = fly.make_int_tuple() : () -> !fly.int_tuple<(2,4,1)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?{i64},?,2)>, !fly.int_tuple<(2,4,1)>) -> !fly.layout<(?{i64},?,2):(2,4,1)>
  %r = fly.make_layout_like(%l) : (!fly.layout<(?{i64},?,2):(2,4,1)>) -> !fly.layout<(?{i64},?,2):(2,?{i64 div=2},1)>
  %t = fly.get_shape(%r) : (!fly.layout<(?{i64},?,2):(2,?{i64 div=2},1)>) -> !fly.int_tuple<(?{i64},?,2)>
  %u = fly.get_stride(%r) : (!fly.layout<(?{i64},?,2):(2,?{i64 div=2},1)>) -> !fly.int_tuple<(2,?{i64 div=2},1)>
  %v:2 = fly.get_leaves(%t) {dynamicOnly = true} : (!fly.int_tuple<(?{i64},?,2)>) -> (i64, i32)
  %w = fly.get_leaves(%u) {dynamicOnly = true} : (!fly.int_tuple<(2,?{i64 div=2},1)>) -> i64
  return %v#0, %v#1, %w : i64, i32, i64
}

// make_ordered_layout((a,b,4), (2,0,1)): mode 1 gets stride 1, mode 2 gets
// b, mode 0 gets b*4: (a,b,4):(b*4,1,b).
// CHECK-LABEL: func.func @make_ordered_layout(
// CHECK: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg1, %[[C4]] : i32
// CHECK-NEXT: return %[[M]], %arg1 : i32, i32
// RAW-LABEL: func.func @make_ordered_layout(
// RAW-NOT: fly.make_ordered_layout
// RAW: return
func.func @make_ordered_layout(%a: i32, %b: i32) -> (i32, i32) {
  %s = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(?,?,4)>
  %o = fly.make_int_tuple() : () -> !fly.int_tuple<(2,0,1)>
  %l = fly.make_ordered_layout(%s, %o) : (!fly.int_tuple<(?,?,4)>, !fly.int_tuple<(2,0,1)>) -> !fly.layout<(?,?,4):(?{div=4},1,?)>
  %d = fly.get_stride(%l) : (!fly.layout<(?,?,4):(?{div=4},1,?)>) -> !fly.int_tuple<(?{div=4},1,?)>
  %v:2 = fly.get_leaves(%d) {dynamicOnly = true} : (!fly.int_tuple<(?{div=4},1,?)>) -> (i32, i32)
  return %v#0, %v#1 : i32, i32
}

// make_ordered_layout((4,a,b), (0,1,2)) is column-major: (1, 4, 4*a). The
// last stride is computed but the last extent b is never used.
// CHECK-LABEL: func.func @make_ordered_layout_colmajor(
// CHECK: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg0, %arg1) : (i32, i32) -> !fly.int_tuple<(4,?,?)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%[[M]]) : (i32) -> !fly.int_tuple<(1,4,?{div=4})>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]])
// CHECK-NEXT: return %[[L]]
func.func @make_ordered_layout_colmajor(%a: i32, %b: i32) -> !fly.layout<(4,?,?):(1,4,?{div=4})> {
  %s = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(4,?,?)>
  %o = fly.static : !fly.int_tuple<(0,1,2)>
  %l = fly.make_ordered_layout(%s, %o) : (!fly.int_tuple<(4,?,?)>, !fly.int_tuple<(0,1,2)>) -> !fly.layout<(4,?,?):(1,4,?{div=4})>
  return %l : !fly.layout<(4,?,?):(1,4,?{div=4})>
}

// make_identity_layout((a,b:i64)) = (a,b):(1E0,1E1): no arith, the shape
// leaves are the arguments.
// CHECK-LABEL: func.func @make_identity_layout(
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg0, %arg1) : (i32, i64) -> !fly.int_tuple<(?,?{i64})>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<(1E0,1E1)>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(?,?{i64})>, !fly.int_tuple<(1E0,1E1)>) -> !fly.layout<(?,?{i64}):(1E0,1E1)>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @make_identity_layout(
// RAW-NOT: fly.make_identity_layout
// RAW: return
func.func @make_identity_layout(%a: i32, %b: i64) -> !fly.layout<(?,?{i64}):(1E0,1E1)> {
  %s = fly.make_int_tuple(%a, %b) : (i32, i64) -> !fly.int_tuple<(?,?{i64})>
  %l = fly.make_identity_layout(%s) : (!fly.int_tuple<(?,?{i64})>) -> !fly.layout<(?,?{i64}):(1E0,1E1)>
  return %l : !fly.layout<(?,?{i64}):(1E0,1E1)>
}

// make_composed_layout of normal-form parts is itself normal form: size of
// S<3,3,3> o o o (a,64):(64,1) is size(outer) = a*64.
// CHECK-LABEL: func.func @make_composed_layout(
// CHECK: %[[C64:.*]] = arith.constant 64 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C64]] : i32
// CHECK-NEXT: return %[[M]] : i32
// RAW-LABEL: func.func @make_composed_layout(
// RAW-NOT: fly.size
// RAW: return
func.func @make_composed_layout(%a: i32, %o: i32) -> i32 {
  %sw = fly.static : !fly.swizzle<S<3,3,3>>
  %off = fly.make_int_tuple(%o) : (i32) -> !fly.int_tuple<?>
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,64)>
  %d = fly.make_int_tuple() : () -> !fly.int_tuple<(64,1)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,64)>, !fly.int_tuple<(64,1)>) -> !fly.layout<(?,64):(64,1)>
  %c = fly.make_composed_layout(%sw, %off, %l) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<?>, !fly.layout<(?,64):(64,1)>) -> !fly.composed_layout<S<3,3,3> o ? o (?,64):(64,1)>
  %n = fly.size(%c) : (!fly.composed_layout<S<3,3,3> o ? o (?,64):(64,1)>) -> !fly.int_tuple<?{div=64}>
  %v = fly.get_scalar(%n) : (!fly.int_tuple<?{div=64}>) -> i32
  return %v : i32
}

// make_fragment_layout_like of a static shape with dynamic strides: the
// compact column-major (4,8):(1,4) does not depend on the strides at all,
// so the result is fully static.
// CHECK-LABEL: func.func @make_fragment_layout_like(
// CHECK-NEXT: %[[L:.*]] = fly.static : !fly.layout<(4,8):(1,4)>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @make_fragment_layout_like(
// RAW-NOT: arith.
// RAW-NOT: fly.make_fragment_layout_like
// RAW: return
func.func @make_fragment_layout_like(%a: i32, %b: i32) -> !fly.layout<(4,8):(1,4)> {
  %s = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
  %d = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(?,?)>) -> !fly.layout<(4,8):(?,?)>
  %r = fly.make_fragment_layout_like(%l) : (!fly.layout<(4,8):(?,?)>) -> !fly.layout<(4,8):(1,4)>
  return %r : !fly.layout<(4,8):(1,4)>
}
