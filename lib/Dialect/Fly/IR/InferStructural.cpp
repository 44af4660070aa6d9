//===- InferStructural.cpp - Evaluation of structural and size ops --------===//
//
// These ops accept int tuples and layout-likes; on a layout they act on shape
// and stride together, on a composed layout on its outer layout.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"

using namespace mlir;
using namespace mlir::fly;

namespace {
/// Runs `onTuple` or `onLayout` depending on the kind of operand 0.
template <typename TupleFn, typename LayoutFnT>
EvalResult dispatch(ArrayRef<AlgebraValue> operands, TupleFn onTuple,
                    LayoutFnT onLayout) {
  if (operands.empty())
    return operandKindError(0, "an int tuple or a layout");
  if (const algebra::IntTuple *t = asIntTuple(operands[0])) {
    FLY_TRY(r, onTuple(*t));
    return AlgebraValues{r};
  }
  if (auto l = asLayoutOperand(operands[0])) {
    FLY_TRY(r, onLayout(l->layout));
    return AlgebraValues{l->rewrap(r)};
  }
  return operandKindError(0, "an int tuple or a layout");
}

std::vector<int32_t> toVector(ArrayRef<int32_t> a) {
  return std::vector<int32_t>(a.begin(), a.end());
}
} // namespace

EvalResult GetOp::evaluateAlgebra(Adaptor adaptor,
                                  ArrayRef<AlgebraValue> operands) {
  std::vector<int32_t> path = toVector(adaptor.getMode());
  return dispatch(
      operands,
      [&](const algebra::IntTuple &t) { return algebra::tupleGet(t, path); },
      [&](const algebra::Layout &l) { return algebra::layoutGet(l, path); });
}

EvalResult TakeOp::evaluateAlgebra(Adaptor adaptor,
                                   ArrayRef<AlgebraValue> operands) {
  int32_t b = adaptor.getBegin(), e = adaptor.getEnd();
  return dispatch(
      operands,
      [&](const algebra::IntTuple &t) { return algebra::tupleTake(t, b, e); },
      [&](const algebra::Layout &l) { return algebra::layoutTake(l, b, e); });
}

EvalResult SelectOp::evaluateAlgebra(Adaptor adaptor,
                                     ArrayRef<AlgebraValue> operands) {
  std::vector<int32_t> idx = toVector(adaptor.getIndices());
  return dispatch(
      operands,
      [&](const algebra::IntTuple &t) { return algebra::tupleSelect(t, idx); },
      [&](const algebra::Layout &l) { return algebra::layoutSelect(l, idx); });
}

EvalResult GroupOp::evaluateAlgebra(Adaptor adaptor,
                                    ArrayRef<AlgebraValue> operands) {
  int32_t b = adaptor.getBegin(), e = adaptor.getEnd();
  return dispatch(
      operands,
      [&](const algebra::IntTuple &t) { return algebra::tupleGroup(t, b, e); },
      [&](const algebra::Layout &l) { return algebra::layoutGroup(l, b, e); });
}

/// append / prepend: int tuple with int tuple, or layout with layout.
template <bool Append>
static EvalResult evalExtend(ArrayRef<AlgebraValue> operands,
                             std::optional<int32_t> nAttr) {
  if (operands.size() != 2)
    return algebra::fail("expects (tuple, element) operands");
  if (nAttr && *nAttr < 0)
    return algebra::fail("rank " + std::to_string(*nAttr) + " is negative");
  int32_t n = nAttr ? *nAttr : -1;
  if (const algebra::IntTuple *t = asIntTuple(operands[0])) {
    const algebra::IntTuple *e = asIntTuple(operands[1]);
    if (!e)
      return algebra::fail("an int tuple can only be extended by an int tuple");
    FLY_TRY(r, Append ? algebra::tupleAppend(*t, *e, n)
                      : algebra::tuplePrepend(*t, *e, n));
    return AlgebraValues{r};
  }
  auto l = asLayoutOperand(operands[0]);
  auto *e = std::get_if<algebra::Layout>(&operands[1]);
  if (!l || !e)
    return algebra::fail("a layout can only be extended by a layout");
  FLY_TRY(r, Append ? algebra::layoutAppend(l->layout, *e, n)
                    : algebra::layoutPrepend(l->layout, *e, n));
  return AlgebraValues{l->rewrap(r)};
}

EvalResult AppendOp::evaluateAlgebra(Adaptor adaptor,
                                     ArrayRef<AlgebraValue> operands) {
  return evalExtend<true>(operands, adaptor.getN());
}

EvalResult PrependOp::evaluateAlgebra(Adaptor adaptor,
                                      ArrayRef<AlgebraValue> operands) {
  return evalExtend<false>(operands, adaptor.getN());
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

EvalResult SliceOp::evaluateAlgebra(Adaptor, ArrayRef<AlgebraValue> operands) {
  FLY_TUPLE_OPERAND(coord, operands, 1);
  auto l = asLayoutOperand(operands[0]);
  if (!l)
    return dispatch(
        operands,
        [&](const algebra::IntTuple &t) {
          return algebra::tupleSlice(t, *coord);
        },
        [&](const algebra::Layout &lay) {
          return algebra::layoutSlice(lay, *coord);
        });
  // The fixed part of the coordinate moves the start: into the offset of a
  // composed layout, otherwise into the view's iterator.
  FLY_TRY(sliced, algebra::layoutSlice(l->layout, *coord));
  FLY_TRY(shift, algebra::crd2idx(fixedPart(*coord), l->layout));
  if (l->composed) {
    FLY_TRY(c, sliceIntoOffset(*l->composed, sliced, shift));
    return AlgebraValues{
        l->rewrapFn(std::make_shared<algebra::ComposedLayout>(std::move(c)))};
  }
  FLY_TRY(v, l->rewrapShifted(sliced, shift));
  return AlgebraValues{std::move(v)};
}

EvalResult DiceOp::evaluateAlgebra(Adaptor, ArrayRef<AlgebraValue> operands) {
  FLY_TUPLE_OPERAND(coord, operands, 1);
  return dispatch(
      operands,
      [&](const algebra::IntTuple &t) { return algebra::tupleDice(t, *coord); },
      [&](const algebra::Layout &l) { return algebra::layoutDice(l, *coord); });
}

EvalResult SizeOp::evaluateAlgebra(Adaptor, ArrayRef<AlgebraValue> operands) {
  if (operands.empty())
    return operandKindError(0, "an int tuple or a layout");
  if (const algebra::IntTuple *t = asIntTuple(operands[0])) {
    FLY_TRY(r, algebra::tupleProduct(*t));
    return AlgebraValues{r};
  }
  FLY_LAYOUT_OPERAND(l, operands, 0);
  FLY_TRY(r, algebra::layoutSize(l->layout));
  return AlgebraValues{r};
}

using CodomainFn =
    algebra::Result<algebra::IntTuple> (*)(const algebra::Layout &);

static EvalResult evalCodomain(ArrayRef<AlgebraValue> operands,
                               CodomainFn fn) {
  FLY_LAYOUT_OPERAND(l, operands, 0);
  FLY_TRY(r, fn(l->layout));
  return AlgebraValues{r};
}

EvalResult CoprofileOp::evaluateAlgebra(Adaptor,
                                        ArrayRef<AlgebraValue> operands) {
  return evalCodomain(operands, algebra::layoutCoprofile);
}

EvalResult CoshapeOp::evaluateAlgebra(Adaptor,
                                      ArrayRef<AlgebraValue> operands) {
  return evalCodomain(operands, algebra::layoutCoshape);
}

EvalResult CosizeOp::evaluateAlgebra(Adaptor,
                                     ArrayRef<AlgebraValue> operands) {
  return evalCodomain(operands, algebra::layoutCosize);
}
