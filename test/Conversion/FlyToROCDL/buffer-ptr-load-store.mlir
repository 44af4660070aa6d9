// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl | FileCheck %s
// fly.ptr.load / fly.ptr.store through a #fly_rocdl.buffer_desc pointer
// (issue 13 A6): the fat pointer !llvm.struct<(ptr<8>, i32)> holds the
// resource and an element offset, so each access is one
// rocdl.raw.ptr.buffer.load / store of the resource at voffset = (element
// offset + 0) * element bytes, soffset 0 and aux 0, moving the accessed
// width as the word the intrinsic takes: iN up to 32 bits, vector<N x i32>
// above (bitcast from and to the accessed type).

// f32 at element 5: the byte offset is (5 + 0) * 4; a scalar dword.
// CHECK-LABEL: gpu.func @load_f32(
// CHECK-SAME: %[[G:.*]]: !llvm.ptr<1>, %[[N:.*]]: i64)
// CHECK: %[[F0:.*]] = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<8>, i32)>
// CHECK: %[[C5:.*]] = arith.constant 5 : i64
// CHECK-NEXT: %[[T5:.*]] = llvm.trunc %[[C5]] : i64 to i32
// CHECK-NEXT: %[[E:.*]] = llvm.extractvalue %[[F0]][1]
// CHECK-NEXT: %[[E5:.*]] = llvm.add %[[E]], %[[T5]] : i32
// CHECK: %[[F5:.*]] = llvm.insertvalue %[[E5]], %[[F0]][1]
// CHECK: %[[RS:.*]] = llvm.extractvalue %[[F5]][0] : !llvm.struct<(ptr<8>, i32)>
// CHECK-NEXT: %[[EO:.*]] = llvm.extractvalue %[[F5]][1] : !llvm.struct<(ptr<8>, i32)>
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[EL:.*]] = llvm.add %[[EO]], %[[Z]] : i32
// CHECK-NEXT: %[[SZ:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[VO:.*]] = llvm.mul %[[EL]], %[[SZ]] : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[W:.*]] = rocdl.raw.ptr.buffer.load %[[RS]], %[[VO]], %[[Z2]], %[[Z2]] : i32
// CHECK-NEXT: %[[X:.*]] = llvm.bitcast %[[W]] : i32 to f32
// CHECK: gpu.return %[[X]] : f32
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
module attributes {gpu.container_module} {
  gpu.module @load_f32 [#rocdl.target<chip = "gfx942">] {
    gpu.func @load_f32(%g: !fly.ptr<f32, global>, %n: i64) -> f32 {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %o = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %b5 = fly.add_offset(%b, %o) : (!B, !fly.int_tuple<5>) -> !B
      %x = fly.ptr.load(%b5) : (!B) -> f32
      gpu.return %x : f32
    }
  }
}

// -----

// A vector<4xf32> load is one 128-bit word vector<4xi32>; the vector<4xf32>
// store of it to a second buffer pointer is one 128-bit store.
// CHECK-LABEL: gpu.func @vec4_f32(
// CHECK: %[[W:.*]] = rocdl.raw.ptr.buffer.load %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[V:.*]] = llvm.bitcast %[[W]] : vector<4xi32> to vector<4xf32>
// CHECK: %[[RS:.*]] = llvm.extractvalue %[[Q:.*]][0] : !llvm.struct<(ptr<8>, i32)>
// CHECK-NEXT: %[[EO:.*]] = llvm.extractvalue %[[Q]][1] : !llvm.struct<(ptr<8>, i32)>
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[EL:.*]] = llvm.add %[[EO]], %[[Z]] : i32
// CHECK-NEXT: %[[SZ:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[VO:.*]] = llvm.mul %[[EL]], %[[SZ]] : i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[SW:.*]] = llvm.bitcast %[[V]] : vector<4xf32> to vector<4xi32>
// CHECK-NEXT: rocdl.raw.ptr.buffer.store %[[SW]], %[[RS]], %[[VO]], %[[Z2]], %[[Z2]] : vector<4xi32>
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
module attributes {gpu.container_module} {
  gpu.module @vec4_f32 [#rocdl.target<chip = "gfx942">] {
    gpu.func @vec4_f32(%p: !B, %q: !B) {
      %v = fly.ptr.load(%p) : (!B) -> vector<4xf32>
      fly.ptr.store(%v, %q) : (vector<4xf32>, !B) -> ()
      gpu.return
    }
  }
}

// -----

// The narrower and wider widths: one f16 (i16 word), one i8 (i8 word, byte
// offset = element offset * 1), two f16 (one i32 word), two f32 (vector of
// two i32) and three f32 (vector of three i32), loaded and stored back.
// CHECK-LABEL: gpu.func @widths(
// CHECK: %[[H:.*]] = rocdl.raw.ptr.buffer.load %{{.*}} : i16
// CHECK-NEXT: llvm.bitcast %[[H]] : i16 to f16
// CHECK: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.mul %{{.*}}, %[[C1]] : i32
// CHECK: %[[B:.*]] = rocdl.raw.ptr.buffer.load %{{.*}} : i8
// CHECK-NOT: llvm.bitcast %[[B]]
// CHECK: %[[H2:.*]] = rocdl.raw.ptr.buffer.load %{{.*}} : i32
// CHECK-NEXT: llvm.bitcast %[[H2]] : i32 to vector<2xf16>
// CHECK: %[[D2:.*]] = rocdl.raw.ptr.buffer.load %{{.*}} : vector<2xi32>
// CHECK-NEXT: llvm.bitcast %[[D2]] : vector<2xi32> to vector<2xf32>
// CHECK: %[[D3:.*]] = rocdl.raw.ptr.buffer.load %{{.*}} : vector<3xi32>
// CHECK-NEXT: llvm.bitcast %[[D3]] : vector<3xi32> to vector<3xf32>
// CHECK: rocdl.raw.ptr.buffer.store %{{.*}} : i16
// CHECK: rocdl.raw.ptr.buffer.store %[[B]], %{{.*}} : i8
// CHECK: rocdl.raw.ptr.buffer.store %{{.*}} : i32
// CHECK: rocdl.raw.ptr.buffer.store %{{.*}} : vector<2xi32>
// CHECK: rocdl.raw.ptr.buffer.store %{{.*}} : vector<3xi32>
module attributes {gpu.container_module} {
  gpu.module @widths [#rocdl.target<chip = "gfx950">] {
    gpu.func @widths(%h: !fly.ptr<f16, #fly_rocdl.buffer_desc>, %c: !fly.ptr<i8, #fly_rocdl.buffer_desc>, %f: !fly.ptr<f32, #fly_rocdl.buffer_desc>) {
      %h1 = fly.ptr.load(%h) : (!fly.ptr<f16, #fly_rocdl.buffer_desc>) -> f16
      %c1 = fly.ptr.load(%c) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>) -> i8
      %h2 = fly.ptr.load(%h) : (!fly.ptr<f16, #fly_rocdl.buffer_desc>) -> vector<2xf16>
      %f2 = fly.ptr.load(%f) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>) -> vector<2xf32>
      %f3 = fly.ptr.load(%f) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>) -> vector<3xf32>
      fly.ptr.store(%h1, %h) : (f16, !fly.ptr<f16, #fly_rocdl.buffer_desc>) -> ()
      fly.ptr.store(%c1, %c) : (i8, !fly.ptr<i8, #fly_rocdl.buffer_desc>) -> ()
      fly.ptr.store(%h2, %h) : (vector<2xf16>, !fly.ptr<f16, #fly_rocdl.buffer_desc>) -> ()
      fly.ptr.store(%f2, %f) : (vector<2xf32>, !fly.ptr<f32, #fly_rocdl.buffer_desc>) -> ()
      fly.ptr.store(%f3, %f) : (vector<3xf32>, !fly.ptr<f32, #fly_rocdl.buffer_desc>) -> ()
      gpu.return
    }
  }
}

// -----

// A swizzled buffer pointer: the byte offset b = element offset * 2 is
// XORed with (b & mask) >> shift for S<2,4,3>: mask = ((1 << 2) - 1) << (4
// + 3) = 384, shift 3.
// CHECK-LABEL: gpu.func @swizzled(
// CHECK: %[[VO:.*]] = llvm.mul %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[M:.*]] = llvm.mlir.constant(384 : i32) : i32
// CHECK-NEXT: %[[A:.*]] = llvm.and %[[VO]], %[[M]] : i32
// CHECK-NEXT: %[[S:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[SH:.*]] = llvm.lshr %[[A]], %[[S]] : i32
// CHECK-NEXT: %[[X:.*]] = llvm.xor %[[VO]], %[[SH]] : i32
// CHECK: rocdl.raw.ptr.buffer.load %{{.*}}, %[[X]], %{{.*}}, %{{.*}} : vector<4xi32>
!S = !fly.ptr<f16, #fly_rocdl.buffer_desc, align<16>, S<2,4,3>>
module attributes {gpu.container_module} {
  gpu.module @swizzled [#rocdl.target<chip = "gfx942">] {
    gpu.func @swizzled(%p: !S) -> vector<8xf16> {
      %v = fly.ptr.load(%p) : (!S) -> vector<8xf16>
      gpu.return %v : vector<8xf16>
    }
  }
}
