//===- LowerRegisterMemory.h - Register allocations to pointers -*- C++ -*-===//
#ifndef FLY_LIB_DIALECT_FLY_TRANSFORMS_LOWERREGISTERMEMORY_H
#define FLY_LIB_DIALECT_FLY_TRANSFORMS_LOWERREGISTERMEMORY_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::fly {

/// Replaces register allocations (memref.alloca, make_fragment_like,
/// mma.make_fragment) by make_ptr() {dictAttrs = {allocSize = cosize}} and
/// make_view of their static layout; fly-lower-register-memory, part of
/// fly-layout-lowering. Reports an allocation whose layout is not static
/// and plain.
LogicalResult lowerRegisterAllocations(Operation *root, RewriterBase &rewriter);

} // namespace mlir::fly

#endif // FLY_LIB_DIALECT_FLY_TRANSFORMS_LOWERREGISTERMEMORY_H
