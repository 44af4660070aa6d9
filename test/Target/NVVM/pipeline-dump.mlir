// The registered NVVM pipeline's expansion: the ROCDL pipeline's shape with
// the NVIDIA passes (lib/Target/NVVM/Pipelines.cpp lists the differences):
// the target check first (with the PTX version the fly_nvvm atoms are
// checked against), the Fly passes, convert-fly-to-nvvm (the neutral
// conversion with NVPTX's register address space, and the fly_nvvm atoms), convert-gpu-to-nvvm in the gpu.module nest,
// nvvm-attach-target after it, the host conversions, the libdevice check,
// gpu-module-to-binary with a toolkit. Hermetic: no CUDA_PATH, a PATH
// without ptxas, so the toolkit is Fly's own directory.
// RUN: rm -rf %t.empty && mkdir -p %t.empty
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_90" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_80 opt-level=3 fast-math=true ftz=true features=+ptx80 debug-info=true report=true output-dir=%t.out cuda-path=%t.empty" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTIONS -DEMPTY=%t.empty
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_90a format=llvm" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVMFMT
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-lower-to-nvvm="chip=sm_100" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOWER
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_90 checks=true" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHECKS
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-lower-to-nvvm="chip=sm_90 checks=true" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHECKS

// checks=true turns on the layout lowering's runtime checks, and only them.
// CHECKS: fly-canonicalize,
// CHECKS-NEXT: fly-layout-lowering{runtime-checks=true},
// CHECKS-NEXT: fly-int-swizzle-simplify,

// DEFAULT: builtin.module(
// DEFAULT-NEXT: fly-nvvm-check-target{chip=sm_90 features=},
// DEFAULT-NEXT: fly-rewrite-func-signature,
// DEFAULT-NEXT: fly-unroll-register-loops{{.*}},
// DEFAULT-NEXT: fly-canonicalize,
// DEFAULT-NEXT: fly-layout-lowering{runtime-checks=false},
// DEFAULT-NEXT: fly-int-swizzle-simplify,
// DEFAULT-NEXT: canonicalize{{.*}},
// DEFAULT-NEXT: fly-convert-atom-call-to-ssa-form,
// DEFAULT-NEXT: fly-promote-regmem-to-vectorssa{{.*}},
// DEFAULT-NEXT: convert-fly-to-nvvm,
// DEFAULT-NEXT: canonicalize{{.*}},
// DEFAULT-NEXT: gpu.module(
// DEFAULT-NEXT: convert-scf-to-cf{{.*}},
// DEFAULT-NEXT: cse,
// DEFAULT-NEXT: fly-nvvm-expand-gpu-ops,
// DEFAULT-NEXT: convert-gpu-to-nvvm{{[{].*}} has-redux=true index-bitwidth=0 use-bare-ptr-memref-call-conv=true}
// DEFAULT-NEXT: ),
// DEFAULT-NEXT: nvvm-attach-target{O=2 chip=sm_90 fast=false features= ftz=false {{ *}}module= ptxas-cmd-options= triple=nvptx64-nvidia-cuda},
// DEFAULT-NEXT: convert-scf-to-cf{{.*}},
// DEFAULT-NEXT: convert-cf-to-llvm{{.*}},
// DEFAULT-NEXT: gpu-to-llvm{{.*}}use-bare-pointers-for-host=true use-bare-pointers-for-kernels=true},
// DEFAULT-NEXT: convert-vector-to-llvm{{.*}},
// DEFAULT-NEXT: convert-arith-to-llvm{{.*}},
// DEFAULT-NEXT: convert-func-to-llvm{{.*}},
// DEFAULT-NEXT: reconcile-unrealized-casts,
// DEFAULT-NEXT: fly-nvvm-check-libdevice{libdevice= looked={CUDA_PATH (not set), next to ptxas (no ptxas found)}},
// DEFAULT-NEXT: gpu-module-to-binary{format=isa {{ *}}opts= section= toolkit={{.*}}fly-cuda-toolkit-{{[0-9]+}}-{{[0-9A-F]+}}}
// DEFAULT-NEXT: )

// fast-math and ftz on the target and as instruction flags and function
// attributes; the PTX version feature; line directives; the kernel files and
// report (PTX only: no ptxas); cuda-path searched first.
// OPTIONS: fly-nvvm-check-target{chip=sm_80 features=+ptx80},
// OPTIONS: convert-gpu-to-nvvm{{.*}},
// OPTIONS-NEXT: fly-nvvm-math-flags{fast-math=true ftz=true}
// OPTIONS-NEXT: ),
// OPTIONS-NEXT: nvvm-attach-target{O=3 chip=sm_80 fast=true features=+ptx80 ftz=true {{ *}}module= ptxas-cmd-options= triple=nvptx64-nvidia-cuda},
// OPTIONS: reconcile-unrealized-casts,
// OPTIONS-NEXT: ensure-debug-info-scope-on-llvm-func{emission-kind=DebugDirectivesOnly},
// OPTIONS-NEXT: fly-nvvm-check-libdevice{libdevice= looked={[[EMPTY]]/nvvm/libdevice/libdevice.10.bc (cuda-path), CUDA_PATH (not set), next to ptxas (no ptxas found)}},
// OPTIONS-NEXT: fly-nvvm-emit-kernels{output-dir={{.*}}.out ptxas= ptxas-options=-lineinfo report=true toolkit={{.*}}fly-cuda-toolkit-{{.*}}},
// OPTIONS-NEXT: gpu-module-to-binary{format=isa {{ *}}opts= section= toolkit={{.*}}fly-cuda-toolkit-{{.*}}}
// OPTIONS-NEXT: )

// LLVM bitcode needs no libdevice check: nothing is linked.
// LLVMFMT: nvvm-attach-target{O=2 chip=sm_90a
// LLVMFMT: reconcile-unrealized-casts,
// LLVMFMT-NEXT: gpu-module-to-binary{format=llvm
// LLVMFMT-NEXT: )

// --fly-lower-to-nvvm stops before serialization, target attached.
// LOWER: fly-nvvm-check-target{chip=sm_100 features=},
// LOWER: nvvm-attach-target{O=2 chip=sm_100
// LOWER: reconcile-unrealized-casts
// LOWER-NEXT: )
// LOWER-NOT: gpu-module-to-binary
// LOWER-NOT: fly-nvvm-check-libdevice
module {}
