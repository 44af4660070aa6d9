//===- FlyTypes.cpp - fly types: syntax ------------------------------------===//
//
// Every layout-core type is `!fly.NAME<body>` with the body of its attribute.
//
//===----------------------------------------------------------------------===//

#include "BodySyntax.h"

#include "mlir/IR/DialectImplementation.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::fly;

/// Defines parse/print of type `TypeT` whose single parameter is `AttrT`.
#define FLY_DEFINE_TYPE_SYNTAX(TypeT, AttrT, BodyFn)                           \
  Type TypeT::parse(AsmParser &p) {                                            \
    AttrT attr = parseAngled<AttrT>(p, BodyFn);                                \
    if (!attr)                                                                 \
      return {};                                                               \
    return TypeT::get(p.getContext(), attr);                                   \
  }                                                                            \
  void TypeT::print(AsmPrinter &p) const { getAttr().print(p); }

FLY_DEFINE_TYPE_SYNTAX(IntTupleType, IntTupleAttr, parseIntTupleBody)
FLY_DEFINE_TYPE_SYNTAX(BasisType, BasisAttr, parseBasisBody)
FLY_DEFINE_TYPE_SYNTAX(LayoutType, LayoutAttr, parseLayoutBody)
FLY_DEFINE_TYPE_SYNTAX(SwizzleType, SwizzleAttr, parseSwizzleBody)
FLY_DEFINE_TYPE_SYNTAX(CoordSwizzleType, CoordSwizzleAttr,
                       parseCoordSwizzleBody)
FLY_DEFINE_TYPE_SYNTAX(ComposedLayoutType, ComposedLayoutAttr,
                       parseComposedLayoutBody)
FLY_DEFINE_TYPE_SYNTAX(TileType, TileAttr, parseTileBody)

#undef FLY_DEFINE_TYPE_SYNTAX

#include "fly/Dialect/Fly/IR/FlyTypeInterfaces.cpp.inc"
#include "fly/Dialect/Fly/IR/FlyAttrInterfaces.cpp.inc"

// Parse, print and verify of the memory and atom types live in
// FlyMemoryTypes.cpp and FlyAtomTypes.cpp.
#define GET_TYPEDEF_CLASSES
#include "fly/Dialect/Fly/IR/FlyTypeDefs.cpp.inc"

void FlyDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "fly/Dialect/Fly/IR/FlyTypeDefs.cpp.inc"
      >();
}
