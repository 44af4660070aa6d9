//===- MemoryOps.cpp - Verifiers of pointer, register and utility ops -----===//

#include "fly/Dialect/Fly/IR/AlgebraTypes.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::fly;

LogicalResult MemRefAllocaOp::verify() {
  auto memref = cast<MemRefType>(getType());
  if (memref.getFlyAddressSpace() != AddressSpace::Register)
    return emitOpError("allocates register memory, but the result type ")
           << memref << " is not in the register address space";
  LayoutAttr layout = cast<LayoutType>(getLayout().getType()).getAttr();
  if (memref.getLayout() != layout)
    return emitOpError("result layout ")
           << memref.getLayout() << " differs from the operand layout "
           << layout;
  if (!layout.isStatic())
    return emitOpError("register memory needs a static layout, got ")
           << layout;
  return success();
}

LogicalResult MakePtrOp::verify() {
  auto ptr = cast<PointerType>(getType());
  std::optional<AddressSpace> as = ptr.getFlyAddressSpace();
  DictionaryAttr dict = getDictAttrsAttr();
  auto positive = [&](StringRef key) -> LogicalResult {
    auto v = dict ? dict.getAs<IntegerAttr>(key) : IntegerAttr();
    if (!v)
      return emitOpError("a ")
             << stringifyAddressSpace(*as) << " pointer needs {dictAttrs = {"
             << key << " = N : i64}}";
    if (v.getInt() <= 0)
      return emitOpError(key) << " must be positive, got " << v.getInt();
    return success();
  };
  if (as == AddressSpace::Register) {
    if (getNumOperands() != 0)
      return emitOpError("a register allocation takes no operands");
    return positive("allocSize");
  }
  if (as == AddressSpace::Shared && getNumOperands() == 0) {
    if (failed(positive("allocBytes")) || failed(positive("allocAlign")))
      return failure();
    int64_t align = dict.getAs<IntegerAttr>("allocAlign").getInt();
    if (!llvm::isPowerOf2_64(align))
      return emitOpError("allocAlign must be a power of two, got ") << align;
    return success();
  }
  return success();
}

LogicalResult GetDynSharedOp::verify() {
  auto ptr = cast<PointerType>(getType());
  if (ptr.getFlyAddressSpace() != AddressSpace::Shared ||
      !ptr.getElemType().isInteger(8) || ptr.getAlignBytes() != 1024)
    return emitOpError("result must be !fly.ptr<i8, shared, align<1024>>, got ")
           << ptr;
  return success();
}

LogicalResult ToLLVMPtrOp::verify() {
  auto llvmPtr = dyn_cast<LLVM::LLVMPointerType>(getType());
  if (!llvmPtr)
    return emitOpError("result must be an !llvm.ptr, got ") << getType();
  if (static_cast<int64_t>(llvmPtr.getAddressSpace()) !=
      getLlvmAddressSpace())
    return emitOpError("result address space ")
           << llvmPtr.getAddressSpace() << " differs from llvm_address_space = "
           << getLlvmAddressSpace();
  return success();
}

LogicalResult RecastIterOp::verify() {
  auto src = cast<PointerType>(getSrc().getType());
  auto dst = cast<PointerType>(getType());
  if (src.getAddressSpace() != dst.getAddressSpace())
    return emitOpError("cannot change the address space from ")
           << src.getAddressSpace() << " to " << dst.getAddressSpace();
  return success();
}

/// A pointer load or store moves one element or a vector of elements; a
/// byte pointer (i8, FlyDSL's untyped shared memory) moves any scalar or
/// 1-D vector of whole bytes from its address (FlyDSL's rule: the element
/// type sets only the units of offsets).
static LogicalResult
checkAccessType(Type accessed, PointerType ptr,
                function_ref<InFlightDiagnostic()> emitOpError) {
  Type elem = ptr.getElemType();
  if (accessed == elem)
    return success();
  auto vec = dyn_cast<VectorType>(accessed);
  if (vec && vec.getElementType() == elem && vec.getRank() == 1)
    return success();
  if (elem.isInteger(8) && (!vec || vec.getRank() == 1)) {
    Type scalar = vec ? vec.getElementType() : accessed;
    std::optional<int64_t> bits = PointerType::getElementBits(scalar);
    if (scalar.isIntOrFloat() && bits && *bits % 8 == 0)
      return success();
  }
  return emitOpError() << "accesses "
         << accessed << " through " << ptr << "; expected " << elem
         << " or a 1-D vector of it"
         << (elem.isInteger(8) ? " (or, through a byte pointer, whole bytes)"
                               : "");
}

LogicalResult PtrLoadOp::verify() {
  Type iter = getPtr().getType();
  if (auto t = dyn_cast<IntTupleType>(iter)) {
    // On an int tuple (a coordinate iterator) the load is the identity.
    if (getType() != t)
      return emitOpError("a load from ")
             << t << " gives the tuple itself, not " << getType();
    return success();
  }
  return checkAccessType(getType(), cast<PointerType>(iter),
                         [&] { return emitOpError(); });
}

LogicalResult PtrStoreOp::verify() {
  return checkAccessType(getValue().getType(),
                         cast<PointerType>(getPtr().getType()),
                         [&] { return emitOpError(); });
}

LogicalResult PrintOp::verify() {
  // Count the {} placeholders against the values.
  StringRef f = getFormat();
  size_t holes = 0;
  for (size_t i = 0; i + 1 < f.size(); ++i)
    if (f[i] == '{' && f[i + 1] == '}')
      ++holes, ++i;
  if (holes != getValues().size())
    return emitOpError("format \"")
           << f << "\" has " << holes << " placeholder(s) for "
           << getValues().size() << " value(s)";
  return success();
}
