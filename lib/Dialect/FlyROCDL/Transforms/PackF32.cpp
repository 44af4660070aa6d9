//===- PackF32.cpp - pair scalar f32 arithmetic into packed FP32 ops ------===//
//
// fly-rocdl-pack-f32: CDNA3 and CDNA4 execute two f32 adds, multiplies or
// FMAs in one v_pk_add_f32 / v_pk_mul_f32 / v_pk_fma_f32, but LLVM 22.1's
// SLP vectorizer does not form them on AMDGPU (newer LLVM does), so the
// two reductions of a layer norm, or a row of subtractions, stay scalar: one
// instruction per value, and one wait per swizzle step of each chain where
// two chains could share it. This pass pairs such ops itself, in the IR
// where they are still arith ops:
//
// - Two scalar f32 ops of the same kind (addf, subf, mulf, math.fma) and
//   flags, in one block, neither depending on the other, become one op on
//   vector<2xf32>; each result is a vector.extract of its lane.
// - A pair is made when operands line up: at least one operand position
//   holds the two lanes of an earlier pair (a chain continues), or values
//   made by ops of the same kind (two chains start). The other positions
//   are gathered with vector.from_elements (LLVM coalesces single-use lanes
//   into the register pair).
// - The later op and the ops it needs that stand after the earlier one are
//   moved up to just after the earlier op, when they are all free of memory
//   effects and regions (a few ops at most): the two chains of a reduction
//   are written one after the other, and pairing interleaves them.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/FlyROCDL/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYROCDLPACKF32PASS
#include "fly/Dialect/FlyROCDL/Transforms/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;

namespace {

/// How far ahead a partner is looked for (candidate ops), and how many ops
/// may be moved with it: enough for the interleaved chains of a reduction,
/// small enough that the order LLVM schedules from barely changes.
constexpr int kWindow = 48;
constexpr int kMaxMoved = 8;

bool isCandidate(Operation *op) {
  if (!isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, math::FmaOp>(op))
    return false;
  return op->getNumResults() == 1 && op->getResult(0).getType().isF32() &&
         llvm::all_of(op->getOperandTypes(),
                      [](Type t) { return t.isF32(); });
}

bool isCommutative(Operation *op) {
  return isa<arith::AddFOp, arith::MulFOp>(op);
}

/// Lane `lane` of a packed vector<2xf32>, if `v` is one.
struct Lane {
  Value vector;
  int64_t lane;
};

class BlockPacker {
public:
  explicit BlockPacker(Block &block) : block(block) {}

  bool run() {
    bool changed = false;
    for (Operation *x = &block.front(); x; x = x->getNextNode()) {
      if (!isCandidate(x))
        continue;
      if (Operation *y = findPartner(x)) {
        x = pack(x, y);
        changed = true;
      }
    }
    return changed;
  }

private:
  Block &block;
  /// The lanes that earlier pairs extracted.
  DenseMap<Value, Lane> lanes;

  std::optional<Lane> laneOf(Value v) const {
    auto it = lanes.find(v);
    if (it == lanes.end())
      return std::nullopt;
    return it->second;
  }

  /// Whether `v` is a lane of a vector of several values (an MMA
  /// accumulator, a loaded vector), which sits in a register of that
  /// vector's tuple: a pair gathered from it costs moves.
  static std::optional<std::pair<Value, int64_t>> vectorLane(Value v) {
    auto ex = v.getDefiningOp<vector::ExtractOp>();
    if (!ex || ex.getSourceVectorType().getNumElements() < 2 ||
        ex.getSourceVectorType().getRank() != 1)
      return std::nullopt;
    if (ex.hasDynamicPosition() || ex.getStaticPosition().size() != 1)
      return std::make_pair(ex.getSource(), int64_t(-1));
    return std::make_pair(ex.getSource(), ex.getStaticPosition()[0]);
  }

  /// 2: the two values are lanes 0 and 1 of one pair; 1: they can be
  /// gathered without moves (the same value, lanes 2k and 2k+1 of one
  /// vector, or values the register allocator can place side by side:
  /// anything but lanes of other vectors), and are made by ops of the same
  /// kind (or are both arguments); 0: otherwise.
  int match(Value a, Value b) const {
    std::optional<Lane> la = laneOf(a), lb = laneOf(b);
    if (la && lb && la->vector == lb->vector && la->lane == 0 && lb->lane == 1)
      return 2;
    if (a == b)
      return 1;
    if (la || lb)
      return 0;
    auto va = vectorLane(a), vb = vectorLane(b);
    if (va || vb) {
      bool adjacent = va && vb && va->first == vb->first &&
                      va->second >= 0 && va->second % 2 == 0 &&
                      vb->second == va->second + 1;
      return adjacent ? 1 : 0;
    }
    Operation *da = a.getDefiningOp(), *db = b.getDefiningOp();
    if (!da && !db)
      return 1; // two arguments
    return da && db && da->getName() == db->getName() ? 1 : 0;
  }

  /// Whether the operands of x and y, in order (or swapped, for a
  /// commutative op, reported in `swap`), line up well enough to pair.
  bool operandsLineUp(Operation *x, Operation *y, bool &swap) const {
    auto score = [&](bool swapped) {
      int best = 0, worst = 2;
      for (unsigned i = 0, n = x->getNumOperands(); i < n; ++i) {
        unsigned j = swapped && i < 2 ? 1 - i : i;
        int s = match(x->getOperand(i), y->getOperand(j));
        best = std::max(best, s);
        worst = std::min(worst, s);
      }
      // A chain continues (one position is an earlier pair) or two chains
      // start (every position lines up).
      return best == 2 || worst >= 1 ? best + worst : -1;
    };
    int straight = score(false);
    int swapped = isCommutative(x) ? score(true) : -1;
    swap = swapped > straight;
    return std::max(straight, swapped) >= 0;
  }

  /// The ops between x and y (exclusive) that y depends on, in block order;
  /// failure if y depends on x, or the slice cannot move above the first
  /// user of x.
  FailureOr<SmallVector<Operation *>> sliceToMove(Operation *x,
                                                  Operation *y) const {
    llvm::SetVector<Operation *> slice;
    SmallVector<Operation *> work{y};
    while (!work.empty()) {
      Operation *op = work.pop_back_val();
      for (Value v : op->getOperands()) {
        Operation *def = v.getDefiningOp();
        if (!def || def->getBlock() != &block)
          continue;
        if (def == x)
          return failure();
        if (def->isBeforeInBlock(x) || slice.contains(def))
          continue;
        if (!isMemoryEffectFree(def) || def->getNumRegions() != 0 ||
            slice.size() >= kMaxMoved)
          return failure();
        slice.insert(def);
        work.push_back(def);
      }
    }
    SmallVector<Operation *> ordered(slice.begin(), slice.end());
    llvm::sort(ordered, [](Operation *a, Operation *b) {
      return a->isBeforeInBlock(b);
    });
    return ordered;
  }

  Operation *findPartner(Operation *x) const {
    int seen = 0;
    for (Operation *y = x->getNextNode(); y && seen < kWindow;
         y = y->getNextNode()) {
      if (!isCandidate(y))
        continue;
      ++seen;
      if (y->getName() != x->getName() || y->getAttrs() != x->getAttrs())
        continue;
      bool swap;
      if (!operandsLineUp(x, y, swap))
        continue;
      // y moves up to x: it must not have side effects either.
      if (failed(sliceToMove(x, y)))
        continue;
      return y;
    }
    return nullptr;
  }

  /// Pairs x and y; returns the op after which the scan goes on.
  Operation *pack(Operation *x, Operation *y) {
    bool swap = false;
    operandsLineUp(x, y, swap);
    SmallVector<Operation *> slice = *sliceToMove(x, y);
    // The ops y needs, then y itself, just after x, in their order.
    Operation *at = x;
    for (Operation *op : slice) {
      op->moveAfter(at);
      at = op;
    }
    y->moveAfter(at);

    OpBuilder b(y->getContext());
    b.setInsertionPointAfter(y);
    Location loc = y->getLoc();
    auto vecTy = VectorType::get({2}, b.getF32Type());
    SmallVector<Value> operands;
    for (unsigned i = 0, n = x->getNumOperands(); i < n; ++i) {
      unsigned j = swap && i < 2 ? 1 - i : i;
      Value a = x->getOperand(i), c = y->getOperand(j);
      std::optional<Lane> la = laneOf(a), lc = laneOf(c);
      if (la && lc && la->vector == lc->vector && la->lane == 0 &&
          lc->lane == 1)
        operands.push_back(la->vector);
      else if (a == c)
        operands.push_back(vector::BroadcastOp::create(b, loc, vecTy, a));
      else
        operands.push_back(
            vector::FromElementsOp::create(b, loc, vecTy, ValueRange{a, c}));
    }
    OperationState state(loc, x->getName());
    state.addOperands(operands);
    state.addTypes(vecTy);
    state.addAttributes(x->getAttrs());
    Operation *packed = b.create(state);
    Value vec = packed->getResult(0);
    Value l0 = vector::ExtractOp::create(b, loc, vec, int64_t(0));
    Value l1 = vector::ExtractOp::create(b, loc, vec, int64_t(1));
    lanes[l0] = {vec, 0};
    lanes[l1] = {vec, 1};
    x->getResult(0).replaceAllUsesWith(l0);
    y->getResult(0).replaceAllUsesWith(l1);
    Operation *next = l1.getDefiningOp();
    x->erase();
    y->erase();
    return next;
  }
};

struct FlyROCDLPackF32Pass
    : mlir::fly::impl::FlyROCDLPackF32PassBase<FlyROCDLPackF32Pass> {
  void runOnOperation() override {
    bool changed = false;
    getOperation()->walk([&](Block *block) {
      if (!block->empty())
        changed |= BlockPacker(*block).run();
    });
    if (!changed)
      markAllAnalysesPreserved();
  }
};

} // namespace
