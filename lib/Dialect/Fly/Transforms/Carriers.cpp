//===- Carriers.cpp - Fly values as boundary values -----------------------===//
//
// The struct form ("carrier") of a Fly type, as FlyDSL builds it:
//
//   int tuple       packed struct of its dynamic leaves, depth first, each
//                   i32 or i64:  (?,(4,?{i64}))  ->  struct<packed (i32, i64)>
//   layout          packed struct of (shape struct, stride struct), where a
//                   fully static shape or stride has no field:
//                   (?,64):(1,?{i64}) -> struct<packed (struct<packed (i32)>,
//                                                      struct<packed (i64)>)>
//                   4:? -> struct<packed (struct<packed (i32)>)>
//   composed layout packed struct of (outer, offset, inner) structs -- note
//                   FlyDSL's order, outer first -- each present only if that
//                   part has a dynamic leaf (a swizzle inner never has one).
//   coord tensor    packed struct of (base struct, layout struct), each
//                   present only if dynamic.
//   fully static    no carrier at all (1:0): dropped from the boundary.
//   atom, tiled     the struct of its payload's runtime state, as FlyDSL
//   atom            passes it: !llvm.struct<(i32)> for a buffer copy's
//                   soffset. It is the atom's own LLVM form, so the boundary
//                   casts (builtin.unrealized_conversion_cast) fold away
//                   once the atom is converted. A stateless atom is static.
//
// So a carrier never contains an empty struct. Swizzles, coordinate
// swizzles, tiles, static bases and stateless atoms are always static and
// always dropped; an atom with state must keep it (a callee rebuilding it
// from the default state would lose the caller's fly.atom.set_value). A memref is not a struct: it crosses as two values, its
// `!fly.ptr` and the carrier of its layout
// (docs/reference/concepts.md#boundaries), so the
// pointer keeps its own type until the LLVM conversion.
//
//===----------------------------------------------------------------------===//

#include "Carriers.h"

#include "NormalForm.h"

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace mlir::fly;

namespace {

//===----------------------------------------------------------------------===//
// Carrier layout: the struct type and where each dynamic leaf lives in it
//===----------------------------------------------------------------------===//

/// The carrier of a dynamic Fly type: its struct type and, for each dynamic
/// leaf in normal-form order (NormalForm.h), the index path of that leaf in
/// the struct (usable directly as an llvm.extractvalue / insertvalue
/// position).
struct Carrier {
  LLVM::LLVMStructType type;
  SmallVector<SmallVector<int64_t>> leafPaths;
  SmallVector<Type> leafTypes;
};

class CarrierBuilder {
public:
  explicit CarrierBuilder(MLIRContext *ctx) : ctx(ctx) {}

  /// Builds the struct of a layout-function attribute (int tuple, layout,
  /// composed layout; swizzles give nothing), appending its leaves with
  /// paths under `prefix`. Returns null if the attribute has no dynamic leaf.
  LLVM::LLVMStructType build(Attribute attr, ArrayRef<int64_t> prefix,
                             Carrier &out) {
    if (auto t = dyn_cast<IntTupleAttr>(attr))
      return buildIntTuple(t, prefix, out);
    if (auto l = dyn_cast<LayoutAttr>(attr))
      return buildLayout(l, prefix, out);
    if (auto c = dyn_cast<ComposedLayoutAttr>(attr))
      return buildComposed(c, prefix, out);
    return {};
  }

  /// Builds the struct of a coordinate tensor: (base, layout), each field
  /// present only if it has a dynamic leaf.
  LLVM::LLVMStructType buildCoordTensor(CoordTensorType type, Carrier &out) {
    SmallVector<Type> fields;
    for (Attribute part : {Attribute(type.getBase()), type.getLayout()})
      if (auto s = build(part, {static_cast<int64_t>(fields.size())}, out))
        fields.push_back(s);
    if (fields.empty())
      return {};
    return LLVM::LLVMStructType::getLiteral(ctx, fields, /*isPacked=*/true);
  }

private:
  static SmallVector<int64_t> extend(ArrayRef<int64_t> prefix, int64_t i) {
    SmallVector<int64_t> p(prefix);
    p.push_back(i);
    return p;
  }

  static bool hasDynamicLeaf(Attribute attr) {
    if (auto t = dyn_cast<IntTupleAttr>(attr))
      return !t.isStatic();
    if (auto l = dyn_cast<LayoutAttr>(attr))
      return !l.isStatic();
    if (auto c = dyn_cast<ComposedLayoutAttr>(attr))
      return !c.isStatic();
    return false;
  }

  LLVM::LLVMStructType buildIntTuple(IntTupleAttr attr,
                                     ArrayRef<int64_t> prefix, Carrier &out) {
    if (attr.isStatic())
      return {};
    SmallVector<Type> fields;
    for (const algebra::Leaf &leaf : attr.getValue().leaves()) {
      if (!leaf.isDynamic())
        continue;
      Type t = leafScalarType(ctx, leaf);
      out.leafPaths.push_back(extend(prefix, fields.size()));
      out.leafTypes.push_back(t);
      fields.push_back(t);
    }
    return LLVM::LLVMStructType::getLiteral(ctx, fields, /*isPacked=*/true);
  }

  LLVM::LLVMStructType buildLayout(LayoutAttr attr, ArrayRef<int64_t> prefix,
                                   Carrier &out) {
    if (attr.isStatic())
      return {};
    // Fields: shape, then stride; leaves in the same order.
    SmallVector<Type> fields;
    for (IntTupleAttr part : {attr.getShape(), attr.getStride()})
      if (auto s = buildIntTuple(part, extend(prefix, fields.size()), out))
        fields.push_back(s);
    return LLVM::LLVMStructType::getLiteral(ctx, fields, /*isPacked=*/true);
  }

  LLVM::LLVMStructType buildComposed(ComposedLayoutAttr attr,
                                     ArrayRef<int64_t> prefix, Carrier &out) {
    if (attr.isStatic())
      return {};
    // Fields in FlyDSL's order (outer, offset, inner); the leaves are still
    // listed in normal-form order (inner, offset, outer).
    Attribute parts[3] = {attr.getOuter(), attr.getOffset(), attr.getInner()};
    int64_t fieldIndex[3];
    int64_t n = 0;
    for (int i = 0; i < 3; ++i)
      fieldIndex[i] = hasDynamicLeaf(parts[i]) ? n++ : -1;
    SmallVector<Type> fields(n);
    for (int i = 2; i >= 0; --i) {
      if (fieldIndex[i] < 0)
        continue;
      fields[fieldIndex[i]] =
          build(parts[i], extend(prefix, fieldIndex[i]), out);
    }
    return LLVM::LLVMStructType::getLiteral(ctx, fields, /*isPacked=*/true);
  }

  MLIRContext *ctx;
};

/// The carrier struct of a dynamic int tuple, layout, composed layout or
/// coordinate tensor; nullopt if the value is static or has another type.
std::optional<Carrier> carrierOf(Type type) {
  Carrier carrier;
  CarrierBuilder builder(type.getContext());
  if (auto t = dyn_cast<IntTupleType>(type))
    carrier.type = builder.build(t.getAttr(), {}, carrier);
  else if (auto l = dyn_cast<LayoutType>(type))
    carrier.type = builder.build(l.getAttr(), {}, carrier);
  else if (auto c = dyn_cast<ComposedLayoutType>(type))
    carrier.type = builder.build(c.getAttr(), {}, carrier);
  else if (auto ct = dyn_cast<CoordTensorType>(type))
    carrier.type = builder.buildCoordTensor(ct, carrier);
  if (!carrier.type)
    return std::nullopt;
  return carrier;
}

/// The type of a memref's or coordinate tensor's layout value.
Type viewLayoutType(Type view) {
  if (auto m = dyn_cast<mlir::fly::MemRefType>(view))
    return typeOfLayoutFnAttr(m.getLayout());
  return typeOfLayoutFnAttr(cast<CoordTensorType>(view).getLayout());
}

//===----------------------------------------------------------------------===//
// Pack and unpack
//===----------------------------------------------------------------------===//

/// Appends the dynamic leaves of `value` (normal-form order) to `out`,
/// reading them off normal-form constructors where possible and extracting
/// them with Fly ops otherwise.
void collectLeaves(OpBuilder &b, Location loc, Value value,
                   SmallVectorImpl<Value> &out) {
  Type type = value.getType();
  std::optional<bool> isStatic = isStaticFlyType(type);
  if (isStatic && *isStatic)
    return;
  if (std::optional<SmallVector<Value>> leaves = normalFormLeaves(value)) {
    out.append(leaves->begin(), leaves->end());
    return;
  }
  if (isa<IntTupleType>(type)) {
    auto op = GetLeavesOp::create(b, loc, value, b.getBoolAttr(true));
    out.append(op->result_begin(), op->result_end());
    return;
  }
  if (isa<LayoutType>(type)) {
    Operation *def = value.getDefiningOp();
    if (auto make = dyn_cast_or_null<MakeLayoutOp>(def)) {
      collectLeaves(b, loc, make.getShape(), out);
      collectLeaves(b, loc, make.getStride(), out);
      return;
    }
    LayoutAttr attr = cast<LayoutType>(type).getAttr();
    if (!attr.getShape().isStatic())
      collectLeaves(b, loc, GetShapeOp::create(b, loc, value), out);
    if (!attr.getStride().isStatic())
      collectLeaves(b, loc, GetStrideOp::create(b, loc, value), out);
    return;
  }
  if (isa<CoordTensorType>(type)) {
    auto ct = cast<CoordTensorType>(type);
    Value base, layout;
    if (auto make = value.getDefiningOp<MakeViewOp>()) {
      base = make.getIter();
      layout = make.getLayout();
    }
    if (!ct.getBase().isStatic())
      collectLeaves(b, loc, base ? base : GetIterOp::create(b, loc, value),
                    out);
    if (!isStaticFlyType(viewLayoutType(type)).value_or(true))
      collectLeaves(b, loc,
                    layout ? layout : GetLayoutOp::create(b, loc, value), out);
    return;
  }
  if (isa<ComposedLayoutType>(type)) {
    Operation *def = value.getDefiningOp();
    if (auto make = dyn_cast_or_null<MakeComposedLayoutOp>(def)) {
      collectLeaves(b, loc, make.getInner(), out);
      collectLeaves(b, loc, make.getOffset(), out);
      collectLeaves(b, loc, make.getOuter(), out);
      return;
    }
    auto ct = cast<ComposedLayoutType>(type).getAttr();
    // Only the parts with dynamic leaves need extracting.
    if (!isStaticFlyType(typeOfLayoutFnAttr(ct.getInner())).value_or(true))
      collectLeaves(b, loc, ComposedGetInnerOp::create(b, loc, value), out);
    if (!ct.getOffset().isStatic())
      collectLeaves(b, loc, ComposedGetOffsetOp::create(b, loc, value), out);
    if (!isStaticFlyType(typeOfLayoutFnAttr(ct.getOuter())).value_or(true))
      collectLeaves(b, loc, ComposedGetOuterOp::create(b, loc, value), out);
    return;
  }
}

/// Packs `value` into the struct `carrier` describes.
Value pack(OpBuilder &b, Location loc, Value value, const Carrier &carrier) {
  SmallVector<Value> leaves;
  collectLeaves(b, loc, value, leaves);
  if (leaves.size() != carrier.leafPaths.size())
    return {};
  Value result = LLVM::UndefOp::create(b, loc, carrier.type);
  for (auto [leaf, path, type] :
       llvm::zip_equal(leaves, carrier.leafPaths, carrier.leafTypes)) {
    if (leaf.getType() != type)
      return {};
    result = LLVM::InsertValueOp::create(b, loc, result, leaf, path);
  }
  return result;
}

/// Rebuilds the normal form of a value of type `type` from its carrier.
Value unpack(OpBuilder &b, Location loc, Type type, Value structValue,
             const Carrier &carrier) {
  SmallVector<Value> leaves;
  for (ArrayRef<int64_t> path : carrier.leafPaths)
    leaves.push_back(LLVM::ExtractValueOp::create(b, loc, structValue, path));
  return buildNormalForm(b, loc, type, leaves);
}
/// The make_view of a coordinate tensor from its carrier.
Value unpackCoordTensor(OpBuilder &b, Location loc, CoordTensorType type,
                        Value structValue, const Carrier &carrier) {
  SmallVector<Value> leaves;
  for (ArrayRef<int64_t> path : carrier.leafPaths)
    leaves.push_back(LLVM::ExtractValueOp::create(b, loc, structValue, path));
  Type baseType = IntTupleType::get(b.getContext(), type.getBase());
  Type layoutType = viewLayoutType(type);
  size_t numBase = dynamicLeafTypes(baseType)->size();
  Value base = buildNormalForm(b, loc, baseType,
                               ArrayRef<Value>(leaves).take_front(numBase));
  Value layout = buildNormalForm(b, loc, layoutType,
                                 ArrayRef<Value>(leaves).drop_front(numBase));
  return MakeViewOp::create(b, loc, type, base, layout);
}

} // namespace

bool mlir::fly::isFlyType(Type type) {
  return isa<FlyDialect>(type.getDialect());
}

std::optional<SmallVector<Type>> mlir::fly::boundaryTypes(Type type) {
  if (isa<PointerType>(type))
    return SmallVector<Type>{type};
  if (Type state = getAtomStateType(type))
    return SmallVector<Type>{state};
  if (auto m = dyn_cast<mlir::fly::MemRefType>(type)) {
    SmallVector<Type> types{m.getPointerType()};
    if (std::optional<Carrier> c = carrierOf(viewLayoutType(m)))
      types.push_back(c->type);
    return types;
  }
  // A dynamic basis has no normal-form constructor to rebuild it from.
  if (auto basis = dyn_cast<BasisType>(type))
    if (!basis.getAttr().getValue().isStatic())
      return std::nullopt;
  std::optional<bool> isStatic = isStaticFlyType(type);
  if (!isStatic)
    return std::nullopt;
  if (*isStatic)
    return SmallVector<Type>{};
  if (std::optional<Carrier> c = carrierOf(type))
    return SmallVector<Type>{c->type};
  return std::nullopt;
}

std::optional<SmallVector<Value>>
mlir::fly::packForBoundary(OpBuilder &b, Location loc, Value value) {
  Type type = value.getType();
  if (isa<PointerType>(type))
    return SmallVector<Value>{value};
  if (Type state = getAtomStateType(type))
    return SmallVector<Value>{
        UnrealizedConversionCastOp::create(b, loc, state, value).getResult(0)};
  if (auto m = dyn_cast<mlir::fly::MemRefType>(type)) {
    auto make = value.getDefiningOp<MakeViewOp>();
    Value iter = make ? make.getIter() : GetIterOp::create(b, loc, value);
    if (iter.getType() != m.getPointerType())
      return std::nullopt;
    SmallVector<Value> values{iter};
    if (std::optional<Carrier> c = carrierOf(viewLayoutType(m))) {
      Value layout =
          make ? make.getLayout() : GetLayoutOp::create(b, loc, value);
      Value packed = pack(b, loc, layout, *c);
      if (!packed)
        return std::nullopt;
      values.push_back(packed);
    }
    return values;
  }
  std::optional<bool> isStatic = isStaticFlyType(type);
  if (!isStatic)
    return std::nullopt;
  if (*isStatic)
    return SmallVector<Value>{};
  std::optional<Carrier> c = carrierOf(type);
  Value packed = c ? pack(b, loc, value, *c) : Value();
  if (!packed)
    return std::nullopt;
  return SmallVector<Value>{packed};
}

Value mlir::fly::unpackFromBoundary(OpBuilder &b, Location loc, Type type,
                                    ValueRange values) {
  std::optional<SmallVector<Type>> expected = boundaryTypes(type);
  if (!expected || TypeRange(values) != TypeRange(*expected))
    return {};
  if (isa<PointerType>(type))
    return values.front();
  if (getAtomStateType(type))
    return UnrealizedConversionCastOp::create(b, loc, type, values.front())
        .getResult(0);
  if (auto m = dyn_cast<mlir::fly::MemRefType>(type)) {
    Type layoutType = viewLayoutType(m);
    Value layout =
        values.size() == 2
            ? unpack(b, loc, layoutType, values[1], *carrierOf(layoutType))
            : buildNormalForm(b, loc, layoutType, {});
    return MakeViewOp::create(b, loc, type, values[0], layout);
  }
  if (values.empty())
    return StaticOp::create(b, loc, type);
  Carrier carrier = *carrierOf(type);
  if (auto ct = dyn_cast<CoordTensorType>(type))
    return unpackCoordTensor(b, loc, ct, values[0], carrier);
  return unpack(b, loc, type, values[0], carrier);
}
