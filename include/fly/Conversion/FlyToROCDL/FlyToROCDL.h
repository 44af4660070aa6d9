//===- FlyToROCDL.h - Fly with the AMD atoms to LLVM/ROCDL ------*- C++ -*-===//
//
// convert-fly-to-rocdl = the target-neutral pieces of FlyToLLVM.h plus the
// fly_rocdl payloads, so an embedding compiler can assemble its own
// conversion:
//
//   TypeConverter tc;
//   populateFlyToLLVMTypeConversions(tc, kAMDGPUPrivateAddressSpace);
//   populateFlyToROCDLTypeConversions(tc);
//   configureFlyToLLVMConversionTarget(target, tc);
//   populateFlyToLLVMPatterns(tc, patterns);
//   populateFlyToROCDLPatterns(tc, patterns);
//
// The chip checks it runs first (checkROCDLTargets) are in
// fly/Dialect/FlyROCDL/Transforms/Passes.h.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_CONVERSION_FLYTOROCDL_FLYTOROCDL_H
#define FLY_CONVERSION_FLYTOROCDL_FLYTOROCDL_H

#include "mlir/Transforms/DialectConversion.h"

namespace mlir::fly_rocdl {

/// Buffer pointers and views -> `!llvm.struct<(ptr<8>, i32)>` (resource,
/// element offset); stateless fly_rocdl atoms -> the empty struct (stateful
/// ones are handled by the target-neutral state conversion).
void populateFlyToROCDLTypeConversions(TypeConverter &converter);

/// Buffer pointer ops (make_ptr, add_offset, get_buffer_rsrc) and the
/// fly_rocdl atom calls.
/// `pendingChip` is the chip of gpu.modules without a #rocdl.target (for
/// the default buffer-descriptor flags).
void populateFlyToROCDLPatterns(const TypeConverter &converter,
                                RewritePatternSet &patterns,
                                StringRef pendingChip = {});
void populateFlyROCDLBufferPatterns(const TypeConverter &converter,
                                    RewritePatternSet &patterns,
                                    StringRef pendingChip = {});
/// LDS DMA copies and transposing LDS reads.
void populateFlyROCDLLdsPatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns);
/// gfx1250.tdm calls -> rocdl.tensor.load.to.lds / tensor.store.from.lds.
void populateFlyROCDLTensorDataMoverPatterns(const TypeConverter &converter,
                                             RewritePatternSet &patterns);
void populateFlyROCDLMmaPatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns);

} // namespace mlir::fly_rocdl

#endif // FLY_CONVERSION_FLYTOROCDL_FLYTOROCDL_H
