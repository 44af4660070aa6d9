// RUN: fly-opt %s --convert-fly-to-nvvm -split-input-file -verify-diagnostics
// What the tma_load lowering rejects (lib/Conversion/FlyToNVVM/TmaLoad.cpp),
// in the order it checks: the source must be a coordinate tensor (the
// instruction reads global memory through the tensor map, never through a
// view); the destination a shared-memory view of a static shape (PTX ISA
// "cp.async.bulk.tensor": the destination is in .shared::cluster); the
// source in normal form, fly.make_view of a fly.make_int_tuple of the
// base's dynamic leaves (what fly-layout-lowering leaves; this file runs
// the conversion alone, so a slice is not normalized); and one coordinate
// per dimension of the box (the .Nd of the instruction takes N). Each is an
// error at the call, then the conversion's "failed to legalize". (The
// "no tensor_map/mbar fields" error cannot happen: every tma_load has
// them. A fully static coordinate tensor and a static coordinate past the
// 32-bit range are bugs, tested in tma-static-source.mlir.)

// A view source with a whole-tile atom passes the copy_atom_call verifier
// (valBits = 0 takes the views whole, as the TDM does), but the TMA has no
// use for one.
!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
!g = !fly.memref<bf16, global, (64,32):(32,1), align<128>>
!s = !fly.memref<bf16, shared, (64,32):(32,1), align<128>>
func.func @view_source(%g: !g, %s: !s) {
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tma
  // expected-error @+2 {{'!fly_nvvm.tma_load<2>' reads through its tensor map: its source is a coordinate tensor of the box, not '!fly.memref<bf16, global, (64,32):(32,1), align<128>>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %g, %s) : (!tma, !g, !s) -> ()
  return
}

// -----

// A global destination (a global -> global TMA copy is not this atom).
!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
!c = !fly.coord_tensor<(?,?), (64,32):(1E0,1E1)>
!g = !fly.memref<bf16, global, (64,32):(32,1), align<128>>
func.func @global_destination(%r: i32, %k: i32, %d: !g) {
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tma
  %base = fly.make_int_tuple(%r, %k) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %l = fly.static : !fly.layout<(64,32):(1E0,1E1)>
  %t = fly.make_view(%base, %l) : (!fly.int_tuple<(?,?)>, !fly.layout<(64,32):(1E0,1E1)>) -> !c
  // expected-error @+2 {{'!fly_nvvm.tma_load<2>' loads into shared memory; the destination is '!fly.memref<bf16, global, (64,32):(32,1), align<128>>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %t, %d) : (!tma, !c, !g) -> ()
  return
}

// -----

// Registers are not shared memory either.
!tma = !fly.copy_atom<!fly_nvvm.tma_load<1>, 0>
!c = !fly.coord_tensor<?, 8:1E0>
!r = !fly.memref<f32, register, 8:1>
func.func @register_destination(%x: i32, %d: !r) {
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tma
  %base = fly.make_int_tuple(%x) : (i32) -> !fly.int_tuple<?>
  %l = fly.static : !fly.layout<8:1E0>
  %t = fly.make_view(%base, %l) : (!fly.int_tuple<?>, !fly.layout<8:1E0>) -> !c
  // expected-error @+2 {{'!fly_nvvm.tma_load<1>' loads into shared memory; the destination is '!fly.memref<f32, register, 8:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %t, %d) : (!tma, !c, !r) -> ()
  return
}

// -----

// The destination's shape must be static (the lowering's view helper).
!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
!c = !fly.coord_tensor<(?,?), (64,32):(1E0,1E1)>
!sd = !fly.memref<bf16, shared, (?,32):(32,1), align<128>>
func.func @dynamic_destination(%r: i32, %k: i32, %n: i32, %p: !fly.ptr<bf16, shared, align<128>>) {
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tma
  %base = fly.make_int_tuple(%r, %k) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %l = fly.static : !fly.layout<(64,32):(1E0,1E1)>
  %t = fly.make_view(%base, %l) : (!fly.int_tuple<(?,?)>, !fly.layout<(64,32):(1E0,1E1)>) -> !c
  %sh = fly.make_int_tuple(%n) : (i32) -> !fly.int_tuple<(?,32)>
  %st = fly.make_int_tuple() : () -> !fly.int_tuple<(32,1)>
  %sl = fly.make_layout(%sh, %st) : (!fly.int_tuple<(?,32)>, !fly.int_tuple<(32,1)>) -> !fly.layout<(?,32):(32,1)>
  %s = fly.make_view(%p, %sl) : (!fly.ptr<bf16, shared, align<128>>, !fly.layout<(?,32):(32,1)>) -> !sd
  // expected-error @+2 {{destination '!fly.memref<bf16, shared, (?,32):(32,1), align<128>>': the shape must be static}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %t, %s) : (!tma, !c, !sd) -> ()
  return
}

// -----

// A coordinate tensor that is not a fly.make_view (a function argument).
!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
!c = !fly.coord_tensor<(?,?), (64,32):(1E0,1E1)>
!s = !fly.memref<bf16, shared, (64,32):(32,1), align<128>>
func.func @source_argument(%t: !c, %s: !s) {
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tma
  // expected-error @+2 {{the base of the tma_load source #fly.int_tuple<(?,?)> is dynamic and not in normal form (fly.make_view of a fly.make_int_tuple of its dynamic leaves); run fly-layout-lowering first}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %t, %s) : (!tma, !c, !s) -> ()
  return
}

// -----

// A slice of a coordinate tensor, before fly-layout-lowering (which would
// rewrite it as a make_view: see tma.mlir's example flow).
!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
!c = !fly.coord_tensor<(?,?), (64,32,4):(1E0,1E1,32E1)>
!ck = !fly.coord_tensor<(?,?), (64,32):(1E0,1E1)>
!s = !fly.memref<bf16, shared, (64,32):(32,1), align<128>>
func.func @source_slice(%r: i32, %k: i32, %kt: i32, %s: !s) {
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tma
  %base = fly.make_int_tuple(%r, %k) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %l = fly.static : !fly.layout<(64,32,4):(1E0,1E1,32E1)>
  %t = fly.make_view(%base, %l) : (!fly.int_tuple<(?,?)>, !fly.layout<(64,32,4):(1E0,1E1,32E1)>) -> !c
  %at = fly.make_int_tuple(%kt) : (i32) -> !fly.int_tuple<(*,*,?)>
  %tk = fly.slice(%t, %at) : (!c, !fly.int_tuple<(*,*,?)>) -> !ck
  // expected-error @+2 {{the base of the tma_load source #fly.int_tuple<(?,?)> is dynamic and not in normal form (fly.make_view of a fly.make_int_tuple of its dynamic leaves); run fly-layout-lowering first}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %tk, %s) : (!tma, !ck, !s) -> ()
  return
}

// -----

// A make_view whose base is not a fly.make_int_tuple (a function argument):
// its dynamic leaves have no values to read.
!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
!c = !fly.coord_tensor<(?,?), (64,32):(1E0,1E1)>
!s = !fly.memref<bf16, shared, (64,32):(32,1), align<128>>
func.func @base_argument(%base: !fly.int_tuple<(?,?)>, %s: !s) {
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tma
  %l = fly.static : !fly.layout<(64,32):(1E0,1E1)>
  %t = fly.make_view(%base, %l) : (!fly.int_tuple<(?,?)>, !fly.layout<(64,32):(1E0,1E1)>) -> !c
  // expected-error @+2 {{the base of the tma_load source #fly.int_tuple<(?,?)> is dynamic and not in normal form (fly.make_view of a fly.make_int_tuple of its dynamic leaves); run fly-layout-lowering first}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %t, %s) : (!tma, !c, !s) -> ()
  return
}

// -----

// A base leaf that is a basis element (1E0) is no integer coordinate.
!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
!c = !fly.coord_tensor<(1E0,?), (64,32):(1E0,1E1)>
!s = !fly.memref<bf16, shared, (64,32):(32,1), align<128>>
func.func @base_basis_leaf(%k: i32, %s: !s) {
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tma
  %base = fly.make_int_tuple(%k) : (i32) -> !fly.int_tuple<(1E0,?)>
  %l = fly.static : !fly.layout<(64,32):(1E0,1E1)>
  %t = fly.make_view(%base, %l) : (!fly.int_tuple<(1E0,?)>, !fly.layout<(64,32):(1E0,1E1)>) -> !c
  // expected-error @+2 {{the base of the tma_load source #fly.int_tuple<(1E0,?)> is not in normal form (a fly.make_int_tuple of its dynamic leaves)}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %t, %s) : (!tma, !c, !s) -> ()
  return
}

// -----

// Too few coordinates: a 3-D box from a 2-D coordinate tensor.
!tma = !fly.copy_atom<!fly_nvvm.tma_load<3>, 0>
!c = !fly.coord_tensor<(?,?), (64,32):(1E0,1E1)>
!s = !fly.memref<bf16, shared, (64,32):(32,1), align<128>>
func.func @rank_too_small(%r: i32, %k: i32, %s: !s) {
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tma
  %base = fly.make_int_tuple(%r, %k) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %l = fly.static : !fly.layout<(64,32):(1E0,1E1)>
  %t = fly.make_view(%base, %l) : (!fly.int_tuple<(?,?)>, !fly.layout<(64,32):(1E0,1E1)>) -> !c
  // expected-error @+2 {{'!fly_nvvm.tma_load<3>' takes 3 coordinates; the source has 2}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %t, %s) : (!tma, !c, !s) -> ()
  return
}

// -----

// Too many: a 2-D box from a 3-D coordinate tensor (one static leaf: the
// static leaves count too).
!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
!c = !fly.coord_tensor<(?,0,?), (2,64,32):(1E0,1E1,1E2)>
!s = !fly.memref<bf16, shared, (2,64,32):(2048,32,1), align<128>>
func.func @rank_too_large(%b: i32, %k: i32, %s: !s) {
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tma
  %base = fly.make_int_tuple(%b, %k) : (i32, i32) -> !fly.int_tuple<(?,0,?)>
  %l = fly.static : !fly.layout<(2,64,32):(1E0,1E1,1E2)>
  %t = fly.make_view(%base, %l) : (!fly.int_tuple<(?,0,?)>, !fly.layout<(2,64,32):(1E0,1E1,1E2)>) -> !c
  // expected-error @+2 {{'!fly_nvvm.tma_load<2>' takes 2 coordinates; the source has 3}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %t, %s) : (!tma, !c, !s) -> ()
  return
}
