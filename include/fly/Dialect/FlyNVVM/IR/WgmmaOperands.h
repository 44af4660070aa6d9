//===- WgmmaOperands.h - The shared-memory forms wgmma reads -----*- C++ -*-===//
//
// The canonical shared-memory layouts of a wgmma operand (PTX ISA "Matrix
// Descriptor Format", CuTe's GMMA layouts): checked once, for the verifiers
// of the ops that name a wgmma atom and for the lowering that builds the
// descriptor, so that both say the same thing.
//
//===----------------------------------------------------------------------===//

#ifndef FLY_DIALECT_FLYNVVM_IR_WGMMAOPERANDS_H
#define FLY_DIALECT_FLYNVVM_IR_WGMMAOPERANDS_H

#include "fly/Dialect/FlyNVVM/IR/FlyNVVMDialect.h"
#include "fly/Layout/Layout.h"

namespace mlir::fly_nvvm {

/// What the descriptor of an operand holds (offsets in elements).
struct WgmmaOperandForm {
  bool kMajor = true;
  int64_t lbo = 0; // MN-major: between runs of rows along M or N
  int64_t sbo = 0; // between 8-row (K-major) or 8-k (MN-major) groups
  int mode = 0;    // the descriptor's swizzle field: 1 = 128 B, 2 = 64, 3 = 32
};

/// Classifies a rows x K operand of `t` (rows 64 for A, N for B) whose value
/// (r, k) is at element offset `offsets[k * rows + r]`, elements of
/// `elemBits` bits, under the byte swizzle `byteSwizzle` (trivial: none).
/// Every mismatch is reported at `emitError` as "<t>: operand <role> ...".
FailureOr<WgmmaOperandForm>
classifyWgmmaOperand(WgmmaType t, ArrayRef<int64_t> offsets, int64_t elemBits,
                     const ::fly::layout::Swizzle &byteSwizzle, int64_t rows,
                     StringRef role,
                     function_ref<InFlightDiagnostic()> emitError);

/// The same check on a view type, where an op is verified: a shared-memory
/// !fly.memref whose first mode (`firstMode`: the per-call part of a
/// fly.gemm fragment (V, M|N, K)) or whole layout is one call's operand.
/// Views whose layout is not static enough to tell are left to the
/// lowering.
LogicalResult verifyWgmmaSharedOperand(WgmmaType t, Type view, bool firstMode,
                                       StringRef role,
                                       function_ref<InFlightDiagnostic()> emitError);

} // namespace mlir::fly_nvvm

#endif // FLY_DIALECT_FLYNVVM_IR_WGMMAOPERANDS_H
