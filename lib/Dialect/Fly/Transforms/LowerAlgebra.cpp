//===- LowerAlgebra.cpp - The layout algebra on dynamic values to arith ---===//
//
// fly-lower-algebra, the algebra phase of fly-layout-lowering: each op of
// groups A to G whose operands are in normal form is evaluated by the same
// code as its type inference, on operand values whose dynamic leaves are
// numbered inputs (the SSA leaves of the normal form). The result leaves then
// carry the expressions that compute them, which become `arith` ops feeding
// new normal-form constructors. Static parts never reach `arith`. Afterwards
// only dead constructors remain.
//
//===----------------------------------------------------------------------===//

#include "LowerAlgebra.h"

#include "CanonicalizeOffsets.h"
#include "FunctionThreads.h"
#include "LeafExprs.h"
#include "NormalForm.h"
#include "RuntimeChecks.h"

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"
#include "fly/Dialect/Fly/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"

#include <atomic>
#include <mutex>

namespace mlir::fly {
#define GEN_PASS_DEF_FLYLOWERALGEBRAPASS
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;
using namespace mlir::fly;

namespace {
// The fly view type, not the builtin memref.
using mlir::fly::MemRefType;

/// Constructors are the normal form itself; they are read, not lowered.
bool isConstructor(Operation *op) {
  return isa<MakeIntTupleOp, MakeLayoutOp, MakeComposedLayoutOp, StaticOp>(op);
}

/// A value the algebra computes with (int tuples, layouts, swizzles,
/// tiles), or any value whose type alone determines it.
bool isAlgebraOperand(Value v) {
  if (isNormalFormType(v.getType()))
    return true;
  std::optional<bool> isStatic = isStaticFlyType(v.getType());
  return isStatic && *isStatic;
}

/// The ops lowered here: evaluable ops on algebra values (groups A to G),
/// also on memref views, whose layouts are computed and whose iterators move
/// by `add_offset` (partitions, slices, divides of views). Allocations
/// (fragments), loads and pointer ops are lowered with memory, not here.
bool isLowerable(Operation *op) {
  // Loads read memory (lowered with the accesses), except a coordinate
  // tensor's element load, which is algebra: base + layout(coordinate).
  if (isa<MemRefLoadVecOp>(op) ||
      (isa<MemRefLoadOp>(op) &&
       !isa<CoordTensorType>(op->getOperand(0).getType())))
    return false;
  // An atom with runtime state is not given by its type: make_tiled_copy /
  // make_tiled_mma keep the atom they are given (a fly.static would reset
  // its state); the LLVM conversion forwards it.
  if (llvm::any_of(op->getResultTypes(),
                   [](Type t) { return bool(getAtomStateType(t)); }))
    return false;
  auto isView = [](Value v) { return isa<MemRefType>(v.getType()); };
  return llvm::all_of(
             op->getOperands(),
             [&](Value v) { return isAlgebraOperand(v) || isView(v); }) &&
         llvm::all_of(op->getResults(), [&](Value r) {
           return isNormalFormType(r.getType()) ||
                  isa<IntegerType>(r.getType()) || isAlgebraOperand(r) ||
                  isView(r);
         });
}

/// A memref operand in weak normal form: make_view of an iterator and a
/// normal-form layout.
struct ViewOperand {
  Value iter;
  Value layout;
};

std::optional<ViewOperand> viewOperand(Value v) {
  auto view = v.getDefiningOp<MakeViewOp>();
  if (!view || !isa<PointerType>(view.getIter().getType()))
    return std::nullopt;
  return ViewOperand{view.getIter(), view.getLayout()};
}

/// The dynamic leaf values of `result`, emitted as arith, in constructor
/// order; fails when a leaf has no known computation.
FailureOr<SmallVector<Value>> emitLeaves(ExprEmitter &emitter,
                                         const AlgebraValue &result) {
  SmallVector<Value> values;
  bool ok = true;
  forEachDynamicLeaf(result, [&](const algebra::Leaf &leaf) {
    Value v = emitter.emit(leaf.expr);
    if (!v) {
      ok = false;
      return;
    }
    values.push_back(emitter.castTo(v, leaf.width > 32 ? 64 : leaf.width));
  });
  if (!ok)
    return failure();
  return values;
}

/// Materializes one result value in normal form, as a value of `type` (the
/// op's written result type, which may differ from the evaluated one in the
/// harmless ways of docs/reference/printed-forms.md#written-result-types as
/// long as the dynamic leaves agree).
FailureOr<Value> materialize(OpBuilder &b, Location loc, Type type,
                             const AlgebraValue &value,
                             ArrayRef<Value> leaves) {
  if (auto *scalar = std::get_if<ScalarValue>(&value)) {
    if (scalar->leaf.isDynamic())
      return leaves.front();
    return Value(arith::ConstantOp::create(
        b, loc, b.getIntegerAttr(type, scalar->leaf.value)));
  }
  if (!isNormalFormType(type)) {
    // A value given by its type alone (an atom, a tiled copy or MMA, a
    // static coordinate tensor).
    std::optional<bool> isStatic = isStaticFlyType(type);
    if (!isStatic || !*isStatic || !leaves.empty())
      return failure();
    return Value(StaticOp::create(b, loc, type));
  }
  std::optional<SmallVector<Type>> expected = dynamicLeafTypes(type);
  if (!expected || expected->size() != leaves.size())
    return failure();
  for (auto [t, v] : llvm::zip(*expected, leaves))
    if (t != v.getType())
      return failure();
  return buildNormalForm(b, loc, type, leaves);
}

/// A derived view: the iterator of the operand view it came from, moved by
/// its offset (`add_offset`, whose type inference recomputes the
/// alignment), and its layout rebuilt in normal form.
FailureOr<Value> materializeView(OpBuilder &b, Location loc,
                                 ExprEmitter &emitter, Type type,
                                 const MemRefValue &view,
                                 ArrayRef<std::pair<Type, Value>> viewIters) {
  Value iter;
  for (auto [t, it] : viewIters)
    if (t == view.base)
      iter = it;
  if (!iter)
    return failure();
  // The offset: one leaf (rank-1 wrappers allowed).
  const algebra::IntTuple *off = &view.offset;
  while (off->isTuple() && off->rank() == 1)
    off = &(*off)[0];
  if (!off->isLeaf())
    return failure();
  if (!off->leaf().is(0)) {
    SmallVector<Value> offLeaves;
    if (off->leaf().isDynamic()) {
      Value v = emitter.emit(off->leaf().expr);
      if (!v)
        return failure();
      offLeaves.push_back(emitter.castTo(v, off->leaf().width > 32 ? 64 : 32));
    }
    Value offset = buildNormalForm(
        b, loc,
        IntTupleType::get(b.getContext(), algebra::IntTuple(off->leaf())),
        offLeaves);
    iter = AddOffsetOp::create(b, loc, iter, offset);
  }
  // The layout, in normal form.
  AlgebraValue layout = valueOfLayoutFn(view.layout);
  FailureOr<SmallVector<Value>> leaves = emitLeaves(emitter, layout);
  if (failed(leaves))
    return failure();
  Value layoutValue = buildNormalForm(
      b, loc, typeOfAlgebraValue(b.getContext(), layout), *leaves);
  return Value(MakeViewOp::create(b, loc, type, iter, layoutValue));
}

/// The symbolic evaluations of one run, by what they depend on: the op,
/// its operand types and its attributes and properties (the key of type
/// inference). Operand leaves are numbered inputs in operand order, so an
/// op with the same key evaluates to the same expressions over its own
/// inputs: a module repeats the same ops on the same types many times, and
/// each distinct one is evaluated once. Results hold expressions, not SSA
/// values, so they stay valid while the IR changes.
struct Evaluation {
  EvalResult result;
  /// What the evaluation assumed of the inputs (with runtime checks only).
  std::vector<algebra::AssumedCondition> conditions;
};

class EvaluationMemo {
public:
  explicit EvaluationMemo(bool recordConditions)
      : recordConditions(recordConditions) {}

  /// The evaluation of `op` on `operands` (which `op`'s operand types
  /// determine), from the memo when an equivalent op was evaluated.
  /// Functions may be lowered concurrently (lowerAlgebra): the memo is
  /// shared under a lock, and evaluations are stored apart from the map so
  /// that a reference stays valid while other threads insert.
  const Evaluation &evaluate(AlgebraOpInterface op,
                             ArrayRef<AlgebraValue> operands) {
    auto types = op->getOperandTypes();
    Key key{op->getName().getAsOpaquePointer(),
            SmallVector<Type, 3>(types.begin(), types.end()),
            op->getRawDictionaryAttrs(), op->getPropertiesAsAttribute()};
    {
      std::lock_guard<std::mutex> lock(mutex);
      auto it = memo.find(key);
      if (it != memo.end())
        return *it->second;
    }
    std::vector<algebra::AssumedCondition> conditions;
    std::optional<algebra::ConditionScope> scope;
    if (recordConditions)
      scope.emplace(conditions);
    auto evaluation = std::make_unique<Evaluation>(
        Evaluation{op.evaluate(operands), std::move(conditions)});
    std::lock_guard<std::mutex> lock(mutex);
    // Another thread may have stored an equivalent evaluation meanwhile:
    // every op of the key then uses the first one.
    auto [it, inserted] = memo.try_emplace(std::move(key), nullptr);
    if (inserted)
      it->second = std::move(evaluation);
    return *it->second;
  }

private:
  struct Key {
    const void *name;
    SmallVector<Type, 3> operandTypes;
    Attribute attributes;
    Attribute properties;
    bool operator==(const Key &o) const {
      return name == o.name && attributes == o.attributes &&
             properties == o.properties && operandTypes == o.operandTypes;
    }
  };
  struct KeyInfo {
    static Key getEmptyKey() {
      return {llvm::DenseMapInfo<const void *>::getEmptyKey(), {}, {}, {}};
    }
    static Key getTombstoneKey() {
      return {llvm::DenseMapInfo<const void *>::getTombstoneKey(), {}, {}, {}};
    }
    static unsigned getHashValue(const Key &k) {
      return llvm::hash_combine(k.name, k.attributes.getAsOpaquePointer(),
                                k.properties.getAsOpaquePointer(),
                                llvm::hash_combine_range(k.operandTypes.begin(),
                                                         k.operandTypes.end()));
    }
    static bool isEqual(const Key &a, const Key &b) { return a == b; }
  };
  bool recordConditions;
  std::mutex mutex;
  llvm::DenseMap<Key, std::unique_ptr<Evaluation>, KeyInfo> memo;
};

/// Where emitters may share values across ops (EmittedValues): in the
/// functions (closest isolated-from-above ops) without pointers or views.
/// canonicalizePointerOffsets erases offset chains together with producers
/// that only they use, so a value shared with an offset chain could outlive
/// the copy that CSE would otherwise have kept; functions without pointers
/// have no such chains, and there sharing leaves exactly CSE's IR.
class SharedEmission {
public:
  EmittedValues *forOp(Operation *op) {
    Operation *scope = op->getParentWithTrait<OpTrait::IsIsolatedFromAbove>();
    if (!scope)
      return nullptr;
    auto [it, inserted] = allowed.try_emplace(scope, false);
    if (inserted)
      it->second = !hasPointers(scope);
    if (!it->second)
      return nullptr;
    if (reserveHint) {
      values.values.reserve(reserveHint);
      reserveHint = 0;
    }
    return &values;
  }

private:
  static bool isPointerLike(Type t) { return isa<PointerType, MemRefType>(t); }
  static bool hasPointers(Operation *scope) {
    auto hasPointerValue = [](Operation *op) {
      if (llvm::any_of(op->getResultTypes(), isPointerLike))
        return true;
      for (Region &region : op->getRegions())
        for (Block &block : region)
          if (llvm::any_of(block.getArgumentTypes(), isPointerLike))
            return true;
      return false;
    };
    return scope
        ->walk([&](Operation *op) {
          return hasPointerValue(op) ? WalkResult::interrupt()
                                     : WalkResult::advance();
        })
        .wasInterrupted();
  }

  llvm::DenseMap<Operation *, bool> allowed;
  EmittedValues values;
  /// Entries to reserve when the values are first used (reserveFor).
  size_t reserveHint = 0;

public:
  /// Drops the values recorded so far (before their ops may be erased).
  void forget() { values.values.clear(); }
  /// Room for the values of `numOps` lowered ops without rehashing (about
  /// two per op in the generated benchmarks), made when a function first
  /// shares values: functions with pointers never do.
  void reserveFor(size_t numOps) { reserveHint = 2 * numOps; }
};

LogicalResult lowerOp(AlgebraOpInterface op, RewriterBase &rewriter,
                      EvaluationMemo &evaluations, SharedEmission &shared,
                      RuntimeCheckEmitter *checks) {
  // Gather the operands' values with their dynamic leaves numbered.
  SmallVector<AlgebraValue, 3> operands;
  SmallVector<Value> inputs;
  SmallVector<InputOrigin> origins;
  auto addOrigins = [&](unsigned operand, size_t count) {
    for (size_t k = 0; k < count; ++k)
      origins.push_back({operand, unsigned(k)});
  };
  // The iterator of every view operand, by its type (a derived view result
  // moves the iterator of the operand view it came from).
  SmallVector<std::pair<Type, Value>> viewIters;
  for (auto [i, operand] : llvm::enumerate(op->getOperands())) {
    if (isa<MemRefType>(operand.getType())) {
      std::optional<ViewOperand> view = viewOperand(operand);
      std::optional<SmallVector<Value>> leaves =
          view ? normalFormLeaves(view->layout) : std::nullopt;
      if (!leaves)
        return op->emitOpError("cannot be lowered: operand #")
               << i
               << " is not make_view of a pointer and a normal-form "
                  "layout";
      MemRefValue value = memrefValueOfType(operand.getType());
      // The layout with its dynamic leaves numbered like the layout
      // operand's constructor leaves.
      std::optional<AlgebraValue> layout =
          algebraValueOfType(view->layout.getType());
      size_t k = 0;
      forEachDynamicLeaf(*layout, [&](algebra::Leaf &leaf) {
        leaf.expr = algebra::exprInput(inputs.size() + k, leaf.width);
        ++k;
      });
      if (auto *l = std::get_if<algebra::Layout>(&*layout))
        value.layout = *l;
      else if (auto *c = std::get_if<algebra::ComposedLayout>(&*layout))
        value.layout = std::make_shared<algebra::ComposedLayout>(*c);
      inputs.append(leaves->begin(), leaves->end());
      addOrigins(i, leaves->size());
      viewIters.push_back({operand.getType(), view->iter});
      operands.push_back(std::move(value));
      continue;
    }
    std::optional<bool> isStatic = isStaticFlyType(operand.getType());
    std::optional<SmallVector<Value>> leaves =
        isStatic && *isStatic && !isNormalFormType(operand.getType())
            ? std::optional<SmallVector<Value>>(SmallVector<Value>())
            : normalFormLeaves(operand);
    std::optional<AlgebraValue> value = algebraValueOfType(operand.getType());
    if (!leaves || !value)
      return op->emitOpError("cannot be lowered: operand #")
             << i
             << " is not in normal form (run fly-rewrite-func-signature "
                "and fly-canonicalize first)";
    size_t k = 0;
    forEachDynamicLeaf(*value, [&](algebra::Leaf &leaf) {
      leaf.expr = algebra::exprInput(inputs.size() + k, leaf.width);
      ++k;
    });
    if (k != leaves->size())
      return op->emitOpError("cannot be lowered: operand #")
             << i << " has " << leaves->size() << " leaf values for " << k
             << " dynamic leaves";
    inputs.append(leaves->begin(), leaves->end());
    addOrigins(i, leaves->size());
    operands.push_back(std::move(*value));
  }

  const Evaluation &evaluation = evaluations.evaluate(op, operands);
  const EvalResult &results = evaluation.result;
  if (!results)
    return op->emitOpError("cannot be lowered: ") << results.error();
  if (results->size() != op->getNumResults())
    return op->emitOpError("cannot be lowered: evaluation gave ")
           << results->size() << " results";

  rewriter.setInsertionPoint(op);
  // The checks come first: they stop the program before the results'
  // arith divides by zero.
  if (checks)
    checks->emit(rewriter, op, inputs, origins, evaluation.conditions,
                 shared.forOp(op));
  ExprEmitter emitter(rewriter, op->getLoc(), inputs, shared.forOp(op));
  SmallVector<Value> replacements;
  for (auto [i, value] : llvm::enumerate(*results)) {
    if (auto *view = std::get_if<MemRefValue>(&value)) {
      FailureOr<Value> v =
          materializeView(rewriter, op->getLoc(), emitter,
                          op->getResult(i).getType(), *view, viewIters);
      if (failed(v))
        return op->emitOpError("cannot be lowered: result #")
               << i << " is a view that cannot be rebuilt";
      replacements.push_back(*v);
      continue;
    }
    FailureOr<SmallVector<Value>> leaves = emitLeaves(emitter, value);
    if (failed(leaves))
      return op->emitOpError("cannot be lowered: a dynamic leaf of result #")
             << i << " has no known computation";
    Type type = op->getResult(i).getType();
    FailureOr<Value> v =
        materialize(rewriter, op->getLoc(), type, value, *leaves);
    if (failed(v))
      return op->emitOpError("cannot be lowered: the dynamic leaves of ")
             << typeOfAlgebraValue(op->getContext(), value)
             << " do not match the written result type " << type;
    replacements.push_back(*v);
  }
  rewriter.replaceOp(op, replacements);
  return success();
}

struct FlyLowerAlgebraPass
    : mlir::fly::impl::FlyLowerAlgebraPassBase<FlyLowerAlgebraPass> {
  using FlyLowerAlgebraPassBase::FlyLowerAlgebraPassBase;
  void getDependentDialects(DialectRegistry &registry) const override {
    FlyLowerAlgebraPassBase::getDependentDialects(registry);
    if (runtimeChecks)
      insertRuntimeCheckDialects(registry);
  }
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    if (failed(lowerAlgebra(getOperation(), rewriter, runtimeChecks)))
      signalPassFailure();
  }
};

} // namespace

/// Erases the ops under `scope` that are trivially dead, except the ops
/// still to be lowered. The values emitters shared so far may be among
/// them: the sharing starts afresh.
static void eraseDeadExceptPending(Operation *scope, RewriterBase &rewriter,
                                   const DenseSet<Operation *> &pending,
                                   SharedEmission &shared) {
  shared.forget();
  eraseDeadOps(scope, rewriter,
               [&](Operation *op) { return pending.contains(op); });
}

namespace {
/// The worklist cut where the scope (closest isolated-from-above op)
/// changes, in worklist order.
struct ScopeRun {
  Operation *scope;
  ArrayRef<AlgebraOpInterface> ops;
};

SmallVector<ScopeRun> scopeRuns(ArrayRef<AlgebraOpInterface> worklist) {
  SmallVector<ScopeRun> runs;
  size_t begin = 0;
  for (size_t i = 0; i < worklist.size(); ++i) {
    Operation *scope =
        worklist[i]->getParentWithTrait<OpTrait::IsIsolatedFromAbove>();
    if (i > begin && scope != runs.back().scope) {
      runs.back().ops = worklist.slice(begin, i - begin);
      begin = i;
    }
    if (i == begin)
      runs.push_back({scope, {}});
  }
  if (!runs.empty())
    runs.back().ops = worklist.drop_front(begin);
  return runs;
}

/// Whether the runs touch disjoint IR: one run per scope, and no scope
/// inside another (a scope's dead-op sweep walks all of it).
bool disjointRuns(ArrayRef<ScopeRun> runs) {
  DenseSet<Operation *> scopes;
  for (const ScopeRun &run : runs)
    if (!run.scope || !scopes.insert(run.scope).second)
      return false;
  for (const ScopeRun &run : runs)
    for (Operation *p = run.scope->getParentOp(); p; p = p->getParentOp())
      if (scopes.contains(p))
        return false;
  return true;
}
} // namespace

LogicalResult mlir::fly::lowerAlgebra(Operation *root, RewriterBase &rewriter,
                                      bool runtimeChecks, bool eraseDead) {
  // make_shape / make_stride / make_coord spell make_int_tuple: rewritten
  // to it (as fly-canonicalize does), they are normal form as they stand.
  replaceTupleAliases(root, rewriter);
  // Pre-order: producers are lowered before their users, so every operand
  // of a lowerable op is in normal form when its turn comes.
  SmallVector<AlgebraOpInterface> worklist;
  root->walk<WalkOrder::PreOrder>([&](AlgebraOpInterface op) {
    if (!isConstructor(op) && !isa<MakeViewOp>(op) && isLowerable(op))
      worklist.push_back(op);
  });
  EvaluationMemo evaluations(runtimeChecks);
  SmallVector<ScopeRun> runs = scopeRuns(worklist);
  // With `eraseDead`, each function's garbage (the carriers its lowered
  // ops replaced, and the arith only they read) goes when the lowering
  // leaves the function, so that the memory is reused for the next one
  // instead of the whole module's garbage living until the end. The last
  // function's stays for the caller, as it always did.
  auto sweepAfter = [&](size_t run) {
    return eraseDead && run + 1 < runs.size();
  };

  // Functions are independent: when they touch disjoint IR, they take
  // turns on the context's threads (forEachOnThreads). Diagnostics come
  // out in function order, each function's in its own order, as one thread
  // would emit them. Runtime checks create module-level symbols, and a caller's
  // rewriter listener must see every change from one thread: those stay
  // on one thread.
  if (!runtimeChecks && !rewriter.getListener() && runs.size() > 1 &&
      disjointRuns(runs)) {
    MLIRContext *ctx = root->getContext();
    std::atomic<bool> ok = true;
    forEachOnThreads(ctx, runs.size(), [&](size_t i) {
      IRRewriter local(ctx);
      SharedEmission shared;
      shared.reserveFor(runs[i].ops.size());
      bool runOk = true;
      for (AlgebraOpInterface op : runs[i].ops)
        runOk &= succeeded(lowerOp(op, local, evaluations, shared, nullptr));
      if (sweepAfter(i))
        eraseDeadOps(runs[i].scope, local);
      if (!runOk)
        ok = false;
    });
    return success(ok.load());
  }

  bool ok = true;
  SharedEmission shared;
  std::optional<RuntimeCheckEmitter> checks;
  if (runtimeChecks)
    checks.emplace();
  // The ops of later runs stay even where a scope's sweep reaches them.
  DenseSet<Operation *> pending;
  if (eraseDead)
    for (AlgebraOpInterface op : worklist)
      pending.insert(op);
  for (auto [i, run] : llvm::enumerate(runs)) {
    for (AlgebraOpInterface op : run.ops) {
      pending.erase(op);
      ok &= succeeded(lowerOp(op, rewriter, evaluations, shared,
                              checks ? &*checks : nullptr));
    }
    if (sweepAfter(i) && run.scope)
      eraseDeadExceptPending(run.scope, rewriter, pending, shared);
  }
  return success(ok);
}
