//===- ModePathTest.cpp - Scaled-basis mode paths, inline and on the heap -===//
//
// Every expectation is checked against a std::vector<int32_t> holding the
// same indices: the representation ModePath replaced.
//
//===----------------------------------------------------------------------===//
#include "fly/Layout/IntTuple.h"
#include "fly/Layout/ModePath.h"
#include "fly/Layout/Text.h"

#include <gtest/gtest.h>

using namespace fly::layout;

namespace {

std::vector<int32_t> toVector(const ModePath &p) {
  std::vector<int32_t> v;
  for (int32_t i : p)
    v.push_back(i);
  return v;
}

/// Paths on both sides of every limit of the inline form: length 7 and 8,
/// indices 255 and 256, a negative index, and the empty path.
std::vector<std::vector<int32_t>> samplePaths() {
  return {{},
          {0},
          {1},
          {0, 1},
          {255},
          {256},
          {-1},
          {0, 1, 2, 3, 4, 5, 6},
          {0, 1, 2, 3, 4, 5, 6, 7},
          {255, 255, 255, 255, 255, 255, 255},
          {1, 2, 3, 300},
          {7, 0, 0},
          {0, 0, 7},
          {1000000}};
}

} // namespace

TEST(ModePath, HoldsWhatAVectorHolds) {
  for (const std::vector<int32_t> &v : samplePaths()) {
    ModePath pushed;
    for (int32_t i : v)
      pushed.push_back(i);
    ModePath converted(v);
    for (const ModePath *p : {&pushed, &converted}) {
      EXPECT_EQ(p->size(), v.size());
      EXPECT_EQ(p->empty(), v.empty());
      EXPECT_EQ(toVector(*p), v);
      for (size_t k = 0; k < v.size(); ++k)
        EXPECT_EQ((*p)[k], v[k]);
    }
    EXPECT_TRUE(pushed == converted);
  }
}

TEST(ModePath, EqualityMatchesTheVectors) {
  std::vector<std::vector<int32_t>> paths = samplePaths();
  for (const auto &a : paths)
    for (const auto &b : paths) {
      EXPECT_EQ(ModePath(a) == ModePath(b), a == b);
      EXPECT_EQ(ModePath(a) != ModePath(b), a != b);
    }
}

TEST(ModePath, CopiesAndMovesAreIndependent) {
  for (const std::vector<int32_t> &v : samplePaths()) {
    ModePath original(v);
    ModePath copy(original);
    copy.push_back(3);
    EXPECT_EQ(toVector(original), v);
    std::vector<int32_t> longer = v;
    longer.push_back(3);
    EXPECT_EQ(toVector(copy), longer);

    ModePath assigned;
    assigned = original;
    EXPECT_TRUE(assigned == original);
    const ModePath &self = assigned;
    assigned = self; // self-assignment keeps the value
    EXPECT_EQ(toVector(assigned), v);

    ModePath moved(std::move(assigned));
    EXPECT_EQ(toVector(moved), v);
    EXPECT_TRUE(assigned.empty()); // NOLINT: the moved-from path is empty

    ModePath target({9, 9, 9, 9, 9, 9, 9, 9, 9}); // on the heap
    target = std::move(moved);
    EXPECT_EQ(toVector(target), v);

    target.clear();
    EXPECT_TRUE(target.empty());
    EXPECT_TRUE(target == ModePath());
  }
}

TEST(ModePath, LeafIdentityUsesThePath) {
  Leaf a = Leaf::ofStatic(1), b = Leaf::ofStatic(1);
  a.basis = {0, 1};
  b.basis = {0, 1};
  EXPECT_EQ(a, b);
  b.basis = {0, 256};
  EXPECT_NE(a, b);
  a.basis = {0, 256};
  EXPECT_EQ(a, b);
}

TEST(ModePath, LongAndLargePathsSurviveTextAndEncoding) {
  // Beyond the inline form: eight modes deep, and a mode index over 255.
  for (const char *text : {"1E0E1E2E3E4E5E6E7", "3E300", "(2E0E1,1E256E0)",
                           "?{div=4}E1E2E3E4E5E6E7E8"}) {
    Result<IntTuple> t = parseIntTuple(text);
    ASSERT_TRUE(t) << text << ": " << t.error();
    EXPECT_EQ(t->str(), text);
    std::vector<int64_t> enc = t->encode();
    Result<IntTuple> dec = IntTuple::decode(enc.data(), enc.size());
    ASSERT_TRUE(dec) << dec.error();
    EXPECT_EQ(*dec, *t);
    EXPECT_EQ(dec->str(), text);
  }
  Result<IntTuple> deep = parseIntTuple("1E0E1E2E3E4E5E6E7");
  ASSERT_TRUE(deep);
  EXPECT_EQ(toVector(deep->leaf().basis),
            (std::vector<int32_t>{0, 1, 2, 3, 4, 5, 6, 7}));
}

TEST(ModePath, LeavesStaySmall) {
  // The point of the inline form: an element of a tuple is 64 bytes (it was
  // 96 with a std::vector path).
  EXPECT_EQ(sizeof(ModePath), 8u);
  EXPECT_LE(sizeof(Leaf), 48u);
  EXPECT_LE(sizeof(IntTuple), 64u);
}
