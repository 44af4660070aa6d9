//===- Draw.h - Pictures of Fly types and of a module's layouts -*- C++ -*-===//
//
// The MLIR side of fly-draw: from a Fly type (a layout, composed layout,
// swizzle, view, tiled copy, tiled MMA, copy or MMA atom, or an MMA payload
// of fly_rocdl) to a figure, built from the type's algebra value and the
// atom type interfaces, and from a module to one HTML page with the picture
// of every layout-typed value. The fly-draw tool and the C API
// (flyDrawType) are thin wrappers over these.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_DRAW_DRAW_H
#define FLY_DRAW_DRAW_H

#include "fly/Draw/BankMap.h"
#include "fly/Draw/Emit.h"

#include "mlir/IR/BuiltinOps.h"

#include <optional>

namespace mlir::fly::draw {

namespace pic = ::fly::draw;

struct DrawOptions {
  pic::Format format = pic::Format::Svg;
  /// Values of the dynamic leaves, in written order (--set).
  std::vector<int64_t> dynamicValues;
  /// Draw a layout as a TV layout over this tile (--tile, e.g. "[32|64]").
  std::string tvTile;
  /// Draw a bank map for this chip (--bank-map=CHIP).
  std::string bankChip;
  /// Element width of a bank map; 0: from a view's element type.
  int64_t elemBits = 0;
  /// "rows", "cols" or a TV layout "(lanes,values):(...)" (--access).
  std::string access = "rows";
  int64_t vectorBits = 128;
  int64_t wave = 0;
  int waveSize = 0;
};

/// Parses the options of the C API: space-separated key=value words with the
/// command line's names (format=text set=8,16 tile=[32|64] bank-map=gfx942
/// elem-bits=16 access=cols vector-bits=64 wave=1 wave-size=32).
::fly::layout::Result<DrawOptions> parseDrawOptions(llvm::StringRef spec);

/// Applies one option (name without dashes) to `options`; fails on an
/// unknown name or a bad value.
::fly::layout::Result<bool> setDrawOption(DrawOptions &options,
                                          llvm::StringRef name,
                                          llvm::StringRef value);

/// The picture of `type`.
::fly::layout::Result<pic::Figure> figureOfType(Type type,
                                                const DrawOptions &options);

/// Whether figureOfType draws values of this type (layouts, composed
/// layouts, swizzles, tiled copies and MMAs, atoms): the values a module's
/// page shows.
bool isDrawnType(Type type);

/// Parses `typeText` in `ctx` (loading the fly and fly_rocdl dialects),
/// draws it and emits it in the options' format. Parse errors come back as
/// the failure's message.
::fly::layout::Result<std::string>
drawTypeText(MLIRContext *ctx, llvm::StringRef typeText,
             const DrawOptions &options);

/// One self-contained HTML page (inline CSS and SVG, no scripts, nothing
/// fetched) with a figure for every value of a drawn type in `module`,
/// grouped by function, each captioned with its name (as written in
/// `source`, when its location points there), type and location. Values
/// that cannot be drawn (dynamic leaves, too big) get a figure that says why.
std::string drawPage(ModuleOp module, llvm::StringRef source,
                     llvm::StringRef sourceName);

} // namespace mlir::fly::draw

#endif // FLY_DRAW_DRAW_H
