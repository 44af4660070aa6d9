//===- InferAlgebra.cpp - Result types of the layout algebra ops ----------===//
//
// The algebra acts on the (outer) layout; a composed operand gets the result
// back in its outer position.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"

using namespace mlir;
using namespace mlir::fly;

namespace {
/// Pushes `l->rewrap(result)` or reports the failure.
LogicalResult pushLayout(MLIRContext *ctx, std::optional<Location> location,
                         StringRef opName, const LayoutOperand &l,
                         const algebra::Result<algebra::Layout> &result,
                         SmallVectorImpl<Type> &results) {
  if (!result)
    return inferError(location, opName, result.error());
  results.push_back(l.rewrap(ctx, *result));
  return success();
}

/// Divides and composition take a layout or a tile as their second operand.
template <typename ByLayout, typename ByTile>
LogicalResult inferByLayoutOrTile(MLIRContext *ctx,
                                  std::optional<Location> location,
                                  StringRef opName, Type lhs, Type rhs,
                                  ByLayout byLayout, ByTile byTile,
                                  SmallVectorImpl<Type> &results) {
  auto l = getLayoutOperand(lhs);
  if (!l)
    return inferError(location, opName, "expects a layout-like operand");
  if (auto b = dyn_cast<LayoutType>(rhs))
    return pushLayout(ctx, location, opName, *l, byLayout(l->layout,
                                                          b.getValue()),
                      results);
  if (auto t = dyn_cast<TileType>(rhs))
    return pushLayout(ctx, location, opName, *l,
                      byTile(l->layout, t.getAttr().getValue()), results);
  return inferError(location, opName, "expects a layout or a tile divisor");
}

using LayoutUnaryFn =
    algebra::Result<algebra::Layout> (*)(const algebra::Layout &);
using LayoutBinaryFn = algebra::Result<algebra::Layout> (*)(
    const algebra::Layout &, const algebra::Layout &);

LogicalResult inferLayoutUnary(MLIRContext *ctx,
                               std::optional<Location> location,
                               StringRef opName, Type operand, LayoutUnaryFn fn,
                               SmallVectorImpl<Type> &results) {
  auto l = getLayoutOperand(operand);
  if (!l)
    return inferError(location, opName, "expects a layout-like operand");
  return pushLayout(ctx, location, opName, *l, fn(l->layout), results);
}

LogicalResult inferProduct(MLIRContext *ctx, std::optional<Location> location,
                           StringRef opName, Type lhs, Type rhs,
                           LayoutBinaryFn fn, SmallVectorImpl<Type> &results) {
  auto l = getLayoutOperand(lhs);
  auto b = dyn_cast<LayoutType>(rhs);
  if (!l || !b)
    return inferError(location, opName,
                      "expects a layout-like operand and a !fly.layout");
  return pushLayout(ctx, location, opName, *l, fn(l->layout, b.getValue()),
                    results);
}
} // namespace

LogicalResult CoalesceOp::inferReturnTypes(MLIRContext *ctx,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &results) {
  auto l = getLayoutOperand(adaptor.getLayout().getType());
  if (!l)
    return inferError(location, getOperationName(),
                      "expects a layout-like operand");
  if (Value profile = adaptor.getAttr()) {
    auto p = intTupleOfType(profile.getType());
    if (!p)
      return inferError(location, getOperationName(),
                        "expects an !fly.int_tuple profile");
    return pushLayout(ctx, location, getOperationName(), *l,
                      algebra::coalesce(l->layout, *p), results);
  }
  return pushLayout(ctx, location, getOperationName(), *l,
                    algebra::coalesce(l->layout), results);
}

LogicalResult CompositionOp::inferReturnTypes(MLIRContext *ctx,
                                              std::optional<Location> location,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &results) {
  return inferByLayoutOrTile(
      ctx, location, getOperationName(), adaptor.getOuter().getType(),
      adaptor.getInner().getType(),
      [](const algebra::Layout &a, const algebra::Layout &b) {
        return algebra::composition(a, b);
      },
      [](const algebra::Layout &a, const algebra::Tile &b) {
        return algebra::composition(a, b);
      },
      results);
}

LogicalResult ComplementOp::inferReturnTypes(MLIRContext *ctx,
                                             std::optional<Location> location,
                                             Adaptor adaptor,
                                             SmallVectorImpl<Type> &results) {
  auto l = getLayoutOperand(adaptor.getLayout().getType());
  if (!l)
    return inferError(location, getOperationName(),
                      "expects a layout-like operand");
  std::optional<algebra::IntTuple> size;
  if (Value s = adaptor.getCodomainSize()) {
    size = intTupleOfType(s.getType());
    if (!size)
      return inferError(location, getOperationName(),
                        "expects an !fly.int_tuple codomain size");
  }
  return pushLayout(ctx, location, getOperationName(), *l,
                    algebra::complement(l->layout, size), results);
}

LogicalResult RightInverseOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  return inferLayoutUnary(ctx, location, getOperationName(),
                          adaptor.getLayout().getType(), algebra::rightInverse,
                          results);
}

LogicalResult LeftInverseOp::inferReturnTypes(MLIRContext *ctx,
                                              std::optional<Location> location,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &results) {
  return inferLayoutUnary(ctx, location, getOperationName(),
                          adaptor.getLayout().getType(), algebra::leftInverse,
                          results);
}

#define FLY_DIVIDE_INFER(OpT, Fn)                                              \
  LogicalResult OpT::inferReturnTypes(MLIRContext *ctx,                        \
                                      std::optional<Location> location,        \
                                      Adaptor adaptor,                         \
                                      SmallVectorImpl<Type> &results) {        \
    return inferByLayoutOrTile(                                                \
        ctx, location, getOperationName(), adaptor.getLayout().getType(),     \
        adaptor.getDivisor().getType(),                                        \
        [](const algebra::Layout &a, const algebra::Layout &b) {               \
          return Fn(a, b);                                                     \
        },                                                                     \
        [](const algebra::Layout &a, const algebra::Tile &b) {                 \
          return Fn(a, b);                                                     \
        },                                                                     \
        results);                                                              \
  }

FLY_DIVIDE_INFER(LogicalDivideOp, algebra::logicalDivide)
FLY_DIVIDE_INFER(ZippedDivideOp, algebra::zippedDivide)
FLY_DIVIDE_INFER(TiledDivideOp, algebra::tiledDivide)
FLY_DIVIDE_INFER(FlatDivideOp, algebra::flatDivide)

#undef FLY_DIVIDE_INFER

#define FLY_PRODUCT_INFER(OpT, Fn)                                             \
  LogicalResult OpT::inferReturnTypes(MLIRContext *ctx,                        \
                                      std::optional<Location> location,        \
                                      Adaptor adaptor,                         \
                                      SmallVectorImpl<Type> &results) {        \
    return inferProduct(ctx, location, getOperationName(),                     \
                        adaptor.getLayout().getType(),                         \
                        adaptor.getTile().getType(), Fn, results);             \
  }

FLY_PRODUCT_INFER(LogicalProductOp, algebra::logicalProduct)
FLY_PRODUCT_INFER(ZippedProductOp, algebra::zippedProduct)
FLY_PRODUCT_INFER(TiledProductOp, algebra::tiledProduct)
FLY_PRODUCT_INFER(FlatProductOp, algebra::flatProduct)
FLY_PRODUCT_INFER(BlockedProductOp, algebra::blockedProduct)
FLY_PRODUCT_INFER(RakedProductOp, algebra::rakedProduct)

#undef FLY_PRODUCT_INFER

LogicalResult RecastLayoutOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  auto l = getLayoutOperand(adaptor.getSrc().getType());
  if (!l)
    return inferError(location, getOperationName(),
                      "expects a layout-like operand");
  int64_t newBits = adaptor.getNewTypeBits(), oldBits = adaptor.getOldTypeBits();
  if (newBits <= 0 || oldBits <= 0)
    return inferError(location, getOperationName(),
                      "type widths must be positive, got old_type_bits = " +
                          std::to_string(oldBits) +
                          " and new_type_bits = " + std::to_string(newBits));
  return pushLayout(ctx, location, getOperationName(), *l,
                    algebra::recastLayout(l->layout, oldBits, newBits),
                    results);
}

LogicalResult TileToShapeOp::inferReturnTypes(MLIRContext *ctx,
                                              std::optional<Location> location,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &results) {
  auto l = getLayoutOperand(adaptor.getBlock().getType());
  auto target = intTupleOfType(adaptor.getTrgShape().getType());
  auto order = intTupleOfType(adaptor.getOrdShape().getType());
  if (!l || !target || !order)
    return inferError(location, getOperationName(),
                      "expects (layout, target shape, order) operands");
  return pushLayout(ctx, location, getOperationName(), *l,
                    algebra::tileToShape(l->layout, *target, *order), results);
}
