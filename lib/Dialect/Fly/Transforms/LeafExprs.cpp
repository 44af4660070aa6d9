//===- LeafExprs.cpp - Dynamic leaves as expressions and as arith ---------===//

#include "LeafExprs.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::fly;

namespace {
template <typename TupleT, typename Fn>
void visitTuple(TupleT &t, Fn &fn) {
  if (t.isLeaf()) {
    if (t.leaf().isDynamic())
      fn(t.leaf());
    return;
  }
  for (auto &e : t.elements())
    visitTuple(e, fn);
}

template <typename LayoutT, typename Fn> void visitLayout(LayoutT &l, Fn &fn) {
  visitTuple(l.shape, fn);
  visitTuple(l.stride, fn);
}

template <typename ComposedT, typename Fn>
void visitComposed(ComposedT &c, Fn &fn);

/// Inner and outer functions are variants; visit the alternatives with
/// leaves. Composed parts are shared pointers, so copy before mutating.
template <typename Fn> void visitFn(algebra::LayoutFn &f, Fn &fn) {
  if (auto *l = std::get_if<algebra::Layout>(&f))
    visitLayout(*l, fn);
  else if (auto *c = std::get_if<std::shared_ptr<algebra::ComposedLayout>>(&f)) {
    auto copy = std::make_shared<algebra::ComposedLayout>(**c);
    visitComposed(*copy, fn);
    *c = std::move(copy);
  }
}

template <typename Fn> void visitFn(const algebra::LayoutFn &f, Fn &fn) {
  if (auto *l = std::get_if<algebra::Layout>(&f))
    visitLayout(*l, fn);
  else if (auto *c = std::get_if<std::shared_ptr<algebra::ComposedLayout>>(&f))
    visitComposed(static_cast<const algebra::ComposedLayout &>(**c), fn);
}

template <typename ComposedT, typename Fn>
void visitComposed(ComposedT &c, Fn &fn) {
  visitFn(c.inner, fn);
  visitTuple(c.offset, fn);
  visitFn(c.outer, fn);
}

template <typename ValueT, typename Fn> void visitValue(ValueT &v, Fn &fn) {
  if (auto *t = std::get_if<algebra::IntTuple>(&v))
    visitTuple(*t, fn);
  else if (auto *l = std::get_if<algebra::Layout>(&v))
    visitLayout(*l, fn);
  else if (auto *c = std::get_if<algebra::ComposedLayout>(&v))
    visitComposed(*c, fn);
  else if (auto *ct = std::get_if<CoordTensorValue>(&v)) {
    visitTuple(ct->base, fn);
    visitFn(ct->layout, fn);
  } else if (auto *s = std::get_if<ScalarValue>(&v)) {
    if (s->leaf.isDynamic())
      fn(s->leaf);
  }
}
} // namespace

void mlir::fly::forEachDynamicLeaf(
    AlgebraValue &value, const std::function<void(algebra::Leaf &)> &fn) {
  visitValue(value, fn);
}

void mlir::fly::forEachDynamicLeaf(
    const AlgebraValue &value,
    const std::function<void(const algebra::Leaf &)> &fn) {
  visitValue(value, fn);
}

Value ExprEmitter::castTo(Value v, unsigned width) {
  unsigned have = v.getType().getIntOrFloatBitWidth();
  if (have == width)
    return v;
  Type to = b.getIntegerType(width);
  if (have < width)
    return arith::ExtSIOp::create(b, loc, to, v);
  return arith::TruncIOp::create(b, loc, to, v);
}

Value ExprEmitter::emit(const algebra::ExprRef &e) {
  if (!e)
    return {};
  auto it = memo.find(e.get());
  if (it != memo.end())
    return it->second.second;
  Value result;
  unsigned width = static_cast<unsigned>(e->width);
  switch (e->op) {
  case algebra::ExprOp::Input:
    if (e->value < 0 || size_t(e->value) >= inputs.size())
      return {};
    result = castTo(inputs[e->value], width);
    break;
  case algebra::ExprOp::Const:
    result = arith::ConstantOp::create(
        b, loc, b.getIntegerAttr(b.getIntegerType(width), e->value));
    break;
  default: {
    Value lhs = emit(e->lhs), rhs = emit(e->rhs);
    if (!lhs || !rhs)
      return {};
    // Operands meet at the wider width (a comparison's own width is 1).
    unsigned opWidth =
        std::max(lhs.getType().getIntOrFloatBitWidth(),
                 rhs.getType().getIntOrFloatBitWidth());
    lhs = castTo(lhs, opWidth);
    rhs = castTo(rhs, opWidth);
    using algebra::ExprOp;
    switch (e->op) {
    case ExprOp::Add:
      result = arith::AddIOp::create(b, loc, lhs, rhs);
      break;
    case ExprOp::Sub:
      result = arith::SubIOp::create(b, loc, lhs, rhs);
      break;
    case ExprOp::Mul:
      result = arith::MulIOp::create(b, loc, lhs, rhs);
      break;
    case ExprOp::Div:
      result = arith::DivSIOp::create(b, loc, lhs, rhs);
      break;
    case ExprOp::Rem:
      result = arith::RemSIOp::create(b, loc, lhs, rhs);
      break;
    case ExprOp::CeilDiv:
      result = arith::CeilDivSIOp::create(b, loc, lhs, rhs);
      break;
    case ExprOp::Min:
      result = arith::MinSIOp::create(b, loc, lhs, rhs);
      break;
    case ExprOp::Max:
      result = arith::MaxSIOp::create(b, loc, lhs, rhs);
      break;
    case ExprOp::ShapeDiv: {
      // CuTe shape_div on positive extents: a / b, or 1 when that is 0.
      Value q = arith::DivSIOp::create(b, loc, lhs, rhs);
      Value zero = arith::ConstantOp::create(
          b, loc, b.getIntegerAttr(q.getType(), 0));
      Value one = arith::ConstantOp::create(
          b, loc, b.getIntegerAttr(q.getType(), 1));
      Value isZero =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, q, zero);
      result = arith::SelectOp::create(b, loc, isZero, one, q);
      break;
    }
    case ExprOp::And:
      result = arith::AndIOp::create(b, loc, lhs, rhs);
      break;
    case ExprOp::Xor:
      result = arith::XOrIOp::create(b, loc, lhs, rhs);
      break;
    case ExprOp::ShrU:
      result = arith::ShRUIOp::create(b, loc, lhs, rhs);
      break;
    case ExprOp::Shl:
      result = arith::ShLIOp::create(b, loc, lhs, rhs);
      break;
    case ExprOp::CmpLt:
      result =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, lhs, rhs);
      break;
    case ExprOp::CmpLe:
      result =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, lhs, rhs);
      break;
    case ExprOp::CmpEq:
      result =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lhs, rhs);
      break;
    case ExprOp::Or:
      result = arith::OrIOp::create(b, loc, lhs, rhs);
      break;
    default:
      return {};
    }
    result = castTo(result, width);
    break;
  }
  }
  memo[e.get()] = {e, result};
  return result;
}
