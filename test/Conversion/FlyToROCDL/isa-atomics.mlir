// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl | FileCheck %s
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=ISA
// cdna3.buffer_atomic on every family where the backend has the
// instruction: add f32 -> raw.ptr.buffer.atomic
// .fadd, max i32 -> .smax, min i32 -> .umin, max f32 -> .fmax (not on CDNA,
// see test/Dialect/FlyROCDL/Transforms/check-target-copies.mlir). Each op
// has no result; its operands are (value, rsrc, voffset, soffset, aux = 0).
// The add goes to a buffer view 5
// f32 in (voffset 20, folded into the ISA offset:20 field) with a dynamic
// soffset set on the atom (struct (i32 soffset), field 0; times 4 bytes).
// The integer atomics of a wave-uniform value are single-lane after the
// backend's atomic optimizer; only their names are checked. ISA names:
// gfx942 / gfx950 buffer_atomic_add_f32, _smax, _umin; gfx1201 / gfx1250
// buffer_atomic_add_f32, _max_i32, _min_u32, _max_num_f32. The buffers take
// the chip's default flags: 0x27000 on CDNA, 0x31027000 on RDNA4 and
// OOB_SELECT = 3 in bits 61:60 of the gfx1250 descriptor's high half
// (buffer-flags.mlir). The soffset kernel argument is at kernarg offset 0x28
// (four pointers, then the i64; on gfx1250 the last dword of one
// s_load_b96 at 0x20).

// CHECK-LABEL: gpu.module @atomics_gfx942
// CHECK: %[[Z:.*]] = llvm.mlir.zero : !llvm.struct<(i32)>
// CHECK-NEXT: %[[A:.*]] = llvm.insertvalue %arg5, %[[Z]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[V:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<5> -> f32
// CHECK-NEXT: %[[RS:.*]] = llvm.extractvalue %[[BUF:[0-9]+]][0] : !llvm.struct<(ptr<8>, i32)>
// CHECK: %[[VO:.*]] = llvm.mul %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[S:.*]] = llvm.extractvalue %[[A]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SO:.*]] = llvm.mul %[[S]], %[[C4]] : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.atomic.fadd %[[V]], %[[RS]], %[[VO]], %[[SO]], %[[AUX]] : f32
// CHECK: rocdl.raw.ptr.buffer.atomic.smax %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK: rocdl.raw.ptr.buffer.atomic.umin %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK-NOT: rocdl.raw.ptr.buffer.atomic
// CHECK: gpu.return
// ISA-LABEL: gpu.binary @atomics_gfx942 [#gpu.object<#rocdl.target<chip = "gfx942">
// ISA-DAG: s_load_dword s[[SOA:[0-9]+]], s[{{[0-9]+}}:{{[0-9]+}}], 0x28\0A
// ISA-DAG: s_mov_b32 s[[W3:[0-9]+]], 0x27000\0A
// ISA-DAG: s_lshl_b32 s[[SO:[0-9]+]], s[[SOA]], 2\0A
// ISA: buffer_atomic_add_f32 v{{[0-9]+}}, off, s[{{[0-9]+}}:[[W3]]], s[[SO]] offset:20\0A
// ISA-SAME: buffer_atomic_smax v{{[0-9]+}}, off, s[{{[0-9]+}}:{{[0-9]+}}], 0\0A
// ISA-SAME: buffer_atomic_umin v{{[0-9]+}}, off, s[{{[0-9]+}}:{{[0-9]+}}], 0\0A
// ISA-NOT: buffer_atomic
// ISA-SAME: s_endpgm\0A
!Bf = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!Bi = !fly.ptr<i32, #fly_rocdl.buffer_desc>
!Vf = !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
!Vi = !fly.memref<i32, #fly_rocdl.buffer_desc, 1:1>
!Rf = !fly.memref<f32, register, 1:1>
!Ri = !fly.memref<i32, register, 1:1>
!Gf = !fly.memref<f32, global, 1:1>
!Gi = !fly.memref<i32, global, 1:1>
!cp = !fly.copy_atom<!fly.universal_copy<32>, 32>
!add = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, f32>, 32>
!smax = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, i32>, 32>
!umin = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<min, i32>, 32>
!fmax = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, f32>, 32>
module attributes {gpu.container_module} {
  gpu.module @atomics_gfx942 [#rocdl.target<chip = "gfx942">] {
    gpu.func @k(%gf: !fly.ptr<f32, global>, %gi: !fly.ptr<i32, global>, %vf: !fly.ptr<f32, global>, %vi: !fly.ptr<i32, global>, %n: i64, %so: i32) kernel {
      %l = fly.static : !fly.layout<1:1>
      %s = llvm.mlir.constant(0 : i16) : i16
      %bf = fly.make_ptr(%gf, %s, %n) : (!fly.ptr<f32, global>, i16, i64) -> !Bf
      %bi = fly.make_ptr(%gi, %s, %n) : (!fly.ptr<i32, global>, i16, i64) -> !Bi
      %o = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %bf5 = fly.add_offset(%bf, %o) : (!Bf, !fly.int_tuple<5>) -> !Bf
      %bvf = fly.make_view(%bf5, %l) : (!Bf, !fly.layout<1:1>) -> !Vf
      %bvi = fly.make_view(%bi, %l) : (!Bi, !fly.layout<1:1>) -> !Vi
      %pf = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %rf = fly.make_view(%pf, %l) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !Rf
      %pi = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<i32, register>
      %ri = fly.make_view(%pi, %l) : (!fly.ptr<i32, register>, !fly.layout<1:1>) -> !Ri
      %gvf = fly.make_view(%vf, %l) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !Gf
      %gvi = fly.make_view(%vi, %l) : (!fly.ptr<i32, global>, !fly.layout<1:1>) -> !Gi
      %cp = fly.make_copy_atom {valBits = 32 : i32} : !cp
      fly.copy_atom_call(%cp, %gvf, %rf) : (!cp, !Gf, !Rf) -> ()
      fly.copy_atom_call(%cp, %gvi, %ri) : (!cp, !Gi, !Ri) -> ()
      %a0 = fly.make_copy_atom {valBits = 32 : i32} : !add
      %a = fly.atom.set_value(%a0, "soffset", %so) : (!add, i32) -> !add
      fly.copy_atom_call(%a, %rf, %bvf) : (!add, !Rf, !Vf) -> ()
      %b = fly.make_copy_atom {valBits = 32 : i32} : !smax
      fly.copy_atom_call(%b, %ri, %bvi) : (!smax, !Ri, !Vi) -> ()
      %c = fly.make_copy_atom {valBits = 32 : i32} : !umin
      fly.copy_atom_call(%c, %ri, %bvi) : (!umin, !Ri, !Vi) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.module @atomics_gfx950
// CHECK: %[[Z:.*]] = llvm.mlir.zero : !llvm.struct<(i32)>
// CHECK-NEXT: %[[A:.*]] = llvm.insertvalue %arg5, %[[Z]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[V:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<5> -> f32
// CHECK-NEXT: %[[RS:.*]] = llvm.extractvalue %[[BUF:[0-9]+]][0] : !llvm.struct<(ptr<8>, i32)>
// CHECK: %[[VO:.*]] = llvm.mul %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[S:.*]] = llvm.extractvalue %[[A]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SO:.*]] = llvm.mul %[[S]], %[[C4]] : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.atomic.fadd %[[V]], %[[RS]], %[[VO]], %[[SO]], %[[AUX]] : f32
// CHECK: rocdl.raw.ptr.buffer.atomic.smax %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK: rocdl.raw.ptr.buffer.atomic.umin %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK-NOT: rocdl.raw.ptr.buffer.atomic
// CHECK: gpu.return
// ISA-LABEL: gpu.binary @atomics_gfx950 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-DAG: s_load_dword s[[SOA:[0-9]+]], s[{{[0-9]+}}:{{[0-9]+}}], 0x28\0A
// ISA-DAG: s_mov_b32 s[[W3:[0-9]+]], 0x27000\0A
// ISA-DAG: s_lshl_b32 s[[SO:[0-9]+]], s[[SOA]], 2\0A
// ISA: buffer_atomic_add_f32 v{{[0-9]+}}, off, s[{{[0-9]+}}:[[W3]]], s[[SO]] offset:20\0A
// ISA-SAME: buffer_atomic_smax v{{[0-9]+}}, off, s[{{[0-9]+}}:{{[0-9]+}}], 0\0A
// ISA-SAME: buffer_atomic_umin v{{[0-9]+}}, off, s[{{[0-9]+}}:{{[0-9]+}}], 0\0A
// ISA-NOT: buffer_atomic
// ISA-SAME: s_endpgm\0A
!Bf = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!Bi = !fly.ptr<i32, #fly_rocdl.buffer_desc>
!Vf = !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
!Vi = !fly.memref<i32, #fly_rocdl.buffer_desc, 1:1>
!Rf = !fly.memref<f32, register, 1:1>
!Ri = !fly.memref<i32, register, 1:1>
!Gf = !fly.memref<f32, global, 1:1>
!Gi = !fly.memref<i32, global, 1:1>
!cp = !fly.copy_atom<!fly.universal_copy<32>, 32>
!add = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, f32>, 32>
!smax = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, i32>, 32>
!umin = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<min, i32>, 32>
!fmax = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, f32>, 32>
module attributes {gpu.container_module} {
  gpu.module @atomics_gfx950 [#rocdl.target<chip = "gfx950">] {
    gpu.func @k(%gf: !fly.ptr<f32, global>, %gi: !fly.ptr<i32, global>, %vf: !fly.ptr<f32, global>, %vi: !fly.ptr<i32, global>, %n: i64, %so: i32) kernel {
      %l = fly.static : !fly.layout<1:1>
      %s = llvm.mlir.constant(0 : i16) : i16
      %bf = fly.make_ptr(%gf, %s, %n) : (!fly.ptr<f32, global>, i16, i64) -> !Bf
      %bi = fly.make_ptr(%gi, %s, %n) : (!fly.ptr<i32, global>, i16, i64) -> !Bi
      %o = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %bf5 = fly.add_offset(%bf, %o) : (!Bf, !fly.int_tuple<5>) -> !Bf
      %bvf = fly.make_view(%bf5, %l) : (!Bf, !fly.layout<1:1>) -> !Vf
      %bvi = fly.make_view(%bi, %l) : (!Bi, !fly.layout<1:1>) -> !Vi
      %pf = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %rf = fly.make_view(%pf, %l) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !Rf
      %pi = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<i32, register>
      %ri = fly.make_view(%pi, %l) : (!fly.ptr<i32, register>, !fly.layout<1:1>) -> !Ri
      %gvf = fly.make_view(%vf, %l) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !Gf
      %gvi = fly.make_view(%vi, %l) : (!fly.ptr<i32, global>, !fly.layout<1:1>) -> !Gi
      %cp = fly.make_copy_atom {valBits = 32 : i32} : !cp
      fly.copy_atom_call(%cp, %gvf, %rf) : (!cp, !Gf, !Rf) -> ()
      fly.copy_atom_call(%cp, %gvi, %ri) : (!cp, !Gi, !Ri) -> ()
      %a0 = fly.make_copy_atom {valBits = 32 : i32} : !add
      %a = fly.atom.set_value(%a0, "soffset", %so) : (!add, i32) -> !add
      fly.copy_atom_call(%a, %rf, %bvf) : (!add, !Rf, !Vf) -> ()
      %b = fly.make_copy_atom {valBits = 32 : i32} : !smax
      fly.copy_atom_call(%b, %ri, %bvi) : (!smax, !Ri, !Vi) -> ()
      %c = fly.make_copy_atom {valBits = 32 : i32} : !umin
      fly.copy_atom_call(%c, %ri, %bvi) : (!umin, !Ri, !Vi) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.module @atomics_gfx1201
// CHECK: %[[Z:.*]] = llvm.mlir.zero : !llvm.struct<(i32)>
// CHECK-NEXT: %[[A:.*]] = llvm.insertvalue %arg5, %[[Z]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[V:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<5> -> f32
// CHECK-NEXT: %[[RS:.*]] = llvm.extractvalue %[[BUF:[0-9]+]][0] : !llvm.struct<(ptr<8>, i32)>
// CHECK: %[[VO:.*]] = llvm.mul %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[S:.*]] = llvm.extractvalue %[[A]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SO:.*]] = llvm.mul %[[S]], %[[C4]] : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.atomic.fadd %[[V]], %[[RS]], %[[VO]], %[[SO]], %[[AUX]] : f32
// CHECK: rocdl.raw.ptr.buffer.atomic.smax %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK: rocdl.raw.ptr.buffer.atomic.umin %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK: rocdl.raw.ptr.buffer.atomic.fmax %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK: gpu.return
// ISA-LABEL: gpu.binary @atomics_gfx1201 [#gpu.object<#rocdl.target<chip = "gfx1201">
// ISA-DAG: s_mov_b32 s[[W3:[0-9]+]], 0x31027000\0A
// ISA-DAG: s_load_b32 s[[SOA:[0-9]+]], s[{{[0-9]+}}:{{[0-9]+}}], 0x28\0A
// ISA-DAG: s_lshl_b32 s[[SO:[0-9]+]], s[[SOA]], 2\0A
// ISA: buffer_atomic_add_f32 v{{[0-9]+}}, off, s[{{[0-9]+}}:[[W3]]], s[[SO]] offset:20\0A
// ISA-SAME: buffer_atomic_max_i32 v{{[0-9]+}}, off, s[{{[0-9]+}}:{{[0-9]+}}], null\0A
// ISA-SAME: buffer_atomic_min_u32 v{{[0-9]+}}, off, s[{{[0-9]+}}:{{[0-9]+}}], null\0A
// ISA-SAME: buffer_atomic_max_num_f32 v{{[0-9]+}}, off, s[{{[0-9]+}}:{{[0-9]+}}], null offset:20\0A
// ISA-NOT: buffer_atomic
// ISA-SAME: s_endpgm\0A
!Bf = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!Bi = !fly.ptr<i32, #fly_rocdl.buffer_desc>
!Vf = !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
!Vi = !fly.memref<i32, #fly_rocdl.buffer_desc, 1:1>
!Rf = !fly.memref<f32, register, 1:1>
!Ri = !fly.memref<i32, register, 1:1>
!Gf = !fly.memref<f32, global, 1:1>
!Gi = !fly.memref<i32, global, 1:1>
!cp = !fly.copy_atom<!fly.universal_copy<32>, 32>
!add = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, f32>, 32>
!smax = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, i32>, 32>
!umin = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<min, i32>, 32>
!fmax = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, f32>, 32>
module attributes {gpu.container_module} {
  gpu.module @atomics_gfx1201 [#rocdl.target<chip = "gfx1201">] {
    gpu.func @k(%gf: !fly.ptr<f32, global>, %gi: !fly.ptr<i32, global>, %vf: !fly.ptr<f32, global>, %vi: !fly.ptr<i32, global>, %n: i64, %so: i32) kernel {
      %l = fly.static : !fly.layout<1:1>
      %s = llvm.mlir.constant(0 : i16) : i16
      %bf = fly.make_ptr(%gf, %s, %n) : (!fly.ptr<f32, global>, i16, i64) -> !Bf
      %bi = fly.make_ptr(%gi, %s, %n) : (!fly.ptr<i32, global>, i16, i64) -> !Bi
      %o = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %bf5 = fly.add_offset(%bf, %o) : (!Bf, !fly.int_tuple<5>) -> !Bf
      %bvf = fly.make_view(%bf5, %l) : (!Bf, !fly.layout<1:1>) -> !Vf
      %bvi = fly.make_view(%bi, %l) : (!Bi, !fly.layout<1:1>) -> !Vi
      %pf = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %rf = fly.make_view(%pf, %l) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !Rf
      %pi = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<i32, register>
      %ri = fly.make_view(%pi, %l) : (!fly.ptr<i32, register>, !fly.layout<1:1>) -> !Ri
      %gvf = fly.make_view(%vf, %l) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !Gf
      %gvi = fly.make_view(%vi, %l) : (!fly.ptr<i32, global>, !fly.layout<1:1>) -> !Gi
      %cp = fly.make_copy_atom {valBits = 32 : i32} : !cp
      fly.copy_atom_call(%cp, %gvf, %rf) : (!cp, !Gf, !Rf) -> ()
      fly.copy_atom_call(%cp, %gvi, %ri) : (!cp, !Gi, !Ri) -> ()
      %a0 = fly.make_copy_atom {valBits = 32 : i32} : !add
      %a = fly.atom.set_value(%a0, "soffset", %so) : (!add, i32) -> !add
      fly.copy_atom_call(%a, %rf, %bvf) : (!add, !Rf, !Vf) -> ()
      %b = fly.make_copy_atom {valBits = 32 : i32} : !smax
      fly.copy_atom_call(%b, %ri, %bvi) : (!smax, !Ri, !Vi) -> ()
      %c = fly.make_copy_atom {valBits = 32 : i32} : !umin
      fly.copy_atom_call(%c, %ri, %bvi) : (!umin, !Ri, !Vi) -> ()
      %d = fly.make_copy_atom {valBits = 32 : i32} : !fmax
      fly.copy_atom_call(%d, %rf, %bvf) : (!fmax, !Rf, !Vf) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.module @atomics_gfx1250
// CHECK: %[[Z:.*]] = llvm.mlir.zero : !llvm.struct<(i32)>
// CHECK-NEXT: %[[A:.*]] = llvm.insertvalue %arg5, %[[Z]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[V:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<5> -> f32
// CHECK-NEXT: %[[RS:.*]] = llvm.extractvalue %[[BUF:[0-9]+]][0] : !llvm.struct<(ptr<8>, i32)>
// CHECK: %[[VO:.*]] = llvm.mul %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[S:.*]] = llvm.extractvalue %[[A]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SO:.*]] = llvm.mul %[[S]], %[[C4]] : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.atomic.fadd %[[V]], %[[RS]], %[[VO]], %[[SO]], %[[AUX]] : f32
// CHECK: rocdl.raw.ptr.buffer.atomic.smax %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK: rocdl.raw.ptr.buffer.atomic.umin %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK: rocdl.raw.ptr.buffer.atomic.fmax %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK: gpu.return
// ISA-LABEL: gpu.binary @atomics_gfx1250 [#gpu.object<#rocdl.target<chip = "gfx1250">
// ISA-DAG: s_load_b96 s[{{[0-9]+}}:[[SOA:[0-9]+]]], s[{{[0-9]+}}:{{[0-9]+}}], 0x20\0A
// ISA-DAG: s_or_b64 s[{{[0-9]+}}:[[HI:[0-9]+]]], s[{{[0-9]+}}:{{[0-9]+}}], 0x3000000000000000\0A
// ISA-DAG: s_lshl_b32 s[[SO:[0-9]+]], s[[SOA]], 2\0A
// ISA: buffer_atomic_add_f32 v{{[0-9]+}}, off, s[{{[0-9]+}}:[[HI]]], s[[SO]] offset:20\0A
// ISA-SAME: buffer_atomic_max_i32 v{{[0-9]+}}, off, s[{{[0-9]+}}:{{[0-9]+}}], null\0A
// ISA-SAME: buffer_atomic_min_u32 v{{[0-9]+}}, off, s[{{[0-9]+}}:{{[0-9]+}}], null\0A
// ISA-SAME: buffer_atomic_max_num_f32 v{{[0-9]+}}, off, s[{{[0-9]+}}:{{[0-9]+}}], null offset:20\0A
// ISA-NOT: buffer_atomic
// ISA-SAME: s_endpgm\0A
!Bf = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!Bi = !fly.ptr<i32, #fly_rocdl.buffer_desc>
!Vf = !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
!Vi = !fly.memref<i32, #fly_rocdl.buffer_desc, 1:1>
!Rf = !fly.memref<f32, register, 1:1>
!Ri = !fly.memref<i32, register, 1:1>
!Gf = !fly.memref<f32, global, 1:1>
!Gi = !fly.memref<i32, global, 1:1>
!cp = !fly.copy_atom<!fly.universal_copy<32>, 32>
!add = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, f32>, 32>
!smax = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, i32>, 32>
!umin = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<min, i32>, 32>
!fmax = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, f32>, 32>
module attributes {gpu.container_module} {
  gpu.module @atomics_gfx1250 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @k(%gf: !fly.ptr<f32, global>, %gi: !fly.ptr<i32, global>, %vf: !fly.ptr<f32, global>, %vi: !fly.ptr<i32, global>, %n: i64, %so: i32) kernel {
      %l = fly.static : !fly.layout<1:1>
      %s = llvm.mlir.constant(0 : i16) : i16
      %bf = fly.make_ptr(%gf, %s, %n) : (!fly.ptr<f32, global>, i16, i64) -> !Bf
      %bi = fly.make_ptr(%gi, %s, %n) : (!fly.ptr<i32, global>, i16, i64) -> !Bi
      %o = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %bf5 = fly.add_offset(%bf, %o) : (!Bf, !fly.int_tuple<5>) -> !Bf
      %bvf = fly.make_view(%bf5, %l) : (!Bf, !fly.layout<1:1>) -> !Vf
      %bvi = fly.make_view(%bi, %l) : (!Bi, !fly.layout<1:1>) -> !Vi
      %pf = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %rf = fly.make_view(%pf, %l) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !Rf
      %pi = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<i32, register>
      %ri = fly.make_view(%pi, %l) : (!fly.ptr<i32, register>, !fly.layout<1:1>) -> !Ri
      %gvf = fly.make_view(%vf, %l) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !Gf
      %gvi = fly.make_view(%vi, %l) : (!fly.ptr<i32, global>, !fly.layout<1:1>) -> !Gi
      %cp = fly.make_copy_atom {valBits = 32 : i32} : !cp
      fly.copy_atom_call(%cp, %gvf, %rf) : (!cp, !Gf, !Rf) -> ()
      fly.copy_atom_call(%cp, %gvi, %ri) : (!cp, !Gi, !Ri) -> ()
      %a0 = fly.make_copy_atom {valBits = 32 : i32} : !add
      %a = fly.atom.set_value(%a0, "soffset", %so) : (!add, i32) -> !add
      fly.copy_atom_call(%a, %rf, %bvf) : (!add, !Rf, !Vf) -> ()
      %b = fly.make_copy_atom {valBits = 32 : i32} : !smax
      fly.copy_atom_call(%b, %ri, %bvi) : (!smax, !Ri, !Vi) -> ()
      %c = fly.make_copy_atom {valBits = 32 : i32} : !umin
      fly.copy_atom_call(%c, %ri, %bvi) : (!umin, !Ri, !Vi) -> ()
      %d = fly.make_copy_atom {valBits = 32 : i32} : !fmax
      fly.copy_atom_call(%d, %rf, %bvf) : (!fmax, !Rf, !Vf) -> ()
      gpu.return
    }
  }
}
