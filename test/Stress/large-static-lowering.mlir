// A dynamic coordinate times a stride of 10^12 is computed in i64 (the
// inferred leaf is ?{i64}): the i32 operands are sign-extended first.
// RUN: fly-opt %s --fly-canonicalize --fly-layout-lowering | FileCheck %s

// CHECK-LABEL: func.func @wide_stride
// CHECK-SAME: (%[[I:.*]]: i32, %[[J:.*]]: i32) -> i64
// CHECK-DAG: %[[S:.*]] = arith.constant 1000000000000 : i64
// CHECK-DAG: %[[J64:.*]] = arith.extsi %[[J]] : i32 to i64
// CHECK-DAG: %[[I64:.*]] = arith.extsi %[[I]] : i32 to i64
// CHECK-DAG: %[[P:.*]] = arith.muli %[[J64]], %[[S]] : i64
// CHECK: %[[R:.*]] = arith.addi %[[I64]], %[[P]] : i64
// CHECK: return %[[R]] : i64
func.func @wide_stride(%i: i32, %j: i32) -> i64 {
  %c = fly.make_int_tuple(%i, %j) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %l = fly.static : !fly.layout<(1000,1000000000):(1,1000000000000)>
  %x = fly.crd2idx(%c, %l) : (!fly.int_tuple<(?,?)>, !fly.layout<(1000,1000000000):(1,1000000000000)>) -> !fly.int_tuple<?{i64}>
  %s = fly.get_scalar(%x) : (!fly.int_tuple<?{i64}>) -> i64
  return %s : i64
}
