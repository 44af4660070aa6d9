// RUN: fly-opt %s -split-input-file -verify-diagnostics
// The integer form of mma_sync is signless i8 with the signs in signA and
// signB (types.mlir): signed or unsigned integer types (ui8, si8, si32) are
// rejected like any other wrong 16x8x32 signature, so that a ui8 operand can
// never be computed as s8 (the defaults of signA / signB are true).

func.func @k32_ui8() {
  // expected-error @+1 {{mma_sync 16x8x32 takes (i8, i8) -> i32 or 8-bit floats (f8E4M3FN, f8E5M2) -> f32, got (ui8, ui8) -> i32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (ui8, ui8) -> i32>>
  return
}

// -----

func.func @k32_si8() {
  // expected-error @+1 {{mma_sync 16x8x32 takes (i8, i8) -> i32 or 8-bit floats (f8E4M3FN, f8E5M2) -> f32, got (si8, si8) -> si32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (si8, si8) -> si32>>
  return
}

// -----

// A signless i8 A with an unsigned B.
func.func @k32_i8_ui8() {
  // expected-error @+1 {{mma_sync 16x8x32 takes (i8, i8) -> i32 or 8-bit floats (f8E4M3FN, f8E5M2) -> f32, got (i8, ui8) -> i32}}
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, ui8) -> i32, signB = false>>
  return
}
