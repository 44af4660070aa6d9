// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl | FileCheck %s
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=ISA
// gfx1250.wmma beyond isa-wmma.mlir: 16-bit results
// (f16 x f16 -> f16 and bf16 x bf16 -> bf16 at K = 32), every fp8/bf8 pair at
// K = 64 and K = 128 with f32 and f16 results, and iu8 with its modifiers, on
// gfx1250 (wave32). The op is rocdl.wmma.<D>.16x16x<K>.<A>_<B> with the
// operand types of IntrinsicsAMDGPU.td (AMDGPUWmmaIntrinsicModsAllReuse,
// ...ModsC, ...ModsABClamp); the atom has no modC/reuse, so no attributes
// may be printed on the float ops. The instructions are v_wmma_<D>_16x16x<K>_<A>_<B>.
// (The iu4 16x16x32 atom is not here: LLVM 22's backend aborts on it.)
// D is its own fragment, stored through a fourth pointer: the rocdl-level
// checks trace A, B and C from %GA, %GB, %GC to the intrinsic's operands, in
// that order, and its result to %GD; the ISA checks require exactly one
// instruction of the atom's kind and no scratch, not register numbers.

// 16-bit accumulators: 8 values per lane, packed in 4 VGPRs.
// ISA-LABEL: gpu.binary @f16_f16 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f16_16x16x32_f16 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @f16_f16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<16xf16>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<16xf16>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf16>
// CHECK: %[[D:.*]] = rocdl.wmma.f16.16x16x32.f16 %[[VA]], %[[VB]], %[[VC]]{{(, .*)?}} : (vector<16xf16>, vector<16xf16>, vector<8xf16>) -> vector<8xf16>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @f16_f16 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @f16_f16(%ga: !fly.ptr<f16, global>, %gb: !fly.ptr<f16, global>, %gc: !fly.ptr<f16, global>, %gd: !fly.ptr<f16, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (f16, f16) -> f16, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<16:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f16, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f16, register>, !fly.layout<16:1>) -> !fly.memref<f16, register, 16:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f16, global>, !fly.layout<16:1>) -> !fly.memref<f16, global, 16:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 16>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 16>, !fly.memref<f16, global, 16:1>, !fly.memref<f16, register, 16:1>) -> ()
      %lb = fly.static : !fly.layout<16:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f16, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f16, register>, !fly.layout<16:1>) -> !fly.memref<f16, register, 16:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f16, global>, !fly.layout<16:1>) -> !fly.memref<f16, global, 16:1>
      %cpb = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 16>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 16>, !fly.memref<f16, global, 16:1>, !fly.memref<f16, register, 16:1>) -> ()
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, global, 8:1>, !fly.memref<f16, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (f16, f16) -> f16, signA = false, signB = false, clamp = false>>, !fly.memref<f16, register, 8:1>, !fly.memref<f16, register, 16:1>, !fly.memref<f16, register, 16:1>, !fly.memref<f16, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, register, 8:1>, !fly.memref<f16, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @bf16_bf16 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_bf16_16x16x32_bf16 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @bf16_bf16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<16xbf16>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<16xbf16>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xbf16>
// CHECK: %[[D:.*]] = rocdl.wmma.bf16.16x16x32.bf16 %[[VA]], %[[VB]], %[[VC]]{{(, .*)?}} : (vector<16xbf16>, vector<16xbf16>, vector<8xbf16>) -> vector<8xbf16>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @bf16_bf16 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @bf16_bf16(%ga: !fly.ptr<bf16, global>, %gb: !fly.ptr<bf16, global>, %gc: !fly.ptr<bf16, global>, %gd: !fly.ptr<bf16, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (bf16, bf16) -> bf16, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<16:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<bf16, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<bf16, register>, !fly.layout<16:1>) -> !fly.memref<bf16, register, 16:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<bf16, global>, !fly.layout<16:1>) -> !fly.memref<bf16, global, 16:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 16>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 16>, !fly.memref<bf16, global, 16:1>, !fly.memref<bf16, register, 16:1>) -> ()
      %lb = fly.static : !fly.layout<16:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<bf16, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<bf16, register>, !fly.layout<16:1>) -> !fly.memref<bf16, register, 16:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<bf16, global>, !fly.layout<16:1>) -> !fly.memref<bf16, global, 16:1>
      %cpb = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 16>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 16>, !fly.memref<bf16, global, 16:1>, !fly.memref<bf16, register, 16:1>) -> ()
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<bf16, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<bf16, register>, !fly.layout<8:1>) -> !fly.memref<bf16, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<bf16, global>, !fly.layout<8:1>) -> !fly.memref<bf16, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, global, 8:1>, !fly.memref<bf16, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<bf16, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<bf16, register>, !fly.layout<8:1>) -> !fly.memref<bf16, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<bf16, global>, !fly.layout<8:1>) -> !fly.memref<bf16, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (bf16, bf16) -> bf16, signA = false, signB = false, clamp = false>>, !fly.memref<bf16, register, 8:1>, !fly.memref<bf16, register, 16:1>, !fly.memref<bf16, register, 16:1>, !fly.memref<bf16, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, register, 8:1>, !fly.memref<bf16, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// fp8 (f8E4M3FN) / bf8 (f8E5M2) pairs, A first in the name; K = 64: 32
// bytes per lane = vector<8xi32>, K = 128: vector<16xi32>.
// ISA-LABEL: gpu.binary @fp8_bf8_k64_f32 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f32_16x16x64_fp8_bf8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @fp8_bf8_k64_f32(
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
// CHECK: %[[D:.*]] = rocdl.wmma.f32.16x16x64.fp8_bf8 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<8xi32>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @fp8_bf8_k64_f32 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @fp8_bf8_k64_f32(%ga: !fly.ptr<f8E4M3FN, global>, %gb: !fly.ptr<f8E5M2, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E4M3FN, f8E5M2) -> f32, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<32:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, register, 32:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, global, 32:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E4M3FN, global, 32:1>, !fly.memref<f8E4M3FN, register, 32:1>) -> ()
      %lb = fly.static : !fly.layout<32:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E5M2, register>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, register, 32:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E5M2, global>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, global, 32:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E5M2, global, 32:1>, !fly.memref<f8E5M2, register, 32:1>) -> ()
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E4M3FN, f8E5M2) -> f32, signA = false, signB = false, clamp = false>>, !fly.memref<f32, register, 8:1>, !fly.memref<f8E4M3FN, register, 32:1>, !fly.memref<f8E5M2, register, 32:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @bf8_fp8_k64_f32 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f32_16x16x64_bf8_fp8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @bf8_fp8_k64_f32(
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
// CHECK: %[[D:.*]] = rocdl.wmma.f32.16x16x64.bf8_fp8 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<8xi32>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @bf8_fp8_k64_f32 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @bf8_fp8_k64_f32(%ga: !fly.ptr<f8E5M2, global>, %gb: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E5M2, f8E4M3FN) -> f32, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<32:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2, register>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, register, 32:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2, global>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, global, 32:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E5M2, global, 32:1>, !fly.memref<f8E5M2, register, 32:1>) -> ()
      %lb = fly.static : !fly.layout<32:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, register, 32:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, global, 32:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E4M3FN, global, 32:1>, !fly.memref<f8E4M3FN, register, 32:1>) -> ()
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E5M2, f8E4M3FN) -> f32, signA = false, signB = false, clamp = false>>, !fly.memref<f32, register, 8:1>, !fly.memref<f8E5M2, register, 32:1>, !fly.memref<f8E4M3FN, register, 32:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @bf8_bf8_k64_f32 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f32_16x16x64_bf8_bf8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @bf8_bf8_k64_f32(
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
// CHECK: %[[D:.*]] = rocdl.wmma.f32.16x16x64.bf8_bf8 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<8xi32>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @bf8_bf8_k64_f32 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @bf8_bf8_k64_f32(%ga: !fly.ptr<f8E5M2, global>, %gb: !fly.ptr<f8E5M2, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E5M2, f8E5M2) -> f32, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<32:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2, register>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, register, 32:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2, global>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, global, 32:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E5M2, global, 32:1>, !fly.memref<f8E5M2, register, 32:1>) -> ()
      %lb = fly.static : !fly.layout<32:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E5M2, register>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, register, 32:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E5M2, global>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, global, 32:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E5M2, global, 32:1>, !fly.memref<f8E5M2, register, 32:1>) -> ()
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E5M2, f8E5M2) -> f32, signA = false, signB = false, clamp = false>>, !fly.memref<f32, register, 8:1>, !fly.memref<f8E5M2, register, 32:1>, !fly.memref<f8E5M2, register, 32:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @fp8_fp8_k64_f16 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f16_16x16x64_fp8_fp8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @fp8_fp8_k64_f16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<32xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<32xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf16>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<32xi8> to vector<8xi32>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<32xi8> to vector<8xi32>
// CHECK: %[[D:.*]] = rocdl.wmma.f16.16x16x64.fp8_fp8 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<8xi32>, vector<8xi32>, vector<8xf16>) -> vector<8xf16>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @fp8_fp8_k64_f16 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @fp8_fp8_k64_f16(%ga: !fly.ptr<f8E4M3FN, global>, %gb: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f16, global>, %gd: !fly.ptr<f16, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E4M3FN, f8E4M3FN) -> f16, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<32:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, register, 32:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, global, 32:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E4M3FN, global, 32:1>, !fly.memref<f8E4M3FN, register, 32:1>) -> ()
      %lb = fly.static : !fly.layout<32:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, register, 32:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, global, 32:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E4M3FN, global, 32:1>, !fly.memref<f8E4M3FN, register, 32:1>) -> ()
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, global, 8:1>, !fly.memref<f16, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E4M3FN, f8E4M3FN) -> f16, signA = false, signB = false, clamp = false>>, !fly.memref<f16, register, 8:1>, !fly.memref<f8E4M3FN, register, 32:1>, !fly.memref<f8E4M3FN, register, 32:1>, !fly.memref<f16, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, register, 8:1>, !fly.memref<f16, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @fp8_bf8_k64_f16 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f16_16x16x64_fp8_bf8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @fp8_bf8_k64_f16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<32xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<32xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf16>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<32xi8> to vector<8xi32>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<32xi8> to vector<8xi32>
// CHECK: %[[D:.*]] = rocdl.wmma.f16.16x16x64.fp8_bf8 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<8xi32>, vector<8xi32>, vector<8xf16>) -> vector<8xf16>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @fp8_bf8_k64_f16 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @fp8_bf8_k64_f16(%ga: !fly.ptr<f8E4M3FN, global>, %gb: !fly.ptr<f8E5M2, global>, %gc: !fly.ptr<f16, global>, %gd: !fly.ptr<f16, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E4M3FN, f8E5M2) -> f16, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<32:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, register, 32:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, global, 32:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E4M3FN, global, 32:1>, !fly.memref<f8E4M3FN, register, 32:1>) -> ()
      %lb = fly.static : !fly.layout<32:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E5M2, register>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, register, 32:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E5M2, global>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, global, 32:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E5M2, global, 32:1>, !fly.memref<f8E5M2, register, 32:1>) -> ()
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, global, 8:1>, !fly.memref<f16, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E4M3FN, f8E5M2) -> f16, signA = false, signB = false, clamp = false>>, !fly.memref<f16, register, 8:1>, !fly.memref<f8E4M3FN, register, 32:1>, !fly.memref<f8E5M2, register, 32:1>, !fly.memref<f16, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, register, 8:1>, !fly.memref<f16, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @bf8_fp8_k64_f16 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f16_16x16x64_bf8_fp8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @bf8_fp8_k64_f16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<32xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<32xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf16>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<32xi8> to vector<8xi32>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<32xi8> to vector<8xi32>
// CHECK: %[[D:.*]] = rocdl.wmma.f16.16x16x64.bf8_fp8 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<8xi32>, vector<8xi32>, vector<8xf16>) -> vector<8xf16>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @bf8_fp8_k64_f16 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @bf8_fp8_k64_f16(%ga: !fly.ptr<f8E5M2, global>, %gb: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f16, global>, %gd: !fly.ptr<f16, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E5M2, f8E4M3FN) -> f16, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<32:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2, register>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, register, 32:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2, global>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, global, 32:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E5M2, global, 32:1>, !fly.memref<f8E5M2, register, 32:1>) -> ()
      %lb = fly.static : !fly.layout<32:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, register, 32:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<32:1>) -> !fly.memref<f8E4M3FN, global, 32:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E4M3FN, global, 32:1>, !fly.memref<f8E4M3FN, register, 32:1>) -> ()
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, global, 8:1>, !fly.memref<f16, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E5M2, f8E4M3FN) -> f16, signA = false, signB = false, clamp = false>>, !fly.memref<f16, register, 8:1>, !fly.memref<f8E5M2, register, 32:1>, !fly.memref<f8E4M3FN, register, 32:1>, !fly.memref<f16, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, register, 8:1>, !fly.memref<f16, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @bf8_bf8_k64_f16 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f16_16x16x64_bf8_bf8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @bf8_bf8_k64_f16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<32xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<32xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf16>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<32xi8> to vector<8xi32>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<32xi8> to vector<8xi32>
// CHECK: %[[D:.*]] = rocdl.wmma.f16.16x16x64.bf8_bf8 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<8xi32>, vector<8xi32>, vector<8xf16>) -> vector<8xf16>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @bf8_bf8_k64_f16 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @bf8_bf8_k64_f16(%ga: !fly.ptr<f8E5M2, global>, %gb: !fly.ptr<f8E5M2, global>, %gc: !fly.ptr<f16, global>, %gd: !fly.ptr<f16, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E5M2, f8E5M2) -> f16, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<32:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2, register>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, register, 32:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2, global>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, global, 32:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E5M2, global, 32:1>, !fly.memref<f8E5M2, register, 32:1>) -> ()
      %lb = fly.static : !fly.layout<32:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E5M2, register>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, register, 32:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E5M2, global>, !fly.layout<32:1>) -> !fly.memref<f8E5M2, global, 32:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<f8E5M2, global, 32:1>, !fly.memref<f8E5M2, register, 32:1>) -> ()
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, global, 8:1>, !fly.memref<f16, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (f8E5M2, f8E5M2) -> f16, signA = false, signB = false, clamp = false>>, !fly.memref<f16, register, 8:1>, !fly.memref<f8E5M2, register, 32:1>, !fly.memref<f8E5M2, register, 32:1>, !fly.memref<f16, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, register, 8:1>, !fly.memref<f16, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @fp8_fp8_k128_f32 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f32_16x16x128_fp8_fp8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @fp8_fp8_k128_f32(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
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
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<64xi8> to vector<16xi32>
// CHECK: %[[D:.*]] = rocdl.wmma.f32.16x16x128.fp8_fp8 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<16xi32>, vector<16xi32>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @fp8_fp8_k128_f32 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @fp8_fp8_k128_f32(%ga: !fly.ptr<f8E4M3FN, global>, %gb: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<64:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, register, 64:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, global, 64:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E4M3FN, global, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>) -> ()
      %lb = fly.static : !fly.layout<64:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, register, 64:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, global, 64:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E4M3FN, global, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>) -> ()
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, signA = false, signB = false, clamp = false>>, !fly.memref<f32, register, 8:1>, !fly.memref<f8E4M3FN, register, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @fp8_bf8_k128_f32 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f32_16x16x128_fp8_bf8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @fp8_bf8_k128_f32(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
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
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<64xi8> to vector<16xi32>
// CHECK: %[[D:.*]] = rocdl.wmma.f32.16x16x128.fp8_bf8 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<16xi32>, vector<16xi32>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @fp8_bf8_k128_f32 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @fp8_bf8_k128_f32(%ga: !fly.ptr<f8E4M3FN, global>, %gb: !fly.ptr<f8E5M2, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E4M3FN, f8E5M2) -> f32, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<64:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, register, 64:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, global, 64:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E4M3FN, global, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>) -> ()
      %lb = fly.static : !fly.layout<64:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E5M2, register>, !fly.layout<64:1>) -> !fly.memref<f8E5M2, register, 64:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E5M2, global>, !fly.layout<64:1>) -> !fly.memref<f8E5M2, global, 64:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E5M2, global, 64:1>, !fly.memref<f8E5M2, register, 64:1>) -> ()
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E4M3FN, f8E5M2) -> f32, signA = false, signB = false, clamp = false>>, !fly.memref<f32, register, 8:1>, !fly.memref<f8E4M3FN, register, 64:1>, !fly.memref<f8E5M2, register, 64:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @bf8_fp8_k128_f32 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f32_16x16x128_bf8_fp8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @bf8_fp8_k128_f32(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
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
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<64xi8> to vector<16xi32>
// CHECK: %[[D:.*]] = rocdl.wmma.f32.16x16x128.bf8_fp8 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<16xi32>, vector<16xi32>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @bf8_fp8_k128_f32 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @bf8_fp8_k128_f32(%ga: !fly.ptr<f8E5M2, global>, %gb: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E5M2, f8E4M3FN) -> f32, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<64:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2, register>, !fly.layout<64:1>) -> !fly.memref<f8E5M2, register, 64:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2, global>, !fly.layout<64:1>) -> !fly.memref<f8E5M2, global, 64:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E5M2, global, 64:1>, !fly.memref<f8E5M2, register, 64:1>) -> ()
      %lb = fly.static : !fly.layout<64:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, register, 64:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, global, 64:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E4M3FN, global, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>) -> ()
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E5M2, f8E4M3FN) -> f32, signA = false, signB = false, clamp = false>>, !fly.memref<f32, register, 8:1>, !fly.memref<f8E5M2, register, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @bf8_bf8_k128_f32 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f32_16x16x128_bf8_bf8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @bf8_bf8_k128_f32(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
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
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<64xi8> to vector<16xi32>
// CHECK: %[[D:.*]] = rocdl.wmma.f32.16x16x128.bf8_bf8 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<16xi32>, vector<16xi32>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @bf8_bf8_k128_f32 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @bf8_bf8_k128_f32(%ga: !fly.ptr<f8E5M2, global>, %gb: !fly.ptr<f8E5M2, global>, %gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E5M2, f8E5M2) -> f32, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<64:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2, register>, !fly.layout<64:1>) -> !fly.memref<f8E5M2, register, 64:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2, global>, !fly.layout<64:1>) -> !fly.memref<f8E5M2, global, 64:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E5M2, global, 64:1>, !fly.memref<f8E5M2, register, 64:1>) -> ()
      %lb = fly.static : !fly.layout<64:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E5M2, register>, !fly.layout<64:1>) -> !fly.memref<f8E5M2, register, 64:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E5M2, global>, !fly.layout<64:1>) -> !fly.memref<f8E5M2, global, 64:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E5M2, global, 64:1>, !fly.memref<f8E5M2, register, 64:1>) -> ()
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, global, 8:1>, !fly.memref<f32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E5M2, f8E5M2) -> f32, signA = false, signB = false, clamp = false>>, !fly.memref<f32, register, 8:1>, !fly.memref<f8E5M2, register, 64:1>, !fly.memref<f8E5M2, register, 64:1>, !fly.memref<f32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @fp8_fp8_k128_f16 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f16_16x16x128_fp8_fp8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @fp8_fp8_k128_f16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<64xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<64xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf16>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<64xi8> to vector<16xi32>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<64xi8> to vector<16xi32>
// CHECK: %[[D:.*]] = rocdl.wmma.f16.16x16x128.fp8_fp8 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<16xi32>, vector<16xi32>, vector<8xf16>) -> vector<8xf16>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @fp8_fp8_k128_f16 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @fp8_fp8_k128_f16(%ga: !fly.ptr<f8E4M3FN, global>, %gb: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f16, global>, %gd: !fly.ptr<f16, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E4M3FN, f8E4M3FN) -> f16, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<64:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, register, 64:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, global, 64:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E4M3FN, global, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>) -> ()
      %lb = fly.static : !fly.layout<64:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, register, 64:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, global, 64:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E4M3FN, global, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>) -> ()
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, global, 8:1>, !fly.memref<f16, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E4M3FN, f8E4M3FN) -> f16, signA = false, signB = false, clamp = false>>, !fly.memref<f16, register, 8:1>, !fly.memref<f8E4M3FN, register, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>, !fly.memref<f16, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, register, 8:1>, !fly.memref<f16, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @fp8_bf8_k128_f16 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f16_16x16x128_fp8_bf8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @fp8_bf8_k128_f16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<64xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<64xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf16>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<64xi8> to vector<16xi32>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<64xi8> to vector<16xi32>
// CHECK: %[[D:.*]] = rocdl.wmma.f16.16x16x128.fp8_bf8 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<16xi32>, vector<16xi32>, vector<8xf16>) -> vector<8xf16>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @fp8_bf8_k128_f16 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @fp8_bf8_k128_f16(%ga: !fly.ptr<f8E4M3FN, global>, %gb: !fly.ptr<f8E5M2, global>, %gc: !fly.ptr<f16, global>, %gd: !fly.ptr<f16, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E4M3FN, f8E5M2) -> f16, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<64:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, register, 64:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, global, 64:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E4M3FN, global, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>) -> ()
      %lb = fly.static : !fly.layout<64:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E5M2, register>, !fly.layout<64:1>) -> !fly.memref<f8E5M2, register, 64:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E5M2, global>, !fly.layout<64:1>) -> !fly.memref<f8E5M2, global, 64:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E5M2, global, 64:1>, !fly.memref<f8E5M2, register, 64:1>) -> ()
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, global, 8:1>, !fly.memref<f16, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E4M3FN, f8E5M2) -> f16, signA = false, signB = false, clamp = false>>, !fly.memref<f16, register, 8:1>, !fly.memref<f8E4M3FN, register, 64:1>, !fly.memref<f8E5M2, register, 64:1>, !fly.memref<f16, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, register, 8:1>, !fly.memref<f16, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @bf8_fp8_k128_f16 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f16_16x16x128_bf8_fp8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @bf8_fp8_k128_f16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<64xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<64xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf16>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<64xi8> to vector<16xi32>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<64xi8> to vector<16xi32>
// CHECK: %[[D:.*]] = rocdl.wmma.f16.16x16x128.bf8_fp8 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<16xi32>, vector<16xi32>, vector<8xf16>) -> vector<8xf16>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @bf8_fp8_k128_f16 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @bf8_fp8_k128_f16(%ga: !fly.ptr<f8E5M2, global>, %gb: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f16, global>, %gd: !fly.ptr<f16, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E5M2, f8E4M3FN) -> f16, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<64:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2, register>, !fly.layout<64:1>) -> !fly.memref<f8E5M2, register, 64:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2, global>, !fly.layout<64:1>) -> !fly.memref<f8E5M2, global, 64:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E5M2, global, 64:1>, !fly.memref<f8E5M2, register, 64:1>) -> ()
      %lb = fly.static : !fly.layout<64:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, register, 64:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<64:1>) -> !fly.memref<f8E4M3FN, global, 64:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E4M3FN, global, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>) -> ()
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, global, 8:1>, !fly.memref<f16, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E5M2, f8E4M3FN) -> f16, signA = false, signB = false, clamp = false>>, !fly.memref<f16, register, 8:1>, !fly.memref<f8E5M2, register, 64:1>, !fly.memref<f8E4M3FN, register, 64:1>, !fly.memref<f16, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, register, 8:1>, !fly.memref<f16, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// ISA-LABEL: gpu.binary @bf8_bf8_k128_f16 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_f16_16x16x128_bf8_bf8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @bf8_bf8_k128_f16(
// CHECK-SAME: %[[GA:[a-z0-9]+]]: !llvm.ptr<1>, %[[GB:[a-z0-9]+]]: !llvm.ptr<1>, %[[GC:[a-z0-9]+]]: !llvm.ptr<1>, %[[GD:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[LA:.*]] = llvm.load %[[GA]]
// CHECK-NEXT: llvm.store %[[LA]], %[[RA:[0-9]+]]
// CHECK: %[[LB:.*]] = llvm.load %[[GB]]
// CHECK-NEXT: llvm.store %[[LB]], %[[RB:[0-9]+]]
// CHECK: %[[LC:.*]] = llvm.load %[[GC]]
// CHECK-NEXT: llvm.store %[[LC]], %[[RC:[0-9]+]]
// CHECK: %[[VA:.*]] = llvm.load %[[RA]] {{.*}} -> vector<64xi8>
// CHECK: %[[VB:.*]] = llvm.load %[[RB]] {{.*}} -> vector<64xi8>
// CHECK: %[[VC:.*]] = llvm.load %[[RC]] {{.*}} -> vector<8xf16>
// CHECK: %[[A:.*]] = llvm.bitcast %[[VA]] : vector<64xi8> to vector<16xi32>
// CHECK: %[[B:.*]] = llvm.bitcast %[[VB]] : vector<64xi8> to vector<16xi32>
// CHECK: %[[D:.*]] = rocdl.wmma.f16.16x16x128.bf8_bf8 %[[A]], %[[B]], %[[VC]]{{(, .*)?}} : (vector<16xi32>, vector<16xi32>, vector<8xf16>) -> vector<8xf16>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @bf8_bf8_k128_f16 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @bf8_bf8_k128_f16(%ga: !fly.ptr<f8E5M2, global>, %gb: !fly.ptr<f8E5M2, global>, %gc: !fly.ptr<f16, global>, %gd: !fly.ptr<f16, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E5M2, f8E5M2) -> f16, signA = false, signB = false, clamp = false>>
      %la = fly.static : !fly.layout<64:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2, register>, !fly.layout<64:1>) -> !fly.memref<f8E5M2, register, 64:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2, global>, !fly.layout<64:1>) -> !fly.memref<f8E5M2, global, 64:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E5M2, global, 64:1>, !fly.memref<f8E5M2, register, 64:1>) -> ()
      %lb = fly.static : !fly.layout<64:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<f8E5M2, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<f8E5M2, register>, !fly.layout<64:1>) -> !fly.memref<f8E5M2, register, 64:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<f8E5M2, global>, !fly.layout<64:1>) -> !fly.memref<f8E5M2, global, 64:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<512>, 8>, !fly.memref<f8E5M2, global, 64:1>, !fly.memref<f8E5M2, register, 64:1>) -> ()
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, global, 8:1>, !fly.memref<f16, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x128, (f8E5M2, f8E5M2) -> f16, signA = false, signB = false, clamp = false>>, !fly.memref<f16, register, 8:1>, !fly.memref<f8E5M2, register, 64:1>, !fly.memref<f8E5M2, register, 64:1>, !fly.memref<f16, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, register, 8:1>, !fly.memref<f16, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// iu8 with both signs and clamp (ROCDL_WMMA_ModsABClamp_IntrOp).
// ISA-LABEL: gpu.binary @iu8_signs_clamp [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-SAME: v_wmma_i32_16x16x64_iu8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] neg_lo:[1,1,0] clamp\0A
// ISA-NOT: v_wmma
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// CHECK-LABEL: gpu.func @iu8_signs_clamp(
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
// CHECK: %[[D:.*]] = rocdl.wmma.i32.16x16x64.iu8 %[[A]], %[[B]], %[[VC]]{{.*}} {clamp = true, signA = true, signB = true} : (vector<8xi32>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
// CHECK-NEXT: llvm.store %[[D]], %[[RD:[0-9]+]]
// CHECK: %[[LD:.*]] = llvm.load %[[RD]]
// CHECK-NEXT: llvm.store %[[LD]], %[[GD]]
module attributes {gpu.container_module} {
  gpu.module @iu8_signs_clamp [#rocdl.target<chip = "gfx1250">] {
    gpu.func @iu8_signs_clamp(%ga: !fly.ptr<i8, global>, %gb: !fly.ptr<i8, global>, %gc: !fly.ptr<i32, global>, %gd: !fly.ptr<i32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (i8, i8) -> i32, signA = true, signB = true, clamp = true>>
      %la = fly.static : !fly.layout<32:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<i8, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<i8, register>, !fly.layout<32:1>) -> !fly.memref<i8, register, 32:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<i8, global>, !fly.layout<32:1>) -> !fly.memref<i8, global, 32:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<i8, global, 32:1>, !fly.memref<i8, register, 32:1>) -> ()
      %lb = fly.static : !fly.layout<32:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<i8, register>
      %b = fly.make_view(%pb, %lb) : (!fly.ptr<i8, register>, !fly.layout<32:1>) -> !fly.memref<i8, register, 32:1>
      %gbv = fly.make_view(%gb, %lb) : (!fly.ptr<i8, global>, !fly.layout<32:1>) -> !fly.memref<i8, global, 32:1>
      %cpb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 8>
      fly.copy_atom_call(%cpb, %gbv, %b) : (!fly.copy_atom<!fly.universal_copy<256>, 8>, !fly.memref<i8, global, 32:1>, !fly.memref<i8, register, 32:1>) -> ()
      %lc = fly.static : !fly.layout<8:1>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<i32, register>, !fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<i32, global>, !fly.layout<8:1>) -> !fly.memref<i32, global, 8:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<256>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<i32, global, 8:1>, !fly.memref<i32, register, 8:1>) -> ()
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<i32, register>, !fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<i32, global>, !fly.layout<8:1>) -> !fly.memref<i32, global, 8:1>
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x64, (i8, i8) -> i32, signA = true, signB = true, clamp = true>>, !fly.memref<i32, register, 8:1>, !fly.memref<i8, register, 32:1>, !fly.memref<i8, register, 32:1>, !fly.memref<i32, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<256>, 32>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, global, 8:1>) -> ()
      gpu.return
    }
  }
}
