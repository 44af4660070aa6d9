//===- GoldenCases.cpp - The golden layout-algebra cases for tests --------===//

#include "GoldenCases.h"

#include "fly/Layout/Text.h"

#include <gtest/gtest.h>

#include <cctype>
#include <fstream>
#include <map>

namespace fly::layout::golden {
namespace {

/// Just enough JSON for the golden file: objects of strings and arrays of
/// strings.
class MiniJson {
public:
  explicit MiniJson(const std::string &s) : s(s) {}

  bool parseCase(Case &c) {
    if (!lit('{'))
      return false;
    do {
      std::string key;
      if (!str(key) || !lit(':'))
        return false;
      if (peek() == '[') {
        std::vector<std::string> v;
        if (!arr(v))
          return false;
        if (key == "args")
          c.args = v;
        else if (key == "kinds")
          c.kinds = v;
      } else {
        std::string v;
        if (!str(v))
          return false;
        if (key == "op")
          c.op = v;
        else if (key == "expect")
          c.expect = v;
        else if (key == "result_kind")
          c.resultKind = v;
      }
    } while (lit(','));
    return lit('}');
  }

private:
  void ws() {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i])))
      ++i;
  }
  char peek() {
    ws();
    return i < s.size() ? s[i] : '\0';
  }
  bool lit(char c) {
    if (peek() != c)
      return false;
    ++i;
    return true;
  }
  bool str(std::string &out) {
    if (!lit('"'))
      return false;
    while (i < s.size() && s[i] != '"') {
      if (s[i] == '\\' && i + 1 < s.size())
        ++i;
      out += s[i++];
    }
    return lit('"');
  }
  bool arr(std::vector<std::string> &out) {
    if (!lit('['))
      return false;
    if (lit(']'))
      return true;
    do {
      std::string v;
      if (!str(v))
        return false;
      out.push_back(v);
    } while (lit(','));
    return lit(']');
  }
  const std::string &s;
  size_t i = 0;
};

} // namespace

std::vector<Case> loadCases() {
  std::vector<Case> cases;
  std::ifstream in(FLY_GOLDEN_JSONL);
  if (!in)
    return cases;
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    ++n;
    if (line.empty())
      continue;
    Case c;
    c.line = n;
    MiniJson j(line);
    if (j.parseCase(c))
      cases.push_back(c);
    else
      ADD_FAILURE() << "golden line " << n << " is not valid JSON: " << line;
  }
  return cases;
}

Result<Operand> parseOperand(const std::string &text, const std::string &kind) {
  Operand o;
  if (kind == "layout") {
    FLY_TRY(l, parseLayout(text));
    o.layout = l;
  } else if (kind == "int_tuple") {
    FLY_TRY(t, parseIntTuple(text));
    o.tuple = t;
  } else if (kind == "tile") {
    FLY_TRY(t, parseTile(text));
    o.tile = t;
  } else {
    return fail("unknown operand kind " + kind);
  }
  return o;
}

namespace {
template <typename T> Result<Value> wrap(Result<T> r) {
  if (!r)
    return r.failure();
  return Value(std::move(r).value());
}

using LayoutOp = Result<Layout> (*)(const Layout &, const Layout &);
using TileOp = Result<Layout> (*)(const Layout &, const Tile &);

/// The algebra function of the golden op (the dispatch of GoldenTest.cpp).
} // namespace

Result<Value> runOp(const Case &c, const std::vector<Operand> &ops) {
  auto L = [&](size_t i) -> const Layout & { return *ops[i].layout; };
  static const std::map<std::string, std::pair<LayoutOp, TileOp>> binary = {
      {"composition", {&composition, &composition}},
      {"logical_divide", {&logicalDivide, &logicalDivide}},
      {"zipped_divide", {&zippedDivide, &zippedDivide}},
      {"tiled_divide", {&tiledDivide, &tiledDivide}},
      {"flat_divide", {&flatDivide, &flatDivide}},
      {"logical_product", {&logicalProduct, nullptr}},
      {"zipped_product", {&zippedProduct, nullptr}},
      {"tiled_product", {&tiledProduct, nullptr}},
      {"flat_product", {&flatProduct, nullptr}},
      {"blocked_product", {&blockedProduct, nullptr}},
      {"raked_product", {&rakedProduct, nullptr}},
  };
  if (ops.empty())
    return fail("no operands");
  auto it = binary.find(c.op);
  if (it != binary.end()) {
    if (ops.size() < 2 || !ops[0].layout)
      return fail("bad operands");
    if (ops[1].layout)
      return wrap(it->second.first(L(0), L(1)));
    if (ops[1].tile && it->second.second)
      return wrap(it->second.second(L(0), *ops[1].tile));
    return fail("bad second operand");
  }
  if (c.op == "coalesce") {
    if (ops.size() == 2)
      return wrap(coalesce(L(0), *ops[1].tuple));
    return wrap(coalesce(L(0)));
  }
  if (c.op == "complement") {
    std::optional<IntTuple> m;
    if (ops.size() == 2)
      m = *ops[1].tuple;
    return wrap(complement(L(0), m));
  }
  if (c.op == "right_inverse")
    return wrap(rightInverse(L(0)));
  if (c.op == "left_inverse")
    return wrap(leftInverse(L(0)));
  if (c.op == "crd2idx")
    return wrap(crd2idx(*ops[0].tuple, L(1)));
  if (c.op == "idx2crd")
    return wrap(idx2crd(*ops[0].tuple, L(1)));
  if (c.op == "size") {
    if (ops[0].layout)
      return wrap(layoutSize(L(0)));
    return wrap(tupleProduct(*ops[0].tuple));
  }
  if (c.op == "cosize")
    return wrap(layoutCosize(L(0)));
  return fail("unknown op " + c.op);
}

std::string valueStr(const Value &v) {
  if (const Layout *l = std::get_if<Layout>(&v))
    return l->str();
  return std::get_if<IntTuple>(&v)->str();
}

} // namespace fly::layout::golden
