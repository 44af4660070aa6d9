//===- FlyTypeDefs.td - fly types --------------------------*- tablegen -*-===//
//
// Each layout-core type wraps the attribute that holds its whole static
// structure; `!fly.layout<(4,8):(1,4)>` prints its attribute's body bare.
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
  let extraClassDeclaration = [{
    ::fly::layout::IntTuple getValue() const { return getAttr().getValue(); }
    static IntTupleType get(::mlir::MLIRContext *ctx,
                            const ::fly::layout::IntTuple &value) {
      return get(ctx, IntTupleAttr::get(ctx, value));
    }
  }];
}

def Fly_Basis : Fly_Type<"Basis", "basis", "BasisAttr"> {
  let summary = "!fly.basis";
}

def Fly_Layout : Fly_Type<"Layout", "layout", "LayoutAttr"> {
  let summary = "!fly.layout";
  let extraClassDeclaration = [{
    ::fly::layout::Layout getValue() const { return getAttr().getValue(); }
    static LayoutType get(::mlir::MLIRContext *ctx,
                          const ::fly::layout::Layout &value) {
      return get(ctx, LayoutAttr::get(ctx, value));
    }
  }];
}

def Fly_Swizzle : Fly_Type<"Swizzle", "swizzle", "SwizzleAttr"> {
  let summary = "!fly.swizzle";
}

def Fly_CoordSwizzle : Fly_Type<"CoordSwizzle", "coord_swizzle",
                                "CoordSwizzleAttr"> {
  let summary = "!fly.coord_swizzle";
}

def Fly_ComposedLayout : Fly_Type<"ComposedLayout", "composed_layout",
                                  "ComposedLayoutAttr"> {
  let summary = "!fly.composed_layout";
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
}

//===----------------------------------------------------------------------===//
// Memory types (fly-ir.md 4). The address space is an Attribute so that a
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
  let parameters = (ins "int32_t":$bits);
}

def Fly_UniversalAtomic : Fly_ParamType<"UniversalAtomic", "universal_atomic", [
    DeclareTypeInterfaceMethods<Fly_CopyOpTypeInterface>]> {
  let summary = "!fly.universal_atomic<op, T[, \"scope\"]>";
  let parameters = (ins "AtomicOpAttr":$op, "::mlir::Type":$valueType,
                        StringRefParameter<"LLVM sync scope", "\"\"">:$scope);
}

def Fly_UniversalFma : Fly_ParamType<"UniversalFma", "universal_fma", [
    DeclareTypeInterfaceMethods<Fly_MmaOpTypeInterface>]> {
  let summary = "!fly.universal_fma<1x1x1, (T, T) -> T>: CuTe UniversalFMA";
  let parameters = (ins "::mlir::Type":$elemType);
}

#endif // FLY_TYPEDEFS_TD
