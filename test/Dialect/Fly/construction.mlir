// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// RUN: fly-opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// Groups A and B: fly.static, the int tuple
// constructors, and the layout constructors. Every written result type is
// checked against the inferred one by the verifier; the CANON run checks that
// fully static results fold to `fly.static : <type>` and that dynamic ones
// stay.

// fly.static materializes every kind of fully static value.
// CHECK-LABEL: func.func @statics
// CHECK: fly.static : !fly.int_tuple<(4,8)>
// CHECK: fly.static : !fly.int_tuple<42>
// CHECK: fly.static : !fly.layout<(4,8):(1,4)>
// CHECK: fly.static : !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>
// CHECK: fly.static : !fly.swizzle<S<3,3,3>>
// CHECK: fly.static : !fly.coord_swizzle<CS<3,0,[1],0,[2]>>
// CHECK: fly.static : !fly.tile<[*|4]>
// CHECK: fly.static : !fly.basis<2E1>
func.func @statics() {
  %0 = fly.static : !fly.int_tuple<(4, 8)>
  %1 = fly.static : !fly.int_tuple<42>
  %2 = fly.static : !fly.layout<(4,8):(1,4)>
  %3 = fly.static : !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>
  %4 = fly.static : !fly.swizzle<S<3,3,3>>
  %5 = fly.static : !fly.coord_swizzle<CS<3,0,[1],0,[2]>>
  %6 = fly.static : !fly.tile<[*|4]>
  %7 = fly.static : !fly.basis<2E1>
  return
}

// make_int_tuple with no operands: a fully static tuple.
// CHECK-LABEL: func.func @make_int_tuple_static
// CHECK: fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
// CHECK: fly.make_shape() : () -> !fly.int_tuple<(2,(3,4))>
// CHECK: fly.make_stride() : () -> !fly.int_tuple<(1,(2,6))>
// CHECK: fly.make_coord() : () -> !fly.int_tuple<(*,3)>
func.func @make_int_tuple_static() {
  %0 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
  %1 = fly.make_shape() : () -> !fly.int_tuple<(2,(3,4))>
  %2 = fly.make_stride() : () -> !fly.int_tuple<(1,(2,6))>
  %3 = fly.make_coord() : () -> !fly.int_tuple<(*,3)>
  return
}

// make_int_tuple and its aliases with i32 and i64 dynamic leaves, depth
// first; `?{i32 ...}` prints without the default width.
// CHECK-LABEL: func.func @make_int_tuple_dynamic
// CHECK: fly.make_int_tuple(%arg0, %arg1) : (i32, i64) -> !fly.int_tuple<(?{div=16},(2,?{i64 div=8}))>
// CHECK: fly.make_shape(%arg0) : (i32) -> !fly.int_tuple<(?,64)>
// CHECK: fly.make_stride(%arg1) : (i64) -> !fly.int_tuple<(1,?{i64})>
// CHECK: fly.make_coord(%arg0, %arg0) : (i32, i32) -> !fly.int_tuple<(?,?{div=4})>
// CHECK: fly.make_int_tuple(%arg1) : (i64) -> !fly.int_tuple<?{i64}>
func.func @make_int_tuple_dynamic(%a: i32, %b: i64) {
  %0 = fly.make_int_tuple(%a, %b) : (i32, i64) -> !fly.int_tuple<(?{div=16},(2,?{i64 div=8}))>
  %1 = fly.make_shape(%a) : (i32) -> !fly.int_tuple<(?,64)>
  %2 = fly.make_stride(%b) : (i64) -> !fly.int_tuple<(1,?{i64})>
  %3 = fly.make_coord(%a, %a) : (i32, i32) -> !fly.int_tuple<(?{i32},?{i32 div=4})>
  %4 = fly.make_int_tuple(%b) : (i64) -> !fly.int_tuple<?{i64}>
  return
}

// make_layout 2-D: (4,8) with (1,4).
// CHECK-LABEL: func.func @make_layout_2d
// CHECK: fly.make_layout(%arg0, %arg1) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(1,4)>) -> !fly.layout<(4,8):(1,4)>
// CANON-LABEL: func.func @make_layout_2d
// CANON: %[[S:.*]] = fly.static : !fly.layout<(4,8):(1,4)>
// CANON-NEXT: return %[[S]]
func.func @make_layout_2d(%s: !fly.int_tuple<(4,8)>, %d: !fly.int_tuple<(1,4)>) -> !fly.layout<(4,8):(1,4)> {
  %0 = fly.make_layout(%s, %d) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(1,4)>) -> !fly.layout<(4,8):(1,4)>
  return %0 : !fly.layout<(4,8):(1,4)>
}

// make_layout 3-D and hierarchical.
// CHECK-LABEL: func.func @make_layout_3d
// CHECK: fly.make_layout(%arg0, %arg1) : (!fly.int_tuple<(2,3,4)>, !fly.int_tuple<(12,4,1)>) -> !fly.layout<(2,3,4):(12,4,1)>
// CHECK: fly.make_layout(%arg2, %arg3) : (!fly.int_tuple<((2,4),8)>, !fly.int_tuple<((1,2),8)>) -> !fly.layout<((2,4),8):((1,2),8)>
func.func @make_layout_3d(%s: !fly.int_tuple<(2,3,4)>, %d: !fly.int_tuple<(12,4,1)>,
                          %s2: !fly.int_tuple<((2,4),8)>, %d2: !fly.int_tuple<((1,2),8)>) {
  %0 = fly.make_layout(%s, %d) : (!fly.int_tuple<(2,3,4)>, !fly.int_tuple<(12,4,1)>) -> !fly.layout<(2,3,4):(12,4,1)>
  %1 = fly.make_layout(%s2, %d2) : (!fly.int_tuple<((2,4),8)>, !fly.int_tuple<((1,2),8)>) -> !fly.layout<((2,4),8):((1,2),8)>
  return
}

// make_layout of dynamic tuples keeps the dynamic leaves, their width and
// divisibility; it does not fold.
// CHECK-LABEL: func.func @make_layout_dynamic
// CHECK: %[[S:.*]] = fly.make_shape(%arg0) : (i32) -> !fly.int_tuple<(?,64)>
// CHECK: %[[D:.*]] = fly.make_stride(%arg1) : (i64) -> !fly.int_tuple<(1,?{i64 div=8})>
// CHECK: fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(?,64)>, !fly.int_tuple<(1,?{i64 div=8})>) -> !fly.layout<(?,64):(1,?{i64 div=8})>
// CANON-LABEL: func.func @make_layout_dynamic
// CANON: fly.make_layout
func.func @make_layout_dynamic(%a: i32, %b: i64) -> !fly.layout<(?,64):(1,?{i64 div=8})> {
  %s = fly.make_shape(%a) : (i32) -> !fly.int_tuple<(?,64)>
  %d = fly.make_stride(%b) : (i64) -> !fly.int_tuple<(1,?{i64 div=8})>
  %0 = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,64)>, !fly.int_tuple<(1,?{i64 div=8})>) -> !fly.layout<(?,64):(1,?{i64 div=8})>
  return %0 : !fly.layout<(?,64):(1,?{i64 div=8})>
}

// make_layout_like: compact, same shape, same stride order. (4,8):(16,2) has
// mode 1 fastest, so it becomes row-major (4,8):(8,1); (2,3,4):(12,1,3)
// orders the modes 1, 2, 0 and is already compact.
// CHECK-LABEL: func.func @make_layout_like
// CHECK: fly.make_layout_like(%arg0) : (!fly.layout<(4,8):(16,2)>) -> !fly.layout<(4,8):(8,1)>
// CHECK: fly.make_layout_like(%arg1) : (!fly.layout<(2,3,4):(12,1,3)>) -> !fly.layout<(2,3,4):(12,1,3)>
// CHECK: fly.make_layout_like(%arg2) : (!fly.layout<(4,8):(1,4)>) -> !fly.layout<(4,8):(1,4)>
// CANON-LABEL: func.func @make_layout_like
// CANON: %[[S:.*]] = fly.static : !fly.layout<(4,8):(8,1)>
// CANON-NEXT: return %[[S]]
func.func @make_layout_like(%l: !fly.layout<(4,8):(16,2)>, %l3: !fly.layout<(2,3,4):(12,1,3)>,
                            %c: !fly.layout<(4,8):(1,4)>) -> !fly.layout<(4,8):(8,1)> {
  %0 = fly.make_layout_like(%l) : (!fly.layout<(4,8):(16,2)>) -> !fly.layout<(4,8):(8,1)>
  %1 = fly.make_layout_like(%l3) : (!fly.layout<(2,3,4):(12,1,3)>) -> !fly.layout<(2,3,4):(12,1,3)>
  %2 = fly.make_layout_like(%c) : (!fly.layout<(4,8):(1,4)>) -> !fly.layout<(4,8):(1,4)>
  return %0 : !fly.layout<(4,8):(8,1)>
}

// make_ordered_layout: row-major (order (1,0)), column-major (order (0,1)),
// and the (4,8,2) order (2,0,1) example: mode 1 gets stride 1, mode 2 stride
// 8, mode 0 stride 16.
// CHECK-LABEL: func.func @make_ordered_layout
// CHECK: fly.make_ordered_layout(%arg0, %arg1) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(4,8):(8,1)>
// CHECK: fly.make_ordered_layout(%arg0, %arg2) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(0,1)>) -> !fly.layout<(4,8):(1,4)>
// CHECK: fly.make_ordered_layout(%arg3, %arg4) : (!fly.int_tuple<(4,8,2)>, !fly.int_tuple<(2,0,1)>) -> !fly.layout<(4,8,2):(16,1,8)>
// CANON-LABEL: func.func @make_ordered_layout
// CANON: %[[S:.*]] = fly.static : !fly.layout<(4,8,2):(16,1,8)>
// CANON-NEXT: return %[[S]]
func.func @make_ordered_layout(%s: !fly.int_tuple<(4,8)>, %row: !fly.int_tuple<(1,0)>,
                               %col: !fly.int_tuple<(0,1)>, %s3: !fly.int_tuple<(4,8,2)>,
                               %o3: !fly.int_tuple<(2,0,1)>) -> !fly.layout<(4,8,2):(16,1,8)> {
  %0 = fly.make_ordered_layout(%s, %row) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(4,8):(8,1)>
  %1 = fly.make_ordered_layout(%s, %col) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(0,1)>) -> !fly.layout<(4,8):(1,4)>
  %2 = fly.make_ordered_layout(%s3, %o3) : (!fly.int_tuple<(4,8,2)>, !fly.int_tuple<(2,0,1)>) -> !fly.layout<(4,8,2):(16,1,8)>
  return %2 : !fly.layout<(4,8,2):(16,1,8)>
}

// make_identity_layout: the stride is the basis tuple of the shape.
// CHECK-LABEL: func.func @make_identity_layout
// CHECK: fly.make_identity_layout(%arg0) : (!fly.int_tuple<(4,8)>) -> !fly.layout<(4,8):(1E0,1E1)>
// CHECK: fly.make_identity_layout(%arg1) : (!fly.int_tuple<(2,3,4)>) -> !fly.layout<(2,3,4):(1E0,1E1,1E2)>
// CANON-LABEL: func.func @make_identity_layout
// CANON: %[[S:.*]] = fly.static : !fly.layout<(4,8):(1E0,1E1)>
// CANON-NEXT: return %[[S]]
func.func @make_identity_layout(%s: !fly.int_tuple<(4,8)>, %s3: !fly.int_tuple<(2,3,4)>) -> !fly.layout<(4,8):(1E0,1E1)> {
  %0 = fly.make_identity_layout(%s) : (!fly.int_tuple<(4,8)>) -> !fly.layout<(4,8):(1E0,1E1)>
  %1 = fly.make_identity_layout(%s3) : (!fly.int_tuple<(2,3,4)>) -> !fly.layout<(2,3,4):(1E0,1E1,1E2)>
  return %0 : !fly.layout<(4,8):(1E0,1E1)>
}

// make_composed_layout with a layout inner, a swizzle inner, a coordinate
// swizzle inner and a composed inner (printed as a chain), and with a
// composed outer (printed in brackets).
// CHECK-LABEL: func.func @make_composed_layout
// CHECK: fly.make_composed_layout(%arg0, %arg5, %arg6) : (!fly.layout<32:2>, !fly.int_tuple<0>, !fly.layout<(4,8):(1,4)>) -> !fly.composed_layout<32:2 o 0 o (4,8):(1,4)>
// CHECK: fly.make_composed_layout(%arg1, %arg5, %arg7) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(8,64):(64,1)>) -> !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>
// CHECK: fly.make_composed_layout(%arg2, %arg8, %arg9) : (!fly.coord_swizzle<CS<3,0,[1],0,[2]>>, !fly.int_tuple<(0,0,0)>, !fly.layout<(4,8,8):(1E0,1E1,1E2)>) -> !fly.composed_layout<CS<3,0,[1],0,[2]> o (0,0,0) o (4,8,8):(1E0,1E1,1E2)>
// CHECK: fly.make_composed_layout(%arg3, %arg10, %arg11) : (!fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1)>, !fly.int_tuple<3>, !fly.layout<16:1>) -> !fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1) o 3 o 16:1>
// CHECK: fly.make_composed_layout(%arg0, %arg5, %arg4) : (!fly.layout<32:2>, !fly.int_tuple<0>, !fly.composed_layout<32:1 o 0 o (4,8):(1,4)>) -> !fly.composed_layout<32:2 o 0 o [32:1 o 0 o (4,8):(1,4)]>
// CANON-LABEL: func.func @make_composed_layout
// CANON: %[[S:.*]] = fly.static : !fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1) o 3 o 16:1>
// CANON-NEXT: return %[[S]]
func.func @make_composed_layout(%l: !fly.layout<32:2>, %sw: !fly.swizzle<S<3,3,3>>,
    %cs: !fly.coord_swizzle<CS<3,0,[1],0,[2]>>, %ci: !fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1)>,
    %co: !fly.composed_layout<32:1 o 0 o (4,8):(1,4)>,
    %z: !fly.int_tuple<0>, %o1: !fly.layout<(4,8):(1,4)>, %o2: !fly.layout<(8,64):(64,1)>,
    %z3: !fly.int_tuple<(0,0,0)>, %o3: !fly.layout<(4,8,8):(1E0,1E1,1E2)>,
    %three: !fly.int_tuple<3>, %o4: !fly.layout<16:1>)
    -> !fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1) o 3 o 16:1> {
  %0 = fly.make_composed_layout(%l, %z, %o1) : (!fly.layout<32:2>, !fly.int_tuple<0>, !fly.layout<(4,8):(1,4)>) -> !fly.composed_layout<32:2 o 0 o (4,8):(1,4)>
  %1 = fly.make_composed_layout(%sw, %z, %o2) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(8,64):(64,1)>) -> !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>
  %2 = fly.make_composed_layout(%cs, %z3, %o3) : (!fly.coord_swizzle<CS<3,0,[1],0,[2]>>, !fly.int_tuple<(0,0,0)>, !fly.layout<(4,8,8):(1E0,1E1,1E2)>) -> !fly.composed_layout<CS<3,0,[1],0,[2]> o (0,0,0) o (4,8,8):(1E0,1E1,1E2)>
  %3 = fly.make_composed_layout(%ci, %three, %o4) : (!fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1)>, !fly.int_tuple<3>, !fly.layout<16:1>) -> !fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1) o 3 o 16:1>
  %4 = fly.make_composed_layout(%l, %z, %co) : (!fly.layout<32:2>, !fly.int_tuple<0>, !fly.composed_layout<32:1 o 0 o (4,8):(1,4)>) -> !fly.composed_layout<32:2 o 0 o [32:1 o 0 o (4,8):(1,4)]>
  return %3 : !fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1) o 3 o 16:1>
}

// make_composed_layout with a dynamic offset does not fold.
// CHECK-LABEL: func.func @make_composed_layout_dynamic
// CHECK: fly.make_composed_layout(%arg0, %arg1, %arg2) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<?{div=8}>, !fly.layout<(8,64):(64,1)>) -> !fly.composed_layout<S<3,3,3> o ?{div=8} o (8,64):(64,1)>
// CANON-LABEL: func.func @make_composed_layout_dynamic
// CANON: fly.make_composed_layout
func.func @make_composed_layout_dynamic(%sw: !fly.swizzle<S<3,3,3>>, %off: !fly.int_tuple<?{div=8}>,
    %o: !fly.layout<(8,64):(64,1)>) -> !fly.composed_layout<S<3,3,3> o ?{div=8} o (8,64):(64,1)> {
  %0 = fly.make_composed_layout(%sw, %off, %o) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<?{div=8}>, !fly.layout<(8,64):(64,1)>) -> !fly.composed_layout<S<3,3,3> o ?{div=8} o (8,64):(64,1)>
  return %0 : !fly.composed_layout<S<3,3,3> o ?{div=8} o (8,64):(64,1)>
}

// make_fragment_layout_like: the compact fragment layout, mode 0 first:
// (4,8):(8,1) gives (4,8):(1,4); a column-major layout is unchanged.
// CHECK-LABEL: func.func @make_fragment_layout_like
// CHECK: fly.make_fragment_layout_like(%arg0) : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(4,8):(1,4)>
// CHECK: fly.make_fragment_layout_like(%arg1) : (!fly.layout<(2,3,4):(1,2,6)>) -> !fly.layout<(2,3,4):(1,2,6)>
// CANON-LABEL: func.func @make_fragment_layout_like
// CANON: %[[S:.*]] = fly.static : !fly.layout<(4,8):(1,4)>
// CANON-NEXT: return %[[S]]
func.func @make_fragment_layout_like(%l: !fly.layout<(4,8):(8,1)>, %c: !fly.layout<(2,3,4):(1,2,6)>) -> !fly.layout<(4,8):(1,4)> {
  %0 = fly.make_fragment_layout_like(%l) : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(4,8):(1,4)>
  %1 = fly.make_fragment_layout_like(%c) : (!fly.layout<(2,3,4):(1,2,6)>) -> !fly.layout<(2,3,4):(1,2,6)>
  return %0 : !fly.layout<(4,8):(1,4)>
}
