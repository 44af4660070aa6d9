//===- LeafExprs.h - Dynamic leaves as expressions and as arith --*- C++ -*-===//
//
// The bridge between normal-form SSA values and the algebra's symbolic
// leaves: operand leaves become numbered inputs, and the expressions of the
// result leaves become `arith` ops.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LIB_DIALECT_FLY_TRANSFORMS_LEAFEXPRS_H
#define FLY_LIB_DIALECT_FLY_TRANSFORMS_LEAFEXPRS_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "mlir/IR/Builders.h"

#include "llvm/ADT/DenseMap.h"

#include <functional>

namespace mlir::fly {

/// Calls `fn` on every dynamic leaf of `value` in constructor order (the
/// order of NormalForm.h): depth first in an int tuple; shape then stride in
/// a layout; inner, offset, outer in a composed layout; the leaf of a
/// scalar.
void forEachDynamicLeaf(AlgebraValue &value,
                        const std::function<void(algebra::Leaf &)> &fn);
void forEachDynamicLeaf(const AlgebraValue &value,
                        const std::function<void(const algebra::Leaf &)> &fn);

/// The `arith` ops emitters created in each block, by what they compute
/// (op, operands, constant or predicate, result type). CSE would replace a
/// later equal op by the first one in its block; an emitter that finds the
/// first one here uses it instead of creating the duplicate, which leaves
/// the same IR after CSE without creating and erasing the copies. Only
/// for regions where CSE merges such ops (SSA dominance).
class EmittedValues {
public:
  struct Key {
    Block *block;
    const void *kind; // the op class's TypeID
    int64_t imm;   // constant value or comparison predicate
    Value a, b, c;
    Type type;
    bool operator==(const Key &o) const {
      return block == o.block && kind == o.kind && imm == o.imm && a == o.a &&
             b == o.b && c == o.c && type == o.type;
    }
  };
  struct KeyInfo {
    static Key getEmptyKey() {
      return {llvm::DenseMapInfo<Block *>::getEmptyKey(), nullptr, 0, {}, {},
              {}, {}};
    }
    static Key getTombstoneKey() {
      return {llvm::DenseMapInfo<Block *>::getTombstoneKey(), nullptr, 0, {},
              {}, {}, {}};
    }
    static unsigned getHashValue(const Key &k) {
      // DenseMap's pointer hashes, chained: a quarter of hash_combine's
      // instructions, on a lookup made for every emitted arith op.
      auto ptr = [](const void *p) {
        return llvm::DenseMapInfo<const void *>::getHashValue(p);
      };
      unsigned h = llvm::detail::combineHashValue(ptr(k.block), ptr(k.kind));
      h = llvm::detail::combineHashValue(
          h, llvm::DenseMapInfo<int64_t>::getHashValue(k.imm));
      h = llvm::detail::combineHashValue(h, ptr(k.a.getAsOpaquePointer()));
      h = llvm::detail::combineHashValue(h, ptr(k.b.getAsOpaquePointer()));
      h = llvm::detail::combineHashValue(h, ptr(k.c.getAsOpaquePointer()));
      return llvm::detail::combineHashValue(
          h, ptr(k.type.getAsOpaquePointer()));
    }
    static bool isEqual(const Key &x, const Key &y) { return x == y; }
  };
  llvm::DenseMap<Key, Value, KeyInfo> values;
};

/// Emits `arith` ops for leaf expressions, memoized per expression node.
class ExprEmitter {
public:
  /// With `shared`, ops are first looked up in (and recorded into) the
  /// values emitted earlier in the same block.
  ExprEmitter(OpBuilder &builder, Location loc, ArrayRef<Value> inputs,
              EmittedValues *shared = nullptr)
      : b(builder), loc(loc), inputs(inputs), shared(shared) {}

  /// The value of `e`, as an integer of `e`'s width.
  Value emit(const algebra::ExprRef &e);
  /// `v` sign-extended or truncated to `width` bits.
  Value castTo(Value v, unsigned width);
  /// From now on every division divides by 1 where its divisor is 0, for
  /// expressions that must be computable whatever the inputs (the runtime
  /// checks of RuntimeChecks.h evaluate the very conditions that make
  /// divisions safe).
  void guardDivisors() { guarded = true; }

private:
  /// An op of type OpT with `operands` (and `imm` for a predicate), or the
  /// equal one emitted earlier in this block.
  template <typename OpT, typename... Args>
  Value make(int64_t imm, Type type, ArrayRef<Value> operands,
             Args &&...args);
  /// The same, with the op built by `build` when no equal one exists.
  template <typename OpT, typename BuildFn>
  Value makeWith(int64_t imm, Type type, ArrayRef<Value> operands,
                 BuildFn build);
  Value constant(Type type, int64_t value);

  OpBuilder &b;
  Location loc;
  ArrayRef<Value> inputs;
  EmittedValues *shared;
  bool guarded = false;
  // Keyed by node address; the map owns a reference to each key node so
  // that a freed node's address can never be reused for a different one.
  llvm::DenseMap<const algebra::Expr *, std::pair<algebra::ExprRef, Value>>
      memo;
};

} // namespace mlir::fly

#endif // FLY_LIB_DIALECT_FLY_TRANSFORMS_LEAFEXPRS_H
