// RUN: fly-opt %s | FileCheck %s
// tiled_mma.partition of a coordinate tensor: the size-1 ThrV mode's stride
// 0 adds to the basis-valued (tuple) offset as its zero. Coord tensors go
// through the same partitions as data
// (docs/reference/algebra.md#coordinate-tensors, #tv-layouts).
// Expected (hand-derived): the 2x2 universal_fma tiled MMA gives thread t
// (m,n) = ((t/2) mod 2, t mod 2); on the 8x8 identity tensor it owns rows
// m+2i, columns n+2j for C, rows n+2i and all 8 k for B; FrgV is 1:0.

!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
!ct = !fly.coord_tensor<(0,0), (8,8):(1E0,1E1)>

// CHECK-LABEL: func.func @mma_partition_coord_tensor
func.func @mma_partition_coord_tensor(%tm: !tm, %ct: !ct) {
  %t0 = fly.static : !fly.int_tuple<0>
  %t1 = fly.static : !fly.int_tuple<1>
  %t3 = fly.static : !fly.int_tuple<3>
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(0,0), (1,4,4):(0,2E0,2E1)>
  %c0 = fly.tiled_mma.partition(c, %tm, %ct, %t0) : (!tm, !ct, !fly.int_tuple<0>) -> !fly.coord_tensor<(0,0), (1,4,4):(0,2E0,2E1)>
  // Thread 3 is (m,n) = (1,1).
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.coord_tensor<(1,1), (1,4,4):(0,2E0,2E1)>
  %c3 = fly.tiled_mma.partition(c, %tm, %ct, %t3) : (!tm, !ct, !fly.int_tuple<3>) -> !fly.coord_tensor<(1,1), (1,4,4):(0,2E0,2E1)>
  // B (N,K): thread 1 is n = 1: rows 1+2i (2E0), k = 0..7 (1E1).
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.coord_tensor<(1,0), (1,4,8):(0,2E0,1E1)>
  %b1 = fly.tiled_mma.partition(b, %tm, %ct, %t1) : (!tm, !ct, !fly.int_tuple<1>) -> !fly.coord_tensor<(1,0), (1,4,8):(0,2E0,1E1)>
  return
}
