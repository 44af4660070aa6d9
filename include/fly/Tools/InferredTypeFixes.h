//===- InferredTypeFixes.h - Writing the types Fly infers --------*- C++ -*-===//
//
// Fly infers the result types of its ops and checks them against the
// written ones. These functions turn the two diagnostics that follow from a
// wrong or missing written type into text edits of the source:
//   - "'OP' op inferred type(s) 'X' are incompatible with return type(s) of
//     operation 'Y'" (at the op): its written result types become X;
//   - "use of value '%v' expects different type than prior uses: 'A' vs
//     'B'" (at a use): that operand's written type becomes B, the type of
//     the value;
// and run them to a fixed point over a whole file, adding the result types
// an op left out, so that the file verifies and keeps everything else as
// written (fly-fill-types; fly-lsp-server's quick fixes).
//
//===----------------------------------------------------------------------===//

#ifndef FLY_TOOLS_INFERREDTYPEFIXES_H
#define FLY_TOOLS_INFERREDTYPEFIXES_H

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir::fly::tools {

/// Replace `length` bytes at `offset` by `text`.
struct TextEdit {
  size_t offset = 0;
  size_t length = 0;
  std::string text;
};

/// The file's type aliases (`!name = type` at the start of a line), by
/// their bodies with white space removed: a type to write is written as its
/// alias when it has one.
class TypeAliases {
public:
  explicit TypeAliases(llvm::StringRef text);
  /// `printed` (a type as MLIR prints it), or the alias whose body it is.
  std::string spell(llvm::StringRef printed) const;
  /// The byte range of the body of alias `name` (with its `!`), if the
  /// file defines it.
  std::optional<std::pair<size_t, size_t>> body(llvm::StringRef name) const;

private:
  llvm::StringMap<std::string> byBody;
  llvm::StringMap<std::pair<size_t, size_t>> bodies;
};

/// The edit that fixes `message`, an error at byte `offset` of `text` (the
/// op's name for an op's error, the value's use for a use's), or
/// std::nullopt when it is not one of the two type errors above or its
/// types are not written in a form this finds.
std::optional<TextEdit> fixForDiagnostic(llvm::StringRef text, size_t offset,
                                         llvm::StringRef message,
                                         const TypeAliases &aliases);

/// `edits` applied to `text`, in any order; an edit that overlaps a later
/// one is left out. `applied`, if given, counts the ones made.
std::string applyEdits(llvm::StringRef text, std::vector<TextEdit> edits,
                       unsigned *applied = nullptr);

/// What fillInferredTypes did.
struct FillResult {
  bool ok = false;
  std::string text;       // the rewritten file (when ok)
  unsigned rounds = 0;    // parse-and-verify rounds
  unsigned edits = 0;     // types written
  std::string error;      // the first error no type edit fixes (when !ok)
};

/// Rewrites `text` until it parses and verifies: every fixable type error
/// is fixed, every op that infers its results and left them out gets them
/// written; stops at the first other error, or after `maxRounds`. `!_` (when
/// the file does not define that alias) is a placeholder for a type to be
/// filled: an operand type not known yet.
FillResult fillInferredTypes(llvm::StringRef text, MLIRContext &context,
                             llvm::StringRef bufferName,
                             unsigned maxRounds = 100000);

} // namespace mlir::fly::tools

#endif // FLY_TOOLS_INFERREDTYPEFIXES_H
