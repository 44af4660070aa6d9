//===- Carriers.h - Fly values as boundary values ---------------*- C++ -*-===//
//
// docs/reference/concepts.md#boundaries: at function and region boundaries
// a Fly value travels
// as the values of its "carrier" -- a packed LLVM struct of its dynamic
// leaves, nested by constructor -- or not at all when it is fully static.
// A view travels as its pointer plus the carrier of its layout. These
// functions say what a type becomes and convert values both ways; the
// boundary rewrite (RewriteFuncSignature.cpp) is built on them.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LIB_DIALECT_FLY_TRANSFORMS_CARRIERS_H
#define FLY_LIB_DIALECT_FLY_TRANSFORMS_CARRIERS_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "mlir/IR/Builders.h"

#include <optional>

namespace mlir::fly {

/// Whether `type` belongs to the fly dialect.
bool isFlyType(Type type);

/// The values a Fly value of `type` becomes at a boundary: empty for a fully
/// static value (dropped, re-created with fly.static), one packed struct for
/// a dynamic int tuple, layout, composed layout or coord tensor, the pointer
/// plus (if its layout is dynamic) the layout's struct for a memref, the
/// pointer itself for a pointer, the struct of its runtime state for an atom
/// or tiled atom whose payload has state. nullopt for a type that cannot cross (a
/// dynamic basis has no constructor to rebuild it from).
std::optional<SmallVector<Type>> boundaryTypes(Type type);

/// `value` as its boundary values (of boundaryTypes(value.getType())); leaves
/// are read off normal-form constructors or extracted with Fly ops. nullopt
/// if the value cannot be packed.
std::optional<SmallVector<Value>> packForBoundary(OpBuilder &b, Location loc,
                                                  Value value);

/// The normal form of a value of `type` rebuilt from its boundary values;
/// null if `values` do not match boundaryTypes(type).
Value unpackFromBoundary(OpBuilder &b, Location loc, Type type,
                         ValueRange values);

} // namespace mlir::fly

#endif // FLY_LIB_DIALECT_FLY_TRANSFORMS_CARRIERS_H
