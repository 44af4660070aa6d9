// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl | FileCheck %s
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=ISA
// A runtime imm_offset on the LDS DMA atoms (issue 13 B). The instruction's
// immediate offset moves both addresses of the copy: the buffer address
// (range checked like voffset) and the LDS address M0 + offset + lane *
// size (IntrinsicsAMDGPU.td, buffer/global load to LDS: "applied to both
// global and LDS address"). No immediate holds a runtime value, so it is
// added to voffset and to the LDS pointer, and the immediate operand is 0;
// a constant stays in the 12-bit immediate field.

// cdna3.buffer_copy_lds<32> on gfx950: the buffer view is at element 3
// (voffset 12 bytes), the LDS view at f32 element 64 of the dynamic shared
// memory (byte 256); soffset and imm_offset are kernel arguments.
// CHECK-LABEL: gpu.func @k(
// CHECK-SAME: %{{[a-z0-9]+}}: !llvm.ptr<1>, %{{[a-z0-9]+}}: i64, %[[SOA:[a-z0-9]+]]: i32, %[[IMMA:[a-z0-9]+]]: i32)
// CHECK: %[[LDS0:.*]] = llvm.mlir.addressof @__fly_dynamic_shared : !llvm.ptr<3>
// CHECK: %[[LDS:.*]] = llvm.getelementptr %[[LDS0]][64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
// CHECK: %[[A1:.*]] = llvm.insertvalue %[[IMMA]], %{{.*}}[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[A2:.*]] = llvm.insertvalue %[[SOA]], %[[A1]][0] : !llvm.struct<(i32, i32)>
// CHECK: %[[VO:.*]] = llvm.mul %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[S:.*]] = llvm.extractvalue %[[A2]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SO:.*]] = llvm.mul %[[S]], %[[C4]] : i32
// CHECK-NEXT: %[[IMM:.*]] = llvm.extractvalue %[[A2]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[VOI:.*]] = llvm.add %[[VO]], %[[IMM]] : i32
// CHECK-NEXT: %[[LDSI:.*]] = llvm.getelementptr %[[LDS]][%[[IMM]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %[[SZ:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.load.lds %{{.*}}, %[[LDSI]], %[[SZ]], %[[VOI]], %[[SO]], %[[Z]], %[[AUX]]
// The ISA has voffset = imm + 12 (a sum, not the constant 12) in a VGPR,
// M0 = (LDS base + imm) + 0x100, and no offset:N on the instruction.
// ISA-LABEL: gpu.binary @lds32_runtime_imm
// ISA-SAME: s_add_i32 s[[VO:[0-9]+]], s{{[0-9]+}}, 12\0A
// ISA-SAME: s_add_i32 m0, s{{[0-9]+}}, 0x100\0A
// ISA-SAME: v_mov_b32_e32 v[[V:[0-9]+]], s[[VO]]\0A
// ISA-SAME: buffer_load_dword v[[V]], s[{{[0-9:]+}}], s{{[0-9]+}} offen lds\0A
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!lds = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<32>, 32>
module attributes {gpu.container_module} {
  gpu.module @lds32_runtime_imm [#rocdl.target<chip = "gfx950">] {
    gpu.func @k(%g: !fly.ptr<f32, global>, %n: i64, %so: i32, %imm: i32) kernel {
      %l = fly.static : !fly.layout<1:1>
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %o = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %b3 = fly.add_offset(%b, %o) : (!B, !fly.int_tuple<3>) -> !B
      %sv = fly.make_view(%b3, %l) : (!B, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f32, shared, align<1024>>
      %o64 = fly.make_int_tuple() : () -> !fly.int_tuple<64>
      %d64 = fly.add_offset(%d, %o64) : (!fly.ptr<f32, shared, align<1024>>, !fly.int_tuple<64>) -> !fly.ptr<f32, shared, align<256>>
      %dv = fly.make_view(%d64, %l) : (!fly.ptr<f32, shared, align<256>>, !fly.layout<1:1>) -> !fly.memref<f32, shared, 1:1, align<256>>
      %a0 = fly.make_copy_atom {valBits = 32 : i32} : !lds
      %a1 = fly.atom.set_value(%a0, "imm_offset", %imm) : (!lds, i32) -> !lds
      %a2 = fly.atom.set_value(%a1, "soffset", %so) : (!lds, i32) -> !lds
      fly.copy_atom_call(%a2, %sv, %dv) : (!lds, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<f32, shared, 1:1, align<256>>) -> ()
      gpu.return
    }
  }
}

// -----

// cdna4.buffer_load_async_lds<128> on gfx950 (16 bytes per lane): a
// constant imm_offset set after a runtime one is the one read, so the first
// call keeps 16 in the immediate; the runtime value set last is folded into
// the second call's voffset and LDS pointer.
// CHECK-LABEL: gpu.func @k(
// CHECK-SAME: %{{[a-z0-9]+}}: !llvm.ptr<1>, %{{[a-z0-9]+}}: i64, %[[IMMA:[a-z0-9]+]]: i32)
// CHECK: %[[SZ:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[I16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.load.lds %{{.*}}, %[[L1:[0-9]+]], %[[SZ]], %{{.*}}, %{{.*}}, %[[I16]], %[[AUX]]
// CHECK: %[[A3:.*]] = llvm.insertvalue %[[IMMA]], %{{.*}}[1] : !llvm.struct<(i32, i32)>
// CHECK: %[[VO:.*]] = llvm.mul %{{.*}}, %{{.*}} : i32
// CHECK: %[[IMM:.*]] = llvm.extractvalue %[[A3]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[VOI:.*]] = llvm.add %[[VO]], %[[IMM]] : i32
// CHECK-NEXT: %[[LDSI:.*]] = llvm.getelementptr %[[L1]][%[[IMM]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %[[SZ2:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[AUX2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.load.lds %{{.*}}, %[[LDSI]], %[[SZ2]], %[[VOI]], %{{.*}}, %[[Z]], %[[AUX2]]
// In the ISA the first load has voffset 0 ("off") and offset:16; the second
// takes the runtime value as voffset and as M0 (the LDS base is 0), with no
// immediate.
// ISA-LABEL: gpu.binary @lds128_runtime_imm
// ISA-SAME: s_load_dword s[[IMM:[0-9]+]], s[0:1], 0x10\0A
// ISA-SAME: buffer_load_dwordx4 off, s[{{[0-9:]+}}], 0 offset:16 lds\0A
// ISA-SAME: s_add_i32 m0, s[[IMM]], 0\0A
// ISA-SAME: v_mov_b32_e32 v[[V:[0-9]+]], s[[IMM]]\0A
// ISA-SAME: buffer_load_dwordx4 v[[V]], s[{{[0-9:]+}}], 0 offen lds\0A
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!async = !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 32>
module attributes {gpu.container_module} {
  gpu.module @lds128_runtime_imm [#rocdl.target<chip = "gfx950">] {
    gpu.func @k(%g: !fly.ptr<f32, global>, %n: i64, %imm: i32) kernel {
      %l = fly.static : !fly.layout<4:1>
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %sv = fly.make_view(%b, %l) : (!B, !fly.layout<4:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f32, shared, align<1024>>
      %dv = fly.make_view(%d, %l) : (!fly.ptr<f32, shared, align<1024>>, !fly.layout<4:1>) -> !fly.memref<f32, shared, 4:1, align<1024>>
      %a0 = fly.make_copy_atom {valBits = 32 : i32} : !async
      %c16 = arith.constant 16 : i32
      %a1 = fly.atom.set_value(%a0, "imm_offset", %imm) : (!async, i32) -> !async
      %a2 = fly.atom.set_value(%a1, "imm_offset", %c16) : (!async, i32) -> !async
      fly.copy_atom_call(%a2, %sv, %dv) : (!async, !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<f32, shared, 4:1, align<1024>>) -> ()
      %a3 = fly.atom.set_value(%a2, "imm_offset", %imm) : (!async, i32) -> !async
      fly.copy_atom_call(%a3, %sv, %dv) : (!async, !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<f32, shared, 4:1, align<1024>>) -> ()
      gpu.return
    }
  }
}
