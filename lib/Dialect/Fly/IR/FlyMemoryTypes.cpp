//===- FlyMemoryTypes.cpp - !fly.ptr, !fly.memref, !fly.coord_tensor ------===//
//
// Syntax (docs/reference/type-grammar.md#pointers-and-views), parameters
// separated by ", ":
//   !fly.ptr<E, AS[, align<N>][, S<m,b,s>]>
//   !fly.memref<E, AS, L[, align<N>][, S<m,b,s>]>
//   !fly.coord_tensor<base, L>
// AS is a bare #fly<address_space> keyword or a dialect attribute such as
// #fly_rocdl.buffer_desc (only the fly enum verifies until that dialect
// exists). L is a layout or a composed layout body. The alignment defaults to
// the element byte size and the swizzle to S<0,0,0>; defaults are not printed.
//
// Element sizes: integer, float, index (64 bits) and vectors of them. A
// sub-byte element (i1, i4, f4E2M1FN, f6E2M3FN, ...) counts as one byte, so
// its default alignment is 1 and any positive alignment is a multiple of it;
// in general the byte size is ceil(bits / 8).
//
//===----------------------------------------------------------------------===//

#include "AsmTokenSource.h"
#include "BodySyntax.h"

#include "mlir/IR/DialectImplementation.h"

using namespace mlir;
using namespace mlir::fly;

//===----------------------------------------------------------------------===//
// align<N>
//===----------------------------------------------------------------------===//

LogicalResult AlignAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                int32_t alignment) {
  if (alignment <= 0)
    return emitError() << "alignment must be positive, got " << alignment;
  return success();
}

/// Parses `<N>` after the keyword `align`.
static AlignAttr parseAlignBody(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  int64_t n = 0;
  if (p.parseLess() || p.parseInteger(n) || p.parseGreater())
    return {};
  if (n > std::numeric_limits<int32_t>::max() ||
      n < std::numeric_limits<int32_t>::min()) {
    p.emitError(loc, "alignment ") << n << " does not fit in 32 bits";
    return {};
  }
  return AlignAttr::getChecked([&] { return p.emitError(loc); },
                               p.getContext(), static_cast<int32_t>(n));
}

Attribute AlignAttr::parse(AsmParser &p, Type) { return parseAlignBody(p); }
void AlignAttr::print(AsmPrinter &p) const { p << "<" << getAlignment() << ">"; }

//===----------------------------------------------------------------------===//
// Shared pieces
//===----------------------------------------------------------------------===//

std::optional<int64_t> PointerType::getElementBits(Type type) {
  if (type.isIntOrFloat())
    return type.getIntOrFloatBitWidth();
  if (type.isIndex())
    return 64;
  if (auto v = dyn_cast<VectorType>(type)) {
    if (v.isScalable() || !v.getElementType().isIntOrFloat())
      return std::nullopt;
    return v.getNumElements() * v.getElementType().getIntOrFloatBitWidth();
  }
  return std::nullopt;
}

int64_t PointerType::getElementBytes(Type type) {
  std::optional<int64_t> bits = getElementBits(type);
  if (!bits)
    return 0;
  return std::max<int64_t>(1, (*bits + 7) / 8);
}

static std::optional<AddressSpace> flyAddressSpace(Attribute attr) {
  if (auto as = dyn_cast_or_null<AddressSpaceAttr>(attr))
    return as.getValue();
  return std::nullopt;
}

std::optional<AddressSpace> PointerType::getFlyAddressSpace() const {
  return flyAddressSpace(getAddressSpace());
}
std::optional<AddressSpace> mlir::fly::MemRefType::getFlyAddressSpace() const {
  return flyAddressSpace(getAddressSpace());
}

static AlignAttr defaultAlign(MLIRContext *ctx, Type elemType) {
  int64_t bytes = PointerType::getElementBytes(elemType);
  return AlignAttr::get(ctx, static_cast<int32_t>(bytes > 0 ? bytes : 1));
}

static SwizzleAttr trivialSwizzle(MLIRContext *ctx) {
  return SwizzleAttr::get(ctx, 0, 0, 0);
}

/// The checks common to !fly.ptr and !fly.memref.
static LogicalResult
verifyMemoryParams(function_ref<InFlightDiagnostic()> emitError, Type elemType,
                   Attribute addressSpace, AlignAttr alignment,
                   SwizzleAttr swizzle) {
  if (!elemType)
    return emitError() << "missing element type";
  int64_t bytes = PointerType::getElementBytes(elemType);
  if (bytes == 0)
    return emitError() << "element type " << elemType
                       << " has no fixed bit width; expected an integer, "
                          "float, index or vector of them";
  if (!addressSpace)
    return emitError() << "missing address space";
  if (!isa<AddressSpaceAttr, TargetAddressSpaceAttrInterface>(addressSpace))
    return emitError() << "address space " << addressSpace
                       << " is not supported; expected generic, global, "
                          "shared, register or a target address space "
                          "(#fly_rocdl.buffer_desc)";
  if (!alignment || !swizzle)
    return emitError() << "missing alignment or swizzle";
  int64_t align = alignment.getAlignment();
  if (align <= 0 || align % bytes != 0)
    return emitError() << "alignment " << align
                       << " must be a positive multiple of the element size ("
                       << bytes << " byte" << (bytes == 1 ? "" : "s") << " for "
                       << elemType << ")";
  return success();
}

/// AS: a bare enum keyword, or any attribute (`#dialect.name`).
static Attribute parseAddressSpace(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  StringRef kw;
  if (succeeded(p.parseOptionalKeyword(&kw))) {
    std::optional<AddressSpace> as = symbolizeAddressSpace(kw);
    if (!as) {
      p.emitError(loc, "unknown address space '")
          << kw << "'; expected generic, global, shared, register or an "
          << "address-space attribute";
      return {};
    }
    return AddressSpaceAttr::get(p.getContext(), *as);
  }
  Attribute attr;
  if (p.parseAttribute(attr))
    return {};
  return attr;
}

/// `<T, AS` of a pointer or view type: sets `elemType` and returns AS, or
/// null after an error.
static Attribute parseElemTypeAndSpace(AsmParser &p, Type &elemType) {
  if (p.parseLess() || p.parseType(elemType) || p.parseComma())
    return {};
  return parseAddressSpace(p);
}

static void printAddressSpace(AsmPrinter &p, Attribute as) {
  if (auto e = dyn_cast<AddressSpaceAttr>(as))
    p << stringifyAddressSpace(e.getValue());
  else
    p.printAttribute(as);
}

/// Parses the optional tail `[, align<N>][, S<m,b,s>]`, then `>`. Missing
/// parts get their defaults.
static LogicalResult parseAlignSwizzleTail(AsmParser &p, Type elemType,
                                           AlignAttr &align,
                                           SwizzleAttr &swizzle) {
  MLIRContext *ctx = p.getContext();
  align = {};
  swizzle = {};
  while (succeeded(p.parseOptionalComma())) {
    if (!align && !swizzle && succeeded(p.parseOptionalKeyword("align"))) {
      align = parseAlignBody(p);
      if (!align)
        return failure();
      continue;
    }
    if (swizzle)
      return p.emitError(p.getCurrentLocation(), "unexpected parameter after "
                                                 "the swizzle");
    SMLoc loc = p.getCurrentLocation();
    StringRef kw;
    if (failed(p.parseOptionalKeyword(&kw)) || kw != "S")
      return p.emitError(loc, align ? "expected a swizzle 'S<m,b,s>'"
                                    : "expected 'align<N>' or a swizzle "
                                      "'S<m,b,s>'");
    // The swizzle body parser wants the `S` keyword back.
    AsmTokenSource tok(p);
    tok.unreadKeyword("S");
    algebra::TextParser<AsmTokenSource> parser(tok);
    auto value = parser.parseSwizzle();
    if (!value || failed(tok.finish()))
      return failure();
    swizzle = SwizzleAttr::getChecked([&] { return p.emitError(loc); }, ctx,
                                      value->mask, value->base, value->shift);
    if (!swizzle)
      return failure();
  }
  if (!align)
    align = defaultAlign(ctx, elemType);
  if (!swizzle)
    swizzle = trivialSwizzle(ctx);
  return p.parseGreater();
}

static void printAlignSwizzleTail(AsmPrinter &p, Type elemType,
                                  AlignAttr align, SwizzleAttr swizzle) {
  if (align.getAlignment() != PointerType::getElementBytes(elemType))
    p << ", align<" << align.getAlignment() << ">";
  if (swizzle != trivialSwizzle(swizzle.getContext()))
    p << ", " << swizzle.getValue().str();
}

/// L: a layout or composed layout body, as LayoutAttr / ComposedLayoutAttr.
static Attribute parseAnyLayoutBody(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  MLIRContext *ctx = p.getContext();
  AsmTokenSource tok(p);
  algebra::TextParser<AsmTokenSource> parser(tok);
  auto value = parser.parseLayoutFn();
  if (!value || failed(tok.finish()))
    return {};
  auto checkLayout = [&](const algebra::Layout &l) {
    return LayoutAttr::getChecked([&] { return p.emitError(loc); }, ctx,
                                  IntTupleAttr::get(ctx, l.shape),
                                  IntTupleAttr::get(ctx, l.stride));
  };
  if (auto *l = std::get_if<algebra::Layout>(&*value))
    return checkLayout(*l);
  if (auto *c = std::get_if<std::shared_ptr<algebra::ComposedLayout>>(&*value)) {
    if (!checkLayout((*c)->outerLayout()))
      return {};
    return ComposedLayoutAttr::get(ctx, **c);
  }
  p.emitError(loc, "expected a layout 'shape:stride' or a composed layout "
                   "'inner o offset o outer'");
  return {};
}

/// Prints the body of a LayoutAttr / ComposedLayoutAttr.
static void printAnyLayoutBody(AsmPrinter &p, Attribute layout) {
  if (auto l = dyn_cast<LayoutAttr>(layout))
    p << l.getValue().str();
  else if (auto c = dyn_cast<ComposedLayoutAttr>(layout))
    p << c.getValue().str();
  else
    p.printAttribute(layout);
}

static LogicalResult
verifyAnyLayout(function_ref<InFlightDiagnostic()> emitError,
                Attribute layout) {
  if (!isa_and_nonnull<LayoutAttr, ComposedLayoutAttr>(layout))
    return emitError() << "expected a layout or composed layout, got "
                       << layout;
  return success();
}

//===----------------------------------------------------------------------===//
// !fly.ptr
//===----------------------------------------------------------------------===//

PointerType PointerType::get(MLIRContext *ctx, Type elemType,
                             Attribute addressSpace) {
  return get(ctx, elemType, addressSpace, defaultAlign(ctx, elemType),
             trivialSwizzle(ctx));
}

LogicalResult PointerType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  Type elemType, Attribute addressSpace,
                                  AlignAttr alignment, SwizzleAttr swizzle) {
  return verifyMemoryParams(emitError, elemType, addressSpace, alignment,
                            swizzle);
}

Type PointerType::parse(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  Type elemType;
  Attribute as = parseElemTypeAndSpace(p, elemType);
  if (!as)
    return {};
  AlignAttr align;
  SwizzleAttr swizzle;
  if (failed(parseAlignSwizzleTail(p, elemType, align, swizzle)))
    return {};
  return getChecked([&] { return p.emitError(loc); }, p.getContext(),
                    elemType, as, align, swizzle);
}

void PointerType::print(AsmPrinter &p) const {
  p << "<";
  p.printType(getElemType());
  p << ", ";
  printAddressSpace(p, getAddressSpace());
  printAlignSwizzleTail(p, getElemType(), getAlignment(), getSwizzle());
  p << ">";
}

//===----------------------------------------------------------------------===//
// !fly.memref
//===----------------------------------------------------------------------===//

mlir::fly::MemRefType mlir::fly::MemRefType::get(MLIRContext *ctx, Type elemType,
                           Attribute addressSpace, Attribute layout) {
  return get(ctx, elemType, addressSpace, layout, defaultAlign(ctx, elemType),
             trivialSwizzle(ctx));
}

PointerType mlir::fly::MemRefType::getPointerType() const {
  return PointerType::get(getContext(), getElemType(), getAddressSpace(),
                          getAlignment(), getSwizzle());
}

LogicalResult mlir::fly::MemRefType::verify(function_ref<InFlightDiagnostic()> emitError,
                                 Type elemType, Attribute addressSpace,
                                 Attribute layout, AlignAttr alignment,
                                 SwizzleAttr swizzle) {
  if (failed(verifyMemoryParams(emitError, elemType, addressSpace, alignment,
                                swizzle)))
    return failure();
  return verifyAnyLayout(emitError, layout);
}

Type mlir::fly::MemRefType::parse(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  Type elemType;
  Attribute as = parseElemTypeAndSpace(p, elemType);
  if (!as || p.parseComma())
    return {};
  Attribute layout = parseAnyLayoutBody(p);
  if (!layout)
    return {};
  AlignAttr align;
  SwizzleAttr swizzle;
  if (failed(parseAlignSwizzleTail(p, elemType, align, swizzle)))
    return {};
  return getChecked([&] { return p.emitError(loc); }, p.getContext(),
                    elemType, as, layout, align, swizzle);
}

void mlir::fly::MemRefType::print(AsmPrinter &p) const {
  p << "<";
  p.printType(getElemType());
  p << ", ";
  printAddressSpace(p, getAddressSpace());
  p << ", ";
  printAnyLayoutBody(p, getLayout());
  printAlignSwizzleTail(p, getElemType(), getAlignment(), getSwizzle());
  p << ">";
}

//===----------------------------------------------------------------------===//
// !fly.coord_tensor
//===----------------------------------------------------------------------===//

LogicalResult
CoordTensorType::verify(function_ref<InFlightDiagnostic()> emitError,
                        IntTupleAttr base, Attribute layout) {
  if (!base)
    return emitError() << "missing base coordinate";
  return verifyAnyLayout(emitError, layout);
}

bool CoordTensorType::isStatic() const {
  if (!getBase().isStatic())
    return false;
  if (auto l = dyn_cast<LayoutAttr>(getLayout()))
    return l.isStatic();
  return cast<ComposedLayoutAttr>(getLayout()).isStatic();
}

Type CoordTensorType::parse(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  if (p.parseLess())
    return {};
  IntTupleAttr base = parseIntTupleBody(p);
  if (!base || p.parseComma())
    return {};
  Attribute layout = parseAnyLayoutBody(p);
  if (!layout || p.parseGreater())
    return {};
  return getChecked([&] { return p.emitError(loc); }, p.getContext(), base,
                    layout);
}

void CoordTensorType::print(AsmPrinter &p) const {
  p << "<" << getBase().getValue().str() << ", ";
  printAnyLayoutBody(p, getLayout());
  p << ">";
}
