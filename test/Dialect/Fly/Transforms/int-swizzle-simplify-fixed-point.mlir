// RUN: timeout 60 fly-opt %s --fly-int-swizzle-simplify --split-input-file | FileCheck %s
// RUN: timeout 60 fly-opt %s --fly-int-swizzle-simplify --split-input-file -o %t.once
// RUN: timeout 60 fly-opt %t.once --fly-int-swizzle-simplify --split-input-file -o %t.twice
// RUN: diff %t.once %t.twice
//
// fly-int-swizzle-simplify terminates, and at a fixed point, on swizzle
// inputs that subtract something that is not a multiple of the period.
// `P*k - a` peels P*k and leaves swizzle(0 - a); that new input must not be
// peeled again (its constant 0 is not an addend). Before the fix each
// rewrite rebuilt `0 - a` from `0 - a` and the pass never finished (the
// `timeout` turns such a hang into a failure). Running the pass on its own
// output must change nothing (the diff).
// S<3,3,3>: MASK = 7 << 6 = 448, SHIFT = 3, period 2^9 = 512.

// 512 - a: swizzle(512 - a) = swizzle(0 - a) + 512 (512 is one period).
// CHECK-LABEL: func.func @period_minus_value(
// CHECK-SAME: %[[A:.*]]: i32)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[M:.*]] = arith.constant 448 : i32
// CHECK-DAG: %[[S:.*]] = arith.constant 3 : i32
// CHECK-DAG: %[[P:.*]] = arith.constant 512 : i32
// CHECK: %[[N:.*]] = arith.subi %[[C0]], %[[A]] : i32
// CHECK-NEXT: %[[AND:.*]] = arith.andi %[[N]], %[[M]] : i32
// CHECK-NEXT: %[[SHR:.*]] = arith.shrui %[[AND]], %[[S]] : i32
// CHECK-NEXT: %[[XOR:.*]] = arith.xori %[[N]], %[[SHR]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[XOR]], %[[P]] : i32
// CHECK-NEXT: return %[[R]]
func.func @period_minus_value(%a: i32) -> i32 {
  %c512 = arith.constant 512 : i32
  %mask = arith.constant 448 : i32
  %sh = arith.constant 3 : i32
  %x = arith.subi %c512, %a : i32
  %m = arith.andi %x, %mask : i32
  %s = arith.shrui %m, %sh : i32
  %y = arith.xori %x, %s : i32
  return %y : i32
}

// -----

// a + (512*k - (j & 128)): 512*k has at least 9 trailing zeros and is
// peeled; j & 128 has only 7, so it stays inside as a + (0 - (j & 128)).
// CHECK-LABEL: func.func @sum_with_masked_subtrahend(
// CHECK-SAME: %[[A:.*]]: i32, %[[K:.*]]: i32, %[[J:.*]]: i32)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[M:.*]] = arith.constant 448 : i32
// CHECK-DAG: %[[S:.*]] = arith.constant 3 : i32
// CHECK: %[[PK:.*]] = arith.muli %[[K]], %{{.*}} : i32
// CHECK: %[[JM:.*]] = arith.andi %[[J]], %{{.*}} : i32
// CHECK: %[[NJ:.*]] = arith.subi %[[C0]], %[[JM]] : i32
// CHECK-NEXT: %[[B:.*]] = arith.addi %[[A]], %[[NJ]] : i32
// CHECK-NEXT: %[[AND:.*]] = arith.andi %[[B]], %[[M]] : i32
// CHECK-NEXT: %[[SHR:.*]] = arith.shrui %[[AND]], %[[S]] : i32
// CHECK-NEXT: %[[XOR:.*]] = arith.xori %[[B]], %[[SHR]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[XOR]], %[[PK]] : i32
// CHECK-NEXT: return %[[R]]
func.func @sum_with_masked_subtrahend(%a: i32, %k: i32, %j: i32) -> i32 {
  %c512 = arith.constant 512 : i32
  %c128 = arith.constant 128 : i32
  %mask = arith.constant 448 : i32
  %sh = arith.constant 3 : i32
  %pk = arith.muli %k, %c512 : i32
  %jm = arith.andi %j, %c128 : i32
  %d = arith.subi %pk, %jm : i32
  %x = arith.addi %a, %d : i32
  %m = arith.andi %x, %mask : i32
  %s = arith.shrui %m, %sh : i32
  %y = arith.xori %x, %s : i32
  return %y : i32
}

// -----

// Already at the fixed point: a swizzle of 0 - a is left exactly as it is.
// CHECK-LABEL: func.func @zero_minus_value(
// CHECK-SAME: %[[A:.*]]: i32)
// CHECK: %[[N:.*]] = arith.subi %{{.*}}, %[[A]] : i32
// CHECK-NEXT: %[[AND:.*]] = arith.andi %[[N]], %{{.*}} : i32
// CHECK-NEXT: %[[SHR:.*]] = arith.shrui %[[AND]], %{{.*}} : i32
// CHECK-NEXT: %[[XOR:.*]] = arith.xori %[[N]], %[[SHR]] : i32
// CHECK-NEXT: return %[[XOR]]
func.func @zero_minus_value(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %mask = arith.constant 448 : i32
  %sh = arith.constant 3 : i32
  %x = arith.subi %c0, %a : i32
  %m = arith.andi %x, %mask : i32
  %s = arith.shrui %m, %sh : i32
  %y = arith.xori %x, %s : i32
  return %y : i32
}
