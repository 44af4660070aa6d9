// RUN: fly-opt %s --fly-convert-atom-call-to-ssa-form --fly-promote-regmem-to-vectorssa | FileCheck %s
// The two passes together: a global -> register copy, an
// accumulating MMA in an scf.for on register fragments and a register ->
// global copy end up with no register memory at all.

!copy = !fly.copy_atom<!fly.universal_copy<64>, 32>
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>

// a and b are (2):(1) f32 fragments loaded from global; c is one
// accumulator element that each MMA updates in place (d is c: this is the
// value that becomes loop-carried), zero-initialised by the promotion, updated by
// a[0]*b[0] and a[1]*b[1] in every iteration, then copied out together with
// a (as a 2-element vector).
// CHECK-LABEL: func.func @mma_loop(
// CHECK-SAME: %[[GA:[^:]*]]: !fly.ptr<f32, global>, %[[GB:[^:]*]]: !fly.ptr<f32, global>, %[[GC:[^:]*]]: !fly.ptr<f32, global>, %[[N:[^:]*]]: index
// CHECK-DAG: %[[CP:.*]] = fly.make_copy_atom
// CHECK-DAG: %[[MMA:.*]] = fly.make_mma_atom
// CHECK-DAG: %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<1xf32>
// CHECK: %[[SA:.*]] = fly.make_view(%[[GA]], %{{.*}})
// CHECK-NEXT: %[[A:.*]] = fly.copy_atom_call_ssa(%[[CP]], %[[SA]]) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly.universal_copy<64>, 32>, !fly.memref<f32, global, 2:1>) -> vector<2xf32>
// CHECK: %[[SB:.*]] = fly.make_view(%[[GB]], %{{.*}})
// CHECK-NEXT: %[[B:.*]] = fly.copy_atom_call_ssa(%[[CP]], %[[SB]]) {{.*}} -> vector<2xf32>
// CHECK-NEXT: %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[Z]]) -> (vector<1xf32>) {
// CHECK-NEXT: %[[A0:.*]] = vector.extract_strided_slice %[[A]] {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
// CHECK-NEXT: %[[B0:.*]] = vector.extract_strided_slice %[[B]] {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
// CHECK-NEXT: %[[D0:.*]] = fly.mma_atom_call_ssa(%[[MMA]], %[[A0]], %[[B0]], %[[ACC]]) : {{.*}} -> vector<1xf32>
// CHECK-NEXT: %[[A1:.*]] = vector.extract_strided_slice %[[A]] {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
// CHECK-NEXT: %[[B1:.*]] = vector.extract_strided_slice %[[B]] {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
// CHECK-NEXT: %[[D1:.*]] = fly.mma_atom_call_ssa(%[[MMA]], %[[A1]], %[[B1]], %[[D0]]) : {{.*}} -> vector<1xf32>
// CHECK-NEXT: scf.yield %[[D1]] : vector<1xf32>
// CHECK-NEXT: }
// CHECK: %[[DC:.*]] = fly.make_view(%[[GC]], %{{.*}})
// CHECK-NEXT: fly.copy_atom_call_ssa(%[[CP]], %[[A]], %[[DC]]) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (!fly.copy_atom<!fly.universal_copy<64>, 32>, vector<2xf32>, !fly.memref<f32, global, 2:1>) -> ()
// CHECK-NEXT: %[[OUT:.*]] = vector.extract %[[R]][0] : f32 from vector<1xf32>
// CHECK-NEXT: return %[[OUT]] : f32
// CHECK-NOT: fly.make_ptr
// CHECK-NOT: fly.ptr.
func.func @mma_loop(%ga: !fly.ptr<f32, global>, %gb: !fly.ptr<f32, global>, %gc: !fly.ptr<f32, global>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %copy = fly.make_copy_atom {valBits = 32 : i32} : !copy
  %mma = fly.make_mma_atom : !fma
  %l2 = fly.static : !fly.layout<2:1>
  %l1 = fly.static : !fly.layout<1:0>
  %one = fly.make_int_tuple() : () -> !fly.int_tuple<1>
  %ra = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}} : () -> !fly.ptr<f32, register>
  %rb = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}} : () -> !fly.ptr<f32, register>
  %rc = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
  %sa = fly.make_view(%ga, %l2) : (!fly.ptr<f32, global>, !fly.layout<2:1>) -> !fly.memref<f32, global, 2:1>
  %va = fly.make_view(%ra, %l2) : (!fly.ptr<f32, register>, !fly.layout<2:1>) -> !fly.memref<f32, register, 2:1>
  fly.copy_atom_call(%copy, %sa, %va) : (!copy, !fly.memref<f32, global, 2:1>, !fly.memref<f32, register, 2:1>) -> ()
  %sb = fly.make_view(%gb, %l2) : (!fly.ptr<f32, global>, !fly.layout<2:1>) -> !fly.memref<f32, global, 2:1>
  %vb = fly.make_view(%rb, %l2) : (!fly.ptr<f32, register>, !fly.layout<2:1>) -> !fly.memref<f32, register, 2:1>
  fly.copy_atom_call(%copy, %sb, %vb) : (!copy, !fly.memref<f32, global, 2:1>, !fly.memref<f32, register, 2:1>) -> ()
  scf.for %i = %c0 to %n step %c1 {
    %a0 = fly.make_view(%ra, %l1) : (!fly.ptr<f32, register>, !fly.layout<1:0>) -> !fly.memref<f32, register, 1:0>
    %b0 = fly.make_view(%rb, %l1) : (!fly.ptr<f32, register>, !fly.layout<1:0>) -> !fly.memref<f32, register, 1:0>
    %c = fly.make_view(%rc, %l1) : (!fly.ptr<f32, register>, !fly.layout<1:0>) -> !fly.memref<f32, register, 1:0>
    fly.mma_atom_call(%mma, %c, %a0, %b0, %c) : (!fma, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>) -> ()
    %pa1 = fly.add_offset(%ra, %one) : (!fly.ptr<f32, register>, !fly.int_tuple<1>) -> !fly.ptr<f32, register>
    %pb1 = fly.add_offset(%rb, %one) : (!fly.ptr<f32, register>, !fly.int_tuple<1>) -> !fly.ptr<f32, register>
    %a1 = fly.make_view(%pa1, %l1) : (!fly.ptr<f32, register>, !fly.layout<1:0>) -> !fly.memref<f32, register, 1:0>
    %b1 = fly.make_view(%pb1, %l1) : (!fly.ptr<f32, register>, !fly.layout<1:0>) -> !fly.memref<f32, register, 1:0>
    fly.mma_atom_call(%mma, %c, %a1, %b1, %c) : (!fma, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>) -> ()
  }
  %dc = fly.make_view(%gc, %l2) : (!fly.ptr<f32, global>, !fly.layout<2:1>) -> !fly.memref<f32, global, 2:1>
  fly.copy_atom_call(%copy, %va, %dc) : (!copy, !fly.memref<f32, register, 2:1>, !fly.memref<f32, global, 2:1>) -> ()
  %cv = fly.make_view(%rc, %l1) : (!fly.ptr<f32, register>, !fly.layout<1:0>) -> !fly.memref<f32, register, 1:0>
  %cp = fly.get_iter(%cv) : (!fly.memref<f32, register, 1:0>) -> !fly.ptr<f32, register>
  %out = fly.ptr.load(%cp) : (!fly.ptr<f32, register>) -> f32
  return %out : f32
}
