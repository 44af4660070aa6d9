//===- MatrixCopies.cpp - ldmatrix / stmatrix calls -----------------------===//
//
// The row side of the copy is shared memory: each lane's view starts at the
// row it gives the address of (its value 0; the layouts put lane 8j + r on
// row r of matrix j, fly_nvvm CopyPayloads.cpp), and a row is 16 contiguous
// bytes. The register side is the lane's n 32-bit registers, register j
// holding two b16 values of matrix j: the view's values in order.
// A swizzled shared view is swizzled at the row address; rows stay whole
// under any swizzle that keeps 16-byte chunks together (base >= 4 bytes),
// which is checked.
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"
#include "fly/Conversion/FlyToNVVM/FlyToNVVM.h"
#include "fly/Dialect/FlyNVVM/IR/FlyNVVMDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::fly_nvvm;
using mlir::fly::StaticView;

namespace {

/// The shared-memory row address of a lane (value 0 of its view, swizzled),
/// after checking that the view is in shared memory, of 16-bit elements (or
/// 8-bit ones without `trans`), and that its row is 16 contiguous, aligned
/// bytes.
///
/// sm_90 has only the .b16 forms. Without .trans the instruction moves bits:
/// lane l gets bytes 4 (l % 4) .. 4 (l % 4) + 3 of row l / 4, which for 8-bit
/// values are the four consecutive k of mma.sync's m16n8k32 fragments (as
/// CUTLASS loads int8 and fp8 operands). With .trans it transposes 16-bit
/// elements, which would keep byte pairs together: 8-bit data cannot use it.
FailureOr<Value> rowAddress(OpBuilder &b, Location loc, Operation *op,
                            Type payload, const StaticView &rows,
                            StringRef side, bool trans) {
  if (mlir::fly::getLLVMAddressSpace(rows.type.getAddressSpace()) != 3u)
    return op->emitError() << payload << ": the " << side
                           << " must be a shared-memory view, got "
                           << rows.type;
  if (rows.elemBits == 8 && trans)
    return op->emitError()
           << payload << " transposes 16-bit elements; the " << side
           << " has 8-bit ones, whose transpose it would get wrong (sm_90 has "
              "no .b8 form): load 8-bit tiles without trans, stored with k "
              "contiguous";
  if (rows.elemBits != 16 && rows.elemBits != 8)
    return op->emitError() << payload << " moves 16-bit elements (8-bit ones "
                                         "without trans); the "
                           << side << " has " << rows.elemBits << "-bit ones";
  if (!rows.isContiguous(0, rows.offsets.size()))
    return op->emitError() << payload << ": the " << side
                           << " values of a lane are the start of one row "
                              "and must be consecutive elements";
  int64_t align = rows.alignmentOfValue(0);
  if (align % 16 != 0)
    return op->emitError()
           << payload << ": each row is 16 bytes and must be 16-byte "
           << "aligned; the " << side << " is only known to be " << align
           << "-byte aligned (give its pointer align<16>)";
  if (rows.swizzle && !rows.swizzle.getValue().isTrivial() &&
      rows.swizzle.getValue().base < 4)
    return op->emitError() << payload << ": the swizzle of the " << side
                           << " moves bytes inside a 16-byte row";
  Value addr = rows.addressOfValue(b, loc, 0);
  return mlir::fly::applyByteSwizzle(b, loc, addr, rows.swizzle);
}

/// The lane's `num` registers as i32s, from its register-side view.
FailureOr<SmallVector<Value>> readRegisters(OpBuilder &b, Location loc,
                                            Operation *op, Type payload,
                                            const StaticView &regs,
                                            int64_t num) {
  if (int64_t(regs.offsets.size()) * regs.elemBits != 32 * num)
    return op->emitError() << payload << " holds " << 32 * num
                           << " bits per lane in registers; the view holds "
                           << regs.offsets.size() << " x " << regs.elemBits
                           << " bits";
  Value all = mlir::fly::readValues(b, loc, regs);
  Type i32 = b.getI32Type();
  Value words = LLVM::BitcastOp::create(
      b, loc, num == 1 ? i32 : Type(VectorType::get({num}, i32)), all);
  SmallVector<Value> out;
  for (int64_t j = 0; j < num; ++j)
    out.push_back(num == 1 ? words
                           : Value(LLVM::ExtractElementOp::create(
                                 b, loc, words,
                                 mlir::fly::i32Const(b, loc, j))));
  return out;
}

NVVM::LdStMatrixShapeAttr m8n8(MLIRContext *ctx) {
  return NVVM::LdStMatrixShapeAttr::get(ctx, 8, 8);
}

struct LdMatrixCall : mlir::fly::CopyAtomCallLowering<LdMatrixType> {
  using CopyAtomCallLowering::CopyAtomCallLowering;
  LogicalResult lowerCall(mlir::fly::CopyAtomCallOp op, mlir::fly::CopyAtomType,
                          LdMatrixType payload, OpAdaptor adaptor,
                          ConversionPatternRewriter &rewriter) const override {
    FailureOr<mlir::fly::StaticCopyViews> views = mlir::fly::getStaticCopyViews(
        *getTypeConverter(), op, adaptor.getSrc(), adaptor.getDst(),
        /*allowPackedGroup=*/false, /*allowDynamicStrides=*/true);
    if (failed(views))
      return failure();
    StaticView &src = views->src, &dst = views->dst;
    int64_t num = payload.getNum();
    if (dst.hasDynamicStrides() ||
        int64_t(dst.offsets.size()) * dst.elemBits != 32 * num)
      return op.emitError() << payload << " writes " << 32 * num
                            << " bits per lane into a static register view; "
                               "the destination is "
                            << dst.type;
    Location loc = op.getLoc();
    return mlir::fly::emitCopyCall(
        *getTypeConverter(), op, adaptor, rewriter,
        [&](OpBuilder &b) -> LogicalResult {
          FailureOr<Value> row =
              rowAddress(b, loc, op, payload, src, "source",
                         payload.getTrans());
          if (failed(row))
            return failure();
          MLIRContext *ctx = b.getContext();
          Type i32 = b.getI32Type();
          Type resultType =
              num == 1 ? i32
                       : Type(LLVM::LLVMStructType::getLiteral(
                             ctx, SmallVector<Type>(num, i32)));
          Value loaded = NVVM::LdMatrixOp::create(
              b, loc, resultType, *row, uint32_t(num),
              payload.getTrans() ? NVVM::MMALayout::col : NVVM::MMALayout::row,
              m8n8(ctx), NVVM::LdStMatrixEltType::B16);
          Type wordsType = num == 1 ? i32 : Type(VectorType::get({num}, i32));
          Value words = loaded;
          if (num > 1) {
            words = LLVM::UndefOp::create(b, loc, wordsType);
            for (int64_t j = 0; j < num; ++j)
              words = LLVM::InsertElementOp::create(
                  b, loc, words, LLVM::ExtractValueOp::create(b, loc, loaded, j),
                  mlir::fly::i32Const(b, loc, j));
          }
          Type valuesType =
              mlir::fly::valuesType(dst.llvmElemType, dst.offsets.size());
          mlir::fly::writeValues(
              b, loc, dst, LLVM::BitcastOp::create(b, loc, valuesType, words));
          return success();
        });
  }
};

struct StMatrixCall : mlir::fly::CopyAtomCallLowering<StMatrixType> {
  using CopyAtomCallLowering::CopyAtomCallLowering;
  LogicalResult lowerCall(mlir::fly::CopyAtomCallOp op, mlir::fly::CopyAtomType,
                          StMatrixType payload, OpAdaptor adaptor,
                          ConversionPatternRewriter &rewriter) const override {
    FailureOr<mlir::fly::StaticCopyViews> views = mlir::fly::getStaticCopyViews(
        *getTypeConverter(), op, adaptor.getSrc(), adaptor.getDst(),
        /*allowPackedGroup=*/false, /*allowDynamicStrides=*/true);
    if (failed(views))
      return failure();
    StaticView &src = views->src, &dst = views->dst;
    if (src.hasDynamicStrides())
      return op.emitError() << payload
                            << " reads a static register view; the source is "
                            << src.type;
    Location loc = op.getLoc();
    return mlir::fly::emitCopyCall(
        *getTypeConverter(), op, adaptor, rewriter,
        [&](OpBuilder &b) -> LogicalResult {
          FailureOr<SmallVector<Value>> regs =
              readRegisters(b, loc, op, payload, src, payload.getNum());
          if (failed(regs))
            return failure();
          FailureOr<Value> row =
              rowAddress(b, loc, op, payload, dst, "destination",
                         payload.getTrans());
          if (failed(row))
            return failure();
          NVVM::StMatrixOp::create(
              b, loc, *row, *regs,
              payload.getTrans() ? NVVM::MMALayout::col : NVVM::MMALayout::row,
              m8n8(b.getContext()), NVVM::LdStMatrixEltType::B16);
          return success();
        });
  }
};

} // namespace

void mlir::fly_nvvm::populateFlyNVVMMatrixCopyPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<LdMatrixCall, StMatrixCall>(converter, patterns.getContext());
}
