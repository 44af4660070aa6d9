//===- PayloadSyntax.cpp - Parsing pieces of target payload types ---------===//

#include "fly/Dialect/Fly/IR/PayloadSyntax.h"

#include "llvm/ADT/DenseSet.h"

using namespace mlir;

ParseResult mlir::fly::parsePayloadKeyValues(
    AsmParser &p, function_ref<ParseResult(StringRef)> parseValue) {
  llvm::SmallDenseSet<StringRef> seen;
  while (succeeded(p.parseOptionalComma())) {
    SMLoc loc = p.getCurrentLocation();
    StringRef key;
    if (p.parseKeyword(&key) || p.parseEqual())
      return failure();
    if (!seen.insert(key).second)
      return p.emitError(loc, "parameter '") << key << "' given twice";
    if (parseValue(key))
      return p.emitError(loc, "unknown or malformed parameter '") << key << "'";
  }
  return p.parseGreater();
}

ParseResult mlir::fly::parsePayloadBool(AsmParser &p, bool &out) {
  if (succeeded(p.parseOptionalKeyword("true"))) {
    out = true;
    return success();
  }
  if (succeeded(p.parseOptionalKeyword("false"))) {
    out = false;
    return success();
  }
  return p.emitError(p.getCurrentLocation(), "expected true or false");
}

ParseResult mlir::fly::parseShapeAndSignature(AsmParser &p,
                                              SmallVector<int64_t> &shape,
                                              Type &a, Type &b, Type &c) {
  SMLoc loc = p.getCurrentLocation();
  if (p.parseDimensionList(shape, /*allowDynamic=*/false,
                           /*withTrailingX=*/false))
    return failure();
  if (shape.size() != 3)
    return p.emitError(loc, "expected an MxNxK shape");
  return failure(p.parseComma() || p.parseLParen() || p.parseType(a) ||
                 p.parseComma() || p.parseType(b) || p.parseRParen() ||
                 p.parseArrow() || p.parseType(c));
}

void mlir::fly::printShapeAndSignature(AsmPrinter &p, ArrayRef<int64_t> shape,
                                       Type a, Type b, Type c) {
  llvm::interleave(shape, p.getStream(), "x");
  p << ", (" << a << ", " << b << ") -> " << c;
}
