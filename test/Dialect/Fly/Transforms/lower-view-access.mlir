// RUN: fly-opt %s --fly-lower-view-access -split-input-file | FileCheck %s
// fly-lower-view-access alone, on views in weak normal form (the state after
// fly-lower-algebra and fly-decompose-views): an access at a coordinate goes
// through the view's pointer advanced by crd2idx(coordinate, layout); a
// whole-view vector access is one vector access when the static layout is
// contiguous, element accesses at its offsets otherwise. Each access
// computes its own offset (no CSE here).

// (4,8):(8,1) at (i,j) is i*8 + j*1 = i*8 + j.
// CHECK-LABEL: func.func @load(
// CHECK: %[[C8:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg1, %[[C8]] : i32
// CHECK-NEXT: %[[O:.*]] = arith.addi %[[M]], %arg2 : i32
// CHECK-NEXT: %[[OT:.*]] = fly.make_int_tuple(%[[O]]) : (i32) -> !fly.int_tuple<?>
// CHECK-NEXT: %[[P:.*]] = fly.add_offset(%arg0, %[[OT]]) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
// CHECK-NEXT: %[[X:.*]] = fly.ptr.load(%[[P]]) : (!fly.ptr<f32, global>) -> f32
// CHECK-NEXT: return %[[X]]
func.func @load(%p: !fly.ptr<f32, global>, %i: i32, %j: i32) -> f32 {
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
  %st = fly.make_int_tuple() : () -> !fly.int_tuple<(8,1)>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(8,1)>) -> !fly.layout<(4,8):(8,1)>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, global>, !fly.layout<(4,8):(8,1)>) -> !fly.memref<f32, global, (4,8):(8,1)>
  %c = fly.make_int_tuple(%i, %j) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %x = fly.memref.load(%v, %c) : (!fly.memref<f32, global, (4,8):(8,1)>, !fly.int_tuple<(?,?)>) -> f32
  return %x : f32
}

// -----

// A static coordinate gives a static offset: (1,2) is 1*8 + 2*1 = 10, and
// no arith at all.
// CHECK-LABEL: func.func @store(
// CHECK-NOT: arith.
// CHECK: %[[OT:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<10>
// CHECK-NEXT: %[[P:.*]] = fly.add_offset(%arg0, %[[OT]]) : (!fly.ptr<f32, global>, !fly.int_tuple<10>) -> !fly.ptr<f32, global>
// CHECK-NEXT: fly.ptr.store(%arg1, %[[P]]) : (f32, !fly.ptr<f32, global>) -> ()
// CHECK-NEXT: return
func.func @store(%p: !fly.ptr<f32, global>, %x: f32) {
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
  %st = fly.make_int_tuple() : () -> !fly.int_tuple<(8,1)>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(8,1)>) -> !fly.layout<(4,8):(8,1)>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, global>, !fly.layout<(4,8):(8,1)>) -> !fly.memref<f32, global, (4,8):(8,1)>
  %c = fly.make_int_tuple() : () -> !fly.int_tuple<(1,2)>
  fly.memref.store(%x, %v, %c) : (f32, !fly.memref<f32, global, (4,8):(8,1)>, !fly.int_tuple<(1,2)>) -> ()
  return
}

// -----

// Whole-view vectors: 4:8 has its elements at 0, 8, 16, 24 (not
// contiguous), gathered one by one into a poison vector; 4:1 at 0, 1, 2, 3
// is one vector<4xf32> load at the base.
// CHECK-LABEL: func.func @load_vec(
// CHECK: %[[U:.*]] = ub.poison : vector<4xf32>
// CHECK-NEXT: %[[E0:.*]] = fly.ptr.load(%arg0) : (!fly.ptr<f32, global>) -> f32
// CHECK-NEXT: %[[V0:.*]] = vector.insert %[[E0]], %[[U]] [0]
// CHECK-NEXT: %[[O1:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<8>
// CHECK-NEXT: %[[P1:.*]] = fly.add_offset(%arg0, %[[O1]])
// CHECK-NEXT: %[[E1:.*]] = fly.ptr.load(%[[P1]])
// CHECK-NEXT: %[[V1:.*]] = vector.insert %[[E1]], %[[V0]] [1]
// CHECK-NEXT: fly.make_int_tuple() : () -> !fly.int_tuple<16>
// CHECK-NEXT: fly.add_offset
// CHECK-NEXT: fly.ptr.load
// CHECK-NEXT: %[[V2:.*]] = vector.insert %{{.*}}, %[[V1]] [2]
// CHECK-NEXT: fly.make_int_tuple() : () -> !fly.int_tuple<24>
// CHECK-NEXT: fly.add_offset
// CHECK-NEXT: fly.ptr.load
// CHECK-NEXT: %[[V3:.*]] = vector.insert %{{.*}}, %[[V2]] [3]
// CHECK-NEXT: %[[R:.*]] = fly.ptr.load(%arg0) : (!fly.ptr<f32, global>) -> vector<4xf32>
// CHECK-NEXT: return %[[V3]], %[[R]]
func.func @load_vec(%p: !fly.ptr<f32, global>) -> (vector<4xf32>, vector<4xf32>) {
  %col = fly.static : !fly.layout<4:8>
  %row = fly.static : !fly.layout<4:1>
  %vc = fly.make_view(%p, %col) : (!fly.ptr<f32, global>, !fly.layout<4:8>) -> !fly.memref<f32, global, 4:8>
  %vr = fly.make_view(%p, %row) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
  %a = fly.memref.load_vec(%vc) : (!fly.memref<f32, global, 4:8>) -> vector<4xf32>
  %b = fly.memref.load_vec(%vr) : (!fly.memref<f32, global, 4:1>) -> vector<4xf32>
  return %a, %b : vector<4xf32>, vector<4xf32>
}
