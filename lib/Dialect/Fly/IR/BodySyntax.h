//===- BodySyntax.h - Parse/print the bodies of fly attrs and types -*- C++ -*-===//
//
// `#fly.layout<(4,8):(1,4)>` and `!fly.layout<(4,8):(1,4)>` share one body
// syntax; these functions parse and print the part between the angle
// brackets (the brackets themselves are handled by the callers).
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LIB_DIALECT_FLY_IR_BODYSYNTAX_H
#define FLY_LIB_DIALECT_FLY_IR_BODYSYNTAX_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

namespace mlir::fly {

IntTupleAttr parseIntTupleBody(AsmParser &p);
BasisAttr parseBasisBody(AsmParser &p);
LayoutAttr parseLayoutBody(AsmParser &p);
SwizzleAttr parseSwizzleBody(AsmParser &p);
CoordSwizzleAttr parseCoordSwizzleBody(AsmParser &p);
ComposedLayoutAttr parseComposedLayoutBody(AsmParser &p);
TileAttr parseTileBody(AsmParser &p);

/// Parses `<` body `>` with one of the functions above.
template <typename AttrT>
AttrT parseAngled(AsmParser &p, AttrT (*body)(AsmParser &)) {
  if (failed(p.parseLess()))
    return {};
  AttrT attr = body(p);
  if (!attr || failed(p.parseGreater()))
    return {};
  return attr;
}

/// Appends `<body>` of an int tuple, layout, composed layout or tile
/// attribute as its printer writes it; false (nothing appended) for other
/// attributes. The body depends on the value alone, not on printer flags.
bool appendAttrBody(Attribute attr, std::string &out);

/// The invariants LayoutAttr::verify enforces (congruent shape and stride,
/// shape leaves integers and positive when static), without diagnostics.
bool isValidLayout(const algebra::IntTuple &shape,
                   const algebra::IntTuple &stride);

/// Converters between attributes and algebra values for the inner function
/// of a composed layout (layout, swizzle, coord swizzle or composed).
algebra::LayoutFn toLayoutFn(Attribute attr);
Attribute fromLayoutFn(MLIRContext *ctx, const algebra::LayoutFn &fn);

} // namespace mlir::fly

#endif // FLY_LIB_DIALECT_FLY_IR_BODYSYNTAX_H
