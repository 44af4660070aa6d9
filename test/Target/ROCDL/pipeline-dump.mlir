// The registered pipeline's expansion: FlyDSL's pipeline in its order and with
// its options, plus the additions listed in lib/Target/ROCDL/Pipelines.cpp
// (the chip check first, the spilling of SSA copy calls as a pass of its own,
// the chip on convert-fly-to-rocdl, the device-library check before
// gpu-module-to-binary).
// REQUIRES: ld.lld
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=CDNA
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx1201 format=isa opt-level=3 fast-math=true unsafe-math=true" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=RDNA
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx1201 wave64=true" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=W64
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx950 waves-per-eu=2 max-vgprs=128 debug-info=true report=true" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=HINTS
// RUN: fly-opt %s --fly-lower-to-rocdl="chip=gfx1250" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=ROCDL
// RUN: fly-opt %s --fly-lower-to-llvm="chip=gfx1250" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942 checks=true" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHECKS
// RUN: fly-opt %s --fly-lower-to-rocdl="chip=gfx942 checks=true" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHECKS

// checks=true turns on the layout lowering's runtime checks, and only them.
// CHECKS: fly-canonicalize,
// CHECKS-NEXT: fly-layout-lowering{runtime-checks=true},
// CHECKS-NEXT: fly-int-swizzle-simplify,

// CDNA: builtin.module(
// CDNA-NEXT: fly-rocdl-adopt-target{chip=gfx942 opt-level=2 wave-size=64},
// CDNA-NEXT: fly-rocdl-check-target{chip=gfx942 ignore-unused-atoms=true wave-size=64},
// CDNA-NEXT: fly-rewrite-func-signature,
// CDNA-NEXT: fly-unroll-register-loops{{.*}},
// CDNA-NEXT: fly-canonicalize,
// CDNA-NEXT: fly-layout-lowering{runtime-checks=false},
// CDNA-NEXT: fly-int-swizzle-simplify,
// CDNA-NEXT: canonicalize{{.*}},
// CDNA-NEXT: fly-convert-atom-call-to-ssa-form,
// CDNA-NEXT: fly-promote-regmem-to-vectorssa{{.*}},
// CDNA-NEXT: fly-spill-ssa-copy-calls,
// CDNA-NEXT: convert-fly-to-rocdl{chip=gfx942 wave-size=64},
// CDNA-NEXT: canonicalize{{.*}},
// CDNA-NEXT: gpu.module(
// CDNA-NEXT: convert-scf-to-cf{{.*}},
// CDNA-NEXT: cse,
// CDNA-NEXT: fly-rocdl-fast-math,
// CDNA-NEXT: fly-rocdl-pack-f32,
// CDNA-NEXT: convert-gpu-to-rocdl{{[{] *}}chipset=gfx942 index-bitwidth=0 runtime=HIP use-bare-ptr-memref-call-conv=true},
// CDNA-NEXT: fly-rocdl-cluster-attr
// CDNA-NEXT: ),
// CDNA-NEXT: rocdl-attach-target{O=2 abi=600 chip=gfx942 correct-sqrt=true daz=false fast=false features= finite-only=false {{ *}}module= triple=amdgcn-amd-amdhsa unsafe-math=false wave64=true},
// CDNA-NEXT: convert-scf-to-cf{{.*}},
// CDNA-NEXT: convert-cf-to-llvm{{.*}},
// CDNA-NEXT: gpu-to-llvm{{.*}}use-bare-pointers-for-host=true use-bare-pointers-for-kernels=true},
// CDNA-NEXT: convert-vector-to-llvm{{.*}},
// CDNA-NEXT: convert-arith-to-llvm{{.*}},
// CDNA-NEXT: convert-func-to-llvm{{.*}},
// CDNA-NEXT: reconcile-unrealized-casts,
// CDNA-NEXT: fly-rocdl-check-device-libs{rocm-hint= toolkit={{.+}}},
// CDNA-NEXT: gpu-module-to-binary{format=fatbin opts= section= toolkit={{.+}}}
// CDNA-NEXT: )

// RDNA: fly-rocdl-check-target{chip=gfx1201 ignore-unused-atoms=true wave-size=32},
// RDNA: fly-rocdl-fast-math,
// RDNA-NEXT: convert-gpu-to-rocdl{{.*}}chipset=gfx1201
// RDNA: rocdl-attach-target{O=3 abi=600 chip=gfx1201 {{.*}}fast=true {{.*}}unsafe-math=true wave64=false},
// RDNA: gpu-module-to-binary{format=isa

// RDNA4 can also run wave64 (its WMMA atoms cannot: the legality check says
// so). rocdl-attach-target's wave64=true alone keeps gfx12's wave32: the
// subtarget feature asks for wave64.
// W64: fly-rocdl-check-target{chip=gfx1201 ignore-unused-atoms=true wave-size=64},
// W64: rocdl-attach-target{{.*}}chip=gfx1201{{.*}}features=+wavefrontsize64 {{.*}}wave64=true}

// HINTS: fly-rocdl-cluster-attr,
// HINTS-NEXT: fly-rocdl-kernel-hints{max-vgprs=128 waves-per-eu=2}
// HINTS-NEXT: ),
// HINTS-NEXT: rocdl-attach-target{O=2 abi=600 chip=gfx950
// HINTS: reconcile-unrealized-casts,
// HINTS-NEXT: ensure-debug-info-scope-on-llvm-func{emission-kind=LineTablesOnly},
// HINTS-NEXT: fly-rocdl-check-device-libs
// HINTS-NEXT: fly-rocdl-emit-kernels{output-dir= report=true toolkit={{.+}}},
// HINTS-NEXT: gpu-module-to-binary{format=fatbin opts=-g section=

// The stages stop after the nest (no target yet) and before the binary.
// ROCDL: fly-rocdl-cluster-attr
// ROCDL-NEXT: )
// ROCDL-NEXT: )
// ROCDL-NOT: rocdl-attach-target
// ROCDL-NOT: convert-cf-to-llvm

// LLVM: rocdl-attach-target{{.*}}chip=gfx1250
// LLVM: reconcile-unrealized-casts
// LLVM-NEXT: )
// LLVM-NOT: gpu-module-to-binary
module {}
