//===- PayloadLayouts.h - Layouts for target atom payloads ------*- C++ -*-===//
//
// Small constructors the target payload dialects (fly_rocdl, fly_nvvm) use to
// state their thread and thread-value layouts: each payload's layouts are
// constants of the hardware, most clearly written in Fly's own syntax.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_DIALECT_FLY_IR_PAYLOADLAYOUTS_H
#define FLY_DIALECT_FLY_IR_PAYLOADLAYOUTS_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

namespace mlir::fly {

/// A static layout written in Fly syntax, e.g. "((16,4),4):((16,4),1)". The
/// texts are constants of the payload libraries; a malformed one is a
/// programming error reported as the layout 1:0.
LayoutAttr layoutFromText(MLIRContext *ctx, llvm::StringRef text);

/// CuTe Layout<_1>: one thread, written 1:0.
LayoutAttr singleThread(MLIRContext *ctx);

/// (1,bits):(0,1): one thread moving `bits` bits.
LayoutAttr threadBits(MLIRContext *ctx, int64_t bits);

/// (M,N,K) as a static int tuple attribute.
IntTupleAttr shapeMNK(MLIRContext *ctx, ArrayRef<int64_t> shape);

/// "16x8x16": an atom shape as payload syntax and messages write it.
std::string shapeText(ArrayRef<int64_t> shape);

} // namespace mlir::fly

#endif // FLY_DIALECT_FLY_IR_PAYLOADLAYOUTS_H
