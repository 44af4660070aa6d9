// A kernel that needs nothing from a CUDA toolkit (libdevice.mlir).
module attributes {gpu.container_module} {
  gpu.module @plain {
    gpu.func @twice(%p: !fly.ptr<f32, global>) kernel {
      %x = fly.ptr.load(%p) : (!fly.ptr<f32, global>) -> f32
      %y = arith.addf %x, %x : f32
      fly.ptr.store(%y, %p) : (f32, !fly.ptr<f32, global>) -> ()
      gpu.return
    }
  }
}
