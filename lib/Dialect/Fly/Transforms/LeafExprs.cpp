//===- LeafExprs.cpp - Dynamic leaves as expressions and as arith ---------===//

#include "LeafExprs.h"

#include "CreateOp.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/RegionKindInterface.h"

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

template <typename OpT, typename BuildFn>
Value ExprEmitter::makeWith(int64_t imm, Type type, ArrayRef<Value> operands,
                            BuildFn build) {
  Block *block = b.getInsertionBlock();
  if (!shared || !block || !mayHaveSSADominance(*block->getParent()))
    return build();
  EmittedValues::Key key{block,
                         TypeID::get<OpT>().getAsOpaquePointer(),
                         imm,
                         operands.size() > 0 ? operands[0] : Value(),
                         operands.size() > 1 ? operands[1] : Value(),
                         operands.size() > 2 ? operands[2] : Value(),
                         type};
  auto [it, inserted] = shared->values.try_emplace(key, Value());
  if (!inserted) {
    // As CSE does when it keeps the first op: an unknown location takes
    // the duplicate's.
    Operation *first = it->second.getDefiningOp();
    if (isa<UnknownLoc>(first->getLoc()) && !isa<UnknownLoc>(loc))
      first->setLoc(loc);
    return it->second;
  }
  Value v = build();
  it->second = v;
  return v;
}

template <typename OpT, typename... Args>
Value ExprEmitter::make(int64_t imm, Type type, ArrayRef<Value> operands,
                        Args &&...args) {
  return makeWith<OpT>(imm, type, operands, [&]() -> Value {
    return createOp<OpT>(b, loc, std::forward<Args>(args)...);
  });
}

Value ExprEmitter::constant(Type type, int64_t value) {
  // The attribute is made only for a constant not emitted before.
  return makeWith<arith::ConstantOp>(value, type, {}, [&]() -> Value {
    return createOp<arith::ConstantOp>(b, loc, b.getIntegerAttr(type, value));
  });
}

/// The width of an integer value's type (the leaves' values are integers).
static unsigned widthOf(Value v) {
  if (auto t = dyn_cast<IntegerType>(v.getType()))
    return t.getWidth();
  return v.getType().getIntOrFloatBitWidth();
}

Value ExprEmitter::castTo(Value v, unsigned width) {
  unsigned have = widthOf(v);
  if (have == width)
    return v;
  Type to = b.getIntegerType(width);
  if (have < width)
    return make<arith::ExtSIOp>(0, to, {v}, to, v);
  return make<arith::TruncIOp>(0, to, {v}, to, v);
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
    result = constant(b.getIntegerType(width), e->value);
    break;
  default: {
    Value lhs = emit(e->lhs), rhs = emit(e->rhs);
    if (!lhs || !rhs)
      return {};
    // Operands meet at the wider width (a comparison's own width is 1).
    unsigned opWidth = std::max(widthOf(lhs), widthOf(rhs));
    lhs = castTo(lhs, opWidth);
    rhs = castTo(rhs, opWidth);
    Type type = lhs.getType();
    using algebra::ExprOp;
    if (guarded && (e->op == ExprOp::Div || e->op == ExprOp::Rem ||
                    e->op == ExprOp::CeilDiv || e->op == ExprOp::ShapeDiv)) {
      Value zero = constant(type, 0), one = constant(type, 1);
      Value isZero = make<arith::CmpIOp>(
          static_cast<int64_t>(arith::CmpIPredicate::eq), b.getI1Type(),
          {rhs, zero}, arith::CmpIPredicate::eq, rhs, zero);
      rhs = make<arith::SelectOp>(0, type, {isZero, one, rhs}, isZero, one,
                                  rhs);
    }
    auto cmp = [&](arith::CmpIPredicate p) {
      return make<arith::CmpIOp>(static_cast<int64_t>(p), b.getI1Type(),
                                 {lhs, rhs}, p, lhs, rhs);
    };
    switch (e->op) {
    case ExprOp::Add:
      result = make<arith::AddIOp>(0, type, {lhs, rhs}, lhs, rhs);
      break;
    case ExprOp::Sub:
      result = make<arith::SubIOp>(0, type, {lhs, rhs}, lhs, rhs);
      break;
    case ExprOp::Mul:
      result = make<arith::MulIOp>(0, type, {lhs, rhs}, lhs, rhs);
      break;
    case ExprOp::Div:
      result = make<arith::DivSIOp>(0, type, {lhs, rhs}, lhs, rhs);
      break;
    case ExprOp::Rem:
      result = make<arith::RemSIOp>(0, type, {lhs, rhs}, lhs, rhs);
      break;
    case ExprOp::CeilDiv:
      result = make<arith::CeilDivSIOp>(0, type, {lhs, rhs}, lhs, rhs);
      break;
    case ExprOp::Min:
      result = make<arith::MinSIOp>(0, type, {lhs, rhs}, lhs, rhs);
      break;
    case ExprOp::Max:
      result = make<arith::MaxSIOp>(0, type, {lhs, rhs}, lhs, rhs);
      break;
    case ExprOp::ShapeDiv: {
      // CuTe shape_div on positive extents: a / b, or 1 when that is 0.
      Value q = make<arith::DivSIOp>(0, type, {lhs, rhs}, lhs, rhs);
      Value zero = constant(q.getType(), 0);
      Value one = constant(q.getType(), 1);
      Value isZero = make<arith::CmpIOp>(
          static_cast<int64_t>(arith::CmpIPredicate::eq), b.getI1Type(),
          {q, zero}, arith::CmpIPredicate::eq, q, zero);
      result = make<arith::SelectOp>(0, type, {isZero, one, q}, isZero, one, q);
      break;
    }
    case ExprOp::And:
      result = make<arith::AndIOp>(0, type, {lhs, rhs}, lhs, rhs);
      break;
    case ExprOp::Xor:
      result = make<arith::XOrIOp>(0, type, {lhs, rhs}, lhs, rhs);
      break;
    case ExprOp::ShrU:
      result = make<arith::ShRUIOp>(0, type, {lhs, rhs}, lhs, rhs);
      break;
    case ExprOp::Shl:
      result = make<arith::ShLIOp>(0, type, {lhs, rhs}, lhs, rhs);
      break;
    case ExprOp::CmpLt:
      result = cmp(arith::CmpIPredicate::slt);
      break;
    case ExprOp::CmpLe:
      result = cmp(arith::CmpIPredicate::sle);
      break;
    case ExprOp::CmpEq:
      result = cmp(arith::CmpIPredicate::eq);
      break;
    case ExprOp::Or:
      result = make<arith::OrIOp>(0, type, {lhs, rhs}, lhs, rhs);
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
