//===- ViewValues.h - Reading and writing the values of views --*- C++ -*-===//
//
// Shared by the fly_rocdl atom lowerings: the values one lane holds in a
// (flattened, static) view as one vector, buffer byte offsets, and reading
// constant fields of an atom's state.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LIB_CONVERSION_FLYTOROCDL_VIEWVALUES_H
#define FLY_LIB_CONVERSION_FLYTOROCDL_VIEWVALUES_H

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"

#include "mlir/Transforms/DialectConversion.h"

namespace mlir::fly_rocdl {

using mlir::fly::areConsecutive;
using mlir::fly::emitCopyCall;
using mlir::fly::readValues;
using mlir::fly::valuesType;
using mlir::fly::writeValues;

/// Whether `as` is the `#fly_rocdl.buffer_desc` address space.
bool isBufferSpace(Attribute as);

/// The i32 byte offset of element `elemOffset` of a buffer view (its fat
/// pointer's offset plus the value offset), swizzled if the view is.
Value bufferByteOffset(OpBuilder &b, Location loc,
                       const mlir::fly::StaticView &view, int64_t elemOffset);

/// The same for a buffer fat pointer `fatPtr` (!llvm.struct<(ptr<8>, i32)>)
/// of `elemBits`-bit elements (a multiple of 8) and pointer swizzle `swizzle`
/// (null for none).
Value bufferByteOffset(OpBuilder &b, Location loc, Value fatPtr,
                       int64_t elemBits, mlir::fly::SwizzleAttr swizzle,
                       int64_t elemOffset);

/// The integer (or vector of i32) type the buffer intrinsics move `bits` as.
Type bufferWordType(MLIRContext *ctx, int64_t bits);

/// The constant a converted atom's state field `index` holds, followed
/// through the llvm.insertvalue chain that built it (0 from llvm.mlir.zero);
/// nullopt if it is not a compile-time constant.
std::optional<int64_t> constantStateField(Value atom, int64_t index);

/// The soffset operand (bytes) of a buffer atom call: its `soffset` field
/// (elements) times the element bytes.
FailureOr<Value> soffsetBytes(OpBuilder &b, Location loc, Value atom,
                              Type payload, int64_t elemBits,
                              function_ref<InFlightDiagnostic()> emitError);


} // namespace mlir::fly_rocdl

#endif // FLY_LIB_CONVERSION_FLYTOROCDL_VIEWVALUES_H
