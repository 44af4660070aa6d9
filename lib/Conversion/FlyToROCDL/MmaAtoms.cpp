//===- MmaAtoms.cpp - MFMA and WMMA atom calls to rocdl intrinsic ops -----===//
//
// One fly.mma_atom_call (register views d, a, b, c) or mma_atom_call_ssa
// (vectors) becomes one rocdl op. Each lane's A, B and C values (the value
// modes of the atom's layouts, fly_rocdl MmaPayloads.cpp) are read as a
// vector and bitcast to the operand type the 22.1 intrinsic takes
// (docs/reference/rocdl.md#mfma, #wmma): 8-bit floats become i8 (so 8 fp8
// values are one
// i64), bf16 on the older ops v4i16 / v16i16, integer WMMA operands i32
// words. MFMA takes cbsz, abid, blgp as trailing i32 constants 0. Each
// payload selects a generated rocdl op class (MmaOp), never an op name.
//
//===----------------------------------------------------------------------===//

#include "ROCDLBuilders.h"
#include "ViewValues.h"

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"
#include "fly/Conversion/FlyToROCDL/FlyToROCDL.h"
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h"

using namespace mlir;
using namespace mlir::fly_rocdl;

namespace {

/// One rocdl MFMA/WMMA op: its name (for messages) and how to build it.
/// Made only from a generated op class (mmaOp), so the op always exists.
struct MmaOp {
  StringRef name;
  Value (*build)(OpBuilder &, Location, Type, ValueRange,
                 ArrayRef<NamedAttribute>) = nullptr;
};

/// The MMA ops of 22.1 differ in their operands (a, b, c, then immediates
/// or scales) and modifier attributes; their generic builder takes both as
/// lists, which keeps one call for every op (emitMma).
template <typename OpT>
Value buildMma(OpBuilder &b, Location loc, Type acc, ValueRange operands,
               ArrayRef<NamedAttribute> attrs) {
  return OpT::create(b, loc, TypeRange{acc}, operands, attrs);
}

template <typename OpT> MmaOp mmaOp() {
  // Messages name the op without its dialect: mfma.f32.16x16x16f16.
  return {OpT::getOperationName().split('.').second, &buildMma<OpT>};
}

/// `fp8_fp8` when neither A nor B is bf8 (an E5M2 type), and so on: the
/// 8-bit float ops exist for each pair.
template <typename FpFp, typename FpBf, typename BfFp, typename BfBf>
MmaOp f8PairOp(Type a, Type b) {
  bool bfA = isa<Float8E5M2Type, Float8E5M2FNUZType>(a);
  bool bfB = isa<Float8E5M2Type, Float8E5M2FNUZType>(b);
  if (bfA)
    return bfB ? mmaOp<BfBf>() : mmaOp<BfFp>();
  return bfB ? mmaOp<FpBf>() : mmaOp<FpFp>();
}

/// How one MMA payload maps to its rocdl op.
struct MmaIntrinsic {
  MmaOp op;
  Type aType, bType, accType;
  /// Trailing i32 immediates (MFMA cbsz, abid, blgp).
  SmallVector<int64_t> immediates;
  SmallVector<NamedAttribute> attrs;
  enum class Scales { None, Mfma, Wmma } scales = Scales::None;
  /// Scaled MFMA: the format codes (cbsz, blgp) and opsels.
  int64_t fmtA = 0, fmtB = 0, opselA = 0, opselB = 0;
};

Type vec(Type elem, int64_t n) {
  return n == 1 ? elem : VectorType::get({n}, elem);
}

/// The f8f6f4 format code of an element type
/// (docs/reference/rocdl.md#scaled-mfma).
int64_t formatCode(Type t) {
  if (isa<Float8E4M3FNType>(t))
    return 0;
  if (isa<Float8E5M2Type>(t))
    return 1;
  if (isa<Float6E2M3FNType>(t))
    return 2;
  if (isa<Float6E3M2FNType>(t))
    return 3;
  return 4; // f4E2M1FN
}

/// The i32 words holding `values` elements of `elem`.
Type i32Words(MLIRContext *ctx, Type elem, int64_t values) {
  int64_t bits = values * elem.getIntOrFloatBitWidth();
  return vec(IntegerType::get(ctx, 32), bits / 32);
}

/// The 16-block 4x4 MFMAs (every block given the same data, MmaPayloads.cpp).
FailureOr<MmaIntrinsic>
selectMfma4x4(CDNA3MfmaType t, function_ref<InFlightDiagnostic()> emitError) {
  MLIRContext *ctx = t.getContext();
  int64_t k = t.getK();
  Type a = t.getElemA();
  Type i16 = IntegerType::get(ctx, 16);
  MmaIntrinsic r;
  r.immediates = {0, 0, 0};
  r.accType = vec(t.getElemC(), 4);
  auto both = [&](Type ty) { r.aType = r.bType = ty; };
  if (a.isF32() && k == 1) {
    r.op = mmaOp<ROCDL::mfma_f32_4x4x1f32>();
    both(Float32Type::get(ctx));
  } else if (a.isF16() && k == 4) {
    r.op = mmaOp<ROCDL::mfma_f32_4x4x4f16>();
    both(vec(Float16Type::get(ctx), 4));
  } else if (a.isBF16() && k == 4) {
    r.op = mmaOp<ROCDL::mfma_f32_4x4x4bf16_1k>();
    both(vec(i16, 4));
  } else if (a.isInteger(8) && k == 4) {
    r.op = mmaOp<ROCDL::mfma_i32_4x4x4i8>();
    both(IntegerType::get(ctx, 32));
  } else {
    return emitError() << "no 4x4 MFMA instruction computes 4x4x" << k
                       << " on these types";
  }
  return r;
}

FailureOr<MmaIntrinsic>
selectMfma(CDNA3MfmaType t, function_ref<InFlightDiagnostic()> emitError) {
  MLIRContext *ctx = t.getContext();
  int64_t m = t.getM(), k = t.getK();
  Type a = t.getElemA(), b = t.getElemB();
  if (m == 4)
    return selectMfma4x4(t, emitError);
  Type i16 = IntegerType::get(ctx, 16), i32 = IntegerType::get(ctx, 32);
  Type i64 = IntegerType::get(ctx, 64);
  std::string mnk = std::to_string(m) + "x" + std::to_string(m) + "x" +
                    std::to_string(k);
  int64_t accN = m == 16 ? 4 : 16;
  MmaIntrinsic r;
  r.immediates = {0, 0, 0};
  r.accType = vec(t.getElemC(), accN);
  auto both = [&](Type ty) { r.aType = r.bType = ty; };
  // The payload verifier allows m = 16 or 32 here. Each case below is one
  // instruction per m, with k halved for m = 32 (m * k is the same).
  if (m != 16 && m != 32)
    return emitError() << "no CDNA MFMA instruction has M = " << m;
  bool m16 = m == 16;
  auto kIs = [&](int64_t k16) { return k == (m16 ? k16 : k16 / 2); };
  if (a.isF32() && kIs(4)) {
    r.op = m16 ? mmaOp<ROCDL::mfma_f32_16x16x4f32>()
               : mmaOp<ROCDL::mfma_f32_32x32x2f32>();
    both(Float32Type::get(ctx));
  } else if (a.isF16() && kIs(16)) {
    r.op = m16 ? mmaOp<ROCDL::mfma_f32_16x16x16f16>()
               : mmaOp<ROCDL::mfma_f32_32x32x8f16>();
    both(vec(Float16Type::get(ctx), 4));
  } else if (a.isF16() && kIs(32)) {
    r.op = m16 ? mmaOp<ROCDL::mfma_f32_16x16x32_f16>()
               : mmaOp<ROCDL::mfma_f32_32x32x16_f16>();
    both(vec(Float16Type::get(ctx), 8));
  } else if (a.isBF16() && kIs(16)) {
    r.op = m16 ? mmaOp<ROCDL::mfma_f32_16x16x16bf16_1k>()
               : mmaOp<ROCDL::mfma_f32_32x32x8bf16_1k>();
    both(vec(i16, 4));
  } else if (a.isBF16() && kIs(32)) {
    r.op = m16 ? mmaOp<ROCDL::mfma_f32_16x16x32_bf16>()
               : mmaOp<ROCDL::mfma_f32_32x32x16_bf16>();
    both(vec(BFloat16Type::get(ctx), 8));
  } else if (a.getIntOrFloatBitWidth() == 8 && !a.isInteger(8) && kIs(32)) {
    r.op = m16 ? f8PairOp<ROCDL::mfma_f32_16x16x32_fp8_fp8,
                          ROCDL::mfma_f32_16x16x32_fp8_bf8,
                          ROCDL::mfma_f32_16x16x32_bf8_fp8,
                          ROCDL::mfma_f32_16x16x32_bf8_bf8>(a, b)
               : f8PairOp<ROCDL::mfma_f32_32x32x16_fp8_fp8,
                          ROCDL::mfma_f32_32x32x16_fp8_bf8,
                          ROCDL::mfma_f32_32x32x16_bf8_fp8,
                          ROCDL::mfma_f32_32x32x16_bf8_bf8>(a, b);
    both(i64);
  } else if (a.isInteger(8) && kIs(32)) {
    r.op = m16 ? mmaOp<ROCDL::mfma_i32_16x16x32_i8>()
               : mmaOp<ROCDL::mfma_i32_32x32x16_i8>();
    both(i64);
  } else if (a.isInteger(8) && kIs(64)) {
    r.op = m16 ? mmaOp<ROCDL::mfma_i32_16x16x64_i8>()
               : mmaOp<ROCDL::mfma_i32_32x32x32_i8>();
    both(vec(i32, 4));
  } else {
    return emitError() << "no CDNA MFMA instruction computes " << mnk
                       << " on these types";
  }
  return r;
}

/// The 16x16xK WMMA op for A and B elements `a`, `b` and accumulator `c`
/// (gfx11 and gfx12: K = 16; gfx1250: the K its payload verifier allows),
/// or nullopt if LLVM 22.1 has none.
std::optional<MmaOp> selectWmmaOp(Type a, Type b, Type c, int64_t k) {
  using namespace ROCDL;
  bool f32 = c.isF32();
  if (a.isF16()) {
    if (k == 16 && f32)
      return mmaOp<wmma_f32_16x16x16_f16>();
    if (k == 32 && f32)
      return mmaOp<wmma_f32_16x16x32_f16>();
    if (k == 32 && c.isF16())
      return mmaOp<wmma_f16_16x16x32_f16>();
  } else if (a.isBF16()) {
    if (k == 16 && f32)
      return mmaOp<wmma_f32_16x16x16_bf16>();
    if (k == 32 && f32)
      return mmaOp<wmma_f32_16x16x32_bf16>();
    if (k == 32 && c.isBF16())
      return mmaOp<wmma_bf16_16x16x32_bf16>();
  } else if (a.isF32()) {
    if (k == 4)
      return mmaOp<wmma_f32_16x16x4_f32>();
  } else if (a.isInteger(8)) {
    if (k == 16)
      return mmaOp<wmma_i32_16x16x16_iu8>();
    if (k == 64)
      return mmaOp<wmma_i32_16x16x64_iu8>();
  } else if (a.isInteger(4)) {
    if (k == 16)
      return mmaOp<wmma_i32_16x16x16_iu4>();
    if (k == 32)
      return mmaOp<wmma_i32_16x16x32_iu4>();
  } else if (a.getIntOrFloatBitWidth() == 8) {
    if (k == 16 && f32)
      return f8PairOp<wmma_f32_16x16x16_fp8_fp8, wmma_f32_16x16x16_fp8_bf8,
                      wmma_f32_16x16x16_bf8_fp8, wmma_f32_16x16x16_bf8_bf8>(
          a, b);
    if (k == 64 && f32)
      return f8PairOp<wmma_f32_16x16x64_fp8_fp8, wmma_f32_16x16x64_fp8_bf8,
                      wmma_f32_16x16x64_bf8_fp8, wmma_f32_16x16x64_bf8_bf8>(
          a, b);
    if (k == 64 && c.isF16())
      return f8PairOp<wmma_f16_16x16x64_fp8_fp8, wmma_f16_16x16x64_fp8_bf8,
                      wmma_f16_16x16x64_bf8_fp8, wmma_f16_16x16x64_bf8_bf8>(
          a, b);
    if (k == 128 && f32)
      return f8PairOp<wmma_f32_16x16x128_fp8_fp8, wmma_f32_16x16x128_fp8_bf8,
                      wmma_f32_16x16x128_bf8_fp8, wmma_f32_16x16x128_bf8_bf8>(
          a, b);
    if (k == 128 && c.isF16())
      return f8PairOp<wmma_f16_16x16x128_fp8_fp8, wmma_f16_16x16x128_fp8_bf8,
                      wmma_f16_16x16x128_bf8_fp8, wmma_f16_16x16x128_bf8_bf8>(
          a, b);
  }
  return std::nullopt;
}

/// gfx11 / gfx12 (16x16x16) and gfx1250 WMMA.
template <typename WmmaT>
FailureOr<MmaIntrinsic>
selectWmma(WmmaT t, bool gfx11, function_ref<InFlightDiagnostic()> emitError) {
  MLIRContext *ctx = t.getContext();
  Type a = t.getElemA(), b = t.getElemB(), c = t.getElemC();
  int64_t k = t.getK();
  Type i16 = IntegerType::get(ctx, 16), i32 = IntegerType::get(ctx, 32);
  std::optional<MmaOp> op = selectWmmaOp(a, b, c, k);
  if (!op)
    return emitError() << "no WMMA instruction computes 16x16x" << k
                       << " on these types";
  MmaIntrinsic r;
  r.op = *op;
  r.accType = vec(c, 8);
  auto both = [&](Type ty) { r.aType = r.bType = ty; };
  Builder builder(ctx);
  auto intAttrs = [&]() {
    r.attrs = {builder.getNamedAttr("signA", builder.getBoolAttr(t.getSignA())),
               builder.getNamedAttr("signB", builder.getBoolAttr(t.getSignB())),
               builder.getNamedAttr("clamp", builder.getBoolAttr(t.getClamp()))};
  };
  int64_t perLane = gfx11 ? k : k / 2; // gfx11 replicates A/B per half-wave
  // selectWmmaOp found an op, so the element types are one of these.
  if (a.isF16()) {
    both(vec(Float16Type::get(ctx), perLane));
  } else if (a.isBF16()) {
    both(vec(k == 16 ? i16 : Type(BFloat16Type::get(ctx)), perLane));
  } else if (a.isF32()) {
    both(vec(Float32Type::get(ctx), 2));
  } else if (a.isInteger(8)) {
    both(vec(i32, perLane / 4));
    intAttrs();
  } else if (a.isInteger(4)) {
    both(vec(i32, perLane / 8));
    intAttrs();
  } else {
    both(vec(i32, perLane / 4)); // 8-bit floats
  }
  return r;
}

FailureOr<MmaIntrinsic> selectMfmaScale(CDNA4MfmaScaleType t) {
  MLIRContext *ctx = t.getContext();
  MmaIntrinsic r;
  r.op = t.getM() == 16 ? mmaOp<ROCDL::mfma_scale_f32_16x16x128_f8f6f4>()
                        : mmaOp<ROCDL::mfma_scale_f32_32x32x64_f8f6f4>();
  // 32 values of A and of B per lane (docs/reference/rocdl.md#scaled-mfma).
  r.aType = i32Words(ctx, t.getElemA(), 32);
  r.bType = i32Words(ctx, t.getElemB(), 32);
  r.accType = vec(Float32Type::get(ctx), t.getM() == 16 ? 4 : 16);
  r.scales = MmaIntrinsic::Scales::Mfma;
  r.fmtA = formatCode(t.getElemA());
  r.fmtB = formatCode(t.getElemB());
  r.opselA = t.getOpselA();
  r.opselB = t.getOpselB();
  return r;
}

FailureOr<MmaIntrinsic> selectWmmaScale(GFX1250WmmaScaleType t) {
  MLIRContext *ctx = t.getContext();
  Builder b(ctx);
  MmaIntrinsic r;
  bool scale16 = t.getBlockSize() == 16;
  bool f4 = t.getM() == 32;
  if (f4)
    r.op = scale16 ? mmaOp<ROCDL::wmma_scale16_f32_32x16x128_f4>()
                   : mmaOp<ROCDL::wmma_scale_f32_32x16x128_f4>();
  else
    r.op = scale16 ? mmaOp<ROCDL::wmma_scale16_f32_16x16x128_f8f6f4>()
                   : mmaOp<ROCDL::wmma_scale_f32_16x16x128_f8f6f4>();
  // 16x128 operands: 64 values per lane; the 32-row f4 A: 128 per lane.
  r.aType = i32Words(ctx, t.getElemA(), f4 ? 128 : 64);
  r.bType = i32Words(ctx, t.getElemB(), 64);
  r.accType = vec(Float32Type::get(ctx), f4 ? 16 : 8);
  r.scales = MmaIntrinsic::Scales::Wmma;
  if (!f4)
    r.attrs = {b.getNamedAttr("fmtA", b.getI32IntegerAttr(formatCode(t.getElemA()))),
               b.getNamedAttr("fmtB", b.getI32IntegerAttr(formatCode(t.getElemB())))};
  r.attrs.append(
      {b.getNamedAttr("modC", b.getI16IntegerAttr(t.getModC())),
       b.getNamedAttr("scaleAType", b.getI32IntegerAttr(t.getOpselA())),
       b.getNamedAttr("scaleBType", b.getI32IntegerAttr(t.getOpselB())),
       b.getNamedAttr("reuseA", b.getBoolAttr(t.getReuseA())),
       b.getNamedAttr("reuseB", b.getBoolAttr(t.getReuseB()))});
  return r;
}

FailureOr<MmaIntrinsic>
selectIntrinsic(Type payload, function_ref<InFlightDiagnostic()> emitError) {
  if (auto t = dyn_cast<CDNA4MfmaScaleType>(payload))
    return selectMfmaScale(t);
  if (auto t = dyn_cast<GFX1250WmmaScaleType>(payload))
    return selectWmmaScale(t);
  if (auto t = dyn_cast<CDNA3MfmaType>(payload))
    return selectMfma(t, emitError);
  if (auto t = dyn_cast<GFX11WmmaType>(payload))
    return selectWmma(t, /*gfx11=*/true, emitError);
  if (auto t = dyn_cast<GFX120xWmmaType>(payload))
    return selectWmma(t, /*gfx11=*/false, emitError);
  if (auto t = dyn_cast<GFX120xWmmaIsaType>(payload))
    return selectWmma(t, /*gfx11=*/false, emitError);
  if (auto t = dyn_cast<GFX1250WmmaType>(payload))
    return selectWmma(t, /*gfx11=*/false, emitError);
  return emitError() << "this payload has no lowering yet";
}

/// a, b, c (already per-lane vectors of the converted element types) -> d.
FailureOr<Value> emitMma(OpBuilder &b, Location loc,
                         function_ref<InFlightDiagnostic()> emitError,
                         Type payload, Value atom, Value a, Value bv,
                         Value c) {
  FailureOr<MmaIntrinsic> in = selectIntrinsic(payload, [&] {
    return emitError() << "cannot lower " << payload << ": ";
  });
  if (failed(in))
    return failure();
  auto bits = [](Type t) {
    if (auto v = dyn_cast<VectorType>(t))
      return v.getNumElements() * v.getElementTypeBitWidth();
    return int64_t(t.getIntOrFloatBitWidth());
  };
  for (auto [role, have, want] :
       {std::make_tuple("A", a.getType(), in->aType),
        std::make_tuple("B", bv.getType(), in->bType),
        std::make_tuple("C", c.getType(), in->accType)})
    if (bits(have) != bits(want))
      return emitError() << "operand "
             << role << " holds " << bits(have) << " bits per lane (" << have
             << "), but " << in->op.name << " takes " << want;
  SmallVector<Value> operands{bitcastTo(b, loc, in->aType, a),
                              bitcastTo(b, loc, in->bType, bv),
                              bitcastTo(b, loc, in->accType, c)};
  for (int64_t imm : in->immediates)
    operands.push_back(i32Const(b, loc, imm));
  if (in->scales != MmaIntrinsic::Scales::None) {
    // The scales live in the atom's state (set with atom.set_value).
    FailureOr<Value> sa =
        mlir::fly::getAtomStateField(b, loc, atom, payload, "scale_a");
    FailureOr<Value> sb =
        mlir::fly::getAtomStateField(b, loc, atom, payload, "scale_b");
    if (failed(sa) || failed(sb))
      return emitError() << "the scaled MMA atom has no scale fields";
    if (in->scales == MmaIntrinsic::Scales::Mfma)
      // a, b, c, cbsz, blgp, opselA, scaleA, opselB, scaleB (10.2).
      operands.append({i32Const(b, loc, in->fmtA), i32Const(b, loc, in->fmtB),
                       i32Const(b, loc, in->opselA), *sa,
                       i32Const(b, loc, in->opselB), *sb});
    else
      operands.append({*sa, *sb}); // a, b, c, scaleA, scaleB (10.5)
  }
  return in->op.build(b, loc, in->accType, operands, in->attrs);
}

bool isRocdlMmaPayload(Type t) {
  return isa<CDNA3MfmaType, CDNA4MfmaScaleType, GFX11WmmaType,
             GFX120xWmmaType, GFX120xWmmaIsaType, GFX1250WmmaType,
             GFX1250WmmaScaleType>(t);
}

/// fly.mma_atom_call on register views.
struct MmaCall : OpConversionPattern<mlir::fly::MmaAtomCallOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(mlir::fly::MmaAtomCallOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type payload = mlir::fly::getAtomPayload(op.getMmaAtom().getType());
    if (!isRocdlMmaPayload(payload))
      return rewriter.notifyMatchFailure(op, "not a fly_rocdl MMA");
    const TypeConverter &tc = *getTypeConverter();
    SmallVector<mlir::fly::StaticView> views;
    for (auto [role, fly, llvm] :
         {std::make_tuple("d", op.getD(), adaptor.getD()),
          std::make_tuple("a", op.getA(), adaptor.getA()),
          std::make_tuple("b", op.getB(), adaptor.getB()),
          std::make_tuple("c", op.getC(), adaptor.getC())}) {
      // An MMA reads and writes each fragment as one register group, so
      // packed sub-byte (fp6/fp4) fragments are fine.
      FailureOr<mlir::fly::StaticView> v = mlir::fly::getStaticView(
          tc, [&] { return op.emitError(); }, role, fly, llvm,
          /*allowPackedGroup=*/true);
      if (failed(v))
        return failure();
      views.push_back(*v);
    }
    Location loc = op.getLoc();
    FailureOr<Value> d =
        emitMma(rewriter, loc, [&] { return op.emitError(); }, payload,
                adaptor.getMmaAtom(), readValues(rewriter, loc, views[1]),
                readValues(rewriter, loc, views[2]),
                readValues(rewriter, loc, views[3]));
    if (failed(d))
      return failure();
    writeValues(rewriter, loc, views[0],
              bitcastTo(rewriter, loc,
                        vec(views[0].llvmElemType, views[0].offsets.size()),
                        *d));
    rewriter.eraseOp(op);
    return success();
  }
};

/// fly.mma_atom_call_ssa: vectors in, the d vector out.
struct MmaCallSsa : OpConversionPattern<mlir::fly::MmaAtomCallSsaOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(mlir::fly::MmaAtomCallSsaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type payload = mlir::fly::getAtomPayload(op.getMmaAtom().getType());
    if (!isRocdlMmaPayload(payload))
      return rewriter.notifyMatchFailure(op, "not a fly_rocdl MMA");
    if (op.getD() || op->getNumResults() != 1)
      return op.emitError("a fly_rocdl MMA in SSA form returns d as its one "
                          "result");
    Location loc = op.getLoc();
    FailureOr<Value> d =
        emitMma(rewriter, loc, [&] { return op.emitError(); }, payload,
                adaptor.getMmaAtom(), adaptor.getA(), adaptor.getB(),
                adaptor.getC());
    if (failed(d))
      return failure();
    Type want = getTypeConverter()->convertType(op->getResult(0).getType());
    rewriter.replaceOp(op, bitcastTo(rewriter, loc, want, *d));
    return success();
  }
};

} // namespace

void mlir::fly_rocdl::populateFlyROCDLMmaPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<MmaCall, MmaCallSsa>(converter, patterns.getContext());
}
