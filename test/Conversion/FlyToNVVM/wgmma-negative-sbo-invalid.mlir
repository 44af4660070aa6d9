// RUN: fly-opt %s --convert-fly-to-nvvm -split-input-file -verify-diagnostics
// The descriptor's stride byte offset is a 14-bit field (bits 32-45,
// SBO >> 4; PTX ISA "Matrix Descriptor Format"): an SBO that is negative or
// 2^18 bytes or more would spill into the base offset and swizzle bits
// (-1024 bytes would give 0xFFFFFFC000010000: a 32-byte swizzle for a
// 128-byte one). Such views are K-major by the form check (rows of 128
// bytes, groups equally spaced), so the SBO is checked on its own; the op
// verifier reports it where the IR is read.

// Groups going backwards: ((8,8),16):((64,-512),1), SBO -1024 bytes.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, ((8,8),16):((64,-512),1), align<1024>, S<3,4,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @a_negative_sbo(%a: !a, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{operand A has 8-row groups -1024 bytes apart}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// Groups 131072 values = 262144 bytes = 2^18 apart: SBO >> 4 = 2^14 does
// not fit 14 bits (and no shared memory is that large).
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x16x16, (f16, f16) -> f32, a = reg>>
!b = !fly.memref<f16, shared, ((8,2),16):((64,131072),1), align<1024>, S<3,4,3>>
func.func @b_sbo_2_18(%a: vector<8xf16>, %b: !b, %c: vector<8xf32>) -> vector<8xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{operand B has 8-row groups 262144 bytes apart}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, vector<8xf16>, !b, vector<8xf32>) -> vector<8xf32>
  return %d : vector<8xf32>
}
