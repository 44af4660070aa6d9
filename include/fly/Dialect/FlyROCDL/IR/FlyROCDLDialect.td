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

    Each payload gives its thread layout and thread-value layouts through
    the `fly` payload interfaces, so tiling and partitioning an AMD atom is
    the same target-neutral algebra as for the universal atoms; the lane
    layouts are the hardware's (docs/notes/amd-atoms.md derives each one).
    Which chip can run which payload, and with which wave size, is checked
    before any code is generated (docs/reference/rocdl.md#chip-legality).

    ```mlir
    %a = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>
    %c = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
    ```
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
