//===- Tiling.h - TV layouts, tiled copy and tiled MMA partitioning -------===//
//
// CuTe's tiling and partitioning algebra (docs/reference/algebra.md
// #tv-layouts) as pure functions on the layout library: thread-value (TV)
// layouts, ThrCopy::partition_S/D and retile, ThrMMA::partition_A/B/C,
// partition_shape_A/B/C and make_fragment_A/B/C. No MLIR here; the dialect
// converts its atom and tiled types into the descriptions below.
//
// Every function is built from the algebra of Algebra.h, so static leaves
// are folded, dynamic leaves (a dynamic thread index, dynamic tensor shapes
// and strides) stay dynamic and carry their expressions, and results are in
// FlyDSL's form (stride 0 for static size-1 modes,
// docs/reference/printed-forms.md#size-1-strides).
// Inadmissible input fails with a message naming the offending operand or
// mode; callers prefix it with the op name.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LAYOUT_TILING_H
#define FLY_LAYOUT_TILING_H

#include "fly/Layout/Algebra.h"

#include <optional>

namespace fly::layout {

//===----------------------------------------------------------------------===//
// TV layouts.
//===----------------------------------------------------------------------===//

/// A TV layout, (thread, value) -> linear (column-major) index in the tile,
/// and the tile it covers.
struct LayoutTV {
  Layout tv;
  Tile tile;
};

/// CuTe make_tiled_copy(atom, thr, val) / FlyDSL make_layout_tv:
/// layout_mn = raked_product(thr, val); tv = right_inverse(layout_mn) o
/// (T,V):(1,T); tile = product_each(shape(layout_mn)) as integer tile
/// elements. Both layouts must be static; fails when layout_mn is not a
/// bijection onto its tile (the right inverse then covers fewer than T*V
/// positions).
Result<LayoutTV> makeLayoutTV(const Layout &thrLayout, const Layout &valLayout);

//===----------------------------------------------------------------------===//
// Tiled copy (CuTe TiledCopy / ThrCopy, FlyDSL tiled_copy.*).
//===----------------------------------------------------------------------===//

/// A tiled copy: the atom's layouts (thread-to-value, i.e. already recast
/// from bits to `valBits`) plus the tiled TV layout and its tile.
struct TiledCopyDesc {
  /// The atom's thread id layout (CuTe Copy_Atom::ThrID).
  Layout atomThr;
  /// (atom thread, atom value) -> offset, for source, destination and the
  /// reference (CuTe ValLayoutSrc/Dst/Ref).
  Layout atomSrcTV, atomDstTV, atomRefTV;
  /// (thread, value) -> index in the tile (CuTe TiledLayout_TV).
  Layout tiledTV;
  /// The tile (CuTe Tiler_MN); a rank-r tile partitions the first r modes.
  Tile tile;
};

/// A per-thread view: the partitioned layout and the index of the thread's
/// origin in the original layout (to add to the iterator).
struct PartitionedLayout {
  Layout layout;
  IntTuple offset;
};

/// CuTe TiledCopy::tidfrg_S / tidfrg_D: the tensor re-tiled as
/// (Thr, Val, Rest) where Val = (ATOM_V, REST_V) and Rest = (RestM, RestN,
/// ...) (one mode per tensor mode). Steps: zipped_divide(tensor, tile); the
/// tiled TV layout zipped-divided by (atom threads, atom values) and its atom
/// part composed with right_inverse(ref) o src (or dst); modes zipped to
/// ((atom_tid, rest_tid), (atom_val, rest_val)) and coalesced with profile
/// (1,(1,1)); the tile mode composed with that.
Result<Layout> tiledCopyTidFrgSrc(const TiledCopyDesc &desc,
                                  const Layout &tensor);
Result<Layout> tiledCopyTidFrgDst(const TiledCopyDesc &desc,
                                  const Layout &tensor);

/// CuTe ThrCopy::partition_S / partition_D (fly.tiled_copy.partition_src /
/// partition_dst): tidfrg_S/D sliced at the thread index, shape (ATOM_V,
/// REST_M, REST_N, ...) with ATOM_V = (atom values, value groups). The
/// thread index is a 1-D index into the thread mode (colexicographic, with
/// the extension rule); `offset` is crd2idx(threadIndex, thread mode).
/// Example: TV ((2,2),2):((4,1),2), tile [2:1|4:1], source (2,4):(4,1):
/// ((2,1),1,1):((1,0),0,0), offset of thread 1 is 2.
Result<PartitionedLayout> tiledCopyPartitionSrc(const TiledCopyDesc &desc,
                                                const Layout &tensor,
                                                const IntTuple &threadIndex);
Result<PartitionedLayout> tiledCopyPartitionDst(const TiledCopyDesc &desc,
                                                const Layout &tensor,
                                                const IntTuple &threadIndex);
/// Composed layouts (e.g. a swizzled shared-memory destination) are
/// partitioned through their outer layout; as in CuTe's slice of a composed
/// layout, the thread's offset is folded into the composed layout's offset
/// (the inner function is not linear), so no iterator offset is returned.
Result<ComposedLayout> tiledCopyPartitionSrc(const TiledCopyDesc &desc,
                                             const ComposedLayout &tensor,
                                             const IntTuple &threadIndex);
Result<ComposedLayout> tiledCopyPartitionDst(const TiledCopyDesc &desc,
                                             const ComposedLayout &tensor,
                                             const IntTuple &threadIndex);

/// CuTe TiledCopy::retile (retile_S / retile_D, fly.tiled_copy.retile): a
/// per-thread tensor (V, ...) re-grouped into the atom's value groups,
/// ((atom_vals, rest_vals), RestM, RestN, ...). Assumes the atom's src/dst
/// layouts equal the reference (as CuTe does). Every tile element must have
/// a size (no `*`).
Result<Layout> tiledCopyRetile(const TiledCopyDesc &desc, const Layout &tensor);

//===----------------------------------------------------------------------===//
// Tiled MMA (CuTe TiledMMA / ThrMMA, FlyDSL tiled_mma.*).
//===----------------------------------------------------------------------===//

/// A tiled MMA: the atom (its M,N,K shape, thread id layout and the TV
/// layouts of A (M x K), B (N x K) and C (M x N)), the (M,N,K) repetition of
/// atoms over threads, and the permutation tile.
struct TiledMmaDesc {
  IntTuple shapeMNK;
  Layout atomThr;
  Layout atomA, atomB, atomC;
  /// Rank 3 (M,N,K), e.g. (2,2,1):(2,1,0).
  Layout atomLayout;
  /// Default [*|*|*]: a `*` (or missing) entry means "no permutation".
  Tile permutation = Tile{{TileElem::none(), TileElem::none(), TileElem::none()}};
};

/// size(atomThr) * size(atomLayout).
Result<IntTuple> tiledMmaNumThreads(const TiledMmaDesc &desc);

/// CuTe TiledMMA::thr_layout_vmnk_ = tiled_product(AtomThrID, AtomLayoutMNK):
/// thread index -> (V, M, N, K) (e.g. (64,2,2,1):(1,128,64,0)).
Result<Layout> tiledMmaThrLayoutVMNK(const TiledMmaDesc &desc);

/// The thread's flat (v, m, n, k) coordinate: CuTe
/// thr_layout_vmnk_.get_flat_coord(thr_idx), i.e. idx2crd through the
/// strides of thr_layout_vmnk (static size-1 modes give 0).
Result<IntTuple> tiledMmaThreadVMNK(const TiledMmaDesc &desc,
                                    const IntTuple &threadIndex);

/// CuTe TiledMMA::thrfrg_A/B/C: ((ThrV,(Thr0,Thr1)),(FrgV,(Rest0,Rest1,...)))
/// with (0,1) = (M,K) for 'a', (N,K) for 'b', (M,N) for 'c' (and 'd').
/// Steps as in FlyDSL: logical_divide by the permutation (a `*` entry is
/// replaced by the integer atomShape*atomCount of that mode), zipped_divide
/// by the atom shape, compose the atom mode with the atom's TV layout,
/// zipped_divide the rest by the atom counts.
Result<Layout> tiledMmaThrFrg(const TiledMmaDesc &desc, char operand,
                              const Layout &tensor);

/// CuTe ThrMMA::partition_A/B/C (fly.tiled_mma.partition): thrfrg sliced at
/// the thread's (v,(m,k)) / (v,(n,k)) / (v,(m,n)) coordinate, shape (FrgV,
/// Rest0, Rest1, ...); offset = crd2idx of that coordinate in the thread
/// mode.
Result<PartitionedLayout> tiledMmaPartition(const TiledMmaDesc &desc,
                                            char operand, const Layout &tensor,
                                            const IntTuple &threadIndex);
/// Composed layouts: as for the tiled copy, the offset is folded in.
Result<ComposedLayout> tiledMmaPartition(const TiledMmaDesc &desc,
                                         char operand,
                                         const ComposedLayout &tensor,
                                         const IntTuple &threadIndex);

/// CuTe partition_shape_A/B/C (fly.tiled_mma.partition_shape): the shape of
/// the partition of a compact tensor of that shape, (FrgV, Rest0, Rest1,...).
Result<IntTuple> tiledMmaPartitionShape(const TiledMmaDesc &desc, char operand,
                                        const IntTuple &shape);

/// CuTe partition_fragment_A/B/C (fly.mma.make_fragment): the fragment
/// layout (makeFragmentLike) of the partition of `tensor` (an unpartitioned
/// tile). With `stages`, as FlyDSL does, modes 0 and 1 of the tensor get a
/// third mode of `stages` elements before partitioning, which becomes the
/// last mode of the fragment with stride = cosize of the rest:
/// (4,1,1) -> (4,1,1,2):(1,0,0,4).
Result<Layout> mmaMakeFragment(const TiledMmaDesc &desc, char operand,
                               const Layout &tensor,
                               std::optional<int64_t> stages = std::nullopt);

//===----------------------------------------------------------------------===//
// Fragments.
//===----------------------------------------------------------------------===//

/// CuTe make_fragment_like(layout) / FlyDSL layoutMakeFragmentLayout: for
/// rank > 1, tiled_product(mode 0 made compact (sub-modes with stride 0 take
/// no room), make_ordered_layout(modes 1.., ordered by their strides));
/// otherwise the compact column-major layout. The shape must be static.
/// (4,8):(8,1) -> (4,8):(1,4); (4,2,3):(1,12,4) -> (4,2,3):(1,12,4).
/// makeFragmentLayoutLike (Algebra.h) is the plain compact column-major
/// layout, which agrees for rank <= 2 without stride-0 modes.
Result<Layout> makeFragmentLike(const Layout &layout);

} // namespace fly::layout

#endif // FLY_LAYOUT_TILING_H
