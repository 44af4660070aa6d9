// Example 03's GEMM (examples/03-tiled-mma-cdna.mlir) as one writes it by
// hand, from an empty file: only the decisions are typed. They are the
// atoms, the tiled MMA, the pointers, the whole-matrix views with the
// caller's promises (?{div=N}), and the tuples built from runtime values.
// Every type the algebra derives is left out: an op that infers its
// results is written without `-> ...`, and an operand whose type is not
// known yet is written `!_`. It does not verify as written; fly-fill-types
// fills it:
//
//   fly-fill-types examples/from-scratch/tiled-mma-cdna.mlir -o gemm.mlir
//
// gives a file that is example 03 op for op (test/Tools/
// fly-fill-types-tutorial.test checks that fly-opt prints both the same),
// with the types written where they were left out. docs/tutorial.md,
// chapter 05, walks through it.
// Chips: gfx942, gfx950

!mfma = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>
// Atom layout (2,1,1): two atoms stacked along M, one per wave. The tiled MMA
// covers 32x16 of C per step, so each thread also repeats its atom twice
// along N to cover the 32x32 tile.
!tmma = !fly.tiled_mma<!mfma, !fly.layout<(2,1,1):(1,0,0)>>
// One call copies the values a lane holds for one atom: 4 f16 of A or B
// (64 bits), 4 f32 of C (128 bits).
!cp_ab = !fly.copy_atom<!fly.universal_copy<64>, 16>
!cp_c = !fly.copy_atom<!fly.universal_copy<128>, 32>

!ptr_h = !fly.ptr<f16, global, align<16>>
!ptr_f = !fly.ptr<f32, global, align<16>>
// The divisibilities (?{div=N}) are the caller's promises; they let the
// algebra prove the alignment of every per-thread pointer, which is what
// allows vector loads.
!A = !fly.memref<f16, global, (?{div=32},?{div=16}):(?{div=16},1), align<16>>
!B = !fly.memref<f16, global, (?{div=32},?{div=16}):(?{div=16},1), align<16>>
!C = !fly.memref<f32, global, (?{div=32},?{div=32}):(1,?{div=32}), align<16>>

module attributes {gpu.container_module} {
  gpu.module @tiled_mma_cdna {
    gpu.func @gemm_tile_32x32(%a: !ptr_h, %b: !ptr_h, %c: !ptr_f, %d: !ptr_f, %m: i32, %n: i32, %k: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %atom = fly.make_mma_atom : !mfma
      %atom_layout = fly.static : !fly.layout<(2,1,1):(1,0,0)>
      %tmma = fly.make_tiled_mma(%atom, %atom_layout) : (!mfma, !fly.layout<(2,1,1):(1,0,0)>) -> !tmma
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
      %layout_a = fly.make_layout(%shape_a, %stride_k) : (!fly.int_tuple<(?{div=32},?{div=16})>, !fly.int_tuple<(?{div=16},1)>)
      %A = fly.make_view(%a, %layout_a) : (!ptr_h, !_)
      %shape_b = fly.make_int_tuple(%n, %k) : (i32, i32) -> !fly.int_tuple<(?{div=32},?{div=16})>
      %layout_b = fly.make_layout(%shape_b, %stride_k) : (!fly.int_tuple<(?{div=32},?{div=16})>, !fly.int_tuple<(?{div=16},1)>)
      %B = fly.make_view(%b, %layout_b) : (!ptr_h, !_)
      %shape_c = fly.make_int_tuple(%m, %n) : (i32, i32) -> !fly.int_tuple<(?{div=32},?{div=32})>
      %stride_c = fly.make_int_tuple(%m) : (i32) -> !fly.int_tuple<(1,?{div=32})>
      %layout_c = fly.make_layout(%shape_c, %stride_c) : (!fly.int_tuple<(?{div=32},?{div=32})>, !fly.int_tuple<(1,?{div=32})>)
      %C = fly.make_view(%c, %layout_c) : (!ptr_f, !_)
      %D = fly.make_view(%d, %layout_c) : (!ptr_f, !_)

      // CuTe's local_tile: divide into block tiles, then keep this
      // workgroup's row (A), column (B) or tile (C, D). The K tile index
      // stays a mode (*) and is walked by the loop.
      %tile_mk = fly.static : !fly.tile<[32:1|16:1]>
      %tile_mn = fly.static : !fly.tile<[32:1|32:1]>
      %A_tiles = fly.flat_divide(%A, %tile_mk) : (!A, !fly.tile<[32:1|16:1]>)
      %B_tiles = fly.flat_divide(%B, %tile_mk) : (!B, !fly.tile<[32:1|16:1]>)
      %C_tiles = fly.flat_divide(%C, %tile_mn) : (!C, !fly.tile<[32:1|32:1]>)
      %D_tiles = fly.flat_divide(%D, %tile_mn) : (!C, !fly.tile<[32:1|32:1]>)
      %at_m = fly.make_int_tuple(%bx_i) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %at_n = fly.make_int_tuple(%by_i) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %at_mn = fly.make_int_tuple(%bx_i, %by_i) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %gA = fly.slice(%A_tiles, %at_m) : (!_, !fly.int_tuple<(*,*,?,*)>)
      %gB = fly.slice(%B_tiles, %at_n) : (!_, !fly.int_tuple<(*,*,?,*)>)
      %gC = fly.slice(%C_tiles, %at_mn) : (!_, !fly.int_tuple<(*,*,?,?)>)
      %gD = fly.slice(%D_tiles, %at_mn) : (!_, !fly.int_tuple<(*,*,?,?)>)

      // This thread's share of every operand. Partitioning the (32,16,k)
      // views once keeps the k mode, so the loop only slices it.
      %tCgA = fly.tiled_mma.partition(a, %tmma, %gA, %tid) : (!tmma, !_, !fly.int_tuple<?>)
      %tCgB = fly.tiled_mma.partition(b, %tmma, %gB, %tid) : (!tmma, !_, !fly.int_tuple<?>)
      %tCgC = fly.tiled_mma.partition(c, %tmma, %gC, %tid) : (!tmma, !_, !fly.int_tuple<?>)
      %tCgD = fly.tiled_mma.partition(c, %tmma, %gD, %tid) : (!tmma, !_, !fly.int_tuple<?>)

      // Fragments are shaped from one k tile. They are register memory
      // here; fly-promote-regmem-to-vectorssa turns them into vectors and
      // threads the accumulator through the loop as an iter_arg.
      %k0 = fly.static : !fly.int_tuple<(*,*,0)>
      %gA0 = fly.slice(%gA, %k0) : (!_, !fly.int_tuple<(*,*,0)>)
      %gB0 = fly.slice(%gB, %k0) : (!_, !fly.int_tuple<(*,*,0)>)
      %tCrA = fly.mma.make_fragment(a, %tmma, %gA0) : (!tmma, !_)
      %tCrB = fly.mma.make_fragment(b, %tmma, %gB0) : (!tmma, !_)
      %tCrC = fly.mma.make_fragment(c, %tmma, %gC) : (!tmma, !_)

      // D = A * B + C: the accumulator starts as C.
      fly.copy(%cp_c, %tCgC, %tCrC) : (!cp_c, !_, !_) -> ()

      // The trip count is read off the k mode of the tile view (K / 16).
      %k_mode = fly.get(%gA) {mode = array<i32: 2>} : (!_)
      %k_size = fly.size(%k_mode) : (!_)
      %k_count = fly.get_scalar(%k_size) : (!fly.int_tuple<?>) -> i32
      %k_count_idx = arith.index_cast %k_count : i32 to index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.for %kt = %c0 to %k_count_idx step %c1 {
        %kt_i = arith.index_cast %kt : index to i32
        %at_k = fly.make_int_tuple(%kt_i) : (i32) -> !fly.int_tuple<(*,*,*,?)>
        %tCgA_k = fly.slice(%tCgA, %at_k) : (!_, !fly.int_tuple<(*,*,*,?)>)
        %tCgB_k = fly.slice(%tCgB, %at_k) : (!_, !fly.int_tuple<(*,*,*,?)>)
        fly.copy(%cp_ab, %tCgA_k, %tCrA) : (!cp_ab, !_, !_) -> ()
        fly.copy(%cp_ab, %tCgB_k, %tCrB) : (!cp_ab, !_, !_) -> ()
        // (1 M x 2 N x 1 K) atom calls per thread: the A fragment is reused.
        fly.gemm(%tmma, %tCrC, %tCrA, %tCrB, %tCrC) : (!tmma, !_, !_, !_, !_) -> ()
      }

      fly.copy(%cp_c, %tCrC, %tCgD) : (!cp_c, !_, !_) -> ()
      gpu.return
    }
  }
}
