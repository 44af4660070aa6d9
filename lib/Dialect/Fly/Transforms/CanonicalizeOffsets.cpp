//===- CanonicalizeOffsets.cpp - Pointer offsets in canonical form --------===//
//
// fly-canonicalize-offsets, the last phase of fly-layout-lowering; it ends
// with CSE, which makes the shared base of the rebuilt chains one value.
//
// docs/reference/lowering.md#offset-form: a pointer offset is kept as
//
//   add_offset(add_offset(base, dynamic_part), static_part)
//
// so that accesses differing only in a static offset share one base address
// (one register) and reach their element with an immediate offset. A chain
// of add_offsets -- written by the user, or left by view slices, partitions
// and element accesses, whose offsets are arith expressions like
// `i * 64 + 3` -- is flattened into its terms: the dynamic values (with
// constant addends peeled off `arith.addi`/`subi`) and one constant. The
// chain is then rebuilt in canonical form from its base.
//
// Pointer arithmetic is linear even on swizzled pointers (the XOR applies to
// the final address at the access, docs/reference/lowering.md#swizzles),
// so regrouping the terms
// is exact. The rebuilt outer add_offset keeps the original result type: its
// alignment is what the chain proved, and a regrouped chain proves at least
// that much or the chain is left alone (a pointer result may claim less
// alignment than inferred, ResultCompat.cpp).
//
//===----------------------------------------------------------------------===//

#include "CanonicalizeOffsets.h"

#include "FunctionThreads.h"
#include "NormalForm.h"

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"
#include "fly/Dialect/Fly/IR/MemoryTypes.h"
#include "fly/Dialect/Fly/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/CSE.h"

#include <numeric>

namespace mlir::fly {
#define GEN_PASS_DEF_FLYCANONICALIZEOFFSETSPASS
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;
using namespace mlir::fly;

namespace {

/// One dynamic term of an offset and what is known of its divisibility.
struct DynamicTerm {
  Value value;
  int64_t div;
};

/// The flattened offset of a chain.
struct OffsetTerms {
  SmallVector<DynamicTerm> dynamic;
  int64_t constant = 0;
  /// Whether a constant was peeled off a dynamic value (the chain is then
  /// not canonical even if it has the canonical shape).
  bool peeled = false;
};

/// The single leaf of an offset type (rank-1 wrappers allowed).
const algebra::Leaf *offsetLeaf(const algebra::IntTuple &t) {
  const algebra::IntTuple *p = &t;
  while (p->isTuple() && p->rank() == 1)
    p = &(*p)[0];
  if (!p->isLeaf() || p->leaf().isBasis() || p->leaf().isNone())
    return nullptr;
  return &p->leaf();
}

/// Divisibility of `v` read off the arith ops that compute it (constants,
/// products, shifts, sums); 1 where nothing is known.
int64_t structuralDivisibility(Value v, int depth = 0) {
  if (depth > 8)
    return 1;
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c)))
    return c.isZero() ? 0 : std::abs(c.getSExtValue());
  Operation *def = v.getDefiningOp();
  if (!def)
    return 1;
  auto both = [&](auto op, auto combine) {
    return combine(structuralDivisibility(op.getLhs(), depth + 1),
                   structuralDivisibility(op.getRhs(), depth + 1));
  };
  auto mul = [](int64_t a, int64_t b) {
    int64_t r;
    if (a == 0 || b == 0)
      return int64_t(0);
    return __builtin_mul_overflow(a, b, &r) ? int64_t(1) : r;
  };
  auto gcd = [](int64_t a, int64_t b) { return std::gcd(a, b); };
  if (auto m = dyn_cast<arith::MulIOp>(def))
    return both(m, mul);
  if (auto a = dyn_cast<arith::AddIOp>(def))
    return both(a, gcd);
  if (auto s = dyn_cast<arith::SubIOp>(def))
    return both(s, gcd);
  if (auto shl = dyn_cast<arith::ShLIOp>(def)) {
    APInt k;
    if (matchPattern(shl.getRhs(), m_ConstantInt(&k)) && k.ult(62))
      return mul(structuralDivisibility(shl.getLhs(), depth + 1),
                 int64_t(1) << k.getZExtValue());
    return 1;
  }
  if (auto ext = dyn_cast<arith::ExtSIOp>(def))
    return structuralDivisibility(ext.getIn(), depth + 1);
  return 1;
}

/// Adds the terms of one add_offset operand; false if it is not one
/// integer leaf in normal form or the constants overflow.
bool addTerms(Value offset, OffsetTerms &terms) {
  auto type = dyn_cast<IntTupleType>(offset.getType());
  const algebra::IntTuple value = type.getValue();
  const algebra::Leaf *leaf = offsetLeaf(value);
  if (!leaf)
    return false;
  if (leaf->isStatic())
    return !__builtin_add_overflow(terms.constant, leaf->value,
                                   &terms.constant);
  std::optional<SmallVector<Value>> leaves = normalFormLeaves(offset);
  if (!leaves || leaves->size() != 1)
    return false;
  Value v = leaves->front();
  int64_t div = leaf->div;
  // Peel constant addends: v = x + c (or c + x, or x - c).
  while (Operation *def = v.getDefiningOp()) {
    Value rest;
    APInt c;
    int64_t sign = 1;
    if (auto add = dyn_cast<arith::AddIOp>(def)) {
      if (matchPattern(add.getRhs(), m_ConstantInt(&c)))
        rest = add.getLhs();
      else if (matchPattern(add.getLhs(), m_ConstantInt(&c)))
        rest = add.getRhs();
    } else if (auto sub = dyn_cast<arith::SubIOp>(def)) {
      if (matchPattern(sub.getRhs(), m_ConstantInt(&c))) {
        rest = sub.getLhs();
        sign = -1;
      }
    }
    if (!rest || c.isZero() || c.getSignificantBits() > 63)
      break;
    int64_t k = sign * c.getSExtValue();
    if (__builtin_add_overflow(terms.constant, k, &terms.constant))
      return false;
    // v = rest + k with v divisible by div: rest is divisible by gcd(div, k).
    div = std::gcd(div, std::abs(k));
    v = rest;
    terms.peeled = true;
  }
  int64_t structural = structuralDivisibility(v);
  if (structural > 0)
    div = std::lcm(div, structural);
  terms.dynamic.push_back({v, std::max<int64_t>(div, 1)});
  return true;
}

/// Whether `v` is a dynamic int-tuple offset (one dynamic leaf).
bool isDynamicOffset(Value offset) {
  const algebra::IntTuple value = cast<IntTupleType>(offset.getType()).getValue();
  const algebra::Leaf *leaf = offsetLeaf(value);
  return leaf && leaf->isDynamic();
}

/// The alignment the canonical form of `terms` on `base` proves.
int64_t canonicalAlignment(PointerType base, const OffsetTerms &terms,
                           int64_t dynDiv) {
  int64_t elemBytes = PointerType::getElementBytes(base.getElemType());
  int64_t align = base.getAlignBytes();
  if (!terms.dynamic.empty())
    align = alignmentAfterOffset(align, elemBytes,
                                 algebra::Leaf::ofDynamic(32, dynDiv));
  if (terms.constant != 0)
    align = alignmentAfterOffset(align, elemBytes,
                                 algebra::Leaf::ofStatic(terms.constant));
  return align;
}

/// The sum of the dynamic terms, in the widest of their types.
Value sumTerms(OpBuilder &b, Location loc, ArrayRef<DynamicTerm> terms) {
  unsigned width = 0;
  for (const DynamicTerm &t : terms)
    width = std::max(width, t.value.getType().getIntOrFloatBitWidth());
  Type type = b.getIntegerType(width);
  Value sum;
  for (const DynamicTerm &t : terms) {
    Value v = t.value;
    if (v.getType() != type)
      v = arith::ExtSIOp::create(b, loc, type, v);
    sum = sum ? arith::AddIOp::create(b, loc, sum, v).getResult() : v;
  }
  return sum;
}

/// Erases `op` and the pure producers it leaves without uses.
void eraseDeadChain(Operation *op, RewriterBase &rewriter) {
  SmallVector<Operation *> worklist{op};
  while (!worklist.empty()) {
    Operation *cur = worklist.pop_back_val();
    if (!cur->use_empty() || !isPure(cur))
      continue;
    SmallVector<Operation *> producers;
    for (Value operand : cur->getOperands())
      if (Operation *def = operand.getDefiningOp())
        producers.push_back(def);
    rewriter.eraseOp(cur);
    for (Operation *def : producers)
      if (!llvm::is_contained(worklist, def))
        worklist.push_back(def);
  }
}

void canonicalizeChain(AddOffsetOp op, RewriterBase &rewriter) {
  auto resultType = dyn_cast<PointerType>(op.getType());
  if (!resultType)
    return;
  // Flatten the chain down to its base.
  OffsetTerms terms;
  SmallVector<AddOffsetOp> chain;
  Value base = op.getResult();
  for (auto cur = op; cur && isa<PointerType>(cur.getPtr().getType());
       cur = cur.getPtr().getDefiningOp<AddOffsetOp>()) {
    OffsetTerms extended = terms;
    if (!addTerms(cur.getOffset(), extended))
      break;
    terms = std::move(extended);
    chain.push_back(cur);
    base = cur.getPtr();
  }
  if (chain.empty())
    return;

  // Already canonical: add_offset(base, s), add_offset(base, d) or
  // add_offset(add_offset(base, d), s) with nothing peeled and s != 0.
  bool outerStatic = !isDynamicOffset(chain[0].getOffset());
  if (!terms.peeled &&
      ((chain.size() == 1 && !(outerStatic && terms.constant == 0)) ||
       (chain.size() == 2 && outerStatic && terms.constant != 0 &&
        isDynamicOffset(chain[1].getOffset()))))
    return;

  auto basePtr = cast<PointerType>(base.getType());
  int64_t dynDiv = 0;
  for (const DynamicTerm &t : terms.dynamic)
    dynDiv = std::gcd(dynDiv, t.div);
  int64_t align = canonicalAlignment(basePtr, terms, std::max<int64_t>(dynDiv, 1));
  // Rebuild only if the canonical form proves the alignment the result
  // type claims.
  if (align % resultType.getAlignBytes() != 0)
    return;

  rewriter.setInsertionPoint(op);
  Location loc = op.getLoc();
  MLIRContext *ctx = op.getContext();
  Value ptr = base;
  if (!terms.dynamic.empty()) {
    Value sum = sumTerms(rewriter, loc, terms.dynamic);
    int32_t width = sum.getType().getIntOrFloatBitWidth() > 32 ? 64 : 32;
    Type offType = IntTupleType::get(
        ctx, algebra::IntTuple(algebra::Leaf::ofDynamic(
                 width, std::max<int64_t>(dynDiv, 1))));
    Value off = buildNormalForm(rewriter, loc, offType, sum);
    bool last = terms.constant == 0;
    ptr = last ? AddOffsetOp::create(rewriter, loc, resultType, ptr, off)
               : AddOffsetOp::create(rewriter, loc, ptr, off);
  }
  if (terms.constant != 0) {
    Type offType = IntTupleType::get(
        ctx, algebra::IntTuple(algebra::Leaf::ofStatic(terms.constant)));
    Value off = buildNormalForm(rewriter, loc, offType, {});
    ptr = AddOffsetOp::create(rewriter, loc, resultType, ptr, off);
  }
  if (ptr.getType() != resultType)
    return; // a zero offset on a base of another type: keep the op
  rewriter.replaceAllUsesWith(op.getResult(), ptr);
  eraseDeadChain(op, rewriter);
}

} // namespace

void mlir::fly::canonicalizePointerOffsets(Operation *root,
                                           RewriterBase &rewriter) {
  // Pre-order: inner links of a chain are canonical before the outer ones
  // are flattened through them.
  SmallVector<AddOffsetOp> ops;
  root->walk<WalkOrder::PreOrder>([&](AddOffsetOp op) { ops.push_back(op); });
  // A rewrite erases only producers of the op it rewrites, which come
  // earlier in this order and were visited already.
  for (AddOffsetOp op : ops)
    canonicalizeChain(op, rewriter);
}

namespace {
/// isOpTriviallyDead, asked once per op kind for the ops without regions of
/// Fly and arith. Their memory effects are the ones their ODS declares for
/// the kind (no op of either dialect computes its effects from the
/// instance; arith's are all NoMemoryEffect), so one answer holds for every
/// op of the kind. The lowering leaves hundreds of thousands of dead
/// carriers and unused leaf computations of a few kinds, and the generic
/// query walks traits and interfaces each time. Other ops are asked each
/// time.
class TriviallyDeadQuery {
public:
  explicit TriviallyDeadQuery(MLIRContext *ctx)
      : fly(ctx->getLoadedDialect<FlyDialect>()),
        arith(ctx->getLoadedDialect<arith::ArithDialect>()) {}

  bool operator()(Operation *op) {
    if (!op->use_empty())
      return false;
    Dialect *dialect = op->getDialect();
    if (!dialect || (dialect != fly && dialect != arith) ||
        op->getNumRegions() != 0)
      return wouldOpBeTriviallyDead(op);
    auto [it, inserted] =
        byKind.try_emplace(op->getName().getAsOpaquePointer(), false);
    if (inserted)
      it->second = wouldOpBeTriviallyDead(op);
    return it->second;
  }

private:
  Dialect *fly, *arith;
  llvm::DenseMap<void *, bool> byKind;
};
} // namespace

void mlir::fly::eraseDeadOps(Operation *root, RewriterBase &rewriter,
                             function_ref<bool(Operation *)> keep) {
  TriviallyDeadQuery isDead(root->getContext());
  // Blocks innermost first and each block bottom-up: an op's users come
  // after it, so a whole dead tree goes in one sweep.
  root->walk<WalkOrder::PostOrder>([&](Block *block) {
    for (Operation &op : llvm::make_early_inc_range(llvm::reverse(*block)))
      if (!(keep && keep(&op)) && isDead(&op))
        rewriter.eraseOp(&op);
  });
}

/// The ops directly under `root` when each of them is isolated from above
/// and a symbol: then nothing of `root`'s own block can be merged by CSE
/// (symbols differ by name) or erased as dead (symbols never are), and the
/// phases below can run on each op apart. Empty otherwise.
static SmallVector<Operation *> independentSymbols(Operation *root) {
  SmallVector<Operation *> units;
  for (Region &region : root->getRegions())
    for (Block &block : region)
      for (Operation &op : block) {
        if (!op.hasTrait<OpTrait::IsIsolatedFromAbove>() ||
            !isa<SymbolOpInterface>(op))
          return {};
        units.push_back(&op);
      }
  return units;
}

static void canonicalizeOffsetsAndCSEIn(Operation *root,
                                        RewriterBase &rewriter);

void mlir::fly::canonicalizeOffsetsAndCSE(Operation *root,
                                          RewriterBase &rewriter) {
  // Functions are independent: they take turns on the context's threads
  // (forEachOnThreads; nothing here emits diagnostics). A caller's rewriter
  // listener must see every change from one thread.
  SmallVector<Operation *> units =
      rewriter.getListener() ? SmallVector<Operation *>()
                             : independentSymbols(root);
  if (units.size() < 2)
    return canonicalizeOffsetsAndCSEIn(root, rewriter);
  MLIRContext *ctx = root->getContext();
  forEachOnThreads(ctx, units.size(), [&](size_t i) {
    IRRewriter local(ctx);
    canonicalizeOffsetsAndCSEIn(units[i], local);
  });
}

static void canonicalizeOffsetsAndCSEIn(Operation *root,
                                        RewriterBase &rewriter) {
  canonicalizePointerOffsets(root, rewriter);
  // The earlier phases replace every lowered op by a normal-form carrier
  // that its lowered users no longer read. CSE would hash each dead
  // carrier's operand tree before reaching the carrier (it erases an op
  // only once it is dead when visited); erased first, they cost nothing.
  eraseDeadOps(root, rewriter);
  // The rebuilt chains repeat their dynamic part at every access that
  // shares a base; CSE makes it one value (and merges what the earlier
  // phases built twice).
  DominanceInfo dominance(root);
  eliminateCommonSubExpressions(rewriter, dominance, root);
}

namespace {

struct FlyCanonicalizeOffsetsPass
    : mlir::fly::impl::FlyCanonicalizeOffsetsPassBase<
          FlyCanonicalizeOffsetsPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    canonicalizeOffsetsAndCSE(getOperation(), rewriter);
  }
};

} // namespace
