// RUN: fly-opt %s --fly-layout-lowering --convert-fly-to-rocdl | FileCheck %s
// A predicated buffer copy uses the buffer's range check instead of a
// branch: the byte offset is selected between the real one and 2^31 (past
// any buffer Fly addresses), so a lane whose predicate is false stores
// nothing and loads zeros, and the copy stays one instruction of the atom's
// width. A load keeps the registers of masked lanes as they were (a select
// with their old values), as a skipped copy does. A load into shared memory
// keeps the branch: writing old values back would race with other threads.

!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
!ba = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, f32>, 32>
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!BV = !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>
!RV = !fly.memref<f32, register, 4:1>
!PV = !fly.memref<i1, register, 1:1>

// CHECK-LABEL: gpu.func @predicated
// CHECK-NOT: scf.if
// CHECK-NOT: llvm.cond_br
// The store: the offset is masked, then one 128-bit store.
// CHECK: %[[F1:.*]] = llvm.load %{{.*}} : !llvm.ptr<5> -> i1
// CHECK: %[[OFF1:.*]] = llvm.mul
// CHECK: %[[MASK1:.*]] = llvm.mlir.constant(-2147483648 : i32) : i32
// CHECK: %[[SEL1:.*]] = llvm.select %[[F1]], %[[OFF1]], %[[MASK1]] : i1, i32
// CHECK: rocdl.raw.ptr.buffer.store %{{.*}}, %{{.*}}, %[[SEL1]], %{{.*}}, %{{.*}} : vector<4xi32>
// The load: masked offset, one 128-bit load, old register values kept.
// CHECK: %[[F2:.*]] = llvm.load %{{.*}} : !llvm.ptr<5> -> i1
// CHECK: %[[SEL2:.*]] = llvm.select %[[F2]], %{{.*}}, %{{.*}} : i1, i32
// CHECK: %[[W:.*]] = rocdl.raw.ptr.buffer.load %{{.*}}, %[[SEL2]], %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK: %[[NEW:.*]] = llvm.bitcast %[[W]] : vector<4xi32> to vector<4xf32>
// CHECK: %[[OLD:.*]] = llvm.load %{{.*}} : !llvm.ptr<5> -> vector<4xf32>
// CHECK: %[[KEEP:.*]] = llvm.select %[[F2]], %[[NEW]], %[[OLD]] : i1, vector<4xf32>
// CHECK: llvm.store %[[KEEP]], %{{.*}} : vector<4xf32>, !llvm.ptr<5>
// The atomic: masked offset, one atomic add.
// CHECK: %[[F3:.*]] = llvm.load %{{.*}} : !llvm.ptr<5> -> i1
// CHECK: %[[SEL3:.*]] = llvm.select %[[F3]], %{{.*}}, %{{.*}} : i1, i32
// CHECK: rocdl.raw.ptr.buffer.atomic.fadd %{{.*}}, %{{.*}}, %[[SEL3]], %{{.*}}, %{{.*}} : f32
// CHECK: gpu.return
module attributes {gpu.container_module} {
  gpu.module @m [#rocdl.target<chip = "gfx942">] {
    gpu.func @predicated(%g: !fly.ptr<f32, global>, %n: i64, %flag: i1) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %l4 = fly.static : !fly.layout<4:1>
      %l1 = fly.static : !fly.layout<1:1>
      %buf = fly.make_view(%b, %l4) : (!B, !fly.layout<4:1>) -> !BV
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %r = fly.make_view(%pr, %l4) : (!fly.ptr<f32, register>, !fly.layout<4:1>) -> !RV
      %pp = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<i1, register>
      %p = fly.make_view(%pp, %l1) : (!fly.ptr<i1, register>, !fly.layout<1:1>) -> !PV
      %c0 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      fly.memref.store(%flag, %p, %c0) : (i1, !PV, !fly.int_tuple<0>) -> ()
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !bc
      fly.copy_atom_call(%atom, %r, %buf, %p) : (!bc, !RV, !BV, !PV) -> ()
      fly.copy_atom_call(%atom, %buf, %r, %p) : (!bc, !BV, !RV, !PV) -> ()
      %r1 = fly.make_view(%pr, %l1) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %buf1 = fly.make_view(%b, %l1) : (!B, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
      %add = fly.make_copy_atom {valBits = 32 : i32} : !ba
      fly.copy_atom_call(%add, %r1, %buf1, %p) : (!ba, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>, !PV) -> ()
      gpu.return
    }
  }
}
