// RUN: fly-opt %s -split-input-file -verify-diagnostics
// The whole-tile copy atoms (payloads that copy 0 bits per call:
// !fly_nvvm.tma_load, !fly_rocdl.gfx1250.tdm) take valBits = 0 only: with
// another value their calls would have no whole number of values to count
// (copyBits 0), so the atom type is rejected. And a whole-tile call's
// predicate is checked like any other (i1), whatever its source.

// 1a: the TMA atom with valBits 16.
func.func @tma_valbits_16() {
  // expected-error @+1 {{valBits must be 0, got 16}}
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<2>, 16>
  return
}

// -----

// 1b: the TDM atom with valBits 8.
func.func @tdm_valbits_8() {
  // expected-error @+1 {{valBits must be 0, got 8}}
  %0 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2>, 8>
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
