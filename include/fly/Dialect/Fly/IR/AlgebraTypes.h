//===- AlgebraTypes.h - Between fly types and algebra values ----*- C++ -*-===//
//
// Type inference reads algebra values out of operand types, runs the
// algorithm, and wraps the answer back into a type. Composed layouts take
// part through their outermost plain layout (fly-ir.md 9.3): the algebra acts
// on it and the inner function and offset ride along.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_DIALECT_FLY_IR_ALGEBRATYPES_H
#define FLY_DIALECT_FLY_IR_ALGEBRATYPES_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"
#include "fly/Layout/Algebra.h"

#include <optional>

namespace mlir::fly {

/// A layout-like operand: its plain layout, and the composed layout it came
/// from, if any.
struct LayoutOperand {
  algebra::Layout layout;
  std::optional<algebra::ComposedLayout> composed;

  /// The type of the same kind with `result` in place of the plain layout.
  Type rewrap(MLIRContext *ctx, const algebra::Layout &result) const;
};

std::optional<LayoutOperand> getLayoutOperand(Type type);
std::optional<algebra::IntTuple> intTupleOfType(Type type);

/// The composed layout `c` with its outermost plain layout replaced.
algebra::ComposedLayout replaceOuterLayout(const algebra::ComposedLayout &c,
                                           const algebra::Layout &l);

/// Emits `'<opName>' op <message>` at `loc` (if any) and returns failure.
LogicalResult inferError(std::optional<Location> loc, StringRef opName,
                         const std::string &message);

/// The type of an inner function attribute (layout, swizzle, ...).
Type typeOfLayoutFnAttr(Attribute attr);

/// i32 or i64 for a leaf of that width.
Type leafScalarType(MLIRContext *ctx, const algebra::Leaf &leaf);

} // namespace mlir::fly

/// Unwraps an algebra Result inside an inferReturnTypes implementation:
/// on failure, reports it as an error of the op at `location`.
#define FLY_INFER_TRY(var, expr)                                               \
  auto var##_res = (expr);                                                     \
  if (!var##_res)                                                              \
    return ::mlir::fly::inferError(location, getOperationName(),              \
                                   var##_res.error());                         \
  auto var = std::move(var##_res).value()

#endif // FLY_DIALECT_FLY_IR_ALGEBRATYPES_H
