//===- SetValues.cpp - Values for the dynamic leaves of a drawn layout ----===//

#include "fly/Draw/SetValues.h"

using namespace fly::layout;

namespace fly::draw {

namespace {
/// Walks a layout function in written order, replacing dynamic leaves.
class Setter {
public:
  explicit Setter(const std::vector<int64_t> *values) : values(values) {}

  size_t count = 0;
  std::string error;

  IntTuple tuple(const IntTuple &t, bool isShape) {
    if (t.isTuple()) {
      std::vector<IntTuple> elems;
      for (const IntTuple &e : t.elements())
        elems.push_back(tuple(e, isShape));
      return IntTuple::tuple(std::move(elems));
    }
    const Leaf &l = t.leaf();
    if (!l.isDynamic())
      return t;
    size_t i = count++;
    if (!values || i >= values->size())
      return t;
    int64_t v = (*values)[i];
    if (error.empty() && v % l.div != 0)
      error = "--set value #" + std::to_string(i + 1) + " (" +
              std::to_string(v) + ") is not a multiple of " +
              std::to_string(l.div) + ", the divisibility of its leaf " +
              leafToString(l);
    if (error.empty() && isShape && v < 1)
      error = "--set value #" + std::to_string(i + 1) + " (" +
              std::to_string(v) + ") is a shape extent and must be positive";
    Leaf s = Leaf::ofStatic(v);
    s.basis = l.basis;
    return IntTuple(s);
  }

  LayoutFn fn(const LayoutFn &f) {
    if (auto *l = std::get_if<Layout>(&f)) {
      IntTuple shape = tuple(l->shape, true);
      IntTuple stride = tuple(l->stride, false);
      return Layout(shape, stride);
    }
    if (auto *c = std::get_if<std::shared_ptr<ComposedLayout>>(&f)) {
      auto out = std::make_shared<ComposedLayout>();
      out->inner = fn((*c)->inner);
      out->offset = tuple((*c)->offset, false);
      out->outer = fn((*c)->outer);
      return out;
    }
    return f; // swizzles have no leaves
  }

private:
  const std::vector<int64_t> *values;
};
} // namespace

size_t countDynamicLeaves(const LayoutFn &f) {
  Setter s(nullptr);
  (void)s.fn(f);
  return s.count;
}

Result<LayoutFn> setDynamicLeaves(const LayoutFn &f,
                                  const std::vector<int64_t> &values) {
  size_t needed = countDynamicLeaves(f);
  if (needed != values.size()) {
    if (values.empty())
      return fail("the layout has " + std::to_string(needed) +
                  (needed == 1 ? " dynamic leaf" : " dynamic leaves") +
                  " ('?'); give " +
                  (needed == 1 ? "its value with --set=V"
                               : "their values, in the order they are written, "
                                 "with --set=V1,V2,...") + "");
    return fail("--set gives " + std::to_string(values.size()) +
                " values but the layout has " + std::to_string(needed) +
                (needed == 1 ? " dynamic leaf" : " dynamic leaves"));
  }
  Setter s(&values);
  LayoutFn out = s.fn(f);
  if (!s.error.empty())
    return fail(s.error);
  return out;
}

} // namespace fly::draw
