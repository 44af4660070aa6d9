//===- CoordinatesTest.cpp - crd2idx, idx2crd, swizzles -------------------===//
#include "fly/Layout/Algebra.h"
#include "fly/Layout/Text.h"

#include "TestHelpers.h"

#include <gtest/gtest.h>

using namespace fly::layout;
using namespace fly::layout::test;

namespace {


} // namespace

TEST(Coordinates, Crd2IdxForms) {
  Layout l = L("(3,(2,3)):(3,(12,1))");
  // Hierarchical, 1-D (17 = 2 + 3*(1 + 2*2)) and per-mode coordinates.
  EXPECT_EQ(str(crd2idx(P("(2,(1,2))"), l)), "20");
  EXPECT_EQ(str(crd2idx(P("17"), l)), "20");
  EXPECT_EQ(str(crd2idx(P("(2,5)"), l)), "20");
  EXPECT_EQ(str(crd2idx(P("(2,3)"), L("(4,8):(1,4)"))), "14");
  // Extension rule: the excess goes into the last mode.
  EXPECT_EQ(str(crd2idx(P("35"), L("(4,8):(1,4)"))), "35");
  EXPECT_EQ(str(crd2idx(P("(2,3,1)"), L("(4,8):(1,4)"))).substr(0, 5), "error");
}

TEST(Coordinates, Crd2IdxDynamic) {
  EXPECT_EQ(str(crd2idx(P("(1,?)"), L("(4,8):(1,?{div=16})"))), "?");
  EXPECT_EQ(str(crd2idx(P("(0,?)"), L("(4,8):(1,16)"))), "?{div=16}");
  EXPECT_EQ(str(crd2idx(P("(?{i64},2)"), L("(4,8):(2,16)"))), "?{i64 div=2}");
}

TEST(Coordinates, BasisStrides) {
  Layout id = L("(4,8):(1E0,1E1)");
  EXPECT_EQ(str(crd2idx(P("13"), id)), "(1,3)");
  EXPECT_EQ(str(crd2idx(P("(2,5)"), id)), "(2,5)");
  EXPECT_EQ(str(crd2idx(P("4"), id)), "(0,1)");
  auto made = makeIdentityLayout(P("(4,8)"));
  ASSERT_TRUE(made);
  EXPECT_EQ(*made, id);
}

TEST(Coordinates, Idx2Crd) {
  EXPECT_EQ(str(idx2crd(P("14"), L("(4,8):(1,4)"))), "(2,3)");
  EXPECT_EQ(str(idx2crd(P("17"), L("(3,(2,3)):(1,(3,6))"))), "(2,(1,2))");
  // Stride-aware: each leaf is (idx / stride) % shape.
  EXPECT_EQ(str(idx2crd(P("14"), L("((4,3,2),4):((1,4,12),24)"))),
            "((2,0,1),0)");
  EXPECT_EQ(str(idx2crd(P("9"), L("(4,8):(8,1)"))), "(1,1)");
  auto zero = idx2crd(P("3"), L("(4,8):(0,4)"));
  ASSERT_FALSE(zero);
  EXPECT_NE(zero.error().find("stride 0"), std::string::npos);
  EXPECT_EQ(str(idx2crd(P("?"), L("(4,8):(1,4)"))), "(?,?)");
}

TEST(Coordinates, FlatAnd1dCoord) {
  Layout l = L("((2,4),8):((1,2),8)");
  EXPECT_EQ(str(getFlatCoord(P("5"), l)), "(5,0)");
  EXPECT_EQ(str(get1dCoord(P("5"), l)), "5");
  EXPECT_EQ(str(getFlatCoord(P("21"), l)), "(5,2)");
  EXPECT_EQ(str(get1dCoord(P("21"), l)), "21");
}

TEST(Coordinates, SwizzleTable) {
  Swizzle s{2, 0, 2};
  const int64_t want[16] = {0, 1, 2, 3, 5, 4, 7, 6, 10, 11, 8, 9, 15, 14, 13, 12};
  for (int64_t x = 0; x < 16; ++x)
    EXPECT_EQ(s.apply(x), want[x]) << x;
  EXPECT_EQ(str(crd2idx(P("13"), s)), "14");
  EXPECT_EQ(s.period(), 16);
  Swizzle s3{3, 3, 3};
  EXPECT_EQ(s3.apply(64), 72);
  EXPECT_EQ(s3.apply(200), 208);
  EXPECT_EQ(s3.period(), 512);
  // Identity on the low `base` bits: divisibility up to 2^base survives.
  EXPECT_EQ(str(crd2idx(P("?{div=64}"), s3)), "?{div=8}");
  EXPECT_EQ(str(crd2idx(P("?{div=2}"), s3)), "?{div=2}");
  EXPECT_TRUE(Swizzle{}.isTrivial());
  EXPECT_EQ(Swizzle{}.apply(12345), 12345);
  EXPECT_FALSE(crd2idx(P("(1,2)"), s));
}

TEST(Coordinates, ComposedLayoutWithSwizzle) {
  auto f = parseLayoutFn("S<2,0,2> o 0 o (4,4):(4,1)");
  ASSERT_TRUE(f);
  const int64_t rows[4][4] = {
      {0, 1, 2, 3}, {5, 4, 7, 6}, {10, 11, 8, 9}, {15, 14, 13, 12}};
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) {
      IntTuple crd = IntTuple::ofStatics({r, c});
      EXPECT_EQ(str(crd2idx(crd, *f)), std::to_string(rows[r][c]))
          << r << "," << c;
    }
  auto g = parseLayoutFn("S<3,3,3> o 0 o (8,64):(64,1)");
  ASSERT_TRUE(g);
  // (1,0) -> 64 -> 72.
  EXPECT_EQ(str(crd2idx(P("(1,0)"), *g)), "72");
  // Offsets are added before the inner function.
  auto h = parseLayoutFn("S<2,0,2> o 4 o 4:1");
  ASSERT_TRUE(h);
  EXPECT_EQ(str(crd2idx(P("1"), *h)), "4"); // 4+1 = 5 -> 4
}

TEST(Coordinates, CoordSwizzle) {
  CoordSwizzle cs{2, 0, {0}, 0, {1}};
  EXPECT_EQ(str(crd2idx(P("(1,2)"), cs)), "(1,3)");
  EXPECT_EQ(str(crd2idx(P("(3,0)"), cs)), "(3,3)");
  CoordSwizzle nested{3, 0, {1}, 0, {2}};
  EXPECT_EQ(str(crd2idx(P("(0,5,1)"), nested)), "(0,5,4)");
  // The mode paths must select leaves.
  EXPECT_FALSE(crd2idx(P("(1,2)"), CoordSwizzle{2, 0, {2}, 0, {1}}));
  EXPECT_FALSE(crd2idx(P("((1,2),3)"), CoordSwizzle{2, 0, {0}, 0, {1}}));
  auto f = parseLayoutFn("CS<2,0,[0],0,[1]> o (0,0) o (4,4):(1E0,1E1)");
  ASSERT_TRUE(f);
  EXPECT_EQ(str(crd2idx(P("(1,2)"), *f)), "(1,3)");
}

TEST(Coordinates, EvalStatic) {
  auto v = evalStatic(L("(4,8):(1,4)"), 35);
  ASSERT_TRUE(v);
  EXPECT_EQ(*v, 35);
  EXPECT_FALSE(evalStatic(L("(4,?):(1,4)"), 3).ok() &&
               evalStatic(L("(4,8):(1,?)"), 5).ok());
}
