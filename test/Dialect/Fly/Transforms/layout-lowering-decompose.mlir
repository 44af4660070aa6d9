// RUN: fly-opt %s --fly-layout-lowering -split-input-file -verify-diagnostics | FileCheck %s
// Views with a swizzled composed layout S o off o L reach atom
// calls, loads and stores as make_view(add_offset(apply_swizzle(ptr, S'),
// off), L), where S' is S on byte addresses: S<m, b + log2(element bytes),
// s>. The pointer must be aligned to the swizzle period.

!A = !fly.copy_atom<!fly.universal_copy<64>, 16>

// f16 (2 bytes): S<3,3,3> on indices is S<3,4,3> on bytes; the period is
// 2^(3+3+3) elements = 1024 bytes, which align<1024> proves. The offset 8
// moves the swizzled pointer; the atom reads the outer layout 4:1.
// CHECK-LABEL: func.func @copy_to_swizzled(
// CHECK: %[[SW:.*]] = fly.static : !fly.swizzle<S<3,4,3>>
// CHECK-NEXT: %[[P:.*]] = fly.apply_swizzle(%arg1, %[[SW]]) : (!fly.ptr<f16, shared, align<1024>>, !fly.swizzle<S<3,4,3>>) -> !fly.ptr<f16, shared, align<16>, S<3,4,3>>
// CHECK-NEXT: %[[O:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<8>
// CHECK-NEXT: %[[Q:.*]] = fly.add_offset(%[[P]], %[[O]]) : (!fly.ptr<f16, shared, align<16>, S<3,4,3>>, !fly.int_tuple<8>) -> !fly.ptr<f16, shared, align<16>, S<3,4,3>>
// CHECK: %[[V:.*]] = fly.make_view(%[[Q]], %{{.*}}) : (!fly.ptr<f16, shared, align<16>, S<3,4,3>>, !fly.layout<4:1>) -> !fly.memref<f16, shared, 4:1, align<16>, S<3,4,3>>
// CHECK-NEXT: fly.copy_atom_call(%{{.*}}, %{{.*}}, %[[V]]) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, shared, 4:1, align<16>, S<3,4,3>>) -> ()
func.func @copy_to_swizzled(%g: !fly.ptr<f16, global>, %s: !fly.ptr<f16, shared, align<1024>>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !A
  %lg = fly.static : !fly.layout<4:1>
  %src = fly.make_view(%g, %lg) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
  %cl = fly.static : !fly.composed_layout<S<3,3,3> o 8 o 4:1>
  %dst = fly.make_view(%s, %cl) : (!fly.ptr<f16, shared, align<1024>>, !fly.composed_layout<S<3,3,3> o 8 o 4:1>) -> !fly.memref<f16, shared, S<3,3,3> o 8 o 4:1, align<1024>>
  fly.copy_atom_call(%atom, %src, %dst) : (!A, !fly.memref<f16, global, 4:1>, !fly.memref<f16, shared, S<3,3,3> o 8 o 4:1, align<1024>>) -> ()
  return
}

// -----

// A dynamic offset (from a slice) moves the pointer by add_offset too; a
// zero offset adds nothing. f32: S<2,0,2> on indices is S<2,2,2> on bytes;
// the swizzled pointer keeps 2^2 = 4 bytes of alignment (the element's).
// CHECK-LABEL: func.func @dynamic_offset(
// CHECK: %[[SW:.*]] = fly.static : !fly.swizzle<S<2,2,2>>
// CHECK-NEXT: %[[P:.*]] = fly.apply_swizzle(%arg0, %[[SW]]) : (!fly.ptr<f32, shared, align<64>>, !fly.swizzle<S<2,2,2>>) -> !fly.ptr<f32, shared, S<2,2,2>>
// CHECK-NEXT: %[[Q:.*]] = fly.add_offset(%[[P]], %{{.*}}) : (!fly.ptr<f32, shared, S<2,2,2>>, !fly.int_tuple<?>) -> !fly.ptr<f32, shared, S<2,2,2>>
// CHECK-NEXT: %[[V:.*]] = fly.make_view(%[[Q]], %{{.*}}) : (!fly.ptr<f32, shared, S<2,2,2>>, !fly.layout<2:1>) -> !fly.memref<f32, shared, 2:1, S<2,2,2>>
// CHECK: fly.copy_atom_call(%{{.*}}, %[[V]], %{{.*}})
func.func @dynamic_offset(%s: !fly.ptr<f32, shared, align<64>>, %o: i32, %r: !fly.ptr<f32, register>) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 32>
  %sw = fly.static : !fly.swizzle<S<2,0,2>>
  %off = fly.make_int_tuple(%o) : (i32) -> !fly.int_tuple<?>
  %l = fly.static : !fly.layout<2:1>
  %cl = fly.make_composed_layout(%sw, %off, %l) : (!fly.swizzle<S<2,0,2>>, !fly.int_tuple<?>, !fly.layout<2:1>) -> !fly.composed_layout<S<2,0,2> o ? o 2:1>
  %src = fly.make_view(%s, %cl) : (!fly.ptr<f32, shared, align<64>>, !fly.composed_layout<S<2,0,2> o ? o 2:1>) -> !fly.memref<f32, shared, S<2,0,2> o ? o 2:1, align<64>>
  %dst = fly.make_view(%r, %l) : (!fly.ptr<f32, register>, !fly.layout<2:1>) -> !fly.memref<f32, register, 2:1>
  fly.copy_atom_call(%atom, %src, %dst) : (!fly.copy_atom<!fly.universal_copy<64>, 32>, !fly.memref<f32, shared, S<2,0,2> o ? o 2:1, align<64>>, !fly.memref<f32, register, 2:1>) -> ()
  return
}

// -----

// Without an alignment that covers the period (2^(3+3+3) f16 elements =
// 1024 bytes), the byte XOR would not be the index XOR: an atom call on
// such a view is an error.
!A = !fly.copy_atom<!fly.universal_copy<64>, 16>
func.func @unaligned(%g: !fly.ptr<f16, global>, %s: !fly.ptr<f16, shared, align<16>>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !A
  %lg = fly.static : !fly.layout<4:1>
  %src = fly.make_view(%g, %lg) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
  %cl = fly.static : !fly.composed_layout<S<3,3,3> o 0 o 4:1>
  %dst = fly.make_view(%s, %cl) : (!fly.ptr<f16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o 4:1>) -> !fly.memref<f16, shared, S<3,3,3> o 0 o 4:1, align<16>>
  // expected-error @+1 {{'fly.copy_atom_call' op cannot decompose the swizzled view '!fly.memref<f16, shared, S<3,3,3> o 0 o 4:1, align<16>>': the pointer's alignment (16 bytes) does not cover the swizzle period (1024 bytes)}}
  fly.copy_atom_call(%atom, %src, %dst) : (!A, !fly.memref<f16, global, 4:1>, !fly.memref<f16, shared, S<3,3,3> o 0 o 4:1, align<16>>) -> ()
  return
}

// -----

// Loads through an unaligned swizzled view still lower: the swizzle is then
// index arithmetic (xor of the element index).
// CHECK-LABEL: func.func @load_unaligned(
// CHECK-NOT: fly.apply_swizzle
// CHECK: arith.xori
// CHECK: fly.ptr.load
func.func @load_unaligned(%s: !fly.ptr<f16, shared>, %i: i32) -> f16 {
  %cl = fly.static : !fly.composed_layout<S<3,3,3> o 0 o 512:1>
  %v = fly.make_view(%s, %cl) : (!fly.ptr<f16, shared>, !fly.composed_layout<S<3,3,3> o 0 o 512:1>) -> !fly.memref<f16, shared, S<3,3,3> o 0 o 512:1>
  %c = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>
  %x = fly.memref.load(%v, %c) : (!fly.memref<f16, shared, S<3,3,3> o 0 o 512:1>, !fly.int_tuple<?>) -> f16
  return %x : f16
}
