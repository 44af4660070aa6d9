//===- Passes.td - fly passes ------------------------------*- tablegen -*-===//
//
// The Fly passes (docs/reference/passes.md). Like FlyDSL's, none is anchored
// to an op type: each runs on whatever op it is scheduled on (usually the
// module). The ```mlir examples of the descriptions are run by
// test/Dialect/Fly/doc-examples.test: an input headed `// fly-opt FLAGS`
// must print as the block that follows it.
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
    A `!fly.memref` travels as its `!fly.ptr` plus the struct of its
    layout's dynamic leaves (none when static). Run it first: the later
    passes expect Fly values to be defined in the function
    (docs/reference/concepts.md#boundaries).

    ```mlir
    // fly-opt --fly-rewrite-func-signature
    func.func @size(%l: !fly.layout<(?,8):(1,?)>) -> !fly.int_tuple<?{div=8}> {
      %n = fly.size(%l) : (!fly.layout<(?,8):(1,?)>) -> !fly.int_tuple<?{div=8}>
      return %n : !fly.int_tuple<?{div=8}>
    }
    ```

    ```mlir
    func.func @size(%arg0: !llvm.struct<packed (struct<packed (i32)>, struct<packed (i32)>)>) -> !llvm.struct<packed (i32)> {
      %0 = llvm.extractvalue %arg0[0, 0] : !llvm.struct<packed (struct<packed (i32)>, struct<packed (i32)>)>
      %1 = llvm.extractvalue %arg0[1, 0] : !llvm.struct<packed (struct<packed (i32)>, struct<packed (i32)>)>
      %2 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,8)>
      %3 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(1,?)>
      %4 = fly.make_layout(%2, %3) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,8):(1,?)>
      %5 = fly.size(%4) : (!fly.layout<(?,8):(1,?)>) -> !fly.int_tuple<?{div=8}>
      %6 = fly.get_leaves(%5) {dynamicOnly = true} : (!fly.int_tuple<?{div=8}>) -> i32
      %7 = llvm.mlir.undef : !llvm.struct<packed (i32)>
      %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<packed (i32)>
      return %8 : !llvm.struct<packed (i32)>
    }
    ```

    A value the pass cannot carry (a dynamic basis, which has no
    normal-form constructor) or a function value with Fly types in its
    signature is an error at every boundary that carries it, and the pass
    then rewrites nothing.

    ```mlir
    // fly-opt --fly-rewrite-func-signature
    // error: cannot pass a value of type '!fly.basis<?E1>' across a function signature
    func.func private @take(!fly.basis<?E1>)
    ```
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
    `make_composed_layout`, or `fly.static` for swizzles and tiles), so
    that `fly-layout-lowering` finds every operand in normal form
    (docs/reference/concepts.md#normal-form).

    ```mlir
    // fly-opt --fly-canonicalize
    func.func @canon(%m: i32) -> !fly.layout<(4,8):(1,4)> {
      %s = fly.make_shape(%m) : (i32) -> !fly.int_tuple<(?,8)>
      %a = fly.static : !fly.layout<(4,8):(8,1)>
      %l = fly.make_fragment_layout_like(%a) : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(4,8):(1,4)>
      return %l : !fly.layout<(4,8):(1,4)>
    }
    ```

    ```mlir
    func.func @canon(%arg0: i32) -> !fly.layout<(4,8):(1,4)> {
      %0 = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<(?,8)>
      %1 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
      %2 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,1)>
      %3 = fly.make_layout(%1, %2) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(8,1)>) -> !fly.layout<(4,8):(8,1)>
      %4 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
      %5 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,4)>
      %6 = fly.make_layout(%4, %5) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(1,4)>) -> !fly.layout<(4,8):(1,4)>
      return %6 : !fly.layout<(4,8):(1,4)>
    }
    ```
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

    It also expands `fly.copy` and `fly.gemm` into atom calls, lowers the
    view accesses (`fly.memref.load/store`, `_vec`, `fly.memref.alloca`)
    to pointer loads and stores on `fly.make_view(fly.add_offset(...))`,
    turns swizzled views read by atoms and accesses into swizzled pointers
    (docs/reference/lowering.md#swizzles), keeps pointer offsets in the
    canonical form (docs/reference/lowering.md#offset-form) and ends with
    CSE. `crd2idx((m, m), (m,8):(1,d))` is `m*1 + m*d`:

    ```mlir
    // fly-opt --fly-layout-lowering
    func.func @index(%m: i32, %d: i32) -> i32 {
      %s = fly.make_int_tuple(%m) : (i32) -> !fly.int_tuple<(?,8)>
      %t = fly.make_int_tuple(%d) : (i32) -> !fly.int_tuple<(1,?)>
      %l = fly.make_layout(%s, %t) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,8):(1,?)>
      %c = fly.make_int_tuple(%m, %m) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %i = fly.crd2idx(%c, %l) : (!fly.int_tuple<(?,?)>, !fly.layout<(?,8):(1,?)>) -> !fly.int_tuple<?>
      %v = fly.get_scalar(%i) : (!fly.int_tuple<?>) -> i32
      return %v : i32
    }
    ```

    ```mlir
    func.func @index(%arg0: i32, %arg1: i32) -> i32 {
      %0 = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<(?,8)>
      %1 = fly.make_int_tuple(%arg1) : (i32) -> !fly.int_tuple<(1,?)>
      %2 = arith.muli %arg0, %arg1 : i32
      %3 = arith.addi %arg0, %2 : i32
      return %3 : i32
    }
    ```

    The constructors left behind are dead; `canonicalize` removes them.
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
    addresses differing by such addends share one swizzled base. With
    `S<3,3,3>` (mask `7 << 6 = 448`, shift 3, period 512), the addend 1024
    moves out of the XOR:

    ```mlir
    // fly-opt --fly-int-swizzle-simplify
    func.func @peel(%a: i32) -> i32 {
      %c1024 = arith.constant 1024 : i32
      %mask = arith.constant 448 : i32
      %sh = arith.constant 3 : i32
      %x = arith.addi %a, %c1024 : i32
      %m = arith.andi %x, %mask : i32
      %s = arith.shrui %m, %sh : i32
      %y = arith.xori %x, %s : i32
      return %y : i32
    }
    ```

    ```mlir
    func.func @peel(%arg0: i32) -> i32 {
      %c1024_i32 = arith.constant 1024 : i32
      %c448_i32 = arith.constant 448 : i32
      %c3_i32 = arith.constant 3 : i32
      %0 = arith.andi %arg0, %c448_i32 : i32
      %1 = arith.shrui %0, %c3_i32 : i32
      %2 = arith.xori %arg0, %1 : i32
      %3 = arith.addi %2, %c1024_i32 : i32
      return %3 : i32
    }
    ```
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
    Register views whose layout is not contiguous are left alone.

    ```mlir
    // fly-opt --fly-convert-atom-call-to-ssa-form
    func.func @to_registers(%g: !fly.ptr<f16, global>) {
      %atom = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      %l = fly.static : !fly.layout<4:1>
      %r = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
      %src = fly.make_view(%g, %l) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
      %dst = fly.make_view(%r, %l) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
      fly.copy_atom_call(%atom, %src, %dst) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
      return
    }
    ```

    ```mlir
    func.func @to_registers(%arg0: !fly.ptr<f16, global>) {
      %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      %1 = fly.static : !fly.layout<4:1>
      %2 = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
      %3 = fly.make_view(%arg0, %1) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
      %4 = fly.copy_atom_call_ssa(%0, %3) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>) -> vector<4xf16>
      fly.ptr.store(%4, %2) : (vector<4xf16>, !fly.ptr<f16, register>) -> ()
      return
    }
    ```
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
    fly-convert-atom-call-to-ssa-form first. The vector starts as zeros.

    ```mlir
    // fly-opt --fly-promote-regmem-to-vectorssa
    func.func @acc(%x: f32) -> f32 {
      %r = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}} : () -> !fly.ptr<f32, register>
      %o = fly.static : !fly.int_tuple<1>
      %q = fly.add_offset(%r, %o) : (!fly.ptr<f32, register>, !fly.int_tuple<1>) -> !fly.ptr<f32, register>
      fly.ptr.store(%x, %q) : (f32, !fly.ptr<f32, register>) -> ()
      %y = fly.ptr.load(%q) : (!fly.ptr<f32, register>) -> f32
      return %y : f32
    }
    ```

    ```mlir
    func.func @acc(%arg0: f32) -> f32 {
      %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
      %0 = vector.insert %arg0, %cst [1] : f32 into vector<2xf32>
      %1 = vector.extract %0[1] : f32 from vector<2xf32>
      return %1 : f32
    }
    ```
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
