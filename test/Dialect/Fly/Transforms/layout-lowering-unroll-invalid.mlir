// RUN: fly-opt %s --fly-layout-lowering -split-input-file -verify-diagnostics
// fly.copy and fly.gemm inputs the verifier accepts but fly-layout-lowering
// cannot unroll into atom calls: an error at the op, naming the mode or
// operand, instead of a partial expansion.

!cp = !fly.copy_atom<!fly.universal_copy<32>, 32>
// Same size (4), different modes: (1,2,2) against (1,4).
func.func @copy_modes_differ(%s: !fly.memref<f32, global, (1,2,2):(0,1,2)>, %d: !fly.memref<f32, register, (1,4):(0,1)>) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !cp
  // expected-error @+1 {{'fly.copy' op cannot be unrolled: source and destination modes differ}}
  fly.copy(%atom, %s, %d) : (!cp, !fly.memref<f32, global, (1,2,2):(0,1,2)>, !fly.memref<f32, register, (1,4):(0,1)>) -> ()
  return
}

// -----

!cp = !fly.copy_atom<!fly.universal_copy<64>, 32>
// One call moves 64 / 32 = 2 values; mode 0 holds 3.
func.func @copy_mode0_not_whole_calls(%s: !fly.memref<f32, global, (3,2):(1,3)>, %d: !fly.memref<f32, register, (3,2):(1,3)>) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !cp
  // expected-error @+1 {{'fly.copy' op cannot be unrolled: mode 0 of the views holds 3 values, not a whole number of calls of '!fly.copy_atom<!fly.universal_copy<64>, 32>' (2 values each)}}
  fly.copy(%atom, %s, %d) : (!cp, !fly.memref<f32, global, (3,2):(1,3)>, !fly.memref<f32, register, (3,2):(1,3)>) -> ()
  return
}

// -----

!cp = !fly.copy_atom<!fly.universal_copy<32>, 32>
// Views (1,4): a predicate has their modes (1,4), one element per call in
// mode 0 with their rest modes ((1,4) again), or just the rest modes (4);
// (1,2) is none of these. The verifier says so, naming the shapes that fit.
func.func @copy_predicate_shape(%s: !fly.memref<f32, global, (1,4):(0,1)>, %d: !fly.memref<f32, register, (1,4):(0,1)>, %p: !fly.memref<i1, register, (1,2):(0,1)>) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !cp
  // expected-error @+1 {{'fly.copy' op the predicate (1,2):(0,1) does not fit the views' modes (1,4): give it the shape (1,4) (a flag per value) or 4 (a flag per rest coordinate)}}
  fly.copy(%atom, %s, %d, %p) : (!cp, !fly.memref<f32, global, (1,4):(0,1)>, !fly.memref<f32, register, (1,4):(0,1)>, !fly.memref<i1, register, (1,2):(0,1)>) -> ()
  return
}

// -----

!cp = !fly.copy_atom<!fly.universal_copy<32>, 32>
// The verifier requires static source, destination and predicate shapes.
func.func @copy_predicate_dynamic_mode(%s: !fly.memref<f32, global, (1,4):(0,1)>, %d: !fly.memref<f32, register, (1,4):(0,1)>, %p: !fly.memref<i1, register, (1,?):(0,1)>) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !cp
  // expected-error @+1 {{'fly.copy' op the predicate (1,?):(0,1) must have a static shape: one flag per call}}
  fly.copy(%atom, %s, %d, %p) : (!cp, !fly.memref<f32, global, (1,4):(0,1)>, !fly.memref<f32, register, (1,4):(0,1)>, !fly.memref<i1, register, (1,?):(0,1)>) -> ()
  return
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!f = !fly.memref<f32, register, (1,2,2):(0,1,2)>
func.func @gemm_traversal_layout_repeats(%d: !f, %a: !f, %b: !f, %c: !f) {
  %atom = fly.make_mma_atom : !fma
  // M = N = K = 2: 8 calls; the stride-0 mode visits calls 0-3 twice.
  %tl = fly.static : !fly.layout<(2,2,2):(1,2,0)>
  // expected-error @+1 {{'fly.gemm' op cannot be unrolled: the traversal layout (2,2,2):(1,2,0) does not visit each of the 8 calls exactly once (index 4)}}
  fly.gemm(%atom, %d, %a, %b, %c) traversalLayout = %tl : (!fma, !f, !f, !f, !f, !fly.layout<(2,2,2):(1,2,0)>) -> ()
  return
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!f = !fly.memref<f32, register, (1,2,2):(0,1,2)>
func.func @gemm_traversal_layout_size(%d: !f, %a: !f, %b: !f, %c: !f) {
  %atom = fly.make_mma_atom : !fma
  %tl = fly.static : !fly.layout<(2,2):(1,2)>
  // expected-error @+1 {{'fly.gemm' op cannot be unrolled: the traversal layout (2,2):(1,2) must be static and of size M*N*K = 8}}
  fly.gemm(%atom, %d, %a, %b, %c) traversalLayout = %tl : (!fma, !f, !f, !f, !f, !fly.layout<(2,2):(1,2)>) -> ()
  return
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!f = !fly.memref<f32, register, (1,2,2):(0,1,2)>
!b = !fly.memref<f32, register, (2,2):(1,2)>
// a (V,M,K) with a rank-2 b: none of the gemm forms.
func.func @gemm_ranks(%d: !f, %a: !f, %b: !b, %c: !f) {
  %atom = fly.make_mma_atom : !fma
  // expected-error @+1 {{'fly.gemm' op cannot be unrolled: a, b and c of ranks 3, 2 and 3 are none of CuTe's gemm forms}}
  fly.gemm(%atom, %d, %a, %b, %c) : (!fma, !f, !f, !b, !f) -> ()
  return
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!a = !fly.memref<f32, register, (2,2):(1,2)>
!b = !fly.memref<f32, register, (3,2):(1,3)>
// (M,K) x (N,K) => (M,N) with N = 3 in b but 2 in c.
func.func @gemm_mode_mismatch(%d: !a, %a: !a, %b: !b, %c: !a) {
  %atom = fly.make_mma_atom : !fma
  // expected-error @+1 {{'fly.gemm' op cannot be unrolled: as (V,M,K), (V,N,K) and (V,M,N), a has M = 2 and K = 2, b has N = 3 and K = 2, c has M = 2 and N = 2}}
  fly.gemm(%atom, %d, %a, %b, %c) : (!fma, !a, !a, !b, !a) -> ()
  return
}
