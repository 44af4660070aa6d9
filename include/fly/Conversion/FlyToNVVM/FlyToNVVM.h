//===- FlyToNVVM.h - Fly with the NVIDIA atoms to LLVM/NVVM -----*- C++ -*-===//
//
// convert-fly-to-nvvm = the target-neutral pieces of FlyToLLVM.h plus the
// fly_nvvm payloads, so an embedding compiler can assemble its own
// conversion:
//
//   TypeConverter tc;
//   populateFlyToLLVMTypeConversions(tc, 0);   // NVPTX registers: generic
//   populateFlyToNVVMTypeConversions(tc);
//   configureFlyToLLVMConversionTarget(target, tc);
//   populateFlyToLLVMPatterns(tc, patterns);
//   populateFlyToNVVMPatterns(tc, patterns);
//
// Which chip runs which payload is checked by fly-nvvm-check-target
// (fly/Dialect/FlyNVVM/IR/Chips.h), which --fly-nvvm-pipeline runs first.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_CONVERSION_FLYTONVVM_FLYTONVVM_H
#define FLY_CONVERSION_FLYTONVVM_FLYTONVVM_H

#include "mlir/Transforms/DialectConversion.h"

namespace mlir::fly_nvvm {

/// Stateless fly_nvvm atoms -> the empty struct (tma_load's state struct
/// comes from the neutral conversion).
void populateFlyToNVVMTypeConversions(TypeConverter &converter);

/// The fly_nvvm atom calls.
void populateFlyToNVVMPatterns(const TypeConverter &converter,
                               RewritePatternSet &patterns);
/// mma_sync calls (on register views and in SSA form) -> nvvm.mma.sync, or
/// the PTX instruction as inline assembly where 22.1's op has no form (the
/// 8-bit float MMAs).
void populateFlyNVVMMmaPatterns(const TypeConverter &converter,
                                RewritePatternSet &patterns);
/// wgmma calls -> wgmma.mma_async (inline PTX) with matrix descriptors
/// computed from the shared-memory views.
void populateFlyNVVMWgmmaPatterns(const TypeConverter &converter,
                                  RewritePatternSet &patterns);
/// ldmatrix and stmatrix calls -> nvvm.ldmatrix / nvvm.stmatrix.
void populateFlyNVVMMatrixCopyPatterns(const TypeConverter &converter,
                                       RewritePatternSet &patterns);
/// tma_load calls -> nvvm.cp.async.bulk.tensor.shared.cluster.global.
void populateFlyNVVMTmaPatterns(const TypeConverter &converter,
                                RewritePatternSet &patterns);
/// cp_async calls -> nvvm.cp.async.shared.global.
void populateFlyNVVMCpAsyncPatterns(const TypeConverter &converter,
                                    RewritePatternSet &patterns);

} // namespace mlir::fly_nvvm

#endif // FLY_CONVERSION_FLYTONVVM_FLYTONVVM_H
