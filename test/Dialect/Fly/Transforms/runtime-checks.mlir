// fly-layout-lowering{runtime-checks=true}: what the algebra assumes of
// dynamic leaves is checked before the op's arith. Hand-derived: the
// conditions are those the algorithms assume (docs/reference/lowering.md#runtime-checks),
// written over the op's numbered inputs (operand leaves in constructor order).
// RUN: fly-opt %s --fly-layout-lowering=runtime-checks=true -split-input-file -verify-diagnostics | FileCheck %s
// RUN: fly-opt %s --fly-lower-algebra=runtime-checks=true -split-input-file -verify-diagnostics | FileCheck %s
// RUN: fly-opt %s --fly-layout-lowering -split-input-file | FileCheck %s --check-prefix=OFF

// Off by default: no check, no message, no printf.
// OFF-NOT: cf.assert
// OFF-NOT: printf
// OFF-NOT: __fly_check_message

// int_tuple_div(a, b) divides by b, assumed non-zero. On the host the message
// is a private string; when b == 0 it is printed with b's value and flushed,
// then cf.assert stops the program, before the division.
// CHECK: llvm.mlir.global private constant @[[MSG:__fly_check_message[_0-9]*]]("fly.int_tuple_div at {{.*}}runtime-checks.mlir:[[@LINE+24]]:{{[0-9]+}}: runtime check failed: the divisor is not zero: (in1 != 0) where in1 is dynamic leaf 0 of operand #1; values: in1 = %d\0A\00")
// CHECK: llvm.func @fflush(!llvm.ptr) -> i32
// CHECK: llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-LABEL: func.func @div(
// CHECK-SAME: %[[A:[a-z0-9]+]]: i32, %[[B:[a-z0-9]+]]: i32)
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[ISZERO:.*]] = arith.cmpi eq, %[[B]], %[[ZERO]] : i32
// CHECK-NEXT: %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT: %[[HOLDS:.*]] = arith.cmpi eq, %[[ISZERO]], %[[FALSE]] : i1
// CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: %[[BAD:.*]] = arith.xori %[[HOLDS]], %[[TRUE]] : i1
// CHECK-NEXT: scf.if %[[BAD]] {
// CHECK-NEXT: %[[FMT:.*]] = llvm.mlir.addressof @[[MSG]] : !llvm.ptr
// CHECK-NEXT: llvm.call @printf(%[[FMT]], %[[B]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: llvm.call @fflush(%[[NULL]]) : (!llvm.ptr) -> i32
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %[[HOLDS]], "fly.int_tuple_div at {{.*}}runtime-checks.mlir:[[@LINE+7]]:{{[0-9]+}}: runtime check failed: the divisor is not zero: (in1 != 0) where in1 is dynamic leaf 0 of operand #1"
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[A]], %[[B]] : i32
// CHECK-NOT: cf.assert
// CHECK: return %[[Q]]
func.func @div(%a: i32, %b: i32) -> i32 {
  %x = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<?>
  %y = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<?>
  %z = fly.int_tuple_div(%x, %y) : (!fly.int_tuple<?>, !fly.int_tuple<?>) -> !fly.int_tuple<?>
  %v = fly.get_scalar(%z) : (!fly.int_tuple<?>) -> i32
  return %v : i32
}

// -----

// shape_div(a, b) assumes b != 0, then that a % b == 0 or b % a == 0. The
// second condition divides by b and by a: each divisor is replaced by 1 where
// it is 0, so that computing the check cannot trap (b % a with a == 0).
// CHECK-LABEL: func.func @shape_div(
// CHECK-SAME: %[[A:[a-z0-9]+]]: i32, %[[B:[a-z0-9]+]]: i32)
// CHECK: %[[BZ:.*]] = arith.cmpi eq, %[[B]], %[[ZERO:.*]] : i32
// CHECK: cf.assert %{{.*}}, "fly.shape_div at {{.*}}: the divisor is not zero: (in1 != 0) where in1 is dynamic leaf 0 of operand #1"
// CHECK: %[[BSAFE:.*]] = arith.select %[[BZ]], %[[ONE:.*]], %[[B]] : i32
// CHECK: %[[AB:.*]] = arith.remsi %[[A]], %[[BSAFE]] : i32
// CHECK: %[[AZ:.*]] = arith.cmpi eq, %[[A]], %[[ZERO]] : i32
// CHECK: %[[ASAFE:.*]] = arith.select %[[AZ]], %[[ONE]], %[[A]] : i32
// CHECK: %[[BA:.*]] = arith.remsi %[[B]], %[[ASAFE]] : i32
// CHECK: %[[EITHER:.*]] = arith.ori
// CHECK: scf.if
// CHECK: llvm.call @printf(%{{.*}}, %[[A]], %[[B]])
// CHECK: cf.assert %[[EITHER]], "fly.shape_div at {{.*}}: runtime check failed: shape_div: one operand divides the other: (((in0 % in1) == 0) | ((in1 % in0) == 0)) where in0 is dynamic leaf 0 of operand #0, in1 is dynamic leaf 0 of operand #1"
// The result's own division comes after the checks, unguarded.
// CHECK-NEXT: arith.divsi %[[A]], %[[B]] : i32
func.func @shape_div(%a: i32, %b: i32) -> i32 {
  %x = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<?>
  %y = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<?>
  %z = fly.shape_div(%x, %y) : (!fly.int_tuple<?>, !fly.int_tuple<?>) -> !fly.int_tuple<?>
  %v = fly.get_scalar(%z) : (!fly.int_tuple<?>) -> i32
  return %v : i32
}

// -----

// Two inputs that are one SSA value (c, c) give one check, not two.
// CHECK-LABEL: func.func @same_divisor(
// CHECK: cf.assert %{{.*}}, "fly.int_tuple_div at {{.*}}: the divisor is not zero: (in2 != 0) where in2 is dynamic leaf 0 of operand #1"
// CHECK-NOT: cf.assert
// CHECK: return
func.func @same_divisor(%a: i32, %b: i32, %c: i32) -> i32 {
  %x = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %y = fly.make_int_tuple(%c, %c) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %z = fly.int_tuple_div(%x, %y) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(?,?)>) -> !fly.int_tuple<(?,?)>
  %s = fly.size(%z) : (!fly.int_tuple<(?,?)>) -> !fly.int_tuple<?>
  %v = fly.get_scalar(%s) : (!fly.int_tuple<?>) -> i32
  return %v : i32
}

// -----

// complement((s0,s1):(3,4), 24): modes by stride, 3 then 4. The first mode
// ends at 3*s0, which must not pass 4 (injectivity) and must divide it (the
// gap 4 / (3*s0) is exact); both divisors 3*s0 and 4*s1 (for the rest,
// ceil_div(24, 4*s1)) must not be zero. Four checks, in this order.
// CHECK-LABEL: func.func @complement(
// CHECK: cf.assert %{{.*}}, "fly.complement at {{.*}}: runtime check failed: complement: injectivity: the modes of smaller stride end at or before this stride: ((3 * in0) <= 4) where in0 is dynamic leaf 0 of operand #0"
// CHECK: cf.assert %{{.*}}, "fly.complement at {{.*}}: runtime check failed: complement: the extent of the modes of smaller stride divides this stride: ((4 % (3 * in0)) == 0) where in0 is dynamic leaf 0 of operand #0"
// CHECK: cf.assert %{{.*}}, "fly.complement at {{.*}}: runtime check failed: the divisor is not zero: ((3 * in0) != 0) where in0 is dynamic leaf 0 of operand #0"
// CHECK: cf.assert %{{.*}}, "fly.complement at {{.*}}: runtime check failed: the divisor is not zero: ((4 * in1) != 0) where in1 is dynamic leaf 1 of operand #0"
// CHECK-NOT: cf.assert
// CHECK: return
func.func @complement(%s0: i32, %s1: i32) -> !fly.layout<(3,?,?):(1,?{div=3},?{div=4})> {
  %s = fly.make_int_tuple(%s0, %s1) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %d = fly.make_int_tuple() : () -> !fly.int_tuple<(3,4)>
  %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(3,4)>) -> !fly.layout<(?,?):(3,4)>
  %m = fly.make_int_tuple() : () -> !fly.int_tuple<24>
  %c = fly.complement(%l, %m) : (!fly.layout<(?,?):(3,4)>, !fly.int_tuple<24>) -> !fly.layout<(3,?,?):(1,?{div=3},?{div=4})>
  return %c : !fly.layout<(3,?,?):(1,?{div=3},?{div=4})>
}

// -----

// In a gpu.module the message is printed with gpu.printf; the cf.assert is
// the same (the NVVM conversion makes it __assertfail, convert-fly-to-rocdl
// a trap).
// CHECK-LABEL: gpu.func @div_kernel(
// CHECK-SAME: %[[A:[a-z0-9]+]]: i32, %[[B:[a-z0-9]+]]: i32
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: gpu.printf "fly.int_tuple_div at {{.*}}: runtime check failed: the divisor is not zero: (in1 != 0) where in1 is dynamic leaf 0 of operand #1; values: in1 = %d\0A", %[[B]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %{{.*}}, "fly.int_tuple_div at {{.*}}: runtime check failed: the divisor is not zero: (in1 != 0) where in1 is dynamic leaf 0 of operand #1"
// CHECK-NEXT: arith.divsi %[[A]], %[[B]] : i32
// CHECK-NOT: llvm.call @printf
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @div_kernel(%a: i32, %b: i32, %out: !llvm.ptr) kernel {
      %x = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<?>
      %y = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<?>
      %z = fly.int_tuple_div(%x, %y) : (!fly.int_tuple<?>, !fly.int_tuple<?>) -> !fly.int_tuple<?>
      %v = fly.get_scalar(%z) : (!fly.int_tuple<?>) -> i32
      llvm.store %v, %out : i32, !llvm.ptr
      gpu.return
    }
  }
}

// -----

// 64-bit leaves are printed with %lld.
// CHECK-LABEL: func.func @div64(
// CHECK: llvm.call @printf(%{{.*}}, %{{.*}}) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
func.func @div64(%a: i64, %b: i64) -> i64 {
  %x = fly.make_int_tuple(%a) : (i64) -> !fly.int_tuple<?{i64}>
  %y = fly.make_int_tuple(%b) : (i64) -> !fly.int_tuple<?{i64}>
  %z = fly.int_tuple_div(%x, %y) : (!fly.int_tuple<?{i64}>, !fly.int_tuple<?{i64}>) -> !fly.int_tuple<?{i64}>
  %v = fly.get_scalar(%z) : (!fly.int_tuple<?{i64}>) -> i64
  return %v : i64
}

// -----

// Static operands need no check: the algebra checked them at compile time.
// CHECK-LABEL: func.func @static_only(
// CHECK-NOT: cf.assert
// CHECK: return
func.func @static_only() -> !fly.layout<(2,2):(3,100)> {
  %a = fly.static : !fly.layout<(6,5):(1,100)>
  %b = fly.static : !fly.layout<4:3>
  %c = fly.composition(%a, %b) : (!fly.layout<(6,5):(1,100)>, !fly.layout<4:3>) -> !fly.layout<(2,2):(3,100)>
  return %c : !fly.layout<(2,2):(3,100)>
}

// -----

// right_inverse leaves modes with dynamic strides out of the inverse, which
// no condition over the inputs can state: a warning, and no check.
// CHECK-LABEL: func.func @right_inverse(
// CHECK-NOT: cf.assert
// CHECK: return
func.func @right_inverse(%d: i32) -> !fly.layout<4:1> {
  %s = fly.make_int_tuple() : () -> !fly.int_tuple<(4,2)>
  %t = fly.make_int_tuple(%d) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%s, %t) : (!fly.int_tuple<(4,2)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(4,2):(1,?)>
  // expected-warning @+1 {{runtime checks cannot check this assumption: right_inverse: the modes with dynamic strides take no part in the inverse}}
  %r = fly.right_inverse(%l) : (!fly.layout<(4,2):(1,?)>) -> !fly.layout<4:1>
  return %r : !fly.layout<4:1>
}
