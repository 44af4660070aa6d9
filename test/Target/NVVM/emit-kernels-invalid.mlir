// What fly-nvvm-emit-kernels refuses: an error at the gpu.module naming it
// and the reason, and fly-opt fails.
// RUN: rm -rf %t %t.empty && mkdir -p %t %t.empty && touch %t/file
// The output directory cannot be created (its parent is a file).
// RUN: not env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_90 output-dir=%t/file/sub" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CREATE
// The PTX file's path is taken by a directory.
// RUN: mkdir -p %t/out/kernels.sm_90.ptx
// RUN: not env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_90 output-dir=%t/out" -o /dev/null 2>&1 | FileCheck %s --check-prefix=WRITE
// The pass on its own needs the target that the pipeline attaches.
// RUN: not fly-opt %s --fly-nvvm-emit-kernels 2>&1 | FileCheck %s --check-prefix=TARGET
// A report of a module without kernels has nothing to read.
// RUN: not env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_90 report=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// A ptxas that fails: its message is part of the error.
// RUN: mkdir -p %t/fake/bin && printf '#!/bin/sh\necho "ptxas fatal : no licence" >&2\nexit 1\n' > %t/fake/bin/ptxas && chmod +x %t/fake/bin/ptxas
// RUN: not env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_90 report=true cuda-path=%t/fake" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS

// CREATE: emit-kernels-invalid.mlir:[[#@LINE+6]]:3: error: cannot create '{{.*}}/file/sub':
// WRITE: emit-kernels-invalid.mlir:[[#@LINE+5]]:3: error: cannot write '{{.*}}/out/kernels.sm_90.ptx':
// TARGET: emit-kernels-invalid.mlir:[[#@LINE+4]]:3: error: fly-nvvm-emit-kernels: gpu.module 'kernels' has no #nvvm.target (run nvvm-attach-target)
// TARGET: emit-kernels-invalid.mlir:[[#@LINE+11]]:3: error: fly-nvvm-emit-kernels: gpu.module 'helpers' has no #nvvm.target (run nvvm-attach-target)
// PTXAS: emit-kernels-invalid.mlir:[[#@LINE+2]]:3: error: fly-nvvm-emit-kernels: ptxas ({{.*}}/fake/bin/ptxas) failed on 'kernels' for sm_90: ptxas fatal : no licence
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%p: !llvm.ptr<1>) kernel {
      %c = llvm.mlir.constant(1.0 : f32) : f32
      llvm.store %c, %p : f32, !llvm.ptr<1>
      gpu.return
    }
  }
  // REPORT: emit-kernels-invalid.mlir:[[#@LINE+1]]:3: error: fly-nvvm-emit-kernels: no kernel in the PTX of 'helpers'
  gpu.module @helpers {
    gpu.func @helper(%x: i32) -> i32 {
      gpu.return %x : i32
    }
  }
}
