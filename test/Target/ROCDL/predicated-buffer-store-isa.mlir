// RUN: rm -rf %t.out
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=isa output-dir=%t.out" -o /dev/null
// RUN: FileCheck %s < %t.out/epilogue.gfx942.s
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx950 format=isa output-dir=%t.out" -o /dev/null
// RUN: FileCheck %s < %t.out/epilogue.gfx950.s

// A GEMM epilogue written as a new user would: a predicated fly.copy of a
// thread's C fragment (4 columns of 4 consecutive f32) with a 128-bit buffer
// atom, one predicate per column (rows past n are off). Each column is one
// 16-byte store whatever its predicate, because the predicate masks the
// offset and the buffer's range check drops the lanes that are off: no
// branch, no exec-mask juggling, and no store narrower than the atom.

// CHECK-LABEL: c_tile:
// CHECK-NOT: s_cbranch_execz
// CHECK-NOT: s_and_saveexec
// CHECK-COUNT-4: buffer_store_dwordx4
// CHECK-NOT: buffer_store
// CHECK-NOT: s_cbranch_execz
// CHECK: s_endpgm

!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
module attributes {gpu.container_module} {
  gpu.module @epilogue {
    gpu.func @c_tile(%c: !fly.ptr<f32, global>, %acc: !llvm.ptr<1>, %n: i32) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %bytes = llvm.mlir.constant(1048576 : i64) : i64
      %b = fly.make_ptr(%c, %stride, %bytes) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %tid = gpu.thread_id x
      %t = arith.index_cast %tid : index to i32
      %off = arith.muli %t, %n : i32
      %offt = fly.make_int_tuple(%off) : (i32) -> !fly.int_tuple<?>
      %bt = fly.add_offset(%b, %offt) : (!B, !fly.int_tuple<?>) -> !B
      %gl = fly.static : !fly.layout<(4,4):(1,256)>
      %g = fly.make_view(%bt, %gl) : (!B, !fly.layout<(4,4):(1,256)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (4,4):(1,256)>
      %rl = fly.static : !fly.layout<(4,4):(1,4)>
      %rp = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
      %r = fly.make_view(%rp, %rl) : (!fly.ptr<f32, register>, !fly.layout<(4,4):(1,4)>) -> !fly.memref<f32, register, (4,4):(1,4)>
      %v = llvm.load %acc : !llvm.ptr<1> -> vector<16xf32>
      %rl16 = fly.static : !fly.layout<16:1>
      %r16 = fly.make_view(%rp, %rl16) : (!fly.ptr<f32, register>, !fly.layout<16:1>) -> !fly.memref<f32, register, 16:1>
      fly.memref.store_vec(%v, %r16) : (vector<16xf32>, !fly.memref<f32, register, 16:1>) -> ()
      %pl = fly.static : !fly.layout<4:1>
      %pp = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<i1, register>
      %p = fly.make_view(%pp, %pl) : (!fly.ptr<i1, register>, !fly.layout<4:1>) -> !fly.memref<i1, register, 4:1>
      %c1 = arith.constant 1 : i32
      %t1 = arith.addi %t, %c1 : i32
      %c2 = arith.constant 2 : i32
      %t2 = arith.addi %t, %c2 : i32
      %c3 = arith.constant 3 : i32
      %t3 = arith.addi %t, %c3 : i32
      %p0 = arith.cmpi slt, %t, %n : i32
      %p1 = arith.cmpi slt, %t1, %n : i32
      %p2 = arith.cmpi slt, %t2, %n : i32
      %p3 = arith.cmpi slt, %t3, %n : i32
      %i0 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %i1 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %i2 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %i3 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      fly.memref.store(%p0, %p, %i0) : (i1, !fly.memref<i1, register, 4:1>, !fly.int_tuple<0>) -> ()
      fly.memref.store(%p1, %p, %i1) : (i1, !fly.memref<i1, register, 4:1>, !fly.int_tuple<1>) -> ()
      fly.memref.store(%p2, %p, %i2) : (i1, !fly.memref<i1, register, 4:1>, !fly.int_tuple<2>) -> ()
      fly.memref.store(%p3, %p, %i3) : (i1, !fly.memref<i1, register, 4:1>, !fly.int_tuple<3>) -> ()
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !bc
      fly.copy(%atom, %r, %g, %p) : (!bc, !fly.memref<f32, register, (4,4):(1,4)>, !fly.memref<f32, #fly_rocdl.buffer_desc, (4,4):(1,256)>, !fly.memref<i1, register, 4:1>) -> ()
      gpu.return
    }
  }
}
