//===- ViewValues.cpp - All values of a static view as one value ----------===//
//
// Target conversions read and write a lane's fragment (the values of a
// register or memory view) as one vector, the form the MMA and matrix
// instructions take.
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace mlir::fly;

Value mlir::fly::i32Const(OpBuilder &b, Location loc, int64_t v) {
  return LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                  b.getI32IntegerAttr(int32_t(v)));
}

Value mlir::fly::bitcastTo(OpBuilder &b, Location loc, Type type, Value v) {
  if (v.getType() == type)
    return v;
  return LLVM::BitcastOp::create(b, loc, type, v);
}

bool mlir::fly::areConsecutive(ArrayRef<int64_t> offsets) {
  for (size_t i = 1; i < offsets.size(); ++i)
    if (offsets[i] != offsets[0] + int64_t(i))
      return false;
  return true;
}

Type mlir::fly::valuesType(Type elem, int64_t n) {
  return n == 1 ? elem : VectorType::get({n}, elem);
}

Value mlir::fly::readValues(OpBuilder &b, Location loc, const StaticView &v) {
  int64_t n = v.offsets.size();
  Type t = valuesType(v.llvmElemType, n);
  if (areConsecutive(v.offsets))
    return v.load(b, loc, t, v.offsets[0]);
  Value vec = LLVM::UndefOp::create(b, loc, t);
  for (int64_t i = 0; i < n; ++i) {
    Value e = v.load(b, loc, v.llvmElemType, v.offsets[i]);
    vec = LLVM::InsertElementOp::create(b, loc, vec, e, i32Const(b, loc, i));
  }
  return vec;
}

void mlir::fly::writeValues(OpBuilder &b, Location loc, const StaticView &v,
                            Value values) {
  int64_t n = v.offsets.size();
  if (n == 1 || areConsecutive(v.offsets)) {
    v.store(b, loc, values, v.offsets[0]);
    return;
  }
  for (int64_t i = 0; i < n; ++i) {
    Value e =
        LLVM::ExtractElementOp::create(b, loc, values, i32Const(b, loc, i));
    v.store(b, loc, e, v.offsets[i]);
  }
}

LogicalResult mlir::fly::emitCopyCall(
    const TypeConverter &converter, CopyAtomCallOp op,
    CopyAtomCallOp::Adaptor adaptor, ConversionPatternRewriter &rewriter,
    function_ref<LogicalResult(OpBuilder &)> body) {
  if (failed(emitPredicated(converter, op, op.getPred(), adaptor.getPred(),
                            rewriter, body)))
    return failure();
  rewriter.eraseOp(op);
  return success();
}
