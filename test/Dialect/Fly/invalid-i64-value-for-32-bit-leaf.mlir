// RUN: fly-opt %s -split-input-file -verify-diagnostics
// A 64-bit value fed to a 32-bit `?` leaf (issue 13 B) stays an error, never
// a silent truncation, and the message names the fix: the leaf written with
// the i64 width (its divisibility kept), or an explicit truncation.

func.func @plain_leaf(%v: i64) {
  // expected-error @+1 {{'fly.make_int_tuple' op operand 0 has type 'i64' but dynamic leaf 0 of '!fly.int_tuple<(4,?)>' is ? (i32); write the leaf as ?{i64} to take a 64-bit value, or truncate the value to i32}}
  %0 = fly.make_int_tuple(%v) : (i64) -> !fly.int_tuple<(4,?)>
  return
}

// -----

// The divisibility stays in the suggested form; the second operand is the
// offending one.
func.func @divisible_leaf(%a: i32, %v: i64) {
  // expected-error @+1 {{'fly.make_shape' op operand 1 has type 'i64' but dynamic leaf 1 of '!fly.int_tuple<(?,?{div=8})>' is ?{div=8} (i32); write the leaf as ?{i64 div=8} to take a 64-bit value, or truncate the value to i32}}
  %0 = fly.make_shape(%a, %v) : (i32, i64) -> !fly.int_tuple<(?,?{div=8})>
  return
}

// -----

// The same verifier for strides and coordinates.
func.func @stride_leaf(%v: i64) {
  // expected-error @+1 {{'fly.make_stride' op operand 0 has type 'i64' but dynamic leaf 0 of '!fly.int_tuple<(1,?)>' is ? (i32); write the leaf as ?{i64} to take a 64-bit value}}
  %0 = fly.make_stride(%v) : (i64) -> !fly.int_tuple<(1,?)>
  return
}

// -----

// The accepted form: the leaf says i64.
func.func @wide_leaf(%v: i64) -> !fly.int_tuple<(4,?{i64})> {
  %0 = fly.make_int_tuple(%v) : (i64) -> !fly.int_tuple<(4,?{i64})>
  return %0 : !fly.int_tuple<(4,?{i64})>
}
