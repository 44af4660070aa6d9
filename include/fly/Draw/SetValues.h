//===- SetValues.h - Values for the dynamic leaves of a drawn layout ------===//
//
// A layout with `?` leaves has no picture until those leaves have values:
// fly-draw's --set gives them, in the order they are written in the type
// (shape before stride; inner function, offset, outer layout of a composed
// layout).
//
//===----------------------------------------------------------------------===//
#ifndef FLY_DRAW_SETVALUES_H
#define FLY_DRAW_SETVALUES_H

#include "fly/Layout/Layout.h"

#include <vector>

namespace fly::draw {

size_t countDynamicLeaves(const layout::LayoutFn &fn);

/// `fn` with its dynamic leaves replaced by `values` in written order. Fails
/// when the counts differ (the message says how many values are needed, so
/// it is also the error for a dynamic layout drawn without --set), when a
/// value is not a multiple of its leaf's divisibility `?{div=d}`, or when a
/// shape extent is not positive.
layout::Result<layout::LayoutFn>
setDynamicLeaves(const layout::LayoutFn &fn, const std::vector<int64_t> &values);

} // namespace fly::draw

#endif // FLY_DRAW_SETVALUES_H
