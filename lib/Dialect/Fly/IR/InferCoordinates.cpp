//===- InferCoordinates.cpp - Evaluation of coordinate mapping ------------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"

using namespace mlir;
using namespace mlir::fly;

EvalResult Crd2IdxOp::evaluateAlgebra(Adaptor,
                                      ArrayRef<AlgebraValue> operands) {
  FLY_TUPLE_OPERAND(coord, operands, 0);
  const AlgebraValue &fn = operands[1];
  algebra::Result<algebra::IntTuple> r = algebra::fail("");
  if (auto *l = std::get_if<algebra::Layout>(&fn))
    r = algebra::crd2idx(*coord, *l);
  else if (auto *s = std::get_if<algebra::Swizzle>(&fn))
    r = algebra::crd2idx(*coord, *s);
  else if (auto *cs = std::get_if<algebra::CoordSwizzle>(&fn))
    r = algebra::crd2idx(*coord, *cs);
  else if (auto *c = std::get_if<algebra::ComposedLayout>(&fn))
    r = algebra::crd2idx(*coord, *c);
  else
    return operandKindError(1, "a layout, swizzle, coordinate swizzle or "
                               "composed layout");
  if (!r)
    return r.failure();
  return AlgebraValues{*r};
}

using IndexFn = algebra::Result<algebra::IntTuple> (*)(
    const algebra::IntTuple &, const algebra::Layout &);

static EvalResult evalIndexToCoord(ArrayRef<AlgebraValue> operands,
                                   IndexFn fn) {
  FLY_TUPLE_OPERAND(idx, operands, 0);
  auto *l = operands.size() > 1 ? std::get_if<algebra::Layout>(&operands[1])
                                : nullptr;
  if (!l)
    return operandKindError(1, "a layout");
  FLY_TRY(r, fn(*idx, *l));
  return AlgebraValues{r};
}

EvalResult Idx2CrdOp::evaluateAlgebra(Adaptor,
                                      ArrayRef<AlgebraValue> operands) {
  return evalIndexToCoord(operands, algebra::idx2crd);
}

EvalResult GetFlatCoordOp::evaluateAlgebra(Adaptor,
                                           ArrayRef<AlgebraValue> operands) {
  return evalIndexToCoord(operands, algebra::getFlatCoord);
}

EvalResult Get1DCoordOp::evaluateAlgebra(Adaptor,
                                         ArrayRef<AlgebraValue> operands) {
  return evalIndexToCoord(operands, algebra::get1dCoord);
}
