//===- Composition.cpp - R = A o B ----------------------------------------===//
//
// docs/reference/algebra.md#composition.
// CuTe's algorithm in FlyDSL's form: coalesce A, distribute over the modes
// of B, and for each mode s:d of B divide the stride d out of A's modes,
// then take s elements ("mod out"), the last mode of A absorbing the rest.
// The stride and shape divisibility conditions are diagnosed while walking;
// fully static results are then checked index by index against A(B(i)),
// which also catches the distributivity failures no local check sees.
//
//===----------------------------------------------------------------------===//
#include "Composition.h"
#include "StaticEval.h"

#include <mutex>
#include <unordered_set>

namespace fly::layout {
namespace detail {
namespace {

std::string str(const Leaf &l) { return leafToString(l); }

// What composition assumes of dynamic leaves (Expr.h, AssumedCondition).
std::string strideAssumption(const std::string &where, size_t mode) {
  return where + "stride divisibility: the remaining stride and the shape of "
                 "mode " +
         std::to_string(mode) +
         " of the layout divide one another, or the rest ends inside it";
}
std::string shapeAssumption(const std::string &where, size_t mode) {
  return where + "shape divisibility: the remaining shape is divisible by "
                 "the extent it takes from mode " +
         std::to_string(mode) + " of the layout";
}

Layout leafLayout(const Leaf &s, const Leaf &d) {
  // A size-1 result mode gets stride 0 (FlyDSL's form).
  return Layout(IntTuple(s), s.is(1) ? IntTuple::of(0) : IntTuple(d));
}

/// Which mode of the inner layout is being composed, for messages. The
/// text is built only when a message needs it: distribute visits every
/// mode, and most compositions succeed.
struct ModeWhere {
  const std::string &prefix;
  const std::vector<size_t> &path;
  std::string str() const {
    std::string w = prefix;
    if (!path.empty())
      w += "mode " + modePathText(path) + " of the inner layout: ";
    return w;
  }
};

Result<Layout> composeMode(const std::vector<Mode> &a, const Leaf &bs,
                           const Leaf &bd, const ModeWhere &where) {
  if (bs.isNone() || bd.isNone())
    return fail(where.str() + "'*' is not a layout leaf");
  if (bd.is(0))
    return Layout(IntTuple(bs), IntTuple(bd));
  if (a.size() == 1) {
    FLY_TRY(d, leafMul(a[0].stride, bd));
    return leafLayout(bs, d);
  }
  Leaf restShape = bs, restStride = bd;
  std::vector<Mode> out;
  for (size_t i = 0; i + 1 < a.size(); ++i) {
    if (restShape.is(1))
      break;
    const Leaf &si = a[i].shape, &di = a[i].stride;
    if (si.isStatic() && restStride.isStatic() && !restStride.isBasis() &&
        si.value > 0 && restStride.value > 0) {
      int64_t rs = restStride.value, s = si.value;
      // Stride divisibility, unless the rest of B ends inside this mode.
      if (rs % s != 0 && s % rs != 0) {
        int64_t inside = (s + rs - 1) / rs;
        if (!(restShape.isStatic() && restShape.value <= inside))
          return fail(where.str() + "stride " + std::to_string(rs) +
                      " does not divide shape " + std::to_string(s) +
                      " of mode " + std::to_string(i) + " of the layout");
      }
    } else if (!restStride.isBasis() && !restStride.is(1) &&
               recordingConditions()) {
      // Dynamic: assumed, as in CuTe (a stride of 1 divides every shape).
      // Recorded for the runtime checks (type inference records nothing,
      // and builds neither the condition nor its text).
      ExprRef es = si.valueExpr(), ers = restStride.valueExpr(),
              erest = restShape.valueExpr();
      if (es && ers && erest) {
        ExprRef zero = exprConst(0, 32);
        ExprRef divides = exprBinary(
            ExprOp::Or,
            exprBinary(ExprOp::CmpEq, exprBinary(ExprOp::Rem, ers, es), zero),
            exprBinary(ExprOp::CmpEq, exprBinary(ExprOp::Rem, es, ers), zero));
        ExprRef inside =
            exprBinary(ExprOp::CmpLe, erest,
                       exprBinary(ExprOp::CeilDiv, es, ers));
        recordCondition(exprBinary(ExprOp::Or, divides, inside),
                        strideAssumption(where.str(), i));
      } else {
        recordUnstatableCondition(strideAssumption(where.str(), i));
      }
    }
    FLY_TRY(nextShape, leafCeilDiv(si, restStride));
    FLY_TRY(nextStride, leafCeilDiv(restStride, si));
    if (nextShape.is(1)) {
      restStride = nextStride;
      continue;
    }
    FLY_TRY(newShape, leafMin(nextShape, restShape));
    FLY_TRY(newStride, leafMul(restStride, di));
    if (newShape.isStatic() && restShape.isStatic() && newShape.value > 0 &&
        restShape.value % newShape.value != 0)
      return fail(where.str() + "shape " + str(restShape) +
                  " is not divisible by the extent " + str(newShape) +
                  " it takes from mode " + std::to_string(i) + " of the layout");
    if (!(newShape.isStatic() && restShape.isStatic()) &&
        recordingConditions()) {
      ExprRef en = newShape.valueExpr(), erest = restShape.valueExpr();
      if (en && erest)
        recordCondition(exprBinary(ExprOp::CmpEq,
                                   exprBinary(ExprOp::Rem, erest, en),
                                   exprConst(0, 32)),
                        shapeAssumption(where.str(), i));
      else
        recordUnstatableCondition(shapeAssumption(where.str(), i));
    }
    out.push_back(Mode{newShape, newStride});
    FLY_TRY(rs2, leafDiv(restShape, newShape));
    restShape = rs2;
    restStride = nextStride;
  }
  if (!out.empty() && restShape.is(1)) {
    if (out.size() == 1)
      return leafLayout(out[0].shape, out[0].stride);
    return zeroSize1Strides(fromModes(out));
  }
  FLY_TRY(lastStride, leafMul(restStride, a.back().stride));
  if (out.empty())
    return leafLayout(restShape, lastStride);
  out.push_back(Mode{restShape, lastStride});
  return zeroSize1Strides(fromModes(out));
}


Result<Layout> distribute(const std::vector<Mode> &a, const IntTuple &bs,
                          const IntTuple &bd, const std::string &where,
                          std::vector<size_t> &path, int depth) {
  if (depth > kMaxAlgebraDepth)
    return depthFailure("composition");
  if (bs.isLeaf()) {
    ModeWhere w{where, path};
    if (!bd.isLeaf())
      return fail(w.str() + "shape and stride are not congruent");
    return composeMode(a, bs.leaf(), bd.leaf(), w);
  }
  if (bd.isLeaf() || bd.rank() != bs.rank())
    return fail(where + "inner shape " + bs.str() + " and stride " + bd.str() +
                " are not congruent");
  std::vector<Layout> modes;
  for (size_t i = 0; i < bs.rank(); ++i) {
    path.push_back(i);
    auto r = distribute(a, bs[i], bd[i], where, path, depth + 1);
    path.pop_back();
    if (!r)
      return r;
    modes.push_back(std::move(r).value());
  }
  return pairLayouts(modes);
}

/// The memo of checkComposition: compositions (printed "A o B") whose
/// brute-force check passed. Shared by all threads (MLIR verifies functions
/// in parallel); bounded so a long-running embedder does not grow it
/// without limit.
std::mutex admissibleMutex;
std::unordered_set<std::string> admissibleSet;
constexpr size_t kMemoMaxEntries = 1 << 16;

bool admissibleCompositionsContain(const std::string &key) {
  std::lock_guard<std::mutex> lock(admissibleMutex);
  return admissibleSet.count(key) != 0;
}

void rememberAdmissibleComposition(std::string key) {
  std::lock_guard<std::mutex> lock(admissibleMutex);
  if (admissibleSet.size() >= kMemoMaxEntries)
    admissibleSet.clear();
  admissibleSet.insert(std::move(key));
}

bool hasNegativeStride(const Layout &l) {
  for (const auto &m : flatModes(l))
    if (m.stride.value < 0)
      return true;
  return false;
}

} // namespace

Result<int> checkComposition(const Layout &a, const Layout &b, const Layout &r,
                             const std::string &where) {
  if (!isPlainStatic(a) || !isPlainStatic(b) || !isPlainStatic(r))
    return 0;
  if (!a.shape.congruent(a.stride) || !b.shape.congruent(b.stride) ||
      !r.shape.congruent(r.stride))
    return 0;
  if (hasNegativeStride(b) || hasNegativeStride(a))
    return 0;
  auto size = sizeLeaf(b.shape);
  if (!size || size->value > kBruteForceLimit || size->value < 0)
    return 0;
  // The same static compositions recur (every tiled copy/MMA partition
  // composes the same TV layouts, and lowering re-evaluates what the
  // verifier already checked): remember the admissible ones. r is a
  // function of a and b, so they are the key. Small checks are cheaper than
  // the key.
  constexpr int64_t kMemoMinSize = 256;
  std::string key;
  if (size->value >= kMemoMinSize) {
    key = a.str() + " o " + b.str();
    if (admissibleCompositionsContain(key))
      return 0;
  }
  StaticEvaluator evalA(a), evalB(b), evalR(r);
  for (int64_t i = 0; i < size->value; ++i) {
    int64_t bi = 0, abi = 0, ri = 0;
    if (!evalB.eval(i, bi) || !evalA.eval(bi, abi) || !evalR.eval(i, ri))
      return fail(where + "index arithmetic overflows 64 bits at index " +
                  std::to_string(i));
    if (ri != abi)
      return fail(where + "composition of " + a.str() + " with " + b.str() +
                  " is not admissible: at index " + std::to_string(i) +
                  " the computed layout " + r.str() + " gives " +
                  std::to_string(ri) + " but A(B(" + std::to_string(i) +
                  ")) = A(" + std::to_string(bi) + ") = " + std::to_string(abi));
  }
  if (!key.empty())
    rememberAdmissibleComposition(std::move(key));
  return 0;
}

Result<Layout> composeRaw(const Layout &a, const Layout &b,
                          const std::string &where) {
  if (tooDeep(a.shape) || tooDeep(b.shape) || tooDeep(a.stride) ||
      tooDeep(b.stride))
    return depthFailure("composition");
  if (!a.shape.congruent(a.stride))
    return fail(where + "layout shape " + a.shape.str() + " and stride " +
                a.stride.str() + " are not congruent");
  FLY_TRY(ca, coalesce(a));
  std::vector<Mode> modes = flatModes(ca);
  std::vector<size_t> path;
  FLY_TRY(r, distribute(modes, b.shape, b.stride, where, path, 0));
  FLY_TRY(ok, checkComposition(a, b, r, where));
  (void)ok;
  return r;
}

Result<std::vector<Layout>> applyTileByMode(const Layout &a,
                                            const std::vector<TileElem> &t,
                                            const std::string &where,
                                            int depth, const char *what,
                                            ModeOpFn apply,
                                            TileOpFn applyTile) {
  if (depth > kMaxAlgebraDepth)
    return depthFailure(what);
  if (t.size() > a.rank())
    return fail(where + "tile of rank " + std::to_string(t.size()) +
                " is larger than the layout rank " + std::to_string(a.rank()));
  std::vector<Layout> modes;
  for (size_t i = 0; i < a.rank(); ++i) {
    Layout ai = a.shape.isLeaf() ? a : a.mode(i);
    if (i >= t.size() || t[i].kind == TileElem::Kind::None) {
      modes.push_back(ai);
      continue;
    }
    std::string w = where + "mode " + std::to_string(i) + " of the tile: ";
    Result<Layout> r = fail("");
    switch (t[i].kind) {
    case TileElem::Kind::Int:
      if (t[i].n <= 0)
        return fail(w + "tile extent " + std::to_string(t[i].n) +
                    " must be positive");
      r = apply(ai, Layout(IntTuple::of(t[i].n), IntTuple::of(1)), w);
      break;
    case TileElem::Kind::Layout: {
      auto v = validate(t[i].layout, "tile element");
      if (!v)
        return fail(w + v.error());
      r = apply(ai, t[i].layout, w);
    }
      break;
    case TileElem::Kind::Tile:
      r = applyTile(ai, t[i].sub, w, depth + 1);
      break;
    case TileElem::Kind::None:
      break;
    }
    if (!r)
      return r.failure();
    modes.push_back(std::move(r).value());
  }
  return modes;
}

Result<Layout> composeTileRaw(const Layout &a, const std::vector<TileElem> &t,
                              const std::string &where, int depth) {
  FLY_TRY(modes, applyTileByMode(a, t, where, depth, "composition",
                                 composeRaw, composeTileRaw));
  if (a.shape.isLeaf())
    return modes[0];
  return pairLayouts(modes);
}

} // namespace detail

Result<Layout> composition(const Layout &a, const Layout &b) {
  FLY_TRY(v_a, detail::validate(a, "layout"));
  (void)v_a;
  FLY_TRY(v_b, detail::validate(b, "inner layout"));
  (void)v_b;
  FLY_TRY(r, detail::composeRaw(a, b, ""));
  return detail::resultForm(r);
}

Result<Layout> composition(const Layout &a, const Tile &b) {
  if (std::optional<Layout> whole = b.leafLayout())
    return composition(a, *whole);
  FLY_TRY(v_a, detail::validate(a, "layout"));
  (void)v_a;
  FLY_TRY(r, detail::composeTileRaw(a, b.elems, "", 0));
  return detail::resultForm(r);
}

} // namespace fly::layout
