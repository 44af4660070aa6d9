// RUN: fly-opt %s --fly-lower-to-rocdl="chip=gfx942" | FileCheck %s
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=isa" | FileCheck %s --check-prefix=ISA
// An atom's runtime state reaches a callee: the kernel sets the buffer
// copy's soffset from its argument %s and passes the atom to @callee, whose
// buffer load must use that soffset (in bytes: soffset * 4 for f32). Before,
// the callee rebuilt the atom from its default state (llvm.mlir.zero) and
// the caller passed nothing.

// CHECK-LABEL: llvm.func @callee(
// CHECK-SAME: %[[ATOM:[^:]*]]: !llvm.struct<(i32)>, %[[SRC:[^:]*]]: !llvm.struct<(ptr<8>, i32)>, %{{[^:]*}}: !llvm.ptr<5>)
// CHECK-NOT: llvm.mlir.zero
// CHECK: %[[C4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK: %[[RSRC:.*]] = llvm.extractvalue %[[SRC]][0]
// CHECK: %[[SOFF:.*]] = llvm.extractvalue %[[ATOM]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[SBYTES:.*]] = llvm.mul %[[SOFF]], %[[C4]] : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.load %[[RSRC]], %{{.*}}, %[[SBYTES]], %{{.*}} : i32
// CHECK-LABEL: llvm.func @k(
// CHECK-SAME: %{{[^:]*}}: !llvm.ptr<1>, %{{[^:]*}}: !llvm.ptr<1>, %{{[^:]*}}: i64, %[[S:[^:]*]]: i32)
// CHECK: %[[ST:.*]] = llvm.insertvalue %[[S]], %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK: llvm.call @callee(%[[ST]], %{{.*}}, %{{.*}}) : (!llvm.struct<(i32)>, !llvm.struct<(ptr<8>, i32)>, !llvm.ptr<5>) -> ()

// A tiled copy of that atom passed to a callee that runs fly.copy on it:
// both calls of the copy read the soffset from the callee's struct argument
// (the tiled copy used to be rebuilt from a static atom, soffset 0).
// CHECK-LABEL: llvm.func @tiled_callee(
// CHECK-SAME: %[[TATOM:[^:]*]]: !llvm.struct<(i32)>,
// CHECK-NOT: llvm.mlir.zero
// CHECK: %[[TS:.*]] = llvm.extractvalue %[[TATOM]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[TB:.*]] = llvm.mul %[[TS]], %{{.*}} : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.load %{{.*}}, %{{.*}}, %[[TB]], %{{.*}} : i32
// CHECK: rocdl.raw.ptr.buffer.load %{{.*}}, %{{.*}}, %[[TB]], %{{.*}} : i32
// CHECK-LABEL: llvm.func @k2(
// CHECK-SAME: %[[S2:[^:]*]]: i32)
// CHECK: %[[ST2:.*]] = llvm.insertvalue %[[S2]], %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK: llvm.call @tiled_callee(%[[ST2]],

// The kernel argument reaches the load's soffset operand (an SGPR); no
// scratch.
// ISA: buffer_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], s{{[0-9]+}} offen
// ISA: .private_segment_fixed_size: 0
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!tc = !fly.tiled_copy<!bc, !fly.layout<(1,2):(0,1)>, !fly.tile<[2:1]>>
module attributes {gpu.container_module} {
  gpu.module @m {
    func.func @callee(%atom: !bc, %src: !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>, %dst: !fly.memref<f32, register, 1:1>) {
      fly.copy_atom_call(%atom, %src, %dst) : (!bc, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
      return
    }
    gpu.func @k(%g: !fly.ptr<f32, global>, %out: !fly.ptr<f32, global>, %n: i64, %s: i32) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %flags = llvm.mlir.constant(159744 : i32) : i32
      %b = fly.make_ptr(%g, %stride, %n, %flags) : (!fly.ptr<f32, global>, i16, i64, i32) -> !B
      %l = fly.static : !fly.layout<1:1>
      %src = fly.make_view(%b, %l) : (!B, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !bc
      %atom2 = fly.atom.set_value(%atom, "soffset", %s) : (!bc, i32) -> !bc
      func.call @callee(%atom2, %src, %r) : (!bc, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
      %c0 = fly.static : !fly.int_tuple<0>
      %x = fly.memref.load(%r, %c0) : (!fly.memref<f32, register, 1:1>, !fly.int_tuple<0>) -> f32
      %ob = fly.add_offset(%out, %c0) : (!fly.ptr<f32, global>, !fly.int_tuple<0>) -> !fly.ptr<f32, global>
      fly.ptr.store(%x, %ob) : (f32, !fly.ptr<f32, global>) -> ()
      gpu.return
    }
    func.func @tiled_callee(%tc: !tc, %src: !fly.memref<f32, #fly_rocdl.buffer_desc, (1,2):(1,1)>, %dst: !fly.memref<f32, register, (1,2):(1,1)>) {
      fly.copy(%tc, %src, %dst) : (!tc, !fly.memref<f32, #fly_rocdl.buffer_desc, (1,2):(1,1)>, !fly.memref<f32, register, (1,2):(1,1)>) -> ()
      return
    }
    gpu.func @k2(%g: !fly.ptr<f32, global>, %n: i64, %s: i32) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %flags = llvm.mlir.constant(159744 : i32) : i32
      %b = fly.make_ptr(%g, %stride, %n, %flags) : (!fly.ptr<f32, global>, i16, i64, i32) -> !B
      %l = fly.static : !fly.layout<(1,2):(1,1)>
      %src = fly.make_view(%b, %l) : (!B, !fly.layout<(1,2):(1,1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,2):(1,1)>
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}} : () -> !fly.ptr<f32, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f32, register>, !fly.layout<(1,2):(1,1)>) -> !fly.memref<f32, register, (1,2):(1,1)>
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !bc
      %atom2 = fly.atom.set_value(%atom, "soffset", %s) : (!bc, i32) -> !bc
      %tv = fly.static : !fly.layout<(1,2):(0,1)>
      %tile = fly.static : !fly.tile<[2:1]>
      %tc = fly.make_tiled_copy(%atom2, %tv, %tile) : (!bc, !fly.layout<(1,2):(0,1)>, !fly.tile<[2:1]>) -> !tc
      func.call @tiled_callee(%tc, %src, %r) : (!tc, !fly.memref<f32, #fly_rocdl.buffer_desc, (1,2):(1,1)>, !fly.memref<f32, register, (1,2):(1,1)>) -> ()
      gpu.return
    }
  }
}
