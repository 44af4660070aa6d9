// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// Round trip of the fly_rocdl payload types, the buffer address space,
// get_buffer_rsrc and atom.set_value on the stateful payloads (their runtime
// fields). Parameters print in FlyDSL's order; `key = value` lists
// may come in any order and may omit keys, which then take their defaults.

//===----------------------------------------------------------------------===//
// Copy payloads
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @copy_payloads
func.func @copy_payloads() {
  // buffer_copy: the cache policy is printed only when it is not 0.
  // CHECK: fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
  %0 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128, cache = 2>, 16>
  %1 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128, cache = 2>, 16>
  // A written default cache is elided.
  // CHECK: fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<64>, 8>
  %2 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<64, cache = 0>, 8>
  // The parser accepts any whitespace.
  // CHECK: fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<8, cache = 1>, 8>
  %3 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy< 8 ,cache=1 >, 8>
  // CHECK: fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<96>, 32>
  %4 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<96>, 32>

  // CHECK: fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<32>, 32>
  %5 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<32>, 32>
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 16>
  %6 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 16>

  // buffer_atomic (32-bit values): add on f32, max on f32 or i32, min on i32.
  // CHECK: fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, f32>, 32>
  %7 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, f32>, 32>
  // CHECK: fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, i32>, 32>
  %8 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, i32>, 32>
  // CHECK: fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<min, i32>, 32>
  %9 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<min, i32>, 32>
  // CHECK: fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, f32>, 32>
  %10 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, f32>, 32>

  // lds_read_trans: the four (trans, bits) pairs, each with values of the
  // transposed element width.
  // CHECK: fly.make_copy_atom {valBits = 4 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 4b, 64>, 4>
  %12 = fly.make_copy_atom {valBits = 4 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 4b, 64>, 4>
  // CHECK: fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 8b, 64>, 8>
  %13 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 8b, 64>, 8>
  // CHECK: fly.make_copy_atom {valBits = 6 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 6b, 96>, 6>
  %14 = fly.make_copy_atom {valBits = 6 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 6b, 96>, 6>
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>
  %15 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>

  // CHECK: fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<32>, 32>
  %16 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<32>, 32>
  // CHECK: fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<96>, 32>
  %17 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<96>, 32>
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 16>
  %18 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 16>
  // CHECK: fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.global_load_async_lds<32>, 32>
  %19 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.global_load_async_lds<32>, 32>
  // CHECK: fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.global_load_async_lds<96>, 32>
  %20 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.global_load_async_lds<96>, 32>
  // CHECK: fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.global_load_async_lds<128>, 8>
  %21 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.global_load_async_lds<128>, 8>
  return
}

// gfx1250.tdm: every parameter is printed, in the order rank, warps, pad,
// cache, barrier, timeout. Only `rank` is required and must come first;
// the other keys default to warps = 1, pad = 0, 0, cache = 0, barrier =
// false, timeout = false.
// CHECK-LABEL: func.func @tdm
func.func @tdm() {
  // CHECK: fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
  %0 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
  // All keys omitted.
  // CHECK: fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 1, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
  %1 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 1>, 0>
  // Keys out of order, some omitted.
  // CHECK: fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 3, warps = 4, pad = 8, 2, cache = 0, barrier = false, timeout = true>, 0>
  %2 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 3, timeout = true, pad = 8, 2, warps = 4>, 0>
  // CHECK: fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 5, warps = 8, pad = 64, 4, cache = 3, barrier = true, timeout = false>, 0>
  %3 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 5, barrier = true, cache = 3, warps = 8, pad = 64, 4>, 0>
  return
}

//===----------------------------------------------------------------------===//
// MMA payloads
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @mfma
func.func @mfma() {
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>>
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x2, (f32, f32) -> f32>>
  %1 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x2, (f32, f32) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>
  %2 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x8, (f16, f16) -> f32>>
  %3 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x8, (f16, f16) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f16, f16) -> f32>>
  %4 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f16, f16) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>
  %5 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>
  %6 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>
  // fp8 FNUZ (gfx942), the four fp8/bf8 pairings.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>
  %7 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E5M2FNUZ) -> f32>>
  %8 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E5M2FNUZ) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E5M2FNUZ, f8E4M3FNUZ) -> f32>>
  %9 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E5M2FNUZ, f8E4M3FNUZ) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E5M2FNUZ, f8E5M2FNUZ) -> f32>>
  %10 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E5M2FNUZ, f8E5M2FNUZ) -> f32>>
  // fp8 OCP (gfx950).
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FN, f8E4M3FN) -> f32>>
  %11 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FN, f8E4M3FN) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E4M3FN, f8E5M2) -> f32>>
  %12 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E4M3FN, f8E5M2) -> f32>>
  // i8 x i8 -> i32.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>
  %13 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x32, (i8, i8) -> i32>>
  %14 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x32, (i8, i8) -> i32>>
  // A 4x4 shape: 16 blocks of 4 lanes computing the same 4x4xK product.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x4, (f16, f16) -> f32>>
  %15 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x4, (f16, f16) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x1, (f32, f32) -> f32>>
  %16 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x1, (f32, f32) -> f32>>
  return
}

// cdna4.mfma_scale: opselA and opselB always print; omitted keys are 0 and
// the keys may come in either order.
// CHECK-LABEL: func.func @mfma_scale
func.func @mfma_scale() {
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f4E2M1FN, f8E5M2) -> f32, opselA = 0, opselB = 0>>
  %1 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f4E2M1FN, f8E5M2) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E3M2FN) -> f32, opselA = 1, opselB = 2>>
  %2 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E3M2FN) -> f32, opselB = 2, opselA = 1>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E5M2, f4E2M1FN) -> f32, opselA = 0, opselB = 3>>
  %3 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E5M2, f4E2M1FN) -> f32, opselB = 3>>
  return
}

// WMMA: signA, signB and clamp always print; omitted keys are false.
// CHECK-LABEL: func.func @wmma
func.func @wmma() {
  // gfx11: f16, bf16 -> f32; iu8, iu4 -> i32.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>>
  %1 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (bf16, bf16) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (i8, i8) -> i32, signA = true, signB = false, clamp = true>>
  %2 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (i8, i8) -> i32, clamp = true, signA = true>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (i4, i4) -> i32, signA = true, signB = true, clamp = false>>
  %3 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (i4, i4) -> i32, signB = true, signA = true, clamp = false>>

  // gfx120x: f16, bf16 -> f32, and OCP fp8/bf8 -> f32.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>
  %4 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (f16, f16) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>>
  %5 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (f8E4M3FN, f8E5M2) -> f32, signA = false, signB = false, clamp = false>>
  %6 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (f8E4M3FN, f8E5M2) -> f32>>

  // gfx1250: K = 4 (f32), 32 (f16, bf16, iu4), 64 (fp8, iu8), 128 (fp8).
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x4, (f32, f32) -> f32, signA = false, signB = false, clamp = false>>
  %7 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x4, (f32, f32) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>
  %8 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (f16, f16) -> f16, signA = false, signB = false, clamp = false>>
  %9 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (f16, f16) -> f16>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (bf16, bf16) -> bf16, signA = false, signB = false, clamp = false>>
  %10 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (bf16, bf16) -> bf16>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E4M3FN, f8E5M2) -> f32, signA = false, signB = false, clamp = false>>
  %11 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E4M3FN, f8E5M2) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E5M2, f8E5M2) -> f16, signA = false, signB = false, clamp = false>>
  %12 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E5M2, f8E5M2) -> f16>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (i8, i8) -> i32, signA = true, signB = true, clamp = true>>
  %13 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (i8, i8) -> i32, clamp = true, signB = true, signA = true>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (i4, i4) -> i32, signA = false, signB = false, clamp = true>>
  %14 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (i4, i4) -> i32, clamp = true>>
  return
}

// gfx1250.wmma_scale: every parameter is printed in the order opselA,
// opselB, modC, reuseA, reuseB, blockSize; defaults 0, 0, 0, false, false,
// 32.
// CHECK-LABEL: func.func @wmma_scale
func.func @wmma_scale() {
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
  // All keys omitted.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f6E2M3FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
  %1 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f6E2M3FN, f4E2M1FN) -> f32>>
  // blockSize 16, keys out of order.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E5M2, f6E3M2FN) -> f32, opselA = 1, opselB = 0, modC = 5, reuseA = false, reuseB = true, blockSize = 16>>
  %2 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E5M2, f6E3M2FN) -> f32, blockSize = 16, reuseB = true, modC = 5, opselA = 1>>
  // 32x16x128 with f4 A and B.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
  %3 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0, modC = 65535, reuseA = true, reuseB = false, blockSize = 16>>
  %4 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32, reuseA = true, opselB = 0, blockSize = 16, opselA = 1, modC = 65535>>
  return
}

//===----------------------------------------------------------------------===//
// The buffer address space and get_buffer_rsrc
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @buffer_desc
// CHECK-SAME: (%{{.*}}: !fly.ptr<f32, #fly_rocdl.buffer_desc>, %{{.*}}: !fly.ptr<f16, #fly_rocdl.buffer_desc, align<16>>, %{{.*}}: !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>, %{{.*}}: !fly.memref<f16, #fly_rocdl.buffer_desc, (4,128):(128,1), align<16>>)
func.func @buffer_desc(%p: !fly.ptr<f32, #fly_rocdl.buffer_desc>, %q: !fly.ptr<f16, #fly_rocdl.buffer_desc, align<16>>, %m: !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>, %n: !fly.memref<f16, #fly_rocdl.buffer_desc, (4,128):(128,1), align<16>>) {
  // CHECK: fly_rocdl.get_buffer_rsrc(%{{.*}}) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>) -> !llvm.ptr<8>
  %r = fly_rocdl.get_buffer_rsrc(%p) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>) -> !llvm.ptr<8>
  // CHECK: fly_rocdl.get_buffer_rsrc(%{{.*}}) : (!fly.ptr<f16, #fly_rocdl.buffer_desc, align<16>>) -> !llvm.ptr<8>
  %s = fly_rocdl.get_buffer_rsrc(%q) : (!fly.ptr<f16, #fly_rocdl.buffer_desc, align<16>>) -> !llvm.ptr<8>
  // The view's iterator is a buffer pointer too.
  // CHECK: fly.get_iter(%{{.*}}) : (!fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
  %i = fly.get_iter(%m) : (!fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
  return
}

//===----------------------------------------------------------------------===//
// atom.set_value on the stateful payloads: the field names
// and types of each payload's runtime state.
//===----------------------------------------------------------------------===//

!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
!bcl = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<32>, 32>
!ba = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, f32>, 32>
!bal = !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 32>
!tdm = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 2>, 0>
!ms = !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32>>
!ws32 = !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32>>
!ws16 = !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, blockSize = 16>>

// CHECK-LABEL: func.func @set_value
func.func @set_value(%x: i32, %y: i64) {
  // buffer_copy and buffer_atomic: (i32 soffset).
  %bc = fly.make_copy_atom {valBits = 16 : i32} : !bc
  // CHECK: fly.atom.set_value(%{{.*}}, "soffset", %{{.*}}) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
  %bc1 = fly.atom.set_value(%bc, "soffset", %x) : (!bc, i32) -> !bc
  %ba = fly.make_copy_atom {valBits = 32 : i32} : !ba
  // CHECK: fly.atom.set_value(%{{.*}}, "soffset", %{{.*}}) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, f32>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, f32>, 32>
  %ba1 = fly.atom.set_value(%ba, "soffset", %x) : (!ba, i32) -> !ba

  // buffer_copy_lds and buffer_load_async_lds: (i32 soffset, i32 imm_offset).
  %bcl = fly.make_copy_atom {valBits = 32 : i32} : !bcl
  // CHECK: fly.atom.set_value(%{{.*}}, "soffset", %{{.*}}) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<32>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<32>, 32>
  %bcl1 = fly.atom.set_value(%bcl, "soffset", %x) : (!bcl, i32) -> !bcl
  // CHECK: fly.atom.set_value(%{{.*}}, "imm_offset", %{{.*}}) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<32>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<32>, 32>
  %bcl2 = fly.atom.set_value(%bcl1, "imm_offset", %x) : (!bcl, i32) -> !bcl
  %bal = fly.make_copy_atom {valBits = 32 : i32} : !bal
  // CHECK: fly.atom.set_value(%{{.*}}, "soffset", %{{.*}}) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 32>
  %bal1 = fly.atom.set_value(%bal, "soffset", %x) : (!bal, i32) -> !bal
  // CHECK: fly.atom.set_value(%{{.*}}, "imm_offset", %{{.*}}) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 32>
  %bal2 = fly.atom.set_value(%bal1, "imm_offset", %x) : (!bal, i32) -> !bal

  // tdm: (i32 workgroup_mask, i32 extent_0..4, i64 stride_0..3,
  // i64 imm_offset).
  %t = fly.make_copy_atom {valBits = 0 : i32} : !tdm
  // CHECK: fly.atom.set_value(%{{.*}}, "workgroup_mask", %{{.*}}) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 2, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 2, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
  %t1 = fly.atom.set_value(%t, "workgroup_mask", %x) : (!tdm, i32) -> !tdm
  // CHECK: fly.atom.set_value(%{{.*}}, "extent_0", %{{.*}}) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<{{.*}}>, 0>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<{{.*}}>, 0>
  %t2 = fly.atom.set_value(%t1, "extent_0", %x) : (!tdm, i32) -> !tdm
  // CHECK: fly.atom.set_value(%{{.*}}, "extent_4", %{{.*}}) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<{{.*}}>, 0>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<{{.*}}>, 0>
  %t3 = fly.atom.set_value(%t2, "extent_4", %x) : (!tdm, i32) -> !tdm
  // CHECK: fly.atom.set_value(%{{.*}}, "stride_1", %{{.*}}) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<{{.*}}>, 0>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<{{.*}}>, 0>
  %t4 = fly.atom.set_value(%t3, "stride_1", %y) : (!tdm, i64) -> !tdm
  // CHECK: fly.atom.set_value(%{{.*}}, "stride_3", %{{.*}}) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<{{.*}}>, 0>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<{{.*}}>, 0>
  %t5 = fly.atom.set_value(%t4, "stride_3", %y) : (!tdm, i64) -> !tdm
  // CHECK: fly.atom.set_value(%{{.*}}, "imm_offset", %{{.*}}) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<{{.*}}>, 0>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<{{.*}}>, 0>
  %t6 = fly.atom.set_value(%t5, "imm_offset", %y) : (!tdm, i64) -> !tdm

  // mfma_scale: (i32 scale_a, i32 scale_b).
  %ms = fly.make_mma_atom : !ms
  // CHECK: fly.atom.set_value(%{{.*}}, "scale_a", %{{.*}}) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>
  %ms1 = fly.atom.set_value(%ms, "scale_a", %x) : (!ms, i32) -> !ms
  // CHECK: fly.atom.set_value(%{{.*}}, "scale_b", %{{.*}}) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<{{.*}}>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<{{.*}}>>
  %ms2 = fly.atom.set_value(%ms1, "scale_b", %x) : (!ms, i32) -> !ms

  // wmma_scale: i32 scales for blockSize 32, i64 scales for blockSize 16.
  %w32 = fly.make_mma_atom : !ws32
  // CHECK: fly.atom.set_value(%{{.*}}, "scale_a", %{{.*}}) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<{{.*}}, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<{{.*}}, blockSize = 32>>
  %w32a = fly.atom.set_value(%w32, "scale_a", %x) : (!ws32, i32) -> !ws32
  %w16 = fly.make_mma_atom : !ws16
  // CHECK: fly.atom.set_value(%{{.*}}, "scale_a", %{{.*}}) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<{{.*}}, blockSize = 16>>, i64) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<{{.*}}, blockSize = 16>>
  %w16a = fly.atom.set_value(%w16, "scale_a", %y) : (!ws16, i64) -> !ws16
  // CHECK: fly.atom.set_value(%{{.*}}, "scale_b", %{{.*}}) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<{{.*}}, blockSize = 16>>, i64) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<{{.*}}, blockSize = 16>>
  %w16b = fly.atom.set_value(%w16a, "scale_b", %y) : (!ws16, i64) -> !ws16
  return
}
