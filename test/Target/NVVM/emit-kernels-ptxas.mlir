// Getting the result out with ptxas: the report comes from ptxas -v
// (registers, spills, stack frame, shared memory, barriers) and must give the
// resources the kernels were built to have (Inputs/resources.mlir): 64 bytes
// of stack for the 16 floats in local memory, 4096 bytes of shared memory and
// one barrier for the exchange, no spills. output-dir also gets the cubins,
// CUDA ELF files.
// REQUIRES: ptxas
// RUN: rm -rf %t
// RUN: fly-opt %S/Inputs/resources.mlir --fly-nvvm-pipeline="chip=sm_80 report=true output-dir=%t cuda-path=%cuda_path" -o /dev/null | FileCheck %s
// RUN: llvm-readobj --file-headers %t/scratch.sm_80.cubin | FileCheck %s --check-prefix=ELF
// RUN: llvm-readobj --file-headers %t/staged.sm_80.cubin | FileCheck %s --check-prefix=ELF
// The report of format=bin equals the one of format=isa: the same PTX, the
// same ptxas.
// RUN: fly-opt %S/Inputs/resources.mlir --fly-nvvm-pipeline="chip=sm_80 format=bin report=true cuda-path=%cuda_path" -o /dev/null | FileCheck %s

// CHECK: kernel scratch::spill chip=sm_80 regs={{[1-9][0-9]*}} spill-stores=0 spill-loads=0 stack=64 smem=0 barriers=0 source=ptxas
// CHECK-NEXT: kernel staged::exchange chip=sm_80 regs={{[1-9][0-9]*}} spill-stores=0 spill-loads=0 stack=0 smem=4096 barriers=1 source=ptxas

// ELF: Format: elf64-
// ELF: Arch: nvptx64
// ELF: Machine: EM_CUDA
