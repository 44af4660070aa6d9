//===- UpstreamForms.cpp - Upstream forms newer than MLIR 22.1 ------------===//
//
// A scanner over MLIR text that knows just enough of its lexical rules
// (strings, comments, sigiled names) to find the bare op names of the rules
// below, and a rewrite per rule. The edits are collected and applied at the
// end, so a rule may also insert text before the op's results.
//
// The rules (docs/reference/upstream-forms.md):
// - sched-barrier-mask: `rocdl.sched.barrier KW(|KW)*` and
//   `rocdl.sched.group.barrier KW(|KW)*, size, group`: the mask keywords of
//   newer MLIR become 22.1's i32 mask (LLVM's AMDGPU sched_barrier bits).
// - buffer-aux-immediate: `rocdl.{raw,struct}.{ptr.,}buffer.*` with an
//   integer literal operand (the aux/cache-policy word): 22.1 takes it as an
//   i32 SSA operand.
// - mfma-modifiers: `rocdl.mfma.* %a, %b, %c, cbsz, abid, blgp : (A, B, C)
//   -> D` with the modifiers as immediates (blgp as a keyword, or the f64
//   MFMAs' negation bits), and `rocdl.mfma.scale.*` with its operand formats
//   as keywords: 22.1 takes every modifier as an i32 operand listed in the
//   functional type.
// - cast-fastmath: `llvm.fpext`/`llvm.fptrunc` with `fastmath<...>`: 22.1's
//   casts carry no fast-math flags. Dropping them keeps the meaning: the
//   flags only license rewrites of the cast itself.
//
//===----------------------------------------------------------------------===//

#include "fly/AsmUpgrade/UpstreamForms.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <optional>

using namespace llvm;
using namespace mlir::fly;

namespace {

enum Rule : unsigned {
  SchedBarrierMask,
  BufferAuxImmediate,
  MfmaModifiers,
  CastFastmath,
  NumRules
};

constexpr StringRef kRuleNames[NumRules] = {
    "sched-barrier-mask", "buffer-aux-immediate", "mfma-modifiers",
    "cast-fastmath"};

/// LLVM's AMDGPU sched_barrier / sched_group_barrier mask bits
/// (SIInstrInfo's SchedBarrierMasks), under the keywords newer MLIR prints.
std::optional<uint32_t> schedMaskBit(StringRef keyword) {
  return StringSwitch<std::optional<uint32_t>>(keyword)
      .Case("none", 0x0)
      .Case("non_mem_non_sideeffect", 0x1)
      .Case("valu", 0x2)
      .Case("salu", 0x4)
      .Case("mfma_wmma", 0x8)
      .Case("all_vmem", 0x10)
      .Case("vmem_read", 0x20)
      .Case("vmem_write", 0x40)
      .Case("all_ds", 0x80)
      .Case("ds_read", 0x100)
      .Case("ds_write", 0x200)
      .Case("transcendental", 0x400)
      .Case("ldsdma", 0x800)
      .Case("all", 0xfff)
      .Default(std::nullopt);
}

constexpr StringRef kSchedKeywords =
    "none, non_mem_non_sideeffect, valu, salu, mfma_wmma, all_vmem, "
    "vmem_read, vmem_write, all_ds, ds_read, ds_write, transcendental, "
    "ldsdma, all";

/// The MFMA B-matrix lane-group pattern (blgp) keywords.
std::optional<uint32_t> blgpValue(StringRef keyword) {
  return StringSwitch<std::optional<uint32_t>>(keyword)
      .Case("none", 0)
      .Case("bcast_first_32", 1)
      .Case("bcast_second_32", 2)
      .Case("rotate_16_right", 3)
      .Case("bcast_first_16", 4)
      .Case("bcast_second_16", 5)
      .Case("bcast_third_16", 6)
      .Case("bcast_fourth_16", 7)
      .Default(std::nullopt);
}

constexpr StringRef kBlgpKeywords =
    "none, bcast_first_32, bcast_second_32, rotate_16_right, bcast_first_16, "
    "bcast_second_16, bcast_third_16, bcast_fourth_16";

/// The f64 MFMAs' negation modifier (in blgp's place): `|`-joined bits.
std::optional<uint32_t> negValue(StringRef keywords) {
  uint32_t v = 0;
  SmallVector<StringRef> parts;
  keywords.split(parts, '|');
  for (StringRef kw : parts) {
    std::optional<uint32_t> bit = StringSwitch<std::optional<uint32_t>>(
                                      kw.trim())
                                      .Case("none", 0)
                                      .Case("neg_a", 1)
                                      .Case("neg_b", 2)
                                      .Case("neg_c", 4)
                                      .Default(std::nullopt);
    if (!bit)
      return std::nullopt;
    v |= *bit;
  }
  return v;
}

/// The scaled MFMAs' operand formats (cbsz and blgp of mfma.scale).
std::optional<uint32_t> matrixFormatValue(StringRef keyword) {
  return StringSwitch<std::optional<uint32_t>>(keyword)
      .Case("fp8_e4m3", 0)
      .Case("fp8_e5m2", 1)
      .Case("fp6_e2m3", 2)
      .Case("fp6_e3m2", 3)
      .Case("fp4_e2m1", 4)
      .Default(std::nullopt);
}

bool isIdStart(char c) { return isAlpha(c) || c == '_'; }
bool isIdChar(char c) {
  return isAlnum(c) || c == '_' || c == '$' || c == '.' || c == '-';
}
bool isBareIdChar(char c) {
  return isAlnum(c) || c == '_' || c == '$' || c == '.';
}

struct Edit {
  size_t offset, length;
  std::string replacement;
  unsigned order; // keeps insertions at one offset in the order made
};

class Upgrader {
public:
  explicit Upgrader(StringRef text) : text(text) {
    // A prefix for the values the rules define that the input cannot have.
    prefix = "__fly_upgraded";
    while (text.contains(prefix))
      prefix += "_";
  }

  UpstreamUpgrade run();

private:
  // Lexing.
  void skipSpace(size_t &p) const;
  size_t skipString(size_t p) const;
  /// The end of a balanced group starting at `p` (an opening bracket).
  std::optional<size_t> skipGroup(size_t p) const;
  StringRef identAt(size_t p) const;

  // Rules: each returns false after an error.
  bool schedBarrier(size_t nameEnd, StringRef name);
  bool bufferAux(size_t nameBegin, size_t nameEnd, StringRef name);
  bool mfma(size_t nameBegin, size_t nameEnd, StringRef name);
  bool castFastmath(size_t nameEnd);

  /// One operand of an op's custom form: [begin, end) trimmed.
  struct Item {
    size_t begin, end;
  };
  /// The comma-separated operands after an op name, up to the `:` or `{`
  /// (attribute dictionary) at nesting depth zero.
  std::optional<SmallVector<Item>> operandsAfter(size_t p, size_t &stop) const;
  /// Where the op whose name begins at `nameBegin` starts: its first result,
  /// or the name itself.
  size_t statementStart(size_t nameBegin) const;
  std::string newValue();
  void edit(size_t offset, size_t length, std::string replacement) {
    edits.push_back({offset, length, std::move(replacement),
                     unsigned(edits.size())});
  }
  bool error(size_t offset, const Twine &message) {
    result.failed = true;
    result.errorOffset = offset;
    result.errorMessage = message.str();
    return false;
  }

  StringRef text;
  std::string prefix;
  unsigned values = 0;
  unsigned counts[NumRules] = {};
  SmallVector<Edit> edits;
  UpstreamUpgrade result;
};

void Upgrader::skipSpace(size_t &p) const {
  while (p < text.size()) {
    if (isSpace(text[p])) {
      ++p;
    } else if (text.substr(p).starts_with("//")) {
      p = text.find('\n', p);
      if (p == StringRef::npos)
        p = text.size();
    } else {
      break;
    }
  }
}

size_t Upgrader::skipString(size_t p) const {
  // p is at the opening quote.
  for (++p; p < text.size(); ++p) {
    if (text[p] == '\\')
      ++p;
    else if (text[p] == '"')
      return p + 1;
  }
  return text.size();
}

std::optional<size_t> Upgrader::skipGroup(size_t p) const {
  SmallVector<char> closers;
  for (; p < text.size(); ++p) {
    char c = text[p];
    if (c == '"') {
      p = skipString(p) - 1;
      continue;
    }
    if (c == '(' || c == '[' || c == '{' || c == '<') {
      closers.push_back(c == '(' ? ')' : c == '[' ? ']' : c == '{' ? '}' : '>');
      continue;
    }
    // `->` inside a type is no closing bracket.
    if (c == '>' && p > 0 && text[p - 1] == '-')
      continue;
    if (c == ')' || c == ']' || c == '}' || c == '>') {
      if (closers.empty() || closers.back() != c)
        return std::nullopt;
      closers.pop_back();
      if (closers.empty())
        return p + 1;
    }
  }
  return std::nullopt;
}

StringRef Upgrader::identAt(size_t p) const {
  size_t e = p;
  while (e < text.size() && isBareIdChar(text[e]))
    ++e;
  return text.slice(p, e);
}

std::optional<SmallVector<Upgrader::Item>>
Upgrader::operandsAfter(size_t p, size_t &stop) const {
  SmallVector<Item> items;
  skipSpace(p);
  size_t begin = p;
  auto close = [&](size_t end) {
    while (end > begin && isSpace(text[end - 1]))
      --end;
    if (end > begin)
      items.push_back({begin, end});
  };
  while (p < text.size()) {
    char c = text[p];
    if (c == ':' || c == '{' || c == '\n') {
      close(p);
      stop = p;
      return items;
    }
    if (c == ',') {
      close(p);
      ++p;
      skipSpace(p);
      begin = p;
      continue;
    }
    if (c == '(' || c == '[' || c == '<') {
      std::optional<size_t> e = skipGroup(p);
      if (!e)
        return std::nullopt;
      p = *e;
      continue;
    }
    if (c == '"') {
      p = skipString(p);
      continue;
    }
    ++p;
  }
  close(p);
  stop = p;
  return items;
}

size_t Upgrader::statementStart(size_t nameBegin) const {
  size_t p = nameBegin;
  while (p > 0 && (text[p - 1] == ' ' || text[p - 1] == '\t'))
    --p;
  if (p == 0 || text[p - 1] != '=')
    return nameBegin;
  --p;
  // Back over the result list: `%a`, `%a:2`, `%a, %b`.
  size_t first = nameBegin;
  while (p > 0) {
    char c = text[p - 1];
    if (c == '\n' || !(isIdChar(c) || c == '%' || c == ':' || c == ',' ||
                       c == '#' || c == ' ' || c == '\t'))
      break;
    --p;
    if (text[p] == '%')
      first = p;
  }
  return first;
}

std::string Upgrader::newValue() {
  return ("%" + prefix + Twine(values++)).str();
}

static bool isIntegerLiteral(StringRef s) {
  s.consume_front("-");
  if (s.empty())
    return false;
  if (s.consume_front("0x"))
    return !s.empty() && all_of(s, isHexDigit);
  return all_of(s, isDigit);
}

bool Upgrader::schedBarrier(size_t nameEnd, StringRef name) {
  size_t p = nameEnd;
  skipSpace(p);
  // 22.1's form (an integer mask) and anything else it reads stay as they
  // are: only a keyword is a newer form.
  if (p >= text.size() || !isIdStart(text[p]))
    return true;
  size_t begin = p;
  uint32_t mask = 0;
  while (true) {
    StringRef kw = identAt(p);
    std::optional<uint32_t> bit = schedMaskBit(kw);
    if (!bit)
      return error(p, "'" + name + "': unknown scheduling mask keyword '" +
                          kw + "' (a form newer than Fly's upgrade knows; "
                          "known: " + kSchedKeywords + ")");
    mask |= *bit;
    p += kw.size();
    size_t q = p;
    skipSpace(q);
    if (q < text.size() && text[q] == '|') {
      ++q;
      skipSpace(q);
      if (q >= text.size() || !isIdStart(text[q]))
        return error(q, "'" + name + "': expected a scheduling mask keyword "
                                     "after '|'");
      p = q;
      continue;
    }
    break;
  }
  edit(begin, p - begin, std::to_string(mask));
  ++counts[SchedBarrierMask];
  return true;
}

bool Upgrader::bufferAux(size_t nameBegin, size_t nameEnd, StringRef name) {
  size_t stop;
  std::optional<SmallVector<Item>> items = operandsAfter(nameEnd, stop);
  if (!items)
    return true; // Not an operand list this rule understands: 22.1 decides.
  bool any = false;
  std::string defs;
  for (const Item &item : *items) {
    StringRef s = text.slice(item.begin, item.end);
    if (s.starts_with("%"))
      continue;
    if (!isIntegerLiteral(s))
      return error(item.begin, "'" + name + "': operand '" + s +
                                   "' is neither a value nor an integer "
                                   "immediate (a form newer than Fly's "
                                   "upgrade knows)");
    std::string v = newValue();
    defs += v + " = llvm.mlir.constant(" + s.str() + " : i32) : i32 ";
    edit(item.begin, item.end - item.begin, v);
    any = true;
  }
  if (any) {
    edit(statementStart(nameBegin), 0, defs);
    ++counts[BufferAuxImmediate];
  }
  return true;
}

bool Upgrader::mfma(size_t nameBegin, size_t nameEnd, StringRef name) {
  size_t stop;
  std::optional<SmallVector<Item>> items = operandsAfter(nameEnd, stop);
  if (!items || items->size() <= 3)
    return true;
  // 22.1's form: every operand a value.
  if (all_of(*items, [&](const Item &i) { return text[i.begin] == '%'; }))
    return true;
  // Newer MLIR prints the modifiers as immediates and keywords:
  //   mfma.*        a, b, c, cbsz, abid, blgp (f64: a negation bit set)
  //   mfma.scale.*  a, b, c, fmtA, fmtB, opselA, scaleA, opselB, scaleB
  bool scaled = name.starts_with("rocdl.mfma.scale.");
  bool f64 = name.starts_with("rocdl.mfma.f64.");
  unsigned expected = scaled ? 9 : 6;
  if (items->size() != expected)
    return error((*items)[0].begin,
                 "'" + name + "': " + Twine(items->size()) +
                     " operands where the modifier form has " +
                     Twine(expected) +
                     (scaled ? " (a, b, c, fmtA, fmtB, opselA, scaleA, "
                               "opselB, scaleB)"
                             : " (a, b, c, cbsz, abid, blgp)") +
                     ": a form newer than Fly's upgrade knows");
  static constexpr StringRef kPlain[] = {"cbsz", "abid", "blgp"};
  static constexpr StringRef kScaled[] = {"fmtA",   "fmtB",   "opselA",
                                          "scaleA", "opselB", "scaleB"};
  std::string defs;
  for (unsigned i = 0; i < items->size(); ++i) {
    const Item &item = (*items)[i];
    StringRef s = text.slice(item.begin, item.end);
    bool value = s.starts_with("%");
    bool wantsValue = i < 3 || (scaled && (i == 6 || i == 8));
    StringRef what = i < 3 ? "" : scaled ? kScaled[i - 3] : kPlain[i - 3];
    if (wantsValue) {
      if (!value)
        return error(item.begin, "'" + name + "': operand " + Twine(i) +
                                     (what.empty() ? "" : " (" + what + ")") +
                                     " must be a value in the modifier form");
      continue;
    }
    if (value)
      continue; // Already an operand.
    std::optional<uint32_t> v;
    // getAsInteger, not std::stoll: an out-of-range literal is an error
    // below, not an exception (the build has none).
    int64_t literal;
    if (isIntegerLiteral(s) && !s.getAsInteger(0, literal))
      v = uint32_t(literal);
    else if (!scaled && i == 5)
      v = f64 ? negValue(s) : blgpValue(s);
    else if (scaled && (i == 3 || i == 4))
      v = matrixFormatValue(s);
    if (!v) {
      std::string known =
          !scaled && i == 5
              ? (f64 ? "none, neg_a, neg_b, neg_c" : kBlgpKeywords.str())
          : scaled && i < 5
              ? "fp8_e4m3, fp8_e5m2, fp6_e2m3, fp6_e3m2, fp4_e2m1"
              : "an integer";
      return error(item.begin, "'" + name + "': unknown " + what + " '" + s +
                                   "' (known: " + known + ")");
    }
    std::string defined = newValue();
    defs += defined + " = llvm.mlir.constant(" + std::to_string(*v) +
            " : i32) : i32 ";
    edit(item.begin, item.end - item.begin, defined);
  }
  // The functional type lists every operand: the immediates become i32
  // operands at their places. Newer MLIR lists the types of the value
  // operands only (a, b, c, and the scales of mfma.scale).
  size_t p = stop;
  if (p >= text.size() || text[p] != ':')
    return error(stop, "'" + name + "': expected ':' and the functional type");
  ++p;
  skipSpace(p);
  if (p >= text.size() || text[p] != '(')
    return error(p, "'" + name + "': expected '(' opening the operand types");
  std::optional<size_t> close = skipGroup(p);
  if (!close)
    return error(p, "'" + name + "': unbalanced operand types");
  // Split the written types at top-level commas.
  SmallVector<StringRef> types;
  {
    size_t depth = 0, begin = p + 1;
    for (size_t q = p + 1; q + 1 < *close; ++q) {
      char c = text[q];
      if (c == '(' || c == '<' || c == '[')
        ++depth;
      else if ((c == ')' || c == '>' || c == ']') && text[q - 1] != '-')
        --depth;
      else if (c == ',' && depth == 0) {
        types.push_back(text.slice(begin, q).trim());
        begin = q + 1;
      }
    }
    types.push_back(text.slice(begin, *close - 1).trim());
  }
  unsigned values = 0;
  for (const Item &item : *items)
    values += text[item.begin] == '%';
  if (types.size() == items->size())
    ; // Already lists every operand.
  else if (types.size() != values)
    return error(p, "'" + name + "': " + Twine(types.size()) +
                        " operand types for " + Twine(values) +
                        " value operands");
  else {
    std::string list = "(";
    unsigned next = 0;
    for (unsigned i = 0; i < items->size(); ++i) {
      if (i)
        list += ", ";
      list += text[(*items)[i].begin] == '%' ? types[next++].str() : "i32";
    }
    list += ")";
    edit(p, *close - p, list);
  }
  edit(statementStart(nameBegin), 0, defs);
  ++counts[MfmaModifiers];
  return true;
}

bool Upgrader::castFastmath(size_t nameEnd) {
  // `llvm.fpext %x fastmath<...> : A to B`
  size_t p = nameEnd;
  skipSpace(p);
  if (p >= text.size() || text[p] != '%')
    return true;
  while (p < text.size() && (isIdChar(text[p]) || text[p] == '%' ||
                             text[p] == '#'))
    ++p;
  size_t begin = p;
  skipSpace(p);
  if (!text.substr(p).starts_with("fastmath<"))
    return true;
  std::optional<size_t> end = skipGroup(p + strlen("fastmath"));
  if (!end)
    return true;
  edit(begin, *end - begin, "");
  ++counts[CastFastmath];
  return true;
}

UpstreamUpgrade Upgrader::run() {
  size_t p = 0;
  while (p < text.size()) {
    char c = text[p];
    if (c == '"') {
      p = skipString(p);
      continue;
    }
    if (c == '/' && text.substr(p).starts_with("//")) {
      skipSpace(p);
      continue;
    }
    // Sigiled names (%v, #attr, !type, @sym, ^bb) are never op names.
    if (c == '%' || c == '#' || c == '!' || c == '@' || c == '^') {
      ++p;
      while (p < text.size() && isIdChar(text[p]))
        ++p;
      continue;
    }
    if (!isIdStart(c) || (p > 0 && isBareIdChar(text[p - 1]))) {
      ++p;
      continue;
    }
    StringRef name = identAt(p);
    size_t begin = p, end = p + name.size();
    p = end;
    // An op name is followed by its operands; a dialect attribute name in
    // an attribute dictionary is followed by `=`, `,` or `}`.
    if (end >= text.size() || !isSpace(text[end]))
      continue;
    bool ok = true;
    if (name == "rocdl.sched.barrier" || name == "rocdl.sched.group.barrier")
      ok = schedBarrier(end, name);
    else if (name.starts_with("rocdl.") && name.contains("buffer.") &&
             (name.starts_with("rocdl.raw.") ||
              name.starts_with("rocdl.struct.")))
      ok = bufferAux(begin, end, name);
    else if (name.starts_with("rocdl.mfma."))
      ok = mfma(begin, end, name);
    else if (name == "llvm.fpext" || name == "llvm.fptrunc")
      ok = castFastmath(end);
    if (!ok)
      return std::move(result);
  }
  for (unsigned r = 0; r < NumRules; ++r)
    result.rewrites.push_back({kRuleNames[r], counts[r]});
  if (edits.empty())
    return std::move(result); // The input is the text: nothing to copy.
  // (offset, order) is a total order: a plain sort keeps insertions at one
  // offset in the order they were made.
  llvm::sort(edits, [](const Edit &a, const Edit &b) {
    return a.offset != b.offset ? a.offset < b.offset : a.order < b.order;
  });
  std::string out;
  out.reserve(text.size() + edits.size() * 48);
  size_t at = 0;
  for (const Edit &e : edits) {
    out.append(text.data() + at, e.offset - at);
    out += e.replacement;
    at = e.offset + e.length;
  }
  out.append(text.data() + at, text.size() - at);
  result.text = std::move(out);
  return std::move(result);
}

} // namespace

unsigned UpstreamUpgrade::totalRewrites() const {
  unsigned n = 0;
  for (const auto &r : rewrites)
    n += r.second;
  return n;
}

UpstreamUpgrade mlir::fly::upgradeUpstreamForms(StringRef text) {
  return Upgrader(text).run();
}

std::unique_ptr<MemoryBuffer>
mlir::fly::upgradeUpstreamForms(std::unique_ptr<MemoryBuffer> buffer,
                                raw_ostream &errs) {
  UpstreamUpgrade up = upgradeUpstreamForms(buffer->getBuffer());
  if (up.failed) {
    SourceMgr sm;
    const char *at = buffer->getBufferStart() + up.errorOffset;
    sm.AddNewSourceBuffer(std::move(buffer), SMLoc());
    sm.PrintMessage(errs, SMLoc::getFromPointer(at), SourceMgr::DK_Error,
                    up.errorMessage);
    return nullptr;
  }
  if (up.totalRewrites() == 0)
    return buffer;
  return MemoryBuffer::getMemBufferCopy(up.text,
                                        buffer->getBufferIdentifier());
}
