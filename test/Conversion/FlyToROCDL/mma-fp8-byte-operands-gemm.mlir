// RUN: fly-opt %s --fly-layout-lowering --convert-fly-to-rocdl | FileCheck %s
// fly.gemm with i8 register fragments for an fp8 MFMA atom (issue 13 B;
// FlyDSL keeps fp8 data as bytes): a (8,1,2) and b (8,1,2) byte fragments,
// c and d (4,1,1) f32 fragments, so K = 2 atom calls, (k innermost, CuTe's
// accumulation): the first reads c, the second d. Each call's A is the 8
// bytes of its k slice (byte offset 8 * k), bitcast to the i64 of
// mfma.f32.16x16x32.fp8.bf8; A and B have different formats, so swapped
// operands would show in the op name.

// CHECK-LABEL: func.func @gemm_fp8_bytes(
// CHECK-SAME: %[[PD:[a-z0-9]+]]: !llvm.ptr<5>, %[[PA:[a-z0-9]+]]: !llvm.ptr<5>, %[[PB:[a-z0-9]+]]: !llvm.ptr<5>, %[[PC:[a-z0-9]+]]: !llvm.ptr<5>)
// k = 0: A bytes 0..7, B bytes 0..7, C.
// CHECK: %[[A0:.*]] = llvm.load %[[PA]] {{.*}}-> vector<8xi8>
// CHECK-NEXT: %[[B0:.*]] = llvm.load %[[PB]] {{.*}}-> vector<8xi8>
// CHECK-NEXT: %[[C0:.*]] = llvm.load %[[PC]] {{.*}}-> vector<4xf32>
// CHECK-NEXT: %[[A0W:.*]] = llvm.bitcast %[[A0]] : vector<8xi8> to i64
// CHECK-NEXT: %[[B0W:.*]] = llvm.bitcast %[[B0]] : vector<8xi8> to i64
// CHECK: %[[D0:.*]] = rocdl.mfma.f32.16x16x32.fp8.bf8 %[[A0W]], %[[B0W]], %[[C0]], {{.*}} : (i64, i64, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D0]], %[[PD]]
// k = 1: A bytes 8..15, B bytes 8..15, D (the first call's result).
// CHECK: %[[PA8:.*]] = llvm.getelementptr %[[PA]][8] : (!llvm.ptr<5>) -> !llvm.ptr<5>, i8
// CHECK: %[[PB8:.*]] = llvm.getelementptr %[[PB]][8] : (!llvm.ptr<5>) -> !llvm.ptr<5>, i8
// CHECK: %[[A1:.*]] = llvm.load %[[PA8]] {{.*}}-> vector<8xi8>
// CHECK-NEXT: %[[B1:.*]] = llvm.load %[[PB8]] {{.*}}-> vector<8xi8>
// CHECK-NEXT: %[[C1:.*]] = llvm.load %[[PD]] {{.*}}-> vector<4xf32>
// CHECK-NEXT: %[[A1W:.*]] = llvm.bitcast %[[A1]] : vector<8xi8> to i64
// CHECK-NEXT: %[[B1W:.*]] = llvm.bitcast %[[B1]] : vector<8xi8> to i64
// CHECK: %[[D1:.*]] = rocdl.mfma.f32.16x16x32.fp8.bf8 %[[A1W]], %[[B1W]], %[[C1]], {{.*}} : (i64, i64, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D1]], %[[PD]]
// CHECK-NOT: rocdl.mfma
!atom = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E5M2FNUZ) -> f32>>
!AB = !fly.memref<i8, register, (8,1,2):(1,0,8)>
!CD = !fly.memref<f32, register, (4,1,1):(1,0,0)>
module attributes {gpu.container_module} {
  gpu.module @m [#rocdl.target<chip = "gfx942">] {
    func.func @gemm_fp8_bytes(%pd: !fly.ptr<f32, register>, %pa: !fly.ptr<i8, register>, %pb: !fly.ptr<i8, register>, %pc: !fly.ptr<f32, register>) {
      %lab = fly.static : !fly.layout<(8,1,2):(1,0,8)>
      %lcd = fly.static : !fly.layout<(4,1,1):(1,0,0)>
      %d = fly.make_view(%pd, %lcd) : (!fly.ptr<f32, register>, !fly.layout<(4,1,1):(1,0,0)>) -> !CD
      %a = fly.make_view(%pa, %lab) : (!fly.ptr<i8, register>, !fly.layout<(8,1,2):(1,0,8)>) -> !AB
      %b = fly.make_view(%pb, %lab) : (!fly.ptr<i8, register>, !fly.layout<(8,1,2):(1,0,8)>) -> !AB
      %c = fly.make_view(%pc, %lcd) : (!fly.ptr<f32, register>, !fly.layout<(4,1,1):(1,0,0)>) -> !CD
      %atom = fly.make_mma_atom : !atom
      fly.gemm(%atom, %d, %a, %b, %c) : (!atom, !CD, !AB, !AB, !CD) -> ()
      return
    }
  }
}
