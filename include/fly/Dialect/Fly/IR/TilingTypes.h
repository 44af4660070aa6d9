//===- TilingTypes.h - Tiling descriptions from atom types ------*- C++ -*-===//
//
// Builds the layout library's tiled copy / tiled MMA descriptions
// (fly/Layout/Tiling.h) from Fly atom types, whose payloads give their
// thread and value layouts through the copy / MMA type interfaces.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_DIALECT_FLY_IR_TILINGTYPES_H
#define FLY_DIALECT_FLY_IR_TILINGTYPES_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"
#include "fly/Layout/Tiling.h"

namespace mlir::fly {

algebra::Result<algebra::TiledCopyDesc>
tiledCopyDesc(CopyAtomType atom, const algebra::Layout &tv,
              const algebra::Tile &tile);
algebra::Result<algebra::TiledMmaDesc>
tiledMmaDesc(MmaAtomType atom, const algebra::Layout &atomLayout,
             const algebra::Tile &permutation);
algebra::Result<algebra::TiledMmaDesc> tiledMmaDesc(TiledMmaType tiled);

/// 'a', 'b' or 'c' (d is the accumulator c).
char operandLetter(MmaOperand operand);

} // namespace mlir::fly

#endif // FLY_DIALECT_FLY_IR_TILINGTYPES_H
