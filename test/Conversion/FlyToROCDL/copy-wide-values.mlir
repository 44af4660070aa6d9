// RUN: fly-opt %s --convert-fly-to-rocdl | FileCheck %s
// Buffer and LDS-DMA copy atoms whose values are wider than the views'
// elements (issue 13 B, FlyDSL's form): `valBits = 128` on f32 views, so each
// element position of a view is one 128-bit value, four consecutive f32 from
// the position (a 96-bit atom: three). A call of such an atom on one-position
// views moves all four (three) elements: one buffer load or store of the
// atom's full width, one LDS DMA of 16 (12) bytes.

!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 128>
!l128 = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
!l96 = !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<96>, 96>
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!BV = !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
!RV = !fly.memref<f32, register, 1:0>
!LV = !fly.memref<f32, shared, 1:0>
// Buffer -> registers: one 128-bit buffer load (vector<4xi32>) whose four
// f32 fill the register fragment of four elements; registers -> buffer: the
// four f32 read back as one vector and stored with one 128-bit buffer store.
// CHECK-LABEL: gpu.func @buffer_copy_128(
// CHECK: %[[N:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[REG:.*]] = llvm.alloca %[[N]] x f32
// CHECK: %[[W:.*]] = rocdl.raw.ptr.buffer.load %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[V:.*]] = llvm.bitcast %[[W]] : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: llvm.store %[[V]], %[[REG]] {{.*}} : vector<4xf32>, !llvm.ptr<5>
// CHECK: %[[X:.*]] = llvm.load %[[REG]] {{.*}} : !llvm.ptr<5> -> vector<4xf32>
// CHECK-NEXT: %[[XW:.*]] = llvm.bitcast %[[X]] : vector<4xf32> to vector<4xi32>
// CHECK: rocdl.raw.ptr.buffer.store %[[XW]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK-NOT: rocdl.raw.ptr.buffer
// CHECK: gpu.return
// Buffer -> LDS, 128 bits: one DMA of 16 bytes.
// CHECK-LABEL: gpu.func @buffer_copy_lds_128(
// CHECK: %[[S16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK: rocdl.raw.ptr.buffer.load.lds %{{.*}}, %{{.*}}, %[[S16]],
// CHECK-NOT: rocdl.raw.ptr.buffer
// CHECK: gpu.return
// Buffer -> LDS, 96 bits: one DMA of 12 bytes (three f32).
// CHECK-LABEL: gpu.func @buffer_load_lds_96(
// CHECK: %[[S12:.*]] = llvm.mlir.constant(12 : i32) : i32
// CHECK: rocdl.raw.ptr.buffer.load.lds %{{.*}}, %{{.*}}, %[[S12]],
// CHECK-NOT: rocdl.raw.ptr.buffer
// CHECK: gpu.return
module attributes {gpu.container_module} {
  gpu.module @m [#rocdl.target<chip = "gfx950">] {
    gpu.func @buffer_copy_128(%g: !fly.ptr<f32, global>, %n: i64) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %l = fly.static : !fly.layout<1:0>
      %bv = fly.make_view(%b, %l) : (!B, !fly.layout<1:0>) -> !BV
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f32, register>, !fly.layout<1:0>) -> !RV
      %atom = fly.make_copy_atom {valBits = 128 : i32} : !bc
      fly.copy_atom_call(%atom, %bv, %r) : (!bc, !BV, !RV) -> ()
      fly.copy_atom_call(%atom, %r, %bv) : (!bc, !RV, !BV) -> ()
      gpu.return
    }
    gpu.func @buffer_copy_lds_128(%g: !fly.ptr<f32, global>, %n: i64, %s: !fly.ptr<f32, shared>) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %l = fly.static : !fly.layout<1:0>
      %bv = fly.make_view(%b, %l) : (!B, !fly.layout<1:0>) -> !BV
      %lv = fly.make_view(%s, %l) : (!fly.ptr<f32, shared>, !fly.layout<1:0>) -> !LV
      %atom = fly.make_copy_atom {valBits = 128 : i32} : !l128
      fly.copy_atom_call(%atom, %bv, %lv) : (!l128, !BV, !LV) -> ()
      gpu.return
    }
    gpu.func @buffer_load_lds_96(%g: !fly.ptr<f32, global>, %n: i64, %s: !fly.ptr<f32, shared>) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %l = fly.static : !fly.layout<1:0>
      %bv = fly.make_view(%b, %l) : (!B, !fly.layout<1:0>) -> !BV
      %lv = fly.make_view(%s, %l) : (!fly.ptr<f32, shared>, !fly.layout<1:0>) -> !LV
      %atom = fly.make_copy_atom {valBits = 96 : i32} : !l96
      fly.copy_atom_call(%atom, %bv, %lv) : (!l96, !BV, !LV) -> ()
      gpu.return
    }
  }
}
