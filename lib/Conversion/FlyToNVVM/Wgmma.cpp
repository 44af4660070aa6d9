//===- Wgmma.cpp - fly_nvvm.wgmma calls to wgmma.mma_async ----------------===//
//
// One call is one `wgmma.mma_async.sync.aligned.m64nNk16` (k32 on 8-bit
// floats) of the warpgroup, written as inline PTX (22.1's
// nvvm.wgmma.mma_async has no register-A form; one spelling keeps both
// forms alike): the accumulator registers are outputs tied to the C inputs,
// B (and A from shared memory) a 64-bit matrix descriptor, A from registers
// four b32 words; scale-d is 1 (D = A B + C), the A and B scales 1, and the
// transpose immediates 1 for a 16-bit operand stored MN-major.
//
// A descriptor is computed from the operand's shared-memory view, which must
// be a canonical layout of the wgmma descriptor (PTX ISA, "Matrix
// Descriptor Format"; docs/notes/nvidia-atoms.md): rows of W = 128, 64 or
// 32 bytes swizzled by the matching byte swizzle S<log2(W/16),4,3> (the
// 16-byte chunk XOR row bits); K-major (k contiguous in a row, 8-row groups
// SBO bytes apart) or, for 16-bit values, MN-major (m or n contiguous in a
// row, rows of successive k, 8-k groups SBO apart, runs of rows along MN
// LBO apart). Fly's swizzles act on absolute shared-memory addresses, as the
// hardware's do with a base offset of 0, so a tile may start anywhere the
// pattern puts its rows:
//   bits  0-13  (start address & 0x3FFFF) >> 4
//   bits 16-29  leading byte offset >> 4 (K-major swizzled: unused, 1)
//   bits 32-45  stride byte offset (SBO) >> 4
//   bits 62-63  swizzle: 1 = 128 B, 2 = 64 B, 3 = 32 B.
// Every value of the view is checked against that form.
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"
#include "fly/Conversion/FlyToNVVM/FlyToNVVM.h"
#include "fly/Dialect/FlyNVVM/IR/FlyNVVMDialect.h"
#include "fly/Dialect/FlyNVVM/IR/WgmmaOperands.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace mlir::fly_nvvm;
using mlir::fly::StaticView;

namespace {

Value i64Const(OpBuilder &b, Location loc, int64_t v) {
  return LLVM::ConstantOp::create(b, loc, b.getI64Type(),
                                  b.getI64IntegerAttr(v));
}

/// An operand's descriptor and whether the operand is MN-major (the
/// instruction's imm-trans flag).
struct Descriptor {
  Value value;
  bool transposed = false;
};

/// The descriptor of a rows x K operand in shared memory (`rows` 64 for A,
/// N for B; K 16 16-bit or 32 8-bit values, 32 bytes), after checking the
/// view has one of the canonical forms (classifyWgmmaOperand,
/// include/fly/Dialect/FlyNVVM/IR/WgmmaOperands.h: the same check the op
/// verifiers make on the view types).
FailureOr<Descriptor> descriptor(OpBuilder &b, Location loc, Operation *op,
                                 WgmmaType payload, const StaticView &v,
                                 int64_t rows, StringRef role) {
  if (mlir::fly::getLLVMAddressSpace(v.type.getAddressSpace()) != 3u)
    return op->emitError() << payload << ": operand " << role
                           << " must be a shared-memory view (a wgmma "
                              "descriptor), got "
                           << v.type;
  if (v.hasDynamicStrides())
    return op->emitError() << payload << ": operand " << role
                           << " must be a static view";
  ::fly::layout::Swizzle swizzle;
  if (v.swizzle)
    swizzle = v.swizzle.getValue();
  FailureOr<WgmmaOperandForm> form =
      classifyWgmmaOperand(payload, v.offsets, v.elemBits, swizzle, rows, role,
                           [&] { return op->emitError(); });
  if (failed(form))
    return failure();
  int64_t bytesPer = v.elemBits / 8;
  Value addr = LLVM::PtrToIntOp::create(b, loc, b.getI64Type(),
                                        v.addressOf(b, loc, v.offsets[0]));
  Value start = LLVM::LShrOp::create(
      b, loc, LLVM::AndOp::create(b, loc, addr, i64Const(b, loc, 0x3FFFF)),
      i64Const(b, loc, 4));
  // K-major swizzled forms do not read the leading byte offset (1 by
  // convention); MN-major ones read it as the stride between runs of rows
  // along MN (CuTe's LBO), the stride byte offset as the one between groups
  // of 8 k.
  int64_t lboField =
      form->kMajor ? 1 : std::max<int64_t>((form->lbo * bytesPer) >> 4, 1);
  int64_t fields = (lboField << 16) | (((form->sbo * bytesPer) >> 4) << 32) |
                   (int64_t(form->mode) << 62);
  return Descriptor{
      Value(LLVM::OrOp::create(b, loc, start, i64Const(b, loc, fields))),
      !form->kMajor};
}

std::string ptxType(Type t) {
  if (t.isF16())
    return "f16";
  if (t.isBF16())
    return "bf16";
  if (isa<Float8E4M3FNType>(t))
    return "e4m3";
  if (isa<Float8E5M2Type>(t))
    return "e5m2";
  return "f32";
}

/// d = A B + c; `c` the accumulator vector, `a` the A words (4 x i32) or
/// descriptor, `descB` B's descriptor; `transA` / `transB` mark MN-major
/// shared operands. Returns the d vector (c's type).
Value emitWgmma(OpBuilder &b, Location loc, WgmmaType t, Value c, Value a,
                Value descB, bool transA, bool transB) {
  MLIRContext *ctx = b.getContext();
  auto cType = cast<VectorType>(c.getType());
  bool f16Acc = t.getElemC().isF16();
  int64_t regs = t.getN() / (f16Acc ? 4 : 2);
  Type reg = f16Acc ? Type(b.getI32Type()) : Type(Float32Type::get(ctx));
  Type regVec = VectorType::get({regs}, reg);
  Value cRegs = LLVM::BitcastOp::create(b, loc, regVec, c);
  SmallVector<Value> operands;
  for (int64_t i = 0; i < regs; ++i)
    operands.push_back(LLVM::ExtractElementOp::create(
        b, loc, cRegs,
        mlir::fly::i32Const(b, loc, i)));
  // 8-bit floats have no transpose immediates (K-major only).
  bool hasTrans = t.getK() == 16;
  std::string text = "wgmma.mma_async.sync.aligned.m64n" +
                     std::to_string(t.getN()) + "k" + std::to_string(t.getK()) +
                     "." + ptxType(t.getElemC()) +
                     "." + ptxType(t.getElemA()) + "." +
                     ptxType(t.getElemB()) + " {";
  std::string constraints;
  const char *out = f16Acc ? "=r" : "=f";
  for (int64_t i = 0; i < regs; ++i) {
    text += (i ? ", $" : "$") + std::to_string(i);
    constraints += (i ? "," : "") + std::string(out);
  }
  for (int64_t i = 0; i < regs; ++i)
    constraints += "," + std::to_string(i);
  int64_t next = 2 * regs;
  if (t.getAFromRegisters()) {
    auto words = cast<VectorType>(a.getType());
    text += "}, {";
    for (int64_t i = 0; i < words.getNumElements(); ++i) {
      operands.push_back(LLVM::ExtractElementOp::create(
          b, loc, a,
          mlir::fly::i32Const(b, loc, i)));
      text += (i ? ", $" : "$") + std::to_string(next++);
      constraints += ",r";
    }
    // scale-d, imm-scale-a, imm-scale-b[, imm-trans-b].
    text += "}, $" + std::to_string(next++) + ", p, 1, 1" +
            (hasTrans ? std::string(", ") + (transB ? "1" : "0") : "") + ";";
  } else {
    operands.push_back(a);
    // scale-d, imm-scale-a, imm-scale-b[, imm-trans-a, imm-trans-b].
    text += "}, $" + std::to_string(next) + ", $" + std::to_string(next + 1) +
            ", p, 1, 1" +
            (hasTrans ? std::string(", ") + (transA ? "1" : "0") + ", " +
                            (transB ? "1" : "0")
                      : "") +
            ";";
    constraints += ",l";
  }
  operands.push_back(descB);
  constraints += ",l";
  // The accumulate flag scale-d is a predicate in PTX: set from a register
  // holding 1 in the asm block.
  int64_t one = t.getAFromRegisters() ? next : next + 2;
  operands.push_back(mlir::fly::i32Const(b, loc, 1));
  constraints += ",r";
  text = "{\n.reg .pred p;\nsetp.ne.b32 p, $" + std::to_string(one) +
         ", 0;\n" + text + "\n}";
  Type resultType =
      LLVM::LLVMStructType::getLiteral(ctx, SmallVector<Type>(regs, reg));
  auto asmOp = LLVM::InlineAsmOp::create(
      b, loc, resultType, operands, text, constraints,
      /*has_side_effects=*/true, /*is_align_stack=*/false,
      LLVM::TailCallKind::None, LLVM::AsmDialectAttr(), ArrayAttr());
  Value d = LLVM::UndefOp::create(b, loc, regVec);
  for (int64_t i = 0; i < regs; ++i)
    d = LLVM::InsertElementOp::create(
        b, loc, d, LLVM::ExtractValueOp::create(b, loc, asmOp.getRes(), i),
        mlir::fly::i32Const(b, loc, i));
  return LLVM::BitcastOp::create(b, loc, cType, d);
}

/// The A operand: 4 b32 words from registers, or a descriptor.
FailureOr<Descriptor> operandA(OpBuilder &b, Location loc, Operation *op,
                               WgmmaType t, Value value,
                               const StaticView *view) {
  if (t.getAFromRegisters()) {
    Value all = view ? mlir::fly::readValues(b, loc, *view) : value;
    auto v = dyn_cast<VectorType>(all.getType());
    if (!v || v.getNumElements() * v.getElementTypeBitWidth() != 128)
      return op->emitError()
             << t << ": operand A holds 128 bits per thread in registers ("
             << (t.getK() == 32 ? "16 8-bit" : "8 16-bit") << " values)";
    return Descriptor{Value(LLVM::BitcastOp::create(
                          b, loc, VectorType::get({4}, b.getI32Type()), all)),
                      false};
  }
  if (!view)
    return op->emitError() << t
                           << ": operand A must be a shared-memory view (a "
                              "wgmma descriptor), got "
                           << value.getType();
  return descriptor(b, loc, op, t, *view, 64, "A");
}

/// Whether an accumulator (C or D) holds the N/2 values per thread of the
/// instruction; reports at `op` otherwise.
LogicalResult checkAccumulator(Operation *op, WgmmaType t, StringRef role,
                               Type values) {
  auto v = dyn_cast<VectorType>(values);
  int64_t want = t.getN() / 2;
  int64_t have = v ? v.getNumElements() : 1;
  int64_t wantBits = want * t.getElemC().getIntOrFloatBitWidth();
  int64_t haveBits =
      have * (v ? v.getElementTypeBitWidth() : values.getIntOrFloatBitWidth());
  if (haveBits == wantBits)
    return success();
  std::string elem;
  llvm::raw_string_ostream os(elem);
  os << t.getElemC();
  return op->emitError() << t << ": operand " << role << " holds " << have
                         << " " << elem << " values per thread, but "
                         << "the instruction's accumulator is " << want;
}

struct WgmmaCall : mlir::fly::MmaAtomCallLowering<WgmmaType> {
  using MmaAtomCallLowering::MmaAtomCallLowering;
  LogicalResult lowerCall(mlir::fly::MmaAtomCallOp op, mlir::fly::MmaAtomType,
                          WgmmaType t, OpAdaptor adaptor,
                          ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &tc = *getTypeConverter();
    SmallVector<StaticView> views;
    for (auto [role, fly, llvm] :
         {std::make_tuple("d", op.getD(), adaptor.getD()),
          std::make_tuple("a", op.getA(), adaptor.getA()),
          std::make_tuple("b", op.getB(), adaptor.getB()),
          std::make_tuple("c", op.getC(), adaptor.getC())}) {
      FailureOr<StaticView> v = mlir::fly::getStaticView(
          tc, [&] { return op.emitError(); }, role, fly, llvm);
      if (failed(v))
        return failure();
      views.push_back(*v);
    }
    Location loc = op.getLoc();
    FailureOr<Descriptor> a =
        operandA(rewriter, loc, op, t, Value(), &views[1]);
    if (failed(a))
      return failure();
    FailureOr<Descriptor> descB =
        descriptor(rewriter, loc, op, t, views[2], t.getN(), "B");
    if (failed(descB))
      return failure();
    for (auto [role, v] : {std::pair<StringRef, StaticView *>{"C", &views[3]},
                           {"D", &views[0]}})
      if (failed(checkAccumulator(
              op, t, role,
              mlir::fly::valuesType(v->llvmElemType, v->offsets.size()))))
        return failure();
    Value c = mlir::fly::readValues(rewriter, loc, views[3]);
    mlir::fly::writeValues(rewriter, loc, views[0],
                           emitWgmma(rewriter, loc, t, c, a->value,
                                     descB->value, a->transposed,
                                     descB->transposed));
    rewriter.eraseOp(op);
    return success();
  }
};

/// fly.mma_atom_call_ssa: the accumulator (and a register A) as vectors, a
/// shared A and B as views.
struct WgmmaCallSsa : OpConversionPattern<mlir::fly::MmaAtomCallSsaOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(mlir::fly::MmaAtomCallSsaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto t = dyn_cast_or_null<WgmmaType>(
        mlir::fly::getAtomPayload(op.getMmaAtom().getType()));
    if (!t)
      return rewriter.notifyMatchFailure(op, "not a wgmma atom");
    if (!isa<VectorType>(adaptor.getC().getType()))
      return op.emitError("a wgmma call in SSA form takes c as a vector");
    const TypeConverter &tc = *getTypeConverter();
    Location loc = op.getLoc();
    auto viewOf = [&](StringRef role, Value fly,
                      Value llvm) -> FailureOr<StaticView> {
      return mlir::fly::getStaticView(
          tc, [&] { return op.emitError(); }, role, fly, llvm);
    };
    std::optional<StaticView> aView;
    if (isa<mlir::fly::MemRefType>(op.getA().getType())) {
      FailureOr<StaticView> v = viewOf("a", op.getA(), adaptor.getA());
      if (failed(v))
        return failure();
      aView = *v;
    }
    if (failed(checkAccumulator(op, t, "C", adaptor.getC().getType())))
      return failure();
    FailureOr<StaticView> bView = viewOf("b", op.getB(), adaptor.getB());
    if (failed(bView))
      return failure();
    FailureOr<Descriptor> a = operandA(rewriter, loc, op, t, adaptor.getA(),
                                       aView ? &*aView : nullptr);
    if (failed(a))
      return failure();
    FailureOr<Descriptor> descB =
        descriptor(rewriter, loc, op, t, *bView, t.getN(), "B");
    if (failed(descB))
      return failure();
    Value d = emitWgmma(rewriter, loc, t, adaptor.getC(), a->value,
                        descB->value, a->transposed, descB->transposed);
    // The store form (D not promoted with C): d is a view.
    if (op.getD()) {
      FailureOr<StaticView> dView = viewOf("d", op.getD(), adaptor.getD());
      if (failed(dView) ||
          failed(checkAccumulator(op, t, "D",
                                  mlir::fly::valuesType(
                                      dView->llvmElemType,
                                      dView->offsets.size()))))
        return failure();
      mlir::fly::writeValues(rewriter, loc, *dView, d);
      rewriter.eraseOp(op);
      return success();
    }
    rewriter.replaceOp(op, d);
    return success();
  }
};

} // namespace

void mlir::fly_nvvm::populateFlyNVVMWgmmaPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<WgmmaCall, WgmmaCallSsa>(converter, patterns.getContext());
}
