//===- FlyOps.td - fly ops, groups A to E ------------------*- tablegen -*-===//
//
// Op names, operand orders and syntax are FlyDSL 0.3.2's. Every op with an
// inferred result runs the layout algebra in its inferReturnTypes
// (lib/Dialect/Fly/IR/Infer*.cpp). The descriptions are the op reference:
// their ```mlir examples are checked against fly-opt by
// test/Dialect/Fly/doc-examples.test. Concepts they rely on are in
// docs/reference (concepts.md, algebra.md).
//
//===----------------------------------------------------------------------===//
#ifndef FLY_OPS_TD
#define FLY_OPS_TD

include "fly/Dialect/Fly/IR/FlyTypeDefs.td"
include "mlir/IR/CommonAttrConstraints.td"

//===----------------------------------------------------------------------===//
// Type groups (docs/reference/concepts.md#type-groups)
//===----------------------------------------------------------------------===//

def Fly_NarrowLayoutType : AnyTypeOf<[Fly_Layout, Fly_ComposedLayout]>;
// Views take part through their layout (docs/reference/concepts.md#views).
def Fly_LayoutLikeType : AnyTypeOf<[Fly_Layout, Fly_ComposedLayout,
                                    Fly_MemRef, Fly_CoordTensor]>;
def Fly_IntTupleLikeType
    : AnyTypeOf<[Fly_IntTuple, Fly_Layout, Fly_ComposedLayout, Fly_MemRef,
                 Fly_CoordTensor]>;
def Fly_InnerFnType
    : AnyTypeOf<[Fly_Layout, Fly_Swizzle, Fly_CoordSwizzle, Fly_ComposedLayout]>;
def Fly_DynLeafType : AnyTypeOf<[I32, I64]>;

// Attribute constraints stated here rather than in C++.
def Fly_NonNegativeI32Attr : ConfinedAttr<I32Attr, [IntNonNegative]>;
def Fly_PositiveI32Attr : ConfinedAttr<I32Attr, [IntPositive]>;
def Fly_ModeIndicesAttr
    : ConfinedAttr<DenseI32ArrayAttr,
                   [DenseArrayNonNegative<DenseI32ArrayAttr>]>;

//===----------------------------------------------------------------------===//
// A. Int tuple construction
//===----------------------------------------------------------------------===//

def Fly_StaticOp : Fly_Op<"static", [Pure, ConstantLike]> {
  let summary = "A fully static value rebuilt from its type";
  let description = [{
    Materializes the value that a fully static type describes: the type is
    the whole value, so the op has no operands. It is what every op with a
    fully static result folds to, and how static values are re-created at
    function and region boundaries. Any fly value type qualifies (int tuple,
    basis, layout, composed layout, swizzle, coordinate swizzle, tile,
    coordinate tensor, atoms, tiled atoms, universal payloads); pointers and
    memrefs do not (they are addresses).

    ```mlir
    %t = fly.static : !fly.int_tuple<(4,8)>
    %l = fly.static : !fly.layout<(4,8):(1,4)>
    %s = fly.static : !fly.swizzle<S<3,3,3>>
    %k = fly.static : !fly.tile<[*|4]>
    ```

    The verifier rejects a type with a dynamic leaf and a type that is not a
    fly value type.

    ```mlir
    // error: has dynamic leaves; fly.static needs a fully static type
    %t = fly.static : !fly.int_tuple<(4,?)>
    ```
  }];
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
def Fly_MakeIntTupleOp : Fly_MakeTupleOp<"make_int_tuple"> {
  let description = [{
    Builds an int tuple whose structure and static leaves are the written
    result type; the operands are the dynamic leaves (`?`) of that type in
    depth-first order, each an `i32` for a `?` leaf and an `i64` for a
    `?{i64}` leaf. This is the *normal form* of an int tuple value: the
    lowering reads and writes int tuples in this shape
    (docs/reference/concepts.md#normal-form). With no operands it builds a
    fully static tuple.

    ```mlir
    %t = fly.make_int_tuple(%a, %b) : (i32, i64) -> !fly.int_tuple<(?{div=16},(2,?{i64 div=8}))>
    %c = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
    ```

    The divisibility written on a leaf (`?{div=16}`) is a promise about the
    runtime value that later inference relies on (alignment, vector widths).

    The verifier rejects an operand count different from the number of
    dynamic leaves, and an operand whose width is not its leaf's (a 64-bit
    value for a `?` leaf is never narrowed silently).

    ```mlir
    // error: has 3 operand(s) but the result type '!fly.int_tuple<(?,4)>' has 1 dynamic leaf(s)
    %t = fly.make_int_tuple(%a, %a, %a) : (i32, i32, i32) -> !fly.int_tuple<(?,4)>
    ```
  }];
}
def Fly_MakeShapeOp : Fly_MakeTupleOp<"make_shape"> {
  let description = [{
    The same as `fly.make_int_tuple`, spelled for a shape (FlyDSL keeps the
    three spellings); `fly-canonicalize` rewrites it to `fly.make_int_tuple`.
    The verifier checks the operands as `fly.make_int_tuple` does.

    ```mlir
    %s = fly.make_shape(%m) : (i32) -> !fly.int_tuple<(?,64)>
    ```
  }];
}
def Fly_MakeStrideOp : Fly_MakeTupleOp<"make_stride"> {
  let description = [{
    The same as `fly.make_int_tuple`, spelled for a stride;
    `fly-canonicalize` rewrites it to `fly.make_int_tuple`. The verifier
    checks the operands as `fly.make_int_tuple` does.

    ```mlir
    %d = fly.make_stride(%ld) : (i64) -> !fly.int_tuple<(1,?{i64})>
    ```
  }];
}
def Fly_MakeCoordOp : Fly_MakeTupleOp<"make_coord"> {
  let description = [{
    The same as `fly.make_int_tuple`, spelled for a coordinate (whose leaves
    may be `*`, "keep this mode", for slicing); `fly-canonicalize` rewrites
    it to `fly.make_int_tuple`. The verifier checks the operands as
    `fly.make_int_tuple` does.

    ```mlir
    %c = fly.make_coord(%i) : (i32) -> !fly.int_tuple<(*,?)>
    ```
  }];
}

//===----------------------------------------------------------------------===//
// B. Layout construction
//===----------------------------------------------------------------------===//

def Fly_MakeLayoutOp : Fly_InferOp<"make_layout"> {
  let summary = "Pairs a shape and a stride into a layout";
  let description = [{
    `shape:stride`: the function from coordinates of `shape` to
    `sum_i c_i * d_i` (docs/reference/algebra.md#layouts-are-functions).
    The result type is the pair of the operand types.

    ```mlir
    %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(1,4)>) -> !fly.layout<(4,8):(1,4)>
    %m = fly.make_layout(%s2, %d2) : (!fly.int_tuple<(?,64)>, !fly.int_tuple<(1,?{i64 div=8})>) -> !fly.layout<(?,64):(1,?{i64 div=8})>
    ```

    Inference rejects a shape and stride that are not congruent (the same
    nesting) and a static shape leaf that is not positive.

    ```mlir
    // error: shape (4,8) and stride (1,4,2) are not congruent
    %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(1,4,2)>) -> !fly.layout<(4,8):(1,4)>
    ```
  }];
  let arguments = (ins Fly_IntTuple:$shape, Fly_IntTuple:$stride);
  let results = (outs Fly_Layout:$result);
}
def Fly_MakeLayoutLikeOp : Fly_InferOp<"make_layout_like"> {
  let summary = "Compact layout with the shape and stride order of another";
  let description = [{
    CuTe `make_layout_like`: a compact layout of the same shape whose modes
    are ordered by the operand's strides (the mode with the smallest stride
    gets stride 1, the next the product of the extents before it, ...).
    `(4,8):(16,2)` has mode 1 fastest, so the result is row-major.

    ```mlir
    %r = fly.make_layout_like(%l) : (!fly.layout<(4,8):(16,2)>) -> !fly.layout<(4,8):(8,1)>
    %d = fly.make_layout_like(%k) : (!fly.layout<(4,?):(16,2)>) -> !fly.layout<(4,?):(?,1)>
    ```

    A dynamic extent makes the strides that multiply it dynamic.
  }];
  let arguments = (ins Fly_Layout:$ref);
  let results = (outs Fly_Layout:$result);
}
def Fly_MakeOrderedLayoutOp : Fly_InferOp<"make_ordered_layout"> {
  let summary = "Compact layout whose modes are laid out in a given order";
  let description = [{
    CuTe `make_ordered_layout(shape, order)`: the compact layout in which
    mode `i` is the `order[i]`-th fastest; its stride is the product of the
    extents of the modes of smaller order. `(4,8,2)` with order `(2,0,1)`
    gives mode 1 stride 1, mode 2 stride 8 and mode 0 stride 16.

    ```mlir
    %l = fly.make_ordered_layout(%s, %o) : (!fly.int_tuple<(4,8,2)>, !fly.int_tuple<(2,0,1)>) -> !fly.layout<(4,8,2):(16,1,8)>
    ```

    Inference rejects an order whose rank is not the shape's and an order
    that is not static.
  }];
  let arguments = (ins Fly_IntTuple:$shape, Fly_IntTuple:$order);
  let results = (outs Fly_Layout:$result);
}
def Fly_MakeComposedLayoutOp : Fly_InferOp<"make_composed_layout"> {
  let summary = "inner o offset o outer";
  let description = [{
    The composed layout `c -> inner(offset + outer(c))`. `inner` is a
    layout, a swizzle, a coordinate swizzle or a composed layout; `outer` a
    layout or a composed layout. Its size is the size of `outer`. The
    shared-memory layout of a swizzled tile is the typical use.

    ```mlir
    %c = fly.make_composed_layout(%s, %o, %l) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(8,64):(64,1)>) -> !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>
    ```

    The result type is the three operand types put together; the operand
    type constraints are the only checks.
  }];
  let arguments = (ins Fly_InnerFnType:$inner, Fly_IntTuple:$offset,
                       Fly_NarrowLayoutType:$outer);
  let results = (outs Fly_ComposedLayout:$result);
}
def Fly_MakeIdentityLayoutOp : Fly_InferOp<"make_identity_layout"> {
  let summary = "The layout that maps a coordinate to itself";
  let description = [{
    `shape:(1E0,1E1,...)`: the strides are the unit basis vectors, so the
    layout maps a coordinate to the coordinate itself (a tuple, not an
    integer). Views over identity layouts (`!fly.coord_tensor`) carry the
    logical coordinates of a tile through the same partitions as the data.

    ```mlir
    %l = fly.make_identity_layout(%s) : (!fly.int_tuple<(4,8)>) -> !fly.layout<(4,8):(1E0,1E1)>
    ```
  }];
  let arguments = (ins Fly_IntTuple:$shape);
  let results = (outs Fly_Layout:$result);
}
def Fly_MakeFragmentLayoutLikeOp : Fly_InferOp<"make_fragment_layout_like"> {
  let summary = "The compact register-fragment layout of a layout's shape";
  let description = [{
    The layout part of `fly.make_fragment_like`: the compact column-major
    layout of the operand's shape (mode 0 first), which is how a register
    fragment of that shape is laid out.

    ```mlir
    %f = fly.make_fragment_layout_like(%l) : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(4,8):(1,4)>
    ```

    Inference rejects a shape with a dynamic leaf.
  }];
  let arguments = (ins Fly_Layout:$src);
  let results = (outs Fly_Layout:$result);
}

//===----------------------------------------------------------------------===//
// C. Extractors
//===----------------------------------------------------------------------===//

def Fly_GetScalarOp : Fly_InferOp<"get_scalar"> {
  let summary = "The single leaf of an int tuple as an i32 or i64";
  let description = [{
    Reads a leaf, or rank-1 wrappers of one leaf (`((?))`), as a scalar of
    the leaf's width: `i32` for `?` and static leaves, `i64` for
    `?{i64}` or a static value beyond 32 bits.

    ```mlir
    %x = fly.get_scalar(%t) : (!fly.int_tuple<((?{div=4}))>) -> i32
    ```

    Inference rejects a tuple of several modes and a `*` leaf.

    ```mlir
    // error: expects a single leaf, but (2,3) has 2 modes
    %x = fly.get_scalar(%t) : (!fly.int_tuple<(2,3)>) -> i32
    ```
  }];
  let arguments = (ins Fly_IntTuple:$int_tuple);
  let results = (outs Fly_DynLeafType:$result);
}
def Fly_GetLeavesOp : Fly_InferOp<"get_leaves"> {
  let summary = "The leaves of an int tuple as scalars, depth first";
  let description = [{
    One `i32`/`i64` result per leaf in depth-first order, or, with
    `dynamicOnly = true`, per dynamic leaf only (the operands
    `fly.make_int_tuple` would take).

    ```mlir
    %v:3 = fly.get_leaves(%t) : (!fly.int_tuple<(2,(?,?{i64}))>) -> (i32, i32, i64)
    %w:2 = fly.get_leaves(%t) {dynamicOnly = true} : (!fly.int_tuple<(2,(?,?{i64}))>) -> (i32, i64)
    ```

    Inference rejects a `*` leaf (it has no value).
  }];
  let arguments = (ins Fly_IntTuple:$input,
                       DefaultValuedAttr<BoolAttr, "false">:$dynamicOnly);
  let results = (outs Variadic<Fly_DynLeafType>:$results);
  // The printer elides `dynamicOnly = false`: parse/print in
  // lib/Dialect/Fly/IR/InferredResultSyntax.cpp.
  let extraClassDefinition = "";
}
def Fly_GetShapeOp : Fly_InferOp<"get_shape"> {
  let summary = "The shape of a layout-like value";
  let description = [{
    The shape of a layout; of a composed layout, memref or coordinate tensor,
    the shape of its outermost plain layout.

    ```mlir
    %s = fly.get_shape(%l) : (!fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<(4,8)>
    %t = fly.get_shape(%m) : (!fly.memref<f16, shared, S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.int_tuple<(8,64)>
    ```
  }];
  let arguments = (ins Fly_LayoutLikeType:$layout);
  let results = (outs Fly_IntTuple:$result);
}
def Fly_GetStrideOp : Fly_InferOp<"get_stride"> {
  let summary = "The stride of a layout-like value";
  let description = [{
    The stride of a layout; of a composed layout, memref or coordinate
    tensor, the stride of its outermost plain layout.

    ```mlir
    %d = fly.get_stride(%l) : (!fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<(1,4)>
    ```
  }];
  let arguments = (ins Fly_LayoutLikeType:$layout);
  let results = (outs Fly_IntTuple:$result);
}
def Fly_ComposedGetInnerOp : Fly_InferOp<"composed_get_inner"> {
  let summary = "The inner function of a composed layout";
  let description = [{
    `inner` of `inner o offset o outer`: a layout, swizzle, coordinate
    swizzle or composed layout.

    ```mlir
    %i = fly.composed_get_inner(%c) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.swizzle<S<3,3,3>>
    ```
  }];
  let arguments = (ins Fly_ComposedLayout:$input);
  let results = (outs Fly_InnerFnType:$result);
}
def Fly_ComposedGetOffsetOp : Fly_InferOp<"composed_get_offset"> {
  let summary = "The offset of a composed layout";
  let description = [{
    `offset` of `inner o offset o outer`.

    ```mlir
    %o = fly.composed_get_offset(%c) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.int_tuple<0>
    ```
  }];
  let arguments = (ins Fly_ComposedLayout:$input);
  let results = (outs Fly_IntTuple:$result);
}
def Fly_ComposedGetOuterOp : Fly_InferOp<"composed_get_outer"> {
  let summary = "The outer layout of a composed layout";
  let description = [{
    `outer` of `inner o offset o outer`: a layout or a composed layout.

    ```mlir
    %o = fly.composed_get_outer(%c) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.layout<(8,64):(64,1)>
    ```
  }];
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
def Fly_IntTupleAddOp : Fly_IntTupleBinaryOp<"int_tuple_add"> {
  let summary = "Leaf-wise sum of two int tuples";
  let description = [{
    `r_i = a_i + b_i` leaf by leaf over the common prefix of the two
    tuples; the extra modes of the longer one pass through. Adding a scaled
    basis `kEi` adds `k` into mode `i`. Static leaves fold; a dynamic result
    has the wider width and divisibility `gcd(div(a), div(b))`, a static
    operand counting with its value (docs/reference/algebra.md#leaf-arithmetic).

    ```mlir
    %r = fly.int_tuple_add(%a, %b) : (!fly.int_tuple<(4,?)>, !fly.int_tuple<(2,8)>) -> !fly.int_tuple<(6,?)>
    %s = fly.int_tuple_add(%c, %e) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1E1>) -> !fly.int_tuple<(2,4)>
    ```

    Inference rejects mismatched nesting and a static result that overflows
    64 bits.
  }];
}
def Fly_IntTupleSubOp : Fly_IntTupleBinaryOp<"int_tuple_sub"> {
  let summary = "Leaf-wise difference of two int tuples";
  let description = [{
    `r_i = a_i - b_i`, with the rules of `fly.int_tuple_add` (common prefix,
    width, divisibility `gcd`).

    ```mlir
    %r = fly.int_tuple_sub(%a, %b) : (!fly.int_tuple<(7,?{div=8})>, !fly.int_tuple<(2,4)>) -> !fly.int_tuple<(5,?{div=4})>
    ```

    Inference rejects mismatched nesting and 64-bit overflow.
  }];
}
def Fly_IntTupleMulOp : Fly_IntTupleBinaryOp<"int_tuple_mul"> {
  let summary = "Leaf-wise product of two int tuples";
  let description = [{
    `r_i = a_i * b_i` leaf by leaf over the common prefix; a dynamic result
    has divisibility `div(a) * div(b)`.

    ```mlir
    %r = fly.int_tuple_mul(%a, %b) : (!fly.int_tuple<(?{div=4},3)>, !fly.int_tuple<(2,5)>) -> !fly.int_tuple<(?{div=8},15)>
    ```

    Inference rejects mismatched nesting and 64-bit overflow.
  }];
}
def Fly_IntTupleDivOp : Fly_IntTupleBinaryOp<"int_tuple_div"> {
  let summary = "Leaf-wise quotient of two int tuples";
  let description = [{
    `r_i = a_i / b_i`, truncating toward zero (`arith.divsi` once lowered);
    a dynamic result has divisibility 1.

    ```mlir
    %r = fly.int_tuple_div(%a, %b) : (!fly.int_tuple<(12,?{div=8})>, !fly.int_tuple<(4,2)>) -> !fly.int_tuple<(3,?)>
    ```

    Inference rejects mismatched nesting and a static division by zero.

    ```mlir
    // error: static div of 4 by zero
    %r = fly.int_tuple_div(%a, %b) : (!fly.int_tuple<(4,6)>, !fly.int_tuple<(0,4)>) -> !fly.int_tuple<(0,1)>
    ```
  }];
}
def Fly_IntTupleModOp : Fly_IntTupleBinaryOp<"int_tuple_mod"> {
  let summary = "Leaf-wise remainder of two int tuples";
  let description = [{
    `r_i = a_i % b_i` (the sign of the dividend, `arith.remsi` once
    lowered); a dynamic result has divisibility `gcd(div(a), div(b))`.

    ```mlir
    %r = fly.int_tuple_mod(%a, %b) : (!fly.int_tuple<(12,?{div=8})>, !fly.int_tuple<(5,4)>) -> !fly.int_tuple<(2,?{div=4})>
    ```

    Inference rejects mismatched nesting and a static division by zero.
  }];
}
def Fly_IntTupleProductOp : Fly_IntTupleUnaryOp<"int_tuple_product"> {
  let summary = "Product of all leaves";
  let description = [{
    `prod_i t_i` over every leaf: a single leaf. `fly.size` of a shape.

    ```mlir
    %n = fly.int_tuple_product(%t) : (!fly.int_tuple<((2,3),4)>) -> !fly.int_tuple<24>
    %m = fly.int_tuple_product(%u) : (!fly.int_tuple<((2,?),4)>) -> !fly.int_tuple<?{div=8}>
    ```

    Inference rejects a static product beyond 64 bits.

    ```mlir
    // error: static mul of 4294967296 and 4294967296 overflows 64 bits
    %n = fly.int_tuple_product(%t) : (!fly.int_tuple<(4294967296,4294967296)>) -> !fly.int_tuple<0>
    ```
  }];
}
def Fly_IntTupleProductEachOp : Fly_IntTupleUnaryOp<"int_tuple_product_each"> {
  let summary = "Product within each top-level mode";
  let description = [{
    `r_i = prod(t_i)` for each top-level mode `t_i`: the flat extents of a
    hierarchical shape.

    ```mlir
    %r = fly.int_tuple_product_each(%t) : (!fly.int_tuple<((2,3),4)>) -> !fly.int_tuple<(6,4)>
    ```
  }];
}
def Fly_IntTupleProductLikeOp : Fly_IntTupleBinaryOp<"int_tuple_product_like"> {
  let summary = "Product of the lhs grouped by the profile of the rhs";
  let description = [{
    Multiplies the leaves of `lhs` down to the nesting of `rhs`: where `rhs`
    has a leaf, the result has the product of the corresponding sub-tuple of
    `lhs`; where it has a tuple, the result recurses. Only the profile of
    `rhs` matters, not its values.

    ```mlir
    %r = fly.int_tuple_product_like(%a, %p) : (!fly.int_tuple<((2,3),(4,5),6)>, !fly.int_tuple<(1,(1,1),1)>) -> !fly.int_tuple<(6,(4,5),6)>
    ```

    Inference rejects a `lhs` whose rank does not match the profile.

    ```mlir
    // error: mismatched profiles at mode []: (2,3,4,5) has rank 4 but the profile ((1,1),(1,1)) has rank 2
    %r = fly.int_tuple_product_like(%a, %p) : (!fly.int_tuple<(2,3,4,5)>, !fly.int_tuple<((1,1),(1,1))>) -> !fly.int_tuple<(6,20)>
    ```
  }];
}
def Fly_ShapeDivOp : Fly_IntTupleBinaryOp<"shape_div"> {
  let summary = "CuTe shape_div";
  let description = [{
    On leaves `a / b` when `b` divides `a`, and 1 when `a` divides `b`.
    Congruent tuples divide leaf by leaf; a tuple divided by an integer
    consumes the divisor from the left:
    `shape_div((4,6), 8) = (shape_div(4,8), shape_div(6, 8/4)) = (1,3)`.

    ```mlir
    %r = fly.shape_div(%a, %b) : (!fly.int_tuple<(12,8)>, !fly.int_tuple<(4,16)>) -> !fly.int_tuple<(3,1)>
    %s = fly.shape_div(%c, %d) : (!fly.int_tuple<(4,6)>, !fly.int_tuple<8>) -> !fly.int_tuple<(1,3)>
    ```

    Inference rejects static leaves neither of which divides the other
    (dynamic ones are assumed to, as in CuTe).

    ```mlir
    // error: shape_div: 4 and 3 do not divide one another
    %r = fly.shape_div(%a, %b) : (!fly.int_tuple<(4,6)>, !fly.int_tuple<(3,4)>) -> !fly.int_tuple<(1,1)>
    ```
  }];
}
def Fly_CeilDivOp : Fly_IntTupleBinaryOp<"ceil_div"> {
  let summary = "Leaf-wise quotient rounded up";
  let description = [{
    `r_i = ceil(a_i / b_i)` leaf by leaf over the common prefix; a dynamic
    result has divisibility 1.

    ```mlir
    %r = fly.ceil_div(%a, %b) : (!fly.int_tuple<(10,7)>, !fly.int_tuple<(4,2)>) -> !fly.int_tuple<(3,4)>
    ```

    Inference rejects mismatched nesting and a static division by zero.
  }];
}

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
def Fly_ElemLessOp : Fly_IntTuplePredicateOp<"elem_less"> {
  let summary = "Whether every leaf of lhs is less than rhs's";
  let description = [{
    `and_i (a_i < b_i)` over the leaves of `lhs` (CuTe `elem_less`); the
    bounds check of a residue tile: a coordinate tensor element against the
    tensor's extents.

    ```mlir
    %p = fly.elem_less(%c, %n) : (!fly.int_tuple<(2,?)>, !fly.int_tuple<(4,8)>) -> i1
    ```

    The verifier evaluates the predicate on the operand types and rejects
    mismatched profiles.

    ```mlir
    // error: elem_less: mismatched profiles 2 and (2,3)
    %p = fly.elem_less(%a, %b) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<((2,3),4)>) -> i1
    ```
  }];
}
def Fly_EqualOp : Fly_IntTuplePredicateOp<"equal"> {
  let summary = "Whether two int tuples are equal";
  let description = [{
    True when both tuples have the same structure and equal leaves (bases
    compare with their mode paths); tuples of different structure are
    simply unequal.

    ```mlir
    %e = fly.equal(%a, %b) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<(2,3)>) -> i1
    ```
  }];
}

//===----------------------------------------------------------------------===//
// E. Structural and size ops on IntTupleLike
//===----------------------------------------------------------------------===//

def Fly_GetOp : Fly_InferOp<"get"> {
  let summary = "The sub-mode at a mode path";
  let description = [{
    CuTe `get<i,j,...>`: the mode reached by following the indices of
    `mode` from the top. On a layout it takes the same mode of shape and
    stride; on a composed layout or a view it acts on the outer layout.

    ```mlir
    %r = fly.get(%l) {mode = array<i32: 0, 1>} : (!fly.layout<((2,4),8):((1,2),8)>) -> !fly.layout<4:2>
    %e = fly.get(%t) {mode = array<i32: 1>} : (!fly.int_tuple<(4,8)>) -> !fly.int_tuple<8>
    ```

    ODS rejects a negative index; inference an index beyond the rank of its
    level.

    ```mlir
    // error: mode index 3 at depth 0 is out of range for (4,8) of rank 2
    %r = fly.get(%l) {mode = array<i32: 3>} : (!fly.layout<(4,8):(1,4)>) -> !fly.layout<4:1>
    ```
  }];
  let arguments = (ins Fly_IntTupleLikeType:$input, Fly_ModeIndicesAttr:$mode);
  let results = (outs Fly_IntTupleLikeType:$result);
}
def Fly_TakeOp : Fly_InferOp<"take"> {
  let summary = "The top-level modes [begin, end)";
  let description = [{
    CuTe `take<begin,end>`: the modes `begin` to `end - 1`, as a tuple (a
    single mode stays a mode).

    ```mlir
    %r = fly.take(%l) {begin = 1 : i32, end = 3 : i32} : (!fly.layout<(2,4,8):(1,2,8)>) -> !fly.layout<(4,8):(2,8)>
    ```

    ODS rejects a negative `begin` and an `end` below 1; inference an empty
    range or one beyond the rank.
  }];
  let arguments = (ins Fly_IntTupleLikeType:$tuple,
                       Fly_NonNegativeI32Attr:$begin,
                       Fly_PositiveI32Attr:$end);
  let results = (outs Fly_IntTupleLikeType:$result);
}
def Fly_SelectOp : Fly_InferOp<"select"> {
  let summary = "Picks or permutes top-level modes";
  let description = [{
    CuTe `select<i...>`: mode `k` of the result is mode `indices[k]` of the
    operand.

    ```mlir
    %r = fly.select(%l) {indices = array<i32: 2, 0>} : (!fly.layout<(2,4,8):(1,2,8)>) -> !fly.layout<(8,2):(8,1)>
    ```

    ODS rejects a negative index; inference an empty list and an index
    beyond the rank.
  }];
  let arguments = (ins Fly_IntTupleLikeType:$tuple,
                       Fly_ModeIndicesAttr:$indices);
  let results = (outs Fly_IntTupleLikeType:$result);
}
def Fly_GroupOp : Fly_InferOp<"group"> {
  let summary = "Nests the top-level modes [begin, end) into one";
  let description = [{
    CuTe `group<begin,end>`: the modes `begin` to `end - 1` become one mode.

    ```mlir
    %r = fly.group(%l) {begin = 0 : i32, end = 2 : i32} : (!fly.layout<(2,4,8):(1,2,8)>) -> !fly.layout<((2,4),8):((1,2),8)>
    ```

    ODS rejects a negative `begin` and an `end` below 1; inference an empty
    range or one beyond the rank.
  }];
  let arguments = (ins Fly_IntTupleLikeType:$tuple,
                       Fly_NonNegativeI32Attr:$begin,
                       Fly_PositiveI32Attr:$end);
  let results = (outs Fly_IntTupleLikeType:$result);
}
class Fly_ExtendOp<string mnemonic> : Fly_InferOp<mnemonic> {
  let arguments = (ins AnyTypeOf<[Fly_IntTuple, Fly_NarrowLayoutType]>:$tuple,
                       AnyTypeOf<[Fly_IntTuple, Fly_Layout]>:$elem,
                       OptionalAttr<Fly_NonNegativeI32Attr>:$n);
  let results = (outs AnyTypeOf<[Fly_IntTuple, Fly_NarrowLayoutType]>:$result);
  // `<n>` before the operands: parse/print in
  // lib/Dialect/Fly/IR/InferredResultSyntax.cpp.
  let extraClassDefinition = "";
}
def Fly_AppendOp : Fly_ExtendOp<"append"> {
  let summary = "Adds a mode at the end";
  let description = [{
    CuTe `append`: `elem` becomes the last mode. With `<n>`, `elem` is
    appended until the rank is `n` (nothing when it already is). An int
    tuple takes an int tuple, a layout a layout (a composed layout extends
    its outer layout).

    ```mlir
    %r = fly.append<4> (%t, %e) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1>) -> !fly.int_tuple<(2,3,1,1)>
    %s = fly.append<3> (%l, %u) : (!fly.layout<(4,8):(1,4)>, !fly.layout<1:0>) -> !fly.layout<(4,8,1):(1,4,0)>
    ```

    The printer puts a blank before the operand list (`fly.append (`), as
    FlyDSL's does. ODS rejects a negative `n`; inference an int tuple
    extended by a layout or the reverse.
  }];
}
def Fly_PrependOp : Fly_ExtendOp<"prepend"> {
  let summary = "Adds a mode at the front";
  let description = [{
    CuTe `prepend`: `elem` becomes mode 0; with `<n>`, it is prepended until
    the rank is `n`. Operand kinds as for `fly.append`.

    ```mlir
    %r = fly.prepend (%l, %e) : (!fly.layout<(4,8):(1,4)>, !fly.layout<2:32>) -> !fly.layout<(2,4,8):(32,1,4)>
    ```

    ODS rejects a negative `n`; inference mixed operand kinds.
  }];
}
def Fly_SliceOp : Fly_InferOp<"slice"> {
  let summary = "Keeps the modes whose coordinate is `*`";
  let description = [{
    CuTe `slice(coord, x)`: the modes of `src` where the coordinate has `*`.
    The fixed part of the coordinate (its other leaves, `*` read as 0) is an
    offset `o = src(fixed)`: on a view, the iterator moves by `o` (a memref
    pointer keeps the alignment `o` leaves); on a composed layout `o` is
    added to the offset next to the sliced plain layout; on an int tuple or
    a layout it is dropped.

    ```mlir
    %r = fly.slice(%l, %c) : (!fly.layout<(4,8):(1,4)>, !fly.int_tuple<(*,3)>) -> !fly.layout<4:1>
    %v = fly.slice(%m, %c) : (!fly.memref<f32, global, (4,8):(1,4), align<16>>, !fly.int_tuple<(*,3)>) -> !fly.memref<f32, global, 4:1, align<16>>
    %w = fly.slice(%s, %c) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>, !fly.int_tuple<(*,3)>) -> !fly.composed_layout<S<3,3,3> o 3 o 8:64>
    ```

    Inference rejects a coordinate that does not match the shape.
  }];
  let arguments = (ins Fly_IntTupleLikeType:$src, Fly_IntTuple:$coord);
  let results = (outs Fly_IntTupleLikeType:$result);
}
def Fly_DiceOp : Fly_InferOp<"dice"> {
  let summary = "Keeps the modes whose coordinate is not `*`";
  let description = [{
    CuTe `dice(coord, x)`: the complement of `fly.slice`, the modes where
    the coordinate has a value.

    ```mlir
    %r = fly.dice(%l, %c) : (!fly.layout<(4,8):(1,4)>, !fly.int_tuple<(*,3)>) -> !fly.layout<8:4>
    ```

    Inference rejects a coordinate that does not match the shape.
  }];
  let arguments = (ins AnyTypeOf<[Fly_IntTuple, Fly_Layout]>:$src,
                       Fly_IntTuple:$coord);
  let results = (outs AnyTypeOf<[Fly_IntTuple, Fly_Layout]>:$result);
}
def Fly_SizeOp : Fly_InferOp<"size"> {
  let summary = "The number of elements: the product of the shape";
  let description = [{
    `size(x) = prod(shape(x))`; of an int tuple, the product of its leaves.
    With dynamic leaves the result is dynamic, with the product of their
    divisibilities.

    ```mlir
    %n = fly.size(%l) : (!fly.layout<(4,(2,?)):(1,(4,8))>) -> !fly.int_tuple<?{div=8}>
    %m = fly.size(%k) : (!fly.layout<(4,8):(1,8)>) -> !fly.int_tuple<32>
    ```

    Inference rejects a static size beyond 64 bits.
  }];
  let arguments = (ins Fly_IntTupleLikeType:$int_tuple);
  let results = (outs Fly_IntTuple:$result);
}
class Fly_CodomainOp<string mnemonic> : Fly_InferOp<mnemonic> {
  let arguments = (ins Fly_LayoutLikeType:$layout);
  let results = (outs Fly_IntTuple:$result);
}
def Fly_CoprofileOp : Fly_CodomainOp<"coprofile"> {
  let summary = "The nesting of the layout's codomain";
  let description = [{
    The profile of what the layout maps to, with 0 at every leaf: `0` for
    integer strides, a tuple for scaled-basis strides (one entry per basis
    mode).

    ```mlir
    %p = fly.coprofile(%l) : (!fly.layout<(4,8):(1E0,1E1)>) -> !fly.int_tuple<(0,0)>
    ```
  }];
}
def Fly_CoshapeOp : Fly_CodomainOp<"coshape"> {
  let summary = "The extent of the layout's codomain";
  let description = [{
    One past the largest value in each codomain mode: `cosize` for integer
    strides, one extent per basis mode for scaled-basis strides.

    ```mlir
    %s = fly.coshape(%l) : (!fly.layout<(4,8):(1E0,1E1)>) -> !fly.int_tuple<(4,8)>
    %t = fly.coshape(%k) : (!fly.layout<(4,8):(1,8)>) -> !fly.int_tuple<60>
    ```
  }];
}
def Fly_CosizeOp : Fly_CodomainOp<"cosize"> {
  let summary = "One past the largest index of the layout";
  let description = [{
    `cosize(L) = L(size(L) - 1) + 1` for non-negative strides: the number of
    elements a buffer needs to hold every index of `L`.
    `(4,8):(1,8)` reaches `3 + 7*8 = 59`.

    ```mlir
    %n = fly.cosize(%l) : (!fly.layout<(4,8):(1,8)>) -> !fly.int_tuple<60>
    ```

    Inference rejects scaled-basis strides (use `fly.coshape`) and a
    negative cosize.

    ```mlir
    // error: cosize of a layout with scaled-basis strides; use coshape
    %n = fly.cosize(%l) : (!fly.layout<(4,8):(1E0,1E1)>) -> !fly.int_tuple<32>
    ```
  }];
}

include "fly/Dialect/Fly/IR/FlyAlgebraOps.td"
include "fly/Dialect/Fly/IR/FlyMemoryOps.td"
include "fly/Dialect/Fly/IR/FlyAtomOps.td"

#endif // FLY_OPS_TD
