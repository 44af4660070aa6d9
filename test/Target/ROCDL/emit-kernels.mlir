// Getting the result out: report=true prints one line per kernel, read from
// the code object's metadata; output-dir gets <module>.<chip>.hsaco (an
// AMDGPU ELF) and .s. The report's numbers must equal the metadata that the
// same compile puts in the ISA (format=isa prints both to stdout: the report
// first, then the module).
// REQUIRES: ld.lld
// RUN: rm -rf %t.out
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx950 format=isa report=true output-dir=%t.out" | FileCheck %s
// RUN: llvm-readobj --file-headers %t.out/tr6.gfx950.hsaco | FileCheck %s --check-prefix=ELF
// RUN: FileCheck %s --check-prefix=ASM < %t.out/tr6.gfx950.s
// The VGPR limit reaches the backend: with max-vgprs=9 the kernel is
// allocated differently from the unconstrained compile (the backend does not
// go below what the MFMA operands need at once: with max-vgprs=8 it runs out
// of registers). The two reports go through one FileCheck so that the limited
// count is compared with the free one, not with a number of the backend's.
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx950 report=true" -o /dev/null > %t.free
// The limited compile uses LLVM's default scheduler trackers: the AMDGPU
// ones (the pipeline's default) spill at so tight a limit.
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx950 max-vgprs=9 amdgpu-trackers=false report=true" -o /dev/null > %t.limited
// RUN: cat %t.free %t.limited | FileCheck %s --check-prefix=LIMIT
// RUN: fly-opt %s --fly-lower-to-llvm="chip=gfx950 max-vgprs=8 waves-per-eu=2" | FileCheck %s --check-prefix=HINTS

// CHECK: kernel tr6::mfma_scale_f6_tr6 chip=gfx950 vgpr=[[V:[0-9]+]] agpr=[[A:[0-9]+]] sgpr=[[S:[0-9]+]] lds=[[L:[0-9]+]] scratch=0 wave=64
// CHECK: gpu.binary @tr6
// CHECK-SAME: .agpr_count: [[A]]\0A
// CHECK-SAME: .group_segment_fixed_size: [[L]]\0A
// CHECK-SAME: .name: mfma_scale_f6_tr6\0A
// CHECK-SAME: .private_segment_fixed_size: 0\0A
// CHECK-SAME: .sgpr_count: [[S]]\0A
// CHECK-SAME: .vgpr_count: [[V]]\0A
// CHECK-SAME: .wavefront_size: 64\0A

// ELF: Format: elf64-amdgpu
// ELF: Arch: amdgcn

// ASM: .amdgcn_target "amdgcn-amd-amdhsa--gfx950"
// ASM: mfma_scale_f6_tr6:
// ASM-COUNT-4: ds_read_b96_tr_b6
// ASM-NOT: ds_read
// ASM: v_mfma_scale_f32_16x16x128_f8f6f4
// ASM-NOT: v_mfma

// LIMIT: kernel tr6::mfma_scale_f6_tr6 chip=gfx950 vgpr=[[FREE:[0-9]+]] agpr=
// LIMIT-NEXT: kernel tr6::mfma_scale_f6_tr6 chip=gfx950
// LIMIT-NOT: vgpr=[[FREE]] agpr=
// LIMIT-SAME: scratch=0 wave=64

// HINTS: llvm.func @mfma_scale_f6_tr6({{.*}}) attributes {gpu.kernel, passthrough = {{\[\["amdgpu-num-vgpr", "8"\]\]}}, rocdl.kernel, rocdl.waves_per_eu = 2 : i32}
module attributes {gpu.container_module} {
  gpu.module @tr6 {
    gpu.func @mfma_scale_f6_tr6(%gc: !fly.ptr<f32, global>, %gd: !fly.ptr<f32, global>, %sa: i32, %sb: i32) kernel {
      %atom0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0>>
      %atom1 = fly.atom.set_value(%atom0, "scale_a", %sa) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0>>
      %atom = fly.atom.set_value(%atom1, "scale_b", %sb) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0>>
      %la = fly.static : !fly.layout<32:1>
      %lh = fly.static : !fly.layout<16:1>
      %lc = fly.static : !fly.layout<4:1>
      %c16 = fly.static : !fly.int_tuple<16>
      %c32 = fly.static : !fly.int_tuple<32>
      %c48 = fly.static : !fly.int_tuple<48>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %s = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f6E2M3FN, shared, align<1024>>
      %s1 = fly.add_offset(%s, %c16) : (!fly.ptr<f6E2M3FN, shared, align<1024>>, !fly.int_tuple<16>) -> !fly.ptr<f6E2M3FN, shared, align<4>>
      %s2 = fly.add_offset(%s, %c32) : (!fly.ptr<f6E2M3FN, shared, align<1024>>, !fly.int_tuple<32>) -> !fly.ptr<f6E2M3FN, shared, align<8>>
      %s3 = fly.add_offset(%s, %c48) : (!fly.ptr<f6E2M3FN, shared, align<1024>>, !fly.int_tuple<48>) -> !fly.ptr<f6E2M3FN, shared, align<4>>
      %sv0 = fly.make_view(%s, %lh) : (!fly.ptr<f6E2M3FN, shared, align<1024>>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, shared, 16:1, align<1024>>
      %sv1 = fly.make_view(%s1, %lh) : (!fly.ptr<f6E2M3FN, shared, align<4>>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, shared, 16:1, align<4>>
      %sv2 = fly.make_view(%s2, %lh) : (!fly.ptr<f6E2M3FN, shared, align<8>>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, shared, 16:1, align<8>>
      %sv3 = fly.make_view(%s3, %lh) : (!fly.ptr<f6E2M3FN, shared, align<4>>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, shared, 16:1, align<4>>
      %pa = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f6E2M3FN, register>
      %pa1 = fly.add_offset(%pa, %c16) : (!fly.ptr<f6E2M3FN, register>, !fly.int_tuple<16>) -> !fly.ptr<f6E2M3FN, register>
      %a = fly.make_view(%pa, %la) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<32:1>) -> !fly.memref<f6E2M3FN, register, 32:1>
      %a0 = fly.make_view(%pa, %lh) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, register, 16:1>
      %a1 = fly.make_view(%pa1, %lh) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, register, 16:1>
      %pb = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f6E2M3FN, register>
      %pb1 = fly.add_offset(%pb, %c16) : (!fly.ptr<f6E2M3FN, register>, !fly.int_tuple<16>) -> !fly.ptr<f6E2M3FN, register>
      %b = fly.make_view(%pb, %la) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<32:1>) -> !fly.memref<f6E2M3FN, register, 32:1>
      %b0 = fly.make_view(%pb, %lh) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, register, 16:1>
      %b1 = fly.make_view(%pb1, %lh) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, register, 16:1>
      %tr = fly.make_copy_atom {valBits = 6 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 6b, 96>, 6>
      fly.copy_atom_call(%tr, %sv0, %a0) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 6b, 96>, 6>, !fly.memref<f6E2M3FN, shared, 16:1, align<1024>>, !fly.memref<f6E2M3FN, register, 16:1>) -> ()
      fly.copy_atom_call(%tr, %sv1, %a1) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 6b, 96>, 6>, !fly.memref<f6E2M3FN, shared, 16:1, align<4>>, !fly.memref<f6E2M3FN, register, 16:1>) -> ()
      fly.copy_atom_call(%tr, %sv2, %b0) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 6b, 96>, 6>, !fly.memref<f6E2M3FN, shared, 16:1, align<8>>, !fly.memref<f6E2M3FN, register, 16:1>) -> ()
      fly.copy_atom_call(%tr, %sv3, %b1) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 6b, 96>, 6>, !fly.memref<f6E2M3FN, shared, 16:1, align<4>>, !fly.memref<f6E2M3FN, register, 16:1>) -> ()
      %pc = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gcv = fly.make_view(%gc, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %pd = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %gdv = fly.make_view(%gd, %lc) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy_atom_call(%cpc, %gcv, %c) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f6E2M3FN, f6E2M3FN) -> f32, opselA = 0, opselB = 0>>, !fly.memref<f32, register, 4:1>, !fly.memref<f6E2M3FN, register, 32:1>, !fly.memref<f6E2M3FN, register, 32:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy_atom_call(%cpc, %d, %gdv) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
      gpu.return
    }
  }
}
