// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// Partitioning ops (docs/reference/algebra.md#tv-layouts): tiled_copy
// partition_src/dst, tiled_copy.retile, tiled_mma.partition and
// mma.make_fragment. Every expected type is derived by hand below.
//
// Tiled copy !tc: atom universal_copy<32> with 16-bit values (2 values per
// call), TV ((2,2),2):((4,1),2) over the 2x4 tile [2:1|4:1]. Thread
// t = t0 + 2*t1 owns tile indices 4*t0 + t1 + 2*v (v = 0,1), column-major in
// the 2x4 tile: thread 0 owns (0,0),(0,1); 1 owns (0,2),(0,3); 2 owns
// (1,0),(1,1); 3 owns (1,2),(1,3). The per-thread view is (ATOM_V, REST_M,
// REST_N) with ATOM_V = (2 atom values, 1 value group); static size-1 modes
// get stride 0.

!tc = !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
!tc4 = !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<(2,4):(4,1)>, !fly.tile<[2:1|4:1]>>
!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
!rm = !fly.memref<f16, global, (2,4):(4,1), align<16>>
!cm = !fly.memref<f16, global, (2,4):(1,2), align<16>>
!big = !fly.memref<f16, global, (4,8):(8,1), align<16>>
!sw = !fly.memref<f16, shared, S<1,1,1> o 0 o (2,4):(4,1), align<16>>
!ct = !fly.coord_tensor<(0,0), (2,4):(1E0,1E1)>

// Row-major source (2,4):(4,1), f16, 16-byte aligned. A thread's two values
// are (m,n),(m,n+1): offsets differ by 1, so ATOM_V is (2,1):(1,0). The
// thread's first element (m,n) is at 4m+n: thread 0 at 0 (16 bytes kept),
// 1 at 2 (4 bytes: align 4), 2 at 4 (8 bytes: align 8), 3 at 6 (12 bytes:
// gcd(16,12) = 4).
// CHECK-LABEL: func.func @copy_partition_src_row_major
func.func @copy_partition_src_row_major(%tc: !tc, %v: !rm) {
  %t0 = fly.static : !fly.int_tuple<0>
  %t1 = fly.static : !fly.int_tuple<1>
  %t2 = fly.static : !fly.int_tuple<2>
  %t3 = fly.static : !fly.int_tuple<3>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<16>>
  %a0 = fly.tiled_copy.partition_src(%tc, %v, %t0) : (!tc, !rm, !fly.int_tuple<0>) -> !fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<16>>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<4>>
  %a1 = fly.tiled_copy.partition_src(%tc, %v, %t1) : (!tc, !rm, !fly.int_tuple<1>) -> !fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<4>>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<8>>
  %a2 = fly.tiled_copy.partition_src(%tc, %v, %t2) : (!tc, !rm, !fly.int_tuple<2>) -> !fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<8>>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<4>>
  %a3 = fly.tiled_copy.partition_src(%tc, %v, %t3) : (!tc, !rm, !fly.int_tuple<3>) -> !fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<4>>
  return
}

// Dynamic thread index: the thread mode maps t = t0 + 2*t1 to the offset
// 2*t0 + 4*t1, i.e. (2,2):(2,4). For an unknown t the offset is a multiple
// of gcd(2,4) = 2 elements = 4 bytes: align 4. With t ?{div=2}, t0 = t mod 2
// is 0 and the offset is 4*t1, a multiple of 4 elements = 8 bytes: align 8.
// CHECK-LABEL: func.func @copy_partition_dynamic_thread
func.func @copy_partition_dynamic_thread(%tc: !tc, %v: !rm, %tid: !fly.int_tuple<?>, %tid2: !fly.int_tuple<?{div=2}>) {
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<4>>
  %ad = fly.tiled_copy.partition_src(%tc, %v, %tid) : (!tc, !rm, !fly.int_tuple<?>) -> !fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<4>>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<8>>
  %ad2 = fly.tiled_copy.partition_src(%tc, %v, %tid2) : (!tc, !rm, !fly.int_tuple<?{div=2}>) -> !fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<8>>
  return
}

// Column-major destination (2,4):(1,2): (m,n) is at m+2n, so a thread's two
// values (m,n),(m,n+1) are 2 apart: ATOM_V (2,1):(2,0). First elements:
// thread 0 at 0 (align 16), 1 at (0,2) = 4 (8 bytes: align 8), 2 at (1,0) = 1
// (2 bytes: only the element alignment, printed without align), 3 at
// (1,2) = 5 (10 bytes: gcd 2, no align). A dynamic thread t = t0 + 2*t1
// starts at (t1, 2*t0) = t1 + 4*t0, thread mode (2,2):(4,1): divisibility
// 1, no align.
// CHECK-LABEL: func.func @copy_partition_dst_col_major
func.func @copy_partition_dst_col_major(%tc: !tc, %w: !cm, %tid: !fly.int_tuple<?>) {
  %t0 = fly.static : !fly.int_tuple<0>
  %t1 = fly.static : !fly.int_tuple<1>
  %t2 = fly.static : !fly.int_tuple<2>
  %t3 = fly.static : !fly.int_tuple<3>
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.memref<f16, global, ((2,1),1,1):((2,0),0,0), align<16>>
  %b0 = fly.tiled_copy.partition_dst(%tc, %w, %t0) : (!tc, !cm, !fly.int_tuple<0>) -> !fly.memref<f16, global, ((2,1),1,1):((2,0),0,0), align<16>>
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.memref<f16, global, ((2,1),1,1):((2,0),0,0), align<8>>
  %b1 = fly.tiled_copy.partition_dst(%tc, %w, %t1) : (!tc, !cm, !fly.int_tuple<1>) -> !fly.memref<f16, global, ((2,1),1,1):((2,0),0,0), align<8>>
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.memref<f16, global, ((2,1),1,1):((2,0),0,0)>
  %b2 = fly.tiled_copy.partition_dst(%tc, %w, %t2) : (!tc, !cm, !fly.int_tuple<2>) -> !fly.memref<f16, global, ((2,1),1,1):((2,0),0,0)>
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.memref<f16, global, ((2,1),1,1):((2,0),0,0)>
  %b3 = fly.tiled_copy.partition_dst(%tc, %w, %t3) : (!tc, !cm, !fly.int_tuple<3>) -> !fly.memref<f16, global, ((2,1),1,1):((2,0),0,0)>
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.memref<f16, global, ((2,1),1,1):((2,0),0,0)>
  %bd = fly.tiled_copy.partition_dst(%tc, %w, %tid) : (!tc, !cm, !fly.int_tuple<?>) -> !fly.memref<f16, global, ((2,1),1,1):((2,0),0,0)>
  return
}

// A (4,8):(8,1) source is 2x2 tiles of 2x4: REST_M steps 2 rows (16),
// REST_N steps 4 columns (4). Thread 3 starts at (1,2) = 10 (20 bytes:
// gcd(16,20) = 4).
// CHECK-LABEL: func.func @copy_partition_rest_modes
func.func @copy_partition_rest_modes(%tc: !tc, %v: !big) {
  %t0 = fly.static : !fly.int_tuple<0>
  %t3 = fly.static : !fly.int_tuple<3>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, global, ((2,1),2,2):((1,0),16,4), align<16>>
  %g0 = fly.tiled_copy.partition_src(%tc, %v, %t0) : (!tc, !big, !fly.int_tuple<0>) -> !fly.memref<f16, global, ((2,1),2,2):((1,0),16,4), align<16>>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, global, ((2,1),2,2):((1,0),16,4), align<4>>
  %g3 = fly.tiled_copy.partition_src(%tc, %v, %t3) : (!tc, !big, !fly.int_tuple<3>) -> !fly.memref<f16, global, ((2,1),2,2):((1,0),16,4), align<4>>
  // size, get and slice on the partitioned memref: 2*2*2 = 8 elements;
  // mode 0 is (2,1):(1,0) with the same iterator; fixing (*,1,1) of
  // thread 0's view moves by 16+4 = 20 elements = 40 bytes, gcd(16,40) = 8.
  // CHECK: fly.size({{.*}}) -> !fly.int_tuple<8>
  %n = fly.size(%g3) : (!fly.memref<f16, global, ((2,1),2,2):((1,0),16,4), align<4>>) -> !fly.int_tuple<8>
  // CHECK: fly.get({{.*}}) {mode = array<i32: 0>} : {{.*}} -> !fly.memref<f16, global, (2,1):(1,0), align<4>>
  %m0 = fly.get(%g3) {mode = array<i32: 0>} : (!fly.memref<f16, global, ((2,1),2,2):((1,0),16,4), align<4>>) -> !fly.memref<f16, global, (2,1):(1,0), align<4>>
  %k = fly.static : !fly.int_tuple<(*,1,1)>
  // CHECK: fly.slice({{.*}}) -> !fly.memref<f16, global, (2,1):(1,0), align<8>>
  %s = fly.slice(%g0, %k) : (!fly.memref<f16, global, ((2,1),2,2):((1,0),16,4), align<16>>, !fly.int_tuple<(*,1,1)>) -> !fly.memref<f16, global, (2,1):(1,0), align<8>>
  return
}

// A swizzled (composed) shared destination: the outer layout is partitioned
// like the row-major source; the thread's offset (0 for thread 0, 6 for
// thread 3, 2*t0 + 4*t1 = ?{div=2} for a dynamic thread) is folded into the
// composed layout's offset, and the pointer (and its alignment) is kept.
// CHECK-LABEL: func.func @copy_partition_swizzled
func.func @copy_partition_swizzled(%tc: !tc, %sw: !sw, %tid: !fly.int_tuple<?>) {
  %t0 = fly.static : !fly.int_tuple<0>
  %t3 = fly.static : !fly.int_tuple<3>
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.memref<f16, shared, S<1,1,1> o 0 o ((2,1),1,1):((1,0),0,0), align<16>>
  %s0 = fly.tiled_copy.partition_dst(%tc, %sw, %t0) : (!tc, !sw, !fly.int_tuple<0>) -> !fly.memref<f16, shared, S<1,1,1> o 0 o ((2,1),1,1):((1,0),0,0), align<16>>
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.memref<f16, shared, S<1,1,1> o 6 o ((2,1),1,1):((1,0),0,0), align<16>>
  %s3 = fly.tiled_copy.partition_dst(%tc, %sw, %t3) : (!tc, !sw, !fly.int_tuple<3>) -> !fly.memref<f16, shared, S<1,1,1> o 6 o ((2,1),1,1):((1,0),0,0), align<16>>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.memref<f16, shared, S<1,1,1> o ?{div=2} o ((2,1),1,1):((1,0),0,0), align<16>>
  %sd = fly.tiled_copy.partition_src(%tc, %sw, %tid) : (!tc, !sw, !fly.int_tuple<?>) -> !fly.memref<f16, shared, S<1,1,1> o ?{div=2} o ((2,1),1,1):((1,0),0,0), align<16>>
  return
}

// Identity coord tensor over the 2x4 tile: the values of a thread step by
// one column (1E1); the base becomes the thread's first coordinate (see the
// ownership table at the top). Dynamic thread: base (t1, 2*t0), i.e.
// (?, ?{div=2}).
// CHECK-LABEL: func.func @copy_partition_coord_tensor
func.func @copy_partition_coord_tensor(%tc: !tc, %c: !ct, %tid: !fly.int_tuple<?>) {
  %t0 = fly.static : !fly.int_tuple<0>
  %t1 = fly.static : !fly.int_tuple<1>
  %t2 = fly.static : !fly.int_tuple<2>
  %t3 = fly.static : !fly.int_tuple<3>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(0,0), ((2,1),1,1):((1E1,0),0,0)>
  %c0 = fly.tiled_copy.partition_src(%tc, %c, %t0) : (!tc, !ct, !fly.int_tuple<0>) -> !fly.coord_tensor<(0,0), ((2,1),1,1):((1E1,0),0,0)>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(0,2), ((2,1),1,1):((1E1,0),0,0)>
  %c1 = fly.tiled_copy.partition_src(%tc, %c, %t1) : (!tc, !ct, !fly.int_tuple<1>) -> !fly.coord_tensor<(0,2), ((2,1),1,1):((1E1,0),0,0)>
  // CHECK: fly.tiled_copy.partition_src({{.*}}) -> !fly.coord_tensor<(1,0), ((2,1),1,1):((1E1,0),0,0)>
  %c2 = fly.tiled_copy.partition_src(%tc, %c, %t2) : (!tc, !ct, !fly.int_tuple<2>) -> !fly.coord_tensor<(1,0), ((2,1),1,1):((1E1,0),0,0)>
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.coord_tensor<(1,2), ((2,1),1,1):((1E1,0),0,0)>
  %c3 = fly.tiled_copy.partition_dst(%tc, %c, %t3) : (!tc, !ct, !fly.int_tuple<3>) -> !fly.coord_tensor<(1,2), ((2,1),1,1):((1E1,0),0,0)>
  // CHECK: fly.tiled_copy.partition_dst({{.*}}) -> !fly.coord_tensor<(?,?{div=2}), ((2,1),1,1):((1E1,0),0,0)>
  %cd = fly.tiled_copy.partition_dst(%tc, %c, %tid) : (!tc, !ct, !fly.int_tuple<?>) -> !fly.coord_tensor<(?,?{div=2}), ((2,1),1,1):((1E1,0),0,0)>
  // Structural ops on the partitioned coord tensor (thread 3, base (1,2)):
  // size 2; mode 0 keeps the base; fixing value 1 adds 1E1: base (1,3).
  // CHECK: fly.size({{.*}}) -> !fly.int_tuple<2>
  %n = fly.size(%c3) : (!fly.coord_tensor<(1,2), ((2,1),1,1):((1E1,0),0,0)>) -> !fly.int_tuple<2>
  // CHECK: fly.get({{.*}}) {mode = array<i32: 0>} : {{.*}} -> !fly.coord_tensor<(1,2), (2,1):(1E1,0)>
  %g = fly.get(%c3) {mode = array<i32: 0>} : (!fly.coord_tensor<(1,2), ((2,1),1,1):((1E1,0),0,0)>) -> !fly.coord_tensor<(1,2), (2,1):(1E1,0)>
  %k = fly.static : !fly.int_tuple<((1,0),*,*)>
  // CHECK: fly.slice({{.*}}) -> !fly.coord_tensor<(1,3), (1,1):(0,0)>
  %s = fly.slice(%c3, %k) : (!fly.coord_tensor<(1,2), ((2,1),1,1):((1E1,0),0,0)>, !fly.int_tuple<((1,0),*,*)>) -> !fly.coord_tensor<(1,3), (1,1):(0,0)>
  return
}

// retile regroups a per-thread register tensor (V, ...) into
// ((atom values, value groups), ...). With !tc each thread holds V = 2
// values = one atom call: ((2,1),2,2). With !tc4 (TV (2,4):(4,1): each thread
// 4 values, 2 per atom call) V = 4 becomes (2 atom values, 2 groups) with
// strides (1,2).
// CHECK-LABEL: func.func @retile
func.func @retile(%tc: !tc, %tc4: !tc4, %r: !fly.memref<f16, register, (2,2,2):(1,2,4)>, %r4: !fly.memref<f16, register, (4,1,1):(1,0,0)>) {
  // CHECK: fly.tiled_copy.retile({{.*}}) -> !fly.memref<f16, register, ((2,1),2,2):((1,0),2,4)>
  %a = fly.tiled_copy.retile(%tc, %r) : (!tc, !fly.memref<f16, register, (2,2,2):(1,2,4)>) -> !fly.memref<f16, register, ((2,1),2,2):((1,0),2,4)>
  // CHECK: fly.tiled_copy.retile({{.*}}) -> !fly.memref<f16, register, ((2,2),1,1):((1,2),0,0)>
  %b = fly.tiled_copy.retile(%tc4, %r4) : (!tc4, !fly.memref<f16, register, (4,1,1):(1,0,0)>) -> !fly.memref<f16, register, ((2,2),1,1):((1,2),0,0)>
  return
}

// Tiled MMA !tm: four 1x1x1 FMA atoms on a (2,2,1):(2,1,0) grid, so thread
// t computes m = (t/2) mod 2, n = t mod 2 (thr_layout_vmnk
// (1,2,2,1):(0,2,1,0)); the permutation [*|*|*] becomes [2|2|1]. On an 8x8
// tensor thread (m,n) owns rows m+2i and columns n+2j (c), rows m+2i and
// all 8 k (a), rows n+2i and all 8 k (b); FrgV is 1:0.
// Column-major C (8,8):(1,8), f32, align 16: (1,4,4):(0,2,16); the first
// element (m,n) is at m+8n: thread 0 at 0, 1 at 8 (32 bytes: 16), 2 at 1
// (4 bytes = element: no align), 3 at 9 (36 bytes: gcd 4, no align).
// CHECK-LABEL: func.func @mma_partition
func.func @mma_partition(%tm: !tm, %cm: !fly.memref<f32, global, (8,8):(1,8), align<16>>, %rm: !fly.memref<f32, global, (8,8):(8,1), align<16>>, %tid: !fly.int_tuple<?>) {
  %t0 = fly.static : !fly.int_tuple<0>
  %t1 = fly.static : !fly.int_tuple<1>
  %t2 = fly.static : !fly.int_tuple<2>
  %t3 = fly.static : !fly.int_tuple<3>
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.memref<f32, global, (1,4,4):(0,2,16), align<16>>
  %c0 = fly.tiled_mma.partition(c, %tm, %cm, %t0) : (!tm, !fly.memref<f32, global, (8,8):(1,8), align<16>>, !fly.int_tuple<0>) -> !fly.memref<f32, global, (1,4,4):(0,2,16), align<16>>
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.memref<f32, global, (1,4,4):(0,2,16), align<16>>
  %c1 = fly.tiled_mma.partition(c, %tm, %cm, %t1) : (!tm, !fly.memref<f32, global, (8,8):(1,8), align<16>>, !fly.int_tuple<1>) -> !fly.memref<f32, global, (1,4,4):(0,2,16), align<16>>
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.memref<f32, global, (1,4,4):(0,2,16)>
  %c2 = fly.tiled_mma.partition(c, %tm, %cm, %t2) : (!tm, !fly.memref<f32, global, (8,8):(1,8), align<16>>, !fly.int_tuple<2>) -> !fly.memref<f32, global, (1,4,4):(0,2,16)>
  // CHECK: fly.tiled_mma.partition(c, {{.*}}) -> !fly.memref<f32, global, (1,4,4):(0,2,16)>
  %c3 = fly.tiled_mma.partition(c, %tm, %cm, %t3) : (!tm, !fly.memref<f32, global, (8,8):(1,8), align<16>>, !fly.int_tuple<3>) -> !fly.memref<f32, global, (1,4,4):(0,2,16)>
  // A (M,K) column-major: (1,4,8):(0,2,8), first element at row m: threads
  // 0 and 1 at 0 (align 16), 3 at 1 (no align).
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.memref<f32, global, (1,4,8):(0,2,8), align<16>>
  %a1 = fly.tiled_mma.partition(a, %tm, %cm, %t1) : (!tm, !fly.memref<f32, global, (8,8):(1,8), align<16>>, !fly.int_tuple<1>) -> !fly.memref<f32, global, (1,4,8):(0,2,8), align<16>>
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.memref<f32, global, (1,4,8):(0,2,8)>
  %a3 = fly.tiled_mma.partition(a, %tm, %cm, %t3) : (!tm, !fly.memref<f32, global, (8,8):(1,8), align<16>>, !fly.int_tuple<3>) -> !fly.memref<f32, global, (1,4,8):(0,2,8)>
  // A row-major (8,8):(8,1): rows step 2*8 = 16, k steps 1; thread 2 starts
  // at row 1 = 8 elements (32 bytes: 16); a dynamic thread starts at 8*m,
  // a multiple of 32 bytes: still align 16.
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.memref<f32, global, (1,4,8):(0,16,1), align<16>>
  %a2 = fly.tiled_mma.partition(a, %tm, %rm, %t2) : (!tm, !fly.memref<f32, global, (8,8):(8,1), align<16>>, !fly.int_tuple<2>) -> !fly.memref<f32, global, (1,4,8):(0,16,1), align<16>>
  // CHECK: fly.tiled_mma.partition(a, {{.*}}) -> !fly.memref<f32, global, (1,4,8):(0,16,1), align<16>>
  %ad = fly.tiled_mma.partition(a, %tm, %rm, %tid) : (!tm, !fly.memref<f32, global, (8,8):(8,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f32, global, (1,4,8):(0,16,1), align<16>>
  // B (N,K) column-major: first element at row n: thread 1 at 1 (no
  // align), thread 2 at 0 (align 16).
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.memref<f32, global, (1,4,8):(0,2,8)>
  %b1 = fly.tiled_mma.partition(b, %tm, %cm, %t1) : (!tm, !fly.memref<f32, global, (8,8):(1,8), align<16>>, !fly.int_tuple<1>) -> !fly.memref<f32, global, (1,4,8):(0,2,8)>
  // CHECK: fly.tiled_mma.partition(b, {{.*}}) -> !fly.memref<f32, global, (1,4,8):(0,2,8), align<16>>
  %b2 = fly.tiled_mma.partition(b, %tm, %cm, %t2) : (!tm, !fly.memref<f32, global, (8,8):(1,8), align<16>>, !fly.int_tuple<2>) -> !fly.memref<f32, global, (1,4,8):(0,2,8), align<16>>
  return
}

// make_fragment = make_fragment_like(partition): FrgV stays 1:0, the rest
// modes are made compact in the order of their strides, in registers.
// C of (8,8):(1,8): (1,4,4):(0,2,16) -> (1,4,4):(0,1,4); stages = 2 appends
// a mode of 2 with stride cosize(rest) = 16. A/B of (8,8):(1,8):
// (1,4,8):(0,1,4), stages = 3 -> stride 32. A of row-major (8,8):(8,1):
// (1,4,8):(0,16,1) has the k mode innermost -> (1,4,8):(0,8,1).
// CHECK-LABEL: func.func @mma_make_fragment
func.func @mma_make_fragment(%tm: !tm, %cm: !fly.memref<f32, global, (8,8):(1,8), align<16>>, %rm: !fly.memref<f32, global, (8,8):(8,1), align<16>>) {
  // CHECK: fly.mma.make_fragment(c, {{.*}}) -> !fly.memref<f32, register, (1,4,4):(0,1,4)>
  %fc = fly.mma.make_fragment(c, %tm, %cm) : (!tm, !fly.memref<f32, global, (8,8):(1,8), align<16>>) -> !fly.memref<f32, register, (1,4,4):(0,1,4)>
  // CHECK: fly.mma.make_fragment(c, %{{.*}}, %{{.*}}, stages = 2) : {{.*}} -> !fly.memref<f32, register, (1,4,4,2):(0,1,4,16)>
  %fc2 = fly.mma.make_fragment(c, %tm, %cm, stages = 2) : (!tm, !fly.memref<f32, global, (8,8):(1,8), align<16>>) -> !fly.memref<f32, register, (1,4,4,2):(0,1,4,16)>
  // CHECK: fly.mma.make_fragment(a, {{.*}}) -> !fly.memref<f32, register, (1,4,8):(0,1,4)>
  %fa = fly.mma.make_fragment(a, %tm, %cm) : (!tm, !fly.memref<f32, global, (8,8):(1,8), align<16>>) -> !fly.memref<f32, register, (1,4,8):(0,1,4)>
  // CHECK: fly.mma.make_fragment(a, %{{.*}}, %{{.*}}, stages = 3) : {{.*}} -> !fly.memref<f32, register, (1,4,8,3):(0,1,4,32)>
  %fa3 = fly.mma.make_fragment(a, %tm, %cm, stages = 3) : (!tm, !fly.memref<f32, global, (8,8):(1,8), align<16>>) -> !fly.memref<f32, register, (1,4,8,3):(0,1,4,32)>
  // CHECK: fly.mma.make_fragment(a, {{.*}}) -> !fly.memref<f32, register, (1,4,8):(0,8,1)>
  %far = fly.mma.make_fragment(a, %tm, %rm) : (!tm, !fly.memref<f32, global, (8,8):(8,1), align<16>>) -> !fly.memref<f32, register, (1,4,8):(0,8,1)>
  // CHECK: fly.mma.make_fragment(b, {{.*}}) -> !fly.memref<f32, register, (1,4,8):(0,1,4)>
  %fb = fly.mma.make_fragment(b, %tm, %cm) : (!tm, !fly.memref<f32, global, (8,8):(1,8), align<16>>) -> !fly.memref<f32, register, (1,4,8):(0,1,4)>
  return
}
