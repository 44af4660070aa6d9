// A gpu.module without a #rocdl.target gets its chip from the `chip` option
// of convert-fly-to-rocdl / fly-rocdl-check-target (the pipeline attaches the
// target only after the gpu.module nest).
// RUN: fly-opt %s --convert-fly-to-rocdl="chip=gfx942" | FileCheck %s --check-prefix=CDNA
// RUN: fly-opt %s --convert-fly-to-rocdl="chip=gfx1201" | FileCheck %s --check-prefix=RDNA
// RUN: fly-opt %s --convert-fly-to-rocdl="chip=gfx1250" | FileCheck %s --check-prefix=G1250
// Without a chip and without a target, the default flags are unknown.
// RUN: not fly-opt %s --convert-fly-to-rocdl 2>&1 | FileCheck %s --check-prefix=NOCHIP
// RUN: not fly-opt %s --convert-fly-to-rocdl="chip=gfx90a" 2>&1 | FileCheck %s --check-prefix=BADCHIP

// The buffer flags of each family (lib/Conversion/FlyToROCDL/BufferOps.cpp):
// CDNA (7 << 12) | (4 << 15) = 159744; RDNA4 adds bit 24 and OOB_SELECT 3 in
// bits 29:28: 159744 + 16777216 + 805306368 = 822243328; gfx1250: 3.
// CDNA: %[[F:.*]] = llvm.mlir.constant(159744 : i32) : i32
// CDNA: rocdl.make.buffer.rsrc %{{.*}}, %{{.*}}, %{{.*}}, %[[F]]
// RDNA: %[[F:.*]] = llvm.mlir.constant(822243328 : i32) : i32
// RDNA: rocdl.make.buffer.rsrc %{{.*}}, %{{.*}}, %{{.*}}, %[[F]]
// G1250: %[[F:.*]] = llvm.mlir.constant(3 : i32) : i32
// G1250: rocdl.make.buffer.rsrc %{{.*}}, %{{.*}}, %{{.*}}, %[[F]]
// NOCHIP: error: 'fly.make_ptr' op a buffer pointer made without a flags operand needs an enclosing gpu.module with a #rocdl.target of a known chip (or the chip option of convert-fly-to-rocdl)
// A module with its own target keeps its chip's flags whatever the option:
// RDNA: gpu.module @own_target
// RDNA: %[[F:.*]] = llvm.mlir.constant(159744 : i32) : i32
// RDNA: rocdl.make.buffer.rsrc %{{.*}}, %{{.*}}, %{{.*}}, %[[F]]
// BADCHIP: error: convert-fly-to-rocdl: unknown chip 'gfx90a'; Fly targets: gfx942,
module attributes {gpu.container_module} {
  gpu.module @no_target {
    gpu.func @k(%base: !llvm.ptr<1>, %n: i64) kernel {
      %s = arith.constant 0 : i16
      %p = fly.make_ptr(%base, %s, %n) : (!llvm.ptr<1>, i16, i64) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %r = fly_rocdl.get_buffer_rsrc(%p) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>) -> !llvm.ptr<8>
      gpu.return
    }
  }
  gpu.module @own_target [#rocdl.target<chip = "gfx942">] {
    gpu.func @k(%base: !llvm.ptr<1>, %n: i64) kernel {
      %s = arith.constant 0 : i16
      %p = fly.make_ptr(%base, %s, %n) : (!llvm.ptr<1>, i16, i64) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %r = fly_rocdl.get_buffer_rsrc(%p) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>) -> !llvm.ptr<8>
      gpu.return
    }
  }
}
// The check pass names a bad chip option too, even without gpu.modules.
// RUN: echo 'module {}' | not fly-opt --fly-rocdl-check-target="chip=gfx90a" 2>&1 | FileCheck %s --check-prefix=BADCHECK
// BADCHECK: error: fly-rocdl-check-target: unknown chip 'gfx90a'; Fly targets: gfx942,
