// RUN: fly-opt %s -split-input-file --fly-spill-ssa-copy-calls | FileCheck %s
// The conversions apply the same rewrite first: after the pass they find
// nothing left to spill, and the result is the same as without it.
// RUN: fly-opt %s -split-input-file --fly-spill-ssa-copy-calls --convert-fly-to-llvm > %t.pass-llvm
// RUN: fly-opt %s -split-input-file --convert-fly-to-llvm > %t.conv-llvm
// RUN: diff %t.pass-llvm %t.conv-llvm
// RUN: fly-opt %s -split-input-file --fly-spill-ssa-copy-calls --convert-fly-to-rocdl > %t.pass-rocdl
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl > %t.conv-rocdl
// RUN: diff %t.pass-rocdl %t.conv-rocdl
// fly-spill-ssa-copy-calls: each fly.copy_atom_call_ssa becomes a
// fly.copy_atom_call on a register allocation of the vector's n elements
// (allocSize n), allocated at the start of the function's entry block and
// viewed as n:1, or as (n/r):r for values of r elements. A vector source or
// predicate is stored into its allocation before the call, a result loaded
// after it.

!atom = !fly.copy_atom<!fly.universal_copy<64>, 16>

// Global -> register: 4 f16 of 16-bit values, so the view is 4:1; the
// result is the vector loaded from the allocation after the call.
// CHECK-LABEL: func.func @register_dst(
// CHECK-SAME: %[[G:.*]]: !fly.ptr<f16, global>)
// CHECK-NEXT: %[[R:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
// CHECK-NEXT: %[[ATOM:.*]] = fly.make_copy_atom
// CHECK-NEXT: %[[L:.*]] = fly.static : !fly.layout<4:1>
// CHECK-NEXT: %[[SRC:.*]] = fly.make_view(%[[G]], %[[L]])
// CHECK-NEXT: %[[RL:.*]] = fly.static : !fly.layout<4:1>
// CHECK-NEXT: %[[RV:.*]] = fly.make_view(%[[R]], %[[RL]]) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
// CHECK-NEXT: fly.copy_atom_call(%[[ATOM]], %[[SRC]], %[[RV]]) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
// CHECK-NEXT: %[[V:.*]] = fly.ptr.load(%[[R]]) : (!fly.ptr<f16, register>) -> vector<4xf16>
// CHECK-NEXT: return %[[V]] : vector<4xf16>
// CHECK-NOT: copy_atom_call_ssa
func.func @register_dst(%g: !fly.ptr<f16, global>) -> vector<4xf16> {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !atom
  %l = fly.static : !fly.layout<4:1>
  %src = fly.make_view(%g, %l) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
  %v = fly.copy_atom_call_ssa(%atom, %src) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!atom, !fly.memref<f16, global, 4:1>) -> vector<4xf16>
  return %v : vector<4xf16>
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<64>, 16>

// Register -> global with a vector predicate: the predicate is spilled
// first, then the source; each allocation goes to the start of the entry
// block, so the source's (made second) comes first. The destination stays.
// CHECK-LABEL: func.func @register_src_predicated(
// CHECK-SAME: %[[G:[a-z0-9]+]]: !fly.ptr<f16, global>, %[[V:[a-z0-9]+]]: vector<4xf16>, %[[P:[a-z0-9]+]]: vector<4xi1>)
// CHECK-NEXT: %[[SP:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
// CHECK-NEXT: %[[PP:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<i1, register>
// CHECK-NEXT: %[[ATOM:.*]] = fly.make_copy_atom
// CHECK-NEXT: fly.static : !fly.layout<4:1>
// CHECK-NEXT: %[[DST:.*]] = fly.make_view(%[[G]],
// CHECK-NEXT: %[[PL:.*]] = fly.static : !fly.layout<4:1>
// CHECK-NEXT: %[[PV:.*]] = fly.make_view(%[[PP]], %[[PL]]) : (!fly.ptr<i1, register>, !fly.layout<4:1>) -> !fly.memref<i1, register, 4:1>
// CHECK-NEXT: fly.ptr.store(%[[P]], %[[PP]]) : (vector<4xi1>, !fly.ptr<i1, register>) -> ()
// CHECK-NEXT: %[[SL:.*]] = fly.static : !fly.layout<4:1>
// CHECK-NEXT: %[[SV:.*]] = fly.make_view(%[[SP]], %[[SL]]) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
// CHECK-NEXT: fly.ptr.store(%[[V]], %[[SP]]) : (vector<4xf16>, !fly.ptr<f16, register>) -> ()
// CHECK-NEXT: fly.copy_atom_call(%[[ATOM]], %[[SV]], %[[DST]], %[[PV]]) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, register, 4:1>, !fly.memref<f16, global, 4:1>, !fly.memref<i1, register, 4:1>) -> ()
// CHECK-NEXT: return
func.func @register_src_predicated(%g: !fly.ptr<f16, global>, %v: vector<4xf16>, %p: vector<4xi1>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !atom
  %l = fly.static : !fly.layout<4:1>
  %dst = fly.make_view(%g, %l) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
  fly.copy_atom_call_ssa(%atom, %v, %dst, %p) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (!atom, vector<4xf16>, !fly.memref<f16, global, 4:1>, vector<4xi1>) -> ()
  return
}

// -----

!w32 = !fly.copy_atom<!fly.universal_copy<128>, 32>
!w128 = !fly.copy_atom<!fly.universal_copy<128>, 128>

// Values wider than the elements: 32-bit values of f16 are r = 2 elements,
// so 8 f16 are 8/2 = 4 values at stride 2: 4:2. One 128-bit value of f32
// is r = 4 elements: 4/4 = 1 value, whose stride is 0: 1:0.
// CHECK-LABEL: func.func @wide_values(
// CHECK-NEXT: %[[P4:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
// CHECK-NEXT: %[[P8:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
// CHECK: %[[L8:.*]] = fly.static : !fly.layout<4:2>
// CHECK-NEXT: %[[V8:.*]] = fly.make_view(%[[P8]], %[[L8]]) : (!fly.ptr<f16, register>, !fly.layout<4:2>) -> !fly.memref<f16, register, 4:2>
// CHECK-NEXT: fly.copy_atom_call(%{{.*}}, %{{.*}}, %[[V8]])
// CHECK-NEXT: %[[A:.*]] = fly.ptr.load(%[[P8]]) : (!fly.ptr<f16, register>) -> vector<8xf16>
// CHECK: %[[L4:.*]] = fly.static : !fly.layout<1:0>
// CHECK-NEXT: %[[V4:.*]] = fly.make_view(%[[P4]], %[[L4]]) : (!fly.ptr<f32, register>, !fly.layout<1:0>) -> !fly.memref<f32, register, 1:0>
// CHECK-NEXT: fly.copy_atom_call(%{{.*}}, %{{.*}}, %[[V4]])
// CHECK-NEXT: %[[B:.*]] = fly.ptr.load(%[[P4]]) : (!fly.ptr<f32, register>) -> vector<4xf32>
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @wide_values(%h: !fly.memref<f16, global, 4:2>, %f: !fly.memref<f32, global, 1:0>) -> (vector<8xf16>, vector<4xf32>) {
  %a32 = fly.make_copy_atom {valBits = 32 : i32} : !w32
  %a128 = fly.make_copy_atom {valBits = 128 : i32} : !w128
  %x = fly.copy_atom_call_ssa(%a32, %h) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!w32, !fly.memref<f16, global, 4:2>) -> vector<8xf16>
  %y = fly.copy_atom_call_ssa(%a128, %f) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!w128, !fly.memref<f32, global, 1:0>) -> vector<4xf32>
  return %x, %y : vector<8xf16>, vector<4xf32>
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<64>, 16>

// A call in a loop body: its allocation is made once, in the entry block
// before the loop (an alloca in the body would grow the stack every
// iteration); the view, the call and the load stay in the body.
// CHECK-LABEL: func.func @in_loop(
// CHECK-NEXT: %[[R:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
// CHECK: scf.for
// CHECK-NOT: fly.make_ptr
// CHECK: %[[RV:.*]] = fly.make_view(%[[R]],
// CHECK-NEXT: fly.copy_atom_call(%{{.*}}, %{{.*}}, %[[RV]])
// CHECK-NEXT: %[[V:.*]] = fly.ptr.load(%[[R]]) : (!fly.ptr<f16, register>) -> vector<4xf16>
// CHECK-NEXT: %[[S:.*]] = arith.addf %{{.*}}, %[[V]] : vector<4xf16>
// CHECK-NEXT: scf.yield %[[S]]
func.func @in_loop(%g: !fly.ptr<f16, global>, %n: index) -> vector<4xf16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant dense<0.0> : vector<4xf16>
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !atom
  %l = fly.static : !fly.layout<4:1>
  %src = fly.make_view(%g, %l) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (vector<4xf16>) {
    %v = fly.copy_atom_call_ssa(%atom, %src) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!atom, !fly.memref<f16, global, 4:1>) -> vector<4xf16>
    %s = arith.addf %acc, %v : vector<4xf16>
    scf.yield %s : vector<4xf16>
  }
  return %r : vector<4xf16>
}
