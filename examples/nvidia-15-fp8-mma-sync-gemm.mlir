// fp8 tensor-core GEMM with mma.sync for NVIDIA GPUs (sm_89 and later): one
// 128x128 tile of D = A * B^T + C per block, e4m3 A and B, f32 accumulators,
// runtime M, N, K (A M x K and B N x K row-major, C and D M x N row-major
// f32; M, N multiples of 128, K of 64). The cp.async pipeline of
// nvidia-05-pipelined-gemm.mlir with 8-bit operands, on eight warps.
// Teaches: 8-bit operands through ldmatrix and the m16n8k32 e4m3 mma.sync.
//  - ldmatrix's b16 form loads 8-bit data as it is: an 8x8 matrix of b16 is
//    8 rows of 16 bytes, and the register a lane receives (row lane/4,
//    bytes 4*(lane%4) .. +3) is exactly what the m16n8k32 fragments of A
//    and B hold per register, four consecutive k of one row. The copy atom
//    is ldmatrix<x4> with 8-bit values; the tiled copies below name the
//    (m or n, k) of each byte. (PTX's own 8-bit shapes, m16n16.b8 and
//    m8n16, are sm_100a's.)
//  - The k tile is 64 bytes deep, as in the bf16 example (64 e4m3 values,
//    two k steps of 32), in shared tiles of 128 rows of 64 bytes whose
//    16-byte chunks are XORed with bits 1-2 of the row: for 8-bit elements
//    that is S<2,4,3> (chunk bits 4-5 of the element index, row bits 7-8).
//  - Eight warps as 2 (M) x 4 (N), each 64x32 of the tile: 64 accumulators
//    and 48 fragment registers per lane. sm_90 has no 8-bit mma.sync in
//    hardware (its fp8 MMA is wgmma, nvidia-10): ptxas converts the
//    operands and issues f16 MMAs, and the conversions take registers. Four
//    warps of 64x64, as in nvidia-05, need 224 registers on sm_89 but 255
//    on sm_90, where they spill 88 bytes; this layout takes 124 and 171,
//    and none spills (test/Examples/nvidia-15-fp8-mma-sync-gemm.test).
// D = C + the sum over k of the e4m3 products, accumulated by the tensor
// cores (the check's bound: bench/gpu_gemm_variants.py check_bound_fp8).
// Kernel: gemm_mma_sync_fp8(ptr A, ptr B, ptr C, ptr D, i32 M, i32 N,
// i32 K), A and B e4m3, C and D f32, all 16-byte aligned.
// Launch: block (256,1,1), grid (M/128 * N/128, 1, 1), 65536 bytes of dynamic
// shared memory (cuFuncSetAttribute MAX_DYNAMIC_SHARED_SIZE_BYTES first).
// Chips: sm_89, sm_90, sm_90a, with PTX ISA 8.4 (features=+ptx84).

!mma = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>>
!tmma = !fly.tiled_mma<!mma, !fly.layout<(2,4,1):(1,2,0)>>
// Global to shared, cp.async: thread t, value (e, i) -> (m, k) =
// (t/4 + 64*i, 16*(t%4) + e) of the 128x64 tile (index m + 128*k).
!cp128 = !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 8>
!tvG = !fly.layout<((4,64),(16,2)):((2048,1),(128,64))>
!tileG = !fly.tile<[128:1|64:1]>
!tcG = !fly.tiled_copy<!cp128, !tvG, !tileG>
// Shared to registers: the tiled MMA's A layout over its 32x32 step (lane
// (t, g) of warp (wm, wn), value (e, h, q): m = g + 8h + 16*wm, k = 4t + e +
// 16q; index m + 32*k), and B's over 64x32 for two N repetitions at once
// (value (e, q, r): n = g + 8*wn + 32*r, k = 4t + e + 16q; index n + 64*k).
// Register i of the x4 load is matrix i: (h, q) = (i%2, i/2) for A,
// (q, r) = (i%2, i/2) for B.
!ldA = !fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 8>
!tvA = !fly.layout<((4,8,2,4),(4,2,2)):((128,1,16,0),(32,8,512))>
!tcA = !fly.tiled_copy<!ldA, !tvA, !fly.tile<[32:1|32:1]>>
!ldB = !fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 8>
!tvB = !fly.layout<((4,8,2,4),(4,2,2)):((256,1,0,8),(64,1024,32))>
!tcB = !fly.tiled_copy<!ldB, !tvB, !fly.tile<[64:1|32:1]>>
!cp32 = !fly.copy_atom<!fly.universal_copy<32>, 32>

!G8 = !fly.ptr<f8E4M3FN, global, align<16>>
!GF = !fly.ptr<f32, global, align<16>>
!Dyn = !fly.ptr<i8, shared, align<1024>>
!S = !fly.ptr<f8E4M3FN, shared, align<1024>>

module attributes {gpu.container_module} {
  gpu.module @gemm_mma_sync_fp8 {
    gpu.func @gemm_mma_sync_fp8(%a: !G8, %b: !G8, %c: !GF, %d: !GF, %m: i32, %n: i32, %k: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %atom = fly.make_mma_atom : !mma
      %atom_layout = fly.static : !fly.layout<(2,4,1):(1,2,0)>
      %tmma = fly.make_tiled_mma(%atom, %atom_layout) : (!mma, !fly.layout<(2,4,1):(1,2,0)>) -> !tmma
      %cp128 = fly.make_copy_atom {valBits = 8 : i32} : !cp128
      %tvG = fly.static : !tvG
      %tileG = fly.static : !tileG
      %tcG = fly.make_tiled_copy(%cp128, %tvG, %tileG) : (!cp128, !tvG, !tileG) -> !tcG
      %ldA = fly.make_copy_atom {valBits = 8 : i32} : !ldA
      %tvA = fly.static : !tvA
      %tileA = fly.static : !fly.tile<[32:1|32:1]>
      %tcA = fly.make_tiled_copy(%ldA, %tvA, %tileA) : (!ldA, !tvA, !fly.tile<[32:1|32:1]>) -> !tcA
      %ldB = fly.make_copy_atom {valBits = 8 : i32} : !ldB
      %tvB = fly.static : !tvB
      %tileB = fly.static : !fly.tile<[64:1|32:1]>
      %tcB = fly.make_tiled_copy(%ldB, %tvB, %tileB) : (!ldB, !tvB, !fly.tile<[64:1|32:1]>) -> !tcB
      %cp32 = fly.make_copy_atom {valBits = 32 : i32} : !cp32

      %tx = gpu.thread_id x
      %blk = gpu.block_id x
      %tx_i = arith.index_cast %tx : index to i32
      // Grouped tile order as in nvidia-05: eight M tiles at a time,
      // column by column, so that the blocks resident together share A
      // and B panels in L2.
      %blk_i = arith.index_cast %blk : index to i32
      %c8_i = arith.constant 8 : i32
      %c128_i = arith.constant 128 : i32
      %tiles_m = arith.divui %m, %c128_i : i32
      %tiles_n = arith.divui %n, %c128_i : i32
      %per_group = arith.muli %tiles_n, %c8_i : i32
      %group = arith.divui %blk_i, %per_group : i32
      %first_m = arith.muli %group, %c8_i : i32
      %left_m = arith.subi %tiles_m, %first_m : i32
      %group_m = arith.minui %left_m, %c8_i : i32
      %in_group = arith.remui %blk_i, %per_group : i32
      %in_m = arith.remui %in_group, %group_m : i32
      %bx_i = arith.addi %first_m, %in_m : i32
      %by_i = arith.divui %in_group, %group_m : i32
      %tid = fly.make_int_tuple(%tx_i) : (i32) -> !fly.int_tuple<?>

      // Whole-matrix views, row-major: (M,K):(K,1), (N,K):(K,1), (M,N):(N,1).
      %shape_a = fly.make_int_tuple(%m, %k) : (i32, i32) -> !fly.int_tuple<(?{div=128},?{div=64})>
      %stride_ab = fly.make_int_tuple(%k) : (i32) -> !fly.int_tuple<(?{div=64},1)>
      %layout_a = fly.make_layout(%shape_a, %stride_ab) : (!fly.int_tuple<(?{div=128},?{div=64})>, !fly.int_tuple<(?{div=64},1)>) -> !fly.layout<(?{div=128},?{div=64}):(?{div=64},1)>
      %A = fly.make_view(%a, %layout_a) : (!G8, !fly.layout<(?{div=128},?{div=64}):(?{div=64},1)>) -> !fly.memref<f8E4M3FN, global, (?{div=128},?{div=64}):(?{div=64},1), align<16>>
      %shape_b = fly.make_int_tuple(%n, %k) : (i32, i32) -> !fly.int_tuple<(?{div=128},?{div=64})>
      %layout_b = fly.make_layout(%shape_b, %stride_ab) : (!fly.int_tuple<(?{div=128},?{div=64})>, !fly.int_tuple<(?{div=64},1)>) -> !fly.layout<(?{div=128},?{div=64}):(?{div=64},1)>
      %B = fly.make_view(%b, %layout_b) : (!G8, !fly.layout<(?{div=128},?{div=64}):(?{div=64},1)>) -> !fly.memref<f8E4M3FN, global, (?{div=128},?{div=64}):(?{div=64},1), align<16>>
      %shape_c = fly.make_int_tuple(%m, %n) : (i32, i32) -> !fly.int_tuple<(?{div=128},?{div=128})>
      %stride_c = fly.make_int_tuple(%n) : (i32) -> !fly.int_tuple<(?{div=128},1)>
      %layout_c = fly.make_layout(%shape_c, %stride_c) : (!fly.int_tuple<(?{div=128},?{div=128})>, !fly.int_tuple<(?{div=128},1)>) -> !fly.layout<(?{div=128},?{div=128}):(?{div=128},1)>
      %C = fly.make_view(%c, %layout_c) : (!GF, !fly.layout<(?{div=128},?{div=128}):(?{div=128},1)>) -> !fly.memref<f32, global, (?{div=128},?{div=128}):(?{div=128},1), align<16>>
      %D = fly.make_view(%d, %layout_c) : (!GF, !fly.layout<(?{div=128},?{div=128}):(?{div=128},1)>) -> !fly.memref<f32, global, (?{div=128},?{div=128}):(?{div=128},1), align<16>>

      // This block's row of A tiles, row of B tiles (k stays a mode) and
      // its C and D tiles.
      %tile_mk = fly.static : !fly.tile<[128:1|64:1]>
      %tile_mn = fly.static : !fly.tile<[128:1|128:1]>
      %A_tiles = fly.flat_divide(%A, %tile_mk) : (!fly.memref<f8E4M3FN, global, (?{div=128},?{div=64}):(?{div=64},1), align<16>>, !fly.tile<[128:1|64:1]>) -> !fly.memref<f8E4M3FN, global, (128,64,?,?):(?{div=64},1,?{div=8192},64), align<16>>
      %B_tiles = fly.flat_divide(%B, %tile_mk) : (!fly.memref<f8E4M3FN, global, (?{div=128},?{div=64}):(?{div=64},1), align<16>>, !fly.tile<[128:1|64:1]>) -> !fly.memref<f8E4M3FN, global, (128,64,?,?):(?{div=64},1,?{div=8192},64), align<16>>
      %C_tiles = fly.flat_divide(%C, %tile_mn) : (!fly.memref<f32, global, (?{div=128},?{div=128}):(?{div=128},1), align<16>>, !fly.tile<[128:1|128:1]>) -> !fly.memref<f32, global, (128,128,?,?):(?{div=128},1,?{div=16384},128), align<16>>
      %D_tiles = fly.flat_divide(%D, %tile_mn) : (!fly.memref<f32, global, (?{div=128},?{div=128}):(?{div=128},1), align<16>>, !fly.tile<[128:1|128:1]>) -> !fly.memref<f32, global, (128,128,?,?):(?{div=128},1,?{div=16384},128), align<16>>
      %at_m = fly.make_int_tuple(%bx_i) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %at_n = fly.make_int_tuple(%by_i) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %at_mn = fly.make_int_tuple(%bx_i, %by_i) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %gA = fly.slice(%A_tiles, %at_m) : (!fly.memref<f8E4M3FN, global, (128,64,?,?):(?{div=64},1,?{div=8192},64), align<16>>, !fly.int_tuple<(*,*,?,*)>) -> !fly.memref<f8E4M3FN, global, (128,64,?):(?{div=64},1,64), align<16>>
      %gB = fly.slice(%B_tiles, %at_n) : (!fly.memref<f8E4M3FN, global, (128,64,?,?):(?{div=64},1,?{div=8192},64), align<16>>, !fly.int_tuple<(*,*,?,*)>) -> !fly.memref<f8E4M3FN, global, (128,64,?):(?{div=64},1,64), align<16>>
      %gC = fly.slice(%C_tiles, %at_mn) : (!fly.memref<f32, global, (128,128,?,?):(?{div=128},1,?{div=16384},128), align<16>>, !fly.int_tuple<(*,*,?,?)>) -> !fly.memref<f32, global, (128,128):(?{div=128},1), align<16>>
      %gD = fly.slice(%D_tiles, %at_mn) : (!fly.memref<f32, global, (128,128,?,?):(?{div=128},1,?{div=16384},128), align<16>>, !fly.int_tuple<(*,*,?,?)>) -> !fly.memref<f32, global, (128,128):(?{div=128},1), align<16>>

      // Four stages of the A and B tiles (128 x 64 e4m3 each, k contiguous
      // like global, swizzled), A's then B's, in dynamic shared memory.
      %dyn = fly.get_dyn_shared() : !Dyn
      %smem = fly.recast_iter(%dyn) : (!Dyn) -> !S
      %la = fly.static : !fly.composed_layout<S<2,4,3> o 0 o (128,64,4):(64,1,8192)>
      %lb = fly.static : !fly.composed_layout<S<2,4,3> o 32768 o (128,64,4):(64,1,8192)>
      %sAll = fly.make_view(%smem, %la) : (!S, !fly.composed_layout<S<2,4,3> o 0 o (128,64,4):(64,1,8192)>) -> !fly.memref<f8E4M3FN, shared, S<2,4,3> o 0 o (128,64,4):(64,1,8192), align<1024>>
      %sBll = fly.make_view(%smem, %lb) : (!S, !fly.composed_layout<S<2,4,3> o 32768 o (128,64,4):(64,1,8192)>) -> !fly.memref<f8E4M3FN, shared, S<2,4,3> o 32768 o (128,64,4):(64,1,8192), align<1024>>

      // The MMA fragments (registers) and their ldmatrix views.
      %c0_i = arith.constant 0 : i32
      %at_s0 = fly.make_int_tuple(%c0_i) : (i32) -> !fly.int_tuple<(*,*,?)>
      %sA0 = fly.slice(%sAll, %at_s0) : (!fly.memref<f8E4M3FN, shared, S<2,4,3> o 0 o (128,64,4):(64,1,8192), align<1024>>, !fly.int_tuple<(*,*,?)>) -> !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=8192} o (128,64):(64,1), align<1024>>
      %sB0 = fly.slice(%sBll, %at_s0) : (!fly.memref<f8E4M3FN, shared, S<2,4,3> o 32768 o (128,64,4):(64,1,8192), align<1024>>, !fly.int_tuple<(*,*,?)>) -> !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=8192} o (128,64):(64,1), align<1024>>
      %rA = fly.mma.make_fragment(a, %tmma, %sA0) : (!tmma, !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=8192} o (128,64):(64,1), align<1024>>) -> !fly.memref<f8E4M3FN, register, ((4,2,2),4,2):((1,4,8),32,16)>
      %rB = fly.mma.make_fragment(b, %tmma, %sB0) : (!tmma, !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=8192} o (128,64):(64,1), align<1024>>) -> !fly.memref<f8E4M3FN, register, ((4,2),4,2):((1,4),16,8)>
      %rA_copy = fly.tiled_copy.retile(%tcA, %rA) : (!tcA, !fly.memref<f8E4M3FN, register, ((4,2,2),4,2):((1,4,8),32,16)>) -> !fly.memref<f8E4M3FN, register, ((16,1),4,2):((1,0),32,16)>
      %rB_copy = fly.tiled_copy.retile(%tcB, %rB) : (!tcB, !fly.memref<f8E4M3FN, register, ((4,2),4,2):((1,4),16,8)>) -> !fly.memref<f8E4M3FN, register, (((8,2),1),2,2):(((1,16),0),32,8)>
      %tCgC = fly.tiled_mma.partition(c, %tmma, %gC, %tid) : (!tmma, !fly.memref<f32, global, (128,128):(?{div=128},1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f32, global, ((2,2),4,4):((1,?{div=1024}),?{div=4096},32), align<8>>
      %tCgD = fly.tiled_mma.partition(c, %tmma, %gD, %tid) : (!tmma, !fly.memref<f32, global, (128,128):(?{div=128},1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f32, global, ((2,2),4,4):((1,?{div=1024}),?{div=4096},32), align<8>>

      // The accumulators start as C.
      %rC = fly.mma.make_fragment(c, %tmma, %gC) : (!tmma, !fly.memref<f32, global, (128,128):(?{div=128},1), align<16>>) -> !fly.memref<f32, register, ((2,2),4,4):((1,2),16,4)>
      fly.copy(%cp32, %tCgC, %rC) : (!cp32, !fly.memref<f32, global, ((2,2),4,4):((1,?{div=1024}),?{div=4096},32), align<8>>, !fly.memref<f32, register, ((2,2),4,4):((1,2),16,4)>) -> ()

      %k_mode = fly.get(%gA) {mode = array<i32: 2>} : (!fly.memref<f8E4M3FN, global, (128,64,?):(?{div=64},1,64), align<16>>) -> !fly.memref<f8E4M3FN, global, ?:64, align<16>>
      %k_size = fly.size(%k_mode) : (!fly.memref<f8E4M3FN, global, ?:64, align<16>>) -> !fly.int_tuple<?>
      %k_count = fly.get_scalar(%k_size) : (!fly.int_tuple<?>) -> i32
      %k_count_idx = arith.index_cast %k_count : i32 to index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index

      // Prologue: k tiles 0, 1, 2 into stages 0, 1, 2, one commit group
      // each (empty past the end, so that every step commits one group).
      scf.for %t = %c0 to %c3 step %c1 {
        %live = arith.cmpi slt, %t, %k_count_idx : index
        scf.if %live {
          %t_i = arith.index_cast %t : index to i32
          %at_k = fly.make_int_tuple(%t_i) : (i32) -> !fly.int_tuple<(*,*,?)>
          %gA_k = fly.slice(%gA, %at_k) : (!fly.memref<f8E4M3FN, global, (128,64,?):(?{div=64},1,64), align<16>>, !fly.int_tuple<(*,*,?)>) -> !fly.memref<f8E4M3FN, global, (128,64):(?{div=64},1), align<16>>
          %gB_k = fly.slice(%gB, %at_k) : (!fly.memref<f8E4M3FN, global, (128,64,?):(?{div=64},1,64), align<16>>, !fly.int_tuple<(*,*,?)>) -> !fly.memref<f8E4M3FN, global, (128,64):(?{div=64},1), align<16>>
          %sA_t = fly.slice(%sAll, %at_k) : (!fly.memref<f8E4M3FN, shared, S<2,4,3> o 0 o (128,64,4):(64,1,8192), align<1024>>, !fly.int_tuple<(*,*,?)>) -> !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=8192} o (128,64):(64,1), align<1024>>
          %sB_t = fly.slice(%sBll, %at_k) : (!fly.memref<f8E4M3FN, shared, S<2,4,3> o 32768 o (128,64,4):(64,1,8192), align<1024>>, !fly.int_tuple<(*,*,?)>) -> !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=8192} o (128,64):(64,1), align<1024>>
          %tGA = fly.tiled_copy.partition_src(%tcG, %gA_k, %tid) : (!tcG, !fly.memref<f8E4M3FN, global, (128,64):(?{div=64},1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FN, global, ((16,2),1,1):((1,?{div=4096}),0,0), align<16>>
          %tGB = fly.tiled_copy.partition_src(%tcG, %gB_k, %tid) : (!tcG, !fly.memref<f8E4M3FN, global, (128,64):(?{div=64},1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FN, global, ((16,2),1,1):((1,?{div=4096}),0,0), align<16>>
          %tSA = fly.tiled_copy.partition_dst(%tcG, %sA_t, %tid) : (!tcG, !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=8192} o (128,64):(64,1), align<1024>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=16} o ((16,2),1,1):((1,4096),0,0), align<1024>>
          %tSB = fly.tiled_copy.partition_dst(%tcG, %sB_t, %tid) : (!tcG, !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=8192} o (128,64):(64,1), align<1024>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=16} o ((16,2),1,1):((1,4096),0,0), align<1024>>
          fly.copy(%tcG, %tGA, %tSA) : (!tcG, !fly.memref<f8E4M3FN, global, ((16,2),1,1):((1,?{div=4096}),0,0), align<16>>, !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=16} o ((16,2),1,1):((1,4096),0,0), align<1024>>) -> ()
          fly.copy(%tcG, %tGB, %tSB) : (!tcG, !fly.memref<f8E4M3FN, global, ((16,2),1,1):((1,?{div=4096}),0,0), align<16>>, !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=16} o ((16,2),1,1):((1,4096),0,0), align<1024>>) -> ()
        }
        nvvm.cp.async.commit.group
      }

      scf.for %kt = %c0 to %k_count_idx step %c1 {
        // k tile kt has landed (at most the two newer groups are pending),
        // and every warp is done with k tile kt - 1.
        nvvm.cp.async.wait.group 2
        gpu.barrier
        // Refill the stage of k tile kt - 1 with k tile kt + 3.
        %next = arith.addi %kt, %c3 : index
        %live = arith.cmpi slt, %next, %k_count_idx : index
        scf.if %live {
          %next_i = arith.index_cast %next : index to i32
          %stage = arith.remui %next, %c4 : index
          %stage_i = arith.index_cast %stage : index to i32
          %at_k = fly.make_int_tuple(%next_i) : (i32) -> !fly.int_tuple<(*,*,?)>
          %at_s = fly.make_int_tuple(%stage_i) : (i32) -> !fly.int_tuple<(*,*,?)>
          %gA_k = fly.slice(%gA, %at_k) : (!fly.memref<f8E4M3FN, global, (128,64,?):(?{div=64},1,64), align<16>>, !fly.int_tuple<(*,*,?)>) -> !fly.memref<f8E4M3FN, global, (128,64):(?{div=64},1), align<16>>
          %gB_k = fly.slice(%gB, %at_k) : (!fly.memref<f8E4M3FN, global, (128,64,?):(?{div=64},1,64), align<16>>, !fly.int_tuple<(*,*,?)>) -> !fly.memref<f8E4M3FN, global, (128,64):(?{div=64},1), align<16>>
          %sA_t = fly.slice(%sAll, %at_s) : (!fly.memref<f8E4M3FN, shared, S<2,4,3> o 0 o (128,64,4):(64,1,8192), align<1024>>, !fly.int_tuple<(*,*,?)>) -> !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=8192} o (128,64):(64,1), align<1024>>
          %sB_t = fly.slice(%sBll, %at_s) : (!fly.memref<f8E4M3FN, shared, S<2,4,3> o 32768 o (128,64,4):(64,1,8192), align<1024>>, !fly.int_tuple<(*,*,?)>) -> !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=8192} o (128,64):(64,1), align<1024>>
          %tGA = fly.tiled_copy.partition_src(%tcG, %gA_k, %tid) : (!tcG, !fly.memref<f8E4M3FN, global, (128,64):(?{div=64},1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FN, global, ((16,2),1,1):((1,?{div=4096}),0,0), align<16>>
          %tGB = fly.tiled_copy.partition_src(%tcG, %gB_k, %tid) : (!tcG, !fly.memref<f8E4M3FN, global, (128,64):(?{div=64},1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FN, global, ((16,2),1,1):((1,?{div=4096}),0,0), align<16>>
          %tSA = fly.tiled_copy.partition_dst(%tcG, %sA_t, %tid) : (!tcG, !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=8192} o (128,64):(64,1), align<1024>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=16} o ((16,2),1,1):((1,4096),0,0), align<1024>>
          %tSB = fly.tiled_copy.partition_dst(%tcG, %sB_t, %tid) : (!tcG, !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=8192} o (128,64):(64,1), align<1024>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=16} o ((16,2),1,1):((1,4096),0,0), align<1024>>
          fly.copy(%tcG, %tGA, %tSA) : (!tcG, !fly.memref<f8E4M3FN, global, ((16,2),1,1):((1,?{div=4096}),0,0), align<16>>, !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=16} o ((16,2),1,1):((1,4096),0,0), align<1024>>) -> ()
          fly.copy(%tcG, %tGB, %tSB) : (!tcG, !fly.memref<f8E4M3FN, global, ((16,2),1,1):((1,?{div=4096}),0,0), align<16>>, !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=16} o ((16,2),1,1):((1,4096),0,0), align<1024>>) -> ()
        }
        nvvm.cp.async.commit.group
        // Compute on stage kt % 4: both k steps of the fragments, then
        // 4 (M) x 4 (N) x 2 (K) MMAs per warp.
        %cur = arith.remui %kt, %c4 : index
        %cur_i = arith.index_cast %cur : index to i32
        %at_c = fly.make_int_tuple(%cur_i) : (i32) -> !fly.int_tuple<(*,*,?)>
        %sA_c = fly.slice(%sAll, %at_c) : (!fly.memref<f8E4M3FN, shared, S<2,4,3> o 0 o (128,64,4):(64,1,8192), align<1024>>, !fly.int_tuple<(*,*,?)>) -> !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=8192} o (128,64):(64,1), align<1024>>
        %sB_c = fly.slice(%sBll, %at_c) : (!fly.memref<f8E4M3FN, shared, S<2,4,3> o 32768 o (128,64,4):(64,1,8192), align<1024>>, !fly.int_tuple<(*,*,?)>) -> !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=8192} o (128,64):(64,1), align<1024>>
        %tXsA = fly.tiled_copy.partition_src(%tcA, %sA_c, %tid) : (!tcA, !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=8192} o (128,64):(64,1), align<1024>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=16} o ((16,1),4,2):((1,0),2048,32), align<1024>>
        %tXsB = fly.tiled_copy.partition_src(%tcB, %sB_c, %tid) : (!tcB, !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=8192} o (128,64):(64,1), align<1024>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=16} o ((16,1),2,2):((1,0),4096,32), align<1024>>
        fly.copy(%tcA, %tXsA, %rA_copy) : (!tcA, !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=16} o ((16,1),4,2):((1,0),2048,32), align<1024>>, !fly.memref<f8E4M3FN, register, ((16,1),4,2):((1,0),32,16)>) -> ()
        fly.copy(%tcB, %tXsB, %rB_copy) : (!tcB, !fly.memref<f8E4M3FN, shared, S<2,4,3> o ?{div=16} o ((16,1),2,2):((1,0),4096,32), align<1024>>, !fly.memref<f8E4M3FN, register, (((8,2),1),2,2):(((1,16),0),32,8)>) -> ()
        fly.gemm(%tmma, %rC, %rA, %rB, %rC) : (!tmma, !fly.memref<f32, register, ((2,2),4,4):((1,2),16,4)>, !fly.memref<f8E4M3FN, register, ((4,2,2),4,2):((1,4,8),32,16)>, !fly.memref<f8E4M3FN, register, ((4,2),4,2):((1,4),16,8)>, !fly.memref<f32, register, ((2,2),4,4):((1,2),16,4)>) -> ()
      }

      fly.copy(%cp32, %rC, %tCgD) : (!cp32, !fly.memref<f32, register, ((2,2),4,4):((1,2),16,4)>, !fly.memref<f32, global, ((2,2),4,4):((1,?{div=1024}),?{div=4096},32), align<8>>) -> ()
      gpu.return
    }
  }
}
