// RUN: fly-opt %s --fly-layout-lowering --canonicalize -split-input-file | FileCheck %s
// fly.decomposition of composed layouts: the view becomes iterator + k with
// a plain layout L such that C(c) = k + L(c) for every coordinate c. Every
// level's offset is mapped through the functions applied after it, and a
// layout that scales indices scales L's strides. Expected values by hand:
// C = 128:2 o 5 o [128:3 o 7 o (4,8):(1,4)] is c -> 2*(5 + 3*(7 + L(c))),
// so k = 2*(5 + 3*7) = 52 and L = (4,8):(1*2*3, 4*2*3) = (4,8):(6,24).

// CHECK-LABEL: func.func @nested_static(
// CHECK-DAG: %[[L:.*]] = fly.static : !fly.layout<(4,8):(6,24)>
// CHECK-DAG: %[[K:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<52>
// CHECK: %[[P:.*]] = fly.add_offset(%arg0, %[[K]]) : (!fly.ptr<f32, generic>, !fly.int_tuple<52>) -> !fly.ptr<f32, generic>
// CHECK: %[[V:.*]] = fly.make_view(%[[P]], %[[L]])
// CHECK: return %[[V]] : !fly.memref<f32, generic, (4,8):(6,24)>
func.func @nested_static(%p: !fly.ptr<f32, generic>) -> !fly.memref<f32, generic, (4,8):(6,24)> {
  %l = fly.static : !fly.composed_layout<128:2 o 5 o [128:3 o 7 o (4,8):(1,4)]>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, generic>, !fly.composed_layout<128:2 o 5 o [128:3 o 7 o (4,8):(1,4)]>) -> !fly.memref<f32, generic, 128:2 o 5 o [128:3 o 7 o (4,8):(1,4)]>
  %d = fly.decomposition(%v) : (!fly.memref<f32, generic, 128:2 o 5 o [128:3 o 7 o (4,8):(1,4)]>) -> !fly.memref<f32, generic, (4,8):(6,24)>
  return %d : !fly.memref<f32, generic, (4,8):(6,24)>
}

// -----

// Dynamic offsets at both levels: C = 64:1 o a o [(8,8):(1,8) o b o 4:2]
// is c -> a + (b + 2c) (both outer functions are the identity on indices,
// (8,8):(1,8) coalesces to 64:1), so k = a + b and L = 4:2.
// CHECK-LABEL: func.func @nested_dynamic(
// CHECK-SAME: %[[P:.*]]: !fly.ptr<f32, generic>, %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NOT: arith.divsi
// CHECK-NOT: arith.remsi
// CHECK: %[[S:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK: %[[K:.*]] = fly.make_int_tuple(%[[S]]) : (i32) -> !fly.int_tuple<?>
// CHECK: %[[Q:.*]] = fly.add_offset(%[[P]], %[[K]])
// CHECK: fly.make_view(%[[Q]], %{{.*}}) : (!fly.ptr<f32, generic>, !fly.layout<4:2>) -> !fly.memref<f32, generic, 4:2>
func.func @nested_dynamic(%p: !fly.ptr<f32, generic>, %a: i32, %b: i32) -> !fly.memref<f32, generic, 4:2> {
  %ia = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<?>
  %ib = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<?>
  %g = fly.static : !fly.layout<64:1>
  %h = fly.static : !fly.layout<(8,8):(1,8)>
  %l = fly.static : !fly.layout<4:2>
  %in = fly.make_composed_layout(%h, %ib, %l) : (!fly.layout<(8,8):(1,8)>, !fly.int_tuple<?>, !fly.layout<4:2>) -> !fly.composed_layout<(8,8):(1,8) o ? o 4:2>
  %c = fly.make_composed_layout(%g, %ia, %in) : (!fly.layout<64:1>, !fly.int_tuple<?>, !fly.composed_layout<(8,8):(1,8) o ? o 4:2>) -> !fly.composed_layout<64:1 o ? o [(8,8):(1,8) o ? o 4:2]>
  %v = fly.make_view(%p, %c) : (!fly.ptr<f32, generic>, !fly.composed_layout<64:1 o ? o [(8,8):(1,8) o ? o 4:2]>) -> !fly.memref<f32, generic, 64:1 o ? o [(8,8):(1,8) o ? o 4:2]>
  %d = fly.decomposition(%v) : (!fly.memref<f32, generic, 64:1 o ? o [(8,8):(1,8) o ? o 4:2]>) -> !fly.memref<f32, generic, 4:2>
  return %d : !fly.memref<f32, generic, 4:2>
}

// -----

// A dynamic offset under a scaling layout: C = 256:4 o a o (4,4):(1,4) is
// c -> 4*(a + L(c)), so k = 4a and L = (4,4):(4,16).
// CHECK-LABEL: func.func @scaled_dynamic(
// CHECK-SAME: %[[P:.*]]: !fly.ptr<f16, global>, %[[A:.*]]: i32)
// CHECK: %[[C4:.*]] = arith.constant 4 : i32
// CHECK: %[[S:.*]] = arith.muli %[[A]], %[[C4]] : i32
// CHECK: %[[K:.*]] = fly.make_int_tuple(%[[S]]) : (i32) -> !fly.int_tuple<?{div=4}>
// CHECK: %[[Q:.*]] = fly.add_offset(%[[P]], %[[K]])
// CHECK: fly.make_view(%[[Q]], %{{.*}}) : (!fly.ptr<f16, global>, !fly.layout<(4,4):(4,16)>) -> !fly.memref<f16, global, (4,4):(4,16)>
func.func @scaled_dynamic(%p: !fly.ptr<f16, global>, %a: i32) -> !fly.memref<f16, global, (4,4):(4,16)> {
  %ia = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<?>
  %g = fly.static : !fly.layout<256:4>
  %l = fly.static : !fly.layout<(4,4):(1,4)>
  %c = fly.make_composed_layout(%g, %ia, %l) : (!fly.layout<256:4>, !fly.int_tuple<?>, !fly.layout<(4,4):(1,4)>) -> !fly.composed_layout<256:4 o ? o (4,4):(1,4)>
  %v = fly.make_view(%p, %c) : (!fly.ptr<f16, global>, !fly.composed_layout<256:4 o ? o (4,4):(1,4)>) -> !fly.memref<f16, global, 256:4 o ? o (4,4):(1,4)>
  %d = fly.decomposition(%v) : (!fly.memref<f16, global, 256:4 o ? o (4,4):(1,4)>) -> !fly.memref<f16, global, (4,4):(4,16)>
  return %d : !fly.memref<f16, global, (4,4):(4,16)>
}
