// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl | FileCheck %s
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=ISA
// Block-scaled MMA atoms (issue 5): cdna4.mfma_scale on gfx950 and
// gfx1250.wmma_scale (32-bit and, with blockSize 16, 64-bit scales). The
// scales come from the atom state (atom.set_value "scale_a"/"scale_b", kernel
// arguments here, so the backend cannot drop them); fp8 fragments are i32
// words (32 values per lane: vector<8xi32>; 64 on gfx1250: vector<16xi32>).
// Scaled MFMA operands: a, b, c, cbsz = format A, blgp = format B, opselA,
// scaleA, opselB, scaleB, with format codes f8E4M3FN 0, f8E5M2 1 (10.2).

// ISA: gpu.binary @mfma_scale_16x16x128 [#gpu.object<#rocdl.target<chip = "gfx950">{{.*}}v_mfma_scale_f32_16x16x128_f8f6f4 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @mfma_scale_16x16x128(
// Format f8E4M3FN = 0 for A and B, opsels 0; the scales are fields 0, 1.
// CHECK: %[[SA:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[SB:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[FA:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[OA:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[OB:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: rocdl.mfma.scale.f32.16x16x128.f8f6f4 %{{.*}}, %{{.*}}, %{{.*}}, %[[FA]], %[[FB]], %[[OA]], %[[SA]], %[[OB]], %[[SB]] : (vector<8xi32>, vector<8xi32>, vector<4xf32>, i32, i32, i32, i32, i32, i32) -> vector<4xf32>
module attributes {gpu.container_module} {
  gpu.module @mfma_scale_16x16x128 [#rocdl.target<chip = "gfx950">] {
    gpu.func @mfma_scale_16x16x128(%ga: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>
      %la = fly.static : !fly.layout<32:1>
      %lc = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, register, 32:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, global, 32:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E4M3FN, global, 32:1>, !fly.memref<f8E4M3FN, register, 32:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>, !fly.memref<f32, register, 4:1>, !fly.memref<f8E4M3FN, register, 32:1>, !fly.memref<f8E4M3FN, register, 32:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA: gpu.binary @mfma_scale_32x32x64 [#gpu.object<#rocdl.target<chip = "gfx950">{{.*}}v_mfma_scale_f32_32x32x64_f8f6f4 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @mfma_scale_32x32x64(
// f8E5M2 = format 1 for A and B, opselA = 1, opselB = 2.
// CHECK: %[[SA:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[SB:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[FA:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[OA:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[OB:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: rocdl.mfma.scale.f32.32x32x64.f8f6f4 %{{.*}}, %{{.*}}, %{{.*}}, %[[FA]], %[[FB]], %[[OA]], %[[SA]], %[[OB]], %[[SB]] : (vector<8xi32>, vector<8xi32>, vector<16xf32>, i32, i32, i32, i32, i32, i32) -> vector<16xf32>
module attributes {gpu.container_module} {
  gpu.module @mfma_scale_32x32x64 [#rocdl.target<chip = "gfx950">] {
    gpu.func @mfma_scale_32x32x64(%ga: !fly.ptr<f8E5M2, global>, %gc: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E5M2, f8E5M2) -> f32, opselA = 1, opselB = 2>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E5M2, f8E5M2) -> f32, opselA = 1, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E5M2, f8E5M2) -> f32, opselA = 1, opselB = 2>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E5M2, f8E5M2) -> f32, opselA = 1, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E5M2, f8E5M2) -> f32, opselA = 1, opselB = 2>>
      %la = fly.static : !fly.layout<32:1>
      %lc = fly.static : !fly.layout<16:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2, register>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, register, 32:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2, global>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, global, 32:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E5M2, global, 32:1>, !fly.memref<f8E5M2, register, 32:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E5M2, f8E5M2) -> f32, opselA = 1, opselB = 2>>, !fly.memref<f32, register, 16:1>, !fly.memref<f8E5M2, register, 32:1>, !fly.memref<f8E5M2, register, 32:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA: gpu.binary @wmma_scale_16x16x128 [#gpu.object<#rocdl.target<chip = "gfx1250">{{.*}}v_wmma_scale_f32_16x16x128_f8f6f4 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @wmma_scale_16x16x128(
// CHECK: rocdl.wmma.scale.f32.16x16x128.f8f6f4 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (vector<16xi32>, vector<16xi32>, vector<8xf32>, i32, i32) -> vector<8xf32>
module attributes {gpu.container_module} {
  gpu.module @wmma_scale_16x16x128 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @wmma_scale_16x16x128(%ga: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %la = fly.static : !fly.layout<64:1>
      %lc = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, register, 64:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, global, 64:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E4M3FN, global, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<f8E4M3FN, register, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA: gpu.binary @wmma_scale16_16x16x128 [#gpu.object<#rocdl.target<chip = "gfx1250">{{.*}}v_wmma_scale16_f32_16x16x128_f8f6f4 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @wmma_scale16_16x16x128(
// CHECK: rocdl.wmma.scale16.f32.16x16x128.f8f6f4 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (vector<16xi32>, vector<16xi32>, vector<8xf32>, i64, i64) -> vector<8xf32>
module attributes {gpu.container_module} {
  gpu.module @wmma_scale16_16x16x128 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @wmma_scale16_16x16x128(%ga: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f32, global>, %sa: i64, %sb: i64) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 16>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 16>>, i64) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 16>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 16>>, i64) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 16>>
      %la = fly.static : !fly.layout<64:1>
      %lc = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, register, 64:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, global, 64:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E4M3FN, global, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 16>>, !fly.memref<f32, register, 8:1>, !fly.memref<f8E4M3FN, register, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}
