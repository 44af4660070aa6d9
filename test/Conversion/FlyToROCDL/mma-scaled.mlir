// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl | FileCheck %s
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=ISA
// Block-scaled MMA atoms (issue 5): cdna4.mfma_scale on gfx950 and
// gfx1250.wmma_scale (32-bit and, with blockSize 16, 64-bit scales). The
// scales come from the atom state (atom.set_value "scale_a"/"scale_b", kernel
// arguments here, so the backend cannot drop them); fp8 fragments are i32
// words (32 values per lane: vector<8xi32>; 64 on gfx1250: vector<16xi32>).
// Scaled MFMA operands: a, b, c, cbsz = format A, blgp = format B, opselA,
// scaleA, opselB, scaleB, with format codes f8E4M3FN 0, f8E5M2 1 (10.2).
// D is its own fragment, stored through a fourth pointer: the rocdl-level
// checks trace A, B and C from %GA, %GB, %GC to the intrinsic's operands, in
// that order, and its result to %GD; the ISA checks require exactly one
// instruction of the atom's kind and no scratch, not register numbers.

// Format f8E4M3FN = 0 for A and B, opsels 0; the scales are fields 0, 1.
// ISA-LABEL: gpu.binary @mfma_scale_16x16x128 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_scale_f32_16x16x128_f8f6f4{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @mfma_scale_16x16x128(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>, %[[SA:[a-z0-9]+]]: i32, %[[SB:[a-z0-9]+]]: i32)
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[SA]], %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[ST:.*]] = llvm.insertvalue %[[SB]], %[[S0]][1] : !llvm.struct<(i32, i32)>
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<32xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<32xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<32xi8> to vector<8xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<32xi8> to vector<8xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %[[ST]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %[[ST]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[FA:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[OA:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[OB:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.scale.f32.16x16x128.f8f6f4 %[[A]], %[[B]], %[[VC]], %[[FA]], %[[FB]], %[[OA]], %[[XA]], %[[OB]], %[[XB]] : (vector<8xi32>, vector<8xi32>, vector<4xf32>, i32, i32, i32, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @mfma_scale_16x16x128 [#rocdl.target<chip = "gfx950">] {
    gpu.func @mfma_scale_16x16x128(%ga: !fly.ptr<f8E4M3FN, global>, %gb: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
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
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %b = fly.make_view(%pb, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, register, 32:1>
      %gbv = fly.make_view(%gb, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, global, 32:1>
      fly.copy_atom_call(%cpa, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E4M3FN, global, 32:1>, !fly.memref<f8E4M3FN, register, 32:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>, !fly.memref<f32, register, 4:1>, !fly.memref<f8E4M3FN, register, 32:1>, !fly.memref<f8E4M3FN, register, 32:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// f8E5M2 = format 1 for A and B, opselA = 1, opselB = 2.
// ISA-LABEL: gpu.binary @mfma_scale_32x32x64 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_scale_f32_32x32x64_f8f6f4{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @mfma_scale_32x32x64(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>, %[[SA:[a-z0-9]+]]: i32, %[[SB:[a-z0-9]+]]: i32)
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[SA]], %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[ST:.*]] = llvm.insertvalue %[[SB]], %[[S0]][1] : !llvm.struct<(i32, i32)>
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<32xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<32xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<32xi8> to vector<8xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<32xi8> to vector<8xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %[[ST]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %[[ST]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[FA:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[OA:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[OB:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.scale.f32.32x32x64.f8f6f4 %[[A]], %[[B]], %[[VC]], %[[FA]], %[[FB]], %[[OA]], %[[XA]], %[[OB]], %[[XB]] : (vector<8xi32>, vector<8xi32>, vector<16xf32>, i32, i32, i32, i32, i32, i32) -> vector<16xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @mfma_scale_32x32x64 [#rocdl.target<chip = "gfx950">] {
    gpu.func @mfma_scale_32x32x64(%ga: !fly.ptr<f8E5M2, global>, %gb: !fly.ptr<f8E5M2, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
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
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %b = fly.make_view(%pb, %la) : (!fly.ptr<f8E5M2, register>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, register, 32:1>
      %gbv = fly.make_view(%gb, %la) : (!fly.ptr<f8E5M2, global>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, global, 32:1>
      fly.copy_atom_call(%cpa, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E5M2, global, 32:1>, !fly.memref<f8E5M2, register, 32:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E5M2, f8E5M2) -> f32, opselA = 1, opselB = 2>>, !fly.memref<f32, register, 16:1>, !fly.memref<f8E5M2, register, 32:1>, !fly.memref<f8E5M2, register, 32:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @wmma_scale_16x16x128 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_scale_f32_16x16x128_f8f6f4{{ }}
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @wmma_scale_16x16x128(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>, %[[SA:[a-z0-9]+]]: i32, %[[SB:[a-z0-9]+]]: i32)
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[SA]], %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[ST:.*]] = llvm.insertvalue %[[SB]], %[[S0]][1] : !llvm.struct<(i32, i32)>
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<64xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<64xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<64xi8> to vector<16xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<64xi8> to vector<16xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %[[ST]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %[[ST]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[D:.*]] = rocdl.wmma.scale.f32.16x16x128.f8f6f4 %[[A]], %[[B]], %[[VC]], %[[XA]], %[[XB]] : (vector<16xi32>, vector<16xi32>, vector<8xf32>, i32, i32) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @wmma_scale_16x16x128 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @wmma_scale_16x16x128(%ga: !fly.ptr<f8E4M3FN, global>, %gb: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
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
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %b = fly.make_view(%pb, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, register, 64:1>
      %gbv = fly.make_view(%gb, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, global, 64:1>
      fly.copy_atom_call(%cpa, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E4M3FN, global, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<f8E4M3FN, register, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @wmma_scale16_16x16x128 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_scale16_f32_16x16x128_f8f6f4{{ }}
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @wmma_scale16_16x16x128(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>, %[[SA:[a-z0-9]+]]: i64, %[[SB:[a-z0-9]+]]: i64)
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[SA]], %{{.*}}[0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[ST:.*]] = llvm.insertvalue %[[SB]], %[[S0]][1] : !llvm.struct<(i64, i64)>
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<64xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<64xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<64xi8> to vector<16xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<64xi8> to vector<16xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %[[ST]][0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %[[ST]][1] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[D:.*]] = rocdl.wmma.scale16.f32.16x16x128.f8f6f4 %[[A]], %[[B]], %[[VC]], %[[XA]], %[[XB]] : (vector<16xi32>, vector<16xi32>, vector<8xf32>, i64, i64) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @wmma_scale16_16x16x128 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @wmma_scale16_16x16x128(%ga: !fly.ptr<f8E4M3FN, global>, %gb: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i64, %sb: i64) kernel {
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
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %b = fly.make_view(%pb, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, register, 64:1>
      %gbv = fly.make_view(%gb, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, global, 64:1>
      fly.copy_atom_call(%cpa, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E4M3FN, global, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 16>>, !fly.memref<f32, register, 8:1>, !fly.memref<f8E4M3FN, register, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----
// fp6 fragments filled by transposing LDS reads (the tr6 atom): each lane's
// 16 six-bit values are 96 bits, so the second read of a fragment starts 12
// bytes further in LDS and in the register fragment (packed sub-byte views).
// The 32 values of A (16x16x128: 128 * 16 / 64 per lane) are 192 bits =
// vector<6xi32>; B is read the same way from the next 24 bytes of LDS (byte
// offsets 24 and 36). f6E2M3FN is format 2 (cbsz/blgp). In the assembly the
// four reads carry those byte offsets as immediates (0 prints none), in an
// order the backend chooses; then exactly one scaled MFMA.
// ISA-LABEL: gpu.binary @mfma_scale_f6_tr6 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-DAG: ds_read_b96_tr_b6 v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}\0A
// ISA-DAG: ds_read_b96_tr_b6 v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}} offset:12\0A
// ISA-DAG: ds_read_b96_tr_b6 v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}} offset:24\0A
// ISA-DAG: ds_read_b96_tr_b6 v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}} offset:36\0A
// ISA-NOT: ds_read
// ISA: v_mfma_scale_f32_16x16x128_f8f6f4 {{[^\\]*}} cbsz:2 blgp:2\0A
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @mfma_scale_f6_tr6(
// CHECK-SAME: %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>, %{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: i32)
// CHECK: %[[LDS:.*]] = llvm.mlir.addressof @__fly_dynamic_shared : !llvm.ptr<3>
// CHECK: %[[LDS1:.*]] = llvm.getelementptr %[[LDS]][12] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: %[[LDS2:.*]] = llvm.getelementptr %[[LDS]][24] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: %[[LDS3:.*]] = llvm.getelementptr %[[LDS]][36] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// 32 values x 6 bits = 24 bytes of registers per fragment.
// CHECK: %[[N:.*]] = llvm.mlir.constant(24 : i64) : i64
// CHECK: %[[RA:.*]] = llvm.alloca %[[N]] x i8
// CHECK: %[[RA1:.*]] = llvm.getelementptr %[[RA]][12] : (!llvm.ptr<5>) -> !llvm.ptr<5>, i8
// CHECK: %[[NB:.*]] = llvm.mlir.constant(24 : i64) : i64
// CHECK: %[[RB:.*]] = llvm.alloca %[[NB]] x i8
// CHECK: %[[RB1:.*]] = llvm.getelementptr %[[RB]][12] : (!llvm.ptr<5>) -> !llvm.ptr<5>, i8
// CHECK: %[[T0:.*]] = rocdl.ds.read.tr6.b96 %[[LDS]] : <3> -> vector<3xi32>
// CHECK: %[[V0:.*]] = llvm.bitcast %[[T0]] : vector<3xi32> to vector<16xi6>
// Packed values go through memory as one integer (SROA promotes those).
// CHECK: %[[W0:.*]] = llvm.bitcast %[[V0]] : vector<16xi6> to i96
// CHECK: llvm.store %[[W0]], %[[RA]] {{.*}} : i96, !llvm.ptr<5>
// CHECK: %[[T1:.*]] = rocdl.ds.read.tr6.b96 %[[LDS1]] : <3> -> vector<3xi32>
// CHECK: %[[V1:.*]] = llvm.bitcast %[[T1]] : vector<3xi32> to vector<16xi6>
// CHECK: %[[W1:.*]] = llvm.bitcast %[[V1]] : vector<16xi6> to i96
// CHECK: llvm.store %[[W1]], %[[RA1]] {{.*}} : i96, !llvm.ptr<5>
// CHECK: %[[T2:.*]] = rocdl.ds.read.tr6.b96 %[[LDS2]] : <3> -> vector<3xi32>
// CHECK: %[[V2:.*]] = llvm.bitcast %[[T2]] : vector<3xi32> to vector<16xi6>
// CHECK: %[[W2:.*]] = llvm.bitcast %[[V2]] : vector<16xi6> to i96
// CHECK: llvm.store %[[W2]], %[[RB]] {{.*}} : i96, !llvm.ptr<5>
// CHECK: %[[T3:.*]] = rocdl.ds.read.tr6.b96 %[[LDS3]] : <3> -> vector<3xi32>
// CHECK: %[[V3:.*]] = llvm.bitcast %[[T3]] : vector<3xi32> to vector<16xi6>
// CHECK: %[[W3:.*]] = llvm.bitcast %[[V3]] : vector<16xi6> to i96
// CHECK: llvm.store %[[W3]], %[[RB1]] {{.*}} : i96, !llvm.ptr<5>
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[WA:.*]] = llvm.load %[[RA]] {{.*}} -> i192
// CHECK-NEXT: %[[VA:.*]] = llvm.bitcast %[[WA]] : i192 to vector<32xi6>
// CHECK-NEXT: %[[WB:.*]] = llvm.load %[[RB]] {{.*}} -> i192
// CHECK-NEXT: %[[VB:.*]] = llvm.bitcast %[[WB]] : i192 to vector<32xi6>
// CHECK-NEXT: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK-NEXT: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<32xi6> to vector<6xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<32xi6> to vector<6xi32>
// CHECK: %[[FA:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK: %[[D:.*]] = rocdl.mfma.scale.f32.16x16x128.f8f6f4 %[[A]], %[[B]], %[[VC]], %[[FA]], %[[FB]], {{.*}} : (vector<6xi32>, vector<6xi32>, vector<4xf32>, i32, i32, i32, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @mfma_scale_f6_tr6 [#rocdl.target<chip = "gfx950">] {
    gpu.func @mfma_scale_f6_tr6(%gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0>>
      %la = fly.static : !fly.layout<32:1>
      %lh = fly.static : !fly.layout<16:1>
      %lc = fly.static : !fly.layout<4:1>
      %c16 = fly.static : !fly.int_tuple<16>
      %c32 = fly.static : !fly.int_tuple<32>
      %c48 = fly.static : !fly.int_tuple<48>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %s = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f6E2M3FN, shared, align<1024>>
      %s1 = fly.add_offset(%s, %c16) : (!fly.ptr<f6E2M3FN, shared, align<1024>>, !fly.int_tuple<16>) -> !fly.ptr<f6E2M3FN, shared, align<4>>
      %s2 = fly.add_offset(%s, %c32) : (!fly.ptr<f6E2M3FN, shared, align<1024>>, !fly.int_tuple<32>) -> !fly.ptr<f6E2M3FN, shared, align<8>>
      %s3 = fly.add_offset(%s, %c48) : (!fly.ptr<f6E2M3FN, shared, align<1024>>, !fly.int_tuple<48>) -> !fly.ptr<f6E2M3FN, shared, align<4>>
      %sv0 = fly.make_view(%s, %lh) : (!fly.ptr<f6E2M3FN, shared, align<1024>>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, shared, 16:1, align<1024>>
      %sv1 = fly.make_view(%s1, %lh) : (!fly.ptr<f6E2M3FN, shared, align<4>>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, shared, 16:1, align<4>>
      %sv2 = fly.make_view(%s2, %lh) : (!fly.ptr<f6E2M3FN, shared, align<8>>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, shared, 16:1, align<8>>
      %sv3 = fly.make_view(%s3, %lh) : (!fly.ptr<f6E2M3FN, shared, align<4>>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, shared, 16:1, align<4>>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f6E2M3FN, register>
      %pa1 = fly.add_offset(%pa, %c16) : (!fly.ptr<f6E2M3FN, register>, !fly.int_tuple<16>) -> !fly.ptr<f6E2M3FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<32:1>) -> !fly.memref<f6E2M3FN, register, 32:1>
      %a0 = fly.make_view(%pa, %lh) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, register, 16:1>
      %a1 = fly.make_view(%pa1, %lh) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, register, 16:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f6E2M3FN, register>
      %pb1 = fly.add_offset(%pb, %c16) : (!fly.ptr<f6E2M3FN, register>, !fly.int_tuple<16>) -> !fly.ptr<f6E2M3FN, register>
      %b = fly.make_view(%pb, %la) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<32:1>) -> !fly.memref<f6E2M3FN, register, 32:1>
      %b0 = fly.make_view(%pb, %lh) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, register, 16:1>
      %b1 = fly.make_view(%pb1, %lh) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, register, 16:1>
      %tr = fly.make_copy_atom {valBits = 6 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 6b, 96>, 6>
      fly.copy_atom_call(%tr, %sv0, %a0) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 6b, 96>, 6>, !fly.memref<f6E2M3FN, shared, 16:1, align<1024>>, !fly.memref<f6E2M3FN, register, 16:1>) -> ()
      fly.copy_atom_call(%tr, %sv1, %a1) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 6b, 96>, 6>, !fly.memref<f6E2M3FN, shared, 16:1, align<4>>, !fly.memref<f6E2M3FN, register, 16:1>) -> ()
      fly.copy_atom_call(%tr, %sv2, %b0) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 6b, 96>, 6>, !fly.memref<f6E2M3FN, shared, 16:1, align<8>>, !fly.memref<f6E2M3FN, register, 16:1>) -> ()
      fly.copy_atom_call(%tr, %sv3, %b1) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 6b, 96>, 6>, !fly.memref<f6E2M3FN, shared, 16:1, align<4>>, !fly.memref<f6E2M3FN, register, 16:1>) -> ()
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0>>, !fly.memref<f32, register, 4:1>, !fly.memref<f6E2M3FN, register, 32:1>, !fly.memref<f6E2M3FN, register, 32:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}
