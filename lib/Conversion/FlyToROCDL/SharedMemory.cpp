//===- SharedMemory.cpp - fly.get_dyn_shared to an LDS global -------------===//
//
// fly-ir.md 6.I, 12.3 (dyn_shared): the dynamic shared memory of a kernel is
// one zero-sized `[0 x i8]` global in address space 3 (aligned to 1024),
// created once per gpu.module (or module) and shared by all its kernels;
// `fly.get_dyn_shared` is its address.
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToROCDL/FlyToROCDL.h"

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;

namespace {

constexpr StringLiteral kDynSharedName = "__fly_dynamic_shared";

struct GetDynSharedLowering : OpConversionPattern<mlir::fly::GetDynSharedOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(mlir::fly::GetDynSharedOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Operation *table = SymbolTable::getNearestSymbolTable(op);
    if (!table || table->getNumRegions() != 1 ||
        table->getRegion(0).empty())
      return op.emitOpError("needs an enclosing module to hold the dynamic "
                            "shared memory global");
    MLIRContext *ctx = op.getContext();
    auto arrayType = LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8), 0);
    auto global = dyn_cast_or_null<LLVM::GlobalOp>(
        SymbolTable::lookupSymbolIn(table, kDynSharedName));
    if (!global) {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(&table->getRegion(0).front());
      global = LLVM::GlobalOp::create(
          rewriter, op.getLoc(), arrayType, /*isConstant=*/false,
          LLVM::Linkage::External, kDynSharedName, Attribute(),
          /*alignment=*/1024, /*addrSpace=*/3);
    }
    Value addr = LLVM::AddressOfOp::create(rewriter, op.getLoc(), global);
    rewriter.replaceOp(op, addr);
    return success();
  }
};

} // namespace

void mlir::fly_rocdl::populateFlyROCDLSharedMemoryPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<GetDynSharedLowering>(converter, patterns.getContext());
}
