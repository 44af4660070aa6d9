// RUN: fly-opt %s --fly-rocdl-check-target -split-input-file -verify-diagnostics
// RUN: fly-opt %s --convert-fly-to-rocdl -split-input-file -verify-diagnostics
// Per-chip legality: every atom used in a gpu.module is
// checked against the chip of its #rocdl.target and the module's wave size
// before any code is generated, by the check pass and by the conversion.

!mfma = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>
gpu.module @mfma_on_rdna4 [#rocdl.target<chip = "gfx1201">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'fly.make_mma_atom' op uses an atom the target cannot run: '!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>' needs CDNA (gfx942/gfx950); the target chip is gfx1201}}
    %a = fly.make_mma_atom : !mfma
    gpu.return
  }
}

// -----

!tdm = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
gpu.module @tdm_on_cdna3 [#rocdl.target<chip = "gfx942">] {
  // A kernel argument of an illegal atom type is reported at the function.
  // expected-error @+1 {{'gpu.func' op uses an atom the target cannot run: '!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>' needs gfx1250; the target chip is gfx942}}
  gpu.func @k(%t: !tdm) kernel {
    gpu.return
  }
}

// -----

!w = !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>
gpu.module @wmma_wave64 [#rocdl.target<chip = "gfx1100", features = "+wavefrontsize64">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'!fly_rocdl.gfx11.wmma<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>' is a wave32 atom, but the module runs wave64}}
    %a = fly.make_mma_atom : !w
    gpu.return
  }
}

// -----

// gfx1250 runs wave32 only.
// expected-error @+1 {{wave size 64 is not supported by gfx1250 (gfx1250 runs wave32)}}
gpu.module @gfx1250_wave64 [#rocdl.target<chip = "gfx1250", features = "+wavefrontsize64">] {
}

// -----

// expected-error @+1 {{unknown chip 'gfx908' in #rocdl.target<chip = "gfx908">; Fly targets: gfx942, gfx950, gfx1100, gfx1101, gfx1102, gfx1103, gfx1150, gfx1151, gfx1152, gfx1153, gfx1200, gfx1201, gfx1250}}
gpu.module @old_chip [#rocdl.target<chip = "gfx908">] {
}

// -----

// FNUZ fp8 is gfx942's format; on gfx950 FlyDSL's kernels still name it
// and get gfx950's fp8 instruction (which reads OCP fp8): accepted there.
// OCP fp8 has no instruction on gfx942.
!f8 = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>
gpu.module @fnuz_on_gfx950 [#rocdl.target<chip = "gfx950">] {
  gpu.func @k() kernel {
    %a = fly.make_mma_atom : !f8
    gpu.return
  }
}

// -----

!ocp = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FN, f8E4M3FN) -> f32>>
gpu.module @ocp_on_gfx942 [#rocdl.target<chip = "gfx942">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{needs gfx950 for OCP fp8 (gfx942 uses FNUZ fp8); the target chip is gfx942}}
    %a = fly.make_mma_atom : !ocp
    gpu.return
  }
}

// -----

// The double-rate f16 shape is new in gfx950.
!d = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f16, f16) -> f32>>
gpu.module @double_rate_on_gfx942 [#rocdl.target<chip = "gfx942">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{needs gfx950 for this shape; the target chip is gfx942}}
    %a = fly.make_mma_atom : !d
    gpu.return
  }
}

// -----

// The LDS DMA of 128 bits needs gfx950; LDS DMA does not exist on RDNA.
!l128 = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 32>
!l32 = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<32>, 32>
gpu.module @lds_dma_128_on_gfx942 [#rocdl.target<chip = "gfx942">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{needs gfx950 for 128 bits; the target chip is gfx942}}
    %a = fly.make_copy_atom {valBits = 32 : i32} : !l128
    gpu.return
  }
}
gpu.module @lds_dma_on_rdna4 [#rocdl.target<chip = "gfx1200">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{needs CDNA (gfx942/gfx950); the target chip is gfx1200}}
    %a = fly.make_copy_atom {valBits = 32 : i32} : !l32
    gpu.return
  }
}

// -----

// Legal combinations pass: buffer copies everywhere, MFMA on CDNA, the
// gfx12 WMMA on gfx1201 in wave32 and a module without a ROCDL target.
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
!mfma = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>
!w12 = !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>
gpu.module @ok_cdna [#rocdl.target<chip = "gfx950">] {
  gpu.func @k() kernel {
    %a = fly.make_copy_atom {valBits = 16 : i32} : !bc
    %m = fly.make_mma_atom : !mfma
    gpu.return
  }
}
gpu.module @ok_rdna4 [#rocdl.target<chip = "gfx1201", features = "+wavefrontsize32">] {
  gpu.func @k() kernel {
    %a = fly.make_copy_atom {valBits = 16 : i32} : !bc
    %w = fly.make_mma_atom : !w12
    gpu.return
  }
}
gpu.module @no_target {
  gpu.func @k() kernel {
    %m = fly.make_mma_atom : !mfma
    gpu.return
  }
}
