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

/// Checks every atom used inside each `gpu.module` against the chip and
/// wave size of its `#rocdl.target`s; reports each violation at the op
/// using the atom. A module without a target is checked against
/// `pendingChip` and `pendingWaveSize` (0: the chip's default) when a chip
/// is given. With `rejectAttachedTargets`, a module that already has a
/// target is an error (its target is to be attached later).
LogicalResult checkROCDLTargets(Operation *root, StringRef pendingChip = {},
                                unsigned pendingWaveSize = 0,
                                bool rejectAttachedTargets = false);

/// An error at `root`, naming `passName`, if the chip option `chip` is not
/// empty and not a chip Fly targets.
LogicalResult checkChipOption(Operation *root, StringRef passName,
                              StringRef chip);

/// The chip `op` is compiled for: that of the first `#rocdl.target` of its
/// (enclosing) `gpu.module`, else `pendingChip` if not empty.
std::optional<StringRef> getTargetChip(Operation *op,
                                       StringRef pendingChip = {});

} // namespace mlir::fly_rocdl

#endif // FLY_CONVERSION_FLYTOROCDL_FLYTOROCDL_H
