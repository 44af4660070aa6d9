//===- TestHelpers.h - Shorthands shared by the layout unit tests -*- C++ -*-===//
#ifndef FLY_UNITTESTS_LAYOUT_TESTHELPERS_H
#define FLY_UNITTESTS_LAYOUT_TESTHELPERS_H

#include "fly/Layout/Text.h"

#include <gtest/gtest.h>

#include <string>

namespace fly::layout::test {

/// Parsers that record a test failure (and return a placeholder) on bad
/// input, so a typo in a test shows up as a failure of that test.
inline Layout L(const char *s) {
  auto r = parseLayout(s);
  EXPECT_TRUE(r) << s << ": " << r.error();
  return r ? *r : Layout(IntTuple::of(1), IntTuple::of(0));
}
inline IntTuple P(const char *s) {
  auto r = parseIntTuple(s);
  EXPECT_TRUE(r) << s << ": " << r.error();
  return r ? *r : IntTuple::of(-999);
}
inline Tile T(const char *s) {
  auto r = parseTile(s);
  EXPECT_TRUE(r) << s << ": " << r.error();
  return r ? *r : Tile{};
}

/// The printed value of a result, or "error: <message>".
template <typename V> std::string str(const Result<V> &r) {
  return r ? r.value().str() : "error: " + r.error();
}
/// The message of an expected failure.
template <typename V> std::string err(const Result<V> &r) {
  return r ? std::string("unexpected success") : r.error();
}

} // namespace fly::layout::test

#endif // FLY_UNITTESTS_LAYOUT_TESTHELPERS_H
