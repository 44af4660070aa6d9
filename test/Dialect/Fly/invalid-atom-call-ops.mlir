// RUN: fly-opt %s -split-input-file -verify-diagnostics
// Negative tests of atom calls, copy, gemm and view loads/stores (groups
// H and I). Inference failures report the specific error, then
// "failed to infer returned types". The copy atom moves 2 x 16 bits per
// call; the FMA atom is 1x1x1 on f32; gemm fragments are a (V,M,K),
// b (V,N,K), c = d (V,M,N).

!atom = !fly.copy_atom<!fly.universal_copy<32>, 16>
// The atom moves 16-bit values; an f32 source of two does not fit. (A
// one-element memory source would be a start address: copy-start-address.)
func.func @copy_atom_call_element_width(%atom: !atom, %s: !fly.memref<f32, global, 2:1>, %d: !fly.memref<f16, register, 2:1>) {
  // expected-error @+1 {{the source element type 'f32' is not 16 bits wide, as the atom's values are}}
  fly.copy_atom_call(%atom, %s, %d) : (!atom, !fly.memref<f32, global, 2:1>, !fly.memref<f16, register, 2:1>) -> ()
  return
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<32>, 16>
// 4 x 16 = 64 bits are two calls' worth, but the destination holds one.
func.func @copy_atom_call_total_bits(%atom: !atom, %s: !fly.memref<f16, global, 4:1>, %d: !fly.memref<f16, register, 2:1>) {
  // expected-error @+1 {{the source holds 4 and the destination 2 16-bit values; both sides of a copy hold the same}}
  fly.copy_atom_call(%atom, %s, %d) : (!atom, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 2:1>) -> ()
  return
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<32>, 16>
func.func @copy_atom_call_dst_bits(%atom: !atom, %s: !fly.memref<f16, global, 2:1>, %d: !fly.memref<f16, register, 1:0>) {
  // expected-error @+1 {{the destination view holds 1 x 16 bits, but one call of the atom copies 32 bits}}
  fly.copy_atom_call(%atom, %s, %d) : (!atom, !fly.memref<f16, global, 2:1>, !fly.memref<f16, register, 1:0>) -> ()
  return
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<32>, 16>
func.func @copy_atom_call_dynamic(%atom: !atom, %s: !fly.memref<f16, global, 2:1>, %d: !fly.memref<f16, register, ?:1>) {
  // expected-error @+1 {{the destination view of one atom call must have a static size}}
  fly.copy_atom_call(%atom, %s, %d) : (!atom, !fly.memref<f16, global, 2:1>, !fly.memref<f16, register, ?:1>) -> ()
  return
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<32>, 16>
func.func @copy_atom_call_pred_not_i1(%atom: !atom, %s: !fly.memref<f16, global, 2:1>, %d: !fly.memref<f16, register, 2:1>, %p: !fly.memref<i8, register, 2:1>) {
  // expected-error @+1 {{the predicate must hold i1, not 'i8'}}
  fly.copy_atom_call(%atom, %s, %d, %p) : (!atom, !fly.memref<f16, global, 2:1>, !fly.memref<f16, register, 2:1>, !fly.memref<i8, register, 2:1>) -> ()
  return
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
func.func @mma_atom_call_a_type(%m: !fma, %d: !fly.memref<f32, register, 1:0>, %a: !fly.memref<f16, register, 1:0>, %b: !fly.memref<f32, register, 1:0>, %c: !fly.memref<f32, register, 1:0>) {
  // expected-error @+1 {{operand a holds 'f16', but the atom expects 'f32'}}
  fly.mma_atom_call(%m, %d, %a, %b, %c) : (!fma, !fly.memref<f32, register, 1:0>, !fly.memref<f16, register, 1:0>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>) -> ()
  return
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
func.func @mma_atom_call_d_type(%m: !fma, %d: !fly.memref<f16, register, 1:0>, %a: !fly.memref<f32, register, 1:0>, %b: !fly.memref<f32, register, 1:0>, %c: !fly.memref<f32, register, 1:0>) {
  // expected-error @+1 {{operand d holds 'f16', but the atom expects 'f32'}}
  fly.mma_atom_call(%m, %d, %a, %b, %c) : (!fma, !fly.memref<f16, register, 1:0>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>) -> ()
  return
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<32>, 16>
// Without a destination the copied values are the one vector result.
func.func @copy_ssa_no_dst_no_result(%atom: !atom, %s: !fly.memref<f16, global, 2:1>) {
  // expected-error @+1 {{without a destination, the op yields the copied values as one 1-D vector}}
  fly.copy_atom_call_ssa(%atom, %s) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!atom, !fly.memref<f16, global, 2:1>) -> ()
  return
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<32>, 16>
func.func @copy_ssa_scalar_result(%atom: !atom, %s: !fly.memref<f16, global, 2:1>) {
  // expected-error @+1 {{without a destination, the op yields the copied values as one 1-D vector}}
  %r = fly.copy_atom_call_ssa(%atom, %s) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!atom, !fly.memref<f16, global, 2:1>) -> f16
  return
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<32>, 16>
func.func @copy_ssa_dst_with_result(%atom: !atom, %v: vector<2xf16>, %s: !fly.memref<f16, global, 2:1>) {
  // expected-error @+1 {{with a destination, the op has no results}}
  %r = fly.copy_atom_call_ssa(%atom, %v, %s) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (!atom, vector<2xf16>, !fly.memref<f16, global, 2:1>) -> vector<2xf16>
  return
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<32>, 16>
func.func @copy_ssa_scalar_operand(%atom: !atom, %v: f16, %s: !fly.memref<f16, global, 2:1>) {
  // expected-error @+1 {{operands must be memrefs or 1-D vectors, got 'f16'}}
  fly.copy_atom_call_ssa(%atom, %v, %s) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (!atom, f16, !fly.memref<f16, global, 2:1>) -> ()
  return
}

// -----

// A 32-bit atom of 16-bit values copies exactly 2 values per call.
!atom = !fly.copy_atom<!fly.universal_copy<32>, 16>
func.func @copy_ssa_result_too_wide(%atom: !atom, %s: !fly.memref<f16, global, 2:1>) {
  // expected-error @+1 {{'fly.copy_atom_call_ssa' op the result 'vector<4xf16>' does not hold one call's 2 x 16-bit values}}
  %r = fly.copy_atom_call_ssa(%atom, %s) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!atom, !fly.memref<f16, global, 2:1>) -> vector<4xf16>
  return
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<32>, 16>
func.func @copy_ssa_source_wrong_elem(%atom: !atom, %v: vector<1xf32>, %s: !fly.memref<f16, global, 2:1>) {
  // expected-error @+1 {{the source 'vector<1xf32>' does not hold one call's 2 x 16-bit values}}
  fly.copy_atom_call_ssa(%atom, %v, %s) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (!atom, vector<1xf32>, !fly.memref<f16, global, 2:1>) -> ()
  return
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<32>, 16>
func.func @copy_ssa_destination_short(%atom: !atom, %s: !fly.memref<f16, global, 2:1>, %v: vector<1xf16>) {
  // expected-error @+1 {{the destination 'vector<1xf16>' does not hold one call's 2 x 16-bit values}}
  fly.copy_atom_call_ssa(%atom, %s, %v) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (!atom, !fly.memref<f16, global, 2:1>, vector<1xf16>) -> ()
  return
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
func.func @mma_ssa_b_type(%m: !fma, %a: vector<1xf32>, %b: vector<1xf16>, %c: vector<1xf32>) {
  // expected-error @+1 {{operand b has type 'vector<1xf16>', but the atom expects 'f32' values}}
  %r = fly.mma_atom_call_ssa(%m, %a, %b, %c) : (!fma, vector<1xf32>, vector<1xf16>, vector<1xf32>) -> vector<1xf32>
  return
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
// Without d the result has c's type.
func.func @mma_ssa_result_not_c(%m: !fma, %a: vector<1xf32>, %b: vector<1xf32>, %c: vector<1xf32>) {
  // expected-error @+1 {{without d, the op yields one value of c's type 'vector<1xf32>'}}
  %r = fly.mma_atom_call_ssa(%m, %a, %b, %c) : (!fma, vector<1xf32>, vector<1xf32>, vector<1xf32>) -> vector<2xf32>
  return
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
func.func @mma_ssa_d_with_result(%m: !fma, %a: vector<1xf32>, %b: vector<1xf32>, %c: vector<1xf32>, %d: !fly.memref<f32, register, 1:0>) {
  // expected-error @+1 {{with d, the op has no results}}
  %r = fly.mma_atom_call_ssa(%m, %d, %a, %b, %c) : (!fma, !fly.memref<f32, register, 1:0>, vector<1xf32>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
  return
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<32>, 16>
func.func @copy_width_mismatch(%atom: !atom, %s: !fly.memref<f16, global, 4:1>, %d: !fly.memref<f32, register, 4:1>) {
  // expected-error @+1 {{copies 'f16' to 'f32', which differ in width}}
  fly.copy(%atom, %s, %d) : (!atom, !fly.memref<f16, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
  return
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<32>, 16>
func.func @copy_size_mismatch(%atom: !atom, %s: !fly.memref<f16, global, 4:1>, %d: !fly.memref<f16, register, 8:1>) {
  // expected-error @+1 {{source and destination differ in size: 4:1 and 8:1}}
  fly.copy(%atom, %s, %d) : (!atom, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 8:1>) -> ()
  return
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<32>, 16>
// copy is unrolled at compile time: the shape must be static.
func.func @copy_dynamic_shape(%atom: !atom, %s: !fly.memref<f16, global, (4,?):(1,4)>, %d: !fly.memref<f16, register, 8:1>) {
  // expected-error @+1 {{the source view (4,?):(1,4) must have a static shape: the op is unrolled at compile time}}
  fly.copy(%atom, %s, %d) : (!atom, !fly.memref<f16, global, (4,?):(1,4)>, !fly.memref<f16, register, 8:1>) -> ()
  return
}

// -----

!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
func.func @gemm_order_and_layout(%tm: !tm, %d: !fly.memref<f32, register, (1,4,4):(0,1,4)>, %a: !fly.memref<f32, register, (1,4,8):(0,1,4)>, %b: !fly.memref<f32, register, (1,4,8):(0,1,4)>, %c: !fly.memref<f32, register, (1,4,4):(0,1,4)>, %l: !fly.layout<(4,4,8):(1,4,16)>) {
  // expected-error @+1 {{takes a traversal order or a traversal layout, not both}}
  fly.gemm(%tm, %d, %a, %b, %c) traversalLayout = %l {traversalOrder = #fly<gemm_traversal_order mnk>} : (!tm, !fly.memref<f32, register, (1,4,4):(0,1,4)>, !fly.memref<f32, register, (1,4,8):(0,1,4)>, !fly.memref<f32, register, (1,4,8):(0,1,4)>, !fly.memref<f32, register, (1,4,4):(0,1,4)>, !fly.layout<(4,4,8):(1,4,16)>) -> ()
  return
}

// -----

!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
func.func @gemm_d_c_shape(%tm: !tm, %d: !fly.memref<f32, register, (1,4,2):(0,1,4)>, %a: !fly.memref<f32, register, (1,4,8):(0,1,4)>, %b: !fly.memref<f32, register, (1,4,8):(0,1,4)>, %c: !fly.memref<f32, register, (1,4,4):(0,1,4)>, %l: !fly.layout<(4,4,8):(1,4,16)>) {
  // expected-error @+1 {{d (1,4,2) and c (1,4,4) differ in shape}}
  fly.gemm(%tm, %d, %a, %b, %c) : (!tm, !fly.memref<f32, register, (1,4,2):(0,1,4)>, !fly.memref<f32, register, (1,4,8):(0,1,4)>, !fly.memref<f32, register, (1,4,8):(0,1,4)>, !fly.memref<f32, register, (1,4,4):(0,1,4)>) -> ()
  return
}

// -----

!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
func.func @gemm_m_mismatch(%tm: !tm, %d: !fly.memref<f32, register, (1,4,4):(0,1,4)>, %a: !fly.memref<f32, register, (1,2,8):(0,1,2)>, %b: !fly.memref<f32, register, (1,4,8):(0,1,4)>, %c: !fly.memref<f32, register, (1,4,4):(0,1,4)>, %l: !fly.layout<(4,4,8):(1,4,16)>) {
  // expected-error @+1 {{the M mode of a (2) differs from that of c (4)}}
  fly.gemm(%tm, %d, %a, %b, %c) : (!tm, !fly.memref<f32, register, (1,4,4):(0,1,4)>, !fly.memref<f32, register, (1,2,8):(0,1,2)>, !fly.memref<f32, register, (1,4,8):(0,1,4)>, !fly.memref<f32, register, (1,4,4):(0,1,4)>) -> ()
  return
}

// -----

!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
func.func @gemm_n_mismatch(%tm: !tm, %d: !fly.memref<f32, register, (1,4,4):(0,1,4)>, %a: !fly.memref<f32, register, (1,4,8):(0,1,4)>, %b: !fly.memref<f32, register, (1,2,8):(0,1,2)>, %c: !fly.memref<f32, register, (1,4,4):(0,1,4)>, %l: !fly.layout<(4,4,8):(1,4,16)>) {
  // expected-error @+1 {{the N mode of b (2) differs from that of c (4)}}
  fly.gemm(%tm, %d, %a, %b, %c) : (!tm, !fly.memref<f32, register, (1,4,4):(0,1,4)>, !fly.memref<f32, register, (1,4,8):(0,1,4)>, !fly.memref<f32, register, (1,2,8):(0,1,2)>, !fly.memref<f32, register, (1,4,4):(0,1,4)>) -> ()
  return
}

// -----

!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
func.func @gemm_k_mismatch(%tm: !tm, %d: !fly.memref<f32, register, (1,4,4):(0,1,4)>, %a: !fly.memref<f32, register, (1,4,8):(0,1,4)>, %b: !fly.memref<f32, register, (1,4,6):(0,1,4)>, %c: !fly.memref<f32, register, (1,4,4):(0,1,4)>, %l: !fly.layout<(4,4,8):(1,4,16)>) {
  // expected-error @+1 {{the K mode of a (8) differs from that of b (6)}}
  fly.gemm(%tm, %d, %a, %b, %c) : (!tm, !fly.memref<f32, register, (1,4,4):(0,1,4)>, !fly.memref<f32, register, (1,4,8):(0,1,4)>, !fly.memref<f32, register, (1,4,6):(0,1,4)>, !fly.memref<f32, register, (1,4,4):(0,1,4)>) -> ()
  return
}

// -----

!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
func.func @gemm_dynamic(%tm: !tm, %d: !fly.memref<f32, register, (1,4,4):(0,1,4)>, %a: !fly.memref<f32, register, (1,4,?):(0,1,4)>, %b: !fly.memref<f32, register, (1,4,8):(0,1,4)>, %c: !fly.memref<f32, register, (1,4,4):(0,1,4)>, %l: !fly.layout<(4,4,8):(1,4,16)>) {
  // expected-error @+1 {{the a view (1,4,?):(0,1,4) must have a static shape: the op is unrolled at compile time}}
  fly.gemm(%tm, %d, %a, %b, %c) : (!tm, !fly.memref<f32, register, (1,4,4):(0,1,4)>, !fly.memref<f32, register, (1,4,?):(0,1,4)>, !fly.memref<f32, register, (1,4,8):(0,1,4)>, !fly.memref<f32, register, (1,4,4):(0,1,4)>) -> ()
  return
}

// -----

func.func @memref_store_type(%x: f32, %m: !fly.memref<f16, global, (4,8):(8,1)>, %i: !fly.int_tuple<(1,2)>) {
  // expected-error @+1 {{stores 'f32' into a view of 'f16'}}
  fly.memref.store(%x, %m, %i) : (f32, !fly.memref<f16, global, (4,8):(8,1)>, !fly.int_tuple<(1,2)>) -> ()
  return
}

// -----

func.func @memref_load_type(%m: !fly.memref<f16, global, (4,8):(8,1)>, %i: !fly.int_tuple<(1,2)>) {
  // expected-error @+2 {{inferred type(s) 'f16' are incompatible with return type(s) of operation 'f32'}}
  // expected-error @+1 {{failed to infer returned types}}
  %v = fly.memref.load(%m, %i) : (!fly.memref<f16, global, (4,8):(8,1)>, !fly.int_tuple<(1,2)>) -> f32
  return
}

// -----

// (4,2) holds 8 elements.
func.func @store_vec_size(%v: vector<4xf16>, %m: !fly.memref<f16, register, (4,2):(1,4)>) {
  // expected-error @+1 {{stores 'vector<4xf16>' into a view of 8 x 'f16'}}
  fly.memref.store_vec(%v, %m) : (vector<4xf16>, !fly.memref<f16, register, (4,2):(1,4)>) -> ()
  return
}

// -----

func.func @store_vec_elem(%v: vector<8xf32>, %m: !fly.memref<f16, register, (4,2):(1,4)>) {
  // expected-error @+1 {{stores 'vector<8xf32>' into a view of 8 x 'f16'}}
  fly.memref.store_vec(%v, %m) : (vector<8xf32>, !fly.memref<f16, register, (4,2):(1,4)>) -> ()
  return
}

// -----

func.func @store_vec_dynamic(%v: vector<8xf16>, %m: !fly.memref<f16, register, (4,?):(1,4)>) {
  // expected-error @+1 {{the view must have a static size}}
  fly.memref.store_vec(%v, %m) : (vector<8xf16>, !fly.memref<f16, register, (4,?):(1,4)>) -> ()
  return
}

// -----

func.func @load_vec_dynamic(%m: !fly.memref<f16, global, (4,?):(1,4)>) {
  // expected-error @+2 {{the view (4,?):(1,4) must have a static size to load as one vector}}
  // expected-error @+1 {{failed to infer returned types}}
  %v = fly.memref.load_vec(%m) : (!fly.memref<f16, global, (4,?):(1,4)>) -> vector<8xf16>
  return
}

// -----

func.func @load_vec_coord_tuple(%t: !fly.coord_tensor<(0,0), (2,2):(1E0,1E1)>) {
  // expected-error @+2 {{coordinate 0 is (0,0), not one integer; only integer coordinates load as a vector}}
  // expected-error @+1 {{failed to infer returned types}}
  %v = fly.memref.load_vec(%t) : (!fly.coord_tensor<(0,0), (2,2):(1E0,1E1)>) -> vector<4xi32>
  return
}

// -----

func.func @load_vec_coord_dynamic(%t: !fly.coord_tensor<0, ?:1>) {
  // expected-error @+2 {{the coordinate tensor ?:1 must have a static size to load as one vector}}
  // expected-error @+1 {{failed to infer returned types}}
  %v = fly.memref.load_vec(%t) : (!fly.coord_tensor<0, ?:1>) -> vector<4xi32>
  return
}

// -----

func.func @load_vec_coord_width(%t: !fly.coord_tensor<0, 3:?{i64}>) {
  // expected-error @+2 {{inferred type(s) 'vector<3xi64>' are incompatible with return type(s) of operation 'vector<3xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %v = fly.memref.load_vec(%t) : (!fly.coord_tensor<0, 3:?{i64}>) -> vector<3xi32>
  return
}

// -----

func.func @load_vec_size(%m: !fly.memref<f16, register, (4,2):(1,4)>) {
  // expected-error @+2 {{inferred type(s) 'vector<8xf16>' are incompatible with return type(s) of operation 'vector<4xf16>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %v = fly.memref.load_vec(%m) : (!fly.memref<f16, register, (4,2):(1,4)>) -> vector<4xf16>
  return
}
