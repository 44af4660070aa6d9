// fly-nvvm-check-target without the chip option on the fly_nvvm atoms: each
// gpu.module with an #nvvm.target is checked against that target's chip and
// its `features` (the PTX version, as nvvm-attach-target would set it), the
// same rules as check-target-atoms.mlir: stmatrix needs sm_90, the 8-bit
// float mma.sync sm_89 and PTX ISA 8.4 (7.8 by default on sm_89 and sm_90,
// 8.0 on sm_90a, 8.6 on sm_100).
// RUN: fly-opt %s -split-input-file --fly-nvvm-check-target -verify-diagnostics -o /dev/null

module attributes {gpu.container_module} {
  gpu.module @ampere [#nvvm.target<chip = "sm_86">] {
    gpu.func @k() kernel {
      // expected-error @+1 {{'fly.make_copy_atom' op uses '!fly_nvvm.stmatrix<x2>', which sm_86 cannot run: stmatrix needs sm_90 or later (Hopper); the chip is sm_86}}
      %s = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x2>, 16>
      gpu.return
    }
  }
  // A PTX version feature does not make up for the chip.
  gpu.module @ampere_ptx84 [#nvvm.target<chip = "sm_80", features = "+ptx84">] {
    gpu.func @k() kernel {
      // expected-error @+1 {{'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>', which sm_80 cannot run: mma.sync on 8-bit floats needs sm_89 or later (Ada); the chip is sm_80}}
      %m = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>>
      gpu.return
    }
  }
}

// -----

// sm_89: the fp8 MMA needs the feature; with it (a second module) it passes,
// stmatrix does not.
module attributes {gpu.container_module} {
  gpu.module @ada [#nvvm.target<chip = "sm_89">] {
    gpu.func @k() kernel {
      // expected-error @+1 {{'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>', which sm_89 cannot run: mma.sync on 8-bit floats needs PTX ISA 8.4, and the PTX would declare 7.8: pass features=+ptx84 (or later) to the pipeline}}
      %m = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>>
      gpu.return
    }
  }
  gpu.module @ada_ptx84 [#nvvm.target<chip = "sm_89", features = "+ptx84">] {
    gpu.func @k() kernel {
      %m = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>>
      // expected-error @+1 {{'fly.make_copy_atom' op uses '!fly_nvvm.stmatrix<x4, trans>', which sm_89 cannot run: stmatrix needs sm_90 or later (Hopper); the chip is sm_89}}
      %s = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x4, trans>, 16>
      gpu.return
    }
  }
}

// -----

// sm_90: stmatrix passes; the fp8 MMA needs the feature (a later version
// does too), sm_90a declares 8.0 by default.
module attributes {gpu.container_module} {
  gpu.module @hopper [#nvvm.target<chip = "sm_90">] {
    gpu.func @k() kernel {
      %s = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x4>, 16>
      // expected-error @+1 {{'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>', which sm_90 cannot run: mma.sync on 8-bit floats needs PTX ISA 8.4, and the PTX would declare 7.8: pass features=+ptx84 (or later) to the pipeline}}
      %m = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>
      gpu.return
    }
  }
  gpu.module @hopper_ptx85 [#nvvm.target<chip = "sm_90", features = "+ptx85">] {
    gpu.func @k() kernel {
      %s = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x4>, 16>
      %m = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>
      gpu.return
    }
  }
  gpu.module @hopper_a [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k() kernel {
      // expected-error @+1 {{'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E5M2) -> f32>', which sm_90a cannot run: mma.sync on 8-bit floats needs PTX ISA 8.4, and the PTX would declare 8.0: pass features=+ptx84 (or later) to the pipeline}}
      %m = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E5M2) -> f32>>
      gpu.return
    }
  }
}

// -----

// sm_100 declares PTX 8.6: everything passes. A module without a target is
// not checked.
module attributes {gpu.container_module} {
  gpu.module @blackwell [#nvvm.target<chip = "sm_100">] {
    gpu.func @k() kernel {
      %s = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x4>, 16>
      %m = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>
      gpu.return
    }
  }
  gpu.module @untargeted {
    gpu.func @k() kernel {
      %s = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x4>, 16>
      %m = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>
      gpu.return
    }
  }
}
