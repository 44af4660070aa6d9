//===- Options.cpp - fly-draw's options as key=value words ----------------===//
//
// The C API takes the command line's options as one string; the tool parses
// its flags with llvm::cl and then sets them through setDrawOption too, so
// both share the names, the checks and the messages.
//
//===----------------------------------------------------------------------===//

#include "fly/Draw/Draw.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir::fly::draw;
using ::fly::layout::fail;
using ::fly::layout::Result;

static Result<int64_t> integer(llvm::StringRef name, llvm::StringRef text,
                               int64_t min, int64_t max) {
  int64_t v = 0;
  if (text.trim().getAsInteger(10, v) || v < min || v > max)
    return fail(name.str() + "=" + text.str() + ": expected an integer from " +
                std::to_string(min) + " to " + std::to_string(max));
  return v;
}

Result<bool> mlir::fly::draw::setDrawOption(DrawOptions &o,
                                            llvm::StringRef name,
                                            llvm::StringRef value) {
  if (name == "format") {
    auto f = pic::parseFormat(std::string_view(value.data(), value.size()));
    if (!f)
      return fail("format=" + value.str() +
                  ": expected svg, text, typst or tikz");
    o.format = *f;
  } else if (name == "set") {
    llvm::SmallVector<llvm::StringRef> parts;
    value.split(parts, ',', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef p : parts) {
      FLY_TRY(v, integer("set", p, -(int64_t(1) << 40), int64_t(1) << 40));
      o.dynamicValues.push_back(v);
    }
  } else if (name == "tile") {
    o.tvTile = value.str();
  } else if (name == "bank-map") {
    o.bankChip = value.str();
  } else if (name == "elem-bits") {
    FLY_TRY(v, integer(name, value, 1, 1024));
    o.elemBits = v;
  } else if (name == "access") {
    o.access = value.str();
  } else if (name == "vector-bits") {
    FLY_TRY(v, integer(name, value, 1, 4096));
    o.vectorBits = v;
  } else if (name == "wave") {
    FLY_TRY(v, integer(name, value, 0, 1 << 20));
    o.wave = v;
  } else if (name == "wave-size") {
    FLY_TRY(v, integer(name, value, 1, 1024));
    o.waveSize = static_cast<int>(v);
  } else {
    return fail("unknown option '" + name.str() +
                "'; known: format, set, tile, bank-map, elem-bits, access, "
                "vector-bits, wave, wave-size");
  }
  return true;
}

Result<DrawOptions> mlir::fly::draw::parseDrawOptions(llvm::StringRef spec) {
  DrawOptions o;
  llvm::SmallVector<llvm::StringRef> words;
  llvm::SplitString(spec, words);
  for (llvm::StringRef w : words) {
    auto [name, value] = w.split('=');
    name.consume_front("--");
    if (!w.contains('='))
      return fail("option '" + w.str() + "' has no value (expected key=value)");
    FLY_TRY(ok, setDrawOption(o, name, value));
    (void)ok;
  }
  return o;
}
