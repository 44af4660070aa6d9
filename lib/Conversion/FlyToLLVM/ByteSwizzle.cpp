//===- ByteSwizzle.cpp - The byte swizzle of a shared or global address --===//
//
// applyByteSwizzle: an address under a pointer swizzle S<mask,base,shift>,
// y = x ^ ((x & (((1<<mask)-1) << (base+shift))) >> shift) on its bytes.
// Two rewrites keep the XOR cheap:
// - constant offsets that are multiples of the period 2^(mask+base+shift)
//   leave the XOR (swizzle(a + d) = swizzle(a) + d), so accesses share one
//   swizzled base and the offsets become immediates;
// - an address `root + off` whose root is a global aligned to the period
//   (a shared allocation, the dynamic shared array) is swizzled on `off`
//   alone (swizzle(root + off) = root + swizzle(off)): integer arithmetic on
//   the thread index that LLVM folds and shares between accesses, where a
//   ptrtoint/inttoptr round trip hides it.
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace mlir::fly;

/// The bytes one element of a single-index GEP steps over (scalars and
/// vectors of whole bytes), if known.
static std::optional<int64_t> gepElementBytes(LLVM::GEPOp gep) {
  if (gep.getIndices().size() != 1)
    return std::nullopt;
  Type elem = gep.getElemType();
  int64_t bits = 0;
  if (elem.isIntOrFloat())
    bits = elem.getIntOrFloatBitWidth();
  else if (auto vec = dyn_cast<VectorType>(elem);
           vec && vec.getElementType().isIntOrFloat())
    bits = vec.getNumElements() * vec.getElementTypeBitWidth();
  if (bits == 0 || bits % 8 != 0)
    return std::nullopt;
  return bits / 8;
}

static std::optional<int64_t> constantGEPBytes(LLVM::GEPOp gep) {
  std::optional<int64_t> elemBytes = gepElementBytes(gep);
  if (!elemBytes)
    return std::nullopt;
  auto idx = llvm::dyn_cast_if_present<IntegerAttr>(*gep.getIndices().begin());
  if (!idx)
    return std::nullopt;
  return idx.getInt() * *elemBytes;
}

/// The alignment in bytes of the global `ptr` is the address of, if it is
/// one (shared allocations and the dynamic shared array are).
static int64_t globalAlignment(Value ptr) {
  auto addr = ptr.getDefiningOp<LLVM::AddressOfOp>();
  if (!addr)
    return 0;
  auto global = dyn_cast_or_null<LLVM::GlobalOp>(
      SymbolTable::lookupNearestSymbolFrom(addr, addr.getGlobalNameAttr()));
  return global ? int64_t(global.getAlignment().value_or(0)) : 0;
}

/// `ptr` as `root` + `dynamic` + `constant` bytes.
struct RootedAddress {
  Value root;
  Value dynamic; // an `intType` integer, or null
  int64_t constant = 0;
};

/// `ptr` as a RootedAddress when it is a chain of single-index GEPs
/// (constant or dynamic indices) on the address of a global aligned to at
/// least `period` bytes; the dynamic part is emitted at `b`. std::nullopt
/// (nothing emitted) otherwise.
static std::optional<RootedAddress>
offsetFromAlignedGlobal(OpBuilder &b, Location loc, Value ptr, Type intType,
                        int64_t period) {
  SmallVector<LLVM::GEPOp> chain;
  Value root = ptr;
  while (auto gep = root.getDefiningOp<LLVM::GEPOp>()) {
    if (!gepElementBytes(gep))
      return std::nullopt;
    chain.push_back(gep);
    root = gep.getBase();
  }
  if (chain.empty() || globalAlignment(root) < period)
    return std::nullopt;
  Value offset;
  int64_t constant = 0;
  for (LLVM::GEPOp gep : llvm::reverse(chain)) {
    int64_t elemBytes = *gepElementBytes(gep);
    auto index = *gep.getIndices().begin();
    if (auto attr = llvm::dyn_cast_if_present<IntegerAttr>(index)) {
      constant += attr.getInt() * elemBytes;
      continue;
    }
    Value v = llvm::cast<Value>(index);
    unsigned have = v.getType().getIntOrFloatBitWidth(),
             want = intType.getIntOrFloatBitWidth();
    if (have < want)
      v = arith::ExtSIOp::create(b, loc, intType, v);
    else if (have > want)
      v = arith::TruncIOp::create(b, loc, intType, v);
    if (elemBytes != 1)
      v = arith::MulIOp::create(
          b, loc, v,
          arith::ConstantOp::create(b, loc, intType,
                                    b.getIntegerAttr(intType, elemBytes)));
    offset = offset ? arith::AddIOp::create(b, loc, offset, v).getResult() : v;
  }
  return RootedAddress{root, offset, constant};
}

/// `ptr` + `bytes` (a dynamic byte offset).
static Value emitElementGEPValue(OpBuilder &b, Location loc, Value ptr,
                                 Value bytes) {
  return LLVM::GEPOp::create(b, loc, ptr.getType(), b.getI8Type(), ptr,
                             ValueRange{bytes});
}

Value mlir::fly::applyByteSwizzle(OpBuilder &b, Location loc, Value ptr,
                                  SwizzleAttr swizzle) {
  if (!swizzle)
    return ptr;
  ::fly::layout::Swizzle s = swizzle.getValue();
  if (s.isTrivial())
    return ptr;
  auto ptrType = cast<LLVM::LLVMPointerType>(ptr.getType());
  // swizzle(a + d) = swizzle(a) + d when d is a multiple of the period
  // 2^(base + mask + shift) (the XOR reads and writes only lower bits, and
  // adding d carries nothing into them). Peel such constant GEPs off the
  // address so that accesses share one swizzled base and the offsets
  // become immediates (ds_read/ds_write offset:N).
  int64_t peeled = 0;
  if (s.shift >= 0 && s.base + s.mask + s.shift < 62) {
    int64_t period = int64_t(1) << (s.base + s.mask + s.shift);
    while (auto gep = ptr.getDefiningOp<LLVM::GEPOp>()) {
      std::optional<int64_t> bytes = constantGEPBytes(gep);
      if (!bytes || *bytes % period != 0)
        break;
      peeled += *bytes;
      ptr = gep.getBase();
    }
  }
  // Shared (LDS) addresses are 32-bit; everything else 64-bit.
  Type intType = ptrType.getAddressSpace() == 3 ? b.getI32Type()
                                                : b.getI64Type();
  int64_t mask = ((int64_t(1) << s.mask) - 1) << (s.base + s.shift);
  auto swizzleInt = [&](Value a) -> Value {
    Value maskV = arith::ConstantOp::create(b, loc, intType,
                                            b.getIntegerAttr(intType, mask));
    Value bits = arith::AndIOp::create(b, loc, a, maskV);
    Value shiftV = arith::ConstantOp::create(
        b, loc, intType, b.getIntegerAttr(intType, s.shift));
    Value shifted = arith::ShRUIOp::create(b, loc, bits, shiftV);
    return arith::XOrIOp::create(b, loc, a, shifted);
  };
  // On an address `root + off` whose root is aligned to the period, the
  // swizzle moves only bits of `off`: swizzle(root + off) = root +
  // swizzle(off). Swizzling the offset (integer arithmetic on the thread
  // index and constants) instead of the pointer lets LLVM fold and share
  // it between the accesses of a thread, as it cannot through ptrtoint.
  if (s.shift >= 0 && s.base + s.mask + s.shift < 31) {
    int64_t period = int64_t(1) << (s.base + s.mask + s.shift);
    if (auto rooted = offsetFromAlignedGlobal(b, loc, ptr, intType, period)) {
      // The constant's multiples of the period leave the swizzle too
      // (floor division: the rest is in [0, period)).
      int64_t c = rooted->constant;
      int64_t high = (c >= 0 ? c / period : -((-c + period - 1) / period)) *
                     period;
      peeled += high;
      Value offset = rooted->dynamic;
      if (c != high || !offset) {
        Value low = arith::ConstantOp::create(
            b, loc, intType, b.getIntegerAttr(intType, c - high));
        offset =
            offset ? arith::AddIOp::create(b, loc, offset, low).getResult()
                   : low;
      }
      Value swizzled =
          emitElementGEPValue(b, loc, rooted->root, swizzleInt(offset));
      return emitElementGEP(b, loc, swizzled, b.getI8Type(), peeled);
    }
  }
  Value addr = LLVM::PtrToIntOp::create(b, loc, intType, ptr);
  Value swizzled = LLVM::IntToPtrOp::create(b, loc, ptrType, swizzleInt(addr));
  return emitElementGEP(b, loc, swizzled, b.getI8Type(), peeled);
}

