// fly-reduce keeps the smallest module that still fails the same way. The
// module verifies; --fly-layout-lowering rejects the size of a layout that
// arrives as a block argument (not in normal form, as
// layout-lowering-invalid.mlir shows). Of three functions only that one
// stays, and in it only the rejected op.
// RUN: fly-reduce %s -reduction-tree='traversal-mode=0 test=%S/Inputs/not-in-normal-form.sh test-arg=%fly_obj_root/bin/fly-opt' | FileCheck %s
// The reduced module still fails that way.
// RUN: fly-reduce %s -reduction-tree='traversal-mode=0 test=%S/Inputs/not-in-normal-form.sh test-arg=%fly_obj_root/bin/fly-opt' -o %t.mlir
// RUN: not fly-opt %t.mlir --fly-layout-lowering 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-NOT: func.func @fine
// CHECK: func.func @bad
// CHECK-NOT: fly.coalesce
// CHECK: fly.size
// CHECK-NOT: fly.coalesce
// CHECK-NOT: func.func @also_fine
// ERR: error: 'fly.size' op cannot be lowered: operand #0 is not in normal form

func.func @fine(%i: i32) -> !fly.int_tuple<?> {
  %t = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>
  return %t : !fly.int_tuple<?>
}

func.func @bad(%l: !fly.layout<(?,4):(1,?)>, %k: !fly.layout<(2,(1,6)):(1,(6,2))>) -> !fly.int_tuple<?{div=4}> {
  %c = fly.coalesce(%k) : (!fly.layout<(2,(1,6)):(1,(6,2))>) -> !fly.layout<12:1>
  %n = fly.size(%l) : (!fly.layout<(?,4):(1,?)>) -> !fly.int_tuple<?{div=4}>
  return %n : !fly.int_tuple<?{div=4}>
}

func.func @also_fine(%k: !fly.layout<(2,(1,6)):(1,(6,2))>) {
  %c = fly.coalesce(%k) : (!fly.layout<(2,(1,6)):(1,(6,2))>) -> !fly.layout<12:1>
  return
}
