//===- InferAlgebra.cpp - Evaluation of the layout algebra ops ------------===//
//
// The algebra acts on the (outer) layout; a composed operand gets the result
// back in its outer position.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"

using namespace mlir;
using namespace mlir::fly;

namespace {
/// Divides and composition take a layout or a tile as operand 1.
template <typename ByLayout, typename ByTile>
EvalResult evalByLayoutOrTile(ArrayRef<AlgebraValue> operands,
                              ByLayout byLayout, ByTile byTile) {
  FLY_LAYOUT_OPERAND(l, operands, 0);
  if (operands.size() > 1) {
    if (auto *b = std::get_if<algebra::Layout>(&operands[1])) {
      FLY_TRY(r, byLayout(l->layout, *b));
      return AlgebraValues{l->rewrap(r)};
    }
    if (auto *t = std::get_if<algebra::Tile>(&operands[1])) {
      FLY_TRY(r, byTile(l->layout, *t));
      return AlgebraValues{l->rewrap(r)};
    }
  }
  return operandKindError(1, "a layout or a tile");
}

using LayoutUnaryFn =
    algebra::Result<algebra::Layout> (*)(const algebra::Layout &);
using LayoutBinaryFn = algebra::Result<algebra::Layout> (*)(
    const algebra::Layout &, const algebra::Layout &);

EvalResult evalLayoutUnary(ArrayRef<AlgebraValue> operands,
                           LayoutUnaryFn fn) {
  FLY_LAYOUT_OPERAND(l, operands, 0);
  FLY_TRY(r, fn(l->layout));
  return AlgebraValues{l->rewrap(r)};
}

EvalResult evalProduct(ArrayRef<AlgebraValue> operands, LayoutBinaryFn fn) {
  FLY_LAYOUT_OPERAND(l, operands, 0);
  auto *b = operands.size() > 1 ? std::get_if<algebra::Layout>(&operands[1])
                                : nullptr;
  if (!b)
    return operandKindError(1, "a layout");
  FLY_TRY(r, fn(l->layout, *b));
  return AlgebraValues{l->rewrap(r)};
}
} // namespace

EvalResult CoalesceOp::evaluateAlgebra(Adaptor,
                                       ArrayRef<AlgebraValue> operands) {
  FLY_LAYOUT_OPERAND(l, operands, 0);
  if (operands.size() > 1) {
    FLY_TUPLE_OPERAND(profile, operands, 1);
    FLY_TRY(r, algebra::coalesce(l->layout, *profile));
    return AlgebraValues{l->rewrap(r)};
  }
  FLY_TRY(r, algebra::coalesce(l->layout));
  return AlgebraValues{l->rewrap(r)};
}

EvalResult CompositionOp::evaluateAlgebra(Adaptor,
                                          ArrayRef<AlgebraValue> operands) {
  return evalByLayoutOrTile(
      operands,
      [](const algebra::Layout &a, const algebra::Layout &b) {
        return algebra::composition(a, b);
      },
      [](const algebra::Layout &a, const algebra::Tile &b) {
        return algebra::composition(a, b);
      });
}

EvalResult ComplementOp::evaluateAlgebra(Adaptor,
                                         ArrayRef<AlgebraValue> operands) {
  FLY_LAYOUT_OPERAND(l, operands, 0);
  std::optional<algebra::IntTuple> size;
  if (operands.size() > 1) {
    FLY_TUPLE_OPERAND(s, operands, 1);
    size = *s;
  }
  FLY_TRY(r, algebra::complement(l->layout, size));
  return AlgebraValues{l->rewrap(r)};
}

EvalResult RightInverseOp::evaluateAlgebra(Adaptor,
                                           ArrayRef<AlgebraValue> operands) {
  return evalLayoutUnary(operands, algebra::rightInverse);
}

EvalResult LeftInverseOp::evaluateAlgebra(Adaptor,
                                          ArrayRef<AlgebraValue> operands) {
  return evalLayoutUnary(operands, algebra::leftInverse);
}

#define FLY_DIVIDE_EVAL(OpT, Fn)                                               \
  EvalResult OpT::evaluateAlgebra(Adaptor, ArrayRef<AlgebraValue> operands) {  \
    return evalByLayoutOrTile(                                                 \
        operands,                                                              \
        [](const algebra::Layout &a, const algebra::Layout &b) {               \
          return Fn(a, b);                                                     \
        },                                                                     \
        [](const algebra::Layout &a, const algebra::Tile &b) {                 \
          return Fn(a, b);                                                     \
        });                                                                    \
  }

FLY_DIVIDE_EVAL(LogicalDivideOp, algebra::logicalDivide)
FLY_DIVIDE_EVAL(ZippedDivideOp, algebra::zippedDivide)
FLY_DIVIDE_EVAL(TiledDivideOp, algebra::tiledDivide)
FLY_DIVIDE_EVAL(FlatDivideOp, algebra::flatDivide)

#undef FLY_DIVIDE_EVAL

#define FLY_PRODUCT_EVAL(OpT, Fn)                                              \
  EvalResult OpT::evaluateAlgebra(Adaptor, ArrayRef<AlgebraValue> operands) {  \
    return evalProduct(operands, Fn);                                          \
  }

FLY_PRODUCT_EVAL(LogicalProductOp, algebra::logicalProduct)
FLY_PRODUCT_EVAL(ZippedProductOp, algebra::zippedProduct)
FLY_PRODUCT_EVAL(TiledProductOp, algebra::tiledProduct)
FLY_PRODUCT_EVAL(FlatProductOp, algebra::flatProduct)
FLY_PRODUCT_EVAL(BlockedProductOp, algebra::blockedProduct)
FLY_PRODUCT_EVAL(RakedProductOp, algebra::rakedProduct)

#undef FLY_PRODUCT_EVAL

EvalResult RecastLayoutOp::evaluateAlgebra(Adaptor adaptor,
                                           ArrayRef<AlgebraValue> operands) {
  FLY_LAYOUT_OPERAND(l, operands, 0);
  int64_t newBits = adaptor.getNewTypeBits(), oldBits = adaptor.getOldTypeBits();
  if (newBits <= 0 || oldBits <= 0)
    return algebra::fail("type widths must be positive, got old_type_bits = " +
                         std::to_string(oldBits) +
                         " and new_type_bits = " + std::to_string(newBits));
  FLY_TRY(r, algebra::recastLayout(l->layout, oldBits, newBits));
  return AlgebraValues{l->rewrap(r)};
}

EvalResult TileToShapeOp::evaluateAlgebra(Adaptor,
                                          ArrayRef<AlgebraValue> operands) {
  FLY_LAYOUT_OPERAND(l, operands, 0);
  FLY_TUPLE_OPERAND(target, operands, 1);
  FLY_TUPLE_OPERAND(order, operands, 2);
  FLY_TRY(r, algebra::tileToShape(l->layout, *target, *order));
  return AlgebraValues{l->rewrap(r)};
}
