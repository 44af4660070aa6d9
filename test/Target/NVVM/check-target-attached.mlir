// fly-nvvm-check-target without the chip option: each gpu.module that carries
// an #nvvm.target is checked against that target's chip (an unknown chip is an
// error listing the valid ones); modules without one, or with an AMD target,
// are left alone. The "cluster" scope needs sm_90 or later.
// RUN: fly-opt %s -split-input-file --fly-nvvm-check-target -verify-diagnostics -o /dev/null

module attributes {gpu.container_module} {
  gpu.module @hopper [#nvvm.target<chip = "sm_90">] {
    gpu.func @k() kernel {
      // expected-error @+1 {{'fly.make_mma_atom' op uses the AMD atom '!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>', which sm_90 cannot run}}
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error @+1 {{unknown chip 'sm_75' in #nvvm.target<chip = "sm_75">; valid chips: sm_80, sm_86, sm_89, sm_90, sm_90a, sm_100}}
  gpu.module @turing [#nvvm.target<chip = "sm_75">] {
    gpu.func @k() kernel {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @ampere [#nvvm.target<chip = "sm_80">] {
    gpu.func @k() kernel {
      // expected-error @+1 {{'fly.make_copy_atom' op uses '!fly.universal_atomic<add, i32, "cluster">', which sm_80 cannot run: its synchronisation scope "cluster" needs thread block clusters, which sm_80 (Ampere) does not have (sm_90 and later)}}
      %e = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_atomic<add, i32, "cluster">, 32>
      gpu.return
    }
  }
}

// -----

// An AMD module and a module without a target: not this pass's business.
module attributes {gpu.container_module} {
  gpu.module @amd [#rocdl.target<chip = "gfx942">] {
    gpu.func @k() kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>
      gpu.return
    }
  }
  gpu.module @untargeted {
    gpu.func @k() kernel {
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>
      gpu.return
    }
  }
}
