//===- SsaCopyCalls.cpp - Copy atom calls in SSA form back on views -------===//
//
// fly-spill-ssa-copy-calls, which convert-fly-to-llvm and
// convert-fly-to-rocdl also apply first (spillSsaCopyCalls).
// fly-convert-atom-call-to-ssa-form turns the register side of every copy
// atom call into a vector. Copy atoms are lowered on views (each payload's
// pattern reads and writes its register side through a StaticView), so
// before the conversion each fly.copy_atom_call_ssa is put back on a
// fresh n:1 register view:
//
//   %r = fly.copy_atom_call_ssa(atom, src)          (register destination)
//     -> %p = make_ptr register {allocSize = n}; copy_atom_call(atom, src,
//        make_view(%p, n:1)); %r = fly.ptr.load(%p) : vector<n x T>
//   fly.copy_atom_call_ssa(atom, %v, dst [, pred])  (register source)
//     -> fly.ptr.store(%v, %p); copy_atom_call(atom, make_view(%p, n:1), dst)
//
// For an atom whose values are wider than the elements (valBits 128 on f32,
// valBits / elementBits = r elements per value) the view holds one value per
// r elements: (n/r):r over the n spilled elements.
//
// A vector predicate is spilled the same way. The register allocations sit
// in the function's entry block (never in a loop body) and each is used by
// one store and one load at the same offset, so LLVM's SROA turns them back
// into registers (the ISA tests check that no scratch remains).
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"

#include "fly/Conversion/Passes.h"
#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYSPILLSSACOPYCALLSPASS
#include "fly/Conversion/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;
using namespace mlir::fly;

namespace {

/// A register pointer for the elements of `vec` and a view over it of
/// values of `perValue` elements each: (n/perValue):perValue (n:1 for
/// values that are the elements).
std::pair<Value, Value> registerView(OpBuilder &b, Location loc, VectorType vec,
                                     int64_t perValue) {
  MLIRContext *ctx = b.getContext();
  int64_t n = vec.getNumElements();
  Type elem = vec.getElementType();
  auto space = AddressSpaceAttr::get(ctx, AddressSpace::Register);
  auto ptrType = PointerType::get(ctx, elem, space);
  auto dict = DictionaryAttr::get(
      ctx, {NamedAttribute(StringAttr::get(ctx, "allocSize"),
                           b.getI64IntegerAttr(n))});
  // The allocation goes to the function's entry block: an alloca inside a
  // loop body would grow the stack every iteration and defeat SROA.
  Value ptr;
  {
    OpBuilder::InsertionGuard guard(b);
    Operation *fn = b.getInsertionBlock()->getParentOp();
    while (fn && !isa<FunctionOpInterface>(fn))
      fn = fn->getParentOp();
    if (fn && !fn->getRegion(0).empty())
      b.setInsertionPointToStart(&fn->getRegion(0).front());
    ptr = MakePtrOp::create(b, loc, ptrType, ValueRange{}, dict);
  }
  // One value of several elements is 1:0 (a size-1 mode's stride is 0).
  int64_t values = n / perValue;
  int64_t stride = perValue == 1 ? 1 : values == 1 ? 0 : perValue;
  auto layoutAttr =
      LayoutAttr::get(ctx, algebra::Layout(algebra::IntTuple::of(values),
                                           algebra::IntTuple::of(stride)));
  Value layout = StaticOp::create(b, loc, LayoutType::get(ctx, layoutAttr));
  auto viewType = mlir::fly::MemRefType::get(ctx, elem, space, layoutAttr);
  Value view = MakeViewOp::create(b, loc, viewType, ptr, layout);
  return {ptr, view};
}

/// Elements per value of `atom` in a vector of `elem`: valBits / its bits
/// when the values are wider than the elements, else 1.
int64_t elementsPerValue(CopyAtomType atom, Type elem) {
  std::optional<int64_t> bits = PointerType::getElementBits(elem);
  int64_t valBits = atom.getValBits();
  if (!bits || *bits <= 0 || *bits % 8 != 0 || valBits <= *bits ||
      valBits % *bits != 0)
    return 1;
  return valBits / *bits;
}

/// The operand as a view: itself, or a spilled vector of values of
/// `perValue` elements.
Value asView(OpBuilder &b, Location loc, Value v, int64_t perValue = 1) {
  auto vec = dyn_cast<VectorType>(v.getType());
  if (!vec)
    return v;
  auto [ptr, view] = registerView(b, loc, vec, perValue);
  PtrStoreOp::create(b, loc, v, ptr);
  return view;
}

/// `asView` of a copy's source or destination: values of the atom's width.
Value asCopyView(OpBuilder &b, Location loc, CopyAtomType atom, Value v) {
  auto vec = dyn_cast<VectorType>(v.getType());
  return asView(b, loc, v,
                vec ? elementsPerValue(atom, vec.getElementType()) : 1);
}

} // namespace

LogicalResult mlir::fly::spillSsaCopyCalls(Operation *root) {
  SmallVector<CopyAtomCallSsaOp> calls;
  root->walk([&](CopyAtomCallSsaOp op) { calls.push_back(op); });
  for (CopyAtomCallSsaOp op : calls) {
    OpBuilder b(op);
    Location loc = op.getLoc();
    auto atom = cast<CopyAtomType>(op.getCopyAtom().getType());
    Value pred = op.getPred() ? asView(b, loc, op.getPred()) : Value();
    Value src = asCopyView(b, loc, atom, op.getSrc());
    if (op.getDst()) {
      if (op->getNumResults() != 0)
        return op.emitOpError("with a destination has no result");
      CopyAtomCallOp::create(b, loc, op.getCopyAtom(), src,
                             asCopyView(b, loc, atom, op.getDst()), pred);
      op.erase();
      continue;
    }
    auto vec = op->getNumResults() == 1
                   ? dyn_cast<VectorType>(op->getResult(0).getType())
                   : VectorType();
    if (!vec)
      return op.emitOpError("without a destination yields one vector");
    auto [ptr, view] =
        registerView(b, loc, vec, elementsPerValue(atom, vec.getElementType()));
    CopyAtomCallOp::create(b, loc, op.getCopyAtom(), src, view, pred);
    Value r = PtrLoadOp::create(b, loc, vec, ptr);
    op->getResult(0).replaceAllUsesWith(r);
    op.erase();
  }
  return success();
}

namespace {
struct FlySpillSsaCopyCallsPass
    : mlir::fly::impl::FlySpillSsaCopyCallsPassBase<FlySpillSsaCopyCallsPass> {
  void runOnOperation() override {
    // No call in SSA form: the IR stays as it is (the pass manager then
    // keeps its analyses and does not verify the module again).
    bool any = getOperation()
                   ->walk([](CopyAtomCallSsaOp) {
                     return WalkResult::interrupt();
                   })
                   .wasInterrupted();
    if (!any)
      return markAllAnalysesPreserved();
    if (failed(spillSsaCopyCalls(getOperation())))
      signalPassFailure();
  }
};
} // namespace
