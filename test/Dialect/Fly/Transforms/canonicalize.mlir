// RUN: fly-opt %s --fly-canonicalize | FileCheck %s
// fly-canonicalize: tuple aliases become make_int_tuple, and fly ops with a
// fully static result become the normal-form constructor of that type.

// CHECK-LABEL: func.func @aliases(
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<(?,8)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%arg1) : (i64) -> !fly.int_tuple<(1,?{i64})>
// CHECK-NEXT: %[[C:.*]] = fly.make_int_tuple(%arg0, %arg0) : (i32, i32) -> !fly.int_tuple<(?,?)>
// CHECK-NEXT: %[[K:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<(2,3)>
// CHECK-NEXT: return %[[S]], %[[D]], %[[C]], %[[K]]
func.func @aliases(%a: i32, %b: i64) -> (!fly.int_tuple<(?,8)>, !fly.int_tuple<(1,?{i64})>, !fly.int_tuple<(?,?)>, !fly.int_tuple<(2,3)>) {
  %s = fly.make_shape(%a) : (i32) -> !fly.int_tuple<(?,8)>
  %d = fly.make_stride(%b) : (i64) -> !fly.int_tuple<(1,?{i64})>
  %c = fly.make_coord(%a, %a) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %k = fly.make_shape() : () -> !fly.int_tuple<(2,3)>
  return %s, %d, %c, %k : !fly.int_tuple<(?,8)>, !fly.int_tuple<(1,?{i64})>, !fly.int_tuple<(?,?)>, !fly.int_tuple<(2,3)>
}

// Static int tuples and layouts use their constructors, not fly.static.
// CHECK-LABEL: func.func @statics(
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<(1,4)>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(1,4)>) -> !fly.layout<(4,8):(1,4)>
// CHECK-NEXT: %[[W:.*]] = fly.static : !fly.swizzle<S<3,3,3>>
// CHECK-NEXT: %[[Tl:.*]] = fly.static : !fly.tile<[*|4]>
// CHECK-NEXT: return %[[T]], %[[L]], %[[W]], %[[Tl]]
func.func @statics() -> (!fly.int_tuple<(4,8)>, !fly.layout<(4,8):(1,4)>, !fly.swizzle<S<3,3,3>>, !fly.tile<[*|4]>) {
  %t = fly.static : !fly.int_tuple<(4,8)>
  %l = fly.static : !fly.layout<(4,8):(1,4)>
  %w = fly.static : !fly.swizzle<S<3,3,3>>
  %tl = fly.static : !fly.tile<[*|4]>
  return %t, %l, %w, %tl : !fly.int_tuple<(4,8)>, !fly.layout<(4,8):(1,4)>, !fly.swizzle<S<3,3,3>>, !fly.tile<[*|4]>
}

// A static computation is replaced by the constructor of its result:
// size((4,8):(1,4)) = 32 and (6,2):(8,2) o (4,3):(3,1) = ((2,2),3):((24,2),8).
// CHECK-LABEL: func.func @computations(
// CHECK-NOT: fly.size
// CHECK-NOT: fly.composition
// CHECK-DAG: fly.make_int_tuple() : () -> !fly.int_tuple<32>
// CHECK-DAG: %[[S:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<((2,2),3)>
// CHECK-DAG: %[[D:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<((24,2),8)>
// CHECK-DAG: fly.make_layout(%[[S]], %[[D]]) : (!fly.int_tuple<((2,2),3)>, !fly.int_tuple<((24,2),8)>) -> !fly.layout<((2,2),3):((24,2),8)>
func.func @computations(%a: !fly.layout<(4,8):(1,4)>, %b: !fly.layout<(6,2):(8,2)>, %c: !fly.layout<(4,3):(3,1)>) -> (!fly.int_tuple<32>, !fly.layout<((2,2),3):((24,2),8)>) {
  %n = fly.size(%a) : (!fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<32>
  %r = fly.composition(%b, %c) : (!fly.layout<(6,2):(8,2)>, !fly.layout<(4,3):(3,1)>) -> !fly.layout<((2,2),3):((24,2),8)>
  return %n, %r : !fly.int_tuple<32>, !fly.layout<((2,2),3):((24,2),8)>
}

// A static composed layout: swizzle inner as fly.static, offset and outer as
// constructors.
// CHECK-LABEL: func.func @composed(
// CHECK-NEXT: %[[I:.*]] = fly.static : !fly.swizzle<S<3,3,3>>
// CHECK-NEXT: %[[O:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<0>
// CHECK-NEXT: %[[S:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<(8,64)>
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<(64,1)>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[S]], %[[D]])
// CHECK-NEXT: fly.make_composed_layout(%[[I]], %[[O]], %[[L]]) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(8,64):(64,1)>) -> !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>
func.func @composed() -> !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)> {
  %c = fly.static : !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>
  return %c : !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>
}

// Dynamic results and normal-form constructors stay as they are.
// CHECK-LABEL: func.func @dynamic(
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<(?,4)>
// CHECK-NEXT: %[[N:.*]] = fly.int_tuple_product(%[[T]]) : (!fly.int_tuple<(?,4)>) -> !fly.int_tuple<?{div=4}>
// CHECK-NEXT: return %[[N]]
func.func @dynamic(%a: i32) -> !fly.int_tuple<?{div=4}> {
  %t = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,4)>
  %n = fly.int_tuple_product(%t) : (!fly.int_tuple<(?,4)>) -> !fly.int_tuple<?{div=4}>
  return %n : !fly.int_tuple<?{div=4}>
}
