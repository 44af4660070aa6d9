//===- InferMemory.cpp - Evaluation of view and pointer ops ---------------===//
//
// Views (memref, coord tensor) and pointers carry their layout and their
// alignment in the type. Alignment follows
// docs/reference/concepts.md#alignment: an offset
// keeps gcd(alignment, divisibility(offset) * element bytes).
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"
#include "fly/Dialect/Fly/IR/MemoryTypes.h"

#include "BodySyntax.h"

#include "fly/Layout/Tiling.h"

#include <numeric>

using namespace mlir;
using namespace mlir::fly;

//===----------------------------------------------------------------------===//
// Alignment
//===----------------------------------------------------------------------===//

PointerType mlir::fly::pointerWithAlignment(PointerType ptr,
                                            int64_t alignBytes) {
  MLIRContext *ctx = ptr.getContext();
  return PointerType::get(ctx, ptr.getElemType(), ptr.getAddressSpace(),
                          AlignAttr::get(ctx, static_cast<int32_t>(alignBytes)),
                          ptr.getSwizzle());
}

int64_t mlir::fly::alignmentAfterOffset(int64_t alignBytes, int64_t elemBytes,
                                        const algebra::Leaf &offset) {
  // A static 0 offset keeps everything; otherwise the offset in bytes is a
  // multiple of divisibility * element bytes.
  int64_t div = offset.divisibility();
  if (div == 0 || alignBytes <= 0)
    return alignBytes;
  // gcd(a, d*e) = gcd(a, ((d mod a) * e) mod a): no overflow for any d.
  int64_t reduced = ((div % alignBytes) * elemBytes) % alignBytes;
  return std::gcd(alignBytes, reduced);
}

/// The leaf of an offset operand: a leaf or rank-1 wrappers of one leaf.
static algebra::Result<algebra::Leaf> offsetLeaf(const algebra::IntTuple &t) {
  const algebra::IntTuple *p = &t;
  while (p->isTuple() && p->rank() == 1)
    p = &(*p)[0];
  if (!p->isLeaf() || p->leaf().isNone() || p->leaf().isBasis())
    return algebra::fail("the offset " + t.str() +
                         " must be a single integer leaf");
  return p->leaf();
}

//===----------------------------------------------------------------------===//
// Views
//===----------------------------------------------------------------------===//

/// The outermost plain layout of a view's layout attribute.
static algebra::Layout toLayoutFnOuter(Attribute layout) {
  if (auto c = dyn_cast<ComposedLayoutAttr>(layout))
    return c.getValue().outerLayout();
  return cast<LayoutAttr>(layout).getValue();
}

/// The layout (or composed layout) attribute of a layout-like value.
static Attribute layoutAttrOf(MLIRContext *ctx, const AlgebraValue &v) {
  if (auto *l = std::get_if<algebra::Layout>(&v))
    return LayoutAttr::get(ctx, *l);
  if (auto *c = std::get_if<algebra::ComposedLayout>(&v))
    return ComposedLayoutAttr::get(ctx, *c);
  return {};
}

/// The layout part of an algebra value as a LayoutFn.
static std::optional<algebra::LayoutFn> layoutFnOf(const AlgebraValue &v) {
  if (auto *l = std::get_if<algebra::Layout>(&v))
    return algebra::LayoutFn(*l);
  if (auto *c = std::get_if<algebra::ComposedLayout>(&v))
    return algebra::LayoutFn(std::make_shared<algebra::ComposedLayout>(*c));
  return std::nullopt;
}

EvalResult MakeViewOp::evaluateAlgebra(Adaptor,
                                       ArrayRef<AlgebraValue> operands) {
  if (operands.size() != 2)
    return algebra::fail("expects (iterator, layout) operands");
  std::optional<algebra::LayoutFn> layout = layoutFnOf(operands[1]);
  if (!layout)
    return operandKindError(1, "a layout or composed layout");
  if (const algebra::IntTuple *base = asIntTuple(operands[0]))
    return AlgebraValues{CoordTensorValue{*base, *layout}};
  auto *type = std::get_if<Type>(&operands[0]);
  auto ptr = type ? dyn_cast<PointerType>(*type) : PointerType();
  if (!ptr)
    return operandKindError(0, "a pointer or an int tuple");
  MLIRContext *ctx = ptr.getContext();
  Type view = MemRefType::get(ctx, ptr.getElemType(), ptr.getAddressSpace(),
                              layoutAttrOf(ctx, operands[1]),
                              ptr.getAlignment(), ptr.getSwizzle());
  return AlgebraValues{MemRefValue{view, *layout, algebra::IntTuple::of(0)}};
}

/// The memref value of operand `i`, if it is one.
static const MemRefValue *memrefOperand(ArrayRef<AlgebraValue> operands,
                                        size_t i) {
  return operands.size() > i ? std::get_if<MemRefValue>(&operands[i])
                             : nullptr;
}

EvalResult GetLayoutOp::evaluateAlgebra(Adaptor,
                                        ArrayRef<AlgebraValue> operands) {
  if (operands.empty())
    return operandKindError(0, "a view");
  if (auto *c = std::get_if<CoordTensorValue>(&operands[0]))
    return AlgebraValues{valueOfLayoutFn(c->layout)};
  const MemRefValue *memref = memrefOperand(operands, 0);
  if (!memref)
    return operandKindError(0, "a memref or a coord tensor");
  return AlgebraValues{valueOfLayoutFn(memref->layout)};
}

EvalResult GetIterOp::evaluateAlgebra(Adaptor,
                                      ArrayRef<AlgebraValue> operands) {
  if (operands.empty())
    return operandKindError(0, "a view");
  if (auto *c = std::get_if<CoordTensorValue>(&operands[0]))
    return AlgebraValues{c->base};
  const MemRefValue *memref = memrefOperand(operands, 0);
  if (!memref)
    return operandKindError(0, "a memref or a coord tensor");
  // The iterator of the view, with the alignment its offset leaves.
  Type view = typeOfAlgebraValue(memref->base.getContext(), *memref);
  return AlgebraValues{Type(cast<MemRefType>(view).getPointerType())};
}

EvalResult
MakeFragmentLikeOp::evaluateAlgebra(Adaptor adaptor,
                                    ArrayRef<AlgebraValue> operands) {
  if (operands.empty())
    return operandKindError(0, "a layout or a view");
  // The source layout and, for a memref, its element type.
  std::optional<algebra::Layout> layout;
  Type elemType;
  MLIRContext *ctx = nullptr;
  if (auto *l = std::get_if<algebra::Layout>(&operands[0])) {
    layout = *l;
  } else if (auto *c = std::get_if<CoordTensorValue>(&operands[0])) {
    if (auto *l = std::get_if<algebra::Layout>(&c->layout))
      layout = *l;
  } else if (const MemRefValue *memref = memrefOperand(operands, 0)) {
    ctx = memref->base.getContext();
    elemType = cast<MemRefType>(memref->base).getElemType();
    // A register fragment takes the shape of the view: for a composed
    // (swizzled) view, that of its outer layout, as in CuTe.
    if (auto *l = std::get_if<algebra::Layout>(&memref->layout))
      layout = *l;
    else if (auto *c = std::get_if<std::shared_ptr<algebra::ComposedLayout>>(
                 &memref->layout))
      layout = (*c)->outerLayout();
  }
  if (!layout)
    return operandKindError(0, "a layout, or a view with a plain layout");
  if (TypeAttr dtype = adaptor.getDtypeAttr()) {
    elemType = dtype.getValue();
    ctx = elemType.getContext();
  }
  if (!elemType)
    return algebra::fail("needs an element type: give one, as in "
                         "fly.make_fragment_like(%l, f16), or a memref source");
  if (!layout->shape.isStatic())
    return algebra::fail("the shape " + layout->shape.str() +
                         " of a register fragment must be static");
  FLY_TRY(frag, algebra::makeFragmentLike(*layout));
  return AlgebraValues{memrefValueOfType(MemRefType::get(
      ctx, elemType, AddressSpaceAttr::get(ctx, AddressSpace::Register),
      LayoutAttr::get(ctx, frag)))};
}

//===----------------------------------------------------------------------===//
// Pointers
//===----------------------------------------------------------------------===//

/// The pointer type operand `i`, or null.
static PointerType pointerOperand(ArrayRef<AlgebraValue> operands, size_t i) {
  if (operands.size() <= i)
    return {};
  auto *type = std::get_if<Type>(&operands[i]);
  return type ? dyn_cast<PointerType>(*type) : PointerType();
}

EvalResult PtrToIntOp::evaluateAlgebra(Adaptor,
                                       ArrayRef<AlgebraValue> operands) {
  PointerType ptr = pointerOperand(operands, 0);
  if (!ptr)
    return operandKindError(0, "a pointer");
  // Shared memory addresses are 32-bit.
  bool shared = ptr.getFlyAddressSpace() == AddressSpace::Shared;
  return AlgebraValues{
      Type(IntegerType::get(ptr.getContext(), shared ? 32 : 64))};
}

EvalResult AddOffsetOp::evaluateAlgebra(Adaptor,
                                        ArrayRef<AlgebraValue> operands) {
  FLY_TUPLE_OPERAND(offset, operands, 1);
  if (const algebra::IntTuple *it = asIntTuple(operands[0])) {
    FLY_TRY(sum, algebra::tupleAdd(*it, *offset));
    return AlgebraValues{sum};
  }
  PointerType ptr = pointerOperand(operands, 0);
  if (!ptr)
    return operandKindError(0, "a pointer or an int tuple");
  FLY_TRY(leaf, offsetLeaf(*offset));
  int64_t align = alignmentAfterOffset(
      ptr.getAlignBytes(), PointerType::getElementBytes(ptr.getElemType()),
      leaf);
  return AlgebraValues{Type(pointerWithAlignment(ptr, align))};
}

EvalResult ApplySwizzleOp::evaluateAlgebra(Adaptor,
                                           ArrayRef<AlgebraValue> operands) {
  PointerType ptr = pointerOperand(operands, 0);
  if (!ptr)
    return operandKindError(0, "a pointer");
  auto *s = operands.size() > 1 ? std::get_if<algebra::Swizzle>(&operands[1])
                                : nullptr;
  if (!s)
    return operandKindError(1, "a swizzle");
  // The XOR acts on byte addresses at bits >= base: alignment up to 2^base
  // bytes survives.
  int64_t elemBytes = PointerType::getElementBytes(ptr.getElemType());
  // A swizzle with mask 0 is the identity: nothing moves.
  int64_t align = s->isTrivial()
                      ? ptr.getAlignBytes()
                      : std::gcd(ptr.getAlignBytes(), int64_t(1) << s->base);
  if (align % elemBytes != 0)
    return algebra::fail(
        "swizzle " + s->str() + " moves bits below the " +
        std::to_string(elemBytes) + "-byte element: its base must be at least "
        "log2 of the element size in bytes");
  MLIRContext *ctx = ptr.getContext();
  // Every identity swizzle is written as the default S<0,0,0>.
  algebra::Swizzle canonical =
      s->isTrivial() ? algebra::Swizzle{0, 0, 0} : *s;
  return AlgebraValues{Type(PointerType::get(
      ctx, ptr.getElemType(), ptr.getAddressSpace(),
      AlignAttr::get(ctx, static_cast<int32_t>(align)),
      SwizzleAttr::get(ctx, canonical)))};
}

//===----------------------------------------------------------------------===//
// Loads through views
//===----------------------------------------------------------------------===//

EvalResult MemRefLoadOp::evaluateAlgebra(Adaptor,
                                         ArrayRef<AlgebraValue> operands) {
  FLY_TUPLE_OPERAND(indices, operands, 1);
  if (auto *c = std::get_if<CoordTensorValue>(&operands[0])) {
    // A coordinate tensor holds coordinates: base + layout(indices).
    FLY_TRY(crd, algebra::crd2idx(*indices, c->layout));
    FLY_TRY(sum, algebra::tupleAdd(c->base, crd));
    return AlgebraValues{sum};
  }
  const MemRefValue *memref = memrefOperand(operands, 0);
  if (!memref)
    return operandKindError(0, "a memref or a coord tensor");
  // The coordinate must address the view: hierarchical, one integer per
  // top-level mode, or one 1-D index (the lowering evaluates the same).
  FLY_TRY(offset, algebra::crd2idx(*indices, memref->layout));
  (void)offset;
  return AlgebraValues{cast<MemRefType>(memref->base).getElemType()};
}

/// The coordinates of a coordinate tensor as one vector: each index's
/// coordinate must be one integer, and the vector holds i64 if any of them
/// needs 64 bits, i32 otherwise.
static EvalResult coordinateVector(MLIRContext *ctx,
                                   const CoordTensorValue &tensor) {
  algebra::Layout outer = toLayoutFnOuter(fromLayoutFn(ctx, tensor.layout));
  FLY_TRY(size, algebra::layoutSize(outer));
  if (!size.isLeaf() || !size.leaf().isStatic())
    return algebra::fail("the coordinate tensor " + outer.str() +
                         " must have a static size to load as one vector");
  int32_t width = 32;
  for (int64_t i = 0; i < size.leaf().value; ++i) {
    FLY_TRY(crd, algebra::crd2idx(algebra::IntTuple::of(i), tensor.layout));
    FLY_TRY(value, algebra::tupleAdd(tensor.base, crd));
    const algebra::IntTuple *leaf = &value;
    while (leaf->isTuple() && leaf->rank() == 1)
      leaf = &(*leaf)[0];
    if (!leaf->isLeaf() || leaf->leaf().isBasis())
      return algebra::fail("coordinate " + std::to_string(i) + " is " +
                           value.str() +
                           ", not one integer; only integer coordinates "
                           "load as a vector");
    width = std::max(width, leaf->leaf().bitWidth());
  }
  return AlgebraValues{Type(VectorType::get(
      {size.leaf().value}, IntegerType::get(ctx, width > 32 ? 64 : 32)))};
}

EvalResult MemRefLoadVecOp::evaluateAlgebra(Adaptor adaptor,
                                            ArrayRef<AlgebraValue> operands) {
  if (auto *c = operands.empty() ? nullptr
                                 : std::get_if<CoordTensorValue>(&operands[0]))
    return coordinateVector(adaptor.getMemref().getContext(), *c);
  const MemRefValue *memref = memrefOperand(operands, 0);
  if (!memref)
    return operandKindError(0, "a memref or a coord tensor");
  algebra::Layout outer =
      toLayoutFnOuter(fromLayoutFn(memref->base.getContext(), memref->layout));
  FLY_TRY(size, algebra::layoutSize(outer));
  if (!size.isLeaf() || !size.leaf().isStatic())
    return algebra::fail("the view " + outer.str() +
                         " must have a static size to load as one vector");
  return AlgebraValues{Type(VectorType::get(
      {size.leaf().value}, cast<MemRefType>(memref->base).getElemType()))};
}

EvalResult DecompositionOp::evaluateAlgebra(Adaptor,
                                            ArrayRef<AlgebraValue> operands) {
  std::optional<LayoutOperand> l =
      operands.empty() ? std::nullopt : asLayoutOperand(operands[0]);
  if (!l || (!l->memref && !l->coordBase))
    return operandKindError(0, "a memref or a coord tensor");
  if (!l->composed)
    return AlgebraValues{operands[0]}; // already a plain layout
  // The view becomes iterator + offset with a plain layout such that every
  // coordinate reaches the same element (algebra::decomposeComposed).
  FLY_TRY(d, algebra::decomposeComposed(*l->composed));
  FLY_TRY(v, l->rewrapShifted(d.layout, d.offset));
  return AlgebraValues{std::move(v)};
}
