// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s
// gfx1250.tdm of ranks 1, 3, 4 and 5 in ISA (the kernels of tdm.mlir, whose
// comments derive every descriptor word by hand). The backend takes the
// descriptor groups in SGPR tuples: G0 (word 0 = 1 enable, word 1 the LDS
// address, words 2-3 the global address with the type bit 31 of word 3 set),
// G1 and, when G2 or G3 is non-zero, G2 and G3. The checks find the tensor
// instruction first, take the first register of each group from its operands
// ([[#G0]], [[#G1]], ...) and then require each descriptor word in its place
// relative to that register, as an immediate or as a copy of an equal word;
// which registers the backend picks and in which order it fills them is not
// checked. Exactly one tensor instruction, no scratch. The cachePolicy is
// printed as the gfx12 temporal hint of the direction: 1 -> th:TH_STORE_NT
// (store), 2 -> th:TH_LOAD_HT, 3 -> th:TH_LOAD_LU (loads), 0 -> none.

// Rank 1 (f32, 256 elements, extent 1000, mask 5, barrier, timeout,
// imm_offset 0x1000, cache 3): G2 and G3 are zero, so the backend uses the
// two-group form. G1 = (0x260005, 0x3e80000, 0, 0x1000000, 0, 0, 0, 0).
// CHECK-LABEL: gpu.binary @tdm_rank1
// CHECK-DAG: tensor_load_to_lds s{{\[}}[[#G0:]]:{{[0-9]+}}], s{{\[}}[[#G1:]]:{{[0-9]+}}] th:TH_LOAD_LU\0A
// CHECK-DAG: s_mov_b32 s[[#G0]], 1\0A
// CHECK-DAG: s_add_nc_u64 s{{\[}}[[#G0+2]]:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], 0x1000\0A
// CHECK-DAG: s_or_b32 s[[#G0+3]], s{{[0-9]+}}, 0x80000000\0A
// CHECK-DAG: s_mov_b32 s[[#G1]], 0x260005\0A
// CHECK-DAG: s_mov_b32 s[[#G1+1]], 0x3e80000\0A
// CHECK-DAG: s_mov_b32 s[[#G1+2]], 0\0A
// CHECK-DAG: s_mov_b32 s[[#G1+3]], 0x1000000\0A
// CHECK-DAG: s_mov_b32 s[[#G1+4]], s[[#G1+2]]\0A
// CHECK-DAG: s_mov_b32 s[[#G1+5]], s[[#G1+2]]\0A
// CHECK-DAG: s_mov_b32 s[[#G1+6]], s[[#G1+2]]\0A
// CHECK-DAG: s_mov_b32 s[[#G1+7]], s[[#G1+2]]\0A
// CHECK-NOT: tensor_
// CHECK-SAME: .amdhsa_private_segment_fixed_size 0\0A
!t1 = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 1, warps = 1, pad = 0, 0, cache = 3, barrier = true, timeout = true>, 0>
module attributes {gpu.container_module} {
  gpu.module @tdm_rank1 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @tdm_rank1(%g: !fly.ptr<f32, global>, %s: !fly.ptr<f32, shared>) kernel {
      %l = fly.static : !fly.layout<256:1>
      %gv = fly.make_view(%g, %l) : (!fly.ptr<f32, global>, !fly.layout<256:1>) -> !fly.memref<f32, global, 256:1>
      %lv = fly.make_view(%s, %l) : (!fly.ptr<f32, shared>, !fly.layout<256:1>) -> !fly.memref<f32, shared, 256:1>
      %a0 = fly.make_copy_atom {valBits = 0 : i32} : !t1
      %e = arith.constant 1000 : i32
      %m = arith.constant 5 : i32
      %off = arith.constant 4096 : i64
      %a1 = fly.atom.set_value(%a0, "extent_0", %e) : (!t1, i32) -> !t1
      %a2 = fly.atom.set_value(%a1, "workgroup_mask", %m) : (!t1, i32) -> !t1
      %a = fly.atom.set_value(%a2, "imm_offset", %off) : (!t1, i64) -> !t1
      fly.copy_atom_call(%a, %gv, %lv) : (!t1, !fly.memref<f32, global, 256:1>, !fly.memref<f32, shared, 256:1>) -> ()
      gpu.return
    }
  }
}

// -----

// Rank 3 store (i8, cache 1): G1 = (0, 0x1000000, 0x1000000, 0x400000,
// 0x20004, 0x100, 0, 1), G2 = (8, 0, 0, 0), G3 = 0: four groups.
// CHECK-LABEL: gpu.binary @tdm_rank3_store
// CHECK-DAG: tensor_store_from_lds s{{\[}}[[#G0:]]:{{[0-9]+}}], s{{\[}}[[#G1:]]:{{[0-9]+}}], s{{\[}}[[#G2:]]:{{[0-9]+}}], s{{\[}}[[#G3:]]:{{[0-9]+}}] th:TH_STORE_NT\0A
// CHECK-DAG: s_mov_b32 s[[#G0]], 1\0A
// CHECK-DAG: s_bitset1_b32 s[[#G0+3]], 31\0A
// CHECK-DAG: s_mov_b32 s[[#G1]], 0\0A
// CHECK-DAG: s_mov_b32 s[[#G1+1]], 0x1000000\0A
// CHECK-DAG: s_mov_b32 s[[#G1+2]], s[[#G1+1]]\0A
// CHECK-DAG: s_mov_b32 s[[#G1+3]], 0x400000\0A
// CHECK-DAG: s_mov_b32 s[[#G1+4]], 0x20004\0A
// CHECK-DAG: s_movk_i32 s[[#G1+5]], 0x100\0A
// CHECK-DAG: s_mov_b32 s[[#G1+6]], s[[#G1]]\0A
// CHECK-DAG: s_mov_b32 s[[#G1+7]], s[[#G0]]\0A
// CHECK-DAG: s_mov_b32 s[[#G2]], 8\0A
// CHECK-DAG: s_mov_b32 s[[#G2+1]], s[[#G1]]\0A
// CHECK-DAG: s_mov_b32 s[[#G2+2]], s[[#G1]]\0A
// CHECK-DAG: s_mov_b32 s[[#G2+3]], s[[#G1]]\0A
// CHECK-DAG: s_mov_b32 s[[#G3]], s[[#G1]]\0A
// CHECK-DAG: s_mov_b32 s[[#G3+1]], s[[#G1]]\0A
// CHECK-DAG: s_mov_b32 s[[#G3+2]], s[[#G1]]\0A
// CHECK-DAG: s_mov_b32 s[[#G3+3]], s[[#G1]]\0A
// CHECK-NOT: tensor_
// CHECK-SAME: .amdhsa_private_segment_fixed_size 0\0A
!t3 = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 3, warps = 1, pad = 0, 0, cache = 1, barrier = false, timeout = false>, 0>
module attributes {gpu.container_module} {
  gpu.module @tdm_rank3_store [#rocdl.target<chip = "gfx1250">] {
    gpu.func @tdm_rank3_store(%g: !fly.ptr<i8, global>, %s: !fly.ptr<i8, shared>) kernel {
      %lg = fly.static : !fly.layout<(2,4,64):(65536,256,1)>
      %ll = fly.static : !fly.layout<(2,4,64):(256,64,1)>
      %gv = fly.make_view(%g, %lg) : (!fly.ptr<i8, global>, !fly.layout<(2,4,64):(65536,256,1)>) -> !fly.memref<i8, global, (2,4,64):(65536,256,1)>
      %lv = fly.make_view(%s, %ll) : (!fly.ptr<i8, shared>, !fly.layout<(2,4,64):(256,64,1)>) -> !fly.memref<i8, shared, (2,4,64):(256,64,1)>
      %a0 = fly.make_copy_atom {valBits = 0 : i32} : !t3
      %e0 = arith.constant 8 : i32
      %e1 = arith.constant 256 : i32
      %e2 = arith.constant 256 : i32
      %a1 = fly.atom.set_value(%a0, "extent_0", %e0) : (!t3, i32) -> !t3
      %a2 = fly.atom.set_value(%a1, "extent_1", %e1) : (!t3, i32) -> !t3
      %a = fly.atom.set_value(%a2, "extent_2", %e2) : (!t3, i32) -> !t3
      fly.copy_atom_call(%a, %lv, %gv) : (!t3, !fly.memref<i8, shared, (2,4,64):(256,64,1)>, !fly.memref<i8, global, (2,4,64):(65536,256,1)>) -> ()
      gpu.return
    }
  }
}

// -----

// Rank 4 with padding and 48-bit strides (f32, cache 2): G1 = (0x7120000,
// 0xffff0000, 0xffff7fff, 0x207fff, 0x20008, 0x11170, 0x17700000, 0),
// G2 = (0x7fffffff, 0x7fffffff, 3, 0x20001); brev(-2) = 0x7fffffff.
// CHECK-LABEL: gpu.binary @tdm_rank4_pad
// CHECK-DAG: tensor_load_to_lds s{{\[}}[[#G0:]]:{{[0-9]+}}], s{{\[}}[[#G1:]]:{{[0-9]+}}], s{{\[}}[[#G2:]]:{{[0-9]+}}], s{{\[}}[[#G3:]]:{{[0-9]+}}] th:TH_LOAD_HT\0A
// CHECK-DAG: s_mov_b32 s[[#G0]], 1\0A
// CHECK-DAG: s_bitset1_b32 s[[#G0+3]], 31\0A
// CHECK-DAG: s_mov_b32 s[[#G1]], 0x7120000\0A
// CHECK-DAG: s_mov_b32 s[[#G1+1]], 0xffff0000\0A
// CHECK-DAG: s_mov_b32 s[[#G1+2]], 0xffff7fff\0A
// CHECK-DAG: s_mov_b32 s[[#G1+3]], 0x207fff\0A
// CHECK-DAG: s_mov_b32 s[[#G1+4]], 0x20008\0A
// CHECK-DAG: s_mov_b32 s[[#G1+5]], 0x11170\0A
// CHECK-DAG: s_mov_b32 s[[#G1+6]], 0x17700000\0A
// CHECK-DAG: s_mov_b32 s[[#G1+7]], 0\0A
// CHECK-DAG: s_brev_b32 s[[#G2]], -2\0A
// CHECK-DAG: s_mov_b32 s[[#G2+1]], s[[#G2]]\0A
// CHECK-DAG: s_mov_b32 s[[#G2+2]], 3\0A
// CHECK-DAG: s_mov_b32 s[[#G2+3]], 0x20001\0A
// CHECK-DAG: s_mov_b32 s[[#G3]], s[[#G1+7]]\0A
// CHECK-DAG: s_mov_b32 s[[#G3+1]], s[[#G1+7]]\0A
// CHECK-DAG: s_mov_b32 s[[#G3+2]], s[[#G1+7]]\0A
// CHECK-DAG: s_mov_b32 s[[#G3+3]], s[[#G1+7]]\0A
// CHECK-NOT: tensor_
// CHECK-SAME: .amdhsa_private_segment_fixed_size 0\0A
!t4 = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 4, warps = 1, pad = 32, 4, cache = 2, barrier = false, timeout = false>, 0>
!G4 = !fly.memref<f32, global, (2,2,8,32):(100000,5000,300,1)>
!L4 = !fly.memref<f32, shared, (2,2,8,32):(576,288,36,1)>
module attributes {gpu.container_module} {
  gpu.module @tdm_rank4_pad [#rocdl.target<chip = "gfx1250">] {
    gpu.func @tdm_rank4_pad(%g: !fly.ptr<f32, global>, %s: !fly.ptr<f32, shared>) kernel {
      %lg = fly.static : !fly.layout<(2,2,8,32):(100000,5000,300,1)>
      %ll = fly.static : !fly.layout<(2,2,8,32):(576,288,36,1)>
      %gv = fly.make_view(%g, %lg) : (!fly.ptr<f32, global>, !fly.layout<(2,2,8,32):(100000,5000,300,1)>) -> !G4
      %lv = fly.make_view(%s, %ll) : (!fly.ptr<f32, shared>, !fly.layout<(2,2,8,32):(576,288,36,1)>) -> !L4
      %a0 = fly.make_copy_atom {valBits = 0 : i32} : !t4
      %s0 = arith.constant 4294967299 : i64
      %s1 = arith.constant 6000 : i64
      %s2 = arith.constant 70000 : i64
      %a1 = fly.atom.set_value(%a0, "stride_0", %s0) : (!t4, i64) -> !t4
      %a2 = fly.atom.set_value(%a1, "stride_1", %s1) : (!t4, i64) -> !t4
      %a = fly.atom.set_value(%a2, "stride_2", %s2) : (!t4, i64) -> !t4
      fly.copy_atom_call(%a, %gv, %lv) : (!t4, !G4, !L4) -> ()
      gpu.return
    }
  }
}

// -----

// Rank 5 (f16, timeout, cache 0): G1 = (0x210000, 0x320000, 0x280000,
// 0x100000, 0x40005, 64, 0x70000, 2), G2 = (30, 20, 0x100000, 0x30000),
// G3 = (0, 0xa0002, 0x20000, 0); no th modifier.
// CHECK-LABEL: gpu.binary @tdm_rank5
// CHECK-DAG: tensor_load_to_lds s{{\[}}[[#G0:]]:{{[0-9]+}}], s{{\[}}[[#G1:]]:{{[0-9]+}}], s{{\[}}[[#G2:]]:{{[0-9]+}}], s{{\[}}[[#G3:]]:{{[0-9]+}}]\0A
// CHECK-DAG: s_mov_b32 s[[#G0]], 1\0A
// CHECK-DAG: s_bitset1_b32 s[[#G0+3]], 31\0A
// CHECK-DAG: s_mov_b32 s[[#G1]], 0x210000\0A
// CHECK-DAG: s_mov_b32 s[[#G1+1]], 0x320000\0A
// CHECK-DAG: s_mov_b32 s[[#G1+2]], 0x280000\0A
// CHECK-DAG: s_mov_b32 s[[#G1+3]], 0x100000\0A
// CHECK-DAG: s_mov_b32 s[[#G1+4]], 0x40005\0A
// CHECK-DAG: s_mov_b32 s[[#G1+5]], 64\0A
// CHECK-DAG: s_mov_b32 s[[#G1+6]], 0x70000\0A
// CHECK-DAG: s_mov_b32 s[[#G1+7]], 2\0A
// CHECK-DAG: s_mov_b32 s[[#G2]], 30\0A
// CHECK-DAG: s_mov_b32 s[[#G2+1]], 20\0A
// CHECK-DAG: s_mov_b32 s[[#G2+2]], s[[#G1+3]]\0A
// CHECK-DAG: s_mov_b32 s[[#G2+3]], 0x30000\0A
// CHECK-DAG: s_mov_b32 s[[#G3]], 0\0A
// CHECK-DAG: s_mov_b32 s[[#G3+1]], 0xa0002\0A
// CHECK-DAG: s_mov_b32 s[[#G3+2]], 0x20000\0A
// CHECK-DAG: s_mov_b32 s[[#G3+3]], s[[#G3]]\0A
// CHECK-NOT: tensor_
// CHECK-SAME: .amdhsa_private_segment_fixed_size 0\0A
!t5 = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 5, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 0>
!G5 = !fly.memref<f16, global, (2,3,4,5,16):(8589934592,1048576,131079,64,1)>
!L5 = !fly.memref<f16, shared, (2,3,4,5,16):(960,320,80,16,1)>
module attributes {gpu.container_module} {
  gpu.module @tdm_rank5 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @tdm_rank5(%g: !fly.ptr<f16, global>, %s: !fly.ptr<f16, shared>) kernel {
      %lg = fly.static : !fly.layout<(2,3,4,5,16):(8589934592,1048576,131079,64,1)>
      %ll = fly.static : !fly.layout<(2,3,4,5,16):(960,320,80,16,1)>
      %gv = fly.make_view(%g, %lg) : (!fly.ptr<f16, global>, !fly.layout<(2,3,4,5,16):(8589934592,1048576,131079,64,1)>) -> !G5
      %lv = fly.make_view(%s, %ll) : (!fly.ptr<f16, shared>, !fly.layout<(2,3,4,5,16):(960,320,80,16,1)>) -> !L5
      %a0 = fly.make_copy_atom {valBits = 0 : i32} : !t5
      %e0 = arith.constant 10 : i32
      %e1 = arith.constant 20 : i32
      %e2 = arith.constant 30 : i32
      %e3 = arith.constant 40 : i32
      %e4 = arith.constant 50 : i32
      %a1 = fly.atom.set_value(%a0, "extent_0", %e0) : (!t5, i32) -> !t5
      %a2 = fly.atom.set_value(%a1, "extent_1", %e1) : (!t5, i32) -> !t5
      %a3 = fly.atom.set_value(%a2, "extent_2", %e2) : (!t5, i32) -> !t5
      %a4 = fly.atom.set_value(%a3, "extent_3", %e3) : (!t5, i32) -> !t5
      %a = fly.atom.set_value(%a4, "extent_4", %e4) : (!t5, i32) -> !t5
      fly.copy_atom_call(%a, %gv, %lv) : (!t5, !G5, !L5) -> ()
      gpu.return
    }
  }
}
