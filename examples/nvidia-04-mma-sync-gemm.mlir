// Tiled tensor-core GEMM for NVIDIA GPUs: one 128x128 tile of
// D = A * B^T + C per block, bf16 inputs, f32 accumulators, runtime M, N, K.
// A is M x K and B is N x K, both row-major (k contiguous: the "TN" GEMM
// whose operands mma.sync's row.col form reads directly); C and D are M x N
// row-major f32. M and N are multiples of 128, K of 32.
// Teaches: a tiled MMA of the warp-level mma.sync atom fed by ldmatrix.
//  - The atom (!fly_nvvm.mma_sync<16x8x16>) is one warp's 16x8x16 MMA; the
//    atom layout (2,2,1):(1,2,0) places the block's four warps on a 2x2 grid
//    (warp w = wm + 2*wn), so one tiled-MMA step covers 32 x 16 x 16 and
//    each warp repeats it 4 (M) x 8 (N) times over the 128x128 tile: 32 MMAs
//    and 128 accumulators per thread per 16 of k.
//  - The A and B fragments come from shared memory with ldmatrix. Its tiled
//    copies take the tiled MMA's own thread-value layouts for A (32 x 16,
//    warps with the same wm read the same rows: stride 0 along wn) and for
//    B (16 x 16), so that every lane receives exactly the values its MMA
//    fragment holds: an A fragment of 8 bf16 is one ldmatrix.x4, a B
//    fragment of 4 bf16 one ldmatrix.x2.
//  - Per k tile of 32 the block copies the A and B tiles (128 x 32 bf16
//    each) from global to shared memory with 128-bit copies (thread t moves
//    k = 8*(t%4) .. +7 of rows t/4 + 32*i), waits, loads the fragments of
//    both k halves and runs the 64 MMAs, and waits again before the next
//    tile overwrites the shared tiles. The accumulators start as C and are
//    stored to D after the loop (32-bit accesses).
// Kernel: gemm_mma_sync(ptr A, ptr B, ptr C, ptr D, i32 M, i32 N, i32 K),
// A and B bf16, C and D f32, all 16-byte aligned.
// Launch: block (128,1,1), grid (M/128, N/128, 1), no dynamic shared memory
// (16 KiB static).
// Chips: sm_80, sm_90

!mma = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>
!tmma = !fly.tiled_mma<!mma, !fly.layout<(2,2,1):(1,2,0)>>
// Global to shared: thread t, value (e, i) -> (m, k) = (t/4 + 32*i, 8*(t%4) + e)
// of the 128x32 tile (index m + 128*k).
!cp128 = !fly.copy_atom<!fly.universal_copy<128>, 16>
!tvG = !fly.layout<((4,32),(8,4)):((1024,1),(128,32))>
!tileG = !fly.tile<[128:1|32:1]>
!tcG = !fly.tiled_copy<!cp128, !tvG, !tileG>
// Shared to registers: the tiled MMA's A layout over its 32x16 step (lane
// (t, g) of warp (wm, wn), value (e, h, q): m = g + 8h + 16*wm, k = 2t + e +
// 8q; index m + 32*k), and B's over 16x16 (n = g + 8*wn, k = 2t + e + 8q).
!ldA = !fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 16>
!tvA = !fly.layout<((4,8,2,2),(2,2,2)):((64,1,16,0),(32,8,256))>
!tcA = !fly.tiled_copy<!ldA, !tvA, !fly.tile<[32:1|16:1]>>
!ldB = !fly.copy_atom<!fly_nvvm.ldmatrix<x2>, 16>
!tvB = !fly.layout<((4,8,2,2),(2,2)):((32,1,0,8),(16,128))>
!tcB = !fly.tiled_copy<!ldB, !tvB, !fly.tile<[16:1|16:1]>>
!cp32 = !fly.copy_atom<!fly.universal_copy<32>, 32>

!GH = !fly.ptr<bf16, global, align<16>>
!GF = !fly.ptr<f32, global, align<16>>
!S = !fly.ptr<bf16, shared, align<16>>
!AB = !fly.memref<bf16, global, (?{div=128},?{div=32}):(?{div=32},1), align<16>>
!CD = !fly.memref<f32, global, (?{div=128},?{div=128}):(?{div=128},1), align<16>>
!AB_tiles = !fly.memref<bf16, global, (128,32,?,?):(?{div=32},1,?{div=4096},32), align<16>>
!CD_tiles = !fly.memref<f32, global, (128,128,?,?):(?{div=128},1,?{div=16384},128), align<16>>
!gAB = !fly.memref<bf16, global, (128,32,?):(?{div=32},1,32), align<16>>
!gAB_k = !fly.memref<bf16, global, (128,32):(?{div=32},1), align<16>>
!gCD = !fly.memref<f32, global, (128,128):(?{div=128},1), align<16>>
!k_tiles = !fly.memref<bf16, global, ?:32, align<16>>
!sAB = !fly.memref<bf16, shared, (128,32):(32,1), align<16>>
!tGAB = !fly.memref<bf16, global, ((8,4),1,1):((1,?{div=1024}),0,0), align<16>>
!tSAB = !fly.memref<bf16, shared, ((8,4),1,1):((1,1024),0,0), align<16>>
!rAB = !fly.memref<bf16, register, ((8,4),1,1):((1,8),0,0)>
!tXsA = !fly.memref<bf16, shared, ((8,1),4,2):((1,0),1024,16), align<16>>
!rA = !fly.memref<bf16, register, ((2,2,2),4,2):((1,2,4),16,8)>
!rA_copy = !fly.memref<bf16, register, ((8,1),4,2):((1,0),16,8)>
!tXsB = !fly.memref<bf16, shared, ((4,1),8,2):((1,0),512,16), align<16>>
!rB = !fly.memref<bf16, register, ((2,2),8,2):((1,2),8,4)>
!rB_copy = !fly.memref<bf16, register, ((4,1),8,2):((1,0),8,4)>
!tCgCD = !fly.memref<f32, global, ((2,2),4,8):((1,?{div=1024}),?{div=4096},16), align<8>>
!rC = !fly.memref<f32, register, ((2,2),4,8):((1,2),32,4)>

module attributes {gpu.container_module} {
  gpu.module @gemm_mma_sync {
    gpu.func @gemm_mma_sync(%a: !GH, %b: !GH, %c: !GF, %d: !GF, %m: i32, %n: i32, %k: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %atom = fly.make_mma_atom : !mma
      %atom_layout = fly.static : !fly.layout<(2,2,1):(1,2,0)>
      %tmma = fly.make_tiled_mma(%atom, %atom_layout) : (!mma, !fly.layout<(2,2,1):(1,2,0)>) -> !tmma
      %cp128 = fly.make_copy_atom {valBits = 16 : i32} : !cp128
      %tvG = fly.static : !tvG
      %tileG = fly.static : !tileG
      %tcG = fly.make_tiled_copy(%cp128, %tvG, %tileG) : (!cp128, !tvG, !tileG) -> !tcG
      %ldA = fly.make_copy_atom {valBits = 16 : i32} : !ldA
      %tvA = fly.static : !tvA
      %tileA = fly.static : !fly.tile<[32:1|16:1]>
      %tcA = fly.make_tiled_copy(%ldA, %tvA, %tileA) : (!ldA, !tvA, !fly.tile<[32:1|16:1]>) -> !tcA
      %ldB = fly.make_copy_atom {valBits = 16 : i32} : !ldB
      %tvB = fly.static : !tvB
      %tileB = fly.static : !fly.tile<[16:1|16:1]>
      %tcB = fly.make_tiled_copy(%ldB, %tvB, %tileB) : (!ldB, !tvB, !fly.tile<[16:1|16:1]>) -> !tcB
      %cp32 = fly.make_copy_atom {valBits = 32 : i32} : !cp32

      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx_i = arith.index_cast %tx : index to i32
      %bx_i = arith.index_cast %bx : index to i32
      %by_i = arith.index_cast %by : index to i32
      %tid = fly.make_int_tuple(%tx_i) : (i32) -> !fly.int_tuple<?>

      // Whole-matrix views, row-major: (M,K):(K,1), (N,K):(K,1), (M,N):(N,1).
      %shape_a = fly.make_int_tuple(%m, %k) : (i32, i32) -> !fly.int_tuple<(?{div=128},?{div=32})>
      %stride_ab = fly.make_int_tuple(%k) : (i32) -> !fly.int_tuple<(?{div=32},1)>
      %layout_a = fly.make_layout(%shape_a, %stride_ab) : (!fly.int_tuple<(?{div=128},?{div=32})>, !fly.int_tuple<(?{div=32},1)>) -> !fly.layout<(?{div=128},?{div=32}):(?{div=32},1)>
      %A = fly.make_view(%a, %layout_a) : (!GH, !fly.layout<(?{div=128},?{div=32}):(?{div=32},1)>) -> !AB
      %shape_b = fly.make_int_tuple(%n, %k) : (i32, i32) -> !fly.int_tuple<(?{div=128},?{div=32})>
      %layout_b = fly.make_layout(%shape_b, %stride_ab) : (!fly.int_tuple<(?{div=128},?{div=32})>, !fly.int_tuple<(?{div=32},1)>) -> !fly.layout<(?{div=128},?{div=32}):(?{div=32},1)>
      %B = fly.make_view(%b, %layout_b) : (!GH, !fly.layout<(?{div=128},?{div=32}):(?{div=32},1)>) -> !AB
      %shape_c = fly.make_int_tuple(%m, %n) : (i32, i32) -> !fly.int_tuple<(?{div=128},?{div=128})>
      %stride_c = fly.make_int_tuple(%n) : (i32) -> !fly.int_tuple<(?{div=128},1)>
      %layout_c = fly.make_layout(%shape_c, %stride_c) : (!fly.int_tuple<(?{div=128},?{div=128})>, !fly.int_tuple<(?{div=128},1)>) -> !fly.layout<(?{div=128},?{div=128}):(?{div=128},1)>
      %C = fly.make_view(%c, %layout_c) : (!GF, !fly.layout<(?{div=128},?{div=128}):(?{div=128},1)>) -> !CD
      %D = fly.make_view(%d, %layout_c) : (!GF, !fly.layout<(?{div=128},?{div=128}):(?{div=128},1)>) -> !CD

      // This block's row of A tiles, row of B tiles (k stays a mode) and
      // its C and D tiles.
      %tile_mk = fly.static : !fly.tile<[128:1|32:1]>
      %tile_mn = fly.static : !fly.tile<[128:1|128:1]>
      %A_tiles = fly.flat_divide(%A, %tile_mk) : (!AB, !fly.tile<[128:1|32:1]>) -> !AB_tiles
      %B_tiles = fly.flat_divide(%B, %tile_mk) : (!AB, !fly.tile<[128:1|32:1]>) -> !AB_tiles
      %C_tiles = fly.flat_divide(%C, %tile_mn) : (!CD, !fly.tile<[128:1|128:1]>) -> !CD_tiles
      %D_tiles = fly.flat_divide(%D, %tile_mn) : (!CD, !fly.tile<[128:1|128:1]>) -> !CD_tiles
      %at_m = fly.make_int_tuple(%bx_i) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %at_n = fly.make_int_tuple(%by_i) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %at_mn = fly.make_int_tuple(%bx_i, %by_i) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %gA = fly.slice(%A_tiles, %at_m) : (!AB_tiles, !fly.int_tuple<(*,*,?,*)>) -> !gAB
      %gB = fly.slice(%B_tiles, %at_n) : (!AB_tiles, !fly.int_tuple<(*,*,?,*)>) -> !gAB
      %gC = fly.slice(%C_tiles, %at_mn) : (!CD_tiles, !fly.int_tuple<(*,*,?,?)>) -> !gCD
      %gD = fly.slice(%D_tiles, %at_mn) : (!CD_tiles, !fly.int_tuple<(*,*,?,?)>) -> !gCD

      // The shared tiles: 128 x 32 bf16 each, k contiguous like global.
      %sa = fly.make_ptr() {dictAttrs = {allocBytes = 8192 : i64, allocAlign = 16 : i64}} : () -> !S
      %sb = fly.make_ptr() {dictAttrs = {allocBytes = 8192 : i64, allocAlign = 16 : i64}} : () -> !S
      %slayout = fly.static : !fly.layout<(128,32):(32,1)>
      %sA = fly.make_view(%sa, %slayout) : (!S, !fly.layout<(128,32):(32,1)>) -> !sAB
      %sB = fly.make_view(%sb, %slayout) : (!S, !fly.layout<(128,32):(32,1)>) -> !sAB

      // This thread's parts: of the tile copies, of the ldmatrix copies and
      // of the MMA (fragments in registers).
      %tSA = fly.tiled_copy.partition_dst(%tcG, %sA, %tid) : (!tcG, !sAB, !fly.int_tuple<?>) -> !tSAB
      %tSB = fly.tiled_copy.partition_dst(%tcG, %sB, %tid) : (!tcG, !sAB, !fly.int_tuple<?>) -> !tSAB
      %tXsA = fly.tiled_copy.partition_src(%tcA, %sA, %tid) : (!tcA, !sAB, !fly.int_tuple<?>) -> !tXsA
      %tXsB = fly.tiled_copy.partition_src(%tcB, %sB, %tid) : (!tcB, !sAB, !fly.int_tuple<?>) -> !tXsB
      %rA = fly.mma.make_fragment(a, %tmma, %sA) : (!tmma, !sAB) -> !rA
      %rB = fly.mma.make_fragment(b, %tmma, %sB) : (!tmma, !sAB) -> !rB
      %rA_copy = fly.tiled_copy.retile(%tcA, %rA) : (!tcA, !rA) -> !rA_copy
      %rB_copy = fly.tiled_copy.retile(%tcB, %rB) : (!tcB, !rB) -> !rB_copy
      %tCgC = fly.tiled_mma.partition(c, %tmma, %gC, %tid) : (!tmma, !gCD, !fly.int_tuple<?>) -> !tCgCD
      %tCgD = fly.tiled_mma.partition(c, %tmma, %gD, %tid) : (!tmma, !gCD, !fly.int_tuple<?>) -> !tCgCD

      // The accumulators start as C.
      %rC = fly.mma.make_fragment(c, %tmma, %gC) : (!tmma, !gCD) -> !rC
      fly.copy(%cp32, %tCgC, %rC) : (!cp32, !tCgCD, !rC) -> ()

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
        %tGA = fly.tiled_copy.partition_src(%tcG, %gA_k, %tid) : (!tcG, !gAB_k, !fly.int_tuple<?>) -> !tGAB
        %tGB = fly.tiled_copy.partition_src(%tcG, %gB_k, %tid) : (!tcG, !gAB_k, !fly.int_tuple<?>) -> !tGAB
        %rGA = fly.make_fragment_like(%tGA) : (!tGAB) -> !rAB
        %rGB = fly.make_fragment_like(%tGB) : (!tGAB) -> !rAB
        fly.copy(%tcG, %tGA, %rGA) : (!tcG, !tGAB, !rAB) -> ()
        fly.copy(%tcG, %tGB, %rGB) : (!tcG, !tGAB, !rAB) -> ()
        fly.copy(%tcG, %rGA, %tSA) : (!tcG, !rAB, !tSAB) -> ()
        fly.copy(%tcG, %rGB, %tSB) : (!tcG, !rAB, !tSAB) -> ()
        gpu.barrier
        // Both k halves of the fragments: 4 + 8 ldmatrix per k half.
        fly.copy(%tcA, %tXsA, %rA_copy) : (!tcA, !tXsA, !rA_copy) -> ()
        fly.copy(%tcB, %tXsB, %rB_copy) : (!tcB, !tXsB, !rB_copy) -> ()
        // 4 (M) x 8 (N) x 2 (K) MMAs per warp.
        fly.gemm(%tmma, %rC, %rA, %rB, %rC) : (!tmma, !rC, !rA, !rB, !rC) -> ()
        // The next iteration overwrites the tiles this one read.
        gpu.barrier
      }

      fly.copy(%cp32, %rC, %tCgD) : (!cp32, !rC, !tCgCD) -> ()
      gpu.return
    }
  }
}
