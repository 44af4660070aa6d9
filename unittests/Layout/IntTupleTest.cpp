//===- IntTupleTest.cpp - Int tuple structure, printing, serialization ----===//
#include "fly/Layout/IntTuple.h"
#include "fly/Layout/Text.h"

#include <gtest/gtest.h>

using namespace fly::layout;

namespace {

IntTuple T(std::vector<IntTuple> e) { return IntTuple::tuple(std::move(e)); }
IntTuple S(int64_t v) { return IntTuple::of(v); }

Leaf basis(int64_t v, std::vector<int32_t> path) {
  Leaf l = Leaf::ofStatic(v);
  l.basis = std::move(path);
  return l;
}

} // namespace

TEST(IntTuple, Construction) {
  IntTuple t = T({S(4), T({S(2), IntTuple::dynamic(64, 8)}), IntTuple::none()});
  EXPECT_EQ(t.rank(), 3u);
  EXPECT_EQ(t.depth(), 2);
  EXPECT_EQ(t.numLeaves(), 4u);
  EXPECT_EQ(t.numDynamicLeaves(), 1u);
  EXPECT_FALSE(t.isStatic());
  EXPECT_TRUE(S(8).isLeaf());
  EXPECT_EQ(S(8).rank(), 1u);
  EXPECT_EQ(S(8).depth(), 0);
  EXPECT_EQ(IntTuple::ofStatics({4, 8}), T({S(4), S(8)}));
  auto leaves = t.leaves();
  ASSERT_EQ(leaves.size(), 4u);
  EXPECT_TRUE(leaves[2].isDynamic());
  EXPECT_EQ(leaves[2].width, 64);
  EXPECT_EQ(leaves[2].div, 8);
  EXPECT_TRUE(leaves[3].isNone());
}

TEST(IntTuple, RankOneTupleIsNotALeaf) {
  EXPECT_NE(T({S(24)}), S(24));
  EXPECT_EQ(T({S(24)}).str(), "(24)");
  EXPECT_FALSE(T({S(24)}).congruent(S(24)));
}

TEST(IntTuple, LeafWidthAndDivisibility) {
  EXPECT_EQ(Leaf::ofStatic(7).bitWidth(), 32);
  EXPECT_EQ(Leaf::ofStatic(int64_t(1) << 31).bitWidth(), 64);
  EXPECT_EQ(Leaf::ofStatic(-(int64_t(1) << 31)).bitWidth(), 32);
  EXPECT_EQ(Leaf::ofDynamic(64).bitWidth(), 64);
  EXPECT_EQ(Leaf::ofNone().bitWidth(), 0);
  EXPECT_EQ(Leaf::ofStatic(-12).divisibility(), 12);
  EXPECT_EQ(Leaf::ofStatic(0).divisibility(), 0);
  EXPECT_EQ(Leaf::ofDynamic(32, 16).divisibility(), 16);
  EXPECT_EQ(Leaf::ofDynamic(32, 0).div, 1); // clamped to >= 1
}

TEST(IntTuple, Str) {
  EXPECT_EQ(S(8).str(), "8");
  EXPECT_EQ(S(-1).str(), "-1");
  EXPECT_EQ(IntTuple::dynamic().str(), "?");
  EXPECT_EQ(IntTuple::dynamic(64).str(), "?{i64}");
  EXPECT_EQ(IntTuple::dynamic(32, 16).str(), "?{div=16}");
  EXPECT_EQ(IntTuple::dynamic(64, 16).str(), "?{i64 div=16}");
  EXPECT_EQ(IntTuple::none().str(), "*");
  EXPECT_EQ(IntTuple(basis(1, {0})).str(), "1E0");
  EXPECT_EQ(IntTuple(basis(48, {1})).str(), "48E1");
  EXPECT_EQ(IntTuple(basis(1, {0, 1})).str(), "1E0E1");
  Leaf db = Leaf::ofDynamic();
  db.basis = {1};
  EXPECT_EQ(IntTuple(db).str(), "?E1");
  EXPECT_EQ(T({S(4), T({S(2), IntTuple::dynamic(64, 8)}), IntTuple::none()}).str(),
            "(4,(2,?{i64 div=8}),*)");
}

TEST(IntTuple, EncodeDecodeRoundTrip) {
  std::vector<IntTuple> samples = {
      S(0),
      S(INT64_MIN),
      S(INT64_MAX),
      IntTuple::none(),
      IntTuple::dynamic(64, 16),
      IntTuple(basis(3, {0, 2})),
      T({S(24)}),
      T({S(4), T({S(2), IntTuple::dynamic(32, 8)}), IntTuple::none(),
         IntTuple(basis(1, {1}))}),
  };
  for (const auto &t : samples) {
    auto enc = t.encode();
    auto dec = IntTuple::decode(enc.data(), enc.size());
    ASSERT_TRUE(dec) << dec.error();
    EXPECT_EQ(*dec, t) << t.str();
    EXPECT_EQ(dec->str(), t.str());
    EXPECT_EQ(dec->encode(), enc);
  }
}

TEST(IntTuple, DecodeRejectsMalformed) {
  std::vector<int64_t> empty;
  EXPECT_FALSE(IntTuple::decode(empty.data(), 0));
  auto enc = IntTuple::ofStatics({4, 8}).encode();
  for (size_t n = 0; n < enc.size(); ++n)
    EXPECT_FALSE(IntTuple::decode(enc.data(), n)) << "prefix " << n;
  auto extra = enc;
  extra.push_back(0);
  EXPECT_FALSE(IntTuple::decode(extra.data(), extra.size()));
  auto bad = enc;
  bad[0] = 12345;
  EXPECT_FALSE(IntTuple::decode(bad.data(), bad.size()));
  std::vector<int64_t> huge = {0x54, INT64_MAX};
  EXPECT_FALSE(IntTuple::decode(huge.data(), huge.size()));
  // A deeply nested encoding is refused instead of recursing without bound.
  std::vector<int64_t> deep;
  for (int i = 0; i < 100000; ++i) {
    deep.push_back(0x54);
    deep.push_back(1);
  }
  EXPECT_FALSE(IntTuple::decode(deep.data(), deep.size()));
}

TEST(IntTuple, Congruence) {
  auto a = parseIntTuple("(4,(2,8))");
  auto b = parseIntTuple("(1,(4,2))");
  auto c = parseIntTuple("(1,4,2)");
  ASSERT_TRUE(a && b && c);
  EXPECT_TRUE(a->congruent(*b));
  EXPECT_FALSE(a->congruent(*c));
  EXPECT_FALSE(a->congruent(S(4)));
  EXPECT_TRUE(S(4).congruent(IntTuple::dynamic()));
}

TEST(IntTuple, At) {
  auto t = parseIntTuple("((2,4),8)");
  ASSERT_TRUE(t);
  auto m = t->at({0, 1});
  ASSERT_TRUE(m);
  EXPECT_EQ(m->str(), "4");
  EXPECT_FALSE(t->at({2}));
  EXPECT_FALSE(t->at({1, 1})); // 8 is a leaf of rank 1
  EXPECT_FALSE(t->at({-1}));
}
