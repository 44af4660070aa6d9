// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// Atom calls, copy, gemm and the view loads/stores,
// decomposition and extract_aligned_pointer_as_index (6.I).
// The copy atom universal_copy<32> with 16-bit values copies 2 values per
// call; the FMA atom is 1x1x1 on f32.

!atom = !fly.copy_atom<!fly.universal_copy<32>, 16>
!tc = !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
!src = !fly.memref<f16, global, ((2,1),2,2):((1,0),16,4), align<4>>
!frg = !fly.memref<f16, register, ((2,1),2,2):((1,0),2,4)>
!prd = !fly.memref<i1, register, ((2,1),2,2):((1,0),2,4)>
!s2 = !fly.memref<f16, global, 2:1, align<4>>
!r2 = !fly.memref<f16, register, 2:1>
!p2 = !fly.memref<i1, register, 2:1>
!m1 = !fly.memref<f32, register, 1:0>
!fa = !fly.memref<f32, register, (1,4,8):(0,1,4)>
!fc = !fly.memref<f32, register, (1,4,4):(0,1,4)>

// One atom call: 2 x 16 bits = the atom's 32 bits, with and without an i1
// predicate; one FMA on 1-element f32 views, d = a * b + c with four
// different views, printed back in the order (atom, d, a, b, c).
// CHECK-LABEL: func.func @atom_calls
// CHECK-SAME: %[[FMA:[^:]*]]: !fly.mma_atom<{{.*}}>, %{{[^:]*}}: !fly.memref<f16, global{{.*}}>, %{{[^:]*}}: !fly.memref<f16, register{{.*}}>, %{{[^:]*}}: !fly.memref<i1{{.*}}>, %[[D:[^:]*]]: !fly.memref<f32{{.*}}>, %[[A:[^:]*]]: !fly.memref<f32{{.*}}>, %[[B:[^:]*]]: !fly.memref<f32{{.*}}>, %[[C:[^:]*]]: !fly.memref<f32{{.*}}>)
func.func @atom_calls(%atom: !atom, %fma: !fma, %s2: !s2, %r2: !r2, %p2: !p2, %d: !m1, %a: !m1, %b: !m1, %c: !m1) {
  // CHECK: fly.copy_atom_call(%{{.*}}, %{{.*}}, %{{.*}}) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.memref<f16, global, 2:1, align<4>>, !fly.memref<f16, register, 2:1>) -> ()
  fly.copy_atom_call(%atom, %s2, %r2) : (!atom, !s2, !r2) -> ()
  // CHECK: fly.copy_atom_call(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : ({{.*}}, !fly.memref<i1, register, 2:1>) -> ()
  fly.copy_atom_call(%atom, %s2, %r2, %p2) : (!atom, !s2, !r2, !p2) -> ()
  // CHECK: fly.mma_atom_call(%[[FMA]], %[[D]], %[[A]], %[[B]], %[[C]]) : (!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>) -> ()
  fly.mma_atom_call(%fma, %d, %a, %b, %c) : (!fma, !m1, !m1, !m1, !m1) -> ()
  return
}

// SSA forms: without a destination the copy yields the values as a vector;
// with one (and a vector source, an optional vector<i1> predicate) it has no
// results. The MMA without d yields c's type; with d it has no results.
// CHECK-LABEL: func.func @atom_calls_ssa
// CHECK-SAME: %[[FMA:[^:]*]]: !fly.mma_atom<{{.*}}>, %{{[^:]*}}: !fly.memref<f16{{.*}}>, %[[D:[^:]*]]: !fly.memref<f32{{.*}}>, %{{[^:]*}}: vector<2xf16>, %{{[^:]*}}: vector<2xi1>, %[[A:[^:]*]]: vector<1xf32>, %[[B:[^:]*]]: vector<1xf32>, %[[C:[^:]*]]: vector<1xf32>)
func.func @atom_calls_ssa(%atom: !atom, %fma: !fma, %s2: !s2, %m: !m1, %v2: vector<2xf16>, %vp: vector<2xi1>, %va: vector<1xf32>, %vb: vector<1xf32>, %vc: vector<1xf32>) {
  // CHECK: fly.copy_atom_call_ssa(%{{.*}}, %{{.*}}) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.memref<f16, global, 2:1, align<4>>) -> vector<2xf16>
  %x = fly.copy_atom_call_ssa(%atom, %s2) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!atom, !s2) -> vector<2xf16>
  // CHECK: fly.copy_atom_call_ssa(%{{.*}}, %{{.*}}, %{{.*}}) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : ({{.*}}, vector<2xf16>, !fly.memref<f16, global, 2:1, align<4>>) -> ()
  fly.copy_atom_call_ssa(%atom, %v2, %s2) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (!atom, vector<2xf16>, !s2) -> ()
  // CHECK: fly.copy_atom_call_ssa(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : ({{.*}}, vector<2xi1>) -> ()
  fly.copy_atom_call_ssa(%atom, %v2, %s2, %vp) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (!atom, vector<2xf16>, !s2, vector<2xi1>) -> ()
  // CHECK: fly.mma_atom_call_ssa(%[[FMA]], %[[A]], %[[B]], %[[C]]) : ({{.*}}, vector<1xf32>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
  %y = fly.mma_atom_call_ssa(%fma, %va, %vb, %vc) : (!fma, vector<1xf32>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
  // CHECK: fly.mma_atom_call_ssa(%[[FMA]], %[[D]], %[[A]], %[[B]], %[[C]]) : ({{.*}}, !fly.memref<f32, register, 1:0>, vector<1xf32>, vector<1xf32>, vector<1xf32>) -> ()
  fly.mma_atom_call_ssa(%fma, %m, %va, %vb, %vc) : (!fma, !m1, vector<1xf32>, vector<1xf32>, vector<1xf32>) -> ()
  return
}

// Whole-tensor copy: a tiled copy over thread 3's partition of a (4,8)
// source into a register fragment of the same (static) shape, with and
// without an i1 predicate; a plain atom over one call's worth of values.
// CHECK-LABEL: func.func @copies
func.func @copies(%atom: !atom, %tc: !tc, %s: !src, %f: !frg, %p: !prd, %s2: !s2, %r2: !r2, %p2: !p2) {
  // CHECK: fly.copy(%{{.*}}, %{{.*}}, %{{.*}}) : (!fly.tiled_copy<{{.*}}>, !fly.memref<f16, global, ((2,1),2,2):((1,0),16,4), align<4>>, !fly.memref<f16, register, ((2,1),2,2):((1,0),2,4)>) -> ()
  fly.copy(%tc, %s, %f) : (!tc, !src, !frg) -> ()
  // CHECK: fly.copy(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!fly.tiled_copy<{{.*}}>, {{.*}}, !fly.memref<i1, register, ((2,1),2,2):((1,0),2,4)>) -> ()
  fly.copy(%tc, %s, %f, %p) : (!tc, !src, !frg, !prd) -> ()
  // CHECK: fly.copy(%{{.*}}, %{{.*}}, %{{.*}}) : (!fly.copy_atom<{{.*}}>, !fly.memref<f16, global, 2:1, align<4>>, !fly.memref<f16, register, 2:1>) -> ()
  fly.copy(%atom, %s2, %r2) : (!atom, !s2, !r2) -> ()
  // CHECK: fly.copy(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!fly.copy_atom<{{.*}}>, {{.*}}, !fly.memref<i1, register, 2:1>) -> ()
  fly.copy(%atom, %s2, %r2, %p2) : (!atom, !s2, !r2, !p2) -> ()
  return
}

// gemm on the fragments of partition-ops.mlir: a (V,M,K) = (1,4,8),
// b (V,N,K) = (1,4,8), c and d (V,M,N) = (1,4,4); M 4 = 4, N 4 = 4, K 8 = 8.
// The operands print back as (atom, d, a, b, c).
// CHECK-LABEL: func.func @gemms
// CHECK-SAME: %[[TM:[^:]*]]: !fly.tiled_mma<{{.*}}>, %[[FMA:[^:]*]]: !fly.mma_atom<{{.*}}>, %[[A:[^:]*]]: !fly.memref<{{.*}}>, %[[B:[^:]*]]: !fly.memref<{{.*}}>, %[[C:[^:]*]]: !fly.memref<{{.*}}>, %[[D:[^:]*]]: !fly.memref<{{.*}}>)
func.func @gemms(%tm: !tm, %fma: !fma, %a: !fa, %b: !fa, %c: !fc, %d: !fc) {
  // CHECK: fly.gemm(%[[TM]], %[[D]], %[[A]], %[[B]], %[[C]]) {traversalOrder = #fly<gemm_traversal_order mnk>} : (!fly.tiled_mma<{{.*}}>, !fly.memref<f32, register, (1,4,4):(0,1,4)>, !fly.memref<f32, register, (1,4,8):(0,1,4)>, !fly.memref<f32, register, (1,4,8):(0,1,4)>, !fly.memref<f32, register, (1,4,4):(0,1,4)>) -> ()
  fly.gemm(%tm, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order mnk>} : (!tm, !fc, !fa, !fa, !fc) -> ()
  // CHECK: fly.gemm(%[[TM]], %[[D]], %[[A]], %[[B]], %[[C]]) {traversalOrder = #fly<gemm_traversal_order nmk_serpentine>}
  fly.gemm(%tm, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order nmk_serpentine>} : (!tm, !fc, !fa, !fa, !fc) -> ()
  %tl = fly.static : !fly.layout<(4,4,8):(1,4,16)>
  // CHECK: %[[TL:.*]] = fly.static : !fly.layout<(4,4,8):(1,4,16)>
  // CHECK: fly.gemm(%[[TM]], %[[D]], %[[A]], %[[B]], %[[C]]) traversalLayout = %[[TL]] : ({{.*}}, !fly.layout<(4,4,8):(1,4,16)>) -> ()
  fly.gemm(%tm, %d, %a, %b, %c) traversalLayout = %tl : (!tm, !fc, !fa, !fa, !fc, !fly.layout<(4,4,8):(1,4,16)>) -> ()
  // CHECK: fly.gemm(%[[FMA]], %[[D]], %[[A]], %[[B]], %[[C]]) : (!fly.mma_atom<{{.*}}>, {{.*}}) -> ()
  fly.gemm(%fma, %d, %a, %b, %c) : (!fma, !fc, !fa, !fa, !fc) -> ()
  return
}

// memref.load gives the element type; on a coord tensor it gives
// base + layout(indices): (1,2) + (3,5) = (4,7); index 13 of (4,8) is
// (13 mod 4, 13 / 4) = (1,3), plus (1,2) = (2,5); on a partitioned coord
// tensor ((2,1),1,1):((1E1,0),0,0) with base (1,2), value 1 is (1,3).
// load_vec: (4,2):(1,4) of f16 -> vector<8xf16>; a composed view uses the
// size of its outer layout: 8*64 = 512.
// CHECK-LABEL: func.func @loads_stores
func.func @loads_stores(%g: !fly.memref<f16, global, (4,8):(8,1), align<16>>, %ct: !fly.coord_tensor<(1,2), (4,8):(1E0,1E1)>, %cz: !fly.coord_tensor<(1,2), ((2,1),1,1):((1E1,0),0,0)>, %r: !fly.memref<f16, register, (4,2):(1,4)>, %sw: !fly.memref<f16, shared, S<3,3,3> o 0 o (8,64):(64,1)>, %x: f16, %v8: vector<8xf16>, %c5: !fly.coord_tensor<5, (2,2):(2,1)>, %c64: !fly.coord_tensor<1099511627776, 3:?{i64}>, %cbig: !fly.coord_tensor<1099511627776, 3:1>) {
  %i = fly.static : !fly.int_tuple<(3,5)>
  // CHECK: fly.memref.load({{.*}}) -> f16
  %l = fly.memref.load(%g, %i) : (!fly.memref<f16, global, (4,8):(8,1), align<16>>, !fly.int_tuple<(3,5)>) -> f16
  // CHECK: fly.memref.load({{.*}}) -> !fly.int_tuple<(4,7)>
  %lc = fly.memref.load(%ct, %i) : (!fly.coord_tensor<(1,2), (4,8):(1E0,1E1)>, !fly.int_tuple<(3,5)>) -> !fly.int_tuple<(4,7)>
  %i13 = fly.static : !fly.int_tuple<13>
  // CHECK: fly.memref.load({{.*}}) -> !fly.int_tuple<(2,5)>
  %lc13 = fly.memref.load(%ct, %i13) : (!fly.coord_tensor<(1,2), (4,8):(1E0,1E1)>, !fly.int_tuple<13>) -> !fly.int_tuple<(2,5)>
  %j = fly.static : !fly.int_tuple<((1,0),0,0)>
  // CHECK: fly.memref.load({{.*}}) -> !fly.int_tuple<(1,3)>
  %lz = fly.memref.load(%cz, %j) : (!fly.coord_tensor<(1,2), ((2,1),1,1):((1E1,0),0,0)>, !fly.int_tuple<((1,0),0,0)>) -> !fly.int_tuple<(1,3)>
  // CHECK: fly.memref.load_vec({{.*}}) -> vector<8xf16>
  %vr = fly.memref.load_vec(%r) : (!fly.memref<f16, register, (4,2):(1,4)>) -> vector<8xf16>
  // CHECK: fly.memref.load_vec({{.*}}) -> vector<512xf16>
  %vs = fly.memref.load_vec(%sw) : (!fly.memref<f16, shared, S<3,3,3> o 0 o (8,64):(64,1)>) -> vector<512xf16>
  // A coord tensor with integer coordinates loads them as a vector, i32
  // unless a leaf needs 64 bits: 5 + (0,2,1,3), and 2^40 + i*s in i64.
  // CHECK: fly.memref.load_vec({{.*}}) : (!fly.coord_tensor<5, (2,2):(2,1)>) -> vector<4xi32>
  %vc = fly.memref.load_vec(%c5) : (!fly.coord_tensor<5, (2,2):(2,1)>) -> vector<4xi32>
  // CHECK: fly.memref.load_vec({{.*}}) : (!fly.coord_tensor<1099511627776, 3:?{i64}>) -> vector<3xi64>
  %vc64 = fly.memref.load_vec(%c64) : (!fly.coord_tensor<1099511627776, 3:?{i64}>) -> vector<3xi64>
  // CHECK: fly.memref.load_vec({{.*}}) : (!fly.coord_tensor<1099511627776, 3:1>) -> vector<3xi64>
  %vcbig = fly.memref.load_vec(%cbig) : (!fly.coord_tensor<1099511627776, 3:1>) -> vector<3xi64>
  // CHECK: fly.memref.store(%{{.*}}, %{{.*}}, %{{.*}}) : (f16, !fly.memref<f16, global, (4,8):(8,1), align<16>>, !fly.int_tuple<(3,5)>) -> ()
  fly.memref.store(%x, %g, %i) : (f16, !fly.memref<f16, global, (4,8):(8,1), align<16>>, !fly.int_tuple<(3,5)>) -> ()
  // CHECK: fly.memref.store_vec(%{{.*}}, %{{.*}}) : (vector<8xf16>, !fly.memref<f16, register, (4,2):(1,4)>) -> ()
  fly.memref.store_vec(%v8, %r) : (vector<8xf16>, !fly.memref<f16, register, (4,2):(1,4)>) -> ()
  return
}

// decomposition folds inner(offset) of a composed layout into the iterator.
// S<3,3,3> o 0: inner(0) = 0, the view becomes (8,64):(64,1).
// S<3,3,3> o 65: 65 has bit 6 set, XORed into bit 3: inner(65) = 73
// elements = 146 bytes, gcd(16,146) = 2: only the element alignment.
// Plain memrefs and coord tensors are returned unchanged.
// CHECK-LABEL: func.func @decomposition
func.func @decomposition(%sw: !fly.memref<f16, shared, S<3,3,3> o 0 o (8,64):(64,1)>, %sw65: !fly.memref<f16, shared, S<3,3,3> o 65 o (8,64):(64,1), align<16>>, %g: !fly.memref<f16, global, (4,8):(8,1), align<16>>, %ct: !fly.coord_tensor<(1,2), (4,8):(1E0,1E1)>) {
  // CHECK: fly.decomposition({{.*}}) -> !fly.memref<f16, shared, (8,64):(64,1)>
  %d = fly.decomposition(%sw) : (!fly.memref<f16, shared, S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.memref<f16, shared, (8,64):(64,1)>
  // CHECK: fly.decomposition({{.*}}) -> !fly.memref<f16, shared, (8,64):(64,1)>
  %d65 = fly.decomposition(%sw65) : (!fly.memref<f16, shared, S<3,3,3> o 65 o (8,64):(64,1), align<16>>) -> !fly.memref<f16, shared, (8,64):(64,1)>
  // CHECK: fly.decomposition({{.*}}) -> !fly.memref<f16, global, (4,8):(8,1), align<16>>
  %dg = fly.decomposition(%g) : (!fly.memref<f16, global, (4,8):(8,1), align<16>>) -> !fly.memref<f16, global, (4,8):(8,1), align<16>>
  // CHECK: fly.decomposition({{.*}}) -> !fly.coord_tensor<(1,2), (4,8):(1E0,1E1)>
  %dc = fly.decomposition(%ct) : (!fly.coord_tensor<(1,2), (4,8):(1E0,1E1)>) -> !fly.coord_tensor<(1,2), (4,8):(1E0,1E1)>
  // The format is FlyDSL's `$source : type($source) -> type($result)`: the
  // operand type prints without its dialect prefix and parses both ways.
  // CHECK: fly.extract_aligned_pointer_as_index %{{.*}} : <f16, global, (4,8):(8,1), align<16>> -> index
  %e = fly.extract_aligned_pointer_as_index %g : !fly.memref<f16, global, (4,8):(8,1), align<16>> -> index
  return
}
