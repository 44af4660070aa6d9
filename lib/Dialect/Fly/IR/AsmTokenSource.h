//===- AsmTokenSource.h - MLIR tokens for the layout TextParser -*- C++ -*-===//
//
// Adapts mlir::AsmParser to the token-source interface of
// fly/Layout/TextParser.h, so attribute and type bodies are parsed by the same
// grammar as the algebra library's string parser, with MLIR locations.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LIB_DIALECT_FLY_IR_ASMTOKENSOURCE_H
#define FLY_LIB_DIALECT_FLY_IR_ASMTOKENSOURCE_H

#include "fly/Layout/TextParser.h"

#include "mlir/IR/OpImplementation.h"

#include <optional>
#include <string>

namespace mlir::fly {

class AsmTokenSource {
public:
  explicit AsmTokenSource(AsmParser &parser) : parser(parser) {}

  bool punct(char c) {
    if (pending)
      return false;
    switch (c) {
    case '(':
      return succeeded(parser.parseOptionalLParen());
    case ')':
      return succeeded(parser.parseOptionalRParen());
    case '[':
      return succeeded(parser.parseOptionalLSquare());
    case ']':
      return succeeded(parser.parseOptionalRSquare());
    case '{':
      return succeeded(parser.parseOptionalLBrace());
    case '}':
      return succeeded(parser.parseOptionalRBrace());
    case '<':
      return succeeded(parser.parseOptionalLess());
    case '>':
      return succeeded(parser.parseOptionalGreater());
    case ',':
      return succeeded(parser.parseOptionalComma());
    case ':':
      return succeeded(parser.parseOptionalColon());
    case '?':
      return succeeded(parser.parseOptionalQuestion());
    case '*':
      return succeeded(parser.parseOptionalStar());
    case '=':
      return succeeded(parser.parseOptionalEqual());
    case '|':
      return succeeded(parser.parseOptionalVerticalBar());
    default:
      return false;
    }
  }

  ::fly::layout::IntStatus integer(int64_t &v) {
    if (pending)
      return ::fly::layout::IntStatus::Absent;
    OptionalParseResult r = parser.parseOptionalInteger(v);
    if (!r.has_value())
      return ::fly::layout::IntStatus::Absent;
    return succeeded(*r) ? ::fly::layout::IntStatus::Ok
                         : ::fly::layout::IntStatus::Error;
  }

  bool keyword(std::string &kw) {
    if (pending) {
      kw = std::move(*pending);
      pending.reset();
      return true;
    }
    StringRef k;
    if (failed(parser.parseOptionalKeyword(&k)))
      return false;
    kw = k.str();
    return true;
  }

  void unreadKeyword(std::string kw) { pending = std::move(kw); }

  void error(const std::string &msg) {
    parser.emitError(parser.getCurrentLocation(), msg);
  }

  /// Fails (with a diagnostic) when a keyword was read ahead but not used.
  LogicalResult finish() {
    if (!pending)
      return success();
    parser.emitError(parser.getCurrentLocation(),
                     "unexpected '" + *pending + "'");
    return failure();
  }

private:
  AsmParser &parser;
  std::optional<std::string> pending;
};

} // namespace mlir::fly

#endif // FLY_LIB_DIALECT_FLY_IR_ASMTOKENSOURCE_H
