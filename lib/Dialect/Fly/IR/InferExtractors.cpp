//===- InferExtractors.cpp - Evaluation of the extractor ops --------------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"

using namespace mlir;
using namespace mlir::fly;

EvalResult GetScalarOp::evaluateAlgebra(Adaptor,
                                        ArrayRef<AlgebraValue> operands) {
  FLY_TUPLE_OPERAND(tuple, operands, 0);
  // A leaf, or rank-1 wrappers around one leaf: `((?))`.
  const algebra::IntTuple *t = tuple;
  while (t->isTuple() && t->rank() == 1)
    t = &(*t)[0];
  if (!t->isLeaf())
    return algebra::fail("expects a single leaf, but " + tuple->str() +
                         " has " + std::to_string(t->rank()) + " modes");
  if (t->leaf().isNone())
    return algebra::fail("cannot take the scalar of '*'");
  return AlgebraValues{ScalarValue{t->leaf(), false}};
}

EvalResult GetLeavesOp::evaluateAlgebra(Adaptor adaptor,
                                        ArrayRef<AlgebraValue> operands) {
  FLY_TUPLE_OPERAND(tuple, operands, 0);
  bool dynamicOnly = adaptor.getDynamicOnly();
  std::vector<algebra::Leaf> leaves = tuple->leaves();
  AlgebraValues results;
  for (size_t i = 0; i < leaves.size(); ++i) {
    if (leaves[i].isNone())
      return algebra::fail("leaf " + std::to_string(i) + " of " +
                           tuple->str() + " is '*', which has no value");
    if (dynamicOnly && !leaves[i].isDynamic())
      continue;
    results.push_back(ScalarValue{leaves[i], false});
  }
  return results;
}

EvalResult GetShapeOp::evaluateAlgebra(Adaptor,
                                       ArrayRef<AlgebraValue> operands) {
  FLY_LAYOUT_OPERAND(l, operands, 0);
  return AlgebraValues{l->layout.shape};
}

EvalResult GetStrideOp::evaluateAlgebra(Adaptor,
                                        ArrayRef<AlgebraValue> operands) {
  FLY_LAYOUT_OPERAND(l, operands, 0);
  return AlgebraValues{l->layout.stride};
}

/// The composed layout operand of a composed_get_* op.
static const algebra::ComposedLayout *
composedOperand(ArrayRef<AlgebraValue> operands) {
  return operands.empty()
             ? nullptr
             : std::get_if<algebra::ComposedLayout>(&operands[0]);
}

EvalResult ComposedGetInnerOp::evaluateAlgebra(Adaptor,
                                               ArrayRef<AlgebraValue> operands) {
  const algebra::ComposedLayout *c = composedOperand(operands);
  if (!c)
    return operandKindError(0, "a composed layout");
  return AlgebraValues{valueOfLayoutFn(c->inner)};
}

EvalResult
ComposedGetOffsetOp::evaluateAlgebra(Adaptor,
                                     ArrayRef<AlgebraValue> operands) {
  const algebra::ComposedLayout *c = composedOperand(operands);
  if (!c)
    return operandKindError(0, "a composed layout");
  return AlgebraValues{c->offset};
}

EvalResult ComposedGetOuterOp::evaluateAlgebra(Adaptor,
                                               ArrayRef<AlgebraValue> operands) {
  const algebra::ComposedLayout *c = composedOperand(operands);
  if (!c)
    return operandKindError(0, "a composed layout");
  return AlgebraValues{valueOfLayoutFn(c->outer)};
}
