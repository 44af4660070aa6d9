//===- SymbolicGoldenTest.cpp - Golden cases on symbolic (dynamic) leaves -===//
//
// The differential test behind fly-layout-lowering: the lowering numbers the
// dynamic leaves of an op's operands as inputs, runs the same algebra code as
// static type inference and emits `arith` for the expressions (Expr.h) that
// the result leaves carry. Here every golden case is re-run with some of the
// static leaves of its layout / int-tuple operands replaced by dynamic
// leaves (width 32, div 1) whose expression is `exprInput(k)` (k counts the
// leaves of the operands in operand order: a layout's shape leaves, then its
// stride leaves, depth first; the original value is remembered as input k).
// Tiles stay static, as they always are in Fly.
//
// Which leaves are dynamic, and what must come out, is the plan written at
// build time by utils/flytools/golden/domain.py from the golden inputs alone (never
// from this library): three modes per case (every leaf dynamic, and two
// complementary halves chosen by a fixed-seed generator), each with a class:
//  - evaluable: the result must equal the golden answer; a rejection or a
//    mismatch is a failure;
//  - reject: complement of several modes with a dynamic stride, or a left
//    inverse with one; the library must reject the case;
//  - partial: a right inverse with a dynamic leaf; the result must equal
//    the golden inverse or be a prefix of it with L(R(i)) == i;
//  - outside: a CuTe precondition that the dynamic algorithm assumes
//    (divisibility, injectivity, non-zero divisors) is false at the golden
//    values on the modes it walks; the result is not compared.
// The counts per mode, class and reason are pinned below.
//
// Comparing: for every result leaf we take its static value or evaluate its
// expression with the remembered inputs (a dynamic leaf without expression
// is a failure: the lowering could not emit it), then
//  - layouts as FUNCTIONS: equal size and R(i) == E(i) for every 1-D index i
//    in [0, size). The structures may legitimately differ (coalesce cannot
//    merge modes whose extents are unknown; dynamic size-1 modes are not
//    dropped...). evalStatic splits the index colexicographically with CuTe's
//    extension rule (the last mode absorbs the excess); since i < size, the
//    excess never arises, so the rule does not mask a wrong last extent -
//    and the sizes are compared separately anyway.
//  - int tuples exactly; if the nesting differs but the flattened leaves are
//    equal, the case counts as a match and is reported separately (a
//    dynamic idx2crd or size cannot produce another value from a different
//    nesting: the leaves are the value).
// FLY_SYMBOLIC_LINE=n prints the result expressions of golden line n.
//
//===----------------------------------------------------------------------===//
#include "GoldenCases.h"

#include "fly/Layout/Algebra.h"
#include "fly/Layout/Text.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <variant>

using namespace fly::layout;
using namespace fly::layout::golden;

namespace {

//===----------------------------------------------------------------------===//
// Making leaves symbolic and concretizing results
//===----------------------------------------------------------------------===//

/// Replaces the static leaves of `t` selected by `dynamicMask` (indexed by
/// the running leaf counter `k`) by dynamic leaves with expression in_k; the
/// value of every leaf (dynamic or not) is appended to `inputs` so that
/// input k is always leaf k.
void symbolize(IntTuple &t, const std::vector<bool> &dynamicMask,
               std::vector<int64_t> &inputs) {
  if (t.isTuple()) {
    for (auto &e : t.elements())
      symbolize(e, dynamicMask, inputs);
    return;
  }
  Leaf &l = t.leaf();
  size_t k = inputs.size();
  inputs.push_back(l.value);
  if (!l.isStatic() || l.isBasis())
    return;
  if (k < dynamicMask.size() && dynamicMask[k]) {
    Leaf d = Leaf::ofDynamic(32, 1);
    d.expr = exprInput(static_cast<int64_t>(k), 32);
    l = d;
  }
}

size_t countLeaves(const std::vector<Operand> &ops) {
  size_t n = 0;
  for (const auto &o : ops) {
    if (o.layout)
      n += o.layout->shape.numLeaves() + o.layout->stride.numLeaves();
    else if (o.tuple)
      n += o.tuple->numLeaves();
  }
  return n;
}

/// The static value of `t` under `inputs`; fails on a dynamic leaf without
/// expression (the lowering could not compute it) or on a `*` leaf.
Result<IntTuple> concretize(const IntTuple &t,
                            const std::vector<int64_t> &inputs) {
  if (t.isTuple()) {
    std::vector<IntTuple> elems;
    for (const auto &e : t.elements()) {
      FLY_TRY(c, concretize(e, inputs));
      elems.push_back(c);
    }
    return IntTuple::tuple(std::move(elems));
  }
  const Leaf &l = t.leaf();
  if (l.isNone())
    return fail("result has a '*' leaf");
  if (l.isStatic()) {
    if (l.isBasis())
      return fail("result has a basis leaf");
    return IntTuple::of(l.value);
  }
  if (!l.expr)
    return fail("dynamic result leaf " + leafToString(l) +
                " has no expression");
  return IntTuple::of(evalExpr(*l.expr, inputs));
}

std::vector<int64_t> flatValues(const IntTuple &t) {
  std::vector<int64_t> v;
  for (const Leaf &l : t.leaves())
    v.push_back(l.value);
  return v;
}

Result<int64_t> staticSize(const Layout &l) {
  int64_t n = 1;
  for (const Leaf &x : l.shape.leaves()) {
    if (!x.isStatic())
      return fail("non-static shape");
    n *= x.value;
  }
  return n;
}

struct CaseResult;
std::optional<CaseResult> checkInverse(const Case &c,
                                       const std::vector<Operand> &parsed,
                                       const Layout &concrete,
                                       const Layout &symbolic,
                                       const Layout &expect);

enum class Outcome {
  Match,
  MatchFlattened,
  /// left_inverse: equal on the image of L (elsewhere a left inverse is
  /// unspecified), or right_inverse: a proper prefix of the golden inverse.
  MatchInverse,
  NotEvaluable,
  Mismatch
};

struct CaseResult {
  Outcome outcome;
  std::string detail; // reason or mismatch description
  /// The first assumption (Expr.h, AssumedCondition) that is false at the
  /// golden values, or empty: what fly-layout-lowering{runtime-checks=true}
  /// would stop the program for.
  std::string violated = {};
};

CaseResult compareResult(const Case &c, const std::vector<Operand> &parsed,
                         const Value &result,
                         const std::vector<int64_t> &inputs);

/// Runs case `c` with the leaves selected by `mask` dynamic.
CaseResult runSymbolic(const Case &c, const std::vector<Operand> &parsed,
                       const std::vector<bool> &mask) {
  std::vector<Operand> ops = parsed;
  std::vector<int64_t> inputs;
  for (auto &o : ops) {
    if (o.layout) {
      symbolize(o.layout->shape, mask, inputs);
      symbolize(o.layout->stride, mask, inputs);
    } else if (o.tuple) {
      symbolize(*o.tuple, mask, inputs);
    }
  }
  // Which cases lie outside the dynamic algorithm's domain is the plan's
  // decision, not the library's; the conditions the library records (the
  // runtime checks) are compared with it: none may fail on a case the plan
  // evaluates, and a wrong answer outside the domain must fail one.
  std::vector<AssumedCondition> conditions;
  std::optional<Result<Value>> run;
  {
    ConditionScope scope(conditions);
    run.emplace(runOp(c, ops));
  }
  const Result<Value> &r = *run;
  if (!r)
    return {Outcome::NotEvaluable, r.error()};
  std::string violated = {};
  for (const AssumedCondition &cond : conditions)
    if (evalExpr(*cond.holds, inputs) == 0) {
      violated = cond.what + ": " + exprToString(*cond.holds);
      break;
    }
  // FLY_SYMBOLIC_LINE=n prints the expressions of golden line n's results.
  if (const char *dbg = std::getenv("FLY_SYMBOLIC_LINE");
      dbg && std::atoi(dbg) == c.line) {
    std::vector<Leaf> leaves;
    if (const Layout *l = std::get_if<Layout>(&r.value())) {
      std::cout << "line " << c.line << ": " << l->str() << "\n";
      leaves = l->shape.leaves();
      for (const Leaf &x : l->stride.leaves())
        leaves.push_back(x);
    } else {
      std::cout << "line " << c.line << ": "
                << std::get<IntTuple>(r.value()).str() << "\n";
      leaves = std::get<IntTuple>(r.value()).leaves();
    }
    for (const Leaf &x : leaves)
      std::cout << "  " << leafToString(x) << " = "
                << (x.expr ? exprToString(*x.expr) : std::string("-"))
                << "\n";
  }

  CaseResult result = compareResult(c, parsed, r.value(), inputs);
  result.violated = violated;
  return result;
}

CaseResult compareResult(const Case &c, const std::vector<Operand> &parsed,
                         const Value &result,
                         const std::vector<int64_t> &inputs) {
  std::optional<Result<Value>> holder;
  holder.emplace(result);
  const Result<Value> &r = *holder;
  if (c.resultKind == "layout") {
    const Layout *got = std::get_if<Layout>(&r.value());
    if (!got)
      return {Outcome::Mismatch, "result is not a layout"};
    auto shape = concretize(got->shape, inputs);
    auto stride = concretize(got->stride, inputs);
    if (!shape || !stride)
      return {Outcome::Mismatch,
              "symbolic result " + got->str() + ": " +
                  (shape ? stride.error() : shape.error())};
    Layout concrete(*shape, *stride);
    auto expect = parseLayout(c.expect);
    if (!expect)
      return {Outcome::Mismatch, "cannot parse expect: " + expect.error()};
    auto nGot = staticSize(concrete);
    auto nWant = staticSize(*expect);
    if (c.op == "left_inverse" || c.op == "right_inverse") {
      if (auto inv = checkInverse(c, parsed, concrete, *got, *expect))
        return *inv;
    }
    if (!nGot || !nWant || *nGot != *nWant)
      return {Outcome::Mismatch, "size of " + concrete.str() + " (from " +
                                     got->str() + ") differs from " +
                                     c.expect};
    for (int64_t i = 0; i < *nWant; ++i) {
      auto g = evalStatic(concrete, i);
      auto w = evalStatic(*expect, i);
      if (!g || !w || *g != *w) {
        std::ostringstream os;
        os << "at index " << i << ": got "
           << (g ? std::to_string(*g) : "error " + g.error()) << ", want "
           << (w ? std::to_string(*w) : "error " + w.error()) << " (got "
           << concrete.str() << " from " << got->str() << ", want "
           << c.expect << ")";
        return {Outcome::Mismatch, os.str()};
      }
    }
    return {Outcome::Match, ""};
  }

  const IntTuple *got = std::get_if<IntTuple>(&r.value());
  if (!got)
    return {Outcome::Mismatch, "result is not an int tuple"};
  auto concrete = concretize(*got, inputs);
  if (!concrete)
    return {Outcome::Mismatch,
            "symbolic result " + got->str() + ": " + concrete.error()};
  auto expect = parseIntTuple(c.expect);
  if (!expect)
    return {Outcome::Mismatch, "cannot parse expect: " + expect.error()};
  if (*concrete == *expect)
    return {Outcome::Match, ""};
  if (flatValues(*concrete) == flatValues(*expect))
    return {Outcome::MatchFlattened,
            concrete->str() + " vs " + c.expect + " (from " + got->str() + ")"};
  return {Outcome::Mismatch, "got " + concrete->str() + " (from " +
                                 got->str() + "), want " + c.expect};
}

/// Inverses with dynamic strides: CuTe (and Fly) cannot order dynamic
/// strides, so the inverse is built from the statically known ones (see
/// lib/Layout/Inverse.cpp). The result must still be an inverse:
///  - right_inverse R: L(R(i)) == i and R(i) == golden(i) for i < size(R)
///    (so R is a prefix of the golden right inverse);
///  - left_inverse Q: Q(L(i)) == i for every i < size(L); a left inverse is
///    unspecified off the image of L, so nothing else is compared.
/// Returns nullopt when the result equals the golden function anyway (the
/// normal comparison then runs).
std::optional<CaseResult> checkInverse(const Case &c,
                                       const std::vector<Operand> &parsed,
                                       const Layout &concrete,
                                       const Layout &symbolic,
                                       const Layout &expect) {
  const Layout &l = *parsed[0].layout;
  auto nR = staticSize(concrete), nE = staticSize(expect), nL = staticSize(l);
  if (!nR || !nE || !nL)
    return std::nullopt;
  bool same = *nR == *nE;
  for (int64_t i = 0; same && i < *nE; ++i) {
    auto g = evalStatic(concrete, i), w = evalStatic(expect, i);
    same = g && w && *g == *w;
  }
  if (same)
    return std::nullopt;
  auto bad = [&](const std::string &what, int64_t i) {
    return CaseResult{Outcome::Mismatch,
                      what + " at " + std::to_string(i) + " (got " +
                          concrete.str() + " from " + symbolic.str() +
                          ", want " + c.expect + ")"};
  };
  if (c.op == "right_inverse") {
    if (*nR > *nE)
      return bad("right inverse larger than golden, size", *nR);
    for (int64_t i = 0; i < *nR; ++i) {
      auto r = evalStatic(concrete, i), w = evalStatic(expect, i);
      if (!r || !w || *r != *w)
        return bad("differs from the golden right inverse", i);
      auto lr = evalStatic(l, *r);
      if (!lr || *lr != i)
        return bad("L(R(i)) != i", i);
    }
    return CaseResult{Outcome::MatchInverse,
                      "size " + std::to_string(*nR) + " of " +
                          std::to_string(*nE)};
  }
  for (int64_t i = 0; i < *nL; ++i) {
    auto li = evalStatic(l, i);
    auto q = li ? evalStatic(concrete, *li) : li;
    if (!q || *q != i)
      return bad("Q(L(i)) != i", i);
  }
  return CaseResult{Outcome::MatchInverse,
                    "equal on the image of L: " + concrete.str()};
}

//===----------------------------------------------------------------------===//
// The plan
//===----------------------------------------------------------------------===//

/// One row of the plan: a golden line in one mode.
struct PlanRow {
  std::string mode;  // dynamic, mixed-a, mixed-b
  std::vector<bool> mask;
  std::string cls;    // evaluable, reject, partial, outside
  std::string reason; // why, for reject / partial / outside
};

std::map<int, std::vector<PlanRow>> loadPlan(int &rows) {
  std::map<int, std::vector<PlanRow>> plan;
  std::ifstream in(FLY_GOLDEN_PLAN);
  std::string text;
  rows = 0;
  while (std::getline(in, text)) {
    std::vector<std::string> f;
    std::stringstream ss(text);
    std::string field;
    while (std::getline(ss, field, '\t'))
      f.push_back(field);
    if (f.size() == 4)
      f.push_back("");
    if (f.size() != 5) {
      ADD_FAILURE() << "bad plan row: " << text;
      continue;
    }
    PlanRow row{f[1], {}, f[3], f[4]};
    for (char ch : f[2])
      row.mask.push_back(ch == '1');
    plan[std::stoi(f[0])].push_back(std::move(row));
    ++rows;
  }
  return plan;
}

/// The tally of one mode: counts per class (and per reason for the
/// classes that have one), and the failures.
struct ModeStats {
  std::map<std::string, int> counts;
  std::map<std::string, std::map<std::string, int>> perOp;
  int failures = 0, flattened = 0, outsideMatching = 0, outsideCaught = 0;
  std::ostringstream failureText, flattenedText;

  void count(const Case &c, const std::string &key) {
    ++counts[key];
    ++perOp[c.op][key];
  }

  void fail(const Case &c, const PlanRow &row, const std::string &what) {
    ++failures;
    failureText << "  line " << c.line << " " << c.op << "(";
    for (size_t i = 0; i < c.args.size(); ++i)
      failureText << (i ? ", " : "") << c.args[i];
    failureText << ") [" << row.cls << "]: " << what << "\n";
  }

  void add(const Case &c, const PlanRow &row, const CaseResult &r) {
    bool matched =
        r.outcome == Outcome::Match || r.outcome == Outcome::MatchFlattened;
    if (r.outcome == Outcome::MatchFlattened) {
      ++flattened;
      flattenedText << "  line " << c.line << " " << c.op << ": " << r.detail
                    << "\n";
    }
    if (row.cls == "evaluable") {
      if (matched && !r.violated.empty())
        fail(c, row, "a runtime check would stop valid inputs: " +
                         r.violated);
      else if (matched)
        count(c, "evaluated");
      else
        fail(c, row, (r.outcome == Outcome::NotEvaluable
                          ? "unexpected rejection: "
                          : "mismatch: ") +
                         r.detail);
    } else if (row.cls == "reject") {
      // The rejection must come from the step the plan names (its reason
      // starts with it: "complement: ...", "left_inverse: ...").
      std::string step = row.reason.substr(0, row.reason.find(':'));
      if (r.outcome != Outcome::NotEvaluable)
        fail(c, row, "expected a rejection (" + row.reason + ")");
      else if (r.detail.find(step) == std::string::npos)
        fail(c, row, "rejected for another reason: " + r.detail);
      else
        count(c, "rejected: " + row.reason);
    } else if (row.cls == "partial") {
      if (matched || r.outcome == Outcome::MatchInverse)
        count(c, "partial inverse checked");
      else
        fail(c, row, r.detail);
    } else if (row.cls == "outside") {
      count(c, "outside: " + row.reason);
      if (matched)
        ++outsideMatching;
      else if (r.outcome == Outcome::Mismatch && r.violated.empty())
        fail(c, row, "a wrong answer that no runtime check catches: " +
                         r.detail);
      else if (!r.violated.empty())
        ++outsideCaught;
    } else {
      fail(c, row, "unknown class in the plan");
    }
  }

  void print(const std::string &mode) const {
    std::cout << "symbolic golden (" << mode << "):";
    for (const auto &[key, n] : counts)
      std::cout << " " << n << " " << key << ";";
    std::cout << " " << failures << " failures\n";
    for (const auto &[op, keys] : perOp) {
      std::cout << "  " << op << ":";
      for (const auto &[key, n] : keys)
        std::cout << " " << n << " " << key << ";";
      std::cout << "\n";
    }
    std::cout << "  (" << outsideCaught
              << " of the outside cases stopped by a runtime check)\n";
    if (outsideMatching)
      std::cout << "  (" << outsideMatching
                << " of the outside cases happen to give the golden answer)\n";
    if (flattened)
      std::cout << "  int tuple results equal only when flattened:\n"
                << flattenedText.str();
    if (failures)
      std::cout << "  FAILURES:\n" << failureText.str();
  }
};

} // namespace

TEST(SymbolicGolden, AllCasesDynamicAndMixed) {
  std::vector<Case> cases = loadCases();
  ASSERT_EQ(cases.size(), 1500u) << "golden file: " << FLY_GOLDEN_JSONL;
  int rows = 0;
  std::map<int, std::vector<PlanRow>> plan = loadPlan(rows);
  ASSERT_EQ(rows, 4500) << "plan: " << FLY_GOLDEN_PLAN;
  std::map<std::string, ModeStats> stats;
  int staticSanity = 0;
  for (const auto &c : cases) {
    std::vector<Operand> ops;
    bool parsedOk = c.args.size() == c.kinds.size();
    for (size_t i = 0; parsedOk && i < c.args.size(); ++i) {
      auto o = parseOperand(c.args[i], c.kinds[i]);
      if (!o) {
        ADD_FAILURE() << "line " << c.line << ": " << o.error();
        parsedOk = false;
        break;
      }
      ops.push_back(*o);
    }
    if (!parsedOk)
      continue;
    size_t n = countLeaves(ops);

    // All-static run through the same harness: must match (sanity of the
    // comparison itself).
    CaseResult s = runSymbolic(c, ops, std::vector<bool>(n, false));
    if (s.outcome == Outcome::Match)
      ++staticSanity;
    else
      ADD_FAILURE() << "static run of line " << c.line << " (" << c.op
                    << "): " << s.detail;

    auto it = plan.find(c.line);
    if (it == plan.end() || it->second.size() != 3) {
      ADD_FAILURE() << "line " << c.line << " has no complete plan";
      continue;
    }
    for (const PlanRow &row : it->second) {
      if (row.mask.size() != n) {
        ADD_FAILURE() << "line " << c.line << ": the plan's mask has "
                      << row.mask.size() << " leaves, the case " << n;
        continue;
      }
      stats[row.mode].add(c, row, runSymbolic(c, ops, row.mask));
    }
  }
  for (const auto &[mode, st] : stats)
    st.print(mode);
  EXPECT_EQ(staticSanity, static_cast<int>(cases.size()));

  // The plan's counts (utils/flytools/golden/domain.py --summary): a change in the
  // model or the data shows up here, not as silently fewer comparisons.
  const std::map<std::string, std::map<std::string, int>> expected = {
      {"dynamic",
       {
        {"evaluated", 847},
        {"outside: complement: not injective", 13},
        {"outside: composition: divisor 0", 58},
        {"outside: composition: shape divisibility", 4},
        {"outside: composition: stride divisibility", 17},
        {"partial inverse checked", 54},
        {"rejected: complement: several modes, a dynamic stride", 453},
        {"rejected: left_inverse: a dynamic stride", 54}
       }},
      {"mixed-a",
       {
        {"evaluated", 1004},
        {"outside: complement: not injective", 3},
        {"outside: complement: stride not a multiple of the extent", 1},
        {"outside: composition: divisor 0", 25},
        {"outside: composition: shape divisibility", 4},
        {"outside: composition: stride divisibility", 20},
        {"partial inverse checked", 54},
        {"rejected: complement: several modes, a dynamic stride", 340},
        {"rejected: left_inverse: a dynamic stride", 49}
       }},
      {"mixed-b",
       {
        {"evaluated", 1002},
        {"outside: complement: not injective", 8},
        {"outside: composition: divisor 0", 25},
        {"outside: composition: shape divisibility", 4},
        {"outside: composition: stride divisibility", 17},
        {"partial inverse checked", 54},
        {"rejected: complement: several modes, a dynamic stride", 351},
        {"rejected: left_inverse: a dynamic stride", 39}
       }},
  };
  // Outside cases whose wrong answer a runtime check stops (every other
  // outside case is rejected or happens to give the golden answer; a wrong
  // answer that no check stops is a failure above).
  const std::map<std::string, int> caught = {
      {"dynamic", 91}, {"mixed-a", 49}, {"mixed-b", 45}};
  for (const auto &[mode, want] : expected) {
    const ModeStats &st = stats[mode];
    EXPECT_EQ(st.failures, 0) << mode;
    EXPECT_EQ(st.counts, want) << mode;
    EXPECT_EQ(st.outsideCaught, caught.at(mode)) << mode;
  }
  EXPECT_EQ(stats.size(), expected.size());
}
