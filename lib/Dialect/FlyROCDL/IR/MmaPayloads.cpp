//===- MmaPayloads.cpp - fly_rocdl MMA payloads: checks, layouts, state ---===//
//
// docs/reference/rocdl.md#payloads. The A, B and C layouts map (lane,
// value) to the
// column-major index of the (M,K), (N,K) and (M,N) atom tile, value v being
// element v of the lane's operand vector (bits [v*w, (v+1)*w) of its
// registers for w-bit elements). They are the hardware's: each one and its
// source is derived in docs/notes/amd-atoms.md (section numbers below), and
// utils/flytools/models/amd_mma_lanes.py checks every (lane, value) of every atom against
// an independent model of the hardware (test/Dialect/FlyROCDL/
// lane-layouts-hw.test).
//
//  CDNA MFMA (wave64, notes 1), MN = M = N, G = 64 / MN lane groups along
//  K, KP = K / G values per lane:
//    A, B:  lane l, value v -> (l % MN, (l / MN) * KP + v)
//           ((MN,G),KP):((1,MN*KP),MN)
//    C:     16x16 ((16,4),(4,1)):((16,4),(1,16))  (4 * (l/16) + v, l % 16)
//           32x32 ((32,2),(4,4)):((32,4),(1,8))   (8*(v/4) + 4*(l/32) + v%4,
//                                                  l % 32)
//  gfx950 scaled MFMA (notes 2): as above for fp6/fp4 (KP = 32); fp8 deals
//    its 32 values per lane in two 16-element chunks, k = 16*G*(v/16) +
//    16*(l/MN) + v%16.
//  gfx11 WMMA (wave32, notes 3): A/B replicated over both half-waves,
//    ((16,2),16):((1,0),16); C rows interleave, ((16,2),8):((16,1),2).
//  gfx12 WMMA (wave32, notes 4) and gfx1250 WMMA (notes 5): the half-waves
//    take turns on K blocks of 8 bytes (gfx12: 4 16-bit or 8 8-bit values)
//    or 16 bytes (gfx1250: 8 16-bit or 16 8-bit values); with E values per
//    block, k = 2E*(v/E) + E*(l/16) + v%E. C: (8 * (l/16) + v, l % 16),
//    ((16,2),8):((16,8),1), for 32-bit and (in packed register order)
//    16-bit accumulators alike.
//  gfx1250 scaled WMMA (notes 6): 16-element K blocks for fp8, 32-element
//    ones for fp6 and fp4.
//
// The 4x4 MFMA shapes compute 16 independent 4x4 blocks; as an atom every
// block computes the same 4x4xK product (block mode of stride 0). The other
// multi-block forms have no such reading as one atom: those whose K fills
// the lane groups (16x16x4 and 32x32x4 f16/bf16, 16x16x4 and 32x32x8 i8)
// verify, as in FlyDSL, and the lowering rejects them; those whose K is
// smaller than the number of lane groups (16x16x1 and 32x32x1 f32, 16x16x2
// and 32x32x2 bf16) cannot be split over the lanes and are verifier errors.
//
//===----------------------------------------------------------------------===//

#include "PayloadLayouts.h"

#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h"

using namespace mlir;
using namespace mlir::fly_rocdl;
using mlir::fly::IntTupleAttr;
using mlir::fly::LayoutAttr;
using mlir::fly::shapeText;

namespace {

bool isF8(Type t) {
  return isa<Float8E4M3FNUZType, Float8E5M2FNUZType, Float8E4M3FNType,
             Float8E5M2Type>(t);
}
bool isScaledFormat(Type t) {
  return isa<Float8E4M3FNType, Float8E5M2Type, Float6E2M3FNType,
             Float6E3M2FNType, Float4E2M1FNType>(t);
}
bool isInt(Type t, unsigned w) { return t && t.isInteger(w); }

/// MFMA A/B layout ((MN,G),KP):((1,MN*KP),MN) (KP >= 1). The 4x4 shapes
/// run 16 independent blocks, lanes 4b..4b+3 for block b; as one 4x4xK atom
/// every block computes the same product (the block mode has stride 0, as
/// the replicated half-waves of gfx11 WMMA): lane l holds row (column) l % 4
/// and its K values.
LayoutAttr mfmaOperand(MLIRContext *ctx, int64_t mn, int64_t k) {
  if (mn == 4)
    return layoutFromText(ctx, "((4,16)," + std::to_string(k) +
                                   "):((1,0),4)");
  int64_t g = 64 / mn, kp = std::max<int64_t>(1, k / g);
  std::string text = "((" + std::to_string(mn) + "," + std::to_string(g) +
                     ")," + std::to_string(kp) + "):((1," +
                     std::to_string(mn * kp) + ")," + std::to_string(mn) + ")";
  return layoutFromText(ctx, text);
}

/// gfx950 scaled MFMA A/B (notes 2.1), KP = 32 values per lane in the
/// operand's own format: fp6 and fp4 keep the dense layout (32 consecutive
/// K per lane group); fp8 deals K out in 16-element chunks round-robin over
/// the G lane groups, so lane group g holds K 16g..16g+15 and 16G+16g..
/// 16G+16g+15: lane modes (MN,G):(1,16*MN), value modes (16,2):(MN,16*G*MN).
LayoutAttr mfmaScaleOperand(MLIRContext *ctx, int64_t mn, int64_t k,
                            Type elem) {
  if (elem.getIntOrFloatBitWidth() < 8)
    return mfmaOperand(ctx, mn, k);
  int64_t g = 64 / mn;
  return layoutFromText(
      ctx, "((" + std::to_string(mn) + "," + std::to_string(g) +
               "),(16,2)):((1," + std::to_string(16 * mn) + "),(" +
               std::to_string(mn) + "," + std::to_string(16 * g * mn) + "))");
}

LayoutAttr mfmaAccumulator(MLIRContext *ctx, int64_t mn) {
  // 4x4: lane l holds column l % 4, value v row v (every block the same).
  if (mn == 4)
    return layoutFromText(ctx, "((4,16),4):((4,0),1)");
  if (mn == 32)
    return layoutFromText(ctx, "((32,2),(4,4)):((32,4),(1,8))");
  return layoutFromText(ctx, "((16,4),(4,1)):((16,4),(1,16))");
}

/// The A/B layout of a 16-row WMMA operand (gfx12, gfx1250) whose two
/// half-waves take turns on K blocks of `block` values: lane l, value v ->
/// (l % 16, 2*block*(v/block) + block*(l/16) + v%block), K/2 values per
/// lane. In index terms (16 rows): lane modes (16,2):(1,16*block), value
/// modes (block,K/(2*block)):(16,32*block).
LayoutAttr halfWaveBlocks(MLIRContext *ctx, int64_t k, int64_t block) {
  int64_t blocks = k / (2 * block);
  std::string lanes = "((16,2),";
  std::string strides = "):((1," + std::to_string(16 * block) + "),";
  if (blocks == 1)
    return layoutFromText(ctx, lanes + std::to_string(block) + strides +
                                   "16)");
  return layoutFromText(ctx, lanes + "(" + std::to_string(block) + "," +
                                 std::to_string(blocks) + ")" + strides +
                                 "(16," + std::to_string(32 * block) + "))");
}

/// gfx12 A/B as the hardware reads them (notes 4.1): the half-waves
/// alternate every 8 bytes of K, 4 values for 16-bit types (lane 0: K 0-3
/// and 8-11, lane 16: K 4-7 and 12-15) and 8 for 8-bit ones.
LayoutAttr gfx12IsaOperand(MLIRContext *ctx, Type elem) {
  return halfWaveBlocks(ctx, 16, 64 / elem.getIntOrFloatBitWidth());
}

/// gfx12 A/B as FlyDSL lays them out: 8-value blocks for every type (lane
/// l, value v at K 8*(l/16)+v). The same as the hardware's for 8-bit
/// types; a K relabelling applied to A and B alike for 16-bit ones.
LayoutAttr gfx12FlyDSLOperand(MLIRContext *ctx) {
  return halfWaveBlocks(ctx, 16, 8);
}

/// gfx1250 A/B (notes 5.1): the half-waves alternate every 16 bytes of K, 8
/// values for 16-bit types and 16 for 8-bit ones; f32 (K = 4) gives each
/// half-wave two of the four K. The iu4 16x16x32 form, which no gfx1250
/// instruction implements (Chips.cpp), keeps 8-value blocks.
LayoutAttr gfx1250Operand(MLIRContext *ctx, int64_t k, Type elem) {
  if (elem.isF32())
    return layoutFromText(ctx, "((16,2),2):((1,32),16)");
  unsigned bits = elem.getIntOrFloatBitWidth();
  return halfWaveBlocks(ctx, k, bits == 4 ? 8 : 128 / bits);
}

LayoutAttr wmmaAccumulator(MLIRContext *ctx) {
  return layoutFromText(ctx, "((16,2),8):((16,8),1)");
}

} // namespace

//===----------------------------------------------------------------------===//
// cdna3.mfma
//===----------------------------------------------------------------------===//

LogicalResult CDNA3MfmaType::verify(function_ref<InFlightDiagnostic()> emitError,
                                    ArrayRef<int64_t> shape, Type a, Type b,
                                    Type c) {
  if (shape.size() != 3 || shape[0] != shape[1] ||
      (shape[0] != 4 && shape[0] != 16 && shape[0] != 32) || shape[2] <= 0)
    return emitError() << "invalid MNK dimensions for CDNA3 MFMA: "
                       << shapeText(shape);
  // K is spread over the 64 / M lane groups (one group per block for the
  // 4x4 shapes): a whole number of values per lane, and a sane size.
  int64_t groups = shape[0] == 4 ? 1 : 64 / shape[0];
  if (shape[2] % groups != 0 || shape[2] > 1024)
    return emitError() << "CDNA3 MFMA " << shapeText(shape)
                       << ": K must be a multiple of " << groups
                       << " (the lane groups along K) and at most 1024";
  if (isInt(a, 8) || isInt(b, 8)) {
    if (!isInt(a, 8) || !isInt(b, 8))
      return emitError() << "integer MFMA requires both A and B to be i8";
    if (!isInt(c, 32))
      return emitError() << "integer MFMA requires i32 accumulator, got " << c;
    return success();
  }
  if (!c || !c.isF32())
    return emitError() << "elemTyAcc must be f32, got " << c;
  auto okAB = [](Type t) {
    return t && (t.isF16() || t.isBF16() || t.isF32() || isF8(t));
  };
  if (!okAB(a))
    return emitError() << "elemTyA must be f16, bf16, f32, f8E4M3FNUZ, "
                          "f8E5M2FNUZ, f8E4M3FN or f8E5M2, got "
                       << a;
  if (!okAB(b))
    return emitError() << "elemTyB must be f16, bf16, f32, f8E4M3FNUZ, "
                          "f8E5M2FNUZ, f8E4M3FN or f8E5M2, got "
                       << b;
  bool aF8 = isF8(a), bF8 = isF8(b);
  auto isFnuz = [](Type t) {
    return isa<Float8E4M3FNUZType, Float8E5M2FNUZType>(t);
  };
  if (aF8 && bF8 && isFnuz(a) != isFnuz(b))
    return emitError() << "MFMA 8-bit floats must be both FNUZ (gfx942) or "
                          "both OCP (gfx950), got "
                       << a << " and " << b;
  if (aF8 != bF8 || (!aF8 && a != b))
    return emitError() << "MFMA A and B must have the same element type (or "
                          "both be 8-bit floats), got "
                       << a << " and " << b;
  return success();
}

IntTupleAttr CDNA3MfmaType::getShapeMNK() const {
  return shapeMNK(getContext(), getShape());
}
LayoutAttr CDNA3MfmaType::getThrLayout() const {
  return layoutFromText(getContext(), "64:1");
}
LayoutAttr CDNA3MfmaType::getLayoutA() const {
  return mfmaOperand(getContext(), getM(), getK());
}
LayoutAttr CDNA3MfmaType::getLayoutB() const {
  return mfmaOperand(getContext(), getN(), getK());
}
LayoutAttr CDNA3MfmaType::getLayoutC() const {
  return mfmaAccumulator(getContext(), getM());
}
Type CDNA3MfmaType::getValueTypeA() const { return getElemA(); }
Type CDNA3MfmaType::getValueTypeB() const { return getElemB(); }
Type CDNA3MfmaType::getValueTypeC() const { return getElemC(); }

//===----------------------------------------------------------------------===//
// cdna4.mfma_scale
//===----------------------------------------------------------------------===//

LogicalResult
CDNA4MfmaScaleType::verify(function_ref<InFlightDiagnostic()> emitError,
                           ArrayRef<int64_t> shape, Type a, Type b, Type c,
                           int32_t opselA, int32_t opselB) {
  bool s16 = shape.size() == 3 && shape[0] == 16 && shape[1] == 16 &&
             shape[2] == 128;
  bool s32 = shape.size() == 3 && shape[0] == 32 && shape[1] == 32 &&
             shape[2] == 64;
  if (!s16 && !s32)
    return emitError() << "unsupported MNK for CDNA4 MFMA_Scale: "
                       << shapeText(shape) << " (expected 16x16x128 or 32x32x64)";
  if (!c || !c.isF32())
    return emitError() << "elemTyAcc must be f32, got " << c;
  if (!isScaledFormat(a))
    return emitError() << "elemTyA must be one of f8E4M3FN, f8E5M2, f6E2M3FN, "
                          "f6E3M2FN, f4E2M1FN, got "
                       << a;
  if (!isScaledFormat(b))
    return emitError() << "elemTyB must be one of f8E4M3FN, f8E5M2, f6E2M3FN, "
                          "f6E3M2FN, f4E2M1FN, got "
                       << b;
  if (opselA < 0 || opselA > 3)
    return emitError() << "opselA must be in [0, 3], got " << opselA;
  if (opselB < 0 || opselB > 3)
    return emitError() << "opselB must be in [0, 3], got " << opselB;
  return success();
}

IntTupleAttr CDNA4MfmaScaleType::getShapeMNK() const {
  return shapeMNK(getContext(), getShape());
}
LayoutAttr CDNA4MfmaScaleType::getThrLayout() const {
  return layoutFromText(getContext(), "64:1");
}
LayoutAttr CDNA4MfmaScaleType::getLayoutA() const {
  return mfmaScaleOperand(getContext(), getM(), getK(), getElemA());
}
LayoutAttr CDNA4MfmaScaleType::getLayoutB() const {
  return mfmaScaleOperand(getContext(), getN(), getK(), getElemB());
}
LayoutAttr CDNA4MfmaScaleType::getLayoutC() const {
  return mfmaAccumulator(getContext(), getM());
}
Type CDNA4MfmaScaleType::getValueTypeA() const { return getElemA(); }
Type CDNA4MfmaScaleType::getValueTypeB() const { return getElemB(); }
Type CDNA4MfmaScaleType::getValueTypeC() const { return getElemC(); }
SmallVector<StringRef> CDNA4MfmaScaleType::getStateFieldNames() const {
  return {"scale_a", "scale_b"};
}
SmallVector<Type> CDNA4MfmaScaleType::getStateFieldTypes() const {
  return SmallVector<Type>(2, IntegerType::get(getContext(), 32));
}
SmallVector<int64_t> CDNA4MfmaScaleType::getStateFieldDefaults() const {
  return {0, 0};
}

//===----------------------------------------------------------------------===//
// WMMA
//===----------------------------------------------------------------------===//

static LogicalResult verifyIntegerModifiers(
    function_ref<InFlightDiagnostic()> emitError, Type a, bool signA,
    bool signB, bool clamp) {
  if ((signA || signB || clamp) && !isa<IntegerType>(a))
    return emitError()
           << "signA/signB/clamp are only valid for integer (iu4/iu8) WMMA";
  return success();
}

LogicalResult GFX11WmmaType::verify(function_ref<InFlightDiagnostic()> emitError,
                                    ArrayRef<int64_t> shape, Type a, Type b,
                                    Type c, bool signA, bool signB,
                                    bool clamp) {
  if (shape.size() != 3 || shape[0] != 16 || shape[1] != 16 || shape[2] != 16)
    return emitError() << "GFX11 WMMA requires M=N=K=16, got "
                       << shapeText(shape);
  bool ok = (a == b) && ((a.isF16() && c.isF32()) ||
                         (a.isBF16() && c.isF32()) ||
                         ((isInt(a, 8) || isInt(a, 4)) && isInt(c, 32)));
  if (!ok)
    return emitError() << "unsupported GFX11 WMMA configuration: (" << a << ", "
                       << b << ") -> " << c;
  return verifyIntegerModifiers(emitError, a, signA, signB, clamp);
}

LogicalResult
GFX120xWmmaType::verify(function_ref<InFlightDiagnostic()> emitError,
                        ArrayRef<int64_t> shape, Type a, Type b, Type c,
                        bool signA, bool signB, bool clamp) {
  if (shape.size() != 3 || shape[0] != 16 || shape[1] != 16 || shape[2] != 16)
    return emitError() << "GFX120X WMMA requires M=N=K=16, got "
                       << shapeText(shape);
  bool ok = (a == b && (a.isF16() || a.isBF16()) && c.isF32()) ||
            (isa<Float8E4M3FNType, Float8E5M2Type>(a) &&
             isa<Float8E4M3FNType, Float8E5M2Type>(b) && c.isF32());
  if (!ok)
    return emitError() << "unsupported GFX120X WMMA configuration: (" << a
                       << ", " << b << ") -> " << c;
  return verifyIntegerModifiers(emitError, a, signA, signB, clamp);
}

LogicalResult
GFX1250WmmaType::verify(function_ref<InFlightDiagnostic()> emitError,
                        ArrayRef<int64_t> shape, Type a, Type b, Type c,
                        bool signA, bool signB, bool clamp) {
  if (shape.size() != 3 || shape[0] != 16 || shape[1] != 16)
    return emitError() << "GFX1250 WMMA requires M=N=16, got "
                       << (shape.size() == 3 ? shapeText(shape.take_front(2))
                                             : shapeText(shape));
  int64_t k = shape[2];
  bool f8ab = isa<Float8E4M3FNType, Float8E5M2Type>(a) &&
              isa<Float8E4M3FNType, Float8E5M2Type>(b);
  bool ok = (k == 4 && a.isF32() && b.isF32() && c.isF32()) ||
            (k == 32 && a.isF16() && b.isF16() && (c.isF32() || c.isF16())) ||
            (k == 32 && a.isBF16() && b.isBF16() &&
             (c.isF32() || c.isBF16())) ||
            ((k == 64 || k == 128) && f8ab && (c.isF32() || c.isF16())) ||
            (k == 64 && isInt(a, 8) && isInt(b, 8) && isInt(c, 32)) ||
            (k == 32 && isInt(a, 4) && isInt(b, 4) && isInt(c, 32));
  if (!ok)
    return emitError() << "unsupported GFX1250 WMMA configuration: "
                       << shapeText(shape) << ", (" << a << ", " << b << ") -> "
                       << c;
  return verifyIntegerModifiers(emitError, a, signA, signB, clamp);
}

#define FLY_ROCDL_WMMA_COMMON(T)                                               \
  IntTupleAttr T::getShapeMNK() const {                                        \
    return shapeMNK(getContext(), getShape());                                 \
  }                                                                            \
  LayoutAttr T::getThrLayout() const {                                         \
    return layoutFromText(getContext(), "32:1");                               \
  }                                                                            \
  Type T::getValueTypeA() const { return getElemA(); }                         \
  Type T::getValueTypeB() const { return getElemB(); }                         \
  Type T::getValueTypeC() const { return getElemC(); }
FLY_ROCDL_WMMA_COMMON(GFX11WmmaType)
FLY_ROCDL_WMMA_COMMON(GFX120xWmmaType)
FLY_ROCDL_WMMA_COMMON(GFX120xWmmaIsaType)
FLY_ROCDL_WMMA_COMMON(GFX1250WmmaType)
FLY_ROCDL_WMMA_COMMON(GFX1250WmmaScaleType)
#undef FLY_ROCDL_WMMA_COMMON

LayoutAttr GFX11WmmaType::getLayoutA() const {
  return layoutFromText(getContext(), "((16,2),16):((1,0),16)");
}
LayoutAttr GFX11WmmaType::getLayoutB() const { return getLayoutA(); }
LayoutAttr GFX11WmmaType::getLayoutC() const {
  return layoutFromText(getContext(), "((16,2),8):((16,1),2)");
}

LayoutAttr GFX120xWmmaType::getLayoutA() const {
  return gfx12FlyDSLOperand(getContext());
}
LayoutAttr GFX120xWmmaType::getLayoutB() const {
  return gfx12FlyDSLOperand(getContext());
}
LayoutAttr GFX120xWmmaType::getLayoutC() const {
  return wmmaAccumulator(getContext());
}

LayoutAttr GFX120xWmmaIsaType::getLayoutA() const {
  return gfx12IsaOperand(getContext(), getElemA());
}
LayoutAttr GFX120xWmmaIsaType::getLayoutB() const {
  return gfx12IsaOperand(getContext(), getElemB());
}
LayoutAttr GFX120xWmmaIsaType::getLayoutC() const {
  return wmmaAccumulator(getContext());
}

LogicalResult
GFX120xWmmaIsaType::verify(function_ref<InFlightDiagnostic()> emitError,
                           ArrayRef<int64_t> shape, Type a, Type b, Type c,
                           bool signA, bool signB, bool clamp) {
  return GFX120xWmmaType::verify(emitError, shape, a, b, c, signA, signB,
                                 clamp);
}

LayoutAttr GFX1250WmmaType::getLayoutA() const {
  return gfx1250Operand(getContext(), getK(), getElemA());
}
LayoutAttr GFX1250WmmaType::getLayoutB() const {
  return gfx1250Operand(getContext(), getK(), getElemB());
}
LayoutAttr GFX1250WmmaType::getLayoutC() const {
  return wmmaAccumulator(getContext());
}

//===----------------------------------------------------------------------===//
// gfx1250.wmma_scale
//===----------------------------------------------------------------------===//

LogicalResult GFX1250WmmaScaleType::verify(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<int64_t> shape,
    Type a, Type b, Type c, int32_t opselA, int32_t opselB, int32_t modC,
    bool, bool, int32_t blockSize) {
  if (blockSize != 16 && blockSize != 32)
    return emitError() << "blockSize must be 16 or 32, got " << blockSize;
  bool s16 = shape.size() == 3 && shape[0] == 16 && shape[1] == 16 &&
             shape[2] == 128;
  bool s32 = shape.size() == 3 && shape[0] == 32 && shape[1] == 16 &&
             shape[2] == 128;
  if (!s16 && !s32)
    return emitError() << "unsupported MNK for GFX1250 WMMA_Scale: "
                       << shapeText(shape) << " (expected 16x16x128 or 32x16x128)";
  if (s32 && (!isa<Float4E2M1FNType>(a) || !isa<Float4E2M1FNType>(b)))
    return emitError() << "GFX1250 WMMA_Scale 32x16x128 requires f4E2M1FN A "
                          "and B, got A="
                       << a << ", B=" << b;
  if (!isScaledFormat(a) || !isScaledFormat(b))
    return emitError() << "GFX1250 WMMA_Scale A and B must be one of "
                          "f8E4M3FN, f8E5M2, f6E2M3FN, f6E3M2FN, f4E2M1FN, got A="
                       << a << ", B=" << b;
  if (!c || !c.isF32())
    return emitError() << "elemTyAcc must be f32, got " << c;
  // The scale-operand select of v_wmma_scale is one bit;
  // larger values would be truncated silently by the backend.
  if (opselA < 0 || opselA > 1)
    return emitError() << "opselA must be in [0, 1], got " << opselA;
  if (opselB < 0 || opselB > 1)
    return emitError() << "opselB must be in [0, 1], got " << opselB;
  if (modC < 0 || modC > 65535)
    return emitError() << "modC must fit the i16 intrinsic field [0, 65535], "
                          "got "
                       << modC;
  return success();
}

namespace {
/// A or B of v_wmma_scale_f32_16x16x128_f8f6f4 in the operand's format
/// (column-major (16, 128) tile, notes 6.1). The half-waves take turns on
/// 16-element K blocks for fp8, k = 32*(v/16) + 16*(l/16) + v%16 (as the
/// unscaled fp8 WMMA), and on 32-element ones for fp6 and fp4, k =
/// 64*(v/32) + 32*(l/16) + v%32 (row or column l % 16): a turn is 16 bytes
/// for fp8 and fp4, and 32 values (24 bytes) for fp6.
LayoutAttr wmmaScaleOperand(MLIRContext *ctx, Type elem) {
  if (isa<Float8E4M3FNType, Float8E5M2Type>(elem))
    return layoutFromText(ctx, "((16,2),(16,4)):((1,256),(16,512))");
  return layoutFromText(ctx, "((16,2),(32,2)):((1,512),(16,1024))");
}
} // namespace

LayoutAttr GFX1250WmmaScaleType::getLayoutA() const {
  // 32x16x128 (fp4 only): two stacked 16x128 fp4 operands, the first 8
  // VGPRs rows 0-15, the next 8 rows 16-31 (the instruction is two
  // 16x16x128 fp4 WMMAs sharing B): value v = 64*h + e is row 16*h + l%16,
  // k = 64*(e/32) + 32*(l/16) + e%32 of the column-major (32, 128) tile.
  if (getM() == 32)
    return layoutFromText(getContext(),
                          "((16,2),(32,2,2)):((1,1024),(32,2048,16))");
  return wmmaScaleOperand(getContext(), getElemA());
}
LayoutAttr GFX1250WmmaScaleType::getLayoutB() const {
  return wmmaScaleOperand(getContext(), getElemB());
}
LayoutAttr GFX1250WmmaScaleType::getLayoutC() const {
  // 32x16: two stacked 16x16 accumulators, value v = 8*h + w is row
  // 16*h + 8*(l/16) + w of column l % 16 (column-major (32, 16) tile).
  if (getM() == 32)
    return layoutFromText(getContext(), "((16,2),(8,2)):((32,8),(1,16))");
  return wmmaAccumulator(getContext());
}
SmallVector<StringRef> GFX1250WmmaScaleType::getStateFieldNames() const {
  return {"scale_a", "scale_b"};
}
SmallVector<Type> GFX1250WmmaScaleType::getStateFieldTypes() const {
  return SmallVector<Type>(
      2, IntegerType::get(getContext(), getBlockSize() == 16 ? 64 : 32));
}
SmallVector<int64_t> GFX1250WmmaScaleType::getStateFieldDefaults() const {
  return {0, 0};
}
