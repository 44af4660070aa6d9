// RUN: fly-opt %s --fly-layout-lowering --canonicalize | FileCheck %s
// RUN: fly-opt %s --fly-layout-lowering | FileCheck %s --check-prefix=RAW
// fly-layout-lowering on the coordinate mapping ops.
// Every expected sequence is derived by hand from the op's definition.

// crd2idx((c0,c1), (4,a):(b:i64,4)) = c0*b + c1*4: the first product is in
// i64 (extsi of c0), the second in i32 and extended for the sum.
// CHECK-LABEL: func.func @crd2idx_i64(
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[E0:.*]] = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %[[M0:.*]] = arith.muli %[[E0]], %arg3 : i64
// CHECK-NEXT: %[[M1:.*]] = arith.muli %arg1, %[[C4]] : i32
// CHECK-NEXT: %[[E1:.*]] = arith.extsi %[[M1]] : i32 to i64
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[M0]], %[[E1]] : i64
// CHECK-NEXT: return %[[S]] : i64
// RAW-LABEL: func.func @crd2idx_i64(
// RAW-NOT: fly.crd2idx
// RAW: return
func.func @crd2idx_i64(%c0: i32, %c1: i32, %a: i32, %b: i64) -> i64 {
  %c = fly.make_int_tuple(%c0, %c1) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(4,?)>
  %d = fly.make_int_tuple(%b) : (i64) -> !fly.int_tuple<(?{i64},4)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(4,?)>, !fly.int_tuple<(?{i64},4)>) -> !fly.layout<(4,?):(?{i64},4)>
  %i = fly.crd2idx(%c, %l) : (!fly.int_tuple<(?,?)>, !fly.layout<(4,?):(?{i64},4)>) -> !fly.int_tuple<?{i64}>
  %x = fly.get_scalar(%i) : (!fly.int_tuple<?{i64}>) -> i64
  return %x : i64
}

// crd2idx((1,c), (4,8):(a,4)) = 1*a + c*4: the static coordinate 1 folds
// (x*1), leaving a + c*4.
// CHECK-LABEL: func.func @crd2idx_static_coord(
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg1, %[[M]] : i32
// CHECK-NEXT: return %[[S]] : i32
func.func @crd2idx_static_coord(%c: i32, %a: i32) -> i32 {
  %k = fly.make_int_tuple(%c) : (i32) -> !fly.int_tuple<(1,?)>
  %s = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
  %d = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,4)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(?,4)>) -> !fly.layout<(4,8):(?,4)>
  %i = fly.crd2idx(%k, %l) : (!fly.int_tuple<(1,?)>, !fly.layout<(4,8):(?,4)>) -> !fly.int_tuple<?>
  %x = fly.get_scalar(%i) : (!fly.int_tuple<?>) -> i32
  return %x : i32
}

// crd2idx((c0,c1), (4,8):(1,0)) = c0*1 + c1*0 = c0: both static strides
// fold away, nothing is emitted.
// CHECK-LABEL: func.func @crd2idx_fold(
// CHECK-NEXT: return %arg0 : i32
// RAW-LABEL: func.func @crd2idx_fold(
// RAW-NOT: arith.
// RAW: return
func.func @crd2idx_fold(%c0: i32, %c1: i32) -> i32 {
  %c = fly.make_int_tuple(%c0, %c1) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %l = fly.static : !fly.layout<(4,8):(1,0)>
  %i = fly.crd2idx(%c, %l) : (!fly.int_tuple<(?,?)>, !fly.layout<(4,8):(1,0)>) -> !fly.int_tuple<?>
  %x = fly.get_scalar(%i) : (!fly.int_tuple<?>) -> i32
  return %x : i32
}

// crd2idx(i, (a,8):(1,a)) with a 1-D coordinate: the natural coordinate is
// (i % a, i / a) (the last mode is not wrapped: the extension rule), so the
// index is (i % a)*1 + (i / a)*a.
// CHECK-LABEL: func.func @crd2idx_1d(
// CHECK-NEXT: %[[R:.*]] = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[Q]], %arg1 : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[R]], %[[M]] : i32
// CHECK-NEXT: return %[[S]] : i32
func.func @crd2idx_1d(%i: i32, %a: i32) -> i32 {
  %k = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,8)>
  %d = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,8):(1,?)>
  %r = fly.crd2idx(%k, %l) : (!fly.int_tuple<?>, !fly.layout<(?,8):(1,?)>) -> !fly.int_tuple<?>
  %x = fly.get_scalar(%r) : (!fly.int_tuple<?>) -> i32
  return %x : i32
}

// S<2,1,3> on an i64 x: x ^ ((x & (3 << (1+3))) >> 3): mask 48, shift 3,
// all in i64.
// CHECK-LABEL: func.func @crd2idx_swizzle_i64(
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : i64
// CHECK-DAG: %[[M:.*]] = arith.constant 48 : i64
// CHECK: %[[A:.*]] = arith.andi %arg0, %[[M]] : i64
// CHECK-NEXT: %[[S:.*]] = arith.shrui %[[A]], %[[C3]] : i64
// CHECK-NEXT: %[[X:.*]] = arith.xori %arg0, %[[S]] : i64
// CHECK-NEXT: return %[[X]] : i64
func.func @crd2idx_swizzle_i64(%a: i64) -> i64 {
  %x = fly.make_int_tuple(%a) : (i64) -> !fly.int_tuple<?{i64}>
  %s = fly.static : !fly.swizzle<S<2,1,3>>
  %r = fly.crd2idx(%x, %s) : (!fly.int_tuple<?{i64}>, !fly.swizzle<S<2,1,3>>) -> !fly.int_tuple<?{i64}>
  %v = fly.get_scalar(%r) : (!fly.int_tuple<?{i64}>) -> i64
  return %v : i64
}

// CS<2,1,[0],2,[1]> on (r,c): col ^= ((row >> 1) & 3) << 2, the row is
// unchanged: (r, c ^ (((r >> 1) & 3) << 2)).
// CHECK-LABEL: func.func @crd2idx_coord_swizzle(
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i32
// CHECK: %[[SH:.*]] = arith.shrui %arg0, %[[C1]] : i32
// CHECK-NEXT: %[[A:.*]] = arith.andi %[[SH]], %[[C3]] : i32
// CHECK-NEXT: %[[SL:.*]] = arith.shli %[[A]], %[[C2]] : i32
// CHECK-NEXT: %[[X:.*]] = arith.xori %arg1, %[[SL]] : i32
// CHECK-NEXT: return %arg0, %[[X]] : i32, i32
// RAW-LABEL: func.func @crd2idx_coord_swizzle(
// RAW-NOT: fly.crd2idx
// RAW: return
func.func @crd2idx_coord_swizzle(%r: i32, %c: i32) -> (i32, i32) {
  %x = fly.make_int_tuple(%r, %c) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %s = fly.static : !fly.coord_swizzle<CS<2,1,[0],2,[1]>>
  %y = fly.crd2idx(%x, %s) : (!fly.int_tuple<(?,?)>, !fly.coord_swizzle<CS<2,1,[0],2,[1]>>) -> !fly.int_tuple<(?,?)>
  %v:2 = fly.get_leaves(%y) : (!fly.int_tuple<(?,?)>) -> (i32, i32)
  return %v#0, %v#1 : i32, i32
}

// crd2idx((x,y), 64:b o o o (4,4):(1,4)) = inner(o + outer(x,y))
// = (o + (x + y*4)) * b.
// CHECK-LABEL: func.func @crd2idx_composed(
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg1, %[[C4]] : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %[[M]] : i32
// CHECK-NEXT: %[[T:.*]] = arith.addi %arg2, %[[S]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[T]], %arg3 : i32
// CHECK-NEXT: return %[[R]] : i32
// RAW-LABEL: func.func @crd2idx_composed(
// RAW-NOT: fly.crd2idx
// RAW: return
func.func @crd2idx_composed(%x: i32, %y: i32, %o: i32, %b: i32) -> i32 {
  %is = fly.make_int_tuple() : () -> !fly.int_tuple<64>
  %id = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<?>
  %in = fly.make_layout(%is, %id) : (!fly.int_tuple<64>, !fly.int_tuple<?>) -> !fly.layout<64:?>
  %off = fly.make_int_tuple(%o) : (i32) -> !fly.int_tuple<?>
  %out = fly.static : !fly.layout<(4,4):(1,4)>
  %cl = fly.make_composed_layout(%in, %off, %out) : (!fly.layout<64:?>, !fly.int_tuple<?>, !fly.layout<(4,4):(1,4)>) -> !fly.composed_layout<64:? o ? o (4,4):(1,4)>
  %k = fly.make_int_tuple(%x, %y) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %r = fly.crd2idx(%k, %cl) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<64:? o ? o (4,4):(1,4)>) -> !fly.int_tuple<?>
  %v = fly.get_scalar(%r) : (!fly.int_tuple<?>) -> i32
  return %v : i32
}

// idx2crd(i:i64, ((2,a),4):((1,2),b)): each leaf is (i / stride) % shape:
// (i/1) % 2 = i % 2, (i/2) % a, (i/b) % 4, all in i64 (a, b extended).
// CHECK-LABEL: func.func @idx2crd_i64(
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i64
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : i64
// CHECK: %[[R0:.*]] = arith.remsi %arg0, %[[C2]] : i64
// CHECK-NEXT: %[[Q1:.*]] = arith.divsi %arg0, %[[C2]] : i64
// CHECK-NEXT: %[[A:.*]] = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT: %[[R1:.*]] = arith.remsi %[[Q1]], %[[A]] : i64
// CHECK-NEXT: %[[B:.*]] = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT: %[[Q2:.*]] = arith.divsi %arg0, %[[B]] : i64
// CHECK-NEXT: %[[R2:.*]] = arith.remsi %[[Q2]], %[[C4]] : i64
// CHECK-NEXT: return %[[R0]], %[[R1]], %[[R2]] : i64, i64, i64
// RAW-LABEL: func.func @idx2crd_i64(
// RAW-NOT: fly.idx2crd
// RAW: return
func.func @idx2crd_i64(%i: i64, %a: i32, %b: i32) -> (i64, i64, i64) {
  %x = fly.make_int_tuple(%i) : (i64) -> !fly.int_tuple<?{i64}>
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<((2,?),4)>
  %d = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<((1,2),?)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<((2,?),4)>, !fly.int_tuple<((1,2),?)>) -> !fly.layout<((2,?),4):((1,2),?)>
  %c = fly.idx2crd(%x, %l) : (!fly.int_tuple<?{i64}>, !fly.layout<((2,?),4):((1,2),?)>) -> !fly.int_tuple<((?{i64},?{i64}),?{i64})>
  %v:3 = fly.get_leaves(%c) : (!fly.int_tuple<((?{i64},?{i64}),?{i64})>) -> (i64, i64, i64)
  return %v#0, %v#1, %v#2 : i64, i64, i64
}

// get_flat_coord(i, ((2,a),8):((1,2),b)): idx2crd gives
// ((i%2, (i/2)%a), (i/b)%8); mode 0 is re-linearized over its shape (2,a):
// (i%2 + ((i/2)%a)*2, (i/b)%8).
// CHECK-LABEL: func.func @get_flat_coord(
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : i32
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : i32
// CHECK: %[[R0:.*]] = arith.remsi %arg0, %[[C2]] : i32
// CHECK-NEXT: %[[Q1:.*]] = arith.divsi %arg0, %[[C2]] : i32
// CHECK-NEXT: %[[R1:.*]] = arith.remsi %[[Q1]], %arg1 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[R1]], %[[C2]] : i32
// CHECK-NEXT: %[[F0:.*]] = arith.addi %[[R0]], %[[M]] : i32
// CHECK-NEXT: %[[Q2:.*]] = arith.divsi %arg0, %arg2 : i32
// CHECK-NEXT: %[[F1:.*]] = arith.remsi %[[Q2]], %[[C8]] : i32
// CHECK-NEXT: return %[[F0]], %[[F1]] : i32, i32
// RAW-LABEL: func.func @get_flat_coord(
// RAW-NOT: fly.get_flat_coord
// RAW: return
func.func @get_flat_coord(%i: i32, %a: i32, %b: i32) -> (i32, i32) {
  %x = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<((2,?),8)>
  %d = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<((1,2),?)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<((2,?),8)>, !fly.int_tuple<((1,2),?)>) -> !fly.layout<((2,?),8):((1,2),?)>
  %c = fly.get_flat_coord(%x, %l) : (!fly.int_tuple<?>, !fly.layout<((2,?),8):((1,2),?)>) -> !fly.int_tuple<(?,?)>
  %v:2 = fly.get_leaves(%c) : (!fly.int_tuple<(?,?)>) -> (i32, i32)
  return %v#0, %v#1 : i32, i32
}

// get_1d_coord(i, ((2,a),8):((1,2),b)): the same natural coordinate,
// re-linearized column-major over the whole shape:
// i%2 + ((i/2)%a)*2 + ((i/b)%8)*(2*a).
// CHECK-LABEL: func.func @get_1d_coord(
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : i32
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : i32
// CHECK: %[[R0:.*]] = arith.remsi %arg0, %[[C2]] : i32
// CHECK-NEXT: %[[Q1:.*]] = arith.divsi %arg0, %[[C2]] : i32
// CHECK-NEXT: %[[R1:.*]] = arith.remsi %[[Q1]], %arg1 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[R1]], %[[C2]] : i32
// CHECK-NEXT: %[[F0:.*]] = arith.addi %[[R0]], %[[M]] : i32
// CHECK-NEXT: %[[Q2:.*]] = arith.divsi %arg0, %arg2 : i32
// CHECK-NEXT: %[[R2:.*]] = arith.remsi %[[Q2]], %[[C8]] : i32
// CHECK-NEXT: %[[E:.*]] = arith.muli %arg1, %[[C2]] : i32
// CHECK-NEXT: %[[P:.*]] = arith.muli %[[R2]], %[[E]] : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[F0]], %[[P]] : i32
// CHECK-NEXT: return %[[S]] : i32
// RAW-LABEL: func.func @get_1d_coord(
// RAW-NOT: fly.get_1d_coord
// RAW: return
func.func @get_1d_coord(%i: i32, %a: i32, %b: i32) -> i32 {
  %x = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<((2,?),8)>
  %d = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<((1,2),?)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<((2,?),8)>, !fly.int_tuple<((1,2),?)>) -> !fly.layout<((2,?),8):((1,2),?)>
  %c = fly.get_1d_coord(%x, %l) : (!fly.int_tuple<?>, !fly.layout<((2,?),8):((1,2),?)>) -> !fly.int_tuple<?>
  %v = fly.get_scalar(%c) : (!fly.int_tuple<?>) -> i32
  return %v : i32
}

