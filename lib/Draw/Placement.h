//===- Placement.h - Where panels and cells go in a drawn figure -*- C++ -*-===//
//
// Internal to lib/Draw: the geometry shared by the SVG and TikZ emitters.
// Each panel is a title line, a row of column indices, then its grid with
// the row indices on the left; panels sit in a grid of their own (gridRow,
// gridCol), each panel row and column as big as its biggest panel.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LIB_DRAW_PLACEMENT_H
#define FLY_LIB_DRAW_PLACEMENT_H

#include "fly/Draw/Figure.h"

namespace fly::draw {

/// Sizes in the emitter's unit (pixels for SVG, centimetres for TikZ).
struct Metrics {
  double charWidth;  // one label character
  double cellHeight;
  double minCellWidth;
  double cellPadding; // added to the label width
  double lineHeight;  // a title or note line
  double gap;         // between panels and around the figure
};

struct PanelBox {
  double x = 0, y = 0;   // top-left of the panel (its title line)
  double cellWidth = 0;  // every cell of the panel
  double indexWidth = 0; // the row-index column
  double gridX = 0, gridY = 0; // top-left of cell (0, 0)
  double width = 0, height = 0;
};

struct Placement {
  std::vector<PanelBox> panels;
  double titleY = 0;     // baseline of the figure title
  double notesY = 0;     // baseline of the first note
  double width = 0, height = 0;
};

Placement placeFigure(const Figure &fig, const Metrics &m);

} // namespace fly::draw

#endif // FLY_LIB_DRAW_PLACEMENT_H
