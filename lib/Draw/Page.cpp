//===- Page.cpp - One HTML page with every layout of a module -------------===//
//
// fly-draw --page: the module's values of drawn types (layouts, composed
// layouts, swizzles, tiled copies and MMAs, atoms), grouped by the function
// that defines them, each a <figure class="fly-value"> with a caption (name,
// type, location) and its inline SVG. The page is self-contained: inline CSS,
// no scripts, no external resources.
//
//===----------------------------------------------------------------------===//

#include "fly/Draw/Draw.h"
#include "fly/Draw/Emit.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

using namespace mlir;
using namespace mlir::fly::draw;
using ::fly::draw::escapeMarkup;

/// Cells drawn on one page at most; later values are listed but not drawn,
/// which keeps a page of a big module to a few megabytes.
static constexpr int64_t kMaxPageCells = 32768;

namespace {
struct Entry {
  std::string name, type, location, svg, why;
};
struct Group {
  std::string heading;
  std::vector<Entry> entries;
};
} // namespace

static std::optional<FileLineColLoc> fileLoc(Location loc) {
  if (auto f = dyn_cast<FileLineColLoc>(loc))
    return f;
  if (auto n = dyn_cast<NameLoc>(loc))
    return fileLoc(n.getChildLoc());
  if (auto c = dyn_cast<CallSiteLoc>(loc))
    return fileLoc(c.getCallee());
  if (auto f = dyn_cast<FusedLoc>(loc))
    for (Location l : f.getLocations())
      if (auto r = fileLoc(l))
        return r;
  return std::nullopt;
}

/// Line `line` (1-based) of `source`.
static llvm::StringRef sourceLine(llvm::StringRef source, unsigned line) {
  for (unsigned i = 1; i < line && !source.empty(); ++i)
    source = source.split('\n').second;
  return source.split('\n').first;
}

static size_t identifierEnd(llvm::StringRef s, size_t i) {
  while (i < s.size() && (llvm::isAlnum(s[i]) || llvm::is_contained("_$.-", s[i])))
    ++i;
  return i;
}

/// The names a definition's text starts with: "%a, %b:2 = ..." gives
/// %a, %b#0, %b#1; a block argument "%x: type" gives %x.
static std::vector<std::string> writtenNames(llvm::StringRef text) {
  std::vector<std::string> names;
  size_t i = 0;
  while (i < text.size() && text[i] == '%') {
    size_t end = identifierEnd(text, i + 1);
    std::string name = text.slice(i, end).str();
    i = end;
    unsigned count = 1;
    if (i + 1 < text.size() && text[i] == ':' && llvm::isDigit(text[i + 1])) {
      size_t digitsEnd = i + 1;
      while (digitsEnd < text.size() && llvm::isDigit(text[digitsEnd]))
        ++digitsEnd;
      text.slice(i + 1, digitsEnd).getAsInteger(10, count);
      i = digitsEnd;
    }
    if (count == 1)
      names.push_back(name);
    else
      for (unsigned k = 0; k < count && k < 4096; ++k)
        names.push_back(name + "#" + std::to_string(k));
    while (i < text.size() && text[i] == ' ')
      ++i;
    if (i < text.size() && text[i] == ',') {
      ++i;
      while (i < text.size() && text[i] == ' ')
        ++i;
    }
  }
  return names;
}

namespace {
class PageBuilder {
public:
  PageBuilder(ModuleOp module, llvm::StringRef source)
      : source(source), asmState(module) {}

  void add(Value value, Location loc, unsigned index, Operation *scope) {
    Entry e;
    llvm::raw_string_ostream ts(e.type);
    value.getType().print(ts);
    std::optional<FileLineColLoc> f = fileLoc(loc);
    if (f) {
      e.location = llvm::sys::path::filename(f->getFilename().strref())
                       .str() +
                   ":" + std::to_string(f->getLine()) + ":" +
                   std::to_string(f->getColumn());
      llvm::StringRef line = sourceLine(source, f->getLine());
      if (f->getColumn() >= 1 && f->getColumn() <= line.size()) {
        // An op's location is its name, after "%a, %b = "; a block
        // argument's is its own "%x".
        llvm::StringRef before = line.take_front(f->getColumn() - 1).rtrim();
        llvm::StringRef text = line.drop_front(f->getColumn() - 1);
        if (before.consume_back("="))
          text = before.trim();
        std::vector<std::string> names = writtenNames(text);
        if (index < names.size())
          e.name = names[index];
      }
    }
    if (e.name.empty()) {
      llvm::raw_string_ostream ns(e.name);
      value.printAsOperand(ns, asmState);
    }
    auto fig = figureOfType(value.getType(), DrawOptions());
    if (!fig) {
      e.why = fig.error();
    } else if (cells + fig->numCells() > kMaxPageCells) {
      e.why = "the page already shows " + std::to_string(cells) +
              " cells (at most " + std::to_string(kMaxPageCells) +
              " per page); draw it with fly-draw on its own";
    } else {
      cells += fig->numCells();
      e.svg = pic::emitSvgElement(*fig);
    }
    groupOf(scope).entries.push_back(std::move(e));
    ++count;
  }

  std::string finish(llvm::StringRef sourceName) const;

private:
  Group &groupOf(Operation *scope) {
    auto [it, inserted] = groupIndex.try_emplace(scope, groups.size());
    if (inserted)
      groups.push_back(Group{heading(scope), {}});
    return groups[it->second];
  }

  static std::string heading(Operation *scope) {
    if (!scope)
      return "module";
    std::string path;
    for (Operation *op = scope; op; op = op->getParentOp())
      if (auto sym = op->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()))
        path = "@" + sym.str() + (path.empty() ? "" : "::" + path);
    return scope->getName().getStringRef().str() + " " + path;
  }

  llvm::StringRef source;
  AsmState asmState;
  std::vector<Group> groups;
  llvm::DenseMap<Operation *, size_t> groupIndex;
  int64_t cells = 0;
  size_t count = 0;
};
} // namespace

static const char kStyle[] = R"(
body { font-family: sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-top: 2em; border-bottom: 1px solid #ccc; }
code { font-family: monospace; }
figure.fly-value { margin: 1em 0 2em 0; overflow-x: auto; }
figcaption { margin-bottom: 0.4em; }
figcaption .loc { color: #666; margin-left: 1em; }
figure.not-drawn .why { color: #a00; font-family: monospace; }
nav li { margin: 0.1em 0; }
)";

std::string PageBuilder::finish(llvm::StringRef sourceName) const {
  std::string name = llvm::sys::path::filename(sourceName).str();
  std::string o = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta "
                  "charset=\"utf-8\">\n<title>Layouts of " +
                  escapeMarkup(name) + "</title>\n<style>" + kStyle +
                  "</style>\n</head>\n<body>\n";
  o += "<h1>Layouts of <code>" + escapeMarkup(name) + "</code></h1>\n";
  o += "<p class=\"summary\">" + std::to_string(count) +
       " values of layout, tiled copy, tiled MMA and atom types, by function. "
       "Grids follow CuTe's convention: rows are mode 0, columns mode 1 "
       "(nested modes flattened); a TV picture labels each element "
       "T&lt;thread&gt;V&lt;value&gt; and colours it by thread. Drawn by "
       "fly-draw (docs/draw.md).</p>\n<nav>\n<ul>\n";
  for (size_t g = 0; g < groups.size(); ++g)
    o += "<li><a href=\"#group" + std::to_string(g) + "\">" +
         escapeMarkup(groups[g].heading) + "</a> (" +
         std::to_string(groups[g].entries.size()) + ")</li>\n";
  o += "</ul>\n</nav>\n";
  size_t id = 0;
  for (size_t g = 0; g < groups.size(); ++g) {
    o += "<section class=\"function\" id=\"group" + std::to_string(g) +
         "\">\n<h2><code>" + escapeMarkup(groups[g].heading) +
         "</code></h2>\n";
    for (const Entry &e : groups[g].entries) {
      o += "<figure class=\"fly-value" +
           std::string(e.svg.empty() ? " not-drawn" : "") + "\" id=\"value" +
           std::to_string(id++) + "\" data-name=\"" + escapeMarkup(e.name) +
           "\" data-type=\"" + escapeMarkup(e.type) + "\" data-loc=\"" +
           escapeMarkup(e.location) +
           "\">\n<figcaption><code class=\"name\">" + escapeMarkup(e.name) +
           "</code> : <code class=\"type\">" + escapeMarkup(e.type) +
           "</code><span class=\"loc\">" + escapeMarkup(e.location) +
           "</span></figcaption>\n";
      if (e.svg.empty())
        o += "<p class=\"why\">not drawn: " + escapeMarkup(e.why) + "</p>\n";
      else
        o += e.svg;
      o += "</figure>\n";
    }
    o += "</section>\n";
  }
  if (groups.empty())
    o += "<p>The module has no values of layout, tiled copy, tiled MMA or "
         "atom types.</p>\n";
  o += "</body>\n</html>\n";
  return o;
}

std::string mlir::fly::draw::drawPage(ModuleOp module, llvm::StringRef source,
                                      llvm::StringRef sourceName) {
  PageBuilder page(module, source);
  module->walk<WalkOrder::PreOrder>([&](Operation *op) {
    Operation *scope = op->getParentOfType<FunctionOpInterface>();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          if (isDrawnType(arg.getType()))
            page.add(arg, arg.getLoc(), 0,
                     isa<FunctionOpInterface>(op) ? op : scope);
    for (OpResult r : op->getResults())
      if (isDrawnType(r.getType()))
        page.add(r, op->getLoc(), r.getResultNumber(), scope);
  });
  return page.finish(sourceName);
}
