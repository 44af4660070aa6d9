// Bandwidth kernels of bench/gpu_bench.py: Fly's tiled copy of a 1-D f32 array, global ->
// registers -> global. copy_v<V>: each block of 256 threads copies one tile of V*1024 f32;
// thread t owns V 128-bit chunks (4 consecutive f32) at 4t + 1024j, j < V, i.e. the TV
// layout (256,(4,V)):(4,(1,1024)) over a [V*1024:1] tile with the 128-bit universal copy
// atom. Neighbouring lanes touch neighbouring 16-byte chunks (each warp instruction moves
// 512 contiguous bytes), and fly.copy into a register fragment issues the V loads before
// the V stores, so a thread has V independent loads in flight. The length n is a runtime
// ?{div=V*1024}: whole tiles, 16-byte aligned. Launch n / (V*1024) blocks of 256 threads.
// PTX: V ld.global.v2.b64 and V st.global.v2.b64 per thread, no local memory.
// Chips: sm_80, sm_90

!G = !fly.ptr<f32, global, align<16>>
!atom = !fly.copy_atom<!fly.universal_copy<128>, 32>
// copy_v1
!Len1 = !fly.int_tuple<?{div=1024}>
!Vec1 = !fly.memref<f32, global, ?{div=1024}:1, align<16>>
!Tiles1 = !fly.memref<f32, global, (1024,?):(1,1024), align<16>>
!Tile1 = !fly.memref<f32, global, 1024:1, align<16>>
!tile1 = !fly.tile<[1024:1]>
!tv1 = !fly.layout<(256,(4,1)):(4,(1,1024))>
!tc1 = !fly.tiled_copy<!atom, !tv1, !tile1>
!Thr1 = !fly.memref<f32, global, ((4,1),1):((1,0),0), align<16>>
!Frag1 = !fly.memref<f32, register, ((4,1),1):((1,0),0)>
// copy_v2
!Len2 = !fly.int_tuple<?{div=2048}>
!Vec2 = !fly.memref<f32, global, ?{div=2048}:1, align<16>>
!Tiles2 = !fly.memref<f32, global, (2048,?):(1,2048), align<16>>
!Tile2 = !fly.memref<f32, global, 2048:1, align<16>>
!tile2 = !fly.tile<[2048:1]>
!tv2 = !fly.layout<(256,(4,2)):(4,(1,1024))>
!tc2 = !fly.tiled_copy<!atom, !tv2, !tile2>
!Thr2 = !fly.memref<f32, global, ((4,2),1):((1,1024),0), align<16>>
!Frag2 = !fly.memref<f32, register, ((4,2),1):((1,4),0)>
// copy_v4
!Len4 = !fly.int_tuple<?{div=4096}>
!Vec4 = !fly.memref<f32, global, ?{div=4096}:1, align<16>>
!Tiles4 = !fly.memref<f32, global, (4096,?):(1,4096), align<16>>
!Tile4 = !fly.memref<f32, global, 4096:1, align<16>>
!tile4 = !fly.tile<[4096:1]>
!tv4 = !fly.layout<(256,(4,4)):(4,(1,1024))>
!tc4 = !fly.tiled_copy<!atom, !tv4, !tile4>
!Thr4 = !fly.memref<f32, global, ((4,4),1):((1,1024),0), align<16>>
!Frag4 = !fly.memref<f32, register, ((4,4),1):((1,4),0)>
// copy_v8
!Len8 = !fly.int_tuple<?{div=8192}>
!Vec8 = !fly.memref<f32, global, ?{div=8192}:1, align<16>>
!Tiles8 = !fly.memref<f32, global, (8192,?):(1,8192), align<16>>
!Tile8 = !fly.memref<f32, global, 8192:1, align<16>>
!tile8 = !fly.tile<[8192:1]>
!tv8 = !fly.layout<(256,(4,8)):(4,(1,1024))>
!tc8 = !fly.tiled_copy<!atom, !tv8, !tile8>
!Thr8 = !fly.memref<f32, global, ((4,8),1):((1,1024),0), align<16>>
!Frag8 = !fly.memref<f32, register, ((4,8),1):((1,4),0)>

module attributes {gpu.container_module} {
  gpu.module @copy_v1 {
    gpu.func @copy_v1(%a: !G, %c: !G, %n: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %len = fly.make_int_tuple(%n) : (i32) -> !Len1
      %one = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %vl = fly.make_layout(%len, %one) : (!Len1, !fly.int_tuple<1>) -> !fly.layout<?{div=1024}:1>
      %tile = fly.static : !tile1
      %bidx = gpu.block_id x
      %bid = arith.index_cast %bidx : index to i32
      %blk = fly.make_coord(%bid) : (i32) -> !fly.int_tuple<(*,?)>
      %va = fly.make_view(%a, %vl) : (!G, !fly.layout<?{div=1024}:1>) -> !Vec1
      %za = fly.zipped_divide(%va, %tile) : (!Vec1, !tile1) -> !Tiles1
      %ba = fly.slice(%za, %blk) : (!Tiles1, !fly.int_tuple<(*,?)>) -> !Tile1
      %vc = fly.make_view(%c, %vl) : (!G, !fly.layout<?{div=1024}:1>) -> !Vec1
      %zc = fly.zipped_divide(%vc, %tile) : (!Vec1, !tile1) -> !Tiles1
      %bc = fly.slice(%zc, %blk) : (!Tiles1, !fly.int_tuple<(*,?)>) -> !Tile1
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !atom
      %tv = fly.static : !tv1
      %tc = fly.make_tiled_copy(%atom, %tv, %tile) : (!atom, !tv1, !tile1) -> !tc1
      %tidx = gpu.thread_id x
      %t32 = arith.index_cast %tidx : index to i32
      %tid = fly.make_int_tuple(%t32) : (i32) -> !fly.int_tuple<?>
      %sa = fly.tiled_copy.partition_src(%tc, %ba, %tid) : (!tc1, !Tile1, !fly.int_tuple<?>) -> !Thr1
      %sc = fly.tiled_copy.partition_dst(%tc, %bc, %tid) : (!tc1, !Tile1, !fly.int_tuple<?>) -> !Thr1
      %r = fly.make_fragment_like(%sa) : (!Thr1) -> !Frag1
      fly.copy(%tc, %sa, %r) : (!tc1, !Thr1, !Frag1) -> ()
      fly.copy(%tc, %r, %sc) : (!tc1, !Frag1, !Thr1) -> ()
      gpu.return
    }
  }

  gpu.module @copy_v2 {
    gpu.func @copy_v2(%a: !G, %c: !G, %n: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %len = fly.make_int_tuple(%n) : (i32) -> !Len2
      %one = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %vl = fly.make_layout(%len, %one) : (!Len2, !fly.int_tuple<1>) -> !fly.layout<?{div=2048}:1>
      %tile = fly.static : !tile2
      %bidx = gpu.block_id x
      %bid = arith.index_cast %bidx : index to i32
      %blk = fly.make_coord(%bid) : (i32) -> !fly.int_tuple<(*,?)>
      %va = fly.make_view(%a, %vl) : (!G, !fly.layout<?{div=2048}:1>) -> !Vec2
      %za = fly.zipped_divide(%va, %tile) : (!Vec2, !tile2) -> !Tiles2
      %ba = fly.slice(%za, %blk) : (!Tiles2, !fly.int_tuple<(*,?)>) -> !Tile2
      %vc = fly.make_view(%c, %vl) : (!G, !fly.layout<?{div=2048}:1>) -> !Vec2
      %zc = fly.zipped_divide(%vc, %tile) : (!Vec2, !tile2) -> !Tiles2
      %bc = fly.slice(%zc, %blk) : (!Tiles2, !fly.int_tuple<(*,?)>) -> !Tile2
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !atom
      %tv = fly.static : !tv2
      %tc = fly.make_tiled_copy(%atom, %tv, %tile) : (!atom, !tv2, !tile2) -> !tc2
      %tidx = gpu.thread_id x
      %t32 = arith.index_cast %tidx : index to i32
      %tid = fly.make_int_tuple(%t32) : (i32) -> !fly.int_tuple<?>
      %sa = fly.tiled_copy.partition_src(%tc, %ba, %tid) : (!tc2, !Tile2, !fly.int_tuple<?>) -> !Thr2
      %sc = fly.tiled_copy.partition_dst(%tc, %bc, %tid) : (!tc2, !Tile2, !fly.int_tuple<?>) -> !Thr2
      %r = fly.make_fragment_like(%sa) : (!Thr2) -> !Frag2
      fly.copy(%tc, %sa, %r) : (!tc2, !Thr2, !Frag2) -> ()
      fly.copy(%tc, %r, %sc) : (!tc2, !Frag2, !Thr2) -> ()
      gpu.return
    }
  }

  gpu.module @copy_v4 {
    gpu.func @copy_v4(%a: !G, %c: !G, %n: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %len = fly.make_int_tuple(%n) : (i32) -> !Len4
      %one = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %vl = fly.make_layout(%len, %one) : (!Len4, !fly.int_tuple<1>) -> !fly.layout<?{div=4096}:1>
      %tile = fly.static : !tile4
      %bidx = gpu.block_id x
      %bid = arith.index_cast %bidx : index to i32
      %blk = fly.make_coord(%bid) : (i32) -> !fly.int_tuple<(*,?)>
      %va = fly.make_view(%a, %vl) : (!G, !fly.layout<?{div=4096}:1>) -> !Vec4
      %za = fly.zipped_divide(%va, %tile) : (!Vec4, !tile4) -> !Tiles4
      %ba = fly.slice(%za, %blk) : (!Tiles4, !fly.int_tuple<(*,?)>) -> !Tile4
      %vc = fly.make_view(%c, %vl) : (!G, !fly.layout<?{div=4096}:1>) -> !Vec4
      %zc = fly.zipped_divide(%vc, %tile) : (!Vec4, !tile4) -> !Tiles4
      %bc = fly.slice(%zc, %blk) : (!Tiles4, !fly.int_tuple<(*,?)>) -> !Tile4
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !atom
      %tv = fly.static : !tv4
      %tc = fly.make_tiled_copy(%atom, %tv, %tile) : (!atom, !tv4, !tile4) -> !tc4
      %tidx = gpu.thread_id x
      %t32 = arith.index_cast %tidx : index to i32
      %tid = fly.make_int_tuple(%t32) : (i32) -> !fly.int_tuple<?>
      %sa = fly.tiled_copy.partition_src(%tc, %ba, %tid) : (!tc4, !Tile4, !fly.int_tuple<?>) -> !Thr4
      %sc = fly.tiled_copy.partition_dst(%tc, %bc, %tid) : (!tc4, !Tile4, !fly.int_tuple<?>) -> !Thr4
      %r = fly.make_fragment_like(%sa) : (!Thr4) -> !Frag4
      fly.copy(%tc, %sa, %r) : (!tc4, !Thr4, !Frag4) -> ()
      fly.copy(%tc, %r, %sc) : (!tc4, !Frag4, !Thr4) -> ()
      gpu.return
    }
  }

  gpu.module @copy_v8 {
    gpu.func @copy_v8(%a: !G, %c: !G, %n: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %len = fly.make_int_tuple(%n) : (i32) -> !Len8
      %one = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %vl = fly.make_layout(%len, %one) : (!Len8, !fly.int_tuple<1>) -> !fly.layout<?{div=8192}:1>
      %tile = fly.static : !tile8
      %bidx = gpu.block_id x
      %bid = arith.index_cast %bidx : index to i32
      %blk = fly.make_coord(%bid) : (i32) -> !fly.int_tuple<(*,?)>
      %va = fly.make_view(%a, %vl) : (!G, !fly.layout<?{div=8192}:1>) -> !Vec8
      %za = fly.zipped_divide(%va, %tile) : (!Vec8, !tile8) -> !Tiles8
      %ba = fly.slice(%za, %blk) : (!Tiles8, !fly.int_tuple<(*,?)>) -> !Tile8
      %vc = fly.make_view(%c, %vl) : (!G, !fly.layout<?{div=8192}:1>) -> !Vec8
      %zc = fly.zipped_divide(%vc, %tile) : (!Vec8, !tile8) -> !Tiles8
      %bc = fly.slice(%zc, %blk) : (!Tiles8, !fly.int_tuple<(*,?)>) -> !Tile8
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !atom
      %tv = fly.static : !tv8
      %tc = fly.make_tiled_copy(%atom, %tv, %tile) : (!atom, !tv8, !tile8) -> !tc8
      %tidx = gpu.thread_id x
      %t32 = arith.index_cast %tidx : index to i32
      %tid = fly.make_int_tuple(%t32) : (i32) -> !fly.int_tuple<?>
      %sa = fly.tiled_copy.partition_src(%tc, %ba, %tid) : (!tc8, !Tile8, !fly.int_tuple<?>) -> !Thr8
      %sc = fly.tiled_copy.partition_dst(%tc, %bc, %tid) : (!tc8, !Tile8, !fly.int_tuple<?>) -> !Thr8
      %r = fly.make_fragment_like(%sa) : (!Thr8) -> !Frag8
      fly.copy(%tc, %sa, %r) : (!tc8, !Thr8, !Frag8) -> ()
      fly.copy(%tc, %r, %sc) : (!tc8, !Frag8, !Thr8) -> ()
      gpu.return
    }
  }
}
