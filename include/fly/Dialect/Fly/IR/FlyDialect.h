//===- FlyDialect.h - The fly dialect: attributes, types, ops ---*- C++ -*-===//
#ifndef FLY_DIALECT_FLY_IR_FLYDIALECT_H
#define FLY_DIALECT_FLY_IR_FLYDIALECT_H

#include "fly/Layout/Algebra.h"
#include "fly/Layout/Layout.h"

#include "llvm/ADT/SmallVector.h"

#include <variant>

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

/// A scalar result: i32/i64 (get_scalar, get_leaves) or i1 (elem_less,
/// equal), as a leaf that is static or carries its expression.
struct ScalarValue {
  algebra::Leaf leaf;
  bool isBool = false;
};

/// A coordinate tensor: a base coordinate and a layout or composed layout.
struct CoordTensorValue {
  algebra::IntTuple base;
  algebra::LayoutFn layout;
};

/// A memref view: its layout, and how far its iterator moved from the view
/// it was derived from (`base`, whose element type, address space,
/// alignment and swizzle it shares; the alignment of the result follows the
/// offset's divisibility). In fly-layout-lowering the layout's dynamic
/// leaves and the offset carry expressions.
struct MemRefValue {
  Type base; // a fly MemRefType
  algebra::LayoutFn layout;
  algebra::IntTuple offset;
};

/// The value of a Fly operand or result as the algebra sees it. Values the
/// algebra does not compute with (pointers, views, atoms, tiled copies and
/// MMAs) are carried as their type.
using AlgebraValue =
    std::variant<algebra::IntTuple, algebra::Layout, algebra::ComposedLayout,
                 algebra::Swizzle, algebra::CoordSwizzle, algebra::Tile,
                 ScalarValue, CoordTensorValue, MemRefValue, Type>;
using AlgebraValues = llvm::SmallVector<AlgebraValue, 1>;
using EvalResult = algebra::Result<AlgebraValues>;

/// Type inference by evaluation: the operand types' values go through
/// `evaluate`, the results' values become the inferred types. Failures are
/// reported as `'<opName>' op <message>` at `location`.
LogicalResult
inferByEvaluation(MLIRContext *ctx, std::optional<Location> location,
                  StringRef opName, TypeRange operandTypes,
                  function_ref<EvalResult(ArrayRef<AlgebraValue>)> evaluate,
                  SmallVectorImpl<Type> &inferred);

/// inferByEvaluation with a memo of successful inferences keyed on the op
/// name, the operand types and `key` (an attribute standing for everything
/// else the evaluation reads). Types and attributes are uniqued and
/// immutable, so the same key always infers the same types: re-verifying an
/// unchanged op after every pass (the pass manager's verify-each) then costs
/// a lookup instead of a layout-algebra evaluation.
LogicalResult inferByEvaluationCached(
    MLIRContext *ctx, std::optional<Location> location, StringRef opName,
    TypeRange operandTypes, Attribute key,
    function_ref<EvalResult(ArrayRef<AlgebraValue>)> evaluate,
    SmallVectorImpl<Type> &inferred);

/// The written result types `written` are acceptable for inferred `inferred`:
/// equal, or different only in the strides of static size-1 modes or in
/// rank-1 tuple wrappers
/// (docs/reference/printed-forms.md#written-result-types).
bool areCompatibleResultTypes(TypeRange inferred, TypeRange written);

/// The syntax of an op whose result types are inferred:
/// `(operands) attr-dict : (operand types) -> result types`, FlyDSL's form,
/// in which `-> result types` may be left out: the parser then infers them
/// (docs/reference/printed-forms.md#inferred-result-types). The printer
/// always writes them.
ParseResult parseInferredResultOp(OpAsmParser &parser, OperationState &result);
void printInferredResultOp(OpAsmPrinter &printer, Operation *op);

/// Whether `type` is a fly value type that its type alone determines
/// (nullopt: not a fly value type).
std::optional<bool> isStaticFlyType(Type type);

/// The payload of an atom or tiled atom type (null for anything else).
Type getAtomPayload(Type atomLike);

/// The runtime state of an atom or tiled atom type: the LLVM struct of its
/// payload's fields (StatefulAtomTypeInterface), or null when the payload has
/// none (or `atomLike` is no atom). It is the atom's LLVM form and the value
/// that carries the state across function and region boundaries.
Type getAtomStateType(Type atomLike);

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
    // An atom with runtime state built from operands (make_tiled_copy of a
    // set_value'd atom) carries their state; fly.static would reset it to
    // the default.
    if (op->getNumOperands() != 0 && getAtomStateType(type))
      return {};
    return TypeAttr::get(type);
  }
};
} // namespace mlir::fly

#include "fly/Dialect/Fly/IR/FlyDialect.h.inc"

#include "fly/Dialect/Fly/IR/FlyInterfaces.h.inc"

#include "fly/Dialect/Fly/IR/FlyEnums.h.inc"

#include "fly/Dialect/Fly/IR/FlyAttrInterfaces.h.inc"
// Storage written by hand (lib/Dialect/Fly/IR/AttrStorage.h): it keeps the
// decoded value next to the uniquing key.
namespace mlir::fly::detail {
struct IntTupleAttrStorage;
struct LayoutAttrStorage;
} // namespace mlir::fly::detail
#define GET_ATTRDEF_CLASSES
#include "fly/Dialect/Fly/IR/FlyAttrDefs.h.inc"

#include "fly/Dialect/Fly/IR/FlyTypeInterfaces.h.inc"

#define GET_TYPEDEF_CLASSES
#include "fly/Dialect/Fly/IR/FlyTypeDefs.h.inc"

#define GET_OP_CLASSES
#include "fly/Dialect/Fly/IR/FlyOps.h.inc"

#endif // FLY_DIALECT_FLY_IR_FLYDIALECT_H
