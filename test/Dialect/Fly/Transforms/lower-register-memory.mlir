// RUN: fly-opt %s --fly-lower-register-memory -split-input-file | FileCheck %s
// fly-lower-register-memory alone: every register allocation becomes
// make_ptr() {dictAttrs = {allocSize = cosize}} viewed through its layout in
// normal form; nothing else changes. cosize(L) = L(size - 1) + 1, the last
// element's offset plus one, which differs from the size when the layout
// has gaps or broadcasts (stride 0). The allocation ops' verifiers reject
// layouts the pass could not size (invalid-memory-ops.mlir), so there is no
// negative test here.

// (2,2):(1,4) has size 4 but cosize (2-1)*1 + (2-1)*4 + 1 = 6.
// CHECK-LABEL: func.func @alloca(
// CHECK-NEXT: %[[L:.*]] = fly.static : !fly.layout<(2,2):(1,4)>
// CHECK-NEXT: %[[P:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 6 : i64}} : () -> !fly.ptr<f32, register>
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<(2,2)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<(1,4)>
// CHECK-NEXT: %[[NL:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(2,2)>, !fly.int_tuple<(1,4)>) -> !fly.layout<(2,2):(1,4)>
// CHECK-NEXT: %[[V:.*]] = fly.make_view(%[[P]], %[[NL]]) : (!fly.ptr<f32, register>, !fly.layout<(2,2):(1,4)>) -> !fly.memref<f32, register, (2,2):(1,4)>
// CHECK-NEXT: return %[[V]]
func.func @alloca() -> !fly.memref<f32, register, (2,2):(1,4)> {
  %l = fly.static : !fly.layout<(2,2):(1,4)>
  %r = fly.memref.alloca(%l) : (!fly.layout<(2,2):(1,4)>) -> !fly.memref<f32, register, (2,2):(1,4)>
  return %r : !fly.memref<f32, register, (2,2):(1,4)>
}

// -----

// make_fragment_like of a global view (4,8):(8,1) is the compact
// column-major (4,8):(1,4): cosize 3*1 + 7*4 + 1 = 32 f16 values. The global
// view it was made like is not register memory and stays as it is.
// CHECK-LABEL: func.func @fragment_like(
// CHECK: %[[G:.*]] = fly.make_view(%arg0, %{{.*}}) : (!fly.ptr<f16, global>, !fly.layout<(4,8):(8,1)>) -> !fly.memref<f16, global, (4,8):(8,1)>
// CHECK-NEXT: %[[P:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f16, register>
// CHECK-NEXT: fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
// CHECK-NEXT: fly.make_int_tuple() : () -> !fly.int_tuple<(1,4)>
// CHECK-NEXT: %[[NL:.*]] = fly.make_layout
// CHECK-NEXT: %[[V:.*]] = fly.make_view(%[[P]], %[[NL]]) : (!fly.ptr<f16, register>, !fly.layout<(4,8):(1,4)>) -> !fly.memref<f16, register, (4,8):(1,4)>
// CHECK-NEXT: return %[[G]], %[[V]]
func.func @fragment_like(%p: !fly.ptr<f16, global>) -> (!fly.memref<f16, global, (4,8):(8,1)>, !fly.memref<f16, register, (4,8):(1,4)>) {
  %l = fly.static : !fly.layout<(4,8):(8,1)>
  %g = fly.make_view(%p, %l) : (!fly.ptr<f16, global>, !fly.layout<(4,8):(8,1)>) -> !fly.memref<f16, global, (4,8):(8,1)>
  %f = fly.make_fragment_like(%g) : (!fly.memref<f16, global, (4,8):(8,1)>) -> !fly.memref<f16, register, (4,8):(1,4)>
  return %g, %f : !fly.memref<f16, global, (4,8):(8,1)>, !fly.memref<f16, register, (4,8):(1,4)>
}

// -----

// MMA fragments (the types fly.mma.make_fragment infers, FlyAtomOps.td):
// (1,4,4):(0,1,4) has cosize 0*0 + 1*3 + 4*3 + 1 = 16 (the stride-0 mode
// adds nothing), and with two stages (1,4,4,2):(0,1,4,16) has
// 16 + 16*1 = 32.
!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
// CHECK-LABEL: func.func @mma_fragment(
// CHECK: fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f32, register>
// CHECK: fly.make_view({{.*}}) : (!fly.ptr<f32, register>, !fly.layout<(1,4,4):(0,1,4)>) -> !fly.memref<f32, register, (1,4,4):(0,1,4)>
// CHECK: fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f32, register>
// CHECK: fly.make_view({{.*}}) : (!fly.ptr<f32, register>, !fly.layout<(1,4,4,2):(0,1,4,16)>) -> !fly.memref<f32, register, (1,4,4,2):(0,1,4,16)>
// CHECK-NOT: fly.mma.make_fragment
func.func @mma_fragment(%t: !tm, %v: !fly.memref<f32, global, (8,8):(1,8), align<16>>) -> (!fly.memref<f32, register, (1,4,4):(0,1,4)>, !fly.memref<f32, register, (1,4,4,2):(0,1,4,16)>) {
  %f = fly.mma.make_fragment(c, %t, %v) : (!tm, !fly.memref<f32, global, (8,8):(1,8), align<16>>) -> !fly.memref<f32, register, (1,4,4):(0,1,4)>
  %g = fly.mma.make_fragment(c, %t, %v, stages = 2) : (!tm, !fly.memref<f32, global, (8,8):(1,8), align<16>>) -> !fly.memref<f32, register, (1,4,4,2):(0,1,4,16)>
  return %f, %g : !fly.memref<f32, register, (1,4,4):(0,1,4)>, !fly.memref<f32, register, (1,4,4,2):(0,1,4,16)>
}

// -----

// Nothing but allocations changes: the algebra ops on the new view (a slice)
// are left for fly-lower-algebra.
// CHECK-LABEL: func.func @slice_left(
// CHECK: %[[V:.*]] = fly.make_view(%{{.*}}, %{{.*}}) : (!fly.ptr<f32, register>, !fly.layout<(4,2):(1,4)>)
// CHECK-NEXT: %[[C:.*]] = fly.static : !fly.int_tuple<(*,1)>
// CHECK-NEXT: fly.slice(%[[V]], %[[C]]) : (!fly.memref<f32, register, (4,2):(1,4)>, !fly.int_tuple<(*,1)>) -> !fly.memref<f32, register, 4:1>
func.func @slice_left() -> !fly.memref<f32, register, 4:1> {
  %l = fly.static : !fly.layout<(4,2):(1,4)>
  %r = fly.memref.alloca(%l) : (!fly.layout<(4,2):(1,4)>) -> !fly.memref<f32, register, (4,2):(1,4)>
  %c = fly.static : !fly.int_tuple<(*,1)>
  %s = fly.slice(%r, %c) : (!fly.memref<f32, register, (4,2):(1,4)>, !fly.int_tuple<(*,1)>) -> !fly.memref<f32, register, 4:1>
  return %s : !fly.memref<f32, register, 4:1>
}
