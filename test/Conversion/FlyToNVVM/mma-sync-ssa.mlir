// RUN: fly-opt %s --convert-fly-to-nvvm | FileCheck %s
// convert-fly-to-nvvm on fly.mma_atom_call_ssa for every fly_nvvm.mma_sync
// form: the lane's A, B, C fragments come in as vectors (%arg0 to %arg2)
// and D is the result. The register rules are those of mma-sync.mlir (the
// PTX ISA's fragment operand lists, 32-bit registers packed low to high):
// f16 pairs as vector<2xf16>, bf16 pairs, tf32 bit patterns and i8 (or fp8)
// quadruples as i32, f32 and i32 accumulators one value per register. The
// checks follow %arg0, %arg1, %arg2 register by register, in element order,
// into A[...], B[...], C[...] and the result registers back into the
// returned vector, so a swapped operand or register fails them. fp8 vectors
// are passed as bytes (vector<Nxi8>) after type conversion.

// m16n8k16 f16 -> f32: A 16*16/32 = 8 halves = 4 registers, B 8*16/32 = 4
// halves = 2 registers, each register two halves (vector<2xf16>, the lower
// value in element 0); C and D 16*8/32 = 4 f32, one register each.
// CHECK-LABEL: func.func @f16_f32_ssa(
// CHECK: %[[AW:.*]] = llvm.bitcast %arg0 : vector<8xf16> to vector<4xi32>
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
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %arg1 : vector<4xf16> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0E:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B0:.*]] = llvm.bitcast %[[B0E]] : i32 to vector<2xf16>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1E:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1:.*]] = llvm.bitcast %[[B1E]] : i32 to vector<2xf16>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %arg2[%[[C0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %arg2[%[[C1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %arg2[%[[C2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %arg2[%[[C3K]] : i32] : vector<4xf32>
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
// CHECK-NEXT: return %[[J3]] : vector<4xf32>
func.func @f16_f32_ssa(%a: vector<8xf16>, %b: vector<4xf16>, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f32>>
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f32>>, vector<8xf16>, vector<4xf16>, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// m16n8k16 f16 -> f16: C and D are 4 halves = 2 vector<2xf16> registers; D
// is put back through i32 words.
// CHECK-LABEL: func.func @f16_f16_ssa(
// CHECK: %[[AW:.*]] = llvm.bitcast %arg0 : vector<8xf16> to vector<4xi32>
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
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %arg1 : vector<4xf16> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0E:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B0:.*]] = llvm.bitcast %[[B0E]] : i32 to vector<2xf16>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1E:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1:.*]] = llvm.bitcast %[[B1E]] : i32 to vector<2xf16>
// CHECK-NEXT: %[[CW:.*]] = llvm.bitcast %arg2 : vector<4xf16> to vector<2xi32>
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
// CHECK-NEXT: return %[[DV]] : vector<4xf16>
func.func @f16_f16_ssa(%a: vector<8xf16>, %b: vector<4xf16>, %c: vector<4xf16>) -> vector<4xf16> {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f16>>
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f16>>, vector<8xf16>, vector<4xf16>, vector<4xf16>) -> vector<4xf16>
  return %d : vector<4xf16>
}

// m16n8k16 bf16 -> f32: the bf16 pairs are i32 registers (22.1's
// nvvm.mma.sync takes bf16 operands as i32), with the bf16 PTX types.
// CHECK-LABEL: func.func @bf16_f32_ssa(
// CHECK: %[[AW:.*]] = llvm.bitcast %arg0 : vector<8xbf16> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %arg1 : vector<4xbf16> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %arg2[%[[C0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %arg2[%[[C1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %arg2[%[[C2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %arg2[%[[C3K]] : i32] : vector<4xf32>
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
// CHECK-NEXT: return %[[J3]] : vector<4xf32>
func.func @bf16_f32_ssa(%a: vector<8xbf16>, %b: vector<4xbf16>, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<4xbf16>, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// m16n8k8 tf32: A 16*8/32 = 4 f32 bit patterns, B 8*8/32 = 2, as i32
// registers; C and D 4 f32. The PTX types are tf32.
// CHECK-LABEL: func.func @tf32_ssa(
// CHECK: %[[AW:.*]] = llvm.bitcast %arg0 : vector<4xf32> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %arg1 : vector<2xf32> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %arg2[%[[C0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %arg2[%[[C1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %arg2[%[[C2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %arg2[%[[C3K]] : i32] : vector<4xf32>
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
// CHECK-NEXT: return %[[J3]] : vector<4xf32>
func.func @tf32_ssa(%a: vector<4xf32>, %b: vector<2xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>, vector<4xf32>, vector<2xf32>, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// m16n8k32 i8 -> i32: A 16*32/32 = 16 bytes = 4 i32 registers, B 8 bytes =
// 2; C and D 4 i32, one register each. The signs give .s8 / .u8; the
// accumulator wraps (intOverflowBehavior wrapped, PTX's default: no .satfinite).
// CHECK-LABEL: func.func @s8_s8_ssa(
// CHECK: %[[AW:.*]] = llvm.bitcast %arg0 : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %arg1 : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %arg2[%[[C0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %arg2[%[[C1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %arg2[%[[C2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %arg2[%[[C3K]] : i32] : vector<4xi32>
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
// CHECK-NEXT: return %[[J3]] : vector<4xi32>
func.func @s8_s8_ssa(%a: vector<16xi8>, %b: vector<8xi8>, %c: vector<4xi32>) -> vector<4xi32> {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = true>>
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = true>>, vector<16xi8>, vector<8xi8>, vector<4xi32>) -> vector<4xi32>
  return %d : vector<4xi32>
}

// signA = false: A is .u8, B .s8.
// CHECK-LABEL: func.func @u8_s8_ssa(
// CHECK: %[[AW:.*]] = llvm.bitcast %arg0 : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %arg1 : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %arg2[%[[C0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %arg2[%[[C1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %arg2[%[[C2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %arg2[%[[C3K]] : i32] : vector<4xi32>
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
// CHECK-NEXT: return %[[J3]] : vector<4xi32>
func.func @u8_s8_ssa(%a: vector<16xi8>, %b: vector<8xi8>, %c: vector<4xi32>) -> vector<4xi32> {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = false, signB = true>>
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = false, signB = true>>, vector<16xi8>, vector<8xi8>, vector<4xi32>) -> vector<4xi32>
  return %d : vector<4xi32>
}

// signB = false: A is .s8, B .u8.
// CHECK-LABEL: func.func @s8_u8_ssa(
// CHECK: %[[AW:.*]] = llvm.bitcast %arg0 : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %arg1 : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %arg2[%[[C0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %arg2[%[[C1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %arg2[%[[C2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %arg2[%[[C3K]] : i32] : vector<4xi32>
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
// CHECK-NEXT: return %[[J3]] : vector<4xi32>
func.func @s8_u8_ssa(%a: vector<16xi8>, %b: vector<8xi8>, %c: vector<4xi32>) -> vector<4xi32> {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>>
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>>, vector<16xi8>, vector<8xi8>, vector<4xi32>) -> vector<4xi32>
  return %d : vector<4xi32>
}

// Both unsigned.
// CHECK-LABEL: func.func @u8_u8_ssa(
// CHECK: %[[AW:.*]] = llvm.bitcast %arg0 : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %arg1 : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %arg2[%[[C0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %arg2[%[[C1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %arg2[%[[C2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %arg2[%[[C3K]] : i32] : vector<4xi32>
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
// CHECK-NEXT: return %[[J3]] : vector<4xi32>
func.func @u8_u8_ssa(%a: vector<16xi8>, %b: vector<8xi8>, %c: vector<4xi32>) -> vector<4xi32> {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = false, signB = false>>
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = false, signB = false>>, vector<16xi8>, vector<8xi8>, vector<4xi32>) -> vector<4xi32>
  return %d : vector<4xi32>
}

// m16n8k32 on 8-bit floats: 22.1's nvvm.mma.sync has no dense e4m3/e5m2
// form, so the instruction is inline PTX with the same registers: d0-d3 out
// (=f), a0-a3 and b0-b1 in (r, 32-bit), c0-c3 in (f). The fp8 views load
// as bytes (i8).
// CHECK-LABEL: func.func @e4m3_e5m2_ssa(
// CHECK: %[[AW:.*]] = llvm.bitcast %arg0 : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %arg1 : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %arg2[%[[C0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %arg2[%[[C1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %arg2[%[[C2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %arg2[%[[C3K]] : i32] : vector<4xf32>
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
// CHECK-NEXT: return %[[J3]] : vector<4xf32>
func.func @e4m3_e5m2_ssa(%a: vector<16xf8E4M3FN>, %b: vector<8xf8E5M2>, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>, vector<16xf8E4M3FN>, vector<8xf8E5M2>, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// The A and B formats name the instruction: .e4m3.e4m3.
// CHECK-LABEL: func.func @e4m3_e4m3_ssa(
// CHECK: %[[AW:.*]] = llvm.bitcast %arg0 : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %arg1 : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %arg2[%[[C0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %arg2[%[[C1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %arg2[%[[C2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %arg2[%[[C3K]] : i32] : vector<4xf32>
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
// CHECK-NEXT: return %[[J3]] : vector<4xf32>
func.func @e4m3_e4m3_ssa(%a: vector<16xf8E4M3FN>, %b: vector<8xf8E4M3FN>, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>>
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>>, vector<16xf8E4M3FN>, vector<8xf8E4M3FN>, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// .e5m2.e4m3 (A first).
// CHECK-LABEL: func.func @e5m2_e4m3_ssa(
// CHECK: %[[AW:.*]] = llvm.bitcast %arg0 : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %arg1 : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %arg2[%[[C0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %arg2[%[[C1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %arg2[%[[C2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %arg2[%[[C3K]] : i32] : vector<4xf32>
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
// CHECK-NEXT: return %[[J3]] : vector<4xf32>
func.func @e5m2_e4m3_ssa(%a: vector<16xf8E5M2>, %b: vector<8xf8E4M3FN>, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>>
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>>, vector<16xf8E5M2>, vector<8xf8E4M3FN>, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// .e5m2.e5m2.
// CHECK-LABEL: func.func @e5m2_e5m2_ssa(
// CHECK: %[[AW:.*]] = llvm.bitcast %arg0 : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %[[A0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %[[AW]][%[[A0K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.extractelement %[[AW]][%[[A1K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[A2:.*]] = llvm.extractelement %[[AW]][%[[A2K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[A3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[A3:.*]] = llvm.extractelement %[[AW]][%[[A3K]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %arg1 : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %[[B0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %[[BW]][%[[B0K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[B1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B1:.*]] = llvm.extractelement %[[BW]][%[[B1K]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[C0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.extractelement %arg2[%[[C0K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.extractelement %arg2[%[[C1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.extractelement %arg2[%[[C2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[C3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.extractelement %arg2[%[[C3K]] : i32] : vector<4xf32>
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
// CHECK-NEXT: return %[[J3]] : vector<4xf32>
func.func @e5m2_e5m2_ssa(%a: vector<16xf8E5M2>, %b: vector<8xf8E5M2>, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E5M2) -> f32>>
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E5M2) -> f32>>, vector<16xf8E5M2>, vector<8xf8E5M2>, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}
