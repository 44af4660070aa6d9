// RUN: fly-opt %s --fly-int-swizzle-simplify --split-input-file | FileCheck %s
//
// fly-int-swizzle-simplify: swizzle(a + d) becomes
// swizzle(a) + d when d is a multiple of the swizzle period. The swizzle is
// the lowered idiom  x ^ ((x & MASK) >> S)  with MASK = ((1<<B)-1) << (M+S).
// Most cases use S<3,3,3>: MASK = 7 << 6 = 448, SHIFT = 3, period 2^9 = 512.
// Expected outputs are derived by hand from that rule.

// A constant multiple of the period (1024 = 2 * 512) is peeled, i32.
// CHECK-LABEL: func.func @const_i32(
// CHECK-SAME: %[[A:.*]]: i32)
// CHECK-DAG: %[[M:.*]] = arith.constant 448 : i32
// CHECK-DAG: %[[S:.*]] = arith.constant 3 : i32
// CHECK-DAG: %[[D:.*]] = arith.constant 1024 : i32
// CHECK: %[[AND:.*]] = arith.andi %[[A]], %[[M]] : i32
// CHECK: %[[SHR:.*]] = arith.shrui %[[AND]], %[[S]] : i32
// CHECK: %[[XOR:.*]] = arith.xori %[[A]], %[[SHR]] : i32
// CHECK: %[[R:.*]] = arith.addi %[[XOR]], %[[D]] : i32
// CHECK: return %[[R]]
func.func @const_i32(%a: i32) -> i32 {
  %c1024 = arith.constant 1024 : i32
  %mask = arith.constant 448 : i32
  %sh = arith.constant 3 : i32
  %x = arith.addi %a, %c1024 : i32
  %m = arith.andi %x, %mask : i32
  %s = arith.shrui %m, %sh : i32
  %y = arith.xori %x, %s : i32
  return %y : i32
}

// -----

// i64, S<3,4,3> (MASK = 7 << 7 = 896, period 1024), a negative multiple
// of the period: -2048 is peeled.
// CHECK-LABEL: func.func @const_i64_negative(
// CHECK-SAME: %[[A:.*]]: i64)
// CHECK-DAG: %[[M:.*]] = arith.constant 896 : i64
// CHECK-DAG: %[[S:.*]] = arith.constant 3 : i64
// CHECK-DAG: %[[D:.*]] = arith.constant -2048 : i64
// CHECK: %[[AND:.*]] = arith.andi %[[A]], %[[M]] : i64
// CHECK: %[[SHR:.*]] = arith.shrui %[[AND]], %[[S]] : i64
// CHECK: %[[XOR:.*]] = arith.xori %[[A]], %[[SHR]] : i64
// CHECK: %[[R:.*]] = arith.addi %[[XOR]], %[[D]] : i64
// CHECK: return %[[R]]
func.func @const_i64_negative(%a: i64) -> i64 {
  %d = arith.constant -2048 : i64
  %mask = arith.constant 896 : i64
  %sh = arith.constant 3 : i64
  %x = arith.addi %a, %d : i64
  %m = arith.andi %x, %mask : i64
  %s = arith.shrui %m, %sh : i64
  %y = arith.xori %x, %s : i64
  return %y : i64
}

// -----

// Misaligned constants (256 is half the period; 1536 + 64 = 1600 is not a
// multiple of 512 either) are left alone, i32 and i64.
// CHECK-LABEL: func.func @misaligned(
// CHECK-SAME: %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i64)
// CHECK-DAG: %[[C256:.*]] = arith.constant 256 : i32
// CHECK-DAG: %[[C1600:.*]] = arith.constant 1600 : i64
// CHECK: %[[X:.*]] = arith.addi %[[A]], %[[C256]] : i32
// CHECK: %[[AND:.*]] = arith.andi %[[X]], %{{.*}} : i32
// CHECK: %[[SHR:.*]] = arith.shrui %[[AND]], %{{.*}} : i32
// CHECK: %[[XOR:.*]] = arith.xori %[[X]], %[[SHR]] : i32
// CHECK: %[[X2:.*]] = arith.addi %[[B]], %[[C1600]] : i64
// CHECK: %[[AND2:.*]] = arith.andi %[[X2]], %{{.*}} : i64
// CHECK: %[[SHR2:.*]] = arith.shrui %[[AND2]], %{{.*}} : i64
// CHECK: %[[XOR2:.*]] = arith.xori %[[X2]], %[[SHR2]] : i64
// CHECK: return %[[XOR]], %[[XOR2]]
func.func @misaligned(%a: i32, %b: i64) -> (i32, i64) {
  %c256 = arith.constant 256 : i32
  %mask = arith.constant 448 : i32
  %sh = arith.constant 3 : i32
  %x = arith.addi %a, %c256 : i32
  %m = arith.andi %x, %mask : i32
  %s = arith.shrui %m, %sh : i32
  %y = arith.xori %x, %s : i32
  %c1600 = arith.constant 1600 : i64
  %mask64 = arith.constant 448 : i64
  %sh64 = arith.constant 3 : i64
  %x2 = arith.addi %b, %c1600 : i64
  %m2 = arith.andi %x2, %mask64 : i64
  %s2 = arith.shrui %m2, %sh64 : i64
  %y2 = arith.xori %x2, %s2 : i64
  return %y, %y2 : i32, i64
}

// -----

// Two addends: 1024 is peeled, the misaligned 72 stays inside the swizzle.
// CHECK-LABEL: func.func @two_addends(
// CHECK-SAME: %[[A:.*]]: i32)
// CHECK-DAG: %[[C72:.*]] = arith.constant 72 : i32
// CHECK-DAG: %[[C1024:.*]] = arith.constant 1024 : i32
// CHECK: %[[BASE:.*]] = arith.addi %[[A]], %[[C72]] : i32
// CHECK: %[[AND:.*]] = arith.andi %[[BASE]], %{{.*}} : i32
// CHECK: %[[SHR:.*]] = arith.shrui %[[AND]], %{{.*}} : i32
// CHECK: %[[XOR:.*]] = arith.xori %[[BASE]], %[[SHR]] : i32
// CHECK: %[[R:.*]] = arith.addi %[[XOR]], %[[C1024]] : i32
// CHECK: return %[[R]]
func.func @two_addends(%a: i32) -> i32 {
  %c1024 = arith.constant 1024 : i32
  %c72 = arith.constant 72 : i32
  %mask = arith.constant 448 : i32
  %sh = arith.constant 3 : i32
  %t = arith.addi %a, %c1024 : i32
  %x = arith.addi %t, %c72 : i32
  %m = arith.andi %x, %mask : i32
  %s = arith.shrui %m, %sh : i32
  %y = arith.xori %x, %s : i32
  return %y : i32
}

// -----

// A tree with a dynamic aligned addend (k * 1536, 1536 = 3 * 512) on the
// left and a constant on the left of an addi: ((k*1536) + a) + (2048 + b).
// Both aligned leaves are peeled; the dynamic one is added first, the
// constant last; the kept leaves a and b are summed into the new base.
// CHECK-LABEL: func.func @addi_tree(
// CHECK-SAME: %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32, %[[K:[^:]*]]: i32)
// CHECK-DAG: %[[C1536:.*]] = arith.constant 1536 : i32
// CHECK-DAG: %[[C2048:.*]] = arith.constant 2048 : i32
// CHECK: %[[MUL:.*]] = arith.muli %[[K]], %[[C1536]] : i32
// CHECK: %[[BASE:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK: %[[AND:.*]] = arith.andi %[[BASE]], %{{.*}} : i32
// CHECK: %[[SHR:.*]] = arith.shrui %[[AND]], %{{.*}} : i32
// CHECK: %[[XOR:.*]] = arith.xori %[[BASE]], %[[SHR]] : i32
// CHECK: %[[R1:.*]] = arith.addi %[[XOR]], %[[MUL]] : i32
// CHECK: %[[R2:.*]] = arith.addi %[[R1]], %[[C2048]] : i32
// CHECK: return %[[R2]]
func.func @addi_tree(%a: i32, %b: i32, %k: i32) -> i32 {
  %c1536 = arith.constant 1536 : i32
  %c2048 = arith.constant 2048 : i32
  %mask = arith.constant 448 : i32
  %sh = arith.constant 3 : i32
  %d = arith.muli %k, %c1536 : i32
  %l = arith.addi %d, %a : i32
  %r = arith.addi %c2048, %b : i32
  %x = arith.addi %l, %r : i32
  %m = arith.andi %x, %mask : i32
  %s = arith.shrui %m, %sh : i32
  %y = arith.xori %x, %s : i32
  return %y : i32
}

// -----

// Constant on the left of the addi, and commuted andi/xori operands.
// CHECK-LABEL: func.func @commuted(
// CHECK-SAME: %[[A:.*]]: i32)
// CHECK-DAG: %[[M:.*]] = arith.constant 448 : i32
// CHECK-DAG: %[[S:.*]] = arith.constant 3 : i32
// CHECK-DAG: %[[D:.*]] = arith.constant 512 : i32
// CHECK: %[[AND:.*]] = arith.andi %[[A]], %[[M]] : i32
// CHECK: %[[SHR:.*]] = arith.shrui %[[AND]], %[[S]] : i32
// CHECK: %[[XOR:.*]] = arith.xori %[[A]], %[[SHR]] : i32
// CHECK: %[[R:.*]] = arith.addi %[[XOR]], %[[D]] : i32
// CHECK: return %[[R]]
func.func @commuted(%a: i32) -> i32 {
  %c512 = arith.constant 512 : i32
  %mask = arith.constant 448 : i32
  %sh = arith.constant 3 : i32
  %x = arith.addi %c512, %a : i32
  %m = arith.andi %mask, %x : i32
  %s = arith.shrui %m, %sh : i32
  %y = arith.xori %s, %x : i32
  return %y : i32
}

// -----

// Addends from shli: k << 9 is a multiple of 512 and is peeled; k << 8 is
// not and stays.
// CHECK-LABEL: func.func @shli(
// CHECK-SAME: %[[A:[^:]*]]: i32, %[[K:[^:]*]]: i32)
// CHECK-DAG: %[[C9:.*]] = arith.constant 9 : i32
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : i32
// CHECK: %[[D9:.*]] = arith.shli %[[K]], %[[C9]] : i32
// CHECK: %[[AND:.*]] = arith.andi %[[A]], %{{.*}} : i32
// CHECK: %[[SHR:.*]] = arith.shrui %[[AND]], %{{.*}} : i32
// CHECK: %[[XOR:.*]] = arith.xori %[[A]], %[[SHR]] : i32
// CHECK: %[[R:.*]] = arith.addi %[[XOR]], %[[D9]] : i32
// CHECK: %[[D8:.*]] = arith.shli %[[K]], %[[C8]] : i32
// CHECK: %[[X8:.*]] = arith.addi %[[A]], %[[D8]] : i32
// CHECK: %[[AND8:.*]] = arith.andi %[[X8]], %{{.*}} : i32
// CHECK: %[[SHR8:.*]] = arith.shrui %[[AND8]], %{{.*}} : i32
// CHECK: %[[XOR8:.*]] = arith.xori %[[X8]], %[[SHR8]] : i32
// CHECK: return %[[R]], %[[XOR8]]
func.func @shli(%a: i32, %k: i32) -> (i32, i32) {
  %c9 = arith.constant 9 : i32
  %c8 = arith.constant 8 : i32
  %mask = arith.constant 448 : i32
  %sh = arith.constant 3 : i32
  %d9 = arith.shli %k, %c9 : i32
  %x = arith.addi %a, %d9 : i32
  %m = arith.andi %x, %mask : i32
  %s = arith.shrui %m, %sh : i32
  %y = arith.xori %x, %s : i32
  %d8 = arith.shli %k, %c8 : i32
  %x8 = arith.addi %a, %d8 : i32
  %m8 = arith.andi %x8, %mask : i32
  %s8 = arith.shrui %m8, %sh : i32
  %y8 = arith.xori %x8, %s8 : i32
  return %y, %y8 : i32, i32
}

// -----

// Divisibility through muli by a non-constant (2^4 * 2^5 = 512), andi with
// a mask clearing the low 9 bits, and subi of such values: d is a multiple of
// 512 as a whole and is peeled as one addend (i64).
// CHECK-LABEL: func.func @derived_divisibility(
// CHECK-SAME: %[[A:[^:]*]]: i64, %[[K:[^:]*]]: i64, %[[J:[^:]*]]: i64)
// CHECK: %[[D:.*]] = arith.subi
// CHECK: %[[AND:.*]] = arith.andi %[[A]], %{{.*}} : i64
// CHECK: %[[SHR:.*]] = arith.shrui %[[AND]], %{{.*}} : i64
// CHECK: %[[XOR:.*]] = arith.xori %[[A]], %[[SHR]] : i64
// CHECK: %[[R:.*]] = arith.addi %[[XOR]], %[[D]] : i64
// CHECK: return %[[R]]
func.func @derived_divisibility(%a: i64, %k: i64, %j: i64) -> i64 {
  %c16 = arith.constant 16 : i64
  %c32 = arith.constant 32 : i64
  %cm = arith.constant -512 : i64
  %mask = arith.constant 448 : i64
  %sh = arith.constant 3 : i64
  %k16 = arith.muli %k, %c16 : i64
  %j32 = arith.muli %j, %c32 : i64
  %p = arith.muli %k16, %j32 : i64
  %q = arith.andi %cm, %j : i64
  %d = arith.subi %p, %q : i64
  %x = arith.addi %a, %d : i64
  %m = arith.andi %x, %mask : i64
  %s = arith.shrui %m, %sh : i64
  %y = arith.xori %x, %s : i64
  return %y : i64
}

// -----

// subi: swizzle(a - 512) = swizzle(a) - 512, emitted as + (-512).
// CHECK-LABEL: func.func @subi(
// CHECK-SAME: %[[A:.*]]: i32)
// CHECK-DAG: %[[D:.*]] = arith.constant -512 : i32
// CHECK: %[[AND:.*]] = arith.andi %[[A]], %{{.*}} : i32
// CHECK: %[[SHR:.*]] = arith.shrui %[[AND]], %{{.*}} : i32
// CHECK: %[[XOR:.*]] = arith.xori %[[A]], %[[SHR]] : i32
// CHECK: %[[R:.*]] = arith.addi %[[XOR]], %[[D]] : i32
// CHECK: return %[[R]]
func.func @subi(%a: i32) -> i32 {
  %c512 = arith.constant 512 : i32
  %mask = arith.constant 448 : i32
  %sh = arith.constant 3 : i32
  %x = arith.subi %a, %c512 : i32
  %m = arith.andi %x, %mask : i32
  %s = arith.shrui %m, %sh : i32
  %y = arith.xori %x, %s : i32
  return %y : i32
}

// -----

// The whole input is a multiple of the period: swizzle(k * 512) = k * 512.
// CHECK-LABEL: func.func @all_aligned(
// CHECK-SAME: %[[K:.*]]: i32)
// CHECK: %[[D:.*]] = arith.muli %[[K]], %{{.*}} : i32
// CHECK-NOT: arith.xori
// CHECK: return %[[D]]
func.func @all_aligned(%k: i32) -> i32 {
  %c512 = arith.constant 512 : i32
  %mask = arith.constant 448 : i32
  %sh = arith.constant 3 : i32
  %x = arith.muli %k, %c512 : i32
  %m = arith.andi %x, %mask : i32
  %s = arith.shrui %m, %sh : i32
  %y = arith.xori %x, %s : i32
  return %y : i32
}

// -----

// Divisibility from the type of a fly value: ?{div=1536} (a multiple of 512)
// is peeled, ?{div=768} (only a multiple of 256) is not; an i64 leaf read
// through get_leaves with ?{i64 div=1024} is peeled.
// CHECK-LABEL: func.func @fly_divisibility(
// CHECK-SAME: %[[A:[^:]*]]: i32, %[[T:[^:]*]]: !fly.int_tuple<?{div=1536}>, %[[U:[^:]*]]: !fly.int_tuple<?{div=768}>, %[[B:[^:]*]]: i64, %[[V:[^:]*]]: !fly.int_tuple<(4,?{i64 div=1024})>)
// CHECK: %[[D:.*]] = fly.get_scalar(%[[T]])
// CHECK: %[[AND:.*]] = arith.andi %[[A]], %{{.*}} : i32
// CHECK: %[[SHR:.*]] = arith.shrui %[[AND]], %{{.*}} : i32
// CHECK: %[[XOR:.*]] = arith.xori %[[A]], %[[SHR]] : i32
// CHECK: %[[R:.*]] = arith.addi %[[XOR]], %[[D]] : i32
// CHECK: %[[E:.*]] = fly.get_scalar(%[[U]])
// CHECK: %[[X2:.*]] = arith.addi %[[A]], %[[E]] : i32
// CHECK: %[[AND2:.*]] = arith.andi %[[X2]], %{{.*}} : i32
// CHECK: %[[SHR2:.*]] = arith.shrui %[[AND2]], %{{.*}} : i32
// CHECK: %[[XOR2:.*]] = arith.xori %[[X2]], %[[SHR2]] : i32
// CHECK: %[[L:.*]]:2 = fly.get_leaves(%[[V]])
// CHECK: %[[AND3:.*]] = arith.andi %[[B]], %{{.*}} : i64
// CHECK: %[[SHR3:.*]] = arith.shrui %[[AND3]], %{{.*}} : i64
// CHECK: %[[XOR3:.*]] = arith.xori %[[B]], %[[SHR3]] : i64
// CHECK: %[[R3:.*]] = arith.addi %[[XOR3]], %[[L]]#1 : i64
// CHECK: return %[[R]], %[[XOR2]], %[[R3]]
func.func @fly_divisibility(%a: i32, %t: !fly.int_tuple<?{div=1536}>,
                            %u: !fly.int_tuple<?{div=768}>, %b: i64,
                            %v: !fly.int_tuple<(4,?{i64 div=1024})>) -> (i32, i32, i64) {
  %mask = arith.constant 448 : i32
  %sh = arith.constant 3 : i32
  %d = fly.get_scalar(%t) : (!fly.int_tuple<?{div=1536}>) -> i32
  %x = arith.addi %a, %d : i32
  %m = arith.andi %x, %mask : i32
  %s = arith.shrui %m, %sh : i32
  %y = arith.xori %x, %s : i32
  %e = fly.get_scalar(%u) : (!fly.int_tuple<?{div=768}>) -> i32
  %x2 = arith.addi %a, %e : i32
  %m2 = arith.andi %x2, %mask : i32
  %s2 = arith.shrui %m2, %sh : i32
  %y2 = arith.xori %x2, %s2 : i32
  %mask64 = arith.constant 448 : i64
  %sh64 = arith.constant 3 : i64
  %l:2 = fly.get_leaves(%v) : (!fly.int_tuple<(4,?{i64 div=1024})>) -> (i32, i64)
  %x3 = arith.addi %l#1, %b : i64
  %m3 = arith.andi %x3, %mask64 : i64
  %s3 = arith.shrui %m3, %sh64 : i64
  %y3 = arith.xori %x3, %s3 : i64
  return %y, %y2, %y3 : i32, i32, i64
}

// -----

// Not a swizzle: the shift does not pair with the mask. All are left alone
// although 1024 is a multiple of 2^9.
//  - shift 7 > 6, the mask's low bit (M would be negative);
//  - shift 2 < 3 bits of mask (S < B, rejected like S<3,4,2> is);
//  - mask 0x1A0 is not contiguous;
//  - the andi reads another value than the xori.
// CHECK-LABEL: func.func @not_swizzles(
// CHECK-SAME: %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32)
// CHECK-COUNT-4: arith.addi %[[A]], %{{.*}} : i32
// CHECK-NOT: arith.addi
// CHECK: return
func.func @not_swizzles(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %c1024 = arith.constant 1024 : i32
  %mask = arith.constant 448 : i32
  %mask_holes = arith.constant 416 : i32
  %sh7 = arith.constant 7 : i32
  %sh3 = arith.constant 3 : i32
  %sh2 = arith.constant 2 : i32
  %x1 = arith.addi %a, %c1024 : i32
  %m1 = arith.andi %x1, %mask : i32
  %s1 = arith.shrui %m1, %sh7 : i32
  %y1 = arith.xori %x1, %s1 : i32
  %x2 = arith.addi %a, %c1024 : i32
  %m2 = arith.andi %x2, %mask : i32
  %s2 = arith.shrui %m2, %sh2 : i32
  %y2 = arith.xori %x2, %s2 : i32
  %x3 = arith.addi %a, %c1024 : i32
  %m3 = arith.andi %x3, %mask_holes : i32
  %s3 = arith.shrui %m3, %sh3 : i32
  %y3 = arith.xori %x3, %s3 : i32
  %x4 = arith.addi %a, %c1024 : i32
  %m4 = arith.andi %b, %mask : i32
  %s4 = arith.shrui %m4, %sh3 : i32
  %y4 = arith.xori %x4, %s4 : i32
  return %y1, %y2, %y3, %y4 : i32, i32, i32, i32
}

// -----

// Accesses differing by period multiples share one swizzled base: the
// first rewrite creates swizzle(a), the others reuse it.
// CHECK-LABEL: func.func @shared_base(
// CHECK-SAME: %[[A:.*]]: i32)
// CHECK-DAG: %[[C1024:.*]] = arith.constant 1024 : i32
// CHECK-DAG: %[[C2048:.*]] = arith.constant 2048 : i32
// CHECK-DAG: %[[CM512:.*]] = arith.constant -512 : i32
// CHECK: %[[AND:.*]] = arith.andi %[[A]], %{{.*}} : i32
// CHECK: %[[SHR:.*]] = arith.shrui %[[AND]], %{{.*}} : i32
// CHECK: %[[XOR:.*]] = arith.xori %[[A]], %[[SHR]] : i32
// CHECK: %[[R1:.*]] = arith.addi %[[XOR]], %[[C1024]] : i32
// CHECK-NOT: arith.xori
// CHECK: %[[R2:.*]] = arith.addi %[[XOR]], %[[C2048]] : i32
// CHECK-NOT: arith.xori
// CHECK: %[[R3:.*]] = arith.addi %[[XOR]], %[[CM512]] : i32
// CHECK: return %[[R1]], %[[R2]], %[[R3]]
func.func @shared_base(%a: i32) -> (i32, i32, i32) {
  %c1024 = arith.constant 1024 : i32
  %c2048 = arith.constant 2048 : i32
  %c512 = arith.constant 512 : i32
  %mask = arith.constant 448 : i32
  %sh = arith.constant 3 : i32
  %x1 = arith.addi %a, %c1024 : i32
  %m1 = arith.andi %x1, %mask : i32
  %s1 = arith.shrui %m1, %sh : i32
  %y1 = arith.xori %x1, %s1 : i32
  %x2 = arith.addi %a, %c2048 : i32
  %m2 = arith.andi %x2, %mask : i32
  %s2 = arith.shrui %m2, %sh : i32
  %y2 = arith.xori %x2, %s2 : i32
  %x3 = arith.subi %a, %c512 : i32
  %m3 = arith.andi %x3, %mask : i32
  %s3 = arith.shrui %m3, %sh : i32
  %y3 = arith.xori %x3, %s3 : i32
  return %y1, %y2, %y3 : i32, i32, i32
}

// -----

// An scf.for induction variable starting at 0 with step 512 is a multiple of
// the period; a loop with step 256 is not.
// CHECK-LABEL: func.func @loop_iv(
// CHECK-SAME: %[[A:[^:]*]]: i32
// CHECK: scf.for %[[IV:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}})
// CHECK: %[[AND:.*]] = arith.andi %[[A]], %{{.*}} : i32
// CHECK: %[[SHR:.*]] = arith.shrui %[[AND]], %{{.*}} : i32
// CHECK: %[[XOR:.*]] = arith.xori %[[A]], %[[SHR]] : i32
// CHECK: %[[R:.*]] = arith.addi %[[XOR]], %[[IV]] : i32
// CHECK: scf.for %[[IV2:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK: %[[X2:.*]] = arith.addi %[[A]], %[[IV2]] : i32
// CHECK: arith.andi %[[X2]]
func.func @loop_iv(%a: i32, %n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c512 = arith.constant 512 : i32
  %c256 = arith.constant 256 : i32
  %mask = arith.constant 448 : i32
  %sh = arith.constant 3 : i32
  %r = scf.for %iv = %c0 to %n step %c512 iter_args(%acc = %c0) -> (i32) : i32 {
    %x = arith.addi %a, %iv : i32
    %m = arith.andi %x, %mask : i32
    %s = arith.shrui %m, %sh : i32
    %y = arith.xori %x, %s : i32
    %sum = arith.addi %acc, %y : i32
    scf.yield %sum : i32
  }
  %r2 = scf.for %iv = %c0 to %n step %c256 iter_args(%acc = %c0) -> (i32) : i32 {
    %x = arith.addi %a, %iv : i32
    %m = arith.andi %x, %mask : i32
    %s = arith.shrui %m, %sh : i32
    %y = arith.xori %x, %s : i32
    %sum = arith.addi %acc, %y : i32
    scf.yield %sum : i32
  }
  return %r, %r2 : i32, i32
}
