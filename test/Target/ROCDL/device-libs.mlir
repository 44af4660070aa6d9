// A kernel that needs ROCm device bitcode (math.sin becomes a call to
// __ocml_sin_f32) links it from ROCm, else from the distribution's package
// (scripts/setup.sh installs Debian's rocm-device-libs), with no option:
// device-libs-linked.mlir. Without either it fails before serialization,
// naming the call, the library and how to point Fly at ROCm
// (FLY_DEVICE_LIBS_ROOT= stands for a machine without the package).
// REQUIRES: ld.lld
// RUN: env -u ROCM_PATH FLY_DEVICE_LIBS_ROOT= fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=isa" -verify-diagnostics -o /dev/null
// RUN: not env -u ROCM_PATH fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=bin rocm-path=/nonexistent/rocm" 2>&1 | FileCheck %s --check-prefix=GIVEN
// ROCM_PATH counts as the user's pointer to ROCm as well.
// RUN: not env ROCM_PATH=/nonexistent/env-rocm fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=bin" 2>&1 | FileCheck %s --check-prefix=ENV
// GIVEN: error: gpu.module 'trig' calls '__ocml_sin_f32', defined in the ROCm device library ocml.bc; '/nonexistent/rocm' has no amdgcn/bitcode/ocml.bc.
// ENV: error: gpu.module 'trig' calls '__ocml_sin_f32', defined in the ROCm device library ocml.bc; '/nonexistent/env-rocm' has no amdgcn/bitcode/ocml.bc.
module attributes {gpu.container_module} {
  gpu.module @trig {
    gpu.func @sine(%p: !fly.ptr<f32, global>) kernel {
      %x = fly.ptr.load(%p) : (!fly.ptr<f32, global>) -> f32
      // expected-error @+1 {{gpu.module 'trig' calls '__ocml_sin_f32', defined in the ROCm device library ocml.bc; no ROCm installation was given (rocm-path= or ROCM_PATH) and no device-library package was found (Debian: rocm-device-libs). Install the ROCm device libraries and pass rocm-path=<dir> to fly-rocdl-pipeline (or set ROCM_PATH), or avoid the call (e.g. no libm math in kernels)}}
      %s = math.sin %x : f32
      fly.ptr.store(%s, %p) : (f32, !fly.ptr<f32, global>) -> ()
      gpu.return
    }
  }
}
