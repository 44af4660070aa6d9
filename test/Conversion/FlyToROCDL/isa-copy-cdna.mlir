// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl | FileCheck %s
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=ISA
// cdna3.buffer_copy<32 / 64 / 128[, cache = N]> on CDNA3 (gfx942) and CDNA4
// (gfx950), down to the rocdl ops (CHECK) and to ISA (ISA). Each kernel loads
// a buffer view into registers and stores it back through a second buffer,
// with the same atom both ways:
// - bits = N moves an iN (32) or vector<N/32 x i32> (64, 128) word: ISA
//   buffer_load/store_dword, _dwordx2, _dwordx4;
// - the cache policy is the aux operand verbatim; on gfx940+ aux bit 0 is SC0
//   and bit 1 is NT (bit 4 would be SC1), so cache = 1 prints "sc0" and
//   cache = 2 (FlyDSL's "non-temporal") prints "nt"; cache = 0 prints no
//   modifier after the soffset operand;
// - the buffer pointers are made without a flags operand, so the descriptor's
//   fourth word is the CDNA default (7 << 12) | (4 << 15) = 0x27000 = 159744
//   (BufferOps.cpp), which the ISA moves into the last register of the
//   load's resource s[a:b].

// CHECK-LABEL: gpu.module @c32_gfx942
// The load: default flags; soffset (field 0 of the atom struct) times the
// element bytes, aux = 0; the i32 word is bitcast to the values.
// CHECK: %[[F:.*]] = llvm.mlir.constant(159744 : i32) : i32
// CHECK-NEXT: rocdl.make.buffer.rsrc %arg0, %{{.*}}, %arg2, %[[F]] : <1> to <8>
// CHECK: %[[S:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[EB:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SO:.*]] = llvm.mul %[[S]], %[[EB]] : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[W:.*]] = rocdl.raw.ptr.buffer.load %{{.*}}, %{{.*}}, %[[SO]], %[[AUX]] : i32
// CHECK-NEXT: llvm.bitcast %[[W]] : i32 to f32
// The store through the second buffer, same aux.
// CHECK: %[[F2:.*]] = llvm.mlir.constant(159744 : i32) : i32
// CHECK-NEXT: rocdl.make.buffer.rsrc %arg1, %{{.*}}, %arg2, %[[F2]] : <1> to <8>
// CHECK: %[[S2:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[EB2:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SO2:.*]] = llvm.mul %[[S2]], %[[EB2]] : i32
// CHECK-NEXT: %[[AUX2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[X:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<5> -> f32
// CHECK-NEXT: %[[XW:.*]] = llvm.bitcast %[[X]] : f32 to i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.store %[[XW]], %{{.*}}, %{{.*}}, %[[SO2]], %[[AUX2]] : i32
// ISA-LABEL: gpu.binary @c32_gfx942 [#gpu.object<#rocdl.target<chip = "gfx942">
// ISA-SAME: s_mov_b32 s[[W3:[0-9]+]], 0x27000\0A
// ISA-SAME: buffer_load_dword v{{[0-9]+}}, off, s[{{[0-9]+}}:[[W3]]], 0\0A
// ISA-SAME: buffer_store_dword v{{[0-9]+}}, off, s[{{[0-9]+}}:{{[0-9]+}}], 0\0A
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!V = !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
!R = !fly.memref<f32, register, 1:1>
module attributes {gpu.container_module} {
  gpu.module @c32_gfx942 [#rocdl.target<chip = "gfx942">] {
    gpu.func @k(%g: !fly.ptr<f32, global>, %out: !fly.ptr<f32, global>, %n: i64) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %l = fly.static : !fly.layout<1:1>
      %src = fly.make_view(%b, %l) : (!B, !fly.layout<1:1>) -> !V
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !R
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !bc
      fly.copy_atom_call(%atom, %src, %r) : (!bc, !V, !R) -> ()
      %ob = fly.make_ptr(%out, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %dst = fly.make_view(%ob, %l) : (!B, !fly.layout<1:1>) -> !V
      fly.copy_atom_call(%atom, %r, %dst) : (!bc, !R, !V) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.module @c64_gfx942
// The load: default flags; soffset (field 0 of the atom struct) times the
// element bytes, aux = 0; the vector<2xi32> word is bitcast to the values.
// CHECK: %[[F:.*]] = llvm.mlir.constant(159744 : i32) : i32
// CHECK-NEXT: rocdl.make.buffer.rsrc %arg0, %{{.*}}, %arg2, %[[F]] : <1> to <8>
// CHECK: %[[S:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[EB:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SO:.*]] = llvm.mul %[[S]], %[[EB]] : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[W:.*]] = rocdl.raw.ptr.buffer.load %{{.*}}, %{{.*}}, %[[SO]], %[[AUX]] : vector<2xi32>
// CHECK-NEXT: llvm.bitcast %[[W]] : vector<2xi32> to vector<2xf32>
// The store through the second buffer, same aux.
// CHECK: %[[F2:.*]] = llvm.mlir.constant(159744 : i32) : i32
// CHECK-NEXT: rocdl.make.buffer.rsrc %arg1, %{{.*}}, %arg2, %[[F2]] : <1> to <8>
// CHECK: %[[S2:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[EB2:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SO2:.*]] = llvm.mul %[[S2]], %[[EB2]] : i32
// CHECK-NEXT: %[[AUX2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[X:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<5> -> vector<2xf32>
// CHECK-NEXT: %[[XW:.*]] = llvm.bitcast %[[X]] : vector<2xf32> to vector<2xi32>
// CHECK-NEXT: rocdl.raw.ptr.buffer.store %[[XW]], %{{.*}}, %{{.*}}, %[[SO2]], %[[AUX2]] : vector<2xi32>
// ISA-LABEL: gpu.binary @c64_gfx942 [#gpu.object<#rocdl.target<chip = "gfx942">
// ISA-SAME: s_mov_b32 s[[W3:[0-9]+]], 0x27000\0A
// ISA-SAME: buffer_load_dwordx2 v[{{[0-9]+}}:{{[0-9]+}}], off, s[{{[0-9]+}}:[[W3]]], 0\0A
// ISA-SAME: buffer_store_dwordx2 v[{{[0-9]+}}:{{[0-9]+}}], off, s[{{[0-9]+}}:{{[0-9]+}}], 0\0A
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<64>, 32>
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!V = !fly.memref<f32, #fly_rocdl.buffer_desc, 2:1>
!R = !fly.memref<f32, register, 2:1>
module attributes {gpu.container_module} {
  gpu.module @c64_gfx942 [#rocdl.target<chip = "gfx942">] {
    gpu.func @k(%g: !fly.ptr<f32, global>, %out: !fly.ptr<f32, global>, %n: i64) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %l = fly.static : !fly.layout<2:1>
      %src = fly.make_view(%b, %l) : (!B, !fly.layout<2:1>) -> !V
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}} : () -> !fly.ptr<f32, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f32, register>, !fly.layout<2:1>) -> !R
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !bc
      fly.copy_atom_call(%atom, %src, %r) : (!bc, !V, !R) -> ()
      %ob = fly.make_ptr(%out, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %dst = fly.make_view(%ob, %l) : (!B, !fly.layout<2:1>) -> !V
      fly.copy_atom_call(%atom, %r, %dst) : (!bc, !R, !V) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.module @c64sc0_gfx942
// The load: default flags; soffset (field 0 of the atom struct) times the
// element bytes, aux = 1; the vector<2xi32> word is bitcast to the values.
// CHECK: %[[F:.*]] = llvm.mlir.constant(159744 : i32) : i32
// CHECK-NEXT: rocdl.make.buffer.rsrc %arg0, %{{.*}}, %arg2, %[[F]] : <1> to <8>
// CHECK: %[[S:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[EB:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SO:.*]] = llvm.mul %[[S]], %[[EB]] : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[W:.*]] = rocdl.raw.ptr.buffer.load %{{.*}}, %{{.*}}, %[[SO]], %[[AUX]] : vector<2xi32>
// CHECK-NEXT: llvm.bitcast %[[W]] : vector<2xi32> to vector<2xf32>
// The store through the second buffer, same aux.
// CHECK: %[[F2:.*]] = llvm.mlir.constant(159744 : i32) : i32
// CHECK-NEXT: rocdl.make.buffer.rsrc %arg1, %{{.*}}, %arg2, %[[F2]] : <1> to <8>
// CHECK: %[[S2:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[EB2:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SO2:.*]] = llvm.mul %[[S2]], %[[EB2]] : i32
// CHECK-NEXT: %[[AUX2:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[X:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<5> -> vector<2xf32>
// CHECK-NEXT: %[[XW:.*]] = llvm.bitcast %[[X]] : vector<2xf32> to vector<2xi32>
// CHECK-NEXT: rocdl.raw.ptr.buffer.store %[[XW]], %{{.*}}, %{{.*}}, %[[SO2]], %[[AUX2]] : vector<2xi32>
// ISA-LABEL: gpu.binary @c64sc0_gfx942 [#gpu.object<#rocdl.target<chip = "gfx942">
// ISA-SAME: s_mov_b32 s[[W3:[0-9]+]], 0x27000\0A
// ISA-SAME: buffer_load_dwordx2 v[{{[0-9]+}}:{{[0-9]+}}], off, s[{{[0-9]+}}:[[W3]]], 0 sc0\0A
// ISA-SAME: buffer_store_dwordx2 v[{{[0-9]+}}:{{[0-9]+}}], off, s[{{[0-9]+}}:{{[0-9]+}}], 0 sc0\0A
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<64, cache = 1>, 32>
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!V = !fly.memref<f32, #fly_rocdl.buffer_desc, 2:1>
!R = !fly.memref<f32, register, 2:1>
module attributes {gpu.container_module} {
  gpu.module @c64sc0_gfx942 [#rocdl.target<chip = "gfx942">] {
    gpu.func @k(%g: !fly.ptr<f32, global>, %out: !fly.ptr<f32, global>, %n: i64) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %l = fly.static : !fly.layout<2:1>
      %src = fly.make_view(%b, %l) : (!B, !fly.layout<2:1>) -> !V
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}} : () -> !fly.ptr<f32, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f32, register>, !fly.layout<2:1>) -> !R
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !bc
      fly.copy_atom_call(%atom, %src, %r) : (!bc, !V, !R) -> ()
      %ob = fly.make_ptr(%out, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %dst = fly.make_view(%ob, %l) : (!B, !fly.layout<2:1>) -> !V
      fly.copy_atom_call(%atom, %r, %dst) : (!bc, !R, !V) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.module @c128nt_gfx942
// The load: default flags; soffset (field 0 of the atom struct) times the
// element bytes, aux = 2; the vector<4xi32> word is bitcast to the values.
// CHECK: %[[F:.*]] = llvm.mlir.constant(159744 : i32) : i32
// CHECK-NEXT: rocdl.make.buffer.rsrc %arg0, %{{.*}}, %arg2, %[[F]] : <1> to <8>
// CHECK: %[[S:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[EB:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[SO:.*]] = llvm.mul %[[S]], %[[EB]] : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[W:.*]] = rocdl.raw.ptr.buffer.load %{{.*}}, %{{.*}}, %[[SO]], %[[AUX]] : vector<4xi32>
// CHECK-NEXT: llvm.bitcast %[[W]] : vector<4xi32> to vector<8xf16>
// The store through the second buffer, same aux.
// CHECK: %[[F2:.*]] = llvm.mlir.constant(159744 : i32) : i32
// CHECK-NEXT: rocdl.make.buffer.rsrc %arg1, %{{.*}}, %arg2, %[[F2]] : <1> to <8>
// CHECK: %[[S2:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[EB2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[SO2:.*]] = llvm.mul %[[S2]], %[[EB2]] : i32
// CHECK-NEXT: %[[AUX2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[X:.*]] = llvm.load %{{.*}} {alignment = 2 : i64} : !llvm.ptr<5> -> vector<8xf16>
// CHECK-NEXT: %[[XW:.*]] = llvm.bitcast %[[X]] : vector<8xf16> to vector<4xi32>
// CHECK-NEXT: rocdl.raw.ptr.buffer.store %[[XW]], %{{.*}}, %{{.*}}, %[[SO2]], %[[AUX2]] : vector<4xi32>
// ISA-LABEL: gpu.binary @c128nt_gfx942 [#gpu.object<#rocdl.target<chip = "gfx942">
// ISA-SAME: s_mov_b32 s[[W3:[0-9]+]], 0x27000\0A
// ISA-SAME: buffer_load_dwordx4 v[{{[0-9]+}}:{{[0-9]+}}], off, s[{{[0-9]+}}:[[W3]]], 0 nt\0A
// ISA-SAME: buffer_store_dwordx4 v[{{[0-9]+}}:{{[0-9]+}}], off, s[{{[0-9]+}}:{{[0-9]+}}], 0 nt\0A
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128, cache = 2>, 16>
!B = !fly.ptr<f16, #fly_rocdl.buffer_desc>
!V = !fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>
!R = !fly.memref<f16, register, 8:1>
module attributes {gpu.container_module} {
  gpu.module @c128nt_gfx942 [#rocdl.target<chip = "gfx942">] {
    gpu.func @k(%g: !fly.ptr<f16, global>, %out: !fly.ptr<f16, global>, %n: i64) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f16, global>, i16, i64) -> !B
      %l = fly.static : !fly.layout<8:1>
      %src = fly.make_view(%b, %l) : (!B, !fly.layout<8:1>) -> !V
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !R
      %atom = fly.make_copy_atom {valBits = 16 : i32} : !bc
      fly.copy_atom_call(%atom, %src, %r) : (!bc, !V, !R) -> ()
      %ob = fly.make_ptr(%out, %stride, %n) : (!fly.ptr<f16, global>, i16, i64) -> !B
      %dst = fly.make_view(%ob, %l) : (!B, !fly.layout<8:1>) -> !V
      fly.copy_atom_call(%atom, %r, %dst) : (!bc, !R, !V) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.module @c32_gfx950
// The load: default flags; soffset (field 0 of the atom struct) times the
// element bytes, aux = 0; the i32 word is bitcast to the values.
// CHECK: %[[F:.*]] = llvm.mlir.constant(159744 : i32) : i32
// CHECK-NEXT: rocdl.make.buffer.rsrc %arg0, %{{.*}}, %arg2, %[[F]] : <1> to <8>
// CHECK: %[[S:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[EB:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SO:.*]] = llvm.mul %[[S]], %[[EB]] : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[W:.*]] = rocdl.raw.ptr.buffer.load %{{.*}}, %{{.*}}, %[[SO]], %[[AUX]] : i32
// CHECK-NEXT: llvm.bitcast %[[W]] : i32 to f32
// The store through the second buffer, same aux.
// CHECK: %[[F2:.*]] = llvm.mlir.constant(159744 : i32) : i32
// CHECK-NEXT: rocdl.make.buffer.rsrc %arg1, %{{.*}}, %arg2, %[[F2]] : <1> to <8>
// CHECK: %[[S2:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[EB2:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SO2:.*]] = llvm.mul %[[S2]], %[[EB2]] : i32
// CHECK-NEXT: %[[AUX2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[X:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<5> -> f32
// CHECK-NEXT: %[[XW:.*]] = llvm.bitcast %[[X]] : f32 to i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.store %[[XW]], %{{.*}}, %{{.*}}, %[[SO2]], %[[AUX2]] : i32
// ISA-LABEL: gpu.binary @c32_gfx950 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: s_mov_b32 s[[W3:[0-9]+]], 0x27000\0A
// ISA-SAME: buffer_load_dword v{{[0-9]+}}, off, s[{{[0-9]+}}:[[W3]]], 0\0A
// ISA-SAME: buffer_store_dword v{{[0-9]+}}, off, s[{{[0-9]+}}:{{[0-9]+}}], 0\0A
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!V = !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
!R = !fly.memref<f32, register, 1:1>
module attributes {gpu.container_module} {
  gpu.module @c32_gfx950 [#rocdl.target<chip = "gfx950">] {
    gpu.func @k(%g: !fly.ptr<f32, global>, %out: !fly.ptr<f32, global>, %n: i64) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %l = fly.static : !fly.layout<1:1>
      %src = fly.make_view(%b, %l) : (!B, !fly.layout<1:1>) -> !V
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !R
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !bc
      fly.copy_atom_call(%atom, %src, %r) : (!bc, !V, !R) -> ()
      %ob = fly.make_ptr(%out, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %dst = fly.make_view(%ob, %l) : (!B, !fly.layout<1:1>) -> !V
      fly.copy_atom_call(%atom, %r, %dst) : (!bc, !R, !V) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.module @c64_gfx950
// The load: default flags; soffset (field 0 of the atom struct) times the
// element bytes, aux = 0; the vector<2xi32> word is bitcast to the values.
// CHECK: %[[F:.*]] = llvm.mlir.constant(159744 : i32) : i32
// CHECK-NEXT: rocdl.make.buffer.rsrc %arg0, %{{.*}}, %arg2, %[[F]] : <1> to <8>
// CHECK: %[[S:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[EB:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SO:.*]] = llvm.mul %[[S]], %[[EB]] : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[W:.*]] = rocdl.raw.ptr.buffer.load %{{.*}}, %{{.*}}, %[[SO]], %[[AUX]] : vector<2xi32>
// CHECK-NEXT: llvm.bitcast %[[W]] : vector<2xi32> to vector<2xf32>
// The store through the second buffer, same aux.
// CHECK: %[[F2:.*]] = llvm.mlir.constant(159744 : i32) : i32
// CHECK-NEXT: rocdl.make.buffer.rsrc %arg1, %{{.*}}, %arg2, %[[F2]] : <1> to <8>
// CHECK: %[[S2:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[EB2:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SO2:.*]] = llvm.mul %[[S2]], %[[EB2]] : i32
// CHECK-NEXT: %[[AUX2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[X:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<5> -> vector<2xf32>
// CHECK-NEXT: %[[XW:.*]] = llvm.bitcast %[[X]] : vector<2xf32> to vector<2xi32>
// CHECK-NEXT: rocdl.raw.ptr.buffer.store %[[XW]], %{{.*}}, %{{.*}}, %[[SO2]], %[[AUX2]] : vector<2xi32>
// ISA-LABEL: gpu.binary @c64_gfx950 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: s_mov_b32 s[[W3:[0-9]+]], 0x27000\0A
// ISA-SAME: buffer_load_dwordx2 v[{{[0-9]+}}:{{[0-9]+}}], off, s[{{[0-9]+}}:[[W3]]], 0\0A
// ISA-SAME: buffer_store_dwordx2 v[{{[0-9]+}}:{{[0-9]+}}], off, s[{{[0-9]+}}:{{[0-9]+}}], 0\0A
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<64>, 32>
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!V = !fly.memref<f32, #fly_rocdl.buffer_desc, 2:1>
!R = !fly.memref<f32, register, 2:1>
module attributes {gpu.container_module} {
  gpu.module @c64_gfx950 [#rocdl.target<chip = "gfx950">] {
    gpu.func @k(%g: !fly.ptr<f32, global>, %out: !fly.ptr<f32, global>, %n: i64) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %l = fly.static : !fly.layout<2:1>
      %src = fly.make_view(%b, %l) : (!B, !fly.layout<2:1>) -> !V
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}} : () -> !fly.ptr<f32, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f32, register>, !fly.layout<2:1>) -> !R
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !bc
      fly.copy_atom_call(%atom, %src, %r) : (!bc, !V, !R) -> ()
      %ob = fly.make_ptr(%out, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %dst = fly.make_view(%ob, %l) : (!B, !fly.layout<2:1>) -> !V
      fly.copy_atom_call(%atom, %r, %dst) : (!bc, !R, !V) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.module @c128sc0_gfx950
// The load: default flags; soffset (field 0 of the atom struct) times the
// element bytes, aux = 1; the vector<4xi32> word is bitcast to the values.
// CHECK: %[[F:.*]] = llvm.mlir.constant(159744 : i32) : i32
// CHECK-NEXT: rocdl.make.buffer.rsrc %arg0, %{{.*}}, %arg2, %[[F]] : <1> to <8>
// CHECK: %[[S:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[EB:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[SO:.*]] = llvm.mul %[[S]], %[[EB]] : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[W:.*]] = rocdl.raw.ptr.buffer.load %{{.*}}, %{{.*}}, %[[SO]], %[[AUX]] : vector<4xi32>
// CHECK-NEXT: llvm.bitcast %[[W]] : vector<4xi32> to vector<8xf16>
// The store through the second buffer, same aux.
// CHECK: %[[F2:.*]] = llvm.mlir.constant(159744 : i32) : i32
// CHECK-NEXT: rocdl.make.buffer.rsrc %arg1, %{{.*}}, %arg2, %[[F2]] : <1> to <8>
// CHECK: %[[S2:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[EB2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[SO2:.*]] = llvm.mul %[[S2]], %[[EB2]] : i32
// CHECK-NEXT: %[[AUX2:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[X:.*]] = llvm.load %{{.*}} {alignment = 2 : i64} : !llvm.ptr<5> -> vector<8xf16>
// CHECK-NEXT: %[[XW:.*]] = llvm.bitcast %[[X]] : vector<8xf16> to vector<4xi32>
// CHECK-NEXT: rocdl.raw.ptr.buffer.store %[[XW]], %{{.*}}, %{{.*}}, %[[SO2]], %[[AUX2]] : vector<4xi32>
// ISA-LABEL: gpu.binary @c128sc0_gfx950 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: s_mov_b32 s[[W3:[0-9]+]], 0x27000\0A
// ISA-SAME: buffer_load_dwordx4 v[{{[0-9]+}}:{{[0-9]+}}], off, s[{{[0-9]+}}:[[W3]]], 0 sc0\0A
// ISA-SAME: buffer_store_dwordx4 v[{{[0-9]+}}:{{[0-9]+}}], off, s[{{[0-9]+}}:{{[0-9]+}}], 0 sc0\0A
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128, cache = 1>, 16>
!B = !fly.ptr<f16, #fly_rocdl.buffer_desc>
!V = !fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>
!R = !fly.memref<f16, register, 8:1>
module attributes {gpu.container_module} {
  gpu.module @c128sc0_gfx950 [#rocdl.target<chip = "gfx950">] {
    gpu.func @k(%g: !fly.ptr<f16, global>, %out: !fly.ptr<f16, global>, %n: i64) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f16, global>, i16, i64) -> !B
      %l = fly.static : !fly.layout<8:1>
      %src = fly.make_view(%b, %l) : (!B, !fly.layout<8:1>) -> !V
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !R
      %atom = fly.make_copy_atom {valBits = 16 : i32} : !bc
      fly.copy_atom_call(%atom, %src, %r) : (!bc, !V, !R) -> ()
      %ob = fly.make_ptr(%out, %stride, %n) : (!fly.ptr<f16, global>, i16, i64) -> !B
      %dst = fly.make_view(%ob, %l) : (!B, !fly.layout<8:1>) -> !V
      fly.copy_atom_call(%atom, %r, %dst) : (!bc, !R, !V) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.module @c128nt_gfx950
// The load: default flags; soffset (field 0 of the atom struct) times the
// element bytes, aux = 2; the vector<4xi32> word is bitcast to the values.
// CHECK: %[[F:.*]] = llvm.mlir.constant(159744 : i32) : i32
// CHECK-NEXT: rocdl.make.buffer.rsrc %arg0, %{{.*}}, %arg2, %[[F]] : <1> to <8>
// CHECK: %[[S:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[EB:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[SO:.*]] = llvm.mul %[[S]], %[[EB]] : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[W:.*]] = rocdl.raw.ptr.buffer.load %{{.*}}, %{{.*}}, %[[SO]], %[[AUX]] : vector<4xi32>
// CHECK-NEXT: llvm.bitcast %[[W]] : vector<4xi32> to vector<8xf16>
// The store through the second buffer, same aux.
// CHECK: %[[F2:.*]] = llvm.mlir.constant(159744 : i32) : i32
// CHECK-NEXT: rocdl.make.buffer.rsrc %arg1, %{{.*}}, %arg2, %[[F2]] : <1> to <8>
// CHECK: %[[S2:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[EB2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[SO2:.*]] = llvm.mul %[[S2]], %[[EB2]] : i32
// CHECK-NEXT: %[[AUX2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[X:.*]] = llvm.load %{{.*}} {alignment = 2 : i64} : !llvm.ptr<5> -> vector<8xf16>
// CHECK-NEXT: %[[XW:.*]] = llvm.bitcast %[[X]] : vector<8xf16> to vector<4xi32>
// CHECK-NEXT: rocdl.raw.ptr.buffer.store %[[XW]], %{{.*}}, %{{.*}}, %[[SO2]], %[[AUX2]] : vector<4xi32>
// ISA-LABEL: gpu.binary @c128nt_gfx950 [#gpu.object<#rocdl.target<chip = "gfx950">
// ISA-SAME: s_mov_b32 s[[W3:[0-9]+]], 0x27000\0A
// ISA-SAME: buffer_load_dwordx4 v[{{[0-9]+}}:{{[0-9]+}}], off, s[{{[0-9]+}}:[[W3]]], 0 nt\0A
// ISA-SAME: buffer_store_dwordx4 v[{{[0-9]+}}:{{[0-9]+}}], off, s[{{[0-9]+}}:{{[0-9]+}}], 0 nt\0A
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128, cache = 2>, 16>
!B = !fly.ptr<f16, #fly_rocdl.buffer_desc>
!V = !fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>
!R = !fly.memref<f16, register, 8:1>
module attributes {gpu.container_module} {
  gpu.module @c128nt_gfx950 [#rocdl.target<chip = "gfx950">] {
    gpu.func @k(%g: !fly.ptr<f16, global>, %out: !fly.ptr<f16, global>, %n: i64) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f16, global>, i16, i64) -> !B
      %l = fly.static : !fly.layout<8:1>
      %src = fly.make_view(%b, %l) : (!B, !fly.layout<8:1>) -> !V
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !R
      %atom = fly.make_copy_atom {valBits = 16 : i32} : !bc
      fly.copy_atom_call(%atom, %src, %r) : (!bc, !V, !R) -> ()
      %ob = fly.make_ptr(%out, %stride, %n) : (!fly.ptr<f16, global>, i16, i64) -> !B
      %dst = fly.make_view(%ob, %l) : (!B, !fly.layout<8:1>) -> !V
      fly.copy_atom_call(%atom, %r, %dst) : (!bc, !R, !V) -> ()
      gpu.return
    }
  }
}
