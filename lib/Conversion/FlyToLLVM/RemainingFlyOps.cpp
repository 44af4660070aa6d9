//===- RemainingFlyOps.cpp - Nothing of Fly survives the conversion -------===//
//
// The conversion is partial: the layout constructors (fly.static,
// fly.make_int_tuple, fly.make_layout, ...) are legal, because the patterns
// read them (dynamic leaves, normal forms) while rewriting their users, and
// they die with those users. Whatever else is left, a Fly op the patterns do
// not lower (before this check it passed silently, leaving `fly` ops in the
// LLVM dialect output) or an op still carrying a Fly-typed value, is an
// error naming it.
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"

#include "mlir/IR/Iterators.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::fly;

/// Fly's dialects: `fly` and the target dialects `fly_<target>`.
static bool isFlyDialect(Dialect *d) {
  if (!d)
    return false;
  StringRef ns = d->getNamespace();
  return ns == "fly" || ns.starts_with("fly_");
}

namespace {
/// Which types are or contain a type of a Fly dialect. Walking a type's
/// sub-elements allocates; the answers are kept, since the checks below ask
/// about the same few types (i32, pointers, vectors, structs) at every op.
class FlyTypes {
public:
  bool has(Type t) {
    auto [it, inserted] = known.try_emplace(t, false);
    if (inserted) {
      bool found = false;
      t.walk([&](Type sub) {
        if (isFlyDialect(&sub.getDialect()))
          found = true;
      });
      it->second = found;
    }
    return it->second;
  }

  /// The first Fly type of a value `op` defines (a result or a block
  /// argument of its regions) or of its function type; null if none.
  Type definedBy(Operation *op) {
    for (Type t : op->getResultTypes())
      if (has(t))
        return t;
    for (Region &r : op->getRegions())
      for (Block &b : r)
        for (BlockArgument a : b.getArguments())
          if (has(a.getType()))
            return a.getType();
    if (auto fn = dyn_cast<FunctionOpInterface>(op))
      if (has(fn.getFunctionType()))
        return fn.getFunctionType();
    return Type();
  }

  /// The first Fly-typed operand of `op` that no other op reported here
  /// defines: one coming out of a cast (the conversion's glue); null if
  /// none.
  Value castOperandOf(Operation *op) {
    for (Value v : op->getOperands())
      if (has(v.getType()))
        if (v.getDefiningOp<UnrealizedConversionCastOp>())
          return v;
    return Value();
  }

private:
  llvm::DenseMap<Type, bool> known;
};
} // namespace

LogicalResult
mlir::fly::eraseDeadFlyOpsAndCheckNoneRemain(Operation *root,
                                             StringRef passName) {
  // Erase dead Fly ops (and casts from or to Fly types) until none is
  // left: the dead ones found in one walk, then each definition that its
  // last user's erasure leaves dead (one walk, not one per link of the
  // longest dead chain).
  FlyTypes flyTypes;
  auto erasable = [&](Operation *op) {
    bool fly = isFlyDialect(op->getDialect()) ||
               (isa<UnrealizedConversionCastOp>(op) &&
                (flyTypes.definedBy(op) ||
                 llvm::any_of(op->getOperandTypes(),
                              [&](Type t) { return flyTypes.has(t); })));
    return fly && isMemoryEffectFree(op) && op->getNumRegions() == 0;
  };
  SmallVector<Operation *> dead;
  root->walk<WalkOrder::PostOrder, ReverseIterator>([&](Operation *op) {
    if (op->use_empty() && erasable(op))
      dead.push_back(op);
  });
  llvm::SmallPtrSet<Operation *, 16> queued(dead.begin(), dead.end());
  while (!dead.empty()) {
    Operation *op = dead.pop_back_val();
    SmallVector<Operation *, 4> defs;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        defs.push_back(def);
    op->erase();
    for (Operation *def : defs)
      if (!queued.contains(def) && def->use_empty() && erasable(def)) {
        queued.insert(def);
        dead.push_back(def);
      }
  }

  // Report each left-over piece once, where it ends: a Fly op whose result
  // leaves the Fly ops (or that has no user: a side effect nobody lowered),
  // not the constructors feeding it; an op of another dialect that defines a
  // Fly-typed value (a function signature, loop-carried values), not the
  // ops that merely pass such a value on.
  bool failed = false;
  root->walk([&](Operation *op) {
    if (isFlyDialect(op->getDialect())) {
      bool sink = op->use_empty() ||
                  llvm::any_of(op->getUsers(), [](Operation *user) {
                    return !isFlyDialect(user->getDialect());
                  });
      if (sink) {
        op->emitOpError("remains after ")
            << passName << ": no pattern lowers it here";
        failed = true;
      }
      return;
    }
    if (isa<UnrealizedConversionCastOp>(op))
      return;
    if (Type t = flyTypes.definedBy(op)) {
      op->emitOpError("still has a value of Fly type ")
          << t << " after " << passName;
      failed = true;
    } else if (Value v = flyTypes.castOperandOf(op)) {
      op->emitOpError("still uses a value of Fly type ")
          << v.getType() << " after " << passName;
      failed = true;
    }
  });
  return failure(failed);
}
