//===- LeafArith.cpp - Arithmetic on single leaves ------------------------===//
//
// docs/reference/algebra.md#leaf-arithmetic.
// Static op static folds with 64-bit overflow checks. Anything involving a
// dynamic leaf stays dynamic, with the wider width and the divisibility rule
// of the spec. Scaled bases carry their mode path through products and
// quotients by plain integers, and through sums with the same path.
//
//===----------------------------------------------------------------------===//
#include "Internal.h"

#include <algorithm>
#include <numeric>
#include <optional>

namespace fly::layout {
namespace {

enum class Op { Add, Sub, Mul, Div, Mod, CeilDiv, Min, Max, ShapeDiv };

const char *opName(Op op) {
  switch (op) {
  case Op::Add: return "add";
  case Op::Sub: return "sub";
  case Op::Mul: return "mul";
  case Op::Div: return "div";
  case Op::Mod: return "mod";
  case Op::CeilDiv: return "ceil_div";
  case Op::Min: return "min";
  case Op::Max: return "max";
  case Op::ShapeDiv: return "shape_div";
  }
  return "?";
}

int64_t gcd64(int64_t a, int64_t b) {
  // Divisibilities are positive or 0 (a static 0 is divisible by anything).
  uint64_t x = a < 0 ? uint64_t(0) - uint64_t(a) : uint64_t(a);
  uint64_t y = b < 0 ? uint64_t(0) - uint64_t(b) : uint64_t(b);
  uint64_t g = std::gcd(x, y);
  if (g == 0)
    return 1;
  return g > uint64_t(INT64_MAX) ? (int64_t(1) << 62) : int64_t(g);
}

Failure overflow(Op op, int64_t a, int64_t b) {
  return fail("static " + std::string(opName(op)) + " of " + std::to_string(a) +
              " and " + std::to_string(b) + " overflows 64 bits");
}

Result<Leaf> foldStatic(Op op, int64_t a, int64_t b) {
  int64_t r = 0;
  switch (op) {
  case Op::Add:
    if (__builtin_add_overflow(a, b, &r))
      return overflow(op, a, b);
    return Leaf::ofStatic(r);
  case Op::Sub:
    if (__builtin_sub_overflow(a, b, &r))
      return overflow(op, a, b);
    return Leaf::ofStatic(r);
  case Op::Mul:
    if (__builtin_mul_overflow(a, b, &r))
      return overflow(op, a, b);
    return Leaf::ofStatic(r);
  case Op::Min:
    return Leaf::ofStatic(std::min(a, b));
  case Op::Max:
    return Leaf::ofStatic(std::max(a, b));
  default:
    break;
  }
  if (b == 0)
    return fail("static " + std::string(opName(op)) + " of " +
                std::to_string(a) + " by zero");
  if (a == INT64_MIN && b == -1)
    return overflow(op, a, b);
  switch (op) {
  case Op::Div:
    return Leaf::ofStatic(a / b);
  case Op::Mod:
    return Leaf::ofStatic(a % b);
  case Op::CeilDiv: {
    int64_t q = a / b;
    if (a % b != 0 && ((a < 0) == (b < 0)))
      ++q;
    return Leaf::ofStatic(q);
  }
  case Op::ShapeDiv:
    // CuTe shape_div: a/b when b divides a, 1 (with sign) when a divides b.
    if (a % b == 0)
      return Leaf::ofStatic(a / b);
    if (a != 0 && b % a == 0)
      return Leaf::ofStatic((a < 0) == (b < 0) ? 1 : -1);
    return fail("shape_div: " + std::to_string(a) + " and " +
                std::to_string(b) + " do not divide one another");
  default:
    break;
  }
  return fail("unknown leaf operation");
}

ExprOp exprOp(Op op) {
  switch (op) {
  case Op::Add: return ExprOp::Add;
  case Op::Sub: return ExprOp::Sub;
  case Op::Mul: return ExprOp::Mul;
  case Op::Div: return ExprOp::Div;
  case Op::Mod: return ExprOp::Rem;
  case Op::CeilDiv: return ExprOp::CeilDiv;
  case Op::Min: return ExprOp::Min;
  case Op::Max: return ExprOp::Max;
  case Op::ShapeDiv: return ExprOp::ShapeDiv;
  }
  return ExprOp::Add;
}

/// Result of a dynamic operation: wider width, divisibility by rule, and the
/// expression computing it when both operands have one.
Leaf dynamicResult(Op op, const Leaf &a, const Leaf &b) {
  int32_t w = std::max({32, a.bitWidth(), b.bitWidth()});
  int64_t div = 1;
  switch (op) {
  case Op::Add:
  case Op::Sub:
  case Op::Mod:
  case Op::Min:
  case Op::Max:
    div = gcd64(a.divisibility(), b.divisibility());
    break;
  case Op::Mul: {
    int64_t da = a.divisibility(), db = b.divisibility();
    if (da == 0 || db == 0 || __builtin_mul_overflow(da, db, &div))
      div = std::max(da, db) == 0 ? 1 : std::max(da, db);
    break;
  }
  default:
    div = 1;
    break;
  }
  Leaf out = Leaf::ofDynamic(w, div);
  ExprRef ea = a.valueExpr(), eb = b.valueExpr();
  if (ea && eb) {
    // A dynamic divisor is assumed non-zero (arith's division by zero is
    // undefined), and shape_div assumes that one operand divides the other
    // (CuTe asserts it for static values).
    if ((op == Op::Div || op == Op::Mod || op == Op::CeilDiv ||
         op == Op::ShapeDiv) &&
        !b.isStatic())
      recordCondition(
          exprBinary(ExprOp::CmpEq,
                     exprBinary(ExprOp::CmpEq, eb, exprConst(0, 32)),
                     exprConst(0, 1)),
          "the divisor is not zero");
    if (op == Op::ShapeDiv)
      recordCondition(exprBinary(
          ExprOp::Or,
          exprBinary(ExprOp::CmpEq, exprBinary(ExprOp::Rem, ea, eb),
                     exprConst(0, 32)),
          exprBinary(ExprOp::CmpEq, exprBinary(ExprOp::Rem, eb, ea),
                     exprConst(0, 32))),
          "shape_div: one operand divides the other");
    out.expr = exprBinary(exprOp(op), std::move(ea), std::move(eb));
  }
  return out;
}

/// Identities applied before folding (also with dynamic operands).
std::optional<Leaf> identity(Op op, const Leaf &a, const Leaf &b) {
  switch (op) {
  case Op::Add:
    if (a.is(0))
      return b;
    if (b.is(0))
      return a;
    break;
  case Op::Sub:
    if (b.is(0))
      return a;
    break;
  case Op::Mul:
    if (a.is(0) || b.is(0))
      return Leaf::ofStatic(0);
    if (a.is(1))
      return b;
    if (b.is(1))
      return a;
    break;
  case Op::Div:
  case Op::CeilDiv:
  case Op::ShapeDiv:
    if (b.is(1))
      return a;
    if (a.is(0) && !b.is(0))
      return Leaf::ofStatic(0);
    break;
  case Op::Mod:
    if (b.is(1) || (a.is(0) && !b.is(0)))
      return Leaf::ofStatic(0);
    break;
  default:
    break;
  }
  return std::nullopt;
}

Result<Leaf> plainOp(Op op, const Leaf &a, const Leaf &b) {
  if (a.isNone() || b.isNone())
    return fail(std::string("'*' leaf in ") + opName(op));
  if (auto r = identity(op, a, b))
    return *r;
  if (a.isStatic() && b.isStatic())
    return foldStatic(op, a.value, b.value);
  // A static zero divisor is an error even when the dividend is dynamic.
  if ((op == Op::Div || op == Op::Mod || op == Op::CeilDiv ||
       op == Op::ShapeDiv) &&
      b.is(0))
    return fail(std::string("static ") + opName(op) + " by zero");
  return dynamicResult(op, a, b);
}

Leaf stripBasis(const Leaf &l) {
  Leaf r = l;
  r.basis.clear();
  return r;
}

Result<Leaf> leafOp(Op op, const Leaf &a, const Leaf &b) {
  if (!a.isBasis() && !b.isBasis())
    return plainOp(op, a, b);
  // Scaled bases: k*Ei op n keeps the path for products and quotients.
  ModePath path;
  switch (op) {
  case Op::Mul:
    if (a.isBasis() && b.isBasis())
      return fail("product of two scaled bases " + leafToString(a) + " and " +
                  leafToString(b));
    path = a.isBasis() ? a.basis : b.basis;
    break;
  case Op::Div:
  case Op::CeilDiv:
  case Op::ShapeDiv:
  case Op::Mod:
    if (b.isBasis())
      return fail(std::string("cannot ") + opName(op) + " by scaled basis " +
                  leafToString(b));
    path = a.basis;
    break;
  case Op::Add:
  case Op::Sub:
    if (a.basis != b.basis) {
      // x + 0 is fine whatever the mode of x.
      if (b.is(0) || (op == Op::Add && a.is(0)))
        return b.is(0) ? a : b;
      return fail("cannot " + std::string(opName(op)) + " " + leafToString(a) +
                  " and " + leafToString(b) + " as leaves");
    }
    path = a.basis;
    break;
  default:
    return fail(std::string(opName(op)) + " of scaled bases is undefined");
  }
  // Basis products keep a zero as 0E<i> so the mode is not lost.
  Leaf sa = stripBasis(a), sb = stripBasis(b);
  Result<Leaf> r = (op == Op::Mul && (sa.is(0) || sb.is(0)))
                       ? Result<Leaf>(Leaf::ofStatic(0))
                       : plainOp(op, sa, sb);
  if (!r)
    return r;
  Leaf out = std::move(r).value();
  out.basis = path;
  return out;
}

} // namespace

Result<Leaf> leafAdd(const Leaf &a, const Leaf &b) { return leafOp(Op::Add, a, b); }
Result<Leaf> leafSub(const Leaf &a, const Leaf &b) { return leafOp(Op::Sub, a, b); }
Result<Leaf> leafMul(const Leaf &a, const Leaf &b) { return leafOp(Op::Mul, a, b); }
Result<Leaf> leafDiv(const Leaf &a, const Leaf &b) { return leafOp(Op::Div, a, b); }
Result<Leaf> leafMod(const Leaf &a, const Leaf &b) { return leafOp(Op::Mod, a, b); }
Result<Leaf> leafCeilDiv(const Leaf &a, const Leaf &b) {
  return leafOp(Op::CeilDiv, a, b);
}
Result<Leaf> leafMin(const Leaf &a, const Leaf &b) { return leafOp(Op::Min, a, b); }
Result<Leaf> leafMax(const Leaf &a, const Leaf &b) { return leafOp(Op::Max, a, b); }
Result<Leaf> leafShapeDiv(const Leaf &a, const Leaf &b) {
  return leafOp(Op::ShapeDiv, a, b);
}

} // namespace fly::layout
