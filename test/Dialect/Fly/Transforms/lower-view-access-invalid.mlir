// RUN: fly-opt %s --fly-lower-view-access -split-input-file -verify-diagnostics
// fly-lower-view-access on input that does not meet its precondition: an
// access whose view or coordinate is not in normal form is reported at the
// access.

// fly-rewrite-func-signature has not run: a view block argument has no
// pointer.
func.func @view_argument(%v: !fly.memref<f32, global, 8:1>, %i: i32) -> f32 {
  %c = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>
  // expected-error @+1 {{'fly.memref.load' op cannot be lowered: its view is not make_view of a pointer and a normal-form layout}}
  %x = fly.memref.load(%v, %c) : (!fly.memref<f32, global, 8:1>, !fly.int_tuple<?>) -> f32
  return %x : f32
}

// -----

// fly-lower-algebra has not run: the view is a fly.slice, not make_view.
func.func @algebra_first(%p: !fly.ptr<f32, global>, %x: f32) {
  %l = fly.static : !fly.layout<(4,8):(1,4)>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, global>, !fly.layout<(4,8):(1,4)>) -> !fly.memref<f32, global, (4,8):(1,4)>
  %k = fly.static : !fly.int_tuple<(*,3)>
  %s = fly.slice(%v, %k) : (!fly.memref<f32, global, (4,8):(1,4)>, !fly.int_tuple<(*,3)>) -> !fly.memref<f32, global, 4:1>
  %c = fly.make_int_tuple() : () -> !fly.int_tuple<2>
  // expected-error @+1 {{'fly.memref.store' op cannot be lowered: its view is not make_view of a pointer and a normal-form layout}}
  fly.memref.store(%x, %s, %c) : (f32, !fly.memref<f32, global, 4:1>, !fly.int_tuple<2>) -> ()
  return
}

// -----

// The coordinate is a block argument: its dynamic leaf has no SSA value.
func.func @coordinate_argument(%p: !fly.ptr<f32, global>, %c: !fly.int_tuple<?>) -> f32 {
  %l = fly.static : !fly.layout<8:1>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
  // expected-error @+1 {{'fly.memref.load' op cannot be lowered: the coordinate is not in normal form}}
  %x = fly.memref.load(%v, %c) : (!fly.memref<f32, global, 8:1>, !fly.int_tuple<?>) -> f32
  return %x : f32
}
