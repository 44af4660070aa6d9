// Legality against the `chip` option for gpu.modules that have no target
// yet ("or the chip option of convert-fly-to-rocdl when no
// target is attached yet"), in the conversion and in the check pass.
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl="chip=gfx1201" -verify-diagnostics -o /dev/null
// RUN: fly-opt %s -split-input-file --fly-rocdl-check-target="chip=gfx1201" -verify-diagnostics -o /dev/null
// (A module's own target wins over the option in the conversion:
// test/Conversion/FlyToROCDL/pending-chip.mlir; the check with a chip
// rejects attached targets:
// test/Target/ROCDL/pipeline-attached-target.mlir.)

gpu.module @mfma_pending {
  gpu.func @k() kernel {
    // expected-error @+1 {{'fly.make_mma_atom' op uses an atom the target cannot run: '!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>' needs CDNA (gfx942/gfx950); the target chip is gfx1201}}
    %a = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>
    gpu.return
  }
}

// -----

// A gfx12 WMMA is fine for gfx1201 (no diagnostic expected).
gpu.module @wmma_pending {
  gpu.func @k() kernel {
    %a = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>
    gpu.return
  }
}
