//===- TypeAliases.cpp - `!layout = !fly.layout<...>` when asked ----------===//
//
// With --fly-print-type-aliases, every fly type is printed once at the top of
// the module as an alias named after its mnemonic (`!layout`, `!layout1`,
// `!memref`...) and by that name at its uses, which makes modules that repeat
// long layout types shorter to read. The default stays FlyDSL's printed form,
// which writes every type in full, so that IR moves between the two tools
// and FileCheck patterns keep matching. Aliases are MLIR syntax: both forms
// parse (docs/reference/printed-forms.md#type-aliases).
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "llvm/Support/CommandLine.h"

using namespace mlir;
using namespace mlir::fly;

static llvm::cl::opt<bool> printTypeAliases(
    "fly-print-type-aliases",
    llvm::cl::desc("Print fly types as aliases (`!layout = !fly.layout<...>` "
                   "at the top of the module) instead of in full at every "
                   "use"),
    llvm::cl::init(false));

namespace {
struct FlyOpAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(Type type, raw_ostream &os) const override {
    if (!printTypeAliases)
      return AliasResult::NoAlias;
    // `fly.layout` -> `layout`; MLIR numbers the aliases of one name.
    StringRef name = type.getAbstractType().getName();
    if (!name.consume_front("fly."))
      return AliasResult::NoAlias;
    os << name;
    return AliasResult::OverridableAlias;
  }
};
} // namespace

void FlyDialect::registerAsmInterface() { addInterfaces<FlyOpAsmInterface>(); }
