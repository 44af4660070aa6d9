//===- Internal.h - Helpers shared by the layout-algebra sources ----------===//
//
// Not installed: small utilities the algorithm files share (flat mode lists,
// FlyDSL's result-form rules, static evaluation helpers).
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LAYOUT_INTERNAL_H
#define FLY_LAYOUT_INTERNAL_H

#include "fly/Layout/Algebra.h"

#include <string>
#include <vector>

namespace fly::layout::detail {

/// One flattened mode: a shape leaf and its stride leaf.
struct Mode {
  Leaf shape;
  Leaf stride;
};

/// Nesting deeper than this inside the algorithms is refused; it keeps
/// hand-built hostile tuples from exhausting the stack.
constexpr int kMaxAlgebraDepth = 128;

/// Depth with an early exit, so a hostile tuple is not walked to the bottom.
bool tooDeep(const IntTuple &t, int limit = kMaxAlgebraDepth);
Failure depthFailure(const char *what);
/// A mode path as messages print it: `0,1,2`.
std::string modePathText(const std::vector<size_t> &path);

/// Leaves of shape and stride side by side (they must be congruent).
std::vector<Mode> flatModes(const Layout &l);
/// A flat layout from modes: a leaf layout for one mode.
Layout fromModes(const std::vector<Mode> &modes);

/// FlyDSL writes stride 0 for every static size-1 mode of algebra results.
Layout zeroSize1Strides(const Layout &l);
/// FlyDSL drops rank-1 tuple wrappers in algebra results: `(6):(16)` -> 6:16.
IntTuple unwrapRank1(const IntTuple &t);
/// Both rules above: the printed form of composition/divide/product results.
Layout resultForm(const Layout &l);

/// Pair up two layouts as the modes of a new tuple layout.
Layout pairLayouts(const std::vector<Layout> &modes);

/// Checked static arithmetic.
bool mulOverflow(int64_t a, int64_t b, int64_t &out);
bool addOverflow(int64_t a, int64_t b, int64_t &out);

/// The largest 2^k with k <= maxLog2 (and k <= 62) that divides `d`; 0 is
/// divided by every power. What XOR swizzles above bit `maxLog2` keep of a
/// divisibility.
int64_t powerOfTwoDividing(int64_t d, int maxLog2);

/// True when every leaf is static and no stride is a basis.
bool isPlainStatic(const Layout &l);

/// Product of all shape leaves as a leaf.
Result<Leaf> sizeLeaf(const IntTuple &shape);

/// A tuple with the nesting of `t` and the leaves `ls` from index `k` on
/// (depth first); `k` ends past the last leaf used.
IntTuple refoldLeaves(const IntTuple &t, const std::vector<Leaf> &ls,
                      size_t &k);

/// Layout with mode i replaced by its modes (one level of flattening).
IntTuple expandModes(const IntTuple &t, const std::vector<size_t> &indices);

/// Operand check of the algebra entry points: congruent, no '*' leaves,
/// positive static extents. `role` names the operand in the message.
Result<int> validate(const Layout &l, const char *role);

/// Number of indices the brute-force checks are willing to evaluate. The
/// check runs at every verification of an op, so it must stay cheap: 2^16
/// indices cost about 25 ms; larger static layouts rely on the structural
/// divisibility checks alone.
constexpr int64_t kBruteForceLimit = int64_t(1) << 16;

} // namespace fly::layout::detail

#endif // FLY_LAYOUT_INTERNAL_H
