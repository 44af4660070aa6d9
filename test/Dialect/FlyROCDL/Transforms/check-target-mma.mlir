// RUN: fly-opt %s --fly-rocdl-check-target -split-input-file -verify-diagnostics
// RUN: fly-opt %s --convert-fly-to-rocdl -split-input-file -verify-diagnostics
// Per-chip legality of the MMA atoms, the wrong-chip cases
// check-target.mlir does not cover: each atom used on a chip of another
// family, the OCP fp8 MFMA on gfx942 and one gfx950-only MFMA shape per
// element class on gfx942. The check pass and the conversion both reject them
// at the op that makes the atom.

// Scaled MFMA exists only on gfx950.
!ms = !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>
gpu.module @mfma_scale_on_gfx942 [#rocdl.target<chip = "gfx942">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'fly.make_mma_atom' op uses an atom the target cannot run: '!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>' needs CDNA4 (gfx950); the target chip is gfx942}}
    %a = fly.make_mma_atom : !ms
    gpu.return
  }
}

// -----

!ms = !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<32x32x64, (f4E2M1FN, f6E2M3FN) -> f32, opselA = 1, opselB = 2>>
gpu.module @mfma_scale_on_gfx1250 [#rocdl.target<chip = "gfx1250">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'!fly_rocdl.cdna4.mfma_scale<32x32x64, (f4E2M1FN, f6E2M3FN) -> f32, opselA = 1, opselB = 2>' needs CDNA4 (gfx950); the target chip is gfx1250}}
    %a = fly.make_mma_atom : !ms
    gpu.return
  }
}

// -----

// OCP fp8 (f8E4M3FN / f8E5M2) is gfx950's encoding; gfx942 has FNUZ.
!ocp = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FN, f8E4M3FN) -> f32>>
gpu.module @ocp_fp8_on_gfx942 [#rocdl.target<chip = "gfx942">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FN, f8E4M3FN) -> f32>' needs gfx950 for OCP fp8 (gfx942 uses FNUZ fp8); the target chip is gfx942}}
    %a = fly.make_mma_atom : !ocp
    gpu.return
  }
}

// -----

!ocp = !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f8E5M2, f8E4M3FN) -> f32>>
gpu.module @ocp_bf8_fp8_on_gfx942 [#rocdl.target<chip = "gfx942">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'!fly_rocdl.cdna3.mfma<32x32x16, (f8E5M2, f8E4M3FN) -> f32>' needs gfx950 for OCP fp8 (gfx942 uses FNUZ fp8); the target chip is gfx942}}
    %a = fly.make_mma_atom : !ocp
    gpu.return
  }
}

// -----

// gfx950-only MFMA shapes on gfx942: f16 (32x32x16), bf16 (16x16x32), i8
// (32x32x32 and 16x16x64); the f16 16x16x32 case is in check-target.mlir.
!m = !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (f16, f16) -> f32>>
gpu.module @f16_32x32x16_on_gfx942 [#rocdl.target<chip = "gfx942">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'!fly_rocdl.cdna3.mfma<32x32x16, (f16, f16) -> f32>' needs gfx950 for this shape; the target chip is gfx942}}
    %a = fly.make_mma_atom : !m
    gpu.return
  }
}

// -----

!m = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>
gpu.module @bf16_16x16x32_on_gfx942 [#rocdl.target<chip = "gfx942">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>' needs gfx950 for this shape; the target chip is gfx942}}
    %a = fly.make_mma_atom : !m
    gpu.return
  }
}

// -----

!m = !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x32, (i8, i8) -> i32>>
gpu.module @i8_32x32x32_on_gfx942 [#rocdl.target<chip = "gfx942">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'!fly_rocdl.cdna3.mfma<32x32x32, (i8, i8) -> i32>' needs gfx950 for this shape; the target chip is gfx942}}
    %a = fly.make_mma_atom : !m
    gpu.return
  }
}

// -----

!m = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x64, (i8, i8) -> i32>>
gpu.module @i8_16x16x64_on_gfx942 [#rocdl.target<chip = "gfx942">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'!fly_rocdl.cdna3.mfma<16x16x64, (i8, i8) -> i32>' needs gfx950 for this shape; the target chip is gfx942}}
    %a = fly.make_mma_atom : !m
    gpu.return
  }
}

// -----

// The RDNA3 WMMA (A/B replicated over the half-waves) on RDNA4 and gfx1250.
!w11 = !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>
gpu.module @gfx11_wmma_on_gfx1201 [#rocdl.target<chip = "gfx1201">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'!fly_rocdl.gfx11.wmma<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>' needs RDNA3 (gfx11); the target chip is gfx1201}}
    %a = fly.make_mma_atom : !w11
    gpu.return
  }
}

// -----

!w11 = !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (i8, i8) -> i32, signA = true, signB = false, clamp = false>>
gpu.module @gfx11_wmma_on_gfx1250 [#rocdl.target<chip = "gfx1250">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'!fly_rocdl.gfx11.wmma<16x16x16, (i8, i8) -> i32, signA = true, signB = false, clamp = false>' needs RDNA3 (gfx11); the target chip is gfx1250}}
    %a = fly.make_mma_atom : !w11
    gpu.return
  }
}

// -----

// The RDNA4 WMMA on gfx1250 and on RDNA3.
!w12 = !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>>
gpu.module @gfx120x_wmma_on_gfx1250 [#rocdl.target<chip = "gfx1250">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'!fly_rocdl.gfx120x.wmma<16x16x16, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>' needs RDNA4 (gfx1200/gfx1201); the target chip is gfx1250}}
    %a = fly.make_mma_atom : !w12
    gpu.return
  }
}

// -----

!w12 = !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>
gpu.module @gfx120x_wmma_on_gfx1100 [#rocdl.target<chip = "gfx1100">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'!fly_rocdl.gfx120x.wmma<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>' needs RDNA4 (gfx1200/gfx1201); the target chip is gfx1100}}
    %a = fly.make_mma_atom : !w12
    gpu.return
  }
}

// -----

// The gfx1250 WMMA and scaled WMMA on RDNA4 (and on CDNA).
!w = !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>
gpu.module @gfx1250_wmma_on_gfx1201 [#rocdl.target<chip = "gfx1201">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'!fly_rocdl.gfx1250.wmma<16x16x32, (f16, f16) -> f32, signA = false, signB = false, clamp = false>' needs gfx1250; the target chip is gfx1201}}
    %a = fly.make_mma_atom : !w
    gpu.return
  }
}

// -----

!ws = !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
gpu.module @gfx1250_wmma_scale_on_gfx1201 [#rocdl.target<chip = "gfx1201">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>' needs gfx1250; the target chip is gfx1201}}
    %a = fly.make_mma_atom : !ws
    gpu.return
  }
}

// -----

!ws = !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 16>>
gpu.module @gfx1250_wmma_scale_on_gfx950 [#rocdl.target<chip = "gfx950">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 16>' needs gfx1250; the target chip is gfx950}}
    %a = fly.make_mma_atom : !ws
    gpu.return
  }
}

// -----

// The same atoms on their own chips pass (no diagnostic).
!ms = !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>
!ocp = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FN, f8E4M3FN) -> f32>>
!m = !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x32, (i8, i8) -> i32>>
!w11 = !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>
!w = !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>
!ws = !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
gpu.module @ok_gfx950 [#rocdl.target<chip = "gfx950">] {
  gpu.func @k() kernel {
    %a = fly.make_mma_atom : !ms
    %b = fly.make_mma_atom : !ocp
    %c = fly.make_mma_atom : !m
    gpu.return
  }
}
gpu.module @ok_gfx1151 [#rocdl.target<chip = "gfx1151">] {
  gpu.func @k() kernel {
    %a = fly.make_mma_atom : !w11
    gpu.return
  }
}
gpu.module @ok_gfx1250 [#rocdl.target<chip = "gfx1250">] {
  gpu.func @k() kernel {
    %a = fly.make_mma_atom : !w
    %b = fly.make_mma_atom : !ws
    gpu.return
  }
}
