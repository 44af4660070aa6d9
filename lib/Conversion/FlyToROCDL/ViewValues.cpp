//===- ViewValues.cpp - Reading and writing the values of views -----------===//

#include "ViewValues.h"

#include "ROCDLBuilders.h"

#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::fly_rocdl;

bool mlir::fly_rocdl::isBufferSpace(Attribute as) {
  return isa_and_nonnull<BufferDescAttr>(as);
}

/// The i32 byte offset of element `elemOffset` of a buffer view (its fat
/// pointer's offset plus the value offset), swizzled if the view is.
Value mlir::fly_rocdl::bufferByteOffset(OpBuilder &b, Location loc, const mlir::fly::StaticView &view,
                       int64_t elemOffset) {
  return bufferByteOffset(b, loc, view.ptr, view.elemBits, view.swizzle,
                          elemOffset);
}

Value mlir::fly_rocdl::bufferByteOffset(OpBuilder &b, Location loc,
                                        Value fatPtr, int64_t elemBits,
                                        mlir::fly::SwizzleAttr swizzle,
                                        int64_t elemOffset) {
  Value elem = LLVM::ExtractValueOp::create(b, loc, fatPtr, int64_t(1));
  Value total = LLVM::AddOp::create(b, loc, elem, i32Const(b, loc, elemOffset));
  Value bytes =
      LLVM::MulOp::create(b, loc, total, i32Const(b, loc, elemBits / 8));
  if (!swizzle || swizzle.getValue().isTrivial())
    return bytes;
  mlir::fly::algebra::Swizzle s = swizzle.getValue();
  int64_t mask = ((int64_t(1) << s.mask) - 1) << (s.base + s.shift);
  Value bits = LLVM::AndOp::create(b, loc, bytes, i32Const(b, loc, mask));
  Value moved =
      s.shift >= 0
          ? Value(LLVM::LShrOp::create(b, loc, bits, i32Const(b, loc, s.shift)))
          : Value(LLVM::ShlOp::create(b, loc, bits, i32Const(b, loc, -s.shift)));
  return LLVM::XOrOp::create(b, loc, bytes, moved);
}

/// The integer (or vector of i32) type the buffer intrinsics move `bits` as.
Type mlir::fly_rocdl::bufferWordType(MLIRContext *ctx, int64_t bits) {
  if (bits <= 32)
    return IntegerType::get(ctx, bits);
  return VectorType::get({bits / 32}, IntegerType::get(ctx, 32));
}

/// The constant a converted atom's state field `index` holds, followed
/// through the llvm.insertvalue chain that built it (its default when
/// nothing was inserted); nullopt if it is not a compile-time constant.
std::optional<int64_t> mlir::fly_rocdl::constantStateField(Value atom, int64_t index) {
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
FailureOr<Value>
mlir::fly_rocdl::soffsetBytes(OpBuilder &b, Location loc, Value atom,
                              Type payload, int64_t elemBits,
                              function_ref<InFlightDiagnostic()> emitError) {
  FailureOr<Value> elems =
      mlir::fly::getAtomStateField(b, loc, atom, payload, "soffset");
  if (failed(elems))
    return emitError() << "the buffer atom has no soffset field";
  return Value(LLVM::MulOp::create(b, loc, *elems,
                                   i32Const(b, loc, elemBits / 8)));
}
