// fly-opt skips the printer's own verification of the module only when the
// module has already been verified (after parsing and after every pass).
// Whenever a verifier was turned off, invalid IR must still be detected at
// printing and fall back to the generic form.
//
// Verified on parsing: the size op's declared result type is wrong.
// RUN: not fly-opt %s 2>&1 | FileCheck %s --check-prefix=PARSED
// PARSED: error: 'fly.size' op inferred type(s) '!fly.int_tuple<8>' are incompatible with return type(s) of operation '!fly.int_tuple<5>'
//
// Parsed without verification: printed, and printed in the generic form.
// RUN: fly-opt %s --mlir-very-unsafe-disable-verifier-on-parsing | FileCheck %s --check-prefix=GENERIC
// GENERIC: "fly.size"(%{{.*}}) : (!fly.layout<(2,4):(1,2)>) -> !fly.int_tuple<5>
//
// The same with passes that are not verified afterwards.
// RUN: fly-opt %s --mlir-very-unsafe-disable-verifier-on-parsing -verify-each=0 --cse | FileCheck %s --check-prefix=GENERIC
//
// An explicit flag stays the user's: with it, the invalid op is printed as is.
// RUN: fly-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --mlir-print-assume-verified | FileCheck %s --check-prefix=ASSUMED
// ASSUMED: fly.size(%{{.*}}) : (!fly.layout<(2,4):(1,2)>) -> !fly.int_tuple<5>
// ASSUMED-NOT: "fly.size"

func.func @f() -> !fly.int_tuple<5> {
  %s = fly.static : !fly.int_tuple<(2,4)>
  %t = fly.static : !fly.int_tuple<(1,2)>
  %l = fly.make_layout(%s, %t) : (!fly.int_tuple<(2,4)>, !fly.int_tuple<(1,2)>) -> !fly.layout<(2,4):(1,2)>
  %z = fly.size(%l) : (!fly.layout<(2,4):(1,2)>) -> !fly.int_tuple<5>
  return %z : !fly.int_tuple<5>
}
