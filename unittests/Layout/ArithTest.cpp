//===- ArithTest.cpp - Leaf and tuple arithmetic --------------------------===//
#include "fly/Layout/Algebra.h"
#include "fly/Layout/Text.h"

#include <gtest/gtest.h>

using namespace fly::layout;

namespace {

IntTuple P(const char *s) {
  auto r = parseIntTuple(s);
  EXPECT_TRUE(r) << s << ": " << r.error();
  return r ? *r : IntTuple::of(-999);
}

std::string leafStr(const Result<Leaf> &r) {
  return r ? leafToString(r.value()) : "error: " + r.error();
}

std::string tupStr(const Result<IntTuple> &r) {
  return r ? r.value().str() : "error: " + r.error();
}

Leaf S(int64_t v) { return Leaf::ofStatic(v); }
Leaf D(int64_t div = 1, int32_t w = 32) { return Leaf::ofDynamic(w, div); }

} // namespace

TEST(LeafArith, StaticFolding) {
  EXPECT_EQ(leafStr(leafAdd(S(3), S(4))), "7");
  EXPECT_EQ(leafStr(leafSub(S(3), S(4))), "-1");
  EXPECT_EQ(leafStr(leafMul(S(3), S(4))), "12");
  EXPECT_EQ(leafStr(leafDiv(S(13), S(4))), "3");
  EXPECT_EQ(leafStr(leafMod(S(13), S(4))), "1");
  EXPECT_EQ(leafStr(leafCeilDiv(S(13), S(4))), "4");
  EXPECT_EQ(leafStr(leafCeilDiv(S(12), S(4))), "3");
  EXPECT_EQ(leafStr(leafMin(S(3), S(4))), "3");
  EXPECT_EQ(leafStr(leafMax(S(3), S(4))), "4");
}

TEST(LeafArith, Identities) {
  EXPECT_EQ(leafStr(leafAdd(D(8), S(0))), "?{div=8}");
  EXPECT_EQ(leafStr(leafSub(D(8), S(0))), "?{div=8}");
  EXPECT_EQ(leafStr(leafMul(D(8), S(0))), "0");
  EXPECT_EQ(leafStr(leafMul(S(1), D(8, 64))), "?{i64 div=8}");
  EXPECT_EQ(leafStr(leafMod(D(8), S(1))), "0");
  EXPECT_EQ(leafStr(leafDiv(S(0), D())), "0");
  EXPECT_EQ(leafStr(leafMod(S(0), D())), "0");
  EXPECT_EQ(leafStr(leafDiv(D(8), S(1))), "?{div=8}");
}

TEST(LeafArith, WidthAndDivisibility) {
  // add, sub, mod, min, max: gcd of the divisibilities (static counts with
  // its value).
  EXPECT_EQ(leafStr(leafAdd(D(16), S(12))), "?{div=4}");
  EXPECT_EQ(leafStr(leafSub(D(16), D(24))), "?{div=8}");
  EXPECT_EQ(leafStr(leafMod(D(16), S(6))), "?{div=2}");
  EXPECT_EQ(leafStr(leafMin(D(16), S(64))), "?{div=16}");
  EXPECT_EQ(leafStr(leafMax(D(3), S(64))), "?");
  // mul: product.
  EXPECT_EQ(leafStr(leafMul(D(4), S(2))), "?{div=8}");
  EXPECT_EQ(leafStr(leafMul(D(), S(64))), "?{div=64}");
  // div and ceil_div: 1.
  EXPECT_EQ(leafStr(leafDiv(D(64), S(2))), "?");
  EXPECT_EQ(leafStr(leafCeilDiv(D(64), S(128))), "?");
  // Width: the wider operand wins; a static outside int32 counts as 64.
  EXPECT_EQ(leafStr(leafAdd(D(1, 64), D(1, 32))), "?{i64}");
  EXPECT_EQ(leafStr(leafAdd(D(), S(int64_t(1) << 40))), "?{i64}");
  EXPECT_EQ(leafStr(leafAdd(D(), S(5))), "?");
}

TEST(LeafArith, OverflowAndDivisionByZero) {
  EXPECT_FALSE(leafMul(S(int64_t(1) << 32), S(int64_t(1) << 32)));
  EXPECT_FALSE(leafAdd(S(INT64_MAX), S(1)));
  EXPECT_FALSE(leafSub(S(INT64_MIN), S(1)));
  EXPECT_FALSE(leafDiv(S(INT64_MIN), S(-1)));
  EXPECT_FALSE(leafDiv(S(4), S(0)));
  EXPECT_FALSE(leafMod(S(4), S(0)));
  EXPECT_FALSE(leafCeilDiv(S(4), S(0)));
  EXPECT_FALSE(leafShapeDiv(S(4), S(0)));
  EXPECT_FALSE(leafDiv(D(), S(0)));
  // 65536*65536 fits in 64 bits (FlyDSL's 32-bit integers give 0).
  EXPECT_EQ(tupStr(tupleProduct(P("(65536,65536)"))), "4294967296");
  EXPECT_FALSE(tupleProduct(P("(4294967296,4294967296,4)")));
  EXPECT_FALSE(tupleShapeDiv(P("(4,8)"), P("0")));
}

TEST(LeafArith, ShapeDiv) {
  EXPECT_EQ(leafStr(leafShapeDiv(S(12), S(4))), "3");
  EXPECT_EQ(leafStr(leafShapeDiv(S(4), S(12))), "1");
  EXPECT_FALSE(leafShapeDiv(S(6), S(4)));
  EXPECT_EQ(tupStr(tupleShapeDiv(P("(12,8)"), P("(4,16)"))), "(3,1)");
  EXPECT_EQ(tupStr(tupleShapeDiv(P("(4,6)"), P("8"))), "(1,3)");
  EXPECT_EQ(tupStr(tupleShapeDiv(P("24"), P("(2,3)"))), "4");
}

TEST(LeafArith, CeilDivTuples) {
  EXPECT_EQ(tupStr(tupleCeilDiv(P("(10,7)"), P("(4,2)"))), "(3,4)");
  EXPECT_EQ(tupStr(tupleCeilDiv(P("(?,8)"), P("(128,3)"))), "(?,3)");
}

TEST(TupleArith, Elementwise) {
  EXPECT_EQ(tupStr(tupleAdd(P("(4,?)"), P("(2,8)"))), "(6,?)");
  EXPECT_EQ(tupStr(tupleMul(P("(?{div=4},3)"), P("(2,5)"))), "(?{div=8},15)");
  EXPECT_EQ(tupStr(tupleAdd(P("(2,3)"), P("1E1"))), "(2,4)");
  EXPECT_EQ(tupStr(tupleAdd(P("(2,3,7)"), P("(1,1)"))), "(3,4,7)");
  EXPECT_FALSE(tupleAdd(P("(2,3)"), P("4")));
  EXPECT_FALSE(tupleAdd(P("*"), P("4")));
}

TEST(TupleArith, Reductions) {
  EXPECT_EQ(tupStr(tupleProduct(P("((2,3),4)"))), "24");
  EXPECT_EQ(tupStr(tupleProduct(P("(4,(2,?{div=8}))"))), "?{div=64}");
  EXPECT_EQ(tupStr(tupleProductEach(P("((2,3),4)"))), "(6,4)");
  EXPECT_EQ(tupStr(tupleProductLike(P("((2,3),(4,5))"), P("(1,1)"))), "(6,20)");
  EXPECT_EQ(tupStr(tupleProductLike(P("((2,3),(4,5))"), P("((1,1),1)"))),
            "((2,3),20)");
  EXPECT_EQ(tupStr(compactColMajor(P("(3,(2,4))"))), "(1,(3,6))");
  EXPECT_EQ(flatten(P("((2,3),(4,(5,6)))")).str(), "(2,3,4,5,6)");
}

TEST(TupleArith, ProductLikeMismatchIsAnError) {
  auto r = tupleProductLike(P("(2,3,4,5)"), P("((1,1),(1,1))"));
  ASSERT_FALSE(r);
  EXPECT_NE(r.error().find("mismatched profiles"), std::string::npos);
}

TEST(TupleArith, Comparisons) {
  auto lt = tupleElemLess(P("(1,2)"), P("(2,3)"));
  ASSERT_TRUE(lt && lt->has_value());
  EXPECT_TRUE(**lt);
  auto nl = tupleElemLess(P("(1,3)"), P("(2,3)"));
  ASSERT_TRUE(nl && nl->has_value());
  EXPECT_FALSE(**nl);
  auto dyn = tupleElemLess(P("(1,?)"), P("(2,3)"));
  ASSERT_TRUE(dyn);
  EXPECT_FALSE(dyn->has_value());
  // A static false decides even with dynamic leaves elsewhere.
  auto dec = tupleElemLess(P("(5,?)"), P("(2,3)"));
  ASSERT_TRUE(dec && dec->has_value());
  EXPECT_FALSE(**dec);
  auto eq = tupleEqual(P("(4,8)"), P("(4,8)"));
  ASSERT_TRUE(eq && eq->has_value());
  EXPECT_TRUE(**eq);
  auto ne = tupleEqual(P("(4,8)"), P("(4,(8))"));
  ASSERT_TRUE(ne && ne->has_value());
  EXPECT_FALSE(**ne);
}
