// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl | FileCheck %s
// Scaled MMA operands given as raw integers (issue 13 B): FlyDSL keeps
// narrow-float data as integers of the element width (fp8 as i8, fp6 as i6,
// fp4 as i4), so a block-scaled atom takes its A and B as vectors of those.
// Each lane's bits are bitcast to the i32 words the LLVM 22 op takes
// (ROCDLOps.td ROCDL_WMMA_Scale_IntrOp / ROCDL_Mfma_OO_IntrOp: A and B are
// integer vectors; the IR verifier of llvm.amdgcn.wmma.scale.* wants 8, 12
// or 16 x i32, IntrinsicsAMDGPU.td): a 16-row K = 128 gfx1250 operand is 64
// values per lane (fp8 512 bits = vector<16xi32>, fp6 384 = vector<12xi32>,
// fp4 256 = vector<8xi32>), the 32-row f4 A 128 values (vector<16xi32>); a
// gfx950 16x16x128 operand is 32 values per lane (fp4: vector<32xi4> =
// vector<4xi32>). The formats come from the atom (0 f8E4M3FN, 1 f8E5M2,
// 2 f6E2M3FN, 3 f6E3M2FN, 4 f4E2M1FN); A and B differ where the format
// allows, and the scales are the atom state (arguments here), so A, B, C,
// the scales and D are all distinct values.

// gfx1250 16x16x128, A f8E4M3FN (format 0) and B f8E5M2 (format 1) as bytes.
// CHECK-LABEL: func.func @wmma_scale_fp8_bytes(
// CHECK-SAME: %[[A:[a-z0-9]+]]: vector<64xi8>, %[[B:[a-z0-9]+]]: vector<64xi8>, %[[C:[a-z0-9]+]]: vector<8xf32>, %[[SA:[a-z0-9]+]]: i32, %[[SB:[a-z0-9]+]]: i32)
// CHECK: %[[AW:.*]] = llvm.bitcast %[[A]] : vector<64xi8> to vector<16xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[B]] : vector<64xi8> to vector<16xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[D:.*]] = rocdl.wmma.scale.f32.16x16x128.f8f6f4 %[[AW]], %[[BW]], %[[C]], %[[XA]], %[[XB]] {fmtB = 1 : i32} : (vector<16xi32>, vector<16xi32>, vector<8xf32>, i32, i32) -> vector<8xf32>
// CHECK-NEXT: return %[[D]] : vector<8xf32>
!atom = !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E5M2) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
module attributes {gpu.container_module} {
  gpu.module @wmma_scale_fp8_bytes [#rocdl.target<chip = "gfx1250">] {
    func.func @wmma_scale_fp8_bytes(%a: vector<64xi8>, %b: vector<64xi8>, %c: vector<8xf32>, %sa: i32, %sb: i32) -> vector<8xf32> {
      %atom0 = fly.make_mma_atom : !atom
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!atom, i32) -> !atom
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!atom, i32) -> !atom
      %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!atom, vector<64xi8>, vector<64xi8>, vector<8xf32>) -> vector<8xf32>
      return %d : vector<8xf32>
    }
  }
}

// -----

// gfx1250 16x16x128, A f6E2M3FN (format 2) and B f6E3M2FN (format 3) as i6.
// CHECK-LABEL: func.func @wmma_scale_fp6_i6(
// CHECK-SAME: %[[A:[a-z0-9]+]]: vector<64xi6>, %[[B:[a-z0-9]+]]: vector<64xi6>, %[[C:[a-z0-9]+]]: vector<8xf32>, %[[SA:[a-z0-9]+]]: i32, %[[SB:[a-z0-9]+]]: i32)
// CHECK: %[[AW:.*]] = llvm.bitcast %[[A]] : vector<64xi6> to vector<12xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[B]] : vector<64xi6> to vector<12xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[D:.*]] = rocdl.wmma.scale.f32.16x16x128.f8f6f4 %[[AW]], %[[BW]], %[[C]], %[[XA]], %[[XB]] {fmtA = 2 : i32, fmtB = 3 : i32} : (vector<12xi32>, vector<12xi32>, vector<8xf32>, i32, i32) -> vector<8xf32>
// CHECK-NEXT: return %[[D]] : vector<8xf32>
!atom = !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f6E2M3FN, f6E3M2FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
module attributes {gpu.container_module} {
  gpu.module @wmma_scale_fp6_i6 [#rocdl.target<chip = "gfx1250">] {
    func.func @wmma_scale_fp6_i6(%a: vector<64xi6>, %b: vector<64xi6>, %c: vector<8xf32>, %sa: i32, %sb: i32) -> vector<8xf32> {
      %atom0 = fly.make_mma_atom : !atom
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!atom, i32) -> !atom
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!atom, i32) -> !atom
      %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!atom, vector<64xi6>, vector<64xi6>, vector<8xf32>) -> vector<8xf32>
      return %d : vector<8xf32>
    }
  }
}

// -----

// gfx1250 16x16x128, A and B f4E2M1FN (format 4) as i4: 64 x 4 bits = 8 words.
// CHECK-LABEL: func.func @wmma_scale_fp4_i4(
// CHECK-SAME: %[[A:[a-z0-9]+]]: vector<64xi4>, %[[B:[a-z0-9]+]]: vector<64xi4>, %[[C:[a-z0-9]+]]: vector<8xf32>, %[[SA:[a-z0-9]+]]: i32, %[[SB:[a-z0-9]+]]: i32)
// CHECK: %[[AW:.*]] = llvm.bitcast %[[A]] : vector<64xi4> to vector<8xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[B]] : vector<64xi4> to vector<8xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[D:.*]] = rocdl.wmma.scale.f32.16x16x128.f8f6f4 %[[AW]], %[[BW]], %[[C]], %[[XA]], %[[XB]] {fmtA = 4 : i32, fmtB = 4 : i32} : (vector<8xi32>, vector<8xi32>, vector<8xf32>, i32, i32) -> vector<8xf32>
// CHECK-NEXT: return %[[D]] : vector<8xf32>
!atom = !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
module attributes {gpu.container_module} {
  gpu.module @wmma_scale_fp4_i4 [#rocdl.target<chip = "gfx1250">] {
    func.func @wmma_scale_fp4_i4(%a: vector<64xi4>, %b: vector<64xi4>, %c: vector<8xf32>, %sa: i32, %sb: i32) -> vector<8xf32> {
      %atom0 = fly.make_mma_atom : !atom
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!atom, i32) -> !atom
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!atom, i32) -> !atom
      %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!atom, vector<64xi4>, vector<64xi4>, vector<8xf32>) -> vector<8xf32>
      return %d : vector<8xf32>
    }
  }
}

// -----

// gfx1250 32x16x128 f4 (no format attributes): A is 32 rows, 128 x i4 = 16
// words; B 16 rows, 64 x i4 = 8 words; 16 accumulators per lane.
// CHECK-LABEL: func.func @wmma_scale_32x16_fp4_i4(
// CHECK-SAME: %[[A:[a-z0-9]+]]: vector<128xi4>, %[[B:[a-z0-9]+]]: vector<64xi4>, %[[C:[a-z0-9]+]]: vector<16xf32>, %[[SA:[a-z0-9]+]]: i32, %[[SB:[a-z0-9]+]]: i32)
// CHECK: %[[AW:.*]] = llvm.bitcast %[[A]] : vector<128xi4> to vector<16xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[B]] : vector<64xi4> to vector<8xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[D:.*]] = rocdl.wmma.scale.f32.32x16x128.f4 %[[AW]], %[[BW]], %[[C]], %[[XA]], %[[XB]] : (vector<16xi32>, vector<8xi32>, vector<16xf32>, i32, i32) -> vector<16xf32>
// CHECK-NEXT: return %[[D]] : vector<16xf32>
!atom = !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
module attributes {gpu.container_module} {
  gpu.module @wmma_scale_32x16_fp4_i4 [#rocdl.target<chip = "gfx1250">] {
    func.func @wmma_scale_32x16_fp4_i4(%a: vector<128xi4>, %b: vector<64xi4>, %c: vector<16xf32>, %sa: i32, %sb: i32) -> vector<16xf32> {
      %atom0 = fly.make_mma_atom : !atom
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!atom, i32) -> !atom
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!atom, i32) -> !atom
      %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!atom, vector<128xi4>, vector<64xi4>, vector<16xf32>) -> vector<16xf32>
      return %d : vector<16xf32>
    }
  }
}

// -----

// gfx950 cdna4.mfma_scale 16x16x128, A and B f4E2M1FN as i4: 32 values per
// lane = vector<32xi4> = vector<4xi32>; cbsz = blgp = format 4, opsels 1, 2.
// CHECK-LABEL: func.func @mfma_scale_fp4_i4(
// CHECK-SAME: %[[A:[a-z0-9]+]]: vector<32xi4>, %[[B:[a-z0-9]+]]: vector<32xi4>, %[[C:[a-z0-9]+]]: vector<4xf32>, %[[SA:[a-z0-9]+]]: i32, %[[SB:[a-z0-9]+]]: i32)
// CHECK: %[[AW:.*]] = llvm.bitcast %[[A]] : vector<32xi4> to vector<4xi32>
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[B]] : vector<32xi4> to vector<4xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[F4A:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[F4B:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[OA:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[OB:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.scale.f32.16x16x128.f8f6f4 %[[AW]], %[[BW]], %[[C]], %[[F4A]], %[[F4B]], %[[OA]], %[[XA]], %[[OB]], %[[XB]] : (vector<4xi32>, vector<4xi32>, vector<4xf32>, i32, i32, i32, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: return %[[D]] : vector<4xf32>
!atom = !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 2>>
module attributes {gpu.container_module} {
  gpu.module @mfma_scale_fp4_i4 [#rocdl.target<chip = "gfx950">] {
    func.func @mfma_scale_fp4_i4(%a: vector<32xi4>, %b: vector<32xi4>, %c: vector<4xf32>, %sa: i32, %sb: i32) -> vector<4xf32> {
      %atom0 = fly.make_mma_atom : !atom
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!atom, i32) -> !atom
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!atom, i32) -> !atom
      %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!atom, vector<32xi4>, vector<32xi4>, vector<4xf32>) -> vector<4xf32>
      return %d : vector<4xf32>
    }
  }
}
