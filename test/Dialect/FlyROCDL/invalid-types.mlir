// RUN: fly-opt %s -split-input-file -verify-diagnostics
// Negative tests of the fly_rocdl payload types,
// atom.set_value on their runtime fields (9.5), get_buffer_rsrc (7.1) and
// the payload parser. One case per verifier rule of CopyPayloads.cpp and
// MmaPayloads.cpp, with the message the verifier emits. A bad payload is
// reported at the type, before any op sees it.

// cdna3.buffer_copy moves 8, 16, 32, 64, 96 or 128 bits.
func.func @buffer_copy_bits() {
  // expected-error @+1 {{cdna3.buffer_copy moves 8, 16, 32, 64, 96 or 128 bits, got 48}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<48>, 16>
  return
}

// -----

// The cache policy is a 3-bit field (0 cached, 2 non-temporal).
func.func @buffer_copy_cache_high() {
  // expected-error @+1 {{cdna3.buffer_copy cache policy must be in 0..7, got 8}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32, cache = 8>, 16>
  return
}

// -----

// A negative cache policy.
func.func @buffer_copy_cache_negative() {
  // expected-error @+1 {{cdna3.buffer_copy cache policy must be in 0..7, got -1}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32, cache = -1>, 16>
  return
}

// -----

// cdna3.buffer_copy_lds: 32 or 128 bits; there is no 8-byte LDS DMA.
func.func @buffer_copy_lds_bits() {
  // expected-error @+1 {{cdna3.buffer_copy_lds moves 32 bits (or 128 on gfx950), got 64}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<64>, 16>
  return
}

// -----

// buffer_atomic<add> is the f32 fadd only.
func.func @buffer_atomic_add_int() {
  // expected-error @+1 {{cdna3.buffer_atomic<add> needs f32, vector<2xf16> or vector<2xbf16>, got 'i32'}}
  %0 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, i32>, 32>
  return
}

// -----

// 16-bit and 64-bit float adds fail instruction selection: f32 only.
func.func @buffer_atomic_add_bf16() {
  // expected-error @+1 {{cdna3.buffer_atomic<add> needs f32, vector<2xf16> or vector<2xbf16>, got 'bf16'}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, bf16>, 16>
  return
}

// -----

// Packed adds are pairs of 16-bit floats (buffer_atomic_pk_add_f16/bf16);
// four of them are no buffer atomic.
func.func @buffer_atomic_add_vector() {
  // expected-error @+1 {{cdna3.buffer_atomic<add> needs f32, vector<2xf16> or vector<2xbf16>, got 'vector<4xf16>'}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, vector<4xf16>>, 16>
  return
}

// -----

// buffer_atomic<max>: fmax on f32, smax on i32; not i64.
func.func @buffer_atomic_max_i64() {
  // expected-error @+1 {{cdna3.buffer_atomic<max> needs f32 or i32, got 'i64'}}
  %0 = fly.make_copy_atom {valBits = 64 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, i64>, 64>
  return
}

// -----

// Nor f64.
func.func @buffer_atomic_max_f64() {
  // expected-error @+1 {{cdna3.buffer_atomic<max> needs f32 or i32, got 'f64'}}
  %0 = fly.make_copy_atom {valBits = 64 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, f64>, 64>
  return
}

// -----

// buffer_atomic<min> is umin on i32 only.
func.func @buffer_atomic_min_float() {
  // expected-error @+1 {{cdna3.buffer_atomic<min> needs i32 (unsigned min), got 'f32'}}
  %0 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<min, f32>, 32>
  return
}

// -----

// Only add, max and min have buffer atomics.
func.func @buffer_atomic_op() {
  // expected-error @+1 {{cdna3.buffer_atomic supports add, max and min, got and}}
  %0 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<and, i32>, 32>
  return
}

// -----

// Not an atomic_op keyword at all: a parse error.
func.func @buffer_atomic_unknown_op() {
  // expected-error @+1 {{unknown atomic op 'xor'}}
  %0 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<xor, i32>, 32>
  return
}

// -----

// lds_read_trans: only (4b,64), (8b,64), (6b,96), (16b,64).
func.func @lds_read_trans_pair() {
  // expected-error @+1 {{cdna4.lds_read_trans supports (trans, bits) = (4b, 64), (8b, 64), (6b, 96), (16b, 64), got (8b, 96)}}
  %0 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 8b, 96>, 8>
  return
}

// -----

// tr16 reads 64 bits, not 128.
func.func @lds_read_trans_pair_16() {
  // expected-error @+1 {{cdna4.lds_read_trans supports (trans, bits) = (4b, 64), (8b, 64), (6b, 96), (16b, 64), got (16b, 128)}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 128>, 16>
  return
}

// -----

// The granularity is written with a `b` suffix.
func.func @lds_read_trans_no_b() {
  // expected-error @+2 {{expected 'b'}}
  // expected-error @+1 {{expected trans = 4b, 6b, 8b or 16b}}
  %0 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 8, 64>, 8>
  return
}

// -----

// Async LDS loads move 32, 96 or 128 bits.
func.func @buffer_load_async_lds_bits() {
  // expected-error @+1 {{cdna4.buffer_load_async_lds moves 32, 96 or 128 bits, got 64}}
  %0 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<64>, 32>
  return
}

// -----

// The same rule for the global form.
func.func @global_load_async_lds_bits() {
  // expected-error @+1 {{cdna4.global_load_async_lds moves 32, 96 or 128 bits, got 16}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.global_load_async_lds<16>, 16>
  return
}

// -----

// gfx1250.tdm: rank in 1..5.
func.func @tdm_rank_zero() {
  // expected-error @+1 {{TDM rank must be in [1, 5], got 0}}
  %0 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 0>, 0>
  return
}

// -----

// Rank 6 is one too many.
func.func @tdm_rank_six() {
  // expected-error @+1 {{TDM rank must be in [1, 5], got 6}}
  %0 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 6>, 0>
  return
}

// -----

// warps must be a positive power of two.
func.func @tdm_warps_three() {
  // expected-error @+1 {{numWarps must be a positive power of two, got 3}}
  %0 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 3>, 0>
  return
}

// -----

// Zero warps.
func.func @tdm_warps_zero() {
  // expected-error @+1 {{numWarps must be a positive power of two, got 0}}
  %0 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 0>, 0>
  return
}

// -----

// pad = interval, amount: both zero or both non-zero.
func.func @tdm_pad_one_sided() {
  // expected-error @+1 {{padInterval and padAmount must both be zero or both non-zero}}
  %0 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, pad = 8, 0>, 0>
  return
}

// -----

// The other way round.
func.func @tdm_pad_one_sided_amount() {
  // expected-error @+1 {{padInterval and padAmount must both be zero or both non-zero}}
  %0 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, pad = 0, 4>, 0>
  return
}

// -----

// The pad interval is a power of two (in elements).
func.func @tdm_pad_interval() {
  // expected-error @+1 {{padInterval must be a power of two (in elements), got 6}}
  %0 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, pad = 6, 2>, 0>
  return
}

// -----

// A negative interval.
func.func @tdm_pad_interval_negative() {
  // expected-error @+1 {{padInterval must be a power of two (in elements), got -4}}
  %0 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, pad = -4, 2>, 0>
  return
}

// -----

// The cache policy is non-negative.
func.func @tdm_cache_negative() {
  // expected-error @+1 {{gfx1250.tdm cache policy must be non-negative, got -1}}
  %0 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, cache = -1>, 0>
  return
}

// -----

// `rank` is positional: it must come first.
func.func @tdm_rank_first() {
  // expected-error @+1 {{expected 'rank'}}
  %0 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<warps = 2, rank = 2>, 0>
  return
}

// -----

// cdna3.mfma: M = N (FlyDSL asserts here; this reports).
func.func @mfma_m_ne_n() {
  // expected-error @+1 {{invalid MNK dimensions for CDNA3 MFMA: 16x32x8}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x32x8, (f16, f16) -> f32>>
  return
}

// -----

// M = N must be 4, 16 or 32.
func.func @mfma_mn_8() {
  // expected-error @+1 {{invalid MNK dimensions for CDNA3 MFMA: 8x8x4}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<8x8x4, (f16, f16) -> f32>>
  return
}

// -----

// K must be positive.
func.func @mfma_k_zero() {
  // expected-error @+1 {{invalid MNK dimensions for CDNA3 MFMA: 16x16x0}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x0, (f16, f16) -> f32>>
  return
}

// -----

// The shape has three dimensions (parse error).
func.func @mfma_two_dims() {
  // expected-error @+1 {{expected an MxNxK shape}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16, (f16, f16) -> f32>>
  return
}

// -----

// An i8 operand needs the other one to be i8 too.
func.func @mfma_int_mixed() {
  // expected-error @+1 {{integer MFMA requires both A and B to be i8}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, f8E4M3FNUZ) -> i32>>
  return
}

// -----

// Also when the i8 is B.
func.func @mfma_int_mixed_b() {
  // expected-error @+1 {{integer MFMA requires both A and B to be i8}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f16, i8) -> i32>>
  return
}

// -----

// i8 x i8 accumulates in i32.
func.func @mfma_int_acc() {
  // expected-error @+1 {{integer MFMA requires i32 accumulator, got 'f32'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> f32>>
  return
}

// -----

// Float MFMA accumulates in f32.
func.func @mfma_float_acc() {
  // expected-error @+1 {{elemTyAcc must be f32, got 'f16'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f16>>
  return
}

// -----

// f64 is not an MFMA input type here.
func.func @mfma_a_type() {
  // expected-error @+1 {{elemTyA must be f16, bf16, f32, f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3FN or f8E5M2, got 'f64'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f64, f64) -> f32>>
  return
}

// -----

// A bad B type (i16 is not i8, so the float rules apply).
func.func @mfma_b_type() {
  // expected-error @+1 {{elemTyB must be f16, bf16, f32, f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3FN or f8E5M2, got 'i16'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, i16) -> f32>>
  return
}

// -----

// A and B have the same type unless both are 8-bit floats.
func.func @mfma_ab_mismatch() {
  // expected-error @+1 {{MFMA A and B must have the same element type (or both be 8-bit floats), got 'f16' and 'bf16'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, bf16) -> f32>>
  return
}

// -----

// An fp8 A with an f16 B.
func.func @mfma_ab_mismatch_f8() {
  // expected-error @+1 {{MFMA A and B must have the same element type (or both be 8-bit floats), got 'f8E4M3FNUZ' and 'f16'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f16) -> f32>>
  return
}

// -----

// cdna4.mfma_scale: 16x16x128 or 32x32x64 only.
func.func @mfma_scale_shape() {
  // expected-error @+1 {{unsupported MNK for CDNA4 MFMA_Scale: 16x16x64 (expected 16x16x128 or 32x32x64)}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x64, (f8E4M3FN, f8E4M3FN) -> f32>>
  return
}

// -----

// 32x32x128 is not a shape either.
func.func @mfma_scale_shape_32() {
  // expected-error @+1 {{unsupported MNK for CDNA4 MFMA_Scale: 32x32x128 (expected 16x16x128 or 32x32x64)}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x128, (f8E4M3FN, f8E4M3FN) -> f32>>
  return
}

// -----

// The accumulator is f32.
func.func @mfma_scale_acc() {
  // expected-error @+1 {{elemTyAcc must be f32, got 'f16'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f16>>
  return
}

// -----

// A is one of the OCP f8/f6/f4 formats.
func.func @mfma_scale_a_type() {
  // expected-error @+1 {{elemTyA must be one of f8E4M3FN, f8E5M2, f6E2M3FN, f6E3M2FN, f4E2M1FN, got 'f16'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f16, f8E4M3FN) -> f32>>
  return
}

// -----

// FNUZ fp8 is not a scaled format.
func.func @mfma_scale_b_fnuz() {
  // expected-error @+1 {{elemTyB must be one of f8E4M3FN, f8E5M2, f6E2M3FN, f6E3M2FN, f4E2M1FN, got 'f8E4M3FNUZ'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FNUZ) -> f32>>
  return
}

// -----

// opselA in 0..3.
func.func @mfma_scale_opsel_a() {
  // expected-error @+1 {{opselA must be in [0, 3], got 4}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 4>>
  return
}

// -----

// opselB in 0..3.
func.func @mfma_scale_opsel_b() {
  // expected-error @+1 {{opselB must be in [0, 3], got -1}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E4M3FN, f8E4M3FN) -> f32, opselB = -1>>
  return
}

// -----

// gfx11.wmma: 16x16x16 only.
func.func @gfx11_shape() {
  // expected-error @+1 {{GFX11 WMMA requires M=N=K=16, got 16x16x32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x32, (f16, f16) -> f32>>
  return
}

// -----

// No 16-bit accumulators.
func.func @gfx11_f16_acc() {
  // expected-error @+1 {{unsupported GFX11 WMMA configuration: ('f16', 'f16') -> 'f16'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (f16, f16) -> f16>>
  return
}

// -----

// iu8 and iu4 do not mix.
func.func @gfx11_iu_mixed() {
  // expected-error @+1 {{unsupported GFX11 WMMA configuration: ('i8', 'i4') -> 'i32'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (i8, i4) -> i32>>
  return
}

// -----

// Integer WMMA accumulates in i32.
func.func @gfx11_int_acc() {
  // expected-error @+1 {{unsupported GFX11 WMMA configuration: ('i8', 'i8') -> 'f32'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (i8, i8) -> f32>>
  return
}

// -----

// signA on a float WMMA.
func.func @gfx11_sign_float() {
  // expected-error @+1 {{signA/signB/clamp are only valid for integer (iu4/iu8) WMMA}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (f16, f16) -> f32, signA = true>>
  return
}

// -----

// clamp on a float WMMA.
func.func @gfx11_clamp_float() {
  // expected-error @+1 {{signA/signB/clamp are only valid for integer (iu4/iu8) WMMA}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (bf16, bf16) -> f32, clamp = true>>
  return
}

// -----

// gfx120x.wmma: 16x16x16 only (FlyDSL's wording).
func.func @gfx120x_shape() {
  // expected-error @+1 {{GFX120X WMMA requires M=N=K=16, got 16x16x32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x32, (f16, f16) -> f32>>
  return
}

// -----

// gfx120x has the float forms only.
func.func @gfx120x_int() {
  // expected-error @+1 {{unsupported GFX120X WMMA configuration: ('i8', 'i8') -> 'i32'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (i8, i8) -> i32>>
  return
}

// -----

// f16 and bf16 do not mix.
func.func @gfx120x_mixed() {
  // expected-error @+1 {{unsupported GFX120X WMMA configuration: ('f16', 'bf16') -> 'f32'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (f16, bf16) -> f32>>
  return
}

// -----

// The fp8 forms are OCP, not FNUZ.
func.func @gfx120x_fnuz() {
  // expected-error @+1 {{unsupported GFX120X WMMA configuration: ('f8E4M3FNUZ', 'f8E4M3FNUZ') -> 'f32'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>
  return
}

// -----

// signB on a float WMMA.
func.func @gfx120x_sign_float() {
  // expected-error @+1 {{signA/signB/clamp are only valid for integer (iu4/iu8) WMMA}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (f16, f16) -> f32, signB = true>>
  return
}

// -----

// gfx1250.wmma: M = N = 16.
func.func @gfx1250_mn() {
  // expected-error @+1 {{GFX1250 WMMA requires M=N=16, got 32x16}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<32x16x32, (f16, f16) -> f32>>
  return
}

// -----

// f16 runs at K = 32, not 16.
func.func @gfx1250_f16_k16() {
  // expected-error @+1 {{unsupported GFX1250 WMMA configuration: 16x16x16, ('f16', 'f16') -> 'f32'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x16, (f16, f16) -> f32>>
  return
}

// -----

// bf16 accumulates in f32 or bf16, not f16.
func.func @gfx1250_bf16_f16_acc() {
  // expected-error @+1 {{unsupported GFX1250 WMMA configuration: 16x16x32, ('bf16', 'bf16') -> 'f16'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (bf16, bf16) -> f16>>
  return
}

// -----

// f32 runs at K = 4 only.
func.func @gfx1250_f32_k32() {
  // expected-error @+1 {{unsupported GFX1250 WMMA configuration: 16x16x32, ('f32', 'f32') -> 'f32'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (f32, f32) -> f32>>
  return
}

// -----

// iu8 runs at K = 64.
func.func @gfx1250_iu8_k32() {
  // expected-error @+1 {{unsupported GFX1250 WMMA configuration: 16x16x32, ('i8', 'i8') -> 'i32'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (i8, i8) -> i32>>
  return
}

// -----

// iu4 runs at K = 32.
func.func @gfx1250_iu4_k64() {
  // expected-error @+1 {{unsupported GFX1250 WMMA configuration: 16x16x64, ('i4', 'i4') -> 'i32'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (i4, i4) -> i32>>
  return
}

// -----

// fp8 runs at K = 64 or 128.
func.func @gfx1250_fp8_k32() {
  // expected-error @+1 {{unsupported GFX1250 WMMA configuration: 16x16x32, ('f8E4M3FN', 'f8E4M3FN') -> 'f32'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (f8E4M3FN, f8E4M3FN) -> f32>>
  return
}

// -----

// The fp8 forms are OCP, not FNUZ.
func.func @gfx1250_fnuz() {
  // expected-error @+1 {{unsupported GFX1250 WMMA configuration: 16x16x64, ('f8E4M3FNUZ', 'f8E4M3FNUZ') -> 'f32'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>
  return
}

// -----

// fp8 accumulates in f32 or f16, not bf16.
func.func @gfx1250_fp8_bf16_acc() {
  // expected-error @+1 {{unsupported GFX1250 WMMA configuration: 16x16x128, ('f8E4M3FN', 'f8E5M2') -> 'bf16'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E4M3FN, f8E5M2) -> bf16>>
  return
}

// -----

// signA on an fp8 WMMA.
func.func @gfx1250_sign_float() {
  // expected-error @+1 {{signA/signB/clamp are only valid for integer (iu4/iu8) WMMA}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E4M3FN, f8E4M3FN) -> f32, signA = true>>
  return
}

// -----

// gfx1250.wmma_scale: blockSize 16 or 32.
func.func @wmma_scale_block() {
  // expected-error @+1 {{blockSize must be 16 or 32, got 8}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, blockSize = 8>>
  return
}

// -----

// 16x16x128 or 32x16x128 only.
func.func @wmma_scale_shape() {
  // expected-error @+1 {{unsupported MNK for GFX1250 WMMA_Scale: 16x16x64 (expected 16x16x128 or 32x16x128)}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x64, (f8E4M3FN, f8E4M3FN) -> f32>>
  return
}

// -----

// 16x32x128 is not 32x16x128.
func.func @wmma_scale_shape_16x32() {
  // expected-error @+1 {{unsupported MNK for GFX1250 WMMA_Scale: 16x32x128 (expected 16x16x128 or 32x16x128)}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x32x128, (f4E2M1FN, f4E2M1FN) -> f32>>
  return
}

// -----

// 32x16x128 takes f4E2M1FN for both A and B.
func.func @wmma_scale_32x16_f8() {
  // expected-error @+1 {{GFX1250 WMMA_Scale 32x16x128 requires f4E2M1FN A and B, got A='f8E4M3FN', B='f4E2M1FN'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f8E4M3FN, f4E2M1FN) -> f32>>
  return
}

// -----

// Also for B.
func.func @wmma_scale_32x16_f6_b() {
  // expected-error @+1 {{GFX1250 WMMA_Scale 32x16x128 requires f4E2M1FN A and B, got A='f4E2M1FN', B='f6E2M3FN'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f6E2M3FN) -> f32>>
  return
}

// -----

// A and B are OCP f8/f6/f4 formats.
func.func @wmma_scale_format() {
  // expected-error @+1 {{GFX1250 WMMA_Scale A and B must be one of f8E4M3FN, f8E5M2, f6E2M3FN, f6E3M2FN, f4E2M1FN, got A='f16', B='f8E4M3FN'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f16, f8E4M3FN) -> f32>>
  return
}

// -----

// The accumulator is f32.
func.func @wmma_scale_acc() {
  // expected-error @+1 {{elemTyAcc must be f32, got 'f16'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f16>>
  return
}

// -----

// opselA in 0..1 (one bit in v_wmma_scale: 2 would be truncated to 0).
func.func @wmma_scale_opsel_a() {
  // expected-error @+1 {{opselA must be in [0, 1], got 2}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 2>>
  return
}

// -----

// opselB in 0..1.
func.func @wmma_scale_opsel_b() {
  // expected-error @+1 {{opselB must be in [0, 1], got -1}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselB = -1>>
  return
}

// -----

// modC fits the i16 intrinsic field.
func.func @wmma_scale_modc_high() {
  // expected-error @+1 {{modC must fit the i16 intrinsic field [0, 65535], got 65536}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, modC = 65536>>
  return
}

// -----

// A negative modC.
func.func @wmma_scale_modc_negative() {
  // expected-error @+1 {{modC must fit the i16 intrinsic field [0, 65535], got -1}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, modC = -1>>
  return
}

// -----

// An unknown key.
func.func @key_unknown() {
  // expected-error @+1 {{unknown or malformed parameter 'cachee'}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32, cachee = 1>, 16>
  return
}

// -----

// A boolean key takes true or false.
func.func @key_bool_value() {
  // expected-error @+2 {{expected true or false}}
  // expected-error @+1 {{unknown or malformed parameter 'barrier'}}
  %0 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, barrier = 1>, 0>
  return
}

// -----

// pad takes two integers.
func.func @key_pad_one_value() {
  // expected-error @+2 {{expected ','}}
  // expected-error @+1 {{unknown or malformed parameter 'pad'}}
  %0 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, pad = 8>, 0>
  return
}

// -----

// signA = 1 is not a boolean.
func.func @key_wmma_bool() {
  // expected-error @+2 {{expected true or false}}
  // expected-error @+1 {{unknown or malformed parameter 'signA'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (i4, i4) -> i32, signA = 1>>
  return
}

// -----

// opsel is spelled opselA / opselB.
func.func @key_mfma_scale_unknown() {
  // expected-error @+1 {{unknown or malformed parameter 'opsel'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opsel = 1>>
  return
}

// -----

// reuse is spelled reuseA / reuseB.
func.func @key_wmma_scale_unknown() {
  // expected-error @+1 {{unknown or malformed parameter 'reuse'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, reuse = true>>
  return
}

// -----

// cdna3.mfma takes no keys.
func.func @key_mfma_none() {
  // expected-error @+1 {{expected '>'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32, opselA = 1>>
  return
}

// -----

// An unknown fly_rocdl attribute in the address-space position.
// expected-error @+1 {{unknown attribute `buffer` in dialect `fly_rocdl`}}
func.func private @unknown_address_space(!fly.ptr<f32, #fly_rocdl.buffer>)

// -----

// atom.set_value: buffer_copy's state is (i32 soffset) only.
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
func.func @set_value_unknown_field(%a: !bc, %v: i32) {
  // expected-error @+1 {{'fly.atom.set_value' op the atom payload '!fly_rocdl.cdna3.buffer_copy<128>' has no runtime field 'imm_offset'; its fields are 'soffset'}}
  %b = fly.atom.set_value(%a, "imm_offset", %v) : (!bc, i32) -> !bc
  return
}

// -----

// atom.set_value: the TDM extents are extent_0..extent_4.
!tdm = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2>, 0>
func.func @set_value_tdm_unknown_field(%a: !tdm, %v: i32) {
  // expected-error @+1 {{'fly.atom.set_value' op the atom payload '!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>' has no runtime field 'extent_5'; its fields are 'workgroup_mask', 'extent_0', 'extent_1', 'extent_2', 'extent_3', 'extent_4', 'stride_0', 'stride_1', 'stride_2', 'stride_3', 'imm_offset'}}
  %b = fly.atom.set_value(%a, "extent_5", %v) : (!tdm, i32) -> !tdm
  return
}

// -----

// atom.set_value: mfma_scale's fields are scale_a and scale_b.
!ms = !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32>>
func.func @set_value_mfma_scale_unknown_field(%a: !ms, %v: i32) {
  // expected-error @+1 {{'fly.atom.set_value' op the atom payload '!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>' has no runtime field 'soffset'; its fields are 'scale_a', 'scale_b'}}
  %b = fly.atom.set_value(%a, "soffset", %v) : (!ms, i32) -> !ms
  return
}

// -----

// atom.set_value: cdna3.mfma is stateless.
!m = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>
func.func @set_value_stateless_mfma(%a: !m, %v: i32) {
  // expected-error @+1 {{'fly.atom.set_value' op the atom payload '!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>' has no runtime field 'scale_a'}}
  %b = fly.atom.set_value(%a, "scale_a", %v) : (!m, i32) -> !m
  return
}

// -----

// atom.set_value: lds_read_trans is stateless.
!t = !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>
func.func @set_value_stateless_copy(%a: !t, %v: i32) {
  // expected-error @+1 {{'fly.atom.set_value' op the atom payload '!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>' has no runtime field 'soffset'}}
  %b = fly.atom.set_value(%a, "soffset", %v) : (!t, i32) -> !t
  return
}

// -----

// atom.set_value: TDM strides are i64 ...
!tdm = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2>, 0>
func.func @set_value_tdm_stride_i32(%a: !tdm, %v: i32) {
  // expected-error @+1 {{'fly.atom.set_value' op field 'stride_0' of '!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>' is 'i64', got 'i32'}}
  %b = fly.atom.set_value(%a, "stride_0", %v) : (!tdm, i32) -> !tdm
  return
}

// -----

// ... and the extents i32.
!tdm = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2>, 0>
func.func @set_value_tdm_extent_i64(%a: !tdm, %v: i64) {
  // expected-error @+1 {{'fly.atom.set_value' op field 'extent_1' of '!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>' is 'i32', got 'i64'}}
  %b = fly.atom.set_value(%a, "extent_1", %v) : (!tdm, i64) -> !tdm
  return
}

// -----

// atom.set_value: wmma_scale with blockSize 16 has i64 scales.
!ws = !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, blockSize = 16>>
func.func @set_value_wmma_scale16_i32(%a: !ws, %v: i32) {
  // expected-error @+1 {{'fly.atom.set_value' op field 'scale_a' of '!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 16>' is 'i64', got 'i32'}}
  %b = fly.atom.set_value(%a, "scale_a", %v) : (!ws, i32) -> !ws
  return
}

// -----

// atom.set_value: mfma_scale's scales are i32 (E8M0 bytes), not f32.
!ms = !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32>>
func.func @set_value_mfma_scale_f32(%a: !ms, %v: f32) {
  // expected-error @+1 {{'fly.atom.set_value' op field 'scale_b' of '!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>' is 'i32', got 'f32'}}
  %b = fly.atom.set_value(%a, "scale_b", %v) : (!ms, f32) -> !ms
  return
}

// -----

// get_buffer_rsrc takes a buffer pointer, not a global one.
func.func @get_buffer_rsrc_global(%p: !fly.ptr<f32, global>) {
  // expected-error @+1 {{'fly_rocdl.get_buffer_rsrc' op operand must be a !fly.ptr in the #fly_rocdl.buffer_desc address space, got '!fly.ptr<f32, global>'}}
  %r = fly_rocdl.get_buffer_rsrc(%p) : (!fly.ptr<f32, global>) -> !llvm.ptr<8>
  return
}

// -----

// ... nor a buffer memref (its iterator is the pointer).
func.func @get_buffer_rsrc_memref(%p: !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>) {
  // expected-error @+1 {{'fly_rocdl.get_buffer_rsrc' op operand must be a !fly.ptr in the #fly_rocdl.buffer_desc address space, got '!fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>'}}
  %r = fly_rocdl.get_buffer_rsrc(%p) : (!fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>) -> !llvm.ptr<8>
  return
}

// -----

// The result is the buffer resource, !llvm.ptr<8>.
func.func @get_buffer_rsrc_result(%p: !fly.ptr<f32, #fly_rocdl.buffer_desc>) {
  // expected-error @+1 {{'fly_rocdl.get_buffer_rsrc' op result must be !llvm.ptr<8> (a buffer resource), got '!llvm.ptr<1>'}}
  %r = fly_rocdl.get_buffer_rsrc(%p) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>) -> !llvm.ptr<1>
  return
}

// -----

// FNUZ and OCP 8-bit floats cannot be mixed: gfx942 has only FNUZ, gfx950
// only OCP.
func.func @mfma_fnuz_ocp_mix() {
  // expected-error @+1 {{MFMA 8-bit floats must be both FNUZ (gfx942) or both OCP (gfx950), got 'f8E4M3FNUZ' and 'f8E4M3FN'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FN) -> f32>>
  return
}

// -----

// The pad amount is checked on its own (both set, the interval valid).
func.func @tdm_pad_amount_negative() {
  // expected-error @+1 {{padAmount must be non-negative, got -1}}
  %0 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, pad = 8, -1>, 0>
  return
}

// -----

// K must spread evenly over the lane groups (4 for 16x16) and stay sane.
func.func @mfma_k_groups() {
  // expected-error @+1 {{CDNA3 MFMA 16x16x6: K must be a multiple of 4 (the lane groups along K) and at most 1024}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x6, (f16, f16) -> f32>>
  return
}

// -----

func.func @mfma_k_huge() {
  // expected-error @+1 {{CDNA3 MFMA 32x32x9999999999: K must be a multiple of 2 (the lane groups along K) and at most 1024}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x9999999999, (f16, f16) -> f32>>
  return
}

// -----

func.func @duplicate_key() {
  // expected-error @+1 {{parameter 'blockSize' given twice}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, blockSize = 16, blockSize = 32>>
  return
}
