// RUN: fly-opt %s --fly-layout-lowering --canonicalize | FileCheck %s
// RUN: fly-opt %s --fly-layout-lowering | FileCheck %s --check-prefix=RAW
// fly-layout-lowering turns the algebra on dynamic leaves into arith; every
// expected sequence below is derived by hand from the op's definition.

// crd2idx((c0,c1), (s0,64):(1,d1)) = c0*1 + c1*d1: one muli, one addi
// (one inner product); the static stride 1 never reaches arith.
// CHECK-LABEL: func.func @crd2idx(
// CHECK-SAME: %[[C0:[a-z0-9]+]]: i32, %[[C1:[a-z0-9]+]]: i32, %{{[a-z0-9]+}}: i32, %[[D1:[a-z0-9]+]]: i32)
// CHECK-NEXT: %[[P:.*]] = arith.muli %[[C1]], %[[D1]] : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[C0]], %[[P]] : i32
// CHECK-NEXT: return %[[S]] : i32
func.func @crd2idx(%c0: i32, %c1: i32, %s0: i32, %d1: i32) -> i32 {
  %c = fly.make_int_tuple(%c0, %c1) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %s = fly.make_int_tuple(%s0) : (i32) -> !fly.int_tuple<(?,64)>
  %d = fly.make_int_tuple(%d1) : (i32) -> !fly.int_tuple<(1,?{div=8})>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,64)>, !fly.int_tuple<(1,?{div=8})>) -> !fly.layout<(?,64):(1,?{div=8})>
  %i = fly.crd2idx(%c, %l) : (!fly.int_tuple<(?,?)>, !fly.layout<(?,64):(1,?{div=8})>) -> !fly.int_tuple<?>
  %x = fly.get_scalar(%i) : (!fly.int_tuple<?>) -> i32
  return %x : i32
}

// (4,a) + (2,8) = (6, a+8): the static leaf folds, the dynamic one is an addi;
// the operands' constructors are dead and erased by the pass's CSE.
// CHECK-LABEL: func.func @add(
// CHECK: %[[C8:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %[[C8]] : i32
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple(%[[S]]) : (i32) -> !fly.int_tuple<(6,?)>
// CHECK-NEXT: return %[[T]]
// RAW-LABEL: func.func @add(
// RAW-NOT: fly.make_shape
// RAW-NOT: fly.int_tuple_add
// RAW: return
func.func @add(%a: i32) -> !fly.int_tuple<(6,?)> {
  %x = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(4,?)>
  %y = fly.make_shape() : () -> !fly.int_tuple<(2,8)>
  %z = fly.int_tuple_add(%x, %y) : (!fly.int_tuple<(4,?)>, !fly.int_tuple<(2,8)>) -> !fly.int_tuple<(6,?)>
  return %z : !fly.int_tuple<(6,?)>
}

// An i64 leaf times an i32 leaf is computed in i64 (extsi of the i32).
// CHECK-LABEL: func.func @mixed_width(
// CHECK-NEXT: %[[E:.*]] = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[E]] : i64
// CHECK-NEXT: return %[[M]] : i64
func.func @mixed_width(%a: i64, %b: i32) -> i64 {
  %x = fly.make_int_tuple(%a, %b) : (i64, i32) -> !fly.int_tuple<(?{i64},?)>
  %p = fly.int_tuple_product(%x) : (!fly.int_tuple<(?{i64},?)>) -> !fly.int_tuple<?{i64}>
  %v = fly.get_scalar(%p) : (!fly.int_tuple<?{i64}>) -> i64
  return %v : i64
}

// elem_less((a,b), (4,8)) = a < 4 && b < 8.
// CHECK-LABEL: func.func @less(
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : i32
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK: %[[L0:.*]] = arith.cmpi slt, %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[L1:.*]] = arith.cmpi slt, %arg1, %[[C8]] : i32
// CHECK-NEXT: %[[A:.*]] = arith.andi %[[L0]], %[[L1]] : i1
// CHECK-NEXT: return %[[A]] : i1
func.func @less(%a: i32, %b: i32) -> i1 {
  %x = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %y = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
  %r = fly.elem_less(%x, %y) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(4,8)>) -> i1
  return %r : i1
}

// S<3,3,3>(x) = x ^ ((x & (7 << 6)) >> 3): mask 448, shift 3.
// CHECK-LABEL: func.func @swizzle(
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-DAG: %[[M:.*]] = arith.constant 448 : i32
// CHECK: %[[A:.*]] = arith.andi %arg0, %[[M]] : i32
// CHECK-NEXT: %[[S:.*]] = arith.shrui %[[A]], %[[C3]] : i32
// CHECK-NEXT: %[[X:.*]] = arith.xori %arg0, %[[S]] : i32
// CHECK-NEXT: return %[[X]] : i32
func.func @swizzle(%a: i32) -> i32 {
  %x = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<?>
  %s = fly.static : !fly.swizzle<S<3,3,3>>
  %r = fly.crd2idx(%x, %s) : (!fly.int_tuple<?>, !fly.swizzle<S<3,3,3>>) -> !fly.int_tuple<?>
  %v = fly.get_scalar(%r) : (!fly.int_tuple<?>) -> i32
  return %v : i32
}

// idx2crd(i, (s,8):(1,s)) = ((i/1) % s, (i/s) % 8).
// CHECK-LABEL: func.func @idx2crd(
// CHECK: %[[C8:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[R0:.*]] = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %[[R1:.*]] = arith.remsi %[[Q]], %[[C8]] : i32
// CHECK-NEXT: return %[[R0]], %[[R1]] : i32, i32
func.func @idx2crd(%i: i32, %s0: i32) -> (i32, i32) {
  %x = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>
  %s = fly.make_int_tuple(%s0) : (i32) -> !fly.int_tuple<(?,8)>
  %d = fly.make_int_tuple(%s0) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,8):(1,?)>
  %c = fly.idx2crd(%x, %l) : (!fly.int_tuple<?>, !fly.layout<(?,8):(1,?)>) -> !fly.int_tuple<(?,?)>
  %v:2 = fly.get_leaves(%c) : (!fly.int_tuple<(?,?)>) -> (i32, i32)
  return %v#0, %v#1 : i32, i32
}

// A fully static op becomes the constructor of its inferred value:
// right_inverse((4,8):(8,1)) = (8,4):(4,1); no arith at all.
// CHECK-LABEL: func.func @static_only(
// CHECK-NEXT: %[[L:.*]] = fly.static : !fly.layout<(8,4):(4,1)>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @static_only(
// RAW-NOT: arith.
// RAW: %[[S:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<(8,4)>
// RAW-NEXT: %[[D:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<(4,1)>
// RAW-NEXT: fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(8,4)>, !fly.int_tuple<(4,1)>) -> !fly.layout<(8,4):(4,1)>
func.func @static_only() -> !fly.layout<(8,4):(4,1)> {
  %l = fly.static : !fly.layout<(4,8):(8,1)>
  %r = fly.right_inverse(%l) : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(8,4):(4,1)>
  return %r : !fly.layout<(8,4):(4,1)>
}

// The size of a dynamically divided layout: logical_divide((a,b):(1,c),
// [128:1|64:1]) has shape ((128, ceil(a/128)), (64, ceil(b/64))), so its size
// is 128*ceil(a/128)*64*ceil(b/64) (the constant 128*64 = 8192 folds first).
// CHECK-LABEL: func.func @divided_size(
// CHECK-DAG: %[[C8192:.*]] = arith.constant 8192 : i32
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : i32
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : i32
// CHECK: %[[A:.*]] = arith.ceildivsi %arg0, %[[C128]] : i32
// CHECK-NEXT: %[[B:.*]] = arith.ceildivsi %arg1, %[[C64]] : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[A]], %[[C8192]] : i32
// CHECK-NEXT: %[[N:.*]] = arith.muli %[[M]], %[[B]] : i32
// CHECK-NEXT: return %[[N]] : i32
func.func @divided_size(%a: i32, %b: i32, %c: i32) -> i32 {
  %s = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %d = fly.make_int_tuple(%c) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,?):(1,?)>
  %t = fly.static : !fly.tile<[128:1|64:1]>
  %r = fly.logical_divide(%l, %t) : (!fly.layout<(?,?):(1,?)>, !fly.tile<[128:1|64:1]>) -> !fly.layout<((128,?),(64,?)):((1,128),(?,?{div=64}))>
  %n = fly.size(%r) : (!fly.layout<((128,?),(64,?)):((1,128),(?,?{div=64}))>) -> !fly.int_tuple<?{div=8192}>
  %x = fly.get_scalar(%n) : (!fly.int_tuple<?{div=8192}>) -> i32
  return %x : i32
}

// A composed layout: crd2idx(c, S<1,0,1> o 2 o 8:1 with dynamic c) is
// S(2 + c) = y ^ ((y & 2) >> 1) with y = c + 2.
// CHECK-LABEL: func.func @composed(
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : i32
// CHECK: %[[Y:.*]] = arith.addi %arg0, %[[C2]] : i32
// CHECK-NEXT: %[[A:.*]] = arith.andi %[[Y]], %[[C2]] : i32
// CHECK-NEXT: %[[S:.*]] = arith.shrui %[[A]], %[[C1]] : i32
// CHECK-NEXT: %[[X:.*]] = arith.xori %[[Y]], %[[S]] : i32
// CHECK-NEXT: return %[[X]] : i32
func.func @composed(%c: i32) -> i32 {
  %x = fly.make_int_tuple(%c) : (i32) -> !fly.int_tuple<?>
  %l = fly.static : !fly.composed_layout<S<1,0,1> o 2 o 8:1>
  %r = fly.crd2idx(%x, %l) : (!fly.int_tuple<?>, !fly.composed_layout<S<1,0,1> o 2 o 8:1>) -> !fly.int_tuple<?>
  %v = fly.get_scalar(%r) : (!fly.int_tuple<?>) -> i32
  return %v : i32
}
