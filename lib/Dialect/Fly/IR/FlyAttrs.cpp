//===- FlyAttrs.cpp - fly attributes: storage, conversion, syntax ---------===//

#include "BodySyntax.h"
#include "AsmTokenSource.h"
#include "AttrStorage.h"

#include "mlir/IR/DialectImplementation.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::fly;

//===----------------------------------------------------------------------===//
// Int tuples and bases
//===----------------------------------------------------------------------===//

ArrayRef<int64_t> IntTupleAttr::getEncoding() const {
  return getImpl()->encoding;
}

const algebra::IntTuple &IntTupleAttr::getValue() const {
  return getImpl()->value;
}

IntTupleAttr IntTupleAttr::get(MLIRContext *ctx,
                               const algebra::IntTuple &value) {
  // The key is built in a per-thread buffer (uniquing copies it when the
  // attribute is new), and the value travels along so that it is not
  // decoded back from the key.
  thread_local std::vector<int64_t> encoding;
  encoding.clear();
  value.encodeTo(encoding);
  return Base::get(ctx, detail::IntTupleAttrStorage::KeyTy(encoding, &value));
}

bool IntTupleAttr::isStatic() const { return getValue().isStatic(); }

algebra::Leaf BasisAttr::getValue() const {
  ArrayRef<int64_t> enc = getEncoding();
  auto decoded = algebra::IntTuple::decode(enc.data(), enc.size());
  if (!decoded || !decoded->isLeaf())
    return algebra::Leaf::ofStatic(0);
  return decoded->leaf();
}

BasisAttr BasisAttr::get(MLIRContext *ctx, const algebra::Leaf &value) {
  std::vector<int64_t> enc = algebra::IntTuple(value).encode();
  return get(ctx, ArrayRef<int64_t>(enc));
}

IntTupleAttr mlir::fly::parseIntTupleBody(AsmParser &p) {
  AsmTokenSource tok(p);
  algebra::TextParser<AsmTokenSource> parser(tok);
  auto value = parser.parseIntTuple();
  if (!value || failed(tok.finish()))
    return {};
  return IntTupleAttr::get(p.getContext(), *value);
}

BasisAttr mlir::fly::parseBasisBody(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  IntTupleAttr t = parseIntTupleBody(p);
  if (!t)
    return {};
  algebra::IntTuple v = t.getValue();
  if (!v.isLeaf() || !v.leaf().isBasis()) {
    p.emitError(loc, "expected a scaled basis such as '1E0', found '")
        << v.str() << "'";
    return {};
  }
  return BasisAttr::get(p.getContext(), v.leaf());
}

/// The text of one attribute body, built in a per-thread buffer so that
/// printing does not allocate.
static std::string &printBuffer() {
  thread_local std::string buffer;
  buffer.clear();
  return buffer;
}

bool mlir::fly::appendAttrBody(Attribute attr, std::string &out) {
  size_t start = out.size();
  out += '<';
  if (auto t = dyn_cast<IntTupleAttr>(attr))
    t.getValue().appendTo(out);
  else if (auto l = dyn_cast<LayoutAttr>(attr))
    l.getValue().appendTo(out);
  else if (auto c = dyn_cast<ComposedLayoutAttr>(attr))
    out += c.getValue().str();
  else if (auto t = dyn_cast<TileAttr>(attr))
    out += t.getValue().str();
  else {
    out.resize(start);
    return false;
  }
  out += '>';
  return true;
}

Attribute IntTupleAttr::parse(AsmParser &p, Type) {
  return parseAngled<IntTupleAttr>(p, parseIntTupleBody);
}
void IntTupleAttr::print(AsmPrinter &p) const {
  std::string &text = printBuffer();
  appendAttrBody(*this, text);
  p << text;
}
Attribute BasisAttr::parse(AsmParser &p, Type) {
  return parseAngled<BasisAttr>(p, parseBasisBody);
}
void BasisAttr::print(AsmPrinter &p) const {
  p << "<" << algebra::leafToString(getValue()) << ">";
}

//===----------------------------------------------------------------------===//
// Layouts
//===----------------------------------------------------------------------===//

/// A shape leaf a layout may have: an integer, positive when static.
static bool isExtentLeaf(const algebra::Leaf &l) {
  return !l.isBasis() && !l.isNone() && !(l.isStatic() && l.value <= 0);
}

static bool allExtentLeaves(const algebra::IntTuple &t) {
  if (t.isLeaf())
    return isExtentLeaf(t.leaf());
  return llvm::all_of(t.elements(), allExtentLeaves);
}

bool mlir::fly::isValidLayout(const algebra::IntTuple &shape,
                              const algebra::IntTuple &stride) {
  return shape.congruent(stride) && allExtentLeaves(shape);
}

LogicalResult
LayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                   IntTupleAttr shape, IntTupleAttr stride) {
  const algebra::IntTuple &s = shape.getValue(), &d = stride.getValue();
  // The common case without collecting leaves; the walk below names the
  // first offending one.
  if (isValidLayout(s, d))
    return success();
  if (!s.congruent(d))
    return emitError() << "shape " << s.str() << " and stride " << d.str()
                       << " are not congruent";
  std::vector<algebra::Leaf> leaves = s.leaves();
  for (size_t i = 0; i < leaves.size(); ++i) {
    const algebra::Leaf &l = leaves[i];
    if (l.isBasis() || l.isNone())
      return emitError() << "shape leaf " << i << " of " << s.str()
                         << " must be an integer";
    if (l.isStatic() && l.value <= 0)
      return emitError() << "shape leaf " << i << " of " << s.str()
                         << " is " << l.value << "; static extents must be "
                         << "positive";
  }
  return success();
}

IntTupleAttr LayoutAttr::getShape() const { return getImpl()->shape; }
IntTupleAttr LayoutAttr::getStride() const { return getImpl()->stride; }

const algebra::Layout &LayoutAttr::getValue() const {
  return getImpl()->value;
}

LayoutAttr LayoutAttr::get(MLIRContext *ctx, const algebra::Layout &value) {
  return get(ctx, IntTupleAttr::get(ctx, value.shape),
             IntTupleAttr::get(ctx, value.stride));
}

bool LayoutAttr::isStatic() const { return getValue().isStatic(); }

static LayoutAttr layoutAttrChecked(AsmParser &p, SMLoc loc,
                                   const algebra::Layout &l) {
  MLIRContext *ctx = p.getContext();
  return LayoutAttr::getChecked([&] { return p.emitError(loc); }, ctx,
                                IntTupleAttr::get(ctx, l.shape),
                                IntTupleAttr::get(ctx, l.stride));
}

LayoutAttr mlir::fly::parseLayoutBody(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  AsmTokenSource tok(p);
  algebra::TextParser<AsmTokenSource> parser(tok);
  auto value = parser.parseLayout();
  if (!value || failed(tok.finish()))
    return {};
  return layoutAttrChecked(p, loc, *value);
}

Attribute LayoutAttr::parse(AsmParser &p, Type) {
  return parseAngled<LayoutAttr>(p, parseLayoutBody);
}
void LayoutAttr::print(AsmPrinter &p) const {
  std::string &text = printBuffer();
  appendAttrBody(*this, text);
  p << text;
}

//===----------------------------------------------------------------------===//
// Swizzles
//===----------------------------------------------------------------------===//

LogicalResult SwizzleAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                  int32_t mask, int32_t base, int32_t shift) {
  if (mask < 0 || base < 0 || shift < mask)
    return emitError() << "swizzle S<" << mask << "," << base << "," << shift
                       << "> is invalid: mask and base must be non-negative "
                          "and the shift at least the mask";
  if (mask + base + shift > 62)
    return emitError() << "swizzle S<" << mask << "," << base << "," << shift
                       << "> has a period beyond 2^62";
  return success();
}

algebra::Swizzle SwizzleAttr::getValue() const {
  return algebra::Swizzle{getMask(), getBase(), getShift()};
}

SwizzleAttr SwizzleAttr::get(MLIRContext *ctx, const algebra::Swizzle &v) {
  return get(ctx, v.mask, v.base, v.shift);
}

SwizzleAttr mlir::fly::parseSwizzleBody(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  AsmTokenSource tok(p);
  algebra::TextParser<AsmTokenSource> parser(tok);
  auto value = parser.parseSwizzle();
  if (!value || failed(tok.finish()))
    return {};
  return SwizzleAttr::getChecked([&] { return p.emitError(loc); },
                                 p.getContext(), value->mask, value->base,
                                 value->shift);
}

Attribute SwizzleAttr::parse(AsmParser &p, Type) {
  return parseAngled<SwizzleAttr>(p, parseSwizzleBody);
}
void SwizzleAttr::print(AsmPrinter &p) const {
  p << "<" << getValue().str() << ">";
}

algebra::CoordSwizzle CoordSwizzleAttr::getValue() const {
  algebra::CoordSwizzle cs;
  cs.mask = getMask();
  cs.baseRow = getBaseRow();
  cs.rowPath.assign(getRowPath().begin(), getRowPath().end());
  cs.baseCol = getBaseCol();
  cs.colPath.assign(getColPath().begin(), getColPath().end());
  return cs;
}

CoordSwizzleAttr CoordSwizzleAttr::get(MLIRContext *ctx,
                                       const algebra::CoordSwizzle &v) {
  return get(ctx, v.mask, v.baseRow, ArrayRef<int32_t>(v.rowPath), v.baseCol,
             ArrayRef<int32_t>(v.colPath));
}

CoordSwizzleAttr mlir::fly::parseCoordSwizzleBody(AsmParser &p) {
  AsmTokenSource tok(p);
  algebra::TextParser<AsmTokenSource> parser(tok);
  auto value = parser.parseCoordSwizzle();
  if (!value || failed(tok.finish()))
    return {};
  return CoordSwizzleAttr::get(p.getContext(), *value);
}

Attribute CoordSwizzleAttr::parse(AsmParser &p, Type) {
  return parseAngled<CoordSwizzleAttr>(p, parseCoordSwizzleBody);
}
void CoordSwizzleAttr::print(AsmPrinter &p) const {
  p << "<" << getValue().str() << ">";
}

//===----------------------------------------------------------------------===//
// Composed layouts
//===----------------------------------------------------------------------===//

algebra::LayoutFn mlir::fly::toLayoutFn(Attribute attr) {
  if (auto l = dyn_cast<LayoutAttr>(attr))
    return l.getValue();
  if (auto s = dyn_cast<SwizzleAttr>(attr))
    return s.getValue();
  if (auto cs = dyn_cast<CoordSwizzleAttr>(attr))
    return cs.getValue();
  if (auto c = dyn_cast<ComposedLayoutAttr>(attr))
    return std::make_shared<algebra::ComposedLayout>(c.getValue());
  return algebra::Layout(algebra::IntTuple::of(1), algebra::IntTuple::of(0));
}

Attribute mlir::fly::fromLayoutFn(MLIRContext *ctx,
                                  const algebra::LayoutFn &fn) {
  if (auto *l = std::get_if<algebra::Layout>(&fn))
    return LayoutAttr::get(ctx, *l);
  if (auto *s = std::get_if<algebra::Swizzle>(&fn))
    return SwizzleAttr::get(ctx, *s);
  if (auto *cs = std::get_if<algebra::CoordSwizzle>(&fn))
    return CoordSwizzleAttr::get(ctx, *cs);
  auto c = std::get_if<std::shared_ptr<algebra::ComposedLayout>>(&fn);
  return ComposedLayoutAttr::get(ctx, **c);
}

algebra::ComposedLayout ComposedLayoutAttr::getValue() const {
  algebra::ComposedLayout c;
  c.inner = toLayoutFn(getInner());
  c.offset = getOffset().getValue();
  c.outer = toLayoutFn(getOuter());
  return c;
}

ComposedLayoutAttr ComposedLayoutAttr::get(MLIRContext *ctx,
                                           const algebra::ComposedLayout &v) {
  return get(ctx, fromLayoutFn(ctx, v.inner), IntTupleAttr::get(ctx, v.offset),
             fromLayoutFn(ctx, v.outer));
}

bool ComposedLayoutAttr::isStatic() const { return getValue().isStatic(); }

ComposedLayoutAttr mlir::fly::parseComposedLayoutBody(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  AsmTokenSource tok(p);
  algebra::TextParser<AsmTokenSource> parser(tok);
  auto value = parser.parseLayoutFn();
  if (!value || failed(tok.finish()))
    return {};
  auto *c = std::get_if<std::shared_ptr<algebra::ComposedLayout>>(&*value);
  if (!c) {
    p.emitError(loc, "expected a composed layout 'inner o offset o outer'");
    return {};
  }
  // Layout parts must satisfy the layout invariants (positive extents).
  const algebra::Layout &outer = (*c)->outerLayout();
  if (!layoutAttrChecked(p, loc, outer))
    return {};
  return ComposedLayoutAttr::get(p.getContext(), **c);
}

Attribute ComposedLayoutAttr::parse(AsmParser &p, Type) {
  return parseAngled<ComposedLayoutAttr>(p, parseComposedLayoutBody);
}
void ComposedLayoutAttr::print(AsmPrinter &p) const {
  std::string &text = printBuffer();
  appendAttrBody(*this, text);
  p << text;
}

//===----------------------------------------------------------------------===//
// Tiles
//===----------------------------------------------------------------------===//

static algebra::TileElem toTileElem(Attribute attr) {
  if (auto t = dyn_cast<IntTupleAttr>(attr)) {
    algebra::IntTuple v = t.getValue();
    if (v.isLeaf() && v.leaf().isStatic())
      return algebra::TileElem::ofInt(v.leaf().value);
    return algebra::TileElem::none();
  }
  if (auto l = dyn_cast<LayoutAttr>(attr))
    return algebra::TileElem::ofLayout(l.getValue());
  if (auto t = dyn_cast<TileAttr>(attr))
    return algebra::TileElem::ofTile(t.getValue().elems);
  return algebra::TileElem::none();
}

static Attribute fromTileElem(MLIRContext *ctx, const algebra::TileElem &e) {
  switch (e.kind) {
  case algebra::TileElem::Kind::None:
    return IntTupleAttr::get(ctx, algebra::IntTuple::none());
  case algebra::TileElem::Kind::Int:
    return IntTupleAttr::get(ctx, algebra::IntTuple::of(e.n));
  case algebra::TileElem::Kind::Layout:
    return LayoutAttr::get(ctx, e.layout);
  case algebra::TileElem::Kind::Tile:
    return TileAttr::get(ctx, algebra::Tile{e.sub});
  }
  return IntTupleAttr::get(ctx, algebra::IntTuple::none());
}

algebra::Tile TileAttr::getValue() const {
  algebra::Tile t;
  for (Attribute a : getElems())
    t.elems.push_back(toTileElem(a));
  t.leaf = getLeaf();
  return t;
}

TileAttr TileAttr::get(MLIRContext *ctx, const algebra::Tile &v) {
  SmallVector<Attribute> elems;
  for (const algebra::TileElem &e : v.elems)
    elems.push_back(fromTileElem(ctx, e));
  return get(ctx, ArrayRef<Attribute>(elems), v.leaf && elems.size() == 1);
}

/// Layout elements of a tile (at any depth) must be valid layouts.
static bool checkTileLayouts(AsmParser &p, SMLoc loc,
                             const std::vector<algebra::TileElem> &elems) {
  for (const algebra::TileElem &e : elems) {
    if (e.kind == algebra::TileElem::Kind::Layout &&
        !layoutAttrChecked(p, loc, e.layout))
      return false;
    // A tile is a compile-time tiler: every leaf is static.
    if (e.kind == algebra::TileElem::Kind::Layout && !e.layout.isStatic()) {
      p.emitError(loc, "tile element ")
          << e.layout.str() << " has dynamic leaves; tiles are static";
      return false;
    }
    if (e.kind == algebra::TileElem::Kind::Int && e.n <= 0) {
      p.emitError(loc, "tile element ") << e.n << " must be positive";
      return false;
    }
    if (e.kind == algebra::TileElem::Kind::Tile &&
        !checkTileLayouts(p, loc, e.sub))
      return false;
  }
  return true;
}

TileAttr mlir::fly::parseTileBody(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  AsmTokenSource tok(p);
  algebra::TextParser<AsmTokenSource> parser(tok);
  auto value = parser.parseTile();
  if (!value || failed(tok.finish()) ||
      !checkTileLayouts(p, loc, value->elems))
    return {};
  return TileAttr::get(p.getContext(), *value);
}

Attribute TileAttr::parse(AsmParser &p, Type) {
  return parseAngled<TileAttr>(p, parseTileBody);
}
void TileAttr::print(AsmPrinter &p) const {
  std::string &text = printBuffer();
  appendAttrBody(*this, text);
  p << text;
}

#include "fly/Dialect/Fly/IR/FlyEnums.cpp.inc"

// AlignAttr's syntax and verifier live in FlyMemoryTypes.cpp.
#define GET_ATTRDEF_CLASSES
#include "fly/Dialect/Fly/IR/FlyAttrDefs.cpp.inc"

void FlyDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "fly/Dialect/Fly/IR/FlyAttrDefs.cpp.inc"
      >();
}
