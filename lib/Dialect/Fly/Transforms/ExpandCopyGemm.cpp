//===- ExpandCopyGemm.cpp - fly.copy / fly.gemm to atom calls -------------===//
//
// fly-expand-copy-gemm, a phase of fly-layout-lowering (run before the
// algebra is lowered): a whole-tensor copy or gemm is unrolled at
// compile time into calls of its atom, the way CuTe's copy and gemm dispatch
// on the ranks of their tensors. The views of the calls are made with
// ordinary algebra ops on views (slice, logical_divide, and prepend/append of
// a unit mode on a view's layout), lowered afterwards like any view op.
//
// fly.copy(atom, src, dst [, pred]):
//  - An atom without a fixed width (valBits 0: a whole-tile copy such as the
//    gfx1250 TDM) is one call on the whole views.
//  - Views holding exactly one call's m = copyBits / valBits values in all
//    (rank-1 (V) fragments, or a (4,1) fragment: no repetition) are one call
//    on the whole views.
//  - Otherwise the views are (V, REST...). Each static coordinate of the
//    rest modes gives the calls on V. When V holds several calls' worth it
//    is split as CuTe's Copy_Atom::call does: its first sub-mode keeps the
//    call's values and the other sub-modes are iterated (recursively); a V
//    whose first sub-mode cannot hold whole calls (a leaf) is first divided
//    by m:1. Call j of V covers values j*m .. j*m+m-1 of V, in V's index
//    order.
//  - A predicate guards each call with one of its elements. It has the
//    views' shape (the element of the call's first value), one element per
//    call of V in its mode 0 (a "reduced" predicate, e.g. ((2,2),R) for
//    views ((1,(2,2)),R)), or no V mode at all (rank one less: one element
//    per rest coordinate, shared by the calls of V).
//
// fly.gemm(atom, d, a, b, c): fragments that each hold exactly one call's
// values (rank-1 (V) fragments, or a (4,1) accumulator of a 4-value MMA) are
// one call, as are rank-1 fragments in general (CuTe's (V) x (V) => (V)).
// Otherwise CuTe's dispatch brings them to (V,M,K) x (V,N,K) => (V,M,N):
// (M) x (N) => (M,N) and (M,K) x (N,K) => (M,N) get a unit V mode (and the
// first a unit K mode), (V,M) x (V,N) => (V,M,N) a unit K mode; the calls
// then run over M, N, K in the traversal order (FlyDSL's: the order's
// letters name the loops fastest first, or a traversal layout enumerates
// the calls), the first call at each (m,n) reading c and the later ones d.
//
//===----------------------------------------------------------------------===//

#include "ExpandCopyGemm.h"

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"
#include "fly/Dialect/Fly/IR/CopyPredicate.h"
#include "fly/Dialect/Fly/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseSet.h"

#include <array>

namespace mlir::fly {
#define GEN_PASS_DEF_FLYEXPANDCOPYGEMMPASS
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"

namespace {
using algebra::IntTuple;
using mlir::fly::MemRefType;

/// The atom of an atom or tiled atom value, with its runtime state: the
/// atom make_tiled_copy / make_tiled_mma was given, a fly.static of a
/// stateless atom, or else (a tiled atom from a function argument, a loop,
/// ...) the tiled value viewed as its atom. Both have the same LLVM form,
/// the struct of the atom's state, so the cast folds away after the
/// conversion.
Value atomOfTiled(OpBuilder &b, Location loc, Value atomOrTiled) {
  Type atomType = atomOrTiled.getType();
  if (auto tiled = dyn_cast<TiledCopyType>(atomType))
    atomType = tiled.getCopyAtom();
  else if (auto tiled = dyn_cast<TiledMmaType>(atomType))
    atomType = tiled.getMmaAtom();
  else
    return atomOrTiled;
  if (auto make = atomOrTiled.getDefiningOp<MakeTiledCopyOp>())
    return make.getCopyAtom();
  if (auto make = atomOrTiled.getDefiningOp<MakeTiledMmaOp>())
    return make.getMmaAtom();
  if (!getAtomStateType(atomType))
    return StaticOp::create(b, loc, atomType);
  return UnrealizedConversionCastOp::create(b, loc, atomType, atomOrTiled)
      .getResult(0);
}

/// The outer layout of a view type.
algebra::Layout viewLayout(Type t) {
  auto m = cast<MemRefType>(t);
  if (auto c = dyn_cast<ComposedLayoutAttr>(m.getLayout()))
    return c.getValue().outerLayout();
  return cast<LayoutAttr>(m.getLayout()).getValue();
}

/// The static size of a shape, if it has one.
std::optional<int64_t> staticSize(const IntTuple &shape) {
  auto n = algebra::tupleProduct(shape);
  if (!n || !n->isLeaf() || !n->leaf().isStatic())
    return std::nullopt;
  return n->leaf().value;
}

/// Static extents of the modes of a view's layout.
FailureOr<SmallVector<int64_t>> modeExtents(Operation *op, Value view,
                                            const char *name) {
  algebra::Layout l = viewLayout(view.getType());
  SmallVector<int64_t> out;
  for (size_t i = 0; i < l.rank(); ++i) {
    std::optional<int64_t> n = staticSize(l.shape[i]);
    if (!n) {
      op->emitOpError("cannot be unrolled: mode ")
          << i << " of the " << name << " view " << l.str()
          << " has no static size";
      return failure();
    }
    out.push_back(*n);
  }
  return out;
}

/// The digits of `index` in the mixed radix `extents`, first fastest
/// (colexicographic, CuTe's index order).
SmallVector<int64_t> digitsOf(int64_t index, ArrayRef<int64_t> extents) {
  SmallVector<int64_t> out;
  for (int64_t n : extents) {
    out.push_back(index % n);
    index /= n;
  }
  return out;
}

int64_t product(ArrayRef<int64_t> extents) {
  int64_t total = 1;
  for (int64_t n : extents)
    total *= n;
  return total;
}

/// `view` sliced at `coord`; the view itself when the coordinate keeps
/// everything. The coordinate has one entry per mode of the view; a view
/// whose shape is a single leaf takes it bare.
Value sliceAt(OpBuilder &b, Location loc, Value view,
              std::vector<IntTuple> coord) {
  if (llvm::all_of(coord, [](const IntTuple &c) {
        return llvm::all_of(c.leaves(),
                            [](const algebra::Leaf &l) { return l.isNone(); });
      }))
    return view;
  IntTuple c = coord.size() == 1 && viewLayout(view.getType()).shape.isLeaf()
                   ? coord.front()
                   : IntTuple::tuple(std::move(coord));
  Value cv = StaticOp::create(b, loc, IntTupleType::get(b.getContext(), c));
  return SliceOp::create(b, loc, view, cv);
}

/// `view` sliced at (*, rest...).
Value sliceRest(OpBuilder &b, Location loc, Value view,
                ArrayRef<int64_t> rest) {
  std::vector<IntTuple> coord{IntTuple::none()};
  for (int64_t r : rest)
    coord.push_back(IntTuple::of(r));
  return sliceAt(b, loc, view, std::move(coord));
}

/// `view` with a unit mode 1:0 in front of (`first`) or after its modes: the
/// same elements, and a mode to keep with `*` when all others are indexed.
Value withUnitMode(OpBuilder &b, Location loc, Value view, bool first) {
  MLIRContext *ctx = b.getContext();
  Value iter, layout;
  if (auto mv = view.getDefiningOp<MakeViewOp>()) {
    iter = mv.getIter();
    layout = mv.getLayout();
  } else {
    iter = GetIterOp::create(b, loc, view);
    layout = GetLayoutOp::create(b, loc, view);
  }
  Value unit = StaticOp::create(
      b, loc,
      LayoutType::get(ctx,
                      LayoutAttr::get(ctx, algebra::Layout(IntTuple::of(1),
                                                           IntTuple::of(0)))));
  Value extended =
      first ? Value(PrependOp::create(b, loc, layout, unit, IntegerAttr()))
            : Value(AppendOp::create(b, loc, layout, unit, IntegerAttr()));
  return MakeViewOp::create(b, loc, iter, extended);
}

//===----------------------------------------------------------------------===//
// fly.copy
//===----------------------------------------------------------------------===//

/// The coordinate template of a mode of shape `s` holding whole calls of `m`
/// values, as CuTe's Copy_Atom::call takes it apart: a mode of exactly one
/// call is kept (`*`); a tuple holding several keeps the calls of its first
/// sub-mode (recursively) and iterates over the others. The iterated
/// extents are appended to `slots`, innermost first, and the template holds
/// the slot number where a call index goes. Fails where a leaf holds several
/// calls (or a first sub-mode holds no whole call).
std::optional<IntTuple> callTemplate(const IntTuple &s, int64_t m,
                                     SmallVector<int64_t> &slots) {
  std::optional<int64_t> n = staticSize(s);
  if (!n || *n % m != 0)
    return std::nullopt;
  if (*n == m)
    return IntTuple::none();
  if (s.isLeaf())
    return std::nullopt;
  std::vector<IntTuple> elems;
  std::optional<IntTuple> first = callTemplate(s[0], m, slots);
  if (!first)
    return std::nullopt;
  elems.push_back(*first);
  for (size_t i = 1; i < s.rank(); ++i) {
    elems.push_back(IntTuple::of(int64_t(slots.size())));
    slots.push_back(*staticSize(s[i]));
  }
  return IntTuple::tuple(std::move(elems));
}

/// The template with its slots replaced by the call's digits.
IntTuple instantiate(const IntTuple &tmpl, ArrayRef<int64_t> digits) {
  if (tmpl.isLeaf())
    return tmpl.leaf().isNone() ? tmpl
                                : IntTuple::of(digits[tmpl.leaf().value]);
  std::vector<IntTuple> elems;
  for (const IntTuple &e : tmpl.elements())
    elems.push_back(instantiate(e, digits));
  return IntTuple::tuple(std::move(elems));
}

/// A copy operand (source or destination) prepared for slicing into calls.
struct CallViews {
  Value view;                 // possibly divided / with a unit rest mode
  IntTuple mode0;             // the call coordinate template of mode 0
  SmallVector<int64_t> slots; // its iterated extents, innermost first
  bool unitRest = false;      // a unit rest mode was appended

  /// The view of call `j` of mode 0 at rest coordinate `rest`.
  Value call(OpBuilder &b, Location loc, int64_t j,
             ArrayRef<int64_t> rest) const {
    std::vector<IntTuple> coord{instantiate(mode0, digitsOf(j, slots))};
    for (int64_t r : rest)
      coord.push_back(IntTuple::of(r));
    if (unitRest)
      coord.push_back(IntTuple::of(0));
    return sliceAt(b, loc, view, std::move(coord));
  }
};

/// Prepares `view` for calls of `m` values each on its mode 0.
FailureOr<CallViews> prepareCalls(OpBuilder &b, Location loc, CopyOp op,
                                  Value view, const char *name, int64_t m) {
  CallViews out;
  out.view = view;
  algebra::Layout l = viewLayout(view.getType());
  if (std::optional<IntTuple> t = callTemplate(l.shape[0], m, out.slots)) {
    out.mode0 = *t;
    return out;
  }
  // A leaf (or a first sub-mode) holding several calls: divide mode 0 by
  // m:1 into (calls' values, calls). A rank-1 view gets a unit rest mode
  // first, so that the divide keeps its rank.
  if (l.rank() == 1) {
    out.view = withUnitMode(b, loc, out.view, /*first=*/false);
    out.unitRest = true;
  }
  MLIRContext *ctx = b.getContext();
  size_t rank = viewLayout(out.view.getType()).rank();
  algebra::Tile tile;
  tile.elems.push_back(algebra::TileElem::ofLayout(
      algebra::Layout(IntTuple::of(m), IntTuple::of(1))));
  for (size_t i = 1; i < rank; ++i)
    tile.elems.push_back(algebra::TileElem::none());
  // The divide must exist (CuTe's divisibility conditions) before the op
  // is built: an op whose type cannot be inferred cannot be created.
  algebra::Result<algebra::Layout> divided =
      algebra::logicalDivide(viewLayout(out.view.getType()), tile);
  if (!divided)
    return op.emitOpError("cannot be unrolled: mode 0 of the ")
           << name << " view " << l.str() << " cannot be split into calls of "
           << m << " values: " << divided.error();
  Value tileValue =
      StaticOp::create(b, loc, TileType::get(ctx, TileAttr::get(ctx, tile)));
  out.view = LogicalDivideOp::create(b, loc, out.view, tileValue);
  out.slots.clear();
  std::optional<IntTuple> t =
      callTemplate(viewLayout(out.view.getType()).shape[0], m, out.slots);
  if (!t)
    return op.emitOpError("cannot be unrolled: mode 0 of the ")
           << name << " view " << l.str() << " cannot be split into calls of "
           << m << " values";
  out.mode0 = *t;
  return out;
}

LogicalResult expandCopy(CopyOp op, RewriterBase &rewriter) {
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  Value atom = atomOfTiled(rewriter, loc, op.getCopyAtom());
  auto copyAtom = cast<CopyAtomType>(atom.getType());
  Value src = op.getSrc(), dst = op.getDst(), pred = op.getPred();

  // A whole-tile atom moves the whole views in one call.
  int64_t valBits = copyAtom.getValBits(), copyBits = copyAtom.getCopyBits();
  if (valBits == 0 || copyBits == 0) {
    CopyAtomCallOp::create(rewriter, loc, atom, src, dst, pred);
    rewriter.eraseOp(op);
    return success();
  }
  if (copyBits % valBits != 0)
    return op.emitOpError("cannot be unrolled: one call of ")
           << copyAtom << " moves " << copyBits
           << " bits, not a whole number of its " << valBits << "-bit values";
  int64_t m = copyBits / valBits;

  FailureOr<SmallVector<int64_t>> srcModes = modeExtents(op, src, "source");
  FailureOr<SmallVector<int64_t>> dstModes =
      modeExtents(op, dst, "destination");
  if (failed(srcModes) || failed(dstModes))
    return failure();
  // Views of exactly one call (rank-1 (V) fragments, or (4,1)-like ones
  // without repetition): one call on the whole views, which the lowering
  // guards with the predicate's first element.
  // A one-element memory view is the start address of one call (FlyDSL's
  // rule; CopyOp's verifier accepted the pair).
  int64_t srcSize = product(*srcModes), dstSize = product(*dstModes);
  if ((srcSize == m && dstSize == m) ||
      (srcSize != dstSize && (srcSize == 1 || dstSize == 1))) {
    CopyAtomCallOp::create(rewriter, loc, atom, src, dst, pred);
    rewriter.eraseOp(op);
    return success();
  }
  if (*srcModes != *dstModes)
    return op.emitOpError("cannot be unrolled: source and destination modes "
                          "differ");
  int64_t size0 = srcModes->front();
  if (size0 % m != 0)
    return op.emitOpError("cannot be unrolled: mode 0 of the views holds ")
           << size0 << " values, not a whole number of calls of " << copyAtom
           << " (" << m << " values each)";
  int64_t calls0 = size0 / m;
  SmallVector<int64_t> rest(srcModes->begin() + 1, srcModes->end());

  // The predicate's form, from its modes.
  PredForm predForm = PredForm::PerValue;
  if (pred) {
    FailureOr<SmallVector<int64_t>> predModes =
        modeExtents(op, pred, "predicate");
    if (failed(predModes))
      return failure();
    // The verifier has checked the same rule (CopyPredicate.h); IR built
    // without it is reported here.
    std::optional<PredForm> form =
        copyPredicateForm(*srcModes, *predModes, m);
    if (!form)
      return op.emitOpError("cannot be unrolled: the predicate ")
             << viewLayout(pred.getType()).str()
             << " has neither the views' modes, one element per call ("
             << calls0 << ") in mode 0 with their rest modes, nor just their "
             << "rest modes";
    predForm = *form;
  }

  FailureOr<CallViews> srcCalls =
      prepareCalls(rewriter, loc, op, src, "source", m);
  if (failed(srcCalls))
    return failure();
  FailureOr<CallViews> dstCalls =
      prepareCalls(rewriter, loc, op, dst, "destination", m);
  if (failed(dstCalls))
    return failure();
  // The predicate gets a unit mode in front: the one element of a call is
  // then a slice (*, element of mode 0, rest...).
  Value predView =
      pred ? withUnitMode(rewriter, loc, pred, /*first=*/true) : Value();

  SmallVector<int64_t> restExtents(rest);
  for (int64_t i = 0, n = product(restExtents); i < n; ++i) {
    SmallVector<int64_t> r = digitsOf(i, restExtents);
    for (int64_t j = 0; j < calls0; ++j) {
      Value s = srcCalls->call(rewriter, loc, j, r);
      Value d = dstCalls->call(rewriter, loc, j, r);
      Value p;
      if (pred) {
        std::vector<IntTuple> coord{IntTuple::none()};
        if (predForm == PredForm::PerValue)
          coord.push_back(IntTuple::of(j * m));
        else if (predForm == PredForm::PerCall)
          coord.push_back(IntTuple::of(j));
        for (int64_t x : r)
          coord.push_back(IntTuple::of(x));
        p = sliceAt(rewriter, loc, predView, std::move(coord));
      }
      CopyAtomCallOp::create(rewriter, loc, atom, s, d, p);
    }
  }
  rewriter.eraseOp(op);
  return success();
}

//===----------------------------------------------------------------------===//
// fly.gemm
//===----------------------------------------------------------------------===//

/// The number of values one thread holds in one call of the atom for a
/// thread-value layout (its value mode's size).
std::optional<int64_t> valuesPerCall(LayoutAttr tv) {
  algebra::Layout l = tv.getValue();
  if (l.rank() < 2)
    return staticSize(l.shape);
  return staticSize(l.shape[1]);
}

/// The (m, n, k) of every call of a gemm of M x N x K calls, in order.
///
/// A traversal order names the loops as FlyDSL does, fastest first: `mnk`
/// runs m innermost and k outermost; without one the order is `nmk` (n
/// innermost, then m, then k). A `_serpentine` order runs the middle loop
/// backwards on odd passes of the outer one, and the innermost loop
/// backwards on odd passes of the two outer ones together.
///
/// A traversal layout L (static, of size M*N*K) gives call i at
/// (m, n, k) = the colexicographic coordinate of L(i) in (M, N, K); it must
/// visit every call exactly once.
FailureOr<SmallVector<std::array<int64_t, 3>>>
traversal(GemmOp op, int64_t M, int64_t N, int64_t K) {
  SmallVector<std::array<int64_t, 3>> out;
  int64_t total = M * N * K;
  if (Value tl = op.getTraversalLayout()) {
    auto type = dyn_cast<LayoutType>(tl.getType());
    algebra::Layout l = type ? type.getAttr().getValue() : algebra::Layout();
    std::optional<int64_t> size = staticSize(l.shape);
    if (!type || !l.isStatic() || size != total)
      return op.emitOpError("cannot be unrolled: the traversal layout ")
             << (type ? l.str() : std::string("?"))
             << " must be static and of size M*N*K = " << total;
    SmallVector<bool> seen(total, false);
    for (int64_t i = 0; i < total; ++i) {
      algebra::Result<int64_t> idx = algebra::evalStatic(l, i);
      if (!idx || *idx < 0 || *idx >= total || seen[*idx])
        return op.emitOpError("cannot be unrolled: the traversal layout ")
               << l.str() << " does not visit each of the " << total
               << " calls exactly once (index " << i << ")";
      seen[*idx] = true;
      SmallVector<int64_t> mnk = digitsOf(*idx, {M, N, K});
      out.push_back({mnk[0], mnk[1], mnk[2]});
    }
    return out;
  }
  GemmTraversalOrder order = GemmTraversalOrder::NMK;
  if (auto o = op.getTraversalOrderAttr())
    order = o.getValue();
  std::string name = stringifyGemmTraversalOrder(order).str();
  bool serpentine = name.size() > 3;
  // Outer to inner: the letters reversed.
  std::string loops(name.rbegin() + (name.size() - 3), name.rend());
  auto extent = [&](char dim) { return dim == 'm' ? M : dim == 'n' ? N : K; };
  int64_t e0 = extent(loops[0]), e1 = extent(loops[1]), e2 = extent(loops[2]);
  for (int64_t i0 = 0; i0 < e0; ++i0)
    for (int64_t j1 = 0; j1 < e1; ++j1) {
      int64_t i1 = serpentine && i0 % 2 == 1 ? e1 - 1 - j1 : j1;
      for (int64_t j2 = 0; j2 < e2; ++j2) {
        int64_t i2 = serpentine && (i0 * e1 + j1) % 2 == 1 ? e2 - 1 - j2 : j2;
        int64_t idx[3] = {i0, i1, i2};
        std::array<int64_t, 3> mnk{};
        for (int dim = 0; dim < 3; ++dim)
          mnk[loops[dim] == 'm' ? 0 : loops[dim] == 'n' ? 1 : 2] = idx[dim];
        out.push_back(mnk);
      }
    }
  return out;
}

LogicalResult expandGemm(GemmOp op, RewriterBase &rewriter) {
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  Value atom = atomOfTiled(rewriter, loc, op.getMmaAtom());
  auto mma = cast<MmaAtomType>(atom.getType());
  Value d = op.getD(), a = op.getA(), b = op.getB(), c = op.getC();

  // Fragments of exactly one call: one call on the whole views.
  size_t ra = viewLayout(a.getType()).rank(),
         rb = viewLayout(b.getType()).rank(),
         rc = viewLayout(c.getType()).rank();
  auto holds = [](Value v, std::optional<int64_t> n) {
    return n && staticSize(viewLayout(v.getType()).shape) == n;
  };
  std::optional<int64_t> va = valuesPerCall(mma.getLayoutA()),
                         vb = valuesPerCall(mma.getLayoutB()),
                         vc = valuesPerCall(mma.getLayoutC());
  if ((ra == 1 && rb == 1 && rc == 1) ||
      (holds(a, va) && holds(b, vb) && holds(c, vc) && holds(d, vc))) {
    MmaAtomCallOp::create(rewriter, loc, atom, d, a, b, c);
    rewriter.eraseOp(op);
    return success();
  }

  // CuTe's dispatch to (V,M,K) x (V,N,K) => (V,M,N).
  auto prepend = [&](Value v) { return withUnitMode(rewriter, loc, v, true); };
  auto append = [&](Value v) { return withUnitMode(rewriter, loc, v, false); };
  if (ra == 1 && rb == 1 && rc == 2) { // (M) x (N) => (M,N)
    a = prepend(append(a));
    b = prepend(append(b));
    c = prepend(c);
    d = prepend(d);
  } else if (ra == 2 && rb == 2 && rc == 2) { // (M,K) x (N,K) => (M,N)
    a = prepend(a);
    b = prepend(b);
    c = prepend(c);
    d = prepend(d);
  } else if (ra == 2 && rb == 2 && rc == 3) { // (V,M) x (V,N) => (V,M,N)
    a = append(a);
    b = append(b);
  } else if (ra != 3 || rb != 3 || rc != 3) {
    return op.emitOpError("cannot be unrolled: a, b and c of ranks ")
           << ra << ", " << rb << " and " << rc
           << " are none of CuTe's gemm forms: (V) x (V) => (V), (M) x (N) "
              "=> (M,N), (M,K) x (N,K) => (M,N), (V,M) x (V,N) => (V,M,N), "
              "(V,M,K) x (V,N,K) => (V,M,N)";
  }
  FailureOr<SmallVector<int64_t>> ea = modeExtents(op, a, "a");
  FailureOr<SmallVector<int64_t>> eb = modeExtents(op, b, "b");
  FailureOr<SmallVector<int64_t>> ec = modeExtents(op, c, "c");
  if (failed(ea) || failed(eb) || failed(ec))
    return failure();
  int64_t M = (*ec)[1], N = (*ec)[2], K = (*ea)[2];
  if ((*ea)[1] != M || (*eb)[1] != N || (*eb)[2] != K)
    return op.emitOpError("cannot be unrolled: as (V,M,K), (V,N,K) and "
                          "(V,M,N), a has M = ")
           << (*ea)[1] << " and K = " << K << ", b has N = " << (*eb)[1]
           << " and K = " << (*eb)[2] << ", c has M = " << M
           << " and N = " << N;
  FailureOr<SmallVector<std::array<int64_t, 3>>> visits =
      traversal(op, M, N, K);
  if (failed(visits))
    return failure();
  // The (m,n) already accumulated into d: the first visit of each reads c
  // (with serpentine orders that visit may be at k = K-1).
  llvm::DenseSet<std::pair<int64_t, int64_t>> visited;
  for (auto [m, n, k] : *visits) {
    Value dv = sliceRest(rewriter, loc, d, {m, n});
    Value av = sliceRest(rewriter, loc, a, {m, k});
    Value bv = sliceRest(rewriter, loc, b, {n, k});
    // The first step at (m,n) accumulates into c, later ones into d.
    bool first = visited.insert({m, n}).second;
    Value cv = first ? sliceRest(rewriter, loc, c, {m, n}) : dv;
    MmaAtomCallOp::create(rewriter, loc, atom, dv, av, bv, cv);
  }
  rewriter.eraseOp(op);
  return success();
}

} // namespace

LogicalResult expandCopyAndGemm(Operation *root, RewriterBase &rewriter) {
  SmallVector<Operation *> ops;
  root->walk([&](Operation *op) {
    if (isa<CopyOp, GemmOp>(op))
      ops.push_back(op);
  });
  bool ok = true;
  for (Operation *op : ops) {
    if (auto copy = dyn_cast<CopyOp>(op))
      ok &= succeeded(expandCopy(copy, rewriter));
    else
      ok &= succeeded(expandGemm(cast<GemmOp>(op), rewriter));
  }
  return success(ok);
}

namespace {

struct FlyExpandCopyGemmPass
    : impl::FlyExpandCopyGemmPassBase<FlyExpandCopyGemmPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    if (failed(expandCopyAndGemm(getOperation(), rewriter)))
      signalPassFailure();
  }
};

} // namespace

} // namespace mlir::fly
