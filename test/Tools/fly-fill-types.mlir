// fly-fill-types (tools/fly-fill-types, lib/Tools/InferredTypeFixes.cpp):
// the types Fly infers written into the file, everything else kept as
// written (comments, aliases, names, layout). The expected types are worked
// out by hand (docs/reference/algebra.md):
//   composition((6,2):(8,2), (4,3):(3,1)): mode 0 of B hits A at 0,3,6,9 =
//     0,24,2,26 = (2,2):(24,2); mode 1 at 0,1,2 = 0,8,16 = 3:8;
//   size((2,4,8):(1,2,8)) = 64, size((6,2):(8,2)) = 12;
//   get_shape((2,4,8):(1,2,8)) = (2,4,8).
// RUN: fly-fill-types %s --report 2> %t.report | FileCheck %s --strict-whitespace
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.report
// The filled file verifies, and filling it again changes nothing.
// RUN: fly-fill-types %s > %t.filled.mlir && fly-opt %t.filled.mlir -o /dev/null
// RUN: fly-fill-types %t.filled.mlir | diff %t.filled.mlir -
// In place:
// RUN: cp %s %t.inplace.mlir && fly-fill-types %t.inplace.mlir -i && diff %t.filled.mlir %t.inplace.mlir

// A wrong alias body is fixed in the alias (both uses want (2,4,8)); an
// alias whose uses want two types keeps the first and the other use gets
// its type written.
// CHECK: !L = !fly.layout<(2,4,8):(1,2,8)>
// CHECK-NEXT: !S = !fly.int_tuple<(2,4,8)>   // wrong: the shape is (2,4,8)
// CHECK-NEXT: !T = !fly.int_tuple<64>
!L = !fly.layout<(2,4,8):(1,2,8)>
!S = !fly.int_tuple<(9,9)>   // wrong: the shape is (2,4,8)
!T = !fly.int_tuple<1>

// CHECK-LABEL: func.func @fill(%a: !fly.layout<(6,2):(8,2)>, %b: !fly.layout<(4,3):(3,1)>, %l: !L) {
func.func @fill(%a: !fly.layout<(6,2):(8,2)>, %b: !fly.layout<(4,3):(3,1)>, %l: !L) {
  // Results left out: written.
  // CHECK:      {{^}}  %c = fly.composition(%a, %b) : (!fly.layout<(6,2):(8,2)>, !fly.layout<(4,3):(3,1)>) -> !fly.layout<((2,2),3):((24,2),8)>{{$}}
  %c = fly.composition(%a, %b) : (!fly.layout<(6,2):(8,2)>, !fly.layout<(4,3):(3,1)>)
  // A wrong result type, and a use that repeats it: both become 64.
  // CHECK:      {{^}}  %s = fly.size(%l) : (!L) -> !fly.int_tuple<64>   // was 7{{$}}
  // CHECK-NEXT: {{^}}  %v = fly.get_scalar(%s) : (!fly.int_tuple<64>) -> i32{{$}}
  %s = fly.size(%l) : (!L) -> !fly.int_tuple<7>   // was 7
  %v = fly.get_scalar(%s) : (!fly.int_tuple<7>) -> i32
  // CHECK:      {{^}}  %r = fly.get_shape(%l) : (!L) -> !S{{$}}
  // CHECK-NEXT: {{^}}  %r2 = fly.get_shape(%l) : (!L) -> !S{{$}}
  %r = fly.get_shape(%l) : (!L) -> !S
  %r2 = fly.get_shape(%l) : (!L) -> !S
  // CHECK:      {{^}}  %x = fly.size(%l) : (!L) -> !T{{$}}
  // CHECK-NEXT: {{^}}  %y = fly.size(%a) : (!fly.layout<(6,2):(8,2)>) -> !fly.int_tuple<12>{{$}}
  %x = fly.size(%l) : (!L) -> !T
  %y = fly.size(%a) : (!fly.layout<(6,2):(8,2)>) -> !T
  // A type that is an alias's body is written as the alias.
  // CHECK:      {{^}}  %z = fly.size(%l) : (!L) -> !T{{$}}
  %z = fly.size(%l) : (!L)
  return
}

// REPORT: fly-fill-types: {{[1-9][0-9]*}} type(s) written in {{[2-9][0-9]*}} round(s)
