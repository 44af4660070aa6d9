// RUN: fly-opt %s --fly-layout-lowering --convert-fly-to-nvvm | FileCheck %s
// convert-fly-to-nvvm on ldmatrix / stmatrix calls (lib/Conversion/FlyToNVVM/
// MatrixCopies.cpp). The PTX ISA ("Warp-level matrix load instruction:
// ldmatrix", "...store instruction: stmatrix") gives each lane one row
// address (lane 8j + r: row r of matrix j) and n 32-bit registers, register
// j holding two b16 elements of matrix j (docs/notes/nvidia-atoms.md 4, 5).
// So a call becomes one nvvm.ldmatrix / nvvm.stmatrix with:
// - the address of value 0 of the lane's shared-memory view (the row), with
//   the view's byte swizzle applied to it;
// - num = n, shape m8n8, b16 elements, layout row, or col with `trans`;
// - registers 0..n-1 = the register view's values in order, two 16-bit
//   values per i32 (value 2j in the low half: the little-endian bitcast of
//   vector<2n x f16> to vector<n x i32>).
// A predicated call is the same under scf.if on the predicate's element 0.
// Each function takes the source and destination views as arguments
// (%arg0 = src, %arg1 = dst after conversion), so the checks tell them apart.

!ld1 = !fly.copy_atom<!fly_nvvm.ldmatrix<x1>, 16>
!ld2 = !fly.copy_atom<!fly_nvvm.ldmatrix<x2>, 16>
!ld4 = !fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 16>
!ld1t = !fly.copy_atom<!fly_nvvm.ldmatrix<x1, trans>, 16>
!ld2t = !fly.copy_atom<!fly_nvvm.ldmatrix<x2, trans>, 16>
!ld4t = !fly.copy_atom<!fly_nvvm.ldmatrix<x4, trans>, 16>
!st1 = !fly.copy_atom<!fly_nvvm.stmatrix<x1>, 16>
!st2t = !fly.copy_atom<!fly_nvvm.stmatrix<x2, trans>, 16>
!st4 = !fly.copy_atom<!fly_nvvm.stmatrix<x4>, 16>
!st4t = !fly.copy_atom<!fly_nvvm.stmatrix<x4, trans>, 16>

//===----------------------------------------------------------------------===//
// ldmatrix
//===----------------------------------------------------------------------===//

// 8-bit values (e4m3, int8) without trans: the same .b16 instruction moves
// the bytes (sm_90 has no .b8 form); the lane's 4 registers are its 16
// bytes in order (4 consecutive k per register, mma.sync's m16n8k32
// fragment), the little-endian bitcast of vector<4 x i32> to vector<16 x i8>.
!ld4b8 = !fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 8>
// CHECK-LABEL: func.func @ldmatrix_x4_8_bit(
// CHECK-SAME: %[[S:.*]]: !llvm.ptr<3>, %[[R:.*]]: !llvm.ptr)
// CHECK: %[[L:.*]] = nvvm.ldmatrix %[[S]] {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK: %[[V:.*]] = llvm.bitcast %{{.*}} : vector<4xi32> to vector<16xi8>
// CHECK-NEXT: llvm.store %[[V]], %[[R]] {{.*}} : vector<16xi8>, !llvm.ptr
func.func @ldmatrix_x4_8_bit(%s: !fly.memref<f8E4M3FN, shared, 16:1, align<16>>, %r: !fly.memref<f8E4M3FN, register, 16:1>) {
  %a = fly.make_copy_atom {valBits = 8 : i32} : !ld4b8
  fly.copy_atom_call(%a, %s, %r) : (!ld4b8, !fly.memref<f8E4M3FN, shared, 16:1, align<16>>, !fly.memref<f8E4M3FN, register, 16:1>) -> ()
  return
}

// x1: one register (i32) straight into the lane's two bf16 values.
// CHECK-LABEL: func.func @ldmatrix_x1(
// CHECK-SAME: %[[S:.*]]: !llvm.ptr<3>, %[[R:.*]]: !llvm.ptr)
// CHECK-NEXT: llvm.mlir.zero : !llvm.struct<()>
// CHECK-NEXT: %[[L:.*]] = nvvm.ldmatrix %[[S]] {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
// CHECK-NEXT: %[[V:.*]] = llvm.bitcast %[[L]] : i32 to vector<2xbf16>
// CHECK-NEXT: llvm.store %[[V]], %[[R]] {{.*}} : vector<2xbf16>, !llvm.ptr
// CHECK-NEXT: return
func.func @ldmatrix_x1(%s: !fly.memref<bf16, shared, 2:1, align<16>>, %r: !fly.memref<bf16, register, 2:1>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !ld1
  fly.copy_atom_call(%a, %s, %r) : (!ld1, !fly.memref<bf16, shared, 2:1, align<16>>, !fly.memref<bf16, register, 2:1>) -> ()
  return
}

// x2: a struct of two i32, register j -> word j -> values 2j, 2j+1.
// CHECK-LABEL: func.func @ldmatrix_x2(
// CHECK-SAME: %[[S:.*]]: !llvm.ptr<3>, %[[R:.*]]: !llvm.ptr)
// CHECK: %[[L:.*]] = nvvm.ldmatrix %[[S]] {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<2xi32>
// CHECK-NEXT: %[[R0:.*]] = llvm.extractvalue %[[L]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[K0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[W0:.*]] = llvm.insertelement %[[R0]], %[[U]][%[[K0]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[R1:.*]] = llvm.extractvalue %[[L]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[K1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[W1:.*]] = llvm.insertelement %[[R1]], %[[W0]][%[[K1]] : i32] : vector<2xi32>
// CHECK-NEXT: %[[V:.*]] = llvm.bitcast %[[W1]] : vector<2xi32> to vector<4xf16>
// CHECK-NEXT: llvm.store %[[V]], %[[R]] {{.*}} : vector<4xf16>, !llvm.ptr
func.func @ldmatrix_x2(%s: !fly.memref<f16, shared, 4:1, align<16>>, %r: !fly.memref<f16, register, 4:1>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !ld2
  fly.copy_atom_call(%a, %s, %r) : (!ld2, !fly.memref<f16, shared, 4:1, align<16>>, !fly.memref<f16, register, 4:1>) -> ()
  return
}

// x4: four registers in order into 8 halves.
// CHECK-LABEL: func.func @ldmatrix_x4(
// CHECK-SAME: %[[S:.*]]: !llvm.ptr<3>, %[[R:.*]]: !llvm.ptr)
// CHECK: %[[L:.*]] = nvvm.ldmatrix %[[S]] {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %[[R0:.*]] = llvm.extractvalue %[[L]][0]
// CHECK-NEXT: %[[K0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[W0:.*]] = llvm.insertelement %[[R0]], %[[U]][%[[K0]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[R1:.*]] = llvm.extractvalue %[[L]][1]
// CHECK-NEXT: %[[K1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[W1:.*]] = llvm.insertelement %[[R1]], %[[W0]][%[[K1]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[R2:.*]] = llvm.extractvalue %[[L]][2]
// CHECK-NEXT: %[[K2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[W2:.*]] = llvm.insertelement %[[R2]], %[[W1]][%[[K2]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[R3:.*]] = llvm.extractvalue %[[L]][3]
// CHECK-NEXT: %[[K3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[W3:.*]] = llvm.insertelement %[[R3]], %[[W2]][%[[K3]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[V:.*]] = llvm.bitcast %[[W3]] : vector<4xi32> to vector<8xf16>
// CHECK-NEXT: llvm.store %[[V]], %[[R]] {{.*}} : vector<8xf16>, !llvm.ptr
func.func @ldmatrix_x4(%s: !fly.memref<f16, shared, 8:1, align<16>>, %r: !fly.memref<f16, register, 8:1>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !ld4
  fly.copy_atom_call(%a, %s, %r) : (!ld4, !fly.memref<f16, shared, 8:1, align<16>>, !fly.memref<f16, register, 8:1>) -> ()
  return
}

// trans: the same with layout col (the .trans form), for x1, x2, x4.
// CHECK-LABEL: func.func @ldmatrix_trans(
// CHECK-SAME: %[[S1:[a-z0-9]+]]: !llvm.ptr<3>, %[[S2:[a-z0-9]+]]: !llvm.ptr<3>, %[[S4:[a-z0-9]+]]: !llvm.ptr<3>,
// CHECK: nvvm.ldmatrix %[[S1]] {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
// CHECK: nvvm.ldmatrix %[[S2]] {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
// CHECK: nvvm.ldmatrix %[[S4]] {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NOT: nvvm.ldmatrix
// CHECK: return
func.func @ldmatrix_trans(%s1: !fly.memref<f16, shared, 2:1, align<16>>, %s2: !fly.memref<f16, shared, 4:1, align<16>>, %s4: !fly.memref<i16, shared, 8:1, align<16>>,
                          %r1: !fly.memref<f16, register, 2:1>, %r2: !fly.memref<f16, register, 4:1>, %r4: !fly.memref<i16, register, 8:1>) {
  %a1 = fly.make_copy_atom {valBits = 16 : i32} : !ld1t
  fly.copy_atom_call(%a1, %s1, %r1) : (!ld1t, !fly.memref<f16, shared, 2:1, align<16>>, !fly.memref<f16, register, 2:1>) -> ()
  %a2 = fly.make_copy_atom {valBits = 16 : i32} : !ld2t
  fly.copy_atom_call(%a2, %s2, %r2) : (!ld2t, !fly.memref<f16, shared, 4:1, align<16>>, !fly.memref<f16, register, 4:1>) -> ()
  %a4 = fly.make_copy_atom {valBits = 16 : i32} : !ld4t
  fly.copy_atom_call(%a4, %s4, %r4) : (!ld4t, !fly.memref<i16, shared, 8:1, align<16>>, !fly.memref<i16, register, 8:1>) -> ()
  return
}

// A strided register destination ((2,4):(4,1): value v = v0 + 2*v1 at
// offset 4*v0 + v1): the loaded halves go to the view's values in order,
// values 0..7 at offsets 0 4 1 5 2 6 3 7.
// CHECK-LABEL: func.func @ldmatrix_strided_registers(
// CHECK-SAME: %[[S:.*]]: !llvm.ptr<3>, %[[R:.*]]: !llvm.ptr)
// CHECK: %[[V:.*]] = llvm.bitcast %{{.*}} : vector<4xi32> to vector<8xf16>
// CHECK-NEXT: %[[K0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[E0:.*]] = llvm.extractelement %[[V]][%[[K0]] : i32] : vector<8xf16>
// CHECK-NEXT: llvm.store %[[E0]], %[[R]] {{.*}} : f16, !llvm.ptr
// CHECK-NEXT: %[[K1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[E1:.*]] = llvm.extractelement %[[V]][%[[K1]] : i32] : vector<8xf16>
// CHECK-NEXT: %[[P1:.*]] = llvm.getelementptr %[[R]][4] : (!llvm.ptr) -> !llvm.ptr, f16
// CHECK-NEXT: llvm.store %[[E1]], %[[P1]]
// CHECK-NEXT: %[[K2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[E2:.*]] = llvm.extractelement %[[V]][%[[K2]] : i32] : vector<8xf16>
// CHECK-NEXT: %[[P2:.*]] = llvm.getelementptr %[[R]][1] : (!llvm.ptr) -> !llvm.ptr, f16
// CHECK-NEXT: llvm.store %[[E2]], %[[P2]]
// CHECK-NEXT: %[[K3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[E3:.*]] = llvm.extractelement %[[V]][%[[K3]] : i32] : vector<8xf16>
// CHECK-NEXT: %[[P3:.*]] = llvm.getelementptr %[[R]][5] : (!llvm.ptr) -> !llvm.ptr, f16
// CHECK-NEXT: llvm.store %[[E3]], %[[P3]]
// CHECK: llvm.getelementptr %[[R]][7] : (!llvm.ptr) -> !llvm.ptr, f16
func.func @ldmatrix_strided_registers(%s: !fly.memref<f16, shared, 8:1, align<16>>, %r: !fly.memref<f16, register, (2,4):(4,1)>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !ld4
  fly.copy_atom_call(%a, %s, %r) : (!ld4, !fly.memref<f16, shared, 8:1, align<16>>, !fly.memref<f16, register, (2,4):(4,1)>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// stmatrix
//===----------------------------------------------------------------------===//

// x1: the two values as one i32.
// CHECK-LABEL: func.func @stmatrix_x1(
// CHECK-SAME: %[[R:.*]]: !llvm.ptr, %[[S:.*]]: !llvm.ptr<3>)
// CHECK-NEXT: llvm.mlir.zero : !llvm.struct<()>
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[R]] {{.*}} : !llvm.ptr -> vector<2xf16>
// CHECK-NEXT: %[[W:.*]] = llvm.bitcast %[[V]] : vector<2xf16> to i32
// CHECK-NEXT: nvvm.stmatrix %[[S]], %[[W]] {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32
// CHECK-NEXT: return
func.func @stmatrix_x1(%r: !fly.memref<f16, register, 2:1>, %s: !fly.memref<f16, shared, 2:1, align<16>>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !st1
  fly.copy_atom_call(%a, %r, %s) : (!st1, !fly.memref<f16, register, 2:1>, !fly.memref<f16, shared, 2:1, align<16>>) -> ()
  return
}

// x4: registers 0..3 = words 0..3 of the 8 values, in order.
// CHECK-LABEL: func.func @stmatrix_x4(
// CHECK-SAME: %[[R:.*]]: !llvm.ptr, %[[S:.*]]: !llvm.ptr<3>)
// CHECK: %[[V:.*]] = llvm.load %[[R]] {{.*}} : !llvm.ptr -> vector<8xbf16>
// CHECK-NEXT: %[[W:.*]] = llvm.bitcast %[[V]] : vector<8xbf16> to vector<4xi32>
// CHECK-NEXT: %[[K0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[W0:.*]] = llvm.extractelement %[[W]][%[[K0]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[K1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[W1:.*]] = llvm.extractelement %[[W]][%[[K1]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[K2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[W2:.*]] = llvm.extractelement %[[W]][%[[K2]] : i32] : vector<4xi32>
// CHECK-NEXT: %[[K3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[W3:.*]] = llvm.extractelement %[[W]][%[[K3]] : i32] : vector<4xi32>
// CHECK-NEXT: nvvm.stmatrix %[[S]], %[[W0]], %[[W1]], %[[W2]], %[[W3]] {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
func.func @stmatrix_x4(%r: !fly.memref<bf16, register, 8:1>, %s: !fly.memref<bf16, shared, 8:1, align<16>>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !st4
  fly.copy_atom_call(%a, %r, %s) : (!st4, !fly.memref<bf16, register, 8:1>, !fly.memref<bf16, shared, 8:1, align<16>>) -> ()
  return
}

// trans: layout col, for x2 and x4.
// CHECK-LABEL: func.func @stmatrix_trans(
// CHECK-SAME: %[[R2:[a-z0-9]+]]: !llvm.ptr, %[[S2:[a-z0-9]+]]: !llvm.ptr<3>, %[[R4:[a-z0-9]+]]: !llvm.ptr, %[[S4:[a-z0-9]+]]: !llvm.ptr<3>)
// CHECK: llvm.load %[[R2]] {{.*}} -> vector<4xf16>
// CHECK: nvvm.stmatrix %[[S2]], %{{.*}}, %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32{{$}}
// CHECK: llvm.load %[[R4]] {{.*}} -> vector<8xf16>
// CHECK: nvvm.stmatrix %[[S4]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
func.func @stmatrix_trans(%r2: !fly.memref<f16, register, 4:1>, %s2: !fly.memref<f16, shared, 4:1, align<16>>, %r4: !fly.memref<f16, register, 8:1>, %s4: !fly.memref<f16, shared, 8:1, align<16>>) {
  %a2 = fly.make_copy_atom {valBits = 16 : i32} : !st2t
  fly.copy_atom_call(%a2, %r2, %s2) : (!st2t, !fly.memref<f16, register, 4:1>, !fly.memref<f16, shared, 4:1, align<16>>) -> ()
  %a4 = fly.make_copy_atom {valBits = 16 : i32} : !st4t
  fly.copy_atom_call(%a4, %r4, %s4) : (!st4t, !fly.memref<f16, register, 8:1>, !fly.memref<f16, shared, 8:1, align<16>>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// Predicated calls
//===----------------------------------------------------------------------===//

// The whole instruction (and the register write-back) under the predicate.
// CHECK-LABEL: func.func @ldmatrix_predicated(
// CHECK-SAME: %[[S:.*]]: !llvm.ptr<3>, %[[R:.*]]: !llvm.ptr, %[[P:.*]]: !llvm.ptr)
// CHECK: %[[F:.*]] = llvm.load %[[P]] {{.*}} : !llvm.ptr -> i1
// CHECK-NEXT: scf.if %[[F]] {
// CHECK-NEXT: %[[L:.*]] = nvvm.ldmatrix %[[S]] {{.*}}num = 4 : i32{{.*}} -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK: %[[V:.*]] = llvm.bitcast %{{.*}} : vector<4xi32> to vector<8xf16>
// CHECK-NEXT: llvm.store %[[V]], %[[R]]
// CHECK-NEXT: {{^ *}$}}
// CHECK-NEXT: return
func.func @ldmatrix_predicated(%s: !fly.memref<f16, shared, 8:1, align<16>>, %r: !fly.memref<f16, register, 8:1>, %p: !fly.memref<i1, register, 1:0>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !ld4
  fly.copy_atom_call(%a, %s, %r, %p) : (!ld4, !fly.memref<f16, shared, 8:1, align<16>>, !fly.memref<f16, register, 8:1>, !fly.memref<i1, register, 1:0>) -> ()
  return
}

// CHECK-LABEL: func.func @stmatrix_predicated(
// CHECK-SAME: %[[R:.*]]: !llvm.ptr, %[[S:.*]]: !llvm.ptr<3>, %[[P:.*]]: !llvm.ptr)
// CHECK: %[[F:.*]] = llvm.load %[[P]] {{.*}} : !llvm.ptr -> i1
// CHECK-NEXT: scf.if %[[F]] {
// CHECK-NEXT: llvm.load %[[R]] {{.*}} -> vector<4xf16>
// CHECK: nvvm.stmatrix %[[S]], %{{.*}}, %{{.*}} {{{.*}}layout = #nvvm.mma_layout<col>
// CHECK-NEXT: {{^ *}$}}
// CHECK-NEXT: return
func.func @stmatrix_predicated(%r: !fly.memref<f16, register, 4:1>, %s: !fly.memref<f16, shared, 4:1, align<16>>, %p: !fly.memref<i1, register, 1:0>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !st2t
  fly.copy_atom_call(%a, %r, %s, %p) : (!st2t, !fly.memref<f16, register, 4:1>, !fly.memref<f16, shared, 4:1, align<16>>, !fly.memref<i1, register, 1:0>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// Swizzled shared memory: the swizzle XORs the row's byte address. S<m,b,s>
// on bytes: (a & (((1<<m)-1) << (b+s))) >> s XORed into a.
//===----------------------------------------------------------------------===//

// S<3,4,3>: mask bits 7-9 (896), shifted right by 3 into bits 4-6: rows
// (16-byte chunks) are permuted, never split.
// CHECK-LABEL: func.func @ldmatrix_swizzled(
// CHECK-SAME: %[[S:.*]]: !llvm.ptr<3>, %[[R:.*]]: !llvm.ptr)
// CHECK: %[[A:.*]] = llvm.ptrtoint %[[S]] : !llvm.ptr<3> to i32
// CHECK-NEXT: %[[M:.*]] = arith.constant 896 : i32
// CHECK-NEXT: %[[X:.*]] = arith.andi %[[A]], %[[M]] : i32
// CHECK-NEXT: %[[SH:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[Y:.*]] = arith.shrui %[[X]], %[[SH]] : i32
// CHECK-NEXT: %[[Z:.*]] = arith.xori %[[A]], %[[Y]] : i32
// CHECK-NEXT: %[[Q:.*]] = llvm.inttoptr %[[Z]] : i32 to !llvm.ptr<3>
// CHECK-NEXT: nvvm.ldmatrix %[[Q]] {{.*}}num = 4 : i32
func.func @ldmatrix_swizzled(%s: !fly.memref<f16, shared, 8:1, align<16>, S<3,4,3>>, %r: !fly.memref<f16, register, 8:1>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !ld4
  fly.copy_atom_call(%a, %s, %r) : (!ld4, !fly.memref<f16, shared, 8:1, align<16>, S<3,4,3>>, !fly.memref<f16, register, 8:1>) -> ()
  return
}

// S<2,5,2> on stmatrix: mask bits 7-8 (384), shifted right by 2 into bits
// 5-6.
// CHECK-LABEL: func.func @stmatrix_swizzled(
// CHECK-SAME: %[[R:.*]]: !llvm.ptr, %[[S:.*]]: !llvm.ptr<3>)
// CHECK: %[[A:.*]] = llvm.ptrtoint %[[S]] : !llvm.ptr<3> to i32
// CHECK-NEXT: %[[M:.*]] = arith.constant 384 : i32
// CHECK-NEXT: %[[X:.*]] = arith.andi %[[A]], %[[M]] : i32
// CHECK-NEXT: %[[SH:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[Y:.*]] = arith.shrui %[[X]], %[[SH]] : i32
// CHECK-NEXT: %[[Z:.*]] = arith.xori %[[A]], %[[Y]] : i32
// CHECK-NEXT: %[[Q:.*]] = llvm.inttoptr %[[Z]] : i32 to !llvm.ptr<3>
// CHECK-NEXT: nvvm.stmatrix %[[Q]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {
func.func @stmatrix_swizzled(%r: !fly.memref<f16, register, 8:1>, %s: !fly.memref<f16, shared, 8:1, align<16>, S<2,5,2>>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !st4
  fly.copy_atom_call(%a, %r, %s) : (!st4, !fly.memref<f16, register, 8:1>, !fly.memref<f16, shared, 8:1, align<16>, S<2,5,2>>) -> ()
  return
}

// The whole flow for lane 21 of ldmatrix<x4> with the A layout of
// mma_sync<16x8x16> (test/Dialect/FlyNVVM/layouts.mlir): the lane's row is
// row 5 from column 8 of the 16x16 tile, element 16*5 + 8 = 88 of a
// row-major (16,16):(16,1) f16 tile. fly-layout-lowering turns the index
// swizzle S<3,3,3> of the composed layout into the byte swizzle S<3,4,3>
// of the pointer (2-byte elements); the row address is the tile's base
// plus 88 elements, swizzled. The retiled destination is the lane's 8
// registers in order.
!tvA = !fly.layout<((4,8),(2,2,2)):((32,1),(16,8,128))>
!t16 = !fly.tile<[16:1|16:1]>
!tc = !fly.tiled_copy<!ld4, !tvA, !t16>
!sw = !fly.memref<f16, shared, S<3,3,3> o 0 o (16,16):(16,1), align<1024>>
// CHECK-LABEL: func.func @tiled_lane21(
// CHECK-SAME: %[[B:.*]]: !llvm.ptr<3>, %[[R:.*]]: !llvm.ptr)
// CHECK: %[[G:.*]] = llvm.getelementptr %[[B]][88] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
// CHECK-NEXT: %[[A:.*]] = llvm.ptrtoint %[[G]] : !llvm.ptr<3> to i32
// CHECK-NEXT: %[[M:.*]] = arith.constant 896 : i32
// CHECK-NEXT: %[[X:.*]] = arith.andi %[[A]], %[[M]] : i32
// CHECK-NEXT: %[[SH:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[Y:.*]] = arith.shrui %[[X]], %[[SH]] : i32
// CHECK-NEXT: %[[Z:.*]] = arith.xori %[[A]], %[[Y]] : i32
// CHECK-NEXT: %[[Q:.*]] = llvm.inttoptr %[[Z]] : i32 to !llvm.ptr<3>
// CHECK-NEXT: nvvm.ldmatrix %[[Q]] {{.*}}layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK: %[[V:.*]] = llvm.bitcast %{{.*}} : vector<4xi32> to vector<8xf16>
// CHECK-NEXT: llvm.store %[[V]], %[[R]] {{.*}} : vector<8xf16>, !llvm.ptr
func.func @tiled_lane21(%p: !fly.ptr<f16, shared, align<1024>>, %rp: !fly.ptr<f16, register>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !ld4
  %tv = fly.static : !tvA
  %tile = fly.static : !t16
  %tc = fly.make_tiled_copy(%atom, %tv, %tile) : (!ld4, !tvA, !t16) -> !tc
  %cl = fly.static : !fly.composed_layout<S<3,3,3> o 0 o (16,16):(16,1)>
  %v = fly.make_view(%p, %cl) : (!fly.ptr<f16, shared, align<1024>>, !fly.composed_layout<S<3,3,3> o 0 o (16,16):(16,1)>) -> !sw
  %rl = fly.static : !fly.layout<((2,2,2),1,1):((1,2,4),0,0)>
  %r = fly.make_view(%rp, %rl) : (!fly.ptr<f16, register>, !fly.layout<((2,2,2),1,1):((1,2,4),0,0)>) -> !fly.memref<f16, register, ((2,2,2),1,1):((1,2,4),0,0)>
  %l = fly.static : !fly.int_tuple<21>
  %src = fly.tiled_copy.partition_src(%tc, %v, %l) : (!tc, !sw, !fly.int_tuple<21>) -> !fly.memref<f16, shared, S<3,3,3> o 88 o ((8,1),1,1):((1,0),0,0), align<1024>>
  %dst = fly.tiled_copy.retile(%tc, %r) : (!tc, !fly.memref<f16, register, ((2,2,2),1,1):((1,2,4),0,0)>) -> !fly.memref<f16, register, ((8,1),1,1):((1,0),0,0)>
  fly.copy(%atom, %src, %dst) : (!ld4, !fly.memref<f16, shared, S<3,3,3> o 88 o ((8,1),1,1):((1,0),0,0), align<1024>>, !fly.memref<f16, register, ((8,1),1,1):((1,0),0,0)>) -> ()
  return
}
