//===- LeafExprs.h - Dynamic leaves as expressions and as arith --*- C++ -*-===//
//
// The bridge between normal-form SSA values and the algebra's symbolic
// leaves: operand leaves become numbered inputs, and the expressions of the
// result leaves become `arith` ops.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LIB_DIALECT_FLY_TRANSFORMS_LEAFEXPRS_H
#define FLY_LIB_DIALECT_FLY_TRANSFORMS_LEAFEXPRS_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "mlir/IR/Builders.h"

#include "llvm/ADT/DenseMap.h"

#include <functional>

namespace mlir::fly {

/// Calls `fn` on every dynamic leaf of `value` in constructor order (the
/// order of NormalForm.h): depth first in an int tuple; shape then stride in
/// a layout; inner, offset, outer in a composed layout; the leaf of a
/// scalar.
void forEachDynamicLeaf(AlgebraValue &value,
                        const std::function<void(algebra::Leaf &)> &fn);
void forEachDynamicLeaf(const AlgebraValue &value,
                        const std::function<void(const algebra::Leaf &)> &fn);

/// Emits `arith` ops for leaf expressions, memoized per expression node.
class ExprEmitter {
public:
  ExprEmitter(OpBuilder &builder, Location loc, ArrayRef<Value> inputs)
      : b(builder), loc(loc), inputs(inputs) {}

  /// The value of `e`, as an integer of `e`'s width.
  Value emit(const algebra::ExprRef &e);
  /// `v` sign-extended or truncated to `width` bits.
  Value castTo(Value v, unsigned width);

private:
  OpBuilder &b;
  Location loc;
  ArrayRef<Value> inputs;
  // Keyed by node address; the map owns a reference to each key node so
  // that a freed node's address can never be reused for a different one.
  llvm::DenseMap<const algebra::Expr *, std::pair<algebra::ExprRef, Value>>
      memo;
};

} // namespace mlir::fly

#endif // FLY_LIB_DIALECT_FLY_TRANSFORMS_LEAFEXPRS_H
