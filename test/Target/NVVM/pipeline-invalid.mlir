// Bad pipeline options and missing tools: an error naming the option and
// listing the valid values, or naming every place Fly looked for the tool;
// exit code 1 (`not`).
// RUN: not fly-opt %s --fly-nvvm-pipeline="chip=sm_75" 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not fly-opt %s --fly-lower-to-nvvm="chip=gfx942" 2>&1 | FileCheck %s --check-prefix=CHIP2
// RUN: not fly-opt %s --fly-nvvm-pipeline="chip=sm_90 format=ptx" 2>&1 | FileCheck %s --check-prefix=FMT
// RUN: not fly-opt %s --fly-nvvm-pipeline="chip=sm_90 opt-level=4" 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: not fly-opt %s --fly-nvvm-pipeline="chip=sm_90 features=ptx80" 2>&1 | FileCheck %s --check-prefix=FEAT
// RUN: not fly-opt %s --fly-nvvm-pipeline="chip=sm_90 features=+sm_90" 2>&1 | FileCheck %s --check-prefix=FEAT2
// RUN: not fly-opt %s --fly-nvvm-pipeline="chip=sm_90 colour=blue" 2>&1 | FileCheck %s --check-prefix=OPTION
// The binary options belong to fly-nvvm-pipeline only.
// RUN: not fly-opt %s --fly-lower-to-nvvm="chip=sm_90 format=bin" 2>&1 | FileCheck %s --check-prefix=STAGE
// RUN: not fly-opt %s --fly-lower-to-nvvm="chip=sm_90 cuda-path=/usr/local/cuda" 2>&1 | FileCheck %s --check-prefix=STAGE
//
// No ptxas anywhere: cuda-path is an empty directory, CUDA_PATH is unset or
// empty, PATH holds no ptxas. A cubin or fatbin fails up front and the error
// lists the places in the order Fly tried them; PTX needs nothing.
// RUN: rm -rf %t.empty %t.env %t.fake && mkdir -p %t.empty %t.env %t.fake/bin
// RUN: not env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_90 format=bin cuda-path=%t.empty" 2>&1 | FileCheck %s --check-prefix=PTXAS -DDIR=%t.empty
// RUN: not env CUDA_PATH=%t.env PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_90 format=fatbin" 2>&1 | FileCheck %s --check-prefix=PTXAS-ENV -DENV=%t.env -DDIR=%t.empty
// RUN: not env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_90 format=bin" 2>&1 | FileCheck %s --check-prefix=PTXAS-NONE -DDIR=%t.empty
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_90 format=isa cuda-path=%t.empty" -o /dev/null
// A fatbin also needs fatbinary: a toolkit with ptxas alone is not enough.
// RUN: printf '#!/bin/sh\nexit 1\n' > %t.fake/bin/ptxas && chmod +x %t.fake/bin/ptxas
// RUN: not env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_90 format=fatbin cuda-path=%t.fake" 2>&1 | FileCheck %s --check-prefix=FATBINARY -DFAKE=%t.fake -DDIR=%t.empty

// CHIP: error: fly-nvvm-pipeline: unknown chip 'sm_75'; valid chips: sm_80, sm_86, sm_89, sm_90, sm_90a, sm_100
// CHIP2: error: fly-lower-to-nvvm: unknown chip 'gfx942'; valid chips: sm_80, sm_86, sm_89, sm_90, sm_90a, sm_100
// FMT: error: fly-nvvm-pipeline: invalid format='ptx'; valid formats: isa (PTX), bin (cubin), fatbin, llvm
// OPT: error: fly-nvvm-pipeline: invalid opt-level=4; valid levels: 0, 1, 2, 3
// FEAT: error: fly-nvvm-pipeline: invalid features='ptx80'; expected a PTX version such as +ptx80 or +ptx86 (or nothing for the chip's minimum)
// FEAT2: error: fly-nvvm-pipeline: invalid features='+sm_90'; expected a PTX version
// OPTION: error: fly-nvvm-pipeline: {{.*}}no such option colour
// STAGE: error: fly-lower-to-nvvm: format, report, output-dir and cuda-path apply only to fly-nvvm-pipeline (this pipeline stops before gpu-module-to-binary)
// PTXAS: error: fly-nvvm-pipeline: format=bin needs ptxas, which was not found; looked in [[DIR]]/bin/ptxas (cuda-path), CUDA_PATH (not set), PATH ([[DIR]]). Install the CUDA toolkit and pass cuda-path=<dir> or set CUDA_PATH, or use format=isa (PTX), which needs no CUDA toolkit
// PTXAS-ENV: error: fly-nvvm-pipeline: format=fatbin needs ptxas, which was not found; looked in [[ENV]]/bin/ptxas (CUDA_PATH), PATH ([[DIR]]).
// PTXAS-NONE: error: fly-nvvm-pipeline: format=bin needs ptxas, which was not found; looked in CUDA_PATH (not set), PATH ([[DIR]]).
// FATBINARY: error: fly-nvvm-pipeline: format=fatbin needs fatbinary, which was not found; looked in [[FAKE]]/bin/fatbinary (cuda-path), CUDA_PATH (not set), PATH ([[DIR]]). Pass cuda-path=<dir> or set CUDA_PATH, or use format=bin (cubin) or format=isa (PTX)
module attributes {gpu.container_module} {
  gpu.module @empty {
  }
}
