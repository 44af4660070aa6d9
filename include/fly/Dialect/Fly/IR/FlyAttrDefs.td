//===- FlyAttrDefs.td - fly attributes ---------------------*- tablegen -*-===//
//
// The int tuple family is stored as the compact serialization of
// fly::layout::IntTuple (IntTuple::encode), so the dialect and the algebra
// library share one representation and one parser/printer (TextParser.h).
// The grammar is docs/reference/type-grammar.md. Inside types the bodies are
// written bare (`!fly.layout<(4,8):(1,4)>`); standalone they carry their
// mnemonic (`#fly.layout<(4,8):(1,4)>`).
//
//===----------------------------------------------------------------------===//
#ifndef FLY_ATTRDEFS_TD
#define FLY_ATTRDEFS_TD

include "fly/Dialect/Fly/IR/FlyDialect.td"
include "fly/Dialect/Fly/IR/FlyEnums.td"

class Fly_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Fly_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
  let hasCustomAssemblyFormat = 1;
}

def Fly_IntTupleAttr : Fly_Attr<"IntTuple", "int_tuple"> {
  let summary = "An integer, or a tuple of int tuples, with dynamic leaves";
  let description = [{
    The value of an int tuple: its structure and every leaf, static
    (64-bit), dynamic (`?`, with a width of 32 or 64 bits and a
    divisibility), `*` or a scaled basis
    (docs/reference/type-grammar.md#int-tuples).
    It is the parameter of `!fly.int_tuple` and the parts of the other
    layout attributes.

    ```mlir
    #fly.int_tuple<(4,?{i64 div=16})>
    #fly.int_tuple<(1E0,1E1)>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"int64_t", "encoded tuple">:$encoding);
  // The storage (AttrStorage.h) also keeps the decoded value.
  let genStorageClass = 0;
  let extraClassDeclaration = [{
    /// The decoded value (see fly::layout::IntTuple::encode), decoded once
    /// when the attribute is created.
    const ::fly::layout::IntTuple &getValue() const;
    static IntTupleAttr get(::mlir::MLIRContext *ctx,
                            const ::fly::layout::IntTuple &value);
    bool isStatic() const;
  }];
}

def Fly_BasisAttr : Fly_Attr<"Basis", "basis"> {
  let summary = "A scaled basis element kE0E1...";
  let description = [{
    `k` times the unit vector of a mode path; `k` may be dynamic (`?E1`).

    ```mlir
    #fly.basis<48E1>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"int64_t", "encoded leaf">:$encoding);
  let extraClassDeclaration = [{
    ::fly::layout::Leaf getValue() const;
    static BasisAttr get(::mlir::MLIRContext *ctx,
                         const ::fly::layout::Leaf &value);
  }];
}

def Fly_LayoutAttr : Fly_Attr<"Layout", "layout"> {
  let summary = "A shape:stride pair of congruent int tuples";
  let description = [{
    The value of a layout: a shape and a stride of the same nesting
    (docs/reference/algebra.md#layouts-are-functions).

    ```mlir
    #fly.layout<((2,4),8):((1,2),8)>
    ```

    The verifier rejects shape and stride that are not congruent, a basis or
    `*` in the shape, and a static shape leaf that is not positive.
  }];
  let parameters = (ins "IntTupleAttr":$shape, "IntTupleAttr":$stride);
  let genVerifyDecl = 1;
  // The storage (AttrStorage.h) also keeps the layout value.
  let genStorageClass = 0;
  let extraClassDeclaration = [{
    const ::fly::layout::Layout &getValue() const;
    static LayoutAttr get(::mlir::MLIRContext *ctx,
                          const ::fly::layout::Layout &value);
    bool isStatic() const;
  }];
}

def Fly_SwizzleAttr : Fly_Attr<"Swizzle", "swizzle"> {
  let summary = "S<mask,base,shift>: an XOR swizzle of an index";
  let description = [{
    `S<m,b,s>(x) = x ^ ((x & (((1<<m)-1) << (b+s))) >> s)`: the `m` bits
    from bit `b+s` are XORed into the `m` bits from bit `b`. It is a
    bijection on each aligned block of `2^(m+b+s)` integers (its period) and
    the identity when `m = 0` (docs/reference/algebra.md#swizzles).

    ```mlir
    #fly.swizzle<S<3,3,3>>
    ```

    The verifier rejects a negative mask or base, a shift smaller than the
    mask (CuTe's condition) and a period beyond `2^62`.
  }];
  let parameters = (ins "int32_t":$mask, "int32_t":$base, "int32_t":$shift);
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    ::fly::layout::Swizzle getValue() const;
    static SwizzleAttr get(::mlir::MLIRContext *ctx,
                           const ::fly::layout::Swizzle &value);
  }];
}

def Fly_CoordSwizzleAttr : Fly_Attr<"CoordSwizzle", "coord_swizzle"> {
  let summary = "CS<mask,baseRow,[rowPath],baseCol,[colPath]>";
  let description = [{
    A swizzle on a coordinate: with `row` and `col` the leaves at the two
    mode paths, `col ^= ((row >> baseRow) & ((1<<mask)-1)) << baseCol`.
    `CS<2,0,[0],0,[1]>` maps `(1,2)` to `(1,3)`.

    ```mlir
    #fly.coord_swizzle<CS<3,0,[1],0,[2]>>
    ```
  }];
  let parameters = (ins "int32_t":$mask, "int32_t":$baseRow,
                        ArrayRefParameter<"int32_t">:$rowPath,
                        "int32_t":$baseCol,
                        ArrayRefParameter<"int32_t">:$colPath);
  let extraClassDeclaration = [{
    ::fly::layout::CoordSwizzle getValue() const;
    static CoordSwizzleAttr get(::mlir::MLIRContext *ctx,
                                const ::fly::layout::CoordSwizzle &value);
  }];
}

def Fly_ComposedLayoutAttr : Fly_Attr<"ComposedLayout", "composed_layout"> {
  let summary = "inner o offset o outer";
  let description = [{
    `c -> inner(offset + outer(c))`, with `inner` a layout, swizzle,
    coordinate swizzle or composed layout and `outer` a layout or composed
    layout (in brackets).

    ```mlir
    #fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>
    ```
  }];
  let parameters = (ins "::mlir::Attribute":$inner, "IntTupleAttr":$offset,
                        "::mlir::Attribute":$outer);
  let extraClassDeclaration = [{
    ::fly::layout::ComposedLayout getValue() const;
    static ComposedLayoutAttr get(::mlir::MLIRContext *ctx,
                                  const ::fly::layout::ComposedLayout &value);
    bool isStatic() const;
  }];
}

def Fly_TileAttr : Fly_Attr<"Tile", "tile"> {
  let summary = "A by-mode tiler [B0|B1|...]";
  let description = [{
    One entry per mode, separated by `|`: a layout, a positive integer `n`
    (meaning `n:1`), `*` (the mode is kept) or a nested tile.

    ```mlir
    #fly.tile<[3:3|(2,4):(1,8)]>
    #fly.tile<[*|4]>
    ```

    A leaf tile, one integer or layout without brackets (FlyDSL's
    `#fly.tile<32>`), tiles the whole layout as one function instead of its
    mode 0: dividing by `32` is dividing by the layout `32:1`, where `[32]`
    divides mode 0 only (the same on a rank-1 layout, up to the nesting of
    the result).
  }];
  // Each element is an IntTupleAttr leaf (`*` or an integer), a LayoutAttr
  // or a nested TileAttr; a leaf tile has one element and `leaf` set.
  let parameters = (ins ArrayRefParameter<"::mlir::Attribute">:$elems,
                        DefaultValuedParameter<"bool", "false">:$leaf);
  let extraClassDeclaration = [{
    ::fly::layout::Tile getValue() const;
    static TileAttr get(::mlir::MLIRContext *ctx,
                        const ::fly::layout::Tile &value);
  }];
}

def Fly_AlignAttr : Fly_Attr<"Align", "align"> {
  let summary = "align<N>: a pointer alignment in bytes";
  let description = [{
    Appears inside `!fly.ptr` and `!fly.memref`, where it is written bare
    (`align<16>`) and elided when it equals the element byte size; the
    type verifiers check that it is a multiple of the element byte size.
    Inference keeps it exact: an offset leaves
    `gcd(N, divisibility(offset) * element bytes)`
    (docs/reference/concepts.md#alignment).

    ```mlir
    #fly.align<16>
    ```

    The verifier rejects an alignment that is not positive.
  }];
  let parameters = (ins "int32_t":$alignment);
  let genVerifyDecl = 1;
}

#endif // FLY_ATTRDEFS_TD
