//===- FlyROCDLDialect.td - The fly_rocdl dialect ----------*- tablegen -*-===//
#ifndef FLYROCDL_DIALECT_TD
#define FLYROCDL_DIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "fly/Dialect/Fly/IR/FlyInterfaces.td"

def FlyROCDL_Dialect : Dialect {
  let name = "fly_rocdl";
  let summary = "AMD atoms for the fly dialect";
  let description = [{
    Copy and MMA payload types for `!fly.copy_atom` / `!fly.mma_atom` on AMD
    GPUs (CDNA3 gfx942, CDNA4 gfx950, RDNA3 gfx11, RDNA4 gfx12, gfx1250), the
    buffer-resource address space and `get_buffer_rsrc`. Textually compatible
    with FlyDSL 0.3.2's `fly_rocdl` dialect.
  }];
  let cppNamespace = "::mlir::fly_rocdl";
  let dependentDialects = ["::mlir::fly::FlyDialect",
                           "::mlir::LLVM::LLVMDialect"];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerTypes();
  }];
}

class FlyROCDL_Op<string mnemonic, list<Trait> traits = []>
    : Op<FlyROCDL_Dialect, mnemonic, traits>;

#endif // FLYROCDL_DIALECT_TD
