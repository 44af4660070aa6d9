// RUN: fly-opt %s --fly-promote-regmem-to-vectorssa -split-input-file | FileCheck %s
// fly-promote-regmem-to-vectorssa: a register allocation of
// N elements accessed only at static offsets becomes one vector<N x T>,
// starting as a zero vector and threaded through scf.for/if/while.

// Straight line: scalar and vector stores and loads at static offsets, one
// through add_offset, one through make_view + get_iter. A whole-vector
// store replaces the value, a whole-vector load is the value itself.
// CHECK-LABEL: func.func @straight_line(
// CHECK-SAME: %[[X:[^:]*]]: f32, %[[V:[^:]*]]: vector<2xf32>, %[[W:[^:]*]]: vector<4xf32>
// CHECK-NEXT: %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %[[S0:.*]] = vector.insert %[[X]], %[[Z]] [1] : f32 into vector<4xf32>
// CHECK-NEXT: %[[S1:.*]] = vector.insert_strided_slice %[[V]], %[[S0]] {offsets = [2], strides = [1]} : vector<2xf32> into vector<4xf32>
// CHECK-NEXT: %[[E0:.*]] = vector.extract %[[S1]][3] : f32 from vector<4xf32>
// CHECK-NEXT: %[[E1:.*]] = vector.extract_strided_slice %[[S1]] {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
// CHECK-NEXT: %[[E2:.*]] = vector.extract %[[W]][0] : f32 from vector<4xf32>
// CHECK-NEXT: return %[[E0]], %[[E1]], %[[S1]], %[[E2]]
// CHECK-NOT: fly.
func.func @straight_line(%x: f32, %v: vector<2xf32>, %w: vector<4xf32>) -> (f32, vector<2xf32>, vector<4xf32>, f32) {
  %p = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
  %c1 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
  %c2 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
  %p1 = fly.add_offset(%p, %c1) : (!fly.ptr<f32, register>, !fly.int_tuple<1>) -> !fly.ptr<f32, register>
  fly.ptr.store(%x, %p1) : (f32, !fly.ptr<f32, register>) -> ()
  %l = fly.static : !fly.layout<2:1>
  %view = fly.make_view(%p1, %l) : (!fly.ptr<f32, register>, !fly.layout<2:1>) -> !fly.memref<f32, register, 2:1>
  %it = fly.get_iter(%view) : (!fly.memref<f32, register, 2:1>) -> !fly.ptr<f32, register>
  %p3 = fly.add_offset(%it, %c2) : (!fly.ptr<f32, register>, !fly.int_tuple<2>) -> !fly.ptr<f32, register>
  %p2 = fly.add_offset(%p, %c2) : (!fly.ptr<f32, register>, !fly.int_tuple<2>) -> !fly.ptr<f32, register>
  fly.ptr.store(%v, %p2) : (vector<2xf32>, !fly.ptr<f32, register>) -> ()
  %e0 = fly.ptr.load(%p3) : (!fly.ptr<f32, register>) -> f32
  %e1 = fly.ptr.load(%it) : (!fly.ptr<f32, register>) -> vector<2xf32>
  %all = fly.ptr.load(%p) : (!fly.ptr<f32, register>) -> vector<4xf32>
  fly.ptr.store(%w, %p) : (vector<4xf32>, !fly.ptr<f32, register>) -> ()
  %e2 = fly.ptr.load(%p) : (!fly.ptr<f32, register>) -> f32
  return %e0, %e1, %all, %e2 : f32, vector<2xf32>, vector<4xf32>, f32
}

// -----

// An accumulator updated in an scf.for: the vector becomes an iter_arg
// (after the existing one) and the loop's last result is the final value.
// CHECK-LABEL: func.func @accumulate_for(
// CHECK-SAME: %[[N:[^:]*]]: index, %[[X:[^:]*]]: f32
// CHECK: %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK: %[[R:.*]]:2 = scf.for %[[I:.*]] = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[K:.*]] = %{{.*}}, %[[ACC:.*]] = %[[Z]]) -> (i32, vector<2xf32>) {
// CHECK-NEXT: %[[A:.*]] = vector.extract %[[ACC]][1] : f32 from vector<2xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[X]] : f32
// CHECK-NEXT: %[[NEW:.*]] = vector.insert %[[S]], %[[ACC]] [1] : f32 into vector<2xf32>
// CHECK-NEXT: %[[K1:.*]] = arith.addi %[[K]], %{{.*}} : i32
// CHECK-NEXT: scf.yield %[[K1]], %[[NEW]] : i32, vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]#1, %[[R]]#0 : vector<2xf32>, i32
func.func @accumulate_for(%n: index, %x: f32) -> (vector<2xf32>, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k0 = arith.constant 0 : i32
  %k1 = arith.constant 1 : i32
  %p = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}} : () -> !fly.ptr<f32, register>
  %one = fly.make_int_tuple() : () -> !fly.int_tuple<1>
  %q = fly.add_offset(%p, %one) : (!fly.ptr<f32, register>, !fly.int_tuple<1>) -> !fly.ptr<f32, register>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%k = %k0) -> (i32) {
    %a = fly.ptr.load(%q) : (!fly.ptr<f32, register>) -> f32
    %s = arith.addf %a, %x : f32
    fly.ptr.store(%s, %q) : (f32, !fly.ptr<f32, register>) -> ()
    %kn = arith.addi %k, %k1 : i32
    scf.yield %kn : i32
  }
  %v = fly.ptr.load(%p) : (!fly.ptr<f32, register>) -> vector<2xf32>
  return %v, %r : vector<2xf32>, i32
}

// -----

// scf.if without results or else region: the op gets a result, the then
// branch yields its updated value and a new else branch yields the incoming
// one. An scf.if with an else region yields from both branches.
// CHECK-LABEL: func.func @branch(
// CHECK-SAME: %[[C:[^:]*]]: i1, %[[X:[^:]*]]: i32, %[[Y:[^:]*]]: i32
// CHECK: %[[Z:.*]] = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %[[V0:.*]] = vector.insert %[[X]], %[[Z]] [0] : i32 into vector<2xi32>
// CHECK-NEXT: %[[V1:.*]] = scf.if %[[C]] -> (vector<2xi32>) {
// CHECK-NEXT: %[[T:.*]] = vector.insert %[[Y]], %[[V0]] [1] : i32 into vector<2xi32>
// CHECK-NEXT: scf.yield %[[T]] : vector<2xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[V0]] : vector<2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[R:.*]]:2 = scf.if %[[C]] -> (i32, vector<2xi32>) {
// CHECK-NEXT: %[[A:.*]] = vector.extract %[[V1]][1] : i32 from vector<2xi32>
// CHECK-NEXT: scf.yield %[[A]], %[[V1]] : i32, vector<2xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[E:.*]] = vector.insert %[[Y]], %[[V1]] [0] : i32 into vector<2xi32>
// CHECK-NEXT: scf.yield %[[Y]], %[[E]] : i32, vector<2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[L:.*]] = vector.extract %[[R]]#1[0] : i32 from vector<2xi32>
// CHECK-NEXT: return %[[R]]#0, %[[L]] : i32, i32
func.func @branch(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %p = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}} : () -> !fly.ptr<i32, register>
  %one = fly.make_int_tuple() : () -> !fly.int_tuple<1>
  %q = fly.add_offset(%p, %one) : (!fly.ptr<i32, register>, !fly.int_tuple<1>) -> !fly.ptr<i32, register>
  fly.ptr.store(%x, %p) : (i32, !fly.ptr<i32, register>) -> ()
  scf.if %c {
    fly.ptr.store(%y, %q) : (i32, !fly.ptr<i32, register>) -> ()
  }
  %r = scf.if %c -> (i32) {
    %a = fly.ptr.load(%q) : (!fly.ptr<i32, register>) -> i32
    scf.yield %a : i32
  } else {
    fly.ptr.store(%y, %p) : (i32, !fly.ptr<i32, register>) -> ()
    scf.yield %y : i32
  }
  %l = fly.ptr.load(%p) : (!fly.ptr<i32, register>) -> i32
  return %r, %l : i32, i32
}

// -----

// scf.while: the value enters as a new init, is a new before-argument,
// passes through scf.condition to a new after-argument and comes out as the
// last result.
// CHECK-LABEL: func.func @loop_while(
// CHECK-SAME: %[[X:[^:]*]]: f16
// CHECK: %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<1xf16>
// CHECK: %[[R:.*]]:2 = scf.while (%[[I:.*]] = %{{.*}}, %[[B:.*]] = %[[Z]]) : (i32, vector<1xf16>) -> (i32, vector<1xf16>) {
// CHECK-NEXT: %[[A:.*]] = vector.extract %[[B]][0] : f16 from vector<1xf16>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[X]] : f16
// CHECK-NEXT: %[[B1:.*]] = vector.insert %[[S]], %[[B]] [0] : f16 into vector<1xf16>
// CHECK-NEXT: %[[CMP:.*]] = arith.cmpi slt, %[[I]], %{{.*}} : i32
// CHECK-NEXT: scf.condition(%[[CMP]]) %[[I]], %[[B1]] : i32, vector<1xf16>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[J:.*]]: i32, %[[AF:.*]]: vector<1xf16>):
// CHECK-NEXT: %[[M:.*]] = vector.extract %[[AF]][0] : f16 from vector<1xf16>
// CHECK-NEXT: %[[M2:.*]] = arith.mulf %[[M]], %[[M]] : f16
// CHECK-NEXT: %[[AF1:.*]] = vector.insert %[[M2]], %[[AF]] [0] : f16 into vector<1xf16>
// CHECK-NEXT: %[[J1:.*]] = arith.addi %[[J]], %{{.*}} : i32
// CHECK-NEXT: scf.yield %[[J1]], %[[AF1]] : i32, vector<1xf16>
// CHECK-NEXT: }
// CHECK-NEXT: %[[OUT:.*]] = vector.extract %[[R]]#1[0] : f16 from vector<1xf16>
// CHECK-NEXT: return %[[OUT]] : f16
func.func @loop_while(%x: f16) -> f16 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %p = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f16, register>
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %a = fly.ptr.load(%p) : (!fly.ptr<f16, register>) -> f16
    %s = arith.addf %a, %x : f16
    fly.ptr.store(%s, %p) : (f16, !fly.ptr<f16, register>) -> ()
    %cmp = arith.cmpi slt, %i, %c8 : i32
    scf.condition(%cmp) %i : i32
  } do {
  ^bb0(%j: i32):
    %m = fly.ptr.load(%p) : (!fly.ptr<f16, register>) -> f16
    %m2 = arith.mulf %m, %m : f16
    fly.ptr.store(%m2, %p) : (f16, !fly.ptr<f16, register>) -> ()
    %j1 = arith.addi %j, %c1 : i32
    scf.yield %j1 : i32
  }
  %out = fly.ptr.load(%p) : (!fly.ptr<f16, register>) -> f16
  return %out : f16
}

// -----

// Nested regions: an scf.if inside an scf.for, and an scf.for that does not
// touch the allocations (left alone; it stores to global memory). Two
// allocations are promoted independently; the one in the loop body is local
// to each iteration and only read inside the scf.if, so that scf.if reads
// it from the enclosing scope and does not yield it.
// CHECK-LABEL: func.func @nested(
// CHECK-SAME: %[[N:[^:]*]]: index, %[[C:[^:]*]]: i1, %[[X:[^:]*]]: f32, %[[G:[^:]*]]: !fly.ptr<f32, global>
// CHECK: %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK: %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[Z]]) -> (vector<2xf32>) {
// CHECK-NEXT: %[[T:.*]] = vector.insert %[[X]], %[[Z]] [0] : f32 into vector<2xf32>
// CHECK-NEXT: %[[IF:.*]] = scf.if %[[C]] -> (vector<2xf32>) {
// CHECK-NEXT: %[[A:.*]] = vector.extract %[[ACC]][0] : f32 from vector<2xf32>
// CHECK-NEXT: %[[B:.*]] = vector.extract %[[T]][0] : f32 from vector<2xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT: %[[U:.*]] = vector.insert %[[S]], %[[ACC]] [0] : f32 into vector<2xf32>
// CHECK-NEXT: scf.yield %[[U]] : vector<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[ACC]] : vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for
// CHECK-NEXT: fly.ptr.store(%[[X]], %[[G]]) : (f32, !fly.ptr<f32, global>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %[[IF]] : vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]] : vector<2xf32>
func.func @nested(%n: index, %c: i1, %x: f32, %g: !fly.ptr<f32, global>) -> vector<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %acc = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}} : () -> !fly.ptr<f32, register>
  scf.for %i = %c0 to %n step %c1 {
    %tmp = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}} : () -> !fly.ptr<f32, register>
    fly.ptr.store(%x, %tmp) : (f32, !fly.ptr<f32, register>) -> ()
    scf.if %c {
      %a = fly.ptr.load(%acc) : (!fly.ptr<f32, register>) -> f32
      %b = fly.ptr.load(%tmp) : (!fly.ptr<f32, register>) -> f32
      %s = arith.addf %a, %b : f32
      fly.ptr.store(%s, %acc) : (f32, !fly.ptr<f32, register>) -> ()
    }
    scf.for %j = %c0 to %n step %c1 {
      fly.ptr.store(%x, %g) : (f32, !fly.ptr<f32, global>) -> ()
    }
  }
  %v = fly.ptr.load(%acc) : (!fly.ptr<f32, register>) -> vector<2xf32>
  return %v : vector<2xf32>
}

// -----

// The rebuilt scf.for keeps its unsigned comparison and its attributes.
// CHECK-LABEL: func.func @for_attributes(
// CHECK-SAME: %[[N:[^:]*]]: i32, %[[X:[^:]*]]: f32
// CHECK: %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<1xf32>
// CHECK-NEXT: %[[R:.*]] = scf.for unsigned %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[V:.*]] = %[[Z]]) -> (vector<1xf32>)  : i32 {
// CHECK-NEXT: %[[W:.*]] = vector.insert %[[X]], %[[V]] [0] : f32 into vector<1xf32>
// CHECK-NEXT: scf.yield %[[W]] : vector<1xf32>
// CHECK-NEXT: } {tag = 7 : i32}
// CHECK-NEXT: %[[E:.*]] = vector.extract %[[R]][0] : f32 from vector<1xf32>
// CHECK-NEXT: return %[[E]] : f32
func.func @for_attributes(%n: i32, %x: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %p = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
  scf.for unsigned %i = %c0 to %n step %c1 : i32 {
    fly.ptr.store(%x, %p) : (f32, !fly.ptr<f32, register>) -> ()
  } {tag = 7 : i32}
  %v = fly.ptr.load(%p) : (!fly.ptr<f32, register>) -> f32
  return %v : f32
}
