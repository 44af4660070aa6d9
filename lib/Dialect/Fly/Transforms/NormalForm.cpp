//===- NormalForm.cpp - Normal-form Fly values ----------------------------===//

#include "NormalForm.h"

#include "CreateOp.h"
#include "fly/Dialect/Fly/IR/AlgebraTypes.h"

using namespace mlir;
using namespace mlir::fly;

static void appendDynamicLeafTypes(MLIRContext *ctx,
                                   const algebra::IntTuple &t,
                                   SmallVectorImpl<Type> &out) {
  algebra::forEachLeaf(t, [&](const algebra::Leaf &l) {
    if (l.isDynamic())
      out.push_back(IntegerType::get(ctx, l.width > 32 ? 64 : 32));
  });
}

bool mlir::fly::isNormalFormType(Type type) {
  return isa<IntTupleType, LayoutType, ComposedLayoutType, SwizzleType,
             CoordSwizzleType, TileType, BasisType, CoordTensorType>(type);
}

static void appendLayoutFnLeafTypes(MLIRContext *ctx, Attribute attr,
                                    SmallVectorImpl<Type> &out);

static void appendComposedLeafTypes(MLIRContext *ctx, ComposedLayoutAttr c,
                                    SmallVectorImpl<Type> &out) {
  appendLayoutFnLeafTypes(ctx, c.getInner(), out);
  appendDynamicLeafTypes(ctx, c.getOffset().getValue(), out);
  appendLayoutFnLeafTypes(ctx, c.getOuter(), out);
}

static void appendLayoutFnLeafTypes(MLIRContext *ctx, Attribute attr,
                                    SmallVectorImpl<Type> &out) {
  if (auto l = dyn_cast<LayoutAttr>(attr)) {
    appendDynamicLeafTypes(ctx, l.getShape().getValue(), out);
    appendDynamicLeafTypes(ctx, l.getStride().getValue(), out);
  } else if (auto c = dyn_cast<ComposedLayoutAttr>(attr)) {
    appendComposedLeafTypes(ctx, c, out);
  }
  // Swizzles and coordinate swizzles are always static.
}

std::optional<SmallVector<Type>> mlir::fly::dynamicLeafTypes(Type type) {
  if (!isNormalFormType(type))
    return std::nullopt;
  MLIRContext *ctx = type.getContext();
  SmallVector<Type> out;
  if (auto t = dyn_cast<IntTupleType>(type))
    appendDynamicLeafTypes(ctx, t.getValue(), out);
  else if (auto l = dyn_cast<LayoutType>(type))
    appendLayoutFnLeafTypes(ctx, l.getAttr(), out);
  else if (auto c = dyn_cast<ComposedLayoutType>(type))
    appendComposedLeafTypes(ctx, c.getAttr(), out);
  else if (auto ct = dyn_cast<CoordTensorType>(type)) {
    appendDynamicLeafTypes(ctx, ct.getBase().getValue(), out);
    appendLayoutFnLeafTypes(ctx, ct.getLayout(), out);
  } else if (auto b = dyn_cast<BasisType>(type)) {
    algebra::Leaf leaf = b.getAttr().getValue();
    if (leaf.isDynamic())
      out.push_back(IntegerType::get(ctx, leaf.width > 32 ? 64 : 32));
  }
  return out;
}

namespace {
/// Hands out the dynamic leaves front to back while constructors are built.
struct LeafCursor {
  ValueRange leaves;
  size_t next = 0;
  ValueRange take(size_t n) {
    ValueRange r = leaves.slice(next, n);
    next += n;
    return r;
  }
};
} // namespace

static Value buildFromAttr(OpBuilder &b, Location loc, Attribute attr,
                           LeafCursor &cursor);

static Value buildIntTuple(OpBuilder &b, Location loc, IntTupleAttr attr,
                           LeafCursor &cursor) {
  size_t n = attr.getValue().numDynamicLeaves();
  return createOp<MakeIntTupleOp>(
      b, loc, IntTupleType::get(b.getContext(), attr), cursor.take(n));
}

static Value buildLayout(OpBuilder &b, Location loc, LayoutAttr attr,
                         LeafCursor &cursor) {
  Value shape = buildIntTuple(b, loc, attr.getShape(), cursor);
  Value stride = buildIntTuple(b, loc, attr.getStride(), cursor);
  return createOp<MakeLayoutOp>(b, loc, LayoutType::get(b.getContext(), attr),
                                shape, stride);
}

static Value buildComposed(OpBuilder &b, Location loc, ComposedLayoutAttr attr,
                           LeafCursor &cursor) {
  Value inner = buildFromAttr(b, loc, attr.getInner(), cursor);
  Value offset = buildIntTuple(b, loc, attr.getOffset(), cursor);
  Value outer = buildFromAttr(b, loc, attr.getOuter(), cursor);
  return MakeComposedLayoutOp::create(
      b, loc, ComposedLayoutType::get(b.getContext(), attr), inner, offset,
      outer);
}

static Value buildFromAttr(OpBuilder &b, Location loc, Attribute attr,
                           LeafCursor &cursor) {
  if (auto l = dyn_cast<LayoutAttr>(attr))
    return buildLayout(b, loc, l, cursor);
  if (auto c = dyn_cast<ComposedLayoutAttr>(attr))
    return buildComposed(b, loc, c, cursor);
  if (auto t = dyn_cast<IntTupleAttr>(attr))
    return buildIntTuple(b, loc, t, cursor);
  return StaticOp::create(b, loc, typeOfLayoutFnAttr(attr));
}

Value mlir::fly::buildNormalForm(OpBuilder &b, Location loc, Type type,
                                 ValueRange dynamicLeaves) {
  LeafCursor cursor{dynamicLeaves};
  if (auto t = dyn_cast<IntTupleType>(type))
    return buildIntTuple(b, loc, t.getAttr(), cursor);
  if (auto l = dyn_cast<LayoutType>(type))
    return buildLayout(b, loc, l.getAttr(), cursor);
  if (auto c = dyn_cast<ComposedLayoutType>(type))
    return buildComposed(b, loc, c.getAttr(), cursor);
  if (auto ct = dyn_cast<CoordTensorType>(type); ct && !ct.isStatic()) {
    Value base = buildIntTuple(b, loc, ct.getBase(), cursor);
    Value layout = buildFromAttr(b, loc, ct.getLayout(), cursor);
    return MakeViewOp::create(b, loc, type, base, layout);
  }
  return StaticOp::create(b, loc, type);
}

static bool collectLeaves(Value value, SmallVectorImpl<Value> &out) {
  Operation *def = value.getDefiningOp();
  if (!def)
    return false;
  if (isa<StaticOp>(def)) {
    std::optional<bool> isStatic = isStaticFlyType(value.getType());
    return isStatic && *isStatic;
  }
  if (auto t = dyn_cast<MakeIntTupleOp>(def)) {
    out.append(t->operand_begin(), t->operand_end());
    return true;
  }
  if (auto l = dyn_cast<MakeLayoutOp>(def))
    return collectLeaves(l.getShape(), out) &&
           collectLeaves(l.getStride(), out);
  if (auto c = dyn_cast<MakeComposedLayoutOp>(def))
    return collectLeaves(c.getInner(), out) &&
           collectLeaves(c.getOffset(), out) &&
           collectLeaves(c.getOuter(), out);
  // A coordinate tensor: its base, then its layout.
  if (auto v = dyn_cast<MakeViewOp>(def))
    return isa<CoordTensorType>(v.getType()) &&
           collectLeaves(v.getIter(), out) && collectLeaves(v.getLayout(), out);
  return false;
}

std::optional<SmallVector<Value>> mlir::fly::normalFormLeaves(Value value) {
  if (!isNormalFormType(value.getType()))
    return std::nullopt;
  SmallVector<Value> out;
  if (!collectLeaves(value, out))
    return std::nullopt;
  return out;
}

bool mlir::fly::replaceTupleAliases(Operation *root, RewriterBase &rewriter) {
  SmallVector<Operation *> aliases;
  root->walk([&](Operation *op) {
    if (isa<MakeShapeOp, MakeStrideOp, MakeCoordOp>(op))
      aliases.push_back(op);
  });
  for (Operation *op : aliases) {
    rewriter.setInsertionPoint(op);
    rewriter.replaceOpWithNewOp<MakeIntTupleOp>(op, op->getResultTypes(),
                                                op->getOperands());
  }
  return !aliases.empty();
}
