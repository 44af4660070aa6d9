//===- MmaSync.cpp - fly_nvvm.mma_sync calls to nvvm.mma.sync -------------===//
//
// A lane's A, B and C fragments (the value modes of the atom's layouts,
// fly_nvvm MmaPayloads.cpp) are read as one vector each and split into the
// 32-bit registers the instruction takes: f16 pairs as vector<2xf16>, every
// other packed type (bf16, tf32 as f32 bits, i8 quadruples) as i32, f32 and
// i32 accumulators one value per register. The result struct is put back
// together the same way. 22.1's nvvm.mma.sync has no dense 8-bit float
// form, so those MMAs are the PTX instruction as inline assembly (the
// registers are the same).
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"
#include "fly/Conversion/FlyToNVVM/FlyToNVVM.h"
#include "fly/Dialect/FlyNVVM/IR/FlyNVVMDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::fly_nvvm;
using mlir::fly::bitcastTo;
using mlir::fly::i32Const;

namespace {

int64_t bitsOf(Type t) {
  if (auto v = dyn_cast<VectorType>(t))
    return v.getNumElements() * v.getElementTypeBitWidth();
  return t.getIntOrFloatBitWidth();
}

/// The register type of one 32-bit register of an operand of `elem` values
/// (`accumulator`: C/D).
Type registerType(MLIRContext *ctx, Type elem, bool accumulator) {
  if (elem.isF16())
    return VectorType::get({2}, Float16Type::get(ctx));
  if (accumulator && elem.isF32())
    return Float32Type::get(ctx);
  return IntegerType::get(ctx, 32);
}

/// `v` (a lane's fragment, a multiple of 32 bits) as its 32-bit registers
/// of type `reg`: its elements when they are the registers (f32, i32
/// accumulators), else through i32 words.
SmallVector<Value> splitRegisters(OpBuilder &b, Location loc, Value v,
                                  Type reg) {
  int64_t n = bitsOf(v.getType()) / 32;
  Type i32 = b.getI32Type();
  auto vec = dyn_cast<VectorType>(v.getType());
  bool direct = v.getType() == reg ||
                (vec && vec.getElementType() == reg);
  Value words =
      direct ? v
             : bitcastTo(b, loc, n == 1 ? i32 : VectorType::get({n}, i32), v);
  SmallVector<Value> regs;
  for (int64_t i = 0; i < n; ++i) {
    Value w = n == 1 ? words
                     : Value(LLVM::ExtractElementOp::create(
                           b, loc, words, i32Const(b, loc, i)));
    regs.push_back(bitcastTo(b, loc, reg, w));
  }
  return regs;
}

/// The registers `regs` back as one value of `type` (the inverse).
Value joinRegisters(OpBuilder &b, Location loc, ArrayRef<Value> regs,
                    Type type) {
  Type i32 = b.getI32Type();
  int64_t n = regs.size();
  Type reg = regs[0].getType();
  auto vec = dyn_cast<VectorType>(type);
  if (n == 1)
    return bitcastTo(b, loc, type, bitcastTo(b, loc, i32, regs[0]));
  bool direct = vec && vec.getElementType() == reg;
  Type wordsType = direct ? type : VectorType::get({n}, i32);
  Value words = LLVM::UndefOp::create(b, loc, wordsType);
  for (int64_t i = 0; i < n; ++i)
    words = LLVM::InsertElementOp::create(
        b, loc, words, direct ? regs[i] : bitcastTo(b, loc, i32, regs[i]),
        i32Const(b, loc, i));
  return bitcastTo(b, loc, type, words);
}

NVVM::MMATypes ptxType(Type t, bool isSigned) {
  if (t.isF16())
    return NVVM::MMATypes::f16;
  if (t.isBF16())
    return NVVM::MMATypes::bf16;
  if (t.isF32())
    return NVVM::MMATypes::tf32;
  if (isa<Float8E4M3FNType>(t))
    return NVVM::MMATypes::e4m3;
  if (isa<Float8E5M2Type>(t))
    return NVVM::MMATypes::e5m2;
  return isSigned ? NVVM::MMATypes::s8 : NVVM::MMATypes::u8;
}

/// mma.sync.aligned.m16n8k32.row.col.f32.<a>.<b>.f32 as inline assembly:
/// d0-3 out (f32), a0-3, b0-1 (b32), c0-3 (f32).
Value emitFp8Mma(OpBuilder &b, Location loc, MmaSyncType t, Type resultType,
                 ArrayRef<Value> a, ArrayRef<Value> bv, ArrayRef<Value> c) {
  auto name = [](Type e) { return isa<Float8E4M3FNType>(e) ? "e4m3" : "e5m2"; };
  std::string text = std::string("mma.sync.aligned.m16n8k32.row.col.f32.") +
                     name(t.getElemA()) + "." + name(t.getElemB()) +
                     ".f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, "
                     "{$10, $11, $12, $13};";
  SmallVector<Value> operands(a);
  operands.append(bv.begin(), bv.end());
  operands.append(c.begin(), c.end());
  auto asmOp = LLVM::InlineAsmOp::create(
      b, loc, resultType, operands, text,
      "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f",
      // Side effects keep the warp-synchronous instruction where the
      // program put it (the intrinsic forms are convergent).
      /*has_side_effects=*/true,
      /*is_align_stack=*/false, LLVM::TailCallKind::None,
      LLVM::AsmDialectAttr(), ArrayAttr());
  return asmOp.getResult(0);
}

/// a, b, c (a lane's fragments as vectors) -> d as a value of `dType`.
FailureOr<Value> emitMmaSync(OpBuilder &b, Location loc, MmaSyncType t,
                             Value a, Value bv, Value c, Type dType,
                             function_ref<InFlightDiagnostic()> emitError) {
  MLIRContext *ctx = b.getContext();
  int64_t m = t.getM(), n = t.getN(), k = t.getK();
  // Bits per lane: the tile's elements over the 32 lanes.
  auto want = [&](int64_t elems, Type e) {
    return elems * e.getIntOrFloatBitWidth() / 32;
  };
  for (auto [role, type, bits] :
       {std::make_tuple("A", a.getType(), want(m * k, t.getElemA())),
        std::make_tuple("B", bv.getType(), want(n * k, t.getElemB())),
        std::make_tuple("C", c.getType(), want(m * n, t.getElemC())),
        std::make_tuple("D", dType, want(m * n, t.getElemC()))})
    if (bitsOf(type) != bits)
      return emitError() << "operand " << role << " holds " << bitsOf(type)
                         << " bits per lane (" << type << "), but " << t
                         << " takes " << bits;
  Type accReg = registerType(ctx, t.getElemC(), /*accumulator=*/true);
  SmallVector<Value> ra =
      splitRegisters(b, loc, a, registerType(ctx, t.getElemA(), false));
  SmallVector<Value> rb =
      splitRegisters(b, loc, bv, registerType(ctx, t.getElemB(), false));
  SmallVector<Value> rc = splitRegisters(b, loc, c, accReg);
  Type resultType = LLVM::LLVMStructType::getLiteral(
      ctx, SmallVector<Type>(rc.size(), accReg));
  Value result;
  if (isa<Float8E4M3FNType, Float8E5M2Type>(t.getElemA())) {
    result = emitFp8Mma(b, loc, t, resultType, ra, rb, rc);
  } else {
    std::optional<NVVM::MMAIntOverflow> overflow;
    if (t.isInteger())
      overflow = NVVM::MMAIntOverflow::wrapped;
    std::array<NVVM::MMATypes, 2> types = {ptxType(t.getElemA(), t.getSignA()),
                                           ptxType(t.getElemB(), t.getSignB())};
    result = NVVM::MmaOp::create(
        b, loc, resultType, ra, rb, rc, {m, n, k}, /*b1Op=*/std::nullopt,
        overflow, types,
        std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                       NVVM::MMALayout::col});
  }
  SmallVector<Value> rd;
  for (int64_t i = 0; i < int64_t(rc.size()); ++i)
    rd.push_back(LLVM::ExtractValueOp::create(b, loc, result, i));
  return joinRegisters(b, loc, rd, dType);
}

/// fly.mma_atom_call on register views.
struct MmaSyncCall : mlir::fly::MmaAtomCallLowering<MmaSyncType> {
  using MmaAtomCallLowering::MmaAtomCallLowering;
  LogicalResult lowerCall(mlir::fly::MmaAtomCallOp op, mlir::fly::MmaAtomType,
                          MmaSyncType payload, OpAdaptor adaptor,
                          ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &tc = *getTypeConverter();
    SmallVector<mlir::fly::StaticView> views;
    for (auto [role, fly, llvm] :
         {std::make_tuple("d", op.getD(), adaptor.getD()),
          std::make_tuple("a", op.getA(), adaptor.getA()),
          std::make_tuple("b", op.getB(), adaptor.getB()),
          std::make_tuple("c", op.getC(), adaptor.getC())}) {
      FailureOr<mlir::fly::StaticView> v = mlir::fly::getStaticView(
          tc, [&] { return op.emitError(); }, role, fly, llvm);
      if (failed(v))
        return failure();
      views.push_back(*v);
    }
    Location loc = op.getLoc();
    const mlir::fly::StaticView &d = views[0];
    FailureOr<Value> result = emitMmaSync(
        rewriter, loc, payload, mlir::fly::readValues(rewriter, loc, views[1]),
        mlir::fly::readValues(rewriter, loc, views[2]),
        mlir::fly::readValues(rewriter, loc, views[3]),
        mlir::fly::valuesType(d.llvmElemType, d.offsets.size()),
        [&] { return op.emitError(); });
    if (failed(result))
      return failure();
    mlir::fly::writeValues(rewriter, loc, d, *result);
    rewriter.eraseOp(op);
    return success();
  }
};

/// fly.mma_atom_call_ssa: vectors in, the d vector out.
struct MmaSyncCallSsa : OpConversionPattern<mlir::fly::MmaAtomCallSsaOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(mlir::fly::MmaAtomCallSsaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto payload = dyn_cast_or_null<MmaSyncType>(
        mlir::fly::getAtomPayload(op.getMmaAtom().getType()));
    if (!payload)
      return rewriter.notifyMatchFailure(op, "not an mma_sync atom");
    Location loc = op.getLoc();
    // The store form (fly-convert-atom-call-to-ssa-form makes it when D is
    // not promoted with C): d is a view the result is written into.
    std::optional<mlir::fly::StaticView> dView;
    Type want;
    if (op.getD()) {
      FailureOr<mlir::fly::StaticView> v = mlir::fly::getStaticView(
          *getTypeConverter(), [&] { return op.emitError(); }, "d",
          op.getD(), adaptor.getD());
      if (failed(v))
        return failure();
      dView = *v;
      want = mlir::fly::valuesType(v->llvmElemType, v->offsets.size());
    } else {
      want = getTypeConverter()->convertType(op->getResult(0).getType());
    }
    FailureOr<Value> d = emitMmaSync(
        rewriter, loc, payload, adaptor.getA(), adaptor.getB(),
        adaptor.getC(), want, [&] { return op.emitError(); });
    if (failed(d))
      return failure();
    if (dView) {
      mlir::fly::writeValues(rewriter, loc, *dView, *d);
      rewriter.eraseOp(op);
    } else {
      rewriter.replaceOp(op, *d);
    }
    return success();
  }
};

} // namespace

void mlir::fly_nvvm::populateFlyNVVMMmaPatterns(const TypeConverter &converter,
                                                RewritePatternSet &patterns) {
  patterns.add<MmaSyncCall, MmaSyncCallSsa>(converter, patterns.getContext());
}
