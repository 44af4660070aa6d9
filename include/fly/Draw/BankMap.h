//===- BankMap.h - Shared-memory banks of a layout and their conflicts ----===//
//
// The bank map of a shared-memory layout (plain or swizzled): each element
// of the layout's grid labelled with the LDS / shared-memory bank its
// address falls in, for one chip's bank count and width, and the bank
// conflicts of one wave (warp) instruction in which each lane accesses its
// elements (an access pattern, see BankAccess).
//
// The conflict model: a wave's access is served in phases of consecutive
// lanes, as many lanes per phase as fit the banks' total width
// (banks * bank bytes / bytes per lane, at least one lane): 8 lanes for
// 128-bit accesses on 32 banks of 4 bytes. Within a phase every bank serves
// one bank word per cycle; lanes reading the same word share it
// (broadcast). A phase whose busiest bank holds k distinct words takes k
// cycles, k - 1 of them extra: the conflict count is the sum of the extra
// cycles over the phases. docs/draw.md gives the sources per chip.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_DRAW_BANKMAP_H
#define FLY_DRAW_BANKMAP_H

#include "fly/Draw/LayoutFigures.h"

#include <string_view>

namespace fly::draw {

/// One chip's shared-memory banks.
struct ChipBanks {
  const char *chip;
  int banks;
  int bankBytes;
  /// Lanes of one wave (warp) instruction.
  int waveSize;
};

/// The chip's banks ("gfx942", "gfx950", "gfx12" / "gfx1200" / "gfx1201",
/// "gfx1250", "sm_80" ... "sm_100"), or null.
const ChipBanks *findChipBanks(std::string_view chip);
/// "gfx942, gfx950, ..." for diagnostics.
std::string bankChipNames();

/// Which elements each lane accesses.
struct BankAccess {
  enum class Kind {
    /// Lanes take consecutive groups of `vectorBits` along the rows of the
    /// grid (row-major order): lane 0 the first elements of row 0, ...
    Rows,
    /// The same down the columns (column-major order).
    Cols,
    /// `tv` maps (lane, value) to the 1-D (column-major) grid coordinate.
    TV,
  };
  Kind kind = Kind::Rows;
  layout::Layout tv;
  /// Bits each lane accesses, for Rows and Cols.
  int64_t vectorBits = 128;
  /// Which wave's instruction to analyse: lanes [wave * W, (wave + 1) * W).
  int64_t wave = 0;
  /// W; 0 for the chip's wave size.
  int waveSize = 0;
};

/// The bank map of `smem` (element offsets, `elemBits` wide, at byte 0 of
/// the shared memory) and the conflicts of `access`. A view's pointer
/// swizzle (`byteSwizzle`, on byte addresses) is applied after the layout.
/// The figure's attributes "conflicts" (extra cycles), "max-ways" and
/// "phases" give the result.
Result<Figure> drawBankMap(const layout::LayoutFn &smem, int64_t elemBits,
                           const ChipBanks &chip, const BankAccess &access,
                           const std::string &title,
                           const layout::Swizzle *byteSwizzle = nullptr);

} // namespace fly::draw

#endif // FLY_DRAW_BANKMAP_H
