//===- UniversalAtoms.cpp - Universal copy, atomic and FMA atoms to LLVM ---===//
//
// The target-neutral payloads: universal_copy<bits> loads and stores `bits`
// bits per copy (views may have dynamic strides: StaticView's per-value
// addresses), universal_atomic is an llvm.atomicrmw (monotonic),
// universal_fma a fused multiply-add (on views and in SSA form). Each is its
// own pattern, dispatched on the atom's payload type; the atoms themselves
// are stateless (empty structs).
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/TypeUtilities.h"

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

/// The copy views of a universal atom: both must be plain LLVM pointers. A
/// target address space (a buffer resource) is addressed only by the
/// target's atoms; loading through its converted value would be invalid IR.
FailureOr<StaticCopyViews> universalCopyViews(const TypeConverter &converter,
                                              CopyAtomCallOp op, Value src,
                                              Value dst, StringRef atom) {
  FailureOr<StaticCopyViews> views =
      getStaticCopyViews(converter, op, src, dst, /*allowPackedGroup=*/false,
                         /*allowDynamicStrides=*/true);
  if (failed(views))
    return failure();
  for (const StaticView *v : {&views->src, &views->dst})
    if (!isa<LLVM::LLVMPointerType>(v->ptr.getType()))
      return op.emitOpError()
             << atom << " cannot address "
             << (v == &views->src ? "the source " : "the destination ")
             << v->type << ": its address space is the target's; use the "
             << "target's copy atom (e.g. a buffer copy)";
  return views;
}

/// Whether one access of `bytes` bytes at value `i` of `view` addresses the
/// same bytes as element accesses: without a swizzle always; with one, the
/// XOR of the start address must hold for every byte, so the access must
/// lie within one 2^base-byte unit of the XOR (an aligned power-of-two
/// access no larger than the unit).
static bool isSwizzleUnitAccess(const StaticView &view, int64_t i,
                                int64_t bytes) {
  if (!view.swizzle || view.swizzle.getValue().isTrivial())
    return true;
  int64_t unit = int64_t(1) << view.swizzle.getValue().base;
  return llvm::isPowerOf2_64(bytes) && bytes <= unit &&
         view.alignmentOfValue(i) % bytes == 0;
}

/// universal_copy<bits>: for each group of bits/elemBits values, one iN load
/// and store when both views hold the group contiguously (and within one
/// unit of a swizzle), element copies otherwise. A view with dynamic strides
/// holds a group contiguously when its values differ only in the static
/// part of their offsets (the same coordinates along the dynamic strides),
/// whatever the strides are at run time.
struct UniversalCopyCall : CopyAtomCallLowering<UniversalCopyType> {
  using CopyAtomCallLowering::CopyAtomCallLowering;
  LogicalResult lowerCall(CopyAtomCallOp op, CopyAtomType atom,
                          UniversalCopyType payload, OpAdaptor adaptor,
                          ConversionPatternRewriter &rewriter) const override {
    FailureOr<StaticCopyViews> views =
        universalCopyViews(*getTypeConverter(), op, adaptor.getSrc(),
                           adaptor.getDst(), "universal_copy");
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
            if (group > 1 && src->isContiguous(g, group) &&
                dst->isContiguous(g, group) &&
                isSwizzleUnitAccess(*src, g, bits / 8) &&
                isSwizzleUnitAccess(*dst, g, bits / 8)) {
              Value v = src->loadValue(b, loc, wide, g);
              dst->storeValue(b, loc, v, g);
              continue;
            }
            for (int64_t j = g; j < g + group; ++j) {
              Value v = src->loadValue(b, loc, src->llvmElemType, j);
              if (src->llvmElemType != dst->llvmElemType)
                v = LLVM::BitcastOp::create(b, loc, dst->llvmElemType, v);
              dst->storeValue(b, loc, v, j);
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
    FailureOr<StaticCopyViews> views =
        universalCopyViews(*getTypeConverter(), op, adaptor.getSrc(),
                           adaptor.getDst(), "universal_atomic");
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
          for (int64_t i = 0, n = src->offsets.size(); i < n; ++i) {
            Value v = src->loadValue(b, loc, src->llvmElemType, i);
            Value addr = applyByteSwizzle(
                b, loc, dst->addressOfValue(b, loc, i), dst->swizzle);
            LLVM::AtomicRMWOp::create(b, loc, *bin, addr, v,
                                      LLVM::AtomicOrdering::monotonic,
                                      payload.getScope(),
                                      accessAlignment(dst->alignmentOfValue(i),
                                                      dst->swizzle));
          }
          return success();
        });
    if (failed(r))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// a * b + c. Floats use llvm.intr.fma: one rounding, which the backend
/// must keep as a fused instruction (v_fma*, v_fmac*), where an fmul and an
/// fadd may not be contracted without fast-math flags (convert-fly-to-llvm has
/// no fast-math option, so the fused form is always the one emitted).
/// Integers are a multiply and an add (exact, so fusing changes nothing).
static Value emitMultiplyAdd(OpBuilder &b, Location loc, Value a, Value bv,
                             Value c) {
  if (isa<FloatType>(getElementTypeOrSelf(a.getType())))
    return LLVM::FMAOp::create(b, loc, a, bv, c);
  Value m = LLVM::MulOp::create(b, loc, a, bv);
  return LLVM::AddOp::create(b, loc, m, c);
}

/// The LLVM element type universal_fma computes on, or an error.
static FailureOr<Type>
fmaElementType(const TypeConverter &tc, UniversalFmaType payload,
               function_ref<InFlightDiagnostic()> emitError) {
  Type elem = payload.getElemType();
  Type t = tc.convertType(elem);
  bool isFloat = isa<FloatType>(elem);
  if (!isFloat && !isa<IntegerType>(elem))
    return emitError() << "universal_fma on " << elem << " is not supported";
  if (!t || (isFloat && !isa<FloatType>(t)))
    return emitError() << "universal_fma on " << elem
                       << ": no LLVM float arithmetic";
  return t;
}

/// universal_fma<1x1x1, (T, T) -> T>: d = a * b + c on one element each.
struct UniversalFmaCall : MmaAtomCallLowering<UniversalFmaType> {
  using MmaAtomCallLowering::MmaAtomCallLowering;
  LogicalResult lowerCall(MmaAtomCallOp op, MmaAtomType atom,
                          UniversalFmaType payload, OpAdaptor adaptor,
                          ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &tc = *getTypeConverter();
    auto emitError = [&] { return op.emitError(); };
    SmallVector<StaticView> views;
    std::pair<StringRef, std::pair<Value, Value>> operands[] = {
        {"d", {op.getD(), adaptor.getD()}},
        {"a", {op.getA(), adaptor.getA()}},
        {"b", {op.getB(), adaptor.getB()}},
        {"c", {op.getC(), adaptor.getC()}}};
    Type elem = payload.getElemType();
    for (auto &[role, vals] : operands) {
      FailureOr<StaticView> v =
          getStaticView(tc, emitError, role, vals.first, vals.second);
      if (failed(v))
        return failure();
      if (v->offsets.size() != 1 || v->type.getElemType() != elem)
        return op.emitError("universal_fma operand ")
               << role << " must be one element of " << elem << ", got "
               << v->type;
      views.push_back(*v);
    }
    FailureOr<Type> t = fmaElementType(tc, payload, emitError);
    if (failed(t))
      return failure();
    Location loc = op.getLoc();
    Value a = views[1].load(rewriter, loc, *t, views[1].offsets[0]);
    Value b = views[2].load(rewriter, loc, *t, views[2].offsets[0]);
    Value c = views[3].load(rewriter, loc, *t, views[3].offsets[0]);
    Value d = emitMultiplyAdd(rewriter, loc, a, b, c);
    views[0].store(rewriter, loc, d, views[0].offsets[0]);
    rewriter.eraseOp(op);
    return success();
  }
};

/// fly.mma_atom_call_ssa of universal_fma (what
/// fly-convert-atom-call-to-ssa-form makes of a call on register fragments):
/// a, b and c are each one value of T, as a scalar, a vector<1xT> or a view
/// of one element; d = a * b + c is the result, of c's type, or is stored
/// into the view d when the op has one.
struct UniversalFmaSsaCall : OpConversionPattern<MmaAtomCallSsaOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(MmaAtomCallSsaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto payload = dyn_cast_or_null<UniversalFmaType>(
        getAtomPayload(op.getMmaAtom().getType()));
    if (!payload)
      return rewriter.notifyMatchFailure(op, "not a universal_fma");
    const TypeConverter &tc = *getTypeConverter();
    auto emitError = [&] { return op.emitError(); };
    FailureOr<Type> t = fmaElementType(tc, payload, emitError);
    if (failed(t))
      return failure();
    Location loc = op.getLoc();
    // The one value of an operand.
    auto scalarOf = [&](StringRef role, Value fly,
                        Value llvm) -> FailureOr<Value> {
      if (isa<mlir::fly::MemRefType>(fly.getType())) {
        FailureOr<StaticView> v =
            getStaticView(tc, emitError, role, fly, llvm);
        if (failed(v))
          return failure();
        if (v->offsets.size() != 1)
          return op.emitError("universal_fma operand ")
                 << role << " must be one element, got " << v->type;
        return v->load(rewriter, loc, *t, v->offsets[0]);
      }
      if (auto vec = dyn_cast<VectorType>(llvm.getType())) {
        if (vec.getNumElements() != 1 || vec.getElementType() != *t)
          return op.emitError("universal_fma operand ")
                 << role << " must be one " << payload.getElemType()
                 << ", got " << fly.getType();
        Value zero = LLVM::ConstantOp::create(rewriter, loc,
                                              rewriter.getI64Type(),
                                              rewriter.getI64IntegerAttr(0));
        return Value(
            LLVM::ExtractElementOp::create(rewriter, loc, llvm, zero));
      }
      if (llvm.getType() != *t)
        return op.emitError("universal_fma operand ")
               << role << " must be one " << payload.getElemType()
               << ", got " << fly.getType();
      return llvm;
    };
    FailureOr<Value> a = scalarOf("a", op.getA(), adaptor.getA());
    FailureOr<Value> b = scalarOf("b", op.getB(), adaptor.getB());
    FailureOr<Value> c = scalarOf("c", op.getC(), adaptor.getC());
    if (failed(a) || failed(b) || failed(c))
      return failure();
    Value d = emitMultiplyAdd(rewriter, loc, *a, *b, *c);
    if (op.getD()) {
      FailureOr<StaticView> dv =
          getStaticView(tc, emitError, "d", op.getD(), adaptor.getD());
      if (failed(dv))
        return failure();
      if (dv->offsets.size() != 1 ||
          dv->type.getElemType() != payload.getElemType())
        return op.emitError("universal_fma operand d must be one element of ")
               << payload.getElemType() << ", got " << dv->type;
      dv->store(rewriter, loc, d, dv->offsets[0]);
      rewriter.eraseOp(op);
      return success();
    }
    // Without d the result has c's type.
    Type resultType = adaptor.getC().getType();
    if (auto vec = dyn_cast<VectorType>(resultType)) {
      Value zero = LLVM::ConstantOp::create(rewriter, loc,
                                            rewriter.getI64Type(),
                                            rewriter.getI64IntegerAttr(0));
      Value poison = LLVM::PoisonOp::create(rewriter, loc, vec);
      d = LLVM::InsertElementOp::create(rewriter, loc, poison, d, zero);
    } else if (resultType != *t) {
      return op.emitError("universal_fma in SSA form yields c's value; c is ")
             << op.getC().getType();
    }
    rewriter.replaceOp(op, d);
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

} // namespace

void mlir::fly::populateFlyUniversalAtomToLLVMPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  populateFlyAtomStateToLLVMPatterns(converter, patterns);
  // Copy calls in SSA form are spilled back to views before the conversion
  // (spillSsaCopyCalls); the FMA has its own SSA-form pattern.
  patterns.add<TiledAtomLowering<MakeTiledCopyOp>,
               TiledAtomLowering<MakeTiledMmaOp>, UniversalCopyCall,
               UniversalAtomicCall, UniversalFmaCall, UniversalFmaSsaCall>(
      converter, ctx);
  patterns.add<UnsupportedAtomCall<CopyAtomCallOp, CopyAtomType>,
               UnsupportedAtomCall<MmaAtomCallOp, MmaAtomType>>(converter,
                                                                ctx);
}
