// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl | FileCheck %s
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=ISA
// The LDS DMA atoms with their state set:
// cdna3.buffer_copy_lds and cdna4.buffer_load_async_lds carry the state
// struct (i32 soffset, i32 imm_offset), so fly.atom.set_value of "soffset"
// is an insertvalue at [0] and of "imm_offset" at [1]. The call becomes
//   rocdl.raw.ptr.buffer.load.lds rsrc, lds, size, voffset, soffset, imm, aux
// with size = bits / 8, voffset = the buffer view's element offset * element
// bytes, soffset = the soffset field (elements) * element bytes, imm = the
// imm_offset field (bytes; a constant, checked at the call) and aux = 0. In
// the ISA the voffset is a VGPR ("offen"; "off" when it is zero), the
// soffset an SGPR or inline constant, imm the offset:N field, and the LDS
// base is M0. The buffers are made without flags, so their fourth word is
// the CDNA default 0x27000. cdna4.global_load_async_lds (stateless) becomes
// rocdl.global.load.lds with size, offset 0 and aux 0 as attributes.

// Buffer element offset 3 (voffset 12 bytes), a dynamic soffset (kernel
// argument, times 4 bytes) and imm_offset 64.
// CHECK-LABEL: gpu.module @lds32_gfx950
// CHECK: %[[LDS:.*]] = llvm.mlir.addressof @__fly_dynamic_shared : !llvm.ptr<3>
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.zero : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[IMMV:.*]] = arith.constant 64 : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.insertvalue %[[IMMV]], %[[Z]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[A2:.*]] = llvm.insertvalue %arg2, %[[A1]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[RS:.*]] = llvm.extractvalue %[[BUF:[0-9]+]][0] : !llvm.struct<(ptr<8>, i32)>
// CHECK-NEXT: %[[EO:.*]] = llvm.extractvalue %[[BUF]][1] : !llvm.struct<(ptr<8>, i32)>
// CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[E:.*]] = llvm.add %[[EO]], %[[C0]] : i32
// CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[VO:.*]] = llvm.mul %[[E]], %[[C4]] : i32
// CHECK-NEXT: %[[S:.*]] = llvm.extractvalue %[[A2]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[C4B:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SO:.*]] = llvm.mul %[[S]], %[[C4B]] : i32
// CHECK-NEXT: %[[SZ:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[IMM:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.load.lds %[[RS]], %[[LDS]], %[[SZ]], %[[VO]], %[[SO]], %[[IMM]], %[[AUX]]
// The soffset argument sits at kernarg offset 16 (after the pointer and the
// i64); voffset 3 * 4 = 12 in a VGPR; soffset << 2.
// ISA-LABEL: gpu.binary @lds32_gfx950 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-DAG: s_load_dword s[[SOA:[0-9]+]], s[{{[0-9]+}}:{{[0-9]+}}], 0x10\0A
// ISA-DAG: v_mov_b32_e32 v[[V:[0-9]+]], 12\0A
// ISA-DAG: s_mov_b32 s[[W3:[0-9]+]], 0x27000\0A
// ISA-DAG: s_mov_b32 m0, 0\0A
// ISA-DAG: s_lshl_b32 s[[SO:[0-9]+]], s[[SOA]], 2\0A
// ISA: buffer_load_dword v[[V]], s[{{[0-9]+}}:[[W3]]], s[[SO]] offen offset:64 lds\0A
// ISA-NOT: {{buffer_load|global_load}}
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!lds = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<32>, 32>
module attributes {gpu.container_module} {
  gpu.module @lds32_gfx950 [#rocdl.target<chip = "gfx950">] {
    gpu.func @k(%g: !fly.ptr<f32, global>, %n: i64, %so: i32) kernel {
      %l = fly.static : !fly.layout<1:1>
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %o = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %b3 = fly.add_offset(%b, %o) : (!B, !fly.int_tuple<3>) -> !B
      %sv = fly.make_view(%b3, %l) : (!B, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f32, shared, align<1024>>
      %dv = fly.make_view(%d, %l) : (!fly.ptr<f32, shared, align<1024>>, !fly.layout<1:1>) -> !fly.memref<f32, shared, 1:1, align<1024>>
      %a0 = fly.make_copy_atom {valBits = 32 : i32} : !lds
      %imm = arith.constant 64 : i32
      %a1 = fly.atom.set_value(%a0, "imm_offset", %imm) : (!lds, i32) -> !lds
      %a2 = fly.atom.set_value(%a1, "soffset", %so) : (!lds, i32) -> !lds
      fly.copy_atom_call(%a2, %sv, %dv) : (!lds, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<f32, shared, 1:1, align<1024>>) -> ()
      gpu.return
    }
  }
}

// -----

// gfx942: a constant soffset 8 (32 bytes, an inline constant in the ISA),
// the largest MUBUF immediate offset 4095, and an LDS destination 64 f32
// into the dynamic shared memory (M0 = 0x100).
// CHECK-LABEL: gpu.module @lds32_gfx942
// CHECK: %[[LDS0:.*]] = llvm.mlir.addressof @__fly_dynamic_shared : !llvm.ptr<3>
// CHECK: %[[LDS:.*]] = llvm.getelementptr %[[LDS0]][64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
// CHECK: %[[Z:.*]] = llvm.mlir.zero : !llvm.struct<(i32, i32)>
// CHECK: %[[A1:.*]] = llvm.insertvalue %c8_i32, %[[Z]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[A2:.*]] = llvm.insertvalue %c4095_i32, %[[A1]][1] : !llvm.struct<(i32, i32)>
// CHECK: %[[S:.*]] = llvm.extractvalue %[[A2]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SO:.*]] = llvm.mul %[[S]], %[[C4]] : i32
// CHECK-NEXT: %[[SZ:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[IMM:.*]] = llvm.mlir.constant(4095 : i32) : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.load.lds %{{.*}}, %[[LDS]], %[[SZ]], %{{.*}}, %[[SO]], %[[IMM]], %[[AUX]]
// ISA-LABEL: gpu.binary @lds32_gfx942 [#gpu.object<#rocdl.target<chip = "gfx942">
// ISA-DAG: s_mov_b32 s[[W3:[0-9]+]], 0x27000\0A
// ISA-DAG: s_add_i32 m0, 0, 0x100\0A
// ISA: buffer_load_dword off, s[{{[0-9]+}}:[[W3]]], 32 offset:4095 lds\0A
// ISA-NOT: {{buffer_load|global_load}}
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!lds = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<32>, 32>
module attributes {gpu.container_module} {
  gpu.module @lds32_gfx942 [#rocdl.target<chip = "gfx942">] {
    gpu.func @k(%g: !fly.ptr<f32, global>, %n: i64) kernel {
      %l = fly.static : !fly.layout<1:1>
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %sv = fly.make_view(%b, %l) : (!B, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f32, shared, align<1024>>
      %o = fly.make_int_tuple() : () -> !fly.int_tuple<64>
      %d64 = fly.add_offset(%d, %o) : (!fly.ptr<f32, shared, align<1024>>, !fly.int_tuple<64>) -> !fly.ptr<f32, shared, align<256>>
      %dv = fly.make_view(%d64, %l) : (!fly.ptr<f32, shared, align<256>>, !fly.layout<1:1>) -> !fly.memref<f32, shared, 1:1, align<256>>
      %a0 = fly.make_copy_atom {valBits = 32 : i32} : !lds
      %imm = arith.constant 4095 : i32
      %so = arith.constant 8 : i32
      %a1 = fly.atom.set_value(%a0, "soffset", %so) : (!lds, i32) -> !lds
      %a2 = fly.atom.set_value(%a1, "imm_offset", %imm) : (!lds, i32) -> !lds
      fly.copy_atom_call(%a2, %sv, %dv) : (!lds, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<f32, shared, 1:1, align<256>>) -> ()
      gpu.return
    }
  }
}

// -----

// cdna4.buffer_load_async_lds<32>: the same state and op as buffer_copy_lds
// (22.1 has no asynchronous buffer-to-LDS op): imm_offset 128, dynamic
// soffset.
// CHECK-LABEL: gpu.module @async32
// CHECK: %[[Z:.*]] = llvm.mlir.zero : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[IMMV:.*]] = arith.constant 128 : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.insertvalue %[[IMMV]], %[[Z]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[A2:.*]] = llvm.insertvalue %arg2, %[[A1]][0] : !llvm.struct<(i32, i32)>
// CHECK: %[[S:.*]] = llvm.extractvalue %[[A2]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SO:.*]] = llvm.mul %[[S]], %[[C4]] : i32
// CHECK-NEXT: %[[SZ:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[IMM:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.load.lds %{{.*}}, %{{.*}}, %[[SZ]], %{{.*}}, %[[SO]], %[[IMM]], %[[AUX]]
// CHECK-NOT: rocdl.raw.ptr.buffer.load.lds
// ISA-LABEL: gpu.binary @async32 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-DAG: s_load_dword s[[SOA:[0-9]+]], s[{{[0-9]+}}:{{[0-9]+}}], 0x10\0A
// ISA-DAG: s_mov_b32 s[[W3:[0-9]+]], 0x27000\0A
// ISA-DAG: s_mov_b32 m0, 0\0A
// ISA-DAG: s_lshl_b32 s[[SO:[0-9]+]], s[[SOA]], 2\0A
// ISA: buffer_load_dword off, s[{{[0-9]+}}:[[W3]]], s[[SO]] offset:128 lds\0A
// ISA-NOT: {{buffer_load|global_load}}
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!a32 = !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<32>, 32>
module attributes {gpu.container_module} {
  gpu.module @async32 [#rocdl.target<chip = "gfx950">] {
    gpu.func @k(%g: !fly.ptr<f32, global>, %n: i64, %so: i32) kernel {
      %l = fly.static : !fly.layout<1:1>
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %sv = fly.make_view(%b, %l) : (!B, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f32, shared, align<1024>>
      %dv = fly.make_view(%d, %l) : (!fly.ptr<f32, shared, align<1024>>, !fly.layout<1:1>) -> !fly.memref<f32, shared, 1:1, align<1024>>
      %a0 = fly.make_copy_atom {valBits = 32 : i32} : !a32
      %imm = arith.constant 128 : i32
      %a1 = fly.atom.set_value(%a0, "imm_offset", %imm) : (!a32, i32) -> !a32
      %a2 = fly.atom.set_value(%a1, "soffset", %so) : (!a32, i32) -> !a32
      fly.copy_atom_call(%a2, %sv, %dv) : (!a32, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<f32, shared, 1:1, align<1024>>) -> ()
      gpu.return
    }
  }
}

// -----

// cdna4.buffer_load_async_lds<128>: size 16 (dwordx4), imm_offset 16,
// dynamic soffset.
// CHECK-LABEL: gpu.module @async128
// CHECK: %[[Z:.*]] = llvm.mlir.zero : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[IMMV:.*]] = arith.constant 16 : i32
// CHECK-NEXT: %[[A1:.*]] = llvm.insertvalue %[[IMMV]], %[[Z]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[A2:.*]] = llvm.insertvalue %arg2, %[[A1]][0] : !llvm.struct<(i32, i32)>
// CHECK: %[[S:.*]] = llvm.extractvalue %[[A2]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SO:.*]] = llvm.mul %[[S]], %[[C4]] : i32
// CHECK-NEXT: %[[SZ:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[IMM:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.load.lds %{{.*}}, %{{.*}}, %[[SZ]], %{{.*}}, %[[SO]], %[[IMM]], %[[AUX]]
// ISA-LABEL: gpu.binary @async128 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-DAG: s_load_dword s[[SOA:[0-9]+]], s[{{[0-9]+}}:{{[0-9]+}}], 0x10\0A
// ISA-DAG: s_mov_b32 s[[W3:[0-9]+]], 0x27000\0A
// ISA-DAG: s_mov_b32 m0, 0\0A
// ISA-DAG: s_lshl_b32 s[[SO:[0-9]+]], s[[SOA]], 2\0A
// ISA: buffer_load_dwordx4 off, s[{{[0-9]+}}:[[W3]]], s[[SO]] offset:16 lds\0A
// ISA-NOT: {{buffer_load|global_load}}
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!a128 = !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 32>
module attributes {gpu.container_module} {
  gpu.module @async128 [#rocdl.target<chip = "gfx950">] {
    gpu.func @k(%g: !fly.ptr<f32, global>, %n: i64, %so: i32) kernel {
      %l4 = fly.static : !fly.layout<4:1>
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %sv4 = fly.make_view(%b, %l4) : (!B, !fly.layout<4:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f32, shared, align<1024>>
      %dv4 = fly.make_view(%d, %l4) : (!fly.ptr<f32, shared, align<1024>>, !fly.layout<4:1>) -> !fly.memref<f32, shared, 4:1, align<1024>>
      %b0 = fly.make_copy_atom {valBits = 32 : i32} : !a128
      %imm = arith.constant 16 : i32
      %b1 = fly.atom.set_value(%b0, "imm_offset", %imm) : (!a128, i32) -> !a128
      %b2 = fly.atom.set_value(%b1, "soffset", %so) : (!a128, i32) -> !a128
      fly.copy_atom_call(%b2, %sv4, %dv4) : (!a128, !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<f32, shared, 4:1, align<1024>>) -> ()
      gpu.return
    }
  }
}

// -----

// cdna4.global_load_async_lds<96>: stateless (an empty struct), size 12,
// offset 0, aux 0 as attributes; the global source 6 f32 in (24 bytes) is
// added to the scalar address.
// CHECK-LABEL: gpu.module @global96
// CHECK: %[[G:.*]] = llvm.getelementptr %arg0[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[LDS:.*]] = llvm.mlir.addressof @__fly_dynamic_shared : !llvm.ptr<3>
// CHECK-NEXT: llvm.mlir.zero : !llvm.struct<()>
// CHECK-NEXT: rocdl.global.load.lds %[[G]], %[[LDS]], 12, 0, 0
// ISA-LABEL: gpu.binary @global96 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-DAG: s_mov_b32 m0, 0\0A
// ISA-DAG: s_add_u32 s[[LO:[0-9]+]], s[[LO]], 24\0A
// ISA: global_load_lds_dwordx3 v{{[0-9]+}}, s[[[LO]]:{{[0-9]+}}]\0A
// ISA-NOT: {{buffer_load|global_load}}
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
!g96 = !fly.copy_atom<!fly_rocdl.cdna4.global_load_async_lds<96>, 32>
module attributes {gpu.container_module} {
  gpu.module @global96 [#rocdl.target<chip = "gfx950">] {
    gpu.func @k(%g: !fly.ptr<f32, global>) kernel {
      %l3 = fly.static : !fly.layout<3:1>
      %o = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %g6 = fly.add_offset(%g, %o) : (!fly.ptr<f32, global>, !fly.int_tuple<6>) -> !fly.ptr<f32, global>
      %gv3 = fly.make_view(%g6, %l3) : (!fly.ptr<f32, global>, !fly.layout<3:1>) -> !fly.memref<f32, global, 3:1>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f32, shared, align<1024>>
      %dv3 = fly.make_view(%d, %l3) : (!fly.ptr<f32, shared, align<1024>>, !fly.layout<3:1>) -> !fly.memref<f32, shared, 3:1, align<1024>>
      %c0 = fly.make_copy_atom {valBits = 32 : i32} : !g96
      fly.copy_atom_call(%c0, %gv3, %dv3) : (!g96, !fly.memref<f32, global, 3:1>, !fly.memref<f32, shared, 3:1, align<1024>>) -> ()
      gpu.return
    }
  }
}
