//===- InferCoordinates.cpp - Result types of coordinate mapping ----------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"

using namespace mlir;
using namespace mlir::fly;

LogicalResult Crd2IdxOp::inferReturnTypes(MLIRContext *ctx,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &results) {
  auto coord = intTupleOfType(adaptor.getCoord().getType());
  if (!coord)
    return inferError(location, getOperationName(),
                      "expects an !fly.int_tuple coordinate");
  Type fnType = adaptor.getLayout().getType();
  algebra::Result<algebra::IntTuple> r = algebra::fail("");
  if (auto l = dyn_cast<LayoutType>(fnType))
    r = algebra::crd2idx(*coord, l.getValue());
  else if (auto s = dyn_cast<SwizzleType>(fnType))
    r = algebra::crd2idx(*coord, s.getAttr().getValue());
  else if (auto cs = dyn_cast<CoordSwizzleType>(fnType))
    r = algebra::crd2idx(*coord, cs.getAttr().getValue());
  else if (auto c = dyn_cast<ComposedLayoutType>(fnType))
    r = algebra::crd2idx(*coord, c.getValue());
  else
    return inferError(location, getOperationName(),
                      "expects a layout, swizzle, coordinate swizzle or "
                      "composed layout");
  if (!r)
    return inferError(location, getOperationName(), r.error());
  results.push_back(IntTupleType::get(ctx, *r));
  return success();
}

using IndexFn = algebra::Result<algebra::IntTuple> (*)(
    const algebra::IntTuple &, const algebra::Layout &);

static LogicalResult inferIndexToCoord(MLIRContext *ctx,
                                       std::optional<Location> location,
                                       StringRef opName, Value index,
                                       Value layout, IndexFn fn,
                                       SmallVectorImpl<Type> &results) {
  auto idx = intTupleOfType(index.getType());
  auto l = dyn_cast<LayoutType>(layout.getType());
  if (!idx || !l)
    return inferError(location, opName,
                      "expects an !fly.int_tuple index and a !fly.layout");
  auto r = fn(*idx, l.getValue());
  if (!r)
    return inferError(location, opName, r.error());
  results.push_back(IntTupleType::get(ctx, *r));
  return success();
}

#define FLY_INDEX_INFER(OpT, Fn)                                               \
  LogicalResult OpT::inferReturnTypes(MLIRContext *ctx,                        \
                                      std::optional<Location> location,        \
                                      Adaptor adaptor,                         \
                                      SmallVectorImpl<Type> &results) {        \
    return inferIndexToCoord(ctx, location, getOperationName(),               \
                             adaptor.getIndex(), adaptor.getLayout(), Fn,      \
                             results);                                         \
  }

FLY_INDEX_INFER(Idx2CrdOp, algebra::idx2crd)
FLY_INDEX_INFER(GetFlatCoordOp, algebra::getFlatCoord)
FLY_INDEX_INFER(Get1DCoordOp, algebra::get1dCoord)

#undef FLY_INDEX_INFER
