//===- InferredResultSyntax.cpp - Result types that may be left out -------===//
//
// Ops with inferred result types print FlyDSL's functional form
// `(operands) attr-dict : (operand types) -> result types`. When parsing, the
// `-> result types` part is optional: without it the result types are what
// the op's InferTypeOpInterface computes from the operands and attributes,
// so `%r = fly.size(%l) : (!fly.layout<(4,8):(1,4)>)` is the same op as the
// one that writes `-> !fly.int_tuple<32>`. Written result types are checked
// against the inferred ones by the verifier, as before.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include <memory>

using namespace mlir;
using namespace mlir::fly;

namespace {
/// Storage for an op's properties built from parsed attributes, for the
/// inference call before the op exists (the op's own adaptor reads inherent
/// attributes from its properties).
class ParsedProperties {
public:
  explicit ParsedProperties(OperationName name) : name(name) {
    int size = name.getOpPropertyByteSize();
    if (size == 0)
      return;
    storage = std::make_unique<char[]>(size);
    name.initOpProperties(get(), /*init=*/nullptr);
  }
  ~ParsedProperties() {
    if (storage)
      name.destroyOpProperties(get());
  }
  OpaqueProperties get() const { return OpaqueProperties(storage.get()); }
  bool empty() const { return !storage; }

private:
  OperationName name;
  std::unique_ptr<char[]> storage;
};
} // namespace

/// From the attr-dict on: `attr-dict : (types) [-> result types]`, the
/// operands resolved, the result types inferred when not written.
static ParseResult
parseInferredResultTail(OpAsmParser &parser, OperationState &result,
                        ArrayRef<OpAsmParser::UnresolvedOperand> operands,
                        SMLoc operandsLoc) {
  SMLoc attrLoc = parser.getCurrentLocation();
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  // The messages name the op themselves.
  auto attrError = [&]() { return parser.emitError(attrLoc); };
  if (failed(result.name.verifyInherentAttrs(result.attributes, attrError)))
    return failure();

  SmallVector<Type, 4> operandTypes;
  SMLoc typesLoc;
  if (parser.parseColon() ||
      (typesLoc = parser.getCurrentLocation(), parser.parseLParen()))
    return failure();
  if (failed(parser.parseOptionalRParen()) &&
      (parser.parseTypeList(operandTypes) || parser.parseRParen()))
    return failure();
  SmallVector<Type, 1> resultTypes;
  bool written = succeeded(parser.parseOptionalArrow());
  if (written) {
    // `-> type` or `-> (type, ...)`, as in a function type. Not
    // parseOptionalArrowTypeList: it gives the same empty list for no arrow
    // and for `-> ()`, and only the first means "infer them".
    if (succeeded(parser.parseOptionalLParen())) {
      if (failed(parser.parseOptionalRParen()) &&
          (parser.parseTypeList(resultTypes) || parser.parseRParen()))
        return failure();
    } else {
      Type type;
      if (parser.parseType(type))
        return failure();
      resultTypes.push_back(type);
    }
  }
  if (parser.resolveOperands(operands, operandTypes, operandsLoc,
                             result.operands))
    return failure();

  if (!written) {
    auto *infer = result.name.getInterface<InferTypeOpInterface>();
    if (!infer)
      return parser.emitError(typesLoc)
             << "'" << result.name.getStringRef()
             << "' needs its result types written (`-> type`)";
    MLIRContext *ctx = parser.getContext();
    DictionaryAttr attrs = result.attributes.getDictionary(ctx);
    ParsedProperties properties(result.name);
    if (!properties.empty() &&
        failed(result.name.setOpPropertiesFromAttribute(
            result.name, properties.get(), attrs, attrError)))
      return failure();
    // Inference checks the attributes and reports why it fails at the op.
    if (failed(infer->inferReturnTypes(ctx, result.location, result.operands,
                                       attrs, properties.get(),
                                       result.regions, resultTypes)))
      return failure();
  }
  result.addTypes(resultTypes);
  return success();
}

static void printInferredResultTail(OpAsmPrinter &printer, Operation *op,
                                    ArrayRef<StringRef> elided = {}) {
  printer.printOptionalAttrDict(op->getAttrs(), elided);
  printer << " : ";
  printer.printFunctionalType(op->getOperandTypes(), op->getResultTypes());
}

ParseResult mlir::fly::parseInferredResultOp(OpAsmParser &parser,
                                             OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  SMLoc operandsLoc = parser.getCurrentLocation();
  if (parser.parseLParen() || parser.parseOperandList(operands) ||
      parser.parseRParen())
    return failure();
  return parseInferredResultTail(parser, result, operands, operandsLoc);
}

void mlir::fly::printInferredResultOp(OpAsmPrinter &printer, Operation *op) {
  printer << "(" << op->getOperands() << ")";
  printInferredResultTail(printer, op);
}

//===----------------------------------------------------------------------===//
// Ops with syntax of their own before the attr-dict
//===----------------------------------------------------------------------===//

/// `fly.append<n> (operands)` / `fly.prepend<n> (operands)`: `<n>` optional.
template <typename ExtendOp>
static ParseResult parseExtendOp(OpAsmParser &parser, OperationState &result) {
  if (succeeded(parser.parseOptionalLess())) {
    IntegerAttr n;
    if (parser.parseAttribute(n, parser.getBuilder().getI32Type()) ||
        parser.parseGreater())
      return failure();
    result.addAttribute(ExtendOp::getNAttrName(result.name), n);
  }
  return parseInferredResultOp(parser, result);
}

template <typename ExtendOp>
static void printExtendOp(OpAsmPrinter &printer, ExtendOp op) {
  // A blank before `(` with or without `<n>`, as FlyDSL prints it.
  if (IntegerAttr n = op.getNAttr())
    printer << "<" << n.getInt() << ">";
  printer << " (" << op->getOperands() << ")";
  printInferredResultTail(printer, op, {op.getNAttrName()});
}

ParseResult AppendOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseExtendOp<AppendOp>(parser, result);
}
void AppendOp::print(OpAsmPrinter &printer) { printExtendOp(printer, *this); }
ParseResult PrependOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseExtendOp<PrependOp>(parser, result);
}
void PrependOp::print(OpAsmPrinter &printer) { printExtendOp(printer, *this); }

/// The default-valued `dynamicOnly = false` is not printed.
ParseResult GetLeavesOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseInferredResultOp(parser, result);
}

void GetLeavesOp::print(OpAsmPrinter &printer) {
  printer << "(" << getInput() << ")";
  SmallVector<StringRef, 1> elided;
  if (!getDynamicOnly())
    elided.push_back(getDynamicOnlyAttrName());
  printInferredResultTail(printer, *this, elided);
}

/// `fly.make_fragment_like(%src[, elementType])`.
ParseResult MakeFragmentLikeOp::parse(OpAsmParser &parser,
                                      OperationState &result) {
  OpAsmParser::UnresolvedOperand src;
  SMLoc operandsLoc = parser.getCurrentLocation();
  if (parser.parseLParen() || parser.parseOperand(src))
    return failure();
  if (succeeded(parser.parseOptionalComma())) {
    Type dtype;
    if (parser.parseType(dtype))
      return failure();
    result.addAttribute(getDtypeAttrName(result.name), TypeAttr::get(dtype));
  }
  if (parser.parseRParen())
    return failure();
  return parseInferredResultTail(parser, result, {src}, operandsLoc);
}

void MakeFragmentLikeOp::print(OpAsmPrinter &printer) {
  printer << "(" << getSrc();
  if (TypeAttr dtype = getDtypeAttr())
    printer << ", " << dtype.getValue();
  printer << ")";
  printInferredResultTail(printer, *this, {getDtypeAttrName()});
}

/// The MMA operand id written bare as the first item: `a`, `b`, `c` or `d`.
static ParseResult parseMmaOperandId(OpAsmParser &parser,
                                     OperationState &result,
                                     StringAttr attrName) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<MmaOperand> value = symbolizeMmaOperand(keyword);
  if (!value)
    return parser.emitError(loc, "expected an MMA operand a, b, c or d, got '")
           << keyword << "'";
  result.addAttribute(attrName,
                      MmaOperandAttr::get(parser.getContext(), *value));
  return success();
}

/// `(id, operands[, stages = N])` of the tiled MMA partition ops; `stages`
/// only where `stagesName` is given.
static ParseResult parseMmaPartitionOp(OpAsmParser &parser,
                                       OperationState &result,
                                       StringAttr idName,
                                       StringAttr stagesName = {}) {
  SmallVector<OpAsmParser::UnresolvedOperand, 3> operands;
  if (parser.parseLParen() || parseMmaOperandId(parser, result, idName))
    return failure();
  SMLoc operandsLoc = parser.getCurrentLocation();
  while (succeeded(parser.parseOptionalComma())) {
    if (stagesName && succeeded(parser.parseOptionalKeyword("stages"))) {
      IntegerAttr stages;
      if (parser.parseEqual() ||
          parser.parseAttribute(stages, parser.getBuilder().getI32Type()))
        return failure();
      result.addAttribute(stagesName, stages);
      break;
    }
    if (parser.parseOperand(operands.emplace_back()))
      return failure();
  }
  if (parser.parseRParen())
    return failure();
  return parseInferredResultTail(parser, result, operands, operandsLoc);
}

static void printMmaPartitionOp(OpAsmPrinter &printer, Operation *op,
                                MmaOperandAttr id, StringAttr idName,
                                IntegerAttr stages = {},
                                StringAttr stagesName = {}) {
  printer << "(" << stringifyMmaOperand(id.getValue());
  for (Value v : op->getOperands())
    printer << ", " << v;
  if (stages)
    printer << ", stages = " << stages.getInt();
  printer << ")";
  SmallVector<StringRef, 2> elided{idName.getValue()};
  if (stagesName)
    elided.push_back(stagesName.getValue());
  printInferredResultTail(printer, op, elided);
}

ParseResult TiledMmaPartitionShapeOp::parse(OpAsmParser &parser,
                                            OperationState &result) {
  return parseMmaPartitionOp(parser, result,
                             getOperandIdAttrName(result.name));
}
void TiledMmaPartitionShapeOp::print(OpAsmPrinter &printer) {
  printMmaPartitionOp(printer, *this, getOperandIdAttr(),
                      getOperandIdAttrName());
}
ParseResult TiledMmaPartitionOp::parse(OpAsmParser &parser,
                                       OperationState &result) {
  return parseMmaPartitionOp(parser, result,
                             getOperandIdAttrName(result.name));
}
void TiledMmaPartitionOp::print(OpAsmPrinter &printer) {
  printMmaPartitionOp(printer, *this, getOperandIdAttr(),
                      getOperandIdAttrName());
}
ParseResult MmaMakeFragmentOp::parse(OpAsmParser &parser,
                                     OperationState &result) {
  return parseMmaPartitionOp(parser, result,
                             getOperandIdAttrName(result.name),
                             getStagesAttrName(result.name));
}
void MmaMakeFragmentOp::print(OpAsmPrinter &printer) {
  printMmaPartitionOp(printer, *this, getOperandIdAttr(),
                      getOperandIdAttrName(), getStagesAttr(),
                      getStagesAttrName());
}
