//===- FlyROCDLDialect.cpp - The fly_rocdl dialect ------------------------===//

#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h"

#include "mlir/IR/DialectImplementation.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::fly_rocdl;

#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLAttrDefs.cpp.inc"

#define GET_OP_CLASSES
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLOps.cpp.inc"

void FlyROCDLDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLAttrDefs.cpp.inc"
      >();
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLOps.cpp.inc"
      >();
}

/// Buffer pointers are read and written by the buffer atoms only.
bool BufferDescAttr::isDirectlyAddressable() const { return false; }

LogicalResult GetBufferRsrcOp::verify() {
  auto ptr = dyn_cast<mlir::fly::PointerType>(getPtr().getType());
  if (!ptr || !isa<BufferDescAttr>(ptr.getAddressSpace()))
    return emitOpError("operand must be a !fly.ptr in the "
                       "#fly_rocdl.buffer_desc address space, got ")
           << getPtr().getType();
  auto llvmPtr = dyn_cast<LLVM::LLVMPointerType>(getType());
  if (!llvmPtr || llvmPtr.getAddressSpace() != 8)
    return emitOpError("result must be !llvm.ptr<8> (a buffer resource), got ")
           << getType();
  return success();
}
