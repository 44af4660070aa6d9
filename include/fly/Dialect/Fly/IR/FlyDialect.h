//===- FlyDialect.h - The fly dialect: attributes, types, ops ---*- C++ -*-===//
#ifndef FLY_DIALECT_FLY_IR_FLYDIALECT_H
#define FLY_DIALECT_FLY_IR_FLYDIALECT_H

#include "fly/Layout/Layout.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::fly {
/// The MLIR-free layout algebra (lib/Layout).
namespace algebra = ::fly::layout;

/// The written result types `written` are acceptable for inferred `inferred`:
/// equal, or different only in the strides of static size-1 modes or in
/// rank-1 tuple wrappers (fly-ir.md 9.2a).
bool areCompatibleResultTypes(TypeRange inferred, TypeRange written);

/// Whether `type` is a fly value type that its type alone determines
/// (nullopt: not a fly value type).
std::optional<bool> isStaticFlyType(Type type);

/// Op trait: a single result whose type is fully static folds to a
/// TypeAttr of that type, materialized as `fly.static`.
template <typename ConcreteType>
class FoldsToStatic : public OpTrait::TraitBase<ConcreteType, FoldsToStatic> {
public:
  static OpFoldResult foldTrait(Operation *op, ArrayRef<Attribute>) {
    if (op->getNumResults() != 1)
      return {};
    Type type = op->getResult(0).getType();
    std::optional<bool> isStatic = isStaticFlyType(type);
    if (!isStatic || !*isStatic)
      return {};
    return TypeAttr::get(type);
  }
};
} // namespace mlir::fly

#include "fly/Dialect/Fly/IR/FlyDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "fly/Dialect/Fly/IR/FlyAttrDefs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "fly/Dialect/Fly/IR/FlyTypeDefs.h.inc"

#define GET_OP_CLASSES
#include "fly/Dialect/Fly/IR/FlyOps.h.inc"

#endif // FLY_DIALECT_FLY_IR_FLYDIALECT_H
