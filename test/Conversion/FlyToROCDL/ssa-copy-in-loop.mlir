// A register copy inside an scf.for whose memory side is not contiguous
// (global (8,2):(1,16)) is put back on a register view before the
// conversion; that view's allocation must sit in the entry block. In the
// loop body it was a dynamic alloca: scratch, and a stack pointer growing by
// 0x800 per iteration (found while writing examples/03-tiled-mma-gfx1250).
// RUN: fly-opt %s --fly-lower-to-rocdl="chip=gfx942" | FileCheck %s --check-prefix=IR
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=isa" | FileCheck %s --check-prefix=ISA
// IR: llvm.func @k(
// IR: llvm.alloca
// IR: llvm.br ^bb1
// IR-NOT: llvm.alloca
// ISA-NOT: scratch_
// ISA: .private_segment_fixed_size: 0
!cp = !fly.copy_atom<!fly.universal_copy<256>, 16>
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%src: !fly.ptr<f16, global, align<16>>, %dst: !fly.ptr<f16, global, align<16>>, %n: index) kernel {
      %cp = fly.make_copy_atom {valBits = 16 : i32} : !cp
      %ls = fly.static : !fly.layout<(8,2):(1,16)>
      %lr = fly.static : !fly.layout<(8,2):(1,8)>
      %ld = fly.static : !fly.layout<16:1>
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f16, register>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.for %i = %c0 to %n step %c1 {
        %s = fly.make_view(%src, %ls) : (!fly.ptr<f16, global, align<16>>, !fly.layout<(8,2):(1,16)>) -> !fly.memref<f16, global, (8,2):(1,16), align<16>>
        %r = fly.make_view(%pr, %lr) : (!fly.ptr<f16, register>, !fly.layout<(8,2):(1,8)>) -> !fly.memref<f16, register, (8,2):(1,8)>
        fly.copy_atom_call(%cp, %s, %r) : (!cp, !fly.memref<f16, global, (8,2):(1,16), align<16>>, !fly.memref<f16, register, (8,2):(1,8)>) -> ()
        %r1 = fly.make_view(%pr, %ld) : (!fly.ptr<f16, register>, !fly.layout<16:1>) -> !fly.memref<f16, register, 16:1>
        %d = fly.make_view(%dst, %ld) : (!fly.ptr<f16, global, align<16>>, !fly.layout<16:1>) -> !fly.memref<f16, global, 16:1, align<16>>
        fly.copy_atom_call(%cp, %r1, %d) : (!cp, !fly.memref<f16, register, 16:1>, !fly.memref<f16, global, 16:1, align<16>>) -> ()
      }
      gpu.return
    }
  }
}
