// RUN: fly-opt %s --convert-fly-to-nvvm -split-input-file -verify-diagnostics
// What fly_nvvm.wgmma rejects: A (with a = smem) and B are read through
// matrix descriptors, so they must be shared-memory views of the
// descriptor's canonical forms (K-major here; MN-major in wgmma.mlir) (PTX ISA, wgmma "Matrix Descriptor Format" and "Shared
// Memory Matrix Layout"): rows x 16 16-bit values (rows 64 for A, N for B),
// k contiguous in rows of W = 128, 64 or 32 bytes, the rows of an 8-row
// group W bytes apart, swizzled by the byte swizzle S<log2(W/16),4,3>, the
// 8-row groups SBO bytes apart with SBO a multiple of 16 (the descriptor
// holds SBO >> 4); a register A is 8 16-bit values per thread. The layout
// rules are checked by the op's verifier (WgmmaType::verifyOperandView,
// lib/Dialect/FlyNVVM/IR/WgmmaOperands.cpp, shared with the lowering), so
// they are errors where the IR is read, naming the payload and the operand;
// what only the lowering sees (a view not in shared memory, a register A of
// the wrong size) is an error there, then the conversion's "failed to
// legalize". The offsets in the K-major messages
// are in elements: element (r, k) of a view with rows of W bytes (W/2
// values) is expected at (r % 8) * W/2 + (r / 8) * SBO/2 + k, SBO taken
// from row 8 (the first row checked wrong is named, k by k, row by row).
// Lowering bugs have files of their own, so that this one passes
// meanwhile: wgmma-ssa-a-vector.mlir (a crash), wgmma-accumulator-size-
// invalid.mlir and wgmma-negative-sbo-invalid.mlir.

//===----------------------------------------------------------------------===//
// A and B must be in shared memory
//===----------------------------------------------------------------------===//

// A from global memory (SSA form).
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!ga = !fly.memref<f16, global, (64,16):(64,1), align<1024>, S<3,4,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @a_global(%a: !ga, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+2 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>': operand A must be a shared-memory view (a wgmma descriptor), got '!fly.memref<f16, global, (64,16):(64,1), align<1024>, S<3,4,3>>'}}
  // expected-error @+1 {{failed to legalize operation}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !ga, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// A in registers while the payload reads it from shared memory (view form).
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!ra = !fly.memref<f16, register, 8:1>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
!rc = !fly.memref<f32, register, 4:1>
func.func @a_register_for_smem(%d: !rc, %a: !ra, %b: !b, %c: !rc) {
  %atom = fly.make_mma_atom : !w
  // expected-error @+2 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>': operand A must be a shared-memory view (a wgmma descriptor), got '!fly.memref<f16, register, 8:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!w, !rc, !ra, !b, !rc) -> ()
  return
}

// -----

// B in registers: B is always read through a descriptor, also with a = reg.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = reg>>
!rb = !fly.memref<f16, register, (8,16):(16,1)>
func.func @b_register(%a: vector<8xf16>, %b: !rb, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+2 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = reg>': operand B must be a shared-memory view (a wgmma descriptor), got '!fly.memref<f16, register, (8,16):(16,1)>'}}
  // expected-error @+1 {{failed to legalize operation}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, vector<8xf16>, !rb, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// B from global memory (view form).
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (bf16, bf16) -> f32, a = smem>>
!a = !fly.memref<bf16, shared, (64,16):(64,1), align<1024>, S<3,4,3>>
!gb = !fly.memref<bf16, global, (8,16):(32,1), align<16>>
!rc = !fly.memref<f32, register, 4:1>
func.func @b_global(%d: !rc, %a: !a, %b: !gb, %c: !rc) {
  %atom = fly.make_mma_atom : !w
  // expected-error @+2 {{'!fly_nvvm.wgmma<64x8x16, (bf16, bf16) -> f32, a = smem>': operand B must be a shared-memory view (a wgmma descriptor), got '!fly.memref<bf16, global, (8,16):(32,1), align<16>>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!w, !rc, !a, !gb, !rc) -> ()
  return
}

// -----

// B as a vector of values (SSA form): B must be a view.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = reg>>
func.func @b_vector(%a: vector<8xf16>, %b: vector<128xf16>, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+2 {{b must be a !fly.memref, got 'vector<128xf16>'}}
  // expected-error @+1 {{failed to legalize operation}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, vector<8xf16>, vector<128xf16>, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

//===----------------------------------------------------------------------===//
// View size and element width
//===----------------------------------------------------------------------===//

// -----

// A 64 x 32 view: two k blocks, not one (rows x 16 is one call).
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, (64,32):(64,1), align<1024>, S<3,4,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @a_two_k_blocks(%a: !a, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>': operand A must be a static 64 x 16 view of 16-bit values}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// A of 32 rows: a warpgroup's A is 64 rows.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, (32,16):(64,1), align<1024>, S<3,4,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @a_32_rows(%a: !a, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>': operand A must be a static 64 x 16 view of 16-bit values}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// B of 8 rows for N = 16: B is N x 16.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x16x16, (bf16, bf16) -> f32, a = smem>>
!a = !fly.memref<bf16, shared, (64,16):(64,1), align<1024>, S<3,4,3>>
!b = !fly.memref<bf16, shared, (8,16):(64,1), align<1024>, S<3,4,3>>
func.func @b_rows_not_n(%a: !a, %b: !b, %c: vector<8xf32>) -> vector<8xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{'!fly_nvvm.wgmma<64x16x16, (bf16, bf16) -> f32, a = smem>': operand B must be a static 16 x 16 view of 16-bit values}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<8xf32>) -> vector<8xf32>
  return %d : vector<8xf32>
}

// -----

// A view with a dynamic stride: the getStaticView check names the operand
// role ("a") before the descriptor's own check.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, (64,16):(?,1), align<16>, S<3,4,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @a_dynamic_stride(%a: !a, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+2 {{a '!fly.memref<f16, shared, (64,16):(?,1), align<16>, S<3,4,3>>': the layout must be static}}
  // expected-error @+1 {{failed to legalize operation}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// Element width: the descriptor's check of 16-bit values cannot be reached
// through valid IR, since the op's verifier accepts only the payload's
// element types (f16 or bf16 for A and B) and rejects an f32 view first.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f32, shared, (64,16):(32,1), align<1024>, S<3,4,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @a_f32(%a: !a, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{'fly.mma_atom_call_ssa' op operand a has type '!fly.memref<f32, shared, (64,16):(32,1), align<1024>, S<3,4,3>>', but the atom expects 'f16' values}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

//===----------------------------------------------------------------------===//
// The swizzle names the row width
//===----------------------------------------------------------------------===//

// -----

// No swizzle: the unswizzled ("interleaved") descriptor form is not
// supported.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, (64,16):(64,1), align<1024>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @a_no_swizzle(%a: !a, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>': operand A must be swizzled with S<3,4,3>, S<2,4,3> or S<1,4,3> (rows of 128, 64 or 32 bytes, the descriptor's swizzled forms)}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// The trivial swizzle S<0,4,3> is no swizzle.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, (64,16):(64,1), align<1024>, S<3,4,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<0,4,3>>
func.func @b_trivial_swizzle(%a: !a, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>': operand B must be swizzled with S<3,4,3>, S<2,4,3> or S<1,4,3> (rows of 128, 64 or 32 bytes, the descriptor's swizzled forms)}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// S<3,3,3> is the element swizzle of 16-bit values written as a byte
// swizzle: it XORs bits 3-5 (8-byte units), not the 16-byte chunks.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, (64,16):(64,1), align<1024>, S<3,3,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @a_element_swizzle(%a: !a, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>': operand A must be swizzled with S<3,4,3>, S<2,4,3> or S<1,4,3> (rows of 128, 64 or 32 bytes, the descriptor's swizzled forms)}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// The XOR source must be the row bits just above the chunk (shift 3):
// S<3,4,4> XORs with bits 8-10.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, (64,16):(64,1), align<1024>, S<3,4,4>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @a_shift_4(%a: !a, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>': operand A must be swizzled with S<3,4,3>, S<2,4,3> or S<1,4,3> (rows of 128, 64 or 32 bytes, the descriptor's swizzled forms)}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// A 256-byte swizzle (16-byte chunks of 256-byte rows, S<4,4,4>) has no
// descriptor mode.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, (64,16):(64,1), align<1024>, S<3,4,3>>
!b = !fly.memref<f16, shared, (8,16):(128,1), align<2048>, S<4,4,4>>
func.func @b_256_byte_swizzle(%a: !a, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>': operand B must be swizzled with S<3,4,3>, S<2,4,3> or S<1,4,3> (rows of 128, 64 or 32 bytes, the descriptor's swizzled forms)}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// The swizzled unit is the 16-byte chunk (base 4): S<3,5,3> moves 32-byte
// units.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, (64,16):(64,1), align<1024>, S<3,5,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @a_base_5(%a: !a, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>': operand A must be swizzled with S<3,4,3>, S<2,4,3> or S<1,4,3> (rows of 128, 64 or 32 bytes, the descriptor's swizzled forms)}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

//===----------------------------------------------------------------------===//
// K-major with the claimed row width
//===----------------------------------------------------------------------===//

// -----

// The 128-byte swizzle on rows of 64 bytes: with W = 128 (64 values) row 1
// is expected at 64, and (64,16):(32,1) puts it at 32.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, (64,16):(32,1), align<1024>, S<3,4,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @a_rows_narrower_than_swizzle(%a: !a, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>': operand A is neither K-major nor MN-major with rows of 128 bytes: its element (1, 0) is at offset 32, expected 64 for K-major}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// The 64-byte swizzle on rows of 128 bytes: row 1 at 64, expected at 32.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, (64,16):(64,1), align<1024>, S<2,4,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @a_rows_wider_than_swizzle(%a: !a, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>': operand A is neither K-major nor MN-major with rows of 64 bytes: its element (1, 0) is at offset 64, expected 32 for K-major}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// The 32-byte swizzle on B rows of 64 bytes (N = 8): row 1 at 32, expected
// at 16.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, (64,16):(64,1), align<1024>, S<3,4,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<1,4,3>>
func.func @b_rows_wider_than_swizzle(%a: !a, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>': operand B is neither K-major nor MN-major with rows of 32 bytes: its element (1, 0) is at offset 32, expected 16 for K-major}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// k not contiguous ((64,16):(64,2)): column k = 0 is right for every row
// (64 r), then element (0, 1) is at 2, expected at 1.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, (64,16):(64,2), align<1024>, S<3,4,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @a_k_strided(%a: !a, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>': operand A is neither K-major nor MN-major with rows of 128 bytes: its element (0, 1) is at offset 2, expected 1 for K-major}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// 8-row groups not equally spaced: ((8,2,4),16):((64,512,2048),1) puts
// group 1 at 512 (SBO 512 values, from row 8) and group 2 at 2048, where
// 2 * 512 = 1024 is expected: element (16, 0).
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, ((8,2,4),16):((64,512,2048),1), align<1024>, S<3,4,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @a_uneven_groups(%a: !a, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>': operand A is neither K-major nor MN-major with rows of 128 bytes: its element (16, 0) is at offset 2048, expected 1024 for K-major}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// Rows of a group out of order: ((2,4,8),16):((256,64,512),1) puts row 1
// at 256 (the stride of the first mode), expected at 64.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, ((2,4,8),16):((256,64,512),1), align<1024>, S<3,4,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @a_rows_permuted(%a: !a, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>': operand A is neither K-major nor MN-major with rows of 128 bytes: its element (1, 0) is at offset 256, expected 64 for K-major}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

//===----------------------------------------------------------------------===//
// SBO a multiple of 16 bytes
//===----------------------------------------------------------------------===//

// -----

// A's 8-row groups 516 values = 1032 bytes apart (K-major otherwise):
// 1032 = 64 * 16 + 8.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, ((8,8),16):((64,516),1), align<1024>, S<3,4,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @a_sbo_1032(%a: !a, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>': operand A has 8-row groups 1032 bytes apart, not a multiple of 16 from 0 to 262128 (the descriptor's 14-bit offset fields)}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// B (N = 16, 32-byte rows) with its two groups 132 values = 264 bytes
// apart: 264 = 16 * 16 + 8.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x16x16, (bf16, bf16) -> f32, a = reg>>
!b = !fly.memref<bf16, shared, ((8,2),16):((16,132),1), align<512>, S<1,4,3>>
func.func @b_sbo_264(%a: vector<8xbf16>, %b: !b, %c: vector<8xf32>) -> vector<8xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{'!fly_nvvm.wgmma<64x16x16, (bf16, bf16) -> f32, a = reg>': operand B has 8-row groups 264 bytes apart, not a multiple of 16 from 0 to 262128 (the descriptor's 14-bit offset fields)}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, vector<8xbf16>, !b, vector<8xf32>) -> vector<8xf32>
  return %d : vector<8xf32>
}

//===----------------------------------------------------------------------===//
// Register A: 8 16-bit values per thread
//===----------------------------------------------------------------------===//

// -----

// Four values (SSA form).
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = reg>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @a_reg_4(%a: vector<4xf16>, %b: !b, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+2 {{'!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = reg>': operand A holds 128 bits per thread in registers (8 16-bit values)}}
  // expected-error @+1 {{failed to legalize operation}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, vector<4xf16>, !b, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// Sixteen values (a view of two k blocks, view form).
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (bf16, bf16) -> f32, a = reg>>
!ra = !fly.memref<bf16, register, 16:1>
!b = !fly.memref<bf16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
!rc = !fly.memref<f32, register, 4:1>
func.func @a_reg_16(%d: !rc, %a: !ra, %b: !b, %c: !rc) {
  %atom = fly.make_mma_atom : !w
  // expected-error @+2 {{'!fly_nvvm.wgmma<64x8x16, (bf16, bf16) -> f32, a = reg>': operand A holds 128 bits per thread in registers (8 16-bit values)}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!w, !rc, !ra, !b, !rc) -> ()
  return
}

//===----------------------------------------------------------------------===//
// The SSA form's accumulator
//===----------------------------------------------------------------------===//

// -----

// C as a register view in the SSA form (the op yields a value of C's type,
// here the view's): the wgmma SSA lowering takes C as a vector (a D view,
// the store form, is wgmma-ssa-store.mlir).
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = reg>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
!rc = !fly.memref<f32, register, 4:1>
func.func @c_view_in_ssa(%a: vector<8xf16>, %b: !b, %c: !rc) {
  %atom = fly.make_mma_atom : !w
  // expected-error @+2 {{a wgmma call in SSA form takes c as a vector}}
  // expected-error @+1 {{failed to legalize operation}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, vector<8xf16>, !b, !rc) -> !rc
  return
}

// -----

// 8-bit operands are read K-major only (PTX has no transpose for them): an
// N-major fp8 B is refused with the fix named.
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x64x32, (f8E4M3FN, f8E4M3FN) -> f32, a = smem>>
!a = !fly.memref<f8E4M3FN, shared, (64,32):(128,1), align<1024>, S<3,4,3>>
!b = !fly.memref<f8E4M3FN, shared, (64,32):(1,64), align<1024>, S<3,4,3>>
func.func @fp8_b_n_major(%a: !a, %b: !b, %c: vector<32xf32>) -> vector<32xf32> {
  %atom = fly.make_mma_atom : !w
  // expected-error @+1 {{'!fly_nvvm.wgmma<64x64x32, (f8E4M3FN, f8E4M3FN) -> f32, a = smem>': operand B is not K-major with rows of 128 bytes: its element (1, 0) is at offset 1, expected 128; wgmma reads 8-bit operands K-major only (PTX has no transpose for them): store the tile with k contiguous}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!w, !a, !b, vector<32xf32>) -> vector<32xf32>
  return %d : vector<32xf32>
}
