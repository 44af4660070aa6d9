// RUN: fly-opt %s --convert-fly-to-nvvm -split-input-file -verify-diagnostics
// RUN: fly-opt %s -split-input-file --fly-convert-atom-call-to-ssa-form --convert-fly-to-nvvm -verify-diagnostics
// With a = smem, fly.mma_atom_call_ssa whose A is a vector (as
// fly-convert-atom-call-to-ssa-form makes of any promotable register view,
// or as a user writes it) is the error the view form gives for an A that is
// not in shared memory (wgmma-invalid.mlir @a_register_for_smem).
// in shared memory (wgmma-invalid.mlir @a_register_for_smem).

!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @a_vector_for_smem(%a: vector<8xf16>, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+2 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>': operand A must be a shared-memory view (a wgmma descriptor), got 'vector<8xf16>'}}
  // expected-error @+1 {{failed to legalize operation}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, vector<8xf16>, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// The same reached from the view form: a register A view (8:1, promotable)
// for an a = smem payload, made SSA by fly-convert-atom-call-to-ssa-form
// (fly-lower-to-nvvm runs it before the conversion; the second RUN line).
// Without that pass, the view form gives the expected error today.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!ra = !fly.memref<f16, register, 8:1>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
!rc = !fly.memref<f32, register, 4:1>
func.func @a_register_view_for_smem(%d: !rc, %a: !ra, %b: !b, %c: !rc) {
  %atom = fly.make_mma_atom : !w
  // expected-error @+2 {{operand A must be a shared-memory view (a wgmma descriptor)}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!w, !rc, !ra, !b, !rc) -> ()
  return
}
