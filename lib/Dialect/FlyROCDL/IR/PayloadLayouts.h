//===- PayloadLayouts.h - Helpers for payload layouts ------------*- C++ -*-===//
#ifndef FLY_LIB_DIALECT_FLYROCDL_IR_PAYLOADLAYOUTS_H
#define FLY_LIB_DIALECT_FLYROCDL_IR_PAYLOADLAYOUTS_H

#include "fly/Dialect/Fly/IR/PayloadLayouts.h"

namespace mlir::fly_rocdl {
using fly::layoutFromText;
using fly::shapeMNK;
using fly::singleThread;
using fly::threadBits;
} // namespace mlir::fly_rocdl

#endif // FLY_LIB_DIALECT_FLYROCDL_IR_PAYLOADLAYOUTS_H
