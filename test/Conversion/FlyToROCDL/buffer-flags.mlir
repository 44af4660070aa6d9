// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl -verify-diagnostics | FileCheck %s
// A buffer pointer made without a flags operand gets the descriptor flags
// of the enclosing gpu.module's chip: data format 7 (bits 14:12) and number
// format 4 (bits 18:15) = 0x27000 = 159744 on CDNA (raw buffers always range
// checked); on RDNA4 also bit 24 and OOB_SELECT = 3 (bits 29:28, check the
// offset against numRecords) = 0x31027000 = 822243328, as upstream
// AMDGPUToROCDL sets them for gfx10+ with bounds checking (FlyDSL's Python
// default, OOB_SELECT = 2, turns the check off). On gfx1250 LLVM 22 puts
// `flags << 28` into the descriptor's top word, so the flags are just
// OOB_SELECT = 3 (the ISA RUN line shows 0x30000000 in the high word; with
// 0x21027000 nothing would be set). A flags operand is passed through
// unchanged.

!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
gpu.module @cdna3 [#rocdl.target<chip = "gfx942">] {
  // CHECK-LABEL: gpu.func @k(
  // CHECK: %[[F:.*]] = llvm.mlir.constant(159744 : i32) : i32
  // CHECK-NEXT: rocdl.make.buffer.rsrc %arg0, %{{.*}}, %arg1, %[[F]] : <1> to <8>
  gpu.func @k(%g: !fly.ptr<f32, global>, %n: i64) kernel {
    %s = llvm.mlir.constant(0 : i16) : i16
    %b = fly.make_ptr(%g, %s, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
    gpu.return
  }
}
gpu.module @rdna4 [#rocdl.target<chip = "gfx1201">] {
  // CHECK-LABEL: gpu.func @k(
  // CHECK: %[[F:.*]] = llvm.mlir.constant(822243328 : i32) : i32
  // CHECK-NEXT: rocdl.make.buffer.rsrc %arg0, %{{.*}}, %arg1, %[[F]] : <1> to <8>
  gpu.func @k(%g: !fly.ptr<f32, global>, %n: i64) kernel {
    %s = llvm.mlir.constant(0 : i16) : i16
    %b = fly.make_ptr(%g, %s, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
    gpu.return
  }
}
gpu.module @gfx1250 [#rocdl.target<chip = "gfx1250">] {
  // CHECK-LABEL: gpu.func @k(
  // CHECK: %[[F:.*]] = llvm.mlir.constant(3 : i32) : i32
  // CHECK-NEXT: rocdl.make.buffer.rsrc %arg0, %{{.*}}, %arg1, %[[F]] : <1> to <8>
  gpu.func @k(%g: !fly.ptr<f32, global>, %n: i64) kernel {
    %s = llvm.mlir.constant(0 : i16) : i16
    %b = fly.make_ptr(%g, %s, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
    gpu.return
  }
}
gpu.module @explicit [#rocdl.target<chip = "gfx1201">] {
  // CHECK-LABEL: gpu.func @k(
  // CHECK: rocdl.make.buffer.rsrc %arg0, %{{.*}}, %arg1, %arg2 : <1> to <8>
  gpu.func @k(%g: !fly.ptr<f32, global>, %n: i64, %f: i32) kernel {
    %s = llvm.mlir.constant(0 : i16) : i16
    %b = fly.make_ptr(%g, %s, %n, %f) : (!fly.ptr<f32, global>, i16, i64, i32) -> !B
    gpu.return
  }
}

// -----

!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
func.func @no_chip(%g: !fly.ptr<f32, global>, %n: i64) {
  %s = llvm.mlir.constant(0 : i16) : i16
  // expected-error @+2 {{a buffer pointer made without a flags operand needs an enclosing gpu.module with a #rocdl.target of a known chip}}
  // expected-error @+1 {{failed to legalize operation}}
  %b = fly.make_ptr(%g, %s, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
  return
}
