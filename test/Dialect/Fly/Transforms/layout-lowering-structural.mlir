// RUN: fly-opt %s --fly-layout-lowering --canonicalize | FileCheck %s
// RUN: fly-opt %s --fly-layout-lowering | FileCheck %s --check-prefix=RAW
// fly-layout-lowering on the structural and size ops. The
// structural ops only move leaves (no arith); size, cosize and the offset of
// a sliced composed layout compute. Every expected sequence is derived by
// hand from the op's definition.

// get(((a,4),8):((1,a),b), [0,1]) = 4:a, a layout whose only dynamic leaf
// is the stride a; get(((a,4),8), [0,0]) = a. Pure selection: no arith.
// CHECK-LABEL: func.func @get(
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<4>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<?>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<4>, !fly.int_tuple<?>) -> !fly.layout<4:?>
// CHECK-NEXT: return %[[L]], %arg0
// RAW-LABEL: func.func @get(
// RAW-NOT: fly.get(
// RAW: return
func.func @get(%a: i32, %b: i32) -> (!fly.layout<4:?>, i32) {
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<((?,4),8)>
  %d = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<((1,?),?)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<((?,4),8)>, !fly.int_tuple<((1,?),?)>) -> !fly.layout<((?,4),8):((1,?),?)>
  %g = fly.get(%l) {mode = array<i32: 0, 1>} : (!fly.layout<((?,4),8):((1,?),?)>) -> !fly.layout<4:?>
  %t = fly.get(%s) {mode = array<i32: 0, 0>} : (!fly.int_tuple<((?,4),8)>) -> !fly.int_tuple<?>
  %v = fly.get_scalar(%t) : (!fly.int_tuple<?>) -> i32
  return %g, %v : !fly.layout<4:?>, i32
}

// take((a,4,b):(1,a,c:i64), 1, 3) = (4,b):(a,c).
// CHECK-LABEL: func.func @take(
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg1) : (i32) -> !fly.int_tuple<(4,?)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%arg0, %arg2) : (i32, i64) -> !fly.int_tuple<(?,?{i64})>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(4,?)>, !fly.int_tuple<(?,?{i64})>) -> !fly.layout<(4,?):(?,?{i64})>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @take(
// RAW-NOT: fly.take
// RAW: return
func.func @take(%a: i32, %b: i32, %c: i64) -> !fly.layout<(4,?):(?,?{i64})> {
  %s = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(?,4,?)>
  %d = fly.make_int_tuple(%a, %c) : (i32, i64) -> !fly.int_tuple<(1,?,?{i64})>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,4,?)>, !fly.int_tuple<(1,?,?{i64})>) -> !fly.layout<(?,4,?):(1,?,?{i64})>
  %r = fly.take(%l) {begin = 1 : i32, end = 3 : i32} : (!fly.layout<(?,4,?):(1,?,?{i64})>) -> !fly.layout<(4,?):(?,?{i64})>
  return %r : !fly.layout<(4,?):(?,?{i64})>
}

// select((a,4,b):(1,a,c:i64), [2,0]) = (b,a):(c,1): the leaves are
// permuted with the modes.
// CHECK-LABEL: func.func @select(
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg1, %arg0) : (i32, i32) -> !fly.int_tuple<(?,?)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%arg2) : (i64) -> !fly.int_tuple<(?{i64},1)>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @select(
// RAW-NOT: fly.select
// RAW: return
func.func @select(%a: i32, %b: i32, %c: i64) -> !fly.layout<(?,?):(?{i64},1)> {
  %s = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(?,4,?)>
  %d = fly.make_int_tuple(%a, %c) : (i32, i64) -> !fly.int_tuple<(1,?,?{i64})>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,4,?)>, !fly.int_tuple<(1,?,?{i64})>) -> !fly.layout<(?,4,?):(1,?,?{i64})>
  %r = fly.select(%l) {indices = array<i32: 2, 0>} : (!fly.layout<(?,4,?):(1,?,?{i64})>) -> !fly.layout<(?,?):(?{i64},1)>
  return %r : !fly.layout<(?,?):(?{i64},1)>
}

// group((a,4,b), 0, 2) = ((a,4),b): same leaves, new nesting.
// CHECK-LABEL: func.func @group(
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple(%arg0, %arg1) : (i32, i32) -> !fly.int_tuple<((?,4),?)>
// CHECK-NEXT: return %[[T]]
// RAW-LABEL: func.func @group(
// RAW-NOT: fly.group
// RAW: return
func.func @group(%a: i32, %b: i32) -> !fly.int_tuple<((?,4),?)> {
  %s = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(?,4,?)>
  %r = fly.group(%s) {begin = 0 : i32, end = 2 : i32} : (!fly.int_tuple<(?,4,?)>) -> !fly.int_tuple<((?,4),?)>
  return %r : !fly.int_tuple<((?,4),?)>
}

// append((a,3), b:i64) = (a,3,b); append<4>((a,3), 1) = (a,3,1,1).
// CHECK-LABEL: func.func @append(
// CHECK-NEXT: %[[R:.*]] = fly.make_int_tuple(%arg0, %arg1) : (i32, i64) -> !fly.int_tuple<(?,3,?{i64})>
// CHECK-NEXT: %[[Q:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<(?,3,1,1)>
// CHECK-NEXT: return %[[R]], %[[Q]]
// RAW-LABEL: func.func @append(
// RAW-NOT: fly.append
// RAW: return
func.func @append(%a: i32, %b: i64) -> (!fly.int_tuple<(?,3,?{i64})>, !fly.int_tuple<(?,3,1,1)>) {
  %t = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,3)>
  %e = fly.make_int_tuple(%b) : (i64) -> !fly.int_tuple<?{i64}>
  %one = fly.make_int_tuple() : () -> !fly.int_tuple<1>
  %r = fly.append(%t, %e) : (!fly.int_tuple<(?,3)>, !fly.int_tuple<?{i64}>) -> !fly.int_tuple<(?,3,?{i64})>
  %q = fly.append<4>(%t, %one) : (!fly.int_tuple<(?,3)>, !fly.int_tuple<1>) -> !fly.int_tuple<(?,3,1,1)>
  return %r, %q : !fly.int_tuple<(?,3,?{i64})>, !fly.int_tuple<(?,3,1,1)>
}

// prepend((a,3), b) = (b,a,3).
// CHECK-LABEL: func.func @prepend(
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple(%arg1, %arg0) : (i32, i32) -> !fly.int_tuple<(?,?,3)>
// CHECK-NEXT: return %[[T]]
// RAW-LABEL: func.func @prepend(
// RAW-NOT: fly.prepend
// RAW: return
func.func @prepend(%a: i32, %b: i32) -> !fly.int_tuple<(?,?,3)> {
  %t = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,3)>
  %e = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<?>
  %r = fly.prepend(%t, %e) : (!fly.int_tuple<(?,3)>, !fly.int_tuple<?>) -> !fly.int_tuple<(?,?,3)>
  return %r : !fly.int_tuple<(?,?,3)>
}

// slice((a,8):(1,a), (*,c)) = a:1; the coordinate c only moves the
// offset, which a plain layout does not carry: no arith.
// CHECK-LABEL: func.func @slice_layout(
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<?>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<1>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<?>, !fly.int_tuple<1>) -> !fly.layout<?:1>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @slice_layout(
// RAW-NOT: fly.slice
// RAW-NOT: arith.
// RAW: return
func.func @slice_layout(%a: i32, %c: i32) -> !fly.layout<?:1> {
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,8)>
  %d = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,8):(1,?)>
  %k = fly.make_int_tuple(%c) : (i32) -> !fly.int_tuple<(*,?)>
  %r = fly.slice(%l, %k) : (!fly.layout<(?,8):(1,?)>, !fly.int_tuple<(*,?)>) -> !fly.layout<?:1>
  return %r : !fly.layout<?:1>
}

// slice(S<3,3,3> o o o (a,8):(1,a), (*,c)) = S<3,3,3> o (o + c*a) o a:1:
// the sliced-away mode's index c*a is added to the offset.
// CHECK-LABEL: func.func @slice_composed(
// CHECK-NEXT: %[[SW:.*]] = fly.static : !fly.swizzle<S<3,3,3>>
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg2, %arg0 : i32
// CHECK-NEXT: %[[O:.*]] = arith.addi %arg1, %[[M]] : i32
// CHECK-NEXT: %[[OT:.*]] = fly.make_int_tuple(%[[O]]) : (i32) -> !fly.int_tuple<?>
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<?>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<1>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<?>, !fly.int_tuple<1>) -> !fly.layout<?:1>
// CHECK-NEXT: %[[C:.*]] = fly.make_composed_layout(%[[SW]], %[[OT]], %[[L]]) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<?>, !fly.layout<?:1>) -> !fly.composed_layout<S<3,3,3> o ? o ?:1>
// CHECK-NEXT: return %[[C]]
func.func @slice_composed(%a: i32, %o: i32, %c: i32) -> !fly.composed_layout<S<3,3,3> o ? o ?:1> {
  %sw = fly.static : !fly.swizzle<S<3,3,3>>
  %off = fly.make_int_tuple(%o) : (i32) -> !fly.int_tuple<?>
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,8)>
  %d = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,8):(1,?)>
  %cl = fly.make_composed_layout(%sw, %off, %l) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<?>, !fly.layout<(?,8):(1,?)>) -> !fly.composed_layout<S<3,3,3> o ? o (?,8):(1,?)>
  %k = fly.make_int_tuple(%c) : (i32) -> !fly.int_tuple<(*,?)>
  %r = fly.slice(%cl, %k) : (!fly.composed_layout<S<3,3,3> o ? o (?,8):(1,?)>, !fly.int_tuple<(*,?)>) -> !fly.composed_layout<S<3,3,3> o ? o ?:1>
  return %r : !fly.composed_layout<S<3,3,3> o ? o ?:1>
}

// dice((a,8):(1,a), (*,c)) = 8:a; dice((a,b), (*,c)) = b.
// CHECK-LABEL: func.func @dice(
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<8>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<?>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<8>, !fly.int_tuple<?>) -> !fly.layout<8:?>
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple(%arg1) : (i32) -> !fly.int_tuple<?>
// CHECK-NEXT: return %[[L]], %[[T]]
// RAW-LABEL: func.func @dice(
// RAW-NOT: fly.dice
// RAW: return
func.func @dice(%a: i32, %b: i32, %c: i32) -> (!fly.layout<8:?>, !fly.int_tuple<?>) {
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,8)>
  %d = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,8):(1,?)>
  %k = fly.make_int_tuple(%c) : (i32) -> !fly.int_tuple<(*,?)>
  %r = fly.dice(%l, %k) : (!fly.layout<(?,8):(1,?)>, !fly.int_tuple<(*,?)>) -> !fly.layout<8:?>
  %t = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %q = fly.dice(%t, %k) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(*,?)>) -> !fly.int_tuple<?>
  return %r, %q : !fly.layout<8:?>, !fly.int_tuple<?>
}

// size((a,(4,b:i64),2):...) = ((a*4)*b)*2, the product of the shape folded
// left to right (the strides play no part); i64 from b on.
// CHECK-LABEL: func.func @size(
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : i64
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK: %[[M0:.*]] = arith.muli %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[E:.*]] = arith.extsi %[[M0]] : i32 to i64
// CHECK-NEXT: %[[M1:.*]] = arith.muli %[[E]], %arg1 : i64
// CHECK-NEXT: %[[M2:.*]] = arith.muli %[[M1]], %[[C2]] : i64
// CHECK-NEXT: return %[[M2]] : i64
// RAW-LABEL: func.func @size(
// RAW-NOT: fly.size
// RAW: return
func.func @size(%a: i32, %b: i64, %c: i32) -> i64 {
  %s = fly.make_int_tuple(%a, %b) : (i32, i64) -> !fly.int_tuple<(?,(4,?{i64}),2)>
  %d = fly.make_int_tuple(%c) : (i32) -> !fly.int_tuple<(1,(?,0),5)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,(4,?{i64}),2)>, !fly.int_tuple<(1,(?,0),5)>) -> !fly.layout<(?,(4,?{i64}),2):(1,(?,0),5)>
  %n = fly.size(%l) : (!fly.layout<(?,(4,?{i64}),2):(1,(?,0),5)>) -> !fly.int_tuple<?{i64 div=8}>
  %v = fly.get_scalar(%n) : (!fly.int_tuple<?{i64 div=8}>) -> i64
  return %v : i64
}

// coprofile of (a,8):(1,b) is 0 (integer strides) and of the identity
// layout (a,8):(1E0,1E1) is (0,0): fully static, no arith.
// CHECK-LABEL: func.func @coprofile(
// CHECK-NEXT: %[[P:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<0>
// CHECK-NEXT: %[[Q:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
// CHECK-NEXT: return %[[P]], %[[Q]]
// RAW-LABEL: func.func @coprofile(
// RAW-NOT: fly.coprofile
// RAW-NOT: arith.
// RAW: return
func.func @coprofile(%a: i32, %b: i32) -> (!fly.int_tuple<0>, !fly.int_tuple<(0,0)>) {
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,8)>
  %d = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,8):(1,?)>
  %p = fly.coprofile(%l) : (!fly.layout<(?,8):(1,?)>) -> !fly.int_tuple<0>
  %id = fly.make_identity_layout(%s) : (!fly.int_tuple<(?,8)>) -> !fly.layout<(?,8):(1E0,1E1)>
  %q = fly.coprofile(%id) : (!fly.layout<(?,8):(1E0,1E1)>) -> !fly.int_tuple<(0,0)>
  return %p, %q : !fly.int_tuple<0>, !fly.int_tuple<(0,0)>
}

// coshape((a,8):(1E0,1E1)) = L(shape-1) + 1 per codomain mode
// = ((a-1)+1, 7+1) = (a,8); after canonicalize the leaf is a itself.
// CHECK-LABEL: func.func @coshape(
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<(?,8)>
// CHECK-NEXT: return %[[T]]
// RAW-LABEL: func.func @coshape(
// RAW-NOT: fly.coshape
// RAW: return
func.func @coshape(%a: i32) -> !fly.int_tuple<(?,8)> {
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,8)>
  %d = fly.make_int_tuple() : () -> !fly.int_tuple<(1E0,1E1)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(1E0,1E1)>) -> !fly.layout<(?,8):(1E0,1E1)>
  %r = fly.coshape(%l) : (!fly.layout<(?,8):(1E0,1E1)>) -> !fly.int_tuple<(?,8)>
  return %r : !fly.int_tuple<(?,8)>
}

// coshape((a,8):(1,b)) with integer strides is the cosize
// (a-1)*1 + 7*b + 1 = a + b*7.
// CHECK-LABEL: func.func @coshape_int(
// CHECK-NEXT: %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg1, %[[C7]] : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %[[M]] : i32
// CHECK-NEXT: return %[[S]] : i32
func.func @coshape_int(%a: i32, %b: i32) -> i32 {
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,8)>
  %d = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,8):(1,?)>
  %r = fly.coshape(%l) : (!fly.layout<(?,8):(1,?)>) -> !fly.int_tuple<?>
  %v = fly.get_scalar(%r) : (!fly.int_tuple<?>) -> i32
  return %v : i32
}

// cosize((a,8):(1,b)) = L(a-1, 7) + 1 = (a-1)*1 + 7*b + 1 = a + b*7 once the
// constants cancel (the pass emits the -1 and +1; canonicalize folds them).
// CHECK-LABEL: func.func @cosize(
// CHECK-NEXT: %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg1, %[[C7]] : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %[[M]] : i32
// CHECK-NEXT: return %[[S]] : i32
// RAW-LABEL: func.func @cosize(
// RAW-NOT: fly.cosize
// RAW: arith.subi %arg0
// RAW: return
func.func @cosize(%a: i32, %b: i32) -> i32 {
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,8)>
  %d = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,8):(1,?)>
  %r = fly.cosize(%l) : (!fly.layout<(?,8):(1,?)>) -> !fly.int_tuple<?>
  %v = fly.get_scalar(%r) : (!fly.int_tuple<?>) -> i32
  return %v : i32
}

// cosize((4,8):(b:i64,1)) = 3*b + 7*1 + 1 = b*3 + 8, in i64.
// CHECK-LABEL: func.func @cosize_i64(
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : i64
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : i64
// CHECK: %[[M:.*]] = arith.muli %arg0, %[[C3]] : i64
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[M]], %[[C8]] : i64
// CHECK-NEXT: return %[[S]] : i64
func.func @cosize_i64(%b: i64) -> i64 {
  %s = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
  %d = fly.make_int_tuple(%b) : (i64) -> !fly.int_tuple<(?{i64},1)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(?{i64},1)>) -> !fly.layout<(4,8):(?{i64},1)>
  %r = fly.cosize(%l) : (!fly.layout<(4,8):(?{i64},1)>) -> !fly.int_tuple<?{i64}>
  %v = fly.get_scalar(%r) : (!fly.int_tuple<?{i64}>) -> i64
  return %v : i64
}

