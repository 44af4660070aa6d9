// RUN: fly-opt %s --fly-rewrite-func-signature --fly-canonicalize --fly-layout-lowering --convert-fly-to-llvm | FileCheck %s
// A dynamic view crosses a call as its pointer plus its layout struct
// (fly-rewrite-func-signature), its element access becomes
// add_offset(add_offset(base, i * ld), 3) (fly-layout-lowering, 9.4) and
// then two GEPs on the LLVM pointer: the dynamic row start and the static
// column, so accesses in one row share the row pointer.

!M = !fly.memref<f32, global, (?,?):(?,1), align<16>>

// CHECK-LABEL: func.func @row_sum(
// CHECK-SAME: %[[P:.*]]: !llvm.ptr<1>, %[[L:.*]]: !llvm.struct<packed (struct<packed (i32, i32)>, struct<packed (i32)>)>, %[[I:.*]]: i32) -> f32
// The leading dimension is the stride leaf, at [1, 0].
// CHECK: %[[LD:.*]] = llvm.extractvalue %[[L]][1, 0]
// CHECK: %[[ROW:.*]] = arith.muli %[[I]], %[[LD]] : i32
// CHECK: %[[ROW64:.*]] = arith.extsi %[[ROW]] : i32 to i64
// CHECK: %[[RP:.*]] = llvm.getelementptr %[[P]][%[[ROW64]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK: %[[P3:.*]] = llvm.getelementptr %[[RP]][3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK: %[[A:.*]] = llvm.load %[[P3]] {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK: %[[P5:.*]] = llvm.getelementptr %[[RP]][5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK: %[[B:.*]] = llvm.load %[[P5]] {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK: arith.addf %[[A]], %[[B]] : f32
func.func @row_sum(%m: !M, %i: i32) -> f32 {
  %c3 = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<(?,3)>
  %c5 = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<(?,5)>
  %a = fly.memref.load(%m, %c3) : (!M, !fly.int_tuple<(?,3)>) -> f32
  %b = fly.memref.load(%m, %c5) : (!M, !fly.int_tuple<(?,5)>) -> f32
  %s = arith.addf %a, %b : f32
  return %s : f32
}

// The caller forwards the pointer and the struct it received.
// CHECK-LABEL: func.func @caller(
// CHECK-SAME: %[[P:.*]]: !llvm.ptr<1>, %[[L:.*]]: !llvm.struct<packed (struct<packed (i32, i32)>, struct<packed (i32)>)>, %[[I:.*]]: i32)
// CHECK: call @row_sum(%[[P]], %[[L]], %[[I]]) : (!llvm.ptr<1>, !llvm.struct<packed (struct<packed (i32, i32)>, struct<packed (i32)>)>, i32) -> f32
func.func @caller(%m: !M, %i: i32) -> f32 {
  %r = call @row_sum(%m, %i) : (!M, i32) -> f32
  return %r : f32
}
