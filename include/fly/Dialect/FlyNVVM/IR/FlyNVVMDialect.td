//===- FlyNVVMDialect.td - The fly_nvvm dialect ------------*- tablegen -*-===//
#ifndef FLYNVVM_DIALECT_TD
#define FLYNVVM_DIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "fly/Dialect/Fly/IR/FlyInterfaces.td"

def FlyNVVM_Dialect : Dialect {
  let name = "fly_nvvm";
  let summary = "NVIDIA atoms for the fly dialect";
  let description = [{
    Copy and MMA payload types for `!fly.copy_atom` / `!fly.mma_atom` on
    NVIDIA GPUs: the warp-level `mma.sync` tensor-core instructions,
    `ldmatrix` / `stmatrix` and `cp.async`. The counterpart of `fly_rocdl`:
    each payload gives its thread and thread-value layouts through the `fly`
    payload interfaces, so tiling and partitioning an NVIDIA atom is the same
    target-neutral algebra; the lane layouts are the hardware's
    (docs/notes/nvidia-atoms.md derives each one from the PTX ISA). Which
    chip can run which payload is one table (lib/Dialect/FlyNVVM/IR/Chips.cpp),
    checked by fly-nvvm-check-target before any code is generated.

    ```mlir
    %a = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>
    %c = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 16>
    ```
  }];
  let cppNamespace = "::mlir::fly_nvvm";
  let dependentDialects = ["::mlir::fly::FlyDialect"];
  let useDefaultTypePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerTypes();
  }];
}

#endif // FLYNVVM_DIALECT_TD
