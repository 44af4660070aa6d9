//===- Chips.cpp - AMD chip families and what each can run ----------------===//
//
// Legality of payloads per family (docs/reference/rocdl.md#chip-legality;
// FlyDSL checks none):
//   cdna3.buffer_copy, buffer_atomic   every family (buffer instructions);
//                                      f32 atomic max: not on CDNA
//   cdna3.buffer_copy_lds              CDNA3/CDNA4; 128 bits on gfx950 only
//   cdna3.mfma                         CDNA3/CDNA4, wave64; FNUZ fp8 on gfx942,
//                                      OCP fp8 and the double-rate shapes on
//                                      gfx950
//   cdna4.*                            gfx950
//   gfx11.wmma                         RDNA3, wave32
//   gfx120x.wmma                       RDNA4, wave32
//   gfx1250.*                          gfx1250 (wave32 only); the iu4
//                                      WMMA on no chip (LLVM 22 cannot
//                                      select it)
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/FlyROCDL/IR/Chips.h"

#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h"

#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::fly_rocdl;

std::optional<ChipInfo> mlir::fly_rocdl::getChipInfo(StringRef chip) {
  if (chip == "gfx942")
    return ChipInfo{ChipFamily::CDNA3, 64, false};
  if (chip == "gfx950")
    return ChipInfo{ChipFamily::CDNA4, 64, false};
  if (chip == "gfx1200" || chip == "gfx1201")
    return ChipInfo{ChipFamily::RDNA4, 32, true};
  if (chip == "gfx1250")
    return ChipInfo{ChipFamily::GFX1250, 32, false};
  if (llvm::is_contained({"gfx1100", "gfx1101", "gfx1102", "gfx1103",
                          "gfx1150", "gfx1151", "gfx1152", "gfx1153"},
                         chip))
    return ChipInfo{ChipFamily::RDNA3, 32, true};
  return std::nullopt;
}

StringRef mlir::fly_rocdl::getSupportedChipsText() {
  return "gfx942, gfx950, gfx1100, gfx1101, gfx1102, gfx1103, gfx1150, "
         "gfx1151, gfx1152, gfx1153, gfx1200, gfx1201, gfx1250";
}

StringRef mlir::fly_rocdl::getFamilyName(ChipFamily family) {
  switch (family) {
  case ChipFamily::CDNA3:
    return "CDNA3 (gfx942)";
  case ChipFamily::CDNA4:
    return "CDNA4 (gfx950)";
  case ChipFamily::RDNA3:
    return "RDNA3 (gfx11)";
  case ChipFamily::RDNA4:
    return "RDNA4 (gfx1200/gfx1201)";
  case ChipFamily::GFX1250:
    return "gfx1250";
  }
  return "unknown";
}

namespace {
bool isCDNA(ChipFamily f) {
  return f == ChipFamily::CDNA3 || f == ChipFamily::CDNA4;
}

std::string needs(StringRef what, StringRef where, StringRef chip) {
  return (what + " needs " + where + "; the target chip is " + chip).str();
}

std::optional<std::string> waveSize(StringRef what, int need, int have) {
  if (need == have)
    return std::nullopt;
  return (what + " is a wave" + Twine(need) + " atom, but the module runs wave" +
          Twine(have))
      .str();
}
} // namespace

std::optional<std::string>
mlir::fly_rocdl::checkPayloadOnChip(Type payload, StringRef chip,
                                    const ChipInfo &info, int wave) {
  ChipFamily f = info.family;
  std::string name;
  llvm::raw_string_ostream os(name);
  os << "'" << payload << "'";
  if (auto t = dyn_cast<CDNA3BufferAtomicType>(payload)) {
    // CDNA has no f32 buffer atomic max (instruction selection fails).
    if (t.getOp().getValue() == mlir::fly::AtomicOp::Max &&
        t.getValueType().isF32() && isCDNA(f))
      return needs(name, "RDNA3, RDNA4 or gfx1250 for an f32 max", chip);
    // Packed 16-bit adds (instruction selection of LLVM 22.1): f16 pairs
    // everywhere but RDNA3, bf16 pairs on gfx950, RDNA4 and gfx1250.
    if (auto v = dyn_cast<VectorType>(t.getValueType())) {
      if (f == ChipFamily::RDNA3)
        return needs(name, "CDNA, RDNA4 or gfx1250 for a packed add", chip);
      if (v.getElementType().isBF16() && f == ChipFamily::CDNA3)
        return needs(name, "gfx950, RDNA4 or gfx1250 for a packed bf16 add",
                     chip);
    }
    return std::nullopt;
  }
  if (isa<CDNA3BufferCopyType>(payload))
    return std::nullopt;
  if (auto t = dyn_cast<CDNA3BufferCopyLdsType>(payload)) {
    if (!isCDNA(f))
      return needs(name, "CDNA (gfx942/gfx950)", chip);
    if (t.getBits() == 128 && f != ChipFamily::CDNA4)
      return needs(name, "gfx950 for 128 bits", chip);
    return std::nullopt;
  }
  if (auto t = dyn_cast<CDNA3MfmaType>(payload)) {
    if (!isCDNA(f))
      return needs(name, "CDNA (gfx942/gfx950)", chip);
    Type a = t.getElemA(), b = t.getElemB();
    // FNUZ fp8 runs on both CDNA chips: on gfx950 it is FlyDSL's contract,
    // its kernels name FNUZ types and get gfx950's fp8 instruction, which
    // reads the bytes as OCP fp8 (docs/flydsl-compat.md#fp8-formats). gfx942
    // has no OCP fp8 at all.
    bool ocp = isa<Float8E4M3FNType, Float8E5M2Type>(a) ||
               isa<Float8E4M3FNType, Float8E5M2Type>(b);
    if (ocp && f != ChipFamily::CDNA4)
      return needs(name, "gfx950 for OCP fp8 (gfx942 uses FNUZ fp8)", chip);
    bool doubleRate = ((a.isF16() || a.isBF16()) &&
                       ((t.getM() == 16 && t.getK() == 32) ||
                        (t.getM() == 32 && t.getK() == 16))) ||
                      (a.isInteger(8) && ((t.getM() == 16 && t.getK() == 64) ||
                                          (t.getM() == 32 && t.getK() == 32)));
    if (doubleRate && f != ChipFamily::CDNA4)
      return needs(name, "gfx950 for this shape", chip);
    return waveSize(name, 64, wave);
  }
  if (isa<CDNA4MfmaScaleType>(payload)) {
    if (f != ChipFamily::CDNA4)
      return needs(name, "CDNA4 (gfx950)", chip);
    return waveSize(name, 64, wave);
  }
  if (isa<CDNA4LdsReadTransType, CDNA4BufferLoadAsyncLdsType,
          CDNA4GlobalLoadAsyncLdsType>(payload)) {
    if (f != ChipFamily::CDNA4)
      return needs(name, "CDNA4 (gfx950)", chip);
    return std::nullopt;
  }
  if (isa<GFX11WmmaType>(payload)) {
    if (f != ChipFamily::RDNA3)
      return needs(name, "RDNA3 (gfx11)", chip);
    return waveSize(name, 32, wave);
  }
  if (isa<GFX120xWmmaType, GFX120xWmmaIsaType>(payload)) {
    if (f != ChipFamily::RDNA4)
      return needs(name, "RDNA4 (gfx1200/gfx1201)", chip);
    return waveSize(name, 32, wave);
  }
  if (isa<GFX1250WmmaType, GFX1250WmmaScaleType, GFX1250TdmType>(payload)) {
    if (f != ChipFamily::GFX1250)
      return needs(name, "gfx1250", chip);
    // FlyDSL accepts an iu4 16x16x32 gfx1250 WMMA, but LLVM 22's gfx1250
    // backend has no such instruction (v_wmma_i32_16x16x32_iu4 is gfx12
    // only) and aborts in instruction selection: no chip can run it.
    if (auto w = dyn_cast<GFX1250WmmaType>(payload);
        w && w.getElemA().isInteger(4))
      return name + " (iu4) is not selectable for gfx1250 by LLVM 22 (no "
                    "v_wmma_i32_16x16x32_iu4 on gfx1250); use iu8 16x16x64";
    return waveSize(name, 32, wave);
  }
  return std::nullopt;
}
