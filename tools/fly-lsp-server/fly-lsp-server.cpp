//===- fly-lsp-server.cpp - Language server for Fly IR --------------------===//
//
// MLIR's LSP server (diagnostics, go-to-definition, hover, document symbols,
// code completion of op names) with the upstream dialects and Fly: point an
// editor's MLIR extension (e.g. vscode-mlir's "mlir.server_path") at this
// binary to edit .mlir files that use fly and fly_rocdl.
//
//===----------------------------------------------------------------------===//

#include "fly/Registration/Registration.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"

int main(int argc, char **argv) {
  mlir::fly::registerFlyVersionPrinter();
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::fly::registerFlyDialects(registry);
  return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry));
}
