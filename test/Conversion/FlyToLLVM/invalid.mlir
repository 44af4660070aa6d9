// RUN: fly-opt %s --split-input-file --convert-fly-to-llvm --verify-diagnostics
// What convert-fly-to-llvm cannot convert is an error at the op; the pass
// fails (no crash).

// A universal copy takes dynamic strides (copy-dynamic-strides.mlir), read
// from the view's normal form; a view argument has none (its strides are
// known only to fly-rewrite-func-signature / fly-layout-lowering).
func.func @dynamic_stride_not_normal_form(%s: !fly.memref<f32, generic, 2:?>, %d: !fly.memref<f32, generic, 2:1>) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 32>
  // expected-error @+2 {{source '!fly.memref<f32, generic, 2:?>': the values of its dynamic strides are not in normal form (a fly.make_view of a fly.make_layout whose stride is a fly.make_int_tuple of them); run fly-layout-lowering first}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %s, %d) : (!fly.copy_atom<!fly.universal_copy<64>, 32>, !fly.memref<f32, generic, 2:?>, !fly.memref<f32, generic, 2:1>) -> ()
  return
}

// -----

// Only the universal copy and atomic address values through dynamic
// strides; the FMA's operands are one element each, of a static layout.
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
func.func @fma_dynamic_stride(%p: !fly.ptr<f32, generic>, %a: !fly.memref<f32, generic, 1:0>, %b: !fly.memref<f32, generic, 1:0>, %c: !fly.memref<f32, generic, 1:0>, %s: i32) {
  %atom = fly.make_mma_atom : !fma
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<1>
  %st = fly.make_int_tuple(%s) : (i32) -> !fly.int_tuple<?>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<1>, !fly.int_tuple<?>) -> !fly.layout<1:?>
  %d = fly.make_view(%p, %l) : (!fly.ptr<f32, generic>, !fly.layout<1:?>) -> !fly.memref<f32, generic, 1:?>
  // expected-error @+2 {{d '!fly.memref<f32, generic, 1:?>': the layout must be static}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fma, !fly.memref<f32, generic, 1:?>, !fly.memref<f32, generic, 1:0>, !fly.memref<f32, generic, 1:0>, !fly.memref<f32, generic, 1:0>) -> ()
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

// make_ptr allocates register memory or static shared memory (that lowers:
// shared-memory.mlir); a global pointer is not made from nothing.
func.func @global_make_ptr() -> !fly.ptr<f16, global> {
  // expected-error @+2 {{convert-fly-to-llvm lowers fly.make_ptr only as a register allocation {allocSize = N} or a static shared allocation {allocBytes = N, allocAlign = A}; got '!fly.ptr<f16, global>'}}
  // expected-error @+1 {{failed to legalize operation}}
  %p = fly.make_ptr() : () -> !fly.ptr<f16, global>
  return %p : !fly.ptr<f16, global>
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
