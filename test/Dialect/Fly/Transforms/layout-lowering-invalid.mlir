// RUN: fly-opt %s --fly-layout-lowering -split-input-file -verify-diagnostics
// Inputs the pass cannot lower are reported at the op, not left half-done.

// A layout that arrives as a block argument is not in normal form: its
// dynamic leaves have no SSA values until fly-rewrite-func-signature runs.
func.func @block_argument(%l: !fly.layout<(?,4):(1,?)>) -> !fly.int_tuple<?{div=4}> {
  // expected-error @+1 {{'fly.size' op cannot be lowered: operand #0 is not in normal form}}
  %n = fly.size(%l) : (!fly.layout<(?,4):(1,?)>) -> !fly.int_tuple<?{div=4}>
  return %n : !fly.int_tuple<?{div=4}>
}
