// FlyDSL accepts gfx1250.wmma<16x16x32, (i4, i4) -> i32> (and so does the
// type verifier here, for IR compatibility), but LLVM 22's gfx1250 backend
// has no v_wmma_i32_16x16x32_iu4 and aborts in instruction selection
// ("Cannot select: intrinsic %llvm.amdgcn.wmma.i32.16x16x32.iu4"). The
// legality check reports it before any code is generated, and the pipeline
// exits 1 with that diagnostic instead of crashing.
// RUN: fly-opt %s --fly-rocdl-check-target -verify-diagnostics
// The pipeline checks only atoms that are used (this one is not, and
// compiles to nothing: no crash either way).
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx1250 format=isa" 2>&1 | FileCheck %s
// CHECK-NOT: LLVM ERROR
// CHECK: gpu.binary @iu4

gpu.module @iu4 [#rocdl.target<chip = "gfx1250">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'fly.make_mma_atom' op uses an atom the target cannot run: '!fly_rocdl.gfx1250.wmma<16x16x32, (i4, i4) -> i32, signA = false, signB = false, clamp = false>' (iu4) is not selectable for gfx1250 by LLVM 22 (no v_wmma_i32_16x16x32_iu4 on gfx1250); use iu8 16x16x64}}
    %a = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (i4, i4) -> i32>>
    gpu.return
  }
}
