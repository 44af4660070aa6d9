// RUN: fly-opt %s --convert-fly-to-nvvm -split-input-file -verify-diagnostics
// A wgmma m64nNk16 thread holds N/2 accumulator values (PTX ISA, the D
// fragment of .m64nNk16: N/2 f32 registers, or N/4 registers of two f16);
// for N = 8 that is 4. A C or D of another size is an error naming the
// operand, what it holds and what the instruction's accumulator is.

// C of 2 values (SSA form; the op's verifier makes the result C's type).
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, (64,16):(64,1), align<1024>, S<3,4,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @c_vector_2(%a: !a, %b: !b, %c: vector<2xf32>) -> vector<2xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+2 {{operand C holds 2 f32 values per thread, but the instruction's accumulator is 4}}
  // expected-error @+1 {{failed to legalize operation}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<2xf32>) -> vector<2xf32>
  return %d : vector<2xf32>
}

// -----

// C of 8 halves for an f16 accumulator of N = 8 (4 halves, 2 registers).
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f16, a = reg>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @c_vector_f16_8(%a: vector<8xf16>, %b: !b, %c: vector<8xf16>) -> vector<8xf16> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+2 {{operand C holds 8 f16 values per thread, but the instruction's accumulator is 4}}
  // expected-error @+1 {{failed to legalize operation}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, vector<8xf16>, !b, vector<8xf16>) -> vector<8xf16>
  return %d : vector<8xf16>
}

// -----

// C view of 2 values (view form).
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, (64,16):(64,1), align<1024>, S<3,4,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
!r4 = !fly.memref<f32, register, 4:1>
!r2 = !fly.memref<f32, register, 2:1>
func.func @c_view_2(%d: !r4, %a: !a, %b: !b, %c: !r2) {
  %atom = fly.make_mma_atom : !w
  // expected-error @+2 {{operand C holds 2 f32 values per thread, but the instruction's accumulator is 4}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!w, !r4, !a, !b, !r2) -> ()
  return
}

// -----

// D view of 2 values, C right (view form): the 4 results would be stored
// into 2 places.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, (64,16):(64,1), align<1024>, S<3,4,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
!r4 = !fly.memref<f32, register, 4:1>
!r2 = !fly.memref<f32, register, 2:1>
func.func @d_view_2(%d: !r2, %a: !a, %b: !b, %c: !r4) {
  %atom = fly.make_mma_atom : !w
  // expected-error @+2 {{operand D holds 2 f32 values per thread, but the instruction's accumulator is 4}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!w, !r2, !a, !b, !r4) -> ()
  return
}
