//===- AlgebraTypes.h - Between fly types and algebra values ----*- C++ -*-===//
//
// Type inference reads the algebra values out of operand types, evaluates
// the op, and wraps the results back into types; fly-layout-lowering does the
// same with values whose dynamic leaves carry expressions. Composed layouts
// take part through their outermost plain layout
// (docs/reference/concepts.md#views): the algebra
// acts on it and the inner function and offset ride along.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_DIALECT_FLY_IR_ALGEBRATYPES_H
#define FLY_DIALECT_FLY_IR_ALGEBRATYPES_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include <optional>

namespace mlir::fly {

/// The value of a memref view of type `t` (iterator not moved).
MemRefValue memrefValueOfType(Type t);

/// The value a Fly value type carries (nullopt for other types).
std::optional<AlgebraValue> algebraValueOfType(Type type);
/// The type of a value (i32/i64/i1 for scalars).
Type typeOfAlgebraValue(MLIRContext *ctx, const AlgebraValue &value);

/// A layout-like value: its plain layout, and the composed layout it came
/// from, if any.
struct LayoutOperand {
  algebra::Layout layout;
  std::optional<algebra::ComposedLayout> composed;
  /// The view the layout belongs to, if any: a memref, or a coordinate
  /// tensor (its base).
  std::optional<MemRefValue> memref;
  std::optional<algebra::IntTuple> coordBase;

  /// The value of the same kind with `result` in place of the plain layout.
  AlgebraValue rewrap(const algebra::Layout &result) const;
  /// The same, for a whole new layout function (used when a composed
  /// layout's offset changes too).
  AlgebraValue rewrapFn(const algebra::LayoutFn &fn) const;
  /// The same view with its iterator advanced by `offset` elements and its
  /// layout replaced (a slice); fails for an offset that is not one index.
  algebra::Result<AlgebraValue> rewrapShifted(const algebra::Layout &result,
                                              const algebra::IntTuple &offset)
      const;
};

std::optional<LayoutOperand> asLayoutOperand(const AlgebraValue &value);
const algebra::IntTuple *asIntTuple(const AlgebraValue &value);

/// Type-level versions of the above, for code that only has types.
std::optional<LayoutOperand> getLayoutOperand(Type type);
std::optional<algebra::IntTuple> intTupleOfType(Type type);

/// The composed layout `c` with its outermost plain layout replaced.
algebra::ComposedLayout replaceOuterLayout(const algebra::ComposedLayout &c,
                                           const algebra::Layout &l);

/// The type of an inner function attribute (layout, swizzle, ...).
Type typeOfLayoutFnAttr(Attribute attr);
/// The value of a composed layout's inner or outer function.
AlgebraValue valueOfLayoutFn(const algebra::LayoutFn &fn);

/// Fails, reporting why through `emitError`, when a layout inside `value`
/// violates the layout invariants (congruence, positive static extents):
/// such a result cannot be written.
LogicalResult verifyLayoutsIn(const AlgebraValue &value,
                              function_ref<InFlightDiagnostic()> emitError);

/// i32 or i64 for a leaf of that width.
Type leafScalarType(MLIRContext *ctx, const algebra::Leaf &leaf);

/// "operand #i must be <what>".
algebra::Failure operandKindError(size_t index, const char *what);

} // namespace mlir::fly

/// Binds operand `i` of `operands` as an int tuple (a pointer), or fails.
#define FLY_TUPLE_OPERAND(var, operands, i)                                    \
  const ::fly::layout::IntTuple *var =                                         \
      (operands).size() > (i) ? ::mlir::fly::asIntTuple((operands)[i])         \
                              : nullptr;                                       \
  if (!var)                                                                    \
    return ::mlir::fly::operandKindError(i, "an int tuple")

/// Binds operand `i` as a layout-like value (std::optional<LayoutOperand>).
#define FLY_LAYOUT_OPERAND(var, operands, i)                                   \
  std::optional<::mlir::fly::LayoutOperand> var =                              \
      (operands).size() > (i) ? ::mlir::fly::asLayoutOperand((operands)[i])    \
                              : std::nullopt;                                  \
  if (!var)                                                                    \
    return ::mlir::fly::operandKindError(i, "a layout or composed layout")

#endif // FLY_DIALECT_FLY_IR_ALGEBRATYPES_H
