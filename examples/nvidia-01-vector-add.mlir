// Vector add C = A + B on f32 vectors of runtime length n, for NVIDIA GPUs.
// Teaches: a Fly kernel that runs on any vendor because it uses only universal
// atoms. A runtime-length global view is cut into per-block tiles of 1024
// elements with zipped_divide + slice, and a tiled copy of the 128-bit
// universal_copy atom hands each of the 256 threads one 4-float chunk
// (TV layout (256,4):(4,1): thread t owns elements 4t .. 4t+3 of the block
// tile, so neighbouring threads touch neighbouring 16-byte chunks and a warp
// reads 512 contiguous bytes). The chunk goes into a register fragment, is
// added with plain arith and stored back.
// The tail: NVIDIA has no buffer descriptors that drop out-of-range accesses
// (01-vector-add.mlir relies on them on AMD), so a thread whose chunk starts
// at or past n does nothing. n is a multiple of 4 (?{div=4}: this is also what
// keeps every chunk 16-byte aligned, so the copies stay 128-bit), hence a chunk
// is either wholly in range or wholly out.
// Kernel: vector_add(ptr A, ptr B, ptr C, i32 n), all f32 and 16-byte aligned.
// Launch: block (256,1,1), grid (ceil(n / 1024),1,1), no dynamic shared memory.
// PTX: per thread two ld.global.v4.b32 and one st.global.v4.b32, no local
// memory.
// Chips: sm_80, sm_90

!atom = !fly.copy_atom<!fly.universal_copy<128>, 32>
!G = !fly.ptr<f32, global, align<16>>
!Vec = !fly.memref<f32, global, ?{div=4}:1, align<16>>
!Tiled = !fly.memref<f32, global, (1024,?):(1,1024), align<16>>
!Block = !fly.memref<f32, global, 1024:1, align<16>>
!Thr = !fly.memref<f32, global, ((4,1),1):((1,0),0), align<16>>
!Frag = !fly.memref<f32, register, ((4,1),1):((1,0),0)>
!tv = !fly.layout<(256,4):(4,1)>
!tile = !fly.tile<[1024:1]>
!tc = !fly.tiled_copy<!atom, !tv, !tile>

module attributes {gpu.container_module} {
  gpu.module @vector_add {
    gpu.func @vector_add(%a: !G, %b: !G, %c: !G, %n: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %len = fly.make_int_tuple(%n) : (i32) -> !fly.int_tuple<?{div=4}>
      %one = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %vlayout = fly.make_layout(%len, %one) : (!fly.int_tuple<?{div=4}>, !fly.int_tuple<1>) -> !fly.layout<?{div=4}:1>

      // zipped_divide makes (tile element, tile index); fixing the tile index
      // at the block id leaves this block's 1024 elements. The dynamic number
      // of tiles never reaches the per-thread code, so fly.copy unrolls
      // statically.
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

      // The first element of this thread's chunk: 1024 * block + 4 * thread.
      %c1024 = arith.constant 1024 : i32
      %c4 = arith.constant 4 : i32
      %blockStart = arith.muli %bid, %c1024 : i32
      %offset = arith.muli %tid32, %c4 : i32
      %first = arith.addi %blockStart, %offset : i32
      %inRange = arith.cmpi slt, %first, %n : i32
      scf.if %inRange {
        %va = fly.make_view(%a, %vlayout) : (!G, !fly.layout<?{div=4}:1>) -> !Vec
        %za = fly.zipped_divide(%va, %tile) : (!Vec, !tile) -> !Tiled
        %ga = fly.slice(%za, %blk) : (!Tiled, !fly.int_tuple<(*,?)>) -> !Block
        %ta = fly.tiled_copy.partition_src(%tc, %ga, %tid) : (!tc, !Block, !fly.int_tuple<?>) -> !Thr

        %vb = fly.make_view(%b, %vlayout) : (!G, !fly.layout<?{div=4}:1>) -> !Vec
        %zb = fly.zipped_divide(%vb, %tile) : (!Vec, !tile) -> !Tiled
        %gb = fly.slice(%zb, %blk) : (!Tiled, !fly.int_tuple<(*,?)>) -> !Block
        %tb = fly.tiled_copy.partition_src(%tc, %gb, %tid) : (!tc, !Block, !fly.int_tuple<?>) -> !Thr

        %vc = fly.make_view(%c, %vlayout) : (!G, !fly.layout<?{div=4}:1>) -> !Vec
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
      }
      gpu.return
    }
  }
}
