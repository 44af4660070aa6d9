//===- InferArith.cpp - Result types of int tuple arithmetic --------------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"

using namespace mlir;
using namespace mlir::fly;

using BinaryFn = algebra::Result<algebra::IntTuple> (*)(
    const algebra::IntTuple &, const algebra::IntTuple &);
using UnaryFn =
    algebra::Result<algebra::IntTuple> (*)(const algebra::IntTuple &);

static LogicalResult inferBinary(MLIRContext *ctx,
                                 std::optional<Location> location,
                                 StringRef opName, Value lhs, Value rhs,
                                 BinaryFn fn, SmallVectorImpl<Type> &results) {
  auto a = intTupleOfType(lhs.getType());
  auto b = intTupleOfType(rhs.getType());
  if (!a || !b)
    return inferError(location, opName, "expects two !fly.int_tuple operands");
  auto r = fn(*a, *b);
  if (!r)
    return inferError(location, opName, r.error());
  results.push_back(IntTupleType::get(ctx, *r));
  return success();
}

static LogicalResult inferUnary(MLIRContext *ctx,
                                std::optional<Location> location,
                                StringRef opName, Value input, UnaryFn fn,
                                SmallVectorImpl<Type> &results) {
  auto a = intTupleOfType(input.getType());
  if (!a)
    return inferError(location, opName, "expects an !fly.int_tuple operand");
  auto r = fn(*a);
  if (!r)
    return inferError(location, opName, r.error());
  results.push_back(IntTupleType::get(ctx, *r));
  return success();
}

#define FLY_BINARY_INFER(OpT, Fn)                                              \
  LogicalResult OpT::inferReturnTypes(MLIRContext *ctx,                        \
                                      std::optional<Location> location,        \
                                      Adaptor adaptor,                         \
                                      SmallVectorImpl<Type> &results) {        \
    return inferBinary(ctx, location, getOperationName(), adaptor.getLhs(),    \
                       adaptor.getRhs(), Fn, results);                         \
  }

#define FLY_UNARY_INFER(OpT, Fn)                                               \
  LogicalResult OpT::inferReturnTypes(MLIRContext *ctx,                        \
                                      std::optional<Location> location,        \
                                      Adaptor adaptor,                         \
                                      SmallVectorImpl<Type> &results) {        \
    return inferUnary(ctx, location, getOperationName(), adaptor.getInput(),   \
                      Fn, results);                                            \
  }

FLY_BINARY_INFER(IntTupleAddOp, algebra::tupleAdd)
FLY_BINARY_INFER(IntTupleSubOp, algebra::tupleSub)
FLY_BINARY_INFER(IntTupleMulOp, algebra::tupleMul)
FLY_BINARY_INFER(IntTupleDivOp, algebra::tupleDiv)
FLY_BINARY_INFER(IntTupleModOp, algebra::tupleMod)
FLY_BINARY_INFER(IntTupleProductLikeOp, algebra::tupleProductLike)
FLY_BINARY_INFER(ShapeDivOp, algebra::tupleShapeDiv)
FLY_BINARY_INFER(CeilDivOp, algebra::tupleCeilDiv)
FLY_UNARY_INFER(IntTupleProductOp, algebra::tupleProduct)
FLY_UNARY_INFER(IntTupleProductEachOp, algebra::tupleProductEach)

#undef FLY_BINARY_INFER
#undef FLY_UNARY_INFER

using PredicateFn = algebra::Result<std::optional<bool>> (*)(
    const algebra::IntTuple &, const algebra::IntTuple &);

static LogicalResult verifyPredicate(Operation *op, Value lhs, Value rhs,
                                     PredicateFn fn) {
  auto a = intTupleOfType(lhs.getType());
  auto b = intTupleOfType(rhs.getType());
  if (!a || !b)
    return op->emitOpError("expects two !fly.int_tuple operands");
  auto r = fn(*a, *b);
  if (!r)
    return op->emitOpError(r.error());
  return success();
}

LogicalResult ElemLessOp::verify() {
  return verifyPredicate(*this, getLhs(), getRhs(), algebra::tupleElemLess);
}

LogicalResult EqualOp::verify() {
  return verifyPredicate(*this, getLhs(), getRhs(), algebra::tupleEqual);
}
