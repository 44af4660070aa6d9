// Hopper GEMM with TMA (sm_90a): one 128x128 tile of D = A * B^T + C per
// block, bf16 inputs, f32 accumulators, runtime M, N, K; operands as in
// nvidia-06-wgmma-gemm.mlir (A M x K and B N x K row-major, C and D M x N
// row-major f32; M, N multiples of 128, K of 64).
// Teaches: the TMA atom and an mbarrier ring.
//  - The tiles arrive by TMA (!fly_nvvm.tma_load<2>): one thread asks for a
//    whole 128x64 box of A or B through its tensor map; the box lands in
//    shared memory with the tensor map's 128-byte swizzle, which is the
//    layout the wgmma descriptors read, S<3,3,3> o (128,64):(64,1). The
//    source of a call is the tile of a coordinate tensor of the matrix (its
//    base: the box's first (row, k)); tensor-map dimension 0 is k.
//  - Each of the three stages has an mbarrier. Thread 0 arms it with the
//    stage's 32 KiB (mbarrier.arrive.expect_tx) and issues the two loads;
//    every thread waits for the stage's phase (k tile kt: phase (kt / 3) % 2)
//    with mbarrier.try_wait.parity. A block barrier per k tile keeps a stage
//    from being refilled before both warpgroups' wgmma have read it.
//  - The MMA is nvidia-06's: two warpgroups, each 64x128 by four wgmma per
//    k tile, committed as one group and waited for.
//  - Grouped tile order, as nvidia-05.
// Kernel: gemm_tma(ptr A, ptr B, ptr C, ptr D, i32 M, i32 N, i32 K,
// ptr tensor_map_A, ptr tensor_map_B): the tensor maps (CUtensorMap, 128
// bytes, 64-byte aligned) in global memory, made with
// cuTensorMapEncodeTiled(bf16, rank 2, dims {K, M} (resp. {K, N}), row
// stride K * 2 bytes, box {64, 128}, element strides {1, 1}, no interleave,
// swizzle 128B, L2 promotion 128B, no OOB fill). C, D 16-byte aligned.
// Launch: block (256,1,1), grid (M/128 * N/128, 1, 1), 98304 bytes of dynamic
// shared memory (cuFuncSetAttribute MAX_DYNAMIC_SHARED_SIZE_BYTES first).
// Chips: sm_90a

!mma = !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (bf16, bf16) -> f32, a = smem>>
!tmma = !fly.tiled_mma<!mma, !fly.layout<(2,1,1):(1,0,0)>>
// One box per call; its state says which tensor map and mbarrier.
!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
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
!cAB = !fly.coord_tensor<(0,0), (?{div=128},?{div=64}):(1E0,1E1)>
!cAB_tiles = !fly.coord_tensor<(0,0), (128,64,?,?):(1E0,1E1,128E0,64E1)>
!cAB_m = !fly.coord_tensor<(?{div=128},0), (128,64,?):(1E0,1E1,64E1)>
!cAB_k = !fly.coord_tensor<(?{div=128},?{div=64}), (128,64):(1E0,1E1)>
!Mbar = !fly.ptr<i64, shared, align<8>>
!gAB_k = !fly.memref<bf16, global, (128,64):(?{div=64},1), align<16>>
!gCD = !fly.memref<f32, global, (128,128):(?{div=128},1), align<16>>
!k_tiles = !fly.memref<bf16, global, ?:64, align<16>>
!sAll = !fly.memref<bf16, shared, S<3,3,3> o 0 o (128,64,3):(64,1,8192), align<1024>>
!sBll = !fly.memref<bf16, shared, S<3,3,3> o 24576 o (128,64,3):(64,1,8192), align<1024>>
!sAB = !fly.memref<bf16, shared, S<3,3,3> o ?{div=8192} o (128,64):(64,1), align<1024>>
!tCsA = !fly.memref<bf16, shared, S<3,3,3> o ?{div=4096} o ((64,16),1,4):((64,1),0,16), align<1024>>
!tCsB = !fly.memref<bf16, shared, S<3,3,3> o ?{div=8192} o ((128,16),1,4):((64,1),0,16), align<1024>>
!tCgCD = !fly.memref<f32, global, ((2,2,16),1,1):((1,?{div=1024},8),0,0), align<8>>
!rC = !fly.memref<f32, register, ((2,2,16),1,1):((1,2,4),0,0)>

module attributes {gpu.container_module} {
  gpu.module @gemm_tma {
    gpu.func @gemm_tma(%a: !GH, %b: !GH, %c: !GF, %d: !GF, %m: i32, %n: i32, %k: i32, %tmap_a: !llvm.ptr, %tmap_b: !llvm.ptr) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %atom = fly.make_mma_atom : !mma
      %atom_layout = fly.static : !fly.layout<(2,1,1):(1,0,0)>
      %tmma = fly.make_tiled_mma(%atom, %atom_layout) : (!mma, !fly.layout<(2,1,1):(1,0,0)>) -> !tmma
      %cp32 = fly.make_copy_atom {valBits = 32 : i32} : !cp32
      %tma = fly.make_copy_atom {valBits = 0 : i32} : !tma

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
      // The tiles' coordinates: an identity view of A (and of B), divided
      // like them.
      %origin = fly.static : !fly.int_tuple<(0,0)>
      %id_a = fly.make_identity_layout(%shape_a) : (!fly.int_tuple<(?{div=128},?{div=64})>) -> !fly.layout<(?{div=128},?{div=64}):(1E0,1E1)>
      %id_b = fly.make_identity_layout(%shape_b) : (!fly.int_tuple<(?{div=128},?{div=64})>) -> !fly.layout<(?{div=128},?{div=64}):(1E0,1E1)>
      %cA = fly.make_view(%origin, %id_a) : (!fly.int_tuple<(0,0)>, !fly.layout<(?{div=128},?{div=64}):(1E0,1E1)>) -> !cAB
      %cB = fly.make_view(%origin, %id_b) : (!fly.int_tuple<(0,0)>, !fly.layout<(?{div=128},?{div=64}):(1E0,1E1)>) -> !cAB
      %cA_tiles = fly.flat_divide(%cA, %tile_mk) : (!cAB, !fly.tile<[128:1|64:1]>) -> !cAB_tiles
      %cB_tiles = fly.flat_divide(%cB, %tile_mk) : (!cAB, !fly.tile<[128:1|64:1]>) -> !cAB_tiles
      %cA_m = fly.slice(%cA_tiles, %at_m) : (!cAB_tiles, !fly.int_tuple<(*,*,?,*)>) -> !cAB_m
      %cB_n = fly.slice(%cB_tiles, %at_n) : (!cAB_tiles, !fly.int_tuple<(*,*,?,*)>) -> !cAB_m
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

      // One mbarrier per stage (8 bytes each), initialised by thread 0 for
      // one arrival (its expect_tx) plus the TMA's bytes.
      %mbar = fly.make_ptr() {dictAttrs = {allocAlign = 8 : i64, allocBytes = 24 : i64}} : () -> !Mbar
      %bars = fly.to_llvm_ptr(%mbar) {llvm_address_space = 3 : i32} : (!Mbar) -> !llvm.ptr<3>
      %c0_i = arith.constant 0 : i32
      %c1_i = arith.constant 1 : i32
      %c2_i = arith.constant 2 : i32
      %c3_i = arith.constant 3 : i32
      %stage_bytes = arith.constant 32768 : i32
      %spin = arith.constant 1000000 : i32
      %leader = arith.cmpi eq, %tx_i, %c0_i : i32
      %map_a = llvm.ptrtoint %tmap_a : !llvm.ptr to i64
      %map_b = llvm.ptrtoint %tmap_b : !llvm.ptr to i64
      %tma_a = fly.atom.set_value(%tma, "tensor_map", %map_a) : (!tma, i64) -> !tma
      %tma_b = fly.atom.set_value(%tma, "tensor_map", %map_b) : (!tma, i64) -> !tma
      scf.if %leader {
        %b0 = llvm.getelementptr %bars[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
        %b1 = llvm.getelementptr %bars[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
        %b2 = llvm.getelementptr %bars[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.init %b0, %c1_i : !llvm.ptr<3>, i32
        nvvm.mbarrier.init %b1, %c1_i : !llvm.ptr<3>, i32
        nvvm.mbarrier.init %b2, %c1_i : !llvm.ptr<3>, i32
      }
      gpu.barrier
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

      // Prologue (thread 0): k tiles 0 and 1 into stages 0 and 1.
      scf.for %t = %c0 to %c2 step %c1 {
        %live0 = arith.cmpi slt, %t, %k_count_idx : index
        %live = arith.andi %live0, %leader : i1
        scf.if %live {
          %t_i = arith.index_cast %t : index to i32
          %at_k = fly.make_int_tuple(%t_i) : (i32) -> !fly.int_tuple<(*,*,?)>
          %sA_t = fly.slice(%sAll, %at_k) : (!sAll, !fly.int_tuple<(*,*,?)>) -> !sAB
          %sB_t = fly.slice(%sBll, %at_k) : (!sBll, !fly.int_tuple<(*,*,?)>) -> !sAB
          %bar = llvm.getelementptr %bars[%t_i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %bar_i = llvm.ptrtoint %bar : !llvm.ptr<3> to i64
          nvvm.mbarrier.arrive.expect_tx %bar, %stage_bytes : !llvm.ptr<3>, i32
          %ta = fly.atom.set_value(%tma_a, "mbar", %bar_i) : (!tma, i64) -> !tma
          %tb = fly.atom.set_value(%tma_b, "mbar", %bar_i) : (!tma, i64) -> !tma
          %cA_k = fly.slice(%cA_m, %at_k) : (!cAB_m, !fly.int_tuple<(*,*,?)>) -> !cAB_k
          %cB_k = fly.slice(%cB_n, %at_k) : (!cAB_m, !fly.int_tuple<(*,*,?)>) -> !cAB_k
          fly.copy_atom_call(%ta, %cA_k, %sA_t) : (!tma, !cAB_k, !sAB) -> ()
          fly.copy_atom_call(%tb, %cB_k, %sB_t) : (!tma, !cAB_k, !sAB) -> ()
        }
      }

      scf.for %kt = %c0 to %k_count_idx step %c1 {
        // Wait for k tile kt's stage (phase (kt / 3) % 2), then for every
        // warp to be done with k tile kt - 1, whose stage is refilled next.
        %cur = arith.remui %kt, %c3 : index
        %cur_i = arith.index_cast %cur : index to i32
        %round = arith.divui %kt, %c3 : index
        %round_i = arith.index_cast %round : index to i32
        %phase = arith.remui %round_i, %c2_i : i32
        %wait_bar = llvm.getelementptr %bars[%cur_i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %wait_bar, %phase, %spin : !llvm.ptr<3>, i32, i32
        gpu.barrier
        %next = arith.addi %kt, %c2 : index
        %live0 = arith.cmpi slt, %next, %k_count_idx : index
        %live = arith.andi %live0, %leader : i1
        scf.if %live {
          %next_i = arith.index_cast %next : index to i32
          %stage = arith.remui %next, %c3 : index
          %stage_i = arith.index_cast %stage : index to i32
          %at_k = fly.make_int_tuple(%next_i) : (i32) -> !fly.int_tuple<(*,*,?)>
          %at_s = fly.make_int_tuple(%stage_i) : (i32) -> !fly.int_tuple<(*,*,?)>
          %sA_t = fly.slice(%sAll, %at_s) : (!sAll, !fly.int_tuple<(*,*,?)>) -> !sAB
          %sB_t = fly.slice(%sBll, %at_s) : (!sBll, !fly.int_tuple<(*,*,?)>) -> !sAB
          %bar = llvm.getelementptr %bars[%stage_i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %bar_i = llvm.ptrtoint %bar : !llvm.ptr<3> to i64
          nvvm.mbarrier.arrive.expect_tx %bar, %stage_bytes : !llvm.ptr<3>, i32
          %ta = fly.atom.set_value(%tma_a, "mbar", %bar_i) : (!tma, i64) -> !tma
          %tb = fly.atom.set_value(%tma_b, "mbar", %bar_i) : (!tma, i64) -> !tma
          %cA_k = fly.slice(%cA_m, %at_k) : (!cAB_m, !fly.int_tuple<(*,*,?)>) -> !cAB_k
          %cB_k = fly.slice(%cB_n, %at_k) : (!cAB_m, !fly.int_tuple<(*,*,?)>) -> !cAB_k
          fly.copy_atom_call(%ta, %cA_k, %sA_t) : (!tma, !cAB_k, !sAB) -> ()
          fly.copy_atom_call(%tb, %cB_k, %sB_t) : (!tma, !cAB_k, !sAB) -> ()
        }
        // Compute on stage kt % 3: each warpgroup's four 64x128x16 wgmma
        // on the shared tiles, as one commit group, waited for before the
        // stage is refilled.
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
