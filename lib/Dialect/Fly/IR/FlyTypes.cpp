//===- FlyTypes.cpp - fly types: syntax ------------------------------------===//
//
// Every layout-core type is `!fly.NAME<body>` with the body of its attribute.
//
//===----------------------------------------------------------------------===//

#include "BodySyntax.h"
#include "TypeText.h"

#include "mlir/IR/DialectImplementation.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/TypeSwitch.h"

#include <mutex>

using namespace mlir;
using namespace mlir::fly;

/// Defines parse/print of type `TypeT` whose single parameter is `AttrT`.
#define FLY_DEFINE_TYPE_SYNTAX(TypeT, AttrT, BodyFn)                           \
  Type TypeT::parse(AsmParser &p) {                                            \
    AttrT attr = parseAngled<AttrT>(p, BodyFn);                                \
    if (!attr)                                                                 \
      return {};                                                               \
    return TypeT::get(p.getContext(), attr);                                   \
  }                                                                            \
  void TypeT::print(AsmPrinter &p) const { getAttr().print(p); }

FLY_DEFINE_TYPE_SYNTAX(IntTupleType, IntTupleAttr, parseIntTupleBody)
FLY_DEFINE_TYPE_SYNTAX(BasisType, BasisAttr, parseBasisBody)
FLY_DEFINE_TYPE_SYNTAX(LayoutType, LayoutAttr, parseLayoutBody)
FLY_DEFINE_TYPE_SYNTAX(SwizzleType, SwizzleAttr, parseSwizzleBody)
FLY_DEFINE_TYPE_SYNTAX(CoordSwizzleType, CoordSwizzleAttr,
                       parseCoordSwizzleBody)
FLY_DEFINE_TYPE_SYNTAX(ComposedLayoutType, ComposedLayoutAttr,
                       parseComposedLayoutBody)
FLY_DEFINE_TYPE_SYNTAX(TileType, TileAttr, parseTileBody)

#undef FLY_DEFINE_TYPE_SYNTAX

#include "fly/Dialect/Fly/IR/FlyTypeInterfaces.cpp.inc"
#include "fly/Dialect/Fly/IR/FlyAttrInterfaces.cpp.inc"

// Parse, print and verify of the memory and atom types live in
// FlyMemoryTypes.cpp and FlyAtomTypes.cpp.
#define GET_TYPEDEF_CLASSES
#include "fly/Dialect/Fly/IR/FlyTypeDefs.cpp.inc"

void FlyDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "fly/Dialect/Fly/IR/FlyTypeDefs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// The dialect's type hooks
//===----------------------------------------------------------------------===//

/// Types by their text (`layout<(4,8):(1,4)>`): a module writes the same
/// type at every operand and result, and parsing it again gives the same
/// type. Only successful parses are kept, so every diagnostic still comes
/// from the parser. Guarded by a mutex: a context may parse on several
/// threads.
struct mlir::fly::FlyDialect::TypeTextMemo {
  std::mutex mutex;
  llvm::StringMap<Type> types;
  /// The other direction: the printed text of the types whose text is
  /// their value alone (layout-core types; no nested aliases or flags).
  llvm::DenseMap<Type, std::string> printed;
};

void FlyDialect::createTypeTextMemo() {
  typeTextMemo = std::make_shared<TypeTextMemo>();
}

Type FlyDialect::parseType(DialectAsmParser &parser) const {
  // The parser resets its lexer past the type's text after this hook, so
  // a type found from its text needs no tokens read.
  StringRef spec = parser.getFullSymbolSpec();
  bool memoizable = isMemoizableTypeText(spec);
  if (memoizable) {
    std::lock_guard<std::mutex> lock(typeTextMemo->mutex);
    auto it = typeTextMemo->types.find(spec);
    if (it != typeTextMemo->types.end())
      return it->second;
  }
  Type type = parseTypeTextFast(getContext(), spec);
  if (!type) {
    SMLoc typeLoc = parser.getCurrentLocation();
    StringRef mnemonic;
    OptionalParseResult result = generatedTypeParser(parser, &mnemonic, type);
    if (!result.has_value()) {
      parser.emitError(typeLoc) << "unknown  type `" << mnemonic
                                << "` in dialect `" << getNamespace() << "`";
      return {};
    }
  }
  if (type && memoizable) {
    std::lock_guard<std::mutex> lock(typeTextMemo->mutex);
    typeTextMemo->types.try_emplace(spec, type);
  }
  return type;
}

/// The attribute holding the whole text of a layout-core type, and the
/// type's mnemonic; null for other types.
static std::pair<Attribute, StringRef> textAttrOf(Type type) {
  if (auto t = dyn_cast<IntTupleType>(type))
    return {t.getAttr(), IntTupleType::getMnemonic()};
  if (auto t = dyn_cast<LayoutType>(type))
    return {t.getAttr(), LayoutType::getMnemonic()};
  if (auto t = dyn_cast<ComposedLayoutType>(type))
    return {t.getAttr(), ComposedLayoutType::getMnemonic()};
  if (auto t = dyn_cast<TileType>(type))
    return {t.getAttr(), TileType::getMnemonic()};
  return {};
}

void FlyDialect::printType(Type type, DialectAsmPrinter &printer) const {
  // A module prints the same types at every operand and result, and the
  // alias pass prints each once more: the text is built once per type.
  auto [attr, mnemonic] = textAttrOf(type);
  if (!attr) {
    (void)generatedTypePrinter(type, printer);
    return;
  }
  {
    std::lock_guard<std::mutex> lock(typeTextMemo->mutex);
    auto it = typeTextMemo->printed.find(type);
    if (it != typeTextMemo->printed.end()) {
      printer.getStream() << it->second;
      return;
    }
  }
  std::string text = mnemonic.str();
  if (!appendAttrBody(attr, text)) {
    (void)generatedTypePrinter(type, printer);
    return;
  }
  printer.getStream() << text;
  std::lock_guard<std::mutex> lock(typeTextMemo->mutex);
  typeTextMemo->printed.try_emplace(type, std::move(text));
}
