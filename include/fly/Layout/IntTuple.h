//===- IntTuple.h - Hierarchical integer tuples with dynamic leaves -------===//
//
// The carrier of every shape, stride, coordinate and size in Fly. A leaf is a
// static 64-bit integer, a dynamic value (known only by its width and a
// divisibility), or "None" (`*`, a kept/untiled mode). Any leaf may be a scaled
// basis `kE0E1`, the value times the unit vector at that mode path (strides of
// identity layouts). No MLIR here: the dialect converts to and from this.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LAYOUT_INTTUPLE_H
#define FLY_LAYOUT_INTTUPLE_H

#include "fly/Layout/Expr.h"
#include "fly/Layout/ModePath.h"
#include "fly/Layout/Result.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace fly::layout {

enum class LeafKind : uint8_t { Static, Dynamic, None };

/// One leaf of an int tuple. Fields are ordered so that the leaf packs into
/// 48 bytes: every tuple element holds one.
struct Leaf {
  /// The value of a static leaf; 0 otherwise.
  int64_t value = 0;
  /// Known divisibility of a dynamic leaf (>= 1). For a static leaf the value
  /// itself acts as the divisibility (see `divisibility()`).
  int64_t div = 1;
  /// How a dynamic leaf is computed from the inputs of an evaluation (see
  /// Expr.h); empty when unknown, e.g. during type inference. Not part of
  /// the leaf's identity: equality and encoding ignore it.
  ExprRef expr;
  /// Scaled-basis mode path: empty for a plain integer, {0,1} for `E0E1`.
  ModePath basis;
  /// Width in bits of a dynamic leaf: 32 or 64. Static leaves report the
  /// width their value needs (see `bitWidth()`); None leaves have width 0.
  int32_t width = 32;
  LeafKind kind = LeafKind::Static;

  static Leaf ofStatic(int64_t v) {
    Leaf l;
    l.value = v;
    return l;
  }
  static Leaf ofDynamic(int32_t width = 32, int64_t div = 1) {
    Leaf l;
    l.kind = LeafKind::Dynamic;
    l.width = width;
    l.div = div < 1 ? 1 : div;
    return l;
  }
  static Leaf ofNone() {
    Leaf l;
    l.kind = LeafKind::None;
    l.width = 0;
    return l;
  }

  bool isStatic() const { return kind == LeafKind::Static; }
  bool isDynamic() const { return kind == LeafKind::Dynamic; }
  bool isNone() const { return kind == LeafKind::None; }
  bool isBasis() const { return !basis.empty(); }
  /// True for a static leaf with value v (and no basis).
  bool is(int64_t v) const { return isStatic() && !isBasis() && value == v; }

  /// 64 for 64-bit dynamic leaves and static values outside int32, else 32.
  int32_t bitWidth() const;
  /// The expression of this leaf's value: a constant for a static leaf,
  /// `expr` for a dynamic one (null when unknown or for `*`).
  ExprRef valueExpr() const;

  /// |value| for static leaves (0 counts as divisible by anything: returns 0),
  /// `div` for dynamic ones.
  int64_t divisibility() const;

  bool operator==(const Leaf &o) const {
    return kind == o.kind && value == o.value && div == o.div &&
           basis == o.basis && (kind != LeafKind::Dynamic || width == o.width);
  }
  bool operator!=(const Leaf &o) const { return !(*this == o); }
};

/// An integer, or a tuple of int tuples. `(24)` (rank-1 tuple) and `24` are
/// different values.
///
/// The elements of a tuple are shared between copies and copied only when a
/// copy is about to change (copy on write): the algebra copies operands and
/// intermediate tuples far more often than it edits them, and a deep copy
/// allocated every node.
class IntTuple {
public:
  IntTuple() : leafValue(Leaf::ofStatic(0)), isLeafNode(true) {}
  IntTuple(Leaf l) : leafValue(std::move(l)), isLeafNode(true) {}
  /// A static leaf.
  static IntTuple of(int64_t v) { return IntTuple(Leaf::ofStatic(v)); }
  static IntTuple dynamic(int32_t width = 32, int64_t div = 1) {
    return IntTuple(Leaf::ofDynamic(width, div));
  }
  static IntTuple none() { return IntTuple(Leaf::ofNone()); }
  static IntTuple tuple(std::vector<IntTuple> elems) {
    IntTuple t;
    t.isLeafNode = false;
    t.elems = std::make_shared<std::vector<IntTuple>>(std::move(elems));
    return t;
  }
  /// A tuple of static leaves, e.g. ofStatics({4, 8}) is `(4,8)`.
  static IntTuple ofStatics(const std::vector<int64_t> &vals);

  bool isLeaf() const { return isLeafNode; }
  bool isTuple() const { return !isLeafNode; }
  const Leaf &leaf() const {
    assert(isLeafNode);
    return leafValue;
  }
  Leaf &leaf() {
    assert(isLeafNode);
    return leafValue;
  }
  const std::vector<IntTuple> &elements() const {
    return elems ? *elems : emptyElements();
  }
  /// The elements to change: this tuple's own copy of them.
  std::vector<IntTuple> &elements() {
    if (!elems)
      elems = std::make_shared<std::vector<IntTuple>>();
    else if (elems.use_count() > 1)
      elems = std::make_shared<std::vector<IntTuple>>(*elems);
    return *elems;
  }

  /// Number of top-level modes; a leaf has rank 1.
  size_t rank() const { return isLeafNode ? 1 : elements().size(); }
  /// Mode i. For a leaf, mode 0 is the leaf itself.
  const IntTuple &operator[](size_t i) const {
    if (isLeafNode) {
      assert(i == 0);
      return *this;
    }
    return elements()[i];
  }
  /// Nesting depth: 0 for a leaf, 1 for a flat tuple.
  int depth() const;

  /// True when every leaf is static (None and basis leaves with static value
  /// count as static).
  bool isStatic() const;
  /// Leaves in depth-first order.
  std::vector<Leaf> leaves() const;
  size_t numLeaves() const;
  size_t numDynamicLeaves() const;
  /// Same tuple structure (leaf vs. tuple at every position).
  bool congruent(const IntTuple &o) const;
  /// Mode rank of the tuple at `path`; fails when the path leaves the tuple.
  Result<IntTuple> at(const std::vector<int32_t> &path) const;

  bool operator==(const IntTuple &o) const;
  bool operator!=(const IntTuple &o) const { return !(*this == o); }

  /// The textual form used in IR: `(4,(2,?{i64 div=8}),*)`, `1E0`.
  std::string str() const;
  /// The same text, appended to `out` (printers reuse one buffer).
  void appendTo(std::string &out) const;

  /// A compact, order-preserving serialization used as MLIR attribute
  /// storage, and its inverse. decode() fails on malformed input.
  std::vector<int64_t> encode() const;
  /// The same words, appended to `out` (callers reuse one buffer).
  void encodeTo(std::vector<int64_t> &out) const;
  static Result<IntTuple> decode(const int64_t *data, size_t size);

private:
  static const std::vector<IntTuple> &emptyElements();

  /// The flag sits in the leaf's tail padding: an element takes 64 bytes.
  [[no_unique_address]] Leaf leafValue;
  bool isLeafNode;
  /// Null for a leaf; shared by copies (see the class comment).
  std::shared_ptr<std::vector<IntTuple>> elems;
};

/// Calls `f` on every leaf in depth-first order: IntTuple::leaves() without
/// copying them into a vector.
template <typename F> void forEachLeaf(const IntTuple &t, F &&f) {
  if (t.isLeaf()) {
    f(t.leaf());
    return;
  }
  for (const IntTuple &e : t.elements())
    forEachLeaf(e, f);
}

/// Text of a single leaf, as printed inside a tuple.
std::string leafToString(const Leaf &l);
/// The same text, appended to `out`.
void appendLeaf(std::string &out, const Leaf &l);

} // namespace fly::layout

#endif // FLY_LAYOUT_INTTUPLE_H
