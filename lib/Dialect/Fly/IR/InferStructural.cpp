//===- InferStructural.cpp - Result types of structural and size ops ------===//
//
// These ops accept int tuples and layout-likes; on a layout they act on shape
// and stride together, on a composed layout on its outer layout.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"

using namespace mlir;
using namespace mlir::fly;

namespace {
/// Runs `onTuple` or `onLayout` depending on the operand kind.
template <typename TupleFn, typename LayoutFnT>
LogicalResult dispatch(MLIRContext *ctx, std::optional<Location> location,
                       StringRef opName, Type operand, TupleFn onTuple,
                       LayoutFnT onLayout, SmallVectorImpl<Type> &results) {
  if (auto t = intTupleOfType(operand)) {
    auto r = onTuple(*t);
    if (!r)
      return inferError(location, opName, r.error());
    results.push_back(IntTupleType::get(ctx, *r));
    return success();
  }
  if (auto l = getLayoutOperand(operand)) {
    auto r = onLayout(l->layout);
    if (!r)
      return inferError(location, opName, r.error());
    results.push_back(l->rewrap(ctx, *r));
    return success();
  }
  return inferError(location, opName,
                    "expects an int tuple or a layout operand");
}

std::vector<int32_t> toVector(ArrayRef<int32_t> a) {
  return std::vector<int32_t>(a.begin(), a.end());
}
} // namespace

LogicalResult GetOp::inferReturnTypes(MLIRContext *ctx,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &results) {
  std::vector<int32_t> path = toVector(adaptor.getMode());
  return dispatch(
      ctx, location, getOperationName(), adaptor.getInput().getType(),
      [&](const algebra::IntTuple &t) { return algebra::tupleGet(t, path); },
      [&](const algebra::Layout &l) { return algebra::layoutGet(l, path); },
      results);
}

LogicalResult TakeOp::inferReturnTypes(MLIRContext *ctx,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &results) {
  int32_t b = adaptor.getBegin(), e = adaptor.getEnd();
  return dispatch(
      ctx, location, getOperationName(), adaptor.getTuple().getType(),
      [&](const algebra::IntTuple &t) { return algebra::tupleTake(t, b, e); },
      [&](const algebra::Layout &l) { return algebra::layoutTake(l, b, e); },
      results);
}

LogicalResult SelectOp::inferReturnTypes(MLIRContext *ctx,
                                         std::optional<Location> location,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &results) {
  std::vector<int32_t> idx = toVector(adaptor.getIndices());
  return dispatch(
      ctx, location, getOperationName(), adaptor.getTuple().getType(),
      [&](const algebra::IntTuple &t) { return algebra::tupleSelect(t, idx); },
      [&](const algebra::Layout &l) { return algebra::layoutSelect(l, idx); },
      results);
}

LogicalResult GroupOp::inferReturnTypes(MLIRContext *ctx,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &results) {
  int32_t b = adaptor.getBegin(), e = adaptor.getEnd();
  return dispatch(
      ctx, location, getOperationName(), adaptor.getTuple().getType(),
      [&](const algebra::IntTuple &t) { return algebra::tupleGroup(t, b, e); },
      [&](const algebra::Layout &l) { return algebra::layoutGroup(l, b, e); },
      results);
}

/// append / prepend: int tuple with int tuple, or layout with layout.
template <bool Append>
static LogicalResult inferExtend(MLIRContext *ctx,
                                 std::optional<Location> location,
                                 StringRef opName, Type tupleType,
                                 Type elemType, std::optional<int32_t> nAttr,
                                 SmallVectorImpl<Type> &results) {
  int32_t n = nAttr ? *nAttr : -1;
  if (nAttr && *nAttr < 0)
    return inferError(location, opName,
                      "rank " + std::to_string(*nAttr) + " is negative");
  if (auto t = intTupleOfType(tupleType)) {
    auto e = intTupleOfType(elemType);
    if (!e)
      return inferError(location, opName,
                        "an int tuple can only be extended by an int tuple");
    auto r = Append ? algebra::tupleAppend(*t, *e, n)
                    : algebra::tuplePrepend(*t, *e, n);
    if (!r)
      return inferError(location, opName, r.error());
    results.push_back(IntTupleType::get(ctx, *r));
    return success();
  }
  auto l = getLayoutOperand(tupleType);
  auto e = dyn_cast<LayoutType>(elemType);
  if (!l || !e)
    return inferError(location, opName,
                      "a layout can only be extended by a layout");
  auto r = Append ? algebra::layoutAppend(l->layout, e.getValue(), n)
                  : algebra::layoutPrepend(l->layout, e.getValue(), n);
  if (!r)
    return inferError(location, opName, r.error());
  results.push_back(l->rewrap(ctx, *r));
  return success();
}

LogicalResult AppendOp::inferReturnTypes(MLIRContext *ctx,
                                         std::optional<Location> location,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &results) {
  return inferExtend<true>(ctx, location, getOperationName(),
                           adaptor.getTuple().getType(),
                           adaptor.getElem().getType(), adaptor.getN(),
                           results);
}

LogicalResult PrependOp::inferReturnTypes(MLIRContext *ctx,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &results) {
  return inferExtend<false>(ctx, location, getOperationName(),
                            adaptor.getTuple().getType(),
                            adaptor.getElem().getType(), adaptor.getN(),
                            results);
}

/// The coordinate with every `*` read as 0: the fixed part of a slice.
static algebra::IntTuple fixedPart(const algebra::IntTuple &coord) {
  if (coord.isLeaf())
    return coord.leaf().isNone() ? algebra::IntTuple::of(0) : coord;
  std::vector<algebra::IntTuple> elems;
  for (const algebra::IntTuple &e : coord.elements())
    elems.push_back(fixedPart(e));
  return algebra::IntTuple::tuple(std::move(elems));
}

/// `c` with its plain layout replaced by `sliced` and the sliced-away index
/// `shift` added to the offset next to that layout: in
/// A o o1 o [B o o2 o L], L(c) = L'(c') + shift turns o2 into o2 + shift.
static algebra::Result<algebra::ComposedLayout>
sliceIntoOffset(const algebra::ComposedLayout &c, const algebra::Layout &sliced,
                const algebra::IntTuple &shift) {
  algebra::ComposedLayout r = c;
  if (auto *nested =
          std::get_if<std::shared_ptr<algebra::ComposedLayout>>(&c.outer)) {
    FLY_TRY(inner, sliceIntoOffset(**nested, sliced, shift));
    r.outer = std::make_shared<algebra::ComposedLayout>(std::move(inner));
    return r;
  }
  FLY_TRY(offset, algebra::tupleAdd(c.offset, shift));
  r.outer = sliced;
  r.offset = std::move(offset);
  return r;
}

LogicalResult SliceOp::inferReturnTypes(MLIRContext *ctx,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &results) {
  auto coord = intTupleOfType(adaptor.getCoord().getType());
  if (!coord)
    return inferError(location, getOperationName(),
                      "expects an !fly.int_tuple coordinate");
  Type srcType = adaptor.getSrc().getType();
  auto l = getLayoutOperand(srcType);
  if (l && l->composed) {
    // Slicing a composed layout moves the fixed part into its offset.
    FLY_INFER_TRY(sliced, algebra::layoutSlice(l->layout, *coord));
    FLY_INFER_TRY(shift, algebra::crd2idx(fixedPart(*coord), l->layout));
    FLY_INFER_TRY(c, sliceIntoOffset(*l->composed, sliced, shift));
    results.push_back(ComposedLayoutType::get(ctx, c));
    return success();
  }
  return dispatch(
      ctx, location, getOperationName(), srcType,
      [&](const algebra::IntTuple &t) {
        return algebra::tupleSlice(t, *coord);
      },
      [&](const algebra::Layout &l) {
        return algebra::layoutSlice(l, *coord);
      },
      results);
}

LogicalResult DiceOp::inferReturnTypes(MLIRContext *ctx,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &results) {
  auto coord = intTupleOfType(adaptor.getCoord().getType());
  if (!coord)
    return inferError(location, getOperationName(),
                      "expects an !fly.int_tuple coordinate");
  return dispatch(
      ctx, location, getOperationName(), adaptor.getSrc().getType(),
      [&](const algebra::IntTuple &t) { return algebra::tupleDice(t, *coord); },
      [&](const algebra::Layout &l) { return algebra::layoutDice(l, *coord); },
      results);
}

LogicalResult SizeOp::inferReturnTypes(MLIRContext *ctx,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &results) {
  Type operand = adaptor.getIntTuple().getType();
  algebra::Result<algebra::IntTuple> r = algebra::fail("unsupported operand");
  if (auto t = intTupleOfType(operand))
    r = algebra::tupleProduct(*t);
  else if (auto l = getLayoutOperand(operand))
    r = algebra::layoutSize(l->layout);
  else
    return inferError(location, getOperationName(),
                      "expects an int tuple or a layout operand");
  if (!r)
    return inferError(location, getOperationName(), r.error());
  results.push_back(IntTupleType::get(ctx, *r));
  return success();
}

using CodomainFn =
    algebra::Result<algebra::IntTuple> (*)(const algebra::Layout &);

static LogicalResult inferCodomain(MLIRContext *ctx,
                                   std::optional<Location> location,
                                   StringRef opName, Type operand,
                                   CodomainFn fn,
                                   SmallVectorImpl<Type> &results) {
  auto l = getLayoutOperand(operand);
  if (!l)
    return inferError(location, opName, "expects a layout-like operand");
  auto r = fn(l->layout);
  if (!r)
    return inferError(location, opName, r.error());
  results.push_back(IntTupleType::get(ctx, *r));
  return success();
}

LogicalResult CoprofileOp::inferReturnTypes(MLIRContext *ctx,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &results) {
  return inferCodomain(ctx, location, getOperationName(),
                       adaptor.getLayout().getType(), algebra::layoutCoprofile,
                       results);
}

LogicalResult CoshapeOp::inferReturnTypes(MLIRContext *ctx,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &results) {
  return inferCodomain(ctx, location, getOperationName(),
                       adaptor.getLayout().getType(), algebra::layoutCoshape,
                       results);
}

LogicalResult CosizeOp::inferReturnTypes(MLIRContext *ctx,
                                         std::optional<Location> location,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &results) {
  return inferCodomain(ctx, location, getOperationName(),
                       adaptor.getLayout().getType(), algebra::layoutCosize,
                       results);
}
