// RUN: fly-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// A view's written result type may differ from the inferred one exactly as
// a layout's may: in the stride of a static size-1 mode and in rank-1 tuple
// wrappers (the forms FlyDSL and CuTe write). Any other difference stays an
// error, and the alignment is the pointer's (invalid-memory-ops.mlir).

// Inferred (4,1):(1,0); written (4,1):(1,7): the size-1 mode's stride.
// CHECK-LABEL: func.func @size1_stride(
// CHECK: -> !fly.memref<f32, global, (4,1):(1,7)>
func.func @size1_stride(%p: !fly.ptr<f32, global>) {
  %l = fly.static : !fly.layout<(4,1):(1,0)>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, global>, !fly.layout<(4,1):(1,0)>) -> !fly.memref<f32, global, (4,1):(1,7)>
  return
}

// -----

// A rank-1 wrapper.
// CHECK-LABEL: func.func @wrapper(
// CHECK: -> !fly.memref<f32, global, (8):(1), align<16>>
func.func @wrapper(%p: !fly.ptr<f32, global, align<16>>) {
  %l = fly.static : !fly.layout<8:1>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, global, align<16>>, !fly.layout<8:1>) -> !fly.memref<f32, global, (8):(1), align<16>>
  return
}

// -----

// A stride of a mode of size 4 is part of the function: rejected.
func.func @other_stride(%p: !fly.ptr<f32, global>) {
  %l = fly.static : !fly.layout<(4,1):(1,0)>
  // expected-error @+2 {{inferred type(s) '!fly.memref<f32, global, (4,1):(1,0)>' are incompatible with return type(s) of operation '!fly.memref<f32, global, (4,1):(2,0)>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, global>, !fly.layout<(4,1):(1,0)>) -> !fly.memref<f32, global, (4,1):(2,0)>
  return
}

// -----

// More alignment than the pointer proves: rejected.
func.func @more_alignment(%p: !fly.ptr<f32, global>) {
  %l = fly.static : !fly.layout<8:1>
  // expected-error @+2 {{are incompatible with return type(s) of operation '!fly.memref<f32, global, 8:1, align<16>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, global>, !fly.layout<8:1>) -> !fly.memref<f32, global, 8:1, align<16>>
  return
}
