// RUN: fly-opt %s --fly-lower-algebra -split-input-file | FileCheck %s
// fly-lower-algebra alone, on input in the state it expects: values in
// normal form (after fly-rewrite-func-signature and fly-canonicalize) and
// views as make_view of a pointer (after fly-lower-register-memory). Nothing
// is cleaned up: the replaced ops' constructors stay behind, dead, and no
// CSE runs (fly-canonicalize-offsets does that).

// size((m,8):(1,d)) = m * 8, divisible by 8; get_scalar of the one-leaf
// tuple is that leaf itself. The make_shape / make_stride spellings become
// make_int_tuple on the same operands.
// CHECK-LABEL: func.func @size(
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<(?,8)>
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple(%arg1) : (i32) -> !fly.int_tuple<(1,?)>
// CHECK-NEXT: fly.make_layout(%[[S]], %[[T]])
// CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[N:.*]] = arith.muli %arg0, %[[C8]] : i32
// CHECK-NEXT: fly.make_int_tuple(%[[N]]) : (i32) -> !fly.int_tuple<?{div=8}>
// CHECK-NEXT: return %[[N]] : i32
// CHECK-NOT: fly.make_shape
// CHECK-NOT: fly.make_stride
func.func @size(%m: i32, %d: i32) -> i32 {
  %s = fly.make_shape(%m) : (i32) -> !fly.int_tuple<(?,8)>
  %t = fly.make_stride(%d) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%s, %t) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,8):(1,?)>
  %n = fly.size(%l) : (!fly.layout<(?,8):(1,?)>) -> !fly.int_tuple<?{div=8}>
  %v = fly.get_scalar(%n) : (!fly.int_tuple<?{div=8}>) -> i32
  return %v : i32
}

// -----

// crd2idx((i,j), (4,?):(1,d)) = i*1 + j*d = i + j*d: the static stride 1
// multiplies nothing.
// CHECK-LABEL: func.func @crd2idx(
// CHECK: %[[JD:.*]] = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: %[[X:.*]] = arith.addi %arg0, %[[JD]] : i32
// CHECK-NEXT: fly.make_int_tuple(%[[X]]) : (i32) -> !fly.int_tuple<?>
// CHECK-NEXT: return %[[X]] : i32
func.func @crd2idx(%i: i32, %j: i32, %d: i32, %n: i32) -> i32 {
  %sh = fly.make_int_tuple(%n) : (i32) -> !fly.int_tuple<(4,?)>
  %st = fly.make_int_tuple(%d) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(4,?)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(4,?):(1,?)>
  %c = fly.make_int_tuple(%i, %j) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %x = fly.crd2idx(%c, %l) : (!fly.int_tuple<(?,?)>, !fly.layout<(4,?):(1,?)>) -> !fly.int_tuple<?>
  %v = fly.get_scalar(%x) : (!fly.int_tuple<?>) -> i32
  return %v : i32
}

// -----

// A slice of a view moves its pointer: (4,8):(1,d) at (*,3) starts at
// element 3*d and is 4:1. With d divisible by 4 the offset is divisible by
// 12, i.e. 48 bytes of f32, so the 16-byte alignment survives.
// CHECK-LABEL: func.func @slice(
// CHECK: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[O:.*]] = arith.muli %[[C3]], %arg1 : i32
// CHECK-NEXT: %[[OT:.*]] = fly.make_int_tuple(%[[O]]) : (i32) -> !fly.int_tuple<?{div=12}>
// CHECK-NEXT: %[[P:.*]] = fly.add_offset(%arg0, %[[OT]]) : (!fly.ptr<f32, global, align<16>>, !fly.int_tuple<?{div=12}>) -> !fly.ptr<f32, global, align<16>>
// CHECK-NEXT: %[[SH:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<4>
// CHECK-NEXT: %[[ST:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<1>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[SH]], %[[ST]]) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
// CHECK-NEXT: %[[V:.*]] = fly.make_view(%[[P]], %[[L]]) : (!fly.ptr<f32, global, align<16>>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1, align<16>>
// CHECK-NEXT: return %[[V]]
func.func @slice(%p: !fly.ptr<f32, global, align<16>>, %d: i32) -> !fly.memref<f32, global, 4:1, align<16>> {
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
  %st = fly.make_int_tuple(%d) : (i32) -> !fly.int_tuple<(1,?{div=4})>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(1,?{div=4})>) -> !fly.layout<(4,8):(1,?{div=4})>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, global, align<16>>, !fly.layout<(4,8):(1,?{div=4})>) -> !fly.memref<f32, global, (4,8):(1,?{div=4}), align<16>>
  %c = fly.static : !fly.int_tuple<(*,3)>
  %s = fly.slice(%v, %c) : (!fly.memref<f32, global, (4,8):(1,?{div=4}), align<16>>, !fly.int_tuple<(*,3)>) -> !fly.memref<f32, global, 4:1, align<16>>
  return %s : !fly.memref<f32, global, 4:1, align<16>>
}

// -----

// fly.copy is fly-expand-copy-gemm's: run out of order, this pass leaves it
// (and the views it reads) alone.
!A = !fly.copy_atom<!fly.universal_copy<64>, 16>
// CHECK-LABEL: func.func @copy_left(
// CHECK: %[[S:.*]] = fly.make_view(%arg0,
// CHECK: %[[D:.*]] = fly.make_view(%arg1,
// CHECK-NEXT: fly.copy(%{{.*}}, %[[S]], %[[D]])
func.func @copy_left(%p: !fly.ptr<f16, global>, %q: !fly.ptr<f16, register>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !A
  %l = fly.static : !fly.layout<(4,2):(1,4)>
  %s = fly.make_view(%p, %l) : (!fly.ptr<f16, global>, !fly.layout<(4,2):(1,4)>) -> !fly.memref<f16, global, (4,2):(1,4)>
  %d = fly.make_view(%q, %l) : (!fly.ptr<f16, register>, !fly.layout<(4,2):(1,4)>) -> !fly.memref<f16, register, (4,2):(1,4)>
  fly.copy(%atom, %s, %d) : (!A, !fly.memref<f16, global, (4,2):(1,4)>, !fly.memref<f16, register, (4,2):(1,4)>) -> ()
  return
}
