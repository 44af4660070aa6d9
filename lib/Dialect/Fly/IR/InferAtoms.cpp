//===- InferAtoms.cpp - Atoms, tiled copies and tiled MMAs ----------------===//
//
// The payload of an atom describes its thread and value layouts through
// CopyOpTypeInterface / MmaOpTypeInterface; the tiling itself is the layout
// library's (fly/Layout/Tiling.h), so the checks of CuTe's make_tiled_copy
// and TiledMMA (thread counts, whole value groups, ranks) come from there.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"
#include "fly/Dialect/Fly/IR/TilingTypes.h"

using namespace mlir;
using namespace mlir::fly;

//===----------------------------------------------------------------------===//
// From types to tiling descriptions
//===----------------------------------------------------------------------===//

algebra::Result<algebra::TiledCopyDesc>
mlir::fly::tiledCopyDesc(CopyAtomType atom, const algebra::Layout &tv,
                         const algebra::Tile &tile) {
  algebra::TiledCopyDesc d;
  d.atomThr = atom.getThrLayout().getValue();
  FailureOr<LayoutAttr> src = atom.getThrValLayoutSrc();
  FailureOr<LayoutAttr> dst = atom.getThrValLayoutDst();
  FailureOr<LayoutAttr> ref = atom.getThrValLayoutRef();
  if (failed(src) || failed(dst) || failed(ref))
    return algebra::fail("the copy atom's thread-to-bit layouts cannot be "
                         "recast to " +
                         std::to_string(atom.getValBits()) + "-bit values");
  d.atomSrcTV = src->getValue();
  d.atomDstTV = dst->getValue();
  d.atomRefTV = ref->getValue();
  d.tiledTV = tv;
  d.tile = tile;
  return d;
}

algebra::Result<algebra::TiledMmaDesc>
mlir::fly::tiledMmaDesc(MmaAtomType atom, const algebra::Layout &atomLayout,
                        const algebra::Tile &permutation) {
  algebra::TiledMmaDesc d;
  d.shapeMNK = atom.getShapeMNK().getValue();
  d.atomThr = atom.getThrLayout().getValue();
  d.atomA = atom.getLayoutA().getValue();
  d.atomB = atom.getLayoutB().getValue();
  d.atomC = atom.getLayoutC().getValue();
  d.atomLayout = atomLayout;
  d.permutation = permutation;
  return d;
}

algebra::Result<algebra::TiledMmaDesc> mlir::fly::tiledMmaDesc(TiledMmaType t) {
  auto atom = dyn_cast<MmaAtomType>(t.getMmaAtom());
  if (!atom)
    return algebra::fail("the tiled MMA's atom is not an !fly.mma_atom");
  return tiledMmaDesc(atom, t.getAtomLayout().getValue(),
                      t.getPermutation().getValue());
}

char mlir::fly::operandLetter(MmaOperand operand) {
  switch (operand) {
  case MmaOperand::A:
    return 'a';
  case MmaOperand::B:
    return 'b';
  default:
    return 'c';
  }
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

/// The opaque (type-carried) operand `i` as `T`, or null.
template <typename T>
static T typeOperand(ArrayRef<AlgebraValue> operands, size_t i) {
  if (operands.size() <= i)
    return {};
  auto *type = std::get_if<Type>(&operands[i]);
  return type ? dyn_cast<T>(*type) : T();
}

EvalResult MakeTiledCopyOp::evaluateAlgebra(Adaptor,
                                            ArrayRef<AlgebraValue> operands) {
  auto atom = typeOperand<CopyAtomType>(operands, 0);
  if (!atom)
    return operandKindError(0, "a copy atom");
  auto *tv = operands.size() > 1 ? std::get_if<algebra::Layout>(&operands[1])
                                 : nullptr;
  auto *tile = operands.size() > 2 ? std::get_if<algebra::Tile>(&operands[2])
                                   : nullptr;
  if (!tv || !tile)
    return algebra::fail("expects (copy atom, TV layout, tile) operands");
  if (!tv->isStatic())
    return algebra::fail("the TV layout " + tv->str() + " must be static");
  // Partitioning a tensor of the tile's own shape runs every check of
  // CuTe's make_tiled_copy (thread count, whole atom value groups).
  FLY_TRY(desc, tiledCopyDesc(atom, *tv, *tile));
  std::vector<algebra::IntTuple> extents;
  for (const algebra::TileElem &e : tile->elems) {
    if (e.kind == algebra::TileElem::Kind::Int)
      extents.push_back(algebra::IntTuple::of(e.n));
    else if (e.kind == algebra::TileElem::Kind::Layout) {
      FLY_TRY(n, algebra::layoutSize(e.layout));
      extents.push_back(n);
    } else
      return algebra::fail("tile " + tile->str() +
                           ": a tiled copy needs an extent in every mode");
  }
  algebra::IntTuple shape = extents.size() == 1
                                ? extents.front()
                                : algebra::IntTuple::tuple(extents);
  // The TV layout indexes the tile column-major: an index past the tile's
  // size would partition elements outside it (CuTe does not check this).
  FLY_TRY(stride, algebra::compactColMajor(shape));
  FLY_TRY(tileSize, algebra::layoutSize(algebra::Layout(shape, stride)));
  FLY_TRY(tvCosize, algebra::layoutCosize(*tv));
  if (tileSize.isLeaf() && tvCosize.isLeaf() && tileSize.leaf().isStatic() &&
      tvCosize.leaf().isStatic() &&
      tvCosize.leaf().value > tileSize.leaf().value)
    return algebra::fail("the TV layout " + tv->str() + " reaches index " +
                         std::to_string(tvCosize.leaf().value - 1) +
                         ", outside the tile " + tile->str() + " of " +
                         std::to_string(tileSize.leaf().value) + " elements");
  FLY_TRY(check,
          algebra::tiledCopyTidFrgSrc(desc, algebra::Layout(shape, stride)));
  (void)check;
  MLIRContext *ctx = atom.getContext();
  return AlgebraValues{Type(TiledCopyType::get(
      ctx, atom, LayoutAttr::get(ctx, *tv), TileAttr::get(ctx, *tile)))};
}

EvalResult MakeTiledMmaOp::evaluateAlgebra(Adaptor,
                                           ArrayRef<AlgebraValue> operands) {
  auto atom = typeOperand<MmaAtomType>(operands, 0);
  if (!atom)
    return operandKindError(0, "an MMA atom");
  auto *layout = operands.size() > 1
                     ? std::get_if<algebra::Layout>(&operands[1])
                     : nullptr;
  if (!layout)
    return operandKindError(1, "a layout");
  if (!layout->isStatic())
    return algebra::fail("the atom layout " + layout->str() +
                         " must be static");
  MLIRContext *ctx = atom.getContext();
  TileAttr perm = TiledMmaType::getDefaultPermutation(ctx);
  if (operands.size() > 2) {
    auto *tile = std::get_if<algebra::Tile>(&operands[2]);
    if (!tile)
      return operandKindError(2, "a tile");
    perm = TileAttr::get(ctx, *tile);
  }
  FLY_TRY(desc, tiledMmaDesc(atom, *layout, perm.getValue()));
  FLY_TRY(threads, algebra::tiledMmaThrLayoutVMNK(desc));
  (void)threads;
  return AlgebraValues{Type(
      TiledMmaType::get(ctx, atom, LayoutAttr::get(ctx, *layout), perm))};
}

EvalResult
TiledMmaPartitionShapeOp::evaluateAlgebra(Adaptor adaptor,
                                          ArrayRef<AlgebraValue> operands) {
  auto tiled = typeOperand<TiledMmaType>(operands, 0);
  if (!tiled)
    return operandKindError(0, "a tiled MMA");
  FLY_TUPLE_OPERAND(shape, operands, 1);
  FLY_TRY(desc, tiledMmaDesc(tiled));
  FLY_TRY(r, algebra::tiledMmaPartitionShape(
                 desc, operandLetter(adaptor.getOperandId()), *shape));
  return AlgebraValues{r};
}

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

LogicalResult MakeCopyAtomOp::verify() {
  auto atom = cast<CopyAtomType>(getType());
  if (atom.getValBits() != static_cast<int32_t>(getValBits()))
    return emitOpError("valBits = ")
           << getValBits() << " differs from the " << atom.getValBits()
           << " bits of the result type " << atom;
  return success();
}

LogicalResult AtomSetValueOp::verify() {
  if (getAtom().getType() != getType())
    return emitOpError("result type ")
           << getType() << " differs from the atom type "
           << getAtom().getType();
  // Stateful payloads (fly_rocdl) name their fields; the universal ones
  // have none.
  Type payload;
  if (auto copy = dyn_cast<CopyAtomType>(getType()))
    payload = copy.getCopyOp();
  else if (auto mma = dyn_cast<MmaAtomType>(getType()))
    payload = mma.getMmaOp();
  if (auto stateful = dyn_cast<StatefulAtomTypeInterface>(payload)) {
    SmallVector<StringRef> names = stateful.getStateFieldNames();
    SmallVector<Type> types = stateful.getStateFieldTypes();
    for (auto [name, type] : llvm::zip(names, types)) {
      if (name != getField())
        continue;
      if (getValue().getType() != type)
        return emitOpError("field '")
               << name << "' of " << payload << " is " << type << ", got "
               << getValue().getType();
      return success();
    }
    std::string known;
    for (StringRef name : names)
      known += (known.empty() ? "'" : ", '") + name.str() + "'";
    return emitOpError("the atom payload ")
           << payload << " has no runtime field '" << getField()
           << "'; its fields are " << known;
  }
  return emitOpError("the atom payload ")
         << payload << " has no runtime field '" << getField() << "'";
}
