// fly-rocdl-pipeline does not check an atom that is made and never used:
// nothing runs it (FlyDSL's flash attention makes a gfx950-only 32x32x16
// bf16 MFMA atom on every chip and calls it on gfx950 only). The same atom
// used by a call is an error on gfx942, and fly-rocdl-check-target alone
// still reports the unused one.
// RUN: fly-opt %s -split-input-file --fly-rocdl-pipeline="chip=gfx942 format=isa" -verify-diagnostics | FileCheck %s
// RUN: not fly-opt %s -split-input-file --fly-rocdl-check-target=chip=gfx942 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALONE
// ALONE: error: 'fly.make_mma_atom' op uses an atom the target cannot run: '!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>' needs gfx950 for this shape; the target chip is gfx942

// CHECK: .amdhsa_kernel unused
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @unused(%p: !fly.ptr<f32, global>) kernel {
      %a = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>
      %x = fly.ptr.load(%p) : (!fly.ptr<f32, global>) -> f32
      fly.ptr.store(%x, %p) : (f32, !fly.ptr<f32, global>) -> ()
      gpu.return
    }
  }
}

// -----

!atom = !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @used(%a: !fly.memref<bf16, register, 8:1>, %b: !fly.memref<bf16, register, 8:1>, %c: !fly.memref<f32, register, 16:1>) kernel {
      // expected-error @+1 {{needs gfx950 for this shape; the target chip is gfx942}}
      %atom = fly.make_mma_atom : !atom
      fly.mma_atom_call(%atom, %c, %a, %b, %c) : (!atom, !fly.memref<f32, register, 16:1>, !fly.memref<bf16, register, 8:1>, !fly.memref<bf16, register, 8:1>, !fly.memref<f32, register, 16:1>) -> ()
      gpu.return
    }
  }
}
