//===- ROCDLBuilders.h - Small helpers for emitting rocdl ops ---*- C++ -*-===//
//
// The rocdl ops are built through their generated classes
// (mlir/Dialect/LLVMIR/ROCDLOps.h.inc), never by name, so an op that LLVM
// 22.1 does not have cannot be emitted. The memory ops take optional alias
// scopes and TBAA tags as their last builder arguments; the conversion sets
// none.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LIB_CONVERSION_FLYTOROCDL_ROCDLBUILDERS_H
#define FLY_LIB_CONVERSION_FLYTOROCDL_ROCDLBUILDERS_H

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/IR/Builders.h"

namespace mlir::fly_rocdl {

using mlir::fly::bitcastTo;
using mlir::fly::i32Const;

/// rocdl.raw.ptr.buffer.load of one `word` at byte offset `voffset`
/// (+ `soffset`) of the buffer resource `rsrc`, with cache bits `aux`.
inline Value bufferLoad(OpBuilder &b, Location loc, Type word, Value rsrc,
                        Value voffset, Value soffset, Value aux) {
  return ROCDL::RawPtrBufferLoadOp::create(b, loc, word, rsrc, voffset, soffset,
                                           aux, ArrayAttr(), ArrayAttr(),
                                           ArrayAttr());
}

/// The buffer ops that write `data` at a byte offset and return nothing:
/// rocdl.raw.ptr.buffer.store and the rocdl.raw.ptr.buffer.atomic.* ops,
/// which share the operands (data, rsrc, voffset, soffset, aux).
template <typename OpT>
void bufferWrite(OpBuilder &b, Location loc, Value data, Value rsrc,
                 Value voffset, Value soffset, Value aux) {
  OpT::create(b, loc, data, rsrc, voffset, soffset, aux, ArrayAttr(),
              ArrayAttr(), ArrayAttr());
}
using BufferWriteBuilder = void (*)(OpBuilder &, Location, Value, Value, Value,
                                    Value, Value);

} // namespace mlir::fly_rocdl

#endif // FLY_LIB_CONVERSION_FLYTOROCDL_ROCDLBUILDERS_H
