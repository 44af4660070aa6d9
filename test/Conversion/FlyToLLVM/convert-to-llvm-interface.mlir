// RUN: fly-opt %s --convert-to-llvm | FileCheck %s
// Upstream --convert-to-llvm through Fly's ConvertToLLVMPatternInterface: the
// fly pointer ops are lowered in the same conversion as func and arith (no
// convert-fly-to-llvm run), to what convert-fly-to-llvm gives
// (pointer-ops.mlir): a GEP in elements of the pointee and loads and stores
// with the pointer type's alignment.

// CHECK-LABEL: llvm.func @load_store(
// CHECK-SAME: %[[G:.*]]: !llvm.ptr<1>, %[[I:.*]]: i32) -> vector<8xf16>
// The dynamic offset, sign-extended by arith's own lowering.
// CHECK: %[[E:.*]] = llvm.sext %[[I]] : i32 to i64
// CHECK: %[[P:.*]] = llvm.getelementptr %[[G]][%[[E]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
// CHECK: %[[V:.*]] = llvm.load %[[G]] {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
// CHECK: llvm.store %[[V]], %[[P]] {alignment = 2 : i64} : vector<8xf16>, !llvm.ptr<1>
// CHECK: llvm.return %[[V]] : vector<8xf16>
// CHECK-NOT: fly.
func.func @load_store(%g: !fly.ptr<f16, global, align<16>>, %i: i32) -> vector<8xf16> {
  %d = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>
  %p = fly.add_offset(%g, %d) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<f16, global, align<2>>
  %v = fly.ptr.load(%g) : (!fly.ptr<f16, global, align<16>>) -> vector<8xf16>
  fly.ptr.store(%v, %p) : (vector<8xf16>, !fly.ptr<f16, global, align<2>>) -> ()
  return %v : vector<8xf16>
}
