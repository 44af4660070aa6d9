// fly-fill-types stops at an error no type fixes, names it as fly-opt
// would (file, line, column, message) and exits 1 without writing.
// RUN: not fly-fill-types %s -o %t.out 2>&1 | FileCheck %s
// RUN: test ! -e %t.out
// RUN: not fly-fill-types 2>&1 -i | FileCheck %s --check-prefix=STDIN
// STDIN: error: -i needs an input file

// The wrong result type is fixable; the undefined value is not: the
// tool reports it.
// CHECK: fly-fill-types-errors.mlir:[[# @LINE + 4]]:{{[0-9]+}}: error: use of undeclared SSA value name
func.func @f(%l: !fly.layout<(2,4):(1,2)>) -> i32 {
  %s = fly.size(%l) : (!fly.layout<(2,4):(1,2)>) -> !fly.int_tuple<7>
  %v = fly.get_scalar(%s) : (!fly.int_tuple<7>) -> i32
  %w = arith.addi %v, %undefined : i32
  return %w : i32
}
