// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// Structural and size ops on views: they act on the view's
// layout; slicing moves the iterator by the index of the fixed part, which
// for a memref weakens the alignment to gcd(alignment, offset bytes) and for
// a coordinate tensor adds to the base.

// CHECK-LABEL: func.func @memref_views
func.func @memref_views(%p: !fly.ptr<f16, global, align<16>>) {
  %l = fly.static : !fly.layout<(4,8):(1,4)>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f16, global, align<16>>, !fly.layout<(4,8):(1,4)>) -> !fly.memref<f16, global, (4,8):(1,4), align<16>>
  // (*,3): keeps mode 0 (4:1); the fixed part 3 in mode 1 is 3*4 = 12
  // elements = 24 bytes, gcd(16, 24) = 8.
  // CHECK: fly.slice({{.*}}) -> !fly.memref<f16, global, 4:1, align<8>>
  %k = fly.static : !fly.int_tuple<(*,3)>
  %s = fly.slice(%v, %k) : (!fly.memref<f16, global, (4,8):(1,4), align<16>>, !fly.int_tuple<(*,3)>) -> !fly.memref<f16, global, 4:1, align<8>>
  // (1,*): keeps mode 1 (8:4); the offset is 1 element = 2 bytes, so only
  // the element alignment is left (printed as no align).
  // CHECK: fly.slice({{.*}}) -> !fly.memref<f16, global, 8:4>
  %k2 = fly.static : !fly.int_tuple<(1,*)>
  %s2 = fly.slice(%v, %k2) : (!fly.memref<f16, global, (4,8):(1,4), align<16>>, !fly.int_tuple<(1,*)>) -> !fly.memref<f16, global, 8:4>
  // size, get_shape and get act on the layout; get keeps the iterator.
  // CHECK: fly.size({{.*}}) -> !fly.int_tuple<32>
  %n = fly.size(%v) : (!fly.memref<f16, global, (4,8):(1,4), align<16>>) -> !fly.int_tuple<32>
  // CHECK: fly.get_shape({{.*}}) -> !fly.int_tuple<(4,8)>
  %sh = fly.get_shape(%v) : (!fly.memref<f16, global, (4,8):(1,4), align<16>>) -> !fly.int_tuple<(4,8)>
  // CHECK: fly.get({{.*}}) {mode = array<i32: 1>} : {{.*}} -> !fly.memref<f16, global, 8:4, align<16>>
  %g = fly.get(%v) {mode = array<i32: 1>} : (!fly.memref<f16, global, (4,8):(1,4), align<16>>) -> !fly.memref<f16, global, 8:4, align<16>>
  // A divide keeps the iterator: (4,8):(1,4) by [2:1|4:1] is
  // ((2,2),(4,2)):((1,2),(4,16)).
  // CHECK: fly.logical_divide({{.*}}) -> !fly.memref<f16, global, ((2,2),(4,2)):((1,2),(4,16)), align<16>>
  %t = fly.static : !fly.tile<[2:1|4:1]>
  %d = fly.logical_divide(%v, %t) : (!fly.memref<f16, global, (4,8):(1,4), align<16>>, !fly.tile<[2:1|4:1]>) -> !fly.memref<f16, global, ((2,2),(4,2)):((1,2),(4,16)), align<16>>
  return
}

// CHECK-LABEL: func.func @coord_tensor_views
func.func @coord_tensor_views(%c: !fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>) {
  // (*,3) on the identity layout: the fixed part 3 in mode 1 is the
  // coordinate 3E1 = (0,3), added to the base.
  // CHECK: fly.slice({{.*}}) -> !fly.coord_tensor<(0,3), 4:1E0>
  %k = fly.static : !fly.int_tuple<(*,3)>
  %s = fly.slice(%c, %k) : (!fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>, !fly.int_tuple<(*,3)>) -> !fly.coord_tensor<(0,3), 4:1E0>
  // CHECK: fly.size({{.*}}) -> !fly.int_tuple<32>
  %n = fly.size(%c) : (!fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>) -> !fly.int_tuple<32>
  return
}
