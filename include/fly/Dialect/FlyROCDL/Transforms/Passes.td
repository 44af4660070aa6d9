//===- Passes.td - fly_rocdl passes ------------------------*- tablegen -*-===//
//
// The fly_rocdl passes that convert nothing
// (docs/reference/passes.md#fly_rocdl-passes): the per-chip legality check
// and the cluster dimensions attribute. The ```mlir examples of the
// descriptions are run by test/Dialect/FlyROCDL/doc-examples.test.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_DIALECT_FLYROCDL_TRANSFORMS_PASSES_TD
#define FLY_DIALECT_FLYROCDL_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def FlyROCDLCheckTargetPass : Pass<"fly-rocdl-check-target", "::mlir::ModuleOp"> {
  let summary = "Check Fly atoms and the wave size against each gpu.module's "
                "chip";
  let description = [{
    For every `gpu.module` with a `#rocdl.target<chip = ...>`, reports each
    op that uses an atom the chip cannot execute (an MFMA on gfx1201, a
    gfx1250 TDM copy on gfx942, ...) or whose wave size differs from the
    module's (`+wavefrontsize32/64` in the target features, else the chip's
    default), and an unknown chip. Runs before any LLVM code is generated;
    convert-fly-to-rocdl runs the same check first.

    With `chip` set, the modules are about to be compiled for that chip and
    get their target later (fly-rocdl-pipeline runs this pass first and
    rocdl-attach-target after the gpu.module nest): every `gpu.module` is
    checked against `chip` and `wave-size`, and one that already carries a
    `#rocdl.target` is an error, since a second target would compile every
    kernel twice (or, for another chip, with the wrong chip's descriptor
    flags). The legality table is docs/reference/rocdl.md#chip-legality.

    ```mlir
    // fly-opt --fly-rocdl-check-target
    // error: '!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>' needs CDNA (gfx942/gfx950); the target chip is gfx1201
    gpu.module @k [#rocdl.target<chip = "gfx1201">] {
      gpu.func @f() kernel {
        %a = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>>
        gpu.return
      }
    }
    ```
  }];
  let options = [
    Option<"chip", "chip", "std::string", "\"\"",
           "Chip the modules will be compiled for; they must not have a "
           "#rocdl.target yet">,
    Option<"waveSize", "wave-size", "unsigned", "0",
           "Wave size they will run (0: the chip's default)">,
    Option<"ignoreUnusedAtoms", "ignore-unused-atoms", "bool", "false",
           "Do not check an atom that is made and never used (nothing runs "
           "it; FlyDSL's front end makes some for other chips). "
           "fly-rocdl-pipeline sets it">
  ];
}

def FlyROCDLAdoptTargetPass : Pass<"fly-rocdl-adopt-target", "::mlir::ModuleOp"> {
  let summary = "Take over the #rocdl.target a gpu.module already carries "
                "when it names the chip being compiled for";
  let description = [{
    FlyDSL 0.3.2's front end attaches `#rocdl.target<chip = "...">` to its
    `gpu.module`; fly-rocdl-pipeline attaches its own target after the
    `gpu.module` nest. This pass, which the pipeline runs first, removes a
    target that agrees with the pipeline, so that the module is compiled
    once, with the pipeline's options. A target agrees when its chip is
    `chip`, its triple is `amdgcn-amd-amdhsa`, its optimization level is
    the default (2) or `opt-level`, its features are empty or only the wave
    size the pipeline compiles for (`+wavefrontsize32/64`), and it has no
    flags and no link files (those are pipeline options: fast-math,
    unsafe-math, wave64, ...). Anything else is an error naming the module
    and the parameter: a target for another chip is never compiled for the
    wrong one.

    ```mlir
    // fly-opt --fly-rocdl-adopt-target=chip=gfx942
    gpu.module @k [#rocdl.target<chip = "gfx942">] {
      gpu.func @f() kernel {
        gpu.return
      }
    }
    ```

    ```mlir
    gpu.module @k {
      gpu.func @f() kernel {
        gpu.return
      }
    }
    ```
  }];
  let options = [
    Option<"chip", "chip", "std::string", "\"\"",
           "Chip the modules will be compiled for (required)">,
    Option<"waveSize", "wave-size", "unsigned", "0",
           "Wave size they will run (0: the chip's default)">,
    Option<"optLevel", "opt-level", "unsigned", "2",
           "Optimization level the pipeline attaches">
  ];
}

def FlyROCDLClusterAttrPass : Pass<"fly-rocdl-cluster-attr"> {
  let summary = "Turn rocdl.cluster_dims into the amdgpu-cluster-dims "
                "function attribute";
  let description = [{
    On each `llvm.func`, replaces the string attribute
    `rocdl.cluster_dims = "x,y,z"` with the passthrough entry
    `["amdgpu-cluster-dims", "x,y,z"]`: ROCDL in LLVM 22.1
    has no cluster-dims attribute of its own. Run inside
    `gpu.module(...)` after convert-gpu-to-rocdl. A value that is not three
    positive integers is an error.

    ```mlir
    // fly-opt --fly-rocdl-cluster-attr
    llvm.func @k() attributes {rocdl.cluster_dims = "2,1,1", rocdl.kernel} {
      llvm.return
    }
    ```

    ```mlir
    llvm.func @k() attributes {passthrough = [["amdgpu-cluster-dims", "2,1,1"]], rocdl.kernel} {
      llvm.return
    }
    ```
  }];
}

#endif // FLY_DIALECT_FLYROCDL_TRANSFORMS_PASSES_TD
