//===- TypeText.cpp - Fly types straight from their text ------------------===//
//
// The token-by-token parser asks MLIR's lexer for every parenthesis, comma
// and integer of a layout; most of a module's parse time went there. Plain
// int tuples and layouts are instead read from the characters by the
// library's string parser (the same TextParser grammar), restricted to text
// on which both token sources agree: no tabs, newlines or comments, no
// `0x`/`true`/`false` integers (the string source declines them), no
// integer near the 64-bit limits. Anything else is left to the token parser.
//
//===----------------------------------------------------------------------===//

#include "TypeText.h"
#include "BodySyntax.h"

#include "fly/Dialect/Fly/IR/FlyDialect.h"
#include "fly/Layout/Text.h"

using namespace mlir;
using namespace mlir::fly;

bool mlir::fly::isMemoizableTypeText(StringRef spec) {
  // Three memchr scans: find_first_of builds a 256-bit set on every call.
  return spec.find('!') == StringRef::npos &&
         spec.find('#') == StringRef::npos &&
         spec.find('"') == StringRef::npos;
}

/// The characters the plain subset allows, and integers of at most 18
/// digits (both token sources read those identically).
static bool isPlainLayoutText(StringRef body) {
  size_t digits = 0;
  for (char c : body) {
    if (c >= '0' && c <= '9') {
      if (++digits > 18)
        return false;
      continue;
    }
    digits = 0;
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
      continue;
    switch (c) {
    case '_':
    case ' ':
    case '(':
    case ')':
    case ',':
    case ':':
    case '?':
    case '*':
    case '{':
    case '}':
    case '=':
    case '-':
      continue;
    default:
      return false;
    }
  }
  return true;
}

Type mlir::fly::parseTypeTextFast(MLIRContext *ctx, StringRef spec) {
  size_t open = spec.find('<');
  if (open == StringRef::npos || !spec.ends_with(">"))
    return {};
  StringRef mnemonic = spec.take_front(open);
  StringRef body = spec.slice(open + 1, spec.size() - 1);
  if (!isPlainLayoutText(body))
    return {};
  std::string_view text(body.data(), body.size());
  if (mnemonic == "int_tuple") {
    algebra::Result<algebra::IntTuple> value = algebra::parseIntTuple(text);
    if (!value)
      return {};
    return IntTupleType::get(ctx, IntTupleAttr::get(ctx, *value));
  }
  if (mnemonic == "layout") {
    algebra::Result<algebra::Layout> value = algebra::parseLayout(text);
    if (!value)
      return {};
    // The token parser reports an invalid layout; here it only declines.
    if (!isValidLayout(value->shape, value->stride))
      return {};
    return LayoutType::get(ctx, LayoutAttr::get(ctx, *value));
  }
  return {};
}
