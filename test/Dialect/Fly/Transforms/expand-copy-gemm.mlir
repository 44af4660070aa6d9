// RUN: fly-opt %s --fly-expand-copy-gemm -split-input-file | FileCheck %s
// fly-expand-copy-gemm alone: fly.copy and fly.gemm become atom calls on
// slices of their views; the slices (and the divides and unit modes that
// prepare them) are algebra ops left for fly-lower-algebra. The pass reads
// only the views' types, so views may be function arguments (the state
// after fly-canonicalize) or make_view (after fly-lower-register-memory).
// The expected calls follow docs/reference/lowering.md#unrolling by hand.

!A = !fly.copy_atom<!fly.universal_copy<64>, 16>
// universal_copy<64> of 16-bit values moves m = 64/16 = 4 values per call.
// The views (4,2):(1,4) are (V, REST) with V = 4 = one call, REST = 2: one
// call per rest coordinate, on the slices (*,0) and (*,1), each 4:1. The
// source and destination slices are taken separately, source first.
// CHECK-LABEL: func.func @two_calls(
// CHECK-NEXT: %[[ATOM:.*]] = fly.make_copy_atom
// CHECK-NEXT: %[[C0:.*]] = fly.static : !fly.int_tuple<(*,0)>
// CHECK-NEXT: %[[S0:.*]] = fly.slice(%arg0, %[[C0]]) : (!fly.memref<f16, global, (4,2):(1,4)>, !fly.int_tuple<(*,0)>) -> !fly.memref<f16, global, 4:1>
// CHECK-NEXT: %[[C0D:.*]] = fly.static : !fly.int_tuple<(*,0)>
// CHECK-NEXT: %[[D0:.*]] = fly.slice(%arg1, %[[C0D]]) : (!fly.memref<f16, register, (4,2):(1,4)>, !fly.int_tuple<(*,0)>) -> !fly.memref<f16, register, 4:1>
// CHECK-NEXT: fly.copy_atom_call(%[[ATOM]], %[[S0]], %[[D0]])
// CHECK-NEXT: %[[C1:.*]] = fly.static : !fly.int_tuple<(*,1)>
// CHECK-NEXT: %[[S1:.*]] = fly.slice(%arg0, %[[C1]])
// CHECK-NEXT: %[[C1D:.*]] = fly.static : !fly.int_tuple<(*,1)>
// CHECK-NEXT: %[[D1:.*]] = fly.slice(%arg1, %[[C1D]])
// CHECK-NEXT: fly.copy_atom_call(%[[ATOM]], %[[S1]], %[[D1]])
// CHECK-NEXT: return
func.func @two_calls(%src: !fly.memref<f16, global, (4,2):(1,4)>, %dst: !fly.memref<f16, register, (4,2):(1,4)>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !A
  fly.copy(%atom, %src, %dst) : (!A, !fly.memref<f16, global, (4,2):(1,4)>, !fly.memref<f16, register, (4,2):(1,4)>) -> ()
  return
}

// -----

!A = !fly.copy_atom<!fly.universal_copy<64>, 16>
// A rank-1 view 8:1 holds two calls of 4 in one leaf. It gets a unit rest
// mode (append 1:0: (8,1):(1,0), the same elements) and is divided by
// [4:1|*]: 8:1 / 4:1 = (4,2):(1,4), so ((4,2),1):((1,4),0). Call j is the
// slice ((*,j),0): 4:1 starting at element 4j. The make_view operands are
// reused, so the new views stay in weak normal form.
// CHECK-LABEL: func.func @divide(
// CHECK: %[[L:.*]] = fly.static : !fly.layout<8:1>
// CHECK: %[[U:.*]] = fly.static : !fly.layout<1:0>
// CHECK-NEXT: %[[AL:.*]] = fly.append (%[[L]], %[[U]]) : (!fly.layout<8:1>, !fly.layout<1:0>) -> !fly.layout<(8,1):(1,0)>
// CHECK-NEXT: %[[SV:.*]] = fly.make_view(%arg0, %[[AL]])
// CHECK-NEXT: %[[T:.*]] = fly.static : !fly.tile<[4:1|*]>
// CHECK-NEXT: %[[SD:.*]] = fly.logical_divide(%[[SV]], %[[T]]) : (!fly.memref<f16, global, (8,1):(1,0)>, !fly.tile<[4:1|*]>) -> !fly.memref<f16, global, ((4,2),1):((1,4),0)>
// CHECK: %[[DD:.*]] = fly.logical_divide({{.*}}) -> !fly.memref<f16, register, ((4,2),1):((1,4),0)>
// CHECK-NEXT: %[[C0:.*]] = fly.static : !fly.int_tuple<((*,0),0)>
// CHECK-NEXT: %[[S0:.*]] = fly.slice(%[[SD]], %[[C0]]) {{.*}} -> !fly.memref<f16, global, 4:1>
// CHECK: %[[D0:.*]] = fly.slice(%[[DD]], {{.*}}) -> !fly.memref<f16, register, 4:1>
// CHECK-NEXT: fly.copy_atom_call(%{{.*}}, %[[S0]], %[[D0]])
// CHECK-NEXT: %[[C1:.*]] = fly.static : !fly.int_tuple<((*,1),0)>
// CHECK-NEXT: %[[S1:.*]] = fly.slice(%[[SD]], %[[C1]])
// CHECK: %[[D1:.*]] = fly.slice(%[[DD]],
// CHECK-NEXT: fly.copy_atom_call(%{{.*}}, %[[S1]], %[[D1]])
// CHECK-NEXT: return
func.func @divide(%p: !fly.ptr<f16, global>, %q: !fly.ptr<f16, register>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !A
  %l = fly.static : !fly.layout<8:1>
  %s = fly.make_view(%p, %l) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
  %d = fly.make_view(%q, %l) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
  fly.copy(%atom, %s, %d) : (!A, !fly.memref<f16, global, 8:1>, !fly.memref<f16, register, 8:1>) -> ()
  return
}

// -----

// fly.gemm in the (V,M,K) x (V,N,K) => (V,M,N) form with the 1x1x1 FMA
// (V = 1): a (1,2,2), b (1,1,2), c and d (1,2,1), so M = 2, N = 1, K = 2.
// The default order nmk runs n fastest, then m, then k: (m,n,k) = (0,0,0),
// (1,0,0), (0,0,1), (1,0,1). Each call takes d(*,m,n), a(*,m,k), b(*,n,k)
// and, on the first visit of (m,n) (k = 0), c(*,m,n); at k = 1 it
// accumulates into d, so its c operand is its d slice.
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!GA = !fly.memref<f32, register, (1,2,2):(0,1,2)>
!GB = !fly.memref<f32, register, (1,1,2):(0,0,1)>
!GC = !fly.memref<f32, register, (1,2,1):(0,1,0)>
// CHECK-LABEL: func.func @gemm(
// CHECK-NEXT: %[[ATOM:.*]] = fly.make_mma_atom
// CHECK-NEXT: fly.static : !fly.int_tuple<(*,0,0)>
// CHECK-NEXT: %[[D00:.*]] = fly.slice(%arg0,
// CHECK-NEXT: fly.static : !fly.int_tuple<(*,0,0)>
// CHECK-NEXT: %[[A00:.*]] = fly.slice(%arg1,
// CHECK-NEXT: fly.static : !fly.int_tuple<(*,0,0)>
// CHECK-NEXT: %[[B00:.*]] = fly.slice(%arg2,
// CHECK-NEXT: fly.static : !fly.int_tuple<(*,0,0)>
// CHECK-NEXT: %[[C00:.*]] = fly.slice(%arg3,
// CHECK-NEXT: fly.mma_atom_call(%[[ATOM]], %[[D00]], %[[A00]], %[[B00]], %[[C00]])
// CHECK-NEXT: fly.static : !fly.int_tuple<(*,1,0)>
// CHECK-NEXT: %[[D10:.*]] = fly.slice(%arg0,
// CHECK-NEXT: fly.static : !fly.int_tuple<(*,1,0)>
// CHECK-NEXT: %[[A10:.*]] = fly.slice(%arg1,
// CHECK-NEXT: fly.static : !fly.int_tuple<(*,0,0)>
// CHECK-NEXT: %[[B00b:.*]] = fly.slice(%arg2,
// CHECK-NEXT: fly.static : !fly.int_tuple<(*,1,0)>
// CHECK-NEXT: %[[C10:.*]] = fly.slice(%arg3,
// CHECK-NEXT: fly.mma_atom_call(%[[ATOM]], %[[D10]], %[[A10]], %[[B00b]], %[[C10]])
// CHECK-NEXT: fly.static : !fly.int_tuple<(*,0,0)>
// CHECK-NEXT: %[[D00k:.*]] = fly.slice(%arg0,
// CHECK-NEXT: fly.static : !fly.int_tuple<(*,0,1)>
// CHECK-NEXT: %[[A01:.*]] = fly.slice(%arg1,
// CHECK-NEXT: fly.static : !fly.int_tuple<(*,0,1)>
// CHECK-NEXT: %[[B01:.*]] = fly.slice(%arg2,
// CHECK-NEXT: fly.mma_atom_call(%[[ATOM]], %[[D00k]], %[[A01]], %[[B01]], %[[D00k]])
// CHECK-NEXT: fly.static : !fly.int_tuple<(*,1,0)>
// CHECK-NEXT: %[[D10k:.*]] = fly.slice(%arg0,
// CHECK-NEXT: fly.static : !fly.int_tuple<(*,1,1)>
// CHECK-NEXT: %[[A11:.*]] = fly.slice(%arg1,
// CHECK-NEXT: fly.static : !fly.int_tuple<(*,0,1)>
// CHECK-NEXT: %[[B01b:.*]] = fly.slice(%arg2,
// CHECK-NEXT: fly.mma_atom_call(%[[ATOM]], %[[D10k]], %[[A11]], %[[B01b]], %[[D10k]])
// CHECK-NEXT: return
func.func @gemm(%d: !GC, %a: !GA, %b: !GB, %c: !GC) {
  %atom = fly.make_mma_atom : !fma
  fly.gemm(%atom, %d, %a, %b, %c) : (!fma, !GC, !GA, !GB, !GC) -> ()
  return
}
