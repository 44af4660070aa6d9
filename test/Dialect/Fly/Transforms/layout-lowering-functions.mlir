// fly-layout-lowering lowers the functions of a module on the context's
// threads. What it prints must not depend on that: diagnostics in function
// order and, within a function, in op order, each with the function's IR as
// it was when the op failed (the SSA numbers of "see current operation");
// the lowered functions as one thread would leave them.
//
// RUN: not fly-opt %s -split-input-file --fly-layout-lowering 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// RUN: not fly-opt %s -split-input-file --fly-layout-lowering --mlir-disable-threading 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// RUN: not fly-opt %s -split-input-file --fly-lower-algebra 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// RUN: not fly-opt %s -split-input-file --fly-layout-lowering 2>/dev/null | FileCheck %s
// RUN: not fly-opt %s -split-input-file --fly-layout-lowering --mlir-disable-threading 2>/dev/null | FileCheck %s

// Two of four functions fail; the two others lower.
// ERR: :[[# @LINE + 21]]:8: error: 'fly.size' op cannot be lowered: operand #0 is not in normal form
// ERR: note: see current operation: %4 = "fly.size"(%arg0)
// ERR: :[[# @LINE + 32]]:8: error: 'fly.size' op cannot be lowered: operand #0 is not in normal form
// ERR: note: see current operation: %0 = "fly.size"(%arg0)
// ERR: :[[# @LINE + 31]]:8: error: 'fly.cosize' op cannot be lowered: operand #0 is not in normal form
// ERR: note: see current operation: %1 = "fly.cosize"(%arg1)
// ERR-NOT: error:

func.func @good0(%m: i32, %d: i32) -> i32 {
  %s = fly.make_int_tuple(%m) : (i32) -> !fly.int_tuple<(?,8)>
  %t = fly.make_int_tuple(%d) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%s, %t) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,8):(1,?)>
  %n = fly.size(%l) : (!fly.layout<(?,8):(1,?)>) -> !fly.int_tuple<?{div=8}>
  %r = fly.get_scalar(%n) : (!fly.int_tuple<?{div=8}>) -> i32
  return %r : i32
}

// The size of %c is lowered (four ops before the failing one), %l's is not.
func.func @bad1(%l: !fly.layout<(?,4):(1,?)>, %m: i32) -> i32 {
  %c = fly.make_int_tuple(%m) : (i32) -> !fly.int_tuple<(?,2)>
  %n = fly.size(%c) : (!fly.int_tuple<(?,2)>) -> !fly.int_tuple<?{div=2}>
  %z = fly.size(%l) : (!fly.layout<(?,4):(1,?)>) -> !fly.int_tuple<?{div=4}>
  %r = fly.get_scalar(%n) : (!fly.int_tuple<?{div=2}>) -> i32
  return %r : i32
}

func.func @good2(%m: i32) -> i32 {
  %c = fly.make_int_tuple(%m, %m) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %n = fly.size(%c) : (!fly.int_tuple<(?,?)>) -> !fly.int_tuple<?>
  %r = fly.get_scalar(%n) : (!fly.int_tuple<?>) -> i32
  return %r : i32
}

func.func @bad3(%a: !fly.int_tuple<(?,3)>, %b: !fly.layout<?:1>) -> !fly.int_tuple<?> {
  %x = fly.size(%a) : (!fly.int_tuple<(?,3)>) -> !fly.int_tuple<?{div=3}>
  %y = fly.cosize(%b) : (!fly.layout<?:1>) -> !fly.int_tuple<?>
  return %y : !fly.int_tuple<?>
}

// -----

// The same good functions alone: size((m,8)) = 8m, size((m,m)) = m*m, and
// nothing else left in either.
// CHECK-LABEL: func.func @good0(
// CHECK-SAME:    %[[M:.*]]: i32, %{{.*}}: i32)
// CHECK-NEXT:    %[[C8:.*]] = arith.constant 8 : i32
// CHECK-NEXT:    %[[P:.*]] = arith.muli %[[M]], %[[C8]] : i32
// CHECK-NEXT:    return %[[P]] : i32
// CHECK-LABEL: func.func @good2(
// CHECK-SAME:    %[[M2:.*]]: i32)
// CHECK-NEXT:    %[[Q:.*]] = arith.muli %[[M2]], %[[M2]] : i32
// CHECK-NEXT:    return %[[Q]] : i32

func.func @good0(%m: i32, %d: i32) -> i32 {
  %s = fly.make_int_tuple(%m) : (i32) -> !fly.int_tuple<(?,8)>
  %t = fly.make_int_tuple(%d) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%s, %t) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,8):(1,?)>
  %n = fly.size(%l) : (!fly.layout<(?,8):(1,?)>) -> !fly.int_tuple<?{div=8}>
  %r = fly.get_scalar(%n) : (!fly.int_tuple<?{div=8}>) -> i32
  return %r : i32
}

func.func @good2(%m: i32) -> i32 {
  %c = fly.make_int_tuple(%m, %m) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %n = fly.size(%c) : (!fly.int_tuple<(?,?)>) -> !fly.int_tuple<?>
  %r = fly.get_scalar(%n) : (!fly.int_tuple<?>) -> i32
  return %r : i32
}
