// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// RUN: fly-opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// Group G, part 1 (docs/reference/algebra.md, #coalesce to #inverses):
// coalesce,
// composition, complement, right and left inverse. Expected results are the
// worked examples of the reference documents, in FlyDSL's form (stride 0 for
// static size-1 result modes).

// coalesce: flatten, drop size-1 modes, merge contiguous modes:
// (2,(1,6)):(1,(6,2)) -> 12:1, (3,1,9):(1,9,3) -> 27:1, (4,2):(2,8) -> 8:2;
// non-contiguous stays; dynamic (4,?):(1,4) stays.
// CHECK-LABEL: func.func @coalesce
// CHECK: fly.coalesce(%arg0) : (!fly.layout<(2,(1,6)):(1,(6,2))>) -> !fly.layout<12:1>
// CHECK: fly.coalesce(%arg1) : (!fly.layout<(3,1,9):(1,9,3)>) -> !fly.layout<27:1>
// CHECK: fly.coalesce(%arg2) : (!fly.layout<(4,2):(2,8)>) -> !fly.layout<8:2>
// CHECK: fly.coalesce(%arg3) : (!fly.layout<(4,8):(1,8)>) -> !fly.layout<(4,8):(1,8)>
// CHECK: fly.coalesce(%arg4) : (!fly.layout<(4,?):(1,4)>) -> !fly.layout<(4,?):(1,4)>
// CANON-LABEL: func.func @coalesce
// CANON: %[[S:.*]] = fly.static : !fly.layout<12:1>
// CANON-NEXT: return %[[S]]
func.func @coalesce(%arg0: !fly.layout<(2,(1,6)):(1,(6,2))>, %arg1: !fly.layout<(3,1,9):(1,9,3)>, %arg2: !fly.layout<(4,2):(2,8)>, %arg3: !fly.layout<(4,8):(1,8)>, %arg4: !fly.layout<(4,?):(1,4)>) -> !fly.layout<12:1> {
  %0 = fly.coalesce(%arg0) : (!fly.layout<(2,(1,6)):(1,(6,2))>) -> !fly.layout<12:1>
  %1 = fly.coalesce(%arg1) : (!fly.layout<(3,1,9):(1,9,3)>) -> !fly.layout<27:1>
  %2 = fly.coalesce(%arg2) : (!fly.layout<(4,2):(2,8)>) -> !fly.layout<8:2>
  %3 = fly.coalesce(%arg3) : (!fly.layout<(4,8):(1,8)>) -> !fly.layout<(4,8):(1,8)>
  %4 = fly.coalesce(%arg4) : (!fly.layout<(4,?):(1,4)>) -> !fly.layout<(4,?):(1,4)>
  return %0 : !fly.layout<12:1>
}

// coalesce by mode with a profile: (2,(1,6)):(1,(6,2)) with (1,1) ->
// (2,6):(1,2); on a composed layout the outer is coalesced.
// CHECK-LABEL: func.func @coalesce_profile
// CHECK: fly.coalesce(%arg0, %arg1) : (!fly.layout<(2,(1,6)):(1,(6,2))>, !fly.int_tuple<(1,1)>) -> !fly.layout<(2,6):(1,2)>
// CHECK: fly.coalesce(%arg2) : (!fly.composed_layout<S<3,3,3> o 0 o (8,(8,8)):(64,(1,8))>) -> !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>
func.func @coalesce_profile(%arg0: !fly.layout<(2,(1,6)):(1,(6,2))>, %arg1: !fly.int_tuple<(1,1)>, %arg2: !fly.composed_layout<S<3,3,3> o 0 o (8,(8,8)):(64,(1,8))>) {
  %0 = fly.coalesce(%arg0, %arg1) : (!fly.layout<(2,(1,6)):(1,(6,2))>, !fly.int_tuple<(1,1)>) -> !fly.layout<(2,6):(1,2)>
  %1 = fly.coalesce(%arg2) : (!fly.composed_layout<S<3,3,3> o 0 o (8,(8,8)):(64,(1,8))>) -> !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>
  return
}

// composition: (6,2):(8,2) o (4,3):(3,1) = ((2,2),3):((24,2),8); 20:2 o
// (5,4):(4,1) = (5,4):(8,2); (10,2):(16,4) o (5,4):(1,5) =
// (5,(2,2)):(16,(80,4)); stride 0 stays 0.
// CHECK-LABEL: func.func @composition
// CHECK: fly.composition(%arg0, %arg1) : (!fly.layout<(6,2):(8,2)>, !fly.layout<(4,3):(3,1)>) -> !fly.layout<((2,2),3):((24,2),8)>
// CHECK: fly.composition(%arg2, %arg3) : (!fly.layout<20:2>, !fly.layout<(5,4):(4,1)>) -> !fly.layout<(5,4):(8,2)>
// CHECK: fly.composition(%arg4, %arg5) : (!fly.layout<(10,2):(16,4)>, !fly.layout<(5,4):(1,5)>) -> !fly.layout<(5,(2,2)):(16,(80,4))>
// CHECK: fly.composition(%arg6, %arg7) : (!fly.layout<(4,8):(1,4)>, !fly.layout<(2,4):(0,1)>) -> !fly.layout<(2,4):(0,1)>
// CHECK: fly.composition(%arg8, %arg9) : (!fly.layout<(6,9):(19,69)>, !fly.layout<(6,3):(3,1)>) -> !fly.layout<((2,3),3):((57,69),19)>
func.func @composition(%arg0: !fly.layout<(6,2):(8,2)>, %arg1: !fly.layout<(4,3):(3,1)>, %arg2: !fly.layout<20:2>, %arg3: !fly.layout<(5,4):(4,1)>, %arg4: !fly.layout<(10,2):(16,4)>, %arg5: !fly.layout<(5,4):(1,5)>, %arg6: !fly.layout<(4,8):(1,4)>, %arg7: !fly.layout<(2,4):(0,1)>, %arg8: !fly.layout<(6,9):(19,69)>, %arg9: !fly.layout<(6,3):(3,1)>) {
  %0 = fly.composition(%arg0, %arg1) : (!fly.layout<(6,2):(8,2)>, !fly.layout<(4,3):(3,1)>) -> !fly.layout<((2,2),3):((24,2),8)>
  %1 = fly.composition(%arg2, %arg3) : (!fly.layout<20:2>, !fly.layout<(5,4):(4,1)>) -> !fly.layout<(5,4):(8,2)>
  %2 = fly.composition(%arg4, %arg5) : (!fly.layout<(10,2):(16,4)>, !fly.layout<(5,4):(1,5)>) -> !fly.layout<(5,(2,2)):(16,(80,4))>
  %3 = fly.composition(%arg6, %arg7) : (!fly.layout<(4,8):(1,4)>, !fly.layout<(2,4):(0,1)>) -> !fly.layout<(2,4):(0,1)>
  %4 = fly.composition(%arg8, %arg9) : (!fly.layout<(6,9):(19,69)>, !fly.layout<(6,3):(3,1)>) -> !fly.layout<((2,3),3):((57,69),19)>
  return
}

// composition by mode with tiles on (12,(4,8)):(59,(13,1)): [3:4|8:2] ->
// (3,(2,4)):(236,(26,1)); [3|8] -> (3,(4,2)):(59,(13,1)); [3:1|*] ->
// (3,(4,8)):(59,(13,1)).
// CHECK-LABEL: func.func @composition_tile
// CHECK: fly.composition(%arg0, %arg1) : (!fly.layout<(12,(4,8)):(59,(13,1))>, !fly.tile<[3:4|8:2]>) -> !fly.layout<(3,(2,4)):(236,(26,1))>
// CHECK: fly.composition(%arg0, %arg2) : (!fly.layout<(12,(4,8)):(59,(13,1))>, !fly.tile<[3|8]>) -> !fly.layout<(3,(4,2)):(59,(13,1))>
// CHECK: fly.composition(%arg0, %arg3) : (!fly.layout<(12,(4,8)):(59,(13,1))>, !fly.tile<[3:1|*]>) -> !fly.layout<(3,(4,8)):(59,(13,1))>
// CANON-LABEL: func.func @composition_tile
// CANON: %[[S:.*]] = fly.static : !fly.layout<(3,(2,4)):(236,(26,1))>
// CANON-NEXT: return %[[S]]
func.func @composition_tile(%arg0: !fly.layout<(12,(4,8)):(59,(13,1))>, %arg1: !fly.tile<[3:4|8:2]>, %arg2: !fly.tile<[3|8]>, %arg3: !fly.tile<[3:1|*]>) -> !fly.layout<(3,(2,4)):(236,(26,1))> {
  %0 = fly.composition(%arg0, %arg1) : (!fly.layout<(12,(4,8)):(59,(13,1))>, !fly.tile<[3:4|8:2]>) -> !fly.layout<(3,(2,4)):(236,(26,1))>
  %1 = fly.composition(%arg0, %arg2) : (!fly.layout<(12,(4,8)):(59,(13,1))>, !fly.tile<[3|8]>) -> !fly.layout<(3,(4,2)):(59,(13,1))>
  %2 = fly.composition(%arg0, %arg3) : (!fly.layout<(12,(4,8)):(59,(13,1))>, !fly.tile<[3:1|*]>) -> !fly.layout<(3,(4,8)):(59,(13,1))>
  return %0 : !fly.layout<(3,(2,4)):(236,(26,1))>
}

// composition of a composed layout acts on its outer layout: (8,64):(64,1) o
// [4:1|8:1] = (4,8):(64,1); a dynamic layout by a static tile: (?,?):(1,?) o
// [128:1|64:1] = (128,64):(1,?).
// CHECK-LABEL: func.func @composition_composed_dynamic
// CHECK: fly.composition(%arg0, %arg1) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>, !fly.tile<[4:1|8:1]>) -> !fly.composed_layout<S<3,3,3> o 0 o (4,8):(64,1)>
// CHECK: fly.composition(%arg2, %arg3) : (!fly.layout<(?,?):(1,?)>, !fly.tile<[128:1|64:1]>) -> !fly.layout<(128,64):(1,?)>
func.func @composition_composed_dynamic(%arg0: !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>, %arg1: !fly.tile<[4:1|8:1]>, %arg2: !fly.layout<(?,?):(1,?)>, %arg3: !fly.tile<[128:1|64:1]>) {
  %0 = fly.composition(%arg0, %arg1) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>, !fly.tile<[4:1|8:1]>) -> !fly.composed_layout<S<3,3,3> o 0 o (4,8):(64,1)>
  %1 = fly.composition(%arg2, %arg3) : (!fly.layout<(?,?):(1,?)>, !fly.tile<[128:1|64:1]>) -> !fly.layout<(128,64):(1,?)>
  return
}

// complement: (2,2):(1,6) in 24 -> (3,2):(2,12); 4:2 without a size -> 2:1;
// 4:1 in 24 -> 6:4; 6:4 in 24 -> 4:1; (4,6):(1,4) in 24 -> 1:0; 4:2 in 24 ->
// (2,3):(1,8); (4,8):(1,4) in 64 -> 2:32; stride 0 ignored: (4,2):(1,0) in 8
// -> 2:4; rounding up: 3:1 in 32 -> 11:3; non-tractable (2,2):(1,3) in 12 ->
// 2:6.
// CHECK-LABEL: func.func @complement
// CHECK: fly.complement(%arg0, %arg1) : (!fly.layout<(2,2):(1,6)>, !fly.int_tuple<24>) -> !fly.layout<(3,2):(2,12)>
// CHECK: fly.complement(%arg2) : (!fly.layout<4:2>) -> !fly.layout<2:1>
// CHECK: fly.complement(%arg3, %arg1) : (!fly.layout<4:1>, !fly.int_tuple<24>) -> !fly.layout<6:4>
// CHECK: fly.complement(%arg4, %arg1) : (!fly.layout<6:4>, !fly.int_tuple<24>) -> !fly.layout<4:1>
// CHECK: fly.complement(%arg5, %arg1) : (!fly.layout<(4,6):(1,4)>, !fly.int_tuple<24>) -> !fly.layout<1:0>
// CHECK: fly.complement(%arg2, %arg1) : (!fly.layout<4:2>, !fly.int_tuple<24>) -> !fly.layout<(2,3):(1,8)>
// CHECK: fly.complement(%arg6, %arg7) : (!fly.layout<(4,8):(1,4)>, !fly.int_tuple<64>) -> !fly.layout<2:32>
// CHECK: fly.complement(%arg8, %arg9) : (!fly.layout<(4,2):(1,0)>, !fly.int_tuple<8>) -> !fly.layout<2:4>
// CHECK: fly.complement(%arg10, %arg11) : (!fly.layout<3:1>, !fly.int_tuple<32>) -> !fly.layout<11:3>
// CHECK: fly.complement(%arg12, %arg13) : (!fly.layout<(2,2):(1,3)>, !fly.int_tuple<12>) -> !fly.layout<2:6>
// CANON-LABEL: func.func @complement
// CANON: %[[S:.*]] = fly.static : !fly.layout<(3,2):(2,12)>
// CANON-NEXT: return %[[S]]
func.func @complement(%arg0: !fly.layout<(2,2):(1,6)>, %arg1: !fly.int_tuple<24>, %arg2: !fly.layout<4:2>, %arg3: !fly.layout<4:1>, %arg4: !fly.layout<6:4>, %arg5: !fly.layout<(4,6):(1,4)>, %arg6: !fly.layout<(4,8):(1,4)>, %arg7: !fly.int_tuple<64>, %arg8: !fly.layout<(4,2):(1,0)>, %arg9: !fly.int_tuple<8>, %arg10: !fly.layout<3:1>, %arg11: !fly.int_tuple<32>, %arg12: !fly.layout<(2,2):(1,3)>, %arg13: !fly.int_tuple<12>) -> !fly.layout<(3,2):(2,12)> {
  %0 = fly.complement(%arg0, %arg1) : (!fly.layout<(2,2):(1,6)>, !fly.int_tuple<24>) -> !fly.layout<(3,2):(2,12)>
  %1 = fly.complement(%arg2) : (!fly.layout<4:2>) -> !fly.layout<2:1>
  %2 = fly.complement(%arg3, %arg1) : (!fly.layout<4:1>, !fly.int_tuple<24>) -> !fly.layout<6:4>
  %3 = fly.complement(%arg4, %arg1) : (!fly.layout<6:4>, !fly.int_tuple<24>) -> !fly.layout<4:1>
  %4 = fly.complement(%arg5, %arg1) : (!fly.layout<(4,6):(1,4)>, !fly.int_tuple<24>) -> !fly.layout<1:0>
  %5 = fly.complement(%arg2, %arg1) : (!fly.layout<4:2>, !fly.int_tuple<24>) -> !fly.layout<(2,3):(1,8)>
  %6 = fly.complement(%arg6, %arg7) : (!fly.layout<(4,8):(1,4)>, !fly.int_tuple<64>) -> !fly.layout<2:32>
  %7 = fly.complement(%arg8, %arg9) : (!fly.layout<(4,2):(1,0)>, !fly.int_tuple<8>) -> !fly.layout<2:4>
  %8 = fly.complement(%arg10, %arg11) : (!fly.layout<3:1>, !fly.int_tuple<32>) -> !fly.layout<11:3>
  %9 = fly.complement(%arg12, %arg13) : (!fly.layout<(2,2):(1,3)>, !fly.int_tuple<12>) -> !fly.layout<2:6>
  return %0 : !fly.layout<(3,2):(2,12)>
}

// right_inverse: (4,8):(8,1) -> (8,4):(4,1); (3,7,5):(5,15,1) ->
// (5,21):(21,1); (4,8):(1,8) -> 4:1 (index 4 is not hit); 4:2 -> 1:0;
// (4,8):(1,4) -> 32:1.
// CHECK-LABEL: func.func @right_inverse
// CHECK: fly.right_inverse(%arg0) : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(8,4):(4,1)>
// CHECK: fly.right_inverse(%arg1) : (!fly.layout<(3,7,5):(5,15,1)>) -> !fly.layout<(5,21):(21,1)>
// CHECK: fly.right_inverse(%arg2) : (!fly.layout<(4,8):(1,8)>) -> !fly.layout<4:1>
// CHECK: fly.right_inverse(%arg3) : (!fly.layout<4:2>) -> !fly.layout<1:0>
// CHECK: fly.right_inverse(%arg4) : (!fly.layout<(4,8):(1,4)>) -> !fly.layout<32:1>
func.func @right_inverse(%arg0: !fly.layout<(4,8):(8,1)>, %arg1: !fly.layout<(3,7,5):(5,15,1)>, %arg2: !fly.layout<(4,8):(1,8)>, %arg3: !fly.layout<4:2>, %arg4: !fly.layout<(4,8):(1,4)>) {
  %0 = fly.right_inverse(%arg0) : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(8,4):(4,1)>
  %1 = fly.right_inverse(%arg1) : (!fly.layout<(3,7,5):(5,15,1)>) -> !fly.layout<(5,21):(21,1)>
  %2 = fly.right_inverse(%arg2) : (!fly.layout<(4,8):(1,8)>) -> !fly.layout<4:1>
  %3 = fly.right_inverse(%arg3) : (!fly.layout<4:2>) -> !fly.layout<1:0>
  %4 = fly.right_inverse(%arg4) : (!fly.layout<(4,8):(1,4)>) -> !fly.layout<32:1>
  return
}

// left_inverse: (4,8):(8,1) -> (8,4):(4,1); 4:2 -> FlyDSL's (2,4):(0,1).
// CHECK-LABEL: func.func @left_inverse
// CHECK: fly.left_inverse(%arg0) : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(8,4):(4,1)>
// CHECK: fly.left_inverse(%arg1) : (!fly.layout<4:2>) -> !fly.layout<(2,4):(0,1)>
func.func @left_inverse(%arg0: !fly.layout<(4,8):(8,1)>, %arg1: !fly.layout<4:2>) {
  %0 = fly.left_inverse(%arg0) : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(8,4):(4,1)>
  %1 = fly.left_inverse(%arg1) : (!fly.layout<4:2>) -> !fly.layout<(2,4):(0,1)>
  return
}
