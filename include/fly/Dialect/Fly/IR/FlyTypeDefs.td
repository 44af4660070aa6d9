//===- FlyTypeDefs.td - fly types --------------------------*- tablegen -*-===//
//
// Each layout-core type wraps the attribute that holds its whole static
// structure; `!fly.layout<(4,8):(1,4)>` prints its attribute's body bare.
// The syntax of the bodies is docs/reference/type-grammar.md.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_TYPEDEFS_TD
#define FLY_TYPEDEFS_TD

include "fly/Dialect/Fly/IR/FlyAttrDefs.td"

class Fly_Type<string name, string typeMnemonic, string attrClass>
    : TypeDef<Fly_Dialect, name> {
  let mnemonic = typeMnemonic;
  let parameters = (ins attrClass:$attr);
  let hasCustomAssemblyFormat = 1;
}

def Fly_IntTuple : Fly_Type<"IntTuple", "int_tuple", "IntTupleAttr"> {
  let summary = "!fly.int_tuple";
  let description = [{
    An integer or a tuple of int tuples: the one carrier of shapes,
    strides, coordinates, offsets and sizes. Its parameter is the whole
    value (`#fly.int_tuple`); an SSA value of the type supplies only the
    dynamic leaves. A leaf is a static integer, `?` (dynamic, 32-bit),
    `?{i64}` (64-bit), `?{div=N}` (a multiple of N), `*` ("keep this mode",
    in coordinates and tiles) or a scaled basis `kEi`
    (docs/reference/type-grammar.md#int-tuples). `(16)` and `16` are
    different values, as in CuTe.

    ```mlir
    !fly.int_tuple<(4,(2,?{i64 div=8}),*)>
    !fly.int_tuple<(16)>
    !fly.int_tuple<?>
    ```

    The default annotations are not printed: `?{i32}` prints as `?`,
    `div=1` is dropped. The parser rejects an empty tuple `()`, a zero or
    negative divisibility and nesting deeper than 64 levels.
  }];
  let extraClassDeclaration = [{
    const ::fly::layout::IntTuple &getValue() const {
      return getAttr().getValue();
    }
    static IntTupleType get(::mlir::MLIRContext *ctx,
                            const ::fly::layout::IntTuple &value) {
      return get(ctx, IntTupleAttr::get(ctx, value));
    }
  }];
}

def Fly_Basis : Fly_Type<"Basis", "basis", "BasisAttr"> {
  let summary = "!fly.basis";
  let description = [{
    A scaled basis element `kEi...`: `k` times the unit vector of the mode
    path `Ei...` (`1E0E1` is mode 1 of mode 0). Used as strides of identity
    layouts and in the coordinates of coordinate tensors.

    ```mlir
    !fly.basis<2E1>
    !fly.basis<1E0E1>
    ```
  }];
}

def Fly_Layout : Fly_Type<"Layout", "layout", "LayoutAttr"> {
  let summary = "!fly.layout";
  let description = [{
    A layout `shape:stride`, the function from coordinates of `shape` to
    `sum_i c_i * d_i` (docs/reference/algebra.md#layouts-are-functions).
    Blanks are accepted and never printed.

    ```mlir
    !fly.layout<((2,4),8):((1,2),8)>
    !fly.layout<(?,64):(1,?{i64 div=8})>
    !fly.layout<(4,8):(1E0,1E1)>
    ```

    The verifier rejects a shape and stride that are not congruent, a shape
    leaf that is a basis or `*`, and a static shape leaf that is not
    positive.
  }];
  let extraClassDeclaration = [{
    const ::fly::layout::Layout &getValue() const {
      return getAttr().getValue();
    }
    static LayoutType get(::mlir::MLIRContext *ctx,
                          const ::fly::layout::Layout &value) {
      return get(ctx, LayoutAttr::get(ctx, value));
    }
  }];
}

def Fly_Swizzle : Fly_Type<"Swizzle", "swizzle", "SwizzleAttr"> {
  let summary = "!fly.swizzle";
  let description = [{
    A swizzle function `S<m,b,s>` on integers
    (docs/reference/algebra.md#swizzles); always static.

    ```mlir
    !fly.swizzle<S<3,3,3>>
    ```
  }];
}

def Fly_CoordSwizzle : Fly_Type<"CoordSwizzle", "coord_swizzle",
                                "CoordSwizzleAttr"> {
  let summary = "!fly.coord_swizzle";
  let description = [{
    A swizzle on coordinates, `CS<m, baseRow, [rowPath], baseCol,
    [colPath]>` (Fly's own, not CuTe's); always static.

    ```mlir
    !fly.coord_swizzle<CS<3,0,[1],0,[2]>>
    ```
  }];
}

def Fly_ComposedLayout : Fly_Type<"ComposedLayout", "composed_layout",
                                  "ComposedLayoutAttr"> {
  let summary = "!fly.composed_layout";
  let description = [{
    The function `c -> inner(offset + outer(c))`. An outer that is itself
    composed is written in brackets; `A o o1 o B o o2 o C` reads as
    `(A o o1 o B) o o2 o C`.

    ```mlir
    !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>
    !fly.composed_layout<32:2 o 5 o [32:1 o 8 o 8:4]>
    ```
  }];
  let extraClassDeclaration = [{
    ::fly::layout::ComposedLayout getValue() const {
      return getAttr().getValue();
    }
    static ComposedLayoutType get(::mlir::MLIRContext *ctx,
                                  const ::fly::layout::ComposedLayout &value) {
      return get(ctx, ComposedLayoutAttr::get(ctx, value));
    }
  }];
}

def Fly_Tile : Fly_Type<"Tile", "tile", "TileAttr"> {
  let summary = "!fly.tile";
  let description = [{
    A by-mode tiler `[B0|B1|...]`: entry `i` applies to mode `i`; an entry
    is a layout, an integer `n` (the layout `n:1`), `*` (leave the mode
    alone) or a nested tile. Always static.

    ```mlir
    !fly.tile<[4:1|(2,4):(1,8)|*]>
    !fly.tile<[*|4]>
    ```

    The parser rejects an integer entry that is not positive.
  }];
}

//===----------------------------------------------------------------------===//
// Memory types. The address space is an Attribute so that a
// target dialect's attribute (#fly_rocdl.buffer_desc) fits; for now only
// #fly<address_space ...> verifies. The alignment is always stored (the
// default is the element byte size, which the printer elides), so a type
// written with and without its default alignment is the same type.
//===----------------------------------------------------------------------===//

class Fly_ParamType<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Fly_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def Fly_Pointer : Fly_ParamType<"Pointer", "ptr"> {
  let summary = "!fly.ptr<E, AS[, align<N>][, S<m,b,s>]>";
  let description = [{
    A pointer to elements of type `E` in address space `AS` (`generic`,
    `global`, `shared`, `register`, or a target's space such as
    `#fly_rocdl.buffer_desc`), known to be aligned to `N` bytes, with an
    optional swizzle that every access applies to its byte address
    (docs/reference/concepts.md#views). The alignment defaults to the
    element byte size and the swizzle to `S<0,0,0>`; defaults are not
    printed. Sub-byte element types count as one byte.

    ```mlir
    !fly.ptr<f16, global>
    !fly.ptr<f16, shared, align<16>, S<3,3,3>>
    !fly.ptr<f32, #fly_rocdl.buffer_desc>
    ```

    The verifier rejects an element type without a fixed width, an unknown
    address space and an alignment that is not a positive multiple of the
    element size.
  }];
  let parameters = (ins "::mlir::Type":$elemType,
                        "::mlir::Attribute":$addressSpace,
                        "AlignAttr":$alignment,
                        "SwizzleAttr":$swizzle);
  let builders = [
    // Default alignment (the element byte size) and the trivial swizzle.
    TypeBuilder<(ins "::mlir::Type":$elemType,
                     "::mlir::Attribute":$addressSpace)>
  ];
  let extraClassDeclaration = [{
    /// The alignment in bytes.
    int64_t getAlignBytes() const { return getAlignment().getAlignment(); }
    /// The address space when it is a fly enum value.
    std::optional<AddressSpace> getFlyAddressSpace() const;

    /// Bit width of a pointee type: integer, float, index (64) or a vector
    /// of those; nullopt for any other type.
    static std::optional<int64_t> getElementBits(::mlir::Type type);
    /// Byte size of a pointee type, ceil(bits / 8): sub-byte types (i1, i4,
    /// f4E2M1FN, f6...) count as one byte. 0 when the size is unknown.
    static int64_t getElementBytes(::mlir::Type type);
  }];
}

def Fly_MemRef : Fly_ParamType<"MemRef", "memref"> {
  let summary = "!fly.memref<E, AS, L[, align<N>][, S<m,b,s>]>";
  let description = [{
    A view: a `!fly.ptr<E, AS, align<N>, S>` iterator and a layout or
    composed layout `L`; element `c` is at `iter + L(c)`. Not an MLIR
    `memref`: it lowers to the bare pointer, its layout being compile-time
    plus the dynamic leaves computed by the lowering.

    ```mlir
    !fly.memref<f16, global, (?,?):(?{i64},1), align<16>>
    !fly.memref<f16, shared, S<3,3,3> o 0 o (8,64):(64,1)>
    ```

    The verifier rejects what `!fly.ptr` rejects and a layout parameter
    that is not a layout or composed layout.
  }];
  let parameters = (ins "::mlir::Type":$elemType,
                        "::mlir::Attribute":$addressSpace,
                        // LayoutAttr or ComposedLayoutAttr.
                        "::mlir::Attribute":$layout,
                        "AlignAttr":$alignment,
                        "SwizzleAttr":$swizzle);
  let builders = [
    TypeBuilder<(ins "::mlir::Type":$elemType,
                     "::mlir::Attribute":$addressSpace,
                     "::mlir::Attribute":$layout)>
  ];
  let extraClassDeclaration = [{
    int64_t getAlignBytes() const { return getAlignment().getAlignment(); }
    std::optional<AddressSpace> getFlyAddressSpace() const;
    /// The iterator type of this view: !fly.ptr with the same element type,
    /// address space, alignment and swizzle.
    PointerType getPointerType() const;
  }];
}

def Fly_CoordTensor : Fly_ParamType<"CoordTensor", "coord_tensor"> {
  let summary = "!fly.coord_tensor<base, L>";
  let description = [{
    A view whose elements are coordinates: element `c` is
    `base + L(c)`. With an identity layout it holds the logical coordinates
    of a tile and goes through the same divides and partitions as the data,
    so that `fly.elem_less` against the extents predicates residue tiles.

    ```mlir
    !fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>
    ```
  }];
  let parameters = (ins "IntTupleAttr":$base,
                        // LayoutAttr or ComposedLayoutAttr.
                        "::mlir::Attribute":$layout);
  let extraClassDeclaration = [{
    bool isStatic() const;
  }];
}

//===----------------------------------------------------------------------===//
// Atoms and tiled atoms.
//===----------------------------------------------------------------------===//

def Fly_CopyAtom : Fly_ParamType<"CopyAtom", "copy_atom"> {
  let summary = "!fly.copy_atom<!payload, valBits>";
  let description = [{
    A copy atom: a payload type that says what instruction copies and how
    its threads own bits (CopyOpTypeInterface: `!fly.universal_copy`,
    `!fly.universal_atomic`, the `fly_rocdl` copies), moving values of
    `valBits` bits. Its thread-to-value layouts are the payload's
    thread-to-bit layouts recast from 1 bit to `valBits` bits.
    `valBits = 0` marks a whole-tile atom (the gfx1250 TDM).

    ```mlir
    !fly.copy_atom<!fly.universal_copy<128>, 16>
    ```

    The verifier rejects a payload that is not a copy op, a negative
    `valBits`, a `valBits` that does not divide the payload's bits, and bit
    layouts that do not recast to `valBits`-bit values.
  }];
  let parameters = (ins "::mlir::Type":$copyOp, "int32_t":$valBits);
  let extraClassDeclaration = [{
    /// The payload (verified to implement CopyOpTypeInterface).
    CopyOpTypeInterface getCopyOpInterface() const {
      return ::llvm::cast<CopyOpTypeInterface>(getCopyOp());
    }
    /// Forwarded from the payload.
    LayoutAttr getThrLayout() const;
    LayoutAttr getThrBitLayoutSrc() const;
    LayoutAttr getThrBitLayoutDst() const;
    LayoutAttr getThrBitLayoutRef() const;
    int64_t getCopyBits() const;
    /// Whether one call copies a whole tile through the atom's own
    /// descriptor (TMA, TDM: the payload copies 0 bits per thread), or the
    /// atom was made with valBits 0. FlyDSL gives such atoms the tensor's
    /// element width as valBits; it counts nothing then.
    bool isWholeTile() const { return getValBits() == 0 || getCopyBits() == 0; }
    /// Thread-to-value layouts: the payload's thread-to-bit layouts recast
    /// from 1 bit to valBits bits (CuTe recast_layout<uint1_t, ValType>).
    /// Fails, reporting through `emitError` when given, if valBits is 0 or
    /// the recast is inadmissible.
    ::mlir::FailureOr<LayoutAttr> getThrValLayoutSrc(
        ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError = {})
        const;
    ::mlir::FailureOr<LayoutAttr> getThrValLayoutDst(
        ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError = {})
        const;
    ::mlir::FailureOr<LayoutAttr> getThrValLayoutRef(
        ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError = {})
        const;
  }];
}

def Fly_MmaAtom : Fly_ParamType<"MmaAtom", "mma_atom"> {
  let summary = "!fly.mma_atom<!payload>";
  let description = [{
    An MMA atom: a payload type (MmaOpTypeInterface:
    `!fly.universal_fma`, the `fly_rocdl` MFMAs and WMMAs) that gives the
    atom shape (M,N,K), the thread layout, the A, B and C thread-value
    layouts and the element types.

    ```mlir
    !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
    ```

    The verifier rejects a payload that is not an MMA op.
  }];
  let parameters = (ins "::mlir::Type":$mmaOp);
  let extraClassDeclaration = [{
    /// The payload (verified to implement MmaOpTypeInterface).
    MmaOpTypeInterface getMmaOpInterface() const {
      return ::llvm::cast<MmaOpTypeInterface>(getMmaOp());
    }
    /// Forwarded from the payload.
    IntTupleAttr getShapeMNK() const;
    LayoutAttr getThrLayout() const;
    LayoutAttr getLayoutA() const;
    LayoutAttr getLayoutB() const;
    LayoutAttr getLayoutC() const;
    ::mlir::Type getValueTypeA() const;
    ::mlir::Type getValueTypeB() const;
    ::mlir::Type getValueTypeC() const;
  }];
}

def Fly_TiledCopy : Fly_ParamType<"TiledCopy", "tiled_copy"> {
  let summary = "!fly.tiled_copy<atom, tv, tile>";
  let description = [{
    A copy atom, a static rank-2 (thread, value) TV layout and the tile it
    indexes (docs/reference/algebra.md#tv-layouts). The layout and tile are
    printed qualified; the parser also takes the bare `<...>` forms FlyDSL
    tests use.

    ```mlir
    !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
    ```

    The verifier rejects an atom that is not a `!fly.copy_atom` and a TV
    layout that is dynamic or not of rank 2.
  }];
  let parameters = (ins "::mlir::Type":$copyAtom, "LayoutAttr":$layoutThrVal,
                        "TileAttr":$tileMN);
  let extraClassDeclaration = [{
    CopyAtomType getCopyAtomType() const {
      return ::llvm::cast<CopyAtomType>(getCopyAtom());
    }
  }];
}

def Fly_TiledMma : Fly_ParamType<"TiledMma", "tiled_mma"> {
  let summary = "!fly.tiled_mma<atom, atomLayout[, permutation]>";
  let description = [{
    An MMA atom repeated over a static rank-3 (M,N,K) atom layout, with a
    rank-3 permutation tile (default `[*|*|*]`, not printed).

    ```mlir
    !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
    ```

    The verifier rejects an atom that is not a `!fly.mma_atom`, an atom
    layout that is dynamic or not of rank 3, and a permutation not of rank
    3.
  }];
  let parameters = (ins "::mlir::Type":$mmaAtom, "LayoutAttr":$atomLayout,
                        "TileAttr":$permutation);
  let builders = [
    // The default permutation [*|*|*].
    TypeBuilder<(ins "::mlir::Type":$mmaAtom, "LayoutAttr":$atomLayout)>
  ];
  let extraClassDeclaration = [{
    MmaAtomType getMmaAtomType() const {
      return ::llvm::cast<MmaAtomType>(getMmaAtom());
    }
    /// [*|*|*].
    static TileAttr getDefaultPermutation(::mlir::MLIRContext *ctx);
  }];
}

//===----------------------------------------------------------------------===//
// Universal (target-neutral) payloads.
//===----------------------------------------------------------------------===//

def Fly_UniversalCopy : Fly_ParamType<"UniversalCopy", "universal_copy", [
    DeclareTypeInterfaceMethods<Fly_CopyOpTypeInterface>]> {
  let summary = "!fly.universal_copy<bits>: CuTe UniversalCopy";
  let description = [{
    One thread copies `bits` bits with plain loads and stores (bit layout
    `(1,bits):(0,1)`); it lowers to `llvm.load`/`llvm.store` (a memcpy for
    memref operands).

    ```mlir
    !fly.universal_copy<128>
    ```

    The verifier rejects `bits` that is not positive.
  }];
  let parameters = (ins "int32_t":$bits);
}

def Fly_UniversalAtomic : Fly_ParamType<"UniversalAtomic", "universal_atomic", [
    DeclareTypeInterfaceMethods<Fly_CopyOpTypeInterface>]> {
  let summary = "!fly.universal_atomic<op, T[, \"scope\"]>";
  let description = [{
    A copy that combines each value into the destination with the atomic
    read-modify-write `op` (`llvm.atomicrmw`, monotonic, in the LLVM sync
    scope given, default the whole system).

    ```mlir
    !fly.universal_atomic<add, f32>
    !fly.universal_atomic<max, i32, "agent">
    ```

    The verifier rejects a value type that is not an integer or float and
    `and`, `or`, `inc`, `dec` on floats.
  }];
  let parameters = (ins "AtomicOpAttr":$op, "::mlir::Type":$valueType,
                        StringRefParameter<"LLVM sync scope", "\"\"">:$scope);
}

def Fly_UniversalFma : Fly_ParamType<"UniversalFma", "universal_fma", [
    DeclareTypeInterfaceMethods<Fly_MmaOpTypeInterface>]> {
  let summary = "!fly.universal_fma<1x1x1, (T, T) -> T>: CuTe UniversalFMA";
  let description = [{
    One thread computes `d = a * b + c` on single values of type `T`.

    ```mlir
    !fly.universal_fma<1x1x1, (f16, f16) -> f16>
    ```

    The parser takes only the shape `1x1x1` and three equal types; the
    verifier rejects a type that is not an integer or float.
  }];
  let parameters = (ins "::mlir::Type":$elemType);
}

#endif // FLY_TYPEDEFS_TD
