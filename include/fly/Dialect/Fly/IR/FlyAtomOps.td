//===- FlyAtomOps.td - fly atoms and tiling (group H) ------*- tablegen -*-===//
//
// Copy and MMA atoms and their tiled forms, fly-ir.md 6.H. The payload type
// of an atom says through CopyOpTypeInterface / MmaOpTypeInterface which
// thread and value layouts it has, so inference stays target-neutral.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_ATOM_OPS_TD
#define FLY_ATOM_OPS_TD

def Fly_MakeCopyAtomOp : Fly_Op<"make_copy_atom", [Pure]> {
  let summary = "A copy atom (stateful payloads get their default state)";
  let arguments = (ins I32Attr:$valBits);
  let results = (outs Fly_CopyAtom:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
  let hasVerifier = 1;
}

def Fly_MakeMmaAtomOp : Fly_Op<"make_mma_atom", [Pure]> {
  let summary = "An MMA atom (stateful payloads get their default state)";
  let results = (outs Fly_MmaAtom:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
}

def Fly_AtomSetValueOp : Fly_Op<"atom.set_value", [Pure]> {
  let summary = "Set one runtime field of a stateful atom";
  let arguments = (ins AnyTypeOf<[Fly_CopyAtom, Fly_MmaAtom]>:$atom,
                       StrAttr:$field, AnyType:$value);
  let results = (outs AnyTypeOf<[Fly_CopyAtom, Fly_MmaAtom]>:$result);
  let assemblyFormat = "`(` $atom `,` $field `,` $value `)` attr-dict `:` "
                       "functional-type(operands, results)";
  let hasVerifier = 1;
}

def Fly_MakeTiledCopyOp : Fly_InferOp<"make_tiled_copy"> {
  let summary = "A copy atom tiled by a TV layout over a tile";
  let arguments = (ins Fly_CopyAtom:$copyAtom, Fly_Layout:$layoutThrVal,
                       Fly_Tile:$tileMN);
  let results = (outs Fly_TiledCopy:$result);
}

def Fly_MakeTiledMmaOp : Fly_InferOp<"make_tiled_mma"> {
  let summary = "An MMA atom repeated over an (M,N,K) atom layout";
  let arguments = (ins Fly_MmaAtom:$mmaAtom, Fly_Layout:$atomLayout,
                       Optional<Fly_Tile>:$permutation);
  let results = (outs Fly_TiledMma:$result);
  let assemblyFormat = "`(` $mmaAtom `,` $atomLayout (`,` $permutation^)? `)` "
                       "attr-dict `:` functional-type(operands, results)";
}

def Fly_TiledMmaPartitionShapeOp : Fly_InferOp<"tiled_mma.partition_shape"> {
  let summary = "CuTe partition_shape_A/B/C";
  let arguments = (ins Fly_MmaOperandAttr:$operand_id, Fly_TiledMma:$tiled_mma,
                       Fly_IntTuple:$shape);
  let results = (outs Fly_IntTuple:$result);
  // The operand id is written bare: `(a, %tm, %shape)`.
  let assemblyFormat = "`(` custom<MmaOperandId>($operand_id) `,` $tiled_mma "
                       "`,` $shape `)` attr-dict `:` "
                       "functional-type(operands, results)";
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
    : Fly_TiledCopyPartitionOp<"tiled_copy.partition_src">;
def Fly_TiledCopyPartitionDstOp
    : Fly_TiledCopyPartitionOp<"tiled_copy.partition_dst">;

def Fly_TiledCopyRetileOp : Fly_InferOp<"tiled_copy.retile"> {
  let summary = "CuTe retile_S/D";
  let arguments = (ins Fly_TiledCopy:$tiledCopy, Fly_MemRef:$input);
  let results = (outs Fly_MemRef:$result);
}

def Fly_TiledMmaPartitionOp : Fly_InferOp<"tiled_mma.partition"> {
  let summary = "CuTe ThrMMA::partition_A/B/C";
  let arguments = (ins Fly_MmaOperandAttr:$operand_id, Fly_TiledMma:$tiled_mma,
                       Fly_TensorLikeType:$input, Fly_IntTuple:$coord);
  let results = (outs Fly_TensorLikeType:$result);
  let assemblyFormat = "`(` custom<MmaOperandId>($operand_id) `,` $tiled_mma "
                       "`,` $input `,` $coord `)` attr-dict `:` "
                       "functional-type(operands, results)";
}

def Fly_MmaMakeFragmentOp : Fly_InferOp<"mma.make_fragment"> {
  let summary = "CuTe make_fragment_A/B/C, with an optional stage mode";
  let arguments = (ins Fly_MmaOperandAttr:$operand_id, Fly_TiledMma:$tiled_mma,
                       Fly_MemRef:$input, OptionalAttr<I32Attr>:$stages);
  let results = (outs Fly_MemRef:$result);
  let assemblyFormat = "`(` custom<MmaOperandId>($operand_id) `,` $tiled_mma "
                       "`,` $input (`,` `stages` `=` $stages^)? `)` attr-dict "
                       "`:` functional-type(operands, results)";
}

//===----------------------------------------------------------------------===//
// Atom calls, copy and gemm
//===----------------------------------------------------------------------===//

def Fly_CopyAtomCallOp : Fly_Op<"copy_atom_call"> {
  let summary = "Copy atom invocations on register or memory views";
  let description = [{
    Each element position of a view holds one `valBits`-bit value of the
    atom: an element of that width, or the `valBits / element bits`
    consecutive elements from the position (a 128-bit atom on f32 views). The
    views hold one call's values, or (as FlyDSL accepts) a whole number of
    calls' worth, copied call by call; the predicate's first element guards
    the whole copy. A whole-tile atom (`valBits = 0`) takes the views whole.
  }];
  let arguments = (ins Fly_CopyAtom:$copyAtom, Fly_MemRef:$src, Fly_MemRef:$dst,
                       Optional<Fly_MemRef>:$pred);
  let assemblyFormat = "`(` $copyAtom `,` $src `,` $dst (`,` $pred^)? `)` "
                       "attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def Fly_MmaAtomCallOp : Fly_Op<"mma_atom_call"> {
  let summary = "One MMA atom invocation: d = a * b + c";
  let arguments = (ins Fly_MmaAtom:$mmaAtom, Fly_MemRef:$d, Fly_MemRef:$a,
                       Fly_MemRef:$b, Fly_MemRef:$c);
  let hasVerifier = 1;
}

def Fly_CopyAtomCallSsaOp
    : Fly_Op<"copy_atom_call_ssa", [AttrSizedOperandSegments]> {
  let summary = "SSA form of copy_atom_call: register operands are vectors";
  let arguments = (ins Fly_CopyAtom:$copyAtom, AnyType:$src,
                       Optional<AnyType>:$dst, Optional<AnyType>:$pred);
  let results = (outs Variadic<AnyType>:$results);
  let hasVerifier = 1;
}

// One optional operand: its presence follows from the operand count.
def Fly_MmaAtomCallSsaOp : Fly_Op<"mma_atom_call_ssa"> {
  let summary = "SSA form of mma_atom_call: register operands are vectors";
  let arguments = (ins Fly_MmaAtom:$mmaAtom, Optional<AnyType>:$d,
                       AnyType:$a, AnyType:$b, AnyType:$c);
  let results = (outs Variadic<AnyType>:$results);
  let hasVerifier = 1;
}

def Fly_CopyOp : Fly_Op<"copy"> {
  let summary = "Whole-tensor copy, unrolled into atom calls";
  let arguments = (ins AnyTypeOf<[Fly_CopyAtom, Fly_TiledCopy]>:$copyAtom,
                       Fly_MemRef:$src, Fly_MemRef:$dst,
                       Optional<Fly_MemRef>:$pred);
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
    fly.gemm(%mma, %d, %a, %b, %c) {traversalOrder = #fly<gemm_traversal_order kmn>}
        : (!mma, !fly.memref<f32, register, (4,2,2):(1,4,8)>, ...) -> ()
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
