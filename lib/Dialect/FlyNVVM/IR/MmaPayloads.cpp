//===- MmaPayloads.cpp - fly_nvvm.mma_sync: checks and lane layouts -------===//
//
// The A, B and C layouts map (lane, value) to the column-major index of the
// (M,K), (N,K) and (M,N) atom tile, value v being element v of the lane's
// operand registers (the low half of a register first). They are the PTX
// ISA's fragment figures for mma.m16n8k{8,16,32} (docs/notes/nvidia-atoms.md
// derives each one; utils/flytools/models/nvidia_mma_lanes.py checks every (lane, value)
// against a model written from the PTX formulas, and
// flytools.gpu.atoms on the GPU). With g = lane / 4 (the group) and
// t = lane % 4 (the lane in the group):
//
//   C (every form), 4 values: row g + 8 * (v / 2), column 2t + v % 2
//     -> ((4,8),(2,2)):((32,1),(16,8))
//   16x8x16, 16-bit A (8 values): row g + 8 * ((v / 2) % 2), k 2t + v % 2
//     + 8 * (v / 4) -> ((4,8),(2,2,2)):((32,1),(16,8,128));
//     B (4 values): n g, k 2t + v % 2 + 8 * (v / 2)
//     -> ((4,8),(2,2)):((16,1),(8,64))
//   16x8x8 tf32 A (4 values): row g + 8 * (v % 2), k t + 4 * (v / 2)
//     -> ((4,8),(2,2)):((16,1),(8,64)); B (2 values): n g, k t + 4v
//     -> ((4,8),2):((8,1),32)
//   16x8x32 8-bit A (16 values): row g + 8 * ((v / 4) % 2), k 4t + v % 4
//     + 16 * (v / 8) -> ((4,8),(4,2,2)):((64,1),(16,8,256));
//     B (8 values): n g, k 4t + v % 4 + 16 * (v / 4)
//     -> ((4,8),(4,2)):((32,1),(8,128))
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/PayloadLayouts.h"
#include "fly/Dialect/FlyNVVM/IR/FlyNVVMDialect.h"

using namespace mlir;
using namespace mlir::fly_nvvm;
using mlir::fly::IntTupleAttr;
using mlir::fly::LayoutAttr;
using mlir::fly::layoutFromText;
using mlir::fly::shapeText;

static bool isFp8(Type t) { return isa<Float8E4M3FNType, Float8E5M2Type>(t); }

LogicalResult MmaSyncType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  ArrayRef<int64_t> shape, Type a, Type b,
                                  Type c, bool signA, bool signB) {
  auto is = [&](int64_t m, int64_t n, int64_t k) {
    return shape.size() == 3 && shape[0] == m && shape[1] == n &&
           shape[2] == k;
  };
  if (!is(16, 8, 16) && !is(16, 8, 8) && !is(16, 8, 32))
    return emitError() << "mma_sync shapes are 16x8x16, 16x8x8 and 16x8x32, "
                          "got "
                       << shapeText(shape);
  auto signature = [&] {
    std::string s;
    llvm::raw_string_ostream os(s);
    os << "(" << a << ", " << b << ") -> " << c;
    return s;
  };
  // Signless: the signs are signA / signB (si8 and ui8 would say it twice).
  bool isInt = a.isSignlessInteger(8) && b.isSignlessInteger(8) &&
               c.isSignlessInteger(32);
  // The sign flags (default true) mean something for i8 operands only.
  auto signs = [&]() -> LogicalResult {
    if (!isInt && (!signA || !signB))
      return emitError() << "mma_sync signA/signB apply to i8 operands only";
    return success();
  };
  if (is(16, 8, 16)) {
    if ((a.isF16() && b.isF16() && (c.isF32() || c.isF16())) ||
        (a.isBF16() && b.isBF16() && c.isF32()))
      return signs();
    return emitError() << "mma_sync 16x8x16 takes (f16, f16) -> f32 or f16, "
                          "or (bf16, bf16) -> f32, got "
                       << signature();
  }
  if (is(16, 8, 8)) {
    if (a.isF32() && b.isF32() && c.isF32())
      return signs();
    return emitError() << "mma_sync 16x8x8 is the tf32 MMA and takes (f32, "
                          "f32) -> f32, got "
                       << signature();
  }
  if (isInt || (isFp8(a) && isFp8(b) && c.isF32()))
    return signs();
  return emitError() << "mma_sync 16x8x32 takes (i8, i8) -> i32 or 8-bit "
                        "floats (f8E4M3FN, f8E5M2) -> f32, got "
                     << signature();
}

IntTupleAttr MmaSyncType::getShapeMNK() const {
  return mlir::fly::shapeMNK(getContext(), getShape());
}
LayoutAttr MmaSyncType::getThrLayout() const {
  return layoutFromText(getContext(), "32:1");
}
LayoutAttr MmaSyncType::getLayoutA() const {
  if (getK() == 8)
    return layoutFromText(getContext(), "((4,8),(2,2)):((16,1),(8,64))");
  if (getK() == 32)
    return layoutFromText(getContext(),
                          "((4,8),(4,2,2)):((64,1),(16,8,256))");
  return layoutFromText(getContext(), "((4,8),(2,2,2)):((32,1),(16,8,128))");
}
LayoutAttr MmaSyncType::getLayoutB() const {
  if (getK() == 8)
    return layoutFromText(getContext(), "((4,8),2):((8,1),32)");
  if (getK() == 32)
    return layoutFromText(getContext(), "((4,8),(4,2)):((32,1),(8,128))");
  return layoutFromText(getContext(), "((4,8),(2,2)):((16,1),(8,64))");
}
LayoutAttr MmaSyncType::getLayoutC() const {
  return layoutFromText(getContext(), "((4,8),(2,2)):((32,1),(16,8))");
}
Type MmaSyncType::getValueTypeA() const { return getElemA(); }
Type MmaSyncType::getValueTypeB() const { return getElemB(); }
Type MmaSyncType::getValueTypeC() const { return getElemC(); }
