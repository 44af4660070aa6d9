// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl | FileCheck %s
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=ISA
// Every 8-bit float pairing of cdna3.mfma: A and B each fp8 (E4M3) or bf8
// (E5M2), at 16x16x32 and 32x32x16, in the FNUZ encoding on gfx942 and the
// OCP encoding on gfx950. The intrinsic is chosen by
// the pair, A first: mfma.f32.<MNK>.<A>.<B> (ROCDLOps.td; IntrinsicsAMDGPU.td
// AMDGPUMFp8MfmaIntrinsic: A and B are i64, 8 values per lane), and the A
// operand must be the fragment loaded from the A pointer (%GA), B from %GB;
// swapping them would swap the formats. The instructions: v_mfma_f32_<MNK>_<A>_<B>.
// D is its own fragment, stored through a fourth pointer: the rocdl-level
// checks trace A, B and C from %GA, %GB, %GC to the intrinsic's operands, in
// that order, and its result to %GD; the ISA checks require exactly one
// instruction of the atom's kind and no scratch, not register numbers.

// ISA-LABEL: gpu.binary @fnuz_fp8_fp8_16x16x32 [#gpu.object<#rocdl.target<chip = "gfx942">
// ISA-SAME: v_mfma_f32_16x16x32_fp8_fp8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @fnuz_fp8_fp8_16x16x32(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<8xi8> to i64
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to i64
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.16x16x32.fp8.fp8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (i64, i64, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @fnuz_fp8_fp8_16x16x32 [#rocdl.target<chip = "gfx942">] {
    gpu.func @fnuz_fp8_fp8_16x16x32(%ga: !fly.ptr<f8E4M3FNUZ, global>, %gb: !fly.ptr<f8E4M3FNUZ, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E4M3FNUZ, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FNUZ, register>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FNUZ, global>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FNUZ, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E4M3FNUZ, global, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E4M3FNUZ, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E4M3FNUZ, register>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E4M3FNUZ, global>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FNUZ, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E4M3FNUZ, global, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @fnuz_fp8_bf8_16x16x32 [#gpu.object<#rocdl.target<chip = "gfx942">
// ISA-SAME: v_mfma_f32_16x16x32_fp8_bf8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @fnuz_fp8_bf8_16x16x32(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<8xi8> to i64
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to i64
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.16x16x32.fp8.bf8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (i64, i64, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @fnuz_fp8_bf8_16x16x32 [#rocdl.target<chip = "gfx942">] {
    gpu.func @fnuz_fp8_bf8_16x16x32(%ga: !fly.ptr<f8E4M3FNUZ, global>, %gb: !fly.ptr<f8E5M2FNUZ, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E5M2FNUZ) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E4M3FNUZ, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FNUZ, register>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FNUZ, global>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FNUZ, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E4M3FNUZ, global, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E5M2FNUZ, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E5M2FNUZ, register>, !fly.layout<8:1>) -> !fly.memref<f8E5M2FNUZ, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E5M2FNUZ, global>, !fly.layout<8:1>) -> !fly.memref<f8E5M2FNUZ, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E5M2FNUZ, global, 8:1>, !fly.memref<f8E5M2FNUZ, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E5M2FNUZ) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f8E5M2FNUZ, register, 8:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @fnuz_bf8_fp8_16x16x32 [#gpu.object<#rocdl.target<chip = "gfx942">
// ISA-SAME: v_mfma_f32_16x16x32_bf8_fp8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @fnuz_bf8_fp8_16x16x32(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<8xi8> to i64
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to i64
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.16x16x32.bf8.fp8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (i64, i64, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @fnuz_bf8_fp8_16x16x32 [#rocdl.target<chip = "gfx942">] {
    gpu.func @fnuz_bf8_fp8_16x16x32(%ga: !fly.ptr<f8E5M2FNUZ, global>, %gb: !fly.ptr<f8E4M3FNUZ, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E5M2FNUZ, f8E4M3FNUZ) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E5M2FNUZ, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2FNUZ, register>, !fly.layout<8:1>) -> !fly.memref<f8E5M2FNUZ, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2FNUZ, global>, !fly.layout<8:1>) -> !fly.memref<f8E5M2FNUZ, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E5M2FNUZ, global, 8:1>, !fly.memref<f8E5M2FNUZ, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E4M3FNUZ, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E4M3FNUZ, register>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E4M3FNUZ, global>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FNUZ, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E4M3FNUZ, global, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E5M2FNUZ, f8E4M3FNUZ) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f8E5M2FNUZ, register, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @fnuz_bf8_bf8_16x16x32 [#gpu.object<#rocdl.target<chip = "gfx942">
// ISA-SAME: v_mfma_f32_16x16x32_bf8_bf8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @fnuz_bf8_bf8_16x16x32(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<8xi8> to i64
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to i64
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.16x16x32.bf8.bf8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (i64, i64, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @fnuz_bf8_bf8_16x16x32 [#rocdl.target<chip = "gfx942">] {
    gpu.func @fnuz_bf8_bf8_16x16x32(%ga: !fly.ptr<f8E5M2FNUZ, global>, %gb: !fly.ptr<f8E5M2FNUZ, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E5M2FNUZ, f8E5M2FNUZ) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E5M2FNUZ, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2FNUZ, register>, !fly.layout<8:1>) -> !fly.memref<f8E5M2FNUZ, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2FNUZ, global>, !fly.layout<8:1>) -> !fly.memref<f8E5M2FNUZ, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E5M2FNUZ, global, 8:1>, !fly.memref<f8E5M2FNUZ, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E5M2FNUZ, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E5M2FNUZ, register>, !fly.layout<8:1>) -> !fly.memref<f8E5M2FNUZ, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E5M2FNUZ, global>, !fly.layout<8:1>) -> !fly.memref<f8E5M2FNUZ, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E5M2FNUZ, global, 8:1>, !fly.memref<f8E5M2FNUZ, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E5M2FNUZ, f8E5M2FNUZ) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f8E5M2FNUZ, register, 8:1>, !fly.memref<f8E5M2FNUZ, register, 8:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @fnuz_fp8_fp8_32x32x16 [#gpu.object<#rocdl.target<chip = "gfx942">
// ISA-SAME: v_mfma_f32_32x32x16_fp8_fp8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @fnuz_fp8_fp8_32x32x16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<8xi8> to i64
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to i64
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.32x32x16.fp8.fp8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (i64, i64, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @fnuz_fp8_fp8_32x32x16 [#rocdl.target<chip = "gfx942">] {
    gpu.func @fnuz_fp8_fp8_32x32x16(%ga: !fly.ptr<f8E4M3FNUZ, global>, %gb: !fly.ptr<f8E4M3FNUZ, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E4M3FNUZ, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FNUZ, register>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FNUZ, global>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FNUZ, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E4M3FNUZ, global, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E4M3FNUZ, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E4M3FNUZ, register>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E4M3FNUZ, global>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FNUZ, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E4M3FNUZ, global, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.memref<f32, register, 16:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @fnuz_fp8_bf8_32x32x16 [#gpu.object<#rocdl.target<chip = "gfx942">
// ISA-SAME: v_mfma_f32_32x32x16_fp8_bf8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @fnuz_fp8_bf8_32x32x16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<8xi8> to i64
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to i64
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.32x32x16.fp8.bf8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (i64, i64, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @fnuz_fp8_bf8_32x32x16 [#rocdl.target<chip = "gfx942">] {
    gpu.func @fnuz_fp8_bf8_32x32x16(%ga: !fly.ptr<f8E4M3FNUZ, global>, %gb: !fly.ptr<f8E5M2FNUZ, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E4M3FNUZ, f8E5M2FNUZ) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E4M3FNUZ, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FNUZ, register>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FNUZ, global>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FNUZ, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E4M3FNUZ, global, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E5M2FNUZ, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E5M2FNUZ, register>, !fly.layout<8:1>) -> !fly.memref<f8E5M2FNUZ, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E5M2FNUZ, global>, !fly.layout<8:1>) -> !fly.memref<f8E5M2FNUZ, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E5M2FNUZ, global, 8:1>, !fly.memref<f8E5M2FNUZ, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E4M3FNUZ, f8E5M2FNUZ) -> f32>>, !fly.memref<f32, register, 16:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f8E5M2FNUZ, register, 8:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @fnuz_bf8_fp8_32x32x16 [#gpu.object<#rocdl.target<chip = "gfx942">
// ISA-SAME: v_mfma_f32_32x32x16_bf8_fp8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @fnuz_bf8_fp8_32x32x16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<8xi8> to i64
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to i64
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.32x32x16.bf8.fp8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (i64, i64, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @fnuz_bf8_fp8_32x32x16 [#rocdl.target<chip = "gfx942">] {
    gpu.func @fnuz_bf8_fp8_32x32x16(%ga: !fly.ptr<f8E5M2FNUZ, global>, %gb: !fly.ptr<f8E4M3FNUZ, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E5M2FNUZ, f8E4M3FNUZ) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E5M2FNUZ, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2FNUZ, register>, !fly.layout<8:1>) -> !fly.memref<f8E5M2FNUZ, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2FNUZ, global>, !fly.layout<8:1>) -> !fly.memref<f8E5M2FNUZ, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E5M2FNUZ, global, 8:1>, !fly.memref<f8E5M2FNUZ, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E4M3FNUZ, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E4M3FNUZ, register>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E4M3FNUZ, global>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FNUZ, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E4M3FNUZ, global, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E5M2FNUZ, f8E4M3FNUZ) -> f32>>, !fly.memref<f32, register, 16:1>, !fly.memref<f8E5M2FNUZ, register, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @fnuz_bf8_bf8_32x32x16 [#gpu.object<#rocdl.target<chip = "gfx942">
// ISA-SAME: v_mfma_f32_32x32x16_bf8_bf8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @fnuz_bf8_bf8_32x32x16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<8xi8> to i64
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to i64
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.32x32x16.bf8.bf8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (i64, i64, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @fnuz_bf8_bf8_32x32x16 [#rocdl.target<chip = "gfx942">] {
    gpu.func @fnuz_bf8_bf8_32x32x16(%ga: !fly.ptr<f8E5M2FNUZ, global>, %gb: !fly.ptr<f8E5M2FNUZ, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E5M2FNUZ, f8E5M2FNUZ) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E5M2FNUZ, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2FNUZ, register>, !fly.layout<8:1>) -> !fly.memref<f8E5M2FNUZ, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2FNUZ, global>, !fly.layout<8:1>) -> !fly.memref<f8E5M2FNUZ, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E5M2FNUZ, global, 8:1>, !fly.memref<f8E5M2FNUZ, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E5M2FNUZ, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E5M2FNUZ, register>, !fly.layout<8:1>) -> !fly.memref<f8E5M2FNUZ, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E5M2FNUZ, global>, !fly.layout<8:1>) -> !fly.memref<f8E5M2FNUZ, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E5M2FNUZ, global, 8:1>, !fly.memref<f8E5M2FNUZ, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E5M2FNUZ, f8E5M2FNUZ) -> f32>>, !fly.memref<f32, register, 16:1>, !fly.memref<f8E5M2FNUZ, register, 8:1>, !fly.memref<f8E5M2FNUZ, register, 8:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @ocp_fp8_fp8_16x16x32 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_f32_16x16x32_fp8_fp8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @ocp_fp8_fp8_16x16x32(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<8xi8> to i64
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to i64
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.16x16x32.fp8.fp8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (i64, i64, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @ocp_fp8_fp8_16x16x32 [#rocdl.target<chip = "gfx950">] {
    gpu.func @ocp_fp8_fp8_16x16x32(%ga: !fly.ptr<f8E4M3FN, global>, %gb: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FN, f8E4M3FN) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FN, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FN, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E4M3FN, global, 8:1>, !fly.memref<f8E4M3FN, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FN, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FN, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E4M3FN, global, 8:1>, !fly.memref<f8E4M3FN, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FN, f8E4M3FN) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f8E4M3FN, register, 8:1>, !fly.memref<f8E4M3FN, register, 8:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @ocp_fp8_bf8_16x16x32 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_f32_16x16x32_fp8_bf8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @ocp_fp8_bf8_16x16x32(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<8xi8> to i64
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to i64
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.16x16x32.fp8.bf8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (i64, i64, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @ocp_fp8_bf8_16x16x32 [#rocdl.target<chip = "gfx950">] {
    gpu.func @ocp_fp8_bf8_16x16x32(%ga: !fly.ptr<f8E4M3FN, global>, %gb: !fly.ptr<f8E5M2, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FN, f8E5M2) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FN, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FN, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E4M3FN, global, 8:1>, !fly.memref<f8E4M3FN, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E5M2, register>, !fly.layout<8:1>) -> !fly.memref<f8E5M2, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E5M2, global>, !fly.layout<8:1>) -> !fly.memref<f8E5M2, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E5M2, global, 8:1>, !fly.memref<f8E5M2, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FN, f8E5M2) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f8E4M3FN, register, 8:1>, !fly.memref<f8E5M2, register, 8:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @ocp_bf8_fp8_16x16x32 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_f32_16x16x32_bf8_fp8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @ocp_bf8_fp8_16x16x32(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<8xi8> to i64
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to i64
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.16x16x32.bf8.fp8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (i64, i64, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @ocp_bf8_fp8_16x16x32 [#rocdl.target<chip = "gfx950">] {
    gpu.func @ocp_bf8_fp8_16x16x32(%ga: !fly.ptr<f8E5M2, global>, %gb: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E5M2, f8E4M3FN) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2, register>, !fly.layout<8:1>) -> !fly.memref<f8E5M2, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2, global>, !fly.layout<8:1>) -> !fly.memref<f8E5M2, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E5M2, global, 8:1>, !fly.memref<f8E5M2, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FN, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FN, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E4M3FN, global, 8:1>, !fly.memref<f8E4M3FN, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E5M2, f8E4M3FN) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f8E5M2, register, 8:1>, !fly.memref<f8E4M3FN, register, 8:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @ocp_bf8_bf8_16x16x32 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_f32_16x16x32_bf8_bf8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @ocp_bf8_bf8_16x16x32(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<8xi8> to i64
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to i64
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.16x16x32.bf8.bf8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (i64, i64, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @ocp_bf8_bf8_16x16x32 [#rocdl.target<chip = "gfx950">] {
    gpu.func @ocp_bf8_bf8_16x16x32(%ga: !fly.ptr<f8E5M2, global>, %gb: !fly.ptr<f8E5M2, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E5M2, f8E5M2) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2, register>, !fly.layout<8:1>) -> !fly.memref<f8E5M2, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2, global>, !fly.layout<8:1>) -> !fly.memref<f8E5M2, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E5M2, global, 8:1>, !fly.memref<f8E5M2, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E5M2, register>, !fly.layout<8:1>) -> !fly.memref<f8E5M2, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E5M2, global>, !fly.layout<8:1>) -> !fly.memref<f8E5M2, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E5M2, global, 8:1>, !fly.memref<f8E5M2, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E5M2, f8E5M2) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f8E5M2, register, 8:1>, !fly.memref<f8E5M2, register, 8:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @ocp_fp8_fp8_32x32x16 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_f32_32x32x16_fp8_fp8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @ocp_fp8_fp8_32x32x16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<8xi8> to i64
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to i64
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.32x32x16.fp8.fp8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (i64, i64, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @ocp_fp8_fp8_32x32x16 [#rocdl.target<chip = "gfx950">] {
    gpu.func @ocp_fp8_fp8_32x32x16(%ga: !fly.ptr<f8E4M3FN, global>, %gb: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E4M3FN, f8E4M3FN) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FN, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FN, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E4M3FN, global, 8:1>, !fly.memref<f8E4M3FN, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FN, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FN, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E4M3FN, global, 8:1>, !fly.memref<f8E4M3FN, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E4M3FN, f8E4M3FN) -> f32>>, !fly.memref<f32, register, 16:1>, !fly.memref<f8E4M3FN, register, 8:1>, !fly.memref<f8E4M3FN, register, 8:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @ocp_fp8_bf8_32x32x16 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_f32_32x32x16_fp8_bf8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @ocp_fp8_bf8_32x32x16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<8xi8> to i64
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to i64
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.32x32x16.fp8.bf8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (i64, i64, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @ocp_fp8_bf8_32x32x16 [#rocdl.target<chip = "gfx950">] {
    gpu.func @ocp_fp8_bf8_32x32x16(%ga: !fly.ptr<f8E4M3FN, global>, %gb: !fly.ptr<f8E5M2, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E4M3FN, f8E5M2) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FN, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FN, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E4M3FN, global, 8:1>, !fly.memref<f8E4M3FN, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E5M2, register>, !fly.layout<8:1>) -> !fly.memref<f8E5M2, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E5M2, global>, !fly.layout<8:1>) -> !fly.memref<f8E5M2, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E5M2, global, 8:1>, !fly.memref<f8E5M2, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E4M3FN, f8E5M2) -> f32>>, !fly.memref<f32, register, 16:1>, !fly.memref<f8E4M3FN, register, 8:1>, !fly.memref<f8E5M2, register, 8:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @ocp_bf8_fp8_32x32x16 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_f32_32x32x16_bf8_fp8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @ocp_bf8_fp8_32x32x16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<8xi8> to i64
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to i64
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.32x32x16.bf8.fp8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (i64, i64, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @ocp_bf8_fp8_32x32x16 [#rocdl.target<chip = "gfx950">] {
    gpu.func @ocp_bf8_fp8_32x32x16(%ga: !fly.ptr<f8E5M2, global>, %gb: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E5M2, f8E4M3FN) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2, register>, !fly.layout<8:1>) -> !fly.memref<f8E5M2, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2, global>, !fly.layout<8:1>) -> !fly.memref<f8E5M2, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E5M2, global, 8:1>, !fly.memref<f8E5M2, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FN, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FN, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E4M3FN, global, 8:1>, !fly.memref<f8E4M3FN, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E5M2, f8E4M3FN) -> f32>>, !fly.memref<f32, register, 16:1>, !fly.memref<f8E5M2, register, 8:1>, !fly.memref<f8E4M3FN, register, 8:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @ocp_bf8_bf8_32x32x16 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_f32_32x32x16_bf8_bf8{{ }}
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @ocp_bf8_bf8_32x32x16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<8xi8> to i64
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<8xi8> to i64
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.f32.32x32x16.bf8.bf8 %[[A]], %[[B]], %[[VC]], %[[Z0]], %[[Z1]], %[[Z2]] : (i64, i64, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @ocp_bf8_bf8_32x32x16 [#rocdl.target<chip = "gfx950">] {
    gpu.func @ocp_bf8_bf8_32x32x16(%ga: !fly.ptr<f8E5M2, global>, %gb: !fly.ptr<f8E5M2, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E5M2, f8E5M2) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2, register>, !fly.layout<8:1>) -> !fly.memref<f8E5M2, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2, global>, !fly.layout<8:1>) -> !fly.memref<f8E5M2, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E5M2, global, 8:1>, !fly.memref<f8E5M2, register, 8:1>) -> ()
      %lb = fly.static : !fly.layout<8:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E5M2, register>, !fly.layout<8:1>) -> !fly.memref<f8E5M2, register, 8:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E5M2, global>, !fly.layout<8:1>) -> !fly.memref<f8E5M2, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E5M2, global, 8:1>, !fly.memref<f8E5M2, register, 8:1>) -> ()
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E5M2, f8E5M2) -> f32>>, !fly.memref<f32, register, 16:1>, !fly.memref<f8E5M2, register, 8:1>, !fly.memref<f8E5M2, register, 8:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}
