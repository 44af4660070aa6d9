// Vector add C = A + B on f32 vectors of runtime length n, through buffer pointers.
// Teaches: turning a global pointer into a buffer resource (fly.make_ptr with the
// byte size as numRecords; no flags operand, so the descriptor flags come from the
// chip of the gpu.module), cutting a runtime-length view into per-block tiles with
// zipped_divide + slice, and a tiled copy of the 128-bit cdna3.buffer_copy atom whose
// TV layout hands each of the 256 threads one 4-float chunk, loaded into a register
// fragment, added with plain arith and stored back.
// The tail needs no predicate: the hardware checks each access against numRecords,
// so loads past the end read 0 and stores past it are dropped. n is a multiple of 4
// (?{div=4}), so a 16-byte chunk is never partly in range. On gfx12/gfx1250 that check
// needs OOB_SELECT = 3 in the descriptor, which is Fly's chip default (FlyDSL's Python
// default, 2, turns it off: give the flags operand explicitly to get that).
// Wave64 on gfx942/gfx950, wave32 on gfx12/gfx1250. Launch 256
// threads per block and ceil(n / 1024) blocks. ISA: buffer_load_dwordx4 (CDNA) or
// buffer_load_b128 (gfx12, gfx1250) twice, one matching store, no scratch.
// Chips: gfx942, gfx950, gfx1200, gfx1201, gfx1250

!atom = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
!Buf = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!Vec = !fly.memref<f32, #fly_rocdl.buffer_desc, ?{div=4}:1>
!Tiled = !fly.memref<f32, #fly_rocdl.buffer_desc, (1024,?):(1,1024)>
!Block = !fly.memref<f32, #fly_rocdl.buffer_desc, 1024:1>
!Thr = !fly.memref<f32, #fly_rocdl.buffer_desc, ((4,1),1):((1,0),0)>
!Frag = !fly.memref<f32, register, ((4,1),1):((1,0),0)>
// Thread t owns elements 4t .. 4t+3 of the block tile: four consecutive values
// are exactly one 128-bit atom call, and neighbouring lanes touch neighbouring
// 16-byte chunks.
!tv = !fly.layout<(256,4):(4,1)>
!tile = !fly.tile<[1024:1]>
!tc = !fly.tiled_copy<!atom, !tv, !tile>

module attributes {gpu.container_module} {
  gpu.module @vector_add {
    gpu.func @vector_add(%a: !fly.ptr<f32, global>, %b: !fly.ptr<f32, global>, %c: !fly.ptr<f32, global>, %n: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      // numRecords is in bytes; a raw (stride 0) buffer is range-checked against it.
      %stride = llvm.mlir.constant(0 : i16) : i16
      %n64 = arith.extsi %n : i32 to i64
      %four = arith.constant 4 : i64
      %bytes = arith.muli %n64, %four : i64
      %len = fly.make_int_tuple(%n) : (i32) -> !fly.int_tuple<?{div=4}>
      %one = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %vlayout = fly.make_layout(%len, %one) : (!fly.int_tuple<?{div=4}>, !fly.int_tuple<1>) -> !fly.layout<?{div=4}:1>

      // zipped_divide makes (tile element, tile index); fixing the tile index at
      // the block id leaves this block's 1024 elements. The dynamic number of
      // tiles never reaches the per-thread code, so fly.copy can unroll statically.
      %tile = fly.static : !tile
      %bidx = gpu.block_id x
      %bid = arith.index_cast %bidx : index to i32
      %blk = fly.make_coord(%bid) : (i32) -> !fly.int_tuple<(*,?)>

      %atom = fly.make_copy_atom {valBits = 32 : i32} : !atom
      %tv = fly.static : !tv
      %tc = fly.make_tiled_copy(%atom, %tv, %tile) : (!atom, !tv, !tile) -> !tc
      %tidx = gpu.thread_id x
      %tid32 = arith.index_cast %tidx : index to i32
      %tid = fly.make_int_tuple(%tid32) : (i32) -> !fly.int_tuple<?>

      %ra = fly.make_ptr(%a, %stride, %bytes) : (!fly.ptr<f32, global>, i16, i64) -> !Buf
      %va = fly.make_view(%ra, %vlayout) : (!Buf, !fly.layout<?{div=4}:1>) -> !Vec
      %za = fly.zipped_divide(%va, %tile) : (!Vec, !tile) -> !Tiled
      %ga = fly.slice(%za, %blk) : (!Tiled, !fly.int_tuple<(*,?)>) -> !Block
      %ta = fly.tiled_copy.partition_src(%tc, %ga, %tid) : (!tc, !Block, !fly.int_tuple<?>) -> !Thr

      %rb = fly.make_ptr(%b, %stride, %bytes) : (!fly.ptr<f32, global>, i16, i64) -> !Buf
      %vb = fly.make_view(%rb, %vlayout) : (!Buf, !fly.layout<?{div=4}:1>) -> !Vec
      %zb = fly.zipped_divide(%vb, %tile) : (!Vec, !tile) -> !Tiled
      %gb = fly.slice(%zb, %blk) : (!Tiled, !fly.int_tuple<(*,?)>) -> !Block
      %tb = fly.tiled_copy.partition_src(%tc, %gb, %tid) : (!tc, !Block, !fly.int_tuple<?>) -> !Thr

      %rc = fly.make_ptr(%c, %stride, %bytes) : (!fly.ptr<f32, global>, i16, i64) -> !Buf
      %vc = fly.make_view(%rc, %vlayout) : (!Buf, !fly.layout<?{div=4}:1>) -> !Vec
      %zc = fly.zipped_divide(%vc, %tile) : (!Vec, !tile) -> !Tiled
      %gc = fly.slice(%zc, %blk) : (!Tiled, !fly.int_tuple<(*,?)>) -> !Block
      %tcd = fly.tiled_copy.partition_dst(%tc, %gc, %tid) : (!tc, !Block, !fly.int_tuple<?>) -> !Thr

      // Register fragments shaped like the thread's slice; after
      // fly-promote-regmem-to-vectorssa they are plain vector<4xf32> values.
      %fa = fly.make_fragment_like(%ta) : (!Thr) -> !Frag
      %fb = fly.make_fragment_like(%tb) : (!Thr) -> !Frag
      %fc = fly.make_fragment_like(%tcd) : (!Thr) -> !Frag
      fly.copy(%tc, %ta, %fa) : (!tc, !Thr, !Frag) -> ()
      fly.copy(%tc, %tb, %fb) : (!tc, !Thr, !Frag) -> ()
      %xa = fly.memref.load_vec(%fa) : (!Frag) -> vector<4xf32>
      %xb = fly.memref.load_vec(%fb) : (!Frag) -> vector<4xf32>
      %sum = arith.addf %xa, %xb : vector<4xf32>
      fly.memref.store_vec(%sum, %fc) : (vector<4xf32>, !Frag) -> ()
      fly.copy(%tc, %fc, %tcd) : (!tc, !Frag, !Thr) -> ()
      gpu.return
    }
  }
}
