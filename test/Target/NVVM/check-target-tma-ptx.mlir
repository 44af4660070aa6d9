// PTX ISA "cp.async.bulk.tensor": PTX ISA 8.0, sm_90 or higher. On plain
// sm_90 the PTX declares 7.8 by default (LLVM 22's minimum for sm_90), which
// the NVPTX backend cannot select the TMA intrinsic for; fly-nvvm-check-target
// reports it at the op that makes the atom, with the version to ask for, as it
// does for the 8-bit float mma.sync below PTX 8.4.
// RUN: not fly-opt %s --fly-nvvm-check-target=chip=sm_90 -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not fly-opt %s --fly-nvvm-check-target="chip=sm_90 features=+ptx78" -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// The pipeline stops at the check (exit code 1), not in the backend.
// RUN: not fly-opt %s --fly-nvvm-pipeline=chip=sm_90 -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:

// CHECK: error: 'fly.make_copy_atom' op uses '!fly_nvvm.tma_load<2>', which sm_90 cannot run: {{.*}}needs PTX ISA 8.0, and the PTX would declare 7.8
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
