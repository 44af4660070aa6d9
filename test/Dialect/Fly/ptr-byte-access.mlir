// fly.ptr.load / fly.ptr.store through a byte pointer (!fly.ptr<i8, ...>)
// may access any scalar or 1-D vector whose element is whole bytes (FlyDSL's
// rule, MemoryOps.cpp checkAccessType: the i8 element type sets only the
// unit of offsets); FlyDSL kernels address LDS so and load vector<8xbf16>
// from it. Through any other pointer the access is still the element type or
// a 1-D vector of it, and through a byte pointer sub-byte scalars / elements
// and vectors of rank > 1 stay errors.
//
// RUN: split-file %s %t
// RUN: fly-opt %t/valid.mlir | FileCheck %s --check-prefix=ROUND
// RUN: fly-opt %t/valid.mlir --convert-fly-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: fly-opt %t/invalid.mlir -split-input-file -verify-diagnostics
//
// Round trip: the six accesses verify and print as written.
// ROUND-LABEL: func.func @bytes
// ROUND: fly.ptr.load(%arg0) : (!fly.ptr<i8, shared>) -> bf16
// ROUND-NEXT: fly.ptr.load(%arg0) : (!fly.ptr<i8, shared>) -> vector<8xbf16>
// ROUND-NEXT: fly.ptr.load(%arg0) : (!fly.ptr<i8, shared>) -> i32
// ROUND-NEXT: fly.ptr.store(%arg1, %arg0) : (bf16, !fly.ptr<i8, shared>) -> ()
// ROUND-NEXT: fly.ptr.store(%arg2, %arg0) : (vector<8xbf16>, !fly.ptr<i8, shared>) -> ()
// ROUND-NEXT: fly.ptr.store(%arg3, %arg0) : (i32, !fly.ptr<i8, shared>) -> ()
// Lowering: shared is LLVM address space 3; each access is one llvm.load /
// llvm.store of the accessed type itself (not of i8). The alignment is the
// pointer's: an i8 pointer without align<N> promises 1 byte.
// LLVM-LABEL: func.func @bytes(%arg0: !llvm.ptr<3>
// LLVM-NEXT: llvm.load %arg0 {alignment = 1 : i64} : !llvm.ptr<3> -> bf16
// LLVM-NEXT: llvm.load %arg0 {alignment = 1 : i64} : !llvm.ptr<3> -> vector<8xbf16>
// LLVM-NEXT: llvm.load %arg0 {alignment = 1 : i64} : !llvm.ptr<3> -> i32
// LLVM-NEXT: llvm.store %arg1, %arg0 {alignment = 1 : i64} : bf16, !llvm.ptr<3>
// LLVM-NEXT: llvm.store %arg2, %arg0 {alignment = 1 : i64} : vector<8xbf16>, !llvm.ptr<3>
// LLVM-NEXT: llvm.store %arg3, %arg0 {alignment = 1 : i64} : i32, !llvm.ptr<3>

//--- valid.mlir
func.func @bytes(%p: !fly.ptr<i8, shared>, %h: bf16, %v: vector<8xbf16>, %w: i32) -> (bf16, vector<8xbf16>, i32) {
  %a = fly.ptr.load(%p) : (!fly.ptr<i8, shared>) -> bf16
  %b = fly.ptr.load(%p) : (!fly.ptr<i8, shared>) -> vector<8xbf16>
  %c = fly.ptr.load(%p) : (!fly.ptr<i8, shared>) -> i32
  fly.ptr.store(%h, %p) : (bf16, !fly.ptr<i8, shared>) -> ()
  fly.ptr.store(%v, %p) : (vector<8xbf16>, !fly.ptr<i8, shared>) -> ()
  fly.ptr.store(%w, %p) : (i32, !fly.ptr<i8, shared>) -> ()
  return %a, %b, %c : bf16, vector<8xbf16>, i32
}

//--- invalid.mlir
// Not a byte pointer: a bf16 access through an f32 pointer.
func.func @bf16_through_f32(%p: !fly.ptr<f32, shared>) -> bf16 {
  // expected-error @+1 {{'fly.ptr.load' op accesses 'bf16' through '!fly.ptr<f32, shared>'; expected 'f32' or a 1-D vector of it}}
  %a = fly.ptr.load(%p) : (!fly.ptr<f32, shared>) -> bf16
  return %a : bf16
}

// -----

// The store is checked the same way.
func.func @bf16x8_store_through_f32(%p: !fly.ptr<f32, shared>, %v: vector<8xbf16>) {
  // expected-error @+1 {{'fly.ptr.store' op accesses 'vector<8xbf16>' through '!fly.ptr<f32, shared>'; expected 'f32' or a 1-D vector of it}}
  fly.ptr.store(%v, %p) : (vector<8xbf16>, !fly.ptr<f32, shared>) -> ()
  return
}

// -----

// i1 is not whole bytes.
func.func @i1_through_i8(%p: !fly.ptr<i8, shared>) -> i1 {
  // expected-error @+1 {{'fly.ptr.load' op accesses 'i1' through '!fly.ptr<i8, shared>'; expected 'i8' or a 1-D vector of it (or, through a byte pointer, whole bytes)}}
  %a = fly.ptr.load(%p) : (!fly.ptr<i8, shared>) -> i1
  return %a : i1
}

// -----

// A 2-D vector, even of i8 itself.
func.func @i8_2x2_through_i8(%p: !fly.ptr<i8, shared>, %v: vector<2x2xi8>) {
  // expected-error @+1 {{'fly.ptr.store' op accesses 'vector<2x2xi8>' through '!fly.ptr<i8, shared>'; expected 'i8' or a 1-D vector of it (or, through a byte pointer, whole bytes)}}
  fly.ptr.store(%v, %p) : (vector<2x2xi8>, !fly.ptr<i8, shared>) -> ()
  return
}
