// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s
// ISA test of cdna3.buffer_copy<128> (issue 5) on CDNA3, RDNA4 and gfx1250:
// the load of 8 f16 at element 8 is one 128-bit buffer load with the static
// byte offset 16 as its immediate, the store one 128-bit buffer store; no
// scratch.

// CHECK: gpu.binary @m_gfx942 [#gpu.object<#rocdl.target<chip = "gfx942">{{.*}}buffer_load_dwordx4 v[{{.*}}], off, s[{{.*}}], {{.*}} offset:16{{.*}}buffer_store_dwordx4{{.*}}.amdhsa_private_segment_fixed_size 0\0A
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
!B = !fly.ptr<f16, #fly_rocdl.buffer_desc>
module attributes {gpu.container_module} {
  gpu.module @m_gfx942 [#rocdl.target<chip = "gfx942">] {
    gpu.func @k(%g: !fly.ptr<f16, global>, %out: !fly.ptr<f16, global>, %n: i64) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %flags = llvm.mlir.constant(159744 : i32) : i32
      %b = fly.make_ptr(%g, %stride, %n, %flags) : (!fly.ptr<f16, global>, i16, i64, i32) -> !B
      %o = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %b8 = fly.add_offset(%b, %o) : (!B, !fly.int_tuple<8>) -> !B
      %l8 = fly.static : !fly.layout<8:1>
      %src = fly.make_view(%b8, %l8) : (!B, !fly.layout<8:1>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %r = fly.make_view(%pr, %l8) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %atom = fly.make_copy_atom {valBits = 16 : i32} : !bc
      %s = arith.constant 4 : i32
      %atom2 = fly.atom.set_value(%atom, "soffset", %s) : (!bc, i32) -> !bc
      fly.copy_atom_call(%atom2, %src, %r) : (!bc, !fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>, !fly.memref<f16, register, 8:1>) -> ()
      %ob = fly.make_ptr(%out, %stride, %n, %flags) : (!fly.ptr<f16, global>, i16, i64, i32) -> !B
      %dst = fly.make_view(%ob, %l8) : (!B, !fly.layout<8:1>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>
      fly.copy_atom_call(%atom, %r, %dst) : (!bc, !fly.memref<f16, register, 8:1>, !fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK: gpu.binary @m_gfx1201 [#gpu.object<#rocdl.target<chip = "gfx1201">{{.*}}buffer_load_b128 v[{{.*}}], off, s[{{.*}}], {{.*}} offset:16{{.*}}buffer_store_b128{{.*}}.amdhsa_private_segment_fixed_size 0\0A
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
!B = !fly.ptr<f16, #fly_rocdl.buffer_desc>
module attributes {gpu.container_module} {
  gpu.module @m_gfx1201 [#rocdl.target<chip = "gfx1201">] {
    gpu.func @k(%g: !fly.ptr<f16, global>, %out: !fly.ptr<f16, global>, %n: i64) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %flags = llvm.mlir.constant(159744 : i32) : i32
      %b = fly.make_ptr(%g, %stride, %n, %flags) : (!fly.ptr<f16, global>, i16, i64, i32) -> !B
      %o = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %b8 = fly.add_offset(%b, %o) : (!B, !fly.int_tuple<8>) -> !B
      %l8 = fly.static : !fly.layout<8:1>
      %src = fly.make_view(%b8, %l8) : (!B, !fly.layout<8:1>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %r = fly.make_view(%pr, %l8) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %atom = fly.make_copy_atom {valBits = 16 : i32} : !bc
      %s = arith.constant 4 : i32
      %atom2 = fly.atom.set_value(%atom, "soffset", %s) : (!bc, i32) -> !bc
      fly.copy_atom_call(%atom2, %src, %r) : (!bc, !fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>, !fly.memref<f16, register, 8:1>) -> ()
      %ob = fly.make_ptr(%out, %stride, %n, %flags) : (!fly.ptr<f16, global>, i16, i64, i32) -> !B
      %dst = fly.make_view(%ob, %l8) : (!B, !fly.layout<8:1>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>
      fly.copy_atom_call(%atom, %r, %dst) : (!bc, !fly.memref<f16, register, 8:1>, !fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK: gpu.binary @m_gfx1250 [#gpu.object<#rocdl.target<chip = "gfx1250">{{.*}}buffer_load_b128 v[{{.*}}], off, s[{{.*}}], {{.*}} offset:16{{.*}}buffer_store_b128{{.*}}.amdhsa_private_segment_fixed_size 0\0A
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
!B = !fly.ptr<f16, #fly_rocdl.buffer_desc>
module attributes {gpu.container_module} {
  gpu.module @m_gfx1250 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @k(%g: !fly.ptr<f16, global>, %out: !fly.ptr<f16, global>, %n: i64) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %flags = llvm.mlir.constant(159744 : i32) : i32
      %b = fly.make_ptr(%g, %stride, %n, %flags) : (!fly.ptr<f16, global>, i16, i64, i32) -> !B
      %o = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %b8 = fly.add_offset(%b, %o) : (!B, !fly.int_tuple<8>) -> !B
      %l8 = fly.static : !fly.layout<8:1>
      %src = fly.make_view(%b8, %l8) : (!B, !fly.layout<8:1>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %r = fly.make_view(%pr, %l8) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
      %atom = fly.make_copy_atom {valBits = 16 : i32} : !bc
      %s = arith.constant 4 : i32
      %atom2 = fly.atom.set_value(%atom, "soffset", %s) : (!bc, i32) -> !bc
      fly.copy_atom_call(%atom2, %src, %r) : (!bc, !fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>, !fly.memref<f16, register, 8:1>) -> ()
      %ob = fly.make_ptr(%out, %stride, %n, %flags) : (!fly.ptr<f16, global>, i16, i64, i32) -> !B
      %dst = fly.make_view(%ob, %l8) : (!B, !fly.layout<8:1>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>
      fly.copy_atom_call(%atom, %r, %dst) : (!bc, !fly.memref<f16, register, 8:1>, !fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>) -> ()
      gpu.return
    }
  }
}
