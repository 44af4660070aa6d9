// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s
// gfx1250 Tensor Data Mover (issue 5): a 64x32 f16 tile of a row-major
// global tensor (row stride 1024 elements, extents 4096 x 1024 set on the
// atom) to LDS and back. The descriptor is checked word by word in the ISA,
// against the worked example derived independently from FlyDSL's, Triton's
// and LLVM's encoders: G1 = 0x00010000 (data size 2 bytes), 0x04000000
// (tensor dim 0 = 1024 cols, low half in [31:16]), 0x10000000 (tensor dim 1
// = 4096 rows), 0x00200000 (tile dim 0 = 32), 64 (tile dim 1), 0x400 (row
// stride 1024), 0, 0; G0 = 1, the LDS address (0: the dynamic shared global),
// the global address with type 2 in the top bits. The backend uses the short
// two-group form since G2 and G3 are zero. The checks take the first
// register of G0 and G1 from the tensor instruction ([[#G0]], [[#G1]]) and
// require each word in its place relative to it (as an immediate, or as a
// copy of an equal word); the backend's choice of registers and its order
// of filling them are not checked. Exactly one tensor instruction, no
// scratch.

// CHECK-LABEL: gpu.binary @tdm
// CHECK-DAG: tensor_load_to_lds s{{\[}}[[#G0:]]:{{[0-9]+}}], s{{\[}}[[#G1:]]:{{[0-9]+}}]\0A
// CHECK-DAG: s_mov_b32 s[[#G0]], 1\0A
// CHECK-DAG: s_or_b32 s[[#G0+3]], s{{[0-9]+}}, 0x80000000\0A
// CHECK-DAG: s_mov_b32 s[[#G1]], 0x10000\0A
// The bit-reversed constants: brev(32) = 0x04000000, brev(8) = 0x10000000.
// CHECK-DAG: s_brev_b32 s[[#G1+1]], 32\0A
// CHECK-DAG: s_brev_b32 s[[#G1+2]], 8\0A
// CHECK-DAG: s_mov_b32 s[[#G1+3]], 0x200000\0A
// CHECK-DAG: s_mov_b32 s[[#G1+4]], 64\0A
// CHECK-DAG: s_movk_i32 s[[#G1+5]], 0x400\0A
// CHECK-DAG: s_mov_b32 s[[#G1+6]], s[[#G0+1]]\0A
// CHECK-DAG: s_mov_b32 s[[#G1+7]], s[[#G0+1]]\0A
// CHECK-DAG: s_mov_b32 s[[#G0+1]], 0\0A
// CHECK-NOT: tensor_
// CHECK-SAME: .amdhsa_private_segment_fixed_size 0\0A
!tdm = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
module attributes {gpu.container_module} {
  gpu.module @tdm [#rocdl.target<chip = "gfx1250">] {
    gpu.func @tdm_load(%g: !fly.ptr<f16, global>) kernel {
      %lg = fly.static : !fly.layout<(64,32):(1024,1)>
      %ll = fly.static : !fly.layout<(64,32):(32,1)>
      %gv = fly.make_view(%g, %lg) : (!fly.ptr<f16, global>, !fly.layout<(64,32):(1024,1)>) -> !fly.memref<f16, global, (64,32):(1024,1)>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f16, shared, align<1024>>
      %lv = fly.make_view(%d, %ll) : (!fly.ptr<f16, shared, align<1024>>, !fly.layout<(64,32):(32,1)>) -> !fly.memref<f16, shared, (64,32):(32,1), align<1024>>
      %a0 = fly.make_copy_atom {valBits = 0 : i32} : !tdm
      %rows = arith.constant 4096 : i32
      %cols = arith.constant 1024 : i32
      %a1 = fly.atom.set_value(%a0, "extent_0", %rows) : (!tdm, i32) -> !tdm
      %a = fly.atom.set_value(%a1, "extent_1", %cols) : (!tdm, i32) -> !tdm
      fly.copy_atom_call(%a, %gv, %lv) : (!tdm, !fly.memref<f16, global, (64,32):(1024,1)>, !fly.memref<f16, shared, (64,32):(32,1), align<1024>>) -> ()
      gpu.return
    }
  }
}

// -----

// The store: same descriptor, tensor_store_from_lds.
// CHECK-LABEL: gpu.binary @tdm_st
// CHECK-DAG: tensor_store_from_lds s{{\[}}[[#G0:]]:{{[0-9]+}}], s{{\[}}[[#G1:]]:{{[0-9]+}}]\0A
// CHECK-DAG: s_mov_b32 s[[#G0]], 1\0A
// CHECK-DAG: s_or_b32 s[[#G0+3]], s{{[0-9]+}}, 0x80000000\0A
// CHECK-DAG: s_mov_b32 s[[#G1]], 0x10000\0A
// CHECK-DAG: s_brev_b32 s[[#G1+1]], 32\0A
// CHECK-DAG: s_brev_b32 s[[#G1+2]], 8\0A
// CHECK-DAG: s_mov_b32 s[[#G1+3]], 0x200000\0A
// CHECK-DAG: s_mov_b32 s[[#G1+4]], 64\0A
// CHECK-DAG: s_movk_i32 s[[#G1+5]], 0x400\0A
// CHECK-DAG: s_mov_b32 s[[#G1+6]], s[[#G0+1]]\0A
// CHECK-DAG: s_mov_b32 s[[#G1+7]], s[[#G0+1]]\0A
// CHECK-DAG: s_mov_b32 s[[#G0+1]], 0\0A
// CHECK-NOT: tensor_
// CHECK-SAME: .amdhsa_private_segment_fixed_size 0\0A
!tdm = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
module attributes {gpu.container_module} {
  gpu.module @tdm_st [#rocdl.target<chip = "gfx1250">] {
    gpu.func @tdm_store(%g: !fly.ptr<f16, global>) kernel {
      %lg = fly.static : !fly.layout<(64,32):(1024,1)>
      %ll = fly.static : !fly.layout<(64,32):(32,1)>
      %gv = fly.make_view(%g, %lg) : (!fly.ptr<f16, global>, !fly.layout<(64,32):(1024,1)>) -> !fly.memref<f16, global, (64,32):(1024,1)>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f16, shared, align<1024>>
      %lv = fly.make_view(%d, %ll) : (!fly.ptr<f16, shared, align<1024>>, !fly.layout<(64,32):(32,1)>) -> !fly.memref<f16, shared, (64,32):(32,1), align<1024>>
      %a0 = fly.make_copy_atom {valBits = 0 : i32} : !tdm
      %rows = arith.constant 4096 : i32
      %cols = arith.constant 1024 : i32
      %a1 = fly.atom.set_value(%a0, "extent_0", %rows) : (!tdm, i32) -> !tdm
      %a = fly.atom.set_value(%a1, "extent_1", %cols) : (!tdm, i32) -> !tdm
      fly.copy_atom_call(%a, %lv, %gv) : (!tdm, !fly.memref<f16, shared, (64,32):(32,1), align<1024>>, !fly.memref<f16, global, (64,32):(1024,1)>) -> ()
      gpu.return
    }
  }
}

// -----

// Four waves: the 64 rows split into 4 blocks of 16 (tile dim 1 = 16). The
// wave id (from ttmp8) times 16 rows moves the global base by
// rows * 1024 * 2 bytes (<< 11) and the LDS base by rows * 32 * 2 (<< 6), and
// tensor dim 1 becomes 4096 - rows (0x10000000 - (rows << 16) in G1 word 2).
// CHECK-LABEL: gpu.binary @tdm4
// CHECK-DAG: tensor_load_to_lds s{{\[}}[[#G0:]]:{{[0-9]+}}], s{{\[}}[[#G1:]]:{{[0-9]+}}]\0A
// CHECK-DAG: s_lshl_b32 [[W16:s[0-9]+]], [[W16]], 4\0A
// CHECK-DAG: s_and_b32 [[ROWS:s[0-9]+]], [[W16]], 48\0A
// CHECK-DAG: s_lshl_b32 [[GOFF:s[0-9]+]], [[ROWS]], 11\0A
// CHECK-DAG: s_lshl_b32 s[[#G0+1]], [[ROWS]], 6\0A
// CHECK-DAG: s_lshl_b32 [[DIM1:s[0-9]+]], [[ROWS]], 16\0A
// CHECK-DAG: s_sub_co_i32 s[[#G1+2]], 0x10000000, [[DIM1]]\0A
// CHECK-DAG: s_mov_b32 s[[#G1]], 0x10000\0A
// CHECK-DAG: s_brev_b32 s[[#G1+1]], 32\0A
// CHECK-DAG: s_mov_b32 s[[#G1+3]], 0x200000\0A
// CHECK-DAG: s_mov_b32 s[[#G1+4]], 16\0A
// CHECK-DAG: s_movk_i32 s[[#G1+5]], 0x400\0A
// CHECK-NOT: tensor_
// CHECK-SAME: .amdhsa_private_segment_fixed_size 0\0A
!tdm = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
module attributes {gpu.container_module} {
  gpu.module @tdm4 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @tdm_load4(%g: !fly.ptr<f16, global>) kernel {
      %lg = fly.static : !fly.layout<(64,32):(1024,1)>
      %ll = fly.static : !fly.layout<(64,32):(32,1)>
      %gv = fly.make_view(%g, %lg) : (!fly.ptr<f16, global>, !fly.layout<(64,32):(1024,1)>) -> !fly.memref<f16, global, (64,32):(1024,1)>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f16, shared, align<1024>>
      %lv = fly.make_view(%d, %ll) : (!fly.ptr<f16, shared, align<1024>>, !fly.layout<(64,32):(32,1)>) -> !fly.memref<f16, shared, (64,32):(32,1), align<1024>>
      %a0 = fly.make_copy_atom {valBits = 0 : i32} : !tdm
      %rows = arith.constant 4096 : i32
      %cols = arith.constant 1024 : i32
      %a1 = fly.atom.set_value(%a0, "extent_0", %rows) : (!tdm, i32) -> !tdm
      %a = fly.atom.set_value(%a1, "extent_1", %cols) : (!tdm, i32) -> !tdm
      fly.copy_atom_call(%a, %gv, %lv) : (!tdm, !fly.memref<f16, global, (64,32):(1024,1)>, !fly.memref<f16, shared, (64,32):(32,1), align<1024>>) -> ()
      gpu.return
    }
  }
}

// -----

// Four waves with padding (pad = 64, 8: every 64 f16 = 32 dwords written,
// 8 f16 = 4 dwords of padding; G1 word 0 = 0x07110000). The LDS tile is two
// rows per interval, ((2,32),32):((32,72),1). Each wave's block of 16 rows is
// 512 elements = 8 whole intervals, so it starts (512 + 8 * 8) * 2 = 1152 =
// 0x480 bytes after the previous wave's; the global base still moves by
// 16 rows * 1024 * 2 bytes (<< 15) and tensor dim 1 by 16 rows (<< 20 in the
// high half of G1 word 2).
// CHECK-LABEL: gpu.binary @tdm4pad
// CHECK-DAG: tensor_load_to_lds s{{\[}}[[#G0:]]:{{[0-9]+}}], s{{\[}}[[#G1:]]:{{[0-9]+}}]\0A
// CHECK-DAG: s_and_b32 [[W:s[0-9]+]], s{{[0-9]+}}, 3\0A
// CHECK-DAG: s_lshl_b32 [[GOFF:s[0-9]+]], [[W]], 15\0A
// CHECK-DAG: s_mul_i32 s[[#G0+1]], [[W]], 0x480\0A
// CHECK-DAG: s_lshl_b32 [[DIM1:s[0-9]+]], [[W]], 20\0A
// CHECK-DAG: s_sub_co_i32 s[[#G1+2]], 0x10000000, [[DIM1]]\0A
// CHECK-DAG: s_mov_b32 s[[#G1]], 0x7110000\0A
// CHECK-DAG: s_brev_b32 s[[#G1+1]], 32\0A
// CHECK-DAG: s_mov_b32 s[[#G1+3]], 0x200000\0A
// CHECK-DAG: s_mov_b32 s[[#G1+4]], 16\0A
// CHECK-DAG: s_movk_i32 s[[#G1+5]], 0x400\0A
// CHECK-NOT: tensor_
// CHECK-SAME: .amdhsa_private_segment_fixed_size 0\0A
!tdm = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 64, 8, cache = 0, barrier = false, timeout = false>, 0>
module attributes {gpu.container_module} {
  gpu.module @tdm4pad [#rocdl.target<chip = "gfx1250">] {
    gpu.func @tdm_load4_pad(%g: !fly.ptr<f16, global>) kernel {
      %lg = fly.static : !fly.layout<(64,32):(1024,1)>
      %ll = fly.static : !fly.layout<((2,32),32):((32,72),1)>
      %gv = fly.make_view(%g, %lg) : (!fly.ptr<f16, global>, !fly.layout<(64,32):(1024,1)>) -> !fly.memref<f16, global, (64,32):(1024,1)>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f16, shared, align<1024>>
      %lv = fly.make_view(%d, %ll) : (!fly.ptr<f16, shared, align<1024>>, !fly.layout<((2,32),32):((32,72),1)>) -> !fly.memref<f16, shared, ((2,32),32):((32,72),1), align<1024>>
      %a0 = fly.make_copy_atom {valBits = 0 : i32} : !tdm
      %rows = arith.constant 4096 : i32
      %cols = arith.constant 1024 : i32
      %a1 = fly.atom.set_value(%a0, "extent_0", %rows) : (!tdm, i32) -> !tdm
      %a = fly.atom.set_value(%a1, "extent_1", %cols) : (!tdm, i32) -> !tdm
      fly.copy_atom_call(%a, %gv, %lv) : (!tdm, !fly.memref<f16, global, (64,32):(1024,1)>, !fly.memref<f16, shared, ((2,32),32):((32,72),1), align<1024>>) -> ()
      gpu.return
    }
  }
}
