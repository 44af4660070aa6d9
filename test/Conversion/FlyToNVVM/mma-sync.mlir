// RUN: fly-opt %s --convert-fly-to-nvvm | FileCheck %s
// convert-fly-to-nvvm on fly.mma_atom_call with register views, for every
// fly_nvvm.mma_sync form (lib/Conversion/FlyToNVVM/MmaSync.cpp). The
// expected code follows the PTX ISA's operand lists ("Matrix Fragments for
// mma.m16n8k16 / m16n8k8 / m16n8k32"): a lane's A, B and C fragments are
// M*K/32, N*K/32 and M*N/32 values, packed low to high into 32-bit registers
// (a0 in the low bits of the first register; docs/notes/nvidia-atoms.md 0),
// so register j of an operand holds values 32j/w .. 32(j+1)/w - 1 for w-bit
// values. The operand types are those 22.1's nvvm.mma.sync takes: f16 pairs
// as vector<2xf16>, bf16 pairs, tf32 bit patterns and i8 quadruples as i32,
// f32 and i32 accumulators one value per register; the result is a struct of
// the accumulator registers, put back into D in the same order.
//
// Each function takes D, A, B, C as four distinct register views (%arg0 to
// %arg3 after conversion): the checks follow the load of A (%arg1), B
// (%arg2) and C (%arg3) through the register split, in element order, to
// the A[...], B[...], C[...] operand lists, and the result to the store to
// D (%arg0). Swapping two operands, two registers, or C and D fails them.
// The SSA form (fly.mma_atom_call_ssa) is mma-sync-ssa.mlir.

// m16n8k16 f16 -> f32: A 16*16/32 = 8 halves = 4 registers, B 8*16/32 = 4
// halves = 2 registers, each register two halves (vector<2xf16>, the lower
// value in element 0); C and D 16*8/32 = 4 f32, one register each.
// CHECK-LABEL: func.func @f16_f32(
// CHECK: %[[VA:.*]] = llvm.load %arg1 {{.*}} : !llvm.ptr -> vector<8xf16>
// CHECK-NEXT: %[[VB:.*]] = llvm.load %arg2 {{.*}} : !llvm.ptr -> vector<4xf16>
// CHECK-NEXT: %[[VC:.*]] = llvm.load %arg3 {{.*}} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %[[AW:.*]] = llvm.bitcast %[[VA]] : vector<8xf16> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0E:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A0:.*]] = llvm.bitcast %[[A0E]] : i32 to vector<2xf16>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1E:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1:.*]] = llvm.bitcast %[[A1E]] : i32 to vector<2xf16>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2E:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2:.*]] = llvm.bitcast %[[A2E]] : i32 to vector<2xf16>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3E:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3:.*]] = llvm.bitcast %[[A3E]] : i32 to vector<2xf16>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[VB]] : vector<4xf16> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0E:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B0:.*]] = llvm.bitcast %[[B0E]] : i32 to vector<2xf16>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1E:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1:.*]] = llvm.bitcast %[[B1E]] : i32 to vector<2xf16>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[VC]][%[[C0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %[[VC]][%[[C1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %[[VC]][%[[C2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %[[VC]][%[[C3K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[R:.*]] = nvvm.mma.sync A[%[[A0]], %[[A1]], %[[A2]], %[[A3]]] B[%[[B0]], %[[B1]]] C[%[[C0]], %[[C1]], %[[C2]], %[[C3]]] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D2:.*]] = llvm.extractvalue %[[R]][2] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D3:.*]] = llvm.extractvalue %[[R]][3] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %[[J0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[J0:.*]] = llvm.insertelement %[[D0]], %[[U]][%[[J0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[J1:.*]] = llvm.insertelement %[[D1]], %[[J0]][%[[J1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[J2:.*]] = llvm.insertelement %[[D2]], %[[J1]][%[[J2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[J3:.*]] = llvm.insertelement %[[D3]], %[[J2]][%[[J3K]] : i32] : vector<4xf32>
// CHECK-NEXT: llvm.store %[[J3]], %arg0 {{.*}} : vector<4xf32>, !llvm.ptr
func.func @f16_f32(%d: !fly.memref<f32, register, 4:1>, %a: !fly.memref<f16, register, 8:1>, %b: !fly.memref<f16, register, 4:1>, %c: !fly.memref<f32, register, 4:1>) {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f32>>
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f16, register, 8:1>, !fly.memref<f16, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
  return
}

// m16n8k16 f16 -> f16: C and D are 4 halves = 2 vector<2xf16> registers; D
// is put back through i32 words.
// CHECK-LABEL: func.func @f16_f16(
// CHECK: %[[VA:.*]] = llvm.load %arg1 {{.*}} : !llvm.ptr -> vector<8xf16>
// CHECK-NEXT: %[[VB:.*]] = llvm.load %arg2 {{.*}} : !llvm.ptr -> vector<4xf16>
// CHECK-NEXT: %[[VC:.*]] = llvm.load %arg3 {{.*}} : !llvm.ptr -> vector<4xf16>
// CHECK-NEXT: %[[AW:.*]] = llvm.bitcast %[[VA]] : vector<8xf16> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0E:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A0:.*]] = llvm.bitcast %[[A0E]] : i32 to vector<2xf16>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1E:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1:.*]] = llvm.bitcast %[[A1E]] : i32 to vector<2xf16>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2E:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2:.*]] = llvm.bitcast %[[A2E]] : i32 to vector<2xf16>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3E:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3:.*]] = llvm.bitcast %[[A3E]] : i32 to vector<2xf16>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[VB]] : vector<4xf16> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0E:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B0:.*]] = llvm.bitcast %[[B0E]] : i32 to vector<2xf16>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1E:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1:.*]] = llvm.bitcast %[[B1E]] : i32 to vector<2xf16>
// CHECK-NEXT: %[[CW:.*]] = llvm.bitcast %[[VC]] : vector<4xf16> to vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0E:.*]] = llvm.extractelement %[[CW]][%[[C0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0:.*]] = llvm.bitcast %[[C0E]] : i32 to vector<2xf16>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1E:.*]] = llvm.extractelement %[[CW]][%[[C1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C1:.*]] = llvm.bitcast %[[C1E]] : i32 to vector<2xf16>
// CHECK-NEXT: %[[R:.*]] = nvvm.mma.sync A[%[[A0]], %[[A1]], %[[A2]], %[[A3]]] B[%[[B0]], %[[B1]]] C[%[[C0]], %[[C1]]] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
// CHECK-NEXT: %[[D0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
// CHECK-NEXT: %[[D1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<2xi32>
// CHECK-NEXT: %[[D0W:.*]] = llvm.bitcast %[[D0]] : vector<2xf16> to i32
// CHECK-NEXT: %[[J0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[J0:.*]] = llvm.insertelement %[[D0W]], %[[U]][%[[J0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[D1W:.*]] = llvm.bitcast %[[D1]] : vector<2xf16> to i32
// CHECK-NEXT: %[[J1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[J1:.*]] = llvm.insertelement %[[D1W]], %[[J0]][%[[J1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[DV:.*]] = llvm.bitcast %[[J1]] : vector<2xi32> to vector<4xf16>
// CHECK-NEXT: llvm.store %[[DV]], %arg0 {{.*}} : vector<4xf16>, !llvm.ptr
func.func @f16_f16(%d: !fly.memref<f16, register, 4:1>, %a: !fly.memref<f16, register, 8:1>, %b: !fly.memref<f16, register, 4:1>, %c: !fly.memref<f16, register, 4:1>) {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f16>>
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f16>>, !fly.memref<f16, register, 4:1>, !fly.memref<f16, register, 8:1>, !fly.memref<f16, register, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
  return
}

// m16n8k16 bf16 -> f32: the bf16 pairs are i32 registers (22.1's
// nvvm.mma.sync takes bf16 operands as i32), with the bf16 PTX types.
// CHECK-LABEL: func.func @bf16_f32(
// CHECK: %[[VA:.*]] = llvm.load %arg1 {{.*}} : !llvm.ptr -> vector<8xbf16>
// CHECK-NEXT: %[[VB:.*]] = llvm.load %arg2 {{.*}} : !llvm.ptr -> vector<4xbf16>
// CHECK-NEXT: %[[VC:.*]] = llvm.load %arg3 {{.*}} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %[[AW:.*]] = llvm.bitcast %[[VA]] : vector<8xbf16> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[VB]] : vector<4xbf16> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[VC]][%[[C0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %[[VC]][%[[C1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %[[VC]][%[[C2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %[[VC]][%[[C3K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[R:.*]] = nvvm.mma.sync A[%[[A0]], %[[A1]], %[[A2]], %[[A3]]] B[%[[B0]], %[[B1]]] C[%[[C0]], %[[C1]], %[[C2]], %[[C3]]] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D2:.*]] = llvm.extractvalue %[[R]][2] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D3:.*]] = llvm.extractvalue %[[R]][3] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %[[J0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[J0:.*]] = llvm.insertelement %[[D0]], %[[U]][%[[J0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[J1:.*]] = llvm.insertelement %[[D1]], %[[J0]][%[[J1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[J2:.*]] = llvm.insertelement %[[D2]], %[[J1]][%[[J2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[J3:.*]] = llvm.insertelement %[[D3]], %[[J2]][%[[J3K]] : i32] : vector<4xf32>
// CHECK-NEXT: llvm.store %[[J3]], %arg0 {{.*}} : vector<4xf32>, !llvm.ptr
func.func @bf16_f32(%d: !fly.memref<f32, register, 4:1>, %a: !fly.memref<bf16, register, 8:1>, %b: !fly.memref<bf16, register, 4:1>, %c: !fly.memref<f32, register, 4:1>) {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<bf16, register, 8:1>, !fly.memref<bf16, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
  return
}

// m16n8k8 tf32: A 16*8/32 = 4 f32 bit patterns, B 8*8/32 = 2, as i32
// registers; C and D 4 f32. The PTX types are tf32.
// CHECK-LABEL: func.func @tf32(
// CHECK: %[[VA:.*]] = llvm.load %arg1 {{.*}} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %[[VB:.*]] = llvm.load %arg2 {{.*}} : !llvm.ptr -> vector<2xf32>
// CHECK-NEXT: %[[VC:.*]] = llvm.load %arg3 {{.*}} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %[[AW:.*]] = llvm.bitcast %[[VA]] : vector<4xf32> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[VB]] : vector<2xf32> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[VC]][%[[C0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %[[VC]][%[[C1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %[[VC]][%[[C2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %[[VC]][%[[C3K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[R:.*]] = nvvm.mma.sync A[%[[A0]], %[[A1]], %[[A2]], %[[A3]]] B[%[[B0]], %[[B1]]] C[%[[C0]], %[[C1]], %[[C2]], %[[C3]]] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D2:.*]] = llvm.extractvalue %[[R]][2] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D3:.*]] = llvm.extractvalue %[[R]][3] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %[[J0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[J0:.*]] = llvm.insertelement %[[D0]], %[[U]][%[[J0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[J1:.*]] = llvm.insertelement %[[D1]], %[[J0]][%[[J1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[J2:.*]] = llvm.insertelement %[[D2]], %[[J1]][%[[J2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[J3:.*]] = llvm.insertelement %[[D3]], %[[J2]][%[[J3K]] : i32] : vector<4xf32>
// CHECK-NEXT: llvm.store %[[J3]], %arg0 {{.*}} : vector<4xf32>, !llvm.ptr
func.func @tf32(%d: !fly.memref<f32, register, 4:1>, %a: !fly.memref<f32, register, 4:1>, %b: !fly.memref<f32, register, 2:1>, %c: !fly.memref<f32, register, 4:1>) {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, register, 2:1>, !fly.memref<f32, register, 4:1>) -> ()
  return
}

// m16n8k32 i8 -> i32: A 16*32/32 = 16 bytes = 4 i32 registers, B 8 bytes =
// 2; C and D 4 i32, one register each. The signs give .s8 / .u8; the
// accumulator wraps (intOverflowBehavior wrapped, PTX's default: no .satfinite).
// CHECK-LABEL: func.func @s8_s8(
// CHECK: %[[VA:.*]] = llvm.load %arg1 {{.*}} : !llvm.ptr -> vector<16xi8>
// CHECK-NEXT: %[[VB:.*]] = llvm.load %arg2 {{.*}} : !llvm.ptr -> vector<8xi8>
// CHECK-NEXT: %[[VC:.*]] = llvm.load %arg3 {{.*}} : !llvm.ptr -> vector<4xi32>
// CHECK-NEXT: %[[AW:.*]] = llvm.bitcast %[[VA]] : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[VC]][%[[C0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %[[VC]][%[[C1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %[[VC]][%[[C2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %[[VC]][%[[C3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[R:.*]] = nvvm.mma.sync A[%[[A0]], %[[A1]], %[[A2]], %[[A3]]] B[%[[B0]], %[[B1]]] C[%[[C0]], %[[C1]], %[[C2]], %[[C3]]] {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[D0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[D1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[D2:.*]] = llvm.extractvalue %[[R]][2] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[D3:.*]] = llvm.extractvalue %[[R]][3] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %[[J0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[J0:.*]] = llvm.insertelement %[[D0]], %[[U]][%[[J0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[J1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[J1:.*]] = llvm.insertelement %[[D1]], %[[J0]][%[[J1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[J2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[J2:.*]] = llvm.insertelement %[[D2]], %[[J1]][%[[J2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[J3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[J3:.*]] = llvm.insertelement %[[D3]], %[[J2]][%[[J3K]] : i32] : vector<4xi32>
// CHECK-NEXT: llvm.store %[[J3]], %arg0 {{.*}} : vector<4xi32>, !llvm.ptr
func.func @s8_s8(%d: !fly.memref<i32, register, 4:1>, %a: !fly.memref<i8, register, 16:1>, %b: !fly.memref<i8, register, 8:1>, %c: !fly.memref<i32, register, 4:1>) {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = true>>
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = true>>, !fly.memref<i32, register, 4:1>, !fly.memref<i8, register, 16:1>, !fly.memref<i8, register, 8:1>, !fly.memref<i32, register, 4:1>) -> ()
  return
}

// signA = false: A is .u8, B .s8.
// CHECK-LABEL: func.func @u8_s8(
// CHECK: %[[VA:.*]] = llvm.load %arg1 {{.*}} : !llvm.ptr -> vector<16xi8>
// CHECK-NEXT: %[[VB:.*]] = llvm.load %arg2 {{.*}} : !llvm.ptr -> vector<8xi8>
// CHECK-NEXT: %[[VC:.*]] = llvm.load %arg3 {{.*}} : !llvm.ptr -> vector<4xi32>
// CHECK-NEXT: %[[AW:.*]] = llvm.bitcast %[[VA]] : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[VC]][%[[C0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %[[VC]][%[[C1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %[[VC]][%[[C2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %[[VC]][%[[C3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[R:.*]] = nvvm.mma.sync A[%[[A0]], %[[A1]], %[[A2]], %[[A3]]] B[%[[B0]], %[[B1]]] C[%[[C0]], %[[C1]], %[[C2]], %[[C3]]] {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[D0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[D1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[D2:.*]] = llvm.extractvalue %[[R]][2] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[D3:.*]] = llvm.extractvalue %[[R]][3] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %[[J0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[J0:.*]] = llvm.insertelement %[[D0]], %[[U]][%[[J0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[J1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[J1:.*]] = llvm.insertelement %[[D1]], %[[J0]][%[[J1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[J2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[J2:.*]] = llvm.insertelement %[[D2]], %[[J1]][%[[J2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[J3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[J3:.*]] = llvm.insertelement %[[D3]], %[[J2]][%[[J3K]] : i32] : vector<4xi32>
// CHECK-NEXT: llvm.store %[[J3]], %arg0 {{.*}} : vector<4xi32>, !llvm.ptr
func.func @u8_s8(%d: !fly.memref<i32, register, 4:1>, %a: !fly.memref<i8, register, 16:1>, %b: !fly.memref<i8, register, 8:1>, %c: !fly.memref<i32, register, 4:1>) {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = false, signB = true>>
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = false, signB = true>>, !fly.memref<i32, register, 4:1>, !fly.memref<i8, register, 16:1>, !fly.memref<i8, register, 8:1>, !fly.memref<i32, register, 4:1>) -> ()
  return
}

// signB = false: A is .s8, B .u8.
// CHECK-LABEL: func.func @s8_u8(
// CHECK: %[[VA:.*]] = llvm.load %arg1 {{.*}} : !llvm.ptr -> vector<16xi8>
// CHECK-NEXT: %[[VB:.*]] = llvm.load %arg2 {{.*}} : !llvm.ptr -> vector<8xi8>
// CHECK-NEXT: %[[VC:.*]] = llvm.load %arg3 {{.*}} : !llvm.ptr -> vector<4xi32>
// CHECK-NEXT: %[[AW:.*]] = llvm.bitcast %[[VA]] : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[VC]][%[[C0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %[[VC]][%[[C1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %[[VC]][%[[C2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %[[VC]][%[[C3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[R:.*]] = nvvm.mma.sync A[%[[A0]], %[[A1]], %[[A2]], %[[A3]]] B[%[[B0]], %[[B1]]] C[%[[C0]], %[[C1]], %[[C2]], %[[C3]]] {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[D0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[D1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[D2:.*]] = llvm.extractvalue %[[R]][2] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[D3:.*]] = llvm.extractvalue %[[R]][3] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %[[J0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[J0:.*]] = llvm.insertelement %[[D0]], %[[U]][%[[J0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[J1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[J1:.*]] = llvm.insertelement %[[D1]], %[[J0]][%[[J1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[J2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[J2:.*]] = llvm.insertelement %[[D2]], %[[J1]][%[[J2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[J3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[J3:.*]] = llvm.insertelement %[[D3]], %[[J2]][%[[J3K]] : i32] : vector<4xi32>
// CHECK-NEXT: llvm.store %[[J3]], %arg0 {{.*}} : vector<4xi32>, !llvm.ptr
func.func @s8_u8(%d: !fly.memref<i32, register, 4:1>, %a: !fly.memref<i8, register, 16:1>, %b: !fly.memref<i8, register, 8:1>, %c: !fly.memref<i32, register, 4:1>) {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>>
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>>, !fly.memref<i32, register, 4:1>, !fly.memref<i8, register, 16:1>, !fly.memref<i8, register, 8:1>, !fly.memref<i32, register, 4:1>) -> ()
  return
}

// Both unsigned.
// CHECK-LABEL: func.func @u8_u8(
// CHECK: %[[VA:.*]] = llvm.load %arg1 {{.*}} : !llvm.ptr -> vector<16xi8>
// CHECK-NEXT: %[[VB:.*]] = llvm.load %arg2 {{.*}} : !llvm.ptr -> vector<8xi8>
// CHECK-NEXT: %[[VC:.*]] = llvm.load %arg3 {{.*}} : !llvm.ptr -> vector<4xi32>
// CHECK-NEXT: %[[AW:.*]] = llvm.bitcast %[[VA]] : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[VC]][%[[C0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %[[VC]][%[[C1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %[[VC]][%[[C2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %[[VC]][%[[C3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[R:.*]] = nvvm.mma.sync A[%[[A0]], %[[A1]], %[[A2]], %[[A3]]] B[%[[B0]], %[[B1]]] C[%[[C0]], %[[C1]], %[[C2]], %[[C3]]] {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<u8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[D0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[D1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[D2:.*]] = llvm.extractvalue %[[R]][2] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[D3:.*]] = llvm.extractvalue %[[R]][3] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %[[J0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[J0:.*]] = llvm.insertelement %[[D0]], %[[U]][%[[J0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[J1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[J1:.*]] = llvm.insertelement %[[D1]], %[[J0]][%[[J1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[J2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[J2:.*]] = llvm.insertelement %[[D2]], %[[J1]][%[[J2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[J3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[J3:.*]] = llvm.insertelement %[[D3]], %[[J2]][%[[J3K]] : i32] : vector<4xi32>
// CHECK-NEXT: llvm.store %[[J3]], %arg0 {{.*}} : vector<4xi32>, !llvm.ptr
func.func @u8_u8(%d: !fly.memref<i32, register, 4:1>, %a: !fly.memref<i8, register, 16:1>, %b: !fly.memref<i8, register, 8:1>, %c: !fly.memref<i32, register, 4:1>) {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = false, signB = false>>
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = false, signB = false>>, !fly.memref<i32, register, 4:1>, !fly.memref<i8, register, 16:1>, !fly.memref<i8, register, 8:1>, !fly.memref<i32, register, 4:1>) -> ()
  return
}

// m16n8k32 on 8-bit floats: 22.1's nvvm.mma.sync has no dense e4m3/e5m2
// form, so the instruction is inline PTX with the same registers: d0-d3 out
// (=f), a0-a3 and b0-b1 in (r, 32-bit), c0-c3 in (f). The fp8 views load
// as bytes (i8).
// CHECK-LABEL: func.func @e4m3_e5m2(
// CHECK: %[[VA:.*]] = llvm.load %arg1 {{.*}} : !llvm.ptr -> vector<16xi8>
// CHECK-NEXT: %[[VB:.*]] = llvm.load %arg2 {{.*}} : !llvm.ptr -> vector<8xi8>
// CHECK-NEXT: %[[VC:.*]] = llvm.load %arg3 {{.*}} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %[[AW:.*]] = llvm.bitcast %[[VA]] : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[VC]][%[[C0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %[[VC]][%[[C1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %[[VC]][%[[C2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %[[VC]][%[[C3K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[R:.*]] = llvm.inline_asm has_side_effects "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %[[A0]], %[[A1]], %[[A2]], %[[A3]], %[[B0]], %[[B1]], %[[C0]], %[[C1]], %[[C2]], %[[C3]] : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D2:.*]] = llvm.extractvalue %[[R]][2] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D3:.*]] = llvm.extractvalue %[[R]][3] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %[[J0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[J0:.*]] = llvm.insertelement %[[D0]], %[[U]][%[[J0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[J1:.*]] = llvm.insertelement %[[D1]], %[[J0]][%[[J1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[J2:.*]] = llvm.insertelement %[[D2]], %[[J1]][%[[J2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[J3:.*]] = llvm.insertelement %[[D3]], %[[J2]][%[[J3K]] : i32] : vector<4xf32>
// CHECK-NEXT: llvm.store %[[J3]], %arg0 {{.*}} : vector<4xf32>, !llvm.ptr
func.func @e4m3_e5m2(%d: !fly.memref<f32, register, 4:1>, %a: !fly.memref<f8E4M3FN, register, 16:1>, %b: !fly.memref<f8E5M2, register, 8:1>, %c: !fly.memref<f32, register, 4:1>) {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f8E4M3FN, register, 16:1>, !fly.memref<f8E5M2, register, 8:1>, !fly.memref<f32, register, 4:1>) -> ()
  return
}

// The A and B formats name the instruction: .e4m3.e4m3.
// CHECK-LABEL: func.func @e4m3_e4m3(
// CHECK: %[[VA:.*]] = llvm.load %arg1 {{.*}} : !llvm.ptr -> vector<16xi8>
// CHECK-NEXT: %[[VB:.*]] = llvm.load %arg2 {{.*}} : !llvm.ptr -> vector<8xi8>
// CHECK-NEXT: %[[VC:.*]] = llvm.load %arg3 {{.*}} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %[[AW:.*]] = llvm.bitcast %[[VA]] : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[VC]][%[[C0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %[[VC]][%[[C1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %[[VC]][%[[C2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %[[VC]][%[[C3K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[R:.*]] = llvm.inline_asm has_side_effects "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %[[A0]], %[[A1]], %[[A2]], %[[A3]], %[[B0]], %[[B1]], %[[C0]], %[[C1]], %[[C2]], %[[C3]] : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D2:.*]] = llvm.extractvalue %[[R]][2] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D3:.*]] = llvm.extractvalue %[[R]][3] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %[[J0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[J0:.*]] = llvm.insertelement %[[D0]], %[[U]][%[[J0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[J1:.*]] = llvm.insertelement %[[D1]], %[[J0]][%[[J1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[J2:.*]] = llvm.insertelement %[[D2]], %[[J1]][%[[J2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[J3:.*]] = llvm.insertelement %[[D3]], %[[J2]][%[[J3K]] : i32] : vector<4xf32>
// CHECK-NEXT: llvm.store %[[J3]], %arg0 {{.*}} : vector<4xf32>, !llvm.ptr
func.func @e4m3_e4m3(%d: !fly.memref<f32, register, 4:1>, %a: !fly.memref<f8E4M3FN, register, 16:1>, %b: !fly.memref<f8E4M3FN, register, 8:1>, %c: !fly.memref<f32, register, 4:1>) {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>>
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f8E4M3FN, register, 16:1>, !fly.memref<f8E4M3FN, register, 8:1>, !fly.memref<f32, register, 4:1>) -> ()
  return
}

// .e5m2.e4m3 (A first).
// CHECK-LABEL: func.func @e5m2_e4m3(
// CHECK: %[[VA:.*]] = llvm.load %arg1 {{.*}} : !llvm.ptr -> vector<16xi8>
// CHECK-NEXT: %[[VB:.*]] = llvm.load %arg2 {{.*}} : !llvm.ptr -> vector<8xi8>
// CHECK-NEXT: %[[VC:.*]] = llvm.load %arg3 {{.*}} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %[[AW:.*]] = llvm.bitcast %[[VA]] : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[VC]][%[[C0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %[[VC]][%[[C1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %[[VC]][%[[C2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %[[VC]][%[[C3K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[R:.*]] = llvm.inline_asm has_side_effects "mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %[[A0]], %[[A1]], %[[A2]], %[[A3]], %[[B0]], %[[B1]], %[[C0]], %[[C1]], %[[C2]], %[[C3]] : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D2:.*]] = llvm.extractvalue %[[R]][2] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D3:.*]] = llvm.extractvalue %[[R]][3] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %[[J0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[J0:.*]] = llvm.insertelement %[[D0]], %[[U]][%[[J0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[J1:.*]] = llvm.insertelement %[[D1]], %[[J0]][%[[J1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[J2:.*]] = llvm.insertelement %[[D2]], %[[J1]][%[[J2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[J3:.*]] = llvm.insertelement %[[D3]], %[[J2]][%[[J3K]] : i32] : vector<4xf32>
// CHECK-NEXT: llvm.store %[[J3]], %arg0 {{.*}} : vector<4xf32>, !llvm.ptr
func.func @e5m2_e4m3(%d: !fly.memref<f32, register, 4:1>, %a: !fly.memref<f8E5M2, register, 16:1>, %b: !fly.memref<f8E4M3FN, register, 8:1>, %c: !fly.memref<f32, register, 4:1>) {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>>
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f8E5M2, register, 16:1>, !fly.memref<f8E4M3FN, register, 8:1>, !fly.memref<f32, register, 4:1>) -> ()
  return
}

// .e5m2.e5m2.
// CHECK-LABEL: func.func @e5m2_e5m2(
// CHECK: %[[VA:.*]] = llvm.load %arg1 {{.*}} : !llvm.ptr -> vector<16xi8>
// CHECK-NEXT: %[[VB:.*]] = llvm.load %arg2 {{.*}} : !llvm.ptr -> vector<8xi8>
// CHECK-NEXT: %[[VC:.*]] = llvm.load %arg3 {{.*}} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %[[AW:.*]] = llvm.bitcast %[[VA]] : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %[[VC]][%[[C0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %[[VC]][%[[C1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %[[VC]][%[[C2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %[[VC]][%[[C3K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[R:.*]] = llvm.inline_asm has_side_effects "mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %[[A0]], %[[A1]], %[[A2]], %[[A3]], %[[B0]], %[[B1]], %[[C0]], %[[C1]], %[[C2]], %[[C3]] : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D2:.*]] = llvm.extractvalue %[[R]][2] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D3:.*]] = llvm.extractvalue %[[R]][3] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %[[J0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[J0:.*]] = llvm.insertelement %[[D0]], %[[U]][%[[J0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[J1:.*]] = llvm.insertelement %[[D1]], %[[J0]][%[[J1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[J2:.*]] = llvm.insertelement %[[D2]], %[[J1]][%[[J2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[J3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[J3:.*]] = llvm.insertelement %[[D3]], %[[J2]][%[[J3K]] : i32] : vector<4xf32>
// CHECK-NEXT: llvm.store %[[J3]], %arg0 {{.*}} : vector<4xf32>, !llvm.ptr
func.func @e5m2_e5m2(%d: !fly.memref<f32, register, 4:1>, %a: !fly.memref<f8E5M2, register, 16:1>, %b: !fly.memref<f8E5M2, register, 8:1>, %c: !fly.memref<f32, register, 4:1>) {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E5M2) -> f32>>
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E5M2) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f8E5M2, register, 16:1>, !fly.memref<f8E5M2, register, 8:1>, !fly.memref<f32, register, 4:1>) -> ()
  return
}

// A strided A view and a strided D view: the registers are formed in value
// order, not memory order. A is (2,4):(4,1), value v = v0 + 2*v1 at offset
// 4*v0 + v1: values 0..7 are at offsets 0 4 1 5 2 6 3 7. D is (2,2):(2,1):
// values 0..3 go to offsets 0 2 1 3.
// CHECK-LABEL: func.func @strided_views(
// CHECK: %[[U:.*]] = llvm.mlir.undef : vector<8xf16>
// CHECK-NEXT: %[[L0:.*]] = llvm.load %arg1 {{.*}} -> f16
// CHECK-NEXT: %[[K0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[V0:.*]] = llvm.insertelement %[[L0]], %[[U]][%[[K0]] : i32] : vector<8xf16>
// CHECK-NEXT: %[[P1:.*]] = llvm.getelementptr %arg1[4] : (!llvm.ptr) -> !llvm.ptr, f16
// CHECK-NEXT: %[[L1:.*]] = llvm.load %[[P1]]
// CHECK-NEXT: %[[K1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[V1:.*]] = llvm.insertelement %[[L1]], %[[V0]][%[[K1]] : i32]
// CHECK-NEXT: %[[P2:.*]] = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, f16
// CHECK-NEXT: %[[L2:.*]] = llvm.load %[[P2]]
// CHECK-NEXT: %[[K2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[V2:.*]] = llvm.insertelement %[[L2]], %[[V1]][%[[K2]] : i32]
// CHECK-NEXT: %[[P3:.*]] = llvm.getelementptr %arg1[5]
// CHECK-NEXT: %[[L3:.*]] = llvm.load %[[P3]]
// CHECK-NEXT: %[[K3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[V3:.*]] = llvm.insertelement %[[L3]], %[[V2]][%[[K3]] : i32]
// CHECK-NEXT: %[[P4:.*]] = llvm.getelementptr %arg1[2]
// CHECK-NEXT: %[[L4:.*]] = llvm.load %[[P4]]
// CHECK-NEXT: %[[K4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[V4:.*]] = llvm.insertelement %[[L4]], %[[V3]][%[[K4]] : i32]
// CHECK-NEXT: %[[P5:.*]] = llvm.getelementptr %arg1[6]
// CHECK-NEXT: %[[L5:.*]] = llvm.load %[[P5]]
// CHECK-NEXT: %[[K5:.*]] = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: %[[V5:.*]] = llvm.insertelement %[[L5]], %[[V4]][%[[K5]] : i32]
// CHECK-NEXT: %[[P6:.*]] = llvm.getelementptr %arg1[3]
// CHECK-NEXT: %[[L6:.*]] = llvm.load %[[P6]]
// CHECK-NEXT: %[[K6:.*]] = llvm.mlir.constant(6 : i32) : i32
// CHECK-NEXT: %[[V6:.*]] = llvm.insertelement %[[L6]], %[[V5]][%[[K6]] : i32]
// CHECK-NEXT: %[[P7:.*]] = llvm.getelementptr %arg1[7]
// CHECK-NEXT: %[[L7:.*]] = llvm.load %[[P7]]
// CHECK-NEXT: %[[K7:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: %[[VA:.*]] = llvm.insertelement %[[L7]], %[[V6]][%[[K7]] : i32] : vector<8xf16>
// CHECK: %[[AW:.*]] = llvm.bitcast %[[VA]] : vector<8xf16> to vector<4xi32>
// CHECK: nvvm.mma.sync
// CHECK: %[[J3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[J3:.*]] = llvm.insertelement %{{.*}}, %{{.*}}[%[[J3K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[S0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[S0:.*]] = llvm.extractelement %[[J3]][%[[S0K]] : i32] : vector<4xf32>
// CHECK-NEXT: llvm.store %[[S0]], %arg0 {{.*}} : f32, !llvm.ptr
// CHECK-NEXT: %[[S1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[S1:.*]] = llvm.extractelement %[[J3]][%[[S1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[Q1:.*]] = llvm.getelementptr %arg0[2] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %[[S1]], %[[Q1]]
// CHECK-NEXT: %[[S2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[S2:.*]] = llvm.extractelement %[[J3]][%[[S2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[Q2:.*]] = llvm.getelementptr %arg0[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %[[S2]], %[[Q2]]
// CHECK-NEXT: %[[S3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[S3:.*]] = llvm.extractelement %[[J3]][%[[S3K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[Q3:.*]] = llvm.getelementptr %arg0[3] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %[[S3]], %[[Q3]]
!sv = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f32>>
func.func @strided_views(%d: !fly.memref<f32, register, (2,2):(2,1)>, %a: !fly.memref<f16, register, (2,4):(4,1)>, %b: !fly.memref<f16, register, 4:1>, %c: !fly.memref<f32, register, 4:1>) {
  %atom = fly.make_mma_atom : !sv
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!sv, !fly.memref<f32, register, (2,2):(2,1)>, !fly.memref<f16, register, (2,4):(4,1)>, !fly.memref<f16, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
  return
}
