//===- Expr.cpp - Expressions of dynamic leaves ---------------------------===//

#include "fly/Layout/Expr.h"

#include <algorithm>

namespace fly::layout {

ExprRef exprInput(int64_t index, int32_t width) {
  return std::make_shared<const Expr>(Expr{ExprOp::Input, width, index, {}, {}});
}

ExprRef exprConst(int64_t value, int32_t width) {
  return std::make_shared<const Expr>(Expr{ExprOp::Const, width, value, {}, {}});
}

static bool isComparison(ExprOp op) {
  return op == ExprOp::CmpLt || op == ExprOp::CmpLe || op == ExprOp::CmpEq;
}

ExprRef exprBinary(ExprOp op, ExprRef lhs, ExprRef rhs) {
  int32_t width = isComparison(op) ? 1 : std::max(lhs->width, rhs->width);
  return std::make_shared<const Expr>(
      Expr{op, width, 0, std::move(lhs), std::move(rhs)});
}

/// Wraps `v` to a signed `width`-bit value.
static int64_t wrap(int64_t v, int32_t width) {
  if (width >= 64)
    return v;
  if (width == 1)
    return v & 1;
  uint64_t m = (uint64_t(1) << width) - 1;
  uint64_t u = uint64_t(v) & m;
  if (u >> (width - 1))
    u |= ~m;
  return int64_t(u);
}

int64_t evalExpr(const Expr &e, const std::vector<int64_t> &inputs) {
  switch (e.op) {
  case ExprOp::Input:
    return e.value >= 0 && size_t(e.value) < inputs.size()
               ? wrap(inputs[e.value], e.width)
               : 0;
  case ExprOp::Const:
    return wrap(e.value, e.width);
  default:
    break;
  }
  int64_t a = evalExpr(*e.lhs, inputs), b = evalExpr(*e.rhs, inputs);
  uint64_t ua = uint64_t(a), ub = uint64_t(b);
  int32_t w = e.width;
  // Operands of a comparison compare at their common width.
  int32_t cw = std::max(e.lhs->width, e.rhs->width);
  uint64_t lowMask = cw >= 64 ? ~uint64_t(0) : (uint64_t(1) << cw) - 1;
  switch (e.op) {
  case ExprOp::Add:
    return wrap(int64_t(ua + ub), w);
  case ExprOp::Sub:
    return wrap(int64_t(ua - ub), w);
  case ExprOp::Mul:
    return wrap(int64_t(ua * ub), w);
  case ExprOp::Div:
    return b == 0 || (a == INT64_MIN && b == -1) ? 0 : wrap(a / b, w);
  case ExprOp::Rem:
    return b == 0 || (a == INT64_MIN && b == -1) ? 0 : wrap(a % b, w);
  case ExprOp::CeilDiv: {
    if (b == 0 || (a == INT64_MIN && b == -1))
      return 0;
    int64_t q = a / b;
    if (a % b != 0 && ((a < 0) == (b < 0)))
      ++q;
    return wrap(q, w);
  }
  case ExprOp::Min:
    return std::min(a, b);
  case ExprOp::Max:
    return std::max(a, b);
  case ExprOp::ShapeDiv: {
    if (b == 0)
      return 0;
    int64_t q = a / b;
    return wrap(q == 0 ? 1 : q, w);
  }
  case ExprOp::And:
    return wrap(int64_t(ua & ub), w);
  case ExprOp::Xor:
    return wrap(int64_t(ua ^ ub), w);
  case ExprOp::ShrU: {
    if (b < 0 || b >= w)
      return 0;
    uint64_t m = w >= 64 ? ~uint64_t(0) : (uint64_t(1) << w) - 1;
    return wrap(int64_t((ua & m) >> b), w);
  }
  case ExprOp::Shl:
    return b < 0 || b >= w ? 0 : wrap(int64_t(ua << b), w);
  case ExprOp::CmpLt:
    return a < b ? 1 : 0;
  case ExprOp::CmpLe:
    return a <= b ? 1 : 0;
  case ExprOp::Or:
    return wrap(int64_t(ua | ub), w);
  case ExprOp::CmpEq:
    return (ua & lowMask) == (ub & lowMask) ? 1 : 0;
  default:
    return 0;
  }
}

static const char *opText(ExprOp op) {
  switch (op) {
  case ExprOp::Add: return "+";
  case ExprOp::Sub: return "-";
  case ExprOp::Mul: return "*";
  case ExprOp::Div: return "/";
  case ExprOp::Rem: return "%";
  case ExprOp::CeilDiv: return "ceildiv";
  case ExprOp::Min: return "min";
  case ExprOp::Max: return "max";
  case ExprOp::ShapeDiv: return "shape_div";
  case ExprOp::And: return "&";
  case ExprOp::Xor: return "^";
  case ExprOp::ShrU: return ">>";
  case ExprOp::Shl: return "<<";
  case ExprOp::CmpLt: return "<";
  case ExprOp::CmpLe: return "<=";
  case ExprOp::Or: return "|";
  case ExprOp::CmpEq: return "==";
  default: return "?";
  }
}

std::string exprToString(const Expr &e) {
  switch (e.op) {
  case ExprOp::Input:
    return "in" + std::to_string(e.value);
  case ExprOp::Const:
    return std::to_string(e.value);
  case ExprOp::CmpEq:
    // `(a == b) == 0`, the only way to say a != b, reads as that.
    if (e.rhs->op == ExprOp::Const && e.rhs->value == 0 &&
        e.lhs->op == ExprOp::CmpEq)
      return "(" + exprToString(*e.lhs->lhs) + " != " +
             exprToString(*e.lhs->rhs) + ")";
    [[fallthrough]];
  default:
    return "(" + exprToString(*e.lhs) + " " + opText(e.op) + " " +
           exprToString(*e.rhs) + ")";
  }
}

static thread_local std::vector<AssumedCondition> *conditionSink = nullptr;

ConditionScope::ConditionScope(std::vector<AssumedCondition> &sink)
    : previous(conditionSink) {
  conditionSink = &sink;
}

ConditionScope::~ConditionScope() { conditionSink = previous; }

bool recordingConditions() { return conditionSink != nullptr; }

void recordCondition(ExprRef condition, std::string what) {
  if (conditionSink && condition)
    conditionSink->push_back({std::move(condition), std::move(what)});
}

void recordUnstatableCondition(std::string what) {
  if (conditionSink)
    conditionSink->push_back({exprConst(0, 1), std::move(what)});
}

} // namespace fly::layout
