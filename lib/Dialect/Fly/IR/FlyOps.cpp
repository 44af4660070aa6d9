//===- FlyOps.cpp - fly ops: definitions and constructor verifiers --------===//
//
// Type inference of the other ops lives in Infer*.cpp, one file per group.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::fly;

//===----------------------------------------------------------------------===//
// fly.static
//===----------------------------------------------------------------------===//

std::optional<bool> mlir::fly::isStaticFlyType(Type type) {
  if (auto t = dyn_cast<IntTupleType>(type))
    return t.getAttr().isStatic();
  if (auto l = dyn_cast<LayoutType>(type))
    return l.getAttr().isStatic();
  if (auto c = dyn_cast<ComposedLayoutType>(type))
    return c.getAttr().isStatic();
  if (auto b = dyn_cast<BasisType>(type))
    return b.getAttr().getValue().isStatic();
  if (isa<SwizzleType, CoordSwizzleType, TileType>(type))
    return true;
  // A coordinate tensor is its base plus its layout.
  if (auto ct = dyn_cast<CoordTensorType>(type))
    return ct.isStatic();
  // Atoms and tiled atoms: every parameter is a compile-time constant
  // (atom runtime state gets its default from make_copy_atom/make_mma_atom).
  if (isa<CopyAtomType, MmaAtomType, TiledCopyType, TiledMmaType,
          UniversalCopyType, UniversalAtomicType, UniversalFmaType>(type))
    return true;
  // !fly.ptr and !fly.memref are runtime values (an address), never static.
  return std::nullopt;
}

LogicalResult StaticOp::verify() {
  std::optional<bool> isStatic = isStaticFlyType(getType());
  if (!isStatic)
    return emitOpError("result type ")
           << getType() << " is not a fly value type";
  if (!*isStatic)
    return emitOpError("result type ")
           << getType()
           << " has dynamic leaves; fly.static needs a fully static type";
  return success();
}

OpFoldResult StaticOp::fold(FoldAdaptor) { return TypeAttr::get(getType()); }

//===----------------------------------------------------------------------===//
// fly.make_int_tuple and its aliases
//===----------------------------------------------------------------------===//

/// Operands are exactly the dynamic leaves of the result, depth first, each
/// of the leaf's width.
static LogicalResult
verifyMakeTuple(ValueRange operands, IntTupleType resultType,
                function_ref<InFlightDiagnostic()> emitOpError) {
  const algebra::IntTuple &value = resultType.getValue();
  // The valid case in one walk, without collecting leaves: one operand per
  // dynamic leaf, as wide as the leaf. Otherwise the checks below say what
  // is wrong.
  size_t next = 0;
  bool matches = true;
  algebra::forEachLeaf(value, [&](const algebra::Leaf &l) {
    if (!l.isDynamic())
      return;
    if (next >= operands.size() ||
        static_cast<int32_t>(
            operands[next].getType().getIntOrFloatBitWidth()) != l.width)
      matches = false;
    ++next;
  });
  if (matches && next == operands.size())
    return success();
  std::vector<algebra::Leaf> dynamic;
  for (const algebra::Leaf &l : value.leaves())
    if (l.isDynamic())
      dynamic.push_back(l);
  if (dynamic.size() != operands.size())
    return emitOpError() << "has "
           << operands.size() << " operand(s) but the result type "
           << resultType << " has " << dynamic.size() << " dynamic leaf(s)";
  for (auto [i, operand] : llvm::enumerate(operands)) {
    unsigned width = operand.getType().getIntOrFloatBitWidth();
    if (static_cast<int32_t>(width) == dynamic[i].width)
      continue;
    InFlightDiagnostic diag =
        emitOpError() << "operand "
        << i << " has type " << operand.getType() << " but dynamic leaf " << i
        << " of " << resultType << " is " << algebra::leafToString(dynamic[i])
        << " (i" << dynamic[i].width << ")";
    // A 64-bit value is never narrowed silently: the leaf has to say i64.
    if (width == 64) {
      algebra::Leaf wide = dynamic[i];
      wide.width = 64;
      diag << "; write the leaf as " << algebra::leafToString(wide)
           << " to take a 64-bit value, or truncate the value to i32";
    }
    return diag;
  }
  return success();
}

LogicalResult MakeIntTupleOp::verify() {
  return verifyMakeTuple(getDyncElems(), getType(),
                         [&] { return emitOpError(); });
}
LogicalResult MakeShapeOp::verify() {
  return verifyMakeTuple(getDyncElems(), getType(),
                         [&] { return emitOpError(); });
}
LogicalResult MakeStrideOp::verify() {
  return verifyMakeTuple(getDyncElems(), getType(),
                         [&] { return emitOpError(); });
}
LogicalResult MakeCoordOp::verify() {
  return verifyMakeTuple(getDyncElems(), getType(),
                         [&] { return emitOpError(); });
}

#include "fly/Dialect/Fly/IR/FlyInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "fly/Dialect/Fly/IR/FlyOps.cpp.inc"
