// RUN: fly-opt %s -split-input-file -verify-diagnostics
// The raw-integer operands MMA calls accept (issue 13 B) are exactly the
// signless integer of a narrow float's width (i8 for fp8/bf8, i6 for fp6, i4
// for fp4): another width, another float format of the same width, or an
// integer for a 16-bit float stays an error, which names the accepted forms;
// the universal FMA, which computes with its element type, takes no raw bits.

// i16 is not the byte form of an fp8 value.
!fp8 = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>
func.func @fp8_as_i16(%a: vector<4xi16>, %b: vector<8xi8>, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !fp8
  // expected-error @+1 {{'fly.mma_atom_call_ssa' op operand a has type 'vector<4xi16>', but the atom expects 'f8E4M3FNUZ' values (or i8 holding its bits, or i32 words of several)}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!fp8, vector<4xi16>, vector<8xi8>, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// A different 8-bit float format is a different value, not raw bits.
!fp8 = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E5M2FNUZ) -> f32>>
func.func @bf8_given_fp8(%a: vector<8xi8>, %b: vector<8xf8E4M3FNUZ>, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !fp8
  // expected-error @+1 {{'fly.mma_atom_call_ssa' op operand b has type 'vector<8xf8E4M3FNUZ>', but the atom expects 'f8E5M2FNUZ' values (or i8 holding its bits, or i32 words of several)}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!fp8, vector<8xi8>, vector<8xf8E4M3FNUZ>, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// Raw integers stand in for narrow floats only: an f16 atom takes f16.
!f16 = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>
func.func @f16_as_i16(%d: !fly.memref<f32, register, 4:1>, %a: !fly.memref<i16, register, 4:1>, %b: !fly.memref<f16, register, 4:1>, %c: !fly.memref<f32, register, 4:1>) {
  %atom = fly.make_mma_atom : !f16
  // expected-error @+1 {{'fly.mma_atom_call' op operand a holds 'i16', but the atom expects 'f16'}}
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!f16, !fly.memref<f32, register, 4:1>, !fly.memref<i16, register, 4:1>, !fly.memref<f16, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
  return
}

// -----

// An fp4 register fragment held as bytes is the wrong width (i4 is the form).
!ws = !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
func.func @fp4_as_bytes(%d: !fly.memref<f32, register, 8:1>, %a: !fly.memref<i8, register, 32:1>, %b: !fly.memref<f4E2M1FN, register, 64:1>, %c: !fly.memref<f32, register, 8:1>) {
  %atom = fly.make_mma_atom : !ws
  // expected-error @+1 {{'fly.mma_atom_call' op operand a holds 'i8', but the atom expects 'f4E2M1FN' (or i4 holding its bits, or i32 words of several)}}
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!ws, !fly.memref<f32, register, 8:1>, !fly.memref<i8, register, 32:1>, !fly.memref<f4E2M1FN, register, 64:1>, !fly.memref<f32, register, 8:1>) -> ()
  return
}

// -----

// The universal FMA computes with its element type, so it takes no raw bits.
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f8E4M3FN, f8E4M3FN) -> f8E4M3FN>>
func.func @fma_as_bytes(%a: vector<1xi8>, %b: vector<1xf8E4M3FN>, %c: vector<1xf8E4M3FN>) -> vector<1xf8E4M3FN> {
  %atom = fly.make_mma_atom : !fma
  // expected-error @+1 {{'fly.mma_atom_call_ssa' op operand a has type 'vector<1xi8>', but the atom expects 'f8E4M3FN' values}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!fma, vector<1xi8>, vector<1xf8E4M3FN>, vector<1xf8E4M3FN>) -> vector<1xf8E4M3FN>
  return %d : vector<1xf8E4M3FN>
}
