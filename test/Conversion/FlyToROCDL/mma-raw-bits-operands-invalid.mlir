// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl -verify-diagnostics
// Raw-integer MMA operands (issue 13 B) still have to hold what the
// instruction reads per lane: a gfx1250 16x16x128 operand is 64 values per
// lane (fp4: 256 bits, vector<64xi4>), and the LLVM intrinsic takes no
// narrower word vector (IntrinsicsAMDGPU.td: 8, 12 or 16 x i32), so 32 x i4
// (the per-lane count of the gfx950 scaled MFMA) is an error naming the
// operand type, never a silent widening.

!ws = !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
module attributes {gpu.container_module} {
  gpu.module @m [#rocdl.target<chip = "gfx1250">] {
    func.func @fp4_half_operand(%a: vector<32xi4>, %b: vector<64xi4>, %c: vector<8xf32>) -> vector<8xf32> {
      %atom = fly.make_mma_atom : !ws
      // expected-error @+2 {{operand A holds 128 bits per lane ('vector<32xi4>'), but wmma.scale.f32.16x16x128.f8f6f4 takes 'vector<8xi32>'}}
      // expected-error @+1 {{failed to legalize operation}}
      %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!ws, vector<32xi4>, vector<64xi4>, vector<8xf32>) -> vector<8xf32>
      return %d : vector<8xf32>
    }
  }
}
