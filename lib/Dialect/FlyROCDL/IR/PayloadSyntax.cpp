//===- PayloadSyntax.cpp - Parse and print fly_rocdl payload types --------===//
//
// docs/reference/rocdl.md#payloads, as FlyDSL prints them:
//
//   !fly_rocdl.cdna3.buffer_copy<128, cache = 2>    (cache printed if != 0)
//   !fly_rocdl.cdna3.buffer_atomic<add, f32>
//   !fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>
//   !fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0,
//                          barrier = false, timeout = false>
//   !fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>
//   !fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32,
//                               opselA = 0, opselB = 0>
//   !fly_rocdl.gfx11.wmma<16x16x16, (f16, f16) -> f32, signA = false,
//                         signB = false, clamp = false>
//
// `key = value` lists may come in any order and may omit keys (defaults);
// they always print in the order above.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h"

#include "fly/Dialect/Fly/IR/PayloadSyntax.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::fly_rocdl;

using mlir::fly::boolText;
using mlir::fly::parsePayloadBool;
using mlir::fly::parsePayloadKeyValues;
using mlir::fly::parseShapeAndSignature;
using mlir::fly::printShapeAndSignature;


//===----------------------------------------------------------------------===//
// Copy payloads
//===----------------------------------------------------------------------===//

Type CDNA3BufferCopyType::parse(AsmParser &p) {
  int32_t bits = 0, cache = 0;
  if (p.parseLess() || p.parseInteger(bits) ||
      parsePayloadKeyValues(p, [&](StringRef key) -> ParseResult {
        if (key == "cache")
          return p.parseInteger(cache);
        return failure();
      }))
    return {};
  return p.getChecked<CDNA3BufferCopyType>(p.getContext(), bits, cache);
}
void CDNA3BufferCopyType::print(AsmPrinter &p) const {
  p << "<" << getBits();
  if (getCache() != 0)
    p << ", cache = " << getCache();
  p << ">";
}

/// `<bits>` payloads.
#define FLY_ROCDL_BITS_SYNTAX(T)                                               \
  Type T::parse(AsmParser &p) {                                                \
    int32_t bits = 0;                                                          \
    if (p.parseLess() || p.parseInteger(bits) || p.parseGreater())             \
      return {};                                                               \
    return p.getChecked<T>(p.getContext(), bits);                              \
  }                                                                            \
  void T::print(AsmPrinter &p) const { p << "<" << getBits() << ">"; }
FLY_ROCDL_BITS_SYNTAX(CDNA3BufferCopyLdsType)
FLY_ROCDL_BITS_SYNTAX(CDNA4BufferLoadAsyncLdsType)
FLY_ROCDL_BITS_SYNTAX(CDNA4GlobalLoadAsyncLdsType)
#undef FLY_ROCDL_BITS_SYNTAX

Type CDNA3BufferAtomicType::parse(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  StringRef opName;
  Type valueType;
  if (p.parseLess() || p.parseKeyword(&opName) || p.parseComma() ||
      p.parseType(valueType) || p.parseGreater())
    return {};
  std::optional<mlir::fly::AtomicOp> op = mlir::fly::symbolizeAtomicOp(opName);
  if (!op) {
    p.emitError(loc, "unknown atomic op '") << opName << "'";
    return {};
  }
  return p.getChecked<CDNA3BufferAtomicType>(
      p.getContext(), mlir::fly::AtomicOpAttr::get(p.getContext(), *op), valueType);
}
void CDNA3BufferAtomicType::print(AsmPrinter &p) const {
  p << "<" << mlir::fly::stringifyAtomicOp(getOp().getValue()) << ", "
    << getValueType() << ">";
}

Type CDNA4LdsReadTransType::parse(AsmParser &p) {
  int32_t trans = 0, bits = 0;
  SMLoc loc = p.getCurrentLocation();
  if (p.parseLess() || p.parseKeyword("trans") || p.parseEqual() ||
      p.parseInteger(trans))
    return {};
  if (p.parseKeyword("b")) {
    p.emitError(loc, "expected trans = 4b, 6b, 8b or 16b");
    return {};
  }
  if (p.parseComma() || p.parseInteger(bits) || p.parseGreater())
    return {};
  return p.getChecked<CDNA4LdsReadTransType>(p.getContext(), trans, bits);
}
void CDNA4LdsReadTransType::print(AsmPrinter &p) const {
  p << "<trans = " << getTransBits() << "b, " << getBits() << ">";
}

Type GFX1250TdmType::parse(AsmParser &p) {
  int32_t rank = 1, warps = 1, padInterval = 0, padAmount = 0, cache = 0;
  bool barrier = false, timeout = false;
  if (p.parseLess() || p.parseKeyword("rank") || p.parseEqual() ||
      p.parseInteger(rank) ||
      parsePayloadKeyValues(p, [&](StringRef key) -> ParseResult {
        if (key == "warps")
          return p.parseInteger(warps);
        if (key == "pad")
          return failure(p.parseInteger(padInterval) || p.parseComma() ||
                         p.parseInteger(padAmount));
        if (key == "cache")
          return p.parseInteger(cache);
        if (key == "barrier")
          return parsePayloadBool(p, barrier);
        if (key == "timeout")
          return parsePayloadBool(p, timeout);
        return failure();
      }))
    return {};
  return p.getChecked<GFX1250TdmType>(p.getContext(), rank, warps,
                                      padInterval, padAmount, cache, barrier,
                                      timeout);
}
void GFX1250TdmType::print(AsmPrinter &p) const {
  p << "<rank = " << getRank() << ", warps = " << getWarps()
    << ", pad = " << getPadInterval() << ", " << getPadAmount()
    << ", cache = " << getCache() << ", barrier = " << boolText(getBarrier())
    << ", timeout = " << boolText(getTimeout()) << ">";
}

//===----------------------------------------------------------------------===//
// MMA payloads
//===----------------------------------------------------------------------===//

Type CDNA3MfmaType::parse(AsmParser &p) {
  SmallVector<int64_t> shape;
  Type a, b, c;
  if (p.parseLess() || parseShapeAndSignature(p, shape, a, b, c) ||
      p.parseGreater())
    return {};
  return p.getChecked<CDNA3MfmaType>(p.getContext(), shape, a, b, c);
}
void CDNA3MfmaType::print(AsmPrinter &p) const {
  p << "<";
  printShapeAndSignature(p, getShape(), getElemA(), getElemB(), getElemC());
  p << ">";
}

Type CDNA4MfmaScaleType::parse(AsmParser &p) {
  SmallVector<int64_t> shape;
  Type a, b, c;
  int32_t opselA = 0, opselB = 0;
  if (p.parseLess() || parseShapeAndSignature(p, shape, a, b, c) ||
      parsePayloadKeyValues(p, [&](StringRef key) -> ParseResult {
        if (key == "opselA")
          return p.parseInteger(opselA);
        if (key == "opselB")
          return p.parseInteger(opselB);
        return failure();
      }))
    return {};
  return p.getChecked<CDNA4MfmaScaleType>(p.getContext(), shape, a, b, c,
                                          opselA, opselB);
}
void CDNA4MfmaScaleType::print(AsmPrinter &p) const {
  p << "<";
  printShapeAndSignature(p, getShape(), getElemA(), getElemB(), getElemC());
  p << ", opselA = " << getOpselA() << ", opselB = " << getOpselB() << ">";
}

#define FLY_ROCDL_WMMA_SYNTAX(T)                                               \
  Type T::parse(AsmParser &p) {                                                \
    SmallVector<int64_t> shape;                                                \
    Type a, b, c;                                                              \
    bool signA = false, signB = false, clamp = false;                          \
    if (p.parseLess() || parseShapeAndSignature(p, shape, a, b, c) ||          \
        parsePayloadKeyValues(p, [&](StringRef key) -> ParseResult {                  \
          if (key == "signA")                                                  \
            return parsePayloadBool(p, signA);                                        \
          if (key == "signB")                                                  \
            return parsePayloadBool(p, signB);                                        \
          if (key == "clamp")                                                  \
            return parsePayloadBool(p, clamp);                                        \
          return failure();                                                    \
        }))                                                                    \
      return {};                                                               \
    return p.getChecked<T>(p.getContext(), shape, a, b, c, signA, signB,       \
                           clamp);                                             \
  }                                                                            \
  void T::print(AsmPrinter &p) const {                                         \
    p << "<";                                                                  \
    printShapeAndSignature(p, getShape(), getElemA(), getElemB(),              \
                           getElemC());                                        \
    p << ", signA = " << boolText(getSignA())                                   \
      << ", signB = " << boolText(getSignB())                                   \
      << ", clamp = " << boolText(getClamp()) << ">";                           \
  }
FLY_ROCDL_WMMA_SYNTAX(GFX11WmmaType)
FLY_ROCDL_WMMA_SYNTAX(GFX120xWmmaType)
FLY_ROCDL_WMMA_SYNTAX(GFX120xWmmaIsaType)
FLY_ROCDL_WMMA_SYNTAX(GFX1250WmmaType)
#undef FLY_ROCDL_WMMA_SYNTAX

Type GFX1250WmmaScaleType::parse(AsmParser &p) {
  SmallVector<int64_t> shape;
  Type a, b, c;
  int32_t opselA = 0, opselB = 0, modC = 0, blockSize = 32;
  bool reuseA = false, reuseB = false;
  if (p.parseLess() || parseShapeAndSignature(p, shape, a, b, c) ||
      parsePayloadKeyValues(p, [&](StringRef key) -> ParseResult {
        if (key == "opselA")
          return p.parseInteger(opselA);
        if (key == "opselB")
          return p.parseInteger(opselB);
        if (key == "modC")
          return p.parseInteger(modC);
        if (key == "reuseA")
          return parsePayloadBool(p, reuseA);
        if (key == "reuseB")
          return parsePayloadBool(p, reuseB);
        if (key == "blockSize")
          return p.parseInteger(blockSize);
        return failure();
      }))
    return {};
  return p.getChecked<GFX1250WmmaScaleType>(p.getContext(), shape, a, b, c,
                                            opselA, opselB, modC, reuseA,
                                            reuseB, blockSize);
}
void GFX1250WmmaScaleType::print(AsmPrinter &p) const {
  p << "<";
  printShapeAndSignature(p, getShape(), getElemA(), getElemB(), getElemC());
  p << ", opselA = " << getOpselA() << ", opselB = " << getOpselB()
    << ", modC = " << getModC() << ", reuseA = " << boolText(getReuseA())
    << ", reuseB = " << boolText(getReuseB())
    << ", blockSize = " << getBlockSize() << ">";
}

#define GET_TYPEDEF_CLASSES
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLTypeDefs.cpp.inc"

void FlyROCDLDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLTypeDefs.cpp.inc"
      >();
}
