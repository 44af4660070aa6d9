//===- TextParser.h - The textual grammar of int tuples and layouts -------===//
//
// One recursive-descent parser for the Fly layout syntax, written against a
// small token-source interface so the same grammar serves the MLIR dialect
// (tokens from mlir::AsmParser, errors with source locations) and the plain
// C++ library (tokens from a string, see StringTokenSource.h).
//
// A token source `Tok` provides:
//   bool punct(char c);                 consume `c` if it is next: one of
//                                       ( ) [ ] { } < > , : ? * = |
//   IntStatus integer(int64_t &v);      consume an optionally negative integer
//   bool keyword(std::string &kw);      consume any identifier
//   void unreadKeyword(std::string kw); push one identifier back
//   void error(const std::string &msg); report at the current position
//
// Grammar (docs/reference/type-grammar.md#int-tuples):
//   int-tuple ::= leaf | '(' int-tuple (',' int-tuple)* ')'
//   leaf      ::= (integer | '?' dyn-annot? | '*') ('E' integer)*
//   dyn-annot ::= '{' ('i32'|'i64')? ('div' '=' integer)? '}'
//   layout    ::= int-tuple ':' int-tuple
//   swizzle   ::= 'S' '<' int ',' int ',' int '>'
//   cswizzle  ::= 'CS' '<' int ',' int ',' path ',' int ',' path '>'
//   composed  ::= primary ('o' int-tuple 'o' primary)+     (left to right)
//   primary   ::= swizzle | cswizzle | layout | '[' composed ']'
//   tile      ::= '[' tile-elem ('|' tile-elem)* ']'
//   tile-elem ::= '*' | tile | int-tuple (':' int-tuple)?
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LAYOUT_TEXTPARSER_H
#define FLY_LAYOUT_TEXTPARSER_H

#include "fly/Layout/Layout.h"

#include <cctype>
#include <optional>

namespace fly::layout {

enum class IntStatus { Absent, Ok, Error };

/// Deeper nesting than this is rejected (CuTe layouts nest 2-4 levels); it
/// keeps hostile input from overflowing the stack.
constexpr int kMaxNestingDepth = 64;

template <typename Tok> class TextParser {
public:
  explicit TextParser(Tok &tok) : tok(tok) {}

  std::optional<IntTuple> parseIntTuple() { return intTuple(0); }

  std::optional<Layout> parseLayout() {
    auto shape = intTuple(0);
    if (!shape)
      return std::nullopt;
    if (!tok.punct(':'))
      return err("expected ':' between shape and stride");
    auto stride = intTuple(0);
    if (!stride)
      return std::nullopt;
    if (!shape->congruent(*stride)) {
      tok.error("shape " + shape->str() + " and stride " + stride->str() +
                " are not congruent");
      return std::nullopt;
    }
    return Layout(std::move(*shape), std::move(*stride));
  }

  std::optional<Swizzle> parseSwizzle() {
    std::string kw;
    if (!tok.keyword(kw) || kw != "S")
      return err("expected swizzle 'S<mask,base,shift>'");
    return swizzleBody();
  }

  std::optional<CoordSwizzle> parseCoordSwizzle() {
    std::string kw;
    if (!tok.keyword(kw) || kw != "CS")
      return err("expected coordinate swizzle 'CS<...>'");
    return coordSwizzleBody();
  }

  /// A layout, swizzle, coordinate swizzle or composed layout.
  std::optional<LayoutFn> parseLayoutFn() { return layoutFn(0); }

  /// `[B0|B1|...]`, or one integer or layout: a leaf tile (FlyDSL's form).
  std::optional<Tile> parseTile() {
    if (!tok.punct('[')) {
      auto elem = tileElem(0);
      if (!elem)
        return std::nullopt;
      Tile t{{std::move(*elem)}};
      t.leaf = true;
      return t;
    }
    auto elems = tileBody(0);
    if (!elems)
      return std::nullopt;
    return Tile{std::move(*elems)};
  }

private:
  Tok &tok;

  std::nullopt_t err(const std::string &msg) {
    tok.error(msg);
    return std::nullopt;
  }

  bool tooDeep(int depth) {
    if (depth < kMaxNestingDepth)
      return false;
    tok.error("nesting deeper than " + std::to_string(kMaxNestingDepth) +
              " levels");
    return true;
  }

  std::optional<int64_t> integer(const char *what) {
    int64_t v = 0;
    switch (tok.integer(v)) {
    case IntStatus::Ok:
      return v;
    case IntStatus::Absent:
      tok.error(std::string("expected ") + what);
      return std::nullopt;
    case IntStatus::Error:
      return std::nullopt;
    }
    return std::nullopt;
  }

  std::optional<IntTuple> intTuple(int depth) {
    if (tooDeep(depth))
      return std::nullopt;
    if (tok.punct('(')) {
      std::vector<IntTuple> elems;
      // Most tuples have at most four modes: one allocation, no regrowth.
      elems.reserve(4);
      if (tok.punct(')'))
        return err("empty tuple '()' is not an int tuple");
      do {
        auto e = intTuple(depth + 1);
        if (!e)
          return std::nullopt;
        elems.push_back(std::move(*e));
      } while (tok.punct(','));
      if (!tok.punct(')'))
        return err("expected ',' or ')' in int tuple");
      return IntTuple::tuple(std::move(elems));
    }
    auto l = leaf();
    if (!l)
      return std::nullopt;
    return IntTuple(std::move(*l));
  }

  std::optional<Leaf> leaf() {
    Leaf l;
    int64_t v = 0;
    switch (tok.integer(v)) {
    case IntStatus::Ok:
      l = Leaf::ofStatic(v);
      break;
    case IntStatus::Error:
      return std::nullopt;
    case IntStatus::Absent:
      if (tok.punct('*')) {
        return Leaf::ofNone();
      }
      if (!tok.punct('?'))
        return err("expected an integer, '?', '*' or '('");
      l = Leaf::ofDynamic();
      if (tok.punct('{') && !dynAnnotation(l))
        return std::nullopt;
      break;
    }
    // Optional basis suffix: E0, E0E1, ... arrives as one identifier.
    std::string kw;
    if (tok.keyword(kw)) {
      if (!parseBasisPath(kw, l.basis)) {
        tok.unreadKeyword(std::move(kw));
      }
    }
    return l;
  }

  static bool parseBasisPath(const std::string &kw, ModePath &out) {
    if (kw.size() < 2 || kw[0] != 'E')
      return false;
    ModePath path;
    size_t i = 0;
    while (i < kw.size()) {
      if (kw[i] != 'E')
        return false;
      ++i;
      size_t start = i;
      int64_t idx = 0;
      while (i < kw.size() && std::isdigit(static_cast<unsigned char>(kw[i]))) {
        idx = idx * 10 + (kw[i] - '0');
        if (idx > 1000000)
          return false;
        ++i;
      }
      if (i == start)
        return false;
      path.push_back(static_cast<int32_t>(idx));
    }
    out = std::move(path);
    return true;
  }

  bool dynAnnotation(Leaf &l) {
    std::string kw;
    bool sawAny = false;
    if (tok.keyword(kw)) {
      if (kw == "i32" || kw == "i64") {
        l.width = kw == "i64" ? 64 : 32;
        sawAny = true;
        kw.clear();
        if (!tok.keyword(kw))
          kw.clear();
      }
      if (!kw.empty()) {
        if (kw != "div") {
          tok.error("expected 'i32', 'i64' or 'div' in a dynamic leaf "
                    "annotation (width comes first), found '" + kw + "'");
          return false;
        }
        if (!tok.punct('=')) {
          tok.error("expected '=' after 'div'");
          return false;
        }
        auto d = integer("divisibility");
        if (!d)
          return false;
        if (*d < 1) {
          tok.error("divisibility must be positive, got " + std::to_string(*d));
          return false;
        }
        l.div = *d;
        sawAny = true;
      }
    }
    std::string late;
    if (tok.keyword(late)) {
      if (late == "i32" || late == "i64")
        tok.error("the width comes first in a dynamic leaf annotation: "
                  "write ?{" + late + " div=" + std::to_string(l.div) + "}");
      else
        tok.error("unexpected '" + late + "' in a dynamic leaf annotation");
      return false;
    }
    if (!tok.punct('}')) {
      tok.error(sawAny ? "expected '}' after dynamic leaf annotation"
                       : "expected 'i32', 'i64' or 'div' in a dynamic leaf "
                         "annotation");
      return false;
    }
    return true;
  }

  std::optional<Swizzle> swizzleBody() {
    if (!tok.punct('<'))
      return err("expected '<' after 'S'");
    Swizzle s;
    auto m = integer("swizzle mask");
    if (!m || !tok.punct(','))
      return m ? err("expected ','") : std::nullopt;
    auto b = integer("swizzle base");
    if (!b || !tok.punct(','))
      return b ? err("expected ','") : std::nullopt;
    auto sh = integer("swizzle shift");
    if (!sh)
      return std::nullopt;
    if (!tok.punct('>'))
      return err("expected '>' to close the swizzle");
    if (*m < 0 || *b < 0 || *m > 30 || *b > 30 || *sh > 30 || *sh < -30)
      return err("swizzle parameters out of range: S<" + std::to_string(*m) +
                 "," + std::to_string(*b) + "," + std::to_string(*sh) + ">");
    if (*sh < *m)
      return err("swizzle S<" + std::to_string(*m) + "," + std::to_string(*b) +
                 "," + std::to_string(*sh) +
                 "> is invalid: the shift must be at least the mask width");
    s.mask = static_cast<int32_t>(*m);
    s.base = static_cast<int32_t>(*b);
    s.shift = static_cast<int32_t>(*sh);
    return s;
  }

  bool path(std::vector<int32_t> &out) {
    if (!tok.punct('[')) {
      tok.error("expected '[' to start a mode path");
      return false;
    }
    if (tok.punct(']'))
      return true;
    do {
      auto v = integer("mode index");
      if (!v)
        return false;
      if (*v < 0 || *v > 1000000) {
        tok.error("mode index " + std::to_string(*v) + " out of range");
        return false;
      }
      out.push_back(static_cast<int32_t>(*v));
    } while (tok.punct(','));
    if (!tok.punct(']')) {
      tok.error("expected ',' or ']' in a mode path");
      return false;
    }
    return true;
  }

  std::optional<CoordSwizzle> coordSwizzleBody() {
    if (!tok.punct('<'))
      return err("expected '<' after 'CS'");
    CoordSwizzle cs;
    auto m = integer("mask");
    if (!m || !tok.punct(','))
      return m ? err("expected ','") : std::nullopt;
    auto br = integer("row base");
    if (!br || !tok.punct(','))
      return br ? err("expected ','") : std::nullopt;
    if (!path(cs.rowPath) || !tok.punct(','))
      return err("expected ',' after the row path");
    auto bc = integer("column base");
    if (!bc || !tok.punct(','))
      return bc ? err("expected ','") : std::nullopt;
    if (!path(cs.colPath))
      return std::nullopt;
    if (!tok.punct('>'))
      return err("expected '>' to close the coordinate swizzle");
    if (*m < 0 || *m > 30 || *br < 0 || *br > 62 || *bc < 0 || *bc > 62)
      return err("coordinate swizzle parameters out of range");
    cs.mask = static_cast<int32_t>(*m);
    cs.baseRow = static_cast<int32_t>(*br);
    cs.baseCol = static_cast<int32_t>(*bc);
    return cs;
  }

  /// primary ::= swizzle | cswizzle | layout | '[' composed ']'
  std::optional<LayoutFn> primary(int depth) {
    if (tooDeep(depth))
      return std::nullopt;
    if (tok.punct('[')) {
      auto inner = layoutFn(depth + 1);
      if (!inner)
        return std::nullopt;
      if (!tok.punct(']'))
        return err("expected ']' to close a bracketed composed layout");
      return inner;
    }
    std::string kw;
    if (tok.keyword(kw)) {
      if (kw == "S") {
        auto s = swizzleBody();
        if (!s)
          return std::nullopt;
        return LayoutFn(*s);
      }
      if (kw == "CS") {
        auto cs = coordSwizzleBody();
        if (!cs)
          return std::nullopt;
        return LayoutFn(*cs);
      }
      return err("expected a layout, 'S<...>' or 'CS<...>', found '" + kw +
                 "'");
    }
    auto l = parseLayout();
    if (!l)
      return std::nullopt;
    return LayoutFn(std::move(*l));
  }

  std::optional<LayoutFn> layoutFn(int depth) {
    auto acc = primary(depth);
    if (!acc)
      return std::nullopt;
    std::string kw;
    while (tok.keyword(kw)) {
      if (kw != "o") {
        tok.unreadKeyword(std::move(kw));
        break;
      }
      auto offset = intTuple(depth + 1);
      if (!offset)
        return std::nullopt;
      std::string kw2;
      if (!tok.keyword(kw2) || kw2 != "o")
        return err("expected 'o' after the offset of a composed layout");
      auto outer = primary(depth + 1);
      if (!outer)
        return std::nullopt;
      if (std::holds_alternative<Swizzle>(*outer) ||
          std::holds_alternative<CoordSwizzle>(*outer))
        return err("the outer part of a composed layout must be a layout or "
                   "a composed layout");
      auto c = std::make_shared<ComposedLayout>();
      c->inner = std::move(*acc);
      c->offset = std::move(*offset);
      c->outer = std::move(*outer);
      acc = LayoutFn(std::move(c));
      kw.clear();
    }
    return acc;
  }

  /// After '[': elements up to and including ']'.
  /// A static integer or a layout (a tile element that is no nested tile).
  std::optional<TileElem> tileElem(int depth) {
    auto shape = intTuple(depth + 1);
    if (!shape)
      return std::nullopt;
    if (tok.punct(':')) {
      auto stride = intTuple(depth + 1);
      if (!stride)
        return std::nullopt;
      if (!shape->congruent(*stride))
        return err("tile element shape " + shape->str() + " and stride " +
                   stride->str() + " are not congruent");
      return TileElem::ofLayout(Layout(std::move(*shape), std::move(*stride)));
    }
    if (!shape->isLeaf() || !shape->leaf().isStatic() ||
        shape->leaf().isBasis())
      return err("a tile element must be '*', a static integer, a layout "
                 "or a nested tile, found '" + shape->str() + "'");
    return TileElem::ofInt(shape->leaf().value);
  }

  std::optional<std::vector<TileElem>> tileBody(int depth) {
    if (tooDeep(depth))
      return std::nullopt;
    std::vector<TileElem> elems;
    do {
      if (tok.punct('*')) {
        elems.push_back(TileElem::none());
        continue;
      }
      if (tok.punct('[')) {
        auto sub = tileBody(depth + 1);
        if (!sub)
          return std::nullopt;
        elems.push_back(TileElem::ofTile(std::move(*sub)));
        continue;
      }
      auto elem = tileElem(depth);
      if (!elem)
        return std::nullopt;
      elems.push_back(std::move(*elem));
    } while (tok.punct('|'));
    if (!tok.punct(']'))
      return err("expected '|' or ']' in a tile");
    return elems;
  }
};

} // namespace fly::layout

#endif // FLY_LAYOUT_TEXTPARSER_H
