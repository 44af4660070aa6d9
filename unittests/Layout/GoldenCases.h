//===- GoldenCases.h - The golden layout-algebra cases for tests -*- C++ -*-===//
//
// Shared by the golden unit tests: reading the golden cases
// (test/Golden/Inputs/layout-algebra.jsonl, path fixed at configure time:
// FLY_GOLDEN_JSONL), parsing each case's operands by kind, and running the
// case's op with the library.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_UNITTESTS_LAYOUT_GOLDENCASES_H
#define FLY_UNITTESTS_LAYOUT_GOLDENCASES_H

#include "fly/Layout/Algebra.h"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace fly::layout::golden {

struct Case {
  int line = 0;
  std::string op, expect, resultKind;
  std::vector<std::string> args, kinds;
};

/// Every case of the golden file (empty if it is missing); malformed lines
/// are reported as test failures.
std::vector<Case> loadCases();

/// One operand, parsed by kind.
struct Operand {
  std::optional<Layout> layout;
  std::optional<IntTuple> tuple;
  std::optional<Tile> tile;
};

Result<Operand> parseOperand(const std::string &text, const std::string &kind);

/// A golden result: a layout or an int tuple.
using Value = std::variant<Layout, IntTuple>;

/// Runs the case's op on `ops` (the parsed operands, possibly with dynamic
/// leaves).
Result<Value> runOp(const Case &c, const std::vector<Operand> &ops);

/// The printed form of a result.
std::string valueStr(const Value &v);

} // namespace fly::layout::golden

#endif // FLY_UNITTESTS_LAYOUT_GOLDENCASES_H
