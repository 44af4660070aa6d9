// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl | FileCheck %s
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=ISA
// cdna3.mfma on gfx950 (CDNA4): the shapes gfx950 shares with gfx942 (the
// gfx942 runs are in isa-mfma.mlir), the gfx950-only double-rate shapes that
// isa-mfma.mlir does not cover, and the 4x4 shapes. Each module loads one
// lane's A, B and C fragments from global memory, calls the atom and stores
// D. At the rocdl level the op name and operand types are the intrinsics'
// (IntrinsicsAMDGPU.td: AMDGPUMfmaIntrinsic<D, AB>, cbsz/abid/blgp = i32 0,
// as FlyDSL writes them); the ISA lines name the AMD instruction (CDNA3/CDNA4
// ISA mnemonics as printed by LLVM's AMDGPU backend) and require no scratch.
// D is its own fragment, stored through a fourth pointer: the rocdl-level
// checks trace A, B and C from %GA, %GB, %GC to the intrinsic's operands, in
// that order, and its result to %GD; the ISA checks require exactly one
// instruction of the atom's kind and no scratch, not register numbers.

// ISA-LABEL: gpu.binary @cdna4_f32_16x16x4 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_f32_16x16x4_f32{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @cdna4_f32_16x16x4(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> f32
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> f32
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.16x16x4f32 %[[VA]], %[[VB]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @cdna4_f32_16x16x4 [#rocdl.target<chip = "gfx950">] {
    gpu.func @cdna4_f32_16x16x4(%ga: !fly.ptr<f32, global>, %gb: !fly.ptr<f32, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>>
      %la = fly.static : !fly.layout<1:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !fly.memref<f32, global, 1:1>
      %cpa = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
      %lb = fly.static : !fly.layout<1:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !fly.memref<f32, global, 1:1>
      %cpb = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @cdna4_f32_32x32x2 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_f32_32x32x2_f32{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @cdna4_f32_32x32x2(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> f32
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> f32
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xf32>
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.32x32x2f32 %[[VA]], %[[VB]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (f32, f32, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @cdna4_f32_32x32x2 [#rocdl.target<chip = "gfx950">] {
    gpu.func @cdna4_f32_32x32x2(%ga: !fly.ptr<f32, global>, %gb: !fly.ptr<f32, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x2, (f32, f32) -> f32>>
      %la = fly.static : !fly.layout<1:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !fly.memref<f32, global, 1:1>
      %cpa = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
      %lb = fly.static : !fly.layout<1:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !fly.memref<f32, global, 1:1>
      %cpb = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x2, (f32, f32) -> f32>>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @cdna4_f16_16x16x16 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_f32_16x16x16_f16{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @cdna4_f16_16x16x16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<4xf16>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<4xf16>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.16x16x16f16 %[[VA]], %[[VB]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (vector<4xf16>, vector<4xf16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @cdna4_f16_16x16x16 [#rocdl.target<chip = "gfx950">] {
    gpu.func @cdna4_f16_16x16x16(%ga: !fly.ptr<f16, global>, %gb: !fly.ptr<f16, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>
      %la = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
      %lb = fly.static : !fly.layout<4:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
      %cpb = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f16, register, 4:1>, !fly.memref<f16, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @cdna4_f16_32x32x8 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_f32_32x32x8_f16{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @cdna4_f16_32x32x8(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<4xf16>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<4xf16>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xf32>
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.32x32x8f16 %[[VA]], %[[VB]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (vector<4xf16>, vector<4xf16>, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @cdna4_f16_32x32x8 [#rocdl.target<chip = "gfx950">] {
    gpu.func @cdna4_f16_32x32x8(%ga: !fly.ptr<f16, global>, %gb: !fly.ptr<f16, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x8, (f16, f16) -> f32>>
      %la = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
      %lb = fly.static : !fly.layout<4:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
      %cpb = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x8, (f16, f16) -> f32>>, !fly.memref<f32, register, 16:1>, !fly.memref<f16, register, 4:1>, !fly.memref<f16, register, 4:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// bf16 with K = 16 per 16x16 block is the 1k form (bf16 as i16).
// ISA-LABEL: gpu.binary @cdna4_bf16_16x16x16 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_f32_16x16x16_bf16{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @cdna4_bf16_16x16x16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<4xbf16>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<4xbf16>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<4xbf16> to vector<4xi16>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<4xbf16> to vector<4xi16>
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.16x16x16bf16.1k %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (vector<4xi16>, vector<4xi16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @cdna4_bf16_16x16x16 [#rocdl.target<chip = "gfx950">] {
    gpu.func @cdna4_bf16_16x16x16(%ga: !fly.ptr<bf16, global>, %gb: !fly.ptr<bf16, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>
      %la = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<bf16, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<bf16, register>, !fly.layout<4:1>) -> !fly.memref<bf16, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<bf16, global>, !fly.layout<4:1>) -> !fly.memref<bf16, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<bf16, global, 4:1>, !fly.memref<bf16, register, 4:1>) -> ()
      %lb = fly.static : !fly.layout<4:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<bf16, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<bf16, register>, !fly.layout<4:1>) -> !fly.memref<bf16, register, 4:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<bf16, global>, !fly.layout<4:1>) -> !fly.memref<bf16, global, 4:1>
      %cpb = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<bf16, global, 4:1>, !fly.memref<bf16, register, 4:1>) -> ()
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<bf16, register, 4:1>, !fly.memref<bf16, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @cdna4_bf16_32x32x8 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_f32_32x32x8_bf16{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @cdna4_bf16_32x32x8(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<4xbf16>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<4xbf16>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<4xbf16> to vector<4xi16>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<4xbf16> to vector<4xi16>
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.32x32x8bf16.1k %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (vector<4xi16>, vector<4xi16>, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @cdna4_bf16_32x32x8 [#rocdl.target<chip = "gfx950">] {
    gpu.func @cdna4_bf16_32x32x8(%ga: !fly.ptr<bf16, global>, %gb: !fly.ptr<bf16, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x8, (bf16, bf16) -> f32>>
      %la = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<bf16, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<bf16, register>, !fly.layout<4:1>) -> !fly.memref<bf16, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<bf16, global>, !fly.layout<4:1>) -> !fly.memref<bf16, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<bf16, global, 4:1>, !fly.memref<bf16, register, 4:1>) -> ()
      %lb = fly.static : !fly.layout<4:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<bf16, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<bf16, register>, !fly.layout<4:1>) -> !fly.memref<bf16, register, 4:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<bf16, global>, !fly.layout<4:1>) -> !fly.memref<bf16, global, 4:1>
      %cpb = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<bf16, global, 4:1>, !fly.memref<bf16, register, 4:1>) -> ()
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x8, (bf16, bf16) -> f32>>, !fly.memref<f32, register, 16:1>, !fly.memref<bf16, register, 4:1>, !fly.memref<bf16, register, 4:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @cdna4_i8_16x16x32 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_i32_16x16x32_i8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @cdna4_i8_16x16x32(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xi32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<8xi8> to i64
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to i64
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.i32.16x16x32.i8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (i64, i64, vector<4xi32>, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @cdna4_i8_16x16x32 [#rocdl.target<chip = "gfx950">] {
    gpu.func @cdna4_i8_16x16x32(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<i32, global>, %gd: !fly.ptr<i32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i8, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<i8, register>, !fly.layout<8:1>) -> !fly.memref<i8, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<i8, global>, !fly.layout<8:1>) -> !fly.memref<i8, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<i8, global, 8:1>, !fly.memref<i8, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i8, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<i8, register>, !fly.layout<8:1>) -> !fly.memref<i8, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<i8, global>, !fly.layout<8:1>) -> !fly.memref<i8, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<i8, global, 8:1>, !fly.memref<i8, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<i32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<i32, register>, !fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<i32, global>, !fly.layout<4:1>) -> !fly.memref<i32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, global, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<i32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<i32, register>, !fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<i32, global>, !fly.layout<4:1>) -> !fly.memref<i32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.memref<i32, register, 4:1>, !fly.memref<i8, register, 8:1>, !fly.memref<i8, register, 8:1>, !fly.memref<i32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @cdna4_i8_32x32x16 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_i32_32x32x16_i8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @cdna4_i8_32x32x16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xi32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<8xi8> to i64
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to i64
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.i32.32x32x16.i8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (i64, i64, vector<16xi32>, i32, i32, i32) -> vector<16xi32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @cdna4_i8_32x32x16 [#rocdl.target<chip = "gfx950">] {
    gpu.func @cdna4_i8_32x32x16(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<i32, global>, %gd: !fly.ptr<i32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (i8, i8) -> i32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i8, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<i8, register>, !fly.layout<8:1>) -> !fly.memref<i8, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<i8, global>, !fly.layout<8:1>) -> !fly.memref<i8, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<i8, global, 8:1>, !fly.memref<i8, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i8, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<i8, register>, !fly.layout<8:1>) -> !fly.memref<i8, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<i8, global>, !fly.layout<8:1>) -> !fly.memref<i8, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<i8, global, 8:1>, !fly.memref<i8, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<i32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<i32, register>, !fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<i32, global>, !fly.layout<16:1>) -> !fly.memref<i32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<i32, global, 16:1>, !fly.memref<i32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<i32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<i32, register>, !fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<i32, global>, !fly.layout<16:1>) -> !fly.memref<i32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (i8, i8) -> i32>>, !fly.memref<i32, register, 16:1>, !fly.memref<i8, register, 8:1>, !fly.memref<i8, register, 8:1>, !fly.memref<i32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<i32, register, 16:1>, !fly.memref<i32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// The 4x4 shapes (16 blocks): the ISA names carry the block count, _16b.
// ISA-LABEL: gpu.binary @cdna4_m4x4x1_f32 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_f32_4x4x1_16b_f32{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @cdna4_m4x4x1_f32(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> f32
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> f32
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.4x4x1f32 %[[VA]], %[[VB]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @cdna4_m4x4x1_f32 [#rocdl.target<chip = "gfx950">] {
    gpu.func @cdna4_m4x4x1_f32(%ga: !fly.ptr<f32, global>, %gb: !fly.ptr<f32, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x1, (f32, f32) -> f32>>
      %la = fly.static : !fly.layout<1:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !fly.memref<f32, global, 1:1>
      %cpa = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
      %lb = fly.static : !fly.layout<1:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !fly.memref<f32, global, 1:1>
      %cpb = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x1, (f32, f32) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @cdna4_m4x4x4_f16 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_f32_4x4x4_16b_f16{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @cdna4_m4x4x4_f16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<4xf16>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<4xf16>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.4x4x4f16 %[[VA]], %[[VB]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (vector<4xf16>, vector<4xf16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @cdna4_m4x4x4_f16 [#rocdl.target<chip = "gfx950">] {
    gpu.func @cdna4_m4x4x4_f16(%ga: !fly.ptr<f16, global>, %gb: !fly.ptr<f16, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x4, (f16, f16) -> f32>>
      %la = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
      %lb = fly.static : !fly.layout<4:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
      %cpb = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x4, (f16, f16) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f16, register, 4:1>, !fly.memref<f16, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @cdna4_m4x4x4_i8 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_i32_4x4x4_16b_i8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @cdna4_m4x4x4_i8(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<4xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<4xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xi32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<4xi8> to i32
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<4xi8> to i32
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.i32.4x4x4i8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (i32, i32, vector<4xi32>, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @cdna4_m4x4x4_i8 [#rocdl.target<chip = "gfx950">] {
    gpu.func @cdna4_m4x4x4_i8(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<i32, global>, %gd: !fly.ptr<i32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x4, (i8, i8) -> i32>>
      %la = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<i8, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<i8, register>, !fly.layout<4:1>) -> !fly.memref<i8, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<i8, global>, !fly.layout<4:1>) -> !fly.memref<i8, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<32>, 8>, !fly.memref<i8, global, 4:1>, !fly.memref<i8, register, 4:1>) -> ()
      %lb = fly.static : !fly.layout<4:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<i8, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<i8, register>, !fly.layout<4:1>) -> !fly.memref<i8, register, 4:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<i8, global>, !fly.layout<4:1>) -> !fly.memref<i8, global, 4:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<32>, 8>, !fly.memref<i8, global, 4:1>, !fly.memref<i8, register, 4:1>) -> ()
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<i32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<i32, register>, !fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<i32, global>, !fly.layout<4:1>) -> !fly.memref<i32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, global, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<i32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<i32, register>, !fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<i32, global>, !fly.layout<4:1>) -> !fly.memref<i32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x4, (i8, i8) -> i32>>, !fly.memref<i32, register, 4:1>, !fly.memref<i8, register, 4:1>, !fly.memref<i8, register, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// gfx950-only double-rate shapes: 8 16-bit values or 16 bytes per lane;
// these intrinsics take bf16 as bf16 (not i16).
// ISA-LABEL: gpu.binary @cdna4_f16_32x32x16 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_f32_32x32x16_f16{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @cdna4_f16_32x32x16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xf16>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xf16>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xf32>
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.32x32x16.f16 %[[VA]], %[[VB]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (vector<8xf16>, vector<8xf16>, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @cdna4_f16_32x32x16 [#rocdl.target<chip = "gfx950">] {
    gpu.func @cdna4_f16_32x32x16(%ga: !fly.ptr<f16, global>, %gb: !fly.ptr<f16, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f16, f16) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, global, 8:1>, !fly.memref<f16, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, global, 8:1>, !fly.memref<f16, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f16, f16) -> f32>>, !fly.memref<f32, register, 16:1>, !fly.memref<f16, register, 8:1>, !fly.memref<f16, register, 8:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @cdna4_bf16_16x16x32 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_f32_16x16x32_bf16{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @cdna4_bf16_16x16x32(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xbf16>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xbf16>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.16x16x32.bf16 %[[VA]], %[[VB]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (vector<8xbf16>, vector<8xbf16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @cdna4_bf16_16x16x32 [#rocdl.target<chip = "gfx950">] {
    gpu.func @cdna4_bf16_16x16x32(%ga: !fly.ptr<bf16, global>, %gb: !fly.ptr<bf16, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<bf16, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<bf16, register>, !fly.layout<8:1>) -> !fly.memref<bf16, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<bf16, global>, !fly.layout<8:1>) -> !fly.memref<bf16, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, global, 8:1>, !fly.memref<bf16, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<bf16, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<bf16, register>, !fly.layout<8:1>) -> !fly.memref<bf16, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<bf16, global>, !fly.layout<8:1>) -> !fly.memref<bf16, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, global, 8:1>, !fly.memref<bf16, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<bf16, register, 8:1>, !fly.memref<bf16, register, 8:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @cdna4_i8_32x32x32 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_i32_32x32x32_i8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @cdna4_i8_32x32x32(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<16xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<16xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xi32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<16xi8> to vector<4xi32>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<16xi8> to vector<4xi32>
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.i32.32x32x32.i8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (vector<4xi32>, vector<4xi32>, vector<16xi32>, i32, i32, i32) -> vector<16xi32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @cdna4_i8_32x32x32 [#rocdl.target<chip = "gfx950">] {
    gpu.func @cdna4_i8_32x32x32(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<i32, global>, %gd: !fly.ptr<i32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x32, (i8, i8) -> i32>>
      %la = fly.static : !fly.layout<16:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<i8, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<i8, register>, !fly.layout<16:1>) -> !fly.memref<i8, register, 16:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<i8, global>, !fly.layout<16:1>) -> !fly.memref<i8, global, 16:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, global, 16:1>, !fly.memref<i8, register, 16:1>) -> ()
      %lb = fly.static : !fly.layout<16:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<i8, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<i8, register>, !fly.layout<16:1>) -> !fly.memref<i8, register, 16:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<i8, global>, !fly.layout<16:1>) -> !fly.memref<i8, global, 16:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, global, 16:1>, !fly.memref<i8, register, 16:1>) -> ()
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<i32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<i32, register>, !fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<i32, global>, !fly.layout<16:1>) -> !fly.memref<i32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<i32, global, 16:1>, !fly.memref<i32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<i32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<i32, register>, !fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<i32, global>, !fly.layout<16:1>) -> !fly.memref<i32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x32, (i8, i8) -> i32>>, !fly.memref<i32, register, 16:1>, !fly.memref<i8, register, 16:1>, !fly.memref<i8, register, 16:1>, !fly.memref<i32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<i32, register, 16:1>, !fly.memref<i32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// The one 4x4 shape isa-mfma.mlir runs only on gfx950, on gfx942.
// ISA-LABEL: gpu.binary @cdna3_m4x4x4_bf16 [#gpu.object<#rocdl.target<chip = "gfx942">
// ISA-SAME: v_mfma_f32_4x4x4_16b_bf16{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @cdna3_m4x4x4_bf16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<4xbf16>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<4xbf16>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<4xbf16> to vector<4xi16>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<4xbf16> to vector<4xi16>
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.4x4x4bf16.1k %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (vector<4xi16>, vector<4xi16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @cdna3_m4x4x4_bf16 [#rocdl.target<chip = "gfx942">] {
    gpu.func @cdna3_m4x4x4_bf16(%ga: !fly.ptr<bf16, global>, %gb: !fly.ptr<bf16, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x4, (bf16, bf16) -> f32>>
      %la = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<bf16, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<bf16, register>, !fly.layout<4:1>) -> !fly.memref<bf16, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<bf16, global>, !fly.layout<4:1>) -> !fly.memref<bf16, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<bf16, global, 4:1>, !fly.memref<bf16, register, 4:1>) -> ()
      %lb = fly.static : !fly.layout<4:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<bf16, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<bf16, register>, !fly.layout<4:1>) -> !fly.memref<bf16, register, 4:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<bf16, global>, !fly.layout<4:1>) -> !fly.memref<bf16, global, 4:1>
      %cpb = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<bf16, global, 4:1>, !fly.memref<bf16, register, 4:1>) -> ()
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x4, (bf16, bf16) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<bf16, register, 4:1>, !fly.memref<bf16, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}
