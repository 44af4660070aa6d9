// RUN: fly-opt %s -split-input-file -verify-diagnostics
// The whole-tile copy atoms (payloads that copy 0 bits per call:
// !fly_nvvm.tma_load, !fly_rocdl.gfx1250.tdm) count no values: valBits is
// 0 or, as FlyDSL's front end writes it, the element width of the tensor
// they copy, which the copy checks. And a whole-tile call's predicate is
// checked like any other (i1), whatever its source.

// 1a: the TDM atom with valBits 8 copies i8 tensors...
func.func @tdm_valbits_8(%g: !fly.memref<i8, global, (128,128):(128,1)>, %s: !fly.memref<i8, shared, (128,128):(144,1), align<1024>>) {
  %0 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2>, 8>
  fly.copy_atom_call(%0, %g, %s) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2>, 8>, !fly.memref<i8, global, (128,128):(128,1)>, !fly.memref<i8, shared, (128,128):(144,1), align<1024>>) -> ()
  return
}

// -----

// 1b: ...and no bf16 tensor.
func.func @tdm_valbits_8_bf16(%g: !fly.memref<bf16, global, (128,128):(128,1)>, %s: !fly.memref<bf16, shared, (128,128):(144,1), align<1024>>) {
  %0 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2>, 8>
  // expected-error @+1 {{the source element type 'bf16' is not 8 bits wide, the width the whole-tile atom '!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>' names}}
  fly.copy_atom_call(%0, %g, %s) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2>, 8>, !fly.memref<bf16, global, (128,128):(128,1)>, !fly.memref<bf16, shared, (128,128):(144,1), align<1024>>) -> ()
  return
}

// -----

// 2a: an f32 predicate with a coordinate-tensor source.
!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
!ct = !fly.coord_tensor<(?,?), (64,32):(1E0,1E1)>
!sm = !fly.memref<bf16, shared, (64,32):(32,1), align<128>>
!pf = !fly.memref<f32, register, 1:0>
func.func @coord_source_f32_predicate(%c: !ct, %s: !sm, %p: !pf) {
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tma
  // expected-error @+1 {{'fly.copy_atom_call' op the predicate must hold i1, not 'f32'}}
  fly.copy_atom_call(%a, %c, %s, %p) : (!tma, !ct, !sm, !pf) -> ()
  return
}

// -----

// 2b: the same on views with the TDM atom.
!tdm = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2>, 0>
!g = !fly.memref<f16, global, (4,8):(8,1)>
!sm = !fly.memref<f16, shared, (4,8):(8,1)>
!pf = !fly.memref<f32, register, 1:0>
func.func @whole_tile_view_f32_predicate(%g: !g, %s: !sm, %p: !pf) {
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tdm
  // expected-error @+1 {{'fly.copy_atom_call' op the predicate must hold i1, not 'f32'}}
  fly.copy_atom_call(%a, %g, %s, %p) : (!tdm, !g, !sm, !pf) -> ()
  return
}
