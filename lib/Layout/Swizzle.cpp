//===- Swizzle.cpp - Swizzles, printing and equality of layout values -----===//
#include "fly/Layout/Layout.h"

namespace fly::layout {

int64_t Swizzle::apply(int64_t x) const {
  if (mask <= 0 || mask > 62 || base < 0 || base + shift > 62 || base + shift < 0)
    return x;
  uint64_t ux = static_cast<uint64_t>(x);
  uint64_t bits = ((uint64_t(1) << mask) - 1) << (base + shift);
  // A negative shift moves bits the other way (CuTe); the parser only
  // admits shift >= mask, but the function stays total.
  uint64_t moved = shift >= 0 ? (ux & bits) >> shift : (ux & bits) << -shift;
  return static_cast<int64_t>(ux ^ moved);
}

int64_t Swizzle::period() const {
  int32_t e = mask + base + shift;
  if (e < 0)
    return 1;
  if (e > 62)
    return INT64_MAX;
  return int64_t(1) << e;
}

std::string Swizzle::str() const {
  return "S<" + std::to_string(mask) + "," + std::to_string(base) + "," +
         std::to_string(shift) + ">";
}

static std::string pathStr(const std::vector<int32_t> &p) {
  std::string s = "[";
  for (size_t i = 0; i < p.size(); ++i)
    s += (i ? "," : "") + std::to_string(p[i]);
  return s + "]";
}

std::string CoordSwizzle::str() const {
  return "CS<" + std::to_string(mask) + "," + std::to_string(baseRow) + "," +
         pathStr(rowPath) + "," + std::to_string(baseCol) + "," +
         pathStr(colPath) + ">";
}

std::string Layout::str() const {
  std::string s;
  appendTo(s);
  return s;
}

void Layout::appendTo(std::string &out) const {
  shape.appendTo(out);
  out += ':';
  stride.appendTo(out);
}

const Layout &ComposedLayout::outerLayout() const {
  static const Layout empty;
  const ComposedLayout *c = this;
  // Iterative so a long chain of composed outers cannot exhaust the stack.
  for (int guard = 0; guard < 1 << 20; ++guard) {
    if (auto *l = std::get_if<Layout>(&c->outer))
      return *l;
    auto *n = std::get_if<std::shared_ptr<ComposedLayout>>(&c->outer);
    if (!n || !*n)
      return empty;
    c = n->get();
  }
  return empty;
}

static bool fnStatic(const LayoutFn &f) {
  if (auto *l = std::get_if<Layout>(&f))
    return l->isStatic();
  if (auto *c = std::get_if<std::shared_ptr<ComposedLayout>>(&f))
    return *c && (*c)->isStatic();
  return true;
}

bool ComposedLayout::isStatic() const {
  return fnStatic(inner) && offset.isStatic() && fnStatic(outer);
}

bool layoutFnEqual(const LayoutFn &a, const LayoutFn &b) {
  if (a.index() != b.index())
    return false;
  if (auto *x = std::get_if<Layout>(&a))
    return *x == *std::get_if<Layout>(&b);
  if (auto *x = std::get_if<Swizzle>(&a))
    return *x == *std::get_if<Swizzle>(&b);
  if (auto *x = std::get_if<CoordSwizzle>(&a))
    return *x == *std::get_if<CoordSwizzle>(&b);
  auto *x = std::get_if<std::shared_ptr<ComposedLayout>>(&a);
  auto *y = std::get_if<std::shared_ptr<ComposedLayout>>(&b);
  if (!*x || !*y)
    return !*x && !*y;
  return **x == **y;
}

bool ComposedLayout::operator==(const ComposedLayout &o) const {
  return layoutFnEqual(inner, o.inner) && offset == o.offset &&
         layoutFnEqual(outer, o.outer);
}

std::string layoutFnStr(const LayoutFn &f, bool bracketComposed) {
  if (auto *l = std::get_if<Layout>(&f))
    return l->str();
  if (auto *s = std::get_if<Swizzle>(&f))
    return s->str();
  if (auto *cs = std::get_if<CoordSwizzle>(&f))
    return cs->str();
  auto *c = std::get_if<std::shared_ptr<ComposedLayout>>(&f);
  if (!*c)
    return "<null>";
  std::string s = (*c)->str();
  return bracketComposed ? "[" + s + "]" : s;
}

std::string ComposedLayout::str() const {
  // Chains associate to the left, so a composed inner needs no brackets;
  // a composed outer does.
  return layoutFnStr(inner, false) + " o " + offset.str() + " o " +
         layoutFnStr(outer, true);
}

bool TileElem::operator==(const TileElem &o) const {
  if (kind != o.kind)
    return false;
  switch (kind) {
  case Kind::None:
    return true;
  case Kind::Int:
    return n == o.n;
  case Kind::Layout:
    return layout == o.layout;
  case Kind::Tile:
    return sub == o.sub;
  }
  return false;
}

std::string TileElem::str() const {
  switch (kind) {
  case Kind::None:
    return "*";
  case Kind::Int:
    return std::to_string(n);
  case Kind::Layout:
    return layout.str();
  case Kind::Tile:
    return Tile{sub}.str();
  }
  return "?";
}

std::optional<Layout> Tile::leafLayout() const {
  if (!leaf || elems.size() != 1)
    return std::nullopt;
  if (elems[0].kind == TileElem::Kind::Int)
    return Layout(IntTuple(Leaf::ofStatic(elems[0].n)),
                  IntTuple(Leaf::ofStatic(1)));
  if (elems[0].kind == TileElem::Kind::Layout)
    return elems[0].layout;
  return std::nullopt;
}

std::string Tile::str() const {
  if (leaf && elems.size() == 1)
    return elems[0].str();
  std::string s = "[";
  for (size_t i = 0; i < elems.size(); ++i)
    s += (i ? "|" : "") + elems[i].str();
  return s + "]";
}

} // namespace fly::layout
