//===- UniversalAtoms.cpp - Universal copy, atomic and FMA atoms to LLVM ---===//
//
// The target-neutral payloads (fly-ir.md 4, notes): universal_copy<bits>
// loads and stores `bits` bits per copy, universal_atomic is an
// llvm.atomicrmw (monotonic), universal_fma a multiply and an add. Each is
// its own pattern, dispatched on the atom's payload type; the atoms
// themselves are stateless (empty structs).
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::fly;

namespace {

/// make_tiled_copy / make_tiled_mma: the converted atom.
template <typename OpT>
struct TiledAtomLowering : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value atom = adaptor.getOperands().front();
    Type t = this->getTypeConverter()->convertType(op.getType());
    if (!t || t != atom.getType())
      return rewriter.notifyMatchFailure(op, "atom not converted");
    rewriter.replaceOp(op, atom);
    return success();
  }
};

/// Whether offsets[first .. first+count) are consecutive.
static bool isContiguous(ArrayRef<int64_t> offsets, int64_t first,
                         int64_t count) {
  for (int64_t j = 1; j < count; ++j)
    if (offsets[first + j] != offsets[first] + j)
      return false;
  return true;
}

/// Whether one access of `bytes` bytes at element offset `off` of `view`
/// addresses the same bytes as element accesses: without a swizzle always;
/// with one, the XOR of the start address must hold for every byte, so the
/// access must lie within one 2^base-byte unit of the XOR (an aligned
/// power-of-two access no larger than the unit).
static bool isSwizzleUnitAccess(const StaticView &view, int64_t off,
                                int64_t bytes) {
  if (!view.swizzle || view.swizzle.getValue().isTrivial())
    return true;
  int64_t unit = int64_t(1) << view.swizzle.getValue().base;
  return llvm::isPowerOf2_64(bytes) && bytes <= unit &&
         view.alignmentAt(off) % bytes == 0;
}

/// universal_copy<bits>: for each group of bits/elemBits values, one iN load
/// and store when both views hold the group contiguously (and within one
/// unit of a swizzle), element copies otherwise.
struct UniversalCopyCall : CopyAtomCallLowering<UniversalCopyType> {
  using CopyAtomCallLowering::CopyAtomCallLowering;
  LogicalResult lowerCall(CopyAtomCallOp op, CopyAtomType atom,
                          UniversalCopyType payload, OpAdaptor adaptor,
                          ConversionPatternRewriter &rewriter) const override {
    FailureOr<StaticCopyViews> views = getStaticCopyViews(
        *getTypeConverter(), op, adaptor.getSrc(), adaptor.getDst());
    if (failed(views))
      return failure();
    StaticView *src = &views->src, *dst = &views->dst;
    if (src->elemBits != dst->elemBits ||
        src->offsets.size() != dst->offsets.size())
      return op.emitError("source ")
             << src->type << " and destination " << dst->type
             << " differ in element width or size";
    int64_t bits = payload.getBits();
    int64_t n = src->offsets.size();
    if (bits <= 0 || bits % src->elemBits != 0 ||
        (n * src->elemBits) % bits != 0)
      return op.emitError("a universal_copy<")
             << bits << "> cannot copy " << n << " values of "
             << src->elemBits << " bits";
    int64_t group = bits / src->elemBits;
    Location loc = op.getLoc();
    Type wide = rewriter.getIntegerType(bits);
    LogicalResult r = emitPredicated(
        *getTypeConverter(), op, op.getPred(), adaptor.getPred(), rewriter,
        [&](OpBuilder &b) -> LogicalResult {
          for (int64_t g = 0; g < n; g += group) {
            if (group > 1 && isContiguous(src->offsets, g, group) &&
                isContiguous(dst->offsets, g, group) &&
                isSwizzleUnitAccess(*src, src->offsets[g], bits / 8) &&
                isSwizzleUnitAccess(*dst, dst->offsets[g], bits / 8)) {
              Value v = src->load(b, loc, wide, src->offsets[g]);
              dst->store(b, loc, v, dst->offsets[g]);
              continue;
            }
            for (int64_t j = g; j < g + group; ++j) {
              Value v =
                  src->load(b, loc, src->llvmElemType, src->offsets[j]);
              if (src->llvmElemType != dst->llvmElemType)
                v = LLVM::BitcastOp::create(b, loc, dst->llvmElemType, v);
              dst->store(b, loc, v, dst->offsets[j]);
            }
          }
          return success();
        });
    if (failed(r))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// The LLVM read-modify-write op of a fly atomic op on `type`.
static std::optional<LLVM::AtomicBinOp> atomicBinOp(AtomicOp op, Type type) {
  bool isFloat = isa<FloatType>(type);
  switch (op) {
  case AtomicOp::Add:
    return isFloat ? LLVM::AtomicBinOp::fadd : LLVM::AtomicBinOp::add;
  case AtomicOp::Max:
    return isFloat ? LLVM::AtomicBinOp::fmax : LLVM::AtomicBinOp::max;
  case AtomicOp::Min:
    return isFloat ? LLVM::AtomicBinOp::fmin : LLVM::AtomicBinOp::min;
  case AtomicOp::And:
    if (isFloat)
      return std::nullopt;
    return LLVM::AtomicBinOp::_and;
  case AtomicOp::Or:
    if (isFloat)
      return std::nullopt;
    return LLVM::AtomicBinOp::_or;
  case AtomicOp::Inc:
    if (isFloat)
      return std::nullopt;
    return LLVM::AtomicBinOp::uinc_wrap;
  case AtomicOp::Dec:
    if (isFloat)
      return std::nullopt;
    return LLVM::AtomicBinOp::udec_wrap;
  }
  return std::nullopt;
}

/// universal_atomic<op, T>: each source value is combined into the
/// destination with llvm.atomicrmw monotonic (in the payload's sync scope).
struct UniversalAtomicCall : CopyAtomCallLowering<UniversalAtomicType> {
  using CopyAtomCallLowering::CopyAtomCallLowering;
  LogicalResult lowerCall(CopyAtomCallOp op, CopyAtomType atom,
                          UniversalAtomicType payload, OpAdaptor adaptor,
                          ConversionPatternRewriter &rewriter) const override {
    FailureOr<StaticCopyViews> views = getStaticCopyViews(
        *getTypeConverter(), op, adaptor.getSrc(), adaptor.getDst());
    if (failed(views))
      return failure();
    StaticView *src = &views->src, *dst = &views->dst;
    Type valueType = payload.getValueType();
    if (src->type.getElemType() != valueType ||
        dst->type.getElemType() != valueType ||
        src->offsets.size() != dst->offsets.size())
      return op.emitError("universal_atomic on ")
             << valueType << " needs source and destination views of "
             << valueType << " of the same size, got " << src->type
             << " and " << dst->type;
    std::optional<LLVM::AtomicBinOp> bin =
        atomicBinOp(payload.getOp().getValue(), valueType);
    if (!bin || !LLVM::isCompatibleType(src->llvmElemType))
      return op.emitError("no atomicrmw for ")
             << stringifyAtomicOp(payload.getOp().getValue()) << " on "
             << valueType;
    Location loc = op.getLoc();
    LogicalResult r = emitPredicated(
        *getTypeConverter(), op, op.getPred(), adaptor.getPred(), rewriter,
        [&](OpBuilder &b) -> LogicalResult {
          for (size_t i = 0; i < src->offsets.size(); ++i) {
            Value v = src->load(b, loc, src->llvmElemType, src->offsets[i]);
            int64_t off = dst->offsets[i];
            Value addr = applyByteSwizzle(b, loc, dst->addressOf(b, loc, off),
                                          dst->swizzle);
            LLVM::AtomicRMWOp::create(b, loc, *bin, addr, v,
                                      LLVM::AtomicOrdering::monotonic,
                                      payload.getScope(),
                                      dst->swizzle &&
                                              !dst->swizzle.getValue()
                                                   .isTrivial()
                                          ? std::min<int64_t>(
                                                dst->alignmentAt(off),
                                                int64_t(1)
                                                    << dst->swizzle.getValue()
                                                           .base)
                                          : dst->alignmentAt(off));
          }
          return success();
        });
    if (failed(r))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// universal_fma<1x1x1, (T, T) -> T>: d = a * b + c on one element each.
struct UniversalFmaCall : MmaAtomCallLowering<UniversalFmaType> {
  using MmaAtomCallLowering::MmaAtomCallLowering;
  LogicalResult lowerCall(MmaAtomCallOp op, MmaAtomType atom,
                          UniversalFmaType payload, OpAdaptor adaptor,
                          ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &tc = *getTypeConverter();
    SmallVector<StaticView> views;
    std::pair<StringRef, std::pair<Value, Value>> operands[] = {
        {"d", {op.getD(), adaptor.getD()}},
        {"a", {op.getA(), adaptor.getA()}},
        {"b", {op.getB(), adaptor.getB()}},
        {"c", {op.getC(), adaptor.getC()}}};
    Type elem = payload.getElemType();
    for (auto &[role, vals] : operands) {
      FailureOr<StaticView> v =
          getStaticView(tc, op, role, vals.first, vals.second);
      if (failed(v))
        return failure();
      if (v->offsets.size() != 1 || v->type.getElemType() != elem)
        return op.emitError("universal_fma operand ")
               << role << " must be one element of " << elem << ", got "
               << v->type;
      views.push_back(*v);
    }
    bool isFloat = isa<FloatType>(elem);
    if (!isFloat && !isa<IntegerType>(elem))
      return op.emitError("universal_fma on ") << elem << " is not supported";
    Location loc = op.getLoc();
    Type t = views[1].llvmElemType;
    if (isFloat && !isa<FloatType>(t))
      return op.emitError("universal_fma on ")
             << elem << ": no LLVM float arithmetic";
    Value a = views[1].load(rewriter, loc, t, views[1].offsets[0]);
    Value b = views[2].load(rewriter, loc, t, views[2].offsets[0]);
    Value c = views[3].load(rewriter, loc, t, views[3].offsets[0]);
    Value d;
    if (isFloat) {
      Value m = LLVM::FMulOp::create(rewriter, loc, a, b);
      d = LLVM::FAddOp::create(rewriter, loc, m, c);
    } else {
      Value m = LLVM::MulOp::create(rewriter, loc, a, b);
      d = LLVM::AddOp::create(rewriter, loc, m, c);
    }
    views[0].store(rewriter, loc, d, views[0].offsets[0]);
    rewriter.eraseOp(op);
    return success();
  }
};

/// Lowest benefit: a call whose payload no registered pattern lowers. An
/// atom type the type converter converts has a pattern, which reported its
/// own error; only unconverted atom types are diagnosed here.
template <typename OpT, typename AtomT>
struct UnsupportedAtomCall : OpConversionPattern<OpT> {
  UnsupportedAtomCall(const TypeConverter &tc, MLIRContext *ctx)
      : OpConversionPattern<OpT>(tc, ctx, /*benefit=*/0) {}
  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type atom = op->getOperand(0).getType();
    if (this->getTypeConverter()->convertType(atom) != atom)
      return failure();
    return op.emitError("no lowering for the atom ")
           << op->getOperand(0).getType()
           << " (its payload has no conversion pattern)";
  }
};

/// The SSA forms of the universal atoms are not lowered: their memory forms
/// are (fly-convert-atom-call-to-ssa-form targets register fragments of
/// target atoms).
template <typename OpT>
struct UniversalSsaAtomCall : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type atom = op->getOperand(0).getType();
    Type payload = getAtomPayload(atom);
    if (!isa_and_nonnull<UniversalCopyType, UniversalAtomicType,
                         UniversalFmaType>(payload))
      return failure();
    return op.emitError("the SSA form of a call of ")
           << atom << " has no lowering; call the atom on views instead";
  }
};

} // namespace

void mlir::fly::populateFlyUniversalAtomToLLVMPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  populateFlyAtomStateToLLVMPatterns(converter, patterns);
  patterns.add<TiledAtomLowering<MakeTiledCopyOp>,
               TiledAtomLowering<MakeTiledMmaOp>, UniversalCopyCall,
               UniversalAtomicCall, UniversalFmaCall>(converter, ctx);
  // Copy calls in SSA form are spilled back to views before the conversion
  // (spillSsaCopyCalls); a universal FMA in SSA form is not lowered.
  patterns.add<UniversalSsaAtomCall<MmaAtomCallSsaOp>>(converter, ctx);
  patterns.add<UnsupportedAtomCall<CopyAtomCallOp, CopyAtomType>,
               UnsupportedAtomCall<MmaAtomCallOp, MmaAtomType>>(converter,
                                                                ctx);
}
