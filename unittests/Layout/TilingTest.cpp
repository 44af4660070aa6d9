//===- TilingTest.cpp - TV layouts, tiled copy and tiled MMA --------------===//
//
// Worked examples of docs/reference/algebra.md#tv-layouts and of FlyDSL's
// tiling ops,
// and brute-force checks: over all threads, every element of a partitioned
// tensor is owned exactly once (or exactly as often as the tiled MMA
// broadcasts it), and each (thread, value) lands where the TV layout / the
// atom's layout says. Expected values come from the documents or from the
// definitions (evaluated independently of the code under test).
//
//===----------------------------------------------------------------------===//
#include "fly/Layout/Tiling.h"
#include "fly/Layout/Text.h"

#include "TestHelpers.h"

#include <gtest/gtest.h>

#include <map>

using namespace fly::layout;
using namespace fly::layout::test;

namespace {

bool has(const std::string &s, const char *needle) {
  return s.find(needle) != std::string::npos;
}
int64_t ev(const Layout &l, int64_t i) {
  auto r = evalStatic(l, i);
  EXPECT_TRUE(r) << l.str() << " at " << i << ": " << r.error();
  return r ? *r : -1;
}
int64_t sizeOf(const Layout &l) {
  auto r = layoutSize(l);
  EXPECT_TRUE(r && r->isLeaf() && r->leaf().isStatic());
  return r ? r->leaf().value : -1;
}
int64_t staticLeaf(const IntTuple &t) {
  EXPECT_TRUE(t.isLeaf() && t.leaf().isStatic()) << t.str();
  return t.isLeaf() ? t.leaf().value : -1;
}
/// Value of a partitioned layout at a coordinate with one integer per mode.
int64_t at(const Layout &l, const std::vector<int64_t> &crd) {
  auto r = crd2idx(crd.size() == 1 ? IntTuple::of(crd[0])
                                   : IntTuple::ofStatics(crd),
                   l);
  EXPECT_TRUE(r) << l.str() << ": " << r.error();
  return r ? staticLeaf(*r) : -1;
}

/// A copy atom: `threads`:1 thread layout (1:0 for one thread) and the
/// thread-to-bit layout (threads, bits):(bits, 1) recast to `valBits`.
TiledCopyDesc copyDesc(int64_t bits, int64_t valBits, const LayoutTV &tv) {
  TiledCopyDesc d;
  d.atomThr = L("1:0");
  auto tvBits = L(("(1," + std::to_string(bits) + "):(0,1)").c_str());
  auto tvVals = recastLayout(tvBits, 1, valBits);
  EXPECT_TRUE(tvVals) << tvVals.error();
  d.atomSrcTV = d.atomDstTV = d.atomRefTV = *tvVals;
  d.tiledTV = tv.tv;
  d.tile = tv.tile;
  return d;
}

LayoutTV tvOf(const char *thr, const char *val) {
  auto r = makeLayoutTV(L(thr), L(val));
  EXPECT_TRUE(r) << thr << " x " << val << ": " << r.error();
  return r ? *r : LayoutTV{};
}

} // namespace

//===----------------------------------------------------------------------===//
// TV layouts (docs/reference/algebra.md#tv-layouts)
//===----------------------------------------------------------------------===//

TEST(TilingLayoutTV, Section12Example) {
  auto r = makeLayoutTV(L("(2,2):(2,1)"), L("(1,2):(1,1)"));
  ASSERT_TRUE(r) << r.error();
  EXPECT_EQ(r->tv.str(), "((2,2),2):((4,1),2)");
  EXPECT_EQ(r->tile.str(), T("[2|4]").str());
  // Ownership as the document states it (column-major 2x4 tile).
  const int64_t owned[4][2][2] = {{{0, 0}, {0, 1}},
                                  {{0, 2}, {0, 3}},
                                  {{1, 0}, {1, 1}},
                                  {{1, 2}, {1, 3}}};
  for (int t = 0; t < 4; ++t)
    for (int v = 0; v < 2; ++v) {
      int64_t idx = ev(r->tv, t + 4 * v);
      EXPECT_EQ(idx % 2, owned[t][v][0]) << t << "," << v;
      EXPECT_EQ(idx / 2, owned[t][v][1]) << t << "," << v;
    }
}

// Definition: raked_product(thr, val) maps the position tv(t, v) back to
// t + T*v, and the TV layout is a bijection onto the tile.
TEST(TilingLayoutTV, InvertsTheRakedProduct) {
  const char *cases[][2] = {{"(4,8):(8,1)", "(1,4):(1,1)"},
                            {"(8,4):(1,8)", "(2,1):(1,1)"},
                            {"(2,2):(2,1)", "(2,2):(2,1)"},
                            {"32:1", "4:1"},
                            {"(4,4):(1,4)", "(4,2):(1,4)"}};
  for (auto &c : cases) {
    auto tv = tvOf(c[0], c[1]);
    auto mn = rakedProduct(L(c[0]), L(c[1]));
    ASSERT_TRUE(mn) << mn.error();
    int64_t T = sizeOf(L(c[0])), V = sizeOf(L(c[1]));
    int64_t tileSize = 1;
    for (auto &e : tv.tile.elems)
      tileSize *= e.n;
    EXPECT_EQ(tileSize, T * V) << c[0];
    std::vector<int> seen(static_cast<size_t>(T * V), 0);
    for (int64_t t = 0; t < T; ++t)
      for (int64_t v = 0; v < V; ++v) {
        int64_t idx = ev(tv.tv, t + T * v);
        ASSERT_TRUE(idx >= 0 && idx < T * V) << c[0];
        ++seen[static_cast<size_t>(idx)];
        EXPECT_EQ(ev(*mn, idx), t + T * v) << c[0] << " " << c[1];
      }
    for (int s : seen)
      EXPECT_EQ(s, 1) << c[0] << " " << c[1];
  }
}

TEST(TilingLayoutTV, Diagnostics) {
  // Threads (2,2):(1,1) collide: the raked product is not a bijection.
  // Threads (2,2):(1,1) collide inside the product's complement.
  auto bad = makeLayoutTV(L("(2,2):(1,1)"), L("(1,2):(1,1)"));
  EXPECT_TRUE(has(err(bad), "make_layout_tv: raked_product")) << err(bad);
  EXPECT_TRUE(has(err(bad), "not injective")) << err(bad);
  // Broadcast threads: the product exists but is not a bijection.
  auto bcast = makeLayoutTV(L("(2,2):(1,0)"), L("(1,2):(1,1)"));
  EXPECT_TRUE(has(err(bcast), "not a bijection")) << err(bcast);
  EXPECT_TRUE(has(err(makeLayoutTV(L("(2,?):(1,2)"), L("2:1"))), "static"));
}

//===----------------------------------------------------------------------===//
// Tiled copy
//===----------------------------------------------------------------------===//

TEST(TilingCopy, FlyIrPartitionExample) {
  // universal_copy<32> with 16-bit values: one thread, two values.
  auto d = copyDesc(32, 16, tvOf("(2,2):(2,1)", "(1,2):(1,1)"));
  EXPECT_EQ(d.atomRefTV.str(), "(1,2):(0,1)");
  d.tile = T("[2:1|4:1]");
  Layout src = L("(2,4):(4,1)");
  for (int64_t t = 0; t < 4; ++t) {
    auto p = tiledCopyPartitionSrc(d, src, IntTuple::of(t));
    ASSERT_TRUE(p) << p.error();
    EXPECT_EQ(p->layout.str(), "((2,1),1,1):((1,0),0,0)");
    // Thread t starts at its first element (row t/2, column 2*(t%2)) of the
    // row-major source: offset 4*row + column.
    EXPECT_EQ(staticLeaf(p->offset), 4 * (t / 2) + 2 * (t % 2)) << t;
    auto q = tiledCopyPartitionDst(d, src, IntTuple::of(t));
    ASSERT_TRUE(q) << q.error();
    EXPECT_EQ(q->layout.str(), p->layout.str());
  }
  auto view = tiledCopyTidFrgSrc(d, src);
  ASSERT_TRUE(view) << view.error();
  EXPECT_EQ(sizeOf(view->mode(0)), 4);
}

namespace {

/// Brute force over all threads of a tiled copy: each element of `tensor`
/// (a bijection onto [0, size)) is owned exactly once, and thread t's value
/// v at rest coordinate r is the element at tile position tiledTV(t, v) of
/// tile r.
void checkCopyCoverage(const TiledCopyDesc &d, const Layout &tensor,
                       bool dst, const std::string &what) {
  int64_t T = sizeOf(d.tiledTV.mode(0)), V = sizeOf(d.tiledTV.mode(1));
  int64_t TM = d.tile.elems[0].n, TN = d.tile.elems[1].n;
  int64_t M = sizeOf(tensor.mode(0)), N = sizeOf(tensor.mode(1));
  std::vector<int> seen(static_cast<size_t>(M * N), 0);
  for (int64_t t = 0; t < T; ++t) {
    auto p = dst ? tiledCopyPartitionDst(d, tensor, IntTuple::of(t))
                 : tiledCopyPartitionSrc(d, tensor, IntTuple::of(t));
    ASSERT_TRUE(p) << what << ": " << p.error();
    ASSERT_EQ(p->layout.rank(), 3u) << what << " " << p->layout.str();
    int64_t off = staticLeaf(p->offset);
    ASSERT_EQ(sizeOf(p->layout.mode(0)), V) << what;
    int64_t RM = sizeOf(p->layout.mode(1)), RN = sizeOf(p->layout.mode(2));
    EXPECT_EQ(RM, M / TM) << what;
    EXPECT_EQ(RN, N / TN) << what;
    for (int64_t v = 0; v < V; ++v)
      for (int64_t rm = 0; rm < RM; ++rm)
        for (int64_t rn = 0; rn < RN; ++rn) {
          int64_t addr = off + at(p->layout, {v, rm, rn});
          ASSERT_TRUE(addr >= 0 && addr < M * N) << what;
          ++seen[static_cast<size_t>(addr)];
          int64_t idx = ev(d.tiledTV, t + T * v);
          int64_t m = rm * TM + idx % TM, n = rn * TN + idx / TM;
          EXPECT_EQ(addr, at(tensor, {m, n}))
              << what << " t=" << t << " v=" << v << " r=(" << rm << ","
              << rn << ")";
        }
  }
  for (size_t i = 0; i < seen.size(); ++i)
    EXPECT_EQ(seen[i], 1) << what << ": element " << i;
}

} // namespace

TEST(TilingCopy, EveryElementExactlyOnce) {
  struct Case {
    const char *thr, *val;
    int64_t bits, valBits;
  };
  const Case cases[] = {
      {"(4,8):(8,1)", "(1,1):(1,1)", 16, 16},  // row-major threads
      {"(8,4):(1,8)", "(1,1):(1,1)", 32, 32},  // column-major threads
      {"(8,4):(1,8)", "(2,1):(1,1)", 32, 16},  // 2 values, one group
      {"(4,8):(8,1)", "(1,4):(1,1)", 64, 16},  // vectorized along N
      {"(4,8):(8,1)", "(1,8):(1,1)", 64, 16},  // two 4-value groups
      {"(16,2):(2,1)", "(2,4):(4,1)", 32, 16}, // 8 values, 4 groups of 2
  };
  const char *tensors[] = {"(32,64):(64,1)", "(32,64):(1,32)",
                           "((2,16),64):((1,128),2)" /* nested, interleaved */};
  for (const auto &c : cases) {
    auto d = copyDesc(c.bits, c.valBits, tvOf(c.thr, c.val));
    for (const char *ts : tensors) {
      Layout tensor = L(ts);
      std::string what = std::string(c.thr) + " x " + c.val + " on " + ts;
      checkCopyCoverage(d, tensor, false, what + " (src)");
      checkCopyCoverage(d, tensor, true, what + " (dst)");
    }
  }
}

TEST(TilingCopy, SwizzledDestination) {
  // S<3,3,3> o 0 o (16,64):(64,1): the partition goes through the outer
  // layout; the thread offset is folded into the composed offset.
  auto fn = parseLayoutFn("S<3,3,3> o 0 o (16,64):(64,1)");
  ASSERT_TRUE(fn) << fn.error();
  auto composed = std::get<std::shared_ptr<ComposedLayout>>(*fn);
  Swizzle sw = std::get<Swizzle>(composed->inner);
  Layout outer = std::get<Layout>(composed->outer);
  const char *cases[][2] = {{"(4,8):(8,1)", "(1,8):(1,1)"},
                            {"(16,2):(1,16)", "(1,8):(1,1)"}};
  for (auto &c : cases) {
    auto d = copyDesc(128, 16, tvOf(c[0], c[1]));
    int64_t T = sizeOf(d.tiledTV.mode(0)), V = sizeOf(d.tiledTV.mode(1));
    int64_t TM = d.tile.elems[0].n;
    std::vector<int> seen(1024, 0);
    for (int64_t t = 0; t < T; ++t) {
      auto p = tiledCopyPartitionDst(d, *composed, IntTuple::of(t));
      ASSERT_TRUE(p) << p.error();
      EXPECT_TRUE(std::holds_alternative<Swizzle>(p->inner));
      const Layout &po = std::get<Layout>(p->outer);
      int64_t RM = sizeOf(po.mode(1)), RN = sizeOf(po.mode(2));
      for (int64_t v = 0; v < V; ++v)
        for (int64_t rm = 0; rm < RM; ++rm)
          for (int64_t rn = 0; rn < RN; ++rn) {
            auto a = crd2idx(IntTuple::ofStatics({v, rm, rn}), *p);
            ASSERT_TRUE(a) << a.error();
            int64_t addr = staticLeaf(*a);
            ASSERT_TRUE(addr >= 0 && addr < 1024);
            ++seen[static_cast<size_t>(addr)];
            int64_t TN = d.tile.elems[1].n;
            int64_t idx = ev(d.tiledTV, t + T * v);
            int64_t m = rm * TM + idx % TM, n = rn * TN + idx / TM;
            EXPECT_EQ(addr, sw.apply(at(outer, {m, n})));
          }
    }
    for (int s : seen)
      EXPECT_EQ(s, 1) << c[0];
  }
}

TEST(TilingCopy, DynamicThreadIndexAndStride) {
  auto d = copyDesc(32, 16, tvOf("(2,2):(2,1)", "(1,2):(1,1)"));
  Leaf thr = Leaf::ofDynamic(32);
  thr.expr = exprInput(0, 32);
  Leaf ld = Leaf::ofDynamic(32);
  ld.expr = exprInput(1, 32);
  Layout src(IntTuple::tuple({IntTuple::of(4), IntTuple::of(8)}),
             IntTuple::tuple({IntTuple(ld), IntTuple::of(1)}));
  auto p = tiledCopyPartitionSrc(d, src, IntTuple(thr));
  ASSERT_TRUE(p) << p.error();
  ASSERT_TRUE(p->offset.isLeaf());
  ASSERT_TRUE(p->offset.leaf().isDynamic());
  ASSERT_TRUE(p->offset.leaf().expr);
  for (int64_t stride : {8, 12})
    for (int64_t t = 0; t < 4; ++t) {
      std::string s = "(4,8):(" + std::to_string(stride) + ",1)";
      auto q = tiledCopyPartitionSrc(d, L(s.c_str()), IntTuple::of(t));
      ASSERT_TRUE(q) << q.error();
      EXPECT_EQ(evalExpr(*p->offset.leaf().expr, {t, stride}),
                staticLeaf(q->offset))
          << t << " " << stride;
    }
}

TEST(TilingCopy, Diagnostics) {
  // A 64-bit atom at 16 bits has 4-value groups; 2 values per thread is not
  // a whole number of them.
  auto d = copyDesc(64, 16, tvOf("(2,2):(2,1)", "(1,2):(1,1)"));
  auto r = tiledCopyPartitionSrc(d, L("(2,4):(4,1)"), IntTuple::of(0));
  EXPECT_TRUE(has(err(r), "value groups")) << err(r);
  EXPECT_TRUE(has(err(r), "mode 1")) << err(r);
  auto d2 = copyDesc(32, 16, tvOf("(2,2):(2,1)", "(1,2):(1,1)"));
  EXPECT_TRUE(has(err(tiledCopyPartitionSrc(d2, L("8:1"), IntTuple::of(0))),
                  "rank"));
}

TEST(TilingCopy, Retile) {
  // 8 values per thread in 4-value atom groups: the per-thread fragment
  // (8,1,1) regroups to ((4,2),1,1), a bijection on the 8 values.
  auto d = copyDesc(64, 16, tvOf("(4,8):(8,1)", "(1,8):(1,1)"));
  auto frag = makeFragmentLike(L("(8,1,1):(1,0,0)"));
  ASSERT_TRUE(frag) << frag.error();
  auto r = tiledCopyRetile(d, *frag);
  ASSERT_TRUE(r) << r.error();
  ASSERT_EQ(r->rank(), 3u) << r->str();
  Layout m0 = r->mode(0);
  EXPECT_EQ(sizeOf(m0), 8) << r->str();
  ASSERT_FALSE(m0.shape.isLeaf()) << r->str();
  EXPECT_EQ(sizeOf(m0.mode(0)), 4) << r->str();
  std::vector<int> seen(8, 0);
  for (int64_t i = 0; i < 8; ++i) {
    int64_t x = ev(m0, i);
    ASSERT_TRUE(x >= 0 && x < 8);
    ++seen[static_cast<size_t>(x)];
  }
  for (int s : seen)
    EXPECT_EQ(s, 1);
  // The section-12 copy: two values, one group.
  auto d2 = copyDesc(32, 16, tvOf("(2,2):(2,1)", "(1,2):(1,1)"));
  auto r2 = tiledCopyRetile(d2, L("(2,1,1):(1,0,0)"));
  ASSERT_TRUE(r2) << r2.error();
  EXPECT_EQ(sizeOf(*r2), 2) << r2->str();
}

//===----------------------------------------------------------------------===//
// Tiled MMA (docs/reference/algebra.md#tv-layouts)
//===----------------------------------------------------------------------===//

namespace {

/// CDNA3 MFMA 16x16x4 f32: 64 lanes; lane t holds A[t%16][t/16],
/// B[t%16][t/16] (as N x K) and C[4*(t/16)+v][t%16].
TiledMmaDesc mfma16x16x4(const char *atomLayout) {
  TiledMmaDesc d;
  d.shapeMNK = P("(16,16,4)");
  d.atomThr = L("64:1");
  d.atomA = L("(64,1):(1,0)");
  d.atomB = L("(64,1):(1,0)");
  d.atomC = L("((16,4),(4,1)):((16,4),(1,16))");
  d.atomLayout = L(atomLayout);
  return d;
}

TiledMmaDesc universalFma(const char *atomLayout) {
  TiledMmaDesc d;
  d.shapeMNK = P("(1,1,1)");
  d.atomThr = L("1:0");
  d.atomA = d.atomB = d.atomC = L("(1,1):(0,0)");
  d.atomLayout = L(atomLayout);
  return d;
}

/// The flat (m, n, k) coordinate of atom number a in the atom layout:
/// the unique coordinate whose image is a (brute force).
std::vector<int64_t> atomCoord(const Layout &atomLayout, int64_t a) {
  int64_t M = sizeOf(atomLayout.mode(0)), N = sizeOf(atomLayout.mode(1)),
          K = sizeOf(atomLayout.mode(2));
  for (int64_t k = 0; k < K; ++k)
    for (int64_t n = 0; n < N; ++n)
      for (int64_t m = 0; m < M; ++m)
        if (at(atomLayout, {m, n, k}) == a)
          return {m, n, k};
  ADD_FAILURE() << "atom " << a << " not in " << atomLayout.str();
  return {0, 0, 0};
}

/// Brute force of partition_C over all threads: thread t = lane + L*atom
/// holds, at value v and rest (rm, rn), the atom C element of (lane, v),
/// shifted to its atom (m, n) and rest tile. Every element exactly once.
void checkMmaC(const TiledMmaDesc &d, const Layout &tensor,
               const std::string &what) {
  auto nthr = tiledMmaNumThreads(d);
  ASSERT_TRUE(nthr) << nthr.error();
  int64_t NT = staticLeaf(*nthr);
  int64_t lanes = sizeOf(d.atomThr);
  int64_t AM = staticLeaf(d.shapeMNK[0]);
  int64_t TMt = sizeOf(d.atomLayout.mode(0)), TNt = sizeOf(d.atomLayout.mode(1));
  int64_t AN = staticLeaf(d.shapeMNK[1]);
  int64_t V = sizeOf(d.atomC.mode(1));
  int64_t M = sizeOf(tensor.mode(0)), N = sizeOf(tensor.mode(1));
  std::vector<int> seen(static_cast<size_t>(M * N), 0);
  for (int64_t t = 0; t < NT; ++t) {
    auto p = tiledMmaPartition(d, 'c', tensor, IntTuple::of(t));
    ASSERT_TRUE(p) << what << ": " << p.error();
    ASSERT_EQ(p->layout.rank(), 3u) << p->layout.str();
    int64_t off = staticLeaf(p->offset);
    ASSERT_EQ(sizeOf(p->layout.mode(0)), V);
    int64_t RM = sizeOf(p->layout.mode(1)), RN = sizeOf(p->layout.mode(2));
    EXPECT_EQ(RM, M / (AM * TMt)) << what;
    EXPECT_EQ(RN, N / (AN * TNt)) << what;
    int64_t lane = t % lanes;
    auto mnk = atomCoord(d.atomLayout, t / lanes);
    for (int64_t v = 0; v < V; ++v)
      for (int64_t rm = 0; rm < RM; ++rm)
        for (int64_t rn = 0; rn < RN; ++rn) {
          int64_t addr = off + at(p->layout, {v, rm, rn});
          ASSERT_TRUE(addr >= 0 && addr < M * N) << what;
          ++seen[static_cast<size_t>(addr)];
          int64_t ci = ev(d.atomC, lane + lanes * v);
          int64_t m = (rm * TMt + mnk[0]) * AM + ci % AM;
          int64_t n = (rn * TNt + mnk[1]) * AN + ci / AM;
          EXPECT_EQ(addr, at(tensor, {m, n}))
              << what << " t=" << t << " v=" << v;
        }
  }
  for (size_t i = 0; i < seen.size(); ++i)
    EXPECT_EQ(seen[i], 1) << what << ": element " << i;
}

} // namespace

TEST(TilingMma, ThrLayoutVMNK) {
  auto d = mfma16x16x4("(2,2,1):(2,1,0)");
  // Definition: thread = lane + 64 * atom, atom = 2m + n.
  EXPECT_EQ(str(tiledMmaThrLayoutVMNK(d)), "(64,2,2,1):(1,128,64,0)");
  EXPECT_EQ(str(tiledMmaNumThreads(d)), "256");
  EXPECT_EQ(str(tiledMmaThreadVMNK(d, IntTuple::of(64 + 5))), "(5,0,1,0)");
  EXPECT_EQ(str(tiledMmaThreadVMNK(d, IntTuple::of(128 + 63))), "(63,1,0,0)");
  EXPECT_EQ(str(tiledMmaNumThreads(universalFma("(2,8,1):(1,2,0)"))), "16");
}

TEST(TilingMma, Cdna3CPartitionFormula) {
  // The atom's C layout as the document states it: lane t holds rows
  // 4*(t/16)+v of column t%16; with (2,2,1):(2,1,0) thread t's atom is
  // (m, n) = (t/128, (t/64)%2).
  auto d = mfma16x16x4("(2,2,1):(2,1,0)");
  Layout c = L("(32,32):(1,32)");
  for (int64_t t : {0, 1, 17, 63, 64, 100, 128, 200, 255}) {
    auto p = tiledMmaPartition(d, 'c', c, IntTuple::of(t));
    ASSERT_TRUE(p) << p.error();
    // The atom's value mode is (4,1), so the values are ((4,1)).
    EXPECT_EQ(p->layout.str(), "((4,1),1,1):((1,0),0,0)") << t;
    int64_t lane = t % 64, m = t / 128, n = (t / 64) % 2;
    for (int64_t v = 0; v < 4; ++v) {
      int64_t row = 16 * m + 4 * (lane / 16) + v, col = 16 * n + lane % 16;
      EXPECT_EQ(staticLeaf(p->offset) + at(p->layout, {v, 0, 0}),
                row + 32 * col)
          << t << " " << v;
    }
  }
  EXPECT_EQ(str(tiledMmaPartitionShape(d, 'c', P("(32,32)"))), "((4,1),1,1)");
  EXPECT_EQ(str(tiledMmaPartitionShape(d, 'c', P("(64,128)"))), "((4,1),2,4)");
  EXPECT_EQ(str(tiledMmaPartitionShape(d, 'a', P("(64,8)"))), "(1,2,2)");
}

TEST(TilingMma, Cdna3CEveryElementExactlyOnce) {
  for (const char *al : {"(2,2,1):(2,1,0)", "(2,2,1):(1,2,0)", "(1,4,1):(0,1,0)"})
    for (const char *ts : {"(32,32):(1,32)", "(32,32):(32,1)", "(64,64):(64,1)",
                           "(32,128):(1,32)"}) {
      auto d = mfma16x16x4(al);
      Layout tensor = L(ts);
      // Only tensors the tiled MMA divides evenly.
      if (sizeOf(tensor.mode(0)) % (16 * sizeOf(d.atomLayout.mode(0))) ||
          sizeOf(tensor.mode(1)) % (16 * sizeOf(d.atomLayout.mode(1))))
        continue;
      checkMmaC(d, tensor, std::string(al) + " on " + ts);
    }
}

TEST(TilingMma, Cdna3ABroadcastAcrossN) {
  // A (M x K) is shared by the atoms along N: each element is owned by
  // exactly ThrN = 2 threads, the ones whose m matches its row block.
  auto d = mfma16x16x4("(2,2,1):(2,1,0)");
  Layout a = L("(32,8):(1,32)");
  std::vector<int> seen(256, 0);
  for (int64_t t = 0; t < 256; ++t) {
    auto p = tiledMmaPartition(d, 'a', a, IntTuple::of(t));
    ASSERT_TRUE(p) << p.error();
    EXPECT_EQ(p->layout.str(), "(1,1,2):(0,0,128)") << t;
    int64_t lane = t % 64, m = t / 128;
    for (int64_t rk = 0; rk < 2; ++rk) {
      int64_t addr = staticLeaf(p->offset) + at(p->layout, {0, 0, rk});
      ++seen[static_cast<size_t>(addr)];
      // A[16m + lane%16][4rk + lane/16], column-major (32,8).
      EXPECT_EQ(addr, 16 * m + lane % 16 + 32 * (4 * rk + lane / 16));
    }
  }
  for (int s : seen)
    EXPECT_EQ(s, 2);
}

TEST(TilingMma, UniversalFmaEveryElementExactlyOnce) {
  for (const char *al : {"(4,4,1):(1,4,0)", "(2,8,1):(1,2,0)", "(2,8,1):(8,1,0)"})
    for (const char *ts : {"(8,16):(1,8)", "(16,16):(16,1)"})
      checkMmaC(universalFma(al), L(ts), std::string(al) + " on " + ts);
}

TEST(TilingMma, DynamicThreadIndex) {
  auto d = mfma16x16x4("(2,2,1):(2,1,0)");
  Leaf thr = Leaf::ofDynamic(32);
  thr.expr = exprInput(0, 32);
  Layout c = L("(64,64):(64,1)");
  auto p = tiledMmaPartition(d, 'c', c, IntTuple(thr));
  ASSERT_TRUE(p) << p.error();
  ASSERT_TRUE(p->offset.isLeaf() && p->offset.leaf().expr);
  for (int64_t t = 0; t < 256; t += 7) {
    auto q = tiledMmaPartition(d, 'c', c, IntTuple::of(t));
    ASSERT_TRUE(q) << q.error();
    EXPECT_EQ(q->layout, p->layout);
    EXPECT_EQ(evalExpr(*p->offset.leaf().expr, {t}), staticLeaf(q->offset))
        << t;
  }
}

TEST(TilingMma, SwizzledOperand) {
  auto d = mfma16x16x4("(2,2,1):(2,1,0)");
  auto fn = parseLayoutFn("S<2,0,2> o 0 o (32,32):(32,1)");
  ASSERT_TRUE(fn) << fn.error();
  auto composed = std::get<std::shared_ptr<ComposedLayout>>(*fn);
  auto p = tiledMmaPartition(d, 'c', *composed, IntTuple::of(77));
  ASSERT_TRUE(p) << p.error();
  auto q = tiledMmaPartition(d, 'c', L("(32,32):(32,1)"), IntTuple::of(77));
  ASSERT_TRUE(q) << q.error();
  Swizzle sw = std::get<Swizzle>(composed->inner);
  for (int64_t v = 0; v < 4; ++v) {
    auto a = crd2idx(IntTuple::ofStatics({v, 0, 0}), *p);
    ASSERT_TRUE(a) << a.error();
    EXPECT_EQ(staticLeaf(*a),
              sw.apply(staticLeaf(q->offset) + at(q->layout, {v, 0, 0})));
  }
}

TEST(TilingMma, MakeFragmentFlyIrExample) {
  // 16x16x16 f16 MFMA: lane t holds B[k = 4*(t/16)+v][n = t%16]; as an
  // (N, K) column-major tile that is index t%16 + 16*(4*(t/16)+v).
  TiledMmaDesc d;
  d.shapeMNK = P("(16,16,16)");
  d.atomThr = L("64:1");
  d.atomA = L("((16,4),4):((1,64),16)");
  d.atomB = L("((16,4),4):((1,64),16)");
  d.atomC = L("((16,4),(4,1)):((16,4),(1,16))");
  d.atomLayout = L("(1,1,1):(0,0,0)");
  Layout b = L("(16,16):(1,16)");
  EXPECT_EQ(str(mmaMakeFragment(d, 'b', b)), "(4,1,1):(1,0,0)");
  EXPECT_EQ(str(mmaMakeFragment(d, 'b', b, 2)), "(4,1,1,2):(1,0,0,4)");
  EXPECT_EQ(str(mmaMakeFragment(d, 'c', L("(32,16):(1,32)"))),
            "((4,1),2,1):((1,0),4,0)");
  auto p = tiledMmaPartition(d, 'b', b, IntTuple::of(17));
  ASSERT_TRUE(p) << p.error();
  for (int64_t v = 0; v < 4; ++v)
    EXPECT_EQ(staticLeaf(p->offset) + at(p->layout, {v, 0, 0}),
              17 % 16 + 16 * (4 * (17 / 16) + v));
  EXPECT_TRUE(has(err(mmaMakeFragment(d, 'b', b, 0)), "stages"));
}

TEST(TilingMma, Diagnostics) {
  auto d = mfma16x16x4("(2,2,1):(2,1,0)");
  EXPECT_TRUE(has(err(tiledMmaPartition(d, 'x', L("(32,32):(1,32)"),
                                        IntTuple::of(0))),
                  "operand"));
  EXPECT_TRUE(has(err(tiledMmaPartition(d, 'c', L("32:1"), IntTuple::of(0))),
                  "two modes"));
  auto bad = mfma16x16x4("(2,2):(2,1)");
  EXPECT_TRUE(has(err(tiledMmaPartition(bad, 'c', L("(32,32):(1,32)"),
                                        IntTuple::of(0))),
                  "rank 3"));
  auto badC = mfma16x16x4("(2,2,1):(2,1,0)");
  badC.atomC = L("((16,2),(4,1)):((16,4),(1,16))");
  EXPECT_TRUE(has(err(tiledMmaPartition(badC, 'c', L("(32,32):(1,32)"),
                                        IntTuple::of(0))),
                  "threads"));
}

//===----------------------------------------------------------------------===//
// Fragments
//===----------------------------------------------------------------------===//

TEST(TilingFragment, MakeFragmentLike) {
  // FlyDSL's make_fragment_like.
  EXPECT_EQ(str(makeFragmentLike(L("(4,8):(8,1)"))), "(4,8):(1,4)");
  // Rest modes compact in the order of their strides: 3 (stride 4) before
  // 2 (stride 12), after the 4 values of mode 0.
  EXPECT_EQ(str(makeFragmentLike(L("(4,2,3):(1,12,4)"))), "(4,2,3):(1,12,4)");
  EXPECT_EQ(str(makeFragmentLike(L("(4,2,3):(1,4,8)"))), "(4,2,3):(1,4,8)");
  EXPECT_EQ(str(makeFragmentLike(L("((2,2),3):((1,2),4)"))),
            "((2,2),3):((1,2),4)");
  // A broadcast sub-mode of mode 0 takes no room.
  EXPECT_EQ(str(makeFragmentLike(L("((2,4),3):((0,1),4)"))),
            "((2,4),3):((0,1),4)");
  EXPECT_EQ(str(makeFragmentLike(L("8:2"))), "8:1");
  EXPECT_TRUE(has(err(makeFragmentLike(L("(4,?):(1,4)"))), "static shape"));
}
