// RUN: fly-opt %s --fly-layout-lowering --canonicalize -split-input-file | FileCheck %s
// The fragment forms of fly.gemm (issue 13 B), after CuTe's gemm dispatch:
// fragments holding exactly one call's values (rank-1 (V) fragments, or a
// rank-2 accumulator like (4,1) of a 4-value MMA: no repetition modes) are one
// call on the whole views; (M) x (N) => (M,N), (M,K) x (N,K) => (M,N) and
// (V,M) x (V,N) => (V,M,N) are brought to (V,M,K) x (V,N,K) => (V,M,N) with
// unit modes and unrolled in the traversal order (knm here: the letters name
// the loops fastest first, so k innermost and m outermost); the first
// k step reads c, the others d. d, a, b and c are distinct pointers, and each
// call's operand offsets below are computed by hand from the layouts.

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!V = !fly.memref<f32, register, 1:0>
// (V) x (V) => (V): one call on the views themselves (function arguments,
// FlyDSL's form: nothing is sliced).
// CHECK-LABEL: func.func @rank1(
// CHECK-SAME: %[[D:[a-z0-9]+]]: !fly.memref<f32, register, 1:0>, %[[A:[a-z0-9]+]]: !fly.memref<f32, register, 1:0>, %[[B:[a-z0-9]+]]: !fly.memref<f32, register, 1:0>, %[[C:[a-z0-9]+]]: !fly.memref<f32, register, 1:0>)
// CHECK-NEXT: %[[ATOM:.*]] = fly.make_mma_atom
// CHECK-NEXT: fly.mma_atom_call(%[[ATOM]], %[[D]], %[[A]], %[[B]], %[[C]])
// CHECK-NEXT: return
func.func @rank1(%d: !V, %a: !V, %b: !V, %c: !V) {
  %atom = fly.make_mma_atom : !fma
  fly.gemm(%atom, %d, %a, %b, %c) : (!fma, !V, !V, !V, !V) -> ()
  return
}

// -----

!mfma = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>>
!AB = !fly.memref<f32, register, (1,1):(0,0)>
!CD = !fly.memref<f32, register, (4,1):(1,0)>
// Rank-2 fragments of one call: the 16x16x4 MFMA takes 1 value of a and of
// b and 4 of c per lane; (1,1) a, b and (4,1) c, d are exactly that, so one
// call on the whole views.
// CHECK-LABEL: func.func @rank2_one_call(
// CHECK-SAME: %[[D:[a-z0-9]+]]: !fly.memref<f32, register, (4,1):(1,0)>, %[[A:[a-z0-9]+]]: !fly.memref<f32, register, (1,1):(0,0)>, %[[B:[a-z0-9]+]]: !fly.memref<f32, register, (1,1):(0,0)>, %[[C:[a-z0-9]+]]: !fly.memref<f32, register, (4,1):(1,0)>)
// CHECK-NEXT: %[[ATOM:.*]] = fly.make_mma_atom
// CHECK-NEXT: fly.mma_atom_call(%[[ATOM]], %[[D]], %[[A]], %[[B]], %[[C]])
// CHECK-NEXT: return
func.func @rank2_one_call(%d: !CD, %a: !AB, %b: !AB, %c: !CD) {
  %atom = fly.make_mma_atom : !mfma
  fly.gemm(%atom, %d, %a, %b, %c) : (!mfma, !CD, !AB, !AB, !CD) -> ()
  return
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!F = !fly.memref<f32, register, (2,2):(1,2)>
// (M,K) x (N,K) => (M,N) with the FMA (V = 1), M = N = K = 2, all (2,2):(1,2):
// a(m,k) at m + 2k, b(n,k) at n + 2k, c(m,n) and d(m,n) at m + 2n. Eight
// calls, (m,n,k) = 000 001 010 011 100 101 110 111.
// CHECK-LABEL: func.func @mk_nk(
// CHECK-SAME: %[[D:[a-z0-9]+]]: !fly.ptr<f32, register>, %[[A:[a-z0-9]+]]: !fly.ptr<f32, register>, %[[B:[a-z0-9]+]]: !fly.ptr<f32, register>, %[[C:[a-z0-9]+]]: !fly.ptr<f32, register>)
// CHECK: %[[D0:.*]] = fly.make_view(%[[D]],
// CHECK: %[[A0:.*]] = fly.make_view(%[[A]],
// CHECK: %[[B0:.*]] = fly.make_view(%[[B]],
// CHECK: %[[C0:.*]] = fly.make_view(%[[C]],
// CHECK: fly.mma_atom_call(%{{.*}}, %[[D0]], %[[A0]], %[[B0]], %[[C0]])
// CHECK: %[[PA2:.*]] = fly.add_offset(%[[A]], %{{.*}}) : ({{.*}}, !fly.int_tuple<2>)
// CHECK: %[[A2:.*]] = fly.make_view(%[[PA2]],
// CHECK: %[[PB2:.*]] = fly.add_offset(%[[B]], %{{.*}}) : ({{.*}}, !fly.int_tuple<2>)
// CHECK: %[[B2:.*]] = fly.make_view(%[[PB2]],
// CHECK: fly.mma_atom_call(%{{.*}}, %[[D0]], %[[A2]], %[[B2]], %[[D0]])
// CHECK: %[[PD2:.*]] = fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<2>)
// CHECK: %[[D2:.*]] = fly.make_view(%[[PD2]],
// CHECK: %[[PB1:.*]] = fly.add_offset(%[[B]], %{{.*}}) : ({{.*}}, !fly.int_tuple<1>)
// CHECK: %[[B1:.*]] = fly.make_view(%[[PB1]],
// CHECK: %[[PC2:.*]] = fly.add_offset(%[[C]], %{{.*}}) : ({{.*}}, !fly.int_tuple<2>)
// CHECK: %[[C2:.*]] = fly.make_view(%[[PC2]],
// CHECK: fly.mma_atom_call(%{{.*}}, %[[D2]], %[[A0]], %[[B1]], %[[C2]])
// CHECK: %[[PB3:.*]] = fly.add_offset(%[[B]], %{{.*}}) : ({{.*}}, !fly.int_tuple<3>)
// CHECK: %[[B3:.*]] = fly.make_view(%[[PB3]],
// CHECK: fly.mma_atom_call(%{{.*}}, %[[D2]], %[[A2]], %[[B3]], %[[D2]])
// CHECK: %[[PD1:.*]] = fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<1>)
// CHECK: %[[D1:.*]] = fly.make_view(%[[PD1]],
// CHECK: %[[PA1:.*]] = fly.add_offset(%[[A]], %{{.*}}) : ({{.*}}, !fly.int_tuple<1>)
// CHECK: %[[A1:.*]] = fly.make_view(%[[PA1]],
// CHECK: %[[PC1:.*]] = fly.add_offset(%[[C]], %{{.*}}) : ({{.*}}, !fly.int_tuple<1>)
// CHECK: %[[C1:.*]] = fly.make_view(%[[PC1]],
// CHECK: fly.mma_atom_call(%{{.*}}, %[[D1]], %[[A1]], %[[B0]], %[[C1]])
// CHECK: %[[PA3:.*]] = fly.add_offset(%[[A]], %{{.*}}) : ({{.*}}, !fly.int_tuple<3>)
// CHECK: %[[A3:.*]] = fly.make_view(%[[PA3]],
// CHECK: fly.mma_atom_call(%{{.*}}, %[[D1]], %[[A3]], %[[B2]], %[[D1]])
// CHECK: %[[PD3:.*]] = fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<3>)
// CHECK: %[[D3:.*]] = fly.make_view(%[[PD3]],
// CHECK: %[[PC3:.*]] = fly.add_offset(%[[C]], %{{.*}}) : ({{.*}}, !fly.int_tuple<3>)
// CHECK: %[[C3:.*]] = fly.make_view(%[[PC3]],
// CHECK: fly.mma_atom_call(%{{.*}}, %[[D3]], %[[A1]], %[[B1]], %[[C3]])
// CHECK: fly.mma_atom_call(%{{.*}}, %[[D3]], %[[A3]], %[[B3]], %[[D3]])
// CHECK-NOT: fly.mma_atom_call
// CHECK: return
func.func @mk_nk(%pd: !fly.ptr<f32, register>, %pa: !fly.ptr<f32, register>, %pb: !fly.ptr<f32, register>, %pc: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fma
  %l = fly.static : !fly.layout<(2,2):(1,2)>
  %d = fly.make_view(%pd, %l) : (!fly.ptr<f32, register>, !fly.layout<(2,2):(1,2)>) -> !F
  %a = fly.make_view(%pa, %l) : (!fly.ptr<f32, register>, !fly.layout<(2,2):(1,2)>) -> !F
  %b = fly.make_view(%pb, %l) : (!fly.ptr<f32, register>, !fly.layout<(2,2):(1,2)>) -> !F
  %c = fly.make_view(%pc, %l) : (!fly.ptr<f32, register>, !fly.layout<(2,2):(1,2)>) -> !F
  fly.gemm(%atom, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fma, !F, !F, !F, !F) -> ()
  return
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!A = !fly.memref<f32, register, 2:1>
!B = !fly.memref<f32, register, 3:1>
!C = !fly.memref<f32, register, (2,3):(1,2)>
// (M) x (N) => (M,N), the outer product: M = 2, N = 3, K = 1; a(m) at m,
// b(n) at n, c(m,n) and d(m,n) at m + 2n. Six calls (m,n) = 00 01 02 10 11
// 12, each reading c.
// CHECK-LABEL: func.func @outer_product(
// CHECK-SAME: %[[D:[a-z0-9]+]]: !fly.ptr<f32, register>, %[[A:[a-z0-9]+]]: !fly.ptr<f32, register>, %[[B:[a-z0-9]+]]: !fly.ptr<f32, register>, %[[C:[a-z0-9]+]]: !fly.ptr<f32, register>)
// CHECK: %[[D0:.*]] = fly.make_view(%[[D]],
// CHECK: %[[A0:.*]] = fly.make_view(%[[A]],
// CHECK: %[[B0:.*]] = fly.make_view(%[[B]],
// CHECK: %[[C0:.*]] = fly.make_view(%[[C]],
// CHECK: fly.mma_atom_call(%{{.*}}, %[[D0]], %[[A0]], %[[B0]], %[[C0]])
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<2>)
// CHECK: %[[PB1:.*]] = fly.add_offset(%[[B]], %{{.*}}) : ({{.*}}, !fly.int_tuple<1>)
// CHECK: %[[B1:.*]] = fly.make_view(%[[PB1]],
// CHECK: fly.add_offset(%[[C]], %{{.*}}) : ({{.*}}, !fly.int_tuple<2>)
// CHECK: fly.mma_atom_call(%{{.*}}, %{{.*}}, %[[A0]], %[[B1]], %{{.*}})
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<4>)
// CHECK: %[[PB2:.*]] = fly.add_offset(%[[B]], %{{.*}}) : ({{.*}}, !fly.int_tuple<2>)
// CHECK: %[[B2:.*]] = fly.make_view(%[[PB2]],
// CHECK: fly.add_offset(%[[C]], %{{.*}}) : ({{.*}}, !fly.int_tuple<4>)
// CHECK: fly.mma_atom_call(%{{.*}}, %{{.*}}, %[[A0]], %[[B2]], %{{.*}})
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<1>)
// CHECK: %[[PA1:.*]] = fly.add_offset(%[[A]], %{{.*}}) : ({{.*}}, !fly.int_tuple<1>)
// CHECK: %[[A1:.*]] = fly.make_view(%[[PA1]],
// CHECK: fly.add_offset(%[[C]], %{{.*}}) : ({{.*}}, !fly.int_tuple<1>)
// CHECK: fly.mma_atom_call(%{{.*}}, %{{.*}}, %[[A1]], %[[B0]], %{{.*}})
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<3>)
// CHECK: fly.add_offset(%[[C]], %{{.*}}) : ({{.*}}, !fly.int_tuple<3>)
// CHECK: fly.mma_atom_call(%{{.*}}, %{{.*}}, %[[A1]], %[[B1]], %{{.*}})
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<5>)
// CHECK: fly.add_offset(%[[C]], %{{.*}}) : ({{.*}}, !fly.int_tuple<5>)
// CHECK: fly.mma_atom_call(%{{.*}}, %{{.*}}, %[[A1]], %[[B2]], %{{.*}})
// CHECK-NOT: fly.mma_atom_call
// CHECK: return
func.func @outer_product(%pd: !fly.ptr<f32, register>, %pa: !fly.ptr<f32, register>, %pb: !fly.ptr<f32, register>, %pc: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fma
  %la = fly.static : !fly.layout<2:1>
  %lb = fly.static : !fly.layout<3:1>
  %lc = fly.static : !fly.layout<(2,3):(1,2)>
  %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<(2,3):(1,2)>) -> !C
  %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<2:1>) -> !A
  %b = fly.make_view(%pb, %lb) : (!fly.ptr<f32, register>, !fly.layout<3:1>) -> !B
  %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<(2,3):(1,2)>) -> !C
  fly.gemm(%atom, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fma, !C, !A, !B, !C) -> ()
  return
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!AB = !fly.memref<f32, register, (1,2):(0,1)>
!CD = !fly.memref<f32, register, (1,2,2):(0,1,2)>
// (V,M) x (V,N) => (V,M,N) (a K slice, FlyDSL's rank-2 a and b): K = 1,
// M = N = 2; a(m) at m, b(n) at n, c(m,n) and d(m,n) at m + 2n. Four calls.
// CHECK-LABEL: func.func @vm_vn(
// CHECK-SAME: %[[D:[a-z0-9]+]]: !fly.ptr<f32, register>, %[[A:[a-z0-9]+]]: !fly.ptr<f32, register>, %[[B:[a-z0-9]+]]: !fly.ptr<f32, register>, %[[C:[a-z0-9]+]]: !fly.ptr<f32, register>)
// CHECK: %[[D0:.*]] = fly.make_view(%[[D]],
// CHECK: %[[A0:.*]] = fly.make_view(%[[A]],
// CHECK: %[[B0:.*]] = fly.make_view(%[[B]],
// CHECK: %[[C0:.*]] = fly.make_view(%[[C]],
// CHECK: fly.mma_atom_call(%{{.*}}, %[[D0]], %[[A0]], %[[B0]], %[[C0]])
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<2>)
// CHECK: %[[PB1:.*]] = fly.add_offset(%[[B]], %{{.*}}) : ({{.*}}, !fly.int_tuple<1>)
// CHECK: %[[B1:.*]] = fly.make_view(%[[PB1]],
// CHECK: fly.add_offset(%[[C]], %{{.*}}) : ({{.*}}, !fly.int_tuple<2>)
// CHECK: fly.mma_atom_call(%{{.*}}, %{{.*}}, %[[A0]], %[[B1]], %{{.*}})
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<1>)
// CHECK: %[[PA1:.*]] = fly.add_offset(%[[A]], %{{.*}}) : ({{.*}}, !fly.int_tuple<1>)
// CHECK: %[[A1:.*]] = fly.make_view(%[[PA1]],
// CHECK: fly.add_offset(%[[C]], %{{.*}}) : ({{.*}}, !fly.int_tuple<1>)
// CHECK: fly.mma_atom_call(%{{.*}}, %{{.*}}, %[[A1]], %[[B0]], %{{.*}})
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<3>)
// CHECK: fly.add_offset(%[[C]], %{{.*}}) : ({{.*}}, !fly.int_tuple<3>)
// CHECK: fly.mma_atom_call(%{{.*}}, %{{.*}}, %[[A1]], %[[B1]], %{{.*}})
// CHECK-NOT: fly.mma_atom_call
// CHECK: return
func.func @vm_vn(%pd: !fly.ptr<f32, register>, %pa: !fly.ptr<f32, register>, %pb: !fly.ptr<f32, register>, %pc: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fma
  %l = fly.static : !fly.layout<(1,2):(0,1)>
  %lc = fly.static : !fly.layout<(1,2,2):(0,1,2)>
  %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !CD
  %a = fly.make_view(%pa, %l) : (!fly.ptr<f32, register>, !fly.layout<(1,2):(0,1)>) -> !AB
  %b = fly.make_view(%pb, %l) : (!fly.ptr<f32, register>, !fly.layout<(1,2):(0,1)>) -> !AB
  %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !CD
  fly.gemm(%atom, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fma, !CD, !AB, !AB, !CD) -> ()
  return
}
