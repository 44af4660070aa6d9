// fly-nvvm-check-target: what an NVIDIA chip cannot run is an error at the op
// that uses it, naming the op, the atom (or op, attribute, scope) and the
// chip, before any lowering; universal atoms pass. The same errors stop
// fly-nvvm-pipeline (its first pass), whose exit code is 1.
// RUN: fly-opt %s -split-input-file --fly-nvvm-check-target="chip=sm_90" -verify-diagnostics -o /dev/null
// RUN: not fly-opt %s -split-input-file --fly-nvvm-pipeline="chip=sm_90" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: not fly-opt %s --fly-nvvm-check-target="chip=sm_70" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHIP

// CHIP: error: fly-nvvm-check-target: unknown chip 'sm_70'; valid chips: sm_80, sm_86, sm_89, sm_90, sm_90a, sm_100
// PIPELINE: error: 'fly.make_mma_atom' op uses the AMD atom '!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>', which sm_90 cannot run

// An MFMA atom: reported once, where it is made, not again where the tiled
// MMA and the call use it.
module attributes {gpu.container_module} {
  gpu.module @mfma {
    gpu.func @k(%pa: !fly.ptr<f16, register>, %pc: !fly.ptr<f32, register>) kernel {
      // expected-error @+1 {{'fly.make_mma_atom' op uses the AMD atom '!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>', which sm_90 cannot run: fly_rocdl atoms need an AMD chip (fly-rocdl-pipeline); for NVIDIA use a universal atom (!fly.universal_copy, !fly.universal_fma, !fly.universal_atomic)}}
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>
      %l = fly.static : !fly.layout<(2,1,1):(1,0,0)>
      %t = fly.make_tiled_mma(%atom, %l) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>, !fly.layout<(2,1,1):(1,0,0)>) -> !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>, !fly.layout<(2,1,1):(1,0,0)>>
      gpu.return
    }
  }
}

// -----

// A buffer copy atom, and a buffer-descriptor pointer as a kernel argument:
// the gpu.func is the first op that has it.
module attributes {gpu.container_module} {
  gpu.module @buffer {
    // expected-error @+1 {{'gpu.func' op uses the AMD buffer-descriptor address space #fly_rocdl.buffer_desc, which sm_90 does not have: use a global pointer}}
    gpu.func @k(%p: !fly.ptr<f32, #fly_rocdl.buffer_desc>) kernel {
      // expected-error @+1 {{'fly.make_copy_atom' op uses the AMD atom '!fly_rocdl.cdna3.buffer_copy<128>', which sm_90 cannot run}}
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
      gpu.return
    }
  }
}

// -----

// AMD ops and attributes.
module attributes {gpu.container_module} {
  gpu.module @amd_ops {
    // expected-error @+1 {{'gpu.func' op has the AMD attribute 'rocdl.waves_per_eu', which means nothing on sm_90: remove it}}
    gpu.func @k() kernel attributes {rocdl.waves_per_eu = 2 : i32} {
      // expected-error @+1 {{'rocdl.sched.barrier' op is an AMD operation (the rocdl dialect), which sm_90 cannot run}}
      rocdl.sched.barrier 0
      gpu.return
    }
  }
}

// -----

// A universal atomic with one of AMDGPU's synchronisation scopes.
module attributes {gpu.container_module} {
  gpu.module @scope {
    gpu.func @k() kernel {
      // expected-error @+1 {{'fly.make_copy_atom' op uses '!fly.universal_atomic<add, f32, "agent">', which sm_90 cannot run: its synchronisation scope "agent" is not an NVPTX scope ("agent" is AMDGPU's); NVPTX has "" (system), "singlethread", "block", "cluster" (sm_90 and later) and "device"}}
      %a = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_atomic<add, f32, "agent">, 32>
      gpu.return
    }
  }
}

// -----

// A module that already has a target: the pipeline attaches its own.
module attributes {gpu.container_module} {
  // expected-error @+1 {{gpu.module 'attached' already has #nvvm.target<chip = "sm_80">, but it is to be compiled for sm_90 with a target attached later; a second target would compile every kernel twice (or for the wrong chip or vendor): remove the module's targets}}
  gpu.module @attached [#nvvm.target<chip = "sm_80">] {
    gpu.func @k() kernel {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error @+1 {{gpu.module 'amd' already has #rocdl.target<chip = "gfx942">, but it is to be compiled for sm_90}}
  gpu.module @amd [#rocdl.target<chip = "gfx942">] {
    gpu.func @k() kernel {
      gpu.return
    }
  }
}

// -----

// Universal atoms, NVPTX scopes (cluster on sm_90) and every op of an
// ordinary kernel pass.
module attributes {gpu.container_module} {
  gpu.module @universal {
    gpu.func @k(%p: !fly.ptr<f32, global>) kernel {
      %c = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      %f = fly.make_mma_atom : !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
      %a = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_atomic<add, f32>, 32>
      %b = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_atomic<max, i32, "block">, 32>
      %d = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_atomic<add, i32, "device">, 32>
      %e = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_atomic<add, i32, "cluster">, 32>
      gpu.return
    }
  }
}
