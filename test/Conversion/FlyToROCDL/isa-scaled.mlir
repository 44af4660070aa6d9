// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl | FileCheck %s
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=ISA
// Block-scaled MMA atoms beyond mma-scaled.mlir: every f8f6f4 format and
// mixed A/B formats, opsel values, and for gfx1250 modC, reuse and the
// 16-value blocks. Each module loads A, B, C from global memory (sub-byte
// fragments as bytes, reinterpreted with recast_iter) and takes the scales
// from kernel arguments through the atom state.
//
// cdna4.mfma_scale (IntrinsicsAMDGPU.td AMDGPUMfmaScaleIntrinsic):
// operands a, b, c, cbsz = format of A, blgp = format of B, opselA, scaleA,
// opselB, scaleB; formats 0 fp8 e4m3, 1 bf8 e5m2, 2 fp6 e2m3, 3 bf6 e3m2,
// 4 fp4 e2m1; A/B are vector<8xi32> (fp8), <6xi32> (fp6), <4xi32> (fp4). In the
// assembly the formats are cbsz/blgp, and each 2-bit opsel is split over
// op_sel (bit 0) and op_sel_hi (bit 1) of its source (the VOP3PX2 scale byte
// select of the CDNA4 ISA).
//
// gfx1250.wmma_scale (AMDGPUWmmaScaleIntrinsicModsC): the
// formats are the fmtA/fmtB attributes (same codes; the assembly prints
// matrix_a_fmt/matrix_b_fmt:MATRIX_FMT_*), opsel selects the scale row
// (scaleAType/scaleBType, MATRIX_SCALE_ROW1), modC is the C modifier
// (1 neg, 2 abs: neg_lo/neg_hi of src2), reuseA/B the matrix_*_reuse hints;
// A/B are vector<16xi32> (fp8), <12xi32> (fp6), <8xi32> (fp4).
// D is its own fragment, stored through a fourth pointer: the rocdl-level
// checks trace A, B and C from %GA, %GB, %GC to the intrinsic's operands, in
// that order, and its result to %GD; the ISA checks require exactly one
// instruction of the atom's kind and no scratch, not register numbers.

// cdna4.mfma_scale, 16x16x128. f6E3M2FN (bf6) is format 3; 32 six-bit
// values are 192 bits, vector<6xi32>. opsel 0 prints no op_sel.
// ISA-LABEL: gpu.binary @mfma_scale_16_bf6_bf6 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_scale_f32_16x16x128_f8f6f4 {{[^\\]*}} op_sel_hi:[0,0,0] cbsz:3 blgp:3\0A
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @mfma_scale_16_bf6_bf6(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>, %[[SA:[a-z0-9]+]]: i32, %[[SB:[a-z0-9]+]]: i32)
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[SA]], %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[ST:.*]] = llvm.insertvalue %[[SB]], %[[S0]][1] : !llvm.struct<(i32, i32)>
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[WA:.*]] = llvm.load %[[RA]] {{.*}} -> i192
// CHECK-NEXT: %[[VA:.*]] = llvm.bitcast %[[WA]] : i192 to vector<32xi6>
// CHECK: %[[WB:.*]] = llvm.load %[[RB]] {{.*}} -> i192
// CHECK-NEXT: %[[VB:.*]] = llvm.bitcast %[[WB]] : i192 to vector<32xi6>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<32xi6> to vector<6xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<32xi6> to vector<6xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %[[ST]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %[[ST]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[FA:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[OA:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[OB:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.scale.f32.16x16x128.f8f6f4 %[[A]], %[[B]], %[[VC]], %[[FA]], %[[FB]], %[[OA]], %[[XA]], %[[OB]], %[[XB]] : (vector<6xi32>, vector<6xi32>, vector<4xf32>, i32, i32, i32, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @mfma_scale_16_bf6_bf6 [#rocdl.target<chip = "gfx950">] {
    gpu.func @mfma_scale_16_bf6_bf6(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E3M2FN, f6E3M2FN) -> f32, opselA = 0, opselB = 0>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E3M2FN, f6E3M2FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E3M2FN, f6E3M2FN) -> f32, opselA = 0, opselB = 0>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E3M2FN, f6E3M2FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E3M2FN, f6E3M2FN) -> f32, opselA = 0, opselB = 0>>
      %la8 = fly.static : !fly.layout<24:1>
      %la = fly.static : !fly.layout<32:1>
      %pa8 = fly.make_ptr() {dictAttrs = {allocSize = 24 : i64}} : () -> !fly.ptr<i8, register>
      %a8 = fly.make_view(%pa8, %la8) : (!fly.ptr<i8, register>, !fly.layout<24:1>) -> !fly.memref<i8, register, 24:1>
      %gav = fly.make_view(%ga, %la8) : (!fly.ptr<i8, global>, !fly.layout<24:1>) -> !fly.memref<i8, global, 24:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<192>, 8>
      fly.copy_atom_call(%cpa, %gav, %a8) : (!fly.copy_atom<!fly.universal_copy<192>, 8>, !fly.memref<i8, global, 24:1>, !fly.memref<i8, register, 24:1>) -> ()
      %pa = fly.recast_iter(%pa8) : (!fly.ptr<i8, register>) -> !fly.ptr<f6E3M2FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f6E3M2FN, register>, !fly.layout<32:1>) -> !fly.memref<f6E3M2FN, register, 32:1>
      %lb8 = fly.static : !fly.layout<24:1>
      %lb = fly.static : !fly.layout<32:1>
      %pb8 = fly.make_ptr() {dictAttrs = {allocSize = 24 : i64}} : () -> !fly.ptr<i8, register>
      %b8 = fly.make_view(%pb8, %lb8) : (!fly.ptr<i8, register>, !fly.layout<24:1>) -> !fly.memref<i8, register, 24:1>
      %gbv = fly.make_view(%gb, %lb8) : (!fly.ptr<i8, global>, !fly.layout<24:1>) -> !fly.memref<i8, global, 24:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<192>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b8) : (!fly.copy_atom<!fly.universal_copy<192>, 8>, !fly.memref<i8, global, 24:1>, !fly.memref<i8, register, 24:1>) -> ()
      %pb = fly.recast_iter(%pb8) : (!fly.ptr<i8, register>) -> !fly.ptr<f6E3M2FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f6E3M2FN, register>, !fly.layout<32:1>) -> !fly.memref<f6E3M2FN, register, 32:1>
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E3M2FN, f6E3M2FN) -> f32, opselA = 0, opselB = 0>>, !fly.memref<f32, register, 4:1>, !fly.memref<f6E3M2FN, register, 32:1>, !fly.memref<f6E3M2FN, register, 32:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// f4E2M1FN is format 4, 32 values = vector<4xi32>. opselA = 2 is
// op_sel_hi bit 0, opselB = 1 op_sel bit 1.
// ISA-LABEL: gpu.binary @mfma_scale_16_fp4_fp4 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_scale_f32_16x16x128_f8f6f4 {{[^\\]*}} op_sel:[0,1,0] op_sel_hi:[1,0,0] cbsz:4 blgp:4\0A
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @mfma_scale_16_fp4_fp4(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>, %[[SA:[a-z0-9]+]]: i32, %[[SB:[a-z0-9]+]]: i32)
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[SA]], %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[ST:.*]] = llvm.insertvalue %[[SB]], %[[S0]][1] : !llvm.struct<(i32, i32)>
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[WA:.*]] = llvm.load %[[RA]] {{.*}} -> i128
// CHECK-NEXT: %[[VA:.*]] = llvm.bitcast %[[WA]] : i128 to vector<32xi4>
// CHECK: %[[WB:.*]] = llvm.load %[[RB]] {{.*}} -> i128
// CHECK-NEXT: %[[VB:.*]] = llvm.bitcast %[[WB]] : i128 to vector<32xi4>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<32xi4> to vector<4xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<32xi4> to vector<4xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %[[ST]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %[[ST]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[FA:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[OA:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[OB:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.scale.f32.16x16x128.f8f6f4 %[[A]], %[[B]], %[[VC]], %[[FA]], %[[FB]], %[[OA]], %[[XA]], %[[OB]], %[[XB]] : (vector<4xi32>, vector<4xi32>, vector<4xf32>, i32, i32, i32, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @mfma_scale_16_fp4_fp4 [#rocdl.target<chip = "gfx950">] {
    gpu.func @mfma_scale_16_fp4_fp4(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 1>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 1>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 1>>
      %la8 = fly.static : !fly.layout<16:1>
      %la = fly.static : !fly.layout<32:1>
      %pa8 = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<i8, register>
      %a8 = fly.make_view(%pa8, %la8) : (!fly.ptr<i8, register>, !fly.layout<16:1>) -> !fly.memref<i8, register, 16:1>
      %gav = fly.make_view(%ga, %la8) : (!fly.ptr<i8, global>, !fly.layout<16:1>) -> !fly.memref<i8, global, 16:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 8>
      fly.copy_atom_call(%cpa, %gav, %a8) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, global, 16:1>, !fly.memref<i8, register, 16:1>) -> ()
      %pa = fly.recast_iter(%pa8) : (!fly.ptr<i8, register>) -> !fly.ptr<f4E2M1FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f4E2M1FN, register>, !fly.layout<32:1>) -> !fly.memref<f4E2M1FN, register, 32:1>
      %lb8 = fly.static : !fly.layout<16:1>
      %lb = fly.static : !fly.layout<32:1>
      %pb8 = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<i8, register>
      %b8 = fly.make_view(%pb8, %lb8) : (!fly.ptr<i8, register>, !fly.layout<16:1>) -> !fly.memref<i8, register, 16:1>
      %gbv = fly.make_view(%gb, %lb8) : (!fly.ptr<i8, global>, !fly.layout<16:1>) -> !fly.memref<i8, global, 16:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b8) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, global, 16:1>, !fly.memref<i8, register, 16:1>) -> ()
      %pb = fly.recast_iter(%pb8) : (!fly.ptr<i8, register>) -> !fly.ptr<f4E2M1FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f4E2M1FN, register>, !fly.layout<32:1>) -> !fly.memref<f4E2M1FN, register, 32:1>
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 1>>, !fly.memref<f32, register, 4:1>, !fly.memref<f4E2M1FN, register, 32:1>, !fly.memref<f4E2M1FN, register, 32:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// Mixed formats: A fp4 (4, vector<4xi32>), B bf8 (1, vector<8xi32>).
// ISA-LABEL: gpu.binary @mfma_scale_16_fp4_bf8 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_scale_f32_16x16x128_f8f6f4 {{[^\\]*}} op_sel:[1,1,0] op_sel_hi:[0,1,0] cbsz:4 blgp:1\0A
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @mfma_scale_16_fp4_bf8(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>, %[[SA:[a-z0-9]+]]: i32, %[[SB:[a-z0-9]+]]: i32)
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[SA]], %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[ST:.*]] = llvm.insertvalue %[[SB]], %[[S0]][1] : !llvm.struct<(i32, i32)>
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[WA:.*]] = llvm.load %[[RA]] {{.*}} -> i128
// CHECK-NEXT: %[[VA:.*]] = llvm.bitcast %[[WA]] : i128 to vector<32xi4>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<32xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<32xi4> to vector<4xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<32xi8> to vector<8xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %[[ST]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %[[ST]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[FA:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[OA:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[OB:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.scale.f32.16x16x128.f8f6f4 %[[A]], %[[B]], %[[VC]], %[[FA]], %[[FB]], %[[OA]], %[[XA]], %[[OB]], %[[XB]] : (vector<4xi32>, vector<8xi32>, vector<4xf32>, i32, i32, i32, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @mfma_scale_16_fp4_bf8 [#rocdl.target<chip = "gfx950">] {
    gpu.func @mfma_scale_16_fp4_bf8(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<f8E5M2, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f8E5M2) -> f32, opselA = 1, opselB = 3>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f8E5M2) -> f32, opselA = 1, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f8E5M2) -> f32, opselA = 1, opselB = 3>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f8E5M2) -> f32, opselA = 1, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f8E5M2) -> f32, opselA = 1, opselB = 3>>
      %la8 = fly.static : !fly.layout<16:1>
      %la = fly.static : !fly.layout<32:1>
      %pa8 = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<i8, register>
      %a8 = fly.make_view(%pa8, %la8) : (!fly.ptr<i8, register>, !fly.layout<16:1>) -> !fly.memref<i8, register, 16:1>
      %gav = fly.make_view(%ga, %la8) : (!fly.ptr<i8, global>, !fly.layout<16:1>) -> !fly.memref<i8, global, 16:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 8>
      fly.copy_atom_call(%cpa, %gav, %a8) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, global, 16:1>, !fly.memref<i8, register, 16:1>) -> ()
      %pa = fly.recast_iter(%pa8) : (!fly.ptr<i8, register>) -> !fly.ptr<f4E2M1FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f4E2M1FN, register>, !fly.layout<32:1>) -> !fly.memref<f4E2M1FN, register, 32:1>
      %lb = fly.static : !fly.layout<32:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E5M2, register>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, register, 32:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E5M2, global>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, global, 32:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E5M2, global, 32:1>, !fly.memref<f8E5M2, register, 32:1>) -> ()
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f8E5M2) -> f32, opselA = 1, opselB = 3>>, !fly.memref<f32, register, 4:1>, !fly.memref<f4E2M1FN, register, 32:1>, !fly.memref<f8E5M2, register, 32:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// A fp8 e4m3 (0: no cbsz printed), B f6E2M3FN (fp6, 2).
// ISA-LABEL: gpu.binary @mfma_scale_16_fp8_fp6 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_scale_f32_16x16x128_f8f6f4 {{[^\\]*}} op_sel:[1,0,0] op_sel_hi:[1,0,0] blgp:2\0A
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @mfma_scale_16_fp8_fp6(
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
// CHECK: %[[WB:.*]] = llvm.load %[[RB]] {{.*}} -> i192
// CHECK-NEXT: %[[VB:.*]] = llvm.bitcast %[[WB]] : i192 to vector<32xi6>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<4xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<32xi8> to vector<8xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<32xi6> to vector<6xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %[[ST]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %[[ST]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[FA:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[OA:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[OB:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.scale.f32.16x16x128.f8f6f4 %[[A]], %[[B]], %[[VC]], %[[FA]], %[[FB]], %[[OA]], %[[XA]], %[[OB]], %[[XB]] : (vector<8xi32>, vector<6xi32>, vector<4xf32>, i32, i32, i32, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @mfma_scale_16_fp8_fp6 [#rocdl.target<chip = "gfx950">] {
    gpu.func @mfma_scale_16_fp8_fp6(%ga: !fly.ptr<f8E4M3FN, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f6E2M3FN) -> f32, opselA = 3, opselB = 0>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f6E2M3FN) -> f32, opselA = 3, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f6E2M3FN) -> f32, opselA = 3, opselB = 0>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f6E2M3FN) -> f32, opselA = 3, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f6E2M3FN) -> f32, opselA = 3, opselB = 0>>
      %la = fly.static : !fly.layout<32:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, register, 32:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, global, 32:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E4M3FN, global, 32:1>, !fly.memref<f8E4M3FN, register, 32:1>) -> ()
      %lb8 = fly.static : !fly.layout<24:1>
      %lb = fly.static : !fly.layout<32:1>
      %pb8 = fly.make_ptr() {dictAttrs = {allocSize = 24 : i64}} : () -> !fly.ptr<i8, register>
      %b8 = fly.make_view(%pb8, %lb8) : (!fly.ptr<i8, register>, !fly.layout<24:1>) -> !fly.memref<i8, register, 24:1>
      %gbv = fly.make_view(%gb, %lb8) : (!fly.ptr<i8, global>, !fly.layout<24:1>) -> !fly.memref<i8, global, 24:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<192>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b8) : (!fly.copy_atom<!fly.universal_copy<192>, 8>, !fly.memref<i8, global, 24:1>, !fly.memref<i8, register, 24:1>) -> ()
      %pb = fly.recast_iter(%pb8) : (!fly.ptr<i8, register>) -> !fly.ptr<f6E2M3FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<32:1>) -> !fly.memref<f6E2M3FN, register, 32:1>
      %lc = fly.static : !fly.layout<4:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f6E2M3FN) -> f32, opselA = 3, opselB = 0>>, !fly.memref<f32, register, 4:1>, !fly.memref<f8E4M3FN, register, 32:1>, !fly.memref<f6E2M3FN, register, 32:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// cdna4.mfma_scale, 32x32x64 (16 f32 accumulators per lane).
// ISA-LABEL: gpu.binary @mfma_scale_32_fp6_fp4 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_scale_f32_32x32x64_f8f6f4 {{[^\\]*}} op_sel_hi:[0,1,0] cbsz:2 blgp:4\0A
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @mfma_scale_32_fp6_fp4(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>, %[[SA:[a-z0-9]+]]: i32, %[[SB:[a-z0-9]+]]: i32)
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[SA]], %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[ST:.*]] = llvm.insertvalue %[[SB]], %[[S0]][1] : !llvm.struct<(i32, i32)>
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[WA:.*]] = llvm.load %[[RA]] {{.*}} -> i192
// CHECK-NEXT: %[[VA:.*]] = llvm.bitcast %[[WA]] : i192 to vector<32xi6>
// CHECK: %[[WB:.*]] = llvm.load %[[RB]] {{.*}} -> i128
// CHECK-NEXT: %[[VB:.*]] = llvm.bitcast %[[WB]] : i128 to vector<32xi4>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<32xi6> to vector<6xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<32xi4> to vector<4xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %[[ST]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %[[ST]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[FA:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[OA:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[OB:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.scale.f32.32x32x64.f8f6f4 %[[A]], %[[B]], %[[VC]], %[[FA]], %[[FB]], %[[OA]], %[[XA]], %[[OB]], %[[XB]] : (vector<6xi32>, vector<4xi32>, vector<16xf32>, i32, i32, i32, i32, i32, i32) -> vector<16xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @mfma_scale_32_fp6_fp4 [#rocdl.target<chip = "gfx950">] {
    gpu.func @mfma_scale_32_fp6_fp4(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f6E2M3FN, f4E2M1FN) -> f32, opselA = 0, opselB = 2>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f6E2M3FN, f4E2M1FN) -> f32, opselA = 0, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f6E2M3FN, f4E2M1FN) -> f32, opselA = 0, opselB = 2>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f6E2M3FN, f4E2M1FN) -> f32, opselA = 0, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f6E2M3FN, f4E2M1FN) -> f32, opselA = 0, opselB = 2>>
      %la8 = fly.static : !fly.layout<24:1>
      %la = fly.static : !fly.layout<32:1>
      %pa8 = fly.make_ptr() {dictAttrs = {allocSize = 24 : i64}} : () -> !fly.ptr<i8, register>
      %a8 = fly.make_view(%pa8, %la8) : (!fly.ptr<i8, register>, !fly.layout<24:1>) -> !fly.memref<i8, register, 24:1>
      %gav = fly.make_view(%ga, %la8) : (!fly.ptr<i8, global>, !fly.layout<24:1>) -> !fly.memref<i8, global, 24:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<192>, 8>
      fly.copy_atom_call(%cpa, %gav, %a8) : (!fly.copy_atom<!fly.universal_copy<192>, 8>, !fly.memref<i8, global, 24:1>, !fly.memref<i8, register, 24:1>) -> ()
      %pa = fly.recast_iter(%pa8) : (!fly.ptr<i8, register>) -> !fly.ptr<f6E2M3FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<32:1>) -> !fly.memref<f6E2M3FN, register, 32:1>
      %lb8 = fly.static : !fly.layout<16:1>
      %lb = fly.static : !fly.layout<32:1>
      %pb8 = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<i8, register>
      %b8 = fly.make_view(%pb8, %lb8) : (!fly.ptr<i8, register>, !fly.layout<16:1>) -> !fly.memref<i8, register, 16:1>
      %gbv = fly.make_view(%gb, %lb8) : (!fly.ptr<i8, global>, !fly.layout<16:1>) -> !fly.memref<i8, global, 16:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b8) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, global, 16:1>, !fly.memref<i8, register, 16:1>) -> ()
      %pb = fly.recast_iter(%pb8) : (!fly.ptr<i8, register>) -> !fly.ptr<f4E2M1FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f4E2M1FN, register>, !fly.layout<32:1>) -> !fly.memref<f4E2M1FN, register, 32:1>
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f6E2M3FN, f4E2M1FN) -> f32, opselA = 0, opselB = 2>>, !fly.memref<f32, register, 16:1>, !fly.memref<f6E2M3FN, register, 32:1>, !fly.memref<f4E2M1FN, register, 32:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @mfma_scale_32_fp4_fp4 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_scale_f32_32x32x64_f8f6f4 {{[^\\]*}} op_sel:[1,1,0] op_sel_hi:[1,1,0] cbsz:4 blgp:4\0A
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @mfma_scale_32_fp4_fp4(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>, %[[SA:[a-z0-9]+]]: i32, %[[SB:[a-z0-9]+]]: i32)
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[SA]], %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[ST:.*]] = llvm.insertvalue %[[SB]], %[[S0]][1] : !llvm.struct<(i32, i32)>
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[WA:.*]] = llvm.load %[[RA]] {{.*}} -> i128
// CHECK-NEXT: %[[VA:.*]] = llvm.bitcast %[[WA]] : i128 to vector<32xi4>
// CHECK: %[[WB:.*]] = llvm.load %[[RB]] {{.*}} -> i128
// CHECK-NEXT: %[[VB:.*]] = llvm.bitcast %[[WB]] : i128 to vector<32xi4>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<32xi4> to vector<4xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<32xi4> to vector<4xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %[[ST]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %[[ST]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[FA:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[OA:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[OB:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.scale.f32.32x32x64.f8f6f4 %[[A]], %[[B]], %[[VC]], %[[FA]], %[[FB]], %[[OA]], %[[XA]], %[[OB]], %[[XB]] : (vector<4xi32>, vector<4xi32>, vector<16xf32>, i32, i32, i32, i32, i32, i32) -> vector<16xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @mfma_scale_32_fp4_fp4 [#rocdl.target<chip = "gfx950">] {
    gpu.func @mfma_scale_32_fp4_fp4(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>
      %la8 = fly.static : !fly.layout<16:1>
      %la = fly.static : !fly.layout<32:1>
      %pa8 = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<i8, register>
      %a8 = fly.make_view(%pa8, %la8) : (!fly.ptr<i8, register>, !fly.layout<16:1>) -> !fly.memref<i8, register, 16:1>
      %gav = fly.make_view(%ga, %la8) : (!fly.ptr<i8, global>, !fly.layout<16:1>) -> !fly.memref<i8, global, 16:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 8>
      fly.copy_atom_call(%cpa, %gav, %a8) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, global, 16:1>, !fly.memref<i8, register, 16:1>) -> ()
      %pa = fly.recast_iter(%pa8) : (!fly.ptr<i8, register>) -> !fly.ptr<f4E2M1FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f4E2M1FN, register>, !fly.layout<32:1>) -> !fly.memref<f4E2M1FN, register, 32:1>
      %lb8 = fly.static : !fly.layout<16:1>
      %lb = fly.static : !fly.layout<32:1>
      %pb8 = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<i8, register>
      %b8 = fly.make_view(%pb8, %lb8) : (!fly.ptr<i8, register>, !fly.layout<16:1>) -> !fly.memref<i8, register, 16:1>
      %gbv = fly.make_view(%gb, %lb8) : (!fly.ptr<i8, global>, !fly.layout<16:1>) -> !fly.memref<i8, global, 16:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b8) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, global, 16:1>, !fly.memref<i8, register, 16:1>) -> ()
      %pb = fly.recast_iter(%pb8) : (!fly.ptr<i8, register>) -> !fly.ptr<f4E2M1FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f4E2M1FN, register>, !fly.layout<32:1>) -> !fly.memref<f4E2M1FN, register, 32:1>
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>, !fly.memref<f32, register, 16:1>, !fly.memref<f4E2M1FN, register, 32:1>, !fly.memref<f4E2M1FN, register, 32:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @mfma_scale_32_bf6_fp8 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_scale_f32_32x32x64_f8f6f4 {{[^\\]*}} op_sel:[1,0,0] op_sel_hi:[0,0,0] cbsz:3\0A
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @mfma_scale_32_bf6_fp8(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>, %[[SA:[a-z0-9]+]]: i32, %[[SB:[a-z0-9]+]]: i32)
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[SA]], %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[ST:.*]] = llvm.insertvalue %[[SB]], %[[S0]][1] : !llvm.struct<(i32, i32)>
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[WA:.*]] = llvm.load %[[RA]] {{.*}} -> i192
// CHECK-NEXT: %[[VA:.*]] = llvm.bitcast %[[WA]] : i192 to vector<32xi6>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<32xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<32xi6> to vector<6xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<32xi8> to vector<8xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %[[ST]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %[[ST]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[FA:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[OA:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[OB:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.scale.f32.32x32x64.f8f6f4 %[[A]], %[[B]], %[[VC]], %[[FA]], %[[FB]], %[[OA]], %[[XA]], %[[OB]], %[[XB]] : (vector<6xi32>, vector<8xi32>, vector<16xf32>, i32, i32, i32, i32, i32, i32) -> vector<16xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @mfma_scale_32_bf6_fp8 [#rocdl.target<chip = "gfx950">] {
    gpu.func @mfma_scale_32_bf6_fp8(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f6E3M2FN, f8E4M3FN) -> f32, opselA = 1, opselB = 0>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f6E3M2FN, f8E4M3FN) -> f32, opselA = 1, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f6E3M2FN, f8E4M3FN) -> f32, opselA = 1, opselB = 0>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f6E3M2FN, f8E4M3FN) -> f32, opselA = 1, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f6E3M2FN, f8E4M3FN) -> f32, opselA = 1, opselB = 0>>
      %la8 = fly.static : !fly.layout<24:1>
      %la = fly.static : !fly.layout<32:1>
      %pa8 = fly.make_ptr() {dictAttrs = {allocSize = 24 : i64}} : () -> !fly.ptr<i8, register>
      %a8 = fly.make_view(%pa8, %la8) : (!fly.ptr<i8, register>, !fly.layout<24:1>) -> !fly.memref<i8, register, 24:1>
      %gav = fly.make_view(%ga, %la8) : (!fly.ptr<i8, global>, !fly.layout<24:1>) -> !fly.memref<i8, global, 24:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<192>, 8>
      fly.copy_atom_call(%cpa, %gav, %a8) : (!fly.copy_atom<!fly.universal_copy<192>, 8>, !fly.memref<i8, global, 24:1>, !fly.memref<i8, register, 24:1>) -> ()
      %pa = fly.recast_iter(%pa8) : (!fly.ptr<i8, register>) -> !fly.ptr<f6E3M2FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f6E3M2FN, register>, !fly.layout<32:1>) -> !fly.memref<f6E3M2FN, register, 32:1>
      %lb = fly.static : !fly.layout<32:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, register, 32:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, global, 32:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E4M3FN, global, 32:1>, !fly.memref<f8E4M3FN, register, 32:1>) -> ()
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f6E3M2FN, f8E4M3FN) -> f32, opselA = 1, opselB = 0>>, !fly.memref<f32, register, 16:1>, !fly.memref<f6E3M2FN, register, 32:1>, !fly.memref<f8E4M3FN, register, 32:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @mfma_scale_32_bf8_bf6 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: v_mfma_scale_f32_32x32x64_f8f6f4 {{[^\\]*}} op_sel_hi:[1,1,0] cbsz:1 blgp:3\0A
// ISA-NOT: v_mfma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @mfma_scale_32_bf8_bf6(
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
// CHECK: %[[WB:.*]] = llvm.load %[[RB]] {{.*}} -> i192
// CHECK-NEXT: %[[VB:.*]] = llvm.bitcast %[[WB]] : i192 to vector<32xi6>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<32xi8> to vector<8xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<32xi6> to vector<6xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %[[ST]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %[[ST]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[FA:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[OA:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[OB:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = rocdl.mfma.scale.f32.32x32x64.f8f6f4 %[[A]], %[[B]], %[[VC]], %[[FA]], %[[FB]], %[[OA]], %[[XA]], %[[OB]], %[[XB]] : (vector<8xi32>, vector<6xi32>, vector<16xf32>, i32, i32, i32, i32, i32, i32) -> vector<16xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @mfma_scale_32_bf8_bf6 [#rocdl.target<chip = "gfx950">] {
    gpu.func @mfma_scale_32_bf8_bf6(%ga: !fly.ptr<f8E5M2, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E5M2, f6E3M2FN) -> f32, opselA = 2, opselB = 2>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E5M2, f6E3M2FN) -> f32, opselA = 2, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E5M2, f6E3M2FN) -> f32, opselA = 2, opselB = 2>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E5M2, f6E3M2FN) -> f32, opselA = 2, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E5M2, f6E3M2FN) -> f32, opselA = 2, opselB = 2>>
      %la = fly.static : !fly.layout<32:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2, register>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, register, 32:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2, global>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, global, 32:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E5M2, global, 32:1>, !fly.memref<f8E5M2, register, 32:1>) -> ()
      %lb8 = fly.static : !fly.layout<24:1>
      %lb = fly.static : !fly.layout<32:1>
      %pb8 = fly.make_ptr() {dictAttrs = {allocSize = 24 : i64}} : () -> !fly.ptr<i8, register>
      %b8 = fly.make_view(%pb8, %lb8) : (!fly.ptr<i8, register>, !fly.layout<24:1>) -> !fly.memref<i8, register, 24:1>
      %gbv = fly.make_view(%gb, %lb8) : (!fly.ptr<i8, global>, !fly.layout<24:1>) -> !fly.memref<i8, global, 24:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<192>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b8) : (!fly.copy_atom<!fly.universal_copy<192>, 8>, !fly.memref<i8, global, 24:1>, !fly.memref<i8, register, 24:1>) -> ()
      %pb = fly.recast_iter(%pb8) : (!fly.ptr<i8, register>) -> !fly.ptr<f6E3M2FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f6E3M2FN, register>, !fly.layout<32:1>) -> !fly.memref<f6E3M2FN, register, 32:1>
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E5M2, f6E3M2FN) -> f32, opselA = 2, opselB = 2>>, !fly.memref<f32, register, 16:1>, !fly.memref<f8E5M2, register, 32:1>, !fly.memref<f6E3M2FN, register, 32:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// gfx1250.wmma_scale, 16x16x128, blockSize 32 (i32 scales). f6E2M3FN
// is fmt 2; 64 six-bit values per lane are vector<12xi32>.
// ISA-LABEL: gpu.binary @wmma_scale_fp6_fp6 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_scale_f32_16x16x128_f8f6f4 {{[^\\]*}}, {{[sv][[0-9:]+]|[sv][0-9]+}} matrix_a_fmt:MATRIX_FMT_FP6 matrix_b_fmt:MATRIX_FMT_FP6\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @wmma_scale_fp6_fp6(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>, %[[SA:[a-z0-9]+]]: i32, %[[SB:[a-z0-9]+]]: i32)
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[SA]], %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[ST:.*]] = llvm.insertvalue %[[SB]], %[[S0]][1] : !llvm.struct<(i32, i32)>
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[WA:.*]] = llvm.load %[[RA]] {{.*}} -> i384
// CHECK-NEXT: %[[VA:.*]] = llvm.bitcast %[[WA]] : i384 to vector<64xi6>
// CHECK: %[[WB:.*]] = llvm.load %[[RB]] {{.*}} -> i384
// CHECK-NEXT: %[[VB:.*]] = llvm.bitcast %[[WB]] : i384 to vector<64xi6>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<64xi6> to vector<12xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<64xi6> to vector<12xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %[[ST]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %[[ST]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[D:.*]] = rocdl.wmma.scale.f32.16x16x128.f8f6f4 %[[A]], %[[B]], %[[VC]], %[[XA]], %[[XB]] {fmtA = 2 : i32, fmtB = 2 : i32} : (vector<12xi32>, vector<12xi32>, vector<8xf32>, i32, i32) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @wmma_scale_fp6_fp6 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @wmma_scale_fp6_fp6(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %la8 = fly.static : !fly.layout<48:1>
      %la = fly.static : !fly.layout<64:1>
      %pa8 = fly.make_ptr() {dictAttrs = {allocSize = 48 : i64}} : () -> !fly.ptr<i8, register>
      %a8 = fly.make_view(%pa8, %la8) : (!fly.ptr<i8, register>, !fly.layout<48:1>) -> !fly.memref<i8, register, 48:1>
      %gav = fly.make_view(%ga, %la8) : (!fly.ptr<i8, global>, !fly.layout<48:1>) -> !fly.memref<i8, global, 48:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<384>, 8>
      fly.copy_atom_call(%cpa, %gav, %a8) : (!fly.copy_atom<!fly.universal_copy<384>, 8>, !fly.memref<i8, global, 48:1>, !fly.memref<i8, register, 48:1>) -> ()
      %pa = fly.recast_iter(%pa8) : (!fly.ptr<i8, register>) -> !fly.ptr<f6E2M3FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<64:1>) -> !fly.memref<f6E2M3FN, register, 64:1>
      %lb8 = fly.static : !fly.layout<48:1>
      %lb = fly.static : !fly.layout<64:1>
      %pb8 = fly.make_ptr() {dictAttrs = {allocSize = 48 : i64}} : () -> !fly.ptr<i8, register>
      %b8 = fly.make_view(%pb8, %lb8) : (!fly.ptr<i8, register>, !fly.layout<48:1>) -> !fly.memref<i8, register, 48:1>
      %gbv = fly.make_view(%gb, %lb8) : (!fly.ptr<i8, global>, !fly.layout<48:1>) -> !fly.memref<i8, global, 48:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<384>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b8) : (!fly.copy_atom<!fly.universal_copy<384>, 8>, !fly.memref<i8, global, 48:1>, !fly.memref<i8, register, 48:1>) -> ()
      %pb = fly.recast_iter(%pb8) : (!fly.ptr<i8, register>) -> !fly.ptr<f6E2M3FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<64:1>) -> !fly.memref<f6E2M3FN, register, 64:1>
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<f6E2M3FN, register, 64:1>, !fly.memref<f6E2M3FN, register, 64:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// fp4 A (fmt 4, vector<8xi32>), bf6 B (fmt 3); opselA 1 selects
// scale row 1 (scaleAType), modC 1 negates C (neg_lo on src2), reuseA.
// ISA-LABEL: gpu.binary @wmma_scale_fp4_bf6 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_scale_f32_16x16x128_f8f6f4 {{[^\\]*}}, {{[sv][[0-9:]+]|[sv][0-9]+}} matrix_a_fmt:MATRIX_FMT_FP4 matrix_b_fmt:MATRIX_FMT_BF6 matrix_a_scale:MATRIX_SCALE_ROW1 matrix_a_reuse neg_lo:[0,0,1]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @wmma_scale_fp4_bf6(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>, %[[SA:[a-z0-9]+]]: i32, %[[SB:[a-z0-9]+]]: i32)
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[SA]], %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[ST:.*]] = llvm.insertvalue %[[SB]], %[[S0]][1] : !llvm.struct<(i32, i32)>
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[WA:.*]] = llvm.load %[[RA]] {{.*}} -> i256
// CHECK-NEXT: %[[VA:.*]] = llvm.bitcast %[[WA]] : i256 to vector<64xi4>
// CHECK: %[[WB:.*]] = llvm.load %[[RB]] {{.*}} -> i384
// CHECK-NEXT: %[[VB:.*]] = llvm.bitcast %[[WB]] : i384 to vector<64xi6>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<64xi4> to vector<8xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<64xi6> to vector<12xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %[[ST]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %[[ST]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[D:.*]] = rocdl.wmma.scale.f32.16x16x128.f8f6f4 %[[A]], %[[B]], %[[VC]], %[[XA]], %[[XB]] {fmtA = 4 : i32, fmtB = 3 : i32, modC = 1 : i16, reuseA = true, scaleAType = 1 : i32} : (vector<8xi32>, vector<12xi32>, vector<8xf32>, i32, i32) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @wmma_scale_fp4_bf6 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @wmma_scale_fp4_bf6(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f6E3M2FN) -> f32, opselA = 1, opselB = 0, modC = 1, reuseA = true, reuseB = false, blockSize = 32>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f6E3M2FN) -> f32, opselA = 1, opselB = 0, modC = 1, reuseA = true, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f6E3M2FN) -> f32, opselA = 1, opselB = 0, modC = 1, reuseA = true, reuseB = false, blockSize = 32>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f6E3M2FN) -> f32, opselA = 1, opselB = 0, modC = 1, reuseA = true, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f6E3M2FN) -> f32, opselA = 1, opselB = 0, modC = 1, reuseA = true, reuseB = false, blockSize = 32>>
      %la8 = fly.static : !fly.layout<32:1>
      %la = fly.static : !fly.layout<64:1>
      %pa8 = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<i8, register>
      %a8 = fly.make_view(%pa8, %la8) : (!fly.ptr<i8, register>, !fly.layout<32:1>) -> !fly.memref<i8, register, 32:1>
      %gav = fly.make_view(%ga, %la8) : (!fly.ptr<i8, global>, !fly.layout<32:1>) -> !fly.memref<i8, global, 32:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpa, %gav, %a8) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<i8, global, 32:1>, !fly.memref<i8, register, 32:1>) -> ()
      %pa = fly.recast_iter(%pa8) : (!fly.ptr<i8, register>) -> !fly.ptr<f4E2M1FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f4E2M1FN, register>, !fly.layout<64:1>) -> !fly.memref<f4E2M1FN, register, 64:1>
      %lb8 = fly.static : !fly.layout<48:1>
      %lb = fly.static : !fly.layout<64:1>
      %pb8 = fly.make_ptr() {dictAttrs = {allocSize = 48 : i64}} : () -> !fly.ptr<i8, register>
      %b8 = fly.make_view(%pb8, %lb8) : (!fly.ptr<i8, register>, !fly.layout<48:1>) -> !fly.memref<i8, register, 48:1>
      %gbv = fly.make_view(%gb, %lb8) : (!fly.ptr<i8, global>, !fly.layout<48:1>) -> !fly.memref<i8, global, 48:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<384>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b8) : (!fly.copy_atom<!fly.universal_copy<384>, 8>, !fly.memref<i8, global, 48:1>, !fly.memref<i8, register, 48:1>) -> ()
      %pb = fly.recast_iter(%pb8) : (!fly.ptr<i8, register>) -> !fly.ptr<f6E3M2FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f6E3M2FN, register>, !fly.layout<64:1>) -> !fly.memref<f6E3M2FN, register, 64:1>
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f6E3M2FN) -> f32, opselA = 1, opselB = 0, modC = 1, reuseA = true, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<f4E2M1FN, register, 64:1>, !fly.memref<f6E3M2FN, register, 64:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// bf8 A (fmt 1), fp4 B; opselB 1, modC 2 = abs(C) (neg_hi on src2), reuseB.
// ISA-LABEL: gpu.binary @wmma_scale_bf8_fp4 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_scale_f32_16x16x128_f8f6f4 {{[^\\]*}}, {{[sv][[0-9:]+]|[sv][0-9]+}} matrix_a_fmt:MATRIX_FMT_BF8 matrix_b_fmt:MATRIX_FMT_FP4 matrix_b_scale:MATRIX_SCALE_ROW1 matrix_b_reuse neg_hi:[0,0,1]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @wmma_scale_bf8_fp4(
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
// CHECK: %[[WB:.*]] = llvm.load %[[RB]] {{.*}} -> i256
// CHECK-NEXT: %[[VB:.*]] = llvm.bitcast %[[WB]] : i256 to vector<64xi4>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<64xi8> to vector<16xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<64xi4> to vector<8xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %[[ST]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %[[ST]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[D:.*]] = rocdl.wmma.scale.f32.16x16x128.f8f6f4 %[[A]], %[[B]], %[[VC]], %[[XA]], %[[XB]] {fmtA = 1 : i32, fmtB = 4 : i32, modC = 2 : i16, reuseB = true, scaleBType = 1 : i32} : (vector<16xi32>, vector<8xi32>, vector<8xf32>, i32, i32) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @wmma_scale_bf8_fp4 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @wmma_scale_bf8_fp4(%ga: !fly.ptr<f8E5M2, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E5M2, f4E2M1FN) -> f32, opselA = 0, opselB = 1, modC = 2, reuseA = false, reuseB = true, blockSize = 32>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E5M2, f4E2M1FN) -> f32, opselA = 0, opselB = 1, modC = 2, reuseA = false, reuseB = true, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E5M2, f4E2M1FN) -> f32, opselA = 0, opselB = 1, modC = 2, reuseA = false, reuseB = true, blockSize = 32>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E5M2, f4E2M1FN) -> f32, opselA = 0, opselB = 1, modC = 2, reuseA = false, reuseB = true, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E5M2, f4E2M1FN) -> f32, opselA = 0, opselB = 1, modC = 2, reuseA = false, reuseB = true, blockSize = 32>>
      %la = fly.static : !fly.layout<64:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2, register>, !fly.layout<64:1>) -> !fly.memref<f8E5M2, register, 64:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2, global>, !fly.layout<64:1>) -> !fly.memref<f8E5M2, global, 64:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E5M2, global, 64:1>, !fly.memref<f8E5M2, register, 64:1>) -> ()
      %lb8 = fly.static : !fly.layout<32:1>
      %lb = fly.static : !fly.layout<64:1>
      %pb8 = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<i8, register>
      %b8 = fly.make_view(%pb8, %lb8) : (!fly.ptr<i8, register>, !fly.layout<32:1>) -> !fly.memref<i8, register, 32:1>
      %gbv = fly.make_view(%gb, %lb8) : (!fly.ptr<i8, global>, !fly.layout<32:1>) -> !fly.memref<i8, global, 32:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b8) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<i8, global, 32:1>, !fly.memref<i8, register, 32:1>) -> ()
      %pb = fly.recast_iter(%pb8) : (!fly.ptr<i8, register>) -> !fly.ptr<f4E2M1FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f4E2M1FN, register>, !fly.layout<64:1>) -> !fly.memref<f4E2M1FN, register, 64:1>
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E5M2, f4E2M1FN) -> f32, opselA = 0, opselB = 1, modC = 2, reuseA = false, reuseB = true, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<f8E5M2, register, 64:1>, !fly.memref<f4E2M1FN, register, 64:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// blockSize 16: the scale16 op with i64 scales; modC 3 = -|C|.
// ISA-LABEL: gpu.binary @wmma_scale16_fp4_fp4 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_scale16_f32_16x16x128_f8f6f4 {{[^\\]*}}, {{[sv][[0-9:]+]|[sv][0-9]+}} matrix_a_fmt:MATRIX_FMT_FP4 matrix_b_fmt:MATRIX_FMT_FP4 matrix_a_scale:MATRIX_SCALE_ROW1 matrix_b_scale:MATRIX_SCALE_ROW1 neg_lo:[0,0,1] neg_hi:[0,0,1]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @wmma_scale16_fp4_fp4(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>, %[[SA:[a-z0-9]+]]: i64, %[[SB:[a-z0-9]+]]: i64)
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[SA]], %{{.*}}[0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[ST:.*]] = llvm.insertvalue %[[SB]], %[[S0]][1] : !llvm.struct<(i64, i64)>
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[WA:.*]] = llvm.load %[[RA]] {{.*}} -> i256
// CHECK-NEXT: %[[VA:.*]] = llvm.bitcast %[[WA]] : i256 to vector<64xi4>
// CHECK: %[[WB:.*]] = llvm.load %[[RB]] {{.*}} -> i256
// CHECK-NEXT: %[[VB:.*]] = llvm.bitcast %[[WB]] : i256 to vector<64xi4>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<64xi4> to vector<8xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<64xi4> to vector<8xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %[[ST]][0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %[[ST]][1] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[D:.*]] = rocdl.wmma.scale16.f32.16x16x128.f8f6f4 %[[A]], %[[B]], %[[VC]], %[[XA]], %[[XB]] {fmtA = 4 : i32, fmtB = 4 : i32, modC = 3 : i16, scaleAType = 1 : i32, scaleBType = 1 : i32} : (vector<8xi32>, vector<8xi32>, vector<8xf32>, i64, i64) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @wmma_scale16_fp4_fp4 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @wmma_scale16_fp4_fp4(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i64, %sb: i64) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1, modC = 3, reuseA = false, reuseB = false, blockSize = 16>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1, modC = 3, reuseA = false, reuseB = false, blockSize = 16>>, i64) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1, modC = 3, reuseA = false, reuseB = false, blockSize = 16>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1, modC = 3, reuseA = false, reuseB = false, blockSize = 16>>, i64) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1, modC = 3, reuseA = false, reuseB = false, blockSize = 16>>
      %la8 = fly.static : !fly.layout<32:1>
      %la = fly.static : !fly.layout<64:1>
      %pa8 = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<i8, register>
      %a8 = fly.make_view(%pa8, %la8) : (!fly.ptr<i8, register>, !fly.layout<32:1>) -> !fly.memref<i8, register, 32:1>
      %gav = fly.make_view(%ga, %la8) : (!fly.ptr<i8, global>, !fly.layout<32:1>) -> !fly.memref<i8, global, 32:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpa, %gav, %a8) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<i8, global, 32:1>, !fly.memref<i8, register, 32:1>) -> ()
      %pa = fly.recast_iter(%pa8) : (!fly.ptr<i8, register>) -> !fly.ptr<f4E2M1FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f4E2M1FN, register>, !fly.layout<64:1>) -> !fly.memref<f4E2M1FN, register, 64:1>
      %lb8 = fly.static : !fly.layout<32:1>
      %lb = fly.static : !fly.layout<64:1>
      %pb8 = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<i8, register>
      %b8 = fly.make_view(%pb8, %lb8) : (!fly.ptr<i8, register>, !fly.layout<32:1>) -> !fly.memref<i8, register, 32:1>
      %gbv = fly.make_view(%gb, %lb8) : (!fly.ptr<i8, global>, !fly.layout<32:1>) -> !fly.memref<i8, global, 32:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b8) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<i8, global, 32:1>, !fly.memref<i8, register, 32:1>) -> ()
      %pb = fly.recast_iter(%pb8) : (!fly.ptr<i8, register>) -> !fly.ptr<f4E2M1FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f4E2M1FN, register>, !fly.layout<64:1>) -> !fly.memref<f4E2M1FN, register, 64:1>
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1, modC = 3, reuseA = false, reuseB = false, blockSize = 16>>, !fly.memref<f32, register, 8:1>, !fly.memref<f4E2M1FN, register, 64:1>, !fly.memref<f4E2M1FN, register, 64:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// fmtA 0 (fp8 e4m3) is the default and is not printed.
// ISA-LABEL: gpu.binary @wmma_scale16_fp8_bf6 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_scale16_f32_16x16x128_f8f6f4 {{[^\\]*}}, {{[sv][[0-9:]+]|[sv][0-9]+}} matrix_b_fmt:MATRIX_FMT_BF6 matrix_a_reuse matrix_b_reuse\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @wmma_scale16_fp8_bf6(
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
// CHECK: %[[WB:.*]] = llvm.load %[[RB]] {{.*}} -> i384
// CHECK-NEXT: %[[VB:.*]] = llvm.bitcast %[[WB]] : i384 to vector<64xi6>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<64xi8> to vector<16xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<64xi6> to vector<12xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %[[ST]][0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %[[ST]][1] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[D:.*]] = rocdl.wmma.scale16.f32.16x16x128.f8f6f4 %[[A]], %[[B]], %[[VC]], %[[XA]], %[[XB]] {fmtB = 3 : i32, reuseA = true, reuseB = true} : (vector<16xi32>, vector<12xi32>, vector<8xf32>, i64, i64) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @wmma_scale16_fp8_bf6 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @wmma_scale16_fp8_bf6(%ga: !fly.ptr<f8E4M3FN, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i64, %sb: i64) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f6E3M2FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = true, reuseB = true, blockSize = 16>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f6E3M2FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = true, reuseB = true, blockSize = 16>>, i64) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f6E3M2FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = true, reuseB = true, blockSize = 16>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f6E3M2FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = true, reuseB = true, blockSize = 16>>, i64) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f6E3M2FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = true, reuseB = true, blockSize = 16>>
      %la = fly.static : !fly.layout<64:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, register, 64:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, global, 64:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E4M3FN, global, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>) -> ()
      %lb8 = fly.static : !fly.layout<48:1>
      %lb = fly.static : !fly.layout<64:1>
      %pb8 = fly.make_ptr() {dictAttrs = {allocSize = 48 : i64}} : () -> !fly.ptr<i8, register>
      %b8 = fly.make_view(%pb8, %lb8) : (!fly.ptr<i8, register>, !fly.layout<48:1>) -> !fly.memref<i8, register, 48:1>
      %gbv = fly.make_view(%gb, %lb8) : (!fly.ptr<i8, global>, !fly.layout<48:1>) -> !fly.memref<i8, global, 48:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<384>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b8) : (!fly.copy_atom<!fly.universal_copy<384>, 8>, !fly.memref<i8, global, 48:1>, !fly.memref<i8, register, 48:1>) -> ()
      %pb = fly.recast_iter(%pb8) : (!fly.ptr<i8, register>) -> !fly.ptr<f6E3M2FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f6E3M2FN, register>, !fly.layout<64:1>) -> !fly.memref<f6E3M2FN, register, 64:1>
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f6E3M2FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = true, reuseB = true, blockSize = 16>>, !fly.memref<f32, register, 8:1>, !fly.memref<f8E4M3FN, register, 64:1>, !fly.memref<f6E3M2FN, register, 64:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// 32x16x128, f4 only: no format attributes; A holds 128 values per lane
// (vector<16xi32>), B 64 (vector<8xi32>), C 16 f32.
// ISA-LABEL: gpu.binary @wmma_scale_32x16_f4 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_scale_f32_32x16x128_f4 {{[^\\]*}}, {{[sv][[0-9:]+]|[sv][0-9]+}} matrix_a_scale:MATRIX_SCALE_ROW1 matrix_a_reuse\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @wmma_scale_32x16_f4(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>, %[[SA:[a-z0-9]+]]: i32, %[[SB:[a-z0-9]+]]: i32)
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[SA]], %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[ST:.*]] = llvm.insertvalue %[[SB]], %[[S0]][1] : !llvm.struct<(i32, i32)>
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[WA:.*]] = llvm.load %[[RA]] {{.*}} -> i512
// CHECK-NEXT: %[[VA:.*]] = llvm.bitcast %[[WA]] : i512 to vector<128xi4>
// CHECK: %[[WB:.*]] = llvm.load %[[RB]] {{.*}} -> i256
// CHECK-NEXT: %[[VB:.*]] = llvm.bitcast %[[WB]] : i256 to vector<64xi4>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<128xi4> to vector<16xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<64xi4> to vector<8xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %[[ST]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %[[ST]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[D:.*]] = rocdl.wmma.scale.f32.32x16x128.f4 %[[A]], %[[B]], %[[VC]], %[[XA]], %[[XB]] {reuseA = true, scaleAType = 1 : i32} : (vector<16xi32>, vector<8xi32>, vector<16xf32>, i32, i32) -> vector<16xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @wmma_scale_32x16_f4 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @wmma_scale_32x16_f4(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0, modC = 0, reuseA = true, reuseB = false, blockSize = 32>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0, modC = 0, reuseA = true, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0, modC = 0, reuseA = true, reuseB = false, blockSize = 32>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0, modC = 0, reuseA = true, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0, modC = 0, reuseA = true, reuseB = false, blockSize = 32>>
      %la8 = fly.static : !fly.layout<64:1>
      %la = fly.static : !fly.layout<128:1>
      %pa8 = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<i8, register>
      %a8 = fly.make_view(%pa8, %la8) : (!fly.ptr<i8, register>, !fly.layout<64:1>) -> !fly.memref<i8, register, 64:1>
      %gav = fly.make_view(%ga, %la8) : (!fly.ptr<i8, global>, !fly.layout<64:1>) -> !fly.memref<i8, global, 64:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpa, %gav, %a8) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<i8, global, 64:1>, !fly.memref<i8, register, 64:1>) -> ()
      %pa = fly.recast_iter(%pa8) : (!fly.ptr<i8, register>) -> !fly.ptr<f4E2M1FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f4E2M1FN, register>, !fly.layout<128:1>) -> !fly.memref<f4E2M1FN, register, 128:1>
      %lb8 = fly.static : !fly.layout<32:1>
      %lb = fly.static : !fly.layout<64:1>
      %pb8 = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<i8, register>
      %b8 = fly.make_view(%pb8, %lb8) : (!fly.ptr<i8, register>, !fly.layout<32:1>) -> !fly.memref<i8, register, 32:1>
      %gbv = fly.make_view(%gb, %lb8) : (!fly.ptr<i8, global>, !fly.layout<32:1>) -> !fly.memref<i8, global, 32:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b8) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<i8, global, 32:1>, !fly.memref<i8, register, 32:1>) -> ()
      %pb = fly.recast_iter(%pb8) : (!fly.ptr<i8, register>) -> !fly.ptr<f4E2M1FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f4E2M1FN, register>, !fly.layout<64:1>) -> !fly.memref<f4E2M1FN, register, 64:1>
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0, modC = 0, reuseA = true, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 16:1>, !fly.memref<f4E2M1FN, register, 128:1>, !fly.memref<f4E2M1FN, register, 64:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @wmma_scale16_32x16_f4 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_scale16_f32_32x16x128_f4 {{[^\\]*}}, {{[sv][[0-9:]+]|[sv][0-9]+}} matrix_b_scale:MATRIX_SCALE_ROW1 matrix_b_reuse neg_hi:[0,0,1]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @wmma_scale16_32x16_f4(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>, %[[SA:[a-z0-9]+]]: i64, %[[SB:[a-z0-9]+]]: i64)
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[SA]], %{{.*}}[0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[ST:.*]] = llvm.insertvalue %[[SB]], %[[S0]][1] : !llvm.struct<(i64, i64)>
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[WA:.*]] = llvm.load %[[RA]] {{.*}} -> i512
// CHECK-NEXT: %[[VA:.*]] = llvm.bitcast %[[WA]] : i512 to vector<128xi4>
// CHECK: %[[WB:.*]] = llvm.load %[[RB]] {{.*}} -> i256
// CHECK-NEXT: %[[VB:.*]] = llvm.bitcast %[[WB]] : i256 to vector<64xi4>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<16xf32>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<128xi4> to vector<16xi32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<64xi4> to vector<8xi32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractvalue %[[ST]][0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractvalue %[[ST]][1] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %[[D:.*]] = rocdl.wmma.scale16.f32.32x16x128.f4 %[[A]], %[[B]], %[[VC]], %[[XA]], %[[XB]] {modC = 2 : i16, reuseB = true, scaleBType = 1 : i32} : (vector<16xi32>, vector<8xi32>, vector<16xf32>, i64, i64) -> vector<16xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @wmma_scale16_32x16_f4 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @wmma_scale16_32x16_f4(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i64, %sb: i64) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1, modC = 2, reuseA = false, reuseB = true, blockSize = 16>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1, modC = 2, reuseA = false, reuseB = true, blockSize = 16>>, i64) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1, modC = 2, reuseA = false, reuseB = true, blockSize = 16>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1, modC = 2, reuseA = false, reuseB = true, blockSize = 16>>, i64) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1, modC = 2, reuseA = false, reuseB = true, blockSize = 16>>
      %la8 = fly.static : !fly.layout<64:1>
      %la = fly.static : !fly.layout<128:1>
      %pa8 = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<i8, register>
      %a8 = fly.make_view(%pa8, %la8) : (!fly.ptr<i8, register>, !fly.layout<64:1>) -> !fly.memref<i8, register, 64:1>
      %gav = fly.make_view(%ga, %la8) : (!fly.ptr<i8, global>, !fly.layout<64:1>) -> !fly.memref<i8, global, 64:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpa, %gav, %a8) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<i8, global, 64:1>, !fly.memref<i8, register, 64:1>) -> ()
      %pa = fly.recast_iter(%pa8) : (!fly.ptr<i8, register>) -> !fly.ptr<f4E2M1FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f4E2M1FN, register>, !fly.layout<128:1>) -> !fly.memref<f4E2M1FN, register, 128:1>
      %lb8 = fly.static : !fly.layout<32:1>
      %lb = fly.static : !fly.layout<64:1>
      %pb8 = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<i8, register>
      %b8 = fly.make_view(%pb8, %lb8) : (!fly.ptr<i8, register>, !fly.layout<32:1>) -> !fly.memref<i8, register, 32:1>
      %gbv = fly.make_view(%gb, %lb8) : (!fly.ptr<i8, global>, !fly.layout<32:1>) -> !fly.memref<i8, global, 32:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b8) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<i8, global, 32:1>, !fly.memref<i8, register, 32:1>) -> ()
      %pb = fly.recast_iter(%pb8) : (!fly.ptr<i8, register>) -> !fly.ptr<f4E2M1FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f4E2M1FN, register>, !fly.layout<64:1>) -> !fly.memref<f4E2M1FN, register, 64:1>
      %lc = fly.static : !fly.layout<16:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1, modC = 2, reuseA = false, reuseB = true, blockSize = 16>>, !fly.memref<f32, register, 16:1>, !fly.memref<f4E2M1FN, register, 128:1>, !fly.memref<f4E2M1FN, register, 64:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}
