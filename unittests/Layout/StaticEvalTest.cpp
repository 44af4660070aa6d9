//===- StaticEvalTest.cpp - The brute-force checks' evaluator -------------===//
//
// The composition and left-inverse checks evaluate static layouts through
// StaticEvaluator (lib/Layout/StaticEval.h), which sizes the modes once and
// uses a flat leaf walk where no overflow is possible. It must give exactly
// what walking the tuples gives: the same value, and a failure (overflow, a
// mode whose size is not positive) at the same indices. The reference here
// is that walk written out directly, and evalStatic (the symbolic path) for
// the indices where both succeed.
//
//===----------------------------------------------------------------------===//

#include "../../lib/Layout/StaticEval.h"

#include "fly/Layout/Algebra.h"
#include "fly/Layout/Text.h"

#include <gtest/gtest.h>

#include <random>

using namespace fly::layout;

namespace {

/// The walk: the last mode of each level takes the rest of the index, the
/// others their colexicographic digit; false on any overflow or on a
/// non-last mode whose size overflows or is not positive.
bool walk(const IntTuple &s, const IntTuple &d, int64_t idx, int64_t &out) {
  if (s.isLeaf())
    return !__builtin_mul_overflow(idx, d.leaf().value, &out);
  int64_t acc = 0;
  for (size_t i = 0; i < s.rank(); ++i) {
    int64_t ci = idx;
    if (i + 1 < s.rank()) {
      int64_t size = 1;
      for (const Leaf &l : s[i].leaves())
        if (__builtin_mul_overflow(size, l.value, &size))
          return false;
      if (size <= 0)
        return false;
      ci = idx % size;
      idx /= size;
    }
    int64_t term = 0;
    if (!walk(s[i], d[i], ci, term) || __builtin_add_overflow(acc, term, &acc))
      return false;
  }
  out = acc;
  return true;
}

struct RandomLayouts {
  std::mt19937_64 rng{15};

  int64_t pick(const std::vector<int64_t> &from) {
    return from[rng() % from.size()];
  }

  /// A shape and stride of the same nesting, up to three levels deep.
  void tuple(int depth, IntTuple &s, IntTuple &d) {
    if (depth == 0 || rng() % 3 == 0) {
      s = IntTuple::of(pick({1, 1, 2, 3, 4, 5, 8, 16, 0, -2,
                             int64_t(1) << 31, int64_t(1) << 40}));
      d = IntTuple::of(pick({0, 1, 2, -3, 7, 64, 1000, int64_t(1) << 30,
                             int64_t(1) << 61, -(int64_t(1) << 62),
                             INT64_MAX, INT64_MIN}));
      return;
    }
    std::vector<IntTuple> ss, dd;
    size_t n = 1 + rng() % 4;
    for (size_t i = 0; i < n; ++i) {
      IntTuple a, b;
      tuple(depth - 1, a, b);
      ss.push_back(a);
      dd.push_back(b);
    }
    s = IntTuple::tuple(std::move(ss));
    d = IntTuple::tuple(std::move(dd));
  }
};

TEST(StaticEval, MatchesTheTupleWalk) {
  RandomLayouts gen;
  size_t compared = 0, failures = 0, flatCandidates = 0;
  for (int c = 0; c < 4000; ++c) {
    IntTuple s, d;
    gen.tuple(3, s, d);
    Layout l(s, d);
    detail::StaticEvaluator eval(l);
    std::vector<int64_t> indices = {0, 1, 2, 3, 7, 63, 64, 1000, 123457,
                                    int64_t(1) << 40, INT64_MAX, -1, -64};
    for (int k = 0; k < 20; ++k)
      indices.push_back(static_cast<int64_t>(gen.rng() % 5000));
    for (int64_t idx : indices) {
      int64_t want = 0, got = 0;
      bool ok = walk(s, d, idx, want);
      bool okGot = eval.eval(idx, got);
      ASSERT_EQ(ok, okGot) << l.str() << " at " << idx;
      if (ok) {
        ASSERT_EQ(want, got) << l.str() << " at " << idx;
        ++flatCandidates;
      } else {
        ++failures;
      }
      ++compared;
    }
  }
  // Both outcomes are exercised.
  EXPECT_GT(failures, 1000u);
  EXPECT_GT(flatCandidates, 20000u);
  EXPECT_EQ(compared, 4000u * 33u);
}

TEST(StaticEval, AgreesWithEvalStatic) {
  // Valid layouts (positive shapes, modest strides): the evaluator and the
  // symbolic evaluation give the same index everywhere in the domain.
  for (const char *text : {"(2,3,(2,8),3):(1,16,(144,2),48)",
                           "((4,1),(3,2),6):((2,0),(8,1),24)",
                           "(8,(2,2)):(1,(-8,16))", "7:3", "((2,2),2):((1,4),2)"}) {
    Result<Layout> l = parseLayout(text);
    ASSERT_TRUE(l) << text;
    detail::StaticEvaluator eval(*l);
    for (int64_t i = 0; i < 400; ++i) {
      Result<int64_t> want = evalStatic(*l, i);
      int64_t got = 0;
      ASSERT_TRUE(want) << text;
      ASSERT_TRUE(eval.eval(i, got)) << text << " at " << i;
      EXPECT_EQ(*want, got) << text << " at " << i;
    }
  }
}

} // namespace
