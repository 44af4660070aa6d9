// RUN: fly-opt %s --fly-layout-lowering -split-input-file -verify-diagnostics
// fly.copy and fly.gemm forms that cannot be unrolled into atom calls are
// errors at the op, naming what does not fit.

!cp = !fly.copy_atom<!fly.universal_copy<64>, 16>
// Mode 0 holds 6 values: not a whole number of 4-value calls.
func.func @copy_partial_call(%ps: !fly.ptr<f16, global>, %pd: !fly.ptr<f16, global>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !cp
  %l = fly.static : !fly.layout<(6,2):(1,8)>
  %s = fly.make_view(%ps, %l) : (!fly.ptr<f16, global>, !fly.layout<(6,2):(1,8)>) -> !fly.memref<f16, global, (6,2):(1,8)>
  %d = fly.make_view(%pd, %l) : (!fly.ptr<f16, global>, !fly.layout<(6,2):(1,8)>) -> !fly.memref<f16, global, (6,2):(1,8)>
  // expected-error @+1 {{'fly.copy' op cannot be unrolled: mode 0 of the views holds 6 values, not a whole number of calls of '!fly.copy_atom<!fly.universal_copy<64>, 16>' (4 values each)}}
  fly.copy(%atom, %s, %d) : (!cp, !fly.memref<f16, global, (6,2):(1,8)>, !fly.memref<f16, global, (6,2):(1,8)>) -> ()
  return
}

// -----

!cp = !fly.copy_atom<!fly.universal_copy<32>, 16>
// Views (8,2) hold 4 calls per V and 2 rest coordinates; a (3,2) predicate
// has neither 8 (per value) nor 4 (per call) elements in mode 0: the
// verifier names the three shapes that fit.
func.func @copy_predicate_shape(%ps: !fly.ptr<f16, global>, %pd: !fly.ptr<f16, global>, %pp: !fly.ptr<i1, register>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !cp
  %l = fly.static : !fly.layout<(8,2):(1,8)>
  %lp = fly.static : !fly.layout<(3,2):(1,3)>
  %s = fly.make_view(%ps, %l) : (!fly.ptr<f16, global>, !fly.layout<(8,2):(1,8)>) -> !fly.memref<f16, global, (8,2):(1,8)>
  %d = fly.make_view(%pd, %l) : (!fly.ptr<f16, global>, !fly.layout<(8,2):(1,8)>) -> !fly.memref<f16, global, (8,2):(1,8)>
  %p = fly.make_view(%pp, %lp) : (!fly.ptr<i1, register>, !fly.layout<(3,2):(1,3)>) -> !fly.memref<i1, register, (3,2):(1,3)>
  // expected-error @+1 {{'fly.copy' op the predicate (3,2):(1,3) does not fit the views' modes (8,2): give it the shape (8,2) (a flag per value), (4,2) (a flag per call of 2 values) or 2 (a flag per rest coordinate)}}
  fly.copy(%atom, %s, %d, %p) : (!cp, !fly.memref<f16, global, (8,2):(1,8)>, !fly.memref<f16, global, (8,2):(1,8)>, !fly.memref<i1, register, (3,2):(1,3)>) -> ()
  return
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
// a rank 3, b rank 2, c rank 3: none of CuTe's forms.
func.func @gemm_ranks(%pd: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fma
  %l3 = fly.static : !fly.layout<(1,2,2):(0,1,2)>
  %l2 = fly.static : !fly.layout<(1,2):(0,1)>
  %c = fly.make_view(%pd, %l3) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !fly.memref<f32, register, (1,2,2):(0,1,2)>
  %b = fly.make_view(%pd, %l2) : (!fly.ptr<f32, register>, !fly.layout<(1,2):(0,1)>) -> !fly.memref<f32, register, (1,2):(0,1)>
  // expected-error @+1 {{'fly.gemm' op cannot be unrolled: a, b and c of ranks 3, 2 and 3 are none of CuTe's gemm forms}}
  fly.gemm(%atom, %c, %c, %b, %c) : (!fma, !fly.memref<f32, register, (1,2,2):(0,1,2)>, !fly.memref<f32, register, (1,2,2):(0,1,2)>, !fly.memref<f32, register, (1,2):(0,1)>, !fly.memref<f32, register, (1,2,2):(0,1,2)>) -> ()
  return
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
// (M,K) x (N,K) => (M,N) with a of K = 3 but b of K = 2.
func.func @gemm_k_mismatch(%pd: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fma
  %la = fly.static : !fly.layout<(2,3):(1,2)>
  %lb = fly.static : !fly.layout<(2,2):(1,2)>
  %a = fly.make_view(%pd, %la) : (!fly.ptr<f32, register>, !fly.layout<(2,3):(1,2)>) -> !fly.memref<f32, register, (2,3):(1,2)>
  %b = fly.make_view(%pd, %lb) : (!fly.ptr<f32, register>, !fly.layout<(2,2):(1,2)>) -> !fly.memref<f32, register, (2,2):(1,2)>
  // expected-error @+1 {{'fly.gemm' op cannot be unrolled: as (V,M,K), (V,N,K) and (V,M,N), a has M = 2 and K = 3, b has N = 2 and K = 2, c has M = 2 and N = 2}}
  fly.gemm(%atom, %b, %a, %b, %b) : (!fma, !fly.memref<f32, register, (2,2):(1,2)>, !fly.memref<f32, register, (2,3):(1,2)>, !fly.memref<f32, register, (2,2):(1,2)>, !fly.memref<f32, register, (2,2):(1,2)>) -> ()
  return
}

// -----

!w = !fly.copy_atom<!fly.universal_copy<128>, 128>
// 128-bit values on f32 views: one position per call, but the destination
// holds two (two calls' worth) and the source one.
func.func @wide_values_mismatch(%s: !fly.memref<f32, global, 1:0>, %d: !fly.memref<f32, shared, 2:4>) {
  %atom = fly.make_copy_atom {valBits = 128 : i32} : !w
  // expected-error @+1 {{'fly.copy_atom_call' op the source holds 1 and the destination 2 128-bit values; both sides of a copy hold the same}}
  fly.copy_atom_call(%atom, %s, %d) : (!w, !fly.memref<f32, global, 1:0>, !fly.memref<f32, shared, 2:4>) -> ()
  return
}

// -----

!w = !fly.copy_atom<!fly.universal_copy<32>, 8>
// Values wider than the elements need elements of whole bytes: 8-bit values
// of 4-bit elements are not positions of consecutive elements.
func.func @wide_values_sub_byte(%s: !fly.memref<f4E2M1FN, global, 4:1>, %d: !fly.memref<f4E2M1FN, shared, 4:1>) {
  %atom = fly.make_copy_atom {valBits = 8 : i32} : !w
  // expected-error @+1 {{'fly.copy_atom_call' op the source element type 'f4E2M1FN' is not 8 bits wide, as the atom's values are, nor whole bytes dividing them}}
  fly.copy_atom_call(%atom, %s, %d) : (!w, !fly.memref<f4E2M1FN, global, 4:1>, !fly.memref<f4E2M1FN, shared, 4:1>) -> ()
  return
}

// -----

// Mode 0 (3,2):(2,7) holds 6 values, three calls of 2, but its leaf 3 cannot
// be divided by 2:1 (CuTe's divisibility condition fails), so no call
// template exists. Reported at the copy; this used to abort in the middle
// of the expansion (an internal logical_divide whose type could not be
// inferred).
func.func @mode0_not_divisible(%p: !fly.ptr<f32, generic>, %q: !fly.ptr<f32, generic>) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 32>
  %l = fly.static : !fly.layout<((3,2),2):((2,7),20)>
  %s = fly.make_view(%p, %l) : (!fly.ptr<f32, generic>, !fly.layout<((3,2),2):((2,7),20)>) -> !fly.memref<f32, generic, ((3,2),2):((2,7),20)>
  %d = fly.make_view(%q, %l) : (!fly.ptr<f32, generic>, !fly.layout<((3,2),2):((2,7),20)>) -> !fly.memref<f32, generic, ((3,2),2):((2,7),20)>
  // expected-error @+1 {{'fly.copy' op cannot be unrolled: mode 0 of the source view ((3,2),2):((2,7),20) cannot be split into calls of 2 values: mode 0 of the tile: mode 1 of the inner layout: stride 2 does not divide shape 3 of mode 0 of the layout}}
  fly.copy(%atom, %s, %d) : (!fly.copy_atom<!fly.universal_copy<64>, 32>, !fly.memref<f32, generic, ((3,2),2):((2,7),20)>, !fly.memref<f32, generic, ((3,2),2):((2,7),20)>) -> ()
  return
}
