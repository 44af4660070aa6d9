//===- FlyAttrDefs.td - fly attributes ---------------------*- tablegen -*-===//
//
// The int tuple family is stored as the compact serialization of
// fly::layout::IntTuple (IntTuple::encode), so the dialect and the algebra
// library share one representation and one parser/printer (TextParser.h).
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
  let parameters = (ins ArrayRefParameter<"int64_t", "encoded tuple">:$encoding);
  let extraClassDeclaration = [{
    /// The decoded value (see fly::layout::IntTuple::encode).
    ::fly::layout::IntTuple getValue() const;
    static IntTupleAttr get(::mlir::MLIRContext *ctx,
                            const ::fly::layout::IntTuple &value);
    bool isStatic() const;
  }];
}

def Fly_BasisAttr : Fly_Attr<"Basis", "basis"> {
  let summary = "A scaled basis element kE0E1...";
  let parameters = (ins ArrayRefParameter<"int64_t", "encoded leaf">:$encoding);
  let extraClassDeclaration = [{
    ::fly::layout::Leaf getValue() const;
    static BasisAttr get(::mlir::MLIRContext *ctx,
                         const ::fly::layout::Leaf &value);
  }];
}

def Fly_LayoutAttr : Fly_Attr<"Layout", "layout"> {
  let summary = "A shape:stride pair of congruent int tuples";
  let parameters = (ins "IntTupleAttr":$shape, "IntTupleAttr":$stride);
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    ::fly::layout::Layout getValue() const;
    static LayoutAttr get(::mlir::MLIRContext *ctx,
                          const ::fly::layout::Layout &value);
    bool isStatic() const;
  }];
}

def Fly_SwizzleAttr : Fly_Attr<"Swizzle", "swizzle"> {
  let summary = "S<mask,base,shift>: an XOR swizzle of an index";
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
  // Each element is an IntTupleAttr leaf (`*` or an integer), a LayoutAttr
  // or a nested TileAttr.
  let parameters = (ins ArrayRefParameter<"::mlir::Attribute">:$elems);
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
  }];
  let parameters = (ins "int32_t":$alignment);
  let genVerifyDecl = 1;
}

#endif // FLY_ATTRDEFS_TD
