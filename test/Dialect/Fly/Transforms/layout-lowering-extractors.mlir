// RUN: fly-opt %s --fly-layout-lowering --canonicalize | FileCheck %s
// RUN: fly-opt %s --fly-layout-lowering | FileCheck %s --check-prefix=RAW
// fly-layout-lowering on the extractors. An extractor of a
// normal-form value only forwards constructor operands: no arith, static
// leaves become arith.constant. Derived by hand.

// get_scalar of `?` is the leaf itself; of the rank-1 wrapper ((?{i64})) the
// i64 leaf; of the static 4 the constant 4.
// CHECK-LABEL: func.func @get_scalar(
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: return %arg0, %arg1, %[[C4]] : i32, i64, i32
// RAW-LABEL: func.func @get_scalar(
// RAW-NOT: fly.get_scalar
// RAW: return
func.func @get_scalar(%a: i32, %b: i64) -> (i32, i64, i32) {
  %x = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<?>
  %y = fly.make_int_tuple(%b) : (i64) -> !fly.int_tuple<((?{i64}))>
  %z = fly.make_int_tuple() : () -> !fly.int_tuple<4>
  %u = fly.get_scalar(%x) : (!fly.int_tuple<?>) -> i32
  %v = fly.get_scalar(%y) : (!fly.int_tuple<((?{i64}))>) -> i64
  %w = fly.get_scalar(%z) : (!fly.int_tuple<4>) -> i32
  return %u, %v, %w : i32, i64, i32
}

// get_leaves of (a,(4,b:i64),8): a, 4, b, 8 in depth-first order; with
// dynamicOnly: a, b.
// CHECK-LABEL: func.func @get_leaves(
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : i32
// CHECK-NOT: arith.
// CHECK: return %arg0, %[[C4]], %arg1, %[[C8]], %arg0, %arg1 : i32, i32, i64, i32, i32, i64
// RAW-LABEL: func.func @get_leaves(
// RAW-NOT: fly.get_leaves
// RAW: return
func.func @get_leaves(%a: i32, %b: i64) -> (i32, i32, i64, i32, i32, i64) {
  %t = fly.make_int_tuple(%a, %b) : (i32, i64) -> !fly.int_tuple<(?,(4,?{i64}),8)>
  %v:4 = fly.get_leaves(%t) : (!fly.int_tuple<(?,(4,?{i64}),8)>) -> (i32, i32, i64, i32)
  %w:2 = fly.get_leaves(%t) {dynamicOnly = true} : (!fly.int_tuple<(?,(4,?{i64}),8)>) -> (i32, i64)
  return %v#0, %v#1, %v#2, %v#3, %w#0, %w#1 : i32, i32, i64, i32, i32, i64
}

// get_shape / get_stride of (a,(2,b)):(1,(c,d:i64)) rebuild the two tuples
// from the layout's operands: shape leaves a, b; stride leaves c, d.
// CHECK-LABEL: func.func @get_shape_stride(
// CHECK-DAG: %[[S:.*]] = fly.make_int_tuple(%arg0, %arg1) : (i32, i32) -> !fly.int_tuple<(?,(2,?))>
// CHECK-DAG: %[[D:.*]] = fly.make_int_tuple(%arg2, %arg3) : (i32, i64) -> !fly.int_tuple<(1,(?,?{i64}))>
// CHECK-NOT: arith.
// CHECK: return %[[S]], %[[D]]
// RAW-LABEL: func.func @get_shape_stride(
// RAW-NOT: fly.get_shape
// RAW-NOT: fly.get_stride
// RAW: return
func.func @get_shape_stride(%a: i32, %b: i32, %c: i32, %d: i64) -> (!fly.int_tuple<(?,(2,?))>, !fly.int_tuple<(1,(?,?{i64}))>) {
  %s = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(?,(2,?))>
  %t = fly.make_int_tuple(%c, %d) : (i32, i64) -> !fly.int_tuple<(1,(?,?{i64}))>
  %l = fly.make_layout(%s, %t) : (!fly.int_tuple<(?,(2,?))>, !fly.int_tuple<(1,(?,?{i64}))>) -> !fly.layout<(?,(2,?)):(1,(?,?{i64}))>
  %x = fly.get_shape(%l) : (!fly.layout<(?,(2,?)):(1,(?,?{i64}))>) -> !fly.int_tuple<(?,(2,?))>
  %y = fly.get_stride(%l) : (!fly.layout<(?,(2,?)):(1,(?,?{i64}))>) -> !fly.int_tuple<(1,(?,?{i64}))>
  return %x, %y : !fly.int_tuple<(?,(2,?))>, !fly.int_tuple<(1,(?,?{i64}))>
}

// get_shape / get_stride of a composed layout are those of the outer layout
// (a,64):(64,c): shape leaf a, stride leaf c; the inner part is ignored.
// CHECK-LABEL: func.func @get_shape_stride_composed(
// CHECK-NEXT: return %arg0, %arg2 : i32, i32
func.func @get_shape_stride_composed(%a: i32, %o: i32, %c: i32) -> (i32, i32) {
  %sw = fly.static : !fly.swizzle<S<3,3,3>>
  %off = fly.make_int_tuple(%o) : (i32) -> !fly.int_tuple<?>
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,64)>
  %d = fly.make_int_tuple(%c) : (i32) -> !fly.int_tuple<(64,?)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,64)>, !fly.int_tuple<(64,?)>) -> !fly.layout<(?,64):(64,?)>
  %cl = fly.make_composed_layout(%sw, %off, %l) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<?>, !fly.layout<(?,64):(64,?)>) -> !fly.composed_layout<S<3,3,3> o ? o (?,64):(64,?)>
  %x = fly.get_shape(%cl) : (!fly.composed_layout<S<3,3,3> o ? o (?,64):(64,?)>) -> !fly.int_tuple<(?,64)>
  %y = fly.get_stride(%cl) : (!fly.composed_layout<S<3,3,3> o ? o (?,64):(64,?)>) -> !fly.int_tuple<(64,?)>
  %u = fly.get_leaves(%x) {dynamicOnly = true} : (!fly.int_tuple<(?,64)>) -> i32
  %v = fly.get_leaves(%y) {dynamicOnly = true} : (!fly.int_tuple<(64,?)>) -> i32
  return %u, %v : i32, i32
}

// The three parts of (a,4):(1,a) o b o c:1 (c an i64 leaf): inner is the
// layout with leaves a, a; offset is b; outer is c:1.
// CHECK-LABEL: func.func @composed_parts(
// CHECK-DAG: %[[IS:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<(?,4)>
// CHECK-DAG: %[[ID:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<(1,?)>
// CHECK-DAG: %[[I:.*]] = fly.make_layout(%[[IS]], %[[ID]]) : (!fly.int_tuple<(?,4)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,4):(1,?)>
// CHECK-DAG: %[[OFF:.*]] = fly.make_int_tuple(%arg1) : (i32) -> !fly.int_tuple<?>
// CHECK-DAG: %[[OS:.*]] = fly.make_int_tuple(%arg2) : (i64) -> !fly.int_tuple<?{i64}>
// CHECK-DAG: %[[O:.*]] = fly.make_layout(%[[OS]], %{{.*}}) : (!fly.int_tuple<?{i64}>, !fly.int_tuple<1>) -> !fly.layout<?{i64}:1>
// CHECK-NOT: arith.
// CHECK: return %[[I]], %[[OFF]], %[[O]]
// RAW-LABEL: func.func @composed_parts(
// RAW-NOT: fly.composed_get_
// RAW: return
func.func @composed_parts(%a: i32, %b: i32, %c: i64) -> (!fly.layout<(?,4):(1,?)>, !fly.int_tuple<?>, !fly.layout<?{i64}:1>) {
  %is = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,4)>
  %id = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(1,?)>
  %in = fly.make_layout(%is, %id) : (!fly.int_tuple<(?,4)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,4):(1,?)>
  %off = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<?>
  %os = fly.make_int_tuple(%c) : (i64) -> !fly.int_tuple<?{i64}>
  %od = fly.make_int_tuple() : () -> !fly.int_tuple<1>
  %out = fly.make_layout(%os, %od) : (!fly.int_tuple<?{i64}>, !fly.int_tuple<1>) -> !fly.layout<?{i64}:1>
  %cl = fly.make_composed_layout(%in, %off, %out) : (!fly.layout<(?,4):(1,?)>, !fly.int_tuple<?>, !fly.layout<?{i64}:1>) -> !fly.composed_layout<(?,4):(1,?) o ? o ?{i64}:1>
  %x = fly.composed_get_inner(%cl) : (!fly.composed_layout<(?,4):(1,?) o ? o ?{i64}:1>) -> !fly.layout<(?,4):(1,?)>
  %y = fly.composed_get_offset(%cl) : (!fly.composed_layout<(?,4):(1,?) o ? o ?{i64}:1>) -> !fly.int_tuple<?>
  %z = fly.composed_get_outer(%cl) : (!fly.composed_layout<(?,4):(1,?) o ? o ?{i64}:1>) -> !fly.layout<?{i64}:1>
  return %x, %y, %z : !fly.layout<(?,4):(1,?)>, !fly.int_tuple<?>, !fly.layout<?{i64}:1>
}

// composed_get_offset of a static-offset composed layout with a dynamic
// outer: the offset (0,3) is fully static, rebuilt with no operands; the
// leaves are the constants 0 and 3.
// CHECK-LABEL: func.func @composed_static_offset(
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NOT: arith.
// CHECK: return %[[C0]], %[[C3]] : i32, i32
func.func @composed_static_offset(%a: i32) -> (i32, i32) {
  %sw = fly.static : !fly.coord_swizzle<CS<2,0,[0],0,[1]>>
  %off = fly.make_int_tuple() : () -> !fly.int_tuple<(0,3)>
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(4,?)>
  %d = fly.make_int_tuple() : () -> !fly.int_tuple<(1E0,1E1)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(4,?)>, !fly.int_tuple<(1E0,1E1)>) -> !fly.layout<(4,?):(1E0,1E1)>
  %cl = fly.make_composed_layout(%sw, %off, %l) : (!fly.coord_swizzle<CS<2,0,[0],0,[1]>>, !fly.int_tuple<(0,3)>, !fly.layout<(4,?):(1E0,1E1)>) -> !fly.composed_layout<CS<2,0,[0],0,[1]> o (0,3) o (4,?):(1E0,1E1)>
  %y = fly.composed_get_offset(%cl) : (!fly.composed_layout<CS<2,0,[0],0,[1]> o (0,3) o (4,?):(1E0,1E1)>) -> !fly.int_tuple<(0,3)>
  %v:2 = fly.get_leaves(%y) : (!fly.int_tuple<(0,3)>) -> (i32, i32)
  return %v#0, %v#1 : i32, i32
}
