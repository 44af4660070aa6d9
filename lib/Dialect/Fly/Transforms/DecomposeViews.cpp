//===- DecomposeViews.cpp - Swizzled layouts into swizzled pointers -------===//
//
// fly-decompose-views, a phase of fly-layout-lowering run once the algebra
// is lowered (views are then in weak normal form).
//
// docs/reference/lowering.md#swizzles: a swizzle in a composed layout acts
// on element indices, a
// swizzle on a pointer on the final byte address of each access. Atoms
// (and the LLVM conversion) take views with plain layouts, so a view
//
//   make_view(ptr, S<m,b,s> o off o L)      index(c) = S(off + L(c))
//
// becomes
//
//   make_view(add_offset(apply_swizzle(ptr, S<m, b + log2(e), s>), off), L)
//
// with e the element size in bytes: the element-index XOR is the byte XOR
// shifted by log2(e), and pointer arithmetic stays linear until the access
// XORs the final address. The two agree when the XOR of the absolute
// address equals the XOR of the offset from `ptr`, i.e. when `ptr` is
// aligned to the swizzle's period (2^(m + b + max(s, 0)) elements); the
// pointer type's alignment must prove it. The composed layout may be
// make_composed_layout or a static value (fly.static). Only uses by atom calls, loads and
// stores switch to the decomposed view; other users keep the composed one.
//
//===----------------------------------------------------------------------===//

#include "DecomposeViews.h"

#include "NormalForm.h"

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"
#include "fly/Dialect/Fly/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include "llvm/Support/MathExtras.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYDECOMPOSEVIEWSPASS
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;
using namespace mlir::fly;

namespace {

bool isAccess(Operation *op) {
  return isa<CopyAtomCallOp, CopyAtomCallSsaOp, MmaAtomCallOp,
             MmaAtomCallSsaOp, MemRefLoadOp, MemRefStoreOp, MemRefLoadVecOp,
             MemRefStoreVecOp>(op);
}

bool isAtomCall(Operation *op) {
  return isa<CopyAtomCallOp, CopyAtomCallSsaOp, MmaAtomCallOp,
             MmaAtomCallSsaOp>(op);
}

/// make_view(add_offset(ptr, S(off)), L) for make_view(ptr, S o off o L)
/// when S(off + L(c)) == S(off) + L(c) for every c: the offset is one
/// dynamic leaf divisible by some 2^k (k <= b) and L's image lies below 2^k,
/// so adding L(c) carries into no bit and changes none that S reads or
/// writes. This needs no alignment of
/// the pointer: the swizzle acts on the element offset from it, which is
/// how FlyDSL decomposes every swizzled view (its fly.decomposition).
FailureOr<Value> swizzleOffsetOnly(MakeViewOp view,
                                   MakeComposedLayoutOp composed,
                                   ComposedLayoutAttr attr,
                                   const algebra::Swizzle &s,
                                   RewriterBase &rewriter) {
  if (!composed || s.shift < 0)
    return failure();
  auto outerAttr = dyn_cast<LayoutAttr>(attr.getOuter());
  const algebra::IntTuple offset = attr.getOffset().getValue();
  if (!outerAttr || !offset.isLeaf() || offset.leaf().isStatic() ||
      offset.leaf().isBasis())
    return failure();
  // The low bits the offset leaves free (and the swizzle does not touch):
  // 2^k for the largest k <= b with 2^k dividing the offset.
  int64_t low = int64_t(1) << s.base;
  while (low > 1 && offset.leaf().div % low != 0)
    low /= 2;
  auto cosize = algebra::layoutCosize(outerAttr.getValue());
  if (!cosize || !cosize->isLeaf() || !cosize->leaf().isStatic() ||
      cosize->leaf().value > low)
    return failure();
  std::optional<SmallVector<Value>> leaves =
      normalFormLeaves(composed.getOffset());
  if (!leaves || leaves->size() != 1)
    return failure();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointAfter(view);
  Location loc = view.getLoc();
  Value off = (*leaves)[0];
  auto intType = cast<IntegerType>(off.getType());
  auto cst = [&](int64_t v) {
    return arith::ConstantOp::create(rewriter, loc,
                                     rewriter.getIntegerAttr(intType, v));
  };
  uint64_t bits = ((uint64_t(1) << s.mask) - 1) << (s.base + s.shift);
  Value moved = arith::AndIOp::create(rewriter, loc, off, cst(bits));
  if (s.shift > 0)
    moved = arith::ShRUIOp::create(rewriter, loc, moved, cst(s.shift));
  Value swizzled = arith::XOrIOp::create(rewriter, loc, off, moved);
  // The XOR changes bits at and above b only: divisibility by 2^k stays.
  algebra::Leaf leaf = offset.leaf();
  leaf.div = low;
  MLIRContext *ctx = view.getContext();
  Value newOffset = buildNormalForm(
      rewriter, loc,
      IntTupleType::get(ctx, IntTupleAttr::get(ctx, algebra::IntTuple(leaf))),
      {swizzled});
  Value ptr = AddOffsetOp::create(rewriter, loc, view.getIter(), newOffset);
  return Value(MakeViewOp::create(rewriter, loc, ptr, composed.getOuter()));
}

/// The decomposed view of `view`, or failure with the reason in `why`.
FailureOr<Value> decompose(MakeViewOp view, RewriterBase &rewriter,
                           std::string &why) {
  auto ptrType = dyn_cast<PointerType>(view.getIter().getType());
  auto composedType = dyn_cast<ComposedLayoutType>(view.getLayout().getType());
  auto composed = view.getLayout().getDefiningOp<MakeComposedLayoutOp>();
  if (!ptrType || !composedType || (!composed && !composedType.getAttr().isStatic()))
    return failure();
  ComposedLayoutAttr attr = composedType.getAttr();
  auto swizzleType =
      dyn_cast<SwizzleType>(typeOfLayoutFnAttr(attr.getInner()));
  if (!swizzleType || !isa<LayoutAttr>(attr.getOuter())) {
    why = "only a swizzle over a plain layout can be decomposed";
    return failure();
  }
  algebra::Swizzle s = swizzleType.getAttr().getValue();
  int64_t elemBytes = PointerType::getElementBytes(ptrType.getElemType());
  std::optional<int64_t> bits = PointerType::getElementBits(ptrType.getElemType());
  if (!bits || *bits % 8 != 0 || !llvm::isPowerOf2_64(elemBytes)) {
    why = "the element type has no power-of-two byte size";
    return failure();
  }
  int32_t log2e = llvm::Log2_64(elemBytes);
  int64_t topBit = int64_t(s.mask) + s.base + std::max(s.shift, 0) + log2e;
  if (!s.isTrivial() &&
      (topBit > 62 || ptrType.getAlignBytes() % (int64_t(1) << topBit) != 0)) {
    // FlyDSL's form: the swizzle applied to the offset alone, as integer
    // arithmetic, below a plain layout. It equals the swizzle of every
    // index when the offset leaves the swizzle's low bits free and the
    // layout stays inside them.
    if (FailureOr<Value> v = swizzleOffsetOnly(view, composed, attr, s, rewriter);
        succeeded(v))
      return v;
    why = "the pointer's alignment (" +
          std::to_string(ptrType.getAlignBytes()) +
          " bytes) does not cover the swizzle period (" +
          (topBit > 62 ? std::string("2^") + std::to_string(topBit)
                       : std::to_string(int64_t(1) << topBit)) +
          " bytes), so the byte-address XOR would differ from the index XOR";
    return failure();
  }

  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointAfter(view);
  Location loc = view.getLoc();
  MLIRContext *ctx = view.getContext();
  Value ptr = view.getIter();
  if (!s.isTrivial()) {
    algebra::Swizzle bytes{s.mask, s.base + log2e, s.shift};
    Value sw = StaticOp::create(
        rewriter, loc, SwizzleType::get(ctx, SwizzleAttr::get(ctx, bytes)));
    ptr = ApplySwizzleOp::create(rewriter, loc, ptr, sw);
  }
  // The offset and outer layout: the constructor's operands, or rebuilt
  // from the type when the composed layout is a static value.
  const algebra::IntTuple offset = attr.getOffset().getValue();
  bool zero = offset.isLeaf() && offset.leaf().is(0);
  if (!zero) {
    Value off = composed ? composed.getOffset()
                         : buildNormalForm(rewriter, loc,
                                           IntTupleType::get(ctx, attr.getOffset()),
                                           {});
    ptr = AddOffsetOp::create(rewriter, loc, ptr, off);
  }
  Value outer = composed ? composed.getOuter()
                         : buildNormalForm(rewriter, loc,
                                           typeOfLayoutFnAttr(attr.getOuter()),
                                           {});
  return Value(MakeViewOp::create(rewriter, loc, ptr, outer));
}

} // namespace

LogicalResult mlir::fly::decomposeSwizzledViews(Operation *root,
                                                RewriterBase &rewriter) {
  SmallVector<MakeViewOp> views;
  root->walk([&](MakeViewOp view) {
    if (isa<ComposedLayoutType>(view.getLayout().getType()) &&
        llvm::any_of(view->getUsers(), isAccess))
      views.push_back(view);
  });
  bool ok = true;
  for (MakeViewOp view : views) {
    std::string why;
    FailureOr<Value> plain = decompose(view, rewriter, why);
    if (failed(plain)) {
      // Loads and stores also work on the composed view (the swizzle is
      // then index arithmetic); atom calls need plain layouts.
      for (Operation *user : view->getUsers())
        if (isAtomCall(user)) {
          user->emitOpError("cannot decompose the swizzled view ")
              << view.getType() << ": "
              << (why.empty() ? "it is not make_view of a pointer and "
                                "make_composed_layout"
                              : why);
          ok = false;
          break;
        }
      continue;
    }
    rewriter.replaceUsesWithIf(view.getResult(), *plain, [](OpOperand &use) {
      return isAccess(use.getOwner());
    });
    if (view->use_empty())
      rewriter.eraseOp(view);
  }
  return success(ok);
}

namespace {

struct FlyDecomposeViewsPass
    : mlir::fly::impl::FlyDecomposeViewsPassBase<FlyDecomposeViewsPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    if (failed(decomposeSwizzledViews(getOperation(), rewriter)))
      signalPassFailure();
  }
};

} // namespace
