//===- TiledCopy.cpp - TV layouts and tiled copies -----------------------===//
//
// CuTe's make_tiled_copy TV layouts and TiledCopy partitioning
// (atom/copy_atom.hpp) on top of the algebra entry points, so dynamic leaves
// and FlyDSL's result form come from the algebra itself.
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
// Tiled copy
//===----------------------------------------------------------------------===//

struct CopyCounts {
  int64_t atomThr, atomVal, tiledThr, tiledVal;
};

Result<CopyCounts> checkCopy(const TiledCopyDesc &d) {
  FLY_TRY(c0, checkStatic(d.atomRefTV, "tiled copy: atom reference TV layout"));
  FLY_TRY(c1, checkStatic(d.tiledTV, "tiled copy: TV layout"));
  (void)c0;
  (void)c1;
  if (d.atomRefTV.shape.isLeaf() || d.atomRefTV.rank() != 2)
    return fail("tiled copy: atom reference TV layout " + d.atomRefTV.str() +
                " must have rank 2 (thread, value)");
  if (d.tiledTV.shape.isLeaf() || d.tiledTV.rank() != 2)
    return fail("tiled copy: TV layout " + d.tiledTV.str() +
                " must have rank 2 (thread, value)");
  CopyCounts c;
  FLY_TRY(at, staticSize(d.atomRefTV.shape[0], "atom thread mode"));
  FLY_TRY(av, staticSize(d.atomRefTV.shape[1], "atom value mode"));
  FLY_TRY(tt, staticSize(d.tiledTV.shape[0], "TV thread mode"));
  FLY_TRY(tv, staticSize(d.tiledTV.shape[1], "TV value mode"));
  c.atomThr = at;
  c.atomVal = av;
  c.tiledThr = tt;
  c.tiledVal = tv;
  if (at <= 0 || av <= 0 || tt % at != 0)
    return fail("tiled copy: the TV layout " + d.tiledTV.str() + " has " +
                std::to_string(tt) + " threads, not a multiple of the atom's " +
                std::to_string(at) + " (mode 0)");
  if (tv % av != 0)
    return fail("tiled copy: the TV layout " + d.tiledTV.str() + " has " +
                std::to_string(tv) +
                " values per thread, not a whole number of atom value groups "
                "of " +
                std::to_string(av) + " (mode 1)");
  if (d.tile.elems.empty())
    return fail("tiled copy: empty tile");
  return c;
}

Result<Layout> tidFrg(const TiledCopyDesc &d, const Layout &tensor,
                      const Layout &atomTrg, const char *which) {
  FLY_TRY(c, checkCopy(d));
  FLY_TRY(vt, checkStatic(atomTrg, which));
  (void)vt;
  FLY_TRY(vx, detail::validate(tensor, "tensor"));
  (void)vx;
  if (tensor.rank() < d.tile.rank())
    return fail("tiled copy: tensor " + tensor.str() + " has rank " +
                std::to_string(tensor.rank()) + ", less than the tile rank " +
                std::to_string(d.tile.rank()));
  // (atom thread, atom value) of the reference -> of the target.
  FLY_TRY(refInv, rightInverse(d.atomRefTV));
  FLY_TRY(ref2trg, composition(refInv, atomTrg));
  // ((atom_tid, atom_val), (rest_tid, rest_val)) -> (m, n)
  FLY_TRY(atomTV,
          zippedDivide(d.tiledTV, Tile{{TileElem::ofInt(c.atomThr),
                                        TileElem::ofInt(c.atomVal)}}));
  FLY_TRY(atomPart, modeOf(atomTV, 0, "atom part of the TV layout"));
  FLY_TRY(restPart, modeOf(atomTV, 1, "rest part of the TV layout"));
  FLY_TRY(trgPart, composition(atomPart, ref2trg));
  if (trgPart.shape.isLeaf() || trgPart.rank() != 2 ||
      restPart.shape.isLeaf() || restPart.rank() != 2)
    return fail(std::string("tiled copy: cannot split ") + trgPart.str() +
                " and " + restPart.str() + " into (thread, value) modes");
  // ((trg_tid, rest_tid), (trg_val, rest_val)), thread mode coalesced and
  // each value part coalesced on its own.
  Layout zipped = pair2(pair2(trgPart.mode(0), restPart.mode(0)),
                        pair2(trgPart.mode(1), restPart.mode(1)));
  IntTuple profile = IntTuple::tuple(
      {IntTuple::of(1), IntTuple::tuple({IntTuple::of(1), IntTuple::of(1)})});
  FLY_TRY(thrval2mn, coalesce(zipped, profile));
  // ((TileM, TileN), (RestM, RestN, ...))
  FLY_TRY(zd, zippedDivide(tensor, d.tile));
  FLY_TRY(tileMode, modeOf(zd, 0, "tile mode"));
  FLY_TRY(restMode, modeOf(zd, 1, "rest mode"));
  auto tvr = composition(tileMode, thrval2mn);
  if (!tvr)
    return fail(std::string("tiled copy: composing the tile mode ") +
                tileMode.str() + " with the thread-value layout " +
                thrval2mn.str() + ": " + tvr.error());
  Layout tv = tvr.value();
  if (tv.shape.isLeaf() || tv.rank() != 2)
    return fail("tiled copy: thread-value view " + tv.str() +
                " is not a (thread, value) pair");
  return detail::zeroSize1Strides(
      detail::pairLayouts({tv.mode(0), tv.mode(1), restMode}));
}

/// The (thread, value, rest) view sliced at a thread: (val, RestM, ...).
Result<PartitionedLayout> sliceCopyView(const Layout &view,
                                        const Layout &tensor,
                                        const IntTuple &thr) {
  Layout thrMode = view.mode(0);
  std::vector<Layout> rest;
  if (tensor.rank() >= 2)
    rest = modesOf(view.mode(2));
  else
    rest.push_back(view.mode(2));
  auto off = crd2idx(thr, thrMode);
  if (!off)
    return fail("thread index " + thr.str() + " in the thread mode " +
                thrMode.str() + ": " + off.error());
  return PartitionedLayout{prependModes(view.mode(1), rest), off.value()};
}

} // namespace

//===----------------------------------------------------------------------===//
// TV layouts
//===----------------------------------------------------------------------===//

Result<LayoutTV> makeLayoutTV(const Layout &thrLayout,
                              const Layout &valLayout) {
  FLY_TRY(c0, checkStatic(thrLayout, "make_layout_tv: thread layout"));
  FLY_TRY(c1, checkStatic(valLayout, "make_layout_tv: value layout"));
  (void)c0;
  (void)c1;
  auto mnr = rakedProduct(thrLayout, valLayout);
  if (!mnr)
    return fail("make_layout_tv: raked_product(" + thrLayout.str() + ", " +
                valLayout.str() + "): " + mnr.error());
  Layout mn = mnr.value();
  FLY_TRY(t, staticSize(thrLayout.shape, "thread layout"));
  FLY_TRY(v, staticSize(valLayout.shape, "value layout"));
  FLY_TRY(rinv, rightInverse(mn));
  FLY_TRY(covered, staticSize(rinv.shape, "right inverse"));
  if (covered < t * v)
    return fail("make_layout_tv: raked_product(thread layout, value layout) "
                "= " +
                mn.str() + " is not a bijection onto its tile: its right "
                           "inverse " +
                rinv.str() + " covers " + std::to_string(covered) + " of " +
                std::to_string(t * v) + " positions");
  Layout tmp(IntTuple::tuple({IntTuple::of(t), IntTuple::of(v)}),
             IntTuple::tuple({IntTuple::of(1), IntTuple::of(t)}));
  FLY_TRY(tv, composition(rinv, tmp));
  Tile tile;
  size_t r = std::max(thrLayout.rank(), valLayout.rank());
  if (r == 1) {
    FLY_TRY(s, staticSize(mn.shape, "tile"));
    tile.elems.push_back(TileElem::ofInt(s));
  } else {
    for (size_t i = 0; i < mn.rank(); ++i) {
      FLY_TRY(s, staticSize(mn.shape[i], "tile"));
      tile.elems.push_back(TileElem::ofInt(s));
    }
  }
  return LayoutTV{tv, tile};
}

//===----------------------------------------------------------------------===//
// Tiled copy
//===----------------------------------------------------------------------===//

Result<Layout> tiledCopyTidFrgSrc(const TiledCopyDesc &desc,
                                  const Layout &tensor) {
  return tidFrg(desc, tensor, desc.atomSrcTV, "tiled copy: atom source TV layout");
}
Result<Layout> tiledCopyTidFrgDst(const TiledCopyDesc &desc,
                                  const Layout &tensor) {
  return tidFrg(desc, tensor, desc.atomDstTV,
                "tiled copy: atom destination TV layout");
}

Result<PartitionedLayout> tiledCopyPartitionSrc(const TiledCopyDesc &desc,
                                                const Layout &tensor,
                                                const IntTuple &threadIndex) {
  FLY_TRY(view, tiledCopyTidFrgSrc(desc, tensor));
  return sliceCopyView(view, tensor, threadIndex);
}
Result<PartitionedLayout> tiledCopyPartitionDst(const TiledCopyDesc &desc,
                                                const Layout &tensor,
                                                const IntTuple &threadIndex) {
  FLY_TRY(view, tiledCopyTidFrgDst(desc, tensor));
  return sliceCopyView(view, tensor, threadIndex);
}
Result<ComposedLayout> tiledCopyPartitionSrc(const TiledCopyDesc &desc,
                                             const ComposedLayout &tensor,
                                             const IntTuple &threadIndex) {
  return foldComposed(tensor, [&](const Layout &l) {
    return tiledCopyPartitionSrc(desc, l, threadIndex);
  });
}
Result<ComposedLayout> tiledCopyPartitionDst(const TiledCopyDesc &desc,
                                             const ComposedLayout &tensor,
                                             const IntTuple &threadIndex) {
  return foldComposed(tensor, [&](const Layout &l) {
    return tiledCopyPartitionDst(desc, l, threadIndex);
  });
}

Result<Layout> tiledCopyRetile(const TiledCopyDesc &desc,
                               const Layout &tensor) {
  FLY_TRY(c, checkCopy(desc));
  FLY_TRY(vx, detail::validate(tensor, "tensor"));
  (void)vx;
  if (tensor.rank() < desc.tile.rank() + 1)
    return fail("retile: tensor " + tensor.str() + " has rank " +
                std::to_string(tensor.rank()) + "; a per-thread tensor (V, " +
                std::to_string(desc.tile.rank()) + " rest modes) is expected");
  FLY_TRY(v, staticSize(tensor.shape[0], "retile: mode 0 of the tensor"));
  std::vector<IntTuple> tileShape;
  for (size_t i = 0; i < desc.tile.rank(); ++i) {
    const TileElem &e = desc.tile.elems[i];
    if (e.kind == TileElem::Kind::Int)
      tileShape.push_back(IntTuple::of(e.n));
    else if (e.kind == TileElem::Kind::Layout) {
      FLY_TRY(s, staticSize(e.layout.shape, "tile element"));
      tileShape.push_back(IntTuple::of(s));
    } else
      return fail("retile: tile element " + std::to_string(i) + " (" +
                  e.str() + ") has no size");
  }
  IntTuple ts = tileShape.size() == 1 ? tileShape[0] : IntTuple::tuple(tileShape);
  FLY_TRY(tsStride, compactColMajor(ts));
  // (m, n) -> index of the value group inside the TV layout.
  FLY_TRY(tvInv, rightInverse(desc.tiledTV));
  FLY_TRY(withShape, composition(tvInv, Layout(ts, tsStride)));
  FLY_TRY(frgMN, recastLayout(withShape, 1, c.tiledThr * v));
  FLY_TRY(frgMNInv, rightInverse(frgMN));
  FLY_TRY(vProd, logicalProduct(Layout(IntTuple::of(v), IntTuple::of(1)),
                                frgMNInv));
  // (atom_vals, rest_vals) -> (v, m, n)
  FLY_TRY(frgV, zippedDivide(vProd, Layout(IntTuple::of(c.atomVal),
                                           IntTuple::of(1))));
  std::vector<TileElem> div{TileElem::ofInt(v)};
  if (frgMN.shape.isLeaf() || desc.tile.rank() == 1) {
    FLY_TRY(s, staticSize(frgMN.shape, "retile"));
    div.push_back(TileElem::ofInt(s));
  } else {
    for (size_t i = 0; i < frgMN.rank(); ++i) {
      FLY_TRY(s, staticSize(frgMN.shape[i], "retile"));
      div.push_back(TileElem::ofInt(s));
    }
  }
  FLY_TRY(tT, zippedDivide(tensor, Tile{div}));
  FLY_TRY(tileMode, modeOf(tT, 0, "retile tile mode"));
  FLY_TRY(restMode, modeOf(tT, 1, "retile rest mode"));
  auto comp = composition(tileMode, frgV);
  if (!comp)
    return fail("retile: composing " + tileMode.str() + " with " + frgV.str() +
                ": " + comp.error());
  // Slice the (size-1) value rest away: coordinate (0, *, *, ...).
  std::vector<Layout> rest = modesOf(restMode);
  rest.erase(rest.begin());
  return prependModes(comp.value(), rest);
}

} // namespace fly::layout
