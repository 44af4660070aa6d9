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

#endif // FLY_ATOM_OPS_TD
