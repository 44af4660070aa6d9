// The formats that need ptxas: format=bin is a cubin (an ELF file), the
// default fatbin of MLIR (format=fatbin) a CUDA fat binary (magic 0xBA55ED50)
// holding the cubin and the PTX.
// REQUIRES: ptxas
// RUN: fly-opt %S/pipeline-options.mlir --fly-nvvm-pipeline="chip=sm_80 format=bin cuda-path=%cuda_path" | FileCheck %s --check-prefix=BIN
// RUN: fly-opt %S/pipeline-options.mlir --fly-nvvm-pipeline="chip=sm_90 format=fatbin cuda-path=%cuda_path" | FileCheck %s --check-prefix=FATBIN
// line directives survive ptxas at -O2 (-lineinfo)
// RUN: fly-opt %S/pipeline-options.mlir --fly-nvvm-pipeline="chip=sm_90 format=bin debug-info=true cuda-path=%cuda_path" | FileCheck %s --check-prefix=BIN
// BIN: gpu.binary @k  [#gpu.object<#nvvm.target<chip = "sm_{{80|90}}">, properties = {{{.*}}}, bin = "\7FELF
// FATBIN: gpu.binary @k  [#gpu.object<#nvvm.target<chip = "sm_90">, properties = {{{.*}}}, "P\EDU\BA
