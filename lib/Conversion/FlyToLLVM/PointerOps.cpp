//===- PointerOps.cpp - Fly pointers and views to LLVM ---------------------===//
//
// Views are their pointer (layouts are compile-time; their dynamic leaves
// were computed by fly-layout-lowering), add_offset is a GEP, pointer loads
// and stores are llvm.load/llvm.store with the type's alignment and, for a
// swizzled pointer, the XOR of the byte address (ByteSwizzle.cpp;
// docs/reference/lowering.md#type-conversion, #swizzles).
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"
#include "fly/Dialect/Fly/IR/AlgebraDiagnostics.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <numeric>

using namespace mlir;
using namespace mlir::fly;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

FailureOr<Value>
mlir::fly::getOffsetLeafValue(OpBuilder &b, Location loc, Value tuple,
                              function_ref<InFlightDiagnostic()> emitError) {
  auto type = dyn_cast<IntTupleType>(tuple.getType());
  if (!type)
    return emitError() << "offset must be an !fly.int_tuple, got "
           << tuple.getType();
  ::fly::layout::IntTuple value = type.getValue();
  if (!value.isLeaf() || value.leaf().isNone() || value.leaf().isBasis())
    return emitError() << "offset must be a single integer leaf, got "
           << type;
  const ::fly::layout::Leaf &leaf = value.leaf();
  Type i64 = b.getI64Type();
  if (leaf.isStatic())
    return Value(arith::ConstantOp::create(b, loc, i64,
                                           b.getI64IntegerAttr(leaf.value)));
  auto make = tuple.getDefiningOp<MakeIntTupleOp>();
  if (!make || make->getNumOperands() != 1)
    return emitError() << "dynamic offset "
           << type
           << " is not in normal form (a fly.make_int_tuple of its leaf); "
              "run fly-layout-lowering first";
  Value v = make->getOperand(0);
  if (v.getType().isInteger(64))
    return v;
  if (!v.getType().isInteger(32))
    return emitError() << "offset leaf must be i32 or i64, got "
           << v.getType();
  return Value(arith::ExtSIOp::create(b, loc, i64, v));
}

/// The byte offset of a GEP with one constant index over a scalar or vector
/// element type, or nullopt.
int64_t mlir::fly::llvmAlignment(int64_t alignBytes) {
  return alignBytes > 0 ? alignBytes & -alignBytes : 0;
}

int64_t mlir::fly::accessAlignment(int64_t alignBytes, SwizzleAttr swizzle) {
  alignBytes = llvmAlignment(alignBytes);
  if (!swizzle || swizzle.getValue().isTrivial())
    return alignBytes;
  return std::min<int64_t>(alignBytes, int64_t(1) << swizzle.getValue().base);
}

/// Vectors of sub-byte values move through memory as one integer of their
/// total width: LLVM's SROA does not promote allocas accessed as vectors of
/// non-byte-sized elements (an f6 fragment would stay in scratch).
static Type packedWord(Type t) {
  auto vec = dyn_cast<VectorType>(t);
  if (!vec || !vec.getElementType().isIntOrFloat() ||
      vec.getElementTypeBitWidth() % 8 == 0)
    return Type();
  return IntegerType::get(t.getContext(),
                          vec.getNumElements() * vec.getElementTypeBitWidth());
}

Value mlir::fly::emitFlyLoad(OpBuilder &b, Location loc, Type type, Value ptr,
                             int64_t alignBytes, SwizzleAttr swizzle) {
  alignBytes = accessAlignment(alignBytes, swizzle);
  Value addr = applyByteSwizzle(b, loc, ptr, swizzle);
  if (Type word = packedWord(type))
    return LLVM::BitcastOp::create(
        b, loc, type, LLVM::LoadOp::create(b, loc, word, addr, alignBytes));
  return LLVM::LoadOp::create(b, loc, type, addr, alignBytes);
}

void mlir::fly::emitFlyStore(OpBuilder &b, Location loc, Value value,
                             Value ptr, int64_t alignBytes,
                             SwizzleAttr swizzle) {
  alignBytes = accessAlignment(alignBytes, swizzle);
  Value addr = applyByteSwizzle(b, loc, ptr, swizzle);
  if (Type word = packedWord(value.getType()))
    value = LLVM::BitcastOp::create(b, loc, word, value);
  LLVM::StoreOp::create(b, loc, value, addr, alignBytes);
}

Value mlir::fly::emitElementGEP(OpBuilder &b, Location loc, Value ptr,
                                Type elemType, int64_t elems) {
  if (elems == 0)
    return ptr;
  if (elems >= INT32_MIN && elems <= INT32_MAX)
    return LLVM::GEPOp::create(b, loc, ptr.getType(), elemType, ptr,
                               ArrayRef<LLVM::GEPArg>{int32_t(elems)});
  Value idx = arith::ConstantOp::create(b, loc, b.getI64Type(),
                                        b.getI64IntegerAttr(elems));
  return LLVM::GEPOp::create(b, loc, ptr.getType(), elemType, ptr,
                             ValueRange{idx});
}

int64_t StaticView::alignmentAt(int64_t off) const {
  int64_t bytes = off * elemBits / 8;
  if (bytes == 0)
    return alignBytes;
  return std::gcd(alignBytes, bytes < 0 ? -bytes : bytes);
}

Value StaticView::addressOf(OpBuilder &b, Location loc, int64_t off) const {
  if (isPacked()) // getStaticView checked that the group starts on a byte
    return emitElementGEP(b, loc, ptr, b.getI8Type(), off * elemBits / 8);
  return emitElementGEP(b, loc, ptr, llvmElemType, off);
}

Value StaticView::load(OpBuilder &b, Location loc, Type type,
                       int64_t off) const {
  return emitFlyLoad(b, loc, type, addressOf(b, loc, off), alignmentAt(off),
                     swizzle);
}

void StaticView::store(OpBuilder &b, Location loc, Value v,
                       int64_t off) const {
  emitFlyStore(b, loc, v, addressOf(b, loc, off), alignmentAt(off), swizzle);
}

bool StaticView::isContiguous(int64_t i, int64_t count) const {
  for (int64_t j = 1; j < count; ++j) {
    if (offsets[i + j] != offsets[i] + j)
      return false;
    if (hasDynamicStrides() && dynCoeffs[i + j] != dynCoeffs[i])
      return false;
  }
  return true;
}

int64_t StaticView::alignmentOfValue(int64_t i) const {
  if (!hasDynamicStrides())
    return alignmentAt(offsets[i]);
  // The offset is a multiple of the gcd of its constant and of each
  // coefficient times what its stride is known to be a multiple of.
  int64_t g = offsets[i] < 0 ? -offsets[i] : offsets[i];
  for (auto [coeff, div] : llvm::zip(dynCoeffs[i], dynStrideDivs))
    g = std::gcd(g, (coeff < 0 ? -coeff : coeff) * div);
  return alignmentAt(g);
}

Value StaticView::addressOfValue(OpBuilder &b, Location loc, int64_t i) const {
  if (!hasDynamicStrides())
    return addressOf(b, loc, offsets[i]);
  // ptr + (sum of coefficient * stride) elements, then the constant part as
  // a constant GEP (which swizzles can peel off).
  Value dynamic;
  for (auto [coeff, stride] : llvm::zip(dynCoeffs[i], dynStrides)) {
    if (coeff == 0)
      continue;
    Value term = stride;
    if (!term.getType().isInteger(64)) // an i32 leaf
      term = LLVM::SExtOp::create(b, loc, b.getI64Type(), term);
    if (coeff != 1)
      term = LLVM::MulOp::create(
          b, loc, term,
          LLVM::ConstantOp::create(b, loc, b.getI64Type(),
                                   b.getI64IntegerAttr(coeff)));
    dynamic = dynamic ? Value(LLVM::AddOp::create(b, loc, dynamic, term))
                      : term;
  }
  Value base = ptr;
  if (dynamic)
    base = LLVM::GEPOp::create(b, loc, ptr.getType(), llvmElemType, ptr,
                               ValueRange{dynamic});
  return emitElementGEP(b, loc, base, llvmElemType, offsets[i]);
}

Value StaticView::loadValue(OpBuilder &b, Location loc, Type type,
                            int64_t i) const {
  return emitFlyLoad(b, loc, type, addressOfValue(b, loc, i),
                     alignmentOfValue(i), swizzle);
}

void StaticView::storeValue(OpBuilder &b, Location loc, Value v,
                            int64_t i) const {
  emitFlyStore(b, loc, v, addressOfValue(b, loc, i), alignmentOfValue(i),
               swizzle);
}

/// The LLVM element type of a fly element type, or null.
static Type llvmElementType(const TypeConverter &converter, Type elem) {
  Type t = converter.convertType(elem);
  if (!t || !LLVM::isCompatibleType(t))
    return Type();
  return t;
}

/// A copy view whose atom values are wider than its elements (a 128-bit
/// atom on f32 views) holds one value per element position, the position's
/// valBits / elemBits consecutive elements: its offsets become theirs.
static void widenToAtomValues(StaticView &v, int64_t valBits) {
  if (v.elemBits <= 0 || v.isPacked() || valBits <= v.elemBits ||
      valBits % v.elemBits != 0)
    return;
  int64_t perValue = valBits / v.elemBits;
  SmallVector<int64_t> elements;
  SmallVector<SmallVector<int64_t, 2>, 0> coeffs;
  for (auto [i, off] : llvm::enumerate(v.offsets))
    for (int64_t j = 0; j < perValue; ++j) {
      elements.push_back(off + j);
      if (v.hasDynamicStrides())
        coeffs.push_back(v.dynCoeffs[i]);
    }
  v.offsets = std::move(elements);
  v.dynCoeffs = std::move(coeffs);
}

FailureOr<StaticCopyViews>
mlir::fly::getStaticCopyViews(const TypeConverter &converter, CopyAtomCallOp op,
                              Value llvmSrc, Value llvmDst,
                              bool allowPackedGroup,
                              bool allowDynamicStrides) {
  auto emitError = [&] { return op.emitError(); };
  FailureOr<StaticView> src =
      getStaticView(converter, emitError, "source", op.getSrc(), llvmSrc,
                    allowPackedGroup, allowDynamicStrides);
  if (failed(src))
    return failure();
  FailureOr<StaticView> dst =
      getStaticView(converter, emitError, "destination", op.getDst(), llvmDst,
                    allowPackedGroup, allowDynamicStrides);
  if (failed(dst))
    return failure();
  auto atom = cast<CopyAtomType>(op.getCopyAtom().getType());
  int64_t valBits = atom.getValBits();
  // A one-element memory view opposite a wider view is the start address
  // of the call (the verifier checked the pair): the call's elements from
  // there on.
  int64_t copyBits = atom.isWholeTile() ? 0 : atom.getCopyBits();
  auto startAddress = [&](const StaticView &view, const StaticView &other) {
    return copyBits && view.offsets.size() == 1 && other.offsets.size() > 1 &&
           !view.isPacked() && view.elemBits > 0 &&
           copyBits % view.elemBits == 0 && copyBits > view.elemBits;
  };
  bool srcStart = startAddress(*src, *dst), dstStart = startAddress(*dst, *src);
  widenToAtomValues(*src, srcStart ? copyBits : valBits);
  widenToAtomValues(*dst, dstStart ? copyBits : valBits);
  return StaticCopyViews{std::move(*src), std::move(*dst)};
}

/// Fills the offsets of `v` for a layout of static shape with dynamic
/// strides: value i at coordinate (c_0, c_1, ...) over the flattened shape
/// (colexicographic, the first mode fastest) is sum c_k * stride_k, static
/// strides summed into offsets[i], dynamic ones as coefficients of their
/// leaf (depth-first order, that of the stride tuple's dynamic leaves).
static LogicalResult
flattenDynamicStrides(function_ref<InFlightDiagnostic()> emitError,
                      StringRef role, const ::fly::layout::Layout &l,
                      int64_t size, StaticView &v) {
  std::vector<::fly::layout::Leaf> shape = l.shape.leaves();
  std::vector<::fly::layout::Leaf> stride = l.stride.leaves();
  if (shape.size() != stride.size())
    return emitError()
           << role << " " << v.type << ": shape and stride are not congruent";
  SmallVector<int64_t> dynIndex; // leaf -> its dynamic stride number or -1
  for (const ::fly::layout::Leaf &s : stride) {
    if (s.isBasis() || s.isNone())
      return emitError()
             << role << " " << v.type
             << ": the layout does not map to element offsets";
    if (s.isDynamic()) {
      dynIndex.push_back(v.dynStrideDivs.size());
      v.dynStrideDivs.push_back(s.divisibility());
    } else {
      dynIndex.push_back(-1);
    }
  }
  for (int64_t i = 0; i < size; ++i) {
    int64_t rest = i, constant = 0;
    SmallVector<int64_t, 2> coeffs(v.dynStrideDivs.size(), 0);
    for (size_t k = 0; k < shape.size(); ++k) {
      int64_t extent = shape[k].value;
      int64_t c = rest % extent;
      rest /= extent;
      if (dynIndex[k] >= 0)
        coeffs[dynIndex[k]] += c;
      else
        constant += c * stride[k].value;
    }
    v.offsets.push_back(constant);
    v.dynCoeffs.push_back(std::move(coeffs));
  }
  return success();
}

/// The values of the dynamic stride leaves of `flyView` (depth first), read
/// from its normal form make_view(iter, make_layout(shape, make_int_tuple(
/// leaves...))), each an i32 or i64; an error through `emitError` for
/// another form.
static FailureOr<SmallVector<Value>>
dynamicStrideValues(function_ref<InFlightDiagnostic()> emitError,
                    StringRef role, Value flyView, size_t count) {
  auto fail = [&]() {
    return emitError()
           << role << " " << flyView.getType()
           << ": the values of its dynamic strides are not in normal form (a "
              "fly.make_view of a fly.make_layout whose stride is a "
              "fly.make_int_tuple of them); run fly-layout-lowering first";
  };
  auto view = flyView.getDefiningOp<MakeViewOp>();
  auto layout = view ? view.getLayout().getDefiningOp<MakeLayoutOp>()
                     : MakeLayoutOp();
  auto stride = layout ? layout.getStride().getDefiningOp<MakeIntTupleOp>()
                       : MakeIntTupleOp();
  if (!stride || stride->getNumOperands() != count)
    return fail();
  for (Value v : stride->getOperands())
    if (!v.getType().isInteger(64) && !v.getType().isInteger(32))
      return fail();
  return SmallVector<Value>(stride->getOperands());
}

FailureOr<StaticView>
mlir::fly::getStaticView(const TypeConverter &converter,
                         function_ref<InFlightDiagnostic()> emitError,
                         StringRef role, Value flyView, Value llvmPtr,
                         bool allowPackedGroup, bool allowDynamicStrides) {
  auto type = dyn_cast<mlir::fly::MemRefType>(flyView.getType());
  if (!type)
    return emitError() << role << " must be a !fly.memref, got "
                               << flyView.getType();
  // A target address space (a buffer resource...) is the target's to
  // address: `ptr` is then its converted value, not an LLVM pointer.
  bool targetSpace = isa<TargetAddressSpaceAttrInterface>(type.getAddressSpace());
  if (!targetSpace && (!isa<AddressSpaceAttr>(type.getAddressSpace()) ||
                       !isa<LLVM::LLVMPointerType>(llvmPtr.getType())))
    return emitError()
           << role << " " << type
           << ": address space has no target-neutral lowering";
  auto layout = dyn_cast<LayoutAttr>(type.getLayout());
  if (!layout)
    return emitError()
           << role << " " << type
           << ": composed layouts must be decomposed (fly.decomposition) "
              "before the conversion";
  ::fly::layout::Layout l = layout.getValue();
  if (!l.shape.isStatic())
    return emitError()
           << role << " " << type << ": the shape must be static";
  if (!l.isStatic() && !allowDynamicStrides)
    return emitError()
           << role << " " << type << ": the layout must be static";
  StaticView v;
  v.type = type;
  v.ptr = llvmPtr;
  v.llvmElemType = llvmElementType(converter, type.getElemType());
  std::optional<int64_t> bits = PointerType::getElementBits(type.getElemType());
  if (!v.llvmElemType || !bits)
    return emitError()
           << role << " " << type << ": element type "
           << type.getElemType() << " has no LLVM equivalent";
  if (*bits == 1)
    bits = 8; // i1 is stored in a byte (its LLVM alloc size)
  if (*bits % 8 != 0 && !allowPackedGroup)
    return emitError()
           << role << " " << type << ": sub-byte element type "
           << type.getElemType()
           << " is only supported by atoms that move all values as one group";
  v.elemBits = *bits;
  v.alignBytes = type.getAlignBytes();
  v.swizzle = type.getSwizzle();
  auto size = ::fly::layout::layoutSize(l);
  if (!size.ok() || !size->isLeaf() || !size->leaf().isStatic())
    return emitError() << role << " " << type
                               << ": cannot compute the layout size";
  if (l.isStatic()) {
    for (int64_t i = 0, n = size->leaf().value; i < n; ++i) {
      FailureOr<int64_t> off =
          toFailureOr(::fly::layout::evalStatic(l, i), [&] {
            return emitError() << role << " " << type << ": ";
          });
      if (failed(off))
        return failure();
      v.offsets.push_back(*off);
    }
  } else if (failed(flattenDynamicStrides(emitError, role, l,
                                          size->leaf().value, v))) {
    return failure();
  }
  if (v.hasDynamicStrides() && v.isPacked())
    return emitError()
           << role << " " << type << ": sub-byte elements of type "
           << type.getElemType()
           << " cannot be addressed with dynamic strides";
  if (v.hasDynamicStrides()) {
    FailureOr<SmallVector<Value>> strides = dynamicStrideValues(
        emitError, role, flyView, v.dynStrideDivs.size());
    if (failed(strides))
      return failure();
    v.dynStrides.assign(strides->begin(), strides->end());
  }
  if (v.isPacked()) {
    int64_t n = v.offsets.size();
    bool contiguous = true;
    for (int64_t i = 1; i < n; ++i)
      contiguous &= v.offsets[i] == v.offsets[0] + i;
    if (!contiguous || (v.offsets[0] * v.elemBits) % 8 != 0 ||
        (n * v.elemBits) % 8 != 0)
      return emitError()
             << role << " " << type << ": " << n << " values of sub-byte type "
             << type.getElemType()
             << " must be contiguous and start and end on a byte";
  }
  return v;
}

FailureOr<Value> mlir::fly::loadPredicateFlag(const TypeConverter &converter,
                                              Operation *op, Value flyPred,
                                              Value llvmPred, OpBuilder &b) {
  FailureOr<StaticView> pred =
      getStaticView(converter, [&] { return op->emitError(); }, "predicate",
                    flyPred, llvmPred, /*allowPackedGroup=*/false,
                    /*allowDynamicStrides=*/true);
  if (failed(pred))
    return failure();
  if (!pred->type.getElemType().isInteger(1) || pred->offsets.empty())
    return op->emitError("predicate must be a non-empty view of i1, got ")
           << pred->type;
  return pred->loadValue(b, op->getLoc(), b.getI1Type(), 0);
}

LogicalResult mlir::fly::emitPredicated(
    const TypeConverter &converter, Operation *op, Value flyPred,
    Value llvmPred, OpBuilder &b,
    function_ref<LogicalResult(OpBuilder &)> body) {
  if (!flyPred)
    return body(b);
  FailureOr<Value> flag = loadPredicateFlag(converter, op, flyPred, llvmPred, b);
  if (failed(flag))
    return failure();
  auto ifOp = scf::IfOp::create(b, op->getLoc(), *flag,
                                /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
  return body(b);
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

namespace {

/// make_view(%ptr, %layout) -> %ptr; the layout constructors die.
struct MakeViewLowering : OpConversionPattern<MakeViewOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(MakeViewOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // An LLVM pointer, or a target's fat pointer (a struct).
    if (!isa<LLVM::LLVMPointerType, LLVM::LLVMStructType>(
            adaptor.getIter().getType()))
      return rewriter.notifyMatchFailure(op, "not a pointer iterator");
    rewriter.replaceOp(op, adaptor.getIter());
    return success();
  }
};

/// get_iter(%view) -> the view's pointer.
struct GetIterLowering : OpConversionPattern<GetIterOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(GetIterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<LLVM::LLVMPointerType, LLVM::LLVMStructType>(
            adaptor.getMemref().getType()))
      return rewriter.notifyMatchFailure(op, "not a pointer view");
    rewriter.replaceOp(op, adaptor.getMemref());
    return success();
  }
};

/// Ops whose result is their (converted) pointer operand: recast_iter (the
/// LLVM pointer is opaque), apply_swizzle (the swizzle lives in the type and
/// acts at each access).
template <typename OpT>
struct ForwardPointerLowering : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value ptr = adaptor.getOperands().front();
    Type want = this->getTypeConverter()->convertType(op.getType());
    if (!isa<LLVM::LLVMPointerType>(ptr.getType()) || want != ptr.getType())
      return rewriter.notifyMatchFailure(op, "not a converted pointer");
    rewriter.replaceOp(op, ptr);
    return success();
  }
};

/// add_offset(%ptr, %off) -> llvm.getelementptr %ptr[%off] : elem.
struct AddOffsetLowering : OpConversionPattern<AddOffsetOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(AddOffsetOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto flyPtr = dyn_cast<PointerType>(op.getPtr().getType());
    if (!flyPtr || !isa<LLVM::LLVMPointerType>(adaptor.getPtr().getType()))
      return rewriter.notifyMatchFailure(op, "not a converted pointer");
    Type elem = llvmElementType(*getTypeConverter(), flyPtr.getElemType());
    if (!elem)
      return op.emitError("element type ")
             << flyPtr.getElemType() << " has no LLVM equivalent";
    auto bits = PointerType::getElementBits(flyPtr.getElemType());
    if (!bits)
      return op.emitError("element type ")
             << flyPtr.getElemType() << " has no bit width";
    Location loc = op.getLoc();
    ::fly::layout::IntTuple off =
        cast<IntTupleType>(op.getOffset().getType()).getValue();
    Value result;
    if (*bits % 8 != 0 && *bits != 1) {
      // Packed sub-byte elements: the offset must land on a byte, proven by
      // its value or its divisibility; the GEP is then in bytes.
      int64_t g = std::gcd(*bits, int64_t(8));
      if (!off.isLeaf() || off.leaf().isBasis() ||
          off.leaf().divisibility() % (8 / g) != 0)
        return op.emitError("offset ")
               << op.getOffset().getType() << " of sub-byte element type "
               << flyPtr.getElemType() << " is not proven to land on a byte "
               << "(needs a multiple of " << 8 / g << ")";
      Type i8 = rewriter.getI8Type();
      if (off.leaf().isStatic()) {
        result = emitElementGEP(rewriter, loc, adaptor.getPtr(), i8,
                                off.leaf().value * *bits / 8);
      } else {
        FailureOr<Value> idx =
            getOffsetLeafValue(rewriter, loc, op.getOffset(),
                               [&] { return op.emitError(); });
        if (failed(idx))
          return failure();
        Type it = idx->getType();
        Value scaled = LLVM::SDivOp::create(
            rewriter, loc, *idx,
            LLVM::ConstantOp::create(rewriter, loc, it,
                                     rewriter.getIntegerAttr(it, 8 / g)));
        Value bytes = LLVM::MulOp::create(
            rewriter, loc, scaled,
            LLVM::ConstantOp::create(rewriter, loc, it,
                                     rewriter.getIntegerAttr(it, *bits / g)));
        result = LLVM::GEPOp::create(rewriter, loc, adaptor.getPtr().getType(),
                                     i8, adaptor.getPtr(), ValueRange{bytes});
      }
    } else if (off.isLeaf() && off.leaf().isStatic() && !off.leaf().isBasis()) {
      result = emitElementGEP(rewriter, loc, adaptor.getPtr(), elem,
                              off.leaf().value);
    } else {
      FailureOr<Value> idx =
          getOffsetLeafValue(rewriter, loc, op.getOffset(),
                             [&] { return op.emitError(); });
      if (failed(idx))
        return failure();
      result = LLVM::GEPOp::create(rewriter, loc, adaptor.getPtr().getType(),
                                   elem, adaptor.getPtr(), ValueRange{*idx});
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Replaces `op` by an llvm.alloca of `n` elements of the fly element type
/// `flyElem` (`llvmElem` converted) with the pointer type `llvmPtr`.
/// Sub-byte elements are packed: their bytes are allocated.
void replaceWithAlloca(ConversionPatternRewriter &rewriter, Operation *op,
                       Type llvmPtr, Type llvmElem, Type flyElem, int64_t n,
                       int64_t alignBytes) {
  auto bits = PointerType::getElementBits(flyElem);
  if (bits && *bits % 8 != 0 && *bits != 1) {
    llvmElem = rewriter.getI8Type();
    n = (n * *bits + 7) / 8;
  }
  Location loc = op->getLoc();
  // An allocation made outside the entry block of the enclosing function
  // (the allocation scope) moves to the start of that block: its size is
  // static, and LLVM's SROA only promotes entry-block allocas to registers.
  // A fragment made inside a branch (a warp-specialized kernel's consumer)
  // would otherwise live in local memory whenever nothing promoted it
  // earlier. One already in the entry block stays where it was written.
  OpBuilder::InsertionGuard guard(rewriter);
  Operation *scope =
      op->getParentWithTrait<OpTrait::AutomaticAllocationScope>();
  if (scope && scope->getNumRegions() > 0 && !scope->getRegion(0).empty() &&
      op->getBlock() != &scope->getRegion(0).front())
    rewriter.setInsertionPointToStart(&scope->getRegion(0).front());
  else
    rewriter.setInsertionPoint(op);
  Value count = LLVM::ConstantOp::create(rewriter, loc, rewriter.getI64Type(),
                                         rewriter.getI64IntegerAttr(n));
  Value alloca = LLVM::AllocaOp::create(rewriter, loc, llvmPtr, llvmElem,
                                        count, llvmAlignment(alignBytes));
  rewriter.replaceOp(op, alloca);
}

/// make_ptr register {allocSize = N} -> llvm.alloca N x elem in the
/// target's register address space (that of the converted pointer type).
struct MakePtrLowering : OpConversionPattern<MakePtrOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(MakePtrOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto ptr = cast<PointerType>(op.getType());
    // Target address spaces (buffer resources...) are the target's to make.
    if (!ptr.getFlyAddressSpace())
      return rewriter.notifyMatchFailure(op, "target address space");
    Type llvmPtr = getTypeConverter()->convertType(ptr);
    DictionaryAttr dict = op.getDictAttrsAttr();
    // (Static shared allocations have their own pattern, SharedMemory.cpp.)
    if (ptr.getFlyAddressSpace() != AddressSpace::Register || !dict ||
        !dict.getAs<IntegerAttr>("allocSize"))
      return op.emitError("convert-fly-to-llvm lowers fly.make_ptr only as a "
                          "register allocation {allocSize = N} or a static "
                          "shared allocation {allocBytes = N, allocAlign = "
                          "A}; got ")
             << ptr;
    Type elem = llvmElementType(*getTypeConverter(), ptr.getElemType());
    if (!elem)
      return op.emitError("element type ")
             << ptr.getElemType() << " has no LLVM equivalent";
    int64_t n = dict.getAs<IntegerAttr>("allocSize").getInt();
    replaceWithAlloca(rewriter, op, llvmPtr, elem, ptr.getElemType(), n,
                      ptr.getAlignBytes());
    return success();
  }
};

/// memref.alloca(%layout) -> llvm.alloca of cosize(layout) elements in the
/// register address space.
struct MemRefAllocaLowering : OpConversionPattern<MemRefAllocaOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(MemRefAllocaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto memref = cast<mlir::fly::MemRefType>(op.getType());
    Type llvmPtr = getTypeConverter()->convertType(memref);
    Type elem = llvmElementType(*getTypeConverter(), memref.getElemType());
    if (!elem || !llvmPtr)
      return op.emitError("element type ")
             << memref.getElemType() << " has no LLVM equivalent";
    auto layout = cast<LayoutAttr>(memref.getLayout()).getValue();
    auto cosize = ::fly::layout::layoutCosize(layout);
    if (!cosize.ok() || !cosize->isLeaf() || !cosize->leaf().isStatic())
      return op.emitError("cannot compute the cosize of ") << memref;
    int64_t n = std::max<int64_t>(1, cosize->leaf().value);
    replaceWithAlloca(rewriter, op, llvmPtr, elem, memref.getElemType(), n,
                      memref.getAlignBytes());
    return success();
  }
};

struct IntToPtrLowering : OpConversionPattern<IntToPtrOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(IntToPtrOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type t = getTypeConverter()->convertType(op.getType());
    if (!isa_and_nonnull<LLVM::LLVMPointerType>(t))
      return rewriter.notifyMatchFailure(op, "not a fly address space");
    rewriter.replaceOpWithNewOp<LLVM::IntToPtrOp>(op, t, adaptor.getSrc());
    return success();
  }
};

struct PtrToIntLowering : OpConversionPattern<PtrToIntOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(PtrToIntOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<LLVM::LLVMPointerType>(adaptor.getPtr().getType()))
      return rewriter.notifyMatchFailure(op, "not a converted pointer");
    rewriter.replaceOpWithNewOp<LLVM::PtrToIntOp>(op, op.getType(),
                                                  adaptor.getPtr());
    return success();
  }
};

/// to_llvm_ptr: the pointer itself, or an addrspacecast to the requested
/// address space.
struct ToLLVMPtrLowering : OpConversionPattern<ToLLVMPtrOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ToLLVMPtrOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value ptr = adaptor.getPtr();
    if (!isa<LLVM::LLVMPointerType>(ptr.getType()))
      return rewriter.notifyMatchFailure(op, "not a converted pointer");
    if (ptr.getType() == op.getType()) {
      rewriter.replaceOp(op, ptr);
      return success();
    }
    rewriter.replaceOpWithNewOp<LLVM::AddrSpaceCastOp>(op, op.getType(), ptr);
    return success();
  }
};

/// fly.ptr.load -> llvm.load (align from the pointer type, byte swizzle).
struct PtrLoadLowering : OpConversionPattern<PtrLoadOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(PtrLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto flyPtr = dyn_cast<PointerType>(op.getPtr().getType());
    if (!flyPtr || !isa<LLVM::LLVMPointerType>(adaptor.getPtr().getType()))
      return rewriter.notifyMatchFailure(op, "not a converted pointer");
    Type t = llvmElementType(*getTypeConverter(), op.getType());
    if (!t)
      return op.emitError("loaded type ")
             << op.getType() << " has no LLVM equivalent";
    Value v = emitFlyLoad(rewriter, op.getLoc(), t, adaptor.getPtr(),
                          flyPtr.getAlignBytes(), flyPtr.getSwizzle());
    rewriter.replaceOp(op, v);
    return success();
  }
};

/// fly.ptr.store -> llvm.store (same rules).
struct PtrStoreLowering : OpConversionPattern<PtrStoreOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(PtrStoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto flyPtr = cast<PointerType>(op.getPtr().getType());
    if (!isa<LLVM::LLVMPointerType>(adaptor.getPtr().getType()))
      return rewriter.notifyMatchFailure(op, "not a converted pointer");
    if (!LLVM::isCompatibleType(adaptor.getValue().getType()))
      return op.emitError("stored type ")
             << op.getValue().getType() << " has no LLVM equivalent";
    emitFlyStore(rewriter, op.getLoc(), adaptor.getValue(), adaptor.getPtr(),
                 flyPtr.getAlignBytes(), flyPtr.getSwizzle());
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::fly::populateFlyPointerToLLVMPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<MakeViewLowering, GetIterLowering,
               ForwardPointerLowering<RecastIterOp>,
               ForwardPointerLowering<ApplySwizzleOp>, AddOffsetLowering,
               MakePtrLowering, MemRefAllocaLowering, IntToPtrLowering,
               PtrToIntLowering, ToLLVMPtrLowering, PtrLoadLowering,
               PtrStoreLowering>(converter, patterns.getContext());
}
