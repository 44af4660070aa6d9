// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// Group E (a slice on a nested composed outer updates the nearest offset):
// the sliced-away index goes into the offset
// next to the plain layout, not the outermost one (that would infer
// `32:2 o 17 o [S<2,0,2> o 8 o 4:1]`, a different function: at i = 0 it
// gives 32:2(17 + S(8)) = 54, the right answer is 32:2(5 + S(20)) = 52).

// slice of a composed layout whose outer is itself composed updates the
// offset nearest to the sliced plain layout (the one inside the brackets):
// c -> 32:2(5 + S<2,0,2>(8 + L(c))) with L(i,3) = i + 12 becomes
// 32:2(5 + S<2,0,2>(20 + i)).
// CHECK-LABEL: func.func @slice_nested_composed
// CHECK: fly.slice(%arg0, %arg1) : (!fly.composed_layout<32:2 o 5 o [S<2,0,2> o 8 o (4,8):(1,4)]>, !fly.int_tuple<(*,3)>) -> !fly.composed_layout<32:2 o 5 o [S<2,0,2> o 20 o 4:1]>
func.func @slice_nested_composed(%c: !fly.composed_layout<32:2 o 5 o [S<2,0,2> o 8 o (4,8):(1,4)]>,
                                 %a: !fly.int_tuple<(*,3)>) {
  %0 = fly.slice(%c, %a) : (!fly.composed_layout<32:2 o 5 o [S<2,0,2> o 8 o (4,8):(1,4)]>, !fly.int_tuple<(*,3)>) -> !fly.composed_layout<32:2 o 5 o [S<2,0,2> o 20 o 4:1]>
  return
}
