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
    The `fly` dialect makes GPU data layouts a typed IR: int tuples, layouts
    (`shape:stride`), swizzles, composed layouts and tilers are types, and the
    whole static structure of a value lives in its type. An SSA value carries
    only the dynamic leaves (`?`) of its type, so type inference *is* the
    compile-time evaluation of CuTe's layout algebra: the result type of
    `fly.size` on `!fly.layout<(4,8):(1,4)>` is `!fly.int_tuple<32>`, and with
    dynamic operands the result type says which leaves stay dynamic, with
    which width and divisibility.

    ```mlir
    %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(1,?{div=4})>) -> !fly.layout<(?,8):(1,?{div=4})>
    %n = fly.size(%l) : (!fly.layout<(?,8):(1,?{div=4})>) -> !fly.int_tuple<?{div=8}>
    ```

    Besides the algebra the dialect has pointers and views (`!fly.ptr`,
    `!fly.memref`, `!fly.coord_tensor`), copy and MMA atoms with their tiled
    forms, partitioning, and whole-tensor `fly.copy` / `fly.gemm`; target
    dialects (`fly_rocdl`) plug their instructions in as atom payload types.

    Every op whose result type is inferred checks the written type against
    the inferred one; the two may differ only in the strides of static size-1
    modes and in rank-1 tuple wrappers, and a pointer or view result may claim
    a divisor of the inferred alignment. An op whose result type is fully
    static folds to `fly.static` of that type. The textual form is FlyDSL
    0.3.2's. The concepts, the type grammar and the printed-form conventions
    are in `docs/reference/` (concepts.md, type-grammar.md, printed-forms.md,
    algebra.md).
  }];
  let cppNamespace = "::mlir::fly";
  let useDefaultAttributePrinterParser = 1;
  // parseType/printType are FlyTypes.cpp's: they memoize parsed type text.
  let useDefaultTypePrinterParser = 0;
  let hasConstantMaterializer = 1;
  let extraClassDeclaration = [{
    // Defined next to the storage classes (FlyAttrs.cpp, FlyTypes.cpp).
    void registerAttributes();
    void registerTypes();
    // Type aliases on request (TypeAliases.cpp).
    void registerAsmInterface();

    /// Per-context memo of type inference (inferByEvaluationCached). It
    /// lives as long as the context that owns the types it holds.
    struct InferenceMemo;
    InferenceMemo &getInferenceMemo();
    void createInferenceMemo();

    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type,
                   ::mlir::DialectAsmPrinter &printer) const override;
    /// Per-context memo of parsed type text (FlyTypes.cpp).
    struct TypeTextMemo;
    void createTypeTextMemo();
  private:
    std::shared_ptr<InferenceMemo> inferenceMemo;
    std::shared_ptr<TypeTextMemo> typeTextMemo;
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
/// harmless form differences of docs/reference/printed-forms.md
/// #written-result-types (size-1 strides, rank-1 wrappers).
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
      // The attributes as ODS states them, before the evaluation reads
      // them: an op parsed without its result types is inferred before it
      // exists, so before its verifier ran.
      if (::mlir::failed(adaptor.verify(
              location ? *location : ::mlir::UnknownLoc::get(context))))
        return ::mlir::failure();
      // Everything the evaluation depends on besides the operand types:
      // the op's attributes and properties (uniqued, so comparable); none
      // for an op that has neither (most ops), which needs no key built.
      ::mlir::Attribute attrs = adaptor.getAttributes();
      if (attrs && ::llvm::cast<::mlir::DictionaryAttr>(attrs).empty())
        attrs = {};
      ::mlir::Attribute props =
          $cppClass::getPropertiesAsAttr(context, adaptor.getProperties());
      ::mlir::Attribute key;
      if (attrs || props)
        key = ::mlir::ArrayAttr::get(context, {
            attrs ? attrs : ::mlir::Attribute(::mlir::UnitAttr::get(context)),
            props ? props : ::mlir::Attribute(::mlir::UnitAttr::get(context))});
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

/// The syntax of ops with inferred results: Fly_Op's, except that the
/// `-> result types` may be left out when parsing
/// (docs/reference/printed-forms.md#inferred-result-types). An op with
/// syntax of its own before the attr-dict sets extraClassDefinition = ""
/// and defines parse/print with the same tail (InferredResultSyntax.cpp).
defvar Fly_InferredResultSyntax = [{
  ::mlir::ParseResult $cppClass::parse(::mlir::OpAsmParser &parser,
                                       ::mlir::OperationState &result) {
    return ::mlir::fly::parseInferredResultOp(parser, result);
  }
  void $cppClass::print(::mlir::OpAsmPrinter &printer) {
    ::mlir::fly::printInferredResultOp(printer, getOperation());
  }
}];

/// A pure op whose result type is inferred.
class Fly_InferOp<string mnemonic, list<Trait> traits = []>
    : Fly_Op<mnemonic, !listconcat([Pure, Fly_FoldsToStatic], traits,
                                   [Fly_InferredResultType])> {
  let assemblyFormat = ?;
  let hasCustomAssemblyFormat = 1;
  let extraClassDefinition = Fly_InferredResultSyntax;
}

/// An op with an inferred result that touches memory (not Pure, no folding).
class Fly_InferMemoryOp<string mnemonic, list<Trait> traits = []>
    : Fly_Op<mnemonic, !listconcat(traits, [Fly_InferredResultType])> {
  let assemblyFormat = ?;
  let hasCustomAssemblyFormat = 1;
  let extraClassDefinition = Fly_InferredResultSyntax;
}

#endif // FLY_DIALECT_TD
