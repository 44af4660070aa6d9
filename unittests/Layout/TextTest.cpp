//===- TextTest.cpp - Parsing and printing of the layout syntax -----------===//
#include "fly/Layout/Text.h"

#include <gtest/gtest.h>

using namespace fly::layout;

namespace {

void roundTripTuple(const std::string &s) {
  auto t = parseIntTuple(s);
  ASSERT_TRUE(t) << s << ": " << t.error();
  EXPECT_EQ(t->str(), s);
}

void roundTripFn(const std::string &s) {
  auto f = parseLayoutFn(s);
  ASSERT_TRUE(f) << s << ": " << f.error();
  EXPECT_EQ(layoutFnStr(*f, false), s);
}

} // namespace

TEST(Text, IntTupleRoundTrip) {
  for (const char *s :
       {"8", "0", "-1", "?", "?{i64}", "?{div=16}", "?{i64 div=16}", "*",
        "1E0", "48E1", "?E1", "1E0E1", "(24)", "(4,(2,?),8)", "(1E0,1E1)",
        "(*,3)", "((2,2),(3,2))", "9223372036854775807",
        "-9223372036854775808"})
    roundTripTuple(s);
}

TEST(Text, DefaultAnnotationsAreNotPrinted) {
  auto a = parseIntTuple("?{i32}");
  ASSERT_TRUE(a);
  EXPECT_EQ(a->str(), "?");
  auto b = parseIntTuple("?{i32 div=4}");
  ASSERT_TRUE(b);
  EXPECT_EQ(b->str(), "?{div=4}");
  auto c = parseIntTuple(" ( 4 , ? { i64 } ) ");
  ASSERT_TRUE(c);
  EXPECT_EQ(c->str(), "(4,?{i64})");
}

TEST(Text, LayoutRoundTrip) {
  for (const char *s : {"(4,8):(1,4)", "32:1", "((2,4),8):((1,2),8)",
                        "(4,8):(1E0,1E1)", "(?,64):(1,?{i64})"}) {
    auto l = parseLayout(s);
    ASSERT_TRUE(l) << s << ": " << l.error();
    EXPECT_EQ(l->str(), s);
  }
}

TEST(Text, SwizzlesAndComposed) {
  auto s = parseSwizzle("S<3,3,3>");
  ASSERT_TRUE(s);
  EXPECT_EQ(s->str(), "S<3,3,3>");
  auto cs = parseCoordSwizzle("CS<3,0,[1],0,[2]>");
  ASSERT_TRUE(cs);
  EXPECT_EQ(cs->str(), "CS<3,0,[1],0,[2]>");
  auto e = parseCoordSwizzle("CS<0,0,[],0,[]>");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->str(), "CS<0,0,[],0,[]>");
  roundTripFn("S<3,3,3> o 0 o (8,64):(64,1)");
  roundTripFn("CS<3,0,[1],0,[2]> o (0,0,0) o (4,8,8):(1E0,1E1,1E2)");
  roundTripFn("32:2 o 0 o [32:1 o 0 o (4,8):(1,4)]");
  roundTripFn("S<0,0,0>");
  roundTripFn("(4,8):(1,4)");
}

TEST(Text, ComposedChainIsLeftAssociative) {
  auto f = parseLayoutFn("S<1,0,1> o 0 o 4:1 o 2 o 8:1");
  ASSERT_TRUE(f);
  auto *c = std::get_if<std::shared_ptr<ComposedLayout>>(&*f);
  ASSERT_TRUE(c && *c);
  // ((S o 0 o 4:1) o 2 o 8:1): the inner is composed, the outer a layout.
  EXPECT_TRUE(std::holds_alternative<std::shared_ptr<ComposedLayout>>((*c)->inner));
  EXPECT_TRUE(std::holds_alternative<Layout>((*c)->outer));
  EXPECT_EQ((*c)->offset.str(), "2");
  EXPECT_EQ(layoutFnStr(*f, false), "S<1,0,1> o 0 o 4:1 o 2 o 8:1");
  EXPECT_EQ((*c)->outerLayout().str(), "8:1");
}

TEST(Text, Tiles) {
  for (const char *s : {"[4:1|64:1]", "[*|4]", "[2:7|(3,6):(1,3)]", "[3|8]",
                        "[4:1|*|3|[2|3]]", "[8:1]"}) {
    auto t = parseTile(s);
    ASSERT_TRUE(t) << s << ": " << t.error();
    EXPECT_EQ(t->str(), s);
  }
}

TEST(Text, Errors) {
  auto e1 = parseIntTuple("()");
  ASSERT_FALSE(e1);
  EXPECT_NE(e1.error().find("offset"), std::string::npos);
  EXPECT_FALSE(parseIntTuple("123456789012345678901"));      // 21 digits
  EXPECT_FALSE(parseIntTuple("99999999999999999999"));       // 20 digits
  EXPECT_FALSE(parseIntTuple("9223372036854775808"));        // INT64_MAX+1
  EXPECT_FALSE(parseIntTuple("?{div=16 i64}"));
  EXPECT_FALSE(parseIntTuple("?{div=0}"));
  EXPECT_FALSE(parseIntTuple("(4,8"));
  EXPECT_FALSE(parseIntTuple("4 8"));
  EXPECT_FALSE(parseIntTuple(""));
  EXPECT_FALSE(parseIntTuple("4x"));
  EXPECT_FALSE(parseLayout("(4,8):(1,4,2)"));
  EXPECT_FALSE(parseLayout("(4,8)"));
  EXPECT_FALSE(parseSwizzle("S<3,0,1>"));
  EXPECT_FALSE(parseTile("[]"));
  EXPECT_FALSE(parseTile("[?]"));
  EXPECT_FALSE(parseLayoutFn("(4,8):(1,4) o 0 o S<3,3,3>"));
  auto bad = parseIntTuple("(4,?x)");
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.error().find("offset 4"), std::string::npos) << bad.error();
}

TEST(Text, DeepNestingIsAnErrorNotACrash) {
  std::string deep(100000, '(');
  deep += "1";
  deep += std::string(100000, ')');
  auto t = parseIntTuple(deep);
  ASSERT_FALSE(t);
  EXPECT_NE(t.error().find("nesting"), std::string::npos);
  std::string deepTile(100000, '[');
  EXPECT_FALSE(parseTile(deepTile));
  std::string deepFn(100000, '[');
  EXPECT_FALSE(parseLayoutFn(deepFn));
}
