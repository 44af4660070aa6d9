// register-memory.mlir's PTX at -O0 and -O2 assembles with ptxas; at -O2 the
// report shows no stack (the fragment is in registers), at -O0 the local
// depot.
// REQUIRES: ptxas
// RUN: fly-opt %S/register-memory.mlir --fly-nvvm-pipeline="chip=sm_80 opt-level=0 format=bin report=true cuda-path=%cuda_path" -o /dev/null | FileCheck %s --check-prefix=O0
// RUN: fly-opt %S/register-memory.mlir --fly-nvvm-pipeline="chip=sm_90 opt-level=2 format=bin report=true cuda-path=%cuda_path" -o /dev/null | FileCheck %s --check-prefix=O2
// O0: kernel kernels::spread chip=sm_80 regs={{[0-9]+}} spill-stores=0 spill-loads=0 stack={{[1-9][0-9]*}} smem=0
// O2: kernel kernels::spread chip=sm_90 regs={{[0-9]+}} spill-stores=0 spill-loads=0 stack=0 smem=0
