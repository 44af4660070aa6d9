// FlyDSL prints the aux (cache policy) word of the rocdl buffer ops as an
// immediate; MLIR 22.1 takes it as an i32 operand. The upgrade defines the
// value just before the op, on the op's line.
// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s

// CHECK-LABEL: llvm.func @loads_stores
// CHECK-SAME: (%[[R:.*]]: !llvm.ptr<8>, %[[O:.*]]: i32, %[[S:.*]]: i32, %[[V:.*]]: vector<2xi32>)
llvm.func @loads_stores(%r: !llvm.ptr<8>, %off: i32, %soff: i32, %v: vector<2xi32>) -> vector<4xbf16> {
  // CHECK: %[[A0:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[L:.*]] = rocdl.raw.ptr.buffer.load %[[R]], %[[O]], %[[S]], %[[A0]] : vector<4xbf16>
  %x = rocdl.raw.ptr.buffer.load %r, %off, %soff, 0 : vector<4xbf16>
  // CHECK-NEXT: %[[A3:.*]] = llvm.mlir.constant(3 : i32) : i32
  // CHECK-NEXT: rocdl.raw.ptr.buffer.store %[[V]], %[[R]], %[[O]], %[[S]], %[[A3]] : vector<2xi32>
  rocdl.raw.ptr.buffer.store %v, %r, %off, %soff, 3 : vector<2xi32>
  // An SSA aux (22.1's form) is left as it is.
  // CHECK-NEXT: rocdl.raw.ptr.buffer.store %[[V]], %[[R]], %[[O]], %[[S]], %[[S]] : vector<2xi32>
  rocdl.raw.ptr.buffer.store %v, %r, %off, %soff, %soff : vector<2xi32>
  // CHECK-NEXT: %[[F:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
  // CHECK-NEXT: %[[A1:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: rocdl.raw.ptr.buffer.atomic.fadd %[[F]], %[[R]], %[[O]], %[[S]], %[[A1]] : f32
  %f = llvm.mlir.constant(1.0 : f32) : f32
  rocdl.raw.ptr.buffer.atomic.fadd %f, %r, %off, %soff, 1 : f32
  // CHECK: llvm.return %[[L]]
  llvm.return %x : vector<4xbf16>
}
