//===- ROCDLBuilders.h - Small helpers for emitting rocdl ops ---*- C++ -*-===//
#ifndef FLY_LIB_CONVERSION_FLYTOROCDL_ROCDLBUILDERS_H
#define FLY_LIB_CONVERSION_FLYTOROCDL_ROCDLBUILDERS_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"

namespace mlir::fly_rocdl {

/// An op of the rocdl dialect by name (`rocdl.` + `name`). The 22.1 ops are
/// variadic over LLVM types (docs/reference/rocdl.md#mfma), so building
/// them by name keeps
/// one code path for every intrinsic.
inline Operation *createROCDLOp(OpBuilder &b, Location loc, StringRef name,
                                TypeRange results, ValueRange operands,
                                ArrayRef<NamedAttribute> attrs = {}) {
  OperationState state(loc, ("rocdl." + name).str());
  state.addTypes(results);
  state.addOperands(operands);
  state.addAttributes(attrs);
  return b.create(state);
}

inline Value i32Const(OpBuilder &b, Location loc, int64_t v) {
  return LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                  b.getI32IntegerAttr(static_cast<int32_t>(v)));
}

/// `v` reinterpreted as `type` (same bit size): llvm.bitcast unless equal.
inline Value bitcastTo(OpBuilder &b, Location loc, Type type, Value v) {
  if (v.getType() == type)
    return v;
  return LLVM::BitcastOp::create(b, loc, type, v);
}

} // namespace mlir::fly_rocdl

#endif // FLY_LIB_CONVERSION_FLYTOROCDL_ROCDLBUILDERS_H
