// 03 - Tiled MMA on RDNA4 (gfx1200, gfx1201; wave32): one 32x32 tile of
// D = A * B + C per workgroup, f16 inputs, f32 accumulation, runtime M, N, K.
// A is M x K row-major; B is K x N column-major, i.e. an (N,K) view with K
// contiguous (CuTe's "TN" GEMM: the MMA algebra indexes A as (M,K) and B as
// (N,K)); C and D are M x N column-major. M and N are multiples of 32, K of 16.
// Launch with grid (M/32, N/32) and 64 threads (two wave32 waves).
//
// 03-tiled-mma-cdna.mlir with the gfx12 WMMA atom: each lane now holds 8 f16
// of A and B, in two runs of 4 consecutive K (the half-waves take turns
// every 4 K: lanes 0-15 hold K 0-3 and 8-11, lanes 16-31 K 4-7 and 12-15;
// docs/notes/amd-atoms.md 4.1), and 8 f32 of C; every partition and
// fragment follows; only the atom and the copy widths change in the source.
//
// What to look for in the ISA: in the loop (.LBB0_2 up to its s_cbranch back
// to it) two v_wmma_f32_16x16x16_f16 that share the A operand, fed by 64-bit
// global loads (one per run of 4 f16); C is loaded before the loop and D
// stored after it with global_load_b128 / global_store_b128; no scratch.
// Chips: gfx1200, gfx1201

!wmma = !fly.mma_atom<!fly_rocdl.gfx120x.wmma_isa<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>
// Atom layout (2,1,1): two atoms stacked along M, one per wave. The tiled MMA
// covers 32x16 of C per step, so each thread also repeats its atom twice
// along N to cover the 32x32 tile.
!tmma = !fly.tiled_mma<!wmma, !fly.layout<(2,1,1):(1,0,0)>>
// One call copies one run of consecutive values: 4 f16 of A or B (64 bits),
// 8 f32 of C (256 bits; the backend splits it in two).
!cp_ab = !fly.copy_atom<!fly.universal_copy<64>, 16>
!cp_c = !fly.copy_atom<!fly.universal_copy<256>, 32>

!ptr_h = !fly.ptr<f16, global, align<16>>
!ptr_f = !fly.ptr<f32, global, align<16>>
// The divisibilities (?{div=N}) are the caller's promises; they let the
// algebra prove the alignment of every per-thread pointer, which is what
// allows vector loads.
!A = !fly.memref<f16, global, (?{div=32},?{div=16}):(?{div=16},1), align<16>>
!B = !fly.memref<f16, global, (?{div=32},?{div=16}):(?{div=16},1), align<16>>
!C = !fly.memref<f32, global, (?{div=32},?{div=32}):(1,?{div=32}), align<16>>
// flat_divide by the block tile: (tile rows, tile cols, tile index M, tile index K/N).
!A_tiles = !fly.memref<f16, global, (32,16,?,?):(?{div=16},1,?{div=512},16), align<16>>
!C_tiles = !fly.memref<f32, global, (32,32,?,?):(1,?{div=32},32,?{div=1024}), align<16>>
// This workgroup's tiles: (32,16,k) for A and B, (32,32) for C and D.
!gA = !fly.memref<f16, global, (32,16,?):(?{div=16},1,16), align<16>>
!gA0 = !fly.memref<f16, global, (32,16):(?{div=16},1), align<16>>
!gC = !fly.memref<f32, global, (32,32):(1,?{div=32}), align<16>>
!k_tiles = !fly.memref<f16, global, ?:16, align<16>>
// Per thread: (atom values, rest M or N, rest K[, k tile]). The atom values
// are two runs of 4 K, 8 K apart; a lane of the upper half-wave starts 4 K
// (8 bytes) in, hence align<8>.
!tCgA = !fly.memref<f16, global, ((4,2),1,1,?):((1,8),0,0,16), align<8>>
!tCgB = !fly.memref<f16, global, ((4,2),2,1,?):((1,8),?{div=256},0,16), align<8>>
!tCgA_k = !fly.memref<f16, global, ((4,2),1,1):((1,8),0,0), align<8>>
!tCgB_k = !fly.memref<f16, global, ((4,2),2,1):((1,8),?{div=256},0), align<8>>
!tCgC = !fly.memref<f32, global, (8,1,2):(1,0,?{div=512}), align<16>>
// Register fragments: the same shapes, compact.
!tCrA = !fly.memref<f16, register, ((4,2),1,1):((1,4),0,0)>
!tCrB = !fly.memref<f16, register, ((4,2),2,1):((1,4),8,0)>
!tCrC = !fly.memref<f32, register, (8,1,2):(1,0,8)>

module attributes {gpu.container_module} {
  gpu.module @tiled_mma_gfx12 {
    gpu.func @gemm_tile_32x32(%a: !ptr_h, %b: !ptr_h, %c: !ptr_f, %d: !ptr_f, %m: i32, %n: i32, %k: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %atom = fly.make_mma_atom : !wmma
      %atom_layout = fly.static : !fly.layout<(2,1,1):(1,0,0)>
      %tmma = fly.make_tiled_mma(%atom, %atom_layout) : (!wmma, !fly.layout<(2,1,1):(1,0,0)>) -> !tmma
      %cp_ab = fly.make_copy_atom {valBits = 16 : i32} : !cp_ab
      %cp_c = fly.make_copy_atom {valBits = 32 : i32} : !cp_c

      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx_i = arith.index_cast %tx : index to i32
      %bx_i = arith.index_cast %bx : index to i32
      %by_i = arith.index_cast %by : index to i32
      %tid = fly.make_int_tuple(%tx_i) : (i32) -> !fly.int_tuple<?>

      // Whole-matrix views; only the sizes and leading dimensions are dynamic.
      %shape_a = fly.make_int_tuple(%m, %k) : (i32, i32) -> !fly.int_tuple<(?{div=32},?{div=16})>
      %stride_k = fly.make_int_tuple(%k) : (i32) -> !fly.int_tuple<(?{div=16},1)>
      %layout_a = fly.make_layout(%shape_a, %stride_k) : (!fly.int_tuple<(?{div=32},?{div=16})>, !fly.int_tuple<(?{div=16},1)>) -> !fly.layout<(?{div=32},?{div=16}):(?{div=16},1)>
      %A = fly.make_view(%a, %layout_a) : (!ptr_h, !fly.layout<(?{div=32},?{div=16}):(?{div=16},1)>) -> !A
      %shape_b = fly.make_int_tuple(%n, %k) : (i32, i32) -> !fly.int_tuple<(?{div=32},?{div=16})>
      %layout_b = fly.make_layout(%shape_b, %stride_k) : (!fly.int_tuple<(?{div=32},?{div=16})>, !fly.int_tuple<(?{div=16},1)>) -> !fly.layout<(?{div=32},?{div=16}):(?{div=16},1)>
      %B = fly.make_view(%b, %layout_b) : (!ptr_h, !fly.layout<(?{div=32},?{div=16}):(?{div=16},1)>) -> !B
      %shape_c = fly.make_int_tuple(%m, %n) : (i32, i32) -> !fly.int_tuple<(?{div=32},?{div=32})>
      %stride_c = fly.make_int_tuple(%m) : (i32) -> !fly.int_tuple<(1,?{div=32})>
      %layout_c = fly.make_layout(%shape_c, %stride_c) : (!fly.int_tuple<(?{div=32},?{div=32})>, !fly.int_tuple<(1,?{div=32})>) -> !fly.layout<(?{div=32},?{div=32}):(1,?{div=32})>
      %C = fly.make_view(%c, %layout_c) : (!ptr_f, !fly.layout<(?{div=32},?{div=32}):(1,?{div=32})>) -> !C
      %D = fly.make_view(%d, %layout_c) : (!ptr_f, !fly.layout<(?{div=32},?{div=32}):(1,?{div=32})>) -> !C

      // CuTe's local_tile: divide into block tiles, then keep this
      // workgroup's row (A), column (B) or tile (C, D). The K tile index
      // stays a mode (*) and is walked by the loop.
      %tile_mk = fly.static : !fly.tile<[32:1|16:1]>
      %tile_mn = fly.static : !fly.tile<[32:1|32:1]>
      %A_tiles = fly.flat_divide(%A, %tile_mk) : (!A, !fly.tile<[32:1|16:1]>) -> !A_tiles
      %B_tiles = fly.flat_divide(%B, %tile_mk) : (!B, !fly.tile<[32:1|16:1]>) -> !A_tiles
      %C_tiles = fly.flat_divide(%C, %tile_mn) : (!C, !fly.tile<[32:1|32:1]>) -> !C_tiles
      %D_tiles = fly.flat_divide(%D, %tile_mn) : (!C, !fly.tile<[32:1|32:1]>) -> !C_tiles
      %at_m = fly.make_int_tuple(%bx_i) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %at_n = fly.make_int_tuple(%by_i) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %at_mn = fly.make_int_tuple(%bx_i, %by_i) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %gA = fly.slice(%A_tiles, %at_m) : (!A_tiles, !fly.int_tuple<(*,*,?,*)>) -> !gA
      %gB = fly.slice(%B_tiles, %at_n) : (!A_tiles, !fly.int_tuple<(*,*,?,*)>) -> !gA
      %gC = fly.slice(%C_tiles, %at_mn) : (!C_tiles, !fly.int_tuple<(*,*,?,?)>) -> !gC
      %gD = fly.slice(%D_tiles, %at_mn) : (!C_tiles, !fly.int_tuple<(*,*,?,?)>) -> !gC

      // This thread's share of every operand. Partitioning the (32,16,k)
      // views once keeps the k mode, so the loop only slices it.
      %tCgA = fly.tiled_mma.partition(a, %tmma, %gA, %tid) : (!tmma, !gA, !fly.int_tuple<?>) -> !tCgA
      %tCgB = fly.tiled_mma.partition(b, %tmma, %gB, %tid) : (!tmma, !gA, !fly.int_tuple<?>) -> !tCgB
      %tCgC = fly.tiled_mma.partition(c, %tmma, %gC, %tid) : (!tmma, !gC, !fly.int_tuple<?>) -> !tCgC
      %tCgD = fly.tiled_mma.partition(c, %tmma, %gD, %tid) : (!tmma, !gC, !fly.int_tuple<?>) -> !tCgC

      // Fragments are shaped from one k tile. They are register memory
      // here; fly-promote-regmem-to-vectorssa turns them into vectors and
      // threads the accumulator through the loop as an iter_arg.
      %k0 = fly.static : !fly.int_tuple<(*,*,0)>
      %gA0 = fly.slice(%gA, %k0) : (!gA, !fly.int_tuple<(*,*,0)>) -> !gA0
      %gB0 = fly.slice(%gB, %k0) : (!gA, !fly.int_tuple<(*,*,0)>) -> !gA0
      %tCrA = fly.mma.make_fragment(a, %tmma, %gA0) : (!tmma, !gA0) -> !tCrA
      %tCrB = fly.mma.make_fragment(b, %tmma, %gB0) : (!tmma, !gA0) -> !tCrB
      %tCrC = fly.mma.make_fragment(c, %tmma, %gC) : (!tmma, !gC) -> !tCrC

      // D = A * B + C: the accumulator starts as C.
      fly.copy(%cp_c, %tCgC, %tCrC) : (!cp_c, !tCgC, !tCrC) -> ()

      // The trip count is read off the k mode of the tile view (K / 16).
      %k_mode = fly.get(%gA) {mode = array<i32: 2>} : (!gA) -> !k_tiles
      %k_size = fly.size(%k_mode) : (!k_tiles) -> !fly.int_tuple<?>
      %k_count = fly.get_scalar(%k_size) : (!fly.int_tuple<?>) -> i32
      %k_count_idx = arith.index_cast %k_count : i32 to index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.for %kt = %c0 to %k_count_idx step %c1 {
        %kt_i = arith.index_cast %kt : index to i32
        %at_k = fly.make_int_tuple(%kt_i) : (i32) -> !fly.int_tuple<(*,*,*,?)>
        %tCgA_k = fly.slice(%tCgA, %at_k) : (!tCgA, !fly.int_tuple<(*,*,*,?)>) -> !tCgA_k
        %tCgB_k = fly.slice(%tCgB, %at_k) : (!tCgB, !fly.int_tuple<(*,*,*,?)>) -> !tCgB_k
        fly.copy(%cp_ab, %tCgA_k, %tCrA) : (!cp_ab, !tCgA_k, !tCrA) -> ()
        fly.copy(%cp_ab, %tCgB_k, %tCrB) : (!cp_ab, !tCgB_k, !tCrB) -> ()
        // (1 M x 2 N x 1 K) atom calls per thread: the A fragment is reused.
        fly.gemm(%tmma, %tCrC, %tCrA, %tCrB, %tCrC) : (!tmma, !tCrC, !tCrA, !tCrB, !tCrC) -> ()
      }

      fly.copy(%cp_c, %tCrC, %tCgD) : (!cp_c, !tCrC, !tCgC) -> ()
      gpu.return
    }
  }
}
