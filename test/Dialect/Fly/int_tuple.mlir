// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// RUN: fly-opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// Group D: int tuple arithmetic. Dynamic leaves propagate
// width (the wider) and divisibility (add, sub, mod give
// the gcd, mul the product, div and ceil_div 1; a static operand counts with
// its value; identities are applied first).

// add: (4,?) + (2,8) = (6,?); the fully static sum folds.
// CHECK-LABEL: func.func @add
// CHECK: fly.int_tuple_add(%arg0, %arg1) : (!fly.int_tuple<(4,?)>, !fly.int_tuple<(2,8)>) -> !fly.int_tuple<(6,?)>
// CHECK: fly.int_tuple_add(%arg2, %arg3) : (!fly.int_tuple<(?{div=12},7)>, !fly.int_tuple<(?{div=8},1)>) -> !fly.int_tuple<(?{div=4},8)>
// CHECK: fly.int_tuple_add(%arg4, %arg5) : (!fly.int_tuple<?{i64 div=4}>, !fly.int_tuple<?{div=6}>) -> !fly.int_tuple<?{i64 div=2}>
// CHECK: fly.int_tuple_add(%arg6, %arg6) : (!fly.int_tuple<(3,(4,5))>, !fly.int_tuple<(3,(4,5))>) -> !fly.int_tuple<(6,(8,10))>
// CANON-LABEL: func.func @add
// CANON-DAG: %[[S:.*]] = fly.static : !fly.int_tuple<(6,(8,10))>
// CANON-DAG: %[[D:.*]] = fly.int_tuple_add(%arg0, %arg1)
// CANON: return %[[D]], %[[S]]
func.func @add(%a: !fly.int_tuple<(4,?)>, %b: !fly.int_tuple<(2,8)>,
               %c: !fly.int_tuple<(?{div=12},7)>, %d: !fly.int_tuple<(?{div=8},1)>,
               %e: !fly.int_tuple<?{i64 div=4}>, %f: !fly.int_tuple<?{div=6}>,
               %g: !fly.int_tuple<(3,(4,5))>) -> (!fly.int_tuple<(6,?)>, !fly.int_tuple<(6,(8,10))>) {
  %0 = fly.int_tuple_add(%a, %b) : (!fly.int_tuple<(4,?)>, !fly.int_tuple<(2,8)>) -> !fly.int_tuple<(6,?)>
  %1 = fly.int_tuple_add(%c, %d) : (!fly.int_tuple<(?{div=12},7)>, !fly.int_tuple<(?{div=8},1)>) -> !fly.int_tuple<(?{div=4},8)>
  %2 = fly.int_tuple_add(%e, %f) : (!fly.int_tuple<?{i64 div=4}>, !fly.int_tuple<?{div=6}>) -> !fly.int_tuple<?{i64 div=2}>
  %3 = fly.int_tuple_add(%g, %g) : (!fly.int_tuple<(3,(4,5))>, !fly.int_tuple<(3,(4,5))>) -> !fly.int_tuple<(6,(8,10))>
  return %0, %3 : !fly.int_tuple<(6,?)>, !fly.int_tuple<(6,(8,10))>
}

// add: identity x+0 keeps the dynamic leaf as is; extra modes of the longer
// operand pass through; a basis leaf adds into its mode.
// CHECK-LABEL: func.func @add_special
// CHECK: fly.int_tuple_add(%arg0, %arg1) : (!fly.int_tuple<(?{div=4},?{i64 div=8})>, !fly.int_tuple<(0,0)>) -> !fly.int_tuple<(?{div=4},?{i64 div=8})>
// CHECK: fly.int_tuple_add(%arg2, %arg3) : (!fly.int_tuple<(2,3,4)>, !fly.int_tuple<(1,1)>) -> !fly.int_tuple<(3,4,4)>
// CHECK: fly.int_tuple_add(%arg4, %arg5) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1E1>) -> !fly.int_tuple<(2,4)>
func.func @add_special(%a: !fly.int_tuple<(?{div=4},?{i64 div=8})>, %z: !fly.int_tuple<(0,0)>,
                       %b: !fly.int_tuple<(2,3,4)>, %c: !fly.int_tuple<(1,1)>,
                       %d: !fly.int_tuple<(2,3)>, %e: !fly.int_tuple<1E1>) {
  %0 = fly.int_tuple_add(%a, %z) : (!fly.int_tuple<(?{div=4},?{i64 div=8})>, !fly.int_tuple<(0,0)>) -> !fly.int_tuple<(?{div=4},?{i64 div=8})>
  %1 = fly.int_tuple_add(%b, %c) : (!fly.int_tuple<(2,3,4)>, !fly.int_tuple<(1,1)>) -> !fly.int_tuple<(3,4,4)>
  %2 = fly.int_tuple_add(%d, %e) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1E1>) -> !fly.int_tuple<(2,4)>
  return
}

// sub: gcd divisibility, wider width; x-0 is x.
// CHECK-LABEL: func.func @sub
// CHECK: fly.int_tuple_sub(%arg0, %arg1) : (!fly.int_tuple<(10,?{div=6})>, !fly.int_tuple<(3,?{i64 div=4})>) -> !fly.int_tuple<(7,?{i64 div=2})>
// CHECK: fly.int_tuple_sub(%arg2, %arg3) : (!fly.int_tuple<(?{i64 div=8},5)>, !fly.int_tuple<(0,7)>) -> !fly.int_tuple<(?{i64 div=8},-2)>
func.func @sub(%a: !fly.int_tuple<(10,?{div=6})>, %b: !fly.int_tuple<(3,?{i64 div=4})>,
               %c: !fly.int_tuple<(?{i64 div=8},5)>, %d: !fly.int_tuple<(0,7)>) {
  %0 = fly.int_tuple_sub(%a, %b) : (!fly.int_tuple<(10,?{div=6})>, !fly.int_tuple<(3,?{i64 div=4})>) -> !fly.int_tuple<(7,?{i64 div=2})>
  %1 = fly.int_tuple_sub(%c, %d) : (!fly.int_tuple<(?{i64 div=8},5)>, !fly.int_tuple<(0,7)>) -> !fly.int_tuple<(?{i64 div=8},-2)>
  return
}

// mul: (?{div=4},3) * (2,5) = (?{div=8},15); divisibilities multiply;
// x*0 is a static 0.
// CHECK-LABEL: func.func @mul
// CHECK: fly.int_tuple_mul(%arg0, %arg1) : (!fly.int_tuple<(?{div=4},3)>, !fly.int_tuple<(2,5)>) -> !fly.int_tuple<(?{div=8},15)>
// CHECK: fly.int_tuple_mul(%arg2, %arg3) : (!fly.int_tuple<?{div=4}>, !fly.int_tuple<?{i64 div=3}>) -> !fly.int_tuple<?{i64 div=12}>
// CHECK: fly.int_tuple_mul(%arg4, %arg5) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(0,1)>) -> !fly.int_tuple<(0,?)>
func.func @mul(%a: !fly.int_tuple<(?{div=4},3)>, %b: !fly.int_tuple<(2,5)>,
               %c: !fly.int_tuple<?{div=4}>, %d: !fly.int_tuple<?{i64 div=3}>,
               %e: !fly.int_tuple<(?,?)>, %f: !fly.int_tuple<(0,1)>) {
  %0 = fly.int_tuple_mul(%a, %b) : (!fly.int_tuple<(?{div=4},3)>, !fly.int_tuple<(2,5)>) -> !fly.int_tuple<(?{div=8},15)>
  %1 = fly.int_tuple_mul(%c, %d) : (!fly.int_tuple<?{div=4}>, !fly.int_tuple<?{i64 div=3}>) -> !fly.int_tuple<?{i64 div=12}>
  %2 = fly.int_tuple_mul(%e, %f) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(0,1)>) -> !fly.int_tuple<(0,?)>
  return
}

// div: static quotients truncate; a dynamic quotient has divisibility 1;
// 0/x is a static 0.
// CHECK-LABEL: func.func @div
// CHECK: fly.int_tuple_div(%arg0, %arg1) : (!fly.int_tuple<(12,?{div=8},7)>, !fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<(3,?,3)>
// CHECK: fly.int_tuple_div(%arg2, %arg3) : (!fly.int_tuple<0>, !fly.int_tuple<?{i64}>) -> !fly.int_tuple<0>
func.func @div(%a: !fly.int_tuple<(12,?{div=8},7)>, %b: !fly.int_tuple<(4,2,2)>,
               %z: !fly.int_tuple<0>, %d: !fly.int_tuple<?{i64}>) {
  %0 = fly.int_tuple_div(%a, %b) : (!fly.int_tuple<(12,?{div=8},7)>, !fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<(3,?,3)>
  %1 = fly.int_tuple_div(%z, %d) : (!fly.int_tuple<0>, !fly.int_tuple<?{i64}>) -> !fly.int_tuple<0>
  return
}

// mod: gcd divisibility; x%1 and 0%x are a static 0.
// CHECK-LABEL: func.func @mod
// CHECK: fly.int_tuple_mod(%arg0, %arg1) : (!fly.int_tuple<(13,?{div=6})>, !fly.int_tuple<(4,4)>) -> !fly.int_tuple<(1,?{div=2})>
// CHECK: fly.int_tuple_mod(%arg2, %arg3) : (!fly.int_tuple<(?,0)>, !fly.int_tuple<(1,?)>) -> !fly.int_tuple<(0,0)>
// CANON-LABEL: func.func @mod
// CANON: %[[S:.*]] = fly.static : !fly.int_tuple<(0,0)>
// CANON-NEXT: return %[[S]]
func.func @mod(%a: !fly.int_tuple<(13,?{div=6})>, %b: !fly.int_tuple<(4,4)>,
               %c: !fly.int_tuple<(?,0)>, %d: !fly.int_tuple<(1,?)>) -> !fly.int_tuple<(0,0)> {
  %0 = fly.int_tuple_mod(%a, %b) : (!fly.int_tuple<(13,?{div=6})>, !fly.int_tuple<(4,4)>) -> !fly.int_tuple<(1,?{div=2})>
  %1 = fly.int_tuple_mod(%c, %d) : (!fly.int_tuple<(?,0)>, !fly.int_tuple<(1,?)>) -> !fly.int_tuple<(0,0)>
  return %1 : !fly.int_tuple<(0,0)>
}

// product: all leaves; ((2,3),4) gives 24; with a dynamic leaf the
// divisibility is the product of the rest.
// CHECK-LABEL: func.func @product
// CHECK: fly.int_tuple_product(%arg0) : (!fly.int_tuple<((2,3),4)>) -> !fly.int_tuple<24>
// CHECK: fly.int_tuple_product(%arg1) : (!fly.int_tuple<((2,?{div=4}),4)>) -> !fly.int_tuple<?{div=32}>
// CHECK: fly.int_tuple_product(%arg2) : (!fly.int_tuple<7>) -> !fly.int_tuple<7>
// CANON-LABEL: func.func @product
// CANON: %[[S:.*]] = fly.static : !fly.int_tuple<24>
// CANON-NEXT: return %[[S]]
func.func @product(%a: !fly.int_tuple<((2,3),4)>, %b: !fly.int_tuple<((2,?{div=4}),4)>,
                   %c: !fly.int_tuple<7>) -> !fly.int_tuple<24> {
  %0 = fly.int_tuple_product(%a) : (!fly.int_tuple<((2,3),4)>) -> !fly.int_tuple<24>
  %1 = fly.int_tuple_product(%b) : (!fly.int_tuple<((2,?{div=4}),4)>) -> !fly.int_tuple<?{div=32}>
  %2 = fly.int_tuple_product(%c) : (!fly.int_tuple<7>) -> !fly.int_tuple<7>
  return %0 : !fly.int_tuple<24>
}

// product_each: one product per top-level mode.
// CHECK-LABEL: func.func @product_each
// CHECK: fly.int_tuple_product_each(%arg0) : (!fly.int_tuple<((2,3),4)>) -> !fly.int_tuple<(6,4)>
// CHECK: fly.int_tuple_product_each(%arg1) : (!fly.int_tuple<((2,?),(?{i64 div=2},3))>) -> !fly.int_tuple<(?{div=2},?{i64 div=6})>
func.func @product_each(%a: !fly.int_tuple<((2,3),4)>, %b: !fly.int_tuple<((2,?),(?{i64 div=2},3))>) {
  %0 = fly.int_tuple_product_each(%a) : (!fly.int_tuple<((2,3),4)>) -> !fly.int_tuple<(6,4)>
  %1 = fly.int_tuple_product_each(%b) : (!fly.int_tuple<((2,?),(?{i64 div=2},3))>) -> !fly.int_tuple<(?{div=2},?{i64 div=6})>
  return
}

// product_like: the lhs multiplied out down to the profile of the rhs.
// CHECK-LABEL: func.func @product_like
// CHECK: fly.int_tuple_product_like(%arg0, %arg1) : (!fly.int_tuple<((2,3),(4,5))>, !fly.int_tuple<((1,1),1)>) -> !fly.int_tuple<((2,3),20)>
// CHECK: fly.int_tuple_product_like(%arg0, %arg2) : (!fly.int_tuple<((2,3),(4,5))>, !fly.int_tuple<(1,1)>) -> !fly.int_tuple<(6,20)>
// CHECK: fly.int_tuple_product_like(%arg0, %arg3) : (!fly.int_tuple<((2,3),(4,5))>, !fly.int_tuple<1>) -> !fly.int_tuple<120>
func.func @product_like(%a: !fly.int_tuple<((2,3),(4,5))>, %p: !fly.int_tuple<((1,1),1)>,
                        %q: !fly.int_tuple<(1,1)>, %r: !fly.int_tuple<1>) {
  %0 = fly.int_tuple_product_like(%a, %p) : (!fly.int_tuple<((2,3),(4,5))>, !fly.int_tuple<((1,1),1)>) -> !fly.int_tuple<((2,3),20)>
  %1 = fly.int_tuple_product_like(%a, %q) : (!fly.int_tuple<((2,3),(4,5))>, !fly.int_tuple<(1,1)>) -> !fly.int_tuple<(6,20)>
  %2 = fly.int_tuple_product_like(%a, %r) : (!fly.int_tuple<((2,3),(4,5))>, !fly.int_tuple<1>) -> !fly.int_tuple<120>
  return
}

// shape_div: leaf-wise (12,8) by (4,16) = (3,1); a tuple by an integer
// consumes the divisor from the left: (4,6) by 8 = (1,3), (12,8) by 4 = (3,8).
// CHECK-LABEL: func.func @shape_div
// CHECK: fly.shape_div(%arg0, %arg1) : (!fly.int_tuple<(12,8)>, !fly.int_tuple<(4,16)>) -> !fly.int_tuple<(3,1)>
// CHECK: fly.shape_div(%arg2, %arg3) : (!fly.int_tuple<(4,6)>, !fly.int_tuple<8>) -> !fly.int_tuple<(1,3)>
// CHECK: fly.shape_div(%arg0, %arg4) : (!fly.int_tuple<(12,8)>, !fly.int_tuple<4>) -> !fly.int_tuple<(3,8)>
// CHECK: fly.shape_div(%arg4, %arg3) : (!fly.int_tuple<4>, !fly.int_tuple<8>) -> !fly.int_tuple<1>
// CANON-LABEL: func.func @shape_div
// CANON: %[[S:.*]] = fly.static : !fly.int_tuple<(3,1)>
// CANON-NEXT: return %[[S]]
func.func @shape_div(%a: !fly.int_tuple<(12,8)>, %b: !fly.int_tuple<(4,16)>,
                     %c: !fly.int_tuple<(4,6)>, %d: !fly.int_tuple<8>, %e: !fly.int_tuple<4>) -> !fly.int_tuple<(3,1)> {
  %0 = fly.shape_div(%a, %b) : (!fly.int_tuple<(12,8)>, !fly.int_tuple<(4,16)>) -> !fly.int_tuple<(3,1)>
  %1 = fly.shape_div(%c, %d) : (!fly.int_tuple<(4,6)>, !fly.int_tuple<8>) -> !fly.int_tuple<(1,3)>
  %2 = fly.shape_div(%a, %e) : (!fly.int_tuple<(12,8)>, !fly.int_tuple<4>) -> !fly.int_tuple<(3,8)>
  %3 = fly.shape_div(%e, %d) : (!fly.int_tuple<4>, !fly.int_tuple<8>) -> !fly.int_tuple<1>
  return %0 : !fly.int_tuple<(3,1)>
}

// ceil_div: leaf-wise rounding up, (10,7) by (4,2) = (3,4); a dynamic
// quotient has divisibility 1.
// CHECK-LABEL: func.func @ceil_div
// CHECK: fly.ceil_div(%arg0, %arg1) : (!fly.int_tuple<(10,7)>, !fly.int_tuple<(4,2)>) -> !fly.int_tuple<(3,4)>
// CHECK: fly.ceil_div(%arg2, %arg3) : (!fly.int_tuple<(?{div=8},8)>, !fly.int_tuple<(4,4)>) -> !fly.int_tuple<(?,2)>
// CANON-LABEL: func.func @ceil_div
// CANON: %[[S:.*]] = fly.static : !fly.int_tuple<(3,4)>
// CANON-NEXT: return %[[S]]
func.func @ceil_div(%a: !fly.int_tuple<(10,7)>, %b: !fly.int_tuple<(4,2)>,
                    %c: !fly.int_tuple<(?{div=8},8)>, %d: !fly.int_tuple<(4,4)>) -> !fly.int_tuple<(3,4)> {
  %0 = fly.ceil_div(%a, %b) : (!fly.int_tuple<(10,7)>, !fly.int_tuple<(4,2)>) -> !fly.int_tuple<(3,4)>
  %1 = fly.ceil_div(%c, %d) : (!fly.int_tuple<(?{div=8},8)>, !fly.int_tuple<(4,4)>) -> !fly.int_tuple<(?,2)>
  return %0 : !fly.int_tuple<(3,4)>
}

// elem_less and equal produce an i1, static or dynamic.
// CHECK-LABEL: func.func @predicates
// CHECK: fly.elem_less(%arg0, %arg1) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<(4,8)>) -> i1
// CHECK: fly.elem_less(%arg2, %arg1) : (!fly.int_tuple<(?,?{i64})>, !fly.int_tuple<(4,8)>) -> i1
// CHECK: fly.equal(%arg0, %arg1) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<(4,8)>) -> i1
// CHECK: fly.equal(%arg2, %arg2) : (!fly.int_tuple<(?,?{i64})>, !fly.int_tuple<(?,?{i64})>) -> i1
func.func @predicates(%a: !fly.int_tuple<(2,3)>, %b: !fly.int_tuple<(4,8)>, %c: !fly.int_tuple<(?,?{i64})>) {
  %0 = fly.elem_less(%a, %b) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<(4,8)>) -> i1
  %1 = fly.elem_less(%c, %b) : (!fly.int_tuple<(?,?{i64})>, !fly.int_tuple<(4,8)>) -> i1
  %2 = fly.equal(%a, %b) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<(4,8)>) -> i1
  %3 = fly.equal(%c, %c) : (!fly.int_tuple<(?,?{i64})>, !fly.int_tuple<(?,?{i64})>) -> i1
  return
}
