//===- PayloadSyntax.cpp - fly_nvvm payload type syntax -------------------===//
//
//   !fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f32>
//   !fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>
//       (the signs are printed for i8 operands only; default true)
//   !fly_nvvm.wgmma<64x128x16, (bf16, bf16) -> f32, a = smem>  (or a = reg)
//   !fly_nvvm.ldmatrix<x4>, !fly_nvvm.ldmatrix<x2, trans>
//   !fly_nvvm.stmatrix<x4, trans>
//   !fly_nvvm.cp_async<128, cg>, !fly_nvvm.cp_async<32, ca>
//   !fly_nvvm.tma_load<2>
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/PayloadSyntax.h"
#include "fly/Dialect/FlyNVVM/IR/FlyNVVMDialect.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::fly_nvvm;
using mlir::fly::boolText;

Type MmaSyncType::parse(AsmParser &p) {
  SmallVector<int64_t> shape;
  Type a, b, c;
  bool signA = true, signB = true, signGiven = false;
  SMLoc loc = p.getCurrentLocation();
  if (p.parseLess() || mlir::fly::parseShapeAndSignature(p, shape, a, b, c) ||
      mlir::fly::parsePayloadKeyValues(p, [&](StringRef key) -> ParseResult {
        signGiven |= key == "signA" || key == "signB";
        if (key == "signA")
          return mlir::fly::parsePayloadBool(p, signA);
        if (key == "signB")
          return mlir::fly::parsePayloadBool(p, signB);
        return failure();
      }))
    return {};
  // The signs are printed for i8 operands only: given on another form they
  // would be dropped silently.
  if (signGiven && !a.isSignlessInteger(8) && !b.isSignlessInteger(8)) {
    p.emitError(loc, "mma_sync signA/signB apply to i8 operands only");
    return {};
  }
  return p.getChecked<MmaSyncType>(p.getContext(), shape, a, b, c, signA,
                                   signB);
}
void MmaSyncType::print(AsmPrinter &p) const {
  p << "<";
  mlir::fly::printShapeAndSignature(p, getShape(), getElemA(), getElemB(),
                                    getElemC());
  if (isInteger())
    p << ", signA = " << boolText(getSignA())
      << ", signB = " << boolText(getSignB());
  p << ">";
}

Type WgmmaType::parse(AsmParser &p) {
  SmallVector<int64_t> shape;
  Type a, b, c;
  bool aFromRegisters = false;
  if (p.parseLess() || mlir::fly::parseShapeAndSignature(p, shape, a, b, c) ||
      mlir::fly::parsePayloadKeyValues(p, [&](StringRef key) -> ParseResult {
        if (key != "a")
          return failure();
        StringRef where;
        if (p.parseKeyword(&where) || (where != "smem" && where != "reg"))
          return failure();
        aFromRegisters = where == "reg";
        return success();
      }))
    return {};
  return p.getChecked<WgmmaType>(p.getContext(), shape, a, b, c,
                                 aFromRegisters);
}
void WgmmaType::print(AsmPrinter &p) const {
  p << "<";
  mlir::fly::printShapeAndSignature(p, getShape(), getElemA(), getElemB(),
                                    getElemC());
  p << ", a = " << (getAFromRegisters() ? "reg" : "smem") << ">";
}

/// `<xN[, trans]>`
static ParseResult parseMatrixCount(AsmParser &p, int32_t &num, bool &trans) {
  StringRef word;
  SMLoc loc = p.getCurrentLocation();
  if (p.parseLess() || p.parseKeyword(&word))
    return failure();
  if (!word.consume_front("x") || word.getAsInteger(10, num))
    return p.emitError(loc, "expected the matrix count x1, x2 or x4");
  trans = succeeded(p.parseOptionalComma());
  if (trans && p.parseKeyword("trans"))
    return failure();
  return p.parseGreater();
}

Type LdMatrixType::parse(AsmParser &p) {
  int32_t num = 0;
  bool trans = false;
  if (parseMatrixCount(p, num, trans))
    return {};
  return p.getChecked<LdMatrixType>(p.getContext(), num, trans);
}
void LdMatrixType::print(AsmPrinter &p) const {
  p << "<x" << getNum() << (getTrans() ? ", trans" : "") << ">";
}

Type StMatrixType::parse(AsmParser &p) {
  int32_t num = 0;
  bool trans = false;
  if (parseMatrixCount(p, num, trans))
    return {};
  return p.getChecked<StMatrixType>(p.getContext(), num, trans);
}
void StMatrixType::print(AsmPrinter &p) const {
  p << "<x" << getNum() << (getTrans() ? ", trans" : "") << ">";
}

Type CpAsyncType::parse(AsmParser &p) {
  int32_t bits = 0;
  StringRef cache;
  SMLoc loc;
  if (p.parseLess() || p.parseInteger(bits) || p.parseComma())
    return {};
  loc = p.getCurrentLocation();
  if (p.parseKeyword(&cache))
    return {};
  if (cache != "ca" && cache != "cg") {
    p.emitError(loc, "expected the cache mode ca or cg, got '") << cache << "'";
    return {};
  }
  // What a predicated-off call does: zero-fill (default) or `skip`.
  bool zeroFill = true;
  if (succeeded(p.parseOptionalComma())) {
    SMLoc offLoc = p.getCurrentLocation();
    StringRef off;
    if (p.parseKeyword(&off))
      return {};
    if (off != "skip") {
      p.emitError(offLoc, "expected 'skip' (a predicated-off cp_async keeps "
                          "its destination; the default zero-fills it), got '")
          << off << "'";
      return {};
    }
    zeroFill = false;
  }
  if (p.parseGreater())
    return {};
  return p.getChecked<CpAsyncType>(p.getContext(), bits, cache == "cg",
                                   zeroFill);
}
void CpAsyncType::print(AsmPrinter &p) const {
  p << "<" << getBits() << ", " << (getBypassL1() ? "cg" : "ca")
    << (getZeroFill() ? "" : ", skip") << ">";
}

Type TmaLoadType::parse(AsmParser &p) {
  int32_t rank = 0;
  if (p.parseLess() || p.parseInteger(rank) || p.parseGreater())
    return {};
  return p.getChecked<TmaLoadType>(p.getContext(), rank);
}
void TmaLoadType::print(AsmPrinter &p) const { p << "<" << getRank() << ">"; }

#define GET_TYPEDEF_CLASSES
#include "fly/Dialect/FlyNVVM/IR/FlyNVVMTypeDefs.cpp.inc"

void FlyNVVMDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "fly/Dialect/FlyNVVM/IR/FlyNVVMTypeDefs.cpp.inc"
      >();
}
