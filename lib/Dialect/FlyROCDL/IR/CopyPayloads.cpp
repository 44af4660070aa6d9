//===- CopyPayloads.cpp - fly_rocdl copy payloads: checks, layouts, state -===//
//
// docs/reference/rocdl.md#payloads. The buffer and global-to-LDS copies
// are per-thread copies
// like CuTe's UniversalCopy: one thread moves `bits` bits, (1,bits):(0,1).
// Their runtime state (soffset, imm_offset) travels in the atom value.
//
//===----------------------------------------------------------------------===//

#include "PayloadLayouts.h"

#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h"

using namespace mlir;
using namespace mlir::fly_rocdl;
using mlir::fly::LayoutAttr;

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

LogicalResult
CDNA3BufferCopyType::verify(function_ref<InFlightDiagnostic()> emitError,
                            int32_t bits, int32_t cache) {
  if (bits != 8 && bits != 16 && bits != 32 && bits != 64 && bits != 96 &&
      bits != 128)
    return emitError() << "cdna3.buffer_copy moves 8, 16, 32, 64, 96 or 128 "
                          "bits, got "
                       << bits;
  if (cache < 0 || cache > 7)
    return emitError() << "cdna3.buffer_copy cache policy must be in 0..7, got "
                       << cache;
  return success();
}

LogicalResult
CDNA3BufferCopyLdsType::verify(function_ref<InFlightDiagnostic()> emitError,
                               int32_t bits) {
  if (bits != 32 && bits != 128)
    return emitError() << "cdna3.buffer_copy_lds moves 32 bits (or 128 on "
                          "gfx950), got "
                       << bits;
  return success();
}

LogicalResult
CDNA3BufferAtomicType::verify(function_ref<InFlightDiagnostic()> emitError,
                              mlir::fly::AtomicOpAttr op, Type valueType) {
  if (!op)
    return emitError() << "cdna3.buffer_atomic needs an atomic op";
  // 32-bit values only: the AMDGPU backend selects the f32 and i32 forms
  // and, for add, the packed pairs of 16-bit floats (buffer_atomic_pk_add_
  // f16/bf16, the form FlyDSL's split-K GEMMs use); others (f16, bf16, f64
  // scalars) fail instruction selection.
  bool isFloat = valueType && valueType.isF32();
  bool isInt = valueType && valueType.isInteger(32);
  auto vec = dyn_cast_or_null<VectorType>(valueType);
  bool packed16 = vec && vec.getRank() == 1 && vec.getNumElements() == 2 &&
                  (vec.getElementType().isF16() ||
                   vec.getElementType().isBF16());
  switch (op.getValue()) {
  case mlir::fly::AtomicOp::Add:
    if (!isFloat && !packed16)
      return emitError() << "cdna3.buffer_atomic<add> needs f32, "
                            "vector<2xf16> or vector<2xbf16>, got "
                         << valueType;
    return success();
  case mlir::fly::AtomicOp::Max:
    if (!isFloat && !isInt)
      return emitError() << "cdna3.buffer_atomic<max> needs f32 or i32, got "
                         << valueType;
    return success();
  case mlir::fly::AtomicOp::Min:
    if (!isInt)
      return emitError() << "cdna3.buffer_atomic<min> needs i32 (unsigned "
                            "min), got "
                         << valueType;
    return success();
  default:
    return emitError() << "cdna3.buffer_atomic supports add, max and min, got "
                       << mlir::fly::stringifyAtomicOp(op.getValue());
  }
}

LogicalResult
CDNA4LdsReadTransType::verify(function_ref<InFlightDiagnostic()> emitError,
                              int32_t transBits, int32_t bits) {
  bool ok = (transBits == 4 && bits == 64) || (transBits == 8 && bits == 64) ||
            (transBits == 6 && bits == 96) || (transBits == 16 && bits == 64);
  if (!ok)
    return emitError() << "cdna4.lds_read_trans supports (trans, bits) = "
                          "(4b, 64), (8b, 64), (6b, 96), (16b, 64), got ("
                       << transBits << "b, " << bits << ")";
  return success();
}

static LogicalResult verifyAsyncBits(function_ref<InFlightDiagnostic()> emitError,
                                     StringRef name, int32_t bits) {
  if (bits != 32 && bits != 96 && bits != 128)
    return emitError() << name << " moves 32, 96 or 128 bits, got " << bits;
  return success();
}

LogicalResult CDNA4BufferLoadAsyncLdsType::verify(
    function_ref<InFlightDiagnostic()> emitError, int32_t bits) {
  return verifyAsyncBits(emitError, "cdna4.buffer_load_async_lds", bits);
}

LogicalResult CDNA4GlobalLoadAsyncLdsType::verify(
    function_ref<InFlightDiagnostic()> emitError, int32_t bits) {
  return verifyAsyncBits(emitError, "cdna4.global_load_async_lds", bits);
}

LogicalResult
GFX1250TdmType::verify(function_ref<InFlightDiagnostic()> emitError,
                       int32_t rank, int32_t warps, int32_t padInterval,
                       int32_t padAmount, int32_t cache, bool, bool) {
  if (rank < 1 || rank > 5)
    return emitError() << "TDM rank must be in [1, 5], got " << rank;
  if (warps <= 0 || !llvm::isPowerOf2_32(warps))
    return emitError() << "numWarps must be a positive power of two, got "
                       << warps;
  if ((padInterval == 0) != (padAmount == 0))
    return emitError()
           << "padInterval and padAmount must both be zero or both non-zero";
  if (padInterval < 0 || (padInterval != 0 && !llvm::isPowerOf2_32(padInterval)))
    return emitError() << "padInterval must be a power of two (in elements), "
                          "got "
                       << padInterval;
  if (padAmount < 0)
    return emitError() << "padAmount must be non-negative, got " << padAmount;
  if (cache < 0)
    return emitError() << "gfx1250.tdm cache policy must be non-negative, got "
                       << cache;
  return success();
}

//===----------------------------------------------------------------------===//
// Layouts: per-thread copies
//===----------------------------------------------------------------------===//

/// The bits of an atomic's value: a scalar's width, or a vector's total.
static int64_t getValueBits(Type t) {
  if (auto v = dyn_cast<VectorType>(t))
    return v.getNumElements() * v.getElementType().getIntOrFloatBitWidth();
  return t.getIntOrFloatBitWidth();
}

#define FLY_ROCDL_PER_THREAD_COPY(T, BITS)                                     \
  LayoutAttr T::getThrLayout() const { return singleThread(getContext()); }    \
  LayoutAttr T::getSrcLayout() const {                                         \
    return threadBits(getContext(), BITS);                                     \
  }                                                                            \
  LayoutAttr T::getDstLayout() const {                                         \
    return threadBits(getContext(), BITS);                                     \
  }                                                                            \
  LayoutAttr T::getRefLayout() const {                                         \
    return threadBits(getContext(), BITS);                                     \
  }                                                                            \
  int64_t T::getCopyBits() const { return BITS; }
FLY_ROCDL_PER_THREAD_COPY(CDNA3BufferCopyType, getBits())
FLY_ROCDL_PER_THREAD_COPY(CDNA3BufferCopyLdsType, getBits())
FLY_ROCDL_PER_THREAD_COPY(CDNA3BufferAtomicType,
                          getValueBits(getValueType()))
FLY_ROCDL_PER_THREAD_COPY(CDNA4BufferLoadAsyncLdsType, getBits())
FLY_ROCDL_PER_THREAD_COPY(CDNA4GlobalLoadAsyncLdsType, getBits())
#undef FLY_ROCDL_PER_THREAD_COPY

//===----------------------------------------------------------------------===//
// Runtime state (docs/reference/lowering.md#atom-state)
//===----------------------------------------------------------------------===//

namespace {
SmallVector<Type> i32Fields(MLIRContext *ctx, size_t n) {
  return SmallVector<Type>(n, IntegerType::get(ctx, 32));
}
} // namespace

SmallVector<StringRef> CDNA3BufferCopyType::getStateFieldNames() const {
  return {"soffset"};
}
SmallVector<Type> CDNA3BufferCopyType::getStateFieldTypes() const {
  return i32Fields(getContext(), 1);
}
SmallVector<int64_t> CDNA3BufferCopyType::getStateFieldDefaults() const {
  return {0};
}

SmallVector<StringRef> CDNA3BufferAtomicType::getStateFieldNames() const {
  return {"soffset"};
}
SmallVector<Type> CDNA3BufferAtomicType::getStateFieldTypes() const {
  return i32Fields(getContext(), 1);
}
SmallVector<int64_t> CDNA3BufferAtomicType::getStateFieldDefaults() const {
  return {0};
}

#define FLY_ROCDL_LDS_STATE(T)                                                 \
  SmallVector<StringRef> T::getStateFieldNames() const {                       \
    return {"soffset", "imm_offset"};                                          \
  }                                                                            \
  SmallVector<Type> T::getStateFieldTypes() const {                            \
    return i32Fields(getContext(), 2);                                         \
  }                                                                            \
  SmallVector<int64_t> T::getStateFieldDefaults() const { return {0, 0}; }
FLY_ROCDL_LDS_STATE(CDNA3BufferCopyLdsType)
FLY_ROCDL_LDS_STATE(CDNA4BufferLoadAsyncLdsType)
#undef FLY_ROCDL_LDS_STATE

//===----------------------------------------------------------------------===//
// cdna4.lds_read_trans: 16 lanes load a (B/e) x 16 row-major block of e-bit
// elements, B bits per lane, and lane t receives column t.
//===----------------------------------------------------------------------===//

LayoutAttr CDNA4LdsReadTransType::getThrLayout() const {
  return layoutFromText(getContext(), "16:1");
}
LayoutAttr CDNA4LdsReadTransType::getSrcLayout() const {
  int64_t b = getBits();
  return layoutFromText(getContext(), "(16," + std::to_string(b) + "):(" +
                                          std::to_string(b) + ",1)");
}
LayoutAttr CDNA4LdsReadTransType::getDstLayout() const {
  int64_t e = getTransBits(), b = getBits();
  return layoutFromText(getContext(),
                        "(16,(" + std::to_string(e) + "," +
                            std::to_string(b / e) + ")):(" + std::to_string(e) +
                            ",(1," + std::to_string(16 * e) + "))");
}
LayoutAttr CDNA4LdsReadTransType::getRefLayout() const {
  return getDstLayout();
}
int64_t CDNA4LdsReadTransType::getCopyBits() const { return getBits(); }

//===----------------------------------------------------------------------===//
// gfx1250.tdm: a whole-tile copy issued once; its layouts are trivial and it
// is used with valBits = 0.
//===----------------------------------------------------------------------===//

LayoutAttr GFX1250TdmType::getThrLayout() const {
  return singleThread(getContext());
}
LayoutAttr GFX1250TdmType::getSrcLayout() const {
  return threadBits(getContext(), 1);
}
LayoutAttr GFX1250TdmType::getDstLayout() const {
  return threadBits(getContext(), 1);
}
LayoutAttr GFX1250TdmType::getRefLayout() const {
  return threadBits(getContext(), 1);
}
int64_t GFX1250TdmType::getCopyBits() const { return 0; }

SmallVector<StringRef> GFX1250TdmType::getStateFieldNames() const {
  return {"workgroup_mask", "extent_0", "extent_1", "extent_2",
          "extent_3",       "extent_4", "stride_0", "stride_1",
          "stride_2",       "stride_3", "imm_offset"};
}
SmallVector<Type> GFX1250TdmType::getStateFieldTypes() const {
  Type i32 = IntegerType::get(getContext(), 32);
  Type i64 = IntegerType::get(getContext(), 64);
  return {i32, i32, i32, i32, i32, i32, i64, i64, i64, i64, i64};
}
SmallVector<int64_t> GFX1250TdmType::getStateFieldDefaults() const {
  // Extents 0x7FFFFFFF: no clamp; strides INT32_MIN: unset (use the static
  // layout stride).
  const int64_t noClamp = 0x7FFFFFFF, unset = INT32_MIN;
  return {0,     noClamp, noClamp, noClamp, noClamp, noClamp,
          unset, unset,   unset,   unset,   0};
}
