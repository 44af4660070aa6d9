// What each fly-rocdl-pipeline option does to the output (the expansion
// itself is pipeline-dump.mlir): the object kind per format, the target's
// optimisation level and math flags, line tables with debug-info, and the
// --help text that documents the pipelines and their options.
// REQUIRES: ld.lld
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=llvm" | FileCheck %s --check-prefix=LLVM
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=bin" | FileCheck %s --check-prefix=BIN
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942" | FileCheck %s --check-prefix=FATBIN
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=isa" | FileCheck %s --check-prefix=ISA
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx950 format=isa opt-level=0 fast-math=true unsafe-math=true" | FileCheck %s --check-prefix=FLAGS
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=isa debug-info=true" | FileCheck %s --check-prefix=DEBUG
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=isa" | FileCheck %s --check-prefix=NODEBUG
// RUN: fly-opt --help | FileCheck %s --check-prefix=HELP

// format=llvm: LLVM bitcode (its magic "BC" 0xC0DE) as the offload object.
// LLVM: gpu.binary @k  [#gpu.object<#rocdl.target<chip = "gfx942">, offload = "BC\C0\DE
// format=bin: the linked code object, an ELF file.
// BIN: gpu.binary @k  [#gpu.object<#rocdl.target<chip = "gfx942">, bin = "\7FELF
// fatbin (the default; for ROCDL in MLIR 22 the code object plus the kernel
// metadata the runtime launches with).
// FATBIN: gpu.binary @k  [#gpu.object<#rocdl.target<chip = "gfx942">, kernels = <[#gpu.kernel_metadata<"k", !llvm.func<void (ptr<1>)>, metadata = {{.*}}private_segment_fixed_size = 0 : i64{{.*}}bin = "\7FELF
// ISA: gpu.binary @k  [#gpu.object<#rocdl.target<chip = "gfx942">, assembly = "\09.amdgcn_target \22amdgcn-amd-amdhsa--gfx942\22
// The target the pipeline attached carries the options.
// FLAGS: gpu.binary @k  [#gpu.object<#rocdl.target<O = 0, chip = "gfx950", flags = {fast, unsafe_math}>, assembly =
// Line tables: the assembly has .file / .loc directives only with debug-info.
// DEBUG: \09.loc\09
// NODEBUG-NOT: \09.loc\09

// HELP: --fly-lower-to-llvm
// HELP: --fly-lower-to-rocdl
// HELP: --fly-rocdl-pipeline {{ *}}-{{ *}}Compile a Fly module to AMD GPU binaries
// HELP-DAG: --chip=<string> {{ *}}- Target chip: gfx942, gfx950, gfx1200, gfx1201, gfx1250
// HELP-DAG: --wave64=<string> {{ *}}- Wave size: auto (64 on CDNA, 32 on RDNA and gfx1250), true (wave64) or false (wave32)
// HELP-DAG: --opt-level=<uint> {{ *}}- LLVM optimisation level, 0 to 3
// HELP-DAG: --format=<string> {{ *}}- Output of gpu-module-to-binary: fatbin, bin
// HELP-DAG: --fast-math
// HELP-DAG: --unsafe-math
// HELP-DAG: --waves-per-eu=<uint>
// HELP-DAG: --max-vgprs=<uint>
// HELP-DAG: --debug-info
// HELP-DAG: --rocm-path=<string>
// HELP-DAG: --output-dir=<string>
// HELP-DAG: --report
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @k(%p: !fly.ptr<f32, global>) kernel {
      %x = fly.ptr.load(%p) : (!fly.ptr<f32, global>) -> f32
      %y = arith.addf %x, %x : f32
      fly.ptr.store(%y, %p) : (f32, !fly.ptr<f32, global>) -> ()
      gpu.return
    }
  }
}
