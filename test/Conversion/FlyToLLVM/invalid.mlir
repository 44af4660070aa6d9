// RUN: fly-opt %s --split-input-file --convert-fly-to-llvm --verify-diagnostics
// What convert-fly-to-llvm cannot convert is an error at the op; the pass
// fails (no crash).

func.func @dynamic_layout(%s: !fly.memref<f32, generic, 2:?>, %d: !fly.memref<f32, generic, 2:1>) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 32>
  // expected-error @+2 {{source '!fly.memref<f32, generic, 2:?>': the layout must be static}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %s, %d) : (!fly.copy_atom<!fly.universal_copy<64>, 32>, !fly.memref<f32, generic, 2:?>, !fly.memref<f32, generic, 2:1>) -> ()
  return
}

// -----

func.func @offset_not_normal(%p: !fly.ptr<f32, global>, %t: !fly.int_tuple<?>) -> !fly.ptr<f32, global> {
  // expected-error @+2 {{dynamic offset '!fly.int_tuple<?>' is not in normal form (a fly.make_int_tuple of its leaf); run fly-layout-lowering first}}
  // expected-error @+1 {{failed to legalize operation}}
  %q = fly.add_offset(%p, %t) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
  return %q : !fly.ptr<f32, global>
}

// -----

func.func @shared_alloc() -> !fly.ptr<f16, shared, align<16>> {
  // expected-error @+2 {{convert-fly-to-llvm lowers only register allocations (make_ptr {allocSize = N}); got '!fly.ptr<f16, shared, align<16>>'}}
  // expected-error @+1 {{failed to legalize operation}}
  %p = fly.make_ptr() {dictAttrs = {allocBytes = 1024 : i64, allocAlign = 16 : i64}} : () -> !fly.ptr<f16, shared, align<16>>
  return %p : !fly.ptr<f16, shared, align<16>>
}

// -----

func.func @composed(%s: !fly.memref<f16, shared, S<1,1,1> o 0 o 2:1, align<4>>, %d: !fly.memref<f16, register, 2:1, align<4>>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 16>
  // expected-error @+2 {{composed layouts must be decomposed}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %s, %d) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.memref<f16, shared, S<1,1,1> o 0 o 2:1, align<4>>, !fly.memref<f16, register, 2:1, align<4>>) -> ()
  return
}

// -----

// A swizzled (composed) view must first be decomposed into a pointer and a
// plain layout (fly-layout-lowering does it).
func.func @composed_view(%s: !fly.memref<f16, shared, S<1,1,1> o 0 o 4:1>, %d: !fly.memref<f16, register, 4:1>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
  // expected-error @+2 {{source '!fly.memref<f16, shared, S<1,1,1> o 0 o 4:1>': composed layouts must be decomposed (fly.decomposition) before the conversion}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %s, %d) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, shared, S<1,1,1> o 0 o 4:1>, !fly.memref<f16, register, 4:1>) -> ()
  return
}

// -----

// A static layout whose values are coordinates (basis strides), not element
// offsets.
func.func @basis_view(%s: !fly.memref<f32, generic, 2:1E0>, %d: !fly.memref<f32, generic, 2:1>) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 32>
  // expected-error @+2 {{source '!fly.memref<f32, generic, 2:1E0>': layout 2:1E0 does not evaluate to a static index}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %s, %d) : (!fly.copy_atom<!fly.universal_copy<64>, 32>, !fly.memref<f32, generic, 2:1E0>, !fly.memref<f32, generic, 2:1>) -> ()
  return
}

// -----

// The 1x1x1 FMA takes one element per operand: a holds two.
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
func.func @fma_a_two_elements(%d: !fly.memref<f32, generic, 1:0>, %a: !fly.memref<f32, generic, 2:1>, %b: !fly.memref<f32, generic, 1:0>, %c: !fly.memref<f32, generic, 1:0>) {
  %atom = fly.make_mma_atom : !fma
  // expected-error @+2 {{universal_fma operand a must be one element of 'f32', got '!fly.memref<f32, generic, 2:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fma, !fly.memref<f32, generic, 1:0>, !fly.memref<f32, generic, 2:1>, !fly.memref<f32, generic, 1:0>, !fly.memref<f32, generic, 1:0>) -> ()
  return
}

// -----

// ... and d holds two.
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
func.func @fma_d_two_elements(%d: !fly.memref<f32, generic, 2:1>, %a: !fly.memref<f32, generic, 1:0>, %b: !fly.memref<f32, generic, 1:0>, %c: !fly.memref<f32, generic, 1:0>) {
  %atom = fly.make_mma_atom : !fma
  // expected-error @+2 {{universal_fma operand d must be one element of 'f32', got '!fly.memref<f32, generic, 2:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fma, !fly.memref<f32, generic, 2:1>, !fly.memref<f32, generic, 1:0>, !fly.memref<f32, generic, 1:0>, !fly.memref<f32, generic, 1:0>) -> ()
  return
}
