// Runtime checks executed on the host: fly-layout-lowering{runtime-checks=true}
// then the LLVM conversion, run by mlir-runner. Each @bad_* entry breaks one
// kind of assumption and must stop (cf.assert aborts) after printing which op,
// which condition and the input values; each @ok_* entry satisfies every
// assumption of the same op and must return the value worked out by hand in
// its comment. Without the checks, @bad_div would divide by zero (SIGFPE)
// and the others would return wrong answers.
//
// RUN: fly-opt %s --fly-layout-lowering=runtime-checks=true --canonicalize \
// RUN:   | mlir-opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts > %t.mlir
// RUN: mlir-runner %t.mlir -e ok_div -entry-point-result=i32 | FileCheck %s --check-prefix=OK-DIV
// RUN: not --crash mlir-runner %t.mlir -e bad_div -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=BAD-DIV
// RUN: mlir-runner %t.mlir -e ok_shape_div -entry-point-result=i32 | FileCheck %s --check-prefix=OK-SHAPE-DIV
// RUN: not --crash mlir-runner %t.mlir -e bad_shape_div -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=BAD-SHAPE-DIV
// RUN: mlir-runner %t.mlir -e ok_complement -entry-point-result=i32 | FileCheck %s --check-prefix=OK-COMPLEMENT
// RUN: not --crash mlir-runner %t.mlir -e bad_complement -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=BAD-COMPLEMENT
// RUN: not --crash mlir-runner %t.mlir -e bad_complement_gap -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=BAD-GAP
// RUN: mlir-runner %t.mlir -e ok_compose_stride -entry-point-result=i32 | FileCheck %s --check-prefix=OK-STRIDE
// RUN: not --crash mlir-runner %t.mlir -e bad_compose_stride -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=BAD-STRIDE
// RUN: mlir-runner %t.mlir -e ok_compose_shape -entry-point-result=i32 | FileCheck %s --check-prefix=OK-SHAPE
// RUN: not --crash mlir-runner %t.mlir -e bad_compose_shape -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=BAD-SHAPE

// int_tuple_div(a, b) assumes b != 0. 12 / 4 = 3.
// OK-DIV: {{^}}3{{$}}
// BAD-DIV: fly.int_tuple_div at {{.*}}runtime-checks-exec.mlir:[[@LINE+4]]:{{[0-9]+}}: runtime check failed: the divisor is not zero: (in1 != 0) where in1 is dynamic leaf 0 of operand #1; values: in1 = 0
func.func @div(%a: i32, %b: i32) -> i32 {
  %x = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<?>
  %y = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<?>
  %z = fly.int_tuple_div(%x, %y) : (!fly.int_tuple<?>, !fly.int_tuple<?>) -> !fly.int_tuple<?>
  %v = fly.get_scalar(%z) : (!fly.int_tuple<?>) -> i32
  return %v : i32
}
func.func @ok_div() -> i32 {
  %a = arith.constant 12 : i32
  %b = arith.constant 4 : i32
  %r = func.call @div(%a, %b) : (i32, i32) -> i32
  return %r : i32
}
func.func @bad_div() -> i32 {
  %a = arith.constant 12 : i32
  %b = arith.constant 0 : i32
  %r = func.call @div(%a, %b) : (i32, i32) -> i32
  return %r : i32
}

// shape_div(a, b) assumes b != 0 and that one of a, b divides the other.
// shape_div(4, 12) = 1 (4 / 12 is 0, which shape_div makes 1), and
// shape_div(12, 4) = 3: 10 * 1 + 3 = 13. 12 and 5 divide neither way.
// OK-SHAPE-DIV: {{^}}13{{$}}
// BAD-SHAPE-DIV: fly.shape_div at {{.*}}runtime-checks-exec.mlir:[[@LINE+4]]:{{[0-9]+}}: runtime check failed: shape_div: one operand divides the other: (((in0 % in1) == 0) | ((in1 % in0) == 0)) where in0 is dynamic leaf 0 of operand #0, in1 is dynamic leaf 0 of operand #1; values: in0 = 12, in1 = 5
func.func @shape_div(%a: i32, %b: i32) -> i32 {
  %x = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<?>
  %y = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<?>
  %z = fly.shape_div(%x, %y) : (!fly.int_tuple<?>, !fly.int_tuple<?>) -> !fly.int_tuple<?>
  %v = fly.get_scalar(%z) : (!fly.int_tuple<?>) -> i32
  return %v : i32
}
func.func @ok_shape_div() -> i32 {
  %c4 = arith.constant 4 : i32
  %c12 = arith.constant 12 : i32
  %c10 = arith.constant 10 : i32
  %p = func.call @shape_div(%c4, %c12) : (i32, i32) -> i32
  %q = func.call @shape_div(%c12, %c4) : (i32, i32) -> i32
  %p10 = arith.muli %p, %c10 : i32
  %r = arith.addi %p10, %q : i32
  return %r : i32
}
func.func @bad_shape_div() -> i32 {
  %a = arith.constant 12 : i32
  %b = arith.constant 5 : i32
  %r = func.call @shape_div(%a, %b) : (i32, i32) -> i32
  return %r : i32
}

// complement((s0,s1):(3,4), 24) assumes the modes are injective: the first
// mode ends at 3*s0, which must not pass the second stride 4. s0 = 2 breaks
// it (the example of issue 16: 4 / (2*3) = 0, then a remainder by it).
// BAD-COMPLEMENT: fly.complement at {{.*}}runtime-checks-exec.mlir:[[@LINE+6]]:{{[0-9]+}}: runtime check failed: complement: injectivity: the modes of smaller stride end at or before this stride: ((3 * in0) <= 4) where in0 is dynamic leaf 0 of operand #0; values: in0 = 2
func.func @complement_34(%s0: i32, %s1: i32) -> i32 {
  %s = fly.make_int_tuple(%s0, %s1) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %d = fly.make_int_tuple() : () -> !fly.int_tuple<(3,4)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(3,4)>) -> !fly.layout<(?,?):(3,4)>
  %m = fly.make_int_tuple() : () -> !fly.int_tuple<24>
  %c = fly.complement(%l, %m) : (!fly.layout<(?,?):(3,4)>, !fly.int_tuple<24>)
  %n = fly.size(%c) : (!fly.layout<(3,?,?):(1,?{div=3},?{div=4})>)
  %v = fly.get_scalar(%n) : (!fly.int_tuple<?{div=3}>) -> i32
  return %v : i32
}
func.func @bad_complement() -> i32 {
  %s0 = arith.constant 2 : i32
  %s1 = arith.constant 1 : i32
  %r = func.call @complement_34(%s0, %s1) : (i32, i32) -> i32
  return %r : i32
}

// complement((s0,s1):(2,4), 24) with (s0,s1) = (2,3): the layout is
// (2,3):(2,4) = 6:2 (indices 0,2,...,10), whose complement in 24 is
// (2,2):(1,12): size 4. Dynamically: (2,1,2):(1,4,12), also size 4.
// OK-COMPLEMENT: {{^}}4{{$}}
func.func @complement_24(%s0: i32, %s1: i32) -> i32 {
  %s = fly.make_int_tuple(%s0, %s1) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %d = fly.make_int_tuple() : () -> !fly.int_tuple<(2,4)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(2,4)>) -> !fly.layout<(?,?):(2,4)>
  %m = fly.make_int_tuple() : () -> !fly.int_tuple<24>
  %c = fly.complement(%l, %m) : (!fly.layout<(?,?):(2,4)>, !fly.int_tuple<24>)
  %n = fly.size(%c) : (!fly.layout<(2,?,?):(1,?{div=2},?{div=4})>)
  %v = fly.get_scalar(%n) : (!fly.int_tuple<?{div=2}>) -> i32
  return %v : i32
}
func.func @ok_complement() -> i32 {
  %s0 = arith.constant 2 : i32
  %s1 = arith.constant 3 : i32
  %r = func.call @complement_24(%s0, %s1) : (i32, i32) -> i32
  return %r : i32
}

// complement((s0,s1):(2,5), 40) with s0 = 2: the first mode ends at 4 <= 5
// (injective), but 4 does not divide 5, so the gap 5 / 4 rounds down and the
// result would not fill the codomain.
// BAD-GAP: fly.complement at {{.*}}runtime-checks-exec.mlir:[[@LINE+6]]:{{[0-9]+}}: runtime check failed: complement: the extent of the modes of smaller stride divides this stride: ((5 % (2 * in0)) == 0) where in0 is dynamic leaf 0 of operand #0; values: in0 = 2
func.func @complement_25(%s0: i32, %s1: i32) -> i32 {
  %s = fly.make_int_tuple(%s0, %s1) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %d = fly.make_int_tuple() : () -> !fly.int_tuple<(2,5)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(2,5)>) -> !fly.layout<(?,?):(2,5)>
  %m = fly.make_int_tuple() : () -> !fly.int_tuple<40>
  %c = fly.complement(%l, %m) : (!fly.layout<(?,?):(2,5)>, !fly.int_tuple<40>)
  %n = fly.size(%c) : (!fly.layout<(2,?,?):(1,?{div=2},?{div=5})>)
  %v = fly.get_scalar(%n) : (!fly.int_tuple<?{div=2}>) -> i32
  return %v : i32
}
func.func @bad_complement_gap() -> i32 {
  %s0 = arith.constant 2 : i32
  %s1 = arith.constant 2 : i32
  %r = func.call @complement_25(%s0, %s1) : (i32, i32) -> i32
  return %r : i32
}

// composition(A, 4:3) with A = (s0,s1):(1,100) divides the stride 3 out of
// A's first mode, which assumes that 3 and s0 divide one another (or that
// the 4 elements end inside it). s0 = 6: A o B = (2,2):(3,100), and
// (A o B)(3) = 3 + 100 = 103 = A(9) (9 is (3,1) in (6,s1)).
// s0 = 4 breaks it: 3 and 4 divide neither way and 4 > ceil(4/3).
// OK-STRIDE: {{^}}103{{$}}
// BAD-STRIDE: fly.composition at {{.*}}runtime-checks-exec.mlir:[[@LINE+6]]:{{[0-9]+}}: runtime check failed: {{.*}}stride divisibility: the remaining stride and the shape of mode 0 of the layout divide one another, or the rest ends inside it: {{.*}} where in0 is dynamic leaf 0 of operand #0; values: in0 = 4
func.func @compose_stride(%s0: i32, %s1: i32) -> i32 {
  %s = fly.make_int_tuple(%s0, %s1) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %d = fly.make_int_tuple() : () -> !fly.int_tuple<(1,100)>
  %a = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(1,100)>) -> !fly.layout<(?,?):(1,100)>
  %b = fly.static : !fly.layout<4:3>
  %c = fly.composition(%a, %b) : (!fly.layout<(?,?):(1,100)>, !fly.layout<4:3>)
  %i = fly.static : !fly.int_tuple<3>
  %x = fly.crd2idx(%i, %c) : (!fly.int_tuple<3>, !fly.layout<(?,?):(3,?{div=100})>)
  %v = fly.get_scalar(%x) : (!fly.int_tuple<?>) -> i32
  return %v : i32
}
func.func @ok_compose_stride() -> i32 {
  %s0 = arith.constant 6 : i32
  %s1 = arith.constant 5 : i32
  %r = func.call @compose_stride(%s0, %s1) : (i32, i32) -> i32
  return %r : i32
}
func.func @bad_compose_stride() -> i32 {
  %s0 = arith.constant 4 : i32
  %s1 = arith.constant 5 : i32
  %r = func.call @compose_stride(%s0, %s1) : (i32, i32) -> i32
  return %r : i32
}

// composition(A, 6:1) with A = (s0,s1):(1,100) takes min(s0, 6) elements
// from A's first mode, which assumes that this extent divides 6. s0 = 3:
// A o B = (3,2):(1,100), and (A o B)(5) = 2 + 100 = 102 = A(5) (5 is (2,1)).
// s0 = 4 breaks it: 4 does not divide 6.
// OK-SHAPE: {{^}}102{{$}}
// BAD-SHAPE: fly.composition at {{.*}}runtime-checks-exec.mlir:[[@LINE+6]]:{{[0-9]+}}: runtime check failed: {{.*}}shape divisibility: the remaining shape is divisible by the extent it takes from mode 0 of the layout: {{.*}} where in0 is dynamic leaf 0 of operand #0; values: in0 = 4
func.func @compose_shape(%s0: i32, %s1: i32) -> i32 {
  %s = fly.make_int_tuple(%s0, %s1) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %d = fly.make_int_tuple() : () -> !fly.int_tuple<(1,100)>
  %a = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(1,100)>) -> !fly.layout<(?,?):(1,100)>
  %b = fly.static : !fly.layout<6:1>
  %c = fly.composition(%a, %b) : (!fly.layout<(?,?):(1,100)>, !fly.layout<6:1>)
  %i = fly.static : !fly.int_tuple<5>
  %x = fly.crd2idx(%i, %c) : (!fly.int_tuple<5>, !fly.layout<(?,?):(1,?{div=100})>)
  %v = fly.get_scalar(%x) : (!fly.int_tuple<?>) -> i32
  return %v : i32
}
func.func @ok_compose_shape() -> i32 {
  %s0 = arith.constant 3 : i32
  %s1 = arith.constant 5 : i32
  %r = func.call @compose_shape(%s0, %s1) : (i32, i32) -> i32
  return %r : i32
}
func.func @bad_compose_shape() -> i32 {
  %s0 = arith.constant 4 : i32
  %s1 = arith.constant 5 : i32
  %r = func.call @compose_shape(%s0, %s1) : (i32, i32) -> i32
  return %r : i32
}
