// RUN: fly-opt %s --fly-expand-copy-gemm -split-input-file -verify-diagnostics
// What fly-expand-copy-gemm cannot unroll is reported at the op (the pass
// fails); views without a static shape never get here, the verifiers of
// fly.copy and fly.gemm reject them.

!A = !fly.copy_atom<!fly.universal_copy<64>, 16>
// A call moves 4 values; mode 0 of (3,2) holds 3.
func.func @not_whole_calls(%src: !fly.memref<f16, global, (3,2):(1,3)>, %dst: !fly.memref<f16, register, (3,2):(1,3)>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !A
  // expected-error @+1 {{'fly.copy' op cannot be unrolled: mode 0 of the views holds 3 values, not a whole number of calls of '!fly.copy_atom<!fly.universal_copy<64>, 16>' (4 values each)}}
  fly.copy(%atom, %src, %dst) : (!A, !fly.memref<f16, global, (3,2):(1,3)>, !fly.memref<f16, register, (3,2):(1,3)>) -> ()
  return
}

// -----

!A = !fly.copy_atom<!fly.universal_copy<64>, 16>
// The same 8 values, but the rest coordinates of (4,2) and (8,1) differ.
func.func @modes_differ(%src: !fly.memref<f16, global, (4,2):(1,4)>, %dst: !fly.memref<f16, register, (8,1):(1,8)>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !A
  // expected-error @+1 {{'fly.copy' op cannot be unrolled: source and destination modes differ}}
  fly.copy(%atom, %src, %dst) : (!A, !fly.memref<f16, global, (4,2):(1,4)>, !fly.memref<f16, register, (8,1):(1,8)>) -> ()
  return
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!GA = !fly.memref<f32, register, (1,2,2,2):(0,1,2,4)>
!GC = !fly.memref<f32, register, (1,2,1):(0,1,0)>
// Rank-4 a and b fit none of CuTe's gemm forms.
func.func @gemm_ranks(%d: !GC, %a: !GA, %b: !GA, %c: !GC) {
  %atom = fly.make_mma_atom : !fma
  // expected-error @+1 {{'fly.gemm' op cannot be unrolled: a, b and c of ranks 4, 4 and 3 are none of CuTe's gemm forms}}
  fly.gemm(%atom, %d, %a, %b, %c) : (!fma, !GC, !GA, !GA, !GC) -> ()
  return
}
