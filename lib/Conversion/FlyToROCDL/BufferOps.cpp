//===- BufferOps.cpp - Buffer pointers and buffer copy atoms to ROCDL -----===//
//
// docs/reference/rocdl.md#buffer-pointers, #buffer-operations. A
// `#fly_rocdl.buffer_desc` pointer is the fat
// pointer `!llvm.struct<(ptr<8>, i32)>`: the buffer resource and an element
// offset. `fly.make_ptr(base, stride, numRecords, flags)` builds the resource
// with `rocdl.make.buffer.rsrc` (offset 0), `add_offset` moves the element
// offset, and `cdna3.buffer_copy` calls become `rocdl.raw.ptr.buffer.load`
// / `store` at byte offset (offset + value offset) * element bytes, with the
// atom's `soffset` field (in elements) as the scalar offset and the cache
// policy as `aux`. A pointer swizzle XORs the byte offset. fly.ptr.load /
// fly.ptr.store through a buffer pointer are one buffer load / store of the
// accessed width. The buffer atomics (no result) live here too; the LDS
// copies in LdsCopies.cpp.
//
//===----------------------------------------------------------------------===//

#include "ROCDLBuilders.h"
#include "ViewValues.h"

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"
#include "fly/Conversion/FlyToROCDL/FlyToROCDL.h"
#include "fly/Dialect/FlyROCDL/IR/Chips.h"
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h"
#include "fly/Dialect/FlyROCDL/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/IR/Matchers.h"

#include <numeric>

#include <limits>

using namespace mlir;
using namespace mlir::fly_rocdl;
using mlir::fly::PointerType;

namespace {


/// The buffer-resource flags for the chip of the gpu.module around `op`,
/// chosen so that accesses past numRecords are range checked (zero-filled
/// loads, dropped stores), which is what a user who gives the byte size
/// expects:
/// - CDNA: data format 7, number format 4 = 0x27000 (raw buffers are always
///   range checked);
/// - RDNA (gfx11, gfx12): the same plus the must-be-one bit 24 and
///   OOB_SELECT = 3 (bits 29:28: check the offset against numRecords) =
///   0x31027000. FlyDSL's Python default, OOB_SELECT = 2, disables the check.
/// - gfx1250: LLVM 22 lowers make.buffer.rsrc for its 45-bit numRecords
///   descriptor by placing `flags << 28` in the top word, so only OOB_SELECT
///   is given: 3.
std::optional<uint32_t> defaultBufferFlags(Operation *op,
                                           StringRef pendingChip) {
  std::optional<StringRef> chip = getTargetChip(op, pendingChip);
  std::optional<ChipInfo> info = chip ? getChipInfo(*chip) : std::nullopt;
  if (!info)
    return std::nullopt;
  if (info->family == ChipFamily::GFX1250)
    return 3u;
  uint32_t flags = (7u << 12) | (4u << 15);
  if (info->family != ChipFamily::CDNA3 && info->family != ChipFamily::CDNA4)
    flags |= (1u << 24) | (3u << 28);
  return flags;
}

/// fly.make_ptr(base, stride, numRecords[, flags]) in the buffer space.
struct MakeBufferPtrLowering : OpConversionPattern<mlir::fly::MakePtrOp> {
  MakeBufferPtrLowering(const TypeConverter &tc, MLIRContext *ctx,
                        StringRef pendingChip)
      : OpConversionPattern(tc, ctx, /*benefit=*/2),
        pendingChip(pendingChip.str()) {}
  /// The chip of gpu.modules without a #rocdl.target.
  std::string pendingChip;
  LogicalResult
  matchAndRewrite(mlir::fly::MakePtrOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<PointerType>(op.getType());
    if (!isBufferSpace(type.getAddressSpace()))
      return rewriter.notifyMatchFailure(op, "not a buffer pointer");
    SmallVector<Value> args(adaptor.getOperands());
    Location loc = op.getLoc();
    // Without a flags operand the flags follow the chip of the enclosing
    // gpu.module (defaultBufferFlags).
    if (args.size() == 3) {
      std::optional<uint32_t> flags = defaultBufferFlags(op, pendingChip);
      if (!flags)
        return op.emitOpError("a buffer pointer made without a flags operand "
                              "needs an enclosing gpu.module with a "
                              "#rocdl.target of a known chip (or the chip "
                              "option of convert-fly-to-rocdl)");
      args.push_back(i32Const(rewriter, loc, static_cast<int32_t>(*flags)));
    }
    if (args.size() != 4 || !isa<LLVM::LLVMPointerType>(args[0].getType()) ||
        !args[1].getType().isInteger(16) || !args[2].getType().isInteger(64) ||
        !args[3].getType().isInteger(32))
      return op.emitOpError("a buffer pointer is made from a base pointer, "
                            "stride (i16), numRecords (i64) and optionally "
                            "flags (i32)");
    auto rsrcType = LLVM::LLVMPointerType::get(op.getContext(), 8);
    Value rsrc = ROCDL::MakeBufferRsrcOp::create(
        rewriter, loc, rsrcType, args[0], args[1], args[2], args[3]);
    Type fat = getTypeConverter()->convertType(type);
    Value v = LLVM::UndefOp::create(rewriter, loc, fat);
    v = LLVM::InsertValueOp::create(rewriter, loc, v, rsrc, int64_t(0));
    v = LLVM::InsertValueOp::create(rewriter, loc, v, i32Const(rewriter, loc, 0),
                                    int64_t(1));
    rewriter.replaceOp(op, v);
    return success();
  }
};

/// Replaces `op` by the buffer fat pointer `ptr` whose element-offset field
/// (field 1) is `update` of the current one.
void replaceWithOffsetField(ConversionPatternRewriter &rewriter, Operation *op,
                            Value ptr, function_ref<Value(Value)> update) {
  Value cur =
      LLVM::ExtractValueOp::create(rewriter, op->getLoc(), ptr, int64_t(1));
  rewriter.replaceOpWithNewOp<LLVM::InsertValueOp>(op, ptr, update(cur),
                                                   int64_t(1));
}

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
        mlir::fly::getOffsetLeafValue(rewriter, loc, op.getOffset(),
                                      [&] { return op.emitError(); });
    if (failed(off))
      return failure();
    Value off32 = LLVM::TruncOp::create(rewriter, loc, rewriter.getI32Type(),
                                        *off);
    replaceWithOffsetField(rewriter, op, adaptor.getPtr(), [&](Value cur) {
      return LLVM::AddOp::create(rewriter, loc, cur, off32).getResult();
    });
    return success();
  }
};

/// recast_iter on a buffer pointer: the same bytes seen as other elements.
/// The offset field counts elements, so it is rescaled when the widths
/// differ (i8 to f8: unchanged; i8 to i32: divided by 4).
struct BufferRecastIterLowering
    : OpConversionPattern<mlir::fly::RecastIterOp> {
  BufferRecastIterLowering(const TypeConverter &tc, MLIRContext *ctx)
      : OpConversionPattern(tc, ctx, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(mlir::fly::RecastIterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto from = dyn_cast<PointerType>(op.getSrc().getType());
    auto to = dyn_cast<PointerType>(op.getType());
    if (!from || !to || !isBufferSpace(from.getAddressSpace()))
      return rewriter.notifyMatchFailure(op, "not a buffer pointer");
    Type want = getTypeConverter()->convertType(to);
    if (!want || want != adaptor.getSrc().getType())
      return rewriter.notifyMatchFailure(op, "not a converted buffer pointer");
    std::optional<int64_t> fromBits =
        PointerType::getElementBits(from.getElemType());
    std::optional<int64_t> toBits = PointerType::getElementBits(to.getElemType());
    if (!fromBits || !toBits)
      return op.emitOpError("recasts a buffer pointer between element types "
                            "without a bit width");
    if (*fromBits == *toBits) {
      rewriter.replaceOp(op, adaptor.getSrc());
      return success();
    }
    // off' = off * fromBits / toBits: the byte position is kept.
    Location loc = op.getLoc();
    int64_t g = std::gcd(*fromBits, *toBits);
    replaceWithOffsetField(rewriter, op, adaptor.getSrc(), [&](Value cur) {
      if (*fromBits / g != 1)
        cur = LLVM::MulOp::create(rewriter, loc, cur,
                                  i32Const(rewriter, loc, *fromBits / g));
      if (*toBits / g != 1)
        cur = LLVM::UDivOp::create(rewriter, loc, cur,
                                   i32Const(rewriter, loc, *toBits / g));
      return cur;
    });
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

/// The word type one buffer instruction moves for an access of `bits`: 8,
/// 16 or 32 bits (ubyte, ushort, dword) or 2 to 4 dwords; null otherwise.
Type bufferAccessWord(MLIRContext *ctx, int64_t bits) {
  if (bits == 8 || bits == 16 || (bits % 32 == 0 && bits >= 32 && bits <= 128))
    return bufferWordType(ctx, bits);
  return Type();
}

/// What a fly.ptr.load / fly.ptr.store through a buffer pointer moves: the
/// fat pointer's byte offset and the word of the access. Emits the error and
/// fails for an access one buffer instruction cannot make.
struct BufferAccess {
  Value rsrc, voffset;
  Type word;
};
FailureOr<BufferAccess>
getBufferAccess(OpBuilder &b, Location loc, PointerType ptr, Value fatPtr,
                Type accessed, function_ref<InFlightDiagnostic()> emitOpError) {
  std::optional<int64_t> elemBits =
      PointerType::getElementBits(ptr.getElemType());
  if (!elemBits || *elemBits % 8 != 0)
    return emitOpError() << "accesses "
           << ptr.getElemType()
           << " elements through a buffer pointer; buffer accesses need "
              "whole-byte elements";
  int64_t n = 1;
  if (auto vec = dyn_cast<VectorType>(accessed))
    n = vec.getNumElements();
  int64_t bits = n * *elemBits;
  Type word = bufferAccessWord(b.getContext(), bits);
  if (!word)
    return emitOpError() << "moves "
           << accessed << " (" << bits
           << " bits) through a buffer pointer; one buffer instruction moves "
              "8, 16, 32, 64, 96 or 128 bits";
  Value rsrc = LLVM::ExtractValueOp::create(b, loc, fatPtr, int64_t(0));
  Value voffset =
      bufferByteOffset(b, loc, fatPtr, *elemBits, ptr.getSwizzle(), 0);
  return BufferAccess{rsrc, voffset, word};
}

/// fly.ptr.load through a buffer pointer: one rocdl.raw.ptr.buffer.load at
/// the fat pointer's byte offset (voffset, range checked against
/// numRecords), soffset 0 and aux 0, its word bitcast to the loaded type.
struct BufferPtrLoadLowering : OpConversionPattern<mlir::fly::PtrLoadOp> {
  BufferPtrLoadLowering(const TypeConverter &tc, MLIRContext *ctx)
      : OpConversionPattern(tc, ctx, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(mlir::fly::PtrLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto ptr = dyn_cast<PointerType>(op.getPtr().getType());
    if (!ptr || !isBufferSpace(ptr.getAddressSpace()))
      return rewriter.notifyMatchFailure(op, "not a buffer pointer");
    Type result = getTypeConverter()->convertType(op.getType());
    if (!result || !LLVM::isCompatibleType(result))
      return op.emitError("loaded type ")
             << op.getType() << " has no LLVM equivalent";
    Location loc = op.getLoc();
    FailureOr<BufferAccess> access =
        getBufferAccess(rewriter, loc, ptr, adaptor.getPtr(), op.getType(),
                        [&] { return op.emitOpError(); });
    if (failed(access))
      return failure();
    Value zero = i32Const(rewriter, loc, 0);
    Value w = bufferLoad(rewriter, loc, access->word, access->rsrc,
                         access->voffset, zero, zero);
    rewriter.replaceOp(op, bitcastTo(rewriter, loc, result, w));
    return success();
  }
};

/// fly.ptr.store through a buffer pointer: one rocdl.raw.ptr.buffer.store
/// (same operands; out-of-range stores are dropped by the hardware).
struct BufferPtrStoreLowering : OpConversionPattern<mlir::fly::PtrStoreOp> {
  BufferPtrStoreLowering(const TypeConverter &tc, MLIRContext *ctx)
      : OpConversionPattern(tc, ctx, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(mlir::fly::PtrStoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto ptr = cast<PointerType>(op.getPtr().getType());
    if (!isBufferSpace(ptr.getAddressSpace()))
      return rewriter.notifyMatchFailure(op, "not a buffer pointer");
    Value value = adaptor.getValue();
    if (!LLVM::isCompatibleType(value.getType()))
      return op.emitError("stored type ")
             << op.getValue().getType() << " has no LLVM equivalent";
    Location loc = op.getLoc();
    FailureOr<BufferAccess> access =
        getBufferAccess(rewriter, loc, ptr, adaptor.getPtr(),
                        op.getValue().getType(),
                        [&] { return op.emitOpError(); });
    if (failed(access))
      return failure();
    Value zero = i32Const(rewriter, loc, 0);
    bufferWrite<ROCDL::RawPtrBufferStoreOp>(
        rewriter, loc, bitcastTo(rewriter, loc, access->word, value),
        access->rsrc, access->voffset, zero, zero);
    rewriter.eraseOp(op);
    return success();
  }
};

/// The aux operand of a buffer copy with cache policy `cache` on the chip
/// around `op`. The policy is written in the CDNA encoding
/// (docs/reference/rocdl.md#buffer-pointers:
/// 0 cached, 2 non-temporal; on gfx94x the bits are sc0 = 1, nt = 2,
/// sc1 = 4) and passed through on CDNA and gfx11. On gfx12 and gfx1250 the
/// field is a temporal hint where 1 is non-temporal and 2 high-temporal, the
/// opposite of what was asked: 2 is translated, and the other non-zero
/// policies, which have no counterpart there, are errors.
FailureOr<int32_t> bufferAux(Operation *op, CDNA3BufferCopyType payload,
                             StringRef pendingChip) {
  int32_t cache = payload.getCache();
  std::optional<StringRef> chip = getTargetChip(op, pendingChip);
  std::optional<ChipInfo> info = chip ? getChipInfo(*chip) : std::nullopt;
  if (cache == 0 || !info ||
      (info->family != ChipFamily::RDNA4 && info->family != ChipFamily::GFX1250))
    return cache;
  if (cache == 2)
    return 1; // TH_NT
  return op->emitError()
         << payload << ": cache = " << cache
         << " (a CDNA cache-policy encoding) has no equivalent on " << *chip
         << "; use cache = 0 (default) or cache = 2 (non-temporal)";
}

/// Where a buffer access whose predicate is false is sent: an offset past
/// the end of any buffer Fly addresses (offsets are i32, so numRecords is at
/// most 2^31 bytes), which the hardware's range check drops (stores,
/// atomics) or reads as zero (loads) without a branch.
constexpr int32_t kMaskedOffset = std::numeric_limits<int32_t>::min();

/// `voffset`, or the masked offset in lanes whose `flag` is false.
Value rangeCheckedOffset(OpBuilder &b, Location loc, Value flag,
                         Value voffset) {
  if (!flag)
    return voffset;
  return LLVM::SelectOp::create(b, loc, flag, voffset,
                                i32Const(b, loc, kMaskedOffset));
}

/// Emits a buffer call's code with `body`, given the call's predicate flag
/// (null without a predicate), and erases the call: the predicate masks the
/// offset instead of guarding the code, so a predicated copy stays one
/// instruction of the atom's width, with no branch
/// (docs/reference/rocdl.md#predicated-buffer-accesses).
LogicalResult
emitRangeCheckedCall(const TypeConverter &converter, mlir::fly::CopyAtomCallOp op,
                     mlir::fly::CopyAtomCallOp::Adaptor adaptor,
                     ConversionPatternRewriter &rewriter,
                     function_ref<LogicalResult(OpBuilder &, Value)> body) {
  Value flag;
  if (op.getPred()) {
    FailureOr<Value> f = mlir::fly::loadPredicateFlag(
        converter, op, op.getPred(), adaptor.getPred(), rewriter);
    if (failed(f))
      return failure();
    flag = *f;
  }
  if (failed(body(rewriter, flag)))
    return failure();
  rewriter.eraseOp(op);
  return success();
}

struct BufferCopyCall : mlir::fly::CopyAtomCallLowering<CDNA3BufferCopyType> {
  BufferCopyCall(const TypeConverter &tc, MLIRContext *ctx,
                 StringRef pendingChip)
      : CopyAtomCallLowering(tc, ctx), pendingChip(pendingChip.str()) {}
  /// The chip of gpu.modules without a #rocdl.target.
  std::string pendingChip;
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
    // Both sides hold the call's bits; their element types may differ (a
    // register view of i32 words from an f16 start address: FlyDSL's rule,
    // the bits are reinterpreted).
    int64_t bits = payload.getBits();
    int64_t n = buf.offsets.size(), m = other.offsets.size();
    if (n * buf.elemBits != bits || m * other.elemBits != bits)
      return op.emitError("cdna3.buffer_copy<")
             << bits << "> needs " << bits << " bits on both sides, got "
             << n << " x " << buf.elemBits << " and " << m << " x "
             << other.elemBits << " bits";
    if (!areConsecutive(buf.offsets))
      return op.emitError("the buffer side of cdna3.buffer_copy must hold its "
                          "values contiguously, got ")
             << buf.type;
    FailureOr<int32_t> auxBits = bufferAux(op, payload, pendingChip);
    if (failed(auxBits))
      return failure();
    Location loc = op.getLoc();
    Value atomValue = adaptor.getCopyAtom();
    auto emit = [&](OpBuilder &b, Value flag) -> LogicalResult {
      Value rsrc = LLVM::ExtractValueOp::create(b, loc, buf.ptr, int64_t(0));
      Value voffset = rangeCheckedOffset(
          b, loc, flag, bufferByteOffset(b, loc, buf, buf.offsets[0]));
      FailureOr<Value> soffElems =
          mlir::fly::getAtomStateField(b, loc, atomValue, payload, "soffset");
      if (failed(soffElems))
        return op.emitError("cdna3.buffer_copy atom has no soffset field");
      Value soffset = LLVM::MulOp::create(
          b, loc, *soffElems, i32Const(b, loc, buf.elemBits / 8));
      Value aux = i32Const(b, loc, *auxBits);
      Type word = bufferWordType(b.getContext(), bits);
      Type vals = valuesType(other.llvmElemType, m);
      if (load) {
        Value w = bufferLoad(b, loc, word, rsrc, voffset, soffset, aux);
        Value v = bitcastTo(b, loc, vals, w);
        // A masked lane reads zeros; the registers it would have written
        // keep their values, as a skipped copy leaves them.
        if (flag)
          v = LLVM::SelectOp::create(b, loc, flag, v,
                                     mlir::fly::readValues(b, loc, other));
        mlir::fly::writeValues(b, loc, other, v);
      } else {
        Value w = bitcastTo(b, loc, word, mlir::fly::readValues(b, loc, other));
        bufferWrite<ROCDL::RawPtrBufferStoreOp>(b, loc, w, rsrc, voffset,
                                                soffset, aux);
      }
      return success();
    };
    // A load into memory other than registers keeps the branch: writing the
    // old values back would race with other threads' writes.
    auto space =
        dyn_cast<mlir::fly::AddressSpaceAttr>(other.type.getAddressSpace());
    bool rangeChecked =
        !load || (space && space.getValue() == mlir::fly::AddressSpace::Register);
    if (!rangeChecked)
      return mlir::fly::emitCopyCall(
          *getTypeConverter(), op, adaptor, rewriter,
          [&](OpBuilder &b) { return emit(b, Value()); });
    return emitRangeCheckedCall(*getTypeConverter(), op, adaptor, rewriter,
                                emit);
  }
};

/// cdna3.buffer_atomic: register value(s) read-modify-written into a buffer
/// view, no result (docs/reference/rocdl.md#buffer-operations).
struct BufferAtomicCall
    : mlir::fly::CopyAtomCallLowering<CDNA3BufferAtomicType> {
  using CopyAtomCallLowering::CopyAtomCallLowering;
  LogicalResult lowerCall(mlir::fly::CopyAtomCallOp op,
                          mlir::fly::CopyAtomType atom,
                          CDNA3BufferAtomicType payload, OpAdaptor adaptor,
                          ConversionPatternRewriter &rewriter) const override {
    FailureOr<mlir::fly::StaticCopyViews> views = mlir::fly::getStaticCopyViews(
        *getTypeConverter(), op, adaptor.getSrc(), adaptor.getDst());
    if (failed(views))
      return failure();
    mlir::fly::StaticView &src = views->src, &dst = views->dst;
    if (!isBufferSpace(dst.type.getAddressSpace()) ||
        isBufferSpace(src.type.getAddressSpace()))
      return op.emitError("cdna3.buffer_atomic updates a buffer view from a "
                          "non-buffer view; got ")
             << src.type << " -> " << dst.type;
    Type value = payload.getValueType();
    BufferWriteBuilder atomic;
    switch (payload.getOp().getValue()) {
    case mlir::fly::AtomicOp::Add:
      atomic = &bufferWrite<ROCDL::RawPtrBufferAtomicFaddOp>;
      break;
    case mlir::fly::AtomicOp::Max:
      atomic = isa<FloatType>(value)
                   ? &bufferWrite<ROCDL::RawPtrBufferAtomicFmaxOp>
                   : &bufferWrite<ROCDL::RawPtrBufferAtomicSmaxOp>;
      break;
    case mlir::fly::AtomicOp::Min:
      atomic = &bufferWrite<ROCDL::RawPtrBufferAtomicUminOp>;
      break;
    default:
      return op.emitError("unsupported buffer atomic ") << payload;
    }
    // One value per call: a scalar at one offset, or a packed pair of
    // consecutive elements (vector<2xbf16> on bf16 views).
    auto vec = dyn_cast<VectorType>(value);
    Type elem = vec ? vec.getElementType() : value;
    size_t n = vec ? vec.getNumElements() : 1;
    auto consecutive = [&](const mlir::fly::StaticView &v) {
      if (v.offsets.size() != n)
        return false;
      for (size_t i = 1; i < n; ++i)
        if (v.offsets[i] != v.offsets[0] + int64_t(i))
          return false;
      return true;
    };
    if (!consecutive(src) || !consecutive(dst) ||
        src.type.getElemType() != elem || dst.type.getElemType() != elem)
      return op.emitError("cdna3.buffer_atomic updates one ")
             << value << " per call; got " << src.type << " -> " << dst.type;
    Location loc = op.getLoc();
    return emitRangeCheckedCall(
        *getTypeConverter(), op, adaptor, rewriter,
        [&](OpBuilder &b, Value flag) -> LogicalResult {
          Type llvmValue =
              vec ? Type(VectorType::get({int64_t(n)}, src.llvmElemType))
                  : src.llvmElemType;
          Value v = src.load(b, loc, llvmValue, src.offsets[0]);
          Value rsrc = LLVM::ExtractValueOp::create(b, loc, dst.ptr, int64_t(0));
          Value voffset = rangeCheckedOffset(
              b, loc, flag, bufferByteOffset(b, loc, dst, dst.offsets[0]));
          FailureOr<Value> soffset =
              soffsetBytes(b, loc, adaptor.getCopyAtom(), payload,
                           dst.elemBits, [&] { return op.emitError(); });
          if (failed(soffset))
            return failure();
          atomic(b, loc, v, rsrc, voffset, *soffset, i32Const(b, loc, 0));
          return success();
        });
  }
};

} // namespace

void mlir::fly_rocdl::populateFlyROCDLBufferPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns,
    StringRef pendingChip) {
  patterns.add<MakeBufferPtrLowering, BufferCopyCall>(
      converter, patterns.getContext(), pendingChip);
  patterns.add<BufferAddOffsetLowering, BufferRecastIterLowering,
               GetBufferRsrcLowering,
               BufferAtomicCall, BufferPtrLoadLowering,
               BufferPtrStoreLowering>(converter, patterns.getContext());
}
