//===- Passes.td - Fly conversion passes -------------------*- tablegen -*-===//
#ifndef FLY_CONVERSION_PASSES_TD
#define FLY_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertFlyToLLVMPass : Pass<"convert-fly-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Target-neutral conversion of Fly pointers, views and "
                "universal atoms to the LLVM dialect";
  let description = [{
    Pointers and views become `!llvm.ptr` in their address space (views are
    their iterator: layouts are compile-time plus the dynamic leaves already
    computed by fly-layout-lowering); `add_offset` becomes a GEP, pointer
    loads and stores `llvm.load`/`llvm.store` (a swizzled pointer XORs its
    byte address), register allocations `llvm.alloca`, and the calls of the
    universal atoms (`universal_copy`, `universal_atomic`, `universal_fma`)
    their LLVM code. `fly.print` becomes `gpu.printf` inside a `gpu.func`
    and a sequence of `vector.print` elsewhere. Target conversions (convert-fly-to-rocdl) reuse the same
    patterns and add their own atoms through the copy/MMA interfaces.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::vector::VectorDialect"];
}

#endif // FLY_CONVERSION_PASSES_TD
