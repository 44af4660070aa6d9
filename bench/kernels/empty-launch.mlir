// A measuring kernel, not an example: a kernel with nvidia-09's arguments and
// launch (384 threads, 196608 bytes of dynamic shared memory) that does
// nothing, so that bench/gpu_gemm_variants.py can time what a launch of that
// shape costs by itself.
// Kernel: gemm_empty. Chips: sm_80 and later.

module attributes {gpu.container_module} {
  gpu.module @gemm_empty {
    gpu.func @gemm_empty(%a: !llvm.ptr<1>, %b: !llvm.ptr<1>, %c: !llvm.ptr<1>, %d: !llvm.ptr<1>, %m: i32, %n: i32, %k: i32, %tmap_a: !llvm.ptr, %tmap_b: !llvm.ptr) kernel attributes {known_block_size = array<i32: 384, 1, 1>} {
      gpu.return
    }
  }
}
