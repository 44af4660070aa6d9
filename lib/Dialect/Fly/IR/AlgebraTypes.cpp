//===- AlgebraTypes.cpp - Between fly types and algebra values ------------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"

using namespace mlir;
using namespace mlir::fly;

algebra::ComposedLayout
mlir::fly::replaceOuterLayout(const algebra::ComposedLayout &c,
                              const algebra::Layout &l) {
  algebra::ComposedLayout result = c;
  if (auto *nested =
          std::get_if<std::shared_ptr<algebra::ComposedLayout>>(&c.outer))
    result.outer = std::make_shared<algebra::ComposedLayout>(
        replaceOuterLayout(**nested, l));
  else
    result.outer = l;
  return result;
}

Type LayoutOperand::rewrap(MLIRContext *ctx,
                           const algebra::Layout &result) const {
  if (composed)
    return ComposedLayoutType::get(ctx, replaceOuterLayout(*composed, result));
  return LayoutType::get(ctx, result);
}

std::optional<LayoutOperand> mlir::fly::getLayoutOperand(Type type) {
  if (auto l = dyn_cast<LayoutType>(type))
    return LayoutOperand{l.getValue(), std::nullopt};
  if (auto c = dyn_cast<ComposedLayoutType>(type)) {
    algebra::ComposedLayout value = c.getValue();
    algebra::Layout outer = value.outerLayout();
    return LayoutOperand{std::move(outer), std::move(value)};
  }
  return std::nullopt;
}

std::optional<algebra::IntTuple> mlir::fly::intTupleOfType(Type type) {
  if (auto t = dyn_cast<IntTupleType>(type))
    return t.getValue();
  return std::nullopt;
}

LogicalResult mlir::fly::inferError(std::optional<Location> loc,
                                    StringRef opName,
                                    const std::string &message) {
  return emitOptionalError(loc, "'", opName, "' op ", message);
}

Type mlir::fly::typeOfLayoutFnAttr(Attribute attr) {
  MLIRContext *ctx = attr.getContext();
  if (auto l = dyn_cast<LayoutAttr>(attr))
    return LayoutType::get(ctx, l);
  if (auto s = dyn_cast<SwizzleAttr>(attr))
    return SwizzleType::get(ctx, s);
  if (auto cs = dyn_cast<CoordSwizzleAttr>(attr))
    return CoordSwizzleType::get(ctx, cs);
  if (auto c = dyn_cast<ComposedLayoutAttr>(attr))
    return ComposedLayoutType::get(ctx, c);
  return {};
}

Type mlir::fly::leafScalarType(MLIRContext *ctx, const algebra::Leaf &leaf) {
  return IntegerType::get(ctx, leaf.bitWidth() > 32 ? 64 : 32);
}
