// RUN: fly-opt %s --convert-fly-to-nvvm -split-input-file -verify-diagnostics
// The D view of an mma_sync call must hold the accumulator's bits, as A, B
// and C must (invalid.mlir): m16n8k8 (and every mma_sync shape) has
// 16*8/32 = 4 accumulator values per lane, 128 bits; a smaller D would
// silently lose values, a larger one take a bitcast of the wrong size.

!m = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>
func.func @mma_d_too_small(%d: !fly.memref<f32, register, 2:1>, %a: !fly.memref<f32, register, 4:1>, %b: !fly.memref<f32, register, 2:1>, %c: !fly.memref<f32, register, 4:1>) {
  %atom = fly.make_mma_atom : !m
  // expected-error @+2 {{operand D holds 64 bits per lane}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!m, !fly.memref<f32, register, 2:1>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, register, 2:1>, !fly.memref<f32, register, 4:1>) -> ()
  return
}

// -----

// Too large: 8 f16 for the 4 f16 accumulator values of m16n8k16 -> f16
// (the lowering bitcasts 2 words to vector<8xf16>, an invalid bitcast).
!m = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f16>>
func.func @mma_d_too_large(%d: !fly.memref<f16, register, 8:1>, %a: !fly.memref<f16, register, 8:1>, %b: !fly.memref<f16, register, 4:1>, %c: !fly.memref<f16, register, 4:1>) {
  %atom = fly.make_mma_atom : !m
  // expected-error @+2 {{operand D holds 128 bits per lane}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!m, !fly.memref<f16, register, 8:1>, !fly.memref<f16, register, 8:1>, !fly.memref<f16, register, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
  return
}
