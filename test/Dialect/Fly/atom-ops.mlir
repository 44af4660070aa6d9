// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// Atoms, tiled copies and tiled MMAs (docs/reference/algebra.md#tv-layouts).
// Inferred result types are derived by hand in the comments; inference checks
// the written type on parse, the CHECK lines pin the printed form.

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>

// CHECK-LABEL: func.func @atoms
func.func @atoms() {
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 16>
  %a = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 16>
  // CHECK: fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_atomic<add, f32>, 32>
  %b = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_atomic<add, f32>, 32>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
  %m = fly.make_mma_atom : !fma
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly.universal_fma<1x1x1, (f16, f16) -> f16>>
  %h = fly.make_mma_atom : !fly.mma_atom<!fly.universal_fma<1x1x1, (f16, f16) -> f16>>
  return
}

//===----------------------------------------------------------------------===//
// make_tiled_copy. universal_copy<B> has one thread and the bit layout
// (1,B):(0,1); recast to V-bit values it is (1,B/V):(0,1), i.e. groups of B/V
// values per thread. A TV layout is accepted when its values per thread are
// a whole number of groups; the result type repeats the operands.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @tiled_copy
func.func @tiled_copy() {
  // 32-bit copies of 16-bit values: groups of 2. TV ((2,2),2):((4,1),2):
  // 4 threads x 2 values (one group) over the 2x4 tile [2:1|4:1]
  // (docs/reference/algebra.md#tv-layouts: thread 0 owns (0,0),(0,1), ...).
  %a = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 16>
  %tv = fly.static : !fly.layout<((2,2),2):((4,1),2)>
  %t = fly.static : !fly.tile<[2:1|4:1]>
  // CHECK: fly.make_tiled_copy(%{{.*}}, %{{.*}}, %{{.*}}) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
  %tc = fly.make_tiled_copy(%a, %tv, %t) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
  // Two groups per thread: TV ((2,2),(2,2)):((8,1),(2,4)) maps 4 threads x 4
  // values onto 0..15 exactly once (thread {0,1,8,9}, values {0,2,4,6}),
  // the 4x4 tile [4|4].
  %tv2 = fly.static : !fly.layout<((2,2),(2,2)):((8,1),(2,4))>
  %t2 = fly.static : !fly.tile<[4|4]>
  // CHECK: fly.make_tiled_copy(%{{.*}}, %{{.*}}, %{{.*}}) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),(2,2)):((8,1),(2,4))>, !fly.tile<[4|4]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),(2,2)):((8,1),(2,4))>, !fly.tile<[4|4]>>
  %tc2 = fly.make_tiled_copy(%a, %tv2, %t2) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),(2,2)):((8,1),(2,4))>, !fly.tile<[4|4]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),(2,2)):((8,1),(2,4))>, !fly.tile<[4|4]>>
  // 128-bit copies of 16-bit values: groups of 8. 256 threads x 8 values over
  // a 32x64 tile (max index 7*256 + 31 + 7*32 = 2047).
  %b = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
  %tv3 = fly.static : !fly.layout<((8,32),(1,8)):((256,1),(1,32))>
  %t3 = fly.static : !fly.tile<[32|64]>
  // CHECK: fly.make_tiled_copy(%{{.*}}, %{{.*}}, %{{.*}}) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((8,32),(1,8)):((256,1),(1,32))>, !fly.tile<[32|64]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((8,32),(1,8)):((256,1),(1,32))>, !fly.tile<[32|64]>>
  %tc3 = fly.make_tiled_copy(%b, %tv3, %t3) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((8,32),(1,8)):((256,1),(1,32))>, !fly.tile<[32|64]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((8,32),(1,8)):((256,1),(1,32))>, !fly.tile<[32|64]>>
  return
}

//===----------------------------------------------------------------------===//
// make_tiled_mma and partition_shape. The universal FMA atom is 1x1x1 with
// one thread; its A, B and C TV layouts are (1,1) (one thread, one value).
// Over the atom layout (2,2,1):(2,1,0) the tiled MMA has 4 threads in a 2x2
// (M,N) grid. CuTe partition_shape_X of a compact tensor: logical_divide by
// the permutation (`*` = atom size * atom count), zipped_divide by the atom,
// compose with the atom TV layout, zipped_divide the rest by the atom counts,
// keep (FrgV, Rest0, Rest1, ...). With a 1x1x1 atom: FrgV = 1, Rest of a
// mode = extent / atom count (M: 2, N: 2, K: 1), extra modes appended.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @tiled_mma
func.func @tiled_mma() {
  %m = fly.make_mma_atom : !fma
  %al = fly.static : !fly.layout<(2,2,1):(2,1,0)>
  // The default permutation [*|*|*] is not printed.
  // CHECK: fly.make_tiled_mma(%{{.*}}, %{{.*}}) : (!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>) -> !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
  %tm = fly.make_tiled_mma(%m, %al) : (!fma, !fly.layout<(2,2,1):(2,1,0)>) -> !tm
  %p4 = fly.static : !fly.tile<[4|4|*]>
  // CHECK: fly.make_tiled_mma(%{{.*}}, %{{.*}}, %{{.*}}) : (!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[4|4|*]>) -> !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[4|4|*]>>
  %tm4 = fly.make_tiled_mma(%m, %al, %p4) : (!fma, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[4|4|*]>) -> !fly.tiled_mma<!fma, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[4|4|*]>>
  %pp = fly.static : !fly.tile<[(2,2):(2,1)|*|*]>
  // CHECK: fly.make_tiled_mma(%{{.*}}, %{{.*}}, %{{.*}}) : (!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[(2,2):(2,1)|*|*]>) -> !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[(2,2):(2,1)|*|*]>>
  %tmp = fly.make_tiled_mma(%m, %al, %pp) : (!fma, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[(2,2):(2,1)|*|*]>) -> !fly.tiled_mma<!fma, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[(2,2):(2,1)|*|*]>>
  // A written default permutation is elided.
  %pd = fly.static : !fly.tile<[*|*|*]>
  // CHECK: fly.make_tiled_mma(%{{.*}}, %{{.*}}, %{{.*}}) : (!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|*]>) -> !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
  %tmd = fly.make_tiled_mma(%m, %al, %pd) : (!fma, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|*]>) -> !tm

  // a: (M,K) = (8,6): M 8/2 = 4, K 6/1 = 6 -> (1,4,6).
  %sa = fly.static : !fly.int_tuple<(8,6)>
  // CHECK: fly.tiled_mma.partition_shape(a, %{{.*}}, %{{.*}}) : (!fly.tiled_mma<{{.*}}>, !fly.int_tuple<(8,6)>) -> !fly.int_tuple<(1,4,6)>
  %pa = fly.tiled_mma.partition_shape(a, %tm, %sa) : (!tm, !fly.int_tuple<(8,6)>) -> !fly.int_tuple<(1,4,6)>
  // b: (N,K) = (4,6): N 4/2 = 2, K 6 -> (1,2,6).
  %sb = fly.static : !fly.int_tuple<(4,6)>
  // CHECK: fly.tiled_mma.partition_shape(b, %{{.*}}, %{{.*}}) : (!fly.tiled_mma<{{.*}}>, !fly.int_tuple<(4,6)>) -> !fly.int_tuple<(1,2,6)>
  %pb = fly.tiled_mma.partition_shape(b, %tm, %sb) : (!tm, !fly.int_tuple<(4,6)>) -> !fly.int_tuple<(1,2,6)>
  // c: (M,N) = (8,8): 8/2 = 4 each -> (1,4,4).
  %sc = fly.static : !fly.int_tuple<(8,8)>
  // CHECK: fly.tiled_mma.partition_shape(c, %{{.*}}, %{{.*}}) : (!fly.tiled_mma<{{.*}}>, !fly.int_tuple<(8,8)>) -> !fly.int_tuple<(1,4,4)>
  %pc = fly.tiled_mma.partition_shape(c, %tm, %sc) : (!tm, !fly.int_tuple<(8,8)>) -> !fly.int_tuple<(1,4,4)>
  // d is partitioned like c.
  // CHECK: fly.tiled_mma.partition_shape(d, %{{.*}}, %{{.*}}) : (!fly.tiled_mma<{{.*}}>, !fly.int_tuple<(8,8)>) -> !fly.int_tuple<(1,4,4)>
  %pd2 = fly.tiled_mma.partition_shape(d, %tm, %sc) : (!tm, !fly.int_tuple<(8,8)>) -> !fly.int_tuple<(1,4,4)>
  // c of a non-square (8,4): (1,4,2).
  %sc2 = fly.static : !fly.int_tuple<(8,4)>
  // CHECK: fly.tiled_mma.partition_shape(c, %{{.*}}, %{{.*}}) : (!fly.tiled_mma<{{.*}}>, !fly.int_tuple<(8,4)>) -> !fly.int_tuple<(1,4,2)>
  %pc2 = fly.tiled_mma.partition_shape(c, %tm, %sc2) : (!tm, !fly.int_tuple<(8,4)>) -> !fly.int_tuple<(1,4,2)>
  // A third mode (e.g. a batch) is appended: (8,8,2) -> (1,4,4,2).
  %sc3 = fly.static : !fly.int_tuple<(8,8,2)>
  // CHECK: fly.tiled_mma.partition_shape(c, %{{.*}}, %{{.*}}) : (!fly.tiled_mma<{{.*}}>, !fly.int_tuple<(8,8,2)>) -> !fly.int_tuple<(1,4,4,2)>
  %pc3 = fly.tiled_mma.partition_shape(c, %tm, %sc3) : (!tm, !fly.int_tuple<(8,8,2)>) -> !fly.int_tuple<(1,4,4,2)>
  // Permutation [4|4|*]: M mode 8:1 divided by 4:1 is (4,2):(1,4), which
  // coalesces to 8:1 inside the next composition, so the thread divide by 2
  // leaves 4:2 as before: (1,4,4).
  // CHECK: fly.tiled_mma.partition_shape(c, %{{.*}}, %{{.*}}) : (!fly.tiled_mma<{{.*}}, !fly.tile<[4|4|*]>>, !fly.int_tuple<(8,8)>) -> !fly.int_tuple<(1,4,4)>
  %pc4 = fly.tiled_mma.partition_shape(c, %tm4, %sc) : (!fly.tiled_mma<!fma, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[4|4|*]>>, !fly.int_tuple<(8,8)>) -> !fly.int_tuple<(1,4,4)>
  // Permutation [(2,2):(2,1)|*|*]: 8:1 divided by (2,2):(2,1) is
  // ((2,2),2):((2,1),4) (complement of (2,2):(2,1) in 8 is 2:4), which does
  // not coalesce. The thread divide by 2:1 takes 2:2 and leaves
  // (2,2,2):(2,1,4) o 4:2 = (2,2):(1,4): RestM = (2,2). N as before: 4.
  // CHECK: fly.tiled_mma.partition_shape(c, %{{.*}}, %{{.*}}) : (!fly.tiled_mma<{{.*}}, !fly.tile<[(2,2):(2,1)|*|*]>>, !fly.int_tuple<(8,8)>) -> !fly.int_tuple<(1,(2,2),4)>
  %pcp = fly.tiled_mma.partition_shape(c, %tmp, %sc) : (!fly.tiled_mma<!fma, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[(2,2):(2,1)|*|*]>>, !fly.int_tuple<(8,8)>) -> !fly.int_tuple<(1,(2,2),4)>
  return
}
