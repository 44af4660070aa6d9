//===- TextEmitter.cpp - A figure as a text grid for a terminal -----------===//
//
// Each panel as a boxed grid in the style of CuTe's print_layout: column
// indices on top, row indices on the left, one right-aligned label per cell.
// A cell drawn in red elsewhere (a bank conflict) carries a '*'.
//
//===----------------------------------------------------------------------===//

#include "fly/Draw/Emit.h"

#include <algorithm>

namespace fly::draw {

static std::string padLeft(const std::string &s, size_t width) {
  return s.size() >= width ? s : std::string(width - s.size(), ' ') + s;
}

static void emitPanel(const Panel &p, std::string &o) {
  if (!p.title.empty())
    o += p.title + "\n";
  size_t width = std::to_string(p.cols - 1).size();
  for (const Cell &c : p.cells)
    width = std::max(width, c.label.size());
  size_t indexWidth = std::to_string((p.rows - 1) * p.rowStep).size();
  // Every cell is " label" + mark + "|", the mark a '*' for a conflict.
  std::string rule = std::string(indexWidth + 1, ' ') + "+";
  for (int64_t c = 0; c < p.cols; ++c)
    rule += std::string(width + 2, '-') + "+";
  o += std::string(indexWidth + 2, ' ');
  for (int64_t c = 0; c < p.cols; ++c)
    o += " " + padLeft(std::to_string(c), width) + "  ";
  o += "\n" + rule + "\n";
  for (int64_t r = 0; r < p.rows; ++r) {
    o += padLeft(std::to_string(r * p.rowStep), indexWidth) + " |";
    for (int64_t c = 0; c < p.cols; ++c) {
      const Cell &cell = p.at(r, c);
      o += " " + padLeft(cell.label, width) + (cell.highlight ? "*" : " ") + "|";
    }
    o += "\n" + rule + "\n";
  }
}

std::string emitText(const Figure &fig) {
  std::string o = fig.title + "\n";
  bool anyHighlight = false;
  for (const Panel &p : fig.panels)
    for (const Cell &c : p.cells)
      anyHighlight |= c.highlight;
  for (const Panel &p : fig.panels) {
    o += "\n";
    emitPanel(p, o);
  }
  if (!fig.notes.empty())
    o += "\n";
  for (const std::string &n : fig.notes)
    o += n + "\n";
  if (anyHighlight)
    o += "* marks an element in a conflicting bank word\n";
  return o;
}

} // namespace fly::draw
