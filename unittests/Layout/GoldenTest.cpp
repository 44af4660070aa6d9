//===- GoldenTest.cpp - Every golden layout-algebra case ------------------===//
//
// Reads test/Golden/Inputs/layout-algebra.jsonl (FLY_GOLDEN_JSONL),
// parses each case's operands with the Text.h parsers according to `kinds`,
// runs the op and compares the printed result with `expect` exactly. A
// second test checks the defining identity of composition, divides and
// products by brute force on the same inputs.
//
//===----------------------------------------------------------------------===//
#include "GoldenCases.h"

#include "fly/Layout/Algebra.h"
#include "fly/Layout/Text.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>

using namespace fly::layout;
using namespace fly::layout::golden;

namespace {

Result<std::string> runCase(const Case &c) {
  std::vector<Operand> ops;
  if (c.args.size() != c.kinds.size())
    return fail("args and kinds differ in length");
  for (size_t i = 0; i < c.args.size(); ++i) {
    FLY_TRY(o, parseOperand(c.args[i], c.kinds[i]));
    ops.push_back(o);
  }
  FLY_TRY(v, runOp(c, ops));
  return valueStr(v);
}

} // namespace

TEST(Golden, AllCases) {
  std::vector<Case> cases = loadCases();
  ASSERT_EQ(cases.size(), 1500u) << "golden file: " << FLY_GOLDEN_JSONL;
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
}

// Property check on the same inputs, independent of the printed form: the
// result of every composition, layout-divisor divide and product must be
// the function its definition gives, evaluated index by index:
//   composition      R(i) = A(B(i))
//   *_divide         R(i) = A(B'(i)) with B' = (B, complement(B, size A))
//   *_product        R(i) = A(i % |A|) + C(B(i / |A|)), C = complement(A,
//                    size A * cosize B)   (blocked/raked reorder modes)
using LayoutOp = Result<Layout> (*)(const Layout &, const Layout &);

TEST(Golden, DefiningIdentityBruteForce) {
  std::vector<Case> cases = loadCases();
  ASSERT_EQ(cases.size(), 1500u) << "golden file: " << FLY_GOLDEN_JSONL;
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
  // Every composition, divide and logical/zipped/tiled/flat product case
  // with a layout second operand: 175 + 483 + 240 cases, less the 282 whose
  // second operand is a tile.
  EXPECT_EQ(checked, 616);
}
