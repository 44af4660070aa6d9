//===- InferArith.cpp - Evaluation of int tuple arithmetic ----------------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"

using namespace mlir;
using namespace mlir::fly;

using BinaryFn = algebra::Result<algebra::IntTuple> (*)(
    const algebra::IntTuple &, const algebra::IntTuple &);
using UnaryFn =
    algebra::Result<algebra::IntTuple> (*)(const algebra::IntTuple &);

static EvalResult evalBinary(ArrayRef<AlgebraValue> operands, BinaryFn fn) {
  FLY_TUPLE_OPERAND(a, operands, 0);
  FLY_TUPLE_OPERAND(b, operands, 1);
  FLY_TRY(r, fn(*a, *b));
  return AlgebraValues{r};
}

static EvalResult evalUnary(ArrayRef<AlgebraValue> operands, UnaryFn fn) {
  FLY_TUPLE_OPERAND(a, operands, 0);
  FLY_TRY(r, fn(*a));
  return AlgebraValues{r};
}

#define FLY_BINARY_EVAL(OpT, Fn)                                               \
  EvalResult OpT::evaluateAlgebra(Adaptor, ArrayRef<AlgebraValue> operands) {  \
    return evalBinary(operands, Fn);                                           \
  }
#define FLY_UNARY_EVAL(OpT, Fn)                                                \
  EvalResult OpT::evaluateAlgebra(Adaptor, ArrayRef<AlgebraValue> operands) {  \
    return evalUnary(operands, Fn);                                            \
  }

FLY_BINARY_EVAL(IntTupleAddOp, algebra::tupleAdd)
FLY_BINARY_EVAL(IntTupleSubOp, algebra::tupleSub)
FLY_BINARY_EVAL(IntTupleMulOp, algebra::tupleMul)
FLY_BINARY_EVAL(IntTupleDivOp, algebra::tupleDiv)
FLY_BINARY_EVAL(IntTupleModOp, algebra::tupleMod)
FLY_BINARY_EVAL(IntTupleProductLikeOp, algebra::tupleProductLike)
FLY_BINARY_EVAL(ShapeDivOp, algebra::tupleShapeDiv)
FLY_BINARY_EVAL(CeilDivOp, algebra::tupleCeilDiv)
FLY_UNARY_EVAL(IntTupleProductOp, algebra::tupleProduct)
FLY_UNARY_EVAL(IntTupleProductEachOp, algebra::tupleProductEach)

#undef FLY_BINARY_EVAL
#undef FLY_UNARY_EVAL

//===----------------------------------------------------------------------===//
// elem_less and equal: always i1; the verifier evaluates them so that
// inadmissible operands (mismatched profiles) are reported.
//===----------------------------------------------------------------------===//

using PredicateFn = algebra::Result<algebra::Leaf> (*)(
    const algebra::IntTuple &, const algebra::IntTuple &);

static EvalResult evalPredicate(ArrayRef<AlgebraValue> operands,
                                PredicateFn fn) {
  FLY_TUPLE_OPERAND(a, operands, 0);
  FLY_TUPLE_OPERAND(b, operands, 1);
  FLY_TRY(r, fn(*a, *b));
  return AlgebraValues{ScalarValue{r, true}};
}

EvalResult ElemLessOp::evaluateAlgebra(Adaptor,
                                       ArrayRef<AlgebraValue> operands) {
  return evalPredicate(operands, algebra::tupleElemLessLeaf);
}

EvalResult EqualOp::evaluateAlgebra(Adaptor, ArrayRef<AlgebraValue> operands) {
  return evalPredicate(operands, algebra::tupleEqualLeaf);
}

/// Evaluates the predicate on the operand types' values.
template <typename OpT> static LogicalResult verifyPredicate(OpT op) {
  SmallVector<Type> ignored;
  return inferByEvaluation(
      op.getContext(), op.getLoc(), OpT::getOperationName(),
      op->getOperandTypes(),
      [&](ArrayRef<AlgebraValue> values) {
        return OpT::evaluateAlgebra(typename OpT::Adaptor(op), values);
      },
      ignored);
}

LogicalResult ElemLessOp::verify() { return verifyPredicate(*this); }
LogicalResult EqualOp::verify() { return verifyPredicate(*this); }
