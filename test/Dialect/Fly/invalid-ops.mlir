// RUN: fly-opt %s -split-input-file -verify-diagnostics
// Negative tests of groups A-G: every rejection is a
// diagnostic at the op, never an assertion. When type inference fails MLIR
// reports the specific error and then "failed to infer returned types"; a
// written result type that is not compatible with the inferred one likewise
// gives "inferred type(s) ... are incompatible" and then the same second error.

// make_int_tuple: the operand count must equal the number of `?` leaves.
func.func @count(%a: i32) {
  // expected-error @+1 {{has 3 operand(s) but the result type '!fly.int_tuple<(?,4)>' has 1 dynamic leaf(s)}}
  %0 = fly.make_int_tuple(%a, %a, %a) : (i32, i32, i32) -> !fly.int_tuple<(?,4)>
  return
}

// -----

// make_int_tuple: each operand has the width of its leaf (i64 for a `?`).
func.func @width(%b: i64) {
  // expected-error @+1 {{operand 0 has type 'i64' but dynamic leaf 0 of '!fly.int_tuple<(4,?)>' is ? (i32)}}
  %0 = fly.make_int_tuple(%b) : (i64) -> !fly.int_tuple<(4,?)>
  return
}

// -----

// make_shape (an alias): an i32 operand for a `?{i64}` leaf.
func.func @width64(%a: i32) {
  // expected-error @+1 {{operand 0 has type 'i32' but dynamic leaf 0 of '!fly.int_tuple<?{i64}>' is ?{i64} (i64)}}
  %0 = fly.make_shape(%a) : (i32) -> !fly.int_tuple<?{i64}>
  return
}

// -----

// fly.static of a type with a dynamic leaf.
func.func @static_dyn() {
  // expected-error @+1 {{has dynamic leaves; fly.static needs a fully static type}}
  %0 = fly.static : !fly.int_tuple<?{div=4}>
  return
}

// -----

// make_layout of non-congruent shape and stride.
func.func @congruent(%s: !fly.int_tuple<(4,8)>, %d: !fly.int_tuple<(1,4,2)>) {
  // expected-error @+2 {{shape (4,8) and stride (1,4,2) are not congruent}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.make_layout(%s, %d) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(1,4,2)>) -> !fly.layout<(4,8):(1,4)>
  return
}

// -----

// make_layout with a zero static extent.
func.func @zero_extent(%s: !fly.int_tuple<(4,0)>, %d: !fly.int_tuple<(1,4)>) {
  // expected-error @+2 {{shape leaf 1 of (4,0) is 0; extents must be positive}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.make_layout(%s, %d) : (!fly.int_tuple<(4,0)>, !fly.int_tuple<(1,4)>) -> !fly.layout<(4,1):(1,4)>
  return
}

// -----

// composition, stride divisibility: (4,8):(1,5) o 8:3 (FlyDSL returns the wrong
// (2,4):(3,5)).
func.func @comp_stride(%a: !fly.layout<(4,8):(1,5)>, %b: !fly.layout<8:3>) {
  // expected-error @+2 {{stride 3 does not divide shape 4 of mode 0 of the layout}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.composition(%a, %b) : (!fly.layout<(4,8):(1,5)>, !fly.layout<8:3>) -> !fly.layout<(2,4):(3,5)>
  return
}

// -----

// composition, shape divisibility: ((2,2)):((2,1)) o 3:1 (FlyDSL aborts).
func.func @comp_shape(%a: !fly.layout<((2,2)):((2,1))>, %b: !fly.layout<3:1>) {
  // expected-error @+2 {{shape 3 is not divisible by the extent 2 it takes from mode 0 of the layout}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.composition(%a, %b) : (!fly.layout<((2,2)):((2,1))>, !fly.layout<3:1>) -> !fly.layout<3:2>
  return
}

// -----

// composition, distributivity: ((3,2),4):((8,4),1) o (2,2):(1,2); the computed
// (2,2):(8,16) gives 24 at index 3 but A(B(3)) = A(3) = 4.
func.func @comp_distrib(%a: !fly.layout<((3,2),4):((8,4),1)>, %b: !fly.layout<(2,2):(1,2)>) {
  // expected-error @+2 {{at index 3 the computed layout (2,2):(8,16) gives 24 but A(B(3)) = A(3) = 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.composition(%a, %b) : (!fly.layout<((3,2),4):((8,4),1)>, !fly.layout<(2,2):(1,2)>) -> !fly.layout<(2,2):(8,16)>
  return
}

// -----

// a divide inherits the admissibility of composition: (4,8):(1,5) / 8:3.
func.func @divide_stride(%a: !fly.layout<(4,8):(1,5)>, %b: !fly.layout<8:3>) {
  // expected-error @+2 {{stride 3 does not divide shape 4 of mode 0 of the layout}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.logical_divide(%a, %b) : (!fly.layout<(4,8):(1,5)>, !fly.layout<8:3>) -> !fly.layout<(2,4):(3,5)>
  return
}

// -----

// complement of a non-injective layout: (8,4):(2,8) in 39 (FlyDSL returns
// (2,0,2):(1,16,32)).
func.func @complement_noninjective(%a: !fly.layout<(8,4):(2,8)>, %n: !fly.int_tuple<39>) {
  // expected-error @+2 {{is not injective}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.complement(%a, %n) : (!fly.layout<(8,4):(2,8)>, !fly.int_tuple<39>) -> !fly.layout<2:1>
  return
}

// -----

// get: mode index out of range at depth 0.
func.func @get_range(%a: !fly.layout<((2,4),8):((1,2),8)>) {
  // expected-error @+2 {{mode index 2 at depth 0 is out of range for ((2,4),8) of rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.get(%a) {mode = array<i32: 2>} : (!fly.layout<((2,4),8):((1,2),8)>) -> !fly.layout<8:8>
  return
}

// -----

// get: mode index out of range at depth 1.
func.func @get_range_nested(%a: !fly.int_tuple<((2,4),8)>) {
  // expected-error @+2 {{mode index 2 at depth 1 is out of range for (2,4) of rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.get(%a) {mode = array<i32: 0, 2>} : (!fly.int_tuple<((2,4),8)>) -> !fly.int_tuple<4>
  return
}

// -----

// take: end beyond the rank.
func.func @take_range(%a: !fly.layout<(2,4,8):(1,2,8)>) {
  // expected-error @+2 {{range [1,4) is invalid for rank 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.take(%a) {begin = 1 : i32, end = 4 : i32} : (!fly.layout<(2,4,8):(1,2,8)>) -> !fly.layout<(4,8):(2,8)>
  return
}

// -----

// select: index beyond the rank.
func.func @select_range(%a: !fly.layout<(2,4,8):(1,2,8)>) {
  // expected-error @+2 {{mode index 3 is out of range for rank 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.select(%a) {indices = array<i32: 3, 0>} : (!fly.layout<(2,4,8):(1,2,8)>) -> !fly.layout<(8,2):(8,1)>
  return
}

// -----

// group: end beyond the rank.
func.func @group_range(%a: !fly.int_tuple<(2,3,4,5)>) {
  // expected-error @+2 {{range [2,5) is invalid for rank 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.group(%a) {begin = 2 : i32, end = 5 : i32} : (!fly.int_tuple<(2,3,4,5)>) -> !fly.int_tuple<(2,3,(4,5))>
  return
}

// -----

// product_like with mismatched profiles: (2,3,4,5) by ((1,1),(1,1)) (FlyDSL
// aborts).
func.func @product_like_profile(%a: !fly.int_tuple<(2,3,4,5)>, %b: !fly.int_tuple<((1,1),(1,1))>) {
  // expected-error @+2 {{mismatched profiles}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.int_tuple_product_like(%a, %b) : (!fly.int_tuple<(2,3,4,5)>, !fly.int_tuple<((1,1),(1,1))>) -> !fly.int_tuple<(6,20)>
  return
}

// -----

// static overflow: the size of (2^32,2^32,4) does not fit in 64 bits.
func.func @size_overflow(%a: !fly.int_tuple<(4294967296,4294967296,4)>) {
  // expected-error @+2 {{static mul of 4294967296 and 4294967296 overflows 64 bits}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.size(%a) : (!fly.int_tuple<(4294967296,4294967296,4)>) -> !fly.int_tuple<0>
  return
}

// -----

// shape_div by a static 0 (FlyDSL: SIGFPE).
func.func @shape_div_zero(%a: !fly.int_tuple<(12,8)>, %b: !fly.int_tuple<(4,0)>) {
  // expected-error @+2 {{static shape_div of 8 by zero}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.shape_div(%a, %b) : (!fly.int_tuple<(12,8)>, !fly.int_tuple<(4,0)>) -> !fly.int_tuple<(3,1)>
  return
}

// -----

// idx2crd through a static stride-0 mode.
func.func @idx2crd_stride0(%i: !fly.int_tuple<5>, %l: !fly.layout<(4,8):(0,1)>) {
  // expected-error @+2 {{mode of shape 4 has stride 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.idx2crd(%i, %l) : (!fly.int_tuple<5>, !fly.layout<(4,8):(0,1)>) -> !fly.int_tuple<(0,5)>
  return
}

// -----

// get_scalar of a tuple with two modes.
func.func @get_scalar_tuple(%a: !fly.int_tuple<(?,4)>) {
  // expected-error @+2 {{expects a single leaf, but (?,4) has 2 modes}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.get_scalar(%a) : (!fly.int_tuple<(?,4)>) -> i32
  return
}

// -----

// a written result type that differs from the inferred one: size of (4,8):(1,4)
// is 32.
func.func @written_size(%l: !fly.layout<(4,8):(1,4)>) {
  // expected-error @+2 {{inferred type(s) '!fly.int_tuple<32>' are incompatible with return type(s) of operation '!fly.int_tuple<16>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.size(%l) : (!fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<16>
  return
}

// -----

// a written layout that differs in a stride of a size-2 mode is not a harmless
// form difference: (4,8):(1,4) o (2,4):(1,2) is (2,4):(1,2).
func.func @written_layout(%l: !fly.layout<(4,8):(1,4)>, %b: !fly.layout<(2,4):(1,2)>) {
  // expected-error @+2 {{inferred type(s) '!fly.layout<(2,4):(1,2)>' are incompatible with return type(s) of operation '!fly.layout<(2,4):(1,4)>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.composition(%l, %b) : (!fly.layout<(4,8):(1,4)>, !fly.layout<(2,4):(1,2)>) -> !fly.layout<(2,4):(1,4)>
  return
}

// -----

// a written dynamic leaf with a wrong divisibility: (?{div=4},3) * (2,5) is
// (?{div=8},15).
func.func @written_div(%a: !fly.int_tuple<(?{div=4},3)>, %b: !fly.int_tuple<(2,5)>) {
  // expected-error @+2 {{inferred type(s) '!fly.int_tuple<(?{div=8},15)>' are incompatible with return type(s) of operation '!fly.int_tuple<(?{div=4},15)>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = fly.int_tuple_mul(%a, %b) : (!fly.int_tuple<(?{div=4},3)>, !fly.int_tuple<(2,5)>) -> !fly.int_tuple<(?{div=4},15)>
  return
}

// -----

// wrong operand type: make_layout of a layout.
func.func @operand_kind(%l: !fly.layout<(4,8):(1,4)>) {
  // expected-error @+1 {{operand #0 must be !fly.int_tuple, but got '!fly.layout<(4,8):(1,4)>'}}
  %0 = fly.make_layout(%l, %l) : (!fly.layout<(4,8):(1,4)>, !fly.layout<(4,8):(1,4)>) -> !fly.layout<(4,8):(1,4)>
  return
}

// -----

// wrong operand type: get_scalar of a layout.
func.func @operand_kind2(%l: !fly.layout<(4,8):(1,4)>) {
  // expected-error @+1 {{operand #0 must be !fly.int_tuple, but got '!fly.layout<(4,8):(1,4)>'}}
  %0 = fly.get_scalar(%l) : (!fly.layout<(4,8):(1,4)>) -> i32
  return
}

// -----

// elem_less with mismatched profiles.
func.func @elem_less_profile(%a: !fly.int_tuple<(2,3)>, %b: !fly.int_tuple<(4,(8,1))>) {
  // expected-error @+1 {{mismatched profiles 3 and (8,1)}}
  %0 = fly.elem_less(%a, %b) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<(4,(8,1))>) -> i1
  return
}

// -----

// A product by a tiler with a negative stride would give negative extents
// (cosize 3:-4 is negative); the op reports it instead of writing an invalid
// layout.
func.func @negative_stride_product(%a: !fly.layout<2:5>, %b: !fly.layout<3:-4>) {
  // expected-error @+2 {{static extents must be positive}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = fly.zipped_product(%a, %b) : (!fly.layout<2:5>, !fly.layout<3:-4>) -> !fly.layout<2:5>
  return
}
