//===- PayloadLayouts.h - Helpers for payload layouts ------------*- C++ -*-===//
#ifndef FLY_LIB_DIALECT_FLYROCDL_IR_PAYLOADLAYOUTS_H
#define FLY_LIB_DIALECT_FLYROCDL_IR_PAYLOADLAYOUTS_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

namespace mlir::fly_rocdl {

/// A static layout written in Fly syntax, e.g. "((16,4),4):((16,4),1)". The
/// texts are constants of this library; a malformed one is a programming
/// error reported as the layout 1:0.
fly::LayoutAttr layoutFromText(MLIRContext *ctx, llvm::StringRef text);

/// CuTe Layout<_1>: one thread, written 1:0.
fly::LayoutAttr singleThread(MLIRContext *ctx);

/// (1,bits):(0,1): one thread moving `bits` bits.
fly::LayoutAttr threadBits(MLIRContext *ctx, int64_t bits);

/// (M,N,K) as a static int tuple attribute.
fly::IntTupleAttr shapeMNK(MLIRContext *ctx, ArrayRef<int64_t> shape);

} // namespace mlir::fly_rocdl

#endif // FLY_LIB_DIALECT_FLYROCDL_IR_PAYLOADLAYOUTS_H
