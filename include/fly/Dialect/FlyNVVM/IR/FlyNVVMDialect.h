//===- FlyNVVMDialect.h - The fly_nvvm dialect ------------------*- C++ -*-===//
#ifndef FLY_DIALECT_FLYNVVM_IR_FLYNVVMDIALECT_H
#define FLY_DIALECT_FLYNVVM_IR_FLYNVVMDIALECT_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "fly/Dialect/FlyNVVM/IR/FlyNVVMDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "fly/Dialect/FlyNVVM/IR/FlyNVVMTypeDefs.h.inc"

#endif // FLY_DIALECT_FLYNVVM_IR_FLYNVVMDIALECT_H
