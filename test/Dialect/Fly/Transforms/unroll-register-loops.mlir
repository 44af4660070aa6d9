// RUN: fly-opt %s --fly-unroll-register-loops -split-input-file | FileCheck %s
// fly-unroll-register-loops (lib/Dialect/Fly/Transforms/
// UnrollRegisterLoops.cpp): a static loop whose induction variable indexes
// a register fragment is unrolled fully (one copy of the body per
// iteration, in order); loops that only address other memory with it, with
// dynamic bounds, or past max-trip-count stay.

// A predicate fragment of 4 filled by a loop: 4 stores, the loop gone.
// CHECK-LABEL: func.func @fill_predicates(
// CHECK-NOT: scf.for
// CHECK-COUNT-4: fly.memref.store
// CHECK-NOT: fly.memref.store
// CHECK: return
func.func @fill_predicates(%p: !fly.memref<i1, register, 4:1>, %n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %on = arith.cmpi slt, %ii, %n : i32
    %ix = fly.make_int_tuple(%ii) : (i32) -> !fly.int_tuple<?>
    fly.memref.store(%on, %p, %ix) : (i1, !fly.memref<i1, register, 4:1>, !fly.int_tuple<?>) -> ()
  }
  return
}

// -----

// The induction variable only addresses global memory (a main loop's
// shape): the loop stays.
// CHECK-LABEL: func.func @global_only(
// CHECK: scf.for
// CHECK-COUNT-1: fly.memref.store
func.func @global_only(%g: !fly.memref<f32, global, 64:1>, %r: !fly.memref<f32, register, 1:1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %z = fly.make_int_tuple() : () -> !fly.int_tuple<0>
  scf.for %i = %c0 to %c64 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %ix = fly.make_int_tuple(%ii) : (i32) -> !fly.int_tuple<?>
    %v = fly.memref.load(%r, %z) : (!fly.memref<f32, register, 1:1>, !fly.int_tuple<0>) -> f32
    fly.memref.store(%v, %g, %ix) : (f32, !fly.memref<f32, global, 64:1>, !fly.int_tuple<?>) -> ()
  }
  return
}

// -----

// Dynamic bounds cannot be unrolled.
// CHECK-LABEL: func.func @dynamic_bound(
// CHECK: scf.for
func.func @dynamic_bound(%p: !fly.memref<i1, register, 4:1>, %n: index, %b: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %ix = fly.make_int_tuple(%ii) : (i32) -> !fly.int_tuple<?>
    fly.memref.store(%b, %p, %ix) : (i1, !fly.memref<i1, register, 4:1>, !fly.int_tuple<?>) -> ()
  }
  return
}

// -----

// Past max-trip-count (256 by default): 512 iterations stay a loop.
// CHECK-LABEL: func.func @too_long(
// CHECK: scf.for
func.func @too_long(%p: !fly.memref<i1, register, 512:1>, %b: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c512 = arith.constant 512 : index
  scf.for %i = %c0 to %c512 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %ix = fly.make_int_tuple(%ii) : (i32) -> !fly.int_tuple<?>
    fly.memref.store(%b, %p, %ix) : (i1, !fly.memref<i1, register, 512:1>, !fly.int_tuple<?>) -> ()
  }
  return
}

// -----

// Nested: the inner loop fills a register fragment at its induction
// variable and is unrolled (2 copies); the outer one, whose induction
// variable only addresses the global view, stays.
// CHECK-LABEL: func.func @nested(
// CHECK: scf.for
// CHECK-NOT: scf.for
// CHECK-COUNT-2: fly.memref.store(%{{.*}}) : (f32, !fly.memref<f32, register, 2:1>
// CHECK: fly.memref.store(%{{.*}}) : (f32, !fly.memref<f32, global, 8:1>
func.func @nested(%r: !fly.memref<f32, register, 2:1>, %g: !fly.memref<f32, global, 8:1>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  scf.for %row = %c0 to %c8 step %c1 {
    scf.for %i = %c0 to %c2 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %ix = fly.make_int_tuple(%ii) : (i32) -> !fly.int_tuple<?>
      fly.memref.store(%x, %r, %ix) : (f32, !fly.memref<f32, register, 2:1>, !fly.int_tuple<?>) -> ()
    }
    %ri = arith.index_cast %row : index to i32
    %rx = fly.make_int_tuple(%ri) : (i32) -> !fly.int_tuple<?>
    fly.memref.store(%x, %g, %rx) : (f32, !fly.memref<f32, global, 8:1>, !fly.int_tuple<?>) -> ()
  }
  return
}
