// math.sin becomes a call to libdevice's __nv_sinf (convert-gpu-to-nvvm).
// Without a CUDA toolkit the pipeline fails before serialization, naming the
// call, the library and where Fly looked; with one, libdevice is linked and
// the PTX calls nothing. A kernel that needs no libdevice compiles without a
// toolkit, silently (Fly's placeholder library keeps MLIR's serializer from
// reporting a missing libdevice).
// RUN: rm -rf %t.empty && mkdir -p %t.empty
// RUN: not env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_90 cuda-path=%t.empty" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING -DDIR=%t.empty
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_90 cuda-path=%t.empty format=llvm" -o /dev/null
// RUN: env -u CUDA_PATH CUDA_HOME=%t.empty CUDA_ROOT=%t.empty PATH=%t.empty fly-opt %S/Inputs/no-math.mlir --fly-nvvm-pipeline="chip=sm_90" -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// MISSING: libdevice.mlir:[[#@LINE+6]]:12: error: gpu.module 'trig' calls '__nv_sinf', defined in CUDA's libdevice (nvvm/libdevice/libdevice.10.bc), which was not found; looked in [[DIR]]/nvvm/libdevice/libdevice.10.bc (cuda-path), CUDA_PATH (not set), next to ptxas (no ptxas found). Pass cuda-path=<CUDA toolkit> to fly-nvvm-pipeline (or set CUDA_PATH), or avoid the call (e.g. no libm math in kernels)
// QUIET-NOT: {{.}}
module attributes {gpu.container_module} {
  gpu.module @trig {
    gpu.func @sine(%p: !fly.ptr<f32, global>) kernel {
      %x = fly.ptr.load(%p) : (!fly.ptr<f32, global>) -> f32
      %s = math.sin %x : f32
      fly.ptr.store(%s, %p) : (f32, !fly.ptr<f32, global>) -> ()
      gpu.return
    }
  }
}
