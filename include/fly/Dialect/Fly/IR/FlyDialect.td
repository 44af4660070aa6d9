//===- FlyDialect.td - The fly dialect ---------------------*- tablegen -*-===//
#ifndef FLY_DIALECT_TD
#define FLY_DIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "fly/Dialect/Fly/IR/FlyInterfaces.td"

def Fly_Dialect : Dialect {
  let name = "fly";
  let summary = "CuTe-style layout algebra as a typed IR";
  let description = [{
    Shapes, strides, layouts, swizzles and tilers are types whose static parts
    are evaluated by type inference; SSA values carry only the dynamic leaves.
    Textually compatible with FlyDSL 0.3.2's `fly` dialect.
  }];
  let cppNamespace = "::mlir::fly";
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let hasConstantMaterializer = 1;
  let extraClassDeclaration = [{
    // Defined next to the storage classes (FlyAttrs.cpp, FlyTypes.cpp).
    void registerAttributes();
    void registerTypes();

    /// Per-context memo of type inference (inferByEvaluationCached). It
    /// lives as long as the context that owns the types it holds.
    struct InferenceMemo;
    InferenceMemo &getInferenceMemo();
    void createInferenceMemo();
  private:
    std::shared_ptr<InferenceMemo> inferenceMemo;
  public:
  }];
}

/// Default syntax of a fly op: `fly.NAME(operands) attr-dict : (...) -> ...`.
class Fly_Op<string mnemonic, list<Trait> traits = []>
    : Op<Fly_Dialect, mnemonic, traits> {
  let assemblyFormat =
      "`(` operands `)` attr-dict `:` functional-type(operands, results)";
}

/// Result types are computed by the layout algebra (the op's static
/// `evaluateAlgebra`, also reached through Fly_AlgebraOpInterface) and
/// checked against the written ones; the written type may differ only by the
/// two harmless form differences of fly-ir.md 9.2a (size-1 strides, rank-1
/// wrappers).
def Fly_InferredResultType : TraitList<[
  DeclareOpInterfaceMethods<InferTypeOpInterface>,
  Fly_AlgebraOpInterface,
  NativeOpTrait<"InferTypeOpAdaptor", [], [{
    static ::mlir::fly::EvalResult
    evaluateAlgebra(Adaptor adaptor,
                    ::llvm::ArrayRef<::mlir::fly::AlgebraValue> operands);
    static ::llvm::LogicalResult
    inferReturnTypes(::mlir::MLIRContext *context,
                     std::optional<::mlir::Location> location, Adaptor adaptor,
                     ::llvm::SmallVectorImpl<::mlir::Type> &inferredReturnTypes);
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r);
  }], [{
    ::llvm::LogicalResult
    $cppClass::inferReturnTypes(::mlir::MLIRContext *context,
        std::optional<::mlir::Location> location, ::mlir::ValueRange operands,
        ::mlir::DictionaryAttr attributes, ::mlir::OpaqueProperties properties,
        ::mlir::RegionRange regions,
        ::llvm::SmallVectorImpl<::mlir::Type> &inferredReturnTypes) {
      $cppClass::Adaptor adaptor(operands, attributes, properties, regions);
      return $cppClass::inferReturnTypes(context, location, adaptor,
                                         inferredReturnTypes);
    }
    ::llvm::LogicalResult
    $cppClass::inferReturnTypes(::mlir::MLIRContext *context,
        std::optional<::mlir::Location> location, Adaptor adaptor,
        ::llvm::SmallVectorImpl<::mlir::Type> &inferredReturnTypes) {
      // Everything the evaluation depends on besides the operand types:
      // the op's attributes and properties (uniqued, so comparable).
      ::mlir::Attribute key = ::mlir::ArrayAttr::get(context, {
          adaptor.getAttributes() ? ::mlir::Attribute(adaptor.getAttributes())
                                  : ::mlir::Attribute(::mlir::UnitAttr::get(context)),
          $cppClass::getPropertiesAsAttr(context, adaptor.getProperties())
              ? $cppClass::getPropertiesAsAttr(context, adaptor.getProperties())
              : ::mlir::Attribute(::mlir::UnitAttr::get(context))});
      return ::mlir::fly::inferByEvaluationCached(
          context, location, getOperationName(),
          adaptor.getOperands().getTypes(), key,
          [&](::llvm::ArrayRef<::mlir::fly::AlgebraValue> values) {
            return evaluateAlgebra(adaptor, values);
          },
          inferredReturnTypes);
    }
    bool $cppClass::isCompatibleReturnTypes(::mlir::TypeRange l,
                                            ::mlir::TypeRange r) {
      return ::mlir::fly::areCompatibleResultTypes(l, r);
    }
  }]>
]>;

/// Folds an op whose result type is fully static to `fly.static` of that
/// type: the type already is the answer.
def Fly_FoldsToStatic : NativeOpTrait<"FoldsToStatic"> {
  let cppNamespace = "::mlir::fly";
}

/// A pure op whose result type is inferred.
class Fly_InferOp<string mnemonic, list<Trait> traits = []>
    : Fly_Op<mnemonic, !listconcat([Pure, Fly_FoldsToStatic], traits,
                                   [Fly_InferredResultType])>;

/// An op with an inferred result that touches memory (not Pure, no folding).
class Fly_InferMemoryOp<string mnemonic, list<Trait> traits = []>
    : Fly_Op<mnemonic, !listconcat(traits, [Fly_InferredResultType])>;

#endif // FLY_DIALECT_TD
