// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s
// ISA test of the CDNA MFMA atoms (issue 5): each module loads one lane's A
// and C fragments from global memory, calls the atom, stores D, and is
// compiled by LLVM 22's AMDGPU backend to assembly. The instruction names are
// the ISA's; each kernel must use the atom's instruction and no scratch
// (private_segment_fixed_size 0: the fragments stay in registers).

// CHECK: gpu.binary @f32_16x16x4 [#gpu.object<#rocdl.target<chip = "gfx942">{{.*}}v_mfma_f32_16x16x4_f32 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @f32_16x16x4 [#rocdl.target<chip = "gfx942">] {
    gpu.func @f32_16x16x4(%ga: !fly.ptr<f32, global>, %gc: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>>
      %la = fly.static : !fly.layout<1:1>
      %lc = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !fly.memref<f32, global, 1:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK: gpu.binary @f32_32x32x2 [#gpu.object<#rocdl.target<chip = "gfx942">{{.*}}v_mfma_f32_32x32x2_f32 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @f32_32x32x2 [#rocdl.target<chip = "gfx942">] {
    gpu.func @f32_32x32x2(%ga: !fly.ptr<f32, global>, %gc: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x2, (f32, f32) -> f32>>
      %la = fly.static : !fly.layout<1:1>
      %lc = fly.static : !fly.layout<16:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !fly.memref<f32, global, 1:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpa = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x2, (f32, f32) -> f32>>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK: gpu.binary @f16_16x16x16 [#gpu.object<#rocdl.target<chip = "gfx942">{{.*}}v_mfma_f32_16x16x16_f16 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @f16_16x16x16 [#rocdl.target<chip = "gfx942">] {
    gpu.func @f16_16x16x16(%ga: !fly.ptr<f16, global>, %gc: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>
      %la = fly.static : !fly.layout<4:1>
      %lc = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f16, register, 4:1>, !fly.memref<f16, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK: gpu.binary @f16_32x32x8 [#gpu.object<#rocdl.target<chip = "gfx942">{{.*}}v_mfma_f32_32x32x8_f16 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @f16_32x32x8 [#rocdl.target<chip = "gfx942">] {
    gpu.func @f16_32x32x8(%ga: !fly.ptr<f16, global>, %gc: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x8, (f16, f16) -> f32>>
      %la = fly.static : !fly.layout<4:1>
      %lc = fly.static : !fly.layout<16:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x8, (f16, f16) -> f32>>, !fly.memref<f32, register, 16:1>, !fly.memref<f16, register, 4:1>, !fly.memref<f16, register, 4:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK: gpu.binary @bf16_16x16x16 [#gpu.object<#rocdl.target<chip = "gfx942">{{.*}}v_mfma_f32_16x16x16_bf16 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @bf16_16x16x16 [#rocdl.target<chip = "gfx942">] {
    gpu.func @bf16_16x16x16(%ga: !fly.ptr<bf16, global>, %gc: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>
      %la = fly.static : !fly.layout<4:1>
      %lc = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<bf16, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<bf16, register>, !fly.layout<4:1>) -> !fly.memref<bf16, register, 4:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<bf16, global>, !fly.layout<4:1>) -> !fly.memref<bf16, global, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<bf16, global, 4:1>, !fly.memref<bf16, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<bf16, register, 4:1>, !fly.memref<bf16, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK: gpu.binary @bf16_32x32x8 [#gpu.object<#rocdl.target<chip = "gfx942">{{.*}}v_mfma_f32_32x32x8_bf16 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @bf16_32x32x8 [#rocdl.target<chip = "gfx942">] {
    gpu.func @bf16_32x32x8(%ga: !fly.ptr<bf16, global>, %gc: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x8, (bf16, bf16) -> f32>>
      %la = fly.static : !fly.layout<4:1>
      %lc = fly.static : !fly.layout<16:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<bf16, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<bf16, register>, !fly.layout<4:1>) -> !fly.memref<bf16, register, 4:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<bf16, global>, !fly.layout<4:1>) -> !fly.memref<bf16, global, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<bf16, global, 4:1>, !fly.memref<bf16, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x8, (bf16, bf16) -> f32>>, !fly.memref<f32, register, 16:1>, !fly.memref<bf16, register, 4:1>, !fly.memref<bf16, register, 4:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK: gpu.binary @fp8_16x16x32 [#gpu.object<#rocdl.target<chip = "gfx942">{{.*}}v_mfma_f32_16x16x32_fp8_fp8 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @fp8_16x16x32 [#rocdl.target<chip = "gfx942">] {
    gpu.func @fp8_16x16x32(%ga: !fly.ptr<f8E4M3FNUZ, global>, %gc: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %lc = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E4M3FNUZ, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FNUZ, register>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FNUZ, global>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FNUZ, global, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E4M3FNUZ, global, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK: gpu.binary @i8_16x16x32 [#gpu.object<#rocdl.target<chip = "gfx942">{{.*}}v_mfma_i32_16x16x32_i8 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @i8_16x16x32 [#rocdl.target<chip = "gfx942">] {
    gpu.func @i8_16x16x32(%ga: !fly.ptr<i8, global>, %gc: !fly.ptr<i32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>
      %la = fly.static : !fly.layout<8:1>
      %lc = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i8, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<i32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<i8, register>, !fly.layout<8:1>) -> !fly.memref<i8, register, 8:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<i32, register>, !fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<i8, global>, !fly.layout<8:1>) -> !fly.memref<i8, global, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<i32, global>, !fly.layout<4:1>) -> !fly.memref<i32, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<i8, global, 8:1>, !fly.memref<i8, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, global, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.memref<i32, register, 4:1>, !fly.memref<i8, register, 8:1>, !fly.memref<i8, register, 8:1>, !fly.memref<i32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK: gpu.binary @i8_32x32x16 [#gpu.object<#rocdl.target<chip = "gfx942">{{.*}}v_mfma_i32_32x32x16_i8 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @i8_32x32x16 [#rocdl.target<chip = "gfx942">] {
    gpu.func @i8_32x32x16(%ga: !fly.ptr<i8, global>, %gc: !fly.ptr<i32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (i8, i8) -> i32>>
      %la = fly.static : !fly.layout<8:1>
      %lc = fly.static : !fly.layout<16:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i8, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<i32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<i8, register>, !fly.layout<8:1>) -> !fly.memref<i8, register, 8:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<i32, register>, !fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<i8, global>, !fly.layout<8:1>) -> !fly.memref<i8, global, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<i32, global>, !fly.layout<16:1>) -> !fly.memref<i32, global, 16:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<i8, global, 8:1>, !fly.memref<i8, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<i32, global, 16:1>, !fly.memref<i32, register, 16:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (i8, i8) -> i32>>, !fly.memref<i32, register, 16:1>, !fly.memref<i8, register, 8:1>, !fly.memref<i8, register, 8:1>, !fly.memref<i32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<i32, register, 16:1>, !fly.memref<i32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK: gpu.binary @f16_16x16x32 [#gpu.object<#rocdl.target<chip = "gfx950">{{.*}}v_mfma_f32_16x16x32_f16 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @f16_16x16x32 [#rocdl.target<chip = "gfx950">] {
    gpu.func @f16_16x16x32(%ga: !fly.ptr<f16, global>, %gc: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f16, f16) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %lc = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, global, 8:1>, !fly.memref<f16, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f16, f16) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f16, register, 8:1>, !fly.memref<f16, register, 8:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK: gpu.binary @bf16_32x32x16 [#gpu.object<#rocdl.target<chip = "gfx950">{{.*}}v_mfma_f32_32x32x16_bf16 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @bf16_32x32x16 [#rocdl.target<chip = "gfx950">] {
    gpu.func @bf16_32x32x16(%ga: !fly.ptr<bf16, global>, %gc: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %lc = fly.static : !fly.layout<16:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<bf16, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<bf16, register>, !fly.layout<8:1>) -> !fly.memref<bf16, register, 8:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<bf16, global>, !fly.layout<8:1>) -> !fly.memref<bf16, global, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, global, 8:1>, !fly.memref<bf16, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, !fly.memref<f32, register, 16:1>, !fly.memref<bf16, register, 8:1>, !fly.memref<bf16, register, 8:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK: gpu.binary @ocp_fp8_16x16x32 [#gpu.object<#rocdl.target<chip = "gfx950">{{.*}}v_mfma_f32_16x16x32_fp8_fp8 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @ocp_fp8_16x16x32 [#rocdl.target<chip = "gfx950">] {
    gpu.func @ocp_fp8_16x16x32(%ga: !fly.ptr<f8E4M3FN, global>, %gc: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FN, f8E4M3FN) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %lc = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E4M3FN, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FN, register>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FN, register, 8:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E4M3FN, global>, !fly.layout<8:1>) -> !fly.memref<f8E4M3FN, global, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E4M3FN, global, 8:1>, !fly.memref<f8E4M3FN, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FN, f8E4M3FN) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f8E4M3FN, register, 8:1>, !fly.memref<f8E4M3FN, register, 8:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK: gpu.binary @i8_16x16x64 [#gpu.object<#rocdl.target<chip = "gfx950">{{.*}}v_mfma_i32_16x16x64_i8 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @i8_16x16x64 [#rocdl.target<chip = "gfx950">] {
    gpu.func @i8_16x16x64(%ga: !fly.ptr<i8, global>, %gc: !fly.ptr<i32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x64, (i8, i8) -> i32>>
      %la = fly.static : !fly.layout<16:1>
      %lc = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<i8, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<i32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<i8, register>, !fly.layout<16:1>) -> !fly.memref<i8, register, 16:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<i32, register>, !fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<i8, global>, !fly.layout<16:1>) -> !fly.memref<i8, global, 16:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<i32, global>, !fly.layout<4:1>) -> !fly.memref<i32, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 8>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, global, 16:1>, !fly.memref<i8, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, global, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x64, (i8, i8) -> i32>>, !fly.memref<i32, register, 4:1>, !fly.memref<i8, register, 16:1>, !fly.memref<i8, register, 16:1>, !fly.memref<i32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK: gpu.binary @bf8_32x32x16 [#gpu.object<#rocdl.target<chip = "gfx942">{{.*}}v_mfma_f32_32x32x16_bf8_bf8 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @bf8_32x32x16 [#rocdl.target<chip = "gfx942">] {
    gpu.func @bf8_32x32x16(%ga: !fly.ptr<f8E5M2FNUZ, global>, %gc: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E5M2FNUZ, f8E5M2FNUZ) -> f32>>
      %la = fly.static : !fly.layout<8:1>
      %lc = fly.static : !fly.layout<16:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f8E5M2FNUZ, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2FNUZ, register>, !fly.layout<8:1>) -> !fly.memref<f8E5M2FNUZ, register, 8:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f8E5M2FNUZ, global>, !fly.layout<8:1>) -> !fly.memref<f8E5M2FNUZ, global, 8:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<16:1>) -> !fly.memref<f32, global, 16:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<512>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<f8E5M2FNUZ, global, 8:1>, !fly.memref<f8E5M2FNUZ, register, 8:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, global, 16:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E5M2FNUZ, f8E5M2FNUZ) -> f32>>, !fly.memref<f32, register, 16:1>, !fly.memref<f8E5M2FNUZ, register, 8:1>, !fly.memref<f8E5M2FNUZ, register, 8:1>, !fly.memref<f32, register, 16:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<512>, 32>, !fly.memref<f32, register, 16:1>, !fly.memref<f32, global, 16:1>) -> ()
      gpu.return
    }
  }
}

// -----

// The 4x4 shapes: 16 blocks of 4 lanes, all given the same data (one 4x4x4 atom).
// CHECK: gpu.binary @m4x4x4_f16 [#gpu.object<#rocdl.target<chip = "gfx942">{{.*}}v_mfma_f32_4x4x4_16b_f16 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @m4x4x4_f16 [#rocdl.target<chip = "gfx942">] {
    gpu.func @m4x4x4_f16(%ga: !fly.ptr<f16, global>, %gc: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x4, (f16, f16) -> f32>>
      %la = fly.static : !fly.layout<4:1>
      %lc = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x4, (f16, f16) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f16, register, 4:1>, !fly.memref<f16, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK: gpu.binary @m4x4x1_f32 [#gpu.object<#rocdl.target<chip = "gfx942">{{.*}}v_mfma_f32_4x4x1_16b_f32 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @m4x4x1_f32 [#rocdl.target<chip = "gfx942">] {
    gpu.func @m4x4x1_f32(%ga: !fly.ptr<f32, global>, %gc: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x1, (f32, f32) -> f32>>
      %la = fly.static : !fly.layout<1:1>
      %lc = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !fly.memref<f32, global, 1:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x1, (f32, f32) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK: gpu.binary @m4x4x4_bf16 [#gpu.object<#rocdl.target<chip = "gfx950">{{.*}}v_mfma_f32_4x4x4_16b_bf16 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @m4x4x4_bf16 [#rocdl.target<chip = "gfx950">] {
    gpu.func @m4x4x4_bf16(%ga: !fly.ptr<bf16, global>, %gc: !fly.ptr<f32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x4, (bf16, bf16) -> f32>>
      %la = fly.static : !fly.layout<4:1>
      %lc = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<bf16, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<bf16, register>, !fly.layout<4:1>) -> !fly.memref<bf16, register, 4:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<bf16, global>, !fly.layout<4:1>) -> !fly.memref<bf16, global, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<bf16, global, 4:1>, !fly.memref<bf16, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x4, (bf16, bf16) -> f32>>, !fly.memref<f32, register, 4:1>, !fly.memref<bf16, register, 4:1>, !fly.memref<bf16, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK: gpu.binary @m4x4x4_i8 [#gpu.object<#rocdl.target<chip = "gfx942">{{.*}}v_mfma_i32_4x4x4_16b_i8 {{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @m4x4x4_i8 [#rocdl.target<chip = "gfx942">] {
    gpu.func @m4x4x4_i8(%ga: !fly.ptr<i8, global>, %gc: !fly.ptr<i32, global>) kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x4, (i8, i8) -> i32>>
      %la = fly.static : !fly.layout<4:1>
      %lc = fly.static : !fly.layout<4:1>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<i8, register>
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<i32, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<i8, register>, !fly.layout<4:1>) -> !fly.memref<i8, register, 4:1>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<i32, register>, !fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %gav = fly.make_view(%ga, %la) : (!fly.ptr<i8, global>, !fly.layout<4:1>) -> !fly.memref<i8, global, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<i32, global>, !fly.layout<4:1>) -> !fly.memref<i32, global, 4:1>
      %cpa = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 8>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpa, %gav, %a) : (!fly.copy_atom<!fly.universal_copy<32>, 8>, !fly.memref<i8, global, 4:1>, !fly.memref<i8, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, global, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
      fly.mma_atom_call(%atom, %c, %a, %a, %c) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<4x4x4, (i8, i8) -> i32>>, !fly.memref<i32, register, 4:1>, !fly.memref<i8, register, 4:1>, !fly.memref<i8, register, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %c, %gcv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, global, 4:1>) -> ()
      gpu.return
    }
  }
}
