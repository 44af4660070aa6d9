//===- SharedMemory.cpp - Shared memory allocations to LLVM globals -------===//
//
// Address space 3 is shared memory on both GPU targets (AMDGPU's LDS,
// NVPTX's .shared), and both backends allocate it from LLVM globals, so
// shared memory lowers here, in the target-neutral conversion:
//
// - A static shared allocation, `fly.make_ptr() {dictAttrs = {allocBytes =
//   N, allocAlign = A}} : !fly.ptr<T, shared...>`, is a new internal
//   `[N x i8]` global in address space 3, so the kernel's shared memory size
//   is known at compile time (AMDGPU's kernel metadata, PTX's `.shared`
//   declarations).
// - The dynamic shared memory of a kernel, `fly.get_dyn_shared`, is one
//   external zero-sized `[0 x i8]` global in address space 3, aligned to
//   1024 (the alignment the op's result type promises), created once per
//   gpu.module (or module) and shared by all its kernels. Both backends put
//   such a global at the start of the dynamic shared memory whose size is
//   given at launch (PTX: `.extern .shared .align 1024 .b8 name[]`).
//   Upstream `gpu.dynamic_shared_memory` lowers to the same kind of global,
//   but yields a memref (its descriptor then has to be taken apart again)
//   and aligns to 16 only; Fly's pointers are plain LLVM pointers.
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"

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

struct StaticSharedAllocLowering
    : OpConversionPattern<mlir::fly::MakePtrOp> {
  StaticSharedAllocLowering(const TypeConverter &tc, MLIRContext *ctx)
      : OpConversionPattern(tc, ctx, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(mlir::fly::MakePtrOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto ptr = cast<mlir::fly::PointerType>(op.getType());
    DictionaryAttr dict = op.getDictAttrsAttr();
    if (ptr.getFlyAddressSpace() != mlir::fly::AddressSpace::Shared || !dict ||
        !dict.get("allocBytes"))
      return rewriter.notifyMatchFailure(op, "not a static shared allocation");
    // The op verifier checked allocBytes > 0 and a power-of-two allocAlign.
    auto bytes = dict.getAs<IntegerAttr>("allocBytes");
    auto align = dict.getAs<IntegerAttr>("allocAlign");
    Operation *table = SymbolTable::getNearestSymbolTable(op);
    if (!table || table->getNumRegions() != 1 || table->getRegion(0).empty())
      return op.emitOpError("needs an enclosing module to hold the shared "
                            "allocation");
    MLIRContext *ctx = op.getContext();
    std::string name;
    for (unsigned i = 0;; ++i) {
      name = "__fly_shared_alloc_" + std::to_string(i);
      if (!SymbolTable::lookupSymbolIn(table, name))
        break;
    }
    int64_t alignment =
        std::max<int64_t>(align ? align.getInt() : 1,
                          mlir::fly::llvmAlignment(ptr.getAlignBytes()));
    LLVM::GlobalOp global;
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(&table->getRegion(0).front());
      global = LLVM::GlobalOp::create(
          rewriter, op.getLoc(),
          LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8), bytes.getInt()),
          /*isConstant=*/false, LLVM::Linkage::Internal, name, Attribute(),
          alignment, /*addrSpace=*/3);
    }
    rewriter.replaceOpWithNewOp<LLVM::AddressOfOp>(op, global);
    return success();
  }
};

} // namespace

void mlir::fly::populateFlySharedMemoryToLLVMPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<GetDynSharedLowering, StaticSharedAllocLowering>(
      converter, patterns.getContext());
}
