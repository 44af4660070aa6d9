// RUN: fly-opt %s --fly-rewrite-func-signature | FileCheck %s
// RUN: fly-opt %s --fly-rewrite-func-signature | fly-opt --canonicalize | FileCheck %s --check-prefix=CANON
// Nested scf regions carrying a composed layout, and a round trip: the
// output parses and verifies again, and after --canonicalize the packing
// reads the swapped leaves straight from the extractors.

!C = !fly.composed_layout<S<3,3,3> o 0 o (8,?):(?,1)>

// CHECK-LABEL: func.func @nested(%arg0: !llvm.struct<packed (struct<packed (struct<packed (i32)>, struct<packed (i32)>)>)>, %arg1: index, %arg2: i1)
// CHECK: scf.for {{.*}} iter_args(%[[A:.*]] = %arg0) -> (!llvm.struct<packed (struct<packed (struct<packed (i32)>, struct<packed (i32)>)>)>) {
// CHECK: %[[R:.*]] = scf.if %arg2 -> (!llvm.struct<packed (struct<packed (struct<packed (i32)>, struct<packed (i32)>)>)>) {
// CHECK: scf.yield %[[A]]
// CHECK: } else {
// CHECK: llvm.mlir.undef
// CHECK: llvm.insertvalue %{{.*}}[0, 0, 0]
// CHECK: llvm.insertvalue %{{.*}}[0, 1, 0]
// CHECK: scf.yield
// CHECK: }
// CHECK: scf.yield %[[R]]
// CHECK-NOT: !fly.composed_layout<S<3,3,3> o 0 o (8,?):(?,1)>)
// CHECK: return

// CANON-LABEL: func.func @nested(%arg0: !llvm.struct<packed (struct<packed (struct<packed (i32)>, struct<packed (i32)>)>)>, %arg1: index, %arg2: i1)
// CANON: %[[U:.*]] = llvm.mlir.undef
// CANON: scf.for {{.*}} iter_args(%[[A:.*]] = %arg0)
// CANON: scf.if %arg2
// CANON-NEXT: scf.yield %[[A]]
// CANON: } else {
// CANON: %[[X:.*]] = fly.get_leaves(%{{.*}}) {dynamicOnly = true} : (!fly.int_tuple<(8,?)>) -> i32
// CANON-NEXT: %[[Y:.*]] = fly.get_leaves(%{{.*}}) {dynamicOnly = true} : (!fly.int_tuple<(?,1)>) -> i32
// CANON-NEXT: %[[I0:.*]] = llvm.insertvalue %[[Y]], %[[U]][0, 0, 0]
// CANON-NEXT: %[[I1:.*]] = llvm.insertvalue %[[X]], %[[I0]][0, 1, 0]
// CANON-NEXT: scf.yield %[[I1]]
func.func @nested(%c: !C, %n: index, %p: i1) -> !C {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c) -> (!C) {
    %s = scf.if %p -> (!C) {
      scf.yield %a : !C
    } else {
      // Swap the two dynamic leaves.
      %out = fly.composed_get_outer(%a) : (!C) -> !fly.layout<(8,?):(?,1)>
      %sh0 = fly.get_shape(%out) : (!fly.layout<(8,?):(?,1)>) -> !fly.int_tuple<(8,?)>
      %st0 = fly.get_stride(%out) : (!fly.layout<(8,?):(?,1)>) -> !fly.int_tuple<(?,1)>
      %x = fly.get_leaves(%sh0) {dynamicOnly = true} : (!fly.int_tuple<(8,?)>) -> i32
      %y = fly.get_leaves(%st0) {dynamicOnly = true} : (!fly.int_tuple<(?,1)>) -> i32
      %sh = fly.make_int_tuple(%y) : (i32) -> !fly.int_tuple<(8,?)>
      %st = fly.make_int_tuple(%x) : (i32) -> !fly.int_tuple<(?,1)>
      %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(8,?)>, !fly.int_tuple<(?,1)>) -> !fly.layout<(8,?):(?,1)>
      %in = fly.static : !fly.swizzle<S<3,3,3>>
      %off = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %m = fly.make_composed_layout(%in, %off, %l) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(8,?):(?,1)>) -> !C
      scf.yield %m : !C
    }
    scf.yield %s : !C
  }
  return %r : !C
}
