//===- WgmmaOperands.cpp - The shared-memory forms wgmma reads ------------===//
//
// Rows of W = 128, 64 or 32 bytes under the byte swizzle S<log2(W/16),4,3>,
// in elements of E bytes:
//   K-major:  element (r, k) at (r % 8) W/E + (r / 8) SBO + k;
//   MN-major (16-bit only): at (r % (W/E)) + (r / (W/E)) LBO + (k % 8) W/E +
//             (k / 8) SBO: rows of W bytes along MN, 8 of them per k group.
// SBO and LBO must be multiples of 16 bytes below 2^18 (14-bit fields of
// 16-byte units).
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/FlyNVVM/IR/WgmmaOperands.h"

#include "fly/Dialect/Fly/IR/FlyDialect.h"
#include "fly/Layout/Algebra.h"

using namespace mlir;
using namespace mlir::fly_nvvm;

FailureOr<WgmmaOperandForm> mlir::fly_nvvm::classifyWgmmaOperand(
    WgmmaType payload, ArrayRef<int64_t> offsets, int64_t elemBits,
    const ::fly::layout::Swizzle &s, int64_t rows, StringRef role,
    function_ref<InFlightDiagnostic()> emitError) {
  auto fail = [&](const Twine &why) -> FailureOr<WgmmaOperandForm> {
    return emitError() << payload << ": operand " << role << " " << why;
  };
  int64_t kElems = payload.getK();
  int64_t wantBits = kElems == 32 ? 8 : 16;
  if (int64_t(offsets.size()) != rows * kElems || elemBits != wantBits)
    return fail("must be a static " + Twine(rows) + " x " + Twine(kElems) +
                " view of " + Twine(wantBits) + "-bit values");
  WgmmaOperandForm form;
  int64_t width = 0;
  if (!s.isTrivial() && s.base == 4 && s.shift == 3 && s.mask >= 1 &&
      s.mask <= 3) {
    width = int64_t(16) << s.mask;
    form.mode = s.mask == 3 ? 1 : s.mask == 2 ? 2 : 3;
  }
  if (!form.mode)
    return fail("must be swizzled with S<3,4,3>, S<2,4,3> or S<1,4,3> (rows "
                "of 128, 64 or 32 bytes, the descriptor's swizzled forms)");
  int64_t rowElems = width * 8 / elemBits;
  int64_t base = offsets[0];
  auto at = [&](int64_t r, int64_t k) { return offsets[k * rows + r]; };
  // K-major: k contiguous.
  int64_t sbo = rows > 8 ? at(8, 0) - base : 8 * rowElems;
  bool kMajor = true;
  int64_t badR = -1, badK = -1, badWant = 0;
  for (int64_t k = 0; k < kElems && kMajor; ++k)
    for (int64_t r = 0; r < rows && kMajor; ++r) {
      int64_t want = base + (r % 8) * rowElems + (r / 8) * sbo + k;
      if (at(r, k) != want) {
        kMajor = false;
        badR = r, badK = k, badWant = want;
      }
    }
  int64_t lbo = 0;
  bool mnMajor = false;
  if (!kMajor && elemBits == 16) {
    // MN-major: rows contiguous in runs of W bytes.
    lbo = rows > rowElems ? at(rowElems, 0) - base : 0;
    sbo = at(0, 8) - base;
    mnMajor = true;
    for (int64_t k = 0; k < kElems && mnMajor; ++k)
      for (int64_t r = 0; r < rows && mnMajor; ++r)
        mnMajor = at(r, k) == base + (r % rowElems) + (r / rowElems) * lbo +
                                  (k % 8) * rowElems + (k / 8) * sbo;
  }
  if (!kMajor && !mnMajor) {
    if (elemBits == 8) {
      bool kContiguous = at(0, 1) == base + 1;
      return fail(Twine("is not K-major with rows of ") + Twine(width) +
                  " bytes: its element (" + Twine(badR) + ", " + Twine(badK) +
                  ") is at offset " + Twine(at(badR, badK)) + ", expected " +
                  Twine(badWant) +
                  (kContiguous ? ""
                               : "; wgmma reads 8-bit operands K-major only "
                                 "(PTX has no transpose for them): store the "
                                 "tile with k contiguous"));
    }
    return fail("is neither K-major nor MN-major with rows of " +
                Twine(width) + " bytes: its element (" + Twine(badR) + ", " +
                Twine(badK) + ") is at offset " + Twine(at(badR, badK)) +
                ", expected " + Twine(badWant) + " for K-major");
  }
  int64_t bytesPer = elemBits / 8;
  for (auto [name, off] : {std::pair<StringRef, int64_t>{"8-row groups", sbo},
                           {"row runs", lbo}})
    if ((off * bytesPer) % 16 != 0 || off < 0 ||
        off * bytesPer >= (int64_t(1) << 18))
      return fail("has " + name + " " + Twine(off * bytesPer) +
                  " bytes apart, not a multiple of 16 from 0 to 262128 (the "
                  "descriptor's 14-bit offset fields)");
  form.kMajor = kMajor;
  form.lbo = lbo;
  form.sbo = sbo;
  return form;
}

LogicalResult mlir::fly_nvvm::verifyWgmmaSharedOperand(
    WgmmaType t, Type viewType, bool firstMode, StringRef role,
    function_ref<InFlightDiagnostic()> emitError) {
  auto view = dyn_cast<mlir::fly::MemRefType>(viewType);
  if (!view)
    return success();
  if (view.getFlyAddressSpace() != mlir::fly::AddressSpace::Shared)
    return success(); // the lowering names what is wrong with other spaces
  std::optional<int64_t> bits =
      mlir::fly::PointerType::getElementBits(view.getElemType());
  if (!bits)
    return success();
  // The byte swizzle of the view: the pointer's (on bytes), or the index
  // swizzle of a composed layout (on elements: shifted by log2 of the
  // element size).
  ::fly::layout::Swizzle byteSwizzle;
  ::fly::layout::Layout l;
  if (auto composed = dyn_cast<mlir::fly::ComposedLayoutAttr>(view.getLayout())) {
    const ::fly::layout::ComposedLayout &c = composed.getValue();
    const auto *inner = std::get_if<::fly::layout::Swizzle>(&c.inner);
    if (!inner || !std::holds_alternative<::fly::layout::Layout>(c.outer) ||
        *bits % 8 != 0)
      return success();
    byteSwizzle = *inner;
    int64_t bytes = *bits / 8;
    for (int64_t b = bytes; b > 1; b /= 2)
      ++byteSwizzle.base;
    l = std::get<::fly::layout::Layout>(c.outer);
  } else if (auto plain = dyn_cast<mlir::fly::LayoutAttr>(view.getLayout())) {
    l = plain.getValue();
    if (mlir::fly::SwizzleAttr sw = view.getSwizzle())
      byteSwizzle = sw.getValue();
  } else {
    return success();
  }
  if (firstMode) {
    if (l.rank() < 1)
      return success();
    l = l.mode(0);
  }
  if (!l.isStatic())
    return success();
  auto size = ::fly::layout::layoutSize(l);
  if (!size.ok() || !size->isLeaf() || !size->leaf().isStatic())
    return success();
  SmallVector<int64_t> offsets;
  for (int64_t i = 0, n = size->leaf().value; i < n; ++i) {
    auto off = ::fly::layout::evalStatic(l, i);
    if (!off.ok())
      return success();
    offsets.push_back(*off);
  }
  int64_t rows = role == "A" ? 64 : t.getN();
  return failure(failed(classifyWgmmaOperand(t, offsets, *bits, byteSwizzle,
                                             rows, role, emitError)));
}
