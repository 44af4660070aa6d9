// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl | FileCheck %s
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=ISA
// ISA test of the WMMA atoms (issue 5) on RDNA3 (gfx1100), RDNA4 (gfx1200,
// gfx1201) and gfx1250, wave32: each module loads one lane's A, B and C
// fragments from three global pointers, calls the atom and stores D to a
// fourth. At the rocdl level (CHECK) the intrinsic's operands are traced to
// the pointers (A from %GA, B from %GB, C from %GC, in that order) and the
// result to %GD; the assembly (ISA) must hold exactly one instruction of the
// atom's kind and use no scratch.

// ISA-LABEL: gpu.binary @gfx11_f16 [#gpu.object<#rocdl.target<chip = "gfx1100">
// ISA-SAME: v_wmma_f32_16x16x16_f16{{ }}
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @gfx11_f16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<16xf16>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<16xf16>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf32>
// CHECK: %[[D:.*]] = rocdl.wmma.f32.16x16x16.f16 %[[VA]], %[[VB]], %[[VC]]{{(, .*)?}} : (vector<16xf16>, vector<16xf16>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @gfx11_f16 [#rocdl.target<chip = "gfx1100">] {
    gpu.func @gfx11_f16(%ga: !fly.ptr<f16, global>, %gb: !fly.ptr<f16, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<16:1>
      %lc = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f16, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f16, register>, !fly.layout<16:1>) -> !fly.memref<f16, register, 16:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f16, global>, !fly.layout<16:1>) -> !fly.memref<f16, global, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 16>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 16>, !fly.memref<f16, global, 16:1>, !fly.memref<f16, register, 16:1>) -> ()
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f16, register>
      %b = fly.make_view(%pb, %la) : (!fly.ptr<f16, register>, !fly.layout<16:1>) -> !fly.memref<f16, register, 16:1>
      %gbv = fly.make_view(%gb, %la) : (!fly.ptr<f16, global>, !fly.layout<16:1>) -> !fly.memref<f16, global, 16:1>
      fly.copy_atom_call(%cpa, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 16>, !fly.memref<f16, global, 16:1>, !fly.memref<f16, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>, !fly.memref<f32, register, 8:1>, !fly.memref<f16, register, 16:1>, !fly.memref<f16, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @gfx11_bf16 [#gpu.object<#rocdl.target<chip = "gfx1100">
// ISA-SAME: v_wmma_f32_16x16x16_bf16{{ }}
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @gfx11_bf16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<16xbf16>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<16xbf16>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<16xbf16> to vector<16xi16>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<16xbf16> to vector<16xi16>
// CHECK: %[[D:.*]] = rocdl.wmma.f32.16x16x16.bf16 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<16xi16>, vector<16xi16>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @gfx11_bf16 [#rocdl.target<chip = "gfx1100">] {
    gpu.func @gfx11_bf16(%ga: !fly.ptr<bf16, global>, %gb: !fly.ptr<bf16, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<16:1>
      %lc = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<bf16, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<bf16, register>, !fly.layout<16:1>) -> !fly.memref<bf16, register, 16:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<bf16, global>, !fly.layout<16:1>) -> !fly.memref<bf16, global, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 16>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 16>, !fly.memref<bf16, global, 16:1>, !fly.memref<bf16, register, 16:1>) -> ()
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<bf16, register>
      %b = fly.make_view(%pb, %la) : (!fly.ptr<bf16, register>, !fly.layout<16:1>) -> !fly.memref<bf16, register, 16:1>
      %gbv = fly.make_view(%gb, %la) : (!fly.ptr<bf16, global>, !fly.layout<16:1>) -> !fly.memref<bf16, global, 16:1>
      fly.copy_atom_call(%cpa, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 16>, !fly.memref<bf16, global, 16:1>, !fly.memref<bf16, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>>, !fly.memref<f32, register, 8:1>, !fly.memref<bf16, register, 16:1>, !fly.memref<bf16, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @gfx11_iu8 [#gpu.object<#rocdl.target<chip = "gfx1100">
// ISA-SAME: v_wmma_i32_16x16x16_iu8{{ }}
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @gfx11_iu8(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<16xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<16xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xi32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<16xi8> to vector<4xi32>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<16xi8> to vector<4xi32>
// CHECK: %[[D:.*]] = rocdl.wmma.i32.16x16x16.iu8 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<4xi32>, vector<4xi32>, vector<8xi32>) -> vector<8xi32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @gfx11_iu8 [#rocdl.target<chip = "gfx1100">] {
    gpu.func @gfx11_iu8(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<i32, global>, %gd: !fly.ptr<i32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (i8, i8) -> i32, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<16:1>
      %lc = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<i8, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<i8, register>, !fly.layout<16:1>) -> !fly.memref<i8, register, 16:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<i32, register>, !fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<i8, global>, !fly.layout<16:1>) -> !fly.memref<i8, global, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<i32, global>, !fly.layout<8:1>) -> !fly.memref<i32, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 8>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, global, 16:1>, !fly.memref<i8, register, 16:1>) -> ()
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<i8, register>
      %b = fly.make_view(%pb, %la) : (!fly.ptr<i8, register>, !fly.layout<16:1>) -> !fly.memref<i8, register, 16:1>
      %gbv = fly.make_view(%gb, %la) : (!fly.ptr<i8, global>, !fly.layout<16:1>) -> !fly.memref<i8, global, 16:1>
      fly.copy_atom_call(%cpa, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, global, 16:1>, !fly.memref<i8, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<i32, global, 8:1>, !fly.memref<i32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<i32, register>, !fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<i32, global>, !fly.layout<8:1>) -> !fly.memref<i32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (i8, i8) -> i32, signA = false, signB = false, clamp = false>>, !fly.memref<i32, register, 8:1>, !fly.memref<i8, register, 16:1>, !fly.memref<i8, register, 16:1>, !fly.memref<i32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @gfx12_f16 [#gpu.object<#rocdl.target<chip = "gfx1201">
// ISA-SAME: v_wmma_f32_16x16x16_f16{{ }}
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @gfx12_f16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xf16>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xf16>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf32>
// CHECK: %[[D:.*]] = rocdl.wmma.f32.16x16x16.f16 %[[VA]], %[[VB]], %[[VC]]{{(, .*)?}} : (vector<8xf16>, vector<8xf16>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @gfx12_f16 [#rocdl.target<chip = "gfx1201">] {
    gpu.func @gfx12_f16(%ga: !fly.ptr<f16, global>, %gb: !fly.ptr<f16, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<8:1>
      %lc = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, global, 8:1>, !fly.memref<f16, register, 8:1>) -> ()
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %b = fly.make_view(%pb, %la) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gbv = fly.make_view(%gb, %la) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      fly.copy_atom_call(%cpa, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, global, 8:1>, !fly.memref<f16, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>, !fly.memref<f32, register, 8:1>, !fly.memref<f16, register, 8:1>, !fly.memref<f16, register, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @gfx12_bf16 [#gpu.object<#rocdl.target<chip = "gfx1200">
// ISA-SAME: v_wmma_f32_16x16x16_bf16{{ }}
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @gfx12_bf16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<8xbf16>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<8xbf16>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<8xbf16> to vector<8xi16>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<8xbf16> to vector<8xi16>
// CHECK: %[[D:.*]] = rocdl.wmma.f32.16x16x16.bf16 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<8xi16>, vector<8xi16>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @gfx12_bf16 [#rocdl.target<chip = "gfx1200">] {
    gpu.func @gfx12_bf16(%ga: !fly.ptr<bf16, global>, %gb: !fly.ptr<bf16, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<8:1>
      %lc = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<bf16, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<bf16, register>, !fly.layout<8:1>) -> !fly.memref<bf16, register, 8:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<bf16, global>, !fly.layout<8:1>) -> !fly.memref<bf16, global, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, global, 8:1>, !fly.memref<bf16, register, 8:1>) -> ()
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<bf16, register>
      %b = fly.make_view(%pb, %la) : (!fly.ptr<bf16, register>, !fly.layout<8:1>) -> !fly.memref<bf16, register, 8:1>
      %gbv = fly.make_view(%gb, %la) : (!fly.ptr<bf16, global>, !fly.layout<8:1>) -> !fly.memref<bf16, global, 8:1>
      fly.copy_atom_call(%cpa, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, global, 8:1>, !fly.memref<bf16, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>>, !fly.memref<f32, register, 8:1>, !fly.memref<bf16, register, 8:1>, !fly.memref<bf16, register, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @gfx1250_f16 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f32_16x16x32_f16{{ }}
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @gfx1250_f16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<16xf16>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<16xf16>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf32>
// CHECK: %[[D:.*]] = rocdl.wmma.f32.16x16x32.f16 %[[VA]], %[[VB]], %[[VC]]{{(, .*)?}} : (vector<16xf16>, vector<16xf16>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @gfx1250_f16 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @gfx1250_f16(%ga: !fly.ptr<f16, global>, %gb: !fly.ptr<f16, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<16:1>
      %lc = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f16, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f16, register>, !fly.layout<16:1>) -> !fly.memref<f16, register, 16:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f16, global>, !fly.layout<16:1>) -> !fly.memref<f16, global, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 16>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 16>, !fly.memref<f16, global, 16:1>, !fly.memref<f16, register, 16:1>) -> ()
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f16, register>
      %b = fly.make_view(%pb, %la) : (!fly.ptr<f16, register>, !fly.layout<16:1>) -> !fly.memref<f16, register, 16:1>
      %gbv = fly.make_view(%gb, %la) : (!fly.ptr<f16, global>, !fly.layout<16:1>) -> !fly.memref<f16, global, 16:1>
      fly.copy_atom_call(%cpa, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 16>, !fly.memref<f16, global, 16:1>, !fly.memref<f16, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>, !fly.memref<f32, register, 8:1>, !fly.memref<f16, register, 16:1>, !fly.memref<f16, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @gfx1250_bf16 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f32_16x16x32_bf16{{ }}
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @gfx1250_bf16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<16xbf16>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<16xbf16>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf32>
// CHECK: %[[D:.*]] = rocdl.wmma.f32.16x16x32.bf16 %[[VA]], %[[VB]], %[[VC]]{{(, .*)?}} : (vector<16xbf16>, vector<16xbf16>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @gfx1250_bf16 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @gfx1250_bf16(%ga: !fly.ptr<bf16, global>, %gb: !fly.ptr<bf16, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<16:1>
      %lc = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<bf16, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<bf16, register>, !fly.layout<16:1>) -> !fly.memref<bf16, register, 16:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<bf16, global>, !fly.layout<16:1>) -> !fly.memref<bf16, global, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 16>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 16>, !fly.memref<bf16, global, 16:1>, !fly.memref<bf16, register, 16:1>) -> ()
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<bf16, register>
      %b = fly.make_view(%pb, %la) : (!fly.ptr<bf16, register>, !fly.layout<16:1>) -> !fly.memref<bf16, register, 16:1>
      %gbv = fly.make_view(%gb, %la) : (!fly.ptr<bf16, global>, !fly.layout<16:1>) -> !fly.memref<bf16, global, 16:1>
      fly.copy_atom_call(%cpa, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 16>, !fly.memref<bf16, global, 16:1>, !fly.memref<bf16, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>>, !fly.memref<f32, register, 8:1>, !fly.memref<bf16, register, 16:1>, !fly.memref<bf16, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @gfx1250_f32 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f32_16x16x4_f32{{ }}
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @gfx1250_f32(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<2xf32>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<2xf32>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf32>
// CHECK: %[[D:.*]] = rocdl.wmma.f32.16x16x4.f32 %[[VA]], %[[VB]], %[[VC]]{{(, .*)?}} : (vector<2xf32>, vector<2xf32>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @gfx1250_f32 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @gfx1250_f32(%ga: !fly.ptr<f32, global>, %gb: !fly.ptr<f32, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x4, (f32, f32) -> f32, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<2:1>
      %lc = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}} : () -> !fly.ptr<f32, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<2:1>) -> !fly.memref<f32, register, 2:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f32, global>, !fly.layout<2:1>) -> !fly.memref<f32, global, 2:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 32>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 32>, !fly.memref<f32, global, 2:1>, !fly.memref<f32, register, 2:1>) -> ()
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}} : () -> !fly.ptr<f32, register>
      %b = fly.make_view(%pb, %la) : (!fly.ptr<f32, register>, !fly.layout<2:1>) -> !fly.memref<f32, register, 2:1>
      %gbv = fly.make_view(%gb, %la) : (!fly.ptr<f32, global>, !fly.layout<2:1>) -> !fly.memref<f32, global, 2:1>
      fly.copy_atom_call(%cpa, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<64>, 32>, !fly.memref<f32, global, 2:1>, !fly.memref<f32, register, 2:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x4, (f32, f32) -> f32, signA = false, signB = false, clamp = false>>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, register, 2:1>, !fly.memref<f32, register, 2:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @gfx1250_fp8 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f32_16x16x64_fp8_fp8{{ }}
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @gfx1250_fp8(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<32xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<32xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<32xi8> to vector<8xi32>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<32xi8> to vector<8xi32>
// CHECK: %[[D:.*]] = rocdl.wmma.f32.16x16x64.fp8_fp8 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<8xi32>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @gfx1250_fp8 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @gfx1250_fp8(%ga: !fly.ptr<f8E4M3FN, global>, %gb: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E4M3FN, f8E4M3FN) -> f32, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<32:1>
      %lc = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, register, 32:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, global, 32:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E4M3FN, global, 32:1>, !fly.memref<f8E4M3FN, register, 32:1>) -> ()
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %b = fly.make_view(%pb, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, register, 32:1>
      %gbv = fly.make_view(%gb, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, global, 32:1>
      fly.copy_atom_call(%cpa, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E4M3FN, global, 32:1>, !fly.memref<f8E4M3FN, register, 32:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E4M3FN, f8E4M3FN) -> f32, signA = false, signB = false, clamp = false>>, !fly.memref<f32, register, 8:1>, !fly.memref<f8E4M3FN, register, 32:1>, !fly.memref<f8E4M3FN, register, 32:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @gfx1250_iu8 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_i32_16x16x64_iu8{{ }}
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @gfx1250_iu8(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<32xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<32xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xi32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<32xi8> to vector<8xi32>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<32xi8> to vector<8xi32>
// CHECK: %[[D:.*]] = rocdl.wmma.i32.16x16x64.iu8 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<8xi32>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @gfx1250_iu8 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @gfx1250_iu8(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<i32, global>, %gd: !fly.ptr<i32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (i8, i8) -> i32, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<32:1>
      %lc = fly.static : !fly.layout<8:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<i8, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<i8, register>, !fly.layout<32:1>) -> !fly.memref<i8, register, 32:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<i32, register>, !fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<i8, global>, !fly.layout<32:1>) -> !fly.memref<i8, global, 32:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<i32, global>, !fly.layout<8:1>) -> !fly.memref<i32, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<i8, global, 32:1>, !fly.memref<i8, register, 32:1>) -> ()
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<i8, register>
      %b = fly.make_view(%pb, %la) : (!fly.ptr<i8, register>, !fly.layout<32:1>) -> !fly.memref<i8, register, 32:1>
      %gbv = fly.make_view(%gb, %la) : (!fly.ptr<i8, global>, !fly.layout<32:1>) -> !fly.memref<i8, global, 32:1>
      fly.copy_atom_call(%cpa, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<i8, global, 32:1>, !fly.memref<i8, register, 32:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<i32, global, 8:1>, !fly.memref<i32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<i32, register>, !fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<i32, global>, !fly.layout<8:1>) -> !fly.memref<i32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (i8, i8) -> i32, signA = false, signB = false, clamp = false>>, !fly.memref<i32, register, 8:1>, !fly.memref<i8, register, 32:1>, !fly.memref<i8, register, 32:1>, !fly.memref<i32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, global, 8:1>) -> ()
      gpu.return
    }
  }
}
