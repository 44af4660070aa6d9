// The PTX of the fly_nvvm atom kernels (mma-sync-ptx.mlir,
// mma-sync-fp8-ptx.mlir, stmatrix-ptx.mlir) assembles with ptxas, and the
// ptxas report (fly-nvvm-pipeline report=true) shows what the kernels were
// written to have: the fragments in registers (no stack, no spills), the
// dynamic shared memory only (smem=0: no static shared variables), one
// barrier where the kernel synchronises (the cp.async staging, the stmatrix
// epilogue).
// REQUIRES: ptxas
// RUN: fly-opt %S/mma-sync-ptx.mlir --fly-nvvm-pipeline="chip=sm_80 report=true cuda-path=%cuda_path" -o /dev/null | FileCheck %s --check-prefix=SM80
// RUN: fly-opt %S/mma-sync-ptx.mlir --fly-nvvm-pipeline="chip=sm_90 report=true cuda-path=%cuda_path" -o /dev/null | FileCheck %s --check-prefix=SM90
// RUN: fly-opt %S/mma-sync-fp8-ptx.mlir --fly-nvvm-pipeline="chip=sm_89 features=+ptx84 report=true cuda-path=%cuda_path" -o /dev/null | FileCheck %s --check-prefix=FP8
// RUN: fly-opt %S/mma-sync-fp8-ptx.mlir --fly-nvvm-pipeline="chip=sm_90 features=+ptx84 format=bin report=true cuda-path=%cuda_path" -o /dev/null | FileCheck %s --check-prefix=FP8-90
// RUN: fly-opt %S/stmatrix-ptx.mlir --fly-nvvm-pipeline="chip=sm_90 report=true cuda-path=%cuda_path" -o /dev/null | FileCheck %s --check-prefix=STSM

// SM80-DAG: kernel gemm::ldmatrix_mma chip=sm_80 regs={{[1-9][0-9]*}} spill-stores=0 spill-loads=0 stack=0 smem=0 barriers=1 source=ptxas
// SM80-DAG: kernel gemm::bf16 chip=sm_80 regs={{[1-9][0-9]*}} spill-stores=0 spill-loads=0 stack=0 smem=0 barriers=0 source=ptxas
// SM80-DAG: kernel gemm::tf32 chip=sm_80 regs={{[1-9][0-9]*}} spill-stores=0 spill-loads=0 stack=0 smem=0 barriers=0 source=ptxas
// SM80-DAG: kernel gemm::s8_u8 chip=sm_80 regs={{[1-9][0-9]*}} spill-stores=0 spill-loads=0 stack=0 smem=0 barriers=0 source=ptxas
// SM90-DAG: kernel gemm::ldmatrix_mma chip=sm_90 regs={{[1-9][0-9]*}} spill-stores=0 spill-loads=0 stack=0 smem=0 barriers=1 source=ptxas
// SM90-DAG: kernel gemm::bf16 chip=sm_90 regs={{[1-9][0-9]*}} spill-stores=0 spill-loads=0 stack=0 smem=0 barriers=0 source=ptxas
// SM90-DAG: kernel gemm::tf32 chip=sm_90 regs={{[1-9][0-9]*}} spill-stores=0 spill-loads=0 stack=0 smem=0 barriers=0 source=ptxas
// SM90-DAG: kernel gemm::s8_u8 chip=sm_90 regs={{[1-9][0-9]*}} spill-stores=0 spill-loads=0 stack=0 smem=0 barriers=0 source=ptxas
// FP8-DAG: kernel fp8::e4m3_e5m2 chip=sm_89 regs={{[1-9][0-9]*}} spill-stores=0 spill-loads=0 stack=0 smem=0 barriers=0 source=ptxas
// FP8-DAG: kernel fp8::e5m2_e4m3 chip=sm_89 regs={{[1-9][0-9]*}} spill-stores=0 spill-loads=0 stack=0 smem=0 barriers=0 source=ptxas
// FP8-90-DAG: kernel fp8::e4m3_e5m2 chip=sm_90 regs={{[1-9][0-9]*}} spill-stores=0 spill-loads=0 stack=0 smem=0 barriers=0 source=ptxas
// FP8-90-DAG: kernel fp8::e5m2_e4m3 chip=sm_90 regs={{[1-9][0-9]*}} spill-stores=0 spill-loads=0 stack=0 smem=0 barriers=0 source=ptxas
// STSM: kernel epilogue::stmatrix_c chip=sm_90 regs={{[1-9][0-9]*}} spill-stores=0 spill-loads=0 stack=0 smem=0 barriers=1 source=ptxas
