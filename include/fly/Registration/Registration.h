//===- Registration.h - Register Fly in an MLIR tool ------------*- C++ -*-===//
//
// What a compiler embedding Fly calls: the dialects (fly, fly_rocdl) with
// what they need to be lowered and serialized, and every Fly pass and
// pipeline. fly-opt and fly-lsp-server are built from these alone.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_REGISTRATION_REGISTRATION_H
#define FLY_REGISTRATION_REGISTRATION_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::fly {

/// Inserts the fly and fly_rocdl dialects, func, and the dialects their
/// lowering produces (arith, scf, vector, gpu, llvm, rocdl, nvvm), the ROCDL
/// and NVVM target attributes' serialization and the LLVM IR translations
/// gpu-module-to-binary needs.
void registerFlyDialects(DialectRegistry &registry);

/// Registers every Fly pass (fly-*, convert-fly-to-llvm, convert-fly-to-rocdl,
/// fly-rocdl-*, fly-nvvm-*) for textual pipelines and command-line flags.
/// Idempotent.
void registerFlyPasses();

/// Registers --fly-rocdl-pipeline, --fly-lower-to-rocdl, --fly-lower-to-llvm,
/// --fly-nvvm-pipeline and --fly-lower-to-nvvm, with the Fly and upstream
/// passes they are made of. Idempotent.
void registerFlyPipelines();

/// Fly's version ("0.1.0") and a line naming it and the LLVM/MLIR release it
/// was built against, for a tool's --version (after LLVM's own lines).
const char *getFlyVersion();
void registerFlyVersionPrinter();

} // namespace mlir::fly

#endif // FLY_REGISTRATION_REGISTRATION_H
