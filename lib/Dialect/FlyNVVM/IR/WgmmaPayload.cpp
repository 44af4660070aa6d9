//===- WgmmaPayload.cpp - fly_nvvm.wgmma: checks and thread layouts -------===//
//
// The PTX ISA's wgmma fragments for .m64nNk16 and, on 8-bit floats,
// .m64nNk32 (docs/notes/nvidia-atoms.md):
// thread l of the warpgroup is lane l % 32 of warp w = l / 32, which owns
// rows 16w .. 16w + 15; within a warp the accumulator and a register A are
// spread as mma.sync's (g = lane / 4, t = lane % 4):
//
//   D (N/2 values): row 16w + g + 8 * ((v / 2) % 2), column 2t + v % 2 +
//     8 * (v / 4) -> ((4,8,4),(2,2,N/8)):((128,1,16),(64,8,512))
//     (column-major (64, N) tile);
//   A in registers (8 values): row 16w + g + 8 * ((v / 2) % 2), k 2t + v % 2
//     + 8 * (v / 4) -> ((4,8,4),(2,2,2)):((128,1,16),(64,8,512));
//   8-bit A in registers (16 values): row 16w + g + 8 * ((v / 4) % 2), k
//     4t + v % 4 + 16 * (v / 8) -> ((4,8,4),(4,2,2)):((256,1,16),(64,8,1024)).
//
// A or B in shared memory is read by the whole warpgroup through one
// descriptor: as in CuTe, every thread's part is the whole tile
// (128,(64,K)):(0,(1,64)) and (128,(N,K)):(0,(1,N)).
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/PayloadLayouts.h"
#include "fly/Dialect/FlyNVVM/IR/FlyNVVMDialect.h"
#include "fly/Dialect/FlyNVVM/IR/WgmmaOperands.h"

using namespace mlir;
using namespace mlir::fly_nvvm;
using mlir::fly::IntTupleAttr;
using mlir::fly::LayoutAttr;
using mlir::fly::layoutFromText;
using mlir::fly::shapeText;

static bool isFp8(Type t) { return isa<Float8E4M3FNType, Float8E5M2Type>(t); }

LogicalResult WgmmaType::verify(function_ref<InFlightDiagnostic()> emitError,
                                ArrayRef<int64_t> shape, Type a, Type b, Type c,
                                bool) {
  bool fp8 = isFp8(a) || isFp8(b);
  int64_t k = fp8 ? 32 : 16;
  if (shape.size() != 3 || shape[0] != 64 || shape[2] != k)
    return emitError() << "wgmma shapes are 64xNx16 (64xNx32 on 8-bit "
                          "floats), got "
                       << shapeText(shape);
  int64_t n = shape[1];
  if (n < 8 || n > 256 || n % 8 != 0)
    return emitError() << "wgmma N must be a multiple of 8 from 8 to 256, got "
                       << n;
  bool ok = fp8 ? isFp8(a) && isFp8(b) && (c.isF32() || c.isF16())
                : a == b && ((a.isF16() && (c.isF32() || c.isF16())) ||
                             (a.isBF16() && c.isF32()));
  if (!ok) {
    std::string got;
    llvm::raw_string_ostream os(got);
    os << "(" << a << ", " << b << ") -> " << c;
    return emitError() << "wgmma takes (f16, f16) -> f32 or f16, (bf16, "
                          "bf16) -> f32, or 8-bit floats (f8E4M3FN, f8E5M2, "
                          "any pair) -> f32 or f16, got "
                       << got;
  }
  return success();
}

IntTupleAttr WgmmaType::getShapeMNK() const {
  return mlir::fly::shapeMNK(getContext(), getShape());
}
LayoutAttr WgmmaType::getThrLayout() const {
  return layoutFromText(getContext(), "128:1");
}
LayoutAttr WgmmaType::getLayoutA() const {
  // 8-bit A in registers: 4 consecutive k per 32-bit word (k 4t + e), the
  // words at rows g and g + 8, then the k half 16 .. 31.
  if (getAFromRegisters())
    return layoutFromText(
        getContext(), getK() == 32
                          ? "((4,8,4),(4,2,2)):((256,1,16),(64,8,1024))"
                          : "((4,8,4),(2,2,2)):((128,1,16),(64,8,512))");
  return layoutFromText(getContext(), "(128,(64," + std::to_string(getK()) +
                                          ")):(0,(1,64))");
}
LayoutAttr WgmmaType::getLayoutB() const {
  std::string n = std::to_string(getN());
  return layoutFromText(getContext(), "(128,(" + n + "," +
                                          std::to_string(getK()) + ")):(0,(1," +
                                          n + "))");
}
LayoutAttr WgmmaType::getLayoutC() const {
  return layoutFromText(getContext(),
                        "((4,8,4),(2,2," + std::to_string(getN() / 8) +
                            ")):((128,1,16),(64,8,512))");
}
Type WgmmaType::getValueTypeA() const { return getElemA(); }
Type WgmmaType::getValueTypeB() const { return getElemB(); }
Type WgmmaType::getValueTypeC() const { return getElemC(); }

LogicalResult
WgmmaType::verifyOperandView(StringRef role, Type view, bool firstMode,
                             function_ref<InFlightDiagnostic()> emitError) const {
  if (role == "A" && getAFromRegisters())
    return success();
  return verifyWgmmaSharedOperand(*this, view, firstMode, role, emitError);
}
