//===- FlyToROCDL.h - Fly with the AMD atoms to LLVM/ROCDL ------*- C++ -*-===//
//
// convert-fly-to-rocdl = the target-neutral pieces of FlyToLLVM.h plus the
// fly_rocdl payloads, so an embedding compiler can assemble its own
// conversion:
//
//   TypeConverter tc;
//   populateFlyToLLVMTypeConversions(tc);
//   populateFlyToROCDLTypeConversions(tc);
//   configureFlyToLLVMConversionTarget(target, tc);
//   populateFlyToLLVMPatterns(tc, patterns);
//   populateFlyToROCDLPatterns(tc, patterns);
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
void populateFlyToROCDLPatterns(const TypeConverter &converter,
                                RewritePatternSet &patterns);
void populateFlyROCDLBufferPatterns(const TypeConverter &converter,
                                    RewritePatternSet &patterns);
/// LDS DMA copies and transposing LDS reads.
void populateFlyROCDLLdsPatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns);
/// fly.get_dyn_shared -> the module's `[0 x i8]` LDS global.
void populateFlyROCDLSharedMemoryPatterns(const TypeConverter &converter,
                                          RewritePatternSet &patterns);
/// gfx1250.tdm calls -> rocdl.tensor.load.to.lds / tensor.store.from.lds.
void populateFlyROCDLTensorDataMoverPatterns(const TypeConverter &converter,
                                             RewritePatternSet &patterns);
void populateFlyROCDLMmaPatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns);

/// Checks every atom used inside each `gpu.module` with a `#rocdl.target`
/// against its chip and wave size; reports each violation at the op using
/// the atom.
LogicalResult checkROCDLTargets(Operation *root);

} // namespace mlir::fly_rocdl

#endif // FLY_CONVERSION_FLYTOROCDL_FLYTOROCDL_H
