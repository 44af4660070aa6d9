// RUN: fly-opt %s --fly-decompose-views -split-input-file | FileCheck %s
// fly-decompose-views alone, on views in weak normal form (the state after
// fly-lower-algebra): a view make_view(ptr, S o off o L) read by an atom
// call, load or store is replaced, for those users only, by
// make_view(add_offset(apply_swizzle(ptr, S'), off), L) with S' = S<m, b +
// log2(element bytes), s> (docs/reference/lowering.md#swizzles), when the
// pointer's alignment covers the swizzle period 2^(m+b+s) elements.

!A = !fly.copy_atom<!fly.universal_copy<64>, 16>
// f16, 2 bytes: S<3,3,3> on indices is S<3,4,3> on bytes; the period is
// 2^(3+3+3) = 512 elements = 1024 bytes, which align<1024> proves. The
// swizzled pointer keeps 2^4 = 16 bytes of alignment (the lowest bit the
// XOR leaves alone), and the offset 8 (16 bytes) keeps that. The offset and
// the outer layout are the make_composed_layout operands; the composed view
// has no other user and is erased.
// CHECK-LABEL: func.func @atom_call(
// CHECK: %[[L:.*]] = fly.static : !fly.layout<4:1>
// CHECK: %[[OFF:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<8>
// CHECK-NEXT: fly.make_composed_layout
// CHECK-NEXT: %[[SW:.*]] = fly.static : !fly.swizzle<S<3,4,3>>
// CHECK-NEXT: %[[P:.*]] = fly.apply_swizzle(%arg1, %[[SW]]) : (!fly.ptr<f16, shared, align<1024>>, !fly.swizzle<S<3,4,3>>) -> !fly.ptr<f16, shared, align<16>, S<3,4,3>>
// CHECK-NEXT: %[[Q:.*]] = fly.add_offset(%[[P]], %[[OFF]]) : (!fly.ptr<f16, shared, align<16>, S<3,4,3>>, !fly.int_tuple<8>) -> !fly.ptr<f16, shared, align<16>, S<3,4,3>>
// CHECK-NEXT: %[[V:.*]] = fly.make_view(%[[Q]], %[[L]]) : (!fly.ptr<f16, shared, align<16>, S<3,4,3>>, !fly.layout<4:1>) -> !fly.memref<f16, shared, 4:1, align<16>, S<3,4,3>>
// CHECK-NEXT: fly.copy_atom_call(%{{.*}}, %{{.*}}, %[[V]])
// CHECK-NOT: S<3,3,3> o 8 o 4:1, align<1024>
func.func @atom_call(%g: !fly.ptr<f16, global>, %s: !fly.ptr<f16, shared, align<1024>>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !A
  %l = fly.static : !fly.layout<4:1>
  %src = fly.make_view(%g, %l) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
  %sw = fly.static : !fly.swizzle<S<3,3,3>>
  %off = fly.make_int_tuple() : () -> !fly.int_tuple<8>
  %cl = fly.make_composed_layout(%sw, %off, %l) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<8>, !fly.layout<4:1>) -> !fly.composed_layout<S<3,3,3> o 8 o 4:1>
  %dst = fly.make_view(%s, %cl) : (!fly.ptr<f16, shared, align<1024>>, !fly.composed_layout<S<3,3,3> o 8 o 4:1>) -> !fly.memref<f16, shared, S<3,3,3> o 8 o 4:1, align<1024>>
  fly.copy_atom_call(%atom, %src, %dst) : (!A, !fly.memref<f16, global, 4:1>, !fly.memref<f16, shared, S<3,3,3> o 8 o 4:1, align<1024>>) -> ()
  return
}

// -----

// f32, 4 bytes: S<2,0,2> is S<2,2,2> on bytes, period 2^(2+0+2) = 16
// elements = 64 bytes, covered by align<64>. A zero offset adds no
// add_offset. Only the load switches to the decomposed view: the returned
// composed view is not an access and keeps its make_view.
// CHECK-LABEL: func.func @load_and_other_user(
// CHECK: %[[L:.*]] = fly.static : !fly.layout<16:1>
// CHECK: %[[CV:.*]] = fly.make_view(%arg0, %{{.*}}) : (!fly.ptr<f32, shared, align<64>>, !fly.composed_layout<S<2,0,2> o 0 o 16:1>)
// CHECK-NEXT: %[[SW:.*]] = fly.static : !fly.swizzle<S<2,2,2>>
// CHECK-NEXT: %[[P:.*]] = fly.apply_swizzle(%arg0, %[[SW]])
// CHECK-NEXT: %[[V:.*]] = fly.make_view(%[[P]], %[[L]]) : (!fly.ptr<f32, shared, S<2,2,2>>, !fly.layout<16:1>) -> !fly.memref<f32, shared, 16:1, S<2,2,2>>
// CHECK-NEXT: %[[C:.*]] = fly.make_int_tuple(%arg1)
// CHECK-NEXT: %[[X:.*]] = fly.memref.load(%[[V]], %[[C]])
// CHECK-NEXT: return %[[X]], %[[CV]]
func.func @load_and_other_user(%s: !fly.ptr<f32, shared, align<64>>, %i: i32) -> (f32, !fly.memref<f32, shared, S<2,0,2> o 0 o 16:1, align<64>>) {
  %sw = fly.static : !fly.swizzle<S<2,0,2>>
  %off = fly.make_int_tuple() : () -> !fly.int_tuple<0>
  %l = fly.static : !fly.layout<16:1>
  %cl = fly.make_composed_layout(%sw, %off, %l) : (!fly.swizzle<S<2,0,2>>, !fly.int_tuple<0>, !fly.layout<16:1>) -> !fly.composed_layout<S<2,0,2> o 0 o 16:1>
  %v = fly.make_view(%s, %cl) : (!fly.ptr<f32, shared, align<64>>, !fly.composed_layout<S<2,0,2> o 0 o 16:1>) -> !fly.memref<f32, shared, S<2,0,2> o 0 o 16:1, align<64>>
  %c = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>
  %x = fly.memref.load(%v, %c) : (!fly.memref<f32, shared, S<2,0,2> o 0 o 16:1, align<64>>, !fly.int_tuple<?>) -> f32
  return %x, %v : f32, !fly.memref<f32, shared, S<2,0,2> o 0 o 16:1, align<64>>
}

// -----

// The same view on a pointer aligned to 4 bytes only (the f32 default,
// printed without align): 4 < 64, so the byte XOR would not be the index
// XOR. A load can still read the composed view (fly-lower-view-access
// computes the swizzle on indices): nothing changes and nothing is
// reported.
// CHECK-LABEL: func.func @load_unaligned(
// CHECK-NOT: fly.apply_swizzle
// CHECK: %[[V:.*]] = fly.make_view(%arg0, %{{.*}}) : (!fly.ptr<f32, shared>, !fly.composed_layout<S<2,0,2> o 0 o 16:1>) -> !fly.memref<f32, shared, S<2,0,2> o 0 o 16:1>
// CHECK-NEXT: %[[C:.*]] = fly.make_int_tuple(%arg1)
// CHECK-NEXT: fly.memref.load(%[[V]], %[[C]])
func.func @load_unaligned(%s: !fly.ptr<f32, shared>, %i: i32) -> f32 {
  %sw = fly.static : !fly.swizzle<S<2,0,2>>
  %off = fly.make_int_tuple() : () -> !fly.int_tuple<0>
  %l = fly.static : !fly.layout<16:1>
  %cl = fly.make_composed_layout(%sw, %off, %l) : (!fly.swizzle<S<2,0,2>>, !fly.int_tuple<0>, !fly.layout<16:1>) -> !fly.composed_layout<S<2,0,2> o 0 o 16:1>
  %v = fly.make_view(%s, %cl) : (!fly.ptr<f32, shared>, !fly.composed_layout<S<2,0,2> o 0 o 16:1>) -> !fly.memref<f32, shared, S<2,0,2> o 0 o 16:1>
  %c = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>
  %x = fly.memref.load(%v, %c) : (!fly.memref<f32, shared, S<2,0,2> o 0 o 16:1>, !fly.int_tuple<?>) -> f32
  return %x : f32
}
