//===- OpTypeText.h - Where an op's written types are in its text -*- C++ -*-===//
//
// The source positions of the types written after an op's `:` in Fly's
// printed forms, found in the text itself (the IR keeps no positions for
// them): `name(operands) {attrs} : (operand types) -> result types` and
// `name {attrs} : result types`. fly-fill-types and fly-lsp-server's quick
// fixes rewrite exactly these spans, so the rest of a file stays as written.
//
//===----------------------------------------------------------------------===//

#ifndef FLY_TOOLS_OPTYPETEXT_H
#define FLY_TOOLS_OPTYPETEXT_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <optional>
#include <utility>

namespace mlir::fly::tools {

/// A half-open byte range [begin, end) of a text.
using Span = std::pair<size_t, size_t>;

/// The written types of one op.
struct OpTypeSpans {
  /// `(operand types)` was written (the functional form).
  bool functional = false;
  /// Each operand's type in the functional form, in order.
  llvm::SmallVector<Span> operandTypes;
  /// `-> ...` (or, outside the functional form, the types after `:`) was
  /// written: `results` is the text after `->`, parentheses included.
  bool hasResults = false;
  Span results{0, 0};
  /// Where ` -> types` goes when the results were left out: right after
  /// the operand types' closing parenthesis.
  size_t resultsInsertAt = 0;
  /// The op's operand list `(...)` right after its name, when written so:
  /// each operand's span.
  llvm::SmallVector<Span> operands;
};

/// The byte offset of 1-based (line, column) in `text`, or std::nullopt
/// past its end.
std::optional<size_t> offsetOf(llvm::StringRef text, unsigned line,
                               unsigned column);

/// The types written for the op whose name starts at `opName` (the
/// location MLIR gives an op). The op ends at the end of its line at
/// bracket depth 0, at a `//` comment, or at a region's `{`. std::nullopt
/// when no `:` follows the name in that text.
std::optional<OpTypeSpans> scanOpTypes(llvm::StringRef text, size_t opName);

/// The start of the name of the op whose text contains `offset` on the same
/// line: the first token of the line after its `%results =`, if any.
std::optional<size_t> opNameOnLine(llvm::StringRef text, size_t offset);

/// `text` split at its top-level commas (brackets, `<>` and strings nest),
/// each piece trimmed: spans relative to `text`'s start plus `base`.
llvm::SmallVector<Span> splitTopLevel(llvm::StringRef text, size_t base);

} // namespace mlir::fly::tools

#endif // FLY_TOOLS_OPTYPETEXT_H
