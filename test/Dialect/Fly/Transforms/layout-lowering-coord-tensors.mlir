// RUN: fly-opt %s --fly-layout-lowering -split-input-file | FileCheck %s
// Coordinate tensors in fly-layout-lowering: make_view of a normal-form base
// and layout is their normal form (leaves: base, then layout); an element
// load is the coordinate base + layout(indices), a whole-tensor load_vec is
// the vector of those coordinates, and slices rebuild the tensor.

// Element (1, i) of base (b, 0) with layout (4,?):(1E0,1E1) is (b + 1, i).
// CHECK-LABEL: func.func @load(
// CHECK: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[X:.*]] = arith.addi %arg0, %[[C1]] : i32
// CHECK-NEXT: %[[R:.*]] = fly.make_int_tuple(%[[X]], %arg2) : (i32, i32) -> !fly.int_tuple<(?,?)>
// CHECK-NEXT: return %[[R]]
func.func @load(%b: i32, %n: i32, %i: i32) -> !fly.int_tuple<(?,?)> {
  %base = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<(?,0)>
  %sh = fly.make_int_tuple(%n) : (i32) -> !fly.int_tuple<(4,?)>
  %st = fly.make_int_tuple() : () -> !fly.int_tuple<(1E0,1E1)>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(4,?)>, !fly.int_tuple<(1E0,1E1)>) -> !fly.layout<(4,?):(1E0,1E1)>
  %t = fly.make_view(%base, %l) : (!fly.int_tuple<(?,0)>, !fly.layout<(4,?):(1E0,1E1)>) -> !fly.coord_tensor<(?,0), (4,?):(1E0,1E1)>
  %c = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<(1,?)>
  %v = fly.memref.load(%t, %c) : (!fly.coord_tensor<(?,0), (4,?):(1E0,1E1)>, !fly.int_tuple<(1,?)>) -> !fly.int_tuple<(?,?)>
  return %v : !fly.int_tuple<(?,?)>
}

// load_vec, i32: base b, layout (2,2):(1,s) holds b + (0, 1, s, 1 + s).
// CHECK-LABEL: func.func @load_vec_i32(
// CHECK: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[E1:.*]] = arith.addi %arg0, %[[C1]] : i32
// CHECK-NEXT: %[[E2:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %[[T:.*]] = arith.addi %[[C1]], %arg1 : i32
// CHECK-NEXT: %[[E3:.*]] = arith.addi %arg0, %[[T]] : i32
// CHECK-NEXT: %[[V:.*]] = vector.from_elements %arg0, %[[E1]], %[[E2]], %[[E3]] : vector<4xi32>
// CHECK-NEXT: return %[[V]]
func.func @load_vec_i32(%b: i32, %s: i32) -> vector<4xi32> {
  %base = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<?>
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(2,2)>
  %st = fly.make_int_tuple(%s) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(2,2)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(2,2):(1,?)>
  %t = fly.make_view(%base, %l) : (!fly.int_tuple<?>, !fly.layout<(2,2):(1,?)>) -> !fly.coord_tensor<?, (2,2):(1,?)>
  %v = fly.memref.load_vec(%t) : (!fly.coord_tensor<?, (2,2):(1,?)>) -> vector<4xi32>
  return %v : vector<4xi32>
}

// load_vec, i64 (the reference's 0, 3:?{i64}): (0, s, 2 * s).
// CHECK-LABEL: func.func @load_vec_i64(
// CHECK: %[[Z:.*]] = arith.constant 0 : i64
// CHECK: %[[TWO:.*]] = arith.extsi %{{.*}} : i32 to i64
// CHECK-NEXT: %[[E2:.*]] = arith.muli %[[TWO]], %arg0 : i64
// CHECK-NEXT: %[[V:.*]] = vector.from_elements %[[Z]], %arg0, %[[E2]] : vector<3xi64>
func.func @load_vec_i64(%s: i64) -> vector<3xi64> {
  %base = fly.make_int_tuple() : () -> !fly.int_tuple<0>
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<3>
  %st = fly.make_int_tuple(%s) : (i64) -> !fly.int_tuple<?{i64}>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<3>, !fly.int_tuple<?{i64}>) -> !fly.layout<3:?{i64}>
  %t = fly.make_view(%base, %l) : (!fly.int_tuple<0>, !fly.layout<3:?{i64}>) -> !fly.coord_tensor<0, 3:?{i64}>
  %v = fly.memref.load_vec(%t) : (!fly.coord_tensor<0, 3:?{i64}>) -> vector<3xi64>
  return %v : vector<3xi64>
}

// A fully static coordinate tensor loads constants: 5 + (0, 2, 1, 3).
// CHECK-LABEL: func.func @load_vec_static(
// CHECK-NEXT: %[[A:.*]] = arith.constant 5 : i32
// CHECK-NEXT: %[[B:.*]] = arith.constant 7 : i32
// CHECK-NEXT: %[[C:.*]] = arith.constant 6 : i32
// CHECK-NEXT: %[[D:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[V:.*]] = vector.from_elements %[[A]], %[[B]], %[[C]], %[[D]] : vector<4xi32>
// CHECK-NEXT: return %[[V]]
func.func @load_vec_static() -> vector<4xi32> {
  %t = fly.static : !fly.coord_tensor<5, (2,2):(2,1)>
  %v = fly.memref.load_vec(%t) : (!fly.coord_tensor<5, (2,2):(2,1)>) -> vector<4xi32>
  return %v : vector<4xi32>
}

// -----

// A slice of a dynamic coordinate tensor moves the base: row 2 of base
// (b, 0) with (4,?):(1E0,1E1) is base (b + 2, 0) with ?:1E1.
// CHECK-LABEL: func.func @slice(
// CHECK: %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[X:.*]] = arith.addi %arg0, %[[C2]] : i32
// CHECK-NEXT: %[[B:.*]] = fly.make_int_tuple(%[[X]]) : (i32) -> !fly.int_tuple<(?,0)>
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg1) : (i32) -> !fly.int_tuple<?>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<1E1>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]])
// CHECK-NEXT: %[[T:.*]] = fly.make_view(%[[B]], %[[L]]) : (!fly.int_tuple<(?,0)>, !fly.layout<?:1E1>) -> !fly.coord_tensor<(?,0), ?:1E1>
// CHECK-NEXT: return %[[T]]
func.func @slice(%b: i32, %n: i32) -> !fly.coord_tensor<(?,0), ?:1E1> {
  %base = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<(?,0)>
  %sh = fly.make_int_tuple(%n) : (i32) -> !fly.int_tuple<(4,?)>
  %st = fly.make_int_tuple() : () -> !fly.int_tuple<(1E0,1E1)>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(4,?)>, !fly.int_tuple<(1E0,1E1)>) -> !fly.layout<(4,?):(1E0,1E1)>
  %t = fly.make_view(%base, %l) : (!fly.int_tuple<(?,0)>, !fly.layout<(4,?):(1E0,1E1)>) -> !fly.coord_tensor<(?,0), (4,?):(1E0,1E1)>
  %c = fly.make_int_tuple() : () -> !fly.int_tuple<(2,*)>
  %r = fly.slice(%t, %c) : (!fly.coord_tensor<(?,0), (4,?):(1E0,1E1)>, !fly.int_tuple<(2,*)>) -> !fly.coord_tensor<(?,0), ?:1E1>
  return %r : !fly.coord_tensor<(?,0), ?:1E1>
}
