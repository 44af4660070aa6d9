// Static offsets that are multiples of a pointer swizzle's period are
// peeled out of the XOR: swizzle(a + d) = swizzle(a) + d for d a multiple of
// 2^(base + mask + shift) bytes. Here the two LDS stages are 2048 f16 = 4096
// bytes apart and the byte swizzle of S<2,3,3> on f16 is S<2,4,3> (period
// 2^9 = 512 bytes), so both stores share one XOR and the second one gets an
// immediate offset. (Before: a second shift/and/xor on its own address.)
// The dynamic shared array is aligned to 1024 bytes, so the swizzle is
// applied to the byte offset from it (thread t's 16 t), not to the pointer:
// 16 t ^ ((t >> 3) & 3) << 4, one v_xor_b32 or v_xad_u32 (xor, then + 0).
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=isa" | FileCheck %s
// CHECK: {{v_xor_b32_e32|v_xad_u32}} v[[A:[0-9]+]], v{{[0-9]+}}, v{{[0-9]+}}{{(, 0)?}}\0A
// CHECK-NOT: {{v_xor_b32|v_xad_u32}}
// CHECK-SAME: ds_write_b128 v[[A]], v[{{[0-9]+}}:{{[0-9]+}}]\0A
// CHECK-NOT: {{v_xor_b32|v_xad_u32}}
// CHECK-SAME: ds_write_b128 v[[A]], v[{{[0-9]+}}:{{[0-9]+}}] offset:4096\0A
!tc = !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((4,64),8):((512,1),64)>, !fly.tile<[64:1|32:1]>>
!cp = !fly.copy_atom<!fly.universal_copy<128>, 16>
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%g: !fly.ptr<f16, global, align<16>>) kernel {
      %tx = gpu.thread_id x
      %t = arith.index_cast %tx : index to i32
      %tid = fly.make_int_tuple(%t) : (i32) -> !fly.int_tuple<?>
      %cp = fly.make_copy_atom {valBits = 16 : i32} : !cp
      %tv = fly.static : !fly.layout<((4,64),8):((512,1),64)>
      %tile = fly.static : !fly.tile<[64:1|32:1]>
      %tc = fly.make_tiled_copy(%cp, %tv, %tile) : (!cp, !fly.layout<((4,64),8):((512,1),64)>, !fly.tile<[64:1|32:1]>) -> !tc
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %s = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f16, shared, align<1024>>
      %cl = fly.static : !fly.composed_layout<S<2,3,3> o 0 o (64,32,2):(32,1,2048)>
      %v = fly.make_view(%s, %cl) : (!fly.ptr<f16, shared, align<1024>>, !fly.composed_layout<S<2,3,3> o 0 o (64,32,2):(32,1,2048)>) -> !fly.memref<f16, shared, S<2,3,3> o 0 o (64,32,2):(32,1,2048), align<1024>>
      %p = fly.tiled_copy.partition_dst(%tc, %v, %tid) : (!tc, !fly.memref<f16, shared, S<2,3,3> o 0 o (64,32,2):(32,1,2048), align<1024>>, !fly.int_tuple<?>) -> !fly.memref<f16, shared, S<2,3,3> o ?{div=8} o ((8,1),1,1,2):((1,0),0,0,2048), align<1024>>
      %c0 = fly.static : !fly.int_tuple<(*,*,*,0)>
      %c1 = fly.static : !fly.int_tuple<(*,*,*,1)>
      %p0 = fly.slice(%p, %c0) : (!fly.memref<f16, shared, S<2,3,3> o ?{div=8} o ((8,1),1,1,2):((1,0),0,0,2048), align<1024>>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f16, shared, S<2,3,3> o ?{div=8} o ((8,1),1,1):((1,0),0,0), align<1024>>
      %p1 = fly.slice(%p, %c1) : (!fly.memref<f16, shared, S<2,3,3> o ?{div=8} o ((8,1),1,1,2):((1,0),0,0,2048), align<1024>>, !fly.int_tuple<(*,*,*,1)>) -> !fly.memref<f16, shared, S<2,3,3> o ?{div=8} o ((8,1),1,1):((1,0),0,0), align<1024>>
      %l = fly.static : !fly.layout<((8,1),1,1):((1,0),0,0)>
      %gv = fly.make_view(%g, %l) : (!fly.ptr<f16, global, align<16>>, !fly.layout<((8,1),1,1):((1,0),0,0)>) -> !fly.memref<f16, global, ((8,1),1,1):((1,0),0,0), align<16>>
      fly.copy(%cp, %gv, %p0) : (!cp, !fly.memref<f16, global, ((8,1),1,1):((1,0),0,0), align<16>>, !fly.memref<f16, shared, S<2,3,3> o ?{div=8} o ((8,1),1,1):((1,0),0,0), align<1024>>) -> ()
      fly.copy(%cp, %gv, %p1) : (!cp, !fly.memref<f16, global, ((8,1),1,1):((1,0),0,0), align<16>>, !fly.memref<f16, shared, S<2,3,3> o ?{div=8} o ((8,1),1,1):((1,0),0,0), align<1024>>) -> ()
      gpu.return
    }
  }
}
