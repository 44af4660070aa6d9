//===- AlgebraDiagnostics.h - Algebra failures as diagnostics ---*- C++ -*-===//
//
// The layout algebra (fly/Layout) knows nothing of MLIR: a failed
// computation is a `Result<T>` holding a reason. MLIR code reports errors
// through an error-emitting callback (see "Reporting errors" in
// docs/architecture.md); this is the one place where the first becomes the
// second.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_DIALECT_FLY_IR_ALGEBRADIAGNOSTICS_H
#define FLY_DIALECT_FLY_IR_ALGEBRADIAGNOSTICS_H

#include "fly/Layout/Result.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/LLVM.h"

namespace mlir::fly {

/// The value of `result`; on failure, its reason appended to the diagnostic
/// `emitError` starts (the caller's context comes first) and failure. A
/// null `emitError` fails silently, as verifiers called without one do.
template <typename T>
FailureOr<T> toFailureOr(::fly::layout::Result<T> result,
                         function_ref<InFlightDiagnostic()> emitError) {
  if (result)
    return std::move(result).value();
  if (emitError)
    emitError() << result.error();
  return failure();
}

} // namespace mlir::fly

#endif // FLY_DIALECT_FLY_IR_ALGEBRADIAGNOSTICS_H
