// RUN: fly-opt %s --convert-fly-to-rocdl | FileCheck %s
// The gfx12 8-bit float WMMAs (gfx120x.wmma<16x16x16> on f8E4M3FN = fp8 and
// f8E5M2 = bf8), each pair of A and B formats its own rocdl op, named A
// first: swapping A and B in the selection would show as the wrong name.
// A lane holds K/2 = 8 values of A and of B (8 bytes), which the intrinsic
// takes as vector<2xi32>; C and D are the 8 f32 of the lane.

!ff = !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (f8E4M3FN, f8E4M3FN) -> f32, signA = false, signB = false, clamp = false>>
!fb = !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (f8E4M3FN, f8E5M2) -> f32, signA = false, signB = false, clamp = false>>
!bf = !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (f8E5M2, f8E4M3FN) -> f32, signA = false, signB = false, clamp = false>>
!bb = !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (f8E5M2, f8E5M2) -> f32, signA = false, signB = false, clamp = false>>

// CHECK-LABEL: func.func @pairs(
// CHECK-SAME: %[[A:[a-z0-9]+]]: vector<8xi8>, %[[B:[a-z0-9]+]]: vector<8xi8>, %[[C:[a-z0-9]+]]: vector<8xf32>)
// CHECK: %[[A1:.*]] = llvm.bitcast %[[A]] : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %[[B1:.*]] = llvm.bitcast %[[B]] : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %[[D1:.*]] = rocdl.wmma.f32.16x16x16.fp8_fp8 %[[A1]], %[[B1]], %[[C]] : (vector<2xi32>, vector<2xi32>, vector<8xf32>) -> vector<8xf32>
// CHECK: %[[D2:.*]] = rocdl.wmma.f32.16x16x16.fp8_bf8 %{{.*}}, %{{.*}}, %[[C]] : (vector<2xi32>, vector<2xi32>, vector<8xf32>) -> vector<8xf32>
// CHECK: %[[D3:.*]] = rocdl.wmma.f32.16x16x16.bf8_fp8 %{{.*}}, %{{.*}}, %[[C]] : (vector<2xi32>, vector<2xi32>, vector<8xf32>) -> vector<8xf32>
// CHECK: %[[D4:.*]] = rocdl.wmma.f32.16x16x16.bf8_bf8 %{{.*}}, %{{.*}}, %[[C]] : (vector<2xi32>, vector<2xi32>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: return %[[D1]], %[[D2]], %[[D3]], %[[D4]]
module attributes {gpu.container_module} {
  gpu.module @m [#rocdl.target<chip = "gfx1201">] {
    func.func @pairs(%a: vector<8xi8>, %b: vector<8xi8>, %c: vector<8xf32>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
      %ff = fly.make_mma_atom : !ff
      %fb = fly.make_mma_atom : !fb
      %bf = fly.make_mma_atom : !bf
      %bb = fly.make_mma_atom : !bb
      %d1 = fly.mma_atom_call_ssa(%ff, %a, %b, %c) : (!ff, vector<8xi8>, vector<8xi8>, vector<8xf32>) -> vector<8xf32>
      %d2 = fly.mma_atom_call_ssa(%fb, %a, %b, %c) : (!fb, vector<8xi8>, vector<8xi8>, vector<8xf32>) -> vector<8xf32>
      %d3 = fly.mma_atom_call_ssa(%bf, %a, %b, %c) : (!bf, vector<8xi8>, vector<8xi8>, vector<8xf32>) -> vector<8xf32>
      %d4 = fly.mma_atom_call_ssa(%bb, %a, %b, %c) : (!bb, vector<8xi8>, vector<8xi8>, vector<8xf32>) -> vector<8xf32>
      return %d1, %d2, %d3, %d4 : vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>
    }
  }
}
