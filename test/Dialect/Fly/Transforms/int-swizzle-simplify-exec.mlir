// RUN: fly-opt %s --fly-int-swizzle-simplify | FileCheck %s --check-prefix=IR
// RUN: fly-opt %s --fly-int-swizzle-simplify \
// RUN:   | mlir-opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=i32 | FileCheck %s --check-prefix=EXEC
//
// Brute-force check that fly-int-swizzle-simplify is exact, including
// negative addends and wrap-around: each @sN applies the swizzle idiom to a
// sum the pass rewrites (the IR prefix checks that it did), and @main
// compares it with @refN, which computes the same swizzle in a form the pass
// does not match (divui instead of shrui), on the same wrapped sum.
// The i8 subjects are checked exhaustively (all 256 x 256 pairs (a, k));
// @s7 has an addend that must not be peeled;
// the i32 and i64 ones on 256 x 256 spread-out pairs whose products and sums
// overflow. @main returns the number of agreeing evaluations:
// 7 * 65536 = 458752 when all agree.
//
// EXEC: 458752

// i8, S<2,1,2>: MASK = 3 << 3 = 24, SHIFT 2, period 32.
// swizzle(a + k * 32) -> swizzle(a) + k * 32.
// IR-LABEL: func.func @s1(
// IR: arith.andi %arg0,
func.func @s1(%a: i8, %k: i8) -> i8 {
  %c32 = arith.constant 32 : i8
  %mask = arith.constant 24 : i8
  %sh = arith.constant 2 : i8
  %d = arith.muli %k, %c32 : i8
  %x = arith.addi %a, %d : i8
  %m = arith.andi %x, %mask : i8
  %s = arith.shrui %m, %sh : i8
  %y = arith.xori %x, %s : i8
  return %y : i8
}
func.func @ref1(%x: i8) -> i8 {
  %c4 = arith.constant 4 : i8
  %c6 = arith.constant 6 : i8
  %q = arith.divui %x, %c4 : i8
  %t = arith.andi %q, %c6 : i8
  %y = arith.xori %x, %t : i8
  return %y : i8
}

// i8, S<2,1,2>: (a - k * 64) + 96: both addends peeled (96 = 3 * 32), one
// of them subtracted.
// IR-LABEL: func.func @s2(
// IR: arith.andi %arg0,
func.func @s2(%a: i8, %k: i8) -> i8 {
  %c64 = arith.constant 64 : i8
  %c96 = arith.constant 96 : i8
  %mask = arith.constant 24 : i8
  %sh = arith.constant 2 : i8
  %d = arith.muli %k, %c64 : i8
  %t = arith.subi %a, %d : i8
  %x = arith.addi %t, %c96 : i8
  %m = arith.andi %mask, %x : i8
  %s = arith.shrui %m, %sh : i8
  %y = arith.xori %s, %x : i8
  return %y : i8
}

// i8, S<2,1,2>: (k << 5) + (a + 7): the shli addend is peeled, a + 7 kept.
// IR-LABEL: func.func @s3(
// IR: %[[B:.*]] = arith.addi %arg0, %{{.*}} : i8
// IR: arith.andi %[[B]],
func.func @s3(%a: i8, %k: i8) -> i8 {
  %c5 = arith.constant 5 : i8
  %c7 = arith.constant 7 : i8
  %mask = arith.constant 24 : i8
  %sh = arith.constant 2 : i8
  %d = arith.shli %k, %c5 : i8
  %a7 = arith.addi %a, %c7 : i8
  %x = arith.addi %d, %a7 : i8
  %m = arith.andi %x, %mask : i8
  %s = arith.shrui %m, %sh : i8
  %y = arith.xori %x, %s : i8
  return %y : i8
}

// i8, S<2,1,2>: a + k * 16, half the period: must stay as it is (a wrong
// peel would be caught by @main).
// IR-LABEL: func.func @s7(
// IR: %[[X:.*]] = arith.addi %arg0, %{{.*}} : i8
// IR: arith.andi %[[X]],
func.func @s7(%a: i8, %k: i8) -> i8 {
  %c16 = arith.constant 16 : i8
  %mask = arith.constant 24 : i8
  %sh = arith.constant 2 : i8
  %d = arith.muli %k, %c16 : i8
  %x = arith.addi %a, %d : i8
  %m = arith.andi %x, %mask : i8
  %s = arith.shrui %m, %sh : i8
  %y = arith.xori %x, %s : i8
  return %y : i8
}

// i8, S<3,1,3>: MASK = 7 << 4 = 112, SHIFT 3, period 128; k * 128 is 0 or
// -128 in i8.
// IR-LABEL: func.func @s4(
// IR: arith.andi %arg0,
func.func @s4(%a: i8, %k: i8) -> i8 {
  %c128 = arith.constant -128 : i8
  %mask = arith.constant 112 : i8
  %sh = arith.constant 3 : i8
  %d = arith.muli %k, %c128 : i8
  %x = arith.addi %a, %d : i8
  %m = arith.andi %x, %mask : i8
  %s = arith.shrui %m, %sh : i8
  %y = arith.xori %x, %s : i8
  return %y : i8
}
func.func @ref4(%x: i8) -> i8 {
  %c8 = arith.constant 8 : i8
  %c14 = arith.constant 14 : i8
  %q = arith.divui %x, %c8 : i8
  %t = arith.andi %q, %c14 : i8
  %y = arith.xori %x, %t : i8
  return %y : i8
}

// i32, S<3,3,3>: MASK 448, SHIFT 3, period 512. swizzle(a + k * 1536).
// IR-LABEL: func.func @s5(
// IR: arith.andi %arg0,
func.func @s5(%a: i32, %k: i32) -> i32 {
  %c1536 = arith.constant 1536 : i32
  %mask = arith.constant 448 : i32
  %sh = arith.constant 3 : i32
  %d = arith.muli %k, %c1536 : i32
  %x = arith.addi %a, %d : i32
  %m = arith.andi %x, %mask : i32
  %s = arith.shrui %m, %sh : i32
  %y = arith.xori %x, %s : i32
  return %y : i32
}
func.func @ref5(%x: i32) -> i32 {
  %c8 = arith.constant 8 : i32
  %c56 = arith.constant 56 : i32
  %q = arith.divui %x, %c8 : i32
  %t = arith.andi %q, %c56 : i32
  %y = arith.xori %x, %t : i32
  return %y : i32
}

// i64, S<3,4,3>: MASK 896, SHIFT 3, period 1024. swizzle(a - (k << 10)).
// IR-LABEL: func.func @s6(
// IR: arith.andi %arg0,
func.func @s6(%a: i64, %k: i64) -> i64 {
  %c10 = arith.constant 10 : i64
  %mask = arith.constant 896 : i64
  %sh = arith.constant 3 : i64
  %d = arith.shli %k, %c10 : i64
  %x = arith.subi %a, %d : i64
  %m = arith.andi %x, %mask : i64
  %s = arith.shrui %m, %sh : i64
  %y = arith.xori %x, %s : i64
  return %y : i64
}
func.func @ref6(%x: i64) -> i64 {
  %c8 = arith.constant 8 : i64
  %c112 = arith.constant 112 : i64
  %q = arith.divui %x, %c8 : i64
  %t = arith.andi %q, %c112 : i64
  %y = arith.xori %x, %t : i64
  return %y : i64
}

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %i8_32 = arith.constant 32 : i8
  %i8_64 = arith.constant 64 : i8
  %i8_96 = arith.constant 96 : i8
  %i8_7 = arith.constant 7 : i8
  %i8_128 = arith.constant -128 : i8
  %i8_16 = arith.constant 16 : i8
  %ma = arith.constant 40503 : i32
  %mk = arith.constant -1640531535 : i32
  %mc = arith.constant 1536 : i32
  %la = arith.constant 6364136223846793005 : i64
  %lk = arith.constant 1442695040888963407 : i64
  %lc = arith.constant 1024 : i64
  %total = scf.for %i = %c0 to %c256 step %c1 iter_args(%acc0 = %zero) -> (i32) {
    %inner = scf.for %j = %c0 to %c256 step %c1 iter_args(%acc = %acc0) -> (i32) {
      %a = arith.index_cast %i : index to i8
      %k = arith.index_cast %j : index to i8
      // s1: a + k * 32
      %r1 = func.call @s1(%a, %k) : (i8, i8) -> i8
      %d1 = arith.muli %k, %i8_32 : i8
      %x1 = arith.addi %a, %d1 : i8
      %e1 = func.call @ref1(%x1) : (i8) -> i8
      %ok1 = arith.cmpi eq, %r1, %e1 : i8
      // s2: (a - k * 64) + 96
      %r2 = func.call @s2(%a, %k) : (i8, i8) -> i8
      %d2 = arith.muli %k, %i8_64 : i8
      %t2 = arith.subi %a, %d2 : i8
      %x2 = arith.addi %t2, %i8_96 : i8
      %e2 = func.call @ref1(%x2) : (i8) -> i8
      %ok2 = arith.cmpi eq, %r2, %e2 : i8
      // s3: k * 32 + (a + 7)
      %r3 = func.call @s3(%a, %k) : (i8, i8) -> i8
      %a7 = arith.addi %a, %i8_7 : i8
      %x3 = arith.addi %d1, %a7 : i8
      %e3 = func.call @ref1(%x3) : (i8) -> i8
      %ok3 = arith.cmpi eq, %r3, %e3 : i8
      // s4: a + k * -128
      %r4 = func.call @s4(%a, %k) : (i8, i8) -> i8
      %d4 = arith.muli %k, %i8_128 : i8
      %x4 = arith.addi %a, %d4 : i8
      %e4 = func.call @ref4(%x4) : (i8) -> i8
      %ok4 = arith.cmpi eq, %r4, %e4 : i8
      // s5 (i32): a = i * 40503, k = j * -1640531535 (wraps)
      %i32 = arith.index_cast %i : index to i32
      %j32 = arith.index_cast %j : index to i32
      %a5 = arith.muli %i32, %ma : i32
      %k5 = arith.muli %j32, %mk : i32
      %r5 = func.call @s5(%a5, %k5) : (i32, i32) -> i32
      %d5 = arith.muli %k5, %mc : i32
      %x5 = arith.addi %a5, %d5 : i32
      %e5 = func.call @ref5(%x5) : (i32) -> i32
      %ok5 = arith.cmpi eq, %r5, %e5 : i32
      // s6 (i64): a = i * LCG multiplier, k = j * LCG increment (both wrap)
      %i64 = arith.index_cast %i : index to i64
      %j64 = arith.index_cast %j : index to i64
      %a6 = arith.muli %i64, %la : i64
      %k6 = arith.muli %j64, %lk : i64
      %r6 = func.call @s6(%a6, %k6) : (i64, i64) -> i64
      %d6 = arith.muli %k6, %lc : i64
      %x6 = arith.subi %a6, %d6 : i64
      %e6 = func.call @ref6(%x6) : (i64) -> i64
      %ok6 = arith.cmpi eq, %r6, %e6 : i64
      // s7: a + k * 16 (not peeled)
      %r7 = func.call @s7(%a, %k) : (i8, i8) -> i8
      %d7 = arith.muli %k, %i8_16 : i8
      %x7 = arith.addi %a, %d7 : i8
      %e7 = func.call @ref1(%x7) : (i8) -> i8
      %ok7 = arith.cmpi eq, %r7, %e7 : i8
      %n7 = arith.extui %ok7 : i1 to i32
      %n1 = arith.extui %ok1 : i1 to i32
      %n2 = arith.extui %ok2 : i1 to i32
      %n3 = arith.extui %ok3 : i1 to i32
      %n4 = arith.extui %ok4 : i1 to i32
      %n5 = arith.extui %ok5 : i1 to i32
      %n6 = arith.extui %ok6 : i1 to i32
      %s12 = arith.addi %n1, %n2 : i32
      %s34 = arith.addi %n3, %n4 : i32
      %s56 = arith.addi %n5, %n6 : i32
      %s14 = arith.addi %s12, %s34 : i32
      %s16 = arith.addi %s14, %s56 : i32
      %s17 = arith.addi %s16, %n7 : i32
      %next = arith.addi %acc, %s17 : i32
      scf.yield %next : i32
    }
    scf.yield %inner : i32
  }
  return %total : i32
}
