// FMA GEMM of bench/gpu_bench.py: D = A B + C in f32, all column-major (A is M x K, B is
// N x K, C and D are M x N; CuTe's "NT"), M and N multiples of 128, K a multiple of 8.
// Each block of 256 threads computes a 128x128 tile of D. Per k-tile of 8, a tiled copy
// of the 128-bit universal copy atom moves A's and B's 128x8 tiles global -> registers
// -> shared memory (thread t = t0 + 32 t1 takes rows 4 t0 .. 4 t0 + 3 of column t1: one
// coalesced 16-byte chunk each); the next k-tile is loaded into registers while the
// current one is multiplied. The tiled MMA is a 16x16 thread layout of universal FMA
// atoms: thread (i, j) owns rows i + 16 a and columns j + 16 b (a, b < 8) of the tile,
// reads its A and B values from shared memory (16 distinct words per warp: no bank
// conflicts) and accumulates 8x8 values in registers, initialised from C.
// Launch (M/128, N/128) blocks of 256 threads with 8192 bytes of dynamic shared memory.
// PTX: 512 fma.rn.f32 and 128 ld.shared.b32 per k-tile, 128-bit global loads and shared
// stores, two bar.sync, no local memory.
// Chips: sm_80, sm_90

!G = !fly.ptr<f32, global, align<16>>
!S8 = !fly.ptr<i8, shared, align<1024>>
!S = !fly.ptr<f32, shared, align<1024>>
!atomG = !fly.copy_atom<!fly.universal_copy<128>, 32>
!tvG = !fly.layout<((32,8),4):((4,128),1)>
!tileK = !fly.tile<[128:1|8:1]>
!tcG = !fly.tiled_copy<!atomG, !tvG, !tileK>
!tileC = !fly.tile<[128:1|128:1]>
!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
!mmaL = !fly.layout<(16,16,1):(1,16,0)>
!tm = !fly.tiled_mma<!fma, !mmaL>
!atomC = !fly.copy_atom<!fly.universal_copy<32>, 32>
!sL = !fly.layout<(128,8):(1,128)>
!Tid = !fly.int_tuple<?>
// Views (types as fly-opt infers them).
!MatK = !fly.memref<f32, global, (?{div=128},?{div=8}):(1,?{div=128}), align<16>>
!MatC = !fly.memref<f32, global, (?{div=128},?{div=128}):(1,?{div=128}), align<16>>
!TilesK = !fly.memref<f32, global, ((128,8),(?,?)):((1,?{div=128}),(128,?{div=1024})), align<16>>
!TilesC = !fly.memref<f32, global, ((128,128),(?,?)):((1,?{div=128}),(128,?{div=16384})), align<16>>
!GTileK = !fly.memref<f32, global, (128,8):(1,?{div=128}), align<16>>
!GTileC = !fly.memref<f32, global, (128,128):(1,?{div=128}), align<16>>
!STile = !fly.memref<f32, shared, (128,8):(1,128), align<1024>>
// Per-thread slices: one 128-bit chunk of a k-tile (copy), 8x8 of the MMA.
!GThrCopy = !fly.memref<f32, global, ((4,1),1,1):((1,0),0,0), align<16>>
!SThrCopy = !fly.memref<f32, shared, ((4,1),1,1):((1,0),0,0), align<16>>
!RCopy = !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>
!SThrMma = !fly.memref<f32, shared, (1,8,8):(0,16,128)>
!GThrC = !fly.memref<f32, global, (1,8,8):(0,16,?{div=2048})>
!RAcc = !fly.memref<f32, register, (1,8,8):(0,1,8)>

module attributes {gpu.container_module} {
  gpu.module @sgemm_nt {
    gpu.func @sgemm_nt(%A: !G, %B: !G, %C: !G, %D: !G, %m: i32, %n: i32, %k: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %shA = fly.make_shape(%m, %k) : (i32, i32) -> !fly.int_tuple<(?{div=128},?{div=8})>
      %stA = fly.make_stride(%m) : (i32) -> !fly.int_tuple<(1,?{div=128})>
      %lA = fly.make_layout(%shA, %stA) : (!fly.int_tuple<(?{div=128},?{div=8})>, !fly.int_tuple<(1,?{div=128})>) -> !fly.layout<(?{div=128},?{div=8}):(1,?{div=128})>
      %shB = fly.make_shape(%n, %k) : (i32, i32) -> !fly.int_tuple<(?{div=128},?{div=8})>
      %stB = fly.make_stride(%n) : (i32) -> !fly.int_tuple<(1,?{div=128})>
      %lB = fly.make_layout(%shB, %stB) : (!fly.int_tuple<(?{div=128},?{div=8})>, !fly.int_tuple<(1,?{div=128})>) -> !fly.layout<(?{div=128},?{div=8}):(1,?{div=128})>
      %shC = fly.make_shape(%m, %n) : (i32, i32) -> !fly.int_tuple<(?{div=128},?{div=128})>
      %lC = fly.make_layout(%shC, %stA) : (!fly.int_tuple<(?{div=128},?{div=128})>, !fly.int_tuple<(1,?{div=128})>) -> !fly.layout<(?{div=128},?{div=128}):(1,?{div=128})>
      %mA = fly.make_view(%A, %lA) : (!G, !fly.layout<(?{div=128},?{div=8}):(1,?{div=128})>) -> !MatK
      %mB = fly.make_view(%B, %lB) : (!G, !fly.layout<(?{div=128},?{div=8}):(1,?{div=128})>) -> !MatK
      %mC = fly.make_view(%C, %lC) : (!G, !fly.layout<(?{div=128},?{div=128}):(1,?{div=128})>) -> !MatC
      %mD = fly.make_view(%D, %lC) : (!G, !fly.layout<(?{div=128},?{div=128}):(1,?{div=128})>) -> !MatC
      %tileK = fly.static : !tileK
      %tileC = fly.static : !tileC
      %zA = fly.zipped_divide(%mA, %tileK) : (!MatK, !tileK) -> !TilesK
      %zB = fly.zipped_divide(%mB, %tileK) : (!MatK, !tileK) -> !TilesK
      %zC = fly.zipped_divide(%mC, %tileC) : (!MatC, !tileC) -> !TilesC
      %zD = fly.zipped_divide(%mD, %tileC) : (!MatC, !tileC) -> !TilesC
      %bxi = gpu.block_id x
      %byi = gpu.block_id y
      %bx = arith.index_cast %bxi : index to i32
      %by = arith.index_cast %byi : index to i32
      %cblk = fly.make_coord(%bx, %by) : (i32, i32) -> !fly.int_tuple<((*,*),(?,?))>
      %gC = fly.slice(%zC, %cblk) : (!TilesC, !fly.int_tuple<((*,*),(?,?))>) -> !GTileC
      %gD = fly.slice(%zD, %cblk) : (!TilesC, !fly.int_tuple<((*,*),(?,?))>) -> !GTileC

      %dyn = fly.get_dyn_shared() : !S8
      %sAp = fly.recast_iter(%dyn) : (!S8) -> !S
      %off = fly.make_int_tuple() : () -> !fly.int_tuple<1024>
      %sBp = fly.add_offset(%sAp, %off) : (!S, !fly.int_tuple<1024>) -> !S
      %sL = fly.static : !sL
      %sA = fly.make_view(%sAp, %sL) : (!S, !sL) -> !STile
      %sB = fly.make_view(%sBp, %sL) : (!S, !sL) -> !STile

      %tx = gpu.thread_id x
      %t32 = arith.index_cast %tx : index to i32
      %tid = fly.make_int_tuple(%t32) : (i32) -> !Tid
      %atomG = fly.make_copy_atom {valBits = 32 : i32} : !atomG
      %tvG = fly.static : !tvG
      %tcG = fly.make_tiled_copy(%atomG, %tvG, %tileK) : (!atomG, !tvG, !tileK) -> !tcG
      %tAsA = fly.tiled_copy.partition_dst(%tcG, %sA, %tid) : (!tcG, !STile, !Tid) -> !SThrCopy
      %tBsB = fly.tiled_copy.partition_dst(%tcG, %sB, %tid) : (!tcG, !STile, !Tid) -> !SThrCopy

      %fma = fly.make_mma_atom : !fma
      %mmaL = fly.static : !mmaL
      %tm = fly.make_tiled_mma(%fma, %mmaL) : (!fma, !mmaL) -> !tm
      %tCsA = fly.tiled_mma.partition(a, %tm, %sA, %tid) : (!tm, !STile, !Tid) -> !SThrMma
      %tCsB = fly.tiled_mma.partition(b, %tm, %sB, %tid) : (!tm, !STile, !Tid) -> !SThrMma
      %tCgC = fly.tiled_mma.partition(c, %tm, %gC, %tid) : (!tm, !GTileC, !Tid) -> !GThrC
      %tCgD = fly.tiled_mma.partition(c, %tm, %gD, %tid) : (!tm, !GTileC, !Tid) -> !GThrC
      %tCrC = fly.make_fragment_like(%tCgC) : (!GThrC) -> !RAcc
      %atomC = fly.make_copy_atom {valBits = 32 : i32} : !atomC
      fly.copy(%atomC, %tCgC, %tCrC) : (!atomC, !GThrC, !RAcc) -> ()

      // The first k-tile of A and B in registers.
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c8 = arith.constant 8 : i32
      %kt_n = arith.divui %k, %c8 : i32
      %kt_last = arith.subi %kt_n, %c1 : i32
      %blk0A = fly.make_coord(%bx, %c0) : (i32, i32) -> !fly.int_tuple<((*,*),(?,?))>
      %blk0B = fly.make_coord(%by, %c0) : (i32, i32) -> !fly.int_tuple<((*,*),(?,?))>
      %gA0 = fly.slice(%zA, %blk0A) : (!TilesK, !fly.int_tuple<((*,*),(?,?))>) -> !GTileK
      %gB0 = fly.slice(%zB, %blk0B) : (!TilesK, !fly.int_tuple<((*,*),(?,?))>) -> !GTileK
      %tAgA0 = fly.tiled_copy.partition_src(%tcG, %gA0, %tid) : (!tcG, !GTileK, !Tid) -> !GThrCopy
      %tBgB0 = fly.tiled_copy.partition_src(%tcG, %gB0, %tid) : (!tcG, !GTileK, !Tid) -> !GThrCopy
      %tArA = fly.make_fragment_like(%tAgA0) : (!GThrCopy) -> !RCopy
      %tBrB = fly.make_fragment_like(%tBgB0) : (!GThrCopy) -> !RCopy
      fly.copy(%tcG, %tAgA0, %tArA) : (!tcG, !GThrCopy, !RCopy) -> ()
      fly.copy(%tcG, %tBgB0, %tBrB) : (!tcG, !GThrCopy, !RCopy) -> ()

      scf.for %kt = %c0 to %kt_n step %c1 : i32 {
        fly.copy(%tcG, %tArA, %tAsA) : (!tcG, !RCopy, !SThrCopy) -> ()
        fly.copy(%tcG, %tBrB, %tBsB) : (!tcG, !RCopy, !SThrCopy) -> ()
        gpu.barrier
        // Prefetch the next k-tile (the last one again at the end) while
        // this one is multiplied.
        %kn = arith.addi %kt, %c1 : i32
        %kx = arith.minui %kn, %kt_last : i32
        %blkA = fly.make_coord(%bx, %kx) : (i32, i32) -> !fly.int_tuple<((*,*),(?,?))>
        %blkB = fly.make_coord(%by, %kx) : (i32, i32) -> !fly.int_tuple<((*,*),(?,?))>
        %gA = fly.slice(%zA, %blkA) : (!TilesK, !fly.int_tuple<((*,*),(?,?))>) -> !GTileK
        %gB = fly.slice(%zB, %blkB) : (!TilesK, !fly.int_tuple<((*,*),(?,?))>) -> !GTileK
        %tAgA = fly.tiled_copy.partition_src(%tcG, %gA, %tid) : (!tcG, !GTileK, !Tid) -> !GThrCopy
        %tBgB = fly.tiled_copy.partition_src(%tcG, %gB, %tid) : (!tcG, !GTileK, !Tid) -> !GThrCopy
        fly.copy(%tcG, %tAgA, %tArA) : (!tcG, !GThrCopy, !RCopy) -> ()
        fly.copy(%tcG, %tBgB, %tBrB) : (!tcG, !GThrCopy, !RCopy) -> ()
        fly.gemm(%tm, %tCrC, %tCsA, %tCsB, %tCrC) : (!tm, !RAcc, !SThrMma, !SThrMma, !RAcc) -> ()
        gpu.barrier
      }
      fly.copy(%atomC, %tCrC, %tCgD) : (!atomC, !RAcc, !GThrC) -> ()
      gpu.return
    }
  }
}
