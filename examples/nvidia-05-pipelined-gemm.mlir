// Pipelined tensor-core GEMM for NVIDIA GPUs (sm_80 and later): one 128x128
// tile of D = A * B^T + C per block, bf16 inputs, f32 accumulators, runtime
// M, N, K; operands as in nvidia-04-mma-sync-gemm.mlir (A M x K and B N x K
// row-major, C and D M x N row-major f32; M, N multiples of 128, K of 32).
// Teaches: a multi-stage cp.async pipeline into swizzled shared memory.
//  - The A and B tiles of four k steps live in shared memory at once (4
//    stages x 2 x 8 KiB of dynamic shared memory). The copies are cp.async
//    (!fly_nvvm.cp_async<128, cg>): each thread hands 16-byte chunks from
//    global to shared memory without registers, and waits only when it
//    needs a stage: commit groups one per k tile, `cp.async.wait.group 2`
//    leaves the two newest tiles in flight while the oldest is computed on.
//  - The shared tiles are XOR-swizzled, S<2,3,3> o (128,32,4):(32,1,4096):
//    the 16-byte chunk index of a 64-byte row is XORed with bits 1-2 of the
//    row. The eight rows an ldmatrix phase reads (same chunk, rows r..r+7)
//    then fall in eight different bank groups, where without the swizzle
//    rows r and r+2 would share banks (a 4-way conflict); the cp.async
//    stores of whole chunks are unaffected.
//  - Per k tile: wait for its stage, a barrier (every warp is past the
//    previous tile, whose stage the next copy overwrites), issue the copy of
//    k tile kt+3 into that stage, then ldmatrix and 64 mma.sync per warp on
//    stage kt%4 as in the one-stage example, except that one ldmatrix.x4
//    loads the B fragments of two of a warp's N repetitions (its tiled copy
//    spans 32 N: n = g + 8*wn + 16*r for repetition r of the pair).
//  - The blocks take their tiles in a grouped order (a 1-D grid): eight M
//    tiles at a time, column by column, so that the blocks resident at once
//    share A and B panels in L2.
// D = C + the sum over k of the bf16 products, accumulated in f32 by the
// tensor cores (the check's bound: bench/gpu_tensor_gemm.py check_bound).
// Kernel: gemm_mma_pipelined(ptr A, ptr B, ptr C, ptr D, i32 M, i32 N,
// i32 K), A and B bf16, C and D f32, all 16-byte aligned.
// Launch: block (128,1,1), grid (M/128 * N/128, 1, 1), 65536 bytes of dynamic
// shared memory (cuFuncSetAttribute MAX_DYNAMIC_SHARED_SIZE_BYTES first).
// Chips: sm_80, sm_90

!mma = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>
!tmma = !fly.tiled_mma<!mma, !fly.layout<(2,2,1):(1,2,0)>>
// Global to shared, cp.async: thread t, value (e, i) -> (m, k) =
// (t/4 + 32*i, 8*(t%4) + e) of the 128x32 tile (index m + 128*k).
!cp128 = !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 16>
!tvG = !fly.layout<((4,32),(8,4)):((1024,1),(128,32))>
!tileG = !fly.tile<[128:1|32:1]>
!tcG = !fly.tiled_copy<!cp128, !tvG, !tileG>
// Shared to registers: the tiled MMA's A layout over its 32x16 step (lane
// (t, g) of warp (wm, wn), value (e, h, q): m = g + 8h + 16*wm, k = 2t + e +
// 8q; index m + 32*k), and B's over 32x16 for two N repetitions at once
// (value (e, q, r): n = g + 8*wn + 16*r, k = 2t + e + 8q; index n + 32*k).
!ldA = !fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 16>
!tvA = !fly.layout<((4,8,2,2),(2,2,2)):((64,1,16,0),(32,8,256))>
!tcA = !fly.tiled_copy<!ldA, !tvA, !fly.tile<[32:1|16:1]>>
!ldB = !fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 16>
!tvB = !fly.layout<((4,8,2,2),(2,2,2)):((64,1,0,8),(32,256,16))>
!tcB = !fly.tiled_copy<!ldB, !tvB, !fly.tile<[32:1|16:1]>>
!cp32 = !fly.copy_atom<!fly.universal_copy<32>, 32>

!GH = !fly.ptr<bf16, global, align<16>>
!GF = !fly.ptr<f32, global, align<16>>
!Dyn = !fly.ptr<i8, shared, align<1024>>
!S = !fly.ptr<bf16, shared, align<1024>>
!AB = !fly.memref<bf16, global, (?{div=128},?{div=32}):(?{div=32},1), align<16>>
!CD = !fly.memref<f32, global, (?{div=128},?{div=128}):(?{div=128},1), align<16>>
!AB_tiles = !fly.memref<bf16, global, (128,32,?,?):(?{div=32},1,?{div=4096},32), align<16>>
!CD_tiles = !fly.memref<f32, global, (128,128,?,?):(?{div=128},1,?{div=16384},128), align<16>>
!gAB = !fly.memref<bf16, global, (128,32,?):(?{div=32},1,32), align<16>>
!gAB_k = !fly.memref<bf16, global, (128,32):(?{div=32},1), align<16>>
!gCD = !fly.memref<f32, global, (128,128):(?{div=128},1), align<16>>
!k_tiles = !fly.memref<bf16, global, ?:32, align<16>>
!sAll = !fly.memref<bf16, shared, S<2,3,3> o 0 o (128,32,4):(32,1,4096), align<1024>>
!sBll = !fly.memref<bf16, shared, S<2,3,3> o 16384 o (128,32,4):(32,1,4096), align<1024>>
!sAB = !fly.memref<bf16, shared, S<2,3,3> o ?{div=4096} o (128,32):(32,1), align<1024>>
!tGAB = !fly.memref<bf16, global, ((8,4),1,1):((1,?{div=1024}),0,0), align<16>>
!tSAB = !fly.memref<bf16, shared, S<2,3,3> o ?{div=8} o ((8,4),1,1):((1,1024),0,0), align<1024>>
!rAB = !fly.memref<bf16, register, ((8,4),1,1):((1,8),0,0)>
!tXsA = !fly.memref<bf16, shared, S<2,3,3> o ?{div=8} o ((8,1),4,2):((1,0),1024,16), align<1024>>
!rA = !fly.memref<bf16, register, ((2,2,2),4,2):((1,2,4),16,8)>
!rA_copy = !fly.memref<bf16, register, ((8,1),4,2):((1,0),16,8)>
!tXsB = !fly.memref<bf16, shared, S<2,3,3> o ?{div=8} o ((8,1),4,2):((1,0),1024,16), align<1024>>
!rB = !fly.memref<bf16, register, ((2,2),8,2):((1,2),8,4)>
!rB_copy = !fly.memref<bf16, register, (((4,2),1),4,2):(((1,8),0),16,4)>
!tCgCD = !fly.memref<f32, global, ((2,2),4,8):((1,?{div=1024}),?{div=4096},16), align<8>>
!rC = !fly.memref<f32, register, ((2,2),4,8):((1,2),32,4)>

module attributes {gpu.container_module} {
  gpu.module @gemm_mma_pipelined {
    gpu.func @gemm_mma_pipelined(%a: !GH, %b: !GH, %c: !GF, %d: !GF, %m: i32, %n: i32, %k: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
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
      %tileB = fly.static : !fly.tile<[32:1|16:1]>
      %tcB = fly.make_tiled_copy(%ldB, %tvB, %tileB) : (!ldB, !tvB, !fly.tile<[32:1|16:1]>) -> !tcB
      %cp32 = fly.make_copy_atom {valBits = 32 : i32} : !cp32

      %tx = gpu.thread_id x
      %blk = gpu.block_id x
      %tx_i = arith.index_cast %tx : index to i32
      // Grouped tile order: the blocks run through the tiles eight M tiles
      // at a time, column by column, so that the blocks resident together
      // share A and B panels in L2 (t -> (bx, by), the last group
      // narrower when M / 128 is not a multiple of 8).
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

      // Four stages of the A and B tiles (128 x 32 bf16 each, k contiguous
      // like global, swizzled), A's then B's, in dynamic shared memory.
      %dyn = fly.get_dyn_shared() : !Dyn
      %smem = fly.recast_iter(%dyn) : (!Dyn) -> !S
      %la = fly.static : !fly.composed_layout<S<2,3,3> o 0 o (128,32,4):(32,1,4096)>
      %lb = fly.static : !fly.composed_layout<S<2,3,3> o 16384 o (128,32,4):(32,1,4096)>
      %sAll = fly.make_view(%smem, %la) : (!S, !fly.composed_layout<S<2,3,3> o 0 o (128,32,4):(32,1,4096)>) -> !sAll
      %sBll = fly.make_view(%smem, %lb) : (!S, !fly.composed_layout<S<2,3,3> o 16384 o (128,32,4):(32,1,4096)>) -> !sBll

      // The MMA fragments (registers) and their ldmatrix views.
      %c0_i = arith.constant 0 : i32
      %at_s0 = fly.make_int_tuple(%c0_i) : (i32) -> !fly.int_tuple<(*,*,?)>
      %sA0 = fly.slice(%sAll, %at_s0) : (!sAll, !fly.int_tuple<(*,*,?)>) -> !sAB
      %sB0 = fly.slice(%sBll, %at_s0) : (!sBll, !fly.int_tuple<(*,*,?)>) -> !sAB
      %rA = fly.mma.make_fragment(a, %tmma, %sA0) : (!tmma, !sAB) -> !rA
      %rB = fly.mma.make_fragment(b, %tmma, %sB0) : (!tmma, !sAB) -> !rB
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
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index

      // Issues the copies of k tile %t into stage %t % 4 when %t < K / 32,
      // then closes a commit group (empty past the end, so that every
      // iteration commits exactly one group).
      // Prologue: k tiles 0, 1, 2.
      scf.for %t = %c0 to %c3 step %c1 {
        %live = arith.cmpi slt, %t, %k_count_idx : index
        scf.if %live {
          %t_i = arith.index_cast %t : index to i32
          %at_k = fly.make_int_tuple(%t_i) : (i32) -> !fly.int_tuple<(*,*,?)>
          %gA_k = fly.slice(%gA, %at_k) : (!gAB, !fly.int_tuple<(*,*,?)>) -> !gAB_k
          %gB_k = fly.slice(%gB, %at_k) : (!gAB, !fly.int_tuple<(*,*,?)>) -> !gAB_k
          %sA_t = fly.slice(%sAll, %at_k) : (!sAll, !fly.int_tuple<(*,*,?)>) -> !sAB
          %sB_t = fly.slice(%sBll, %at_k) : (!sBll, !fly.int_tuple<(*,*,?)>) -> !sAB
          %tGA = fly.tiled_copy.partition_src(%tcG, %gA_k, %tid) : (!tcG, !gAB_k, !fly.int_tuple<?>) -> !tGAB
          %tGB = fly.tiled_copy.partition_src(%tcG, %gB_k, %tid) : (!tcG, !gAB_k, !fly.int_tuple<?>) -> !tGAB
          %tSA = fly.tiled_copy.partition_dst(%tcG, %sA_t, %tid) : (!tcG, !sAB, !fly.int_tuple<?>) -> !tSAB
          %tSB = fly.tiled_copy.partition_dst(%tcG, %sB_t, %tid) : (!tcG, !sAB, !fly.int_tuple<?>) -> !tSAB
          fly.copy(%tcG, %tGA, %tSA) : (!tcG, !tGAB, !tSAB) -> ()
          fly.copy(%tcG, %tGB, %tSB) : (!tcG, !tGAB, !tSAB) -> ()
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
          %gA_k = fly.slice(%gA, %at_k) : (!gAB, !fly.int_tuple<(*,*,?)>) -> !gAB_k
          %gB_k = fly.slice(%gB, %at_k) : (!gAB, !fly.int_tuple<(*,*,?)>) -> !gAB_k
          %sA_t = fly.slice(%sAll, %at_s) : (!sAll, !fly.int_tuple<(*,*,?)>) -> !sAB
          %sB_t = fly.slice(%sBll, %at_s) : (!sBll, !fly.int_tuple<(*,*,?)>) -> !sAB
          %tGA = fly.tiled_copy.partition_src(%tcG, %gA_k, %tid) : (!tcG, !gAB_k, !fly.int_tuple<?>) -> !tGAB
          %tGB = fly.tiled_copy.partition_src(%tcG, %gB_k, %tid) : (!tcG, !gAB_k, !fly.int_tuple<?>) -> !tGAB
          %tSA = fly.tiled_copy.partition_dst(%tcG, %sA_t, %tid) : (!tcG, !sAB, !fly.int_tuple<?>) -> !tSAB
          %tSB = fly.tiled_copy.partition_dst(%tcG, %sB_t, %tid) : (!tcG, !sAB, !fly.int_tuple<?>) -> !tSAB
          fly.copy(%tcG, %tGA, %tSA) : (!tcG, !tGAB, !tSAB) -> ()
          fly.copy(%tcG, %tGB, %tSB) : (!tcG, !tGAB, !tSAB) -> ()
        }
        nvvm.cp.async.commit.group
        // Compute on stage kt % 4: both k halves of the fragments, then
        // 4 (M) x 8 (N) x 2 (K) MMAs per warp.
        %cur = arith.remui %kt, %c4 : index
        %cur_i = arith.index_cast %cur : index to i32
        %at_c = fly.make_int_tuple(%cur_i) : (i32) -> !fly.int_tuple<(*,*,?)>
        %sA_c = fly.slice(%sAll, %at_c) : (!sAll, !fly.int_tuple<(*,*,?)>) -> !sAB
        %sB_c = fly.slice(%sBll, %at_c) : (!sBll, !fly.int_tuple<(*,*,?)>) -> !sAB
        %tXsA = fly.tiled_copy.partition_src(%tcA, %sA_c, %tid) : (!tcA, !sAB, !fly.int_tuple<?>) -> !tXsA
        %tXsB = fly.tiled_copy.partition_src(%tcB, %sB_c, %tid) : (!tcB, !sAB, !fly.int_tuple<?>) -> !tXsB
        fly.copy(%tcA, %tXsA, %rA_copy) : (!tcA, !tXsA, !rA_copy) -> ()
        fly.copy(%tcB, %tXsB, %rB_copy) : (!tcB, !tXsB, !rB_copy) -> ()
        fly.gemm(%tmma, %rC, %rA, %rB, %rC) : (!tmma, !rC, !rA, !rB, !rC) -> ()
      }

      fly.copy(%cp32, %rC, %tCgD) : (!cp32, !rC, !tCgCD) -> ()
      gpu.return
    }
  }
}
