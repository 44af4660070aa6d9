//===- AlgebraFuzzer.cpp - libFuzzer target for the layout algebra -------===//
//
// Decodes the input bytes into small static layouts (ranks 1 to 3, modes
// nested up to depth 2, extents 1 to 8, strides 0 to 16, so that every
// identity below can be checked element by element) and checks identities
// that hold for every valid input of the algebra library (lib/Layout):
//
//   coalesce(L)(i) = L(i) and size(coalesce(L)) = size(L);
//   composition(A, B)(i) = A(B(i)) and size(A o B) = size(B);
//   for injective A, complement(A, M) = R: (i, j) -> A(i) + R(j) injective;
//   for injective L, left_inverse(L)(L(i)) = i;
//   crd2idx(idx2crd(i, compact(shape(L))), L) = L(i).
//
// An operation may refuse its input (a Result error): that is not a finding.
// A violated identity prints both sides and traps, so libFuzzer keeps the
// input. Built only with -DFLY_ENABLE_FUZZERS=ON (clang, -fsanitize=fuzzer).
//
//===----------------------------------------------------------------------===//

#include "fly/Layout/Algebra.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdio>
#include <cstdlib>
#include <set>

using namespace fly::layout;

namespace {

constexpr int64_t kMaxElements = 4096;

/// A shape/stride mode: a leaf pair or, below depth 2, a tuple of modes.
void decodeMode(FuzzedDataProvider &in, int depth, IntTuple &shape,
                IntTuple &stride) {
  if (depth < 2 && in.ConsumeIntegralInRange<int>(0, 3) == 0) {
    int rank = in.ConsumeIntegralInRange<int>(1, 3);
    std::vector<IntTuple> s, d;
    for (int i = 0; i < rank; ++i) {
      IntTuple si, di;
      decodeMode(in, depth + 1, si, di);
      s.push_back(si);
      d.push_back(di);
    }
    shape = IntTuple::tuple(std::move(s));
    stride = IntTuple::tuple(std::move(d));
    return;
  }
  shape = IntTuple::of(in.ConsumeIntegralInRange<int64_t>(1, 8));
  stride = IntTuple::of(in.ConsumeIntegralInRange<int64_t>(0, 16));
}

Layout decodeLayout(FuzzedDataProvider &in) {
  int rank = in.ConsumeIntegralInRange<int>(1, 3);
  if (rank == 1 && in.ConsumeBool()) {
    IntTuple s, d;
    decodeMode(in, 0, s, d);
    return Layout(s, d);
  }
  std::vector<IntTuple> s, d;
  for (int i = 0; i < rank; ++i) {
    IntTuple si, di;
    decodeMode(in, 1, si, di);
    s.push_back(si);
    d.push_back(di);
  }
  return Layout(IntTuple::tuple(std::move(s)), IntTuple::tuple(std::move(d)));
}

[[noreturn]] void violated(const std::string &what) {
  std::fprintf(stderr, "identity violated: %s\n", what.c_str());
  std::fflush(stderr);
  __builtin_trap();
}

/// size(L) when static and small enough to check element by element.
bool smallSize(const Layout &l, int64_t &n) {
  Result<IntTuple> size = layoutSize(l);
  if (!size || !size->isLeaf() || !size->leaf().isStatic())
    return false;
  n = size->leaf().value;
  return n >= 0 && n <= kMaxElements;
}

bool eval(const Layout &l, int64_t i, int64_t &out) {
  Result<int64_t> v = evalStatic(l, i);
  if (!v)
    return false;
  out = *v;
  return true;
}

bool injective(const Layout &l, int64_t n) {
  std::set<int64_t> seen;
  for (int64_t i = 0; i < n; ++i) {
    int64_t v;
    if (!eval(l, i, v) || !seen.insert(v).second)
      return false;
  }
  return true;
}

void checkCoalesce(const Layout &l, int64_t n) {
  Result<Layout> c = coalesce(l);
  if (!c)
    return;
  int64_t m;
  if (!smallSize(*c, m) || m != n)
    violated("size(coalesce(" + l.str() + ")) != size");
  for (int64_t i = 0; i < n; ++i) {
    int64_t a, b;
    if (eval(l, i, a) && (!eval(*c, i, b) || a != b))
      violated("coalesce(" + l.str() + ") = " + c->str() + " differs at " +
               std::to_string(i));
  }
}

void checkComposition(const Layout &a, const Layout &b, int64_t nb) {
  Result<Layout> r = composition(a, b);
  if (!r)
    return;
  int64_t m;
  if (!smallSize(*r, m) || m != nb)
    violated("size(" + a.str() + " o " + b.str() + ") = " + r->str() +
             " is not size(B)");
  for (int64_t i = 0; i < nb; ++i) {
    int64_t bi, abi, ri;
    if (!eval(b, i, bi) || !eval(a, bi, abi))
      continue;
    if (!eval(*r, i, ri) || ri != abi)
      violated(a.str() + " o " + b.str() + " = " + r->str() + " differs at " +
               std::to_string(i));
  }
}

void checkComplement(const Layout &a, int64_t na, int64_t cotarget) {
  if (!injective(a, na))
    return;
  Result<Layout> r = complement(a, IntTuple::of(cotarget));
  if (!r)
    return;
  int64_t nr;
  if (!smallSize(*r, nr) || nr * na > 16 * kMaxElements)
    return;
  std::set<int64_t> seen;
  for (int64_t j = 0; j < nr; ++j)
    for (int64_t i = 0; i < na; ++i) {
      int64_t ai, rj;
      if (!eval(a, i, ai) || !eval(*r, j, rj))
        violated("complement(" + a.str() + ") = " + r->str() +
                 " cannot be evaluated");
      if (!seen.insert(ai + rj).second)
        violated("(" + a.str() + ", complement " + r->str() +
                 ") is not injective at (" + std::to_string(i) + "," +
                 std::to_string(j) + ")");
    }
}

void checkLeftInverse(const Layout &l, int64_t n) {
  if (!injective(l, n))
    return;
  Result<Layout> inv = leftInverse(l);
  if (!inv)
    return;
  for (int64_t i = 0; i < n; ++i) {
    int64_t li, back;
    if (!eval(l, i, li))
      return;
    if (!eval(*inv, li, back) || back != i)
      violated("left_inverse(" + l.str() + ") = " + inv->str() +
               " does not undo it at " + std::to_string(i));
  }
}

void checkCoordinates(const Layout &l, int64_t n) {
  Result<IntTuple> compact = compactColMajor(l.shape);
  if (!compact)
    return;
  Layout c(l.shape, *compact);
  for (int64_t i = 0; i < n; ++i) {
    Result<IntTuple> crd = idx2crd(IntTuple::of(i), c);
    if (!crd)
      violated("idx2crd(" + std::to_string(i) + ", " + c.str() + ") failed");
    Result<IntTuple> idx = crd2idx(*crd, l);
    int64_t li;
    if (!eval(l, i, li))
      return;
    if (!idx || !idx->isLeaf() || !idx->leaf().isStatic() ||
        idx->leaf().value != li)
      violated("crd2idx(idx2crd(" + std::to_string(i) + "), " + l.str() +
               ") != L(i)");
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FuzzedDataProvider in(data, size);
  Layout a = decodeLayout(in);
  Layout b = decodeLayout(in);
  int64_t cotarget = in.ConsumeIntegralInRange<int64_t>(1, 256);
  int64_t na, nb;
  if (!smallSize(a, na) || !smallSize(b, nb))
    return 0;
  checkCoalesce(a, na);
  checkComposition(a, b, nb);
  checkComplement(a, na, cotarget);
  checkLeftInverse(a, na);
  checkCoordinates(a, na);
  return 0;
}
