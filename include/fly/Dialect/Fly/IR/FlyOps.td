//===- FlyOps.td - fly ops, groups A to G ------------------*- tablegen -*-===//
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
  let assemblyFormat = "(`<` $n^ `>`)? `(` operands `)` attr-dict `:` "
                       "functional-type(operands, results)";
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

//===----------------------------------------------------------------------===//
// F. Coordinate mapping
//===----------------------------------------------------------------------===//

def Fly_Crd2IdxOp : Fly_InferOp<"crd2idx"> {
  let summary = "Coordinate to index through a layout or swizzle";
  let description = [{
    Evaluates the function `layout` at `coord`
    (docs/reference/algebra.md#layouts-are-functions):
    - a layout: the coordinate (hierarchical, one integer per top-level mode,
      or one 1-D index, colexicographic) is taken to the natural coordinate
      `c` and the result is `sum_i c_i * d_i`; a 1-D index past the size
      continues linearly in the last mode; basis strides give a coordinate
      tuple;
    - a swizzle `S<m,b,s>`: `x ^ ((x & (((1<<m)-1) << (b+s))) >> s)` of a
      scalar;
    - a coordinate swizzle: `col ^= ((row >> baseRow) & ((1<<m)-1)) << baseCol`
      on the two selected coordinate leaves;
    - a composed layout: `inner(offset + outer(coord))`.

    ```mlir
    %i = fly.crd2idx(%c, %l) : (!fly.int_tuple<(2,3)>, !fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<14>
    %j = fly.crd2idx(%x, %s) : (!fly.int_tuple<13>, !fly.swizzle<S<2,0,2>>) -> !fly.int_tuple<14>
    %k = fly.crd2idx(%x, %e) : (!fly.int_tuple<13>, !fly.layout<(4,8):(1E0,1E1)>) -> !fly.int_tuple<(1,3)>
    %d = fly.crd2idx(%y, %m) : (!fly.int_tuple<(?,?)>, !fly.layout<(?,64):(1,?{div=8})>) -> !fly.int_tuple<?>
    ```

    Inference rejects a coordinate that matches neither form.

    ```mlir
    // error: crd2idx: coordinate (1,2,3) does not match the shape (4,8)
    %i = fly.crd2idx(%c, %l) : (!fly.int_tuple<(1,2,3)>, !fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<0>
    ```
  }];
  let arguments = (ins Fly_IntTuple:$coord, Fly_InnerFnType:$layout);
  let results = (outs Fly_IntTuple:$index);
}
class Fly_IndexToCoordOp<string mnemonic> : Fly_InferOp<mnemonic> {
  let arguments = (ins Fly_IntTuple:$index, Fly_Layout:$layout);
  let results = (outs Fly_IntTuple:$result);
}
def Fly_Idx2CrdOp : Fly_IndexToCoordOp<"idx2crd"> {
  let summary = "Index to hierarchical coordinate";
  let description = [{
    CuTe's three-argument `idx2crd(i, shape, stride)`: each leaf of the
    result is `(i / d) % s` for the leaf `s:d` of the layout. For a compact
    column-major layout this is the colexicographic coordinate of `i`.

    ```mlir
    %c = fly.idx2crd(%i, %l) : (!fly.int_tuple<14>, !fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<(2,3)>
    ```

    Inference rejects a static stride-0 mode of size above 1 (its coordinate
    is not determined).

    ```mlir
    // error: idx2crd: mode of shape 4 has stride 0, so its coordinate is not determined
    %c = fly.idx2crd(%i, %l) : (!fly.int_tuple<5>, !fly.layout<(4,8):(0,1)>) -> !fly.int_tuple<(0,5)>
    ```
  }];
}
def Fly_GetFlatCoordOp : Fly_IndexToCoordOp<"get_flat_coord"> {
  let summary = "Index to one coordinate per top-level mode";
  let description = [{
    `fly.idx2crd`, then each top-level mode's coordinate re-linearized
    column-major within that mode: one integer per top-level mode.
    `5` on `((2,4),8):((1,2),8)` is `((1,2),0)`, and `(1,2)` in `(2,4)` is 5.

    ```mlir
    %c = fly.get_flat_coord(%i, %l) : (!fly.int_tuple<5>, !fly.layout<((2,4),8):((1,2),8)>) -> !fly.int_tuple<(5,0)>
    ```

    Inference rejects what `fly.idx2crd` rejects.
  }];
}
def Fly_Get1DCoordOp : Fly_IndexToCoordOp<"get_1d_coord"> {
  let summary = "Index to the 1-D (colexicographic) coordinate";
  let description = [{
    `fly.idx2crd`, then the whole coordinate re-linearized column-major over
    the layout's shape.

    ```mlir
    %c = fly.get_1d_coord(%i, %l) : (!fly.int_tuple<5>, !fly.layout<((2,4),8):((1,2),8)>) -> !fly.int_tuple<5>
    ```

    Inference rejects what `fly.idx2crd` rejects.
  }];
}

//===----------------------------------------------------------------------===//
// G. Layout algebra
//===----------------------------------------------------------------------===//

def Fly_CoalesceOp : Fly_InferOp<"coalesce"> {
  let summary = "The simplest layout with the same 1-D function";
  let description = [{
    `coalesce(L)` has the same size and `coalesce(L)(i) = L(i)` for every
    index, with depth at most 1: size-1 modes are dropped and adjacent modes
    `s0:d0, s1:d1` merge into `s0*s1:d0` when `d1 = s0*d0`
    (docs/reference/algebra.md#coalesce). With a profile, only the modes
    inside each leaf of the profile are coalesced. Dynamic extents allow
    fewer merges.

    ```mlir
    %r = fly.coalesce(%l) : (!fly.layout<(2,(1,6)):(1,(6,2))>) -> !fly.layout<12:1>
    %s = fly.coalesce(%l, %p) : (!fly.layout<(2,(1,6)):(1,(6,2))>, !fly.int_tuple<(1,1)>) -> !fly.layout<(2,6):(1,2)>
    %t = fly.coalesce(%k) : (!fly.layout<(4,?):(1,4)>) -> !fly.layout<(4,?):(1,4)>
    ```
  }];
  let arguments = (ins Fly_LayoutLikeType:$layout,
                       Optional<Fly_IntTuple>:$attr);
  let results = (outs Fly_LayoutLikeType:$result);
  let assemblyFormat = "`(` $layout (`,` $attr^)? `)` attr-dict `:` "
                       "functional-type(operands, results)";
}
def Fly_CompositionOp : Fly_InferOp<"composition"> {
  let summary = "Functional composition R = A o B";
  let description = [{
    `R(c) = A(B(c))` for every coordinate `c` of `B`; `R` has `B`'s shape
    (docs/reference/algebra.md#composition). With a tile `[B0|B1|...]` mode
    `i` of `A` is composed with `B_i` (an integer `n` meaning `n:1`, `*`
    keeping the mode). On a composed layout or a view, `A` is the outer
    layout.

    ```mlir
    %r = fly.composition(%a, %b) : (!fly.layout<(6,2):(8,2)>, !fly.layout<(4,3):(3,1)>) -> !fly.layout<((2,2),3):((24,2),8)>
    %t = fly.composition(%c, %k) : (!fly.layout<(12,(4,8)):(59,(13,1))>, !fly.tile<[3:4|8:2]>) -> !fly.layout<(3,(2,4)):(236,(26,1))>
    ```

    Inference rejects inadmissible compositions: a stride or shape of `B`
    that cuts a mode of `A` where the walk would give a wrong function, and
    (for static layouts) any result whose value at some index differs from
    `A(B(i))`; the message names the mode or the first wrong index. Dynamic
    leaves are checked as far as their divisibility decides.

    ```mlir
    // error: at index 3 the computed layout (2,2):(8,16) gives 24 but A(B(3)) = A(3) = 4
    %r = fly.composition(%a, %b) : (!fly.layout<((3,2),4):((8,4),1)>, !fly.layout<(2,2):(1,2)>) -> !fly.layout<(2,2):(8,16)>
    ```
  }];
  let arguments = (ins Fly_LayoutLikeType:$outer,
                       AnyTypeOf<[Fly_Layout, Fly_Tile]>:$inner);
  let results = (outs Fly_LayoutLikeType:$result);
}
def Fly_ComplementOp : Fly_InferOp<"complement"> {
  let summary = "The layout of the repetitions of a layout";
  let description = [{
    `complement(A, M)`: the layout `R` with positive increasing strides such
    that `(A, R)` covers `[0, M)` (rounded up to whole repetitions) and the
    images of `A` and `R` meet only at 0
    (docs/reference/algebra.md#complement). Without `codomain_size`,
    `M = cosize(A)`.

    ```mlir
    %r = fly.complement(%a, %n) : (!fly.layout<(2,2):(1,6)>, !fly.int_tuple<24>) -> !fly.layout<(3,2):(2,12)>
    %s = fly.complement(%b) : (!fly.layout<4:2>) -> !fly.layout<2:1>
    %t = fly.complement(%c, %m) : (!fly.layout<3:1>, !fly.int_tuple<32>) -> !fly.layout<11:3>
    ```

    Inference rejects a layout that is not injective on its non-zero-stride
    modes.

    ```mlir
    // error: complement: the layout (8,4):(2,8) is not injective
    %r = fly.complement(%a, %n) : (!fly.layout<(8,4):(2,8)>, !fly.int_tuple<39>) -> !fly.layout<2:1>
    ```
  }];
  let arguments = (ins Fly_NarrowLayoutType:$layout,
                       Optional<Fly_IntTuple>:$codomain_size);
  let results = (outs Fly_NarrowLayoutType:$result);
  let assemblyFormat = "`(` $layout (`,` $codomain_size^)? `)` attr-dict `:` "
                       "functional-type(operands, results)";
}
def Fly_RightInverseOp : Fly_InferOp<"right_inverse"> {
  let summary = "The largest R with L(R(i)) = i";
  let description = [{
    The layout `R` of largest size such that `L(R(i)) = i` for every
    `i < size(R)`: `L` inverted on the longest prefix `0, 1, 2, ...` of
    indices that it reaches (docs/reference/algebra.md#inverses). Dynamic
    strides are ignored, as in CuTe.

    ```mlir
    %r = fly.right_inverse(%l) : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(8,4):(4,1)>
    %s = fly.right_inverse(%k) : (!fly.layout<(4,8):(1,8)>) -> !fly.layout<4:1>
    ```
  }];
  let arguments = (ins Fly_NarrowLayoutType:$layout);
  let results = (outs Fly_NarrowLayoutType:$result);
}
def Fly_LeftInverseOp : Fly_InferOp<"left_inverse"> {
  let summary = "A Q with Q(L(i)) = i";
  let description = [{
    A layout `Q` with `Q(L(i)) = i` for every `i < size(L)`; outside the
    image of `L` its values are free, and the form is FlyDSL's
    (docs/reference/algebra.md#inverses).

    ```mlir
    %q = fly.left_inverse(%l) : (!fly.layout<4:2>) -> !fly.layout<(2,4):(0,1)>
    ```

    Inference rejects dynamic strides (ignoring them would not give a left
    inverse).
  }];
  let arguments = (ins Fly_NarrowLayoutType:$layout);
  let results = (outs Fly_NarrowLayoutType:$result);
}

class Fly_LayoutDivideOp<string mnemonic> : Fly_InferOp<mnemonic> {
  let arguments = (ins Fly_LayoutLikeType:$layout,
                       AnyTypeOf<[Fly_Layout, Fly_Tile]>:$divisor);
  let results = (outs Fly_LayoutLikeType:$result);
}
def Fly_LogicalDivideOp : Fly_LayoutDivideOp<"logical_divide"> {
  let summary = "Tiles a layout: (tile, rest)";
  let description = [{
    `logical_divide(A, B) = A o (B, complement(B, size(A)))`: mode 0 is the
    tile `B` selects, mode 1 iterates over the tiles; a tile divisor applies
    it mode by mode, giving `((TM,RM),(TN,RN),...)`
    (docs/reference/algebra.md#divides). A divisor that does not divide the
    layout rounds up (the last tile extends past the end, as in CuTe).
    On a view the result is a view of the same iterator.

    ```mlir
    %r = fly.logical_divide(%a, %b) : (!fly.layout<(4,2,3):(2,1,8)>, !fly.layout<4:2>) -> !fly.layout<((2,2),(2,3)):((4,1),(2,8))>
    %s = fly.logical_divide(%c, %t) : (!fly.layout<(?,?):(1,?)>, !fly.tile<[128:1|64:1]>) -> !fly.layout<((128,?),(64,?)):((1,128),(?,?{div=64}))>
    %u = fly.logical_divide(%d, %e) : (!fly.layout<(4,8):(1,4)>, !fly.layout<3:1>) -> !fly.layout<(3,11):(1,3)>
    ```

    Inference rejects what the complement or the composition rejects.
  }];
}
def Fly_ZippedDivideOp : Fly_LayoutDivideOp<"zipped_divide"> {
  let summary = "Logical divide with the tile modes gathered: ((T...),(R...))";
  let description = [{
    `fly.logical_divide`, rearranged to `((TM,TN,...),(RM,RN,...,L...))`:
    mode 0 is `A o B`, mode 1 the tiles.

    ```mlir
    %r = fly.zipped_divide(%a, %t) : (!fly.layout<(9,(4,8)):(59,(13,1))>, !fly.tile<[3:3|(2,4):(1,8)]>) -> !fly.layout<((3,(2,4)),(3,(2,2))):((177,(13,2)),(59,(26,1)))>
    ```

    Inference rejects what `fly.logical_divide` rejects.
  }];
}
def Fly_TiledDivideOp : Fly_LayoutDivideOp<"tiled_divide"> {
  let summary = "Logical divide as ((T...), RM, RN, ...)";
  let description = [{
    `fly.zipped_divide` with the rest modes unpacked:
    `((TM,TN,...),RM,RN,...,L...)`.

    ```mlir
    %r = fly.tiled_divide(%a, %t) : (!fly.layout<(9,(4,8)):(59,(13,1))>, !fly.tile<[3:3|(2,4):(1,8)]>) -> !fly.layout<((3,(2,4)),3,(2,2)):((177,(13,2)),59,(26,1))>
    ```

    Inference rejects what `fly.logical_divide` rejects.
  }];
}
def Fly_FlatDivideOp : Fly_LayoutDivideOp<"flat_divide"> {
  let summary = "Logical divide as (TM, TN, ..., RM, RN, ...)";
  let description = [{
    `fly.zipped_divide` with both groups unpacked:
    `(TM,TN,...,RM,RN,...,L...)`.

    ```mlir
    %r = fly.flat_divide(%a, %t) : (!fly.layout<(9,(4,8)):(59,(13,1))>, !fly.tile<[3:3|(2,4):(1,8)]>) -> !fly.layout<(3,(2,4),3,(2,2)):(177,(13,2),59,(26,1))>
    ```

    Inference rejects what `fly.logical_divide` rejects.
  }];
}

class Fly_LayoutProductOp<string mnemonic> : Fly_InferOp<mnemonic> {
  let arguments = (ins Fly_NarrowLayoutType:$layout, Fly_Layout:$tile);
  let results = (outs Fly_NarrowLayoutType:$result);
}
def Fly_LogicalProductOp : Fly_LayoutProductOp<"logical_product"> {
  let summary = "Repeats a layout: (A, repetitions arranged as B)";
  let description = [{
    `logical_product(A, B) = (A, complement(A, size(A)*cosize(B)) o B)`:
    mode 0 is `A`, mode 1 is `B` with each of its elements standing for a
    distinct repetition of `A` (docs/reference/algebra.md#products).

    ```mlir
    %r = fly.logical_product(%a, %b) : (!fly.layout<(2,2):(4,1)>, !fly.layout<6:1>) -> !fly.layout<((2,2),(2,3)):((4,1),(2,8))>
    ```

    Inference rejects what the complement or the composition rejects.
  }];
}
def Fly_ZippedProductOp : Fly_LayoutProductOp<"zipped_product"> {
  let summary = "Logical product as ((M,N), (TM,TN,...))";
  let description = [{
    `fly.logical_product` with the modes of `A` gathered in mode 0 and the
    repetitions in mode 1.

    ```mlir
    %r = fly.zipped_product(%a, %b) : (!fly.layout<(2,2):(1,2)>, !fly.layout<(3,4):(1,3)>) -> !fly.layout<((2,2),(3,4)):((1,2),(4,12))>
    ```
  }];
}
def Fly_TiledProductOp : Fly_LayoutProductOp<"tiled_product"> {
  let summary = "Logical product as ((M,N), TM, TN, ...)";
  let description = [{
    `fly.zipped_product` with the repetition modes unpacked.

    ```mlir
    %r = fly.tiled_product(%a, %b) : (!fly.layout<(2,2):(1,2)>, !fly.layout<(3,4):(1,3)>) -> !fly.layout<((2,2),3,4):((1,2),4,12)>
    ```
  }];
}
def Fly_FlatProductOp : Fly_LayoutProductOp<"flat_product"> {
  let summary = "Logical product as (M, N, TM, TN, ...)";
  let description = [{
    `fly.zipped_product` with both groups unpacked.

    ```mlir
    %r = fly.flat_product(%a, %b) : (!fly.layout<(2,2):(1,2)>, !fly.layout<(3,4):(1,3)>) -> !fly.layout<(2,2,3,4):(1,2,4,12)>
    ```
  }];
}
def Fly_BlockedProductOp : Fly_LayoutProductOp<"blocked_product"> {
  let summary = "Mode i is (A_i, B_i): A as a block, tiled as B says";
  let description = [{
    Both layouts are padded to the same rank with `1:0` modes, multiplied
    with `fly.logical_product`, and like modes regrouped so that mode `i` is
    `(A_i, B_i)`: `A` is a block repeated in the arrangement `B`.
    A 2x5 row-major block in a 3x4 column-major arrangement is a 6x20
    layout:

    ```mlir
    %r = fly.blocked_product(%a, %b) : (!fly.layout<(2,5):(5,1)>, !fly.layout<(3,4):(1,3)>) -> !fly.layout<((2,3),(5,4)):((5,10),(1,30))>
    ```
  }];
}
def Fly_RakedProductOp : Fly_LayoutProductOp<"raked_product"> {
  let summary = "Mode i is (B_i, A_i): the repetitions interleaved";
  let description = [{
    As `fly.blocked_product` with mode `i` regrouped as `(B_i, A_i)`: the
    repetitions of `A` are interleaved element by element (a cyclic
    distribution), the way a thread layout is raked over a value layout.

    ```mlir
    %r = fly.raked_product(%a, %b) : (!fly.layout<(2,5):(5,1)>, !fly.layout<(3,4):(1,3)>) -> !fly.layout<((3,2),(4,5)):((10,5),(30,1))>
    ```
  }];
}

def Fly_RecastLayoutOp : Fly_InferOp<"recast_layout"> {
  let summary = "Reinterprets a layout of old_type_bits elements as new_type_bits";
  let description = [{
    CuTe `recast_layout<Old,New>` (docs/reference/algebra.md#recast): with
    `New = N * Old` (upcast) a stride-1 mode shrinks by `N` and other strides
    are divided by `N`; with `Old = N * New` (downcast) a stride-1 mode grows
    by `N` and other strides are multiplied by `N`; a ratio `p/q` is an
    upcast by `p` then a downcast by `q`.

    ```mlir
    %u = fly.recast_layout(%l) {new_type_bits = 32 : i32, old_type_bits = 16 : i32} : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(4,4):(4,1)>
    %d = fly.recast_layout(%l) {new_type_bits = 8 : i32, old_type_bits = 16 : i32} : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(4,16):(16,1)>
    ```

    ODS rejects widths that are not positive; inference an upcast by `N`
    across a static stride that `N` does not divide (nor divides `N`), and a
    downcast of a layout without a stride-1 mode.

    ```mlir
    // error: upcast by 2: stride 3 and 2 do not divide one another
    %u = fly.recast_layout(%l) {new_type_bits = 32 : i32, old_type_bits = 16 : i32} : (!fly.layout<(4,8):(3,12)>) -> !fly.layout<(4,8):(3,12)>
    ```
  }];
  let arguments = (ins Fly_PositiveI32Attr:$new_type_bits,
                       Fly_PositiveI32Attr:$old_type_bits,
                       Fly_NarrowLayoutType:$src);
  let results = (outs Fly_NarrowLayoutType:$result);
}
def Fly_TileToShapeOp : Fly_InferOp<"tile_to_shape"> {
  let summary = "Repeats a block until it covers a target shape";
  let description = [{
    `blocked_product(block, make_ordered_layout(ceil_div(target,
    shape(block)), order))`: the block repeated in the given order until it
    covers `trg_shape`.

    ```mlir
    %r = fly.tile_to_shape(%b, %t, %o) : (!fly.layout<(2,2):(1,2)>, !fly.int_tuple<(8,8)>, !fly.int_tuple<(1,0)>) -> !fly.layout<((2,4),(2,4)):((1,16),(2,4))>
    ```

    Inference rejects a block extent that does not divide the target.

    ```mlir
    // error: tile_to_shape: block extent 3 of mode 0 does not divide target 8
    %r = fly.tile_to_shape(%b, %t, %o) : (!fly.layout<(3,2):(1,3)>, !fly.int_tuple<(8,8)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(3,2):(1,3)>
    ```
  }];
  let arguments = (ins Fly_NarrowLayoutType:$block, Fly_IntTuple:$trg_shape,
                       Fly_IntTuple:$ord_shape);
  let results = (outs Fly_NarrowLayoutType:$result);
}

include "fly/Dialect/Fly/IR/FlyMemoryOps.td"
include "fly/Dialect/Fly/IR/FlyAtomOps.td"

#endif // FLY_OPS_TD
