//===- AtomState.cpp - Atom values and their runtime state to LLVM --------===//
//
// docs/reference/lowering.md#atom-state: an atom is an LLVM struct of its
// payload's runtime fields
// (StatefulAtomTypeInterface), an empty struct for a stateless payload.
// make_copy_atom / make_mma_atom / fly.static of an atom (or tiled atom)
// build the default state; fly.atom.set_value inserts one field.
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace mlir::fly;

std::optional<Type> mlir::fly::convertStatefulAtom(Type atomLike) {
  Type state = getAtomStateType(atomLike);
  if (!state || !isa<CopyAtomType, MmaAtomType>(atomLike))
    return std::nullopt;
  return state;
}

void mlir::fly::populateStatelessAtomTypeConversions(TypeConverter &converter,
                                                     TypeID payloadDialect) {
  auto stateless = [payloadDialect](Type atom) -> std::optional<Type> {
    Type payload = getAtomPayload(atom);
    if (!payload || payload.getDialect().getTypeID() != payloadDialect ||
        isa<StatefulAtomTypeInterface>(payload))
      return std::nullopt;
    return LLVM::LLVMStructType::getLiteral(atom.getContext(), {});
  };
  converter.addConversion(
      [=](CopyAtomType t) -> std::optional<Type> { return stateless(t); });
  converter.addConversion(
      [=](MmaAtomType t) -> std::optional<Type> { return stateless(t); });
}

FailureOr<Value> mlir::fly::getAtomStateField(OpBuilder &b, Location loc,
                                              Value llvmAtom, Type payload,
                                              StringRef field) {
  auto stateful = dyn_cast_or_null<StatefulAtomTypeInterface>(payload);
  if (!stateful)
    return failure();
  for (auto [i, name] : llvm::enumerate(stateful.getStateFieldNames()))
    if (name == field)
      return Value(LLVM::ExtractValueOp::create(b, loc, llvmAtom,
                                                int64_t(i)));
  return failure();
}

namespace {

/// make_copy_atom / make_mma_atom / fly.static of an atom or tiled atom:
/// the zero empty struct of a stateless payload, or the default state.
template <typename OpT>
struct MakeAtomLowering : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type t = this->getTypeConverter()->convertType(op.getType());
    auto s = dyn_cast_or_null<LLVM::LLVMStructType>(t);
    Type payload = getAtomPayload(op.getType());
    if (!s || !payload)
      return rewriter.notifyMatchFailure(op, "not an atom");
    if (s.getBody().empty()) {
      rewriter.replaceOpWithNewOp<LLVM::ZeroOp>(op, s);
      return success();
    }
    auto stateful = dyn_cast<StatefulAtomTypeInterface>(payload);
    if (!stateful)
      return rewriter.notifyMatchFailure(op, "state of an unknown payload");
    Location loc = op.getLoc();
    Value v = LLVM::ZeroOp::create(rewriter, loc, s);
    for (auto [i, field] : llvm::enumerate(
             llvm::zip(stateful.getStateFieldTypes(),
                       stateful.getStateFieldDefaults()))) {
      auto [type, def] = field;
      if (def == 0)
        continue;
      Value c = LLVM::ConstantOp::create(
          rewriter, loc, type, rewriter.getIntegerAttr(type, def));
      v = LLVM::InsertValueOp::create(rewriter, loc, v, c, int64_t(i));
    }
    rewriter.replaceOp(op, v);
    return success();
  }
};

/// fly.atom.set_value -> llvm.insertvalue at the field's index.
struct AtomSetValueLowering : OpConversionPattern<AtomSetValueOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(AtomSetValueOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto stateful =
        dyn_cast_or_null<StatefulAtomTypeInterface>(getAtomPayload(op.getType()));
    if (!stateful)
      return op.emitOpError("the atom has no runtime state to set");
    for (auto [i, name] : llvm::enumerate(stateful.getStateFieldNames()))
      if (name == op.getField()) {
        rewriter.replaceOpWithNewOp<LLVM::InsertValueOp>(
            op, adaptor.getAtom(), adaptor.getValue(), int64_t(i));
        return success();
      }
    return op.emitOpError("unknown field '") << op.getField() << "'";
  }
};

} // namespace

void mlir::fly::populateFlyAtomStateToLLVMPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<MakeAtomLowering<MakeCopyAtomOp>, MakeAtomLowering<StaticOp>,
               MakeAtomLowering<MakeMmaAtomOp>, AtomSetValueLowering>(
      converter, patterns.getContext());
}
