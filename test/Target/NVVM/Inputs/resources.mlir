// Two kernels with resources known by construction (emit-kernels*.mlir):
// - scratch::spill keeps a 16-float array in local memory (it is indexed by a
//   runtime value, so it cannot live in registers): 64 bytes of stack;
// - staged::exchange uses 4096 bytes of static shared memory (1024 floats)
//   and one barrier, and no local memory.
module attributes {gpu.container_module} {
  gpu.module @scratch {
    gpu.func @spill(%p: !llvm.ptr<1>, %i: i32, %j: i32) kernel {
      %n = llvm.mlir.constant(16 : i32) : i32
      %a = llvm.alloca %n x f32 : (i32) -> !llvm.ptr
      %v = llvm.load %p : !llvm.ptr<1> -> f32
      %w = llvm.getelementptr %a[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      llvm.store %v, %w : f32, !llvm.ptr
      %r = llvm.getelementptr %a[%j] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %x = llvm.load %r : !llvm.ptr -> f32
      llvm.store %x, %p : f32, !llvm.ptr<1>
      gpu.return
    }
  }
  gpu.module @staged {
    gpu.func @exchange(%p: !fly.ptr<f32, global>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %s = fly.make_ptr() {dictAttrs = {allocBytes = 4096 : i64, allocAlign = 16 : i64}} : () -> !fly.ptr<f32, shared, align<16>>
      %tidx = gpu.thread_id x
      %t = arith.index_cast %tidx : index to i32
      %it = fly.make_int_tuple(%t) : (i32) -> !fly.int_tuple<?>
      %g = fly.add_offset(%p, %it) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
      %mine = fly.add_offset(%s, %it) : (!fly.ptr<f32, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<f32, shared>
      %x = fly.ptr.load(%g) : (!fly.ptr<f32, global>) -> f32
      fly.ptr.store(%x, %mine) : (f32, !fly.ptr<f32, shared>) -> ()
      gpu.barrier
      %c1023 = arith.constant 1023 : i32
      %u = arith.subi %c1023, %t : i32
      %iu = fly.make_int_tuple(%u) : (i32) -> !fly.int_tuple<?>
      %theirs = fly.add_offset(%s, %iu) : (!fly.ptr<f32, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<f32, shared>
      %y = fly.ptr.load(%theirs) : (!fly.ptr<f32, shared>) -> f32
      fly.ptr.store(%y, %g) : (f32, !fly.ptr<f32, global>) -> ()
      gpu.return
    }
  }
}
