//===- InferPartition.cpp - Partitioning views by tiled copies and MMAs ---===//
//
// A partition divides a view's layout (fly/Layout/Tiling.h) and moves its
// iterator by the thread's offset: the pointer of a memref (its alignment
// follows the offset's divisibility), the base of a coordinate tensor. A
// composed layout keeps the offset inside itself instead.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"
#include "fly/Dialect/Fly/IR/MemoryTypes.h"
#include "fly/Dialect/Fly/IR/TilingTypes.h"

#include "BodySyntax.h"

using namespace mlir;
using namespace mlir::fly;

// Helpers live in mlir::fly so that MemRefType is the fly one.
namespace mlir::fly {
namespace {
using PlainFn =
    function_ref<algebra::Result<algebra::PartitionedLayout>(
        const algebra::Layout &)>;
using ComposedFn =
    function_ref<algebra::Result<algebra::ComposedLayout>(
        const algebra::ComposedLayout &)>;

/// The leaf of an iterator offset (rank-1 wrappers allowed).
algebra::Result<algebra::Leaf> offsetLeaf(const algebra::IntTuple &t) {
  const algebra::IntTuple *p = &t;
  while (p->isTuple() && p->rank() == 1)
    p = &(*p)[0];
  if (!p->isLeaf())
    return algebra::fail("the partition offset " + t.str() +
                         " of a memref must be one index");
  return p->leaf();
}

EvalResult partitionMemRef(const MemRefValue &memref, PlainFn plain,
                           ComposedFn composed) {
  if (auto *c = std::get_if<std::shared_ptr<algebra::ComposedLayout>>(
          &memref.layout)) {
    FLY_TRY(r, composed(**c));
    return AlgebraValues{MemRefValue{
        memref.base, std::make_shared<algebra::ComposedLayout>(std::move(r)),
        memref.offset}};
  }
  auto *layout = std::get_if<algebra::Layout>(&memref.layout);
  if (!layout)
    return algebra::fail("a memref needs a layout");
  FLY_TRY(r, plain(*layout));
  FLY_TRY(leaf, offsetLeaf(r.offset));
  (void)leaf;
  FLY_TRY(moved, algebra::tupleAdd(memref.offset, r.offset));
  return AlgebraValues{MemRefValue{memref.base, r.layout, moved}};
}

EvalResult partitionCoordTensor(const CoordTensorValue &t, PlainFn plain,
                                ComposedFn composed) {
  if (auto *c =
          std::get_if<std::shared_ptr<algebra::ComposedLayout>>(&t.layout)) {
    FLY_TRY(r, composed(**c));
    return AlgebraValues{CoordTensorValue{
        t.base, std::make_shared<algebra::ComposedLayout>(std::move(r))}};
  }
  auto *l = std::get_if<algebra::Layout>(&t.layout);
  if (!l)
    return algebra::fail("a coordinate tensor needs a layout");
  FLY_TRY(r, plain(*l));
  FLY_TRY(base, algebra::tupleAdd(t.base, r.offset));
  return AlgebraValues{CoordTensorValue{base, r.layout}};
}

/// Partitions view operand `i` of `operands`.
EvalResult partitionView(ArrayRef<AlgebraValue> operands, size_t i,
                         PlainFn plain, ComposedFn composed) {
  if (operands.size() > i) {
    if (auto *c = std::get_if<CoordTensorValue>(&operands[i]))
      return partitionCoordTensor(*c, plain, composed);
    if (auto *m = std::get_if<MemRefValue>(&operands[i]))
      return partitionMemRef(*m, plain, composed);
  }
  return operandKindError(i, "a memref or a coord tensor");
}

template <typename T> T typeOperand(ArrayRef<AlgebraValue> operands, size_t i) {
  if (operands.size() <= i)
    return {};
  auto *type = std::get_if<Type>(&operands[i]);
  return type ? dyn_cast<T>(*type) : T();
}

algebra::Result<algebra::TiledCopyDesc> copyDesc(TiledCopyType tiled) {
  auto atom = dyn_cast<CopyAtomType>(tiled.getCopyAtom());
  if (!atom)
    return algebra::fail("the tiled copy's atom is not an !fly.copy_atom");
  return tiledCopyDesc(atom, tiled.getLayoutThrVal().getValue(),
                       tiled.getTileMN().getValue());
}

template <bool Src>
EvalResult evalCopyPartition(ArrayRef<AlgebraValue> operands) {
  auto tiled = typeOperand<TiledCopyType>(operands, 0);
  if (!tiled)
    return operandKindError(0, "a tiled copy");
  FLY_TUPLE_OPERAND(thr, operands, 2);
  FLY_TRY(desc, copyDesc(tiled));
  return partitionView(
      operands, 1,
      [&](const algebra::Layout &l) {
        return Src ? algebra::tiledCopyPartitionSrc(desc, l, *thr)
                   : algebra::tiledCopyPartitionDst(desc, l, *thr);
      },
      [&](const algebra::ComposedLayout &c) {
        return Src ? algebra::tiledCopyPartitionSrc(desc, c, *thr)
                   : algebra::tiledCopyPartitionDst(desc, c, *thr);
      });
}
} // namespace
} // namespace mlir::fly

EvalResult
TiledCopyPartitionSrcOp::evaluateAlgebra(Adaptor,
                                         ArrayRef<AlgebraValue> operands) {
  return evalCopyPartition<true>(operands);
}

EvalResult
TiledCopyPartitionDstOp::evaluateAlgebra(Adaptor,
                                         ArrayRef<AlgebraValue> operands) {
  return evalCopyPartition<false>(operands);
}

EvalResult TiledCopyRetileOp::evaluateAlgebra(Adaptor,
                                              ArrayRef<AlgebraValue> operands) {
  auto tiled = typeOperand<TiledCopyType>(operands, 0);
  const MemRefValue *memref =
      operands.size() > 1 ? std::get_if<MemRefValue>(&operands[1]) : nullptr;
  if (!tiled || !memref)
    return algebra::fail("expects (tiled copy, memref) operands");
  auto *layout = std::get_if<algebra::Layout>(&memref->layout);
  if (!layout)
    return algebra::fail("retile needs a memref with a plain layout");
  FLY_TRY(desc, copyDesc(tiled));
  FLY_TRY(r, algebra::tiledCopyRetile(desc, *layout));
  return AlgebraValues{MemRefValue{memref->base, r, memref->offset}};
}

EvalResult TiledMmaPartitionOp::evaluateAlgebra(
    Adaptor adaptor, ArrayRef<AlgebraValue> operands) {
  auto tiled = typeOperand<TiledMmaType>(operands, 0);
  if (!tiled)
    return operandKindError(0, "a tiled MMA");
  FLY_TUPLE_OPERAND(thr, operands, 2);
  FLY_TRY(desc, tiledMmaDesc(tiled));
  char op = operandLetter(adaptor.getOperandId());
  return partitionView(
      operands, 1,
      [&](const algebra::Layout &l) {
        return algebra::tiledMmaPartition(desc, op, l, *thr);
      },
      [&](const algebra::ComposedLayout &c) {
        return algebra::tiledMmaPartition(desc, op, c, *thr);
      });
}

EvalResult MmaMakeFragmentOp::evaluateAlgebra(Adaptor adaptor,
                                              ArrayRef<AlgebraValue> operands) {
  auto tiled = typeOperand<TiledMmaType>(operands, 0);
  const MemRefValue *memref =
      operands.size() > 1 ? std::get_if<MemRefValue>(&operands[1]) : nullptr;
  if (!tiled || !memref)
    return algebra::fail("expects (tiled MMA, memref) operands");
  // The fragment follows the view's (outer) layout: a swizzled shared view
  // gives the same register fragment as its unswizzled outer layout.
  const algebra::Layout *layout = std::get_if<algebra::Layout>(&memref->layout);
  if (auto *c = std::get_if<std::shared_ptr<algebra::ComposedLayout>>(
          &memref->layout))
    layout = &(*c)->outerLayout();
  if (!layout)
    return algebra::fail("make_fragment needs a memref with a layout");
  std::optional<int64_t> stages;
  if (std::optional<int32_t> s = adaptor.getStages()) {
    if (*s <= 0)
      return algebra::fail("stages = " + std::to_string(*s) +
                           " must be positive");
    stages = *s;
  }
  FLY_TRY(desc, tiledMmaDesc(tiled));
  FLY_TRY(frag, algebra::mmaMakeFragment(
                    desc, operandLetter(adaptor.getOperandId()), *layout,
                    stages));
  MLIRContext *ctx = memref->base.getContext();
  // The fragment holds what the atom reads or writes, whatever the view it
  // is shaped after holds (FlyDSL's and CuTe's rule): A and B the atom's
  // operand types, C and D its accumulator's (an f32 accumulator for a bf16
  // output tile). The view gives only the layout.
  Type elem;
  switch (adaptor.getOperandId()) {
  case MmaOperand::A:
    elem = tiled.getMmaAtomType().getValueTypeA();
    break;
  case MmaOperand::B:
    elem = tiled.getMmaAtomType().getValueTypeB();
    break;
  default:
    elem = tiled.getMmaAtomType().getValueTypeC();
    break;
  }
  if (!elem)
    elem = cast<MemRefType>(memref->base).getElemType();
  return AlgebraValues{memrefValueOfType(MemRefType::get(
      ctx, elem, AddressSpaceAttr::get(ctx, AddressSpace::Register),
      LayoutAttr::get(ctx, frag)))};
}
