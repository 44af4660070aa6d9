//===- PayloadSyntax.h - Parsing pieces of target payload types -*- C++ -*-===//
//
// The syntax pieces the target payload dialects (fly_rocdl, fly_nvvm) share:
// `MxNxK, (A, B) -> C` signatures and `, key = value` lists that may come in
// any order and omit keys.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_DIALECT_FLY_IR_PAYLOADSYNTAX_H
#define FLY_DIALECT_FLY_IR_PAYLOADSYNTAX_H

#include "mlir/IR/DialectImplementation.h"

namespace mlir::fly {

/// `, key = value` pairs until `>`; `parseValue(key)` parses one value and
/// fails for a key it does not know. A key given twice is an error.
ParseResult parsePayloadKeyValues(AsmParser &p,
                                  function_ref<ParseResult(StringRef)> parseValue);

/// `true` or `false`.
ParseResult parsePayloadBool(AsmParser &p, bool &out);

/// `MxNxK, (A, B) -> C`.
ParseResult parseShapeAndSignature(AsmParser &p, SmallVector<int64_t> &shape,
                                   Type &a, Type &b, Type &c);
void printShapeAndSignature(AsmPrinter &p, ArrayRef<int64_t> shape, Type a,
                            Type b, Type c);

inline const char *boolText(bool b) { return b ? "true" : "false"; }

} // namespace mlir::fly

#endif // FLY_DIALECT_FLY_IR_PAYLOADSYNTAX_H
