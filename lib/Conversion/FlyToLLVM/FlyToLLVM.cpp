//===- FlyToLLVM.cpp - Type conversion, legality and the pass -------------===//
//
// convert-fly-to-llvm: pointers and views become `!llvm.ptr<AS>`, stateless
// atoms empty structs; the patterns live in PointerOps.cpp,
// SharedMemory.cpp and UniversalAtoms.cpp, the address spaces in
// AddressSpaces.cpp. See include/fly/Conversion/FlyToLLVM/FlyToLLVM.h for
// how a target conversion reuses these pieces.
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"
#include "fly/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"

namespace mlir::fly {
#define GEN_PASS_DEF_CONVERTFLYTOLLVMPASS
#include "fly/Conversion/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;
using namespace mlir::fly;

/// Floats narrower than 16 bits have no LLVM type: they travel as iN.
static std::optional<Type> convertNarrowFloat(Type t) {
  if (auto f = dyn_cast<FloatType>(t))
    if (f.getWidth() < 16)
      return IntegerType::get(t.getContext(), f.getWidth());
  return std::nullopt;
}

void mlir::fly::populateFlyToLLVMTypeConversions(
    TypeConverter &converter, unsigned registerAddressSpace,
    bool identityFallback) {
  // Conversions run last-added first: the identity is the fallback.
  if (identityFallback) {
    converter.addConversion([](Type t) { return t; });
  } else {
    // The fly value types nothing converts (int tuples, layouts, ...) stay
    // as they are, so the ops that take them remain legal or convertible.
    converter.addConversion([](Type t) -> std::optional<Type> {
      if (isa<FlyDialect>(t.getDialect()))
        return t;
      return std::nullopt;
    });
  }
  converter.addConversion([](FloatType t) -> std::optional<Type> {
    return convertNarrowFloat(t);
  });
  converter.addConversion([](VectorType t) -> std::optional<Type> {
    if (auto e = convertNarrowFloat(t.getElementType()))
      return t.clone(*e);
    return std::nullopt;
  });
  converter.addConversion([=](PointerType t) -> std::optional<Type> {
    if (auto as =
            getLLVMAddressSpace(t.getAddressSpace(), registerAddressSpace))
      return LLVM::LLVMPointerType::get(t.getContext(), *as);
    return std::nullopt; // a target address space: not ours
  });
  converter.addConversion([=](mlir::fly::MemRefType t) -> std::optional<Type> {
    if (auto as =
            getLLVMAddressSpace(t.getAddressSpace(), registerAddressSpace))
      return LLVM::LLVMPointerType::get(t.getContext(), *as);
    return std::nullopt;
  });
  // Universal payloads are stateless: the atom is an empty struct. A payload
  // with runtime state is the struct of its fields; other (stateless target)
  // payloads are converted by the target's own conversions.
  auto isUniversal = [](Type payload) {
    return isa<UniversalCopyType, UniversalAtomicType, UniversalFmaType>(
        payload);
  };
  converter.addConversion([=](CopyAtomType t) -> std::optional<Type> {
    if (isUniversal(t.getCopyOp()))
      return LLVM::LLVMStructType::getLiteral(t.getContext(), {});
    return convertStatefulAtom(t);
  });
  converter.addConversion([=](MmaAtomType t) -> std::optional<Type> {
    if (isUniversal(t.getMmaOp()))
      return LLVM::LLVMStructType::getLiteral(t.getContext(), {});
    return convertStatefulAtom(t);
  });
  converter.addConversion(
      [&converter](TiledCopyType t) -> std::optional<Type> {
        Type atom = converter.convertType(t.getCopyAtom());
        if (!atom || atom == t.getCopyAtom())
          return std::nullopt;
        return atom;
      });
  converter.addConversion([&converter](TiledMmaType t) -> std::optional<Type> {
    Type atom = converter.convertType(t.getMmaAtom());
    if (!atom || atom == t.getMmaAtom())
      return std::nullopt;
    return atom;
  });

  auto cast = [](OpBuilder &b, Type type, ValueRange inputs,
                 Location loc) -> Value {
    if (inputs.size() != 1)
      return Value();
    return UnrealizedConversionCastOp::create(b, loc, type, inputs)
        .getResult(0);
  };
  converter.addSourceMaterialization(cast);
  converter.addTargetMaterialization(cast);
}

/// The fly ops this conversion rewrites (when they touch a converted type).
static bool isConvertedFlyOp(Operation *op) {
  return isa<MakeViewOp, GetIterOp, AddOffsetOp, ApplySwizzleOp, MakePtrOp,
             IntToPtrOp, PtrToIntOp, ToLLVMPtrOp, RecastIterOp, PtrLoadOp,
             PtrStoreOp, MemRefAllocaOp, MakeCopyAtomOp, MakeMmaAtomOp,
             MakeTiledCopyOp, MakeTiledMmaOp, CopyAtomCallOp, MmaAtomCallOp,
             CopyAtomCallSsaOp, MmaAtomCallSsaOp, AtomSetValueOp, StaticOp,
             GetDynSharedOp>(op);
}

void mlir::fly::configureFlyOpsToLLVMLegality(ConversionTarget &target,
                                              const TypeConverter &converter) {
  target.addDynamicallyLegalDialect<FlyDialect>(
      [&converter](Operation *op) -> bool {
        if (isa<PrintOp>(op)) // always lowered, whatever it prints
          return false;
        if (!isConvertedFlyOp(op))
          return true;
        return converter.isLegal(op);
      });
}

void mlir::fly::configureFlyToLLVMConversionTarget(
    ConversionTarget &target, const TypeConverter &converter) {
  target.addLegalDialect<LLVM::LLVMDialect, arith::ArithDialect,
                         scf::SCFDialect, vector::VectorDialect>();
  target.addLegalOp<ModuleOp, UnrealizedConversionCastOp>();
  configureFlyOpsToLLVMLegality(target, converter);
  target.addDynamicallyLegalOp<func::FuncOp>([&converter](func::FuncOp f) {
    return converter.isSignatureLegal(f.getFunctionType()) &&
           converter.isLegal(&f.getBody());
  });
  target.addDynamicallyLegalOp<gpu::GPUFuncOp>(
      [&converter](gpu::GPUFuncOp f) {
        return converter.isSignatureLegal(f.getFunctionType()) &&
               converter.isLegal(&f.getBody());
      });
  target.addDynamicallyLegalOp<func::CallOp>(
      [&converter](func::CallOp op) { return converter.isLegal(op); });
  target.addDynamicallyLegalOp<gpu::LaunchFuncOp>(
      [&converter](gpu::LaunchFuncOp op) { return converter.isLegal(op); });
  target.addDynamicallyLegalOp<func::ReturnOp>(
      [&converter](func::ReturnOp op) { return converter.isLegal(op); });
  target.markUnknownOpDynamicallyLegal([&converter](Operation *op) {
    // cf branches and other terminators carrying converted values.
    if (isNotBranchOpInterfaceOrReturnLikeOp(op))
      return true;
    return isLegalForBranchOpInterfaceTypeConversionPattern(op, converter) ||
           isLegalForReturnOpTypeConversionPattern(op, converter);
  });
}

namespace {
/// gpu.launch_func passes the kernel's operands with the converted types of
/// its (converted) gpu.func signature: !fly.ptr arguments as LLVM pointers.
struct LaunchFuncOperands : OpConversionPattern<gpu::LaunchFuncOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(gpu::LaunchFuncOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.modifyOpInPlace(
        op, [&] { op->setOperands(adaptor.getOperands()); });
    return success();
  }
};
} // namespace

void mlir::fly::populateFlyStructuralTypeConversions(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<LaunchFuncOperands>(converter, patterns.getContext());
  populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                 converter);
  // Kernels: pointer and view arguments become LLVM pointers (bare-pointer
  // calling convention, docs/reference/lowering.md#type-conversion).
  populateFunctionOpInterfaceTypeConversionPattern<gpu::GPUFuncOp>(patterns,
                                                                   converter);
  populateCallOpTypeConversionPattern(patterns, converter);
  populateReturnOpTypeConversionPattern(patterns, converter);
  populateBranchOpInterfaceTypeConversionPattern(patterns, converter);
}

void mlir::fly::populateFlyToLLVMPatterns(const TypeConverter &converter,
                                          RewritePatternSet &patterns) {
  populateFlyPointerToLLVMPatterns(converter, patterns);
  populateFlySharedMemoryToLLVMPatterns(converter, patterns);
  populateFlyUniversalAtomToLLVMPatterns(converter, patterns);
  populateFlyPrintToLLVMPatterns(converter, patterns);
  populateFlyStructuralTypeConversions(converter, patterns);
}

LogicalResult mlir::fly::convertFlyOpsToLLVM(
    Operation *scope, unsigned registerAddressSpace,
    function_ref<void(TypeConverter &, ConversionTarget &,
                      RewritePatternSet &)>
        addTarget) {
  MLIRContext *ctx = scope->getContext();
  TypeConverter converter;
  populateFlyToLLVMTypeConversions(converter, registerAddressSpace);
  ConversionTarget target(*ctx);
  configureFlyToLLVMConversionTarget(target, converter);
  RewritePatternSet patterns(ctx);
  populateFlyToLLVMPatterns(converter, patterns);
  if (addTarget)
    addTarget(converter, target, patterns);
  // scf.for / scf.if / scf.while carrying pointers or views.
  scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                       target);
  return applyPartialConversion(scope, target, std::move(patterns));
}

namespace {
struct ConvertFlyToLLVMPass
    : mlir::fly::impl::ConvertFlyToLLVMPassBase<ConvertFlyToLLVMPass> {
  using ConvertFlyToLLVMPassBase::ConvertFlyToLLVMPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    int64_t option = registerAddressSpace;
    if (option < -1 || option > INT32_MAX) {
      emitError(module.getLoc())
          << getArgument()
          << ": register-address-space must be an address space number or -1 "
             "(derive it), got "
          << option;
      return signalPassFailure();
    }
    std::optional<unsigned> fallback;
    if (option >= 0)
      fallback = unsigned(option);
    if (failed(verifyPrintOperands(module)) ||
        failed(spillSsaCopyCalls(module)))
      return signalPassFailure();
    // The type conversion is per address-space scope: each gpu.module (or
    // other data layout scope) compiles for its own target, whose register
    // memory may live elsewhere than the host's. Innermost scopes first.
    SmallVector<Operation *> scopes;
    module->walk<WalkOrder::PostOrder>([&](Operation *op) {
      if (isa<ModuleOp, DataLayoutOpInterface>(op))
        scopes.push_back(op);
    });
    for (Operation *scope : scopes) {
      FailureOr<unsigned> space = getRegisterAddressSpace(scope, fallback);
      // The scope's nested data layout scopes were converted before it and
      // are legal by now.
      if (failed(space) || failed(convertFlyOpsToLLVM(scope, *space)))
        return signalPassFailure();
    }
    if (failed(eraseDeadFlyOpsAndCheckNoneRemain(module, getArgument())))
      signalPassFailure();
  }
};
} // namespace
