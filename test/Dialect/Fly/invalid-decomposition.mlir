// RUN: fly-opt %s -split-input-file -verify-diagnostics
// fly.decomposition is exact: a composed layout whose value is not
// offset + plain layout for every coordinate is rejected, naming the part
// that prevents it (the type used to drop such a function silently), then
// MLIR's "failed to infer returned types".

// (4,8):(1,16) is not linear on indices (4 -> 16, not 4): no plain layout
// L with C(c) = k + L(c) exists.
func.func @non_linear_inner(%p: !fly.ptr<f32, generic>) {
  %l = fly.static : !fly.composed_layout<(4,8):(1,16) o 0 o 8:1>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, generic>, !fly.composed_layout<(4,8):(1,16) o 0 o 8:1>) -> !fly.memref<f32, generic, (4,8):(1,16) o 0 o 8:1>
  // expected-error @+2 {{'fly.decomposition' op the layout (4,8):(1,16) does not map indices linearly (it coalesces to more than one mode), so no offset and plain layout describe the view}}
  // expected-error @+1 {{failed to infer returned types}}
  %d = fly.decomposition(%v) : (!fly.memref<f32, generic, (4,8):(1,16) o 0 o 8:1>) -> !fly.memref<f32, generic, 8:1>
  return
}

// -----

// A swizzle under another function cannot move to the pointer: the scale 2
// is applied after it.
func.func @nested_swizzle(%p: !fly.ptr<f32, generic>) {
  %l = fly.static : !fly.composed_layout<128:2 o 0 o [S<1,2,3> o 0 o 8:1]>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, generic>, !fly.composed_layout<128:2 o 0 o [S<1,2,3> o 0 o 8:1]>) -> !fly.memref<f32, generic, 128:2 o 0 o [S<1,2,3> o 0 o 8:1]>
  // expected-error @+2 {{'fly.decomposition' op a swizzle below another function of the composed layout cannot leave the layout; only the outermost function may be a swizzle}}
  // expected-error @+1 {{failed to infer returned types}}
  %d = fly.decomposition(%v) : (!fly.memref<f32, generic, 128:2 o 0 o [S<1,2,3> o 0 o 8:1]>) -> !fly.memref<f32, generic, 8:2>
  return
}

// -----

// The same on a coordinate tensor: a non-linear inner layout is rejected.
func.func @coord_tensor_non_linear() {
  %b = fly.static : !fly.int_tuple<0>
  %l = fly.static : !fly.composed_layout<(2,8):(1,4) o 0 o 16:1>
  %t = fly.make_view(%b, %l) : (!fly.int_tuple<0>, !fly.composed_layout<(2,8):(1,4) o 0 o 16:1>) -> !fly.coord_tensor<0, (2,8):(1,4) o 0 o 16:1>
  // expected-error @+2 {{'fly.decomposition' op the layout (2,8):(1,4) does not map indices linearly}}
  // expected-error @+1 {{failed to infer returned types}}
  %d = fly.decomposition(%t) : (!fly.coord_tensor<0, (2,8):(1,4) o 0 o 16:1>) -> !fly.coord_tensor<0, 16:1>
  return
}
