//===- IntTuple.cpp - Int tuple structure, printing and serialization -----===//
#include "fly/Layout/IntTuple.h"

#include <algorithm>
#include <charconv>

#include <cstdlib>

namespace fly::layout {

uint64_t ModePath::copyOfHeap(const ModePath &o) {
  return fromHeap(new std::vector<int32_t>(*o.heap()));
}

void ModePath::moveToHeap() {
  auto *v = new std::vector<int32_t>();
  for (size_t i = 0, n = size(); i < n; ++i)
    v->push_back((*this)[i]);
  rep = fromHeap(v);
}

ExprRef Leaf::valueExpr() const {
  if (isStatic())
    return exprConst(value, std::max<int32_t>(32, bitWidth()));
  if (isDynamic())
    return expr;
  return nullptr;
}

int32_t Leaf::bitWidth() const {
  switch (kind) {
  case LeafKind::Dynamic:
    return width;
  case LeafKind::None:
    return 0;
  case LeafKind::Static:
    break;
  }
  // A static value needs 64 bits only when it does not fit in int32.
  return (value < INT32_MIN || value > INT32_MAX) ? 64 : 32;
}

int64_t Leaf::divisibility() const {
  if (kind == LeafKind::Dynamic)
    return div;
  if (kind == LeafKind::None)
    return 1;
  // INT64_MIN has no positive counterpart; its largest power-of-two divisor
  // is itself, but 2^62 is a safe, still-correct divisor to report.
  if (value == INT64_MIN)
    return int64_t(1) << 62;
  return value < 0 ? -value : value;
}

IntTuple IntTuple::ofStatics(const std::vector<int64_t> &vals) {
  std::vector<IntTuple> elems;
  elems.reserve(vals.size());
  for (int64_t v : vals)
    elems.push_back(IntTuple::of(v));
  return IntTuple::tuple(std::move(elems));
}

int IntTuple::depth() const {
  if (isLeafNode)
    return 0;
  int d = 0;
  for (const auto &e : elements())
    d = std::max(d, e.depth());
  return d + 1;
}

bool IntTuple::isStatic() const {
  if (isLeafNode)
    return !leafValue.isDynamic();
  for (const auto &e : elements())
    if (!e.isStatic())
      return false;
  return true;
}

static void collectLeaves(const IntTuple &t, std::vector<Leaf> &out) {
  if (t.isLeaf()) {
    out.push_back(t.leaf());
    return;
  }
  for (const auto &e : t.elements())
    collectLeaves(e, out);
}

std::vector<Leaf> IntTuple::leaves() const {
  std::vector<Leaf> out;
  collectLeaves(*this, out);
  return out;
}

size_t IntTuple::numLeaves() const {
  if (isLeafNode)
    return 1;
  size_t n = 0;
  for (const auto &e : elements())
    n += e.numLeaves();
  return n;
}

size_t IntTuple::numDynamicLeaves() const {
  if (isLeafNode)
    return leafValue.isDynamic() ? 1 : 0;
  size_t n = 0;
  for (const auto &e : elements())
    n += e.numDynamicLeaves();
  return n;
}

const std::vector<IntTuple> &IntTuple::emptyElements() {
  static const std::vector<IntTuple> empty;
  return empty;
}

bool IntTuple::congruent(const IntTuple &o) const {
  if (isLeafNode || o.isLeafNode)
    return isLeafNode == o.isLeafNode;
  const std::vector<IntTuple> &a = elements(), &b = o.elements();
  if (a.size() != b.size())
    return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!a[i].congruent(b[i]))
      return false;
  return true;
}

Result<IntTuple> IntTuple::at(const std::vector<int32_t> &path) const {
  const IntTuple *cur = this;
  for (size_t k = 0; k < path.size(); ++k) {
    int32_t i = path[k];
    if (i < 0 || static_cast<size_t>(i) >= cur->rank())
      return fail("mode index " + std::to_string(i) + " at depth " +
                  std::to_string(k) + " is out of range for " + cur->str() +
                  " of rank " + std::to_string(cur->rank()));
    cur = &(*cur)[static_cast<size_t>(i)];
  }
  return *cur;
}

bool IntTuple::operator==(const IntTuple &o) const {
  if (isLeafNode != o.isLeafNode)
    return false;
  if (isLeafNode)
    return leafValue == o.leafValue;
  return elems == o.elems || elements() == o.elements();
}

/// Appends the decimal form of v.
static void appendInt(std::string &out, int64_t v) {
  char buf[24];
  auto [end, ec] = std::to_chars(buf, buf + sizeof(buf), v);
  (void)ec;
  out.append(buf, end);
}

void appendLeaf(std::string &out, const Leaf &l) {
  switch (l.kind) {
  case LeafKind::Static:
    appendInt(out, l.value);
    break;
  case LeafKind::None:
    out += '*';
    break;
  case LeafKind::Dynamic: {
    out += '?';
    // i32 and divisibility 1 are defaults and are not printed.
    bool wide = l.width == 64;
    bool div = l.div != 1;
    if (wide || div) {
      out += '{';
      if (wide)
        out += "i64";
      if (div) {
        if (wide)
          out += ' ';
        out += "div=";
        appendInt(out, l.div);
      }
      out += '}';
    }
    break;
  }
  }
  for (int32_t m : l.basis) {
    out += 'E';
    appendInt(out, m);
  }
}

std::string leafToString(const Leaf &l) {
  std::string s;
  appendLeaf(s, l);
  return s;
}

void IntTuple::appendTo(std::string &out) const {
  if (isLeafNode) {
    appendLeaf(out, leafValue);
    return;
  }
  out += '(';
  const std::vector<IntTuple> &es = elements();
  for (size_t i = 0; i < es.size(); ++i) {
    if (i)
      out += ',';
    es[i].appendTo(out);
  }
  out += ')';
}

std::string IntTuple::str() const {
  std::string s;
  appendTo(s);
  return s;
}

// Serialization: pre-order. A tuple is [kTupleTag, n, children...]; a leaf
// is [kLeafTag, kind, value, width, div, nbasis, basis...]. The tags keep
// every record self-describing so decode() can reject malformed input.
namespace {
constexpr int64_t kLeafTag = 0x4c;  // 'L'
constexpr int64_t kTupleTag = 0x54; // 'T'
constexpr int kMaxDecodeDepth = 256;
} // namespace

static void encodeInto(const IntTuple &t, std::vector<int64_t> &out) {
  if (t.isLeaf()) {
    const Leaf &l = t.leaf();
    out.push_back(kLeafTag);
    out.push_back(static_cast<int64_t>(l.kind));
    out.push_back(l.value);
    out.push_back(l.width);
    out.push_back(l.div);
    out.push_back(static_cast<int64_t>(l.basis.size()));
    for (int32_t b : l.basis)
      out.push_back(b);
    return;
  }
  out.push_back(kTupleTag);
  out.push_back(static_cast<int64_t>(t.elements().size()));
  for (const auto &e : t.elements())
    encodeInto(e, out);
}

std::vector<int64_t> IntTuple::encode() const {
  std::vector<int64_t> out;
  encodeInto(*this, out);
  return out;
}

void IntTuple::encodeTo(std::vector<int64_t> &out) const {
  encodeInto(*this, out);
}

static Result<IntTuple> decodeFrom(const int64_t *data, size_t size,
                                   size_t &pos, int depth) {
  if (depth > kMaxDecodeDepth)
    return fail("int tuple encoding nested too deeply");
  if (pos >= size)
    return fail("truncated int tuple encoding at word " + std::to_string(pos));
  int64_t tag = data[pos++];
  if (tag == kTupleTag) {
    if (pos >= size)
      return fail("truncated tuple header");
    int64_t n = data[pos++];
    // Every child needs at least two words, which bounds n by the input.
    if (n < 1 || static_cast<uint64_t>(n) > (size - pos) / 2)
      return fail("bad tuple element count " + std::to_string(n));
    std::vector<IntTuple> elems;
    elems.reserve(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) {
      auto e = decodeFrom(data, size, pos, depth + 1);
      if (!e)
        return e.failure();
      elems.push_back(std::move(e).value());
    }
    return IntTuple::tuple(std::move(elems));
  }
  if (tag != kLeafTag)
    return fail("bad record tag " + std::to_string(tag) + " at word " +
                std::to_string(pos - 1));
  if (size - pos < 5)
    return fail("truncated leaf record");
  int64_t kind = data[pos], value = data[pos + 1], width = data[pos + 2],
          div = data[pos + 3], nb = data[pos + 4];
  pos += 5;
  if (kind < 0 || kind > 2)
    return fail("bad leaf kind " + std::to_string(kind));
  if (div < 1)
    return fail("bad divisibility " + std::to_string(div));
  if (width != 0 && width != 32 && width != 64)
    return fail("bad width " + std::to_string(width));
  if (nb < 0 || static_cast<uint64_t>(nb) > size - pos)
    return fail("bad basis length " + std::to_string(nb));
  Leaf l;
  l.kind = static_cast<LeafKind>(kind);
  l.value = value;
  l.width = static_cast<int32_t>(width);
  l.div = div;
  for (int64_t i = 0; i < nb; ++i) {
    int64_t b = data[pos++];
    if (b < 0 || b > INT32_MAX)
      return fail("bad basis mode " + std::to_string(b));
    l.basis.push_back(static_cast<int32_t>(b));
  }
  return IntTuple(std::move(l));
}

Result<IntTuple> IntTuple::decode(const int64_t *data, size_t size) {
  if (!data && size)
    return fail("null int tuple encoding");
  size_t pos = 0;
  auto t = decodeFrom(data, size, pos, 0);
  if (!t)
    return t;
  if (pos != size)
    return fail("trailing words in int tuple encoding");
  return t;
}

} // namespace fly::layout
