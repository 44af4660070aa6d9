// Bad pipeline options and missing tools: an error naming the option and
// listing the valid values, exit code 1 (`not`).
// RUN: not fly-opt %s --fly-rocdl-pipeline="chip=gfx9999" 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not fly-opt %s --fly-rocdl-pipeline="chip=gfx942 wave64=false" 2>&1 | FileCheck %s --check-prefix=W32
// RUN: not fly-opt %s --fly-rocdl-pipeline="chip=gfx1250 wave64=true" 2>&1 | FileCheck %s --check-prefix=W64
// RUN: not fly-opt %s --fly-rocdl-pipeline="chip=gfx942 wave64=maybe" 2>&1 | FileCheck %s --check-prefix=WBAD
// RUN: not fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=ptx" 2>&1 | FileCheck %s --check-prefix=FMT
// RUN: not fly-opt %s --fly-rocdl-pipeline="chip=gfx942 opt-level=4" 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: not fly-opt %s --fly-rocdl-pipeline="chip=gfx942 colour=blue" 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not fly-opt %s --fly-lower-to-rocdl="chip=gfx90a" 2>&1 | FileCheck %s --check-prefix=CHIP2
// RUN: not fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=isa llvm-options=no-such-llvm-option=1" 2>&1 | FileCheck %s --check-prefix=LLVMOPT
// RUN: not fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=isa llvm-options=amdgpu-use-amdgpu-trackers=maybe" 2>&1 | FileCheck %s --check-prefix=LLVMVAL
// The binary options belong to fly-rocdl-pipeline only.
// RUN: not fly-opt %s --fly-lower-to-rocdl="chip=gfx942 format=isa" 2>&1 | FileCheck %s --check-prefix=STAGE
// RUN: not fly-opt %s --fly-lower-to-llvm="chip=gfx942 output-dir=%t" 2>&1 | FileCheck %s --check-prefix=STAGE2
//
// No ld.lld anywhere (no ROCm, the LLVM tools directory overridden, an empty
// PATH): the binary formats fail up front, isa needs no linker.
// RUN: mkdir -p %t.empty
// RUN: not env FLY_LLVM_TOOLS_DIR=%t.empty PATH=%t.empty fly-opt %s --fly-rocdl-pipeline="chip=gfx942" 2>&1 | FileCheck %s --check-prefix=LLD
// RUN: not env FLY_LLVM_TOOLS_DIR=%t.empty PATH=%t.empty fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=bin rocm-path=%t.empty" 2>&1 | FileCheck %s --check-prefix=LLD-ROCM
// RUN: env FLY_LLVM_TOOLS_DIR=%t.empty PATH=%t.empty fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=isa" -o /dev/null

// CHIP: error: fly-rocdl-pipeline: unknown chip 'gfx9999'; valid chips: gfx942, gfx950, gfx1100, gfx1101, gfx1102, gfx1103, gfx1150, gfx1151, gfx1152, gfx1153, gfx1200, gfx1201, gfx1250
// CHIP2: error: fly-lower-to-rocdl: unknown chip 'gfx90a'; valid chips: gfx942,
// STAGE: error: fly-lower-to-rocdl: format, report, output-dir and rocm-path apply only to fly-rocdl-pipeline (this pipeline stops before gpu-module-to-binary)
// STAGE2: error: fly-lower-to-llvm: format, report, output-dir and rocm-path apply only to fly-rocdl-pipeline
// W32: error: fly-rocdl-pipeline: chip gfx942 cannot run wave32 (CDNA3 (gfx942) runs wave64); valid: wave64=auto or wave64=true
// W64: error: fly-rocdl-pipeline: chip gfx1250 cannot run wave64 (gfx1250 runs wave32); valid: wave64=auto or wave64=false
// WBAD: error: fly-rocdl-pipeline: invalid wave64='maybe'; valid values: auto, true, false
// FMT: error: fly-rocdl-pipeline: invalid format='ptx'; valid formats: fatbin, bin, isa, llvm
// OPT: error: fly-rocdl-pipeline: invalid opt-level=4; valid levels: 0, 1, 2, 3
// OPTION: error: fly-rocdl-pipeline: {{.*}}no such option colour
// LLD: error: fly-rocdl-pipeline: ld.lld not found (tried {{.*}}.empty/ld.lld, {{.*}}.empty/ld.lld-22, PATH:ld.lld, PATH:ld.lld-22); install lld (Debian: lld-22) or pass rocm-path=<ROCm directory>
// LLD-ROCM: error: fly-rocdl-pipeline: ld.lld not found (tried {{.*}}.empty/llvm/bin/ld.lld, {{.*}}.empty/ld.lld,
module attributes {gpu.container_module} {
  gpu.module @empty {
  }
}

// LLVMOPT: error: fly-rocdl-pipeline: unknown LLVM option 'no-such-llvm-option' in llvm-options
// LLVMVAL: invalid value 'maybe' for LLVM option 'amdgpu-use-amdgpu-trackers'
