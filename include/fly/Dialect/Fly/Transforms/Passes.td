//===- Passes.td - fly passes ------------------------------*- tablegen -*-===//
//
// The Fly passes of fly-ir.md 8.1. Like FlyDSL's, none is anchored to an op
// type: each runs on whatever op it is scheduled on (usually the module).
//
//===----------------------------------------------------------------------===//
#ifndef FLY_TRANSFORMS_PASSES_TD
#define FLY_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def FlyRewriteFuncSignaturePass : Pass<"fly-rewrite-func-signature"> {
  let summary = "Pass Fly values across function and region boundaries as "
                "packed structs of their dynamic leaves";
  let description = [{
    At `func.func`, `gpu.func`, `func.call`, `func.return`, `gpu.launch_func`
    and `scf.for`/`scf.if`/`scf.while` boundaries, a dynamic int tuple,
    layout or composed layout travels as one `!llvm.struct<packed (...)>` of
    its dynamic leaves (nested by constructor); a fully static value is
    dropped from the boundary and re-created with `fly.static` where it is
    used. Inside, the value is rebuilt in normal form from the struct.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def FlyCanonicalizePass : Pass<"fly-canonicalize"> {
  let summary = "Bring Fly values into normal form";
  let description = [{
    `fly.make_shape`, `fly.make_stride` and `fly.make_coord` become
    `fly.make_int_tuple`; every single-result op whose result type is fully
    static is replaced by the normal-form constructor of that type
    (`make_int_tuple()`, `make_layout` of two such tuples,
    `make_composed_layout`, or `fly.static` for swizzles and tiles).
  }];
}

def FlyLayoutLoweringPass : Pass<"fly-layout-lowering"> {
  let summary = "Lower the layout algebra on dynamic values to arith";
  let description = [{
    Every op of groups A to G whose operands are in normal form is replaced
    by normal-form constructors whose dynamic leaves are computed with `arith`
    on i32 or i64 (as their widths say), using the same algebra code as type
    inference, so static and dynamic evaluation agree. Ops that cannot be
    lowered (operands not in normal form) are reported as errors.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::vector::VectorDialect",
                           "::mlir::ub::UBDialect"];
}

def FlyIntSwizzleSimplifyPass : Pass<"fly-int-swizzle-simplify"> {
  let summary = "Peel period-multiple addends out of swizzle XOR idioms";
  let description = [{
    Recognises `x ^ ((x & mask) >> shift)` (the lowered form of a swizzle
    `S<m,b,s>`) and rewrites `swizzle(a + d)` to `swizzle(a) + d` when `d` is
    a multiple of the swizzle period `2^(m+b+s)`, proven from constants,
    `arith` definitions (muli, shli, andi) or `?{div=N}` annotations, so that
    addresses differing by such addends share one swizzled base.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def FlyConvertAtomCallToSSAFormPass
    : Pass<"fly-convert-atom-call-to-ssa-form"> {
  let summary = "Atom calls on contiguous register views to SSA atom calls";
  let description = [{
    A `fly.copy_atom_call` / `fly.mma_atom_call` whose register operands
    are views with a contiguous layout becomes `fly.copy_atom_call_ssa` /
    `fly.mma_atom_call_ssa` on vectors, with vector `fly.ptr.load`s of the
    register sources and `fly.ptr.store`s of the results. An SSA call is one
    call of the atom: a copy whose views hold several calls' worth becomes
    one SSA call per call (the other side's static view split to match).
  }];
}

def FlyPromoteRegMemToVectorSSAPass
    : Pass<"fly-promote-regmem-to-vectorssa"> {
  let summary = "Promote register allocations to vector SSA values";
  let description = [{
    mem2reg for register memory: each `fly.make_ptr` of a register pointer
    with `{allocSize = N}` becomes one `vector<N x T>` value threaded through
    `scf.for`/`scf.if`/`scf.while`; loads and stores at static offsets
    become `vector.extract`/`vector.insert` (strided slices for vectors).
    Allocations reached through `fly.recast_iter` or a dynamic offset are
    skipped; with `remarks=true` each skipped allocation gets a remark
    saying why (a debugging aid that works in release builds of LLVM). Run
    fly-convert-atom-call-to-ssa-form first.
  }];
  let options = [
    Option<"remarks", "remarks", "bool", /*default=*/"false",
           "Emit a remark for each register allocation left in memory, "
           "with the reason">
  ];
  let dependentDialects = ["::mlir::vector::VectorDialect",
                           "::mlir::scf::SCFDialect"];
}

#endif // FLY_TRANSFORMS_PASSES_TD
