//===- FlyAtomOps.td - fly atoms, tiling and partitioning --*- tablegen -*-===//
//
// Copy and MMA atoms and their tiled forms. The payload type of an atom says
// through CopyOpTypeInterface / MmaOpTypeInterface which thread and value
// layouts it has, so inference stays target-neutral. TV layouts, tiling and
// partitioning are explained in docs/reference/algebra.md#tv-layouts.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_ATOM_OPS_TD
#define FLY_ATOM_OPS_TD

def Fly_MakeCopyAtomOp : Fly_Op<"make_copy_atom", [Pure]> {
  let summary = "A copy atom (stateful payloads get their default state)";
  let description = [{
    The copy atom value of the result type: its payload (what instruction
    copies, e.g. `!fly.universal_copy<32>`) and `valBits`, the width of the
    values it moves. A stateful payload (buffer copies, TDM, ...) starts
    with the default of every runtime field
    (docs/reference/lowering.md#atom-state).

    ```mlir
    %a = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 16>
    ```

    ODS rejects a negative `valBits`; the verifier a `valBits` that is not
    the result type's.

    ```mlir
    // error: valBits = 32 differs from the 16 bits of the result type
    %a = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 16>
    ```
  }];
  let arguments = (ins Fly_NonNegativeI32Attr:$valBits);
  let results = (outs Fly_CopyAtom:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
  let hasVerifier = 1;
}

def Fly_MakeMmaAtomOp : Fly_Op<"make_mma_atom", [Pure]> {
  let summary = "An MMA atom (stateful payloads get their default state)";
  let description = [{
    The MMA atom value of the result type; a stateful payload (the scaled
    MFMA/WMMA) starts with its default scales.

    ```mlir
    %m = fly.make_mma_atom : !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
    ```
  }];
  let results = (outs Fly_MmaAtom:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
}

def Fly_AtomSetValueOp : Fly_Op<"atom.set_value", [Pure]> {
  let summary = "Set one runtime field of a stateful atom";
  let description = [{
    The atom with runtime field `field` set to `value`; the other fields
    keep their values. The payload names its fields and their types: the
    buffer copies `soffset` (and `imm_offset` for the LDS copies), the
    scaled MMAs `scale_a` and `scale_b`, the gfx1250 TDM `workgroup_mask`,
    `extent_0..4`, `stride_0..3` and `imm_offset`.

    ```mlir
    %b = fly.atom.set_value(%a, "soffset", %v) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
    ```

    The verifier rejects a result type other than the atom's, a field the
    payload does not have (the message lists those it has) and a value of
    another type than the field's.

    ```mlir
    // error: has no runtime field 'scale_a'; its fields are 'soffset'
    %b = fly.atom.set_value(%a, "scale_a", %v) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
    ```
  }];
  let arguments = (ins AnyTypeOf<[Fly_CopyAtom, Fly_MmaAtom]>:$atom,
                       StrAttr:$field, AnyType:$value);
  let results = (outs AnyTypeOf<[Fly_CopyAtom, Fly_MmaAtom]>:$result);
  let assemblyFormat = "`(` $atom `,` $field `,` $value `)` attr-dict `:` "
                       "functional-type(operands, results)";
  let hasVerifier = 1;
}

def Fly_MakeTiledCopyOp : Fly_InferOp<"make_tiled_copy"> {
  let summary = "A copy atom tiled by a TV layout over a tile";
  let description = [{
    CuTe `make_tiled_copy_impl`: the TV layout maps (thread, value) to the
    column-major index in the tile, saying which thread copies which
    element of it (docs/reference/algebra.md#tv-layouts). The result type
    repeats the operands.

    Four threads, two 16-bit values each (one 32-bit atom call), over a 2x4
    tile: thread 0 owns (0,0) and (0,1), thread 1 (0,2) and (0,3), thread 2
    (1,0) and (1,1), thread 3 (1,2) and (1,3).

    ```mlir
    %t = fly.make_tiled_copy(%a, %tv, %k) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
    ```

    Inference rejects a dynamic TV layout, a tile without an extent in some
    mode, a TV layout reaching past the tile, and (as CuTe checks) values
    per thread that are not a whole number of atom value groups.

    ```mlir
    // error: has 2 values per thread, not a whole number of atom value groups of 4
    %t = fly.make_tiled_copy(%a, %tv, %k) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
    ```
  }];
  let arguments = (ins Fly_CopyAtom:$copyAtom, Fly_Layout:$layoutThrVal,
                       Fly_Tile:$tileMN);
  let results = (outs Fly_TiledCopy:$result);
}

def Fly_MakeTiledMmaOp : Fly_InferOp<"make_tiled_mma"> {
  let summary = "An MMA atom repeated over an (M,N,K) atom layout";
  let description = [{
    CuTe `TiledMMA`: `atomLayout` arranges copies of the atom over
    (M, N, K) (for example `(2,2,1):(2,1,0)`: four atoms in a 2x2 grid,
    thread groups numbered row-major) and `permutation` optionally reorders
    M, N and K (default `[*|*|*]`, not printed).

    ```mlir
    %t = fly.make_tiled_mma(%m, %l) : (!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>) -> !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
    ```

    Inference rejects a dynamic atom layout and one whose thread layout
    cannot be formed (the result type's own verifier: rank 3, static).
  }];
  let arguments = (ins Fly_MmaAtom:$mmaAtom, Fly_Layout:$atomLayout,
                       Optional<Fly_Tile>:$permutation);
  let results = (outs Fly_TiledMma:$result);
}

def Fly_TiledMmaPartitionShapeOp : Fly_InferOp<"tiled_mma.partition_shape"> {
  let summary = "CuTe partition_shape_A/B/C";
  let description = [{
    The shape of one thread's partition of a tensor of shape `shape` for
    operand `a` (M,K), `b` (N,K) or `c`/`d` (M,N):
    `(FrgV, Rest0, Rest1, ...)`, the atom's values per thread followed by
    the repetitions over the tiled MMA. With four 1x1x1 FMA atoms in a 2x2
    grid, an 8x6 A tile gives each thread 4 rows and all 6 k:

    ```mlir
    !tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
    %s = fly.tiled_mma.partition_shape(a, %t, %x) : (!tm, !fly.int_tuple<(8,6)>) -> !fly.int_tuple<(1,4,6)>
    ```

    The operand id is written bare. A shape that the tiling does not divide
    rounds up, as a divide does (the last repetition is partial).
  }];
  let arguments = (ins Fly_MmaOperandAttr:$operand_id, Fly_TiledMma:$tiled_mma,
                       Fly_IntTuple:$shape);
  let results = (outs Fly_IntTuple:$result);
  // The operand id is written bare: `(a, %tm, %shape)`.
  // parse/print in lib/Dialect/Fly/IR/InferredResultSyntax.cpp.
  let extraClassDefinition = "";
}

//===----------------------------------------------------------------------===//
// Partitioning
//===----------------------------------------------------------------------===//

class Fly_TiledCopyPartitionOp<string mnemonic> : Fly_InferOp<mnemonic> {
  let summary = "CuTe ThrCopy::partition_S/D: the thread's (ATOM_V, REST...) view";
  let arguments = (ins Fly_TiledCopy:$tiledCopy, Fly_TensorLikeType:$tensor,
                       Fly_IntTuple:$coord);
  let results = (outs Fly_TensorLikeType:$result);
}
def Fly_TiledCopyPartitionSrcOp
    : Fly_TiledCopyPartitionOp<"tiled_copy.partition_src"> {
  let description = [{
    Thread `coord`'s part of a source tensor: the tensor is zipped-divided
    by the tile, the tile mode composed with the source TV layout and the
    thread mode sliced at `coord`. The result view has shape
    `(ATOM_V, REST_M, REST_N, ...)` (the atom's values, then the
    repetitions), and its iterator moves to the thread's first element, so
    the alignment follows that offset (docs/reference/algebra.md#tv-layouts).
    Static size-1 modes get stride 0.

    With the tiled copy of `fly.make_tiled_copy` on a row-major 2x4 f16
    source, 16-byte aligned, thread 3 starts at (1,2), element 6 (12 bytes:
    alignment 4):

    ```mlir
    !tc = !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
    %p = fly.tiled_copy.partition_src(%t, %v, %i) : (!tc, !fly.memref<f16, global, (2,4):(4,1), align<16>>, !fly.int_tuple<3>) -> !fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<4>>
    ```

    A dynamic thread index keeps what its divisibility proves. Inference
    rejects what the tiling rejects (see `fly.make_tiled_copy`).
  }];
}
def Fly_TiledCopyPartitionDstOp
    : Fly_TiledCopyPartitionOp<"tiled_copy.partition_dst"> {
  let description = [{
    As `fly.tiled_copy.partition_src`, with the destination TV layout.
    A coordinate tensor partitions the same way, its base moving to the
    thread's first coordinate:

    ```mlir
    !tc = !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
    %p = fly.tiled_copy.partition_dst(%t, %c, %i) : (!tc, !fly.coord_tensor<(0,0), (2,4):(1E0,1E1)>, !fly.int_tuple<3>) -> !fly.coord_tensor<(1,2), ((2,1),1,1):((1E1,0),0,0)>
    ```
  }];
}

def Fly_TiledCopyRetileOp : Fly_InferOp<"tiled_copy.retile"> {
  let summary = "CuTe retile_S/D";
  let description = [{
    Regroups a per-thread register tensor `(V, ...)` into
    `((atom values, value groups), ...)`, the form the copy unrolls over.
    With four values per thread and two values per atom call, V = 4 becomes
    (2 atom values, 2 groups):

    ```mlir
    !tc = !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<(2,4):(4,1)>, !fly.tile<[2:1|4:1]>>
    %r = fly.tiled_copy.retile(%t, %f) : (!tc, !fly.memref<f16, register, (4,1,1):(1,0,0)>) -> !fly.memref<f16, register, ((2,2),1,1):((1,2),0,0)>
    ```

    Inference rejects a memref whose layout is composed.
  }];
  let arguments = (ins Fly_TiledCopy:$tiledCopy, Fly_MemRef:$input);
  let results = (outs Fly_MemRef:$result);
}

def Fly_TiledMmaPartitionOp : Fly_InferOp<"tiled_mma.partition"> {
  let summary = "CuTe ThrMMA::partition_A/B/C";
  let description = [{
    Thread `coord`'s part of the A, B or C tensor of a tiled MMA,
    `(FrgV, REST_M/N, REST_K/N, ...)`, its iterator moved to the thread's
    first element. Four FMA atoms in a 2x2 grid on a column-major 8x8 C:
    thread 1 (m = 0, n = 1) starts at column 1, element 8 (32 bytes):

    ```mlir
    !tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
    %p = fly.tiled_mma.partition(c, %t, %v, %i) : (!tm, !fly.memref<f32, global, (8,8):(1,8), align<16>>, !fly.int_tuple<1>) -> !fly.memref<f32, global, (1,4,4):(0,2,16), align<16>>
    ```

    The operand id is written bare. A tensor that the tiling does not divide
    rounds up, as a divide does.
  }];
  let arguments = (ins Fly_MmaOperandAttr:$operand_id, Fly_TiledMma:$tiled_mma,
                       Fly_TensorLikeType:$input, Fly_IntTuple:$coord);
  let results = (outs Fly_TensorLikeType:$result);
  // parse/print in lib/Dialect/Fly/IR/InferredResultSyntax.cpp.
  let extraClassDefinition = "";
}

def Fly_MmaMakeFragmentOp : Fly_InferOp<"mma.make_fragment"> {
  let summary = "CuTe make_fragment_A/B/C, with an optional stage mode";
  let description = [{
    The register fragment of a thread's partition: `fly.make_fragment_like`
    of `fly.tiled_mma.partition` (FrgV first, the rest modes made compact in
    the order of their strides). With `stages = N` a mode of `N` stages is
    appended, with stride the fragment's cosize. A swizzled view gives the
    fragment of its outer layout.

    ```mlir
    !tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
    %f = fly.mma.make_fragment(c, %t, %v) : (!tm, !fly.memref<f32, global, (8,8):(1,8), align<16>>) -> !fly.memref<f32, register, (1,4,4):(0,1,4)>
    %g = fly.mma.make_fragment(c, %t, %v, stages = 2) : (!tm, !fly.memref<f32, global, (8,8):(1,8), align<16>>) -> !fly.memref<f32, register, (1,4,4,2):(0,1,4,16)>
    ```

    Inference rejects `stages` below 1.
  }];
  let arguments = (ins Fly_MmaOperandAttr:$operand_id, Fly_TiledMma:$tiled_mma,
                       Fly_MemRef:$input, OptionalAttr<I32Attr>:$stages);
  let results = (outs Fly_MemRef:$result);
  // parse/print in lib/Dialect/Fly/IR/InferredResultSyntax.cpp.
  let extraClassDefinition = "";
}

//===----------------------------------------------------------------------===//
// Atom calls, copy and gemm
//===----------------------------------------------------------------------===//

def Fly_CopyAtomCallOp : Fly_Op<"copy_atom_call"> {
  let summary = "Copy atom invocations on register or memory views";
  let description = [{
    Copies `src` to `dst` with the atom. Each element position of a view
    holds one `valBits`-bit value of the atom: an element of that width, or
    the `valBits / element bits` consecutive elements from the position (a
    128-bit atom on f32 views). The views hold one call's values, or (as
    FlyDSL accepts) a whole number of calls' worth, copied call by call;
    the first element of the optional i1 predicate guards the whole copy. A
    whole-tile atom (`valBits = 0`, the gfx1250 TDM, NVIDIA's TMA) takes the
    views whole; its source may be a coordinate tensor, whose base gives the
    tile's coordinates (the TMA reads the tile through a tensor map).

    ```mlir
    fly.copy_atom_call(%a, %s, %r) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.memref<f16, global, 2:1, align<4>>, !fly.memref<f16, register, 2:1>) -> ()
    ```

    The verifier rejects element types that are neither `valBits` wide nor
    whole bytes dividing them, views of dynamic size, views that do not hold
    whole calls, source and destination holding different value counts,
    and a predicate that does not hold i1.

    ```mlir
    // error: the source holds 4 and the destination 2 16-bit values
    fly.copy_atom_call(%a, %s, %r) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 2:1>) -> ()
    ```
  }];
  let arguments = (ins Fly_CopyAtom:$copyAtom,
                       AnyTypeOf<[Fly_MemRef, Fly_CoordTensor]>:$src,
                       Fly_MemRef:$dst, Optional<Fly_MemRef>:$pred);
  let assemblyFormat = "`(` $copyAtom `,` $src `,` $dst (`,` $pred^)? `)` "
                       "attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def Fly_MmaAtomCallOp : Fly_Op<"mma_atom_call"> {
  let summary = "One MMA atom invocation: d = a * b + c";
  let description = [{
    `d = a * b + c` by one call of the atom on the lanes' fragments. The
    operands are written in the order (atom, d, a, b, c).

    ```mlir
    fly.mma_atom_call(%m, %d, %a, %b, %c) : (!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>) -> ()
    ```

    The verifier rejects operands whose element type is not the atom's
    value type for that operand; a float narrower than 16 bits (fp8, fp6,
    fp4) may also be held as the signless integer of its width, except by
    the universal FMA.
  }];
  let arguments = (ins Fly_MmaAtom:$mmaAtom, Fly_MemRef:$d, Fly_MemRef:$a,
                       Fly_MemRef:$b, Fly_MemRef:$c);
  let hasVerifier = 1;
}

def Fly_CopyAtomCallSsaOp
    : Fly_Op<"copy_atom_call_ssa", [AttrSizedOperandSegments]> {
  let summary = "SSA form of copy_atom_call: register operands are vectors";
  let description = [{
    One call of the atom, made by `fly-convert-atom-call-to-ssa-form`: a
    register source is a 1-D vector; without a destination the copied values
    are the result (one vector), with one the op has no result.

    ```mlir
    %x = fly.copy_atom_call_ssa(%a, %s) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.memref<f16, global, 2:1, align<4>>) -> vector<2xf16>
    ```

    The verifier rejects operands that are neither memrefs nor 1-D vectors,
    a result that the destination rule does not allow, and vectors that do
    not hold exactly one call's values.
  }];
  let arguments = (ins Fly_CopyAtom:$copyAtom, AnyType:$src,
                       Optional<AnyType>:$dst, Optional<AnyType>:$pred);
  let results = (outs Variadic<AnyType>:$results);
  let hasVerifier = 1;
}

// One optional operand: its presence follows from the operand count.
def Fly_MmaAtomCallSsaOp : Fly_Op<"mma_atom_call_ssa"> {
  let summary = "SSA form of mma_atom_call: register operands are vectors";
  let description = [{
    One MMA call on vectors: without `d` the result is the new accumulator
    (of `c`'s type), with `d` (a memref) the op stores it and has no result.

    ```mlir
    %y = fly.mma_atom_call_ssa(%m, %a, %b, %c) : (!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, vector<1xf32>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    ```

    The verifier rejects operands whose elements are not the atom's value
    types and results that the `d` rule does not allow.
  }];
  let arguments = (ins Fly_MmaAtom:$mmaAtom, Optional<AnyType>:$d,
                       AnyType:$a, AnyType:$b, AnyType:$c);
  let results = (outs Variadic<AnyType>:$results);
  let hasVerifier = 1;
}

def Fly_CopyOp : Fly_Op<"copy"> {
  let summary = "Whole-tensor copy, unrolled into atom calls";
  let description = [{
    CuTe `copy(atom, src, dst[, pred])`: copies every element of `src` to
    `dst`. `fly-layout-lowering` unrolls it into `fly.copy_atom_call`s on
    slices `(*, rest...)` of the views (the rest size must therefore be
    static); a predicate guards each call with one element. Whole-tile atoms
    (gfx1250 TDM) are one call on the whole views.

    ```mlir
    !tc = !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
    fly.copy(%t, %s, %f) : (!tc, !fly.memref<f16, global, ((2,1),2,2):((1,0),16,4), align<4>>, !fly.memref<f16, register, ((2,1),2,2):((1,0),2,4)>) -> ()
    ```

    The verifier rejects element types of different widths, views with a
    dynamic shape, and views of different sizes.

    ```mlir
    // error: source and destination differ in size: 4:1 and 8:1
    fly.copy(%a, %s, %r) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 8:1>) -> ()
    ```
  }];
  let arguments = (ins AnyTypeOf<[Fly_CopyAtom, Fly_TiledCopy]>:$copyAtom,
                       AnyTypeOf<[Fly_MemRef, Fly_CoordTensor]>:$src,
                       Fly_MemRef:$dst, Optional<Fly_MemRef>:$pred);
  let assemblyFormat = "`(` $copyAtom `,` $src `,` $dst (`,` $pred^)? `)` "
                       "attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def Fly_GemmOp : Fly_Op<"gemm"> {
  let summary = "Whole-fragment GEMM, unrolled over M, N, K";
  let description = [{
    `d = a * b + c` on whole fragments, unrolled by `fly-layout-lowering`
    into atom calls. Fragments of one call are one call; otherwise the
    fragments are brought to CuTe's (V,M,K) x (V,N,K) => (V,M,N) and one
    call runs per (m, n, k). The first call at each (m, n) reads c, the
    later ones d.

    The calls' order is given either by `traversalOrder`, whose letters name
    the loops fastest first as in FlyDSL (`mnk`: m innermost, k outermost;
    the default is `nmk`; a `_serpentine` order runs the middle loop
    backwards on odd passes of the outer one and the innermost loop
    backwards on odd passes of the two outer ones), or by a static
    `traversalLayout` L of size M*N*K: call i is at the colexicographic
    coordinate of L(i) in (M, N, K), and L must visit every call once.

    ```mlir
    !tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
    !fa = !fly.memref<f32, register, (1,4,8):(0,1,4)>
    !fc = !fly.memref<f32, register, (1,4,4):(0,1,4)>
    fly.gemm(%t, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order mnk>} : (!tm, !fc, !fa, !fa, !fc) -> ()
    fly.gemm(%t, %d, %a, %b, %c) traversalLayout = %l : (!tm, !fc, !fa, !fa, !fc, !fly.layout<(4,4,8):(1,4,16)>) -> ()
    ```

    The verifier rejects both an order and a layout, views with a dynamic
    shape, d and c of different shapes, and (V,M,K)/(V,N,K)/(V,M,N)
    fragments whose M, N or K extents disagree.

    ```mlir
    // error: the K mode of a (8) differs from that of b (6)
    !tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
    !fc = !fly.memref<f32, register, (1,4,4):(0,1,4)>
    fly.gemm(%t, %d, %a, %b, %c) : (!tm, !fc, !fly.memref<f32, register, (1,4,8):(0,1,4)>, !fly.memref<f32, register, (1,4,6):(0,1,4)>, !fc) -> ()
    ```
  }];
  let arguments = (ins AnyTypeOf<[Fly_MmaAtom, Fly_TiledMma]>:$mmaAtom,
                       Fly_MemRef:$d, Fly_MemRef:$a, Fly_MemRef:$b,
                       Fly_MemRef:$c, Optional<Fly_Layout>:$traversalLayout,
                       OptionalAttr<Fly_GemmTraversalOrderAttr>:$traversalOrder);
  let assemblyFormat = "`(` $mmaAtom `,` $d `,` $a `,` $b `,` $c `)` "
                       "(`traversalLayout` `=` $traversalLayout^)? attr-dict "
                       "`:` functional-type(operands, results)";
  let hasVerifier = 1;
}

#endif // FLY_ATOM_OPS_TD
