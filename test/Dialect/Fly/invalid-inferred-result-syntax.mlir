// Ops written without their result types: what the parser rejects, and
// inference failures reported at the op as for the written form.
// RUN: fly-opt %s -split-input-file -verify-diagnostics

func.func @not_injective(%a: !fly.layout<(8,4):(2,8)>, %n: !fly.int_tuple<39>) {
  // Strides 2 and 8: mode 0 covers 0..14, so stride 8 falls inside it.
  // expected-error @+1 {{'fly.complement' op complement: the layout (8,4):(2,8) is not injective}}
  %r = fly.complement(%a, %n) : (!fly.layout<(8,4):(2,8)>, !fly.int_tuple<39>)
  return
}

// -----

func.func @attribute_constraint(%l: !fly.layout<(2,4,8):(1,2,8)>) {
  // expected-error @+1 {{custom op 'fly.take' attribute 'begin' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  %t = fly.take(%l) {begin = -1 : i32, end = 3 : i32} : (!fly.layout<(2,4,8):(1,2,8)>)
  return
}

// -----

// A required attribute is checked before inference reads it.
func.func @missing_attribute(%l: !fly.layout<(2,4,8):(1,2,8)>) {
  // expected-error @+1 {{'fly.take' op requires attribute 'begin'}}
  %t = fly.take(%l) {end = 3 : i32} : (!fly.layout<(2,4,8):(1,2,8)>)
  return
}

// -----

// An op whose result type is not inferred needs it written.
func.func @not_inferred(%i: i32) {
  // expected-error @+1 {{expected '->' in function type}}
  %t = fly.make_int_tuple(%i) : (i32)
  return
}

// -----

func.func @operand_count(%l: !fly.layout<(2,4,8):(1,2,8)>) {
  // expected-error @+1 {{custom op 'fly.size' number of operands and types do not match: got 1 operands and 2 types}}
  %t = fly.size(%l) : (!fly.layout<(2,4,8):(1,2,8)>, !fly.layout<(2,4,8):(1,2,8)>)
  return
}

// -----

func.func @arrow_without_type(%l: !fly.layout<(2,4,8):(1,2,8)>) {
  // expected-error @+1 {{expected non-function type}}
  %t = fly.size(%l) : (!fly.layout<(2,4,8):(1,2,8)>) ->
  return
}

// -----

func.func @memory_op(%v: !fly.memref<f16, global, (4,8):(8,1), align<16>>,
                     %i: !fly.int_tuple<(1,2,3)>) {
  // expected-error @+1 {{'fly.memref.load' op crd2idx: coordinate (1,2,3) does not match the shape (4,8)}}
  %x = fly.memref.load(%v, %i) : (!fly.memref<f16, global, (4,8):(8,1), align<16>>, !fly.int_tuple<(1,2,3)>)
  return
}
