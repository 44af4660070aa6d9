//===- BufferOps.cpp - Buffer pointers and buffer copy atoms to ROCDL -----===//
//
// fly-ir.md 7.1, 9.1, 10.3. A `#fly_rocdl.buffer_desc` pointer is the fat
// pointer `!llvm.struct<(ptr<8>, i32)>`: the buffer resource and an element
// offset. `fly.make_ptr(base, stride, numRecords, flags)` builds the resource
// with `rocdl.make.buffer.rsrc` (offset 0), `add_offset` moves the element
// offset, and `cdna3.buffer_copy` calls become `rocdl.raw.ptr.buffer.load`
// / `store` at byte offset (offset + value offset) * element bytes, with the
// atom's `soffset` field (in elements) as the scalar offset and the cache
// policy as `aux`. A pointer swizzle XORs the byte offset.
//
//===----------------------------------------------------------------------===//

#include "ROCDLBuilders.h"

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"
#include "fly/Conversion/FlyToROCDL/FlyToROCDL.h"
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h"

#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"

using namespace mlir;
using namespace mlir::fly_rocdl;
using mlir::fly::PointerType;

namespace {

bool isBufferSpace(Attribute as) { return isa_and_nonnull<BufferDescAttr>(as); }

/// fly.make_ptr(base, stride, numRecords, flags) in the buffer space.
struct MakeBufferPtrLowering : OpConversionPattern<mlir::fly::MakePtrOp> {
  MakeBufferPtrLowering(const TypeConverter &tc, MLIRContext *ctx)
      : OpConversionPattern(tc, ctx, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(mlir::fly::MakePtrOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<PointerType>(op.getType());
    if (!isBufferSpace(type.getAddressSpace()))
      return rewriter.notifyMatchFailure(op, "not a buffer pointer");
    ValueRange args = adaptor.getOperands();
    if (args.size() != 4 || !isa<LLVM::LLVMPointerType>(args[0].getType()) ||
        !args[1].getType().isInteger(16) || !args[2].getType().isInteger(64) ||
        !args[3].getType().isInteger(32))
      return op.emitOpError("a buffer pointer is made from 4 operands: base "
                            "pointer, stride (i16), numRecords (i64), flags "
                            "(i32)");
    Location loc = op.getLoc();
    auto rsrcType = LLVM::LLVMPointerType::get(op.getContext(), 8);
    Value rsrc = createROCDLOp(rewriter, loc, "make.buffer.rsrc", rsrcType,
                               args)
                     ->getResult(0);
    Type fat = getTypeConverter()->convertType(type);
    Value v = LLVM::UndefOp::create(rewriter, loc, fat);
    v = LLVM::InsertValueOp::create(rewriter, loc, v, rsrc, int64_t(0));
    v = LLVM::InsertValueOp::create(rewriter, loc, v, i32Const(rewriter, loc, 0),
                                    int64_t(1));
    rewriter.replaceOp(op, v);
    return success();
  }
};

/// add_offset on a buffer pointer: the element offset field moves.
struct BufferAddOffsetLowering : OpConversionPattern<mlir::fly::AddOffsetOp> {
  BufferAddOffsetLowering(const TypeConverter &tc, MLIRContext *ctx)
      : OpConversionPattern(tc, ctx, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(mlir::fly::AddOffsetOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast<PointerType>(op.getPtr().getType());
    if (!type || !isBufferSpace(type.getAddressSpace()))
      return rewriter.notifyMatchFailure(op, "not a buffer pointer");
    Location loc = op.getLoc();
    FailureOr<Value> off =
        mlir::fly::getOffsetLeafValue(rewriter, loc, op.getOffset(), op);
    if (failed(off))
      return failure();
    Value off32 = LLVM::TruncOp::create(rewriter, loc, rewriter.getI32Type(),
                                        *off);
    Value cur = LLVM::ExtractValueOp::create(rewriter, loc, adaptor.getPtr(),
                                             int64_t(1));
    Value sum = LLVM::AddOp::create(rewriter, loc, cur, off32);
    rewriter.replaceOpWithNewOp<LLVM::InsertValueOp>(op, adaptor.getPtr(), sum,
                                                     int64_t(1));
    return success();
  }
};

struct GetBufferRsrcLowering : OpConversionPattern<GetBufferRsrcOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(GetBufferRsrcOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::ExtractValueOp>(op, adaptor.getPtr(),
                                                      int64_t(0));
    return success();
  }
};

/// The i32 byte offset of element `elemOffset` of a buffer view (its fat
/// pointer's offset plus the value offset), swizzled if the view is.
Value bufferByteOffset(OpBuilder &b, Location loc, const mlir::fly::StaticView &view,
                       int64_t elemOffset) {
  Value elem = LLVM::ExtractValueOp::create(b, loc, view.ptr, int64_t(1));
  Value total = LLVM::AddOp::create(b, loc, elem, i32Const(b, loc, elemOffset));
  Value bytes =
      LLVM::MulOp::create(b, loc, total, i32Const(b, loc, view.elemBits / 8));
  if (!view.swizzle || view.swizzle.getValue().isTrivial())
    return bytes;
  mlir::fly::algebra::Swizzle s = view.swizzle.getValue();
  int64_t mask = ((int64_t(1) << s.mask) - 1) << (s.base + s.shift);
  Value bits = LLVM::AndOp::create(b, loc, bytes, i32Const(b, loc, mask));
  Value moved =
      s.shift >= 0
          ? Value(LLVM::LShrOp::create(b, loc, bits, i32Const(b, loc, s.shift)))
          : Value(LLVM::ShlOp::create(b, loc, bits, i32Const(b, loc, -s.shift)));
  return LLVM::XOrOp::create(b, loc, bytes, moved);
}

/// The integer (or vector of i32) type the buffer intrinsics move `bits` as.
Type bufferWordType(MLIRContext *ctx, int64_t bits) {
  if (bits <= 32)
    return IntegerType::get(ctx, bits);
  return VectorType::get({bits / 32}, IntegerType::get(ctx, 32));
}

bool contiguous(ArrayRef<int64_t> offsets) {
  for (size_t i = 1; i < offsets.size(); ++i)
    if (offsets[i] != offsets[0] + int64_t(i))
      return false;
  return true;
}

/// `n` values of `elem` as one value: the element or a vector of them.
Type valuesType(Type elem, int64_t n) {
  return n == 1 ? elem : VectorType::get({n}, elem);
}

/// Reads all values of a non-buffer view as one value of valuesType.
Value readValues(OpBuilder &b, Location loc, const mlir::fly::StaticView &v) {
  int64_t n = v.offsets.size();
  Type t = valuesType(v.llvmElemType, n);
  if (contiguous(v.offsets))
    return v.load(b, loc, t, v.offsets[0]);
  Value vec = LLVM::UndefOp::create(b, loc, t);
  for (int64_t i = 0; i < n; ++i) {
    Value e = v.load(b, loc, v.llvmElemType, v.offsets[i]);
    vec = LLVM::InsertElementOp::create(
        b, loc, vec, e,
        LLVM::ConstantOp::create(b, loc, b.getI32Type(), b.getI32IntegerAttr(i)));
  }
  return vec;
}

/// Writes a value of valuesType into a non-buffer view.
void writeValues(OpBuilder &b, Location loc, const mlir::fly::StaticView &v,
                 Value values) {
  int64_t n = v.offsets.size();
  if (n == 1 || contiguous(v.offsets)) {
    v.store(b, loc, values, v.offsets[0]);
    return;
  }
  for (int64_t i = 0; i < n; ++i) {
    Value e = LLVM::ExtractElementOp::create(
        b, loc, values,
        LLVM::ConstantOp::create(b, loc, b.getI32Type(), b.getI32IntegerAttr(i)));
    v.store(b, loc, e, v.offsets[i]);
  }
}

struct BufferCopyCall : mlir::fly::CopyAtomCallLowering<CDNA3BufferCopyType> {
  using CopyAtomCallLowering::CopyAtomCallLowering;
  LogicalResult lowerCall(mlir::fly::CopyAtomCallOp op, mlir::fly::CopyAtomType atom,
                          CDNA3BufferCopyType payload, OpAdaptor adaptor,
                          ConversionPatternRewriter &rewriter) const override {
    FailureOr<mlir::fly::StaticCopyViews> views = mlir::fly::getStaticCopyViews(
        *getTypeConverter(), op, adaptor.getSrc(), adaptor.getDst());
    if (failed(views))
      return failure();
    mlir::fly::StaticView &src = views->src, &dst = views->dst;
    bool load = isBufferSpace(src.type.getAddressSpace());
    bool store = isBufferSpace(dst.type.getAddressSpace());
    if (load == store)
      return op.emitError("cdna3.buffer_copy copies between a buffer view "
                          "(#fly_rocdl.buffer_desc) and a non-buffer view; got ")
             << src.type << " -> " << dst.type;
    mlir::fly::StaticView &buf = load ? src : dst;
    mlir::fly::StaticView &other = load ? dst : src;
    int64_t bits = payload.getBits();
    int64_t n = buf.offsets.size();
    if (buf.elemBits != other.elemBits || n != int64_t(other.offsets.size()) ||
        n * buf.elemBits != bits)
      return op.emitError("cdna3.buffer_copy<")
             << bits << "> needs " << bits << " bits on both sides, got "
             << n << " x " << buf.elemBits << " bits";
    if (!contiguous(buf.offsets))
      return op.emitError("the buffer side of cdna3.buffer_copy must hold its "
                          "values contiguously, got ")
             << buf.type;
    Location loc = op.getLoc();
    Value atomValue = adaptor.getCopyAtom();
    LogicalResult emitted = mlir::fly::emitPredicated(
        *getTypeConverter(), op, op.getPred(), adaptor.getPred(), rewriter,
        [&](OpBuilder &b) -> LogicalResult {
          Value rsrc = LLVM::ExtractValueOp::create(b, loc, buf.ptr, int64_t(0));
          Value voffset = bufferByteOffset(b, loc, buf, buf.offsets[0]);
          FailureOr<Value> soffElems =
              mlir::fly::getAtomStateField(b, loc, atomValue, payload, "soffset");
          if (failed(soffElems))
            return op.emitError("cdna3.buffer_copy atom has no soffset field");
          Value soffset = LLVM::MulOp::create(
              b, loc, *soffElems, i32Const(b, loc, buf.elemBits / 8));
          Value aux = i32Const(b, loc, payload.getCache());
          Type word = bufferWordType(b.getContext(), bits);
          Type vals = valuesType(other.llvmElemType, n);
          if (load) {
            Value w = createROCDLOp(b, loc, "raw.ptr.buffer.load", word,
                                    {rsrc, voffset, soffset, aux})
                          ->getResult(0);
            writeValues(b, loc, other, bitcastTo(b, loc, vals, w));
          } else {
            Value w = bitcastTo(b, loc, word, readValues(b, loc, other));
            createROCDLOp(b, loc, "raw.ptr.buffer.store", {},
                          {w, rsrc, voffset, soffset, aux});
          }
          return success();
        });
    if (failed(emitted))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::fly_rocdl::populateFlyROCDLBufferPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<MakeBufferPtrLowering, BufferAddOffsetLowering,
               GetBufferRsrcLowering, BufferCopyCall>(converter,
                                                      patterns.getContext());
}
