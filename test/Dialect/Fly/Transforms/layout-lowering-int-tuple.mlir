// RUN: fly-opt %s --fly-layout-lowering --canonicalize | FileCheck %s
// RUN: fly-opt %s --fly-layout-lowering | FileCheck %s --check-prefix=RAW
// fly-layout-lowering on the int tuple arithmetic: leaf by
// leaf over the common prefix, static leaves fold (x+0, x*1, x/1, x%1 never
// reach arith), dynamic ones become arith at the wider width. Every expected
// sequence is derived by hand from the op's definition.

// int_tuple_add((a,4,b:i64,d), (0,2,c)) = (a+0, 6, b+c, d): a+0 folds to a,
// 4+2 folds to 6, b+c is computed in i64 (extsi of c), and the extra mode d
// passes through.
// CHECK-LABEL: func.func @add(
// CHECK-NEXT: %[[E:.*]] = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg1, %[[E]] : i64
// CHECK-NEXT: return %arg0, %[[S]], %arg3 : i32, i64, i32
// RAW-LABEL: func.func @add(
// RAW-NOT: fly.int_tuple_add
// RAW: return
func.func @add(%a: i32, %b: i64, %c: i32, %d: i32) -> (i32, i64, i32) {
  %x = fly.make_int_tuple(%a, %b, %d) : (i32, i64, i32) -> !fly.int_tuple<(?,4,?{i64},?)>
  %y = fly.make_int_tuple(%c) : (i32) -> !fly.int_tuple<(0,2,?)>
  %z = fly.int_tuple_add(%x, %y) : (!fly.int_tuple<(?,4,?{i64},?)>, !fly.int_tuple<(0,2,?)>) -> !fly.int_tuple<(?,6,?{i64},?)>
  %v:3 = fly.get_leaves(%z) {dynamicOnly = true} : (!fly.int_tuple<(?,6,?{i64},?)>) -> (i32, i64, i32)
  return %v#0, %v#1, %v#2 : i32, i64, i32
}

// int_tuple_sub((a,10,c), (b,3,0)) = (a-b, 7, c-0 = c).
// CHECK-LABEL: func.func @sub(
// CHECK-NEXT: %[[D:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple(%[[D]], %arg2) : (i32, i32) -> !fly.int_tuple<(?,7,?)>
// CHECK-NEXT: return %[[T]]
// RAW-LABEL: func.func @sub(
// RAW-NOT: fly.int_tuple_sub
// RAW: return
func.func @sub(%a: i32, %b: i32, %c: i32) -> !fly.int_tuple<(?,7,?)> {
  %x = fly.make_int_tuple(%a, %c) : (i32, i32) -> !fly.int_tuple<(?,10,?)>
  %y = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<(?,3,0)>
  %z = fly.int_tuple_sub(%x, %y) : (!fly.int_tuple<(?,10,?)>, !fly.int_tuple<(?,3,0)>) -> !fly.int_tuple<(?,7,?)>
  return %z : !fly.int_tuple<(?,7,?)>
}

// int_tuple_mul((a{div=4},3,c), (2,b,1)) = (a*2, 3*b, c*1 = c); the
// divisibilities are 4*2 = 8 and 3 (the static operand counts with its value).
// CHECK-LABEL: func.func @mul(
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : i32
// CHECK: %[[M0:.*]] = arith.muli %arg0, %[[C2]] : i32
// CHECK-NEXT: %[[M1:.*]] = arith.muli %arg1, %[[C3]] : i32
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple(%[[M0]], %[[M1]], %arg2) : (i32, i32, i32) -> !fly.int_tuple<(?{div=8},?{div=3},?)>
// CHECK-NEXT: return %[[T]]
func.func @mul(%a: i32, %b: i32, %c: i32) -> !fly.int_tuple<(?{div=8},?{div=3},?)> {
  %x = fly.make_int_tuple(%a, %c) : (i32, i32) -> !fly.int_tuple<(?{div=4},3,?)>
  %y = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<(2,?,1)>
  %z = fly.int_tuple_mul(%x, %y) : (!fly.int_tuple<(?{div=4},3,?)>, !fly.int_tuple<(2,?,1)>) -> !fly.int_tuple<(?{div=8},?{div=3},?)>
  return %z : !fly.int_tuple<(?{div=8},?{div=3},?)>
}

// int_tuple_div((a,12,b:i64), (4,c,1)) = (a/4, 12/c, b/1 = b).
// CHECK-LABEL: func.func @div(
// CHECK-DAG: %[[C12:.*]] = arith.constant 12 : i32
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK: %[[Q0:.*]] = arith.divsi %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[Q1:.*]] = arith.divsi %[[C12]], %arg2 : i32
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple(%[[Q0]], %[[Q1]], %arg1) : (i32, i32, i64) -> !fly.int_tuple<(?,?,?{i64})>
// CHECK-NEXT: return %[[T]]
// RAW-LABEL: func.func @div(
// RAW-NOT: fly.int_tuple_div
// RAW: return
func.func @div(%a: i32, %b: i64, %c: i32) -> !fly.int_tuple<(?,?,?{i64})> {
  %x = fly.make_int_tuple(%a, %b) : (i32, i64) -> !fly.int_tuple<(?,12,?{i64})>
  %y = fly.make_int_tuple(%c) : (i32) -> !fly.int_tuple<(4,?,1)>
  %z = fly.int_tuple_div(%x, %y) : (!fly.int_tuple<(?,12,?{i64})>, !fly.int_tuple<(4,?,1)>) -> !fly.int_tuple<(?,?,?{i64})>
  return %z : !fly.int_tuple<(?,?,?{i64})>
}

// int_tuple_mod((a,b,13), (8,1,c)) = (a%8, b%1 = 0, 13%c).
// CHECK-LABEL: func.func @mod(
// CHECK-DAG: %[[C13:.*]] = arith.constant 13 : i32
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : i32
// CHECK: %[[R0:.*]] = arith.remsi %arg0, %[[C8]] : i32
// CHECK-NEXT: %[[R1:.*]] = arith.remsi %[[C13]], %arg2 : i32
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple(%[[R0]], %[[R1]]) : (i32, i32) -> !fly.int_tuple<(?,0,?)>
// CHECK-NEXT: return %[[T]]
func.func @mod(%a: i32, %b: i32, %c: i32) -> !fly.int_tuple<(?,0,?)> {
  %x = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(?,?,13)>
  %y = fly.make_int_tuple(%c) : (i32) -> !fly.int_tuple<(8,1,?)>
  %z = fly.int_tuple_mod(%x, %y) : (!fly.int_tuple<(?,?,13)>, !fly.int_tuple<(8,1,?)>) -> !fly.int_tuple<(?,0,?)>
  return %z : !fly.int_tuple<(?,0,?)>
}

// int_tuple_product(((a,3),(b:i64,c))) = ((a*3)*b)*c, folded left to
// right; from the i64 leaf on it is computed in i64.
// CHECK-LABEL: func.func @product(
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[M0:.*]] = arith.muli %arg0, %[[C3]] : i32
// CHECK-NEXT: %[[E0:.*]] = arith.extsi %[[M0]] : i32 to i64
// CHECK-NEXT: %[[M1:.*]] = arith.muli %[[E0]], %arg1 : i64
// CHECK-NEXT: %[[E1:.*]] = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT: %[[M2:.*]] = arith.muli %[[M1]], %[[E1]] : i64
// CHECK-NEXT: return %[[M2]] : i64
// RAW-LABEL: func.func @product(
// RAW-NOT: fly.int_tuple_product
// RAW: return
func.func @product(%a: i32, %b: i64, %c: i32) -> i64 {
  %x = fly.make_int_tuple(%a, %b, %c) : (i32, i64, i32) -> !fly.int_tuple<((?,3),(?{i64},?))>
  %p = fly.int_tuple_product(%x) : (!fly.int_tuple<((?,3),(?{i64},?))>) -> !fly.int_tuple<?{i64 div=3}>
  %v = fly.get_scalar(%p) : (!fly.int_tuple<?{i64 div=3}>) -> i64
  return %v : i64
}

// int_tuple_product_each(((2,a),(b,3),c)) = (2*a, b*3, c).
// CHECK-LABEL: func.func @product_each(
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : i32
// CHECK: %[[M0:.*]] = arith.muli %arg0, %[[C2]] : i32
// CHECK-NEXT: %[[M1:.*]] = arith.muli %arg1, %[[C3]] : i32
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple(%[[M0]], %[[M1]], %arg2) : (i32, i32, i32) -> !fly.int_tuple<(?{div=2},?{div=3},?)>
// CHECK-NEXT: return %[[T]]
func.func @product_each(%a: i32, %b: i32, %c: i32) -> !fly.int_tuple<(?{div=2},?{div=3},?)> {
  %x = fly.make_int_tuple(%a, %b, %c) : (i32, i32, i32) -> !fly.int_tuple<((2,?),(?,3),?)>
  %p = fly.int_tuple_product_each(%x) : (!fly.int_tuple<((2,?),(?,3),?)>) -> !fly.int_tuple<(?{div=2},?{div=3},?)>
  return %p : !fly.int_tuple<(?{div=2},?{div=3},?)>
}

// int_tuple_product_like(((a,3),(b,5)), ((1,1),1)): mode 0 keeps its
// profile (a,3), mode 1 collapses to b*5.
// CHECK-LABEL: func.func @product_like(
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg1, %[[C5]] : i32
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple(%arg0, %[[M]]) : (i32, i32) -> !fly.int_tuple<((?,3),?{div=5})>
// CHECK-NEXT: return %[[T]]
// RAW-LABEL: func.func @product_like(
// RAW-NOT: fly.int_tuple_product_like
// RAW: return
func.func @product_like(%a: i32, %b: i32) -> !fly.int_tuple<((?,3),?{div=5})> {
  %x = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<((?,3),(?,5))>
  %q = fly.make_int_tuple() : () -> !fly.int_tuple<((1,1),1)>
  %p = fly.int_tuple_product_like(%x, %q) : (!fly.int_tuple<((?,3),(?,5))>, !fly.int_tuple<((1,1),1)>) -> !fly.int_tuple<((?,3),?{div=5})>
  return %p : !fly.int_tuple<((?,3),?{div=5})>
}

// shape_div((a,8), (4,2)) = (shape_div(a,4), 4). On a dynamic extent,
// shape_div(a,4) is a/4, or 1 when a divides 4 and the quotient is 0:
// q = a/4; select(q == 0, 1, q).
// CHECK-LABEL: func.func @shape_div(
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK: %[[Q:.*]] = arith.divsi %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[Z:.*]] = arith.cmpi eq, %[[Q]], %[[C0]] : i32
// CHECK-NEXT: %[[S:.*]] = arith.select %[[Z]], %[[C1]], %[[Q]] : i32
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple(%[[S]]) : (i32) -> !fly.int_tuple<(?,4)>
// CHECK-NEXT: return %[[T]]
// RAW-LABEL: func.func @shape_div(
// RAW-NOT: fly.shape_div
// RAW: return
func.func @shape_div(%a: i32) -> !fly.int_tuple<(?,4)> {
  %x = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,8)>
  %y = fly.make_int_tuple() : () -> !fly.int_tuple<(4,2)>
  %z = fly.shape_div(%x, %y) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(4,2)>) -> !fly.int_tuple<(?,4)>
  return %z : !fly.int_tuple<(?,4)>
}

// ceil_div((a,10,b:i64), (4,c,2)) = (ceil(a/4), ceil(10/c), ceil(b/2)), the
// last in i64.
// CHECK-LABEL: func.func @ceil_div(
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : i64
// CHECK-DAG: %[[C10:.*]] = arith.constant 10 : i32
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK: %[[Q0:.*]] = arith.ceildivsi %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[Q1:.*]] = arith.ceildivsi %[[C10]], %arg2 : i32
// CHECK-NEXT: %[[Q2:.*]] = arith.ceildivsi %arg1, %[[C2]] : i64
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple(%[[Q0]], %[[Q1]], %[[Q2]]) : (i32, i32, i64) -> !fly.int_tuple<(?,?,?{i64})>
// CHECK-NEXT: return %[[T]]
func.func @ceil_div(%a: i32, %b: i64, %c: i32) -> !fly.int_tuple<(?,?,?{i64})> {
  %x = fly.make_int_tuple(%a, %b) : (i32, i64) -> !fly.int_tuple<(?,10,?{i64})>
  %y = fly.make_int_tuple(%c) : (i32) -> !fly.int_tuple<(4,?,2)>
  %z = fly.ceil_div(%x, %y) : (!fly.int_tuple<(?,10,?{i64})>, !fly.int_tuple<(4,?,2)>) -> !fly.int_tuple<(?,?,?{i64})>
  return %z : !fly.int_tuple<(?,?,?{i64})>
}

// elem_less((a,b:i64), (c,8)) = a < c && b < 8 (the second in i64).
// CHECK-LABEL: func.func @elem_less(
// CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : i64
// CHECK-NEXT: %[[L0:.*]] = arith.cmpi slt, %arg0, %arg2 : i32
// CHECK-NEXT: %[[L1:.*]] = arith.cmpi slt, %arg1, %[[C8]] : i64
// CHECK-NEXT: %[[A:.*]] = arith.andi %[[L0]], %[[L1]] : i1
// CHECK-NEXT: return %[[A]] : i1
// RAW-LABEL: func.func @elem_less(
// RAW-NOT: fly.elem_less
// RAW: return
func.func @elem_less(%a: i32, %b: i64, %c: i32) -> i1 {
  %x = fly.make_int_tuple(%a, %b) : (i32, i64) -> !fly.int_tuple<(?,?{i64})>
  %y = fly.make_int_tuple(%c) : (i32) -> !fly.int_tuple<(?,8)>
  %r = fly.elem_less(%x, %y) : (!fly.int_tuple<(?,?{i64})>, !fly.int_tuple<(?,8)>) -> i1
  return %r : i1
}

// elem_less((2,a), (4,b)): 2 < 4 is statically true and drops out of the
// conjunction: only a < b remains.
// CHECK-LABEL: func.func @elem_less_static(
// CHECK-NEXT: %[[L:.*]] = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: return %[[L]] : i1
func.func @elem_less_static(%a: i32, %b: i32) -> i1 {
  %x = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(2,?)>
  %y = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<(4,?)>
  %r = fly.elem_less(%x, %y) : (!fly.int_tuple<(2,?)>, !fly.int_tuple<(4,?)>) -> i1
  return %r : i1
}

// elem_less((8,a), (4,b)): 8 < 4 is statically false, so the whole
// predicate is false and no comparison is emitted.
// CHECK-LABEL: func.func @elem_less_false(
// CHECK-NEXT: %[[F:.*]] = arith.constant false
// CHECK-NEXT: return %[[F]] : i1
func.func @elem_less_false(%a: i32, %b: i32) -> i1 {
  %x = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(8,?)>
  %y = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<(4,?)>
  %r = fly.elem_less(%x, %y) : (!fly.int_tuple<(8,?)>, !fly.int_tuple<(4,?)>) -> i1
  return %r : i1
}

// equal((a,3), (b,3)) = a == b (3 == 3 is statically true).
// CHECK-LABEL: func.func @equal(
// CHECK-NEXT: %[[E:.*]] = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT: return %[[E]] : i1
// RAW-LABEL: func.func @equal(
// RAW-NOT: fly.equal
// RAW: return
func.func @equal(%a: i32, %b: i32) -> i1 {
  %x = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,3)>
  %y = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<(?,3)>
  %r = fly.equal(%x, %y) : (!fly.int_tuple<(?,3)>, !fly.int_tuple<(?,3)>) -> i1
  return %r : i1
}

// equal((a,3), (b:i64,4)): 3 == 4 is statically false.
// CHECK-LABEL: func.func @equal_false(
// CHECK-NEXT: %[[F:.*]] = arith.constant false
// CHECK-NEXT: return %[[F]] : i1
func.func @equal_false(%a: i32, %b: i64) -> i1 {
  %x = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,3)>
  %y = fly.make_int_tuple(%b) : (i64) -> !fly.int_tuple<(?{i64},4)>
  %r = fly.equal(%x, %y) : (!fly.int_tuple<(?,3)>, !fly.int_tuple<(?{i64},4)>) -> i1
  return %r : i1
}

// equal((a,a), (b:i64,4)) = (a == b, in i64) && (a == 4).
// CHECK-LABEL: func.func @equal_i64(
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[E:.*]] = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %[[Q0:.*]] = arith.cmpi eq, %[[E]], %arg1 : i64
// CHECK-NEXT: %[[Q1:.*]] = arith.cmpi eq, %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[A:.*]] = arith.andi %[[Q0]], %[[Q1]] : i1
// CHECK-NEXT: return %[[A]] : i1
func.func @equal_i64(%a: i32, %b: i64) -> i1 {
  %x = fly.make_int_tuple(%a, %a) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %y = fly.make_int_tuple(%b) : (i64) -> !fly.int_tuple<(?{i64},4)>
  %r = fly.equal(%x, %y) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(?{i64},4)>) -> i1
  return %r : i1
}

