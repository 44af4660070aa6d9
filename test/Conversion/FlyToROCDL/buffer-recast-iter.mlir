// RUN: fly-opt %s --convert-fly-to-rocdl=chip=gfx942 | FileCheck %s
// fly.recast_iter on a #fly_rocdl.buffer_desc pointer (BufferOps.cpp,
// BufferRecastIterLowering): the fat pointer !llvm.struct<(ptr<8>, i32)>
// holds the resource and an element offset, so a recast keeps the resource
// and rescales the offset to the new element: off' = off * fromBits /
// toBits, both reduced by their gcd, so that the byte position stays.
// - same width (i8 -> f8E4M3FN): the struct is forwarded as it is, no
//   arithmetic on field 1;
// - i8 -> i32: 8 / 32 reduces to 1 / 4: one llvm.udiv by 4 (element 12 of
//   i8 is byte 12, element 3 of i32), no multiply;
// - i32 -> i8: 32 / 8 reduces to 4 / 1: one llvm.mul by 4 (element 3 of
//   i32 is byte 12, element 12 of i8), no divide.
// The load after it then takes the rescaled offset times the new element
// bytes (1 or 4) as its voffset.
// Without the pattern the generic lowering (ForwardPointerLowering,
// FlyToLLVM/PointerOps.cpp) forwards the struct unchanged: right for the
// same width only; the other two would keep the offset in the old units
// and address the wrong bytes (no udiv / mul here).

// Same width: the buffer struct %[[P]] (offset field 0) goes straight to the
// load: its resource and offset are read from %[[P]] itself.
// CHECK-LABEL: gpu.func @same_width(
// CHECK: %[[P:.*]] = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<8>, i32)>
// CHECK-NEXT: %[[RS:.*]] = llvm.extractvalue %[[P]][0] : !llvm.struct<(ptr<8>, i32)>
// CHECK-NEXT: %[[EO:.*]] = llvm.extractvalue %[[P]][1] : !llvm.struct<(ptr<8>, i32)>
// CHECK-NOT: llvm.udiv
// CHECK: rocdl.raw.ptr.buffer.load %[[RS]], %{{.*}}, %{{.*}}, %{{.*}} : i8
// CHECK: gpu.return

// i8 -> i32 after add_offset 12 (the llvm.add of the offset, written into
// field 1 as %[[P]]): that field is divided by 4 and written back into
// field 1 of the same struct, which the load then reads.
// CHECK-LABEL: gpu.func @i8_to_i32(
// CHECK: arith.constant 12 : i64
// CHECK: %[[A:.*]] = llvm.add %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[P:.*]] = llvm.insertvalue %[[A]], %{{.*}}[1] : !llvm.struct<(ptr<8>, i32)>
// CHECK-NEXT: %[[O:.*]] = llvm.extractvalue %[[P]][1] : !llvm.struct<(ptr<8>, i32)>
// CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[D:.*]] = llvm.udiv %[[O]], %[[C4]] : i32
// CHECK-NEXT: %[[Q:.*]] = llvm.insertvalue %[[D]], %[[P]][1] : !llvm.struct<(ptr<8>, i32)>
// CHECK-NEXT: %[[RS:.*]] = llvm.extractvalue %[[Q]][0]
// CHECK-NEXT: llvm.extractvalue %[[Q]][1]
// CHECK-NOT: llvm.udiv
// CHECK: rocdl.raw.ptr.buffer.load %[[RS]], %{{.*}}, %{{.*}}, %{{.*}} : i32

// i32 -> i8 after add_offset 3: multiplied by 4 instead.
// CHECK-LABEL: gpu.func @i32_to_i8(
// CHECK: arith.constant 3 : i64
// CHECK: %[[A:.*]] = llvm.add %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[P:.*]] = llvm.insertvalue %[[A]], %{{.*}}[1] : !llvm.struct<(ptr<8>, i32)>
// CHECK-NEXT: %[[O:.*]] = llvm.extractvalue %[[P]][1] : !llvm.struct<(ptr<8>, i32)>
// CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[M:.*]] = llvm.mul %[[O]], %[[C4]] : i32
// CHECK-NEXT: %[[Q:.*]] = llvm.insertvalue %[[M]], %[[P]][1] : !llvm.struct<(ptr<8>, i32)>
// CHECK-NEXT: %[[RS:.*]] = llvm.extractvalue %[[Q]][0]
// CHECK-NEXT: llvm.extractvalue %[[Q]][1]
// CHECK-NOT: llvm.udiv
// CHECK: rocdl.raw.ptr.buffer.load %[[RS]], %{{.*}}, %{{.*}}, %{{.*}} : i8
!B8 = !fly.ptr<i8, #fly_rocdl.buffer_desc>
!BF8 = !fly.ptr<f8E4M3FN, #fly_rocdl.buffer_desc>
!B32 = !fly.ptr<i32, #fly_rocdl.buffer_desc>
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @same_width(%g: !fly.ptr<i8, global>, %n: i64, %out: !fly.ptr<f8E4M3FN, global>) {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<i8, global>, i16, i64) -> !B8
      %f = fly.recast_iter(%b) : (!B8) -> !BF8
      %x = fly.ptr.load(%f) : (!BF8) -> f8E4M3FN
      fly.ptr.store(%x, %out) : (f8E4M3FN, !fly.ptr<f8E4M3FN, global>) -> ()
      gpu.return
    }
    gpu.func @i8_to_i32(%g: !fly.ptr<i8, global>, %n: i64) -> i32 {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<i8, global>, i16, i64) -> !B8
      %o = fly.make_int_tuple() : () -> !fly.int_tuple<12>
      %b12 = fly.add_offset(%b, %o) : (!B8, !fly.int_tuple<12>) -> !B8
      %w = fly.recast_iter(%b12) : (!B8) -> !B32
      %x = fly.ptr.load(%w) : (!B32) -> i32
      gpu.return %x : i32
    }
    gpu.func @i32_to_i8(%g: !fly.ptr<i32, global>, %n: i64) -> i8 {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<i32, global>, i16, i64) -> !B32
      %o = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %b3 = fly.add_offset(%b, %o) : (!B32, !fly.int_tuple<3>) -> !B32
      %w = fly.recast_iter(%b3) : (!B32) -> !B8
      %x = fly.ptr.load(%w) : (!B8) -> i8
      gpu.return %x : i8
    }
  }
}
