// RUN: fly-opt %s -split-input-file --convert-fly-to-llvm --verify-diagnostics
// RUN: not fly-opt %s --convert-fly-to-llvm=register-address-space=-2 2>&1 | FileCheck %s --check-prefix=OPTION
// Where register memory cannot be placed, the pass says so at the module.

// OPTION: error: convert-fly-to-llvm: register-address-space must be an address space number or -1 (derive it), got -2

// One gpu.module compiled for AMDGPU and NVPTX would need its allocas in 5
// for one and 0 for the other.
module attributes {gpu.container_module} {
  // expected-error @+1 {{targets #rocdl.target<chip = "gfx942"> and #nvvm.target<chip = "sm_80"> put register memory (allocas) in different address spaces (5 and 0); compile them from separate gpu.modules}}
  gpu.module @both [#rocdl.target<chip = "gfx942">, #nvvm.target<chip = "sm_80">] {
    gpu.func @k() kernel {
      %p = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      gpu.return
    }
  }
}

// -----

// expected-error @+1 {{the alloca memory space of the data layout must be an address space number, got "private"}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.alloca_memory_space" = "private">} {
  func.func @k() {
    %p = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
    return
  }
}
