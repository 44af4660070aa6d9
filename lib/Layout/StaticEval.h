//===- StaticEval.h - Evaluating a static layout at many indices -*- C++ -*-===//
//
// The brute-force checks (composition, left inverse) evaluate fully static
// layouts at every index of a domain. Walking the int tuples for each index
// recomputed every mode's size from a freshly allocated leaf list; this
// evaluator computes the sizes once and then evaluates without allocating.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LIB_LAYOUT_STATICEVAL_H
#define FLY_LIB_LAYOUT_STATICEVAL_H

#include "fly/Layout/Layout.h"

#include <vector>

namespace fly::layout::detail {

/// A plain static layout (every leaf a static integer) prepared for
/// evaluation at many 1-D indices: the nodes of its shape in pre-order, each
/// with its stride (leaves), its number of modes (tuples) and the size of its
/// subtree, computed once instead of at every index.
class StaticEvaluator {
public:
  explicit StaticEvaluator(const Layout &l)
      : congruent(l.shape.congruent(l.stride)) {
    if (congruent) {
      build(l.shape, l.stride);
      prepareFlat();
    }
  }

  /// L(idx) with the extension rule (the last mode of each level takes
  /// the rest of the index); false on overflow or on a mode whose size
  /// overflows or is not positive, and for a shape and stride that are not
  /// congruent. Same arithmetic, in the same order, as walking the tuples.
  bool eval(int64_t idx, int64_t &out) const {
    if (!congruent)
      return false;
    if (evalFlat(idx, out))
      return true;
    size_t at = 0;
    return evalAt(at, idx, out);
  }

private:
  struct Node {
    int64_t stride = 0; // leaves
    size_t modes = 0;   // tuples; 0 for a leaf
    int64_t size = 0;   // product of the subtree's leaves
    bool sizeOk = true; // the product neither overflowed nor is <= 0
    size_t end = 0;     // index one past the subtree
  };
  bool congruent;
  std::vector<Node> nodes;

  // The same function over the leaves alone: with positive sizes, the
  // nested split of an index is the mixed-radix split by the leaf sizes in
  // order, the last leaf taking the rest. Used where no sum or product can
  // come near 2^62, so that it gives exactly the walk's value; elsewhere the
  // walk decides (and reports overflow).
  bool flatOk = false;
  std::vector<int64_t> leafSizes, leafStrides;
  int64_t lastStrideAbs = 0;
  int64_t sizeBeforeLast = 1; // product of all leaf sizes but the last
  int64_t boundBeforeLast = 0; // max |sum| of the terms but the last

  static constexpr int64_t kFlatLimit = int64_t(1) << 62;

  void prepareFlat() {
    // Every mode the walk sizes must be valid, or the walk fails always.
    for (size_t i = 0; i < nodes.size(); ++i) {
      if (nodes[i].modes == 0)
        continue;
      size_t child = i + 1;
      for (size_t m = 0; m < nodes[i].modes; ++m) {
        if (m + 1 < nodes[i].modes && !nodes[child].sizeOk)
          return;
        child = nodes[child].end;
      }
    }
    for (const Node &n : nodes)
      if (n.modes == 0) {
        leafSizes.push_back(n.size);
        leafStrides.push_back(n.stride);
      }
    size_t k = leafSizes.size();
    for (size_t i = 0; i + 1 < k; ++i) {
      int64_t term = 0, magnitude = leafStrides[i] < 0 ? -leafStrides[i]
                                                        : leafStrides[i];
      if (leafSizes[i] <= 0 || leafStrides[i] == INT64_MIN ||
          __builtin_mul_overflow(sizeBeforeLast, leafSizes[i],
                                 &sizeBeforeLast) ||
          sizeBeforeLast >= kFlatLimit ||
          __builtin_mul_overflow(leafSizes[i] - 1, magnitude, &term) ||
          __builtin_add_overflow(boundBeforeLast, term, &boundBeforeLast) ||
          boundBeforeLast >= kFlatLimit)
        return;
    }
    if (leafStrides[k - 1] == INT64_MIN)
      return;
    lastStrideAbs =
        leafStrides[k - 1] < 0 ? -leafStrides[k - 1] : leafStrides[k - 1];
    flatOk = true;
  }

  bool evalFlat(int64_t idx, int64_t &out) const {
    if (!flatOk || idx < 0)
      return false;
    size_t k = leafSizes.size();
    // The last leaf's part and the whole sum must stay below 2^62.
    int64_t lastTerm = 0, total = 0;
    if (__builtin_mul_overflow(idx / sizeBeforeLast, lastStrideAbs,
                               &lastTerm) ||
        __builtin_add_overflow(lastTerm, boundBeforeLast, &total) ||
        total >= kFlatLimit)
      return false;
    int64_t rest = idx, acc = 0;
    for (size_t i = 0; i + 1 < k; ++i) {
      acc += (rest % leafSizes[i]) * leafStrides[i];
      rest /= leafSizes[i];
    }
    out = acc + rest * leafStrides[k - 1];
    return true;
  }

  void build(const IntTuple &s, const IntTuple &d) {
    size_t self = nodes.size();
    nodes.emplace_back();
    if (s.isLeaf()) {
      nodes[self].stride = d.leaf().value;
      nodes[self].size = s.leaf().value;
      nodes[self].sizeOk = s.leaf().value > 0;
      nodes[self].end = nodes.size();
      return;
    }
    nodes[self].modes = s.rank();
    int64_t size = 1;
    bool ok = true;
    for (size_t i = 0; i < s.rank(); ++i) {
      size_t child = nodes.size();
      build(s[i], d[i]);
      // The product of the leaves in order, as the subtree's own product
      // continued: overflow anywhere makes the whole product fail.
      if (ok && !productInto(child, size))
        ok = false;
    }
    nodes[self].size = size;
    nodes[self].sizeOk = ok && size > 0;
    nodes[self].end = nodes.size();
  }

  /// Multiplies `acc` by the leaves of the subtree at `at`, in order.
  bool productInto(size_t at, int64_t &acc) const {
    const Node &n = nodes[at];
    if (n.modes == 0)
      return !__builtin_mul_overflow(acc, n.size, &acc);
    size_t child = at + 1;
    for (size_t i = 0; i < n.modes; ++i) {
      if (!productInto(child, acc))
        return false;
      child = nodes[child].end;
    }
    return true;
  }

  bool evalAt(size_t &at, int64_t idx, int64_t &out) const {
    const Node &n = nodes[at++];
    if (n.modes == 0)
      return !__builtin_mul_overflow(idx, n.stride, &out);
    int64_t acc = 0;
    for (size_t i = 0; i < n.modes; ++i) {
      int64_t ci = idx;
      if (i + 1 < n.modes) {
        const Node &m = nodes[at];
        if (!m.sizeOk)
          return false;
        ci = idx % m.size;
        idx /= m.size;
      }
      int64_t term = 0;
      if (!evalAt(at, ci, term) || __builtin_add_overflow(acc, term, &acc))
        return false;
    }
    out = acc;
    return true;
  }
};

} // namespace fly::layout::detail

#endif // FLY_LIB_LAYOUT_STATICEVAL_H
