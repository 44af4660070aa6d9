//===- InferExtractors.cpp - Result types of the extractor ops ------------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"

using namespace mlir;
using namespace mlir::fly;

LogicalResult GetScalarOp::inferReturnTypes(MLIRContext *ctx,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &results) {
  auto tuple = intTupleOfType(adaptor.getIntTuple().getType());
  if (!tuple)
    return inferError(location, getOperationName(),
                      "expects an !fly.int_tuple");
  // A leaf, or rank-1 wrappers around one leaf: `((?))`.
  algebra::IntTuple t = *tuple;
  while (t.isTuple() && t.rank() == 1)
    t = algebra::IntTuple(t[0]);
  if (!t.isLeaf())
    return inferError(location, getOperationName(),
                      "expects a single leaf, but " + tuple->str() + " has " +
                          std::to_string(t.rank()) + " modes");
  if (t.leaf().isNone())
    return inferError(location, getOperationName(),
                      "cannot take the scalar of '*'");
  results.push_back(leafScalarType(ctx, t.leaf()));
  return success();
}

LogicalResult GetLeavesOp::inferReturnTypes(MLIRContext *ctx,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &results) {
  auto tuple = intTupleOfType(adaptor.getInput().getType());
  if (!tuple)
    return inferError(location, getOperationName(),
                      "expects an !fly.int_tuple");
  bool dynamicOnly = adaptor.getDynamicOnly();
  std::vector<algebra::Leaf> leaves = tuple->leaves();
  for (size_t i = 0; i < leaves.size(); ++i) {
    if (leaves[i].isNone())
      return inferError(location, getOperationName(),
                        "leaf " + std::to_string(i) + " of " + tuple->str() +
                            " is '*', which has no value");
    if (dynamicOnly && !leaves[i].isDynamic())
      continue;
    results.push_back(leafScalarType(ctx, leaves[i]));
  }
  return success();
}

template <typename OpT>
static LogicalResult inferShapeOrStride(MLIRContext *ctx,
                                        std::optional<Location> location,
                                        Type operand, bool shape,
                                        SmallVectorImpl<Type> &results) {
  auto l = getLayoutOperand(operand);
  if (!l)
    return inferError(location, OpT::getOperationName(),
                      "expects a layout-like operand");
  results.push_back(
      IntTupleType::get(ctx, shape ? l->layout.shape : l->layout.stride));
  return success();
}

LogicalResult GetShapeOp::inferReturnTypes(MLIRContext *ctx,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &results) {
  return inferShapeOrStride<GetShapeOp>(
      ctx, location, adaptor.getLayout().getType(), true, results);
}

LogicalResult GetStrideOp::inferReturnTypes(MLIRContext *ctx,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &results) {
  return inferShapeOrStride<GetStrideOp>(
      ctx, location, adaptor.getLayout().getType(), false, results);
}

/// The composed layout operand of a composed_get_* op.
static ComposedLayoutAttr composedOperand(Type type) {
  if (auto c = dyn_cast<ComposedLayoutType>(type))
    return c.getAttr();
  return {};
}

LogicalResult ComposedGetInnerOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  ComposedLayoutAttr c = composedOperand(adaptor.getInput().getType());
  if (!c)
    return inferError(location, getOperationName(),
                      "expects a !fly.composed_layout");
  results.push_back(typeOfLayoutFnAttr(c.getInner()));
  return success();
}

LogicalResult ComposedGetOffsetOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  ComposedLayoutAttr c = composedOperand(adaptor.getInput().getType());
  if (!c)
    return inferError(location, getOperationName(),
                      "expects a !fly.composed_layout");
  results.push_back(IntTupleType::get(ctx, c.getOffset()));
  return success();
}

LogicalResult ComposedGetOuterOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  ComposedLayoutAttr c = composedOperand(adaptor.getInput().getType());
  if (!c)
    return inferError(location, getOperationName(),
                      "expects a !fly.composed_layout");
  results.push_back(typeOfLayoutFnAttr(c.getOuter()));
  return success();
}
