// wgmma-ptx.mlir's kernels, both wgmma forms (SS: two descriptors and
// `p, 1, 1, 0, 0`; RS: four A registers, one descriptor and `p, 1, 1, 0`),
// assemble with NVIDIA's ptxas for sm_90a, and ptxas's report shows what
// they were written to use: no stack, no spills, no static shared memory
// (the tiles are dynamic shared memory) and no barrier.
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: fly-opt %S/wgmma-ptx.mlir --fly-nvvm-pipeline="chip=sm_90a output-dir=%t" -o /dev/null
// RUN: %ptxas -arch=sm_90a %t/wgmma_ss.sm_90a.ptx -o %t/wgmma_ss.cubin
// RUN: %ptxas -arch=sm_90a %t/wgmma_rs.sm_90a.ptx -o %t/wgmma_rs.cubin
// RUN: fly-opt %S/wgmma-ptx.mlir --fly-nvvm-pipeline="chip=sm_90a format=bin report=true cuda-path=%cuda_path" -o /dev/null | FileCheck %s

// CHECK: kernel wgmma_ss::ss chip=sm_90a regs={{[1-9][0-9]*}} spill-stores=0 spill-loads=0 stack=0 smem=0 barriers=0 source=ptxas
// CHECK-NEXT: kernel wgmma_rs::rs chip=sm_90a regs={{[1-9][0-9]*}} spill-stores=0 spill-loads=0 stack=0 smem=0 barriers=0 source=ptxas
