//===- SvgEmitter.cpp - A figure as an SVG document -----------------------===//
//
// Structure (read back by utils/flytools/draw/check.py and the HTML page's tests):
//   <svg class="fly-figure" data-kind=... data-<attribute>=...>
//     <text class="figure-title">   the value drawn
//     <g class="panel" data-title data-rows data-cols>
//       <text class="panel-title">, <text class="col-index">, <text class="row-index">
//       <g class="cell[ conflict][ dim]" data-row data-col>
//         <rect fill="#rrggbb" .../> <text>label</text> [<title>tip</title>]
//     <text class="note">           one per note
//
//===----------------------------------------------------------------------===//

#include "fly/Draw/Emit.h"

#include "Placement.h"

#include <cstdio>

namespace fly::draw {

std::string escapeMarkup(std::string_view s) {
  std::string out;
  for (char c : s) {
    switch (c) {
    case '&': out += "&amp;"; break;
    case '<': out += "&lt;"; break;
    case '>': out += "&gt;"; break;
    case '"': out += "&quot;"; break;
    default: out += c;
    }
  }
  return out;
}

static std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  std::string s = buf;
  if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0)
    s.resize(s.size() - 2);
  return s;
}

static const Metrics kSvgMetrics = {/*charWidth=*/6.6, /*cellHeight=*/18,
                                    /*minCellWidth=*/20, /*cellPadding=*/8,
                                    /*lineHeight=*/16, /*gap=*/16};

std::string emitSvgElement(const Figure &fig) {
  Placement pl = placeFigure(fig, kSvgMetrics);
  const Metrics &m = kSvgMetrics;
  std::string o;
  o.reserve(fig.numCells() * 160 + 1024);
  o += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"fly-figure\" data-kind=\"" +
       escapeMarkup(fig.kind) + "\"";
  for (const auto &[key, value] : fig.attributes)
    o += " data-" + escapeMarkup(key) + "=\"" + escapeMarkup(value) + "\"";
  o += " width=\"" + num(pl.width) + "\" height=\"" + num(pl.height) +
       "\" viewBox=\"0 0 " + num(pl.width) + " " + num(pl.height) +
       "\" font-family=\"monospace\" font-size=\"11\">\n";
  // Cell frames and label alignment are shared style rules rather than
  // attributes of every cell, which keeps big pictures about 40% smaller.
  o += "<style>.fly-figure .cell rect{stroke:#999;stroke-width:0.5px}"
       ".fly-figure .cell.conflict rect{stroke:#d00000;stroke-width:2px}"
       ".fly-figure .cell.dim{opacity:0.4}"
       ".fly-figure .cell text{text-anchor:middle}</style>\n";
  o += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  o += "<text class=\"figure-title\" x=\"" + num(m.gap) + "\" y=\"" +
       num(pl.titleY) + "\" font-weight=\"bold\">" + escapeMarkup(fig.title) +
       "</text>\n";
  for (size_t i = 0; i < fig.panels.size(); ++i) {
    const Panel &p = fig.panels[i];
    const PanelBox &b = pl.panels[i];
    o += "<g class=\"panel\" data-title=\"" + escapeMarkup(p.title) +
         "\" data-rows=\"" + std::to_string(p.rows) + "\" data-cols=\"" +
         std::to_string(p.cols) + "\">\n";
    double y = b.y;
    if (!p.title.empty()) {
      o += "<text class=\"panel-title\" x=\"" + num(b.x) + "\" y=\"" +
           num(y + m.lineHeight * 0.75) + "\">" + escapeMarkup(p.title) +
           "</text>\n";
      y += m.lineHeight;
    }
    for (int64_t c = 0; c < p.cols; ++c)
      o += "<text class=\"col-index\" x=\"" +
           num(b.gridX + (c + 0.5) * b.cellWidth) + "\" y=\"" +
           num(y + m.lineHeight * 0.75) +
           "\" text-anchor=\"middle\" fill=\"#666\">" + std::to_string(c) +
           "</text>\n";
    for (int64_t r = 0; r < p.rows; ++r)
      o += "<text class=\"row-index\" x=\"" + num(b.gridX - 4) + "\" y=\"" +
           num(b.gridY + (r + 0.7) * m.cellHeight) +
           "\" text-anchor=\"end\" fill=\"#666\">" + std::to_string(r * p.rowStep) +
           "</text>\n";
    for (int64_t r = 0; r < p.rows; ++r)
      for (int64_t c = 0; c < p.cols; ++c) {
        const Cell &cell = p.at(r, c);
        double x = b.gridX + c * b.cellWidth, cy = b.gridY + r * m.cellHeight;
        o += "<g class=\"cell";
        if (cell.highlight)
          o += " conflict";
        if (cell.dim)
          o += " dim";
        o += "\" data-row=\"" + std::to_string(r) + "\" data-col=\"" +
             std::to_string(c) + "\"><rect x=\"" + num(x) + "\" y=\"" +
             num(cy) + "\" width=\"" + num(b.cellWidth) + "\" height=\"" +
             num(m.cellHeight) + "\" fill=\"" +
             (cell.colour >= 0 ? kPalette[cell.colour % kPaletteSize] : "#ffffff") +
             "\"/><text x=\"" + num(x + b.cellWidth / 2) + "\" y=\"" +
             num(cy + m.cellHeight * 0.7) + "\">" + escapeMarkup(cell.label) +
             "</text>";
        if (!cell.tip.empty())
          o += "<title>" + escapeMarkup(cell.tip) + "</title>";
        o += "</g>\n";
      }
    o += "</g>\n";
  }
  for (size_t i = 0; i < fig.notes.size(); ++i)
    o += "<text class=\"note\" x=\"" + num(m.gap) + "\" y=\"" +
         num(pl.notesY + i * m.lineHeight) + "\">" +
         escapeMarkup(fig.notes[i]) + "</text>\n";
  o += "</svg>\n";
  return o;
}

std::string emitSvg(const Figure &fig) {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + emitSvgElement(fig);
}

} // namespace fly::draw
