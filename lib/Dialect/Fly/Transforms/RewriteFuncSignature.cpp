//===- RewriteFuncSignature.cpp - Fly values across boundaries ------------===//
//
// fly-rewrite-func-signature (docs/reference/concepts.md#boundaries). At
// the boundaries of
// `func.func`, `gpu.func`, `func.call`, `func.return`, `gpu.return`,
// `gpu.launch_func`, `scf.for`, `scf.if`, `scf.while` (and the branch ops of
// multi-block functions) a Fly value travels as one
// `!llvm.struct<packed (...)>` of its dynamic leaves; a fully static value
// disappears from the boundary and is re-created with `fly.static`.
//
// A memref travels as its `!fly.ptr` plus the struct of its layout (if
// dynamic); a pointer as itself. Carriers.h defines the struct forms.
//
// The rewrite is a partial dialect conversion with a 1:N type converter:
// source materializations rebuild the normal form of a value from its
// carrier (llvm.extractvalue of each leaf, then the normal-form
// constructors, make_view for views; `fly.static` for a dropped static
// value), and target
// materializations pack a value into its carrier (llvm.mlir.undef then
// llvm.insertvalue of each leaf; the leaves come from the normal-form
// constructor if the value is in normal form, otherwise from
// fly.get_leaves {dynamicOnly} on the int tuple parts reached with
// fly.get_shape / get_stride / composed_get_*).
//
// A Fly type the pass cannot carry (a dynamic basis) is reported at the
// boundary op before anything is rewritten, and the pass fails.
//
//===----------------------------------------------------------------------===//

#include "Carriers.h"
#include "NormalForm.h"

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"
#include "fly/Dialect/Fly/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYREWRITEFUNCSIGNATUREPASS
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;
using namespace mlir::fly;

namespace {

//===----------------------------------------------------------------------===//
// Type converter
//===----------------------------------------------------------------------===//

class FlyCarrierTypeConverter : public TypeConverter {
public:
  FlyCarrierTypeConverter() {
    // Everything that is not a Fly type stays as it is.
    addConversion([](Type type) { return type; });
    addConversion([](Type type, SmallVectorImpl<Type> &out)
                      -> std::optional<LogicalResult> {
      if (!isFlyType(type))
        return std::nullopt;
      std::optional<SmallVector<Type>> types = boundaryTypes(type);
      if (!types)
        return failure();
      out.append(*types);
      return success();
    });

    // Boundary values -> Fly value: at region entries and after ops whose
    // results were converted.
    addSourceMaterialization([](OpBuilder &b, Type type, ValueRange inputs,
                                Location loc) -> Value {
      if (!isFlyType(type))
        return {};
      return unpackFromBoundary(b, loc, type, inputs);
    });

    // Fly value -> boundary values: at yields, returns, calls and launches.
    addTargetMaterialization([](OpBuilder &b, TypeRange types,
                                ValueRange inputs, Location loc,
                                Type) -> SmallVector<Value> {
      if (types.empty() || inputs.size() != 1 ||
          !isFlyType(inputs[0].getType()))
        return {};
      std::optional<SmallVector<Value>> packed =
          packForBoundary(b, loc, inputs[0]);
      if (!packed || TypeRange(*packed) != types)
        return {};
      return *packed;
    });
  }
};

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

/// Rewrites the signature of a function-like op (func.func, gpu.func) and
/// converts the block arguments of its body. Argument and result attributes
/// follow their values: kept on a converted value, dropped with a dropped
/// one. Entry-block arguments beyond the function inputs (gpu.func memory
/// attributions) are kept as they are.
template <typename FuncT>
class FunctionSignatureRewrite : public OpConversionPattern<FuncT> {
public:
  using OpConversionPattern<FuncT>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(FuncT op, typename FuncT::Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &converter = *this->getTypeConverter();
    auto fn = cast<FunctionOpInterface>(op.getOperation());
    ArrayRef<Type> inputs = fn.getArgumentTypes();
    ArrayRef<Type> results = fn.getResultTypes();

    Region &body = fn.getFunctionBody();
    unsigned numEntryArgs =
        body.empty() ? inputs.size() : body.front().getNumArguments();
    TypeConverter::SignatureConversion conversion(numEntryArgs);
    SmallVector<Type> newInputs;
    SmallVector<DictionaryAttr> newArgAttrs;
    for (auto [i, type] : llvm::enumerate(inputs)) {
      SmallVector<Type> converted;
      if (failed(converter.convertType(type, converted)))
        return rewriter.notifyMatchFailure(op, "unconvertible argument");
      conversion.addInputs(i, converted);
      newInputs.append(converted);
      for (size_t k = 0; k < converted.size(); ++k)
        newArgAttrs.push_back(fn.getArgAttrDict(i));
    }
    for (unsigned i = inputs.size(); i < numEntryArgs; ++i)
      conversion.addInputs(i, body.front().getArgument(i).getType());

    SmallVector<Type> newResults;
    SmallVector<DictionaryAttr> newResultAttrs;
    for (auto [i, type] : llvm::enumerate(results)) {
      SmallVector<Type> converted;
      if (failed(converter.convertType(type, converted)))
        return rewriter.notifyMatchFailure(op, "unconvertible result");
      newResults.append(converted);
      for (size_t k = 0; k < converted.size(); ++k)
        newResultAttrs.push_back(fn.getResultAttrDict(i));
    }

    // Dropped (static) arguments are re-created with fly.static at entry
    // here, before the block is converted: the driver's own 1:0
    // materialization of used entry arguments leaves null operands in
    // MLIR 22. Dynamic arguments without uses get no materialization from
    // the driver; they are rebuilt after the conversion below, so that every
    // Fly argument is visibly re-created at entry, as FlyDSL does.
    SmallVector<unsigned> unusedFlyArgs;
    if (!body.empty()) {
      Block &entry = body.front();
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(&entry);
      for (unsigned i = 0, e = inputs.size(); i < e; ++i) {
        if (!isFlyType(inputs[i]))
          continue;
        BlockArgument arg = entry.getArgument(i);
        if (!conversion.getInputMapping(i) ||
            conversion.getInputMapping(i)->size == 0) {
          Value st = StaticOp::create(rewriter, arg.getLoc(), inputs[i]);
          for (OpOperand &use : llvm::make_early_inc_range(arg.getUses()))
            rewriter.modifyOpInPlace(use.getOwner(), [&] { use.set(st); });
        } else if (arg.use_empty()) {
          unusedFlyArgs.push_back(i);
        }
      }
    }

    if (!body.empty()) {
      FailureOr<Block *> entry =
          rewriter.convertRegionTypes(&body, converter, &conversion);
      if (failed(entry))
        return rewriter.notifyMatchFailure(op,
                                           "unconvertible block signature");
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(*entry);
      for (unsigned i : unusedFlyArgs) {
        std::optional<TypeConverter::SignatureConversion::InputMapping> map =
            conversion.getInputMapping(i);
        SmallVector<Value> carriers;
        if (map)
          for (unsigned k = 0; k < map->size; ++k)
            carriers.push_back((*entry)->getArgument(map->inputNo + k));
        if (!converter.materializeSourceConversion(rewriter, op.getLoc(),
                                                   inputs[i], carriers))
          return rewriter.notifyMatchFailure(op, "cannot rebuild argument");
      }
    }

    rewriter.modifyOpInPlace(op, [&] {
      fn.setFunctionTypeAttr(TypeAttr::get(
          FunctionType::get(op.getContext(), newInputs, newResults)));
      fn.setAllArgAttrs(newArgAttrs);
      fn.setAllResultAttrs(newResultAttrs);
    });
    return success();
  }
};

/// gpu.return with its operands replaced by their carriers.
class GpuReturnRewrite : public OpConversionPattern<gpu::ReturnOp> {
public:
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(gpu::ReturnOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> operands;
    for (ValueRange carriers : adaptor.getOperands())
      llvm::append_range(operands, carriers);
    rewriter.replaceOpWithNewOp<gpu::ReturnOp>(op, operands);
    return success();
  }
};

/// gpu.launch_func with its kernel operands replaced by their carriers.
class LaunchFuncRewrite : public OpConversionPattern<gpu::LaunchFuncOp> {
public:
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(gpu::LaunchFuncOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> operands;
    for (ValueRange carriers : adaptor.getKernelOperands())
      llvm::append_range(operands, carriers);
    rewriter.modifyOpInPlace(
        op, [&] { op.getKernelOperandsMutable().assign(operands); });
    return success();
  }
};

/// A branch (cf.br, cf.cond_br, ...) with the operands it forwards to its
/// successors replaced by their carriers. (Upstream's branch pattern only
/// handles 1:1 conversions.)
class BranchRewrite : public OpInterfaceConversionPattern<BranchOpInterface> {
public:
  using OpInterfaceConversionPattern::OpInterfaceConversionPattern;

  LogicalResult
  matchAndRewrite(BranchOpInterface op, ArrayRef<ValueRange> operands,
                  ConversionPatternRewriter &rewriter) const override {
    unsigned numSuccessors = op->getNumSuccessors();
    SmallVector<SmallVector<Value>> forwarded(numSuccessors);
    for (unsigned i = 0; i < numSuccessors; ++i) {
      OperandRange range = op.getSuccessorOperands(i).getForwardedOperands();
      if (range.empty())
        continue;
      unsigned begin = range.getBeginOperandIndex();
      for (unsigned k = 0, e = range.size(); k < e; ++k)
        llvm::append_range(forwarded[i], operands[begin + k]);
    }
    rewriter.modifyOpInPlace(op, [&] {
      for (unsigned i = 0; i < numSuccessors; ++i)
        op.getSuccessorOperands(i).getMutableForwardedOperands().assign(
            forwarded[i]);
    });
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Up-front check for types the pass cannot carry
//===----------------------------------------------------------------------===//

/// The first Fly type among `types` that the pass cannot carry.
Type findUncarriable(TypeRange types) {
  for (Type t : types)
    if (isFlyType(t) && !boundaryTypes(t))
      return t;
  return {};
}

bool containsFlyType(TypeRange types) {
  return llvm::any_of(types, isFlyType);
}

/// Whether an op the conversion below constrains has a type the converter
/// changes: a function's signature or block arguments, the operands of a
/// return, call, launch or branch, the values of an scf op. The legality
/// rules ask the converter about those types only (every other op is
/// legal), so without one the conversion would change nothing.
bool carriesAnything(Operation *root, const TypeConverter &converter) {
  auto legalValues = [&](Operation *op) {
    if (!converter.isLegal(op->getOperandTypes()) ||
        !converter.isLegal(op->getResultTypes()))
      return false;
    for (Region &region : op->getRegions())
      for (Block &block : region)
        if (!converter.isLegal(block.getArgumentTypes()))
          return false;
    return true;
  };
  return root
      ->walk([&](Operation *op) {
        bool legal = true;
        if (auto fn = dyn_cast<FunctionOpInterface>(op)) {
          legal = converter.isLegal(fn.getArgumentTypes()) &&
                  converter.isLegal(fn.getResultTypes());
          for (Block &block : fn.getFunctionBody())
            legal = legal && converter.isLegal(block.getArgumentTypes());
        } else if (isa<func::ReturnOp, gpu::ReturnOp, func::CallOp,
                       gpu::LaunchFuncOp, BranchOpInterface>(op) ||
                   isa_and_nonnull<scf::SCFDialect>(op->getDialect())) {
          legal = legalValues(op);
        }
        return legal ? WalkResult::advance() : WalkResult::interrupt();
      })
      .wasInterrupted();
}

/// Reports boundary ops that carry a Fly value the pass cannot convert.
LogicalResult checkBoundaries(Operation *root) {
  bool ok = true;
  auto report = [&](Operation *op, Type type, StringRef where) {
    op->emitError() << "cannot pass a value of type " << type << " across "
                    << where
                    << ": a dynamic basis has no constructor to rebuild it "
                       "from";
    ok = false;
  };
  root->walk([&](Operation *op) {
    if (isa<func::FuncOp, gpu::GPUFuncOp>(op)) {
      auto fn = cast<FunctionOpInterface>(op);
      if (Type t = findUncarriable(fn.getArgumentTypes()))
        report(op, t, "a function signature");
      else if (Type t = findUncarriable(fn.getResultTypes()))
        report(op, t, "a function signature");
      // Other blocks of the body are converted by the type converter too.
      for (Block &block : llvm::drop_begin(fn.getFunctionBody()))
        if (Type t = findUncarriable(block.getArgumentTypes())) {
          report(op, t, "a block boundary");
          break;
        }
      return;
    }
    if (isa<gpu::LaunchFuncOp>(op)) {
      auto launch = cast<gpu::LaunchFuncOp>(op);
      if (Type t = findUncarriable(launch.getKernelOperands().getTypes()))
        report(op, t, "a kernel launch");
      return;
    }
    if (isa<func::CallOp, func::ReturnOp, gpu::ReturnOp, scf::ForOp,
            scf::IfOp, scf::WhileOp, scf::ConditionOp>(op) ||
        isa<BranchOpInterface>(op) ||
        (isa<scf::YieldOp>(op) &&
         isa<scf::ForOp, scf::IfOp, scf::WhileOp>(op->getParentOp()))) {
      if (Type t = findUncarriable(op->getOperandTypes()))
        report(op, t, "'" + op->getName().getStringRef().str() + "'");
      else if (Type t = findUncarriable(op->getResultTypes()))
        report(op, t, "'" + op->getName().getStringRef().str() + "'");
      return;
    }
    // Function references would keep the old signature.
    if (isa<func::ConstantOp, func::CallIndirectOp>(op)) {
      for (Type t : llvm::concat<const Type>(
               SmallVector<Type>(op->getOperandTypes()),
               SmallVector<Type>(op->getResultTypes())))
        if (auto ft = dyn_cast<FunctionType>(t))
          if (containsFlyType(ft.getInputs()) ||
              containsFlyType(ft.getResults())) {
            op->emitError()
                << "function values with Fly types in their signature ("
                << ft << ") are not supported by fly-rewrite-func-signature";
            ok = false;
            return;
          }
    }
  });
  return success(ok);
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

struct FlyRewriteFuncSignaturePassImpl
    : mlir::fly::impl::FlyRewriteFuncSignaturePassBase<
          FlyRewriteFuncSignaturePassImpl> {
  void runOnOperation() override {
    Operation *root = getOperation();
    if (failed(checkBoundaries(root)))
      return signalPassFailure();

    MLIRContext *ctx = &getContext();
    FlyCarrierTypeConverter converter;
    // Every legality rule below asks the converter about some of these
    // types: with none to convert, no op is illegal and the conversion
    // would change nothing. The pass manager then keeps its analyses and
    // does not verify the unchanged module again.
    if (!carriesAnything(root, converter))
      return markAllAnalysesPreserved();
    RewritePatternSet patterns(ctx);
    ConversionTarget target(*ctx);

    patterns.add<FunctionSignatureRewrite<func::FuncOp>,
                 FunctionSignatureRewrite<gpu::GPUFuncOp>, GpuReturnRewrite,
                 LaunchFuncRewrite>(converter, ctx);
    populateReturnOpTypeConversionPattern(patterns, converter);
    populateCallOpTypeConversionPattern(patterns, converter);
    patterns.add<BranchRewrite>(converter, ctx);

    auto legalFunction = [&](FunctionOpInterface fn) {
      return converter.isLegal(fn.getArgumentTypes()) &&
             converter.isLegal(fn.getResultTypes()) &&
             converter.isLegal(&fn.getFunctionBody());
    };
    target.addDynamicallyLegalOp<func::FuncOp>(
        [=](func::FuncOp op) { return legalFunction(op); });
    target.addDynamicallyLegalOp<gpu::GPUFuncOp>(
        [=](gpu::GPUFuncOp op) { return legalFunction(op); });
    target.addDynamicallyLegalOp<func::ReturnOp, gpu::ReturnOp,
                                 func::CallOp>([&](Operation *op) {
      return converter.isLegal(op->getOperandTypes()) &&
             converter.isLegal(op->getResultTypes());
    });
    target.addDynamicallyLegalOp<gpu::LaunchFuncOp>(
        [&](gpu::LaunchFuncOp op) {
          return converter.isLegal(op.getKernelOperands().getTypes());
        });
    target.markUnknownOpDynamicallyLegal([&](Operation *op) {
      if (auto branch = dyn_cast<BranchOpInterface>(op))
        for (unsigned i = 0, e = op->getNumSuccessors(); i < e; ++i)
          if (!converter.isLegal(TypeRange(
                  branch.getSuccessorOperands(i).getForwardedOperands())))
            return false;
      return true;
    });
    scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                         target);

    if (failed(applyPartialConversion(root, target, std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
