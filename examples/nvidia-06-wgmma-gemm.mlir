// Hopper warpgroup-MMA GEMM (sm_90a): one 128x128 tile of D = A * B^T + C
// per block, bf16 inputs, f32 accumulators, runtime M, N, K; operands as in
// nvidia-04-mma-sync-gemm.mlir (A M x K and B N x K row-major, C and D
// M x N row-major f32; M, N multiples of 128, K of 64).
// Teaches: the wgmma atom, whose A and B stay in shared memory.
//  - The atom (!fly_nvvm.wgmma<64x128x16, a = smem>) is one warpgroup's
//    (128 threads') 64x128x16 MMA reading A and B through matrix
//    descriptors; the atom layout (2,1,1) stacks the block's two warpgroups
//    along M. Every thread holds 64 accumulators (its part of its
//    warpgroup's 64x128); nothing else of the MMA is in registers.
//  - The shared tiles are in the descriptor's canonical K-major form with the
//    128-byte swizzle: rows of 64 bf16 (128 bytes), the 16-byte chunk index
//    XORed with the row's low three bits, S<3,3,3> o (128,64,3):(64,1,8192).
//    The lowering derives each call's descriptor from its 64x16 (A) or
//    128x16 (B) view, the k block moving the start address by 32 bytes.
//  - Three stages of 2 x 16 KiB are filled by cp.async as in
//    nvidia-05-pipelined-gemm.mlir (`cp.async.wait.group 1`: one tile in
//    flight); per k tile a proxy fence makes the copied tiles visible to
//    the tensor cores (wgmma reads through the async proxy), the
//    warpgroups fence their accumulators
//    (wgmma.fence), issue the 4 wgmma of the tile's four k blocks, commit
//    them as one group and wait for it before the stage may be refilled.
//  - Grouped tile order, as nvidia-05.
// Kernel: gemm_wgmma(ptr A, ptr B, ptr C, ptr D, i32 M, i32 N, i32 K), A and
// B bf16, C and D f32, all 16-byte aligned.
// Launch: block (256,1,1), grid (M/128 * N/128, 1, 1), 98304 bytes of dynamic
// shared memory (cuFuncSetAttribute MAX_DYNAMIC_SHARED_SIZE_BYTES first).
// Chips: sm_90a

!mma = !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (bf16, bf16) -> f32, a = smem>>
!tmma = !fly.tiled_mma<!mma, !fly.layout<(2,1,1):(1,0,0)>>
// Global to shared, cp.async: thread t, value (e, i) -> (m, k) =
// (t/8 + 32*i, 8*(t%8) + e) of the 128x64 tile (index m + 128*k).
!cp128 = !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 16>
!tvG = !fly.layout<((8,32),(8,4)):((1024,1),(128,32))>
!tileG = !fly.tile<[128:1|64:1]>
!tcG = !fly.tiled_copy<!cp128, !tvG, !tileG>
!cp32 = !fly.copy_atom<!fly.universal_copy<32>, 32>

!GH = !fly.ptr<bf16, global, align<16>>
!GF = !fly.ptr<f32, global, align<16>>
!Dyn = !fly.ptr<i8, shared, align<1024>>
!S = !fly.ptr<bf16, shared, align<1024>>
!AB = !fly.memref<bf16, global, (?{div=128},?{div=64}):(?{div=64},1), align<16>>
!CD = !fly.memref<f32, global, (?{div=128},?{div=128}):(?{div=128},1), align<16>>
!AB_tiles = !fly.memref<bf16, global, (128,64,?,?):(?{div=64},1,?{div=8192},64), align<16>>
!CD_tiles = !fly.memref<f32, global, (128,128,?,?):(?{div=128},1,?{div=16384},128), align<16>>
!gAB = !fly.memref<bf16, global, (128,64,?):(?{div=64},1,64), align<16>>
!gAB_k = !fly.memref<bf16, global, (128,64):(?{div=64},1), align<16>>
!gCD = !fly.memref<f32, global, (128,128):(?{div=128},1), align<16>>
!k_tiles = !fly.memref<bf16, global, ?:64, align<16>>
!sAll = !fly.memref<bf16, shared, S<3,3,3> o 0 o (128,64,3):(64,1,8192), align<1024>>
!sBll = !fly.memref<bf16, shared, S<3,3,3> o 24576 o (128,64,3):(64,1,8192), align<1024>>
!sAB = !fly.memref<bf16, shared, S<3,3,3> o ?{div=8192} o (128,64):(64,1), align<1024>>
!tGAB = !fly.memref<bf16, global, ((8,4),1,1):((1,?{div=2048}),0,0), align<16>>
!tSAB = !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,4),1,1):((1,2048),0,0), align<1024>>
!tCsA = !fly.memref<bf16, shared, S<3,3,3> o ?{div=4096} o ((64,16),1,4):((64,1),0,16), align<1024>>
!tCsB = !fly.memref<bf16, shared, S<3,3,3> o ?{div=8192} o ((128,16),1,4):((64,1),0,16), align<1024>>
!rAB = !fly.memref<bf16, register, ((8,4),1,1):((1,8),0,0)>
!tCgCD = !fly.memref<f32, global, ((2,2,16),1,1):((1,?{div=1024},8),0,0), align<8>>
!rC = !fly.memref<f32, register, ((2,2,16),1,1):((1,2,4),0,0)>

module attributes {gpu.container_module} {
  gpu.module @gemm_wgmma {
    gpu.func @gemm_wgmma(%a: !GH, %b: !GH, %c: !GF, %d: !GF, %m: i32, %n: i32, %k: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %atom = fly.make_mma_atom : !mma
      %atom_layout = fly.static : !fly.layout<(2,1,1):(1,0,0)>
      %tmma = fly.make_tiled_mma(%atom, %atom_layout) : (!mma, !fly.layout<(2,1,1):(1,0,0)>) -> !tmma
      %cp128 = fly.make_copy_atom {valBits = 16 : i32} : !cp128
      %tvG = fly.static : !tvG
      %tileG = fly.static : !tileG
      %tcG = fly.make_tiled_copy(%cp128, %tvG, %tileG) : (!cp128, !tvG, !tileG) -> !tcG
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
      %shape_a = fly.make_int_tuple(%m, %k) : (i32, i32) -> !fly.int_tuple<(?{div=128},?{div=64})>
      %stride_ab = fly.make_int_tuple(%k) : (i32) -> !fly.int_tuple<(?{div=64},1)>
      %layout_a = fly.make_layout(%shape_a, %stride_ab) : (!fly.int_tuple<(?{div=128},?{div=64})>, !fly.int_tuple<(?{div=64},1)>) -> !fly.layout<(?{div=128},?{div=64}):(?{div=64},1)>
      %A = fly.make_view(%a, %layout_a) : (!GH, !fly.layout<(?{div=128},?{div=64}):(?{div=64},1)>) -> !AB
      %shape_b = fly.make_int_tuple(%n, %k) : (i32, i32) -> !fly.int_tuple<(?{div=128},?{div=64})>
      %layout_b = fly.make_layout(%shape_b, %stride_ab) : (!fly.int_tuple<(?{div=128},?{div=64})>, !fly.int_tuple<(?{div=64},1)>) -> !fly.layout<(?{div=128},?{div=64}):(?{div=64},1)>
      %B = fly.make_view(%b, %layout_b) : (!GH, !fly.layout<(?{div=128},?{div=64}):(?{div=64},1)>) -> !AB
      %shape_c = fly.make_int_tuple(%m, %n) : (i32, i32) -> !fly.int_tuple<(?{div=128},?{div=128})>
      %stride_c = fly.make_int_tuple(%n) : (i32) -> !fly.int_tuple<(?{div=128},1)>
      %layout_c = fly.make_layout(%shape_c, %stride_c) : (!fly.int_tuple<(?{div=128},?{div=128})>, !fly.int_tuple<(?{div=128},1)>) -> !fly.layout<(?{div=128},?{div=128}):(?{div=128},1)>
      %C = fly.make_view(%c, %layout_c) : (!GF, !fly.layout<(?{div=128},?{div=128}):(?{div=128},1)>) -> !CD
      %D = fly.make_view(%d, %layout_c) : (!GF, !fly.layout<(?{div=128},?{div=128}):(?{div=128},1)>) -> !CD

      // This block's row of A tiles, row of B tiles (k stays a mode) and
      // its C and D tiles.
      %tile_mk = fly.static : !fly.tile<[128:1|64:1]>
      %tile_mn = fly.static : !fly.tile<[128:1|128:1]>
      %A_tiles = fly.flat_divide(%A, %tile_mk) : (!AB, !fly.tile<[128:1|64:1]>) -> !AB_tiles
      %B_tiles = fly.flat_divide(%B, %tile_mk) : (!AB, !fly.tile<[128:1|64:1]>) -> !AB_tiles
      %C_tiles = fly.flat_divide(%C, %tile_mn) : (!CD, !fly.tile<[128:1|128:1]>) -> !CD_tiles
      %D_tiles = fly.flat_divide(%D, %tile_mn) : (!CD, !fly.tile<[128:1|128:1]>) -> !CD_tiles
      %at_m = fly.make_int_tuple(%bx_i) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %at_n = fly.make_int_tuple(%by_i) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %at_mn = fly.make_int_tuple(%bx_i, %by_i) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %gA = fly.slice(%A_tiles, %at_m) : (!AB_tiles, !fly.int_tuple<(*,*,?,*)>) -> !gAB
      %gB = fly.slice(%B_tiles, %at_n) : (!AB_tiles, !fly.int_tuple<(*,*,?,*)>) -> !gAB
      %gC = fly.slice(%C_tiles, %at_mn) : (!CD_tiles, !fly.int_tuple<(*,*,?,?)>) -> !gCD
      %gD = fly.slice(%D_tiles, %at_mn) : (!CD_tiles, !fly.int_tuple<(*,*,?,?)>) -> !gCD

      // Three stages of the A and B tiles (128 x 64 bf16 each, k contiguous
      // like global, in the 128-byte-swizzled form the wgmma descriptors
      // read), A's then B's, in dynamic shared memory.
      %dyn = fly.get_dyn_shared() : !Dyn
      %smem = fly.recast_iter(%dyn) : (!Dyn) -> !S
      %la = fly.static : !fly.composed_layout<S<3,3,3> o 0 o (128,64,3):(64,1,8192)>
      %lb = fly.static : !fly.composed_layout<S<3,3,3> o 24576 o (128,64,3):(64,1,8192)>
      %sAll = fly.make_view(%smem, %la) : (!S, !fly.composed_layout<S<3,3,3> o 0 o (128,64,3):(64,1,8192)>) -> !sAll
      %sBll = fly.make_view(%smem, %lb) : (!S, !fly.composed_layout<S<3,3,3> o 24576 o (128,64,3):(64,1,8192)>) -> !sBll

      %c0_i = arith.constant 0 : i32
      %at_s0 = fly.make_int_tuple(%c0_i) : (i32) -> !fly.int_tuple<(*,*,?)>
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
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index

      // Prologue: k tiles 0 and 1 into stages 0 and 1 (when they exist),
      // one commit group each (empty past the end, so that every iteration
      // commits exactly one group).
      scf.for %t = %c0 to %c2 step %c1 {
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
        // k tile kt has landed (at most the one newer group is pending),
        // and every warp is done with k tile kt - 1.
        nvvm.cp.async.wait.group 1
        // wgmma reads shared memory through the async proxy: make the
        // copies (generic-proxy writes) visible to it, then to every warp.
        nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
        gpu.barrier
        // Refill the stage of k tile kt - 1 with k tile kt + 2.
        %next = arith.addi %kt, %c2 : index
        %live = arith.cmpi slt, %next, %k_count_idx : index
        scf.if %live {
          %next_i = arith.index_cast %next : index to i32
          %stage = arith.remui %next, %c3 : index
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
        // Compute on stage kt % 3: each warpgroup's four 64x128x16 wgmma
        // on the shared tiles, as one commit group, waited for before the
        // stage is refilled.
        %cur = arith.remui %kt, %c3 : index
        %cur_i = arith.index_cast %cur : index to i32
        %at_c = fly.make_int_tuple(%cur_i) : (i32) -> !fly.int_tuple<(*,*,?)>
        %sA_c = fly.slice(%sAll, %at_c) : (!sAll, !fly.int_tuple<(*,*,?)>) -> !sAB
        %sB_c = fly.slice(%sBll, %at_c) : (!sBll, !fly.int_tuple<(*,*,?)>) -> !sAB
        %tCsA = fly.tiled_mma.partition(a, %tmma, %sA_c, %tid) : (!tmma, !sAB, !fly.int_tuple<?>) -> !tCsA
        %tCsB = fly.tiled_mma.partition(b, %tmma, %sB_c, %tid) : (!tmma, !sAB, !fly.int_tuple<?>) -> !tCsB
        nvvm.wgmma.fence.aligned
        fly.gemm(%tmma, %rC, %tCsA, %tCsB, %rC) : (!tmma, !rC, !tCsA, !tCsB, !rC) -> ()
        nvvm.wgmma.commit.group.sync.aligned
        nvvm.wgmma.wait.group.sync.aligned 0
      }

      fly.copy(%cp32, %rC, %tCgD) : (!cp32, !rC, !tCgCD) -> ()
      gpu.return
    }
  }
}
