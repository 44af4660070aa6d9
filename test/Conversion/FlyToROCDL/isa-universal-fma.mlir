// RUN: fly-opt %s --fly-lower-to-rocdl=chip=gfx942 | FileCheck %s --check-prefix=ROCDL
// RUN: fly-opt %s --fly-lower-to-llvm=chip=gfx942 | FileCheck %s --check-prefix=LLVM
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=isa" | FileCheck %s --check-prefix=ISA
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=isa" | FileCheck %s --check-prefix=NOMUL
// A fly.gemm with the universal FMA atom on register fragments, through the
// whole pipeline (issue 13 A5): a (1,1,4) and b (1,1,4) are four K steps of
// one element each, c and d (1,1,1) one accumulator, so the gemm is a chain
// of four dependent calls, d = a0*b0 + c, then d = ak*bk + d (CuTe's
// accumulation). fly-convert-atom-call-to-ssa-form turns each call into
// fly.mma_atom_call_ssa on vector<1xf32>, which lowers to llvm.intr.fma: one
// rounding, so the backend must emit a fused instruction. A, B, C come from
// three distinct global buffers and D goes to a fourth, so nothing folds.
//
// At the rocdl level the four fmas take (a[k], b[k], previous) in that
// order, a[k] from the vector loaded from %A, b[k] from the one from %B, the
// first accumulator from %C, and the last result is stored to %D.
// ROCDL-LABEL: llvm.func @fma_chain(
// ROCDL-SAME: %[[A:[a-z0-9]+]]: !llvm.ptr<1>, %[[B:[a-z0-9]+]]: !llvm.ptr<1>, %[[C:[a-z0-9]+]]: !llvm.ptr<1>, %[[D:[a-z0-9]+]]: !llvm.ptr<1>)
// ROCDL-DAG: %[[VA:.*]] = llvm.load %[[A]] {{.*}} -> vector<4xf32>
// ROCDL-DAG: %[[VB:.*]] = llvm.load %[[B]] {{.*}} -> vector<4xf32>
// ROCDL-DAG: %[[VC:.*]] = llvm.load %[[C]] {{.*}} -> vector<1xf32>
// ROCDL: %[[A0:.*]] = vector.extract_strided_slice %[[VA]] {offsets = [0], sizes = [1], strides = [1]}
// ROCDL: %[[B0:.*]] = vector.extract_strided_slice %[[VB]] {offsets = [0], sizes = [1], strides = [1]}
// ROCDL: %[[XA0:.*]] = llvm.extractelement %[[A0]]
// ROCDL: %[[XB0:.*]] = llvm.extractelement %[[B0]]
// ROCDL: %[[XC:.*]] = llvm.extractelement %[[VC]]
// ROCDL: %[[F0:.*]] = llvm.intr.fma(%[[XA0]], %[[XB0]], %[[XC]]) : (f32, f32, f32) -> f32
// ROCDL: %[[D0:.*]] = llvm.insertelement %[[F0]]
// ROCDL: %[[A1:.*]] = vector.extract_strided_slice %[[VA]] {offsets = [1], sizes = [1], strides = [1]}
// ROCDL: %[[B1:.*]] = vector.extract_strided_slice %[[VB]] {offsets = [1], sizes = [1], strides = [1]}
// ROCDL: %[[XA1:.*]] = llvm.extractelement %[[A1]]
// ROCDL: %[[XB1:.*]] = llvm.extractelement %[[B1]]
// ROCDL: %[[XD0:.*]] = llvm.extractelement %[[D0]]
// ROCDL: %[[F1:.*]] = llvm.intr.fma(%[[XA1]], %[[XB1]], %[[XD0]])
// ROCDL: %[[D1:.*]] = llvm.insertelement %[[F1]]
// ROCDL: vector.extract_strided_slice %[[VA]] {offsets = [2], sizes = [1], strides = [1]}
// ROCDL: %[[XD1:.*]] = llvm.extractelement %[[D1]]
// ROCDL: %[[F2:.*]] = llvm.intr.fma(%{{.*}}, %{{.*}}, %[[XD1]])
// ROCDL: %[[D2:.*]] = llvm.insertelement %[[F2]]
// ROCDL: vector.extract_strided_slice %[[VA]] {offsets = [3], sizes = [1], strides = [1]}
// ROCDL: %[[XD2:.*]] = llvm.extractelement %[[D2]]
// ROCDL: %[[F3:.*]] = llvm.intr.fma(%{{.*}}, %{{.*}}, %[[XD2]])
// ROCDL: %[[D3:.*]] = llvm.insertelement %[[F3]]
// ROCDL: llvm.store %[[D3]], %[[D]]
// ROCDL-NOT: fly.
// ROCDL-NOT: llvm.fmul
// ROCDL-NOT: llvm.fadd
//
// After the LLVM conversions: everything in the LLVM dialect, four fmas and no separate multiply
// or add.
// LLVM-LABEL: llvm.func @fma_chain(
// LLVM-COUNT-4: llvm.intr.fma
// LLVM-NOT: llvm.intr.fma
// LLVM-NOT: llvm.fmul
// LLVM-NOT: llvm.fadd
// LLVM: llvm.return
//
// In the assembly, exactly four fused f32 multiply-adds (v_fma_f32 or its
// two-address form v_fmac_f32; a dependent chain, so none is packed), no
// v_mul_f32 / v_add_f32 pair (prefix NOMUL, over the whole kernel), and no
// scratch.
// ISA-LABEL: gpu.binary @fma_chain
// ISA-SAME: {{v_fmac?_f32}}
// ISA-SAME: {{v_fmac?_f32}}
// ISA-SAME: {{v_fmac?_f32}}
// ISA-SAME: {{v_fmac?_f32}}
// ISA-NOT: {{v_fmac?_f32}}
// ISA-SAME: s_endpgm
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// NOMUL-LABEL: gpu.binary @fma_chain
// NOMUL-NOT: v_mul_f32
// NOMUL-NOT: v_add_f32
// NOMUL-NOT: v_pk_
// NOMUL-SAME: s_endpgm
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!AB = !fly.memref<f32, register, (1,1,4):(0,0,1)>
!CD = !fly.memref<f32, register, (1,1,1):(0,0,0)>
module attributes {gpu.container_module} {
  gpu.module @fma_chain {
    gpu.func @fma_chain(%pa: !fly.ptr<f32, global>, %pb: !fly.ptr<f32, global>, %pc: !fly.ptr<f32, global>, %pd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fma
      %lab = fly.static : !fly.layout<(1,1,4):(0,0,1)>
      %lcd = fly.static : !fly.layout<(1,1,1):(0,0,0)>
      %ra = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %rb = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %rc = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %rd = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %va = fly.ptr.load(%pa) : (!fly.ptr<f32, global>) -> vector<4xf32>
      %vb = fly.ptr.load(%pb) : (!fly.ptr<f32, global>) -> vector<4xf32>
      %vc = fly.ptr.load(%pc) : (!fly.ptr<f32, global>) -> vector<1xf32>
      fly.ptr.store(%va, %ra) : (vector<4xf32>, !fly.ptr<f32, register>) -> ()
      fly.ptr.store(%vb, %rb) : (vector<4xf32>, !fly.ptr<f32, register>) -> ()
      fly.ptr.store(%vc, %rc) : (vector<1xf32>, !fly.ptr<f32, register>) -> ()
      %a = fly.make_view(%ra, %lab) : (!fly.ptr<f32, register>, !fly.layout<(1,1,4):(0,0,1)>) -> !AB
      %b = fly.make_view(%rb, %lab) : (!fly.ptr<f32, register>, !fly.layout<(1,1,4):(0,0,1)>) -> !AB
      %c = fly.make_view(%rc, %lcd) : (!fly.ptr<f32, register>, !fly.layout<(1,1,1):(0,0,0)>) -> !CD
      %d = fly.make_view(%rd, %lcd) : (!fly.ptr<f32, register>, !fly.layout<(1,1,1):(0,0,0)>) -> !CD
      fly.gemm(%atom, %d, %a, %b, %c) : (!fma, !CD, !AB, !AB, !CD) -> ()
      %vd = fly.ptr.load(%rd) : (!fly.ptr<f32, register>) -> vector<1xf32>
      fly.ptr.store(%vd, %pd) : (vector<1xf32>, !fly.ptr<f32, global>) -> ()
      gpu.return
    }
  }
}
