//===- Text.cpp - String token source and parse entry points --------------===//
//
// Feeds TextParser from a std::string_view. Only the first error is kept (the
// parser may report follow-up errors while unwinding); it carries the byte
// offset where it was detected.
//
//===----------------------------------------------------------------------===//
#include "fly/Layout/Text.h"
#include "fly/Layout/TextParser.h"

#include <cctype>
#include <optional>

namespace fly::layout {
namespace {

// The "C" locale's character classes, inline: the <cctype> functions are
// calls into libc, made for every character of every type text.
bool isSpaceChar(char c) {
  return c == ' ' || (c >= '\t' && c <= '\r');
}
bool isDigitChar(char c) { return c >= '0' && c <= '9'; }
bool isAlphaChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

class StringTokenSource {
public:
  explicit StringTokenSource(std::string_view text) : text(text) {}

  bool punct(char c) {
    if (!pendingKeyword.empty())
      return false;
    skipSpace();
    if (pos < text.size() && text[pos] == c) {
      ++pos;
      return true;
    }
    return false;
  }

  IntStatus integer(int64_t &v) {
    if (!pendingKeyword.empty())
      return IntStatus::Absent;
    skipSpace();
    size_t p = pos;
    bool neg = false;
    if (p < text.size() && text[p] == '-') {
      neg = true;
      ++p;
    }
    if (p >= text.size() || !isDigitChar(text[p]))
      return IntStatus::Absent;
    size_t start = pos;
    // Accumulate as a negative number so INT64_MIN is representable.
    int64_t acc = 0;
    while (p < text.size() && isDigitChar(text[p])) {
      int digit = text[p] - '0';
      if (acc < (INT64_MIN + digit) / 10) {
        pos = start;
        error("integer literal does not fit in 64 bits");
        return IntStatus::Error;
      }
      acc = acc * 10 - digit;
      ++p;
    }
    if (!neg) {
      if (acc == INT64_MIN) {
        pos = start;
        error("integer literal does not fit in 64 bits");
        return IntStatus::Error;
      }
      acc = -acc;
    }
    v = acc;
    pos = p;
    return IntStatus::Ok;
  }

  bool keyword(std::string &kw) {
    if (!pendingKeyword.empty()) {
      kw = std::move(pendingKeyword);
      pendingKeyword.clear();
      return true;
    }
    skipSpace();
    if (pos >= text.size())
      return false;
    char c = text[pos];
    if (!(isAlphaChar(c) || c == '_'))
      return false;
    size_t start = pos;
    while (pos < text.size() &&
           (isAlphaChar(text[pos]) || isDigitChar(text[pos]) ||
            text[pos] == '_'))
      ++pos;
    kw = std::string(text.substr(start, pos - start));
    return true;
  }

  void unreadKeyword(std::string kw) { pendingKeyword = std::move(kw); }

  void error(const std::string &msg) {
    if (message)
      return;
    size_t at = pos;
    if (!pendingKeyword.empty() && at >= pendingKeyword.size())
      at -= pendingKeyword.size();
    message = msg + " at offset " + std::to_string(at);
  }

  /// The whole input must be consumed.
  bool finish() {
    if (message)
      return false;
    if (!pendingKeyword.empty()) {
      error("unexpected '" + pendingKeyword + "'");
      return false;
    }
    skipSpace();
    if (pos != text.size()) {
      error("unexpected trailing text '" + std::string(text.substr(pos)) + "'");
      return false;
    }
    return true;
  }

  Failure failure() const {
    return fail(message ? *message : std::string("parse error"));
  }

private:
  void skipSpace() {
    while (pos < text.size() && isSpaceChar(text[pos]))
      ++pos;
  }

  std::string_view text;
  size_t pos = 0;
  std::string pendingKeyword;
  std::optional<std::string> message;
};

template <typename T, typename Fn>
Result<T> parseWith(std::string_view text, Fn &&fn) {
  StringTokenSource tok(text);
  TextParser<StringTokenSource> parser(tok);
  std::optional<T> v = fn(parser);
  if (!v || !tok.finish())
    return tok.failure();
  return std::move(*v);
}

} // namespace

Result<IntTuple> parseIntTuple(std::string_view text) {
  return parseWith<IntTuple>(text, [](auto &p) { return p.parseIntTuple(); });
}
Result<Layout> parseLayout(std::string_view text) {
  return parseWith<Layout>(text, [](auto &p) { return p.parseLayout(); });
}
Result<Swizzle> parseSwizzle(std::string_view text) {
  return parseWith<Swizzle>(text, [](auto &p) { return p.parseSwizzle(); });
}
Result<CoordSwizzle> parseCoordSwizzle(std::string_view text) {
  return parseWith<CoordSwizzle>(text,
                                 [](auto &p) { return p.parseCoordSwizzle(); });
}
Result<LayoutFn> parseLayoutFn(std::string_view text) {
  return parseWith<LayoutFn>(text, [](auto &p) { return p.parseLayoutFn(); });
}
Result<Tile> parseTile(std::string_view text) {
  return parseWith<Tile>(text, [](auto &p) { return p.parseTile(); });
}

} // namespace fly::layout
