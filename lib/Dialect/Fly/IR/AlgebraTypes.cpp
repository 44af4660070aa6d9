//===- AlgebraTypes.cpp - Between fly types and algebra values ------------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"
#include "fly/Dialect/Fly/IR/AlgebraDiagnostics.h"

#include <mutex>

#include "BodySyntax.h"
#include "fly/Dialect/Fly/IR/MemoryTypes.h"

using namespace mlir;
using namespace mlir::fly;

algebra::ComposedLayout
mlir::fly::replaceOuterLayout(const algebra::ComposedLayout &c,
                              const algebra::Layout &l) {
  algebra::ComposedLayout result = c;
  if (auto *nested =
          std::get_if<std::shared_ptr<algebra::ComposedLayout>>(&c.outer))
    result.outer = std::make_shared<algebra::ComposedLayout>(
        replaceOuterLayout(**nested, l));
  else
    result.outer = l;
  return result;
}

AlgebraValue LayoutOperand::rewrap(const algebra::Layout &result) const {
  if (composed)
    return rewrapFn(std::make_shared<algebra::ComposedLayout>(
        replaceOuterLayout(*composed, result)));
  return rewrapFn(result);
}

AlgebraValue LayoutOperand::rewrapFn(const algebra::LayoutFn &fn) const {
  if (coordBase)
    return CoordTensorValue{*coordBase, fn};
  if (memref)
    return MemRefValue{memref->base, fn, memref->offset};
  return valueOfLayoutFn(fn);
}

algebra::Result<AlgebraValue>
LayoutOperand::rewrapShifted(const algebra::Layout &result,
                             const algebra::IntTuple &offset) const {
  if (coordBase) {
    FLY_TRY(base, algebra::tupleAdd(*coordBase, offset));
    return AlgebraValue(CoordTensorValue{base, result});
  }
  if (!memref)
    return rewrap(result);
  FLY_TRY(moved, algebra::tupleAdd(memref->offset, offset));
  return AlgebraValue(MemRefValue{memref->base, result, moved});
}

MemRefValue mlir::fly::memrefValueOfType(Type t) {
  auto m = cast<MemRefType>(t);
  return MemRefValue{m, toLayoutFn(m.getLayout()), algebra::IntTuple::of(0)};
}

/// The type of a memref value: its base's with the layout replaced and the
/// alignment reduced by the iterator offset.
static Type typeOfMemRefValue(MLIRContext *ctx, const MemRefValue &v) {
  auto base = cast<mlir::fly::MemRefType>(v.base);
  int64_t align = base.getAlignBytes();
  const algebra::IntTuple *leaf = &v.offset;
  while (leaf->isTuple() && leaf->rank() == 1)
    leaf = &(*leaf)[0];
  if (leaf->isLeaf())
    align = alignmentAfterOffset(
        align, PointerType::getElementBytes(base.getElemType()), leaf->leaf());
  return mlir::fly::MemRefType::get(ctx, base.getElemType(), base.getAddressSpace(),
                         fromLayoutFn(ctx, v.layout),
                         AlignAttr::get(ctx, static_cast<int32_t>(align)),
                         base.getSwizzle());
}

/// The layout operand of a layout function (layout or composed).
static std::optional<LayoutOperand> fromFn(const algebra::LayoutFn &fn) {
  if (auto *l = std::get_if<algebra::Layout>(&fn))
    return LayoutOperand{*l, std::nullopt, {}, std::nullopt};
  if (auto *c = std::get_if<std::shared_ptr<algebra::ComposedLayout>>(&fn))
    return LayoutOperand{(*c)->outerLayout(), **c, {}, std::nullopt};
  return std::nullopt;
}

std::optional<LayoutOperand> mlir::fly::asLayoutOperand(const AlgebraValue &v) {
  if (auto *l = std::get_if<algebra::Layout>(&v))
    return LayoutOperand{*l, std::nullopt, {}, std::nullopt};
  if (auto *c = std::get_if<algebra::ComposedLayout>(&v))
    return LayoutOperand{c->outerLayout(), *c, {}, std::nullopt};
  if (auto *t = std::get_if<CoordTensorValue>(&v)) {
    std::optional<LayoutOperand> op = fromFn(t->layout);
    if (op)
      op->coordBase = t->base;
    return op;
  }
  if (auto *m = std::get_if<MemRefValue>(&v)) {
    std::optional<LayoutOperand> op = fromFn(m->layout);
    if (op)
      op->memref = *m;
    return op;
  }
  return std::nullopt;
}

const algebra::IntTuple *mlir::fly::asIntTuple(const AlgebraValue &v) {
  return std::get_if<algebra::IntTuple>(&v);
}

std::optional<AlgebraValue> mlir::fly::algebraValueOfType(Type type) {
  if (auto t = dyn_cast<IntTupleType>(type))
    return AlgebraValue(t.getValue());
  if (auto l = dyn_cast<LayoutType>(type))
    return AlgebraValue(l.getValue());
  if (auto c = dyn_cast<ComposedLayoutType>(type))
    return AlgebraValue(c.getValue());
  if (auto s = dyn_cast<SwizzleType>(type))
    return AlgebraValue(s.getAttr().getValue());
  if (auto cs = dyn_cast<CoordSwizzleType>(type))
    return AlgebraValue(cs.getAttr().getValue());
  if (auto t = dyn_cast<TileType>(type))
    return AlgebraValue(t.getAttr().getValue());
  if (isa<MemRefType>(type))
    return AlgebraValue(memrefValueOfType(type));
  if (auto c = dyn_cast<CoordTensorType>(type))
    return AlgebraValue(CoordTensorValue{c.getBase().getValue(),
                                         toLayoutFn(c.getLayout())});
  if (isa<FlyDialect>(type.getDialect()))
    return AlgebraValue(type);
  return std::nullopt;
}

Type mlir::fly::typeOfAlgebraValue(MLIRContext *ctx, const AlgebraValue &v) {
  if (auto *t = std::get_if<algebra::IntTuple>(&v))
    return IntTupleType::get(ctx, *t);
  if (auto *l = std::get_if<algebra::Layout>(&v))
    return LayoutType::get(ctx, *l);
  if (auto *c = std::get_if<algebra::ComposedLayout>(&v))
    return ComposedLayoutType::get(ctx, *c);
  if (auto *s = std::get_if<algebra::Swizzle>(&v))
    return SwizzleType::get(ctx, SwizzleAttr::get(ctx, *s));
  if (auto *cs = std::get_if<algebra::CoordSwizzle>(&v))
    return CoordSwizzleType::get(ctx, CoordSwizzleAttr::get(ctx, *cs));
  if (auto *t = std::get_if<algebra::Tile>(&v))
    return TileType::get(ctx, TileAttr::get(ctx, *t));
  if (auto *t = std::get_if<Type>(&v))
    return *t;
  if (auto *m = std::get_if<MemRefValue>(&v))
    return typeOfMemRefValue(ctx, *m);
  if (auto *c = std::get_if<CoordTensorValue>(&v))
    return CoordTensorType::get(ctx, IntTupleAttr::get(ctx, c->base),
                                fromLayoutFn(ctx, c->layout));
  auto *s = std::get_if<ScalarValue>(&v);
  if (!s)
    return {};
  if (s->isBool)
    return IntegerType::get(ctx, 1);
  return leafScalarType(ctx, s->leaf);
}

std::optional<LayoutOperand> mlir::fly::getLayoutOperand(Type type) {
  auto v = algebraValueOfType(type);
  return v ? asLayoutOperand(*v) : std::nullopt;
}

std::optional<algebra::IntTuple> mlir::fly::intTupleOfType(Type type) {
  if (auto t = dyn_cast<IntTupleType>(type))
    return t.getValue();
  return std::nullopt;
}

Type mlir::fly::typeOfLayoutFnAttr(Attribute attr) {
  MLIRContext *ctx = attr.getContext();
  if (auto l = dyn_cast<LayoutAttr>(attr))
    return LayoutType::get(ctx, l);
  if (auto s = dyn_cast<SwizzleAttr>(attr))
    return SwizzleType::get(ctx, s);
  if (auto cs = dyn_cast<CoordSwizzleAttr>(attr))
    return CoordSwizzleType::get(ctx, cs);
  if (auto c = dyn_cast<ComposedLayoutAttr>(attr))
    return ComposedLayoutType::get(ctx, c);
  return {};
}

AlgebraValue mlir::fly::valueOfLayoutFn(const algebra::LayoutFn &fn) {
  if (auto *l = std::get_if<algebra::Layout>(&fn))
    return *l;
  if (auto *s = std::get_if<algebra::Swizzle>(&fn))
    return *s;
  if (auto *cs = std::get_if<algebra::CoordSwizzle>(&fn))
    return *cs;
  auto *c = std::get_if<std::shared_ptr<algebra::ComposedLayout>>(&fn);
  return algebra::ComposedLayout(**c);
}

Type mlir::fly::leafScalarType(MLIRContext *ctx, const algebra::Leaf &leaf) {
  return IntegerType::get(ctx, leaf.bitWidth() > 32 ? 64 : 32);
}

algebra::Failure mlir::fly::operandKindError(size_t index, const char *what) {
  return algebra::fail("operand #" + std::to_string(index) + " must be " +
                       what);
}

/// Why `l` is not a valid layout (the invariants LayoutAttr::verify
/// enforces on parsed layouts), if it is not.
static std::optional<std::string> invalidLayout(const algebra::Layout &l) {
  if (!l.shape.congruent(l.stride))
    return "has no valid result: " + l.str() + " is not congruent";
  for (const algebra::Leaf &leaf : l.shape.leaves())
    if (leaf.isNone() || leaf.isBasis() ||
        (leaf.isStatic() && leaf.value <= 0))
      return "has no valid result: the result " + l.str() +
             " would have the extent " + algebra::leafToString(leaf) +
             " (static extents must be positive)";
  return std::nullopt;
}

static std::optional<std::string> invalidLayoutFn(const algebra::LayoutFn &f);

static std::optional<std::string>
invalidComposed(const algebra::ComposedLayout &c) {
  if (auto bad = invalidLayoutFn(c.inner))
    return bad;
  return invalidLayoutFn(c.outer);
}

static std::optional<std::string> invalidLayoutFn(const algebra::LayoutFn &f) {
  if (auto *l = std::get_if<algebra::Layout>(&f))
    return invalidLayout(*l);
  if (auto *c = std::get_if<std::shared_ptr<algebra::ComposedLayout>>(&f))
    return invalidComposed(**c);
  return std::nullopt;
}

LogicalResult
mlir::fly::verifyLayoutsIn(const AlgebraValue &v,
                           function_ref<InFlightDiagnostic()> emitError) {
  std::optional<std::string> bad;
  if (auto *l = std::get_if<algebra::Layout>(&v))
    bad = invalidLayout(*l);
  else if (auto *c = std::get_if<algebra::ComposedLayout>(&v))
    bad = invalidComposed(*c);
  if (!bad)
    return success();
  return emitError() << *bad;
}

LogicalResult mlir::fly::inferByEvaluation(
    MLIRContext *ctx, std::optional<Location> location, StringRef opName,
    TypeRange operandTypes,
    function_ref<EvalResult(ArrayRef<AlgebraValue>)> evaluate,
    SmallVectorImpl<Type> &inferred) {
  SmallVector<AlgebraValue, 3> values;
  for (auto [i, type] : llvm::enumerate(operandTypes)) {
    std::optional<AlgebraValue> v = algebraValueOfType(type);
    if (!v)
      return emitOptionalError(location, "'", opName, "' op operand #", i,
                               " has type ", type,
                               ", which is not a fly value type");
    values.push_back(std::move(*v));
  }
  // Without a location, inference fails silently (as emitOptionalError).
  auto emitOpError = [&]() -> InFlightDiagnostic {
    if (!location)
      return InFlightDiagnostic();
    return mlir::emitError(*location) << "'" << opName << "' op ";
  };
  FailureOr<AlgebraValues> result = toFailureOr(evaluate(values), emitOpError);
  if (failed(result))
    return failure();
  for (const AlgebraValue &v : *result)
    if (failed(verifyLayoutsIn(v, emitOpError)))
      return failure();
  for (const AlgebraValue &v : *result)
    inferred.push_back(typeOfAlgebraValue(ctx, v));
  return success();
}

namespace {
/// A key of the memo: op name, operand types, and the attribute standing
/// for everything else the evaluation reads. All uniqued in one context.
struct InferenceKey {
  const void *opName;
  SmallVector<Type, 3> operands;
  Attribute key;
  bool operator==(const InferenceKey &o) const {
    return opName == o.opName && key == o.key && operands == o.operands;
  }
};
struct InferenceKeyInfo {
  static InferenceKey getEmptyKey() {
    return {llvm::DenseMapInfo<const void *>::getEmptyKey(), {}, {}};
  }
  static InferenceKey getTombstoneKey() {
    return {llvm::DenseMapInfo<const void *>::getTombstoneKey(), {}, {}};
  }
  static unsigned getHashValue(const InferenceKey &k) {
    return llvm::hash_combine(
        k.opName, k.key.getAsOpaquePointer(),
        llvm::hash_combine_range(k.operands.begin(), k.operands.end()));
  }
  static bool isEqual(const InferenceKey &a, const InferenceKey &b) {
    return a == b;
  }
};
} // namespace

/// Successful inferences only (a failure reports its diagnostic each time).
/// Guarded by a mutex: the pass manager verifies functions in parallel.
struct mlir::fly::FlyDialect::InferenceMemo {
  std::mutex mutex;
  llvm::DenseMap<InferenceKey, SmallVector<Type, 1>, InferenceKeyInfo> map;
};

mlir::fly::FlyDialect::InferenceMemo &
mlir::fly::FlyDialect::getInferenceMemo() {
  // Created in initialize() (single-threaded, before any verification).
  return *inferenceMemo;
}

void mlir::fly::FlyDialect::createInferenceMemo() {
  inferenceMemo = std::make_shared<InferenceMemo>();
}

LogicalResult mlir::fly::inferByEvaluationCached(
    MLIRContext *ctx, std::optional<Location> location, StringRef opName,
    TypeRange operandTypes, Attribute key,
    function_ref<EvalResult(ArrayRef<AlgebraValue>)> evaluate,
    SmallVectorImpl<Type> &inferred) {
  auto *dialect = ctx->getLoadedDialect<FlyDialect>();
  if (!dialect)
    return inferByEvaluation(ctx, location, opName, operandTypes, evaluate,
                             inferred);
  FlyDialect::InferenceMemo &memo = dialect->getInferenceMemo();
  // getOperationName() is a string literal: its address identifies the op.
  InferenceKey k{opName.data(),
                 SmallVector<Type, 3>(operandTypes.begin(), operandTypes.end()),
                 key};
  {
    std::lock_guard<std::mutex> lock(memo.mutex);
    auto it = memo.map.find(k);
    if (it != memo.map.end()) {
      llvm::append_range(inferred, it->second);
      return success();
    }
  }
  size_t before = inferred.size();
  if (failed(inferByEvaluation(ctx, location, opName, operandTypes, evaluate,
                               inferred)))
    return failure();
  std::lock_guard<std::mutex> lock(memo.mutex);
  memo.map.try_emplace(std::move(k), SmallVector<Type, 1>(
                                         inferred.begin() + before,
                                         inferred.end()));
  return success();
}
