// FlyDSL prints the MFMA modifiers (cbsz, abid, blgp) as immediates, blgp as
// a keyword (the f64 MFMAs' negation bits in its place), and lists only the
// value operands' types; MLIR 22.1 takes all six as i32 operands listed in
// the functional type. mfma.scale's operand formats are keywords too.
// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s

// CHECK-LABEL: llvm.func @mfma
llvm.func @mfma(%a: vector<4xi16>, %b: vector<4xi16>, %c: vector<16xf32>,
                %p: vector<8xbf16>, %q: vector<8xbf16>, %d: vector<4xf32>) -> vector<16xf32> {
  // CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[Z1:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[R:.*]] = rocdl.mfma.f32.32x32x8bf16.1k %arg0, %arg1, %arg2, %[[Z0]], %[[Z1]], %[[Z2]] : (vector<4xi16>, vector<4xi16>, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
  %r = rocdl.mfma.f32.32x32x8bf16.1k %a, %b, %c, 0, 0, none : (vector<4xi16>, vector<4xi16>, vector<16xf32>) -> vector<16xf32>
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(2 : i32) : i32
  // CHECK-NEXT: %[[C3:.*]] = llvm.mlir.constant(3 : i32) : i32
  // CHECK-NEXT: rocdl.mfma.f32.16x16x32.bf16 %arg3, %arg4, %arg5, %[[C1]], %[[C2]], %[[C3]] : (vector<8xbf16>, vector<8xbf16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %s = rocdl.mfma.f32.16x16x32.bf16 %p, %q, %d, 1, 2, rotate_16_right : (vector<8xbf16>, vector<8xbf16>, vector<4xf32>) -> vector<4xf32>
  // CHECK: %[[B7:.*]] = llvm.mlir.constant(7 : i32) : i32
  // CHECK-NEXT: rocdl.mfma.f32.16x16x32.bf16 %arg3, %arg4, %arg5, %{{.*}}, %{{.*}}, %[[B7]]
  %t = rocdl.mfma.f32.16x16x32.bf16 %p, %q, %d, 0, 0, bcast_fourth_16 : (vector<8xbf16>, vector<8xbf16>, vector<4xf32>) -> vector<4xf32>
  // 22.1's form is left as it is.
  // CHECK-NEXT: %[[K:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: rocdl.mfma.f32.16x16x32.bf16 %arg3, %arg4, %arg5, %[[K]], %[[K]], %[[K]] : (vector<8xbf16>, vector<8xbf16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %k = llvm.mlir.constant(1 : i32) : i32
  %u = rocdl.mfma.f32.16x16x32.bf16 %p, %q, %d, %k, %k, %k : (vector<8xbf16>, vector<8xbf16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  llvm.return %r : vector<16xf32>
}

// CHECK-LABEL: llvm.func @mfma_f64
llvm.func @mfma_f64(%a: f64, %c: vector<4xf64>) -> vector<4xf64> {
  // neg_a | neg_c: bits 1 and 4.
  // CHECK: %[[N:.*]] = llvm.mlir.constant(5 : i32) : i32
  // CHECK-NEXT: rocdl.mfma.f64.16x16x4f64 %arg0, %arg0, %arg1, %{{.*}}, %{{.*}}, %[[N]] : (f64, f64, vector<4xf64>, i32, i32, i32) -> vector<4xf64>
  %r = rocdl.mfma.f64.16x16x4f64 %a, %a, %c, 0, 0, neg_a | neg_c : (f64, f64, vector<4xf64>) -> vector<4xf64>
  llvm.return %r : vector<4xf64>
}

// CHECK-LABEL: llvm.func @mfma_scale
llvm.func @mfma_scale(%a: vector<8xi32>, %c: vector<4xf32>, %sa: i32, %sb: i32) -> vector<4xf32> {
  // fmtA fp8_e5m2 = 1, fmtB fp4_e2m1 = 4, opsel 0 and 2.
  // CHECK: %[[FA:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: %[[FB:.*]] = llvm.mlir.constant(4 : i32) : i32
  // CHECK-NEXT: %[[OA:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[OB:.*]] = llvm.mlir.constant(2 : i32) : i32
  // CHECK-NEXT: rocdl.mfma.scale.f32.16x16x128.f8f6f4 %arg0, %arg0, %arg1, %[[FA]], %[[FB]], %[[OA]], %arg2, %[[OB]], %arg3 : (vector<8xi32>, vector<8xi32>, vector<4xf32>, i32, i32, i32, i32, i32, i32) -> vector<4xf32>
  %r = rocdl.mfma.scale.f32.16x16x128.f8f6f4 %a, %a, %c, fp8_e5m2, fp4_e2m1, 0, %sa, 2, %sb : (vector<8xi32>, vector<8xi32>, vector<4xf32>, i32, i32) -> vector<4xf32>
  llvm.return %r : vector<4xf32>
}
