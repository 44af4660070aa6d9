//===- FlyAtomTypes.cpp - atoms, tiled atoms and universal payloads -------===//
//
// Syntax (docs/reference/type-grammar.md#atoms):
//   !fly.copy_atom<!payload, valBits>      !fly.mma_atom<!payload>
//   !fly.tiled_copy<atom, !fly.layout<tv>, !fly.tile<tile>>
//   !fly.tiled_mma<atom, !fly.layout<l>[, !fly.tile<perm>]>
//   !fly.universal_copy<bits>   !fly.universal_atomic<op, T[, "scope"]>
//   !fly.universal_fma<1x1x1, (T, T) -> T>
// Inside the tiled types the layout and tile are printed qualified; the
// parser also accepts the bare forms `<(1,4,1):(0,1,0)>` and `<[*|4]>`.
//
// Decisions:
// - copy_atom valBits: 0 (no value view: a whole-tile copy such as gfx1250
//   TDM) or a positive divisor of the payload's copy bits, such that the
//   payload's thread-to-bit layouts recast to valBits bits.
// - tiled_copy: the TV layout is static and of rank 2 (thread, value).
// - tiled_mma: the atom layout is static and of rank 3 (M,N,K), the
//   permutation has rank 3 (CuTe's TiledMMA static_asserts).
// - universal_atomic: T is an integer or float; and/or/inc/dec need an
//   integer T (llvm.atomicrmw has no float form of them).
// - universal_fma: T is an integer or float.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/AlgebraDiagnostics.h"

#include "BodySyntax.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/DialectImplementation.h"

using namespace mlir;
using namespace mlir::fly;

static LayoutAttr makeLayout(MLIRContext *ctx, algebra::IntTuple shape,
                             algebra::IntTuple stride) {
  return LayoutAttr::get(ctx, algebra::Layout(std::move(shape),
                                              std::move(stride)));
}

/// CuTe Layout<_1>: written 1:0 (stride 0 for a size-1 mode).
static LayoutAttr singleThreadLayout(MLIRContext *ctx) {
  return makeLayout(ctx, algebra::IntTuple::of(1), algebra::IntTuple::of(0));
}

/// CuTe Layout<Shape<_1, Int<bits>>>: (1,bits):(0,1).
static LayoutAttr bitsLayout(MLIRContext *ctx, int64_t bits) {
  return makeLayout(ctx, algebra::IntTuple::ofStatics({1, bits}),
                    algebra::IntTuple::ofStatics({0, 1}));
}

static int64_t scalarBits(Type t) {
  return t.isIntOrFloat() ? t.getIntOrFloatBitWidth() : 0;
}

static int32_t clampToI32(int64_t v) {
  return static_cast<int32_t>(std::clamp<int64_t>(
      v, std::numeric_limits<int32_t>::min(),
      std::numeric_limits<int32_t>::max()));
}

/// An int32 parameter; out-of-range values are reported at `loc`.
static FailureOr<int32_t> parseI32(AsmParser &p, StringRef what) {
  SMLoc loc = p.getCurrentLocation();
  int64_t v = 0;
  if (p.parseInteger(v))
    return failure();
  if (v != clampToI32(v))
    return p.emitError(loc, what) << " " << v << " does not fit in 32 bits";
  return static_cast<int32_t>(v);
}

//===----------------------------------------------------------------------===//
// !fly.universal_copy<bits>
//===----------------------------------------------------------------------===//

LogicalResult
UniversalCopyType::verify(function_ref<InFlightDiagnostic()> emitError,
                          int32_t bits) {
  if (bits <= 0)
    return emitError() << "universal_copy bits must be positive, got " << bits;
  return success();
}

Type UniversalCopyType::parse(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  if (p.parseLess())
    return {};
  FailureOr<int32_t> bits = parseI32(p, "bits");
  if (failed(bits) || p.parseGreater())
    return {};
  return getChecked([&] { return p.emitError(loc); }, p.getContext(), *bits);
}

void UniversalCopyType::print(AsmPrinter &p) const {
  p << "<" << getBits() << ">";
}

LayoutAttr UniversalCopyType::getThrLayout() const {
  return singleThreadLayout(getContext());
}
LayoutAttr UniversalCopyType::getSrcLayout() const {
  return bitsLayout(getContext(), getBits());
}
LayoutAttr UniversalCopyType::getDstLayout() const {
  return bitsLayout(getContext(), getBits());
}
LayoutAttr UniversalCopyType::getRefLayout() const {
  return bitsLayout(getContext(), getBits());
}
int64_t UniversalCopyType::getCopyBits() const { return getBits(); }

//===----------------------------------------------------------------------===//
// !fly.universal_atomic<op, T[, "scope"]>
//===----------------------------------------------------------------------===//

LogicalResult
UniversalAtomicType::verify(function_ref<InFlightDiagnostic()> emitError,
                            AtomicOpAttr op, Type valueType, StringRef scope) {
  if (!op)
    return emitError() << "missing atomic op";
  if (!valueType || !valueType.isIntOrFloat())
    return emitError() << "universal_atomic value type must be an integer or "
                          "float, got "
                       << valueType;
  switch (op.getValue()) {
  case AtomicOp::And:
  case AtomicOp::Or:
  case AtomicOp::Inc:
  case AtomicOp::Dec:
    if (!isa<IntegerType>(valueType))
      return emitError() << "universal_atomic '"
                         << stringifyAtomicOp(op.getValue())
                         << "' needs an integer value type, got " << valueType;
    break;
  default:
    break;
  }
  return success();
}

Type UniversalAtomicType::parse(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  if (p.parseLess())
    return {};
  SMLoc opLoc = p.getCurrentLocation();
  StringRef kw;
  if (p.parseKeyword(&kw))
    return {};
  std::optional<AtomicOp> op = symbolizeAtomicOp(kw);
  if (!op) {
    p.emitError(opLoc, "unknown atomic op '")
        << kw << "'; expected add, max, min, and, or, inc or dec";
    return {};
  }
  Type valueType;
  if (p.parseComma() || p.parseType(valueType))
    return {};
  std::string scope;
  if (succeeded(p.parseOptionalComma()) && p.parseString(&scope))
    return {};
  if (p.parseGreater())
    return {};
  MLIRContext *ctx = p.getContext();
  return getChecked([&] { return p.emitError(loc); }, ctx,
                    AtomicOpAttr::get(ctx, *op), valueType,
                    StringRef(scope));
}

void UniversalAtomicType::print(AsmPrinter &p) const {
  p << "<" << stringifyAtomicOp(getOp().getValue()) << ", ";
  p.printType(getValueType());
  if (!getScope().empty()) {
    p << ", ";
    p.printString(getScope());
  }
  p << ">";
}

LayoutAttr UniversalAtomicType::getThrLayout() const {
  return singleThreadLayout(getContext());
}
LayoutAttr UniversalAtomicType::getSrcLayout() const {
  return bitsLayout(getContext(), getCopyBits());
}
LayoutAttr UniversalAtomicType::getDstLayout() const {
  return bitsLayout(getContext(), getCopyBits());
}
LayoutAttr UniversalAtomicType::getRefLayout() const {
  return bitsLayout(getContext(), getCopyBits());
}
int64_t UniversalAtomicType::getCopyBits() const {
  return scalarBits(getValueType());
}

//===----------------------------------------------------------------------===//
// !fly.universal_fma<1x1x1, (T, T) -> T>
//===----------------------------------------------------------------------===//

LogicalResult
UniversalFmaType::verify(function_ref<InFlightDiagnostic()> emitError,
                         Type elemType) {
  if (!elemType || !elemType.isIntOrFloat())
    return emitError() << "universal_fma element type must be an integer or "
                          "float, got "
                       << elemType;
  return success();
}

Type UniversalFmaType::parse(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  if (p.parseLess())
    return {};
  SMLoc shapeLoc = p.getCurrentLocation();
  SmallVector<int64_t, 3> dims;
  if (p.parseDimensionList(dims, /*allowDynamic=*/false,
                           /*withTrailingX=*/false))
    return {};
  if (dims.size() != 3 || dims[0] != 1 || dims[1] != 1 || dims[2] != 1) {
    auto diag = p.emitError(shapeLoc,
                            "universal_fma supports only the shape 1x1x1, got ");
    llvm::interleave(dims, diag, "x");
    return {};
  }
  SMLoc typesLoc = p.getCurrentLocation();
  Type a, b, c;
  if (p.parseComma() || p.parseLParen() || p.parseType(a) || p.parseComma() ||
      p.parseType(b) || p.parseRParen() || p.parseArrow() || p.parseType(c) ||
      p.parseGreater())
    return {};
  if (a != b || a != c) {
    std::string got;
    llvm::raw_string_ostream os(got);
    os << "(" << a << ", " << b << ") -> " << c;
    p.emitError(typesLoc, "universal_fma needs three equal element types, got ")
        << got;
    return {};
  }
  return getChecked([&] { return p.emitError(loc); }, p.getContext(), a);
}

void UniversalFmaType::print(AsmPrinter &p) const {
  p << "<1x1x1, (";
  p.printType(getElemType());
  p << ", ";
  p.printType(getElemType());
  p << ") -> ";
  p.printType(getElemType());
  p << ">";
}

IntTupleAttr UniversalFmaType::getShapeMNK() const {
  return IntTupleAttr::get(getContext(),
                           algebra::IntTuple::ofStatics({1, 1, 1}));
}
LayoutAttr UniversalFmaType::getThrLayout() const {
  return singleThreadLayout(getContext());
}
static LayoutAttr fmaValueLayout(MLIRContext *ctx) {
  return makeLayout(ctx, algebra::IntTuple::ofStatics({1, 1}),
                    algebra::IntTuple::ofStatics({0, 0}));
}
LayoutAttr UniversalFmaType::getLayoutA() const {
  return fmaValueLayout(getContext());
}
LayoutAttr UniversalFmaType::getLayoutB() const {
  return fmaValueLayout(getContext());
}
LayoutAttr UniversalFmaType::getLayoutC() const {
  return fmaValueLayout(getContext());
}
Type UniversalFmaType::getValueTypeA() const { return getElemType(); }
Type UniversalFmaType::getValueTypeB() const { return getElemType(); }
Type UniversalFmaType::getValueTypeC() const { return getElemType(); }

//===----------------------------------------------------------------------===//
// !fly.copy_atom<!payload, valBits>
//===----------------------------------------------------------------------===//

/// Recasts a thread-to-bit layout to a thread-to-value layout.
static FailureOr<LayoutAttr>
recastToValues(LayoutAttr bitLayout, int32_t valBits, StringRef which,
               function_ref<InFlightDiagnostic()> emitError) {
  if (valBits <= 0) {
    if (emitError)
      emitError() << "copy_atom with valBits = " << valBits
                  << " has no thread-to-value " << which << " layout";
    return failure();
  }
  auto emitRecastError = [&] {
    return emitError() << "copy_atom: the " << which << " thread-to-bit layout "
                       << bitLayout.getValue().str() << " does not recast to "
                       << valBits << "-bit values: ";
  };
  FailureOr<algebra::Layout> r =
      toFailureOr(algebra::recastLayout(bitLayout.getValue(), 1, valBits),
                  emitError ? function_ref<InFlightDiagnostic()>(
                                  emitRecastError)
                            : nullptr);
  if (failed(r))
    return failure();
  return LayoutAttr::get(bitLayout.getContext(), *r);
}

LogicalResult CopyAtomType::verify(function_ref<InFlightDiagnostic()> emitError,
                                   Type copyOp, int32_t valBits) {
  auto payload = dyn_cast_or_null<CopyOpTypeInterface>(copyOp);
  if (!payload)
    return emitError() << "copy_atom payload " << copyOp
                       << " is not a copy op (it does not implement "
                          "CopyOpTypeInterface)";
  if (valBits < 0)
    return emitError() << "copy_atom valBits must be non-negative, got "
                       << valBits;
  if (valBits == 0)
    return success();
  int64_t copyBits = payload.getCopyBits();
  // A payload that moves a whole tile per call (0 bits per thread: TMA,
  // TDM) has no values to count: valBits is 0 or, as FlyDSL's front end
  // writes it, the tensor's element width (checked at the copy).
  if (copyBits == 0)
    return success();
  if (copyBits % valBits != 0)
    return emitError() << "copy_atom valBits " << valBits
                       << " does not divide the " << copyBits
                       << " bits copied by " << copyOp;
  std::pair<LayoutAttr, StringRef> layouts[] = {
      {payload.getSrcLayout(), "source"},
      {payload.getDstLayout(), "destination"},
      {payload.getRefLayout(), "reference"}};
  for (auto [layout, which] : layouts)
    if (failed(recastToValues(layout, valBits, which, emitError)))
      return failure();
  return success();
}

Type CopyAtomType::parse(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  Type payload;
  if (p.parseLess() || p.parseType(payload) || p.parseComma())
    return {};
  FailureOr<int32_t> valBits = parseI32(p, "valBits");
  if (failed(valBits) || p.parseGreater())
    return {};
  return getChecked([&] { return p.emitError(loc); }, p.getContext(), payload,
                    *valBits);
}

void CopyAtomType::print(AsmPrinter &p) const {
  p << "<";
  p.printType(getCopyOp());
  p << ", " << getValBits() << ">";
}

LayoutAttr CopyAtomType::getThrLayout() const {
  return getCopyOpInterface().getThrLayout();
}
LayoutAttr CopyAtomType::getThrBitLayoutSrc() const {
  return getCopyOpInterface().getSrcLayout();
}
LayoutAttr CopyAtomType::getThrBitLayoutDst() const {
  return getCopyOpInterface().getDstLayout();
}
LayoutAttr CopyAtomType::getThrBitLayoutRef() const {
  return getCopyOpInterface().getRefLayout();
}
int64_t CopyAtomType::getCopyBits() const {
  return getCopyOpInterface().getCopyBits();
}
FailureOr<LayoutAttr> CopyAtomType::getThrValLayoutSrc(
    function_ref<InFlightDiagnostic()> emitError) const {
  return recastToValues(getThrBitLayoutSrc(), getValBits(), "source",
                        emitError);
}
FailureOr<LayoutAttr> CopyAtomType::getThrValLayoutDst(
    function_ref<InFlightDiagnostic()> emitError) const {
  return recastToValues(getThrBitLayoutDst(), getValBits(), "destination",
                        emitError);
}
FailureOr<LayoutAttr> CopyAtomType::getThrValLayoutRef(
    function_ref<InFlightDiagnostic()> emitError) const {
  return recastToValues(getThrBitLayoutRef(), getValBits(), "reference",
                        emitError);
}

//===----------------------------------------------------------------------===//
// !fly.mma_atom<!payload>
//===----------------------------------------------------------------------===//

LogicalResult MmaAtomType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  Type mmaOp) {
  if (!isa_and_nonnull<MmaOpTypeInterface>(mmaOp))
    return emitError() << "mma_atom payload " << mmaOp
                       << " is not an MMA op (it does not implement "
                          "MmaOpTypeInterface)";
  return success();
}

Type MmaAtomType::parse(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  Type payload;
  if (p.parseLess() || p.parseType(payload) || p.parseGreater())
    return {};
  return getChecked([&] { return p.emitError(loc); }, p.getContext(), payload);
}

void MmaAtomType::print(AsmPrinter &p) const {
  p << "<";
  p.printType(getMmaOp());
  p << ">";
}

IntTupleAttr MmaAtomType::getShapeMNK() const {
  return getMmaOpInterface().getShapeMNK();
}
LayoutAttr MmaAtomType::getThrLayout() const {
  return getMmaOpInterface().getThrLayout();
}
LayoutAttr MmaAtomType::getLayoutA() const {
  return getMmaOpInterface().getLayoutA();
}
LayoutAttr MmaAtomType::getLayoutB() const {
  return getMmaOpInterface().getLayoutB();
}
LayoutAttr MmaAtomType::getLayoutC() const {
  return getMmaOpInterface().getLayoutC();
}
Type MmaAtomType::getValueTypeA() const {
  return getMmaOpInterface().getValueTypeA();
}
Type MmaAtomType::getValueTypeB() const {
  return getMmaOpInterface().getValueTypeB();
}
Type MmaAtomType::getValueTypeC() const {
  return getMmaOpInterface().getValueTypeC();
}

//===----------------------------------------------------------------------===//
// Tiled copy and tiled MMA
//===----------------------------------------------------------------------===//

/// `!fly.layout<...>` or the bare `<...>`.
static LayoutAttr parseLayoutParam(AsmParser &p) {
  if (succeeded(p.parseOptionalLess())) {
    LayoutAttr l = parseLayoutBody(p);
    if (!l || p.parseGreater())
      return {};
    return l;
  }
  SMLoc loc = p.getCurrentLocation();
  Type t;
  if (p.parseType(t))
    return {};
  auto lt = dyn_cast<LayoutType>(t);
  if (!lt) {
    p.emitError(loc, "expected a layout '!fly.layout<...>' or '<...>', got ")
        << t;
    return {};
  }
  return lt.getAttr();
}

/// `!fly.tile<...>` or the bare `<...>`.
static TileAttr parseTileParam(AsmParser &p) {
  if (succeeded(p.parseOptionalLess())) {
    TileAttr t = parseTileBody(p);
    if (!t || p.parseGreater())
      return {};
    return t;
  }
  SMLoc loc = p.getCurrentLocation();
  Type t;
  if (p.parseType(t))
    return {};
  auto tt = dyn_cast<TileType>(t);
  if (!tt) {
    p.emitError(loc, "expected a tile '!fly.tile<...>' or '<...>', got ")
        << t;
    return {};
  }
  return tt.getAttr();
}

static LogicalResult
verifyStaticLayoutParam(function_ref<InFlightDiagnostic()> emitError,
                        LayoutAttr layout, StringRef what, StringRef type,
                        size_t rank, StringRef modes) {
  if (!layout)
    return emitError() << type << " is missing its " << what;
  algebra::Layout l = layout.getValue();
  if (!l.isStatic())
    return emitError() << type << " " << what << " " << l.str()
                       << " must be static";
  if (l.shape.isLeaf() || l.rank() != rank)
    return emitError() << type << " " << what << " " << l.str()
                       << " must have rank " << rank << " " << modes;
  return success();
}

LogicalResult TiledCopyType::verify(function_ref<InFlightDiagnostic()> emitError,
                                    Type copyAtom, LayoutAttr layoutThrVal,
                                    TileAttr tileMN) {
  if (!isa_and_nonnull<CopyAtomType>(copyAtom))
    return emitError() << "tiled_copy atom " << copyAtom
                       << " is not a !fly.copy_atom";
  if (failed(verifyStaticLayoutParam(emitError, layoutThrVal, "TV layout",
                                     "tiled_copy", 2, "(thread, value)")))
    return failure();
  if (!tileMN)
    return emitError() << "tiled_copy is missing its tile";
  return success();
}

Type TiledCopyType::parse(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  Type atom;
  if (p.parseLess() || p.parseType(atom) || p.parseComma())
    return {};
  LayoutAttr tv = parseLayoutParam(p);
  if (!tv || p.parseComma())
    return {};
  TileAttr tile = parseTileParam(p);
  if (!tile || p.parseGreater())
    return {};
  return getChecked([&] { return p.emitError(loc); }, p.getContext(), atom, tv,
                    tile);
}

void TiledCopyType::print(AsmPrinter &p) const {
  p << "<";
  p.printType(getCopyAtom());
  p << ", ";
  p.printType(LayoutType::get(getContext(), getLayoutThrVal()));
  p << ", ";
  p.printType(TileType::get(getContext(), getTileMN()));
  p << ">";
}

TileAttr TiledMmaType::getDefaultPermutation(MLIRContext *ctx) {
  algebra::Tile t;
  t.elems.assign(3, algebra::TileElem::none());
  return TileAttr::get(ctx, t);
}

TiledMmaType TiledMmaType::get(MLIRContext *ctx, Type mmaAtom,
                               LayoutAttr atomLayout) {
  return get(ctx, mmaAtom, atomLayout, getDefaultPermutation(ctx));
}

LogicalResult TiledMmaType::verify(function_ref<InFlightDiagnostic()> emitError,
                                   Type mmaAtom, LayoutAttr atomLayout,
                                   TileAttr permutation) {
  if (!isa_and_nonnull<MmaAtomType>(mmaAtom))
    return emitError() << "tiled_mma atom " << mmaAtom
                       << " is not a !fly.mma_atom";
  if (failed(verifyStaticLayoutParam(emitError, atomLayout, "atom layout",
                                     "tiled_mma", 3, "(M,N,K)")))
    return failure();
  if (!permutation)
    return emitError() << "tiled_mma is missing its permutation";
  size_t rank = permutation.getElems().size();
  if (rank != 3)
    return emitError() << "tiled_mma permutation "
                       << permutation.getValue().str()
                       << " must have rank 3 (M,N,K), got rank " << rank;
  return success();
}

Type TiledMmaType::parse(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  Type atom;
  if (p.parseLess() || p.parseType(atom) || p.parseComma())
    return {};
  LayoutAttr layout = parseLayoutParam(p);
  if (!layout)
    return {};
  TileAttr perm;
  if (succeeded(p.parseOptionalComma())) {
    perm = parseTileParam(p);
    if (!perm)
      return {};
  } else {
    perm = getDefaultPermutation(p.getContext());
  }
  if (p.parseGreater())
    return {};
  return getChecked([&] { return p.emitError(loc); }, p.getContext(), atom,
                    layout, perm);
}

void TiledMmaType::print(AsmPrinter &p) const {
  p << "<";
  p.printType(getMmaAtom());
  p << ", ";
  p.printType(LayoutType::get(getContext(), getAtomLayout()));
  if (getPermutation() != getDefaultPermutation(getContext())) {
    p << ", ";
    p.printType(TileType::get(getContext(), getPermutation()));
  }
  p << ">";
}

//===----------------------------------------------------------------------===//
// Atom payloads and runtime state
//===----------------------------------------------------------------------===//

Type mlir::fly::getAtomPayload(Type atomLike) {
  if (auto t = dyn_cast<TiledCopyType>(atomLike))
    atomLike = t.getCopyAtom();
  if (auto t = dyn_cast<TiledMmaType>(atomLike))
    atomLike = t.getMmaAtom();
  if (auto c = dyn_cast<CopyAtomType>(atomLike))
    return c.getCopyOp();
  if (auto m = dyn_cast<MmaAtomType>(atomLike))
    return m.getMmaOp();
  return {};
}

Type mlir::fly::getAtomStateType(Type atomLike) {
  auto stateful =
      dyn_cast_or_null<StatefulAtomTypeInterface>(getAtomPayload(atomLike));
  if (!stateful)
    return {};
  return LLVM::LLVMStructType::getLiteral(atomLike.getContext(),
                                          stateful.getStateFieldTypes());
}
