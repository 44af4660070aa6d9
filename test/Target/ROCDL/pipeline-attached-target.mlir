// fly-rocdl-pipeline attaches the #rocdl.target itself (after the gpu.module
// nest). A module that already has one would get a second:
// for another chip its kernels would be lowered with the wrong chip's
// buffer-descriptor flags, for the same chip every kernel would be compiled
// twice (FlyDSL issue #1054). Both are errors before any lowering.
// RUN: fly-opt %s -split-input-file --fly-rocdl-pipeline="chip=gfx942 format=isa" -verify-diagnostics -o /dev/null
//
// The same IR without its target compiles (the last split), and
// fly-rocdl-check-target without a chip accepts attached targets.
// RUN: fly-opt %s -split-input-file --fly-rocdl-check-target -o /dev/null

module attributes {gpu.container_module} {
  // expected-error @+1 {{gpu.module 'other_chip' already has #rocdl.target<chip = "gfx1201">, but it is to be compiled for gfx942 with a target attached later; a second target would compile every kernel twice (or for the wrong chip): remove the module's targets}}
  gpu.module @other_chip [#rocdl.target<chip = "gfx1201">] {
    gpu.func @k(%p: !fly.ptr<f32, global>) kernel {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error @+1 {{gpu.module 'same_chip' already has #rocdl.target<chip = "gfx942">}}
  gpu.module @same_chip [#rocdl.target<chip = "gfx942">] {
    gpu.func @k(%p: !fly.ptr<f32, global>) kernel {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @no_target {
    gpu.func @k(%p: !fly.ptr<f32, global>) kernel {
      gpu.return
    }
  }
}
