//===- Banks.cpp - Shared-memory bank geometry per chip -------------------===//
//
// Sources (docs/draw.md, "Bank maps", quotes them):
//   gfx942 (CDNA3): 32 banks of 4 bytes (AMD ROCm blog "Avoiding LDS bank
//     conflicts on AMD GPUs using CK-Tile"; Composable Kernel docs,
//     "Understanding AMD GPU LDS and bank conflicts").
//   gfx950 (CDNA4): 64 banks of 4 bytes, 160 KiB (Triton's AMD backend uses
//     64 banks for gfx950: triton-lang/triton PRs 6065 and 9662; ROCm GPU
//     specifications for the size).
//   gfx12 (RDNA4): 64 banks per WGP in two sets of 32, one set per SIMD pair,
//     so a wave sees 32 banks of 4 bytes (RDNA4 ISA guide, section 12.1).
//   gfx1250: 64 banks of 4 bytes, 320 KiB LDS (CDNA5 ISA guide, as reported
//     by Triton's gfx1250 LDS padding work, triton-lang/triton PR 9741).
//   sm_80 ... sm_100: 32 banks of 4 bytes (CUDA C++ Programming Guide,
//     shared memory of compute capabilities 5.x and later).
//
//===----------------------------------------------------------------------===//

#include "fly/Draw/BankMap.h"

namespace fly::draw {

static const ChipBanks kChips[] = {
    {"gfx942", 32, 4, 64},  {"gfx950", 64, 4, 64},  {"gfx12", 32, 4, 32},
    {"gfx1200", 32, 4, 32}, {"gfx1201", 32, 4, 32}, {"gfx1250", 64, 4, 32},
    {"sm_80", 32, 4, 32},   {"sm_86", 32, 4, 32},   {"sm_89", 32, 4, 32},
    {"sm_90", 32, 4, 32},   {"sm_90a", 32, 4, 32},  {"sm_100", 32, 4, 32},
};

const ChipBanks *findChipBanks(std::string_view chip) {
  for (const ChipBanks &c : kChips)
    if (chip == c.chip)
      return &c;
  return nullptr;
}

std::string bankChipNames() {
  std::string s;
  for (const ChipBanks &c : kChips)
    s += (s.empty() ? "" : ", ") + std::string(c.chip);
  return s;
}

} // namespace fly::draw
