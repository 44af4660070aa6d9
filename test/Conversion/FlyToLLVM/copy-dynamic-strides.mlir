// RUN: fly-opt %s -split-input-file --fly-layout-lowering --convert-fly-to-llvm | FileCheck %s
// Universal copies and atomics on views whose strides are known only at run
// time (a row stride passed to the kernel). Each value's address is the
// view's pointer plus its coordinates along the dynamic strides times their
// values (read from the view's normal form, sign-extended to i64) plus the
// constant rest. A group of values moves as one wide access only where it
// is contiguous whatever the strides are (the same coordinates along every
// dynamic stride); its alignment is what the constant part and the strides'
// known divisibility prove. Before, every such call was an error ("the
// layout must be static"). copy-dynamic-strides-exec.mlir runs these.

// The copy a kernel does on a row-major tile with a runtime row stride
// (4,2):(s,1) into a column-major one: fly-layout-lowering splits mode 0
// into calls of two values (2:s, not contiguous for any s but 1), each
// copied element by element; the predicate (the source's layout) guards
// each call with the element of its first value.
// CHECK-LABEL: func.func @rows(
// CHECK-SAME: %[[P:[a-z0-9]+]]: !llvm.ptr<1>, %[[Q:[a-z0-9]+]]: !llvm.ptr<1>, %[[R:[a-z0-9]+]]: !llvm.ptr<1>, %[[S:[a-z0-9]+]]: i32)
// CHECK: %[[F0:.*]] = llvm.load %[[R]] {alignment = 1 : i64} : !llvm.ptr<1> -> i1
// CHECK: scf.if %[[F0]] {
// CHECK-NEXT: %[[A0:.*]] = llvm.load %[[P]] {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK-NEXT: llvm.store %[[A0]], %[[Q]] {alignment = 4 : i64} : f32, !llvm.ptr<1>
// CHECK-NEXT: %[[S64:.*]] = llvm.sext %[[S]] : i32 to i64
// CHECK-NEXT: %[[P1:.*]] = llvm.getelementptr %[[P]][%[[S64]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[A1:.*]] = llvm.load %[[P1]] {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK-NEXT: %[[Q1:.*]] = llvm.getelementptr %[[Q]][1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK-NEXT: llvm.store %[[A1]], %[[Q1]] {alignment = 4 : i64} : f32, !llvm.ptr<1>
// CHECK-NEXT: }
// Three more calls (rows 2-3 of column 0, rows 0-1 and 2-3 of column 1),
// each two f32 copies under its predicate element.
// CHECK-COUNT-3: scf.if
// CHECK-NOT: scf.if
// CHECK-NOT: i64, !llvm.ptr<1>
// CHECK: return
!c64 = !fly.copy_atom<!fly.universal_copy<64>, 32>
!src = !fly.memref<f32, global, (4,2):(?,1)>
!dst = !fly.memref<f32, global, (4,2):(1,4)>
!prd = !fly.memref<i1, global, (4,2):(?,1)>
func.func @rows(%p: !fly.ptr<f32, global>, %q: !fly.ptr<f32, global>, %r: !fly.ptr<i1, global>, %s: i32) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !c64
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(4,2)>
  %st = fly.make_int_tuple(%s) : (i32) -> !fly.int_tuple<(?,1)>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(4,2)>, !fly.int_tuple<(?,1)>) -> !fly.layout<(4,2):(?,1)>
  %ld = fly.static : !fly.layout<(4,2):(1,4)>
  %vs = fly.make_view(%p, %l) : (!fly.ptr<f32, global>, !fly.layout<(4,2):(?,1)>) -> !src
  %vd = fly.make_view(%q, %ld) : (!fly.ptr<f32, global>, !fly.layout<(4,2):(1,4)>) -> !dst
  %vp = fly.make_view(%r, %l) : (!fly.ptr<i1, global>, !fly.layout<(4,2):(?,1)>) -> !prd
  fly.copy(%atom, %vs, %vd, %vp) : (!c64, !src, !dst, !prd) -> ()
  return
}

// -----

// One call on (2,2):(1,s) with s a multiple of 2: values 0-1 and 2-3 are
// pairs of adjacent floats wherever s puts them, so each pair is one i64
// load and store. The second pair is at s floats, a multiple of 8 bytes:
// alignment 8 of the view's 16. A predicate with the same dynamic layout
// guards the call with its first element (at the pointer itself).
// CHECK-LABEL: func.func @pairs(
// CHECK-SAME: %[[P:[a-z0-9]+]]: !llvm.ptr<1>, %[[Q:[a-z0-9]+]]: !llvm.ptr<1>, %[[R:[a-z0-9]+]]: !llvm.ptr<1>, %[[S:[a-z0-9]+]]: i32)
// CHECK: %[[F:.*]] = llvm.load %[[R]] {alignment = 1 : i64} : !llvm.ptr<1> -> i1
// CHECK-NEXT: scf.if %[[F]] {
// CHECK-NEXT: %[[A:.*]] = llvm.load %[[P]] {alignment = 16 : i64} : !llvm.ptr<1> -> i64
// CHECK-NEXT: llvm.store %[[A]], %[[Q]] {alignment = 16 : i64} : i64, !llvm.ptr<1>
// CHECK-NEXT: %[[S64:.*]] = llvm.sext %[[S]] : i32 to i64
// CHECK-NEXT: %[[P2:.*]] = llvm.getelementptr %[[P]][%[[S64]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[B:.*]] = llvm.load %[[P2]] {alignment = 8 : i64} : !llvm.ptr<1> -> i64
// CHECK-NEXT: %[[Q2:.*]] = llvm.getelementptr %[[Q]][2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK-NEXT: llvm.store %[[B]], %[[Q2]] {alignment = 8 : i64} : i64, !llvm.ptr<1>
// CHECK-NEXT: }
!c64 = !fly.copy_atom<!fly.universal_copy<64>, 32>
!src = !fly.memref<f32, global, (2,2):(1,?{div=2}), align<16>>
!dst = !fly.memref<f32, global, 4:1, align<16>>
!prd = !fly.memref<i1, global, (2,2):(1,?{div=2})>
func.func @pairs(%p: !fly.ptr<f32, global, align<16>>, %q: !fly.ptr<f32, global, align<16>>, %r: !fly.ptr<i1, global>, %s: i32) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !c64
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(2,2)>
  %st = fly.make_int_tuple(%s) : (i32) -> !fly.int_tuple<(1,?{div=2})>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(2,2)>, !fly.int_tuple<(1,?{div=2})>) -> !fly.layout<(2,2):(1,?{div=2})>
  %src = fly.make_view(%p, %l) : (!fly.ptr<f32, global, align<16>>, !fly.layout<(2,2):(1,?{div=2})>) -> !src
  %ld = fly.static : !fly.layout<4:1>
  %dst = fly.make_view(%q, %ld) : (!fly.ptr<f32, global, align<16>>, !fly.layout<4:1>) -> !dst
  %prd = fly.make_view(%r, %l) : (!fly.ptr<i1, global>, !fly.layout<(2,2):(1,?{div=2})>) -> !prd
  fly.copy_atom_call(%atom, %src, %dst, %prd) : (!c64, !src, !dst, !prd) -> ()
  return
}

// -----

// An atomic add of four floats into a column with a 64-bit runtime stride:
// value k at k * s (no extension; a constant multiplier from 2 on).
// CHECK-LABEL: func.func @atomic(
// CHECK-SAME: %[[P:[a-z0-9]+]]: !llvm.ptr<1>, %[[Q:[a-z0-9]+]]: !llvm.ptr<1>, %[[S:[a-z0-9]+]]: i64)
// CHECK: %[[V0:.*]] = llvm.load %[[P]] {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK-NEXT: llvm.atomicrmw fadd %[[Q]], %[[V0]] monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
// CHECK: %[[V1:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK-NEXT: %[[Q1:.*]] = llvm.getelementptr %[[Q]][%[[S]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: llvm.atomicrmw fadd %[[Q1]], %[[V1]] monotonic
// CHECK: %[[TWO:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %[[O2:.*]] = llvm.mul %[[S]], %[[TWO]] : i64
// CHECK-NEXT: %[[Q2:.*]] = llvm.getelementptr %[[Q]][%[[O2]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: llvm.atomicrmw fadd %[[Q2]], %{{.*}} monotonic
// CHECK: %[[THREE:.*]] = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %[[O3:.*]] = llvm.mul %[[S]], %[[THREE]] : i64
// CHECK-NEXT: %[[Q3:.*]] = llvm.getelementptr %[[Q]][%[[O3]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: llvm.atomicrmw fadd %[[Q3]], %{{.*}} monotonic
// CHECK-NOT: atomicrmw
!at = !fly.copy_atom<!fly.universal_atomic<add, f32>, 32>
func.func @atomic(%p: !fly.ptr<f32, global>, %q: !fly.ptr<f32, global>, %s: i64) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !at
  %ls = fly.static : !fly.layout<4:1>
  %src = fly.make_view(%p, %ls) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<4>
  %st = fly.make_int_tuple(%s) : (i64) -> !fly.int_tuple<?{i64}>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<4>, !fly.int_tuple<?{i64}>) -> !fly.layout<4:?{i64}>
  %dst = fly.make_view(%q, %l) : (!fly.ptr<f32, global>, !fly.layout<4:?{i64}>) -> !fly.memref<f32, global, 4:?{i64}>
  fly.copy_atom_call(%atom, %src, %dst) : (!at, !fly.memref<f32, global, 4:1>, !fly.memref<f32, global, 4:?{i64}>) -> ()
  return
}
