//===- CopyPredicate.h - The forms of a fly.copy predicate -------*- C++ -*-===//
//
// One rule for what a predicate of fly.copy may look like, read by the op's
// verifier (which names the shapes that fit) and by fly-expand-copy-gemm
// (which guards each call with the element the form picks).
//
//===----------------------------------------------------------------------===//

#ifndef FLY_DIALECT_FLY_IR_COPYPREDICATE_H
#define FLY_DIALECT_FLY_IR_COPYPREDICATE_H

#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <optional>

namespace mlir::fly {

/// How a predicate guards the calls of a copy over views (V, REST...).
enum class PredForm {
  PerValue, // the views' shape: the element of the call's first value
  PerCall,  // mode 0 has one element per call of V
  PerRest,  // no V mode: one element per rest coordinate
};

/// The form of a predicate with mode extents `pred` for views with mode
/// extents `views` copied `valuesPerCall` values a call; std::nullopt when
/// it fits none.
inline std::optional<PredForm> copyPredicateForm(llvm::ArrayRef<int64_t> views,
                                                 llvm::ArrayRef<int64_t> pred,
                                                 int64_t valuesPerCall) {
  if (views.empty() || valuesPerCall <= 0)
    return std::nullopt;
  llvm::ArrayRef<int64_t> rest = views.drop_front();
  int64_t calls0 = views.front() / valuesPerCall;
  if (pred.size() == views.size() && pred.drop_front() == rest) {
    if (pred.front() == views.front())
      return PredForm::PerValue;
    if (pred.front() == calls0)
      return PredForm::PerCall;
  }
  if (pred == rest && !rest.empty())
    return PredForm::PerRest;
  return std::nullopt;
}

} // namespace mlir::fly

#endif // FLY_DIALECT_FLY_IR_COPYPREDICATE_H
