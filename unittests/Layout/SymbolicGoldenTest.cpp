//===- SymbolicGoldenTest.cpp - Golden cases on symbolic (dynamic) leaves -===//
//
// The differential test behind fly-layout-lowering: the lowering numbers the
// dynamic leaves of an op's operands as inputs, runs the same algebra code as
// static type inference and emits `arith` for the expressions (Expr.h) that
// the result leaves carry. Here every golden case is re-run with the static
// leaves of its layout / int-tuple operands replaced by dynamic leaves
// (width 32, div 1) whose expression is `exprInput(k)` (k counts the leaves
// of the operands in operand order: a layout's shape leaves, then its stride
// leaves, depth first; the original value is remembered as input k). Tiles
// stay static, as they always are in Fly.
//
// For every result leaf we take its static value or evaluate its expression
// with the remembered inputs (a dynamic leaf without expression is a
// failure: the lowering could not emit it) and compare the concretized
// result with the golden answer:
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
//
// A case whose dynamic evaluation fails is "not dynamically evaluable" (the
// lowering would report it as an error at compile time, never compute a
// wrong value); the reasons are printed per op. Two further outcomes are
// counted apart, never as evaluated, and listed with FLY_SYMBOLIC_VERBOSE=1:
//  - condition violated: the algebra records, under a ConditionScope, every
//    condition it checks for static values but must assume for dynamic ones
//    (non-zero dynamic divisors, stride and shape divisibility in
//    composition, shape_div, injectivity in complement; Expr.h). When one of
//    them is false at the golden inputs, the dynamic result is outside the
//    domain on which it equals the static answer (layout-algebra.md 13).
//    Every other case must match: a mismatch with all conditions true is a
//    failure. FLY_CONDITIONS_OUT=file writes these cases' golden line
//    numbers (all-dynamic mode) for the executed test, golden_exec.py.
//  - valid other inverse: right_inverse of partly static strides follows
//    only the static strides; the result must be a prefix of the golden
//    inverse and satisfy L(R(i)) == i.
// FLY_SYMBOLIC_LINE=n prints the result expressions of golden line n. Three modes run: every leaf
// dynamic, and two complementary pseudo-random halves of the leaves dynamic
// (fixed seed).
//
//===----------------------------------------------------------------------===//
#include "GoldenCases.h"

#include "fly/Layout/Algebra.h"
#include "fly/Layout/Text.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <set>
#include <cstdlib>
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
  /// A condition the dynamic evaluation assumed is false at these inputs.
  ConditionViolated,
  Mismatch
};

struct CaseResult {
  Outcome outcome;
  std::string detail; // reason or mismatch description
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
  std::vector<ExprRef> conditions;
  Result<Value> r = [&] {
    ConditionScope scope(conditions);
    return runOp(c, ops);
  }();
  if (!r)
    return {Outcome::NotEvaluable, r.error()};
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

  for (const ExprRef &cond : conditions)
    if (evalExpr(*cond, inputs) == 0)
      return {Outcome::ConditionViolated,
              "assumed " + exprToString(*cond) + " is false"};
  return compareResult(c, parsed, r.value(), inputs);
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

/// A pseudo-random choice of exactly half (rounded down) of n leaves;
/// Fisher-Yates driven by mt19937, which the standard fully specifies.
std::vector<bool> randomHalf(size_t n, std::mt19937 &rng) {
  std::vector<size_t> idx(n);
  for (size_t i = 0; i < n; ++i)
    idx[i] = i;
  for (size_t i = n; i > 1; --i) {
    size_t j = rng() % i;
    std::swap(idx[i - 1], idx[j]);
  }
  std::vector<bool> mask(n, false);
  for (size_t i = 0; i < n / 2; ++i)
    mask[idx[i]] = true;
  return mask;
}

/// Error messages name concrete modes and values; keep the gist for the
/// per-op reason list.
std::string reasonKey(const std::string &msg) {
  std::string out;
  for (char ch : msg) {
    if (std::isdigit(static_cast<unsigned char>(ch))) {
      if (out.empty() || out.back() != '#')
        out += '#';
    } else {
      out += ch;
    }
  }
  if (out.size() > 140)
    out = out.substr(0, 140) + "...";
  return out;
}

struct OpStats {
  int evaluated = 0, notEvaluable = 0, mismatches = 0, flattened = 0;
  int inverse = 0, violated = 0;
  std::map<std::string, int> reasons;
};

struct ModeStats {
  std::map<std::string, OpStats> perOp;
  int evaluated = 0, notEvaluable = 0, mismatches = 0, flattened = 0;
  int inverse = 0, violated = 0;
  std::vector<int> violatedLines;
  std::ostringstream mismatchText, violatedText;
  std::ostringstream flattenedText;

  void add(const Case &c, const CaseResult &r) {
    OpStats &s = perOp[c.op];
    switch (r.outcome) {
    case Outcome::Match:
    case Outcome::MatchFlattened:
      ++evaluated;
      ++s.evaluated;
      if (r.outcome == Outcome::MatchFlattened) {
        ++flattened;
        ++s.flattened;
        flattenedText << "  line " << c.line << " " << c.op << ": "
                      << r.detail << "\n";
      }
      break;
    case Outcome::MatchInverse:
      ++inverse;
      ++s.inverse;
      break;
    case Outcome::ConditionViolated:
      ++violated;
      ++s.violated;
      violatedLines.push_back(c.line);
      violatedText << "  line " << c.line << " " << c.op << "(";
      for (size_t i = 0; i < c.args.size(); ++i)
        violatedText << (i ? ", " : "") << c.args[i];
      violatedText << "): " << r.detail << "\n";
      break;
    case Outcome::NotEvaluable:
      ++notEvaluable;
      ++s.notEvaluable;
      ++s.reasons[reasonKey(r.detail)];
      break;
    case Outcome::Mismatch:
      ++mismatches;
      ++s.mismatches;
      mismatchText << "  line " << c.line << ": " << c.op << "(";
      for (size_t i = 0; i < c.args.size(); ++i)
        mismatchText << (i ? ", " : "") << c.args[i];
      mismatchText << "): " << r.detail << "\n";
      break;
    }
  }

  void print(const std::string &name, bool verbose) const {
    std::cout << "symbolic golden (" << name << "): " << evaluated
              << " evaluated, " << notEvaluable
              << " not dynamically evaluable, " << violated
              << " with an assumed condition violated, " << inverse
              << " inverses valid but not the golden function, " << mismatches
              << " mismatches\n";
    for (const auto &[op, s] : perOp) {
      std::cout << "  " << op << ": " << s.evaluated << " evaluated, "
                << s.notEvaluable << " not evaluable, " << s.violated
                << " condition violated, " << s.inverse
                << " valid other inverse, "
                << s.mismatches << " mismatches";
      if (s.flattened)
        std::cout << " (" << s.flattened << " equal only when flattened)";
      std::cout << "\n";
      for (const auto &[reason, n] : s.reasons)
        std::cout << "      " << n << "x " << reason << "\n";
    }
    if (flattened)
      std::cout << "  int tuple results equal only when flattened:\n"
                << flattenedText.str();
    if (violated && verbose)
      std::cout << "  assumed condition violated:\n" << violatedText.str();
    if (mismatches)
      std::cout << "  MISMATCHES:\n" << mismatchText.str();
  }
};

} // namespace

TEST(SymbolicGolden, AllCasesDynamicAndMixed) {
  std::vector<Case> cases = loadCases();
  ASSERT_FALSE(cases.empty()) << "golden file missing or empty: "
                              << FLY_GOLDEN_JSONL;
  ModeStats full, mixedA, mixedB;
  std::mt19937 rng(0x5F1A7u); // fixed seed: the mixed masks are reproducible
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

    full.add(c, runSymbolic(c, ops, std::vector<bool>(n, true)));
    std::vector<bool> half = randomHalf(n, rng);
    mixedA.add(c, runSymbolic(c, ops, half));
    std::vector<bool> other(n);
    for (size_t i = 0; i < n; ++i)
      other[i] = !half[i];
    mixedB.add(c, runSymbolic(c, ops, other));
  }
  bool verbose = std::getenv("FLY_SYMBOLIC_VERBOSE") != nullptr;
  full.print("all leaves dynamic", verbose);
  mixedA.print("mixed, random half dynamic", verbose);
  mixedB.print("mixed, the other half dynamic", verbose);
  int mismatches = full.mismatches + mixedA.mismatches + mixedB.mismatches;
  std::cout << "symbolic golden: " << full.evaluated << " evaluated, "
            << full.notEvaluable << " not dynamically evaluable, "
            << mismatches << " mismatches"
            << " (all leaves dynamic; also " << full.violated
            << " with an assumed condition violated, " << full.inverse
            << " valid partial inverses; mixed: "
            << (mixedA.evaluated + mixedB.evaluated) << " evaluated, "
            << (mixedA.notEvaluable + mixedB.notEvaluable)
            << " not evaluable)\n";

  // The executed test (golden_exec.py) skips exactly these cases.
  if (const char *out = std::getenv("FLY_CONDITIONS_OUT")) {
    std::ofstream f(out);
    for (int line : full.violatedLines)
      f << line << "\n";
  }

  EXPECT_EQ(staticSanity, static_cast<int>(cases.size()));
  EXPECT_EQ(full.mismatches, 0);
  EXPECT_EQ(mixedA.mismatches, 0);
  EXPECT_EQ(mixedB.mismatches, 0);
  EXPECT_GE(full.evaluated, 300);
}
