// RUN: fly-opt %s -split-input-file --convert-fly-to-llvm | FileCheck %s
// RUN: fly-opt %s -split-input-file --convert-fly-to-llvm=register-address-space=5 | FileCheck %s --check-prefix=OPT5
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl | FileCheck %s --check-prefix=ROCDL
// Register memory (allocas) lives where the target's data layout puts
// allocas: address space 5 on AMDGPU (its data layout says A5), 0 on NVPTX
// (the backend takes generic allocas and moves them to .local itself; an
// alloca in 5 is invalid there) and on the host. convert-fly-to-llvm reads,
// per module: the data layout's alloca memory space, else a gpu.module's
// target (#rocdl.target: 5, #nvvm.target: 0), else the
// register-address-space option, else 0. convert-fly-to-rocdl always uses 5.
// Generic, global and shared are 0, 1 and 3 everywhere.

// Nothing names a target: LLVM's default, 0 (the option says otherwise).
// CHECK-LABEL: func.func @no_target(
// CHECK-SAME: -> !llvm.ptr {
// CHECK: llvm.alloca %{{.*}} x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr{{$}}
// CHECK: llvm.alloca %{{.*}} x f16 {alignment = 2 : i64} : (i64) -> !llvm.ptr{{$}}
// OPT5-LABEL: func.func @no_target(
// OPT5: llvm.alloca %{{.*}} x f32 {{.*}} -> !llvm.ptr<5>{{$}}
// OPT5: llvm.alloca %{{.*}} x f16 {{.*}} -> !llvm.ptr<5>{{$}}
// ROCDL-LABEL: func.func @no_target(
// ROCDL: llvm.alloca %{{.*}} x f32 {{.*}} -> !llvm.ptr<5>{{$}}
// ROCDL: llvm.alloca %{{.*}} x f16 {{.*}} -> !llvm.ptr<5>{{$}}
func.func @no_target() -> !fly.ptr<f32, register> {
  %p = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
  %l = fly.static : !fly.layout<(2,3):(3,1)>
  %m = fly.memref.alloca(%l) : (!fly.layout<(2,3):(3,1)>) -> !fly.memref<f16, register, (2,3):(3,1)>
  return %p : !fly.ptr<f32, register>
}

// -----

// The module's data layout decides, over the option.
// CHECK-LABEL: func.func @data_layout(
// CHECK: llvm.alloca %{{.*}} -> !llvm.ptr<7>{{$}}
// OPT5-LABEL: func.func @data_layout(
// OPT5: llvm.alloca %{{.*}} -> !llvm.ptr<7>{{$}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.alloca_memory_space" = 7 : ui64>} {
  func.func @data_layout() -> !fly.ptr<f32, register> {
    %p = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
    return %p : !fly.ptr<f32, register>
  }
}

// -----

// Kernels for both vendors and host code in one module: each gpu.module by
// its target, the host by its own (default) data layout, whatever the
// option says. convert-fly-to-rocdl puts all of them in 5.
// CHECK-LABEL: gpu.module @amd
// CHECK: gpu.func @k(%{{.*}}: !llvm.ptr<1>)
// CHECK: llvm.alloca %{{.*}} x f32 {{.*}} -> !llvm.ptr<5>{{$}}
// CHECK: llvm.store %{{.*}} : f32, !llvm.ptr<5>{{$}}
// CHECK-LABEL: gpu.module @nvidia
// CHECK: gpu.func @k(%{{.*}}: !llvm.ptr<1>)
// CHECK: llvm.alloca %{{.*}} x f32 {{.*}} -> !llvm.ptr{{$}}
// CHECK: llvm.store %{{.*}} : f32, !llvm.ptr{{$}}
// CHECK-LABEL: gpu.module @nvidia_dl
// CHECK: llvm.alloca %{{.*}} x f32 {{.*}} -> !llvm.ptr<9>{{$}}
// CHECK-LABEL: gpu.module @untargeted
// CHECK: llvm.alloca %{{.*}} x f32 {{.*}} -> !llvm.ptr{{$}}
// CHECK-LABEL: func.func @host(
// CHECK: llvm.alloca %{{.*}} x f32 {{.*}} -> !llvm.ptr{{$}}
// OPT5-LABEL: gpu.module @amd
// OPT5: llvm.alloca %{{.*}} -> !llvm.ptr<5>{{$}}
// OPT5-LABEL: gpu.module @nvidia
// OPT5: llvm.alloca %{{.*}} -> !llvm.ptr{{$}}
// OPT5-LABEL: gpu.module @nvidia_dl
// OPT5: llvm.alloca %{{.*}} -> !llvm.ptr<9>{{$}}
// OPT5-LABEL: gpu.module @untargeted
// OPT5: llvm.alloca %{{.*}} -> !llvm.ptr<5>{{$}}
// OPT5-LABEL: func.func @host(
// OPT5: llvm.alloca %{{.*}} -> !llvm.ptr<5>{{$}}
// ROCDL-LABEL: gpu.module @amd
// ROCDL: llvm.alloca %{{.*}} -> !llvm.ptr<5>{{$}}
module attributes {gpu.container_module} {
  gpu.module @amd [#rocdl.target<chip = "gfx942">] {
    gpu.func @k(%g: !fly.ptr<f32, global>) kernel {
      %p = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %x = fly.ptr.load(%g) : (!fly.ptr<f32, global>) -> f32
      fly.ptr.store(%x, %p) : (f32, !fly.ptr<f32, register>) -> ()
      gpu.return
    }
  }
  gpu.module @nvidia [#nvvm.target<chip = "sm_80">] {
    gpu.func @k(%g: !fly.ptr<f32, global>) kernel {
      %p = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %x = fly.ptr.load(%g) : (!fly.ptr<f32, global>) -> f32
      fly.ptr.store(%x, %p) : (f32, !fly.ptr<f32, register>) -> ()
      gpu.return
    }
  }
  // A gpu.module's own data layout comes before its target.
  gpu.module @nvidia_dl [#nvvm.target<chip = "sm_80">] attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.alloca_memory_space" = 9 : ui64>} {
    gpu.func @k() kernel {
      %p = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      gpu.return
    }
  }
  // No target yet (a pipeline attaches it later): the option, else 0.
  gpu.module @untargeted {
    gpu.func @k() kernel {
      %p = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      gpu.return
    }
  }
  func.func @host() {
    %p = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
    return
  }
}

// -----

// A host module's data layout does not describe its gpu.modules: the
// NVIDIA kernel keeps address space 0 under a host layout that says 5.
// CHECK-LABEL: gpu.module @nvidia_under_host_dl
// CHECK: llvm.alloca %{{.*}} -> !llvm.ptr{{$}}
// CHECK-LABEL: func.func @host_dl(
// CHECK: llvm.alloca %{{.*}} -> !llvm.ptr<5>{{$}}
module attributes {gpu.container_module, dlti.dl_spec = #dlti.dl_spec<"dlti.alloca_memory_space" = 5 : ui64>} {
  gpu.module @nvidia_under_host_dl [#nvvm.target<chip = "sm_80">] {
    gpu.func @k() kernel {
      %p = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      gpu.return
    }
  }
  func.func @host_dl() {
    %p = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
    return
  }
}
