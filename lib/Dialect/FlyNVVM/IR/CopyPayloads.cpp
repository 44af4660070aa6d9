//===- CopyPayloads.cpp - fly_nvvm copy payloads: checks and layouts ------===//
//
// The layouts map (lane, bit) to a bit of the atom's tile, as CuTe's
// Copy_Traits do; a tiled copy recasts them to values of valBits bits.
//
// ldmatrix / stmatrix (docs/notes/nvidia-atoms.md): the tile is the n 8x8
// matrices of b16 elements stacked row-major, bit 1024j + 128r + 16c + b
// for bit b of element (r, c) of matrix j.
//  - The row side: lane 8j + r gives the address of row r of matrix j.
//    Both sides of a Fly copy hold the same bits per lane (32n: n
//    registers), so the row side covers the first 32n bits of the row: the
//    whole row for x4, its first 4 (x2) or 2 (x1) elements otherwise; the
//    lane's view starts at the row, and the instruction reads all 16 bytes
//    of it. With fewer than four matrices the upper lanes repeat the lower
//    ones (their addresses are not read): stride 0.
//  - The register side: lane l, register j holds elements (l/4, 2(l%4) + e)
//    of matrix j, bits 32e' + 128(l/4) + 32(l%4) of it; with trans the
//    elements (2(l%4) + e, l/4), 16 bits each, not adjacent.
// ldmatrix reads rows and writes registers, stmatrix the other way round;
// the reference layout is the register side for both, as in CuTe.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/PayloadLayouts.h"
#include "fly/Dialect/FlyNVVM/IR/FlyNVVMDialect.h"

using namespace mlir;
using namespace mlir::fly_nvvm;
using mlir::fly::LayoutAttr;
using mlir::fly::layoutFromText;

namespace {

LogicalResult verifyMatrixCount(function_ref<InFlightDiagnostic()> emitError,
                                StringRef name, StringRef verb, int32_t num) {
  if (num != 1 && num != 2 && num != 4)
    return emitError() << name << " " << verb
                       << " 1, 2 or 4 matrices (x1, x2, x4), got x" << num;
  return success();
}

/// Lane 8j + r -> the first 32n bits of row r of matrix j (the whole row
/// for x4); the lanes past the n matrices repeat.
LayoutAttr matrixRows(MLIRContext *ctx, int32_t num) {
  if (num == 4)
    return layoutFromText(ctx, "(32,128):(128,1)");
  std::string lanes = std::to_string(8 * num);
  std::string rest = std::to_string(32 / (8 * num));
  std::string bits = std::to_string(32 * num);
  return layoutFromText(ctx, "((" + lanes + "," + rest + ")," + bits +
                                 "):((128,0),1)");
}

/// Lane l, register j: elements (l/4, 2(l%4) + e) of matrix j, or with
/// `trans` (2(l%4) + e, l/4).
LayoutAttr matrixRegisters(MLIRContext *ctx, int32_t num, bool trans) {
  std::string n = std::to_string(num);
  if (trans)
    return layoutFromText(ctx, num == 1
                                   ? "((4,8),(16,2)):((256,16),(1,128))"
                                   : "((4,8),(16,2," + n +
                                         ")):((256,16),(1,128,1024))");
  return layoutFromText(ctx, num == 1 ? "((4,8),32):((32,128),1)"
                                      : "((4,8),(32," + n +
                                            ")):((32,128),(1,1024))");
}

} // namespace

LogicalResult LdMatrixType::verify(function_ref<InFlightDiagnostic()> emitError,
                                   int32_t num, bool) {
  return verifyMatrixCount(emitError, "ldmatrix", "loads", num);
}
LayoutAttr LdMatrixType::getThrLayout() const {
  return layoutFromText(getContext(), "32:1");
}
LayoutAttr LdMatrixType::getSrcLayout() const {
  return matrixRows(getContext(), getNum());
}
LayoutAttr LdMatrixType::getDstLayout() const {
  return matrixRegisters(getContext(), getNum(), getTrans());
}
LayoutAttr LdMatrixType::getRefLayout() const { return getDstLayout(); }
int64_t LdMatrixType::getCopyBits() const { return 32 * getNum(); }

LogicalResult StMatrixType::verify(function_ref<InFlightDiagnostic()> emitError,
                                   int32_t num, bool) {
  return verifyMatrixCount(emitError, "stmatrix", "stores", num);
}
LayoutAttr StMatrixType::getThrLayout() const {
  return layoutFromText(getContext(), "32:1");
}
LayoutAttr StMatrixType::getSrcLayout() const {
  return matrixRegisters(getContext(), getNum(), getTrans());
}
LayoutAttr StMatrixType::getDstLayout() const {
  return matrixRows(getContext(), getNum());
}
LayoutAttr StMatrixType::getRefLayout() const { return getSrcLayout(); }
int64_t StMatrixType::getCopyBits() const { return 32 * getNum(); }

LogicalResult CpAsyncType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  int32_t bits, bool bypassL1, bool) {
  if (bits != 32 && bits != 64 && bits != 128)
    return emitError() << "cp_async copies 32, 64 or 128 bits, got " << bits;
  if (bypassL1 && bits != 128)
    return emitError() << "cp_async with cg copies 128 bits, got " << bits;
  return success();
}
LayoutAttr CpAsyncType::getThrLayout() const {
  return mlir::fly::singleThread(getContext());
}
LayoutAttr CpAsyncType::getSrcLayout() const {
  return mlir::fly::threadBits(getContext(), getBits());
}
LayoutAttr CpAsyncType::getDstLayout() const { return getSrcLayout(); }
LayoutAttr CpAsyncType::getRefLayout() const { return getSrcLayout(); }
int64_t CpAsyncType::getCopyBits() const { return getBits(); }

//===----------------------------------------------------------------------===//
// tma_load: a whole box per call, issued by one thread; used with
// valBits = 0, its layouts are trivial (as gfx1250.tdm's).
//===----------------------------------------------------------------------===//

LogicalResult TmaLoadType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  int32_t rank) {
  if (rank < 1 || rank > 5)
    return emitError() << "tma_load moves boxes of 1 to 5 dimensions, got "
                       << rank;
  return success();
}
LayoutAttr TmaLoadType::getThrLayout() const {
  return mlir::fly::singleThread(getContext());
}
LayoutAttr TmaLoadType::getSrcLayout() const {
  return mlir::fly::threadBits(getContext(), 1);
}
LayoutAttr TmaLoadType::getDstLayout() const {
  return mlir::fly::threadBits(getContext(), 1);
}
LayoutAttr TmaLoadType::getRefLayout() const {
  return mlir::fly::threadBits(getContext(), 1);
}
int64_t TmaLoadType::getCopyBits() const { return 0; }
SmallVector<StringRef> TmaLoadType::getStateFieldNames() const {
  return {"tensor_map", "mbar"};
}
SmallVector<Type> TmaLoadType::getStateFieldTypes() const {
  return SmallVector<Type>(2, IntegerType::get(getContext(), 64));
}
SmallVector<int64_t> TmaLoadType::getStateFieldDefaults() const {
  return {0, 0};
}
