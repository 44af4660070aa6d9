// RUN: fly-opt %s --convert-fly-to-llvm | FileCheck %s
// func.func / func.call / func.return with fly pointer and view types stay
// func ops with !llvm.ptr operands; scf regions carrying pointers convert too.

// CHECK-LABEL: func.func private @callee(!llvm.ptr<1>, !llvm.ptr<3>, i32) -> !llvm.ptr<1>
func.func private @callee(!fly.ptr<f32, global>, !fly.memref<f16, shared, (8,8):(8,1)>, i32) -> !fly.ptr<f32, global>

// CHECK-LABEL: func.func @kernel(
// CHECK-SAME: %[[P:.*]]: !llvm.ptr, %[[G:.*]]: !llvm.ptr<1>, %[[S:.*]]: !llvm.ptr<3>, %[[N:.*]]: i32) -> !llvm.ptr<1>
// CHECK: %[[R:.*]] = call @callee(%[[G]], %[[S]], %[[N]]) : (!llvm.ptr<1>, !llvm.ptr<3>, i32) -> !llvm.ptr<1>
// CHECK: %[[X:.*]] = llvm.load %[[P]] {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK: llvm.store %[[X]], %[[R]] {alignment = 4 : i64} : f32, !llvm.ptr<1>
// CHECK: return %[[R]] : !llvm.ptr<1>
func.func @kernel(%p: !fly.ptr<f32, generic>, %g: !fly.ptr<f32, global>, %s: !fly.memref<f16, shared, (8,8):(8,1)>, %n: i32) -> !fly.ptr<f32, global> {
  %r = func.call @callee(%g, %s, %n) : (!fly.ptr<f32, global>, !fly.memref<f16, shared, (8,8):(8,1)>, i32) -> !fly.ptr<f32, global>
  %x = fly.ptr.load(%p) : (!fly.ptr<f32, generic>) -> f32
  fly.ptr.store(%x, %r) : (f32, !fly.ptr<f32, global>) -> ()
  return %r : !fly.ptr<f32, global>
}

// A pointer carried through scf.for: the loop moves it by one element.
// CHECK-LABEL: func.func @loop(
// CHECK-SAME: %[[P:.*]]: !llvm.ptr<1>
// CHECK: %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[Q:.*]] = %[[P]]) -> (!llvm.ptr<1>) {
// CHECK: %[[N:.*]] = llvm.getelementptr %[[Q]][1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK: scf.yield %[[N]] : !llvm.ptr<1>
// CHECK: return %[[R]] : !llvm.ptr<1>
func.func @loop(%p: !fly.ptr<f32, global>, %lb: index, %ub: index, %st: index) -> !fly.ptr<f32, global> {
  %one = fly.make_int_tuple() : () -> !fly.int_tuple<1>
  %r = scf.for %i = %lb to %ub step %st iter_args(%q = %p) -> (!fly.ptr<f32, global>) {
    %n = fly.add_offset(%q, %one) : (!fly.ptr<f32, global>, !fly.int_tuple<1>) -> !fly.ptr<f32, global>
    scf.yield %n : !fly.ptr<f32, global>
  }
  return %r : !fly.ptr<f32, global>
}
