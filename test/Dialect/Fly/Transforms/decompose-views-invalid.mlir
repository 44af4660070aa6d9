// RUN: fly-opt %s --fly-decompose-views -split-input-file -verify-diagnostics
// Atom calls need plain layouts: a swizzled view read by an atom call that
// fly-decompose-views cannot decompose is reported at the call.

!A = !fly.copy_atom<!fly.universal_copy<64>, 16>
// f16 S<3,3,3>: the period is 2^(3+3+3) elements = 1024 bytes, more than
// the pointer's 16-byte alignment proves.
func.func @unaligned(%g: !fly.ptr<f16, global>, %s: !fly.ptr<f16, shared, align<16>>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !A
  %l = fly.static : !fly.layout<4:1>
  %src = fly.make_view(%g, %l) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
  %cl = fly.static : !fly.composed_layout<S<3,3,3> o 0 o 4:1>
  %dst = fly.make_view(%s, %cl) : (!fly.ptr<f16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o 4:1>) -> !fly.memref<f16, shared, S<3,3,3> o 0 o 4:1, align<16>>
  // expected-error @+1 {{'fly.copy_atom_call' op cannot decompose the swizzled view '!fly.memref<f16, shared, S<3,3,3> o 0 o 4:1, align<16>>': the pointer's alignment (16 bytes) does not cover the swizzle period (1024 bytes)}}
  fly.copy_atom_call(%atom, %src, %dst) : (!A, !fly.memref<f16, global, 4:1>, !fly.memref<f16, shared, S<3,3,3> o 0 o 4:1, align<16>>) -> ()
  return
}

// -----

!A = !fly.copy_atom<!fly.universal_copy<128>, 32>
// Not in weak normal form (fly-rewrite-func-signature and fly-lower-algebra
// have not run): the composed layout with a dynamic offset is a block
// argument, neither make_composed_layout nor static, so its offset has no
// value to move the pointer by.
func.func @not_normal_form(%g: !fly.ptr<f32, global>, %s: !fly.ptr<f32, shared, align<64>>, %cl: !fly.composed_layout<S<2,0,2> o ? o 4:1>) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !A
  %l = fly.static : !fly.layout<4:1>
  %src = fly.make_view(%g, %l) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
  %dst = fly.make_view(%s, %cl) : (!fly.ptr<f32, shared, align<64>>, !fly.composed_layout<S<2,0,2> o ? o 4:1>) -> !fly.memref<f32, shared, S<2,0,2> o ? o 4:1, align<64>>
  // expected-error @+1 {{'fly.copy_atom_call' op cannot decompose the swizzled view '!fly.memref<f32, shared, S<2,0,2> o ? o 4:1, align<64>>': it is not make_view of a pointer and make_composed_layout}}
  fly.copy_atom_call(%atom, %src, %dst) : (!A, !fly.memref<f32, global, 4:1>, !fly.memref<f32, shared, S<2,0,2> o ? o 4:1, align<64>>) -> ()
  return
}
