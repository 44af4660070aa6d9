//===- OpTypeText.cpp - Where an op's written types are in its text -------===//

#include "fly/Tools/OpTypeText.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir::fly::tools;
using llvm::StringRef;

namespace {

bool isOpen(char c) { return c == '(' || c == '[' || c == '{' || c == '<'; }
bool isClose(char c) { return c == ')' || c == ']' || c == '}' || c == '>'; }

/// Past the string literal starting at `i` (a '"').
size_t skipString(StringRef text, size_t i) {
  for (++i; i < text.size() && text[i] != '"'; ++i)
    if (text[i] == '\\')
      ++i;
  return std::min(i + 1, text.size());
}

/// Walks `text` from `i` to `end`: string literals and `->` are stepped
/// over whole, and `visit(i, depth)` sees every other character with the
/// bracket depth before it ((, [, { and < open; their pairs close). Stops at
/// the first character for which `visit` returns true and returns its
/// offset, or returns `end`.
template <typename Visit>
size_t walk(StringRef text, size_t i, size_t end, Visit visit) {
  int depth = 0;
  while (i < end) {
    char c = text[i];
    if (c == '"') {
      i = skipString(text, i);
      continue;
    }
    if (c == '-' && i + 1 < end && text[i + 1] == '>') {
      i += 2;
      continue;
    }
    if (visit(i, depth))
      return i;
    if (isOpen(c))
      ++depth;
    else if (isClose(c) && depth > 0)
      --depth;
    ++i;
  }
  return end;
}

/// Past the bracket group opening at `i`, or npos when it does not close.
size_t skipGroup(StringRef text, size_t i) {
  size_t close = walk(text, i, text.size(), [&](size_t j, int depth) {
    return isClose(text[j]) && depth == 1;
  });
  return close == text.size() ? StringRef::npos : close + 1;
}

size_t skipSpaces(StringRef text, size_t i, size_t end) {
  while (i < end && (text[i] == ' ' || text[i] == '\t'))
    ++i;
  return i;
}

Span trimmed(StringRef text, size_t b, size_t e) {
  while (b < e && llvm::isSpace(text[b]))
    ++b;
  while (e > b && llvm::isSpace(text[e - 1]))
    --e;
  return {b, e};
}

/// The end of the op starting at `start`: the newline at depth 0, a `//`
/// comment at depth 0, or a `{` at depth 0 that ends its line (a region).
size_t opEnd(StringRef text, size_t start) {
  return walk(text, start, text.size(), [&](size_t i, int depth) {
    if (depth != 0)
      return false;
    char c = text[i];
    if (c == '\n')
      return true;
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '/')
      return true;
    if (c != '{')
      return false;
    size_t j = skipSpaces(text, i + 1, text.size());
    return j >= text.size() || text[j] == '\n' ||
           text.substr(j).starts_with("//");
  });
}

} // namespace

std::optional<size_t> mlir::fly::tools::offsetOf(StringRef text, unsigned line,
                                                 unsigned column) {
  if (line == 0 || column == 0)
    return std::nullopt;
  size_t off = 0;
  for (unsigned l = 1; l < line; ++l) {
    size_t nl = text.find('\n', off);
    if (nl == StringRef::npos)
      return std::nullopt;
    off = nl + 1;
  }
  off += column - 1;
  if (off > text.size())
    return std::nullopt;
  return off;
}

llvm::SmallVector<Span> mlir::fly::tools::splitTopLevel(StringRef text,
                                                        size_t base) {
  llvm::SmallVector<Span> pieces;
  size_t start = 0;
  walk(text, 0, text.size(), [&](size_t i, int depth) {
    if (text[i] == ',' && depth == 0) {
      Span s = trimmed(text, start, i);
      pieces.push_back({s.first + base, s.second + base});
      start = i + 1;
    }
    return false;
  });
  Span s = trimmed(text, start, text.size());
  if (s.first < s.second || !pieces.empty())
    pieces.push_back({s.first + base, s.second + base});
  return pieces;
}

std::optional<OpTypeSpans> mlir::fly::tools::scanOpTypes(StringRef text,
                                                         size_t opName) {
  if (opName >= text.size())
    return std::nullopt;
  size_t end = opEnd(text, opName);
  OpTypeSpans spans;
  // The name, then an operand list `(...)` if one follows at once.
  size_t i = opName;
  while (i < end && (llvm::isAlnum(text[i]) || text[i] == '_' ||
                     text[i] == '.' || text[i] == '$'))
    ++i;
  if (i < end && text[i] == '(') {
    size_t close = skipGroup(text, i);
    if (close == StringRef::npos || close > end)
      return std::nullopt;
    spans.operands = splitTopLevel(text.slice(i + 1, close - 1), i + 1);
    i = close;
  }
  // The first `:` at depth 0 (attribute dictionaries nest theirs).
  size_t colon = walk(text, i, end, [&](size_t j, int depth) {
    return text[j] == ':' && depth == 0;
  });
  if (colon == end)
    return std::nullopt;
  size_t t = skipSpaces(text, colon + 1, end);
  if (t < end && text[t] == '(') {
    size_t close = skipGroup(text, t);
    if (close == StringRef::npos || close > end)
      return std::nullopt;
    spans.functional = true;
    spans.operandTypes = splitTopLevel(text.slice(t + 1, close - 1), t + 1);
    if (spans.operandTypes.size() == 1 &&
        spans.operandTypes[0].first == spans.operandTypes[0].second)
      spans.operandTypes.clear(); // `()`
    spans.resultsInsertAt = close;
    size_t a = skipSpaces(text, close, end);
    if (a + 1 < end && text[a] == '-' && text[a + 1] == '>') {
      spans.hasResults = true;
      spans.results = trimmed(text, a + 2, end);
    }
    return spans;
  }
  spans.hasResults = t < end;
  spans.results = trimmed(text, t, end);
  spans.resultsInsertAt = end;
  return spans;
}

std::optional<size_t> mlir::fly::tools::opNameOnLine(StringRef text,
                                                    size_t offset) {
  if (offset > text.size())
    return std::nullopt;
  size_t lineStart = text.rfind('\n', offset);
  lineStart = lineStart == StringRef::npos ? 0 : lineStart + 1;
  size_t i = skipSpaces(text, lineStart, text.size());
  if (i < text.size() && text[i] == '%') {
    size_t eq = text.find('=', i);
    size_t nl = text.find('\n', i);
    if (eq == StringRef::npos || (nl != StringRef::npos && eq > nl))
      return std::nullopt;
    i = skipSpaces(text, eq + 1, text.size());
  }
  if (i >= text.size() || !(llvm::isAlpha(text[i]) || text[i] == '_'))
    return std::nullopt;
  return i;
}
