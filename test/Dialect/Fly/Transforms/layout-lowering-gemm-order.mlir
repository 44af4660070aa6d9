// RUN: fly-opt %s --fly-layout-lowering -split-input-file | FileCheck %s
// RUN: fly-opt %s --fly-layout-lowering -split-input-file | FileCheck %s --check-prefix=COUNT
// The call sequence of fly.gemm for every traversal order. The FMA atom
// (1x1x1) on a (1,M,K) a, (1,N,K) b and (1,M,N) c and d with M = 2, N = 3,
// K = 2 makes one call per (m,n,k), 12 in all, on the slices a(m,k) at
// offset m + 2k, b(n,k) at n + 3k and c(m,n), d(m,n) at m + 2n (distinct
// extents, so that an order that mixes up m and n fails). An order names the
// loops fastest first, as FlyDSL reads it (mnk: m innermost, k outermost; the
// default is nmk); _serpentine runs the middle loop backwards on odd passes
// of the outer loop, and the innermost loop backwards on odd passes of the
// two outer loops together. The call at the first visit of (m,n) reads
// c(m,n), every later one d(m,n), and all write d(m,n) (CuTe's
// accumulation): with k innermost and serpentine (kmn_serpentine,
// knm_serpentine) the first visit of some (m,n) is k = K-1, which must read
// c. The expected sequences were computed from these rules (the (m,n,k)
// line above each function), not taken from fly-opt.
// The pass ends with CSE, so a slice is made once, before its first call, and
// reused: the slices new to a call are matched (CHECK-DAG) before it, the
// calls in order (CHECK); COUNT pins the number of calls.

// No traversalOrder: nmk.
// (m,n,k): 000 010 020 100 110 120 001 011 021 101 111 121
// CHECK-LABEL: func.func @order_default(
// CHECK-SAME: %[[PD:[^:]*]]: !fly.ptr<f32, register>, %[[PA:[^:]*]]: !fly.ptr<f32, register>, %[[PB:[^:]*]]: !fly.ptr<f32, register>, %[[PC:[^:]*]]: !fly.ptr<f32, register>)
// CHECK: %[[ATOM:.*]] = fly.make_mma_atom
// CHECK-DAG: %[[D00:.*]] = fly.make_view(%[[PD]], %{{.*}})
// CHECK-DAG: %[[A00:.*]] = fly.make_view(%[[PA]], %{{.*}})
// CHECK-DAG: %[[B00:.*]] = fly.make_view(%[[PB]], %{{.*}})
// CHECK-DAG: %[[C00:.*]] = fly.make_view(%[[PC]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A00]], %[[B00]], %[[C00]])
// CHECK-DAG: %[[D01_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[D01:.*]] = fly.make_view(%[[D01_P]], %{{.*}})
// CHECK-DAG: %[[B10_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[B10:.*]] = fly.make_view(%[[B10_P]], %{{.*}})
// CHECK-DAG: %[[C01_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[C01:.*]] = fly.make_view(%[[C01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A00]], %[[B10]], %[[C01]])
// CHECK-DAG: %[[D02_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[D02:.*]] = fly.make_view(%[[D02_P]], %{{.*}})
// CHECK-DAG: %[[B20_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[B20:.*]] = fly.make_view(%[[B20_P]], %{{.*}})
// CHECK-DAG: %[[C02_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[C02:.*]] = fly.make_view(%[[C02_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A00]], %[[B20]], %[[C02]])
// CHECK-DAG: %[[D10_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[D10:.*]] = fly.make_view(%[[D10_P]], %{{.*}})
// CHECK-DAG: %[[A10_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[A10:.*]] = fly.make_view(%[[A10_P]], %{{.*}})
// CHECK-DAG: %[[C10_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[C10:.*]] = fly.make_view(%[[C10_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A10]], %[[B00]], %[[C10]])
// CHECK-DAG: %[[D11_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[D11:.*]] = fly.make_view(%[[D11_P]], %{{.*}})
// CHECK-DAG: %[[C11_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[C11:.*]] = fly.make_view(%[[C11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A10]], %[[B10]], %[[C11]])
// CHECK-DAG: %[[D12_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[D12:.*]] = fly.make_view(%[[D12_P]], %{{.*}})
// CHECK-DAG: %[[C12_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[C12:.*]] = fly.make_view(%[[C12_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A10]], %[[B20]], %[[C12]])
// CHECK-DAG: %[[A01_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[A01:.*]] = fly.make_view(%[[A01_P]], %{{.*}})
// CHECK-DAG: %[[B01_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[B01:.*]] = fly.make_view(%[[B01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A01]], %[[B01]], %[[D00]])
// CHECK-DAG: %[[B11_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[B11:.*]] = fly.make_view(%[[B11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A01]], %[[B11]], %[[D01]])
// CHECK-DAG: %[[B21_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[B21:.*]] = fly.make_view(%[[B21_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A01]], %[[B21]], %[[D02]])
// CHECK-DAG: %[[A11_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[A11:.*]] = fly.make_view(%[[A11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A11]], %[[B01]], %[[D10]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A11]], %[[B11]], %[[D11]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A11]], %[[B21]], %[[D12]])
// CHECK-NOT: fly.mma_atom_call
// CHECK: return
// COUNT-LABEL: func.func @order_default(
// COUNT-COUNT-12: fly.mma_atom_call
// COUNT-NOT: fly.mma_atom_call
// COUNT: return
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!a = !fly.memref<f32, register, (1,2,2):(0,1,2)>
!b = !fly.memref<f32, register, (1,3,2):(0,1,3)>
!c = !fly.memref<f32, register, (1,2,3):(0,1,2)>
func.func @order_default(%pd: !fly.ptr<f32, register>, %pa: !fly.ptr<f32, register>, %pb: !fly.ptr<f32, register>, %pc: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fma
  %la = fly.static : !fly.layout<(1,2,2):(0,1,2)>
  %lb = fly.static : !fly.layout<(1,3,2):(0,1,3)>
  %lc = fly.static : !fly.layout<(1,2,3):(0,1,2)>
  %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !a
  %b = fly.make_view(%pb, %lb) : (!fly.ptr<f32, register>, !fly.layout<(1,3,2):(0,1,3)>) -> !b
  %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  fly.gemm(%atom, %d, %a, %b, %c) : (!fma, !c, !a, !b, !c) -> ()
  return
}
// -----

// (m,n,k): 000 001 100 101 010 011 110 111 020 021 120 121
// CHECK-LABEL: func.func @order_kmn(
// CHECK-SAME: %[[PD:[^:]*]]: !fly.ptr<f32, register>, %[[PA:[^:]*]]: !fly.ptr<f32, register>, %[[PB:[^:]*]]: !fly.ptr<f32, register>, %[[PC:[^:]*]]: !fly.ptr<f32, register>)
// CHECK: %[[ATOM:.*]] = fly.make_mma_atom
// CHECK-DAG: %[[D00:.*]] = fly.make_view(%[[PD]], %{{.*}})
// CHECK-DAG: %[[A00:.*]] = fly.make_view(%[[PA]], %{{.*}})
// CHECK-DAG: %[[B00:.*]] = fly.make_view(%[[PB]], %{{.*}})
// CHECK-DAG: %[[C00:.*]] = fly.make_view(%[[PC]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A00]], %[[B00]], %[[C00]])
// CHECK-DAG: %[[A01_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[A01:.*]] = fly.make_view(%[[A01_P]], %{{.*}})
// CHECK-DAG: %[[B01_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[B01:.*]] = fly.make_view(%[[B01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A01]], %[[B01]], %[[D00]])
// CHECK-DAG: %[[D10_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[D10:.*]] = fly.make_view(%[[D10_P]], %{{.*}})
// CHECK-DAG: %[[A10_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[A10:.*]] = fly.make_view(%[[A10_P]], %{{.*}})
// CHECK-DAG: %[[C10_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[C10:.*]] = fly.make_view(%[[C10_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A10]], %[[B00]], %[[C10]])
// CHECK-DAG: %[[A11_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[A11:.*]] = fly.make_view(%[[A11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A11]], %[[B01]], %[[D10]])
// CHECK-DAG: %[[D01_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[D01:.*]] = fly.make_view(%[[D01_P]], %{{.*}})
// CHECK-DAG: %[[B10_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[B10:.*]] = fly.make_view(%[[B10_P]], %{{.*}})
// CHECK-DAG: %[[C01_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[C01:.*]] = fly.make_view(%[[C01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A00]], %[[B10]], %[[C01]])
// CHECK-DAG: %[[B11_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[B11:.*]] = fly.make_view(%[[B11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A01]], %[[B11]], %[[D01]])
// CHECK-DAG: %[[D11_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[D11:.*]] = fly.make_view(%[[D11_P]], %{{.*}})
// CHECK-DAG: %[[C11_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[C11:.*]] = fly.make_view(%[[C11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A10]], %[[B10]], %[[C11]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A11]], %[[B11]], %[[D11]])
// CHECK-DAG: %[[D02_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[D02:.*]] = fly.make_view(%[[D02_P]], %{{.*}})
// CHECK-DAG: %[[B20_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[B20:.*]] = fly.make_view(%[[B20_P]], %{{.*}})
// CHECK-DAG: %[[C02_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[C02:.*]] = fly.make_view(%[[C02_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A00]], %[[B20]], %[[C02]])
// CHECK-DAG: %[[B21_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[B21:.*]] = fly.make_view(%[[B21_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A01]], %[[B21]], %[[D02]])
// CHECK-DAG: %[[D12_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[D12:.*]] = fly.make_view(%[[D12_P]], %{{.*}})
// CHECK-DAG: %[[C12_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[C12:.*]] = fly.make_view(%[[C12_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A10]], %[[B20]], %[[C12]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A11]], %[[B21]], %[[D12]])
// CHECK-NOT: fly.mma_atom_call
// CHECK: return
// COUNT-LABEL: func.func @order_kmn(
// COUNT-COUNT-12: fly.mma_atom_call
// COUNT-NOT: fly.mma_atom_call
// COUNT: return
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!a = !fly.memref<f32, register, (1,2,2):(0,1,2)>
!b = !fly.memref<f32, register, (1,3,2):(0,1,3)>
!c = !fly.memref<f32, register, (1,2,3):(0,1,2)>
func.func @order_kmn(%pd: !fly.ptr<f32, register>, %pa: !fly.ptr<f32, register>, %pb: !fly.ptr<f32, register>, %pc: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fma
  %la = fly.static : !fly.layout<(1,2,2):(0,1,2)>
  %lb = fly.static : !fly.layout<(1,3,2):(0,1,3)>
  %lc = fly.static : !fly.layout<(1,2,3):(0,1,2)>
  %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !a
  %b = fly.make_view(%pb, %lb) : (!fly.ptr<f32, register>, !fly.layout<(1,3,2):(0,1,3)>) -> !b
  %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  fly.gemm(%atom, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order kmn>} : (!fma, !c, !a, !b, !c) -> ()
  return
}
// -----

// (m,n,k): 000 001 010 011 020 021 100 101 110 111 120 121
// CHECK-LABEL: func.func @order_knm(
// CHECK-SAME: %[[PD:[^:]*]]: !fly.ptr<f32, register>, %[[PA:[^:]*]]: !fly.ptr<f32, register>, %[[PB:[^:]*]]: !fly.ptr<f32, register>, %[[PC:[^:]*]]: !fly.ptr<f32, register>)
// CHECK: %[[ATOM:.*]] = fly.make_mma_atom
// CHECK-DAG: %[[D00:.*]] = fly.make_view(%[[PD]], %{{.*}})
// CHECK-DAG: %[[A00:.*]] = fly.make_view(%[[PA]], %{{.*}})
// CHECK-DAG: %[[B00:.*]] = fly.make_view(%[[PB]], %{{.*}})
// CHECK-DAG: %[[C00:.*]] = fly.make_view(%[[PC]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A00]], %[[B00]], %[[C00]])
// CHECK-DAG: %[[A01_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[A01:.*]] = fly.make_view(%[[A01_P]], %{{.*}})
// CHECK-DAG: %[[B01_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[B01:.*]] = fly.make_view(%[[B01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A01]], %[[B01]], %[[D00]])
// CHECK-DAG: %[[D01_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[D01:.*]] = fly.make_view(%[[D01_P]], %{{.*}})
// CHECK-DAG: %[[B10_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[B10:.*]] = fly.make_view(%[[B10_P]], %{{.*}})
// CHECK-DAG: %[[C01_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[C01:.*]] = fly.make_view(%[[C01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A00]], %[[B10]], %[[C01]])
// CHECK-DAG: %[[B11_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[B11:.*]] = fly.make_view(%[[B11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A01]], %[[B11]], %[[D01]])
// CHECK-DAG: %[[D02_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[D02:.*]] = fly.make_view(%[[D02_P]], %{{.*}})
// CHECK-DAG: %[[B20_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[B20:.*]] = fly.make_view(%[[B20_P]], %{{.*}})
// CHECK-DAG: %[[C02_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[C02:.*]] = fly.make_view(%[[C02_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A00]], %[[B20]], %[[C02]])
// CHECK-DAG: %[[B21_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[B21:.*]] = fly.make_view(%[[B21_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A01]], %[[B21]], %[[D02]])
// CHECK-DAG: %[[D10_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[D10:.*]] = fly.make_view(%[[D10_P]], %{{.*}})
// CHECK-DAG: %[[A10_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[A10:.*]] = fly.make_view(%[[A10_P]], %{{.*}})
// CHECK-DAG: %[[C10_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[C10:.*]] = fly.make_view(%[[C10_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A10]], %[[B00]], %[[C10]])
// CHECK-DAG: %[[A11_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[A11:.*]] = fly.make_view(%[[A11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A11]], %[[B01]], %[[D10]])
// CHECK-DAG: %[[D11_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[D11:.*]] = fly.make_view(%[[D11_P]], %{{.*}})
// CHECK-DAG: %[[C11_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[C11:.*]] = fly.make_view(%[[C11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A10]], %[[B10]], %[[C11]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A11]], %[[B11]], %[[D11]])
// CHECK-DAG: %[[D12_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[D12:.*]] = fly.make_view(%[[D12_P]], %{{.*}})
// CHECK-DAG: %[[C12_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[C12:.*]] = fly.make_view(%[[C12_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A10]], %[[B20]], %[[C12]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A11]], %[[B21]], %[[D12]])
// CHECK-NOT: fly.mma_atom_call
// CHECK: return
// COUNT-LABEL: func.func @order_knm(
// COUNT-COUNT-12: fly.mma_atom_call
// COUNT-NOT: fly.mma_atom_call
// COUNT: return
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!a = !fly.memref<f32, register, (1,2,2):(0,1,2)>
!b = !fly.memref<f32, register, (1,3,2):(0,1,3)>
!c = !fly.memref<f32, register, (1,2,3):(0,1,2)>
func.func @order_knm(%pd: !fly.ptr<f32, register>, %pa: !fly.ptr<f32, register>, %pb: !fly.ptr<f32, register>, %pc: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fma
  %la = fly.static : !fly.layout<(1,2,2):(0,1,2)>
  %lb = fly.static : !fly.layout<(1,3,2):(0,1,3)>
  %lc = fly.static : !fly.layout<(1,2,3):(0,1,2)>
  %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !a
  %b = fly.make_view(%pb, %lb) : (!fly.ptr<f32, register>, !fly.layout<(1,3,2):(0,1,3)>) -> !b
  %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  fly.gemm(%atom, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fma, !c, !a, !b, !c) -> ()
  return
}
// -----

// (m,n,k): 000 100 001 101 010 110 011 111 020 120 021 121
// CHECK-LABEL: func.func @order_mkn(
// CHECK-SAME: %[[PD:[^:]*]]: !fly.ptr<f32, register>, %[[PA:[^:]*]]: !fly.ptr<f32, register>, %[[PB:[^:]*]]: !fly.ptr<f32, register>, %[[PC:[^:]*]]: !fly.ptr<f32, register>)
// CHECK: %[[ATOM:.*]] = fly.make_mma_atom
// CHECK-DAG: %[[D00:.*]] = fly.make_view(%[[PD]], %{{.*}})
// CHECK-DAG: %[[A00:.*]] = fly.make_view(%[[PA]], %{{.*}})
// CHECK-DAG: %[[B00:.*]] = fly.make_view(%[[PB]], %{{.*}})
// CHECK-DAG: %[[C00:.*]] = fly.make_view(%[[PC]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A00]], %[[B00]], %[[C00]])
// CHECK-DAG: %[[D10_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[D10:.*]] = fly.make_view(%[[D10_P]], %{{.*}})
// CHECK-DAG: %[[A10_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[A10:.*]] = fly.make_view(%[[A10_P]], %{{.*}})
// CHECK-DAG: %[[C10_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[C10:.*]] = fly.make_view(%[[C10_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A10]], %[[B00]], %[[C10]])
// CHECK-DAG: %[[A01_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[A01:.*]] = fly.make_view(%[[A01_P]], %{{.*}})
// CHECK-DAG: %[[B01_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[B01:.*]] = fly.make_view(%[[B01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A01]], %[[B01]], %[[D00]])
// CHECK-DAG: %[[A11_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[A11:.*]] = fly.make_view(%[[A11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A11]], %[[B01]], %[[D10]])
// CHECK-DAG: %[[D01_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[D01:.*]] = fly.make_view(%[[D01_P]], %{{.*}})
// CHECK-DAG: %[[B10_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[B10:.*]] = fly.make_view(%[[B10_P]], %{{.*}})
// CHECK-DAG: %[[C01_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[C01:.*]] = fly.make_view(%[[C01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A00]], %[[B10]], %[[C01]])
// CHECK-DAG: %[[D11_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[D11:.*]] = fly.make_view(%[[D11_P]], %{{.*}})
// CHECK-DAG: %[[C11_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[C11:.*]] = fly.make_view(%[[C11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A10]], %[[B10]], %[[C11]])
// CHECK-DAG: %[[B11_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[B11:.*]] = fly.make_view(%[[B11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A01]], %[[B11]], %[[D01]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A11]], %[[B11]], %[[D11]])
// CHECK-DAG: %[[D02_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[D02:.*]] = fly.make_view(%[[D02_P]], %{{.*}})
// CHECK-DAG: %[[B20_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[B20:.*]] = fly.make_view(%[[B20_P]], %{{.*}})
// CHECK-DAG: %[[C02_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[C02:.*]] = fly.make_view(%[[C02_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A00]], %[[B20]], %[[C02]])
// CHECK-DAG: %[[D12_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[D12:.*]] = fly.make_view(%[[D12_P]], %{{.*}})
// CHECK-DAG: %[[C12_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[C12:.*]] = fly.make_view(%[[C12_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A10]], %[[B20]], %[[C12]])
// CHECK-DAG: %[[B21_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[B21:.*]] = fly.make_view(%[[B21_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A01]], %[[B21]], %[[D02]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A11]], %[[B21]], %[[D12]])
// CHECK-NOT: fly.mma_atom_call
// CHECK: return
// COUNT-LABEL: func.func @order_mkn(
// COUNT-COUNT-12: fly.mma_atom_call
// COUNT-NOT: fly.mma_atom_call
// COUNT: return
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!a = !fly.memref<f32, register, (1,2,2):(0,1,2)>
!b = !fly.memref<f32, register, (1,3,2):(0,1,3)>
!c = !fly.memref<f32, register, (1,2,3):(0,1,2)>
func.func @order_mkn(%pd: !fly.ptr<f32, register>, %pa: !fly.ptr<f32, register>, %pb: !fly.ptr<f32, register>, %pc: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fma
  %la = fly.static : !fly.layout<(1,2,2):(0,1,2)>
  %lb = fly.static : !fly.layout<(1,3,2):(0,1,3)>
  %lc = fly.static : !fly.layout<(1,2,3):(0,1,2)>
  %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !a
  %b = fly.make_view(%pb, %lb) : (!fly.ptr<f32, register>, !fly.layout<(1,3,2):(0,1,3)>) -> !b
  %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  fly.gemm(%atom, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order mkn>} : (!fma, !c, !a, !b, !c) -> ()
  return
}
// -----

// (m,n,k): 000 100 010 110 020 120 001 101 011 111 021 121
// CHECK-LABEL: func.func @order_mnk(
// CHECK-SAME: %[[PD:[^:]*]]: !fly.ptr<f32, register>, %[[PA:[^:]*]]: !fly.ptr<f32, register>, %[[PB:[^:]*]]: !fly.ptr<f32, register>, %[[PC:[^:]*]]: !fly.ptr<f32, register>)
// CHECK: %[[ATOM:.*]] = fly.make_mma_atom
// CHECK-DAG: %[[D00:.*]] = fly.make_view(%[[PD]], %{{.*}})
// CHECK-DAG: %[[A00:.*]] = fly.make_view(%[[PA]], %{{.*}})
// CHECK-DAG: %[[B00:.*]] = fly.make_view(%[[PB]], %{{.*}})
// CHECK-DAG: %[[C00:.*]] = fly.make_view(%[[PC]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A00]], %[[B00]], %[[C00]])
// CHECK-DAG: %[[D10_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[D10:.*]] = fly.make_view(%[[D10_P]], %{{.*}})
// CHECK-DAG: %[[A10_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[A10:.*]] = fly.make_view(%[[A10_P]], %{{.*}})
// CHECK-DAG: %[[C10_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[C10:.*]] = fly.make_view(%[[C10_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A10]], %[[B00]], %[[C10]])
// CHECK-DAG: %[[D01_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[D01:.*]] = fly.make_view(%[[D01_P]], %{{.*}})
// CHECK-DAG: %[[B10_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[B10:.*]] = fly.make_view(%[[B10_P]], %{{.*}})
// CHECK-DAG: %[[C01_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[C01:.*]] = fly.make_view(%[[C01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A00]], %[[B10]], %[[C01]])
// CHECK-DAG: %[[D11_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[D11:.*]] = fly.make_view(%[[D11_P]], %{{.*}})
// CHECK-DAG: %[[C11_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[C11:.*]] = fly.make_view(%[[C11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A10]], %[[B10]], %[[C11]])
// CHECK-DAG: %[[D02_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[D02:.*]] = fly.make_view(%[[D02_P]], %{{.*}})
// CHECK-DAG: %[[B20_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[B20:.*]] = fly.make_view(%[[B20_P]], %{{.*}})
// CHECK-DAG: %[[C02_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[C02:.*]] = fly.make_view(%[[C02_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A00]], %[[B20]], %[[C02]])
// CHECK-DAG: %[[D12_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[D12:.*]] = fly.make_view(%[[D12_P]], %{{.*}})
// CHECK-DAG: %[[C12_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[C12:.*]] = fly.make_view(%[[C12_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A10]], %[[B20]], %[[C12]])
// CHECK-DAG: %[[A01_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[A01:.*]] = fly.make_view(%[[A01_P]], %{{.*}})
// CHECK-DAG: %[[B01_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[B01:.*]] = fly.make_view(%[[B01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A01]], %[[B01]], %[[D00]])
// CHECK-DAG: %[[A11_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[A11:.*]] = fly.make_view(%[[A11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A11]], %[[B01]], %[[D10]])
// CHECK-DAG: %[[B11_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[B11:.*]] = fly.make_view(%[[B11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A01]], %[[B11]], %[[D01]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A11]], %[[B11]], %[[D11]])
// CHECK-DAG: %[[B21_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[B21:.*]] = fly.make_view(%[[B21_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A01]], %[[B21]], %[[D02]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A11]], %[[B21]], %[[D12]])
// CHECK-NOT: fly.mma_atom_call
// CHECK: return
// COUNT-LABEL: func.func @order_mnk(
// COUNT-COUNT-12: fly.mma_atom_call
// COUNT-NOT: fly.mma_atom_call
// COUNT: return
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!a = !fly.memref<f32, register, (1,2,2):(0,1,2)>
!b = !fly.memref<f32, register, (1,3,2):(0,1,3)>
!c = !fly.memref<f32, register, (1,2,3):(0,1,2)>
func.func @order_mnk(%pd: !fly.ptr<f32, register>, %pa: !fly.ptr<f32, register>, %pb: !fly.ptr<f32, register>, %pc: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fma
  %la = fly.static : !fly.layout<(1,2,2):(0,1,2)>
  %lb = fly.static : !fly.layout<(1,3,2):(0,1,3)>
  %lc = fly.static : !fly.layout<(1,2,3):(0,1,2)>
  %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !a
  %b = fly.make_view(%pb, %lb) : (!fly.ptr<f32, register>, !fly.layout<(1,3,2):(0,1,3)>) -> !b
  %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  fly.gemm(%atom, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order mnk>} : (!fma, !c, !a, !b, !c) -> ()
  return
}
// -----

// (m,n,k): 000 010 020 001 011 021 100 110 120 101 111 121
// CHECK-LABEL: func.func @order_nkm(
// CHECK-SAME: %[[PD:[^:]*]]: !fly.ptr<f32, register>, %[[PA:[^:]*]]: !fly.ptr<f32, register>, %[[PB:[^:]*]]: !fly.ptr<f32, register>, %[[PC:[^:]*]]: !fly.ptr<f32, register>)
// CHECK: %[[ATOM:.*]] = fly.make_mma_atom
// CHECK-DAG: %[[D00:.*]] = fly.make_view(%[[PD]], %{{.*}})
// CHECK-DAG: %[[A00:.*]] = fly.make_view(%[[PA]], %{{.*}})
// CHECK-DAG: %[[B00:.*]] = fly.make_view(%[[PB]], %{{.*}})
// CHECK-DAG: %[[C00:.*]] = fly.make_view(%[[PC]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A00]], %[[B00]], %[[C00]])
// CHECK-DAG: %[[D01_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[D01:.*]] = fly.make_view(%[[D01_P]], %{{.*}})
// CHECK-DAG: %[[B10_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[B10:.*]] = fly.make_view(%[[B10_P]], %{{.*}})
// CHECK-DAG: %[[C01_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[C01:.*]] = fly.make_view(%[[C01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A00]], %[[B10]], %[[C01]])
// CHECK-DAG: %[[D02_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[D02:.*]] = fly.make_view(%[[D02_P]], %{{.*}})
// CHECK-DAG: %[[B20_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[B20:.*]] = fly.make_view(%[[B20_P]], %{{.*}})
// CHECK-DAG: %[[C02_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[C02:.*]] = fly.make_view(%[[C02_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A00]], %[[B20]], %[[C02]])
// CHECK-DAG: %[[A01_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[A01:.*]] = fly.make_view(%[[A01_P]], %{{.*}})
// CHECK-DAG: %[[B01_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[B01:.*]] = fly.make_view(%[[B01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A01]], %[[B01]], %[[D00]])
// CHECK-DAG: %[[B11_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[B11:.*]] = fly.make_view(%[[B11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A01]], %[[B11]], %[[D01]])
// CHECK-DAG: %[[B21_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[B21:.*]] = fly.make_view(%[[B21_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A01]], %[[B21]], %[[D02]])
// CHECK-DAG: %[[D10_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[D10:.*]] = fly.make_view(%[[D10_P]], %{{.*}})
// CHECK-DAG: %[[A10_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[A10:.*]] = fly.make_view(%[[A10_P]], %{{.*}})
// CHECK-DAG: %[[C10_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[C10:.*]] = fly.make_view(%[[C10_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A10]], %[[B00]], %[[C10]])
// CHECK-DAG: %[[D11_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[D11:.*]] = fly.make_view(%[[D11_P]], %{{.*}})
// CHECK-DAG: %[[C11_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[C11:.*]] = fly.make_view(%[[C11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A10]], %[[B10]], %[[C11]])
// CHECK-DAG: %[[D12_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[D12:.*]] = fly.make_view(%[[D12_P]], %{{.*}})
// CHECK-DAG: %[[C12_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[C12:.*]] = fly.make_view(%[[C12_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A10]], %[[B20]], %[[C12]])
// CHECK-DAG: %[[A11_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[A11:.*]] = fly.make_view(%[[A11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A11]], %[[B01]], %[[D10]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A11]], %[[B11]], %[[D11]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A11]], %[[B21]], %[[D12]])
// CHECK-NOT: fly.mma_atom_call
// CHECK: return
// COUNT-LABEL: func.func @order_nkm(
// COUNT-COUNT-12: fly.mma_atom_call
// COUNT-NOT: fly.mma_atom_call
// COUNT: return
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!a = !fly.memref<f32, register, (1,2,2):(0,1,2)>
!b = !fly.memref<f32, register, (1,3,2):(0,1,3)>
!c = !fly.memref<f32, register, (1,2,3):(0,1,2)>
func.func @order_nkm(%pd: !fly.ptr<f32, register>, %pa: !fly.ptr<f32, register>, %pb: !fly.ptr<f32, register>, %pc: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fma
  %la = fly.static : !fly.layout<(1,2,2):(0,1,2)>
  %lb = fly.static : !fly.layout<(1,3,2):(0,1,3)>
  %lc = fly.static : !fly.layout<(1,2,3):(0,1,2)>
  %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !a
  %b = fly.make_view(%pb, %lb) : (!fly.ptr<f32, register>, !fly.layout<(1,3,2):(0,1,3)>) -> !b
  %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  fly.gemm(%atom, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order nkm>} : (!fma, !c, !a, !b, !c) -> ()
  return
}
// -----

// (m,n,k): 000 010 020 100 110 120 001 011 021 101 111 121
// CHECK-LABEL: func.func @order_nmk(
// CHECK-SAME: %[[PD:[^:]*]]: !fly.ptr<f32, register>, %[[PA:[^:]*]]: !fly.ptr<f32, register>, %[[PB:[^:]*]]: !fly.ptr<f32, register>, %[[PC:[^:]*]]: !fly.ptr<f32, register>)
// CHECK: %[[ATOM:.*]] = fly.make_mma_atom
// CHECK-DAG: %[[D00:.*]] = fly.make_view(%[[PD]], %{{.*}})
// CHECK-DAG: %[[A00:.*]] = fly.make_view(%[[PA]], %{{.*}})
// CHECK-DAG: %[[B00:.*]] = fly.make_view(%[[PB]], %{{.*}})
// CHECK-DAG: %[[C00:.*]] = fly.make_view(%[[PC]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A00]], %[[B00]], %[[C00]])
// CHECK-DAG: %[[D01_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[D01:.*]] = fly.make_view(%[[D01_P]], %{{.*}})
// CHECK-DAG: %[[B10_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[B10:.*]] = fly.make_view(%[[B10_P]], %{{.*}})
// CHECK-DAG: %[[C01_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[C01:.*]] = fly.make_view(%[[C01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A00]], %[[B10]], %[[C01]])
// CHECK-DAG: %[[D02_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[D02:.*]] = fly.make_view(%[[D02_P]], %{{.*}})
// CHECK-DAG: %[[B20_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[B20:.*]] = fly.make_view(%[[B20_P]], %{{.*}})
// CHECK-DAG: %[[C02_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[C02:.*]] = fly.make_view(%[[C02_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A00]], %[[B20]], %[[C02]])
// CHECK-DAG: %[[D10_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[D10:.*]] = fly.make_view(%[[D10_P]], %{{.*}})
// CHECK-DAG: %[[A10_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[A10:.*]] = fly.make_view(%[[A10_P]], %{{.*}})
// CHECK-DAG: %[[C10_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[C10:.*]] = fly.make_view(%[[C10_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A10]], %[[B00]], %[[C10]])
// CHECK-DAG: %[[D11_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[D11:.*]] = fly.make_view(%[[D11_P]], %{{.*}})
// CHECK-DAG: %[[C11_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[C11:.*]] = fly.make_view(%[[C11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A10]], %[[B10]], %[[C11]])
// CHECK-DAG: %[[D12_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[D12:.*]] = fly.make_view(%[[D12_P]], %{{.*}})
// CHECK-DAG: %[[C12_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[C12:.*]] = fly.make_view(%[[C12_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A10]], %[[B20]], %[[C12]])
// CHECK-DAG: %[[A01_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[A01:.*]] = fly.make_view(%[[A01_P]], %{{.*}})
// CHECK-DAG: %[[B01_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[B01:.*]] = fly.make_view(%[[B01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A01]], %[[B01]], %[[D00]])
// CHECK-DAG: %[[B11_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[B11:.*]] = fly.make_view(%[[B11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A01]], %[[B11]], %[[D01]])
// CHECK-DAG: %[[B21_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[B21:.*]] = fly.make_view(%[[B21_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A01]], %[[B21]], %[[D02]])
// CHECK-DAG: %[[A11_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[A11:.*]] = fly.make_view(%[[A11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A11]], %[[B01]], %[[D10]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A11]], %[[B11]], %[[D11]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A11]], %[[B21]], %[[D12]])
// CHECK-NOT: fly.mma_atom_call
// CHECK: return
// COUNT-LABEL: func.func @order_nmk(
// COUNT-COUNT-12: fly.mma_atom_call
// COUNT-NOT: fly.mma_atom_call
// COUNT: return
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!a = !fly.memref<f32, register, (1,2,2):(0,1,2)>
!b = !fly.memref<f32, register, (1,3,2):(0,1,3)>
!c = !fly.memref<f32, register, (1,2,3):(0,1,2)>
func.func @order_nmk(%pd: !fly.ptr<f32, register>, %pa: !fly.ptr<f32, register>, %pb: !fly.ptr<f32, register>, %pc: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fma
  %la = fly.static : !fly.layout<(1,2,2):(0,1,2)>
  %lb = fly.static : !fly.layout<(1,3,2):(0,1,3)>
  %lc = fly.static : !fly.layout<(1,2,3):(0,1,2)>
  %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !a
  %b = fly.make_view(%pb, %lb) : (!fly.ptr<f32, register>, !fly.layout<(1,3,2):(0,1,3)>) -> !b
  %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  fly.gemm(%atom, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order nmk>} : (!fma, !c, !a, !b, !c) -> ()
  return
}
// -----

// (m,n,k): 000 001 101 100 110 111 011 010 020 021 121 120
// CHECK-LABEL: func.func @order_kmn_serpentine(
// CHECK-SAME: %[[PD:[^:]*]]: !fly.ptr<f32, register>, %[[PA:[^:]*]]: !fly.ptr<f32, register>, %[[PB:[^:]*]]: !fly.ptr<f32, register>, %[[PC:[^:]*]]: !fly.ptr<f32, register>)
// CHECK: %[[ATOM:.*]] = fly.make_mma_atom
// CHECK-DAG: %[[D00:.*]] = fly.make_view(%[[PD]], %{{.*}})
// CHECK-DAG: %[[A00:.*]] = fly.make_view(%[[PA]], %{{.*}})
// CHECK-DAG: %[[B00:.*]] = fly.make_view(%[[PB]], %{{.*}})
// CHECK-DAG: %[[C00:.*]] = fly.make_view(%[[PC]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A00]], %[[B00]], %[[C00]])
// CHECK-DAG: %[[A01_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[A01:.*]] = fly.make_view(%[[A01_P]], %{{.*}})
// CHECK-DAG: %[[B01_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[B01:.*]] = fly.make_view(%[[B01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A01]], %[[B01]], %[[D00]])
// CHECK-DAG: %[[D10_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[D10:.*]] = fly.make_view(%[[D10_P]], %{{.*}})
// CHECK-DAG: %[[A11_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[A11:.*]] = fly.make_view(%[[A11_P]], %{{.*}})
// CHECK-DAG: %[[C10_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[C10:.*]] = fly.make_view(%[[C10_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A11]], %[[B01]], %[[C10]])
// CHECK-DAG: %[[A10_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[A10:.*]] = fly.make_view(%[[A10_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A10]], %[[B00]], %[[D10]])
// CHECK-DAG: %[[D11_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[D11:.*]] = fly.make_view(%[[D11_P]], %{{.*}})
// CHECK-DAG: %[[B10_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[B10:.*]] = fly.make_view(%[[B10_P]], %{{.*}})
// CHECK-DAG: %[[C11_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[C11:.*]] = fly.make_view(%[[C11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A10]], %[[B10]], %[[C11]])
// CHECK-DAG: %[[B11_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[B11:.*]] = fly.make_view(%[[B11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A11]], %[[B11]], %[[D11]])
// CHECK-DAG: %[[D01_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[D01:.*]] = fly.make_view(%[[D01_P]], %{{.*}})
// CHECK-DAG: %[[C01_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[C01:.*]] = fly.make_view(%[[C01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A01]], %[[B11]], %[[C01]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A00]], %[[B10]], %[[D01]])
// CHECK-DAG: %[[D02_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[D02:.*]] = fly.make_view(%[[D02_P]], %{{.*}})
// CHECK-DAG: %[[B20_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[B20:.*]] = fly.make_view(%[[B20_P]], %{{.*}})
// CHECK-DAG: %[[C02_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[C02:.*]] = fly.make_view(%[[C02_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A00]], %[[B20]], %[[C02]])
// CHECK-DAG: %[[B21_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[B21:.*]] = fly.make_view(%[[B21_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A01]], %[[B21]], %[[D02]])
// CHECK-DAG: %[[D12_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[D12:.*]] = fly.make_view(%[[D12_P]], %{{.*}})
// CHECK-DAG: %[[C12_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[C12:.*]] = fly.make_view(%[[C12_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A11]], %[[B21]], %[[C12]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A10]], %[[B20]], %[[D12]])
// CHECK-NOT: fly.mma_atom_call
// CHECK: return
// COUNT-LABEL: func.func @order_kmn_serpentine(
// COUNT-COUNT-12: fly.mma_atom_call
// COUNT-NOT: fly.mma_atom_call
// COUNT: return
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!a = !fly.memref<f32, register, (1,2,2):(0,1,2)>
!b = !fly.memref<f32, register, (1,3,2):(0,1,3)>
!c = !fly.memref<f32, register, (1,2,3):(0,1,2)>
func.func @order_kmn_serpentine(%pd: !fly.ptr<f32, register>, %pa: !fly.ptr<f32, register>, %pb: !fly.ptr<f32, register>, %pc: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fma
  %la = fly.static : !fly.layout<(1,2,2):(0,1,2)>
  %lb = fly.static : !fly.layout<(1,3,2):(0,1,3)>
  %lc = fly.static : !fly.layout<(1,2,3):(0,1,2)>
  %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !a
  %b = fly.make_view(%pb, %lb) : (!fly.ptr<f32, register>, !fly.layout<(1,3,2):(0,1,3)>) -> !b
  %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  fly.gemm(%atom, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order kmn_serpentine>} : (!fma, !c, !a, !b, !c) -> ()
  return
}
// -----

// (m,n,k): 000 001 011 010 020 021 121 120 110 111 101 100
// CHECK-LABEL: func.func @order_knm_serpentine(
// CHECK-SAME: %[[PD:[^:]*]]: !fly.ptr<f32, register>, %[[PA:[^:]*]]: !fly.ptr<f32, register>, %[[PB:[^:]*]]: !fly.ptr<f32, register>, %[[PC:[^:]*]]: !fly.ptr<f32, register>)
// CHECK: %[[ATOM:.*]] = fly.make_mma_atom
// CHECK-DAG: %[[D00:.*]] = fly.make_view(%[[PD]], %{{.*}})
// CHECK-DAG: %[[A00:.*]] = fly.make_view(%[[PA]], %{{.*}})
// CHECK-DAG: %[[B00:.*]] = fly.make_view(%[[PB]], %{{.*}})
// CHECK-DAG: %[[C00:.*]] = fly.make_view(%[[PC]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A00]], %[[B00]], %[[C00]])
// CHECK-DAG: %[[A01_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[A01:.*]] = fly.make_view(%[[A01_P]], %{{.*}})
// CHECK-DAG: %[[B01_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[B01:.*]] = fly.make_view(%[[B01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A01]], %[[B01]], %[[D00]])
// CHECK-DAG: %[[D01_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[D01:.*]] = fly.make_view(%[[D01_P]], %{{.*}})
// CHECK-DAG: %[[B11_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[B11:.*]] = fly.make_view(%[[B11_P]], %{{.*}})
// CHECK-DAG: %[[C01_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[C01:.*]] = fly.make_view(%[[C01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A01]], %[[B11]], %[[C01]])
// CHECK-DAG: %[[B10_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[B10:.*]] = fly.make_view(%[[B10_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A00]], %[[B10]], %[[D01]])
// CHECK-DAG: %[[D02_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[D02:.*]] = fly.make_view(%[[D02_P]], %{{.*}})
// CHECK-DAG: %[[B20_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[B20:.*]] = fly.make_view(%[[B20_P]], %{{.*}})
// CHECK-DAG: %[[C02_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[C02:.*]] = fly.make_view(%[[C02_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A00]], %[[B20]], %[[C02]])
// CHECK-DAG: %[[B21_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[B21:.*]] = fly.make_view(%[[B21_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A01]], %[[B21]], %[[D02]])
// CHECK-DAG: %[[D12_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[D12:.*]] = fly.make_view(%[[D12_P]], %{{.*}})
// CHECK-DAG: %[[A11_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[A11:.*]] = fly.make_view(%[[A11_P]], %{{.*}})
// CHECK-DAG: %[[C12_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[C12:.*]] = fly.make_view(%[[C12_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A11]], %[[B21]], %[[C12]])
// CHECK-DAG: %[[A10_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[A10:.*]] = fly.make_view(%[[A10_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A10]], %[[B20]], %[[D12]])
// CHECK-DAG: %[[D11_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[D11:.*]] = fly.make_view(%[[D11_P]], %{{.*}})
// CHECK-DAG: %[[C11_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[C11:.*]] = fly.make_view(%[[C11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A10]], %[[B10]], %[[C11]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A11]], %[[B11]], %[[D11]])
// CHECK-DAG: %[[D10_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[D10:.*]] = fly.make_view(%[[D10_P]], %{{.*}})
// CHECK-DAG: %[[C10_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[C10:.*]] = fly.make_view(%[[C10_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A11]], %[[B01]], %[[C10]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A10]], %[[B00]], %[[D10]])
// CHECK-NOT: fly.mma_atom_call
// CHECK: return
// COUNT-LABEL: func.func @order_knm_serpentine(
// COUNT-COUNT-12: fly.mma_atom_call
// COUNT-NOT: fly.mma_atom_call
// COUNT: return
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!a = !fly.memref<f32, register, (1,2,2):(0,1,2)>
!b = !fly.memref<f32, register, (1,3,2):(0,1,3)>
!c = !fly.memref<f32, register, (1,2,3):(0,1,2)>
func.func @order_knm_serpentine(%pd: !fly.ptr<f32, register>, %pa: !fly.ptr<f32, register>, %pb: !fly.ptr<f32, register>, %pc: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fma
  %la = fly.static : !fly.layout<(1,2,2):(0,1,2)>
  %lb = fly.static : !fly.layout<(1,3,2):(0,1,3)>
  %lc = fly.static : !fly.layout<(1,2,3):(0,1,2)>
  %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !a
  %b = fly.make_view(%pb, %lb) : (!fly.ptr<f32, register>, !fly.layout<(1,3,2):(0,1,3)>) -> !b
  %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  fly.gemm(%atom, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order knm_serpentine>} : (!fma, !c, !a, !b, !c) -> ()
  return
}
// -----

// (m,n,k): 000 100 101 001 011 111 110 010 020 120 121 021
// CHECK-LABEL: func.func @order_mkn_serpentine(
// CHECK-SAME: %[[PD:[^:]*]]: !fly.ptr<f32, register>, %[[PA:[^:]*]]: !fly.ptr<f32, register>, %[[PB:[^:]*]]: !fly.ptr<f32, register>, %[[PC:[^:]*]]: !fly.ptr<f32, register>)
// CHECK: %[[ATOM:.*]] = fly.make_mma_atom
// CHECK-DAG: %[[D00:.*]] = fly.make_view(%[[PD]], %{{.*}})
// CHECK-DAG: %[[A00:.*]] = fly.make_view(%[[PA]], %{{.*}})
// CHECK-DAG: %[[B00:.*]] = fly.make_view(%[[PB]], %{{.*}})
// CHECK-DAG: %[[C00:.*]] = fly.make_view(%[[PC]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A00]], %[[B00]], %[[C00]])
// CHECK-DAG: %[[D10_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[D10:.*]] = fly.make_view(%[[D10_P]], %{{.*}})
// CHECK-DAG: %[[A10_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[A10:.*]] = fly.make_view(%[[A10_P]], %{{.*}})
// CHECK-DAG: %[[C10_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[C10:.*]] = fly.make_view(%[[C10_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A10]], %[[B00]], %[[C10]])
// CHECK-DAG: %[[A11_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[A11:.*]] = fly.make_view(%[[A11_P]], %{{.*}})
// CHECK-DAG: %[[B01_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[B01:.*]] = fly.make_view(%[[B01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A11]], %[[B01]], %[[D10]])
// CHECK-DAG: %[[A01_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[A01:.*]] = fly.make_view(%[[A01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A01]], %[[B01]], %[[D00]])
// CHECK-DAG: %[[D01_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[D01:.*]] = fly.make_view(%[[D01_P]], %{{.*}})
// CHECK-DAG: %[[B11_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[B11:.*]] = fly.make_view(%[[B11_P]], %{{.*}})
// CHECK-DAG: %[[C01_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[C01:.*]] = fly.make_view(%[[C01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A01]], %[[B11]], %[[C01]])
// CHECK-DAG: %[[D11_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[D11:.*]] = fly.make_view(%[[D11_P]], %{{.*}})
// CHECK-DAG: %[[C11_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[C11:.*]] = fly.make_view(%[[C11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A11]], %[[B11]], %[[C11]])
// CHECK-DAG: %[[B10_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[B10:.*]] = fly.make_view(%[[B10_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A10]], %[[B10]], %[[D11]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A00]], %[[B10]], %[[D01]])
// CHECK-DAG: %[[D02_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[D02:.*]] = fly.make_view(%[[D02_P]], %{{.*}})
// CHECK-DAG: %[[B20_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[B20:.*]] = fly.make_view(%[[B20_P]], %{{.*}})
// CHECK-DAG: %[[C02_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[C02:.*]] = fly.make_view(%[[C02_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A00]], %[[B20]], %[[C02]])
// CHECK-DAG: %[[D12_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[D12:.*]] = fly.make_view(%[[D12_P]], %{{.*}})
// CHECK-DAG: %[[C12_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[C12:.*]] = fly.make_view(%[[C12_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A10]], %[[B20]], %[[C12]])
// CHECK-DAG: %[[B21_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[B21:.*]] = fly.make_view(%[[B21_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A11]], %[[B21]], %[[D12]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A01]], %[[B21]], %[[D02]])
// CHECK-NOT: fly.mma_atom_call
// CHECK: return
// COUNT-LABEL: func.func @order_mkn_serpentine(
// COUNT-COUNT-12: fly.mma_atom_call
// COUNT-NOT: fly.mma_atom_call
// COUNT: return
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!a = !fly.memref<f32, register, (1,2,2):(0,1,2)>
!b = !fly.memref<f32, register, (1,3,2):(0,1,3)>
!c = !fly.memref<f32, register, (1,2,3):(0,1,2)>
func.func @order_mkn_serpentine(%pd: !fly.ptr<f32, register>, %pa: !fly.ptr<f32, register>, %pb: !fly.ptr<f32, register>, %pc: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fma
  %la = fly.static : !fly.layout<(1,2,2):(0,1,2)>
  %lb = fly.static : !fly.layout<(1,3,2):(0,1,3)>
  %lc = fly.static : !fly.layout<(1,2,3):(0,1,2)>
  %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !a
  %b = fly.make_view(%pb, %lb) : (!fly.ptr<f32, register>, !fly.layout<(1,3,2):(0,1,3)>) -> !b
  %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  fly.gemm(%atom, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order mkn_serpentine>} : (!fma, !c, !a, !b, !c) -> ()
  return
}
// -----

// (m,n,k): 000 100 110 010 020 120 121 021 011 111 101 001
// CHECK-LABEL: func.func @order_mnk_serpentine(
// CHECK-SAME: %[[PD:[^:]*]]: !fly.ptr<f32, register>, %[[PA:[^:]*]]: !fly.ptr<f32, register>, %[[PB:[^:]*]]: !fly.ptr<f32, register>, %[[PC:[^:]*]]: !fly.ptr<f32, register>)
// CHECK: %[[ATOM:.*]] = fly.make_mma_atom
// CHECK-DAG: %[[D00:.*]] = fly.make_view(%[[PD]], %{{.*}})
// CHECK-DAG: %[[A00:.*]] = fly.make_view(%[[PA]], %{{.*}})
// CHECK-DAG: %[[B00:.*]] = fly.make_view(%[[PB]], %{{.*}})
// CHECK-DAG: %[[C00:.*]] = fly.make_view(%[[PC]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A00]], %[[B00]], %[[C00]])
// CHECK-DAG: %[[D10_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[D10:.*]] = fly.make_view(%[[D10_P]], %{{.*}})
// CHECK-DAG: %[[A10_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[A10:.*]] = fly.make_view(%[[A10_P]], %{{.*}})
// CHECK-DAG: %[[C10_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[C10:.*]] = fly.make_view(%[[C10_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A10]], %[[B00]], %[[C10]])
// CHECK-DAG: %[[D11_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[D11:.*]] = fly.make_view(%[[D11_P]], %{{.*}})
// CHECK-DAG: %[[B10_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[B10:.*]] = fly.make_view(%[[B10_P]], %{{.*}})
// CHECK-DAG: %[[C11_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[C11:.*]] = fly.make_view(%[[C11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A10]], %[[B10]], %[[C11]])
// CHECK-DAG: %[[D01_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[D01:.*]] = fly.make_view(%[[D01_P]], %{{.*}})
// CHECK-DAG: %[[C01_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[C01:.*]] = fly.make_view(%[[C01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A00]], %[[B10]], %[[C01]])
// CHECK-DAG: %[[D02_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[D02:.*]] = fly.make_view(%[[D02_P]], %{{.*}})
// CHECK-DAG: %[[B20_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[B20:.*]] = fly.make_view(%[[B20_P]], %{{.*}})
// CHECK-DAG: %[[C02_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[C02:.*]] = fly.make_view(%[[C02_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A00]], %[[B20]], %[[C02]])
// CHECK-DAG: %[[D12_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[D12:.*]] = fly.make_view(%[[D12_P]], %{{.*}})
// CHECK-DAG: %[[C12_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[C12:.*]] = fly.make_view(%[[C12_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A10]], %[[B20]], %[[C12]])
// CHECK-DAG: %[[A11_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[A11:.*]] = fly.make_view(%[[A11_P]], %{{.*}})
// CHECK-DAG: %[[B21_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[B21:.*]] = fly.make_view(%[[B21_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A11]], %[[B21]], %[[D12]])
// CHECK-DAG: %[[A01_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[A01:.*]] = fly.make_view(%[[A01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A01]], %[[B21]], %[[D02]])
// CHECK-DAG: %[[B11_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[B11:.*]] = fly.make_view(%[[B11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A01]], %[[B11]], %[[D01]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A11]], %[[B11]], %[[D11]])
// CHECK-DAG: %[[B01_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[B01:.*]] = fly.make_view(%[[B01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A11]], %[[B01]], %[[D10]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A01]], %[[B01]], %[[D00]])
// CHECK-NOT: fly.mma_atom_call
// CHECK: return
// COUNT-LABEL: func.func @order_mnk_serpentine(
// COUNT-COUNT-12: fly.mma_atom_call
// COUNT-NOT: fly.mma_atom_call
// COUNT: return
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!a = !fly.memref<f32, register, (1,2,2):(0,1,2)>
!b = !fly.memref<f32, register, (1,3,2):(0,1,3)>
!c = !fly.memref<f32, register, (1,2,3):(0,1,2)>
func.func @order_mnk_serpentine(%pd: !fly.ptr<f32, register>, %pa: !fly.ptr<f32, register>, %pb: !fly.ptr<f32, register>, %pc: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fma
  %la = fly.static : !fly.layout<(1,2,2):(0,1,2)>
  %lb = fly.static : !fly.layout<(1,3,2):(0,1,3)>
  %lc = fly.static : !fly.layout<(1,2,3):(0,1,2)>
  %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !a
  %b = fly.make_view(%pb, %lb) : (!fly.ptr<f32, register>, !fly.layout<(1,3,2):(0,1,3)>) -> !b
  %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  fly.gemm(%atom, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order mnk_serpentine>} : (!fma, !c, !a, !b, !c) -> ()
  return
}
// -----

// (m,n,k): 000 010 020 021 011 001 101 111 121 120 110 100
// CHECK-LABEL: func.func @order_nkm_serpentine(
// CHECK-SAME: %[[PD:[^:]*]]: !fly.ptr<f32, register>, %[[PA:[^:]*]]: !fly.ptr<f32, register>, %[[PB:[^:]*]]: !fly.ptr<f32, register>, %[[PC:[^:]*]]: !fly.ptr<f32, register>)
// CHECK: %[[ATOM:.*]] = fly.make_mma_atom
// CHECK-DAG: %[[D00:.*]] = fly.make_view(%[[PD]], %{{.*}})
// CHECK-DAG: %[[A00:.*]] = fly.make_view(%[[PA]], %{{.*}})
// CHECK-DAG: %[[B00:.*]] = fly.make_view(%[[PB]], %{{.*}})
// CHECK-DAG: %[[C00:.*]] = fly.make_view(%[[PC]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A00]], %[[B00]], %[[C00]])
// CHECK-DAG: %[[D01_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[D01:.*]] = fly.make_view(%[[D01_P]], %{{.*}})
// CHECK-DAG: %[[B10_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[B10:.*]] = fly.make_view(%[[B10_P]], %{{.*}})
// CHECK-DAG: %[[C01_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[C01:.*]] = fly.make_view(%[[C01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A00]], %[[B10]], %[[C01]])
// CHECK-DAG: %[[D02_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[D02:.*]] = fly.make_view(%[[D02_P]], %{{.*}})
// CHECK-DAG: %[[B20_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[B20:.*]] = fly.make_view(%[[B20_P]], %{{.*}})
// CHECK-DAG: %[[C02_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[C02:.*]] = fly.make_view(%[[C02_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A00]], %[[B20]], %[[C02]])
// CHECK-DAG: %[[A01_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[A01:.*]] = fly.make_view(%[[A01_P]], %{{.*}})
// CHECK-DAG: %[[B21_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[B21:.*]] = fly.make_view(%[[B21_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A01]], %[[B21]], %[[D02]])
// CHECK-DAG: %[[B11_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[B11:.*]] = fly.make_view(%[[B11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A01]], %[[B11]], %[[D01]])
// CHECK-DAG: %[[B01_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[B01:.*]] = fly.make_view(%[[B01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A01]], %[[B01]], %[[D00]])
// CHECK-DAG: %[[D10_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[D10:.*]] = fly.make_view(%[[D10_P]], %{{.*}})
// CHECK-DAG: %[[A11_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[A11:.*]] = fly.make_view(%[[A11_P]], %{{.*}})
// CHECK-DAG: %[[C10_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[C10:.*]] = fly.make_view(%[[C10_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A11]], %[[B01]], %[[C10]])
// CHECK-DAG: %[[D11_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[D11:.*]] = fly.make_view(%[[D11_P]], %{{.*}})
// CHECK-DAG: %[[C11_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[C11:.*]] = fly.make_view(%[[C11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A11]], %[[B11]], %[[C11]])
// CHECK-DAG: %[[D12_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[D12:.*]] = fly.make_view(%[[D12_P]], %{{.*}})
// CHECK-DAG: %[[C12_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[C12:.*]] = fly.make_view(%[[C12_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A11]], %[[B21]], %[[C12]])
// CHECK-DAG: %[[A10_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[A10:.*]] = fly.make_view(%[[A10_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A10]], %[[B20]], %[[D12]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A10]], %[[B10]], %[[D11]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A10]], %[[B00]], %[[D10]])
// CHECK-NOT: fly.mma_atom_call
// CHECK: return
// COUNT-LABEL: func.func @order_nkm_serpentine(
// COUNT-COUNT-12: fly.mma_atom_call
// COUNT-NOT: fly.mma_atom_call
// COUNT: return
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!a = !fly.memref<f32, register, (1,2,2):(0,1,2)>
!b = !fly.memref<f32, register, (1,3,2):(0,1,3)>
!c = !fly.memref<f32, register, (1,2,3):(0,1,2)>
func.func @order_nkm_serpentine(%pd: !fly.ptr<f32, register>, %pa: !fly.ptr<f32, register>, %pb: !fly.ptr<f32, register>, %pc: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fma
  %la = fly.static : !fly.layout<(1,2,2):(0,1,2)>
  %lb = fly.static : !fly.layout<(1,3,2):(0,1,3)>
  %lc = fly.static : !fly.layout<(1,2,3):(0,1,2)>
  %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !a
  %b = fly.make_view(%pb, %lb) : (!fly.ptr<f32, register>, !fly.layout<(1,3,2):(0,1,3)>) -> !b
  %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  fly.gemm(%atom, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order nkm_serpentine>} : (!fma, !c, !a, !b, !c) -> ()
  return
}
// -----

// (m,n,k): 000 010 020 120 110 100 101 111 121 021 011 001
// CHECK-LABEL: func.func @order_nmk_serpentine(
// CHECK-SAME: %[[PD:[^:]*]]: !fly.ptr<f32, register>, %[[PA:[^:]*]]: !fly.ptr<f32, register>, %[[PB:[^:]*]]: !fly.ptr<f32, register>, %[[PC:[^:]*]]: !fly.ptr<f32, register>)
// CHECK: %[[ATOM:.*]] = fly.make_mma_atom
// CHECK-DAG: %[[D00:.*]] = fly.make_view(%[[PD]], %{{.*}})
// CHECK-DAG: %[[A00:.*]] = fly.make_view(%[[PA]], %{{.*}})
// CHECK-DAG: %[[B00:.*]] = fly.make_view(%[[PB]], %{{.*}})
// CHECK-DAG: %[[C00:.*]] = fly.make_view(%[[PC]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A00]], %[[B00]], %[[C00]])
// CHECK-DAG: %[[D01_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[D01:.*]] = fly.make_view(%[[D01_P]], %{{.*}})
// CHECK-DAG: %[[B10_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[B10:.*]] = fly.make_view(%[[B10_P]], %{{.*}})
// CHECK-DAG: %[[C01_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[C01:.*]] = fly.make_view(%[[C01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A00]], %[[B10]], %[[C01]])
// CHECK-DAG: %[[D02_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[D02:.*]] = fly.make_view(%[[D02_P]], %{{.*}})
// CHECK-DAG: %[[B20_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[B20:.*]] = fly.make_view(%[[B20_P]], %{{.*}})
// CHECK-DAG: %[[C02_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[C02:.*]] = fly.make_view(%[[C02_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A00]], %[[B20]], %[[C02]])
// CHECK-DAG: %[[D12_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[D12:.*]] = fly.make_view(%[[D12_P]], %{{.*}})
// CHECK-DAG: %[[A10_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[A10:.*]] = fly.make_view(%[[A10_P]], %{{.*}})
// CHECK-DAG: %[[C12_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[C12:.*]] = fly.make_view(%[[C12_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A10]], %[[B20]], %[[C12]])
// CHECK-DAG: %[[D11_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[D11:.*]] = fly.make_view(%[[D11_P]], %{{.*}})
// CHECK-DAG: %[[C11_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[C11:.*]] = fly.make_view(%[[C11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A10]], %[[B10]], %[[C11]])
// CHECK-DAG: %[[D10_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[D10:.*]] = fly.make_view(%[[D10_P]], %{{.*}})
// CHECK-DAG: %[[C10_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[C10:.*]] = fly.make_view(%[[C10_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A10]], %[[B00]], %[[C10]])
// CHECK-DAG: %[[A11_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[A11:.*]] = fly.make_view(%[[A11_P]], %{{.*}})
// CHECK-DAG: %[[B01_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[B01:.*]] = fly.make_view(%[[B01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A11]], %[[B01]], %[[D10]])
// CHECK-DAG: %[[B11_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[B11:.*]] = fly.make_view(%[[B11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A11]], %[[B11]], %[[D11]])
// CHECK-DAG: %[[B21_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[B21:.*]] = fly.make_view(%[[B21_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A11]], %[[B21]], %[[D12]])
// CHECK-DAG: %[[A01_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[A01:.*]] = fly.make_view(%[[A01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A01]], %[[B21]], %[[D02]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A01]], %[[B11]], %[[D01]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A01]], %[[B01]], %[[D00]])
// CHECK-NOT: fly.mma_atom_call
// CHECK: return
// COUNT-LABEL: func.func @order_nmk_serpentine(
// COUNT-COUNT-12: fly.mma_atom_call
// COUNT-NOT: fly.mma_atom_call
// COUNT: return
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!a = !fly.memref<f32, register, (1,2,2):(0,1,2)>
!b = !fly.memref<f32, register, (1,3,2):(0,1,3)>
!c = !fly.memref<f32, register, (1,2,3):(0,1,2)>
func.func @order_nmk_serpentine(%pd: !fly.ptr<f32, register>, %pa: !fly.ptr<f32, register>, %pb: !fly.ptr<f32, register>, %pc: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fma
  %la = fly.static : !fly.layout<(1,2,2):(0,1,2)>
  %lb = fly.static : !fly.layout<(1,3,2):(0,1,3)>
  %lc = fly.static : !fly.layout<(1,2,3):(0,1,2)>
  %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !a
  %b = fly.make_view(%pb, %lb) : (!fly.ptr<f32, register>, !fly.layout<(1,3,2):(0,1,3)>) -> !b
  %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  fly.gemm(%atom, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order nmk_serpentine>} : (!fma, !c, !a, !b, !c) -> ()
  return
}

// -----

// A traversal layout that is no loop nest, (2,3,2):(3,1,6): call i goes to
// the colexicographic (m,n,k) of L(i) in (2,3,2).
// (m,n,k): 000 110 100 020 010 120 001 111 101 021 011 121
// CHECK-LABEL: func.func @order_layout(
// CHECK-SAME: %[[PD:[^:]*]]: !fly.ptr<f32, register>, %[[PA:[^:]*]]: !fly.ptr<f32, register>, %[[PB:[^:]*]]: !fly.ptr<f32, register>, %[[PC:[^:]*]]: !fly.ptr<f32, register>)
// CHECK: %[[ATOM:.*]] = fly.make_mma_atom
// CHECK-DAG: %[[D00:.*]] = fly.make_view(%[[PD]], %{{.*}})
// CHECK-DAG: %[[A00:.*]] = fly.make_view(%[[PA]], %{{.*}})
// CHECK-DAG: %[[B00:.*]] = fly.make_view(%[[PB]], %{{.*}})
// CHECK-DAG: %[[C00:.*]] = fly.make_view(%[[PC]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A00]], %[[B00]], %[[C00]])
// CHECK-DAG: %[[D11_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[D11:.*]] = fly.make_view(%[[D11_P]], %{{.*}})
// CHECK-DAG: %[[A10_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[A10:.*]] = fly.make_view(%[[A10_P]], %{{.*}})
// CHECK-DAG: %[[B10_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[B10:.*]] = fly.make_view(%[[B10_P]], %{{.*}})
// CHECK-DAG: %[[C11_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[C11:.*]] = fly.make_view(%[[C11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A10]], %[[B10]], %[[C11]])
// CHECK-DAG: %[[D10_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[D10:.*]] = fly.make_view(%[[D10_P]], %{{.*}})
// CHECK-DAG: %[[C10_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<1>)
// CHECK-DAG: %[[C10:.*]] = fly.make_view(%[[C10_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A10]], %[[B00]], %[[C10]])
// CHECK-DAG: %[[D02_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[D02:.*]] = fly.make_view(%[[D02_P]], %{{.*}})
// CHECK-DAG: %[[B20_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[B20:.*]] = fly.make_view(%[[B20_P]], %{{.*}})
// CHECK-DAG: %[[C02_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[C02:.*]] = fly.make_view(%[[C02_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A00]], %[[B20]], %[[C02]])
// CHECK-DAG: %[[D01_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[D01:.*]] = fly.make_view(%[[D01_P]], %{{.*}})
// CHECK-DAG: %[[C01_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[C01:.*]] = fly.make_view(%[[C01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A00]], %[[B10]], %[[C01]])
// CHECK-DAG: %[[D12_P:.*]] = fly.add_offset(%[[PD]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[D12:.*]] = fly.make_view(%[[D12_P]], %{{.*}})
// CHECK-DAG: %[[C12_P:.*]] = fly.add_offset(%[[PC]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[C12:.*]] = fly.make_view(%[[C12_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A10]], %[[B20]], %[[C12]])
// CHECK-DAG: %[[A01_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<2>)
// CHECK-DAG: %[[A01:.*]] = fly.make_view(%[[A01_P]], %{{.*}})
// CHECK-DAG: %[[B01_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[B01:.*]] = fly.make_view(%[[B01_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A01]], %[[B01]], %[[D00]])
// CHECK-DAG: %[[A11_P:.*]] = fly.add_offset(%[[PA]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<3>)
// CHECK-DAG: %[[A11:.*]] = fly.make_view(%[[A11_P]], %{{.*}})
// CHECK-DAG: %[[B11_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<4>)
// CHECK-DAG: %[[B11:.*]] = fly.make_view(%[[B11_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D11]], %[[A11]], %[[B11]], %[[D11]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A11]], %[[B01]], %[[D10]])
// CHECK-DAG: %[[B21_P:.*]] = fly.add_offset(%[[PB]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<5>)
// CHECK-DAG: %[[B21:.*]] = fly.make_view(%[[B21_P]], %{{.*}})
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D02]], %[[A01]], %[[B21]], %[[D02]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D01]], %[[A01]], %[[B11]], %[[D01]])
// CHECK: fly.mma_atom_call(%[[ATOM]], %[[D12]], %[[A11]], %[[B21]], %[[D12]])
// CHECK-NOT: fly.mma_atom_call
// CHECK: return
// COUNT-LABEL: func.func @order_layout(
// COUNT-COUNT-12: fly.mma_atom_call
// COUNT-NOT: fly.mma_atom_call
// COUNT: return
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!a = !fly.memref<f32, register, (1,2,2):(0,1,2)>
!b = !fly.memref<f32, register, (1,3,2):(0,1,3)>
!c = !fly.memref<f32, register, (1,2,3):(0,1,2)>
func.func @order_layout(%pd: !fly.ptr<f32, register>, %pa: !fly.ptr<f32, register>, %pb: !fly.ptr<f32, register>, %pc: !fly.ptr<f32, register>) {
  %atom = fly.make_mma_atom : !fma
  %la = fly.static : !fly.layout<(1,2,2):(0,1,2)>
  %lb = fly.static : !fly.layout<(1,3,2):(0,1,3)>
  %lc = fly.static : !fly.layout<(1,2,3):(0,1,2)>
  %d = fly.make_view(%pd, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  %a = fly.make_view(%pa, %la) : (!fly.ptr<f32, register>, !fly.layout<(1,2,2):(0,1,2)>) -> !a
  %b = fly.make_view(%pb, %lb) : (!fly.ptr<f32, register>, !fly.layout<(1,3,2):(0,1,3)>) -> !b
  %c = fly.make_view(%pc, %lc) : (!fly.ptr<f32, register>, !fly.layout<(1,2,3):(0,1,2)>) -> !c
  %tl = fly.static : !fly.layout<(2,3,2):(3,1,6)>
  fly.gemm(%atom, %d, %a, %b, %c) traversalLayout = %tl : (!fma, !c, !a, !b, !c, !fly.layout<(2,3,2):(3,1,6)>) -> ()
  return
}
