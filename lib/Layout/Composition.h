//===- Composition.h - Internal composition entry points ------------------===//
//
// Raw forms (CuTe structure, rank-1 wrappers kept) used by divides and
// products, which rearrange modes before FlyDSL's result form is applied.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LAYOUT_COMPOSITION_H
#define FLY_LAYOUT_COMPOSITION_H

#include "Internal.h"

namespace fly::layout::detail {

/// A o B with diagnostics prefixed by `where`.
Result<Layout> composeRaw(const Layout &a, const Layout &b,
                          const std::string &where);
/// By-mode composition with tile elements.
Result<Layout> composeTileRaw(const Layout &a, const std::vector<TileElem> &t,
                              const std::string &where, int depth);
/// One mode of a by-mode operation (A o B, A / B), diagnostics prefixed by
/// `where`; and the same with a nested tile, `depth` levels down.
using ModeOpFn = Result<Layout> (*)(const Layout &, const Layout &,
                                    const std::string &);
using TileOpFn = Result<Layout> (*)(const Layout &,
                                    const std::vector<TileElem> &,
                                    const std::string &, int);
/// The modes of `a` with element i of the tile `t` applied to mode i: an
/// extent n as the layout n:1 through `apply`, a layout through `apply`, a
/// nested tile through `applyTile`; `*` elements and the modes past the
/// tile are kept. `what` names the operation when nesting is too deep.
Result<std::vector<Layout>> applyTileByMode(const Layout &a,
                                            const std::vector<TileElem> &t,
                                            const std::string &where,
                                            int depth, const char *what,
                                            ModeOpFn apply,
                                            TileOpFn applyTile);

/// Brute-force R(i) == A(B(i)) for fully static inputs (capped).
Result<int> checkComposition(const Layout &a, const Layout &b, const Layout &r,
                             const std::string &where);

} // namespace fly::layout::detail

#endif // FLY_LAYOUT_COMPOSITION_H
