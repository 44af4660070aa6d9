// RUN: fly-opt %s -split-input-file -verify-diagnostics
// Negative tests of !fly_nvvm.wgmma: every rule of WgmmaType::verify
// (lib/Dialect/FlyNVVM/IR/WgmmaPayload.cpp) and every parse error of its
// syntax (PayloadSyntax.cpp and the shared key list of
// lib/Dialect/Fly/IR/PayloadSyntax.cpp). The PTX ISA's wgmma.mma_async on
// 16-bit operands is .m64nNk16 only, on 8-bit floats .m64nNk32, N a
// multiple of 8 from 8 to 256, f16 into f32 or f16, bf16 into f32, e4m3 and
// e5m2 (any pair) into f32 or f16; Fly has no other wgmma payload (tf32,
// integer forms). A bad payload is reported at the type.

//===----------------------------------------------------------------------===//
// Shapes: M = 64, K = 16
//===----------------------------------------------------------------------===//

// M is 64 (four warps of 16 rows).
func.func @m_128() {
  // expected-error @+1 {{wgmma shapes are 64xNx16 (64xNx32 on 8-bit floats), got 128x64x16}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<128x64x16, (f16, f16) -> f32, a = smem>>
  return
}

// -----

// 16x8x16 is an mma.sync shape, not a wgmma one.
func.func @m_16() {
  // expected-error @+1 {{wgmma shapes are 64xNx16 (64xNx32 on 8-bit floats), got 16x8x16}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<16x8x16, (f16, f16) -> f32, a = smem>>
  return
}

// -----

// K is 16 for 16-bit operands (k32 is the 8-bit form, k8 the tf32 one).
func.func @k_32() {
  // expected-error @+1 {{wgmma shapes are 64xNx16 (64xNx32 on 8-bit floats), got 64x64x32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x32, (f16, f16) -> f32, a = smem>>
  return
}

// -----

func.func @k_8() {
  // expected-error @+1 {{wgmma shapes are 64xNx16 (64xNx32 on 8-bit floats), got 64x64x8}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x8, (bf16, bf16) -> f32, a = reg>>
  return
}

// -----

// M and K both wrong: the shape message (it comes before the N check).
func.func @m_k_and_n() {
  // expected-error @+1 {{wgmma shapes are 64xNx16 (64xNx32 on 8-bit floats), got 32x100x8}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<32x100x8, (f16, f16) -> f32, a = smem>>
  return
}

// -----

// Two or four dimensions: a parse error of the shared signature syntax.
func.func @rank_2() {
  // expected-error @+1 {{expected an MxNxK shape}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64, (f16, f16) -> f32, a = smem>>
  return
}

// -----

func.func @rank_4() {
  // expected-error @+1 {{expected an MxNxK shape}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16x1, (f16, f16) -> f32, a = smem>>
  return
}

//===----------------------------------------------------------------------===//
// N: a multiple of 8 from 8 to 256
//===----------------------------------------------------------------------===//

// -----

// The description's example: 100 is not a multiple of 8.
func.func @n_100() {
  // expected-error @+1 {{wgmma N must be a multiple of 8 from 8 to 256, got 100}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x100x16, (bf16, bf16) -> f32, a = smem>>
  return
}

// -----

func.func @n_12() {
  // expected-error @+1 {{wgmma N must be a multiple of 8 from 8 to 256, got 12}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x12x16, (f16, f16) -> f16, a = reg>>
  return
}

// -----

// Below the range: 4 (not a multiple of 8 either) and 0 (a multiple of 8).
func.func @n_4() {
  // expected-error @+1 {{wgmma N must be a multiple of 8 from 8 to 256, got 4}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x4x16, (f16, f16) -> f32, a = smem>>
  return
}

// -----

func.func @n_0() {
  // expected-error @+1 {{wgmma N must be a multiple of 8 from 8 to 256, got 0}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x0x16, (f16, f16) -> f32, a = smem>>
  return
}

// -----

// Above it: 264 is the next multiple of 8 after 256; 512.
func.func @n_264() {
  // expected-error @+1 {{wgmma N must be a multiple of 8 from 8 to 256, got 264}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x264x16, (f16, f16) -> f32, a = smem>>
  return
}

// -----

func.func @n_512() {
  // expected-error @+1 {{wgmma N must be a multiple of 8 from 8 to 256, got 512}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x512x16, (bf16, bf16) -> f32, a = reg>>
  return
}

//===----------------------------------------------------------------------===//
// Types: (f16, f16) -> f32 | f16, (bf16, bf16) -> f32
//
// The types are written plainly in the message, as mma_sync's verifier
// writes them (MmaPayloads.cpp: "got (bf16, bf16) -> bf16").
//===----------------------------------------------------------------------===//

// -----

// bf16 accumulates in f32 only.
func.func @bf16_into_bf16() {
  // expected-error @+1 {{wgmma takes (f16, f16) -> f32 or f16, (bf16, bf16) -> f32, or 8-bit floats (f8E4M3FN, f8E5M2, any pair) -> f32 or f16, got (bf16, bf16) -> bf16}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (bf16, bf16) -> bf16, a = smem>>
  return
}

// -----

func.func @bf16_into_f16() {
  // expected-error @+1 {{wgmma takes (f16, f16) -> f32 or f16, (bf16, bf16) -> f32, or 8-bit floats (f8E4M3FN, f8E5M2, any pair) -> f32 or f16, got (bf16, bf16) -> f16}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (bf16, bf16) -> f16, a = reg>>
  return
}

// -----

func.func @f16_into_bf16() {
  // expected-error @+1 {{wgmma takes (f16, f16) -> f32 or f16, (bf16, bf16) -> f32, or 8-bit floats (f8E4M3FN, f8E5M2, any pair) -> f32 or f16, got (f16, f16) -> bf16}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> bf16, a = smem>>
  return
}

// -----

// Mixed operands, either way round.
func.func @f16_bf16() {
  // expected-error @+1 {{wgmma takes (f16, f16) -> f32 or f16, (bf16, bf16) -> f32, or 8-bit floats (f8E4M3FN, f8E5M2, any pair) -> f32 or f16, got (f16, bf16) -> f32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, bf16) -> f32, a = smem>>
  return
}

// -----

func.func @bf16_f16() {
  // expected-error @+1 {{wgmma takes (f16, f16) -> f32 or f16, (bf16, bf16) -> f32, or 8-bit floats (f8E4M3FN, f8E5M2, any pair) -> f32 or f16, got (bf16, f16) -> f32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (bf16, f16) -> f32, a = reg>>
  return
}

// -----

// The tf32, 8-bit float and integer wgmma forms are not payloads.
func.func @tf32() {
  // expected-error @+1 {{wgmma takes (f16, f16) -> f32 or f16, (bf16, bf16) -> f32, or 8-bit floats (f8E4M3FN, f8E5M2, any pair) -> f32 or f16, got (f32, f32) -> f32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f32, f32) -> f32, a = smem>>
  return
}

// -----

// fp8 is .m64nNk32: K 16 is the 16-bit shape.
func.func @fp8() {
  // expected-error @+1 {{wgmma shapes are 64xNx16 (64xNx32 on 8-bit floats), got 64x64x16}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f8E4M3FN, f8E4M3FN) -> f32, a = smem>>
  return
}

// -----

func.func @i8() {
  // expected-error @+1 {{wgmma takes (f16, f16) -> f32 or f16, (bf16, bf16) -> f32, or 8-bit floats (f8E4M3FN, f8E5M2, any pair) -> f32 or f16, got (i8, i8) -> i32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (i8, i8) -> i32, a = smem>>
  return
}

// -----

// A 16-bit integer is not f16.
func.func @i16() {
  // expected-error @+1 {{wgmma takes (f16, f16) -> f32 or f16, (bf16, bf16) -> f32, or 8-bit floats (f8E4M3FN, f8E5M2, any pair) -> f32 or f16, got (i16, i16) -> f32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (i16, i16) -> f32, a = smem>>
  return
}

// -----

// The shape is checked before the types, N before the types too.
func.func @n_before_types() {
  // expected-error @+1 {{wgmma N must be a multiple of 8 from 8 to 256, got 100}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x100x16, (i8, i8) -> i32, a = smem>>
  return
}

//===----------------------------------------------------------------------===//
// The `a` key
//===----------------------------------------------------------------------===//

// -----

// `a` is smem or reg; tmem (Blackwell's tensor memory) is not a wgmma
// operand.
func.func @a_tmem() {
  // expected-error @+1 {{unknown or malformed parameter 'a'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> f32, a = tmem>>
  return
}

// -----

// The keywords are lower case.
func.func @a_upper_case() {
  // expected-error @+1 {{unknown or malformed parameter 'a'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> f32, a = SMEM>>
  return
}

// -----

// Not a keyword at all: the keyword parser's error, then the key's.
func.func @a_number() {
  // expected-error @+2 {{expected valid keyword}}
  // expected-error @+1 {{unknown or malformed parameter 'a'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> f32, a = 1>>
  return
}

// -----

// A key with no `=`.
func.func @a_no_equal() {
  // expected-error @+1 {{expected '='}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> f32, a smem>>
  return
}

// -----

// Keys other than `a` (mma_sync's signA, a `b` that B would need: B is
// always in shared memory).
func.func @key_b() {
  // expected-error @+1 {{unknown or malformed parameter 'b'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> f32, b = smem>>
  return
}

// -----

func.func @key_signA() {
  // expected-error @+1 {{unknown or malformed parameter 'signA'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> f32, signA = true>>
  return
}

// -----

// The key once.
func.func @a_twice() {
  // expected-error @+1 {{parameter 'a' given twice}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> f32, a = reg, a = smem>>
  return
}

// -----

// A key after a valid one: the unknown one is reported.
func.func @key_after_a() {
  // expected-error @+1 {{unknown or malformed parameter 'scale'}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> f32, a = reg, scale = 1>>
  return
}

// -----

// 8-bit floats accumulate in f32 or f16, not bf16; both operands are 8-bit
// floats (an f16 with an e4m3 is no PTX form).
func.func @fp8_into_bf16() {
  // expected-error @+1 {{wgmma takes (f16, f16) -> f32 or f16, (bf16, bf16) -> f32, or 8-bit floats (f8E4M3FN, f8E5M2, any pair) -> f32 or f16, got (f8E4M3FN, f8E5M2) -> bf16}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x32, (f8E4M3FN, f8E5M2) -> bf16, a = smem>>
  return
}

// -----

func.func @fp8_with_f16() {
  // expected-error @+1 {{wgmma takes (f16, f16) -> f32 or f16, (bf16, bf16) -> f32, or 8-bit floats (f8E4M3FN, f8E5M2, any pair) -> f32 or f16, got (f8E4M3FN, f16) -> f32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x32, (f8E4M3FN, f16) -> f32, a = smem>>
  return
}

// -----

// The verifier checks fly.gemm's shared operands too (mode 0 of each
// fragment is one call's operand): an 8-bit B stored N-major, which wgmma
// cannot read, is an error where the IR is read, naming the fix, not only
// in the pipeline.
!w8 = !fly.mma_atom<!fly_nvvm.wgmma<64x64x32, (f8E4M3FN, f8E4M3FN) -> f32, a = smem>>
!tm8 = !fly.tiled_mma<!w8, !fly.layout<(1,1,1):(0,0,0)>>
!fa = !fly.memref<f8E4M3FN, shared, S<3,4,3> o 0 o ((64,32),1,1):((128,1),0,0), align<1024>>
!fb = !fly.memref<f8E4M3FN, shared, S<3,4,3> o 0 o ((64,32),1,1):((1,64),0,0), align<1024>>
!fc = !fly.memref<f32, register, ((2,2,8),1,1):((1,2,4),0,0)>
func.func @gemm_fp8_b_n_major(%t: !tm8, %a: !fa, %b: !fb, %c: !fc) {
  // expected-error @+1 {{'fly.gemm' op '!fly_nvvm.wgmma<64x64x32, (f8E4M3FN, f8E4M3FN) -> f32, a = smem>': operand B is not K-major with rows of 128 bytes: its element (1, 0) is at offset 1, expected 128; wgmma reads 8-bit operands K-major only (PTX has no transpose for them): store the tile with k contiguous}}
  fly.gemm(%t, %c, %a, %b, %c) : (!tm8, !fc, !fa, !fb, !fc) -> ()
  return
}
