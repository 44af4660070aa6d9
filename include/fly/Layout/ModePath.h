//===- ModePath.h - The mode path of a scaled-basis leaf --------*- C++ -*-===//
//
// `3E0E1` is the value 3 times the unit vector at mode path {0,1}. Nearly
// every leaf has no path, and the paths that occur are a few small mode
// indices, yet a std::vector took 24 bytes in every leaf and an allocation in
// every copy of a basis leaf. A ModePath takes 8 bytes: up to seven indices
// below 256 are kept in the word itself; any other path is kept on the heap.
// A path has one form only (inline whenever it fits), so equal paths have
// equal forms.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LAYOUT_MODEPATH_H
#define FLY_LAYOUT_MODEPATH_H

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <vector>

namespace fly::layout {

class ModePath {
public:
  ModePath() = default;
  ModePath(std::initializer_list<int32_t> indices) {
    for (int32_t i : indices)
      push_back(i);
  }
  ModePath(const std::vector<int32_t> &indices) {
    for (int32_t i : indices)
      push_back(i);
  }
  ModePath(const ModePath &o) : rep(o.isInline() ? o.rep : copyOfHeap(o)) {}
  ModePath(ModePath &&o) noexcept : rep(o.rep) { o.rep = kEmpty; }
  ModePath &operator=(const ModePath &o) {
    if (this != &o) {
      ModePath copy(o);
      swap(copy);
    }
    return *this;
  }
  ModePath &operator=(ModePath &&o) noexcept {
    if (this != &o) {
      clear();
      swap(o);
    }
    return *this;
  }
  ~ModePath() { clear(); }

  bool empty() const { return rep == kEmpty; }
  size_t size() const {
    return isInline() ? static_cast<size_t>((rep & 0xff) >> 1) : heap()->size();
  }
  int32_t operator[](size_t i) const {
    assert(i < size());
    return isInline() ? static_cast<int32_t>((rep >> (8 * (i + 1))) & 0xff)
                      : (*heap())[i];
  }

  void push_back(int32_t index) {
    if (isInline()) {
      size_t n = size();
      if (n < kInlineCapacity && index >= 0 && index < 256) {
        rep = (rep & ~uint64_t(0xff)) | (uint64_t(n + 1) << 1) | 1 |
              (uint64_t(index) << (8 * (n + 1)));
        return;
      }
      moveToHeap(); // for good (until clear())
    }
    heap()->push_back(index);
  }
  void clear() {
    if (!isInline())
      delete heap();
    rep = kEmpty;
  }

  bool operator==(const ModePath &o) const {
    if (isInline() || o.isInline())
      return rep == o.rep;
    return *heap() == *o.heap();
  }
  bool operator!=(const ModePath &o) const { return !(*this == o); }

  class const_iterator {
  public:
    const_iterator(const ModePath *path, size_t i) : path(path), i(i) {}
    int32_t operator*() const { return (*path)[i]; }
    const_iterator &operator++() {
      ++i;
      return *this;
    }
    bool operator!=(const const_iterator &o) const { return i != o.i; }
    bool operator==(const const_iterator &o) const { return i == o.i; }

  private:
    const ModePath *path;
    size_t i;
  };
  const_iterator begin() const { return {this, 0}; }
  const_iterator end() const { return {this, size()}; }

private:
  /// Inline form: bit 0 set, bits 1-7 the length, byte k (1..7) index k-1,
  /// the bytes past the length zero. Heap form: the vector's address (even).
  static constexpr uint64_t kEmpty = 1;
  static constexpr size_t kInlineCapacity = 7;

  bool isInline() const { return rep & 1; }
  std::vector<int32_t> *heap() const {
    return reinterpret_cast<std::vector<int32_t> *>(static_cast<uintptr_t>(rep));
  }
  static uint64_t fromHeap(std::vector<int32_t> *v) {
    return static_cast<uint64_t>(reinterpret_cast<uintptr_t>(v));
  }
  // The rare heap paths, out of line (IntTuple.cpp) so that copying a leaf
  // stays inline.
  static uint64_t copyOfHeap(const ModePath &o);
  void moveToHeap();

  void swap(ModePath &o) {
    uint64_t t = rep;
    rep = o.rep;
    o.rep = t;
  }

  uint64_t rep = kEmpty;
};

} // namespace fly::layout

#endif // FLY_LAYOUT_MODEPATH_H
