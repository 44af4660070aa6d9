//===- PromoteRegMemToVectorSSA.cpp - mem2reg for register memory ---------===//
//
// `fly-promote-regmem-to-vectorssa` (docs/reference/passes.md#fly-passes).
// For each register
// allocation
//
//   %p = fly.make_ptr() {dictAttrs = {allocSize = N : i64}}
//          : () -> !fly.ptr<T, register>
//
// the pass first checks that every use is one it understands, following
// the pointer through
//   fly.add_offset(ptr, o)   o of a static int tuple type (o is known)
//   fly.make_view(ptr, l)    whose uses are fly.get_iter (same offset) or
//                            none (the view is dead)
//   fly.get_iter(view)
// down to the accesses
//   fly.ptr.load(ptr)        : T or vector<k x T>
//   fly.ptr.store(v, ptr)    v : T or vector<k x T>  (ptr is the address)
// each at a static offset o with 0 <= o and o + k <= N, in the allocation's
// block or in nested scf.for / scf.if / scf.while regions. Any other use
// (fly.recast_iter, a dynamic offset, a view used by another op, the
// pointer passed to a call or yielded, ...), a swizzled pointer, an access
// outside bounds, an access under another region op, an element type
// vectors cannot hold or a sub-byte element type (fp6/fp4: LLVM promotes
// their packed words better than vector slices) makes the pass leave the allocation untouched; with
// the pass option remarks=true a remark says why.
//
// A promoted allocation becomes one vector<N x T> value. Its initial value
// is a zero vector (arith.constant): the memory was uninitialized, so any
// value is a correct refinement, and a constant keeps every later pass
// working (no ub dialect needed). The value is then threaded in program
// order:
//   load  T          -> vector.extract %cur[o]
//   load  vector<k>  -> vector.extract_strided_slice (the whole value if k=N)
//   store T          -> %cur = vector.insert %v, %cur[o]
//   store vector<k>  -> %cur = vector.insert_strided_slice (%v itself if k=N)
//   scf.for          -> one more iter_arg/result carrying %cur
//   scf.if           -> one more result; both branches yield their value (a
//                       missing else region is created and yields %cur)
//   scf.while        -> one more init/before-argument, condition argument,
//                       after-argument and result
// (only region ops that contain a store are rewritten; loads under region
// ops without stores read the value from the enclosing scope). The pointer chain
// and the allocation are then erased, and the whole operation is CSE'd.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"
#include "fly/Dialect/Fly/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/CSE.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"


namespace mlir::fly {
#define GEN_PASS_DEF_FLYPROMOTEREGMEMTOVECTORSSAPASS
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;
using namespace mlir::fly;

namespace {

/// What the analysis of one allocation found.
struct Promotion {
  MakePtrOp alloc;
  VectorType type;
  /// Static element offset of every load and store.
  llvm::DenseMap<Operation *, int64_t> accessOffset;
  /// The pointer chain (add_offset, make_view, get_iter), in def-before-use
  /// order, erased once the accesses are gone.
  SmallVector<Operation *> chain;
  /// Region ops (scf.for/if/while) that contain an access.
  llvm::DenseSet<Operation *> carriers;
  /// The carriers that contain a store: only these thread the value.
  llvm::DenseSet<Operation *> writers;
};

/// The allocation size of a register make_ptr, or 0.
int64_t allocSize(MakePtrOp op) {
  auto ptr = cast<PointerType>(op.getType());
  if (ptr.getFlyAddressSpace() != AddressSpace::Register)
    return 0;
  DictionaryAttr dict = op.getDictAttrsAttr();
  auto size = dict ? dict.getAs<IntegerAttr>("allocSize") : IntegerAttr();
  return size ? size.getInt() : 0;
}

bool swizzled(Type t) {
  auto ptr = dyn_cast<PointerType>(t);
  return ptr && !ptr.getSwizzle().getValue().isTrivial();
}

/// The number of elements an access moves (1 for T, k for vector<k x T>),
/// or 0 when it is not T or a 1-D vector of T.
int64_t accessWidth(Type accessed, Type elem) {
  if (accessed == elem)
    return 1;
  auto vec = dyn_cast<VectorType>(accessed);
  if (vec && vec.getRank() == 1 && !vec.isScalable() &&
      vec.getElementType() == elem)
    return vec.getDimSize(0);
  return 0;
}

/// Analyse one allocation; on failure `reason` says why it is skipped.
std::optional<Promotion> analyse(MakePtrOp alloc, std::string &reason) {
  int64_t n = allocSize(alloc);
  if (n <= 0) {
    reason = "not a register allocation with a positive allocSize";
    return std::nullopt;
  }
  Type elem = cast<PointerType>(alloc.getType()).getElemType();
  if (!VectorType::isValidElementType(elem)) {
    reason = "element type cannot be held in a vector";
    return std::nullopt;
  }
  // Packed sub-byte fragments (fp6, fp4) are accessed as whole integer
  // words, which LLVM's SROA promotes; as vector<N x f6> slices the AMDGPU
  // backend would legalize the shuffles through scratch.
  if (elem.isIntOrFloat() && elem.getIntOrFloatBitWidth() % 8 != 0 &&
      elem.getIntOrFloatBitWidth() != 1) {
    reason = "sub-byte element type (accessed as packed words instead)";
    return std::nullopt;
  }
  Promotion p;
  p.alloc = alloc;
  p.type = VectorType::get({n}, elem);
  Block *home = alloc->getBlock();

  // Worklist of (pointer or view value, its static element offset).
  SmallVector<std::pair<Value, int64_t>> work{{alloc.getResult(), 0}};
  while (!work.empty()) {
    auto [value, offset] = work.pop_back_val();
    if (swizzled(value.getType())) {
      reason = "swizzled pointer";
      return std::nullopt;
    }
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      auto fail = [&](const Twine &why) {
        reason = (why + " ('" + user->getName().getStringRef() + "')").str();
        return std::nullopt;
      };
      if (auto add = dyn_cast<AddOffsetOp>(user)) {
        if (use.getOperandNumber() != 0)
          return fail("used as an offset");
        algebra::IntTuple o =
            cast<IntTupleType>(add.getOffset().getType()).getValue();
        if (!o.isLeaf() || !o.leaf().isStatic() || o.leaf().isBasis())
          return fail("dynamic offset");
        p.chain.push_back(add);
        work.push_back({add.getResult(), offset + o.leaf().value});
        continue;
      }
      if (auto mv = dyn_cast<MakeViewOp>(user)) {
        if (use.getOperandNumber() != 0)
          return fail("unexpected use");
        p.chain.push_back(mv);
        for (Operation *viewUser : mv->getUsers()) {
          if (!isa<GetIterOp>(viewUser)) {
            reason = ("a view of it is used by '" +
                      viewUser->getName().getStringRef() + "'")
                         .str();
            return std::nullopt;
          }
        }
        for (Operation *viewUser : mv->getUsers()) {
          p.chain.push_back(viewUser);
          work.push_back({viewUser->getResult(0), offset});
        }
        continue;
      }
      int64_t width = 0;
      if (auto load = dyn_cast<PtrLoadOp>(user)) {
        width = accessWidth(load.getType(), elem);
      } else if (auto store = dyn_cast<PtrStoreOp>(user)) {
        if (use.getOperandNumber() != 1)
          return fail("the pointer is stored as a value");
        width = accessWidth(store.getValue().getType(), elem);
      } else if (isa<RecastIterOp>(user)) {
        return fail("reached through recast_iter");
      } else {
        return fail("unsupported use");
      }
      if (width <= 0)
        return fail("access of another type");
      if (offset < 0 || offset + width > n)
        return fail("access out of bounds at offset " + Twine(offset));
      // Every op between the access and the allocation's block must be a
      // region op the value can be threaded through.
      bool isStore = isa<PtrStoreOp>(user);
      for (Operation *anc = user->getParentOp(); user->getBlock() != home;
           user = anc, anc = anc->getParentOp()) {
        if (!anc || !isa<scf::ForOp, scf::IfOp, scf::WhileOp>(anc)) {
          reason = "an access sits under an unsupported region op";
          return std::nullopt;
        }
        p.carriers.insert(anc);
        if (isStore)
          p.writers.insert(anc);
      }
      p.accessOffset[use.getOwner()] = offset;
    }
  }
  return p;
}

/// Rewrites the accesses of one allocation, threading its vector value.
class Rewriter {
public:
  Rewriter(Promotion &p) : p(p), b(p.alloc) {}

  void run() {
    Location loc = p.alloc.getLoc();
    b.setInsertionPoint(p.alloc);
    Value init = arith::ConstantOp::create(
        b, loc, p.type, cast<TypedAttr>(b.getZeroAttr(p.type)));
    Block *home = p.alloc->getBlock();
    rewriteBlock(home, std::next(Block::iterator(p.alloc)), init);
    for (Operation *op : llvm::reverse(p.chain))
      op->erase();
    p.alloc.erase();
  }

private:
  Promotion &p;
  OpBuilder b;

  /// Rewrites `block` from `it` to its end with `cur` the value at `it`;
  /// returns the value at the block's terminator (or end).
  Value rewriteBlock(Block *block, Block::iterator it, Value cur) {
    for (Operation &op : llvm::make_early_inc_range(
             llvm::make_range(it, block->end()))) {
      auto access = p.accessOffset.find(&op);
      if (access != p.accessOffset.end()) {
        cur = rewriteAccess(&op, access->second, cur);
        continue;
      }
      if (!p.carriers.contains(&op))
        continue;
      if (!p.writers.contains(&op)) {
        // Only loads inside: they read the value at this point.
        for (Region &region : op.getRegions())
          for (Block &inner : region)
            rewriteBlock(&inner, inner.begin(), cur);
        continue;
      }
      if (auto forOp = dyn_cast<scf::ForOp>(op))
        cur = rewriteFor(forOp, cur);
      else if (auto ifOp = dyn_cast<scf::IfOp>(op))
        cur = rewriteIf(ifOp, cur);
      else
        cur = rewriteWhile(cast<scf::WhileOp>(op), cur);
    }
    return cur;
  }

  Value rewriteAccess(Operation *op, int64_t offset, Value cur) {
    b.setInsertionPoint(op);
    Location loc = op->getLoc();
    int64_t n = p.type.getDimSize(0);
    if (auto load = dyn_cast<PtrLoadOp>(op)) {
      Value v;
      if (load.getType() == p.type.getElementType())
        v = vector::ExtractOp::create(b, loc, cur, ArrayRef<int64_t>{offset});
      else if (cast<VectorType>(load.getType()).getDimSize(0) == n)
        v = cur;
      else
        v = vector::ExtractStridedSliceOp::create(
            b, loc, cur, ArrayRef<int64_t>{offset},
            ArrayRef<int64_t>{cast<VectorType>(load.getType()).getDimSize(0)},
            ArrayRef<int64_t>{1});
      load.getResult().replaceAllUsesWith(v);
      load.erase();
      return cur;
    }
    auto store = cast<PtrStoreOp>(op);
    Value v = store.getValue();
    Value next;
    if (v.getType() == p.type.getElementType())
      next = vector::InsertOp::create(b, loc, v, cur, ArrayRef<int64_t>{offset});
    else if (cast<VectorType>(v.getType()).getDimSize(0) == n)
      next = v;
    else
      next = vector::InsertStridedSliceOp::create(
          b, loc, v, cur, ArrayRef<int64_t>{offset}, ArrayRef<int64_t>{1});
    store.erase();
    return next;
  }

  /// A copy of `op` with `extraOperand` appended to its operands and
  /// `p.type` to its results; the regions are moved over.
  Operation *cloneWithExtra(Operation *op, Value extraOperand) {
    b.setInsertionPoint(op);
    OperationState state(op->getLoc(), op->getName());
    state.addOperands(op->getOperands());
    if (extraOperand)
      state.addOperands(extraOperand);
    state.addTypes(op->getResultTypes());
    state.addTypes(p.type);
    state.addAttributes(op->getAttrs());
    for (unsigned i = 0, e = op->getNumRegions(); i < e; ++i)
      state.addRegion();
    Operation *fresh = b.create(state);
    for (unsigned i = 0, e = op->getNumRegions(); i < e; ++i)
      fresh->getRegion(i).takeBody(op->getRegion(i));
    for (unsigned i = 0, e = op->getNumResults(); i < e; ++i)
      op->getResult(i).replaceAllUsesWith(fresh->getResult(i));
    // Carriers are looked up by address: the old op is gone.
    p.carriers.erase(op);
    p.writers.erase(op);
    op->erase();
    return fresh;
  }

  static void appendOperand(Operation *terminator, Value v) {
    terminator->insertOperands(terminator->getNumOperands(), v);
  }

  Value rewriteFor(scf::ForOp forOp, Value cur) {
    Location loc = forOp.getLoc(); // cloneWithExtra erases forOp
    Operation *fresh = cloneWithExtra(forOp, cur);
    Block *body = &fresh->getRegion(0).front();
    Value arg = body->addArgument(p.type, loc);
    Value out = rewriteBlock(body, body->begin(), arg);
    appendOperand(body->getTerminator(), out);
    return fresh->getResults().back();
  }

  Value rewriteIf(scf::IfOp ifOp, Value cur) {
    Location loc = ifOp.getLoc();
    Operation *fresh = cloneWithExtra(ifOp, Value());
    Block *thenBlock = &fresh->getRegion(0).front();
    appendOperand(thenBlock->getTerminator(),
                  rewriteBlock(thenBlock, thenBlock->begin(), cur));
    Region &elseRegion = fresh->getRegion(1);
    if (elseRegion.empty()) {
      Block *elseBlock = b.createBlock(&elseRegion);
      b.setInsertionPointToEnd(elseBlock);
      scf::YieldOp::create(b, loc, cur);
    } else {
      Block *elseBlock = &elseRegion.front();
      appendOperand(elseBlock->getTerminator(),
                    rewriteBlock(elseBlock, elseBlock->begin(), cur));
    }
    return fresh->getResults().back();
  }

  Value rewriteWhile(scf::WhileOp whileOp, Value cur) {
    Location loc = whileOp.getLoc();
    Operation *fresh = cloneWithExtra(whileOp, cur);
    Block *before = &fresh->getRegion(0).front();
    Value beforeArg = before->addArgument(p.type, loc);
    appendOperand(before->getTerminator(),
                  rewriteBlock(before, before->begin(), beforeArg));
    Block *after = &fresh->getRegion(1).front();
    Value afterArg = after->addArgument(p.type, loc);
    appendOperand(after->getTerminator(),
                  rewriteBlock(after, after->begin(), afterArg));
    return fresh->getResults().back();
  }
};

struct FlyPromoteRegMemToVectorSSAPassImpl
    : mlir::fly::impl::FlyPromoteRegMemToVectorSSAPassBase<
          FlyPromoteRegMemToVectorSSAPassImpl> {
  using FlyPromoteRegMemToVectorSSAPassBase::
      FlyPromoteRegMemToVectorSSAPassBase;

  void getDependentDialects(DialectRegistry &registry) const override {
    FlyPromoteRegMemToVectorSSAPassBase::getDependentDialects(registry);
    registry.insert<arith::ArithDialect>();
  }

  void runOnOperation() override {
    SmallVector<MakePtrOp> allocs;
    getOperation()->walk([&](MakePtrOp op) {
      if (cast<PointerType>(op.getType()).getFlyAddressSpace() ==
          AddressSpace::Register)
        allocs.push_back(op);
    });
    bool changed = false;
    for (MakePtrOp alloc : allocs) {
      std::string reason;
      std::optional<Promotion> p = analyse(alloc, reason);
      if (!p) {
        if (remarks)
          alloc.emitRemark() << "register allocation not promoted: "
                             << reason;
        continue;
      }
      Rewriter(*p).run();
      changed = true;
    }
    if (!changed)
      return;
    IRRewriter rewriter(&getContext());
    DominanceInfo dominance(getOperation());
    eliminateCommonSubExpressions(rewriter, dominance, getOperation());
  }
};

} // namespace
