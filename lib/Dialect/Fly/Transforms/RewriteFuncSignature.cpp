//===- RewriteFuncSignature.cpp - Fly values across boundaries ------------===//
//
// fly-rewrite-func-signature (fly-ir.md 5 and 8.1). At the boundaries of
// `func.func`, `gpu.func`, `func.call`, `func.return`, `gpu.return`,
// `gpu.launch_func`, `scf.for`, `scf.if`, `scf.while` (and the branch ops of
// multi-block functions) a Fly value travels as one
// `!llvm.struct<packed (...)>` of its dynamic leaves; a fully static value
// disappears from the boundary and is re-created with `fly.static`.
//
// The struct form ("carrier") of a Fly type, as FlyDSL builds it:
//
//   int tuple       packed struct of its dynamic leaves, depth first, each
//                   i32 or i64:  (?,(4,?{i64}))  ->  struct<packed (i32, i64)>
//   layout          packed struct of (shape struct, stride struct), where a
//                   fully static shape or stride has no field:
//                   (?,64):(1,?{i64}) -> struct<packed (struct<packed (i32)>,
//                                                      struct<packed (i64)>)>
//                   4:? -> struct<packed (struct<packed (i32)>)>
//   composed layout packed struct of (outer, offset, inner) structs -- note
//                   FlyDSL's order, outer first -- each present only if that
//                   part has a dynamic leaf (a swizzle inner never has one).
//   fully static    no carrier at all (1:0): dropped from the boundary.
//
// So a carrier never contains an empty struct. Swizzles, coordinate
// swizzles, tiles and static bases are always static and always dropped.
//
// The rewrite is a partial dialect conversion with a 1:N type converter:
// source materializations rebuild the normal form of a value from its
// carrier (llvm.extractvalue of each leaf, then the normal-form
// constructors; `fly.static` for a dropped static value), and target
// materializations pack a value into its carrier (llvm.mlir.undef then
// llvm.insertvalue of each leaf; the leaves come from the normal-form
// constructor if the value is in normal form, otherwise from
// fly.get_leaves {dynamicOnly} on the int tuple parts reached with
// fly.get_shape / get_stride / composed_get_*).
//
// Fly types the pass cannot carry (a dynamic basis; any future Fly type such
// as memrefs, pointers or coord tensors) are reported at the boundary op
// before anything is rewritten, and the pass fails.
//
//===----------------------------------------------------------------------===//

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
// Carrier layout: the struct type and where each dynamic leaf lives in it
//===----------------------------------------------------------------------===//

/// The carrier of a dynamic Fly type: its struct type and, for each dynamic
/// leaf in normal-form order (NormalForm.h), the index path of that leaf in
/// the struct (usable directly as an llvm.extractvalue / insertvalue
/// position).
struct Carrier {
  LLVM::LLVMStructType type;
  SmallVector<SmallVector<int64_t>> leafPaths;
  SmallVector<Type> leafTypes;
};

class CarrierBuilder {
public:
  explicit CarrierBuilder(MLIRContext *ctx) : ctx(ctx) {}

  /// Builds the struct of a layout-function attribute (int tuple, layout,
  /// composed layout; swizzles give nothing), appending its leaves with
  /// paths under `prefix`. Returns null if the attribute has no dynamic leaf.
  LLVM::LLVMStructType build(Attribute attr, ArrayRef<int64_t> prefix,
                             Carrier &out) {
    if (auto t = dyn_cast<IntTupleAttr>(attr))
      return buildIntTuple(t, prefix, out);
    if (auto l = dyn_cast<LayoutAttr>(attr))
      return buildLayout(l, prefix, out);
    if (auto c = dyn_cast<ComposedLayoutAttr>(attr))
      return buildComposed(c, prefix, out);
    return {};
  }

private:
  static SmallVector<int64_t> extend(ArrayRef<int64_t> prefix, int64_t i) {
    SmallVector<int64_t> p(prefix);
    p.push_back(i);
    return p;
  }

  static bool hasDynamicLeaf(Attribute attr) {
    if (auto t = dyn_cast<IntTupleAttr>(attr))
      return !t.isStatic();
    if (auto l = dyn_cast<LayoutAttr>(attr))
      return !l.isStatic();
    if (auto c = dyn_cast<ComposedLayoutAttr>(attr))
      return !c.isStatic();
    return false;
  }

  LLVM::LLVMStructType buildIntTuple(IntTupleAttr attr,
                                     ArrayRef<int64_t> prefix, Carrier &out) {
    if (attr.isStatic())
      return {};
    SmallVector<Type> fields;
    for (const algebra::Leaf &leaf : attr.getValue().leaves()) {
      if (!leaf.isDynamic())
        continue;
      Type t = leafScalarType(ctx, leaf);
      out.leafPaths.push_back(extend(prefix, fields.size()));
      out.leafTypes.push_back(t);
      fields.push_back(t);
    }
    return LLVM::LLVMStructType::getLiteral(ctx, fields, /*isPacked=*/true);
  }

  LLVM::LLVMStructType buildLayout(LayoutAttr attr, ArrayRef<int64_t> prefix,
                                   Carrier &out) {
    if (attr.isStatic())
      return {};
    // Fields: shape, then stride; leaves in the same order.
    SmallVector<Type> fields;
    for (IntTupleAttr part : {attr.getShape(), attr.getStride()})
      if (auto s = buildIntTuple(part, extend(prefix, fields.size()), out))
        fields.push_back(s);
    return LLVM::LLVMStructType::getLiteral(ctx, fields, /*isPacked=*/true);
  }

  LLVM::LLVMStructType buildComposed(ComposedLayoutAttr attr,
                                     ArrayRef<int64_t> prefix, Carrier &out) {
    if (attr.isStatic())
      return {};
    // Fields in FlyDSL's order (outer, offset, inner); the leaves are still
    // listed in normal-form order (inner, offset, outer).
    Attribute parts[3] = {attr.getOuter(), attr.getOffset(), attr.getInner()};
    int64_t fieldIndex[3];
    int64_t n = 0;
    for (int i = 0; i < 3; ++i)
      fieldIndex[i] = hasDynamicLeaf(parts[i]) ? n++ : -1;
    SmallVector<Type> fields(n);
    for (int i = 2; i >= 0; --i) {
      if (fieldIndex[i] < 0)
        continue;
      fields[fieldIndex[i]] =
          build(parts[i], extend(prefix, fieldIndex[i]), out);
    }
    return LLVM::LLVMStructType::getLiteral(ctx, fields, /*isPacked=*/true);
  }

  MLIRContext *ctx;
};

/// Whether `type` belongs to the fly dialect.
bool isFlyType(Type type) {
  return isa<FlyDialect>(type.getDialect());
}

/// Whether the pass can carry values of Fly type `type` across a boundary.
bool isCarriable(Type type) {
  if (!isNormalFormType(type))
    return false;
  // A dynamic basis has no normal-form constructor to rebuild it from.
  if (auto b = dyn_cast<BasisType>(type))
    return b.getAttr().getValue().isStatic();
  return true;
}

/// The carrier of `type` (a carriable Fly type), or nullopt if it is static.
std::optional<Carrier> carrierOf(Type type) {
  Attribute attr;
  if (auto t = dyn_cast<IntTupleType>(type))
    attr = t.getAttr();
  else if (auto l = dyn_cast<LayoutType>(type))
    attr = l.getAttr();
  else if (auto c = dyn_cast<ComposedLayoutType>(type))
    attr = c.getAttr();
  else
    return std::nullopt;
  Carrier carrier;
  carrier.type = CarrierBuilder(type.getContext()).build(attr, {}, carrier);
  if (!carrier.type)
    return std::nullopt;
  return carrier;
}

//===----------------------------------------------------------------------===//
// Pack and unpack
//===----------------------------------------------------------------------===//

/// Appends the dynamic leaves of `value` (normal-form order) to `out`,
/// reading them off normal-form constructors where possible and extracting
/// them with Fly ops otherwise.
void collectLeaves(OpBuilder &b, Location loc, Value value,
                   SmallVectorImpl<Value> &out) {
  Type type = value.getType();
  std::optional<bool> isStatic = isStaticFlyType(type);
  if (isStatic && *isStatic)
    return;
  if (std::optional<SmallVector<Value>> leaves = normalFormLeaves(value)) {
    out.append(leaves->begin(), leaves->end());
    return;
  }
  if (isa<IntTupleType>(type)) {
    auto op = GetLeavesOp::create(b, loc, value, b.getBoolAttr(true));
    out.append(op->result_begin(), op->result_end());
    return;
  }
  if (isa<LayoutType>(type)) {
    Operation *def = value.getDefiningOp();
    if (auto make = dyn_cast_or_null<MakeLayoutOp>(def)) {
      collectLeaves(b, loc, make.getShape(), out);
      collectLeaves(b, loc, make.getStride(), out);
      return;
    }
    LayoutAttr attr = cast<LayoutType>(type).getAttr();
    if (!attr.getShape().isStatic())
      collectLeaves(b, loc, GetShapeOp::create(b, loc, value), out);
    if (!attr.getStride().isStatic())
      collectLeaves(b, loc, GetStrideOp::create(b, loc, value), out);
    return;
  }
  if (isa<ComposedLayoutType>(type)) {
    Operation *def = value.getDefiningOp();
    if (auto make = dyn_cast_or_null<MakeComposedLayoutOp>(def)) {
      collectLeaves(b, loc, make.getInner(), out);
      collectLeaves(b, loc, make.getOffset(), out);
      collectLeaves(b, loc, make.getOuter(), out);
      return;
    }
    auto ct = cast<ComposedLayoutType>(type).getAttr();
    // Only the parts with dynamic leaves need extracting.
    if (!isStaticFlyType(typeOfLayoutFnAttr(ct.getInner())).value_or(true))
      collectLeaves(b, loc, ComposedGetInnerOp::create(b, loc, value), out);
    if (!ct.getOffset().isStatic())
      collectLeaves(b, loc, ComposedGetOffsetOp::create(b, loc, value), out);
    if (!isStaticFlyType(typeOfLayoutFnAttr(ct.getOuter())).value_or(true))
      collectLeaves(b, loc, ComposedGetOuterOp::create(b, loc, value), out);
    return;
  }
}

/// Packs `value` into the struct `carrier` describes.
Value pack(OpBuilder &b, Location loc, Value value, const Carrier &carrier) {
  SmallVector<Value> leaves;
  collectLeaves(b, loc, value, leaves);
  if (leaves.size() != carrier.leafPaths.size())
    return {};
  Value result = LLVM::UndefOp::create(b, loc, carrier.type);
  for (auto [leaf, path, type] :
       llvm::zip_equal(leaves, carrier.leafPaths, carrier.leafTypes)) {
    if (leaf.getType() != type)
      return {};
    result = LLVM::InsertValueOp::create(b, loc, result, leaf, path);
  }
  return result;
}

/// Rebuilds the normal form of a value of type `type` from its carrier.
Value unpack(OpBuilder &b, Location loc, Type type, Value structValue,
             const Carrier &carrier) {
  SmallVector<Value> leaves;
  for (ArrayRef<int64_t> path : carrier.leafPaths)
    leaves.push_back(LLVM::ExtractValueOp::create(b, loc, structValue, path));
  return buildNormalForm(b, loc, type, leaves);
}

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
      if (!isCarriable(type))
        return failure();
      if (std::optional<Carrier> carrier = carrierOf(type))
        out.push_back(carrier->type);
      // A static value has no carrier: 1:0.
      return success();
    });

    // Carrier(s) -> Fly value: at region entries and after ops whose
    // results were converted.
    addSourceMaterialization([](OpBuilder &b, Type type, ValueRange inputs,
                                Location loc) -> Value {
      if (!isFlyType(type) || !isCarriable(type))
        return {};
      std::optional<Carrier> carrier = carrierOf(type);
      if (!carrier) {
        if (!inputs.empty())
          return {};
        return StaticOp::create(b, loc, type);
      }
      if (inputs.size() != 1 || inputs[0].getType() != carrier->type)
        return {};
      return unpack(b, loc, type, inputs[0], *carrier);
    });

    // Fly value -> carrier(s): at yields, returns, calls and launches.
    addTargetMaterialization([](OpBuilder &b, TypeRange types,
                                ValueRange inputs, Location loc,
                                Type) -> SmallVector<Value> {
      if (types.empty())
        return {};
      if (types.size() != 1 || inputs.size() != 1)
        return {};
      Value value = inputs[0];
      if (!isFlyType(value.getType()) || !isCarriable(value.getType()))
        return {};
      std::optional<Carrier> carrier = carrierOf(value.getType());
      if (!carrier || carrier->type != types[0])
        return {};
      Value packed = pack(b, loc, value, *carrier);
      if (!packed)
        return {};
      return {packed};
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
    if (isFlyType(t) && !isCarriable(t))
      return t;
  return {};
}

bool containsFlyType(TypeRange types) {
  return llvm::any_of(types, isFlyType);
}

/// Reports boundary ops that carry a Fly value the pass cannot convert.
LogicalResult checkBoundaries(Operation *root) {
  bool ok = true;
  auto report = [&](Operation *op, Type type, StringRef where) {
    op->emitError() << "cannot pass a value of type " << type << " across "
                    << where
                    << ": only int tuples, layouts, composed layouts, "
                       "swizzles, coordinate swizzles, tiles and static bases "
                       "are supported";
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
