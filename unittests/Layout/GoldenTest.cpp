//===- GoldenTest.cpp - Every golden layout-algebra case ------------------===//
//
// Reads ../shared/golden/layout-algebra.jsonl (path fixed at configure time),
// parses each case's operands with the Text.h parsers according to `kinds`,
// runs the op and compares the printed result with `expect` exactly. A
// second test checks the defining identity of composition, divides and
// products by brute force on the same inputs.
//
//===----------------------------------------------------------------------===//
#include "fly/Layout/Algebra.h"
#include "fly/Layout/Text.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>

using namespace fly::layout;

namespace {

struct Case {
  int line = 0;
  std::string op, expect, resultKind;
  std::vector<std::string> args, kinds;
};

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

/// One operand, parsed by kind.
struct Operand {
  std::optional<Layout> layout;
  std::optional<IntTuple> tuple;
  std::optional<Tile> tile;
};

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

template <typename T> Result<std::string> printed(const Result<T> &r) {
  if (!r)
    return r.failure();
  return r.value().str();
}

using LayoutOp = Result<Layout> (*)(const Layout &, const Layout &);
using TileOp = Result<Layout> (*)(const Layout &, const Tile &);

Result<std::string> runCase(const Case &c) {
  std::vector<Operand> ops;
  if (c.args.size() != c.kinds.size())
    return fail("args and kinds differ in length");
  for (size_t i = 0; i < c.args.size(); ++i) {
    FLY_TRY(o, parseOperand(c.args[i], c.kinds[i]));
    ops.push_back(o);
  }
  auto L = [&](size_t i) -> const Layout & { return *ops[i].layout; };
  auto need = [&](size_t n) { return ops.size() >= n; };
  if (!need(1))
    return fail("no operands");

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
  auto it = binary.find(c.op);
  if (it != binary.end()) {
    if (!need(2) || !ops[0].layout)
      return fail("bad operands");
    if (ops[1].layout)
      return printed(it->second.first(L(0), L(1)));
    if (ops[1].tile && it->second.second)
      return printed(it->second.second(L(0), *ops[1].tile));
    return fail("bad second operand");
  }
  if (c.op == "coalesce") {
    if (ops.size() == 2)
      return printed(coalesce(L(0), *ops[1].tuple));
    return printed(coalesce(L(0)));
  }
  if (c.op == "complement") {
    std::optional<IntTuple> m;
    if (ops.size() == 2)
      m = *ops[1].tuple;
    return printed(complement(L(0), m));
  }
  if (c.op == "right_inverse")
    return printed(rightInverse(L(0)));
  if (c.op == "left_inverse")
    return printed(leftInverse(L(0)));
  if (c.op == "crd2idx")
    return printed(crd2idx(*ops[0].tuple, L(1)));
  if (c.op == "idx2crd")
    return printed(idx2crd(*ops[0].tuple, L(1)));
  if (c.op == "size") {
    if (ops[0].layout)
      return printed(layoutSize(L(0)));
    return printed(tupleProduct(*ops[0].tuple));
  }
  if (c.op == "cosize")
    return printed(layoutCosize(L(0)));
  return fail("unknown op " + c.op);
}

} // namespace

TEST(Golden, AllCases) {
  std::vector<Case> cases = loadCases();
  ASSERT_FALSE(cases.empty()) << "golden file missing or empty: "
                              << FLY_GOLDEN_JSONL;
  std::map<std::string, std::pair<int, int>> perOp; // passed, failed
  int passed = 0, failed = 0;
  std::ostringstream failures;
  for (const auto &c : cases) {
    auto r = runCase(c);
    bool ok = r && r.value() == c.expect;
    auto &po = perOp[c.op];
    if (ok) {
      ++passed;
      ++po.first;
      continue;
    }
    ++failed;
    ++po.second;
    failures << "  line " << c.line << ": " << c.op << "(";
    for (size_t i = 0; i < c.args.size(); ++i)
      failures << (i ? ", " : "") << c.args[i];
    failures << ") expected " << c.expect << ", got "
             << (r ? r.value() : "error: " + r.error()) << "\n";
  }
  std::cout << "golden: " << passed << " passed, " << failed << " failed\n";
  for (const auto &[op, pf] : perOp)
    std::cout << "  " << op << ": " << pf.first << "/" << (pf.first + pf.second)
              << "\n";
  if (failed)
    std::cout << "golden failures:\n" << failures.str();
  EXPECT_EQ(failed, 0);
  EXPECT_EQ(cases.size(), 1500u);
}

// Property check on the same inputs, independent of the printed form: the
// result of every composition, layout-divisor divide and product must be
// the function its definition gives, evaluated index by index:
//   composition      R(i) = A(B(i))
//   *_divide         R(i) = A(B'(i)) with B' = (B, complement(B, size A))
//   *_product        R(i) = A(i % |A|) + C(B(i / |A|)), C = complement(A,
//                    size A * cosize B)   (blocked/raked reorder modes)
TEST(Golden, DefiningIdentityBruteForce) {
  std::vector<Case> cases = loadCases();
  ASSERT_FALSE(cases.empty()) << "golden file missing: " << FLY_GOLDEN_JSONL;
  static const std::map<std::string, LayoutOp> ops = {
      {"composition", &composition},       {"logical_divide", &logicalDivide},
      {"zipped_divide", &zippedDivide},    {"tiled_divide", &tiledDivide},
      {"flat_divide", &flatDivide},        {"logical_product", &logicalProduct},
      {"zipped_product", &zippedProduct},  {"tiled_product", &tiledProduct},
      {"flat_product", &flatProduct},
  };
  int checked = 0;
  for (const auto &c : cases) {
    auto it = ops.find(c.op);
    if (it == ops.end() || c.kinds[1] != "layout")
      continue;
    auto a = parseLayout(c.args[0]);
    auto b = parseLayout(c.args[1]);
    ASSERT_TRUE(a && b);
    auto r = it->second(*a, *b);
    ASSERT_TRUE(r) << c.op << " line " << c.line << ": " << r.error();
    auto sizeA = layoutSize(*a);
    ASSERT_TRUE(sizeA);
    int64_t na = sizeA->leaf().value;
    bool isProduct = c.op.find("product") != std::string::npos;
    bool isDivide = c.op.find("divide") != std::string::npos;
    Layout rhs = *b, comp;
    if (isDivide) {
      auto cm = complement(*b, *sizeA);
      ASSERT_TRUE(cm) << cm.error();
      rhs = Layout(IntTuple::tuple({b->shape, cm->shape}),
                   IntTuple::tuple({b->stride, cm->stride}));
    }
    if (isProduct) {
      auto cb = layoutCosize(*b);
      ASSERT_TRUE(cb);
      auto cm = complement(*a, IntTuple::of(na * cb->leaf().value));
      ASSERT_TRUE(cm) << cm.error();
      comp = *cm;
    }
    auto rsize = layoutSize(*r);
    ASSERT_TRUE(rsize);
    for (int64_t i = 0; i < rsize->leaf().value; ++i) {
      int64_t want = 0;
      if (isProduct) {
        auto ai = evalStatic(*a, i % na);
        auto bi = evalStatic(*b, i / na);
        ASSERT_TRUE(ai && bi);
        auto ci = evalStatic(comp, *bi);
        ASSERT_TRUE(ci);
        want = *ai + *ci;
      } else {
        auto bi = evalStatic(rhs, i);
        ASSERT_TRUE(bi);
        auto abi = evalStatic(*a, *bi);
        ASSERT_TRUE(abi);
        want = *abi;
      }
      auto got = evalStatic(*r, i);
      ASSERT_TRUE(got);
      ASSERT_EQ(*got, want) << c.op << " line " << c.line << " index " << i;
    }
    ++checked;
  }
  EXPECT_GE(checked, 600);
}
