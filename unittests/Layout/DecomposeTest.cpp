//===- DecomposeTest.cpp - decomposeComposed (fly.decomposition) ----------===//
//
// The defining identity C(i) = offset + L(i) for every index i of L's
// domain, checked by brute force on nested composed layouts built from
// random linear layouts and offsets; the worked example by hand; and
// the inputs that have no such form.
//
//===----------------------------------------------------------------------===//
#include "fly/Layout/Algebra.h"
#include "fly/Layout/Text.h"

#include "TestHelpers.h"

#include <gtest/gtest.h>

#include <memory>
#include <random>

using namespace fly::layout;
using namespace fly::layout::test;

namespace {

ComposedLayout C(const char *text) {
  auto fn = parseLayoutFn(text);
  EXPECT_TRUE(fn) << text << ": " << fn.error();
  auto *c = fn ? std::get_if<std::shared_ptr<ComposedLayout>>(&*fn) : nullptr;
  EXPECT_TRUE(c && *c) << text << " is not a composed layout";
  return c && *c ? **c : ComposedLayout{};
}

int64_t at(const Result<IntTuple> &r) {
  EXPECT_TRUE(r && r->isLeaf() && r->leaf().isStatic()) << str(r);
  return r && r->isLeaf() ? r->leaf().value : -1;
}

} // namespace

// 128:2 o 5 o [128:3 o 7 o (4,8):(1,4)] is c -> 2*(5 + 3*(7 + L(c))): the
// inner offset 7 is mapped through 128:3 and then 128:2 (52, not 2*5 = 10),
// and the strides are scaled by 2*3.
TEST(Decompose, NestedOffsetsAndScales) {
  auto d = decomposeComposed(C("128:2 o 5 o [128:3 o 7 o (4,8):(1,4)]"));
  ASSERT_TRUE(d) << d.error();
  EXPECT_EQ(d->offset.str(), "52");
  EXPECT_EQ(d->layout.str(), "(4,8):(6,24)");
  // One level, identity inner layout: the offset and the layout as written.
  auto e = decomposeComposed(C("(8,8):(1,8) o 9 o (2,4):(4,1)"));
  ASSERT_TRUE(e) << e.error();
  EXPECT_EQ(e->offset.str(), "9");
  EXPECT_EQ(e->layout.str(), "(2,4):(4,1)");
  // An outermost swizzle goes to the offset and leaves the layout:
  // S<3,3,3>(65) = 65 ^ ((65 & 448) >> 3) = 65 ^ (64 >> 3) = 73.
  auto s = decomposeComposed(C("S<3,3,3> o 65 o (8,64):(64,1)"));
  ASSERT_TRUE(s) << s.error();
  EXPECT_EQ(s->offset.str(), "73");
  EXPECT_EQ(s->layout.str(), "(8,64):(64,1)");
}

TEST(Decompose, RejectsWhatHasNoPlainForm) {
  EXPECT_NE(err(decomposeComposed(C("(4,8):(1,16) o 0 o 8:1")))
                .find("does not map indices linearly"),
            std::string::npos);
  EXPECT_NE(err(decomposeComposed(C("128:2 o 0 o [S<1,2,3> o 0 o 8:1]")))
                .find("only the outermost function may be a swizzle"),
            std::string::npos);
}

// Random nests of 1..4 levels: linear inner layouts (one mode n:s, or two
// modes (a,b):(s,a*s) that coalesce to it), random offsets, a random
// plain outer layout; C(i) == offset + L(i) for every i.
TEST(Decompose, BruteForceIdentity) {
  std::mt19937 rng(13);
  auto pick = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  int checked = 0;
  for (int round = 0; round < 400; ++round) {
    std::string plain = "(" + std::to_string(pick(1, 4)) + "," +
                        std::to_string(pick(1, 4)) + "):(" +
                        std::to_string(pick(0, 5)) + "," +
                        std::to_string(pick(0, 9)) + ")";
    std::string text = plain;
    int levels = pick(1, 4);
    for (int k = 0; k < levels; ++k) {
      int s = pick(0, 3);
      std::string inner;
      if (pick(0, 1)) {
        inner = "4096:" + std::to_string(s);
      } else {
        int a = pick(1, 8);
        inner = "(" + std::to_string(a) + ",512):(" + std::to_string(s) +
                "," + std::to_string(a * s) + ")";
      }
      std::string outer = k == 0 ? text : "[" + text + "]";
      text = inner + " o " + std::to_string(pick(0, 20)) + " o " + outer;
    }
    ComposedLayout c = C(text.c_str());
    auto d = decomposeComposed(c);
    ASSERT_TRUE(d) << text << ": " << d.error();
    auto size = layoutSize(d->layout);
    ASSERT_TRUE(size && size->isLeaf());
    for (int64_t i = 0; i < size->leaf().value; ++i) {
      int64_t want = at(crd2idx(IntTuple::of(i), c));
      int64_t got = at(d->offset) + at(crd2idx(IntTuple::of(i), d->layout));
      ASSERT_EQ(got, want) << text << " at " << i << ": decomposed to "
                           << d->offset.str() << " + " << d->layout.str();
      ++checked;
    }
  }
  EXPECT_GT(checked, 1000);
}
