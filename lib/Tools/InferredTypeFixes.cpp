//===- InferredTypeFixes.cpp - Writing the types Fly infers ---------------===//

#include "fly/Tools/InferredTypeFixes.h"
#include "fly/Tools/OpTypeText.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/SourceMgr.h"

#include <algorithm>
#include <tuple>

using namespace mlir;
using namespace mlir::fly::tools;
using llvm::StringRef;

namespace {

std::string withoutSpaces(StringRef s) {
  std::string out;
  for (char c : s)
    if (!llvm::isSpace(c))
      out.push_back(c);
  return out;
}

/// The types of a diagnostic's `'T1', 'T2'` list.
llvm::SmallVector<std::string> quotedTypes(StringRef list) {
  llvm::SmallVector<std::string> types;
  list = list.trim();
  while (list.consume_front("'")) {
    size_t end = list.find("'");
    if (end == StringRef::npos)
      return {};
    types.push_back(list.take_front(end).str());
    list = list.drop_front(end + 1).ltrim();
    if (!list.consume_front(","))
      break;
    list = list.ltrim();
  }
  return types;
}

std::string spellTypes(llvm::ArrayRef<std::string> types,
                       const TypeAliases &aliases) {
  std::string out;
  if (types.size() != 1)
    out += "(";
  llvm::interleave(
      types, [&](const std::string &t) { out += aliases.spell(t); },
      [&] { out += ", "; });
  if (types.size() != 1)
    out += ")";
  return out;
}

/// The edit writing `types` as the results of the op named at `opName`.
std::optional<TextEdit> writeResults(StringRef text, size_t opName,
                                     llvm::ArrayRef<std::string> types,
                                     const TypeAliases &aliases) {
  std::optional<OpTypeSpans> spans = scanOpTypes(text, opName);
  if (!spans)
    return std::nullopt;
  std::string spelled = spellTypes(types, aliases);
  if (spans->hasResults)
    return TextEdit{spans->results.first,
                    spans->results.second - spans->results.first, spelled};
  if (!spans->functional)
    return std::nullopt;
  return TextEdit{spans->resultsInsertAt, 0, " -> " + spelled};
}

/// The edit writing `type` as the type of the operand used at `use`.
std::optional<TextEdit> writeOperandType(StringRef text, size_t use,
                                         StringRef type,
                                         const TypeAliases &aliases) {
  std::optional<size_t> name = opNameOnLine(text, use);
  if (!name)
    return std::nullopt;
  std::optional<OpTypeSpans> spans = scanOpTypes(text, *name);
  if (!spans || !spans->functional)
    return std::nullopt;
  // The values among the written operands (`%...`; keywords such as
  // tiled_mma.partition's `c` and string keys have no type) match the
  // functional type's entries in order.
  llvm::SmallVector<Span> values;
  for (Span operand : spans->operands)
    if (operand.first < operand.second && text[operand.first] == '%')
      values.push_back(operand);
  if (values.size() != spans->operandTypes.size())
    return std::nullopt;
  for (auto [i, operand] : llvm::enumerate(values)) {
    if (use < operand.first || use >= operand.second)
      continue;
    Span t = spans->operandTypes[i];
    return TextEdit{t.first, t.second - t.first, aliases.spell(type)};
  }
  return std::nullopt;
}

struct Diag {
  size_t offset;
  std::string message;
};

/// Collects the errors of a parse or a verification with their offsets in
/// the buffer.
class ErrorCollector {
public:
  ErrorCollector(MLIRContext &context, StringRef text)
      : text(text), handler(&context, [this](Diagnostic &d) {
          if (d.getSeverity() != DiagnosticSeverity::Error)
            return success();
          Diag diag{StringRef::npos, d.str()};
          if (auto loc = dyn_cast<FileLineColLoc>(d.getLocation()))
            if (std::optional<size_t> off =
                    offsetOf(this->text, loc.getLine(), loc.getColumn()))
              diag.offset = *off;
          errors.push_back(std::move(diag));
          return success();
        }) {}
  std::vector<Diag> errors;

private:
  StringRef text;
  ScopedDiagnosticHandler handler;
};

std::string describe(StringRef text, const Diag &d, StringRef bufferName) {
  if (d.offset == StringRef::npos)
    return (bufferName + ": error: " + d.message).str();
  size_t lineStart = text.rfind('\n', d.offset);
  lineStart = lineStart == StringRef::npos ? 0 : lineStart + 1;
  unsigned line = 1 + std::count(text.begin(), text.begin() + d.offset, '\n');
  return (bufferName + ":" + llvm::Twine(line) + ":" +
          llvm::Twine(d.offset - lineStart + 1) + ": error: " + d.message)
      .str();
}

/// `text` with each placeholder type `!_` (a type to be filled, where the
/// file does not define the alias `!_`) written as `none`, which no Fly
/// value has: its use then names the value's type.
std::string withPlaceholders(StringRef text) {
  bool defined = llvm::any_of(llvm::split(text, '\n'), [](StringRef line) {
    return line.starts_with("!_ ") || line.starts_with("!_=");
  });
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    bool token = !defined && text[i] == '!' && i + 1 < text.size() &&
                 text[i + 1] == '_' &&
                 (i + 2 == text.size() ||
                  !(llvm::isAlnum(text[i + 2]) || text[i + 2] == '_' ||
                    text[i + 2] == '.' || text[i + 2] == '$'));
    if (token) {
      out += "none";
      ++i;
      continue;
    }
    out.push_back(text[i]);
  }
  return out;
}

} // namespace

TypeAliases::TypeAliases(StringRef text) {
  for (StringRef line : llvm::split(text, '\n')) {
    if (!line.starts_with("!"))
      continue;
    size_t eq = line.find('=');
    if (eq == StringRef::npos)
      continue;
    StringRef name = line.take_front(eq).trim();
    StringRef body = line.drop_front(eq + 1);
    size_t comment = body.find("//");
    if (comment != StringRef::npos)
      body = body.take_front(comment);
    body = body.trim();
    if (name.size() < 2 || body.empty() ||
        llvm::any_of(name.drop_front(), [](char c) {
          return !(llvm::isAlnum(c) || c == '_' || c == '.' || c == '$' ||
                   c == '-');
        }))
      continue;
    byBody.try_emplace(withoutSpaces(body), name.str());
    size_t begin = body.data() - text.data();
    bodies.try_emplace(name, std::make_pair(begin, begin + body.size()));
  }
}

std::optional<std::pair<size_t, size_t>>
TypeAliases::body(StringRef name) const {
  auto it = bodies.find(name);
  if (it == bodies.end())
    return std::nullopt;
  return it->second;
}

std::string TypeAliases::spell(StringRef printed) const {
  auto it = byBody.find(withoutSpaces(printed));
  return it == byBody.end() ? printed.str() : it->second;
}

std::optional<TextEdit>
mlir::fly::tools::fixForDiagnostic(StringRef text, size_t offset,
                                   StringRef message,
                                   const TypeAliases &aliases) {
  if (offset >= text.size())
    return std::nullopt;
  constexpr StringRef inferred = "inferred type(s) ";
  constexpr StringRef incompatible =
      " are incompatible with return type(s) of operation ";
  size_t a = message.find(inferred);
  size_t b = message.find(incompatible);
  if (a != StringRef::npos && b != StringRef::npos && a < b) {
    auto types = quotedTypes(message.slice(a + inferred.size(), b));
    if (types.empty())
      return std::nullopt;
    return writeResults(text, offset, types, aliases);
  }
  constexpr StringRef prior = "' expects different type than prior uses: ";
  if (message.starts_with("use of value '") && message.contains(prior)) {
    StringRef pair = message.drop_front(message.find(prior) + prior.size());
    size_t vs = pair.find("' vs '");
    if (vs == StringRef::npos)
      return std::nullopt;
    auto types = quotedTypes(pair.drop_front(vs + 5));
    if (types.size() != 1)
      return std::nullopt;
    return writeOperandType(text, offset, types[0], aliases);
  }
  return std::nullopt;
}

std::string mlir::fly::tools::applyEdits(StringRef text,
                                         std::vector<TextEdit> edits,
                                         unsigned *applied) {
  llvm::sort(edits, [](const TextEdit &x, const TextEdit &y) {
    return x.offset > y.offset;
  });
  std::string out = text.str();
  size_t limit = out.size() + 1;
  for (const TextEdit &e : edits) {
    if (e.offset + e.length > limit || e.offset + e.length > out.size())
      continue; // overlaps the previous (later) edit: the next round redoes it
    out.replace(e.offset, e.length, e.text);
    limit = e.offset;
    if (applied)
      ++*applied;
  }
  return out;
}

FillResult mlir::fly::tools::fillInferredTypes(StringRef input,
                                               MLIRContext &context,
                                               StringRef bufferName,
                                               unsigned maxRounds) {
  FillResult result;
  std::string text = withPlaceholders(input);
  // The aliases whose body was rewritten: in which round, to what.
  llvm::StringMap<std::pair<unsigned, std::string>> editedAliases;
  for (result.rounds = 1; result.rounds <= maxRounds; ++result.rounds) {
    TypeAliases aliases(text);
    std::vector<TextEdit> edits;
    std::vector<Diag> errors;
    {
      ErrorCollector collector(context, text);
      ParserConfig config(&context, /*verifyAfterParse=*/false);
      auto sourceMgr = std::make_shared<llvm::SourceMgr>();
      sourceMgr->AddNewSourceBuffer(
          llvm::MemoryBuffer::getMemBuffer(text, bufferName), llvm::SMLoc());
      OwningOpRef<Operation *> module =
          parseSourceFile<ModuleOp>(sourceMgr, config);
      if (module)
        (void)verify(*module); // its errors are in the collector
      if (module && collector.errors.empty()) {
        // Verified: the results an op left out get written.
        module->walk([&](Operation *op) {
          if (op->getNumResults() == 0 || !isa<InferTypeOpInterface>(op) ||
              !op->getName().getDialectNamespace().starts_with("fly"))
            return;
          auto loc = dyn_cast<FileLineColLoc>(op->getLoc());
          if (!loc)
            return;
          std::optional<size_t> at =
              offsetOf(text, loc.getLine(), loc.getColumn());
          if (!at)
            return;
          std::optional<OpTypeSpans> spans = scanOpTypes(text, *at);
          if (!spans || !spans->functional || spans->hasResults)
            return;
          llvm::SmallVector<std::string> types;
          for (Type t : op->getResultTypes()) {
            std::string s;
            llvm::raw_string_ostream os(s);
            t.print(os);
            types.push_back(s);
          }
          if (auto e = writeResults(text, *at, types, aliases))
            edits.push_back(*e);
        });
      }
      errors = collector.errors;
    }
    for (const Diag &d : errors)
      if (auto e = fixForDiagnostic(text, d.offset, d.message, aliases))
        edits.push_back(*e);
    // A wrong type written as an alias (`!name`) is fixed in the alias's
    // definition, once per alias: when its other uses wanted the old body,
    // the next rounds write that at them.
    for (TextEdit &e : edits) {
      StringRef written = StringRef(text).substr(e.offset, e.length);
      StringRef want(e.text);
      bool wantIsAlias = want.starts_with("!") && !want.contains('<');
      if (!written.starts_with("!") || written.contains('<') || wantIsAlias ||
          want.starts_with("("))
        continue;
      // Edited before: only another site of this round that wants the same
      // body joins that edit.
      auto edited = editedAliases.find(written);
      if (edited != editedAliases.end() &&
          (edited->second.first != result.rounds ||
           edited->second.second != e.text))
        continue;
      std::optional<std::pair<size_t, size_t>> body = aliases.body(written);
      if (!body)
        continue;
      editedAliases[written] = {result.rounds, e.text};
      e = TextEdit{body->first, body->second - body->first, e.text};
    }
    // Two sites of one alias give the same edit of its body.
    llvm::sort(edits, [](const TextEdit &x, const TextEdit &y) {
      return std::tie(x.offset, x.length, x.text) <
             std::tie(y.offset, y.length, y.text);
    });
    edits.erase(std::unique(edits.begin(), edits.end(),
                            [](const TextEdit &x, const TextEdit &y) {
                              return x.offset == y.offset &&
                                     x.length == y.length && x.text == y.text;
                            }),
                edits.end());
    // An edit that writes what is there already changes nothing.
    llvm::erase_if(edits, [&](const TextEdit &e) {
      return StringRef(text).substr(e.offset, e.length) == e.text;
    });
    if (edits.empty()) {
      if (!errors.empty()) {
        result.error = describe(text, errors.front(), bufferName);
        return result;
      }
      result.ok = true;
      result.text = std::move(text);
      return result;
    }
    text = applyEdits(text, std::move(edits), &result.edits);
  }
  result.error = (bufferName + ": error: no fixed point after " +
                  llvm::Twine(maxRounds) + " rounds")
                     .str();
  return result;
}
