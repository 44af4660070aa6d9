// RUN: fly-opt %s --fly-layout-lowering --convert-fly-to-nvvm | FileCheck %s
// convert-fly-to-nvvm on fly.mma_atom_call_ssa and fly.mma_atom_call of
// fly_nvvm.wgmma (lib/Conversion/FlyToNVVM/Wgmma.cpp): one call is one
// wgmma.mma_async.sync.aligned.m64nNk16 of the warpgroup, as inline PTX.
// Every expected value below is derived from the PTX ISA (wgmma section:
// "Matrix Descriptor Format", the wgmma.mma_async operand lists and the
// register fragments of .m64nNk16):
//
// Matrix descriptor (64 bits) of a K-major operand in shared memory:
//   bits  0-13  start address >> 4 (the lowering takes (addr & 0x3FFFF) >> 4:
//               and 262143, lshr 4)
//   bits 16-29  leading byte offset >> 4: unused by the swizzled K-major
//               forms, 1 (make_gmma_desc of CuTe's
//               cute/atom/mma_traits_sm90_gmma.hpp writes 1 too)
//   bits 32-45  stride byte offset (SBO, bytes between 8-row groups) >> 4
//   bits 49-51  base offset 0
//   bits 62-63  swizzle: 1 = 128 bytes, 2 = 64 bytes, 3 = 32 bytes
// so the constant or-ed into the start address is
//   (1 << 16) | ((SBO >> 4) << 32) | (mode << 62), printed as a signed i64:
//   128-byte rows, SBO 1024 (8 rows x 128 B): 2^62 + 64 * 2^32 + 2^16
//     = 4611686018427387904 + 274877906944 + 65536 = 4611686293305360384
//     (0x4000004000010000);
//   128-byte rows, SBO 2048: 2^62 + 128 * 2^32 + 2^16
//     = 4611686568183267328 (0x4000008000010000);
//   64-byte rows, SBO 512 (8 x 64 B): 2 * 2^62 = 2^63 wraps to -2^63:
//     -9223372036854775808 + 32 * 2^32 + 2^16 = -9223371899415756800
//     (0x8000002000010000);
//   64-byte rows, SBO 1024: -2^63 + 64 * 2^32 + 2^16
//     = -9223371761976803328 (0x8000004000010000);
//   32-byte rows, SBO 256 (8 x 32 B): 3 * 2^62 wraps to -2^62:
//     -4611686018427387904 + 16 * 2^32 + 2^16 = -4611685949707845632
//     (0xC000001000010000);
//   32-byte rows, SBO 512: -2^62 + 32 * 2^32 + 2^16 = -4611685880988368896
//     (0xC000002000010000).
// The views are given in byte-swizzled form (S<3,4,3>, S<2,4,3>, S<1,4,3>:
// the 16-byte chunk index XOR the row's low bits); an 8-row operand (B with
// N = 8) has one row group and gets the SBO of eight rows.
//
// The instruction (PTX ISA, wgmma.mma_async):
//   SS: wgmma...m64nNk16.dtype.atype.btype d, a-desc, b-desc, scale-d,
//       imm-scale-a, imm-scale-b, imm-trans-a, imm-trans-b
//   RS: wgmma...m64nNk16.dtype.atype.btype d, {a0..a3}, b-desc, scale-d,
//       imm-scale-a, imm-scale-b, imm-trans-b
// with scale-d a predicate p set from an operand holding 1 (D = A B + C),
// scales 1 and no transposition: `p, 1, 1, 0, 0` and `p, 1, 1, 0`. The
// accumulator is N/2 f32 registers ("=f") or N/4 registers of two f16
// ("=r", the f16 pairs as i32), the outputs $0 .. $(R-1), tied to the C
// inputs $R .. $(2R-1) ("0", "1", ...); then A (a 64-bit descriptor "l",
// or four b32 registers "r" of A's 8 f16/bf16 values), B's descriptor
// ("l"), and the 1 ("r") that sets p.
//
// Every function takes its operands as distinct arguments; the checks
// follow each argument into its descriptor or registers and into the asm
// operand list, in order, and the results back to D, so a swapped operand,
// descriptor or register fails them.

// SS, f16 -> f32, N = 8: A 64 x 16 with 128-byte rows (64 halves) in the
// order (64,16):(64,1), SBO 8 * 128 = 1024; B 8 x 16 with 64-byte rows
// (32 halves): one row group, SBO 8 * 64 = 512. C and D 8/2 = 4 f32.
// CHECK-LABEL: func.func @ss_f16_f32_n8(
// CHECK-SAME: %arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<3>, %arg2: vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: llvm.mlir.zero : !llvm.struct<()>
// CHECK-NEXT: %[[PA:.*]] = llvm.ptrtoint %arg0 : !llvm.ptr<3> to i64
// CHECK-NEXT: %[[MA:.*]] = llvm.mlir.constant(262143 : i64) : i64
// CHECK-NEXT: %[[NA:.*]] = llvm.and %[[PA]], %[[MA]] : i64
// CHECK-NEXT: %[[SA:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[LA:.*]] = llvm.lshr %[[NA]], %[[SA]] : i64
// CHECK-NEXT: %[[FA:.*]] = llvm.mlir.constant(4611686293305360384 : i64) : i64
// CHECK-NEXT: %[[DA:.*]] = llvm.or %[[LA]], %[[FA]] : i64
// CHECK-NEXT: %[[PB:.*]] = llvm.ptrtoint %arg1 : !llvm.ptr<3> to i64
// CHECK-NEXT: %[[MB:.*]] = llvm.mlir.constant(262143 : i64) : i64
// CHECK-NEXT: %[[NB:.*]] = llvm.and %[[PB]], %[[MB]] : i64
// CHECK-NEXT: %[[SB:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[LB:.*]] = llvm.lshr %[[NB]], %[[SB]] : i64
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(-9223371899415756800 : i64) : i64
// CHECK-NEXT: %[[DB:.*]] = llvm.or %[[LB]], %[[FB]] : i64
// CHECK-NEXT: %[[CV:.*]] = llvm.bitcast %arg2 : vector<4xf32> to vector<4xf32>
// CHECK-NEXT: %[[CK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[CV]][%[[CK0]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[CK1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %[[CV]][%[[CK1]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[CK2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %[[CV]][%[[CK2]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[CK3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %[[CV]][%[[CK3]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[R:.*]] = llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $10, 0;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $8, $9, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,0,1,2,3,l,l,r" %[[C0]], %[[C1]], %[[C2]], %[[C3]], %[[DA]], %[[DB]], %[[ONE]] : (f32, f32, f32, f32, i64, i64, i32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %[[X0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[J0:.*]] = llvm.insertelement %[[X0]], %[[U]][%[[JK0]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[X1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[J1:.*]] = llvm.insertelement %[[X1]], %[[J0]][%[[JK1]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[X2:.*]] = llvm.extractvalue %[[R]][2] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[J2:.*]] = llvm.insertelement %[[X2]], %[[J1]][%[[JK2]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[X3:.*]] = llvm.extractvalue %[[R]][3] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[J3:.*]] = llvm.insertelement %[[X3]], %[[J2]][%[[JK3]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[OUT:.*]] = llvm.bitcast %[[J3]] : vector<4xf32> to vector<4xf32>
// CHECK-NEXT: return %[[OUT]] : vector<4xf32>
!ss8 = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a128 = !fly.memref<f16, shared, (64,16):(64,1), align<1024>, S<3,4,3>>
!b64n8 = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
func.func @ss_f16_f32_n8(%a: !a128, %b: !b64n8, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !ss8
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!ss8, !a128, !b64n8, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// SS, bf16 -> f32, N = 16, SBOs other than eight rows: A has 64-byte rows
// (32 values) whose 8-row groups are 512 values = 1024 bytes apart,
// ((8,8),16):((32,512),1) under S<2,4,3>: 64-byte mode, SBO 1024; B has
// 128-byte rows (64 values), its two 8-row groups 1024 values = 2048 bytes
// apart, ((8,2),16):((64,1024),1) under S<3,4,3>: 128-byte mode, SBO 2048.
// C and D 16/2 = 8 f32: outputs $0-$7, tied inputs $8-$15, A $16, B $17,
// the 1 $18.
// CHECK-LABEL: func.func @ss_bf16_f32_n16_sbo(
// CHECK-SAME: %arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<3>, %arg2: vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: llvm.mlir.zero : !llvm.struct<()>
// CHECK-NEXT: %[[PA:.*]] = llvm.ptrtoint %arg0 : !llvm.ptr<3> to i64
// CHECK-NEXT: %[[MA:.*]] = llvm.mlir.constant(262143 : i64) : i64
// CHECK-NEXT: %[[NA:.*]] = llvm.and %[[PA]], %[[MA]] : i64
// CHECK-NEXT: %[[SA:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[LA:.*]] = llvm.lshr %[[NA]], %[[SA]] : i64
// CHECK-NEXT: %[[FA:.*]] = llvm.mlir.constant(-9223371761976803328 : i64) : i64
// CHECK-NEXT: %[[DA:.*]] = llvm.or %[[LA]], %[[FA]] : i64
// CHECK-NEXT: %[[PB:.*]] = llvm.ptrtoint %arg1 : !llvm.ptr<3> to i64
// CHECK-NEXT: %[[MB:.*]] = llvm.mlir.constant(262143 : i64) : i64
// CHECK-NEXT: %[[NB:.*]] = llvm.and %[[PB]], %[[MB]] : i64
// CHECK-NEXT: %[[SB:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[LB:.*]] = llvm.lshr %[[NB]], %[[SB]] : i64
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(4611686568183267328 : i64) : i64
// CHECK-NEXT: %[[DB:.*]] = llvm.or %[[LB]], %[[FB]] : i64
// CHECK-NEXT: %[[CV:.*]] = llvm.bitcast %arg2 : vector<8xf32> to vector<8xf32>
// CHECK-NEXT: %[[CK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[CV]][%[[CK0]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[CK1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %[[CV]][%[[CK1]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[CK2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %[[CV]][%[[CK2]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[CK3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %[[CV]][%[[CK3]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[CK4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[C4:.*]] = llvm.extractelement %[[CV]][%[[CK4]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[CK5:.*]] = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: %[[C5:.*]] = llvm.extractelement %[[CV]][%[[CK5]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[CK6:.*]] = llvm.mlir.constant(6 : i32) : i32
// CHECK-NEXT: %[[C6:.*]] = llvm.extractelement %[[CV]][%[[CK6]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[CK7:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: %[[C7:.*]] = llvm.extractelement %[[CV]][%[[CK7]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[R:.*]] = llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n16k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7}, $16, $17, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,l,l,r" %[[C0]], %[[C1]], %[[C2]], %[[C3]], %[[C4]], %[[C5]], %[[C6]], %[[C7]], %[[DA]], %[[DB]], %[[ONE]] : (f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<8xf32>
// CHECK-NEXT: %[[X0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[J0:.*]] = llvm.insertelement %[[X0]], %[[U]][%[[JK0]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[X1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[J1:.*]] = llvm.insertelement %[[X1]], %[[J0]][%[[JK1]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[X2:.*]] = llvm.extractvalue %[[R]][2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[J2:.*]] = llvm.insertelement %[[X2]], %[[J1]][%[[JK2]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[X3:.*]] = llvm.extractvalue %[[R]][3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[J3:.*]] = llvm.insertelement %[[X3]], %[[J2]][%[[JK3]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[X4:.*]] = llvm.extractvalue %[[R]][4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[J4:.*]] = llvm.insertelement %[[X4]], %[[J3]][%[[JK4]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[X5:.*]] = llvm.extractvalue %[[R]][5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK5:.*]] = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: %[[J5:.*]] = llvm.insertelement %[[X5]], %[[J4]][%[[JK5]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[X6:.*]] = llvm.extractvalue %[[R]][6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK6:.*]] = llvm.mlir.constant(6 : i32) : i32
// CHECK-NEXT: %[[J6:.*]] = llvm.insertelement %[[X6]], %[[J5]][%[[JK6]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[X7:.*]] = llvm.extractvalue %[[R]][7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK7:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: %[[J7:.*]] = llvm.insertelement %[[X7]], %[[J6]][%[[JK7]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[OUT:.*]] = llvm.bitcast %[[J7]] : vector<8xf32> to vector<8xf32>
// CHECK-NEXT: return %[[OUT]] : vector<8xf32>
!ss16b = !fly.mma_atom<!fly_nvvm.wgmma<64x16x16, (bf16, bf16) -> f32, a = smem>>
!a64g = !fly.memref<bf16, shared, ((8,8),16):((32,512),1), align<1024>, S<2,4,3>>
!b128g = !fly.memref<bf16, shared, ((8,2),16):((64,1024),1), align<1024>, S<3,4,3>>
func.func @ss_bf16_f32_n16_sbo(%a: !a64g, %b: !b128g, %c: vector<8xf32>) -> vector<8xf32> {
  %atom = fly.make_mma_atom : !ss16b
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!ss16b, !a64g, !b128g, vector<8xf32>) -> vector<8xf32>
  return %d : vector<8xf32>
}

// SS, f16 -> f16, N = 24 (a multiple of 8 that is not a power of two),
// 32-byte rows (16 values, the K extent itself): A's 8-row groups 256
// values = 512 bytes apart, ((8,8),16):((16,256),1) under S<1,4,3>: 32-byte
// mode, SBO 512; B (24,16):(16,1), its groups 8 * 32 = 256 bytes apart:
// SBO 256. C and D 24/2 = 12 halves in 24/4 = 6 registers of two (i32,
// "=r"): outputs $0-$5, tied inputs $6-$11, A $12, B $13, the 1 $14.
// CHECK-LABEL: func.func @ss_f16_f16_n24_32b(
// CHECK-SAME: %arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<3>, %arg2: vector<12xf16>) -> vector<12xf16>
// CHECK-NEXT: llvm.mlir.zero : !llvm.struct<()>
// CHECK-NEXT: %[[PA:.*]] = llvm.ptrtoint %arg0 : !llvm.ptr<3> to i64
// CHECK-NEXT: %[[MA:.*]] = llvm.mlir.constant(262143 : i64) : i64
// CHECK-NEXT: %[[NA:.*]] = llvm.and %[[PA]], %[[MA]] : i64
// CHECK-NEXT: %[[SA:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[LA:.*]] = llvm.lshr %[[NA]], %[[SA]] : i64
// CHECK-NEXT: %[[FA:.*]] = llvm.mlir.constant(-4611685880988368896 : i64) : i64
// CHECK-NEXT: %[[DA:.*]] = llvm.or %[[LA]], %[[FA]] : i64
// CHECK-NEXT: %[[PB:.*]] = llvm.ptrtoint %arg1 : !llvm.ptr<3> to i64
// CHECK-NEXT: %[[MB:.*]] = llvm.mlir.constant(262143 : i64) : i64
// CHECK-NEXT: %[[NB:.*]] = llvm.and %[[PB]], %[[MB]] : i64
// CHECK-NEXT: %[[SB:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[LB:.*]] = llvm.lshr %[[NB]], %[[SB]] : i64
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(-4611685949707845632 : i64) : i64
// CHECK-NEXT: %[[DB:.*]] = llvm.or %[[LB]], %[[FB]] : i64
// CHECK-NEXT: %[[CV:.*]] = llvm.bitcast %arg2 : vector<12xf16> to vector<6xi32>
// CHECK-NEXT: %[[CK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[CV]][%[[CK0]] : i32] : vector<6xi32>
// CHECK-NEXT: %[[CK1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %[[CV]][%[[CK1]] : i32] : vector<6xi32>
// CHECK-NEXT: %[[CK2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %[[CV]][%[[CK2]] : i32] : vector<6xi32>
// CHECK-NEXT: %[[CK3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %[[CV]][%[[CK3]] : i32] : vector<6xi32>
// CHECK-NEXT: %[[CK4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[C4:.*]] = llvm.extractelement %[[CV]][%[[CK4]] : i32] : vector<6xi32>
// CHECK-NEXT: %[[CK5:.*]] = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: %[[C5:.*]] = llvm.extractelement %[[CV]][%[[CK5]] : i32] : vector<6xi32>
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[R:.*]] = llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $14, 0;\0Awgmma.mma_async.sync.aligned.m64n24k16.f16.f16.f16 {$0, $1, $2, $3, $4, $5}, $12, $13, p, 1, 1, 0, 0;\0A}", "=r,=r,=r,=r,=r,=r,0,1,2,3,4,5,l,l,r" %[[C0]], %[[C1]], %[[C2]], %[[C3]], %[[C4]], %[[C5]], %[[DA]], %[[DB]], %[[ONE]] : (i32, i32, i32, i32, i32, i32, i64, i64, i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<6xi32>
// CHECK-NEXT: %[[X0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(i32, i32, i32, i32, i32, i32)>
// CHECK-NEXT: %[[JK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[J0:.*]] = llvm.insertelement %[[X0]], %[[U]][%[[JK0]] : i32] : vector<6xi32>
// CHECK-NEXT: %[[X1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(i32, i32, i32, i32, i32, i32)>
// CHECK-NEXT: %[[JK1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[J1:.*]] = llvm.insertelement %[[X1]], %[[J0]][%[[JK1]] : i32] : vector<6xi32>
// CHECK-NEXT: %[[X2:.*]] = llvm.extractvalue %[[R]][2] : !llvm.struct<(i32, i32, i32, i32, i32, i32)>
// CHECK-NEXT: %[[JK2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[J2:.*]] = llvm.insertelement %[[X2]], %[[J1]][%[[JK2]] : i32] : vector<6xi32>
// CHECK-NEXT: %[[X3:.*]] = llvm.extractvalue %[[R]][3] : !llvm.struct<(i32, i32, i32, i32, i32, i32)>
// CHECK-NEXT: %[[JK3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[J3:.*]] = llvm.insertelement %[[X3]], %[[J2]][%[[JK3]] : i32] : vector<6xi32>
// CHECK-NEXT: %[[X4:.*]] = llvm.extractvalue %[[R]][4] : !llvm.struct<(i32, i32, i32, i32, i32, i32)>
// CHECK-NEXT: %[[JK4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[J4:.*]] = llvm.insertelement %[[X4]], %[[J3]][%[[JK4]] : i32] : vector<6xi32>
// CHECK-NEXT: %[[X5:.*]] = llvm.extractvalue %[[R]][5] : !llvm.struct<(i32, i32, i32, i32, i32, i32)>
// CHECK-NEXT: %[[JK5:.*]] = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: %[[J5:.*]] = llvm.insertelement %[[X5]], %[[J4]][%[[JK5]] : i32] : vector<6xi32>
// CHECK-NEXT: %[[OUT:.*]] = llvm.bitcast %[[J5]] : vector<6xi32> to vector<12xf16>
// CHECK-NEXT: return %[[OUT]] : vector<12xf16>
!ss24h = !fly.mma_atom<!fly_nvvm.wgmma<64x24x16, (f16, f16) -> f16, a = smem>>
!a32g = !fly.memref<f16, shared, ((8,8),16):((16,256),1), align<512>, S<1,4,3>>
!b32n24 = !fly.memref<f16, shared, (24,16):(16,1), align<256>, S<1,4,3>>
func.func @ss_f16_f16_n24_32b(%a: !a32g, %b: !b32n24, %c: vector<12xf16>) -> vector<12xf16> {
  %atom = fly.make_mma_atom : !ss24h
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!ss24h, !a32g, !b32n24, vector<12xf16>) -> vector<12xf16>
  return %d : vector<12xf16>
}

// RS, f16 -> f16, N = 16: A's 8 halves in four b32 registers (a0 in the
// low half of the first, PTX's packing), B 16 x 16 with 128-byte rows
// (16,16):(64,1), SBO 1024. C and D 8 halves in 4 registers: outputs
// $0-$3, tied inputs $4-$7, A's registers $8-$11, B $12, the 1 $13.
// CHECK-LABEL: func.func @rs_f16_f16_n16(
// CHECK-SAME: %arg0: vector<8xf16>, %arg1: !llvm.ptr<3>, %arg2: vector<8xf16>) -> vector<8xf16>
// CHECK-NEXT: llvm.mlir.zero : !llvm.struct<()>
// CHECK-NEXT: %[[AW:.*]] = llvm.bitcast %arg0 : vector<8xf16> to vector<4xi32>
// CHECK-NEXT: %[[PB:.*]] = llvm.ptrtoint %arg1 : !llvm.ptr<3> to i64
// CHECK-NEXT: %[[MB:.*]] = llvm.mlir.constant(262143 : i64) : i64
// CHECK-NEXT: %[[NB:.*]] = llvm.and %[[PB]], %[[MB]] : i64
// CHECK-NEXT: %[[SB:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[LB:.*]] = llvm.lshr %[[NB]], %[[SB]] : i64
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(4611686293305360384 : i64) : i64
// CHECK-NEXT: %[[DB:.*]] = llvm.or %[[LB]], %[[FB]] : i64
// CHECK-NEXT: %[[CV:.*]] = llvm.bitcast %arg2 : vector<8xf16> to vector<4xi32>
// CHECK-NEXT: %[[CK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[CV]][%[[CK0]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[CK1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %[[CV]][%[[CK1]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[CK2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %[[CV]][%[[CK2]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[CK3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %[[CV]][%[[CK3]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[AK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[AK0]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[AK1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[AK1]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[AK2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[AK2]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[AK3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[AK3]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[R:.*]] = llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $13, 0;\0Awgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16 {$0, $1, $2, $3}, {$8, $9, $10, $11}, $12, p, 1, 1, 0;\0A}", "=r,=r,=r,=r,0,1,2,3,r,r,r,r,l,r" %[[C0]], %[[C1]], %[[C2]], %[[C3]], %[[A0]], %[[A1]], %[[A2]], %[[A3]], %[[DB]], %[[ONE]] : (i32, i32, i32, i32, i32, i32, i32, i32, i64, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %[[X0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[JK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[J0:.*]] = llvm.insertelement %[[X0]], %[[U]][%[[JK0]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[X1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[JK1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[J1:.*]] = llvm.insertelement %[[X1]], %[[J0]][%[[JK1]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[X2:.*]] = llvm.extractvalue %[[R]][2] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[JK2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[J2:.*]] = llvm.insertelement %[[X2]], %[[J1]][%[[JK2]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[X3:.*]] = llvm.extractvalue %[[R]][3] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[JK3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[J3:.*]] = llvm.insertelement %[[X3]], %[[J2]][%[[JK3]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[OUT:.*]] = llvm.bitcast %[[J3]] : vector<4xi32> to vector<8xf16>
// CHECK-NEXT: return %[[OUT]] : vector<8xf16>
!rs16h = !fly.mma_atom<!fly_nvvm.wgmma<64x16x16, (f16, f16) -> f16, a = reg>>
!b128n16 = !fly.memref<f16, shared, (16,16):(64,1), align<1024>, S<3,4,3>>
func.func @rs_f16_f16_n16(%a: vector<8xf16>, %b: !b128n16, %c: vector<8xf16>) -> vector<8xf16> {
  %atom = fly.make_mma_atom : !rs16h
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!rs16h, vector<8xf16>, !b128n16, vector<8xf16>) -> vector<8xf16>
  return %d : vector<8xf16>
}

// fly.mma_atom_call on views, RS, bf16 -> f32, N = 16: D, A, C register
// views (%arg0, %arg1, %arg3), B in shared memory (%arg2) with 32-byte rows
// (16,16):(16,1), SBO 256. A is loaded and cast to four words first, then
// B's descriptor, then C is loaded; D is stored to %arg0. Outputs $0-$7,
// tied inputs $8-$15, A $16-$19, B $20, the 1 $21.
// CHECK-LABEL: func.func @rs_bf16_f32_n16_views(
// CHECK-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr<3>, %arg3: !llvm.ptr)
// CHECK-NEXT: llvm.mlir.zero : !llvm.struct<()>
// CHECK-NEXT: %[[AV:.*]] = llvm.load %arg1 {{.*}} : !llvm.ptr -> vector<8xbf16>
// CHECK-NEXT: %[[AW:.*]] = llvm.bitcast %[[AV]] : vector<8xbf16> to vector<4xi32>
// CHECK-NEXT: %[[PB:.*]] = llvm.ptrtoint %arg2 : !llvm.ptr<3> to i64
// CHECK-NEXT: %[[MB:.*]] = llvm.mlir.constant(262143 : i64) : i64
// CHECK-NEXT: %[[NB:.*]] = llvm.and %[[PB]], %[[MB]] : i64
// CHECK-NEXT: %[[SB:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[LB:.*]] = llvm.lshr %[[NB]], %[[SB]] : i64
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(-4611685949707845632 : i64) : i64
// CHECK-NEXT: %[[DB:.*]] = llvm.or %[[LB]], %[[FB]] : i64
// CHECK-NEXT: %[[CL:.*]] = llvm.load %arg3 {{.*}} : !llvm.ptr -> vector<8xf32>
// CHECK-NEXT: %[[CV:.*]] = llvm.bitcast %[[CL]] : vector<8xf32> to vector<8xf32>
// CHECK-NEXT: %[[CK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[CV]][%[[CK0]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[CK1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %[[CV]][%[[CK1]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[CK2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %[[CV]][%[[CK2]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[CK3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %[[CV]][%[[CK3]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[CK4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[C4:.*]] = llvm.extractelement %[[CV]][%[[CK4]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[CK5:.*]] = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: %[[C5:.*]] = llvm.extractelement %[[CV]][%[[CK5]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[CK6:.*]] = llvm.mlir.constant(6 : i32) : i32
// CHECK-NEXT: %[[C6:.*]] = llvm.extractelement %[[CV]][%[[CK6]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[CK7:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: %[[C7:.*]] = llvm.extractelement %[[CV]][%[[CK7]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[AK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[AK0]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[AK1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[AK1]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[AK2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[AK2]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[AK3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[AK3]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[R:.*]] = llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $21, 0;\0Awgmma.mma_async.sync.aligned.m64n16k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7}, {$16, $17, $18, $19}, $20, p, 1, 1, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,r,r,r,r,l,r" %[[C0]], %[[C1]], %[[C2]], %[[C3]], %[[C4]], %[[C5]], %[[C6]], %[[C7]], %[[A0]], %[[A1]], %[[A2]], %[[A3]], %[[DB]], %[[ONE]] : (f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i64, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<8xf32>
// CHECK-NEXT: %[[X0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[J0:.*]] = llvm.insertelement %[[X0]], %[[U]][%[[JK0]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[X1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[J1:.*]] = llvm.insertelement %[[X1]], %[[J0]][%[[JK1]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[X2:.*]] = llvm.extractvalue %[[R]][2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[J2:.*]] = llvm.insertelement %[[X2]], %[[J1]][%[[JK2]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[X3:.*]] = llvm.extractvalue %[[R]][3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[J3:.*]] = llvm.insertelement %[[X3]], %[[J2]][%[[JK3]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[X4:.*]] = llvm.extractvalue %[[R]][4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[J4:.*]] = llvm.insertelement %[[X4]], %[[J3]][%[[JK4]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[X5:.*]] = llvm.extractvalue %[[R]][5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK5:.*]] = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: %[[J5:.*]] = llvm.insertelement %[[X5]], %[[J4]][%[[JK5]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[X6:.*]] = llvm.extractvalue %[[R]][6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK6:.*]] = llvm.mlir.constant(6 : i32) : i32
// CHECK-NEXT: %[[J6:.*]] = llvm.insertelement %[[X6]], %[[J5]][%[[JK6]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[X7:.*]] = llvm.extractvalue %[[R]][7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %[[JK7:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: %[[J7:.*]] = llvm.insertelement %[[X7]], %[[J6]][%[[JK7]] : i32] : vector<8xf32>
// CHECK-NEXT: %[[OUT:.*]] = llvm.bitcast %[[J7]] : vector<8xf32> to vector<8xf32>
// CHECK-NEXT: llvm.store %[[OUT]], %arg0 {{.*}} : vector<8xf32>, !llvm.ptr
// CHECK-NEXT: return
!rs16b = !fly.mma_atom<!fly_nvvm.wgmma<64x16x16, (bf16, bf16) -> f32, a = reg>>
!rf8 = !fly.memref<f32, register, 8:1>
!rb8 = !fly.memref<bf16, register, 8:1>
!b32n16 = !fly.memref<bf16, shared, (16,16):(16,1), align<256>, S<1,4,3>>
func.func @rs_bf16_f32_n16_views(%d: !rf8, %a: !rb8, %b: !b32n16, %c: !rf8) {
  %atom = fly.make_mma_atom : !rs16b
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!rs16b, !rf8, !rb8, !b32n16, !rf8) -> ()
  return
}

// fly.mma_atom_call on views, SS, f16 -> f16, N = 16: A (%arg1) with
// 64-byte rows (64,16):(32,1), SBO 8 * 64 = 512; B (%arg2) with 128-byte
// rows, SBO 1024; C (%arg3) loaded, D (%arg0) stored. Outputs $0-$3, tied
// inputs $4-$7, A $8, B $9, the 1 $10.
// CHECK-LABEL: func.func @ss_f16_f16_n16_views(
// CHECK-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr<3>, %arg2: !llvm.ptr<3>, %arg3: !llvm.ptr)
// CHECK-NEXT: llvm.mlir.zero : !llvm.struct<()>
// CHECK-NEXT: %[[PA:.*]] = llvm.ptrtoint %arg1 : !llvm.ptr<3> to i64
// CHECK-NEXT: %[[MA:.*]] = llvm.mlir.constant(262143 : i64) : i64
// CHECK-NEXT: %[[NA:.*]] = llvm.and %[[PA]], %[[MA]] : i64
// CHECK-NEXT: %[[SA:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[LA:.*]] = llvm.lshr %[[NA]], %[[SA]] : i64
// CHECK-NEXT: %[[FA:.*]] = llvm.mlir.constant(-9223371899415756800 : i64) : i64
// CHECK-NEXT: %[[DA:.*]] = llvm.or %[[LA]], %[[FA]] : i64
// CHECK-NEXT: %[[PB:.*]] = llvm.ptrtoint %arg2 : !llvm.ptr<3> to i64
// CHECK-NEXT: %[[MB:.*]] = llvm.mlir.constant(262143 : i64) : i64
// CHECK-NEXT: %[[NB:.*]] = llvm.and %[[PB]], %[[MB]] : i64
// CHECK-NEXT: %[[SB:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[LB:.*]] = llvm.lshr %[[NB]], %[[SB]] : i64
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(4611686293305360384 : i64) : i64
// CHECK-NEXT: %[[DB:.*]] = llvm.or %[[LB]], %[[FB]] : i64
// CHECK-NEXT: %[[CL:.*]] = llvm.load %arg3 {{.*}} : !llvm.ptr -> vector<8xf16>
// CHECK-NEXT: %[[CV:.*]] = llvm.bitcast %[[CL]] : vector<8xf16> to vector<4xi32>
// CHECK-NEXT: %[[CK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[CV]][%[[CK0]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[CK1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %[[CV]][%[[CK1]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[CK2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %[[CV]][%[[CK2]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[CK3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %[[CV]][%[[CK3]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[R:.*]] = llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $10, 0;\0Awgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16 {$0, $1, $2, $3}, $8, $9, p, 1, 1, 0, 0;\0A}", "=r,=r,=r,=r,0,1,2,3,l,l,r" %[[C0]], %[[C1]], %[[C2]], %[[C3]], %[[DA]], %[[DB]], %[[ONE]] : (i32, i32, i32, i32, i64, i64, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %[[X0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[JK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[J0:.*]] = llvm.insertelement %[[X0]], %[[U]][%[[JK0]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[X1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[JK1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[J1:.*]] = llvm.insertelement %[[X1]], %[[J0]][%[[JK1]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[X2:.*]] = llvm.extractvalue %[[R]][2] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[JK2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[J2:.*]] = llvm.insertelement %[[X2]], %[[J1]][%[[JK2]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[X3:.*]] = llvm.extractvalue %[[R]][3] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[JK3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[J3:.*]] = llvm.insertelement %[[X3]], %[[J2]][%[[JK3]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[OUT:.*]] = llvm.bitcast %[[J3]] : vector<4xi32> to vector<8xf16>
// CHECK-NEXT: llvm.store %[[OUT]], %arg0 {{.*}} : vector<8xf16>, !llvm.ptr
// CHECK-NEXT: return
!ss16h = !fly.mma_atom<!fly_nvvm.wgmma<64x16x16, (f16, f16) -> f16, a = smem>>
!rh8 = !fly.memref<f16, register, 8:1>
!a64 = !fly.memref<f16, shared, (64,16):(32,1), align<512>, S<2,4,3>>
func.func @ss_f16_f16_n16_views(%d: !rh8, %a: !a64, %b: !b128n16, %c: !rh8) {
  %atom = fly.make_mma_atom : !ss16h
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!ss16h, !rh8, !a64, !b128n16, !rh8) -> ()
  return
}

// SS, f16 -> f32, N = 256, the largest: 128 f32 registers, outputs
// $0-$127, tied inputs $128-$255, A $256, B $257, the 1 $258. B is 256 x 16
// with 128-byte rows (256,16):(64,1): SBO 1024, as A's. The operand list is
// checked at its ends (C value 0 first, 127 last, then A, B, the 1).
// CHECK-LABEL: func.func @ss_f16_f32_n256(
// CHECK-SAME: %arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<3>, %arg2: vector<128xf32>) -> vector<128xf32>
// CHECK-NEXT: llvm.mlir.zero : !llvm.struct<()>
// CHECK-NEXT: %[[PA:.*]] = llvm.ptrtoint %arg0 : !llvm.ptr<3> to i64
// CHECK-NEXT: %[[MA:.*]] = llvm.mlir.constant(262143 : i64) : i64
// CHECK-NEXT: %[[NA:.*]] = llvm.and %[[PA]], %[[MA]] : i64
// CHECK-NEXT: %[[SA:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[LA:.*]] = llvm.lshr %[[NA]], %[[SA]] : i64
// CHECK-NEXT: %[[FA:.*]] = llvm.mlir.constant(4611686293305360384 : i64) : i64
// CHECK-NEXT: %[[DA:.*]] = llvm.or %[[LA]], %[[FA]] : i64
// CHECK-NEXT: %[[PB:.*]] = llvm.ptrtoint %arg1 : !llvm.ptr<3> to i64
// CHECK-NEXT: %[[MB:.*]] = llvm.mlir.constant(262143 : i64) : i64
// CHECK-NEXT: %[[NB:.*]] = llvm.and %[[PB]], %[[MB]] : i64
// CHECK-NEXT: %[[SB:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[LB:.*]] = llvm.lshr %[[NB]], %[[SB]] : i64
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(4611686293305360384 : i64) : i64
// CHECK-NEXT: %[[DB:.*]] = llvm.or %[[LB]], %[[FB]] : i64
// CHECK-NEXT: %[[CV:.*]] = llvm.bitcast %arg2 : vector<128xf32> to vector<128xf32>
// CHECK-NEXT: %[[CK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[CV]][%[[CK0]] : i32] : vector<128xf32>
// CHECK: %[[CK127:.*]] = llvm.mlir.constant(127 : i32) : i32
// CHECK-NEXT: %[[C127:.*]] = llvm.extractelement %[[CV]][%[[CK127]] : i32] : vector<128xf32>
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[R:.*]] = llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $258, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,l,l,r" %[[C0]], {{(%[0-9]+, ){126}%}}[[C127]], %[[DA]], %[[DB]], %[[ONE]] : ({{(f32, ){128}i}}64, i64, i32) -> !llvm.struct<({{(f32, ){127}f}}32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<128xf32>
// CHECK-NEXT: %[[X0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<({{(f32, ){127}f}}32)>
// CHECK: %[[X127:.*]] = llvm.extractvalue %[[R]][127] : !llvm.struct<({{(f32, ){127}f}}32)>
// CHECK-NEXT: %[[JK127:.*]] = llvm.mlir.constant(127 : i32) : i32
// CHECK-NEXT: %[[J127:.*]] = llvm.insertelement %[[X127]], %{{.*}}[%[[JK127]] : i32] : vector<128xf32>
// CHECK-NEXT: %[[OUT:.*]] = llvm.bitcast %[[J127]] : vector<128xf32> to vector<128xf32>
// CHECK-NEXT: return %[[OUT]] : vector<128xf32>
!ss256 = !fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (f16, f16) -> f32, a = smem>>
!b128n256 = !fly.memref<f16, shared, (256,16):(64,1), align<1024>, S<3,4,3>>
func.func @ss_f16_f32_n256(%a: !a128, %b: !b128n256, %c: vector<128xf32>) -> vector<128xf32> {
  %atom = fly.make_mma_atom : !ss256
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!ss256, !a128, !b128n256, vector<128xf32>) -> vector<128xf32>
  return %d : vector<128xf32>
}

// RS, f16 -> f16, N = 256: 256/4 = 64 registers of two halves, outputs
// $0-$63, tied inputs $64-$127, A's words $128-$131, B $132, the 1 $133.
// CHECK-LABEL: func.func @rs_f16_f16_n256(
// CHECK-SAME: %arg0: vector<8xf16>, %arg1: !llvm.ptr<3>, %arg2: vector<128xf16>) -> vector<128xf16>
// CHECK-NEXT: llvm.mlir.zero : !llvm.struct<()>
// CHECK-NEXT: %[[AW:.*]] = llvm.bitcast %arg0 : vector<8xf16> to vector<4xi32>
// CHECK-NEXT: %[[PB:.*]] = llvm.ptrtoint %arg1 : !llvm.ptr<3> to i64
// CHECK-NEXT: %[[MB:.*]] = llvm.mlir.constant(262143 : i64) : i64
// CHECK-NEXT: %[[NB:.*]] = llvm.and %[[PB]], %[[MB]] : i64
// CHECK-NEXT: %[[SB:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[LB:.*]] = llvm.lshr %[[NB]], %[[SB]] : i64
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(4611686293305360384 : i64) : i64
// CHECK-NEXT: %[[DB:.*]] = llvm.or %[[LB]], %[[FB]] : i64
// CHECK-NEXT: %[[CV:.*]] = llvm.bitcast %arg2 : vector<128xf16> to vector<64xi32>
// CHECK-NEXT: %[[CK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[CV]][%[[CK0]] : i32] : vector<64xi32>
// CHECK: %[[CK63:.*]] = llvm.mlir.constant(63 : i32) : i32
// CHECK-NEXT: %[[C63:.*]] = llvm.extractelement %[[CV]][%[[CK63]] : i32] : vector<64xi32>
// CHECK-NEXT: %[[AK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[AK0]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[AK1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[AK1]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[AK2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[AK2]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[AK3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[AK3]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[R:.*]] = llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $133, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f16.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$128, $129, $130, $131}, $132, p, 1, 1, 0;\0A}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,r,r,r,r,l,r" %[[C0]], {{(%[0-9]+, ){62}%}}[[C63]], %[[A0]], %[[A1]], %[[A2]], %[[A3]], %[[DB]], %[[ONE]] : ({{(i32, ){68}i}}64, i32) -> !llvm.struct<({{(i32, ){63}i}}32)>
// CHECK: %[[X63:.*]] = llvm.extractvalue %[[R]][63] : !llvm.struct<({{(i32, ){63}i}}32)>
// CHECK-NEXT: %[[JK63:.*]] = llvm.mlir.constant(63 : i32) : i32
// CHECK-NEXT: %[[J63:.*]] = llvm.insertelement %[[X63]], %{{.*}}[%[[JK63]] : i32] : vector<64xi32>
// CHECK-NEXT: %[[OUT:.*]] = llvm.bitcast %[[J63]] : vector<64xi32> to vector<128xf16>
// CHECK-NEXT: return %[[OUT]] : vector<128xf16>
!rs256h = !fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (f16, f16) -> f16, a = reg>>
func.func @rs_f16_f16_n256(%a: vector<8xf16>, %b: !b128n256, %c: vector<128xf16>) -> vector<128xf16> {
  %atom = fly.make_mma_atom : !rs256h
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!rs256h, vector<8xf16>, !b128n256, vector<128xf16>) -> vector<128xf16>
  return %d : vector<128xf16>
}

// The k blocks of a swizzled tile, as the example's GEMM addresses them:
// 64 x 64 bf16 tiles with rows of 64 values (128 bytes), the element
// swizzle S<3,3,3> (the byte swizzle S<3,4,3> on 2-byte values),
// partitioned by the tiled MMA into ((64,16),1,4):((64,1),0,16) and sliced
// at k block 2 for A and 3 for B. The 64 x 16 views start 16 * 2 = 32 and
// 16 * 3 = 48 values into the tiles: the descriptors take the unswizzled
// addresses of their first elements, %arg0 + 32 and %arg1 + 48 bf16 (64 and
// 96 bytes: the start address field moves by 4 and 6), and the mode and
// SBO of a 128-byte swizzle with 8-row groups 1024 bytes apart.
// N = 64: 32 f32 registers, A $64, B $65, the 1 $66.
// CHECK-LABEL: func.func @kblocks(
// CHECK-SAME: %arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<3>, %arg2: vector<32xf32>) -> vector<32xf32>
// CHECK: %[[GA:.*]] = llvm.getelementptr %arg0[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
// CHECK-NEXT: %[[GB:.*]] = llvm.getelementptr %arg1[48] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
// CHECK-NEXT: %[[PA:.*]] = llvm.ptrtoint %[[GA]] : !llvm.ptr<3> to i64
// CHECK-NEXT: %[[MA:.*]] = llvm.mlir.constant(262143 : i64) : i64
// CHECK-NEXT: %[[NA:.*]] = llvm.and %[[PA]], %[[MA]] : i64
// CHECK-NEXT: %[[SA:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[LA:.*]] = llvm.lshr %[[NA]], %[[SA]] : i64
// CHECK-NEXT: %[[FA:.*]] = llvm.mlir.constant(4611686293305360384 : i64) : i64
// CHECK-NEXT: %[[DA:.*]] = llvm.or %[[LA]], %[[FA]] : i64
// CHECK-NEXT: %[[PB:.*]] = llvm.ptrtoint %[[GB]] : !llvm.ptr<3> to i64
// CHECK-NEXT: %[[MB:.*]] = llvm.mlir.constant(262143 : i64) : i64
// CHECK-NEXT: %[[NB:.*]] = llvm.and %[[PB]], %[[MB]] : i64
// CHECK-NEXT: %[[SB:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[LB:.*]] = llvm.lshr %[[NB]], %[[SB]] : i64
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(4611686293305360384 : i64) : i64
// CHECK-NEXT: %[[DB:.*]] = llvm.or %[[LB]], %[[FB]] : i64
// CHECK-NEXT: %[[CV:.*]] = llvm.bitcast %arg2 : vector<32xf32> to vector<32xf32>
// CHECK-NEXT: %[[CK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[CV]][%[[CK0]] : i32] : vector<32xf32>
// CHECK: %[[CK31:.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK-NEXT: %[[C31:.*]] = llvm.extractelement %[[CV]][%[[CK31]] : i32] : vector<32xf32>
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[R:.*]] = llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,r" %[[C0]], {{(%[0-9]+, ){30}%}}[[C31]], %[[DA]], %[[DB]], %[[ONE]] : ({{(f32, ){32}i}}64, i64, i32) -> !llvm.struct<({{(f32, ){31}f}}32)>
!ss64b = !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (bf16, bf16) -> f32, a = smem>>
!tm64 = !fly.tiled_mma<!ss64b, !fly.layout<(1,1,1):(0,0,0)>>
!sp = !fly.ptr<bf16, shared, align<1024>>
!swz = !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>
!tile = !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<1024>>
!part = !fly.memref<bf16, shared, S<3,3,3> o 0 o ((64,16),1,4):((64,1),0,16), align<1024>>
!k2 = !fly.memref<bf16, shared, S<3,3,3> o 32 o (64,16):(64,1), align<1024>>
!k3 = !fly.memref<bf16, shared, S<3,3,3> o 48 o (64,16):(64,1), align<1024>>
func.func @kblocks(%sa: !sp, %sb: !sp, %c: vector<32xf32>) -> vector<32xf32> {
  %atom = fly.make_mma_atom : !ss64b
  %al = fly.static : !fly.layout<(1,1,1):(0,0,0)>
  %tm = fly.make_tiled_mma(%atom, %al) : (!ss64b, !fly.layout<(1,1,1):(0,0,0)>) -> !tm64
  %l = fly.static : !swz
  %ta = fly.make_view(%sa, %l) : (!sp, !swz) -> !tile
  %tb = fly.make_view(%sb, %l) : (!sp, !swz) -> !tile
  %t0 = fly.static : !fly.int_tuple<0>
  %pa = fly.tiled_mma.partition(a, %tm, %ta, %t0) : (!tm64, !tile, !fly.int_tuple<0>) -> !part
  %pb = fly.tiled_mma.partition(b, %tm, %tb, %t0) : (!tm64, !tile, !fly.int_tuple<0>) -> !part
  %at2 = fly.static : !fly.int_tuple<(*,0,2)>
  %at3 = fly.static : !fly.int_tuple<(*,0,3)>
  %a2 = fly.slice(%pa, %at2) : (!part, !fly.int_tuple<(*,0,2)>) -> !k2
  %b3 = fly.slice(%pb, %at3) : (!part, !fly.int_tuple<(*,0,3)>) -> !k3
  %d = fly.mma_atom_call_ssa(%atom, %a2, %b3, %c) : (!ss64b, !k2, !k3, vector<32xf32>) -> vector<32xf32>
  return %d : vector<32xf32>
}

// A tile that starts one 128-byte row into the swizzle pattern (element 64
// of the swizzled region, S<3,3,3> o 64 o (64,16):(64,1)): Fly's swizzle,
// like the hardware's with base offset 0, acts on absolute shared-memory
// addresses (seen on an H200: an m64n8k16 whose A starts 128, 256, 512,
// 896 or 1152 bytes into the 1024-byte pattern reads A right when the
// chunks are XORed with the absolute address's row bits, and wrong when
// with the row index from the start), so the view is the canonical form
// and the descriptor takes the unswizzled address of its first element,
// %arg0 + 64 bf16 = 128 bytes.
// B (N = 8) is an aligned 8 x 16 tile of 128-byte rows.
// CHECK-LABEL: func.func @mid_pattern(
// CHECK-SAME: %arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<3>, %arg2: vector<4xf32>) -> vector<4xf32>
// CHECK: %[[GA:.*]] = llvm.getelementptr %arg0[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
// CHECK-NEXT: %[[PA:.*]] = llvm.ptrtoint %[[GA]] : !llvm.ptr<3> to i64
// CHECK-NEXT: %[[MA:.*]] = llvm.mlir.constant(262143 : i64) : i64
// CHECK-NEXT: %[[NA:.*]] = llvm.and %[[PA]], %[[MA]] : i64
// CHECK-NEXT: %[[SA:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[LA:.*]] = llvm.lshr %[[NA]], %[[SA]] : i64
// CHECK-NEXT: %[[FA:.*]] = llvm.mlir.constant(4611686293305360384 : i64) : i64
// CHECK-NEXT: %[[DA:.*]] = llvm.or %[[LA]], %[[FA]] : i64
// CHECK-NEXT: %[[PB:.*]] = llvm.ptrtoint %arg1 : !llvm.ptr<3> to i64
// CHECK-NEXT: %[[MB:.*]] = llvm.mlir.constant(262143 : i64) : i64
// CHECK-NEXT: %[[NB:.*]] = llvm.and %[[PB]], %[[MB]] : i64
// CHECK-NEXT: %[[SB:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[LB:.*]] = llvm.lshr %[[NB]], %[[SB]] : i64
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(4611686293305360384 : i64) : i64
// CHECK-NEXT: %[[DB:.*]] = llvm.or %[[LB]], %[[FB]] : i64
// CHECK: llvm.inline_asm has_side_effects {{.*}}m64n8k16.f32.bf16.bf16 {$0, $1, $2, $3}, $8, $9, p, 1, 1, 0, 0;{{.*}} %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[DA]], %[[DB]], %{{.*}} :
!ss8b = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (bf16, bf16) -> f32, a = smem>>
!mid = !fly.composed_layout<S<3,3,3> o 64 o (64,16):(64,1)>
!midv = !fly.memref<bf16, shared, S<3,3,3> o 64 o (64,16):(64,1), align<1024>>
!b8l = !fly.composed_layout<S<3,3,3> o 0 o (8,16):(64,1)>
!b8v = !fly.memref<bf16, shared, S<3,3,3> o 0 o (8,16):(64,1), align<1024>>
func.func @mid_pattern(%sa: !sp, %sb: !sp, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !ss8b
  %la = fly.static : !mid
  %lb = fly.static : !b8l
  %a = fly.make_view(%sa, %la) : (!sp, !mid) -> !midv
  %b = fly.make_view(%sb, %lb) : (!sp, !b8l) -> !b8v
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!ss8b, !midv, !b8v, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// MN-major (transposed) 16-bit operands. The PTX ISA's MN-major canonical
// layouts (CuTe's GMMA Major::MN): rows of W bytes run along M or N, the 8
// rows of a k group follow each other, k groups are SBO apart and runs of
// rows along MN LBO apart; the instruction's imm-trans-a / imm-trans-b is 1.
// A (64,16):(1,64) under S<3,4,3>: one 64-value run (M = 64, LBO unused:
// field 1), k group 8 at 512 values = 1024 bytes: SBO field 64, mode 1:
// the same constant as the K-major 128-byte form, 4611686293305360384;
// imm-trans-a 1, imm-trans-b 0.
// CHECK-LABEL: func.func @ss_a_m_major(
// CHECK: llvm.mlir.constant(4611686293305360384 : i64)
// CHECK: llvm.mlir.constant(-9223371899415756800 : i64)
// CHECK: llvm.inline_asm has_side_effects "{{.*}}wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $8, $9, p, 1, 1, 1, 0;
!ssT = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!aM = !fly.memref<f16, shared, (64,16):(1,64), align<1024>, S<3,4,3>>
func.func @ss_a_m_major(%a: !aM, %b: !b64n8, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !ssT
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!ssT, !aM, !b64n8, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// RS with an N-major B, N = 128: ((64,2),(8,2)):((1,1024),(64,512)) under
// S<3,4,3>: two 64-value runs 1024 values = 2048 bytes apart (LBO field
// 128), k groups 512 values = 1024 bytes apart (SBO field 64), mode 1:
// 2^62 + 64 * 2^32 + 128 * 2^16 = 4611686293313683456; imm-trans-b 1.
// CHECK-LABEL: func.func @rs_b_n_major(
// CHECK: llvm.mlir.constant(4611686293313683456 : i64)
// CHECK: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {{.*}}}, $132, p, 1, 1, 1;
!rsT = !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (bf16, bf16) -> f32, a = reg>>
!bN = !fly.memref<bf16, shared, ((64,2),(8,2)):((1,1024),(64,512)), align<1024>, S<3,4,3>>
func.func @rs_b_n_major(%a: vector<8xbf16>, %b: !bN, %c: vector<64xf32>) -> vector<64xf32> {
  %atom = fly.make_mma_atom : !rsT
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!rsT, vector<8xbf16>, !bN, vector<64xf32>) -> vector<64xf32>
  return %d : vector<64xf32>
}

// 8-bit floats: .m64nNk32, e4m3 / e5m2 named per operand, no transpose
// immediates (`p, 1, 1`). K-major rows of 128 bytes hold 128 values; a
// 64 x 32 tile (64,32):(128,1) has SBO 8 x 128 = 1024 bytes (field 64),
// mode 1: 4611686293305360384 for A and B.
// CHECK-LABEL: func.func @ss_fp8(
// CHECK: llvm.mlir.constant(4611686293305360384 : i64)
// CHECK: llvm.mlir.constant(4611686293305360384 : i64)
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e5m2 {{.*}}}, $64, $65, p, 1, 1;
!ssf8 = !fly.mma_atom<!fly_nvvm.wgmma<64x64x32, (f8E4M3FN, f8E5M2) -> f32, a = smem>>
!a8 = !fly.memref<f8E4M3FN, shared, (64,32):(128,1), align<1024>, S<3,4,3>>
!b8 = !fly.memref<f8E5M2, shared, (64,32):(128,1), align<1024>, S<3,4,3>>
func.func @ss_fp8(%a: !a8, %b: !b8, %c: vector<32xf32>) -> vector<32xf32> {
  %atom = fly.make_mma_atom : !ssf8
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!ssf8, !a8, !b8, vector<32xf32>) -> vector<32xf32>
  return %d : vector<32xf32>
}

// RS 8-bit into f16: A's 16 values as four b32 words; B 8 x 32 with 32-byte
// rows (S<1,4,3>): one row group, SBO 8 x 32 = 256 bytes (field 16), mode 3:
// -2^62 + 16 * 2^32 + 2^16 = -4611685949707845632. D: 8 / 4 = 2 registers
// of two f16.
// CHECK-LABEL: func.func @rs_fp8(
// CHECK: llvm.mlir.constant(-4611685949707845632 : i64)
// CHECK: wgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e4m3 {$0, $1}, {$4, $5, $6, $7}, $8, p, 1, 1;
// CHECK-SAME: "=r,=r,0,1,r,r,r,r,l,r"
!rsf8 = !fly.mma_atom<!fly_nvvm.wgmma<64x8x32, (f8E4M3FN, f8E4M3FN) -> f16, a = reg>>
!b8n8 = !fly.memref<f8E4M3FN, shared, (8,32):(32,1), align<256>, S<1,4,3>>
func.func @rs_fp8(%a: vector<16xf8E4M3FN>, %b: !b8n8, %c: vector<4xf16>) -> vector<4xf16> {
  %atom = fly.make_mma_atom : !rsf8
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!rsf8, vector<16xf8E4M3FN>, !b8n8, vector<4xf16>) -> vector<4xf16>
  return %d : vector<4xf16>
}
