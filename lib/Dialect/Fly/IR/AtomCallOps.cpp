//===- AtomCallOps.cpp - Verifiers of atom calls, copy, gemm and stores ---===//
//
// docs/reference/printed-forms.md#diagnostics: atom/tensor element types,
// value widths against atom
// bits, static rest sizes for the unrolled copy and gemm, and gemm fragment
// shapes are checked here, each mismatch a diagnostic naming the operand.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/AlgebraDiagnostics.h"
#include "fly/Dialect/Fly/IR/AlgebraTypes.h"

#include "fly/Dialect/Fly/IR/CopyPredicate.h"

#include "BodySyntax.h"

using namespace mlir;
using namespace mlir::fly;

// Helpers live in mlir::fly so that MemRefType is the fly one.
namespace mlir::fly {
namespace {

/// The outermost plain layout of a memref.
algebra::Layout viewLayout(MemRefType memref) {
  if (auto c = dyn_cast<ComposedLayoutAttr>(memref.getLayout()))
    return c.getValue().outerLayout();
  return cast<LayoutAttr>(memref.getLayout()).getValue();
}

/// The static size of a memref's view, if static.
std::optional<int64_t> staticSize(MemRefType memref) {
  auto size = algebra::layoutSize(viewLayout(memref));
  if (!size || !size->isLeaf() || !size->leaf().isStatic())
    return std::nullopt;
  return size->leaf().value;
}

int64_t elementBits(Type t) {
  return PointerType::getElementBits(t).value_or(0);
}

/// Whether an MMA operand element `given` is acceptable for the value type
/// `want` of `atom`: the type itself, or, for a float narrower than 16 bits
/// (fp8, bf8, fp6, fp4), a signless integer of its width or i32 words of
/// several values (four fp8 values a word). FlyDSL's
/// front end keeps such data as raw integers, and a target MMA instruction
/// reads the bits of each lane's values in the format the atom names; the
/// lowering moves the operand's bits (their total is the atom's). The
/// universal FMA computes with the element type itself, so it takes exactly
/// that type.
bool isMmaOperandElement(MmaAtomType atom, Type given, Type want) {
  if (given == want)
    return true;
  auto raw = dyn_cast<IntegerType>(given);
  return raw && raw.isSignless() && isa<FloatType>(want) &&
         want.getIntOrFloatBitWidth() < 16 &&
         (raw.getWidth() == want.getIntOrFloatBitWidth() ||
          raw.getWidth() == 32) &&
         !isa<UniversalFmaType>(atom.getMmaOp());
}

/// The raw-integer form a narrow float value type also accepts, as a hint
/// for the diagnostic ("" for other types).
std::string rawBitsHint(MmaAtomType atom, Type want) {
  if (!isa<FloatType>(want) || want.getIntOrFloatBitWidth() >= 16 ||
      isa<UniversalFmaType>(atom.getMmaOp()))
    return "";
  return " (or i" + std::to_string(want.getIntOrFloatBitWidth()) +
         " holding its bits, or i32 words of several)";
}

/// Every mode of the view must be static: copy and gemm unroll over it.
LogicalResult
requireStaticShape(const char *name, MemRefType memref,
                   function_ref<InFlightDiagnostic()> emitOpError) {
  algebra::Layout l = viewLayout(memref);
  if (!l.shape.isStatic())
    return emitOpError() << "the "
           << name << " view " << l.str()
           << " must have a static shape: the op is unrolled at compile time";
  return success();
}

/// Whether `view` is a start address for one call of `atom` (FlyDSL's
/// rule): a memory (non-register) view of exactly one element, which stands
/// for the call's `copyBits / elementBits` consecutive elements from it, as
/// FlyDSL's copy lowering reads only the pointer of a memory view. `other`
/// is the register side, which holds exactly one call's bits in elements
/// of the atom's value width (or whole bytes dividing it); the two element
/// types may differ, the bits being reinterpreted (i32 words from an f16
/// address).
bool isStartAddressView(MemRefType view, MemRefType other, CopyAtomType atom) {
  if (atom.isWholeTile() ||
      view.getFlyAddressSpace() == AddressSpace::Register ||
      other.getFlyAddressSpace() != AddressSpace::Register)
    return false;
  std::optional<int64_t> size = staticSize(view), otherSize = staticSize(other);
  int64_t bits = elementBits(view.getElemType());
  int64_t otherBits = elementBits(other.getElemType());
  int64_t valBits = atom.getValBits();
  bool values = otherBits == valBits ||
                (otherBits > 0 && otherBits % 8 == 0 && valBits % otherBits == 0);
  return size == 1 && otherSize && *otherSize > 1 && bits > 0 && values &&
         atom.getCopyBits() % bits == 0 &&
         *otherSize * otherBits == atom.getCopyBits();
}

/// A whole-tile atom's valBits, when not 0, is the element width of the
/// tensor it copies (FlyDSL's make_copy_atom writes it so).
template <typename OpT>
LogicalResult checkWholeTileValBits(OpT op, CopyAtomType atom, MemRefType src,
                                    MemRefType dst) {
  int64_t valBits = atom.getValBits();
  if (valBits == 0)
    return success();
  for (auto [name, memref] : {std::pair<const char *, MemRefType>{"source", src},
                              {"destination", dst}})
    if (elementBits(memref.getElemType()) != valBits)
      return op.emitOpError("the ")
             << name << " element type " << memref.getElemType() << " is not "
             << valBits << " bits wide, the width the whole-tile atom "
             << atom << " names";
  return success();
}

/// A copy's predicate, checked where the op is written rather than when it
/// is unrolled: a view of i1 with a static shape in one of the forms
/// fly.copy's expansion takes (lib/Dialect/Fly/Transforms/ExpandCopyGemm.cpp):
/// the views' modes (one flag per value, the first of a call's values
/// guarding it), one flag per call in mode 0 with the views' rest modes, or
/// the rest modes alone. Each error names the shapes that would do.
LogicalResult verifyCopyPredicate(CopyOp op, CopyAtomType atom,
                                  MemRefType src, MemRefType dst,
                                  MemRefType pred) {
  if (!pred.getElemType().isInteger(1))
    return op.emitOpError("the predicate must hold i1, not ")
           << pred.getElemType()
           << " (compare into i1 values and store them in an i1 fragment)";
  algebra::Layout lp = viewLayout(pred);
  if (!lp.shape.isStatic())
    return op.emitOpError("the predicate ")
           << lp.str() << " must have a static shape: one flag per call";
  int64_t valBits = atom.getValBits(), copyBits = atom.getCopyBits();
  if (valBits == 0 || copyBits == 0 || copyBits % valBits != 0)
    return success(); // a whole-tile atom: one call, its first flag guards it
  int64_t m = copyBits / valBits;
  algebra::Layout ls = viewLayout(src), ld = viewLayout(dst);
  std::optional<int64_t> srcSize = staticSize(src), dstSize = staticSize(dst);
  if (!srcSize || !dstSize)
    return success();
  // One call on the whole views (or a start address): the first flag.
  if ((*srcSize == m && *dstSize == m) ||
      (*srcSize != *dstSize && (*srcSize == 1 || *dstSize == 1)))
    return success();
  auto modes = [](const algebra::Layout &l) {
    SmallVector<int64_t> out;
    for (size_t i = 0; i < l.rank(); ++i) {
      auto n = algebra::tupleProduct(l.shape[i]);
      out.push_back(n && n->isLeaf() && n->leaf().isStatic() ? n->leaf().value
                                                             : -1);
    }
    return out;
  };
  SmallVector<int64_t> sm = modes(ls), dm = modes(ld), pm = modes(lp);
  if (sm != dm || sm.empty() || sm.front() % m != 0)
    return success(); // the expansion names what is wrong with the views
  if (copyPredicateForm(sm, pm, m))
    return success();
  ArrayRef<int64_t> rest = ArrayRef(sm).drop_front();
  int64_t calls0 = sm.front() / m;
  auto shapeOf = [](ArrayRef<int64_t> ext) {
    std::string out = ext.size() == 1 ? "" : "(";
    for (size_t i = 0; i < ext.size(); ++i)
      out += (i ? "," : "") + std::to_string(ext[i]);
    return ext.size() == 1 ? out : out + ")";
  };
  SmallVector<int64_t> perCall(sm);
  perCall.front() = calls0;
  auto diag = op.emitOpError("the predicate ")
              << lp.str() << " does not fit the views' modes "
              << shapeOf(sm) << ": give it the shape " << shapeOf(sm)
              << " (a flag per value)";
  if (calls0 != sm.front())
    diag << ", " << shapeOf(perCall) << " (a flag per call of " << m
         << " values)";
  if (!rest.empty())
    diag << " or " << shapeOf(rest) << " (a flag per rest coordinate)";
  return diag;
}

/// The target's rules on an MMA's A and B views (wgmma reads them in a fixed
/// shared-memory form); `firstMode`: mode 0 of each is one call's operand.
LogicalResult verifyMmaOperandViews(Operation *op, MmaAtomType atom, Type a,
                                    Type b, bool firstMode) {
  MmaOpTypeInterface mma = atom.getMmaOpInterface();
  for (auto [role, t] : {std::pair<StringRef, Type>{"A", a}, {"B", b}})
    if (failed(mma.verifyOperandView(role, t, firstMode,
                                     [&] { return op->emitOpError(); })))
      return failure();
  return success();
}

} // namespace
} // namespace mlir::fly

LogicalResult CopyAtomCallOp::verify() {
  auto atom = cast<CopyAtomType>(getCopyAtom().getType());
  if (Value pred = getPred()) {
    auto p = cast<MemRefType>(pred.getType());
    if (!p.getElemType().isInteger(1))
      return emitOpError("the predicate must hold i1, not ")
             << p.getElemType();
  }
  // A coordinate-tensor source names the tile by its coordinates: only a
  // whole-tile atom (one that reads through its own descriptor) takes one.
  if (isa<CoordTensorType>(getSrc().getType())) {
    if (!atom.isWholeTile())
      return emitOpError("a coordinate-tensor source needs a whole-tile atom "
                         "(valBits = 0, such as a TMA load), not ")
             << atom;
    return success();
  }
  auto src = cast<MemRefType>(getSrc().getType());
  auto dst = cast<MemRefType>(getDst().getType());
  int64_t valBits = atom.getValBits();
  if (atom.isWholeTile()) // the view is the unit
    return checkWholeTileValBits(*this, atom, src, dst);
  // Each element position of a view holds one valBits-bit value: an element
  // of that width, or (a value wider than the element, e.g. a 128-bit atom
  // on f32 views) valBits / elementBits consecutive elements of whole bytes
  // from the position. The views hold a whole number of calls' worth of
  // values, the same on both sides (a register fragment of several calls is
  // copied call by call).
  int64_t copyBits = atom.getCopyBits();
  // A one-element memory view with a register side of one call: the call
  // reads or writes from that element on.
  if (isStartAddressView(src, dst, atom) || isStartAddressView(dst, src, atom))
    return success();
  std::optional<int64_t> values[2];
  for (auto [i, name, memref] :
       {std::tuple<int, const char *, MemRefType>{0, "source", src},
        {1, "destination", dst}}) {
    int64_t bits = elementBits(memref.getElemType());
    bool wideValues = bits > 0 && bits % 8 == 0 && valBits % bits == 0;
    if (bits != valBits && !wideValues)
      return emitOpError("the ")
             << name << " element type " << memref.getElemType()
             << " is not " << valBits
             << " bits wide, as the atom's values are, nor whole bytes "
                "dividing them";
    values[i] = staticSize(memref);
    if (!values[i])
      return emitOpError("the ") << name << " view of one atom call must "
                                 << "have a static size";
    if (*values[i] == 0 || (*values[i] * valBits) % copyBits != 0)
      return emitOpError("the ")
             << name << " view holds " << *values[i] << " x " << valBits
             << " bits, but one call of the atom copies " << copyBits
             << " bits (the views hold whole calls)";
  }
  if (*values[0] != *values[1])
    return emitOpError("the source holds ")
           << *values[0] << " and the destination " << *values[1] << " "
           << valBits << "-bit values; both sides of a copy hold the same";
  return success();
}

LogicalResult MmaAtomCallOp::verify() {
  auto atom = cast<MmaAtomType>(getMmaAtom().getType());
  struct Check {
    const char *name;
    Value v;
    Type want;
  } checks[] = {{"d", getD(), atom.getValueTypeC()},
                {"a", getA(), atom.getValueTypeA()},
                {"b", getB(), atom.getValueTypeB()},
                {"c", getC(), atom.getValueTypeC()}};
  for (const Check &c : checks) {
    Type elem = cast<MemRefType>(c.v.getType()).getElemType();
    if (!isMmaOperandElement(atom, elem, c.want))
      return emitOpError("operand ")
             << c.name << " holds " << elem << ", but the atom expects "
             << c.want << rawBitsHint(atom, c.want);
  }
  return verifyMmaOperandViews(*this, atom, getA().getType(), getB().getType(),
                               /*firstMode=*/false);
}

LogicalResult CopyOp::verify() {
  Type atomType = getCopyAtom().getType();
  if (auto tiled = dyn_cast<TiledCopyType>(atomType))
    atomType = tiled.getCopyAtomType();
  auto atom = cast<CopyAtomType>(atomType);
  if (isa<CoordTensorType>(getSrc().getType())) {
    if (!atom.isWholeTile())
      return emitOpError("a coordinate-tensor source needs a whole-tile atom "
                         "(valBits = 0, such as a TMA load)");
    return success();
  }
  auto src = cast<MemRefType>(getSrc().getType());
  auto dst = cast<MemRefType>(getDst().getType());
  if (Value pred = getPred())
    if (failed(verifyCopyPredicate(*this, atom, src, dst,
                                   cast<MemRefType>(pred.getType()))))
      return failure();
  if (isStartAddressView(src, dst, atom) || isStartAddressView(dst, src, atom))
    return success();
  if (elementBits(src.getElemType()) != elementBits(dst.getElemType()))
    return emitOpError("copies ")
           << src.getElemType() << " to " << dst.getElemType()
           << ", which differ in width";
  auto emitError = [&] { return emitOpError(); };
  if (failed(requireStaticShape("source", src, emitError)) ||
      failed(requireStaticShape("destination", dst, emitError)))
    return failure();
  if (staticSize(src) != staticSize(dst)) {
    return emitOpError("source and destination differ in size: ")
           << viewLayout(src).str() << " and " << viewLayout(dst).str()
           << " (sizes may differ only for a one-element memory view, the "
              "start of one call of the atom, and a view holding that call's "
           << atom.getCopyBits() << " bits)";
  }
  return success();
}

LogicalResult GemmOp::verify() {
  if (getTraversalLayout() && getTraversalOrderAttr())
    return emitOpError("takes a traversal order or a traversal layout, not "
                       "both");
  auto d = cast<MemRefType>(getD().getType());
  auto a = cast<MemRefType>(getA().getType());
  auto b = cast<MemRefType>(getB().getType());
  auto c = cast<MemRefType>(getC().getType());
  for (auto [name, m] : {std::pair<const char *, MemRefType>{"d", d},
                         {"a", a}, {"b", b}, {"c", c}})
    if (failed(requireStaticShape(name, m, [&] { return emitOpError(); })))
      return failure();
  algebra::Layout ld = viewLayout(d), la = viewLayout(a), lb = viewLayout(b),
                  lc = viewLayout(c);
  if (!ld.shape.congruent(lc.shape) || ld.shape != lc.shape)
    return emitOpError("d ") << ld.shape.str() << " and c "
                             << lc.shape.str() << " differ in shape";
  // CuTe's gemm on fragments: a (V,M,K), b (V,N,K), c (V,M,N).
  if (la.rank() == 3 && lb.rank() == 3 && lc.rank() == 3) {
    auto extent = [](const algebra::Layout &l, size_t i) {
      auto s = algebra::tupleProduct(l.shape[i]);
      return s ? s->leaf().value : -1;
    };
    if (extent(la, 1) != extent(lc, 1))
      return emitOpError("the M mode of a (")
             << extent(la, 1) << ") differs from that of c ("
             << extent(lc, 1) << ")";
    if (extent(lb, 1) != extent(lc, 2))
      return emitOpError("the N mode of b (")
             << extent(lb, 1) << ") differs from that of c ("
             << extent(lc, 2) << ")";
    if (extent(la, 2) != extent(lb, 2))
      return emitOpError("the K mode of a (")
             << extent(la, 2) << ") differs from that of b ("
             << extent(lb, 2) << ")";
  }
  // The target's rules on the operand views (wgmma reads A and B in a fixed
  // shared-memory form): mode 0 of a fragment is one call's operand.
  Type atomType = getMmaAtom().getType();
  if (auto tiled = dyn_cast<TiledMmaType>(atomType))
    atomType = tiled.getMmaAtomType();
  return verifyMmaOperandViews(*this, cast<MmaAtomType>(atomType), a, b,
                               /*firstMode=*/la.rank() == 3 && lb.rank() == 3);
}

LogicalResult MemRefStoreOp::verify() {
  auto memref = cast<MemRefType>(getMemref().getType());
  if (getValue().getType() != memref.getElemType())
    return emitOpError("stores ")
           << getValue().getType() << " into a view of "
           << memref.getElemType();
  // The coordinate must address the view, as for fly.memref.load.
  if (std::optional<algebra::IntTuple> coord =
          intTupleOfType(getIndices().getType())) {
    if (failed(toFailureOr(
            algebra::crd2idx(*coord, memrefValueOfType(memref).layout),
            [&] { return emitOpError(); })))
      return failure();
  }
  return success();
}

LogicalResult MemRefStoreVecOp::verify() {
  auto memref = cast<MemRefType>(getMemref().getType());
  auto vec = dyn_cast<VectorType>(getVector().getType());
  std::optional<int64_t> n = staticSize(memref);
  if (!n)
    return emitOpError("the view must have a static size");
  if (!vec || vec.getRank() != 1 || vec.getElementType() != memref.getElemType() ||
      vec.getDimSize(0) != *n)
    return emitOpError("stores ")
           << getVector().getType() << " into a view of " << *n << " x "
           << memref.getElemType() << "; expected "
           << VectorType::get({*n}, memref.getElemType());
  return success();
}

/// A register operand of an SSA atom call: a 1-D vector.
static bool isVector(Type t) {
  auto v = dyn_cast<VectorType>(t);
  return v && v.getRank() == 1;
}

LogicalResult CopyAtomCallSsaOp::verify() {
  for (Value v : {getSrc(), getDst(), getPred()})
    if (v && !isa<MemRefType>(v.getType()) && !isVector(v.getType()))
      return emitOpError("operands must be memrefs or 1-D vectors, got ")
             << v.getType();
  // Without a destination the copied values are the result.
  if (!getDst()) {
    if (getNumResults() != 1 || !isVector(getResult(0).getType()))
      return emitOpError("without a destination, the op yields the copied "
                         "values as one 1-D vector");
  } else if (getNumResults() != 0) {
    return emitOpError("with a destination, the op has no results");
  }
  // Vector operands and the result carry exactly the bits one call of the
  // atom copies, as elements that are the atom's values or divide them
  // (a whole-tile atom, valBits 0, has no fixed width).
  auto atom = cast<CopyAtomType>(getCopyAtom().getType());
  int64_t valBits = atom.getValBits();
  if (atom.isWholeTile())
    return success();
  int64_t copyBits = atom.getCopyBits();
  auto checkWidth = [&](const char *name, Type t) -> LogicalResult {
    auto v = dyn_cast<VectorType>(t);
    if (!v)
      return success();
    int64_t bits = elementBits(v.getElementType());
    bool wideValues = bits > 0 && bits % 8 == 0 && valBits % bits == 0;
    if ((bits != valBits && !wideValues) ||
        v.getDimSize(0) * bits != copyBits)
      return emitOpError("the ")
             << name << " " << t << " does not hold one call's "
             << copyBits / valBits << " x " << valBits << "-bit values";
    return success();
  };
  if (failed(checkWidth("source", getSrc().getType())) ||
      (getDst() && failed(checkWidth("destination", getDst().getType()))) ||
      (!getDst() && failed(checkWidth("result", getResult(0).getType()))))
    return failure();
  return success();
}

LogicalResult MmaAtomCallSsaOp::verify() {
  auto atom = cast<MmaAtomType>(getMmaAtom().getType());
  struct Check {
    const char *name;
    Value v;
    Type want;
  } checks[] = {{"a", getA(), atom.getValueTypeA()},
                {"b", getB(), atom.getValueTypeB()},
                {"c", getC(), atom.getValueTypeC()}};
  for (const Check &c : checks) {
    Type t = c.v.getType();
    Type elem = isVector(t) ? cast<VectorType>(t).getElementType() : Type();
    if (auto m = dyn_cast<MemRefType>(t))
      elem = m.getElemType();
    if (t.isIntOrFloat()) // a single value (universal_fma)
      elem = t;
    if (!elem || !isMmaOperandElement(atom, elem, c.want))
      return emitOpError("operand ")
             << c.name << " has type " << t << ", but the atom expects "
             << c.want << " values" << rawBitsHint(atom, c.want);
  }
  if (!getD()) {
    if (getNumResults() != 1 || getResult(0).getType() != getC().getType())
      return emitOpError("without d, the op yields one value of c's type ")
             << getC().getType();
  } else if (getNumResults() != 0) {
    return emitOpError("with d, the op has no results");
  }
  return verifyMmaOperandViews(*this, atom, getA().getType(), getB().getType(),
                               /*firstMode=*/false);
}
