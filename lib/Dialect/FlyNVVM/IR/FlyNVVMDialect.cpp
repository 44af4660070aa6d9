//===- FlyNVVMDialect.cpp - The fly_nvvm dialect --------------------------===//

#include "fly/Dialect/FlyNVVM/IR/FlyNVVMDialect.h"

#include "mlir/IR/DialectImplementation.h"

using namespace mlir;
using namespace mlir::fly_nvvm;

#include "fly/Dialect/FlyNVVM/IR/FlyNVVMDialect.cpp.inc"

void FlyNVVMDialect::initialize() { registerTypes(); }
