//===- MemoryTypes.h - Helpers for pointer and view types -------*- C++ -*-===//
#ifndef FLY_DIALECT_FLY_IR_MEMORYTYPES_H
#define FLY_DIALECT_FLY_IR_MEMORYTYPES_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

namespace mlir::fly {

/// `ptr` with its alignment replaced.
PointerType pointerWithAlignment(PointerType ptr, int64_t alignBytes);

/// The alignment (bytes) that survives adding `offset` elements of
/// `elemBytes` bytes to an address aligned to `alignBytes`
/// (docs/reference/concepts.md#alignment): gcd(alignment,
/// divisibility(offset) * element bytes).
int64_t alignmentAfterOffset(int64_t alignBytes, int64_t elemBytes,
                             const algebra::Leaf &offset);

} // namespace mlir::fly

#endif // FLY_DIALECT_FLY_IR_MEMORYTYPES_H
