//===- FlyAlgebraOps.td - fly ops, groups F and G ---------*- tablegen -*-===//
//
// Coordinate mapping and the layout algebra (docs/reference/algebra.md):
// the ops whose inference is the algebra library's core functions. Part of
// FlyOps.td (which includes it); the conventions there apply.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_ALGEBRA_OPS_TD
#define FLY_ALGEBRA_OPS_TD

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

#endif // FLY_ALGEBRA_OPS_TD
