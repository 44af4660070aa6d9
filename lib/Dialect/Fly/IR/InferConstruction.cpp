//===- InferConstruction.cpp - Evaluation of layout constructors ----------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"

using namespace mlir;
using namespace mlir::fly;

EvalResult MakeLayoutOp::evaluateAlgebra(Adaptor,
                                         ArrayRef<AlgebraValue> operands) {
  FLY_TUPLE_OPERAND(shape, operands, 0);
  FLY_TUPLE_OPERAND(stride, operands, 1);
  FLY_TRY(layout, algebra::makeLayout(*shape, *stride));
  return AlgebraValues{layout};
}

EvalResult MakeLayoutLikeOp::evaluateAlgebra(Adaptor,
                                             ArrayRef<AlgebraValue> operands) {
  FLY_LAYOUT_OPERAND(ref, operands, 0);
  FLY_TRY(layout, algebra::makeLayoutLike(ref->layout));
  return AlgebraValues{layout};
}

EvalResult
MakeOrderedLayoutOp::evaluateAlgebra(Adaptor,
                                     ArrayRef<AlgebraValue> operands) {
  FLY_TUPLE_OPERAND(shape, operands, 0);
  FLY_TUPLE_OPERAND(order, operands, 1);
  FLY_TRY(layout, algebra::makeOrderedLayout(*shape, *order));
  return AlgebraValues{layout};
}

/// The inner function of a composed layout: layout, swizzle, coordinate
/// swizzle or composed layout.
static std::optional<algebra::LayoutFn> asLayoutFn(const AlgebraValue &v) {
  if (auto *l = std::get_if<algebra::Layout>(&v))
    return algebra::LayoutFn(*l);
  if (auto *s = std::get_if<algebra::Swizzle>(&v))
    return algebra::LayoutFn(*s);
  if (auto *cs = std::get_if<algebra::CoordSwizzle>(&v))
    return algebra::LayoutFn(*cs);
  if (auto *c = std::get_if<algebra::ComposedLayout>(&v))
    return algebra::LayoutFn(std::make_shared<algebra::ComposedLayout>(*c));
  return std::nullopt;
}

EvalResult
MakeComposedLayoutOp::evaluateAlgebra(Adaptor,
                                      ArrayRef<AlgebraValue> operands) {
  if (operands.size() != 3)
    return algebra::fail("expects (inner, offset, outer) operands");
  std::optional<algebra::LayoutFn> inner = asLayoutFn(operands[0]);
  if (!inner)
    return operandKindError(0, "a layout, swizzle, coordinate swizzle or "
                               "composed layout");
  FLY_TUPLE_OPERAND(offset, operands, 1);
  std::optional<algebra::LayoutFn> outer = asLayoutFn(operands[2]);
  if (!outer || std::holds_alternative<algebra::Swizzle>(*outer) ||
      std::holds_alternative<algebra::CoordSwizzle>(*outer))
    return operandKindError(2, "a layout or composed layout");
  algebra::ComposedLayout c;
  c.inner = std::move(*inner);
  c.offset = *offset;
  c.outer = std::move(*outer);
  return AlgebraValues{std::move(c)};
}

EvalResult
MakeIdentityLayoutOp::evaluateAlgebra(Adaptor,
                                      ArrayRef<AlgebraValue> operands) {
  FLY_TUPLE_OPERAND(shape, operands, 0);
  FLY_TRY(layout, algebra::makeIdentityLayout(*shape));
  return AlgebraValues{layout};
}

EvalResult
MakeFragmentLayoutLikeOp::evaluateAlgebra(Adaptor,
                                          ArrayRef<AlgebraValue> operands) {
  FLY_LAYOUT_OPERAND(src, operands, 0);
  FLY_TRY(layout, algebra::makeFragmentLayoutLike(src->layout));
  return AlgebraValues{layout};
}
