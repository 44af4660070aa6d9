//===- InferConstruction.cpp - Result types of layout constructors --------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"

using namespace mlir;
using namespace mlir::fly;

LogicalResult MakeLayoutOp::inferReturnTypes(MLIRContext *ctx,
                                             std::optional<Location> location,
                                             Adaptor adaptor,
                                             SmallVectorImpl<Type> &results) {
  auto shape = intTupleOfType(adaptor.getShape().getType());
  auto stride = intTupleOfType(adaptor.getStride().getType());
  if (!shape || !stride)
    return inferError(location, getOperationName(),
                      "expects two !fly.int_tuple operands");
  FLY_INFER_TRY(layout, algebra::makeLayout(*shape, *stride));
  results.push_back(LayoutType::get(ctx, layout));
  return success();
}

LogicalResult MakeLayoutLikeOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  auto ref = getLayoutOperand(adaptor.getRef().getType());
  if (!ref)
    return inferError(location, getOperationName(), "expects a !fly.layout");
  FLY_INFER_TRY(layout, algebra::makeLayoutLike(ref->layout));
  results.push_back(LayoutType::get(ctx, layout));
  return success();
}

LogicalResult MakeOrderedLayoutOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  auto shape = intTupleOfType(adaptor.getShape().getType());
  auto order = intTupleOfType(adaptor.getOrder().getType());
  if (!shape || !order)
    return inferError(location, getOperationName(),
                      "expects two !fly.int_tuple operands");
  FLY_INFER_TRY(layout, algebra::makeOrderedLayout(*shape, *order));
  results.push_back(LayoutType::get(ctx, layout));
  return success();
}

LogicalResult MakeComposedLayoutOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  Type innerType = adaptor.getInner().getType();
  Attribute inner;
  if (auto t = dyn_cast<LayoutType>(innerType))
    inner = t.getAttr();
  else if (auto t = dyn_cast<SwizzleType>(innerType))
    inner = t.getAttr();
  else if (auto t = dyn_cast<CoordSwizzleType>(innerType))
    inner = t.getAttr();
  else if (auto t = dyn_cast<ComposedLayoutType>(innerType))
    inner = t.getAttr();
  auto offset = dyn_cast<IntTupleType>(adaptor.getOffset().getType());
  Type outerType = adaptor.getOuter().getType();
  Attribute outer;
  if (auto t = dyn_cast<LayoutType>(outerType))
    outer = t.getAttr();
  else if (auto t = dyn_cast<ComposedLayoutType>(outerType))
    outer = t.getAttr();
  if (!inner || !offset || !outer)
    return inferError(location, getOperationName(),
                      "expects (inner function, offset int tuple, outer "
                      "layout) operands");
  results.push_back(ComposedLayoutType::get(
      ctx, ComposedLayoutAttr::get(ctx, inner, offset.getAttr(), outer)));
  return success();
}

LogicalResult MakeIdentityLayoutOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  auto shape = intTupleOfType(adaptor.getShape().getType());
  if (!shape)
    return inferError(location, getOperationName(),
                      "expects an !fly.int_tuple shape");
  FLY_INFER_TRY(layout, algebra::makeIdentityLayout(*shape));
  results.push_back(LayoutType::get(ctx, layout));
  return success();
}

LogicalResult MakeFragmentLayoutLikeOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  auto src = getLayoutOperand(adaptor.getSrc().getType());
  if (!src)
    return inferError(location, getOperationName(), "expects a !fly.layout");
  FLY_INFER_TRY(layout, algebra::makeFragmentLayoutLike(src->layout));
  results.push_back(LayoutType::get(ctx, layout));
  return success();
}
