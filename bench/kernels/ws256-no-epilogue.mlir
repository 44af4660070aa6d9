// A measuring kernel, not an example: examples/nvidia-09-warp-specialized-256.mlir
// with its epilogue taken out, so that bench/gpu_gemm_variants.py can time the
// main loop alone. Same launch, same arguments, same producer, pipeline and
// wgmma; the accumulators start at 0 instead of C, and D is written only if
// the first accumulator holds 1.5e30, which the benchmark's operands never
// produce (the store stays in the program so that nothing is optimized away,
// and is never executed: D is left as it was). The time nvidia-09 takes
// beyond this kernel's is what reading C and writing D cost it.
// Kernel: gemm_ws256_no_epilogue, nvidia-09's arguments and launch.
// Chips: sm_90a

!mma = !fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (bf16, bf16) -> f32, a = smem>>
!tmma = !fly.tiled_mma<!mma, !fly.layout<(2,1,1):(1,0,0)>>
// One box per call; its state says which tensor map and mbarrier.
!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
!cp32 = !fly.copy_atom<!fly.universal_copy<32>, 32>

!GH = !fly.ptr<bf16, global, align<16>>
!GF = !fly.ptr<f32, global, align<16>>
!Dyn = !fly.ptr<i8, shared, align<1024>>
!S = !fly.ptr<bf16, shared, align<1024>>
!AB = !fly.memref<bf16, global, (?{div=128},?{div=64}):(?{div=64},1), align<16>>
!CD = !fly.memref<f32, global, (?{div=128},?{div=256}):(?{div=128},1), align<16>>
!AB_tiles = !fly.memref<bf16, global, (128,64,?,?):(?{div=64},1,?{div=8192},64), align<16>>
!CD_tiles = !fly.memref<f32, global, (128,256,?,?):(?{div=128},1,?{div=16384},256), align<16>>
!gAB = !fly.memref<bf16, global, (128,64,?):(?{div=64},1,64), align<16>>
!BB = !fly.memref<bf16, global, (?{div=256},?{div=64}):(?{div=64},1), align<16>>
!cBB = !fly.coord_tensor<(0,0), (?{div=256},?{div=64}):(1E0,1E1)>
!cBB_tiles = !fly.coord_tensor<(0,0), (256,64,?,?):(1E0,1E1,256E0,64E1)>
!cBB_n = !fly.coord_tensor<(?{div=256},0), (256,64,?):(1E0,1E1,64E1)>
!cBB_k = !fly.coord_tensor<(?{div=256},?{div=64}), (256,64):(1E0,1E1)>
!sBB = !fly.memref<bf16, shared, S<3,3,3> o ?{div=16384} o (256,64):(64,1), align<1024>>
!cAB = !fly.coord_tensor<(0,0), (?{div=128},?{div=64}):(1E0,1E1)>
!cAB_tiles = !fly.coord_tensor<(0,0), (128,64,?,?):(1E0,1E1,128E0,64E1)>
!cAB_m = !fly.coord_tensor<(?{div=128},0), (128,64,?):(1E0,1E1,64E1)>
!cAB_k = !fly.coord_tensor<(?{div=128},?{div=64}), (128,64):(1E0,1E1)>
!Mbar = !fly.ptr<i64, shared, align<8>>
!gAB_k = !fly.memref<bf16, global, (128,64):(?{div=64},1), align<16>>
!gCD = !fly.memref<f32, global, (128,256):(?{div=128},1), align<16>>
!k_tiles = !fly.memref<bf16, global, ?:64, align<16>>
!sAll = !fly.memref<bf16, shared, S<3,3,3> o 0 o (128,64,4):(64,1,8192), align<1024>>
!sBll = !fly.memref<bf16, shared, S<3,3,3> o 32768 o (256,64,4):(64,1,16384), align<1024>>
!sAB = !fly.memref<bf16, shared, S<3,3,3> o ?{div=8192} o (128,64):(64,1), align<1024>>
!tCsA = !fly.memref<bf16, shared, S<3,3,3> o ?{div=4096} o ((64,16),1,4):((64,1),0,16), align<1024>>
!tCsB = !fly.memref<bf16, shared, S<3,3,3> o ?{div=16384} o ((256,16),1,4):((64,1),0,16), align<1024>>
!tCgCD = !fly.memref<f32, global, ((2,2,32),1,1):((1,?{div=1024},8),0,0), align<8>>
!rC = !fly.memref<f32, register, ((2,2,32),1,1):((1,2,4),0,0)>

module attributes {gpu.container_module} {
  gpu.module @gemm_ws256_no_epilogue {
    gpu.func @gemm_ws256_no_epilogue(%a: !GH, %b: !GH, %c: !GF, %d: !GF, %m: i32, %n: i32, %k: i32, %tmap_a: !llvm.ptr, %tmap_b: !llvm.ptr) kernel attributes {known_block_size = array<i32: 384, 1, 1>} {
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
      %c256_i = arith.constant 256 : i32
      %tiles_n = arith.divui %n, %c256_i : i32
      %per_group = arith.muli %tiles_n, %c8_i : i32
      %group = arith.divui %blk_i, %per_group : i32
      %first_m = arith.muli %group, %c8_i : i32
      %left_m = arith.subi %tiles_m, %first_m : i32
      %group_m = arith.minui %left_m, %c8_i : i32
      %in_group = arith.remui %blk_i, %per_group : i32
      %in_m = arith.remui %in_group, %group_m : i32
      %bx_i = arith.addi %first_m, %in_m : i32
      %by_i = arith.divui %in_group, %group_m : i32
      // The consumers' thread index in the tiled MMA (warpgroups 1 and 2).
      %c128_t = arith.constant 128 : i32
      %ctx_i = arith.subi %tx_i, %c128_t : i32
      %tid = fly.make_int_tuple(%ctx_i) : (i32) -> !fly.int_tuple<?>

      // Whole-matrix views, row-major: (M,K):(K,1), (N,K):(K,1), (M,N):(N,1).
      %shape_a = fly.make_int_tuple(%m, %k) : (i32, i32) -> !fly.int_tuple<(?{div=128},?{div=64})>
      %stride_ab = fly.make_int_tuple(%k) : (i32) -> !fly.int_tuple<(?{div=64},1)>
      %layout_a = fly.make_layout(%shape_a, %stride_ab) : (!fly.int_tuple<(?{div=128},?{div=64})>, !fly.int_tuple<(?{div=64},1)>) -> !fly.layout<(?{div=128},?{div=64}):(?{div=64},1)>
      %A = fly.make_view(%a, %layout_a) : (!GH, !fly.layout<(?{div=128},?{div=64}):(?{div=64},1)>) -> !AB
      %shape_b = fly.make_int_tuple(%n, %k) : (i32, i32) -> !fly.int_tuple<(?{div=256},?{div=64})>
      %layout_b = fly.make_layout(%shape_b, %stride_ab) : (!fly.int_tuple<(?{div=256},?{div=64})>, !fly.int_tuple<(?{div=64},1)>) -> !fly.layout<(?{div=256},?{div=64}):(?{div=64},1)>
      %B = fly.make_view(%b, %layout_b) : (!GH, !fly.layout<(?{div=256},?{div=64}):(?{div=64},1)>) -> !BB
      %shape_c = fly.make_int_tuple(%m, %n) : (i32, i32) -> !fly.int_tuple<(?{div=128},?{div=256})>
      %stride_c = fly.make_int_tuple(%n) : (i32) -> !fly.int_tuple<(?{div=128},1)>
      %layout_c = fly.make_layout(%shape_c, %stride_c) : (!fly.int_tuple<(?{div=128},?{div=256})>, !fly.int_tuple<(?{div=128},1)>) -> !fly.layout<(?{div=128},?{div=256}):(?{div=128},1)>
      %C = fly.make_view(%c, %layout_c) : (!GF, !fly.layout<(?{div=128},?{div=256}):(?{div=128},1)>) -> !CD
      %D = fly.make_view(%d, %layout_c) : (!GF, !fly.layout<(?{div=128},?{div=256}):(?{div=128},1)>) -> !CD

      // This block's row of A tiles, row of B tiles (k stays a mode) and
      // its C and D tiles.
      %tile_mk = fly.static : !fly.tile<[128:1|64:1]>
      %tile_mn = fly.static : !fly.tile<[128:1|256:1]>
      %A_tiles = fly.flat_divide(%A, %tile_mk) : (!AB, !fly.tile<[128:1|64:1]>) -> !AB_tiles
      %tile_nk = fly.static : !fly.tile<[256:1|64:1]>
      %C_tiles = fly.flat_divide(%C, %tile_mn) : (!CD, !fly.tile<[128:1|256:1]>) -> !CD_tiles
      %D_tiles = fly.flat_divide(%D, %tile_mn) : (!CD, !fly.tile<[128:1|256:1]>) -> !CD_tiles
      %at_m = fly.make_int_tuple(%bx_i) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %at_n = fly.make_int_tuple(%by_i) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %at_mn = fly.make_int_tuple(%bx_i, %by_i) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %gA = fly.slice(%A_tiles, %at_m) : (!AB_tiles, !fly.int_tuple<(*,*,?,*)>) -> !gAB
      // The tiles' coordinates: an identity view of A (and of B), divided
      // like them.
      %origin = fly.static : !fly.int_tuple<(0,0)>
      %id_a = fly.make_identity_layout(%shape_a) : (!fly.int_tuple<(?{div=128},?{div=64})>) -> !fly.layout<(?{div=128},?{div=64}):(1E0,1E1)>
      %id_b = fly.make_identity_layout(%shape_b) : (!fly.int_tuple<(?{div=256},?{div=64})>) -> !fly.layout<(?{div=256},?{div=64}):(1E0,1E1)>
      %cA = fly.make_view(%origin, %id_a) : (!fly.int_tuple<(0,0)>, !fly.layout<(?{div=128},?{div=64}):(1E0,1E1)>) -> !cAB
      %cB = fly.make_view(%origin, %id_b) : (!fly.int_tuple<(0,0)>, !fly.layout<(?{div=256},?{div=64}):(1E0,1E1)>) -> !cBB
      %cA_tiles = fly.flat_divide(%cA, %tile_mk) : (!cAB, !fly.tile<[128:1|64:1]>) -> !cAB_tiles
      %cB_tiles = fly.flat_divide(%cB, %tile_nk) : (!cBB, !fly.tile<[256:1|64:1]>) -> !cBB_tiles
      %cA_m = fly.slice(%cA_tiles, %at_m) : (!cAB_tiles, !fly.int_tuple<(*,*,?,*)>) -> !cAB_m
      %cB_n = fly.slice(%cB_tiles, %at_n) : (!cBB_tiles, !fly.int_tuple<(*,*,?,*)>) -> !cBB_n
      %gC = fly.slice(%C_tiles, %at_mn) : (!CD_tiles, !fly.int_tuple<(*,*,?,?)>) -> !gCD
      %gD = fly.slice(%D_tiles, %at_mn) : (!CD_tiles, !fly.int_tuple<(*,*,?,?)>) -> !gCD

      // Four stages of the A and B tiles (128 x 64 bf16 each, in the
      // 128-byte-swizzled form the wgmma descriptors read), A's then B's.
      %dyn = fly.get_dyn_shared() : !Dyn
      %smem = fly.recast_iter(%dyn) : (!Dyn) -> !S
      %la = fly.static : !fly.composed_layout<S<3,3,3> o 0 o (128,64,4):(64,1,8192)>
      %lb = fly.static : !fly.composed_layout<S<3,3,3> o 32768 o (256,64,4):(64,1,16384)>
      %sAll = fly.make_view(%smem, %la) : (!S, !fly.composed_layout<S<3,3,3> o 0 o (128,64,4):(64,1,8192)>) -> !sAll
      %sBll = fly.make_view(%smem, %lb) : (!S, !fly.composed_layout<S<3,3,3> o 32768 o (256,64,4):(64,1,16384)>) -> !sBll

      // Per stage a full barrier (bars[s]: one arrival, the producer's
      // expect_tx, plus the TMA's bytes) and an empty one (bars[4 + s]: one
      // arrival per consumer warpgroup).
      %mbar = fly.make_ptr() {dictAttrs = {allocAlign = 8 : i64, allocBytes = 64 : i64}} : () -> !Mbar
      %bars = fly.to_llvm_ptr(%mbar) {llvm_address_space = 3 : i32} : (!Mbar) -> !llvm.ptr<3>
      %c0_i = arith.constant 0 : i32
      %c1_i = arith.constant 1 : i32
      %c2_i = arith.constant 2 : i32
      %c4_i = arith.constant 4 : i32
      %stage_bytes = arith.constant 49152 : i32
      %spin = arith.constant 1000000 : i32
      %leader = arith.cmpi eq, %tx_i, %c0_i : i32
      %map_a = llvm.ptrtoint %tmap_a : !llvm.ptr to i64
      %map_b = llvm.ptrtoint %tmap_b : !llvm.ptr to i64
      %tma_a = fly.atom.set_value(%tma, "tensor_map", %map_a) : (!tma, i64) -> !tma
      %tma_b = fly.atom.set_value(%tma, "tensor_map", %map_b) : (!tma, i64) -> !tma
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      scf.if %leader {
        scf.for %i = %c0 to %c8 step %c1 {
          %i_i = arith.index_cast %i : index to i32
          %full = arith.cmpi ult, %i, %c4 : index
          %count = arith.select %full, %c1_i, %c2_i : i32
          %bi = llvm.getelementptr %bars[%i_i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.init %bi, %count : !llvm.ptr<3>, i32
        }
      }
      gpu.barrier

      %k_mode = fly.get(%gA) {mode = array<i32: 2>} : (!gAB) -> !k_tiles
      %k_size = fly.size(%k_mode) : (!k_tiles) -> !fly.int_tuple<?>
      %k_count = fly.get_scalar(%k_size) : (!fly.int_tuple<?>) -> i32
      %k_count_idx = arith.index_cast %k_count : i32 to index

      // The producer: k tile t into stage t % 4, once the stage is empty.
      scf.if %leader {
        scf.for %t = %c0 to %k_count_idx step %c1 {
          %t_i = arith.index_cast %t : index to i32
          %stage = arith.remui %t, %c4 : index
          %stage_i = arith.index_cast %stage : index to i32
          %round = arith.divui %t_i, %c4_i : i32
          %refill = arith.cmpi ugt, %round, %c0_i : i32
          scf.if %refill {
            %prev = arith.subi %round, %c1_i : i32
            %parity = arith.remui %prev, %c2_i : i32
            %e_idx = arith.addi %stage_i, %c4_i : i32
            %empty = llvm.getelementptr %bars[%e_idx] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.mbarrier.try_wait.parity %empty, %parity, %spin : !llvm.ptr<3>, i32, i32
          }
          %at_k = fly.make_int_tuple(%t_i) : (i32) -> !fly.int_tuple<(*,*,?)>
          %at_s = fly.make_int_tuple(%stage_i) : (i32) -> !fly.int_tuple<(*,*,?)>
          %sA_t = fly.slice(%sAll, %at_s) : (!sAll, !fly.int_tuple<(*,*,?)>) -> !sAB
          %sB_t = fly.slice(%sBll, %at_s) : (!sBll, !fly.int_tuple<(*,*,?)>) -> !sBB
          %bar = llvm.getelementptr %bars[%stage_i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %bar_i = llvm.ptrtoint %bar : !llvm.ptr<3> to i64
          nvvm.mbarrier.arrive.expect_tx %bar, %stage_bytes : !llvm.ptr<3>, i32
          %ta = fly.atom.set_value(%tma_a, "mbar", %bar_i) : (!tma, i64) -> !tma
          %tb = fly.atom.set_value(%tma_b, "mbar", %bar_i) : (!tma, i64) -> !tma
          %cA_k = fly.slice(%cA_m, %at_k) : (!cAB_m, !fly.int_tuple<(*,*,?)>) -> !cAB_k
          %cB_k = fly.slice(%cB_n, %at_k) : (!cBB_n, !fly.int_tuple<(*,*,?)>) -> !cBB_k
          fly.copy_atom_call(%ta, %cA_k, %sA_t) : (!tma, !cAB_k, !sAB) -> ()
          fly.copy_atom_call(%tb, %cB_k, %sB_t) : (!tma, !cBB_k, !sBB) -> ()
        }
      }

      // The consumers.
      %consumer = arith.cmpi sge, %tx_i, %c128_t : i32
      scf.if %consumer {
      %c127_t = arith.constant 127 : i32
      %lane_wg = arith.andi %ctx_i, %c127_t : i32
      %wg_leader = arith.cmpi eq, %lane_wg, %c0_i : i32
      %tCgC = fly.tiled_mma.partition(c, %tmma, %gC, %tid) : (!tmma, !gCD, !fly.int_tuple<?>) -> !tCgCD
      %tCgD = fly.tiled_mma.partition(c, %tmma, %gD, %tid) : (!tmma, !gCD, !fly.int_tuple<?>) -> !tCgCD

      %rC = fly.mma.make_fragment(c, %tmma, %gC) : (!tmma, !gCD) -> !rC
      %zero = arith.constant dense<0.0> : vector<128xf32>
      fly.memref.store_vec(%zero, %rC) : (vector<128xf32>, !rC) -> ()

      scf.for %kt = %c0 to %k_count_idx step %c1 {
        %kt_i = arith.index_cast %kt : index to i32
        %cur = arith.remui %kt, %c4 : index
        %cur_i = arith.index_cast %cur : index to i32
        %round = arith.divui %kt_i, %c4_i : i32
        %phase = arith.remui %round, %c2_i : i32
        %full = llvm.getelementptr %bars[%cur_i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %full, %phase, %spin : !llvm.ptr<3>, i32, i32
        %at_c = fly.make_int_tuple(%cur_i) : (i32) -> !fly.int_tuple<(*,*,?)>
        %sA_c = fly.slice(%sAll, %at_c) : (!sAll, !fly.int_tuple<(*,*,?)>) -> !sAB
        %sB_c = fly.slice(%sBll, %at_c) : (!sBll, !fly.int_tuple<(*,*,?)>) -> !sBB
        %tCsA = fly.tiled_mma.partition(a, %tmma, %sA_c, %tid) : (!tmma, !sAB, !fly.int_tuple<?>) -> !tCsA
        %tCsB = fly.tiled_mma.partition(b, %tmma, %sB_c, %tid) : (!tmma, !sBB, !fly.int_tuple<?>) -> !tCsB
        nvvm.wgmma.fence.aligned
        fly.gemm(%tmma, %rC, %tCsA, %tCsB, %rC) : (!tmma, !rC, !tCsA, !tCsB, !rC) -> ()
        nvvm.wgmma.commit.group.sync.aligned
        // The previous tile's group is done: its stage is free.
        nvvm.wgmma.wait.group.sync.aligned 1
        %has_prev = arith.cmpi ugt, %kt_i, %c0_i : i32
        %release = arith.andi %has_prev, %wg_leader : i1
        scf.if %release {
          %prev = arith.subi %kt_i, %c1_i : i32
          %prev_s = arith.remui %prev, %c4_i : i32
          %e_idx = arith.addi %prev_s, %c4_i : i32
          %empty = llvm.getelementptr %bars[%e_idx] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.arrive %empty : !llvm.ptr<3>
        }
      }
      nvvm.wgmma.wait.group.sync.aligned 0

      // No epilogue: D is stored only if an accumulator holds a value no
      // test puts there (the store stays in the program, never runs).
      %c0v = arith.constant 0 : i32
      %at0 = fly.make_int_tuple(%c0v) : (i32) -> !fly.int_tuple<?>
      %v0 = fly.memref.load(%rC, %at0) : (!rC, !fly.int_tuple<?>) -> f32
      %magic = arith.constant 1.5e30 : f32
      %never = arith.cmpf oeq, %v0, %magic : f32
      scf.if %never {
        fly.copy(%cp32, %rC, %tCgD) : (!cp32, !rC, !tCgCD) -> ()
      }
      }
      gpu.return
    }
  }
}
