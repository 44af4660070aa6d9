// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// RUN: fly-opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// Group F (docs/reference/algebra.md#layouts-are-functions, #swizzles,
// #coordinate-tensors): crd2idx,
// idx2crd, get_flat_coord, get_1d_coord.

// crd2idx on a plain layout: (2,3) on (4,8):(1,4) is 2+12 = 14; the origin
// is 0; row-major (4,8):(8,1) gives 16+3 = 19.
// CHECK-LABEL: func.func @crd2idx_static
// CHECK: fly.crd2idx(%arg0, %arg1) : (!fly.int_tuple<(2,3)>, !fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<14>
// CHECK: fly.crd2idx(%arg2, %arg1) : (!fly.int_tuple<(0,0)>, !fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<0>
// CHECK: fly.crd2idx(%arg0, %arg3) : (!fly.int_tuple<(2,3)>, !fly.layout<(4,8):(8,1)>) -> !fly.int_tuple<19>
// CANON-LABEL: func.func @crd2idx_static
// CANON: %[[S:.*]] = fly.static : !fly.int_tuple<14>
// CANON-NEXT: return %[[S]]
func.func @crd2idx_static(%c: !fly.int_tuple<(2,3)>, %l: !fly.layout<(4,8):(1,4)>,
                          %o: !fly.int_tuple<(0,0)>, %r: !fly.layout<(4,8):(8,1)>) -> !fly.int_tuple<14> {
  %0 = fly.crd2idx(%c, %l) : (!fly.int_tuple<(2,3)>, !fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<14>
  %1 = fly.crd2idx(%o, %l) : (!fly.int_tuple<(0,0)>, !fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<0>
  %2 = fly.crd2idx(%c, %r) : (!fly.int_tuple<(2,3)>, !fly.layout<(4,8):(8,1)>) -> !fly.int_tuple<19>
  return %0 : !fly.int_tuple<14>
}

// crd2idx with a hierarchical coordinate, a 1-D coordinate (17 is
// (2,(1,2)) in (3,(2,3))), and a 1-D index beyond the size (the last mode
// continues linearly: 35 on (4,8):(1,4) is 35).
// CHECK-LABEL: func.func @crd2idx_hierarchical
// CHECK: fly.crd2idx(%arg0, %arg1) : (!fly.int_tuple<(2,(1,2))>, !fly.layout<(3,(2,3)):(3,(12,1))>) -> !fly.int_tuple<20>
// CHECK: fly.crd2idx(%arg2, %arg1) : (!fly.int_tuple<17>, !fly.layout<(3,(2,3)):(3,(12,1))>) -> !fly.int_tuple<20>
// CHECK: fly.crd2idx(%arg3, %arg4) : (!fly.int_tuple<35>, !fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<35>
// CHECK: fly.crd2idx(%arg5, %arg4) : (!fly.int_tuple<(1,9)>, !fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<37>
func.func @crd2idx_hierarchical(%c: !fly.int_tuple<(2,(1,2))>, %l: !fly.layout<(3,(2,3)):(3,(12,1))>,
                                %i: !fly.int_tuple<17>, %j: !fly.int_tuple<35>, %m: !fly.layout<(4,8):(1,4)>,
                                %k: !fly.int_tuple<(1,9)>) {
  %0 = fly.crd2idx(%c, %l) : (!fly.int_tuple<(2,(1,2))>, !fly.layout<(3,(2,3)):(3,(12,1))>) -> !fly.int_tuple<20>
  %1 = fly.crd2idx(%i, %l) : (!fly.int_tuple<17>, !fly.layout<(3,(2,3)):(3,(12,1))>) -> !fly.int_tuple<20>
  %2 = fly.crd2idx(%j, %m) : (!fly.int_tuple<35>, !fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<35>
  %3 = fly.crd2idx(%k, %m) : (!fly.int_tuple<(1,9)>, !fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<37>
  return
}

// crd2idx with dynamic leaves: 16 + ?*?{div=4} = ?{div=4}; an i64
// coordinate leaf makes the index i64: ?{i64}*1 + 3*4 = ?{i64}.
// CHECK-LABEL: func.func @crd2idx_dynamic
// CHECK: fly.crd2idx(%arg0, %arg1) : (!fly.int_tuple<(2,?)>, !fly.layout<(4,8):(8,?{div=4})>) -> !fly.int_tuple<?{div=4}>
// CHECK: fly.crd2idx(%arg2, %arg3) : (!fly.int_tuple<(?{i64},3)>, !fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<?{i64}>
// CHECK: fly.crd2idx(%arg4, %arg3) : (!fly.int_tuple<(?{div=2},?{div=2})>, !fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<?{div=2}>
func.func @crd2idx_dynamic(%c: !fly.int_tuple<(2,?)>, %l: !fly.layout<(4,8):(8,?{div=4})>,
                           %d: !fly.int_tuple<(?{i64},3)>, %m: !fly.layout<(4,8):(1,4)>,
                           %e: !fly.int_tuple<(?{div=2},?{div=2})>) {
  %0 = fly.crd2idx(%c, %l) : (!fly.int_tuple<(2,?)>, !fly.layout<(4,8):(8,?{div=4})>) -> !fly.int_tuple<?{div=4}>
  %1 = fly.crd2idx(%d, %m) : (!fly.int_tuple<(?{i64},3)>, !fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<?{i64}>
  %2 = fly.crd2idx(%e, %m) : (!fly.int_tuple<(?{div=2},?{div=2})>, !fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<?{div=2}>
  return
}

// crd2idx with a swizzle applies it to a scalar: S<2,0,2> maps 13 to 14 and
// 4 to 5; on a dynamic index the divisibility becomes gcd(d, 2^base).
// CHECK-LABEL: func.func @crd2idx_swizzle
// CHECK: fly.crd2idx(%arg0, %arg1) : (!fly.int_tuple<13>, !fly.swizzle<S<2,0,2>>) -> !fly.int_tuple<14>
// CHECK: fly.crd2idx(%arg2, %arg1) : (!fly.int_tuple<4>, !fly.swizzle<S<2,0,2>>) -> !fly.int_tuple<5>
// CHECK: fly.crd2idx(%arg3, %arg4) : (!fly.int_tuple<200>, !fly.swizzle<S<3,3,3>>) -> !fly.int_tuple<208>
// CHECK: fly.crd2idx(%arg5, %arg4) : (!fly.int_tuple<?{div=16}>, !fly.swizzle<S<3,3,3>>) -> !fly.int_tuple<?{div=8}>
// CHECK: fly.crd2idx(%arg5, %arg1) : (!fly.int_tuple<?{div=16}>, !fly.swizzle<S<2,0,2>>) -> !fly.int_tuple<?>
// CANON-LABEL: func.func @crd2idx_swizzle
// CANON: %[[S:.*]] = fly.static : !fly.int_tuple<14>
// CANON-NEXT: return %[[S]]
func.func @crd2idx_swizzle(%a: !fly.int_tuple<13>, %s: !fly.swizzle<S<2,0,2>>, %b: !fly.int_tuple<4>,
                           %c: !fly.int_tuple<200>, %t: !fly.swizzle<S<3,3,3>>,
                           %d: !fly.int_tuple<?{div=16}>) -> !fly.int_tuple<14> {
  %0 = fly.crd2idx(%a, %s) : (!fly.int_tuple<13>, !fly.swizzle<S<2,0,2>>) -> !fly.int_tuple<14>
  %1 = fly.crd2idx(%b, %s) : (!fly.int_tuple<4>, !fly.swizzle<S<2,0,2>>) -> !fly.int_tuple<5>
  %2 = fly.crd2idx(%c, %t) : (!fly.int_tuple<200>, !fly.swizzle<S<3,3,3>>) -> !fly.int_tuple<208>
  %3 = fly.crd2idx(%d, %t) : (!fly.int_tuple<?{div=16}>, !fly.swizzle<S<3,3,3>>) -> !fly.int_tuple<?{div=8}>
  %4 = fly.crd2idx(%d, %s) : (!fly.int_tuple<?{div=16}>, !fly.swizzle<S<2,0,2>>) -> !fly.int_tuple<?>
  return %0 : !fly.int_tuple<14>
}

// crd2idx with a coordinate swizzle XOR-mixes two coordinate leaves:
// CS<2,0,[0],0,[1]> maps (1,2) to (1,3) and (3,1) to (3,2).
// CHECK-LABEL: func.func @crd2idx_coord_swizzle
// CHECK: fly.crd2idx(%arg0, %arg1) : (!fly.int_tuple<(1,2)>, !fly.coord_swizzle<CS<2,0,[0],0,[1]>>) -> !fly.int_tuple<(1,3)>
// CHECK: fly.crd2idx(%arg2, %arg1) : (!fly.int_tuple<(3,1)>, !fly.coord_swizzle<CS<2,0,[0],0,[1]>>) -> !fly.int_tuple<(3,2)>
func.func @crd2idx_coord_swizzle(%a: !fly.int_tuple<(1,2)>, %cs: !fly.coord_swizzle<CS<2,0,[0],0,[1]>>,
                                 %b: !fly.int_tuple<(3,1)>) {
  %0 = fly.crd2idx(%a, %cs) : (!fly.int_tuple<(1,2)>, !fly.coord_swizzle<CS<2,0,[0],0,[1]>>) -> !fly.int_tuple<(1,3)>
  %1 = fly.crd2idx(%b, %cs) : (!fly.int_tuple<(3,1)>, !fly.coord_swizzle<CS<2,0,[0],0,[1]>>) -> !fly.int_tuple<(3,2)>
  return
}

// crd2idx with basis strides gives a coordinate: 13 on (4,8):(1E0,1E1) is
// (1,3); (2,5) maps to itself.
// CHECK-LABEL: func.func @crd2idx_basis
// CHECK: fly.crd2idx(%arg0, %arg1) : (!fly.int_tuple<13>, !fly.layout<(4,8):(1E0,1E1)>) -> !fly.int_tuple<(1,3)>
// CHECK: fly.crd2idx(%arg2, %arg1) : (!fly.int_tuple<(2,5)>, !fly.layout<(4,8):(1E0,1E1)>) -> !fly.int_tuple<(2,5)>
// CANON-LABEL: func.func @crd2idx_basis
// CANON: %[[S:.*]] = fly.static : !fly.int_tuple<(1,3)>
// CANON-NEXT: return %[[S]]
func.func @crd2idx_basis(%i: !fly.int_tuple<13>, %l: !fly.layout<(4,8):(1E0,1E1)>,
                         %c: !fly.int_tuple<(2,5)>) -> !fly.int_tuple<(1,3)> {
  %0 = fly.crd2idx(%i, %l) : (!fly.int_tuple<13>, !fly.layout<(4,8):(1E0,1E1)>) -> !fly.int_tuple<(1,3)>
  %1 = fly.crd2idx(%c, %l) : (!fly.int_tuple<(2,5)>, !fly.layout<(4,8):(1E0,1E1)>) -> !fly.int_tuple<(2,5)>
  return %0 : !fly.int_tuple<(1,3)>
}

// crd2idx through a composed layout, inner(offset + outer(c)):
// S<2,0,2> o 0 o (4,4):(4,1) at (1,0) is S(4) = 5, at (3,1) is S(13) = 14;
// S<2,0,2> o 3 o 16:1 at 10 is S(13) = 14; 32:2 o 5 o 8:4 at 3 is 2*17 = 34.
// CHECK-LABEL: func.func @crd2idx_composed
// CHECK: fly.crd2idx(%arg0, %arg1) : (!fly.int_tuple<(1,0)>, !fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1)>) -> !fly.int_tuple<5>
// CHECK: fly.crd2idx(%arg2, %arg1) : (!fly.int_tuple<(3,1)>, !fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1)>) -> !fly.int_tuple<14>
// CHECK: fly.crd2idx(%arg3, %arg4) : (!fly.int_tuple<10>, !fly.composed_layout<S<2,0,2> o 3 o 16:1>) -> !fly.int_tuple<14>
// CHECK: fly.crd2idx(%arg5, %arg6) : (!fly.int_tuple<3>, !fly.composed_layout<32:2 o 5 o 8:4>) -> !fly.int_tuple<34>
func.func @crd2idx_composed(%a: !fly.int_tuple<(1,0)>, %c: !fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1)>,
                            %b: !fly.int_tuple<(3,1)>, %i: !fly.int_tuple<10>,
                            %d: !fly.composed_layout<S<2,0,2> o 3 o 16:1>,
                            %j: !fly.int_tuple<3>, %e: !fly.composed_layout<32:2 o 5 o 8:4>) {
  %0 = fly.crd2idx(%a, %c) : (!fly.int_tuple<(1,0)>, !fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1)>) -> !fly.int_tuple<5>
  %1 = fly.crd2idx(%b, %c) : (!fly.int_tuple<(3,1)>, !fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1)>) -> !fly.int_tuple<14>
  %2 = fly.crd2idx(%i, %d) : (!fly.int_tuple<10>, !fly.composed_layout<S<2,0,2> o 3 o 16:1>) -> !fly.int_tuple<14>
  %3 = fly.crd2idx(%j, %e) : (!fly.int_tuple<3>, !fly.composed_layout<32:2 o 5 o 8:4>) -> !fly.int_tuple<34>
  return
}

// idx2crd: each leaf is (index / stride) % shape. 14 on (4,8):(1,4) is
// (2,3); 19 on row-major (4,8):(8,1) is (2,3); 17 on (3,(2,3)):(1,(3,6)) is
// (2,(1,2)); a dynamic index gives dynamic leaves of its width.
// CHECK-LABEL: func.func @idx2crd
// CHECK: fly.idx2crd(%arg0, %arg1) : (!fly.int_tuple<14>, !fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<(2,3)>
// CHECK: fly.idx2crd(%arg2, %arg3) : (!fly.int_tuple<19>, !fly.layout<(4,8):(8,1)>) -> !fly.int_tuple<(2,3)>
// CHECK: fly.idx2crd(%arg4, %arg5) : (!fly.int_tuple<17>, !fly.layout<(3,(2,3)):(1,(3,6))>) -> !fly.int_tuple<(2,(1,2))>
// CHECK: fly.idx2crd(%arg6, %arg1) : (!fly.int_tuple<?{i64}>, !fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<(?{i64},?{i64})>
// CANON-LABEL: func.func @idx2crd
// CANON: %[[S:.*]] = fly.static : !fly.int_tuple<(2,3)>
// CANON-NEXT: return %[[S]]
func.func @idx2crd(%i: !fly.int_tuple<14>, %l: !fly.layout<(4,8):(1,4)>,
                   %j: !fly.int_tuple<19>, %r: !fly.layout<(4,8):(8,1)>,
                   %k: !fly.int_tuple<17>, %h: !fly.layout<(3,(2,3)):(1,(3,6))>,
                   %d: !fly.int_tuple<?{i64}>) -> !fly.int_tuple<(2,3)> {
  %0 = fly.idx2crd(%i, %l) : (!fly.int_tuple<14>, !fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<(2,3)>
  %1 = fly.idx2crd(%j, %r) : (!fly.int_tuple<19>, !fly.layout<(4,8):(8,1)>) -> !fly.int_tuple<(2,3)>
  %2 = fly.idx2crd(%k, %h) : (!fly.int_tuple<17>, !fly.layout<(3,(2,3)):(1,(3,6))>) -> !fly.int_tuple<(2,(1,2))>
  %3 = fly.idx2crd(%d, %l) : (!fly.int_tuple<?{i64}>, !fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<(?{i64},?{i64})>
  return %0 : !fly.int_tuple<(2,3)>
}

// get_flat_coord: one leaf per top-level mode; 5 on ((2,4),8):((1,2),8) is
// ((1,2),0), flattened (1+2*2, 0) = (5,0).
// get_1d_coord: column-major re-linearization: the same gives 5; 19 on
// (4,8):(8,1) is (2,3), i.e. 2+3*4 = 14.
// CHECK-LABEL: func.func @flat_and_1d
// CHECK: fly.get_flat_coord(%arg0, %arg1) : (!fly.int_tuple<5>, !fly.layout<((2,4),8):((1,2),8)>) -> !fly.int_tuple<(5,0)>
// CHECK: fly.get_1d_coord(%arg0, %arg1) : (!fly.int_tuple<5>, !fly.layout<((2,4),8):((1,2),8)>) -> !fly.int_tuple<5>
// CHECK: fly.get_1d_coord(%arg2, %arg3) : (!fly.int_tuple<19>, !fly.layout<(4,8):(8,1)>) -> !fly.int_tuple<14>
// CHECK: fly.get_flat_coord(%arg4, %arg1) : (!fly.int_tuple<21>, !fly.layout<((2,4),8):((1,2),8)>) -> !fly.int_tuple<(5,2)>
// CANON-LABEL: func.func @flat_and_1d
// CANON-DAG: %[[A:.*]] = fly.static : !fly.int_tuple<(5,0)>
// CANON-DAG: %[[B:.*]] = fly.static : !fly.int_tuple<14>
// CANON: return %[[A]], %[[B]]
func.func @flat_and_1d(%i: !fly.int_tuple<5>, %l: !fly.layout<((2,4),8):((1,2),8)>,
                       %j: !fly.int_tuple<19>, %r: !fly.layout<(4,8):(8,1)>,
                       %k: !fly.int_tuple<21>) -> (!fly.int_tuple<(5,0)>, !fly.int_tuple<14>) {
  %0 = fly.get_flat_coord(%i, %l) : (!fly.int_tuple<5>, !fly.layout<((2,4),8):((1,2),8)>) -> !fly.int_tuple<(5,0)>
  %1 = fly.get_1d_coord(%i, %l) : (!fly.int_tuple<5>, !fly.layout<((2,4),8):((1,2),8)>) -> !fly.int_tuple<5>
  %2 = fly.get_1d_coord(%j, %r) : (!fly.int_tuple<19>, !fly.layout<(4,8):(8,1)>) -> !fly.int_tuple<14>
  %3 = fly.get_flat_coord(%k, %l) : (!fly.int_tuple<21>, !fly.layout<((2,4),8):((1,2),8)>) -> !fly.int_tuple<(5,2)>
  return %0, %2 : !fly.int_tuple<(5,0)>, !fly.int_tuple<14>
}
