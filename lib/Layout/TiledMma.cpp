//===- TiledMma.cpp - Tiled MMA partitioning -----------------------------===//
//
// CuTe's TiledMMA partitioning (atom/mma_atom.hpp): thread layouts in
// (V,M,N,K), thrfrg_A/B/C, partition_A/B/C, partition_shape and
// make_fragment_A/B/C.
//
//===----------------------------------------------------------------------===//
#include "fly/Layout/Tiling.h"

#include "TilingInternal.h"

#include <algorithm>
#include <climits>
#include <memory>

namespace fly::layout {
using namespace tiling;

namespace {
//===----------------------------------------------------------------------===//
// Tiled MMA
//===----------------------------------------------------------------------===//

struct OperandInfo {
  int i0, i1;
  const Layout *atomTV;
};

Result<OperandInfo> operandInfo(const TiledMmaDesc &d, char op) {
  switch (op) {
  case 'a':
  case 'A':
    return OperandInfo{0, 2, &d.atomA};
  case 'b':
  case 'B':
    return OperandInfo{1, 2, &d.atomB};
  case 'c':
  case 'C':
  case 'd':
  case 'D':
    return OperandInfo{0, 1, &d.atomC};
  default:
    return fail(std::string("tiled mma: unknown operand '") + op +
                "', expected a, b or c");
  }
}

Result<int> checkMma(const TiledMmaDesc &d) {
  if (d.shapeMNK.isLeaf() || d.shapeMNK.rank() != 3 || !d.shapeMNK.isStatic())
    return fail("tiled mma: atom shape " + d.shapeMNK.str() +
                " must be a static (M,N,K)");
  FLY_TRY(c0, checkStatic(d.atomThr, "tiled mma: atom thread layout"));
  FLY_TRY(c1, checkStatic(d.atomLayout, "tiled mma: atom layout"));
  (void)c0;
  (void)c1;
  if (d.atomLayout.shape.isLeaf() || d.atomLayout.rank() != 3)
    return fail("tiled mma: atom layout " + d.atomLayout.str() +
                " must have rank 3 (M,N,K)");
  if (d.permutation.rank() > 3)
    return fail("tiled mma: permutation " + d.permutation.str() +
                " has rank " + std::to_string(d.permutation.rank()) +
                ", more than 3");
  FLY_TRY(nthr, staticSize(d.atomThr.shape, "atom thread layout"));
  const char *names[3] = {"A", "B", "C"};
  const Layout *tvs[3] = {&d.atomA, &d.atomB, &d.atomC};
  const int dims[3][2] = {{0, 2}, {1, 2}, {0, 1}};
  for (int k = 0; k < 3; ++k) {
    std::string what = std::string("tiled mma: atom ") + names[k] +
                       " TV layout";
    FLY_TRY(v, checkStatic(*tvs[k], what.c_str()));
    (void)v;
    if (tvs[k]->shape.isLeaf() || tvs[k]->rank() != 2)
      return fail(what + " " + tvs[k]->str() +
                  " must have rank 2 (thread, value)");
    FLY_TRY(t, staticSize(tvs[k]->shape[0], what));
    if (t != nthr)
      return fail(what + " " + tvs[k]->str() + " has " + std::to_string(t) +
                  " threads (mode 0) but the atom thread layout " +
                  d.atomThr.str() + " has " + std::to_string(nthr));
    FLY_TRY(cos, layoutCosize(*tvs[k]));
    FLY_TRY(m0, staticSize(d.shapeMNK[dims[k][0]], "atom shape"));
    FLY_TRY(m1, staticSize(d.shapeMNK[dims[k][1]], "atom shape"));
    if (!cos.isLeaf() || !cos.leaf().isStatic() || cos.leaf().value > m0 * m1)
      return fail(what + " " + tvs[k]->str() + " reaches beyond the " +
                  std::to_string(m0) + "x" + std::to_string(m1) +
                  " atom tile");
  }
  return 0;
}

Result<Layout> thrFrg(const TiledMmaDesc &d, char op, const Layout &tensor) {
  FLY_TRY(ok, checkMma(d));
  (void)ok;
  FLY_TRY(info, operandInfo(d, op));
  FLY_TRY(vx, detail::validate(tensor, "tensor"));
  (void)vx;
  if (tensor.shape.isLeaf() || tensor.rank() < 2)
    return fail("tiled mma: tensor " + tensor.str() +
                " must have at least two modes");
  int idx[2] = {info.i0, info.i1};
  int64_t atomSz[2], thrSz[2];
  for (int j = 0; j < 2; ++j) {
    FLY_TRY(a, staticSize(d.shapeMNK[idx[j]], "atom shape"));
    FLY_TRY(t, staticSize(d.atomLayout.shape[idx[j]], "atom layout"));
    atomSz[j] = a;
    thrSz[j] = t;
  }
  // Permutation; a `*` entry divides by the whole tiled extent (FlyDSL).
  std::vector<TileElem> perm;
  for (int j = 0; j < 2; ++j) {
    size_t i = static_cast<size_t>(idx[j]);
    if (i >= d.permutation.rank() ||
        d.permutation.elems[i].kind == TileElem::Kind::None)
      perm.push_back(TileElem::ofInt(atomSz[j] * thrSz[j]));
    else
      perm.push_back(d.permutation.elems[i]);
  }
  auto permuted = logicalDivide(tensor, Tile{perm});
  if (!permuted)
    return fail("tiled mma: permutation: " + permuted.error());
  FLY_TRY(atomDiv, zippedDivide(permuted.value(),
                                Tile{{TileElem::ofInt(atomSz[0]),
                                      TileElem::ofInt(atomSz[1])}}));
  FLY_TRY(atomMode, modeOf(atomDiv, 0, "atom mode"));
  FLY_TRY(restMode, modeOf(atomDiv, 1, "rest mode"));
  auto tvr = composition(atomMode, *info.atomTV);
  if (!tvr)
    return fail("tiled mma: composing the atom mode " + atomMode.str() +
                " with the atom TV layout " + info.atomTV->str() + ": " +
                tvr.error());
  Layout tv = tvr.value();
  if (tv.shape.isLeaf() || tv.rank() != 2)
    return fail("tiled mma: thread-value view " + tv.str() +
                " is not a (thread, value) pair");
  FLY_TRY(thrDiv, zippedDivide(restMode, Tile{{TileElem::ofInt(thrSz[0]),
                                               TileElem::ofInt(thrSz[1])}}));
  FLY_TRY(thrPart, modeOf(thrDiv, 0, "thread part"));
  FLY_TRY(restPart, modeOf(thrDiv, 1, "rest part"));
  return detail::zeroSize1Strides(
      pair2(pair2(tv.mode(0), thrPart), pair2(tv.mode(1), restPart)));
}

Layout valModes(const Layout &view) {
  Layout val = view.mode(1);
  return prependModes(val.mode(0), modesOf(val.mode(1)));
}

Result<PartitionedLayout> mmaPartition(const TiledMmaDesc &d, char op,
                                       const Layout &tensor,
                                       const IntTuple &thr) {
  FLY_TRY(view, thrFrg(d, op, tensor));
  FLY_TRY(info, operandInfo(d, op));
  FLY_TRY(vmnk, tiledMmaThreadVMNK(d, thr));
  IntTuple coord = IntTuple::tuple(
      {vmnk[0], IntTuple::tuple({vmnk[1 + info.i0], vmnk[1 + info.i1]})});
  Layout thrMode = view.mode(0);
  auto off = crd2idx(coord, thrMode);
  if (!off)
    return fail("thread coordinate " + coord.str() + " in the thread mode " +
                thrMode.str() + ": " + off.error());
  return PartitionedLayout{valModes(view), off.value()};
}

} // namespace

//===----------------------------------------------------------------------===//
// Tiled MMA
//===----------------------------------------------------------------------===//

Result<IntTuple> tiledMmaNumThreads(const TiledMmaDesc &desc) {
  FLY_TRY(a, layoutSize(desc.atomThr));
  FLY_TRY(b, layoutSize(desc.atomLayout));
  FLY_TRY(p, leafMul(a.leaf(), b.leaf()));
  return IntTuple(p);
}

Result<Layout> tiledMmaThrLayoutVMNK(const TiledMmaDesc &desc) {
  FLY_TRY(ok, checkMma(desc));
  (void)ok;
  return tiledProduct(desc.atomThr, desc.atomLayout);
}

Result<IntTuple> tiledMmaThreadVMNK(const TiledMmaDesc &desc,
                                    const IntTuple &threadIndex) {
  FLY_TRY(vmnk, tiledMmaThrLayoutVMNK(desc));
  if (!threadIndex.isLeaf())
    return fail("tiled mma: thread index " + threadIndex.str() +
                " must be an integer");
  // A static size-1 mode has coordinate 0 whatever its stride; give it
  // stride 1 so idx2crd does not divide by its (0) stride.
  struct Fix {
    static void run(const IntTuple &s, IntTuple &d) {
      if (s.isLeaf()) {
        if (s.leaf().is(1) && d.isLeaf())
          d = IntTuple::of(1);
        return;
      }
      if (d.isLeaf() || d.rank() != s.rank())
        return;
      for (size_t i = 0; i < s.rank(); ++i)
        run(s[i], d.elements()[i]);
    }
  };
  Layout fixed = vmnk;
  Fix::run(fixed.shape, fixed.stride);
  auto c = getFlatCoord(threadIndex, fixed);
  if (!c)
    return fail("tiled mma: thread index " + threadIndex.str() +
                " in the thread layout " + vmnk.str() + ": " + c.error());
  if (c->isLeaf() || c->rank() != 4)
    return fail("tiled mma: thread layout " + vmnk.str() +
                " is not (V, M, N, K)");
  return c.value();
}

Result<Layout> tiledMmaThrFrg(const TiledMmaDesc &desc, char operand,
                              const Layout &tensor) {
  return thrFrg(desc, operand, tensor);
}

Result<PartitionedLayout> tiledMmaPartition(const TiledMmaDesc &desc,
                                            char operand, const Layout &tensor,
                                            const IntTuple &threadIndex) {
  return mmaPartition(desc, operand, tensor, threadIndex);
}

Result<ComposedLayout> tiledMmaPartition(const TiledMmaDesc &desc,
                                         char operand,
                                         const ComposedLayout &tensor,
                                         const IntTuple &threadIndex) {
  return foldComposed(tensor, [&](const Layout &l) {
    return mmaPartition(desc, operand, l, threadIndex);
  });
}

Result<IntTuple> tiledMmaPartitionShape(const TiledMmaDesc &desc, char operand,
                                        const IntTuple &shape) {
  FLY_TRY(stride, compactColMajor(shape));
  FLY_TRY(l, makeLayout(shape, stride));
  FLY_TRY(view, thrFrg(desc, operand, l));
  return valModes(view).shape;
}

Result<Layout> mmaMakeFragment(const TiledMmaDesc &desc, char operand,
                               const Layout &tensor,
                               std::optional<int64_t> stages) {
  Layout in = tensor;
  if (stages) {
    if (*stages <= 0)
      return fail("make_fragment: stages must be positive, got " +
                  std::to_string(*stages));
    if (tensor.shape.isLeaf() || tensor.rank() < 2)
      return fail("make_fragment: stages needs a tensor with at least two "
                  "modes, got " +
                  tensor.str());
    Layout two = pair2(tensor.mode(0), tensor.mode(1));
    auto cos = layoutCosize(two);
    // The stage stride only orders the fragment's last mode after the rest.
    IntTuple stageStride = (cos && cos->isLeaf() && cos->leaf().isStatic() &&
                            !cos->leaf().isBasis())
                               ? cos.value()
                               : IntTuple::dynamic();
    in = detail::pairLayouts(
        {tensor.mode(0), tensor.mode(1),
         Layout(IntTuple::of(*stages), stageStride)});
  }
  FLY_TRY(view, thrFrg(desc, operand, in));
  return makeFragmentLike(valModes(view));
}

} // namespace fly::layout
