//===- CreateOp.h - Op creation without a lookup by name ------*- C++ -*-===//
//
// OpT::create finds the op's registered name from its string on every call:
// a hash of the name and a string-map probe, about 190 instructions. The
// lowering creates hundreds of thousands of arith and carrier ops, so its
// emitters find the name from the op's TypeID instead (a pointer-keyed map)
// and otherwise build the op exactly as OpT::create does.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LIB_DIALECT_FLY_TRANSFORMS_CREATEOP_H
#define FLY_LIB_DIALECT_FLY_TRANSFORMS_CREATEOP_H

#include "mlir/IR/Builders.h"

namespace mlir::fly {

template <typename OpT, typename... Args>
OpT createOp(OpBuilder &b, Location loc, Args &&...args) {
  std::optional<RegisteredOperationName> name =
      RegisteredOperationName::lookup(TypeID::get<OpT>(), loc.getContext());
  if (!name) // Not loaded: OpT::create reports it as it always did.
    return OpT::create(b, loc, std::forward<Args>(args)...);
  OperationState state(loc, *name);
  OpT::build(b, state, std::forward<Args>(args)...);
  return cast<OpT>(b.create(state));
}

} // namespace mlir::fly

#endif // FLY_LIB_DIALECT_FLY_TRANSFORMS_CREATEOP_H
