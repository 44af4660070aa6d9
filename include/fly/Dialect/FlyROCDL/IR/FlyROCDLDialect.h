//===- FlyROCDLDialect.h - The fly_rocdl dialect ----------------*- C++ -*-===//
#ifndef FLY_DIALECT_FLYROCDL_IR_FLYROCDLDIALECT_H
#define FLY_DIALECT_FLYROCDL_IR_FLYROCDLDIALECT_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLAttrDefs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLTypeDefs.h.inc"

#define GET_OP_CLASSES
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLOps.h.inc"

#endif // FLY_DIALECT_FLYROCDL_IR_FLYROCDLDIALECT_H
