//===- Expr.h - How a dynamic leaf is computed -----------------------------===//
//
// A dynamic leaf may carry the expression that computes it from the dynamic
// inputs of an evaluation. Type inference leaves it empty; fly-layout-lowering
// numbers the dynamic leaves of an op's operands as inputs, runs the very same
// algebra code, and emits `arith` ops for the expressions of the result
// leaves. So static inference and dynamic lowering cannot disagree.
//
// Semantics are those of two's-complement iN arithmetic, matching `arith`:
// Div and Rem truncate toward zero (divsi/remsi), CeilDiv rounds up
// (ceildivsi), ShrU is a logical shift; comparisons are signed and have
// width 1. An operand narrower than the node is sign-extended.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LAYOUT_EXPR_H
#define FLY_LAYOUT_EXPR_H

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace fly::layout {

enum class ExprOp : uint8_t {
  Input,    // value = input index
  Const,    // value = the constant
  Add,
  Sub,
  Mul,
  Div,      // signed, truncating
  Rem,      // signed
  CeilDiv,  // signed, rounding up
  Min,      // signed
  Max,      // signed
  ShapeDiv, // CuTe shape_div on positive extents: a / b, or 1 when that is 0
  And,
  Xor,
  ShrU,
  Shl,
  CmpLt,    // signed a < b, width 1
  CmpLe,    // signed a <= b, width 1
  CmpEq,    // a == b, width 1
  Or,       // on 1-bit values
};

struct Expr;
using ExprRef = std::shared_ptr<const Expr>;

struct Expr {
  ExprOp op;
  /// Result width in bits: 32 or 64 (1 for comparisons and their And).
  int32_t width;
  /// Input index (Input) or constant value (Const).
  int64_t value = 0;
  ExprRef lhs, rhs;
};

ExprRef exprInput(int64_t index, int32_t width);
ExprRef exprConst(int64_t value, int32_t width);
/// A binary node; the width is the wider operand's (1 for comparisons).
ExprRef exprBinary(ExprOp op, ExprRef lhs, ExprRef rhs);

/// Evaluates with the given input values, wrapping to each node's width.
/// Division by zero evaluates to 0 (the IR would be undefined there).
int64_t evalExpr(const Expr &e, const std::vector<int64_t> &inputs);

/// Readable form for tests and diagnostics: `((in0 * 4) + 3)`.
std::string exprToString(const Expr &e);

/// Conditions of dynamic evaluation. For static operands the algebra checks
/// its admissibility conditions (divisibility, injectivity) and uses
/// simplifications only static values allow (coalescing, dropping size-1
/// and stride-0 modes). With dynamic leaves it assumes the conditions, as
/// CuTe does, so its result equals the static answer only for input values
/// that satisfy them. While a ConditionScope is active on the current
/// thread, the algebra records each such condition as a 1-bit expression
/// over the inputs (a constant 0 where it cannot state one) with what it
/// means, so a caller can tell "the dynamic result is wrong" from "the
/// inputs violate an assumption", or check the conditions at run time
/// (fly-layout-lowering{runtime-checks=true}). Outside a scope, recording
/// is a no-op.
struct AssumedCondition {
  /// 1 when the assumption holds.
  ExprRef holds;
  /// What is assumed, in words: "the divisor is not zero".
  std::string what;
};

class ConditionScope {
public:
  explicit ConditionScope(std::vector<AssumedCondition> &sink);
  ~ConditionScope();
  ConditionScope(const ConditionScope &) = delete;
  ConditionScope &operator=(const ConditionScope &) = delete;

private:
  std::vector<AssumedCondition> *previous;
};

/// Whether a ConditionScope is active (callers may skip building a
/// condition otherwise).
bool recordingConditions();
/// Records `condition` (ignored when null: an operand without expression).
void recordCondition(ExprRef condition, std::string what);
/// Records that the dynamic result is not the static one in general.
void recordUnstatableCondition(std::string what);

} // namespace fly::layout

#endif // FLY_LAYOUT_EXPR_H
