//===- IntSwizzleSimplify.cpp - Peel period multiples out of swizzles -----===//
//
// `fly-int-swizzle-simplify` (docs/reference/lowering.md#swizzles): a
// swizzle S<B,M,S> lowers
// to the arith idiom
//
//   %m = arith.andi %x, MASK      // MASK = ((1 << B) - 1) << (M + S)
//   %s = arith.shrui %m, SHIFT    // SHIFT = S
//   %y = arith.xori %x, %s
//
// (andi and xori may have their operands commuted). Its period is
// P = 2^p with p = B + M + S, the bit just above the mask. When the input is
// a sum `a + d1 + ... ` in which some addends are provably multiples of P,
// the pattern rewrites
//
//   swizzle(a + d)  ->  swizzle(a) + d
//
// so that accesses differing only by such addends share one swizzled base
// (and the static part ends up as an immediate offset).
//
// Why the rewrite is exact, in N-bit wrap-around arithmetic
// ---------------------------------------------------------
// Every value below is an N-bit pattern, i.e. an integer modulo 2^N; arith.addi
// and arith.subi wrap. The mask is an N-bit constant, so p <= N and P divides
// 2^N; hence "d is a multiple of P" is a property of the residue of d modulo
// 2^N and means exactly: the low p bits of d's pattern are zero. This covers
// negative d (e.g. -64 is 0xFFFFFFC0 in i32) and values whose computation
// overflowed (reduction modulo 2^N keeps the residue modulo P).
//
// Split every pattern as v = hi(v) * 2^p + lo(v) with 0 <= lo(v) < 2^p.
//  1. lo(d) = 0, so adding d cannot carry out of the low p bits:
//     lo(a + d) = lo(a) and hi(a + d) = hi(a) + hi(d) (mod 2^(N-p)).
//     The same holds for a - d.
//  2. t(x) = (x & MASK) >> S reads only bits [M+S, M+S+B) of x, all below p,
//     so t(a + d) = t(a). Its value is below 2^(M+B) <= 2^p, so XOR-ing it
//     only changes low bits: f(x) = x ^ t(x) = hi(x) * 2^p + (lo(x) ^ t(x)).
//  3. Therefore f(a + d) = (hi(a) + hi(d)) * 2^p + (lo(a) ^ t(a)), and
//     f(a) + d = hi(a) * 2^p + (lo(a) ^ t(a)) + hi(d) * 2^p (again no carry
//     since lo(d) = 0) is the same pattern. Likewise f(a - d) = f(a) - d, and
//     with a = 0: f(d) = d.
// No assumption about signs, overflow or the nsw/nuw flags is needed. The new
// ops carry no overflow flags, so they are never more poisonous than the old
// ones (if `a + d` had nsw and overflowed, the old value was poison and any
// value refines it).
//
// Divisibility facts, as "known trailing zero bits" tz(v) of the N-bit pattern
// (v is a multiple of P iff tz(v) >= p); each rule holds modulo 2^N:
//   constant c         countr_zero(c) (N for 0)
//   addi, subi         min(tz(l), tz(r))            (ring ops mod 2^N)
//   ori, xori, select  min of the operands
//   muli               min(N, tz(l) + tz(r))
//   shli l, k (k < N)  min(N, tz(l) + k)
//   andi               max(tz(l), tz(r))            (bitwise)
//   extsi, extui       tz(src), or the new width when the source is 0
//   trunci             min(tz(src), new width)
//   fly.get_scalar, fly.get_leaves of a dynamic leaf `?{div=D}`: countr_zero(D)
//   scf.for induction variable: min(tz(lb), tz(step)) (iv = lb + k * step)
// Everything else counts 0. Divisibility stated only by users of a value
// (e.g. a make_int_tuple result type) is not used: such an op may sit on a
// path that does not always execute.
//
// Only idioms with the parameters the dialect accepts for a swizzle are
// matched (B >= 1, M >= 0, S >= B, see SwizzleAttr::verify); the rewrite
// itself would be exact for any mask and shift.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"
#include "fly/Dialect/Fly/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYINTSWIZZLESIMPLIFYPASS
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;
using namespace mlir::fly;

namespace {

//===----------------------------------------------------------------------===//
// Known trailing zero bits.
//===----------------------------------------------------------------------===//

/// Known trailing zero bits of one leaf of an int tuple, as a `width`-bit
/// value.
unsigned leafTrailingZeros(const algebra::Leaf &leaf, unsigned width) {
  if (leaf.isBasis() || leaf.isNone())
    return 0;
  if (leaf.isStatic()) {
    uint64_t v = static_cast<uint64_t>(leaf.value);
    if (width < 64)
      v &= (uint64_t(1) << width) - 1;
    return v == 0 ? width : std::min<unsigned>(llvm::countr_zero(v), width);
  }
  int64_t div = leaf.div < 1 ? 1 : leaf.div;
  return std::min<unsigned>(llvm::countr_zero(static_cast<uint64_t>(div)),
                            width);
}

/// Lower bound on the number of trailing zero bits of integer values,
/// memoized for the duration of one match.
class TrailingZeros {
public:
  unsigned get(Value v) { return get(v, /*depth=*/0); }

private:
  static constexpr unsigned kMaxDepth = 24;

  unsigned get(Value v, unsigned depth) {
    auto intTy = dyn_cast<IntegerType>(v.getType());
    if (!intTy)
      return 0;
    auto it = cache.find(v);
    if (it != cache.end())
      return it->second;
    unsigned r = depth > kMaxDepth ? 0 : compute(v, intTy.getWidth(), depth);
    // Within the depth limit the answer does not depend on the depth (except
    // that it may be cut short); caching a cut-short 0 is merely pessimistic.
    cache[v] = r;
    return r;
  }

  unsigned compute(Value v, unsigned width, unsigned depth) {
    APInt c;
    if (matchPattern(v, m_ConstantInt(&c)))
      return c.isZero() ? width : c.countr_zero();

    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (auto forOp =
              dyn_cast_or_null<scf::ForOp>(arg.getOwner()->getParentOp()))
        if (forOp.getInductionVar() == v)
          return std::min(get(forOp.getLowerBound(), depth + 1),
                          get(forOp.getStep(), depth + 1));
      return 0;
    }

    Operation *def = v.getDefiningOp();
    auto sub = [&](Value x) { return get(x, depth + 1); };
    auto minOf = [&](Value a, Value b) { return std::min(sub(a), sub(b)); };
    return llvm::TypeSwitch<Operation *, unsigned>(def)
        .Case<arith::AddIOp, arith::SubIOp, arith::OrIOp, arith::XOrIOp>(
            [&](auto op) { return minOf(op.getLhs(), op.getRhs()); })
        .Case<arith::SelectOp>([&](arith::SelectOp op) {
          return minOf(op.getTrueValue(), op.getFalseValue());
        })
        .Case<arith::MulIOp>([&](arith::MulIOp op) {
          return std::min(width, sub(op.getLhs()) + sub(op.getRhs()));
        })
        .Case<arith::ShLIOp>([&](arith::ShLIOp op) -> unsigned {
          APInt k;
          unsigned lhs = sub(op.getLhs());
          if (!matchPattern(op.getRhs(), m_ConstantInt(&k)))
            return lhs;
          // A shift by N or more is poison; claim nothing then.
          if (k.uge(width))
            return 0;
          return std::min<uint64_t>(width, lhs + k.getZExtValue());
        })
        .Case<arith::AndIOp>([&](arith::AndIOp op) {
          return std::max(sub(op.getLhs()), sub(op.getRhs()));
        })
        .Case<arith::ExtSIOp, arith::ExtUIOp>([&](auto op) -> unsigned {
          Value in = op.getIn();
          unsigned inWidth = cast<IntegerType>(in.getType()).getWidth();
          unsigned tz = sub(in);
          return tz >= inWidth ? width : tz;
        })
        .Case<arith::TruncIOp>([&](arith::TruncIOp op) {
          return std::min(width, sub(op.getIn()));
        })
        .Case<GetScalarOp>([&](GetScalarOp op) -> unsigned {
          auto tuple = intTupleOfType(op.getIntTuple().getType());
          if (!tuple)
            return 0;
          algebra::IntTuple t = *tuple;
          while (t.isTuple() && t.rank() == 1)
            t = algebra::IntTuple(t[0]);
          if (!t.isLeaf())
            return 0;
          return leafTrailingZeros(t.leaf(), width);
        })
        .Case<GetLeavesOp>([&](GetLeavesOp op) -> unsigned {
          auto tuple = intTupleOfType(op.getInput().getType());
          if (!tuple)
            return 0;
          unsigned index = cast<OpResult>(v).getResultNumber();
          unsigned i = 0;
          for (const algebra::Leaf &leaf : tuple->leaves()) {
            if (op.getDynamicOnly() && !leaf.isDynamic())
              continue;
            if (i++ == index)
              return leafTrailingZeros(leaf, width);
          }
          return 0;
        })
        .Default([](Operation *) { return 0u; });
  }

  llvm::DenseMap<Value, unsigned> cache;
};

//===----------------------------------------------------------------------===//
// The swizzle idiom.
//===----------------------------------------------------------------------===//

struct SwizzleIdiom {
  Value input;         // x
  Value mask;          // the MASK constant value
  Value shift;         // the SHIFT constant value
  unsigned periodBits; // p: the period is 2^p
};

/// Matches `xori(x, shrui(andi(x, MASK), SHIFT))` up to commuting andi and
/// xori, with MASK and SHIFT the constants of a valid swizzle S<B,M,S>.
std::optional<SwizzleIdiom> matchSwizzle(arith::XOrIOp xorOp) {
  auto intTy = dyn_cast<IntegerType>(xorOp.getType());
  if (!intTy)
    return std::nullopt;
  unsigned width = intTy.getWidth();
  for (unsigned side = 0; side < 2; ++side) {
    Value x = xorOp->getOperand(side);
    auto shr = xorOp->getOperand(1 - side).getDefiningOp<arith::ShRUIOp>();
    if (!shr)
      continue;
    auto andOp = shr.getLhs().getDefiningOp<arith::AndIOp>();
    if (!andOp)
      continue;
    Value maskVal;
    if (andOp.getLhs() == x)
      maskVal = andOp.getRhs();
    else if (andOp.getRhs() == x)
      maskVal = andOp.getLhs();
    else
      continue;
    APInt mask, shift;
    if (!matchPattern(maskVal, m_ConstantInt(&mask)) ||
        !matchPattern(shr.getRhs(), m_ConstantInt(&shift)))
      continue;
    if (mask.isZero() || shift.uge(width))
      continue;
    unsigned low = mask.countr_zero(); // M + S
    unsigned bits = mask.popcount();   // B
    if (!mask.lshr(low).isMask(bits))  // contiguous
      continue;
    unsigned s = shift.getZExtValue();
    if (s > low || s < bits) // M >= 0, S >= B
      continue;
    return SwizzleIdiom{x, maskVal, shr.getRhs(), low + bits};
  }
  return std::nullopt;
}

/// True when `op` is executed after, and dominated by, `def` in the sense
/// that `def` sits in a block enclosing `op` and comes before it there.
bool dominatesByNesting(Operation *def, Operation *op) {
  Operation *ancestor = def->getBlock()->findAncestorOpInBlock(*op);
  return ancestor && ancestor != def && def->isBeforeInBlock(ancestor);
}

/// An existing swizzle of `base` with the same constants that dominates
/// `before`, if any.
Value findExistingSwizzle(Value base, const SwizzleIdiom &idiom,
                          Operation *before) {
  for (Operation *user : base.getUsers()) {
    auto xorOp = dyn_cast<arith::XOrIOp>(user);
    if (!xorOp || xorOp == before)
      continue;
    auto other = matchSwizzle(xorOp);
    if (!other || other->input != base || other->periodBits != idiom.periodBits)
      continue;
    APInt m1, m2, s1, s2;
    if (!matchPattern(other->mask, m_ConstantInt(&m1)) ||
        !matchPattern(idiom.mask, m_ConstantInt(&m2)) ||
        !matchPattern(other->shift, m_ConstantInt(&s1)) ||
        !matchPattern(idiom.shift, m_ConstantInt(&s2)) || m1 != m2 || s1 != s2)
      continue;
    if (dominatesByNesting(xorOp, before))
      return xorOp.getResult();
  }
  return Value();
}

//===----------------------------------------------------------------------===//
// Peeling.
//===----------------------------------------------------------------------===//

/// `v = base + sum(sign_i * offsets_i)`, base null meaning 0.
struct Peeled {
  Value base;
  SmallVector<std::pair<Value, bool>> offsets; // (value, negated)
};

class Peeler {
public:
  Peeler(PatternRewriter &rewriter, Location loc, unsigned periodBits)
      : rewriter(rewriter), loc(loc), periodBits(periodBits) {}

  /// Splits `v` (an addi/subi tree) into period-multiple leaves and the
  /// rest. New ops are created only when something was peeled.
  Peeled peel(Value v, unsigned depth = 0) {
    // A constant 0 contributes nothing. Peeling it as an addend would let
    // `0 - a` (which the subi case below itself builds for `P*k - a`) be
    // rewritten into `0 - a` again, forever.
    if (matchPattern(v, m_Zero()))
      return {Value(), {}};
    if (tz.get(v) >= periodBits)
      return {Value(), {{v, false}}};
    if (depth > 16)
      return {v, {}};
    if (auto add = v.getDefiningOp<arith::AddIOp>()) {
      Peeled l = peel(add.getLhs(), depth + 1);
      Peeled r = peel(add.getRhs(), depth + 1);
      if (l.offsets.empty() && r.offsets.empty())
        return {v, {}};
      Peeled out;
      if (!l.base)
        out.base = r.base;
      else if (!r.base)
        out.base = l.base;
      else
        out.base = arith::AddIOp::create(rewriter, loc, l.base, r.base);
      out.offsets = std::move(l.offsets);
      out.offsets.append(r.offsets.begin(), r.offsets.end());
      return out;
    }
    if (auto subOp = v.getDefiningOp<arith::SubIOp>()) {
      Peeled l = peel(subOp.getLhs(), depth + 1);
      Peeled r = peel(subOp.getRhs(), depth + 1);
      if (l.offsets.empty() && r.offsets.empty())
        return {v, {}};
      Peeled out;
      if (!r.base) {
        out.base = l.base;
      } else {
        Value lhs =
            l.base ? l.base
                   : arith::ConstantIntOp::create(rewriter, loc, v.getType(), 0)
                         .getResult();
        out.base = arith::SubIOp::create(rewriter, loc, lhs, r.base);
      }
      out.offsets = std::move(l.offsets);
      for (auto [value, neg] : r.offsets)
        out.offsets.push_back({value, !neg});
      return out;
    }
    return {v, {}};
  }

private:
  PatternRewriter &rewriter;
  Location loc;
  unsigned periodBits;
  TrailingZeros tz;
};

struct PeelSwizzleAddends : OpRewritePattern<arith::XOrIOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::XOrIOp op,
                                PatternRewriter &rewriter) const override {
    auto idiom = matchSwizzle(op);
    if (!idiom)
      return rewriter.notifyMatchFailure(op, "not a swizzle idiom");

    // peel() creates ops only on a path where it has found a period-multiple
    // leaf, so a failed match leaves the IR untouched.
    Location loc = op.getLoc();
    rewriter.setInsertionPoint(op);
    Peeler peeler(rewriter, loc, idiom->periodBits);
    Peeled peeled = peeler.peel(idiom->input);
    if (peeled.offsets.empty())
      return rewriter.notifyMatchFailure(op, "no period-multiple addend");

    Type type = op.getType();
    unsigned width = cast<IntegerType>(type).getWidth();

    Value result;
    if (peeled.base) {
      result = findExistingSwizzle(peeled.base, *idiom, op);
      if (!result) {
        Value m =
            arith::AndIOp::create(rewriter, loc, peeled.base, idiom->mask);
        Value s = arith::ShRUIOp::create(rewriter, loc, m, idiom->shift);
        result = arith::XOrIOp::create(rewriter, loc, peeled.base, s);
      }
    }

    // Dynamic offsets first, in order; constant ones summed into one
    // trailing immediate.
    APInt constSum(width, 0);
    bool anyConst = false;
    for (auto [value, neg] : peeled.offsets) {
      APInt c;
      if (matchPattern(value, m_ConstantInt(&c))) {
        constSum = neg ? constSum - c : constSum + c;
        anyConst = true;
        continue;
      }
      if (!result) {
        result = neg ? arith::SubIOp::create(
                           rewriter, loc,
                           arith::ConstantIntOp::create(rewriter, loc, type, 0),
                           value)
                           .getResult()
                     : value;
        continue;
      }
      result =
          neg ? arith::SubIOp::create(rewriter, loc, result, value).getResult()
              : arith::AddIOp::create(rewriter, loc, result, value).getResult();
    }
    if (!result || (anyConst && !constSum.isZero())) {
      Value c = arith::ConstantOp::create(
          rewriter, loc, type, rewriter.getIntegerAttr(type, constSum));
      result = result
                   ? arith::AddIOp::create(rewriter, loc, result, c).getResult()
                   : c;
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct FlyIntSwizzleSimplifyPassImpl
    : mlir::fly::impl::FlyIntSwizzleSimplifyPassBase<
          FlyIntSwizzleSimplifyPassImpl> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<PeelSwizzleAddends>(&getContext());
    // Each rewrite removes at least one non-zero period-multiple addend from
    // a swizzle input and adds none (a new input is built only from the
    // addends peel() kept, and constant zeros are never addends), so the
    // driver converges; its result carries no correctness information.
    // Top-down, so that the first access creates swizzle(base) and later
    // ones find it (findExistingSwizzle needs it to come first).
    GreedyRewriteConfig config;
    config.setUseTopDownTraversal(true);
    bool changed = false;
    (void)applyPatternsGreedily(getOperation(), std::move(patterns), config,
                                &changed);
    // Nothing rewritten or folded: the pass manager keeps its analyses and
    // does not verify the unchanged module again.
    if (!changed)
      markAllAnalysesPreserved();
  }
};

} // namespace
