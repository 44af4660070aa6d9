//===- FlyOps.td - fly ops, groups A to G ------------------*- tablegen -*-===//
//
// Op names, operand orders and syntax follow fly-ir.md section 6 (FlyDSL
// 0.3.2). Every op with an inferred result runs the layout algebra in its
// inferReturnTypes (lib/Dialect/Fly/IR/Infer*.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef FLY_OPS_TD
#define FLY_OPS_TD

include "fly/Dialect/Fly/IR/FlyTypeDefs.td"
include "mlir/IR/CommonAttrConstraints.td"

//===----------------------------------------------------------------------===//
// Type groups (fly-ir.md section 2)
//===----------------------------------------------------------------------===//

def Fly_NarrowLayoutType : AnyTypeOf<[Fly_Layout, Fly_ComposedLayout]>;
// Views take part through their layout (fly-ir.md 6.E, 6.G).
def Fly_LayoutLikeType : AnyTypeOf<[Fly_Layout, Fly_ComposedLayout,
                                    Fly_MemRef, Fly_CoordTensor]>;
def Fly_IntTupleLikeType
    : AnyTypeOf<[Fly_IntTuple, Fly_Layout, Fly_ComposedLayout, Fly_MemRef,
                 Fly_CoordTensor]>;
def Fly_InnerFnType
    : AnyTypeOf<[Fly_Layout, Fly_Swizzle, Fly_CoordSwizzle, Fly_ComposedLayout]>;
def Fly_DynLeafType : AnyTypeOf<[I32, I64]>;

//===----------------------------------------------------------------------===//
// A. Int tuple construction
//===----------------------------------------------------------------------===//

def Fly_StaticOp : Fly_Op<"static", [Pure, ConstantLike]> {
  let summary = "A fully static value rebuilt from its type";
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

class Fly_MakeTupleOp<string mnemonic> : Fly_Op<mnemonic, [Pure]> {
  let summary = "Int tuple from its dynamic leaves (depth-first order)";
  let arguments = (ins Variadic<Fly_DynLeafType>:$dyncElems);
  let results = (outs Fly_IntTuple:$result);
  let hasVerifier = 1;
}
def Fly_MakeIntTupleOp : Fly_MakeTupleOp<"make_int_tuple">;
def Fly_MakeShapeOp : Fly_MakeTupleOp<"make_shape">;
def Fly_MakeStrideOp : Fly_MakeTupleOp<"make_stride">;
def Fly_MakeCoordOp : Fly_MakeTupleOp<"make_coord">;

//===----------------------------------------------------------------------===//
// B. Layout construction
//===----------------------------------------------------------------------===//

def Fly_MakeLayoutOp : Fly_InferOp<"make_layout"> {
  let arguments = (ins Fly_IntTuple:$shape, Fly_IntTuple:$stride);
  let results = (outs Fly_Layout:$result);
}
def Fly_MakeLayoutLikeOp : Fly_InferOp<"make_layout_like"> {
  let arguments = (ins Fly_Layout:$ref);
  let results = (outs Fly_Layout:$result);
}
def Fly_MakeOrderedLayoutOp : Fly_InferOp<"make_ordered_layout"> {
  let arguments = (ins Fly_IntTuple:$shape, Fly_IntTuple:$order);
  let results = (outs Fly_Layout:$result);
}
def Fly_MakeComposedLayoutOp : Fly_InferOp<"make_composed_layout"> {
  let arguments = (ins Fly_InnerFnType:$inner, Fly_IntTuple:$offset,
                       Fly_NarrowLayoutType:$outer);
  let results = (outs Fly_ComposedLayout:$result);
}
def Fly_MakeIdentityLayoutOp : Fly_InferOp<"make_identity_layout"> {
  let arguments = (ins Fly_IntTuple:$shape);
  let results = (outs Fly_Layout:$result);
}
def Fly_MakeFragmentLayoutLikeOp : Fly_InferOp<"make_fragment_layout_like"> {
  let arguments = (ins Fly_Layout:$src);
  let results = (outs Fly_Layout:$result);
}

//===----------------------------------------------------------------------===//
// C. Extractors
//===----------------------------------------------------------------------===//

def Fly_GetScalarOp : Fly_InferOp<"get_scalar"> {
  let arguments = (ins Fly_IntTuple:$int_tuple);
  let results = (outs Fly_DynLeafType:$result);
}
def Fly_GetLeavesOp : Fly_InferOp<"get_leaves"> {
  let arguments = (ins Fly_IntTuple:$input,
                       DefaultValuedAttr<BoolAttr, "false">:$dynamicOnly);
  let results = (outs Variadic<Fly_DynLeafType>:$results);
}
def Fly_GetShapeOp : Fly_InferOp<"get_shape"> {
  let arguments = (ins Fly_LayoutLikeType:$layout);
  let results = (outs Fly_IntTuple:$result);
}
def Fly_GetStrideOp : Fly_InferOp<"get_stride"> {
  let arguments = (ins Fly_LayoutLikeType:$layout);
  let results = (outs Fly_IntTuple:$result);
}
def Fly_ComposedGetInnerOp : Fly_InferOp<"composed_get_inner"> {
  let arguments = (ins Fly_ComposedLayout:$input);
  let results = (outs Fly_InnerFnType:$result);
}
def Fly_ComposedGetOffsetOp : Fly_InferOp<"composed_get_offset"> {
  let arguments = (ins Fly_ComposedLayout:$input);
  let results = (outs Fly_IntTuple:$result);
}
def Fly_ComposedGetOuterOp : Fly_InferOp<"composed_get_outer"> {
  let arguments = (ins Fly_ComposedLayout:$input);
  let results = (outs Fly_NarrowLayoutType:$result);
}

//===----------------------------------------------------------------------===//
// D. Int tuple arithmetic
//===----------------------------------------------------------------------===//

class Fly_IntTupleUnaryOp<string mnemonic> : Fly_InferOp<mnemonic> {
  let arguments = (ins Fly_IntTuple:$input);
  let results = (outs Fly_IntTuple:$result);
}
class Fly_IntTupleBinaryOp<string mnemonic> : Fly_InferOp<mnemonic> {
  let arguments = (ins Fly_IntTuple:$lhs, Fly_IntTuple:$rhs);
  let results = (outs Fly_IntTuple:$result);
}
def Fly_IntTupleAddOp : Fly_IntTupleBinaryOp<"int_tuple_add">;
def Fly_IntTupleSubOp : Fly_IntTupleBinaryOp<"int_tuple_sub">;
def Fly_IntTupleMulOp : Fly_IntTupleBinaryOp<"int_tuple_mul">;
def Fly_IntTupleDivOp : Fly_IntTupleBinaryOp<"int_tuple_div">;
def Fly_IntTupleModOp : Fly_IntTupleBinaryOp<"int_tuple_mod">;
def Fly_IntTupleProductOp : Fly_IntTupleUnaryOp<"int_tuple_product">;
def Fly_IntTupleProductEachOp : Fly_IntTupleUnaryOp<"int_tuple_product_each">;
def Fly_IntTupleProductLikeOp : Fly_IntTupleBinaryOp<"int_tuple_product_like">;
def Fly_ShapeDivOp : Fly_IntTupleBinaryOp<"shape_div">;
def Fly_CeilDivOp : Fly_IntTupleBinaryOp<"ceil_div">;

// The result is always i1; the verifier evaluates the predicate so that
// inadmissible operands (mismatched profiles) are reported.
class Fly_IntTuplePredicateOp<string mnemonic>
    : Fly_Op<mnemonic, [Pure, Fly_AlgebraOpInterface]> {
  let arguments = (ins Fly_IntTuple:$lhs, Fly_IntTuple:$rhs);
  let results = (outs I1:$result);
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    static ::mlir::fly::EvalResult
    evaluateAlgebra(Adaptor adaptor,
                    ::llvm::ArrayRef<::mlir::fly::AlgebraValue> operands);
  }];
}
def Fly_ElemLessOp : Fly_IntTuplePredicateOp<"elem_less">;
def Fly_EqualOp : Fly_IntTuplePredicateOp<"equal">;

//===----------------------------------------------------------------------===//
// E. Structural and size ops on IntTupleLike
//===----------------------------------------------------------------------===//

def Fly_GetOp : Fly_InferOp<"get"> {
  let arguments = (ins Fly_IntTupleLikeType:$input, DenseI32ArrayAttr:$mode);
  let results = (outs Fly_IntTupleLikeType:$result);
}
def Fly_TakeOp : Fly_InferOp<"take"> {
  let arguments = (ins Fly_IntTupleLikeType:$tuple, I32Attr:$begin,
                       I32Attr:$end);
  let results = (outs Fly_IntTupleLikeType:$result);
}
def Fly_SelectOp : Fly_InferOp<"select"> {
  let arguments = (ins Fly_IntTupleLikeType:$tuple,
                       DenseI32ArrayAttr:$indices);
  let results = (outs Fly_IntTupleLikeType:$result);
}
def Fly_GroupOp : Fly_InferOp<"group"> {
  let arguments = (ins Fly_IntTupleLikeType:$tuple, I32Attr:$begin,
                       I32Attr:$end);
  let results = (outs Fly_IntTupleLikeType:$result);
}
class Fly_ExtendOp<string mnemonic> : Fly_InferOp<mnemonic> {
  let arguments = (ins AnyTypeOf<[Fly_IntTuple, Fly_NarrowLayoutType]>:$tuple,
                       AnyTypeOf<[Fly_IntTuple, Fly_Layout]>:$elem,
                       OptionalAttr<I32Attr>:$n);
  let results = (outs AnyTypeOf<[Fly_IntTuple, Fly_NarrowLayoutType]>:$result);
  let assemblyFormat = "(`<` $n^ `>`)? `(` operands `)` attr-dict `:` "
                       "functional-type(operands, results)";
}
def Fly_AppendOp : Fly_ExtendOp<"append">;
def Fly_PrependOp : Fly_ExtendOp<"prepend">;
def Fly_SliceOp : Fly_InferOp<"slice"> {
  let arguments = (ins Fly_IntTupleLikeType:$src, Fly_IntTuple:$coord);
  let results = (outs Fly_IntTupleLikeType:$result);
}
def Fly_DiceOp : Fly_InferOp<"dice"> {
  let arguments = (ins AnyTypeOf<[Fly_IntTuple, Fly_Layout]>:$src,
                       Fly_IntTuple:$coord);
  let results = (outs AnyTypeOf<[Fly_IntTuple, Fly_Layout]>:$result);
}
def Fly_SizeOp : Fly_InferOp<"size"> {
  let arguments = (ins Fly_IntTupleLikeType:$int_tuple);
  let results = (outs Fly_IntTuple:$result);
}
class Fly_CodomainOp<string mnemonic> : Fly_InferOp<mnemonic> {
  let arguments = (ins Fly_LayoutLikeType:$layout);
  let results = (outs Fly_IntTuple:$result);
}
def Fly_CoprofileOp : Fly_CodomainOp<"coprofile">;
def Fly_CoshapeOp : Fly_CodomainOp<"coshape">;
def Fly_CosizeOp : Fly_CodomainOp<"cosize">;

//===----------------------------------------------------------------------===//
// F. Coordinate mapping
//===----------------------------------------------------------------------===//

def Fly_Crd2IdxOp : Fly_InferOp<"crd2idx"> {
  let arguments = (ins Fly_IntTuple:$coord, Fly_InnerFnType:$layout);
  let results = (outs Fly_IntTuple:$index);
}
class Fly_IndexToCoordOp<string mnemonic> : Fly_InferOp<mnemonic> {
  let arguments = (ins Fly_IntTuple:$index, Fly_Layout:$layout);
  let results = (outs Fly_IntTuple:$result);
}
def Fly_Idx2CrdOp : Fly_IndexToCoordOp<"idx2crd">;
def Fly_GetFlatCoordOp : Fly_IndexToCoordOp<"get_flat_coord">;
def Fly_Get1DCoordOp : Fly_IndexToCoordOp<"get_1d_coord">;

//===----------------------------------------------------------------------===//
// G. Layout algebra
//===----------------------------------------------------------------------===//

def Fly_CoalesceOp : Fly_InferOp<"coalesce"> {
  let arguments = (ins Fly_LayoutLikeType:$layout,
                       Optional<Fly_IntTuple>:$attr);
  let results = (outs Fly_LayoutLikeType:$result);
  let assemblyFormat = "`(` $layout (`,` $attr^)? `)` attr-dict `:` "
                       "functional-type(operands, results)";
}
def Fly_CompositionOp : Fly_InferOp<"composition"> {
  let arguments = (ins Fly_LayoutLikeType:$outer,
                       AnyTypeOf<[Fly_Layout, Fly_Tile]>:$inner);
  let results = (outs Fly_LayoutLikeType:$result);
}
def Fly_ComplementOp : Fly_InferOp<"complement"> {
  let arguments = (ins Fly_NarrowLayoutType:$layout,
                       Optional<Fly_IntTuple>:$codomain_size);
  let results = (outs Fly_NarrowLayoutType:$result);
  let assemblyFormat = "`(` $layout (`,` $codomain_size^)? `)` attr-dict `:` "
                       "functional-type(operands, results)";
}
def Fly_RightInverseOp : Fly_InferOp<"right_inverse"> {
  let arguments = (ins Fly_NarrowLayoutType:$layout);
  let results = (outs Fly_NarrowLayoutType:$result);
}
def Fly_LeftInverseOp : Fly_InferOp<"left_inverse"> {
  let arguments = (ins Fly_NarrowLayoutType:$layout);
  let results = (outs Fly_NarrowLayoutType:$result);
}

class Fly_LayoutDivideOp<string mnemonic> : Fly_InferOp<mnemonic> {
  let arguments = (ins Fly_LayoutLikeType:$layout,
                       AnyTypeOf<[Fly_Layout, Fly_Tile]>:$divisor);
  let results = (outs Fly_LayoutLikeType:$result);
}
def Fly_LogicalDivideOp : Fly_LayoutDivideOp<"logical_divide">;
def Fly_ZippedDivideOp : Fly_LayoutDivideOp<"zipped_divide">;
def Fly_TiledDivideOp : Fly_LayoutDivideOp<"tiled_divide">;
def Fly_FlatDivideOp : Fly_LayoutDivideOp<"flat_divide">;

class Fly_LayoutProductOp<string mnemonic> : Fly_InferOp<mnemonic> {
  let arguments = (ins Fly_NarrowLayoutType:$layout, Fly_Layout:$tile);
  let results = (outs Fly_NarrowLayoutType:$result);
}
def Fly_LogicalProductOp : Fly_LayoutProductOp<"logical_product">;
def Fly_ZippedProductOp : Fly_LayoutProductOp<"zipped_product">;
def Fly_TiledProductOp : Fly_LayoutProductOp<"tiled_product">;
def Fly_FlatProductOp : Fly_LayoutProductOp<"flat_product">;
def Fly_BlockedProductOp : Fly_LayoutProductOp<"blocked_product">;
def Fly_RakedProductOp : Fly_LayoutProductOp<"raked_product">;

def Fly_RecastLayoutOp : Fly_InferOp<"recast_layout"> {
  let arguments = (ins I32Attr:$new_type_bits, I32Attr:$old_type_bits,
                       Fly_NarrowLayoutType:$src);
  let results = (outs Fly_NarrowLayoutType:$result);
}
def Fly_TileToShapeOp : Fly_InferOp<"tile_to_shape"> {
  let arguments = (ins Fly_NarrowLayoutType:$block, Fly_IntTuple:$trg_shape,
                       Fly_IntTuple:$ord_shape);
  let results = (outs Fly_NarrowLayoutType:$result);
}

include "fly/Dialect/Fly/IR/FlyMemoryOps.td"
include "fly/Dialect/Fly/IR/FlyAtomOps.td"

#endif // FLY_OPS_TD
