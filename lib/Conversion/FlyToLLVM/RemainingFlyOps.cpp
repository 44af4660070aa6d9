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

using namespace mlir;
using namespace mlir::fly;

/// Fly's dialects: `fly` and the target dialects `fly_<target>`.
static bool isFlyDialect(Dialect *d) {
  if (!d)
    return false;
  StringRef ns = d->getNamespace();
  return ns == "fly" || ns.starts_with("fly_");
}

/// Whether `t` is or contains a type of a Fly dialect.
static bool hasFlyType(Type t) {
  bool found = false;
  t.walk([&](Type sub) {
    if (isFlyDialect(&sub.getDialect()))
      found = true;
  });
  return found;
}

/// The first Fly type of a value `op` defines (a result or a block argument
/// of its regions) or of its function type; null if none.
static Type definedFlyType(Operation *op) {
  for (Type t : op->getResultTypes())
    if (hasFlyType(t))
      return t;
  for (Region &r : op->getRegions())
    for (Block &b : r)
      for (BlockArgument a : b.getArguments())
        if (hasFlyType(a.getType()))
          return a.getType();
  if (auto fn = dyn_cast<FunctionOpInterface>(op))
    if (hasFlyType(fn.getFunctionType()))
      return fn.getFunctionType();
  return Type();
}

/// The first Fly-typed operand of `op` that no other op reported here
/// defines: one coming out of a cast (the conversion's glue); null if none.
static Value castFlyOperand(Operation *op) {
  for (Value v : op->getOperands())
    if (hasFlyType(v.getType()))
      if (v.getDefiningOp<UnrealizedConversionCastOp>())
        return v;
  return Value();
}

LogicalResult
mlir::fly::eraseDeadFlyOpsAndCheckNoneRemain(Operation *root,
                                             StringRef passName) {
  // Erase dead Fly ops (and casts from or to Fly types), users before
  // their operands' definitions, until none is left.
  bool erased = true;
  while (erased) {
    erased = false;
    SmallVector<Operation *> dead;
    root->walk<WalkOrder::PostOrder, ReverseIterator>([&](Operation *op) {
      bool fly = isFlyDialect(op->getDialect()) ||
                 (isa<UnrealizedConversionCastOp>(op) &&
                  (definedFlyType(op) ||
                   llvm::any_of(op->getOperandTypes(), hasFlyType)));
      if (fly && op->use_empty() && isMemoryEffectFree(op) &&
          op->getNumRegions() == 0)
        dead.push_back(op);
    });
    for (Operation *op : dead) {
      if (!op->use_empty())
        continue; // a user was not in this round's list
      op->erase();
      erased = true;
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
    if (Type t = definedFlyType(op)) {
      op->emitOpError("still has a value of Fly type ")
          << t << " after " << passName;
      failed = true;
    } else if (Value v = castFlyOperand(op)) {
      op->emitOpError("still uses a value of Fly type ")
          << v.getType() << " after " << passName;
      failed = true;
    }
  });
  return failure(failed);
}
