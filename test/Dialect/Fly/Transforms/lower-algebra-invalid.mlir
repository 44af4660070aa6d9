// RUN: fly-opt %s --fly-lower-algebra -split-input-file -verify-diagnostics
// fly-lower-algebra on input that does not meet its precondition: each op it
// cannot lower is reported, naming the op and the operand.

// fly-rewrite-func-signature has not run: the layout is a block argument,
// whose dynamic leaves have no SSA values.
func.func @not_normal_form(%l: !fly.layout<(?,4):(1,?)>) -> !fly.int_tuple<?{div=4}> {
  // expected-error @+1 {{'fly.size' op cannot be lowered: operand #0 is not in normal form (run fly-rewrite-func-signature and fly-canonicalize first)}}
  %n = fly.size(%l) : (!fly.layout<(?,4):(1,?)>) -> !fly.int_tuple<?{div=4}>
  return %n : !fly.int_tuple<?{div=4}>
}

// -----

// fly-lower-register-memory has not run: the fragment is not make_view of
// a pointer, so the slice has no pointer to move.
func.func @register_memory_first() -> !fly.memref<f32, register, 4:1> {
  %l = fly.static : !fly.layout<(4,2):(1,4)>
  %r = fly.memref.alloca(%l) : (!fly.layout<(4,2):(1,4)>) -> !fly.memref<f32, register, (4,2):(1,4)>
  %c = fly.static : !fly.int_tuple<(*,1)>
  // expected-error @+1 {{'fly.slice' op cannot be lowered: operand #0 is not make_view of a pointer and a normal-form layout}}
  %s = fly.slice(%r, %c) : (!fly.memref<f32, register, (4,2):(1,4)>, !fly.int_tuple<(*,1)>) -> !fly.memref<f32, register, 4:1>
  return %s : !fly.memref<f32, register, 4:1>
}
