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

def FlyROCDLFastMathPass : Pass<"fly-rocdl-fast-math"> {
  let summary = "Lower approximate f32 math.exp2 and math.rsqrt to native "
                "instructions (FlyDSL's convert-rocdl-fastmath-ops)";
  let description = [{
    convert-gpu-to-rocdl lowers `math.exp2` on f32 to a call of
    `__ocml_exp2_f32`, whose range reduction for denormal and overflowing
    inputs costs about six instructions per call, and drops the op's
    fast-math flags on the way. A `math.exp2` whose flags allow an
    approximate function (`afn`, which `fast` includes) does not need that
    reduction: this pass rewrites it to `rocdl.exp2`, one `v_exp_f32`. A
    fixed-size one-dimensional f32 vector is rewritten lane by lane.

    The rule is FlyDSL's (its `convert-rocdl-fastmath-ops`, run at the same
    place in its pipeline: inside `gpu.module(...)`, before
    convert-gpu-to-rocdl): f16, f64, other vector shapes, flags without
    `afn` and the other math ops are left alone. One more op follows FlyDSL's
    newer MLIR: an f32 `math.rsqrt` with `afn` becomes `1 / math.sqrt` with
    its flags, which LLVM makes one `v_rsq_f32` (MLIR 22.1 calls
    `__ocml_rsqrt_f32`, which adds denormal scaling); without `afn` it keeps
    OCML's rsqrt, exact enough and cheaper than a correctly rounded sqrt and
    division. Run inside
    `gpu.module(...)`; ops outside GPU modules are host code and are not
    touched.

    ```mlir
    // fly-opt --fly-rocdl-fast-math
    gpu.module @kernels {
      func.func @exp2(%x: f32) -> f32 {
        %e = math.exp2 %x fastmath<fast> : f32
        return %e : f32
      }
    }
    ```

    ```mlir
    gpu.module @kernels {
      func.func @exp2(%x: f32) -> f32 {
        %e = rocdl.exp2 %x f32 -> f32
        return %e : f32
      }
    }
    ```
  }];
  let dependentDialects = ["::mlir::ROCDL::ROCDLDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::vector::VectorDialect"];
}

def FlyROCDLPackF32Pass : Pass<"fly-rocdl-pack-f32"> {
  let summary = "Pair scalar f32 adds, multiplies and FMAs into packed "
                "FP32 ops (CDNA3, CDNA4)";
  let description = [{
    CDNA3 and CDNA4 run two f32 adds, subtractions, multiplies or FMAs in one
    `v_pk_add_f32` / `v_pk_mul_f32` / `v_pk_fma_f32`. LLVM 22.1 does not pair
    scalar ones on AMDGPU by itself, so this pass does, while they are still
    `arith.addf`, `arith.subf`, `arith.mulf` and `math.fma`: two independent
    ops of one kind with the same flags, in one block, whose operands line up
    (one operand position holds the two lanes of an earlier pair, or every
    position holds values made by ops of the same kind), become one op on
    `vector<2xf32>` and two `vector.extract`s. The later op, and the few
    side-effect-free ops it needs that stand after the earlier one, move up
    to the earlier one, so that two chains written one after the other (the
    sum and the sum of squares of a layer norm) are interleaved.

    The pipeline runs it inside `gpu.module(...)` on gfx942 and gfx950,
    before convert-gpu-to-rocdl. On other chips packed FP32 ops do not exist
    and the pass is not run.

    ```mlir
    // fly-opt --fly-rocdl-pack-f32
    func.func @two_sums(%a: f32, %b: f32, %c: f32, %d: f32) -> (f32, f32) {
      %s = arith.mulf %a, %b : f32
      %t = arith.mulf %c, %d : f32
      %u = arith.addf %s, %a : f32
      %v = arith.addf %t, %c : f32
      return %u, %v : f32, f32
    }
    ```

    ```mlir
    func.func @two_sums(%a: f32, %b: f32, %c: f32, %d: f32) -> (f32, f32) {
      %0 = vector.from_elements %a, %c : vector<2xf32>
      %1 = vector.from_elements %b, %d : vector<2xf32>
      %2 = arith.mulf %0, %1 : vector<2xf32>
      %3 = vector.extract %2[0] : f32 from vector<2xf32>
      %4 = vector.extract %2[1] : f32 from vector<2xf32>
      %5 = vector.from_elements %a, %c : vector<2xf32>
      %6 = arith.addf %2, %5 : vector<2xf32>
      %7 = vector.extract %6[0] : f32 from vector<2xf32>
      %8 = vector.extract %6[1] : f32 from vector<2xf32>
      return %7, %8 : f32, f32
    }
    ```
  }];
  let dependentDialects = ["::mlir::vector::VectorDialect"];
}

#endif // FLY_DIALECT_FLYROCDL_TRANSFORMS_PASSES_TD
