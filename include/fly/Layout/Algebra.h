//===- Algebra.h - The CuTe layout algebra on static and dynamic leaves ---===//
//
// Every function evaluates CuTe's algebra (docs/reference/algebra.md) and
// returns the result in the form FlyDSL 0.3.2 writes
// (docs/reference/printed-forms.md#size-1-strides): static leaves are
// computed, dynamic leaves stay dynamic with the width and divisibility of
// docs/reference/algebra.md#leaf-arithmetic.
// Inadmissible input (divisibility violations, non-injective complements,
// static overflow or division by zero, mode indices out of range, mismatched
// profiles) fails with a message that names the offending mode; callers
// prefix it with the op name.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LAYOUT_ALGEBRA_H
#define FLY_LAYOUT_ALGEBRA_H

#include "fly/Layout/Layout.h"

#include <optional>

namespace fly::layout {

//===----------------------------------------------------------------------===//
// Leaf arithmetic (docs/reference/algebra.md#leaf-arithmetic). Static op
// static is folded with a
// 64-bit overflow check; identities (x+0, x-0, x*0, x*1, x%1, 0/x, 0%x, x/1)
// are applied first; a dynamic result takes the wider width and the
// divisibility rule: add/sub/mod/min/max -> gcd, mul -> product, div and
// ceil_div -> 1 (a static operand counts with its value).
//===----------------------------------------------------------------------===//

Result<Leaf> leafAdd(const Leaf &a, const Leaf &b);
Result<Leaf> leafSub(const Leaf &a, const Leaf &b);
Result<Leaf> leafMul(const Leaf &a, const Leaf &b);
Result<Leaf> leafDiv(const Leaf &a, const Leaf &b);
Result<Leaf> leafMod(const Leaf &a, const Leaf &b);
Result<Leaf> leafCeilDiv(const Leaf &a, const Leaf &b);
Result<Leaf> leafMin(const Leaf &a, const Leaf &b);
Result<Leaf> leafMax(const Leaf &a, const Leaf &b);
/// CuTe shape_div on leaves: a/b if b divides a, 1 if a divides b.
Result<Leaf> leafShapeDiv(const Leaf &a, const Leaf &b);

//===----------------------------------------------------------------------===//
// Int tuple arithmetic and reductions (the fly.int_tuple_* ops).
//===----------------------------------------------------------------------===//

/// Leaf-wise over the common prefix; extra modes of either side pass
/// through. Adding a basis leaf adds into that mode: (2,3) + 1E1 = (2,4).
Result<IntTuple> tupleAdd(const IntTuple &a, const IntTuple &b);
Result<IntTuple> tupleSub(const IntTuple &a, const IntTuple &b);
Result<IntTuple> tupleMul(const IntTuple &a, const IntTuple &b);
Result<IntTuple> tupleDiv(const IntTuple &a, const IntTuple &b);
Result<IntTuple> tupleMod(const IntTuple &a, const IntTuple &b);
/// Product of all leaves (a leaf).
Result<IntTuple> tupleProduct(const IntTuple &t);
/// Product within each top-level mode: ((2,3),4) -> (6,4).
Result<IntTuple> tupleProductEach(const IntTuple &t);
/// Product of `a` grouped by the profile of `like`.
Result<IntTuple> tupleProductLike(const IntTuple &a, const IntTuple &like);
/// CuTe shape_div: leaf-wise for congruent tuples; a tuple by an integer
/// consumes the divisor from the left: shape_div((4,6), 8) = (1,3).
Result<IntTuple> tupleShapeDiv(const IntTuple &a, const IntTuple &b);
Result<IntTuple> tupleCeilDiv(const IntTuple &a, const IntTuple &b);
/// elem_less / equal as a 1-bit leaf: static 0 or 1, or dynamic (width 1)
/// with the expression of the comparison when the operands have them.
Result<Leaf> tupleElemLessLeaf(const IntTuple &a, const IntTuple &b);
Result<Leaf> tupleEqualLeaf(const IntTuple &a, const IntTuple &b);
/// Static answer of elem_less / equal, or nullopt when a dynamic leaf decides.
Result<std::optional<bool>> tupleElemLess(const IntTuple &a,
                                          const IntTuple &b);
Result<std::optional<bool>> tupleEqual(const IntTuple &a, const IntTuple &b);
/// Exclusive prefix product: the compact column-major stride of a shape.
Result<IntTuple> compactColMajor(const IntTuple &shape);
/// All leaves as a flat tuple (a leaf stays a leaf).
IntTuple flatten(const IntTuple &t);

//===----------------------------------------------------------------------===//
// Structural operations (docs/reference/algebra.md#structural-operations).
// These apply to int tuples and,
// through the *Layout variants, to shape and stride together.
//===----------------------------------------------------------------------===//

Result<IntTuple> tupleGet(const IntTuple &t, const std::vector<int32_t> &path);
Result<IntTuple> tupleTake(const IntTuple &t, int32_t begin, int32_t end);
Result<IntTuple> tupleSelect(const IntTuple &t,
                             const std::vector<int32_t> &indices);
Result<IntTuple> tupleGroup(const IntTuple &t, int32_t begin, int32_t end);
/// Append (prepend) `elem`; with n >= 0 pad with `elem` up to rank n.
Result<IntTuple> tupleAppend(const IntTuple &t, const IntTuple &elem,
                             int32_t n = -1);
Result<IntTuple> tuplePrepend(const IntTuple &t, const IntTuple &elem,
                              int32_t n = -1);
/// CuTe slice/dice of an int tuple by a coordinate with `*` leaves.
Result<IntTuple> tupleSlice(const IntTuple &t, const IntTuple &coord);
Result<IntTuple> tupleDice(const IntTuple &t, const IntTuple &coord);

Result<Layout> layoutGet(const Layout &l, const std::vector<int32_t> &path);
Result<Layout> layoutTake(const Layout &l, int32_t begin, int32_t end);
Result<Layout> layoutSelect(const Layout &l,
                            const std::vector<int32_t> &indices);
Result<Layout> layoutGroup(const Layout &l, int32_t begin, int32_t end);
Result<Layout> layoutAppend(const Layout &l, const Layout &elem,
                            int32_t n = -1);
Result<Layout> layoutPrepend(const Layout &l, const Layout &elem,
                             int32_t n = -1);
/// Keeps the modes whose coordinate is `*` (the offset of the fixed part is
/// crd2idx of the coordinate with `*` read as 0).
Result<Layout> layoutSlice(const Layout &l, const IntTuple &coord);
Result<Layout> layoutDice(const Layout &l, const IntTuple &coord);

//===----------------------------------------------------------------------===//
// Sizes and codomain (docs/reference/algebra.md#layouts-are-functions).
//===----------------------------------------------------------------------===//

Result<IntTuple> layoutSize(const Layout &l);
/// One past the largest index: L(size-1)+1 for non-negative strides.
Result<IntTuple> layoutCosize(const Layout &l);
Result<IntTuple> layoutCoshape(const Layout &l);
Result<IntTuple> layoutCoprofile(const Layout &l);

//===----------------------------------------------------------------------===//
// Construction (the fly.make_*layout ops).
//===----------------------------------------------------------------------===//

/// Checks congruence and positive static shape leaves.
Result<Layout> makeLayout(const IntTuple &shape, const IntTuple &stride);
Result<Layout> makeLayoutLike(const Layout &l);
Result<Layout> makeOrderedLayout(const IntTuple &shape, const IntTuple &order);
/// (4,8) -> (4,8):(1E0,1E1).
Result<Layout> makeIdentityLayout(const IntTuple &shape);
/// The compact "fragment" layout of a static-shape layout, mode 0 first:
/// (4,8):(8,1) -> (4,8):(1,4).
Result<Layout> makeFragmentLayoutLike(const Layout &l);

//===----------------------------------------------------------------------===//
// Coordinate mapping (docs/reference/algebra.md#layouts-are-functions).
//===----------------------------------------------------------------------===//

/// The coordinate may be hierarchical (congruent), one integer per top-level
/// mode, or a single 1-D index (extension rule: the excess goes to the last
/// mode). With basis strides the result is a coordinate tuple.
Result<IntTuple> crd2idx(const IntTuple &coord, const Layout &l);
/// Scalar index through a swizzle.
Result<IntTuple> crd2idx(const IntTuple &coord, const Swizzle &s);
/// XOR-mixes two leaves of a coordinate.
Result<IntTuple> crd2idx(const IntTuple &coord, const CoordSwizzle &cs);
/// inner(offset + outer(coord)).
Result<IntTuple> crd2idx(const IntTuple &coord, const ComposedLayout &c);
Result<IntTuple> crd2idx(const IntTuple &coord, const LayoutFn &f);
/// Each leaf is (idx / stride) % shape; a static stride-0 mode is an error.
Result<IntTuple> idx2crd(const IntTuple &idx, const Layout &l);
/// idx2crd, then one leaf per top-level mode.
Result<IntTuple> getFlatCoord(const IntTuple &idx, const Layout &l);
/// idx2crd, then column-major re-linearization.
Result<IntTuple> get1dCoord(const IntTuple &idx, const Layout &l);

//===----------------------------------------------------------------------===//
// Layout algebra (docs/reference/algebra.md, #coalesce to #recast).
//===----------------------------------------------------------------------===//

Result<Layout> coalesce(const Layout &l);
/// By-mode coalesce: coalesce only inside each leaf of the profile.
Result<Layout> coalesce(const Layout &l, const IntTuple &profile);
/// R = A o B. For static inputs R(i) == A(B(i)) is checked over B's domain
/// and a mismatch names the first failing index.
Result<Layout> composition(const Layout &a, const Layout &b);
/// By-mode composition with a tiler.
Result<Layout> composition(const Layout &a, const Tile &b);
/// Without codomain size: M = cosize(A). Non-injective input fails.
Result<Layout> complement(const Layout &a,
                          const std::optional<IntTuple> &codomainSize);
Result<Layout> rightInverse(const Layout &l);
Result<Layout> leftInverse(const Layout &l);

Result<Layout> logicalDivide(const Layout &a, const Layout &b);
Result<Layout> logicalDivide(const Layout &a, const Tile &b);
Result<Layout> zippedDivide(const Layout &a, const Layout &b);
Result<Layout> zippedDivide(const Layout &a, const Tile &b);
Result<Layout> tiledDivide(const Layout &a, const Layout &b);
Result<Layout> tiledDivide(const Layout &a, const Tile &b);
Result<Layout> flatDivide(const Layout &a, const Layout &b);
Result<Layout> flatDivide(const Layout &a, const Tile &b);

Result<Layout> logicalProduct(const Layout &a, const Layout &b);
Result<Layout> zippedProduct(const Layout &a, const Layout &b);
Result<Layout> tiledProduct(const Layout &a, const Layout &b);
Result<Layout> flatProduct(const Layout &a, const Layout &b);
Result<Layout> blockedProduct(const Layout &a, const Layout &b);
Result<Layout> rakedProduct(const Layout &a, const Layout &b);

/// A composed layout C as C(c) = offset + layout(c): every level's offset
/// mapped through the functions applied after it, strides scaled by the
/// linear layouts above the plain one. An outermost swizzle is applied to
/// the offset and leaves the layout (fly.decomposition's semantics); a
/// non-linear layout or a nested swizzle has no such form and fails.
struct DecomposedLayout {
  IntTuple offset;
  Layout layout;
};
Result<DecomposedLayout> decomposeComposed(const ComposedLayout &c);

/// CuTe recast_layout<Old,New> (upcast / downcast by the bit ratio).
Result<Layout> recastLayout(const Layout &l, int64_t oldBits, int64_t newBits);
/// blocked_product(block, make_ordered_layout(ceil_div(target, shape(block)),
/// order)) after checking that the block divides the target.
Result<Layout> tileToShape(const Layout &block, const IntTuple &target,
                           const IntTuple &order);

/// Evaluate a fully static layout at a 1-D index (extension rule). Used by
/// the brute-force admissibility checks and by tests.
Result<int64_t> evalStatic(const Layout &l, int64_t idx);

} // namespace fly::layout

#endif // FLY_LAYOUT_ALGEBRA_H
