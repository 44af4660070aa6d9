//===- UpstreamForms.h - Reading upstream ops printed by newer MLIR -*- C++ -*-===//
//
// FlyDSL's front end prints its modules with an MLIR newer than 22.1, and a
// few upstream ops (rocdl, llvm) changed their printed form since: keyword
// masks instead of integers, immediates instead of SSA operands, fast-math
// flags on casts. MLIR 22.1's parser rejects those texts, so they are
// rewritten into 22.1's form before parsing, the way LLVM's bitcode reader
// upgrades old IR. One rule per form (docs/reference/upstream-forms.md); text
// that 22.1 already reads is never changed, and a form that a rule knows the
// op of but not the spelling of (a newer keyword) is an error naming the op
// and the form.
//
// Rewrites keep every line where it was (new SSA values are defined on the
// line of the op that uses them), so diagnostics and expected-* annotations
// still point at the lines the user wrote.
//
//===----------------------------------------------------------------------===//

#ifndef FLY_ASMUPGRADE_UPSTREAMFORMS_H
#define FLY_ASMUPGRADE_UPSTREAMFORMS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"

#include <memory>
#include <string>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace mlir::fly {

/// What one upgrade did: the upgraded text (empty when nothing needed
/// upgrading: the input is the text then), how many forms each rule
/// rewrote, or the first error.
struct UpstreamUpgrade {
  std::string text;
  /// Rewrites per rule name, in rule order.
  llvm::SmallVector<std::pair<llvm::StringRef, unsigned>> rewrites;
  /// Set when a form could not be upgraded: byte offset into the input and
  /// the message (which names the op and the form).
  bool failed = false;
  size_t errorOffset = 0;
  std::string errorMessage;

  unsigned totalRewrites() const;
};

/// Rewrites the upstream forms newer than MLIR 22.1 in `text`.
UpstreamUpgrade upgradeUpstreamForms(llvm::StringRef text);

/// Upgrades a whole input buffer for a tool: returns the buffer itself when
/// nothing changed, a new buffer with the same identifier when something
/// did, or null after printing `file:line:col: error: ...` to `errs`.
std::unique_ptr<llvm::MemoryBuffer>
upgradeUpstreamForms(std::unique_ptr<llvm::MemoryBuffer> buffer,
                     llvm::raw_ostream &errs);

} // namespace mlir::fly

#endif // FLY_ASMUPGRADE_UPSTREAMFORMS_H
