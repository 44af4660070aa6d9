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
/// Brute-force R(i) == A(B(i)) for fully static inputs (capped).
Result<int> checkComposition(const Layout &a, const Layout &b, const Layout &r,
                             const std::string &where);

} // namespace fly::layout::detail

#endif // FLY_LAYOUT_COMPOSITION_H
