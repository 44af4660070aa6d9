// fly-rocdl-pipeline attaches the #rocdl.target itself (after the gpu.module
// nest). FlyDSL 0.3.2's front end attaches one too: a target that agrees
// with the pipeline (the same chip, nothing the pipeline does not set) is
// taken over by fly-rocdl-adopt-target, so the kernel is compiled once. A
// target for another chip, or one asking for flags or features of its own,
// is an error before any lowering: its kernels would otherwise be lowered
// with the wrong chip's buffer-descriptor flags, or twice (FlyDSL #1054).
// RUN: fly-opt %s -split-input-file --fly-rocdl-pipeline="chip=gfx942 format=isa" -verify-diagnostics -o /dev/null
//
// The accepted modules come out with exactly one target, the pipeline's.
// RUN: fly-opt %s -split-input-file --fly-lower-to-llvm="chip=gfx942" -verify-diagnostics | FileCheck %s

module attributes {gpu.container_module} {
  // expected-error @+1 {{gpu.module 'other_chip' carries #rocdl.target<chip = "gfx1201"> with chip 'gfx1201', but it is compiled for gfx942 (wave64, O2): remove the module's target or compile for its chip}}
  gpu.module @other_chip [#rocdl.target<chip = "gfx1201">] {
    gpu.func @k(%p: !fly.ptr<f32, global>) kernel {
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.module @same_chip [#rocdl.target<chip = "gfx942">] attributes
// CHECK-NOT: #rocdl.target
// CHECK: llvm.func @k
module attributes {gpu.container_module} {
  gpu.module @same_chip [#rocdl.target<chip = "gfx942">] {
    gpu.func @k(%p: !fly.ptr<f32, global>) kernel {
      gpu.return
    }
  }
}

// -----

// The wave size the pipeline compiles for, spelled as a feature, agrees.
// CHECK-LABEL: gpu.module @same_wave [#rocdl.target<chip = "gfx942">] attributes
// CHECK-NOT: #rocdl.target
// CHECK: llvm.func @k
module attributes {gpu.container_module} {
  gpu.module @same_wave [#rocdl.target<chip = "gfx942", features = "+wavefrontsize64">] {
    gpu.func @k(%p: !fly.ptr<f32, global>) kernel {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error @+1 {{gpu.module 'other_wave' carries #rocdl.target<chip = "gfx942", features = "+wavefrontsize32"> with features "+wavefrontsize32", but it is compiled for gfx942}}
  gpu.module @other_wave [#rocdl.target<chip = "gfx942", features = "+wavefrontsize32">] {
    gpu.func @k(%p: !fly.ptr<f32, global>) kernel {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error @+1 {{with flags (set them as pipeline options: fast-math, unsafe-math, wave64)}}
  gpu.module @flags [#rocdl.target<chip = "gfx942", flags = {fast}>] {
    gpu.func @k(%p: !fly.ptr<f32, global>) kernel {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error @+1 {{with O = 3 (the pipeline's opt-level is 2)}}
  gpu.module @opt_level [#rocdl.target<O = 3, chip = "gfx942">] {
    gpu.func @k(%p: !fly.ptr<f32, global>) kernel {
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.module @no_target [#rocdl.target<chip = "gfx942">] attributes
module attributes {gpu.container_module} {
  gpu.module @no_target {
    gpu.func @k(%p: !fly.ptr<f32, global>) kernel {
      gpu.return
    }
  }
}
