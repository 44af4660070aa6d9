// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl | FileCheck %s
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=ISA
// gfx11.wmma with integer operands (iu8, iu4) and the signA/signB/clamp
// modifiers on RDNA3 (gfx1100, gfx1101) and RDNA3.5 (gfx1151), wave32. The
// rocdl ops rocdl.wmma.i32.16x16x16.{iu8,iu4} carry the modifiers as I1
// attributes, printed only when true (ROCDL_WMMA_IU_IntrOp);
// A and B are the lane's 16 values as i32 words (iu8 vector<4xi32>, iu4
// vector<2xi32>), traced from the A and B pointers. In the assembly signA and
// signB are bits 0 and 1 of neg_lo (for the integer WMMAs the NEG fields
// select signed inputs) and clamp is the clamp modifier.
// D is its own fragment, stored through a fourth pointer: the rocdl-level
// checks trace A, B and C from %GA, %GB, %GC to the intrinsic's operands, in
// that order, and its result to %GD; the ISA checks require exactly one
// instruction of the atom's kind and no scratch, not register numbers.

// iu4: 16 four-bit values per lane (A and B replicated over the
// half-waves) are two i32 words; no modifiers.
// ISA-LABEL: gpu.binary @gfx11_iu4 [#gpu.object<#rocdl.target<chip = "gfx1100">
// ISA-SAME: v_wmma_i32_16x16x16_iu4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @gfx11_iu4(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[WA:.*]] = llvm.load %[[RA]] {{.*}} -> i64
// CHECK-NEXT: %[[VA:.*]] = llvm.bitcast %[[WA]] : i64 to vector<16xi4>
// CHECK: %[[WB:.*]] = llvm.load %[[RB]] {{.*}} -> i64
// CHECK-NEXT: %[[VB:.*]] = llvm.bitcast %[[WB]] : i64 to vector<16xi4>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xi32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<16xi4> to vector<2xi32>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<16xi4> to vector<2xi32>
// CHECK: %[[D:.*]] = rocdl.wmma.i32.16x16x16.iu4 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<2xi32>, vector<2xi32>, vector<8xi32>) -> vector<8xi32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @gfx11_iu4 [#rocdl.target<chip = "gfx1100">] {
    gpu.func @gfx11_iu4(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<i32, global>, %gd: !fly.ptr<i32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (i4, i4) -> i32, signA = false, signB = false, clamp = false>>
      %la8 = fly.static : !fly.layout<8:1>
      %la = fly.static : !fly.layout<16:1>
      %pa8 = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i8, register>
      %a8 = fly.make_view(%pa8, %la8) : (!fly.ptr<i8, register>, !fly.layout<8:1>) -> !fly.memref<i8, register, 8:1>
      %gav = fly.make_view(%ga, %la8) : (!fly.ptr<i8, global>, !fly.layout<8:1>) -> !fly.memref<i8, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a8) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<i8, global, 8:1>, !fly.memref<i8, register, 8:1>) -> ()
      %pa = fly.recast_iter(%pa8) : (!fly.ptr<i8, register>) -> !fly.ptr<i4, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<i4, register>, !fly.layout<16:1>) -> !fly.memref<i4, register, 16:1>
      %lb8 = fly.static : !fly.layout<8:1>
      %lb = fly.static : !fly.layout<16:1>
      %pb8 = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i8, register>
      %b8 = fly.make_view(%pb8, %lb8) : (!fly.ptr<i8, register>, !fly.layout<8:1>) -> !fly.memref<i8, register, 8:1>
      %gbv = fly.make_view(%gb, %lb8) : (!fly.ptr<i8, global>, !fly.layout<8:1>) -> !fly.memref<i8, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b8) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<i8, global, 8:1>, !fly.memref<i8, register, 8:1>) -> ()
      %pb = fly.recast_iter(%pb8) : (!fly.ptr<i8, register>) -> !fly.ptr<i4, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<i4, register>, !fly.layout<16:1>) -> !fly.memref<i4, register, 16:1>
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<i32, register>, !fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<i32, global>, !fly.layout<8:1>) -> !fly.memref<i32, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<i32, global, 8:1>, !fly.memref<i32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<i32, register>, !fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<i32, global>, !fly.layout<8:1>) -> !fly.memref<i32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (i4, i4) -> i32, signA = false, signB = false, clamp = false>>, !fly.memref<i32, register, 8:1>, !fly.memref<i4, register, 16:1>, !fly.memref<i4, register, 16:1>, !fly.memref<i32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @gfx11_iu4_signA_clamp [#gpu.object<#rocdl.target<chip = "gfx1100">
// ISA-SAME: v_wmma_i32_16x16x16_iu4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] neg_lo:[1,0,0] clamp\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @gfx11_iu4_signA_clamp(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[WA:.*]] = llvm.load %[[RA]] {{.*}} -> i64
// CHECK-NEXT: %[[VA:.*]] = llvm.bitcast %[[WA]] : i64 to vector<16xi4>
// CHECK: %[[WB:.*]] = llvm.load %[[RB]] {{.*}} -> i64
// CHECK-NEXT: %[[VB:.*]] = llvm.bitcast %[[WB]] : i64 to vector<16xi4>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xi32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<16xi4> to vector<2xi32>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<16xi4> to vector<2xi32>
// CHECK: %[[D:.*]] = rocdl.wmma.i32.16x16x16.iu4 %[[A]], %[[B]], %[[VC]]{{.*}} {clamp = true, signA = true} : (vector<2xi32>, vector<2xi32>, vector<8xi32>) -> vector<8xi32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @gfx11_iu4_signA_clamp [#rocdl.target<chip = "gfx1100">] {
    gpu.func @gfx11_iu4_signA_clamp(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<i32, global>, %gd: !fly.ptr<i32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (i4, i4) -> i32, signA = true, signB = false, clamp = true>>
      %la8 = fly.static : !fly.layout<8:1>
      %la = fly.static : !fly.layout<16:1>
      %pa8 = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i8, register>
      %a8 = fly.make_view(%pa8, %la8) : (!fly.ptr<i8, register>, !fly.layout<8:1>) -> !fly.memref<i8, register, 8:1>
      %gav = fly.make_view(%ga, %la8) : (!fly.ptr<i8, global>, !fly.layout<8:1>) -> !fly.memref<i8, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a8) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<i8, global, 8:1>, !fly.memref<i8, register, 8:1>) -> ()
      %pa = fly.recast_iter(%pa8) : (!fly.ptr<i8, register>) -> !fly.ptr<i4, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<i4, register>, !fly.layout<16:1>) -> !fly.memref<i4, register, 16:1>
      %lb8 = fly.static : !fly.layout<8:1>
      %lb = fly.static : !fly.layout<16:1>
      %pb8 = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i8, register>
      %b8 = fly.make_view(%pb8, %lb8) : (!fly.ptr<i8, register>, !fly.layout<8:1>) -> !fly.memref<i8, register, 8:1>
      %gbv = fly.make_view(%gb, %lb8) : (!fly.ptr<i8, global>, !fly.layout<8:1>) -> !fly.memref<i8, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b8) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<i8, global, 8:1>, !fly.memref<i8, register, 8:1>) -> ()
      %pb = fly.recast_iter(%pb8) : (!fly.ptr<i8, register>) -> !fly.ptr<i4, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<i4, register>, !fly.layout<16:1>) -> !fly.memref<i4, register, 16:1>
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<i32, register>, !fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<i32, global>, !fly.layout<8:1>) -> !fly.memref<i32, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<i32, global, 8:1>, !fly.memref<i32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<i32, register>, !fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<i32, global>, !fly.layout<8:1>) -> !fly.memref<i32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (i4, i4) -> i32, signA = true, signB = false, clamp = true>>, !fly.memref<i32, register, 8:1>, !fly.memref<i4, register, 16:1>, !fly.memref<i4, register, 16:1>, !fly.memref<i32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// RDNA3.5 (gfx1151) runs the gfx11 atoms too.
// ISA-LABEL: gpu.binary @gfx1151_iu4_signB [#gpu.object<#rocdl.target<chip = "gfx1151">
// ISA-SAME: v_wmma_i32_16x16x16_iu4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] neg_lo:[0,1,0]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @gfx1151_iu4_signB(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[WA:.*]] = llvm.load %[[RA]] {{.*}} -> i64
// CHECK-NEXT: %[[VA:.*]] = llvm.bitcast %[[WA]] : i64 to vector<16xi4>
// CHECK: %[[WB:.*]] = llvm.load %[[RB]] {{.*}} -> i64
// CHECK-NEXT: %[[VB:.*]] = llvm.bitcast %[[WB]] : i64 to vector<16xi4>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xi32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<16xi4> to vector<2xi32>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<16xi4> to vector<2xi32>
// CHECK: %[[D:.*]] = rocdl.wmma.i32.16x16x16.iu4 %[[A]], %[[B]], %[[VC]]{{.*}} {signB = true} : (vector<2xi32>, vector<2xi32>, vector<8xi32>) -> vector<8xi32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @gfx1151_iu4_signB [#rocdl.target<chip = "gfx1151">] {
    gpu.func @gfx1151_iu4_signB(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<i32, global>, %gd: !fly.ptr<i32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (i4, i4) -> i32, signA = false, signB = true, clamp = false>>
      %la8 = fly.static : !fly.layout<8:1>
      %la = fly.static : !fly.layout<16:1>
      %pa8 = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i8, register>
      %a8 = fly.make_view(%pa8, %la8) : (!fly.ptr<i8, register>, !fly.layout<8:1>) -> !fly.memref<i8, register, 8:1>
      %gav = fly.make_view(%ga, %la8) : (!fly.ptr<i8, global>, !fly.layout<8:1>) -> !fly.memref<i8, global, 8:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpa, %gav, %a8) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<i8, global, 8:1>, !fly.memref<i8, register, 8:1>) -> ()
      %pa = fly.recast_iter(%pa8) : (!fly.ptr<i8, register>) -> !fly.ptr<i4, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<i4, register>, !fly.layout<16:1>) -> !fly.memref<i4, register, 16:1>
      %lb8 = fly.static : !fly.layout<8:1>
      %lb = fly.static : !fly.layout<16:1>
      %pb8 = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i8, register>
      %b8 = fly.make_view(%pb8, %lb8) : (!fly.ptr<i8, register>, !fly.layout<8:1>) -> !fly.memref<i8, register, 8:1>
      %gbv = fly.make_view(%gb, %lb8) : (!fly.ptr<i8, global>, !fly.layout<8:1>) -> !fly.memref<i8, global, 8:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b8) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<i8, global, 8:1>, !fly.memref<i8, register, 8:1>) -> ()
      %pb = fly.recast_iter(%pb8) : (!fly.ptr<i8, register>) -> !fly.ptr<i4, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<i4, register>, !fly.layout<16:1>) -> !fly.memref<i4, register, 16:1>
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<i32, register>, !fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<i32, global>, !fly.layout<8:1>) -> !fly.memref<i32, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<i32, global, 8:1>, !fly.memref<i32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<i32, register>, !fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<i32, global>, !fly.layout<8:1>) -> !fly.memref<i32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (i4, i4) -> i32, signA = false, signB = true, clamp = false>>, !fly.memref<i32, register, 8:1>, !fly.memref<i4, register, 16:1>, !fly.memref<i4, register, 16:1>, !fly.memref<i32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @gfx11_iu8_signs_clamp [#gpu.object<#rocdl.target<chip = "gfx1100">
// ISA-SAME: v_wmma_i32_16x16x16_iu8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] neg_lo:[1,1,0] clamp\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @gfx11_iu8_signs_clamp(
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
// CHECK: %[[D:.*]] = rocdl.wmma.i32.16x16x16.iu8 %[[A]], %[[B]], %[[VC]]{{.*}} {clamp = true, signA = true, signB = true} : (vector<4xi32>, vector<4xi32>, vector<8xi32>) -> vector<8xi32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @gfx11_iu8_signs_clamp [#rocdl.target<chip = "gfx1100">] {
    gpu.func @gfx11_iu8_signs_clamp(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<i32, global>, %gd: !fly.ptr<i32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (i8, i8) -> i32, signA = true, signB = true, clamp = true>>
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
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<i32, register>, !fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<i32, global>, !fly.layout<8:1>) -> !fly.memref<i32, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<i32, global, 8:1>, !fly.memref<i32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<i32, register>, !fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<i32, global>, !fly.layout<8:1>) -> !fly.memref<i32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (i8, i8) -> i32, signA = true, signB = true, clamp = true>>, !fly.memref<i32, register, 8:1>, !fly.memref<i8, register, 16:1>, !fly.memref<i8, register, 16:1>, !fly.memref<i32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @gfx1101_iu8_signB [#gpu.object<#rocdl.target<chip = "gfx1101">
// ISA-SAME: v_wmma_i32_16x16x16_iu8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] neg_lo:[0,1,0]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @gfx1101_iu8_signB(
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
// CHECK: %[[D:.*]] = rocdl.wmma.i32.16x16x16.iu8 %[[A]], %[[B]], %[[VC]]{{.*}} {signB = true} : (vector<4xi32>, vector<4xi32>, vector<8xi32>) -> vector<8xi32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @gfx1101_iu8_signB [#rocdl.target<chip = "gfx1101">] {
    gpu.func @gfx1101_iu8_signB(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<i32, global>, %gd: !fly.ptr<i32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (i8, i8) -> i32, signA = false, signB = true, clamp = false>>
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
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<i32, register>, !fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<i32, global>, !fly.layout<8:1>) -> !fly.memref<i32, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<i32, global, 8:1>, !fly.memref<i32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<i32, register>, !fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<i32, global>, !fly.layout<8:1>) -> !fly.memref<i32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (i8, i8) -> i32, signA = false, signB = true, clamp = false>>, !fly.memref<i32, register, 8:1>, !fly.memref<i8, register, 16:1>, !fly.memref<i8, register, 16:1>, !fly.memref<i32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, global, 8:1>) -> ()
      gpu.return
    }
  }
}
