// fp8 MMA atoms take A/B register views of raw integers (FlyDSL keeps fp8
// data as bytes or packed dwords): i8 (one fp8 value each) or i32 (a word of
// 4 fp8 values), in fly.mma_atom_call and in fly.gemm (operands atom, d, a,
// b, c). Other integers (i16), other floats (f16) and raw integers for a
// 16-bit float atom (i32 for bf16) stay errors. The split below.
//
// RUN: split-file %s %t
// RUN: fly-opt %t/valid.mlir --fly-layout-lowering --convert-fly-to-rocdl | FileCheck %s --check-prefix=ROCDL
// RUN: fly-opt %t/invalid.mlir -split-input-file --fly-layout-lowering -verify-diagnostics
// RUN: fly-opt %t/isa950.mlir --fly-rocdl-pipeline="chip=gfx950 format=isa" | FileCheck %s --check-prefix=ISA950
// RUN: fly-opt %t/isa942.mlir --fly-rocdl-pipeline="chip=gfx942 format=isa" | FileCheck %s --check-prefix=ISA942
//
// Operand sizes per lane (wave64, docs/notes/amd-atoms.md): mfma_scale
// 16x16x128: A is 16x128 = 2048 values / 64 lanes = 32 fp8 = 8 i32 words
// (the intrinsic's vector<8xi32>); cdna3.mfma 16x16x32: 16x32 / 64 = 8 fp8 =
// 2 i32 words (the intrinsic's i64); C/D 16x16 / 64 = 4 f32. A one-call
// fly.gemm (rank-1 fragments: one atom's values) is one intrinsic: i32 words
// load as they are (bitcast to i64 for cdna3), bytes load as vector<32xi8>
// and are bitcast to vector<8xi32>.

//--- valid.mlir
!ms = !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>
!f3 = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>
!CD = !fly.memref<f32, register, 4:1>
!W8 = !fly.memref<i32, register, 8:1>
!B32 = !fly.memref<i8, register, 32:1>
!W2 = !fly.memref<i32, register, 2:1>
module attributes {gpu.container_module} {
  gpu.module @m950 [#rocdl.target<chip = "gfx950">] {
    // ROCDL-LABEL: func.func @words_call(
    // ROCDL: %[[A:.*]] = llvm.load %arg1 {{.*}} -> vector<8xi32>
    // ROCDL-NEXT: %[[B:.*]] = llvm.load %arg2 {{.*}} -> vector<8xi32>
    // ROCDL-NEXT: %[[C:.*]] = llvm.load %arg3 {{.*}} -> vector<4xf32>
    // ROCDL: rocdl.mfma.scale.f32.16x16x128.f8f6f4 %[[A]], %[[B]], %[[C]],
    // ROCDL-NOT: rocdl.mfma
    // ROCDL: return
    func.func @words_call(%d: !CD, %a: !W8, %b: !W8, %c: !CD) {
      %atom = fly.make_mma_atom : !ms
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!ms, !CD, !W8, !W8, !CD) -> ()
      return
    }
    // ROCDL-LABEL: func.func @bytes_gemm(
    // ROCDL: %[[A:.*]] = llvm.load %arg1 {{.*}} -> vector<32xi8>
    // ROCDL-NEXT: %[[B:.*]] = llvm.load %arg2 {{.*}} -> vector<32xi8>
    // ROCDL-NEXT: %[[C:.*]] = llvm.load %arg3 {{.*}} -> vector<4xf32>
    // ROCDL-NEXT: %[[AW:.*]] = llvm.bitcast %[[A]] : vector<32xi8> to vector<8xi32>
    // ROCDL-NEXT: %[[BW:.*]] = llvm.bitcast %[[B]] : vector<32xi8> to vector<8xi32>
    // ROCDL: rocdl.mfma.scale.f32.16x16x128.f8f6f4 %[[AW]], %[[BW]], %[[C]],
    // ROCDL-NOT: rocdl.mfma
    // ROCDL: return
    func.func @bytes_gemm(%d: !CD, %a: !B32, %b: !B32, %c: !CD) {
      %atom = fly.make_mma_atom : !ms
      fly.gemm(%atom, %d, %a, %b, %c) : (!ms, !CD, !B32, !B32, !CD) -> ()
      return
    }
    // Words for A, bytes for B in one call.
    // ROCDL-LABEL: func.func @mixed_call(
    // ROCDL: %[[A:.*]] = llvm.load %arg1 {{.*}} -> vector<8xi32>
    // ROCDL-NEXT: %[[B:.*]] = llvm.load %arg2 {{.*}} -> vector<32xi8>
    // ROCDL: %[[BW:.*]] = llvm.bitcast %[[B]] : vector<32xi8> to vector<8xi32>
    // ROCDL: rocdl.mfma.scale.f32.16x16x128.f8f6f4 %[[A]], %[[BW]],
    func.func @mixed_call(%d: !CD, %a: !W8, %b: !B32, %c: !CD) {
      %atom = fly.make_mma_atom : !ms
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!ms, !CD, !W8, !B32, !CD) -> ()
      return
    }
  }
  gpu.module @m942 [#rocdl.target<chip = "gfx942">] {
    // ROCDL-LABEL: func.func @words_gemm_cdna3(
    // ROCDL: %[[A:.*]] = llvm.load %arg1 {{.*}} -> vector<2xi32>
    // ROCDL-NEXT: %[[B:.*]] = llvm.load %arg2 {{.*}} -> vector<2xi32>
    // ROCDL-NEXT: %[[C:.*]] = llvm.load %arg3 {{.*}} -> vector<4xf32>
    // ROCDL-NEXT: %[[AW:.*]] = llvm.bitcast %[[A]] : vector<2xi32> to i64
    // ROCDL-NEXT: %[[BW:.*]] = llvm.bitcast %[[B]] : vector<2xi32> to i64
    // ROCDL: rocdl.mfma.f32.16x16x32.fp8.fp8 %[[AW]], %[[BW]], %[[C]],
    // ROCDL-NOT: rocdl.mfma
    // ROCDL: return
    func.func @words_gemm_cdna3(%d: !CD, %a: !W2, %b: !W2, %c: !CD) {
      %atom = fly.make_mma_atom : !f3
      fly.gemm(%atom, %d, %a, %b, %c) : (!f3, !CD, !W2, !W2, !CD) -> ()
      return
    }
  }
}

//--- invalid.mlir
// fly.mma_atom_call is checked by its verifier; fly.gemm when
// fly-layout-lowering expands it into atom calls (the diagnostic is the
// call's, at the gemm).
!ms = !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>
!CD = !fly.memref<f32, register, 4:1>
// i16 is not the byte form (i8) nor the word form (i32) of fp8.
func.func @i16_call(%d: !CD, %a: !fly.memref<i16, register, 16:1>, %b: !fly.memref<i32, register, 8:1>, %c: !CD) {
  %atom = fly.make_mma_atom : !ms
  // expected-error @+1 {{'fly.mma_atom_call' op operand a holds 'i16', but the atom expects 'f8E4M3FN' (or i8 holding its bits, or i32 words of several)}}
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!ms, !CD, !fly.memref<i16, register, 16:1>, !fly.memref<i32, register, 8:1>, !CD) -> ()
  return
}

// -----

!ms = !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>
!CD = !fly.memref<f32, register, 4:1>
func.func @f16_gemm(%d: !CD, %a: !fly.memref<i32, register, 8:1>, %b: !fly.memref<f16, register, 16:1>, %c: !CD) {
  %atom = fly.make_mma_atom : !ms
  // expected-error @+1 {{'fly.mma_atom_call' op operand b holds 'f16', but the atom expects 'f8E4M3FN' (or i8 holding its bits, or i32 words of several)}}
  fly.gemm(%atom, %d, %a, %b, %c) : (!ms, !CD, !fly.memref<i32, register, 8:1>, !fly.memref<f16, register, 16:1>, !CD) -> ()
  return
}

// -----

// Raw integers stand in for narrow floats only: a bf16 atom takes bf16.
!bf = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>
!CD = !fly.memref<f32, register, 4:1>
func.func @i32_for_bf16_call(%d: !CD, %a: !fly.memref<i32, register, 2:1>, %b: !fly.memref<bf16, register, 4:1>, %c: !CD) {
  %atom = fly.make_mma_atom : !bf
  // expected-error @+1 {{'fly.mma_atom_call' op operand a holds 'i32', but the atom expects 'bf16'}}
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!bf, !CD, !fly.memref<i32, register, 2:1>, !fly.memref<bf16, register, 4:1>, !CD) -> ()
  return
}

// -----

!bf = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>
!CD = !fly.memref<f32, register, 4:1>
func.func @i32_for_bf16_gemm(%d: !CD, %a: !fly.memref<bf16, register, 4:1>, %b: !fly.memref<i32, register, 2:1>, %c: !CD) {
  %atom = fly.make_mma_atom : !bf
  // expected-error @+1 {{'fly.mma_atom_call' op operand b holds 'i32', but the atom expects 'bf16'}}
  fly.gemm(%atom, %d, %a, %b, %c) : (!bf, !CD, !fly.memref<bf16, register, 4:1>, !fly.memref<i32, register, 2:1>, !CD) -> ()
  return
}

//--- isa950.mlir
// gfx950: a one-call fly.gemm on i32 8:1 A/B is exactly one
// v_mfma_scale_f32_16x16x128_f8f6f4 (ISA950-NOT before and after it), with no
// scratch. The scales are runtime values: with the atom's default scales
// (constant 0) LLVM selects the unscaled v_mfma_f32_16x16x128_f8f6f4 instead.
// ISA950-LABEL: gpu.binary @scale_words
// ISA950-NOT: v_mfma
// ISA950-SAME: v_mfma_scale_f32_16x16x128_f8f6f4{{ }}
// ISA950-NOT: v_mfma
// ISA950-SAME: .amdhsa_private_segment_fixed_size 0\0A
!ms = !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>
!W = !fly.memref<i32, register, 8:1>
!GW = !fly.memref<i32, global, 8:1>
!CD = !fly.memref<f32, register, 4:1>
!GCD = !fly.memref<f32, global, 4:1>
!cp = !fly.copy_atom<!fly.universal_copy<128>, 32>
module attributes {gpu.container_module} {
  gpu.module @scale_words [#rocdl.target<chip = "gfx950">] {
    gpu.func @scale_words(%ga: !fly.ptr<i32, global>, %gb: !fly.ptr<i32, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
      %atom0 = fly.make_mma_atom : !ms
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!ms, i32) -> !ms
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!ms, i32) -> !ms
      %cp = fly.make_copy_atom {valBits = 32 : i32} : !cp
      %l8 = fly.static : !fly.layout<8:1>
      %l4 = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i32, register>
      %a = fly.make_view(%pa, %l8) : (!fly.ptr<i32, register>, !fly.layout<8:1>) -> !W
      %gav = fly.make_view(%ga, %l8) : (!fly.ptr<i32, global>, !fly.layout<8:1>) -> !GW
      fly.copy(%cp, %gav, %a) : (!cp, !GW, !W) -> ()
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i32, register>
      %b = fly.make_view(%pb, %l8) : (!fly.ptr<i32, register>, !fly.layout<8:1>) -> !W
      %gbv = fly.make_view(%gb, %l8) : (!fly.ptr<i32, global>, !fly.layout<8:1>) -> !GW
      fly.copy(%cp, %gbv, %b) : (!cp, !GW, !W) -> ()
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %l4) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !CD
      %gcv = fly.make_view(%gc, %l4) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !GCD
      fly.copy(%cp, %gcv, %c) : (!cp, !GCD, !CD) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %l4) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !CD
      fly.gemm(%atom, %d, %a, %b, %c) : (!ms, !CD, !W, !W, !CD) -> ()
      %gdv = fly.make_view(%gd, %l4) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !GCD
      fly.copy(%cp, %d, %gdv) : (!cp, !CD, !GCD) -> ()
      gpu.return
    }
  }
}

//--- isa942.mlir
// gfx942: a one-call fly.gemm on i32 2:1 A/B is exactly one
// v_mfma_f32_16x16x32_fp8_fp8, with no scratch.
// ISA942-LABEL: gpu.binary @fp8_words
// ISA942-NOT: v_mfma
// ISA942-SAME: v_mfma_f32_16x16x32_fp8_fp8{{ }}
// ISA942-NOT: v_mfma
// ISA942-SAME: .amdhsa_private_segment_fixed_size 0\0A
!f3 = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>
!W = !fly.memref<i32, register, 2:1>
!GW = !fly.memref<i32, global, 2:1>
!CD = !fly.memref<f32, register, 4:1>
!GCD = !fly.memref<f32, global, 4:1>
!cp64 = !fly.copy_atom<!fly.universal_copy<64>, 32>
!cp = !fly.copy_atom<!fly.universal_copy<128>, 32>
module attributes {gpu.container_module} {
  gpu.module @fp8_words [#rocdl.target<chip = "gfx942">] {
    gpu.func @fp8_words(%ga: !fly.ptr<i32, global>, %gb: !fly.ptr<i32, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !f3
      %cp64 = fly.make_copy_atom {valBits = 32 : i32} : !cp64
      %cp = fly.make_copy_atom {valBits = 32 : i32} : !cp
      %l2 = fly.static : !fly.layout<2:1>
      %l4 = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}} : () -> !fly.ptr<i32, register>
      %a = fly.make_view(%pa, %l2) : (!fly.ptr<i32, register>, !fly.layout<2:1>) -> !W
      %gav = fly.make_view(%ga, %l2) : (!fly.ptr<i32, global>, !fly.layout<2:1>) -> !GW
      fly.copy(%cp64, %gav, %a) : (!cp64, !GW, !W) -> ()
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}} : () -> !fly.ptr<i32, register>
      %b = fly.make_view(%pb, %l2) : (!fly.ptr<i32, register>, !fly.layout<2:1>) -> !W
      %gbv = fly.make_view(%gb, %l2) : (!fly.ptr<i32, global>, !fly.layout<2:1>) -> !GW
      fly.copy(%cp64, %gbv, %b) : (!cp64, !GW, !W) -> ()
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %l4) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !CD
      %gcv = fly.make_view(%gc, %l4) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !GCD
      fly.copy(%cp, %gcv, %c) : (!cp, !GCD, !CD) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %l4) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !CD
      fly.gemm(%atom, %d, %a, %b, %c) : (!f3, !CD, !W, !W, !CD) -> ()
      %gdv = fly.make_view(%gd, %l4) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !GCD
      fly.copy(%cp, %d, %gdv) : (!cp, !CD, !GCD) -> ()
      gpu.return
    }
  }
}
