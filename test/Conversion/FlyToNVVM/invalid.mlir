// RUN: fly-opt %s --fly-layout-lowering --convert-fly-to-nvvm -split-input-file -verify-diagnostics
// What the fly_nvvm call lowerings reject (lib/Conversion/FlyToNVVM/
// MatrixCopies.cpp, CpAsync.cpp, MmaSync.cpp): the instructions' own
// requirements (PTX ISA "ldmatrix", "stmatrix": .shared rows of 16
// contiguous, 16-byte aligned bytes of b16 elements; "cp.async": a .global
// source, a .shared destination, cp-size contiguous bytes aligned to
// cp-size; "mma": the fragment sizes of the shape), views the lowering
// cannot map to them, and swizzles that would split what one instruction
// moves. Each is an error at the call saying why, then the conversion's
// "failed to legalize". (The copy_atom_call / mma_atom_call verifiers catch
// mismatched value counts first; chips are fly-nvvm-check-target's,
// test/Target/NVVM/check-target-atoms.mlir. Two cases that are bugs of the
// lowering are in files of their own, so that this one passes meanwhile:
// mma-sync-d-bits-invalid.mlir and mma-sync-ssa-store.mlir.)

//===----------------------------------------------------------------------===//
// ldmatrix / stmatrix
//===----------------------------------------------------------------------===//

// ldmatrix reads shared memory only.
!ld4 = !fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 16>
func.func @ldmatrix_from_global(%s: !fly.memref<f16, global, 8:1, align<16>>, %r: !fly.memref<f16, register, 8:1>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !ld4
  // expected-error @+2 {{'!fly_nvvm.ldmatrix<x4>': the source must be a shared-memory view, got '!fly.memref<f16, global, 8:1, align<16>>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %r) : (!ld4, !fly.memref<f16, global, 8:1, align<16>>, !fly.memref<f16, register, 8:1>) -> ()
  return
}

// -----

// stmatrix writes shared memory only.
!st2 = !fly.copy_atom<!fly_nvvm.stmatrix<x2>, 16>
func.func @stmatrix_to_registers(%r: !fly.memref<f16, register, 4:1>, %s: !fly.memref<f16, register, 4:1>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !st2
  // expected-error @+2 {{'!fly_nvvm.stmatrix<x2>': the destination must be a shared-memory view, got '!fly.memref<f16, register, 4:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %r, %s) : (!st2, !fly.memref<f16, register, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
  return
}

// -----

// b16 elements, or 8-bit ones without trans: .trans transposes 16-bit
// elements, so 8-bit values with it are refused, with the fix named ...
!ld4t = !fly.copy_atom<!fly_nvvm.ldmatrix<x4, trans>, 8>
func.func @ldmatrix_8_bit_trans(%s: !fly.memref<i8, shared, 16:1, align<16>>, %r: !fly.memref<i8, register, 16:1>) {
  %a = fly.make_copy_atom {valBits = 8 : i32} : !ld4t
  // expected-error @+2 {{'!fly_nvvm.ldmatrix<x4, trans>' transposes 16-bit elements; the source has 8-bit ones, whose transpose it would get wrong (sm_90 has no .b8 form): load 8-bit tiles without trans, stored with k contiguous}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %r) : (!ld4t, !fly.memref<i8, shared, 16:1, align<16>>, !fly.memref<i8, register, 16:1>) -> ()
  return
}

// -----

// ... and 32-bit ones are rejected (the row is 8 b16 elements).
!ld4 = !fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 32>
func.func @ldmatrix_32_bit(%s: !fly.memref<f32, shared, 4:1, align<16>>, %r: !fly.memref<f32, register, 4:1>) {
  %a = fly.make_copy_atom {valBits = 32 : i32} : !ld4
  // expected-error @+2 {{'!fly_nvvm.ldmatrix<x4>' moves 16-bit elements (8-bit ones without trans); the source has 32-bit ones}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %r) : (!ld4, !fly.memref<f32, shared, 4:1, align<16>>, !fly.memref<f32, register, 4:1>) -> ()
  return
}

// -----

// The lane's row view must be consecutive elements (the instruction reads
// 16 contiguous bytes from value 0).
!ld4 = !fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 16>
func.func @ldmatrix_strided_row(%s: !fly.memref<f16, shared, 8:2, align<16>>, %r: !fly.memref<f16, register, 8:1>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !ld4
  // expected-error @+2 {{'!fly_nvvm.ldmatrix<x4>': the source values of a lane are the start of one row and must be consecutive elements}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %r) : (!ld4, !fly.memref<f16, shared, 8:2, align<16>>, !fly.memref<f16, register, 8:1>) -> ()
  return
}

// -----

// A row stride known only at run time: not one row whatever its value.
!ld2 = !fly.copy_atom<!fly_nvvm.ldmatrix<x2>, 16>
func.func @ldmatrix_dynamic_row(%p: !fly.ptr<f16, shared, align<16>>, %r: !fly.memref<f16, register, 4:1>, %n: i32) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !ld2
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(2,2)>
  %st = fly.make_int_tuple(%n) : (i32) -> !fly.int_tuple<(1,?{div=8})>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(2,2)>, !fly.int_tuple<(1,?{div=8})>) -> !fly.layout<(2,2):(1,?{div=8})>
  %s = fly.make_view(%p, %l) : (!fly.ptr<f16, shared, align<16>>, !fly.layout<(2,2):(1,?{div=8})>) -> !fly.memref<f16, shared, (2,2):(1,?{div=8}), align<16>>
  // expected-error @+2 {{'!fly_nvvm.ldmatrix<x2>': the source values of a lane are the start of one row and must be consecutive elements}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %r) : (!ld2, !fly.memref<f16, shared, (2,2):(1,?{div=8}), align<16>>, !fly.memref<f16, register, 4:1>) -> ()
  return
}

// -----

// stmatrix's rows likewise.
!st2 = !fly.copy_atom<!fly_nvvm.stmatrix<x2>, 16>
func.func @stmatrix_strided_row(%r: !fly.memref<f16, register, 4:1>, %s: !fly.memref<f16, shared, (2,2):(1,8), align<16>>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !st2
  // expected-error @+2 {{'!fly_nvvm.stmatrix<x2>': the destination values of a lane are the start of one row and must be consecutive elements}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %r, %s) : (!st2, !fly.memref<f16, register, 4:1>, !fly.memref<f16, shared, (2,2):(1,8), align<16>>) -> ()
  return
}

// -----

// Rows are 16-byte aligned: an 8-byte aligned view is not known to be.
!ld4 = !fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 16>
func.func @ldmatrix_unaligned(%s: !fly.memref<f16, shared, 8:1, align<8>>, %r: !fly.memref<f16, register, 8:1>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !ld4
  // expected-error @+2 {{'!fly_nvvm.ldmatrix<x4>': each row is 16 bytes and must be 16-byte aligned; the source is only known to be 8-byte aligned (give its pointer align<16>)}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %r) : (!ld4, !fly.memref<f16, shared, 8:1, align<8>>, !fly.memref<f16, register, 8:1>) -> ()
  return
}

// -----

// The row of lane 1 of a padded (16,16):(20,1) tile starts 20 elements =
// 40 bytes in: 8-byte aligned (test/Dialect/FlyNVVM/layouts.mlir).
!ld4 = !fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 16>
!tvA = !fly.layout<((4,8),(2,2,2)):((32,1),(16,8,128))>
!t16 = !fly.tile<[16:1|16:1]>
!tc = !fly.tiled_copy<!ld4, !tvA, !t16>
!sP = !fly.memref<f16, shared, (16,16):(20,1), align<16>>
func.func @ldmatrix_padded_rows(%p: !fly.ptr<f16, shared, align<16>>, %r: !fly.memref<f16, register, ((8,1),1,1):((1,0),0,0)>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !ld4
  %tv = fly.static : !tvA
  %tile = fly.static : !t16
  %tc = fly.make_tiled_copy(%atom, %tv, %tile) : (!ld4, !tvA, !t16) -> !tc
  %l = fly.static : !fly.layout<(16,16):(20,1)>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f16, shared, align<16>>, !fly.layout<(16,16):(20,1)>) -> !sP
  %t1 = fly.static : !fly.int_tuple<1>
  %src = fly.tiled_copy.partition_src(%tc, %v, %t1) : (!tc, !sP, !fly.int_tuple<1>) -> !fly.memref<f16, shared, ((8,1),1,1):((1,0),0,0), align<8>>
  // expected-error @+2 {{'!fly_nvvm.ldmatrix<x4>': each row is 16 bytes and must be 16-byte aligned; the source is only known to be 8-byte aligned (give its pointer align<16>)}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %src, %r) : (!ld4, !fly.memref<f16, shared, ((8,1),1,1):((1,0),0,0), align<8>>, !fly.memref<f16, register, ((8,1),1,1):((1,0),0,0)>) -> ()
  return
}

// -----

!st2 = !fly.copy_atom<!fly_nvvm.stmatrix<x2, trans>, 16>
func.func @stmatrix_unaligned(%r: !fly.memref<f16, register, 4:1>, %s: !fly.memref<f16, shared, 4:1, align<4>>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !st2
  // expected-error @+2 {{'!fly_nvvm.stmatrix<x2, trans>': each row is 16 bytes and must be 16-byte aligned; the destination is only known to be 4-byte aligned (give its pointer align<16>)}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %r, %s) : (!st2, !fly.memref<f16, register, 4:1>, !fly.memref<f16, shared, 4:1, align<4>>) -> ()
  return
}

// -----

// A byte swizzle with base 3 XORs bit 3 of the address: it would split a
// 16-byte row (base >= 4 keeps 16-byte chunks whole).
!ld4 = !fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 16>
func.func @ldmatrix_swizzle_base_3(%s: !fly.memref<f16, shared, 8:1, align<16>, S<3,3,3>>, %r: !fly.memref<f16, register, 8:1>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !ld4
  // expected-error @+2 {{'!fly_nvvm.ldmatrix<x4>': the swizzle of the source moves bytes inside a 16-byte row}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %r) : (!ld4, !fly.memref<f16, shared, 8:1, align<16>, S<3,3,3>>, !fly.memref<f16, register, 8:1>) -> ()
  return
}

// -----

!st4 = !fly.copy_atom<!fly_nvvm.stmatrix<x4>, 16>
func.func @stmatrix_swizzle_base_2(%r: !fly.memref<f16, register, 8:1>, %s: !fly.memref<f16, shared, 8:1, align<16>, S<2,2,4>>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !st4
  // expected-error @+2 {{'!fly_nvvm.stmatrix<x4>': the swizzle of the destination moves bytes inside a 16-byte row}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %r, %s) : (!st4, !fly.memref<f16, register, 8:1>, !fly.memref<f16, shared, 8:1, align<16>, S<2,2,4>>) -> ()
  return
}

// -----

// The register side must be static: a register view with a runtime stride.
!ld2 = !fly.copy_atom<!fly_nvvm.ldmatrix<x2>, 16>
func.func @ldmatrix_dynamic_registers(%s: !fly.memref<f16, shared, 4:1, align<16>>, %p: !fly.ptr<f16, register>, %n: i32) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !ld2
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(2,2)>
  %st = fly.make_int_tuple(%n) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(2,2)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(2,2):(1,?)>
  %r = fly.make_view(%p, %l) : (!fly.ptr<f16, register>, !fly.layout<(2,2):(1,?)>) -> !fly.memref<f16, register, (2,2):(1,?)>
  // expected-error @+2 {{'!fly_nvvm.ldmatrix<x2>' writes 64 bits per lane into a static register view; the destination is '!fly.memref<f16, register, (2,2):(1,?)>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %r) : (!ld2, !fly.memref<f16, shared, 4:1, align<16>>, !fly.memref<f16, register, (2,2):(1,?)>) -> ()
  return
}

// -----

!st2 = !fly.copy_atom<!fly_nvvm.stmatrix<x2>, 16>
func.func @stmatrix_dynamic_registers(%s: !fly.memref<f16, shared, 4:1, align<16>>, %p: !fly.ptr<f16, register>, %n: i32) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !st2
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(2,2)>
  %st = fly.make_int_tuple(%n) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(2,2)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(2,2):(1,?)>
  %r = fly.make_view(%p, %l) : (!fly.ptr<f16, register>, !fly.layout<(2,2):(1,?)>) -> !fly.memref<f16, register, (2,2):(1,?)>
  // expected-error @+2 {{'!fly_nvvm.stmatrix<x2>' reads a static register view; the source is '!fly.memref<f16, register, (2,2):(1,?)>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %r, %s) : (!st2, !fly.memref<f16, register, (2,2):(1,?)>, !fly.memref<f16, shared, 4:1, align<16>>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// cp_async
//===----------------------------------------------------------------------===//

// -----

// Global to global ...
!cg = !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 16>
func.func @cp_async_global_to_global(%s: !fly.memref<f16, global, 8:1, align<16>>, %d: !fly.memref<f16, global, 8:1, align<16>>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !cg
  // expected-error @+2 {{'!fly_nvvm.cp_async<128, cg>' copies from a global view to a shared view; got '!fly.memref<f16, global, 8:1, align<16>>' -> '!fly.memref<f16, global, 8:1, align<16>>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %d) : (!cg, !fly.memref<f16, global, 8:1, align<16>>, !fly.memref<f16, global, 8:1, align<16>>) -> ()
  return
}

// -----

// ... shared to shared ...
!cg = !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 16>
func.func @cp_async_shared_to_shared(%s: !fly.memref<f16, shared, 8:1, align<16>>, %d: !fly.memref<f16, shared, 8:1, align<16>>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !cg
  // expected-error @+2 {{'!fly_nvvm.cp_async<128, cg>' copies from a global view to a shared view; got '!fly.memref<f16, shared, 8:1, align<16>>' -> '!fly.memref<f16, shared, 8:1, align<16>>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %d) : (!cg, !fly.memref<f16, shared, 8:1, align<16>>, !fly.memref<f16, shared, 8:1, align<16>>) -> ()
  return
}

// -----

// ... from a generic pointer (cp.async takes a .global address) ...
!cg = !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 16>
func.func @cp_async_from_generic(%s: !fly.memref<f16, generic, 8:1, align<16>>, %d: !fly.memref<f16, shared, 8:1, align<16>>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !cg
  // expected-error @+2 {{'!fly_nvvm.cp_async<128, cg>' copies from a global view to a shared view; got '!fly.memref<f16, generic, 8:1, align<16>>' -> '!fly.memref<f16, shared, 8:1, align<16>>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %d) : (!cg, !fly.memref<f16, generic, 8:1, align<16>>, !fly.memref<f16, shared, 8:1, align<16>>) -> ()
  return
}

// -----

// ... or into registers.
!ca = !fly.copy_atom<!fly_nvvm.cp_async<32, ca>, 32>
func.func @cp_async_to_registers(%s: !fly.memref<f32, global, 1:1>, %d: !fly.memref<f32, register, 1:1>) {
  %a = fly.make_copy_atom {valBits = 32 : i32} : !ca
  // expected-error @+2 {{'!fly_nvvm.cp_async<32, ca>' copies from a global view to a shared view; got '!fly.memref<f32, global, 1:1>' -> '!fly.memref<f32, register, 1:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %d) : (!ca, !fly.memref<f32, global, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
  return
}

// -----

// A source that is two runs of 4 halves.
!cg = !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 16>
func.func @cp_async_non_contiguous_source(%s: !fly.memref<f16, global, (4,2):(1,8), align<16>>, %d: !fly.memref<f16, shared, 8:1, align<16>>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !cg
  // expected-error @+2 {{'!fly_nvvm.cp_async<128, cg>' copies 128 contiguous bits per lane; the source holds 8 x 16 bits, not contiguous}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %d) : (!cg, !fly.memref<f16, global, (4,2):(1,8), align<16>>, !fly.memref<f16, shared, 8:1, align<16>>) -> ()
  return
}

// -----

// A destination with stride 2.
!c64 = !fly.copy_atom<!fly_nvvm.cp_async<64, ca>, 16>
func.func @cp_async_non_contiguous_destination(%s: !fly.memref<f16, global, 4:1, align<8>>, %d: !fly.memref<f16, shared, 4:2, align<8>>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !c64
  // expected-error @+2 {{'!fly_nvvm.cp_async<64, ca>' copies 64 contiguous bits per lane; the destination holds 4 x 16 bits, not contiguous}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %d) : (!c64, !fly.memref<f16, global, 4:1, align<8>>, !fly.memref<f16, shared, 4:2, align<8>>) -> ()
  return
}

// -----

// A runtime stride inside one call's values: contiguous for no value but 4.
!cg = !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 16>
func.func @cp_async_dynamic_stride_inside(%p: !fly.ptr<f16, global, align<16>>, %d: !fly.memref<f16, shared, 8:1, align<16>>, %n: i32) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !cg
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(4,2)>
  %st = fly.make_int_tuple(%n) : (i32) -> !fly.int_tuple<(1,?{div=8})>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(4,2)>, !fly.int_tuple<(1,?{div=8})>) -> !fly.layout<(4,2):(1,?{div=8})>
  %s = fly.make_view(%p, %l) : (!fly.ptr<f16, global, align<16>>, !fly.layout<(4,2):(1,?{div=8})>) -> !fly.memref<f16, global, (4,2):(1,?{div=8}), align<16>>
  // expected-error @+2 {{'!fly_nvvm.cp_async<128, cg>' copies 128 contiguous bits per lane; the source holds 8 x 16 bits, not contiguous}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %d) : (!cg, !fly.memref<f16, global, (4,2):(1,?{div=8}), align<16>>, !fly.memref<f16, shared, 8:1, align<16>>) -> ()
  return
}

// -----

// One call per fly.copy_atom_call: views holding two calls' worth (which the
// op accepts) are not split by this lowering (fly.copy is).
!cg = !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 16>
func.func @cp_async_two_calls(%s: !fly.memref<f16, global, 16:1, align<16>>, %d: !fly.memref<f16, shared, 16:1, align<16>>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !cg
  // expected-error @+2 {{'!fly_nvvm.cp_async<128, cg>' copies 128 contiguous bits per lane; the source holds 16 x 16 bits}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %d) : (!cg, !fly.memref<f16, global, 16:1, align<16>>, !fly.memref<f16, shared, 16:1, align<16>>) -> ()
  return
}

// -----

// Addresses aligned to the copy size: the source is only 8-byte aligned.
!cg = !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 16>
func.func @cp_async_misaligned_source(%s: !fly.memref<f16, global, 8:1, align<8>>, %d: !fly.memref<f16, shared, 8:1, align<16>>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !cg
  // expected-error @+2 {{'!fly_nvvm.cp_async<128, cg>' needs 16-byte aligned addresses; the source is only known to be 8-byte aligned (give its pointer align<16>)}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %d) : (!cg, !fly.memref<f16, global, 8:1, align<8>>, !fly.memref<f16, shared, 8:1, align<16>>) -> ()
  return
}

// -----

// 4 bytes of two halves at an address known only to be 2-byte aligned.
!ca = !fly.copy_atom<!fly_nvvm.cp_async<32, ca>, 16>
func.func @cp_async_misaligned_destination(%s: !fly.memref<f16, global, 2:1, align<4>>, %d: !fly.memref<f16, shared, 2:1>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !ca
  // expected-error @+2 {{'!fly_nvvm.cp_async<32, ca>' needs 4-byte aligned addresses; the destination is only known to be 2-byte aligned (give its pointer align<4>)}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %d) : (!ca, !fly.memref<f16, global, 2:1, align<4>>, !fly.memref<f16, shared, 2:1>) -> ()
  return
}

// -----

// A byte swizzle with base 3 (8 bytes) splits a 16-byte copy ...
!cg = !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 16>
func.func @cp_async_swizzle_destination(%s: !fly.memref<f16, global, 8:1, align<16>>, %d: !fly.memref<f16, shared, 8:1, align<16>, S<3,3,3>>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !cg
  // expected-error @+2 {{'!fly_nvvm.cp_async<128, cg>': the swizzle of the destination moves bytes inside one copy}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %d) : (!cg, !fly.memref<f16, global, 8:1, align<16>>, !fly.memref<f16, shared, 8:1, align<16>, S<3,3,3>>) -> ()
  return
}

// -----

// ... and base 2 (4 bytes) an 8-byte one (base 3 would not: test/Conversion/
// FlyToNVVM/cp-async.mlir swizzles 16-byte copies with base 4).
!c64 = !fly.copy_atom<!fly_nvvm.cp_async<64, ca>, 16>
func.func @cp_async_swizzle_source(%s: !fly.memref<f16, global, 4:1, align<8>, S<1,2,4>>, %d: !fly.memref<f16, shared, 4:1, align<8>>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !c64
  // expected-error @+2 {{'!fly_nvvm.cp_async<64, ca>': the swizzle of the source moves bytes inside one copy}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %s, %d) : (!c64, !fly.memref<f16, global, 4:1, align<8>, S<1,2,4>>, !fly.memref<f16, shared, 4:1, align<8>>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// mma_sync: the fragment sizes (M*K, N*K, M*N values over 32 lanes)
//===----------------------------------------------------------------------===//

// -----

// m16n8k16 A: 16*16/32 = 8 halves = 128 bits, not 4.
!m = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f32>>
func.func @mma_a_bits(%a: vector<4xf16>, %b: vector<4xf16>, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !m
  // expected-error @+2 {{operand A holds 64 bits per lane ('vector<4xf16>'), but '!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f32>' takes 128}}
  // expected-error @+1 {{failed to legalize operation}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!m, vector<4xf16>, vector<4xf16>, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// B: 8*16/32 = 4 halves = 64 bits, not 8 (register views).
!m = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f32>>
func.func @mma_b_bits(%d: !fly.memref<f32, register, 4:1>, %a: !fly.memref<f16, register, 8:1>, %b: !fly.memref<f16, register, 8:1>, %c: !fly.memref<f32, register, 4:1>) {
  %atom = fly.make_mma_atom : !m
  // expected-error @+2 {{operand B holds 128 bits per lane ('vector<8xf16>'), but '!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f32>' takes 64}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!m, !fly.memref<f32, register, 4:1>, !fly.memref<f16, register, 8:1>, !fly.memref<f16, register, 8:1>, !fly.memref<f32, register, 4:1>) -> ()
  return
}

// -----

// C of m16n8k32 i8: 16*8/32 = 4 i32 = 128 bits, not 8.
!m = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32>>
func.func @mma_c_bits(%a: vector<16xi8>, %b: vector<8xi8>, %c: vector<8xi32>) -> vector<8xi32> {
  %atom = fly.make_mma_atom : !m
  // expected-error @+2 {{operand C holds 256 bits per lane ('vector<8xi32>'), but '!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = true>' takes 128}}
  // expected-error @+1 {{failed to legalize operation}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!m, vector<16xi8>, vector<8xi8>, vector<8xi32>) -> vector<8xi32>
  return %d : vector<8xi32>
}

// -----

// tf32 A: 16*8/32 = 4 f32 = 128 bits, not 8.
!m = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>
func.func @mma_tf32_a_bits(%d: !fly.memref<f32, register, 4:1>, %a: !fly.memref<f32, register, 8:1>, %b: !fly.memref<f32, register, 2:1>, %c: !fly.memref<f32, register, 4:1>) {
  %atom = fly.make_mma_atom : !m
  // expected-error @+2 {{operand A holds 256 bits per lane ('vector<8xf32>'), but '!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>' takes 128}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!m, !fly.memref<f32, register, 4:1>, !fly.memref<f32, register, 8:1>, !fly.memref<f32, register, 2:1>, !fly.memref<f32, register, 4:1>) -> ()
  return
}

// -----

// fp8 B: 8*32/32 = 8 bytes = 64 bits, not 16.
!m = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>
func.func @mma_fp8_b_bits(%a: vector<16xf8E4M3FN>, %b: vector<16xf8E5M2>, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !m
  // expected-error @+2 {{operand B holds 128 bits per lane ('vector<16xi8>'), but '!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>' takes 64}}
  // expected-error @+1 {{failed to legalize operation}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!m, vector<16xf8E4M3FN>, vector<16xf8E5M2>, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}
