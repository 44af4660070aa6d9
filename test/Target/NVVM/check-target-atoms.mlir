// fly-nvvm-check-target on the fly_nvvm atoms (lib/Dialect/FlyNVVM/IR/
// Chips.cpp): which chip, and which PTX ISA version, runs each one. From the
// PTX ISA's target notes: stmatrix needs sm_90 (PTX 7.8); mma.sync on
// e4m3/e5m2 (m16n8k32) needs sm_89 and PTX ISA 8.4; ldmatrix (sm_75),
// cp.async and the other mma.sync forms (sm_80, PTX 7.0) run on every chip
// Fly targets. Without features the PTX declares the version LLVM 22's NVPTX
// backend takes as the chip's minimum: 7.0 (sm_80), 7.1 (sm_86), 7.8 (sm_89,
// sm_90), 8.0 (sm_90a), 8.6 (sm_100); `features=+ptxNN` raises it. The
// error is at the op that makes the atom, once (not again at the tiled copy
// or MMA that nests it), naming the op, the payload, the chip and what it
// needs. The same chunks with #nvvm.target are check-target-atoms-attached.mlir.
//
// RUN: not fly-opt %s -split-input-file --fly-nvvm-check-target=chip=sm_80 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80 --implicit-check-not=error:
// RUN: not fly-opt %s -split-input-file --fly-nvvm-check-target=chip=sm_86 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM86 --implicit-check-not=error:
// RUN: not fly-opt %s -split-input-file --fly-nvvm-check-target=chip=sm_89 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM89 --implicit-check-not=error:
// RUN: not fly-opt %s -split-input-file --fly-nvvm-check-target=chip=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90 --implicit-check-not=error:
// RUN: not fly-opt %s -split-input-file --fly-nvvm-check-target=chip=sm_90a -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90A --implicit-check-not=error:
// sm_100 (PTX 8.6 by default) runs all of them.
// RUN: fly-opt %s -split-input-file --fly-nvvm-check-target=chip=sm_100 -o /dev/null
// With features=+ptx84: the fp8 MMA passes on sm_89 and sm_90 (stmatrix
// still needs sm_90), and on sm_90 everything passes; sm_86 still lacks the
// fp8 MMA; +ptx83 is one version short.
// RUN: not fly-opt %s -split-input-file --fly-nvvm-check-target="chip=sm_89 features=+ptx84" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM89-PTX84 --implicit-check-not=error:
// RUN: fly-opt %s -split-input-file --fly-nvvm-check-target="chip=sm_90 features=+ptx84" -o /dev/null
// RUN: fly-opt %s -split-input-file --fly-nvvm-check-target="chip=sm_90a features=+ptx86" -o /dev/null
// RUN: not fly-opt %s -split-input-file --fly-nvvm-check-target="chip=sm_86 features=+ptx84" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM86-PTX84 --implicit-check-not=error:
// RUN: not fly-opt %s -split-input-file --fly-nvvm-check-target="chip=sm_90 features=+ptx83" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90-PTX83 --implicit-check-not=error:
// The pipeline runs the check first with its chip and features: the same
// error stops it (exit code 1) before any lowering.
// RUN: not fly-opt %s -split-input-file --fly-nvvm-pipeline=chip=sm_89 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM89 --implicit-check-not=error:

// Chunk 1: stmatrix, made once and nested in a tiled copy.
// SM80: error: 'fly.make_copy_atom' op uses '!fly_nvvm.stmatrix<x4>', which sm_80 cannot run: stmatrix needs sm_90 or later (Hopper); the chip is sm_80
// SM86: error: 'fly.make_copy_atom' op uses '!fly_nvvm.stmatrix<x4>', which sm_86 cannot run: stmatrix needs sm_90 or later (Hopper); the chip is sm_86
// SM89: error: 'fly.make_copy_atom' op uses '!fly_nvvm.stmatrix<x4>', which sm_89 cannot run: stmatrix needs sm_90 or later (Hopper); the chip is sm_89
// SM89-PTX84: error: 'fly.make_copy_atom' op uses '!fly_nvvm.stmatrix<x4>', which sm_89 cannot run: stmatrix needs sm_90 or later (Hopper); the chip is sm_89
// SM86-PTX84: error: 'fly.make_copy_atom' op uses '!fly_nvvm.stmatrix<x4>', which sm_86 cannot run: stmatrix needs sm_90 or later (Hopper); the chip is sm_86
!st = !fly.copy_atom<!fly_nvvm.stmatrix<x4>, 16>
!tvA = !fly.layout<((4,8),(2,2,2)):((32,1),(16,8,128))>
!t16 = !fly.tile<[16:1|16:1]>
module attributes {gpu.container_module} {
  gpu.module @stmatrix {
    gpu.func @k() kernel {
      %a = fly.make_copy_atom {valBits = 16 : i32} : !st
      %tv = fly.static : !tvA
      %tile = fly.static : !t16
      %tc = fly.make_tiled_copy(%a, %tv, %tile) : (!st, !tvA, !t16) -> !fly.tiled_copy<!st, !tvA, !t16>
      gpu.return
    }
  }
}

// -----

// Chunk 2: stmatrix with trans, as a kernel argument type (the gpu.func is
// the first op that has it).
// SM80: error: 'gpu.func' op uses '!fly_nvvm.stmatrix<x1, trans>', which sm_80 cannot run: stmatrix needs sm_90 or later (Hopper); the chip is sm_80
// SM86: error: 'gpu.func' op uses '!fly_nvvm.stmatrix<x1, trans>', which sm_86 cannot run: stmatrix needs sm_90 or later (Hopper); the chip is sm_86
// SM89: error: 'gpu.func' op uses '!fly_nvvm.stmatrix<x1, trans>', which sm_89 cannot run: stmatrix needs sm_90 or later (Hopper); the chip is sm_89
// SM89-PTX84: error: 'gpu.func' op uses '!fly_nvvm.stmatrix<x1, trans>', which sm_89 cannot run
// SM86-PTX84: error: 'gpu.func' op uses '!fly_nvvm.stmatrix<x1, trans>', which sm_86 cannot run
module attributes {gpu.container_module} {
  gpu.module @stmatrix_arg {
    gpu.func @k(%a: !fly.copy_atom<!fly_nvvm.stmatrix<x1, trans>, 16>) kernel {
      gpu.return
    }
  }
}

// -----

// Chunk 3: the 8-bit float MMA, made once and nested in a tiled MMA.
// SM80: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>', which sm_80 cannot run: mma.sync on 8-bit floats needs sm_89 or later (Ada); the chip is sm_80
// SM86: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>', which sm_86 cannot run: mma.sync on 8-bit floats needs sm_89 or later (Ada); the chip is sm_86
// SM89: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>', which sm_89 cannot run: mma.sync on 8-bit floats needs PTX ISA 8.4, and the PTX would declare 7.8: pass features=+ptx84 (or later) to the pipeline
// SM90: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>', which sm_90 cannot run: mma.sync on 8-bit floats needs PTX ISA 8.4, and the PTX would declare 7.8: pass features=+ptx84 (or later) to the pipeline
// SM90A: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>', which sm_90a cannot run: mma.sync on 8-bit floats needs PTX ISA 8.4, and the PTX would declare 8.0: pass features=+ptx84 (or later) to the pipeline
// SM86-PTX84: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>', which sm_86 cannot run: mma.sync on 8-bit floats needs sm_89 or later (Ada); the chip is sm_86
// SM90-PTX83: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>', which sm_90 cannot run: mma.sync on 8-bit floats needs PTX ISA 8.4, and the PTX would declare 8.3: pass features=+ptx84 (or later) to the pipeline
!f8 = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>
module attributes {gpu.container_module} {
  gpu.module @fp8 {
    gpu.func @k() kernel {
      %a = fly.make_mma_atom : !f8
      %l = fly.static : !fly.layout<(2,1,1):(1,0,0)>
      %t = fly.make_tiled_mma(%a, %l) : (!f8, !fly.layout<(2,1,1):(1,0,0)>) -> !fly.tiled_mma<!f8, !fly.layout<(2,1,1):(1,0,0)>>
      gpu.return
    }
  }
}

// -----

// Chunk 4: the other fp8 pairings (each a payload of its own, each reported
// where it is made).
// SM80: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>', which sm_80 cannot run: mma.sync on 8-bit floats needs sm_89 or later (Ada); the chip is sm_80
// SM80: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E5M2) -> f32>', which sm_80 cannot run
// SM86: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>', which sm_86 cannot run
// SM86: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E5M2) -> f32>', which sm_86 cannot run
// SM89: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>', which sm_89 cannot run: mma.sync on 8-bit floats needs PTX ISA 8.4, and the PTX would declare 7.8
// SM89: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E5M2) -> f32>', which sm_89 cannot run: mma.sync on 8-bit floats needs PTX ISA 8.4, and the PTX would declare 7.8
// SM90: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>', which sm_90 cannot run: mma.sync on 8-bit floats needs PTX ISA 8.4, and the PTX would declare 7.8
// SM90: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E5M2) -> f32>', which sm_90 cannot run: mma.sync on 8-bit floats needs PTX ISA 8.4, and the PTX would declare 7.8
// SM90A: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>', which sm_90a cannot run
// SM90A: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E5M2) -> f32>', which sm_90a cannot run
// SM86-PTX84: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>', which sm_86 cannot run
// SM86-PTX84: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E5M2) -> f32>', which sm_86 cannot run
// SM90-PTX83: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>', which sm_90 cannot run
// SM90-PTX83: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E5M2) -> f32>', which sm_90 cannot run
module attributes {gpu.container_module} {
  gpu.module @fp8_pairs {
    gpu.func @k() kernel {
      %a = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>>
      %b = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E5M2) -> f32>>
      gpu.return
    }
  }
}

// -----

// Chunk 5: every other atom runs on every chip (no error under any RUN):
// ldmatrix in every form, cp.async in every form, and the sm_80 MMAs (f16,
// bf16, tf32, s8/u8).
module attributes {gpu.container_module} {
  gpu.module @everywhere {
    gpu.func @k() kernel {
      %l1 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x1>, 16>
      %l2 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x2, trans>, 16>
      %l4 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x4, trans>, 16>
      %c0 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<32, ca>, 32>
      %c1 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<64, ca>, 32>
      %c2 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<128, ca>, 32>
      %c3 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 16>
      %m0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f32>>
      %m1 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f16>>
      %m2 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>
      %m3 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>
      %m4 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = false, signB = true>>
      %m5 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32>>
      gpu.return
    }
  }
}
