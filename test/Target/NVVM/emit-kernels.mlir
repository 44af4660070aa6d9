// Getting the result out without a CUDA toolkit: report=true prints one line
// per kernel read from the PTX (stack = the local depot, smem = the static
// shared variables; what only ptxas knows is n/a), output-dir gets
// <module>.<chip>.ptx and no cubin. The numbers are those the kernels were
// built to have (Inputs/resources.mlir): 16 floats of local memory, 1024
// floats of shared memory.
// RUN: rm -rf %t %t.empty && mkdir -p %t.empty
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %S/Inputs/resources.mlir --fly-nvvm-pipeline="chip=sm_90 report=true output-dir=%t" | FileCheck %s
// RUN: FileCheck %s --check-prefix=PTX-SCRATCH --input-file=%t/scratch.sm_90.ptx
// RUN: FileCheck %s --check-prefix=PTX-STAGED --input-file=%t/staged.sm_90.ptx
// RUN: ls %t | FileCheck %s --check-prefix=FILES --implicit-check-not=cubin

// CHECK: kernel scratch::spill chip=sm_90 regs=n/a spill-stores=n/a spill-loads=n/a stack=64 smem=0 barriers=n/a source=ptx
// CHECK-NEXT: kernel staged::exchange chip=sm_90 regs=n/a spill-stores=n/a spill-loads=n/a stack=0 smem=4096 barriers=n/a source=ptx
// The module printed after the report still holds the PTX.
// CHECK: gpu.binary @scratch
// CHECK: gpu.binary @staged

// PTX-SCRATCH: .target sm_90
// PTX-SCRATCH: .visible .entry spill(
// PTX-SCRATCH: .local .align 4 .b8 {{.*}}__local_depot0[64];
// PTX-STAGED: .visible .entry exchange(
// PTX-STAGED: .shared .align 16 .b8 {{.*}}[4096];
// PTX-STAGED: bar.sync

// FILES: scratch.sm_90.ptx
// FILES-NEXT: staged.sm_90.ptx
