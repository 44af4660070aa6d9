//===- ResultCompat.cpp - Which written result types are acceptable -------===//
//
// FlyDSL and CuTe write some results differently although
// they are the same function. A written type may differ from the inferred one
// only in the strides of static size-1 modes and in rank-1 tuple wrappers, so
// IR written by either verifies. A pointer may also claim less alignment than
// inferred (a divisor of it): that is always true, and it lets rewrites that
// regroup offsets keep a result type. A view (memref) follows the same
// rules for its layout; its alignment is its pointer's. Any other difference
// is an error.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"
#include "fly/Dialect/Fly/IR/MemoryTypes.h"

using namespace mlir;
using namespace mlir::fly;

/// Drops rank-1 wrappers everywhere: `((4))` becomes `4`.
static algebra::IntTuple unwrap(const algebra::IntTuple &t) {
  if (t.isLeaf())
    return t;
  if (t.rank() == 1)
    return unwrap(t[0]);
  std::vector<algebra::IntTuple> elems;
  for (const algebra::IntTuple &e : t.elements())
    elems.push_back(unwrap(e));
  return algebra::IntTuple::tuple(std::move(elems));
}

/// Shape and stride unwrapped together, with stride 0 on static size-1 modes.
static algebra::Layout normalizeForm(const algebra::Layout &l) {
  algebra::IntTuple shape = unwrap(l.shape), stride = unwrap(l.stride);
  if (!shape.congruent(stride))
    return algebra::Layout(shape, stride);
  // Walk both congruent tuples and reset strides of static size-1 modes.
  struct Walker {
    static void run(const algebra::IntTuple &s, algebra::IntTuple &d) {
      if (s.isLeaf()) {
        if (s.leaf().is(1))
          d = algebra::IntTuple::of(0);
        return;
      }
      for (size_t i = 0; i < s.rank(); ++i)
        run(s.elements()[i], d.elements()[i]);
    }
  };
  Walker::run(shape, stride);
  return algebra::Layout(shape, stride);
}

static bool sameForm(const algebra::Layout &a, const algebra::Layout &b) {
  return normalizeForm(a) == normalizeForm(b);
}

static bool compatibleType(Type inferred, Type written) {
  if (inferred == written)
    return true;
  if (auto a = dyn_cast<LayoutType>(inferred))
    if (auto b = dyn_cast<LayoutType>(written))
      return sameForm(a.getValue(), b.getValue());
  if (auto a = dyn_cast<IntTupleType>(inferred))
    if (auto b = dyn_cast<IntTupleType>(written))
      return unwrap(a.getValue()) == unwrap(b.getValue());
  if (auto a = dyn_cast<PointerType>(inferred))
    if (auto b = dyn_cast<PointerType>(written))
      return a.getAlignBytes() % b.getAlignBytes() == 0 &&
             pointerWithAlignment(a, b.getAlignBytes()) == b;
  // A view: the same element type, address space, alignment and swizzle
  // (a view states its pointer's exactly), its layout compatible as above.
  if (auto a = dyn_cast<mlir::fly::MemRefType>(inferred))
    if (auto b = dyn_cast<mlir::fly::MemRefType>(written))
      return a.getElemType() == b.getElemType() &&
             a.getAddressSpace() == b.getAddressSpace() &&
             a.getSwizzle() == b.getSwizzle() &&
             a.getAlignBytes() == b.getAlignBytes() &&
             compatibleType(typeOfLayoutFnAttr(a.getLayout()),
                            typeOfLayoutFnAttr(b.getLayout()));
  if (auto a = dyn_cast<ComposedLayoutType>(inferred))
    if (auto b = dyn_cast<ComposedLayoutType>(written)) {
      algebra::ComposedLayout ca = a.getValue(), cb = b.getValue();
      return algebra::layoutFnEqual(ca.inner, cb.inner) &&
             ca.offset == cb.offset &&
             sameForm(ca.outerLayout(), cb.outerLayout()) &&
             ca == replaceOuterLayout(cb, ca.outerLayout());
    }
  return false;
}

bool mlir::fly::areCompatibleResultTypes(TypeRange inferred,
                                         TypeRange written) {
  if (inferred.size() != written.size())
    return false;
  for (auto [a, b] : llvm::zip(inferred, written))
    if (!compatibleType(a, b))
      return false;
  return true;
}
