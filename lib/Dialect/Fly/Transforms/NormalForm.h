//===- NormalForm.h - Normal-form Fly values --------------------*- C++ -*-===//
//
// docs/reference/concepts.md#normal-form: an int tuple is in normal form
// when it is defined by
// `fly.make_int_tuple` whose operands are its dynamic leaves (depth first); a
// layout when it is `fly.make_layout` of two normal-form tuples; a composed
// layout when it is `fly.make_composed_layout` of normal-form parts; a
// coordinate tensor when it is `fly.make_view` of a normal-form base and
// layout. Any fully static value may also be `fly.static`. The passes build and read values in
// this form through these functions.
//
// The dynamic leaves of a value are ordered by constructor: an int tuple's in
// depth-first order; a layout's shape leaves, then stride leaves; a composed
// layout's inner, offset, then outer leaves; a coordinate tensor's base,
// then layout leaves.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LIB_DIALECT_FLY_TRANSFORMS_NORMALFORM_H
#define FLY_LIB_DIALECT_FLY_TRANSFORMS_NORMALFORM_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace mlir::fly {

/// Whether `type` is a Fly value type that the normal form covers (int
/// tuple, layout, composed layout, swizzle, coord swizzle, tile, basis,
/// coord tensor).
bool isNormalFormType(Type type);

/// The dynamic leaves of `type` in constructor order, each as i32 or i64
/// (nullopt for a type the normal form does not cover).
std::optional<SmallVector<Type>> dynamicLeafTypes(Type type);

/// The normal-form constructor of `type` from its dynamic leaves (which
/// must match dynamicLeafTypes). Fully static values become `fly.static`
/// except int tuples and layouts, which use their constructors
/// (`make_int_tuple()`, `make_layout`) as fly-canonicalize expects.
Value buildNormalForm(OpBuilder &b, Location loc, Type type,
                      ValueRange dynamicLeaves);

/// The dynamic leaves of `value` if it is in normal form.
std::optional<SmallVector<Value>> normalFormLeaves(Value value);

/// Replaces every make_shape / make_stride / make_coord under `root` by the
/// make_int_tuple it is an alias of; true if there was one.
bool replaceTupleAliases(Operation *root, RewriterBase &rewriter);

} // namespace mlir::fly

#endif // FLY_LIB_DIALECT_FLY_TRANSFORMS_NORMALFORM_H
