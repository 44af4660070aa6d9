//===- Placement.cpp - Where panels and cells go in a drawn figure --------===//

#include "Placement.h"

#include <algorithm>
#include <map>

namespace fly::draw {

static size_t digits(int64_t n) { return std::to_string(n).size(); }

Placement placeFigure(const Figure &fig, const Metrics &m) {
  Placement out;
  out.panels.resize(fig.panels.size());
  int gridRows = 0, gridCols = 0;
  for (size_t i = 0; i < fig.panels.size(); ++i) {
    const Panel &p = fig.panels[i];
    PanelBox &b = out.panels[i];
    size_t longest = digits(p.cols > 0 ? p.cols - 1 : 0);
    for (const Cell &c : p.cells)
      longest = std::max(longest, c.label.size());
    b.cellWidth = std::max(m.minCellWidth, longest * m.charWidth + m.cellPadding);
    b.indexWidth = digits(p.rows > 0 ? (p.rows - 1) * p.rowStep : 0) * m.charWidth + m.cellPadding;
    gridRows = std::max(gridRows, p.gridRow + 1);
    gridCols = std::max(gridCols, p.gridCol + 1);
  }
  // Panels of one column share their cell and index widths, so that B
  // above C lines up column by column.
  std::map<int, std::pair<double, double>> shared;
  for (size_t i = 0; i < fig.panels.size(); ++i) {
    auto &w = shared[fig.panels[i].gridCol];
    w.first = std::max(w.first, out.panels[i].cellWidth);
    w.second = std::max(w.second, out.panels[i].indexWidth);
  }
  for (size_t i = 0; i < fig.panels.size(); ++i) {
    const Panel &p = fig.panels[i];
    PanelBox &b = out.panels[i];
    b.cellWidth = shared[p.gridCol].first;
    b.indexWidth = shared[p.gridCol].second;
    double gridWidth = b.indexWidth + p.cols * b.cellWidth;
    double titleWidth = p.title.size() * m.charWidth;
    b.width = std::max(gridWidth, titleWidth);
    b.height = (p.title.empty() ? 0 : m.lineHeight) + m.lineHeight +
               p.rows * m.cellHeight;
  }
  std::vector<double> colWidth(gridCols, 0), rowHeight(gridRows, 0);
  for (size_t i = 0; i < fig.panels.size(); ++i) {
    const Panel &p = fig.panels[i];
    colWidth[p.gridCol] = std::max(colWidth[p.gridCol], out.panels[i].width);
    rowHeight[p.gridRow] = std::max(rowHeight[p.gridRow], out.panels[i].height);
  }
  out.titleY = m.gap + m.lineHeight * 0.8;
  double top = m.gap + m.lineHeight + m.gap / 2;
  for (size_t i = 0; i < fig.panels.size(); ++i) {
    const Panel &p = fig.panels[i];
    PanelBox &b = out.panels[i];
    b.x = m.gap;
    for (int c = 0; c < p.gridCol; ++c)
      b.x += colWidth[c] + m.gap;
    b.y = top;
    for (int r = 0; r < p.gridRow; ++r)
      b.y += rowHeight[r] + m.gap;
    b.gridX = b.x + b.indexWidth;
    b.gridY = b.y + (p.title.empty() ? 0 : m.lineHeight) + m.lineHeight;
  }
  double width = m.gap, height = top;
  for (double w : colWidth)
    width += w + m.gap;
  for (double h : rowHeight)
    height += h + m.gap;
  double titleWidth = fig.title.size() * m.charWidth + 2 * m.gap;
  double notesWidth = 0;
  for (const std::string &n : fig.notes)
    notesWidth = std::max(notesWidth, n.size() * m.charWidth + 2 * m.gap);
  out.notesY = height + m.lineHeight * 0.3;
  out.width = std::max({width, titleWidth, notesWidth});
  out.height = height + fig.notes.size() * m.lineHeight + m.gap / 2;
  return out;
}

} // namespace fly::draw
