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

#endif // FLY_TYPEDEFS_TD
