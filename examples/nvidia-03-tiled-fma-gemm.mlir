// Tiled FMA GEMM for NVIDIA GPUs: one 64x64 tile of D = A * B^T + C per block,
// f32 throughout, runtime M, N, K, staged through shared memory.
// A is M x K and B is N x K, both column-major (m, respectively n, contiguous:
// CuTe's "NT" GEMM, whose algebra indexes A as (M,K) and B as (N,K)); C and D
// are M x N column-major. M and N are multiples of 64, K of 16.
// Teaches: a tiled MMA of the universal FMA atom. The atom is one thread's
// scalar fma (1x1x1); the atom layout (16,16,1):(1,16,0) places 256 of them
// on a 16x16 grid of threads t = tm + 16*tn, and the permutation
// [(16,4):(4,1)|(16,4):(4,1)|*] renumbers the tile's rows and columns so that
// thread (tm,tn) owns the 4x4 block of rows 4*tm .. 4*tm+3 and columns
// 4*tn .. 4*tn+3 (without it, rows tm + 16*i: the same work, but every value
// a separate 32-bit access). Its 16 accumulators stay in registers.
// Per k tile of 16, the block copies the A and B tiles (64x16 each) from global
// to shared memory with a 128-bit tiled copy (thread t0 + 16*t1 moves the four
// m (or n) values 4*t0 .. 4*t0+3 of column k = t1), waits (gpu.barrier), and
// every thread runs fly.gemm on its partition of the shared tiles: 4 x 4 x 16
// fmas whose A and B operands are read straight from shared memory, four
// contiguous floats at a time (a warp reads 256 contiguous bytes of A,
// broadcast to its two tn, and two 16-byte chunks of B: no bank conflicts).
// The accumulators start as C (a 128-bit copy per column of the 4x4 block,
// grouped with fly.group so that one copy atom call moves 4 values), are
// threaded through the k loop and are stored to D after it; D != C.
// Kernel: gemm_fma(ptr A, ptr B, ptr C, ptr D, i32 M, i32 N, i32 K), all f32,
// 16-byte aligned. Every D element is C + the products over k = 0, 1, ... in
// ascending order, one fma rounding per step.
// Launch: block (256,1,1), grid (M/64, N/64, 1), no dynamic shared memory
// (8 KiB static).
// PTX, per thread: 4 128-bit global loads of C before the loop; in the loop
// 2 128-bit global loads and 2 128-bit shared stores, two bar.sync, 32
// ld.shared.v4.b32 and 256 fma.rn.f32; 4 128-bit global stores of D after it;
// no local memory.
// Chips: sm_80, sm_90

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!perm = !fly.tile<[(16,4):(4,1)|(16,4):(4,1)|*]>
!tmma = !fly.tiled_mma<!fma, !fly.layout<(16,16,1):(1,16,0)>, !perm>
!cp128 = !fly.copy_atom<!fly.universal_copy<128>, 32>
// Tile copy of a 64x16 tile (positions m + 64*k): thread t0 + 16*t1 takes
// m = 4*t0 + v, k = t1.
!tvAB = !fly.layout<((16,16),4):((4,64),1)>
!tileAB = !fly.tile<[64:1|16:1]>
!tcAB = !fly.tiled_copy<!cp128, !tvAB, !tileAB>

!G = !fly.ptr<f32, global, align<16>>
!S = !fly.ptr<f32, shared, align<16>>
!AB = !fly.memref<f32, global, (?{div=64},?{div=16}):(1,?{div=64}), align<16>>
!C = !fly.memref<f32, global, (?{div=64},?{div=64}):(1,?{div=64}), align<16>>
!AB_tiles = !fly.memref<f32, global, (64,16,?,?):(1,?{div=64},64,?{div=1024}), align<16>>
!C_tiles = !fly.memref<f32, global, (64,64,?,?):(1,?{div=64},64,?{div=4096}), align<16>>
!gAB = !fly.memref<f32, global, (64,16,?):(1,?{div=64},?{div=1024}), align<16>>
!gAB_k = !fly.memref<f32, global, (64,16):(1,?{div=64}), align<16>>
!gC = !fly.memref<f32, global, (64,64):(1,?{div=64}), align<16>>
!k_tiles = !fly.memref<f32, global, ?:?{div=1024}, align<16>>
!sAB = !fly.memref<f32, shared, (64,16):(1,64), align<16>>
// Per thread, copies: (atom values (4,1), 1, 1).
!tGAB = !fly.memref<f32, global, ((4,1),1,1):((1,0),0,0), align<16>>
!tSAB = !fly.memref<f32, shared, ((4,1),1,1):((1,0),0,0), align<16>>
!rAB = !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>
// Per thread, MMA: (atom values, rest M or N, rest K); the four M (N) values
// are contiguous. For the C and D copies, modes 0 and 1 grouped: 4 values.
!tCsAB = !fly.memref<f32, shared, (1,4,16):(0,1,64), align<16>>
!tCgC = !fly.memref<f32, global, (1,4,4):(0,1,?{div=64}), align<16>>
!tCrC = !fly.memref<f32, register, (1,4,4):(0,1,4)>
!tCgC4 = !fly.memref<f32, global, ((1,4),4):((0,1),?{div=64}), align<16>>
!tCrC4 = !fly.memref<f32, register, ((1,4),4):((0,1),4)>

module attributes {gpu.container_module} {
  gpu.module @gemm_fma {
    gpu.func @gemm_fma(%a: !G, %b: !G, %c: !G, %d: !G, %m: i32, %n: i32, %k: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %atom = fly.make_mma_atom : !fma
      %atom_layout = fly.static : !fly.layout<(16,16,1):(1,16,0)>
      %perm = fly.static : !perm
      %tmma = fly.make_tiled_mma(%atom, %atom_layout, %perm) : (!fma, !fly.layout<(16,16,1):(1,16,0)>, !perm) -> !tmma
      %cp128 = fly.make_copy_atom {valBits = 32 : i32} : !cp128
      %tvAB = fly.static : !tvAB
      %tileAB = fly.static : !tileAB
      %tcAB = fly.make_tiled_copy(%cp128, %tvAB, %tileAB) : (!cp128, !tvAB, !tileAB) -> !tcAB

      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx_i = arith.index_cast %tx : index to i32
      %bx_i = arith.index_cast %bx : index to i32
      %by_i = arith.index_cast %by : index to i32
      %tid = fly.make_int_tuple(%tx_i) : (i32) -> !fly.int_tuple<?>

      // Whole-matrix views: column-major, leading dimension M (A, C, D) or N (B).
      %shape_a = fly.make_int_tuple(%m, %k) : (i32, i32) -> !fly.int_tuple<(?{div=64},?{div=16})>
      %stride_a = fly.make_int_tuple(%m) : (i32) -> !fly.int_tuple<(1,?{div=64})>
      %layout_a = fly.make_layout(%shape_a, %stride_a) : (!fly.int_tuple<(?{div=64},?{div=16})>, !fly.int_tuple<(1,?{div=64})>) -> !fly.layout<(?{div=64},?{div=16}):(1,?{div=64})>
      %A = fly.make_view(%a, %layout_a) : (!G, !fly.layout<(?{div=64},?{div=16}):(1,?{div=64})>) -> !AB
      %shape_b = fly.make_int_tuple(%n, %k) : (i32, i32) -> !fly.int_tuple<(?{div=64},?{div=16})>
      %stride_b = fly.make_int_tuple(%n) : (i32) -> !fly.int_tuple<(1,?{div=64})>
      %layout_b = fly.make_layout(%shape_b, %stride_b) : (!fly.int_tuple<(?{div=64},?{div=16})>, !fly.int_tuple<(1,?{div=64})>) -> !fly.layout<(?{div=64},?{div=16}):(1,?{div=64})>
      %B = fly.make_view(%b, %layout_b) : (!G, !fly.layout<(?{div=64},?{div=16}):(1,?{div=64})>) -> !AB
      %shape_c = fly.make_int_tuple(%m, %n) : (i32, i32) -> !fly.int_tuple<(?{div=64},?{div=64})>
      %layout_c = fly.make_layout(%shape_c, %stride_a) : (!fly.int_tuple<(?{div=64},?{div=64})>, !fly.int_tuple<(1,?{div=64})>) -> !fly.layout<(?{div=64},?{div=64}):(1,?{div=64})>
      %C = fly.make_view(%c, %layout_c) : (!G, !fly.layout<(?{div=64},?{div=64}):(1,?{div=64})>) -> !C
      %D = fly.make_view(%d, %layout_c) : (!G, !fly.layout<(?{div=64},?{div=64}):(1,?{div=64})>) -> !C

      // This block's row of A tiles, column of B tiles (the k tile index
      // stays a mode, walked by the loop) and its C and D tiles.
      %tile_mk = fly.static : !fly.tile<[64:1|16:1]>
      %tile_mn = fly.static : !fly.tile<[64:1|64:1]>
      %A_tiles = fly.flat_divide(%A, %tile_mk) : (!AB, !fly.tile<[64:1|16:1]>) -> !AB_tiles
      %B_tiles = fly.flat_divide(%B, %tile_mk) : (!AB, !fly.tile<[64:1|16:1]>) -> !AB_tiles
      %C_tiles = fly.flat_divide(%C, %tile_mn) : (!C, !fly.tile<[64:1|64:1]>) -> !C_tiles
      %D_tiles = fly.flat_divide(%D, %tile_mn) : (!C, !fly.tile<[64:1|64:1]>) -> !C_tiles
      %at_m = fly.make_int_tuple(%bx_i) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %at_n = fly.make_int_tuple(%by_i) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %at_mn = fly.make_int_tuple(%bx_i, %by_i) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %gA = fly.slice(%A_tiles, %at_m) : (!AB_tiles, !fly.int_tuple<(*,*,?,*)>) -> !gAB
      %gB = fly.slice(%B_tiles, %at_n) : (!AB_tiles, !fly.int_tuple<(*,*,?,*)>) -> !gAB
      %gC = fly.slice(%C_tiles, %at_mn) : (!C_tiles, !fly.int_tuple<(*,*,?,?)>) -> !gC
      %gD = fly.slice(%D_tiles, %at_mn) : (!C_tiles, !fly.int_tuple<(*,*,?,?)>) -> !gC

      // The shared tiles: 64x16 floats each, m (n) contiguous like global.
      %sa = fly.make_ptr() {dictAttrs = {allocBytes = 4096 : i64, allocAlign = 16 : i64}} : () -> !S
      %sb = fly.make_ptr() {dictAttrs = {allocBytes = 4096 : i64, allocAlign = 16 : i64}} : () -> !S
      %slayout = fly.static : !fly.layout<(64,16):(1,64)>
      %sA = fly.make_view(%sa, %slayout) : (!S, !fly.layout<(64,16):(1,64)>) -> !sAB
      %sB = fly.make_view(%sb, %slayout) : (!S, !fly.layout<(64,16):(1,64)>) -> !sAB

      // This thread's part of the tile copies (the shared destinations do
      // not change with k) and of the MMA.
      %tSA = fly.tiled_copy.partition_dst(%tcAB, %sA, %tid) : (!tcAB, !sAB, !fly.int_tuple<?>) -> !tSAB
      %tSB = fly.tiled_copy.partition_dst(%tcAB, %sB, %tid) : (!tcAB, !sAB, !fly.int_tuple<?>) -> !tSAB
      %tCsA = fly.tiled_mma.partition(a, %tmma, %sA, %tid) : (!tmma, !sAB, !fly.int_tuple<?>) -> !tCsAB
      %tCsB = fly.tiled_mma.partition(b, %tmma, %sB, %tid) : (!tmma, !sAB, !fly.int_tuple<?>) -> !tCsAB
      %tCgC = fly.tiled_mma.partition(c, %tmma, %gC, %tid) : (!tmma, !gC, !fly.int_tuple<?>) -> !tCgC
      %tCgD = fly.tiled_mma.partition(c, %tmma, %gD, %tid) : (!tmma, !gC, !fly.int_tuple<?>) -> !tCgC

      // D = A * B^T + C: the accumulators start as C. They are register
      // memory here; fly-promote-regmem-to-vectorssa turns them into a vector
      // threaded through the loop as an iter_arg.
      %tCrC = fly.mma.make_fragment(c, %tmma, %gC) : (!tmma, !gC) -> !tCrC
      %tCgC4 = fly.group(%tCgC) {begin = 0 : i32, end = 2 : i32} : (!tCgC) -> !tCgC4
      %tCgD4 = fly.group(%tCgD) {begin = 0 : i32, end = 2 : i32} : (!tCgC) -> !tCgC4
      %tCrC4 = fly.group(%tCrC) {begin = 0 : i32, end = 2 : i32} : (!tCrC) -> !tCrC4
      fly.copy(%cp128, %tCgC4, %tCrC4) : (!cp128, !tCgC4, !tCrC4) -> ()

      // The trip count is read off the k mode of the tile view (K / 16).
      %k_mode = fly.get(%gA) {mode = array<i32: 2>} : (!gAB) -> !k_tiles
      %k_size = fly.size(%k_mode) : (!k_tiles) -> !fly.int_tuple<?>
      %k_count = fly.get_scalar(%k_size) : (!fly.int_tuple<?>) -> i32
      %k_count_idx = arith.index_cast %k_count : i32 to index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.for %kt = %c0 to %k_count_idx step %c1 {
        %kt_i = arith.index_cast %kt : index to i32
        %at_k = fly.make_int_tuple(%kt_i) : (i32) -> !fly.int_tuple<(*,*,?)>
        %gA_k = fly.slice(%gA, %at_k) : (!gAB, !fly.int_tuple<(*,*,?)>) -> !gAB_k
        %gB_k = fly.slice(%gB, %at_k) : (!gAB, !fly.int_tuple<(*,*,?)>) -> !gAB_k
        %tGA = fly.tiled_copy.partition_src(%tcAB, %gA_k, %tid) : (!tcAB, !gAB_k, !fly.int_tuple<?>) -> !tGAB
        %tGB = fly.tiled_copy.partition_src(%tcAB, %gB_k, %tid) : (!tcAB, !gAB_k, !fly.int_tuple<?>) -> !tGAB
        %rA = fly.make_fragment_like(%tGA) : (!tGAB) -> !rAB
        %rB = fly.make_fragment_like(%tGB) : (!tGAB) -> !rAB
        fly.copy(%tcAB, %tGA, %rA) : (!tcAB, !tGAB, !rAB) -> ()
        fly.copy(%tcAB, %tGB, %rB) : (!tcAB, !tGAB, !rAB) -> ()
        fly.copy(%tcAB, %rA, %tSA) : (!tcAB, !rAB, !tSAB) -> ()
        fly.copy(%tcAB, %rB, %tSB) : (!tcAB, !rAB, !tSAB) -> ()
        gpu.barrier
        // 4 (M) x 4 (N) x 16 (K) atom calls per thread.
        fly.gemm(%tmma, %tCrC, %tCsA, %tCsB, %tCrC) : (!tmma, !tCrC, !tCsAB, !tCsAB, !tCrC) -> ()
        // The next iteration overwrites the tiles this one reads.
        gpu.barrier
      }

      fly.copy(%cp128, %tCrC4, %tCgD4) : (!cp128, !tCrC4, !tCgC4) -> ()
      gpu.return
    }
  }
}
