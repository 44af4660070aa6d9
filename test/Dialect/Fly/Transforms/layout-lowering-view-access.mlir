// RUN: fly-opt %s --fly-layout-lowering --canonicalize | FileCheck %s
// Loads and stores through views become pointer accesses: at a coordinate,
// the pointer advanced by crd2idx(coordinate, layout); a whole-view vector
// access is one vector access when the layout is contiguous, element
// accesses at the static offsets otherwise.

// (4,8):(8,1) at (i,j) is 8i + j: one add_offset shared by the load and the
// store. The column (*,0) is 4:8: elements at 0, 8, 16, 24 gathered into a
// vector. The first four of row (0,*) (8:1 composed with [4:1]) are 4:1,
// contiguous: one vector<4xf32> load at the base.
// CHECK-LABEL: func.func @acc(
// CHECK: %[[C8:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg1, %[[C8]] : i32
// CHECK-NEXT: %[[O:.*]] = arith.addi %[[M]], %arg2 : i32
// CHECK-NEXT: %[[OT:.*]] = fly.make_int_tuple(%[[O]]) : (i32) -> !fly.int_tuple<?>
// CHECK-NEXT: %[[P:.*]] = fly.add_offset(%arg0, %[[OT]])
// CHECK-NEXT: %[[E:.*]] = fly.ptr.load(%[[P]]) : (!fly.ptr<f32, generic>) -> f32
// CHECK-NEXT: fly.ptr.store(%arg3, %[[P]]) : (f32, !fly.ptr<f32, generic>) -> ()
// CHECK: %[[E0:.*]] = fly.ptr.load(%arg0) : (!fly.ptr<f32, generic>) -> f32
// CHECK: fly.add_offset(%arg0, %{{.*}}) : (!fly.ptr<f32, generic>, !fly.int_tuple<8>)
// CHECK: %[[E1:.*]] = fly.ptr.load
// CHECK: fly.add_offset(%arg0, %{{.*}}) : (!fly.ptr<f32, generic>, !fly.int_tuple<16>)
// CHECK: %[[E2:.*]] = fly.ptr.load
// CHECK: fly.add_offset(%arg0, %{{.*}}) : (!fly.ptr<f32, generic>, !fly.int_tuple<24>)
// CHECK: %[[E3:.*]] = fly.ptr.load
// CHECK-NEXT: %[[CV:.*]] = vector.from_elements %[[E0]], %[[E1]], %[[E2]], %[[E3]] : vector<4xf32>
// CHECK-NEXT: %[[RV:.*]] = fly.ptr.load(%arg0) : (!fly.ptr<f32, generic>) -> vector<4xf32>
// CHECK-NEXT: return %[[E]], %[[CV]], %[[RV]]
func.func @acc(%p: !fly.ptr<f32, generic>, %i: i32, %j: i32, %x: f32) -> (f32, vector<4xf32>, vector<4xf32>) {
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
  %st = fly.make_int_tuple() : () -> !fly.int_tuple<(8,1)>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(8,1)>) -> !fly.layout<(4,8):(8,1)>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, generic>, !fly.layout<(4,8):(8,1)>) -> !fly.memref<f32, generic, (4,8):(8,1)>
  %c = fly.make_int_tuple(%i, %j) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %e = fly.memref.load(%v, %c) : (!fly.memref<f32, generic, (4,8):(8,1)>, !fly.int_tuple<(?,?)>) -> f32
  fly.memref.store(%x, %v, %c) : (f32, !fly.memref<f32, generic, (4,8):(8,1)>, !fly.int_tuple<(?,?)>) -> ()
  %k = fly.static : !fly.int_tuple<(*,0)>
  %col = fly.slice(%v, %k) : (!fly.memref<f32, generic, (4,8):(8,1)>, !fly.int_tuple<(*,0)>) -> !fly.memref<f32, generic, 4:8>
  %k2 = fly.static : !fly.int_tuple<(0,*)>
  %row = fly.slice(%v, %k2) : (!fly.memref<f32, generic, (4,8):(8,1)>, !fly.int_tuple<(0,*)>) -> !fly.memref<f32, generic, 8:1>
  %cv = fly.memref.load_vec(%col) : (!fly.memref<f32, generic, 4:8>) -> vector<4xf32>
  %t = fly.static : !fly.tile<[4:1]>
  %row4 = fly.composition(%row, %t) : (!fly.memref<f32, generic, 8:1>, !fly.tile<[4:1]>) -> !fly.memref<f32, generic, 4:1>
  %rv = fly.memref.load_vec(%row4) : (!fly.memref<f32, generic, 4:1>) -> vector<4xf32>
  return %e, %cv, %rv : f32, vector<4xf32>, vector<4xf32>
}

// Register allocations become make_ptr with allocSize = cosize plus
// make_view: make_fragment_like of (4,8):(8,1) is (4,8):(1,4), cosize 32;
// its element (1,2) is at 1 + 4*2 = 9.
// CHECK-LABEL: func.func @frag(
// CHECK-NEXT: %[[R:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f32, register>
// CHECK-NEXT: %[[O:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<9>
// CHECK-NEXT: %[[P:.*]] = fly.add_offset(%[[R]], %[[O]])
// CHECK-NEXT: %[[X:.*]] = fly.ptr.load(%[[P]]) : (!fly.ptr<f32, register>) -> f32
// CHECK-NEXT: return %[[X]]
func.func @frag(%p: !fly.ptr<f32, generic>) -> f32 {
  %l = fly.static : !fly.layout<(4,8):(8,1)>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, generic>, !fly.layout<(4,8):(8,1)>) -> !fly.memref<f32, generic, (4,8):(8,1)>
  %f = fly.make_fragment_like(%v) : (!fly.memref<f32, generic, (4,8):(8,1)>) -> !fly.memref<f32, register, (4,8):(1,4)>
  %c = fly.static : !fly.int_tuple<(1,2)>
  %x = fly.memref.load(%f, %c) : (!fly.memref<f32, register, (4,8):(1,4)>, !fly.int_tuple<(1,2)>) -> f32
  return %x : f32
}
