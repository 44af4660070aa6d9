// RUN: fly-opt %s -split-input-file -verify-diagnostics
// Negative tests of the fly_nvvm payload types: one case per verifier rule
// of MmaPayloads.cpp and CopyPayloads.cpp (and every rejected type
// combination of each mma_sync shape), the copy bits each payload declares
// (checked by !fly.copy_atom against valBits), and the payload parser
// (PayloadSyntax.cpp, the shared key list of fly/IR/PayloadSyntax.cpp). A bad
// payload is reported at the type, before any op sees it. (The signed and
// unsigned integer types, which the verifier accepts today, are
// invalid-types-signedness.mlir.)

//===----------------------------------------------------------------------===//
// mma_sync: shapes
//===----------------------------------------------------------------------===//

// m16n8k16, m16n8k8 and m16n8k32 only; 16x16x16 is not an mma.sync shape.
func.func @mma_shape_16x16x16() {
  // expected-error @+1 {{mma_sync shapes are 16x8x16, 16x8x8 and 16x8x32, got 16x16x16}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x16x16, (f16, f16) -> f32>>
  return
}

// -----

// m8n8k4 (the Volta f16 form) is a PTX shape, but not a payload.
func.func @mma_shape_8x8x4() {
  // expected-error @+1 {{mma_sync shapes are 16x8x16, 16x8x8 and 16x8x32, got 8x8x4}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<8x8x4, (f16, f16) -> f32>>
  return
}

// -----

// m16n8k4 tf32 exists in PTX; Fly has the k8 form only.
func.func @mma_shape_16x8x4() {
  // expected-error @+1 {{mma_sync shapes are 16x8x16, 16x8x8 and 16x8x32, got 16x8x4}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x4, (f32, f32) -> f32>>
  return
}

// -----

// m16n8k64 (4-bit integers) is not a payload either.
func.func @mma_shape_16x8x64() {
  // expected-error @+1 {{mma_sync shapes are 16x8x16, 16x8x8 and 16x8x32, got 16x8x64}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x64, (i4, i4) -> i32>>
  return
}

// -----

// Two or four dimensions: a parse error.
func.func @mma_shape_rank2() {
  // expected-error @+1 {{expected an MxNxK shape}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8, (f16, f16) -> f32>>
  return
}

// -----

func.func @mma_shape_rank4() {
  // expected-error @+1 {{expected an MxNxK shape}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16x2, (f16, f16) -> f32>>
  return
}

//===----------------------------------------------------------------------===//
// mma_sync 16x8x16: (f16, f16) -> f32 | f16, (bf16, bf16) -> f32
//===----------------------------------------------------------------------===//

// -----

// There is no bf16 accumulator.
func.func @k16_bf16_to_bf16() {
  // expected-error @+1 {{mma_sync 16x8x16 takes (f16, f16) -> f32 or f16, or (bf16, bf16) -> f32, got (bf16, bf16) -> bf16}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> bf16>>
  return
}

// -----

// An f16 accumulator takes f16 operands only.
func.func @k16_bf16_to_f16() {
  // expected-error @+1 {{mma_sync 16x8x16 takes (f16, f16) -> f32 or f16, or (bf16, bf16) -> f32, got (bf16, bf16) -> f16}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f16>>
  return
}

// -----

// A and B of the same type.
func.func @k16_mixed() {
  // expected-error @+1 {{mma_sync 16x8x16 takes (f16, f16) -> f32 or f16, or (bf16, bf16) -> f32, got (f16, bf16) -> f32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, bf16) -> f32>>
  return
}

// -----

func.func @k16_mixed_ba() {
  // expected-error @+1 {{mma_sync 16x8x16 takes (f16, f16) -> f32 or f16, or (bf16, bf16) -> f32, got (bf16, f16) -> f32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, f16) -> f32>>
  return
}

// -----

// tf32 is the 16x8x8 shape.
func.func @k16_f32() {
  // expected-error @+1 {{mma_sync 16x8x16 takes (f16, f16) -> f32 or f16, or (bf16, bf16) -> f32, got (f32, f32) -> f32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f32, f32) -> f32>>
  return
}

// -----

// i8 is the 16x8x32 shape (m16n8k16 s8 exists in PTX, not here).
func.func @k16_i8() {
  // expected-error @+1 {{mma_sync 16x8x16 takes (f16, f16) -> f32 or f16, or (bf16, bf16) -> f32, got (i8, i8) -> i32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (i8, i8) -> i32>>
  return
}

// -----

func.func @k16_f16_to_f64() {
  // expected-error @+1 {{mma_sync 16x8x16 takes (f16, f16) -> f32 or f16, or (bf16, bf16) -> f32, got (f16, f16) -> f64}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f64>>
  return
}

//===----------------------------------------------------------------------===//
// mma_sync 16x8x8: (f32, f32) -> f32 (tf32)
//===----------------------------------------------------------------------===//

// -----

// m16n8k8 f16 / bf16 exist in PTX, not as payloads.
func.func @k8_f16() {
  // expected-error @+1 {{mma_sync 16x8x8 is the tf32 MMA and takes (f32, f32) -> f32, got (f16, f16) -> f32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f16, f16) -> f32>>
  return
}

// -----

func.func @k8_bf16() {
  // expected-error @+1 {{mma_sync 16x8x8 is the tf32 MMA and takes (f32, f32) -> f32, got (bf16, bf16) -> f32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (bf16, bf16) -> f32>>
  return
}

// -----

// tf32 accumulates in f32 only.
func.func @k8_f16_acc() {
  // expected-error @+1 {{mma_sync 16x8x8 is the tf32 MMA and takes (f32, f32) -> f32, got (f32, f32) -> f16}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f16>>
  return
}

// -----

func.func @k8_f32_f16() {
  // expected-error @+1 {{mma_sync 16x8x8 is the tf32 MMA and takes (f32, f32) -> f32, got (f32, f16) -> f32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f16) -> f32>>
  return
}

// -----

func.func @k8_i8() {
  // expected-error @+1 {{mma_sync 16x8x8 is the tf32 MMA and takes (f32, f32) -> f32, got (i8, i8) -> i32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (i8, i8) -> i32>>
  return
}

//===----------------------------------------------------------------------===//
// mma_sync 16x8x32: (i8, i8) -> i32, (fp8, fp8) -> f32
//===----------------------------------------------------------------------===//

// -----

// i8 accumulates in i32.
func.func @k32_i8_to_f32() {
  // expected-error @+1 {{mma_sync 16x8x32 takes (i8, i8) -> i32 or 8-bit floats (f8E4M3FN, f8E5M2) -> f32, got (i8, i8) -> f32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> f32>>
  return
}

// -----

func.func @k32_i8_to_i16() {
  // expected-error @+1 {{mma_sync 16x8x32 takes (i8, i8) -> i32 or 8-bit floats (f8E4M3FN, f8E5M2) -> f32, got (i8, i8) -> i16}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i16>>
  return
}

// -----

// fp8 accumulates in f32 here (the f16 accumulator needs PTX 8.7).
func.func @k32_fp8_to_f16() {
  // expected-error @+1 {{mma_sync 16x8x32 takes (i8, i8) -> i32 or 8-bit floats (f8E4M3FN, f8E5M2) -> f32, got (f8E4M3FN, f8E4M3FN) -> f16}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f16>>
  return
}

// -----

// An 8-bit float with an integer.
func.func @k32_fp8_i8() {
  // expected-error @+1 {{mma_sync 16x8x32 takes (i8, i8) -> i32 or 8-bit floats (f8E4M3FN, f8E5M2) -> f32, got (f8E4M3FN, i8) -> i32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, i8) -> i32>>
  return
}

// -----

func.func @k32_i8_fp8() {
  // expected-error @+1 {{mma_sync 16x8x32 takes (i8, i8) -> i32 or 8-bit floats (f8E4M3FN, f8E5M2) -> f32, got (i8, f8E5M2) -> f32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, f8E5M2) -> f32>>
  return
}

// -----

// AMD's FNUZ fp8 encodings are not NVIDIA's e4m3 / e5m2.
func.func @k32_fnuz() {
  // expected-error @+1 {{mma_sync 16x8x32 takes (i8, i8) -> i32 or 8-bit floats (f8E4M3FN, f8E5M2) -> f32, got (f8E4M3FNUZ, f8E4M3FNUZ) -> f32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>
  return
}

// -----

func.func @k32_f16() {
  // expected-error @+1 {{mma_sync 16x8x32 takes (i8, i8) -> i32 or 8-bit floats (f8E4M3FN, f8E5M2) -> f32, got (f16, f16) -> f32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f16, f16) -> f32>>
  return
}

//===----------------------------------------------------------------------===//
// mma_sync: sign flags on float forms
//===----------------------------------------------------------------------===//

// -----

func.func @sign_on_f16() {
  // expected-error @+1 {{mma_sync signA/signB apply to i8 operands only}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f32, signA = false>>
  return
}

// -----

func.func @sign_on_bf16() {
  // expected-error @+1 {{mma_sync signA/signB apply to i8 operands only}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32, signB = false>>
  return
}

// -----

func.func @sign_on_tf32() {
  // expected-error @+1 {{mma_sync signA/signB apply to i8 operands only}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32, signA = false, signB = false>>
  return
}

// -----

func.func @sign_on_fp8() {
  // expected-error @+1 {{mma_sync signA/signB apply to i8 operands only}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32, signB = false>>
  return
}

// -----

// An i8 signature with a float accumulator is no form at all: the
// signature is reported (before the sign flags, which mean nothing there).
func.func @sign_on_i8_to_f32() {
  // expected-error @+1 {{mma_sync 16x8x32 takes (i8, i8) -> i32 or 8-bit floats (f8E4M3FN, f8E5M2) -> f32, got (i8, i8) -> f32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> f32, signA = false>>
  return
}

//===----------------------------------------------------------------------===//
// mma_sync: the key list
//===----------------------------------------------------------------------===//

// -----

func.func @mma_unknown_key() {
  // expected-error @+1 {{unknown or malformed parameter 'clamp'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, clamp = true>>
  return
}

// -----

func.func @mma_duplicate_key() {
  // expected-error @+1 {{parameter 'signB' given twice}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signB = false, signA = true, signB = false>>
  return
}

// -----

// A value that is not true or false: both the value and the key are named.
func.func @mma_bad_bool() {
  // expected-error @+2 {{expected true or false}}
  // expected-error @+1 {{unknown or malformed parameter 'signA'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = 1>>
  return
}

// -----

func.func @mma_key_without_value() {
  // expected-error @+1 {{expected '='}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA>>
  return
}

//===----------------------------------------------------------------------===//
// ldmatrix / stmatrix
//===----------------------------------------------------------------------===//

// -----

func.func @ldmatrix_x3() {
  // expected-error @+1 {{ldmatrix loads 1, 2 or 4 matrices (x1, x2, x4), got x3}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x3>, 16>
  return
}

// -----

func.func @ldmatrix_x8() {
  // expected-error @+1 {{ldmatrix loads 1, 2 or 4 matrices (x1, x2, x4), got x8}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x8, trans>, 16>
  return
}

// -----

func.func @ldmatrix_x0() {
  // expected-error @+1 {{ldmatrix loads 1, 2 or 4 matrices (x1, x2, x4), got x0}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x0>, 16>
  return
}

// -----

func.func @stmatrix_x3() {
  // expected-error @+1 {{stmatrix stores 1, 2 or 4 matrices (x1, x2, x4), got x3}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x3, trans>, 16>
  return
}

// -----

func.func @stmatrix_x8() {
  // expected-error @+1 {{stmatrix stores 1, 2 or 4 matrices (x1, x2, x4), got x8}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x8>, 16>
  return
}

// -----

// The count needs its `x`.
func.func @ldmatrix_missing_x() {
  // expected-error @+1 {{expected valid keyword}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<4>, 16>
  return
}

// -----

func.func @ldmatrix_wrong_letter() {
  // expected-error @+1 {{expected the matrix count x1, x2 or x4}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<y4>, 16>
  return
}

// -----

func.func @stmatrix_x_only() {
  // expected-error @+1 {{expected the matrix count x1, x2 or x4}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x>, 16>
  return
}

// -----

// The only option is `trans`.
func.func @ldmatrix_bad_option() {
  // expected-error @+1 {{expected 'trans'}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x4, transpose>, 16>
  return
}

// -----

func.func @ldmatrix_missing_comma() {
  // expected-error @+1 {{expected '>'}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x4 trans>, 16>
  return
}

//===----------------------------------------------------------------------===//
// cp_async
//===----------------------------------------------------------------------===//

// -----

func.func @cp_async_16_bits() {
  // expected-error @+1 {{cp_async copies 32, 64 or 128 bits, got 16}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<16, ca>, 16>
  return
}

// -----

func.func @cp_async_256_bits() {
  // expected-error @+1 {{cp_async copies 32, 64 or 128 bits, got 256}}
  %0 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<256, cg>, 32>
  return
}

// -----

func.func @cp_async_96_bits() {
  // expected-error @+1 {{cp_async copies 32, 64 or 128 bits, got 96}}
  %0 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<96, ca>, 32>
  return
}

// -----

// cp.async.cg copies 16 bytes only.
func.func @cp_async_cg_64() {
  // expected-error @+1 {{cp_async with cg copies 128 bits, got 64}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<64, cg>, 16>
  return
}

// -----

func.func @cp_async_cg_32() {
  // expected-error @+1 {{cp_async with cg copies 128 bits, got 32}}
  %0 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<32, cg>, 32>
  return
}

// -----

func.func @cp_async_unknown_cache() {
  // expected-error @+1 {{expected the cache mode ca or cg, got 'cs'}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<128, cs>, 16>
  return
}

// -----

// The cache mode is required.
func.func @cp_async_no_cache() {
  // expected-error @+1 {{expected ','}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<128>, 16>
  return
}

// -----

// The only word after the cache mode is skip.
func.func @cp_async_unknown_off_mode() {
  // expected-error @+1 {{expected 'skip' (a predicated-off cp_async keeps its destination; the default zero-fills it), got 'zfill'}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<128, cg, zfill>, 16>
  return
}

// -----

func.func @cp_async_swapped() {
  // expected-error @+1 {{expected integer value}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<cg, 128>, 16>
  return
}

//===----------------------------------------------------------------------===//
// The bits each copy payload moves per lane (getCopyBits), checked by
// !fly.copy_atom: valBits must divide them. ldmatrix / stmatrix move one
// 32-bit register per matrix, cp_async its bits.
//===----------------------------------------------------------------------===//

// -----

func.func @ldmatrix_x1_bits() {
  // expected-error @+1 {{copy_atom valBits 64 does not divide the 32 bits copied by '!fly_nvvm.ldmatrix<x1>'}}
  %0 = fly.make_copy_atom {valBits = 64 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x1>, 64>
  return
}

// -----

func.func @ldmatrix_x2_bits() {
  // expected-error @+1 {{copy_atom valBits 128 does not divide the 64 bits copied by '!fly_nvvm.ldmatrix<x2, trans>'}}
  %0 = fly.make_copy_atom {valBits = 128 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x2, trans>, 128>
  return
}

// -----

func.func @stmatrix_x4_bits() {
  // expected-error @+1 {{copy_atom valBits 256 does not divide the 128 bits copied by '!fly_nvvm.stmatrix<x4>'}}
  %0 = fly.make_copy_atom {valBits = 256 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x4>, 256>
  return
}

// -----

func.func @cp_async_bits() {
  // expected-error @+1 {{copy_atom valBits 64 does not divide the 32 bits copied by '!fly_nvvm.cp_async<32, ca>'}}
  %0 = fly.make_copy_atom {valBits = 64 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<32, ca>, 64>
  return
}

// -----

func.func @cp_async_48_bits() {
  // expected-error @+1 {{copy_atom valBits 48 does not divide the 128 bits copied by '!fly_nvvm.cp_async<128, cg>'}}
  %0 = fly.make_copy_atom {valBits = 48 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 48>
  return
}
