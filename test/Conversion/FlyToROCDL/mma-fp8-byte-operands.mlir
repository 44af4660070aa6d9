// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl | FileCheck %s
// fp8 MMA operands given as bytes (issue 13 B): FlyDSL's front end keeps
// 8-bit float data as i8, so an fp8/bf8 MFMA atom takes A and B as
// vector<8xi8> (fly.mma_atom_call_ssa) or as i8 register fragments
// (fly.mma_atom_call). The atom names the formats; the 8 bytes of a lane are
// bitcast to the i64 the intrinsic takes (IntrinsicsAMDGPU.td
// AMDGPUMFp8MfmaIntrinsic: A and B are i64 on the 16x16x32 and 32x32x16
// fp8/bf8 MFMAs). A and B have different formats, so operands swapped in the
// lowering would show as the wrong (A first) pairing in the op name.

// gfx942, FNUZ fp8 x bf8, 16x16x32, SSA form: A, B, C arguments, D the result.
// CHECK-LABEL: func.func @ssa_fnuz_fp8_bf8(
// CHECK-SAME: %[[A:[a-z0-9]+]]: vector<8xi8>, %[[B:[a-z0-9]+]]: vector<8xi8>, %[[C:[a-z0-9]+]]: vector<4xf32>)
// CHECK: %[[AW:.*]] = llvm.bitcast %[[A]] : vector<8xi8> to i64
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[B]] : vector<8xi8> to i64
// CHECK: %[[D:.*]] = rocdl.mfma.f32.16x16x32.fp8.bf8 %[[AW]], %[[BW]], %[[C]], %{{.*}}, %{{.*}}, %{{.*}} : (i64, i64, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: return %[[D]] : vector<4xf32>
!fnuz = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E5M2FNUZ) -> f32>>
module attributes {gpu.container_module} {
  gpu.module @m942 [#rocdl.target<chip = "gfx942">] {
    func.func @ssa_fnuz_fp8_bf8(%a: vector<8xi8>, %b: vector<8xi8>, %c: vector<4xf32>) -> vector<4xf32> {
      %atom = fly.make_mma_atom : !fnuz
      %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!fnuz, vector<8xi8>, vector<8xi8>, vector<4xf32>) -> vector<4xf32>
      return %d : vector<4xf32>
    }
  }
}

// -----

// gfx950, OCP bf8 x fp8, 32x32x16 (16 accumulators per lane), SSA form.
// CHECK-LABEL: func.func @ssa_ocp_bf8_fp8(
// CHECK-SAME: %[[A:[a-z0-9]+]]: vector<8xi8>, %[[B:[a-z0-9]+]]: vector<8xi8>, %[[C:[a-z0-9]+]]: vector<16xf32>)
// CHECK: %[[AW:.*]] = llvm.bitcast %[[A]] : vector<8xi8> to i64
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[B]] : vector<8xi8> to i64
// CHECK: %[[D:.*]] = rocdl.mfma.f32.32x32x16.bf8.fp8 %[[AW]], %[[BW]], %[[C]], %{{.*}}, %{{.*}}, %{{.*}} : (i64, i64, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// CHECK-NEXT: return %[[D]] : vector<16xf32>
!ocp = !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E5M2, f8E4M3FN) -> f32>>
module attributes {gpu.container_module} {
  gpu.module @m950 [#rocdl.target<chip = "gfx950">] {
    func.func @ssa_ocp_bf8_fp8(%a: vector<8xi8>, %b: vector<8xi8>, %c: vector<16xf32>) -> vector<16xf32> {
      %atom = fly.make_mma_atom : !ocp
      %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!ocp, vector<8xi8>, vector<8xi8>, vector<16xf32>) -> vector<16xf32>
      return %d : vector<16xf32>
    }
  }
}

// -----

// gfx942, FNUZ fp8 x bf8, fly.mma_atom_call on i8 register fragments: A, B,
// C and D are four separate allocations; A's 8 bytes (one load) become the
// first operand, B's the second, C's 4 floats the accumulator, and the
// result is stored to D.
// CHECK-LABEL: func.func @views_fnuz_fp8_bf8(
// CHECK-SAME: %[[PD:[a-z0-9]+]]: !llvm.ptr<5>, %[[PA:[a-z0-9]+]]: !llvm.ptr<5>, %[[PB:[a-z0-9]+]]: !llvm.ptr<5>, %[[PC:[a-z0-9]+]]: !llvm.ptr<5>)
// CHECK: %[[VA:.*]] = llvm.load %[[PA]] {{.*}}: !llvm.ptr<5> -> vector<8xi8>
// CHECK-NEXT: %[[VB:.*]] = llvm.load %[[PB]] {{.*}}: !llvm.ptr<5> -> vector<8xi8>
// CHECK-NEXT: %[[VC:.*]] = llvm.load %[[PC]] {{.*}}: !llvm.ptr<5> -> vector<4xf32>
// CHECK-NEXT: %[[AW:.*]] = llvm.bitcast %[[VA]] : vector<8xi8> to i64
// CHECK-NEXT: %[[BW:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to i64
// CHECK: %[[D:.*]] = rocdl.mfma.f32.16x16x32.fp8.bf8 %[[AW]], %[[BW]], %[[VC]], %{{.*}}, %{{.*}}, %{{.*}} : (i64, i64, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[PD]] {{.*}}: vector<4xf32>, !llvm.ptr<5>
!fnuz = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E5M2FNUZ) -> f32>>
module attributes {gpu.container_module} {
  gpu.module @m942v [#rocdl.target<chip = "gfx942">] {
    func.func @views_fnuz_fp8_bf8(%d: !fly.memref<f32, register, 4:1>, %a: !fly.memref<i8, register, 8:1>, %b: !fly.memref<i8, register, 8:1>, %c: !fly.memref<f32, register, 4:1>) {
      %atom = fly.make_mma_atom : !fnuz
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fnuz, !fly.memref<f32, register, 4:1>, !fly.memref<i8, register, 8:1>, !fly.memref<i8, register, 8:1>, !fly.memref<f32, register, 4:1>) -> ()
      return
    }
  }
}
