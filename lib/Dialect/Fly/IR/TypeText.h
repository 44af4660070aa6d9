//===- TypeText.h - Fly types straight from their text -----------*- C++ -*-===//
//
// The dialect's type parser sees the whole text of a type (`layout<(4,8):(1,4)>`)
// before it reads any token. Two shortcuts use that text; neither reports
// errors: whenever they decline, the type is parsed token by token as before,
// which gives the same type or the same diagnostic.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LIB_DIALECT_FLY_IR_TYPETEXT_H
#define FLY_LIB_DIALECT_FLY_IR_TYPETEXT_H

#include "mlir/IR/Types.h"

namespace mlir::fly {

/// Whether the type written as `spec` may be memoized by its text: it names
/// no alias and no other dialect's symbol (no `!`, `#` or string), so the
/// same text always denotes the same type in one context.
bool isMemoizableTypeText(StringRef spec);

/// `int_tuple<...>` and `layout<...>` parsed from the characters of `spec`,
/// or null when the text is not in the plain subset handled here (spaces,
/// decimal integers that fit comfortably in 64 bits, and the layout
/// grammar's punctuation and words) or is not a valid type.
Type parseTypeTextFast(MLIRContext *ctx, StringRef spec);

} // namespace mlir::fly

#endif // FLY_LIB_DIALECT_FLY_IR_TYPETEXT_H
