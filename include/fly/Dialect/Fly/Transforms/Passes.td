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

def FlyUnrollRegisterLoopsPass : Pass<"fly-unroll-register-loops"> {
  let summary = "Fully unroll static scf.for loops that index register "
                "fragments with their induction variable";
  let description = [{
    A register fragment (`!fly.memref<..., register, ...>`, a predicate
    fragment above all) stays in registers only if every access has a
    static index: fly-promote-regmem-to-vectorssa and LLVM's SROA both need
    one. A loop that fills a fragment element by element, `p(i) = i < n`,
    indexes it with its induction variable, so a fragment larger than
    LLVM's own unroll threshold (64 predicates already are) goes to local
    memory. This pass fully unrolls such loops, as CuTe's `CUTE_UNROLL`
    does: an `scf.for` with constant bounds and at most `max-trip-count`
    iterations (and at most `max-ops` operations once unrolled) whose body
    accesses a register view at an index that depends on the induction
    variable (`fly.memref.load`/`store` with such an index, or any op on a
    register view made from one). Other loops stay: a main loop that only
    addresses global or shared memory with its induction variable is not
    unrolled. Inner loops are unrolled first.

    ```mlir
    // fly-opt --fly-unroll-register-loops
    func.func @fill(%p: !fly.memref<i1, register, 2:1>, %n: i32) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      scf.for %i = %c0 to %c2 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %on = arith.cmpi slt, %ii, %n : i32
        %ix = fly.make_int_tuple(%ii) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%on, %p, %ix) : (i1, !fly.memref<i1, register, 2:1>, !fly.int_tuple<?>) -> ()
      }
      return
    }
    ```

    The copies keep the loop's index arithmetic (the pipeline's later
    canonicalize folds it to constants):

    ```mlir
    func.func @fill(%arg0: !fly.memref<i1, register, 2:1>, %arg1: i32) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c2_0 = arith.constant 2 : index
      %0 = arith.index_cast %c0 : index to i32
      %1 = arith.cmpi slt, %0, %arg1 : i32
      %2 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      fly.memref.store(%1, %arg0, %2) : (i1, !fly.memref<i1, register, 2:1>, !fly.int_tuple<?>) -> ()
      %c1_1 = arith.constant 1 : index
      %3 = arith.muli %c1, %c1_1 : index
      %4 = arith.addi %c0, %3 : index
      %5 = arith.index_cast %4 : index to i32
      %6 = arith.cmpi slt, %5, %arg1 : i32
      %7 = fly.make_int_tuple(%5) : (i32) -> !fly.int_tuple<?>
      fly.memref.store(%6, %arg0, %7) : (i1, !fly.memref<i1, register, 2:1>, !fly.int_tuple<?>) -> ()
      return
    }
    ```
  }];
  let options = [
    Option<"maxTripCount", "max-trip-count", "int64_t", "256",
           "Loops with more iterations are left as they are">,
    Option<"maxOps", "max-ops", "int64_t", "16384",
           "Loops whose unrolled body would exceed this many operations are "
           "left as they are">,
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect"];
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

    It runs, in this order, six phases that are also passes of their own
    (below), each one's precondition being what the earlier ones leave:
    `fly-lower-register-memory` (register allocations to pointers),
    `fly-expand-copy-gemm` (`fly.copy` and `fly.gemm` to atom calls),
    `fly-lower-algebra` (the algebra ops to `arith`), `fly-decompose-views`
    (swizzled views read by atoms and accesses to swizzled pointers,
    docs/reference/lowering.md#swizzles), `fly-lower-view-access`
    (`fly.memref.load/store`, `_vec` to pointer loads and stores on
    `fly.make_view(fly.add_offset(...))`) and `fly-canonicalize-offsets`
    (pointer offsets in the canonical form of
    docs/reference/lowering.md#offset-form, then dead ops erased and CSE);
    running them one by
    one gives the same IR. `crd2idx((m, m), (m,8):(1,d))` is `m*1 + m*d`:

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
      %0 = arith.muli %arg0, %arg1 : i32
      %1 = arith.addi %arg0, %0 : i32
      return %1 : i32
    }
    ```

    The constructors the lowered ops no longer read are dead and erased,
    before the final CSE.

    With `runtime-checks=true`, each condition the algebra assumes of
    dynamic leaves (a non-zero divisor, stride and shape divisibility, the
    injectivity `complement` needs) is checked before the op's `arith`: a
    `cf.assert` whose message names the op, its location, the condition and
    the operand leaves it reads, after a `printf` (host) or `gpu.printf`
    (in a `gpu.module`) of the same message with their values
    (docs/reference/lowering.md#runtime-checks). Off by default.
  }];
  let options = [
    Option<"runtimeChecks", "runtime-checks", "bool", /*default=*/"false",
           "Check at run time what the algebra assumes of dynamic leaves "
           "(non-zero divisors, divisibility, injectivity): one check per "
           "condition before the op's arith, stopping with a message that "
           "names the op, the condition and the values">
  ];
  // With runtime-checks, also cf, scf, gpu and LLVM (getDependentDialects).
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::vector::VectorDialect",
                           "::mlir::ub::UBDialect"];
}

def FlyLowerRegisterMemoryPass : Pass<"fly-lower-register-memory"> {
  let summary = "Register allocations to register pointers and views";
  let description = [{
    The first phase of `fly-layout-lowering`. Every register allocation
    (`fly.memref.alloca`, `fly.make_fragment_like`, `fly.mma.make_fragment`)
    becomes `fly.make_ptr() {dictAttrs = {allocSize = N : i64}}`, a register
    pointer that owns `N = cosize(layout)` elements (at least 1), viewed
    with `fly.make_view` through the allocation's layout in normal form.
    Views on register memory are then in weak normal form
    (docs/reference/concepts.md#normal-form), as `fly-lower-algebra` needs
    every view operand to be. Nothing has to run before it, and other ops
    are left alone. `(2,2):(1,4)` has cosize `(2-1)*1 + (2-1)*4 + 1 = 6`:

    ```mlir
    // fly-opt --fly-lower-register-memory
    func.func @fragment() -> !fly.memref<f32, register, (2,2):(1,4)> {
      %l = fly.static : !fly.layout<(2,2):(1,4)>
      %r = fly.memref.alloca(%l) : (!fly.layout<(2,2):(1,4)>) -> !fly.memref<f32, register, (2,2):(1,4)>
      return %r : !fly.memref<f32, register, (2,2):(1,4)>
    }
    ```

    ```mlir
    func.func @fragment() -> !fly.memref<f32, register, (2,2):(1,4)> {
      %0 = fly.static : !fly.layout<(2,2):(1,4)>
      %1 = fly.make_ptr() {dictAttrs = {allocSize = 6 : i64}} : () -> !fly.ptr<f32, register>
      %2 = fly.make_int_tuple() : () -> !fly.int_tuple<(2,2)>
      %3 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,4)>
      %4 = fly.make_layout(%2, %3) : (!fly.int_tuple<(2,2)>, !fly.int_tuple<(1,4)>) -> !fly.layout<(2,2):(1,4)>
      %5 = fly.make_view(%1, %4) : (!fly.ptr<f32, register>, !fly.layout<(2,2):(1,4)>) -> !fly.memref<f32, register, (2,2):(1,4)>
      return %5 : !fly.memref<f32, register, (2,2):(1,4)>
    }
    ```

    Register memory has a size fixed at compile time: an allocation whose
    layout is not static and plain is an error at the op (`cannot be
    lowered: register memory needs a static plain layout`) and the pass
    fails. The verifier of `fly.memref.alloca` and the inference of the
    fragment ops already reject such layouts, so verified IR does not get
    there.
  }];
}

def FlyExpandCopyGemmPass : Pass<"fly-expand-copy-gemm"> {
  let summary = "Unroll fly.copy and fly.gemm into atom calls on view slices";
  let description = [{
    The second phase of `fly-layout-lowering`
    (docs/reference/lowering.md#unrolling). A `fly.copy` becomes one
    `fly.copy_atom_call` per call of its atom, on the slices
    `(*, rest...)` of its views (views of exactly one call, and whole-tile
    atoms, are one call on the whole views; a mode 0 that holds several
    calls is first split with `fly.logical_divide`), a predicate guarding
    each call with one of its elements. A `fly.gemm` becomes one
    `fly.mma_atom_call` per `(m, n, k)` of CuTe's
    `(V,M,K) x (V,N,K) => (V,M,N)` form, in the order its traversal order
    or layout gives. The calls' views are algebra ops on views (`fly.slice`,
    `fly.logical_divide`, `fly.prepend`/`fly.append` of a unit mode),
    which `fly-lower-algebra` lowers: run this pass before that one. It
    reads only the views' types, so nothing has to run before it.
    `universal_copy<64>` moves four 16-bit values per call, so views
    `(4,2):(1,4)` take two calls, on the columns `(*,0)` and `(*,1)`:

    ```mlir
    // fly-opt --fly-expand-copy-gemm
    func.func @copy(%src: !fly.memref<f16, global, (4,2):(1,4)>, %dst: !fly.memref<f16, register, (4,2):(1,4)>) {
      %atom = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      fly.copy(%atom, %src, %dst) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, (4,2):(1,4)>, !fly.memref<f16, register, (4,2):(1,4)>) -> ()
      return
    }
    ```

    ```mlir
    func.func @copy(%arg0: !fly.memref<f16, global, (4,2):(1,4)>, %arg1: !fly.memref<f16, register, (4,2):(1,4)>) {
      %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      %1 = fly.static : !fly.int_tuple<(*,0)>
      %2 = fly.slice(%arg0, %1) : (!fly.memref<f16, global, (4,2):(1,4)>, !fly.int_tuple<(*,0)>) -> !fly.memref<f16, global, 4:1>
      %3 = fly.static : !fly.int_tuple<(*,0)>
      %4 = fly.slice(%arg1, %3) : (!fly.memref<f16, register, (4,2):(1,4)>, !fly.int_tuple<(*,0)>) -> !fly.memref<f16, register, 4:1>
      fly.copy_atom_call(%0, %2, %4) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
      %5 = fly.static : !fly.int_tuple<(*,1)>
      %6 = fly.slice(%arg0, %5) : (!fly.memref<f16, global, (4,2):(1,4)>, !fly.int_tuple<(*,1)>) -> !fly.memref<f16, global, 4:1>
      %7 = fly.static : !fly.int_tuple<(*,1)>
      %8 = fly.slice(%arg1, %7) : (!fly.memref<f16, register, (4,2):(1,4)>, !fly.int_tuple<(*,1)>) -> !fly.memref<f16, register, 4:1>
      fly.copy_atom_call(%0, %6, %8) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
      return
    }
    ```

    A copy or gemm that cannot be unrolled is an error at the op and the
    pass fails: a mode 0 that is not a whole number of calls, source and
    destination of different modes, a predicate of none of the three forms,
    gemm operands of none of CuTe's forms, or a traversal layout that does
    not visit each call once. (Views without a static shape are already
    rejected by the verifiers of `fly.copy` and `fly.gemm`.)

    ```mlir
    // fly-opt --fly-expand-copy-gemm
    // error: cannot be unrolled: mode 0 of the views holds 3 values, not a whole number of calls
    func.func @odd(%src: !fly.memref<f16, global, (3,2):(1,3)>, %dst: !fly.memref<f16, register, (3,2):(1,3)>) {
      %atom = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      fly.copy(%atom, %src, %dst) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, (3,2):(1,3)>, !fly.memref<f16, register, (3,2):(1,3)>) -> ()
      return
    }
    ```
  }];
}

def FlyLowerAlgebraPass : Pass<"fly-lower-algebra"> {
  let summary = "Lower the algebra ops on normal-form values to arith";
  let description = [{
    The third phase of `fly-layout-lowering`. Every op that computes Fly
    values with the layout algebra, and whose operands are in normal form
    (docs/reference/concepts.md#normal-form), is replaced by normal-form
    constructors of its results whose dynamic leaves are computed with
    `arith` on i32 or i64 (as their widths say), by the same algebra code
    as type inference; static parts never reach `arith`. An op on views
    (slice, partition, divide) lowers when each view operand is
    `fly.make_view` of a pointer and a normal-form layout: its result is
    `fly.make_view` of that pointer moved by `fly.add_offset`. The
    `make_shape`/`make_stride`/`make_coord` spellings become
    `fly.make_int_tuple` first. It expects `fly-rewrite-func-signature` and
    `fly-canonicalize` (values in normal form), `fly-lower-register-memory`
    (views on register memory) and `fly-expand-copy-gemm` (whose slices it
    lowers) to have run. `size((m,8):(1,d))` is `m*8`:

    ```mlir
    // fly-opt --fly-lower-algebra
    func.func @size(%m: i32, %d: i32) -> i32 {
      %s = fly.make_int_tuple(%m) : (i32) -> !fly.int_tuple<(?,8)>
      %t = fly.make_int_tuple(%d) : (i32) -> !fly.int_tuple<(1,?)>
      %l = fly.make_layout(%s, %t) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,8):(1,?)>
      %n = fly.size(%l) : (!fly.layout<(?,8):(1,?)>) -> !fly.int_tuple<?{div=8}>
      %v = fly.get_scalar(%n) : (!fly.int_tuple<?{div=8}>) -> i32
      return %v : i32
    }
    ```

    ```mlir
    func.func @size(%arg0: i32, %arg1: i32) -> i32 {
      %0 = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<(?,8)>
      %1 = fly.make_int_tuple(%arg1) : (i32) -> !fly.int_tuple<(1,?)>
      %2 = fly.make_layout(%0, %1) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,8):(1,?)>
      %c8_i32 = arith.constant 8 : i32
      %3 = arith.muli %arg0, %c8_i32 : i32
      %4 = fly.make_int_tuple(%3) : (i32) -> !fly.int_tuple<?{div=8}>
      return %3 : i32
    }
    ```

    The constructors left behind are dead; `canonicalize` removes them. An
    op with an operand not in normal form, or whose result cannot be
    rebuilt (a view moved by a coordinate rather than an element offset),
    is an error at the op and the pass fails; the other ops are still
    lowered.

    ```mlir
    // fly-opt --fly-lower-algebra
    // error: 'fly.size' op cannot be lowered: operand #0 is not in normal form
    func.func @argument(%l: !fly.layout<(?,4):(1,?)>) -> !fly.int_tuple<?{div=4}> {
      %n = fly.size(%l) : (!fly.layout<(?,4):(1,?)>) -> !fly.int_tuple<?{div=4}>
      return %n : !fly.int_tuple<?{div=4}>
    }
    ```

    With `runtime-checks=true`, each condition the algebra assumes of
    dynamic leaves (a non-zero divisor, stride and shape divisibility, the
    injectivity `complement` needs) is checked before the op's `arith`: a
    `cf.assert` whose message names the op, its location, the condition and
    the operand leaves it reads, after a `printf` (host) or `gpu.printf`
    (in a `gpu.module`) of the same message with their values
    (docs/reference/lowering.md#runtime-checks). Off by default.
  }];
  let options = [
    Option<"runtimeChecks", "runtime-checks", "bool", /*default=*/"false",
           "Check at run time what the algebra assumes of dynamic leaves "
           "(non-zero divisors, divisibility, injectivity): one check per "
           "condition before the op's arith, stopping with a message that "
           "names the op, the condition and the values">
  ];
  // With runtime-checks, also cf, scf, gpu and LLVM (getDependentDialects).
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def FlyDecomposeViewsPass : Pass<"fly-decompose-views"> {
  let summary = "Swizzled views read by atoms and accesses to swizzled "
                "pointers";
  let description = [{
    The fourth phase of `fly-layout-lowering`
    (docs/reference/lowering.md#swizzles). An atom call, load or store that
    reads a view `fly.make_view(ptr, S o off o L)` whose composed layout is
    a swizzle over a plain layout reads
    `fly.make_view(fly.add_offset(fly.apply_swizzle(ptr, S'), off), L)`
    instead, where `S' = S<m, b + log2(e), s>` is the swizzle on byte
    addresses for elements of `e` bytes; other users keep the composed
    view. It expects `fly-lower-algebra` to have run: the composed layout
    must be `fly.make_composed_layout` (or a static value). For f16
    (2 bytes), `S<3,3,3>` becomes `S<3,4,3>`; its period, 2^(3+3+3)
    elements = 1024 bytes, is covered by `align<1024>`:

    ```mlir
    // fly-opt --fly-decompose-views
    func.func @to_swizzled(%g: !fly.ptr<f16, global>, %s: !fly.ptr<f16, shared, align<1024>>) {
      %atom = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      %l = fly.static : !fly.layout<4:1>
      %src = fly.make_view(%g, %l) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
      %sw = fly.static : !fly.swizzle<S<3,3,3>>
      %off = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %cl = fly.make_composed_layout(%sw, %off, %l) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<8>, !fly.layout<4:1>) -> !fly.composed_layout<S<3,3,3> o 8 o 4:1>
      %dst = fly.make_view(%s, %cl) : (!fly.ptr<f16, shared, align<1024>>, !fly.composed_layout<S<3,3,3> o 8 o 4:1>) -> !fly.memref<f16, shared, S<3,3,3> o 8 o 4:1, align<1024>>
      fly.copy_atom_call(%atom, %src, %dst) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, shared, S<3,3,3> o 8 o 4:1, align<1024>>) -> ()
      return
    }
    ```

    ```mlir
    func.func @to_swizzled(%arg0: !fly.ptr<f16, global>, %arg1: !fly.ptr<f16, shared, align<1024>>) {
      %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      %1 = fly.static : !fly.layout<4:1>
      %2 = fly.make_view(%arg0, %1) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
      %3 = fly.static : !fly.swizzle<S<3,3,3>>
      %4 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %5 = fly.make_composed_layout(%3, %4, %1) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<8>, !fly.layout<4:1>) -> !fly.composed_layout<S<3,3,3> o 8 o 4:1>
      %6 = fly.static : !fly.swizzle<S<3,4,3>>
      %7 = fly.apply_swizzle(%arg1, %6) : (!fly.ptr<f16, shared, align<1024>>, !fly.swizzle<S<3,4,3>>) -> !fly.ptr<f16, shared, align<16>, S<3,4,3>>
      %8 = fly.add_offset(%7, %4) : (!fly.ptr<f16, shared, align<16>, S<3,4,3>>, !fly.int_tuple<8>) -> !fly.ptr<f16, shared, align<16>, S<3,4,3>>
      %9 = fly.make_view(%8, %1) : (!fly.ptr<f16, shared, align<16>, S<3,4,3>>, !fly.layout<4:1>) -> !fly.memref<f16, shared, 4:1, align<16>, S<3,4,3>>
      fly.copy_atom_call(%0, %2, %9) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, shared, 4:1, align<16>, S<3,4,3>>) -> ()
      return
    }
    ```

    The byte XOR equals the index XOR only when the pointer is aligned to
    the swizzle's period. Atoms need plain layouts, so an atom call on a
    swizzled view that cannot be decomposed (an alignment that does not
    prove the period, a view not in weak normal form, a swizzle not
    directly over a plain layout) is an error at the call and the pass
    fails; loads and stores then keep the composed view, whose swizzle
    `fly-lower-view-access` computes on indices.

    ```mlir
    // fly-opt --fly-decompose-views
    // error: the pointer's alignment (16 bytes) does not cover the swizzle period (1024 bytes)
    func.func @unaligned(%g: !fly.ptr<f16, global>, %s: !fly.ptr<f16, shared, align<16>>) {
      %atom = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      %l = fly.static : !fly.layout<4:1>
      %src = fly.make_view(%g, %l) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
      %cl = fly.static : !fly.composed_layout<S<3,3,3> o 0 o 4:1>
      %dst = fly.make_view(%s, %cl) : (!fly.ptr<f16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o 4:1>) -> !fly.memref<f16, shared, S<3,3,3> o 0 o 4:1, align<16>>
      fly.copy_atom_call(%atom, %src, %dst) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, shared, S<3,3,3> o 0 o 4:1, align<16>>) -> ()
      return
    }
    ```
  }];
}

def FlyLowerViewAccessPass : Pass<"fly-lower-view-access"> {
  let summary = "Loads and stores through views to pointer loads and stores";
  let description = [{
    The fifth phase of `fly-layout-lowering`. `fly.memref.load` and
    `fly.memref.store` at a coordinate become `fly.ptr.load` and
    `fly.ptr.store` on the view's pointer moved by `fly.add_offset` of
    `crd2idx(coordinate, layout)`, computed with `arith` like the algebra
    ops; `fly.memref.load_vec` / `store_vec` of a whole view with a static
    layout become one vector access when the layout is contiguous and
    element accesses at its static offsets otherwise, and `load_vec` of a
    coordinate tensor the vector of its coordinates. It expects
    `fly-lower-algebra` (and `fly-decompose-views`) to have run: every
    accessed view is `fly.make_view` of a pointer and a normal-form layout,
    and the coordinate is in normal form. `(4,8):(8,1)` at `(i,j)` is
    `i*8 + j`:

    ```mlir
    // fly-opt --fly-lower-view-access
    func.func @load(%p: !fly.ptr<f32, global>, %i: i32, %j: i32) -> f32 {
      %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
      %st = fly.make_int_tuple() : () -> !fly.int_tuple<(8,1)>
      %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(8,1)>) -> !fly.layout<(4,8):(8,1)>
      %v = fly.make_view(%p, %l) : (!fly.ptr<f32, global>, !fly.layout<(4,8):(8,1)>) -> !fly.memref<f32, global, (4,8):(8,1)>
      %c = fly.make_int_tuple(%i, %j) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %x = fly.memref.load(%v, %c) : (!fly.memref<f32, global, (4,8):(8,1)>, !fly.int_tuple<(?,?)>) -> f32
      return %x : f32
    }
    ```

    ```mlir
    func.func @load(%arg0: !fly.ptr<f32, global>, %arg1: i32, %arg2: i32) -> f32 {
      %0 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
      %1 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,1)>
      %2 = fly.make_layout(%0, %1) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(8,1)>) -> !fly.layout<(4,8):(8,1)>
      %3 = fly.make_view(%arg0, %2) : (!fly.ptr<f32, global>, !fly.layout<(4,8):(8,1)>) -> !fly.memref<f32, global, (4,8):(8,1)>
      %4 = fly.make_int_tuple(%arg1, %arg2) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %c8_i32 = arith.constant 8 : i32
      %5 = arith.muli %arg1, %c8_i32 : i32
      %6 = arith.addi %5, %arg2 : i32
      %7 = fly.make_int_tuple(%6) : (i32) -> !fly.int_tuple<?>
      %8 = fly.add_offset(%arg0, %7) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
      %9 = fly.ptr.load(%8) : (!fly.ptr<f32, global>) -> f32
      return %9 : f32
    }
    ```

    An access whose view is not in weak normal form (a view that arrives as
    a block argument, or an algebra op left unlowered), whose coordinate is
    not in normal form, or whose index is not one integer is an error at
    the access and the pass fails.

    ```mlir
    // fly-opt --fly-lower-view-access
    // error: 'fly.memref.load' op cannot be lowered: its view is not make_view of a pointer and a normal-form layout
    func.func @argument(%v: !fly.memref<f32, global, 8:1>, %i: i32) -> f32 {
      %c = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>
      %x = fly.memref.load(%v, %c) : (!fly.memref<f32, global, 8:1>, !fly.int_tuple<?>) -> f32
      return %x : f32
    }
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::vector::VectorDialect",
                           "::mlir::ub::UBDialect"];
}

def FlyCanonicalizeOffsetsPass : Pass<"fly-canonicalize-offsets"> {
  let summary = "Pointer offset chains in canonical form, then DCE and CSE";
  let description = [{
    The last phase of `fly-layout-lowering`
    (docs/reference/lowering.md#offset-form). Every chain of
    `fly.add_offset` on a pointer is flattened into its terms (dynamic
    values, with constant addends peeled off `arith.addi`/`subi`, and one
    constant) and rebuilt from its base as
    `add_offset(add_offset(base, dynamic), static)`, a zero part omitted;
    the outer op keeps the chain's result type. Trivially dead ops are
    erased (the earlier phases leave every carrier they replaced), then CSE
    follows, so that
    accesses differing only in a static offset share one base pointer (and
    what the earlier phases built twice is built once). It expects offsets
    in normal form (`fly-lower-algebra` and `fly-lower-view-access` leave
    them so). `p + (i+1)` and `p + (i+2)` share `p + i`:

    ```mlir
    // fly-opt --fly-canonicalize-offsets
    func.func @two(%p: !fly.ptr<f32, global>, %i: i32) -> (f32, f32) {
      %c1 = arith.constant 1 : i32
      %c2 = arith.constant 2 : i32
      %a = arith.addi %i, %c1 : i32
      %b = arith.addi %i, %c2 : i32
      %oa = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<?>
      %ob = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<?>
      %pa = fly.add_offset(%p, %oa) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
      %pb = fly.add_offset(%p, %ob) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
      %x = fly.ptr.load(%pa) : (!fly.ptr<f32, global>) -> f32
      %y = fly.ptr.load(%pb) : (!fly.ptr<f32, global>) -> f32
      return %x, %y : f32, f32
    }
    ```

    ```mlir
    func.func @two(%arg0: !fly.ptr<f32, global>, %arg1: i32) -> (f32, f32) {
      %0 = fly.make_int_tuple(%arg1) : (i32) -> !fly.int_tuple<?>
      %1 = fly.add_offset(%arg0, %0) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
      %2 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %3 = fly.add_offset(%1, %2) : (!fly.ptr<f32, global>, !fly.int_tuple<1>) -> !fly.ptr<f32, global>
      %4 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %5 = fly.add_offset(%1, %4) : (!fly.ptr<f32, global>, !fly.int_tuple<2>) -> !fly.ptr<f32, global>
      %6 = fly.ptr.load(%3) : (!fly.ptr<f32, global>) -> f32
      %7 = fly.ptr.load(%5) : (!fly.ptr<f32, global>) -> f32
      return %6, %7 : f32, f32
    }
    ```

    It rejects nothing: a chain with an offset that is not one integer leaf
    in normal form, or whose canonical form would prove less alignment than
    its result type claims, is left as it is.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
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
