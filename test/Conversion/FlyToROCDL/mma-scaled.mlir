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

// -----

// fp6 fragments filled by transposing LDS reads (the tr6 atom): each lane's
// 16 six-bit values are 96 bits, so the second read starts 12 bytes further
// in LDS and in the register fragment (packed sub-byte views). The 32 values
// of A (16x16x128: 128 * 16 / 64 per lane) are 192 bits = vector<6xi32>;
// f6E2M3FN is format 2 (cbsz/blgp).
// ISA: gpu.binary @mfma_scale_f6_tr6 [#gpu.object<#rocdl.target<chip = "gfx950">{{.*}}ds_read_b96_tr_b6 v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}} offset:12{{.*}}ds_read_b96_tr_b6 v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}\0A{{.*}}v_mfma_scale_f32_16x16x128_f8f6f4 v[{{[0-9]+}}:{{[0-9]+}}], v[[[A:[0-9]+]]:{{[0-9]+}}], v[[[A]]:{{[0-9]+}}], {{.*}} cbsz:2 blgp:2{{.*}}.amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @mfma_scale_f6_tr6(
// CHECK: %[[LDS:.*]] = llvm.mlir.addressof @__fly_dynamic_shared : !llvm.ptr<3>
// CHECK: %[[LDS1:.*]] = llvm.getelementptr %[[LDS]][12] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// 32 values x 6 bits = 24 bytes of registers.
// CHECK: %[[N:.*]] = llvm.mlir.constant(24 : i64) : i64
// CHECK: %[[REG:.*]] = llvm.alloca %[[N]] x i8
// CHECK: %[[REG1:.*]] = llvm.getelementptr %[[REG]][12] : (!llvm.ptr<5>) -> !llvm.ptr<5>, i8
// CHECK: %[[T0:.*]] = rocdl.ds.read.tr6.b96 %[[LDS]] : <3> -> vector<3xi32>
// CHECK: %[[V0:.*]] = llvm.bitcast %[[T0]] : vector<3xi32> to vector<16xi6>
// Packed values go through memory as one integer (SROA promotes those).
// CHECK: %[[W0:.*]] = llvm.bitcast %[[V0]] : vector<16xi6> to i96
// CHECK: llvm.store %[[W0]], %[[REG]] {{.*}} : i96, !llvm.ptr<5>
// CHECK: %[[T1:.*]] = rocdl.ds.read.tr6.b96 %[[LDS1]] : <3> -> vector<3xi32>
// CHECK: %[[V1:.*]] = llvm.bitcast %[[T1]] : vector<3xi32> to vector<16xi6>
// CHECK: %[[W1:.*]] = llvm.bitcast %[[V1]] : vector<16xi6> to i96
// CHECK: llvm.store %[[W1]], %[[REG1]] {{.*}} : i96, !llvm.ptr<5>
// CHECK: %[[AW:.*]] = llvm.load %[[REG]] {{.*}} -> i192
// CHECK: %[[A:.*]] = llvm.bitcast %[[AW]] : i192 to vector<32xi6>
// CHECK: llvm.bitcast %[[A]] : vector<32xi6> to vector<6xi32>
// CHECK: %[[FA:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK: rocdl.mfma.scale.f32.16x16x128.f8f6f4 %{{.*}}, %{{.*}}, %{{.*}}, %[[FA]], %[[FB]], {{.*}} : (vector<6xi32>, vector<6xi32>, vector<4xf32>, i32, i32, i32, i32, i32, i32) -> vector<4xf32>
module attributes {gpu.container_module} {
  gpu.module @mfma_scale_f6_tr6 [#rocdl.target<chip = "gfx950">] {
    gpu.func @mfma_scale_f6_tr6(%gc: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0>>
      %la = fly.static : !fly.layout<32:1>
      %lh = fly.static : !fly.layout<16:1>
      %lc = fly.static : !fly.layout<4:1>
      %c16 = fly.static : !fly.int_tuple<16>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %s = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f6E2M3FN, shared, align<1024>>
      %s1 = fly.add_offset(%s, %c16) : (!fly.ptr<f6E2M3FN, shared, align<1024>>, !fly.int_tuple<16>) -> !fly.ptr<f6E2M3FN, shared, align<4>>
      %sv0 = fly.make_view(%s, %lh) : (!fly.ptr<f6E2M3FN, shared, align<1024>>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, shared, 16:1, align<1024>>
      %sv1 = fly.make_view(%s1, %lh) : (!fly.ptr<f6E2M3FN, shared, align<4>>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, shared, 16:1, align<4>>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f6E2M3FN, register>
      %pa1 = fly.add_offset(%pa, %c16) : (!fly.ptr<f6E2M3FN, register>, !fly.int_tuple<16>) -> !fly.ptr<f6E2M3FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<32:1>) -> !fly.memref<f6E2M3FN, register, 32:1>
      %a0 = fly.make_view(%pa, %lh) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, register, 16:1>
      %a1 = fly.make_view(%pa1, %lh) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, register, 16:1>
      %tr = fly.make_copy_atom {valBits = 6 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 6b, 96>, 6>
      fly.copy_atom_call(%tr, %sv0, %a0) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 6b, 96>, 6>, !fly.memref<f6E2M3FN, shared, 16:1, align<1024>>, !fly.memref<f6E2M3FN, register, 16:1>) -> ()
      fly.copy_atom_call(%tr, %sv1, %a1) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 6b, 96>, 6>, !fly.memref<f6E2M3FN, shared, 16:1, align<4>>, !fly.memref<f6E2M3FN, register, 16:1>) -> ()
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0>>, !fly.memref<f32, register, 4:1>, !fly.memref<f6E2M3FN, register, 32:1>, !fly.memref<f6E2M3FN, register, 32:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}
