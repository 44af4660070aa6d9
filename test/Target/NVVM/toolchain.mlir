// Where fly-nvvm-pipeline takes ptxas from: the cuda-path option, then
// CUDA_PATH, then PATH (the first that has one wins). Three fake toolkits
// each hold a ptxas; the kernel files' pass names the one chosen.
// RUN: rm -rf %t && mkdir -p %t/opt/bin %t/env/bin %t/path/bin %t/empty
// RUN: for d in opt env path; do printf '#!/bin/sh\nexit 1\n' > %t/$d/bin/ptxas && chmod +x %t/$d/bin/ptxas; done
// RUN: env CUDA_PATH=%t/env PATH=%t/path/bin fly-opt %s --fly-nvvm-pipeline="chip=sm_90 cuda-path=%t/opt report=true" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTION -DT=%t
// RUN: env CUDA_PATH=%t/env PATH=%t/path/bin fly-opt %s --fly-nvvm-pipeline="chip=sm_90 report=true" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=ENV -DT=%t
// RUN: env -u CUDA_PATH PATH=%t/path/bin fly-opt %s --fly-nvvm-pipeline="chip=sm_90 report=true" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PATH -DT=%t
// A cuda-path without ptxas falls through to the next place.
// RUN: env CUDA_PATH=%t/env PATH=%t/path/bin fly-opt %s --fly-nvvm-pipeline="chip=sm_90 cuda-path=%t/empty report=true" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=ENV -DT=%t
//
// OPTION: fly-nvvm-emit-kernels{output-dir= ptxas=[[T]]/opt/bin/ptxas ptxas-options= report=true toolkit=
// ENV: fly-nvvm-emit-kernels{output-dir= ptxas=[[T]]/env/bin/ptxas ptxas-options= report=true toolkit=
// PATH: fly-nvvm-emit-kernels{output-dir= ptxas=[[T]]/path/bin/ptxas ptxas-options= report=true toolkit=
module {}
