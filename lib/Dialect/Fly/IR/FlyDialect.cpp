//===- FlyDialect.cpp - The fly dialect ------------------------------------===//

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::fly;

#include "fly/Dialect/Fly/IR/FlyDialect.cpp.inc"

void FlyDialect::initialize() {
  createInferenceMemo();
  createTypeTextMemo();
  registerAttributes();
  registerTypes();
  registerAsmInterface();
  addOperations<
#define GET_OP_LIST
#include "fly/Dialect/Fly/IR/FlyOps.cpp.inc"
      >();
}

Operation *FlyDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                           Type type, Location loc) {
  auto typeAttr = dyn_cast<TypeAttr>(value);
  if (!typeAttr || typeAttr.getValue() != type)
    return nullptr;
  std::optional<bool> isStatic = isStaticFlyType(type);
  if (!isStatic || !*isStatic)
    return nullptr;
  return StaticOp::create(builder, loc, type);
}
