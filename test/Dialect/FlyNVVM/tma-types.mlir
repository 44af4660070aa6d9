// RUN: fly-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: fly-opt %s -split-input-file -verify-diagnostics | fly-opt -split-input-file | FileCheck %s
// !fly_nvvm.tma_load<rank> (lib/Dialect/FlyNVVM/IR/PayloadSyntax.cpp,
// CopyPayloads.cpp): the Hopper TMA tile load. The PTX ISA's
// "cp.async.bulk.tensor" takes a tensor of 1 to 5 dimensions (.1d .. .5d),
// so the payload's rank is 1 .. 5, printed as `<rank>`. It moves a whole
// box per call, so its copy atoms are whole-tile atoms (valBits = 0). Its
// runtime state is two i64 fields, in this order: `tensor_map` (the
// generic address of the CUtensorMap) and `mbar` (the shared address of
// the mbarrier); fly.atom.set_value takes exactly those names and types.
// The first chunk round-trips (printed, then parsed again); the others are
// one verifier or parser error each.

// Every rank, in copy atoms of valBits = 0; the parser takes whitespace
// inside the brackets.
// CHECK-LABEL: func.func @ranks
func.func @ranks() {
  // CHECK: fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<1>, 0>
  %1 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<1>, 0>
  // CHECK: fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
  %2 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
  // CHECK: fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<3>, 0>
  %3 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<3>, 0>
  // CHECK: fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<4>, 0>
  %4 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<4>, 0>
  // CHECK: fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<5>, 0>
  %5 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<5>, 0>
  // CHECK: fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<3>, 0>
  %6 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load< 3 >, 0>
  return
}

// The payload on its own and in an atom, as function argument types.
// CHECK-LABEL: func.func @arguments(
// CHECK-SAME: !fly_nvvm.tma_load<4>
// CHECK-SAME: !fly.copy_atom<!fly_nvvm.tma_load<5>, 0>
func.func @arguments(%p: !fly_nvvm.tma_load<4>, %a: !fly.copy_atom<!fly_nvvm.tma_load<5>, 0>) {
  return
}

// The two state fields, set in either order and more than once; the
// distinct values %m (tensor map) and %b (mbarrier) must stay with the
// field they were given to.
!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
// CHECK-LABEL: func.func @set_value(
// CHECK-SAME: %[[M:[^:]+]]: i64, %[[B:[^:]+]]: i64)
// CHECK: %[[A:.*]] = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
// CHECK-NEXT: %[[A1:.*]] = fly.atom.set_value(%[[A]], "tensor_map", %[[M]]) : (!fly.copy_atom<!fly_nvvm.tma_load<2>, 0>, i64) -> !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
// CHECK-NEXT: %[[A2:.*]] = fly.atom.set_value(%[[A1]], "mbar", %[[B]]) : (!fly.copy_atom<!fly_nvvm.tma_load<2>, 0>, i64) -> !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
// CHECK-NEXT: %[[A3:.*]] = fly.atom.set_value(%[[A]], "mbar", %[[B]]) : (!fly.copy_atom<!fly_nvvm.tma_load<2>, 0>, i64) -> !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
// CHECK-NEXT: %[[A4:.*]] = fly.atom.set_value(%[[A3]], "tensor_map", %[[M]]) : (!fly.copy_atom<!fly_nvvm.tma_load<2>, 0>, i64) -> !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
// CHECK-NEXT: fly.atom.set_value(%[[A4]], "mbar", %[[M]]) : (!fly.copy_atom<!fly_nvvm.tma_load<2>, 0>, i64) -> !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
// CHECK-NEXT: return
func.func @set_value(%m: i64, %b: i64) {
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tma
  %a1 = fly.atom.set_value(%a, "tensor_map", %m) : (!tma, i64) -> !tma
  %a2 = fly.atom.set_value(%a1, "mbar", %b) : (!tma, i64) -> !tma
  %a3 = fly.atom.set_value(%a, "mbar", %b) : (!tma, i64) -> !tma
  %a4 = fly.atom.set_value(%a3, "tensor_map", %m) : (!tma, i64) -> !tma
  %a5 = fly.atom.set_value(%a4, "mbar", %m) : (!tma, i64) -> !tma
  return
}

// -----

// Rank 0: no box.
func.func @rank_zero() {
  // expected-error @+1 {{tma_load moves boxes of 1 to 5 dimensions, got 0}}
  %0 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<0>, 0>
  return
}

// -----

// Rank 6: cp.async.bulk.tensor stops at .5d.
func.func @rank_six() {
  // expected-error @+1 {{tma_load moves boxes of 1 to 5 dimensions, got 6}}
  %0 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<6>, 0>
  return
}

// -----

// A negative rank is the same error (the parser reads a signed integer).
func.func @rank_negative() {
  // expected-error @+1 {{tma_load moves boxes of 1 to 5 dimensions, got -1}}
  %0 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<-1>, 0>
  return
}

// -----

// The bad rank is reported at the type, also where no op makes the atom.
// expected-error @+1 {{tma_load moves boxes of 1 to 5 dimensions, got 6}}
func.func private @rank_six_argument(!fly_nvvm.tma_load<6>)

// -----

// The rank is a bare integer ...
func.func @rank_word() {
  // expected-error @+1 {{expected integer value}}
  %0 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<x2>, 0>
  return
}

// -----

// ... and the only parameter.
func.func @rank_two_numbers() {
  // expected-error @+1 {{expected '>'}}
  %0 = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<2, 3>, 0>
  return
}

// -----

// An unknown field: the error lists the two fields, in order.
!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
func.func @set_value_unknown_field(%a: !tma, %v: i64) {
  // expected-error @+1 {{'fly.atom.set_value' op the atom payload '!fly_nvvm.tma_load<2>' has no runtime field 'mbarrier'; its fields are 'tensor_map', 'mbar'}}
  %b = fly.atom.set_value(%a, "mbarrier", %v) : (!tma, i64) -> !tma
  return
}

// -----

// Field names are exact: not the CUDA type's name.
!tma = !fly.copy_atom<!fly_nvvm.tma_load<5>, 0>
func.func @set_value_cuda_name(%a: !tma, %v: i64) {
  // expected-error @+1 {{'fly.atom.set_value' op the atom payload '!fly_nvvm.tma_load<5>' has no runtime field 'CUtensorMap'; its fields are 'tensor_map', 'mbar'}}
  %b = fly.atom.set_value(%a, "CUtensorMap", %v) : (!tma, i64) -> !tma
  return
}

// -----

// A 32-bit shared address is not the mbar field's i64.
!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
func.func @set_value_mbar_i32(%a: !tma, %v: i32) {
  // expected-error @+1 {{'fly.atom.set_value' op field 'mbar' of '!fly_nvvm.tma_load<2>' is 'i64', got 'i32'}}
  %b = fly.atom.set_value(%a, "mbar", %v) : (!tma, i32) -> !tma
  return
}

// -----

// The tensor map is given as an integer, not as a pointer.
!tma = !fly.copy_atom<!fly_nvvm.tma_load<3>, 0>
func.func @set_value_tensor_map_ptr(%a: !tma, %v: !llvm.ptr) {
  // expected-error @+1 {{'fly.atom.set_value' op field 'tensor_map' of '!fly_nvvm.tma_load<3>' is 'i64', got '!llvm.ptr'}}
  %b = fly.atom.set_value(%a, "tensor_map", %v) : (!tma, !llvm.ptr) -> !tma
  return
}
