// What fly-rocdl-emit-kernels refuses: an error at the gpu.module naming it
// and the reason, and fly-opt fails.
// REQUIRES: ld.lld
// RUN: rm -rf %t && mkdir -p %t && touch %t/file
// The output directory cannot be created (its parent is a file).
// RUN: not fly-opt %s --fly-rocdl-pipeline="chip=gfx942 output-dir=%t/file/sub" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CREATE
// The code object's path is taken by a directory.
// RUN: mkdir -p %t/out/kernels.gfx942.hsaco
// RUN: not fly-opt %s --fly-rocdl-pipeline="chip=gfx942 output-dir=%t/out" -o /dev/null 2>&1 | FileCheck %s --check-prefix=WRITE
// The pass on its own needs the target that the pipeline attaches.
// RUN: not fly-opt %s --fly-rocdl-emit-kernels 2>&1 | FileCheck %s --check-prefix=TARGET
// A report of a module without kernels has nothing to read.
// RUN: not fly-opt %s --fly-rocdl-pipeline="chip=gfx942 report=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// CREATE: emit-kernels-invalid.mlir:[[#@LINE+5]]:3: error: cannot create '{{.*}}/file/sub':
// WRITE: emit-kernels-invalid.mlir:[[#@LINE+4]]:3: error: cannot write '{{.*}}/out/kernels.gfx942.hsaco':
// TARGET: emit-kernels-invalid.mlir:[[#@LINE+3]]:3: error: fly-rocdl-emit-kernels: gpu.module 'kernels' has no target (run rocdl-attach-target)
// TARGET: emit-kernels-invalid.mlir:[[#@LINE+10]]:3: error: fly-rocdl-emit-kernels: gpu.module 'helpers' has no target (run rocdl-attach-target)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%p: !llvm.ptr<1>) kernel {
      %c = llvm.mlir.constant(1.0 : f32) : f32
      llvm.store %c, %p : f32, !llvm.ptr<1>
      gpu.return
    }
  }
  // REPORT: emit-kernels-invalid.mlir:[[#@LINE+1]]:3: error: fly-rocdl-emit-kernels: no kernel metadata in the ISA of 'helpers'
  gpu.module @helpers {
    gpu.func @helper(%x: i32) -> i32 {
      gpu.return %x : i32
    }
  }
}
