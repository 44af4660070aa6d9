// Tiled copy of a row-major f32 matrix through shared memory, one 64x64 tile per
// block, with an XOR-swizzled shared-memory layout, for NVIDIA GPUs.
// Teaches: a swizzled shared-memory tile. The two halves of the kernel use
// different TV layouts (see 02-tiled-copy.mlir for TV layouts and partitioning),
// so a thread reads back from shared memory values that other threads wrote
// (gpu.barrier orders them):
// - global -> shared, row-wise: thread t = t0 + 16*t1 takes row t1 and columns
//   4*t0 .. 4*t0+3 of a 16x64 slab; 16 threads cover one 256-byte row, the
//   coalesced way to read global memory;
// - shared -> global, column-wise: thread t = t0 + 16*t1 takes row t0 and
//   columns 4*t1 .. 4*t1+3, so the 8 threads of a shared-memory phase read
//   8 different rows at the same column.
// Shared memory has 32 banks of 4 bytes; a 128-bit access is served 8 threads
// at a time, conflict-free when they touch 8 different 16-byte bank groups.
// A row is 256 bytes, a multiple of the 128 bytes the banks span, so rows
// 0..7 at one column would all hit one bank group (8-way conflict). The
// layout S<3,2,4> o 0 o (64,64):(64,1) XORs the 16-byte chunk index (element
// bits 2-4) with the row's low three bits (element bits 6-8): the same column
// of rows 0..7 lands in 8 different chunks, and a row's 16 chunks are only
// permuted, so the row-wise phase stays conflict-free too. The XOR keeps
// every 4-float chunk whole, so the shared accesses stay 128-bit.
// The leading dimension is a runtime ?{div=4}: that divisibility keeps every
// global chunk 16-byte aligned (128-bit). The tile lives in 16 KiB of static
// shared memory (fly.make_ptr shared {allocBytes, allocAlign}).
// Kernel: tiled_copy_smem(ptr src, ptr dst, i32 M, i32 N, i32 ld): dst = src,
// both M x N row-major f32 with leading dimension ld (a multiple of 4, >= N),
// 16-byte aligned; M and N multiples of 64.
// Launch: block (256,1,1), grid (M/64, N/64, 1), no dynamic shared memory.
// PTX, per thread: 4 128-bit global loads (LLVM moves the 16 bytes of a pure
// copy as .v2.b64), 4 128-bit shared stores at offsets 0, 4096, 8192 and 12288
// bytes from one swizzled address (the XOR leaves the 16-row slab bits alone),
// bar.sync, 4 128-bit shared loads likewise, 4 128-bit global stores; one xor
// per phase for the swizzle; no local memory.
// Chips: sm_80, sm_90

!atom = !fly.copy_atom<!fly.universal_copy<128>, 32>
!G = !fly.ptr<f32, global, align<16>>
!S = !fly.ptr<f32, shared, align<2048>>
!Mat = !fly.memref<f32, global, (?,?):(?{div=4},1), align<16>>
!Tiled = !fly.memref<f32, global, ((64,64),(?,?)):((?{div=4},1),(?{div=256},64)), align<16>>
!GTile = !fly.memref<f32, global, (64,64):(?{div=4},1), align<16>>
!swz = !fly.composed_layout<S<3,2,4> o 0 o (64,64):(64,1)>
!STile = !fly.memref<f32, shared, S<3,2,4> o 0 o (64,64):(64,1), align<2048>>
!tile = !fly.tile<[64:1|64:1]>
// Copy tile: 16 rows x 64 columns = 256 threads x 4 values, positions
// numbered column-major (m + 16*n).
!slab = !fly.tile<[16:1|64:1]>
// Row-wise: thread t0 + 16*t1 -> row t1, columns 4*t0 + v.
!tvRow = !fly.layout<((16,16),4):((64,1),16)>
// Column-wise: thread t0 + 16*t1 -> row t0, columns 4*t1 + v.
!tvCol = !fly.layout<((16,16),4):((1,64),16)>
!tcRow = !fly.tiled_copy<!atom, !tvRow, !slab>
!tcCol = !fly.tiled_copy<!atom, !tvCol, !slab>
// Per-thread slices: (atom values (4,1), 4 row slabs, 1 column block); the
// slab step is 16 rows: 16*ld in global, 1024 in shared memory, whose
// swizzled view keeps the thread's offset inside the composition (S o off o L).
!GThr = !fly.memref<f32, global, ((4,1),4,1):((1,0),?{div=64},0), align<16>>
!SThr = !fly.memref<f32, shared, S<3,2,4> o ?{div=4} o ((4,1),4,1):((1,0),1024,0), align<2048>>
!Frag = !fly.memref<f32, register, ((4,1),4,1):((1,0),4,0)>

module attributes {gpu.container_module} {
  gpu.module @tiled_copy_smem {
    gpu.func @tiled_copy_smem(%src: !G, %dst: !G, %m: i32, %n: i32, %ld: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %shape = fly.make_shape(%m, %n) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %stride = fly.make_stride(%ld) : (i32) -> !fly.int_tuple<(?{div=4},1)>
      %layout = fly.make_layout(%shape, %stride) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(?{div=4},1)>) -> !fly.layout<(?,?):(?{div=4},1)>

      // This block's 64x64 tile.
      %tile = fly.static : !tile
      %bxi = gpu.block_id x
      %byi = gpu.block_id y
      %bx = arith.index_cast %bxi : index to i32
      %by = arith.index_cast %byi : index to i32
      %blk = fly.make_coord(%bx, %by) : (i32, i32) -> !fly.int_tuple<((*,*),(?,?))>
      %mS = fly.make_view(%src, %layout) : (!G, !fly.layout<(?,?):(?{div=4},1)>) -> !Mat
      %zS = fly.zipped_divide(%mS, %tile) : (!Mat, !tile) -> !Tiled
      %gS = fly.slice(%zS, %blk) : (!Tiled, !fly.int_tuple<((*,*),(?,?))>) -> !GTile
      %mD = fly.make_view(%dst, %layout) : (!G, !fly.layout<(?,?):(?{div=4},1)>) -> !Mat
      %zD = fly.zipped_divide(%mD, %tile) : (!Mat, !tile) -> !Tiled
      %gD = fly.slice(%zD, %blk) : (!Tiled, !fly.int_tuple<((*,*),(?,?))>) -> !GTile

      // 64 x 64 x 4 bytes of static shared memory, swizzled.
      %smem = fly.make_ptr() {dictAttrs = {allocBytes = 16384 : i64, allocAlign = 2048 : i64}} : () -> !S
      %swz = fly.static : !swz
      %sT = fly.make_view(%smem, %swz) : (!S, !swz) -> !STile

      %atom = fly.make_copy_atom {valBits = 32 : i32} : !atom
      %tvRow = fly.static : !tvRow
      %tvCol = fly.static : !tvCol
      %slab = fly.static : !slab
      %tcRow = fly.make_tiled_copy(%atom, %tvRow, %slab) : (!atom, !tvRow, !slab) -> !tcRow
      %tcCol = fly.make_tiled_copy(%atom, %tvCol, %slab) : (!atom, !tvCol, !slab) -> !tcCol
      %tidx = gpu.thread_id x
      %tid32 = arith.index_cast %tidx : index to i32
      %tid = fly.make_int_tuple(%tid32) : (i32) -> !fly.int_tuple<?>

      // Global -> registers -> shared, row-wise.
      %inG = fly.tiled_copy.partition_src(%tcRow, %gS, %tid) : (!tcRow, !GTile, !fly.int_tuple<?>) -> !GThr
      %outS = fly.tiled_copy.partition_dst(%tcRow, %sT, %tid) : (!tcRow, !STile, !fly.int_tuple<?>) -> !SThr
      %r1 = fly.make_fragment_like(%inG) : (!GThr) -> !Frag
      fly.copy(%tcRow, %inG, %r1) : (!tcRow, !GThr, !Frag) -> ()
      fly.copy(%tcRow, %r1, %outS) : (!tcRow, !Frag, !SThr) -> ()

      gpu.barrier

      // Shared -> registers -> global, column-wise.
      %inS = fly.tiled_copy.partition_src(%tcCol, %sT, %tid) : (!tcCol, !STile, !fly.int_tuple<?>) -> !SThr
      %outG = fly.tiled_copy.partition_dst(%tcCol, %gD, %tid) : (!tcCol, !GTile, !fly.int_tuple<?>) -> !GThr
      %r2 = fly.make_fragment_like(%inS) : (!SThr) -> !Frag
      fly.copy(%tcCol, %inS, %r2) : (!tcCol, !SThr, !Frag) -> ()
      fly.copy(%tcCol, %r2, %outG) : (!tcCol, !Frag, !GThr) -> ()
      gpu.return
    }
  }
}
