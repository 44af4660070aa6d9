//===- TypeFigure.cpp - The picture of a Fly type -------------------------===//
//
// Reads the algebra value out of a Fly type (AlgebraTypes.h) or, for atoms
// and tiled atoms, the tiling description the partition ops infer with
// (TilingTypes.h), and hands it to the builders of LayoutFigures.h /
// BankMap.h.
//
//===----------------------------------------------------------------------===//

#include "fly/Draw/Draw.h"
#include "fly/Draw/SetValues.h"
#include "fly/Dialect/Fly/IR/AlgebraTypes.h"
#include "fly/Dialect/Fly/IR/TilingTypes.h"
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h"
#include "fly/Layout/Text.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace mlir::fly;
using namespace mlir::fly::draw;
namespace algebra = ::fly::layout;
using algebra::fail;
using algebra::Result;

static std::string typeText(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  return s;
}

bool mlir::fly::draw::isDrawnType(Type type) {
  return isa<LayoutType, ComposedLayoutType, SwizzleType, TiledCopyType,
             TiledMmaType, CopyAtomType, MmaAtomType>(type);
}

/// Options that only apply to layouts, given for another kind of value.
static std::optional<std::string> layoutOnlyOption(const DrawOptions &o) {
  if (!o.dynamicValues.empty())
    return std::string("--set");
  if (!o.tvTile.empty())
    return std::string("--tile");
  if (!o.bankChip.empty())
    return std::string("--bank-map");
  return std::nullopt;
}

static Result<pic::Figure> drawMmaAtom(MmaAtomType atom, const std::string &title) {
  MLIRContext *ctx = atom.getContext();
  algebra::Layout single(algebra::IntTuple::ofStatics({1, 1, 1}),
                         algebra::IntTuple::ofStatics({0, 0, 0}));
  FLY_TRY(desc, tiledMmaDesc(atom, single,
                             TiledMmaType::getDefaultPermutation(ctx).getValue()));
  return pic::drawTiledMma(desc, title, "mma-atom");
}

/// Tiled copies, tiled MMAs and atoms (nullopt for other types).
static std::optional<Result<pic::Figure>> drawAtomLike(Type type,
                                                       const std::string &title) {
  if (auto tc = dyn_cast<TiledCopyType>(type)) {
    auto atom = dyn_cast<CopyAtomType>(tc.getCopyAtom());
    if (!atom)
      return Result<pic::Figure>(fail("the tiled copy's atom is not a !fly.copy_atom"));
    auto desc = tiledCopyDesc(atom, tc.getLayoutThrVal().getValue(),
                              tc.getTileMN().getValue());
    if (!desc)
      return Result<pic::Figure>(desc.failure());
    return pic::drawTiledCopy(*desc, title);
  }
  if (auto tm = dyn_cast<TiledMmaType>(type)) {
    auto desc = tiledMmaDesc(tm);
    if (!desc)
      return Result<pic::Figure>(desc.failure());
    return pic::drawTiledMma(*desc, title);
  }
  if (auto atom = dyn_cast<CopyAtomType>(type)) {
    FailureOr<LayoutAttr> src = atom.getThrValLayoutSrc();
    FailureOr<LayoutAttr> dst = atom.getThrValLayoutDst();
    if (failed(src) || failed(dst))
      return Result<pic::Figure>(
          fail("the copy atom's thread-to-bit layouts cannot be recast to " +
               std::to_string(atom.getValBits()) + "-bit values"));
    return pic::drawCopyAtom(src->getValue(), dst->getValue(), title);
  }
  if (auto atom = dyn_cast<MmaAtomType>(type))
    return drawMmaAtom(atom, title);
  // A bare fly_rocdl (or universal) MMA payload is drawn as its atom.
  if (isa<MmaOpTypeInterface>(type))
    return drawMmaAtom(MmaAtomType::get(type.getContext(), type), title);
  if (isa<CopyOpTypeInterface>(type))
    return Result<pic::Figure>(
        fail("a copy payload has no value width: draw the atom, "
             "'!fly.copy_atom<" + title + ", BITS>'"));
  return std::nullopt;
}

static Result<pic::BankAccess> bankAccess(const DrawOptions &o) {
  pic::BankAccess access;
  access.vectorBits = o.vectorBits;
  access.wave = o.wave;
  access.waveSize = o.waveSize;
  if (o.access == "rows") {
    access.kind = pic::BankAccess::Kind::Rows;
  } else if (o.access == "cols") {
    access.kind = pic::BankAccess::Kind::Cols;
  } else {
    auto tv = algebra::parseLayout(o.access);
    if (!tv)
      return fail("--access must be 'rows', 'cols' or a (lane, value) layout: " +
                  tv.error());
    access.kind = pic::BankAccess::Kind::TV;
    access.tv = *tv;
  }
  return access;
}

Result<pic::Figure> mlir::fly::draw::figureOfType(Type type,
                                                  const DrawOptions &o) {
  std::string title = typeText(type);
  if (auto atomLike = drawAtomLike(type, title)) {
    if (auto option = layoutOnlyOption(o))
      return fail(*option + " applies to layouts, not to '" + title + "'");
    return std::move(*atomLike);
  }

  std::optional<AlgebraValue> value =
      isa<FlyDialect>(type.getDialect()) ? algebraValueOfType(type) : std::nullopt;
  algebra::LayoutFn fn;
  int64_t elemBits = o.elemBits;
  std::optional<algebra::Swizzle> byteSwizzle;
  if (auto *l = value ? std::get_if<algebra::Layout>(&*value) : nullptr) {
    fn = *l;
  } else if (auto *c = value ? std::get_if<algebra::ComposedLayout>(&*value)
                             : nullptr) {
    fn = std::make_shared<algebra::ComposedLayout>(*c);
  } else if (auto *m = value ? std::get_if<MemRefValue>(&*value) : nullptr) {
    fn = m->layout;
    auto memref = cast<MemRefType>(type);
    if (!elemBits && memref.getElemType().isIntOrFloat())
      elemBits = memref.getElemType().getIntOrFloatBitWidth();
    if (!memref.getSwizzle().getValue().isTrivial())
      byteSwizzle = memref.getSwizzle().getValue();
  } else if (auto *s = value ? std::get_if<algebra::Swizzle>(&*value) : nullptr) {
    if (auto option = layoutOnlyOption(o))
      return fail(*option + " applies to layouts, not to the swizzle '" +
                  title + "'");
    return pic::drawSwizzle(*s, title);
  } else {
    return fail("'" + title +
                "' is not a type fly-draw draws: give a layout, composed "
                "layout, swizzle, view (!fly.memref), tiled copy, tiled MMA, "
                "copy or MMA atom, or an MMA payload");
  }

  FLY_TRY(set, pic::setDynamicLeaves(fn, o.dynamicValues));
  std::string setNote;
  if (!o.dynamicValues.empty())
    setNote = "with --set: " + algebra::layoutFnStr(set, false);

  Result<pic::Figure> fig = fail("");
  if (!o.bankChip.empty()) {
    const pic::ChipBanks *chip = pic::findChipBanks(o.bankChip);
    if (!chip)
      return fail("unknown chip '" + o.bankChip + "' for --bank-map; known: " +
                  pic::bankChipNames());
    if (!elemBits)
      return fail("a bank map needs the element width: give --elem-bits=N "
                  "(or draw a !fly.memref view, whose element type gives it)");
    FLY_TRY(access, bankAccess(o));
    fig = pic::drawBankMap(set, elemBits, *chip, access, title,
                           byteSwizzle ? &*byteSwizzle : nullptr);
    if (fig && byteSwizzle)
      fig->notes.push_back("the view's pointer swizzle " + byteSwizzle->str() +
                           " is applied to the byte addresses");
  } else if (!o.tvTile.empty()) {
    auto *tv = std::get_if<algebra::Layout>(&set);
    if (!tv || !isa<LayoutType>(type))
      return fail("--tile draws a TV layout: give a !fly.layout, not '" +
                  title + "'");
    auto tile = algebra::parseTile(o.tvTile);
    if (!tile)
      return fail("--tile=" + o.tvTile + ": " + tile.error());
    fig = pic::drawTVLayout(*tv, *tile, title);
  } else {
    fig = pic::drawLayout(set, title);
    if (fig && byteSwizzle)
      fig->notes.push_back("element offsets before the view's pointer swizzle " +
                           byteSwizzle->str() + " (on bytes)");
  }
  if (fig && !setNote.empty())
    fig->notes.insert(fig->notes.begin(), setNote);
  return fig;
}

Result<std::string> mlir::fly::draw::drawTypeText(MLIRContext *ctx,
                                                  llvm::StringRef typeText,
                                                  const DrawOptions &o) {
  ctx->loadDialect<FlyDialect, fly_rocdl::FlyROCDLDialect>();
  std::string diagnostics;
  Type type;
  {
    ScopedDiagnosticHandler handler(ctx, [&](Diagnostic &d) {
      if (!diagnostics.empty())
        diagnostics += "; ";
      diagnostics += d.str();
      return success();
    });
    type = parseType(typeText.trim(), ctx);
  }
  if (!type)
    return fail("cannot parse the type '" + typeText.trim().str() + "': " +
                (diagnostics.empty() ? std::string("not a type") : diagnostics));
  FLY_TRY(fig, figureOfType(type, o));
  return pic::emit(fig, o.format);
}
