// RUN: fly-opt %s -split-input-file -verify-diagnostics
// Negative tests of the atom and tiling ops. When type
// inference fails MLIR reports the specific error and then "failed to infer
// returned types" at the same op.

// make_copy_atom: the valBits attribute is the one of the result type.
func.func @copy_atom_valbits() {
  // expected-error @+1 {{valBits = 32 differs from the 16 bits of the result type '!fly.copy_atom<!fly.universal_copy<32>, 16>'}}
  %a = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 16>
  return
}

// -----

// atom.set_value: the universal copy payload is stateless.
func.func @set_value_universal_copy(%a: !fly.copy_atom<!fly.universal_copy<32>, 16>, %v: i32) {
  // expected-error @+1 {{the atom payload '!fly.universal_copy<32>' has no runtime field 'soffset'}}
  %b = fly.atom.set_value(%a, "soffset", %v) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, i32) -> !fly.copy_atom<!fly.universal_copy<32>, 16>
  return
}

// -----

// atom.set_value: the universal FMA payload is stateless too.
func.func @set_value_universal_fma(%a: !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, %v: i32) {
  // expected-error @+1 {{the atom payload '!fly.universal_fma<1x1x1, (f32, f32) -> f32>' has no runtime field 'scale_a'}}
  %b = fly.atom.set_value(%a, "scale_a", %v) : (!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, i32) -> !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
  return
}

// -----

// atom.set_value: the result has the atom's type.
func.func @set_value_type(%a: !fly.copy_atom<!fly.universal_copy<32>, 16>, %v: i32) {
  // expected-error @+1 {{result type '!fly.copy_atom<!fly.universal_copy<32>, 32>' differs from the atom type '!fly.copy_atom<!fly.universal_copy<32>, 16>'}}
  %b = fly.atom.set_value(%a, "soffset", %v) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, i32) -> !fly.copy_atom<!fly.universal_copy<32>, 32>
  return
}

// -----

// make_tiled_copy: the atom universal_copy<32> of 16-bit values moves 2
// values per thread; a TV layout (4,3):(3,1) (4 threads x 3 values over a 3x4
// tile) gives 3 values per thread, not a whole number of atom value groups.
func.func @tiled_copy_value_groups(%a: !fly.copy_atom<!fly.universal_copy<32>, 16>, %tv: !fly.layout<(4,3):(3,1)>, %t: !fly.tile<[3|4]>) {
  // expected-error @+2 {{the TV layout (4,3):(3,1) has 3 values per thread, not a whole number of atom value groups of 2 (mode 1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %tc = fly.make_tiled_copy(%a, %tv, %t) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<(4,3):(3,1)>, !fly.tile<[3|4]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<(4,3):(3,1)>, !fly.tile<[3|4]>>
  return
}

// -----

// make_tiled_copy: 128-bit copies of 16-bit values are groups of 8; a TV
// layout with 4 values per thread is rejected.
func.func @tiled_copy_value_groups_128(%a: !fly.copy_atom<!fly.universal_copy<128>, 16>, %tv: !fly.layout<(8,4):(4,1)>, %t: !fly.tile<[4|8]>) {
  // expected-error @+2 {{has 4 values per thread, not a whole number of atom value groups of 8 (mode 1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %tc = fly.make_tiled_copy(%a, %tv, %t) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<(8,4):(4,1)>, !fly.tile<[4|8]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<(8,4):(4,1)>, !fly.tile<[4|8]>>
  return
}

// -----

// make_tiled_copy: the TV layout must be static.
func.func @tiled_copy_dynamic_tv(%a: !fly.copy_atom<!fly.universal_copy<32>, 16>, %tv: !fly.layout<((2,?),2):((4,1),2)>, %t: !fly.tile<[2:1|4:1]>) {
  // expected-error @+2 {{the TV layout ((2,?),2):((4,1),2) must be static}}
  // expected-error @+1 {{failed to infer returned types}}
  %tc = fly.make_tiled_copy(%a, %tv, %t) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,?),2):((4,1),2)>, !fly.tile<[2:1|4:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
  return
}

// -----

// make_tiled_copy: every tile mode needs an extent (no `*`).
func.func @tiled_copy_none_tile(%a: !fly.copy_atom<!fly.universal_copy<32>, 16>, %tv: !fly.layout<((2,2),2):((4,1),2)>, %t: !fly.tile<[2|*]>) {
  // expected-error @+2 {{a tiled copy needs an extent in every mode}}
  // expected-error @+1 {{failed to infer returned types}}
  %tc = fly.make_tiled_copy(%a, %tv, %t) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2|*]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2|*]>>
  return
}

// -----

// make_tiled_copy: operand 0 is a copy atom (operand constraint).
func.func @tiled_copy_mma_atom(%a: !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, %tv: !fly.layout<((2,2),2):((4,1),2)>, %t: !fly.tile<[2:1|4:1]>) {
  // expected-error @+1 {{operand #0 must be}}
  %tc = fly.make_tiled_copy(%a, %tv, %t) : (!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
  return
}

// -----

// make_tiled_mma: operand 0 is an MMA atom (operand constraint).
func.func @tiled_mma_copy_atom(%a: !fly.copy_atom<!fly.universal_copy<32>, 16>, %l: !fly.layout<(2,2,1):(2,1,0)>) {
  // expected-error @+1 {{operand #0 must be}}
  %tm = fly.make_tiled_mma(%a, %l) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<(2,2,1):(2,1,0)>) -> !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
  return
}

// -----

// make_tiled_mma: the atom layout must be static.
func.func @tiled_mma_dynamic(%a: !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, %l: !fly.layout<(2,?,1):(2,1,0)>) {
  // expected-error @+2 {{the atom layout (2,?,1):(2,1,0) must be static}}
  // expected-error @+1 {{failed to infer returned types}}
  %tm = fly.make_tiled_mma(%a, %l) : (!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,?,1):(2,1,0)>) -> !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
  return
}

// -----

// make_tiled_mma: the atom layout has rank 3 (M,N,K).
func.func @tiled_mma_rank(%a: !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, %l: !fly.layout<(2,2):(2,1)>) {
  // expected-error @+2 {{atom layout (2,2):(2,1) must have rank 3 (M,N,K)}}
  // expected-error @+1 {{failed to infer returned types}}
  %tm = fly.make_tiled_mma(%a, %l) : (!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2):(2,1)>) -> !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
  return
}

// -----

// make_tiled_mma: the written permutation must be the operand's.
func.func @tiled_mma_perm_mismatch(%a: !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, %l: !fly.layout<(2,2,1):(2,1,0)>, %p: !fly.tile<[4|4|*]>) {
  // expected-error @+2 {{are incompatible with return type(s) of operation}}
  // expected-error @+1 {{failed to infer returned types}}
  %tm = fly.make_tiled_mma(%a, %l, %p) : (!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[4|4|*]>) -> !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
  return
}

// -----

!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>

// partition_shape: the shape has at least two modes.
func.func @partition_shape_rank1(%tm: !tm, %s: !fly.int_tuple<8>) {
  // expected-error @+2 {{must have at least two modes}}
  // expected-error @+1 {{failed to infer returned types}}
  %p = fly.tiled_mma.partition_shape(c, %tm, %s) : (!tm, !fly.int_tuple<8>) -> !fly.int_tuple<(1,4)>
  return
}

// -----

!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>

// partition_shape: c of (8,8) over the 2x2 atom grid is (1,4,4) per thread,
// not the whole (8,8).
func.func @partition_shape_wrong(%tm: !tm, %s: !fly.int_tuple<(8,8)>) {
  // expected-error @+2 {{inferred type(s) '!fly.int_tuple<(1,4,4)>' are incompatible with return type(s) of operation '!fly.int_tuple<(1,8,8)>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %p = fly.tiled_mma.partition_shape(c, %tm, %s) : (!tm, !fly.int_tuple<(8,8)>) -> !fly.int_tuple<(1,8,8)>
  return
}

// -----

!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>

// partition_shape: the operand id is a, b, c or d.
func.func @partition_shape_operand(%tm: !tm, %s: !fly.int_tuple<(8,8)>) {
  // expected-error @+1 {{expected an MMA operand a, b, c or d, got 'e'}}
  %p = fly.tiled_mma.partition_shape(e, %tm, %s) : (!tm, !fly.int_tuple<(8,8)>) -> !fly.int_tuple<(1,4,4)>
  return
}

// -----

// partition_shape: operand 1 is a tiled MMA (operand constraint).
func.func @partition_shape_not_tiled(%a: !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, %s: !fly.int_tuple<(8,8)>) {
  // expected-error @+1 {{must be}}
  %p = fly.tiled_mma.partition_shape(c, %a, %s) : (!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.int_tuple<(8,8)>) -> !fly.int_tuple<(1,4,4)>
  return
}

// -----

// make_tiled_copy: the TV layout (4,2):(2,1) reaches tile index
// (4-1)*2 + (2-1)*1 = 7, but the tile [2|2] has only 4 elements.
func.func @tiled_copy_tv_outside_tile(%a: !fly.copy_atom<!fly.universal_copy<32>, 16>, %tv: !fly.layout<(4,2):(2,1)>, %t: !fly.tile<[2|2]>) {
  // expected-error @+2 {{the TV layout (4,2):(2,1) reaches index 7, outside the tile [2|2] of 4 elements}}
  // expected-error @+1 {{failed to infer returned types}}
  %tc = fly.make_tiled_copy(%a, %tv, %t) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<(4,2):(2,1)>, !fly.tile<[2|2]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<(4,2):(2,1)>, !fly.tile<[2|2]>>
  return
}
