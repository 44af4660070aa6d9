// RUN: fly-opt %s -split-input-file -verify-diagnostics
// Exact inferred types for the kinds of cases FlyDSL's LayoutAlgebra suite
// covers that the other files here do not (FlyDSL's forms;
// docs/reference/algebra.md#coordinate-tensors, #recast). A written type
// that differs from the inferred one
// only by size-1 strides or rank-1 wrappers is accepted, so a round trip
// cannot show the inferred form; each case below writes a wrong type on
// purpose and checks the inferred type quoted in the diagnostic.

// -----

// recast_layout with a ratio that is not a power of two: 24 to 40 bits is 5/3,
// downcast<3>(upcast<5>(L)). upcast<5>(8:5) = 8:1, downcast<3>(8:1) = 24:1.
func.func @recast_ratio_5_3(%l: !fly.layout<8:5>) {
  // expected-error @+2 {{inferred type(s) '!fly.layout<24:1>' are incompatible with return type(s) of operation '!fly.layout<8:1>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = fly.recast_layout(%l) {new_type_bits = 40 : i32, old_type_bits = 24 : i32} : (!fly.layout<8:5>) -> !fly.layout<8:1>
  return
}

// -----

// int_tuple_div divides the coefficient of a scaled basis and keeps its mode:
// (6E0,12E1) / (3,4) = (2E0,3E1).
func.func @div_basis_coefficients() {
  %a = fly.static : !fly.int_tuple<(6E0,12E1)>
  %b = fly.static : !fly.int_tuple<(3,4)>
  // expected-error @+2 {{inferred type(s) '!fly.int_tuple<(2E0,3E1)>' are incompatible with return type(s) of operation '!fly.int_tuple<(2,3)>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = fly.int_tuple_div(%a, %b) : (!fly.int_tuple<(6E0,12E1)>, !fly.int_tuple<(3,4)>) -> !fly.int_tuple<(2,3)>
  return
}

// -----

// logical_divide of an identity layout: complement(4:2, 32) = (2,4):(1,8), and
// (8,4):(1E0,1E1) composed with (4,(2,4)):(2,(1,8)) walks the basis strides:
// 4:2 stays in mode 0 (2E0), 2:1 is 1E0, and 4:8 skips mode 0 into 1E1.
func.func @logical_divide_identity(%l: !fly.layout<(8,4):(1E0,1E1)>, %t: !fly.layout<4:2>) {
  // expected-error @+2 {{inferred type(s) '!fly.layout<(4,(2,4)):(2E0,(1E0,1E1))>' are incompatible with return type(s) of operation '!fly.layout<(4,(2,4)):(2,(1,8))>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = fly.logical_divide(%l, %t) : (!fly.layout<(8,4):(1E0,1E1)>, !fly.layout<4:2>) -> !fly.layout<(4,(2,4)):(2,(1,8))>
  return
}

// -----

// a layout and a divisor wrapped in a rank-1 tuple: the wrapper is dropped, and
// the size-1 mode of the result gets stride 0 (9.2).
func.func @logical_divide_wrapped(%l: !fly.layout<((12,1)):((1,12))>, %t: !fly.layout<((3,1)):((1,3))>) {
  // expected-error @+2 {{inferred type(s) '!fly.layout<((3,1),4):((1,0),3)>' are incompatible with return type(s) of operation '!fly.layout<(3,4):(1,3)>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = fly.logical_divide(%l, %t) : (!fly.layout<((12,1)):((1,12))>, !fly.layout<((3,1)):((1,3))>) -> !fly.layout<(3,4):(1,3)>
  return
}

// -----

// the same for logical_product: ((6,1),(2,1)) with stride 0 for both size-1
// modes.
func.func @logical_product_wrapped(%l: !fly.layout<((6,1)):((1,6))>, %t: !fly.layout<((2,1)):((1,2))>) {
  // expected-error @+2 {{inferred type(s) '!fly.layout<((6,1),(2,1)):((1,0),(6,0))>' are incompatible with return type(s) of operation '!fly.layout<(6,2):(1,6)>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = fly.logical_product(%l, %t) : (!fly.layout<((6,1)):((1,6))>, !fly.layout<((2,1)):((1,2))>) -> !fly.layout<(6,2):(1,6)>
  return
}

// -----

// raked_product of two rank-1 layouts: the tile mode comes first, without
// rank-1 wrappers: (16):(1) raked by (2):(1) is (2,16):(16,1).
func.func @raked_product_rank1(%l: !fly.layout<(16):(1)>, %t: !fly.layout<(2):(1)>) {
  // expected-error @+2 {{inferred type(s) '!fly.layout<(2,16):(16,1)>' are incompatible with return type(s) of operation '!fly.layout<(16,2):(1,16)>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = fly.raked_product(%l, %t) : (!fly.layout<(16):(1)>, !fly.layout<(2):(1)>) -> !fly.layout<(16,2):(1,16)>
  return
}
