// RUN: fly-opt %s --convert-fly-to-rocdl | FileCheck %s
// Buffer pointers and cdna3.buffer_copy: make_ptr
// of (base, stride, numRecords, flags) is rocdl.make.buffer.rsrc packed with
// element offset 0 into !llvm.struct<(ptr<8>, i32)>; add_offset moves the
// element offset; a 128-bit copy of 8 f16 is one raw.ptr.buffer.load/store of
// vector<4xi32> at byte offset (element offset) * 2, with the atom's soffset
// (elements, set to 4 here) * 2 bytes and aux = cache policy 0.

// CHECK-LABEL: gpu.func @k(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: i64) kernel
// CHECK: %[[R:.*]] = rocdl.make.buffer.rsrc %arg0, %{{.*}}, %arg2, %{{.*}} : <1> to <8>
// CHECK: %[[F0:.*]] = llvm.insertvalue %[[R]], %{{.*}}[0] : !llvm.struct<(ptr<8>, i32)>
// CHECK: %[[F:.*]] = llvm.insertvalue %{{.*}}, %[[F0]][1] : !llvm.struct<(ptr<8>, i32)>
// add_offset 8: the element offset field grows by 8.
// CHECK: %[[O:.*]] = llvm.extractvalue %[[F]][1]
// CHECK: %[[O8:.*]] = llvm.add %[[O]], %{{.*}} : i32
// CHECK: %[[F8:.*]] = llvm.insertvalue %[[O8]], %[[F]][1]
// CHECK: %[[REG:.*]] = llvm.alloca %{{.*}} x f16
// set_value "soffset" = 4 is field 0 of the atom struct.
// CHECK: %[[ATOM:.*]] = llvm.insertvalue %c4_i32, %{{.*}}[0] : !llvm.struct<(i32)>
// The load: resource, byte offset (offset + 0) * 2, soffset * 2, aux 0.
// CHECK: %[[RS:.*]] = llvm.extractvalue %[[F8]][0]
// CHECK: %[[EO:.*]] = llvm.extractvalue %[[F8]][1]
// CHECK: %[[VO:.*]] = llvm.mul %{{.*}}, %{{.*}} : i32
// CHECK: %[[SE:.*]] = llvm.extractvalue %[[ATOM]][0]
// CHECK: %[[SO:.*]] = llvm.mul %[[SE]], %{{.*}} : i32
// CHECK: %[[W:.*]] = rocdl.raw.ptr.buffer.load %[[RS]], %[[VO]], %[[SO]], %{{.*}} : vector<4xi32>
// CHECK: %[[V:.*]] = llvm.bitcast %[[W]] : vector<4xi32> to vector<8xf16>
// CHECK: llvm.store %[[V]], %[[REG]] {alignment = 2 : i64} : vector<8xf16>, !llvm.ptr<5>
// The store: registers read as one vector, bitcast, stored through the
// second buffer with the default soffset 0.
// CHECK: %[[X:.*]] = llvm.load %[[REG]] {alignment = 2 : i64} : !llvm.ptr<5> -> vector<8xf16>
// CHECK: %[[XW:.*]] = llvm.bitcast %[[X]] : vector<8xf16> to vector<4xi32>
// CHECK: rocdl.raw.ptr.buffer.store %[[XW]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi32>
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
!B = !fly.ptr<f16, #fly_rocdl.buffer_desc>
module attributes {gpu.container_module} {
  gpu.module @m [#rocdl.target<chip = "gfx942">] {
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
