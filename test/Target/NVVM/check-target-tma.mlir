// fly-nvvm-check-target on the TMA atom !fly_nvvm.tma_load (lib/Dialect/
// FlyNVVM/IR/Chips.cpp). PTX ISA "cp.async.bulk.tensor": requires sm_90 or
// higher, introduced in PTX ISA 8.0. sm_80, sm_86 and sm_89 cannot run it:
// an error at the first op that uses the atom type (where it is made, or
// the kernel that takes it as an argument), once, naming the op, the
// payload, the chip and what it needs; the set_value and the call that use
// the same atom type are not reported again. sm_90a (PTX 8.0 by default)
// and sm_100 (PTX 8.6) run it, and so does sm_90 with features=+ptx80. (On
// plain sm_90 the PTX would declare 7.8, which has no cp.async.bulk.tensor:
// that case is a bug of the check, tested in check-target-tma-ptx.mlir.)
//
// RUN: not fly-opt %s -split-input-file --fly-nvvm-check-target=chip=sm_80 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80 --implicit-check-not=error:
// RUN: not fly-opt %s -split-input-file --fly-nvvm-check-target=chip=sm_86 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM86 --implicit-check-not=error:
// RUN: not fly-opt %s -split-input-file --fly-nvvm-check-target=chip=sm_89 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM89 --implicit-check-not=error:
// A later PTX version does not help an older chip.
// RUN: not fly-opt %s -split-input-file --fly-nvvm-check-target="chip=sm_89 features=+ptx86" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM89 --implicit-check-not=error:
// RUN: fly-opt %s -split-input-file --fly-nvvm-check-target=chip=sm_90a -o /dev/null 2>&1 | FileCheck %s --check-prefix=OK --allow-empty --implicit-check-not=error:
// RUN: fly-opt %s -split-input-file --fly-nvvm-check-target=chip=sm_100 -o /dev/null 2>&1 | FileCheck %s --check-prefix=OK --allow-empty --implicit-check-not=error:
// RUN: fly-opt %s -split-input-file --fly-nvvm-check-target="chip=sm_90 features=+ptx80" -o /dev/null 2>&1 | FileCheck %s --check-prefix=OK --allow-empty --implicit-check-not=error:
// The pipeline runs the check first: the same error stops it (exit code 1,
// no crash in the NVPTX backend) before any lowering.
// RUN: not fly-opt %s -split-input-file --fly-nvvm-pipeline=chip=sm_80 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80 --implicit-check-not=error:

// OK-NOT: error

// Chunk 1: a kernel that makes the atom, sets its state and issues one box
// load from a coordinate tensor into shared memory.
// SM80: error: 'fly.make_copy_atom' op uses '!fly_nvvm.tma_load<2>', which sm_80 cannot run: the TMA (cp.async.bulk.tensor) needs sm_90 or later (Hopper); the chip is sm_80
// SM86: error: 'fly.make_copy_atom' op uses '!fly_nvvm.tma_load<2>', which sm_86 cannot run: the TMA (cp.async.bulk.tensor) needs sm_90 or later (Hopper); the chip is sm_86
// SM89: error: 'fly.make_copy_atom' op uses '!fly_nvvm.tma_load<2>', which sm_89 cannot run: the TMA (cp.async.bulk.tensor) needs sm_90 or later (Hopper); the chip is sm_89
!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
!ct = !fly.coord_tensor<(?,?), (64,32):(1E0,1E1)>
!sm = !fly.memref<bf16, shared, (64,32):(32,1), align<128>>
module attributes {gpu.container_module} {
  gpu.module @tma_call {
    gpu.func @k(%r: i32, %c: i32, %map: i64, %bar: i64) kernel {
      %a0 = fly.make_copy_atom {valBits = 0 : i32} : !tma
      %a1 = fly.atom.set_value(%a0, "tensor_map", %map) : (!tma, i64) -> !tma
      %a = fly.atom.set_value(%a1, "mbar", %bar) : (!tma, i64) -> !tma
      %p = fly.make_ptr() {dictAttrs = {allocAlign = 128 : i64, allocBytes = 4096 : i64}} : () -> !fly.ptr<bf16, shared, align<128>>
      %l = fly.static : !fly.layout<(64,32):(32,1)>
      %s = fly.make_view(%p, %l) : (!fly.ptr<bf16, shared, align<128>>, !fly.layout<(64,32):(32,1)>) -> !sm
      %base = fly.make_int_tuple(%r, %c) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %cl = fly.static : !fly.layout<(64,32):(1E0,1E1)>
      %t = fly.make_view(%base, %cl) : (!fly.int_tuple<(?,?)>, !fly.layout<(64,32):(1E0,1E1)>) -> !ct
      fly.copy_atom_call(%a, %t, %s) : (!tma, !ct, !sm) -> ()
      gpu.return
    }
  }
}

// -----

// Chunk 2: a 5-D atom as a kernel argument (the gpu.func is the first op
// that has the type).
// SM80: error: 'gpu.func' op uses '!fly_nvvm.tma_load<5>', which sm_80 cannot run: the TMA (cp.async.bulk.tensor) needs sm_90 or later (Hopper); the chip is sm_80
// SM86: error: 'gpu.func' op uses '!fly_nvvm.tma_load<5>', which sm_86 cannot run: the TMA (cp.async.bulk.tensor) needs sm_90 or later (Hopper); the chip is sm_86
// SM89: error: 'gpu.func' op uses '!fly_nvvm.tma_load<5>', which sm_89 cannot run: the TMA (cp.async.bulk.tensor) needs sm_90 or later (Hopper); the chip is sm_89
module attributes {gpu.container_module} {
  gpu.module @tma_arg {
    gpu.func @k(%a: !fly.copy_atom<!fly_nvvm.tma_load<5>, 0>) kernel {
      gpu.return
    }
  }
}
