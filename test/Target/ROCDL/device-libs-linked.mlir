// The ROCm device library of the distribution (Debian's rocm-device-libs,
// installed by scripts/setup.sh) is found with no option, and only what a
// kernel calls is linked: the sine kernel gets __ocml_sin_f32's code inlined
// (no call and no undefined symbol is left), the copy kernel of the other
// gpu.module gets none of the library.
// REQUIRES: ld.lld
// RUN: env -u ROCM_PATH fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=isa" | FileCheck %s
// The library is found for the other chips as well.
// RUN: env -u ROCM_PATH fly-opt %s --fly-rocdl-pipeline="chip=gfx950 format=isa" | FileCheck %s
// RUN: env -u ROCM_PATH fly-opt %s --fly-rocdl-pipeline="chip=gfx1201 format=isa" | FileCheck %s

// CHECK-LABEL: gpu.binary @trig
// CHECK-NOT: s_swappc
// CHECK-NOT: __ocml_sin_f32
// CHECK: .amdhsa_kernel sine
// CHECK-LABEL: gpu.binary @plain
// CHECK-NOT: ocml
// CHECK-NOT: ockl
// CHECK: .amdhsa_kernel copy
// CHECK-NOT: ocml
module attributes {gpu.container_module} {
  gpu.module @trig {
    gpu.func @sine(%p: !fly.ptr<f32, global>) kernel {
      %x = fly.ptr.load(%p) : (!fly.ptr<f32, global>) -> f32
      %s = math.sin %x : f32
      fly.ptr.store(%s, %p) : (f32, !fly.ptr<f32, global>) -> ()
      gpu.return
    }
  }
  gpu.module @plain {
    gpu.func @copy(%p: !fly.ptr<f32, global>) kernel {
      %x = fly.ptr.load(%p) : (!fly.ptr<f32, global>) -> f32
      fly.ptr.store(%x, %p) : (f32, !fly.ptr<f32, global>) -> ()
      gpu.return
    }
  }
}
