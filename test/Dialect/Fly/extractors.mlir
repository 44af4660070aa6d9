// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// RUN: fly-opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// Group C: get_scalar, get_leaves, get_shape, get_stride and
// the composed_get_* parts.

// get_scalar of a static leaf, an i64 leaf, a leaf in rank-1 wrappers
// `((?))`, and a static leaf beyond 32 bits (materialized as i64, 11.2).
// CHECK-LABEL: func.func @get_scalar
// CHECK: fly.get_scalar(%arg0) : (!fly.int_tuple<4>) -> i32
// CHECK: fly.get_scalar(%arg1) : (!fly.int_tuple<?>) -> i32
// CHECK: fly.get_scalar(%arg2) : (!fly.int_tuple<?{i64 div=4}>) -> i64
// CHECK: fly.get_scalar(%arg3) : (!fly.int_tuple<((?))>) -> i32
// CHECK: fly.get_scalar(%arg4) : (!fly.int_tuple<((?{i64}))>) -> i64
// CHECK: fly.get_scalar(%arg5) : (!fly.int_tuple<(16)>) -> i32
// CHECK: fly.get_scalar(%arg6) : (!fly.int_tuple<8589934592>) -> i64
func.func @get_scalar(%a: !fly.int_tuple<4>, %b: !fly.int_tuple<?>, %c: !fly.int_tuple<?{i64 div=4}>,
                      %d: !fly.int_tuple<((?))>, %e: !fly.int_tuple<((?{i64}))>,
                      %f: !fly.int_tuple<(16)>, %g: !fly.int_tuple<8589934592>) {
  %0 = fly.get_scalar(%a) : (!fly.int_tuple<4>) -> i32
  %1 = fly.get_scalar(%b) : (!fly.int_tuple<?>) -> i32
  %2 = fly.get_scalar(%c) : (!fly.int_tuple<?{i64 div=4}>) -> i64
  %3 = fly.get_scalar(%d) : (!fly.int_tuple<((?))>) -> i32
  %4 = fly.get_scalar(%e) : (!fly.int_tuple<((?{i64}))>) -> i64
  %5 = fly.get_scalar(%f) : (!fly.int_tuple<(16)>) -> i32
  %6 = fly.get_scalar(%g) : (!fly.int_tuple<8589934592>) -> i64
  return
}

// get_leaves: all leaves flattened depth first, each of its width; with
// dynamicOnly only the `?` leaves.
// CHECK-LABEL: func.func @get_leaves
// CHECK: fly.get_leaves(%arg0) : (!fly.int_tuple<(2,3)>) -> (i32, i32)
// CHECK: fly.get_leaves(%arg1) : (!fly.int_tuple<(?,(4,?{i64}),8)>) -> (i32, i32, i64, i32)
// CHECK: fly.get_leaves(%arg1) {dynamicOnly = true} : (!fly.int_tuple<(?,(4,?{i64}),8)>) -> (i32, i64)
// CHECK: fly.get_leaves(%arg0) {dynamicOnly = true} : (!fly.int_tuple<(2,3)>) -> ()
// CHECK: fly.get_leaves(%arg2) : (!fly.int_tuple<7>) -> i32
func.func @get_leaves(%s: !fly.int_tuple<(2,3)>, %d: !fly.int_tuple<(?,(4,?{i64}),8)>, %l: !fly.int_tuple<7>) {
  %0:2 = fly.get_leaves(%s) : (!fly.int_tuple<(2,3)>) -> (i32, i32)
  %1:4 = fly.get_leaves(%d) : (!fly.int_tuple<(?,(4,?{i64}),8)>) -> (i32, i32, i64, i32)
  %2:2 = fly.get_leaves(%d) {dynamicOnly = true} : (!fly.int_tuple<(?,(4,?{i64}),8)>) -> (i32, i64)
  fly.get_leaves(%s) {dynamicOnly = true} : (!fly.int_tuple<(2,3)>) -> ()
  %4 = fly.get_leaves(%l) : (!fly.int_tuple<7>) -> i32
  return
}

// get_shape and get_stride of a static and a dynamic layout.
// CHECK-LABEL: func.func @shape_stride_layout
// CHECK: fly.get_shape(%arg0) : (!fly.layout<((2,4),8):((1,2),8)>) -> !fly.int_tuple<((2,4),8)>
// CHECK: fly.get_stride(%arg0) : (!fly.layout<((2,4),8):((1,2),8)>) -> !fly.int_tuple<((1,2),8)>
// CHECK: fly.get_shape(%arg1) : (!fly.layout<(?,64):(1,?{i64 div=2})>) -> !fly.int_tuple<(?,64)>
// CHECK: fly.get_stride(%arg1) : (!fly.layout<(?,64):(1,?{i64 div=2})>) -> !fly.int_tuple<(1,?{i64 div=2})>
// CANON-LABEL: func.func @shape_stride_layout
// CANON-DAG: %[[A:.*]] = fly.static : !fly.int_tuple<((2,4),8)>
// CANON-DAG: %[[B:.*]] = fly.static : !fly.int_tuple<((1,2),8)>
// CANON-DAG: %[[C:.*]] = fly.get_shape(%arg1)
// CANON-DAG: %[[D:.*]] = fly.get_stride(%arg1)
// CANON: return %[[A]], %[[B]], %[[C]], %[[D]]
func.func @shape_stride_layout(%l: !fly.layout<((2,4),8):((1,2),8)>, %d: !fly.layout<(?,64):(1,?{i64 div=2})>)
    -> (!fly.int_tuple<((2,4),8)>, !fly.int_tuple<((1,2),8)>, !fly.int_tuple<(?,64)>, !fly.int_tuple<(1,?{i64 div=2})>) {
  %0 = fly.get_shape(%l) : (!fly.layout<((2,4),8):((1,2),8)>) -> !fly.int_tuple<((2,4),8)>
  %1 = fly.get_stride(%l) : (!fly.layout<((2,4),8):((1,2),8)>) -> !fly.int_tuple<((1,2),8)>
  %2 = fly.get_shape(%d) : (!fly.layout<(?,64):(1,?{i64 div=2})>) -> !fly.int_tuple<(?,64)>
  %3 = fly.get_stride(%d) : (!fly.layout<(?,64):(1,?{i64 div=2})>) -> !fly.int_tuple<(1,?{i64 div=2})>
  return %0, %1, %2, %3 : !fly.int_tuple<((2,4),8)>, !fly.int_tuple<((1,2),8)>, !fly.int_tuple<(?,64)>, !fly.int_tuple<(1,?{i64 div=2})>
}

// get_shape and get_stride of a composed layout read its outermost plain
// layout, also through a bracketed composed outer.
// CHECK-LABEL: func.func @shape_stride_composed
// CHECK: fly.get_shape(%arg0) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.int_tuple<(8,64)>
// CHECK: fly.get_stride(%arg0) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.int_tuple<(64,1)>
// CHECK: fly.get_shape(%arg1) : (!fly.composed_layout<32:2 o 0 o [32:1 o 0 o (4,8):(1,4)]>) -> !fly.int_tuple<(4,8)>
// CHECK: fly.get_stride(%arg1) : (!fly.composed_layout<32:2 o 0 o [32:1 o 0 o (4,8):(1,4)]>) -> !fly.int_tuple<(1,4)>
func.func @shape_stride_composed(%c: !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>,
                                 %n: !fly.composed_layout<32:2 o 0 o [32:1 o 0 o (4,8):(1,4)]>) {
  %0 = fly.get_shape(%c) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.int_tuple<(8,64)>
  %1 = fly.get_stride(%c) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.int_tuple<(64,1)>
  %2 = fly.get_shape(%n) : (!fly.composed_layout<32:2 o 0 o [32:1 o 0 o (4,8):(1,4)]>) -> !fly.int_tuple<(4,8)>
  %3 = fly.get_stride(%n) : (!fly.composed_layout<32:2 o 0 o [32:1 o 0 o (4,8):(1,4)]>) -> !fly.int_tuple<(1,4)>
  return
}

// composed_get_inner/offset/outer of a swizzle composed layout.
// CHECK-LABEL: func.func @composed_parts_swizzle
// CHECK: fly.composed_get_inner(%arg0) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.swizzle<S<3,3,3>>
// CHECK: fly.composed_get_offset(%arg0) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.int_tuple<0>
// CHECK: fly.composed_get_outer(%arg0) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.layout<(8,64):(64,1)>
// CANON-LABEL: func.func @composed_parts_swizzle
// CANON-DAG: %[[I:.*]] = fly.static : !fly.swizzle<S<3,3,3>>
// CANON-DAG: %[[O:.*]] = fly.static : !fly.int_tuple<0>
// CANON-DAG: %[[L:.*]] = fly.static : !fly.layout<(8,64):(64,1)>
// CANON: return %[[I]], %[[O]], %[[L]]
func.func @composed_parts_swizzle(%c: !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>)
    -> (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(8,64):(64,1)>) {
  %0 = fly.composed_get_inner(%c) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.swizzle<S<3,3,3>>
  %1 = fly.composed_get_offset(%c) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.int_tuple<0>
  %2 = fly.composed_get_outer(%c) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.layout<(8,64):(64,1)>
  return %0, %1, %2 : !fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(8,64):(64,1)>
}

// composed_get_* on a coordinate swizzle inner, a composed inner (chain), a
// composed outer (brackets), and a dynamic offset.
// CHECK-LABEL: func.func @composed_parts_nested
// CHECK: fly.composed_get_inner(%arg0) : (!fly.composed_layout<CS<3,0,[1],0,[2]> o (0,0,0) o (4,8,8):(1E0,1E1,1E2)>) -> !fly.coord_swizzle<CS<3,0,[1],0,[2]>>
// CHECK: fly.composed_get_offset(%arg0) : (!fly.composed_layout<CS<3,0,[1],0,[2]> o (0,0,0) o (4,8,8):(1E0,1E1,1E2)>) -> !fly.int_tuple<(0,0,0)>
// CHECK: fly.composed_get_inner(%arg1) : (!fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1) o 3 o 16:1>) -> !fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1)>
// CHECK: fly.composed_get_offset(%arg1) : (!fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1) o 3 o 16:1>) -> !fly.int_tuple<3>
// CHECK: fly.composed_get_outer(%arg1) : (!fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1) o 3 o 16:1>) -> !fly.layout<16:1>
// CHECK: fly.composed_get_inner(%arg2) : (!fly.composed_layout<32:2 o 5 o [32:1 o 8 o 8:4]>) -> !fly.layout<32:2>
// CHECK: fly.composed_get_offset(%arg2) : (!fly.composed_layout<32:2 o 5 o [32:1 o 8 o 8:4]>) -> !fly.int_tuple<5>
// CHECK: fly.composed_get_outer(%arg2) : (!fly.composed_layout<32:2 o 5 o [32:1 o 8 o 8:4]>) -> !fly.composed_layout<32:1 o 8 o 8:4>
// CHECK: fly.composed_get_offset(%arg3) : (!fly.composed_layout<S<3,3,3> o ?{div=8} o (8,64):(64,1)>) -> !fly.int_tuple<?{div=8}>
func.func @composed_parts_nested(%cs: !fly.composed_layout<CS<3,0,[1],0,[2]> o (0,0,0) o (4,8,8):(1E0,1E1,1E2)>,
    %chain: !fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1) o 3 o 16:1>,
    %br: !fly.composed_layout<32:2 o 5 o [32:1 o 8 o 8:4]>,
    %dyn: !fly.composed_layout<S<3,3,3> o ?{div=8} o (8,64):(64,1)>) {
  %0 = fly.composed_get_inner(%cs) : (!fly.composed_layout<CS<3,0,[1],0,[2]> o (0,0,0) o (4,8,8):(1E0,1E1,1E2)>) -> !fly.coord_swizzle<CS<3,0,[1],0,[2]>>
  %1 = fly.composed_get_offset(%cs) : (!fly.composed_layout<CS<3,0,[1],0,[2]> o (0,0,0) o (4,8,8):(1E0,1E1,1E2)>) -> !fly.int_tuple<(0,0,0)>
  %2 = fly.composed_get_inner(%chain) : (!fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1) o 3 o 16:1>) -> !fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1)>
  %3 = fly.composed_get_offset(%chain) : (!fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1) o 3 o 16:1>) -> !fly.int_tuple<3>
  %4 = fly.composed_get_outer(%chain) : (!fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1) o 3 o 16:1>) -> !fly.layout<16:1>
  %5 = fly.composed_get_inner(%br) : (!fly.composed_layout<32:2 o 5 o [32:1 o 8 o 8:4]>) -> !fly.layout<32:2>
  %6 = fly.composed_get_offset(%br) : (!fly.composed_layout<32:2 o 5 o [32:1 o 8 o 8:4]>) -> !fly.int_tuple<5>
  %7 = fly.composed_get_outer(%br) : (!fly.composed_layout<32:2 o 5 o [32:1 o 8 o 8:4]>) -> !fly.composed_layout<32:1 o 8 o 8:4>
  %8 = fly.composed_get_offset(%dyn) : (!fly.composed_layout<S<3,3,3> o ?{div=8} o (8,64):(64,1)>) -> !fly.int_tuple<?{div=8}>
  return
}
