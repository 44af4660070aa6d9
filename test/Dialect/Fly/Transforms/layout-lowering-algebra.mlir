// RUN: fly-opt %s --fly-layout-lowering --canonicalize | FileCheck %s
// RUN: fly-opt %s --fly-layout-lowering | FileCheck %s --check-prefix=RAW
// fly-layout-lowering on the layout algebra (group G,
// docs/reference/algebra.md). Every expected sequence is derived by hand
// from the
// op's definition (CuTe's algorithm, FlyDSL's form).

// coalesce((2,3,a,1):(1,2,b,0)): 2:1 and 3:2 merge (2 = 2*1) into 6:1; the
// size-1 mode goes; a:b stays (nothing is provable about a dynamic stride):
// (6,a):(1,b). No arith.
// CHECK-LABEL: func.func @coalesce(
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<(6,?)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%arg1) : (i32) -> !fly.int_tuple<(1,?)>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(6,?)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(6,?):(1,?)>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @coalesce(
// RAW-NOT: fly.coalesce(
// RAW: return
func.func @coalesce(%a: i32, %b: i32) -> !fly.layout<(6,?):(1,?)> {
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(2,3,?,1)>
  %d = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<(1,2,?,0)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(2,3,?,1)>, !fly.int_tuple<(1,2,?,0)>) -> !fly.layout<(2,3,?,1):(1,2,?,0)>
  %r = fly.coalesce(%l) : (!fly.layout<(2,3,?,1):(1,2,?,0)>) -> !fly.layout<(6,?):(1,?)>
  return %r : !fly.layout<(6,?):(1,?)>
}

// (4,8):(a,b) o (2,4):(2,4): mode 2:2 divides out stride 2 of the first
// mode of size 4, leaving 2 elements of stride 2*a; mode 4:4 skips the whole
// first mode (4 divides 4) and takes 4 of the 8 elements of stride b:
// (2,4):(a*2, b).
// CHECK-LABEL: func.func @composition(
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C2]] : i32
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<(2,4)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%[[M]], %arg1) : (i32, i32) -> !fly.int_tuple<(?{div=2},?)>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(2,4)>, !fly.int_tuple<(?{div=2},?)>) -> !fly.layout<(2,4):(?{div=2},?)>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @composition(
// RAW-NOT: fly.composition(
// RAW: return
func.func @composition(%a: i32, %b: i32) -> !fly.layout<(2,4):(?{div=2},?)> {
  %s = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
  %d = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(?,?)>) -> !fly.layout<(4,8):(?,?)>
  %t = fly.static : !fly.layout<(2,4):(2,4)>
  %r = fly.composition(%l, %t) : (!fly.layout<(4,8):(?,?)>, !fly.layout<(2,4):(2,4)>) -> !fly.layout<(2,4):(?{div=2},?)>
  return %r : !fly.layout<(2,4):(?{div=2},?)>
}

// (12,(4,a)):(b:i64,(13,1)) o [3:4|8:2]: mode 0: 12:b o 3:4 = 3:(4*b)
// (in i64); mode 1: (4,a):(13,1) o 8:2 = stride 2 halves the 4 (2:26), the
// remaining 4 go to the last mode a with stride 1: (2,4):(26,1). Result
// (3,(2,4)):(b*4,(26,1)); the dynamic shape a does not survive.
// CHECK-LABEL: func.func @composition_tile(
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i64
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg1, %[[C4]] : i64
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<(3,(2,4))>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%[[M]]) : (i64) -> !fly.int_tuple<(?{i64 div=4},(26,1))>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(3,(2,4))>, !fly.int_tuple<(?{i64 div=4},(26,1))>) -> !fly.layout<(3,(2,4)):(?{i64 div=4},(26,1))>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @composition_tile(
// RAW-NOT: fly.composition(
// RAW: return
func.func @composition_tile(%a: i32, %b: i64) -> !fly.layout<(3,(2,4)):(?{i64 div=4},(26,1))> {
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(12,(4,?))>
  %d = fly.make_int_tuple(%b) : (i64) -> !fly.int_tuple<(?{i64},(13,1))>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(12,(4,?))>, !fly.int_tuple<(?{i64},(13,1))>) -> !fly.layout<(12,(4,?)):(?{i64},(13,1))>
  %t = fly.static : !fly.tile<[3:4|8:2]>
  %r = fly.composition(%l, %t) : (!fly.layout<(12,(4,?)):(?{i64},(13,1))>, !fly.tile<[3:4|8:2]>) -> !fly.layout<(3,(2,4)):(?{i64 div=4},(26,1))>
  return %r : !fly.layout<(3,(2,4)):(?{i64 div=4},(26,1))>
}

// complement(4:2, m): the hole below stride 2 is 2:1, the extent is
// 4*2 = 8, then ceil_div(m, 8):8: (2, ceil(m/8)):(1,8).
// CHECK-LABEL: func.func @complement(
// CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[Q:.*]] = arith.ceildivsi %arg0, %[[C8]] : i32
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%[[Q]]) : (i32) -> !fly.int_tuple<(2,?)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<(1,8)>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(2,?)>, !fly.int_tuple<(1,8)>) -> !fly.layout<(2,?):(1,8)>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @complement(
// RAW-NOT: fly.complement(
// RAW: return
func.func @complement(%m: i32) -> !fly.layout<(2,?):(1,8)> {
  %l = fly.static : !fly.layout<4:2>
  %n = fly.make_int_tuple(%m) : (i32) -> !fly.int_tuple<?>
  %r = fly.complement(%l, %n) : (!fly.layout<4:2>, !fly.int_tuple<?>) -> !fly.layout<(2,?):(1,8)>
  return %r : !fly.layout<(2,?):(1,8)>
}

// complement(4:d, 64) with a dynamic stride (rank 1): the hole below d is
// d:1, the extent is 4*d, then ceil_div(64, 4*d):(4*d):
// (d, ceil(64/(d*4))):(1, d*4).
// CHECK-LABEL: func.func @complement_stride(
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : i32
// CHECK: %[[E:.*]] = arith.muli %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[Q:.*]] = arith.ceildivsi %[[C64]], %[[E]] : i32
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg0, %[[Q]]) : (i32, i32) -> !fly.int_tuple<(?,?)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%[[E]]) : (i32) -> !fly.int_tuple<(1,?{div=4})>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(1,?{div=4})>) -> !fly.layout<(?,?):(1,?{div=4})>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @complement_stride(
// RAW-NOT: fly.complement(
// RAW: return
func.func @complement_stride(%d: i32) -> !fly.layout<(?,?):(1,?{div=4})> {
  %s = fly.make_int_tuple() : () -> !fly.int_tuple<4>
  %t = fly.make_int_tuple(%d) : (i32) -> !fly.int_tuple<?>
  %l = fly.make_layout(%s, %t) : (!fly.int_tuple<4>, !fly.int_tuple<?>) -> !fly.layout<4:?>
  %n = fly.make_int_tuple() : () -> !fly.int_tuple<64>
  %r = fly.complement(%l, %n) : (!fly.layout<4:?>, !fly.int_tuple<64>) -> !fly.layout<(?,?):(1,?{div=4})>
  return %r : !fly.layout<(?,?):(1,?{div=4})>
}

// right_inverse((2,a,4):(8,16,1)): the stride-1 mode is 4:1, whose index
// weight in the domain (exclusive prefix product of the shape) is 2*a; the
// chain continues at stride 4, which L does not have (2:8 starts at 8), so
// R = 4:(a*2). Same as CuTe (coalesced (2a,4):(8,1), inverse_seq = [1]).
// CHECK-LABEL: func.func @right_inverse(
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C2]] : i32
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<4>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%[[M]]) : (i32) -> !fly.int_tuple<?{div=2}>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<4>, !fly.int_tuple<?{div=2}>) -> !fly.layout<4:?{div=2}>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @right_inverse(
// RAW-NOT: fly.right_inverse(
// RAW: return
func.func @right_inverse(%a: i32) -> !fly.layout<4:?{div=2}> {
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(2,?,4)>
  %d = fly.make_int_tuple() : () -> !fly.int_tuple<(8,16,1)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(2,?,4)>, !fly.int_tuple<(8,16,1)>) -> !fly.layout<(2,?,4):(8,16,1)>
  %r = fly.right_inverse(%l) : (!fly.layout<(2,?,4):(8,16,1)>) -> !fly.layout<4:?{div=2}>
  return %r : !fly.layout<4:?{div=2}>
}

// left_inverse((a,4):(4,1)) with static strides: L is the row-major a x 4
// matrix, a bijection onto [0, 4a); Q = (4,a):(a,1) (stride of the 4:1
// mode's domain weight a, then the a:4 mode's weight 1). No arith.
// CHECK-LABEL: func.func @left_inverse(
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<(4,?)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<(?,1)>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(4,?)>, !fly.int_tuple<(?,1)>) -> !fly.layout<(4,?):(?,1)>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @left_inverse(
// RAW-NOT: fly.left_inverse(
// RAW: return
func.func @left_inverse(%a: i32) -> !fly.layout<(4,?):(?,1)> {
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,4)>
  %d = fly.make_int_tuple() : () -> !fly.int_tuple<(4,1)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,4)>, !fly.int_tuple<(4,1)>) -> !fly.layout<(?,4):(4,1)>
  %r = fly.left_inverse(%l) : (!fly.layout<(?,4):(4,1)>) -> !fly.layout<(4,?):(?,1)>
  return %r : !fly.layout<(4,?):(?,1)>
}

// logical_divide(a:b, 4:1) with b an i64 stride: complement(4:1, a) =
// ceil(a/4):4, so the result is a:b o (4,ceil(a/4)):(1,4) =
// (4, ceil(a/4)):(b, b*4) (the stride in i64).
// CHECK-LABEL: func.func @logical_divide(
// CHECK-DAG: %[[C4L:.*]] = arith.constant 4 : i64
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK: %[[Q:.*]] = arith.ceildivsi %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg1, %[[C4L]] : i64
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%[[Q]]) : (i32) -> !fly.int_tuple<(4,?)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%arg1, %[[M]]) : (i64, i64) -> !fly.int_tuple<(?{i64},?{i64 div=4})>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(4,?)>, !fly.int_tuple<(?{i64},?{i64 div=4})>) -> !fly.layout<(4,?):(?{i64},?{i64 div=4})>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @logical_divide(
// RAW-NOT: fly.logical_divide(
// RAW: return
func.func @logical_divide(%a: i32, %b: i64) -> !fly.layout<(4,?):(?{i64},?{i64 div=4})> {
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<?>
  %d = fly.make_int_tuple(%b) : (i64) -> !fly.int_tuple<?{i64}>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<?>, !fly.int_tuple<?{i64}>) -> !fly.layout<?:?{i64}>
  %t = fly.static : !fly.layout<4:1>
  %r = fly.logical_divide(%l, %t) : (!fly.layout<?:?{i64}>, !fly.layout<4:1>) -> !fly.layout<(4,?):(?{i64},?{i64 div=4})>
  return %r : !fly.layout<(4,?):(?{i64},?{i64 div=4})>
}

// (a,b):(1,a) divided by [4:1|8:1]: mode 0: a:1 / 4:1 = (4,ceil(a/4)):(1,4);
// mode 1: b:a / 8:1 = (8,ceil(b/8)):(a,a*8). Zipped: tiles first, rests second:
// ((4,8),(ceil(a/4),ceil(b/8))):((1,a),(4,a*8)).
// CHECK-LABEL: func.func @zipped_divide(
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : i32
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK: %[[QA:.*]] = arith.ceildivsi %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[QB:.*]] = arith.ceildivsi %arg1, %[[C8]] : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C8]] : i32
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%[[QA]], %[[QB]]) : (i32, i32) -> !fly.int_tuple<((4,8),(?,?))>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%arg0, %[[M]]) : (i32, i32) -> !fly.int_tuple<((1,?),(4,?{div=8}))>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<((4,8),(?,?))>, !fly.int_tuple<((1,?),(4,?{div=8}))>) -> !fly.layout<((4,8),(?,?)):((1,?),(4,?{div=8}))>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @zipped_divide(
// RAW-NOT: fly.zipped_divide(
// RAW: return
func.func @zipped_divide(%a: i32, %b: i32) -> !fly.layout<((4,8),(?,?)):((1,?),(4,?{div=8}))> {
  %s = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %d = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,?):(1,?)>
  %t = fly.static : !fly.tile<[4:1|8:1]>
  %r = fly.zipped_divide(%l, %t) : (!fly.layout<(?,?):(1,?)>, !fly.tile<[4:1|8:1]>) -> !fly.layout<((4,8),(?,?)):((1,?),(4,?{div=8}))>
  return %r : !fly.layout<((4,8),(?,?)):((1,?),(4,?{div=8}))>
}

// (a,b):(1,a) divided by [4:1|8:1]: mode 0: a:1 / 4:1 = (4,ceil(a/4)):(1,4);
// mode 1: b:a / 8:1 = (8,ceil(b/8)):(a,a*8). Tiled: ((4,8),ceil(a/4),ceil(b/8)):((1,a),4,a*8).
// CHECK-LABEL: func.func @tiled_divide(
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : i32
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK: %[[QA:.*]] = arith.ceildivsi %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[QB:.*]] = arith.ceildivsi %arg1, %[[C8]] : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C8]] : i32
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%[[QA]], %[[QB]]) : (i32, i32) -> !fly.int_tuple<((4,8),?,?)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%arg0, %[[M]]) : (i32, i32) -> !fly.int_tuple<((1,?),4,?{div=8})>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<((4,8),?,?)>, !fly.int_tuple<((1,?),4,?{div=8})>) -> !fly.layout<((4,8),?,?):((1,?),4,?{div=8})>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @tiled_divide(
// RAW-NOT: fly.tiled_divide(
// RAW: return
func.func @tiled_divide(%a: i32, %b: i32) -> !fly.layout<((4,8),?,?):((1,?),4,?{div=8})> {
  %s = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %d = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,?):(1,?)>
  %t = fly.static : !fly.tile<[4:1|8:1]>
  %r = fly.tiled_divide(%l, %t) : (!fly.layout<(?,?):(1,?)>, !fly.tile<[4:1|8:1]>) -> !fly.layout<((4,8),?,?):((1,?),4,?{div=8})>
  return %r : !fly.layout<((4,8),?,?):((1,?),4,?{div=8})>
}

// (a,b):(1,a) divided by [4:1|8:1]: mode 0: a:1 / 4:1 = (4,ceil(a/4)):(1,4);
// mode 1: b:a / 8:1 = (8,ceil(b/8)):(a,a*8). Flat: (4,8,ceil(a/4),ceil(b/8)):(1,a,4,a*8).
// CHECK-LABEL: func.func @flat_divide(
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : i32
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK: %[[QA:.*]] = arith.ceildivsi %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[QB:.*]] = arith.ceildivsi %arg1, %[[C8]] : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C8]] : i32
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%[[QA]], %[[QB]]) : (i32, i32) -> !fly.int_tuple<(4,8,?,?)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%arg0, %[[M]]) : (i32, i32) -> !fly.int_tuple<(1,?,4,?{div=8})>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(4,8,?,?)>, !fly.int_tuple<(1,?,4,?{div=8})>) -> !fly.layout<(4,8,?,?):(1,?,4,?{div=8})>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @flat_divide(
// RAW-NOT: fly.flat_divide(
// RAW: return
func.func @flat_divide(%a: i32, %b: i32) -> !fly.layout<(4,8,?,?):(1,?,4,?{div=8})> {
  %s = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %d = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,?):(1,?)>
  %t = fly.static : !fly.tile<[4:1|8:1]>
  %r = fly.flat_divide(%l, %t) : (!fly.layout<(?,?):(1,?)>, !fly.tile<[4:1|8:1]>) -> !fly.layout<(4,8,?,?):(1,?,4,?{div=8})>
  return %r : !fly.layout<(4,8,?,?):(1,?,4,?{div=8})>
}

// A = (2,2):(1,2) (compact, size 4) times B = (a,3):(1,a): the complement of
// A up to 4*cosize(B) is one mode X:4, and X:4 o (a,3):(1,a) = (a,3):(4,a*4)
// (the last mode absorbs, the extent X is never needed), so
// logical_product = ((2,2),(a,3)):((1,2),(4,a*4)). 
// CHECK-LABEL: func.func @logical_product(
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<((2,2),(?,3))>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%[[M]]) : (i32) -> !fly.int_tuple<((1,2),(4,?{div=4}))>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<((2,2),(?,3))>, !fly.int_tuple<((1,2),(4,?{div=4}))>) -> !fly.layout<((2,2),(?,3)):((1,2),(4,?{div=4}))>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @logical_product(
// RAW-NOT: fly.logical_product(
// RAW: return
func.func @logical_product(%a: i32) -> !fly.layout<((2,2),(?,3)):((1,2),(4,?{div=4}))> {
  %A = fly.static : !fly.layout<(2,2):(1,2)>
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,3)>
  %d = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(1,?)>
  %B = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,3)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,3):(1,?)>
  %r = fly.logical_product(%A, %B) : (!fly.layout<(2,2):(1,2)>, !fly.layout<(?,3):(1,?)>) -> !fly.layout<((2,2),(?,3)):((1,2),(4,?{div=4}))>
  return %r : !fly.layout<((2,2),(?,3)):((1,2),(4,?{div=4}))>
}

// A = (2,2):(1,2) (compact, size 4) times B = (a,3):(1,a): the complement of
// A up to 4*cosize(B) is one mode X:4, and X:4 o (a,3):(1,a) = (a,3):(4,a*4)
// (the last mode absorbs, the extent X is never needed), so
// logical_product = ((2,2),(a,3)):((1,2),(4,a*4)). Zipped (rank-2
// layouts): the same grouping.
// CHECK-LABEL: func.func @zipped_product(
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<((2,2),(?,3))>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%[[M]]) : (i32) -> !fly.int_tuple<((1,2),(4,?{div=4}))>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<((2,2),(?,3))>, !fly.int_tuple<((1,2),(4,?{div=4}))>) -> !fly.layout<((2,2),(?,3)):((1,2),(4,?{div=4}))>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @zipped_product(
// RAW-NOT: fly.zipped_product(
// RAW: return
func.func @zipped_product(%a: i32) -> !fly.layout<((2,2),(?,3)):((1,2),(4,?{div=4}))> {
  %A = fly.static : !fly.layout<(2,2):(1,2)>
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,3)>
  %d = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(1,?)>
  %B = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,3)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,3):(1,?)>
  %r = fly.zipped_product(%A, %B) : (!fly.layout<(2,2):(1,2)>, !fly.layout<(?,3):(1,?)>) -> !fly.layout<((2,2),(?,3)):((1,2),(4,?{div=4}))>
  return %r : !fly.layout<((2,2),(?,3)):((1,2),(4,?{div=4}))>
}

// A = (2,2):(1,2) (compact, size 4) times B = (a,3):(1,a): the complement of
// A up to 4*cosize(B) is one mode X:4, and X:4 o (a,3):(1,a) = (a,3):(4,a*4)
// (the last mode absorbs, the extent X is never needed), so
// logical_product = ((2,2),(a,3)):((1,2),(4,a*4)). Tiled:
// ((2,2),a,3):((1,2),4,a*4).
// CHECK-LABEL: func.func @tiled_product(
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<((2,2),?,3)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%[[M]]) : (i32) -> !fly.int_tuple<((1,2),4,?{div=4})>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<((2,2),?,3)>, !fly.int_tuple<((1,2),4,?{div=4})>) -> !fly.layout<((2,2),?,3):((1,2),4,?{div=4})>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @tiled_product(
// RAW-NOT: fly.tiled_product(
// RAW: return
func.func @tiled_product(%a: i32) -> !fly.layout<((2,2),?,3):((1,2),4,?{div=4})> {
  %A = fly.static : !fly.layout<(2,2):(1,2)>
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,3)>
  %d = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(1,?)>
  %B = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,3)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,3):(1,?)>
  %r = fly.tiled_product(%A, %B) : (!fly.layout<(2,2):(1,2)>, !fly.layout<(?,3):(1,?)>) -> !fly.layout<((2,2),?,3):((1,2),4,?{div=4})>
  return %r : !fly.layout<((2,2),?,3):((1,2),4,?{div=4})>
}

// A = (2,2):(1,2) (compact, size 4) times B = (a,3):(1,a): the complement of
// A up to 4*cosize(B) is one mode X:4, and X:4 o (a,3):(1,a) = (a,3):(4,a*4)
// (the last mode absorbs, the extent X is never needed), so
// logical_product = ((2,2),(a,3)):((1,2),(4,a*4)). Flat:
// (2,2,a,3):(1,2,4,a*4).
// CHECK-LABEL: func.func @flat_product(
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<(2,2,?,3)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%[[M]]) : (i32) -> !fly.int_tuple<(1,2,4,?{div=4})>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(2,2,?,3)>, !fly.int_tuple<(1,2,4,?{div=4})>) -> !fly.layout<(2,2,?,3):(1,2,4,?{div=4})>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @flat_product(
// RAW-NOT: fly.flat_product(
// RAW: return
func.func @flat_product(%a: i32) -> !fly.layout<(2,2,?,3):(1,2,4,?{div=4})> {
  %A = fly.static : !fly.layout<(2,2):(1,2)>
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,3)>
  %d = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(1,?)>
  %B = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,3)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,3):(1,?)>
  %r = fly.flat_product(%A, %B) : (!fly.layout<(2,2):(1,2)>, !fly.layout<(?,3):(1,?)>) -> !fly.layout<(2,2,?,3):(1,2,4,?{div=4})>
  return %r : !fly.layout<(2,2,?,3):(1,2,4,?{div=4})>
}

// A = (2,2):(1,2) (compact, size 4) times B = (a,3):(1,a): the complement of
// A up to 4*cosize(B) is one mode X:4, and X:4 o (a,3):(1,a) = (a,3):(4,a*4)
// (the last mode absorbs, the extent X is never needed), so
// logical_product = ((2,2),(a,3)):((1,2),(4,a*4)). Blocked:
// mode i = (A_i, B_i): ((2,a),(2,3)):((1,4),(2,a*4)).
// CHECK-LABEL: func.func @blocked_product(
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<((2,?),(2,3))>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%[[M]]) : (i32) -> !fly.int_tuple<((1,4),(2,?{div=4}))>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<((2,?),(2,3))>, !fly.int_tuple<((1,4),(2,?{div=4}))>) -> !fly.layout<((2,?),(2,3)):((1,4),(2,?{div=4}))>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @blocked_product(
// RAW-NOT: fly.blocked_product(
// RAW: return
func.func @blocked_product(%a: i32) -> !fly.layout<((2,?),(2,3)):((1,4),(2,?{div=4}))> {
  %A = fly.static : !fly.layout<(2,2):(1,2)>
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,3)>
  %d = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(1,?)>
  %B = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,3)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,3):(1,?)>
  %r = fly.blocked_product(%A, %B) : (!fly.layout<(2,2):(1,2)>, !fly.layout<(?,3):(1,?)>) -> !fly.layout<((2,?),(2,3)):((1,4),(2,?{div=4}))>
  return %r : !fly.layout<((2,?),(2,3)):((1,4),(2,?{div=4}))>
}

// A = (2,2):(1,2) (compact, size 4) times B = (a,3):(1,a): the complement of
// A up to 4*cosize(B) is one mode X:4, and X:4 o (a,3):(1,a) = (a,3):(4,a*4)
// (the last mode absorbs, the extent X is never needed), so
// logical_product = ((2,2),(a,3)):((1,2),(4,a*4)). Raked:
// mode i = (B_i, A_i): ((a,2),(3,2)):((4,1),(a*4,2)).
// CHECK-LABEL: func.func @raked_product(
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<((?,2),(3,2))>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%[[M]]) : (i32) -> !fly.int_tuple<((4,1),(?{div=4},2))>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<((?,2),(3,2))>, !fly.int_tuple<((4,1),(?{div=4},2))>) -> !fly.layout<((?,2),(3,2)):((4,1),(?{div=4},2))>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @raked_product(
// RAW-NOT: fly.raked_product(
// RAW: return
func.func @raked_product(%a: i32) -> !fly.layout<((?,2),(3,2)):((4,1),(?{div=4},2))> {
  %A = fly.static : !fly.layout<(2,2):(1,2)>
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,3)>
  %d = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(1,?)>
  %B = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,3)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,3):(1,?)>
  %r = fly.raked_product(%A, %B) : (!fly.layout<(2,2):(1,2)>, !fly.layout<(?,3):(1,?)>) -> !fly.layout<((?,2),(3,2)):((4,1),(?{div=4},2))>
  return %r : !fly.layout<((?,2),(3,2)):((4,1),(?{div=4},2))>
}

// recast_layout 16 -> 8 bits is downcast<2>: the stride-1 mode's size
// doubles (8 -> 16), other strides double: (4,8):(b,1) -> (4,16):(b*2,1).
// CHECK-LABEL: func.func @recast_down(
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C2]] : i32
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<(4,16)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%[[M]]) : (i32) -> !fly.int_tuple<(?{div=2},1)>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(4,16)>, !fly.int_tuple<(?{div=2},1)>) -> !fly.layout<(4,16):(?{div=2},1)>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @recast_down(
// RAW-NOT: fly.recast_layout(
// RAW: return
func.func @recast_down(%b: i32) -> !fly.layout<(4,16):(?{div=2},1)> {
  %s = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
  %d = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<(?,1)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(?,1)>) -> !fly.layout<(4,8):(?,1)>
  %r = fly.recast_layout(%l) {new_type_bits = 8 : i32, old_type_bits = 16 : i32} : (!fly.layout<(4,8):(?,1)>) -> !fly.layout<(4,16):(?{div=2},1)>
  return %r : !fly.layout<(4,16):(?{div=2},1)>
}

// recast_layout 16 -> 32 bits is upcast<2>: the stride-1 mode halves
// (8 -> 4), stride 8 becomes 4; the dynamic size a is untouched:
// (a,8):(8,1) -> (a,4):(4,1). No arith.
// CHECK-LABEL: func.func @recast_up(
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<(?,4)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<(4,1)>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(?,4)>, !fly.int_tuple<(4,1)>) -> !fly.layout<(?,4):(4,1)>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @recast_up(
// RAW-NOT: fly.recast_layout(
// RAW: return
func.func @recast_up(%a: i32) -> !fly.layout<(?,4):(4,1)> {
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,8)>
  %d = fly.make_int_tuple() : () -> !fly.int_tuple<(8,1)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(8,1)>) -> !fly.layout<(?,8):(8,1)>
  %r = fly.recast_layout(%l) {new_type_bits = 32 : i32, old_type_bits = 16 : i32} : (!fly.layout<(?,8):(8,1)>) -> !fly.layout<(?,4):(4,1)>
  return %r : !fly.layout<(?,4):(4,1)>
}

// tile_to_shape((2,2):(1,2), (a,b), (1,0)): the repetitions are
// (p,q) = (ceil(a/2), ceil(b/2)), ordered row-major (p,q):(q,1); the
// blocked product with the block (size 4) scales those strides by 4:
// ((2,p),(2,q)):((1,q*4),(2,4)).
// CHECK-LABEL: func.func @tile_to_shape(
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : i32
// CHECK: %[[P:.*]] = arith.ceildivsi %arg0, %[[C2]] : i32
// CHECK-NEXT: %[[Q:.*]] = arith.ceildivsi %arg1, %[[C2]] : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[Q]], %[[C4]] : i32
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%[[P]], %[[Q]]) : (i32, i32) -> !fly.int_tuple<((2,?),(2,?))>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%[[M]]) : (i32) -> !fly.int_tuple<((1,?{div=4}),(2,4))>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<((2,?),(2,?))>, !fly.int_tuple<((1,?{div=4}),(2,4))>) -> !fly.layout<((2,?),(2,?)):((1,?{div=4}),(2,4))>
// CHECK-NEXT: return %[[L]]
// RAW-LABEL: func.func @tile_to_shape(
// RAW-NOT: fly.tile_to_shape(
// RAW: return
func.func @tile_to_shape(%a: i32, %b: i32) -> !fly.layout<((2,?),(2,?)):((1,?{div=4}),(2,4))> {
  %blk = fly.static : !fly.layout<(2,2):(1,2)>
  %t = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %o = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
  %r = fly.tile_to_shape(%blk, %t, %o) : (!fly.layout<(2,2):(1,2)>, !fly.int_tuple<(?,?)>, !fly.int_tuple<(1,0)>) -> !fly.layout<((2,?),(2,?)):((1,?{div=4}),(2,4))>
  return %r : !fly.layout<((2,?),(2,?)):((1,?{div=4}),(2,4))>
}

