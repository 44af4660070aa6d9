// RUN: fly-opt %s --fly-layout-lowering -split-input-file -verify-diagnostics
// Inputs the pass cannot lower are reported at the op, not left half-done.

// A layout that arrives as a block argument is not in normal form: its
// dynamic leaves have no SSA values until fly-rewrite-func-signature runs.
func.func @block_argument(%l: !fly.layout<(?,4):(1,?)>) -> !fly.int_tuple<?{div=4}> {
  // expected-error @+1 {{'fly.size' op cannot be lowered: operand #0 is not in normal form}}
  %n = fly.size(%l) : (!fly.layout<(?,4):(1,?)>) -> !fly.int_tuple<?{div=4}>
  return %n : !fly.int_tuple<?{div=4}>
}

// -----

// A view operand must be make_view of a pointer and a normal-form layout: a
// view that arrives as a block argument has no pointer to move.
func.func @view_block_argument(%v: !fly.memref<f32, global, (4,?):(1,4)>) -> !fly.memref<f32, global, 4:1> {
  %c = fly.static : !fly.int_tuple<(*,1)>
  // expected-error @+1 {{'fly.slice' op cannot be lowered: operand #0 is not make_view of a pointer and a normal-form layout}}
  %s = fly.slice(%v, %c) : (!fly.memref<f32, global, (4,?):(1,4)>, !fly.int_tuple<(*,1)>) -> !fly.memref<f32, global, 4:1>
  return %s : !fly.memref<f32, global, 4:1>
}

// -----

// A pointer view with basis strides: slicing mode 1 at 3 moves the iterator
// by 3E1, a coordinate, not an element offset a pointer can take.
func.func @view_basis_offset(%p: !fly.ptr<f32, global>) -> !fly.memref<f32, global, 4:1E0> {
  %l = fly.static : !fly.layout<(4,8):(1E0,1E1)>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, global>, !fly.layout<(4,8):(1E0,1E1)>) -> !fly.memref<f32, global, (4,8):(1E0,1E1)>
  %c = fly.static : !fly.int_tuple<(*,3)>
  // expected-error @+1 {{'fly.slice' op cannot be lowered: result #0 is a view that cannot be rebuilt}}
  %s = fly.slice(%v, %c) : (!fly.memref<f32, global, (4,8):(1E0,1E1)>, !fly.int_tuple<(*,3)>) -> !fly.memref<f32, global, 4:1E0>
  return %s : !fly.memref<f32, global, 4:1E0>
}

// -----

// Mode 0 of (1,4):(?,1) is 1:?; the written type 1:0 may differ from it in
// the stride of that size-1 mode, but then the computed stride has no place
// in the result.
func.func @written_type_drops_leaf(%x: i32) -> !fly.layout<1:0> {
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(1,4)>
  %st = fly.make_int_tuple(%x) : (i32) -> !fly.int_tuple<(?,1)>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(1,4)>, !fly.int_tuple<(?,1)>) -> !fly.layout<(1,4):(?,1)>
  // expected-error @+1 {{'fly.get' op cannot be lowered: the dynamic leaves of '!fly.layout<1:?>' do not match the written result type '!fly.layout<1:0>'}}
  %g = fly.get(%l) {mode = array<i32: 0>} : (!fly.layout<(1,4):(?,1)>) -> !fly.layout<1:0>
  return %g : !fly.layout<1:0>
}

// -----

// Loads and stores go through the view's pointer: a view block argument has
// none.
func.func @load_view_block_argument(%v: !fly.memref<f32, global, 8:1>, %i: i32) -> f32 {
  %c = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>
  // expected-error @+1 {{'fly.memref.load' op cannot be lowered: its view is not make_view of a pointer and a normal-form layout}}
  %x = fly.memref.load(%v, %c) : (!fly.memref<f32, global, 8:1>, !fly.int_tuple<?>) -> f32
  return %x : f32
}

// -----

// A coordinate that arrives as a block argument has no SSA leaf.
func.func @load_coordinate_block_argument(%p: !fly.ptr<f32, global>, %c: !fly.int_tuple<?>) -> f32 {
  %l = fly.static : !fly.layout<8:1>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1>
  // expected-error @+1 {{'fly.memref.load' op cannot be lowered: the coordinate is not in normal form}}
  %x = fly.memref.load(%v, %c) : (!fly.memref<f32, global, 8:1>, !fly.int_tuple<?>) -> f32
  return %x : f32
}

// -----

// Through (4,8):(1E0,1E1) the coordinate (i,j) indexes to the pair (i,j),
// not to one element offset of the pointer.
func.func @load_basis_index(%p: !fly.ptr<f32, global>, %i: i32, %j: i32) -> f32 {
  %l = fly.static : !fly.layout<(4,8):(1E0,1E1)>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, global>, !fly.layout<(4,8):(1E0,1E1)>) -> !fly.memref<f32, global, (4,8):(1E0,1E1)>
  %c = fly.make_int_tuple(%i, %j) : (i32, i32) -> !fly.int_tuple<(?,?)>
  // expected-error @+1 {{'fly.memref.load' op cannot be lowered: the index (?,?) is not one integer}}
  %x = fly.memref.load(%v, %c) : (!fly.memref<f32, global, (4,8):(1E0,1E1)>, !fly.int_tuple<(?,?)>) -> f32
  return %x : f32
}

// -----

// A whole-view load is unrolled over the static element offsets; a dynamic
// stride has none.
func.func @load_vec_dynamic_layout(%p: !fly.ptr<f32, global>, %s: i32) -> vector<4xf32> {
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<4>
  %st = fly.make_int_tuple(%s) : (i32) -> !fly.int_tuple<?>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<4>, !fly.int_tuple<?>) -> !fly.layout<4:?>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, global>, !fly.layout<4:?>) -> !fly.memref<f32, global, 4:?>
  // expected-error @+1 {{'fly.memref.load_vec' op cannot be lowered: a whole-view access needs a view with a static plain layout}}
  %x = fly.memref.load_vec(%v) : (!fly.memref<f32, global, 4:?>) -> vector<4xf32>
  return %x : vector<4xf32>
}

// -----

// Static, but the offsets of 8:1E0 are coordinates, not integers.
func.func @load_vec_basis_layout(%p: !fly.ptr<f32, global>) -> vector<8xf32> {
  %l = fly.static : !fly.layout<8:1E0>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, global>, !fly.layout<8:1E0>) -> !fly.memref<f32, global, 8:1E0>
  // expected-error @+1 {{'fly.memref.load_vec' op cannot be lowered: layout 8:1E0 does not evaluate to a static index}}
  %x = fly.memref.load_vec(%v) : (!fly.memref<f32, global, 8:1E0>) -> vector<8xf32>
  return %x : vector<8xf32>
}

// -----

// A coordinate tensor block argument: its dynamic base has no SSA leaf.
func.func @load_vec_coordinate_tensor_block_argument(%t: !fly.coord_tensor<?, (2,2):(1,2)>) -> vector<4xi32> {
  // expected-error @+1 {{'fly.memref.load_vec' op cannot be lowered: the coordinate tensor is not in normal form}}
  %x = fly.memref.load_vec(%t) : (!fly.coord_tensor<?, (2,2):(1,2)>) -> vector<4xi32>
  return %x : vector<4xi32>
}
