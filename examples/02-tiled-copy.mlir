// Tiled copy of a row-major f16 matrix, one 64x64 tile per block, global -> LDS -> global.
// Teaches thread/value (TV) layouts: a TV layout maps (thread, value) to a position in
// the copy tile (here 32x64, column-major index m + 32*n); fly.make_tiled_copy pairs it
// with a 128-bit universal_copy atom, partition_src/dst give each thread its slice of
// any tensor of that shape (global or LDS), make_fragment_like gives matching
// registers, and fly.copy unrolls over the slice (two 8-element chunks per thread).
// The two halves use different TV layouts, so a thread reads back from LDS data
// that other threads wrote: the LDS tile decouples them and gpu.barrier orders them.
// The leading dimension is a runtime ?{div=8}: that divisibility is what keeps every
// chunk 16-byte aligned, so the copies stay 128-bit. The LDS rows are padded to 72
// elements (144 bytes) to spread the column-wise reads of the second layout over banks.
// Wave64 on gfx942/gfx950, wave32 on gfx12/gfx1250. Launch 256
// threads per block, (M/64, N/64) blocks, 9200 bytes of dynamic shared memory.
// ISA: global_load_dwordx4/global_store_dwordx4 and ds_write_b128/ds_read_b128 (CDNA),
// global_load_b128/global_store_b128 and ds_store_b128/ds_load_b128 (gfx12, gfx1250).
// Chips: gfx942, gfx950, gfx1200, gfx1201, gfx1250

!atom = !fly.copy_atom<!fly.universal_copy<128>, 16>
!G = !fly.ptr<f16, global, align<16>>
!Mat = !fly.memref<f16, global, (?,?):(?{div=8},1), align<16>>
!Tiled = !fly.memref<f16, global, ((64,64),(?,?)):((?{div=8},1),(?{div=512},64)), align<16>>
!GTile = !fly.memref<f16, global, (64,64):(?{div=8},1), align<16>>
!STile = !fly.memref<f16, shared, (64,64):(72,1), align<1024>>
!tile = !fly.tile<[64:1|64:1]>
// Copy tile: 32 rows x 64 columns = 256 threads x 8 values.
!half = !fly.tile<[32:1|64:1]>
// Row-wise: thread t = t0 + 8*t1 takes row t1, columns 8*t0 .. 8*t0+7; eight
// consecutive lanes cover one 128-byte row segment, the coalesced way to read global.
!tvRow = !fly.layout<((8,32),8):((256,1),32)>
// Column-wise: thread t = t0 + 32*t1 takes row t0, columns 8*t1 .. 8*t1+7.
!tvCol = !fly.layout<((32,8),8):((1,256),32)>
!tcRow = !fly.tiled_copy<!atom, !tvRow, !half>
!tcCol = !fly.tiled_copy<!atom, !tvCol, !half>
// Per-thread slices: (atom values (8,1), 2 row blocks, 1 column block). The
// row-block step is 32 rows, 32*ld in global and 32*72 = 2304 in LDS.
!GThr = !fly.memref<f16, global, ((8,1),2,1):((1,0),?{div=256},0), align<16>>
!SThr = !fly.memref<f16, shared, ((8,1),2,1):((1,0),2304,0), align<16>>
!Frag = !fly.memref<f16, register, ((8,1),2,1):((1,0),8,0)>

module attributes {gpu.container_module} {
  gpu.module @tiled_copy {
    gpu.func @tiled_copy(%src: !G, %dst: !G, %m: i32, %n: i32, %ld: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %shape = fly.make_shape(%m, %n) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %stride = fly.make_stride(%ld) : (i32) -> !fly.int_tuple<(?{div=8},1)>
      %layout = fly.make_layout(%shape, %stride) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(?{div=8},1)>) -> !fly.layout<(?,?):(?{div=8},1)>

      // This block's 64x64 tile: divide into ((64,64),(tiles_m,tiles_n)), then fix
      // the tile coordinate. Only the tile origin is dynamic; its shape is static.
      %tile = fly.static : !tile
      %bxi = gpu.block_id x
      %byi = gpu.block_id y
      %bx = arith.index_cast %bxi : index to i32
      %by = arith.index_cast %byi : index to i32
      %blk = fly.make_coord(%bx, %by) : (i32, i32) -> !fly.int_tuple<((*,*),(?,?))>
      %mS = fly.make_view(%src, %layout) : (!G, !fly.layout<(?,?):(?{div=8},1)>) -> !Mat
      %zS = fly.zipped_divide(%mS, %tile) : (!Mat, !tile) -> !Tiled
      %gS = fly.slice(%zS, %blk) : (!Tiled, !fly.int_tuple<((*,*),(?,?))>) -> !GTile
      %mD = fly.make_view(%dst, %layout) : (!G, !fly.layout<(?,?):(?{div=8},1)>) -> !Mat
      %zD = fly.zipped_divide(%mD, %tile) : (!Mat, !tile) -> !Tiled
      %gD = fly.slice(%zD, %blk) : (!Tiled, !fly.int_tuple<((*,*),(?,?))>) -> !GTile

      %dyn = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %lds = fly.recast_iter(%dyn) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f16, shared, align<1024>>
      %slayout = fly.static : !fly.layout<(64,64):(72,1)>
      %sT = fly.make_view(%lds, %slayout) : (!fly.ptr<f16, shared, align<1024>>, !fly.layout<(64,64):(72,1)>) -> !STile

      %atom = fly.make_copy_atom {valBits = 16 : i32} : !atom
      %tvRow = fly.static : !tvRow
      %tvCol = fly.static : !tvCol
      %half = fly.static : !half
      %tcRow = fly.make_tiled_copy(%atom, %tvRow, %half) : (!atom, !tvRow, !half) -> !tcRow
      %tcCol = fly.make_tiled_copy(%atom, %tvCol, %half) : (!atom, !tvCol, !half) -> !tcCol
      %tidx = gpu.thread_id x
      %tid32 = arith.index_cast %tidx : index to i32
      %tid = fly.make_int_tuple(%tid32) : (i32) -> !fly.int_tuple<?>

      // Global -> registers -> LDS with the row-wise layout. The same tiled copy
      // partitions both tensors, so source and destination slices line up.
      %inG = fly.tiled_copy.partition_src(%tcRow, %gS, %tid) : (!tcRow, !GTile, !fly.int_tuple<?>) -> !GThr
      %outS = fly.tiled_copy.partition_dst(%tcRow, %sT, %tid) : (!tcRow, !STile, !fly.int_tuple<?>) -> !SThr
      %r1 = fly.make_fragment_like(%inG) : (!GThr) -> !Frag
      fly.copy(%tcRow, %inG, %r1) : (!tcRow, !GThr, !Frag) -> ()
      fly.copy(%tcRow, %r1, %outS) : (!tcRow, !Frag, !SThr) -> ()

      gpu.barrier

      // LDS -> registers -> global with the column-wise layout.
      %inS = fly.tiled_copy.partition_src(%tcCol, %sT, %tid) : (!tcCol, !STile, !fly.int_tuple<?>) -> !SThr
      %outG = fly.tiled_copy.partition_dst(%tcCol, %gD, %tid) : (!tcCol, !GTile, !fly.int_tuple<?>) -> !GThr
      %r2 = fly.make_fragment_like(%inS) : (!SThr) -> !Frag
      fly.copy(%tcCol, %inS, %r2) : (!tcCol, !SThr, !Frag) -> ()
      fly.copy(%tcCol, %r2, %outG) : (!tcCol, !Frag, !GThr) -> ()
      gpu.return
    }
  }
}
