//===- BufferOps.cpp - Buffer pointers and buffer copy atoms to ROCDL -----===//
//
// fly-ir.md 7.1, 9.1, 10.3. A `#fly_rocdl.buffer_desc` pointer is the fat
// pointer `!llvm.struct<(ptr<8>, i32)>`: the buffer resource and an element
// offset. `fly.make_ptr(base, stride, numRecords, flags)` builds the resource
// with `rocdl.make.buffer.rsrc` (offset 0), `add_offset` moves the element
// offset, and `cdna3.buffer_copy` calls become `rocdl.raw.ptr.buffer.load`
// / `store` at byte offset (offset + value offset) * element bytes, with the
// atom's `soffset` field (in elements) as the scalar offset and the cache
// policy as `aux`. A pointer swizzle XORs the byte offset. The buffer
// atomics, the LDS DMA copies and the transposing LDS reads live here too.
//
//===----------------------------------------------------------------------===//

#include "ROCDLBuilders.h"

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"
#include "fly/Conversion/FlyToROCDL/FlyToROCDL.h"
#include "fly/Dialect/FlyROCDL/IR/Chips.h"
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::fly_rocdl;
using mlir::fly::PointerType;

namespace {

bool isBufferSpace(Attribute as) { return isa_and_nonnull<BufferDescAttr>(as); }

/// The buffer-resource flags for the chip of the gpu.module around `op`.
std::optional<uint32_t> defaultBufferFlags(Operation *op) {
  auto module = op->getParentOfType<gpu::GPUModuleOp>();
  ArrayAttr targets = module ? module.getTargetsAttr() : ArrayAttr();
  if (!targets)
    return std::nullopt;
  for (Attribute t : targets)
    if (auto rocdl = dyn_cast<ROCDL::ROCDLTargetAttr>(t))
      if (std::optional<ChipInfo> info = getChipInfo(rocdl.getChip())) {
        uint32_t flags = (7u << 12) | (4u << 15);
        if (info->family != ChipFamily::CDNA3 &&
            info->family != ChipFamily::CDNA4)
          flags |= (1u << 24) | (2u << 28);
        return flags;
      }
  return std::nullopt;
}

/// fly.make_ptr(base, stride, numRecords[, flags]) in the buffer space.
struct MakeBufferPtrLowering : OpConversionPattern<mlir::fly::MakePtrOp> {
  MakeBufferPtrLowering(const TypeConverter &tc, MLIRContext *ctx)
      : OpConversionPattern(tc, ctx, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(mlir::fly::MakePtrOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<PointerType>(op.getType());
    if (!isBufferSpace(type.getAddressSpace()))
      return rewriter.notifyMatchFailure(op, "not a buffer pointer");
    SmallVector<Value> args(adaptor.getOperands());
    Location loc = op.getLoc();
    // Without a flags operand the flags follow the chip of the enclosing
    // gpu.module: data format 7 and number format 4, plus on RDNA and
    // gfx1250 the resource-level bit and OOB_SELECT = 2 (as upstream
    // AMDGPUToROCDL sets them for gfx10 and later).
    if (args.size() == 3) {
      std::optional<uint32_t> flags = defaultBufferFlags(op);
      if (!flags)
        return op.emitOpError("a buffer pointer made without a flags operand "
                              "needs an enclosing gpu.module with a "
                              "#rocdl.target of a known chip");
      args.push_back(i32Const(rewriter, loc, static_cast<int32_t>(*flags)));
    }
    if (args.size() != 4 || !isa<LLVM::LLVMPointerType>(args[0].getType()) ||
        !args[1].getType().isInteger(16) || !args[2].getType().isInteger(64) ||
        !args[3].getType().isInteger(32))
      return op.emitOpError("a buffer pointer is made from a base pointer, "
                            "stride (i16), numRecords (i64) and optionally "
                            "flags (i32)");
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

/// The constant a converted atom's state field `index` holds, followed
/// through the llvm.insertvalue chain that built it (its default when
/// nothing was inserted); nullopt if it is not a compile-time constant.
std::optional<int64_t> constantStateField(Value atom, int64_t index) {
  while (atom) {
    if (auto ins = atom.getDefiningOp<LLVM::InsertValueOp>()) {
      if (ins.getPosition() == ArrayRef<int64_t>{index}) {
        APInt c;
        if (matchPattern(ins.getValue(), m_ConstantInt(&c)))
          return c.getSExtValue();
        return std::nullopt;
      }
      atom = ins.getContainer();
      continue;
    }
    if (atom.getDefiningOp<LLVM::ZeroOp>())
      return 0;
    return std::nullopt;
  }
  return std::nullopt;
}

/// The soffset operand (bytes) of a buffer atom call.
FailureOr<Value> soffsetBytes(OpBuilder &b, Location loc, Operation *op,
                              Value atom, Type payload, int64_t elemBits) {
  FailureOr<Value> elems =
      mlir::fly::getAtomStateField(b, loc, atom, payload, "soffset");
  if (failed(elems))
    return op->emitError("the buffer atom has no soffset field");
  return Value(LLVM::MulOp::create(b, loc, *elems,
                                   i32Const(b, loc, elemBits / 8)));
}

/// Buffer (or global) to LDS without registers: cdna3.buffer_copy_lds and
/// cdna4.buffer_load_async_lds become rocdl.raw.ptr.buffer.load.lds (LLVM
/// 22.1 has no asynchronous form, fly-ir.md 10.6: completion is counted by
/// the vector-memory counter); cdna4.global_load_async_lds becomes
/// rocdl.global.load.lds. The LDS DMA writes lane i's bytes at
/// base + i * size, base being the (wave-uniform) LDS address of lane 0's
/// destination; size and the immediate offset are instruction immediates.
template <typename PayloadT>
struct LdsDmaCall : mlir::fly::CopyAtomCallLowering<PayloadT> {
  using Base = mlir::fly::CopyAtomCallLowering<PayloadT>;
  using Base::Base;
  using OpAdaptor = typename Base::OpAdaptor;
  LogicalResult lowerCall(mlir::fly::CopyAtomCallOp op,
                          mlir::fly::CopyAtomType atom, PayloadT payload,
                          OpAdaptor adaptor,
                          ConversionPatternRewriter &rewriter) const override {
    constexpr bool global = std::is_same_v<PayloadT, CDNA4GlobalLoadAsyncLdsType>;
    FailureOr<mlir::fly::StaticCopyViews> views = mlir::fly::getStaticCopyViews(
        *this->getTypeConverter(), op, adaptor.getSrc(), adaptor.getDst());
    if (failed(views))
      return failure();
    mlir::fly::StaticView &src = views->src, &dst = views->dst;
    auto dstSpace = mlir::fly::getLLVMAddressSpace(dst.type.getAddressSpace());
    bool srcOk = global ? mlir::fly::getLLVMAddressSpace(
                              src.type.getAddressSpace()) == 1u
                        : isBufferSpace(src.type.getAddressSpace());
    if (!srcOk || dstSpace != 3u)
      return op.emitError() << payload << " copies from "
                            << (global ? "a global" : "a buffer")
                            << " view to a shared view; got " << src.type
                            << " -> " << dst.type;
    int64_t bits = payload.getBits();
    if (int64_t(src.offsets.size()) * src.elemBits != bits ||
        !contiguous(src.offsets) || !contiguous(dst.offsets))
      return op.emitError() << payload << " moves " << bits
                            << " contiguous bits per lane; got "
                            << src.offsets.size() << " x " << src.elemBits
                            << " bits";
    std::optional<int64_t> imm = 0;
    if constexpr (!global) {
      auto names = cast<mlir::fly::StatefulAtomTypeInterface>(Type(payload))
                       .getStateFieldNames();
      int64_t index = llvm::find(names, "imm_offset") - names.begin();
      imm = constantStateField(adaptor.getCopyAtom(), index);
      if (!imm)
        return op.emitError("the imm_offset of ")
               << payload << " is an instruction immediate and must be a "
                             "compile-time constant (set it with a constant)";
    }
    Location loc = op.getLoc();
    LogicalResult emitted = mlir::fly::emitPredicated(
        *this->getTypeConverter(), op, op.getPred(), adaptor.getPred(),
        rewriter, [&](OpBuilder &b) -> LogicalResult {
          Value lds = dst.addressOf(b, loc, dst.offsets[0]);
          if constexpr (global) {
            Value g = src.addressOf(b, loc, src.offsets[0]);
            createROCDLOp(
                b, loc, "global.load.lds", {}, {g, lds},
                {b.getNamedAttr("size", b.getI32IntegerAttr(bits / 8)),
                 b.getNamedAttr("offset", b.getI32IntegerAttr(0)),
                 b.getNamedAttr("aux", b.getI32IntegerAttr(0))});
          } else {
            Value rsrc =
                LLVM::ExtractValueOp::create(b, loc, src.ptr, int64_t(0));
            Value voffset = bufferByteOffset(b, loc, src, src.offsets[0]);
            FailureOr<Value> soffset = soffsetBytes(
                b, loc, op, adaptor.getCopyAtom(), payload, src.elemBits);
            if (failed(soffset))
              return failure();
            createROCDLOp(b, loc, "raw.ptr.buffer.load.lds", {},
                          {rsrc, lds, i32Const(b, loc, bits / 8), voffset,
                           *soffset, i32Const(b, loc, *imm),
                           i32Const(b, loc, 0)});
          }
          return success();
        });
    if (failed(emitted))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// cdna3.buffer_atomic: register value(s) read-modify-written into a buffer
/// view, no result (fly-ir.md 7.2, 10.3).
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
    StringRef name;
    switch (payload.getOp().getValue()) {
    case mlir::fly::AtomicOp::Add:
      name = "raw.ptr.buffer.atomic.fadd";
      break;
    case mlir::fly::AtomicOp::Max:
      name = isa<FloatType>(value) ? "raw.ptr.buffer.atomic.fmax"
                                   : "raw.ptr.buffer.atomic.smax";
      break;
    case mlir::fly::AtomicOp::Min:
      name = "raw.ptr.buffer.atomic.umin";
      break;
    default:
      return op.emitError("unsupported buffer atomic ") << payload;
    }
    if (src.offsets.size() != 1 || dst.offsets.size() != 1 ||
        src.type.getElemType() != value || dst.type.getElemType() != value)
      return op.emitError("cdna3.buffer_atomic updates one ")
             << value << " per call; got " << src.type << " -> " << dst.type;
    Location loc = op.getLoc();
    LogicalResult emitted = mlir::fly::emitPredicated(
        *getTypeConverter(), op, op.getPred(), adaptor.getPred(), rewriter,
        [&](OpBuilder &b) -> LogicalResult {
          Value v = src.load(b, loc, src.llvmElemType, src.offsets[0]);
          Value rsrc = LLVM::ExtractValueOp::create(b, loc, dst.ptr, int64_t(0));
          Value voffset = bufferByteOffset(b, loc, dst, dst.offsets[0]);
          FailureOr<Value> soffset = soffsetBytes(
              b, loc, op, adaptor.getCopyAtom(), payload, dst.elemBits);
          if (failed(soffset))
            return failure();
          createROCDLOp(b, loc, name, {},
                        {v, rsrc, voffset, *soffset, i32Const(b, loc, 0)});
          return success();
        });
    if (failed(emitted))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// cdna4.lds_read_trans: 16 lanes read a block of LDS and each receives a
/// column (fly-ir.md 7.2): rocdl.ds.read.tr{4,8,16}.b64 / tr6.b96 at the
/// lane's source address, the result stored to its register view.
struct LdsReadTransCall
    : mlir::fly::CopyAtomCallLowering<CDNA4LdsReadTransType> {
  using CopyAtomCallLowering::CopyAtomCallLowering;
  LogicalResult lowerCall(mlir::fly::CopyAtomCallOp op,
                          mlir::fly::CopyAtomType atom,
                          CDNA4LdsReadTransType payload, OpAdaptor adaptor,
                          ConversionPatternRewriter &rewriter) const override {
    FailureOr<mlir::fly::StaticCopyViews> views = mlir::fly::getStaticCopyViews(
        *getTypeConverter(), op, adaptor.getSrc(), adaptor.getDst());
    if (failed(views))
      return failure();
    mlir::fly::StaticView &src = views->src, &dst = views->dst;
    if (mlir::fly::getLLVMAddressSpace(src.type.getAddressSpace()) != 3u)
      return op.emitError("cdna4.lds_read_trans reads a shared view; got ")
             << src.type;
    MLIRContext *ctx = op.getContext();
    Type i32 = IntegerType::get(ctx, 32);
    StringRef name;
    Type result;
    switch (payload.getTransBits()) {
    case 4:
      name = "ds.read.tr4.b64";
      result = VectorType::get({2}, i32);
      break;
    case 8:
      name = "ds.read.tr8.b64";
      result = VectorType::get({2}, i32);
      break;
    case 6:
      name = "ds.read.tr6.b96";
      result = VectorType::get({3}, i32);
      break;
    default:
      name = "ds.read.tr16.b64";
      result = VectorType::get({4}, IntegerType::get(ctx, 16));
      break;
    }
    int64_t n = dst.offsets.size();
    if (n * dst.elemBits != payload.getBits())
      return op.emitError("cdna4.lds_read_trans<")
             << payload.getBits() << "> fills " << payload.getBits()
             << " bits per lane; the destination holds " << n << " x "
             << dst.elemBits;
    Location loc = op.getLoc();
    Value p = src.addressOf(rewriter, loc, src.offsets[0]);
    Value r = createROCDLOp(rewriter, loc, name, result, {p})->getResult(0);
    writeValues(rewriter, loc, dst,
                bitcastTo(rewriter, loc, valuesType(dst.llvmElemType, n), r));
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::fly_rocdl::populateFlyROCDLBufferPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<MakeBufferPtrLowering, BufferAddOffsetLowering,
               GetBufferRsrcLowering, BufferCopyCall, BufferAtomicCall,
               LdsDmaCall<CDNA3BufferCopyLdsType>,
               LdsDmaCall<CDNA4BufferLoadAsyncLdsType>,
               LdsDmaCall<CDNA4GlobalLoadAsyncLdsType>, LdsReadTransCall>(
      converter, patterns.getContext());
}
