// RUN: fly-opt %s --fly-layout-lowering --canonicalize | FileCheck %s
// right_inverse of a layout with a dynamic extent: CuTe's inverse chain ends
// with the dynamic mode instead of skipping it.

// right_inverse((a,4):(4,1)): all strides are static, only a shape is
// dynamic. L is the row-major a x 4 layout, a bijection onto [0, 4a).
// CuTe (layout.hpp, right_inverse / inverse_seq): coalesce does not merge
// (a*4 != 1); the chain starts at the stride-1 mode 4:1, next stride 4*1 = 4
// is static, so it continues with a:4; the next stride a*4 is dynamic, so
// that mode is included and the chain stops. The strides of R are the
// compact column-major weights of L's shape (a,4), i.e. (1,a), taken in the
// order (mode 1, mode 0): R = (4,a):(a,1), of size 4a (the largest; check:
// i = j + 4m -> R(i) = j*a + m -> L(m, j) = 4m + j = i). No arith: the shape
// leaf and the stride leaf are both a.
// CHECK-LABEL: func.func @right_inverse_dynamic_shape(
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<(4,?)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<(?,1)>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(4,?)>, !fly.int_tuple<(?,1)>) -> !fly.layout<(4,?):(?,1)>
// CHECK-NEXT: return %[[L]]
func.func @right_inverse_dynamic_shape(%a: i32) -> !fly.layout<(4,?):(?,1)> {
  %s = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,4)>
  %d = fly.make_int_tuple() : () -> !fly.int_tuple<(4,1)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,4)>, !fly.int_tuple<(4,1)>) -> !fly.layout<(?,4):(4,1)>
  %r = fly.right_inverse(%l) : (!fly.layout<(?,4):(4,1)>) -> !fly.layout<(4,?):(?,1)>
  return %r : !fly.layout<(4,?):(?,1)>
}
